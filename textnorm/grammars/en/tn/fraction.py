"""FRACTION: "1/2" -> "one half", "3/4" -> "three quarters", "2/3" -> "two thirds", "13/15" ->
"thirteen fifteenths", "1 1/2" -> "one and a half", "2 3/4" -> "two and three quarters", and
the Unicode vulgar fractions ("½", "2½" -> "two and a half").

Kestrel reads every fraction the same way, ratios too: "24/7" -> "twenty four sevenths", "50/50"
-> "fifty fiftieths"; in a mixed number only a half is "a half" ("1 1/4" -> "one and one
quarter"). A suffix on the denominator changes nothing: "1/4th", "2/3rds", "3/4s". The hyphen
of a mixed number in measurements ("1-1/2 inches") is "and" when the fraction is below one;
before a fraction of one or more it is a range ("1-5/3" -> "one to five thirds"). A zero
numerator is "zero" ("0/4" -> "zero quarters"). A lone half before "a" or "an" is "half" ("1/2 a
pound" -> "half a pound"); after the article "a" a fraction of one loses its "one" ("a ¼ of an
hour" -> "a quarter of an hour", "a 1/2 mile" -> "a half mile"); and so does a quarter before
"past" or "to" of a clock, which takes the article ("at 1/4 past 4" -> "at a quarter past four").

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
    # "1/4th", "1/3RD", "2/3rds", "3/4s": a suffix on the denominator changes nothing.
    ordinal_suffix = pynini.union("st", "nd", "rd", "th", "ST", "ND", "RD", "TH")
    suffix = pynini.closure(delete(ordinal_suffix), 0, 1)
    plural_suffix = pynini.closure(delete(ordinal_suffix | pynini.closure(ordinal_suffix, 0, 1)
                                          + "s"), 0, 1)
    singular = (tsv_map(_LEX + "denominator.tsv") | ordinal) + suffix
    plural = (tsv_map(_LEX + "denominator_plural.tsv") | ordinal + insert("s")) + plural_suffix
    return singular.optimize(), plural.optimize()


def _proper() -> pynini.Fst:
    """Fractions below one with a denominator up to 64 ("1/2", "7/16"): the fraction of a
    hyphenated mixed number ("1-1/2")."""
    return pynini.string_map([f"{n}/{d}" for d in range(2, 65) for n in range(1, d)]).optimize()


def fraction(g: GrammarSet) -> pynini.Fst:
    singular, plural = _denominators(g)
    names = g.get("number_names")
    one = pynini.cross("1", "one ") + _SLASH + singular
    many = pynini.compose(pynini.difference(NONZERO + pynini.closure(DIGIT), "1"), names)
    # "n/1" has no ordinal reading: "one hundred forty two over one".
    over_one = pynini.compose(NONZERO + pynini.closure(DIGIT), names) + _SLASH \
        + pynini.cross("1", " over one")
    # "0/4" -> "zero quarters"
    zero = pynini.cross("0", "zero ") + _SLASH + plural | pynini.cross("0", "zero") + _SLASH \
        + pynini.cross("1", " over one")
    simple = one | many + insert(" ") + _SLASH + plural | over_one | zero
    # In a mixed number a half is "a half": "one and a half", but "two and one eighth".
    half = pynini.cross("1", "a ") + _SLASH + pynini.cross("2", "half")
    mixed_part = add_weight(simple, 0.5) | half
    whole = pynini.compose(NONZERO + pynini.closure(DIGIT), names)
    # A hyphen before a fraction of one and more joins no mixed number: a range ("1-5/3").
    improper = pynini.difference(pynini.project(simple, "input"), _proper())
    mixed = (whole + pynini.cross(" ", " and ") + mixed_part
             | whole + pynini.cross("-", " and ") + pynini.compose(_proper(), mixed_part)
             | whole + pynini.cross("-", " to ") + pynini.compose(improper, simple))
    digits = simple | mixed
    # "2½" and "2 ½" -> "2 1/2", then read as above.
    vulgar = tsv_map(_LEX + "vulgar_fraction.tsv")
    whole_digits = pynini.closure(DIGIT, 1) + pynini.cross(pynini.closure(" ", 0, 1), " ")
    unicode = pynini.compose(pynini.closure(whole_digits, 0, 1) + vulgar, digits)
    sign = pynini.closure(pynini.cross(pynini.union("-", "−"), "minus "), 0, 1)
    return (sign + (digits | unicode)).optimize()


def half(_: GrammarSet) -> pynini.Fst:
    """"1/2" / "½" before "a" or "an" -> "half" ("1/2 a pound" -> "half a pound")."""
    return pynini.cross(pynini.union("1/2", "1⁄2", "½"), "half").optimize()


def after_article(g: GrammarSet) -> pynini.Fst:
    """"1/4" / "¼" after "a" -> "quarter" (the article is written already)."""
    return pynini.compose(g.get("FRACTION"), delete("one ") + SIGMA).optimize()


def quarter_hour(g: GrammarSet) -> pynini.Fst:
    """"1/4" / "¼" before "past" or "to" -> "a quarter"."""
    return (insert("a ") + after_article(g)).optimize()


def hyphenated(g: GrammarSet) -> pynini.Fst:
    """"3-4ths" -> "three quarters", "2-3ds" -> "two thirds": older books join the numbers of a
    fraction with a hyphen, the denominator's ordinal suffix after them ("3d" for "3rd")."""
    number = DIGIT + pynini.closure(DIGIT, 0, 1)
    suffix = pynini.union("ths", "th", "rds", "nds", "sts", "s") | pynini.cross("ds", "s") | delete(
        "d")
    return pynini.compose(number + pynini.cross("-", "/") + number + suffix,
                          g.get("FRACTION")).optimize()


TRANSDUCERS = {
    "FRACTION.hyphenated": hyphenated,
    "FRACTION": fraction,
    "FRACTION.half": half,
    "FRACTION.after_article": after_article,
    "FRACTION.quarter_hour": quarter_hour,
}

_VULGAR = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒"
_ONE_OVER = r"(?:(?<=1)[/⁄][2-9](?!\d)|(?<=[½⅓¼⅕⅙⅐⅛⅑⅒]))"
RULES = [
    Rule("FRACTION", rf"[1½⅓¼⅕⅙⅐⅛⅑⅒](?<=\b[Aa]\s.){_ONE_OVER}(?![\w/⁄]|[.,]\d)",
         "FRACTION.after_article"),
    Rule("FRACTION", r"[1¼](?<![\w.,/⁄\-−].|\d\s.)(?:(?<=1)[/⁄]4|(?<=¼))(?=\s+(?:past|to)\s+\d)",
         "FRACTION.quarter_hour"),
    Rule("FRACTION", r"[1½](?<![\w.,/⁄\-−].|\d\s.)(?:(?<=1)[/⁄]2|(?<=½))(?=\s+an?\s)",
         "FRACTION.half"),
    Rule("FRACTION",
         r"(?<![\w.,/⁄\-−]|\d\s)[-−]?(?:\d{1,3}\s|\d{1,3}-(?=\d[/⁄]|\d\d[/⁄]\d\d))?"
         r"\d{1,5}[/⁄]\d{1,7}(?:(?:st|nd|rd|th)?s|st|nd|rd|th|ST|ND|RD|TH)?(?![\w/⁄]|[.,]\d)",
         "FRACTION"),
    Rule("FRACTION", rf"(?<![\w.,/⁄])[-−]?(?:\d{{1,3}}\s?)?[{_VULGAR}](?!\w)", "FRACTION"),
    # "3-4ths", "2-3ds", "1-3d" (a singular suffix after one only: "4-5th" is a range).
    Rule("FRACTION", r"(?<![\w.,/⁄\-−])(?:1-(?:[2-9]|[1-9]\d)(?:th|rd|nd|d)"
         r"|[1-9]\d?-(?:[2-9]|[1-9]\d)(?:ths|rds|nds|ds))(?![\w\-])", "FRACTION.hyphenated"),
]
