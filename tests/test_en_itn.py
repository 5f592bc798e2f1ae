"""English ITN beyond the case files: alignment for ASR word timestamps, the candidate scan,
odd input, and that the number core is the TN grammar inverted."""

from __future__ import annotations

import pytest
from conftest import case_inputs, outside_spans
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.fst import apply

_INPUTS = case_inputs("en/itn/*.tsv")


@pytest.fixture(scope="module")
def itn(normalizer):
    return normalizer("en", "itn")


def test_spans_point_back_at_the_spoken_words(itn):
    text = "Call me at three thirty p m about twenty five dollars, okay?"
    result = itn.normalize_with_alignment(text)
    assert result.text == "Call me at 03:30 p.m. about $25, okay?"
    pieces = [(text[s.src_start:s.src_end], result.text[s.out_start:s.out_end], s.cls)
              for s in result.spans]
    assert pieces == [("three thirty p m", "03:30 p.m.", "TIME"),
                      ("twenty five dollars", "$25", "MONEY")]


def test_untouched_text_has_no_spans(itn):
    assert itn.normalize_with_alignment("one of them said hello").spans == []


def test_candidate_scan_equals_exhaustive_scan(itn):
    exhaustive = Normalizer(lang="en", mode="itn", exhaustive=True)
    differing = [(text, itn.normalize(text), exhaustive.normalize(text))
                 for text in _INPUTS if itn.normalize(text) != exhaustive.normalize(text)]
    assert not differing


@pytest.mark.parametrize("text", [
    "", " ", "\t", "dot", "at dot at", "point", "minus", "a", "double", "the of may",
    "one\u0000two three", "twenty\u200bfive", "ünïcödé twenty five", "𝟚 two 𝟚",
    "twenty " * 2000,
])
def test_odd_input_never_raises_and_keeps_newlines_out(itn, text):
    out = itn.normalize(text)
    assert isinstance(out, str)
    assert out.count("\n") == text.count("\n")


def test_long_line(itn):
    line = "he paid twenty five dollars on june first. " * 5000
    out = itn.normalize(line)
    assert out == "he paid $25 on june 1. " * 5000


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=13, max_value=10 ** 15))
def test_cardinal_inverts_tn_number_names(itn, n):
    """ITN reads back every number the TN grammar writes (numbers below 13 stay words, and
    "five million" is the quantity "5 million")."""
    assume(n % 1_000_000 or n // 1_000_000 % 1000 == 0 and n % 10 ** 9)
    words = apply(itn.processor.transducers()["number_names"], str(n))
    assert itn.normalize(words) == str(n)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdo tw-enyhu.'")), max_size=40))
def test_text_is_never_lost(itn, text):
    """Whatever no rule reads passes through: every non-space character of the input that is
    not inside a rewritten span is in the output, in order."""
    source, output = outside_spans(text, itn.normalize_with_alignment(text))
    assert source == output
