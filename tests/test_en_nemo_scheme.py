"""The `nemo` scheme of English TN: the default scheme is untouched by its existence, and its
fast paths equal its transducers (the readings themselves are in tests/cases/en/tn/*@nemo.tsv)."""

from __future__ import annotations

import random

import pytest

from textnorm import Normalizer, fst, registry
from textnorm.engine import import_modules
from textnorm.grammars.en.tn import _CLASS_MODULES, EnglishTN, nemo


def test_registry_lists_kestrel_first_then_nemo() -> None:
    spec = registry.lookup("en", "tn")
    assert spec.schemes == ("kestrel", "nemo")
    assert Normalizer("en", "tn").scheme == "kestrel"


def test_default_scheme_is_the_plain_grammar() -> None:
    """scheme None and "kestrel" build the same engine as the class modules alone: same cache
    entry, same rules, the modules' own transducer builders and fast paths."""
    modules = import_modules("textnorm.grammars.en.tn", _CLASS_MODULES)
    builders = {k: v for m in modules for k, v in m.TRANSDUCERS.items()}
    fast = {k: v for m in modules for k, v in getattr(m, "FAST_PATHS", {}).items()}
    rules = [rule for m in modules for rule in m.RULES]
    for engine in (EnglishTN(), EnglishTN(scheme="kestrel")):
        assert engine.grammar_name == "en-tn"
        assert engine.rules == rules
        assert engine._builders == builders
        assert engine._fast_paths == fast


def test_nemo_scheme_has_its_own_grammar_and_no_default_fast_paths() -> None:
    engine = EnglishTN(scheme="nemo")
    assert engine.grammar_name == "en-tn-nemo"
    assert engine._fast_paths == nemo.FAST_PATHS
    assert all(engine._builders[name] is builder for name, builder in nemo.OVERRIDES.items())


def test_unknown_scheme_is_an_error() -> None:
    with pytest.raises(ValueError, match="nemo"):
        EnglishTN(scheme="nope")


def _numbers() -> list[str]:
    rng = random.Random(13)
    spans = [str(n) for n in range(0, 1200)]
    spans += [str(rng.randrange(10 ** rng.randint(1, 21))) for _ in range(600)]
    spans += ["1000012", "5012", "1000000112", "4000000001", "0", "007", "12a", ""]
    return spans


def test_nemo_number_fast_paths_equal_their_transducers(normalizer) -> None:
    # the grammar the nemo case files compile (and cache): not built a second time
    transducers = normalizer("en", "tn", "nemo").processor.transducers()
    for name, fast in nemo.FAST_PATHS.items():
        transducer = transducers[name]
        for span in _numbers() + ["-" + s for s in _numbers()[:50]] + ["12,345", "1,23"]:
            assert fast(span) == fst.apply(transducer, span), (name, span)
