"""ADDRESS: road numbers and letter-digit codes, Kestrel style.

"I-95" -> "i ninety five", "A1" -> "a one", "M25" -> "m twenty five", "A78" -> "a seventy
eight", "A728" -> "a seven two eight", "B-52" -> "b fifty two", "H1N1" -> "h one n one": the
letters are spelled; a number of one or two digits is read as a number, a longer one (or one with
a leading zero) digit by digit. A year after the capitals of en/year_prefixes.tsv is read as a
year ("FY2024" -> "f y twenty twenty four"). Street abbreviations ("St.", "Ave.") are
ABBREVIATION's.
"""

from __future__ import annotations

import string

import pynini

from ....fst import DIGIT, add_weight, delete, insert, tsv_map
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO
from .letters import word_start


def address(g: GrammarSet, keep_case: bool = False) -> pynini.Fst:
    """`keep_case`: the letters stay capitals (schemes that do not spell them)."""
    letter = pynini.string_map([(c, c if keep_case else c.lower()) for c in string.ascii_uppercase])
    letters = letter + pynini.closure(insert(" ") + letter, 0, 2)
    short = pynini.compose(NONZERO + pynini.closure(DIGIT, 0, 1), g.get("number_names"))
    long = pynini.compose(pynini.closure(DIGIT, 3) | "0" + pynini.closure(DIGIT, 1, 1),
                          g.get("digit_by_digit"))
    number = short | long
    part = letters + pynini.closure(delete("-"), 0, 1) + insert(" ") + number
    code = part + pynini.closure(insert(" ") + part) + pynini.closure(insert(" ") + letter, 0, 1)
    years = pynini.compose(pynini.union("19", "20") + DIGIT + DIGIT, g.get("year"))
    of_year = tsv_map("en/year_prefixes.tsv") + insert(" ") + years
    return (of_year | add_weight(code, 1.0)).optimize()


TRANSDUCERS = {"ADDRESS": address}

RULES = [
    Rule("ADDRESS", word_start("[A-Z]", r"[\w\-./]") + r"[A-Z]{0,2}-?\d+(?:[A-Z]{1,3}-?\d+)*[A-Z]?"
         r"(?![\w\-]|[.,]\d)", "ADDRESS"),
]
