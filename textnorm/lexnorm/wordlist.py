"""An optional word list of the language: the words of the standard language and how frequent
they are, beyond the few thousand the training data's normalized side knows. Most of a small
dataset's misses are words whose correct form the training data never wrote ("brenght" ->
"brengt"), and many of its false changes are real but rare words ("durven" is no "duiven"): a
list of the language's words lets the ranker propose the first and leave the second alone.

The list comes from wordfreq (Apache-2.0 code, its word data CC BY-SA 4.0), a
dependency of textnorm imported only when training: nothing of it is shipped with textnorm.
Training reads the
list of the `--lang` given, or of the language the normalized side's frequent words fit best
(a unigram language identification over wordfreq's small lists), and the words down to a
minimum frequency are copied into the model directory (`wordlist.tsv`), so a trained model
normalizes the same way with or without wordfreq installed. Frequencies are kept on wordfreq's
Zipf scale (log10 of occurrences per billion words: 7 for the most common words, 3 for one in
a million), stored as hundredths.
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from functools import cached_property

from .candidates import VocabularyIndex, is_alpha

INSTALL_HINT = "pip install 'wordfreq>=3.0' (a dependency of textnorm, missing here)"
MIN_ZIPF = 2.5  # about one in three million words: rarer list entries are mostly noise
COMMON = 3.0  # one in a million: a listed word this common is a candidate, and no typo itself
_DETECT_WORDS = 300  # the normalized side's most frequent words that identify the language
_FLOOR = 1e-7  # the frequency of a word a list lacks, for language identification


class WordList:
    """Lower-cased words with their Zipf frequency, and a lookup index over the common ones."""

    def __init__(self, lang: str, zipf: dict[str, float]):
        self.lang = lang
        self.zipf = zipf

    def frequency(self, norm: str) -> float:
        """The Zipf frequency of a word (of a phrase: its rarest word); 0 when unlisted."""
        return min((self.zipf.get(w, 0.0) for w in norm.split()), default=0.0)

    @cached_property
    def index(self) -> VocabularyIndex:
        """The edit/accent/split index over the common words (pseudo-counts from Zipf)."""
        counts = Counter({w: round(10 ** (z - 2)) for w, z in self.zipf.items()
                          if z >= COMMON and is_alpha(w)})
        return VocabularyIndex(counts)

    def rows(self) -> list[tuple[str, int]]:
        """(word, hundredths of Zipf) for the model directory."""
        return [(w, round(100 * z)) for w, z in self.zipf.items()]

    @classmethod
    def from_rows(cls, lang: str, rows) -> WordList:
        return cls(lang, {w: int(c) / 100 for w, c in rows})


def available() -> bool:
    try:
        import wordfreq  # noqa: F401
    except ImportError:
        return False
    return True


def _wordfreq():
    import wordfreq

    # wordfreq logs a warning when it serves a neighbouring language (hr -> sh); say it once
    logging.getLogger("wordfreq").setLevel(logging.ERROR)
    return wordfreq


def from_wordfreq(lang: str, min_zipf: float = MIN_ZIPF) -> WordList:
    """The language's wordfreq list ("large" where there is one) down to `min_zipf`;
    LookupError when wordfreq has no list for the language."""
    wordfreq = _wordfreq()
    wordlist = "large" if lang in wordfreq.available_languages("large") else "best"
    try:
        freqs = wordfreq.get_frequency_dict(lang, wordlist)
    except LookupError:
        raise LookupError(f"wordfreq has no word list for {lang!r}") from None
    if not freqs:
        raise LookupError(f"wordfreq has no word list for {lang!r}")
    zipf = {}
    for word, freq in freqs.items():
        z = math.log10(freq) + 9
        if z < min_zipf:
            break  # wordfreq lists words from the most frequent down
        zipf[word.lower()] = max(z, zipf.get(word.lower(), 0.0))
    return WordList(lang, zipf)


def detect(vocab: Counter[str]) -> str | None:
    """The wordfreq language whose unigram frequencies explain the normalized side's most
    frequent words best; None when there are no words."""
    top = [(w, c) for w, c in vocab.most_common(_DETECT_WORDS) if is_alpha(w)]
    if not top:
        return None
    wordfreq = _wordfreq()
    best, best_score = None, -math.inf
    for lang in sorted(wordfreq.available_languages("small")):
        freqs = wordfreq.get_frequency_dict(lang, "small")
        score = sum(c * math.log(max(freqs.get(w, 0.0), _FLOOR)) for w, c in top)
        if score > best_score:
            best, best_score = lang, score
    return best


def resolve(choice: str | None, vocab: Counter[str], lang: str | None = None) -> WordList | None:
    """The word list a training run uses. `choice`: "none" (or None), "auto" (the `lang`'s
    list, or the detected language's, when wordfreq is installed; else none) or a language
    code (an error when wordfreq or its list is missing)."""
    if choice in (None, "none"):
        return None
    if choice == "auto":
        if not available():
            return None
        code = lang or detect(vocab)
        if code is None:
            return None
        try:
            return from_wordfreq(code)
        except LookupError:
            return None if lang is None else resolve("auto", vocab)
    if not available():
        raise ImportError(f"a word list needs wordfreq: {INSTALL_HINT}")
    return from_wordfreq(choice)
