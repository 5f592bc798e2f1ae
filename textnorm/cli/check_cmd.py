"""`textnorm check`: is each line well-formed in its script? Prints ok / malformed per line."""

from __future__ import annotations

import argparse
import sys

from ..errors import TextnormError
from ..normalizer import Normalizer
from . import lines


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("check", help="print ok or malformed for each input line")
    p.add_argument("files", nargs="*", metavar="FILE")
    p.add_argument("--lang", required=True)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    processor = Normalizer(lang=args.lang, mode="script").processor
    check = getattr(processor, "is_wellformed", None)
    if check is None:
        raise TextnormError(f"no well-formedness check for {args.lang}")
    out = sys.stdout.buffer
    for raw in lines.iter_lines(args.files):
        text, ending = lines.decode(raw)
        try:
            verdict = "ok" if check(text) else "malformed"
        except Exception:  # noqa: BLE001 - one odd line must not end the run
            verdict = "malformed"
        out.write(lines.encode(verdict, ending or "\n"))
    out.flush()
    return 0
