"""`textnorm normalize`: stdin or files -> one normalized line per input line."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys

from ..errors import TextnormError
from ..normalizer import Normalizer
from . import lines, multilexnorm, streams
from .chunk_normalizer import ChunkNormalizer
from .window import ordered_window

_WINDOW_PER_JOB = 4  # chunks in flight per worker: enough to keep each busy, few in memory
_LONG_INPUT_BYTES = 1 << 20


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("normalize", help="normalize text line by line")
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="input files, '-' for stdin (default); .gz .bz2 .xz .zst decompressed")
    p.add_argument("--lang", required=True, help="BCP-47 language tag, e.g. en, hi, und-Deva")
    p.add_argument("--mode", default="tn", help="tn (default), itn, script, asr, lexnorm")
    p.add_argument("--scheme", help="a named variant of the mode (see `textnorm langs`)")
    p.add_argument("--from", dest="from_lang", help="script mode: text typed in this "
                   "neighbouring language's orthography (e.g. ar, fa)")
    p.add_argument("--model", help="a model directory or id, for modes that use one; in tn/itn "
                   "a ByT5/T5 (or causal LM) that rewrites rule spans under the grammar's veto")
    p.add_argument("--endpoint", help="tn/itn: an OpenAI-compatible URL (e.g. "
                   "http://127.0.0.1:8000/v1) whose LLM rewrites rule spans under the veto; "
                   "lexnorm: whose LLM normalizes each word under a plausibility filter")
    p.add_argument("--neural", choices=("choose", "veto"), dest="neural_mode",
                   help="with --model/--endpoint: choose (the model ranks each span's "
                        "admissible readings) or veto (it writes one, the grammar checks it); "
                        "default: choose for a model trained to choose, else veto")
    p.add_argument("--stats", action="store_true",
                   help="neural rewriting: per class on stderr, kept/vetoed counts (veto) or "
                        "spans, changes and changes that match --reference (choose)")
    p.add_argument("--reference", metavar="FILE",
                   help="--stats: the expected output, one line per input line")
    p.add_argument("-o", "--output", help="output file, compressed by its suffix (default: "
                   "stdout); with --engine ray, an output directory")
    p.add_argument("--format", choices=("txt", "jsonl", "multilexnorm"), default=None,
                   help="txt (default; jsonl when every FILE is .jsonl): one text per line; "
                   "jsonl: one record per line (--field); "
                   "multilexnorm: one word per line (more tab columns ignored), a blank line "
                   "between sentences, written back as word<TAB>normalized")
    p.add_argument("--field", default="text", help="jsonl: the field to normalize")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--errors", choices=tuple(lines.ERRORS), default="pass",
                   help="invalid UTF-8: pass (default: the bytes come out as they came), "
                   "replace (U+FFFD), strict (stop at file:line with an error)")
    p.add_argument("--engine", choices=("local", "ray"), default="local",
                   help="ray: normalize FILEs (txt, jsonl, parquet) on Ray Data into the -o "
                   "directory; RAY_ADDRESS selects a cluster (extra [ray])")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="progress bar on stderr (default: for long files on a terminal)")
    p.set_defaults(func=run)


def _options(args: argparse.Namespace) -> dict:
    options = {"lang": args.lang, "mode": args.mode, "scheme": args.scheme}
    if args.from_lang:
        options["from_lang"] = args.from_lang
    if args.model:
        options["model"] = args.model
    if getattr(args, "endpoint", None):
        options["neural"] = args.endpoint
    if getattr(args, "neural_mode", None):
        options["neural_mode"] = args.neural_mode
    return options


_worker: ChunkNormalizer | None = None


def _init_worker(unit: ChunkNormalizer) -> None:
    global _worker
    _worker = unit


def _work(chunk: lines.Chunk) -> tuple[list[bytes], list[str]]:
    return _worker(chunk)


def run(args: argparse.Namespace) -> int:
    args.format = args.format or streams.implied_format(args.files)
    if args.engine == "ray":
        from .ray_engine import run_ray

        return run_ray(args, _options(args))
    options = _options(args)
    normalizer = Normalizer(**options)  # fail early, with a clear message, on a bad option
    if args.reference:
        if not hasattr(normalizer.neural, "follow_references") or args.jobs > 1:
            raise TextnormError("--reference goes with --stats in choice mode (--model DIR "
                                "--neural choose) and --jobs 1")
        normalizer.neural.follow_references(streams_lines(args.reference))
    unit = ChunkNormalizer(options, args.format, args.field, lines.ERRORS[args.errors],
                           normalizer)
    progress = _progress(args)
    output = args.output or streams.STDIO
    sink = streams.open_output(output)
    try:
        chunks = lines.iter_chunks(args.files, lines.CHUNK_LINES)
        if args.format == "multilexnorm":
            chunks = multilexnorm.sentence_chunks(chunks)
        if args.jobs > 1:
            results = _parallel(unit, chunks, args.jobs)
        else:
            results = map(unit, chunks)
        for outs, warnings in results:
            for warning in warnings:
                print(warning, file=sys.stderr)
            for raw in outs:
                sink.write(raw)
                progress.advance(len(raw))
        if args.stats and normalizer.neural is not None:
            print(normalizer.neural.summary(), file=sys.stderr)
    finally:
        progress.close()
        streams.close_output(sink, output)
    return 0


def streams_lines(path: str):
    """The lines of a reference file, decoded, without their endings."""
    for raw in lines.iter_lines([path]):
        yield lines.decode(raw)[0].rstrip("\r\n")


def _progress(args: argparse.Namespace) -> lines.Progress:
    files = [path for path in args.files if path != streams.STDIO]
    # compressed sizes say nothing of the lines to come: then only lines and rate are shown
    total = 0 if any(map(streams.is_compressed, files)) else sum(map(os.path.getsize, files))
    show = args.progress if args.progress is not None else (
        sys.stderr.isatty() and total >= _LONG_INPUT_BYTES)
    return lines.Progress(total, show)


def _parallel(unit: ChunkNormalizer, chunks, jobs: int):
    """Chunks through a pool of `jobs` processes, in order, with a bounded window in flight."""
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs, _init_worker, (unit,)) as pool:
        yield from ordered_window(lambda chunk: pool.apply_async(_work, (chunk,)), chunks,
                                  _WINDOW_PER_JOB * jobs)
