"""Fine-tuning a seq2seq model (ByT5/T5) on (input, target) pairs: `textnorm train`.

Plain teacher-forced cross-entropy with AdamW, shuffled mini-batches, fixed seed. Small on
purpose: enough to train the covering-grammar benchmark's byte-level model on CPU and to
adapt a checkpoint; large runs belong in a real training framework.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from .base import require_torch
from .batching import resolve_device


def fine_tune(model: Any, tokenizer: Any, pairs: Sequence[tuple[str, str]], *,
              steps: int = 1000, batch_size: int = 32, lr: float = 1e-3, device: str = "auto",
              seed: int = 0, log: Callable[[int, float], None] | None = None) -> Any:
    """Train `model` in place for `steps` mini-batches of `pairs`; returns it in eval mode."""
    torch, _ = require_torch()
    if not pairs:
        raise ValueError("no training pairs")
    torch.manual_seed(seed)
    shuffle = random.Random(seed)
    target = resolve_device(device)
    model.to(target).train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    order: list[int] = []
    for step in range(steps):
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
