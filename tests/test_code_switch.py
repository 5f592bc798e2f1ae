"""Code-switched ITN (config itn_also, code_switch.py): the second language's spans are placed
in the input, the text outside them is kept, and a bad config line is a clear error."""

from __future__ import annotations

import pytest
from conftest import check_text_outside_spans_kept
from hypothesis import strategies as st

from textnorm.errors import LexiconError
from textnorm.grammars.numbers.code_switch import SecondLanguage

_WORDS = ["compré", "three", "hundred", "twelve", "veinte", "dollars", "euros", "y", "and",
          "fifty", "cents", "doce", "de", "mayo", "point", "five", "kilometers", "la", "one"]
_speech = st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from([" ", "  "])),
                   min_size=1, max_size=10).map(lambda ws: "".join(w + g for w, g in ws))


def test_english_spans_point_at_their_words(normalizer):
    text = "doce libros y three hundred twelve cuadernos"
    result = normalizer("es", "itn").normalize_with_alignment(text)
    assert result.text == "12 libros y 312 cuadernos"
    assert [(text[s.src_start:s.src_end], result.text[s.out_start:s.out_end])
            for s in result.spans] == [("doce", "12"), ("three hundred twelve", "312")]


def test_text_outside_spans_is_kept(normalizer):
    check_text_outside_spans_kept(normalizer("es", "itn"), _speech, 40, min_with_spans=0.3)


@pytest.mark.parametrize("other, message", [("es", "names the language itself"),
                                            ("xx-nowhere", "itn_also 'xx-nowhere'")])
def test_a_bad_second_language_is_a_clear_error(other, message):
    with pytest.raises(LexiconError, match=message):
        SecondLanguage("es", other).processor()


def test_options_reach_the_second_language():
    """hi's itn_also_options date_year_comma: the English ITN writes a comma before a year
    after a day; English alone writes none."""
    text = "april tenth twenty twenty and the first of may nineteen ninety"
    with_comma = SecondLanguage("hi", "en", options=["date_year_comma"]).processor()
    assert with_comma.normalize(text) == "april 10, 2020 and 1 may, 1990"
    assert SecondLanguage("hi", "en").processor().normalize(text) == "april 10 2020 and 1 may 1990"
