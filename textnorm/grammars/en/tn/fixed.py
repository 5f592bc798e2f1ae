"""Fixed expressions (en/fixed_expressions.tsv): "C++" -> "c plus plus", "C#" -> "c sharp",
read as the table says wherever they stand as a whole word, before the classes their
characters would otherwise fall to (LETTERS, VERBATIM). Kestrel's ratios ("24/7" -> "twenty
four sevenths") stay FRACTION's.
"""

from __future__ import annotations

import pynini

from ....lexicon import pairs
from ...base import GrammarSet, Rule
from .letters import words_pattern

_TABLE = "en/fixed_expressions.tsv"


def fixed(_: GrammarSet) -> pynini.Fst:
    return pynini.string_map(pairs(_TABLE)).optimize()


TRANSDUCERS = {"FIXED": fixed}

RULES = [
    Rule("ABBREVIATION", words_pattern([w for w, _ in pairs(_TABLE)], r"[\w.\-+#@]")
         + r"(?![\w+#@\-]|[.,]\d)", "FIXED"),
]
