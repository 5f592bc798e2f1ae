"""DIGIT: a digit string with a leading zero is a code, read one digit at a time ("007")."""

from __future__ import annotations

import pynini

from ...fst import insert
from ..base import Rule
from .language import Language, class_module
from .written import to_ascii


def _not_a_group(lang: Language) -> str:
    """Not a digit group of a number too large to read ("100 000 000 ... 000" stays as it is,
    not "100 zero zero zero ...")."""
    w = lang.written
    return rf"(?<!{w.digit_class}(?:{w.group_pattern}))"


def tn(lang: Language):
    w = lang.written

    def build(g) -> pynini.Fst:
        # a digit's reading straight from the data: the whole number grammar is not needed
        words = pynini.string_map([(str(d), pynini.escape(lang.say(str(d)))) for d in range(10)])
        one = pynini.compose(w.digit, words)
        return one + pynini.closure(insert(w.space) + one)

    def fast(span: str) -> str | None:
        words = [lang.say(d) for d in to_ascii(span, w.native_digits)]
        return None if None in words else w.space.join(words)

    return class_module(
        [Rule("DIGIT", rf"{w.before}{_not_a_group(lang)}{w.zero_class}{w.digit_class}+{w.after}",
              "DIGIT")],
        {"DIGIT": build},
        {"DIGIT": fast},
    )
