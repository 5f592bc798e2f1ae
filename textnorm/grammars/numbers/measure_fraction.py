"""MEASURE of a fraction (TN): a common fraction, after a whole number or alone, and a unit of
units.tsv: fr "1 1/2 kg" -> "un kilogramme et demi", "3/4 kg" -> "trois quarts de kilogramme",
"1/2 l" -> "un demi-litre"; es "1 1/2 h" -> "una hora y media".

The fractions are N/D with 0 < N < D <= 10 and the vulgar fraction characters (½ ¾ ...), as
measures write them; their words are FRACTION's (common_fraction.say). Config, all default off
(without `measure_fraction_whole` and `measure_fraction_alone` there is no rule):
- `measure_fraction_whole`: `{w}` the whole number and its unit as MEASURE reads them, `{f}`
  the fraction (fr `{w} et {f}`: the unit after the whole number, as French says it);
- `measure_fraction_after_whole[@<form>]`: `N/D=words` items, the fraction's words after a
  whole number where they differ from FRACTION's (`_` a space), for a unit whose number takes
  `form` (fr `@feminine 1/2=demie`: "une heure et demie"); without, config
  `fraction_after_whole`, then FRACTION's reading;
- `measure_fraction_alone[@N-D[@<form>]]`: a fraction alone, `{f}` its words, `{u}` the unit's
  words after one (fr `{f} de {u}` "trois quarts de kilogramme"; `@1-2 un demi-{u}`: N-D, as
  a config key takes no "/");
- `measure_fraction_elision`: `word=elided` items, a word of the template written elided before
  a unit's words that start with a vowel or h (fr `de=d'`: "un quart d'heure").
"""

from __future__ import annotations

import pynini
import regex

from ...fst import DIGIT, delete, insert
from ..base import Rule, alternation
from .common_fraction import _VULGAR_DIGITS
from .common_fraction import say as say_fraction
from .counted import CountedTable, NumberReader, load_table, phrases_fst
from .counted import category as plural_category
from .language import Language, class_module

_NAME = "MEASURE@fraction"
_SPACES = " \u00a0\u202f"
_MAX_DENOMINATOR = 10
_WHOLE = "(?:0|[1-9][0-9]*)"  # (the whole number of a measure is small: plain digits)
_JOIN = "\x01"  # (between the unit and the fraction once reordered: never in text)


def _fractions() -> dict[str, tuple[str, str]]:
    """Written fraction -> (numerator, denominator)."""
    out = {
        f"{n}/{d}": (str(n), str(d)) for d in range(2, _MAX_DENOMINATOR + 1) for n in range(1, d)
    }
    out.update({ch: tuple(value.split("/")) for ch, value in _VULGAR_DIGITS.items()})
    return out


def _pairs(lang: Language, key: str) -> dict[str, str]:
    return {k: v.replace("_", " ") for k, v in lang.setting_pairs(key, "N/D=words")}


class _Words:
    """The words of a language's measures of a fraction (the fast path's and the
    transducer's: both read them here)."""

    def __init__(self, lang: Language, table: CountedTable):
        self.lang, self.table = lang, table
        self.whole = lang.setting("measure_fraction_whole")
        self.alone = lang.setting("measure_fraction_alone")
        self.elision = dict(lang.setting_pairs("measure_fraction_elision", "word=elided"))

    def form(self, unit: str) -> str:
        phrase = self.table.phrase(unit, plural_category(self.lang, "1"))
        return phrase.form if phrase else ""

    def after_whole(self, fraction: str, form: str) -> str | None:
        n, d = _fractions()[fraction]
        key = f"{n}/{d}"
        for setting in (
            f"measure_fraction_after_whole@{form}",
            "measure_fraction_after_whole",
            "fraction_after_whole",
        ):
            said = _pairs(self.lang, setting).get(key) if form or "@" not in setting else None
            if said:
                return said
        return say_fraction(self.lang, n, d)

    def said_alone(self, fraction: str, unit: str) -> str | None:
        n, d = _fractions()[fraction]
        form = self.form(unit)
        template = (
            self.lang.setting(f"measure_fraction_alone@{n}-{d}@{form}")
            or self.lang.setting(f"measure_fraction_alone@{n}-{d}")
            or self.alone
        )
        phrase = self.table.phrase(unit, plural_category(self.lang, "1"))
        words = say_fraction(self.lang, n, d)
        if not template or phrase is None or words is None:
            return None
        unit_words = (phrase.before + phrase.after).strip()
        if unit_words[:1].lower() in "aeiouyhéèêàâîôûœ":
            for word, elided in self.elision.items():
                template = regex.sub(rf"(?<!\w){regex.escape(word)} (?=\{{u\}})", elided, template)
        return template.replace("{f}", words).replace("{u}", unit_words)


def tn(lang: Language, decimals):
    table = load_table(lang, "units.tsv")
    words = _Words(lang, table)
    if not table.rows or not (words.whole or words.alone):
        return class_module([], {})
    w = lang.written
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"])
    units = alternation(table.keys)
    fraction = "(?:" + alternation(list(_fractions())) + ")"
    gap = f"[{_SPACES}]"
    after = rf"(?![{w.word_chars}'\u2019/])"
    whole = rf"{_WHOLE}{gap}+(?=\d)|{_WHOLE}(?=[{''.join(_VULGAR_DIGITS)}])"
    parts = []
    if words.whole:
        parts.append(f"(?:{whole}){fraction}")
    if words.alone:
        parts.append(fraction)
    pattern = rf"{w.before}(?<![/\d])(?:{'|'.join(parts)})(?![/\d]){gap}?{units}{after}"
    parse = regex.compile(
        rf"(?:(?P<whole>{_WHOLE}){gap}*)?(?P<fraction>{fraction})"
        rf"{gap}?(?P<unit>{units})"
    )
    before_w, between, after_f = _split(words.whole)

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        if match is None:
            return None
        if match["whole"] is None:
            return words.said_alone(match["fraction"], match["unit"]) if words.alone else None
        if not words.whole:
            return None
        category = reader.category(match["whole"])
        phrase = category and table.phrase(match["unit"], category)
        number = phrase and reader.say(match["whole"], phrase.form)
        said = number and words.after_whole(match["fraction"], phrase.form)
        if not said:
            return None
        return f"{before_w}{phrase.say(number)}{between}{said}{after_f}"

    def build(g) -> pynini.Fst:
        space = pynini.union(*_SPACES)
        opt_gap = pynini.closure(space, 0, 1)
        out = []
        if words.alone:
            alone = [
                (pynini.escape(f) + opt_gap + pynini.escape(u), said)
                for f in _fractions()
                for u in table.keys
                if (said := words.said_alone(f, u)) is not None
            ]
            out += [pynini.cross(i, pynini.escape(o)) for i, o in alone]
        if words.whole:
            # "W F U" -> "W U<join>F" (a finite reordering), then MEASURE's "W U" and the
            # fraction's words for the unit's form
            reorder = pynini.union(
                *[
                    pynini.cross(
                        pynini.escape(f) + opt_gap + pynini.escape(u), pynini.escape(u + _JOIN + f)
                    )
                    for f in _fractions()
                    for u in table.keys
                ]
            )
            digits_gap = pynini.union(
                "0", pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
            ) + pynini.closure(delete(space))
            by_form: dict[str, list[str]] = {}
            for u in table.keys:
                by_form.setdefault(words.form(u), []).append(u)
            readers = []
            for form, keys in sorted(by_form.items()):
                said = [
                    (pynini.escape(f), pynini.escape(s))
                    for f in _fractions()
                    if (s := words.after_whole(f, form))
                ]
                if not said:
                    continue
                measure = phrases_fst(
                    reader, g, table, keys, lambda key: delete(pynini.escape(key)), 0
                )
                readers.append(
                    insert(pynini.escape(before_w))
                    + measure
                    + delete(_JOIN)
                    + insert(pynini.escape(between))
                    + pynini.string_map(said)
                    + insert(pynini.escape(after_f))
                )
            if readers:
                out.append(
                    pynini.compose(
                        (digits_gap + reorder).optimize(), pynini.union(*readers).optimize()
                    )
                )
        return pynini.union(*out).optimize() if out else pynini.Fst()

    return class_module([Rule("MEASURE", pattern, _NAME)], {_NAME: build}, {_NAME: fast})


def _split(template: str) -> tuple[str, str, str]:
    before, _, rest = template.partition("{w}")
    between, _, after = rest.partition("{f}")
    return before, between, after
