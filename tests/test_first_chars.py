"""The engine matches, at each start, the union of the rules that may begin with the kind of
character there (first_chars.py): it must find what the union of every rule finds."""

from __future__ import annotations

import pytest
import regex
from conftest import case_inputs

from textnorm.engine import LONGEST_SPAN
from textnorm.first_chars import DIGIT, KIND, KINDS, LOWER, OTHER, PUNCT, UPPER, first_kinds

_ALL = frozenset(KINDS)


@pytest.mark.parametrize(("pattern", "kinds"), [
    (r"\d+", {DIGIT, OTHER}),  # \d reads digits of every script
    (r"[0-9]+", {DIGIT}),
    (r"(?<![\w.])(?:19|20)\d\d", {DIGIT}),  # a lookbehind reads nothing
    (r"(?=[A-Z])\w+", {UPPER}),  # a lookahead before the first character narrows it
    (r"(?=[IVX])M{0,3}(?:X|I)*", {UPPER}),  # even where the rest may be empty
    (r"(?=[A-Z]|\d)(?=[0-5a])\w+", {DIGIT}),
    (r"(?=\w*)\w", _ALL),  # a lookahead that may be empty says nothing
    (r"(?![A-Z])[A-C0-3]", {UPPER, DIGIT}),  # nor does a negative one
    (r"x(?=[A-Z])", {LOWER}),
    (r"[A-Z](?<![\w.].)[A-Z]+", {UPPER}),
    (r"(?:Mr|mrs)\.", {UPPER, LOWER}),
    (r"[(\[]\d", {PUNCT}),  # ASCII punctuation is a kind of its own
    (r"\s?\d", {PUNCT, DIGIT, OTHER}),  # \s: ASCII spaces and others
    (r"\W", {PUNCT, OTHER}),
    (r"[!-~]", {PUNCT, DIGIT, UPPER, LOWER}),  # a range of ASCII only
    (r"[\x00-\u00ff]", _ALL),
    (r"(?i:k)m", {UPPER, LOWER, OTHER}),  # the Kelvin sign folds to k
    (r"[a-c]|é", {LOWER, OTHER}),
    (r"(?:\s?x)*", _ALL),  # may be empty: in every union
    (r"-?\d", {PUNCT, DIGIT, OTHER}),
    (r"[^a]", _ALL),
    (r"\p{Latin}", _ALL),  # regex-module syntax: anything
    (r"[[:alpha:]]", _ALL),
    (r"(?i)abc", _ALL),  # a global flag reaches the other rules of a union
    (r"(?:ab){e<=1}", _ALL),  # fuzzy matching
])
def test_first_kinds(pattern, kinds):
    assert first_kinds(pattern) == frozenset(kinds)


@pytest.mark.parametrize(("lang", "scheme"), [
    ("en", None), ("en", "nemo"), ("de", None), ("ru", None)])
def test_union_of_a_kind_finds_what_the_union_of_all_finds(normalizer, lang, scheme):
    engine = normalizer(lang, "tn", scheme).processor
    rules = engine.rules
    everything = regex.compile("|".join(f"(?P<r{i}>{r.pattern})" for i, r in enumerate(rules)))
    # the rules left out of a kind's union, which must not match at a start of that kind
    left_out = {}
    for kind in KINDS:
        kept = set(engine._rules_of(kind))
        pattern = "|".join(f"(?:{r.pattern})" for i, r in enumerate(rules) if i not in kept)
        left_out[kind] = regex.compile(pattern or "(?!)")
    texts = [*case_inputs(f"{lang}/tn/*.tsv"), "Ϊ 3 ½ #1 k² K3 ſ $5 -4 (7) x", "_a\tb\x1c! ~`",
             ""]
    differing = []
    for text in texts:
        for start in range(len(text) + 1):
            match = everything.match(text, start, start + LONGEST_SPAN)
            expected = None
            if match and match.end() > start and not (
                    match.end() - start >= LONGEST_SPAN and match.end() < len(text)):
                expected = int(match.lastgroup[1:]), match.end()
            found = engine.first_match(text, start)
            kind = KIND.get(text[start:start + 1], OTHER)
            if found != expected or left_out[kind].match(text, start, start + LONGEST_SPAN):
                differing.append((text, start, found, expected))
    assert not differing[:5]
