"""First-build time of each language's grammars: `textnorm build` with an empty cache.

Each (language, mode) builds in a child process with a fresh temporary cache (removed after),
one at a time, and the table gives the wall time and the CPU seconds (user + sys) of the child.
On a shared machine wall time is noisy; CPU seconds are the figure to compare.

    PYTHONPATH=$PWD python bench/build_time.py --langs ru de --modes tn itn

`--by-transducer N` builds each (language, mode) once more, in a child that times every
transducer, and lists the N that took most CPU seconds of their own (without the transducers
they read, which are listed apart): which class to attack.
"""

from __future__ import annotations

import argparse
import json
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


def own_times(lang: str, mode: str) -> dict[str, float]:
    """In this process: transducer name -> CPU seconds of its own building (first build)."""
    from textnorm.grammars import base
    from textnorm.normalizer import Normalizer

    times: dict[str, float] = {}
    inner: list[float] = []  # (the time of the transducers read, per level)
    get = base.GrammarSet.get

    def timed(self, name):
        if name in self._built:
            return self._built[name]
        start = time.process_time()
        inner.append(0.0)
        try:
            return get(self, name)
        finally:
            took = time.process_time() - start
            times[name] = times.get(name, 0.0) + took - inner.pop()
            if inner:
                inner[-1] += took

    base.GrammarSet.get = timed
    transducers = getattr(Normalizer(lang=lang, mode=mode).processor, "transducers", None)
    if transducers is not None:
        transducers()
    return times


def by_transducer(lang: str, mode: str) -> dict[str, float]:
    """own_times in a child with a fresh temporary cache."""
    cache = tempfile.mkdtemp(prefix=f"textnorm-build-{lang}-{mode}-")
    try:
        done = subprocess.run([sys.executable, __file__, "--own-times", lang, mode],
                              env={**os.environ, "TEXTNORM_CACHE": cache},
                              capture_output=True, text=True)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    if done.returncode:
        print(done.stderr.strip().splitlines()[-1:] or "", file=sys.stderr)
        return {}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", nargs="+", help="language codes (required)")
    parser.add_argument("--modes", nargs="+", default=["tn", "itn"], help="modes (tn itn)")
    parser.add_argument("--by-transducer", type=int, default=0, metavar="N",
                        help="also list the N transducers that took most CPU seconds")
    parser.add_argument("--own-times", nargs=2, metavar=("LANG", "MODE"),
                        help=argparse.SUPPRESS)  # (the child of --by-transducer)
    args = parser.parse_args(argv)
    if args.own_times:
        print(json.dumps(own_times(*args.own_times)))
        return 0
    if not args.langs:
        parser.error("the following arguments are required: --langs")
    print(f"{'lang':<6} {'mode':<5} {'wall s':>8} {'cpu s':>8}", flush=True)
    failed = 0
    for lang in args.langs:
        for mode in args.modes:
            wall, cpu, status = measure(lang, mode)
            note = "" if status == 0 else f"  (failed: exit {status})"
            failed += status != 0
            print(f"{lang:<6} {mode:<5} {wall:8.1f} {cpu:8.1f}{note}", flush=True)
            if args.by_transducer and status == 0:
                own = sorted(by_transducer(lang, mode).items(), key=lambda x: -x[1])
                for name, seconds in own[:args.by_transducer]:
                    print(f"{'':<12} {seconds:8.1f} {name}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
