"""Ray Data: normalize a column of a `ray.data.Dataset` on a pool of actors.

    import ray
    from textnorm.integrations.ray import normalize_dataset

    ds = ray.data.read_parquet("s3://bucket/corpus/")
    ds = normalize_dataset(ds, lang="en", mode="tn", column="text", output_column="spoken")

Each actor builds its Normalizer once. Rule-based modes run on CPU actors (one CPU each); with a
neural `model=` (or `neural=`) option each actor takes `num_gpus` (default 1 where the cluster
has GPUs) and the model's batches are filled across the rows of each Ray batch. Rows keep their
order within blocks; set `DataContext.get_current().execution_options.preserve_order = True`
for the dataset's order as a whole (the `--engine ray` CLI does).
"""

from __future__ import annotations

import importlib
from typing import Any

from .column import SPAN_FIELDS, ColumnNormalizer

_INSTALL = "pip install 'textnorm[ray]'"


def require_ray():
    """The `ray` package with Ray Data, or a clear error saying how to install it."""
    from ..errors import TextnormError

    try:
        ray = importlib.import_module("ray")
        importlib.import_module("ray.data")
        importlib.import_module("pyarrow")
    except ImportError as error:
        raise TextnormError(f"the Ray engine needs ray[data]: {_INSTALL}") from error
    return ray


def normalize_dataset(ds, lang: str = "en", mode: str = "tn", column: str = "text",
                      output_column: str | None = None, *, spans_column: str | None = None,
                      batch_size: int = 256, concurrency: int | None = None,
                      num_gpus: float | None = None, **options: Any):
    """`ds` with `column` normalized into `output_column` (None: in place) and, when
    `spans_column` is given, the alignment spans there (a list of structs of SPAN_FIELDS).
    `options` go to `Normalizer` (scheme, model, from_lang, ...); a bad language, mode or option
    raises here. `concurrency` = actors (default: the cluster's CPUs, or GPUs / num_gpus)."""
    ray = require_ray()
    neural = "model" in options or "neural" in options
    if not neural:  # fail here on a bad option (a model is loaded only where it runs)
        ColumnNormalizer(lang, mode, **options).check()
    if not ray.is_initialized():
        ray.init()
    gpus = ray.cluster_resources().get("GPU", 0)
    if num_gpus is None:
        num_gpus = 1 if neural and gpus else 0
    if concurrency is None:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        concurrency = max(1, int(gpus // num_gpus) if num_gpus else cpus)
    return ds.map_batches(
        ColumnActor,
        fn_constructor_kwargs={"lang": lang, "mode": mode, "column": column,
                               "output_column": output_column or column,
                               "spans_column": spans_column, "options": options},
        batch_format="pyarrow", batch_size=batch_size, concurrency=concurrency,
        num_cpus=1, num_gpus=num_gpus)


def _span_type():
    import pyarrow as pa

    fields = [(name, pa.string() if name in ("cls", "source") else pa.int64())
              for name in SPAN_FIELDS]
    return pa.list_(pa.struct(fields))


class ColumnActor:
    """A Ray actor: builds the Normalizer once, then normalizes one column of each batch."""

    def __init__(self, lang: str, mode: str, column: str, output_column: str,
                 spans_column: str | None, options: dict):
        self.unit = ColumnNormalizer(lang, mode, **options).check()
        self.column = column
        self.output_column = output_column
        self.spans_column = spans_column

    def __call__(self, batch):
        import pyarrow as pa

        values = batch.column(self.column).to_pylist()
        if self.spans_column:
            outs, spans = self.unit.normalize_with_spans(values)
            batch = _put(batch, self.spans_column, pa.array(spans, type=_span_type()))
        else:
            outs = self.unit.normalize(values)
        return _put(batch, self.output_column, pa.array(outs, type=pa.string()))


def _put(table, name: str, array):
    index = table.schema.get_field_index(name)
    if index < 0:
        return table.append_column(name, array)
    return table.set_column(index, name, array)
