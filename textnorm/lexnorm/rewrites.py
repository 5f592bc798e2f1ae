"""Spelling rewrites learned from the training pairs: where a word and its normalization differ,
the differing stretch with one letter of context on each side ("sal" -> "zal" teaches
"^sa" -> "^za", "skool" -> "school" teaches "sko" -> "scho", "dilakuin" -> "dilakukan" teaches
"uin$" -> "ukan$"); the stretch alone, without its context, is counted too ("ue" -> "ü"
wherever it stands). A rewrite seen often enough proposes candidates for unseen words (kept only
when the result is a known word), and every candidate's own rewrite, counted and divided by how
often its context occurs in the training words, is a feature of the ranker: a noisy-channel
view of how this dataset misspells.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict

from .candidates import is_alpha

_START, _END = "^", "$"
_MAX_SEGMENT = 3  # longer stretches are abbreviations or other words, not spelling
_MIN_COUNT = 2  # a rewrite proposes candidates once it was seen this often
_MIN_FREE_COUNT = 3  # the same without context: more chances to apply, more evidence needed
_MAX_KEY = _MAX_SEGMENT + 2


def _pad(word: str) -> str:
    return f"{_START}{word}{_END}"


def rewrite_of(word: str, norm: str) -> tuple[str, str] | None:
    """The differing stretch of two lower-cased spellings with one letter of context each
    side, on the padded words ("^sa", "^za"); None when equal or the stretch is too long."""
    if word == norm:
        return None
    a, b = _pad(word), _pad(norm)
    p = 0
    while p < min(len(a), len(b)) and a[p] == b[p]:
        p += 1
    s = 0
    while s < min(len(a), len(b)) - p and a[-1 - s] == b[-1 - s]:
        s += 1
    if len(a) - p - s > _MAX_SEGMENT or len(b) - p - s > _MAX_SEGMENT + 1:
        return None
    return a[p - 1:len(a) - s + 1], b[p - 1:len(b) - s + 1]


def _free(rule: tuple[str, str]) -> tuple[str, str] | None:
    """The rewrite without its context; None for a bare insertion (it would apply anywhere)."""
    key, out = rule[0][1:-1], rule[1][1:-1]
    return (key, out) if key else None


class Rewrites:
    """Counts of the rewrites of the training pairs and of their contexts among the words."""

    def __init__(self, pairs: Counter):
        self.counts: Counter[tuple[str, str]] = Counter()
        self.free: Counter[tuple[str, str]] = Counter()
        words: Counter[str] = Counter()
        for (orig, norm), count in pairs.items():
            orig, norm = orig.lower(), norm.lower()
            words[orig] += count
            if not norm or not is_alpha(orig) or not is_alpha(norm.replace(" ", "")):
                continue
            rule = rewrite_of(orig, norm)
            if rule is not None:
                self.counts[rule] += count
                free = _free(rule)
                if free is not None:
                    self.free[free] += count
        keys = {key for key, _ in self.counts}
        self.contexts: Counter[str] = Counter()
        for word, count in words.items():
            padded = _pad(word)
            for i in range(len(padded)):
                for j in range(i + 2, min(len(padded), i + _MAX_KEY) + 1):
                    if padded[i:j] in keys:
                        self.contexts[padded[i:j]] += count
        self._by_key: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for (key, out), count in self.counts.items():
            if count >= _MIN_COUNT:
                self._by_key[key].append((out, count))
        self._by_free_key: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for (key, out), count in self.free.items():
            if count >= _MIN_FREE_COUNT:
                self._by_free_key[key].append((out, count))

    def features(self, word: str, norm: str) -> tuple[float, float, float]:
        """(log count, probability given its context, log count without the context) of the
        rewrite from word to norm."""
        rule = rewrite_of(word, norm)
        if rule is None:
            return 0.0, 0.0, 0.0
        count = self.counts[rule]
        free = _free(rule)
        return (math.log1p(count), count / (self.contexts[rule[0]] + 1),
                math.log1p(self.free[free]) if free else 0.0)

    def apply(self, word: str, known: bool = False) -> list[str]:
        """The spellings one frequent rewrite makes of the word; a `known` word (one of the
        normalized side) only gets the rewrites seen in their context ("kad" is no "ikad")."""
        padded = _pad(word)
        out = set()
        tables = (self._by_key,) if known else (self._by_key, self._by_free_key)
        for i in range(len(padded)):
            for j in range(i + 1, min(len(padded), i + _MAX_KEY) + 1):
                for repl, _ in (r for table in tables for r in table.get(padded[i:j], ())):
                    candidate = padded[:i] + repl + padded[j:]
                    if candidate.startswith(_START) and candidate.endswith(_END):
                        candidate = candidate[1:-1]
                        if candidate and _START not in candidate and _END not in candidate:
                            out.add(candidate)
        out.discard(word)
        return sorted(out)
