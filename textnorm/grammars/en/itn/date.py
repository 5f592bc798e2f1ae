"""DATE (ITN), NeMo's written conventions: "july twenty fifth twenty twelve" -> "july 25 2012",
"the twenty fifth of july" -> "25 july", "october nineteen oh five" -> "october 1905",
"nineteen seventeen" -> "1917", "nineteen eighties" -> "1980s", "second quarter of twenty
twenty two" -> "Q2 2022", "seven fifty b c" -> "750BC". The month keeps its case.

Years are TN's `year` inverted ("nineteen o five", "twenty fourteen", "two thousand six"),
plus "oh" for "o", "twenty o five", and any cardinal reading of a year ("two thousand and
nine", "one thousand eight hundred seventy six"). Decades are TN's `decade` inverted.
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, SIGMA, delete, insert
from ....lexicon import load
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO
from . import _words as w

_MONTHS = w.LEX + "months.tsv"
_ERAS = w.LEX + "eras.tsv"
_PLURALS = w.LEX + "cardinal_plural.tsv"
# A month name that is also a common word: "may" takes a day only as an ordinal ("may first",
# not "you may one day").
_WORD_MONTHS = ("may",)


def year(g: GrammarSet) -> pynini.Fst:
    """Year words (lower case) -> 3-4 digits, the pair readings TN writes and their variants."""
    names = g.get("number_names")
    oh = pynini.cdrewrite(pynini.cross("oh", "o"), "[BOS]" | pynini.accep(" "),
                          "[EOS]" | pynini.accep(" "), SIGMA)
    pair = pynini.invert(pynini.compose(NONZERO + DIGIT, names))
    digit = pynini.invert(pynini.compose(NONZERO, names))
    o_digit = pair + pynini.cross(" o ", "0") + digit  # "twenty o five"
    readings = pynini.invert(g.get("year")) | o_digit
    return pynini.compose(oh, readings).optimize()


def year_any(g: GrammarSet) -> pynini.Fst:
    """A year as pairs or as a cardinal, any case -> 3-4 digits."""
    cardinal = pynini.compose(g.get("ITN.number"), pynini.closure(DIGIT, 3, 4))
    return w.folded(g.get("ITN.year") | cardinal)


def _day(g: GrammarSet) -> tuple[pynini.Fst, pynini.Fst]:
    """(ordinal day, cardinal day), 1..31, any case -> digits."""
    days = pynini.union(*[str(n) for n in range(1, 32)])
    ordinal = pynini.compose(g.get("ITN.ordinal_digits"), days)
    cardinal = pynini.compose(g.get("ITN.number"), days)
    return w.folded(ordinal), w.folded(cardinal)


def date(g: GrammarSet, year_comma: bool = False) -> pynini.Fst:
    """Month and day, day of month, month and year; with `year_comma` a year after a day
    follows a comma ("july 25, 2012", "25 july, 2012": EnglishITN's option date_year_comma)."""
    months = w.spoken(_MONTHS)
    month = w.cased_copy(months)
    common = w.cased_copy([m for m in months if m not in _WORD_MONTHS])
    ordinal_day, cardinal_day = _day(g)
    year_ = g.get("ITN.year_any")
    with_year = pynini.closure(insert(",") + " " + year_ if year_comma else " " + year_, 0, 1)
    mdy = (month + " " + ordinal_day | common + " " + cardinal_day) + with_year
    the = w.folded(delete("the "))
    of = w.folded(delete(" of")) + " "
    dmy = pynini.closure(the, 0, 1) + ordinal_day + of + month + with_year
    my = month + " " + year_
    return (mdy | dmy | my).optimize()


def standalone_year(g: GrammarSet) -> pynini.Fst:
    """Years and decades said alone: "nineteen seventeen", "nineteen eighties"."""
    plural = w.folded(pynini.compose(pynini.invert(g.get("decade")),
                                     pynini.closure(DIGIT, 4, 4) + "s"))
    return (w.folded(g.get("ITN.year")) | plural).optimize()


def period(g: GrammarSet) -> pynini.Fst:
    """"second quarter of twenty twenty two" -> "Q2 2022", "first half of ..." -> "H1 ..."."""
    rank = pynini.compose(g.get("ITN.ordinal_digits"), pynini.union("1", "2", "3", "4"))
    halves = pynini.compose(g.get("ITN.ordinal_digits"), pynini.union("1", "2"))
    quarter = insert("Q") + rank + delete(" quarter of")
    half = insert("H") + halves + delete(" half of")
    return ((w.folded(quarter | half)) + " " + g.get("ITN.year_any")).optimize()


def era(g: GrammarSet) -> pynini.Fst:
    """"seven fifty b c" -> "750BC", "nineteen hundred a d" -> "1900AD"."""
    eras: dict[str, str] = {}
    for e in load(_ERAS):
        eras.setdefault(e.spoken, e.written)
    marker = pynini.string_map(sorted(eras.items()))
    number = g.get("ITN.year_any") | w.folded(g.get("ITN.hundreds_elided")) | g.get(
        "ITN.number_cased")
    return (number + delete(" ") + w.folded(marker)).optimize()


TRANSDUCERS = {
    "ITN.year": year,
    "ITN.year_any": year_any,
    "DATE": date,
    "DATE.year_comma": lambda g: date(g, year_comma=True),
    "DATE.year": standalone_year,
    "DATE.period": period,
    "DATE.era": era,
}


def _rules() -> list[Rule]:
    word = w.alternation([*w.cardinal_words(), *w.ordinal_words(), "oh", "o"]) + w.END
    run = rf"{word}(?:[ -](?:and[ ])?{word}){{0,{w.MAX_WORDS}}}"
    month = w.alternation(w.spoken(_MONTHS)) + w.END
    number = w.number_word()
    item = rf"(?:{number}|oh|o{w.END})"
    decades = w.alternation(w.spoken(_PLURALS)) + w.END
    eras = w.alternation(e.spoken for e in load(_ERAS)) + w.END
    ranks = w.alternation(w.ordinal_words()[1:5])
    start = w.START
    return [
        Rule("DATE", rf"{start}(?i:(?:the[ ])?{run}[ ]of[ ]{month}(?:[ ]{run})?|{month}[ ]{run})",
             "DATE"),
        Rule("DATE", rf"{start}(?i:{ranks}[ ](?:quarter|half)[ ]of[ ]{run})", "DATE.period"),
        Rule("DATE", rf"{start}(?i:{run}[ ]{eras})", "DATE.era"),
        # "at ten thirty" is a time; "nineteen ninety-eight" hyphenated as written (not
        # between the pairs: "ten-thirty")
        Rule("DATE", rf"{start}(?<!\b(?i:at) )(?i:{number}[ ]{item}(?:[ -]{item}){{0,2}})",
             "DATE.year"),
        Rule("DATE", rf"{start}(?i:(?:{number}[ ]){{0,3}}{decades})", "DATE.year"),
    ]


RULES = _rules()
LOWERCASE_STARTS = w.number_starts() | frozenset(
    ["the", *w.ordinal_words(), *w.spoken(_MONTHS)])
