"""`textnorm synth`: written/spoken training pairs from the rule grammars over raw text.

Every span the rules rewrite becomes one pair: the model input (the span in its sentence, in
the word-in-context format the ByT5 normalizer reads, or the bare span with `--format span`),
the rule output, and the semiotic class: `input<TAB>target<TAB>CLASS`, ready for
`textnorm train`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Collection, Iterator
from typing import Any

from ..errors import TextnormError
from ..normalizer import Normalizer
from . import lines


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("synth", help="training pairs (input, rule output, class) from raw text")
    p.add_argument("files", nargs="*", metavar="FILE", help="raw text (default: stdin)")
    p.add_argument("--lang", required=True)
    p.add_argument("--mode", default="tn", help="a rule-based mode: tn (default) or itn")
    p.add_argument("--classes", help="comma list of semiotic classes to keep (default: all)")
    p.add_argument("--format", choices=("context", "span"), default="context",
                   help="model input: the span in its sentence (default) or the span alone")
    p.add_argument("--window", type=int, default=256,
                   help="characters of context on each side (the model's --window; default 256)")
    p.add_argument("--unique", action="store_true", help="write each pair once")
    p.add_argument("-o", "--output", help="output TSV (default: stdout)")
    p.set_defaults(func=run)


def synth_rows(processor: Any, text: str, classes: Collection[str] | None = None,
               fmt: str = "context", window: int = 256) -> Iterator[tuple[str, str, str]]:
    """(model input, rule output, class) for each span the rules rewrite in `text` (one line,
    single-spaced); `classes` keeps only those classes; `window` bounds the context on each
    side (the ByT5 normalizer's `window`). Shared with bench/neural_veto.py."""
    from ..neural.byt5 import word_in_context  # no torch: only the input format

    result = processor.normalize_with_alignment(text)
    for span in result.spans:
        if classes is not None and span.cls not in classes:
            continue
        source = (word_in_context(text, span.src_start, span.src_end, window)
                  if fmt == "context" else text[span.src_start:span.src_end])
        yield source, result.text[span.out_start:span.out_end], span.cls


def run(args: argparse.Namespace) -> int:
    normalizer = Normalizer(lang=args.lang, mode=args.mode)
    if not hasattr(normalizer.processor, "transducers"):
        raise TextnormError(f"{args.lang}/{args.mode} has no rule grammars to synthesize from")
    keep = None if not args.classes else {c.strip().upper() for c in args.classes.split(",")}
    seen: set[str] = set()
    sink = open(args.output, "w", encoding="utf-8", newline="\n") if args.output else sys.stdout
    try:
        for raw in lines.iter_lines(args.files):
            text, _ = lines.decode(raw)
            text = " ".join(text.split())  # tabs and odd spaces would break the TSV
            try:
                rows = list(synth_rows(normalizer, text, keep, args.format, args.window))
            except Exception:  # noqa: BLE001 - one odd line must not end the run
                continue
            for source, target, cls in rows:
                row = f"{source}\t{target}\t{cls}\n"
                if args.unique:
                    if row in seen:
                        continue
                    seen.add(row)
                sink.write(row)
    finally:
        if args.output:
            sink.close()
        else:
            sink.flush()
    return 0
