"""The `asr` mode processor: normalization applied to ASR hypotheses and references before scoring.

Schemes:
- `wer` (default, every registered language): grapheme-safe multilingual cleanup
  (`multilingual.py`), with a span per changed input token, and one over each stretch between
  words where something was dropped (a tag, a punctuation token, a mark inside whitespace),
  whitespace included: outside the spans only whitespace runs change (to one space between
  words, to none at the line's ends).
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
        wrote = False  # a word is written: the next one follows a space
        # the stretch since the last word, and whether it holds more than whitespace
        gap_start, gap_dropped = 0, False
        for start, end, is_token in pieces:
            words = normalize_token(text[start:end], self.lang) if is_token else []
            if not words:
                gap_dropped = True
                continue
            _separator(out, gap_start, start, gap_dropped, " " if wrote else "")
            source, normalized = text[start:end], " ".join(words)
            if normalized == source:
                out.keep(normalized)
            else:
                out.rewrite(start, end, normalized, "PLAIN")
            wrote = True
            gap_start, gap_dropped = end, False
        _separator(out, gap_start, len(text), gap_dropped, "")
        return out.result()


def _separator(out: ResultBuilder, start: int, end: int, dropped: bool, written: str) -> None:
    """What stands between two words (or at a line's end) becomes `written` (one space, or
    nothing). Whitespace alone is the contract's allowance: outside the spans only whitespace
    runs change. When something was dropped there (a tag, a token of punctuation, a mark or
    format character inside whitespace), one span covers the whole stretch with its
    whitespace, so that the text outside the spans keeps every character it had."""
    if dropped:
        out.rewrite(start, end, written, "PUNCT")
    else:
        out.keep(written)
