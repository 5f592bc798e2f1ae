"""Words that every match of a regex holds: which rules a line can hold a match of.

English ITN tries at a start the regex of every rule that may begin there (first_words.py),
and many rules can only match in a line that says one of their words: an address says "dot"
or "colon", a measure names a unit, a date a month. `required_words(pattern)` lists such
requirements, so that a line that meets none of a rule's skips the rule.

A word is a maximal run of ASCII letters, lower-cased, and a line is looked at only where it is
all ASCII: there case-insensitive matching maps a letter onto an ASCII letter only, and every
other character ends a word. A requirement is a set of words one of which every match holds
as a whole word: letters of the pattern with, on either side, a character that is not a
letter or a boundary that no letter crosses (\\b, a lookaround that no letter passes, an
anchor). `required_words` gives the requirements that every match meets, all of them (none
known: an empty tuple). The analysis errs on the safe side: what it does not read tells
nothing, and the text a positive lookaround reads is in the line too.
"""

from __future__ import annotations

import re
import string
from re import _constants as c  # type: ignore[attr-defined]

from .first_chars import group_ignores_case, parse

Requirement = frozenset[str]
_LETTERS = frozenset(string.ascii_letters)
_WORD = re.compile("[a-z]+")
# What an item of a pattern is, as far as words go.
_LETTER, _NOT_LETTER, _EDGE, _ZERO, _GROUP, _UNKNOWN = range(6)
_REPEATS = (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT)


def required_words(pattern: str) -> tuple[Requirement, ...]:
    """The requirements (sets of lower-case words, one of which a match holds) that every
    match of `pattern` meets (see the module docstring)."""
    items = parse(pattern)
    if items is None:
        return ()
    try:
        found = _sequence(items, None, False, ignore_case=False)
    except RecursionError:
        return ()
    return tuple(dict.fromkeys(found))


def line_words(line: str) -> set[str] | None:
    """The words of `line`, lower-cased, or None where it is not all ASCII (there the
    requirements tell nothing)."""
    if not line.isascii():
        return None
    return set(_WORD.findall(line.lower()))


def _sequence(items, word: str | None, right: bool, ignore_case: bool) -> list[Requirement]:
    """The requirements of `items` in turn. `word`: the letters of a word read before them
    since a boundary ("" at a boundary; None: not known); `right`: whether no letter comes
    right after them."""
    found: list[Requirement] = []
    items = list(items)
    for i, (op, av) in enumerate(items):
        kind = _kind(op, av, ignore_case)
        if kind == _LETTER:
            word = None if word is None else word + chr(av).lower()
        elif kind in (_NOT_LETTER, _EDGE):
            if word:
                found.append(frozenset({word}))
            word = ""
        elif kind == _ZERO:
            if op is c.ASSERT:  # what a lookaround reads is in the line
                found.extend(_sequence(av[1], None, False, ignore_case))
        elif kind == _GROUP:
            after, empty = _side(items[i + 1:], ignore_case, last=False)
            found.extend(_group(op, av, word, after and (not empty or right), ignore_case))
            # a boundary before the next item where the group ends with one, or may be empty
            # and one came before it
            ends, empty = _group_side(op, av, ignore_case, last=True)
            word = "" if ends and (not empty or word == "") else None
        else:
            word = None
    if word and right:
        found.append(frozenset({word}))
    return found


def _group(op, av, word: str | None, right: bool, ignore_case: bool) -> list[Requirement]:
    if op is c.SUBPATTERN:
        return _sequence(av[3], word, right, group_ignores_case(av, ignore_case))
    if op is c.ATOMIC_GROUP:
        return _sequence(av, word, right, ignore_case)
    if op is c.BRANCH:  # (Python's parser takes a prefix the branches share out of them)
        return _either(av[1], word, right, ignore_case)
    low, high, items = av  # a repeat
    if high == 1:  # an optional part is one of two branches ("meters?")
        return _either([items] if low else [items, []], word, right, ignore_case)
    # a repeat read more than once: its copies are next to each other
    return _sequence(items, None, False, ignore_case) if low else []


def _either(branches, word: str | None, right: bool, ignore_case: bool) -> list[Requirement]:
    found = [_sequence(branch, word, right, ignore_case) for branch in branches]
    if not all(found):
        return []
    return [frozenset().union(*(_best(requirements) for requirements in found))]


def _best(requirements: list[Requirement]) -> Requirement:
    """The requirement least likely met: the longest shortest word, then the fewest words."""
    return max(requirements, key=lambda words: (min(map(len, words)), -len(words)))


def _side(items, ignore_case: bool, last: bool) -> tuple[bool, bool]:
    """Whether no letter is at the first (`last`: the last) end of what `items` match, where
    they match something, and whether they may match nothing."""
    for op, av in reversed(items) if last else items:
        kind = _kind(op, av, ignore_case)
        if kind in (_NOT_LETTER, _EDGE):
            return True, False
        if kind in (_LETTER, _UNKNOWN):
            return False, False
        if kind == _GROUP:
            bounded, empty = _group_side(op, av, ignore_case, last)
            if not (bounded and empty):
                return bounded, False
    return True, True


def _group_side(op, av, ignore_case: bool, last: bool) -> tuple[bool, bool]:
    if op is c.SUBPATTERN:
        return _side(av[3], group_ignores_case(av, ignore_case), last)
    if op is c.ATOMIC_GROUP:
        return _side(av, ignore_case, last)
    if op is c.BRANCH:
        sides = [_side(branch, ignore_case, last) for branch in av[1]]
        return all(b for b, _ in sides), any(e for _, e in sides)
    low, high, items = av  # a repeat
    if high == 0:
        return True, True
    bounded, empty = _side(items, ignore_case, last)
    return bounded, empty or low == 0


def _kind(op, av, ignore_case: bool) -> int:
    if op is c.LITERAL:
        ch = chr(av)
        if ch in _LETTERS:
            return _LETTER
        # a letter outside ASCII may fold onto an ASCII one (the Kelvin sign: k); any other
        # character is not a letter of an ASCII line
        return _UNKNOWN if ignore_case and ch.isalpha() and not ch.isascii() else _NOT_LETTER
    if op is c.IN:
        letters = _letters(av, ignore_case)
        return _NOT_LETTER if letters is not None and not letters else _UNKNOWN
    if op is c.AT:
        return _ZERO if av in (c.AT_NON_BOUNDARY, c.AT_UNI_NON_BOUNDARY) else _EDGE
    if op is c.ASSERT_NOT:
        inside = list(av[1])
        if len(inside) == 1 and inside[0][0] in (c.IN, c.LITERAL):
            op_in, av_in = inside[0]
            letters = _letters(av_in if op_in is c.IN else [inside[0]], ignore_case)
            if letters is not None and letters >= _LETTERS:
                return _EDGE  # no letter passes
        return _ZERO
    if op is c.ASSERT:
        return _ZERO
    if op in (c.SUBPATTERN, c.ATOMIC_GROUP, c.BRANCH, *_REPEATS):
        return _GROUP
    return _UNKNOWN


def _letters(items, ignore_case: bool) -> frozenset[str] | None:
    """The ASCII letters (either case) that one character of a set may be; None: not known
    (a negated set)."""
    letters: set[str] = set()
    for op, av in items:
        if op is c.LITERAL:
            ch = chr(av)
            if ch in _LETTERS:
                letters.update((ch.lower(), ch.upper()) if ignore_case else ch)
            elif ignore_case and ch.isalpha() and not ch.isascii():
                return None
        elif op is c.RANGE:
            low, high = av
            if ignore_case and high > 127:
                return None
            for ch in map(chr, range(low, min(high, 127) + 1)):
                if ch in _LETTERS:
                    letters.update((ch.lower(), ch.upper()) if ignore_case else ch)
        elif op is c.CATEGORY:
            if av in (c.CATEGORY_WORD, c.CATEGORY_UNI_WORD, c.CATEGORY_NOT_DIGIT,
                      c.CATEGORY_UNI_NOT_DIGIT, c.CATEGORY_NOT_SPACE, c.CATEGORY_UNI_NOT_SPACE):
                letters |= _LETTERS
            elif av not in (c.CATEGORY_DIGIT, c.CATEGORY_UNI_DIGIT, c.CATEGORY_SPACE,
                            c.CATEGORY_UNI_SPACE, c.CATEGORY_NOT_WORD, c.CATEGORY_UNI_NOT_WORD):
                return None
        else:  # NEGATE and the like
            return None
    return frozenset(letters)
