"""Full-width Latin letters (fullwidth.py, config tn_fullwidth_letters): the fast path equals
the transducer, and a language without the key leaves them as they are."""

from __future__ import annotations

import random

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import fullwidth

SEED = 20261203


def test_fast_path_equals_transducer(normalizer):
    processor = normalizer("zh", "tn").processor
    fast = processor._fast_paths[fullwidth.CLASS]
    fst = GrammarSet(processor._builders).get(fullwidth.CLASS)
    letters = list(fullwidth._LETTERS)
    rng = random.Random(SEED)
    spans = letters + ["".join(rng.choices(letters, k=rng.randrange(2, 12))) for _ in range(40)]
    for span in spans:
        assert fast(span) == apply(fst, span), span
        assert fast(span).isascii() and fast(span).isalpha()


def test_off_by_default(normalizer):
    assert normalizer("ja", "tn").normalize("新しいＩＰＨＯＮＥ") == "新しいＩＰＨＯＮＥ"
