"""English ITN beyond the case files: alignment for ASR word timestamps, the candidate scan,
odd input, and that the number core is the TN grammar inverted."""

from __future__ import annotations

import pytest
from conftest import case_inputs, check_text_outside_spans_kept
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.fst import apply

_INPUTS = case_inputs("en/itn/*.tsv")


@pytest.fixture(scope="module")
def itn(normalizer):
    return normalizer("en", "itn")


def test_spans_point_back_at_the_spoken_words(itn):
    text = "Call me at three thirty p m about twenty five dollars, okay?"
    result = itn.normalize_with_alignment(text)
    assert result.text == "Call me at 03:30 p.m. about $25, okay?"
    pieces = [(text[s.src_start:s.src_end], result.text[s.out_start:s.out_end], s.cls)
              for s in result.spans]
    assert pieces == [("three thirty p m", "03:30 p.m.", "TIME"),
                      ("twenty five dollars", "$25", "MONEY")]


def test_untouched_text_has_no_spans(itn):
    assert itn.normalize_with_alignment("one of them said hello").spans == []


def test_candidate_scan_equals_exhaustive_scan(itn):
    exhaustive = Normalizer(lang="en", mode="itn", exhaustive=True)
    differing = [(text, itn.normalize(text), exhaustive.normalize(text))
                 for text in _INPUTS if itn.normalize(text) != exhaustive.normalize(text)]
    assert not differing


def test_rules_left_out_at_a_start_do_not_match_there(itn):
    """first_match tries at a start only the rules rule_filter.py lets through and keeps
    their matches for choose_rewrite: what it keeps is what each rule's regex finds there,
    and a rule it leaves out does not match there."""
    engine = itn.processor
    texts = [*_INPUTS, "Twenty Five dot com at three p m", "five.five dot twenty",
             "the fifth of July", "A Hundred Dollars", "kelvin \u212a two", "twoé three"]
    differing = []
    for text in texts:
        for start in range(len(text)):
            engine.first_match(text, start)
            found = dict(engine._found[2]) if engine._found else {}
            for index in range(len(engine.rules)):
                match = engine.single(index).match(text, start)
                if match is None:
                    continue
                kept = found.get(index, match.end())  # a first empty match keeps nothing
                if kept != match.end() or (
                        index not in engine._filter.rules_at(text, start)):
                    differing.append((text, start, engine.rules[index].fst))
    assert not differing


@pytest.mark.parametrize("text", [
    "", " ", "\t", "dot", "at dot at", "point", "minus", "a", "double", "the of may",
    "one\u0000two three", "twenty\u200bfive", "ünïcödé twenty five", "𝟚 two 𝟚",
    "twenty " * 2000,
])
def test_odd_input_never_raises_and_keeps_newlines_out(itn, text):
    out = itn.normalize(text)
    assert isinstance(out, str)
    assert out.count("\n") == text.count("\n")


def test_long_line(itn):
    line = "he paid twenty five dollars on june first. " * 5000
    out = itn.normalize(line)
    assert out == "he paid $25 on june 1. " * 5000


# Numbers the way TN writes them, drawn by shape: teens and tens, hundreds, year-like thousands,
# silent groups ("one million five"), round scales, and long numbers up to a quadrillion.
_numbers = st.one_of(
    st.integers(13, 99),
    st.integers(100, 999),
    st.integers(1000, 2099),
    st.integers(2100, 999_999),
    st.tuples(st.integers(1, 999), st.sampled_from([10 ** 6, 10 ** 9, 10 ** 12]),
              st.integers(1, 999)).map(lambda t: t[0] * t[1] + t[2]),
    st.tuples(st.integers(1, 99), st.integers(1, 4)).map(lambda t: t[0] * 1000 ** t[1] + 1),
    st.integers(10 ** 6, 10 ** 15),
)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(_numbers)
def test_cardinal_inverts_tn_number_names(itn, n):
    """ITN reads back every number the TN grammar writes (numbers below 13 stay words, and
    "five million" is the quantity "5 million")."""
    assume(n % 1_000_000 or n // 1_000_000 % 1000 == 0 and n % 10 ** 9)
    words = apply(itn.processor.transducers()["number_names"], str(n))
    assert itn.normalize(words) == str(n)


# Running speech: number words, whole class phrases and plain words (some of which look like
# class words: "may", "second", "at", "dot", "point"), with punctuation and odd spacing.
_NUMBER_WORDS = ["one", "two", "five", "seven", "twelve", "thirteen", "twenty", "twenty-five",
                 "forty", "hundred", "thousand", "million", "oh", "zero", "first", "third",
                 "twenty first", "minus", "point", "and", "a hundred and one"]
_PHRASES = ["twenty five dollars", "three thirty p m", "june first", "nineteen ninety",
            "the nineteen nineties", "five kilometers", "one half", "doctor jones",
            "jane at example dot com", "minus two point five", "fifty percent",
            "oh four four", "two thousand and one", "ninety nine cents", "half past seven",
            "seventh", "three hundred b c", "et cetera"]
_PLAIN = ["the", "of", "a", "hello", "may", "second", "at", "dot", "said", "we", "ünï", "'",
          ".", ",", "-", "o'clock", "abc"]
_speech = st.lists(
    st.tuples(st.one_of(st.sampled_from(_NUMBER_WORDS), st.sampled_from(_PHRASES),
                        st.sampled_from(_PLAIN), st.sampled_from(_PLAIN)),
              st.sampled_from([" ", " ", " ", "", "  ", ", ", ". "])),
    min_size=1, max_size=10,
).map(lambda pieces: "".join(word + gap for word, gap in pieces))
_MIN_WITH_SPANS = 0.6  # measured: about 0.8 of the draws have a rewritten span


def test_text_is_never_lost(itn):
    """Whatever no rule reads passes through: the text between the rewritten spans is the same
    in the input and the output, in order. The draws must actually rewrite something."""
    check_text_outside_spans_kept(itn, _speech, 200, min_with_spans=_MIN_WITH_SPANS)
