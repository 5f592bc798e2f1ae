"""Universal factorization of digit strings into groups of three and powers of a thousand.

A language supplies only `group`, the transducer from a number 1..999 (written without leading
zeros) to its words, and the names of the powers of a thousand; this module places the groups
and scale words. ITN inverts the result (one grammar, two directions).
"""

from __future__ import annotations

from collections.abc import Sequence

import pynini

from ...fst import DIGIT, delete, insert

NONZERO = pynini.difference(DIGIT, "0").optimize()


def three_digit_group(group: pynini.Fst) -> pynini.Fst:
    """Exactly three digits, not all zero (leading zeros allowed) -> words."""
    one = pynini.compose(NONZERO, group)
    two = pynini.compose(NONZERO + DIGIT, group)
    three = pynini.compose(NONZERO + DIGIT + DIGIT, group)
    return (delete("00") + one | delete("0") + two | three).optimize()


def leading_group(group: pynini.Fst) -> pynini.Fst:
    """One to three digits with no leading zero -> words."""
    return pynini.compose(
        NONZERO + pynini.closure(DIGIT, 0, 2), group
    ).optimize()


def cardinal_from_groups(group: pynini.Fst, scales: Sequence[str], sep: str = " ") -> pynini.Fst:
    """Digit string without leading zeros (1 .. 10^(3*len(scales)+3)-1) -> words.

    `scales[k-1]` names 1000**k. Groups that are all zero are silent with their scale word.
    """
    lead = leading_group(group)
    g3 = three_digit_group(group)
    graphs = [lead]
    for n in range(1, len(scales) + 1):
        graph = lead + insert(sep + scales[n - 1])
        for k in range(n - 1, 0, -1):
            graph += (insert(sep) + g3 + insert(sep + scales[k - 1])) | delete("000")
        graph += (insert(sep) + g3) | delete("000")
        graphs.append(graph)
    return pynini.union(*graphs).optimize()


def strip_group_separators(separator: str) -> pynini.Fst:
    """Accepts digits written with a thousands separator ("1,234,567") or without, and
    deletes correctly placed separators; misplaced separators are rejected."""
    grouped = NONZERO + pynini.closure(DIGIT, 0, 2) + pynini.closure(
        delete(separator) + DIGIT + DIGIT + DIGIT, 1
    )
    return (grouped | pynini.closure(DIGIT, 1)).optimize()
