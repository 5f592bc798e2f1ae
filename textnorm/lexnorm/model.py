"""The lexical normalization model: a replacement table learned from aligned training tokens
(most-frequent-replacement, with counts of keeping each word), n-1 phrase merges, bigram
counts of the normalized side, an optional word list of the language (wordlist.py), and
either a learned ranker over every word's candidates (features.py, ranker.py) or back-off
generators for unseen words gated by thresholds tuned on held-out data (train.py); n-1
merges always have their own threshold.

Keys are lower-cased; the output takes the cased form the training data used for that exact
word, or else the original's case pattern (so "U" becomes "You" and "LOL" stays upper case).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from .candidates import VocabularyIndex, is_alpha, repetition_variants
from .charlm import CharLM
from .features import BOS, EOS, Context, featurize
from .ranker import Ranker
from .rewrites import Rewrites
from .tokenize import is_protected, is_punct
from .wordlist import WordList

BACKOFF = ("repeat", "accent", "split", "edit")
SOURCES = ("phrase", "table", *BACKOFF)
_SMOOTH = 0.5  # added to a word's count: one sighting of a change is not certainty
_MAX_PHRASE = 3
_MAX_BACKOFF_LEN = 40  # longer "words" are not misspellings, and edits would cost len**2


class Proposal(NamedTuple):
    norm: str  # lower-cased
    source: str
    score: float


def token_kind(token: str) -> str:
    """"punct", "protected" (URL, mention, hashtag, emoticon) or "word"."""
    if is_protected(token):
        return "protected"
    return "punct" if is_punct(token) else "word"


@dataclass
class Counts:
    """What training data teaches: exact (orig, norm) pairs, lower-cased n-1 phrases (a
    phrase's own words joined by spaces count the times it was left alone), the
    normalized vocabulary and the lower-cased bigrams of the normalized side (with <s>, </s>)."""

    pairs: Counter = field(default_factory=Counter)
    phrases: Counter = field(default_factory=Counter)
    vocab: Counter = field(default_factory=Counter)
    bigrams: Counter = field(default_factory=Counter)

    @classmethod
    def from_sentences(cls, sentences: list[list[tuple[str, str]]]) -> Counts:
        counts = cls()
        merged: set[tuple[str, ...]] = set()
        for sentence in sentences:
            i = 0
            while i < len(sentence):
                orig, norm = sentence[i]
                j = i + 1
                while j < len(sentence) and sentence[j][1] == "" and norm:
                    j += 1
                if j - i > 1:  # n-1: this word took the normalization of the next ones
                    key = tuple(w.lower() for w, _ in sentence[i:j])
                    counts.phrases[(" ".join(key), norm.lower())] += 1
                    merged.add(key)
                else:
                    counts.pairs[(orig, norm)] += 1
                counts.vocab.update(norm.split())
                i = j
            normalized = [BOS, *" ".join(n for _, n in sentence).lower().split(), EOS]
            counts.bigrams.update(zip(normalized, normalized[1:]))
        for sentence in sentences:  # how often each merged phrase was left alone
            words = [w.lower() for w, _ in sentence]
            norms = [n for _, n in sentence]
            for n in range(2, _MAX_PHRASE + 1):
                for i in range(len(words) - n + 1):
                    key = tuple(words[i:i + n])
                    if key in merged and all(norms[i:i + n]):
                        counts.phrases[(" ".join(key), " ".join(key))] += 1
        return counts


class LexModel:
    """Normalize token sequences; `thresholds[source]` is the score a proposal of that source
    must reach (None: the source is off)."""

    def __init__(self, counts: Counts, thresholds: dict[str, float | None] | None = None,
                 cased: bool | None = None, ranker: Ranker | None = None,
                 wordlist: WordList | None = None):
        self.counts = counts
        self.ranker = ranker
        self.wordlist = wordlist
        self.thresholds = thresholds if thresholds is not None else dict.fromkeys(SOURCES, 0.5)
        self.cased = cased if cased is not None else any(
            w != w.lower() for (_, n) in counts.pairs for w in (n,))
        self._words: dict[str, Counter[str]] = defaultdict(Counter)
        self._surface: dict[str, Counter[str]] = defaultdict(Counter)
        for (orig, norm), count in counts.pairs.items():
            self._words[orig.lower()][norm.lower()] += count
            self._surface[orig][norm] += count
        self._phrases: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
        for (key, norm), count in counts.phrases.items():
            self._phrases[tuple(key.split(" "))][norm] += count
        self._vocab: Counter[str] = Counter()
        self._vocab_case: dict[str, Counter[str]] = defaultdict(Counter)
        for word, count in counts.vocab.items():
            self._vocab[word.lower()] += count
            self._vocab_case[word.lower()][word] += count
        self._left: Counter[str] = Counter()
        for (left, _), count in counts.bigrams.items():
            self._left[left] += count

    @cached_property
    def _index(self) -> VocabularyIndex:
        return VocabularyIndex(self._vocab)

    # -- what the features read --------------------------------------------------------------
    @property
    def index(self) -> VocabularyIndex:
        return self._index

    @cached_property
    def charlm(self) -> CharLM:
        return CharLM(self._vocab)

    @cached_property
    def rewrites(self) -> Rewrites:
        return Rewrites(self.counts.pairs)

    def table_outcomes(self, word: str) -> Counter[str]:
        """Lower-cased normalizations of the lower-cased word, with counts (empty: unseen)."""
        return self._words.get(word) or Counter()

    def vocab_count(self, word: str) -> int:
        return self._vocab[word]

    def list_frequency(self, norm: str) -> float:
        """The word list's Zipf frequency of a word or phrase (0: unlisted, or no list)."""
        return self.wordlist.frequency(norm) if self.wordlist is not None else 0.0

    def bigram_count(self, left: str, right: str) -> int:
        return self.counts.bigrams[(left, right)]

    def context_count(self, left: str) -> int:
        """How often a bigram of the normalized side starts with this word."""
        return self._left[left]

    # -- proposals ---------------------------------------------------------------------------
    def phrase_at(self, lowered: list[str], kinds: list[str],
                  i: int) -> tuple[int, Proposal] | None:
        """The longest known n-1 merge starting at word i: (length, proposal)."""
        for n in range(_MAX_PHRASE, 1, -1):
            if i + n > len(lowered) or any(k == "punct" for k in kinds[i:i + n]):
                continue
            key = tuple(lowered[i:i + n])
            outcomes = self._phrases.get(key)
            if not outcomes:
                continue
            kept = " ".join(key)
            changes = [(c, norm) for norm, c in outcomes.items() if norm != kept]
            if changes:
                count, norm = max(changes)
                return n, Proposal(norm, "phrase", count / (sum(outcomes.values()) + _SMOOTH))
        return None

    def proposals(self, word: str, kind: str) -> tuple[bool, dict[str, Proposal]]:
        """(seen in the table, proposals by source) for one lower-cased token."""
        outcomes = self._words.get(word)
        if outcomes is not None:
            changes = [(c, norm) for norm, c in outcomes.items() if norm != word]
            if not changes:
                return True, {}
            count, norm = max(changes)
            return True, {"table": Proposal(norm, "table",
                                            count / (sum(outcomes.values()) + _SMOOTH))}
        if kind != "word" or len(word) > _MAX_BACKOFF_LEN or not is_alpha(word):
            return False, {}
        found: dict[str, Proposal] = {}
        best = self._repeat(word)
        if best is not None:
            found["repeat"] = best
        for source in ("accent", "edit", "split"):
            if self.thresholds.get(source) is None and self.thresholds:
                continue
            proposal = getattr(self._index, source)(word)
            if proposal is not None:
                found[source] = Proposal(proposal[0], source, proposal[1])
        return False, found

    def _repeat(self, word: str) -> Proposal | None:
        best: Proposal | None = None
        for variant in repetition_variants(word):
            outcomes = self._words.get(variant)
            if outcomes:
                norm, count = outcomes.most_common(1)[0]
                score = count / (sum(outcomes.values()) + _SMOOTH)
            elif self._vocab[variant]:
                norm, score = variant, self._vocab[variant] / (self._vocab[variant] + 1)
            else:
                continue
            if norm != word and (best is None or score > best.score):
                best = Proposal(norm, "repeat", score)
        return best

    def decide(self, seen: bool, found: dict[str, Proposal]) -> Proposal | None:
        for source in ("table",) if seen else BACKOFF:
            proposal = found.get(source)
            threshold = self.thresholds.get(source)
            if proposal is not None and threshold is not None and proposal.score >= threshold:
                return proposal
        return None

    def knows(self, token: str) -> bool:
        """Whether the table has this exact token (lower-cased)."""
        return token.lower() in self._words

    # -- normalization -----------------------------------------------------------------------
    def normalize_tokens(self, words: list[str], kinds: list[str] | None = None) -> list[str]:
        """One output per input token, MultiLexNorm layout: a merge puts the phrase on its
        first word and "" on the others; a 1-n split is a value with spaces."""
        kinds = kinds or [token_kind(w) for w in words]
        lowered = [w.lower() for w in words]
        longer = [w for w in words if len(w) > 1 and any(c.isalpha() for c in w)]
        shouting = bool(longer) and all(w.isupper() for w in longer)  # "U" -> "YOU"
        out: list[str] = []
        context = Context(self, lowered)
        i = 0
        phrase_threshold = self.thresholds.get("phrase")
        while i < len(words):
            match = self.phrase_at(lowered, kinds, i) if phrase_threshold is not None else None
            if match is not None and match[1].score >= phrase_threshold:
                n, proposal = match
                out.append(self._render(words[i], proposal.norm, shouting))
                out.extend([""] * (n - 1))
                i += n
                continue
            if self.ranker is not None:
                rows = featurize(self, words[i], kinds[i], context, i)
                norm = self.ranker.decide(lowered[i], rows) if rows else None
            else:
                seen, found = self.proposals(lowered[i], kinds[i])
                chosen = self.decide(seen, found)
                norm = chosen.norm if chosen else None
            out.append(self._render(words[i], norm, shouting))
            i += 1
        return out

    def _render(self, orig: str, norm: str | None, shouting: bool = False) -> str:
        """The cased output for `orig` rewritten as lower-cased `norm` (None: kept)."""
        target = orig.lower() if norm is None else norm
        surface = self._surface.get(orig)
        if surface:
            forms = [(c, form) for form, c in surface.items() if form.lower() == target]
            if forms:
                return max(forms)[1]
        if norm is None:
            return self._restore_case(orig) if self.cased and orig.islower() else orig
        if orig.isupper() and (len(orig) > 1 or shouting):
            return norm.upper()
        if orig[:1].isupper():
            return norm[:1].upper() + norm[1:]
        if self.cased and orig.islower():
            return " ".join(self._restore_case(w) for w in norm.split(" "))
        return norm

    def _restore_case(self, word: str) -> str:
        """A word the data always writes another way (German nouns) takes that form."""
        forms = self._vocab_case.get(word)
        if not forms:
            return word
        form, count = forms.most_common(1)[0]
        if form != word and count >= 3 and count >= 0.9 * sum(forms.values()):
            return form
        return word
