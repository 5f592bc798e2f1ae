"""TIME (TN) config `time@:MM` and `time@to:MM`: a template for a time of MM minutes, and for
one MM minutes before the next hour (hours 0-11, as time@to); ar "10:30" العاشرة والنصف,
"10:45" الحادية عشرة إلا ربعًا, "14:45" keeps its minutes. The fast path reads what the
transducer reads."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import assert_fast_path_is_transducer

from textnorm.errors import LexiconError
from textnorm.grammars.numbers import data as number_data
from textnorm.grammars.numbers import time as time_of_day
from textnorm.grammars.numbers.language import Language

_TIMES = ["10:30", "10:15", "10:45", "11:45", "0:45", "14:45", "14:30", "23:45", "10:03",
          "10:44", "10:46", "7:30 مساءً", "10:30:15", "10:00", "24:15"]


def test_fast_path_equals_transducer():
    said = assert_fast_path_is_transducer(time_of_day.tn(Language("ar")), "TIME", _TIMES)
    assert said["10:30"] == "العاشرة والنصف"
    assert said["10:45"] == "الحادية عشرة إلا ربعًا"
    assert said["14:45"] == "الرابعة عشرة وخمس وأربعون دقيقة"


@pytest.mark.parametrize(("key", "value", "message"), [
    ("time@:60", "{h}", "minutes 1-59"),
    ("time@to:15", "{h} {m}", "time@to:15"),
    ("time@:20", "والثلث", "the slot h"),
])
def test_bad_data_is_a_clear_error(key, value, message):
    language = Language("ar")
    data = number_data.load("ar")
    language.__dict__["data"] = dataclasses.replace(data, config={**data.config, key: value})
    with pytest.raises(LexiconError, match=message):
        time_of_day._Times(language)
