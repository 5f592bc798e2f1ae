"""`textnorm eval`: WER/CER/BLEU of predictions vs references, before and after normalization.

    textnorm eval --hyp H --ref R --lang L [--normalize SCHEME ...] [--per-line] [--json]
    textnorm eval --task lexnorm GOLD PRED [--cased] [--json]

SCHEME is `mode` or `mode:scheme` (`asr`, `asr:whisper`, `script:homophone`), or steps chained
with "+"; each SCHEME is applied to both files and scored next to the raw text. Without
--normalize the default `asr` scheme of the language is used.

`--task lexnorm` scores lexical normalization in the MultiLexNorm format (word<TAB>normalized
per line, a blank line between sentences; PRED repeats GOLD's words): ERR, precision, recall
and accuracy, overall and per kind of normalization (1-1, split, merge, keep).
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
    parser.add_argument("files", nargs="*", metavar="GOLD PRED",
                        help="--task lexnorm: the gold and predicted MultiLexNorm files")
    parser.add_argument("--task", choices=("wer", "lexnorm"), default="wer",
                        help="wer (default): WER/CER/BLEU of --hyp vs --ref; lexnorm: ERR of "
                        "PRED vs GOLD")
    parser.add_argument("--cased", action="store_true",
                        help="lexnorm: compare words as written (default: lower-cased)")
    parser.add_argument("--hyp", help="hypotheses, one per line ('-' = stdin)")
    parser.add_argument("--ref", help="references, one per line")
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
    if args.task == "lexnorm":
        return _run_lexnorm(args)
    if args.files:
        raise TextnormError("GOLD PRED files are for --task lexnorm; use --hyp and --ref")
    if not args.hyp or not args.ref:
        raise TextnormError("eval needs --hyp and --ref (or --task lexnorm GOLD PRED)")
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


def _run_lexnorm(args: argparse.Namespace) -> int:
    from ..lexnorm.data import read_norm_text
    from ..lexnorm.scoring import ScoringError, score_files

    if len(args.files) != 2:
        raise TextnormError("--task lexnorm takes two files: GOLD PRED")
    try:
        gold, predicted = (read_norm_text(open(path, encoding="utf-8-sig").read())
                           for path in args.files)
        report = score_files(gold, predicted, cased=args.cased)
    except (OSError, UnicodeDecodeError, ScoringError) as error:
        raise TextnormError(f"eval --task lexnorm: {error}") from None
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    out = sys.stdout
    out.write(f"{'kind':<6} {'words':>7} {'need':>6} {'ERR %':>7} {'prec %':>7} {'rec %':>7} "
              f"{'acc %':>7} {'TP':>6} {'FP':>5} {'FN':>6}\n")
    for name, r in [("all", report), *report["by_kind"].items()]:
        out.write(f"{name:<6} {r['words']:>7} {r['need']:>6} {_percent(r['err']):>7} "
                  f"{_percent(r['precision']):>7} {_percent(r['recall']):>7} "
                  f"{_percent(r['accuracy']):>7} {r['tp']:>6} {r['fp']:>5} {r['fn']:>6}\n")
    return 0
