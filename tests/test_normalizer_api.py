"""The public Python surface: Normalizer, registry errors, alignment spans."""

from __future__ import annotations

import pytest

from textnorm import (
    Normalizer,
    UnknownLanguageError,
    UnknownModeError,
    UnknownSchemeError,
    languages,
)


def test_unknown_language_lists_available():
    with pytest.raises(UnknownLanguageError, match="available: .*en"):
        Normalizer(lang="xx")


def test_unknown_mode_lists_modes():
    with pytest.raises(UnknownModeError, match="modes are: tn, itn"):
        Normalizer(lang="en", mode="fancy")


def test_unknown_scheme_is_an_error():
    with pytest.raises(UnknownSchemeError):
        Normalizer(lang="en", mode="tn", scheme="nope")


def test_language_tags_are_case_insensitive():
    assert Normalizer(lang="EN").lang == "en"


def test_non_string_input_is_a_type_error(normalizer):
    with pytest.raises(TypeError):
        normalizer("en", "tn").normalize(None)


def test_batch_equals_one_by_one(normalizer):
    tn = normalizer("en", "tn")
    texts = ["3 cats", "", "no numbers here", "12 and 13"]
    assert tn.normalize_batch(texts) == [tn.normalize(t) for t in texts]


def test_alignment_spans_point_back_at_the_source(normalizer):
    text = "We saw 3 cats and 12 dogs."
    result = normalizer("en", "tn").normalize_with_alignment(text)
    assert result.text == "We saw three cats and twelve dogs."
    pieces = [(text[s.src_start:s.src_end], result.text[s.out_start:s.out_end], s.cls)
              for s in result.spans]
    assert pieces == [("3", "three", "CARDINAL"), ("12", "twelve", "CARDINAL")]


def test_registry_lists_every_english_class():
    assert {"CARDINAL", "DATE", "MONEY", "ELECTRONIC"} <= set(languages()["en"]["tn"])
