"""Training data readers: MultiLexNorm `.norm` files and sentence-pair `.csv`/`.tsv` files.

Everything becomes the MultiLexNorm token layout, a list of sentences of `(orig, norm)` pairs:
`norm` may hold spaces (a 1-n split) or be empty (the word was merged into the previous
word's normalization, n-1). Sentence pairs are tokenized the way the processor tokenizes raw
text and then aligned (align.py), so that training and use see the same tokens.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from .align import align_tokens
from .tokenize import tokens

Sentence = list[tuple[str, str]]


class LexnormDataError(ValueError):
    """A training file that is not in a format we read."""


def read_norm_text(text: str) -> list[Sentence]:
    """`orig<TAB>normalized` per line, blank line between sentences. A line without a tab keeps
    its word (some MultiLexNorm files have a few); more columns are ignored."""
    sentences: list[Sentence] = []
    current: Sentence = []
    for line in text.split("\n"):  # not splitlines: U+2028 and friends may sit in a word
        line = line.removesuffix("\r")
        if not line.strip():
            if current:
                sentences.append(current)
                current = []
            continue
        orig, tab, norm = line.partition("\t")
        norm = norm.split("\t")[0] if tab else orig
        current.append((orig, norm))
    if current:
        sentences.append(current)
    return sentences


def read_pairs_text(text: str, delimiter: str) -> list[tuple[str, str]]:
    """(original, normalized) sentence pairs of a CSV/TSV with quoted fields. A header row
    naming `original`/`normalized` picks the columns (ViLexNorm: `,original,normalized` with an
    index column first); without one the first two columns are used."""
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    if not rows:
        return []
    header = [cell.strip().lower() for cell in rows[0]]
    src, dst = 0, 1
    if "original" in header and "normalized" in header:
        src, dst = header.index("original"), header.index("normalized")
        rows = rows[1:]
    pairs = []
    for row in rows:
        if len(row) <= max(src, dst):
            if any(cell.strip() for cell in row):
                raise LexnormDataError(f"expected original and normalized columns: {row!r}")
            continue
        pairs.append((" ".join(row[src].split()), " ".join(row[dst].split())))
    return pairs


def pairs_to_sentences(pairs: list[tuple[str, str]]) -> list[Sentence]:
    """Token-aligned sentences of sentence pairs (empty originals are skipped)."""
    out = []
    for original, normalized in pairs:
        source = [tok.text for tok in tokens(original)]
        if source:
            out.append(align_tokens(source, [tok.text for tok in tokens(normalized)]))
    return out


def read_training(path: str | Path) -> list[Sentence]:
    """Sentences of a training file, by extension: `.csv` and `.tsv` are sentence pairs,
    anything else (`.norm`, `.txt`) is MultiLexNorm's token-per-line layout."""
    path = Path(path)
    text = path.read_text("utf-8-sig")
    suffix = path.suffix.lower()
    if suffix in (".csv", ".tsv"):
        return pairs_to_sentences(read_pairs_text(text, "," if suffix == ".csv" else "\t"))
    return read_norm_text(text)
