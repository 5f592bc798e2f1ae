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
    p.add_argument("--steps", type=int, default=2000)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
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
    from ..neural.train import fine_tune

    torch, transformers = require_torch()
    pairs = _pairs(args.pairs)
    if not pairs:
        raise TextnormError(f"{args.pairs}: no training pairs")
    torch.manual_seed(args.seed)
    if args.base:
        model = transformers.T5ForConditionalGeneration.from_pretrained(args.base)
        tokenizer = load_tokenizer(transformers, args.base)
    else:
        heads = max(1, args.d_model // 64)
        config = transformers.T5Config(
            vocab_size=384, d_model=args.d_model, d_ff=2 * args.d_model,
            d_kv=args.d_model // heads, num_heads=heads, num_layers=args.layers,
            num_decoder_layers=args.layers, decoder_start_token_id=0, pad_token_id=0,
            eos_token_id=1, feed_forward_proj="gated-gelu")
        model = transformers.T5ForConditionalGeneration(config)
        tokenizer = transformers.ByT5Tokenizer()
    every = max(1, args.steps // 20)

    def log(step: int, loss: float) -> None:
        if step % every == 0 or step == args.steps - 1:
            print(f"step {step + 1}/{args.steps} loss {loss:.4f}", file=sys.stderr)

    fine_tune(model, tokenizer, pairs, steps=args.steps, batch_size=args.batch_size,
              lr=args.lr, device=args.device, seed=args.seed, log=log)
    model.save_pretrained(args.output)
    tokenizer.save_pretrained(args.output)
    print(f"wrote {args.output} ({len(pairs)} pairs, {args.steps} steps)", file=sys.stderr)
    return 0
