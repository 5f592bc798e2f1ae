"""The data-driven number grammar, over every language that has number data.

- The Python fast path reads exactly what the grammar reads (every language, every ordinal
  form, a seeded sample), and TN's written-form fast paths equal their transducers (a few
  languages with different written conventions; seeded draws, more in the slow run).
- Round trip: ITN(TN(n)) == n in every language for 0..199 and, in each further hundred,
  the numbers that tell its reading patterns apart (all of 0..1,000 and 1,000 seeded random
  integers below 10**12 in the slow run).
- ITN accepts what readers say besides the canonical reading (per-language cases live in
  tests/cases/<lang>/itn/CARDINAL.tsv; here the mechanisms).
- The grammar's data model: templates, patterns and priorities, on a small made-up language.
"""

from __future__ import annotations

import dataclasses
import random
import re

import pynini
import pytest
from conftest import slow_itn

from textnorm import registry
from textnorm.errors import LexiconError
from textnorm.fst import apply
from textnorm.grammars.base import GrammarSet
from textnorm.grammars.numbers import agreement, decimal, fraction
from textnorm.grammars.numbers import data as number_data
from textnorm.grammars.numbers.cardinal import abbreviations, spoken, spoken_side
from textnorm.grammars.numbers.language import Language, config_pairs
from textnorm.grammars.numbers.names import Grammar
from textnorm.grammars.numbers.reader import read
from textnorm.grammars.numbers.relax import quantity_words
from textnorm.grammars.numbers.written import ItnStyle, Written
from textnorm.grammars.scan import exact_acceptor

LANGS = sorted(lang for lang, modes in registry.entries().items()
               if "tn" in modes and modes["tn"].processor.endswith(":NumbersTN"))
# The languages read both ways (all of them today; a language may be registered for TN only)
BOTH = [lang for lang in LANGS if "itn" in registry.entries()[lang]]
SEED = 20261201


def _sample(max_digits: int, count: int) -> list[str]:
    rng = random.Random(SEED)
    numbers = {str(n) for n in range(0, 121)}
    while len(numbers) < count + 121:
        numbers.add(str(rng.randrange(10 ** rng.randint(1, max_digits))))
    return sorted(numbers, key=lambda s: (len(s), s))


def test_languages_are_registered():
    assert len(LANGS) >= 4


def _forms_read(lang: str, every: bool) -> list[str]:
    """The cardinal and the ordinal forms that written marks ask for (every form: slow run)."""
    data = number_data.load(lang)
    marked = list(dict.fromkeys(form for _, form in data.ordinal_marks))
    return ["", *(data.ordinal_forms if every else marked[:1])]


@pytest.mark.parametrize(("lang", "every"), [
    *[(lang, False) for lang in LANGS],
    *[pytest.param(lang, True, marks=pytest.mark.slow) for lang in LANGS]])
def test_fast_path_reads_what_the_grammar_reads(lang, every):
    data = number_data.load(lang)
    grammar = Grammar(data)
    for form in _forms_read(lang, every):
        fst = grammar.reading(form)
        wrong = [(n, read(data, n, form), apply(fst, n))
                 for n in _sample(min(data.max_digits, 12), 150)
                 if read(data, n, form) != apply(fst, n)]
        assert not wrong, f"{lang} {form or 'cardinal'}: {wrong[:5]}"


@pytest.mark.parametrize(("lang", "form", "max_digits"), [
    ("mk", "ordinal-feminine", 4), ("ru", "ordinal-genitive", 2), ("ko", "", 4),
    ("hi", "", 2), ("vi", "ordinal", 2)])  # (vi: a frame around the number, own words)
def test_a_reading_of_few_digits_reads_as_the_whole_reading(lang, form, max_digits):
    """`reading(form, max_digits)` (built from the scale widths that reach those numbers
    only: ITN's later ordinal forms, a time's minutes) reads every number of at most
    `max_digits` digits as the whole reading does (the Python reader, which equals it; 0-120
    and a seeded sample), and no longer number."""
    data = number_data.load(lang)
    fst = Grammar(data).reading(form, max_digits)
    rng = random.Random(SEED)
    numbers = [str(n) for n in range(min(121, 10 ** max_digits))]
    numbers += [str(rng.randrange(10 ** max_digits)) for _ in range(150)]
    wrong = [(n, read(data, n, form), apply(fst, n)) for n in numbers
             if read(data, n, form) != apply(fst, n)]
    assert not wrong, wrong[:5]
    assert apply(fst, "1" + "0" * max_digits) is None
    assert apply(fst, "0" + "1" * (max_digits - 1)) is None  # (no leading zeros, as whole)


# (numbers drawn, of them read with each ordinal mark): a written ordinal costs its transducer
# tens of milliseconds (ru's reads 24 marks in every case form), so the default run reads a
# few numbers with each mark and the slow run all of them
_WRITTEN_DRAWS = {False: (40, 6), True: (200, 200)}
_WRITTEN_LANGS = [lang for lang in ("ar", "de", "es", "fr", "he", "hi", "hu", "ru", "sv", "vi")
                  if lang in LANGS]
# The end of a fast path's name that tells apart the variants of one reading for the numbers
# of a pattern (ru ORDINAL@bare-ordinal-dative-21, -1x, -xxxx: ~50 of its 75): the default run
# checks the first variant of each (one transducer built, not 50: ru 31 s), the slow run all
# (and so for the cases of an "after-<case>" reading: _reading_family).
_PATTERN_VARIANT = re.compile(r"-\d*x*$")


# Words of a reading's name that name a grammatical case or gender: the variants of one
# builder over the forms (ru DECIMAL@dative-feminine, @genitive; ORDINAL@bare-ordinal-dative)
_FORM_WORDS = re.compile(r"(?<=[@-])(?:nominative|genitive|dative|accusative|instrumental|"
                         r"prepositional|locative|ablative|masculine|feminine|neuter)(?=-|$)")


def _reading_family(name: str, case_names: list[str]) -> str:
    """`name` with what tells apart the variants of one reading replaced: a pattern's end
    (_PATTERN_VARIANT), the case of an "after-<case>" reading (CARDINAL@after-dative,
    @after-genitive-scaled: one builder over the case's form, ru 4 cases x 2) and the case and
    gender words of a reading in a form (ru DECIMAL@<case>-<gender>: 8 transducers, ~15 CPU
    s), which the default run checks in one variant each, the slow run in all."""
    family = _PATTERN_VARIANT.sub("", name)
    for case in sorted(case_names, key=len, reverse=True):
        family = family.replace(f"@after-{case}", "@after-<case>")
    return _FORM_WORDS.sub("<form>", family)


@pytest.mark.parametrize(("lang", "every"), [
    *[(lang, False) for lang in _WRITTEN_LANGS],
    *[pytest.param(lang, True, marks=pytest.mark.slow) for lang in _WRITTEN_LANGS]])
def test_written_forms_fast_paths_equal_transducers(normalizer, lang, every):
    """Every fast path of the written forms equals its transducer on seeded draws of each
    shape (every ordinal mark; the default run one variant for a pattern of each reading and
    one case of each "after-<case>" reading, the slow run all of them, with more draws)."""
    processor = normalizer(lang, "tn").processor
    fsts = GrammarSet(processor._builders)  # (only the transducers checked here are built)
    w = processor.language.written
    draws, per_mark = _WRITTEN_DRAWS[every]
    rng = random.Random(SEED)
    spans = {"CARDINAL": [], "DECIMAL": [], "ORDINAL": [], "DIGIT": ["007", "0", "01"],
             "FRACTION": ["½", "2 ¾", "-1/3", "7/0", "3 1/2", "2½"], "PERCENT": []}
    for draw in range(draws):
        n = rng.randrange(10 ** rng.randint(1, 12))
        spans["CARDINAL"] += [str(n), f"-{n}", f"{n:,}".replace(",", w.group_separators[0]),
                              f"{n:,}".replace(",", " ")]
        spans["DECIMAL"].append(f"{n}{w.decimal_separators[0]}{rng.randrange(1000):03d}")
        for prefix, suffix, _, _ in w.ordinal_marks if draw < per_mark else ():
            spans["ORDINAL"].append(f"{prefix}{n % 10_000}{suffix}")
        spans["PERCENT"] += [f"{n}%", f"-{n % 1000}{w.decimal_separators[0]}5 %"]
        # any N/D: the transducer reads every template's numerators (ru fraction@*1, @*11)
        spans["FRACTION"] += [f"{n}/{rng.randrange(1, 10 ** rng.randint(1, 7))}",
                              f"{n % 1000} {rng.randrange(10 ** rng.randint(1, 4))}/"
                              f"{rng.randrange(1, 10 ** rng.randint(1, 4))}"]
    for digit in list(w.native_digits)[:3]:
        spans["CARDINAL"].append(digit * 3)
    for abbreviation, power in abbreviations(processor.language):  # "5 Mio.", "1tr2"
        spans["CARDINAL@abbreviated"] = [
            f"{rng.randrange(1, 1000)}{rng.choice(['', ' '])}{abbreviation}"
            f"{rng.randrange(10 ** (power - 1)) if rng.random() < 0.3 else ''}"
            for _ in range(draws // 4)]
        spans["DECIMAL"] += [f"{rng.randrange(100)}{w.decimal_separators[0]}{rng.randrange(100)}"
                             f"{rng.choice(['', ' '])}{abbreviation}" for _ in range(10)]
    # lists of numbers joined by the decimal mark (number_list.py, config tn_number_lists)
    spans["CARDINAL@list"] = [w.decimal_separators[0].join(
        str(rng.choice([0, rng.randrange(10 ** rng.randint(1, 6))]))
        for _ in range(rng.randint(2, 5))) for _ in range(draws // 4)] + ["1,02,3", "0,0,0"]
    # address numbers (address.py): digit groups, perhaps with a sign between them ("66-4")
    spans["ADDRESS"] = [f"{rng.randrange(1, 1000)}{rng.choice(['', '/', '-', '.'])}"
                        f"{rng.randrange(100)}" for _ in range(draws // 5)]
    # ... and postcodes after a prefix (config address_postcode_prefixes: de "D-10115")
    prefixes = processor.language.setting_pairs("address_postcode_prefixes", "prefix=word")
    spans["ADDRESS"] += [f"{p}{rng.randrange(10 ** 5):05d}" for p, _ in prefixes for _ in range(5)]
    # letter codes (letter_code.py, config tn_letter_codes: "2-б-34"), and plain numbers
    letters = ["a", "Z", "б", "Я", "-"]
    spans["CARDINAL@code"] = spans["CARDINAL"][:20] + [
        "-".join(str(rng.randrange(100)) if i % 2 == 0 else rng.choice(letters)
                 for i in range(rng.choice([3, 5]))) for _ in range(draws // 5)]
    # the first part of a compound (compound.py, config number_compounds: ru "5-этажный")
    spans["CARDINAL@compound"] = [f"{rng.randrange(1, 1000)}-" for _ in range(draws // 5)]
    spans["DECIMAL@compound"] = [f"{span}-" for span in spans["DECIMAL"][:draws // 5]]
    # a number without a mark that the next word makes an ordinal (ordinal_bare_next@)
    spans["ORDINAL@bare"] = [str(rng.randrange(10 ** rng.randint(1, 5)))
                             for _ in range(draws * 3 // 10)]
    case_names = [case.name for case in agreement.cases(processor.language)]
    patterned = set()  # (the readings whose variant for a pattern or a case was checked)
    for name, fast in processor._fast_paths.items():
        reading = _reading_family(name, case_names)
        if reading != name:
            if reading in patterned and not every:
                continue
            patterned.add(reading)
        if name.startswith("ORDINAL@bare"):
            name_spans = spans["ORDINAL@bare"]
            assert all(fast(s) == apply(fsts.get(name), s) for s in name_spans), (lang, name)
            continue
        if name.split("@")[0] in ("MEASURE", "MONEY", "TIME", "DATE"):
            continue  # (tests/test_counted_classes.py)
        if name.split("@")[0] in ("WHITELIST", "ELECTRONIC", "RANGE", "ROMAN", "MATH"):
            continue  # (tests/test_whitelist.py, test_electronic.py, test_ranges_roman.py,
            # test_expression.py)
        # CARDINAL@<form>: the multiplier form before a scale word ("eine Million")
        for span in spans.get(name, spans[name.split("@")[0]]):
            assert fast(span) == apply(fsts.get(name), span), (lang, name, span)


def test_numbers_before_a_word_fast_paths_equal_transducers(normalizer):
    """Config ordinal_before_word and ordinal_before_word_not (ordinal.py): a number joined by
    the sign to the word it numbers (uz "5-sinf" beshinchi sinf, "10-yillik" oʻn yillik); the
    fast paths equal their transducers, and neither reads what is no such span."""
    processor = normalizer("uz", "tn").processor
    fsts = GrammarSet(processor._builders)
    spans = [f"{n}-" for n in (*range(1, 120), 999, 1000, 2024, 9999)]
    for name in ("ORDINAL@before-word", "CARDINAL@before-word"):
        fast = processor._fast_paths[name]
        assert all(fast(s) == apply(fsts.get(name), s) for s in spans), name
        assert [fast(s) for s in ("5-chi", "5", "12345-")] == [None, None, None], name
    assert processor._fast_paths["ORDINAL@before-word"]("21-") == "yigirma birinchi "


def _round_trip(normalizer, lang: str, numbers) -> list[tuple[int, str, str]]:
    """ITN(TN(n)) == n, up to the group separators, native digits and quantities ITN writes
    where the language's config asks for them (itn_group_from, itn_grouped_classes, itn_digits,
    itn_quantity_from, itn_scales_written), and the words it keeps (itn_keep_alone: a lone word
    below itn_keep_below; where words are spaced, a word of not_numbers.tsv: ko 백일 101, the
    hundredth day's feast); not over numbers TN reads as telephone numbers."""
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    language = Language(lang)
    style = ItnStyle(language.written, quantity_words(language))
    kept_below = (int(language.setting("itn_keep_below", "10"))
                  if language.setting("itn_keep_alone") == "yes" else 0)
    # itn_grouped_classes: fr groups amounts and measures only (a bare 147451 stays)
    grouped = "CARDINAL" in language.setting("itn_grouped_classes", "CARDINAL DECIMAL").split()
    words = set(number_data.not_numbers(lang)) if language.written.spaced else set()
    wrong = []
    for n in numbers:
        result = tn.normalize_with_alignment(str(n))
        if any(span.cls == "TELEPHONE" for span in result.spans):
            continue  # hi reads 10 digits from 6 on as a mobile number, with the trunk 0
        spoken = result.text
        back = itn.normalize(spoken)
        kept = n < kept_below and " " not in spoken.strip() or spoken.strip().lower() in words
        if back != (spoken if kept else style(str(n), group=grouped, spoken=spoken.lower(),
                                                  alone=True)):
            wrong.append((n, spoken, back))
    return wrong


def _below_a_thousand() -> list[int]:
    """0..199 (the units, the teens, the tens, and 100 besides them) and 1,000; in each
    further hundred its round number, every ten with the 1-ending (201, 211, 221 ... 291)
    and with one more ending, that turns over 0 and 2..9 from ten to ten and from hundred to
    hundred (every hundred reads the round tens, the 2-4 endings Slavic languages read in
    another case, and 5-9; each ten of the hundreds meets eight of them), and seeded draws."""
    endings = [0, 2, 3, 4, 5, 6, 7, 8, 9]
    numbers = {*range(200), 1000}
    for hundred in range(200, 1000, 100):
        numbers.add(hundred)
        for ten in range(0, 100, 10):
            numbers.add(hundred + ten + 1)
            numbers.add(hundred + ten + endings[(hundred // 100 + ten // 10) % len(endings)])
    rng = random.Random(SEED)
    numbers.update(rng.randrange(200, 1000) for _ in range(20))
    return sorted(numbers)


@pytest.mark.parametrize(("lang", "every"), [
    *[pytest.param(lang, False, marks=slow_itn(lang)) for lang in BOTH],
    *[pytest.param(lang, True, marks=pytest.mark.slow) for lang in BOTH]])
def test_round_trip_to_a_thousand(normalizer, lang, every):
    wrong = _round_trip(normalizer, lang, range(1001) if every else _below_a_thousand())
    assert not wrong, wrong[:5]


@pytest.mark.slow
@pytest.mark.parametrize("lang", BOTH)
def test_round_trip_random_below_10_to_the_12(normalizer, lang):
    rng = random.Random(SEED)
    numbers = [rng.randrange(10 ** rng.randint(4, 12)) for _ in range(1000)]
    wrong = _round_trip(normalizer, lang, numbers)
    assert not wrong, wrong[:5]


# -- the data model, on a made-up language --------------------------------------------------
def _toy(scales: list[tuple[str, str]], cardinal: list[tuple[str, str]] | None = None):
    words = "zero one two three four five six seven eight nine".split()
    base = [(str(n), words[n % 10] if n < 10 else f"{words[n // 10]}ty {words[n % 10]}")
            for n in range(100)]
    return number_data.from_tables("xx", base + (cardinal or []), scales, [])


def _both(data, digits: str, form: str = "") -> str | None:
    """The reading, checked to be the same from the grammar and the fast path."""
    fst = apply(Grammar(data).reading(form), digits)
    assert read(data, digits, form) == fst
    return fst


def test_spoken_side_reads_what_the_spoken_transducer_reads():
    # made from the canonical words and their spellings, not the transducer: the same language
    lang = Language("es")
    written = lang.spoken_cover()
    assert pynini.equivalent(spoken_side(lang, written), exact_acceptor(spoken(lang, written)))


def test_templates_patterns_and_priorities():
    data = _toy([
        ("2", "{q} hundred[ and {r}]"),
        ("3", "{q} thousands[ {r}]"),
        ("3:1", "thousand[ {r}]"),            # a silent multiplier
        ("3:*2", "{q:f} thousandz[ {r}]"),     # a form for the multiplier, a word form
        ("3:*:0xx", "{q} thousands, {r}"),    # a joiner that depends on the remainder
        ("3@ord:*:000", "{q} thousandth"),    # a form's own row
    ], [("2@f", "twa"), ("3@ord", "third"), ("300", "tree hundred")])
    assert _both(data, "101") == "one hundred and one"
    assert _both(data, "300") == "tree hundred"  # an exact reading beats the rows
    assert _both(data, "1000") == "thousand"
    assert _both(data, "1500") == "thousand five hundred"
    assert _both(data, "2000") == "twa thousandz"
    assert _both(data, "32000") == "threety two thousandz"  # 32 has no reading in f: plain
    assert _both(data, "5005") == "five thousands, five"
    assert _both(data, "5000", "ord") == "five thousandth"
    assert _both(data, "5003", "ord") == "five thousands, third"  # plain row, form inherited
    assert _both(data, "1000000") is None  # beyond the largest scale's multiplier
    assert _both(data, "0") == "zero"


def test_a_form_in_a_frame():
    data = number_data.from_tables(
        "xx", [("1", "one"), ("2", "two"), ("1@ordinal", "first")], [("2", "{q} hundred[ {r}]")],
        [("wrap@ordinal", "no. {}")])
    assert _both(data, "2", "ordinal") == "no. two"
    assert _both(data, "1", "ordinal") == "first"          # its own word replaces the frame
    assert _both(data, "201", "ordinal") == "no. two hundred one"  # the frame is outside only
    assert data.wrap("ordinal") == ("no. ", "") and data.wrap("") is None


def test_readings_are_cached_by_their_data(tmp_path, monkeypatch):
    """A reading is built once for the processes and runs that share a grammar cache: a
    grammar of the same data reads it from there, other data (an edited lexicon) builds its
    own, and a damaged file is built again."""
    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path))
    built, build = [], Grammar._reading
    monkeypatch.setattr(Grammar, "_reading",
                        lambda self, *args: built.append(args) or build(self, *args))
    assert apply(Grammar(_toy([("2", "{q} hundred[ {r}]")])).reading(""), "201") == \
        "two hundred one"
    assert apply(Grammar(_toy([("2", "{q} hundred[ {r}]")])).reading(""), "201") == \
        "two hundred one" and len(built) == 1
    assert apply(Grammar(_toy([("2", "{q} hundreds[ {r}]")])).reading(""), "201") == \
        "two hundreds one" and len(built) == 2
    for far in tmp_path.glob("number-names-xx-*.far"):
        damaged = bytearray(far.read_bytes())
        damaged[len(damaged) // 2] ^= 0xFF
        far.write_bytes(damaged)
    assert apply(Grammar(_toy([("2", "{q} hundred[ {r}]")])).reading(""), "201") == \
        "two hundred one" and len(built) == 3


def test_bad_data_is_a_clear_error():
    with pytest.raises(LexiconError, match="bad key"):
        _toy([("3:y", "{q} thousand")])
    with pytest.raises(LexiconError, match="slots"):
        _toy([("3", "{r} thousand {q}")])
    with pytest.raises(LexiconError, match="without"):
        _toy([("3", "{q} thousand {r}]")])
    toy = Language("xx")
    toy.data = _toy([("3", "{q} thousand[ {r}]")])  # (a cached_property: set, not loaded)
    toy.data.fraction_rows.append(("whole", "wholes"))
    with pytest.raises(LexiconError, match="no {n}"):
        fraction.rows(toy)
    toy.data.config["date_marks"] = "г.=года m.=metai"
    assert toy.setting_pairs("date_marks") == [("г.", "года"), ("m.", "metai")]
    for bad in ("г.", "=года", "г.="):
        toy.data.config["date_marks"] = f"m.=metai {bad}"
        with pytest.raises(LexiconError, match=r"xx/numbers/config.tsv: date_marks: .* is not a=b"):
            toy.setting_pairs("date_marks", "a=b")
    forms = "=genitive feminine=genitive-feminine"
    assert config_pairs(forms, "case_forms@genitive", "xx", empty_first=True) == [
        ("", "genitive"), ("feminine", "genitive-feminine")]
    with pytest.raises(LexiconError, match="case_forms@genitive: '=genitive' is not g=f"):
        config_pairs(forms, "case_forms@genitive", "xx", "g=f")


def test_typed_spellings_come_from_the_keyboard_tables():
    # config itn_typed_from (ckb `ar fa`): the channel tables' spellings of the letters the
    # readings have, as variants (ە typed ه, ێ typed ی), not the rest of the tables (ڕ typed ر:
    # no Sorani number word has ڕ)
    variants = number_data.load("ckb").variants
    assert ("ە", "ه") in variants and ("ێ", "ی") in variants and ("ک", "ك") in variants
    assert ("ڕ", "ر") not in variants
    assert not any(a == b for a, b in variants)
    with pytest.raises(LexiconError, match="ckb/numbers/config.tsv: itn_typed_from xx"):
        number_data._typed_variants("ckb", {"itn_typed_from": "xx"}, ["یەک"])


_READERS_SAY = [
    ("de", "zwei hundert drei und zwanzig", "223"),   # a compound written apart
    ("de", "ein hundert", "100"),
    ("de", "tausend", "1000"),                          # "one" left out
    ("fr", "quatre-cent-soixante-millions-deux", "460000002"),  # hyphens for spaces
    ("fr", "vingt et un", "21"),
    ("es", "un mil", "1000"),                          # "one" said where CLDR leaves it out
    ("es", "mil millones cinco", "1000000005"),       # not "mil un millones" without "un"
    ("es", "dos millón tres", "2000003"),              # the wrong form of the scale word
    # a round quantity keeps its word in running text; a line of its own is the number
    ("es", "hace mil millones de años", "hace 1000 millones de años"),
    ("es", "mil millones", "1000000000"),
    ("fr", "mille milliards", "1000000000000"),        # a thousand of the scale below
    ("de", "achtundvierzigmillionenzweihundertdreiundsechzigtausendvierhundertelf",
     "48263411"),                                      # one word through its scale words
    ("it", "ventiuno", "21"),                          # the elision left out
    ("ru", "два тысяча", "2000"),                      # the wrong agreement form
    ("ru", "одна тысяча сто", "1100"),
    # hyphens everywhere (the 1990 spelling) and a singular slip together
    ("fr", "un-milliard-cinq-cent-quatre-vingt-treize-million-soixante-douze-mille", "1593072000"),
    ("it", "due miliardi, trecento milioni e cinque", "2300000005"),  # a comma after a scale
    # decimals read in groups; a scale word after a decimal stays a word; a plural scale
    # word alone is no number
    ("es", "tres coma catorce quince noventa y dos", "3,141592"),
    ("es", "tres coma cero cinco", "3,05"),
    ("es", "unos tres coma cinco millones de euros", "unos €3,5 millones"),
    ("es", "millones de euros", "millones de euros"),
    ("de", "null komma zwei Millionen", "0,2 Millionen"),
    ("ru", "одна целая две десятых миллиона рублей", "1,2 млн руб."),  # its unit
    ("ru", "тысяча человек", "1000 человек"),  # a lone scale word is a number elsewhere
    ("el", "δεκαεφτά χιλιάδες εννιακόσια", "17900"),   # the colloquial 7 and 9
    ("el", "εβδομήντα μια χιλιάδες", "71000"),
]


@pytest.mark.parametrize(("lang", "spoken", "written"), [
    pytest.param(*row, marks=slow_itn(row[0])) for row in _READERS_SAY])
def test_itn_accepts_what_readers_say(normalizer, lang, spoken, written):
    if lang not in LANGS:
        pytest.skip(f"{lang} has no number data")
    assert normalizer(lang, "itn").normalize(spoken) == written


@pytest.mark.parametrize(("lang", "written", "spoken"), [
    ("es", "1 millón de euros", "un millón de euros"),
    ("es", "3.001 millones", "tres mil un millones"),
    ("es", "21 mil personas", "veintiún mil personas"),
    ("de", "1 Million Menschen", "eine Million Menschen"),   # any letter case
    ("ru", "2 тысячи рублей", "две тысячи рублей"),
    ("ru", "21 тысяча", "двадцать одна тысяча"),
    ("sv", "1 miljon", "en miljon"),
    ("el", "4 χιλιάδες", "τέσσερις χιλιάδες"),                   # the feminine, agreeing
    ("el", "300 χιλιάδες ευρώ", "τριακόσιες χιλιάδες ευρώ"),
    ("el", "3 εκατομμύρια", "τρία εκατομμύρια"),                 # a neuter scale word
    ("es", "1 de mayo", "primero de mayo"),                      # not before a scale word
])
def test_a_number_before_a_scale_word_takes_its_multiplier_form(normalizer, lang, written,
                                                                   spoken):
    if lang not in LANGS:
        pytest.skip(f"{lang} has no number data")
    assert normalizer(lang, "tn").normalize(written) == spoken


def test_a_number_too_large_to_read_stays_whole(normalizer):
    lang = "es" if "es" in LANGS else LANGS[0]
    too_large = " ".join(["100"] + ["000"] * 12)
    assert normalizer(lang, "tn").normalize(too_large) == too_large


def test_lone_small_number_word_stays_a_word_in_text(normalizer):
    lang = "de" if "de" in LANGS else LANGS[0]
    itn = normalizer(lang, "itn")
    three = normalizer(lang, "tn").normalize("3")
    assert itn.normalize(three) == "3"
    assert itn.normalize(f"{three} Katzen") == f"{three} Katzen"


def test_itn_style_groups_and_writes_native_digits():
    def style(config, digits=(), quantities=None):
        data = number_data.from_tables("xx", [(str(n), f"w{n}") for n in range(100)],
                                       [("2", "{q} h[ {r}]"), ("3", "{q} k[ {r}]")],
                                       config, digits=list(digits))
        return ItnStyle(Written(data), quantities)

    assert style([])("1234567") == "1234567"
    grouped = style([("itn_group_from", "5"), ("group_separator", "comma")])
    assert [grouped(w) for w in ("1234", "12345", "-1234567.5", "第1000000")] == \
        ["1234", "12,345", "-1,234,567.5", "第1,000,000"]
    quantity = style([("itn_group_from", "4")], quantities={"k": (3, 3)})
    # a round number said with its scale word at the end keeps the word (spaced where words
    # are); one multiplier only
    assert quantity("5000", spoken="w5 k") == "5 k"
    assert quantity("1005000", spoken="w1 m w5 k") == "1,005,000"
    assert quantity("5100", spoken="w5 k w1 h") == "5,100"
    # config itn_scales_written(_from): from 7 digits on, a whole number said with scale words
    # is written broken at them
    groups = style([("itn_scales_written", "O:8 M:4"), ("itn_scales_written_from", "7"),
                    ("word_spaces", "no")])
    assert [groups(w, spoken=s) for w, s in (
        ("4000000", "w4M"), ("100050000", "w1Ow5M"), ("123456", "w12Mw3456"),
        ("-100000007.5", "w1Ow7"), ("1234567", "w1w2w3"), ("5000000円", "w5M円"))] == \
        ["400M", "1O5M", "123456", "-100000007.5", "1234567", "500M円"]
    # config itn_scales_written_alone no: a number that is the whole line (not a range) is
    # grouped and written as a quantity instead
    apart = style([("itn_scales_written", "O:8 M:4"), ("itn_scales_written_alone", "no"),
                   ("itn_group_from", "4"), ("word_spaces", "no")], quantities={"M": (4, 4)})
    assert [apart(w, spoken=s, alone=a) for w, s, a in (
        ("100050000", "w1Ow5M", False), ("100050000", "w1Ow5M", True),
        ("50000", "w5M", True), ("3000~5000", "w3w5M", True))] == \
        ["1O5M", "100,050,000", "5M", "3000~5000"]
    # ... `round`: only a whole line that ends with a scale word stays broken at them
    rounded = style([("itn_scales_written", "O:8 M:4"), ("itn_scales_written_alone", "round"),
                     ("itn_group_from", "5"), ("word_spaces", "no")])
    assert [rounded(w, spoken=s, alone=a) for w, s, a in (
        ("100050000", "w1Ow5M", True), ("100050007", "w1Ow5Mw7", True),
        ("100050007", "w1Ow5Mw7", False))] == ["1O5M", "100,050,007", "1O5M7"]
    devanagari = [(chr(0x966 + d), str(d)) for d in range(10)]
    native = style([("itn_digits", "native")], devanagari)
    assert native("-305.2") == "-\u0969\u0966\u096b.\u0968"


def test_itn_reads_numbers_all_along_a_long_line(normalizer):
    """ITN reads a window from each word, not the rest of the line (a long line costs the same
    per word): every number on a line longer than the window is still read whole."""
    itn = normalizer("de", "itn")
    line = "zwei Katzen und dreiundzwanzig Hunde " * 60
    assert len(line) > 2000
    assert itn.normalize(line) == "zwei Katzen und 23 Hunde " * 60
    zh = normalizer("zh", "itn")
    assert zh.normalize("他买了十五个苹果和" * 300) == "他买了15个苹果和" * 300


def test_glued_endings_join_as_the_config_says():
    """Config glued_endings (endings.py): a listed ending takes the item of the longest end the
    word has, a word without one the ending as it is; with `letters` an item's ending is how
    the letters start, and no item leaves them as written; `apart` puts a space between; a
    bad setting or item is a clear error."""
    from textnorm.grammars.numbers.endings import Endings
    listed = Endings.of("xx", {"glued_endings": "listed joined", "glued_endings_listed": "ൽ ലെ",
                               "glued_endings_sandhi": "്+ൽ=ിൽ ം+ൽ=ത്തിൽ"})
    assert listed.said("ആയിരം", "ൽ") == ("ആയിരത്തിൽ", 1)
    assert listed.said("ഏഴ്", "ൽ") == ("ഏഴിൽ", 1)
    assert listed.said("ഏഴ്", "ലെ") == ("ഏഴ്ലെ", 2)
    letters = Endings.of("xx", {"glued_endings": "letters joined",
                                "glued_endings_sandhi": "ە+ە=ە"})
    assert letters.said("چواردە", "ەوە") == ("چواردە", 1)
    assert letters.said("پێنج", "ەوە") == ("پێنج", 0)
    apart = Endings.of("xx", {"glued_endings": "letters apart"})
    assert apart.said("पचास", "में") == ("पचास में", 3)
    assert Endings.of("xx", {}) is None
    for bad in ({"glued_endings": "listed joined"}, {"glued_endings": "letters"},
                {"glued_endings": "letters joined", "glued_endings_listed": "ൽ"},
                {"glued_endings_listed": "ൽ"}):
        with pytest.raises(LexiconError, match="glued_endings"):
            Endings.of("xx", bad)
    for item in ("്ൽ=ിൽ", "്+ന്=ിന്", "്+ൽ="):
        with pytest.raises(LexiconError, match="glued_endings_sandhi"):
            Endings.of("xx", {"glued_endings": "listed joined", "glued_endings_listed": "ൽ",
                              "glued_endings_sandhi": item})


def test_apostrophe_endings_join_in_harmony():
    """`glued_endings apostrophe joined` (tr): the letters after the apostrophe go on the
    reading's last word, a sandhi item's ending by how they start, the rest after it; config
    glued_endings_harmony chooses each harmonizing vowel by the vowel before it, so an ending
    written for an abbreviation's letters fits the word read ("TL'ye" lira: liraya); a bad
    item is a clear error."""
    from textnorm.grammars.numbers.endings import Endings
    tr = Endings.of("xx", {"glued_endings": "apostrophe joined",
                           "glued_endings_sandhi": "dört+e=dörde dört+ü=dördü",
                           "glued_endings_harmony": "ae=a:aıou,e:eiöü ıiuü=ı:aı,i:ei,u:ou,ü:öü"})
    assert tr.said("üç", "te") == ("üçte", 2)
    assert tr.said("dört", "ünde") == ("dördünde", 4)
    assert tr.said("dört", "ten") == ("dörtten", 3)
    assert tr.said("lira", "ye") == ("liraya", 2)
    assert tr.said("kilogram", "lik") == ("kilogramlık", 3)
    assert tr.said("doksan", "larda") == ("doksanlarda", 5)
    assert tr.found(r"\w").match("'te x").group(1) == "te"
    assert tr.found(r"\w").match("' idi") is None and tr.ahead(r"\w") is None
    for item in ("ae", "ae=a", "ae=o:aıou", "ae=a:"):
        with pytest.raises(LexiconError, match="glued_endings_harmony"):
            Endings.of("xx", {"glued_endings": "apostrophe joined",
                              "glued_endings_harmony": item})
    with pytest.raises(LexiconError, match="glued_endings"):
        Endings.of("xx", {"glued_endings_harmony": "ae=a:aıou,e:eiöü"})


def test_glued_endings_said_with_the_reading_in_the_result():
    """endings.joined on a result: `apart` puts a space between the reading and what is
    written on it (a listed ending's hyphen not said), taken into the span; `letters joined`
    takes only a sandhi item's ending; the text between spans stays as it was."""
    from types import SimpleNamespace

    from textnorm.grammars.numbers.endings import Endings, joined
    from textnorm.result import Result, Span

    def run(config: dict, text: str, src_end: int, said: str) -> tuple[str, list[Span]]:
        lang = SimpleNamespace(written=SimpleNamespace(endings=Endings.of("xx", config),
                                                       word_chars=r"\w"))
        out = said + text[src_end:]
        result = joined(lang, text, Result(out, [Span(0, src_end, 0, len(said), "CARDINAL")]))
        return result.text, result.spans

    text, spans = run({"glued_endings": "letters apart"}, "50में x", 2, "पचास")
    assert text == "पचास में x" and spans == [Span(0, 5, 0, 8, "CARDINAL")]
    text, spans = run({"glued_endings": "listed apart", "glued_endings_listed": "ൽ"},
                      "47-ൽ x", 2, "നാൽപ്പത്തിയേഴ്")
    assert text == "നാൽപ്പത്തിയേഴ് ൽ x" and spans[0].src_end == 4
    text, spans = run({"glued_endings": "letters joined", "glued_endings_sandhi": "ە+ە=ە"},
                      "١٠ەوە x", 2, "دە")
    assert text == "دەوە x" and spans == [Span(0, 3, 0, 2, "CARDINAL")]
    text, spans = run({"glued_endings": "letters joined", "glued_endings_sandhi": "ە+ە=ە"},
                      "٥ەوە x", 1, "پێنج")
    assert text == "پێنجەوە x" and spans == [Span(0, 1, 0, 4, "CARDINAL")]


def test_readings_of_spans_written_together_are_spaced_apart():
    """Where words are spaced, two spans written together are read as two words (a space in
    the second span's output: ru "1/2%" одна вторая процент, was втораяпроцент), unless a
    sign or a space meets at the seam, or text outside the spans lies between
    (numbers/__init__.py `_spaced_apart`)."""
    from textnorm.grammars.numbers import _spaced_apart
    from textnorm.result import Result, Span

    def run(out: str, spans: list[Span]) -> str:
        return _spaced_apart("", Result(out, spans), words=False).text

    two = [Span(0, 1, 0, 4, "FRACTION"), Span(1, 2, 4, 7, "MEASURE")]
    assert run("halfpro", two) == "half pro"
    assert run("hal-pro", two) == "hal-pro"
    assert run("hal pro", two) == "hal pro"
    assert run("half;pro", [Span(0, 1, 0, 4, "FRACTION"), Span(2, 3, 5, 8, "MEASURE")]) == (
        "half;pro")


def test_a_decimal_in_a_form_said_on_its_last_part(normalizer):
    """Config decimal_form_part last (decimal.py): the form a counted word asks of a decimal is
    said on the last word of the digits after the mark (tl linker: "12.5%" labindalawa punto
    limang porsiyento), the whole part plain; the fast path equals its transducer, and a value
    other than whole or last is a clear error."""
    processor = normalizer("tl", "tn").processor
    fsts = GrammarSet(processor._builders)
    fast = processor._fast_paths["DECIMAL@linked"]
    spans = [f"{whole}.{digits}" for whole in ("0", "2", "12", "105", "-3")
             for digits in ("5", "05", "50", "0", "00", "125", "1234567")]
    assert all(fast(s) == apply(fsts.get("DECIMAL@linked"), s) for s in spans)
    assert fast("12.5") == "labindalawa punto limang"
    assert processor._fast_paths["DECIMAL"]("12.5") == "labindalawa punto lima"
    toy, data = Language("tl"), Language("tl").data
    toy.data = dataclasses.replace(data, config={**data.config, "decimal_form_part": "first"})
    with pytest.raises(LexiconError, match="decimal_form_part"):
        decimal.tn(toy)
