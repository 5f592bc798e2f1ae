"""DECIMAL (ITN): "eighteen point o five" -> "18.05", "point two" -> ".2", "minus sixty point
two four zero zero" -> "-60.2400", and quantities "five point two million" -> "5.2 million",
"four hundred million" -> "400 million" (a whole number keeps the scale word from "million"
up; "fifteen thousand" is the cardinal 15000). The scale word keeps its case ("Billion").
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, delete
from ...base import GrammarSet, Rule
from . import _words as w


def fraction_digits(g: GrammarSet) -> pynini.Fst:
    """"point five o six" -> ".506" (lower case); the digits said as one number from ten to
    999 too, as people read prices and scores ("point ninety-nine" .99, "point two hundred
    thirty-six" .236)."""
    digit = g.get("ITN.digit")
    digits = pynini.closure(delete(" ") + digit, 1)
    number = delete(" ") + pynini.compose(g.get("ITN.number"),
                                          pynini.difference(DIGIT, "0") + DIGIT + DIGIT.ques)
    return (pynini.cross("point", ".") + (digits | number)).optimize()


def decimal_number(g: GrammarSet) -> pynini.Fst:
    """"[minus] [number] point digits" -> "[-][digits].digits", any letter case."""
    # ("oh point five": zero said as the letter)
    integer = pynini.closure((g.get("ITN.number") | pynini.cross("oh", "0")) + delete(" "), 0, 1)
    sign = pynini.closure(pynini.cross("minus ", "-"), 0, 1)
    return w.folded(sign + integer + g.get("ITN.fraction_digits"))


def quantity(g: GrammarSet) -> pynini.Fst:
    """A decimal or a whole number up to 999 followed by a scale word."""
    scales = w.scale_words()
    up_to_999 = pynini.compose(g.get("ITN.number_cased"), pynini.closure(DIGIT, 1, 3))
    sign = pynini.closure(w.folded(pynini.cross("minus ", "-")), 0, 1)
    whole = sign + up_to_999 + " " + w.cased_copy(scales[1:])
    decimal = g.get("ITN.decimal_number") + " " + w.cased_copy(scales)
    return (whole | decimal).optimize()


def decimal(g: GrammarSet) -> pynini.Fst:
    return (g.get("ITN.decimal_number") | g.get("ITN.quantity")).optimize()


TRANSDUCERS = {
    "ITN.fraction_digits": fraction_digits,
    "ITN.decimal_number": decimal_number,
    "ITN.quantity": quantity,
    "DECIMAL": decimal,
}


def _point() -> str:
    """Regex: "point" and the digits, said one by one or as one number ("point ninety-nine")."""
    return rf"point(?:[ ](?:{w.number_run()}|{w.digit_word()})){{1,{w.MAX_WORDS}}}"


def decimal_run() -> str:
    """Regex: a run of number words with an optional "point ..." part (shared with MONEY and
    MEASURE)."""
    point = _point()
    return (rf"(?:minus[ ])?(?:(?:{w.number_run()})(?:[ ]{point})?|{point})"
            rf"(?:[ ]{w.alternation(w.scale_words())}{w.END})?")


def _rule_pattern() -> str:
    """A run with a "point", or one that ends in a scale word (a quantity)."""
    point = _point()
    scale = w.alternation(w.scale_words()) + w.END
    with_point = rf"(?:minus[ ])?(?:(?:{w.number_run()}|oh)[ ])?{point}(?:[ ]{scale})?"
    scaled = rf"(?:minus[ ])?(?:a[ ]|{w.number_word()}[ -](?:and[ ])?){{0,{w.MAX_WORDS}}}{scale}"
    return rf"{w.START}(?i:{with_point}|{scaled}){w.END}"


LOWERCASE_STARTS = w.number_starts() | {"oh"}
RULES = [Rule("DECIMAL", _rule_pattern(), "DECIMAL")]
