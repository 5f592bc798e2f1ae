"""CARDINAL: integers, optionally signed and comma-grouped ("-1,234" -> "minus one thousand two
hundred thirty four"). Kestrel convention: no "and" inside numbers.

Also provides the number-name core every other English class builds on: `number_names`
(digit string -> words), `ordinal_names` (digit string -> ordinal words, "21" -> "twenty
first") and `digit_by_digit` ("007" -> "o o seven"), and the running-text rules for bare years
and decades: in Kestrel's data a bare 1000-2099 is nearly always a year ("in 1990" -> "in
nineteen ninety"); those rules sit here, just before CARDINAL, so that DATE's own rules (which
come earlier) win wherever DATE claims a span.
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, SIGMA, add_weight, delete, insert, tsv_map
from ....lexicon import pairs
from ...base import GrammarSet, Rule
from ...universal.numbers import cardinal_from_groups, strip_group_separators
from . import number_words

LEX = "en/"


def _one_to_999() -> pynini.Fst:
    digit = tsv_map(LEX + "digit.tsv")
    teen = tsv_map(LEX + "teen.tsv")
    ty = tsv_map(LEX + "ty.tsv")
    two = teen | ty + delete("0") | ty + insert(" ") + digit
    hundreds = (
        digit + insert(" hundred") + (delete("00") | insert(" ") + (delete("0") + digit | two))
    )
    return (digit | two | hundreds).optimize()


def number_names(_: GrammarSet) -> pynini.Fst:
    """Plain digit string (no separators, no leading zeros) -> English words; "0" -> zero."""
    scales = [name for _, name in pairs(LEX + "scale.tsv")]
    return (cardinal_from_groups(_one_to_999(), scales) | pynini.cross("0", "zero")).optimize()


def ordinal_names(g: GrammarSet) -> pynini.Fst:
    """Plain digit string -> ordinal words: the last number word becomes its ordinal."""
    last = pynini.string_map(sorted(number_words.ordinal_of_words().items()))
    ordinalize = pynini.closure(SIGMA + " ", 0, 1) + last
    return pynini.compose(g.get("number_names"), ordinalize).optimize()


def digit_by_digit(_: GrammarSet) -> pynini.Fst:
    """Digit strings read one digit at a time, zero as "o"."""
    digit = tsv_map(LEX + "digit_reading.tsv")
    return (digit + pynini.closure(insert(" ") + digit)).optimize()


def cardinal(g: GrammarSet) -> pynini.Fst:
    unsigned = pynini.compose(strip_group_separators(","), g.get("number_names"))
    sign = pynini.cross(pynini.union("-", "−"), "minus ")
    return (pynini.closure(sign, 0, 1) + unsigned).optimize()


def joined(g: GrammarSet) -> pynini.Fst:
    """ "-1990s", "-1994", "-46", "-19.5" after a word ("mid-1980s", "G-20", "covid-19.5"): the
    hyphen reads as a space, then the number as a decade, a year (1000-2099), a cardinal or a
    decimal."""
    digits = pynini.closure(DIGIT, 1)
    year = pynini.compose(("1" + DIGIT | "20") + DIGIT + DIGIT, g.get("year"))
    unsigned = pynini.compose(digits, g.get("CARDINAL"))
    decimal = pynini.compose(digits + "." + digits, g.get("DECIMAL"))
    number = g.get("decade") | year | add_weight(unsigned, 1.0) | decimal
    return (pynini.cross(pynini.union("-", "–"), " ") + number).optimize()


def after_article(g: GrammarSet) -> pynini.Fst:
    """ "100" -> "hundred", "1,000" -> "thousand" after "a" ("a 100 years" -> "a hundred
    years"): the article says the one."""
    power = "1" + pynini.closure(pynini.closure(",", 0, 1) + "0", 2)
    return pynini.compose(
        pynini.compose(power, g.get("CARDINAL")), pynini.cross("one ", "") + SIGMA
    ).optimize()


TRANSDUCERS = {
    "CARDINAL.joined": joined,
    "CARDINAL.after_article": after_article,
    "number_names": number_names,
    "ordinal_names": ordinal_names,
    "digit_by_digit": digit_by_digit,
    "CARDINAL": cardinal,
}

FAST_PATHS = {
    "number_names": number_words.number_names_fast,
    "ordinal_names": number_words.ordinal_names_fast,
    "digit_by_digit": number_words.digit_by_digit_fast,
    "CARDINAL": number_words.cardinal_fast,
}

_NUMBER = r"(?:\d{1,3}(?:,\d{3})+|\d+)"
# A number glued to a dash, slash or colon and another number is a range, ratio or code.
_NOT_JOINED = r"(?!\s?[-–/:]\s?\d)"
# Not inside a longer number ("1,234", "1.5"); after a comma or dots between words it is free
# ("yes,34", "114...48").
_FREE = r"(?<![\w\-−/:'’]|\d[.,])"
# "No. 10's": a number after a label takes the possessive, not a plural.
_LABEL = r"(?<=\b(?:[Nn]o|[Nn]umber|[Rr]oom|[Pp]latform|[Gg]ate|[Rr]oute|[Ff]light)\.?\s)"
RULES = [
    # "a 100 years", "a 1,000-mile walk": the article is the one ("a hundred years"); not the
    # letter ("vitamin A 1000 units").
    Rule(
        "CARDINAL",
        r"(?<=\ba\s|(?<!\w\s)\bA\s)1(?:,?0)+(?<=00)(?=[\s\-][a-z])",
        "CARDINAL.after_article",
    ),
    # Leading-zero strings are codes or digit sequences, not quantities.
    Rule("DIGIT", r"(?<![\w.,])0\d+(?![\w,]|\.\d)", "digit_by_digit"),
    Rule("DATE", rf"{_FREE}(?:1\d|20)\d{{2}}(?![\w]|[.,]\d|['’]s\b)" + _NOT_JOINED, "year"),
    Rule(
        "DATE",
        rf"{_FREE}(?!{_LABEL}\d{{1,2}}['’]s)(?:[1-9]\d{{1,2}}0|['’][1-9]0|[1-9]\d?)['’]?s\b",
        "decade",
    ),
    # "mid-1980s", "pre-1990", "G-20": Kestrel reads the hyphen after a word as a space.
    Rule(
        "CARDINAL",
        r"(?<=[^\W\d])[-–](?:[1-9]\d*0['’]?s\b|(?:[1-9]\d*|0(?=\.\d))(?:\.\d+)?"
        r"(?![\w]|[.,]\d|[-–/]\d))",
        "CARDINAL.joined",
    ),
    Rule("CARDINAL", rf"(?<![\w\-−]|\d[.,])[-−]?{_NUMBER}(?![\w]|[.,]\d)", "CARDINAL"),
    # Longer than any scale word reaches: read the digits.
    Rule("DIGIT", r"(?<![\w.,])\d{25,}(?![\w,]|\.\d)", "digit_by_digit"),
]
