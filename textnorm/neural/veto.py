"""The covering-grammar veto: a neural proposal survives only if the rule layer could have
read the span that way.

The cover of a class is every transducer its rules name, taken as the set of all its paths
(weights, which pick the preferred reading, are ignored): "$5" may become "five dollars" but
never "fifty dollars". A model is free to choose among admissible readings (casing, "and",
"oh" for zero where the grammar has them), never to invent one.
"""

from __future__ import annotations

from typing import Any

import pynini

from .. import fst

KEPT = "kept"          # the proposal is an admissible reading: it replaces the rule output
VETOED = "vetoed"      # it is not: the rule output stays
NO_COVER = "no cover"  # the class has no grammar to check it against
INVALID = "invalid"    # the model gave no usable proposal (empty, several lines, cut off)
DECISIONS = (KEPT, VETOED, NO_COVER, INVALID)

_MEMO_LIMIT = 100_000


def spelling_cover() -> Any:
    """LETTERS read letter by letter: any Latin-letter word, each letter lower-cased and
    separated by a space ("Lviv" -> "l v i v"), and in a word that starts with a capital a
    final "s" also as the plural of the letter before it ("Ebs" -> "e b's", "Fs" -> "f's",
    as the LETTERS rules read "CDs"; S&J never reads a lower-case word so); a class-level
    cover for words the LETTERS rules do not claim (their transducers take upper-case
    acronyms only)."""
    import string

    def letters(alphabet: str) -> Any:
        return pynini.union(*[pynini.cross(c, c.lower()) for c in alphabet])

    letter = letters(string.ascii_letters)
    rest = pynini.closure(pynini.cross("", " ") + letter)
    plural = letters(string.ascii_uppercase) + rest + pynini.cross("s", "'s")
    return (letter + rest | plural).optimize()


# Class-level covers next to each class's own transducers.
EXTRA_COVERS = {"LETTERS": spelling_cover}


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
        self._extra: dict[str, list[Any]] = {}
        for cls, build in EXTRA_COVERS.items():
            if cls in self._names:
                self._extra[cls] = [build()]

    def fsts(self, cls: str) -> list[Any]:
        """The transducers whose paths are class `cls`'s admissible readings."""
        transducers = self._engine.transducers()
        return [transducers[name] for name in self._names.get(cls, ())] + \
            self._extra.get(cls, [])

    @property
    def classes(self) -> list[str]:
        return list(self._names)

    def covers(self, cls: str) -> bool:
        return cls in self._names

    def admits(self, cls: str, span: str, proposal: str) -> bool:
        """Whether `proposal` is a reading of `span` by some transducer of class `cls`; class
        "" (no class: the rules' pass-through) admits the span kept as written only."""
        if cls == "":
            return proposal == span
        key = (cls, span, proposal)
        if key not in self._memo:
            if len(self._memo) >= _MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = any(fst.matches(span, proposal, cover) for cover in self.fsts(cls))
        return self._memo[key]

    def decide(self, cls: str, span: str, rule_output: str, proposal: str | None) -> str:
        if proposal is None:
            return INVALID
        if not self.covers(cls):
            return NO_COVER
        if proposal == rule_output:
            return KEPT  # the rule's own reading is admissible by construction
        return KEPT if self.admits(cls, span, proposal) else VETOED
