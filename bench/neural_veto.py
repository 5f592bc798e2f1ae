"""Does the covering-grammar veto make a small neural normalizer safe, and does it pay?

Trains a small byte-level T5 (ByT5 tokenizer, random init) on CPU within a time budget, on
English CARDINAL/ORDINAL/DECIMAL/MONEY/DATE/MEASURE spans in generated carrier sentences, then
scores held-out spans three ways: the rule layer alone, the model alone, the model behind the
veto (`Normalizer(..., neural=model)`'s NeuralPass). It also counts outputs that are no possible
reading of their input (`textnorm.fst.matches` against the class's cover).

What makes the comparison honest. Scored against the rule output alone, the rules are right by
definition and the model can only lose. So the generated data has two subsets:
- `rule`: ordinary sentences; the reference is the rule output (the rules are taken as right).
- `context`: sentences whose context picks an admissible reading the rules do not choose: a
  year-shaped number counting things ("1990 people attended" is a cardinal, the rules read a
  bare 1000-2099 as a year) and a numeric date in a day-first city ("the London office closed
  on 3/4/2015" is the third of April, the rules read slashes month first). The reference comes
  from the rule grammars themselves (the cardinal reading; the reading of "3 April 2015") and is
  checked to be admitted by the cover. The training data holds such contexts too (other
  numbers), with the same kind of target, so a model can learn what the rules cannot.
- `corpus` (with --corpus): held-out Sproat & Jaitly sentences; the reference is their reading
  of a token the rules rewrite as one span (their conventions, not ours: the rules are not 100%
  there). Other corpus sentences add rule-synthesized training pairs.
Held-out spans are disjoint from the training spans: a sentence is held out when the hash of one
of its span texts falls in the held-out bucket, no training sentence holds such a span, and only
spans in that bucket are scored (their companions may occur in training).

Run: python bench/neural_veto.py --minutes 20 [--corpus PATH/proteno_en.jsonl]
Prints a table and one JSON line; exits 1 if any output with the veto is inadmissible.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm import Normalizer  # noqa: E402
from textnorm.cli.synth_cmd import synth_rows  # noqa: E402
from textnorm.neural.base import NeuralModel  # noqa: E402

CLASSES = ("CARDINAL", "ORDINAL", "DECIMAL", "MONEY", "DATE", "MEASURE")
_MONTHS = ("January February March April May June July August September October November "
           "December").split()
_UNITS = ("km", "kg", "mph", "ft", "cm", "lb", "mi", "ml", "g", "m", "mm", "kW", "GB", "ha")
_DAY_FIRST = ("London", "Paris", "Berlin", "Madrid", "Dublin", "Rome")
_MONTH_FIRST = ("New York", "Chicago", "Boston", "Denver", "Houston", "Seattle")
_HELD_OUT = 5  # one span text in five is held out


@dataclass
class Example:
    """A generated sentence; `override` maps a span text to the reading its context demands."""

    text: str
    subset: str
    override: dict[str, str] = field(default_factory=dict)


def _number(rng: random.Random) -> int:
    digits = rng.choice((1, 1, 2, 2, 3, 3, 4, 5, 6, 7))
    return rng.randrange(10 ** (digits - 1) if digits > 1 else 0, 10 ** digits)


def _grouped(n: int, rng: random.Random) -> str:
    return f"{n:,}" if n >= 1000 and rng.random() < 0.6 else str(n)


def _suffix(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _decimal(rng: random.Random) -> str:
    return f"{_number(rng) % 10000}.{rng.randrange(0, 10 ** rng.randint(1, 3))}"


def _date(rng: random.Random) -> str:
    year = rng.randint(1800, 2035)
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{_MONTHS[month - 1]} {day}, {year}", f"{day} {_MONTHS[month - 1]} {year}",
                       f"{_MONTHS[month - 1]} {day}", f"{year}-{month:02d}-{day:02d}",
                       f"{year}", f"{year // 10 * 10}s"))


def _plain(rng: random.Random) -> str:
    """One ordinary sentence with one or two spans."""
    def one() -> str:
        kind = rng.choice(CLASSES)
        if kind == "CARDINAL":
            n = _number(rng)
            while 1000 <= n <= 2099:  # bare, these read as years (DATE)
                n = _number(rng)
            return _grouped(n, rng)
        if kind == "ORDINAL":
            n = rng.choice((rng.randint(1, 40), rng.randint(1, 999), _number(rng)))
            return f"{n}{_suffix(n)}"
        if kind == "DECIMAL":
            return _decimal(rng)
        if kind == "MONEY":
            amount = rng.choice((str(_number(rng)), f"{_number(rng) % 1000}.{rng.randint(10, 99)}",
                                 f"{rng.randint(1, 999)} million", f"{rng.randint(1, 99)}bn"))
            return rng.choice("$$$£€") + amount
        if kind == "DATE":
            return _date(rng)
        n = rng.choice((str(rng.randint(1, 999)), _decimal(rng)))
        return f"{n} {rng.choice(_UNITS)}"

    frame = rng.choice(("It was {a} in total.", "They reported {a} and then {b}.",
                        "We saw {a} on the list", "About {a}, maybe {b}.", "The figure is {a}.",
                        "Note: {a} was recorded after {b} earlier."))
    return frame.format(a=one(), b=one())


def _context(rng: random.Random, g: _Readings) -> Example:
    """A sentence whose context picks a reading the rules do not choose, or the same frame
    where the rules' choice is right (so the cue, not the frame, must decide)."""
    if rng.random() < 0.5:
        n = rng.randint(1000, 2099)
        if rng.random() < 0.5:
            frame = rng.choice(("{n} people attended the meeting.", "The library holds {n} books.",
                                "They counted {n} birds.", "Exactly {n} votes were cast."))
            return Example(frame.format(n=n), "context", {str(n): g.cardinal(str(n))})
        frame = rng.choice(("In {n} the meeting was held.", "The library opened in {n}.",
                            "They moved there in {n}."))
        return Example(frame.format(n=n), "rule")
    year, month, day = rng.randint(1950, 2030), rng.randint(1, 12), rng.randint(1, 12)
    if rng.random() < 0.5:
        written = f"{day}/{month}/{year}"
        text = f"The {rng.choice(_DAY_FIRST)} office closed on {written}."
        reading = g.reading(f"{day} {_MONTHS[month - 1]} {year}")
        return Example(text, "context", {written: reading})
    return Example(f"The {rng.choice(_MONTH_FIRST)} office closed on {month}/{day}/{year}.",
                   "rule")


class _Readings:
    """Readings from the rule grammars for the context subset."""

    def __init__(self, processor):
        self.processor = processor

    def cardinal(self, digits: str) -> str:
        return self.processor.normalize(f"{int(digits):,}")  # grouped: CARDINAL, not a year

    def reading(self, written: str) -> str:
        return self.processor.normalize(written)


def _held_out(span: str) -> bool:
    return zlib.crc32(span.encode("utf-8")) % _HELD_OUT == 0


def generate(processor, count: int, seed: int, context_share: float = 0.3) -> list[Example]:
    rng = random.Random(seed)
    readings = _Readings(processor)
    return [_context(rng, readings) if rng.random() < context_share
            else Example(_plain(rng), "rule") for _ in range(count)]


def _corpus(path: str, limit: int) -> list[tuple[str, dict[tuple[int, int], str]]]:
    """(sentence, {(start, end): reference}) from Sproat & Jaitly data, punctuation dropped."""
    from sproat_data import clean, read

    out = []
    for tokens in read(path):
        if len(out) >= limit:
            break
        kept = [t for t in tokens if t.cls != "PUNCT"]
        if not any(any(c.isdigit() for c in t.before) for t in kept):
            continue
        refs, pos = {}, 0
        for t in kept:
            refs[(pos, pos + len(t.before))] = clean(t.after)
            pos += len(t.before) + 1
        out.append((" ".join(t.before for t in kept), refs))
    return out


@dataclass
class Item:
    """One held-out span to score."""

    line: int
    start: int
    end: int
    cls: str
    subset: str
    reference: str


def build(processor, args) -> tuple[list[tuple[str, str]], list[str], list[Item], Counter]:
    """Training pairs, held-out lines and the spans to score in them."""
    pairs: list[tuple[str, str]] = []
    lines: list[str] = []
    items: list[Item] = []
    notes: Counter = Counter()
    from textnorm.neural.veto import CoveringGrammar

    covers = CoveringGrammar(processor)
    sources = [(e.text, e.subset, e.override, None) for e in
               generate(processor, args.sentences, args.seed)]
    if args.corpus:
        sources += [(text, "corpus", {}, refs) for text, refs in _corpus(args.corpus,
                                                                        args.corpus_lines)]
    for text, subset, override, refs in sources:
        result = processor.normalize_with_alignment(text)
        spans = [s for s in result.spans if s.cls in CLASSES]
        if not spans:
            continue
        if not any(_held_out(text[s.src_start:s.src_end]) for s in spans):
            for (source, target, _), s in zip(
                    synth_rows(processor, text, CLASSES, window=args.window), spans):
                pairs.append((source, override.get(text[s.src_start:s.src_end], target)))
            continue
        line = len(lines)
        lines.append(text)
        for s in spans:
            written = text[s.src_start:s.src_end]
            if not _held_out(written):
                continue  # a companion span of a held-out one: the model may have seen it
            rule_out = result.text[s.out_start:s.out_end]
            if refs is not None:
                reference = refs.get((s.src_start, s.src_end))
                if reference is None:
                    notes["corpus spans not one token"] += 1
                    continue
                items.append(Item(line, s.src_start, s.src_end, s.cls, "corpus", reference))
                continue
            reference = override.get(written, rule_out)
            if reference != rule_out and not covers.admits(s.cls, written, reference):
                notes["context readings the cover rejects"] += 1  # a generator bug: skip
                continue
            # "1000 people": the context's reading may be the rules' own.
            items.append(Item(line, s.src_start, s.src_end, s.cls,
                              subset if reference != rule_out else "rule", reference))
    return pairs, lines, items, notes


class _Recorder:
    """Wraps a model; keeps each span's proposal so that the model alone can be scored."""

    def __init__(self, model):
        self.model = model
        self.seen: dict[tuple[str, int], str | None] = {}

    def propose(self, spans):
        proposals = self.model.propose(spans)
        for span, proposal in zip(spans, proposals):
            self.seen[(span.text, span.start)] = proposal
        return proposals


def train_model(pairs: list[tuple[str, str]], args, log=None):
    from textnorm.neural.base import require_torch
    from textnorm.neural.byt5 import ByT5Normalizer
    from textnorm.neural.train import fine_tune, small_byte_t5

    torch, transformers = require_torch()
    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    model = small_byte_t5(args.d_model, args.layers, args.heads)
    tokenizer = transformers.ByT5Tokenizer()
    fine_tune(model, tokenizer, pairs, steps=args.max_steps, batch_size=args.batch_size,
              lr=args.lr, device=args.device, seed=args.seed, log=log,
              max_seconds=60 * args.minutes, decay=True)
    return ByT5Normalizer.from_model(model, tokenizer, device=args.device, max_new_tokens=160,
                                     window=args.window)


def evaluate(processor, model, lines: list[str], items: list[Item]) -> dict:
    """Scores per subset and the decisions of the veto (the pipeline `Normalizer(...,
    neural=model)` runs, limited to the benchmark's classes)."""
    from textnorm.neural.pipeline import NeuralPass

    recorder = _Recorder(model)
    neural = NeuralPass(processor, recorder, classes=CLASSES)
    results = neural.run(lines)
    rule_results = [processor.normalize_with_alignment(text) for text in lines]
    cover = neural.cover

    def at(result, item):
        return next((s for s in result.spans if s.src_start == item.start), None)

    table: dict[str, Counter] = {}
    for item in items:
        text = lines[item.line]
        written = text[item.start:item.end]
        rule_span, final_span = at(rule_results[item.line], item), at(results[item.line], item)
        rule_out = rule_results[item.line].text[rule_span.out_start:rule_span.out_end]
        final = results[item.line].text[final_span.out_start:final_span.out_end]
        proposal = recorder.seen.get((text, item.start))
        norm = (lambda s: " ".join(s.lower().split())) if item.subset == "corpus" else str
        for subset in (item.subset, "ALL"):
            c = table.setdefault(subset, Counter())
            c["spans"] += 1
            c["rule"] += norm(rule_out) == item.reference
            c["model"] += proposal is not None and norm(proposal) == item.reference
            c["veto"] += norm(final) == item.reference
            c["model_invalid"] += proposal is None
            c["model_inadmissible"] += proposal is None or not cover.admits(
                item.cls, written, proposal)
            c["rule_inadmissible"] += not cover.admits(item.cls, written, rule_out)
            c["veto_inadmissible"] += not cover.admits(item.cls, written, final)
            c["decision:" + str(final_span.decision)] += 1
    return {"table": table, "decisions": dict(neural.stats),
            "stage_seconds": {k: round(v, 2) for k, v in neural.seconds.items()}}


def report(scores: dict, meta: dict) -> dict:
    rows = ["subset   spans   rule   model   veto   inadmissible(model)   inadmissible(veto)"]
    for subset, c in scores["table"].items():
        n = c["spans"] or 1
        rows.append(f"{subset:<8}{c['spans']:>6}  {c['rule'] / n:6.1%}  {c['model'] / n:6.1%}  "
                    f"{c['veto'] / n:6.1%}  {c['model_inadmissible']:>10} "
                    f"({c['model_invalid']} no output){c['veto_inadmissible']:>12}")
    print("\n".join(rows))
    print("seconds per stage of the pipeline (rules, model, veto):", scores["stage_seconds"])
    summary = {**meta, "stage_seconds": scores["stage_seconds"]}
    for subset, c in scores["table"].items():
        n = c["spans"] or 1
        summary[subset] = {"spans": c["spans"], "acc_rule": round(c["rule"] / n, 4),
                           "acc_model": round(c["model"] / n, 4),
                           "acc_veto": round(c["veto"] / n, 4),
                           "inadmissible_model": c["model_inadmissible"],
                           "invalid_model": c["model_invalid"],
                           "inadmissible_rule": c["rule_inadmissible"],
                           "inadmissible_veto": c["veto_inadmissible"],
                           "decisions": {k[9:]: v for k, v in c.items()
                                         if k.startswith("decision:")}}
    print(json.dumps(summary))
    return summary


def run(args, model: NeuralModel | None = None) -> dict:
    """Train a model within the budget and score it; or score `model` (any NeuralModel: an
    already trained one, or a test's model with known answers) without training."""
    started = time.monotonic()
    processor = Normalizer("en", "tn").processor
    pairs, lines, items, notes = build(processor, args)
    print(f"{len(pairs)} training pairs, {len(lines)} held-out lines, {len(items)} spans "
          f"({dict(Counter(i.subset for i in items))}); {dict(notes)}", file=sys.stderr)
    steps = [0]
    every = max(1, args.log_every)

    def log(step: int, loss: float) -> None:
        steps[0] = step + 1
        if step % every == 0:
            print(f"step {step + 1} loss {loss:.4f} {time.monotonic() - started:.0f}s",
                  file=sys.stderr)

    trained = time.monotonic()
    given = model is not None
    if not given:
        model = train_model(pairs, args, log)
    train_seconds = time.monotonic() - trained
    if args.save and not given:  # `--model DIR` loads it (byte tokenizer, the same window)
        from textnorm.neural.byt5 import record_window

        record_window(model.model, args.window)
        model.model.save_pretrained(args.save)
    scores = evaluate(processor, model, lines, items)
    meta = {"train_pairs": len(pairs), "train_steps": steps[0],
            "train_seconds": round(train_seconds), "d_model": args.d_model,
            "layers": args.layers, "seconds": round(time.monotonic() - started), **dict(notes)}
    return report(scores, meta)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--minutes", type=float, default=20.0, help="training budget (wall time)")
    p.add_argument("--max-steps", type=int, default=1_000_000)
    p.add_argument("--sentences", type=int, default=20_000, help="generated sentences")
    p.add_argument("--corpus", help="Sproat & Jaitly data (sproat_data.py formats)")
    p.add_argument("--corpus-lines", type=int, default=4000,
                   help="corpus sentences with digits to use (train and held out)")
    p.add_argument("--d-model", type=int, default=96)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--heads", type=int, help="attention heads (default: one per 32 dimensions)")
    p.add_argument("--window", type=int, default=32,
                   help="characters of context on each side of a span in the model's input")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    p.add_argument("--device", default="cpu",
                   help="cpu (the bar's setting), cuda (bf16 autocast), or auto")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", metavar="DIR", help="also write the trained model here")
    p.add_argument("--log-every", type=int, default=100)
    return p


def main(argv: list[str] | None = None, model: NeuralModel | None = None) -> int:
    summary = run(parser().parse_args(argv), model)
    bad = sum(v.get("inadmissible_veto", 0) for v in summary.values() if isinstance(v, dict))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
