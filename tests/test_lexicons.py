"""Every lexicon TSV is well-formed, NFC, free of duplicate rows and used by some code."""

from __future__ import annotations

from pathlib import Path

import pytest

from textnorm.errors import LexiconError
from textnorm.lexicon import lexicon_root, parse_tsv

PACKAGE = lexicon_root().parent
LEXICONS = sorted(lexicon_root().rglob("*.tsv"))
SOURCES = "\n".join(p.read_text("utf-8") for p in PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", LEXICONS, ids=lambda p: str(p.relative_to(lexicon_root())))
def test_lexicon_is_valid_and_used(path: Path):
    entries = parse_tsv(path.read_text("utf-8"), str(path))
    # An empty table (comments only) is allowed: it says "no rules for this language".
    assert len(set(entries)) == len(entries), "duplicate rows"
    relative = str(path.relative_to(lexicon_root()))
    assert _referenced(path), f"{relative} is not read by any module"


def _referenced(path: Path) -> bool:
    """Named by some module: by path or name, or by folder plus name prefix for tables named
    per language or scheme (`visual_{lang}.tsv`, `{scheme}_{lang}.tsv`, `{lang}_words.tsv`)."""
    if str(path.relative_to(lexicon_root())) in SOURCES or path.name in SOURCES:
        return True
    if path.parent.name not in SOURCES:
        return False
    if f"{path.parent.name}/{{name}}.tsv" in SOURCES:  # the folder's tables are loaded by name
        return True
    parts = path.stem.split("_")
    for k in range(1, len(parts)):
        head, tail = "_".join(parts[:k]), "_".join(parts[k:])
        if f'"{head}_' in SOURCES or f"_{tail}.tsv" in SOURCES:
            return True
    return False


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a\tb\tc\td", "expected 2 or 3"),
        ("a \tb", "stray spaces"),
        ("a\t", "empty field"),
        ("a\tb\theavy", "is not a number"),
        ("e\u0301\tx", "not NFC"),
    ],
)
def test_malformed_lexicon_lines_are_named(text, message):
    with pytest.raises(LexiconError, match=message):
        parse_tsv(text, "x.tsv")


def test_comments_and_weights():
    entries = parse_tsv("# comment\n\n1\tone\n1\twon\t2.5\n", "x.tsv")
    assert [(e.written, e.spoken, e.weight) for e in entries] == [
        ("1", "one", None), ("1", "won", 2.5)]
