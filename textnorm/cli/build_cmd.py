"""`textnorm build`: compile grammars into the cache ahead of time."""

from __future__ import annotations

import argparse
import time

from .. import cache, registry
from ..normalizer import Normalizer


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("build", help="precompile grammars into the cache")
    p.add_argument("--lang", action="append", help="language(s) to build (default: all)")
    p.add_argument("--mode", action="append", help="mode(s) to build (default: all)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    table = registry.entries()
    for lang in args.lang or sorted(table):
        modes = table.get(registry.canonical_tag(lang)) or registry.lookup(lang, "tn") and {}
        for mode in sorted(m for m in modes if not args.mode or m in args.mode):
            processor = Normalizer(lang=lang, mode=mode).processor
            transducers = getattr(processor, "transducers", None)
            if transducers is None:
                continue  # nothing compiled for this mode
            start = time.perf_counter()
            count = len(transducers())
            print(f"{lang} {mode}: {count} transducers in {time.perf_counter() - start:.1f}s "
                  f"-> {cache.cache_dir()}")
    return 0
