"""Numbers in any language, measured against other projects from outside.

    python bench/eval_numbers.py itn-robust --peer-python PEERS/bin/python [--lang de fr ...]
    python bench/eval_numbers.py tn-valid --peer-python PEERS/bin/python [--lang de fr ...]

- `itn-robust`: another number-spelling project (num2words, in the peers' venv) spells seeded
  random integers above ten; `textnorm normalize --lang L --mode itn` must print each number
  (as the CLI does it: one spelled number per line). Accuracy per language.
- `tn-valid`: textnorm reads seeded random integers (none in 1000-2099: years) and another
  project's parser (text2num) reads the words back; accuracy per language.

Peers run in their own interpreter (`--peer-python`), so their code never enters textnorm's.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path

from textnorm import Normalizer, registry

SEED = 20261201
_SPELL = """
import json, sys
from num2words import num2words
lang, numbers = sys.argv[1], json.loads(sys.stdin.read())
out = []
for n in numbers:
    try:
        out.append(num2words(n, lang=lang))
    except Exception:
        out.append(None)
print(json.dumps(out))
"""
_PARSE = """
import json, sys
from text_to_num import text2num
lang, lines = sys.argv[1], json.loads(sys.stdin.read())
out = []
for line in lines:
    try:
        out.append(text2num(line, lang))
    except Exception:
        out.append(None)
print(json.dumps(out))
"""
# num2words and text2num codes that differ from BCP-47.
_PEER_CODE = {"kk": "kz"}
TEXT2NUM_LANGS = ("de", "en", "es", "fr", "it", "nl", "pt")


PEER_SECONDS = 120  # num2words loops forever on some inputs of some languages (am)


def _peer(python: str, script: str, lang: str, payload: list) -> list | None:
    """The peer's answers, or None when it did not answer in time."""
    try:
        proc = subprocess.run([python, "-c", script, _PEER_CODE.get(lang, lang)],
                              input=json.dumps(payload), capture_output=True, text=True,
                              check=True, timeout=PEER_SECONDS)
    except subprocess.TimeoutExpired:
        print(f"{lang}: the peer gave no answer in {PEER_SECONDS} s (skipped)")
        return None
    return json.loads(proc.stdout)


def numbers(count: int, low: int = 11, high_digits: int = 12, skip_years: bool = False):
    rng = random.Random(SEED)
    out = []
    while len(out) < count:
        n = rng.randrange(10 ** rng.randint(2, high_digits))
        if n < low or (skip_years and 1000 <= n <= 2099):
            continue
        out.append(n)
    return out


def _languages(mode: str, wanted: list[str] | None) -> list[str]:
    have = [lang for lang, modes in registry.entries().items() if mode in modes]
    return [lang for lang in (wanted or have) if lang in have]


def itn_robust(args) -> dict[str, float]:
    result = {}
    for lang in _languages("itn", args.lang):
        sample = numbers(args.n)
        spelled = _peer(args.peer_python, _SPELL, lang, sample) or []
        pairs = [(n, s) for n, s in zip(sample, spelled) if s]
        if not pairs:
            continue
        itn = Normalizer(lang, "itn")
        ok, misses = 0, []
        for n, words in pairs:
            got = itn.normalize(words)
            if _same_number(got, n):
                ok += 1
            elif len(misses) < args.show:
                misses.append(f"{words!r} -> {got!r} (want {n})")
        result[lang] = 100 * ok / len(pairs)
        print(f"{lang}: {result[lang]:.1f}% of {len(pairs)}", *misses, sep="\n  ")
    return result


def _same_number(text: str, n: int) -> bool:
    """The output is the number, allowing grouping separators and native digits."""
    import unicodedata

    digits = "".join(str(unicodedata.digit(c)) if c.isdigit() else c for c in text.strip())
    for sep in (",", ".", " ", "\u00a0", "\u202f", "'", "\u066c"):
        digits = digits.replace(sep, "")
    return digits == str(n)


def tn_valid(args) -> dict[str, float]:
    result = {}
    for lang in _languages("tn", args.lang or list(TEXT2NUM_LANGS)):
        if lang not in TEXT2NUM_LANGS:
            continue
        sample = numbers(args.n, low=0, skip_years=True)
        tn = Normalizer(lang, "tn")
        spoken = [tn.normalize(str(n)) for n in sample]
        parsed = _peer(args.peer_python, _PARSE, lang, spoken)
        if parsed is None:
            continue
        ok = sum(p == n for p, n in zip(parsed, sample))
        result[lang] = 100 * ok / len(sample)
        misses = [f"{n}: {s!r} -> {p}" for n, s, p in zip(sample, spoken, parsed) if p != n]
        print(f"{lang}: {result[lang]:.1f}% of {len(sample)}", *misses[:args.show], sep="\n  ")
        if args.misses:
            with args.misses.open("a", encoding="utf-8") as out:
                out.writelines(f"{lang}\t{n}\t{s}\t{p}\n"
                               for n, s, p in zip(sample, spoken, parsed) if p != n)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("task", choices=["itn-robust", "tn-valid"])
    parser.add_argument("--peer-python", required=True,
                        help="the Python of a venv with num2words and text2num")
    parser.add_argument("--lang", nargs="*")
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--show", type=int, default=3, help="misses to print per language")
    parser.add_argument("--json", type=Path, help="write {lang: accuracy} here")
    parser.add_argument("--misses", type=Path,
                        help="tn-valid: write every miss here (lang, number, reading, parsed)")
    args = parser.parse_args(argv)
    if args.misses:
        args.misses.write_text("lang\tnumber\treading\tparsed\n", "utf-8")
    result = (itn_robust if args.task == "itn-robust" else tn_valid)(args)
    if result:
        worst = min(result, key=result.get)
        print(f"languages {len(result)}, mean {sum(result.values()) / len(result):.1f}%, "
              f"worst {worst} {result[worst]:.1f}%")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
