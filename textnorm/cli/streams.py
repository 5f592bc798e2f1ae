"""Byte streams for the CLI: files or '-' (stdin/stdout), compressed by their suffix.

`.gz`, `.bz2`, `.xz` use the standard library; `.zst` needs the optional `zstandard` package.
Every stream is read and written incrementally, so a file of any size takes constant memory.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import sys
from typing import BinaryIO

from ..errors import TextnormError

STDIO = "-"


def _open_zstd(path: str, mode: str) -> BinaryIO:
    try:
        import zstandard
    except ImportError as error:
        raise TextnormError(
            f"{path}: reading and writing .zst files needs the zstandard package: "
            "pip install 'textnorm[zstd]'"
        ) from error
    stream = zstandard.open(path, mode)
    return io.BufferedReader(stream) if "r" in mode else stream  # the reader has no readline


def _open_gzip(path: str, mode: str) -> BinaryIO:
    return gzip.open(path, mode, compresslevel=6)  # gzip(1)'s default; 9 costs twice the time


_BY_SUFFIX = {".gz": _open_gzip, ".bz2": bz2.open, ".xz": lzma.open, ".zst": _open_zstd}


def _opener(path: str):
    return _BY_SUFFIX[suffix] if (suffix := _suffix(path)) else open


def is_compressed(path: str) -> bool:
    return path != STDIO and _opener(path) is not open


def open_input(path: str) -> BinaryIO:
    """A binary stream over the (decompressed) bytes of `path`; '-' is stdin."""
    if path == STDIO:
        return sys.stdin.buffer
    return _opener(path)(path, "rb")


def open_output(path: str) -> BinaryIO:
    """A binary stream that writes (compresses) into `path`; '-' is stdout."""
    if path == STDIO:
        return sys.stdout.buffer
    return _opener(path)(path, "wb")


def close_output(stream: BinaryIO, path: str) -> None:
    if path == STDIO:
        stream.flush()
    else:
        stream.close()


def implied_format(paths: list[str]) -> str:
    """'jsonl' when every file is JSON lines by its name (compressed or not), else 'txt'."""
    def stem(path: str) -> str:
        return path[: -len(suffix)] if (suffix := _suffix(path)) else path

    jsonl = paths and STDIO not in paths and all(stem(p).endswith(".jsonl") for p in paths)
    return "jsonl" if jsonl else "txt"


def _suffix(path: str) -> str:
    return next((suffix for suffix in _BY_SUFFIX if path.endswith(suffix)), "")
