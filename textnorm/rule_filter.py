"""Which rules may match at a start of a line, from what their regexes say.

A rule's regex may match at a start only if it may begin with the run of letters there
(first_words.py) and the line holds one word of each of its requirements (required_words.py).
Both are read off the patterns once (and kept with the compiled regexes); a line's words are
looked up once, and the rules of each run of letters are memoized: a start costs a few
dictionary look-ups. A rule left out cannot match there; the others may.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import cache, regex_cache
from .first_words import first_words, letter_run, may_start
from .required_words import line_words, required_words

_MEMO_LIMIT = 100_000
# The code the facts are read with (their cache key).
_SOURCES = ("first_chars.py", "first_words.py", "required_words.py", "rule_filter.py")


class RuleFilter:
    """The rules (indices into `patterns`) that may match at a start of a text."""

    def __init__(self, patterns: Sequence[str]):
        self._patterns = tuple(patterns)
        self._first: list | None = None  # each rule's first words (None: any)
        # (rule's bit, its requirements' bits) of each rule with requirements, and the bits
        # of those without; word -> the requirements it meets
        self._needs: list[tuple[int, int]] = []
        self._free = 0
        self._bits: dict[str, int] = {}
        self._line: str | None = None
        self._allowed = 0  # the rules the last line allows, one bit each
        self._run_rules: dict[str | None, int] = {}  # run -> the rules that may begin so
        self._rules: dict[int, tuple[int, ...]] = {}  # rules (bits) -> their indices

    def rules_at(self, text: str, start: int) -> tuple[int, ...]:
        """The rules that may match at `start` of `text`, in order."""
        if text is not self._line:
            self._line = text
            self._allowed = self._allowed_in(text)
        run = letter_run(text, start)
        may = self._run_rules.get(run)
        if may is None:
            may = self._rules_of_run(run)
        bits = may & self._allowed
        rules = self._rules.get(bits)
        if rules is None:
            rules = self._rules[bits] = tuple(
                i for i in range(len(self._patterns)) if bits >> i & 1)
        return rules

    def _rules_of_run(self, run: str | None) -> int:
        """The rules that may begin with `run` (None: any text), one bit each."""
        may = sum(1 << i for i, runs in enumerate(self._first)
                  if run is None or may_start(runs, run))
        if len(self._run_rules) >= _MEMO_LIMIT:
            self._run_rules.clear()
        self._run_rules[run] = may
        return may

    def _allowed_in(self, text: str) -> int:
        """The rules whose every requirement a word of `text` meets, one bit each."""
        if self._first is None:
            self._read_facts()
        words = line_words(text)
        if words is None:
            return (1 << len(self._patterns)) - 1
        met = 0
        bits = self._bits
        for word in words:
            met |= bits.get(word, 0)
        allowed = self._free
        for rule, need in self._needs:
            if need & met == need:
                allowed |= rule
        return allowed

    def _read_facts(self) -> None:
        key = "\0".join((cache.source_digest(_SOURCES), *self._patterns))
        facts = regex_cache.kept(key, lambda: [
            (first_words(pattern), required_words(pattern)) for pattern in self._patterns])
        self._first = [runs for runs, _ in facts]
        bit = 1
        for rule, (_, requirements) in enumerate(facts):
            need = 0
            for words in requirements:
                need |= bit
                for word in words:
                    self._bits[word] = self._bits.get(word, 0) | bit
                bit <<= 1
            if need:
                self._needs.append((1 << rule, need))
            else:
                self._free |= 1 << rule
