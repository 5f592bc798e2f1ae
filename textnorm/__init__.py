"""textnorm: text normalization for TTS, ASR and NLP.

>>> from textnorm import Normalizer
>>> Normalizer(lang="en", mode="tn").normalize("Dr. Smith paid $5.")
"""

from .errors import (
    TextnormError,
    UnknownLanguageError,
    UnknownModeError,
    UnknownSchemeError,
)
from .normalizer import Normalizer
from .registry import describe as languages
from .result import Result, Span

__version__ = "0.1.0"

__all__ = [
    "Normalizer",
    "Result",
    "Span",
    "TextnormError",
    "UnknownLanguageError",
    "UnknownModeError",
    "UnknownSchemeError",
    "languages",
]
