"""WHITELIST (ITN): titles before a name ("doctor dao" -> "dr. dao", "Misses Smith" -> "Mrs.
Smith") and fixed phrases ("for example" -> "e.g.", "s and p five hundred" -> "S&P 500",
"twenty four seven" -> "24/7" where no number word runs on from it).

A title word is abbreviated only where it stands before a name: not after "the", "my", ...,
nor before "said", "who", ... (lexicons/en/itn/title_context.tsv), so "the doctor said" stays.
Lower-case ASR output gives no other clue to a name; the context lists keep this conservative.
"""

from __future__ import annotations

import pynini

from ....lexicon import load, pairs
from ...base import GrammarSet, Rule
from . import _words as w

_TITLES = w.ITN_LEX + "titles.tsv"
_PHRASES = w.ITN_LEX + "whitelist.tsv"
_CONTEXT = w.ITN_LEX + "title_context.tsv"


def title(_: GrammarSet) -> pynini.Fst:
    return w.cased_map(pairs(_TITLES))


def phrase(_: GrammarSet) -> pynini.Fst:
    return w.folded(pynini.string_map(pairs(_PHRASES, invert=True)))


TRANSDUCERS = {"WHITELIST.title": title, "WHITELIST": phrase}


def _rules() -> list[Rule]:
    context = {"after": [], "before": []}
    for e in load(_CONTEXT):
        context[e.written].append(e.spoken)
    titles = w.alternation(w.spoken(_TITLES))
    not_after = rf"(?<!\b(?i:{w.alternation(context['after'])})[ ])"
    not_before = rf"(?![ ](?i:{w.alternation(context['before'])}){w.END})"
    # A phrase that begins or ends with a number word is not part of a longer number: "twenty
    # nine eleven" is 2911, "twenty four seven hundred" not 24/7 hundred.
    number = rf"(?i:{w.alternation(w.cardinal_words())})"
    not_in_number = (rf"(?:(?!{number}{w.END})|(?<!\b{number}[ -]))",
                     rf"(?:(?<!\b{number})|(?![ -]{number}{w.END}))")
    return [
        Rule("WHITELIST", rf"{w.START}{not_in_number[0]}(?i:{w.alternation(w.spoken(_PHRASES))})"
             rf"{w.END}{not_in_number[1]}", "WHITELIST"),
        Rule("WHITELIST", rf"{w.START}{not_after}(?i:{titles})(?=[ ][A-Za-z]){not_before}",
             "WHITELIST.title"),
    ]


RULES = _rules()
LOWERCASE_STARTS = frozenset(
    said.split(" ")[0].lower() for said in (*w.spoken(_PHRASES), *w.spoken(_TITLES)))
