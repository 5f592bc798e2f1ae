"""Years and decades read the Kestrel way (used by DATE, RANGE and the bare-year rule).

"1990" -> "nineteen ninety", "1905" -> "nineteen o five", "1900" -> "nineteen hundred",
"2000" -> "two thousand", "2006" -> "two thousand six", "2014" -> "twenty fourteen";
three-digit years are plain cardinals ("978" -> "nine hundred seventy eight"), as Kestrel reads
them. Decades: "1990s" -> "nineteen nineties", "90s"/"'90s" -> "nineties", "2000s" -> "two
thousands", "290s" -> "two nineties".

This module has no rules of its own: DATE and CARDINAL decide where a number is a year.
"""

from __future__ import annotations

import re
from functools import cache

import pynini

from ....fst import DIGIT, SIGMA, add_weight, delete, insert, tsv_map
from ....lexicon import mapping
from ...base import GrammarSet
from ...universal.numbers import NONZERO
from . import number_words

_LEX = "en/"
_ASCII_DIGITS = re.compile(r"[0-9]+")


def _two(g: GrammarSet) -> pynini.Fst:
    """10..99 -> words."""
    return pynini.compose(NONZERO + DIGIT, g.get("number_names"))


def _year4(g: GrammarSet) -> pynini.Fst:
    names = g.get("number_names")
    digit = tsv_map(_LEX + "digit.tsv")
    two = _two(g)
    zero = pynini.accep("0")
    # a000 and a00c read as cardinals: "two thousand", "two thousand six".
    thousands = pynini.compose(NONZERO + zero + zero + DIGIT, names)
    hundreds = pynini.compose(NONZERO + NONZERO, two) + delete("00") + insert(" hundred")
    o_digit = two + delete("0") + insert(" o ") + digit
    pairs = two + insert(" ") + pynini.compose(NONZERO + DIGIT, two)
    # ab00 with b = 0 is in `thousands`; ab0c with b = 0 likewise.
    o_digit = pynini.compose(NONZERO + NONZERO + zero + NONZERO, o_digit)
    return (thousands | hundreds | o_digit | pairs).optimize()


def year(g: GrammarSet) -> pynini.Fst:
    """Three- or four-digit year (no leading zero) -> words."""
    three = pynini.compose(NONZERO + DIGIT + DIGIT, g.get("number_names"))
    # The cardinal reading stays admissible (covering grammar), never preferred.
    cardinal = pynini.compose(NONZERO + DIGIT + DIGIT + DIGIT, g.get("number_names"))
    return (three | _year4(g) | add_weight(cardinal, 1.0)).optimize()


def _pluralize() -> pynini.Fst:
    """Words whose last word is a decade word -> the same with that word in the plural."""
    plural = tsv_map(_LEX + "cardinal_plural.tsv")
    return (pynini.closure(SIGMA + " ", 0, 1) + plural).optimize()


def decade(g: GrammarSet) -> pynini.Fst:
    """"1990s", "1990's", "'90s", "90s", "290s" -> plural readings; also plain plural numbers
    below a hundred ("Under 19s" -> "under nineteens", "in 2s and 3s")."""
    digit = tsv_map(_LEX + "digit.tsv")
    four = pynini.compose(NONZERO + DIGIT + DIGIT + "0", _year4(g))
    small = pynini.compose(NONZERO + pynini.closure(DIGIT, 0, 1), g.get("number_names"))
    three = (digit + insert(" ") + pynini.compose(NONZERO + "0", small)) \
        | pynini.compose(NONZERO + "00", g.get("number_names"))
    plural = pynini.compose(four | three | small, _pluralize())
    suffix = delete(pynini.union("s", "'s", "’s"))
    apostrophe = delete(pynini.union("'", "’"))
    short = apostrophe + pynini.compose(DIGIT + "0", plural)  # "'90s"; "'00s" has no reading
    return ((short | plural) + suffix).optimize()


TRANSDUCERS = {"year": year, "decade": decade}
RULES: list = []


def year_fast(span: str) -> str | None:
    """Equals `year` on every input (tests/test_en_number_fastpath.py)."""
    if not (3 <= len(span) <= 4) or not _ASCII_DIGITS.fullmatch(span) or span[0] == "0":
        return None
    if len(span) == 3 or span[1:3] == "00":
        return number_words.number_names_fast(span)
    head = number_words.number_names_fast(span[:2])
    if span[2:] == "00":
        return f"{head} hundred"
    if span[2] == "0":
        return f"{head} o {number_words.number_names_fast(span[3])}"
    return f"{head} {number_words.number_names_fast(span[2:])}"


@cache
def _plurals() -> dict[str, str]:
    return mapping(_LEX + "cardinal_plural.tsv")


def _plural(words: str | None) -> str | None:
    if words is None:
        return None
    head, _, last = words.rpartition(" ")
    plural = _plurals().get(last)
    if plural is None:
        return None
    return f"{head} {plural}" if head else plural


def decade_fast(span: str) -> str | None:
    """Equals `decade` on every input (tests/test_en_number_fastpath.py)."""
    for suffix in ("'s", "’s", "s"):
        if span.endswith(suffix):
            body = span[: -len(suffix)]
            break
    else:
        return None
    if body[:1] in ("'", "’"):
        body = body[1:]
        if not re.fullmatch(r"[1-9]0", body):
            return None
        return _plural(number_words.number_names_fast(body))
    if not _ASCII_DIGITS.fullmatch(body) or body[0] == "0":
        return None
    if len(body) <= 2:
        return _plural(number_words.number_names_fast(body))
    if len(body) == 3 and body[2] == "0":
        if body[1] == "0":
            return _plural(number_words.number_names_fast(body))
        return _plural(f"{number_words.number_names_fast(body[0])} "
                       f"{number_words.number_names_fast(body[1:])}")
    if len(body) == 4 and body[3] == "0":
        return _plural(year_fast(body))
    return None


FAST_PATHS = {"year": year_fast, "decade": decade_fast}
