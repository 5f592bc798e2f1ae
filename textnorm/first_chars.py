"""Which kinds of character a regex's match may start with: an ASCII digit, an ASCII upper-case
letter, an ASCII lower-case letter, another ASCII character (punctuation, a space), or anything
else.

The engine matches the union of every rule's regex at each candidate start. The regex module
tries the union's branches one after another (~0.2 µs each) and a start where no rule matches
pays for all of them: en TN has 175 rules, and most starts are capitalized words or punctuation
that only a few rules can begin with. So the engine keeps one union per kind of first
character, of the rules whose match may start with that kind (in rule order). Its first match
is the full union's: a rule left out cannot match there at all.

The analysis reads a pattern with Python's own regex parser and errs on the safe side: a
pattern it cannot read (syntax of the regex module only, such as \\p{...}, POSIX classes or
fuzzy matching) may start with anything, lookarounds and anchors are passed over as if they
were not there (they only narrow a match) except a lookahead before the first character read,
which says what that character may be; case-insensitive letters may be any letter, and a
pattern that may match the empty string is in every union (unless such a lookahead narrows
where it may).
"""

from __future__ import annotations

import functools
import re
import string
import warnings
from re import _constants as c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]

DIGIT, UPPER, LOWER, OTHER, PUNCT = range(5)
KINDS = (DIGIT, UPPER, LOWER, OTHER, PUNCT)
# The kind of every ASCII character; any other character is OTHER.
_ASCII = frozenset(map(chr, range(128)))
KIND = {ch: PUNCT for ch in _ASCII} | {ch: DIGIT for ch in string.digits} | {
    ch: UPPER for ch in string.ascii_uppercase} | {ch: LOWER for ch in string.ascii_lowercase}
_LETTERS = frozenset(string.ascii_letters)
# ASCII characters \s may match (a superset: str.isspace's too) and those \W may match
_SPACES = frozenset(ch for ch in _ASCII if ch.isspace() or re.match(r"\s", ch))
_NOT_WORD = frozenset(ch for ch in _ASCII if not ch.isalnum())
_ALL = (_ASCII, True)
# Regex-module syntax that Python's parser reads otherwise or not at all: \p{..} / fuzzy
# {e<=1} (a brace before a letter), POSIX classes [:alpha:], global flags such as (?i) (they
# would reach other rules of a union).
_UNREADABLE = re.compile(r"\{[A-Za-z]|\[:|\(\?[a-zA-Z]*\)")


@functools.lru_cache(maxsize=64)
def parse(pattern: str) -> list | None:
    """The items of `pattern` as Python's regex parser reads them, or None where it reads
    the pattern otherwise than the regex module or not at all. (Cached: the analyses of a
    pattern read one parse; none changes it.)"""
    if _UNREADABLE.search(pattern):
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # e.g. "possible nested set": regex reads it otherwise
            return _parser.parse(pattern, 0).data
    except Exception:  # noqa: BLE001 (anything Python's parser does not read)
        return None


def group_ignores_case(av, ignore_case: bool) -> bool:
    """Whether the items of a group (SUBPATTERN `av`) match ignoring case."""
    _, add, remove, _ = av
    return bool((ignore_case or add & c.SRE_FLAG_IGNORECASE)
                and not remove & c.SRE_FLAG_IGNORECASE)


def first_kinds(pattern: str) -> frozenset[int]:
    """The kinds of character (DIGIT, UPPER, LOWER, PUNCT, OTHER) that a match of `pattern` may
    start with, or all of them where a match may be empty or the pattern is not understood."""
    items = parse(pattern)
    if items is None:
        return frozenset(KINDS)
    # a lookahead before the first character read says what that character may be, even
    # where the rest may match the empty string ("(?=[IVX])M{0,3}...")
    ahead: tuple[frozenset[str], bool] | None = None
    lead = 0
    while lead < len(items) and items[lead][0] in (c.AT, c.ASSERT, c.ASSERT_NOT):
        op, av = items[lead]
        if op is c.ASSERT and av[0] == 1:
            first, more, empty = _sequence(av[1], ignore_case=False)
            if not empty:
                ahead = (first, more) if ahead is None else (ahead[0] & first, ahead[1] and more)
        lead += 1
    chars, other, empty = _sequence(items[lead:], ignore_case=False)
    if ahead is not None:
        chars, other = ahead if empty else (chars & ahead[0], other and ahead[1])
    elif empty:
        return frozenset(KINDS)
    kinds = {KIND[ch] for ch in chars}
    if other:
        kinds.add(OTHER)
    return frozenset(kinds)


def _sequence(items, ignore_case: bool) -> tuple[frozenset[str], bool, bool]:
    """(ASCII characters a match may start with, whether it may start with another character,
    whether it may be empty)."""
    chars: set[str] = set()
    other = False
    for op, av in items:
        first, more, empty = _item(op, av, ignore_case)
        chars |= first
        other = other or more
        if not empty:
            return frozenset(chars), other, False
    return frozenset(chars), other, True


def _item(op, av, ignore_case: bool) -> tuple[frozenset[str], bool, bool]:
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return frozenset(), False, True
    if op is c.LITERAL:
        return (*_literal(chr(av), ignore_case), False)
    if op is c.IN:
        return (*_set(av, ignore_case), False)
    if op is c.BRANCH:
        chars, other, empty = set(), False, False
        for branch in av[1]:
            first, more, may_be_empty = _sequence(branch, ignore_case)
            chars |= first
            other, empty = other or more, empty or may_be_empty
        return frozenset(chars), other, empty
    if op is c.SUBPATTERN:
        return _sequence(av[3], group_ignores_case(av, ignore_case))
    if op is c.ATOMIC_GROUP:
        return _sequence(av, ignore_case)
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, high, items = av
        if high == 0:
            return frozenset(), False, True
        chars, other, empty = _sequence(items, ignore_case)
        return chars, other, empty or low == 0
    # ANY, NOT_LITERAL, back-references, conditionals: anything, and maybe nothing
    return (*_ALL, True)


def _literal(ch: str, ignore_case: bool) -> tuple[frozenset[str], bool]:
    if ignore_case and ch.isalpha():
        # full case folding maps some letters outside ASCII onto ASCII ones (K, ſ): any letter
        return _LETTERS, True
    return (frozenset({ch}), False) if ch in _ASCII else (frozenset(), True)


def _set(items, ignore_case: bool) -> tuple[frozenset[str], bool]:
    chars: set[str] = set()
    other = False
    for op, av in items:
        if op is c.LITERAL:
            first, more = _literal(chr(av), ignore_case)
        elif op is c.RANGE:
            low, high = av
            first = frozenset(ch for ch in _ASCII if low <= ord(ch) <= high)
            more = high > 127
            if ignore_case and (first & _LETTERS or more):
                first, more = _LETTERS | first, True
        elif op is c.CATEGORY and av in (c.CATEGORY_DIGIT, c.CATEGORY_UNI_DIGIT):
            first, more = frozenset(string.digits), True
        elif op is c.CATEGORY and av in (c.CATEGORY_SPACE, c.CATEGORY_UNI_SPACE):
            first, more = _SPACES, True
        elif op is c.CATEGORY and av in (c.CATEGORY_NOT_WORD, c.CATEGORY_UNI_NOT_WORD):
            first, more = _NOT_WORD, True
        else:  # a negated set, \w, \D, \S, ...: anything
            return _ALL
        chars |= first
        other = other or more
    return frozenset(chars), other
