"""Back-off candidate generators for words the replacement table has never seen.

Each generator proposes one standard word (or phrase) with a score; the model keeps a proposal
only where the score beats a threshold tuned on held-out training data, so a generator that
does more harm than good on a dataset switches itself off. The index over the known
vocabulary (normalized words of the training data) is built once per model.
"""

from __future__ import annotations

import itertools
import unicodedata
from collections import Counter, defaultdict

import regex

_ALPHA = regex.compile(r"[\p{L}\p{M}']+")
_RUNS = regex.compile(r"(\p{L})\1+")
_FOLD = str.maketrans({"ı": "i", "đ": "d", "ł": "l", "ø": "o", "ß": "s"})
_MAX_RUNS = 4  # 2**4 variants at most


def is_alpha(word: str) -> bool:
    return bool(_ALPHA.fullmatch(word))


def fold(word: str) -> str:
    """The word without accents and with repeated letters kept: the key under which "thoai"
    finds "thôi" and "cok" finds "çok"."""
    decomposed = unicodedata.normalize("NFD", word.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def repetition_variants(word: str) -> list[str]:
    """Each run of a repeated letter shortened to one or two letters ("sooo" -> so, soo);
    runs of two are also tried as one ("goood" -> good, god)."""
    runs = list(_RUNS.finditer(word))
    if not runs or len(runs) > _MAX_RUNS or not any(len(m.group()) > 2 for m in runs):
        return []
    choices = []
    for match in runs:
        letter = match.group(1)
        choices.append(sorted({letter, letter * 2}, key=len))
    out = []
    for combo in itertools.product(*choices):
        pieces, pos = [], 0
        for match, repl in zip(runs, combo):
            pieces.append(word[pos:match.start()])
            pieces.append(repl)
            pos = match.end()
        pieces.append(word[pos:])
        variant = "".join(pieces)
        if variant != word:
            out.append(variant)
    return out


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _within_one(a: str, b: str) -> bool:
    """Damerau-Levenshtein distance <= 1 (one insertion, deletion, substitution or swap)."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        if a[i + 1:] == b[i + 1:]:
            return True
        return i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:]
    return a[i + 1:] == b[i:] if la > lb else a[i:] == b[i + 1:]


def edit_distance(a: str, b: str) -> int:
    """Damerau-Levenshtein distance (optimal string alignment: adjacent swaps cost one)."""
    if a == b:
        return 0
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[-1]


_VOWELS = frozenset("aeiouy")


def skeleton(word: str) -> str:
    """The word's consonants in order, accents folded ("jmmr" for "jammer"), the key under which
    vowel-less abbreviations find their word."""
    return "".join(c for c in fold(word) if c not in _VOWELS)


def is_subsequence(short: str, long: str) -> bool:
    letters = iter(long)
    return all(c in letters for c in short)


class VocabularyIndex:
    """Lookups over known words: by folded form, by edit, by consonant skeleton and by
    two-word split."""

    def __init__(self, vocab: Counter[str], min_edit_len: int = 4):
        self.vocab = vocab
        self.min_edit_len = min_edit_len
        self._folded: dict[str, Counter[str]] = defaultdict(Counter)
        self._deleted: dict[str, list[str]] = defaultdict(list)
        self._skeleton: dict[str, list[str]] = defaultdict(list)
        for word, count in vocab.items():
            if " " in word or not is_alpha(word):
                continue
            self._folded[fold(word)][word] += count
            if len(word) >= min_edit_len - 1:
                self._deleted[word].append(word)
                for d in _deletes(word):
                    self._deleted[d].append(word)
            key = skeleton(word)
            if len(key) >= 2 and len(word) > len(key):
                self._skeleton[key].append(word)

    def accents(self, word: str) -> list[str]:
        """Known words with the same folded form, other than the word."""
        return [w for w in self._folded.get(fold(word), ()) if w != word]

    def edits(self, word: str, limit: int = 8) -> list[str]:
        """The most frequent known words up to two edits away (symmetric deletes: one deleted
        letter on either side), other than the word."""
        if len(word) < self.min_edit_len - 1:
            return []
        seen: set[str] = set()
        for key in _deletes(word) | {word}:
            seen.update(self._deleted.get(key, ()))
        seen.discard(word)
        return sorted(seen, key=lambda w: (-self.vocab[w], w))[:limit]

    def abbreviations(self, word: str, limit: int = 5) -> list[str]:
        """Known longer words with the word's consonants ("jmmr" -> "jammer", "smua" ->
        "semua") that contain its letters in order and start as it does."""
        key = skeleton(word)
        if len(key) < 2:
            return []
        folded = fold(word)
        found = [w for w in self._skeleton.get(key, ()) if len(w) > len(word)
                 and w[0] == word[0] and is_subsequence(folded, fold(w))]
        return sorted(found, key=lambda w: (-self.vocab[w], w))[:limit]

    def splits(self, word: str, limit: int = 2) -> list[str]:
        """Two known words that make up the word, the most frequent pairs first."""
        found = []
        for i in range(1, len(word)):
            left, right = word[:i], word[i:]
            count = min(self.vocab[left], self.vocab[right])
            if count:
                found.append((-count, f"{left} {right}"))
        return [pair for _, pair in sorted(found)[:limit]]

    def accent(self, word: str) -> tuple[str, float] | None:
        """The most frequent known word with the same folded form, if it is not the word."""
        forms = self._folded.get(fold(word))
        if not forms:
            return None
        best, count = forms.most_common(1)[0]
        if best == word:
            return None
        return best, count / (sum(forms.values()) + 1)

    def edit(self, word: str) -> tuple[str, float] | None:
        """The most frequent known word one edit away, scored against the word's own
        frequency as a known word."""
        if len(word) < self.min_edit_len:
            return None
        seen: set[str] = set()
        for key in _deletes(word) | {word}:
            seen.update(self._deleted.get(key, ()))
        seen.discard(word)
        found = [w for w in seen if _within_one(word, w)]
        if not found:
            return None
        best = max(found, key=lambda w: (self.vocab[w], w))
        count = self.vocab[best]
        return best, count / (count + 2 * self.vocab[word] + 1)

    def split(self, word: str) -> tuple[str, float] | None:
        """Two known words that make up the word ("thankyou" -> "thank you")."""
        best, best_count = None, 0
        for i in range(1, len(word)):
            left, right = word[:i], word[i:]
            count = min(self.vocab[left], self.vocab[right])
            if count > best_count:
                best, best_count = f"{left} {right}", count
        if best is None:
            return None
        return best, best_count / (best_count + 10 * self.vocab[word] + 1)
