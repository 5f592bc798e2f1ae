"""The feature ranker on several held-out slices at once, from cached choices: what
`textnorm train DATA --holdout 0.1 --holdout-slice K` then `bench/neural_choice.py DATA --model
DIR --holdout-slice K` measure, without reading the grammars' spans again for every slice.

    python bench/neural_choice_slices.py DATA.jsonl --cache choices.pkl [--slices 0 1 2]

The first run reads every sentence's rule result and choices (ChoicePass.choices, with the
unlisted short words the ranker offers) and pickles them to --cache (about 40 CPU s and 7 MB
for the S&J sample); later runs load them. Per slice the ranker is trained exactly as the CLI
does (choice_train.train_ranker: out-of-fold margins, `--folds`) on the other sentences and the
held-out sentences are rebuilt with its picks (ChoicePass._rebuild), so the figures are the
CLI's: net sentences (model right - rules right) per slice, their mean in points and spread.
Retraining noise is a few sentences per slice: compare variants over several slices.
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm import Normalizer  # noqa: E402
from textnorm.neural.base import SpanInput  # noqa: E402
from textnorm.neural.choice import ChoicePass  # noqa: E402
from textnorm.neural.choice_data import clean, read_sentences, split  # noqa: E402
from textnorm.neural.choice_train import train_ranker  # noqa: E402
from textnorm.neural.pronouncing import entries  # noqa: E402
from textnorm.neural.ranker_evidence import unlisted_short_word  # noqa: E402


def read_choices(sentences, lang: str) -> dict:
    """text -> (rule result, choices) for every distinct sentence."""
    rules = Normalizer(lang=lang, mode="tn")
    finder = ChoicePass(rules.processor, None)
    spoken = entries() if lang == "en" else None
    if spoken is not None:  # train_ranker offers these (FeatureRanker.offers)
        finder.offers = lambda word: unlisted_short_word(word, spoken)
    found = {}
    for sentence in sentences:
        if sentence.text not in found:
            result = rules.processor.normalize_with_alignment(sentence.text)
            found[sentence.text] = (result, finder.choices(0, sentence.text, result))
    return found


class CachedFinder:
    """What train_ranker asks of a ChoicePass, answered from the cache."""

    def __init__(self, cache: dict):
        self.cache = cache
        self.processor = self
        self.keep_tokens = frozenset()
        self.offers = None

    def normalize_with_alignment(self, text: str):
        return self.cache[text][0]

    def choices(self, line: int, text: str, result) -> list:
        return list(self.cache[text][1])


def held_out_net(ranker, cache: dict, test) -> tuple[int, int, int]:
    """(rules right, model right, spans changed) over the held-out sentences."""
    keep = frozenset(ranker.keep_tokens)
    rules_right = model_right = changed = 0
    for sentence in test:
        result, found = cache[sentence.text]
        choices = [c for c in found
                   if not (c.cls == "" and sentence.text[c.start:c.end] in keep)]
        if choices:
            picks = ranker.choose(
                [SpanInput(sentence.text, c.start, c.end, c.cls) for c in choices],
                [[reading for reading, _ in c.options] for c in choices],
                [[cls for _, cls in c.options] for c in choices])
            for choice, pick in zip(choices, picks):
                choice.pick = pick or 0
        out = ChoicePass._rebuild(None, sentence.text, result, choices)
        changed += sum(bool(c.pick) for c in choices)
        for choice in choices:
            choice.pick = 0
        rules_right += clean(result.text) == sentence.reference
        model_right += clean(out.text) == sentence.reference
    return rules_right, model_right, changed


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("data")
    p.add_argument("--cache", required=True, help="pickle of the choices (written if absent)")
    p.add_argument("--lang", default="en")
    p.add_argument("--holdout", type=float, default=0.1)
    p.add_argument("--slices", type=int, nargs="*", help="default: every slice")
    p.add_argument("--folds", type=int, default=5)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    sentences = read_sentences(args.data)
    if Path(args.cache).exists():
        with open(args.cache, "rb") as f:
            cache = pickle.load(f)
    else:
        cache = read_choices(sentences, args.lang)
        with open(args.cache, "wb") as f:
            pickle.dump(cache, f)
    slices = args.slices if args.slices else range(round(1 / args.holdout))
    nets, points = {}, []
    for k in slices:
        started = time.process_time()
        train, test = split(sentences, args.holdout, k)
        ranker = train_ranker(CachedFinder(cache), train, dev_share=0.05, seed=args.seed,
                              folds=args.folds, lang=args.lang, log=lambda line: None)
        rules_right, model_right, changed = held_out_net(ranker, cache, test)
        nets[k] = model_right - rules_right
        points.append(100 * nets[k] / max(1, len(test)))
        print(f"slice {k}: {len(test)} sentences, rules {rules_right}, model {model_right}, "
              f"net {nets[k]:+d} ({changed} spans changed; "
              f"{time.process_time() - started:.0f} CPU s)", flush=True)
    spread = statistics.stdev(points) if len(points) > 1 else 0.0
    print(json.dumps({"net": nets, "sum": sum(nets.values()),
                      "mean_points": round(statistics.mean(points), 3),
                      "sd_points": round(spread, 3)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
