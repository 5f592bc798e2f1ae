"""Data-driven TN/ITN cases: tests/cases/<lang>/<tn|itn>/<CLASS>.tsv,
input<TAB>expected[<TAB>alternative]."""

from __future__ import annotations

import pytest
from conftest import CASES, read_cases

_PARAMS = [
    pytest.param(path.parts[-3], path.parts[-2], *p.values, id=p.id)
    for mode in ("tn", "itn")
    for path in sorted(CASES.glob(f"*/{mode}/*.tsv"))
    for p in read_cases(path)
]


@pytest.mark.parametrize(("lang", "mode", "text", "expected"), _PARAMS)
def test_case(normalizer, lang, mode, text, expected):
    assert normalizer(lang, mode).normalize(text) in expected
