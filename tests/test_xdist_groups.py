"""`--dist loadgroup` keeps the tests of an `xdist_group` on one worker (conftest.py names the
group where pytest-xdist's own naming does not reach pytest 9's node ids): each language's
cases in one mode (test_rule_cases.py) run on one worker, which builds their grammar while the
other builds another, and test_lexicons.py's recording runs once (before English's TN cases,
in their group: it builds the grammars they read)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("xdist")

_RAN = re.compile(r"^\[(gw\d+)\].*? PASSED (.+?) *$", re.MULTILINE)


def test_a_groups_tests_run_on_one_worker(tmp_path):
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "TEXTNORM_CACHE": str(tmp_path / "cache")}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2",
         "--dist", "loadgroup", "-v", "tests/test_lexicons.py", "-k", "malformed or comments"],
        cwd=root, env=env, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    ran = _RAN.findall(proc.stdout)
    assert len(ran) == 6, proc.stdout[-3000:]
    assert all(nodeid.endswith("@cases-en-tn") for _, nodeid in ran), ran
    assert len({worker for worker, _ in ran}) == 1, ran
