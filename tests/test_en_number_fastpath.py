"""The pure-Python fast paths of the English number transducers equal the FSTs on every input:
same reading where the FST accepts, None where it rejects (the engine relies on both).

Each fast path is checked twice: on spans drawn from the shapes its FST reads (every draw must
be accepted, so the property cannot pass by comparing two rejections), and on near misses of
those shapes plus other classes' shapes and noise (at least half must be rejected, so the
rejection side is reached too). Finite shapes that matter most (years, decades) are also checked
exhaustively. The draws are derandomized: every run checks the same spans, and a failure
reproduces."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import en_tn_transducers, fast_path_vs_fst
from hypothesis import settings
from hypothesis import strategies as st

from textnorm import fst
from textnorm.grammars.en.tn import cardinal, decimal, number_words, ordinal, years
from textnorm.grammars.en.tn import range as range_
from textnorm.lexicon import pairs

_FAST = {**cardinal.FAST_PATHS, **years.FAST_PATHS, **ordinal.FAST_PATHS,
         **decimal.FAST_PATHS, **range_.FAST_PATHS}
_SCALES = [name for _, name in pairs("en/scale.tsv")]
_MAX_DIGITS = 3 * (len(_SCALES) + 1)  # past this, no scale word names the leading group
_SETTINGS = settings(max_examples=400, deadline=None, derandomize=True)


# ---- shapes each FST reads (built by hand from the grammar's documented language) ----

def _of_length(lo: int, hi: int) -> st.SearchStrategy[str]:
    """Digit strings without a leading zero, every length from lo to hi equally likely."""
    return st.integers(lo, hi).flatmap(lambda k: st.integers(10 ** (k - 1), 10 ** k - 1)).map(str)


# Silent and near-silent groups: "1000005", "20000000300".
_zero_groups = st.tuples(
    st.integers(1, 999).map(str),
    st.lists(st.sampled_from(["000", "000", "001", "010", "100", "007", "305", "999"]),
             min_size=1, max_size=_MAX_DIGITS // 3 - 1),
).map(lambda t: t[0] + "".join(t[1]))
# Years the way running text has them, and the patterns the year reading treats apart:
# a000, a00c, ab00, ab0c.
_year = st.one_of(
    st.integers(1000, 2099).map(str),
    st.integers(1, 9).map(lambda a: f"{a}000"),
    st.tuples(st.integers(1, 9), st.integers(1, 9)).map(lambda t: f"{t[0]}00{t[1]}"),
    st.integers(11, 99).map(lambda ab: f"{ab}00"),
    st.tuples(st.integers(10, 99), st.integers(1, 9)).map(lambda t: f"{t[0]}0{t[1]}"),
    st.integers(100, 999).map(str),
    st.integers(2100, 9999).map(str),
)
_plain = st.one_of(st.just("0"), _of_length(1, 3), _of_length(4, _MAX_DIGITS), _zero_groups,
                   _year)
_grouped = _plain.map(lambda digits: f"{int(digits):,}")
_unsigned = st.one_of(_plain, _grouped)
_sign = st.sampled_from(["", "-", "−"])
_codes = st.one_of(  # leading zeros: codes, read digit by digit
    st.text("0123456789", min_size=1, max_size=30),
    st.tuples(st.text("0", min_size=1, max_size=3), st.text("0123456789", max_size=8)).map(
        "".join),
)


def _with_suffix(digits: str, case: str) -> str:
    suffix = number_words.ordinal_suffix(digits.replace(",", ""))
    return digits + {"lower": suffix, "upper": suffix.upper()}.get(case, case)


_ordinal = st.tuples(_unsigned, st.sampled_from(["lower", "lower", "upper", "º", "ª"])).map(
    lambda t: _with_suffix(*t))
_fraction = st.one_of(st.just("0"), st.text("0123456789", min_size=1, max_size=12))
_point = st.tuples(st.one_of(st.just(""), _unsigned), _fraction).map(".".join)  # 1,234.05
_decimal = st.tuples(
    _sign, _point, st.one_of(st.just(""), st.sampled_from(_SCALES).map(lambda s: " " + s)),
).map("".join)
_s = st.sampled_from(["s", "'s", "’s"])
_decade = st.one_of(
    st.tuples(st.integers(100, 209).map(lambda n: f"{n}0"), _s),  # 1990s, 2000s
    st.tuples(st.integers(210, 999).map(lambda n: f"{n}0"), _s),  # 4000s
    st.tuples(st.integers(10, 99).map(lambda n: f"{n}0"), _s),  # 190s, 200s: three digits
    st.tuples(st.integers(1, 9).map(lambda n: f"{n}00"), _s),  # 100s .. 900s
    st.tuples(st.sampled_from(["'", "’"]), st.integers(1, 9).map(lambda n: f"{n}0"), _s).map(
        lambda t: (t[0] + t[1], t[2])),  # '90s
    st.tuples(st.integers(1, 99).map(str), _s),  # 19s, 2s
).map("".join)
_dash = st.tuples(st.sampled_from(["", " "]), st.sampled_from(["-", "–", "—", "‒"]),
                  st.sampled_from(["", " "])).map("".join)
_range_end = st.one_of(_unsigned, _codes.map(lambda c: "0" + c), _point)
_range = st.one_of(
    st.tuples(_range_end, _dash, _range_end),
    st.tuples(st.integers(1000, 2099).map(str), _dash, st.integers(1000, 2099).map(str)),
    st.tuples(st.integers(1000, 1999).map(str), _dash, st.integers(0, 999).map(str)),
    st.integers(1900, 2098).flatmap(lambda y: st.tuples(
        st.just(str(y)), _dash, st.sampled_from([str(y + 1), f"{(y + 1) % 100:02d}"]))),
    st.tuples(_decade, _dash, _decade),
    st.tuples(st.integers(1000, 9999).map(str), st.sampled_from(["/", " / "]),
              st.one_of(st.integers(10, 99).map(str), st.integers(1000, 9999).map(str))),
    st.tuples(_range_end, st.sampled_from([":", " : ", ":", " :"]), _range_end),
).map("".join)

_ACCEPTED = {
    "number_names": _plain,
    "ordinal_names": _plain,
    "digit_by_digit": _codes,
    "CARDINAL": st.tuples(_sign, _unsigned).map("".join),
    "ORDINAL": _ordinal,
    "DECIMAL": _decimal,
    "year": _year,
    "decade": _decade,
    "RANGE": _range,
}

# ---- near misses: one edit away from an accepted shape, other classes' shapes, noise ----

_EDIT_CHARS = list("0123456789,.-−–/: '’sthndrTHº ª x") + ["million", "s"]


@st.composite
def _one_edit(draw, shapes: st.SearchStrategy[str]) -> str:
    span = draw(shapes)
    at = draw(st.integers(0, len(span)))
    char = draw(st.sampled_from(_EDIT_CHARS))
    edit = draw(st.sampled_from(["insert", "delete", "replace", "zero", "comma"]))
    if edit == "insert":
        return span[:at] + char + span[at:]
    if edit == "delete":
        return span[:at] + span[at + 1:]
    if edit == "replace":
        return span[:at] + char + span[at + 1:]
    if edit == "zero":
        return "0" + span
    return span[:at] + "," + span[at:]  # a misplaced group separator


_OTHERS = st.one_of(
    *_ACCEPTED.values(),
    st.text("0123456789,-−stndrhTHº ª.x", max_size=12),
    st.floats(0, 1e9, allow_nan=False).map(str),
    st.integers(10 ** 20, 10 ** 28).map(str),  # around the largest scale word
)
_NEAR = {name: st.one_of(_one_edit(shapes), _one_edit(shapes), _OTHERS)
         for name, shapes in _ACCEPTED.items()}
# Near misses must mostly be misses: at least this share of them is rejected by the FST
# (measured: 0.6-0.95 depending on the class).
_NEAR_REJECTED = 0.5


def _compare(name: str, shapes: st.SearchStrategy[str]) -> Counter:
    """Runs the property over `shapes`; counts the draws the FST accepts and rejects."""
    return fast_path_vs_fst(en_tn_transducers()[name], _FAST[name], shapes, _SETTINGS)


def test_every_fast_path_has_shapes():
    assert set(_ACCEPTED) == set(_FAST)


@pytest.mark.parametrize("name", sorted(_FAST))
def test_fast_path_equals_fst_on_its_shapes(name):
    counts = _compare(name, _ACCEPTED[name])
    assert counts["rejected"] == 0, f"the {name} shapes drew spans its FST rejects"


@pytest.mark.parametrize("name", sorted(_FAST))
def test_fast_path_equals_fst_on_near_misses(name):
    counts = _compare(name, _NEAR[name])
    assert counts["rejected"] >= _NEAR_REJECTED * sum(counts.values()), counts


@pytest.mark.parametrize("name", ["CARDINAL", "ORDINAL", "number_names", "year", "decade"])
def test_fast_path_on_every_year_shape(name):
    """Exhaustive over 0..2999 as plain digits (the hottest spans in running text; ordinals with
    their suffix and with "d"), and for decades over every "Ns" to 9999 and every "'Ns"."""
    fsa = en_tn_transducers()[name]
    if name == "decade":
        spans = [f"{n}s" for n in range(10000)] + [f"'{n:02d}s" for n in range(100)]
    else:
        spans = [str(n) for n in range(3000)]
    if name == "ORDINAL":
        suffixes = [number_words.ordinal_suffix(span) for span in spans]
        # "2d", "23d": the older spelling of "nd" and "rd" (and "1d", "4d" are no ordinals)
        spans = [span + suffix for span, suffix in zip(spans, suffixes, strict=True)] \
            + [span + "d" for span in spans]
    for span in spans:
        assert _FAST[name](span) == fst.apply(fsa, span), span
