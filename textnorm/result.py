"""What a normalizer returns: the output text and spans that point back at the input."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import regex

_WORD = regex.compile(r"\S+")
_WHITESPACE_RUN = re.compile(r"\s+")  # str.isspace's whitespace, \x1c-\x1f included


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

    def outside_spans(self, source: str) -> tuple[list[str], list[str]]:
        """The pieces of `source` between the spans, and the pieces of the output between
        their readings: equal when nothing was lost or altered outside the spans."""
        kept, written, src_pos, out_pos = [], [], 0, 0
        for span in self.spans:
            kept.append(source[src_pos:span.src_start])
            written.append(self.text[out_pos:span.out_start])
            src_pos, out_pos = span.src_end, span.out_end
        kept.append(source[src_pos:])
        written.append(self.text[out_pos:])
        return kept, written

    def alignment_errors(self, source: str, whitespace_runs: bool = False) -> list[str]:
        """What keeps the spans from accounting for every character of `source`: a span out of
        order, overlapping another or outside either text, or a piece outside the spans that
        the output does not keep. With `whitespace_runs`, a whitespace run outside the spans
        may become another one (the asr mode joins words with one space) and the runs at the
        line's ends may go, but a run between two characters may not vanish: "a b" kept as
        "ab" joins two words."""
        errors = []
        src_pos = out_pos = 0
        for span in self.spans:
            if not (src_pos <= span.src_start <= span.src_end <= len(source)
                    and out_pos <= span.out_start <= span.out_end <= len(self.text)):
                errors.append(f"span out of order or bounds: {span}")
                return errors
            src_pos, out_pos = span.src_end, span.out_end
        kept_pieces, written_pieces = self.outside_spans(source)
        last = len(kept_pieces) - 1
        for i, (kept, written) in enumerate(zip(kept_pieces, written_pieces)):
            if whitespace_runs:
                same = (_spaced(kept, i == 0, i == last) == _spaced(written, i == 0, i == last))
            else:
                same = kept == written
            if not same:
                errors.append(f"outside the spans {kept!r} became {written!r}")
        return errors


def _spaced(piece: str, line_start: bool, line_end: bool) -> str:
    """`piece` with each whitespace run one space, and none at the line's start or end."""
    piece = _WHITESPACE_RUN.sub(" ", piece)
    if line_start:
        piece = piece.removeprefix(" ")
    return piece.removesuffix(" ") if line_end else piece


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

    def append(self, part: Result, src_start: int) -> None:
        """The output and spans of `part`, a result for the source from `src_start` on."""
        out_start = self._length
        self.spans.extend(
            replace(span, src_start=span.src_start + src_start, src_end=span.src_end + src_start,
                    out_start=span.out_start + out_start, out_end=span.out_end + out_start)
            for span in part.spans)
        self.keep(part.text)

    def result(self) -> Result:
        return Result("".join(self._parts), self.spans)
