"""agreement.py: a cardinal in the form its context asks for (counted_words.tsv, config
`cardinal_after@<form>`): each fast path reads exactly what its transducer reads (lt; two rules
in the default run, every rule in the slow run), and refuses a number of another category."""

from __future__ import annotations

import pytest

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import agreement
from textnorm.grammars.numbers.language import Language

_SPANS = ["0", "1", "2", "5", "11", "15", "21", "22", "100", "125", "1001", "2024", "12 345",
          "-3", "-21", "1 000 000", "2 500"]
_DEFAULT = ("CARDINAL@collective-instrumental/few", "CARDINAL@after-genitive")


def _rules():
    module = agreement.tn(Language("lt"))
    return module, [rule.fst for rule in module.RULES]


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=[] if name in _DEFAULT else [pytest.mark.slow])
    for name in _rules()[1]])
def test_fast_path_equals_transducer(name):
    module, _ = _rules()
    fst = GrammarSet(module.TRANSDUCERS).get(name)
    fast = module.FAST_PATHS[name]
    read = [span for span in _SPANS if fast(span) is not None]
    assert read
    for span in _SPANS:
        assert fast(span) == apply(fst, span), (name, span)


def test_the_category_decides():
    module, _ = _rules()
    few = module.FAST_PATHS["CARDINAL@collective-instrumental/few"]
    assert few("5") == "penkeriais"
    assert few("125") == "šimtu dvidešimt penkeriais"
    assert few("15") is None and few("21") is None  # (many, one: other rows)
    year = module.FAST_PATHS["CARDINAL@ordinal-plural-locative/20xx"]
    assert year("2024") == "du tūkstančiai dvidešimt ketvirtaisiais"
    assert year("1990") is None
