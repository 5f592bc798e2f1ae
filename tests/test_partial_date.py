"""DATE without its day or its year (config date@ym, date@md; date.py): each fast path equals
its transducer, on dates and on spans that are none."""

from __future__ import annotations

import random

import pytest

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet

SEED = 20261202


@pytest.mark.parametrize("lang", ["zh", "ja"])
def test_partial_date_fast_paths_equal_transducers(normalizer, lang):
    processor = normalizer(lang, "tn").processor
    grammars = GrammarSet(processor._builders)
    rng = random.Random(SEED)
    spans = ["13/01", "2008/8", "00-12", "1/2", "2008.13"]
    for _ in range(40):
        y, m, d = rng.randrange(1000, 3000), rng.randrange(1, 13), rng.randrange(1, 32)
        sep = rng.choice("/.-")
        spans += [f"{y}{sep}{m:02d}", f"{m:02d}{sep}{y}", f"{m:02d}{sep}{d:02d}",
                  f"{m}{sep}{d}"]  # (one digit: ja date_md_ranges)
    read = 0
    for name in ("DATE@ym", "DATE@md"):
        fast, fst = processor._fast_paths[name], grammars.get(name)
        for span in spans:
            assert fast(span) == apply(fst, span), (lang, name, span)
            read += fast(span) is not None
    assert read >= 80
