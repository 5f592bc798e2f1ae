"""`ByT5Normalizer`: a byte-level seq2seq model (ByT5 or T5) proposes each span's rewrite.

The input is the word-in-context format of ÚFAL's MultiLexNorm 2021 system, so their
checkpoints (`ufal/byt5-small-multilexnorm2021-<lang>`, see textnorm/models/) work unchanged:
the whitespace-separated words of the sentence with the target between the first two
sentinels, `left words <extra_id_0>target<extra_id_1> right words`. A TN span may hold
several words ("$5 million") or be part of a token ("(5)"); it is marked the same way, with no
space where the text has none.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from .base import SpanInput, clean_proposal, load_tokenizer, output_limit, require_torch
from .batching import autocast, padded_ids, plan_batches, resolve_device
from .byte_ids import ByteIds
from .ranker import pick

OPEN, CLOSE = "<extra_id_0>", "<extra_id_1>"


def word_in_context(text: str, start: int, end: int, window: int = 256) -> str:
    """The model input for `text[start:end]`: at most `window` characters of context on each
    side, cut at word boundaries (a 1 MB line must not become a 1 MB input)."""
    left = text[max(0, start - window):start]
    if start - window > 0 and not left[:1].isspace():
        left = left.partition(" ")[2]  # drop the cut word
    right = text[end:end + window]
    if end + window < len(text) and not text[end + window:end + window + 1].isspace():
        right = right.rpartition(" ")[0]
    # A span inside a token ("(5)", "4 March 2014.") stays attached to its neighbours.
    glued_left = start > 0 and not text[start - 1].isspace()
    glued_right = end < len(text) and not text[end].isspace()
    return (f"{' '.join(left.split())}{'' if glued_left else ' '}{OPEN}{text[start:end]}{CLOSE}"
            f"{'' if glued_right else ' '}{' '.join(right.split())}")


_WINDOW_KEY = "textnorm_window"
MARGIN_KEY = "textnorm_margin"
TASK_KEY = "textnorm_task"
KEEP_KEY = "textnorm_keep_tokens"


def record_window(model: Any, window: int) -> None:
    """Note in the model's config the context window its training inputs were framed with;
    `save_pretrained` keeps it and `ByT5Normalizer` reads inputs the same way."""
    setattr(model.config, _WINDOW_KEY, window)


def trained_window(model: Any) -> int | None:
    value = getattr(model.config, _WINDOW_KEY, None)
    return int(value) if value else None


class ByT5Normalizer:
    """Greedy, batched rewriting of spans with a T5ForConditionalGeneration checkpoint.

    `model` is a local directory or a hub id (or use `from_model` with loaded objects);
    `device="auto"` picks CUDA when present. `token_budget` bounds rows x input tokens per
    batch; `max_new_tokens` caps every reading. `window` (characters of context on each side
    of a span) defaults to the one the model was trained with when its config records it
    (`textnorm_window`, written by `textnorm train --window`), else 256.
    """

    def __init__(self, model: str, device: str = "auto", token_budget: int = 8192,
                 max_rows: int = 256, max_new_tokens: int = 512, window: int | None = None):
        _torch, transformers = require_torch()
        from . import NeuralError

        if model.startswith(("/", "./", "../", "~")) and not os.path.isdir(
                os.path.expanduser(model)):
            raise NeuralError(f"cannot load a T5/ByT5 model: no directory {model!r}")
        model = os.path.expanduser(model)
        try:
            loaded = transformers.T5ForConditionalGeneration.from_pretrained(model)
        except (OSError, ValueError) as error:
            raise NeuralError(f"cannot load a T5/ByT5 model from {model!r}: {error}") from error
        self._setup(loaded, load_tokenizer(transformers, model), device, token_budget,
                    max_rows, max_new_tokens, window)

    @classmethod
    def from_model(cls, model: Any, tokenizer: Any = None, **options: Any) -> ByT5Normalizer:
        """Wrap an already built model (tests, `textnorm train`); the tokenizer defaults to
        ByT5's byte tokenizer, which needs no vocabulary file."""
        _torch, transformers = require_torch()
        self = cls.__new__(cls)
        defaults = {"device": "auto", "token_budget": 8192, "max_rows": 256,
                    "max_new_tokens": 512, "window": None}
        defaults.update(options)
        self._setup(model, tokenizer or transformers.ByT5Tokenizer(), **defaults)
        return self

    def _setup(self, model: Any, tokenizer: Any, device: str, token_budget: int,
               max_rows: int, max_new_tokens: int, window: int | None) -> None:
        self.device = resolve_device(device)
        self.model = model.to(self.device).eval()
        self.tokenizer = tokenizer
        self.ids = ByteIds(tokenizer)
        self.token_budget = token_budget
        self.max_rows = max_rows
        self.max_new_tokens = max_new_tokens
        self.window = window if window is not None else trained_window(model) or 256
        self.margin = float(getattr(model.config, MARGIN_KEY, 0.0) or 0.0)
        # what the model was trained for: "choose" (textnorm train on sentence pairs) or
        # None (a rewriting model, for the veto)
        self.task = getattr(model.config, TASK_KEY, None)
        # tokens the training data always kept as written: a chooser does not score them
        self.keep_tokens = frozenset(getattr(model.config, KEEP_KEY, None) or ())

    def propose(self, spans: list[SpanInput]) -> list[str | None]:
        inputs = [word_in_context(s.text, s.start, s.end, self.window) for s in spans]
        limits = [output_limit(s.span) for s in spans]
        token_limits = [min(self.max_new_tokens, output_limit(s.span.encode("utf-8")))
                        for s in spans]
        outputs = self.generate(inputs, token_limits)
        return [None if out is None else clean_proposal(out, limit)
                for out, limit in zip(outputs, limits)]

    def choose(self, spans: list[SpanInput], options: list[list[str]]) -> list[int | None]:
        """The index of the most likely reading of each span among its `options` (its
        admissible readings, the rule output first), by sequence log-likelihood; another
        reading replaces the first only when it scores more than `margin` nats above it (the
        trainer calibrates the margin and records it in the model's config)."""
        inputs = [word_in_context(s.text, s.start, s.end, self.window) for s in spans]
        flat = [(text, reading) for text, readings in zip(inputs, options) for reading in readings]
        scores = iter(self.score([t for t, _ in flat], [r for _, r in flat]))
        return [pick([next(scores) for _ in readings], self.margin) if readings else None
                for readings in options]

    def score(self, inputs: Sequence[str], readings: Sequence[str]) -> list[float]:
        """log P(reading | input) for each pair. Batched by input: each distinct input is
        encoded once and its readings share that encoding; batches are planned by length
        under the token budget. A row's score does not depend on its batch mates (up to float
        rounding)."""
        torch, _ = require_torch()
        from .scoring import sequence_log_likelihoods

        readings_of: dict[str, list[str]] = {}
        for text, reading in zip(inputs, readings):
            if reading not in readings_of.setdefault(text, []):
                readings_of[text].append(reading)
        unique = list(readings_of)
        encoded = [self.ids(text) for text in unique]
        targets = {text: [self.ids(r) for r in readings_of[text]] for text in unique}
        pad = self.tokenizer.pad_token_id or 0
        cost = [len(e) + sum(map(len, targets[t])) for e, t in zip(encoded, unique)]
        scored: dict[tuple[str, str], float] = {}
        for batch in plan_batches(cost, self.token_budget, self.max_rows):
            ids, mask = padded_ids([encoded[i] for i in batch], pad)
            rows = [(row, unique[i], r) for row, i in enumerate(batch)
                    for r in range(len(readings_of[unique[i]]))]
            labels, _ = padded_ids([targets[text][r] for _, text, r in rows], -100)
            which = torch.tensor([row for row, _, _ in rows], device=self.device)
            with torch.inference_mode(), autocast(self.device):
                states = self.model.get_encoder()(
                    input_ids=ids.to(self.device), attention_mask=mask.to(self.device)
                ).last_hidden_state
                values = sequence_log_likelihoods(
                    self.model, None, mask.to(self.device)[which], labels.to(self.device),
                    encoder_outputs=(states[which],))
            for value, (_, text, r) in zip(values.tolist(), rows):
                scored[(text, readings_of[text][r])] = value
        return [scored[pair] for pair in zip(inputs, readings)]

    def generate(self, inputs: Sequence[str], limits: Sequence[int],
                 partial: bool = False) -> list[str | None]:
        """Greedy decoding of each input, batched; None where no end of sequence came within
        the input's own token limit (so a row's result never depends on its batch), or with
        `partial` the text decoded up to the limit."""
        torch, _ = require_torch()
        unique = list(dict.fromkeys(inputs))
        limit_of: dict[str, int] = {}
        for text, limit in zip(inputs, limits):
            limit_of[text] = max(limit, limit_of.get(text, 0))
        encoded = [self.ids(text) for text in unique]
        pad = self.tokenizer.pad_token_id or 0
        eos = self.tokenizer.eos_token_id
        decoded: dict[str, str | None] = {}
        for batch in plan_batches([len(e) for e in encoded], self.token_budget, self.max_rows):
            ids, mask = padded_ids([encoded[i] for i in batch], pad)
            row_limits = [limit_of[unique[i]] for i in batch]
            with torch.inference_mode(), autocast(self.device):
                out = self.model.generate(
                    input_ids=ids.to(self.device), attention_mask=mask.to(self.device),
                    max_new_tokens=max(row_limits), do_sample=False, num_beams=1,
                    eos_token_id=eos, pad_token_id=pad,
                )
            for row, i in enumerate(batch):
                tokens = out[row, 1:].tolist()  # position 0 is the decoder start
                decoded[unique[i]] = _until_eos(self.ids, tokens, eos, row_limits[row],
                                                partial)
        return [decoded[text] for text in inputs]


def _until_eos(ids: ByteIds, tokens: list[int], eos: int, limit: int,
               partial: bool) -> str | None:
    tokens = tokens[:limit]
    if eos in tokens:
        return ids.decode(tokens[:tokens.index(eos)])
    return ids.decode(tokens) if partial else None
