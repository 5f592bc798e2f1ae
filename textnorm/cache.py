"""Compiled grammar cache: FAR files keyed by a hash of sources, lexicons, pynini and options.

Nothing compiles at import. A (language, mode, options) grammar compiles on first use and is
written atomically under $TEXTNORM_CACHE or $XDG_CACHE_HOME/textnorm. A grammar's key hashes
the shared code and the sources it names (its grammar package and its lexicon folder), so an
edit of its own sources rebuilds it, an edit of another language's does not, and a start hashes
one language's files, not every language's. Processes that share a cache (test workers, the
jobs of a cluster) build a grammar once: the first takes a lock file next to the FAR, the others
wait for it and load what it wrote. Beside each FAR, `<far>.tables` lists the lexicon tables
its build loaded, so a grammar read from the cache still tells `lexicon.observed` what it uses,
and `<far>.sha256` its digest: a small grammar read whole (`load_or_build_one`) is checked
against it first, since OpenFst aborts the process on some damaged FSTs.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path

import pynini

from . import lexicon

PACKAGE_ROOT = Path(__file__).resolve().parent
# Code every grammar is built with.
SHARED_SOURCES = ("fst.py", "lexicon.py", "cache.py", "grammars/base.py", "grammars/universal")


def cache_dir() -> Path:
    explicit = os.environ.get("TEXTNORM_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "textnorm"


@cache
def source_digest(sources: tuple[str, ...]) -> str:
    """SHA-256 over the shared code, the named sources (files or folders under the package,
    .py and .tsv), and the pynini version."""
    digest = hashlib.sha256(pynini.__version__.encode())
    files: list[Path] = []
    for name in (*SHARED_SOURCES, *sources):
        path = PACKAGE_ROOT / name
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix in (".py", ".tsv")))
        elif path.is_file():
            files.append(path)
        else:
            raise FileNotFoundError(f"grammar source {name!r} does not exist")
    for path in files:
        digest.update(str(path.relative_to(PACKAGE_ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def far_path(name: str, options: str = "", sources: tuple[str, ...] = ()) -> Path:
    key = hashlib.sha256(f"{source_digest(sources)}|{name}|{options}".encode()).hexdigest()[:20]
    return cache_dir() / f"{name}-{key}.far"


def load_or_build(
    name: str, build: Callable[[], dict[str, pynini.Fst]], options: str = "",
    sources: tuple[str, ...] = (), verify: bool = False,
) -> Mapping[str, pynini.Fst]:
    """The named FSTs of a grammar, from the cache when present, else built and stored.
    `sources`: the grammar's own files and folders (relative to the package), hashed into
    the key with the shared code. `verify`: a FAR whose bytes are not those written (its
    `.sha256`) is rebuilt (the whole file is read: for small grammars)."""
    path = far_path(name, options, sources)
    fsts = _load(path, verify)
    if fsts is not None:
        return fsts
    with _build_lock(path):
        fsts = _load(path, verify)  # another process may have built it while this one waited
        if fsts is None:
            with lexicon.observed() as tables:
                fsts = build()
            # sources edited since this process hashed them: what it built may be the old
            # grammar under the new key, so it is used but not stored
            if source_digest.__wrapped__(sources) == source_digest(sources):
                _write_far(path, fsts, tables)
    return fsts


def load_or_build_one(
    name: str, build: Callable[[], pynini.Fst], options: str = "", sources: tuple[str, ...] = (),
) -> pynini.Fst:
    """One transducer, cached as a grammar of that FST alone, checked and read at once."""
    return load_or_build(name, lambda: {name: build()}, options, sources, verify=True)[name]


def load(name: str, options: str = "", sources: tuple[str, ...] = ()
         ) -> Mapping[str, pynini.Fst] | None:
    """The named FSTs of a grammar where the cache has them, else None (nothing is built)."""
    return _load(far_path(name, options, sources))


def _load(path: Path, verify: bool = False) -> Mapping[str, pynini.Fst] | None:
    tables = _tables_path(path)
    if not (path.exists() and tables.exists()):
        return None
    try:
        if verify and _digest_path(path).read_text("ascii") != _file_digest(path):
            return None
        with pynini.Far(str(path), "r") as far:  # reads the header and the key index
            if far.far_type() != "sttable":
                return None  # not written by _write_far
        if lexicon.observing():
            lexicon.note_loaded(tables.read_text("utf-8").split())
    except Exception:  # a truncated or foreign file: rebuild it
        return None
    return FarGrammar(path)


def _tables_path(far: Path) -> Path:
    return far.with_suffix(".tables")


def _digest_path(far: Path) -> Path:
    return far.with_suffix(".sha256")


def _file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class FarGrammar(Mapping[str, pynini.Fst]):
    """The FSTs of a cached FAR, each read when first asked for. A process reads only the
    transducers its text needs (English TN's FAR holds 71, one of 356k states; reading them
    all took longer than normalizing 2,000 sentences). The file is opened per read, so no
    handle is shared by forked jobs; the key index makes a read cost its FST alone."""

    def __init__(self, path: Path):
        self._path = path
        self._read: dict[str, pynini.Fst] = {}
        self._keys: list[str] | None = None
        self._lock = threading.Lock()

    def __getitem__(self, key: str) -> pynini.Fst:
        fst = self._read.get(key)
        if fst is None:
            with self._lock, pynini.Far(str(self._path), "r") as far:
                if not far.find(key):
                    raise KeyError(key)
                fst = self._read[key] = far.get_fst()
        return fst

    def _all_keys(self) -> list[str]:
        if self._keys is None:
            with self._lock, pynini.Far(str(self._path), "r") as far:
                self._keys = _far_keys(far)
        return self._keys

    def __iter__(self) -> Iterator[str]:
        return iter(self._all_keys())

    def __len__(self) -> int:
        return len(self._all_keys())


@contextlib.contextmanager
def _build_lock(path: Path) -> Iterator[None]:
    """An exclusive lock on `<far>.lock` while the grammar is built (no lock where the cache
    directory is read-only or the platform has no flock: then each process builds its own)."""
    try:
        import fcntl

        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path.with_suffix(".lock"), "a")  # noqa: SIM115 (closed below)
    except (ImportError, OSError):
        handle = None
    if handle is None:
        yield
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        handle.close()  # releases the lock


def _far_keys(far: pynini.Far) -> list[str]:
    keys = []
    while not far.done():
        keys.append(far.get_key())
        far.next()
    return keys


def _write_far(path: Path, fsts: dict[str, pynini.Fst], tables: set[str]) -> None:
    """The FAR and, first, the tables its build loaded (a FAR without them is rebuilt) and
    its digest; each file written whole under a temporary name, then renamed."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _replace_text(_tables_path(path), "".join(f"{t}\n" for t in sorted(tables)))
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        os.close(fd)
        with pynini.Far(tmp, "w") as far:
            for key in sorted(fsts):
                far[key] = fsts[key]
        _replace_text(_digest_path(path), _file_digest(Path(tmp)))
        os.replace(tmp, path)
    except OSError:
        # A read-only cache directory only costs a rebuild next time.
        pass


def _replace_text(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    os.close(fd)
    Path(tmp).write_text(text, "utf-8")
    os.replace(tmp, path)
