"""Brahmic script normalization beyond the case files (tests/test_script_cases.py runs those):
registry, defaults, errors, spans, idempotence and never-raising properties."""

from __future__ import annotations

import pytest
import regex
from conftest import script_normalizer
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.errors import TextnormError, UnknownLanguageError, UnknownSchemeError
from textnorm.script import brahmic_tables

LANGS = brahmic_tables.languages()
_normalizer = script_normalizer


def test_every_script_tag_is_registered():
    for lang in LANGS:
        assert _normalizer(lang).lang == lang


def test_default_schemes():
    assert _normalizer("bn").scheme == "bnunicode"
    assert _normalizer("hi").scheme == "visual"
    assert _normalizer("und-Beng").scheme == "visual"


def test_unknown_scheme_and_language_are_clear_errors():
    with pytest.raises(UnknownSchemeError, match="available"):
        Normalizer(lang="hi", mode="script", scheme="bnunicode")
    with pytest.raises(UnknownLanguageError):
        brahmic_tables.script_of("xx")


def test_spans_point_at_changed_words():
    result = _normalizer("hi").normalize_with_alignment("नमस्ते अाज दुनिया")
    assert result.text == "नमस्ते आज दुनिया"
    assert [(s.src_start, s.src_end, s.out_start, s.out_end) for s in result.spans] == [
        (7, 10, 7, 9)
    ]


def test_unchanged_text_has_no_spans():
    assert _normalizer("bn").normalize_with_alignment("আমি ভাত খাই").spans == []


_BRAHMIC_TEXT = st.text(
    alphabet=st.sampled_from(
        list("कखगअआइ्ािीुेैोौंँः़ॅॉ") + list("কখগঅআ্ািীুেোংঁ়ৎৰয") + list("ഒനല്ാൗ")
        + ["\u200c", "\u200d", "\u200b", " ", "\n", "a", "\x00", "\udc80", "\u0301"]
    ),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(text=_BRAHMIC_TEXT, lang=st.sampled_from(["hi", "bn", "ml", "und-Beng"]),
       scheme=st.sampled_from([None, "visual", "reading", "nfc"]))
def test_never_raises_and_keeps_lines(text, lang, scheme):
    normalizer = _normalizer(lang, scheme)
    out = normalizer.normalize(text)
    assert out.count("\n") == text.count("\n")
    assert normalizer.normalize_with_alignment(text).text == out
    assert isinstance(normalizer.processor.is_wellformed(text), bool)


@settings(max_examples=200, deadline=None)
@given(text=_BRAHMIC_TEXT, lang=st.sampled_from(["hi", "bn", "ml", "und-Beng"]))
def test_visual_is_idempotent(text, lang):
    normalizer = _normalizer(lang, "visual")
    once = normalizer.normalize(text)
    assert normalizer.normalize(once) == once


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(
    list("কখগঅআএউ্ািীুেোৌংঁঃ়ৎৰযরতস") + ["\u200c", "\u200d", "\u09d7", " ", "a"]), max_size=30))
def test_bnunicode_is_idempotent(text):
    once = _normalizer("bn").normalize(text)
    assert _normalizer("bn").normalize(once) == once


@settings(max_examples=200, deadline=None)
@given(text=_BRAHMIC_TEXT)
def test_graphemes_cover_the_text_and_keep_clusters_whole(text):
    pieces = _normalizer("hi").processor.graphemes(text)
    assert "".join(pieces) == text
    ends = {m.end() for m in regex.finditer(r"\X", text)}
    position = 0
    for piece in pieces:
        position += len(piece)
        assert position in ends


def test_long_line_is_normalized_word_by_word():
    line = "अाज " * 50_000
    assert _normalizer("hi").normalize(line) == "आज " * 50_000


def test_options_without_meaning_are_a_clear_error():
    with pytest.raises(TextnormError, match="from_lang"):
        Normalizer(lang="hi", mode="script", from_lang="ar")
