"""Accuracy on Sproat & Jaitly style data: sentence accuracy and per-class token accuracy.

    python bench/eval_sproat.py DATA [--lang en] [--limit N] [--errors FILE]
                                [--peer nemo --peer-python /path/to/peers/python]

DATA is a Google TN file (`CLASS<TAB>before<TAB>after`, `<eos>` lines) or Proteno's JSON lines
(`../shared/refdata/google_tn_sproat_jaitly/proteno_en/proteno_en.jsonl`, classes inferred). The
protocol is NeMo's: punctuation tokens dropped, exact match after strip + lower-case. For the
per-class figure each token is normalized alone, out of context. With --peer the same per-class
figure is given for a peer (bench/peers.py run in the peer's own Python, over each distinct token
once; PLAIN tokens only with --peer-plain, they are many and slow).
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
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
    parser.add_argument("--peer", help="also the per-class figure of this peer (nemo, wetext)")
    parser.add_argument("--peer-python", default=sys.executable,
                        help="python of an environment where the peer is installed")
    parser.add_argument("--peer-plain", action="store_true", help="the peer's PLAIN tokens too")
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
    peer = _peer_tokens(args, sentences) if args.peer else None
    print(f"{'class':<12}{'tokens':>8}{'accuracy':>10}" + (f"{args.peer:>10}" if peer else ""))
    for cls, n in total.most_common():
        line = f"{cls:<12}{n:>8}{100 * good[cls] / n:>9.1f}%"
        if peer and peer[1][cls]:
            line += f"{100 * peer[0][cls] / peer[1][cls]:>9.1f}%"
        print(line)


def _peer_tokens(args, sentences) -> tuple[collections.Counter, collections.Counter]:
    """The peer's right and total token counts per class, each distinct token run once."""
    tokens = [t for s in sentences for t in s
              if t.cls != "PUNCT" and (args.peer_plain or t.cls != "PLAIN")]
    distinct = sorted({t.before for t in tokens if "\n" not in t.before})
    run = subprocess.run([args.peer_python, str(Path(__file__).parent / "peers.py"), args.peer,
                          "tn"], input="\n".join(distinct) + "\n", capture_output=True,
                         text=True, check=True)
    said = dict(zip(distinct, json.loads(run.stdout)["outputs"], strict=True))
    good, total = collections.Counter(), collections.Counter()
    for t in tokens:
        if t.before in said:
            total[t.cls] += 1
            good[t.cls] += clean(said[t.before]) == clean(t.after)
    return good, total


if __name__ == "__main__":
    main()
