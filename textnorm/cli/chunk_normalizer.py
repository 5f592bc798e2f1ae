"""Normalize a chunk of raw lines: one output line per input line, and the warnings to print.

The same unit runs in every engine: in the `textnorm normalize` process (--jobs 1), in each
worker of the --jobs pool and in each Ray actor (--engine ray); the Normalizer is built once, on
first use, where the unit runs. A line whose processing fails is written back as it came and
reported once, with its file and line number.
"""

from __future__ import annotations

from typing import Any

from ..errors import TextnormError
from ..normalizer import Normalizer
from . import lines, multilexnorm


class ChunkNormalizer:
    def __init__(self, options: dict[str, Any], fmt: str = "txt", field: str = "text",
                 errors: str = "surrogateescape", normalizer: Normalizer | None = None):
        self.options = options
        self.fmt = fmt
        self.field = field
        self.errors = errors
        self._normalizer = normalizer

    @property
    def normalizer(self) -> Normalizer:
        if self._normalizer is None:
            self._normalizer = Normalizer(**self.options)
        return self._normalizer

    def __getstate__(self) -> dict:  # ships to workers as options; each builds its own
        return {**self.__dict__, "_normalizer": None}

    def __call__(self, chunk: lines.Chunk) -> tuple[list[bytes], list[str]]:
        decoded = chunk.decoded(self.errors)
        if self.fmt == "multilexnorm":
            return multilexnorm.words_out(self.normalizer, chunk, decoded)
        texts = [text for text, _ in decoded]
        warnings: list[str] = []
        outs = self._batch(texts) if self.fmt == "txt" and self.normalizer.batches_lines else None
        if outs is None:
            outs = [self._line(chunk, index, text, warnings) for index, text in enumerate(texts)]
        return [lines.encode(lines.one_line(out), ending)
                for out, (_, ending) in zip(outs, decoded)], warnings

    def _batch(self, texts: list[str]) -> list[str] | None:
        """A model shares its batches across the lines (the neural pass, a ByT5 lexnorm model);
        None when the batch fails, so that each line is tried (and reported) alone."""
        try:
            return self.normalizer.normalize_batch(texts)
        except TextnormError:
            raise  # e.g. a dead endpoint: say so rather than pass text through
        except Exception:  # noqa: BLE001 - one odd line must not sink its chunk
            return None

    def _line(self, chunk: lines.Chunk, index: int, text: str, warnings: list[str]) -> str:
        try:
            if self.fmt == "jsonl":
                return lines.jsonl_field(self.normalizer.normalize, self.field)(text)
            return self.normalizer.normalize(text)
        except Exception as error:  # noqa: BLE001 - a bad line must not stop a corpus run
            warnings.append(lines.warn(chunk.where(index), "line", error))
            return text
