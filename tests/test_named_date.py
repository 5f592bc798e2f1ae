"""DATE written with a month's name (named_date.py): the fast path equals the transducer in
every order a language lists, and bad config is a clear error."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from textnorm.errors import LexiconError
from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import named_date
from textnorm.grammars.numbers.language import Language

SEED = 20261202


def _spans(lang: Language, rng: random.Random) -> list[str]:
    months = list(named_date._month_words(lang)[0])
    gaps = [" ", ", "] + [f" {j} " for j in lang.setting("date_named_joiners").split()]
    gaps += lang.setting("date_named_signs").split()  # (am "ሐምሌ 5/2016")
    marks = ["", ""] + [f"{gap}{item.partition('=')[0]}" for gap in ("", " ")
                        for item in lang.setting("date_marks").split()]  # (lt "5 d.")
    out = []
    for order in lang.setting("date_named").split():
        for _ in range(40):
            values = {"d": str(rng.randrange(1, 32)), "m": rng.choice(months),
                      "y": str(rng.randrange(1000, 3000))}
            if rng.random() < 0.3:
                values["d"] = values["d"].zfill(2)
            span = values[order[0]]
            for name in order[1:]:
                span += rng.choice(gaps) + values[name]
            out.append(span + rng.choice(marks))
    return out + ["32 enero", "0 enero", "1 enerox", "1  enero"]


@pytest.mark.parametrize("lang", ["es", "pt", "am", "fa", "lt"])  # (am, fa: month_names.tsv)
def test_named_dates_fast_path_equals_transducer(lang):
    language = Language(lang)
    module = named_date.tn(language)
    grammars = GrammarSet(module.TRANSDUCERS)
    rng = random.Random(SEED)
    read = 0
    for name, fast in module.FAST_PATHS.items():
        fst = grammars.get(name)
        for span in _spans(language, rng):
            assert fast(span) == apply(fst, span), (name, span)
            read += fast(span) is not None
    assert read >= 60


@pytest.mark.parametrize(("key", "value"), [
    ("date_named", "ydm"),  # (an order against the template's)
    ("date_named_joiners_said", "al"),  # (a said joiner not among the joiners)
])
def test_bad_named_date_config_is_a_clear_error(key, value):
    language = Language("es")
    config = dict(language.data.config, **{key: value})
    language.__dict__["data"] = replace(language.data, config=config)
    with pytest.raises(LexiconError, match=key):
        named_date.tn(language)


def _said(module, spans: list[str]) -> dict[str, str | None]:
    """Each span's reading by the first rule that reads it, the plain rule before those of a
    context's form (ru "DATE@named-ordinal-neuter", after "по"); the fast path equals the
    transducer on every span."""
    grammars = GrammarSet(module.TRANSDUCERS)
    said: dict[str, str | None] = {}
    for name, fast in sorted(module.FAST_PATHS.items(), key=lambda item: len(item[0])):
        fst = grammars.get(name)
        for span in spans:
            assert fast(span) == apply(fst, span), (name, span)
            if said.get(span) is None:
                said[span] = fast(span)
    return said


def test_parts_joined_by_signs_only():
    """Config `date_named_apart no` (ru with it): a named date's parts joined by
    date_named_signs only; the fast path equals the transducer on both."""
    language = Language("ru")
    config = dict(language.data.config, date_named_apart="no", date_named="dmy")
    language.__dict__["data"] = replace(language.data, config=config)
    rng = random.Random(SEED)
    spans = ["03-фев-2002", "3-Фев.-1999 г.", "31-дек-1999", "03 фев 2002", "3 февраля 2002",
             "03-фев 2002", "32-янв-2000"] + _spans(language, rng)
    said = _said(named_date.tn(language), spans)
    assert said["03-фев-2002"] == "третьего февраля две тысячи второго"
    assert said["3-Фев.-1999 г."] == "третьего февраля тысяча девятьсот девяносто девятого года"
    assert said["03 фев 2002"] is None and said["03-фев 2002"] is None


def test_a_mark_on_the_day_keeps_its_form():
    """ru: a month's name written apart is read as a date, the day in the genitive of
    `date@named`; config `date_named_mark_forms yes`: a mark on the day reads its own form."""
    spans = ["12-е сентября", "12-го сентября", "12 сентября", "3 февраля 2002", "7 ноя 2017"]
    said = _said(named_date.tn(Language("ru")), spans)
    assert said["12-е сентября"] == "двенадцатое сентября"
    assert said["12-го сентября"] == said["12 сентября"] == "двенадцатого сентября"
    assert said["3 февраля 2002"] == "третьего февраля две тысячи второго"
    assert said["7 ноя 2017"] == "седьмого ноября две тысячи семнадцатого"



def test_an_ending_on_the_month_is_kept_on_its_name():
    """kk config date_named_month_endings: a case ending written on the month's name that ends
    the date is kept on it, the day an ordinal; not a word that only starts like a month, nor
    a month before a year (the reading ends in the year)."""
    spans = ["15 қазанда", "1 мамырдан", "5 наурызға", "15 қазан", "15 қазандар",
             "5 наурыз 2024", "5 наурызда 2024", "31 желтоқсанның", "15 Қазанда"]
    said = _said(named_date.tn(Language("kk")), spans)
    assert said["15 қазанда"] == "он бесінші қазанда"
    assert said["1 мамырдан"] == "бірінші мамырдан"
    assert said["15 қазандар"] is None
    assert said["5 наурыз 2024"] == "бесінші наурыз екі мың жиырма төртінші"
    assert said["5 наурызда 2024"] is None


def test_ky_endings_on_the_month_and_after_its_possessive():
    """ky config date_named_month_endings: the case endings in their harmony forms, and after
    the possessive's -ы ("5 мартында"), kept on the month; a month in ь has no stem to take one
    ("5 октябрда" is no date)."""
    spans = ["5 мартта", "1 майдан", "31 августка", "15 августундагы", "5 мартында",
             "5 марттар", "5 октябрда", "5 март 2024"]
    said = _said(named_date.tn(Language("ky")), spans)
    assert said["5 мартта"] == "бешинчи мартта"
    assert said["15 августундагы"] == "он бешинчи августундагы"
    assert said["5 мартында"] == "бешинчи мартында"
    assert said["5 марттар"] is None and said["5 октябрда"] is None
    assert said["5 март 2024"] == "бешинчи март эки миң жыйырма төртүнчү"
