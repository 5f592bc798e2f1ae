"""CARDINAL: three numbers or more written with the decimal mark between them and no space,
which no decimal reads: a list, read as one (de "1,2,3" eins, zwei, drei; "1,2,3,4" eins,
zwei, drei, vier), where otherwise its digits would stay unread.

Config `tn_number_lists yes` turns it on. Each number (ASCII digits, no leading zero) is read
as a cardinal and each mark as a comma and a space.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import DIGIT
from ..base import Rule, alternation
from .language import Language, class_module
from .names import NONZERO

_NAME = "CARDINAL@list"
_NUMBER = r"(?:0|[1-9][0-9]*)"


def tn(lang: Language):
    if lang.setting("tn_number_lists") != "yes":
        return class_module([], {})
    w = lang.written
    marks = list(w.decimal_separators)
    mark = alternation(marks)
    pattern = rf"{w.before}{_NUMBER}(?:{mark}{_NUMBER}){{2,}}{w.after}"
    split = regex.compile(mark)
    whole = regex.compile(_NUMBER)

    def build(g) -> pynini.Fst:
        number = pynini.compose(pynini.union("0", NONZERO + pynini.closure(DIGIT)),
                                lang.reading(""))
        comma = pynini.cross(pynini.union(*[pynini.escape(m) for m in marks]), ", ")
        return (number + pynini.closure(comma + number, 2)).optimize()

    def fast(span: str) -> str | None:
        parts = split.split(span)
        if len(parts) < 3 or not all(whole.fullmatch(p) for p in parts):
            return None
        said = [lang.say(p) for p in parts]
        return None if None in said else ", ".join(said)

    return class_module([Rule("CARDINAL", pattern, _NAME)], {_NAME: build}, {_NAME: fast})
