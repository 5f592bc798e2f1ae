"""CARDINAL in any language with number data: "-1.234" -> "minus eintausendzweihundert...",
and back ("zwei hundert drei und zwanzig" -> "223").

TN reads the written forms the locale uses (grouped with its separators, Indian grouping where
the language counts in lakh and crore, native digits, a minus sign); ITN inverts the covering
grammar (every admissible reading and the spellings of `relax`).
"""

from __future__ import annotations

import pynini
import regex

from ..base import Rule
from .language import Language, class_module
from .relax import relax
from .written import MINUS_SIGNS, to_ascii

# Not inside a longer number or word; a decimal or a grouped number is read whole.
_BEFORE = r"(?<![\w.,]|\d[.,])"
_AFTER = r"(?![\w]|[.,]\d)"


def _signed(lang: Language) -> pynini.Fst:
    w = lang.written
    minus = lang.setting("minus", "minus")
    unsigned = pynini.compose(w.plain_digits, lang.reading(""))
    return pynini.closure(w.sign(minus), 0, 1) + unsigned


def tn(lang: Language):
    w = lang.written
    pattern = rf"{_BEFORE}{w.minus_pattern}?(?!0{w.digit_class}){w.number_pattern}{_AFTER}"
    grouped = regex.compile(w.number_pattern)

    def fast(span: str) -> str | None:
        sign = ""
        if span[:1] in MINUS_SIGNS:
            sign, span = lang.setting("minus", "minus") + " ", span[1:]
        if not grouped.fullmatch(span):
            return None
        digits = to_ascii(span, w.native_digits)
        for sep in w.group_separators:
            digits = digits.replace(sep, "")
        words = lang.say(digits)
        return sign + words if words is not None else None

    return class_module(
        [Rule("CARDINAL", pattern, "CARDINAL")],
        {"number_names": lambda g: lang.reading(""), "CARDINAL": lambda g: _signed(lang)},
        {"CARDINAL": fast},
    )


def spoken(lang: Language, written: pynini.Fst) -> pynini.Fst:
    """`written` (a transducer to lower-case canonical words) inverted, accepting every
    spelling `relax` admits: spoken words -> what was written. (Not optimized here: the
    grammar set optimizes what a builder returns.)"""
    return pynini.invert(pynini.compose(written, relax(lang)))


def spoken_number(lang: Language) -> pynini.Fst:
    """Spoken words (lower case, any admissible spelling) -> ASCII digits."""
    return spoken(lang, lang.cover(""))


def itn(lang: Language):
    minus = lang.setting("minus", "minus").lower()

    def build(g) -> pynini.Fst:
        number = g.get("spoken_number")
        return (pynini.closure(pynini.cross(pynini.escape(minus) + " ", "-"), 0, 1)
                + number)

    return class_module(
        [Rule("CARDINAL", r"\w", "CARDINAL")],
        {"spoken_number": lambda g: spoken_number(lang), "CARDINAL": build},
    )

