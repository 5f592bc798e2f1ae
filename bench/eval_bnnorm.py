"""Score the Bangla default scheme (`bnunicode`) on bnUnicodeNormalizer's own cases.

    python bench/eval_bnnorm.py --data /path/to/bnunicodenormalizer [--peer]

Reads `test_normalizer_pairs.tsv` (allow_english, category, input, expected) and
`readme_examples.tsv` (category, input, expected) from DIR and runs each input through
`Normalizer(lang="bn", mode="script")`, i.e. `textnorm normalize --mode script --lang bn`.
An expected `<None>` (the library rejects the word as not Bangla) cannot be met by a
line-preserving normalizer and counts as a miss. With --peer, words are also run through the
installed `bnunicodenormalizer` package and disagreements are listed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm import Normalizer  # noqa: E402


def _rows(path: Path) -> list[tuple[int, str, str, str]]:
    rows = []
    lines = path.read_text("utf-8").splitlines()
    for number, line in enumerate(lines[1:], 2):
        cols = line.split("\t")
        if len(cols) < 3:
            continue
        category, text, expected = cols[-3], cols[-2], cols[-1]
        rows.append((number, category, text, expected))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--peer", action="store_true", help="compare with bnunicodenormalizer")
    args = parser.parse_args(argv)
    normalizer = Normalizer(lang="bn", mode="script")
    peer = None
    if args.peer:
        from bnunicodenormalizer import Normalizer as Peer

        peer = Peer(allow_english=True)
    total_right = total = 0
    for name in ("test_normalizer_pairs.tsv", "readme_examples.tsv"):
        path = args.data / name
        if not path.is_file():
            continue
        right = 0
        rows = _rows(path)
        for number, category, text, expected in rows:
            got = normalizer.normalize(text)
            good = got == expected
            right += good
            if not good:
                print(f"  {name}:{number} [{category}] {text!r} -> {got!r}, want {expected!r}")
            if peer is not None:
                theirs = peer(text)["normalized"]
                if theirs != got:
                    print(f"  peer differs on {text!r}: textnorm {got!r}, peer {theirs!r}")
        print(f"{name}: {right}/{len(rows)} = {100 * right / max(len(rows), 1):.1f}%")
        total_right += right
        total += len(rows)
    print(f"all: {total_right}/{total} = {100 * total_right / max(total, 1):.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
