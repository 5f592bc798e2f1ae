"""TSV lexicons: `written<TAB>spoken[<TAB>weight]`, UTF-8 NFC, `#` comments.

Everything language data lives in `textnorm/lexicons/<lang>/*.tsv`; grammars read them through
this module only, so format checks and the ITN inversion live in one place.
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

from .errors import LexiconError


class Entry(NamedTuple):
    written: str
    spoken: str
    weight: float | None


def lexicon_root() -> Path:
    return Path(str(resources.files("textnorm").joinpath("lexicons")))


def parse_tsv(text: str, name: str = "<tsv>") -> list[Entry]:
    """Parse and validate lexicon text; raises LexiconError naming file and line."""
    entries = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{name}:{number}"
        cols = line.split("\t")
        if len(cols) not in (2, 3):
            raise LexiconError(f"{where}: expected 2 or 3 tab-separated columns, got {len(cols)}")
        if any(c != c.strip() or not c for c in cols[:2]):
            raise LexiconError(f"{where}: empty field or stray spaces around a field")
        if unicodedata.normalize("NFC", line) != line:
            raise LexiconError(f"{where}: not NFC")
        weight = None
        if len(cols) == 3:
            try:
                weight = float(cols[2])
            except ValueError:
                raise LexiconError(f"{where}: weight {cols[2]!r} is not a number") from None
        entries.append(Entry(cols[0], cols[1], weight))
    return entries


def load(relpath: str) -> tuple[Entry, ...]:
    """Entries of `lexicons/<relpath>` (e.g. "en/digit.tsv")."""
    note_loaded((relpath,))
    return _read(relpath)


@cache
def _read(relpath: str) -> tuple[Entry, ...]:
    path = lexicon_root() / relpath
    return tuple(parse_tsv(path.read_text("utf-8"), relpath))


# Sets that collect the tables loaded while they are open (see `observed`).
_observers: list[set[str]] = []


@contextlib.contextmanager
def observed() -> Iterator[set[str]]:
    """The relpaths of the tables loaded while the block runs: every call of `load`, read or
    already cached, and the tables of each compiled grammar read from the cache (the tables
    its build loaded, stored beside it). The grammar cache stores a build's tables; the
    lexicon test records which tables some code path uses."""
    seen: set[str] = set()
    _observers.append(seen)
    try:
        yield seen
    finally:
        # this set, not the first equal one: blocks nest (a grammar's build reads a cached
        # part, which the cache builds inside a block of its own)
        del _observers[next(i for i, s in enumerate(_observers) if s is seen)]


def observing() -> bool:
    return bool(_observers)


def note_loaded(relpaths: Iterable[str]) -> None:
    """Count `relpaths` as loaded for every open `observed` block."""
    for seen in _observers:
        seen.update(relpaths)


def pairs(relpath: str, invert: bool = False) -> list[tuple[str, str]]:
    """(written, spoken) pairs, or (spoken, written) for ITN."""
    if invert:
        return [(e.spoken, e.written) for e in load(relpath)]
    return [(e.written, e.spoken) for e in load(relpath)]


def mapping(relpath: str) -> dict[str, str]:
    """written -> spoken; the first entry wins where a key repeats."""
    out: dict[str, str] = {}
    for e in load(relpath):
        out.setdefault(e.written, e.spoken)
    return out
