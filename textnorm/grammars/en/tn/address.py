"""ADDRESS: road numbers and letter-digit codes, Kestrel style.

"I-95" -> "i ninety five", "A1" -> "a one", "M25" -> "m twenty five", "A78" -> "a seventy
eight", "A728" -> "a seven two eight", "B-52" -> "b fifty two", "H1N1" -> "h one n one": the
letters are spelled; a number of one or two digits is read as a number, a longer one (or one with
a leading zero) digit by digit. A year after the capitals of en/year_prefixes.tsv is read as a
year ("FY2024" -> "f y twenty twenty four"). Street abbreviations ("St.", "Ave.") are
ABBREVIATION's.

Postal addresses: a state code before a ZIP code is the state's name (elsewhere it is spelled, as
Kestrel's data do: "Austin, TX" -> "Austin, t x"), the ZIP
code is read digit by digit ("Santa Clara, CA 95051-1234" -> "Santa Clara, California nine five
o five one dash one two three four"; us_states.tsv); a compass direction after a street type
or between a house number and a street name is read in full ("1600 Elm Ave. NW" -> "... avenue
northwest", "12 NE Oak St" -> "twelve northeast Oak street"; address_directions.tsv).
"""

from __future__ import annotations

import string

import pynini

from ....fst import DIGIT, add_weight, delete, insert, tsv_map
from ....lexicon import load
from ...base import GrammarSet, Rule, alternation
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


_STATES = "en/us_states.tsv"
_DIRECTIONS = "en/address_directions.tsv"
_STREET = "en/abbreviations_street.tsv"


def state_zip(g: GrammarSet) -> pynini.Fst:
    """"CA 95051-1234" -> "California nine five o five one dash one two three four"."""
    digits = g.get("digit_by_digit")
    zip_code = pynini.compose(DIGIT ** 5, digits) + pynini.closure(
        pynini.cross("-", " dash ") + pynini.compose(DIGIT ** 4, digits), 0, 1)
    return (tsv_map(_STATES) + pynini.accep(" ") + zip_code).optimize()


def direction(_: GrammarSet) -> pynini.Fst:
    return (tsv_map(_DIRECTIONS) + pynini.closure(delete("."), 0, 1)).optimize()


TRANSDUCERS = {"ADDRESS": address, "ADDRESS.state": state_zip, "ADDRESS.direction": direction}

_STATE = alternation(e.written for e in load(_STATES))
DIRECTION = alternation(e.written for e in load(_DIRECTIONS))
# A street type, abbreviated or in full ("St.", "Ave", "Street"), before a direction.
_STREET_TYPE = "(?i" + alternation(
    {form for e in load(_STREET) for form in (e.written, e.spoken)})[2:]

RULES = [
    Rule("ADDRESS", word_start("[A-Z]", r"[\w\-./]") + rf"[A-Z](?<=\b{_STATE})"
         r"\s\d{5}(?:-\d{4})?(?![\w\-]|[.,]\d)", "ADDRESS.state"),
    Rule("ADDRESS", word_start("[NS]", r"[\w\-./]")
         + rf"[EW](?<=\b{_STREET_TYPE}\.?\s{DIRECTION})"
         r"\.?(?![\w\-])", "ADDRESS.direction"),
    Rule("ADDRESS", word_start("[NS]", r"[\w\-./]") + rf"[EW](?<=\b\d+\s{DIRECTION})"
         r"\.?(?=\s+[A-Z][a-z])", "ADDRESS.direction"),
    Rule("ADDRESS", word_start("[A-Z]", r"[\w\-./]") + r"[A-Z]{0,2}-?\d+(?:[A-Z]{1,3}-?\d+)*[A-Z]?"
         r"(?![\w\-]|[.,]\d)", "ADDRESS"),
]
