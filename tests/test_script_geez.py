"""Ge'ez script normalization beyond the case files (tests/test_script_cases.py runs those):
homophone schemes are opt-in, undefined schemes are errors, numerals."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import script_normalizer
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.errors import UnknownSchemeError
from textnorm.script import geez_numerals

CASES = Path(__file__).parent / "cases"
LANGS = ("am", "ti", "gez", "tig")


@pytest.mark.parametrize("lang", LANGS)
def test_default_scheme_never_merges_homophones(lang):
    normalizer = Normalizer(lang=lang, mode="script")
    assert normalizer.scheme == "nfc"
    assert normalizer.normalize("ሐ ሠ ዐ ፀ ኀ ሃ") == "ሐ ሠ ዐ ፀ ኀ ሃ"


@pytest.mark.parametrize("lang,scheme", [("ti", "homophone-hsl"), ("gez", "homophone"),
                                         ("tig", "homophone"), ("am", "visual")])
def test_undefined_scheme_is_a_clear_error(lang, scheme):
    with pytest.raises(UnknownSchemeError, match="available"):
        Normalizer(lang=lang, mode="script", scheme=scheme)


def test_numerals_option_combines_with_a_scheme():
    normalizer = Normalizer(lang="am", mode="script", scheme="homophone", numerals="digits")
    assert normalizer.normalize("ሠላም ፲፪") == "ሰላም 12"


def test_spans_per_changed_word():
    result = Normalizer(lang="am", mode="script", scheme="homophone").normalize_with_alignment(
        "ሰላም ሠላም")
    assert [(s.src_start, s.src_end) for s in result.spans] == [(4, 7)]


def test_wellformed():
    processor = Normalizer(lang="am", mode="script").processor
    assert processor.is_wellformed("ሰላም")
    assert not processor.is_wellformed("\u135f ሰላም")  # a combining mark with no syllable
    assert not processor.is_wellformed("ሰ\u135bላም")  # unassigned code point


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=1, max_value=10**16))
def test_numerals_round_trip(number):
    assert geez_numerals.parse(geez_numerals.format_number(number)) == number


GEEZ_TEXT = st.text(
    alphabet=st.one_of(st.characters(min_codepoint=0x1200, max_codepoint=0x139F),
                       st.sampled_from(" \n\t0123456789.,:\u200d")),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(GEEZ_TEXT, st.sampled_from(["nfc", "homophone", "homophone-hsl", "numerals-to-digits",
                                   "digits-to-numerals"]))
def test_never_raises_and_keeps_lines(text, scheme):
    out = script_normalizer("am", scheme).normalize(text)
    assert out.count("\n") == text.count("\n")
