"""The rule engine's fast candidate scan gives what trying every position gives."""

from __future__ import annotations

import pytest
from conftest import case_inputs, check_text_outside_spans_kept
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.errors import UnsupportedOptionError

_INPUTS = case_inputs("en/tn/*.tsv")


@pytest.fixture(scope="module")
def exhaustive():
    return Normalizer(lang="en", mode="tn", exhaustive=True)


def test_candidate_scan_equals_exhaustive_scan(normalizer, exhaustive):
    fast = normalizer("en", "tn")
    differing = [(text, fast.normalize(text), exhaustive.normalize(text))
                 for text in _INPUTS if fast.normalize(text) != exhaustive.normalize(text)]
    assert not differing


def test_unknown_option_is_a_clear_error():
    with pytest.raises(UnsupportedOptionError, match="does not take option"):
        Normalizer(lang="en", mode="tn", from_lang="fr")


# Pieces of written text that trip rules: numbers, separators, units, symbols, capitals, scripts.
_PIECES = ["1", "23", "1,000", "3.5", "-", "–", "/", ":", ".", ",", "$", "£", "%", "km", "s",
           "in", "St.", "Dr", "No.", "IARC", "U.S.", "May", "March", "1990s", "21st", "@", "#",
           "http://", "www.", ".com", "α", "½", "²", "(", ")", '"', "'", "é", "नमस्ते", "\u200b",
           "\t", "x", "II", "a", "the", "1:30", "p.m.", "&"]


_text = st.lists(st.tuples(st.sampled_from(_PIECES), st.sampled_from(["", " ", "  "])),
                 max_size=12).map(lambda pieces: "".join(piece + space for piece, space in pieces))
_MIN_WITH_SPANS = 0.5  # measured: about 0.75 of the draws have a rewritten span


def test_text_outside_spans_is_never_lost(normalizer):
    """Any mix of tricky pieces: no exception, no new line, and every character outside the
    rewritten spans is in the output unchanged. The draws must actually rewrite something."""
    check_text_outside_spans_kept(normalizer("en", "tn"), _text, 150,
                                  min_with_spans=_MIN_WITH_SPANS)
