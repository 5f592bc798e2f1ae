"""PLAIN (TN): Latin letters written in their full-width forms, as CJK text sets them among its
own characters, are written as the ASCII letters they are (zh 新ＩＰＨＯＮＥ -> 新IPHONE), so
that what follows reads one spelling of a word.

Config (off by default): `tn_fullwidth_letters yes`. Only letters: full-width punctuation is
the text's own (zh keeps ，。), and full-width digits are the number grammar's (digits.tsv).
"""

from __future__ import annotations

import pynini

from ..base import Rule
from .language import Language, class_module

CLASS = "PLAIN"
# U+FF21-FF3A and U+FF41-FF5A are A-Z and a-z, 0xFEE0 above them
_OFFSET = 0xFEE0
_LETTERS = {chr(c + _OFFSET): chr(c) for c in [*range(ord("A"), ord("Z") + 1),
                                                *range(ord("a"), ord("z") + 1)]}
_TABLE = str.maketrans(_LETTERS)
PATTERN = "[\uff21-\uff3a\uff41-\uff5a]+"


def tn_pattern(lang: Language) -> str | None:
    """Where TN rewrites full-width letters (also where a span starts inside a word), or None."""
    return PATTERN if lang.setting("tn_fullwidth_letters") == "yes" else None


def tn(lang: Language):
    if tn_pattern(lang) is None:
        return class_module([], {})

    def build(g) -> pynini.Fst:
        return pynini.closure(pynini.string_map(list(_LETTERS.items())), 1).optimize()

    return class_module([Rule(CLASS, PATTERN, CLASS)], {CLASS: build},
                        {CLASS: lambda span: span.translate(_TABLE)})
