"""The transducer of Ethiopic numerals (grammars/numbers/ethiopic.py, CARDINAL's rules where
config `ethiopic_numerals yes`) writes the value textnorm.script.geez_numerals parses, and
takes no run that parse rejects (the fast path and the transducer agree)."""

from __future__ import annotations

import pynini
import pytest

from textnorm.grammars.numbers.ethiopic import _LIMIT, _to_digits
from textnorm.script import geez_numerals

_VALUES = [*range(1, 1200), 9_999, 10_000, 10_001, 12_345, 99_999, 100_000, 1_000_000,
           1_234_567, 20_162_016, 99_999_999]


def _written(text: str) -> str | None:
    lattice = pynini.compose(pynini.escape(text), _to_digits())
    if lattice.start() == pynini.NO_STATE_ID:
        return None
    return pynini.shortestpath(lattice).project("output").rmepsilon().string()


def test_transducer_writes_the_value():
    for value in _VALUES:
        numerals = geez_numerals.format_number(value)
        assert geez_numerals.parse(numerals) == value
        assert _written(numerals) == str(value), numerals


@pytest.mark.parametrize("text", ["፲፲", "፪፲", "፩፩", "፻፻", "፲፪፻፻"])
def test_ill_formed_runs_are_no_number(text):
    assert geez_numerals.parse(text) is None
    assert _written(text) is None


def test_above_the_limit_is_no_number():
    """፼፼ (10**8) parses, but neither the transducer nor the fast path reads it."""
    assert geez_numerals.parse("፼፼") == 10**8
    assert _written("፼፼") is None
    assert _LIMIT == 10**8
