"""FRACTION: ITN reads back what TN says (ITN(TN(x)) == x over generated fractions, for every
language with fraction templates and FRACTION in its ITN classes), the quarter words of
mixed_fractions.tsv, the written order of denominator-first templates, and bad data."""

from __future__ import annotations

import dataclasses
import random

import pytest

from textnorm import registry
from textnorm.errors import LexiconError
from textnorm.grammars.numbers import common_fraction, mixed_fraction
from textnorm.grammars.numbers.language import Language
from textnorm.grammars.numbers.written import ItnStyle
from textnorm.lexicon import lexicon_root

SEED = 21


def _with_fraction_itn() -> list[str]:
    out = []
    for lang, modes in registry.entries().items():
        numbers = lexicon_root() / lang / "numbers" / "config.tsv"
        if "itn" in modes and "FRACTION" in modes["itn"].classes and numbers.exists():
            if common_fraction.has_fractions(Language(lang)):
                out.append(lang)
    return sorted(out)


LANGS = _with_fraction_itn()
_DEFAULT = ("de", "fr", "zh")  # the others in the slow run


def _fractions(rng: random.Random) -> list[tuple[str, str]]:
    """(written, as ITN writes it back without the language's style) pairs."""
    out = [(f"{n}/{d}", f"{n}/{d}") for n in range(1, 4) for d in range(2, 11)]
    for _ in range(25):
        n, d = rng.randrange(1, 20), rng.randrange(2, 20)
        out.append((f"{n}/{d}", f"{n}/{d}"))
        # (not a round ten: es "treinta y cinco novenos" is 35/9 before 30 5/9)
        whole = rng.choice([w for w in range(1, 100) if w % 10])
        out.append((f"{whole} {n}/{d}", f"{whole}{{between}}{n}/{d}"))
        out.append((f"-{n}/{d}", f"-{n}/{d}"))
    return out


@pytest.mark.parametrize(
    "lang",
    [pytest.param(lang, marks=[] if lang in _DEFAULT else [pytest.mark.slow]) for lang in LANGS],
)
def test_itn_reads_back_what_tn_says(normalizer, lang):
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    language = Language(lang)
    style = ItnStyle(language.written)
    between = common_fraction.written_whole(language)[1]
    kept = {k.strip().lower() for k in language.setting("itn_fraction_keep").split(";")}
    time_first = "TIME>FRACTION" in language.setting("itn_prefer").split()
    proper = language.setting("itn_fraction_proper") == "yes"
    wrong = []
    for written, expected in _fractions(random.Random(SEED)):
        if proper and _not_below_one(written):
            continue  # (config itn_fraction_proper: kk "бестен он" from five, ten)
        read = tn.normalize_with_alignment(written)
        if any(span.cls != "FRACTION" for span in read.spans):
            continue  # another class's reading (zh "12/15" a date: config date@md)
        spoken = read.text
        back = itn.normalize(spoken)
        if time_first and {s.cls for s in itn.normalize_with_alignment(spoken).spans} == {"TIME"}:
            continue  # said alone, a time too, and the language prefers it (it "ventitré e un
            # quarto" 23:15: config itn_prefer TIME>FRACTION)
        if (spoken in kept or any(k.startswith("*") and spoken.endswith(k[1:]) for k in kept)
                or (back.isdigit() and " " not in spoken)):
            continue  # left as words by design; a word that is a number too (ar خمس five)
        if back != style(expected.replace("{between}", between), group=False):
            wrong.append((written, spoken, back))
    assert not wrong, wrong[:5]


def _not_below_one(written: str) -> bool:
    numerator, _, denominator = written.rpartition(" ")[2].lstrip("-").partition("/")
    return int(numerator) >= int(denominator)


def test_fractions_say_their_numbers_in_order():
    assert common_fraction.in_written_order("5|1") == "1/5"
    assert common_fraction.in_written_order("-3又100|5") == "-3又5/100"
    assert common_fraction.in_written_order("1/2") == "1/2"
    assert common_fraction.in_written_order("3|1.5") == "1.5/3"


@pytest.mark.parametrize(
    ("spoken", "written"),
    [
        ("सवा पैंतीस", "३५ १/४"),
        # (पौने and a number an hour can be is a time: config itn_prefer TIME, पौने तीन 2:45)
        ("पौने तीस", "२९ ३/४"),
        ("पौन", "३/४"),
        ("डेढ़", "१ १/२"),
        ("डेढ़", "१ १/२"),  # ढ़ as U+095D, as text that skipped NFC writes it
        ("साढ़े बारह सौ", "१२५०"),
        ("पौने दस हजार", "९७५०"),
        ("सवा लाख", "१२५०००"),
        ("साढ़े तीन सौ दशमलव दो", "३५०.२"),
    ],
)
def test_hindi_quarter_words(normalizer, spoken, written):
    assert normalizer("hi", "itn").normalize(spoken) == written


def test_bad_mixed_fractions_are_a_clear_error(monkeypatch):
    for row in ("+1 1/2", "5/4", "½", "1/0"):
        monkeypatch.setattr(mixed_fraction, "optional_rows", lambda path, row=row: [(row, "x")])
        with pytest.raises(LexiconError, match="mixed_fractions.tsv"):
            mixed_fraction.rows(Language("hi"))


def test_bad_written_template_is_a_clear_error():
    toy, data = Language("hi"), Language("hi").data
    toy.data = dataclasses.replace(  # (a cached_property: set, not loaded)
        data, config={**data.config, "itn_fraction_written": "{f} {w}"}
    )
    with pytest.raises(LexiconError, match="itn_fraction_written"):
        common_fraction.written_whole(toy)


def test_lt_fractions_and_units_fast_paths_equal_transducers():
    """lt: fraction_named (pusė alone after 1), fraction_whole_words (pusantro), a unit after a
    fraction (measure_fraction.py, measure_fraction_any: the genitive singular, feminine words
    before a feminine unit); the transducer lists N/D below 20 (fraction_named), the fast path
    reads every one."""
    from textnorm.fst import apply
    from textnorm.grammars.base import GrammarSet
    from textnorm.grammars.numbers import decimal, measure_fraction

    language = Language("lt")
    fractions = common_fraction.tn(language)
    units = measure_fraction.tn(language, decimal.tn(language), fractions)
    grammars = GrammarSet({**fractions.TRANSDUCERS, **units.TRANSDUCERS})
    rng = random.Random(SEED)
    spans = [f"{n}/{d}" for n in range(0, 20) for d in range(1, 20)]
    spans += [f"{w} {n}/{d}" for w in (1, 2, 21) for n, d in ((1, 2), (3, 4), (2, 3))]
    spans += ["1½", "1 ½", "¾", "-1/2", "01 1/2", "1/2/3"]
    spans += [f"{rng.randrange(1, 20)}/{rng.randrange(1, 20)}" for _ in range(20)]
    for name, fast in {**fractions.FAST_PATHS, **units.FAST_PATHS}.items():
        fst = grammars.get(name)
        unit_spans = [f"{s} {u}" for s in spans[:60:7] + spans[-30:] for u in ("kg", "val.", "t")]
        for span in spans if name == "FRACTION" else unit_spans:
            assert fast(span) == apply(fst, span), (name, span)
    read = units.FAST_PATHS["MEASURE@fraction"]
    assert read("1 1/2 val.") == "pusantros valandos"
    assert read("2 1/2 val.") == "dvi ir pusė valandos"
    assert read("1/2 kg") == "pusė kilogramo"
    assert fractions.FAST_PATHS["FRACTION"]("21/100") == "dvidešimt viena šimtoji"


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("measure_fraction_alone", "{u} de {f}", "before"),
        ("measure_fraction_whole", "{w} ir {f}", "measure_fraction_any"),
    ],
)
def test_bad_measure_fraction_template_is_a_clear_error(key, value, message):
    """measure_fraction.py: a template with the unit before the fraction, or `{w}` (the
    whole number read by MEASURE, a finite reordering) with every fraction FRACTION reads."""
    from textnorm.grammars.numbers import decimal, measure_fraction

    toy, data = Language("lt"), Language("lt").data
    toy.data = dataclasses.replace(data, config={**data.config, key: value})
    with pytest.raises(LexiconError, match=message):
        measure_fraction.tn(toy, decimal.tn(toy), common_fraction.tn(toy))
