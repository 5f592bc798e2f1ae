"""Shared pieces of the English ITN grammars.

Two kinds: word lists for the regex prefilter, taken from the same TN lexicons the number
grammar is built from (so the prefilter fires only on runs of number words and class keywords),
and small FST helpers for cased input. ASR output may be lower-cased or cased ("Twenty five
dollars"): number words are read case-insensitively (`folded`), while words that are copied to
the output (months, "Billion", letters of an e-mail address) keep the case they came in
(`cased_copy`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import pynini
from pynini.lib import byte

from ....fst import SIGMA
from ....lexicon import load, mapping, pairs
from ...base import alternation  # re-exported: the ITN modules use w.alternation

LEX = "en/"
ITN_LEX = "en/itn/"

# Runs of words a rule looks at: longer than any number reading (a 24-digit number is about 40
# words), and a bound keeps the scan of an endless run of number words linear.
MAX_WORDS = 48

# Span edges: a span never starts or ends inside a word ("o" must not match in "o'clock").
START = r"(?<![\w'’])"
END = r"(?![\w'’])"


def spoken(relpath: str) -> list[str]:
    return [e.spoken for e in load(relpath)]


@cache
def digit_words() -> list[str]:
    """one .. nine."""
    return spoken(LEX + "digit.tsv")


@cache
def scale_words() -> list[str]:
    """thousand, million, ... in the order of their power."""
    return [name for _, name in pairs(LEX + "scale.tsv")]


@cache
def cardinal_words() -> list[str]:
    """Every word of a cardinal reading."""
    return [
        "zero", *digit_words(), *spoken(LEX + "teen.tsv"), *spoken(LEX + "ty.tsv"),
        "hundred", *scale_words(), *(other for _, other in spellings()),
    ]


@cache
def spellings() -> list[tuple[str, str]]:
    """(canonical word, another spelling ITN reads): "zero"/"nought", "forty"/"fourty"."""
    return pairs(ITN_LEX + "number_spellings.tsv")


@cache
def ordinal_words() -> list[str]:
    """Every word that can end an ordinal reading ("first", "twentieth", "millionth").

    Only the prefilter uses this list; the ORDINAL transducer is the inverted TN
    `ordinal_names`, so a word listed here that no number ends with is simply rejected.
    """
    irregular = mapping(LEX + "ordinal_irregular.tsv")
    out = []
    for word in cardinal_words():
        if word in irregular:
            out.append(irregular[word])
        elif word.endswith("y"):
            out.append(word[:-1] + "ieth")
        else:
            out.append(word + "th")
    return out


@cache
def indian_scales() -> list[str]:
    """"lakh", "crore": money scales that are not powers of a thousand."""
    return sorted(set(spoken(LEX + "money_scales.tsv")) - set(scale_words()))


# Regex fragments (used inside (?i:...)): a number word, and a run of them.
def number_word() -> str:
    return alternation([*cardinal_words(), *indian_scales()]) + END


def number_run(commas: bool = False) -> str:
    """"two hundred and fifty four", "twenty-five", "a hundred"; with `commas`, also a comma
    after a scale word ("three thousand, eight hundred")."""
    word = number_word()
    lead = rf"(?:a[ ](?={alternation(['hundred', *scale_words()])}{END}))?"
    comma = rf"(?:(?<={alternation(scale_words())}),)?" if commas else ""
    return rf"{lead}{word}(?:(?:{comma}[ ]|-)(?:and[ ])?{word}){{0,{MAX_WORDS}}}"


def digit_word() -> str:
    """A digit said alone, with "o"/"oh" for zero."""
    return alternation(["zero", "oh", "o", *digit_words()]) + END


def number_starts() -> frozenset[str]:
    """Lower-case words a number run may start with (the engine's LOWERCASE_STARTS: other
    plain lower-case words are never candidate starts)."""
    return frozenset([*cardinal_words(), *indian_scales(), "minus", "point", "a"])


def letters() -> frozenset[str]:
    return frozenset(chr(c) for c in range(ord("a"), ord("z") + 1))


# ---- FST helpers ----

@cache
def _fold() -> pynini.Fst:
    lower = [pynini.cross(chr(c), chr(c + 32)) for c in range(ord("A"), ord("Z") + 1)]
    other = pynini.difference(byte.BYTE, byte.UPPER)
    # "twenty-five" is read like "twenty five".
    return pynini.closure(pynini.union(*lower, other, pynini.cross("-", " "))).optimize()


def folded(fst: pynini.Fst) -> pynini.Fst:
    """`fst` over lower-case words, made to accept any letter case (and hyphens as spaces)."""
    return pynini.compose(_fold(), fst).optimize()


def case_variants(word: str) -> list[str]:
    return list(dict.fromkeys((word, word.lower(), word.capitalize(), word.upper(), word.title())))


def cased_copy(words: Iterable[str]) -> pynini.Fst:
    """Accepts each word in lower, capitalized or upper case and keeps it as it came."""
    return pynini.union(*[pynini.escape(v) for w in words for v in case_variants(w)]).optimize()


def cased_map(entries: Iterable[tuple[str, str]]) -> pynini.Fst:
    """spoken -> written, where a capitalized spoken form gives a capitalized written form
    ("Doctor" -> "Dr.") and other cases give the written form as listed."""
    arcs = []
    for written, said in entries:
        arcs.append(pynini.cross(pynini.escape(said), pynini.escape(written)))
        arcs.append(pynini.cross(pynini.escape(said.capitalize()),
                                 pynini.escape(written[:1].upper() + written[1:])))
    return pynini.union(*arcs).optimize()


# Any string (for contexts and exclusions).
ANY = SIGMA


def plural(phrase: str) -> str:
    """English plural of a spoken unit or currency, from TN's plural table or "+s"; in "X per
    Y" only X changes ("mile per hour" -> "miles per hour")."""
    irregular = mapping(LEX + "plurals.tsv")
    if phrase in irregular:
        return irregular[phrase]
    if " per " in phrase:
        head, tail = phrase.split(" per ", 1)
        return plural(head) + " per " + tail
    head, _, last = phrase.rpartition(" ")
    last = irregular.get(last, last + "s")
    return f"{head} {last}" if head else last
