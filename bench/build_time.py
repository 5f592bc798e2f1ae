"""First-build time of each language's grammars: `textnorm build` with an empty cache.

Each (language, mode) builds in a child process with a fresh temporary cache (removed after),
one at a time, and the table gives the wall time and the CPU seconds (user + sys) of the child.
On a shared machine wall time is noisy; CPU seconds are the figure to compare.

    PYTHONPATH=$PWD python bench/build_time.py --langs ru de --modes tn itn
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def measure(lang: str, mode: str) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, exit status) of one first build."""
    cache = tempfile.mkdtemp(prefix=f"textnorm-build-{lang}-{mode}-")
    env = {**os.environ, "TEXTNORM_CACHE": cache}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "textnorm.cli.main", "build", "--lang", lang, "--mode", mode],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    finally:
        wall = time.perf_counter() - start
        shutil.rmtree(cache, ignore_errors=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode:
        print(done.stderr.strip().splitlines()[-1:] or "", file=sys.stderr)
    return wall, cpu, done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", nargs="+", required=True, help="language codes")
    parser.add_argument("--modes", nargs="+", default=["tn", "itn"], help="modes (tn itn)")
    args = parser.parse_args(argv)
    print(f"{'lang':<6} {'mode':<5} {'wall s':>8} {'cpu s':>8}", flush=True)
    failed = 0
    for lang in args.langs:
        for mode in args.modes:
            wall, cpu, status = measure(lang, mode)
            note = "" if status == 0 else f"  (failed: exit {status})"
            failed += status != 0
            print(f"{lang:<6} {mode:<5} {wall:8.1f} {cpu:8.1f}{note}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
