"""DATE ITN (date.py, config itn_date@ rows): the templates are checked, and the dates TN reads
come back as the language's written date."""

from __future__ import annotations

import dataclasses

import pytest

from textnorm import registry
from textnorm.errors import LexiconError
from textnorm.grammars.numbers import date
from textnorm.grammars.numbers.language import Language
from textnorm.grammars.numbers.slots import Slot, slots

_DATES = [(1, 1, 2020), (12, 5, 1999), (31, 12, 2005), (8, 8, 2015), (21, 3, 1806)]
# builds in a few seconds here; the rest in the slow run
_DEFAULT = ("es", "zh", "ko")


def _with_config(lang: str, **rows: str) -> Language:
    language = Language(lang)
    config = {**language.data.config, **{k.replace("__", "@"): v for k, v in rows.items()}}
    language.__dict__["data"] = dataclasses.replace(language.data, config=config)
    return language


@pytest.mark.parametrize(("row", "message"), [
    ("{d} de {m} de {y}", "=>"),
    ("{d} de {m} => {d} de {m} de {y}", "spoken one's slots"),
    ("{d} de {m:genitive} => {d} de {m}", "takes no form"),
    ("{d} de {m} => {d:name} de {m}", "no such written form"),
    ("{d} {m:number} => {d}/{m}", "besides its numbers"),
    ("{d} de {q} => {d}", "bad template"),
])
def test_bad_templates_are_a_clear_error(row, message):
    with pytest.raises(LexiconError, match=message):
        date.itn(_with_config("es", itn_date__x=row))


def test_a_language_without_templates_has_no_date_itn():
    module = date.itn(Language("eo"))  # (numbers only: no months.tsv, no date templates)
    assert module.RULES == [] and date.itn_style(Language("eo")) is None


def test_a_written_day_form_takes_the_mark_of_its_number():
    """bn `{d:day}`: the day with ordinal_marks.tsv's mark of its number (15ই, 21শে, 1লা)."""
    style = date.itn_style(Language("bn"))
    assert style("0d=15;m=1;y=2024;", "") == "15ই জানুয়ারি 2024"
    assert style("0d=21;m=2;y=1952;", "") == "21শে ফেব্রুয়ারি 1952"
    assert style("1d=1;m=3;", "") == "1লা মার্চ"


def _date_languages() -> list[str]:
    """Languages whose TN and ITN both have DATE (he's dates are ITN-only: no round trip), but
    those whose numeric date TN reads as three numbers."""
    return sorted(lang for lang, modes in registry.entries().items()
                  if "itn" in modes and modes["itn"].processor.endswith(":NumbersITN")
                  and "DATE" in modes["itn"].classes
                  and "tn" in modes and "DATE" in modes["tn"].classes
                  and not _month_said_as_its_number(Language(lang)))


def _month_said_as_its_number(language: Language) -> bool:
    """am: TN reads a numeric date's month as its number (months.tsv), so "12/05/2016" is said
    as three numbers, which no itn_date@ row may read (a date needs a word besides them)."""
    return all(language.say(str(n)) == name for n, name in date._months(language)[""].items())


def _numeric(language: Language, d: int, m: int, y: int) -> str | None:
    """The date as TN reads it: digits in the order of its `date` template, "/" between; where
    that order is only said (config `date_template_written no`: lv says the year first, writes
    "05.03.2024"), in the first order of `date_also_written`, whose years are 1900-2099 (None
    for another year)."""
    values = {"d": f"{d:02d}", "m": f"{m:02d}", "y": str(y)}
    if language.setting("date_template_written") == "no":
        order = language.setting("date_also_written").split()[0]
        return "/".join(values[name] for name in order) if 1900 <= y <= 2099 else None
    pieces = date.parse(language.setting("date"), "dmy", "date")
    return "/".join(values[s.name] for s in slots(pieces))


def _full_template(language: Language, said: str) -> int:
    """The itn_date@ row that reads what TN says: all three slots, the month by name, the
    words of TN's template (or an earlier row that says the day as a word `said` has: fr
    "premier {m} {y}" 1ᵉʳ janvier)."""
    tn_pieces = date.parse(language.setting("date").lower(), "dmy", "date")
    tn_words = [p for p in tn_pieces if not isinstance(p, Slot)]
    # (the month by name: in any form, or in the form TN says, hy genitive)
    month_forms = ("", next(s.form for s in slots(tn_pieces) if s.name == "m"))
    for index, (_, pieces, _) in enumerate(date._itn_templates(language)):
        forms = {s.name: s.form for s in slots(pieces)}
        words = [p for p in pieces if not isinstance(p, Slot)]
        extra = [p for p in words if p not in tn_words]
        full = sorted(forms) == ["d", "m", "y"] and words == tn_words
        # (the day said as a word of the row: fr "premier")
        said_day = "d" not in forms and extra and all(p.strip() in said.split() for p in extra)
        if forms.get("m") in month_forms and "y" in forms and (full or said_day):
            return index
    raise AssertionError(f"{language.code}: no itn_date@ row reads TN's dates")


@pytest.mark.parametrize("lang", [
    pytest.param(lang, marks=[] if lang in _DEFAULT else [pytest.mark.slow])
    for lang in _date_languages()])
def test_round_trip_of_dates(normalizer, lang):
    """ITN(TN(date)) is the date as the language's full itn_date@ row writes it."""
    language = Language(lang)
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    style = date.itn_style(language)
    wrong = []
    for d, m, y in _DATES:
        written = _numeric(language, d, m, y)
        if written is None:
            continue
        said = tn.normalize(written)
        index = _full_template(language, said)
        expected = itn.processor._style(style(f"{index}d={d};m={m};y={y};", said),
                                        group=False)
        got = itn.normalize(said)
        # (words TN says before the day that the written date keeps: vi "mùng 1 tháng 1")
        if got != expected and not (got.endswith(" " + expected)
                                    and not any(c.isdigit() for c in got[:-len(expected)])):
            wrong.append((said, got, expected))
    assert not wrong


def test_a_number_alone_is_no_date(normalizer):
    itn = normalizer("es", "itn")
    assert itn.normalize("dos mil veinte personas") == "2020 personas"
    assert itn.normalize("el dos de mayo") == "el 2 de mayo"


def test_compounds_kept_are_readings_of_several_words_of_the_forms_named():
    """Config itn_keep_compounds (ar ordinal-day: "الخامس عشر" stays, its عشر no 10)."""
    from textnorm.grammars.numbers import _compounds
    kept = _compounds(Language("ar"))
    assert "الخامس عشر" in kept and "الخامس" not in kept
    assert _compounds(Language("es")) == ()
    with pytest.raises(LexiconError, match="itn_keep_compounds"):
        _compounds(_with_config("ar", itn_keep_compounds="nosuch"))


def test_a_spoken_month_form_reads_that_form_only(normalizer):
    """hy `{m:genitive}`: "մայիսի" is a date's month, "մարտ" (also a battle) is not."""
    itn = normalizer("hy", "itn")
    assert itn.normalize("չորս մայիսի") == "4 մայիսի"
    assert itn.normalize("չորս մարտ") == "չորս մարտ"
