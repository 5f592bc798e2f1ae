"""What the feature ranker (ranker.py) knows of a token beyond its letters: how the training
sentences read the same token elsewhere, and how common it is as a word of the language.

`TokenEvidence` counts, for each written token that might be a choice (one with a capital, a
digit or no vowel), how often the training references keep it as written, spell it letter by
letter, read a number digit by digit or read it otherwise; the lower-case form is counted
too ("Ioff", "IOFF"). While training, a sentence's own tokens are taken out of the counts
(`own`, leave-one-out), else every training choice would see its own answer in the counts
and the ranker would learn to trust them more than they deserve on unseen text.

`word_list` is the language's wordfreq list (Zipf frequencies; alphabetic words down to one
in about a billion words, RARE_ZIPF) when wordfreq is installed (a dependency); training
copies it into the model directory, so a model ranks the same with or without wordfreq. A
capitalised token that is a common word or name ("HAYDN", "Wim") is read as a word far more
often than an unknown one ("GERMEIN" is spelled), and even a rare listed one ("Knud", Zipf
1.9) more often than one no list has ("Chli").
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Container, Iterable, Sequence

KINDS = ("kept", "spelled", "digits", "read")
# The rarest word-list entries kept (Zipf 1: one in a billion words; wordfreq's large English
# list goes down to about there). S&J spells an all-capitals token no list has 84% of the
# time, one of Zipf 1-2 about 57%, one of 2-3 about 35%.
RARE_ZIPF = 1.0
_VOWELS = set("aeiouy")


def shape(word: str) -> str:
    """Capitals A, small letters a, digits 9, other characters as they are; runs collapsed."""
    out = []
    for c in word:
        s = "A" if c.isupper() else "a" if c.isalpha() else "9" if c.isdigit() else c
        if not out or out[-1] != s:
            out.append(s)
    return "".join(out)[:8]


def unlisted_short_word(word: str, listed: Container[str]) -> bool:
    """A lower-case word of 2 to 4 letters that `listed` (a pronouncing dictionary) lacks:
    S&J spells 77 of the 285 it has ("eds" every time, "dei", "ili", "seq", "govt"), while
    it keeps all but 7 of the 74,000 listed ones; offered when the model has a dictionary."""
    return 2 <= len(word) <= 4 and word.isalpha() and word.islower() and word not in listed


def tracked(token: str, listed: Container[str] | None = None) -> bool:
    """Whether a token's readings are counted: one with a capital or a digit, or a short
    lower-case word without a vowel (a plain lower-case word is almost always kept), or one
    `listed` (a pronouncing dictionary) lacks (unlisted_short_word)."""
    return (any(c.isupper() or c.isdigit() for c in token)
            or (token.isalpha() and len(token) <= 5 and not _VOWELS & set(token.lower()))
            or (listed is not None and unlisted_short_word(token, listed)))


def reading_of(written: str, spoken: str, digit_words: frozenset[str]) -> str:
    """One of KINDS: how `spoken` reads `written`."""
    words = spoken.lower().split()
    if spoken == written or spoken.lower() == written.lower():
        return "kept"
    if len(words) > 1 and all(len(w) == 1 or w.endswith("_letter") for w in words):
        return "spelled"
    digits = sum(c.isdigit() for c in written)
    if digits > 1 and len(words) == digits and all(w in digit_words for w in words):
        return "digits"
    return "read"


def digit_words(pairs: Iterable[tuple[str, str]]) -> frozenset[str]:
    """The words the references read single digits with ("zero", "o", "one", ...)."""
    return frozenset(spoken.lower() for written, spoken in pairs
                     if len(written) == 1 and written.isdigit() and " " not in spoken)


class TokenEvidence:
    """Reading counts per tracked token (exact and lower-case) of a set of sentences."""

    def __init__(self, counts: dict[str, list[int]] | None = None,
                 digits: frozenset[str] | None = None):
        self.counts = counts or {}
        # the words the counted sentences read single digits with (digit_words): `own` counts
        # a sentence's readings with them, as `of` did (not stored: training only)
        self.digits = digits

    @classmethod
    def of(cls, sentences: Sequence, listed: Container[str] | None = None) -> TokenEvidence:
        """Counts over `sentences` (choice_data.Sentence: written and spoken token lists) of
        the tokens `tracked` with `listed`."""
        digits = digit_words((w, s) for sentence in sentences
                             for w, s in zip(sentence.written, sentence.spoken))
        return cls({key: list(n) for key, n in _count(sentences, listed, digits).items()},
                   digits)

    def own(self, sentences: Sequence, listed: Container[str] | None = None
            ) -> dict[str, list[int]]:
        """The counts `sentences` alone contribute (to take out while training on them),
        each reading told apart as `of` told it: a sentence without a single digit of its
        own still reads "707" "seven o seven" digit by digit."""
        return _count(sentences, listed, self.digits)

    def features(self, token: str, own: dict[str, list[int]] | None = None) -> list[str]:
        """Feature strings: per key (exact token, lower-case form), each kind's count bucket
        and the commonest kind; "none" when the training text never had the token."""
        found = []
        for prefix, key in (("ev", token), ("evl", "~" + token.lower())):
            counts = list(self.counts.get(key, (0,) * len(KINDS)))
            if own and key in own:
                counts = [max(0, a - b) for a, b in zip(counts, own[key])]
            if not any(counts):
                found.append(f"{prefix}=none")
                continue
            found += [f"{prefix}:{kind}={_bucket(n)}" for kind, n in zip(KINDS, counts)]
            top = max(range(len(KINDS)), key=lambda i: counts[i])
            share = counts[top] / sum(counts)
            found.append(f"{prefix}^={KINDS[top]}&{'all' if share == 1 else 'most'}")
        return found


def _count(sentences: Sequence, listed: Container[str] | None = None,
           digits: frozenset[str] | None = None) -> dict[str, list[int]]:
    words = digits if digits is not None else digit_words(
        (w, s) for sentence in sentences for w, s in zip(sentence.written, sentence.spoken))
    counts: dict[str, Counter] = {}
    for sentence in sentences:
        for written, spoken in zip(sentence.written, sentence.spoken):
            if not tracked(written, listed):
                continue
            kind = reading_of(written, spoken, words)
            for key in (written, "~" + written.lower()):
                counts.setdefault(key, Counter())[kind] += 1
    return {key: [c[kind] for kind in KINDS] for key, c in counts.items()}


def _bucket(n: int) -> str:
    return "0" if n == 0 else "1" if n == 1 else "2-4" if n < 5 else "5+"


def word_list(lang: str | None, rare: float = RARE_ZIPF) -> dict[str, float] | None:
    """The language's wordfreq Zipf frequencies (lower-case words), None without wordfreq
    or a list for `lang`: every word down to wordlist.MIN_ZIPF, and alphabetic words of up
    to 24 letters down to `rare` (the tail the ranker's zipf buckets tell apart)."""
    if not lang:
        return None
    from ..lexnorm import wordlist

    if not wordlist.available():
        return None
    try:
        zipf = wordlist.from_wordfreq(lang, min_zipf=min(rare, wordlist.MIN_ZIPF)).zipf
    except LookupError:
        return None
    return {w: z for w, z in zipf.items()
            if z >= wordlist.MIN_ZIPF or (w.isalpha() and len(w) <= 24)}


def zipf_bucket(zipf: dict[str, float], word: str) -> str:
    """A word's Zipf frequency as a short string: "0" not listed, half points below 3 ("1",
    "1.5", "2", "2.5": the rare tail, where a capitalised token's chance of being spelled
    falls fastest), whole points from 3 to 6."""
    z = zipf.get(word.lower(), 0.0)
    if z <= 0:
        return "0"
    if z < 3:
        return f"{int(2 * z) / 2:g}"
    return str(min(6, int(z)))


class Phonotactics:
    """How word-like a spelling is: the mean and the worst log-probability of its letters
    under a letter trigram model of the training text's lower-case words (each word once).
    "Hdz", "Thng" score far below "Zorn" or "Ethel"."""

    def __init__(self, words: Iterable[str]):
        self.tri: Counter[str] = Counter()
        self.bi: Counter[str] = Counter()
        self.letters: set[str] = set()
        for word in words:
            padded = f"^^{word}$"
            self.letters.update(word)
            for i in range(len(padded) - 2):
                self.tri[padded[i:i + 3]] += 1
                self.bi[padded[i:i + 2]] += 1

    def features(self, word: str) -> list[str]:
        low = word.lower()
        if not low.isalpha() or not self.bi:
            return []
        padded = f"^^{low}$"
        size = len(self.letters) + 1
        logs = [math.log((self.tri[padded[i:i + 3]] + 0.1)
                         / (self.bi[padded[i:i + 2]] + 0.1 * size))
                for i in range(len(padded) - 2)]
        mean, worst = sum(logs) / len(logs), min(logs)
        return [f"pmean={min(12, int(-2 * mean))}", f"pworst={min(9, int(-worst))}"]


class Clusters:
    """Which letter clusters the language's words have where: the consonants before a word's
    first vowel (onset), after its last (coda), between two vowels (medial) and its vowel
    runs (y a vowel), counted over a word list (the pronouncing dictionary's words). A token
    with a cluster no word has there ("Nham", "Tarw", "Ronj", "Hiiu") is spelled far more
    often than one whose every cluster is common ("Zorn", "Swid"); the letter trigrams of
    Phonotactics see the same only through three letters at a time."""

    _RUN = re.compile(r"[aeiouy]+|[^aeiouy]+")

    def __init__(self, words: Iterable[str]):
        self.counts: Counter[tuple[str, str]] = Counter()
        for word in words:
            if word.isalpha() and word.isascii():
                self.counts.update(self._parts(word.lower()))

    @classmethod
    def _parts(cls, word: str) -> list[tuple[str, str]]:
        runs = cls._RUN.findall(word)
        found = []
        for i, run in enumerate(runs):
            where = ("vowel" if run[0] in _VOWELS else "onset" if i == 0 else
                     "coda" if i == len(runs) - 1 else "medial")
            found.append((where, run))
        return found

    def features(self, word: str) -> list[str]:
        """Per position the rarest of the word's clusters there, and the rarest overall, as
        a count bucket: 0 (no listed word has it), 1 (under 10), 2 (under 100), 3."""
        low = word.lower()
        if not self.counts or not low.isalpha() or not low.isascii():
            return []
        least: dict[str, int] = {}
        for where, run in self._parts(low):
            least[where] = min(least.get(where, self.counts[where, run]),
                               self.counts[where, run])
        least["all"] = min(least.values())
        return [f"cl:{where}={_cluster_bucket(n)}" for where, n in sorted(least.items())]


def _cluster_bucket(n: int) -> str:
    return "0" if n == 0 else "1" if n < 10 else "2" if n < 100 else "3"


class Known:
    """The ranker's evidence beyond the token's own letters and neighbours: the training
    sentences' readings of the token (`evidence`), the word list (`zipf`), the pronouncing
    dictionary (`spoken`, pronouncing.entries), the letter clusters of a word list
    (`clusters`), how much of the sentence is in capitals, and for a number its digits and
    the word before it.
    `leaving_out(sentences)` is the same with those sentences' own readings taken out."""

    def __init__(self, evidence: TokenEvidence | None = None,
                 zipf: dict[str, float] | None = None,
                 phonotactics: Phonotactics | None = None,
                 own: dict[str, list[int]] | None = None,
                 own_words: Counter[str] | None = None,
                 spoken: dict[str, str] | None = None,
                 clusters: Clusters | None = None):
        self.evidence = evidence
        self.zipf = zipf
        self.phonotactics = phonotactics
        self.spoken = spoken  # pronouncing.entries: word -> said as a word, letters or both
        self.own = own
        self.own_words = own_words or Counter()  # taken out of the ranker's lexicon counts
        self.clusters = clusters

    def leaving_out(self, sentences: Sequence) -> Known:
        words = Counter(w for s in sentences for w in s.text.split() if w.isalpha()
                        and w.islower())
        return Known(self.evidence, self.zipf, self.phonotactics,
                     self.evidence.own(sentences, self.spoken) if self.evidence else None, words,
                     self.spoken, self.clusters)

    def features(self, span, prev: str, following: str, caps: bool) -> list[str]:
        token = span.span
        found = []
        form = ("UP" if token.isupper() else "low" if token.islower() else
                "Cap" if token[:1].isupper() and token[1:].islower() else "mix")
        size = f"{form}&{min(len(token), 6)}"  # conjunctions: this form and length and ...
        if self.evidence is not None:
            evidence = self.evidence.features(token, self.own)
            found += evidence + [f"{size}&{f}" for f in evidence if "^" in f or f.endswith("none")]
        z = "-"
        if self.zipf is not None:
            z = zipf_bucket(self.zipf, token)
            found += [f"zipf={z}", f"caps&zipf={caps}&{z}",
                      f"zipf&len={z}&{min(len(token), 6)}",
                      f"pzipf={zipf_bucket(self.zipf, prev)}",
                      f"nzipf={zipf_bucket(self.zipf, following)}"]
        if self.phonotactics is not None:
            sounds = self.phonotactics.features(token)
            found += sounds + [f"{size}&{f}" for f in sounds]
            found += [f"{size}&zipf={z}&{f}" for f in sounds[:1]]
        found.append(f"{size}&zipf={z}")
        if self.spoken is not None and token.isalpha():
            said = self.spoken.get(token.lower(), "-")
            found += [f"cmu={said}", f"{size}&cmu={said}", f"cmu&zipf={said}&{z}"]
        if self.clusters is not None:
            shapes = self.clusters.features(token)
            found += shapes + [f"{size}&{f}" for f in shapes]
        words = [w for w in span.text.split() if w.isalpha() and len(w) > 1]
        if words:
            share = sum(w.isupper() for w in words) / len(words)
            upper = "0" if share < 0.2 else "1" if share < 0.5 else "2" if share < 0.8 else "3"
            found += [f"supper={upper}", f"caps&supper={caps}&{upper}", f"{size}&supper={upper}"]
        digits = sum(c.isdigit() for c in token)
        if digits:
            count = min(digits, 8)
            lead = token[0] == "0" and digits > 1
            found += [f"nd={count}", f"lz={lead}", f"psh&nd={shape(prev)}&{count}",
                      f"prev&nd={prev.lower()}&{count}", f"nsh&nd={shape(following)}&{count}",
                      f"around&nd={shape(prev)}&{shape(following)}&{count}",
                      f"lens&nd={min(len(prev), 4)}&{min(len(following), 4)}&{count}"]
        return found
