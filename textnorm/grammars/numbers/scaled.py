"""MONEY and MEASURE with a scale word between the amount and what it counts (TN): de
"€2,5 millionen" -> "zwei komma fünf millionen euro", "90 millionen g" -> "neunzig millionen
gramm", sv "$45 miljarder" -> "fyrtiofem miljarder dollar", "2 md kr" -> "två miljarder kronor".

Config `tn_scaled_amounts yes` turns it on. The number is read alone (an integer in its plain
reading, a decimal as DECIMAL reads it; with config `scaled_multiplier_form yes` both in the form
the scale word asks of its multiplier, as a cardinal is read before it: sv "1 miljon kr" en miljon
kronor, "$1,5 miljoner" en komma fem miljoner dollar); a scale word of a million and up is kept as
written (a word of scales.tsv, in its letters or with a capital first), an abbreviation of config
`scale_abbreviations` is said as after two (decimal.py: "Mio." Millionen); then come the words of
the currency (currency_signs.tsv, before or after the amount) or unit (units.tsv, after) as a number
of that scale takes them (its plural category), without their number.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete, insert
from ..base import Rule, alternation
from .cardinal import abbreviations, multiplier_forms
from .counted import (
    GAP_PATTERN,
    CountedTable,
    NumberReader,
    categories,
    category,
    gap,
    load_table,
)
from .decimal import scale_after_decimal
from .language import Language, class_module
from .money import currency_signs
from .relax import scale_words

_LEAST = 6  # the smallest scale kept between an amount and its words (a million)
_SPACE = "[ \u00a0]"


def _scales(lang: Language) -> dict[str, tuple[str, int]]:
    """A scale word as written -> (what TN writes for it, its power)."""
    out: dict[str, tuple[str, int]] = {}
    for power, words in sorted(scale_words(lang).items()):
        if power >= _LEAST:
            for word in sorted(words):
                for written in (word, word[:1].upper() + word[1:]):
                    out.setdefault(written, (written, power))
    said = scale_after_decimal(lang)
    for abbreviation, power in abbreviations(lang):
        if power >= _LEAST and abbreviation in said:
            out.setdefault(abbreviation, (said[abbreviation], power))
    return out


def _multiplier_forms(lang: Language) -> dict[int, str]:
    """Config `scaled_multiplier_form yes`: power -> the form its scale word asks of the
    number before it, as a cardinal reads it there (cardinal.py: sv "1 miljon kr" en miljon
    kronor), a decimal's whole part too (decimal.py: "$1,5 miljoner" en komma fem miljoner
    dollar); otherwise none (the plain reading)."""
    if lang.setting("scaled_multiplier_form") != "yes":
        return {}
    words = scale_words(lang)
    return {power: form for form, said in multiplier_forms(lang).items()
            for power, its_words in words.items() if its_words & said}


def tn(lang: Language, decimals):
    """`decimals`: the DECIMAL class module (its fast path reads decimals)."""
    w = lang.written
    scales = _scales(lang)
    if lang.setting("tn_scaled_amounts") != "yes" or not scales or not w.spaced:
        return class_module([], {})
    forms = _multiplier_forms(lang)
    readers = {form: NumberReader(lang, decimals.FAST_PATHS.get(f"DECIMAL@{form}",
                                                                 decimals.FAST_PATHS["DECIMAL"]),
                                  decimal_fst=(f"DECIMAL@{form}"
                                               if f"DECIMAL@{form}" in decimals.FAST_PATHS
                                               else "DECIMAL"))
               for form in {"", *forms.values()}}
    reader = readers[""]
    number, scale = reader.pattern, alternation(scales)
    word_end = rf"(?![{w.word_chars}])"
    rules, builders, fast_paths = [], {}, {}

    def add(cls: str, table: CountedTable, written: dict[str, str], before_too: bool) -> None:
        """`written`: each written sign or unit -> its key in `table`."""
        if not table.rows or not written:
            return
        signs = alternation(written)
        after = rf"{number}{_SPACE}{scale}{GAP_PATTERN}{signs}{word_end}"
        shapes = [rf"(?P<a>{signs}){GAP_PATTERN}(?P<n>{number}){_SPACE}(?P<s>{scale}){word_end}"
                  ] if before_too else []
        shapes.append(rf"(?P<n>{number}){_SPACE}(?P<s>{scale}){GAP_PATTERN}(?P<a>{signs})"
                      rf"{word_end}")
        parse = [regex.compile(s) for s in shapes]
        pattern = f"{signs}{GAP_PATTERN}{number}{_SPACE}{scale}{word_end}|{after}" \
            if before_too else after
        name = f"{cls}@scaled"
        rules.append(Rule(cls, rf"{w.before}(?:{pattern})", name))

        def words_of(key: str, power: int) -> tuple[str, str]:
            phrase = table.phrase(key, category(lang, "1" + "0" * power))
            return phrase.before, phrase.after

        def fast(span: str) -> str | None:
            match = next((m for p in parse if (m := p.fullmatch(span))), None)
            if match is None:
                return None
            word, power = scales[match["s"]]
            form = forms.get(power, "")
            said = readers[form].say(match["n"], form)
            if said is None:
                return None
            before, rest = words_of(written[match["a"]], power)
            return f"{before}{said} {word}{rest}"

        def build(g) -> pynini.Fst:
            names = dict.fromkeys([*categories(lang), *categories(lang, True)])
            amounts = {form: pynini.union(*[readers[form].fst(g, form, c) for c in names])
                       for form in readers}
            parts = []
            for written_scale, (word, power) in scales.items():
                amount = amounts[forms.get(power, "")]
                said = (pynini.cross(pynini.union(" ", "\u00a0"), " ")
                        + pynini.cross(pynini.escape(written_scale), pynini.escape(word)))
                for sign, key in written.items():
                    before, rest = (pynini.escape(x) for x in words_of(key, power))
                    sign_fst = delete(pynini.escape(sign))
                    body = amount + said
                    parts.append(insert(before) + body + gap() + sign_fst + insert(rest))
                    if before_too:
                        parts.append(insert(before) + sign_fst + gap() + body + insert(rest))
            return pynini.union(*parts).optimize()

        builders[name], fast_paths[name] = build, fast

    currencies = load_table(lang, "currencies.tsv")
    if currencies.rows:
        signs = {s: c for s, c in currency_signs(lang, currencies).items()
                 if not c.endswith(".minor")}  # (ru коп.: no scale before a minor unit)
        add("MONEY", currencies, signs, True)
    units = load_table(lang, "units.tsv")
    add("MEASURE", units, {key: key for key in units.keys}, False)
    return class_module(rules, builders, fast_paths)
