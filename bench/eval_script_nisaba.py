"""Score textnorm's script mode on Google Nisaba's script-normalization test files.

    python bench/eval_script_nisaba.py --data /path/to/nisaba_script_normalization [--show N]

Reads the converted Nisaba files in DIR (`<family>_<test>.tsv`: rule, input, expected outputs
separated by `|`, `<REJECT>` = must be rejected) and runs every case through the public API:
`Normalizer(lang, mode="script", scheme=...)`. Nisaba's rule column names a script (DEVA, BENG,
ARAB, ...: -> und-Deva, und-Beng, und-Arab) or a language (HI, BN, AS, FA, UR, KS, ...: -> hi, bn,
...; PA, UZ, MS in the abjad files -> pa-Arab, uz-Arab, ms-Arab). BRAHMIC takes the script of
the input. The file decides the scheme: visual_norm -> visual, reading_norm -> reading,
nfc -> nfc; wellformed checks `processor.is_wellformed` (accept = ok, <REJECT> = malformed).
Prints % correct per file and per rule; the romanization files (iso, fixed, reversible_roman)
are not scored.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textnorm import Normalizer  # noqa: E402

_SCHEMES = {"visual_norm": "visual", "reading_norm": "reading", "nfc": "nfc", "wellformed": None}
_ABJAD_LANG = {"PA": "pa-Arab", "UZ": "uz-Arab", "MS": "ms-Arab"}


def _script_of(text: str) -> str | None:
    from textnorm.script import brahmic_tables

    table = brahmic_tables.char_table()
    for char in text:
        if char in table:
            return table[char][0]
    return None


def lang_tag(family: str, rule: str, text: str) -> str:
    """Nisaba rule name -> BCP-47 tag."""
    if rule == "BRAHMIC":
        return f"und-{_script_of(text) or 'Deva'}"
    if len(rule) == 4:  # an ISO 15924 script code (DEVA, ARAB); language codes have 2-3 letters
        return f"und-{rule.title()}"
    if family == "abjad_alphabet" and rule in _ABJAD_LANG:
        return _ABJAD_LANG[rule]
    return rule.lower()


def _cases(path: Path):
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        cols = line.split("\t")
        if number == 1 or len(cols) != 3:
            continue
        yield number, cols[0], cols[1], cols[2]


_processors: dict[tuple[str, str | None], object] = {}


def _processor(lang: str, scheme: str | None):
    key = (lang, scheme)
    if key not in _processors:
        _processors[key] = Normalizer(lang=lang, mode="script", scheme=scheme)
    return _processors[key]


def evaluate(path: Path, show: int) -> tuple[int, int]:
    family = "abjad_alphabet" if path.stem.startswith("abjad_alphabet_") else "brahmic"
    scheme_key = path.stem.removeprefix(family + "_")
    per_rule: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    shown = 0
    for number, rule, text, expected in _cases(path):
        lang = lang_tag(family, rule, text)
        stats = per_rule[f"{rule} ({lang})"]
        stats[1] += 1
        try:
            if scheme_key == "wellformed":
                check = _processor(lang, None).processor.is_wellformed
                got = "ok" if check(text) else "malformed"
                want = "malformed" if expected == "<REJECT>" else "ok"
                good = got == want
            else:
                got = _processor(lang, _SCHEMES[scheme_key]).normalize(text)
                good = got in expected.split("|")
                want = expected
        except Exception as error:  # noqa: BLE001 - a crash is a wrong answer, not the end
            got, want, good = f"<{type(error).__name__}: {error}>"[:120], expected, False
        stats[0] += good
        if not good and shown < show:
            shown += 1
            print(f"  {path.name}:{number} {rule}: {text!r} -> {got!r}, want {want!r}")
    right = sum(s[0] for s in per_rule.values())
    total = sum(s[1] for s in per_rule.values())
    print(f"{path.name}: {right}/{total} = {100 * right / max(total, 1):.1f}%")
    for rule, (r, t) in sorted(per_rule.items()):
        print(f"    {rule:<22} {r:>4}/{t:<4} {100 * r / t:5.1f}%")
    return right, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", required=True, type=Path, help="folder of Nisaba .tsv files")
    parser.add_argument("--family", choices=("brahmic", "abjad_alphabet", "all"), default="all")
    parser.add_argument("--show", type=int, default=20, help="print up to N failures per file")
    args = parser.parse_args(argv)
    files = [
        args.data / f"{family}_{test}.tsv"
        for family in ("brahmic", "abjad_alphabet")
        if args.family in (family, "all")
        for test in _SCHEMES
    ]
    for path in files:
        if path.is_file():
            evaluate(path, args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
