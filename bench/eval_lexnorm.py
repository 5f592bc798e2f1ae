"""Lexical normalization benchmark: MultiLexNorm's ERR (error reduction rate) of textnorm's
lexnorm model against leave-as-is and plain MFR (most frequent replacement only).

    python bench/eval_lexnorm.py --multilexnorm /path/multilexnorm2021   # all datasets,
                                          # train on the first 80% of train.norm, test the rest
    python bench/eval_lexnorm.py --vilexnorm /path/vilexnorm             # train.csv -> dev.csv
                                          # (+ sentence WER of the normalized dev sentences)
    python bench/eval_lexnorm.py --train A.norm --test B.norm            # any two files

ERR = (TP - FP) / (TP + FN) over words: a word needs normalization when gold != orig; TP: it
needs one and the output equals gold; FP: it needs none and the output differs; FN: it needs
one and the output is not gold. Words are compared lower-cased (as the shared task does,
since not every dataset annotates capitalization); `--cased` compares them as written.
Sentence pairs (ViLexNorm) are scored on their aligned tokens (textnorm.lexnorm.align).
No data is read from the repository: every path comes from the command line.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm.lexnorm.data import read_training  # noqa: E402
from textnorm.lexnorm.model import BACKOFF  # noqa: E402
from textnorm.lexnorm.scoring import score_sentences  # noqa: E402
from textnorm.lexnorm.train import train  # noqa: E402

Sentence = list[tuple[str, str]]


def score(sentences: list[Sentence], predictions: list[list[str]], cased: bool) -> dict:
    r = score_sentences(sentences, predictions, cased)
    kept = r["by_kind"].get("keep", {}).get("words", 0)
    return {**r, "acc": r["accuracy"], "lai": kept / r["words"] if r["words"] else 0.0}


def mfr(train_sentences: list[Sentence], test: list[Sentence]) -> list[list[str]]:
    """Each word's most frequent normalization in the training data (itself when unseen)."""
    table: dict[str, Counter] = {}
    for sentence in train_sentences:
        for orig, norm in sentence:
            table.setdefault(orig.lower(), Counter())[norm] += 1
    return [[table[w.lower()].most_common(1)[0][0] if w.lower() in table else w
             for w, _ in sentence] for sentence in test]


def evaluate(name: str, train_sentences: list[Sentence], test: list[Sentence],
             cased: bool) -> dict:
    words = [[w for w, _ in sentence] for sentence in test]
    start, cpu = time.perf_counter(), time.process_time()
    model, _ = train(train_sentences)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    table_only, _ = train(train_sentences, sources=(), learner="thresholds")
    row = {"dataset": name, "train_s": seconds, "train_cpu": cpu,
           "mfr": score(test, mfr(train_sentences, test), cased)["err"],
           "table": score(test, [table_only.normalize_tokens(w) for w in words], cased)["err"]}
    start = time.perf_counter()
    row.update(score(test, [model.normalize_tokens(w) for w in words], cased))
    row["run_s"] = time.perf_counter() - start
    row["sources"] = (f"ranker:{model.ranker.spec.get('learner')}/{model.ranker.rule}"
                      if model.ranker else
                      ",".join(s for s in ("phrase", "table", *BACKOFF)
                               if model.thresholds.get(s) is not None))
    return row


def sentence_wer(train_sentences: list[Sentence], csv_path: Path) -> tuple[float, float]:
    """(raw WER, normalized WER) of a sentence-pair file's originals against its normalized
    sentences, normalized by the lexnorm mode with a model trained on `train_sentences`."""
    import tempfile

    import jiwer

    from textnorm import Normalizer
    from textnorm.lexnorm.data import read_pairs_text
    from textnorm.lexnorm.storage import save

    pairs = read_pairs_text(csv_path.read_text("utf-8-sig"), ",")
    model, report = train(train_sentences)
    with tempfile.TemporaryDirectory() as tmp:
        save(model, Path(tmp) / "model", report=report)
        normalizer = Normalizer("vi", "lexnorm", model=str(Path(tmp) / "model"))
        hyps = normalizer.normalize_batch([orig for orig, _ in pairs])
    refs = [norm for _, norm in pairs]
    return jiwer.wer(refs, [orig for orig, _ in pairs]), jiwer.wer(refs, hyps)


def _split(sentences: list[Sentence], share: float) -> tuple[list[Sentence], list[Sentence]]:
    cut = int(len(sentences) * share)
    return sentences[:cut], sentences[cut:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--multilexnorm", help="folder with <dataset>/train.norm")
    parser.add_argument("--datasets", help="comma list (default: every folder)")
    parser.add_argument("--vilexnorm", help="folder with train.csv and dev.csv")
    parser.add_argument("--train", help="training file (.norm, .csv, .tsv)")
    parser.add_argument("--test", help="test file; default: the last part of --train")
    parser.add_argument("--split", type=float, default=0.8,
                        help="share of sentences to train on when there is no test file")
    parser.add_argument("--cased", action="store_true", help="compare words as written")
    args = parser.parse_args()
    jobs: list[tuple[str, list[Sentence], list[Sentence]]] = []
    if args.multilexnorm:
        root = Path(args.multilexnorm)
        names = args.datasets.split(",") if args.datasets else sorted(
            p.name for p in root.iterdir() if (p / "train.norm").is_file())
        for name in names:
            jobs.append((name, *_split(read_training(root / name / "train.norm"), args.split)))
    if args.vilexnorm:
        root = Path(args.vilexnorm)
        jobs.append(("vilexnorm", read_training(root / "train.csv"),
                     read_training(root / "dev.csv")))
    if args.train:
        data = read_training(args.train)
        test = read_training(args.test) if args.test else None
        jobs.append((Path(args.train).stem, *((data, test) if test else _split(data, args.split))))
    if not jobs:
        parser.error("give --multilexnorm, --vilexnorm or --train")
    header = (f"{'dataset':<10} {'words':>6} {'need':>5} {'LAI acc':>7} {'MFR':>6} {'table':>6} "
              f"{'ERR':>6} {'acc':>6} {'TP':>5} {'FP':>4} {'FN':>5} {'train s':>7} {'cpu s':>6} "
              "sources")
    print(header)
    errs = []
    for name, train_sentences, test in jobs:
        r = evaluate(name, train_sentences, test, args.cased)
        errs.append((r["mfr"], r["table"], r["err"]))
        print(f"{name:<10} {r['words']:>6} {r['need']:>5} {100 * r['lai']:>7.2f} "
              f"{100 * r['mfr']:>6.2f} {100 * r['table']:>6.2f} {100 * r['err']:>6.2f} "
              f"{100 * r['acc']:>6.2f} {r['tp']:>5} {r['fp']:>4} {r['fn']:>5} "
              f"{r['train_s']:>7.1f} {r['train_cpu']:>6.1f} {r['sources']}", flush=True)
    if args.vilexnorm:
        root = Path(args.vilexnorm)
        raw, normalized = sentence_wer(read_training(root / "train.csv"), root / "dev.csv")
        print(f"vilexnorm sentence WER: raw {100 * raw:.2f}%, normalized {100 * normalized:.2f}%")
    if len(errs) > 1:
        mean = [100 * sum(col) / len(errs) for col in zip(*errs)]
        print(f"{'mean':<10} {'':>6} {'':>5} {'':>7} {mean[0]:>6.2f} {mean[1]:>6.2f} "
              f"{mean[2]:>6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
