"""The contract between a semiotic-class module and the rule engine.

A class module builds transducers (written span -> spoken form, weighted so that the shortest
path is the preferred reading and the whole lattice is the covering grammar) and declares the
rules that find its candidate spans in running text: a regex, with context lookarounds where the
reading depends on context, naming the transducer to apply.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pynini
import regex


@dataclass(frozen=True)
class Rule:
    """A candidate-span finder: `pattern` (regex syntax, no capturing groups) selects spans
    that the transducer `fst` rewrites; the span is reported as semiotic class `cls`."""

    cls: str
    pattern: str
    fst: str


def alternation(words: Iterable[str]) -> str:
    """A non-capturing regex alternation of literal words, longest first (so that "Sept"
    is tried before "Sep")."""
    unique = sorted(set(words), key=lambda w: (-len(w), w))
    return "(?:" + "|".join(regex.escape(w) for w in unique) + ")"


class GrammarSet:
    """Builds the transducers of one (language, mode) on demand, each once.

    Class modules ask for each other's transducers through `get`, so MONEY reuses the very
    CARDINAL transducer the CARDINAL class uses.
    """

    def __init__(self, builders: dict[str, Callable[[GrammarSet], pynini.Fst]]):
        self._builders = builders
        self._built: dict[str, pynini.Fst] = {}

    def get(self, name: str) -> pynini.Fst:
        if name not in self._built:
            if name not in self._builders:
                raise KeyError(f"no transducer named {name!r}; known: {sorted(self._builders)}")
            self._built[name] = self._builders[name](self).optimize()
        return self._built[name]

    def build_all(self) -> dict[str, pynini.Fst]:
        return {name: self.get(name) for name in self._builders}
