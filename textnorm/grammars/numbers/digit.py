"""DIGIT: a digit string with a leading zero is a code, read one digit at a time ("007").
Config `leading_zeros skipped`: it is read as the number after its zeros, signed or not (ru
"03" три, "-050" минус пятьдесят); `amounts`: only in money and percentages (written.py), bare
digits still one by one (ar)."""

from __future__ import annotations

import pynini

from ...fst import insert
from ..base import Rule
from .language import Language, class_module
from .written import MINUS_SIGNS, strip_leading_zeros, to_ascii


def _not_a_group(lang: Language) -> str:
    """Not a digit group of a number too large to read ("100 000 000 ... 000" stays as it is,
    not "100 zero zero zero ..."): after a digit and a separator only a run that is no group's
    width (three digits, two too where lakhs are grouped) is read, so that a sequence of
    two-digit codes is read whole (fr "01 02 03" zéro un zéro deux zéro trois, not "zéro un 02
    03")."""
    w = lang.written
    d = w.digit_class
    width = "{2,3}" if w.indian_grouping else "{3}"
    return rf"(?:(?<!{d}(?:{w.group_pattern}))|(?!{d}{width}(?!{d})))"


def tn(lang: Language):
    w = lang.written
    skipped = lang.setting("leading_zeros") == "skipped"
    minus = lang.setting("minus", "minus")

    def build(g) -> pynini.Fst:
        if skipped:
            number = pynini.compose(strip_leading_zeros(), lang.reading(""))
            return (pynini.closure(w.sign(minus), 0, 1)
                    + pynini.compose(pynini.closure(w.digit, 1), number))
        # a digit's reading straight from the data: the whole number grammar is not needed
        words = pynini.string_map([(str(d), pynini.escape(lang.say(str(d)))) for d in range(10)])
        one = pynini.compose(w.digit, words)
        return one + pynini.closure(insert(w.space) + one)

    def fast(span: str) -> str | None:
        if skipped:
            sign = span[:1] in MINUS_SIGNS
            words = lang.say(to_ascii(span[sign:], w.native_digits).lstrip("0") or "0")
            return None if words is None else (minus + w.space if sign else "") + words
        words = [lang.say(d) for d in to_ascii(span, w.native_digits)]
        return None if None in words else w.space.join(words)

    sign = f"{w.minus_pattern}?" if skipped else ""
    return class_module(
        [Rule("DIGIT", rf"{w.before}{_not_a_group(lang)}{sign}{w.zero_class}{w.digit_class}+"
                       rf"{w.after}", "DIGIT")],
        {"DIGIT": build},
        {"DIGIT": fast},
    )
