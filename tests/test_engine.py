"""The rule engine's fast candidate scan gives what trying every position gives."""

from __future__ import annotations

import pytest
from conftest import case_inputs

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
