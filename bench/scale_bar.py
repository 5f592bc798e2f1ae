"""Measure issue 12's scale-out bar: identical output on every engine, --jobs speed-up, and
peak memory on a large compressed file.

    python bench/scale_bar.py identity [--lines 100000] [--data SPROAT.jsonl|LINES.txt]
    python bench/scale_bar.py jobs     [--lines 200000] [--data ...]
    python bench/scale_bar.py rss      [--sizes 1e6,1e9] [--mode asr] [--jobs 1]

The corpus is N lines cycled from --data (Sproat & Jaitly sentences, or a text file; default:
the inputs of tests/cases/<lang>), each with its line number appended as a number, so that no
two lines are the same. Files go to a temporary folder (--tmp), removed afterwards.

identity: `textnorm normalize` on a .txt file (--jobs 1) is the reference; against it
  `normalize_dataset` on a local Ray (--cpus CPUs), `--engine ray --jobs CPUS` on a .jsonl
  file, and `datasets.Dataset.map(normalize_column(...), batched=True, num_proc=CPUS)`; each
  reports identical or the first difference, and its lines/s (Ray's start-up included).
jobs: wall time of `textnorm normalize --jobs 1` and `--jobs 2` on the same file, the speed-up,
  whether the outputs are identical, and the load average before and after (a shared machine).
rss: a gzip file of each size (bytes of text before compression) through `textnorm normalize
  FILE.gz -o OUT.gz`: the peak of the summed RSS of the process tree (sampled every 0.1 s),
  and the ratio of each peak to the first size's.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import fuzz_inputs  # noqa: E402
from sproat_data import read, sentence_pair  # noqa: E402

CLI = [sys.executable, "-m", "textnorm", "normalize"]


def corpus(data: str | None, lang: str, count: int) -> list[str]:
    """`count` distinct lines: the base lines cycled, each with its number appended."""
    if data and data.endswith(".jsonl"):
        base = [sentence_pair(s)[0] for s in read(data)]
    elif data:
        base = Path(data).read_text("utf-8").splitlines()
    else:
        base = list(fuzz_inputs.seed_lines(lang))
    base = [line for line in base if line.strip()]
    return [f"{base[i % len(base)]} {i}" for i in range(count)]


def run_cli(args: list[str], stdin_path: Path | None = None) -> tuple[float, str]:
    start = time.monotonic()
    with open(stdin_path or os.devnull, "rb") as stdin:
        done = subprocess.run([*CLI, *args], stdin=stdin, capture_output=True)
    if done.returncode:
        raise SystemExit(f"{' '.join(args)}: exit {done.returncode}\n"
                         f"{done.stderr.decode()[-2000:]}")
    return time.monotonic() - start, done.stderr.decode()


def compare(name: str, got: list[str], want: list[str], seconds: float) -> bool:
    same = got == want
    detail = "identical" if same else _first_difference(got, want)
    print(f"{name:34} {len(got):8} lines {seconds:8.1f} s {len(got) / seconds:9.0f} lines/s  "
          f"{detail}", flush=True)
    return same


def _first_difference(got: list[str], want: list[str]) -> str:
    if len(got) != len(want):
        return f"DIFFERENT: {len(got)} lines, expected {len(want)}"
    i = next(i for i, (a, b) in enumerate(zip(got, want)) if a != b)
    return f"DIFFERENT at line {i + 1}: {got[i]!r} != {want[i]!r}"


def identity(args: argparse.Namespace, tmp: Path) -> bool:
    texts = corpus(args.data, args.lang, args.lines)
    txt, jsonl = tmp / "in.txt", tmp / "in.jsonl"
    txt.write_text("".join(t + "\n" for t in texts), "utf-8")
    jsonl.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in texts),
                     "utf-8")
    mode = ["--lang", args.lang, "--mode", args.mode]
    seconds, _ = run_cli([*mode, str(txt), "-o", str(tmp / "ref.txt")])
    want = (tmp / "ref.txt").read_text("utf-8").splitlines()
    ok = compare("textnorm normalize (reference)", want, want, seconds)
    seconds, _ = run_cli([*mode, "--jobs", str(args.cpus), str(txt), "-o", str(tmp / "j.txt")])
    ok &= compare(f"textnorm normalize --jobs {args.cpus}",
                  (tmp / "j.txt").read_text("utf-8").splitlines(), want, seconds)

    seconds, _ = run_cli([*mode, "--engine", "ray", "--jobs", str(args.cpus), str(jsonl),
                          "-o", str(tmp / "ray")])
    got = [json.loads(line)["text"] for line in (tmp / "ray" / "in.jsonl").open(encoding="utf-8")]
    ok &= compare(f"--engine ray --jobs {args.cpus} (jsonl)", got, want, seconds)

    start = time.monotonic()
    got = _in_subprocess("ray", texts, args)
    ok &= compare(f"normalize_dataset (Ray, {args.cpus} CPUs)", got, want,
                  time.monotonic() - start)
    start = time.monotonic()
    got = _in_subprocess("hf", texts, args)
    ok &= compare(f"datasets.map(num_proc={args.cpus})", got, want, time.monotonic() - start)
    return ok


_RAY = """
import json, sys, ray
from textnorm.integrations.ray import normalize_dataset
texts, lang, mode, cpus = json.load(sys.stdin)
ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False)
ray.data.DataContext.get_current().execution_options.preserve_order = True
ray.data.DataContext.get_current().enable_progress_bars = False
ds = normalize_dataset(ray.data.from_items([{"text": t} for t in texts]), lang=lang, mode=mode,
                       column="text", output_column="out")
json.dump([row["out"] for row in ds.iter_rows()], sys.stdout)
"""
_HF = """
import json, sys
from datasets import Dataset, disable_progress_bars
from textnorm.integrations.hf import normalize_column
disable_progress_bars()
texts, lang, mode, cpus = json.load(sys.stdin)
ds = Dataset.from_dict({"text": texts}).map(
    normalize_column(lang=lang, mode=mode, column="text", output_column="out"),
    batched=True, num_proc=cpus)
json.dump(list(ds["out"]), sys.stdout)
"""


def _in_subprocess(engine: str, texts: list[str], args: argparse.Namespace) -> list[str]:
    """Each engine in its own process, as a user runs it (start-up included in the time)."""
    done = subprocess.run([sys.executable, "-c", _RAY if engine == "ray" else _HF],
                          input=json.dumps([texts, args.lang, args.mode, args.cpus]).encode(),
                          capture_output=True)
    if done.returncode:
        raise SystemExit(f"{engine}: exit {done.returncode}\n{done.stderr.decode()[-3000:]}")
    return json.loads(done.stdout)


def jobs(args: argparse.Namespace, tmp: Path) -> bool:
    texts = corpus(args.data, args.lang, args.lines)
    txt = tmp / "in.txt"
    txt.write_text("".join(t + "\n" for t in texts), "utf-8")
    mode = ["--lang", args.lang, "--mode", args.mode]
    (tmp / "one.txt").write_text(texts[0] + "\n", "utf-8")
    run_cli([*mode, str(tmp / "one.txt"), "-o", os.devnull])  # warm-up: the grammar cache
    timings, outputs = {}, {}
    print(f"load average before: {os.getloadavg()}", flush=True)
    for n in (1, 2):
        out = tmp / f"out{n}.txt"
        start = os.times()
        timings[n], _ = run_cli([*mode, "--jobs", str(n), str(txt), "-o", str(out)])
        cpu = sum(os.times()[2:4]) - sum(start[2:4])
        outputs[n] = out.read_bytes()
        print(f"--jobs {n}: {timings[n]:7.1f} s wall, {cpu:7.1f} s CPU (children), "
              f"{len(texts) / timings[n]:8.0f} lines/s, load {os.getloadavg()}", flush=True)
    same = outputs[1] == outputs[2]
    print(f"speed-up {timings[1] / timings[2]:.2f}x; outputs {'identical' if same else 'DIFFER'}")
    return same


def rss(args: argparse.Namespace, tmp: Path) -> bool:
    base = corpus(args.data, args.lang, 20_000)
    peaks = []
    for size in (int(float(s)) for s in args.sizes.split(",")):
        path = tmp / "in.txt.gz"
        written, i = 0, 0
        with gzip.open(path, "wt", encoding="utf-8", compresslevel=1) as f:
            while written < size:
                line = f"{base[i % len(base)]} {i}\n"
                f.write(line)
                written += len(line.encode("utf-8"))
                i += 1
        cmd = [*CLI, "--lang", args.lang, "--mode", args.mode, "--jobs", str(args.jobs),
               str(path), "-o", str(tmp / "out.txt.gz")]
        start = time.monotonic()
        peak = peak_tree_rss(subprocess.Popen(cmd, stderr=subprocess.DEVNULL))
        seconds = time.monotonic() - start
        peaks.append(peak)
        print(f"{size:>14,} bytes ({i:,} lines, {path.stat().st_size:,} gzip): peak RSS "
              f"{peak / 2**20:7.1f} MiB, {peaks[-1] / peaks[0]:.2f}x the first, {seconds:.0f} s",
              flush=True)
        path.unlink()
    return max(peaks) <= 2 * peaks[0]


def peak_tree_rss(process: subprocess.Popen) -> int:
    """The largest sum of RSS (bytes) over `process` and its descendants until it exits."""
    peak = 0
    while process.poll() is None:
        peak = max(peak, sum(_rss(pid) for pid in _tree(process.pid)))
        time.sleep(0.1)
    if process.returncode:
        raise SystemExit(f"exit {process.returncode}")
    return peak


def _tree(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                ppid = int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def _rss(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("identity", "jobs", "rss"))
    parser.add_argument("--lines", type=int)
    parser.add_argument("--data", help="Sproat & Jaitly .jsonl or a text file of lines")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--mode", default="tn")
    parser.add_argument("--cpus", type=int, default=2, help="identity: Ray CPUs, num_proc")
    parser.add_argument("--jobs", type=int, default=1, help="rss: --jobs of the CLI")
    parser.add_argument("--sizes", default="1e6,1e9", help="rss: bytes of text, comma-separated")
    parser.add_argument("--tmp", help="folder for the files (default: a temporary one)")
    args = parser.parse_args()
    args.lines = args.lines or {"identity": 100_000, "jobs": 200_000}.get(args.what, 0)
    with tempfile.TemporaryDirectory(dir=args.tmp) as tmp:
        ok = {"identity": identity, "jobs": jobs, "rss": rss}[args.what](args, Path(tmp))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
