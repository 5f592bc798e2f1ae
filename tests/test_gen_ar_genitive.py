"""scripts/gen_ar_genitive.py reproduces the genitive blocks committed at the end of ar's
cardinal.tsv and scales.tsv (a nominative row edited by hand needs its genitive written anew),
and those blocks read the genitive where the nominative has a ten or a dual only."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from textnorm.grammars.numbers import data as number_data
from textnorm.grammars.numbers.reader import read

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location(
    "gen_ar_genitive", ROOT / "scripts" / "gen_ar_genitive.py")
gen = importlib.util.module_from_spec(_spec)
sys.modules["gen_ar_genitive"] = gen
_spec.loader.exec_module(gen)


@pytest.mark.parametrize("name", sorted(gen.FILES))
def test_generator_reproduces_the_committed_block(name):
    assert gen.render(name) == (gen.NUMBERS / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(("digits", "genitive"), [
    ("5", "خمسة"), ("2", "اثنين"), ("12", "اثني عشر"), ("90", "تسعين"),
    ("1990", "ألف وتسع مئة وتسعين"), ("2020", "ألفين وعشرين"), ("200000", "مئتي ألف"),
    ("20000", "عشرين ألفًا"), ("102000", "مئة ألف وألفين"), ("2000000", "مليونين"),
    ("3000000", "ثلاثة ملايين")])
def test_the_genitive_differs_in_the_tens_and_the_duals_only(digits, genitive):
    data = number_data.load("ar")
    assert read(data, digits, "genitive") == genitive
    assert gen.genitive_words(read(data, digits)) == genitive
