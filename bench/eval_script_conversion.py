"""CER of neighbouring-script conversion on typed/correct pairs.

    python bench/eval_script_conversion.py PAIRS.tsv --lang ckb --from ar

PAIRS.tsv holds one pair a line: the text as typed (e.g. Sorani written with an Arabic keyboard)
and the correct text, tab-separated (`--typed-col` / `--gold-col` pick other columns; a first
line whose columns are not Arabic script is taken as a header). Prints the character error rate
of the typed text and of textnorm's conversion (`Normalizer(lang, mode="script", from_lang=...)`)
against the correct text: total edit distance / total reference length.
"""

from __future__ import annotations

import argparse
import sys
import time
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from textnorm import Normalizer  # noqa: E402


def edit_distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b))
            )
        previous = current
    return previous[-1]


def cer(hypotheses: list[str], references: list[str]) -> float:
    errors = sum(edit_distance(h, r) for h, r in zip(hypotheses, references))
    return errors / max(1, sum(len(r) for r in references))


def read_pairs(path: Path, typed_col: int, gold_col: int) -> list[tuple[str, str]]:
    pairs = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        cols = line.split("\t")
        if len(cols) <= max(typed_col, gold_col) or not line.strip():
            continue
        typed, gold = cols[typed_col].strip(), cols[gold_col].strip()
        if number == 0 and not any("\u0600" <= c <= "\u06ff" for c in typed + gold):
            continue  # header
        pairs.append((unicodedata.normalize("NFC", typed), unicodedata.normalize("NFC", gold)))
    return pairs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", type=Path)
    parser.add_argument("--lang", default="ckb")
    parser.add_argument("--from", dest="from_lang", required=True)
    parser.add_argument("--typed-col", type=int, default=0)
    parser.add_argument("--gold-col", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="print the first N changed lines")
    args = parser.parse_args(argv)
    pairs = read_pairs(args.pairs, args.typed_col, args.gold_col)
    if not pairs:
        print("no pairs read", file=sys.stderr)
        return 1
    normalizer = Normalizer(lang=args.lang, mode="script", from_lang=args.from_lang)
    typed = [t for t, _ in pairs]
    gold = [g for _, g in pairs]
    start = time.perf_counter()
    converted = [normalizer.normalize(t) for t in typed]
    seconds = time.perf_counter() - start
    print(f"{args.lang} --from {args.from_lang}: {len(pairs)} pairs, {sum(map(len, gold))} chars")
    print(f"CER typed     {cer(typed, gold):.3f}")
    print(f"CER converted {cer(converted, gold):.3f}   ({seconds:.2f} s)")
    shown = 0
    for t, c, g in zip(typed, converted, gold):
        if shown < args.show and c != g:
            print(f"  typed {t}\n  ours  {c}\n  gold  {g}")
            shown += 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
