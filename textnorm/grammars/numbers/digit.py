"""DIGIT: a digit string with a leading zero is a code, read one digit at a time ("007")."""

from __future__ import annotations

import pynini

from ...fst import insert
from ..base import Rule
from .cardinal import _AFTER, _BEFORE
from .language import Language, class_module
from .written import to_ascii


def tn(lang: Language):
    w = lang.written

    def build(g) -> pynini.Fst:
        # a digit's reading straight from the data: the whole number grammar is not needed
        words = pynini.string_map([(str(d), pynini.escape(lang.say(str(d)))) for d in range(10)])
        one = pynini.compose(w.digit, words)
        return one + pynini.closure(insert(" ") + one)

    def fast(span: str) -> str | None:
        words = [lang.say(d) for d in to_ascii(span, w.native_digits)]
        return None if None in words else " ".join(words)

    return class_module(
        [Rule("DIGIT", rf"{_BEFORE}0{w.digit_class}+{_AFTER}", "DIGIT")],
        {"DIGIT": build},
        {"DIGIT": fast},
    )
