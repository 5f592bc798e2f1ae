"""agreement.py: a cardinal in the form its context asks for (counted_words.tsv, config
`case_after@<case>`): each fast path reads exactly what its transducer reads (lt; the
counted words, which build every case form, in the slow run), the first row of a word that
takes the number decides, and the word stays as written."""

from __future__ import annotations

import pytest
from conftest import assert_fast_path_is_transducer

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import agreement, range_pairs
from textnorm.grammars.numbers.language import Language

_NUMBERS = [
    "0",
    "1",
    "2",
    "5",
    "11",
    "15",
    "21",
    "22",
    "100",
    "125",
    "1001",
    "2024",
    "1990",
    "12 345",
    "-3",
    "-21",
    "1 000 000",
    "2 500",
]
_WORDS = [
    "metai",
    "metais",
    "metų",
    "eurą",
    "eurus",
    "valandos",
    "valandų",
    "valandomis",
    "žmonės",
    "žmonių",
    "minutė",
]


def _module():
    return agreement.tn(Language("lt"))


@pytest.mark.parametrize(
    ("name", "spans"),
    [
        pytest.param("CARDINAL@after-genitive", _NUMBERS),
        pytest.param(
            "CARDINAL@counted",
            [f"{n} {w}" for n in _NUMBERS for w in _WORDS],
            marks=pytest.mark.slow,
        ),
    ],
)
def test_fast_path_equals_transducer(name, spans):
    module = _module()
    fst = GrammarSet(module.TRANSDUCERS).get(name)
    fast = module.FAST_PATHS[name]
    assert sum(fast(span) is not None for span in spans) >= len(spans) // 3
    for span in spans:
        assert fast(span) == apply(fst, span), (name, span)


def test_the_first_row_that_takes_the_number_decides():
    read = _module().FAST_PATHS["CARDINAL@counted"]
    assert read("5 metais") == "penkeriais metais"
    assert read("125 metais") == "šimtu dvidešimt penkeriais metais"
    assert read("21 metais") == "dvidešimt vieneriais metais"
    assert read("15 metais") is None  # (after 10-20 a genitive plural: no such row)
    assert read("2024 metais") == "du tūkstančiai dvidešimt ketvirtaisiais metais"  # a year
    assert read("21 valandos") == "dvidešimt vienos valandos"  # one: a genitive singular
    assert read("2 valandos") == "dvi valandos"  # few: a nominative plural
    assert read("3\u00a0eurus") == "tris\u00a0eurus"


_RU_SPANS = [
    f"{n} {w}"
    for n in ["1", "2", "5", "21", "25", "1000", "2 000", "-3"]
    for w in ["детьми", "рублях", "часам", "дам", "годах", "недели", "Детьми", "часамx"]
]


@pytest.mark.slow
def test_endings_fast_path_equals_transducer():
    """ru counted_words.tsv's endings (`-ами@few instrumental-masculine`): any word of two
    letters or more before the ending, the longest ending, a word's own rows first."""
    said = assert_fast_path_is_transducer(agreement.tn(Language("ru")), "CARDINAL@counted",
                                          [*_RU_SPANS, "3 детьми", "1 детьми", "5 дам"])
    assert said["3 детьми"] == "тремя детьми"
    assert said["1 детьми"] is None  # (one: no row)
    assert said["5 дам"] is None  # (one letter before -ам: no word of the ending)


def test_range_first_end_before_a_unit_and_range_pairs_fast_paths_equal_transducers():
    """ko: a range's first end before a unit that reads its number in a form (시간: hour)
    takes it (agreement.py), and two neighbouring numbers before a counter are one word
    (range_pairs.py)."""
    language = Language("ko")
    for module, prefix, spans in [
        (agreement.tn(language), "CARDINAL@counted-first-unit",
         ["0", "1", "2", "12", "13", "99", "100", "1,000", "-3", "02", "x"]),
        (range_pairs.tn(language), "CARDINAL@range-pair",
         [f"{pair}{gap}{word}" for pair in ("1-2", "2~3", "7〜8", "8-9", "2-4", "2 - 3")
          for gap in ("", " ", "  ") for word in ("개", "시간", "h", "개월", "km", "")]),
    ]:
        grammars = GrammarSet(module.TRANSDUCERS)
        names = [name for name in module.FAST_PATHS if name.startswith(prefix)]
        assert names
        for name in names:
            fst, fast = grammars.get(name), module.FAST_PATHS[name]
            for span in spans:
                assert fast(span) == apply(fst, span), (name, span)
    read = range_pairs.tn(language).FAST_PATHS["CARDINAL@range-pair"]
    assert read("2-3시간") == "두세 시간"
    assert read("1-2h") == "한두 시간"
    assert read("2-3개월") is None


def test_coordinated_first_end_in_the_noun_gender_and_case_fast_paths_equal_transducers():
    """uk config case_coordinated: a first number joined by і to a second and its noun or unit
    reads in the noun's gender, one too ("1 і 2 т" одна і дві тонни), after a case's word in
    that gender's form of the case ("за 1 і 2 години" за одну); the fast paths read what the
    transducers read."""
    module = agreement.tn(Language("uk"))
    grammars = GrammarSet(module.TRANSDUCERS)
    names = [name for name in module.FAST_PATHS
             if name.startswith("CARDINAL@counted-first-coordinated")]
    assert any(name.endswith("-accusative") for name in names)
    for name in names:
        assert_fast_path_is_transducer(module, name, ["1", "2", "5", "21", "22", "1000", "-1",
                                                      "02", "x"], grammars)
    read = {module.FAST_PATHS[name]("1") for name in names}
    assert {"одна", "одну", "однієї", "однією", "одній"} <= read


def test_ar_proclitics_coordination_and_range_word_case():
    """ar: config case_proclitics adds و/ف on every word of the case; case_coordinated reads a
    number after a case's word, a number and و in the case (its و written on the number too,
    CARDINAL@after-genitive-glued, whose fast path equals its transducer); range_word_case
    reads a second end after a range's sign that RANGE reads (not a score's)."""
    import regex

    lang = Language("ar")
    (genitive,) = agreement.cases(lang)
    assert {"من", "ومن", "فمن", "وبعد"} <= set(genitive.words)
    behind = regex.compile(genitive.lookbehind + r"\d+")
    for text, number in [("ومن 20", "20"), ("بين 10 و20", "20"), ("بين 10 و 20", "20"),
                         ("1990-2000", "2000"), ("في 20-30", "30"), ("بين %10 و20", "20"),
                         ("بين 10 و20 و30", "30")]:
        assert [m[0] for m in behind.finditer(text)][-1] == number, text
    for text in ["كان 10 و20", "3-2", "10 20"]:  # (no case's word; a score; no sign)
        assert behind.search(text) is None or behind.search(text).start() == 0, text
    said = assert_fast_path_is_transducer(agreement.tn(lang), "CARDINAL@after-genitive-glued",
                                          ["2", "20", "1990", "2,000", "12"])
    assert said["20"] == " عشرين"


def test_uk_coordination():
    """uk: config case_coordinated і й та, a second (and third) number in the first's case."""
    import regex

    lang = Language("uk")
    found = {case.name: case for case in agreement.cases(lang)}
    behind = regex.compile(found["instrumental"].lookbehind + r"\d+")
    # (a unit or currency after the first, or a currency's sign before it: session 47)
    for text, number in [("між 5 і 10", "10"), ("між 5 та 10", "10"), ("між 5 й 10", "10"),
                         ("між 5 і 10 та 20", "20"), ("між 5 км і 10", "10"),
                         ("між $5 і 10", "10"), ("між 5% і 10", "10")]:
        assert [m[0] for m in behind.finditer(text)][-1] == number, text
    for text in ["взяв 5 і 10", "між 5 книг і 10"]:  # (no case's word; a noun between)
        assert [m[0] for m in behind.finditer(text)][-1:] in ([], ["5"]), text


def test_ar_percentage_after_a_preposition_fast_path_is_the_transducer():
    # config percent_cases genitive (percent.py): "من 50%" من خمسين في المائة, the number as
    # CARDINAL@after-genitive reads it, the sign before or after it, leading zeros skipped
    from types import SimpleNamespace

    from textnorm.grammars.numbers import cardinal, decimal, percent

    lang = Language("ar")
    cardinals, decimals = cardinal.tn(lang), decimal.tn(lang)
    percents = percent.tn(lang, decimals, cardinals)
    module = SimpleNamespace(
        TRANSDUCERS={**agreement.tn(lang).TRANSDUCERS, **cardinals.TRANSDUCERS,
                     **decimals.TRANSDUCERS, **percents.TRANSDUCERS},
        FAST_PATHS=percents.FAST_PATHS)
    grammars = GrammarSet(module.TRANSDUCERS)  # (the three below share their parts)
    said = assert_fast_path_is_transducer(module, "PERCENT@after-genitive",
                                          ["50%", "%50", "-5%", "09%", "12%", "1,000%", "2.5%"],
                                          grammars)
    assert said["50%"] == said["%50"] == "خمسين في المائة"
    assert said["12%"] == "اثني عشر في المائة"
    # a second percentage with و written on it ("بين 10% و20%"), read apart from it
    glued = assert_fast_path_is_transducer(module, "PERCENT@after-genitive-glued",
                                           ["20%", "2%", "12%", "2.5%", "%20", "% 2"], grammars)
    assert glued["20%"] == glued["%20"] == " عشرين في المائة"
    # ... and with no case's word before the first, as a percentage is read elsewhere ("10%
    # و20%"; PERCENT@letter-before, after و only where the sign may come first)
    plain = assert_fast_path_is_transducer(module, "PERCENT@letter-before",
                                           ["20%", "%20", "2%", "12%", "2.5%", "-%5", "%-5"],
                                           grammars)
    assert plain["20%"] == plain["%20"] == " عشرون في المائة"


def test_a_governed_unit_is_not_the_start_of_a_longer_unit_read_otherwise():
    """measure.governed_tn: a unit read in a case is not the start of a longer unit that is
    not ("над 3 м²" with rows for м only: not "трьома метрами²"; read as without the word)."""
    import regex

    from textnorm.grammars.numbers.counted import CountedTable
    from textnorm.grammars.numbers.measure import _not_longer

    table = CountedTable({"м": {}, "м²": {}, "м/с": {}, "км": {}})
    governed = CountedTable({"м": {}, "км": {}})
    after = r"(?![\w'\u2019])"
    unit = regex.compile(_not_longer(table, governed, after) + r"(?:км|м)" + after)
    assert [bool(unit.match(s)) for s in ["м", "км", "м²", "м/с", "м."]] == [
        True, True, False, False, True]
    assert _not_longer(table, table, after) == ""


def test_a_word_on_a_number_stays_on_its_reading_where_words_are_not_spaced():
    """zh counted_words.tsv (`个 m`, `万 m`) with config counted_words_glued: a measure or scale
    word written on the number stays on its reading (no space put between them), a space
    written is kept, and the next number may follow a scale word ("2万5千")."""
    import regex

    module = agreement.tn(Language("zh"))
    said = assert_fast_path_is_transducer(
        module, "CARDINAL@counted", ["2个", "2 个", "22个", "2000个", "2万", "2.5万", "-2个"])
    assert said["2个"] == "两个" and said["2 个"] == "两 个" and said["22个"] == "二十二个"
    assert said["2000个"] == "两千个" and said["2万"] == "两万"
    rule = next(r for r in module.RULES if r.fst == "CARDINAL@counted")
    assert regex.search(rule.pattern, "2万5千").group() == "2万"
    assert regex.search(rule.pattern, "2个人").group() == "2个"


def test_after_words_glued_takes_the_word_written_on_the_number():
    """after_words(glued=True), the context of a script without spaces (km TIME's time_after):
    the word right before the number or a space after it, on the text before it or not; the
    spaced context needs the space and a word boundary before the word."""
    import regex

    glued = regex.compile(agreement.after_words(["ម៉ោង"], glued=True) + r"\d")
    spaced = regex.compile(agreement.after_words(["ម៉ោង"]) + r"\d")
    for text in ["ម៉ោង14:30", "ម៉ោង 14:30", "នៅម៉ោង14:30"]:
        assert glued.search(text) is not None
    assert spaced.search("ម៉ោង 14:30") is not None
    assert spaced.search("ម៉ោង14:30") is None and spaced.search("នៅម៉ោង 14:30") is None
