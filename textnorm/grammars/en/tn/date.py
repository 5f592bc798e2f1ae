"""DATE, read the Kestrel way:
"4 March 2014" -> "the fourth of march twenty fourteen", "March 4, 2014" -> "march fourth twenty
fourteen", "March 2014" -> "march twenty fourteen", "Sept. 4" -> "september fourth",
"3/4/2014" -> "march fourth twenty fourteen" (month first unless the first number cannot be a
month; day first for dotted dates, "15.01.2020"), "2014-03-04" -> "the fourth of march twenty
fourteen" (Kestrel reads year-first dates day first: "2008-09-30" is "the thirtieth of september
two thousand eight" in the Sproat & Jaitly data),
"500 BC" -> "five hundred b c", "AD 1066" -> "a d ten sixty six".
A year that a novel leaves unfinished with a dash is read as far as it is written, the dash
left for the voice's pause: "in the year 184—" -> "in the year eighteen forty—" (its decade;
"180—" -> "eighteen hundred—"); "17—" is a number already ("seventeen—").

Years come from years.py ("year"); bare years and decades ("1990", "1990s") are read by the
rules in cardinal.py, which come after MONEY and MEASURE so that "1500 m" stays a quantity.
"""

from __future__ import annotations

import re
from functools import cache

import pynini

from ....fst import DIGIT, add_weight, apply, delete, insert, tsv_map
from ....lexicon import load
from ...base import GrammarSet, Rule, alternation
from ...universal.numbers import NONZERO
from .letters import words_pattern
from .number_words import number_names_fast, ordinal_names_fast
from .years import year_fast

_LEX = "en/"
_MONTHS = _LEX + "months.tsv"
_ABBREVIATIONS = _LEX + "month_abbreviations.tsv"
_MONTH_NUMBERS = _LEX + "month_numbers.tsv"
_ERAS = _LEX + "eras.tsv"
# Numeric dates with the year first are read only for these years: the year has to be carried
# past month and day, which costs one copy of the month-day graph per year.
_ISO_YEARS = range(1900, 2100)


def _day(g: GrammarSet) -> pynini.Fst:
    """1..31, optional leading zero and ordinal suffix -> ordinal words."""
    digits = pynini.union(*[str(n) for n in range(1, 32)])
    suffix = pynini.closure(delete(pynini.union("st", "nd", "rd", "th")), 0, 1)
    day = pynini.closure(delete("0"), 0, 1) + pynini.compose(digits, g.get("ordinal_names"))
    # "May 3d", "June 22d": the older spelling of "3rd", "22nd".
    old_style = pynini.compose(pynini.union("2", "3", "22", "23"), g.get("ordinal_names"))
    return (day + suffix | old_style + delete("d")).optimize()


def _cased(relpath: str) -> list[tuple[str, str]]:
    """Lexicon pairs with the written form also in lower and upper case."""
    return [
        (variant, e.spoken)
        for e in load(relpath)
        for variant in dict.fromkeys((e.written, e.written.lower(), e.written.upper()))
    ]


def _month_name() -> pynini.Fst:
    full = pynini.string_map(_cased(_MONTHS))
    abbreviated = pynini.string_map(_cased(_ABBREVIATIONS)) + pynini.closure(delete("."), 0, 1)
    return (full | abbreviated).optimize()


def _month_number() -> pynini.Fst:
    return (pynini.closure(delete("0"), 0, 1) + tsv_map(_MONTH_NUMBERS)).optimize()


def _two_digit_year(g: GrammarSet) -> pynini.Fst:
    """"98" -> "ninety eight", "05" -> "o five"."""
    tens = pynini.compose(pynini.difference(DIGIT, "0") + DIGIT, g.get("number_names"))
    return (tens | pynini.compose("0" + DIGIT, g.get("digit_by_digit"))).optimize()


def _gap(comma: bool = True) -> pynini.Fst:
    """Spaces (and a comma) between date fields -> one space."""
    written = pynini.closure(" ", 1) if not comma else (
        pynini.closure(",", 0, 1) + pynini.closure(" ", 1) | ","
    )
    return delete(written) + insert(" ")


def _dash() -> pynini.Fst:
    space = pynini.closure(" ", 0, 1)
    return delete(space + pynini.union("-", "–", "—") + space)


def spelled(g: GrammarSet, gap: pynini.Fst | None = None) -> pynini.Fst:
    """Dates with the month as a word: day-month-year and month-day-year orders. `gap`: what
    comes between the day or month and the year (by default a comma there is silent)."""
    day, month, year = g.get("DATE.day"), _month_name(), g.get("year")
    gap = _gap() if gap is None else gap
    # Kestrel reads a span of days as cardinals: "6-8 Jan 2005" -> "six to eight january two
    # thousand five", "December 13-15" -> "december thirteen to fifteen".
    number = pynini.closure(delete("0"), 0, 1) + pynini.compose(
        pynini.union(*[str(n) for n in range(1, 32)]), g.get("number_names"))
    days = number + _dash() + insert(" to ") + number
    with_year = pynini.closure(gap + year, 0, 1)
    space = _gap(comma=False)
    dmy = (insert("the ") + day + space + insert("of ") | days + space) + month + with_year
    mdy = month + space + (day | days) + with_year
    dash = delete("-") + insert(" ")
    dashed = month + dash + day + pynini.closure(dash + year, 0, 1)
    my = month + gap + year
    return (dmy | mdy | dashed | my).optimize()


def spelled_after_the(g: GrammarSet, gap: pynini.Fst | None = None) -> pynini.Fst:
    """"(the) 26th May": the article is already written."""
    day, month, year = g.get("DATE.day"), _month_name(), g.get("year")
    with_year = pynini.closure((_gap() if gap is None else gap) + year, 0, 1)
    return (day + _gap(comma=False) + insert("of ") + month + with_year).optimize()


def numeric(g: GrammarSet) -> pynini.Fst:
    """"3/4/2014", "04-03-2014", "15.01.2020", "11/17/05": month first where both orders are
    valid, except with dots (European day.month.year)."""
    day, month = g.get("DATE.day"), _month_number()
    year = g.get("year") | g.get("DATE.two_digit_year")
    readings = []
    for sep, day_first_weight in (("/", 1.0), ("-", 1.0), (".", 0.0)):
        s = delete(sep)
        mdy = month + s + insert(" ") + day + s + insert(" ") + year
        dmy = insert("the ") + day + s + insert(" of ") + month + s + insert(" ") + year
        readings.append(add_weight(mdy, 1.0 - day_first_weight))
        readings.append(add_weight(dmy, day_first_weight))
    return pynini.union(*readings).optimize()


def year_first(g: GrammarSet) -> pynini.Fst:
    """"2014-03-04", "2016/07/03" -> "the fourth of march twenty fourteen"."""
    day, month = g.get("DATE.day"), _month_number()
    names = g.get("year")
    # The month comes before the day in the input but after it in speech: one path per
    # (month, day) pair as written, with or without leading zeros.
    pairs = [
        (f"{sep}{mm}{sep}{dd}", f"the {apply(day, str(d))} of {apply(month, str(m))}")
        for m in range(1, 13) for d in range(1, 32) for sep in ("-", "/")
        for mm in {str(m), f"{m:02d}"} for dd in {str(d), f"{d:02d}"}
    ]
    month_day = pynini.string_map(pairs).optimize()
    branches = [delete(str(y)) + month_day + insert(" " + apply(names, str(y))) for y in _ISO_YEARS]
    return pynini.union(*branches).optimize()


def era(g: GrammarSet) -> pynini.Fst:
    """"500 BC" -> "five hundred b c", "AD 1066" -> "a d ten sixty six"."""
    number = g.get("year") | add_weight(g.get("CARDINAL"), 1.0)
    marker = tsv_map(_ERAS)
    space = pynini.closure(delete(" "), 0, 1) + insert(" ")
    return (number + space + marker | marker + space + number).optimize()


# ---- fast path: DATE.spelled without the FST (the hottest date shape in running text) ----

_DAY = r"0?(?:[12]\d|3[01]|[1-9])"
# The day's suffix; "d" only after 2, 3, 22 and 23 ("May 3d").
_DAY_SUFFIX = r"(?:st|nd|rd|th|(?<=(?<!\d)[23])d|(?<=2[23])d)"
_GAP = r"(?:,? +|,)"
_DASH = r" ?[-–—] ?"
_FAST_SHAPES = tuple(re.compile(p) for p in (
    rf"(?P<day>{_DAY}){_DAY_SUFFIX}? +(?P<month>\S+?)(?:{_GAP}(?P<year>\d+))?",
    rf"(?P<first>{_DAY}){_DASH}(?P<last>{_DAY}) +(?P<month>\S+?)(?:{_GAP}(?P<year>\d+))?",
    rf"(?P<month>\S+?) +(?P<day>{_DAY}){_DAY_SUFFIX}?(?:{_GAP}(?P<year>\d+))?",
    rf"(?P<month>\S+?) +(?P<first>{_DAY}){_DASH}(?P<last>{_DAY})(?:{_GAP}(?P<year>\d+))?",
    rf"(?P<month>[^\s-]+?)-(?P<day>{_DAY}){_DAY_SUFFIX}?(?:-(?P<year>\d+))?",
    rf"(?P<month>\S+?){_GAP}(?P<year>\d+)",
))


@cache
def _month_table() -> dict[str, str]:
    """Every written month form DATE.spelled accepts -> spoken."""
    table = dict(_cased(_MONTHS))
    for written, spoken in _cased(_ABBREVIATIONS):
        table[written] = table[written + "."] = spoken
    return table


def spelled_fast(span: str) -> str | None:
    """= DATE.spelled (tests/test_en_date_fastpath.py)."""
    for index, shape in enumerate(_FAST_SHAPES):
        match = shape.fullmatch(span)
        if match is None:
            continue
        parts = match.groupdict()
        month = _month_table().get(parts["month"])
        year = year_fast(parts["year"]) if parts.get("year") else ""
        if month is None or year is None:
            continue
        if parts.get("day"):
            day = ordinal_names_fast(parts["day"].removeprefix("0"))
            words = [month, day] if index else ["the", day, "of", month]
        elif parts.get("first"):
            days = [number_names_fast(parts[k].removeprefix("0")) for k in ("first", "last")]
            span_words = [days[0], "to", days[1]]
            words = [month, *span_words] if index > 1 else [*span_words, month]
        else:
            words = [month]
        return " ".join(words + ([year] if year else []))
    return None


FAST_PATHS = {"DATE.spelled": spelled_fast}

def quarter(g: GrammarSet) -> pynini.Fst:
    """"2Q22" -> "the second quarter of twenty two", "4Q2021" -> "the fourth quarter of twenty
    twenty one" (a fiscal quarter and its year)."""
    ordinal = pynini.string_map([("1", "first"), ("2", "second"), ("3", "third"), ("4", "fourth")])
    year = g.get("DATE.two_digit_year") | pynini.compose(DIGIT ** 4, g.get("year"))
    return (insert("the ") + ordinal + pynini.cross(pynini.union("Q", "q"), " quarter of ")
            + year).optimize()


def year_cut(g: GrammarSet) -> pynini.Fst:
    """"184" (of "184—") -> "eighteen forty", "180" -> "eighteen hundred"."""
    century = pynini.compose(NONZERO + DIGIT, g.get("number_names"))
    decade = pynini.cross("0", "hundred") | pynini.cross("1", "ten") | tsv_map(_LEX + "ty.tsv")
    return (century + insert(" ") + decade).optimize()


def month_alone(_: GrammarSet) -> pynini.Fst:
    """"Feb." -> "february" without a day or a year ("the Feb. number", "in Jan. last")."""
    return _month_name()


TRANSDUCERS = {
    "DATE.month_alone": month_alone,
    "DATE.year_cut": year_cut,
    "DATE.quarter": quarter,
    "DATE.day": _day,
    "DATE.two_digit_year": _two_digit_year,
    "DATE.spelled": spelled,
    "DATE.spelled_after_the": spelled_after_the,
    "DATE.numeric": numeric,
    "DATE.year_first": year_first,
    "DATE.era": era,
}


# ---- candidate-span patterns ----


@cache
def _month_pattern(lower_may: bool = False) -> str:
    full = [e.written for e in load(_MONTHS)]
    # "may" in lower case is the verb, unless a year follows.
    caseless = alternation(w for w in full if w != "May" or lower_may)
    abbreviations = alternation(e.written for e in load(_ABBREVIATIONS))
    # A period that ends a sentence is the sentence's too, and stays ("on the 29th Feb."); a text
    # without a word in lower case before it is no sentence ("25 Sept.").
    period = r"(?:\.(?![\"'”’)\]]*\s*$)|\.(?<!\b[a-z]{2,}\s.*\.))?"
    return rf"(?:(?i:{caseless})|May|MAY|(?i:{abbreviations}){period})"


def _rules() -> list[Rule]:
    month, month_may = _month_pattern(), _month_pattern(lower_may=True)
    day = rf"(?:[12]\d|3[01]|0?[1-9]){_DAY_SUFFIX}?"
    number = r"(?:[12]\d|3[01]|0?[1-9])"
    days = rf"(?:{number}\s?[-–—]\s?{number}|{day})"
    year = r"\d{3,4}"
    # "#8 September 1985", "No. 10 March 1962": an issue number, not a day.
    start, stop = r"(?<![\w.,\-–/:#]|#\s|No\.?\s)", r"(?![\w\-–/]|[.,:]\d)"
    eras = alternation(e.written for e in load(_ERAS))
    era_stop = r"(?:(?<=\.)|(?!\w))"
    num_month = r"(?:0?[1-9]|1[0-2])"
    num_day = r"(?:0?[1-9]|[12]\d|3[01])"
    alone = words_pattern([e.written for e in load(_ABBREVIATIONS)
                           if e.written.isalpha() and e.written != "Jun"], r"[\w.]")
    return [
        # "in the year 184—": a year cut off by a dash (not a range: "184—190").
        Rule("DATE", rf"{start}1\d\d(?=(?:—|--)(?![-—]*\s*\d))", "DATE.year_cut"),
        Rule("DATE", rf"{start}[1-4][Qq](?:\d\d){{1,2}}(?!\w|[.,]\d)", "DATE.quarter"),
        Rule("DATE", rf"{start}(?:19|20)\d\d(?:-{num_month}-{num_day}|/{num_month}/{num_day})"
                     rf"{stop}", "DATE.year_first"),
        Rule("DATE", rf"{start}\d{{1,2}}(?:/\d{{1,2}}/(?:\d{{4}}|\d\d)|-\d{{1,2}}-(?:\d{{4}}|\d\d)"
                     rf"|\.\d{{1,2}}\.\d{{4}}){stop}", "DATE.numeric"),
        # "the 26th May": the article is written already.
        Rule("DATE", rf"(?<=\b[Tt]he\s){day}\s+{month}(?:(?:,\s*|\s+){year})?(?!\w|[.,:]\d)",
             "DATE.spelled_after_the"),
        # "9 February 4 1960": the month has its own day, so "9" is not one.
        Rule("DATE", rf"{start}{days}\s+(?:{month}(?!,?\s+{day}(?!\d))(?:(?:,\s*|\s+){year})?"
                     rf"|{month_may},?\s+{year})(?!\w|[.,:]\d)", "DATE.spelled"),
        Rule("DATE", rf"(?<!\w)(?:{month}\s+{days}(?!\d)(?:(?:,\s*|\s+){year})?"
                     rf"|{month_may}\s+{days}(?:,\s*|\s+){year})(?!\w|[.,:]\d)", "DATE.spelled"),
        Rule("DATE", rf"(?<!\w){month}-{day}(?:-{year})?(?!\w|[.,:]\d|-)", "DATE.spelled"),
        Rule("DATE", rf"(?<!\w){month},?\s+{year}(?!\w|[.,:]\d)", "DATE.spelled"),
        Rule("DATE", rf"{start}(?:\d{{1,3}}(?:,\d{{3}})+|\d{{1,4}})\s?(?:{eras}){era_stop}",
             "DATE.era"),
        Rule("DATE", rf"(?<!\w)(?:{eras})\s?\d{{1,4}}(?!\w|[.,]\d)", "DATE.era"),
        # A month's abbreviation with its period inside a sentence, alone: "the Feb. number",
        # "in Jan. last" ("Jun." after a name is "junior": book.py).
        Rule("DATE", rf"{alone}\.(?=\s+[a-z]|[,;:])", "DATE.month_alone"),
    ]


RULES = _rules()
# Month names in lower case start dates too ("july 25 2012"); the engine skips other plain
# lower-case words.
LOWERCASE_STARTS = frozenset(
    e.written.lower() for relpath in (_MONTHS, _ABBREVIATIONS) for e in load(relpath)
)
