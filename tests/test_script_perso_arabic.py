"""Perso-Arabic script normalization beyond the case files (tests/test_script_cases.py runs
those, named after the scheme or `from_<src>`): defaults, errors, spans, never-raising."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import script_normalizer
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.errors import UnknownLanguageError, UnknownSchemeError
from textnorm.registry import entries

CASES = Path(__file__).parent / "cases"
PROCESSOR = "textnorm.script.perso_arabic:PersoArabicScript"
LANGS = sorted(
    lang for lang, modes in entries().items()
    if "script" in modes and modes["script"].processor == PROCESSOR
)
def test_every_language_has_cases():
    assert len(LANGS) >= 19
    assert [lang for lang in LANGS if not (CASES / lang / "script").is_dir()] == []


def test_default_scheme_is_visual():
    assert Normalizer(lang="fa", mode="script").scheme == "visual"


def test_unknown_scheme_is_a_clear_error():
    with pytest.raises(UnknownSchemeError, match="visual, reading, nfc"):
        Normalizer(lang="fa", mode="script", scheme="homophone")


def test_unknown_conversion_pair_is_a_clear_error():
    with pytest.raises(UnknownLanguageError, match="ckb --from ar"):
        Normalizer(lang="fa", mode="script", from_lang="ckb")


def test_spans_point_at_changed_words():
    result = Normalizer(lang="fa", mode="script").normalize_with_alignment("این كتاب خوب است")
    assert result.text == "این کتاب خوب است"
    spans = [(s.src_start, s.src_end, s.out_start, s.out_end) for s in result.spans]
    assert spans == [(4, 8, 4, 8)]


def test_conversion_spans():
    source = "زور باشه"
    result = Normalizer(lang="ckb", mode="script", from_lang="fa").normalize_with_alignment(source)
    assert [source[s.src_start:s.src_end] for s in result.spans] == ["زور", "باشه"]


def test_wellformed():
    processor = Normalizer(lang="ur", mode="script").processor
    assert processor.is_wellformed("کتاب")
    assert not processor.is_wellformed("\u064e کتاب")  # a vowel sign with no letter


def test_long_line_passes_through():
    line = "كتاب " * 50_000
    out = Normalizer(lang="fa", mode="script").normalize(line)
    assert out == "کتاب " * 50_000


ARABIC_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(min_codepoint=0x0600, max_codepoint=0x06FF),
        st.sampled_from(" \u200c\u200d\u200b\n\t0a\ufefb\ufe8e"),
    ),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(ARABIC_TEXT, st.sampled_from(["fa", "ur", "ckb", "ar", "sd", "und-Arab"]),
       st.sampled_from(["visual", "reading", "nfc"]))
def test_never_raises_and_keeps_lines(text, lang, scheme):
    out = script_normalizer(lang, scheme).normalize(text)
    assert out.count("\n") == text.count("\n")


@settings(max_examples=100, deadline=None)
@given(ARABIC_TEXT, st.sampled_from(["from_fa", "from_ar"]))
def test_conversion_never_raises(text, variant):
    out = script_normalizer("ckb", variant).normalize(text)
    assert out.count("\n") == text.count("\n")
