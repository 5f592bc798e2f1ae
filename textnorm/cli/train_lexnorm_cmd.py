"""`textnorm train-lexnorm`: learn a lexical normalization model from a MultiLexNorm `.norm`
file (`orig<TAB>normalized` per word, blank line between sentences) or `.csv`/`.tsv` sentence
pairs (original, normalized; a header naming the columns is used when present).

The result is a directory of plain data that `textnorm normalize --mode lexnorm --model DIR`
loads. Training counts the table and learns, on held-out folds, a ranker over each word's
candidates (scikit-learn) or per-source thresholds (without it).
"""

from __future__ import annotations

import argparse
import sys
import time

from ..errors import TextnormError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train-lexnorm", help="train a lexical normalization model (lexnorm)")
    p.add_argument("data", metavar="FILE",
                   help="MultiLexNorm .norm file, or .csv/.tsv of (original, normalized) pairs")
    p.add_argument("-o", "--output", required=True, help="model directory to write")
    p.add_argument("--lang", help="the language, recorded in the model (e.g. en, vi)")
    p.add_argument("--folds", type=int, default=5, help="held-out folds for tuning (default 5)")
    p.add_argument("--no-backoff", action="store_true",
                   help="only the learned table (no guesses for unseen words)")
    p.add_argument("--learner", choices=("auto", "ranker", "thresholds"), default="auto",
                   help="ranker: a candidate ranker learned with scikit-learn; "
                   "thresholds: per-source thresholds; auto (default): the ranker "
                   "when scikit-learn is installed")
    p.add_argument("--wordlist", default="auto", metavar="auto|none|LANG",
                   help="the language's word list for the ranker (wordfreq), "
                   "copied into the model: auto (default): --lang's, or the language "
                   "the data's words fit best, when wordfreq is installed; none; or a code")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..lexnorm.data import LexnormDataError, read_training
    from ..lexnorm.model import BACKOFF
    from ..lexnorm.storage import ModelFormatError, save
    from ..lexnorm.train import train

    start = time.monotonic()
    try:
        sentences = read_training(args.data)
    except (LexnormDataError, UnicodeDecodeError) as error:
        raise TextnormError(f"{args.data}: {error}") from None
    if not sentences:
        raise TextnormError(f"{args.data}: no training sentences")
    from ..lexnorm import learn

    if args.learner == "ranker" and not learn.available():
        raise TextnormError(f"--learner ranker needs scikit-learn: {learn.INSTALL_HINT}")
    if args.learner == "auto" and not args.no_backoff and not learn.available():
        print(f"note: scikit-learn is not installed, so the model uses tuned thresholds "
              f"instead of the learned ranker ({learn.INSTALL_HINT})", file=sys.stderr)
    try:
        model, report = train(sentences, sources=() if args.no_backoff else BACKOFF,
                              folds=args.folds, learner=args.learner,
                              wordlist=args.wordlist, lang=args.lang)
    except (ImportError, LookupError) as error:  # a word list asked for and not there
        raise TextnormError(f"--wordlist {args.wordlist}: {error}") from None
    try:
        save(model, args.output, lang=args.lang, report=report)
    except ModelFormatError as error:
        raise TextnormError(str(error)) from None
    held = report.get("held_out", {})
    err = f", held-out ERR {100 * held['err']:.1f}%" if "err" in held else ""
    learner = f", {report['learner']} ranker" if report.get("learner") else ""
    if report.get("wordlist"):
        learner += f", word list {report['wordlist']}"
    print(f"wrote {args.output} ({report['sentences']} sentences, {report['tokens']} words"
          f"{err}{learner}, {time.monotonic() - start:.1f}s)", file=sys.stderr)
    return 0
