"""The pure-Python fast path of DATE.spelled equals its FST on every input: the same reading
where the FST accepts, None where it rejects (the engine uses the fast path instead of the FST).

As in test_en_number_fastpath.py, the property runs on the date shapes the FST reads (every
draw must be accepted) and on near misses (a minimum share must be rejected); draws are
derandomized so that every run checks the same spans."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import en_tn_transducers, fast_path_vs_fst
from hypothesis import settings
from hypothesis import strategies as st

from textnorm import fst
from textnorm.grammars.en.tn import date
from textnorm.lexicon import load

_SETTINGS = settings(max_examples=600, deadline=None, derandomize=True)

# ---- the shapes DATE.spelled reads: day-month-year, month-day-year, day spans, "March-4",
# "March 2014"; months in title, lower and upper case, abbreviations with or without a point.

_FULL = [e.written for e in load("en/months.tsv")]
_SHORT = [e.written for e in load("en/month_abbreviations.tsv")]
_month = st.one_of(
    st.sampled_from(_FULL), st.sampled_from(_SHORT),
    st.sampled_from([a + "." for a in _SHORT]),
).flatmap(lambda m: st.sampled_from([m, m.lower(), m.upper()]))
_number = st.tuples(st.sampled_from(["", "", "", "0"]), st.integers(1, 31).map(str)).map(
    "".join)  # "7", "07", "010": an optional leading zero
_day = st.tuples(_number, st.sampled_from(["", "st", "nd", "rd", "th"])).map("".join)
_dash = st.tuples(st.sampled_from(["", " "]), st.sampled_from(["-", "–", "—"]),
                  st.sampled_from(["", " "])).map("".join)
_days = st.tuples(_number, _dash, _number).map("".join)  # "6-8", "13 – 15"
_year = st.one_of(  # years 1000-2099 and the shapes read apart: 2000, 2006, 1900, 1905, 978
    st.integers(1000, 2099).map(str),
    st.integers(1, 9).map(lambda a: f"{a}00{a}"), st.integers(11, 99).map(lambda a: f"{a}00"),
    st.integers(100, 999).map(str), st.integers(2100, 9999).map(str),
)
_space = st.sampled_from([" ", " ", "  "])
_gap = st.sampled_from([" ", ", ", ",", ",  ", "  "])
_with_year = st.one_of(st.just(""), st.tuples(_gap, _year).map("".join))
_spelled = st.one_of(
    st.tuples(_day, _space, _month, _with_year),  # 4th March, 2014
    st.tuples(_days, _space, _month, _with_year),  # 6-8 Jan 2005
    st.tuples(_month, _space, _day, _with_year),  # March 4, 2014
    st.tuples(_month, _space, _days, _with_year),  # December 13-15
    st.tuples(_month, st.just("-"), _day,
              st.one_of(st.just(""), _year.map(lambda y: "-" + y))),  # March-4-2014
    st.tuples(_month, _gap, _year),  # March 2014
).map("".join)

# ---- near misses: one edit away, months that are not months, days and years out of range.

_EDIT_CHARS = list("0123456789 ,.-–stndrhMayJune") + ["Sept", "th", "  "]


@st.composite
def _one_edit(draw, shapes: st.SearchStrategy[str]) -> str:
    span = draw(shapes)
    at = draw(st.integers(0, len(span)))
    char = draw(st.sampled_from(_EDIT_CHARS))
    edit = draw(st.sampled_from(["insert", "delete", "replace"]))
    if edit == "insert":
        return span[:at] + char + span[at:]
    if edit == "delete":
        return span[:at] + span[at + 1:]
    return span[:at] + char + span[at + 1:]


_not_month = st.sampled_from(["MaRch", "Juneau", "Octo", "Mayo", "Sept..", "4", "", "Jn"])
_bad_day = st.sampled_from(["0", "00", "32", "099", "001"])
_bad_year = st.sampled_from(["0990", "20145", "99", "0"])
_near = st.one_of(
    _one_edit(_spelled), _one_edit(_spelled),
    st.tuples(_day, _space, _not_month, _with_year).map("".join),
    st.tuples(_month, _space, _bad_day, _with_year).map("".join),
    st.tuples(_month, _gap, _bad_year).map("".join),
    st.text("0123456789 ,-–MarchMayJun.st", max_size=16),
)
_NEAR_REJECTED = 0.5  # measured: about 0.85


def _compare(shapes: st.SearchStrategy[str]) -> Counter:
    return fast_path_vs_fst(en_tn_transducers()["DATE.spelled"], date.spelled_fast, shapes,
                            _SETTINGS)


def test_spelled_fast_path_equals_fst_on_date_shapes():
    counts = _compare(_spelled)
    assert counts["rejected"] == 0, "the date shapes drew spans DATE.spelled rejects"


def test_spelled_fast_path_equals_fst_on_near_misses():
    counts = _compare(_near)
    assert counts["rejected"] >= _NEAR_REJECTED * sum(counts.values()), counts


@pytest.mark.parametrize("year", ["", " 1999", ", 2014", " 350", " 190", " 2000", " 1905"])
def test_spelled_fast_path_on_common_dates(year):
    fsa = en_tn_transducers()["DATE.spelled"]
    for day in range(0, 33):
        for month in ("April", "Apr.", "may"):
            for span in (f"{day} {month}{year}", f"{month} {day}{year}", f"{month}{year}"):
                assert date.spelled_fast(span) == fst.apply(fsa, span), span
