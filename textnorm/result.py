"""What a normalizer returns: the output text and spans that point back at the input."""

from __future__ import annotations

from dataclasses import dataclass, field

import regex

_WORD = regex.compile(r"\S+")


@dataclass(frozen=True)
class Span:
    """One rewritten stretch: input[src_start:src_end] became output[out_start:out_end]."""

    src_start: int
    src_end: int
    out_start: int
    out_end: int
    cls: str
    source: str = "rule"  # "rule" | "neural"
    decision: str | None = None  # neural veto: "kept" | "vetoed" | "no cover"


@dataclass
class Result:
    text: str
    spans: list[Span] = field(default_factory=list)

    @classmethod
    def whole(cls, src: str, out: str, semiotic_class: str) -> Result:
        """A result with one span over the whole text, or none when nothing changed."""
        spans = [] if src == out else [Span(0, len(src), 0, len(out), semiotic_class)]
        return cls(out, spans)

    @classmethod
    def per_word(cls, src: str, out: str, semiotic_class: str) -> Result:
        """One span per changed word when the rewrite kept the whitespace layout; else one
        span over the whole text (as `whole`)."""
        if src == out:
            return cls(out)
        src_words = list(_WORD.finditer(src))
        out_words = list(_WORD.finditer(out))
        if len(src_words) != len(out_words) or _WORD.sub("", src) != _WORD.sub("", out):
            return cls.whole(src, out, semiotic_class)
        spans = [
            Span(a.start(), a.end(), b.start(), b.end(), semiotic_class)
            for a, b in zip(src_words, out_words)
            if a.group() != b.group()
        ]
        return cls(out, spans)


class ResultBuilder:
    """Accumulates output pieces and the spans that map them back to the source."""

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._length = 0
        self.spans: list[Span] = []

    def keep(self, text: str) -> None:
        self._parts.append(text)
        self._length += len(text)

    def rewrite(self, src_start: int, src_end: int, out: str, cls: str, **extra) -> None:
        start = self._length
        self.keep(out)
        self.spans.append(Span(src_start, src_end, start, self._length, cls, **extra))

    def result(self) -> Result:
        return Result("".join(self._parts), self.spans)
