"""The engine tries, at each start, only the rules whose match may begin with the two characters
of the text there (first_chars.py), each its own regex: it must find what the union of every
rule finds, and a rule left out must not match there."""

from __future__ import annotations

import string

import pytest
import regex
from conftest import case_inputs
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm.engine import LONGEST_SPAN
from textnorm.first_chars import (
    END,
    LONGEST_RUN,
    LOWER,
    NON,
    UPPER,
    first_pairs,
    key,
    may_begin,
    starts,
)

_DIGITS = frozenset(string.digits)
_UPPER = frozenset(string.ascii_uppercase)
_ANYWHERE = {**{ch: None for ch in map(chr, range(128)) if ch not in _DIGITS}, NON: None,
             **{d: {(1, None)} for d in _DIGITS}}  # one character, any (a digit: a run of 1)


@pytest.mark.parametrize(("pattern", "pairs"), [
    (r"ab", {"a": {"b"}}),
    (r"a", {"a": None}),  # may end after one character: anything may follow
    # an ASCII digit: the length of the run of digits it begins, and the character after
    (r"[0-9]{1,3}x", {d: {(1, "x"), (2, "x"), (3, "x")} for d in _DIGITS}),
    (r"[0-9]{2}", {d: {(2, None)} for d in _DIGITS}),  # (None: 2 or more, anything after)
    (r"[0-9]+", {d: {(n, None) for n in range(1, LONGEST_RUN + 1)} for d in _DIGITS}),
    (r"(?<![\w.])(?:19|20)\d\d", {  # a lookbehind reads nothing
        "1": {(2, NON), (3, NON), (4, None)}, "2": {(2, NON), (3, NON), (4, None)}}),
    (r"\d-", {**{d: {(1, "-")} for d in _DIGITS}, NON: {"-"}}),  # \d: digits of every script
    (r"(?=[A-Z])\w", {ch: None for ch in _UPPER}),  # a lookahead before the first narrows
    (r"x\w", {"x": {*string.ascii_letters, *_DIGITS, "_", NON}}),  # \w: ASCII ones and others
    # \b after a word character: no word character follows
    (r"x\b.", {"x": {*(chr(i) for i in range(128) if not chr(i).isalnum()), NON, END}}),
    (r"[0-9]\b", {d: {(1, ch) for ch in (*(chr(i) for i in range(128) if not chr(i).isalnum()),
                                          NON, END)} for d in _DIGITS}),
    (r"[a0](?<=[a-z])b", {"a": {"b"}}),  # a lookbehind at the character read last
    (r"(?=[IV])M{0,3}(?:X|I)*", {"I": None, "V": None}),  # even where the rest may be empty
    (r"(?=ab)(?=[a-c]c?)\w+", {"a": {"b"}}),  # what meets both
    (r"(?=ab)(?=[bc])\w+", {}),  # (nothing does)
    (r"(?=[0-9]{3})[0-9]+x", {d: {(n, "x") for n in range(3, LONGEST_RUN + 1)}
                              for d in _DIGITS}),
    (r"(?=\w*)x", {"x": None}),  # a lookahead that may be empty says nothing
    (r"(?![A-Z])[A-C]x", {"A": {"x"}, "B": {"x"}, "C": {"x"}}),  # nor does a negative one
    (r"x(?=[A-Z])", {"x": None}),
    (r"(?i:k)m", {"k": {"m"}, "K": {"m"}, NON: {"m"}}),  # the Kelvin sign folds to k
    (r"(?i:ſ)", {ch: None for ch in [*string.ascii_letters, NON]}),  # a letter outside ASCII
    (r"é[a-c]?", {NON: None}),
    (r"(?:ab)*c", {"a": {"b"}, "c": None}),
    (r"(?:a?){3}b", {"a": {"a", "b"}, "b": None}),
    (r"ab|(?!)", {"a": {"b"}}),  # (?!) never matches
    (r"\p{Latin}", _ANYWHERE),  # a property: any character
    (r"[\p{Latin}_](?<!\p{L})x", {
        **{ch: {"x"} for ch in map(chr, range(128)) if ch not in _DIGITS}, NON: {"x"},
        **{d: {(1, "x")} for d in _DIGITS}}),
    (r"[^a]", _ANYWHERE),
    (r"(?:\s?x)*", None),  # may be empty: may begin anywhere
    (r"[[:alpha:]]", None),  # regex-module syntax: anything
    (r"(?i)abc", None),  # a global flag reaches the other rules of a union
    (r"(?:ab){e<=1}", None),  # fuzzy matching
    (r"(a)\1", None),  # a back-reference
])
def test_first_pairs(pattern, pairs):
    expected = None if pairs is None else {
        first: None if after is None else frozenset(after) for first, after in pairs.items()}
    assert first_pairs(pattern) == expected


_CHARS = st.sampled_from([*"aAbBkKT0129 .-_:/$@xé\u212a\u017fſ٣", "\n", "123456789", "hes"])


@settings(max_examples=400, deadline=None, derandomize=True)
@given(pattern=st.sampled_from([
    r"(?i:k)m", r"(?i:ab|ſ)", r"[a-c]?\d", r"(?:ab)*c", r"(?=[A-Z])\w+", r"\p{Lu}[\p{N}x]",
    r"(?:a?){3}b", r"x(?:\s?y)+", r"(?i:[k-m])", r"[^a]b", r".\b", r"\d{1,3}(?:,\d{3})+",
    r"(?:1\d|20)\d{2}(?!\d)", r"(?=\d{4})\d+[ s]", r"\d+(?:\.\d+)?\s?x", r"[0-9]{9,}-",
    r"T[A-Z]*\b", r"[A-Za-z\d](?:(?<=[A-Za-z])[A-Za-z]*\d|(?<=\d)\d*[A-Za-z])", r"\w+@\w",
    r"(?i:thes)\b", r"[a-z](?<=[A-Z])x", r"T(?:hes|h)\.?(?=\s)"]),
    text=st.lists(_CHARS, min_size=1, max_size=5).map("".join))
def test_a_pattern_matches_only_where_its_pairs_say(pattern, text):
    if regex.compile(pattern).match(text):
        assert may_begin(starts(pattern), key(text, 0)), (pattern, text)


@pytest.mark.parametrize(("pattern", "runs"), [
    # at two ASCII letters: the case of the second and the character after the run of letters
    (r"Th[a-z]*\.", {"T": {(LOWER, ".")}}),
    (r"T[a-z]+", {"T": {(LOWER, None)}}),  # (the run may go on: anything after it)
    (r"T[A-Z]*\b", {"T": {(UPPER, ch) for ch in (  # \b: a character that is no letter
        *(chr(i) for i in range(128) if not chr(i).isalnum()), NON, END)} | {
        *(chr(i) for i in range(128) if not chr(i).isalnum()), NON, END}}),
    (r"[A-Za-z](?:(?<=[A-Z])[a-z]*\d|(?<=\d)[a-z])", {  # a lookbehind at the last character
        **{ch: {*_DIGITS, NON, (LOWER, "0"), (LOWER, "1"), (LOWER, "2"), (LOWER, "3"),
                (LOWER, "4"), (LOWER, "5"), (LOWER, "6"), (LOWER, "7"), (LOWER, "8"),
                (LOWER, "9"), (LOWER, NON)} for ch in _UPPER}}),
    (r"T\w*@", {"T": {*_DIGITS, "_", NON, "@", *((case, ch) for case in (LOWER, UPPER)
                                                 for ch in (*_DIGITS, "_", NON, "@"))}}),
])
def test_letter_runs(pattern, runs):
    assert first_pairs(pattern, letter_runs=True) == {
        first: frozenset(after) for first, after in runs.items()}


def test_key_names_the_end_characters_outside_ascii_and_runs_of_digits():
    assert key("a-", 0) == ("a", "-")
    assert key("ab", 1) == ("b", END)
    assert key("éK", 0) == (NON, "K")
    assert key("Ké", 0) == ("K", NON)
    assert key("x2006 ", 1) == ("2", 4, " ")
    assert key("12", 0) == ("1", 2, END)
    assert key("1٣", 0) == ("1", 1, NON)
    assert key("1234567890x", 0) == ("1", LONGEST_RUN, "x")
    assert key("Thus, x", 0) == ("T", "h", ",")
    assert key("AB", 0) == ("A", "B", END)
    assert key("Ab\u00e9", 0) == ("A", "b", NON)


@pytest.mark.parametrize(("lang", "scheme"), [
    ("en", None), ("en", "nemo"), ("de", None), ("ru", None), ("hi", None), ("zh", None)])
def test_rules_of_a_start_find_what_the_union_of_all_finds(normalizer, lang, scheme):
    engine = normalizer(lang, "tn", scheme).processor
    rules = engine.rules
    everything = regex.compile("|".join(f"(?P<r{i}>{r.pattern})" for i, r in enumerate(rules)))
    texts = [*case_inputs(f"{lang}/tn/*.tsv"), "Ϊ 3 ½ #1 k² K3 ſ $5 -4 (7) x", "_a\tb\x1c! ~`",
             "x"]
    differing = []
    for text in texts:
        for start in range(len(text)):
            match = everything.match(text, start, start + LONGEST_SPAN)
            expected = None
            if match and match.end() > start and not (
                    match.end() - start >= LONGEST_SPAN and match.end() < len(text)):
                expected = int(match.lastgroup[1:]), match.end()
            if engine.first_match(text, start) != expected:
                differing.append((text, start, engine.first_match(text, start), expected))
    assert not differing[:5]
    # and a rule left out at a start does not match there (even where an earlier rule does)
    text = "\n".join(texts)
    left_out = []
    for index in range(len(rules)):
        for match in engine.single(index).finditer(text, overlapped=True):
            if index not in {i for i, _ in engine.rules_at(text, match.start())}:
                left_out.append((index, text[match.start():match.start() + 20]))
    assert not left_out[:5]


@pytest.mark.parametrize("lang", ["lt", "ru", "pl", "it"])
def test_roman_numerals_before_a_noun_begin_with_a_roman_letter(normalizer, lang):
    """ROMAN@next-* (roman_next): the match is only the numeral, which may read as empty; its
    leading lookahead keeps the rule to starts at a Roman letter (it was tried everywhere)."""
    rules = [r for r in normalizer(lang, "tn", None).processor.rules
             if r.fst.startswith("ROMAN@next")]
    assert rules
    for rule in rules:
        pairs, _ = starts(rule.pattern)
        assert pairs is not None and set(pairs) <= set("IVXLCDM"), rule.fst
