"""Normalize the values of one dataset column, the unit shared by the Ray and Hugging Face
integrations.

Picklable: it ships to workers as its options, and each process builds its `Normalizer` once, on
first use. Values that are not strings (None, numbers) pass through; a value whose processing
fails passes through unchanged with one warning on the `textnorm` logger, never an exception.
A model-backed normalizer (the neural pass, a ByT5 lexnorm model) gets the whole batch of rows
at once, so that its batches are filled across rows.
"""

from __future__ import annotations

import logging
from dataclasses import asdict
from typing import Any

from ..errors import TextnormError
from ..normalizer import Normalizer

_log = logging.getLogger("textnorm")

SPAN_FIELDS = ("src_start", "src_end", "out_start", "out_end", "cls", "source")


class ColumnNormalizer:
    def __init__(self, lang: str = "en", mode: str = "tn", **options: Any):
        self.options = {"lang": lang, "mode": mode, **options}
        self._normalizer: Normalizer | None = None

    @property
    def normalizer(self) -> Normalizer:
        if self._normalizer is None:
            self._normalizer = Normalizer(**self.options)
        return self._normalizer

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_normalizer": None}

    def check(self) -> ColumnNormalizer:
        """Build the normalizer now, so that a bad option fails before any worker starts (it
        stays here; copies sent to workers build their own)."""
        _ = self.normalizer
        return self

    def normalize(self, values: list) -> list:
        texts = {i: value for i, value in enumerate(values) if isinstance(value, str)}
        outs = list(values)
        if self.normalizer.batches_lines:
            try:
                outs_batch = self.normalizer.normalize_batch(list(texts.values()))
            except TextnormError:
                raise
            except Exception:  # noqa: BLE001 - then each row alone, reported alone
                pass
            else:
                for i, out in zip(texts, outs_batch):
                    outs[i] = out
                return outs
        for i, text in texts.items():
            outs[i] = self._guard(self.normalizer.normalize, text, text)
        return outs

    def normalize_with_spans(self, values: list) -> tuple[list, list[list[dict] | None]]:
        """Outputs and, per row, the alignment spans as dicts of SPAN_FIELDS."""
        outs, spans = list(values), [None] * len(values)
        for i, value in enumerate(values):
            if not isinstance(value, str):
                continue
            result = self._guard(self.normalizer.normalize_with_alignment, value, None)
            if result is None:
                outs[i], spans[i] = value, []
            else:
                outs[i] = result.text
                spans[i] = [{name: asdict(span)[name] for name in SPAN_FIELDS}
                            for span in result.spans]
        return outs, spans

    @staticmethod
    def _guard(function, text: str, fallback):
        try:
            return function(text)
        except TextnormError:
            raise
        except Exception as error:  # noqa: BLE001 - a bad row must not stop a corpus run
            _log.warning("textnorm: row passed through unchanged (%r): %.80r", error, text)
            return fallback
