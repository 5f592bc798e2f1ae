"""Exact-match accuracy on peers' test-case files, per file and overall.

    python bench/eval_cases.py DIR --lang en --mode tn|itn [--scheme S] [--cased-only|--lower-only]
        [--errors F] [--nemo-conventions]

Formats: NeMo `test_cases_<class>.txt` (`input~expected[~alternative...]`; `*_cased.txt` files are
the cased ITN cases) and WeTextProcessing (`input => expected`). NeMo's block-format
`*normalize_with_audio*` files are skipped. Whitespace is compared after collapsing runs. A second
column forgives the convention differences between NeMo and Kestrel (see `canonical`). With
`--nemo-conventions` (other languages' number cases) it is the accuracy over the cases whose
expected output follows no NeMo-only convention (nemo_conventions.py), which are listed.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import regex as re

from textnorm import Normalizer

try:
    from nemo_conventions import convention
except ImportError:  # run as a module
    from bench.nemo_conventions import convention


def parse(path: Path, mode: str = "tn") -> list[tuple[str, list[str]]]:
    cases = []
    for line in path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        if " => " in line:
            source, expected = line.split(" => ", 1)
            cases.append((source, [expected]))
        elif "~" in line:
            source, *expected = line.split("~")
            cases.append((source, expected))
    if mode == "tn" and _written_second(cases):
        cases = [(expected[0], [source]) for source, expected in cases]
    return cases


def _written_second(cases: list[tuple[str, list[str]]]) -> bool:
    """NeMo's German and Russian TN files are written the ITN way round (`spoken~written`; their
    tests swap the arguments): the side with more digits is the written one."""
    digits = [sum(ch.isdigit() for ch in text) for source, expected in cases
              for text in (source, expected[0])]
    return sum(digits[1::2]) > 2 * sum(digits[0::2]) and all(len(e) == 1 for _, e in cases)


_NUMBER_WORD = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
                r"\w+ty|hundred|thousand|\w+illion)")
_AND_IN_NUMBER = re.compile(rf"(?<=\b{_NUMBER_WORD}) and (?={_NUMBER_WORD}\b)")
_ZERO = re.compile(r"\b(?:zero|oh)\b")


def canonical(text: str) -> str:
    """Forgive the convention differences between NeMo and Kestrel (Sproat & Jaitly): letter
    case, "and" inside numbers, "zero"/"oh"/"o" for the digit 0."""
    text = _AND_IN_NUMBER.sub(" ", text.lower())
    return " ".join(_ZERO.sub("o", text).split())


def same(a: str, b: str, conventions: bool = False) -> bool:
    if conventions:
        return canonical(a) == canonical(b)
    return " ".join(a.split()) == " ".join(b.split())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--mode", default="tn")
    parser.add_argument("--scheme", help="the normalizer's scheme (default: the mode's default)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--cased-only", action="store_true")
    group.add_argument("--lower-only", action="store_true")
    parser.add_argument("--errors", help="write mismatches to this file")
    parser.add_argument("--nemo-conventions", action="store_true",
                        help="second column: leave out the cases that follow a NeMo-only "
                             "convention (nemo_conventions.py)")
    args = parser.parse_args()

    normalizer = Normalizer(lang=args.lang, mode=args.mode, scheme=args.scheme)
    errors = open(args.errors, "w", encoding="utf-8") if args.errors else None
    files = [p for p in sorted(Path(args.dir).glob("*.txt")) if "with_audio" not in p.name]
    if args.cased_only:
        files = [p for p in files if p.stem.endswith("_cased")]
    if args.lower_only:
        files = [p for p in files if not p.stem.endswith("_cased")]
    total = right = adjusted = counted = 0
    found: dict[str, list[str]] = {}
    second = "adj." if args.nemo_conventions else "conv."
    print(f"{'file':<40}{'cases':>6}{'exact':>8}{second:>8}")
    for path in files:
        cases = parse(path, args.mode)
        cls = path.stem.removeprefix("test_cases_")
        ok = ok_conventions = kept = 0
        for source, expected in cases:
            got = normalizer.normalize(source)
            exact = any(same(got, e) for e in expected)
            ok += exact
            if args.nemo_conventions:
                name = None if exact else convention(args.lang, args.mode, cls, source,
                                                     expected[0], got)
                if name:
                    found.setdefault(name, []).append(f"{source} -> {expected[0]} (got {got})")
                else:
                    kept += 1
                    ok_conventions += exact
            else:
                kept += 1
                ok_conventions += any(same(got, e, conventions=True) for e in expected)
            if not exact and errors:
                errors.write(
                    f"{path.name}\t{source}\n\texpected: {expected[0]}\n\tgot:      {got}\n"
                )
        total += len(cases)
        right += ok
        adjusted += ok_conventions
        counted += kept
        if cases:
            share = f"{100 * ok_conventions / kept:>7.1f}%" if kept else f"{'-':>8}"
            print(f"{path.name:<40}{len(cases):>6}{100 * ok / len(cases):>7.1f}%{share}")
    print(f"{'overall':<40}{total:>6}{100 * right / max(total, 1):>7.1f}%"
          f"{100 * adjusted / max(counted, 1):>7.1f}%")
    if args.nemo_conventions:
        print(f"adj. = exact over the {counted} cases that follow no NeMo-only convention")
        for name, examples in sorted(found.items()):
            print(f"  {name}: {len(examples)}, e.g. {examples[0]}")
    else:
        print("conv. = matching up to letter case, 'and' inside numbers and zero/oh/o")


if __name__ == "__main__":
    main()
