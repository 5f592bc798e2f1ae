"""FRACTION: "1/2" -> "one half", "3/4" -> "three quarters", "2/3" -> "two thirds", "13/15" ->
"thirteen fifteenths", "1 1/2" -> "one and a half", "2 3/4" -> "two and three quarters", and
the Unicode vulgar fractions ("½", "2½" -> "two and a half"). "50/50" is "fifty fifty".

Dates such as "11/12/2013" and "3/4/15" are DATE's: the rule refuses a slash on either side.
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, SIGMA, add_weight, delete, insert, tsv_map
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO

_LEX = "en/"
_SLASH = delete(pynini.union("/", "⁄"))


def _denominators(g: GrammarSet) -> tuple[pynini.Fst, pynini.Fst]:
    """Readings after one and after other numerators: "4" -> "quarter" / "quarters"."""
    special = pynini.union("2", "4")
    other = pynini.difference(NONZERO + pynini.closure(DIGIT), special | "1")
    ordinal = pynini.compose(other, g.get("ordinal_names"))
    # "1/4th", "1/3RD": a suffix on the denominator changes nothing.
    suffix = pynini.closure(delete(pynini.union("st", "nd", "rd", "th", "ST", "ND", "RD", "TH")),
                            0, 1)
    singular = (tsv_map(_LEX + "denominator.tsv") | ordinal) + suffix
    plural = (tsv_map(_LEX + "denominator_plural.tsv") | ordinal + insert("s")) + suffix
    return singular.optimize(), plural.optimize()


def _article() -> pynini.Fst:
    """"a" or "an" before a denominator: the only ones that start with a vowel start with "e"."""
    return (insert("an ") + ("e" + SIGMA) | insert("a ") + pynini.difference(SIGMA, "e" + SIGMA))


def fraction(g: GrammarSet) -> pynini.Fst:
    singular, plural = _denominators(g)
    names = g.get("number_names")
    one = pynini.cross("1", "one ") + _SLASH + singular
    many = pynini.compose(pynini.difference(NONZERO + pynini.closure(DIGIT), "1"), names)
    # "n/1" has no ordinal reading: "one hundred forty two over one".
    over_one = pynini.compose(NONZERO + pynini.closure(DIGIT), names) + _SLASH \
        + pynini.cross("1", " over one")
    simple = one | many + insert(" ") + _SLASH + plural | over_one
    # "50/50", "20/20" are not fractions of one: "fifty fifty" is preferred.
    equal = pynini.string_map([f"{n}/{n}" for n in range(1, 100)]).optimize()
    simple = add_weight(simple, 0.5) | pynini.compose(equal, names + pynini.cross("/", " ") + names)
    # In a mixed number a numerator of one is "a"/"an": "one and a half", "two and an eighth".
    unit = delete("1") + _SLASH + pynini.compose(singular, _article())
    mixed_part = unit | many + insert(" ") + _SLASH + plural | over_one
    whole = pynini.compose(NONZERO + pynini.closure(DIGIT), names)
    mixed = whole + pynini.cross(" ", " and ") + mixed_part
    digits = simple | mixed
    # "2½" and "2 ½" -> "2 1/2", then read as above.
    vulgar = tsv_map(_LEX + "vulgar_fraction.tsv")
    whole_digits = pynini.closure(DIGIT, 1) + pynini.cross(pynini.closure(" ", 0, 1), " ")
    unicode = pynini.compose(pynini.closure(whole_digits, 0, 1) + vulgar, digits)
    sign = pynini.closure(pynini.cross(pynini.union("-", "−"), "minus "), 0, 1)
    return (sign + (digits | unicode)).optimize()


TRANSDUCERS = {"FRACTION": fraction}

_VULGAR = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒"
RULES = [
    Rule("FRACTION",
         r"(?<![\w.,/⁄\-−]|\d\s)[-−]?(?:\d{1,3}\s)?\d{1,5}[/⁄]\d{1,5}"
         r"(?:st|nd|rd|th|ST|ND|RD|TH)?(?![\w/⁄]|[.,]\d)",
         "FRACTION"),
    Rule("FRACTION", rf"(?<![\w.,/⁄])[-−]?(?:\d{{1,3}}\s?)?[{_VULGAR}](?!\w)", "FRACTION"),
]
