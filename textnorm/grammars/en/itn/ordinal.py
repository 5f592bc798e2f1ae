"""ORDINAL (ITN): "twenty first" -> "21st", "one hundredth" -> "100th", "zeroth" -> "0th".

TN's `ordinal_names` (digits -> ordinal words) inverted, with the written suffix that agrees
with the number. "a second", "one third" and the like are not ordinals (time, fractions):
an ordinal after "a", "an", "one" or "per" stays a word.
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, apply, insert
from ...base import GrammarSet, Rule
from . import _words as w


def _suffix() -> pynini.Fst:
    """Digit strings -> the same with st/nd/rd/th ("1" -> "1st", "11" -> "11th")."""
    digits = pynini.closure(DIGIT)
    not_one = pynini.difference(DIGIT, "1")
    head = pynini.closure(digits + not_one, 0, 1)
    st = head + "1" + insert("st")
    nd = head + "2" + insert("nd")
    rd = head + "3" + insert("rd")
    th = (digits + ("1" + DIGIT | pynini.union("0", "4", "5", "6", "7", "8", "9"))) + insert("th")
    return (st | nd | rd | th).optimize()


def _last_word(g: GrammarSet) -> pynini.Fst:
    """Ordinal last word -> cardinal last word ("first" -> "one", "hundredth" -> "hundred"),
    read off TN's `ordinal_names` and `number_names` for the numbers one word names."""
    scales = [10 ** (3 * k) for k in range(1, len(w.scale_words()) + 1)]
    pairs = {}
    for n in [*range(20), *range(20, 100, 10), 100, *scales]:
        said = apply(g.get("ordinal_names"), str(n)).rsplit(" ", 1)[-1]
        pairs[said] = apply(g.get("number_names"), str(n)).rsplit(" ", 1)[-1]
    return pynini.string_map(sorted(pairs.items())).optimize()


def ordinal_digits(g: GrammarSet) -> pynini.Fst:
    """Lower-case ordinal words -> digits without suffix ("twenty fifth" -> "25",
    "eleven hundred twenty first" -> "1121"): the cardinal reading with an ordinal last word."""
    as_cardinal = pynini.closure(w.ANY + " ", 0, 1) + _last_word(g)
    return pynini.compose(as_cardinal, g.get("ITN.number")).optimize()


def ordinal(g: GrammarSet) -> pynini.Fst:
    return w.folded(pynini.compose(g.get("ITN.ordinal_digits"), _suffix()))


TRANSDUCERS = {"ITN.ordinal_digits": ordinal_digits, "ORDINAL": ordinal}

_NOT_AFTER = r"(?<!\b(?i:a|an|one|per|half a) )"
LOWERCASE_STARTS = w.number_starts() | frozenset(w.ordinal_words())
_ORDINAL = w.alternation(w.ordinal_words())
RULES = [
    Rule("ORDINAL",
         rf"{w.START}{_NOT_AFTER}(?i:(?:{w.number_run()}[ -](?:and[ ])?)?{_ORDINAL}){w.END}",
         "ORDINAL"),
]
