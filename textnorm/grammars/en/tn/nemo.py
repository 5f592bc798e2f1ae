"""The `nemo` scheme of English TN: NeMo-text-processing's conventions, as overrides of the
default (Kestrel) grammar, so that text for a TTS model trained on NeMo-normalized text reads
the same.

- "and" before the last part of a number below 100 after "hundred" or "thousand" ("123" ->
  "one hundred and twenty three", "18081" -> "eighteen thousand and eighty one"; "1000012" ->
  "one million twelve") in cardinals, money, measures, decimals and ranges; not in ordinals,
  years, dates, fractions, roman numerals and house numbers;
- 0 read digit by digit is "zero" ("2.05" -> "two point zero five", "007" -> "zero zero seven");
- upper-case AM / PM and time zones ("5pm" -> "five PM"), "o'clock" after any hour ("23:00" ->
  "twenty three o'clock");
- capitals stay as written ("USA", "IP"), "U.S.A." -> "USA"; street types capitalized ("Elm
  St" -> "Elm Street");
- addresses, codes with hyphens or slashes, words with symbols and plain digit strings of
  five digits or more: see nemo_codes.py;
- a hyphen between plain numbers is a dash ("2-5" -> "two - five"); letters of codes stay
  capitals ("B52" -> "B fifty two");
- street addresses: house numbers in pairs of digits, directions, street types, states in full,
  ZIP codes digit by digit ("12 N Oak St, Austin, TX 78701" -> "twelve North Oak Street, Austin,
  Texas seven eight seven zero one"); a street type without a house number stays as written;
- only capitalized titles before a name are read in full ("Dr. Evil" -> "doctor Evil", "dr. Evil"
  and "Main St." stay);
- numeric dates month first, without "the ... of" ("2016-11-03" -> "november third twenty
  sixteen", "01.10.2010" -> "january tenth twenty ten");
- units named after people capitalized ("2°C" -> "two degrees Celsius");
- a comma before a date's year stays ("august 23, 2002" -> "august twenty third, two thousand
  two");
- telephone numbers with a comma between digit groups ("555-123-4567" -> "five five five, one
  two three, four five six seven");
- years with "oh" ("1506" -> "fifteen oh six"), eras in capitals with a three-digit year in
  pairs ("340 A.D" -> "three forty AD"); no "and" in a money amount before a scale word
  ("four hundred sixty billion won"); "II" after a name is "second" ("Sam II"); initials lose
  their periods ("C. S. Lewis" -> "CS Lewis"); listed words read in a set way (whitelist.tsv:
  "tv" -> "TV").

How a scheme overrides (see `with_overrides` in __init__.py): OVERRIDES replaces transducer
builders by name, RULES_BEFORE adds rules before a class module's, DROPPED_RULES leaves out the
default rules of the transducers named, FAST_PATHS are this scheme's pure-Python readings (the
default fast paths are not used). Lexicons that differ are under lexicons/en/nemo/.
"""

from __future__ import annotations

import string
from functools import cache

import pynini

from .... import fst
from ....fst import DIGIT, SIGMA, add_weight, delete, insert, tsv_map
from ....lexicon import mapping, pairs
from ...base import GrammarSet, Rule, alternation
from . import (
    abbreviation,
    address,
    cardinal,
    date,
    fraction,
    measure,
    money,
    nemo_codes,
    number_words,
    roman,
    time,
    years,
)
from .cardinal import number_names as kestrel_number_names

_LEX = "en/nemo/"
_AM_PM = _LEX + "am_pm.tsv"
_ZONES = _LEX + "time_zones.tsv"
_NONZERO = pynini.difference(DIGIT, "0").optimize()


_AND_AFTER = ("hundred", "thousand")


def number_names(g: GrammarSet) -> pynini.Fst:
    """Digits -> words with "and" before a last part below 100 that follows "hundred" or
    "thousand": the number's head (all but its last two digits) read as head * 100, then "and"
    and the last two digits."""
    plain = g.get("number_names.plain")
    below_100 = pynini.compose(delete("0") + _NONZERO | _NONZERO + DIGIT, plain)
    ends_right = pynini.closure(SIGMA) + pynini.union(*_AND_AFTER)
    head = pynini.compose(
        pynini.compose(_NONZERO + pynini.closure(DIGIT) + insert("00"), plain), ends_right)
    tail = pynini.difference(DIGIT + DIGIT, "00").optimize()
    with_and = head + insert(" and ") + pynini.compose(tail, below_100)
    others = pynini.difference(pynini.closure(DIGIT, 1),
                               pynini.project(with_and, "input")).optimize()
    return (with_and | pynini.compose(others, plain)).optimize()


class _PlainNumbers:
    """A GrammarSet view whose "number_names" is the default one (no "and")."""

    def __init__(self, g: GrammarSet):
        self._g = g

    def get(self, name: str) -> pynini.Fst:
        if name == "number_names":
            name = "number_names.plain"
        return self._g.get(name)


def _plain(builder):
    """The default builder reading numbers without "and" (NeMo's ordinals, years, dates,
    fractions, roman numerals and house numbers have none)."""
    return lambda g: builder(_PlainNumbers(g))


def digit_by_digit(_: GrammarSet) -> pynini.Fst:
    """Digit strings read one digit at a time, zero as "zero"."""
    digit = tsv_map(_LEX + "digit_reading.tsv")
    return (digit + pynini.closure(insert(" ") + digit)).optimize()


def telephone(g: GrammarSet) -> pynini.Fst:
    """Digit groups read digit by digit, a comma between groups; "+" is "plus"."""
    digits = g.get("digit_by_digit")
    separator = pynini.union("-", ".", " ", "(", ")", "/")
    between = delete(pynini.closure(separator, 1)) + insert(", ")
    groups = digits + pynini.closure(between + digits)
    plus = pynini.cross("+", "plus ") + digits + between
    reading = (pynini.closure(delete("("), 0, 1) + pynini.closure(plus, 0, 1)
               + pynini.closure(delete("("), 0, 1) + groups)
    other = pynini.difference(separator | "+", DIGIT)
    seven_digits = pynini.closure(pynini.closure(other) + DIGIT, 7) + pynini.closure(other)
    return pynini.compose(seven_digits.optimize(), reading).optimize()


def letters(_: GrammarSet) -> pynini.Fst:
    """Capitals stay as written ("USA", "IP", "DVDs"); "&" between them is "and" ("AT&T" ->
    "AT and T")."""
    upper = pynini.closure(pynini.union(*string.ascii_uppercase), 1)
    suffix = pynini.union("s", "'s", "’s", "s'", "s’")
    ampersand = upper + pynini.closure(pynini.cross("&", " and ") + upper, 1)
    return (upper + pynini.closure(suffix, 0, 1) | ampersand).optimize()


def mixed(_: GrammarSet) -> pynini.Fst:
    """"mRNA" stays as written."""
    lower = pynini.union(*string.ascii_lowercase)
    upper = pynini.union(*string.ascii_uppercase)
    return (pynini.closure(lower, 1, 2) + pynini.closure(upper, 2)
            + pynini.closure("s", 0, 1)).optimize()


def dotted(_: GrammarSet) -> pynini.Fst:
    """Capitals with periods lose them ("U.S.A." -> "USA"); other dotted forms stay theirs."""
    upper = pynini.union(*string.ascii_uppercase)
    return (upper + pynini.closure(delete(".") + upper, 1) + pynini.closure(delete("."), 0, 1)
            ).optimize()


def time_reading(g: GrammarSet) -> pynini.Fst:
    """TIME, and h:mm:ss with AM or PM read field by field, zeros too ("10:00:00 p.m." -> "ten
    hours zero minutes and zero seconds PM")."""
    def field(single: str) -> pynini.Fst:
        return time._count(g, single) | pynini.cross(pynini.union("0", "00"), f"zero {single}s")

    full = (field("hour") + pynini.cross(":", " ") + field("minute") + pynini.cross(":", " and ")
            + field("second") + time._space() + tsv_map(_AM_PM)
            + pynini.closure(time._space() + tsv_map(_ZONES), 0, 1))
    return (time.time(g, am_pm=_AM_PM, zones=_ZONES, late_word=" o'clock")
            | add_weight(full, -1.0)).optimize()


_WITHOUT_AND = {
    cardinal: ("ordinal_names",), years: ("decade",), fraction: ("FRACTION",),
    date: ("DATE.day", "DATE.two_digit_year"),
    roman: ("ROMAN",),
}

def _house_number(g: GrammarSet) -> pynini.Fst:
    """A house number read in pairs of digits: "12", "1 23" -> "one twenty three", "7 08" ->
    "seven zero eight", "27 88" -> "twenty seven eighty eight"."""
    plain = g.get("number_names.plain")
    pair = (pynini.compose(_NONZERO + DIGIT, plain)
            | pynini.cross("0", "zero ") + pynini.compose(DIGIT, plain))
    small = pynini.compose(_NONZERO + pynini.closure(DIGIT, 0, 1), plain)
    three = pynini.compose(_NONZERO, plain) + insert(" ") + pair
    four = pynini.compose(_NONZERO + DIGIT, plain) + insert(" ") + pair
    return (small | three | four).optimize()


def street_address(g: GrammarSet) -> pynini.Fst:
    """"2788 N Elm Expy, Santa Clara, CA 95051" -> "twenty seven eighty eight North Elm
    Expressway, Santa Clara, California nine five zero five one"."""
    word = pynini.closure(pynini.union(*string.ascii_letters), 1)
    street_type = abbreviation.reader(_LEX + "abbreviations_street.tsv")(g)
    ordinal = pynini.compose(pynini.closure(DIGIT, 1), g.get("ordinal_names")) + delete(
        pynini.union("st", "nd", "rd", "th"))
    # A direction letter is a direction, not a street name ("N 1st St").
    named = add_weight(word, 0.1) | ordinal
    name = named + pynini.closure(" " + named, 0, 2)
    direction = tsv_map(_LEX + "directions.tsv") + " "
    street = (_house_number(g) + " " + pynini.closure(direction, 0, 1) + name + " "
              + street_type)
    city = ", " + word + pynini.closure(" " + word, 0, 2)
    state = ", " + tsv_map(_LEX + "us_states.tsv")
    zip_code = pynini.closure(",", 0, 1) + " " + pynini.compose(DIGIT ** 5, g.get("digit_by_digit"))
    return (street + pynini.closure(city, 0, 1) + pynini.closure(state, 0, 1)
            + pynini.closure(zip_code, 0, 1)).optimize()


def title(_: GrammarSet) -> pynini.Fst:
    """"Dr." -> "doctor", "Mrs." -> "misses" (capitalized titles before a name)."""
    return (tsv_map(_LEX + "titles.tsv") + pynini.closure(delete("."), 0, 1)).optimize()


def numeric_date(g: GrammarSet) -> pynini.Fst:
    """"08/05/2006", "01.10.2010" -> "august fifth two thousand six", "january tenth twenty ten":
    NeMo reads the month first whatever the separator; day first only where the month cannot
    be first ("17/11/2005")."""
    day, month = g.get("DATE.day"), date._month_number()
    year = g.get("year") | g.get("DATE.two_digit_year")
    readings = []
    for sep in ("/", "-", "."):
        cut = delete(sep)
        readings.append(month + cut + insert(" ") + day + cut + insert(" ") + year)
        readings.append(add_weight(insert("the ") + day + cut + insert(" of ") + month + cut
                                   + insert(" ") + year, 1.0))
    return pynini.union(*readings).optimize()


def year_first_date(g: GrammarSet) -> pynini.Fst:
    """"2016-11-03", "1998/2/30" -> "november third twenty sixteen": month, day, year."""
    day, month, names = g.get("DATE.day"), date._month_number(), g.get("year")
    pairs_ = [
        (f"{sep}{mm}{sep}{dd}", f"{fst.apply(month, str(m))} {fst.apply(day, str(d))}")
        for m in range(1, 13) for d in range(1, 32) for sep in ("-", "/")
        for mm in {str(m), f"{m:02d}"} for dd in {str(d), f"{d:02d}"}
    ]
    month_day = pynini.string_map(pairs_).optimize()
    return pynini.union(*[delete(str(y)) + month_day + insert(" " + fst.apply(names, str(y)))
                          for y in date._ISO_YEARS]).optimize()


def measure_reading(g: GrammarSet) -> pynini.Fst:
    """MEASURE with the units named after people capitalized ("two degrees Celsius") and
    those spelled in capitals ("three CC")."""
    capitalize = pynini.cdrewrite(tsv_map(_LEX + "capitalized_units.tsv"),
                                  pynini.union("[BOS]", " "), pynini.union("[EOS]", " "), SIGMA)
    return pynini.compose(measure.measure(g), capitalize).optimize()


def _comma_kept() -> pynini.Fst:
    """Between a date's day or month and its year: a comma stays ("july 4, 1776" -> "july
    fourth, seventeen seventy six"), spaces become one; a comma without a space stays so
    ("23rd july,1998" -> "... of july,nineteen ninety eight")."""
    spaces = delete(pynini.closure(" ", 1)) + insert(" ")
    return (pynini.closure(",", 0, 1) + spaces | pynini.accep(",")).optimize()


def year_oh(g: GrammarSet) -> pynini.Fst:
    """Years with "oh" for a zero ("1506" -> "fifteen oh six")."""
    oh = pynini.cdrewrite(pynini.cross(" o ", " oh "), "", "", SIGMA)
    return pynini.compose(years.TRANSDUCERS["year"](_PlainNumbers(g)), oh).optimize()


def name_ordinal(g: GrammarSet) -> pynini.Fst:
    """"II" after a name -> "second" ("Sam II")."""
    return pynini.compose(g.get("ROMAN.value"), g.get("ordinal_names")).optimize()


def initials(_: GrammarSet) -> pynini.Fst:
    """"C. S." before a name -> "CS"."""
    upper = pynini.union(*string.ascii_uppercase)
    return (upper + delete(". ") + upper + delete(".")).optimize()


def money_reading(g: GrammarSet) -> pynini.Fst:
    """MONEY without "and" in an amount with a scale word ("four hundred sixty billion won")
    and "US$" as "us dollars"."""
    number_word = pynini.union(*(name for file in ("digit", "teen", "ty")
                                 for _, name in pairs(f"en/{file}.tsv")))
    scale = pynini.union(*(name for _, name in pairs("en/scale.tsv")))
    right = pynini.closure(" " + number_word) + " " + scale
    no_and = pynini.cdrewrite(delete(" and"), "hundred", right, SIGMA)
    us = pynini.cdrewrite(pynini.cross("u s dollar", "us dollar"), "", "", SIGMA)
    return pynini.compose(pynini.compose(money.money(g), no_and), us).optimize()


def era(g: GrammarSet) -> pynini.Fst:
    """"340 A.D" -> "three forty AD": a three-digit year in pairs (not a round hundred), the
    marker in capitals."""
    pairs_ = pynini.difference(_NONZERO + DIGIT + DIGIT, _NONZERO + "00")
    three = pynini.compose(pairs_, _house_number(g))
    number = g.get("year") | three | add_weight(g.get("CARDINAL"), 1.0)
    marker = tsv_map(_LEX + "eras.tsv")
    space = pynini.closure(delete(" "), 0, 1) + insert(" ")
    return (number + space + marker | marker + space + number).optimize()


def dashed(g: GrammarSet) -> pynini.Fst:
    """"2-5" -> "two - five": NeMo reads a hyphen between two plain numbers as a dash."""
    short = pynini.difference(pynini.closure(DIGIT, 1), DIGIT ** 5 + pynini.closure(DIGIT))
    number = pynini.compose(short, g.get("CARDINAL")) | g.get("DIGIT.long")
    dash = pynini.cross("-", " - ") | pynini.accep(" - ")
    return (number + dash + number).optimize()


OVERRIDES = {
    **nemo_codes.OVERRIDES,
    **{name: _plain(module.TRANSDUCERS[name])
       for module, names in _WITHOUT_AND.items() for name in names},
    "number_names.plain": kestrel_number_names,
    "number_names": number_names,
    "digit_by_digit": digit_by_digit,
    "TELEPHONE": telephone,
    "TIME": time_reading,
    "ADDRESS": _plain(lambda g: address.address(g, keep_case=True)),
    "RANGE.dashed": dashed,
    "MEASURE": measure_reading,
    "MONEY": money_reading,
    "DATE.era": _plain(era),
    "year": year_oh,
    "ROMAN.name_ordinal": name_ordinal,
    "LETTERS.initials": initials,
    "ABBREVIATION.whitelist": abbreviation.reader(_LEX + "whitelist.tsv"),
    "DATE.numeric": _plain(numeric_date),
    "DATE.spelled": _plain(lambda g: date.spelled(g, gap=_comma_kept())),
    "DATE.spelled_after_the": _plain(lambda g: date.spelled_after_the(g, gap=_comma_kept())),
    "DATE.year_first": _plain(year_first_date),
    "ABBREVIATION.nemo_title": title,
    "ADDRESS.street": street_address,
    "LETTERS": letters,
    "LETTERS.mixed": mixed,
    "LETTERS.dotted": dotted,
    "ABBREVIATION.street": abbreviation.reader(_LEX + "abbreviations_street.tsv"),
}

_STREET_TYPE = abbreviation.keys(_LEX + "abbreviations_street.tsv")
_STATE = alternation(w for w, _ in pairs(_LEX + "us_states.tsv"))
_CAPITALIZED = r"[A-Z][a-z]+"
_STREET_ADDRESS = (
    rf"(?<![\w.,\-/])\d{{1,4}} (?:[NSEW]{{1,2}} )?(?:(?:{_CAPITALIZED}|\d+(?:st|nd|rd|th)) ){{1,3}}"
    rf"{_STREET_TYPE}(?:\.(?=\s*$|\s+\d))?(?:, {_CAPITALIZED}(?: {_CAPITALIZED}){{0,2}})?"
    rf"(?:, {_STATE}\b)?(?:,? \d{{5}}(?!\d))?(?![\w])")

_WHITELIST = alternation(w for w, _ in pairs(_LEX + "whitelist.tsv"))
LOWERCASE_STARTS = frozenset(w for w, _ in pairs(_LEX + "whitelist.tsv") if w.isalpha())
_TITLE = alternation(w for w, _ in pairs(_LEX + "titles.tsv"))

RULES_BEFORE = {
    **nemo_codes.RULES_BEFORE,
    "roman": [Rule("ORDINAL", r"(?=[IVX]{2})"
                   rf"(?<=\b(?!(?:{roman._context('cardinal')})\b)[A-Z][a-z]+ )[IVXL]+(?!\w)",
                   "ROMAN.name_ordinal")],
    "letters": [Rule("LETTERS", r"(?=[A-Z]\. )(?<![\w.])[A-Z]\. [A-Z]\.(?= [A-Z][a-z])",
                     "LETTERS.initials")],
    # Listed words before any class reads a part of them ("401(k)").
    "math": [Rule("ABBREVIATION", rf"(?={_WHITELIST})(?<![\w.])(?:{_WHITELIST})(?![\w(])",
                  "ABBREVIATION.whitelist")],
    "abbreviation": [Rule("ABBREVIATION", rf"(?<![\w.])\b{_TITLE}\.?(?=\s+[A-Z])",
                          "ABBREVIATION.nemo_title")],
    # A street address with its house number (street types without one stay as written).
    "telephone": [*nemo_codes.RULES_BEFORE["telephone"],
                  Rule("ADDRESS", _STREET_ADDRESS, "ADDRESS.street")],
    # A zone glued to "p.m." ("1:59 p.m.est").
    "time": [Rule("TIME", r"(?=\d)(?<![\w:/]|\d[.,])\d{1,2}(?::[0-5]\d)?\s?[ap]\.m\."
                  + rf"{alternation(w for w, _ in pairs(_ZONES))}(?!\w)", "TIME"),
             *time.rules(_AM_PM, _ZONES)],
    # A number of one to three digits, a hyphen, a number: not a year span or a telephone.
    "range": [*nemo_codes.RULES_BEFORE["range"],
              Rule("RANGE", r"(?=\d)(?<![\w.,\-−–/:])\d{1,3}(?:-| - )\d+(?![\w%]|[.,]\d|[-–/:]\d)",
                   "RANGE.dashed")],
}
DROPPED_RULES = ("TIME", "TIME.dotted", "ABBREVIATION.street", "ABBREVIATION.title")


@cache
def _scale_words() -> frozenset[str]:
    return frozenset(["hundred", *(name for _, name in pairs("en/scale.tsv"))])


def number_names_fast(span: str) -> str | None:
    """= number_names (tests/test_en_nemo.py)."""
    words = number_words.number_names_fast(span)
    if words is None:
        return None
    words_list = words.split()
    scales = _scale_words()
    last = max((i for i, w in enumerate(words_list) if w in scales), default=None)
    if last is None or last == len(words_list) - 1 or words_list[last] not in _AND_AFTER:
        return words
    return " ".join([*words_list[:last + 1], "and", *words_list[last + 1:]])


def cardinal_fast(span: str) -> str | None:
    """= CARDINAL: optional sign, digits plain or comma-grouped."""
    sign = ""
    if span[:1] in ("-", "−"):
        sign, span = "minus ", span[1:]
    if "," in span:
        if not number_words._GROUPED.fullmatch(span):
            return None
        span = span.replace(",", "")
    words = number_names_fast(span)
    return sign + words if words is not None else None


def digit_by_digit_fast(span: str) -> str | None:
    """= digit_by_digit."""
    if not span.isascii() or not span.isdigit():
        return None
    reading = mapping(_LEX + "digit_reading.tsv")
    return " ".join(reading[c] for c in span)


FAST_PATHS = {
    "number_names": number_names_fast,
    "CARDINAL": cardinal_fast,
    "digit_by_digit": digit_by_digit_fast,
}
