"""One language's number grammar, as the class modules share it: its data, how it writes
numbers, and its readings (deterministic for TN, the covering grammar for ITN and the veto)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from types import SimpleNamespace
from typing import Any

import pynini
import regex

from ... import cache
from ...errors import LexiconError
from ...fst import DIGIT, insert
from ...script import perso_arabic_convert
from ..base import Rule
from . import data as number_data
from .names import Grammar
from .reader import read
from .written import Written

DIGITS = "digits"  # the form that reads the digits one by one
_FORM_COST = 0.01  # a reading in a form of itn_cardinal_forms: the plain one wins where both read
# A config value's items are split at spaces: "_" inside one is a space (pl `o_godz.`).
CONFIG_SPACE = "_"


@dataclass
class Language:
    code: str
    scheme: str | None = None  # config `key/<scheme>` rows apply (data.scheme_config)
    itn: bool = False  # compounds joined at their seams, whatever config `tn_seams` says
    _forms: dict = field(default_factory=dict, repr=False, compare=False)  # (_form_data)
    _shared: dict = field(default_factory=dict, repr=False, compare=False)  # (shared)
    _once: dict = field(default_factory=dict, repr=False, compare=False)  # (once)

    @cached_property
    def data(self) -> number_data.NumberData:
        cache.source_digest(self.sources)  # the cache key hashes the files before they are read
        return number_data.load(self.code, self.scheme, self.itn)

    @cached_property
    def written(self) -> Written:
        return Written(self.data)

    @cached_property
    def lowered(self) -> number_data.NumberData:
        """The data with every reading lower-cased (ITN compares lower-cased words)."""
        return number_data.lowered(self.data)

    @cached_property
    def _grammar(self) -> Grammar:
        return Grammar(self.data)

    @cached_property
    def _lowered_grammar(self) -> Grammar:
        return Grammar(self.lowered)

    def _form_data(self, form: str, lowered: bool = False) -> number_data.NumberData | None:
        """Config `without_scales@<form> P ...`: the data `form` reads with, as if the scales
        of those powers did not exist (sv years in pairs: `without_scales@year 3` and rows
        `2@year:xx:xx {q}{r}`, 2022 tjugotjugotvå); None where the form has no such row. Config
        `top_width@<form> N`: the multiplier of its top scale has at most N digits (ar
        `top_width@ordinal 1`: ordinals to 999, "المئة والخمسين")."""
        powers = self.setting(f"without_scales@{form}").split() if form else []
        if not powers:
            return None
        key = (form, lowered)
        if key not in self._forms:
            data = self.lowered if lowered else self.data
            top_width = self.setting(f"top_width@{form}")
            self._forms[key] = number_data.without_scales(
                data, {int(p) for p in powers}, int(top_width) if top_width else None)
        return self._forms[key]

    def _grammar_of(self, form: str, lowered: bool = False) -> Grammar:
        data = self._form_data(form, lowered)
        if data is None:
            return self._lowered_grammar if lowered else self._grammar
        key = ("grammar", form, lowered)
        if key not in self._forms:
            self._forms[key] = Grammar(data)
        return self._forms[key]

    def reading(self, form: str = "") -> pynini.Fst:
        """Digits (no leading zeros) -> words in `form`: the shortest path is the reading.
        Every language has the form `digits`, the digits one by one (zh years 二零一五)."""
        if form == DIGITS:
            return self._digits
        return self._grammar_of(form).reading(form)

    def shared(self, key: tuple, build: Callable[[], pynini.Fst]) -> pynini.Fst:
        """The transducer `build` makes, built once per `key` for this language: several
        classes read their numbers with the same pieces (a date's slots, a number before a
        counted word), which a grammar otherwise builds once per class. A copy is handed out
        (cheap: the copy shares the states until it is changed), so a caller may change it."""
        if key not in self._shared:
            self._shared[key] = build()
        return self._shared[key].copy()

    def once(self, key: tuple, make: Callable[[], Any]) -> Any:
        """What `make` returns, made once per `key` for this language and handed out as it is:
        for values no caller changes (counted.load_table's tables, read by many classes)."""
        if key not in self._once:
            self._once[key] = make()
        return self._once[key]

    @cached_property
    def _digits(self) -> pynini.Fst:
        digit = pynini.compose(DIGIT, self._grammar.reading(""))
        return (digit + pynini.closure(insert(self.written.space) + digit)).optimize()

    def cover(self, form: str = "", max_digits: int | None = None) -> pynini.Fst:
        """Digits -> the reading in `form`, lower-cased (relax.py adds what else a reader
        may say); of numbers of at most `max_digits` digits only, where given."""
        return self._grammar_of(form, lowered=True).reading(form, max_digits)

    def spoken_cover(self) -> pynini.Fst:
        """`cover("")`, and where config `itn_without_scales` names scales, the readings
        without them too; the readings in the forms of config `itn_cardinal_forms` too (cs
        `genitive`: "od tisíce dvou set" 1200) (what ITN reads as a cardinal)."""
        covers = [self.cover("")]
        covers += [self.cover(form) + pynini.accep("", weight=_FORM_COST)
                   for form in self.setting("itn_cardinal_forms").split()]
        without = self.without_scales_cover("")
        if without is not None:
            covers.append(without)
        return pynini.union(*covers) if len(covers) > 1 else covers[0]

    def without_scales_cover(self, form: str) -> pynini.Fst | None:
        """Config `itn_without_scales`: the readings in `form`, lower-cased, as if the scales
        of those powers did not exist (hi "पैंतालीस सौ" 4500, "अट्ठानवे सौ छब्बीसवीं" 9826वीं),
        of the numbers below the next scale that stays (no lakh needed there, and a smaller
        reader keeps MONEY, MEASURE and DATE cheap: mr ITN 10.3 -> 5.7 CPU s); None without
        the config."""
        if self._without_scales is None:
            return None
        grammar, below = self._without_scales
        return grammar.reading(form, below)

    @cached_property
    def _without_scales(self) -> tuple[Grammar, int | None] | None:
        """(the grammar without config itn_without_scales' scales, the digits of the numbers
        it reads: those below the next scale kept), one for every form; None without them."""
        powers = {int(p) for p in self.setting("itn_without_scales").split()}
        if not powers:
            return None
        kept = [p for p in self.lowered.powers if p > max(powers)]
        grammar = Grammar(number_data.without_scales(self.lowered, powers))
        return grammar, min(kept) if kept else None

    def spoken_sign(self) -> pynini.Fst:
        """ITN: an optional minus word and its gap -> "-": config `minus` and the other words
        of `itn_minus_words` (vi "trừ" besides "âm"); or a word of config `itn_plus_words`
        -> "+" (ja "プラス百十二" +112), of `itn_plus_minus_words` -> "±" (zh 正负二 ±2)."""
        words = [self.setting("minus", "minus"), *self.setting("itn_minus_words").split()]
        minus = pynini.union(*[pynini.escape(w.lower()) for w in words])
        sign = pynini.cross(minus, "-")
        for key, written in (("itn_plus_words", "+"), ("itn_plus_minus_words", "±")):
            words = self.setting(key).split()
            if words:
                sign |= pynini.cross(pynini.union(*[pynini.escape(w.lower()) for w in words]),
                                     written)
        return pynini.closure(sign + self.written.gap(), 0, 1)

    def say(self, digits: str, form: str = "") -> str | None:
        """The reading of `digits` (the fast path, equal to `reading`)."""
        if form == DIGITS:
            said = [read(self.data, d) for d in digits]
            return None if not said or None in said else self.written.space.join(said)
        return read(self._form_data(form) or self.data, digits, form)

    @property
    def sources(self) -> tuple[str, ...]:
        # the keyboards' channel tables config itn_typed_from reads (data.py)
        typed = [f"lexicons/perso_arabic/convert_{lang}_from_{src}.tsv"
                 for lang, src in perso_arabic_convert.available_pairs() if lang == self.code]
        return ("grammars/numbers", f"lexicons/{self.code}/numbers", *typed)

    def setting(self, key: str, default: str = "") -> str:
        return self.data.config.get(key, default)

    def sentence_period(self, key: str = "abbreviation_sentence_period") -> str:
        """Config `abbreviation_sentence_period` (or `key`: date_marks_sentence_period): "yes"
        (a unit's, sign's or abbreviation's period at a sentence's end, before a capital or at
        the line's end, is the sentence's; base.abbreviations), "line" (at the line's end
        only), or "" (never)."""
        value = self.setting(key)
        if value not in ("", "yes", "line", "no"):
            raise LexiconError(f"{self.code}/numbers/config.tsv: {key} is yes, line or no, "
                               f"not {value!r}")
        return "" if value == "no" else value

    def range_word(self) -> tuple[str, list[str]]:
        """Config `range` (the word a range's sign is read as; "" for none) and `range_signs`
        (space-separated; ranges.py)."""
        return self.setting("range"), self.setting("range_signs", "- – 〜 ~").split()

    def or_after_proclitic(self, before: str) -> str:
        """A lookbehind `before` that also lets a span start after a proclitic letter and its
        hyphen at a word's start (config tn_proclitics: he "ל-03-6123456"), which a class's
        own lookbehind would refuse (a hyphen or a letter before it)."""
        proclitics = "".join(self.setting("tn_proclitics").split())
        if not proclitics:
            return before
        return rf"(?:(?<=(?<!\w)[{regex.escape(proclitics)}]-)|{before})"

    def setting_pairs(self, key: str, shape: str = "written=spoken", *,
                      spaced: bool = False) -> list[tuple[str, str]]:
        """Config `key` as `a=b` items, in their order (see `config_pairs`); with `spaced`,
        `_` in either side is a space (CONFIG_SPACE: pl `nr_tel.=numer_telefonu`, lt
        `_m.=metų`, a mark after a space)."""
        pairs = config_pairs(self.setting(key), key, self.code, shape)
        return spaced_pairs(pairs) if spaced else pairs


def config_pairs(value: str, key: str, code: str, shape: str = "written=spoken",
                 *, empty_first: bool = False) -> list[tuple[str, str]]:
    """`value` of config `key` of language `code` as `a=b` items, in their order; an item
    without "=" or with an empty side (an empty `a` is allowed with `empty_first`) raises a
    LexiconError naming the file, the key and `shape` (what a and b are)."""
    pairs = []
    for item in value.split():
        before, eq, after = item.partition("=")
        if not (eq and after and (before or empty_first)):
            raise LexiconError(f"{code}/numbers/config.tsv: {key}: {item!r} is not {shape}")
        pairs.append((before, after))
    return pairs


def spaced_pairs(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """`a=b` items with `_` (CONFIG_SPACE) in either side a space."""
    return [(a.replace(CONFIG_SPACE, " "), b.replace(CONFIG_SPACE, " ")) for a, b in pairs]


def class_module(rules: list[Rule], transducers: dict, fast_paths: dict | None = None,
                 lowercase_starts: frozenset[str] = frozenset(), acceptors: dict | None = None):
    """What the rule engine takes from a class module, built for one language
    (`lowercase_starts`: the plain lower-case words a rule may start with; `acceptors`: ITN
    builders of a transducer's input side, scan.acceptor's language, made from its parts
    where that is cheaper than from the whole transducer)."""
    return SimpleNamespace(RULES=rules, TRANSDUCERS=transducers, FAST_PATHS=fast_paths or {},
                           LOWERCASE_STARTS=lowercase_starts, ACCEPTORS=acceptors or {})

