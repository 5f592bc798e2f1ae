"""`textnorm normalize --engine ray FILE... -o OUT_DIR`: the same normalization on Ray Data.

Each input file becomes OUT_DIR/<its name>, line for line and in order. Text and JSON-lines
files (compressed or not) go through Ray as chunks of raw lines normalized by the CLI's own
ChunkNormalizer on actors, so that the output is byte-identical to the local engine; parquet
files (`.parquet`) go through `normalize_dataset` on the `--field` column. RAY_ADDRESS selects a
cluster; without it Ray starts locally. The lines of a text file pass through the driver (the
files need not be visible to the workers), so a file is held in the object store while it runs.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys

from ..errors import TextnormError
from ..integrations.ray import normalize_dataset, require_ray
from . import lines, streams
from .chunk_normalizer import ChunkNormalizer


def run_ray(args: argparse.Namespace, options: dict) -> int:
    files = args.files
    if not files or streams.STDIO in files or not args.output:
        raise TextnormError("--engine ray reads FILEs (not stdin) into a directory: -o OUT_DIR")
    if args.format == "multilexnorm":
        raise TextnormError("--engine ray reads txt, jsonl and parquet files")
    names = [os.path.basename(path) for path in files]
    if len(set(names)) < len(names):
        raise TextnormError("--engine ray: two input files have the same name")
    for path in files:
        if not os.path.isfile(path):
            raise FileNotFoundError(2, "No such file", path)
    ray = require_ray()
    if not ray.is_initialized():  # RAY_ADDRESS, when set, is the cluster to join
        logging.getLogger("ray").setLevel(logging.WARNING)
        ray.init(log_to_driver=False, include_dashboard=False, logging_level=logging.WARNING,
                 num_cpus=args.jobs if args.jobs > 1 and not os.environ.get("RAY_ADDRESS")
                 else None)
    context = ray.data.DataContext.get_current()
    context.execution_options.preserve_order = True
    context.enable_progress_bars = bool(args.progress)
    os.makedirs(args.output, exist_ok=True)
    unit = ChunkNormalizer(options, args.format, args.field, lines.ERRORS[args.errors])
    _ = unit.normalizer  # a bad option fails here, before any actor starts
    actors = args.jobs if args.jobs > 1 else int(ray.cluster_resources().get("CPU", 1))
    for path, name in zip(files, names):
        out = os.path.join(args.output, name)
        if path.endswith(".parquet"):
            _run_parquet(ray, path, out, options, args.field)
        else:
            _run_lines(ray, path, out, unit, actors)
    return 0


def _run_lines(ray, path: str, out: str, unit: ChunkNormalizer, actors: int) -> None:
    rows = [{"path": c.path, "start": c.start, "lines": c.lines}
            for c in lines.iter_chunks([path], lines.CHUNK_LINES)]
    if not rows:
        streams.close_output(streams.open_output(out), out)
        return
    ds = ray.data.from_items(rows, override_num_blocks=min(len(rows), 4 * actors))
    ds = ds.map_batches(ChunkActor, fn_constructor_args=(unit,), batch_size=1,
                        batch_format="pyarrow", concurrency=min(actors, len(rows)), num_cpus=1)
    sink = streams.open_output(out)
    try:
        for row in ds.iter_rows():
            if row["error"]:
                raise TextnormError(row["error"])
            for warning in row["warnings"]:
                print(warning, file=sys.stderr)
            for raw in row["out"]:
                sink.write(raw)
    finally:
        streams.close_output(sink, out)


class ChunkActor:
    """A Ray actor over rows of chunks: builds its Normalizer once, reports as the CLI does."""

    def __init__(self, unit: ChunkNormalizer):
        self.unit = unit

    def __call__(self, batch):
        import pyarrow as pa

        outs, warnings, errors = [], [], []
        for row in batch.to_pylist():
            chunk = lines.Chunk(row["path"], row["start"], row["lines"])
            try:
                chunk_outs, chunk_warnings = self.unit(chunk)
            except TextnormError as error:  # e.g. --errors strict: the driver stops with it
                chunk_outs, chunk_warnings, errors = [], [], [*errors, str(error)]
            outs.append(chunk_outs)
            warnings.append(chunk_warnings)
            errors += [None] * (len(outs) - len(errors))
        return pa.table({"out": pa.array(outs, type=pa.list_(pa.binary())),
                         "warnings": pa.array(warnings, type=pa.list_(pa.string())),
                         "error": pa.array(errors, type=pa.string())})


def _run_parquet(ray, path: str, out: str, options: dict, field: str) -> None:
    import pyarrow.parquet as pq

    options = dict(options)
    ds = normalize_dataset(ray.data.read_parquet(path), options.pop("lang"), options.pop("mode"),
                           column=field, **options)
    writer = None
    try:
        for batch in ds.iter_batches(batch_format="pyarrow", batch_size=None):
            if writer is None:
                writer = pq.ParquetWriter(out, batch.schema)
            writer.write_table(batch)
    finally:
        if writer is not None:
            writer.close()
