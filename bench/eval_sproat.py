"""Accuracy on Sproat & Jaitly style data: sentence accuracy and per-class token accuracy.

    python bench/eval_sproat.py DATA [--lang en] [--limit N] [--errors FILE]

DATA is a Google TN file (`CLASS<TAB>before<TAB>after`, `<eos>` lines) or Proteno's JSON lines
(`../shared/refdata/google_tn_sproat_jaitly/proteno_en/proteno_en.jsonl`, classes inferred). The
protocol is NeMo's: punctuation tokens dropped, exact match after strip + lower-case. For the
per-class figure each token is normalized alone, out of context.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sproat_data import clean, read, sentence_pair  # noqa: E402

from textnorm import Normalizer  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--limit", type=int, default=0, help="first N sentences only")
    parser.add_argument("--errors", help="write mismatches (sentence and token) to this file")
    parser.add_argument("--no-tokens", action="store_true", help="skip the per-class figure")
    args = parser.parse_args()

    sentences = read(args.data)
    if args.limit:
        sentences = sentences[: args.limit]
    normalizer = Normalizer(lang=args.lang, mode="tn")
    errors = open(args.errors, "w", encoding="utf-8") if args.errors else None

    start = time.perf_counter()
    right = 0
    for tokens in sentences:
        source, expected = sentence_pair(tokens)
        got = clean(normalizer.normalize(source))
        if got == expected:
            right += 1
        elif errors:
            errors.write(f"S\t{source}\n\texpected: {expected}\n\tgot:      {got}\n")
    elapsed = time.perf_counter() - start
    print(f"sentences: {len(sentences)}  accuracy: {100 * right / len(sentences):.2f}%  "
          f"({len(sentences) / elapsed:.0f} sentences/s)")
    if args.no_tokens:
        return

    total, good = collections.Counter(), collections.Counter()
    for tokens in sentences:
        for t in tokens:
            if t.cls == "PUNCT":
                continue
            total[t.cls] += 1
            got = clean(normalizer.normalize(t.before))
            if got == clean(t.after):
                good[t.cls] += 1
            elif errors:
                errors.write(f"T\t{t.cls}\t{t.before}\t{clean(t.after)}\t{got}\n")
    print(f"{'class':<12}{'tokens':>8}{'accuracy':>10}")
    for cls, n in total.most_common():
        print(f"{cls:<12}{n:>8}{100 * good[cls] / n:>9.1f}%")


if __name__ == "__main__":
    main()
