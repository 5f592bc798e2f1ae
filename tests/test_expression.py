"""MATH (expression.py): the fast path equals the transducer on random expressions, and the rule
leaves what is no expression (dates, fractions, a lone minus) to the other classes."""

from __future__ import annotations

import random

import pytest

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import expression

SEED = 20261202


def _expressions(signs: list[str], rng: random.Random) -> list[str]:
    out = []
    for _ in range(60):
        parts = [str(rng.randrange(0, 5000))]
        for _ in range(rng.randrange(1, 4)):
            space = rng.choice(["", " "])
            number = rng.choice(["", "-"]) + str(rng.randrange(0, 300))
            if rng.random() < 0.3:
                number += f".{rng.randrange(1, 99)}"
            if rng.random() < 0.15:  # (a percentage is an operand too: 3+5%)
                number += rng.choice(["%", " %"])
            parts += [space + rng.choice(signs) + space, number]
        out.append("".join(parts))
    lead = [s for s in signs if s not in "-"]
    out += [rng.choice(lead) + str(rng.randrange(0, 100)) for _ in range(10)]
    return out


@pytest.mark.parametrize("lang", ["zh", "ja", "es"])
def test_math_fast_path_equals_transducer(normalizer, lang):
    processor = normalizer(lang, "tn").processor
    signs = list(expression._signs(processor.language))
    fast, fst = processor._fast_paths["MATH"], GrammarSet(processor._builders).get("MATH")
    read = 0
    for span in [*_expressions(signs, random.Random(SEED)), "1+", "+", "1++2"]:
        assert fast(span) == apply(fst, span), (lang, span)
        read += fast(span) is not None
    assert read >= 40  # (most draws are read: the comparison is not vacuous; es reads fewer,
    # its decimal mark is a comma)


@pytest.mark.parametrize(("lang", "text", "expected"), [
    ("zh", "2019/3/1", "二零一九年三月一日"),
    ("zh", "-7", "负七"),
    ("zh", "1/4", "四分之一"),
    ("ja", "-1/4", "マイナス四分の一"),
    # a colon before a lone number is a label's, no ratio's; a range of percentages a range
    ("zh", "时间:12:30", "时间:十二点三十分"),
    ("ja", "時間:12:30", "時間:十二時三十分"),
    ("ja", "増加10-15%", "増加十から十五パーセント"),
])
def test_math_leaves_other_classes_alone(normalizer, lang, text, expected):
    assert normalizer(lang, "tn").normalize(text) == expected


def test_score_fast_path_equals_transducer(normalizer):
    """Config tn_score (ja `-=対`): the score's fast path equals its transducer."""
    processor = normalizer("ja", "tn").processor
    fast, fst = (processor._fast_paths["MATH@score"],
                 GrammarSet(processor._builders).get("MATH@score"))
    rng = random.Random(SEED)
    for span in [f"{rng.randrange(0, 200)}-{rng.randrange(0, 200)}" for _ in range(40)]:
        assert fast(span) == apply(fst, span) is not None, span


@pytest.mark.parametrize("lang", ["zh", "ja"])
def test_ratio_fast_path_equals_transducer(normalizer, lang):
    """Config tn_ratio_words: the ratio's fast path equals its transducer."""
    processor = normalizer(lang, "tn").processor
    fast, fst = (processor._fast_paths["MATH@ratio"],
                 GrammarSet(processor._builders).get("MATH@ratio"))
    rng = random.Random(SEED)
    for span in [f"{rng.randrange(0, 200)}:{rng.randrange(0, 200)}" for _ in range(40)]:
        assert fast(span) == apply(fst, span) is not None, span
