"""English inverse text normalization (spoken ASR output -> written form).

"twenty five dollars" -> "$25", "july twenty fifth twenty twelve" -> "july 25 2012", "three
thirty p m" -> "03:30 p.m."; the rest of the text is untouched. Conventions follow NeMo's
English ITN (no thousands separators, numbers below thirteen stay words when alone).

The number core is TN's number grammar inverted (`_tn` re-exports TN's transducers without
its rules); the class modules below add the spoken forms around it. Rules are offered in this
order, but unlike TN the longest span wins: the prefilter only finds runs of number words and
class keywords, and which class a run belongs to (and where it ends) is known only once a
transducer accepts it ("two million three" is one CARDINAL, "two million" a DECIMAL quantity;
"twenty five dollars and ten people" is MONEY up to "dollars").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import regex

from .... import fst
from ....engine import LONGEST_SPAN, RuleEngine, has_surrogates, import_modules, too_long
from ....result import Result, ResultBuilder
from ....rule_filter import RuleFilter
from ...base import optimized
from ...scan import ACCEPT, Table, acceptor
from . import _words

_CLASS_MODULES = (
    "_tn",
    "whitelist",
    "electronic",
    "money",
    "measure",
    "date",
    "time",
    "telephone",
    "fraction",
    "decimal",
    "ordinal",
    "cardinal",
)


# An e-mail address or URL is said with "dot"; its first word can be any word.
_ADDRESS_HINT = regex.compile(r"(?i)(?<![\w'’])dot(?![\w'’])")
_TOKEN = regex.compile(r"\S+")
_LETTERS = regex.compile(r"[A-Za-z]+")
_WHOLE_LINE = "CARDINAL.line"
# a scale word in the plural (scale.tsv's words): "twenty millions"
_PLURAL_SCALE = regex.compile(rf"(?i)\b(?:{'|'.join(_words.scale_words())})s\b")
_FIRST_WORD = regex.compile(r"[^\s-]+")
_MEMO_LIMIT = 200_000
# Option date_year_comma: the transducers its rules use instead ("july 25, 2012").
_YEAR_COMMA = {"DATE": "DATE.year_comma"}


class EnglishITN(RuleEngine):
    def __init__(self, lang: str = "en", scheme: str | None = None, exhaustive: bool = False,
                 date_year_comma: bool = False):
        """`date_year_comma`: a year after a day follows a comma ("july 25, 2012"; NeMo's
        Hindi-English code-switched convention, hi config itn_also_options)."""
        super().__init__("en-itn", import_modules(__name__, _CLASS_MODULES), exhaustive=exhaustive,
                         sources=("grammars/en", "lexicons/en", "grammars/scan.py"))
        # Each rule's transducer also gets its input side as a deterministic acceptor.
        for name in {rule.fst for rule in self.rules} | set(_YEAR_COMMA.values()):
            self.add_transducer(ACCEPT + name,
                                optimized(lambda g, name=name: acceptor(g.get(name))))
        if date_year_comma:
            self.rules = [dataclasses.replace(rule, fst=_YEAR_COMMA.get(rule.fst, rule.fst))
                          for rule in self.rules]
        self._tables: dict[str, Table] = {}
        self._ends_memo: dict[tuple[int, str], list[int]] = {}
        # The rules that may match at a start (rule_filter.py), and what their regexes
        # found at the last start: (text, start, [(rule, end of its match)]).
        self._filter = RuleFilter([rule.pattern for rule in self.rules])
        self._found: tuple[str, int, list[tuple[int, int]]] | None = None

    def normalize_with_alignment(self, text: str) -> Result:
        """A line that says only a number the rules leave as words (below thirteen) is
        written in digits ("seven" -> "7"); inside text it stays ("seven of them"). So is a
        line that says only a number with a plural scale word, a slip the rules leave ("twenty
        millions" -> "20000000", "seventy-five thousands"), or a scale word alone ("hundred"
        -> "100"). A round number from a million up stays a quantity on a line of its own too
        ("two million" -> "2 million"), as NeMo's English cases write it."""
        result = super().normalize_with_alignment(text)
        if result.spans and _PLURAL_SCALE.search(result.text) is None:
            return result
        stripped = text.strip()
        first = _FIRST_WORD.match(stripped)
        first = first.group().lower() if first else ""
        signed = first in ("minus", "negative")
        if (first in self._lowercase_starts or signed) and not has_surrogates(text):
            written = fst.apply(self.transducers()[_WHOLE_LINE], stripped)
            if written is not None:
                out = ResultBuilder()
                start = text.index(stripped)
                out.keep(text[:start])
                out.rewrite(start, start + len(stripped), written, "CARDINAL")
                out.keep(text[start + len(stripped):])
                return out.result()
        return result

    def candidate_starts(self, text: str) -> Iterator[int]:
        """Where an ITN rule may start: every rule starts with a listed word in any letter
        case (LOWERCASE_STARTS of the class modules), so a word that is not listed, capitalized
        or not, is skipped. An address can start with any word: where the text says "dot",
        every word is a candidate. Equal to trying every position (tests/test_en_itn.py)."""
        if _ADDRESS_HINT.search(text) is None:
            # A start is a start of a token or follows a character that is not alphanumeric,
            # and a run of ASCII letters from there is listed: the start of a maximal run of
            # ASCII letters (a letter before it is alphanumeric) after no alphanumeric.
            starts = self._lowercase_starts
            for letters in _LETTERS.finditer(text):
                begin = letters.start()
                if (not begin or not text[begin - 1].isalnum()) and \
                        letters.group().lower() in starts:
                    yield begin
            return
        for token in _TOKEN.finditer(text):
            word, begin = token.group(), token.start()
            for i in range(len(word)):
                if not (i and word[i - 1].isalnum() and word[i].isalnum()):
                    yield begin + i

    def first_match(self, text: str, start: int) -> tuple[int, int] | None:
        """As the engine's, and each rule's match at `start` is kept for choose_rewrite. Only
        the rules that may match there are tried (rule_filter.py; every rule in the
        exhaustive scan), each read up to LONGEST_SPAN as the engine's union is: the first
        match (the union's) may not be empty or reach the limit, and a later one that reaches
        it is dropped, as the engine's choose_rewrite drops it. (Where more than LONGEST_SPAN
        characters followed, this took the union and then every later rule's regex: 7x the
        time a start on a long line of number words.)"""
        self._found = None
        rules = range(len(self.rules)) if self.exhaustive else self._filter.rules_at(text, start)
        matched = []
        for index in rules:
            match = self.single(index).match(text, start, start + LONGEST_SPAN)
            if match is not None:
                if too_long(match, text):
                    if not matched:
                        return None
                    continue
                matched.append((index, match.end()))
        if not matched or matched[0][1] == start:
            return None
        self._found = (text, start, matched)
        return matched[0]

    def choose_rewrite(
        self, text: str, start: int, first: int, end: int
    ) -> tuple[str | None, int, int]:
        """The longest span at `start` that some rule's transducer accepts (ties: rule order).

        Each rule that matches at `start` offers the word-prefixes of its match that its
        transducer accepts (found in one walk, see grammars/scan.py); the longest wins.
        """
        found = self._found
        if found and found[1] == start and found[0] is text:
            matched = [(index, stop) for index, stop in found[2]
                       if index >= first and stop != start]
        else:
            matched = [(first, end)]
            for index in range(first + 1, len(self.rules)):
                match = self.single(index).match(text, start)
                if match is not None and match.end() != start:
                    matched.append((index, match.end()))
        candidates = []
        for index, stop in matched:
            for cut in self._word_ends(index, text[start:stop]):
                candidates.append((start + cut, index))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        for stop, index in candidates:
            spoken = self.rewrite(index, text[start:stop])
            if spoken is not None:
                return spoken, index, stop
        return None, first, start

    def _word_ends(self, index: int, span: str) -> list[int]:
        key = (index, span)
        ends = self._ends_memo.get(key)
        if ends is None:
            name = self.rules[index].fst
            table = self._tables.get(name)
            if table is None:
                table = self._tables[name] = Table(self.transducers()[ACCEPT + name])
            ends = table.word_ends(span)
            if len(self._ends_memo) >= _MEMO_LIMIT:
                self._ends_memo.clear()
            self._ends_memo[key] = ends
        return ends
