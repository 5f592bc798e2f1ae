"""Compiled regexes kept across processes, next to the compiled grammars.

The regex module compiles a pattern in two steps: a parser and optimizer written in Python turn
the pattern into a list of opcodes, then one C call (`_regex.compile`) builds the pattern
object from them. For the engine's rule unions the first step is most of a process's start
(English TN's CLI start: 0.52 s CPU with it, 0.23 s without; the C step takes milliseconds),
and patterns compiled when first needed (a rule's own regex, English ITN's pattern of every
rule) cost the same in the middle of a run. `compile` runs both steps once and stores the
arguments of the C call under the cache directory; a later process makes only that call.

The arguments are the regex module's own output for this pattern, so the object is the one
`regex.compile` would give. The key holds the regex module's and Python's versions (the opcodes
and the marshal format may change with them) and the pattern; a file that does not read back,
or whose call fails, is compiled again and rewritten. Patterns with named lists are not stored.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import regex
from regex import _regex  # the C module regex.compile ends in

from .cache import cache_dir

_FOLDER = "regex"
_VERSION = f"{regex.__version__}|{sys.version}|{regex.DEFAULT_VERSION}"
# The C call's arguments: (pattern, flags, code, group_index, index_group, named_lists,
# named_list_indexes, req_offset, req_chars, req_flags, group_count).
_ARGUMENTS = 11
_recording = threading.Lock()
T = TypeVar("T")


def compile(pattern: str) -> regex.Pattern:  # noqa: A001 (regex.compile's stand-in)
    """`regex.compile(pattern)`, from the cache where a process has compiled it before."""
    path = _path(pattern)
    arguments = _read(path, pattern)
    if arguments is not None:
        try:
            return _regex.compile(*arguments)
        except Exception:  # noqa: BLE001 (stale or damaged: compiled again below)
            pass
    compiled, arguments = _compile_recording(pattern)
    if arguments is not None:
        _write(path, arguments)
    return compiled


def kept(key: str, compute: Callable[[], T]) -> T:
    """`compute()`, a value marshal writes (what an analysis of patterns found), kept like
    the compiled regexes; `key` names everything the value depends on (the patterns, a
    digest of the analysis's code)."""
    path = _path(key, "kept-")
    try:
        stored = marshal.loads(path.read_bytes())
        if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == key:
            return stored[1]
    except (OSError, ValueError, EOFError, TypeError):
        pass
    value = compute()
    _write(path, (key, value))
    return value


def _path(pattern: str, prefix: str = "") -> Path:
    key = hashlib.sha256(f"{_VERSION}|{pattern}".encode("utf-8", "surrogatepass"))
    return cache_dir() / _FOLDER / f"{prefix}{key.hexdigest()[:32]}.marshal"


def _read(path: Path, pattern: str) -> tuple | None:
    try:
        arguments = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not (isinstance(arguments, tuple) and len(arguments) == _ARGUMENTS
            and arguments[0] == pattern and isinstance(arguments[1], int)):
        return None
    return (pattern, regex.RegexFlag(arguments[1]), *arguments[2:])


def _compile_recording(pattern: str) -> tuple[regex.Pattern, tuple | None]:
    """The pattern compiled by regex.compile (not from its in-process cache), and the
    arguments it passed to the C call (None where they cannot be stored). The C function is
    wrapped for the call; the lock keeps other threads' compiles out of the record."""
    calls: list[tuple] = []
    real = _regex.compile

    def record(*arguments):
        calls.append(arguments)
        return real(*arguments)

    with _recording:
        _regex.compile = record
        try:
            compiled = regex.compile(pattern, cache_pattern=False)
        finally:
            _regex.compile = real
    if len(calls) != 1 or len(calls[0]) != _ARGUMENTS or calls[0][5]:  # [5]: named lists
        return compiled, None
    return compiled, (calls[0][0], int(calls[0][1]), *calls[0][2:])


def _write(path: Path, arguments: tuple) -> None:
    try:
        data = marshal.dumps(arguments)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except (OSError, ValueError):
        pass  # a read-only cache only costs compiling again next time
