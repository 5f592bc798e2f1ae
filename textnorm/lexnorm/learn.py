"""Fitting the candidate ranker with scikit-learn (a dependency) and exporting it as
plain data (ranker.py evaluates it without scikit-learn).

The examples are the candidates of held-out words (each fold's words were generated and
featurized by a model counted on the other folds, so a word's table evidence is what an unseen
sentence would get). Each learner configuration is scored by cross-validation over those
folds (fixed: the training folds taken modulo 3, so the split never depends on chance):
out-of-fold scores decide every word under each decision rule (ranker.py), each configuration
keeps its rule with the most ERR gain (TP - FP, case-insensitive), and the simplest
configuration wins unless a more complex one gains more than half a point of ERR (choose());
the decision threshold is the one that maximizes the gain on the out-of-fold scores. The
winner is then fitted on all the examples. Every fit is deterministic (boosted trees with a
fixed random_state, no early-stopping split; lbfgs logistic regression), so the same file
trains the same model.
"""

from __future__ import annotations

from typing import NamedTuple

from .features import FEATURES
from .ranker import RULES, Ranker

INSTALL_HINT = "pip install 'scikit-learn>=1.3' (a dependency of textnorm, missing here)"
_CV_FOLDS = 3
_MIN_WORDS_FOR_TREES = 200
_MARGIN = 0.005  # of the words needing normalization: what a more complex learner must add
_MIN_MARGIN = 2
# A leaf whose examples the trees already score near 0 or 1 has a near-zero hessian, and its
# Newton step would be enormous without this (a leaf worth +57 in logits turned en's "with"
# into "wait" with certainty)
_L2 = 1.0
CONFIGS = {  # simplest first: choose() keeps the first unless a later one gains more
    "logistic": {"kind": "logistic", "C": 1.0},
    "trees-small": {"kind": "trees", "max_iter": 60, "learning_rate": 0.1,
                    "max_leaf_nodes": 7, "min_samples_leaf": 40, "l2_regularization": _L2},
    "trees": {"kind": "trees", "max_iter": 150, "learning_rate": 0.1, "max_leaf_nodes": 15,
              "min_samples_leaf": 20, "l2_regularization": _L2},
}


class Group(NamedTuple):
    """One held-out word: its candidates and their features, the gold form, the fold."""
    orig: str  # lower-cased
    gold: str  # lower-cased
    norms: list[str]
    rows: list[list[float]]
    fold: int


def available() -> bool:
    try:
        import sklearn  # noqa: F401
    except ImportError:
        return False
    return True


def gain(orig: str, gold: str, pred: str) -> int:
    """A word's share of ERR's numerator: +1 for a needed change to the gold form, -1 for a
    change of a word that needed none."""
    if pred == orig:
        return 0
    if gold == orig:
        return -1
    return 1 if pred == gold else 0


def best_threshold(scored: list[tuple[float, int]]) -> tuple[float | None, int]:
    """The threshold (accept score >= t) with the largest total gain; None when none gains."""
    best, best_gain, total = None, 0, 0
    for score, g in sorted(scored, reverse=True):
        total += g
        if total > best_gain:
            best, best_gain = score, total
    return best, best_gain


def _matrix(groups: list[Group]):
    import numpy as np

    X = np.array([row for g in groups for row in g.rows], dtype=np.float64)
    y = np.array([norm == g.gold for g in groups for norm in g.norms], dtype=np.int8)
    return X, y


def _fit(config: dict, X, y):
    """A fitted scikit-learn estimator (logistic regression on standardized features, or
    boosted trees) and a function scoring a feature matrix with it."""
    import numpy as np

    if config["kind"] == "logistic":
        from sklearn.linear_model import LogisticRegression

        mean, scale = X.mean(axis=0), X.std(axis=0)
        scale[scale == 0] = 1.0
        model = LogisticRegression(C=config["C"], max_iter=1000)
        model.fit((X - mean) / scale, y)
        model.textnorm_standardize = (mean, scale)
        return model, lambda Z: model.predict_proba((Z - mean) / scale)[:, 1]
    from sklearn.ensemble import HistGradientBoostingClassifier

    options = {k: v for k, v in config.items() if k != "kind"}
    model = HistGradientBoostingClassifier(early_stopping=False, random_state=0, **options)
    model.fit(X, y)
    return model, lambda Z: model.predict_proba(np.asarray(Z))[:, 1]


def _export(model) -> dict:
    """The fitted estimator as plain data for ranker.Ranker."""
    import numpy as np

    names = list(FEATURES)
    if hasattr(model, "textnorm_standardize"):
        mean, scale = model.textnorm_standardize
        return {"kind": "logistic", "features": names, "mean": mean.tolist(),
                "scale": scale.tolist(), "coef": model.coef_[0].tolist(),
                "intercept": float(model.intercept_[0])}
    trees = []
    for (predictor,) in model._predictors:
        nodes = predictor.nodes
        trees.append({"feature": nodes["feature_idx"].tolist(),
                      "threshold": nodes["num_threshold"].tolist(),
                      "left": nodes["left"].tolist(), "right": nodes["right"].tolist(),
                      "value": nodes["value"].tolist(),
                      "leaf": nodes["is_leaf"].astype(np.int8).tolist()})
    return {"kind": "trees", "features": names,
            "baseline": float(np.ravel(model._baseline_prediction)[0]), "trees": trees}


def _decisions(scores, groups: list[Group], rule: str) -> list[tuple[float, int]]:
    """(score, gain if applied) of each word's proposed change under a decision rule
    (ranker.Ranker.choose); `scores` holds the candidates' scores in the order of the groups."""
    out, pos = [], 0
    for g in groups:
        chunk = [(float(s), norm) for s, norm in zip(scores[pos:pos + len(g.norms)], g.norms)]
        pos += len(g.norms)
        if rule == "change":
            chunk = [(s, norm) for s, norm in chunk if norm != g.orig]
        if chunk:
            score, best = max(chunk)
            if best != g.orig:
                out.append((score, gain(g.orig, g.gold, best)))
    return out


def mfr_gain(groups: list[Group]) -> int:
    """What the most frequent replacement alone gains on the same words (a baseline)."""
    total = 0
    table = FEATURES.index("from_table")
    pair = FEATURES.index("pair_log")
    for g in groups:
        best, best_count = g.orig, -1.0
        for norm, x in zip(g.norms, g.rows):
            if (x[table] or norm == g.orig) and x[pair] > best_count:
                best, best_count = norm, x[pair]
        total += gain(g.orig, g.gold, best)
    return total


def fit_ranker(groups: list[Group], configs: dict | None = None) -> tuple[Ranker | None, dict]:
    """The ranker chosen by cross-validation, fitted on all groups, and a report; None when
    there is nothing to learn from."""
    if not available():
        raise ImportError(f"the learned lexnorm ranker needs scikit-learn: {INSTALL_HINT}")
    from threadpoolctl import threadpool_limits

    if configs is None:  # too few examples to tell boosted trees from a linear model
        configs = CONFIGS if len(groups) >= _MIN_WORDS_FOR_TREES else {
            "logistic": CONFIGS["logistic"]}
    with threadpool_limits(1):  # OpenMP threads only fight each other on a shared machine
        return _fit_ranker(groups, configs)


def choose(cv: dict[str, int], need: int) -> str:
    """The learner to keep from the cross-validated gains of each "learner/rule" (CONFIGS'
    order, simplest first): each learner's best rule ("best" on a tie, the more cautious),
    then the simplest learner unless a more complex one gains more than the margin, so that
    a word or two of noise in the folds does not swap the learner."""
    best: dict[str, tuple[int, str]] = {}
    for key, total in cv.items():
        name, rule = key.split("/")
        if name not in best or total > best[name][0]:
            best[name] = (total, rule)
    margin = max(_MIN_MARGIN, _MARGIN * need)
    chosen = None
    for name in sorted(best, key=lambda n: list(CONFIGS).index(n) if n in CONFIGS else 99):
        if chosen is None or best[name][0] > best[chosen][0] + margin:
            chosen = name
    return f"{chosen}/{best[chosen][1]}"


def _fit_ranker(groups: list[Group], configs: dict) -> tuple[Ranker | None, dict]:
    groups = [g for g in groups if len(g.norms) > 1]
    if not groups:
        return None, {}
    folds = sorted({g.fold % _CV_FOLDS for g in groups})
    report: dict = {"examples": sum(len(g.norms) for g in groups), "words": len(groups),
                    "mfr": mfr_gain(groups), "cv": {}}
    X, y = _matrix(groups)
    if y.min() == y.max():  # one class only: nothing to rank
        return None, report
    part = [g.fold % _CV_FOLDS for g in groups for _ in g.norms]
    thresholds: dict[str, float | None] = {}
    for name, config in configs.items():
        scored: dict[str, list[tuple[float, int]]] = {rule: [] for rule in RULES}
        for k in folds:
            rows = [i for i, p in enumerate(part) if p != k]
            test = [g for g in groups if g.fold % _CV_FOLDS == k]
            if not rows or not test or y[rows].min() == y[rows].max():
                continue
            _, predict = _fit(config, X[rows], y[rows])
            held = predict(X[[i for i, p in enumerate(part) if p == k]])
            for rule in RULES:
                scored[rule] += _decisions(held, test, rule)
        for rule in RULES:
            threshold, total = best_threshold(scored[rule])
            report["cv"][f"{name}/{rule}"] = total
            thresholds[f"{name}/{rule}"] = threshold
    need = sum(g.gold != g.orig for g in groups)
    best_name = choose(report["cv"], need)
    name, rule = best_name.split("/")
    spec = _export(_fit(configs[name], X, y)[0])
    threshold = thresholds[best_name]
    spec["threshold"] = threshold if threshold is not None else 2.0  # never change: no gain
    spec["rule"], spec["learner"] = rule, name
    report["learner"] = best_name
    return Ranker(spec, FEATURES), report
