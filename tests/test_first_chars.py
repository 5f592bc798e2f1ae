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
from textnorm.first_chars import END, NON, first_pairs, key, may_begin

_DIGITS = frozenset(string.digits)
_UPPER = frozenset(string.ascii_uppercase)


@pytest.mark.parametrize(("pattern", "pairs"), [
    (r"ab", {"a": {"b"}}),
    (r"a", {"a": None}),  # may end after one character: anything may follow
    (r"[0-9]+", {d: None for d in _DIGITS}),
    (r"\d\d", {**{d: _DIGITS | {NON} for d in _DIGITS}, NON: _DIGITS | {NON}}),
    (r"(?<![\w.])(?:19|20)\d\d", {"1": {"9"}, "2": {"0"}}),  # a lookbehind reads nothing
    (r"(?=[A-Z])\w", {ch: None for ch in _UPPER}),  # a lookahead before the first narrows
    (r"(?=[IV])M{0,3}(?:X|I)*", {"I": None, "V": None}),  # even where the rest may be empty
    (r"(?=ab)(?=[a-c]c?)\w+", {"a": {"b"}}),  # what meets both
    (r"(?=ab)(?=[bc])\w+", {}),  # (nothing does)
    (r"(?=\w*)x", {"x": None}),  # a lookahead that may be empty says nothing
    (r"(?![A-Z])[A-C]x", {"A": {"x"}, "B": {"x"}, "C": {"x"}}),  # nor does a negative one
    (r"x(?=[A-Z])", {"x": None}),
    (r"(?i:k)m", {"k": {"m"}, "K": {"m"}, NON: {"m"}}),  # the Kelvin sign folds to k
    (r"(?i:ſ)", {ch: None for ch in [*string.ascii_letters, NON]}),  # a letter outside ASCII
    (r"é[a-c]?", {NON: None}),
    (r"(?:ab)*c", {"a": {"b"}, "c": None}),
    (r"[0-9]{1,3}x", {d: _DIGITS | {"x"} for d in _DIGITS}),  # each repeat read
    (r"(?:a?){3}b", {"a": {"a", "b"}, "b": None}),
    (r"ab|(?!)", {"a": {"b"}}),  # (?!) never matches
    (r"[\p{Latin}\d](?<!\p{L})x", {ch: {"x"} for ch in [*map(chr, range(128)), NON]}),
    (r"\p{Latin}", {ch: None for ch in [*map(chr, range(128)), NON]}),  # any character
    (r"(?:\s?x)*", None),  # may be empty: may begin anywhere
    (r"[^a]", {ch: None for ch in [*map(chr, range(128)), NON]}),
    (r"[[:alpha:]]", None),  # regex-module syntax: anything
    (r"(?i)abc", None),  # a global flag reaches the other rules of a union
    (r"(?:ab){e<=1}", None),  # fuzzy matching
    (r"(a)\1", None),  # a back-reference
])
def test_first_pairs(pattern, pairs):
    expected = None if pairs is None else {
        first: None if after is None else frozenset(after) for first, after in pairs.items()}
    assert first_pairs(pattern) == expected


_CHARS = st.sampled_from([*"aAbBkK019 .-_:/$é\u212a\u017fſ", "\n", ""])


@settings(max_examples=300, deadline=None, derandomize=True)
@given(pattern=st.sampled_from([
    r"(?i:k)m", r"(?i:ab|ſ)", r"[a-c]?\d", r"(?:ab)*c", r"(?=[A-Z])\w+", r"\p{Lu}[\p{N}x]",
    r"(?:a?){3}b", r"x(?:\s?y)+", r"(?i:[k-m])", r"[^a]b", r".\b"]),
    text=st.lists(_CHARS, min_size=1, max_size=4).map("".join))
def test_a_pattern_matches_only_where_its_pairs_say(pattern, text):
    if not text:
        return
    if regex.compile(pattern).match(text):
        assert may_begin(first_pairs(pattern), *key(text, 0)), (pattern, text)


def test_key_names_the_end_and_characters_outside_ascii():
    assert key("ab", 0) == ("a", "b")
    assert key("ab", 1) == ("b", END)
    assert key("éK", 0) == (NON, "K")
    assert key("Ké", 0) == ("K", NON)


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
