"""Sequence log-likelihoods under a seq2seq model: how the constrained-choice mode ranks a
span's admissible readings, and what its ranking loss trains."""

from __future__ import annotations

from typing import Any


def sequence_log_likelihoods(model: Any, input_ids: Any, attention_mask: Any,
                             labels: Any, **model_inputs: Any) -> Any:
    """log P(labels row | input row) for each row: the sum over the row's label tokens (end of
    sequence included; -100 marks padding). A tensor of shape (rows,), differentiable.
    `model_inputs` go to the model as well (e.g. precomputed `encoder_outputs`, with
    `input_ids` None)."""
    logits = model(input_ids=input_ids, attention_mask=attention_mask, labels=labels,
                   **model_inputs).logits
    log_probs = logits.float().log_softmax(-1)
    real = labels != -100
    picked = log_probs.gather(-1, labels.clamp(min=0).unsqueeze(-1)).squeeze(-1)
    return (picked * real).sum(-1)
