"""`NeuralPass`: the rule engine's spans, rewritten by a model, checked by the cover.

Lines are processed many at a time so that spans from every line share the model's batches.
Each rule span gets a decision (see veto.py) recorded on its output span and in `stats`.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Collection, Sequence
from typing import Any

from ..result import Result, ResultBuilder
from . import load_model
from .base import NeuralModel, SpanInput, clean_proposal, output_limit
from .veto import DECISIONS, KEPT, NO_COVER, CoveringGrammar

MODES = ("choose", "veto")


def neural_pass(processor: Any, model: str | NeuralModel, mode: str | None = None,
                **options: Any) -> Any:
    """The pass a Normalizer runs: `ChoicePass` ("choose") or `NeuralPass` ("veto"); with no
    mode, "choose" for a model trained to choose (its `task`), else "veto"."""
    from . import NeuralError

    if mode not in (None, *MODES):
        raise NeuralError(f"unknown neural mode {mode!r}: choose or veto")
    loaded = load_model(model)
    if mode is None:
        mode = "choose" if getattr(loaded, "task", None) == "choose" else "veto"
    if mode == "choose":
        from .choice import ChoicePass

        return ChoicePass(processor, loaded, **options)
    return NeuralPass(processor, loaded, **options)


class NeuralPass:
    """Runs `model` over the spans `processor` rewrites.

    `classes` limits the pass to those semiotic classes (default: all). A proposal for a class
    without a cover is used only when `trust_uncovered` is set; by default the rule output
    stays, so the neural layer can only ever choose among readings the grammar admits.
    """

    def __init__(self, processor: Any, model: str | NeuralModel, *,
                 classes: Collection[str] | None = None, trust_uncovered: bool = False,
                 **model_options: Any):
        self.processor = processor
        self.model = load_model(model, **model_options)
        self.cover = CoveringGrammar(processor)
        self.classes = None if classes is None else frozenset(classes)
        self.trust_uncovered = trust_uncovered
        self.stats: Counter[tuple[str, str]] = Counter()
        self.seconds: Counter[str] = Counter()  # wall time per stage: rules, model, veto

    def run(self, texts: Sequence[str], references: Sequence[str | None] | None = None
            ) -> list[Result]:
        """Each line's result; `references` is accepted for the choice pass's interface (the
        veto's stats do not use them)."""
        started = time.perf_counter()
        results = [self.processor.normalize_with_alignment(text) for text in texts]
        ruled = time.perf_counter()
        wanted = [(line, span) for line, result in enumerate(results) for span in result.spans
                  if span.source == "rule" and (self.classes is None or span.cls in self.classes)]
        proposals = self.model.propose(
            [SpanInput(texts[line], span.src_start, span.src_end, span.cls)
             for line, span in wanted]) if wanted else []
        # Models clean their replies; a user's model object may not, and a newline must never
        # reach the output.
        by_span = {(line, span.src_start): None if proposal is None else clean_proposal(
                       proposal, output_limit(texts[line][span.src_start:span.src_end]))
                   for (line, span), proposal in zip(wanted, proposals)}
        proposed = time.perf_counter()
        out = [self._rebuild(text, result, line, by_span)
               for line, (text, result) in enumerate(zip(texts, results))]
        self.seconds.update({"rules": ruled - started, "model": proposed - ruled,
                             "veto": time.perf_counter() - proposed})
        return out

    def _rebuild(self, text: str, result: Result, line: int,
                 proposals: dict[tuple[int, int], str | None]) -> Result:
        out = ResultBuilder()
        pos = 0
        for span in result.spans:
            out.keep(result.text[pos:span.out_start])
            pos = span.out_end
            rule_output = result.text[span.out_start:span.out_end]
            key = (line, span.src_start)
            if key not in proposals:
                out.rewrite(span.src_start, span.src_end, rule_output, span.cls,
                            source=span.source, decision=span.decision)
                continue
            proposal = proposals[key]
            decision = self.cover.decide(span.cls, text[span.src_start:span.src_end],
                                         rule_output, proposal)
            self.stats[(span.cls, decision)] += 1
            use = decision == KEPT or (decision == NO_COVER and self.trust_uncovered)
            out.rewrite(span.src_start, span.src_end, proposal if use else rule_output,
                        span.cls, source="neural" if use else "rule", decision=decision)
        out.keep(result.text[pos:])
        return out.result()

    def summary(self) -> str:
        """Decisions per class, one line each, and the seconds spent per stage (the veto's
        cost next to the model's), for `--stats`."""
        stages = " ".join(f"{stage} {self.seconds[stage]:.3f}" for stage in
                          ("rules", "model", "veto"))
        return f"{format_stats(self.stats)}\nseconds\t{stages}"


def format_stats(stats: Counter[tuple[str, str]]) -> str:
    classes = sorted({cls for cls, _ in stats})
    lines = ["class\t" + "\t".join(DECISIONS)]
    for cls in [*classes, "ALL"]:
        counts = [sum(n for (c, d), n in stats.items() if d == decision and cls in (c, "ALL"))
                  for decision in DECISIONS]
        lines.append(cls + "\t" + "\t".join(map(str, counts)))
    return "\n".join(lines)
