"""Fuzz every registered language x mode x scheme for crashes, lost text and slow lines.

    python bench/fuzz.py [--inputs 100000] [--langs en,de] [--modes tn,asr] [--jobs 2]
                         [--seed 0] [--shard 1/4] [--report fuzz.json]
    python bench/fuzz.py --merge part1.json part2.json ... [--report fuzz.json]

The inputs (bench/fuzz_inputs.py) are split evenly over the configurations: 3/4 hypothesis-drawn
structured lines, 1/4 byte-level mutations of the language's case inputs. Each line is checked
for (see `check_line`):
- exception: `normalize` or `normalize_with_alignment` raised;
- mismatch: `normalize(t) != normalize_with_alignment(t).text`;
- lost: a span out of order, overlapping or outside the input or output, or an input
  character outside the spans missing from the output (whitespace runs may change);
- lines: through the CLI's per-line unit (cli/chunk_normalizer.py, a chunk of `--batch`
  lines) a line does not give one line, or the unit passed it through with a warning; the
  unit's output bytes are the line's `normalize` output (the API's own `normalize` runs only
  for lines with lone surrogates, which no file holds);
- idempotence: script and asr modes, `normalize(normalize(t)) != normalize(t)` (not the asr
  `whisper` scheme: it copies Whisper's EnglishTextNormalizer byte for byte, and that is not
  idempotent: "976 1 %" -> "976 one " -> "9761", as transformers' copy of it gives too);
- tn_itn: TN's output read back by the language's ITN raised;
- over_time: a call took more CPU time than --time-base + --time-per-char x len(t) twice in a
  row (CPU time, so that other processes on a shared machine do not count; the second try
  rules out a one-off grammar load).
A language's inputs are drawn once (hypothesis, `--batch` lines an example; the draws depend
on the seed and the language only, so every configuration gets the lines it would have drawn
alone) and go through each of its configurations; each normalizer is built once, and the ITN
that reads TN's outputs is the language's itn normalizer, reading each distinct output once.
lexnorm is skipped (it needs a model). It prints a table of counts per configuration with
examples of every failure, and per mode, writes them to --report (after every language, so
that a run stopped early leaves one), and exits 1 when anything failed.

`--shard I/N` runs part I of N: whole languages, dealt so that the parts weigh about the same;
each configuration gets `--inputs` / (all configurations) inputs whatever the part, so parts
run apart (other machines, other days) and `--merge` adds up to the whole run (it refuses
parts run with other settings or holding a configuration twice).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fuzz_inputs  # noqa: E402
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from textnorm import Normalizer, registry  # noqa: E402
from textnorm.cli import lines as cli_lines  # noqa: E402
from textnorm.cli.chunk_normalizer import ChunkNormalizer  # noqa: E402

KINDS = ("exception", "mismatch", "lost", "lines", "idempotence", "tn_itn", "over_time")
IDEMPOTENT_MODES = ("script", "asr")
NOT_IDEMPOTENT_SCHEMES = ("whisper",)
BATCH = 16  # lines per hypothesis example and per CLI chunk
# what a configuration of each mode costs, about (the grammar modes read numbers), for --shard
MODE_WEIGHT = {"tn": 10, "itn": 6, "asr": 1, "script": 1}
WARM_UP = "On 1/2/2003 at 10:30 I paid $5.50 for 3 kg, call 555-123-4567, see http://a.org"


@dataclass
class Config:
    lang: str
    mode: str
    scheme: str | None

    @property
    def name(self) -> str:
        return f"{self.lang}/{self.mode}" + (f"/{self.scheme}" if self.scheme else "")


@dataclass
class Tally:
    config: str
    inputs: int = 0
    counts: Counter = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    seconds: float = 0.0  # wall
    cpu: float = 0.0  # this process's CPU seconds (the machine's other load does not count)

    def fail(self, kind: str, text: str, detail: str) -> None:
        self.counts[kind] += 1
        found = self.examples.setdefault(kind, [])
        if len(found) < 3:
            found.append(f"{text[:300]!r}: {detail[:500]}")


def configurations(langs: list[str] | None, modes: list[str] | None) -> list[Config]:
    """Every registered (language, mode, scheme), lexnorm left out."""
    found = []
    for lang, specs in sorted(registry.entries().items()):
        if langs and lang not in langs:
            continue
        for mode, spec in sorted(specs.items()):
            if mode == "lexnorm" or (modes and mode not in modes):
                continue
            found.extend(Config(lang, mode, scheme) for scheme in spec.schemes or (None,))
    return found


@dataclass
class TimeBound:
    base: float
    per_char: float

    def limit(self, text: str) -> float:
        return self.base + self.per_char * len(text)


def _timed(call, text: str) -> tuple[object, float]:
    start = time.process_time()
    value = call(text)
    return value, time.process_time() - start


def check_line(normalizer: Normalizer, text: str, tally: Tally, bound: TimeBound,
               itn: Normalizer | None = None) -> None:
    """Check one line for every property, recording failures in `tally`."""
    check_lines(normalizer, [text], tally, bound, itn)


def check_lines(normalizer: Normalizer, texts: list[str], tally: Tally, bound: TimeBound,
                itn: Normalizer | ReadBack | None = None) -> None:
    """Check lines for every property, recording failures in `tally`. The lines a file could
    hold go through the CLI's per-line unit (cli/chunk_normalizer.py) as one chunk, whose
    output is their `normalize` output: one pass of the rules for both properties."""
    if isinstance(itn, Normalizer):
        itn = ReadBack(itn)
    tally.inputs += len(texts)
    written = _outputs_through_cli(normalizer, texts, tally, bound)
    for text, raw in zip(texts, written):
        try:
            if raw is None:  # a lone surrogate no file holds: the API alone
                out, first = _timed(normalizer.normalize, text)
                _check_time(normalizer.normalize, text, first, tally, bound)
            result, second = _timed(normalizer.normalize_with_alignment, text)
        except Exception as error:  # noqa: BLE001 - counting them is the point
            tally.fail("exception", text, repr(error))
            continue
        _check_time(normalizer.normalize_with_alignment, text, second, tally, bound)
        if raw is not None:
            # bytes, since invalid bytes next to each other may decode differently once
            # something between them is dropped
            out = result.text if raw == cli_lines.encode(result.text, "\n") else raw
        if out != result.text:
            tally.fail("mismatch", text, f"normalize {out!r} != alignment {result.text!r}")
        errors = result.alignment_errors(text, whitespace_runs=True)
        if errors:
            tally.fail("lost", text, "; ".join(errors[:3]))
        _check_again(normalizer, text, out, tally, itn)


def _check_time(call, text: str, seconds: float, tally: Tally, bound: TimeBound) -> None:
    """Over the bound twice in a row (the second try rules out a one-off load) is a failure."""
    if seconds > bound.limit(text):
        retry = _timed(call, text)[1]
        if retry > bound.limit(text):
            tally.fail("over_time", text, f"{len(text)} chars, {retry:.3f} s CPU")


def _outputs_through_cli(normalizer: Normalizer, texts: list[str], tally: Tally,
                         bound: TimeBound) -> list[bytes | None]:
    """Each line's output bytes through the CLI's unit (None for a line no file can hold); a line
    that does not come back as one line, or that the unit passed through with a warning (an
    exception inside), is a failure. Over the chunk's time bound, each line is timed alone."""
    indices = [i for i, text in enumerate(texts) if fuzz_inputs.encodable(text)]
    outs: list[bytes | None] = [None] * len(texts)
    if not indices:
        return outs
    chunk = cli_lines.Chunk("<fuzz>", 0, [cli_lines.encode(texts[i], "\n") for i in indices])
    start = time.process_time()
    written, warnings = ChunkNormalizer({}, normalizer=normalizer)(chunk)
    seconds = time.process_time() - start
    for warning in warnings:
        index = indices[int(warning.split("<fuzz>:")[1].split(":")[0])]
        tally.fail("exception", texts[index], warning)
    if len(written) != len(indices):
        tally.fail("lines", "\n".join(texts[i] for i in indices),
                   f"{len(indices)} lines gave {len(written)}")
        return outs
    for index, raw in zip(indices, written):
        if raw.count(b"\n") != 1 or not raw.endswith(b"\n"):
            tally.fail("lines", texts[index], f"wrote {raw!r}")
        outs[index] = raw
    if seconds > sum(bound.limit(texts[i]) for i in indices):
        for index in indices:
            _check_time(normalizer.normalize, texts[index], _timed(normalizer.normalize,
                                                                   texts[index])[1], tally, bound)
    return outs


def _check_again(normalizer: Normalizer, text: str, out: str, tally: Tally,
                 itn: ReadBack | None) -> None:
    """Script and asr outputs are fixed points; TN's output is something ITN reads."""
    try:
        if (normalizer.mode in IDEMPOTENT_MODES and normalizer.scheme not in NOT_IDEMPOTENT_SCHEMES
                and normalizer.normalize(out) != out):
            tally.fail("idempotence", text, f"{out!r} -> {normalizer.normalize(out)!r}")
    except Exception as error:  # noqa: BLE001
        tally.fail("exception", out, f"on its own output: {error!r}")
    error = itn.error(out) if itn is not None else None
    if error is not None:
        tally.fail("tn_itn", text, f"ITN of {out!r}: {error}")


class ReadBack:
    """TN outputs read by the language's ITN, each distinct output once: the language's TN
    schemes often write the same line, and ITN of the same text raises or not the same."""

    def __init__(self, itn: Normalizer):
        self.itn = itn
        self._errors: dict[str, str | None] = {}

    def error(self, text: str) -> str | None:
        """repr of what ITN raised on `text`, or None."""
        if text not in self._errors:
            try:
                self.itn.normalize(text)
                self._errors[text] = None
            except Exception as error:  # noqa: BLE001
                self._errors[text] = repr(error)
        return self._errors[text]


def fuzz_config(config: Config, count: int, draw_seed: int, bound: TimeBound,
                batch: int = BATCH) -> Tally:
    """One configuration alone (as `fuzz_language` runs it among its language's)."""
    return fuzz_language(config.lang, [config], count, draw_seed, bound, batch)[0]


def language_inputs(lang: str, count: int, draw_seed: int, batch: int = BATCH) -> list[list[str]]:
    """The language's `count` inputs in batches (one CLI chunk each): 3/4 drawn by hypothesis,
    `batch` lines an example (its own cost per example is milliseconds), then 1/4 mutations.
    Drawn once for all the language's configurations: the draws depend on the seed and the
    language only, so each configuration checks the lines it would have drawn itself."""
    drawn = count - count // 4
    batches: list[list[str]] = []

    @seed(draw_seed)
    @settings(max_examples=-(-drawn // batch), deadline=None, database=None,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @given(st.lists(fuzz_inputs.lines(lang), min_size=batch, max_size=batch))
    def structured(texts: list[str]) -> None:
        taken = drawn - sum(map(len, batches))
        if taken > 0:
            batches.append(texts[:taken])

    structured()
    mutated = fuzz_inputs.mutations(lang, count - sum(map(len, batches)), draw_seed)
    batches.extend(mutated[at:at + batch] for at in range(0, len(mutated), batch))
    return batches


def fuzz_language(lang: str, configs: list[Config], count: int, draw_seed: int,
                  bound: TimeBound, batch: int = BATCH) -> list[Tally]:
    """`count` inputs through each of the language's `configs`: the inputs are drawn once,
    and the ITN that reads TN's outputs is built once and reads each distinct output once
    (it is also the itn configuration's normalizer)."""
    start, cpu = time.monotonic(), time.process_time()  # the first config's: draws included
    inputs = language_inputs(lang, count, draw_seed, batch)
    built: dict[tuple[str, str | None], Normalizer] = {}
    read_back = None
    tallies = []
    for config in configs:
        tally = Tally(config.name)
        try:
            normalizer = _built(built, lang, config.mode, config.scheme)
            if config.mode == "tn" and "itn" in registry.entries()[lang] and read_back is None:
                read_back = ReadBack(_built(built, lang, "itn", None))
        except Exception as error:  # noqa: BLE001
            tally.fail("exception", "", f"building the normalizer: {error!r}")
        else:
            for texts in inputs:
                check_lines(normalizer, texts, tally, bound,
                            read_back if config.mode == "tn" else None)
        tally.seconds, tally.cpu = time.monotonic() - start, time.process_time() - cpu
        tallies.append(tally)
        start, cpu = time.monotonic(), time.process_time()
    return tallies


def _built(built: dict, lang: str, mode: str, scheme: str | None) -> Normalizer:
    """The language's normalizer for (mode, scheme), built and warmed up once."""
    if (mode, scheme) not in built:
        normalizer = Normalizer(lang, mode, scheme)
        normalizer.normalize_with_alignment(WARM_UP)
        built[mode, scheme] = normalizer
    return built[mode, scheme]


def shard(configs: list[Config], index: int, count: int) -> list[Config]:
    """Part `index` (0-based) of `count`: whole languages (a language's grammars load in
    one part only), dealt so that the parts weigh about the same (MODE_WEIGHT per config, in
    order of weight, each language to the lightest part so far). The parts of one list
    are disjoint and together are the list, for any `count`."""
    by_lang: dict[str, list[Config]] = {}
    for config in configs:
        by_lang.setdefault(config.lang, []).append(config)
    weights = {lang: sum(MODE_WEIGHT.get(c.mode, 1) for c in group)
               for lang, group in by_lang.items()}
    loads = [0] * count
    mine = set()
    for lang in sorted(by_lang, key=lambda lang: (-weights[lang], lang)):
        part = loads.index(min(loads))
        loads[part] += weights[lang]
        if part == index:
            mine.add(lang)
    return [config for config in configs if config.lang in mine]


def _run(job: tuple[str, list[Config], int, int, TimeBound, int]) -> list[Tally]:
    return fuzz_language(*job)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000, help="total over all configs")
    parser.add_argument("--langs", help="comma-separated language tags (default: all)")
    parser.add_argument("--modes", help="comma-separated modes (default: all but lexnorm)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--time-base", type=float, default=0.5, help="seconds per line")
    parser.add_argument("--time-per-char", type=float, default=2e-4, help="seconds per char")
    parser.add_argument("--batch", type=int, default=BATCH, help="lines per draw and chunk")
    parser.add_argument("--shard", default="1/1", help="run part I of N (whole languages)")
    parser.add_argument("--report", help="write counts and examples as JSON here")
    parser.add_argument("--merge", nargs="+", metavar="REPORT",
                        help="merge the reports of parts into one (--report) and print it")
    args = parser.parse_args(argv)
    if args.merge:
        report = merge_reports([json.loads(Path(path).read_text("utf-8")) for path in args.merge])
        _print_totals(report)
        if args.report:
            _write(args.report, report)
        return 1 if sum(report["totals"].values()) else 0
    part, parts = (int(n) for n in args.shard.split("/"))
    if not 1 <= part <= parts:
        parser.error(f"--shard {args.shard}: I must be in 1..N")
    every = configurations(args.langs and args.langs.split(","),
                           args.modes and args.modes.split(","))
    # per configuration from the whole list, so that the parts add up to the whole run
    per_config = max(1, args.inputs // len(every))
    configs = shard(every, part - 1, parts)
    bound = TimeBound(args.time_base, args.time_per_char)
    settings_used = {"inputs": args.inputs, "per_config": per_config, "seed": args.seed,
                     "langs": args.langs, "modes": args.modes, "batch": args.batch,
                     "time_base": args.time_base, "time_per_char": args.time_per_char,
                     "configurations_in_all_parts": len(every)}
    langs = sorted({config.lang for config in configs})
    # in a random order, so that a run stopped early has tried every mode in many languages
    random.Random(args.seed).shuffle(langs)
    jobs = [(lang, [c for c in configs if c.lang == lang], per_config, args.seed, bound,
             args.batch) for lang in langs]
    start = time.monotonic()
    print(f"{'configuration':28} {'inputs':>7} " + " ".join(f"{k:>11}" for k in KINDS),
          flush=True)
    tallies: list[Tally] = []
    report = _report(tallies, 0.0, len(configs), settings_used, args.shard)
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for done in pool.imap_unordered(_run, jobs):
            for tally in done:
                tallies.append(tally)
                print(_row(tally.config, tally.inputs, tally.counts)
                      + f"  {tally.seconds:6.1f}s", flush=True)
                for kind, found in tally.examples.items():
                    for example in found:
                        print(f"    {kind}: {example}", flush=True)
            report = _report(tallies, time.monotonic() - start, len(configs), settings_used,
                             args.shard)
            if args.report:
                _write(args.report, report)
    _print_totals(report)
    return 1 if sum(report["totals"].values()) else 0


def _row(name: str, inputs: int, counts: Mapping[str, int]) -> str:
    return f"{name:28} {inputs:7} " + " ".join(f"{counts.get(k, 0):11}" for k in KINDS)


def _print_totals(report: dict) -> None:
    for mode, figures in sorted(report["per_mode"].items()):
        print(_row(f"mode {mode}", figures["inputs"], figures["counts"])
              + f"  {figures['cpu_seconds']:6.0f}s CPU")
    print(_row("TOTAL", report["inputs"], report["totals"]))
    inputs, seconds = report["inputs"], report["seconds"]
    print(f"{report['configurations_done']} of {report['configurations_planned']} "
          f"configurations, {seconds:.0f} s wall, {inputs / max(seconds, 1e-9):.1f} inputs/s; "
          f"{report['cpu_seconds']:.0f} s CPU, {inputs / max(report['cpu_seconds'], 1e-9):.1f} "
          "inputs per CPU second")


def _report(tallies: list[Tally], elapsed: float, planned: int, settings_used: dict,
            part: str) -> dict:
    """The counts so far (written after every language, so that a run stopped early leaves
    its report)."""
    configs = [dict(t.__dict__, counts=dict(t.counts)) for t in tallies]
    return _summed(configs, elapsed, planned, settings_used, [part])


def _summed(configs: list[dict], seconds: float, planned: int, settings_used: dict,
            parts: list[str]) -> dict:
    total: Counter = Counter()
    per_mode: dict[str, dict] = {}
    for config in configs:
        total.update(config["counts"])
        mode = per_mode.setdefault(config["config"].split("/")[1],
                                   {"configurations": 0, "inputs": 0, "cpu_seconds": 0.0,
                                    "counts": Counter()})
        mode["configurations"] += 1
        mode["inputs"] += config["inputs"]
        mode["cpu_seconds"] += config.get("cpu", 0.0)
        mode["counts"].update(config["counts"])
    return {
        "inputs": sum(c["inputs"] for c in configs), "seconds": seconds,
        "cpu_seconds": sum(c.get("cpu", 0.0) for c in configs),
        "configurations_done": len(configs), "configurations_planned": planned,
        "parts": parts, "settings": settings_used, "totals": dict(total),
        "per_mode": {m: dict(f, counts=dict(f["counts"])) for m, f in sorted(per_mode.items())},
        "configurations": sorted(configs, key=lambda c: c["config"]),
    }


def merge_reports(reports: list[dict]) -> dict:
    """One report from the reports of a run's parts (`--shard I/N`): they must have run with
    the same settings and hold disjoint configurations. "seconds" is the parts' sum."""
    first = reports[0]["settings"]
    for report in reports[1:]:
        if report["settings"] != first:
            raise SystemExit(f"parts ran with different settings: {report['settings']} "
                             f"!= {first}")
    configs = [c for report in reports for c in report["configurations"]]
    names = Counter(c["config"] for c in configs)
    twice = sorted(name for name, n in names.items() if n > 1)
    if twice:
        raise SystemExit(f"configurations in more than one part: {', '.join(twice[:10])}")
    return _summed(configs, sum(r["seconds"] for r in reports),
                   sum(r["configurations_planned"] for r in reports), first,
                   [p for r in reports for p in r["parts"]])


def _write(path: str, report: dict) -> None:
    Path(path).write_text(json.dumps(report, ensure_ascii=False, indent=1), "utf-8")


class _Serial:
    """`multiprocessing.Pool`'s imap_unordered in this process (for --jobs 1)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def imap_unordered(function, items):
        return map(function, items)


if __name__ == "__main__":
    sys.exit(main())
