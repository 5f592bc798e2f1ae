"""Shared pieces of the neural-layer tests: a tiny rule engine and a dictionary 'model'."""

from __future__ import annotations

import hashlib
import types

import pynini

from textnorm.engine import RuleEngine
from textnorm.grammars.base import Rule
from textnorm.neural import SpanInput

# Digit readings: the first is preferred, the others are admissible (weight 1).
CARDINALS = {"0": ["zero", "oh", "nought"], "1": ["one"], "2": ["two"], "3": ["three"]}
ORDINALS = {"1st": ["first"], "2nd": ["second"], "3rd": ["third"]}


def _readings(table: dict[str, list[str]]):
    def build(_g) -> pynini.Fst:
        arcs = [pynini.cross(written, spoken) + pynini.accep("", weight=rank)
                for written, spokens in table.items() for rank, spoken in enumerate(spokens)]
        return pynini.union(*arcs).optimize()
    return build


class TinyEngine(RuleEngine):
    """CARDINAL digits and ORDINAL 1st-3rd; grammar name keyed on the tables, so a persistent
    TEXTNORM_CACHE never serves a stale FAR."""

    def __init__(self):
        module = types.SimpleNamespace(
            RULES=[Rule("ORDINAL", r"\d(?:st|nd|rd)\b", "ORDINAL"),
                   Rule("CARDINAL", r"\d\b", "CARDINAL")],
            TRANSDUCERS={"ORDINAL": _readings(ORDINALS), "CARDINAL": _readings(CARDINALS)},
        )
        key = hashlib.sha256(repr((CARDINALS, ORDINALS)).encode()).hexdigest()[:12]
        super().__init__(f"test-neural-{key}", [module])


class DictionaryModel:
    """Proposes `table[span]` (None when absent) and records each call's spans."""

    def __init__(self, table: dict[str, str | None]):
        self.table = table
        self.calls: list[list[SpanInput]] = []

    def propose(self, spans: list[SpanInput]) -> list[str | None]:
        self.calls.append(list(spans))
        return [self.table.get(s.span) for s in spans]
