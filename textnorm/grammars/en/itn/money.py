"""MONEY (ITN): "forty five dollars ninety nine cents" -> "$45.99", "one cent" -> "$0.01",
"two point five billion dollars" -> "$2.5 billion", "one fifty five dollars" -> "$155"; after a
price word of price_cues.tsv two numbers are units and hundredths of the first currency: "it
costs three ninety nine" -> "it costs $3.99".

"one" takes the singular ("one dollars" is not money and stays as it is); other amounts take
either ("twenty dollar bill"). Currencies and their symbols: lexicons/en/itn/currency.tsv;
minor units and plurals come from the TN tables.
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import DIGIT, SIGMA, add_weight, delete, insert
from ....lexicon import load, mapping
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO
from . import _words as w
from .decimal import decimal_run

_CURRENCY = w.ITN_LEX + "currency.tsv"
_MINOR = w.LEX + "currency_minor.tsv"


@cache
def _currencies() -> dict[str, list[tuple[str, str]]]:
    """symbol -> [(major singular, minor singular or "")]."""
    minor = mapping(_MINOR)
    out: dict[str, list[tuple[str, str]]] = {}
    for e in load(_CURRENCY):
        cents = minor.get(e.spoken) or minor.get(e.spoken.rsplit(" ", 1)[-1], "")
        out.setdefault(e.written, []).append((e.spoken, cents))
    return out


def _words_fst(words: list[str]) -> pynini.Fst:
    return pynini.union(*[pynini.escape(x) for x in dict.fromkeys(words)]).optimize()


def _amounts(g: GrammarSet) -> tuple[pynini.Fst, pynini.Fst, pynini.Fst, pynini.Fst]:
    """(one, other whole amounts, cents "02".."99", "one" -> "01"), lower case."""
    number = g.get("ITN.number")
    names = g.get("number_names")
    one = pynini.cross("one", "1")
    not_one = pynini.compose(pynini.difference(SIGMA, "one"), number)
    cents = pynini.invert(pynini.compose(NONZERO + DIGIT, names)) | insert("0") + pynini.invert(
        pynini.compose(pynini.difference(NONZERO, "1"), names))
    return one, not_one.optimize(), cents.optimize(), pynini.cross("one", "01")


def money(g: GrammarSet) -> pynini.Fst:
    one, other, cents, one_cent = _amounts(g)
    elided = g.get("ITN.hundreds_elided")
    decimal = g.get("ITN.decimal_number")
    quantity = g.get("ITN.quantity")
    branches = []
    for rank, (symbol, names) in enumerate(_currencies().items()):
        major = _words_fst([m for m, _ in names])
        majors = _words_fst([form for m, _ in names for form in (m, w.plural(m))])
        minors = [c for _, c in names if c]
        plurals = _words_fst([w.plural(m) for m, _ in names])
        whole = (w.folded(one + delete(" ") + delete(major))
                 | w.folded(other + delete(" ") + delete(majors))
                 # "one fifty five dollars", but "two twenty dollar bills" is two bills.
                 | w.folded(elided + delete(" ") + delete(plurals)))
        amount = whole
        if minors:
            minor = _words_fst(minors)
            minor_any = _words_fst([form for c in minors for form in (c, w.plural(c))])
            cents_words = (one_cent + delete(" ") + delete(minor)
                           | cents + delete(" ") + delete(minor_any))
            and_ = pynini.closure(delete("and "), 0, 1)
            tail = insert(".") + (delete(" ") + and_ + cents_words | delete(" ") + cents)
            amount = whole + pynini.closure(w.folded(tail), 0, 1)
            # "fifty cents" alone: the first currency with that minor unit.
            branches.append(add_weight(insert(symbol + "0.") + w.folded(cents_words), rank))
        scaled = (decimal | quantity) + w.folded(delete(" ") + delete(majors))
        branches.append(insert(symbol) + (amount | scaled))
    return pynini.union(*branches).optimize()


def price(g: GrammarSet) -> pynini.Fst:
    """"three ninety nine" -> "$3.99": 1..99, then 10..99, in the first currency."""
    names = g.get("number_names")
    units = pynini.invert(pynini.compose(NONZERO + pynini.closure(DIGIT, 0, 1), names))
    hundredths = pynini.invert(pynini.compose(NONZERO + DIGIT, names))
    symbol = next(iter(_currencies()))
    return w.folded(insert(symbol) + units + pynini.cross(" ", ".") + hundredths).optimize()


TRANSDUCERS = {"MONEY": money, "MONEY.price": price}


def currency_patterns() -> tuple[str, str]:
    """Regexes: a spoken currency, and a spoken minor unit (TIME uses them too)."""
    names = [n for entries in _currencies().values() for n, _ in entries]
    minors = [c for entries in _currencies().values() for _, c in entries if c]
    major = w.alternation([f for n in names for f in (n, w.plural(n))]) + w.END
    minor = w.alternation([f for c in minors for f in (c, w.plural(c))]) + w.END
    return major, minor


def _pattern() -> str:
    major, minor = currency_patterns()
    run = decimal_run()
    cents = rf"(?:[ ](?:and[ ])?{w.number_run()}(?:[ ]{minor})?)?"
    return rf"{w.START}(?i:{run}[ ](?:{major}{cents}|{minor})){w.END}"


def _price_pattern() -> str:
    major, minor = currency_patterns()
    cues = w.alternation(w.spoken(w.ITN_LEX + "price_cues.tsv"))
    n = w.number_word()
    two = rf"{n}(?:[ -]{n})?"
    return (rf"(?<=(?i:\b{cues})[ ]){w.START}(?i:{two}[ ]{two}){w.END}"
            rf"(?![ ](?i:{major}|{minor}|{n}))")


LOWERCASE_STARTS = w.number_starts()
RULES = [Rule("MONEY", _pattern(), "MONEY"), Rule("MONEY", _price_pattern(), "MONEY.price")]
