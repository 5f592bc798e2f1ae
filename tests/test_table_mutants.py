"""Every row of every rule table is needed by a case: deleting any single row of a table that a
script or ASR processor reads makes at least one case of tests/cases fail (issue 9).

For each table and each row, the processors are rebuilt from scratch with that row deleted (see
tests/table_mutants.py: a patched `lexicon.load`, every table cache cleared) and the case files
that read the table are run; a row no case notices is a gap in the cases, unless it is listed in
EQUIVALENT with the reason no input can notice it. Finding the gaps by hand:
`python tests/table_mutants.py brahmic/visual_deva.tsv`.
"""

from __future__ import annotations

import fnmatch

import pytest
import unicodedata2
from table_mutants import file_line, rows, survivors

from textnorm import lexicon
from textnorm.asr import whisper_basic
from textnorm.script import brahmic_tables

# Tables swept in the default run (globs under textnorm/lexicons).
SWEPT = (
    "brahmic/*.tsv",
    "perso_arabic/visual_*.tsv", "perso_arabic/reading_*.tsv",
    "geez/*.tsv",
    "en/asr/*.tsv", "mul/asr/*.tsv",
)
# Tables read by these processors but not swept here, and why.
NOT_SWEPT = {
    "perso_arabic/convert_*.tsv": "noisy-channel costs: a deleted alternative often changes no "
                                  "decision; a slow ratchet below",
    "perso_arabic/*_words.tsv": "word list of the conversion language model, not a mapping",
    "perso_arabic/*_suffixes.tsv": "word-list suffixes of the conversion language model",
    "perso_arabic/*_verb_endings.tsv": "word-list verb endings of the conversion language model",
    "en/asr/spelling.tsv": "Whisper's generated 1700-word spelling map (scripts/gen_asr_spelling.py"
                           " reproduces it); a case per row would only restate it",
}
_EXCLUDED = (
    "precomposed nukta letters excluded from composition: NFC decomposes them before every "
    "normalization and the well-formedness check, and in `graphemes` the conjunct rule of "
    "extended grapheme clusters (GB9c) keeps their syllables whole either way"
)
# Rows whose deletion no input can notice, with the reason (checked where it can be).
EQUIVALENT = {
    ("brahmic/visual_mlym.tsv", "[N] $1"): "Malayalam has no nukta class",
    ("brahmic/visual_sinh.tsv", "[N] $1"): "Sinhala has no nukta class",
    ("brahmic/visual_taml.tsv", "[N] $1"): "Tamil has no nukta class",
    ("brahmic/bn_conjuncts.tsv", "ব্ব"): "a final ব is the ব-phala, valid without the table",
    ("brahmic/bn_conjuncts.tsv", "ম্ব"): "a final ব is the ব-phala, valid without the table",
    ("brahmic/bn_conjuncts.tsv", "ল্ব"): "a final ব is the ব-phala, valid without the table",
    ("brahmic/char_classes.tsv", "U+09DC..U+09DD"): _EXCLUDED,
    ("brahmic/char_classes.tsv", "U+09DF"): _EXCLUDED,
    ("brahmic/char_classes.tsv", "U+0B5C..U+0B5D"): _EXCLUDED,
    ("perso_arabic/reading_sd.tsv", "ة"): "visual_sd.tsv, applied after reading, maps ة -> ۃ too",
    ("geez/numerals.tsv", "፻"): "geez_numerals reads ፻ as the hundred sign by name",
    ("geez/numerals.tsv", "፼"): "geez_numerals reads ፼ as the myriad sign by name",
}
# Direct calls for rows that no case file can reach.
PROBES = {
    # the whisper scheme lower-cases first, so only a direct call sees the upper-case letters
    "en/asr/latin_letters.tsv": (
        ("remove_symbols_and_diacritics(upper case)",
         lambda: whisper_basic.remove_symbols_and_diacritics("ŒØÆẞĐÐÞŁ"), "OEOAESSDDthL"),
    ),
}


def _tables(patterns) -> list[str]:
    root = lexicon.lexicon_root()
    found = sorted(str(p.relative_to(root)) for p in root.rglob("*.tsv"))
    return [t for t in found if any(fnmatch.fnmatch(t, p) for p in patterns)]


_FOLDERS = ("brahmic/*", "perso_arabic/*", "geez/*", "en/asr/*", "mul/asr/*")


def _swept() -> list[str]:
    excluded = set(_tables(NOT_SWEPT))
    return [t for t in _tables(SWEPT) if t not in excluded]


def test_every_table_is_swept_or_excluded_with_a_reason():
    assert set(_tables(_FOLDERS)) == set(_swept()) | set(_tables(NOT_SWEPT))


@pytest.mark.parametrize("relpath", _swept())
def test_every_row_is_needed_by_a_case(relpath):
    allowed = {key for table, key in EQUIVALENT if table == relpath}
    gaps = [
        f"{relpath}:{file_line(relpath, entry)}: {entry.written}\t{entry.spoken}"
        for _, entry in survivors(relpath, PROBES.get(relpath, ()))
        if entry.written not in allowed
    ]
    assert not gaps, "rows whose deletion no case notices (add a case):\n" + "\n".join(gaps)


def test_equivalent_rows_exist_and_their_reasons_hold():
    for relpath, key in EQUIVALENT:
        assert key in {e.written for e in rows(relpath)}, (relpath, key)
    for script in ("Mlym", "Sinh", "Taml"):
        assert brahmic_tables.script_chars(script).of("N") == ""
    for relpath, key in EQUIVALENT:
        if relpath == "brahmic/bn_conjuncts.tsv":
            assert key.endswith("্ব")
    assert ("ة", "ۃ") in {(e.written, e.spoken) for e in rows("perso_arabic/visual_sd.tsv")}
    for relpath, key in EQUIVALENT:
        if relpath == "brahmic/char_classes.tsv":
            chars = brahmic_tables.codepoint_range(key)
            assert all(unicodedata2.normalize("NFC", c) != c for c in chars)


@pytest.mark.slow
def test_rows_of_the_conversion_tables_needed_by_a_case():
    """A ratchet over the noisy-channel tables: the rows the cases need may grow, never shrink
    (21 of 323 when this test was written)."""
    total = covered = 0
    for relpath in _tables(("perso_arabic/convert_*.tsv",)):
        total += len(rows(relpath))
        covered += len(rows(relpath)) - len(survivors(relpath))
    assert covered >= 21, f"convert tables: {covered}/{total} rows needed by a case"
