"""Bar check: Whisper's own normalizer test pairs through textnorm's `whisper` scheme.

Reads a TSV with columns normalizer, input, expected (e.g.
shared/refdata/whisper_normalizer/test_normalizer_pairs.tsv); the `normalizer` column lists
the Whisper normalizer(s) each pair is asserted for, and every listed one is checked with
textnorm's counterpart. With --cli, the EnglishTextNormalizer pairs also go through the
command a user runs: `textnorm normalize --mode asr --lang en --scheme whisper`.

    python bench/eval_whisper_pairs.py PATH/test_normalizer_pairs.tsv [--cli]
"""

from __future__ import annotations

import argparse
import csv
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from textnorm.asr.whisper_english import normalize_english, normalize_spelling  # noqa: E402
from textnorm.asr.whisper_numbers import normalize_numbers  # noqa: E402

_OURS = {
    "EnglishTextNormalizer": normalize_english,
    "EnglishNumberNormalizer": normalize_numbers,
    "EnglishSpellingNormalizer": normalize_spelling,
}


def _through_cli(inputs: list[str]) -> list[str]:
    command = [sys.executable, "-m", "textnorm.cli.main", "normalize", "--mode", "asr",
               "--lang", "en", "--scheme", "whisper"]
    done = subprocess.run(command, input="".join(f"{t}\n" for t in inputs), text=True,
                          capture_output=True, cwd=ROOT, check=False)
    if done.returncode != 0:
        sys.exit(f"CLI failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout.split("\n")[: len(inputs)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", type=Path)
    parser.add_argument("--cli", action="store_true", help="also run the textnorm command")
    args = parser.parse_args()
    with args.pairs.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    passed, total = Counter(), Counter()
    for row in rows:
        for name in row["normalizer"].split(","):
            got = _OURS[name](row["input"])
            total[name] += 1
            if got == row["expected"]:
                passed[name] += 1
            else:
                print(f"FAIL [{name}] {row['input']!r}: want {row['expected']!r}, got {got!r}")
    if args.cli:
        text_rows = [r for r in rows if "EnglishTextNormalizer" in r["normalizer"]]
        outputs = _through_cli([r["input"] for r in text_rows])
        for row, got in zip(text_rows, outputs):
            total["CLI"] += 1
            if got == row["expected"]:
                passed["CLI"] += 1
            else:
                print(f"FAIL [CLI] {row['input']!r}: want {row['expected']!r}, got {got!r}")
    for name in total:
        print(f"{name}: {passed[name]}/{total[name]} identical "
              f"({100 * passed[name] / total[name]:.1f}%)")
    print(f"pairs: {len(rows)}; checks: {sum(passed.values())}/{sum(total.values())} identical")


if __name__ == "__main__":
    main()
