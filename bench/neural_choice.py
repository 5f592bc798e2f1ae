"""Constrained choice on real text: rules alone vs a chooser model, on a held-out split.

    python bench/neural_choice.py DATA.jsonl --model DIR [--holdout 0.1] [--threads 1]
    python bench/neural_choice.py DATA.jsonl --oracle      # the ceiling: the reference picks

DATA is Sproat & Jaitly JSON lines (`../shared/refdata/google_tn_sproat_jaitly/proteno_en/
proteno_en.jsonl`). The held-out split is the one `textnorm train DATA --holdout F` leaves out
(a hash of each sentence's text), so a model trained that way never saw these sentences.
Protocol as bench/eval_sproat.py: punctuation tokens dropped, exact match after lower-casing.
Every span the model wrote is checked against the covering grammar (`CoveringGrammar.admits`);
the count of inadmissible outputs must be 0. Throughput is end to end (rules, readings,
model), lines in batches of --batch-lines. Prints a table, the per-class choice stats, and
one JSON line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm import Normalizer  # noqa: E402
from textnorm.neural.choice import ChoicePass  # noqa: E402
from textnorm.neural.choice_data import clean, read_sentences, split  # noqa: E402


class Oracle:
    """Picks the reading the reference sentence holds (and the rule's does not), the longest
    where several do ("the twenty ninth of december ..." over "twenty ninth of december ...",
    both in "on the twenty ninth of december ..."): the best any chooser could do with these
    readings."""

    def __init__(self, references: dict[str, str]):
        self.references = references

    def choose(self, spans, options):
        picks = []
        for span, readings in zip(spans, options):
            words = f" {self.references.get(span.text, '')} "
            rule_there = f" {clean(readings[0])} " in words
            found = [i for i, r in enumerate(readings)
                     if i and not rule_there and f" {clean(r)} " in words]
            picks.append(max(found, key=lambda i: len(clean(readings[i])), default=0))
        return picks


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("data")
    p.add_argument("--model", help="a chooser (textnorm train DATA.jsonl --lang en -o DIR)")
    p.add_argument("--oracle", action="store_true", help="let the reference choose (ceiling)")
    p.add_argument("--lang", default="en")
    p.add_argument("--holdout", type=float, default=0.1)
    p.add_argument("--holdout-slice", type=int, default=0, metavar="K",
                   help="the held-out slice the model was trained without (textnorm train "
                        "--holdout-slice K); default 0")
    p.add_argument("--limit", type=int, default=0, help="first N held-out sentences only")
    p.add_argument("--batch-lines", type=int, default=256)
    p.add_argument("--threads", type=int, default=0, help="torch threads (0: default)")
    p.add_argument("--errors", help="write sentences the model got wrong to this file")
    args = p.parse_args(argv)
    if not args.model and not args.oracle:
        p.error("give --model DIR or --oracle")
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)

    _, test = split(read_sentences(args.data), args.holdout, args.holdout_slice)
    if args.limit:
        test = test[:args.limit]
    texts, references = [s.text for s in test], [s.reference for s in test]

    rules = Normalizer(lang=args.lang, mode="tn")
    started = time.perf_counter()
    rule_out = [rules.normalize(t) for t in texts]
    rule_seconds = time.perf_counter() - started

    if args.oracle:
        chooser = ChoicePass(rules.processor, Oracle(dict(zip(texts, references))))
    else:
        chooser = ChoicePass(rules.processor, args.model)
    chooser.run(texts[:8])  # warm-up: grammar loading and first batches are not throughput
    chooser.stats.clear()
    chooser.seconds.clear()
    started, cpu = time.perf_counter(), time.process_time()
    results = []
    for i in range(0, len(texts), args.batch_lines):
        results += chooser.run(texts[i:i + args.batch_lines],
                               references[i:i + args.batch_lines])
    model_seconds = time.perf_counter() - started
    model_cpu = time.process_time() - cpu  # this process's CPU time: a shared machine's
    # wall clock counts other jobs' load too

    inadmissible = checked = 0
    for text, result in zip(texts, results):
        for span in result.spans:
            if span.source == "neural":
                checked += 1
                inadmissible += not chooser.cover.admits(
                    span.cls, text[span.src_start:span.src_end],
                    result.text[span.out_start:span.out_end])
    rule_right = sum(clean(o) == r for o, r in zip(rule_out, references))
    model_right = sum(clean(res.text) == r for res, r in zip(results, references))
    if args.errors:
        with open(args.errors, "w", encoding="utf-8") as f:
            for text, res, ref, old in zip(texts, results, references, rule_out):
                if clean(res.text) != ref:
                    f.write(f"S\t{text}\n\texpected: {ref}\n\tmodel:    {clean(res.text)}\n"
                            f"\trules:    {clean(old)}\n")
    n = len(test) or 1
    figures = {
        "sentences": len(test), "rules_accuracy": round(100 * rule_right / n, 2),
        "model_accuracy": round(100 * model_right / n, 2),
        "gain_points": round(100 * (model_right - rule_right) / n, 2),
        "inadmissible": inadmissible, "model_spans_checked": checked,
        "rules_sentences_per_s": round(len(test) / rule_seconds, 1),
        "model_sentences_per_s": round(len(test) / model_seconds, 1),
        "model_sentences_per_cpu_s": round(len(test) / model_cpu, 1),
        "holdout_slice": args.holdout_slice,
        "chooser": "oracle" if args.oracle else args.model,
    }
    print(f"held-out sentences: {len(test)}")
    print(f"rules alone : {figures['rules_accuracy']:.2f}%  "
          f"({figures['rules_sentences_per_s']} sentences/s)")
    print(f"with chooser: {figures['model_accuracy']:.2f}%  "
          f"({figures['model_sentences_per_s']} sentences/s; "
          f"{figures['model_sentences_per_cpu_s']} per CPU second)  "
          f"inadmissible outputs: {inadmissible} of {checked} model spans")
    print(chooser.summary())
    print(json.dumps(figures))
    return 1 if inadmissible else 0


if __name__ == "__main__":
    sys.exit(main())
