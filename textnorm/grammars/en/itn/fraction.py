"""FRACTION (ITN): "one half" -> "1/2", "three quarters" -> "3/4", "two thirds" -> "2/3",
"two and a half" -> "2 1/2".

Denominators are TN's fraction words inverted (lexicons/en/denominator*.tsv: half, quarter) and
one-word ordinals from "third" to "ninetieth"; "one" takes the singular, other numerators the
plural. "first" and "second" are never denominators ("one second" is a time span), nor are
"hundredth", "thousandth", ... ("one hundredth" is the ordinal 100th, as NeMo reads it).
"""

from __future__ import annotations

import pynini

from ....fst import SIGMA, delete
from ....lexicon import pairs
from ...base import GrammarSet, Rule
from . import _words as w

_SINGULAR = w.LEX + "denominator.tsv"
_PLURAL = w.LEX + "denominator_plural.tsv"


def _denominators(g: GrammarSet) -> tuple[pynini.Fst, pynini.Fst]:
    """(singular, plural) denominator words -> digits, lower case."""
    one_word = pynini.closure(pynini.union(*[chr(c) for c in range(ord("a"), ord("z") + 1)]), 1)
    ordinal = pynini.compose(
        pynini.compose(one_word, g.get("ITN.ordinal_digits")),
        pynini.union(*[str(n) for n in range(3, 100)]))
    singular = pynini.string_map(pairs(_SINGULAR, invert=True)) | ordinal
    plural = pynini.string_map(pairs(_PLURAL, invert=True)) | ordinal + delete("s")
    return singular.optimize(), plural.optimize()


def fraction(g: GrammarSet) -> pynini.Fst:
    singular, plural = _denominators(g)
    number = g.get("ITN.number")
    not_one = pynini.compose(pynini.difference(SIGMA, "one"), number)
    simple = (pynini.cross("one ", "1/") + singular
              | not_one + pynini.cross(" ", "/") + plural)
    article = pynini.cross(pynini.union("a ", "one "), "1/") + singular
    # "a million and a half" is half a million more (CARDINAL's), not a million and 1/2
    scaled = SIGMA + pynini.union("hundred", *w.scale_words())
    whole = pynini.compose(pynini.difference(SIGMA, scaled), number)
    mixed = whole + pynini.cross(" and ", " ") + (article | simple)
    return w.folded(simple | mixed)


TRANSDUCERS = {"FRACTION": fraction}


def _pattern() -> str:
    named = [e for _, e in pairs(_SINGULAR)] + [e for _, e in pairs(_PLURAL)]
    ordinals = [o for o in w.ordinal_words() if o not in w.ordinal_words()[:3]]
    den = w.alternation([*named, *ordinals, *(o + "s" for o in ordinals)]) + w.END
    run = w.number_run()
    return rf"{w.START}(?i:{run}(?:[ ]and[ ](?:a|{run}))?[ ]{den})"


LOWERCASE_STARTS = w.number_starts()
RULES = [Rule("FRACTION", _pattern(), "FRACTION")]
