"""DECIMAL: "3.14" -> "three point one four", ".5" -> "point five", "-2.5" -> "minus two point
five", "1,234.56", "1.5 million" -> "one point five million"; a scale's abbreviation against
the number is its word ("1.2M" -> "one point two million", "361M" -> "three hundred sixty one
million", "10bn" -> "ten billion"), but "3M" (the company, a label) and "221B" (a house) stay
another class's: "M" needs two digits or a decimal, "B" a decimal.

Kestrel reads the digits after the point one by one with zero as "o" ("1.05" -> "one point o
five", "0.05" -> "zero point o five"), except a lone zero: "2.0" -> "two point zero".
"""

from __future__ import annotations

import re
from functools import cache

import pynini

from ....fst import DIGIT, delete, insert
from ....lexicon import pairs
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO, strip_group_separators
from . import number_words
from .letters import word_start

_LEX = "en/"


@cache
def _scale_words() -> list[str]:
    return [name for _, name in pairs(_LEX + "scale.tsv")]


def decimal(g: GrammarSet) -> pynini.Fst:
    whole = pynini.compose(strip_group_separators(","), g.get("number_names"))
    fraction = pynini.cross("0", "zero") | pynini.compose(
        pynini.difference(pynini.closure(DIGIT, 1), "0"), g.get("digit_by_digit"))
    number = pynini.closure(whole + insert(" "), 0, 1) + pynini.cross(".", "point ") + fraction
    scale = pynini.closure(pynini.accep(" ") + pynini.union(*_scale_words()), 0, 1)
    sign = pynini.closure(pynini.cross(pynini.union("-", "−"), "minus "), 0, 1)
    return (sign + number + scale).optimize()


def quantity(g: GrammarSet) -> pynini.Fst:
    """A number with a scale word, "1.5 million" or "2 million" (MONEY and MEASURE use it)."""
    cardinal = g.get("CARDINAL") + pynini.accep(" ") + pynini.union(*_scale_words())
    return (g.get("DECIMAL") | cardinal).optimize()


# The abbreviations of money_scales.tsv read after a bare number (the rules say after which).
_ABBREVIATED = ("M", "mn", "bn", "B")


def abbreviated(g: GrammarSet) -> pynini.Fst:
    """"1.2M" -> "one point two million", "10bn" -> "ten billion"."""
    scale = pynini.string_map([(written, " " + spoken)
                               for written, spoken in pairs(_LEX + "money_scales.tsv")
                               if written in _ABBREVIATED])
    return ((g.get("CARDINAL") | g.get("DECIMAL")) + scale).optimize()


def spaced(g: GrammarSet) -> pynini.Fst:
    """"17 . 4" and ". 161": decimals in text re-tokenized with spaces around the point."""
    unspace = pynini.closure(DIGIT | ",") + pynini.closure(delete(" "), 0, 1) + "." \
        + delete(" ") + pynini.closure(DIGIT, 1)
    return pynini.compose(unspace, g.get("DECIMAL")).optimize()


def version(g: GrammarSet) -> pynini.Fst:
    """A version or section number of three or more parts, "4.2.1" -> "four point two point
    one", "3.10.2" -> "three point ten point two" (each part a number, one with a leading zero
    digit by digit: "1.05.3" -> "one point o five point three"); with a "v" glued before it,
    of two parts or more, "v1.2" -> "version one point two". Four parts of up to three digits
    are an IP address (electronic.py, whose rule comes first)."""
    names = g.get("number_names")
    part = pynini.compose(NONZERO + pynini.closure(DIGIT),
                          names) | pynini.cross("0", "zero") \
        | pynini.compose("0" + pynini.closure(DIGIT, 1), g.get("digit_by_digit"))
    point = pynini.cross(".", " point ")
    parts = part + point + part
    prefix = pynini.cross(pynini.union("v", "V"), "version ")
    return (prefix + parts + pynini.closure(point + part)
            | parts + pynini.closure(point + part, 1)).optimize()


TRANSDUCERS = {"DECIMAL": decimal, "DECIMAL.quantity": quantity, "DECIMAL.spaced": spaced,
               "DECIMAL.abbreviated": abbreviated, "DECIMAL.version": version}

@cache
def _shape() -> re.Pattern[str]:
    scales = "|".join(_scale_words())
    return re.compile(rf"([-−]?)([0-9,]*)\.([0-9]+)(?: ({scales}))?")


def decimal_fast(span: str) -> str | None:
    """= DECIMAL, without the FST (tests/test_en_number_fastpath.py)."""
    match = _shape().fullmatch(span)
    if match is None:
        return None
    sign, whole, fraction, scale = match.groups()
    words = ["minus"] if sign else []
    if whole:
        whole_words = number_words.cardinal_fast(whole)
        if whole_words is None or whole_words.startswith("minus"):
            return None
        words.append(whole_words)
    words.append("point")
    words.append("zero" if fraction == "0" else number_words.digit_by_digit_fast(fraction))
    if scale:
        words.append(scale)
    return " ".join(words)


FAST_PATHS = {"DECIMAL": decimal_fast}

_SCALES = "|".join(_scale_words.__wrapped__())
# A whole number, its thousands grouped with commas or not.
_GROUPED = r"\d{1,3}(?:,\d{3})+"
_WHOLE = rf"(?:{_GROUPED}|\d+)"
RULES = [
    Rule("DECIMAL",
         rf"(?<![\w.,\-−]|\d[.,])[-−]?{_WHOLE}?\.\d+"
         rf"(?:\s(?:{_SCALES})\b)?(?![\w]|[.,]\d)",
         "DECIMAL"),
    # "1.2M", "4.5B", "10bn", "361M" (see the module's docstring).
    Rule("DECIMAL",
         rf"(?<![\w.,\-−]|\d[.,])[-−]?(?:{_WHOLE}?\.\d+(?:M|mn|bn|B)"
         rf"|{_WHOLE}(?:mn|bn)|(?:{_GROUPED}|\d{{2,}})M)(?![\w'’])",
         "DECIMAL.abbreviated"),
    # "4.2.1", "v1.2" (see `version`)
    Rule("DECIMAL", word_start(r"[\dvV]", r"[\w.,\-−/]")
         + r"(?:(?<=[vV])\d+(?:\.\d+)+|(?<=\d)\d*(?:\.\d+){2,})(?![\w\-/]|[.,]\d)",
         "DECIMAL.version"),
    # Text tokenized with a space on each side of every point (as in re-tokenized corpora):
    # " . " between or before digits never occurs in ordinary prose.
    Rule("DECIMAL", r"(?<![\w.,\-−]|\d[.,]|\d\s)(?:\d+\s)?\.\s\d+(?![\w]|[.,]\d|\s[.,]\s?\d)",
         "DECIMAL.spaced"),
]
