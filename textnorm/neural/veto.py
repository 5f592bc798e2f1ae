"""The covering-grammar veto: a neural proposal survives only if the rule layer could have
read the span that way.

The cover of a class is every transducer its rules name, taken as the set of all its paths
(weights, which pick the preferred reading, are ignored): "$5" may become "five dollars" but
never "fifty dollars". A model is free to choose among admissible readings (casing, "and",
"oh" for zero where the grammar has them), never to invent one.
"""

from __future__ import annotations

from typing import Any

from .. import fst

KEPT = "kept"          # the proposal is an admissible reading: it replaces the rule output
VETOED = "vetoed"      # it is not: the rule output stays
NO_COVER = "no cover"  # the class has no grammar to check it against
INVALID = "invalid"    # the model gave no usable proposal (empty, several lines, cut off)
DECISIONS = (KEPT, VETOED, NO_COVER, INVALID)

_MEMO_LIMIT = 100_000


class CoveringGrammar:
    """Admissible readings per semiotic class, from a rule engine's transducers."""

    def __init__(self, engine: Any):
        self._engine = engine
        self._names: dict[str, list[str]] = {}
        for rule in getattr(engine, "rules", ()):
            names = self._names.setdefault(rule.cls, [])
            if rule.fst not in names:
                names.append(rule.fst)
        self._memo: dict[tuple[str, str, str], bool] = {}

    @property
    def classes(self) -> list[str]:
        return list(self._names)

    def covers(self, cls: str) -> bool:
        return cls in self._names

    def admits(self, cls: str, span: str, proposal: str) -> bool:
        """Whether `proposal` is a reading of `span` by some transducer of class `cls`."""
        key = (cls, span, proposal)
        if key not in self._memo:
            transducers = self._engine.transducers()
            if len(self._memo) >= _MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = any(fst.matches(span, proposal, transducers[name])
                                  for name in self._names.get(cls, ()))
        return self._memo[key]

    def decide(self, cls: str, span: str, rule_output: str, proposal: str | None) -> str:
        if proposal is None:
            return INVALID
        if not self.covers(cls):
            return NO_COVER
        if proposal == rule_output:
            return KEPT  # the rule's own reading is admissible by construction
        return KEPT if self.admits(cls, span, proposal) else VETOED
