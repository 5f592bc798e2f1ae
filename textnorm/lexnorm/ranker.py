"""The learned candidate ranker as plain data: a logistic regression (standardized features,
coefficients, intercept) or boosted regression trees (node arrays), both read from JSON and
evaluated in pure Python, so a model directory never runs a pickle and needs no scikit-learn.

For one word, every candidate gets a score (the probability that it is the gold form). Rule
"best": the best candidate replaces the word when it is not the word itself and its score
reaches `threshold`; rule "change": the best candidate other than the word does when its score
reaches `threshold` (the word's own score takes no part). Training picks the rule and tunes the
threshold for MultiLexNorm's ERR on held-out folds.
"""

from __future__ import annotations

import math

KINDS = ("logistic", "trees")
RULES = ("best", "change")


class RankerFormatError(ValueError):
    """ranker.json does not describe a ranker this textnorm evaluates."""


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


class Ranker:
    def __init__(self, spec: dict, features: tuple[str, ...]):
        if not isinstance(spec, dict) or spec.get("kind") not in KINDS:
            raise RankerFormatError(f"unknown ranker kind {spec.get('kind')!r}"
                                    if isinstance(spec, dict) else "ranker is not an object")
        if list(spec.get("features", ())) != list(features):
            raise RankerFormatError("the ranker was trained on other features than this "
                                    "textnorm computes; retrain the model")
        self.spec = spec
        self.kind = spec["kind"]
        self.threshold = float(spec.get("threshold", 0.5))
        self.rule = spec.get("rule", "best")
        if self.rule not in RULES:
            raise RankerFormatError(f"unknown decision rule {self.rule!r}")
        try:
            if self.kind == "logistic":
                self._mean = [float(v) for v in spec["mean"]]
                self._scale = [float(v) or 1.0 for v in spec["scale"]]
                self._coef = [float(v) for v in spec["coef"]]
                self._intercept = float(spec["intercept"])
                if not len(self._mean) == len(self._scale) == len(self._coef) == len(features):
                    raise RankerFormatError("coefficients do not match the features")
            else:
                self._baseline = float(spec["baseline"])
                self._trees = [(tuple(t["feature"]), tuple(map(float, t["threshold"])),
                                tuple(t["left"]), tuple(t["right"]),
                                tuple(map(float, t["value"])), tuple(map(bool, t["leaf"])))
                               for t in spec["trees"]]
        except (KeyError, TypeError, ValueError) as error:
            raise RankerFormatError(f"malformed {self.kind} ranker: {error}") from None

    def score(self, x: list[float]) -> float:
        if self.kind == "logistic":
            z = self._intercept + sum(c * (v - m) / s for c, v, m, s in
                                      zip(self._coef, x, self._mean, self._scale))
            return _sigmoid(z)
        z = self._baseline
        for feature, threshold, left, right, value, leaf in self._trees:
            node = 0
            while not leaf[node]:
                node = left[node] if x[feature[node]] <= threshold[node] else right[node]
            z += value[node]
        return _sigmoid(z)

    def choose(self, word: str, rows: list[tuple[str, list[float]]]) -> tuple[str, float]:
        """The best candidate (rule "change": other than the word) and its score."""
        best, best_score = word, -1.0
        for norm, x in rows:
            if norm == word and self.rule == "change":
                continue
            s = self.score(x)
            if s > best_score:
                best, best_score = norm, s
        return best, best_score

    def decide(self, word: str, rows: list[tuple[str, list[float]]]) -> str | None:
        """The replacement for the word, or None to keep it."""
        best, score = self.choose(word, rows)
        return best if best != word and score >= self.threshold else None
