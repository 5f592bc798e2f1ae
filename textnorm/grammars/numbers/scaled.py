"""MONEY and MEASURE with a scale word between the amount and what it counts (TN): de
"€2,5 millionen" -> "zwei komma fünf millionen euro", "90 millionen g" -> "neunzig millionen
gramm", sv "$45 miljarder" -> "fyrtiofem miljarder dollar", "2 md kr" -> "två miljarder kronor".

Config `tn_scaled_amounts yes` turns it on. The number is read alone (an integer in the form the
scale word asks of its multiplier, as a cardinal is read before it: de "1 Million €" eine million
euro, sv "1 miljon kr" en miljon kronor; a decimal as DECIMAL reads it, with config
`scaled_multiplier_form yes` in that form too: sv "$1,5 miljoner" en komma fem miljoner dollar);
a scale word of a million and up is kept as written (a word of scales.tsv, in its letters or with
a capital first), an abbreviation of config `scale_abbreviations` is said as after two after a
decimal (decimal.py: "1,5 Mio." eins komma fünf Millionen) and an integer with one reads as the
whole number, as cardinal.py reads it ("1 Mio. €" eine million euro); then come the words of the
currency (currency_signs.tsv, before or after the amount) or unit (units.tsv, after) as a number
of that scale takes them (its plural category), without their number.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import DIGIT, delete, insert
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
from .names import NONZERO
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
    """Power -> the form its scale word asks of the number before it, as a cardinal reads it
    there (cardinal.py: de "1 Million €" eine million euro); a decimal's whole part takes it
    with config `scaled_multiplier_form yes` only (decimal.py: sv "$1,5 miljoner" en komma fem
    miljoner dollar; de "1,5 Millionen" eins komma fünf)."""
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
    abbreviated = {a for a, _ in abbreviations(lang)}
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
            parsed = reader.parse(match["n"])
            if match["s"] in abbreviated and parsed is not None and parsed[2] is None:
                whole = lang.say(parsed[1] + "0" * power) if parsed[1] != "0" else None
                said = None if whole is None else (
                    (reader.minus + w.space if parsed[0] else "") + whole)
            else:
                said = readers[form].say(match["n"], form)
                said = None if said is None else f"{said} {word}"
            if said is None:
                return None
            before, rest = words_of(written[match["a"]], power)
            return f"{before}{said}{rest}"

        def build(g) -> pynini.Fst:
            names = dict.fromkeys([*categories(lang), *categories(lang, True)])
            amounts = {form: pynini.union(*[readers[form].fst(g, form, c) for c in names])
                       for form in readers}
            decimals = {form: pynini.union(*[readers[form].fst(g, form, c, integers=False)
                                             for c in names]) for form in readers}
            nonzero = pynini.compose(w.plain_digits, NONZERO + pynini.closure(DIGIT))
            space = pynini.union(" ", "\u00a0")
            # The amount and its scale word, one transducer per power (the words around it
            # depend on the power only): each written scale with its own copy of the amount
            # for each sign made a union of hundreds of copies to optimize.
            bodies: dict[int, dict[str, list]] = {}
            for written_scale, (word, power) in scales.items():
                said = (pynini.cross(space, " ")
                        + pynini.cross(pynini.escape(written_scale), pynini.escape(word)))
                its = bodies.setdefault(power, {"words": [], "abbreviations": [], "wholes": []})
                if written_scale in abbreviated:  # an integer: the whole number's reading
                    its["abbreviations"].append(said)
                    its["wholes"].append(pynini.compose(
                        nonzero + insert("0" * power) + delete(space)
                        + delete(pynini.escape(written_scale)), lang.reading("")))
                else:
                    its["words"].append(said)
            parts = []
            for power, its in bodies.items():
                form = forms.get(power, "")
                alternatives = []
                if its["words"]:
                    alternatives.append(amounts[form] + pynini.union(*its["words"]))
                if its["abbreviations"]:
                    alternatives += [decimals[form] + pynini.union(*its["abbreviations"]),
                                     pynini.closure(w.sign(reader.minus), 0, 1)
                                     + pynini.union(*its["wholes"])]
                body = pynini.union(*alternatives)
                # the signs by the words before the amount (after it, for a sign first)
                tails: dict[str, list] = {}
                heads: dict[str, list] = {}
                for sign, key in written.items():
                    before, rest = (pynini.escape(x) for x in words_of(key, power))
                    sign_fst = delete(pynini.escape(sign))
                    tails.setdefault(before, []).append(gap() + sign_fst + insert(rest))
                    if before_too:
                        heads.setdefault(rest, []).append(insert(before) + sign_fst + gap())
                parts += [insert(before) + body + pynini.union(*t) for before, t in tails.items()]
                parts += [pynini.union(*h) + body + insert(rest) for rest, h in heads.items()]
            return pynini.union(*parts)  # (GrammarSet optimizes)

        builders[name], fast_paths[name] = build, fast

    currencies = load_table(lang, "currencies.tsv")
    if currencies.rows:
        signs = {s: c for s, c in currency_signs(lang, currencies).items()
                 if not c.endswith(".minor")}  # (ru коп.: no scale before a minor unit)
        add("MONEY", currencies, signs, True)
    units = load_table(lang, "units.tsv")
    add("MEASURE", units, {key: key for key in units.keys}, False)
    return class_module(rules, builders, fast_paths)
