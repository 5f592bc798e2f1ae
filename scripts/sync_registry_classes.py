"""Write the classes column of the number grammar's registry lines from what each engine reads.

    python scripts/sync_registry_classes.py [--check]

textnorm/languages/numbers_*.tsv list, per language and mode, the semiotic classes its
NumbersTN / NumbersITN reads (`textnorm langs --json` prints them without building anything).
After a class or a language's data changes, this rewrites that column: the classes the line
listed and the engine still reads stay in their order, new ones follow in the engine's order.
With --check it changes nothing and exits 1 where a line differs (the registry test checks the
same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textnorm.grammars.numbers import NumbersITN, NumbersTN  # noqa: E402

_ENGINES = {"NumbersTN": NumbersTN, "NumbersITN": NumbersITN}


def synced(line: str) -> str:
    cols = line.split("\t")
    if line.startswith("#") or len(cols) != 5:
        return line
    engine = _ENGINES.get(cols[2].rpartition(":")[2])
    if engine is None:
        return line
    read = engine(cols[0]).classes
    listed = [c for c in cols[4].split(",") if c]
    cols[4] = ",".join([c for c in listed if c in read] + [c for c in read if c not in listed])
    return "\t".join(cols)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report, change nothing")
    args = parser.parse_args()
    differ = []
    for path in sorted((ROOT / "textnorm" / "languages").glob("numbers_*.tsv")):
        text = path.read_text("utf-8")
        lines = text.split("\n")
        new = [synced(line) for line in lines]
        differ += [f"{path.name}: {b}" for a, b in zip(lines, new) if a != b]
        if not args.check and new != lines:
            path.write_text("\n".join(new), "utf-8")
    print("\n".join(differ) or "registry classes in step")
    sys.exit(1 if args.check and differ else 0)


if __name__ == "__main__":
    main()
