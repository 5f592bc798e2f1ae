"""RANGE (a range's sign read as a word; lt's "nuo ... iki ..." in a case), DATE's weekdays in
parentheses and ROMAN numerals after counting words and before abbreviations (ranges.py,
case_ranges.py, roman.py): each fast path equals its transducer, and the rules read only where
their context says so."""

from __future__ import annotations

import random

import pytest

from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import cardinal, case_ranges, decimal, percent, ranges, roman
from textnorm.grammars.numbers.language import Language
from textnorm.grammars.universal.roman import to_roman

SEED = 20261202


def _module_pairs(module) -> list[tuple[str, object, object]]:
    grammars = GrammarSet(module.TRANSDUCERS)
    return [(name, fast, grammars.get(name)) for name, fast in module.FAST_PATHS.items()]


# the languages whose RANGE is ranges.py's (config `range`)
RANGE_LANGS = ["am", "ar", "bn", "de", "es", "fa", "fr", "hi", "hu", "it", "ja", "ko", "mr", "pt",
               "rw", "sv", "ur", "vi", "zh"]


@pytest.mark.parametrize("lang", RANGE_LANGS)
def test_range_sign_fast_path_equals_transducer(lang):
    language = Language(lang)
    word, signs = language.range_word()
    between = language.setting_pairs("range_between")
    pairs = _module_pairs(ranges.tn(language))
    # (and where words are spaced, a model's hyphen read as a space: "Boeing 737-800")
    assert len(pairs) == 2 + 2 * len(between) + language.written.spaced
    for name, fast, fst in pairs:
        for span in [*signs, "+", "--", "a"]:
            assert fast(span) == apply(fst, span), (name, span)
        if name == "RANGE@model":
            assert fast("-") == " "
            continue
        said = between[int(name[-1])][1] if name[-1].isdigit() else word
        assert fast(signs[0]).strip() == said


def test_range_first_end_in_a_form_fast_path_equals_transducer():
    """Config range_first_form (hy ablative): the span runs from the first end's digits."""
    pairs = dict((name, (fast, fst)) for name, fast, fst in
                 _module_pairs(ranges.tn(Language("hy"))))
    spans = {"RANGE": ["5-", "10–", "2-", "22-", "1990-", "0-", "1 000-", "5 -", "-", "a-"],
             "RANGE@spaced": ["5 -", "99 –", "5-", "-", "12 -"]}
    read = 0
    for name, texts in spans.items():
        fast, fst = pairs[name]
        for span in texts:
            assert fast(span) == apply(fst, span), (name, span)
            read += fast(span) is not None
    assert read >= 10
    assert pairs["RANGE"][0]("2-") == "երկուսից "


# (hu's word is the hyphen itself: its case file shows where it reads; ja and ko: theirs)
@pytest.mark.parametrize("lang", sorted(set(RANGE_LANGS) - {"hu", "ja", "ko"}))
def test_range_sign_read_only_between_quantities(normalizer, lang):
    """A range's sign is read between two numbers, and not in a score, a code or telephone
    number with a leading zero, a chain of numbers, a model after a letter, a date or an
    expression (those keep the readings the other classes give them)."""
    tn = normalizer(lang, "tn")
    word, _ = Language(lang).range_word()
    words = str.split if Language(lang).written.spaced else list
    assert word in words(tn.normalize("5-10")), lang
    assert word in words(tn.normalize("5 – 10")), lang
    for text in ["3-2", "1-1", "030-1234567", "17-18-19", "A4-10", "2 + 7 - 1", "5 -3",
                 "0-800-go", "2020-05-12"]:
        said = tn.normalize(text)
        assert word not in words(said), (lang, text, said)


def test_weekdays_fast_path_equals_transducer():
    language = Language("ja")
    [(name, fast, fst)] = _module_pairs(ranges.weekdays_tn(language))
    days = "月火水木金土日"
    rng = random.Random(SEED)
    spans = [f"({d})" for d in days]
    spans += [f"({rng.choice(days)}{rng.choice('・〜')}{rng.choice(days)})" for _ in range(30)]
    spans += ["()", "(月・)", "(月月)", "(x)"]
    for span in spans:
        assert fast(span) == apply(fst, span), span
    assert fast("(月〜金)") == "月曜日から金曜日"
    assert fast("(土・日)") == "土曜日日曜日"
    assert fast("(月曜日)") == "月曜日"


def test_languages_without_the_data_have_no_rules():
    for lang in ("lv", "fi"):
        language = Language(lang)
        for module in (ranges.tn(language), ranges.weekdays_tn(language), roman.tn(language),
                       roman.regnal_tn(language), case_ranges.tn(language)):
            assert module.RULES == []


def test_roman_fast_path_equals_transducer():
    language = Language("vi")
    module = roman.tn(language)
    [(name, fast, fst)] = _module_pairs(module)
    rng = random.Random(SEED)
    numbers = [1, 4, 9, 14, 40, 90, 400, 900, 1999, 3999] + rng.sample(range(1, 4000), 60)
    for n in numbers:
        for numeral in (to_roman(n), to_roman(n).lower()):
            assert fast(numeral) == apply(fst, numeral) == language.say(str(n)), numeral
    for bad in ("IIII", "VX", "Ix", "ABC"):
        assert fast(bad) is None and apply(fst, bad) is None, bad
    assert "xiv" in module.LOWERCASE_STARTS  # (plain lower-case words start a rule here)


ROMAN_LANGS = ["de", "es", "fr", "it", "pt", "ru", "sv", "nl", "pl", "cs", "lt"]


@pytest.mark.parametrize("lang", ROMAN_LANGS)
def test_roman_forms_and_regnal_fast_paths_equal_transducers(lang):
    """roman_after@<form>, roman_next@<form> (capitals only) and the regnal templates
    (1..39, the mark of roman_regnal_mark or none): each fast path equals its transducer."""
    language = Language(lang)
    mark = language.setting("roman_regnal_mark")
    pairs = _module_pairs(roman.tn(language)) + _module_pairs(roman.regnal_tn(language))
    assert any(name.startswith("ROMAN@regnal") for name, _, _ in pairs)
    rng = random.Random(SEED)
    numbers = [*range(1, 45), 99, 400, 1999, 3999, *rng.sample(range(1, 4000), 20)]
    for name, fast, fst in pairs:
        for n in numbers:
            for span in (to_roman(n), to_roman(n) + mark, to_roman(n).lower()):
                assert fast(span) == apply(fst, span), (name, span)
        for bad in ("IIII", "VX", "Ix", "ABC", ""):
            assert fast(bad) is None and apply(fst, bad) is None, (name, bad)


@pytest.mark.parametrize(("lang", "numeral", "said"), [
    ("de", "XIV.", "der Vierzehnte"), ("es", "XIII", "trece"), ("es", "X", "décimo"),
    ("fr", "I", "premier"), ("fr", "XIV", "quatorze"), ("it", "II", "secondo"),
    ("pt", "XXIII", "vinte e três"), ("ru", "I", "Первый"), ("sv", "XII", "den tolfte"),
])
def test_regnal_templates(lang, numeral, said):
    module = roman.regnal_tn(Language(lang))
    assert module.FAST_PATHS["ROMAN@regnal"](numeral) == said
    assert module.FAST_PATHS["ROMAN@regnal"]("XL") is None  # (40 and above: no regnal number)


@pytest.mark.parametrize("lang, text, numeral", [
    ("hu", "a XX. században", "XX."), ("fr", "le XIXᵉ siècle", "XIXᵉ"),
    ("de", "im XX. Jahrhundert", "XX."),
])
def test_roman_ordinals_are_class_roman(normalizer, lang, text, numeral):
    """A Roman numeral with an ordinal mark (config roman_ordinals) is a ROMAN span, read as
    the ordinal it is; digits with the same mark stay ORDINAL."""
    tn = normalizer(lang, "tn")
    spans = tn.normalize_with_alignment(text).spans
    assert [(s.cls, text[s.src_start:s.src_end]) for s in spans if s.cls != "PLAIN"] == [
        ("ROMAN", numeral)]
    digits = text.replace(numeral, "3" + numeral[-1] if numeral.endswith(".") else "3ᵉ")
    assert "ORDINAL" in {s.cls for s in tn.normalize_with_alignment(digits).spans}


def test_roman_abbreviations_fast_path_equals_transducer():
    """lt roman_abbreviations@ordinal-genitive a.=amžiaus: "XX a." dvidešimtojo amžiaus, the
    period left out of the span where it ends the line."""
    pairs = [p for p in _module_pairs(roman.tn(Language("lt"))) if "abbreviation" in p[0]]
    assert len(pairs) == 1
    [(name, fast, fst)] = pairs
    for n in [1, 4, 9, 14, 19, 20, 21, 39, 99, 400]:
        for span in (f"{to_roman(n)} a.", f"{to_roman(n)} a", f"{to_roman(n)}\u00a0a.",
                     f"{to_roman(n)} b.", f"{to_roman(n)}a."):
            assert fast(span) == apply(fst, span), (name, span)
    assert fast("XX a.") == "dvidešimtojo amžiaus"
    assert fast("XIX a") == "devynioliktojo amžiaus"


def test_case_ranges_fast_paths_equal_transducers():
    """lt range_case@genitive: the first number and the sign, in each form group."""
    module = case_ranges.tn(Language("lt"))
    pairs = _module_pairs(module)
    assert {"RANGE@genitive", "RANGE@years", "RANGE@years-second"} <= {p[0] for p in pairs}
    rng = random.Random(SEED)
    numbers = [1, 2, 5, 10, 11, 21, 22, 100, 101, 999, 1000, 1990, 2024, 2099, 2100,
               *rng.sample(range(1, 100000), 20)]
    for name, fast, fst in pairs:
        for n in numbers:
            digits = f"{n:,}".replace(",", "\u00a0")
            for span in (f"{n}-", f"{n}–", f"{n} – ", f"{digits}–", str(n), f"{n}+"):
                assert fast(span) == apply(fst, span), (name, span)
    assert module.FAST_PATHS["RANGE@genitive"]("5–") == "nuo penkių iki "
    assert module.FAST_PATHS["RANGE@years"]("1990–").endswith("devyniasdešimtųjų iki ")


@pytest.mark.slow
def test_kept_ranges_fast_paths_equal_transducers():
    """ru range_kept_after по: the first number in its follower's gender, one in the dative
    (config range_kept_case@dative; slow: 9 s of building the number's forms)."""
    module = case_ranges.tn(Language("ru"))
    grammars = GrammarSet(module.TRANSDUCERS)
    kept = [name for name in module.FAST_PATHS if name.startswith("RANGE@kept")]
    assert kept
    for name in kept:
        fast, fst = module.FAST_PATHS[name], grammars.get(name)
        for n in (1, 2, 5, 11, 21, 22, 1000, 2001, 12345):
            for span in (f"{n}-", f"{n}–", f"{n} – ", str(n)):
                assert fast(span) == apply(fst, span), (name, span)
    said = {module.FAST_PATHS[name]("1-") for name in kept}
    assert {"одному-", "одной-"} <= said


def test_percent_range_first_number_fast_path_equals_transducer():
    """zh "5-10%": the first number of a range before a percentage is read as one too (its
    words come before the number: 百分之五到百分之十); fast path == transducer."""
    language = Language("zh")
    decimals, cardinals = decimal.tn(language), cardinal.tn(language)
    module = percent.tn(language, decimals, cardinals)
    grammars = GrammarSet({**decimals.TRANSDUCERS, **cardinals.TRANSDUCERS, **module.TRANSDUCERS})
    fast, fst = module.FAST_PATHS["PERCENT@range"], grammars.get("PERCENT@range")
    for span in ["5", "10", "0.5", "12.25", "100", "-3"]:
        assert fast(span) == apply(fst, span), span
    assert fast("5") == "百分之五"
