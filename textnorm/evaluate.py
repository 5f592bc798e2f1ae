"""WER, CER and BLEU of predictions against references, before and after normalization.

Scores of ASR (and MT) systems move by whole points with the normalization applied before
scoring, so `textnorm eval` reports them side by side: the raw text, then each requested
normalization applied to BOTH hypotheses and references (post-inference normalization). A
normalization is written `mode`, `mode:scheme`, or a chain of them joined by "+"
(`script:homophone+asr`), and runs through `textnorm.Normalizer`.

Metrics come from jiwer (WER, CER; fractions, not percentages) and sacrebleu (BLEU, 0-100),
the `[eval]` extra. Lines whose reference is empty after normalization are scored here (every
hypothesis word is an insertion), because older jiwer versions refuse empty references.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .errors import TextnormError
from .normalizer import Normalizer

INSTALL_HINT = "pip install 'textnorm[eval]'"
_SPACE_RUNS = re.compile(r"\s\s+")  # jiwer's RemoveMultipleSpaces


class EvalDependencyError(TextnormError, ImportError):
    """jiwer or sacrebleu is missing."""


@dataclass
class Counts:
    """Edit operations of one line or of the corpus, for one unit (words or characters)."""

    substitutions: int = 0
    deletions: int = 0
    insertions: int = 0
    reference_length: int = 0

    @property
    def errors(self) -> int:
        return self.substitutions + self.deletions + self.insertions

    @property
    def rate(self) -> float | None:
        """errors / reference length; None when the reference is empty."""
        if self.reference_length == 0:
            return 0.0 if self.errors == 0 else None
        return self.errors / self.reference_length

    def add(self, other: Counts) -> None:
        self.substitutions += other.substitutions
        self.deletions += other.deletions
        self.insertions += other.insertions
        self.reference_length += other.reference_length

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "errors": self.errors, "rate": self.rate}


@dataclass
class LineScore:
    hypothesis: str
    reference: str
    words: Counts
    chars: Counts
    bleu: float


@dataclass
class SystemScore:
    """One normalization (or "raw"): corpus totals and, when asked, every line."""

    name: str
    words: Counts
    chars: Counts
    bleu: float
    lines: list[LineScore] = field(default_factory=list)

    @property
    def wer(self) -> float | None:
        return self.words.rate

    @property
    def cer(self) -> float | None:
        return self.chars.rate

    def as_dict(self, per_line: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "wer": self.wer,
            "cer": self.cer,
            "bleu": self.bleu,
            "words": self.words.as_dict(),
            "chars": self.chars.as_dict(),
        }
        if per_line:
            out["lines"] = [
                {
                    "line": number,
                    "wer": line.words.rate,
                    "cer": line.chars.rate,
                    "bleu": line.bleu,
                    "hypothesis": line.hypothesis,
                    "reference": line.reference,
                }
                for number, line in enumerate(self.lines, 1)
            ]
        return out


def _libraries() -> tuple[Any, Any]:
    try:
        import jiwer
        import sacrebleu
    except ImportError as error:
        raise EvalDependencyError(
            f"textnorm eval needs jiwer and sacrebleu ({error.name or error} is missing): "
            f"{INSTALL_HINT}"
        ) from None
    return jiwer, sacrebleu


def check_dependencies() -> None:
    """Raise EvalDependencyError early, before any file is read."""
    _libraries()


def parse_normalization(spec: str) -> list[tuple[str, str | None]]:
    """ "script:homophone+asr" -> [("script", "homophone"), ("asr", None)]."""
    steps = []
    for part in spec.split("+"):
        mode, _, scheme = part.strip().partition(":")
        if not mode:
            raise TextnormError(f"empty normalization step in {spec!r}; write mode or mode:scheme")
        steps.append((mode, scheme or None))
    return steps


def build_normalization(lang: str, spec: str) -> tuple[str, Callable[[str], str]]:
    """(label with resolved schemes, function) for a normalization spec."""
    normalizers = [Normalizer(lang=lang, mode=m, scheme=s) for m, s in parse_normalization(spec)]
    label = "+".join(f"{n.mode}:{n.scheme}" if n.scheme else n.mode for n in normalizers)

    def apply(text: str) -> str:
        for normalizer in normalizers:
            text = normalizer.normalize(text)
        return text

    return label, apply


def _counts(chunks: Any, reference_length: int) -> Counts:
    counts = Counts(reference_length=reference_length)
    for chunk in chunks:
        if chunk.type == "substitute":
            counts.substitutions += chunk.ref_end_idx - chunk.ref_start_idx
        elif chunk.type == "delete":
            counts.deletions += chunk.ref_end_idx - chunk.ref_start_idx
        elif chunk.type == "insert":
            counts.insertions += chunk.hyp_end_idx - chunk.hyp_start_idx
    return counts


def _unit_count(text: str, unit: str) -> int:
    """Words or characters of a line as jiwer's default transforms count them."""
    stripped = text.strip()
    if unit == "chars":
        return len(stripped)
    return len(_SPACE_RUNS.sub(" ", stripped).split(" ")) if stripped else 0


def _edit_counts(
    hypotheses: Sequence[str], references: Sequence[str], unit: str
) -> list[Counts]:
    """Per-line counts of word ("words") or character ("chars") edits."""
    jiwer, _ = _libraries()
    result = [Counts(insertions=_unit_count(hyp, unit)) for hyp in hypotheses]  # empty refs
    scored = [i for i, ref in enumerate(references) if ref.strip()]
    if scored:
        process = jiwer.process_words if unit == "words" else jiwer.process_characters
        output = process([references[i] for i in scored], [hypotheses[i] for i in scored])
        for position, i in enumerate(scored):
            length = len(output.references[position])
            result[i] = _counts(output.alignments[position], length)
    return result


def score(
    name: str,
    hypotheses: Sequence[str],
    references: Sequence[str],
    bleu_tokenize: str = "13a",
    per_line: bool = False,
) -> SystemScore:
    """Corpus WER/CER/BLEU of one pair of line lists (already normalized)."""
    _, sacrebleu = _libraries()
    words = _edit_counts(hypotheses, references, "words")
    chars = _edit_counts(hypotheses, references, "chars")
    total_words, total_chars = Counts(), Counts()
    for line_words, line_chars in zip(words, chars):
        total_words.add(line_words)
        total_chars.add(line_chars)
    bleu = sacrebleu.corpus_bleu(list(hypotheses), [list(references)], tokenize=bleu_tokenize)
    system = SystemScore(name, total_words, total_chars, bleu.score)
    if per_line:
        for hyp, ref, line_words, line_chars in zip(hypotheses, references, words, chars):
            line_bleu = sacrebleu.sentence_bleu(hyp, [ref], tokenize=bleu_tokenize).score
            system.lines.append(LineScore(hyp, ref, line_words, line_chars, line_bleu))
    return system


def evaluate(
    hypotheses: Sequence[str],
    references: Sequence[str],
    lang: str = "und",
    normalizations: Sequence[str] = ("asr",),
    bleu_tokenize: str = "13a",
    per_line: bool = False,
) -> list[SystemScore]:
    """Scores of the raw lines, then of each normalization applied to both sides."""
    if len(hypotheses) != len(references):
        raise TextnormError(
            f"{len(hypotheses)} hypothesis lines but {len(references)} reference lines"
        )
    check_dependencies()
    built = [build_normalization(lang, spec) for spec in normalizations]  # fail before scoring
    systems = [score("raw", hypotheses, references, bleu_tokenize, per_line)]
    for label, apply in built:
        hyps = [apply(line) for line in hypotheses]
        refs = [apply(line) for line in references]
        systems.append(score(label, hyps, refs, bleu_tokenize, per_line))
    return systems


def read_lines(path: str) -> list[str]:
    """Lines of a UTF-8 file ("-" = stdin), split on "\\n" only so that U+2028 and friends
    inside a line do not shift the alignment with the other file."""
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as error:
        raise TextnormError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise TextnormError(f"{path}:{line}: not valid UTF-8") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]
