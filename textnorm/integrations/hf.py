"""Hugging Face `datasets`: a picklable function that normalizes one column.

    from datasets import Dataset
    from textnorm.integrations.hf import normalize_column

    ds = Dataset.from_dict({"text": ["I paid $5 on 4 March 2014."]})
    ds = ds.map(normalize_column(lang="en", mode="tn", column="text", output_column="spoken"),
                batched=True, num_proc=2)

Each process builds its Normalizer once, on its first batch. Works unbatched too.
"""

from __future__ import annotations

from typing import Any

from .column import ColumnNormalizer


class ColumnMap:
    """`fn` for `Dataset.map`: {column: values} -> {output column: normalized values}."""

    def __init__(self, column: str, output_column: str | None, spans_column: str | None,
                 unit: ColumnNormalizer):
        self.column = column
        self.output_column = output_column or column
        self.spans_column = spans_column
        self.unit = unit

    def __call__(self, batch: dict[str, Any]) -> dict[str, Any]:
        values = batch[self.column]
        single = not isinstance(values, list)  # map(batched=False): one row
        rows = [values] if single else values
        if self.spans_column:
            outs, spans = self.unit.normalize_with_spans(rows)
            update = {self.output_column: outs, self.spans_column: spans}
        else:
            update = {self.output_column: self.unit.normalize(rows)}
        return {key: value[0] for key, value in update.items()} if single else update


def normalize_column(lang: str = "en", mode: str = "tn", column: str = "text",
                     output_column: str | None = None, *, spans_column: str | None = None,
                     **options: Any) -> ColumnMap:
    """A picklable function for `datasets.Dataset.map(fn, batched=True[, num_proc=N])` that
    normalizes `column` into `output_column` (None: in place). `spans_column` adds the alignment
    spans (lists of dicts). `options` go to `Normalizer` (scheme, model, from_lang, ...); a bad
    language, mode or option raises here, before any worker starts."""
    return ColumnMap(column, output_column, spans_column,
                     ColumnNormalizer(lang, mode, **options).check())
