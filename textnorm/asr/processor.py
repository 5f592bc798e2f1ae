"""The `asr` mode processor: normalization applied to ASR hypotheses and references before scoring.

Schemes:
- `wer` (default, every registered language): grapheme-safe multilingual cleanup
  (`multilingual.py`), with a span per changed input token.
- `whisper` (English): byte-identical to OpenAI Whisper's EnglishTextNormalizer, so WERs compare
  with published Whisper numbers.
- `whisper-basic` (any language): Whisper's BasicTextNormalizer, for comparison only; it splits
  words at every combining mark.
The Whisper schemes rewrite the line as a whole, so their alignment is one span over the line.
"""

from __future__ import annotations

from typing import Any

from ..errors import UnknownSchemeError
from ..result import Result, ResultBuilder
from .multilingual import TAG, blank_tags, inside_spaces, normalize_token, normalize_wer, tokens
from .whisper_basic import basic_normalize
from .whisper_english import normalize_english

SCHEMES = ("wer", "whisper", "whisper-basic")


class AsrNormalizer:
    """`Normalizer(lang, mode="asr", scheme=...)` for any language.

    Option `tags` (scheme `wer`, default True): remove annotation tags such as "[noise]" and
    "<unk>". Other options (e.g. `from_lang`) are accepted and ignored.
    """

    def __init__(
        self, lang: str, scheme: str | None = None, tags: bool = True, **options: Any
    ) -> None:
        self.lang = lang
        self.tags = tags
        self.scheme = scheme or "wer"
        if self.scheme not in SCHEMES:
            raise UnknownSchemeError(
                f"unknown asr scheme {self.scheme!r}; available: {', '.join(SCHEMES)}"
            )
        if self.scheme == "whisper" and lang.split("-")[0] != "en":
            raise UnknownSchemeError(
                f"scheme 'whisper' is English only (got {lang!r}); use 'wer' or 'whisper-basic'"
            )

    def normalize(self, text: str) -> str:
        if self.scheme == "wer":
            return normalize_wer(text, self.lang, tags=self.tags)
        if self.scheme == "whisper":
            return normalize_english(text)
        return basic_normalize(text)

    def normalize_with_alignment(self, text: str) -> Result:
        if self.scheme != "wer":
            return Result.whole(text, self.normalize(text), "PLAIN")
        removed = [(m.start(), m.end()) for m in TAG.finditer(text)] if self.tags else []
        blanked = blank_tags(text) if removed else text
        removed.extend(inside_spaces(blanked))  # a mark after a space: dropped with the space
        pieces = sorted([(start, end, False) for start, end in removed] + [
            (start, end, True) for start, end in tokens(blanked)
        ])
        out = ResultBuilder()
        wrote = False
        for start, end, is_token in pieces:
            source = text[start:end]
            words = normalize_token(source, self.lang) if is_token else []
            if not words:
                out.rewrite(start, end, "", "PUNCT")
                continue
            if wrote:
                out.keep(" ")
            normalized = " ".join(words)
            if normalized == source:
                out.keep(normalized)
            else:
                out.rewrite(start, end, normalized, "PLAIN")
            wrote = True
        return out.result()
