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


# the end of the line where a word comes before the number (a measure alone on its line, "7
# val.", is no sentence; the look back runs only at the end of the line, so a line of many
# such units stays linear)
LINE_END = r"(?=\s*$)(?<=[^\d\s][ \u00a0]+[\-\u2212]?\d[^\n]*)"
# the end of a sentence after a period: a capital letter next, or LINE_END
SENTENCE_END = rf"(?:\s+[\p{{Lu}}\p{{Lt}}]|{LINE_END})"


# not before a percent sign (a space between them or none): a date's or a score's digits are
# none there (zh "10-15 %" a range of percentages, 百分之十到百分之十五)
PERCENT_AFTER = "[ \u00a0]?[%％٪‰]"
NO_PERCENT_AFTER = f"(?!{PERCENT_AFTER})"


def abbreviations(words: Iterable[str], sentence_period: bool | str = True,
                  keep_before: str = "") -> str:
    """An alternation of literal words (`alternation`) where a word written with a period
    ("val.", "Min.") takes it inside a sentence and not at its end (`sentence_period`; config
    `abbreviation_sentence_period yes`): there the period is the sentence's, left after the
    span, which ends at the word's stem ("Kelionė truko 5 val." ... valandos., "5 val. ir"
    ... valandos ir). A sentence ends before a capital or at the end of the line; with
    `sentence_period` "line" (config `abbreviation_sentence_period line`) only at the end of
    the line, where a capital after an abbreviation is a noun or a name as often (de "5 Mio.
    Euro", ru "250 долл. США"). Before `keep_before` (a pattern) the period is the word's
    whatever follows (a time zone after a time's suffix: sv "3 e.m. CET")."""
    words = set(words)
    dotted = {w[:-1] for w in words if w.endswith(".") and len(w) > 1}
    if not dotted or not sentence_period:
        return alternation(words)
    plain = [w for w in words if not w.endswith(".") or w[:-1] not in dotted]
    end = LINE_END if sentence_period == "line" else SENTENCE_END
    kept = rf"|\.(?={keep_before})" if keep_before else ""
    with_period = rf"{alternation(dotted)}(?:\.(?!{end}){kept}|(?=\.{end}))"
    return rf"(?:{with_period}|{alternation(plain)})" if plain else f"(?:{with_period})"


def optimized(builder: Callable[[GrammarSet], pynini.Fst]) -> Callable[[GrammarSet], pynini.Fst]:
    """`builder`, marked as returning an optimized transducer (a minimal deterministic acceptor,
    scan.acceptor): the grammar set keeps it as it is. Optimizing it again changes nothing a
    walk over it reads and took ~1 CPU s of ru ITN's 41 (its acceptors of 10-34k states)."""
    builder.returns_optimized = True
    return builder


class GrammarSet:
    """Builds the transducers of one (language, mode) on demand, each once.

    Class modules ask for each other's transducers through `get`, so MONEY reuses the very
    CARDINAL transducer the CARDINAL class uses.
    """

    def __init__(self, builders: dict[str, Callable[[GrammarSet], pynini.Fst]]):
        self._builders = builders
        self._built: dict[str, pynini.Fst] = {}
        self._kept: dict[object, object] = {}

    def has(self, name: str) -> bool:
        """Whether the set has a transducer named `name` (built or not)."""
        return name in self._builders

    def kept(self, key: object, make: Callable[[], object]) -> object:
        """`make()`, made once per grammar set: parts that two builders share (a class's
        transducer and its acceptor, scan.parts_acceptor), kept in memory only."""
        if key not in self._kept:
            self._kept[key] = make()
        return self._kept[key]

    def get(self, name: str) -> pynini.Fst:
        if name not in self._built:
            if name not in self._builders:
                raise KeyError(f"no transducer named {name!r}; known: {sorted(self._builders)}")
            builder = self._builders[name]
            fst = builder(self)
            self._built[name] = fst if getattr(builder, "returns_optimized", False) \
                else fst.optimize()
        return self._built[name]

    def build_all(self) -> dict[str, pynini.Fst]:
        return {name: self.get(name) for name in self._builders}
