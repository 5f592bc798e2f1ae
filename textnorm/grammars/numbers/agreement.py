"""CARDINAL in the case and gender its context asks for (TN), where a language's numbers
decline: lt "su 5 metais" -> "su penkeriais metais", "Kainavo 21 eurą" -> "dvidešimt vieną
eurą", "po 3 valandų" -> "po trijų valandų".

Two kinds of context, both default off:
- `counted_words.tsv` (optional): `word[@category]<TAB>form`: an inflected noun written after
  the number (its ending tells its case and number) reads the number in `form`, where the
  number's plural category (counted.py, config `plural`) is `category` (any, without one), or
  where its digits match `category` written as a digit pattern (scales.tsv's: digits, `x`, `*`;
  lt `metais@20xx ordinal-plural-locative`: "2024 metais" a year, an ordinal); patterns are
  tried first.
  The category tells homographs apart: lt "valandos" is a genitive singular after one
  (`valandos@one feminine-genitive`, "dvidešimt vienos valandos") and a nominative plural
  after few (`valandos@few feminine`, "dvi valandos").
- config `cardinal_after@<form>`: words (prepositions) after which a number is read in `form`
  (lt `cardinal_after@genitive iki nuo po ...`: "iki 15 valandų" iki penkiolikos valandų);
  MEASURE and MONEY read a unit after them as their tables' `<form>` rows say (measure.py).
The counted word wins over the preposition ("su 3 valandomis" trimis, feminine); a number
whose category the word does not take is left to the preposition, then to CARDINAL.
"""

from __future__ import annotations

import pynini
import regex

from ..base import Rule, alternation
from . import counted
from .cardinal import signed
from .data import optional_rows
from .language import Language, class_module
from .names import pattern_acceptor
from .ordinal import after_words, context_forms
from .reader import digit_pattern
from .written import MINUS_SIGNS

_SPACE = r"[ \u00a0]+"


def governed_forms(lang: Language) -> dict[str, list[str]]:
    """Config `cardinal_after@<form>`: form -> the words (lower case) that govern it."""
    return context_forms(lang, "cardinal_after@")


def counted_words(lang: Language) -> dict[tuple[str, str], list[str]]:
    """counted_words.tsv: (form, category or "") -> the words that ask for it."""
    out: dict[tuple[str, str], list[str]] = {}
    for written, form in optional_rows(f"{lang.code}/numbers/counted_words.tsv"):
        word, _, category_name = written.partition("@")
        out.setdefault((form, category_name), []).append(word)
    return out


def tn(lang: Language):
    w = lang.written
    number = rf"{w.before}{w.minus_pattern}?(?!{w.zero_class}{w.digit_class}){w.number_pattern}"
    grouped = regex.compile(w.number_pattern)
    rules, builders, fast_paths = [], {}, {}

    def add(name: str, pattern: str, form: str, category_name: str = "") -> None:
        rules.append(Rule("CARDINAL", pattern, name))
        builders[name] = lambda g: _build(lang, form, category_name)
        fast_paths[name] = _fast(lang, grouped, form, category_name)

    for (form, category_name), words in sorted(counted_words(lang).items(),
                                               key=lambda item: not _is_pattern(item[0][1])):
        ahead = rf"(?={_SPACE}(?i:{alternation(words)})(?!\w))"
        add(f"CARDINAL@{form}/{category_name or 'any'}", number + w.after + ahead, form,
            category_name)
    for form, words in sorted(governed_forms(lang).items()):
        add(f"CARDINAL@after-{form}", after_words(words) + number + w.after, form)
    return class_module(rules, builders, fast_paths)


def _is_pattern(category_name: str) -> bool:
    return any(c.isdigit() or c == "*" for c in category_name)


def _matches(lang: Language, digits: str, category_name: str) -> bool:
    if _is_pattern(category_name):
        return digit_pattern(category_name, False).fullmatch(digits) is not None
    return counted.category(lang, digits) == category_name


def _fast(lang: Language, grouped, form: str, category_name: str):
    minus = lang.setting("minus", "minus")

    def fast(span: str) -> str | None:
        sign = span[:1] in MINUS_SIGNS
        digits = span[1:] if sign else span
        if not grouped.fullmatch(digits):
            return None
        digits = lang.written.ascii_number(digits)
        if category_name and not _matches(lang, digits, category_name):
            return None
        words = lang.say(digits, form)
        if words is None:
            return None
        return (minus + lang.written.space if sign else "") + words

    return fast


def _build(lang: Language, form: str, category_name: str) -> pynini.Fst:
    reading = signed(lang, form)
    if not category_name:
        return reading
    w = lang.written
    which = (pattern_acceptor(category_name) if _is_pattern(category_name)
             else counted.category_acceptor(lang, category_name))
    numbers = pynini.compose(w.plain_digits, which)
    sign = pynini.closure(pynini.union(*MINUS_SIGNS), 0, 1)
    written = sign + pynini.project(numbers, "input")
    return pynini.compose(written.optimize(), reading)
