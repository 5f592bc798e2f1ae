"""ORDINAL: "1st" -> "first", "21st" -> "twenty first", "102nd" -> "one hundred second",
"1,000th" -> "one thousandth", "5º"/"1ª" -> "fifth"/"first".

The suffix must agree with the number ("1th", "11st" are not ordinals and pass through), so
the grammar never reads a typo as a confident ordinal. Roman ordinals live in roman.py.
"""

from __future__ import annotations

import re

import pynini

from ....fst import DIGIT, delete
from ...base import GrammarSet, Rule
from ...universal.numbers import strip_group_separators
from . import number_words


def _agreeing_suffix() -> pynini.Fst:
    """Acceptor of digit strings (commas allowed) followed by the suffix that agrees with them.

    Commas never stand between the last two digits of a well-grouped number, so agreement can
    be checked on the written string.
    """
    digits = pynini.closure(DIGIT | ",")
    not_one = pynini.difference(DIGIT, "1")
    head = pynini.closure(digits + not_one, 0, 1)  # empty, or whose last digit is not 1

    def suffix(word: str) -> pynini.Fst:
        return pynini.union(word, word.upper())

    st = head + "1" + suffix("st")
    # "2d", "23d": the older spelling of "2nd", "23rd".
    nd = head + "2" + (suffix("nd") | "d")
    rd = head + "3" + (suffix("rd") | "d")
    th = digits + ("1" + DIGIT | pynini.union("0", "4", "5", "6", "7", "8", "9")) + suffix("th")
    return (st | nd | rd | th).optimize()


def ordinal(g: GrammarSet) -> pynini.Fst:
    digits = pynini.compose(strip_group_separators(","), g.get("ordinal_names"))
    suffixes = pynini.union("st", "nd", "rd", "th", "ST", "ND", "RD", "TH", "d")
    english = pynini.compose(_agreeing_suffix(), digits + delete(suffixes))
    indicator = digits + delete(pynini.union("º", "ª"))
    return (english | indicator).optimize()


def ordinal_range(g: GrammarSet) -> pynini.Fst:
    """"1st-3rd" -> "first to third"."""
    dash = pynini.cross(pynini.union("-", "–"), " to ")
    return (g.get("ORDINAL") + dash + g.get("ORDINAL")).optimize()


def ordinal_joined(g: GrammarSet) -> pynini.Fst:
    """"-19th" after a word ("mid-19th century") -> " nineteenth": the hyphen reads as a space,
    as in "mid-1980s"."""
    return (pynini.cross(pynini.union("-", "–"), " ") + g.get("ORDINAL")).optimize()


TRANSDUCERS = {"ORDINAL": ordinal, "ORDINAL.range": ordinal_range,
               "ORDINAL.joined": ordinal_joined}

_ASCII = re.compile(r"((?:[1-9][0-9]{0,2}(?:,[0-9]{3})+)|[0-9]+)(st|nd|rd|th|ST|ND|RD|TH|º|ª|d)")


def ordinal_fast(span: str) -> str | None:
    """= ORDINAL, without the FST (tests/test_en_number_fastpath.py)."""
    match = _ASCII.fullmatch(span)
    if match is None:
        return None
    digits, suffix = match.group(1).replace(",", ""), match.group(2)
    agreeing = number_words.ordinal_suffix(digits)
    if suffix == "d" and agreeing in ("nd", "rd"):
        suffix = agreeing
    if suffix not in ("º", "ª") and suffix.lower() != agreeing:
        return None
    return number_words.ordinal_names_fast(digits)


FAST_PATHS = {"ORDINAL": ordinal_fast}

_SUFFIXED = r"\d+(?:st|nd|rd|th)"
RULES = [
    Rule("ORDINAL", rf"(?<![\w.,\-]){_SUFFIXED}[-–]{_SUFFIXED}(?!\w|[-–]\d)", "ORDINAL.range"),
    Rule("ORDINAL", rf"[-–](?<=[^\W\d][-–]){_SUFFIXED}(?!\w|[-–]\d)", "ORDINAL.joined"),
    Rule("ORDINAL",
         r"(?<![\w.,\-])(?:\d{1,3}(?:,\d{3})+|\d+)(?:st|nd|rd|th|ST|ND|RD|TH|º|ª)(?!\w)",
         "ORDINAL"),
    # Nineteenth-century books write "2d", "3d", "22d" for "2nd", "3rd", "22nd": read so where
    # a day is named ("the 22d of June", "the 3d inst.", "on the 3d.", "this 3d day of April"),
    # a unit ("the 2d Regiment"), or a word that books count so ("the 2d son", "the 3d
    # edition", "the 3d ed."), or a word that is no noun ("on the 3d we arrived", "the 2d and
    # 3d"); elsewhere "3d" is mostly "3D" ("a 3d printer", "the 3d model").
    Rule("ORDINAL", r"(?<=\b(?:[Tt]he|[Tt]his|[Hh]is|[Hh]er|[Mm]y|[Oo]ur|[Tt]heir|[Ii]ts)\s)"
         r"(?:\d*[02-9])?[23]d"
         r"(?=\s+(?:of|inst|ult|prox|day|son|daughter|edition|time|volume|chapter|class|year|week"
         r"|month|regiment|battalion|brigade|division|attempt|part|book|act|scene|letter|visit"
         r"|wife|husband|floor|storey|story|lieutenant|mate|rate|place|series|instalment"
         r"|installment|century|verse|line|page|session|term|birthday|ed|edn|vol|vols|cent"
         r"|and|or|to|at|in|we|he|she|they|it|there|I)\b|\s+[A-Z][a-z]"
         r"|[.,;:](?!\w))", "ORDINAL"),
    # Before a rank or a unit in capitals, with no article: "2d Lieut. Jones", "3d Regt."
    Rule("ORDINAL", r"(?=(?:\d*[02-9])?[23]d\s)(?<![\w.,\-])\d*d(?=\s+(?:Lieut|Lt|Regt|Regiment|Bn"
         r"|Battalion|Brig|Brigade|Div|Division|Corps|Class|Mate|Officer|Sergt|Sergeant|Edition"
         r"|Ed|Vol|Volume|Series)\b)", "ORDINAL"),
    # After a day of the week: "Sunday 22d.", "Tuesday, 3d".
    Rule("ORDINAL", r"(?=(?:\d*[02-9])?[23]d(?!\w))\d"
         r"(?<=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s\d)\d*d", "ORDINAL"),
    # The next of a list of ordinals: "the 1st, 2d, and 3d regiments", "the 2nd or 3d".
    Rule("ORDINAL", r"(?=(?:\d*[02-9])?[23]d(?![\w.]))\d"
         r"(?<=\d(?:st|nd|rd|th|d),?\s(?:and\s|or\s|&\s)?\d)\d*d", "ORDINAL"),
    # Of two digits or more ("the 22d regiment", "the 103d day"), before any word: "3D" is
    # never written so.
    Rule("ORDINAL", r"\d(?<=\b[Tt]he\s\d)\d*(?<=[02-9])[23]d(?=\s+[a-z])", "ORDINAL"),
]
