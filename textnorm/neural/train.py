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
from .batching import autocast, padded_ids, resolve_device
from .byte_ids import ByteIds


def fine_tune(model: Any, tokenizer: Any, pairs: Sequence[tuple[str, str]], *,
              steps: int = 1000, batch_size: int = 32, lr: float = 1e-3, device: str = "auto",
              seed: int = 0, log: Callable[[int, float], None] | None = None,
              max_seconds: float | None = None, decay: bool = False,
              bucket: bool = True) -> Any:
    """Train `model` in place for `steps` mini-batches of `pairs`, or until `max_seconds` of
    wall time have passed; returns it in eval mode.

    With `decay` the learning rate warms up over the first 2% of the budget and then falls
    linearly to zero at its end (the budget is steps or seconds, whichever runs out first), so
    a run cut by the clock still ends on a small learning rate.

    With `bucket` each mini-batch holds pairs of similar length (see `epoch_batches`): on a CPU
    padding is paid in full, and random batches of sentences are about half padding."""
    started = time.monotonic()  # the budget covers encoding the pairs too
    if not pairs:
        raise ValueError("no training pairs")
    target, optimizer, shuffle, ids = _start(model, tokenizer, seed, device, lr)
    encoded = [(ids(source), ids(reading)) for source, reading in pairs]
    pad = tokenizer.pad_token_id or 0
    lengths = [len(source) + len(reading) for source, reading in encoded]
    order: list[list[int]] = []
    for step, done in _budget(steps, max_seconds, started):
        if decay:
            _warm_and_decay(optimizer, lr, done)
        if not order:
            order = epoch_batches(lengths, batch_size, shuffle, bucket)
        batch = [encoded[i] for i in order.pop()]
        input_ids, mask = padded_ids([source for source, _ in batch], pad)
        labels, _ = padded_ids([reading for _, reading in batch], -100)
        with autocast(target, fp16=False):  # bf16 on CUDA; full precision on CPU
            loss = model(input_ids=input_ids.to(target), attention_mask=mask.to(target),
                         labels=labels.to(target)).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if log is not None:
            log(step, loss.item())
    return model.eval()


def _start(model, tokenizer, seed: int, device: str, lr: float):
    """Seed torch and the batch order, move `model` to its device in training mode: (device,
    AdamW optimizer, the batch order's Random, the tokenizer's ByteIds)."""
    torch, _ = require_torch()
    torch.manual_seed(seed)
    target = resolve_device(device)
    model.to(target).train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr)
    return target, optimizer, random.Random(seed), ByteIds(tokenizer)


def _budget(steps: int, max_seconds: float | None, started: float):
    """(step, share of the budget spent) for each step, until `steps` are done or
    `max_seconds` of wall time since `started` have passed, whichever comes first."""
    for step in range(steps):
        done = step / steps
        if max_seconds is not None:
            elapsed = time.monotonic() - started
            if elapsed >= max_seconds:
                return
            done = max(done, elapsed / max_seconds)
        yield step, done


def _warm_and_decay(optimizer: Any, lr: float, done: float) -> None:
    """The learning rate at `done` of the budget: warm-up over the first 2%, then linear
    decay to zero at its end."""
    for group in optimizer.param_groups:
        group["lr"] = lr * min(1.0, done / 0.02, (1.0 - done) / 0.98)


def epoch_batches(lengths: Sequence[int], batch_size: int, shuffle: random.Random,
                 bucket: bool) -> list[list[int]]:
    """One epoch of mini-batches in random order. Bucketed: the shuffled pairs are cut into
    pools of 50 batches, each pool sorted by length before it is cut into batches, so a batch
    holds similar lengths while the epoch stays random."""
    indices = list(range(len(lengths)))
    shuffle.shuffle(indices)
    if bucket:
        pool = 50 * batch_size
        indices = [i for start in range(0, len(indices), pool)
                   for i in sorted(indices[start:start + pool], key=lengths.__getitem__)]
    batches = [indices[i:i + batch_size] for i in range(0, len(indices), batch_size)]
    shuffle.shuffle(batches)
    return batches


def small_byte_t5(d_model: int = 256, layers: int = 4, heads: int | None = None,
                  dropout: float = 0.0, position_buckets: int = 64) -> Any:
    """A randomly initialised byte-level T5 (ByT5's 384-id vocabulary) of the given width and
    depth: what `textnorm train` and bench/neural_veto.py train from scratch.

    `heads` defaults to one per 32 dimensions. Three choices differ from T5's defaults, all
    measured on bench/neural_veto.py's CPU budget (5-minute runs, accuracy on held-out spans):
    - narrow heads: d_model 96 with 3 heads of 32 reached 86%, with 2 heads of 48 53-64%;
      d_model 128 with 2 heads of 64 stayed under 10%;
    - no dropout: a short run on plentiful synthetic pairs underfits, it does not overfit;
    - 64 relative-position buckets instead of 32: T5's encoder tells distances apart exactly
      only up to a quarter of the buckets (8 bytes with 32), and reading "4,460,356" needs each
      digit's distance to the span's end. (These two were measured together: 0.3% -> 2.5% at
      d_model 128.)
    """
    _, transformers = require_torch()
    heads = heads or max(1, d_model // 32)
    config = transformers.T5Config(
        vocab_size=384, d_model=d_model, d_ff=2 * d_model, d_kv=d_model // heads,
        num_heads=heads, num_layers=layers, num_decoder_layers=layers,
        decoder_start_token_id=0, pad_token_id=0, eos_token_id=1,
        feed_forward_proj="gated-gelu", dropout_rate=dropout,
        relative_attention_num_buckets=position_buckets)
    return transformers.T5ForConditionalGeneration(config)


def train_chooser(model: Any, tokenizer: Any, items: Sequence[tuple[str, Sequence[str], int]],
                  *, steps: int = 1000, batch_size: int = 32, lr: float = 1e-3,
                  device: str = "auto", seed: int = 0, nll_weight: float = 0.1,
                  log: Callable[[int, float], None] | None = None,
                  max_seconds: float | None = None) -> Any:
    """Teach `model` to prefer, among a span's admissible readings, the one the reference
    uses: each item is (model input, readings, index of the reference's reading). The loss is
    listwise, the cross-entropy of the softmax over the readings' sequence log-likelihoods,
    plus `nll_weight` times the reference reading's per-token negative log-likelihood (which
    alone is all an item with one reading teaches, e.g. a `textnorm synth` pair). The learning
    rate warms up and decays to zero over the budget (steps or seconds), as `fine_tune`'s."""
    require_torch()  # a clear error before importing the scoring module
    from .scoring import sequence_log_likelihoods

    started = time.monotonic()
    if not items:
        raise ValueError("no training items")
    target, optimizer, shuffle, ids = _start(model, tokenizer, seed, device, lr)
    encoded = [(ids(source), [ids(r) for r in readings], answer)
               for source, readings, answer in items]
    pad = tokenizer.pad_token_id or 0
    lengths = [len(source) + max(map(len, readings)) for source, readings, _ in encoded]
    order: list[list[int]] = []
    for step, done in _budget(steps, max_seconds, started):
        _warm_and_decay(optimizer, lr, done)
        if not order:
            order = epoch_batches(lengths, batch_size, shuffle, bucket=True)
        batch = [encoded[i] for i in order.pop()]
        sources = [source for source, readings, _ in batch for _ in readings]
        targets = [reading for _, readings, _ in batch for reading in readings]
        input_ids, mask = padded_ids(sources, pad)
        labels, _ = padded_ids(targets, -100)
        with autocast(target, fp16=False):
            scores = sequence_log_likelihoods(model, input_ids.to(target), mask.to(target),
                                              labels.to(target))
        loss = scores.new_zeros(())
        row = 0
        for _, readings, answer in batch:
            group = scores[row:row + len(readings)]
            loss = loss - group.log_softmax(0)[answer] - nll_weight * group[answer] / len(
                readings[answer])
            row += len(readings)
        loss = loss / len(batch)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if log is not None:
            log(step, loss.item())
    return model.eval()
