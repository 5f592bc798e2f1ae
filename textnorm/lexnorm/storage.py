"""The model directory: plain data, written atomically (a whole new directory is renamed into
place), with a format version so that a future reader can refuse what it does not know.

    model.json    {"format": "textnorm-lexnorm", "version": 2, "lang", "cased", "thresholds",
                   "report"}
    ranker.json   the learned candidate ranker (ranker.py: logistic coefficients or tree node
                  arrays, plain JSON, no pickle); absent in a threshold model
    pairs.tsv     orig<TAB>norm<TAB>count      exact forms; norm may be empty or hold spaces
    phrases.tsv   w1 w2[ w3]<TAB>norm<TAB>count  lower-cased n-1 merges (norm == the words:
                                                the times they were left alone)
    vocab.tsv     word<TAB>count               words of the normalized side
    bigrams.tsv   w1<TAB>w2<TAB>count          lower-cased bigrams of the normalized side
    wordlist.tsv  word<TAB>zipf x 100          the language's word list (wordlist.py), when the
                                                model was trained with one; model.json's
                                                "wordlist" names its language

Version 1 directories (no bigrams, no ranker) still load.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from .features import FEATURES
from .model import SOURCES, Counts, LexModel
from .ranker import Ranker, RankerFormatError
from .wordlist import WordList

FORMAT, VERSION = "textnorm-lexnorm", 2
READABLE = (1, 2)


class ModelFormatError(ValueError):
    """A directory that is not a readable lexnorm model."""


def save(model: LexModel, directory: str | Path, lang: str | None = None,
         report: dict | None = None) -> None:
    directory = Path(directory)
    directory.parent.mkdir(parents=True, exist_ok=True)
    if directory.exists() and not (directory / "model.json").is_file() and any(
            directory.iterdir()):
        raise ModelFormatError(f"{directory} exists and is not a lexnorm model; not replacing it")
    tmp = Path(tempfile.mkdtemp(prefix=f".{directory.name}.", dir=directory.parent))
    umask = os.umask(0)
    os.umask(umask)
    tmp.chmod(0o777 & ~umask)  # mkdtemp makes it private; a model is ordinary data
    try:
        _write_tsv(tmp / "pairs.tsv", ((o, n, c) for (o, n), c in model.counts.pairs.items()))
        _write_tsv(tmp / "phrases.tsv",
                   ((k, n, c) for (k, n), c in model.counts.phrases.items()))
        _write_tsv(tmp / "vocab.tsv", ((w, c) for w, c in model.counts.vocab.items()))
        _write_tsv(tmp / "bigrams.tsv",
                   ((a, b, c) for (a, b), c in model.counts.bigrams.items()))
        if model.wordlist is not None:
            _write_tsv(tmp / "wordlist.tsv", model.wordlist.rows())
        if model.ranker is not None:
            (tmp / "ranker.json").write_text(json.dumps(model.ranker.spec) + "\n", "utf-8")
        meta = {"format": FORMAT, "version": VERSION, "lang": lang, "cased": model.cased,
                "thresholds": model.thresholds, "report": report or {},
                "wordlist": model.wordlist.lang if model.wordlist is not None else None}
        (tmp / "model.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n",
                                        "utf-8")
        if directory.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{directory.name}.old.", dir=directory.parent))
            os.replace(directory, old / "model")
            os.replace(tmp, directory)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, directory)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def _write_tsv(path: Path, rows) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in sorted(rows, key=lambda r: (-r[-1], r[:-1])):
            f.write("\t".join(str(cell) for cell in row) + "\n")


def _read_tsv(path: Path, columns: int) -> list[list[str]]:
    rows = []
    for number, line in enumerate(path.read_text("utf-8").split("\n"), 1):
        if not line:
            continue
        cells = line.split("\t")
        if len(cells) != columns or not cells[-1].isdigit():
            raise ModelFormatError(f"{path.name}:{number}: expected {columns} columns")
        rows.append(cells)
    return rows


def load(directory: str | Path) -> tuple[LexModel, dict]:
    """(model, model.json contents); ModelFormatError when it is not a model we read."""
    directory = Path(directory)
    try:
        meta = json.loads((directory / "model.json").read_text("utf-8"))
    except (OSError, ValueError) as error:
        raise ModelFormatError(f"no readable model.json in {directory} ({error})") from None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise ModelFormatError(f"{directory} is not a textnorm lexnorm model")
    if meta.get("version") not in READABLE:
        raise ModelFormatError(f"{directory}: model format version {meta.get('version')!r}; "
                               f"this textnorm reads version {VERSION}")
    try:
        counts = Counts(
            Counter({(o, n): int(c) for o, n, c in _read_tsv(directory / "pairs.tsv", 3)}),
            Counter({(k, n): int(c) for k, n, c in _read_tsv(directory / "phrases.tsv", 3)}),
            Counter({w: int(c) for w, c in _read_tsv(directory / "vocab.tsv", 2)}),
        )
        if (directory / "bigrams.tsv").is_file():
            counts.bigrams = Counter({(a, b): int(c) for a, b, c in
                                      _read_tsv(directory / "bigrams.tsv", 3)})
        wordlist = None
        if (directory / "wordlist.tsv").is_file():
            wordlist = WordList.from_rows(str(meta.get("wordlist") or ""),
                                          _read_tsv(directory / "wordlist.tsv", 2))
        ranker = None
        if (directory / "ranker.json").is_file():
            ranker = Ranker(json.loads((directory / "ranker.json").read_text("utf-8")),
                            FEATURES)
    except OSError as error:
        raise ModelFormatError(f"{directory}: {error.strerror}: {error.filename}") from None
    except (ValueError, RankerFormatError) as error:
        raise ModelFormatError(f"{directory}/ranker.json: {error}") from None
    raw = meta.get("thresholds") or {}
    thresholds = {s: (float(raw[s]) if raw.get(s) is not None else None) for s in SOURCES}
    return LexModel(counts, thresholds, cased=bool(meta.get("cased")), ranker=ranker,
                    wordlist=wordlist), meta
