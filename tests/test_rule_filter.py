"""The rules English ITN leaves out at a start (rule_filter.py) cannot match there: what
first_words.py and required_words.py read off a pattern holds for every match of it."""

from __future__ import annotations

from re import _constants as c  # type: ignore[attr-defined]

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm.first_chars import group_ignores_case, parse
from textnorm.first_words import first_words, letter_run, may_start
from textnorm.required_words import line_words, required_words
from textnorm.rule_filter import RuleFilter

_W = r"(?<![\w'’])"  # the left edge the rules begin with
_E = r"(?![\w'’])"


@pytest.mark.parametrize(("pattern", "runs"), [
    (r"two|three", {("two", False), ("three", False)}),  # may end inside a longer run
    # a lookahead only narrows: passed over
    (rf"(?i:two|three){_E}", {("two", False), ("three", False)}),
    (r"(?:two|three)\b", {("two", True), ("three", True)}),
    (r"(?:the[ ])?fifth[ ]", {("the", True), ("fifth", True)}),
    (rf"{_W}a[ ]b", {("a", True)}),  # a lookbehind reads nothing
    (r"[a-c]\b", {("a", True), ("b", True), ("c", True)}),
    (r"(?:[ ]x)*y", {("", True), ("y", False)}),
    (r"Dr\.", {("dr", True)}),  # runs are lower-cased
    (r"x?", {("", False), ("x", False)}),  # may be empty
    (r"[a-z]+", None),  # not a short list
    (r"\w", None),
    (r"(?i:\u212a)m", None),  # the Kelvin sign folds to k
    (r"\p{Latin}", None),  # regex-module syntax: anything
])
def test_first_words(pattern, runs):
    assert first_words(pattern) == (None if runs is None else frozenset(runs))


@pytest.mark.parametrize(("pattern", "requirements"), [
    (rf"(?:two|three)[ ]dollars{_E}", [{"dollars"}]),  # "two" may end a longer word
    (rf"{_W}(?i:two|three)[ ]dollars{_E}", [{"two", "three"}, {"dollars"}]),
    (r"\bdot\b|[ ]colon[ ]", [{"dot", "colon"}]),
    (r"\bdot\b|x", []),  # a branch without a word tells nothing
    (r"[ ](?:(?:square|cubic)[ ])?(?:meters?|feet)\b", [{"meter", "meters", "feet"}]),
    (r"[ ]per(?:[ ]x){0,3}", []),  # "per" may go on: [ ]x may be absent
    (r"(?<=\bcost[ ])\d+", [{"cost"}]),  # what a lookaround reads is in the line
    (r"(?<!\bcost[ ])\d+", []),
    (r"[ ](?i:a\u212a)[ ]", []),  # a letter outside ASCII may fold onto one of ASCII
    (r"[ ]a\u212a[ ]", [{"a"}]),  # (not matched ignoring case: it is in no ASCII line)
    (r"[ ](?:ab){2}[ ]", []),  # "abab": a word is not one of the repeats
    (r"\bab(?![a-z])", []),  # "abA": only a lookaround no letter of either case passes
    (r"(?i:\bab(?![a-z]))", [{"ab"}]),
    (r"\p{Latin}", []),
])
def test_required_words(pattern, requirements):
    assert required_words(pattern) == tuple(frozenset(r) for r in requirements)


def test_runs_and_words_of_a_text():
    assert letter_run("Twenty-five", 0) == "twenty"
    assert letter_run("twoé", 0) is None  # a letter outside ASCII may go on with the run
    assert letter_run("3 two", 0) == ""
    assert line_words("Five-Dollars, o'clock") == {"five", "dollars", "o", "clock"}
    assert line_words("ünï") is None
    assert may_start(frozenset({("two", False)}), "twofold")
    assert not may_start(frozenset({("two", True)}), "twofold")


# Patterns and texts over a few characters, letters among them in both cases, characters
# outside ASCII (one that folds onto "k"), and the constructs the analyses read.
_CHARS = ["a", "b", "k", "A", "K", " ", "-", "é"]
_atoms = st.sampled_from([
    "a", "b", "k", "ab", "ba", "[ ]", "-", "[ab]", "[a-k]", "\\w", "\\W", "\\b", ".", "é",
    "\u212a", "(?<![\\w])", "(?![\\w])", "(?<![a-z])", "(?![a-z])", "(?=[ ])", "(?<=a)",
    "[^a]", "^", "$", "(?<![\\w])ab", "ba(?![\\w])", "[ ]k[ ]", "\\bab\\b"])


def _patterns(children):
    return st.one_of(
        st.lists(children, min_size=2, max_size=4).map("".join),
        st.lists(children, min_size=2, max_size=3).map(lambda b: "(?:" + "|".join(b) + ")"),
        children.map(lambda p: f"(?i:{p})"),
        st.tuples(children, st.sampled_from(["?", "*", "+", "{2}", "{1,3}"])).map(
            lambda t: f"(?:{t[0]}){t[1]}"),
    )


_PATTERNS = st.recursive(_atoms, _patterns, max_leaves=8)


# A character of each kind a class may read, and the case variants of a letter.
_CLASS_CHARS = {c.CATEGORY_WORD: "aZ5_é", c.CATEGORY_NOT_WORD: " -", c.CATEGORY_DIGIT: "3",
                c.CATEGORY_SPACE: " ", c.CATEGORY_NOT_DIGIT: "a -", c.CATEGORY_NOT_SPACE: "a-"}
_CASES = {"k": "kK\u212a", "K": "kK\u212a", "\u212a": "kK\u212a"}


def _sample(items, draw, ignore_case=False) -> str:
    """A string the items may match (lookarounds and anchors are not looked at)."""
    out = []
    for op, av in items:
        if op is c.LITERAL:
            ch = chr(av)
            if ignore_case:
                ch = draw(st.sampled_from(_CASES.get(ch, ch + ch.swapcase())))
            out.append(ch)
        elif op is c.IN:
            op_in, av_in = draw(st.sampled_from(av))
            if op_in is c.LITERAL:
                out.append(_sample([(op_in, av_in)], draw, ignore_case))
            elif op_in is c.RANGE:
                out.append(chr(draw(st.integers(*av_in))))
            else:  # a category, or the negation of what follows: any of a few characters
                out.append(draw(st.sampled_from(_CLASS_CHARS.get(av_in, "".join(_CHARS)))))
        elif op is c.BRANCH:
            out.append(_sample(draw(st.sampled_from(av[1])), draw, ignore_case))
        elif op is c.SUBPATTERN:
            out.append(_sample(av[3], draw, group_ignores_case(av, ignore_case)))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT):
            low, high, inner = av
            for _ in range(draw(st.integers(low, min(high, low + 2)))):
                out.append(_sample(inner, draw, ignore_case))
        elif op is c.ANY:
            out.append(draw(st.sampled_from(_CHARS)))
    return "".join(out)


@settings(max_examples=1000, deadline=None, derandomize=True)
@given(_PATTERNS, st.data())
def test_a_match_meets_what_the_analyses_say(pattern, data):
    compiled = regex.compile(pattern)
    runs, requirements = first_words(pattern), required_words(pattern)
    context = st.lists(st.sampled_from(_CHARS), max_size=3).map("".join)
    text = (data.draw(context) + _sample(parse(pattern), data.draw) + data.draw(context))
    words = line_words(text)
    for start in range(len(text) + 1):
        if compiled.match(text, start) is None:
            continue
        run = letter_run(text, start)
        assert run is None or may_start(runs, run), (pattern, text, start)
        assert words is None or all(words & r for r in requirements), (pattern, text)


@pytest.fixture(scope="module")
def engine(normalizer):
    return normalizer("en", "itn").processor


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from([
    "the", "The", "a", "A", "two", "Twenty", "five", "first", "of", "July", "dot", "com", "at",
    "p", "m", "dollars", "kilograms", "per", "hour", "point", "minus", "for", "example", "o",
    "oh", "double", "Doctor", "Smith", "b", "c", "colon", "slash", "hundred", "thousand", "and",
    "sixties", "quarter", "past", "half", " ", " ", ",", ".", "-", "'", "é", "\u212a"]),
    max_size=14).map(lambda parts: "".join(p if len(p) == 1 else p + " " for p in parts)))
def test_en_itn_rules_left_out_do_not_match(engine, text):
    check = RuleFilter([rule.pattern for rule in engine.rules])
    for start in range(len(text)):
        tried = check.rules_at(text, start)
        for index in range(len(engine.rules)):
            if index not in tried:
                assert engine.single(index).match(text, start) is None, (text, start, index)
