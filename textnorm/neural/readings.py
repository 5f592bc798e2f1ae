"""The admissible readings of a span: what the constrained-choice mode lets a model pick from.

A rule span's readings are the rule output, then the bounded n-best (`nshortest=k`) of every
transducer of its class that accepts the span, then the same for a few neighbouring classes
whose confusions real text is full of (CARDINAL / DIGIT / DATE years / ORDINAL / LETTERS: "200"
read as a number or digit by digit, "1916" as a year or a number). A word the LETTERS rules
spell ("AAG", "MBA") may also be kept as written, as a token no rule claims is: the rules'
pass-through, the identity (`CoveringGrammar.admits("", ...)`). A token the rules leave alone
but that may be spelled out (a capital word, a lone initial, a lower-case word without a
vowel such as "psm", "#") gets its class covers as alternatives to keeping it. A LETTERS span
is also read by ABBREVIATION's cover ("MR" mister, "ST" saint or street, "JR" junior: S&J
reads 13 LETTERS spans so that no other offered reading has). A run of rule spans ending in a
year written in two halves ("29 December 19 23") is offered as one span (`of_joined`), read by
DATE's cover with the halves joined (veto.joined_year). Every other reading comes out of a
cover transducer (see veto.py), so whichever one a model picks is admissible by construction.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pynini

from .veto import CoveringGrammar

# Classes whose readings are offered for any span they accept, next to the rule's own class.
NEIGHBOURS = ("CARDINAL", "DIGIT", "DATE", "ORDINAL", "LETTERS")
# More neighbours for one class's spans only: offered for every span, ABBREVIATION's cover
# would give ~900 unclaimed words ("M", "No", "Co") a reading the references use for 5.
CLASS_NEIGHBOURS = {"LETTERS": ("ABBREVIATION",)}
# The class a run of rule spans is read by as one span (of_joined).
JOINED = "DATE"
# Classes whose spans may also be kept as written (the word a LETTERS rule spells: "AAG" is
# read "aag" about as often as "a a g" in S&J's data when it is not a known acronym).
KEEPABLE = ("LETTERS",)
# Tokens the rules leave unchanged that may still be read by a class: words with two or more
# capitals ("CIAC", "GnRH"), short capitalised words ("Lviv", a lone initial "J") and short
# lower-case words without a vowel a e i o u ("psm", "cz": S&J spells 1 in 6 of them, the
# rest are mostly "by", "my", which training's kept tokens then skip), which may be spelled
# (LETTERS); a lone "#" (VERBATIM). Longer capitalised words and lower-case words with vowels
# are almost always read as words (S&J: 9 spelled in 17k, 90 in 90k), so they are not
# offered: each offer costs model time. A capital word of more than 12 letters is offered
# only in capitals ("TRANSFERENCIAS", "BRASSINOSTEROID": S&J spells all 4 it has).
# A model may offer more (`unclaimed_tokens(..., offers)`): the feature ranker with a
# pronouncing dictionary offers lower-case words of 2-4 letters the dictionary lacks ("eds",
# "dei": S&J spells 77 of 285), see ranker_evidence.unlisted_short_word.
_TOKEN = re.compile(r"(?<!\S)(?:[A-Za-z]{1,24}|#)(?=[\s,.;:!?)]|$)")
_LONG = 12  # a longer token is offered only in capitals


def unclaimed_tokens(text: str, start: int, end: int,
                     offers: Callable[[str], bool] | None = None) -> list[re.Match]:
    """The tokens of `text[start:end]` a class cover may read though no rule did; `offers`
    (a model's, see ranker_evidence.unlisted_short_word) may add tokens of the same form."""
    return [m for m in _TOKEN.finditer(text, start, end)
            if _may_spell(m.group()) or (offers is not None and offers(m.group()))]


def _may_spell(word: str) -> bool:
    if word == "#":
        return True
    if len(word) > _LONG:
        return word.isupper()
    capitals = sum(c.isupper() for c in word)
    if word.islower():
        return 2 <= len(word) <= 5 and not any(c in "aeiou" for c in word)
    return capitals >= 2 or (word[0].isupper() and len(word) <= 4)


_UNCLAIMED_CLASSES = {"#": ("VERBATIM",)}
_MEMO_LIMIT = 100_000


class Readings:
    """Readings per span, memoized: `of_span` for rule spans, `of_token` for unclaimed ones."""

    def __init__(self, cover: CoveringGrammar, k: int = 4,
                 neighbours: tuple[str, ...] = NEIGHBOURS):
        self.cover = cover
        self.k = k
        self.neighbours = tuple(c for c in neighbours if cover.covers(c))
        self.class_neighbours = {cls: tuple(c for c in more if cover.covers(c))
                                 for cls, more in CLASS_NEIGHBOURS.items()}
        self._memo: dict[tuple[str, str], list[tuple[str, str]]] = {}

    def of_span(self, cls: str, span: str, rule_output: str) -> list[tuple[str, str]]:
        """(reading, class) pairs, the rule output first, each reading once; a word of a
        KEEPABLE class also kept as written (class "")."""
        found = [(rule_output, cls)]
        for other in (cls, *self.neighbours, *self.class_neighbours.get(cls, ())):
            found.extend(self._class_readings(other, span))
        if cls in KEEPABLE and span.isalpha():
            found.append((span, ""))
        return _unique(found)

    def of_token(self, token: str) -> list[tuple[str, str]]:
        """The token kept (class "") then its class covers' readings; one entry when no cover
        reads it."""
        found = [(token, "")]
        for cls in _UNCLAIMED_CLASSES.get(token, ("LETTERS",)):
            found.extend(self._class_readings(cls, token))
        return _unique(found)

    def of_joined(self, span: str, rule_output: str) -> list[tuple[str, str]]:
        """The readings of several rule spans taken as one (`span`, their source from the
        first's start to the last's end; `rule_output`, what the rules wrote for it): the
        rules' output, then JOINED's readings; the output alone unless JOINED's transducers
        read the span in another form (veto.JOINED_INPUTS: a year written in halves)."""
        if len(self.cover.inputs(JOINED, span)) < 2 or not self.cover.covers(JOINED):
            return [(rule_output, JOINED)]
        return _unique([(rule_output, JOINED), *self._class_readings(JOINED, span)])

    def _class_readings(self, cls: str, span: str) -> list[tuple[str, str]]:
        key = (cls, span)
        if key not in self._memo:
            if len(self._memo) >= _MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = [(reading, cls) for cover in self.cover.fsts(cls)
                               for text in self.cover.inputs(cls, span)
                               for reading in n_best(cover, text, self.k)]
        return self._memo[key]


def n_best(cover: Any, span: str, k: int) -> list[str]:
    """Up to `k` distinct outputs of `cover` on `span`, best (lowest weight) first; [] when it
    does not accept the span."""
    lattice = pynini.compose(pynini.accep(pynini.escape(span)), cover)
    if lattice.start() == pynini.NO_STATE_ID:
        return []
    lattice = lattice.project("output").rmepsilon()
    if lattice.start() == pynini.NO_STATE_ID:
        return []
    try:
        best = pynini.shortestpath(lattice, nshortest=k, unique=True)
    except pynini.FstOpError:  # not determinizable: paths may repeat, dropped below
        best = pynini.shortestpath(lattice, nshortest=k)
    if best.start() == pynini.NO_STATE_ID:
        return []
    scored = []
    paths = best.paths()
    while not paths.done():
        scored.append((float(paths.weight()), paths.ostring()))
        paths.next()
    scored.sort()
    return list(dict.fromkeys(s for _, s in scored))[:k]


def _unique(found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Each reading once; readings that differ only in spacing count as one (the first kept:
    the choice between them means nothing to a listener)."""
    seen: set[str] = set()
    out = []
    for reading, cls in found:
        key = " ".join(reading.split())
        if key and key not in seen and "\n" not in reading:
            seen.add(key)
            out.append((reading, cls))
    return out
