"""Check textnorm's Ge'ez homophone schemes against a published homophone mapping table.

    python bench/eval_geez.py PATH/homophone_mappings.tsv

The table has columns lang, scheme, step, kind (char | regex), source, target (hhnigatu's
geez_script_normalization, as described in its SOURCE.md). For every letter (and every labialized
sequence of a regex row) it lists, the published steps are replayed in step order and the result
is compared with `Normalizer(lang, mode="script", scheme=...)`. It also checks that the default
scheme leaves every listed letter alone (homophones are never merged implicitly).
Exit status 1 when anything differs.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from textnorm import Normalizer  # noqa: E402

LANGS = {"amh": "am", "tir": "ti"}
SCHEMES = {"H-only": "homophone", "HSL": "homophone-hsl"}


def load(path: Path) -> dict[tuple[str, str], list[dict[str, str]]]:
    tables: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    with path.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            tables[(row["lang"], row["scheme"])].append(row)
    for rows in tables.values():
        rows.sort(key=lambda r: int(r["step"]))
    return tables


def replay(rows: list[dict[str, str]], text: str) -> str:
    """The published normalizer: each step in order (a `char` step replaces one letter)."""
    for row in rows:
        if row["kind"] == "regex":
            text = re.sub(row["source"], row["target"], text)
        else:
            text = text.replace(row["source"], row["target"])
    return text


def inputs(rows: list[dict[str, str]]) -> list[str]:
    """Every listed letter, and each sequence a regex row names (`(ሉ[ዋአ])` -> ሉዋ, ሉአ)."""
    out: list[str] = []
    for row in rows:
        if row["kind"] == "char":
            out.append(row["source"])
            continue
        found = re.fullmatch(r"\((.)\[(.+)\]\)", row["source"])
        if found is None:
            raise ValueError(f"unexpected regex row {row['source']!r}")
        out += [found.group(1) + second for second in found.group(2)]
    return list(dict.fromkeys(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("table", type=Path, help="homophone_mappings.tsv")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every difference")
    args = parser.parse_args(argv)
    failures = 0
    for (lang, scheme), rows in sorted(load(args.table).items()):
        tag, name = LANGS[lang], SCHEMES[scheme]
        ours = Normalizer(lang=tag, mode="script", scheme=name)
        default = Normalizer(lang=tag, mode="script")
        cases = inputs(rows)
        wrong = [(c, replay(rows, c), ours.normalize(c)) for c in cases]
        wrong = [w for w in wrong if w[1] != w[2]]
        touched = [c for c in cases if default.normalize(c) != c]
        print(
            f"{tag} {name:14s} {len(cases) - len(wrong):3d}/{len(cases)} listed inputs match; "
            f"default scheme {default.scheme!r} changes {len(touched)} of them"
        )
        if args.verbose:
            for case, expected, got in wrong:
                print(f"  {case}: published {expected}  textnorm {got}")
        failures += len(wrong) + len(touched)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
