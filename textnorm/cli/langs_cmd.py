"""`textnorm langs`: what each language supports."""

from __future__ import annotations

import argparse
import json

from .. import registry


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("langs", help="list languages, modes and their classes or schemes")
    p.add_argument("--json", action="store_true", help='{"<lang>": {"<mode>": [...]}}')
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(registry.describe(), ensure_ascii=False))
        return 0
    from ..grammars.numbers.data import source

    for lang, modes in registry.entries().items():
        for mode, spec in sorted(modes.items()):
            schemes = f"  schemes: {', '.join(spec.schemes)}" if spec.schemes else ""
            classes = f"  classes: {', '.join(spec.classes)}" if spec.classes else ""
            print(f"{lang:<10} {mode:<8}{schemes}{classes}")
        numbers = source(lang)
        if numbers:
            print(f"{lang:<10} {'data':<8}  numbers: {numbers}")
    return 0
