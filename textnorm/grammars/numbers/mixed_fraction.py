"""Words that say a whole number and a fraction at once (ITN): hi "डेढ़" 1 1/2, "ढाई" 2 1/2, and
words that add a fraction to the number said after them or take it away: "सवा पैंतीस" 35 1/4,
"साढ़े सात" 7 1/2, "पौने तीन" 2 3/4. Before a scale word they scale with it, and the number is
written whole: "साढ़े सात सौ" 750, "सवा दो सौ" 225, "ढाई हजार" 2500, "डेढ़ लाख" 150000.

`mixed_fractions.tsv` rows: `written<TAB>spoken`, where written is a value (`1 1/2`, `1/2`), or
`+N/D` (the word adds N/D to the number after it) or `-N/D` (takes N/D away from it). The
fraction is written as FRACTION writes a whole number and a fraction (config
`itn_fraction_written`); the scaled number as CARDINAL writes numbers. A word that alone says
a value and also adds one (hi सवा: 1/4 alone, +1/4 before a number) has a row of each.
"""

from __future__ import annotations

import unicodedata
from fractions import Fraction
from functools import cache
from typing import NamedTuple

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from .data import optional_rows
from .language import Language
from .names import NONZERO
from .relax import scale_words

_ROW = regex.compile(r"(?P<op>[+-])?(?:(?P<w>[0-9]+) )?(?P<n>[1-9][0-9]*)/(?P<d>[1-9][0-9]*)")
# a spoken number as ASCII digits -> that number less one (at least 1 before: "10" -> "9")
_LESS_ONE = pynini.compose(
    pynini.closure(DIGIT) + pynini.union(*[pynini.cross(str(d), str(d - 1)) for d in range(1, 10)])
    + pynini.closure(pynini.cross("0", "9")),
    pynini.closure(delete("0")) + NONZERO + pynini.closure(DIGIT)).optimize()


class Row(NamedTuple):
    op: str  # "+", "-" or "" (a value of its own)
    whole: int
    fraction: Fraction
    spoken: str  # lower case


def rows(lang: Language) -> list[Row]:
    """mixed_fractions.tsv, parsed and checked (a bad row is a LexiconError)."""
    out = []
    for written, spoken in optional_rows(f"{lang.code}/numbers/mixed_fractions.tsv"):
        match = _ROW.fullmatch(written)
        if match is None or int(match["n"]) >= int(match["d"]) or (match["op"] and match["w"]):
            raise LexiconError(f"{lang.code}/numbers/mixed_fractions.tsv: {written!r} is not "
                               "W N/D, N/D, +N/D or -N/D (N < D)")
        out.append(Row(match["op"] or "", int(match["w"] or 0),
                       Fraction(int(match["n"]), int(match["d"])), spoken.lower()))
    return out


def _said(row: Row) -> pynini.Fst:
    """The word, also as text that skipped NFC writes it (hi ढ़ as U+095D)."""
    return pynini.union(*[delete(pynini.escape(s)) for s in _spellings(row.spoken)])


@cache
def _precomposed() -> dict[str, str]:
    """Canonical decomposition -> the precomposed letter NFC never writes (U+095D ढ़)."""
    out = {}
    for code in range(0x80, 0x10000):
        ch = chr(code)
        decomposed = unicodedata.normalize("NFD", ch)
        if decomposed != ch and unicodedata.normalize("NFC", ch) != ch:
            out[unicodedata.normalize("NFC", decomposed)] = ch
    return out


def _spellings(word: str) -> set[str]:
    spellings = {word}
    for nfc, ch in _precomposed().items():
        if len(nfc) > 1 and nfc in word:
            spellings |= {s.replace(nfc, ch) for s in spellings}
    return spellings


def _number_after(lang: Language, g, row: Row) -> tuple[pynini.Fst, pynini.Fst]:
    """The number said after an adding or taking word -> its whole part, for a whole part
    of at least 1 and for none (पौने एक: 3/4)."""
    number = g.get("spoken_number")
    gap = lang.written.gap()
    if row.op == "+":
        return gap + pynini.compose(number, NONZERO + pynini.closure(DIGIT)), pynini.Fst()
    at_least_two = pynini.difference(NONZERO + pynini.closure(DIGIT), "1")
    return (gap + pynini.compose(pynini.compose(number, at_least_two), _LESS_ONE),
            gap + pynini.compose(number, pynini.cross("1", "")))


def _fraction(row: Row) -> Fraction:
    return 1 - row.fraction if row.op == "-" else row.fraction


def fractions(lang: Language, g, written: tuple[str, str, str]) -> pynini.Fst | None:
    """The words and the number after them -> the whole number and the fraction, as
    `written` (text before, between and after them) joins them; None without rows."""
    before, between, after = (insert(pynini.escape(t)) for t in written)
    parts = []
    for row in rows(lang):
        fraction = _fraction(row)
        text = insert(f"{fraction.numerator}/{fraction.denominator}")
        if not row.op:
            whole = insert(str(row.whole)) if row.whole else None
            parts.append(_said(row) + (before + whole + between + text + after
                                             if whole else text))
            continue
        with_whole, without = _number_after(lang, g, row)
        parts.append(_said(row) + before + with_whole + between + text + after)
        if without.num_states():
            parts.append(_said(row) + without + text)
    return pynini.union(*parts) if parts else None


def scaled(lang: Language, g) -> pynini.Fst | None:
    """The words, the number after them and a scale word -> the number in digits (साढ़े सात
    सौ -> 750); None without rows."""
    table = rows(lang)
    if not table:
        return None
    number = g.get("spoken_number")
    gap = lang.written.gap()
    parts = []
    for power in sorted(p for p in scale_words(lang) if p >= 1):
        # the scale word alone, in any spelling ITN reads ("सौ", "हज़ार", "हजार")
        scale = gap + pynini.compose(number, pynini.cross("1" + "0" * power, ""))
        for row in table:
            tail = _fraction(row) * 10 ** power
            if tail.denominator != 1:
                continue
            digits = str(tail.numerator).zfill(power)
            if not row.op:  # डेढ़ सौ 150 (not आधा सौ)
                if row.whole:
                    parts.append(_said(row) + scale + insert(f"{row.whole}{digits}"))
                continue
            # no number after it: one (सवा सौ 125, पौने सौ 75)
            alone = "1" + digits if row.op == "+" else str(tail.numerator)
            parts.append(_said(row) + scale + insert(alone))
            with_whole, without = _number_after(lang, g, row)
            parts.append(_said(row) + with_whole + scale + insert(digits))
            if without.num_states():
                parts.append(_said(row) + without + scale + insert(str(tail.numerator)))
    return pynini.union(*parts) if parts else None
