"""The optional neural layer: models propose a rewrite per span, the covering grammar vetoes.

Nothing here imports torch at import time: `import textnorm` stays light, and a missing
`[neural]` extra is a clear error only when a model is actually loaded.

>>> from textnorm import Normalizer
>>> Normalizer("en", "tn", neural="path/to/byt5")      # doctest: +SKIP
>>> Normalizer("en", "tn", neural="http://127.0.0.1:8000/v1")  # an OpenAI-compatible server
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import TextnormError
from .base import NeuralModel, SpanInput

__all__ = [
    "ByT5Normalizer",
    "LLMNormalizer",
    "NeuralError",
    "NeuralModel",
    "NeuralPass",
    "SpanInput",
    "load_model",
]


class NeuralError(TextnormError, RuntimeError):
    """A model could not be loaded or a remote endpoint kept failing."""


def load_model(spec: str | NeuralModel, **options: Any) -> NeuralModel:
    """A model from what a user typed: an http(s) URL is an OpenAI-compatible endpoint; a
    directory (or hub id) whose config names a causal LM is a local LLM; a directory whose
    textnorm_model.json says "feature_ranker" is a FeatureRanker (ranker.py); anything else is
    a ByT5/T5 seq2seq checkpoint. A ready model object is returned as it is."""
    if not isinstance(spec, str):
        return spec
    if spec.startswith(("http://", "https://")):
        from .llm import LLMNormalizer

        return LLMNormalizer(endpoint=spec, **options)
    from .ranker import TYPE, FeatureRanker, stored_type

    kind = stored_type(spec)
    if kind == TYPE:
        return FeatureRanker.load(spec)
    if kind is not None:
        raise NeuralError(f"{spec}: unknown model type {kind!r} (known: {TYPE})")
    if _is_causal_lm(spec):
        from .llm import LLMNormalizer

        return LLMNormalizer(model=spec, **options)
    from .byt5 import ByT5Normalizer

    return ByT5Normalizer(spec, **options)


def _is_causal_lm(spec: str) -> bool:
    config = Path(spec) / "config.json"
    if not config.is_file():
        return False
    try:
        architectures = json.loads(config.read_text("utf-8")).get("architectures") or []
    except (OSError, ValueError):
        return False
    return any(name.endswith("ForCausalLM") or name.endswith("LMHeadModel")
               for name in architectures)


def __getattr__(name: str) -> Any:
    # Lazy public names: importing them pulls in nothing heavy until a model is built.
    if name == "ByT5Normalizer":
        from .byt5 import ByT5Normalizer

        return ByT5Normalizer
    if name == "LLMNormalizer":
        from .llm import LLMNormalizer

        return LLMNormalizer
    if name == "NeuralPass":
        from .pipeline import NeuralPass

        return NeuralPass
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
