"""Rule tables of the Perso-Arabic script normalizer and the engine that applies them.

A table is a TSV under `lexicons/perso_arabic/` whose keys may carry a word position, because
Arabic-script letters are unified by *shape*, and a letter's shape depends on where it stands:
Arabic kaf and keheh look alike at the start or in the middle of a word but not at its end.

Key syntax (see the header of any `visual_*.tsv`): `^X` at word start, `<X` not at word start,
`X$` at word end, `X>` not at word end; `{ZWNJ}` / `{ZWJ}` name the invisible joiners. Combining
marks are transparent for positions. A key `letter + mark` also matches when other marks stand
between the two (NFC puts a vowel sign before a dot-like mark), and those marks are kept.

All rules of one table apply in a single simultaneous pass (like a context-dependent rewrite with
a union of mappings), so a table may swap two letters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

import regex

from .. import lexicon

LETTER = r"[\p{Arabic}&&\p{L}]"
_NOT_AFTER_LETTER = rf"(?<!{LETTER}\p{{M}}*)"
_AFTER_LETTER = rf"(?<={LETTER}\p{{M}}*)"
_BEFORE_LETTER = rf"(?=\p{{M}}*{LETTER})"
_NOT_BEFORE_LETTER = rf"(?!\p{{M}}*{LETTER})"
_ESCAPES = {"{ZWNJ}": "\u200c", "{ZWJ}": "\u200d"}


@dataclass(frozen=True)
class Rule:
    """One row: `core` (what is replaced) in a word position, and its replacement."""

    core: str
    out: str
    start: bool | None  # True: at word start, False: not at word start, None: anywhere
    end: bool | None  # True: at word end, False: not at word end, None: anywhere


def parse_key(key: str, out: str) -> Rule:
    start: bool | None = None
    end: bool | None = None
    if key[:1] in "^<" and len(key) > 1:
        start, key = key[0] == "^", key[1:]
    if key[-1:] in "$>" and len(key) > 1:
        end, key = key[-1] == "$", key[:-1]
    for name, char in _ESCAPES.items():
        key = key.replace(name, char)
        out = out.replace(name, char)
    return Rule(key, out, start, end)


def _is_mark(char: str) -> bool:
    return regex.match(r"\p{M}", char) is not None


class Table:
    """A compiled rule table; `apply(text)` rewrites every rule match in one pass."""

    def __init__(self, rules: Iterable[Rule]):
        self.rules = list(rules)
        # Longest core first; within one length, rules with a position before position-free ones.
        ordered = sorted(
            self.rules, key=lambda r: (-len(r.core), r.start is None and r.end is None)
        )
        parts: list[str] = []
        self._groups: dict[int, tuple[Rule, int | None]] = {}
        group = 0
        for rule in ordered:
            pre = {True: _NOT_AFTER_LETTER, False: _AFTER_LETTER, None: ""}[rule.start]
            post = {True: _NOT_BEFORE_LETTER, False: _BEFORE_LETTER, None: ""}[rule.end]
            group += 1
            outer = group
            if len(rule.core) == 2 and _is_mark(rule.core[1]) and not _is_mark(rule.core[0]):
                mark = regex.escape(rule.core[1])
                group += 1
                core = f"{regex.escape(rule.core[0])}((?:(?!{mark})\\p{{Mn}})*){mark}"
                self._groups[outer] = (rule, group)
            else:
                core = regex.escape(rule.core)
                self._groups[outer] = (rule, None)
            parts.append(f"({pre}{core}{post})")
        self._pattern = regex.compile("|".join(parts), flags=regex.V1) if parts else None

    def _replace(self, match: regex.Match) -> str:
        rule, inner = self._groups[match.lastindex]
        if inner is None:
            return rule.out
        return rule.out + match.group(inner)

    def apply(self, text: str) -> str:
        if self._pattern is None or not text:
            return text
        return self._pattern.sub(self._replace, text)


@cache
def table(name: str) -> Table:
    """The compiled table `lexicons/perso_arabic/<name>.tsv`."""
    return Table(parse_key(e.written, e.spoken) for e in lexicon.load(f"perso_arabic/{name}.tsv"))


def compose(*steps: Callable[[str], str]) -> Callable[[str], str]:
    def run(text: str) -> str:
        for step in steps:
            text = step(text)
        return text

    return run
