"""The pure-Python fast path of DATE.spelled equals its FST on every input: the same reading
where the FST accepts, None where it rejects (the engine uses the fast path instead of the FST)."""

from __future__ import annotations

from conftest import en_tn_transducers
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import fst
from textnorm.grammars.en.tn import date

_month = st.sampled_from([
    "March", "march", "MARCH", "MaRch", "May", "may", "Sept", "Sept.", "sept.", "SEPT.", "Sep",
    "Jan.", "Jan", "June.", "Juneau", "Mar", "Dec.", "Octo", "", "4",
])
_number = st.one_of(st.integers(0, 40).map(str), st.integers(0, 9).map(lambda n: f"0{n}"),
                    st.sampled_from(["010", "001", "32", "099"]))
_suffix = st.sampled_from(["", "", "st", "nd", "rd", "th", "TH", "s"])
_day = st.tuples(_number, _suffix).map("".join)
_year = st.one_of(st.integers(900, 2100).map(str), st.integers(0, 2200).map(str),
                  st.sampled_from(["0990", "", "20145", "99"]))
_gap = st.sampled_from([" ", " ", " ", ", ", ", ", "  ", ",", " ,", "-", "", ",  "])
_dash = st.sampled_from(["-", "–", "—", " - ", "- ", "--", "/"])
_days = st.one_of(_day, st.tuples(_number, _dash, _number).map("".join))
_spans = st.one_of(
    st.tuples(_days, _gap, _month, _gap, _year).map("".join),
    st.tuples(_month, _gap, _days, _gap, _year).map("".join),
    st.tuples(_days, _gap, _month).map("".join),
    st.tuples(_month, _gap, _days).map("".join),
    st.tuples(_month, _gap, _year).map("".join),
    st.text("0123456789 ,-–MarchMayJun.st", max_size=16),
)


@settings(max_examples=1500, deadline=None)
@given(span=_spans)
def test_spelled_fast_path_equals_fst(span):
    expected = fst.apply(en_tn_transducers()["DATE.spelled"], span)
    assert date.spelled_fast(span) == expected


def test_spelled_fast_path_on_common_dates():
    fsa = en_tn_transducers()["DATE.spelled"]
    for day in range(0, 33):
        for month in ("April", "Apr.", "may"):
            for year in ("", " 1999", ", 2014", " 350"):
                for span in (f"{day} {month}{year}", f"{month} {day}{year}", f"{month}{year}"):
                    assert date.spelled_fast(span) == fst.apply(fsa, span), span
