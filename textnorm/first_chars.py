"""Which first two characters of the text a regex's match may begin at.

The engine tries, at each candidate start, the rules' regexes in priority order; the first that
matches wins. Most starts are capitalized words or numbers that only a few rules can begin with:
en TN has 175 rules, and a start where none matches would pay for all of them. So the engine
tries at a start only the rules whose match may begin with the two characters of the text there
(`first_pairs`); a rule left out cannot match there at all.

Matching the rules one by one, each its own compiled regex, is cheaper than one union of them:
the regex module's match call costs about 0.2 µs per repeat and group of the whole pattern
(state it sets up on each call), where a branch that cannot start at the text costs nothing
more (en TN: the union of the 66 rules that may begin with a capital took 14.6 µs a start, the
~11 rules of its first two characters one by one 4 µs).

A character is an ASCII character or NON (any character outside ASCII); the second may also be
END (the text ends after the first). `first_pairs(pattern)` gives, per first character, the
second characters the text may have there (None: any, the match may end after one character),
or None for a pattern that may begin anywhere.

The analysis reads a pattern with Python's own regex parser and errs on the safe side: a
pattern it cannot read (syntax of the regex module only, such as \\p{...}, POSIX classes or
fuzzy matching) may begin anywhere, and so may one whose match may be empty; lookarounds and
anchors are passed over as if they were not there (they only narrow a match), except a
lookahead before the first character read, which says what the text there may begin with.
Ignoring case, an ASCII letter is itself in either case, or a character outside ASCII (the
Kelvin sign folds to k); a letter outside ASCII may be any letter.
"""

from __future__ import annotations

import functools
import re
import string
import warnings
from re import _constants as c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]

NON = "\x80"  # any character outside ASCII
END = ""  # the end of the text (as a second character)
_ASCII = frozenset(map(chr, range(128)))
_ALL = _ASCII | {NON}
_LETTERS = frozenset(string.ascii_letters)
# ASCII characters \s may match (a superset: str.isspace's too) and those \W may match
_SPACES = frozenset(ch for ch in _ASCII if ch.isspace() or re.match(r"\s", ch))
_NOT_WORD = frozenset(ch for ch in _ASCII if not ch.isalnum())
_WORD = frozenset(string.ascii_letters + string.digits + "_")  # the ASCII ones \w matches
# Regex-module syntax that Python's parser reads otherwise or not at all: \p{..} / fuzzy
# {e<=1} (a brace before a letter), POSIX classes [:alpha:], global flags such as (?i) (they
# would reach other rules of a union).
_UNREADABLE = re.compile(r"\{[A-Za-z]|\[:|\(\?[a-zA-Z]*\)")
_REPEATS = (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT)
_PROPERTY = re.compile(r"\\[pP]\{[^}]*\}")
_ANY_CHAR = r"\x00-\U0010ffff"
_MOST_REPEATS = 10_000  # a repeat of more (at least) is not read

_DIGITS = frozenset(string.digits)
_RUN = re.compile("[0-9]*")
_LETTER_RUN = re.compile("[A-Za-z]*")
LONGEST_RUN = 8  # a run of more ASCII digits counts as this many
# what the text may have after a word character where \b follows it
_AFTER_WORD = (_NOT_WORD | {NON, END})
LOWER, UPPER = "a", "A"  # the case of a second letter (first_pairs with letter_runs)
# first character -> what the text may have after it: the second characters; for an ASCII
# digit the (length, character after) of the run of ASCII digits it begins; with letter_runs,
# for an ASCII letter the second characters that are not letters and the (case of the second
# letter, character after the run of ASCII letters) where it is one. A character after None:
# the run may be longer and anything may follow it. None: anything.
Pairs = dict[str, frozenset | None]
Key = tuple[str, str] | tuple[str, int, str] | tuple[str, str, str]


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


def key(text: str, start: int) -> Key:
    """What `first_pairs` reads of `text` at `start`: the first two characters; where the
    first is an ASCII digit, it, the length of the run of ASCII digits there (at most
    LONGEST_RUN) and the character after it; where the first two are ASCII letters, the
    first, the second and the character after the run of ASCII letters."""
    first = text[start]
    if first in _DIGITS:
        end = _RUN.match(text, start).end()
        after = text[end:end + 1]
        return first, min(end - start, LONGEST_RUN), after if not after or after.isascii() else NON
    second = text[start + 1:start + 2]
    if first in _LETTERS and second in _LETTERS:
        end = _LETTER_RUN.match(text, start).end()
        after = text[end:end + 1]
        return first, second, after if not after or after.isascii() else NON
    return (first if first.isascii() else NON,
            second if not second or second.isascii() else NON)


def starts(pattern: str) -> tuple[Pairs | None, Pairs | None]:
    """What the text may begin with where a match of `pattern` begins: its first two
    characters (the second exact), and at two ASCII letters the case of the second and the
    character after their run (see `first_pairs`)."""
    runs = first_pairs(pattern, letter_runs=True)
    if runs is not None:  # (read only at two letters)
        runs = {first: after for first, after in runs.items() if first in _LETTERS}
    return first_pairs(pattern), runs


def may_begin(tables: tuple[Pairs | None, Pairs | None], at: Key) -> bool:
    """Whether a match with `starts` `tables` may begin where the text begins with `at`
    (see `key`)."""
    pairs, runs = tables
    if len(at) == 3 and isinstance(at[1], str):  # two ASCII letters
        return _may_begin(pairs, at[:2]) and _may_begin(
            runs, (at[0], UPPER if at[1].isupper() else LOWER, at[2]))
    return _may_begin(pairs, at)


def _may_begin(pairs: Pairs | None, at: Key) -> bool:
    if pairs is None:
        return True
    if at[0] not in pairs:
        return False
    after = pairs[at[0]]
    if after is None:
        return True
    if len(at) == 2:
        return at[1] in after
    _, run, next_char = at
    if isinstance(run, str):  # the case of a second letter
        return (run, next_char) in after or (run, None) in after
    return (run, next_char) in after or any(
        (shorter, None) in after for shorter in range(1, run + 1))


class _Anything(Exception):
    """The pattern may begin anywhere (or is not understood)."""


def first_pairs(pattern: str, letter_runs: bool = False) -> Pairs | None:
    """What the text may begin with where a match of `pattern` begins (see the module
    docstring), or None: anything. With `letter_runs`, at an ASCII letter followed by
    another the case of the second and the character after the run of letters."""
    items = parse(_any_property(pattern))
    if items is None:
        return None
    # a lookahead before the first character read says what the text may begin with, even
    # where the rest may match the empty string ("(?=[IVX])M{0,3}...")
    ahead: Pairs | None = None
    lead = 0
    while lead < len(items) and items[lead][0] in (c.AT, c.ASSERT, c.ASSERT_NOT):
        op, av = items[lead]
        if op is c.ASSERT and av[0] == 1:
            read = _pairs(av[1], letter_runs)
            if read is not None:
                ahead = read if ahead is None else _both(ahead, read)
        lead += 1
    rest = _pairs(items[lead:], letter_runs)
    if rest is None:
        return ahead
    return rest if ahead is None else _both(ahead, rest)


def _any_property(pattern: str) -> str:
    """`pattern` with each Unicode property (\\p{Latin}, \\P{N}: regex-module syntax) read
    as any character, a class Python's parser reads. Where the analysis reads characters, a
    class of more characters gives more pairs; a lookaround it passes over, and a negated set
    may be anything: it never reads the class as fewer characters."""
    if "\\p{" not in pattern and "\\P{" not in pattern:
        return pattern
    out, in_set, i = [], False, 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            property_ = _PROPERTY.match(pattern, i)
            if property_:
                out.append(_ANY_CHAR if in_set else f"[{_ANY_CHAR}]")
                i = property_.end()
                continue
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if ch == "[" and not in_set:
            in_set = True
            out.append(ch)
            # a "]" first in a set (after "^") is a literal
            for lead in ("^", "]"):
                if pattern.startswith(lead, i + 1):
                    out.append(lead)
                    i += 1
        elif ch == "]" and in_set:
            in_set = False
            out.append(ch)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


class _Found(dict):
    """What closed states found: first character -> what may follow it."""

    def __init__(self, letter_runs: bool):
        super().__init__()
        self.letter_runs = letter_runs


def _pairs(items, letter_runs: bool) -> Pairs | None:
    """The first two characters of a match of `items`, or None: anything (or empty)."""
    found = _Found(letter_runs)
    try:
        still_open = _sequence(items, {""}, found, ignore_case=False)
    except (_Anything, RecursionError):
        return None
    if "" in still_open:
        return None  # may be empty
    for state in still_open:
        if len(state) > 1:  # may end inside a run: it may be longer, anything may follow
            found.setdefault(state[0], set()).add((_run(state), None))
    for state in still_open:
        if len(state) == 1:
            found[state] = None  # may end after one character: anything may follow
    return {first: None if after is None else frozenset(after)
            for first, after in found.items()}


def _both(one: Pairs, other: Pairs) -> Pairs:
    """What the text may begin with where it must meet both."""
    out: Pairs = {}
    for first in one.keys() & other.keys():
        a, b = one[first], other[first]
        if a is not None and b is not None and (first in _DIGITS or first in _LETTERS):
            a, b = _all_runs(a, first in _DIGITS), _all_runs(b, first in _DIGITS)
        after = b if a is None else a if b is None else a & b
        if after is None or after:
            out[first] = after
    return out


def _all_runs(after: frozenset, digits: bool) -> frozenset:
    """What may follow a first character with each (run, None) written out: every (longer
    run, character after) it stands for."""
    out = {one for one in after if not isinstance(one, tuple) or one[1] is not None}
    ends = (*(_ALL - (_DIGITS if digits else _LETTERS)), END)
    for one in after:
        if isinstance(one, tuple) and one[1] is None:
            runs = range(one[0], LONGEST_RUN + 1) if digits else (one[0],)
            out.update((run, ch) for run in runs for ch in ends)
    return frozenset(out)


def _run(state: str) -> int | str:
    """The run of an open state of a digit ("27": 7 digits) or of letters ("Ta": a second
    letter in lower case)."""
    return int(state[1:]) if state[0] in _DIGITS else state[1]


def _sequence(items, still_open: set[str], found: dict, ignore_case: bool) -> set[str]:
    """Walks `items` from the states still open: "" (nothing read), a first character that
    is not an ASCII digit, an ASCII digit and the length of the run of digits read from it
    ("27": a run of 7 from 2), or with letter_runs two ASCII letters, the second as its case,
    while only letters were read ("Ta"). What closes a state goes to `found`; returns the
    states still open after them."""
    for op, av in items:
        if not still_open:
            break  # every prefix has two characters: what follows cannot change them
        still_open = _item(op, av, still_open, found, ignore_case)
    return still_open


def _item(op, av, still_open: set[str], found: dict, ignore_case: bool) -> set[str]:
    if op is c.ASSERT_NOT and not av[1]:
        return set()  # (?!) never matches: what follows is never read
    if op is c.AT and av in (c.AT_BOUNDARY, c.AT_UNI_BOUNDARY):
        return _boundary(still_open, found)
    if op is c.ASSERT and av[0] == -1 and len(av[1]) == 1 and av[1][0][0] in (c.LITERAL, c.IN):
        # a lookbehind at one character: the one read last, where a state knows it
        before = _literal(chr(av[1][0][1]), ignore_case) if av[1][0][0] is c.LITERAL else \
            _set(av[1][0][1], ignore_case)
        return {state for state in still_open if not _last(state) or _last(state) & before}
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return still_open
    if op is c.LITERAL:
        return _read(_literal(chr(av), ignore_case), still_open, found)
    if op is c.IN:
        return _read(_set(av, ignore_case), still_open, found)
    if op in (c.ANY, c.NOT_LITERAL):
        return _read(_ALL, still_open, found)
    if op is c.BRANCH:
        out: set[str] = set()
        for branch in av[1]:
            out |= _sequence(branch, set(still_open), found, ignore_case)
        return out
    if op is c.SUBPATTERN:
        return _sequence(av[3], still_open, found, group_ignores_case(av, ignore_case))
    if op is c.ATOMIC_GROUP:
        return _sequence(av, still_open, found, ignore_case)
    if op in _REPEATS:
        low, high, items = av
        out = set(still_open) if low == 0 else set()
        current, count, reached = frozenset(still_open), 0, set()
        while current and count < high:
            current = frozenset(_sequence(items, set(current), found, ignore_case))
            count += 1
            if count >= low:
                if current in reached:
                    break  # from here on the repeats leave open what they left before
                reached.add(current)
                out |= current
            elif count > _MOST_REPEATS:
                raise _Anything
        return out
    raise _Anything  # back-references, conditionals


def _read(chars: frozenset[str], still_open: set[str], found: dict) -> set[str]:
    """One character of `chars` read in the states still open."""
    out: set[str] = set()
    for state in still_open:
        if not state:
            out.update(ch + "1" if ch in _DIGITS else ch for ch in chars)
        elif len(state) == 1:
            after = found.setdefault(state, set())
            if state in _LETTERS and found.letter_runs:
                for ch in chars:
                    if ch in _LETTERS:
                        out.add(state + (UPPER if ch.isupper() else LOWER))
                    else:
                        after.add(ch)
            else:
                after.update(chars)
        elif state[0] in _DIGITS:
            first, length = state[0], int(state[1:])
            runs = found.setdefault(first, set())
            for ch in chars:
                if ch in _DIGITS:
                    out.add(f"{first}{min(length + 1, LONGEST_RUN)}")
                else:
                    runs.add((length, ch))
        else:  # in a run of letters
            runs = found.setdefault(state[0], set())
            for ch in chars:
                if ch in _LETTERS:
                    out.add(state)
                else:
                    runs.add((state[1], ch))
    return out


def _boundary(still_open: set[str], found: dict) -> set[str]:
    """A \\b: after an ASCII letter or digit, what follows is no word character. That
    closes the state: what the text has after its first character or run is one of those."""
    out: set[str] = set()
    for state in still_open:
        if not state or not state[0].isascii() or not state[-1].isalnum():
            out.add(state)  # (after nothing or anything else, \\b says nothing here)
        elif len(state) == 1:
            found.setdefault(state, set()).update(_AFTER_WORD)
        else:
            found.setdefault(state[0], set()).update((_run(state), ch) for ch in _AFTER_WORD)
    return out


def _last(state: str) -> frozenset[str] | None:
    """The character a state read last, or what it may be (None: not known)."""
    if not state:
        return None
    if len(state) == 1:
        return frozenset({state})  # (NON: some character outside ASCII, itself)
    return _DIGITS if state[0] in _DIGITS else _LETTERS


def _literal(ch: str, ignore_case: bool) -> frozenset[str]:
    if ch in _ASCII:
        if ignore_case and ch in _LETTERS:
            # no other ASCII character folds onto an ASCII letter; some outside ASCII do (K, ſ)
            return frozenset({ch.lower(), ch.upper(), NON})
        return frozenset({ch})
    if ignore_case and ch.isalpha():
        # full case folding maps some letters outside ASCII onto ASCII ones (K, ſ): any letter
        return _LETTERS | {NON}
    return frozenset({NON})


def _set(items, ignore_case: bool) -> frozenset[str]:
    chars: set[str] = set()
    for op, av in items:
        if op is c.LITERAL:
            chars |= _literal(chr(av), ignore_case)
        elif op is c.RANGE:
            low, high = av
            first = {ch for ch in _ASCII if low <= ord(ch) <= high}
            if high > 127:
                first.add(NON)
            if ignore_case and (first & _LETTERS or high > 127):
                first |= _LETTERS | {NON}
            chars |= first
        elif op is c.CATEGORY and av in (c.CATEGORY_DIGIT, c.CATEGORY_UNI_DIGIT):
            chars |= set(string.digits) | {NON}
        elif op is c.CATEGORY and av in (c.CATEGORY_SPACE, c.CATEGORY_UNI_SPACE):
            chars |= _SPACES | {NON}
        elif op is c.CATEGORY and av in (c.CATEGORY_NOT_WORD, c.CATEGORY_UNI_NOT_WORD):
            chars |= _NOT_WORD | {NON}
        elif op is c.CATEGORY and av in (c.CATEGORY_WORD, c.CATEGORY_UNI_WORD):
            chars |= _WORD | {NON}
        else:  # a negated set, \w, \D, \S, ...: anything
            return _ALL
    return frozenset(chars)
