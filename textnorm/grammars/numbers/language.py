"""One language's number grammar, as the class modules share it: its data, how it writes
numbers, and its readings (deterministic for TN, the covering grammar for ITN and the veto)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from types import SimpleNamespace

import pynini

from ..base import Rule
from . import data as number_data
from .names import Grammar
from .reader import read
from .written import Written


@dataclass
class Language:
    code: str

    @cached_property
    def data(self) -> number_data.NumberData:
        return number_data.load(self.code)

    @cached_property
    def written(self) -> Written:
        return Written(self.data)

    @cached_property
    def lowered(self) -> number_data.NumberData:
        """The data with every reading lower-cased (ITN compares lower-cased words)."""
        return number_data.lowered(self.data)

    @cached_property
    def _grammar(self) -> Grammar:
        return Grammar(self.data)

    @cached_property
    def _lowered_grammar(self) -> Grammar:
        return Grammar(self.lowered)

    def reading(self, form: str = "") -> pynini.Fst:
        """Digits (no leading zeros) -> words in `form`: the shortest path is the reading."""
        return self._grammar.reading(form)

    def cover(self, form: str = "") -> pynini.Fst:
        """Digits -> the reading in `form`, lower-cased (relax.py adds what else a reader
        may say)."""
        return self._lowered_grammar.reading(form)

    def say(self, digits: str, form: str = "") -> str | None:
        """The reading of `digits` (the fast path, equal to `reading`)."""
        return read(self.data, digits, form)

    @property
    def sources(self) -> tuple[str, ...]:
        return ("grammars/numbers", f"lexicons/{self.code}/numbers")

    def setting(self, key: str, default: str = "") -> str:
        return self.data.config.get(key, default)


def class_module(rules: list[Rule], transducers: dict, fast_paths: dict | None = None):
    """What the rule engine takes from a class module, built for one language."""
    return SimpleNamespace(RULES=rules, TRANSDUCERS=transducers, FAST_PATHS=fast_paths or {})

