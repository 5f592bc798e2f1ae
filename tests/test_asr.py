"""ASR-evaluation normalization (mode "asr"): case files, grapheme safety, robustness.

Case files: tests/cases/<lang>/asr/<scheme>.tsv with `input<TAB>expected` (`\\t` in the input is
a tab); the file name is the scheme.
"""

from __future__ import annotations

import unicodedata

import pytest
import regex
import unicodedata2
from conftest import CASES, read_cases
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import Normalizer, UnknownSchemeError, lexicon
from textnorm.asr.whisper_english import normalize_english
from textnorm.asr.whisper_numbers import normalize_numbers

SCHEMES = ("wer", "whisper", "whisper-basic")
_PARAMS = [
    pytest.param(path.parts[-3], path.stem, p.values[0].replace("\\t", "\t"), p.values[1][0],
                 id=p.id)
    for path in sorted(CASES.glob("*/asr/*.tsv"))
    for p in read_cases(path)
]


@pytest.mark.parametrize(("lang", "scheme", "source", "expected"), _PARAMS)
def test_case(normalizer, lang: str, scheme: str, source: str, expected: str) -> None:
    asr = normalizer(lang, "asr", scheme)
    assert asr.normalize(source) == expected
    assert asr.normalize_with_alignment(source).text == expected


def test_case_files_cover_the_languages_of_the_brief() -> None:
    langs = {p.parent.parent.name for p in CASES.glob("*/asr/wer.tsv")}
    wanted = "en hi bn mr ta te kn ml gu pa or ne si ur fa ar ckb am ti und".split()
    assert set(wanted) <= langs


def test_empty_and_blank_input(normalizer) -> None:
    for scheme in SCHEMES:
        assert normalizer("en", "asr", scheme).normalize("") == ""
    assert normalizer("hi", "asr", "wer").normalize(" \t ") == ""
    assert normalizer("hi", "asr", "wer").normalize_with_alignment("").text == ""


def test_default_scheme_is_wer_and_whisper_is_english_only() -> None:
    assert Normalizer("hi", mode="asr").scheme == "wer"
    assert Normalizer("en", mode="asr").scheme == "wer"
    with pytest.raises(UnknownSchemeError):
        Normalizer("hi", mode="asr", scheme="whisper")
    assert Normalizer("und-Deva", mode="asr", scheme="whisper-basic").scheme == "whisper-basic"


def test_whisper_basic_splits_indic_words_and_wer_does_not(normalizer) -> None:
    text = "नमस्ते, आप कैसे हैं?"
    split = normalizer("hi", "asr", "whisper-basic").normalize(text)
    assert split.split() == "नमस त आप क स ह".split()
    assert normalizer("hi", "asr", "wer").normalize(text) == "नमस्ते आप कैसे हैं"


def test_wer_alignment_points_at_changed_tokens(normalizer) -> None:
    text = "[noise] Hello, big world!"
    result = normalizer("en", "asr", "wer").normalize_with_alignment(text)
    assert result.text == "hello big world"
    changed = [(text[s.src_start : s.src_end], result.text[s.out_start : s.out_end], s.cls)
               for s in result.spans]
    assert changed == [("[noise] ", "", "PUNCT"), ("Hello,", "hello", "PLAIN"),
                       ("world!", "world", "PLAIN")]


def test_wer_tags_option_keeps_tag_words() -> None:
    assert Normalizer("en", mode="asr", tags=False).normalize("[Laughter] yes") == "laughter yes"


def test_whisper_number_reader_survives_numbers_beyond_python_limits() -> None:
    huge = "9" * 5000  # int(str) refuses more than 4300 digits
    assert normalize_numbers(f"{huge} dollars") == f"{huge} dollars"
    assert normalize_english(f"{huge} dollars") == f"{huge} dollars"


def test_asr_lexicons_parse_and_spelling_map_is_sane() -> None:
    for path in sorted((lexicon.lexicon_root() / "en" / "asr").glob("*.tsv")):
        assert lexicon.load(f"en/asr/{path.name}"), path
    for path in sorted((lexicon.lexicon_root() / "mul" / "asr").glob("*.tsv")):
        assert lexicon.load(f"mul/asr/{path.name}"), path
    spelling = lexicon.load("en/asr/spelling.tsv")
    keys = [e.written for e in spelling]
    assert len(keys) == len(set(keys)) > 1500
    assert all(e.written != e.spoken and " " not in e.written for e in spelling)


# --- properties --------------------------------------------------------------------------

_INDIC_BLOCKS = {  # letters, vowel signs, virama, nukta, digits of six scripts
    "Deva": (0x0900, 0x097F),
    "Beng": (0x0980, 0x09FF),
    "Guru": (0x0A00, 0x0A7F),
    "Taml": (0x0B80, 0x0BFF),
    "Telu": (0x0C00, 0x0C7F),
    "Mlym": (0x0D00, 0x0D7F),
}
_EXTRA = " ,.?!-\"।॥\u200c\u200d"


def _alphabet(block: tuple[int, int]) -> str:
    chars = (chr(c) for c in range(block[0], block[1] + 1))
    return "".join(c for c in chars if unicodedata2.category(c) != "Cn") + _EXTRA


_indic_text = st.sampled_from(sorted(_INDIC_BLOCKS)).flatmap(
    lambda script: st.text(alphabet=_alphabet(_INDIC_BLOCKS[script]), max_size=40)
)


def _clusters(text: str) -> list[str]:
    return regex.findall(r"\X", text)


# Each script's digits zero to nine, typed out; the wer scheme reads them as ASCII digits.
_DIGITS = {
    "Deva": "०१२३४५६७८९",
    "Beng": "০১২৩৪৫৬৭৮৯",
    "Guru": "੦੧੨੩੪੫੬੭੮੯",
    "Taml": "௦௧௨௩௪௫௬௭௮௯",
    "Telu": "౦౧౨౩౪౫౬౭౮౯",
    "Mlym": "൦൧൨൩൪൫൬൭൮൯",
}
_TO_ASCII = str.maketrans({d: str(i) for digits in _DIGITS.values() for i, d in enumerate(digits)})


def _base_category(cluster: str) -> str:
    return unicodedata2.category(cluster[0])


def _letters(text: str) -> int:
    return sum(unicodedata2.category(c)[0] == "L" for c in text)


def _letters_after_marks(text: str) -> int:
    return sum(unicodedata2.category(a)[0] == "M" and unicodedata2.category(b)[0] == "L"
               for a, b in zip(text, text[1:]))


@pytest.mark.parametrize("script", sorted(_DIGITS))
def test_wer_reads_every_script_digit_as_ascii(normalizer, script: str) -> None:
    assert normalizer("und", "asr", "wer").normalize(_DIGITS[script]) == "0123456789"


@pytest.mark.parametrize(("text", "expected"), [("ൎ ", "ൎ"), ("ൎ ഻", "ൎ"), ("aൎ b", "aൎ b")])
def test_wer_splits_a_prepended_letter_from_the_space_after_it(normalizer, text, expected):
    """ml ൎ (Grapheme_Cluster_Break=Prepend) joins the space after it in one UAX #29 cluster;
    whitespace still separates words, and a mark after the space is dropped as after any
    space (found by the property test below)."""
    assert normalizer("und", "asr", "wer").normalize(text) == expected


@settings(max_examples=300, deadline=None)
@given(_indic_text)
def test_wer_keeps_grapheme_clusters_whole(normalizer, text: str) -> None:
    asr = normalizer("und", "asr", "wer")
    out = asr.normalize(text)
    assert out == " ".join(out.split())
    assert asr.normalize(out) == out
    clusters = [c for word in out.split(" ") for c in _clusters(word)]
    # Only letter, mark and number clusters are scored; punctuation and symbols separate words.
    assert all(_base_category(c)[0] in "LMN" for c in clusters)
    # A vowel sign or virama never leads a cluster, i.e. none was cut off its letter; the one
    # exception is a text that itself starts with a stray mark.
    stray = [i for i, c in enumerate(clusters) if _base_category(c)[0] == "M"]
    assert stray == [] or (stray == [0] and unicodedata2.category(text[0])[0] == "M")
    # No letter is invented, and none is lost except one that a stray mark joins to punctuation:
    # `regex` reads "?" + virama + consonant as one cluster (looser than UAX #29 GB9c), and a
    # punctuation cluster goes whole.
    assert _letters(text) - _letters_after_marks(text) <= _letters(out) <= _letters(text)
    # Digits: typing them in ASCII changes nothing, and no other digits remain.
    assert asr.normalize(text.translate(_TO_ASCII)) == out
    assert not regex.search(r"(?![0-9])\d", out)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60), st.sampled_from([("en", s) for s in SCHEMES] + [("hi", "wer")]))
def test_any_text_is_safe(normalizer, text: str, pair: tuple[str, str]) -> None:
    asr = normalizer(pair[0], "asr", pair[1])
    out = asr.normalize(text)
    assert isinstance(out, str)
    assert not any(unicodedata.category(c) in ("Zl", "Zp") or c in "\n\r\x85" for c in out)
    assert asr.normalize_with_alignment(text).text == out


@pytest.mark.parametrize("scheme", SCHEMES)
def test_megabyte_line(normalizer, scheme: str) -> None:
    line = ("Twenty-five [noise] colour नमस्ते, $3.50 per cent\u200d " * 20000)[:1_000_000]
    out = normalizer("en", "asr", scheme).normalize(line)
    assert "\n" not in out
    assert out.strip()
