"""`--dist loadgroup` keeps a test's `xdist_group` on one worker (conftest.py names the group
where pytest-xdist's own naming does not reach pytest 9's node ids): a language's cases in
one mode run on one worker, which builds their grammar while the other builds another."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

pytest.importorskip("xdist")

_RAN = re.compile(r"\[(gw\d+)\].*?PASSED .*::test_case\[(\w+)/(\w+)/")


def test_a_languages_cases_in_one_mode_run_on_one_worker(tmp_path):
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "TEXTNORM_CACHE": str(tmp_path / "cache")}
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2",
         "--dist", "loadgroup", "-v", "tests/test_rule_cases.py", "-k", "[af/"],
        cwd=root, env=env, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    workers = defaultdict(set)
    for worker, lang, mode in _RAN.findall(proc.stdout):
        workers[(lang, mode)].add(worker)
    assert set(workers) == {("af", "tn"), ("af", "itn")}, proc.stdout[-3000:]
    assert all(len(ran_on) == 1 for ran_on in workers.values()), dict(workers)
