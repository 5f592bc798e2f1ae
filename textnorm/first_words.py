"""Which runs of ASCII letters a regex's match may start with.

English ITN matches every rule's regex at each start where a listed word begins, and most of
those words ("the", "a", "for", a letter) begin only a few rules' matches (a date's "the
fifth", an address's letters) while every rule is tried there. `first_words(pattern)` lists
what a match may begin with, so that the engine tries at a start only the rules that may
match there: `may_start(words, run)` is false only where no match of the pattern can begin
with that run of letters.

A run is the longest prefix of a match made of ASCII letters, lower-cased. `first_words`
gives a set of (run, exact): with exact, a match begins with the run and then a character
that is not a letter; without, the match may end there (the text may go on with letters).
None stands for "any run": a pattern it cannot read (see first_chars.py), or one whose runs
are not a short list (a letter class repeated, \\w, `.`).

The text at the start must be its run of ASCII letters followed by the end or an ASCII
character that is not a letter (`letter_run` says so, else the caller tries every rule):
then, under case-insensitive matching, no letter outside ASCII can stand in the run for an
ASCII one (the Kelvin sign for "k") nor end it. The analysis errs on the safe side:
lookarounds and anchors are passed over as if they were not there (they only narrow a match;
a \\b after a letter says the run ends there), and what it does not know it gives up on.
"""

from __future__ import annotations

import re
import string
from re import _constants as c  # type: ignore[attr-defined]

from .first_chars import group_ignores_case, parse

Runs = frozenset[tuple[str, bool]]
_ASCII_LETTERS = frozenset(string.ascii_letters)
_RUN = re.compile("[A-Za-z]*")
# More runs than this, or a longer one (a letter class repeated), are "any run".
_MOST = 2000
_LONGEST = 40


class _AnyRun(Exception):
    """The pattern's runs are not a short list (or the pattern is not understood)."""


def first_words(pattern: str) -> Runs | None:
    """The (run, exact) pairs a match of `pattern` may begin with (see the module docstring),
    or None: any run."""
    items = parse(pattern)
    if items is None:
        return None
    runs: set[tuple[str, bool]] = set()
    try:
        open_runs = _sequence(items, {""}, runs, ignore_case=False)
    except (_AnyRun, RecursionError):
        return None
    # the match may end where a run is still open: the text may go on with letters
    runs.update((run, False) for run in open_runs)
    return frozenset(runs)


def may_start(runs: Runs | None, run: str) -> bool:
    """Whether a match with first-word `runs` may begin at text whose run of ASCII letters is
    `run` (lower case), followed by the end or an ASCII character that is not a letter."""
    if runs is None or (run, True) in runs:
        return True
    return any((run[:i], False) in runs for i in range(len(run) + 1))


def letter_run(text: str, start: int) -> str | None:
    """The run of ASCII letters at `start`, lower-cased, or None where a character outside
    ASCII follows it (there first_words says nothing)."""
    end = _RUN.match(text, start).end()
    if end < len(text) and not text[end].isascii():
        return None
    return text[start:end].lower()


def _sequence(items, open_runs: set[str], runs: set, ignore_case: bool) -> set[str]:
    """Walks `items` from the runs still open (no character but letters read yet); closed
    runs go to `runs`; returns the runs still open after them."""
    for op, av in items:
        if not open_runs:
            break  # every run is closed: what follows cannot change them
        open_runs = _item(op, av, open_runs, runs, ignore_case)
        if len(open_runs) + len(runs) > _MOST:
            raise _AnyRun
    return open_runs


def _item(op, av, open_runs: set[str], runs: set, ignore_case: bool) -> set[str]:
    if op is c.AT:
        if av in (c.AT_BOUNDARY, c.AT_UNI_BOUNDARY):
            # after a letter, a boundary says no letter follows: the run ends there
            runs.update((run, True) for run in open_runs if run)
            return {run for run in open_runs if not run}
        return open_runs
    if op in (c.ASSERT, c.ASSERT_NOT):
        return open_runs
    if op is c.LITERAL:
        return _chars(_literal(chr(av), ignore_case), open_runs, runs)
    if op is c.IN:
        return _chars(_set(av, ignore_case), open_runs, runs)
    if op is c.BRANCH:
        out: set[str] = set()
        for branch in av[1]:
            out |= _sequence(branch, set(open_runs), runs, ignore_case)
        return out
    if op is c.SUBPATTERN:
        return _sequence(av[3], open_runs, runs, group_ignores_case(av, ignore_case))
    if op is c.ATOMIC_GROUP:
        return _sequence(av, open_runs, runs, ignore_case)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, high, items = av
        out = set(open_runs) if low == 0 else set()
        current, seen = open_runs, set(open_runs)
        count = 0
        while current and count < high:
            current = _sequence(items, set(current), runs, ignore_case)
            count += 1
            if count >= low:
                out |= current
            if count >= low and current <= seen:
                # more repeats open no run that fewer did not: what they leave open is
                # among those (some, maybe, of fewer than `low` repeats: more, not fewer)
                out |= seen
                break
            seen |= current
            if len(seen) > _MOST:
                raise _AnyRun
        return out
    raise _AnyRun  # ANY, NOT_LITERAL, back-references, conditionals


def _chars(chars: frozenset[str] | None, open_runs: set[str], runs: set) -> set[str]:
    """One character of `chars` (lower-case ASCII letters; None: anything) read after the open
    runs: a letter goes on with a run, anything else (chars holds "") closes it."""
    if chars is None or len(chars) * len(open_runs) > _MOST or max(
            map(len, open_runs)) >= _LONGEST:
        raise _AnyRun
    out = set()
    for ch in chars:
        if ch:
            out.update(run + ch for run in open_runs)
        else:
            runs.update((run, True) for run in open_runs)
    return out


# What one character may be: lower-case ASCII letters, and "" for any character that is not
# an ASCII letter (none of which continues a run: the run ends before the text's next
# character that is not an ASCII letter); None: anything.
_NOT_LETTER = frozenset({""})


def _literal(ch: str, ignore_case: bool) -> frozenset[str] | None:
    if ch in _ASCII_LETTERS:
        return frozenset({ch.lower()})  # runs are lower-cased, matched in any case or not
    if ignore_case and not ch.isascii() and ch.isalpha():
        return None  # may fold onto an ASCII letter (the Kelvin sign: k)
    return _NOT_LETTER


def _set(items, ignore_case: bool) -> frozenset[str] | None:
    chars: set[str] = set()
    for op, av in items:
        if op is c.LITERAL:
            found = _literal(chr(av), ignore_case)
        elif op is c.RANGE:
            low, high = av
            if ignore_case and high > 127:
                return None
            letters = [chr(i) for i in range(low, min(high, 127) + 1)
                       if chr(i) in _ASCII_LETTERS]
            found = frozenset(ch.lower() for ch in letters)
            if high - low + 1 > len(letters):  # something else too
                found |= _NOT_LETTER
        elif op is c.CATEGORY and av in (
                c.CATEGORY_DIGIT, c.CATEGORY_UNI_DIGIT, c.CATEGORY_SPACE,
                c.CATEGORY_UNI_SPACE, c.CATEGORY_NOT_WORD, c.CATEGORY_UNI_NOT_WORD):
            found = _NOT_LETTER
        else:  # a negated set, \w, \D, \S, ...: anything
            return None
        if found is None:
            return None
        chars |= found
    return frozenset(chars)
