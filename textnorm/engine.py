"""The rule engine: regex prefilter finds candidate spans, class transducers rewrite them.

Most tokens are plain words and never touch an FST or even the rule regex: only tokens that
hold a digit, a capital, a symbol or a listed lower-case word are candidate starts. There the
regexes of the rules that may begin with the text there are matched in priority order
(first_chars.py); the transducer of the first rule that matches rewrites the span; results
are memoized per (rule, span). A span that its transducer rejects falls to the next rule that
matches at the same place, and at last passes through unchanged: text is never dropped.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import ModuleType

import pynini
import regex

from . import cache, first_chars, fst, regex_cache
from .grammars.base import GrammarSet, Rule
from .result import Result, ResultBuilder

_MEMO_LIMIT = 200_000
_KEYS_LIMIT = 20_000  # the rules of so many starts' keys are kept (first_chars.key)
# The code the rules' first characters are read with (the cache key of what it reads).
_SOURCES = ("first_chars.py",)
# The longest span a rule may read. Regexes match within this many characters of a start, so
# each start costs at most this much however long the line is (a 10 MB token is tried at
# each symbol in it); a match that reaches the limit is not read (no semiotic token is that
# long, and a transducer's cost grows faster than the length of what it reads).
LONGEST_SPAN = 1000
_TOKEN = regex.compile(r"\S+")
# Lone surrogates: the API takes any str, and a file's undecodable bytes arrive as
# \udc80-\udcff (surrogateescape). No transducer reads one (pynini takes UTF-8 only).
_SURROGATES = re.compile("[\ud800-\udfff]+")


def import_modules(package: str, names: Sequence[str]) -> list[ModuleType]:
    """The class modules `package.<name>` in rule-priority order."""
    return [importlib.import_module(f"{package}.{name}") for name in names]


def too_long(match: regex.Match, text: str) -> bool:
    """Whether a match stopped at LONGEST_SPAN before the text's end (it may go on)."""
    return match.end() - match.start() >= LONGEST_SPAN and match.end() < len(text)


def has_surrogates(text: str) -> bool:
    """Whether `text` holds a lone surrogate, which no transducer can read."""
    return not text.isascii() and _SURROGATES.search(text) is not None


class RuleEngine:
    """Normalizes text with the rules and transducers of a list of class modules.

    Subclasses may refine two steps: `candidate_starts` (where rules are tried) and
    `choose_rewrite` (which rule's reading of the text at a start wins).
    """

    # Whether a rule without a fast path builds its transducer alone when the grammar is not
    # cached (see _transducer), instead of the whole grammar.
    builds_alone = False

    def __init__(
        self, grammar_name: str, modules: Sequence[ModuleType], exhaustive: bool = False,
        sources: tuple[str, ...] = (),
    ):
        self.grammar_name = grammar_name
        # The grammar's own files and folders (package-relative), hashed into its cache key.
        self.sources = sources
        # exhaustive=True tries the rules at every position instead of at candidate starts
        # (slow; the reference the fast scan is tested against).
        self.exhaustive = exhaustive
        self.rules: list[Rule] = [rule for module in modules for rule in module.RULES]
        self._builders = {}
        # Pure-Python equivalents of hot transducers; tests prove each equals its FST.
        self._fast_paths = {}
        for module in modules:
            self._builders.update(module.TRANSDUCERS)
            self._fast_paths.update(getattr(module, "FAST_PATHS", {}))
        # Plain lower-case words are skipped unless some rule may start with them.
        self._lowercase_starts = frozenset(
            word for module in modules for word in getattr(module, "LOWERCASE_STARTS", ())
        )
        missing = {r.fst for r in self.rules} - set(self._builders)
        if missing:
            raise ValueError(f"rules name transducers nobody builds: {sorted(missing)}")
        # What the text may begin with where each rule's match begins (first_chars.starts),
        # read when first needed; the rules (index, regex) that may match at a start, by what
        # first_chars.key reads there, and (where that is two characters) by those.
        self._starts: list[tuple[first_chars.Pairs | None, first_chars.Pairs | None]] | None = \
            None
        self._rules_of_key: dict[first_chars.Key, tuple[tuple[int, regex.Pattern], ...]] = {}
        self._rules_of_text: dict[str, tuple[tuple[int, regex.Pattern], ...]] = {}
        # Each rule's own regex, compiled when first needed.
        self._single: dict[int, regex.Pattern] = {}
        self._fsts: Mapping[str, pynini.Fst] | None = None
        self._alone: GrammarSet | None = None  # transducers built one by one (builds_alone)
        self._alone_fsts: dict[str, pynini.Fst] = {}  # and those read (cached or built)
        self._memo: dict[tuple[int, str], str | None] = {}

    @property
    def classes(self) -> list[str]:
        return list(dict.fromkeys(rule.cls for rule in self.rules))

    def add_transducer(self, name: str, builder: Callable[[GrammarSet], pynini.Fst]) -> None:
        """One more transducer to compile and cache with the grammar (before first use)."""
        if self._fsts is not None:
            raise RuntimeError("transducers are already built")
        self._builders[name] = builder

    def transducers(self) -> Mapping[str, pynini.Fst]:
        """All transducers, loaded from the compiled-grammar cache (built on first use)."""
        if self._fsts is None:
            self._fsts = cache.load_or_build(
                self.grammar_name, lambda: GrammarSet(self._builders).build_all(),
                sources=self.sources,
            )
        return self._fsts

    def _transducer(self, name: str) -> pynini.Fst:
        """A rule's transducer: from the whole grammar, cached or built. Where most rules
        have fast paths (`builds_alone`), a grammar not in the cache is not built whole for
        one rule without: that transducer is built alone (with those it reads) and cached on
        its own (NumbersTN's TELEPHONE: seconds, not the minutes of every class; once for
        the processes and instances that share the cache)."""
        if name in self._alone_fsts:
            return self._alone_fsts[name]
        if self._fsts is None and self.builds_alone:
            cached = cache.load(self.grammar_name, sources=self.sources)
            if cached is None:
                return self._built_alone(name)
            self._fsts = cached
        return self.transducers()[name]

    def _built_alone(self, name: str) -> pynini.Fst:
        """Transducer `name` alone, from the cache (under the grammar's name and its own) or
        built with the transducers it reads."""
        if name not in self._alone_fsts:
            def build() -> dict[str, pynini.Fst]:
                if self._alone is None:
                    self._alone = GrammarSet(self._builders)
                return {name: self._alone.get(name)}

            self._alone_fsts[name] = cache.load_or_build(
                f"{self.grammar_name}@{name}", build, sources=self.sources)[name]
        return self._alone_fsts[name]

    def rewrite(self, rule_index: int, span: str) -> str | None:
        key = (rule_index, span)
        if key in self._memo:
            return self._memo[key]
        name = self.rules[rule_index].fst
        fast = self._fast_paths.get(name)
        spoken = fast(span) if fast else fst.apply(self._transducer(name), span)
        if len(self._memo) >= _MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = spoken
        return spoken

    def normalize_with_alignment(self, text: str) -> Result:
        if not has_surrogates(text):
            return self._rewrite_spans(text)
        # lone surrogates pass through and bound the text that rules read on either side
        out, pos = ResultBuilder(), 0
        for match in _SURROGATES.finditer(text):
            out.append(self._rewrite_spans(text[pos:match.start()]), pos)
            out.keep(match.group())
            pos = match.end()
        out.append(self._rewrite_spans(text[pos:]), pos)
        return out.result()

    def _rewrite_spans(self, text: str) -> Result:
        out = ResultBuilder()
        pos = 0
        starts = range(len(text)) if self.exhaustive else self.candidate_starts(text)
        for start in starts:
            if start < pos:
                continue
            found = self.first_match(text, start)
            if found is None:
                continue
            spoken, index, end = self.choose_rewrite(text, start, *found)
            if spoken is None:
                continue  # no rule reads this span: it stays as it is
            out.keep(text[pos:start])
            if spoken == text[start:end]:
                out.keep(spoken)  # claimed but unchanged (markup): no span to report
            else:
                out.rewrite(start, end, spoken, self.rules[index].cls)
            pos = end
        out.keep(text[pos:])
        return out.result()

    def candidate_starts(self, text: str) -> Iterator[int]:
        """Positions where some rule may start: the start of every token that is not a plain
        lower-case ASCII word (unless a module lists it in LOWERCASE_STARTS), and symbol
        boundaries inside such tokens. Equal to trying every position (`exhaustive=True`);
        tests check it on every case file."""
        for token in _TOKEN.finditer(text):
            word = token.group()
            if word.isascii() and word.isalpha() and word.islower():
                if word not in self._lowercase_starts:
                    continue
            start = token.start()
            yield start
            if word.isalnum():
                continue  # no symbol boundary inside (most tokens: words, numbers)
            for i in range(1, len(word)):
                if not (word[i - 1].isalnum() and word[i].isalnum()):
                    yield start + i

    def rules_at(self, text: str, start: int) -> tuple[tuple[int, regex.Pattern], ...]:
        """The rules that may match at `start` (in order), each with its regex: those whose
        match may begin with the text there (first_chars.py). The others cannot match there,
        not even empty."""
        rules = self._rules_of_text.get(text[start:start + 2])
        if rules is None:
            rules = self._rules_of_start(text, start)
        return rules

    def _rules_of_start(self, text: str, start: int) -> tuple[tuple[int, regex.Pattern], ...]:
        at = first_chars.key(text, start)
        rules = self._rules_of_key.get(at)
        if rules is None:
            if self._starts is None:
                key = "\0".join((cache.source_digest(_SOURCES), *(r.pattern for r in self.rules)))
                self._starts = regex_cache.kept(key, lambda: [
                    first_chars.starts(rule.pattern) for rule in self.rules])
            if len(self._rules_of_key) >= _KEYS_LIMIT:
                self._rules_of_key.clear()
            rules = self._rules_of_key[at] = tuple(
                (index, self.single(index)) for index, tables in enumerate(self._starts)
                if first_chars.may_begin(tables, at))
        if len(at) == 2:  # (at a digit or two letters the rules depend on more characters)
            if len(self._rules_of_text) >= _MEMO_LIMIT:
                self._rules_of_text.clear()
            self._rules_of_text[text[start:start + 2]] = rules
        return rules

    def first_match(self, text: str, start: int) -> tuple[int, int] | None:
        """The first rule whose regex matches at `start`, and the end of its match; None where
        no rule matches, or the first match is empty or reaches LONGEST_SPAN. Only the rules
        that may begin with the two characters at `start` are tried (first_chars.py), each
        its own regex: what the union of every rule's regex would find."""
        rules = self._rules_of_text.get(text[start:start + 2])
        if rules is None:
            rules = self._rules_of_start(text, start)
        stop = start + LONGEST_SPAN
        for index, pattern in rules:
            match = pattern.match(text, start, stop)
            if match is not None:
                if match.end() == start or too_long(match, text):
                    return None
                return index, match.end()
        return None

    def single(self, index: int) -> regex.Pattern:
        """Rule `index`'s regex alone."""
        if index not in self._single:
            self._single[index] = regex_cache.compile(self.rules[index].pattern)
        return self._single[index]

    def choose_rewrite(
        self, text: str, start: int, first: int, end: int
    ) -> tuple[str | None, int, int]:
        """The first rule, from `first` on, whose transducer accepts its match at `start`."""
        spoken = self.rewrite(first, text[start:end]) if end > start else None
        if spoken is not None:
            return spoken, first, end
        for index, pattern in self.rules_at(text, start):
            if index <= first:
                continue
            match = pattern.match(text, start, start + LONGEST_SPAN)
            if match is None or match.end() == start or too_long(match, text):
                continue
            spoken = self.rewrite(index, match.group())
            if spoken is not None:
                return spoken, index, match.end()
        return None, first, start

    def normalize(self, text: str) -> str:
        return self.normalize_with_alignment(text).text
