"""The choice recipe behind `textnorm train DATA.jsonl --lang L`: from written/spoken sentence
pairs, choice examples (choice_data.py) train a feature ranker (`train_ranker`, ranker.py) or a
byte-level T5 (`train_choice_model`) to rank each span's admissible readings; out-of-fold
models (the ranker's default) or a dev slice of the training sentences calibrate the margin a
reading needs over the rule's to replace it and give the per-class accuracy report.
"""

from __future__ import annotations

import random
import time
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from .byt5 import KEEP_KEY, MARGIN_KEY, TASK_KEY, ByT5Normalizer, record_window, word_in_context
from .choice_data import Example, Sentence, examples
from .pronouncing import entries
from .ranker import FeatureRanker, cluster_counts, fit, pick, word_counts
from .ranker_evidence import (
    Known,
    Phonotactics,
    TokenEvidence,
    unlisted_short_word,
    word_list,
)

MARGINS = (0.0, 0.5, 1.0, 2.0, 3.0, 5.0, 8.0, float("inf"))


def training_items(found: Sequence[Example], window: int) -> list[tuple[str, list[str], int]]:
    """(model input, readings, reference index) for each choice the reference settles."""
    return [(word_in_context(e.span.text, e.span.start, e.span.end, window), e.options,
             e.answer) for e in found if e.answer is not None]


def kept_tokens(found: Sequence[Example], least: int = 2) -> list[str]:
    """Unclaimed tokens the references keep as written at least `least` times and never read
    otherwise ("The", "In", "USA" where the data reads it as a word): the chooser skips them,
    which saves model time on the commonest capitalised words and cannot change their output."""
    kept, read = Counter(), Counter()
    for e in found:
        if e.span.cls == "" and e.answer is not None:
            (kept if e.answer == 0 else read)[e.span.span] += 1
    return sorted(token for token, n in kept.items() if n >= least and not read[token])


def without_kept(found: Sequence[Example], least: int = 2) -> list[Example]:
    """`found` less the unclaimed choices a chooser trained on them would skip: those whose
    token the references of the *other* sentences keep at least `least` times and never
    read (kept_tokens, leaving the choice's own sentence out). A token kept in two sentences
    is skipped at inference but trains twice here, each time with one kept reading elsewhere:
    just what a held-out token seen kept once in training looks like. Dropping every choice
    of a kept token instead left the ranker no choice whose token the other sentences keep
    but those it was also read in elsewhere, so it learned to distrust a kept reading in
    training, though the references read a repeated unclaimed token the same way everywhere
    (of the 1447 unclaimed tokens the S&J sample has more than once, 2 are read two ways)."""
    kept, read, own = Counter(), Counter(), Counter()
    for e in found:
        if e.span.cls == "" and e.answer is not None:
            (kept if e.answer == 0 else read)[e.span.span] += 1
            own[e.span.text, e.span.span, e.answer == 0] += 1

    def skipped(e: Example) -> bool:
        if e.span.cls != "":
            return False
        token = e.span.span
        if e.answer is None:  # no reading to learn from: skipped where inference skips it
            return kept[token] >= least and not read[token]
        return (kept[token] - own[e.span.text, token, True] >= least
                and not read[token] - own[e.span.text, token, False])

    return [e for e in found if not skipped(e)]


def calibrate(model: Any, dev: list[Example]) -> tuple[float, str]:
    """`calibrate_rows` for a ByT5 chooser: each dev reading's sequence log-likelihood."""
    chooser = ByT5Normalizer.from_model(model, window=model.config.textnorm_window,
                                        device=str(next(model.parameters()).device))
    settled = [e for e in dev if e.answer is not None]
    flat = [(e, r) for e in settled for r in e.options]
    inputs = [word_in_context(e.span.text, e.span.start, e.span.end, chooser.window)
              for e, _ in flat]
    scores = iter(chooser.score(inputs, [r for _, r in flat]))
    return calibrate_rows([[next(scores) for _ in e.options] for e in settled], settled)


def calibrate_rows(rows: list[list[float]], settled: list[Example], name: str = "dev"
                   ) -> tuple[float, str]:
    """The margin that makes the most dev choices right (the larger on a tie: a change must
    pay), given each settled dev choice's reading scores, and a per-class report of rule vs
    model accuracy at that margin."""
    def picks(margin: float) -> list[int]:
        return [pick(row, margin) for row in rows]

    right = {m: sum(p == e.answer for p, e in zip(picks(m), settled)) for m in MARGINS}
    margin = max(MARGINS, key=lambda m: (right[m], m))
    chosen = picks(margin)
    total, rule, mine = Counter(), Counter(), Counter()
    for e, choice in zip(settled, chosen):
        total[e.cls] += 1
        rule[e.cls] += e.answer == 0
        mine[e.cls] += choice == e.answer
    lines = [f"{name} choices: {len(settled)}; margin {margin} (right at each margin: "
             + ", ".join(f"{m}: {n}" for m, n in right.items()) + ")",
             "class\tchoices\trules\tmodel"]
    for cls in sorted(total):
        lines.append(f"{cls}\t{total[cls]}\t{100 * rule[cls] / total[cls]:.1f}%\t"
                     f"{100 * mine[cls] / total[cls]:.1f}%")
    n = sum(total.values()) or 1
    lines.append(f"ALL\t{sum(total.values())}\t{100 * sum(rule.values()) / n:.1f}%\t"
                 f"{100 * sum(mine.values()) / n:.1f}%")
    return margin, "\n".join(lines)


def class_margins(rows: list[list[float]], settled: list[Example]) -> dict[str, float]:
    """Per choice class (Example.cls), the margin that makes the most of its out-of-fold
    choices right (the larger on a tie), or 1e9 (never change) where no margin makes more
    right than the rules: numbers whose changes lose as often as they win keep the rule's
    reading while the classes that pay keep their own margin."""
    by_class: dict[str, list[int]] = {}
    for i, e in enumerate(settled):
        by_class.setdefault(e.cls, []).append(i)
    margins = {}
    for cls, inside in sorted(by_class.items()):
        right = {m: sum(pick(rows[i], m) == settled[i].answer for i in inside) for m in MARGINS}
        best = max(MARGINS, key=lambda m: (right[m], m))
        margins[cls] = best if right[best] > right[float("inf")] else 1e9
    return margins


def split_dev(finder: Any, sentences: list[Sentence], dev_share: float, seed: int
              ) -> tuple[list[Example], list[Sentence]]:
    """The training sentences' choices and the dev sentences (a seeded shuffle's first
    `dev_share`); sets `finder.keep_tokens` (see kept_tokens) and drops the choices a chooser
    with them skips (without_kept)."""
    shuffled = list(sentences)
    random.Random(seed).shuffle(shuffled)
    cut = int(len(shuffled) * dev_share)
    found = list(examples(finder, shuffled[cut:]))
    finder.keep_tokens = frozenset(kept_tokens(found))
    return without_kept(found), shuffled[:cut]


def train_choice_model(model: Any, tokenizer: Any, finder: Any, sentences: list[Sentence],
                       extra: Sequence[tuple[str, str]], *, window: int, dev_share: float,
                       repeat_changed: int = 4,
                       seed: int, log: Callable[[str], None], **train: Any) -> Any:
    """Train in place and record window, margin and task in the model's config."""
    from .train import train_chooser

    started = time.monotonic()
    found, dev_sentences = split_dev(finder, sentences, dev_share, seed)
    items = training_items(found, window)
    changed = sum(answer > 0 for _, _, answer in items)
    # the reference differs from the rule's reading in ~1.5% of choices: seen `repeat_changed`
    # times per epoch, a short run meets them often enough (the margin undoes the tilt)
    items += [item for item in items if item[2] > 0] * max(0, repeat_changed - 1)
    items += [(source, [target], 0) for source, target in extra]
    log(f"{len(items)} training items ({changed} where the reference is not the rule's "
        f"reading, {len(extra)} extra pairs); {len(dev_sentences)} dev sentences")
    if train.get("max_seconds") is not None:  # reading the examples came out of the budget
        train["max_seconds"] = max(1.0, train["max_seconds"] - (time.monotonic() - started))
    train_chooser(model, tokenizer, items, seed=seed, log=train.pop("log_step", None), **train)
    record_window(model, window)
    setattr(model.config, TASK_KEY, "choose")
    setattr(model.config, KEEP_KEY, sorted(finder.keep_tokens))
    if dev_sentences:
        margin, report = calibrate(model, list(examples(finder, dev_sentences)))
        setattr(model.config, MARGIN_KEY, margin if margin != float("inf") else 1e9)
        log(report)
    return model


def train_ranker(finder: Any, sentences: list[Sentence], *, dev_share: float, seed: int,
                 log: Callable[[str], None], max_seconds: float | None = None,
                 epochs: int = 20, folds: int = 0, lang: str | None = None,
                 offer_unlisted: bool = True) -> FeatureRanker:
    """A FeatureRanker fitted to the choices of `sentences` (every choice once per epoch,
    changed or not), with the evidence of ranker_evidence.py (the training sentences'
    readings of each token, left out for the token's own sentence; `lang`'s word list when
    wordfreq is installed; for English the CMU pronouncing dictionary when it is there, see
    pronouncing.py). The margin a reading needs over the rule's is calibrated on
    out-of-fold scores when `folds` > 1 (a model per fold on the other folds' choices, then
    the final one on all of them; also a margin per class, see class_margins), else on a dev
    slice (`dev_share`) kept out of training. With the dictionary and `offer_unlisted`, short
    lower-case words it lacks are offered for spelling too (FeatureRanker.offers)."""
    started = time.monotonic()
    if folds > 1:
        dev_share = 0.0
    spoken = entries() if lang == "en" else None
    if offer_unlisted and spoken is not None:
        finder.offers = lambda word: unlisted_short_word(word, spoken)
    found, dev_sentences = split_dev(finder, sentences, dev_share, seed)
    dev_texts = {s.text for s in dev_sentences}
    train = [s for s in sentences if s.text not in dev_texts]
    lexicon = word_counts(s.text for s in train)
    known = Known(TokenEvidence.of(train, spoken), word_list(lang), Phonotactics(lexicon),
                  spoken=spoken, clusters=cluster_counts(spoken, lexicon))
    ranker = FeatureRanker(keep_tokens=sorted(finder.keep_tokens), lexicon=lexicon,
                           known=known, offer_unlisted=finder.offers is not None)
    by_text: dict[str, list[Sentence]] = {}
    for sentence in train:
        by_text.setdefault(sentence.text, []).append(sentence)
    settled = [e for e in found if e.answer is not None]
    items = [(ranker.rows(e.span, e.options, e.classes,
                          known.leaving_out(by_text.get(e.span.text, []))), e.answer)
             for e in settled]
    log(f"{len(items)} training choices ({sum(e.answer > 0 for e in settled)} where the "
        f"reference is not the rule's reading); {len(dev_sentences)} dev sentences; "
        f"word list: {len(known.zipf or ())} words; pronouncing dictionary: "
        f"{len(known.spoken or ())} words ({time.monotonic() - started:.0f} s)")

    def log_epoch(epoch: int, loss: float) -> None:
        log(f"epoch {epoch + 1} loss {loss:.4f} ({time.monotonic() - started:.0f} s)")

    def left(share: float) -> float | None:
        return None if max_seconds is None else max(
            1.0, share * (max_seconds - (time.monotonic() - started)))

    if folds > 1:  # each fold's model gets a share of the clock, the final one the rest
        fold_of = [zlib.crc32(e.span.text.encode("utf-8")) % folds for e in settled]
        rows: list[list[float]] = [[] for _ in settled]
        for k in range(folds):
            inside = [i for i, f in enumerate(fold_of) if f == k]
            weights = fit([item for item, f in zip(items, fold_of) if f != k],
                          epochs=epochs, seed=seed, max_seconds=left(1 / (folds + 1 - k)))
            for i in inside:
                rows[i] = [float(weights[row].sum()) for row in items[i][0]]
            log(f"fold {k + 1}/{folds} ({time.monotonic() - started:.0f} s)")
        margin, report = calibrate_rows(rows, settled, "out-of-fold")
        ranker.margins = class_margins(rows, settled)
        report += "\nmargin per class: " + ", ".join(
            f"{cls} {'inf' if m >= 1e9 else m}" for cls, m in ranker.margins.items())
    ranker.weights = fit(items, epochs=epochs, seed=seed, max_seconds=left(1.0), log=log_epoch)
    if folds <= 1 and dev_sentences:
        dev = [e for e in examples(finder, dev_sentences) if e.answer is not None]
        rows = ranker.scores([e.span for e in dev], [e.options for e in dev],
                             [e.classes for e in dev])
        margin, report = calibrate_rows(rows, dev)
    if folds > 1 or dev_sentences:
        ranker.margin = margin if margin != float("inf") else 1e9
        log(report)
    return ranker
