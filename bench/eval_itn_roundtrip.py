"""Round trip of English ITN against TN: does TN(ITN(spoken)) give the spoken form back?

    python bench/eval_itn_roundtrip.py DATA [--limit N] [--errors F]

DATA: Sproat & Jaitly data (see sproat_data.py: Google TN TSV or JSON lines); every token that
TN rewrites (not PLAIN, not PUNCT) contributes its spoken form, normalized alone (a lone "seven"
stays a word by design). Or a plain `.txt` file of spoken lines (e.g. the inputs of an ITN test
set).

Per class (Sproat data) it prints:
- changed:   ITN rewrote the spoken form (coverage; the rest stayed words),
- written:   ITN gave back exactly the written token (ITN accuracy on Kestrel's spoken forms),
- roundtrip: TN(ITN(spoken)) == spoken, the consistency of the two directions,
- roundtrip|changed: the same, over the changed ones only.
Conventions differ on purpose (ITN writes "$25", NeMo style; TN reads years the Kestrel way),
so `written` is a lower bound; `roundtrip` is the figure to watch.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from sproat_data import read  # noqa: E402

from textnorm import Normalizer  # noqa: E402


def _same(a: str, b: str) -> bool:
    return " ".join(a.lower().split()) == " ".join(b.lower().split())


def _lines(path: str, limit: int | None) -> list[tuple[str, str, str]]:
    """(class, spoken, written) triples; written is "" for plain spoken lines."""
    if path.endswith(".txt"):
        lines = [x for x in Path(path).read_text("utf-8").splitlines() if x.strip()]
        return [("LINE", x, "") for x in lines[:limit]]
    out = []
    for sentence in read(path):
        for token in sentence:
            if token.cls in ("PLAIN", "PUNCT") or token.before == token.after:
                continue
            out.append((token.cls, token.after, token.before))
            if limit and len(out) >= limit:
                return out
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--errors", help="write round-trip failures to this file")
    args = parser.parse_args()

    itn = Normalizer(lang="en", mode="itn")
    tn = Normalizer(lang="en", mode="tn")
    errors = open(args.errors, "w", encoding="utf-8") if args.errors else None
    total, changed, written, back, back_changed = (Counter() for _ in range(5))
    for cls, spoken, expected in _lines(args.data, args.limit):
        got = itn.normalize(spoken)
        again = tn.normalize(got)
        total[cls] += 1
        is_changed = not _same(got, spoken)
        changed[cls] += is_changed
        written[cls] += bool(expected) and got == expected
        ok = _same(again, spoken)
        back[cls] += ok
        back_changed[cls] += ok and is_changed
        if errors and not ok:
            errors.write(f"{cls}\t{spoken}\n\titn: {got}\n\ttn:  {again}\n")
    print(f"{'class':<12}{'n':>7}{'changed':>9}{'written':>9}{'roundtrip':>11}{'rt|changed':>12}")
    for cls in sorted(total, key=lambda c: -total[c]) + ["all"]:
        n = sum(total.values()) if cls == "all" else total[cls]
        pick = (lambda c: sum(c.values())) if cls == "all" else (lambda c, k=cls: c[k])
        ch = pick(changed)
        print(f"{cls:<12}{n:>7}{100 * ch / n:>8.1f}%{100 * pick(written) / n:>8.1f}%"
              f"{100 * pick(back) / n:>10.1f}%{100 * pick(back_changed) / max(ch, 1):>11.1f}%")


if __name__ == "__main__":
    main()
