"""MultiLexNorm's word-level scores of predictions against gold: ERR (error reduction rate),
precision, recall and accuracy, overall and per kind of normalization.

ERR = (TP - FP) / (TP + FN): a word needs normalization when gold != orig; TP: it needs one
and the prediction equals gold; FP: it needs none and the prediction differs; FN: it needs one
and the prediction is not gold. Precision: correct changes / changes made (a changed word is
correct when it equals gold); recall: TP / words that need one. Words are compared
lower-cased (as the shared task does, since not every dataset annotates capitalization)
unless `cased`. Kinds: "1-1" (one word for one), "split" (gold has several words), "merge"
(gold is empty: the word went into its neighbour's normalization), "keep" (gold == orig).
"""

from __future__ import annotations

from collections import defaultdict

Sentence = list[tuple[str, str]]
KINDS = ("1-1", "split", "merge", "keep")


class ScoringError(ValueError):
    """Gold and predictions that do not describe the same words."""


def kind_of(orig: str, gold: str) -> str:
    if gold == orig:
        return "keep"
    if not gold:
        return "merge"
    return "split" if len(gold.split()) > 1 else "1-1"


def _rates(c: dict) -> dict:
    need = c["tp"] + c["fn"]
    return {**c, "need": need,
            "err": (c["tp"] - c["fp"]) / need if need else 0.0,
            "precision": c["right_changes"] / c["changes"] if c["changes"] else 0.0,
            "recall": c["tp"] / need if need else 0.0,
            "accuracy": c["correct"] / c["words"] if c["words"] else 0.0}


def score_words(triples, cased: bool = False) -> dict:
    """Scores of (orig, gold, pred) triples: the overall figures and "by_kind"."""
    counts = defaultdict(lambda: dict.fromkeys(
        ("words", "correct", "tp", "fp", "fn", "changes", "right_changes"), 0))
    for orig, gold, pred in triples:
        if not cased:
            orig, gold, pred = orig.lower(), gold.lower(), pred.lower()
        for c in (counts["all"], counts[kind_of(orig, gold)]):
            c["words"] += 1
            c["correct"] += pred == gold
            changed = pred != orig
            c["changes"] += changed
            c["right_changes"] += changed and pred == gold
            if gold != orig:
                c["tp"] += pred == gold
                c["fn"] += pred != gold
            elif changed:
                c["fp"] += 1
    report = _rates(counts["all"])
    report["by_kind"] = {k: _rates(counts[k]) for k in KINDS if k in counts}
    return report


def score_sentences(gold: list[Sentence], predictions: list[list[str]],
                    cased: bool = False) -> dict:
    """Scores of predictions (one per word) for gold sentences of (orig, gold) pairs."""
    return score_words(((orig, g, pred) for sentence, preds in zip(gold, predictions)
                        for (orig, g), pred in zip(sentence, preds)), cased)


def score_files(gold: list[Sentence], predicted: list[Sentence], cased: bool = False) -> dict:
    """Scores of two MultiLexNorm files read with data.read_norm_text: the predicted file
    repeats the gold file's words (first column) with its predictions."""
    if len(gold) != len(predicted):
        raise ScoringError(f"gold has {len(gold)} sentences, predictions {len(predicted)}")
    for number, (g, p) in enumerate(zip(gold, predicted), 1):
        if [w for w, _ in g] != [w for w, _ in p]:
            raise ScoringError(f"sentence {number}: the words differ between gold and "
                               f"predictions ({' '.join(w for w, _ in g)[:60]!r})")
    return score_sentences(gold, [[n for _, n in p] for p in predicted], cased)
