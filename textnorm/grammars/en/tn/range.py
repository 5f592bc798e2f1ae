"""RANGE: two numbers joined by a dash (or a ratio colon) read with "to".

"120-145" -> "one hundred twenty to one hundred forty five", "5–10" -> "five to ten",
"1.5-2.5" -> "one point five to two point five", "1960s-80s" -> "nineteen sixties to eighties".
Kestrel reads year ranges as years: "1946-1975" -> "nineteen forty six to nineteen seventy
five", "1988-2010" -> "nineteen eighty eight to twenty ten", "1967-70" -> "nineteen sixty seven
to seventy"; but a season or term of two consecutive years from 1900 on reads as two cardinals
with a silent dash ("1917-1918" -> "one thousand nine hundred seventeen one thousand nine
hundred eighteen", "2012-13" -> "two thousand twelve thirteen"), and "2012-77" (a year and a
short number) -> "two thousand twelve to seventy seven". A two-year slash ("1983/84",
"2009/10") reads both halves as cardinals without a word for the slash, and "1977:123" (a
volume:page or a ratio) reads "to" like a dash. MEASURE may reuse RANGE ("10-20%").
After a book of the Bible (abbreviations_bible.tsv) the colon is silent: chapter and verse
("Isaiah 40:31" -> "isaiah forty thirty one", "Matt. 5:3-12" -> "... five three to twelve").
"""

from __future__ import annotations

import re

import pynini

from ....fst import DIGIT, add_weight, delete, insert
from ...base import GrammarSet, Rule
from ...numbers.data import model_maker
from ...universal.numbers import NONZERO
from . import decimal, number_words, years
from .letters import word_start
from .reference import bible_book

_SPACE = pynini.closure(delete(" "), 0, 1)


def _to(*dashes: str) -> pynini.Fst:
    return _SPACE + pynini.cross(pynini.union(*dashes), " to ") + _SPACE


def _number(g: GrammarSet) -> pynini.Fst:
    """One end of a range: a cardinal, a decimal, or a leading-zero code read digit by digit."""
    unsigned = pynini.compose(pynini.difference(pynini.closure(DIGIT | ",", 1), "0" + DIGIT
                                                + pynini.closure(DIGIT)), g.get("CARDINAL"))
    codes = pynini.compose("0" + pynini.closure(DIGIT, 1), g.get("digit_by_digit"))
    decimal = pynini.compose(pynini.closure(DIGIT | ",") + "." + pynini.closure(DIGIT, 1),
                             g.get("DECIMAL"))
    return (unsigned | codes | decimal).optimize()


def range_(g: GrammarSet) -> pynini.Fst:
    number = _number(g)
    dash = _to("-", "–", "—", "‒")
    plain = number + dash + number
    # Year spans read as years ("nineteen forty six to twenty ten"); a year before 2000 also
    # takes a short end ("nineteen sixty seven to seventy"), but "2012-77" is a plain range.
    year = pynini.compose(("1" + DIGIT | "20") + DIGIT + DIGIT, g.get("year"))
    old_year = pynini.compose("1" + DIGIT + DIGIT + DIGIT, year)
    short = pynini.compose(pynini.closure(DIGIT, 1, 3), number)
    years = year + dash + year | old_year + dash + short
    # A season or term from 1900 on ("1917-1918", "2012-13"): two cardinals, the dash silent.
    digits = pynini.closure(DIGIT, 1)
    season = pynini.compose(
        digits + pynini.cross(_SPACE + pynini.union("-", "–", "—", "‒") + _SPACE, " ") + digits,
        pynini.compose(_consecutive(1900), g.get("CARDINAL") + " " + _season_end(g)))
    decades = g.get("decade") + dash + g.get("decade")
    four = pynini.compose(NONZERO + DIGIT + DIGIT + DIGIT, g.get("CARDINAL"))
    two_or_four = pynini.compose(DIGIT + DIGIT | NONZERO + DIGIT + DIGIT + DIGIT, number)
    slash = four + _SPACE + pynini.cross("/", " ") + _SPACE + two_or_four
    ratio = number + _to(":") + number
    return (add_weight(plain, 1.0) | add_weight(years, 0.5) | season | decades | slash | ratio
            ).optimize()


def _consecutive(first: int) -> pynini.Fst:
    """"Y Z" for each year Y from `first` to 2098 and Z = Y + 1, in four or two digits."""
    pairs = [f"{y} {z}" for y in range(first, 2099) for z in (y + 1, f"{(y + 1) % 100:02d}")]
    return pynini.string_map(pairs).optimize()


def consecutive_years(g: GrammarSet) -> pynini.Fst:
    """"1917 1918", "1992 93": a year and the next one side by side. This is how a dashed season
    or term reads once its dash has been dropped as punctuation; Kestrel then reads both as
    cardinals ("one thousand nine hundred seventeen one thousand nine hundred eighteen")."""
    return pynini.compose(_consecutive(1000), g.get("CARDINAL") + " " + _season_end(g)).optimize()


def _season_end(g: GrammarSet) -> pynini.Fst:
    """The second year of a season as a cardinal; "09" in "2008-09" reads "nine"."""
    return pynini.compose(DIGIT + DIGIT, delete("0") + DIGIT) @ g.get("CARDINAL") \
        | g.get("CARDINAL")


def tail(g: GrammarSet) -> pynini.Fst:
    """"- 287" right after a number that another rule read (a spaced decimal, a date):
    the dash still reads "to" ("5 December 1959 - 23 April 1960")."""
    spaced = pynini.compose(pynini.closure(DIGIT, 1) + " . " + pynini.closure(DIGIT, 1),
                            g.get("DECIMAL.spaced"))
    return (pynini.cross(pynini.union("-", "–"), "to ") + _SPACE + (_number(g) | spaced)).optimize()


def tail_glued(g: GrammarSet) -> pynini.Fst:
    return (insert(" ") + g.get("RANGE.tail")).optimize()


def model(g: GrammarSet) -> pynini.Fst:
    """"-800" after a model's number after its maker's name ("Boeing 737-800"): the variant's
    number, the hyphen read as a space."""
    number = pynini.compose(NONZERO + pynini.closure(DIGIT), g.get("CARDINAL"))
    return (pynini.cross("-", " ") + number).optimize()


def verse(g: GrammarSet) -> pynini.Fst:
    """"40:31" -> "forty thirty one", "5:3-12" -> "five three to twelve" (chapter and verse)."""
    number = pynini.compose(NONZERO + pynini.closure(DIGIT, 0, 2), g.get("CARDINAL"))
    return (number + pynini.cross(":", " ") + number
            + pynini.closure(_to("-", "–") + number, 0, 1)).optimize()


TRANSDUCERS = {
    "RANGE": range_,
    "RANGE.verse": verse,
    "RANGE.consecutive": consecutive_years,
    "RANGE.tail": tail,
    "RANGE.tail_glued": tail_glued,
    "RANGE.model": model,
}

_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_DECADE = r"(?:\d{1,3}0|['’]\d0)['’]?s"
# Fast path: the same readings as `range_` without the FST (it is the slowest number FST).
_SEPARATORS = re.compile(r"[-–—‒:/]")
_YEAR = re.compile(r"(?:1[0-9]|20)[0-9]{2}")
_SEASON = re.compile(r"19[0-9]{2}|20[0-8][0-9]|209[0-8]")


def _number_fast(text: str) -> str | None:
    if re.fullmatch(r"0[0-9]+", text):
        return number_words.digit_by_digit_fast(text)
    if re.fullmatch(r"[0-9,]+", text):
        return number_words.cardinal_fast(text)
    if re.fullmatch(r"[0-9,]*\.[0-9]+", text):
        return decimal.decimal_fast(text)
    return None


def range_fast(span: str) -> str | None:
    """= RANGE (tests/test_en_number_fastpath.py)."""
    seps = _SEPARATORS.findall(span)
    if len(seps) != 1:
        return None
    left, sep, right = span.partition(seps[0])
    left = left[:-1] if left.endswith(" ") else left
    right = right[1:] if right.startswith(" ") else right
    if " " in left or " " in right:
        return None
    if sep == "/":
        if not re.fullmatch(r"[1-9][0-9]{3}", left) or not re.fullmatch(r"[0-9]{2}|[1-9][0-9]{3}",
                                                                        right):
            return None
        return f"{number_words.cardinal_fast(left)} {_number_fast(right)}"
    if sep != ":":
        after = int(left) + 1 if _SEASON.fullmatch(left) else None
        if after and right in (str(after), f"{after % 100:02d}"):
            end = right[1] if len(right) == 2 and right[0] == "0" else right
            first, last = number_words.cardinal_fast(left), number_words.cardinal_fast(end)
            if first is not None and last is not None:
                return f"{first} {last}"
        if _YEAR.fullmatch(left):
            if _YEAR.fullmatch(right):
                return f"{years.year_fast(left)} to {years.year_fast(right)}"
            short = _number_fast(right) if re.fullmatch(r"[0-9]{1,3}", right) else None
            if left[0] == "1" and short is not None:
                return f"{years.year_fast(left)} to {short}"
        first, last = years.decade_fast(left), years.decade_fast(right)
        if first is not None and last is not None:
            return f"{first} to {last}"
    first, last = _number_fast(left), _number_fast(right)
    if first is None or last is None:
        return None
    return f"{first} to {last}"


FAST_PATHS = {"RANGE": range_fast}

_TAIL = r"(?:\d+\s\.\s\d+|\d{1,3}(?:,\d{3})+|\d+)"
_LEFT = r"(?<![\w.,\-−–/:]|\d\s[-–]\s?|\d[-–]\s)"
_RIGHT = r"(?![\w%]|[.,]\d|\s?[-–/:]\s?\d)"
RULES = [
    # Chapter and verse after a book of the Bible ("John 3:16", "Isa. 40:31").
    Rule("RANGE", word_start("[1-9]", r"[\w.,:]") + rf"(?<=\b{bible_book()}\s[1-9])"
         r"\d{0,2}:[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?" + _RIGHT, "RANGE.verse"),
    # A telephone-like 3-4 shape ("555-1234") is not a range.
    # (A local telephone number, 555-1234, is TELEPHONE's, which comes first.)
    # (not a model after its maker's name: "Boeing 737-800", model_makers.tsv)
    Rule("RANGE", rf"{_LEFT}(?<!{model_maker()}){_NUM}\s?[-–—‒]\s?{_NUM}{_RIGHT}", "RANGE"),
    Rule("RANGE", rf"{_LEFT}{_DECADE}\s?[-–—‒]\s?{_DECADE}(?!\w)", "RANGE"),
    Rule("RANGE", rf"{_LEFT}(?:1\d|20)\d\d\s?/\s?(?:\d\d|(?:1\d|20)\d\d){_RIGHT}", "RANGE"),
    # "1977:123", "16:9", "16:79": not a clock time (hours to 24 with minutes 00-59 are TIME's).
    Rule("RANGE", rf"{_LEFT}(?!(?:[01]?\d|2[0-4])\s?:\s?[0-5]\d\b)\d+\s?:\s?\d+{_RIGHT}", "RANGE"),
    Rule("RANGE", r"(?<![\w.,\-−–/:]|\d\s)(?:1\d|20)\d\d\s(?:\d\d)?\d\d(?!\w|\s\d)",
         "RANGE.consecutive"),
    # The left end was read by another rule (which the dash did not stop).
    Rule("RANGE", rf"(?<=\d\s)[-–]\s?{_TAIL}{_RIGHT}", "RANGE.tail"),
    Rule("RANGE", rf"(?<={model_maker()}\S{{0,3}}\d+)-[1-9]\d*(?!\w|[.,]\d|-\d)",
         "RANGE.model"),
    Rule("RANGE", rf"(?<=\d)[-–]\s?{_TAIL}{_RIGHT}", "RANGE.tail_glued"),
]
