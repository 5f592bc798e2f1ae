"""What every neural normalizer offers the pipeline, and the shared dependency check."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Protocol

_INSTALL_HINT = "pip install 'textnorm[neural]'"


@dataclass(frozen=True)
class SpanInput:
    """One span to rewrite, in its line: `text[start:end]` is the span, the rest is context."""

    text: str
    start: int
    end: int
    cls: str = ""

    @property
    def span(self) -> str:
        return self.text[self.start:self.end]


class NeuralModel(Protocol):
    """Proposes a rewrite for each span (None: no usable proposal), many spans per call so
    that the model can batch them."""

    def propose(self, spans: list[SpanInput]) -> list[str | None]: ...


def require_torch() -> tuple[Any, Any]:
    """torch and transformers, or a clear error naming the extra to install."""
    from . import NeuralError

    try:
        import torch
        import transformers
    except ImportError as error:
        raise NeuralError(
            f"the neural layer needs torch and transformers ({error.name} is missing): "
            f"{_INSTALL_HINT}"
        ) from error
    return torch, transformers


def clean_proposal(text: str, limit: int) -> str | None:
    """A proposal the pipeline may use: one line, not empty, not absurdly long. A model's
    newline would break the one-line-out-per-line-in contract, so it makes the proposal
    unusable rather than being patched."""
    text = text.strip()
    if not text or len(text) > limit or any(c in text for c in "\n\r\x0b\x0c\x1c\x1d\x1e\x85"
                                            "\u2028\u2029"):
        return None
    return text


def output_limit(span: str | bytes) -> int:
    """The longest reading worth generating for a span: spoken forms grow ~8x over digits
    ("$1,234,567.89" -> 95 characters)."""
    return 12 * len(span) + 32


def load_tokenizer(transformers: Any, model: str) -> Any:
    """The checkpoint's own tokenizer; ByT5's byte tokenizer when it ships none (a byte
    tokenizer has no vocabulary to ship)."""
    local = os.path.isdir(model)
    if local and not any(os.path.exists(os.path.join(model, name)) for name in
                         ("tokenizer_config.json", "special_tokens_map.json", "spiece.model")):
        return transformers.ByT5Tokenizer()
    try:
        return transformers.AutoTokenizer.from_pretrained(model)
    except (OSError, ValueError):
        return transformers.ByT5Tokenizer()
