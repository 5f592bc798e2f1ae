"""`glued_endings colon inflected` (endings.py, case_words.py): a case ending written after a
colon puts the whole reading in its case, part by part, from case_numerals.tsv and
case_nouns.tsv (fi's)."""

from __future__ import annotations

import pytest

from textnorm.errors import LexiconError
from textnorm.grammars.numbers import data as number_data
from textnorm.grammars.numbers.endings import Endings


@pytest.fixture(scope="module")
def fi() -> Endings:
    return Endings.of("fi", number_data.load("fi").config)


def test_every_part_and_the_noun_take_the_case(fi):
    assert fi.said("viisitoista", "llä") == ("viidellätoista", 3)
    assert fi.said("kaksituhattakaksikymmentäkolme", "ssa") == (
        "kahdessatuhannessakahdessakymmenessäkolmessa", 3)
    assert fi.said("kymmenen", "een") == ("kymmeneen", 3)  # (the longest ending: not -n)
    assert fi.said("neljä", "ää") == ("neljää", 2)
    # a compound noun inflects its last part; words of no table stay (kello, pilkku)
    assert fi.said("viisi kilometriä", "n") == ("viiden kilometrin", 1)
    assert fi.said("viisi senttimetriä", "n") == ("viiden senttimetrin", 1)  # (not sentti|metri)
    assert fi.said("kello viisitoista kolmekymmentä", "een") == (
        "kello viiteentoista kolmeenkymmeneen", 3)
    assert fi.said("kolme pilkku viisi", "llä") == ("kolmella pilkku viidellä", 3)
    # the first word only (glued_endings_first: a date's day), an ordinal
    assert fi.said("kolmaskymmenesensimmäinen joulukuuta", "stä", first=True) == (
        "kolmannestakymmenennestäensimmäisestä joulukuuta", 3)
    # a clitic after the case ending goes on the last word
    assert fi.said("kolme", "ssakin") == ("kolmessakin", 6)


def test_an_ending_of_no_case_or_a_reading_without_one_is_left(fi):
    assert fi.said("yksitoista", "ttä") == ("yksitoista", 0)  # (an ordinal's partitive)
    assert fi.said("kolme", "xyz") == ("kolme", 0)
    assert fi.said("viisi jeniä", "n") == ("viisi jeniä", 0)  # (no half-read reading)


@pytest.mark.xdist_group("cases-fi-tn")  # (with fi's TN cases, on the worker that builds it)
def test_fi_reads_endings_after_a_colon(normalizer):
    tn = normalizer("fi", "tn")
    assert tn.normalize("5–10 km:n päässä") == "viiden–kymmenen kilometrin päässä"
    result = tn.normalize_with_alignment("Se maksoi 15:llä eurolla.")
    assert result.text == "Se maksoi viidellätoista eurolla."
    span = result.spans[0]
    assert (span.src_start, span.src_end) == (10, 16)  # (the ending is the span's)
    # (DATE is in glued_endings_first: the day takes the case, the year stays)
    assert tn.normalize("1.1.2024:stä") == (
        "ensimmäisestä tammikuuta kaksituhattakaksikymmentäneljä")


def test_a_bad_setting_is_a_clear_error():
    with pytest.raises(LexiconError, match="glued_endings_cases"):
        Endings.of("fi", {"glued_endings": "colon inflected"})
    with pytest.raises(LexiconError, match="none has vocative"):
        Endings.of("fi", {"glued_endings": "colon inflected",
                          "glued_endings_cases": "n=genitive x=vocative"})
    with pytest.raises(LexiconError, match="glued_endings_cases"):
        Endings.of("fi", {"glued_endings": "colon inflected", "glued_endings_cases": "n"})


def test_the_generator_reproduces_the_committed_block():
    """scripts/gen_fi_case_words.py writes the numeral parts of case_numerals.tsv from ICU."""
    import importlib.util
    from pathlib import Path

    pytest.importorskip("icu")
    path = Path(__file__).resolve().parent.parent / "scripts" / "gen_fi_case_words.py"
    spec = importlib.util.spec_from_file_location("gen_fi_case_words", path)
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert gen.text(gen.PATH) == gen.PATH.read_text(encoding="utf-8")


def test_a_noun_in_a_case_gives_an_ending_of_the_case(fi):
    # (a bare number before it is said in its case, endings.py: "15 eurolla" viidellätoista)
    asked = {word: fi.cases.noun_ending(word) for word in
             ("eurolla", "kilometrillä", "euron", "Metriin", "euroa", "tunnissa", "talolla")}
    assert {word: ending and fi.cases.endings[ending] for word, ending in asked.items()} == {
        "eurolla": "adessive", "kilometrillä": "adessive", "euron": "genitive",
        "Metriin": "illative",
        # (the forms a reading says: "15 euroa" viisitoista euroa; a noun of no table)
        "euroa": None, "tunnissa": None, "talolla": None}
