"""Every lexicon TSV is well-formed, NFC, free of duplicate rows and used by some code.

"Used" is observed, not guessed from names: a fresh interpreter records every table that
`textnorm.lexicon.load` is asked for while it builds every registered (language, mode,
scheme), compiles its transducers (or reads them from the session's cache with the tables
their build loaded; those it compiles it writes there, for the other tests), offers every
`--from` conversion, and normalizes the inputs of the case files. A table that no code path
loads by name (a leftover, or a copy whose name only shares a prefix with a used one) fails,
whether the path that would load it is written out or computed (`numbers/{name}.tsv`,
`visual_{lang}.tsv`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from textnorm.errors import LexiconError
from textnorm.lexicon import lexicon_root, parse_tsv

# One recording run per test session: under pytest-xdist (`--dist loadgroup`) this module's
# tests stay on one worker, in the group of English's TN cases (test_rule_cases.py), which they
# run before. The grammars the recording compiles are English's (en tn, en tn nemo, en itn: ~60
# CPU s; the numbers processors read their tables at start, building nothing): as a group of
# their own, the two largest groups, they started together on the two workers, and the recording
# waited ~60 s on the build lock of the en grammars the other worker was compiling for its cases.
# Together, one worker builds them while the other runs other languages' cases.
pytestmark = pytest.mark.xdist_group("cases-en-tn")

LEXICONS = sorted(lexicon_root().rglob("*.tsv"))
CASES = Path(__file__).parent / "cases"


@pytest.fixture(scope="module")
def loaded(tmp_path_factory) -> set[str]:
    """Lexicon paths (relative to the lexicon root) that some code path loads."""
    tmp = tmp_path_factory.mktemp("lexicon-use")
    out = tmp / "loaded.json"
    package_parent = str(lexicon_root().parent.parent)  # the textnorm this session imports
    # The run compiles every grammar the session's cache lacks into it, where the other
    # tests find them instead of compiling them again.
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join(filter(None, [package_parent,
                                                       os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, __file__, str(out)], env=env, capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return set(json.loads(out.read_text("utf-8")))


@pytest.mark.parametrize("path", LEXICONS, ids=lambda p: str(p.relative_to(lexicon_root())))
def test_lexicon_is_valid_and_used(path: Path, loaded: set[str]):
    entries = parse_tsv(path.read_text("utf-8"), str(path))
    # An empty table (comments only) is allowed: it says "no rules for this language".
    assert len(set(entries)) == len(entries), "duplicate rows"
    relative = path.relative_to(lexicon_root()).as_posix()
    assert relative in loaded, f"{relative} is not loaded by any code path"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a\tb\tc\td", "expected 2 or 3"),
        ("a \tb", "stray spaces"),
        ("a\t", "empty field"),
        ("a\tb\theavy", "is not a number"),
        ("e\u0301\tx", "not NFC"),
    ],
)
def test_malformed_lexicon_lines_are_named(text, message):
    with pytest.raises(LexiconError, match=message):
        parse_tsv(text, "x.tsv")


def test_comments_and_weights():
    entries = parse_tsv("# comment\n\n1\tone\n1\twon\t2.5\n", "x.tsv")
    assert [(e.written, e.spoken, e.weight) for e in entries] == [
        ("1", "one", None), ("1", "won", 2.5)]


# ---- the recording run (a fresh interpreter: `python tests/test_lexicons.py OUT.json`) ----

def _case_inputs(lang: str, mode: str) -> dict[str, list[str]]:
    """Inputs of tests/cases/<lang>/<mode>/*.tsv by file stem (a class, scheme or `from_<x>`)."""
    from conftest import read_cases

    return {path.stem: [p.values[0] for p in read_cases(path)]
            for path in sorted((CASES / lang / mode).glob("*.tsv"))}


def _exercise(normalizer, texts: list[str]) -> None:
    processor = normalizer.processor
    if getattr(processor, "lexicons_read_at_start", False):
        return  # it read every table it uses when it was built
    transducers = getattr(processor, "transducers", None)
    if transducers is not None:
        transducers()  # every grammar builder runs, or its FAR tells its tables
    for text in texts:
        normalizer.normalize(text)


def _record(out: Path) -> None:
    import textnorm.lexicon

    # Open before any grammar module is imported (some load tables at import). A grammar the
    # session's cache holds (another worker built it, with the tables its build loaded) is
    # read, not compiled again; one it lacks is compiled and written there for the others.
    with textnorm.lexicon.observed() as opened:
        _exercise_all()
    root = lexicon_root().resolve()
    used = sorted({(root / relpath).resolve().relative_to(root).as_posix() for relpath in opened})
    out.write_text(json.dumps(used), "utf-8")


def _exercise_all() -> None:
    from textnorm import Normalizer, registry
    from textnorm.errors import TextnormError
    from textnorm.lexnorm.processor import LexnormModelError
    from textnorm.script import perso_arabic_convert

    # (English, the grammars this run compiles, comes last; under xdist English's TN cases
    # wait for this run on its worker and read them from the cache: pytestmark above)
    for lang, modes in sorted(registry.entries().items(), key=lambda item: item[0] == "en"):
        for mode, spec in modes.items():
            cases = _case_inputs(lang, mode)
            texts = [text for inputs in cases.values() for text in inputs]
            for scheme in spec.schemes or (None,):
                try:
                    normalizer = Normalizer(lang=lang, mode=mode, scheme=scheme)
                except LexnormModelError:
                    continue  # lexnorm runs a trained model, no lexicon
                _exercise(normalizer, texts)
            for kind in cases:
                if kind.startswith("from_"):
                    _exercise(Normalizer(lang=lang, mode=mode, from_lang=kind[5:]), cases[kind])
    # Every conversion the processors offer (`--from`), with or without a case file.
    for lang, src in perso_arabic_convert.available_pairs():
        try:
            normalizer = Normalizer(lang=lang, mode="script", from_lang=src)
        except TextnormError:
            continue  # offered for no registered language: its table counts as unused
        texts = [t for inputs in _case_inputs(lang, "script").values() for t in inputs]
        _exercise(normalizer, texts + [t for ts in _case_inputs(src, "script").values()
                                       for t in ts])


if __name__ == "__main__":
    _record(Path(sys.argv[1]))
