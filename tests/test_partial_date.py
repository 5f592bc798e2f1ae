"""DATE without its day or its year (config date@ym, date@md; date.py): each fast path equals
its transducer, on dates and on spans that are none; a year alone with its mark (config
year_marks) too."""

from __future__ import annotations

import random

import pytest

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import date
from textnorm.grammars.numbers.language import Language

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


@pytest.mark.parametrize(("lang", "spans"), [
    ("lt", ["2024 m.", "1100\u00a0m.", "2099 m.", "1990 m.", "2024 m", "2024m."]),
    ("ur", ["۱۹۴۷ء", "2001ء", "2001"]),
])
def test_year_mark_fast_path_equals_transducer(lang, spans):
    module = date.years_tn(Language(lang))
    fast = module.FAST_PATHS["DATE@year-mark"]
    fst = GrammarSet(module.TRANSDUCERS).get("DATE@year-mark")
    read = [span for span in spans if fast(span) is not None]
    assert all(fast(span) == apply(fst, span) for span in spans)
    assert len(read) >= 2
