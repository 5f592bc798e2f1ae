"""Shared fixtures: each normalizer is built once per test session."""

from __future__ import annotations

import os
import tempfile
from functools import cache
from pathlib import Path

import pytest

CASES = Path(__file__).parent / "cases"

# Compiled grammars go to a per-session cache unless the caller chose one.
os.environ.setdefault("TEXTNORM_CACHE", tempfile.mkdtemp(prefix="textnorm-test-cache-"))


@cache
def _normalizer(lang: str, mode: str, scheme: str | None = None):
    from textnorm import Normalizer

    return Normalizer(lang=lang, mode=mode, scheme=scheme)


@pytest.fixture(scope="session")
def normalizer():
    """normalizer(lang, mode, scheme=None) -> a shared Normalizer."""
    return _normalizer


def read_cases(path: Path) -> list:
    """`input<TAB>expected[<TAB>alternative ...]` rows as pytest params with file:line ids."""
    params = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        assert len(cols) >= 2, f"{path}:{number}: needs input<TAB>expected"
        params.append(pytest.param(cols[0], cols[1:], id=f"{path.relative_to(CASES)}:{number}"))
    return params
