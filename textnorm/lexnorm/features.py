"""Candidates for one word and the features the learned ranker scores them by.

Candidates (lower-cased): the word itself ("keep"), every normalization the table saw for it,
and back-off guesses from the normalized side's vocabulary: squeezed repetitions, the same
word without accents, words up to two edits away, longer words with its consonants
(abbreviations), two-word splits, two glued words of which one needs normalizing itself,
spellings made by the rewrites the training pairs teach (rewrites.py), "X2" read as a
reduplication, and, for words the normalized side does not know, accents, edits and splits of
the language's word list (wordlist.py, optional). A candidate may come from several
generators.

Features describe the pair (word, candidate) and its context: which generators proposed it,
the table's counts and conditional probabilities, how often the candidate and the word occur
on the normalized side, edit costs, lengths, casing, how plausible a character n-gram model
finds the spelling, and bigram counts of the candidate with its neighbours (read as their most
frequent normalization) on the normalized side, and how often the training pairs made the
same rewrite, and how frequent the word list says the candidate and the word are. The ranker
(ranker.py) turns them into a score.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import regex

from .candidates import edit_distance, fold, is_alpha, repetition_variants
from .wordlist import COMMON

if TYPE_CHECKING:
    from .model import LexModel

GENERATORS = ("table", "repeat", "accent", "edit", "abbrev", "split", "glued", "rewrite",
              "redup", "list", "list_split")
FEATURES = (
    "keep", *(f"from_{g}" for g in GENERATORS),
    "pair_log", "pair_prob", "word_seen_log", "keep_prob", "seen",
    "cand_vocab_log", "word_vocab_log", "vocab_gain",
    "dist", "fold_dist", "dist_rel", "word_len", "len_gain", "cand_words", "same_first",
    "upper", "title", "digit", "alpha",
    "left_log", "right_log", "left_prob", "right_prob", "context_gain",
    "candidates", "cand_charlm", "word_charlm", "charlm_gain",
    "rewrite_log", "rewrite_prob", "rewrite_free_log",
    "cand_list", "word_list", "list_gain",
)
MAX_BACKOFF_LEN = 40  # longer "words" are not misspellings, and edits would cost len**2
BOS, EOS = "<s>", "</s>"
_MIN_PIECE = 2  # a glued piece of one letter is too often an accident
_REDUP = regex.compile(r"(\p{L}{2,})2(\p{L}{0,4})")
_LIST_EDITS = 5


def generate(model: LexModel, word: str, kind: str) -> dict[str, set[str]]:
    """Candidate -> the generators that proposed it (the word itself maps to {"keep"})."""
    found: dict[str, set[str]] = {word: {"keep"}}

    def add(norm: str, source: str) -> None:
        found.setdefault(norm, set()).add(source)

    for norm in model.table_outcomes(word):
        add(norm, "table")
    for norm in reduplications(word):
        add(norm, "redup")
    if kind != "word" or len(word) > MAX_BACKOFF_LEN or not is_alpha(word):
        return found
    for variant in repetition_variants(word):
        outcomes = model.table_outcomes(variant)
        if outcomes:
            add(outcomes.most_common(1)[0][0], "repeat")
        elif model.vocab_count(variant):
            add(variant, "repeat")
    index = model.index
    for norm in index.accents(word):
        add(norm, "accent")
    for norm in index.edits(word):
        add(norm, "edit")
    for norm in index.abbreviations(word):
        add(norm, "abbrev")
    for norm in index.splits(word):
        add(norm, "split")
    for norm in glued(model, word):
        add(norm, "glued")
    for norm in model.rewrites.apply(word, known=model.vocab_count(word) > 0):
        if all(model.vocab_count(w) or model.list_frequency(w) >= COMMON
               for w in norm.split()):
            add(norm, "rewrite")
    wordlist = model.wordlist
    if wordlist is not None and not model.vocab_count(word) \
            and wordlist.frequency(word) < COMMON:
        for norm in (*wordlist.index.accents(word), *wordlist.index.edits(word, _LIST_EDITS)):
            add(norm, "list")
        for norm in wordlist.index.splits(word, 1):
            add(norm, "list_split")
    return found


def _reading(model: LexModel, part: str) -> str | None:
    """A word's most frequent normalization, the word itself when only the normalized side
    knows it, None when unknown."""
    outcomes = model.table_outcomes(part)
    if outcomes:
        return outcomes.most_common(1)[0][0] or None
    return part if model.vocab_count(part) else None


def glued(model: LexModel, word: str, limit: int = 2) -> list[str]:
    """Two words written as one where at least one of them needs normalizing itself ("gasalah"
    -> "tidak salah", "xdkenn" -> "xd kenne"), the most frequent pieces first; a word the
    normalized side knows is not glued ("ihnen" is no "ih nen")."""
    if model.vocab_count(word):
        return []
    found = []
    for i in range(_MIN_PIECE, len(word) - _MIN_PIECE + 1):
        left, right = word[:i], word[i:]
        left_norm, right_norm = _reading(model, left), _reading(model, right)
        if left_norm and right_norm and (left_norm, right_norm) != (left, right):
            count = min(sum(model.table_outcomes(left).values()) or model.vocab_count(left),
                        sum(model.table_outcomes(right).values()) or model.vocab_count(right))
            found.append((-count, f"{left_norm} {right_norm}"))
    return [norm for _, norm in sorted(found)[:limit]]


def reduplications(word: str) -> list[str]:
    """A word written with "2" for its repetition, the Malay/Indonesian way ("fakta2" ->
    "fakta-fakta", "kemana2" -> "kemana-mana" is left to the table); the ranker learns
    whether a dataset writes it so."""
    match = _REDUP.fullmatch(word)
    if not match:
        return []
    stem, rest = match.groups()
    return [f"{stem}-{stem}{rest}"]


def _log(count: float) -> float:
    return math.log1p(count)


class Context:
    """The lower-cased words of a sentence, for the bigram features; a neighbour is read as
    its most frequent normalization ("u r" -> "you are")."""

    def __init__(self, model: LexModel, lowered: list[str]):
        self.model = model
        self.lowered = lowered
        self._guess = []
        for word in lowered:
            outcomes = model.table_outcomes(word)
            guess = outcomes.most_common(1)[0][0] if outcomes else word
            self._guess.append(guess.split() or [word])

    def neighbours(self, i: int) -> tuple[str, str]:
        prev = self._guess[i - 1][-1] if i > 0 else BOS
        nxt = self._guess[i + 1][0] if i + 1 < len(self.lowered) else EOS
        return prev, nxt

    def fit(self, prev: str, norm: str, nxt: str) -> tuple[float, float, float, float]:
        words = norm.split() or [""]
        bigrams = self.model.bigram_count
        left, right = bigrams(prev, words[0]), bigrams(words[-1], nxt)
        left_total = self.model.context_count(prev) + 1
        right_total = self.model.context_count(words[-1]) + 1
        return _log(left), _log(right), left / left_total, right / right_total


def featurize(model: LexModel, orig: str, kind: str, context: Context,
              i: int) -> list[tuple[str, list[float]]]:
    """(candidate, feature vector) for the word at position i; [] when the only candidate is
    the word itself (nothing to decide)."""
    word = context.lowered[i]
    found = generate(model, word, kind)
    if len(found) == 1:
        return []
    outcomes = model.table_outcomes(word)
    total = sum(outcomes.values()) if outcomes else 0
    keep_prob = outcomes.get(word, 0) / total if total else 0.0
    word_vocab = _log(model.vocab_count(word))
    prev, nxt = context.neighbours(i)
    keep_fit = context.fit(prev, word, nxt)
    casing = [float(orig.isupper() and len(orig) > 1), float(orig[:1].isupper()),
              float(any(c.isdigit() for c in orig)), float(is_alpha(word))]
    folded_word = fold(word)
    word_lm = model.charlm.logprob(word)
    word_list = model.list_frequency(word)
    rows = []
    for norm, sources in found.items():
        pair = outcomes.get(norm, 0) if outcomes else 0
        cand_vocab = _log(min((model.vocab_count(w) for w in norm.split()), default=0))
        dist = edit_distance(word, norm)
        cand_lm = model.charlm.logprob(norm) if norm != word else word_lm
        fit = context.fit(prev, norm, nxt) if norm != word else keep_fit
        cand_list = model.list_frequency(norm) if norm != word else word_list
        vector = [
            float(norm == word), *(float(g in sources) for g in GENERATORS),
            _log(pair), pair / total if total else 0.0, _log(total), keep_prob, float(total > 0),
            cand_vocab, word_vocab, cand_vocab - word_vocab,
            float(dist), float(edit_distance(folded_word, fold(norm))),
            dist / max(len(word), len(norm), 1), float(len(word)), float(len(norm) - len(word)),
            float(len(norm.split())), float(norm[:1] == word[:1]),
            *casing,
            *fit, fit[0] + fit[1] - keep_fit[0] - keep_fit[1],
            float(len(found)), cand_lm, word_lm, cand_lm - word_lm,
            *model.rewrites.features(word, norm),
            cand_list, word_list, cand_list - word_list,
        ]
        rows.append((norm, vector))
    return rows
