"""Decimals read as a fraction: the whole part, then the digits after the mark as a numerator
over the power of ten their count names ("3,02" -> ru "три целых две сотых", hu "három egész
két század", ar "ثلاثة واثنان من مئة").

`decimal_fraction.tsv` rows: `whole[:pattern]` (how the whole part is said) and `K[:pattern]`
(how a numerator of K digits is said, K = 1, 2, ...), each a template with `{n}` or `{n:form}`
for the number's reading; the pattern (`x` any digit, `*` any run, digits literal; over the
number without leading zeros) chooses the agreement: ru `whole:*1` "{n:feminine} целая" but
`whole:*11` "{n:feminine} целых". The most specific matching row wins, as in scales.tsv. A
decimal with more digits after the mark than any K row stays for the other readings.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import DIGIT, insert
from .data import pattern_rank
from .language import Language
from .names import minimal_dfa, pattern_acceptor
from .reader import digit_pattern
from .written import strip_leading_zeros

_SLOT = regex.compile(r"\{n(?::([\w-]+))?\}")


def rows(lang: Language, lowered: bool = False) -> dict[str, list[tuple[str, str]]]:
    """Part ("whole", "1", "2", ...) -> [(pattern, template)], most specific first."""
    data = lang.lowered if lowered else lang.data
    out: dict[str, list[tuple[str, str]]] = {}
    for key, template in data.fraction_rows:
        part, _, pattern = key.partition(":")
        out.setdefault(part, []).append((pattern or "*", template))
    for part_rows in out.values():
        part_rows.sort(key=lambda row: pattern_rank(row[0]), reverse=True)
    return out


def _said(lang: Language, part_rows: list[tuple[str, str]], lowered: bool) -> pynini.Fst:
    """Digits (no leading zeros) -> the part's words, by its most specific matching row."""
    taken = pynini.Fst()
    out = []
    for pattern, template in part_rows:
        cell = pynini.difference(pattern_acceptor(pattern), taken) if taken.num_states() \
            else pattern_acceptor(pattern)
        taken = minimal_dfa(pynini.union(taken, pattern_acceptor(pattern)))
        match = _SLOT.search(template)
        form = match.group(1) or "" if match else ""
        reading = lang.cover(form) if lowered else lang.reading(form)
        head, tail = template[:match.start()], template[match.end():]
        said = insert(pynini.escape(head)) + reading + insert(pynini.escape(tail))
        out.append(pynini.compose(cell, said))
    return pynini.union(*out)


def reading(lang: Language, mark: pynini.Fst, lowered: bool = False) -> pynini.Fst | None:
    """Whole part, `mark` (the written decimal mark, deleted), fraction digits -> words; None
    when the language has no fraction rows."""
    parts = rows(lang, lowered)
    if "whole" not in parts:
        return None
    space = insert(lang.written.space)
    whole = pynini.compose(strip_leading_zeros(), _said(lang, parts["whole"], lowered))
    fractions = []
    for part, part_rows in parts.items():
        if part.isdigit():
            digits = pynini.closure(DIGIT, int(part), int(part))
            numerator = pynini.compose(strip_leading_zeros(), _said(lang, part_rows, lowered))
            fractions.append(pynini.compose(digits, numerator))
    return (whole + pynini.cross(mark, "") + space + pynini.union(*fractions)).optimize()


def say(lang: Language, whole: str, fraction: str) -> str | None:
    """= reading, on ASCII digits (TN's fast path)."""
    parts = rows(lang)
    if "whole" not in parts or str(len(fraction)) not in parts:
        return None
    said_whole = _say_part(lang, parts["whole"], whole.lstrip("0") or "0")
    said_fraction = _say_part(lang, parts[str(len(fraction))], fraction.lstrip("0") or "0")
    if said_whole is None or said_fraction is None:
        return None
    return f"{said_whole}{lang.written.space}{said_fraction}"


def _say_part(lang: Language, part_rows: list[tuple[str, str]], digits: str) -> str | None:
    for pattern, template in part_rows:
        if digit_pattern(pattern, False).fullmatch(digits):
            match = _SLOT.search(template)
            said = lang.say(digits, match.group(1) or "")
            if said is None:
                return None
            return template[:match.start()] + said + template[match.end():]
    return None
