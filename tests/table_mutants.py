"""Table-row mutants: does the case suite notice when one row of a lexicon table is deleted?

`survivors(relpath)` deletes each row of `lexicons/<relpath>` in turn (through a patched
`lexicon.load`), rebuilds the processors from scratch (every functools cache of the script and
ASR modules is cleared, and normalizers are constructed anew, never taken from conftest's
caches) and runs the case files that read that table. A row none of whose deletions makes a case
fail is a survivor. Used by tests/test_table_mutants.py, and as a tool:

    python tests/table_mutants.py brahmic/visual_deva.tsv ...   # survivors, with their lines
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from conftest import CASES, read_cases  # noqa: E402

from textnorm import Normalizer, lexicon  # noqa: E402

# Caches that only read the Sorani word lists (never mutated here) and take seconds to rebuild.
_KEEP_CACHES = {
    "textnorm.script.perso_arabic_convert": {"_preferred", "_known_forms", "_model",
                                             "_detached_endings"},
}
_PACKAGES = ("textnorm.script", "textnorm.asr")


@dataclass(frozen=True)
class Group:
    """The cases of one case file: tests/cases/<lang>/<mode>/<kind>.tsv."""

    mode: str  # "script" or "asr"
    lang: str
    kind: str
    cases: tuple[tuple[str, tuple[str, ...], str], ...]  # (input, accepted outputs, id)


def _run(group: Group) -> Callable[[str], str]:
    """What test_script_cases / test_asr compare with the expected column, from a fresh build."""
    lang, kind = group.lang, group.kind
    if group.mode == "asr":
        asr = Normalizer(lang=lang, mode="asr", scheme=kind)
        return lambda text: asr.normalize(text.replace("\\t", "\t"))
    if kind.startswith("from_"):
        normalizer = Normalizer(lang=lang, mode="script", from_lang=kind[len("from_"):])
    elif kind in ("wellformed", "graphemes"):
        normalizer = Normalizer(lang=lang, mode="script")
    else:
        normalizer = Normalizer(lang=lang, mode="script", scheme=kind)
    if kind == "wellformed":
        return lambda text: "ok" if normalizer.processor.is_wellformed(text) else "malformed"
    if kind == "graphemes":
        return lambda text: "|".join(normalizer.processor.graphemes(text))
    return normalizer.normalize


@cache
def groups() -> tuple[Group, ...]:
    out = []
    for mode in ("script", "asr"):
        for path in sorted(CASES.glob(f"*/{mode}/*.tsv")):
            cases = tuple((p.values[0], tuple(p.values[1]), p.id) for p in read_cases(path))
            out.append(Group(mode, path.parts[-3], path.stem, cases))
    return tuple(out)


def _cached_functions() -> Iterator[Callable]:
    for package_name in _PACKAGES:
        package = importlib.import_module(package_name)
        for info in pkgutil.iter_modules(package.__path__):
            name = f"{package_name}.{info.name}"
            module = importlib.import_module(name)
            keep = _KEEP_CACHES.get(name, set())
            for attr, value in vars(module).items():
                if (callable(value) and hasattr(value, "cache_clear") and attr not in keep
                        and getattr(value, "__module__", None) == name):
                    yield value


def clear_caches() -> None:
    """Forget every table-derived object, so the next processor is built from the tables."""
    for function in _cached_functions():
        function.cache_clear()


_ORIGINAL_LOAD = lexicon.load


@contextmanager
def patched_load(loader: Callable[[str], tuple]) -> Iterator[None]:
    """`lexicon.load` replaced by `loader` (caches cleared on entry and exit)."""
    clear_caches()
    lexicon.load = loader
    try:
        yield
    finally:
        lexicon.load = _ORIGINAL_LOAD
        clear_caches()


@cache
def readers() -> dict[str, frozenset[Group]]:
    """relpath -> the case groups whose building or running loads that table."""
    seen: dict[str, set[Group]] = {}
    current: list[Group] = []

    def logging_load(relpath: str) -> tuple:
        seen.setdefault(relpath, set()).add(current[0])
        return _ORIGINAL_LOAD(relpath)

    with patched_load(logging_load):
        for group in groups():
            clear_caches()
            current[:] = [group]
            run = _run(group)
            for text, _, _ in group.cases:
                run(text)
    return {path: frozenset(found) for path, found in seen.items()}


def failing_case(group: Group, run: Callable[[str], str]) -> str | None:
    for text, expected, case_id in group.cases:
        try:
            got = run(text)
        except Exception:  # noqa: BLE001 - a mutant that crashes is caught too
            return case_id
        if got not in expected:
            return case_id
    return None


_recent_killers: dict[str, list[Group]] = {}  # relpath -> groups that failed, latest first
Probe = tuple[str, Callable[[], object], object]  # (name, call, expected result)


def killer(relpath: str, index: int, probes: tuple[Probe, ...] = ()) -> str | None:
    """The id of a case (or the name of a probe) that fails once row `index` of `relpath` is
    deleted, or None. Probes are direct calls for what no case file reaches."""
    entries = _ORIGINAL_LOAD(relpath)
    reduced = entries[:index] + entries[index + 1 :]

    def load(path: str) -> tuple:
        return reduced if path == relpath else _ORIGINAL_LOAD(path)

    affected = sorted(readers().get(relpath, ()), key=lambda g: (g.mode, g.lang, g.kind))
    recent = _recent_killers.setdefault(relpath, [])
    affected.sort(key=lambda g: recent.index(g) if g in recent else len(recent))
    with patched_load(load):
        for group in affected:
            try:
                run = _run(group)
                found = failing_case(group, run)
            except Exception:  # noqa: BLE001 - e.g. a language row deleted: the build fails
                found = group.cases[0][2]
            if found:
                if group in recent:
                    recent.remove(group)
                recent.insert(0, group)  # neighbouring rows are often needed by the same file
                return found
        for name, call, expected in probes:
            if call() != expected:
                return name
    return None


def rows(relpath: str) -> tuple[lexicon.Entry, ...]:
    return _ORIGINAL_LOAD(relpath)


def survivors(relpath: str, probes: tuple[Probe, ...] = ()) -> list[tuple[int, lexicon.Entry]]:
    """The rows of `relpath` whose deletion no case (and no probe) notices."""
    return [
        (i, entry) for i, entry in enumerate(rows(relpath)) if killer(relpath, i, probes) is None
    ]


def file_line(relpath: str, entry: lexicon.Entry) -> int:
    """The line of `entry` in its file (for messages)."""
    text = (lexicon.lexicon_root() / relpath).read_text("utf-8").splitlines()
    for number, line in enumerate(text, 1):
        if line.split("\t")[:2] == [entry.written, entry.spoken]:
            return number
    return 0


if __name__ == "__main__":
    for relpath in sys.argv[1:]:
        found = survivors(relpath)
        print(f"{relpath}: {len(rows(relpath)) - len(found)}/{len(rows(relpath))} rows covered")
        for _, entry in found:
            print(f"  line {file_line(relpath, entry)}: {entry.written}\t{entry.spoken}")
