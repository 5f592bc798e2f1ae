"""Throughput of `textnorm normalize` against NeMo and WeTextProcessing on the same sentences.

    python bench/throughput.py DATA [--n 2000] [--mode tn] [--peer-python /path/to/python]

DATA: Sproat & Jaitly data (see sproat_data.py; with --mode itn their spoken side is the input)
or a plain text file, one sentence per line.
textnorm is timed as a user runs it, through the CLI: steady-state rate
(N-1) / (t(N lines) - t(1 line)), start-up = t(1 line) with a warm cache, and peak memory (RSS)
of the process. Peers run in-process in the Python given by --peer-python (their own venv) and
are timed over the same lines after construction. Ratios are printed at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
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


def time_cli(lines: list[str], args: list[str]) -> tuple[float, int]:
    """Seconds and peak RSS (KiB, the largest of all children so far) of one
    `textnorm normalize` run over `lines`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    cmd = [sys.executable, "-m", "textnorm", "normalize", *args, f.name]
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        proc = subprocess.run(cmd, stdout=sink, stderr=subprocess.PIPE, check=False)
    seconds = time.perf_counter() - start
    os.unlink(f.name)
    if proc.returncode:
        raise SystemExit(f"textnorm failed: {proc.stderr.decode()[-2000:]}")
    return seconds, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


def time_peer(python: str, peer: str, mode: str, lines: list[str]) -> dict | None:
    proc = subprocess.run(
        [python, str(HERE / "peers.py"), peer, mode],
        input="\n".join(lines) + "\n", capture_output=True, text=True, check=False,
    )
    if proc.returncode:
        print(f"{peer}: not available ({proc.stderr.strip().splitlines()[-1:]})", file=sys.stderr)
        return None
    return json.loads(proc.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data")
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--mode", default="tn")
    parser.add_argument("--peer-python", default=sys.executable,
                        help="python of an environment where the peers are installed")
    parser.add_argument("--peers", default="nemo,wetext")
    args = parser.parse_args()

    lines = load_lines(args.data, args.n, spoken=args.mode == "itn")
    cli_args = ["--lang", args.lang, "--mode", args.mode]
    time_cli(lines[:1], cli_args)  # warm the grammar cache
    # Best of three runs each: one slow run on a shared machine says little about the code.
    t1 = min(time_cli(lines[:1], cli_args)[0] for _ in range(3))
    tn = min(time_cli(lines, cli_args)[0] for _ in range(3))
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    rate = (len(lines) - 1) / max(tn - t1, 1e-9)
    print(f"textnorm  {len(lines)} lines: {tn:.2f}s total, start-up {t1:.2f}s, "
          f"steady {rate:,.0f} sentences/s, peak RSS {peak_kib / 1024:.0f} MB")

    for peer in filter(None, args.peers.split(",")):
        result = time_peer(args.peer_python, peer, args.mode, lines)
        if result is None:
            continue
        failed = sum(out.startswith("<error") for out in result["outputs"])
        if failed:
            print(f"{peer}: {failed} of {len(lines)} lines raised an error", file=sys.stderr)
        peer_rate = len(lines) / max(result["seconds"], 1e-9)
        print(f"{peer:<9} {len(lines)} lines: {result['seconds']:.2f}s, start-up "
              f"{result['startup']:.1f}s, {peer_rate:,.1f} sentences/s -> textnorm is "
              f"{rate / peer_rate:,.1f}x faster")


if __name__ == "__main__":
    main()
