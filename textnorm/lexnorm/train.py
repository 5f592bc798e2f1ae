"""Training: count the table on all the data, and learn from held-out folds (k-fold over
sentences: each fold is normalized by a model counted on the others) how to decide. The
learned ranker (learner "auto" with scikit-learn installed, or "ranker") scores every word's
candidates (features.py, learn.py); without it ("thresholds"), each source's threshold is
tuned so that a proposal is applied only where doing so gained more words than it broke. n-1
merges keep their own tuned threshold either way.

The objective is MultiLexNorm's ERR numerator, TP - FP over lower-cased words: a change that
hits the gold form gains one, a change of a word that needed none loses one, a wrong change of
a word that needed one costs nothing more than leaving it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import NamedTuple

from . import learn
from .features import Context, featurize
from .learn import best_threshold as _best_threshold
from .learn import gain as _gain
from .model import BACKOFF, SOURCES, Counts, LexModel, Proposal, token_kind
from .wordlist import WordList, resolve

Sentence = list[tuple[str, str]]
_FOLDS = 5
_MAJORITY = 0.5


class _Observation(NamedTuple):
    seen: bool
    found: dict[str, Proposal]
    orig: str
    gold: str


def _observe(model: LexModel, sentence: Sentence, phrases: list, tokens: list) -> None:
    words = [w for w, _ in sentence]
    lowered = [w.lower() for w in words]
    golds = [n.lower() for _, n in sentence]
    kinds = [token_kind(w) for w in words]
    i = 0
    while i < len(words):
        match = model.phrase_at(lowered, kinds, i)
        if match is not None:
            n, proposal = match
            preds = [proposal.norm] + [""] * (n - 1)
            gain = sum(_gain(lowered[k], golds[k], preds[k - i]) for k in range(i, i + n))
            phrases.append((proposal.score, gain, [_Observation(
                *model.proposals(lowered[k], kinds[k]), lowered[k], golds[k])
                for k in range(i, i + n)]))
            i += n
            continue
        tokens.append(_Observation(*model.proposals(lowered[i], kinds[i]), lowered[i], golds[i]))
        i += 1


def _merged(score: float, threshold: float | None) -> bool:
    return threshold is not None and score >= threshold


def _rejected_merge_words(phrases: list, threshold: float | None) -> list[_Observation]:
    """The words of the merges the phrase threshold rejects: they are decided one by one."""
    return [obs for score, _, group in phrases if not _merged(score, threshold)
            for obs in group]


def _tokens_gain(model: LexModel, tokens: list[_Observation]) -> int:
    total = 0
    for obs in tokens:
        chosen = model.decide(obs.seen, obs.found)
        if chosen is not None:
            total += _gain(obs.orig, obs.gold, chosen.norm)
    return total


def tune(phrases: list, tokens: list[_Observation], sources: tuple[str, ...] = BACKOFF,
         rounds: int = 3) -> dict[str, float | None]:
    """Per-source thresholds: the phrase and table thresholds directly, the back-off chain
    by coordinate ascent (a source only sees the words the sources before it left)."""
    thresholds: dict[str, float | None] = dict.fromkeys(SOURCES)
    # With no held-out evidence at all, a learned merge or replacement is applied when it is
    # the majority reading (plain MFR); guesses for unseen words need evidence.
    thresholds["phrase"] = _best_threshold([(s, g) for s, g, _ in phrases])[0] if phrases \
        else _MAJORITY
    tokens = tokens + _rejected_merge_words(phrases, thresholds["phrase"])
    table = [(o.found["table"].score, _gain(o.orig, o.gold, o.found["table"].norm))
             for o in tokens if o.seen and "table" in o.found]
    thresholds["table"] = _best_threshold(table)[0] if table else _MAJORITY
    unseen = [o for o in tokens if not o.seen and o.found]
    probe = LexModel(Counts(), thresholds)
    for _ in range(rounds):
        changed = False
        for source in sources:
            options = sorted({o.found[source].score for o in unseen if source in o.found})
            best, best_gain = thresholds[source], None
            for option in [None, *options]:
                probe.thresholds = {**thresholds, source: option}
                gain = _tokens_gain(probe, unseen)
                if best_gain is None or gain > best_gain:
                    best, best_gain = option, gain
            if best != thresholds[source]:
                thresholds[source], changed = best, True
        if not changed:
            break
    return thresholds


def held_out(sentences: list[Sentence], folds: int = _FOLDS) -> tuple[list, list]:
    """Observations of every sentence by a model counted on the other folds."""
    phrases: list = []
    tokens: list[_Observation] = []
    for _, model, held in _fold_models(sentences, folds):
        for sentence in held:
            _observe(model, sentence, phrases, tokens)
    return phrases, tokens


def _fold_models(sentences: list[Sentence], folds: int, wordlist: WordList | None = None):
    """(fold number, a model counted on the other folds, the fold's sentences) for each fold."""
    folds = max(2, min(folds, len(sentences)))
    bounds = [round(k * len(sentences) / folds) for k in range(folds + 1)]
    for k in range(folds):
        rest = sentences[:bounds[k]] + sentences[bounds[k + 1]:]
        yield k, LexModel(Counts.from_sentences(rest), wordlist=wordlist), \
            sentences[bounds[k]:bounds[k + 1]]


LEARNERS = ("auto", "ranker", "thresholds")


def train(sentences: list[Sentence], sources: tuple[str, ...] = BACKOFF,
          folds: int = _FOLDS, learner: str = "auto", wordlist: str | WordList | None = "auto",
          lang: str | None = None) -> tuple[LexModel, dict]:
    """The model for `sentences` and a report of the tuning (held-out gains). `learner`:
    "ranker" (needs scikit-learn), "thresholds", or "auto" (the ranker when scikit-learn is
    installed and back-off `sources` are wanted). `wordlist` (the ranker's only): a WordList,
    or "auto", "none" or a language code for wordlist.resolve (`lang`: the data's language)."""
    if learner not in LEARNERS:
        raise ValueError(f"learner must be one of {', '.join(LEARNERS)}")
    if learner == "ranker" or (learner == "auto" and sources and learn.available()):
        if len(sentences) >= 2:
            if not isinstance(wordlist, WordList):
                vocab = Counter(w.lower() for s in sentences for _, n in s for w in n.split())
                wordlist = resolve(wordlist, vocab, lang)
            return train_ranker(sentences, folds, wordlist)
    thresholds: dict[str, float | None] = dict.fromkeys(SOURCES)
    report: dict = {"sentences": len(sentences), "tokens": sum(map(len, sentences))}
    if len(sentences) >= 2:
        phrases, tokens = held_out(sentences, folds)
        thresholds = tune(phrases, tokens, sources)
        report["held_out"] = _report(thresholds, phrases, tokens)
    elif sentences:  # too little to tune: plain most-frequent replacement
        thresholds.update(phrase=_MAJORITY, table=_MAJORITY)
    return LexModel(Counts.from_sentences(sentences), thresholds), report


def _report(thresholds: dict, phrases: list, tokens: list[_Observation]) -> dict:
    model = LexModel(Counts(), thresholds)
    gains: dict[str, int] = defaultdict(int)
    need = sum(o.gold != o.orig for o in tokens) + sum(
        o.gold != o.orig for _, _, group in phrases for o in group)
    accepted = [gain for score, gain, _ in phrases if _merged(score, thresholds["phrase"])]
    if accepted:
        gains["phrase"] = sum(accepted)
    tokens = tokens + _rejected_merge_words(phrases, thresholds["phrase"])
    for obs in tokens:
        chosen = model.decide(obs.seen, obs.found)
        if chosen is not None:
            gains[chosen.source] += _gain(obs.orig, obs.gold, chosen.norm)
    return {"need_normalization": need, "gain_by_source": dict(gains),
            "err": round(sum(gains.values()) / need, 4) if need else 0.0}


# -- the learned ranker ----------------------------------------------------------------------
def _ranker_observations(sentences: list[Sentence], folds: int,
                         wordlist: WordList | None) -> tuple[list, list]:
    """Held-out phrase matches (score, gain, word ids) and candidate groups, one per word."""
    phrases: list = []
    groups: list[learn.Group] = []
    for k, model, held in _fold_models(sentences, folds, wordlist):
        for sentence in held:
            words = [w for w, _ in sentence]
            lowered = [w.lower() for w in words]
            golds = [n.lower() for _, n in sentence]
            kinds = [token_kind(w) for w in words]
            context = Context(model, lowered)
            first = len(groups)
            for i, word in enumerate(words):
                rows = featurize(model, word, kinds[i], context, i)
                groups.append(learn.Group(lowered[i], golds[i], [n for n, _ in rows],
                                          [x for _, x in rows], k))
            i = 0
            while i < len(words):
                match = model.phrase_at(lowered, kinds, i)
                if match is None:
                    i += 1
                    continue
                n, proposal = match
                preds = [proposal.norm] + [""] * (n - 1)
                phrase_gain = sum(_gain(lowered[j], golds[j], preds[j - i])
                                  for j in range(i, i + n))
                phrases.append((proposal.score, phrase_gain, range(first + i, first + i + n)))
                i += n
    return phrases, groups


def train_ranker(sentences: list[Sentence], folds: int = _FOLDS,
                 wordlist: WordList | None = None) -> tuple[LexModel, dict]:
    phrases, groups = _ranker_observations(sentences, folds, wordlist)
    thresholds: dict[str, float | None] = dict.fromkeys(SOURCES)
    thresholds["phrase"] = _best_threshold([(s, g) for s, g, _ in phrases])[0] if phrases \
        else _MAJORITY
    merged = {i for score, _, ids in phrases if _merged(score, thresholds["phrase"])
              for i in ids}
    free = [g for i, g in enumerate(groups) if i not in merged]
    ranker, fit_report = learn.fit_ranker(free)
    report: dict = {"sentences": len(sentences), "tokens": sum(map(len, sentences)),
                    "learner": fit_report.get("learner"), "ranker": fit_report,
                    "wordlist": wordlist.lang if wordlist is not None else None}
    need = sum(g.gold != g.orig for g in groups)
    phrase_gain = sum(g for s, g, _ in phrases if _merged(s, thresholds["phrase"]))
    cv_gain = max(fit_report.get("cv", {}).values(), default=0)
    report["held_out"] = {"need_normalization": need,
                          "gain_by_source": {"phrase": phrase_gain, "ranker": cv_gain},
                          "err": round((phrase_gain + cv_gain) / need, 4) if need else 0.0}
    return LexModel(Counts.from_sentences(sentences), thresholds, ranker=ranker,
                    wordlist=wordlist), report
