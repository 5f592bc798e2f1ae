"""The pure-Python fast paths of the English number transducers equal the FSTs on every input:
same reading where the FST accepts, None where it rejects (the engine relies on both)."""

from __future__ import annotations

import pytest
from conftest import en_tn_transducers
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import fst
from textnorm.grammars.en.tn import cardinal, decimal, number_words, ordinal, years
from textnorm.grammars.en.tn import range as range_

_FAST = {**cardinal.FAST_PATHS, **years.FAST_PATHS, **ordinal.FAST_PATHS,
         **decimal.FAST_PATHS, **range_.FAST_PATHS}

# Shapes that matter: plain digits (with and without leading zeros, up to past the largest
# scale word), comma grouping right and wrong, signs, ordinal suffixes right and wrong.
_digits = st.text("0123456789", min_size=1, max_size=28)
_grouped = st.integers(0, 10**25).map(lambda n: f"{n:,}")
_long = st.integers(10**20, 10**28).map(str)  # around the largest scale word
_noise = st.text("0123456789,-−stndrhTHº ª.x", min_size=0, max_size=12)
_scale = st.sampled_from(["", " million", " billion", " thousand", " millions", "million", " x"])
_suffix = st.sampled_from(["", "st", "nd", "rd", "th", "ST", "Nd", "º", "ª", "s", "t"])
_sign = st.sampled_from(["", "-", "−", "+", "--"])
_whole = st.one_of(st.just(""), _digits, _grouped)
_point = st.sampled_from([".", ",", ""])
_decimal = st.tuples(_sign, _whole, _point, _digits, _scale).map("".join)
_apostrophe = st.sampled_from(["", "'", "’"])
_decade = st.tuples(_apostrophe, st.integers(0, 2100).map(str), _apostrophe,
                    st.sampled_from(["s", "", "x"])).map("".join)
_end = st.one_of(_digits, _grouped, st.integers(990, 2100).map(str), _decimal, _decade)
_space = st.sampled_from(["", " ", "  "])
_separator = st.sampled_from(["-", "–", "—", "/", ":", "x", "--"])
_range = st.tuples(_end, _space, _separator, _space, _end).map("".join)
_season = st.integers(1890, 2100).flatmap(lambda y: st.sampled_from(
    [f"{y}-{y + 1}", f"{y}-{(y + 1) % 100:02d}", f"{y} – {y + 1}", f"{y}/{y + 1}", f"{y}-{y + 2}"]))
_spans = st.one_of(
    _digits,
    _grouped,
    _long,
    _noise,
    st.tuples(_sign, st.one_of(_digits, _grouped), _suffix).map("".join),
    st.integers(0, 9999).map(str),
    _decimal,
    _decade,
    _range,
    _season,
    st.floats(0, 1e9, allow_nan=False).map(str),
    st.integers(0, 3000).map(lambda n: f"{n}{number_words.ordinal_suffix(str(n))}"),
)


@pytest.mark.parametrize("name", sorted(_FAST))
@settings(max_examples=400, deadline=None)
@given(span=_spans)
def test_fast_path_equals_fst(name, span):
    expected = fst.apply(en_tn_transducers()[name], span)
    assert _FAST[name](span) == expected


@pytest.mark.parametrize("name", ["CARDINAL", "ORDINAL", "number_names", "year"])
def test_fast_path_on_every_year_shape(name):
    """Exhaustive over 0..2999 as plain digits: the hottest spans in running text."""
    fsa = en_tn_transducers()[name]
    for n in range(3000):
        span = str(n)
        if name == "ORDINAL":
            span += number_words.ordinal_suffix(span)
        assert _FAST[name](span) == fst.apply(fsa, span), span
