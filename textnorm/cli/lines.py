"""Line-aligned text I/O for the CLI: exactly one output line per input line.

Bytes that are not UTF-8 pass through unchanged (surrogateescape); a line the processor cannot
handle is written back as it came, with a warning on stderr, never dropped.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterator

Transform = Callable[[str], str]


def decode(raw: bytes) -> tuple[str, str]:
    """(text, line ending) of one raw line."""
    if raw.endswith(b"\r\n"):
        return raw[:-2].decode("utf-8", "surrogateescape"), "\r\n"
    if raw.endswith(b"\n"):
        return raw[:-1].decode("utf-8", "surrogateescape"), "\n"
    return raw.decode("utf-8", "surrogateescape"), ""


def encode(text: str, ending: str) -> bytes:
    return (text + ending).encode("utf-8", "surrogateescape")


def safe(transform: Transform) -> Transform:
    """Wrap a per-line transform: one line in, one line out, whatever happens."""

    def run(text: str) -> str:
        try:
            out = transform(text)
        except Exception as error:  # noqa: BLE001 - a bad line must not stop a corpus run
            print(f"textnorm: warning: line passed through unchanged ({error!r})", file=sys.stderr)
            return text
        return one_line(out)

    return run


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
    """Raw lines of each file in turn; '-' or no paths reads stdin."""
    for path in paths or ["-"]:
        if path == "-":
            yield from sys.stdin.buffer
            continue
        with open(path, "rb") as stream:
            yield from stream


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
