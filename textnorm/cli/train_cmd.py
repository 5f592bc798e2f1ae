"""`textnorm train`: fine-tune a ByT5/T5 model on TSV pairs (`input<TAB>target[<TAB>...]`,
e.g. from `textnorm synth`), or train a small byte-level T5 from scratch (`--base` omitted).

Given written/spoken sentence pairs (`.jsonl`, the Sproat & Jaitly token-list format) and
`--lang`, it trains a chooser instead: a model that ranks each span's admissible readings
(textnorm/neural/choice_train.py), used by `textnorm normalize --model DIR` in choice mode.
By default the chooser is a feature ranker (log-linear over hashed features, numpy only, a
few minutes on a CPU; measured better than a CPU-trained ByT5 chooser, see README);
`--arch byt5` or `--base CKPT` trains a ByT5/T5 chooser instead (`--synth TSV` adds `textnorm
synth` pairs to it). `--holdout` keeps a test split out of training.

The result is a directory `textnorm normalize --model DIR` loads.
"""

from __future__ import annotations

import argparse
import sys

from ..errors import TextnormError

ARCHS = ("ranker", "byt5")
# options the feature ranker has no use for (defaults None): an error, not silently ignored
_SEQ2SEQ_ONLY = ("synth", "d_model", "layers", "heads", "steps", "window")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help="fine-tune a ByT5/T5 normalizer on TSV pairs, or train a "
                       "reading chooser on sentence pairs (.jsonl)")
    p.add_argument("pairs", metavar="TSV|JSONL", help="input<TAB>target per line (more columns "
                   "ignored); or .jsonl sentence pairs (unnormalized/normalized token lists)")
    p.add_argument("--lang", help=".jsonl: the language whose grammars give the readings")
    p.add_argument("--synth", metavar="TSV", help=".jsonl: also `textnorm synth` pairs")
    p.add_argument("--holdout", type=float, default=0.0,
                   help=".jsonl: leave out this fraction of sentences (by a hash of the text, "
                        "as bench/neural_choice.py --holdout), e.g. 0.1")
    p.add_argument("--holdout-slice", type=int, default=0, metavar="K",
                   help=".jsonl: which --holdout slice to leave out: the K-th fraction of the "
                        "hash range (default 0; 0 to 1/F - 1, for cross-validated figures)")
    p.add_argument("--repeat-changed", type=int, default=4,
                   help=".jsonl: times per epoch a choice where the reference is not the rule's "
                        "reading is seen (default 4)")
    p.add_argument("--dev", type=float, default=0.05,
                   help=".jsonl: share of training sentences kept to calibrate and report "
                        "(the byt5 chooser; the ranker with --folds 0)")
    p.add_argument("--arch", choices=ARCHS,
                   help=".jsonl: the chooser to train: ranker (default; a feature ranker, "
                        "minutes on a CPU) or byt5 (a seq2seq chooser; implied by --base)")
    p.add_argument("--folds", type=int, default=5,
                   help=".jsonl ranker: calibrate the margin on this many folds of the training "
                        "sentences (default 5; 0 or 1: on the --dev slice instead)")
    p.add_argument("--epochs", type=int, default=20,
                   help=".jsonl ranker: passes over the choices (default 20; --minutes caps)")
    p.add_argument("-o", "--output", required=True, help="model directory to write")
    p.add_argument("--base", help="checkpoint to start from (default: a new small byte T5)")
    p.add_argument("--d-model", type=int,
                   help="new model: width (default 256; a chooser 128)")
    p.add_argument("--layers", type=int,
                   help="new model: encoder and decoder layers (default 4; a chooser 2)")
    p.add_argument("--heads", type=int, help="new model: attention heads (default: d_model / 32)")
    p.add_argument("--steps", type=int, help="default 2000; with --minutes, the clock decides")
    p.add_argument("--minutes", type=float,
                   help="stop after this much wall time (the learning rate then decays to zero "
                        "over the budget)")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--window", type=int,
                   help="the context window the pairs were made with (`textnorm synth --window`); "
                        "recorded in the model so that `--model DIR` frames spans the same way")
    p.add_argument("--device", default="auto")
    p.add_argument("--threads", type=int, default=0,
                   help="torch CPU threads (0: torch's default); on a busy shared machine 1 "
                        "can be ten times faster per step than oversubscribed cores")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=run)


def _pairs(path: str) -> list[tuple[str, str]]:
    pairs = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) < 2:
                raise TextnormError(f"{path}:{number}: expected input<TAB>target")
            pairs.append((fields[0], fields[1]))
    return pairs


def run(args: argparse.Namespace) -> int:
    choice = args.pairs.endswith(".jsonl")
    if choice and not args.lang:
        raise TextnormError("training a chooser on .jsonl sentence pairs needs --lang")
    if args.arch == "ranker" and (args.base or not choice):
        raise TextnormError("--arch ranker trains a chooser from .jsonl sentence pairs and "
                            "starts from no checkpoint (--base is a byt5 option)")
    if choice and args.arch != "byt5" and not args.base:
        seq2seq = [f"--{name.replace('_', '-')}" for name in _SEQ2SEQ_ONLY
                   if getattr(args, name) is not None]
        if seq2seq:
            raise TextnormError(f"{', '.join(seq2seq)}: options of the byt5 chooser; the "
                                "default chooser is a feature ranker (add --arch byt5)")
        return _train_ranker(args)
    return _train_seq2seq(args, choice)


def _train_seq2seq(args: argparse.Namespace, choice: bool) -> int:
    from ..neural.base import load_tokenizer, require_torch
    from ..neural.byt5 import record_window
    from ..neural.train import fine_tune, small_byte_t5

    torch, transformers = require_torch()
    if args.steps is None:
        args.steps = 10**9 if args.minutes is not None else 2000
    pairs = [] if choice else _pairs(args.pairs)
    if not choice and not pairs:
        raise TextnormError(f"{args.pairs}: no training pairs")
    torch.manual_seed(args.seed)
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.base:
        model = transformers.T5ForConditionalGeneration.from_pretrained(args.base)
        tokenizer = load_tokenizer(transformers, args.base)
    else:
        model = small_byte_t5(args.d_model or (128 if choice else 256),
                              args.layers or (2 if choice else 4), args.heads)
        tokenizer = transformers.ByT5Tokenizer()
    if choice:
        return _train_chooser(args, model, tokenizer)
    every = max(1, args.steps // 20)
    done = [0]

    def log(step: int, loss: float) -> None:
        done[0] = step + 1
        if step % every == 0 or step == args.steps - 1:
            print(f"step {step + 1}/{args.steps} loss {loss:.4f}", file=sys.stderr)

    budget = None if args.minutes is None else 60 * args.minutes
    fine_tune(model, tokenizer, pairs, steps=args.steps, batch_size=args.batch_size,
              lr=args.lr, device=args.device, seed=args.seed, log=log, max_seconds=budget,
              decay=budget is not None)
    if args.window is not None:
        record_window(model, args.window)
    model.save_pretrained(args.output)
    tokenizer.save_pretrained(args.output)
    print(f"wrote {args.output} ({len(pairs)} pairs, {done[0]} steps)", file=sys.stderr)
    return 0


def _choice_data(args: argparse.Namespace) -> tuple[list, object]:
    """The training sentences (held-out split removed) and a ChoicePass that finds choices."""
    from ..neural.choice import ChoicePass
    from ..neural.choice_data import read_sentences, split
    from ..normalizer import Normalizer

    sentences, test = split(read_sentences(args.pairs), args.holdout,
                            args.holdout_slice)
    if not sentences:
        raise TextnormError(f"{args.pairs}: no training sentences")
    normalizer = Normalizer(lang=args.lang, mode="tn")
    if not hasattr(normalizer.processor, "transducers"):
        raise TextnormError(f"{args.lang}/tn has no rule grammars to read spans with")
    print(f"{len(sentences)} sentences ({len(test)} held out)", file=sys.stderr)
    return sentences, ChoicePass(normalizer.processor, None)


def _train_ranker(args: argparse.Namespace) -> int:
    import time

    from ..neural.choice_train import train_ranker

    started = time.monotonic()
    sentences, finder = _choice_data(args)
    budget = None if args.minutes is None else 60 * args.minutes
    ranker = train_ranker(
        finder, sentences, dev_share=args.dev, seed=args.seed, epochs=args.epochs,
        folds=args.folds, lang=args.lang,
        log=lambda line: print(line, file=sys.stderr),
        max_seconds=None if budget is None else 0.9 * budget - (time.monotonic() - started))
    ranker.save(args.output)
    print(f"wrote {args.output} (a feature ranker, margin {ranker.margin}; "
          f"{time.monotonic() - started:.0f} s)", file=sys.stderr)
    return 0


def _train_chooser(args: argparse.Namespace, model, tokenizer) -> int:
    import time

    from ..neural.choice_train import train_choice_model

    started = time.monotonic()
    sentences, finder = _choice_data(args)
    extra = _pairs(args.synth) if args.synth else []
    done = [0]

    def log_step(step: int, loss: float) -> None:
        done[0] = step + 1
        if step % 200 == 0:
            print(f"step {step + 1} loss {loss:.4f} ({time.monotonic() - started:.0f} s)",
                  file=sys.stderr)

    # The budget covers reading the data and the dev report as well as the steps.
    budget = None if args.minutes is None else 60 * args.minutes
    spent = time.monotonic() - started
    train_choice_model(
        model, tokenizer, finder, sentences, extra, window=args.window or 32,
        dev_share=args.dev, seed=args.seed, repeat_changed=args.repeat_changed,
        log=lambda line: print(line, file=sys.stderr),
        steps=args.steps, batch_size=args.batch_size, lr=args.lr, device=args.device,
        log_step=log_step,
        max_seconds=None if budget is None else max(1.0, 0.93 * budget - spent))
    model.save_pretrained(args.output)
    tokenizer.save_pretrained(args.output)
    print(f"wrote {args.output} (a chooser; {done[0]} steps)", file=sys.stderr)
    return 0
