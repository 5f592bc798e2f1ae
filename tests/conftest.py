"""Shared fixtures: each normalizer is built once per test session."""

from __future__ import annotations

import os
import re
import tempfile
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from textnorm import cache as textnorm_cache

CASES = Path(__file__).parent / "cases"

# Compiled grammars go to a per-session cache unless the caller chose one; the workers of one
# pytest-xdist run share theirs (the cache's build lock makes each grammar compile once).
_RUN = os.environ.get("PYTEST_XDIST_TESTRUNUID")
os.environ.setdefault("TEXTNORM_CACHE",
                      os.path.join(tempfile.gettempdir(), f"textnorm-test-cache-{_RUN}") if _RUN
                      else tempfile.mkdtemp(prefix="textnorm-test-cache-"))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """`--dist loadgroup` under pytest 9: pytest-xdist (3.8) names a test's `xdist_group` in
    its node id by setting `item._nodeid`, which pytest 9 no longer reads (its node ids are
    `item._id`), so every test was its own group: two workers met the same grammar at once
    and one waited while the other built it, and each ran a module's fixtures. The worker
    names the group here as xdist would."""
    if not config.getoption("loadgroup", False):  # (set on xdist workers)
        return
    for item in items:
        names = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                        for mark in item.iter_markers("xdist_group")})
        if not names or item.nodeid.rfind("@") > item.nodeid.rfind("]"):
            continue  # no group, or xdist named it
        grouped = f"{item.nodeid}@{'_'.join(names)}"
        node_id = getattr(item, "_id", None)
        if node_id is None:
            item._nodeid = grouped
        else:
            item._id = type(node_id).parse(grouped)


# The languages whose ITN grammar takes longest to build (first build, CPU s, session 46:
# `bench/build_time.py --langs ar ru mk pl cs --modes itn`: ar 70, ru 53, mk 32, pl 29, cs 24;
# the next, rw, 19). The tests that build one run in the slow run only (mark them `slow_itn`),
# so that the default run, CI's and the README's, stays near ten minutes on two cores; their
# TN, and every other language's ITN, stay in it. `pytest -k "ar/itn"` (no -m) runs them all.
SLOW_ITN = frozenset({"ar", "ru", "mk", "pl", "cs"})


def slow_itn(lang: str) -> list:
    """The marks of a test that builds `lang`'s ITN grammar (slow for SLOW_ITN)."""
    return [pytest.mark.slow] if lang in SLOW_ITN else []


# Whether the running test is marked slow: a test that is not may not build (or load) the ITN
# grammar of a SLOW_ITN language (_checked_load_or_build), in its fixtures either
_RUNNING_SLOW = [False]


def pytest_runtest_setup(item):
    _RUNNING_SLOW[0] = item.get_closest_marker("slow") is not None


def _checked_load_or_build(name: str, *args, **kwargs):
    lang, _, mode = name.partition("@")[0].partition("-")
    if mode == "itn" and lang in SLOW_ITN and not _RUNNING_SLOW[0]:
        pytest.fail(f"{lang}'s ITN grammar is built in the slow run only (conftest.SLOW_ITN): "
                    f"mark the test slow_itn({lang!r})", pytrace=False)
    return _load_or_build(name, *args, **kwargs)


_load_or_build = textnorm_cache.load_or_build
textnorm_cache.load_or_build = _checked_load_or_build


@cache
def _normalizer(lang: str, mode: str, scheme: str | None = None):
    from textnorm import Normalizer

    return Normalizer(lang=lang, mode=mode, scheme=scheme)


def outside_spans(text: str, result) -> tuple[list[str], list[str]]:
    """The pieces of the input between rewritten spans, and the pieces of the output between
    their readings: equal when no text was lost or altered outside the spans."""
    return result.outside_spans(text)


def check_text_outside_spans_kept(normalizer, texts, max_examples: int, *,
                                  same_as: Callable[[str], str] | None = None,
                                  min_with_spans: float = 0.0,
                                  whitespace_runs: bool = False) -> None:
    """Draws texts from the strategy `texts`: the spans are in order and inside both texts,
    outside them the output keeps the input unchanged (`whitespace_runs`: apart from
    whitespace runs, see Result.alignment_errors), no new line appears, the text is what
    `normalize` gives, and (with `same_as`) it equals `same_as(text)`. At least
    `min_with_spans` of the draws must rewrite something, so that the property is not met
    vacuously."""
    from hypothesis import given, settings

    with_spans = []

    def outside_spans(text, result):
        # compared below with no errors; the test's source stays as it was, since hypothesis
        # derives its derandomized draws (and so callers' min_with_spans) from it
        return result.alignment_errors(text, whitespace_runs), []

    @settings(max_examples=max_examples, deadline=None, derandomize=True)
    @given(texts)
    def outside_spans_unchanged(text):
        result = normalizer.normalize_with_alignment(text)
        with_spans.append(bool(result.spans))
        assert "\n" not in result.text
        assert result.text == normalizer.normalize(text)
        if same_as is not None:
            assert result.text == same_as(text)
        source, output = outside_spans(text, result)
        assert source == output

    outside_spans_unchanged()
    assert sum(with_spans) >= min_with_spans * len(with_spans), (sum(with_spans),
                                                                 len(with_spans))


def case_inputs(pattern: str) -> list[str]:
    """The distinct inputs of the case files matching `pattern` (e.g. "en/tn/*.tsv")."""
    return sorted({p.values[0] for path in CASES.glob(pattern) for p in read_cases(path)})


@cache
def script_normalizer(lang: str, kind: str | None = None):
    """The script-mode normalizer a case-file kind names: a scheme, `from_<src>` (typed with a
    neighbouring language's keyboard), or None / `wellformed` / `graphemes` (default scheme)."""
    from textnorm import Normalizer

    if kind and kind.startswith("from_"):
        return Normalizer(lang=lang, mode="script", from_lang=kind[len("from_"):])
    if kind in (None, "wellformed", "graphemes"):
        return Normalizer(lang=lang, mode="script")
    return Normalizer(lang=lang, mode="script", scheme=kind)


@cache
def en_tn_transducers() -> dict:
    """English TN's compiled transducers by name (through the grammar cache)."""
    return _normalizer("en", "tn").processor.transducers()


@pytest.fixture(scope="session")
def normalizer():
    """normalizer(lang, mode, scheme=None) -> a shared Normalizer."""
    return _normalizer


_NAMED = {"ZWJ": "\u200d", "ZWNJ": "\u200c", "ZWS": "\u200b", "ZWSP": "\u200b"}
_PLACEHOLDER = re.compile(r"\{(ZWJ|ZWNJ|ZWSP|ZWS|U\+[0-9A-Fa-f]{4,6})\}")


def unescape(text: str) -> str:
    """{ZWJ}, {ZWNJ}, {ZWS}/{ZWSP} and {U+XXXX} stand for code points that are invisible or not
    NFC as text in a case file."""
    return _PLACEHOLDER.sub(lambda m: _NAMED.get(m.group(1)) or chr(int(m.group(1)[2:], 16)), text)


def read_cases(path: Path) -> list:
    """`input<TAB>expected[<TAB>alternative ...]` rows as pytest params with file:line ids;
    placeholders are unescaped (see `unescape`)."""
    params = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = [unescape(col) for col in line.split("\t")]
        assert len(cols) >= 2, f"{path}:{number}: needs input<TAB>expected"
        params.append(pytest.param(cols[0], cols[1:], id=f"{path.relative_to(CASES)}:{number}"))
    return params


def assert_fast_path_is_transducer(module, name: str, spans, grammars=None
                                   ) -> dict[str, str | None]:
    """Asserts that a class module's fast path `name` reads each span as its transducer does;
    -> span: the fast path's reading (None where it reads none). `grammars`: a GrammarSet of
    the module's transducers, for a caller that checks several that share parts."""
    from textnorm.fst import apply
    from textnorm.grammars.base import GrammarSet

    grammars = grammars or GrammarSet(module.TRANSDUCERS)
    fst, fast = grammars.get(name), module.FAST_PATHS[name]
    said = {span: fast(span) for span in spans}
    for span, reading in said.items():
        assert reading == apply(fst, span), (name, span)
    return said


def fast_path_vs_fst(fsa, fast: Callable[[str], str | None], shapes, settings) -> Counter:
    """Hypothesis property under `settings`: the fast path reads every drawn span as the
    transducer does (both None where it rejects). Returns how many draws the transducer
    accepted and rejected, so a caller can check that the draws reach what they aim at."""
    from hypothesis import given

    from textnorm import fst

    counts: Counter = Counter()

    @settings
    @given(span=shapes)
    def fast_equals_fst(span):
        expected = fst.apply(fsa, span)
        counts["accepted" if expected is not None else "rejected"] += 1
        assert fast(span) == expected, span

    fast_equals_fst()
    return counts
