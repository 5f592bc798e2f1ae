"""Written/spoken sentence pairs (the Sproat & Jaitly JSON-lines format) turned into choice
examples: each span with several admissible readings, in its sentence, and which reading the
reference uses. What `textnorm train` teaches a chooser, and what its accuracy report and
bench/neural_choice.py score.

A JSON line is {"unnormalized": [...], "normalized": [...]}, token lists aligned 1:1, ""
marking punctuation. As in NeMo's protocol the punctuation tokens are dropped, the sentence is
the remaining tokens joined by spaces, comparison is lower-cased.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator
from dataclasses import dataclass

from ..errors import TextnormError
from .base import SpanInput


@dataclass
class Sentence:
    written: list[str]
    spoken: list[str]

    @property
    def text(self) -> str:
        return " ".join(self.written)

    @property
    def reference(self) -> str:
        return clean(" ".join(self.spoken))


@dataclass
class Example:
    span: SpanInput
    options: list[str]      # options[0] is the rule's reading
    answer: int | None      # the option the reference uses, None when none does
    cls: str                # the rule's class, or "<class> (unclaimed)"
    classes: list[str] | None = None  # each option's class ("" for a token kept)


def read_sentences(path: str) -> list[Sentence]:
    """The sentences of a JSON-lines file, punctuation tokens dropped."""
    sentences = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                pairs = list(zip(record["unnormalized"], record["normalized"], strict=True))
            except (ValueError, KeyError, TypeError) as error:
                raise TextnormError(f"{path}:{number}: expected unnormalized/normalized token "
                                    f"lists of equal length ({error})") from error
            kept = [(w, s) for w, s in pairs if s != "" and w.strip()]
            if kept:
                sentences.append(Sentence([w for w, _ in kept], [s for _, s in kept]))
    return sentences


def held_out(sentence: Sentence, fraction: float, slice_: int = 0) -> bool:
    """Whether a sentence belongs to the held-out split: by a hash of its text, so a sentence
    that occurs twice is on one side only. Slice K (0 <= K < 1 / fraction) is the K-th
    `fraction` of the hash range: slices are disjoint, so several give a cross-validated
    figure; slice 0 is the split every earlier `--holdout F` made."""
    if fraction <= 0:
        return False
    cut = zlib.crc32(sentence.text.encode("utf-8")) % 10_000
    return slice_ * fraction * 10_000 <= cut < (slice_ + 1) * fraction * 10_000


def split(sentences: list[Sentence], fraction: float, slice_: int = 0
          ) -> tuple[list[Sentence], list[Sentence]]:
    """(training, held-out) sentences; see held_out."""
    if fraction > 0 and not 0 <= slice_ < round(1 / fraction):
        raise TextnormError(f"holdout slice {slice_} out of range: {fraction} of the data "
                            f"makes slices 0 to {round(1 / fraction) - 1}")
    train = [s for s in sentences if not held_out(s, fraction, slice_)]
    test = [s for s in sentences if held_out(s, fraction, slice_)]
    return train, test


def clean(text: str) -> str:
    """Comparison form: lower-case, single spaces, no "sil", "x_letter" read as "x"."""
    words = [w for w in text.lower().split() if w != "sil"]
    return " ".join(w[:-7] if w.endswith("_letter") else w for w in words)


def examples(finder, sentences: list[Sentence]) -> Iterator[Example]:
    """Choice examples of each sentence; `finder` is a ChoicePass (its model unused)."""
    for sentence in sentences:
        text = sentence.text
        starts, ends, pos = {}, {}, 0
        for index, word in enumerate(sentence.written):
            starts[pos] = index
            ends[pos + len(word)] = index + 1
            pos += len(word) + 1
        result = finder.processor.normalize_with_alignment(text)
        for choice in finder.choices(0, text, result):
            answer = None
            if choice.start in starts and choice.end in ends:
                wanted = clean(" ".join(sentence.spoken[starts[choice.start]:ends[choice.end]]))
                answer = next((i for i, (reading, _) in enumerate(choice.options)
                               if clean(reading) == wanted), None)
            yield Example(SpanInput(text, choice.start, choice.end, choice.cls),
                          [reading for reading, _ in choice.options], answer, choice.stat_class,
                          [cls for _, cls in choice.options])
