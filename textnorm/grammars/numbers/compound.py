"""Numbers written as the first part of a compound word (TN; config `number_compounds <form>`,
default off): one to three digits joined by a hyphen to a word with one of the endings of config
`number_compounds_next` are read in `<form>` and written together with the word, as the
compound is spelled in words: ru `x3` (the form of "пятитысячный"), "5-этажный" ->
"пятиэтажный", "1-комнатная" -> "однокомнатная", "100-летие" -> "столетие".

The word must be longer than an ordinal mark ("5-ого" stays an ordinal): at least two letters
before its ending. A decimal joined so is read as a decimal, the hyphen as a space ("4,2-
килограммовый" четыре целых две десятых килограммовый).
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete
from ..base import Rule
from .language import Language, class_module

_NAME = "CARDINAL@compound"
_DECIMAL = "DECIMAL@compound"


def tn(lang: Language, decimals):
    """`decimals`: the DECIMAL class module (its fast path reads a decimal)."""
    form = lang.setting("number_compounds")
    endings = [e.removeprefix("*") for e in lang.setting("number_compounds_next").split()]
    if not form or not endings:
        return class_module([], {})
    w = lang.written
    number = rf"{w.digit_class}{{1,3}}"
    ending = "|".join(regex.escape(e) for e in sorted(endings, key=lambda e: (-len(e), e)))
    word = rf"(?=(?:{w.letters}){{2,}}(?i:{ending})(?!\w))"
    pattern = rf"{w.before}(?!{w.zero_class}){number}-{word}"
    decimal = rf"{w.before}{w.number_pattern}{w.decimal_pattern}{w.digit_class}+-{word}"
    digits = regex.compile(number)
    read_decimal = decimals.FAST_PATHS["DECIMAL"]

    def fast(span: str) -> str | None:
        if span[-1:] != "-" or not digits.fullmatch(span[:-1]):
            return None
        return lang.say(w.ascii_number(span[:-1]), form)

    def build(g) -> pynini.Fst:
        return pynini.compose(w.plain_digits, lang.reading(form)) + delete("-")

    def fast_decimal(span: str) -> str | None:
        words = read_decimal(span[:-1]) if span[-1:] == "-" else None
        return None if words is None else words + w.space

    def build_decimal(g) -> pynini.Fst:
        return g.get("DECIMAL") + pynini.cross("-", w.space)

    return class_module([Rule("CARDINAL", pattern, _NAME), Rule("DECIMAL", decimal, _DECIMAL)],
                        {_NAME: build, _DECIMAL: build_decimal},
                        {_NAME: fast, _DECIMAL: fast_decimal})
