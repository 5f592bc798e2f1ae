"""`FeatureRanker`: a log-linear chooser over sparse hashed features, the second model type of
the constrained-choice mode (choice.py) next to the ByT5 chooser. It trains in minutes on a
CPU (choice_train.train_ranker) and needs numpy only.

A span's readings are scored by a weight vector over hashed feature strings; the softmax over
a span's readings is what training fits (listwise cross-entropy against the reading the
reference uses). Features of the token (lower-cased form, character n-grams, shape: capitals,
vowels, length, digits; first word of the line; the rule's class) and of its neighbours (the
previous and next words and their shapes) are all crossed with the reading's source (its
class, whether it is the rule's reading, kept as written, spelled letter by letter or read),
since only what differs between readings can move the softmax; the reading's own words and
length are crossed with its class. A model trained by this version also has `known`
(ranker_evidence.Known: the training references' readings of the token, its word-list
frequency, phonotactics, whether a pronouncing dictionary lists it, the sentence's capitals,
number context), whose features join the token's. As for every chooser, a reading other than
the rule's replaces it only when it scores more than the calibrated margin above it: the
margin of the choice's class (`margins`, calibrated out of fold per class; a class whose
changes did not pay there never changes) or else the overall `margin`.

Stored as a directory: `textnorm_model.json` (`{"type": "feature_ranker", ...}`: margin, kept
tokens, hashing width, `known`, `margins`), `weights.npz` (the non-zero weights), `lexicon.json`
(lower-case word counts of the training text, a feature), and with `known` `evidence.json`
(reading counts per token), `wordlist.json` (Zipf hundredths; absent when training had no
wordfreq) and `pronouncing.json` (pronouncing.entries: listed words, said as a word or letter
by letter; absent when training had no pronouncing dictionary). With `clusters` (this
version) the letter clusters of ranker_evidence.Clusters join `known`'s features; they are
counted again at load from the stored dictionary (else the lexicon), so nothing more is
stored. A directory without `known` or `clusters` (an earlier model) loads and ranks as
before.
`load_model` dispatches on the type (see `stored_type`).
"""

from __future__ import annotations

import json
import re
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from .base import SpanInput
from .ranker_evidence import (
    Clusters,
    Known,
    Phonotactics,
    TokenEvidence,
    shape,
    unlisted_short_word,
)

TYPE = "feature_ranker"
CONFIG_FILE = "textnorm_model.json"
WEIGHTS_FILE = "weights.npz"
LEXICON_FILE = "lexicon.json"
EVIDENCE_FILE = "evidence.json"
WORDLIST_FILE = "wordlist.json"
PRONOUNCING_FILE = "pronouncing.json"
BITS = 20
_VOWELS = set("aeiouy")
_WORD = re.compile(r"\S+")


def stored_type(directory: str) -> str | None:
    """The `type` a model directory's textnorm_model.json names (None: no such file)."""
    path = Path(directory) / CONFIG_FILE
    if not path.is_file():
        return None
    try:
        return json.loads(path.read_text("utf-8")).get("type")
    except (OSError, ValueError):
        return None


def word_counts(texts: Iterable[str]) -> dict[str, int]:
    """How often each lower-case word occurs written in lower case in `texts`: the ranker's
    lexicon (a capitalised token whose lower-case form is a common word is rarely spelled)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(w for w in text.split() if w.isalpha() and w.islower())
    return dict(counts)


def _bucket(n: int) -> str:
    return "0" if n == 0 else "1" if n == 1 else "2-4" if n < 5 else "5-19" if n < 20 else "20+"


def consonant_vowel(word: str) -> str:
    """Letters as C or V (y a vowel), other characters dropped: "LIRR" -> "CVCC"."""
    return "".join("V" if c in _VOWELS else "C" for c in word.lower() if c.isalpha())


def token_features(span: SpanInput, lexicon: dict[str, int] | None = None,
                   known: Known | None = None) -> list[str]:
    """What is known of the span before any reading: itself, its shape, its neighbours, how
    often the training text has it as a lower-case word (`lexicon`), and what `known` adds
    (see Known)."""
    token = span.span
    low = token.lower()
    letters = [c for c in low if c.isalpha()]
    vowels = sum(c in _VOWELS for c in letters)
    capitals = sum(c.isupper() for c in token)
    caps = token.isupper()  # an acronym or a headline: length, letters, lexicon mean otherwise
    left = _WORD.findall(span.text[max(0, span.start - 64):span.start])
    right = _WORD.findall(span.text[span.end:span.end + 64])
    prev = left[-1] if left and span.start > 0 and span.text[span.start - 1].isspace() else ""
    following = right[0] if right and span.text[span.end:span.end + 1].isspace() else ""
    found = ["bias", f"rc={span.cls}", f"t={low}", f"sh={shape(token)}",
             f"len={min(len(token), 12)}", f"caps={min(capitals, 4)}",
             f"vow={min(vowels, 3)}", f"vr={_vowel_ratio(vowels, len(letters))}",
             f"dig={min(sum(c.isdigit() for c in token), 5)}",
             f"first={not left}", f"allcaps={caps}",
             f"prev={prev.lower()}", f"next={following.lower()}",
             f"psh={shape(prev)}", f"nsh={shape(following)}"]
    found += [f"caps&len={caps}&{min(len(token), 8)}",
              f"caps&cv={caps}&{consonant_vowel(token)[:8]}"]
    if lexicon is not None:
        seen = _bucket(lexicon.get(low, 0) - (known.own_words[low] if known else 0))
        found += [f"lex={seen}", f"caps&lex={caps}&{seen}"]
    if known is not None:
        found += known.features(span, prev, following, caps)
    if len(low) <= 24:
        padded = f"^{low}$"
        for n in (2, 3):
            found.extend(f"g{n}={padded[i:i + n]}" for i in range(len(padded) - n + 1))
        pattern = f"^{consonant_vowel(low)}$"
        found.append(f"cv={pattern[:10]}")
        found.extend(f"cv3={pattern[i:i + 3]}" for i in range(len(pattern) - 2))
    return found


def _vowel_ratio(vowels: int, letters: int) -> str:
    if not letters:
        return "-"
    return str(min(3, 4 * vowels // letters))


def reading_kind(span: str, reading: str) -> str:
    """kept (as written), spelled (letter by letter) or read."""
    if reading == span:
        return "kept"
    words = reading.split()
    if len(words) > 1 and all(len(w) == 1 for w in words):
        return "spelled"
    return "read"


def option_features(span: SpanInput, options: Sequence[str], classes: Sequence[str],
                    lexicon: dict[str, int] | None = None, known: Known | None = None
                    ) -> list[list[str]]:
    """The feature strings of each reading of `span` (options[0] the rule's). A span whose
    class is none of its readings' (a run of rule spans offered as one, choice.JOINED_CLASS)
    has its readings weighed under its own class: the references read such a run joined 15
    times in 15 in the S&J sample, a DATE span alone in another way 19 times in 7,714, and
    under DATE's weights the joined reading lost half of them out of fold."""
    if span.cls and span.cls not in classes:
        classes = [span.cls] * len(classes)
    base = token_features(span, lexicon, known)
    context = [f for f in base if f.startswith(("prev=", "next="))]
    rows, rank = [], {}
    for index, (reading, cls) in enumerate(zip(options, classes)):
        kind = reading_kind(span.span, reading)
        source = f"{cls or 'KEEP'}|{kind}|{'rule' if index == 0 else 'alt'}"
        rank[cls] = rank.get(cls, -1) + 1
        words = reading.lower().split()
        own = [f"rank={min(rank[cls], 3)}", f"nw={min(len(words), 8)}",
               f"nc={min(len(reading) // 4, 10)}"]
        own += [f"w={w}" for w in words[:6]]
        own += [f"w0={words[0] if words else ''}", f"wl={words[-1] if words else ''}"]
        row = [f"S={source}"] + [f"{source}&{f}" for f in base]
        row += [f"{cls}&{f}" for f in own]
        row += [f"{cls}&w0={words[0] if words else ''}&{f}" for f in context]
        rows.append(row)
    return rows


def hashed(rows: list[list[str]], bits: int = BITS) -> list[list[int]]:
    mask = (1 << bits) - 1
    return [[zlib.crc32(f.encode("utf-8")) & mask for f in row] for row in rows]


class FeatureRanker:
    """Chooses among a span's readings by a log-linear score over hashed features."""

    task = "choose"
    uses_classes = True  # ChoicePass passes each reading's class to `choose`

    def __init__(self, weights: Any = None, *, margin: float = 0.0,
                 margins: dict[str, float] | None = None,
                 keep_tokens: Sequence[str] = (), lexicon: dict[str, int] | None = None,
                 known: Known | None = None, bits: int = BITS, offer_unlisted: bool = False):
        self.weights = weights  # None until fitted
        self.margin = margin
        self.margins = dict(margins or {})  # per choice class (choice_key), over `margin`
        self.keep_tokens = list(keep_tokens)
        self.lexicon = lexicon
        self.known = known
        self.bits = bits
        # trained with lower-case words its pronouncing dictionary lacks offered (`offers`)
        self.offer_unlisted = offer_unlisted

    @property
    def offers(self) -> Callable[[str], bool] | None:
        """The unclaimed tokens ChoicePass offers beyond readings.unclaimed_tokens' own: short
        lower-case words the pronouncing dictionary lacks (ranker_evidence.unlisted_short_word),
        when the ranker was trained with them offered; else None."""
        spoken = self.known.spoken if self.known is not None else None
        if not self.offer_unlisted or spoken is None:
            return None
        return lambda word: unlisted_short_word(word, spoken)

    def rows(self, span: SpanInput, options: Sequence[str], classes: Sequence[str],
             known: Known | None = None) -> list[list[int]]:
        """The hashed feature ids of each reading of `span`; `known` in place of the
        ranker's own (training: the same with the span's sentence left out)."""
        return hashed(option_features(span, options, classes, self.lexicon,
                                      known or self.known), self.bits)

    @classmethod
    def load(cls, directory: str) -> FeatureRanker:
        np = _numpy()
        from . import NeuralError

        try:
            config = json.loads((Path(directory) / CONFIG_FILE).read_text("utf-8"))
            stored = np.load(Path(directory) / WEIGHTS_FILE)
            bits = int(config["bits"])
            weights = np.zeros(1 << bits, dtype=np.float64)
            weights[stored["index"]] = stored["value"]
            lexicon, evidence, zipf, spoken = (
                json.loads((Path(directory) / config[key]).read_text("utf-8"))
                if config.get(key) else None
                for key in ("lexicon", "evidence", "wordlist", "pronouncing"))
        except (OSError, ValueError, KeyError, IndexError) as error:
            raise NeuralError(f"cannot load a feature ranker from {directory!r}: {error}"
                              ) from error
        if config.get("type") != TYPE:
            raise NeuralError(f"{directory}: not a feature ranker ({config.get('type')!r})")
        known = None
        if config.get("known"):  # version 2: the evidence of ranker_evidence.py
            known = Known(None if evidence is None else TokenEvidence(evidence),
                          None if zipf is None else {w: z / 100 for w, z in zipf.items()},
                          Phonotactics(lexicon or {}), spoken=spoken,
                          clusters=cluster_counts(spoken, lexicon)
                          if config.get("clusters") else None)
        return cls(weights, margin=float(config.get("margin", 0.0)),
                   margins={k: float(v) for k, v in (config.get("margins") or {}).items()},
                   keep_tokens=config.get("keep_tokens", []), lexicon=lexicon, known=known,
                   bits=bits, offer_unlisted=bool(config.get("offer_unlisted", False)))

    def save(self, directory: str) -> None:
        np = _numpy()
        path = Path(directory)
        path.mkdir(parents=True, exist_ok=True)
        index = np.flatnonzero(self.weights)
        np.savez_compressed(path / WEIGHTS_FILE, index=index.astype(np.int64),
                            value=self.weights[index].astype(np.float32))
        known = self.known
        tables = {"lexicon": (LEXICON_FILE, self.lexicon),
                  "evidence": (EVIDENCE_FILE, known and known.evidence and known.evidence.counts),
                  "wordlist": (WORDLIST_FILE, known and known.zipf and
                               {w: round(100 * z) for w, z in known.zipf.items()}),
                  "pronouncing": (PRONOUNCING_FILE, known and known.spoken)}
        config = {"type": TYPE, "task": self.task, "bits": self.bits, "margin": self.margin,
                  "margins": self.margins, "offer_unlisted": self.offer_unlisted,
                  "features": len(index), "known": known is not None,
                  "clusters": known is not None and known.clusters is not None,
                  **{key: name if table else None for key, (name, table) in tables.items()},
                  "keep_tokens": self.keep_tokens}
        for name, table in tables.values():
            if table:
                (path / name).write_text(json.dumps(table, sort_keys=True, ensure_ascii=False),
                                         "utf-8")
        (path / CONFIG_FILE).write_text(json.dumps(config, indent=1) + "\n", "utf-8")

    def scores(self, spans: Sequence[SpanInput], options: Sequence[Sequence[str]],
               classes: Sequence[Sequence[str]]) -> list[list[float]]:
        """Each reading's score (a log-linear potential: higher is better)."""
        return [[float(self.weights[row].sum()) for row in self.rows(span, opts, cls)]
                for span, opts, cls in zip(spans, options, classes)]

    def choose(self, spans: list[SpanInput], options: list[list[str]],
               classes: list[list[str]] | None = None) -> list[int | None]:
        """The best reading of each span; another than the rule's only by more than the
        margin of the span's class (`margins`, else `margin`)."""
        if classes is None:
            classes = [[""] * len(opts) for opts in options]
        return [pick(row, self.margins.get(choice_key(span, cls), self.margin))
                for row, span, cls in zip(self.scores(spans, options, classes), spans, classes)]


def cluster_counts(spoken: dict[str, str] | None, lexicon: dict[str, int] | None
                   ) -> Clusters:
    """The letter clusters of the pronouncing dictionary's words, or without one of the
    training text's lower-case words (`lexicon`): what a model with `clusters` is built with
    in training and at load, from its stored tables."""
    return Clusters(spoken if spoken else (lexicon or {}))


def choice_key(span: SpanInput, classes: Sequence[str]) -> str:
    """The class a choice is calibrated and counted under: the rule's class, or for a token
    no rule claimed its cover's ("LETTERS (unclaimed)"), as choice.Choice.stat_class."""
    return span.cls or f"{classes[1] if len(classes) > 1 else ''} (unclaimed)"


def pick(row: Sequence[float], margin: float) -> int:
    """The best-scoring index of `row`, or 0 (the rule's reading) unless the best beats it by
    more than `margin`; ties go to the earlier reading."""
    if not row:
        return 0
    best = max(range(len(row)), key=lambda i: (row[i], -i))
    return best if best and row[best] > row[0] + margin else 0


def fit(examples: Sequence[tuple[list[list[int]], int]], *, bits: int = BITS,
        epochs: int = 20, batch_size: int = 512, lr: float = 0.1, l2: float = 1e-4,
        seed: int = 0, max_seconds: float | None = None,
        log: Any = None) -> Any:
    """Weights that fit the softmax over each example's readings (rows of hashed features) to
    its answer (listwise cross-entropy), by mini-batch AdaGrad with a little L2. Batches are
    drawn once (a seeded shuffle) and walked `epochs` times or until `max_seconds`."""
    import random
    import time

    np = _numpy()
    started = time.monotonic()
    order = list(range(len(examples)))
    random.Random(seed).shuffle(order)
    batches = [_batch(np, [examples[i] for i in order[k:k + batch_size]])
               for k in range(0, len(order), batch_size)]
    size = 1 << bits
    weights = np.zeros(size)
    squares = np.zeros(size)
    for epoch in range(epochs):
        total = 0.0
        for features, row_of, group_of, starts, answers in batches:
            scores = np.bincount(row_of, weights=weights[features], minlength=len(group_of))
            exp = np.exp(scores - np.maximum.reduceat(scores, starts)[group_of])
            prob = exp / np.bincount(group_of, weights=exp)[group_of]
            total -= float(np.log(prob[answers]).sum())
            prob[answers] -= 1.0
            grad = np.bincount(features, weights=prob[row_of], minlength=size) / len(starts)
            touched = np.flatnonzero(grad)
            grad = grad[touched] + l2 * weights[touched]
            squares[touched] += grad * grad
            weights[touched] -= lr * grad / (np.sqrt(squares[touched]) + 1e-8)
        if log is not None:
            log(epoch, total / max(1, len(examples)))
        if max_seconds is not None and time.monotonic() - started > max_seconds:
            break
    return weights


def _batch(np: Any, examples: Sequence[tuple[list[list[int]], int]]) -> tuple[Any, ...]:
    """Flat arrays of a batch: feature ids and their row, each row's example, the first row
    of each example, the answer's row."""
    features, row_of, group_of, starts, answers = [], [], [], [], []
    for group, (rows, answer) in enumerate(examples):
        starts.append(len(group_of))
        answers.append(len(group_of) + answer)
        for row in rows:
            features.extend(row)
            row_of.extend([len(group_of)] * len(row))
            group_of.append(group)
    return (np.array(features, dtype=np.int64), np.array(row_of, dtype=np.int64),
            np.array(group_of, dtype=np.int64), np.array(starts, dtype=np.int64),
            np.array(answers, dtype=np.int64))


def _numpy() -> Any:
    try:
        import numpy
    except ImportError as error:
        from . import NeuralError

        raise NeuralError("the feature ranker needs numpy: pip install 'textnorm[neural]'"
                          ) from error
    return numpy
