"""Fuzz every registered language x mode x scheme for crashes, lost text and slow lines.

    python bench/fuzz.py [--inputs 100000] [--langs en,de] [--modes tn,asr] [--jobs 2]
                         [--seed 0] [--report fuzz.json]

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
Hypothesis draws `--batch` lines an example (its own cost is milliseconds an example), and each
configuration builds its Normalizer once. lexnorm is skipped (it needs a model). It prints a
table of counts per configuration with examples of every failure, writes them to --report (after
every configuration, so that a run stopped early leaves one), and exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
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
    seconds: float = 0.0

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
                itn: Normalizer | None = None) -> None:
    """Check lines for every property, recording failures in `tally`. The lines a file could
    hold go through the CLI's per-line unit (cli/chunk_normalizer.py) as one chunk, whose
    output is their `normalize` output: one pass of the rules for both properties."""
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
                 itn: Normalizer | None) -> None:
    """Script and asr outputs are fixed points; TN's output is something ITN reads."""
    try:
        if (normalizer.mode in IDEMPOTENT_MODES and normalizer.scheme not in NOT_IDEMPOTENT_SCHEMES
                and normalizer.normalize(out) != out):
            tally.fail("idempotence", text, f"{out!r} -> {normalizer.normalize(out)!r}")
    except Exception as error:  # noqa: BLE001
        tally.fail("exception", out, f"on its own output: {error!r}")
    if itn is not None:
        try:
            itn.normalize(out)
        except Exception as error:  # noqa: BLE001
            tally.fail("tn_itn", text, f"ITN of {out!r}: {error!r}")


def fuzz_config(config: Config, count: int, draw_seed: int, bound: TimeBound,
                batch: int = BATCH) -> Tally:
    tally = Tally(config.name)
    start = time.monotonic()
    try:
        normalizer = Normalizer(config.lang, config.mode, config.scheme)
        normalizer.normalize_with_alignment(WARM_UP)
        itn = None
        if config.mode == "tn" and "itn" in registry.entries()[config.lang]:
            itn = Normalizer(config.lang, "itn")
            itn.normalize(WARM_UP)
    except Exception as error:  # noqa: BLE001
        tally.fail("exception", "", f"building the normalizer: {error!r}")
        return tally
    drawn = count - count // 4

    # `batch` lines an example: hypothesis's own cost per example is milliseconds
    @seed(draw_seed)
    @settings(max_examples=-(-drawn // batch), deadline=None, database=None,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @given(st.lists(fuzz_inputs.lines(config.lang), min_size=batch, max_size=batch))
    def structured(texts: list[str]) -> None:
        check_lines(normalizer, texts[:drawn - tally.inputs], tally, bound, itn)

    structured()
    mutated = fuzz_inputs.mutations(config.lang, count - tally.inputs, draw_seed)
    for at in range(0, len(mutated), batch):
        check_lines(normalizer, mutated[at:at + batch], tally, bound, itn)
    tally.seconds = time.monotonic() - start
    return tally


def _run(job: tuple[Config, int, int, TimeBound, int]) -> Tally:
    return fuzz_config(*job)


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
    parser.add_argument("--report", help="write counts and examples as JSON here")
    args = parser.parse_args(argv)
    configs = configurations(args.langs and args.langs.split(","),
                             args.modes and args.modes.split(","))
    per_config = max(1, args.inputs // len(configs))
    bound = TimeBound(args.time_base, args.time_per_char)
    # in a random order, so that a run stopped early has tried every mode in many languages
    random.Random(args.seed).shuffle(configs)
    jobs = [(config, per_config, args.seed, bound, args.batch) for config in configs]
    start = time.monotonic()
    header = f"{'configuration':28} {'inputs':>7} " + " ".join(f"{k:>11}" for k in KINDS)
    print(header, flush=True)
    tallies, total = [], Counter()
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for tally in pool.imap_unordered(_run, jobs):
            tallies.append(tally)
            print(f"{tally.config:28} {tally.inputs:7} "
                  + " ".join(f"{tally.counts[k]:11}" for k in KINDS)
                  + f"  {tally.seconds:6.1f}s", flush=True)
            for kind, found in tally.examples.items():
                for example in found:
                    print(f"    {kind}: {example}", flush=True)
            total = _report(args.report, tallies, time.monotonic() - start, len(configs))
    elapsed = time.monotonic() - start
    inputs = sum(t.inputs for t in tallies)
    print(f"{'TOTAL':28} {inputs:7} " + " ".join(f"{total[k]:11}" for k in KINDS))
    print(f"{len(tallies)} configurations, {elapsed:.0f} s wall, "
          f"{1000 * elapsed / max(inputs, 1):.1f} s per 1,000 inputs")
    return 1 if sum(total.values()) else 0


def _report(path: str | None, tallies: list[Tally], elapsed: float, planned: int) -> Counter:
    """The totals so far, written to `path` after every configuration (a run stopped early
    leaves its report)."""
    total = Counter()
    for tally in tallies:
        total.update(tally.counts)
    if path:
        Path(path).write_text(json.dumps({
            "inputs": sum(t.inputs for t in tallies), "seconds": elapsed,
            "configurations_done": len(tallies), "configurations_planned": planned,
            "totals": dict(total),
            "configurations": [t.__dict__ for t in sorted(tallies, key=lambda t: t.config)],
        }, ensure_ascii=False, indent=1), "utf-8")
    return total


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
