"""`textnorm eval`: WER/CER/BLEU of predictions vs references, before and after normalization.

    textnorm eval --hyp H --ref R --lang L [--normalize SCHEME ...] [--per-line] [--json]

SCHEME is `mode` or `mode:scheme` (`asr`, `asr:whisper`, `script:homophone`), or steps chained
with "+"; each SCHEME is applied to both files and scored next to the raw text. Without
--normalize the default `asr` scheme of the language is used.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .. import evaluate
from ..errors import TextnormError

_BLEU_TOKENIZERS = ("13a", "intl", "char", "zh", "none")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "eval",
        help="WER/CER/BLEU of hypotheses vs references, before and after normalization",
        description=__doc__.split("\n\n")[0],
        epilog=f"Needs jiwer and sacrebleu: {evaluate.INSTALL_HINT}",
    )
    parser.add_argument("--hyp", required=True, help="hypotheses, one per line ('-' = stdin)")
    parser.add_argument("--ref", required=True, help="references, one per line")
    parser.add_argument("--lang", default="und", help="BCP-47 tag (default: und)")
    parser.add_argument(
        "--normalize",
        action="extend",
        nargs="+",
        metavar="SCHEME",
        help="mode or mode:scheme, '+' chains steps; repeatable (default: asr)",
    )
    parser.add_argument("--per-line", action="store_true", help="also score every line")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--bleu-tokenize",
        default="13a",
        choices=_BLEU_TOKENIZERS,
        help="sacrebleu tokenizer (default: 13a)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    evaluate.check_dependencies()
    if args.hyp == "-" and args.ref == "-":
        raise TextnormError("only one of --hyp and --ref can be read from stdin")
    hypotheses = evaluate.read_lines(args.hyp)
    references = evaluate.read_lines(args.ref)
    systems = evaluate.evaluate(
        hypotheses,
        references,
        lang=args.lang,
        normalizations=args.normalize or ["asr"],
        bleu_tokenize=args.bleu_tokenize,
        per_line=args.per_line,
    )
    if args.json:
        report = {
            "lang": args.lang,
            "lines": len(references),
            "systems": [system.as_dict(per_line=args.per_line) for system in systems],
        }
        json.dump(report, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        _print_table(systems, len(references), args.per_line)
    return 0


def _percent(rate: float | None) -> str:
    return "n/a" if rate is None else f"{100 * rate:.2f}"


def _print_table(systems: list[evaluate.SystemScore], lines: int, per_line: bool) -> None:
    out = sys.stdout
    if per_line:
        header = ["line"] + [f"{s.name} {m}" for s in systems for m in ("WER", "CER", "BLEU")]
        out.write("\t".join(header) + "\n")
        for i in range(lines):
            row = [str(i + 1)]
            for system in systems:
                line = system.lines[i]
                row += [_percent(line.words.rate), _percent(line.chars.rate), f"{line.bleu:.2f}"]
            out.write("\t".join(row) + "\n")
        out.write("\n")
    width = max(len("normalization"), *(len(s.name) for s in systems))
    out.write(f"{'normalization':<{width}}  {'WER %':>7}  {'CER %':>7}  {'BLEU':>6}  "
              f"{'ref words':>9}  {'S/D/I':>14}\n")
    for s in systems:
        sdi = f"{s.words.substitutions}/{s.words.deletions}/{s.words.insertions}"
        out.write(f"{s.name:<{width}}  {_percent(s.wer):>7}  {_percent(s.cer):>7}  "
                  f"{s.bleu:>6.2f}  {s.words.reference_length:>9}  {sdi:>14}\n")
    out.write(f"({lines} line{'' if lines == 1 else 's'})\n")
