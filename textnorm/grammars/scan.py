"""Where a run of spoken words ends: the longest word-prefix a class transducer accepts.

An ITN rule's regex finds a run of number words or keywords, but only the transducer knows
where the class's reading of it ends ("two million three" is a cardinal, "twenty five dollars
and ten" is money up to "dollars"). Trying every prefix with the transducer costs one FST call
per prefix and grows with the square of a run's length. Instead each transducer's input side is
determinized once into a table, and one walk over the span's bytes lists every word end at
which the transducer accepts; the walk stops where no reading continues, so a long run of
words costs no more than its longest readable prefix.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import pynini

_SPACE = ord(" ")
# Marks that end a clause or close a quote or bracket: a word they follow, with a space or the
# span's end after them, ends there where the caller asks (word_ends' `punctuation`). UTF-8.
_CLOSING = ".,;:!?)]}\"'»”’…。，、；：！？）"
_CLOSING_RUN = re.compile(
    b"(?:" + b"|".join(re.escape(c.encode("utf-8")) for c in _CLOSING) + b")+(?: |$)")
_CLOSING_FIRST = frozenset(c.encode("utf-8")[0] for c in _CLOSING)


def acceptor(fst: pynini.Fst) -> pynini.Fst:
    """The input language of `fst`, or a little more (see below), as a minimal deterministic
    unweighted acceptor. Its tables only list where a class may end: each end is then read
    by the class's transducer, and an end it does not read is passed over (`choose_rewrite`).

    A transducer's input side repeats each part it reads once for every way of writing it
    (a cardinal before each currency's words, each with its own outputs), and determinizing
    those copies side by side may make many more states than the minimal acceptor has (mk
    CARDINAL: 510k subsets for 22k states, 4 s, and 2 s to minimize them). So the forward
    determinization stops where it passes _GROWTH subsets per state of the input side, and
    the acceptor is then determinized backwards first (Brzozowski): the copies' common ends
    are one state each, the reversed acceptor minimized is small (mk CARDINAL: 82k subsets,
    11k states), and determinizing it backwards again gives the minimal acceptor state by
    state (the same language: mk CARDINAL 6 s to 2.5, MONEY 8 s to 5). The backward way is
    no good everywhere (de ELECTRONIC: 0.04 s forwards, 12 s backwards): past its own cap,
    the plain determinization, and an input side with many arcs a state (_WIDE) goes the
    plain way at once.

    Where the input side is large, or before the backward way, copies with the same past are
    merged first too: the reversed acceptor is minimized as it is, not deterministic (ar
    MONEY: 219k states to 49k; mk MONEY: 34k to 11k, and the backward way then takes 8 s,
    not 12). OpenFst's minimization of a non-deterministic automaton may merge states that are
    not equivalent; merging states never drops a string, so the acceptor may read a few
    strings more than the transducer, never fewer.

    Tried and kept out (session 39): storing the input side undeterminized and making the
    table determinize it as walks go (each row a set of states, made when first reached).
    The builds gain much (ITN CPU s: ar 52 to 32, mk 41 to 18, zh 22 to 11, ru 42 to 37), but
    the walks lose more: the copies stay side by side in every set (ar: 240 states a set on
    average, up to 5.7k), so 1,500 ar money, date and measure lines took 30 CPU s instead of
    19 and 437 MB instead of 161, a one-line run 2.0 s instead of 0.7 (a FAR of 68 MB, was
    35); mk and zh 1,000 lines +30% and +15%.
    """
    accepted = pynini.project(fst, "input")
    accepted = pynini.arcmap(accepted, map_type="rmweight").rmepsilon()
    arcs = sum(accepted.num_arcs(state) for state in accepted.states())
    if arcs > _WIDE * accepted.num_states():
        return pynini.determinize(accepted).minimize()
    merged = arcs > _MERGE_FROM
    if merged:
        accepted = _merged_pasts(accepted)
    # more subset states than _GROWTH times the input side's: its copies are multiplying
    cap = max(_GROWTH * accepted.num_states(), _CAP_FLOOR)
    forwards = pynini.determinize(accepted, nstate=cap)
    if forwards.num_states() < cap:
        return forwards.minimize()
    if not merged:  # the backward way pays for merging at any size (mk MONEY: 12 s to 8)
        accepted = _merged_pasts(accepted)
    backwards = pynini.determinize(pynini.reverse(accepted).rmepsilon(), nstate=4 * cap)
    if backwards.num_states() < 4 * cap:
        backwards.minimize()
        return pynini.determinize(pynini.reverse(backwards).rmepsilon()).minimize()
    return pynini.determinize(accepted).minimize()  # (both ways multiply: the plain way)


# The name of the acceptor of a rule's transducer in an ITN grammar set: ACCEPT:CARDINAL
ACCEPT = "ACCEPT:"

# A piece of a class's parts: the name of a transducer of the grammar set, or a transducer
Piece = str | pynini.Fst


def sequence(g, pieces: Sequence[Piece]) -> pynini.Fst:
    """The transducer of `pieces` read one after the other (a name: `g`'s transducer)."""
    return _one_after_another([g.get(p) if isinstance(p, str) else p for p in pieces])


def _one_after_another(fsts: Sequence[pynini.Fst]) -> pynini.Fst:
    return functools.reduce(lambda a, b: a + b, fsts[1:], fsts[0])


def parts_acceptor(g, parts: Sequence[Sequence[Piece]]) -> pynini.Fst:
    """`acceptor` of the union of `parts` (each a `sequence` of pieces), made from the pieces'
    input sides rather than from the union's transducer: a piece named by a transducer with an
    acceptor of its own (ACCEPT:CARDINAL, ACCEPT:DECIMAL, built for their rules anyway) is
    read as that acceptor, any other piece projected. The input side of a union or a
    concatenation is the union or the concatenation of its parts' input sides, so this is the
    same language where those acceptors are exact (and a little more where they are not),
    without the many copies of the number grammar that projecting the whole transducer
    determinizes (ar ACCEPT:MEASURE 7 CPU s: 175k states projected, 9k minimal)."""
    def side(piece: Piece) -> pynini.Fst:
        if isinstance(piece, str):
            if g.has(ACCEPT + piece):
                return g.get(ACCEPT + piece)
            piece = g.get(piece)
        return pynini.arcmap(pynini.project(piece, "input"), map_type="rmweight")

    return acceptor(pynini.union(*[_one_after_another([side(p) for p in pieces])
                                   for pieces in parts]))


def exact_acceptor(fst: pynini.Fst) -> pynini.Fst:
    """The input side of `fst` as a minimal deterministic unweighted acceptor, determinized
    forwards however many subsets it makes: `acceptor` without its backward way and its
    merging, for a class that knows the forward way pays (TELEPHONE: the subsets of numbers
    said in numbers of one to three digits count digits, and the backward way multiplies
    them: cs 14.6 CPU s, forwards 6)."""
    accepted = pynini.arcmap(pynini.project(fst, "input"), map_type="rmweight").rmepsilon()
    return pynini.determinize(accepted).minimize()


# Subset states per state of the input side beyond which the forward determinization is
# given up for the backward one (given four times as many), and below how many it is not.
# Where copies do not multiply, it makes up to 2.6 (ar CARDINAL: 17k states, 45k subsets);
# where they do, 14 to 20 (mk ORDINAL, CARDINAL: 25k states, 510k subsets).
_GROWTH = 2
_CAP_FLOOR = 50_000


# Arcs per state of an input side from which it is determinized the plain way at once: where
# many letters leave each state side by side (zh ELECTRONIC, whose tokens may run together:
# 22 arcs a state) the backward way's subsets are huge (94 s for 11k states, where the plain
# way takes 10 s: 139k subsets, minimized to 782 states); number words have 1.5 to 2.2.
_WIDE = 8


# Arcs of an input side from which merging pays (below it the passes cost more than they
# save: ru MEASURE, 118k arcs, 0.3 s to 0.6; ar CARDINAL, 171k, 1.6 s to 1.0)
_MERGE_FROM = 150_000


def _merged_pasts(fsa: pynini.Fst) -> pynini.Fst:
    """`fsa` (epsilon-free) with states of the same past merged: the reversed automaton's
    states that go on alike (a superset of the language where OpenFst merges too much)."""
    backwards = pynini.reverse(fsa).rmepsilon().minimize(allow_nondet=True)
    return pynini.reverse(backwards).rmepsilon()


class Table:
    """A deterministic byte acceptor as Python dictionaries, one per state, each made when a
    walk first reaches its state (a walk sees a few states of thousands)."""

    def __init__(self, fsa: pynini.Fst):
        self._fsa = fsa
        self._start = fsa.start()
        self._zero = pynini.Weight.zero(fsa.weight_type())
        # state -> {byte: next state}, and _FINAL: whether the state is final
        self._rows: dict[int, dict[int, int]] = {}

    def _row(self, state: int) -> dict[int, int]:
        row = {arc.ilabel: arc.nextstate for arc in self._fsa.arcs(state)}
        row[_FINAL] = self._fsa.final(state) != self._zero
        self._rows[state] = row
        return row

    def word_ends(self, span: str, anywhere: bool = False,
                  punctuation: bool = False) -> list[int]:
        """Character offsets `end` (longest first) such that span[:end] is accepted and ends a
        word (the span ends there or a space follows; `anywhere`: at any character, for
        scripts written without spaces; `punctuation`: or a sentence's punctuation follows,
        then a space or the span's end: "hay ciento veinte." ends at "veinte")."""
        if self._start == pynini.NO_STATE_ID:
            return []
        data = span.encode("utf-8")
        rows = self._rows
        state, ends = self._start, []
        for i, byte in enumerate(data):
            row = rows.get(state) or self._row(state)
            if row[_FINAL] and (byte == _SPACE or anywhere and byte & 0xC0 != 0x80
                                or punctuation and byte in _CLOSING_FIRST
                                and _CLOSING_RUN.match(data, i) is not None):
                ends.append(i)
            state = row.get(byte)
            if state is None:
                break
        else:
            if (rows.get(state) or self._row(state))[_FINAL]:
                ends.append(len(data))
        if not span.isascii():
            ends = [len(data[:i].decode("utf-8", "ignore")) for i in ends]
        return ends[::-1]


# The key of a row that says whether its state is final (no arc reads label -1).
_FINAL = -1
