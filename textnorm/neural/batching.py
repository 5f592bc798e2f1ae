"""Batching shared by the neural models: length-sorted batches under a token budget, device
choice and mixed precision.

Sorting by length keeps padding small; the budget bounds memory (rows x longest row). Each
row is decoded greedily and independently of its batch mates, so batched output equals
one-at-a-time output (tests check it).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any


def plan_batches(lengths: Sequence[int], token_budget: int = 4096,
                 max_rows: int = 256) -> list[list[int]]:
    """Indices of `lengths` grouped into batches: sorted by length (stable), each batch's
    rows x longest row <= token_budget (a single over-long row gets a batch of its own)."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    batches: list[list[int]] = []
    current: list[int] = []
    for index in order:
        longest = lengths[index]  # sorted: the newest row is the longest
        if current and ((len(current) + 1) * longest > token_budget or len(current) >= max_rows):
            batches.append(current)
            current = []
        current.append(index)
    if current:
        batches.append(current)
    return batches


def padded_ids(rows: Sequence[Sequence[int]], pad: int) -> tuple[Any, Any]:
    """Rows of token ids as one right-padded tensor, with its attention mask."""
    import torch

    width = max(map(len, rows))
    ids = torch.full((len(rows), width), pad, dtype=torch.long)
    mask = torch.zeros((len(rows), width), dtype=torch.long)
    for row, values in enumerate(rows):
        ids[row, :len(values)] = torch.tensor(values, dtype=torch.long)
        mask[row, :len(values)] = 1
    return ids, mask


def resolve_device(device: str | Any = "auto") -> Any:
    """A torch.device: "auto" is CUDA when present, else CPU."""
    import torch

    if isinstance(device, torch.device):
        return device
    if device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    return torch.device(device)


def autocast(device: Any, fp16: bool = True) -> contextlib.AbstractContextManager:
    """bf16 autocast on CUDA (fp16 where bf16 is missing, unless `fp16` is off: training
    in fp16 needs loss scaling, so it runs in full precision instead); full precision on CPU,
    where autocast buys little and changes greedy choices."""
    import torch

    if device.type != "cuda":
        return contextlib.nullcontext()
    if torch.cuda.is_bf16_supported():
        return torch.autocast("cuda", dtype=torch.bfloat16)
    return torch.autocast("cuda", dtype=torch.float16) if fp16 else contextlib.nullcontext()
