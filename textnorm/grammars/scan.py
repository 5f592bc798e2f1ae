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

import pynini

_SPACE = ord(" ")


def acceptor(fst: pynini.Fst) -> pynini.Fst:
    """The input language of `fst` as a minimal deterministic unweighted acceptor."""
    accepted = pynini.project(fst, "input")
    accepted = pynini.arcmap(accepted, map_type="rmweight").rmepsilon()
    return pynini.determinize(accepted).minimize()


class Table:
    """A deterministic byte acceptor as Python dictionaries."""

    def __init__(self, fsa: pynini.Fst):
        self._start = fsa.start()
        self._arcs: list[dict[int, int]] = []
        self._final: set[int] = set()
        zero = pynini.Weight.zero(fsa.weight_type())
        for state in fsa.states():
            while len(self._arcs) <= state:
                self._arcs.append({})
            self._arcs[state] = {arc.ilabel: arc.nextstate for arc in fsa.arcs(state)}
            if fsa.final(state) != zero:
                self._final.add(state)

    def word_ends(self, span: str, anywhere: bool = False) -> list[int]:
        """Character offsets `end` (longest first) such that span[:end] is accepted and ends a
        word (the span ends there or a space follows; `anywhere`: at any character, for
        scripts written without spaces)."""
        if self._start == pynini.NO_STATE_ID:
            return []
        data = span.encode("utf-8")
        state, ends = self._start, []
        for i, byte in enumerate(data):
            if state in self._final and (byte == _SPACE or anywhere and byte & 0xC0 != 0x80):
                ends.append(i)
            state = self._arcs[state].get(byte)
            if state is None:
                break
        else:
            if state in self._final:
                ends.append(len(data))
        if not span.isascii():
            ends = [len(data[:i].decode("utf-8", "ignore")) for i in ends]
        return ends[::-1]
