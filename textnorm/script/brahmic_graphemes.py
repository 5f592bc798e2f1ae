"""Orthographic syllables (aksharas) of Brahmic text.

An akshara is what a reader sees as one unit: a consonant cluster joined by virama (क्ष्म),
its vowel sign, nukta and coda signs (क्ष्मीं); an independent vowel with its signs; a dead
letter (chillu, khanda ta) with its signs. Tamil and Tagalog show the virama instead of forming
conjuncts, and Sinhala forms them only with ZWJ, so there a virama ends the syllable. The parse
is then merged with Unicode extended grapheme clusters (\\X), so that a syllable is always one
or more whole clusters: boundaries are kept only where both agree.
"""

from __future__ import annotations

import re
from functools import cache

import regex

from . import brahmic_tables as tables

# Scripts whose virama does not join consonants (without ZWJ, for Sinhala).
_VISIBLE_VIRAMA = {"Taml": "", "Tglg": "", "Thaa": "", "Sinh": tables.ZWJ}


@cache
def _syllable(script: str) -> re.Pattern[str]:
    ch = tables.script_chars(script)
    C, V, M, N, H, B, D, S, A, U, P, X = (ch.regex_class(k) for k in "CVMNHBDSAUPX")
    cons = f"{C}{N}?"
    if script in _VISIBLE_VIRAMA:
        joiner = _VISIBLE_VIRAMA[script]
        link = f"{H}{joiner}" if joiner else "(?!)"
    else:
        link = f"(?:{H}{tables.ZWJ}?|{tables.ZWJ}{H})"
    # Combining finals and tone marks (Lepcha, Limbu) join through \X; dead letters that are
    # letters of their own (chillu, khanda ta, lonsum) are syllables of their own.
    signs = f"{U}*(?:{M}{N}?)*(?:{B}|{X})*{A}*"
    ya = f"(?:{H}{C})?"  # vowel + virama + YA (Bengali অ্যা)
    source = (
        f"{P}?{cons}(?:{link}{cons})*(?:{H}[{tables.ZWNJ}{tables.ZWJ}]?)?{signs}"
        f"|{V}{N}?{ya}{signs}|{D}{signs}|{S}{A}*"
    )
    return re.compile(source)


def _cluster_ends(text: str) -> set[int]:
    return {m.end() for m in regex.finditer(r"\X", text)}


def graphemes(text: str) -> list[str]:
    """`text` split into aksharas; other text into extended grapheme clusters."""
    if not text:
        return []
    table = tables.char_table()
    ends: set[int] = set()
    i = 0
    while i < len(text):
        entry = table.get(text[i])
        length = 1
        if entry is not None:
            match = _syllable(entry[0]).match(text, i)
            if match and match.end() > i:
                length = match.end() - i
        i += length
        ends.add(i)
    keep = sorted(ends & _cluster_ends(text))
    if not keep or keep[-1] != len(text):
        keep.append(len(text))
    out, start = [], 0
    for end in keep:
        out.append(text[start:end])
        start = end
    return out
