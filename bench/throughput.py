"""Throughput of textnorm against NeMo and WeTextProcessing on the same sentences.

    python bench/throughput.py DATA [--n 2000] [--mode tn] [--repeats 3] [--clock cpu]
                               [--peer-python /path/to/python] [--peers nemo,wetext]
                               [--peer-cache DIR]
    python bench/throughput.py DATA --peers "" --also-lang de fr ru   # other languages' TN

DATA: Sproat & Jaitly data (see sproat_data.py; with --mode itn their spoken side is the input)
or a plain text file, one sentence per line.

Every system is timed by one protocol, as a process a user starts with the lines on stdin:
textnorm through its CLI (`python -m textnorm normalize`), each peer through bench/peers.py in
the Python given by --peer-python (their own venv). Each system first runs once over one line
(a warm-up: textnorm fills its grammar cache, every system's files reach the page cache), then
--repeats times over 1 line and --repeats times over N lines. With the least wall time of each
(the least disturbed run on a shared machine), start-up = t(1 line) and steady-state rate =
(N-1) / (t(N lines) - t(1 line)). Peak memory is the largest RSS among the system's runs.
With --clock cpu, t is the CPU seconds (user + system) the process used instead of wall time:
on a machine shared with other jobs, that varies far less with their load. The other clock's
figures of the same runs (best of each) are printed too.

Each system runs as it would once installed and set up by a user who runs it more than once:
Python may write bytecode (pip writes it at install; PYTHONDONTWRITEBYTECODE is dropped from
the environment), textnorm's grammars and regexes are in its cache (TEXTNORM_CACHE, filled by
the warm-up), and NeMo's grammars in its cache_dir (--peer-cache, filled by NeMo's warm-up run).
Without that cache NeMo builds its grammars in every process (about a minute of CPU for English
TN), and, measured here (NeMo 1.2.0, pynini 2.1.6.post1, the first 2,000 S&J sentences), its
sentences then cost about five times the CPU they cost with the same grammars read from its cache
(English TN: median 0.13 s against 0.025-0.03 s; same state count, both arc-sorted): a run
without the cache reads NeMo at ~7-10 sentences/s, one with it at several times that.

--also-lang times textnorm in other languages on the same lines: written numbers are the same
in every language, so the number density is the same, and the rate ratio to --lang says what
the other languages' grammars cost.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from sproat_data import read, sentence_pair  # noqa: E402


def load_lines(path: str, n: int, spoken: bool = False) -> list[str]:
    """Sentence inputs of Sproat & Jaitly data (their spoken side for ITN), or the lines of a
    plain text file."""
    if path.endswith(".txt"):
        return Path(path).read_text("utf-8").splitlines()[:n]
    return [sentence_pair(s)[1 if spoken else 0] for s in read(path)][:n]


@dataclass
class Run:
    seconds: float  # wall time, or CPU time with cpu=True
    other: float  # the other clock's time of the same run
    peak_kib: int
    returncode: int
    stdout: bytes
    stderr: str


# The environment of the timed processes (see the module docstring).
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run_once(cmd: list[str], lines: list[str], cpu: bool = False) -> Run:
    """Wall time (`cpu`: CPU time), peak RSS (of this process alone) and output of `cmd` over
    `lines` on stdin."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = {name: Path(tmp) / name for name in ("in", "out", "err")}
        paths["in"].write_text("\n".join(lines) + "\n", "utf-8")
        with paths["in"].open("rb") as stdin, paths["out"].open("wb") as stdout, \
                paths["err"].open("wb") as stderr:
            start = time.perf_counter()
            proc = subprocess.Popen(cmd, stdin=stdin, stdout=stdout, stderr=stderr, env=_ENV)
            _, status, usage = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - start
        used = usage.ru_utime + usage.ru_stime
        seconds, other = (used, wall) if cpu else (wall, used)
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped by wait4 already
        return Run(seconds, other, usage.ru_maxrss, proc.returncode, paths["out"].read_bytes(),
                   paths["err"].read_text("utf-8", errors="replace"))


@dataclass
class Timing:
    lines: int
    startup: float  # best t(1 line)
    total: float  # best t(N lines)
    peak_kib: int
    last: Run  # the last N-line run (its output)
    other: tuple[float, float] = (0.0, 0.0)  # best t(1 line), t(N lines) by the other clock

    @property
    def rate(self) -> float | None:
        """Sentences per second after start-up; None when N lines took no longer than one
        (too few lines for the noise of the machine)."""
        if self.total <= self.startup:
            return None
        return (self.lines - 1) / (self.total - self.startup)

    def describe(self) -> str:
        rate = f"{self.rate:,.1f} sentences/s" if self.rate else "n/a (use more lines)"
        one, many = self.other
        other = (f"{(self.lines - 1) / (many - one):,.1f} sentences/s" if many > one
                 else "n/a")
        return (f"total {self.total:.2f}s, start-up {self.startup:.2f}s, steady {rate}, "
                f"peak RSS {self.peak_kib / 1024:.0f} MB; other clock: start-up {one:.2f}s, "
                f"steady {other}")


def time_system(cmd: list[str], lines: list[str], repeats: int, cpu: bool = False
                ) -> Timing | str:
    """The protocol of the module docstring; a string says why the system could not run."""
    runs = [run_once(cmd, lines[:1], cpu)]  # warm-up, not counted
    if runs[0].returncode:
        return (runs[0].stderr.strip().splitlines() or ["exit status " + str(runs[0].returncode)]
                )[-1]
    one = [run_once(cmd, lines[:1], cpu) for _ in range(repeats)]
    many = [run_once(cmd, lines, cpu) for _ in range(repeats)]
    for run in one + many:
        if run.returncode:
            return run.stderr.strip()[-2000:]
    return Timing(len(lines), min(r.seconds for r in one), min(r.seconds for r in many),
                  max(r.peak_kib for r in runs + one + many), many[-1],
                  (min(r.other for r in one), min(r.other for r in many)))


def _default_peer_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "textnorm-bench" / "peers"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data")
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--mode", default="tn")
    parser.add_argument("--repeats", type=int, default=3,
                        help="runs over 1 line and over N lines per system (the best counts)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="time in wall seconds, or in CPU seconds of the process")
    parser.add_argument("--peer-python", default=sys.executable,
                        help="python of an environment where the peers are installed")
    parser.add_argument("--peers", default="nemo,wetext")
    parser.add_argument("--peer-cache", default=str(_default_peer_cache()),
                        help="folder where NeMo keeps its compiled grammars ('' for none)")
    parser.add_argument("--also-lang", nargs="*", default=[],
                        help="time textnorm in these languages too (same lines)")
    args = parser.parse_args()

    lines = load_lines(args.data, args.n, spoken=args.mode == "itn")
    if len(lines) < 2:
        raise SystemExit("need at least two lines: the rate is (N-1) / (t(N) - t(1))")
    systems = {"textnorm": [sys.executable, "-m", "textnorm", "normalize",
                            "--lang", args.lang, "--mode", args.mode]}
    for lang in args.also_lang:
        systems[f"textnorm-{lang}"] = [sys.executable, "-m", "textnorm", "normalize",
                                       "--lang", lang, "--mode", args.mode]
    for peer in filter(None, args.peers.split(",")):
        systems[peer] = [args.peer_python, str(HERE / "peers.py"), peer, args.mode,
                         *([args.peer_cache] if args.peer_cache else [])]

    timings: dict[str, Timing] = {}
    print(f"{len(lines)} lines, best of {args.repeats} runs over 1 and over {len(lines)} lines"
          f" ({args.clock} time)")
    for name, cmd in systems.items():
        timing = time_system(cmd, lines, args.repeats, cpu=args.clock == "cpu")
        if isinstance(timing, str):
            if name == "textnorm":
                raise SystemExit(f"textnorm failed: {timing}")
            print(f"{name}: not available ({timing})", flush=True)
            continue
        timings[name] = timing
        print(f"{name:<9} {timing.describe()}", flush=True)
        if not name.startswith("textnorm"):
            outputs = json.loads(timing.last.stdout)["outputs"]
            failed = sum(out.startswith("<error") for out in outputs)
            if failed:
                print(f"{name}: {failed} of {len(lines)} lines raised an error", flush=True)

    ours = timings["textnorm"]
    for name, timing in timings.items():
        if name == "textnorm":
            continue
        if name.startswith("textnorm-"):
            rate = f"{timing.rate / ours.rate:,.2f}x" if ours.rate and timing.rate else "n/a"
            print(f"{name} / textnorm --lang {args.lang}: steady rate {rate}, "
                  f"start-up {timing.startup:.2f} s vs {ours.startup:.2f} s")
            continue
        rate = f"{ours.rate / timing.rate:,.2f}x" if ours.rate and timing.rate else "n/a"
        print(f"textnorm / {name}: steady rate {rate} theirs, "
              f"start-up {ours.startup / max(timing.startup, 1e-9):,.2f}x theirs")


if __name__ == "__main__":
    main()
