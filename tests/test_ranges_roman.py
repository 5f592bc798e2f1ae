"""RANGE (a range's sign read as a word), DATE's weekdays in parentheses and ROMAN numerals after
counting words (ranges.py, roman.py): each fast path equals its transducer, and the rules read
only where their context says so."""

from __future__ import annotations

import random

import pytest

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import ranges, roman
from textnorm.grammars.numbers.language import Language
from textnorm.grammars.universal.roman import to_roman

SEED = 20261202


def _module_pairs(module) -> list[tuple[str, object, object]]:
    grammars = GrammarSet(module.TRANSDUCERS)
    return [(name, fast, grammars.get(name)) for name, fast in module.FAST_PATHS.items()]


@pytest.mark.parametrize("lang", ["ja", "vi"])
def test_range_sign_fast_path_equals_transducer(lang):
    language = Language(lang)
    signs = language.setting("range_signs").split()
    pairs = _module_pairs(ranges.tn(language))
    assert len(pairs) == 2
    for name, fast, fst in pairs:
        for span in [*signs, "+", "--", "a"]:
            assert fast(span) == apply(fst, span), (name, span)
        assert fast(signs[0]).strip() == language.setting("range")


def test_weekdays_fast_path_equals_transducer():
    language = Language("ja")
    [(name, fast, fst)] = _module_pairs(ranges.weekdays_tn(language))
    days = "月火水木金土日"
    rng = random.Random(SEED)
    spans = [f"({d})" for d in days]
    spans += [f"({rng.choice(days)}{rng.choice('・〜')}{rng.choice(days)})" for _ in range(30)]
    spans += ["()", "(月・)", "(月月)", "(x)"]
    for span in spans:
        assert fast(span) == apply(fst, span), span
    assert fast("(月〜金)") == "月曜日から金曜日"
    assert fast("(土・日)") == "土曜日日曜日"
    assert fast("(月曜日)") == "月曜日"


def test_languages_without_the_data_have_no_rules():
    for lang in ("pt", "de"):
        language = Language(lang)
        for module in (ranges.tn(language), ranges.weekdays_tn(language), roman.tn(language)):
            assert module.RULES == []


def test_roman_fast_path_equals_transducer():
    language = Language("vi")
    module = roman.tn(language)
    [(name, fast, fst)] = _module_pairs(module)
    rng = random.Random(SEED)
    numbers = [1, 4, 9, 14, 40, 90, 400, 900, 1999, 3999] + rng.sample(range(1, 4000), 60)
    for n in numbers:
        for numeral in (to_roman(n), to_roman(n).lower()):
            assert fast(numeral) == apply(fst, numeral) == language.say(str(n)), numeral
    for bad in ("IIII", "VX", "Ix", "ABC"):
        assert fast(bad) is None and apply(fst, bad) is None, bad
    assert "xiv" in module.LOWERCASE_STARTS  # (plain lower-case words start a rule here)
