"""`ChoicePass`: constrained choice. For every rule span (and every unclaimed token a class
may read, see readings.py) the model ranks the span's admissible readings in context and the
best one is written; the model never generates text, so no output can fall outside the
covering grammar. A rule span whose pick is the word kept as written (class "") leaves no
span, as a token no rule claims. Spans with a single reading cost no model time. A run of two
or three rule spans that ends in a year written in halves ("29 December 19 23", read by the
rules as a number, a date and a number) is also offered as one span, a "joined" choice
(readings.Readings.of_joined); picked, its reading replaces the whole run.

Lines are processed many at a time so that the spans of every line share the model's batches.
A model offers `choose(spans, options) -> [index or None]` (ByT5Normalizer by sequence
log-likelihood, LLMNormalizer by scoring or by listing the options; FeatureRanker, which says
`uses_classes`, also gets each reading's class: `choose(spans, options, classes)`).
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..result import Result, ResultBuilder
from . import load_model
from .base import SpanInput
from .readings import JOINED, Readings, unclaimed_tokens
from .veto import CoveringGrammar

CHANGED = "changed"  # the model picked another reading than the rule's
AGREED = "agreed"    # the model picked the rule's reading
JOINED_CLASS = f"{JOINED} (joined)"  # the class of a joined choice (ChoicePass.joined_choices)
_TWO_DIGITS = re.compile(r"\d\d")
STAT_KEYS = ("spans", CHANGED, "right", "wrong")


@dataclass
class Choice:
    """One span with several admissible readings; options[0] is what the rules wrote."""

    line: int
    start: int
    end: int
    cls: str            # the rule's class ("" for a token the rules kept)
    options: list[tuple[str, str]]
    pick: int = 0
    joined: bool = False  # the choice spans several rule spans (ChoicePass.joined_choices)

    @property
    def stat_class(self) -> str:
        return self.cls or f"{self.options[1][1]} (unclaimed)"


class ChoicePass:
    """Runs `model` as a chooser over `processor`'s spans.

    `classes` limits rule spans to those classes (default: all); `unclaimed` also offers
    class covers for tokens the rules kept; `k` bounds each transducer's n-best."""

    def __init__(self, processor: Any, model: Any, *, classes: Collection[str] | None = None,
                 unclaimed: bool = True, k: int = 4, **model_options: Any):
        self.processor = processor
        # model=None: only find choices (training data, see choice_data.py)
        self.model = None if model is None else load_model(model, **model_options)
        if self.model is not None and not hasattr(self.model, "choose"):
            from . import NeuralError

            raise NeuralError(f"{type(self.model).__name__} cannot choose among readings "
                              "(it has no choose()); use the veto mode")
        # unclaimed tokens not offered (the model's `keep_tokens`: always kept in its training)
        self.keep_tokens = frozenset(getattr(self.model, "keep_tokens", ()) or ())
        # more unclaimed tokens the model wants offered (FeatureRanker.offers), or None
        self.offers = getattr(self.model, "offers", None)
        self.cover = CoveringGrammar(processor)
        self.readings = Readings(self.cover, k)
        self.classes = None if classes is None else frozenset(classes)
        self.unclaimed = unclaimed
        self.stats: Counter[tuple[str, str]] = Counter()
        self.seconds: Counter[str] = Counter()
        self._references: Iterator[str] | None = None

    def follow_references(self, references: Iterator[str]) -> None:
        """Expected outputs, one per line in the order lines will be run (the CLI's
        --reference): `run` without `references` takes its lines' from here, for `stats`."""
        self._references = references

    def run(self, texts: Sequence[str], references: Sequence[str | None] | None = None
            ) -> list[Result]:
        """Each line's result; `references` (expected outputs, optional) feed `stats`."""
        if references is None and self._references is not None:
            references = [next(self._references, None) for _ in texts]
        started = time.perf_counter()
        results = [self.processor.normalize_with_alignment(text) for text in texts]
        ruled = time.perf_counter()
        choices = [c for line, (text, result) in enumerate(zip(texts, results))
                   for c in self.choices(line, text, result)]
        read = time.perf_counter()
        if choices:
            spans = [SpanInput(texts[c.line], c.start, c.end, c.cls) for c in choices]
            options = [[reading for reading, _ in c.options] for c in choices]
            if getattr(self.model, "uses_classes", False):  # the feature ranker
                picks = self.model.choose(spans, options,
                                          [[cls for _, cls in c.options] for c in choices])
            else:
                picks = self.model.choose(spans, options)
            for choice, pick in zip(choices, picks):
                if isinstance(pick, int) and 0 <= pick < len(choice.options):
                    choice.pick = pick
        chosen = time.perf_counter()
        by_line: dict[int, list[Choice]] = {}
        for choice in choices:
            by_line.setdefault(choice.line, []).append(choice)
            self._count(choice, None if references is None else references[choice.line])
        out = [self._rebuild(text, result, by_line.get(line, []))
               for line, (text, result) in enumerate(zip(texts, results))]
        self.seconds.update({"rules": ruled - started, "readings": read - ruled,
                             "model": chosen - read})
        return out

    def choices(self, line: int, text: str, result: Result) -> list[Choice]:
        """The spans of one line that have more than one admissible reading."""
        found = []
        src_pos = out_pos = 0
        for span in [*result.spans, None]:
            src_end = len(text) if span is None else span.src_start
            out_end = len(result.text) if span is None else span.out_start
            if self.unclaimed and text[src_pos:src_end] == result.text[out_pos:out_end]:
                for match in unclaimed_tokens(text, src_pos, src_end, self.offers):
                    if match.group() in self.keep_tokens:
                        continue
                    options = self.readings.of_token(match.group())
                    if len(options) > 1:
                        found.append(Choice(line, match.start(), match.end(), "", options))
            if span is None:
                break
            src_pos, out_pos = span.src_end, span.out_end
            if span.source != "rule" or (self.classes is not None
                                         and span.cls not in self.classes):
                continue
            rule_output = result.text[span.out_start:span.out_end]
            options = self.readings.of_span(span.cls, text[span.src_start:span.src_end],
                                            rule_output)
            if len(options) > 1:
                found.append(Choice(line, span.src_start, span.src_end, span.cls, options))
        return found + self.joined_choices(line, text, result)

    def joined_choices(self, line: int, text: str, result: Result) -> list[Choice]:
        """Runs of 2 or 3 rule spans, a space apart, with a word (a month) and ending in a span
        of two digits, that the joined class reads as one (Readings.of_joined): the longest
        run per last span. Numbers alone ("20 14") are left to the rules, which read them as
        S&J does. A joined choice's class is JOINED_CLASS, so that a chooser weighs and
        calibrates them apart."""
        if self.classes is not None and JOINED not in self.classes:
            return []
        spans = [s for s in result.spans if s.source == "rule"]
        found = []
        for last, end in enumerate(spans):
            if not _TWO_DIGITS.fullmatch(text[end.src_start:end.src_end]):
                continue
            for first in (last - 2, last - 1):
                run = spans[max(first, 0):last + 1]
                if first < 0 or any(text[a.src_end:b.src_start] != " "
                                    or result.text[a.out_end:b.out_start] != " "
                                    for a, b in zip(run, run[1:])):
                    continue
                start = run[0].src_start
                if not any(c.isalpha() for c in text[start:end.src_end]):
                    continue
                options = self.readings.of_joined(
                    text[start:end.src_end], result.text[run[0].out_start:end.out_end])
                if len(options) > 1:
                    found.append(Choice(line, start, end.src_end, JOINED_CLASS, options,
                                        joined=True))
                    break
        return found

    def _rebuild(self, text: str, result: Result, choices: list[Choice]) -> Result:
        picked = {c.start: c for c in choices if not c.joined}
        # a joined choice picked replaces its run of spans (skipped up to its end)
        joined = {c.start: c for c in choices if c.joined and c.pick}
        skip_to = -1
        out = ResultBuilder()
        src_pos = out_pos = 0
        for span in [*result.spans, None]:
            if span is not None and span.src_start < skip_to:
                src_pos, out_pos = span.src_end, span.out_end
                continue
            src_end = len(text) if span is None else span.src_start
            out_end = len(result.text) if span is None else span.out_start
            gap = [c for c in choices if c.cls == "" and src_pos <= c.start < src_end]
            if gap:  # the gap is the source itself (see choices): rewrite tokens in it
                pos = src_pos
                for c in gap:
                    out.keep(text[pos:c.start])
                    reading, cls = c.options[c.pick]
                    if c.pick:
                        out.rewrite(c.start, c.end, reading, cls, source="neural",
                                    decision=CHANGED)
                    else:
                        out.keep(reading)
                    pos = c.end
                out.keep(text[pos:src_end])
            else:
                out.keep(result.text[out_pos:out_end])
            if span is None:
                break
            src_pos, out_pos = span.src_end, span.out_end
            run = joined.get(span.src_start)
            if run is not None:
                reading, cls = run.options[run.pick]
                out.rewrite(run.start, run.end, reading, cls, source="neural", decision=CHANGED)
                skip_to = run.end
                continue
            choice = picked.get(span.src_start)
            if choice is None or choice.cls == "":
                out.rewrite(span.src_start, span.src_end,
                            result.text[span.out_start:span.out_end], span.cls,
                            source=span.source, decision=span.decision)
                continue
            reading, cls = choice.options[choice.pick]
            if cls == "":  # the word kept as written (readings.KEEPABLE): no span, as a
                out.keep(reading)  # token no rule claims
                continue
            out.rewrite(span.src_start, span.src_end, reading, cls,
                        source="neural" if choice.pick else "rule",
                        decision=CHANGED if choice.pick else AGREED)
        return out.result()

    def _count(self, choice: Choice, reference: str | None) -> None:
        cls = choice.stat_class
        self.stats[(cls, "spans")] += 1
        if not choice.pick:
            return
        self.stats[(cls, CHANGED)] += 1
        if reference is None:
            return
        words = f" {' '.join(reference.lower().split())} "
        new = f" {' '.join(choice.options[choice.pick][0].lower().split())} " in words
        old = f" {' '.join(choice.options[0][0].lower().split())} " in words
        if new and not old:
            self.stats[(cls, "right")] += 1
        elif old and not new:
            self.stats[(cls, "wrong")] += 1

    def summary(self) -> str:
        """Per class: spans with a choice, how many the model changed, and (with references)
        how many changes matched the reference or the rule's reading did; then seconds."""
        classes = sorted({cls for cls, _ in self.stats})
        lines = ["class\t" + "\t".join(STAT_KEYS)]
        for cls in [*classes, "ALL"]:
            counts = [sum(n for (c, key), n in self.stats.items()
                          if key == wanted and cls in (c, "ALL")) for wanted in STAT_KEYS]
            lines.append(cls + "\t" + "\t".join(map(str, counts)))
        stages = " ".join(f"{stage} {self.seconds[stage]:.3f}"
                          for stage in ("rules", "readings", "model"))
        return "\n".join(lines) + f"\nseconds\t{stages}"
