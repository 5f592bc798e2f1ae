"""Fine-tuning a seq2seq model (ByT5/T5) on (input, target) pairs: `textnorm train`.

Plain teacher-forced cross-entropy with AdamW, shuffled mini-batches, fixed seed. Small on
purpose: enough to train the covering-grammar benchmark's byte-level model on CPU and to
adapt a checkpoint; large runs belong in a real training framework.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from .base import require_torch
from .batching import resolve_device


def fine_tune(model: Any, tokenizer: Any, pairs: Sequence[tuple[str, str]], *,
              steps: int = 1000, batch_size: int = 32, lr: float = 1e-3, device: str = "auto",
              seed: int = 0, log: Callable[[int, float], None] | None = None,
              max_seconds: float | None = None, decay: bool = False) -> Any:
    """Train `model` in place for `steps` mini-batches of `pairs`, or until `max_seconds` of
    wall time have passed; returns it in eval mode.

    With `decay` the learning rate warms up over the first 2% of the budget and then falls
    linearly to zero at its end (the budget is steps or seconds, whichever runs out first), so
    a run cut by the clock still ends on a small learning rate."""
    torch, _ = require_torch()
    if not pairs:
        raise ValueError("no training pairs")
    torch.manual_seed(seed)
    shuffle = random.Random(seed)
    target = resolve_device(device)
    model.to(target).train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    started = time.monotonic()
    order: list[int] = []
    for step in range(steps):
        done = step / steps
        if max_seconds is not None:
            elapsed = time.monotonic() - started
            if elapsed >= max_seconds:
                break
            done = max(done, elapsed / max_seconds)
        if decay:
            for group in optimizer.param_groups:
                group["lr"] = lr * min(1.0, done / 0.02, (1.0 - done) / 0.98)
        if len(order) < batch_size:
            more = list(range(len(pairs)))
            shuffle.shuffle(more)
            order.extend(more)
        batch = [pairs[i] for i in order[:batch_size]]
        del order[:batch_size]
        inputs = tokenizer([a for a, _ in batch], padding=True, return_tensors="pt")
        labels = tokenizer([b for _, b in batch], padding=True, return_tensors="pt").input_ids
        labels[labels == (tokenizer.pad_token_id or 0)] = -100
        loss = model(input_ids=inputs.input_ids.to(target),
                     attention_mask=inputs.attention_mask.to(target),
                     labels=labels.to(target)).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if log is not None:
            log(step, loss.item())
    return model.eval()


def small_byte_t5(d_model: int = 256, layers: int = 4) -> Any:
    """A randomly initialised byte-level T5 (ByT5's 384-id vocabulary) of the given width and
    depth: what `textnorm train` and bench/neural_veto.py train from scratch."""
    _, transformers = require_torch()
    heads = max(1, d_model // 64)
    config = transformers.T5Config(
        vocab_size=384, d_model=d_model, d_ff=2 * d_model, d_kv=d_model // heads,
        num_heads=heads, num_layers=layers, num_decoder_layers=layers,
        decoder_start_token_id=0, pad_token_id=0, eos_token_id=1,
        feed_forward_proj="gated-gelu")
    return transformers.T5ForConditionalGeneration(config)
