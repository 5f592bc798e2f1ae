"""The covering-grammar veto: a neural proposal survives only if the rule layer could have
read the span that way.

The cover of a class is every transducer its rules name, taken as the set of all its paths
(weights, which pick the preferred reading, are ignored): "$5" may become "five dollars" but
never "fifty dollars". A model is free to choose among admissible readings (casing, "and",
"oh" for zero where the grammar has them), never to invent one.
"""

from __future__ import annotations

import re
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

# A year written in two halves after a day and month ("On 29 December 19 23": S&J has about
# 15 such sentences and reads them as the date "the twenty ninth of december nineteen twenty
# three"). No rule reads the halves as one year, so DATE's cover also reads a span with its
# final halves joined: its transducers composed with that join, a function of the span, which
# is applied to the span string rather than composed (the same relation, no bigger FST).
_YEAR_HALVES = re.compile(r"(?:^|(?<= ))(1\d|20) (\d\d)$")


def joined_year(span: str) -> str | None:
    """`span` with its final year halves joined ("29 December 19 23" -> "29 December 1923"),
    or None when it does not end in two halves (a century "10" to "20", then two digits)."""
    found = _YEAR_HALVES.search(span)
    return None if found is None else span[:found.start()] + found.group(1) + found.group(2)


# Per class, a map from a span to another string its transducers read in its place (see
# joined_year); the class's readings of the span are theirs of either.
JOINED_INPUTS = {"DATE": joined_year}


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

    def inputs(self, cls: str, span: str) -> list[str]:
        """What class `cls`'s transducers read for `span`: the span, and for a class with a
        JOINED_INPUTS map the span it maps to, if any."""
        join = JOINED_INPUTS.get(cls)
        joined = None if join is None else join(span)
        return [span] if joined is None else [span, joined]

    def admits(self, cls: str, span: str, proposal: str) -> bool:
        """Whether `proposal` is a reading of `span` (or of what `inputs` maps it to) by some
        transducer of class `cls`; class "" (no class: the rules' pass-through) admits the
        span kept as written only."""
        if cls == "":
            return proposal == span
        key = (cls, span, proposal)
        if key not in self._memo:
            if len(self._memo) >= _MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = any(fst.matches(text, proposal, cover)
                                  for text in self.inputs(cls, span) for cover in self.fsts(cls))
        return self._memo[key]

    def decide(self, cls: str, span: str, rule_output: str, proposal: str | None) -> str:
        if proposal is None:
            return INVALID
        if not self.covers(cls):
            return NO_COVER
        if proposal == rule_output:
            return KEPT  # the rule's own reading is admissible by construction
        return KEPT if self.admits(cls, span, proposal) else VETOED
