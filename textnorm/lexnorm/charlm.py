"""A character n-gram model of the normalized side's words: how plausible a spelling looks
in the language ("gheduld" less than "geduld"), for words and candidates the vocabulary has
never seen. Counts are interpolated with the next shorter history (Witten-Bell style)."""

from __future__ import annotations

import math
from collections import Counter, defaultdict

_ORDER = 4
_START, _END = "\x02", "\x03"


class CharLM:
    def __init__(self, vocab: Counter[str], order: int = _ORDER):
        self.order = order
        self._counts: dict[str, Counter[str]] = defaultdict(Counter)
        alphabet: set[str] = set()
        for word, count in vocab.items():
            padded = _START * (order - 1) + word + _END
            alphabet.update(word)
            for i in range(order - 1, len(padded)):
                for n in range(order):
                    self._counts[padded[i - n:i]][padded[i]] += count
        self._totals = {h: sum(c.values()) for h, c in self._counts.items()}
        self._types = {h: len(c) for h, c in self._counts.items()}
        self._uniform = 1.0 / (len(alphabet) + 2)

    def _prob(self, history: str, char: str) -> float:
        p = self._uniform
        for n in range(len(history) + 1):
            h = history[len(history) - n:]
            total = self._totals.get(h)
            if not total:
                break
            types = self._types[h]
            p = (self._counts[h][char] + types * p) / (total + types)
        return p

    def logprob(self, word: str) -> float:
        """Mean log-probability per character (end included); words of several pieces are
        scored piece by piece."""
        total, chars = 0.0, 0
        for piece in word.split() or [""]:
            padded = _START * (self.order - 1) + piece + _END
            for i in range(self.order - 1, len(padded)):
                total += math.log(self._prob(padded[i - self.order + 1:i], padded[i]))
                chars += 1
        return total / chars
