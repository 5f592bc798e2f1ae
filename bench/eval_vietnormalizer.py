"""Score Vietnamese TN on VietNormalizer's own test assertions.

    python bench/eval_vietnormalizer.py PATH/test_assertions.tsv [--mode tn]

VietNormalizer's tests give no full expected outputs, only substring constraints on the
normalized text. The TSV has the columns test, input, assertion; an assertion is one or more
terms `contains("x")` / `not_contains("x")` joined by ` OR `, and holds when any term holds.
Each input goes through `Normalizer(lang="vi")`, i.e. `textnorm normalize --lang vi`. The
assertions are parsed here (never evaluated as code); a line that does not parse is an error.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import regex as re

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm import Normalizer  # noqa: E402

_TERM = re.compile(r'(not_contains|contains)\("((?:[^"\\]|\\.)*)"\)')
_OR = re.compile(r"\s+OR\s+")


def parse(assertion: str) -> list[tuple[bool, str]]:
    """`contains("a") OR not_contains("b")` -> [(True, "a"), (False, "b")]."""
    terms, at, text = [], 0, assertion.strip()
    while True:
        match = _TERM.match(text, at)
        if not match:
            raise ValueError(f"cannot parse assertion {assertion!r} at {text[at:]!r}")
        # the string literal's escapes only (\" and \\), read as JSON reads them
        terms.append((match.group(1) == "contains", json.loads(f'"{match.group(2)}"')))
        at = match.end()
        if at == len(text):
            return terms
        joiner = _OR.match(text, at)
        if not joiner:
            raise ValueError(f"cannot parse assertion {assertion!r} at {text[at:]!r}")
        at = joiner.end()


def holds(terms: list[tuple[bool, str]], output: str) -> bool:
    return any((text in output) == wanted for wanted, text in terms)


def rows(path: Path) -> list[tuple[int, str, str, str]]:
    out = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        cols = line.split("\t")
        if number == 1 and cols[:1] == ["test"]:
            continue
        if len(cols) != 3:
            continue
        out.append((number, *cols))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("path", type=Path, help="test_assertions.tsv")
    parser.add_argument("--mode", default="tn")
    args = parser.parse_args(argv)
    normalizer = Normalizer(lang="vi", mode=args.mode)
    cache: dict[str, str] = {}
    right = total = 0
    for number, test, text, assertion in rows(args.path):
        if text not in cache:
            cache[text] = normalizer.normalize(text)
        got = cache[text]
        good = holds(parse(assertion), got)
        right += good
        total += 1
        if not good:
            print(f"  line {number} [{test}] {text!r} -> {got!r}: fails {assertion}")
    print(f"VietNormalizer assertions: {right}/{total} pass "
          f"({100 * right / max(total, 1):.1f}%), {len(cache)} inputs")
    return 0 if right == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
