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
from ....engine import RuleEngine, has_surrogates, import_modules
from ....result import Result, ResultBuilder
from ...scan import Table, acceptor

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
_ACCEPT = "ACCEPT:"
_WHOLE_LINE = "CARDINAL.line"
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
            self.add_transducer(_ACCEPT + name, lambda g, name=name: acceptor(g.get(name)))
        if date_year_comma:
            self.rules = [dataclasses.replace(rule, fst=_YEAR_COMMA.get(rule.fst, rule.fst))
                          for rule in self.rules]
        self._tables: dict[str, Table] | None = None
        self._ends_memo: dict[tuple[int, str], list[int]] = {}

    def normalize_with_alignment(self, text: str) -> Result:
        """A line that says only a number the rules leave as words (below thirteen) is
        written in digits ("seven" -> "7"); inside text it stays ("seven of them")."""
        result = super().normalize_with_alignment(text)
        if result.spans:
            return result
        stripped = text.strip()
        first = stripped.split(" ", 1)[0].lower()
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
        every_word = _ADDRESS_HINT.search(text) is not None
        starts = self._lowercase_starts
        for token in _TOKEN.finditer(text):
            word, begin = token.group(), token.start()
            for i in range(len(word)):
                if i and word[i - 1].isalnum() and word[i].isalnum():
                    continue
                if every_word:
                    yield begin + i
                    continue
                letters = _LETTERS.match(word, i)
                if letters and letters.group().lower() in starts:
                    yield begin + i

    def choose_rewrite(
        self, text: str, start: int, first: int, end: int
    ) -> tuple[str | None, int, int]:
        """The longest span at `start` that some rule's transducer accepts (ties: rule order).

        Each rule that matches at `start` offers the word-prefixes of its match that its
        transducer accepts (found in one walk, see grammars/scan.py); the longest wins.
        """
        candidates = []
        for index in range(first, len(self.rules)):
            if index == first:
                stop = end
            else:
                match = self.single(index).match(text, start)
                if match is None or match.end() == start:
                    continue
                stop = match.end()
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
            if self._tables is None:
                fsts = self.transducers()
                self._tables = {name: Table(fsts[_ACCEPT + name])
                                for name in {rule.fst for rule in self.rules}}
            ends = self._tables[self.rules[index].fst].word_ends(span)
            if len(self._ends_memo) >= _MEMO_LIMIT:
                self._ends_memo.clear()
            self._ends_memo[key] = ends
        return ends
