"""Batched vs one-at-a-time span rewriting with a random-weight ByT5 (no download needed).

    python bench/neural_batching.py [--spans 256] [--d-model 64] [--layers 2] [--new 32]
                                    [--budget 8192] [--threads N] [--device auto]

Spans come from synthetic sentences with numbers, money, dates and measures, formatted as the
model sees them (word in context). Random weights rarely end a sequence, so every span
decodes its full `--new` tokens both ways: the two timings do the same work, and the batched
outputs (decoded text, ended or not) are checked to equal the one-at-a-time outputs. Prints
spans/s both ways and the ratio.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm.neural.byt5 import ByT5Normalizer, word_in_context  # noqa: E402

_TEMPLATES = ("It cost ${a} on {d} March {y}.", "We drove {a} km in {b} hours.",
              "The {o} runner finished at {b}.{c}.", "About {a},{c}00 people came.",
              "She paid £{b}.{c} for {a} kg.")


def _spans(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    inputs = []
    while len(inputs) < n:
        values = {"a": rng.randint(1, 999), "b": rng.randint(1, 99), "c": rng.randint(10, 99),
                  "d": rng.randint(1, 28), "y": rng.randint(1900, 2030),
                  "o": f"{rng.randint(1, 30)}th"}
        line = rng.choice(_TEMPLATES).format(**values)
        words = line.split()
        i = rng.randrange(len(words))
        start = len(" ".join(words[:i])) + (1 if i else 0)
        inputs.append(word_in_context(line, start, start + len(words[i])))
    return inputs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--spans", type=int, default=256)
    ap.add_argument("--d-model", type=int, default=64)
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--new", type=int, default=32, help="tokens decoded per span")
    ap.add_argument("--budget", type=int, default=8192, help="token budget per batch")
    ap.add_argument("--threads", type=int, default=0, help="torch threads (0: default)")
    ap.add_argument("--device", default="auto")
    args = ap.parse_args()

    import torch
    import transformers

    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    config = transformers.T5Config(
        vocab_size=384, d_model=args.d_model, d_ff=2 * args.d_model, d_kv=args.d_model // 4,
        num_heads=4, num_layers=args.layers, num_decoder_layers=args.layers,
        decoder_start_token_id=0, pad_token_id=0, eos_token_id=1)
    model = ByT5Normalizer.from_model(transformers.T5ForConditionalGeneration(config),
                                      device=args.device, token_budget=args.budget)
    inputs = _spans(args.spans, seed=1)
    limits = [args.new] * len(inputs)
    model.generate(inputs[:4], limits[:4])  # warm-up

    def timed(fn):
        if model.device.type == "cuda":
            torch.cuda.synchronize()
        start = time.perf_counter()
        out = fn()
        if model.device.type == "cuda":
            torch.cuda.synchronize()
        return out, time.perf_counter() - start

    # partial=True: compare what was decoded even where no end of sequence came.
    alone, t_alone = timed(lambda: [model.generate([x], [args.new], partial=True)[0]
                                    for x in inputs])
    batched, t_batched = timed(lambda: model.generate(inputs, limits, partial=True))
    print(f"device={model.device} threads={torch.get_num_threads()} spans={len(inputs)} "
          f"d_model={args.d_model} layers={args.layers} new_tokens={args.new} "
          f"budget={args.budget}")
    print(f"one-at-a-time: {t_alone:.2f} s ({len(inputs) / t_alone:.1f} spans/s)")
    print(f"batched:       {t_batched:.2f} s ({len(inputs) / t_batched:.1f} spans/s)")
    print(f"ratio: {t_alone / t_batched:.1f}x   outputs equal: {alone == batched}")
    if alone != batched:
        sys.exit(1)


if __name__ == "__main__":
    main()
