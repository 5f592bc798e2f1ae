"""Words that say a whole number and a fraction at once (ITN): hi "डेढ़" 1 1/2, "ढाई" 2 1/2, and
words that add a fraction to the number said after them or take it away: "सवा पैंतीस" 35 1/4,
"साढ़े सात" 7 1/2, "पौने तीन" 2 3/4. Before a scale word they scale with it, and the number is
written whole: "साढ़े सात सौ" 750, "सवा दो सौ" 225, "ढाई हजार" 2500, "डेढ़ लाख" 150000.

`mixed_fractions.tsv` rows: `written<TAB>spoken`, where written is a value (`1 1/2`, `1/2`), or
`+N/D` (the word adds N/D to the number after it) or `-N/D` (takes N/D away from it). The
fraction is written as FRACTION writes a whole number and a fraction (config
`itn_fraction_written`); the scaled number as CARDINAL writes numbers. A word that alone says
a value and also adds one (hi सवा: 1/4 alone, +1/4 before a number) has a row of each.
Config `itn_mixed_after_whole yes`: the rows of a fraction alone (`N/D`) are read after a
whole number too, as FRACTION's templates are (jv "loro telung prapat" 2 3/4); off by default,
where a number before such a word counts it (hi "तीन पाव" three quarters, not 3 1/4).

Config `itn_and_a_half`: the words said after a round number to add half of its last scale
word, `;` between (es "y medio", fr "et demi", it "e mezzo", pt "e meio"); the number is
written whole, as English ITN writes "a million and a half": "un millón y medio" 1500000,
"dos mil y medio" 2500, "veinte millones y medio" 20500000 (scale words from a thousand up).
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


@cache
def _less_one() -> pynini.Fst:
    """ASCII digits of a number of at least 2 -> that number less one ("10" -> "9")."""
    return pynini.compose(
        pynini.closure(DIGIT)
        + pynini.union(*[pynini.cross(str(d), str(d - 1)) for d in range(1, 10)])
        + pynini.closure(pynini.cross("0", "9")),
        pynini.closure(delete("0")) + NONZERO + pynini.closure(DIGIT)).optimize()


_MULTIPLIER_DIGITS = 3  # a number before a scale word after the words is below 1000


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


def below(g, digits: int) -> pynini.Fst:
    """A spoken number below 10**digits -> its digits."""
    bound = NONZERO + pynini.closure(DIGIT, 0, digits - 1) | "0"
    return pynini.compose(g.get("spoken_number"), bound).optimize()


def _number_after(lang: Language, number: pynini.Fst, row: Row) -> tuple[pynini.Fst, pynini.Fst]:
    """The number said after an adding or taking word -> its whole part, for a whole part
    of at least 1 and for none (पौने एक: 3/4)."""
    gap = lang.written.gap()
    if row.op == "+":
        return gap + pynini.compose(number, NONZERO + pynini.closure(DIGIT)), pynini.Fst()
    at_least_two = pynini.difference(NONZERO + pynini.closure(DIGIT), "1")
    return (gap + pynini.compose(pynini.compose(number, at_least_two), _less_one()),
            gap + pynini.compose(number, pynini.cross("1", "")))


def _fraction(row: Row) -> Fraction:
    return 1 - row.fraction if row.op == "-" else row.fraction


def fractions(lang: Language, number: pynini.Fst,
              written: tuple[str, str, str]) -> pynini.Fst | None:
    """The words and the number after them (`number`: a spoken number -> its digits) -> the
    whole number and the fraction, as `written` (text before, between and after them:
    common_fraction.written_whole) joins them; None without rows."""
    return _mixed(lang, number, written[1], lambda f: f"{f.numerator}/{f.denominator}", "")


def after_whole(lang: Language) -> pynini.Fst | None:
    """Config `itn_mixed_after_whole yes`: the words of the rows of a fraction alone -> the
    fraction ("telung prapat" 3/4), for FRACTION to read after a whole number; None without."""
    if lang.setting("itn_mixed_after_whole") != "yes":
        return None
    parts = [_said(row) + insert(f"{row.fraction.numerator}/{row.fraction.denominator}")
             for row in rows(lang) if not row.op and not row.whole]
    return pynini.union(*parts) if parts else None


def decimals(lang: Language, number: pynini.Fst) -> pynini.Fst | None:
    """The same, written as a decimal ("साढ़े सात" 7.5, "पौने ग्यारह" 10.75, "डेढ़" 1.5: how
    MEASURE writes them, "7.5 yr"); None without rows. Only fractions a decimal writes
    exactly (halves, quarters ...), and not a word that says a fraction alone (आधा)."""
    def digits(f: Fraction) -> str | None:
        for places in range(1, 4):
            tail = f * 10 ** places
            if tail.denominator == 1:
                return str(tail.numerator).zfill(places)
        return None

    mark = lang.written.itn_decimal_mark  # (de "anderthalb Stunden" 1,5 h)
    return _mixed(lang, number, mark, digits, "0" + mark)


def _mixed(lang: Language, number: pynini.Fst, between_text: str, write, alone: str):
    """fractions() and decimals(): `write` writes the fraction (None: it cannot), `alone` goes
    before it where no whole number is said."""
    between = insert(pynini.escape(between_text))
    parts, groups = [], {}
    for row in rows(lang):
        fraction = _fraction(row)
        if write(fraction) is None or alone and not row.op and not row.whole:
            continue  # (a decimal: not a fraction alone, आधा घंटा stays 1/2 घंटा)
        text = insert(write(fraction))
        if not row.op:
            whole = (insert(str(row.whole)) + between if row.whole
                     else insert(alone) if alone else pynini.accep(""))
            parts.append(_said(row) + whole + text)
        else:
            groups.setdefault((row.op, fraction), []).append(row)
    for (_, fraction), group in groups.items():  # (one copy of the number each)
        text = insert(write(fraction))
        words = pynini.union(*[_said(row) for row in group])
        with_whole, without = _number_after(lang, number, group[0])
        parts.append(words + with_whole + between + text)
        if without.num_states():
            parts.append(words + without + (insert(alone) if alone else pynini.accep("")) + text)
    return pynini.union(*parts) if parts else None


def scaled(lang: Language, g) -> pynini.Fst | None:
    """The words, the number after them and a scale word -> the number in digits (साढ़े सात
    सौ -> 750); None without rows. (Rows that add or take the same fraction share one copy
    of the number.)"""
    table = rows(lang)
    if not table:
        return None
    number = g.get("spoken_number")
    gap = lang.written.gap()
    if lang.setting("itn_joined") == "yes":  # one word too (de "zweieinhalbtausend" 2500)
        gap = pynini.closure(delete(" "), 0, 1)
    multiplier = below(g, _MULTIPLIER_DIGITS)
    # the scale words alone, in any spelling ITN reads ("सौ", "हज़ार", "हजार"), and in each
    # of their forms (de "zweieinhalb Millionen", where "Millionen" alone is no number)
    scales = {power: gap + pynini.union(
                  pynini.compose(number, pynini.cross("1" + "0" * power, "")),
                  *[delete(pynini.escape(word)) for word in sorted(words)])
              for power, words in sorted(scale_words(lang).items()) if power >= 1}

    def tails(fraction: Fraction, whole: str | None) -> pynini.Fst | None:
        """Each scale word -> the digits after the whole number (`whole`: written before
        them, None: no whole number, its leading zeros dropped)."""
        out = []
        for power, scale in scales.items():
            tail = fraction * 10 ** power
            if tail.denominator == 1:
                digits = str(tail.numerator).zfill(power)
                out.append(scale + insert(digits if whole is None else whole + digits)
                           if whole != "" else scale + insert(str(tail.numerator)))
        return pynini.union(*out) if out else None

    parts = []
    groups: dict[tuple[str, Fraction], list[Row]] = {}
    for row in table:
        if row.op:
            groups.setdefault((row.op, _fraction(row)), []).append(row)
        elif row.whole and (tail := tails(row.fraction, str(row.whole))) is not None:
            parts.append(_said(row) + tail)  # डेढ़ सौ 150 (not आधा सौ)
    for (op, fraction), group in groups.items():
        words = pynini.union(*[_said(row) for row in group])
        with_whole, without = _number_after(lang, multiplier, group[0])
        # no number after it: one (सवा सौ 125, पौने सौ 75)
        alone = tails(fraction, "1" if op == "+" else "")
        if alone is None:
            continue
        parts.append(words + alone)
        parts.append(words + with_whole + tails(fraction, None))
        if without.num_states():
            parts.append(words + without + tails(fraction, ""))
    return pynini.union(*parts) if parts else None


def and_a_half(lang: Language, g) -> pynini.Fst | None:
    """Config `itn_and_a_half`: a round number ending in a scale word (a thousand and up) and
    the words -> the number and half its scale, in digits ("un millón y medio" 1500000); None
    without the setting."""
    said = [w.strip().lower() for w in lang.setting("itn_and_a_half").split(";") if w.strip()]
    powers = sorted(p for p in scale_words(lang) if p >= 3)
    if not said or not powers:
        return None
    top = powers[-1] + lang.data.width(powers[-1])
    halves = []
    for zeros in range(powers[0], top):  # the number's trailing zeros
        power = max(p for p in powers if p <= zeros)  # its last scale word's
        halves.append(pynini.closure(DIGIT) + NONZERO + pynini.accep("0" * (zeros - power))
                      + pynini.cross("0", "5") + pynini.accep("0" * (power - 1)))
    round_ = pynini.compose(g.get("spoken_number"), pynini.union(*halves))
    words = pynini.union(*[delete(pynini.escape(" " + w)) for w in said])
    return (round_ + words).optimize()
