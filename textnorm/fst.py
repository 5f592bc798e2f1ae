"""Shared Pynini helpers: the one place languages take FST building blocks from."""

from __future__ import annotations

import string

import pynini
from pynini.lib import byte, pynutil

from . import lexicon

DIGIT = byte.DIGIT
ALPHA = byte.ALPHA
LOWER = byte.LOWER
UPPER = byte.UPPER
SPACE = pynini.accep(" ")
# Any UTF-8 character: byte-level sigma composed as utf8 strings stays valid for our inputs.
SIGMA = pynini.closure(byte.BYTE)
NOT_SPACE = pynini.difference(byte.BYTE, pynini.union(" ", "\t")).optimize()
PUNCT = pynini.union(*[pynini.escape(c) for c in string.punctuation]).optimize()

insert = pynutil.insert
delete = pynutil.delete
add_weight = pynutil.add_weight


def tsv_map(relpath: str, invert: bool = False) -> pynini.Fst:
    """A string map FST over a lexicon TSV (written -> spoken, or inverted for ITN); entries are
    literal text ("[", "]" and "\\" carry no pynini meaning)."""
    entries = lexicon.load(relpath)
    if not any(e.weight is not None for e in entries):
        escaped = [(pynini.escape(a), pynini.escape(b)) for a, b in lexicon.pairs(relpath, invert)]
        return pynini.string_map(escaped).optimize()
    arcs = []
    for e in entries:
        src, dst = (e.spoken, e.written) if invert else (e.written, e.spoken)
        arcs.append(add_weight(pynini.cross(pynini.escape(src), pynini.escape(dst)), e.weight or 0))
    return pynini.union(*arcs).optimize()


def tsv_keys(relpath: str) -> pynini.Fst:
    """An acceptor of the written column of a lexicon."""
    return pynini.project(tsv_map(relpath), "input").optimize()


def apply(fst: pynini.Fst, text: str) -> str | None:
    """The best (lowest-weight) output of `fst` on `text`, or None when it does not accept it."""
    lattice = pynini.compose(pynini.accep(pynini.escape(text)), fst)
    if lattice.start() == pynini.NO_STATE_ID:
        return None
    best = pynini.shortestpath(lattice).project("output").rmepsilon()
    if best.start() == pynini.NO_STATE_ID:
        return None
    return best.string()


def matches(text: str, proposal: str, fst: pynini.Fst) -> bool:
    """Whether `proposal` is one of the readings `fst` admits for `text` (the neural veto)."""
    lattice = pynini.compose(pynini.compose(pynini.accep(pynini.escape(text)), fst),
                             pynini.accep(pynini.escape(proposal)))
    return lattice.start() != pynini.NO_STATE_ID and lattice.num_states() > 0
