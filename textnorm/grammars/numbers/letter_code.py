"""Letter codes (TN, config `tn_letter_codes yes`; default off): groups of digits and single
letters joined by hyphens, starting and ending with digits and holding a letter ("2-б-34",
"7-a-1"), are read sign by sign: each digit by its name, a letter by its name in
electronic.tsv (ru "b" би) or as written (a letter of the language's script without one: "б"),
the hyphens as spaces: ru "2-б-34" -> "два б три четыре", "2-b-3" -> "два би три".
"""

from __future__ import annotations

import sys

import pynini
import regex

from ...fst import insert
from ..base import Rule, alternation
from .data import optional_rows
from .language import Language, class_module

_NAME = "CARDINAL@code"


def _letter_names(lang: Language) -> dict[str, str]:
    """electronic.tsv's single letters (both letter cases) -> their first name."""
    out: dict[str, str] = {}
    for written, spoken in optional_rows(f"{lang.code}/numbers/electronic.tsv"):
        if len(written) == 1 and written.isalpha():
            for letter in (written, written.upper(), written.lower()):
                out.setdefault(letter, spoken)
    return out


def _own_letters(lang: Language, named: dict[str, str]) -> list[str]:
    """The letters of the language's script (BMP) without a name: kept as written."""
    script = regex.compile(lang.written.letters)
    return [ch for ch in map(chr, range(0x41, min(sys.maxunicode, 0xFFFF)))
            if ch not in named and ch.isalpha() and script.fullmatch(ch)]


def tn(lang: Language):
    if lang.setting("tn_letter_codes") != "yes":
        return class_module([], {})
    w = lang.written
    named = _letter_names(lang)
    letter = rf"(?:{alternation(list(named))}|{w.letters})" if named else w.letters
    digits = rf"{w.digit_class}+"
    group = f"(?:{digits}|{letter})"
    code = rf"{digits}(?:-{group})*-{letter}(?:-{group})*-{digits}"
    pattern = rf"(?<![\w-]){code}(?![\w-])"
    whole, parts = regex.compile(code), regex.compile(rf"{digits}|{letter}")
    digit_words = {str(d): lang.say(str(d)) for d in range(10)}

    def fast(span: str) -> str | None:
        if not whole.fullmatch(span):
            return None
        said = []
        for part in parts.findall(span):
            if part[0].isalpha():
                said.append(named.get(part, part))
            else:
                said.extend(digit_words[w.ascii_number(d)] for d in part)
        return " ".join(said)

    def build(g) -> pynini.Fst:
        digit = pynini.compose(w.digit, pynini.string_map(
            [(d, pynini.escape(words)) for d, words in digit_words.items()]))
        number = digit + pynini.closure(insert(" ") + digit)
        one = pynini.union(*[pynini.cross(pynini.escape(ch), pynini.escape(name))
                             for ch, name in named.items()],
                           *[pynini.escape(ch) for ch in _own_letters(lang, named)])
        sep = pynini.cross("-", " ")
        either = pynini.union(number, one)
        return (number + pynini.closure(sep + either) + sep + one
                + pynini.closure(sep + either) + sep + number).optimize()

    return class_module([Rule("CARDINAL", pattern, _NAME)], {_NAME: build}, {_NAME: fast})
