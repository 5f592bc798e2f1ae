"""WHITELIST (textnorm/grammars/numbers/whitelist.py): abbreviations and fixed expressions of
each language's whitelist.tsv.

- TN's fast path reads exactly what its transducer reads, on each written form, its other letter
  cases, longer and shorter strings (every language with a table; the transducer alone is built).
- The candidate scan finds what trying every position finds, around the abbreviations, in
  running text; outside a rewritten span nothing changes.
- ITN writes a title before a name or alone on the line, not after a listed word nor at the end.
- Bad flags are a clear LexiconError naming the row.
"""

from __future__ import annotations

import random

import pytest
from conftest import outside_spans

from textnorm import Normalizer, registry
from textnorm.errors import LexiconError
from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import whitelist
from textnorm.grammars.numbers.language import Language

SEED = 20261202
_TN = sorted(lang for lang, modes in registry.entries().items()
             if "tn" in modes and "WHITELIST" in modes["tn"].classes)
_ITN = sorted(lang for lang, modes in registry.entries().items()
              if "itn" in modes and "WHITELIST" in modes["itn"].classes)


def _written(lang: str) -> list[str]:
    return [row.written for row in whitelist.load(Language(lang)) if "itn" not in row.flags]


def _spans(lang: str, rng: random.Random) -> list[str]:
    out = []
    suffixes = whitelist.Suffixes.of(Language(lang))
    for written in _written(lang):
        out += [written, written.upper(), written.lower(), written.title(), written + ".",
                written[:-1], "x" + written, written + written[-1]]
        chars = list(written)
        rng.shuffle(chars)
        out.append("".join(chars))
        if suffixes is not None:  # with case endings (hu "tv.-t", "tv.-nyel")
            letters = suffixes.letters
            endings = [*suffixes.digraphs, *(d + rng.choice(letters) for d in suffixes.digraphs)]
            endings += ["".join(rng.choices(letters, k=rng.randint(1, 5))) for _ in range(12)]
            out += [written + suffixes.joiner + e for e in endings]
            out += [written + suffixes.joiner, written + suffixes.joiner + "1"]
    return out


def test_every_table_is_registered():
    assert _TN and _ITN
    assert {"de", "es", "fr", "hi", "hy", "zh"} <= set(_TN) & set(_ITN)


@pytest.mark.parametrize("lang", _TN)
def test_fast_path_equals_transducer(normalizer, lang):
    processor = normalizer(lang, "tn").processor
    fst = GrammarSet(processor._builders).get("WHITELIST")
    fast = processor._fast_paths["WHITELIST"]
    rng = random.Random(SEED)
    read = 0
    for span in _spans(lang, rng):
        assert fast(span) == apply(fst, span), (lang, span)
        read += fast(span) is not None
    assert read >= len(_written(lang))  # every written form is read


@pytest.mark.parametrize("lang", _TN)
def test_scan_finds_every_abbreviation_and_loses_no_text(normalizer, lang):
    tn = normalizer(lang, "tn")
    exhaustive = Normalizer(lang=lang, mode="tn", exhaustive=True)
    rng = random.Random(SEED)
    written = _written(lang)
    # (a number glued to Latin letters is left out: he TN reads "Ab5ת" only in the exhaustive
    # scan, a number-grammar matter outside this class)
    pieces = [*written, "a", "Ab", " 12 ", "x.", ",", "-", "(", ")", "тест", "年"]
    for _ in range(60):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", " ", ", "]) for _ in range(6))
        result = tn.normalize_with_alignment(text)
        assert result.text == exhaustive.normalize(text), (lang, text)
        source, output = outside_spans(text, result)
        assert source == output, (lang, text)
    for form in written:  # alone and in a sentence, each is read (@number rows before one)
        before = " 12" if _before_number(lang, form) else ""
        assert (tn.normalize(form + before) != form + before
                or _reads_as_itself(lang, form)), (lang, form)


def _before_number(lang: str, form: str) -> bool:
    """A row TN reads only before a number (@number)."""
    return any(row.written == form and "number" in row.flags
               for row in whitelist.load(Language(lang)))


def _reads_as_itself(lang: str, form: str) -> bool:
    """A row whose spoken form is its written form (zh acronyms already in capitals)."""
    return any(row.written == form and row.spoken == form
               for row in whitelist.load(Language(lang)))


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("de", "doktor dao", "Dr. dao"),  # before a name
    ("de", "doktor", "Dr."),  # the whole line
    ("de", "der doktor kommt", "der doktor kommt"),  # after an article (itn_title_not_after)
    ("de", "ich war beim doktor", "ich war beim doktor"),  # nothing after it
    ("de", "ich war heute doktor", "ich war heute doktor"),
    ("de", "zum beispiel", "z.B."),  # not a title: anywhere
    ("fr", "merci madame", "merci madame"),
    ("fr", "madame durand", "Mᵐᵉ durand"),
    ("zh", "他是首席执行官", "他是CEO"),  # inside running text without spaces
])
def test_titles_before_a_name(normalizer, lang, text, expected):
    assert normalizer(lang, "itn").normalize(text) == expected


def test_tn_only_rows_are_not_written_by_itn(normalizer):
    # es "Vd." is a second spelling of "Ud.": ITN writes the first
    assert normalizer("es", "itn").normalize("usted") == "Ud."
    # de "usw." is TN only: the words stay
    assert normalizer("de", "itn").normalize("und so weiter") == "und so weiter"
    # pt "terça-feira" is ITN only: TN leaves it
    assert normalizer("pt", "tn").normalize("terça-feira") == "terça-feira"


@pytest.mark.parametrize(("text", "expected"), [
    ("tv.-t", "törvényt"),  # a consonant ending joins the reading
    ("tv.-nyel", "törvénnyel"),  # ny + ny: written long once
    ("tv.-nek", "törvénynek"),  # n is no ny
    ("fn.-et", "főnevet"),  # a vowel ending joins the @vowel stem
    ("fn.-vel", "főnévvel"),
    ("isk.-ból", "iskolából"),  # a final a lengthens
    ("tv.-", "törvény-"),  # no ending: the joiner stays
])
def test_hungarian_case_endings(normalizer, text, expected):
    assert normalizer("hu", "tn").normalize(text) == expected


def test_case_as_listed_unless_any_case(normalizer):
    assert normalizer("de", "tn").normalize("dr. Müller") == "dr. Müller"
    assert normalizer("es", "tn").normalize("dR. Ruiz") == "doctor Ruiz"
    assert normalizer("de", "tn").normalize("Dr.Müller") == "Dr.Müller"  # glued: none


@pytest.mark.parametrize(("key", "message"), [
    ("Dr.@name", "unknown flag"),
    ("Dr.@tn@itn", "TN .* ITN"),
    ("Dr.@TN", "unknown flag"),
])
def test_bad_flags_are_a_clear_error(key, message):
    with pytest.raises(LexiconError, match=message) as error:
        whitelist.parse([("z.B.", "zum Beispiel"), (key, "Doktor")], "xx/numbers/whitelist.tsv")
    assert "xx/numbers/whitelist.tsv" in str(error.value)


def test_flags_are_parsed():
    rows = whitelist.parse([("Dr.@title", "Doktor"), ("z. B.@tn", "zum Beispiel")], "x.tsv")
    assert rows == [whitelist.Row("Dr.", "Doktor", frozenset({"title"})),
                    whitelist.Row("z. B.", "zum Beispiel", frozenset({"tn"}))]
