"""Line-aligned text I/O for the CLI: exactly one output line per input line.

Bytes that are not UTF-8 pass through unchanged (surrogateescape; `--errors replace|strict`
instead write U+FFFD or stop at `file:line`); a line the processor cannot handle is written back
as it came, with one warning on stderr naming its file and line, never dropped.
"""

from __future__ import annotations

import itertools
import json
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..errors import InvalidInputError
from . import streams

Transform = Callable[[str], str]

CHUNK_LINES = 512  # lines per unit of work: one pool task, one Ray row

# --errors: what invalid UTF-8 becomes (pass-through keeps the bytes: they are written back as-is)
ERRORS = {"pass": "surrogateescape", "replace": "replace", "strict": "strict"}


def decode(raw: bytes, errors: str = "surrogateescape") -> tuple[str, str]:
    """(text, line ending) of one raw line; `errors` as in bytes.decode."""
    if raw.endswith(b"\r\n"):
        return raw[:-2].decode("utf-8", errors), "\r\n"
    if raw.endswith(b"\n"):
        return raw[:-1].decode("utf-8", errors), "\n"
    return raw.decode("utf-8", errors), ""


def encode(text: str, ending: str) -> bytes:
    return (text + ending).encode("utf-8", "surrogateescape")


def one_line(text: str) -> str:
    """Output never adds a line: line breaks a processor produced become spaces."""
    return text.replace("\r", " ").replace("\n", " ")


def jsonl_field(transform: Transform, field: str) -> Transform:
    """Apply `transform` to one string field of a JSON-lines record."""

    def run(line: str) -> str:
        if not line.strip():
            return line
        record = json.loads(line)
        if not isinstance(record, dict) or not isinstance(record.get(field), str):
            raise ValueError(f"no string field {field!r} in this record")
        record[field] = transform(record[field])
        return json.dumps(record, ensure_ascii=False)

    return run


def iter_lines(paths: list[str]) -> Iterator[bytes]:
    """Raw lines of each file in turn (decompressed by suffix); '-' or no paths reads stdin."""
    for path in paths or [streams.STDIO]:
        stream = streams.open_input(path)
        try:
            yield from stream
        finally:
            if path != streams.STDIO:
                stream.close()


@dataclass
class Chunk:
    """Consecutive raw lines of one file; `start` is the number of the first (from 1)."""

    path: str
    start: int
    lines: list[bytes]

    def where(self, index: int) -> str:
        return f"{self.path}:{self.start + index}"

    def decoded(self, errors: str = "surrogateescape") -> list[tuple[str, str]]:
        """(text, ending) per line; under strict errors, invalid UTF-8 stops at its file:line."""
        try:
            return [decode(raw, errors) for raw in self.lines]
        except UnicodeDecodeError:
            for index, raw in enumerate(self.lines):
                try:
                    raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise InvalidInputError(f"{self.where(index)}: invalid UTF-8") from None
            raise


def iter_chunks(paths: list[str], size: int) -> Iterator[Chunk]:
    """The lines of each file in turn, `size` lines a chunk (a chunk never spans two files)."""
    for path in paths or [streams.STDIO]:
        name = "<stdin>" if path == streams.STDIO else path
        raw_lines = iter_lines([path])
        start = 1
        while batch := list(itertools.islice(raw_lines, size)):
            yield Chunk(name, start, batch)
            start += len(batch)


def warn(where: str, what: str, error: BaseException) -> str:
    """The one stderr line that reports input passed through unchanged."""
    return f"textnorm: warning: {where}: {what} passed through unchanged ({error!r})"


class Progress:
    """A one-line progress report on stderr, redrawn at most a few times a second."""

    def __init__(self, total_bytes: int, enabled: bool):
        self.total = total_bytes
        self.enabled = enabled
        self.done_bytes = 0
        self.lines = 0
        self._start = time.monotonic()
        self._last = 0.0

    def advance(self, nbytes: int) -> None:
        self.done_bytes += nbytes
        self.lines += 1
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last >= 0.25:
            self._last = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        rate = self.lines / max(now - self._start, 1e-9)
        if self.total:
            share = min(self.done_bytes / self.total, 1.0)
            bar = "#" * int(share * 30)
            text = f"\r[{bar:<30}] {100 * share:5.1f}%  {self.lines} lines  {rate:,.0f} lines/s"
        else:
            text = f"\r{self.lines} lines  {rate:,.0f} lines/s"
        sys.stderr.write(text)
        sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            self._draw(time.monotonic())
            sys.stderr.write("\n")
