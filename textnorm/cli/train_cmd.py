"""`textnorm train`: fine-tune a ByT5/T5 model on TSV pairs (`input<TAB>target[<TAB>...]`,
e.g. from `textnorm synth`), or train a small byte-level T5 from scratch (`--base` omitted).

The result is a directory `textnorm normalize --model DIR` loads.
"""

from __future__ import annotations

import argparse
import sys

from ..errors import TextnormError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help="fine-tune a ByT5/T5 normalizer on TSV pairs")
    p.add_argument("pairs", metavar="TSV", help="input<TAB>target per line (more columns ignored)")
    p.add_argument("-o", "--output", required=True, help="model directory to write")
    p.add_argument("--base", help="checkpoint to start from (default: a new small byte T5)")
    p.add_argument("--d-model", type=int, default=256, help="new model: width (default 256)")
    p.add_argument("--layers", type=int, default=4, help="new model: encoder and decoder layers")
    p.add_argument("--heads", type=int, help="new model: attention heads (default: d_model / 32)")
    p.add_argument("--steps", type=int, default=2000)
    p.add_argument("--minutes", type=float,
                   help="stop after this much wall time (the learning rate then decays to zero "
                        "over the budget)")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--window", type=int,
                   help="the context window the pairs were made with (`textnorm synth --window`); "
                        "recorded in the model so that `--model DIR` frames spans the same way")
    p.add_argument("--device", default="auto")
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
    from ..neural.base import load_tokenizer, require_torch
    from ..neural.byt5 import record_window
    from ..neural.train import fine_tune, small_byte_t5

    torch, transformers = require_torch()
    pairs = _pairs(args.pairs)
    if not pairs:
        raise TextnormError(f"{args.pairs}: no training pairs")
    torch.manual_seed(args.seed)
    if args.base:
        model = transformers.T5ForConditionalGeneration.from_pretrained(args.base)
        tokenizer = load_tokenizer(transformers, args.base)
    else:
        model = small_byte_t5(args.d_model, args.layers, args.heads)
        tokenizer = transformers.ByT5Tokenizer()
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
