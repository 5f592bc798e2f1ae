"""TELEPHONE (textnorm/grammars/numbers/telephone.py): bad config is a clear error; TN finds
telephone numbers and nothing else (years, dates, times, decimals, grouped numbers); ITN writes
back what TN read (round trip); running text around a number is never lost."""

from __future__ import annotations

import dataclasses
import random

import pytest
from conftest import check_text_outside_spans_kept
from hypothesis import strategies as st

from textnorm import Normalizer
from textnorm.errors import LexiconError
from textnorm.grammars.numbers import data as number_data
from textnorm.grammars.numbers import telephone
from textnorm.grammars.numbers.language import Language

SEED = 20261202


def _with_config(code: str, **config: str) -> Language:
    """Language `code` with some config keys changed."""
    lang = Language(code)
    base = number_data.load(code)
    lang.__dict__["data"] = dataclasses.replace(base, config={**base.config, **config})
    return lang


@pytest.mark.parametrize("mode, config, message", [
    ("tn", {"telephone_read": "pairs"}, "telephone_read is digits or groups"),
    ("tn", {"telephone_pairs_from": "four"}, "telephone_pairs_from is a number"),
    ("tn", {"telephone_extension": "ext."}, "is not written=spoken"),
    ("tn", {"telephone_shapes": "3xx-xxx"}, "telephone_shapes are of x, digits and _"),
    ("itn", {"itn_telephone_code": "+{n}"}, "itn_telephone_code is a template"),
    ("itn", {"itn_telephone_words": "meia=six"}, "itn_telephone_words are word=digit"),
    ("itn", {"itn_telephone_items": "-1"}, "itn_telephone_items is a number"),
    ("itn", {"itn_telephone_national": "ten"}, "itn_telephone_national is a number or templates"),
])
def test_bad_config_is_a_clear_error(mode, config, message):
    with pytest.raises(LexiconError, match=message):
        getattr(telephone, mode)(_with_config("es", **config))


def test_bad_trunk_is_a_clear_error():
    module = telephone.tn(_with_config("hi", telephone_trunk="ten=0"))
    with pytest.raises(LexiconError, match="telephone_trunk is N=D"):
        module.TRANSDUCERS["TELEPHONE"](None)


def test_languages_without_the_keys_have_no_class():
    assert telephone.tn(Language("is")).RULES == []
    assert telephone.itn(Language("is")).RULES == []


# Numbers that are no telephone numbers, in every language with TELEPHONE in TN ({g}: the
# language's own group separator).
_NOT_TELEPHONES = ["1990", "1990-1995", "12-05-2020", "2020-05-12", "12.05.2020", "12/05/2020",
                   "14:30", "3,14", "3.14", "1{g}234{g}567", "1{g}000{g}000{g}000", "1 234 567",
                   "1/100{g}000", "-5", "+5", "10-20", "2 3 4"]


@pytest.mark.parametrize("lang", ["es", "pt", "de", "hu", "sv", "ru", "ko", "hi", "bn", "fa",
                                  "ur", "am", "it", "fr", "hy", "mr", "ar", "rw",
                                  # (shapes, or spaced groups after a prefix: session 41)
                                  "pl", "cs", "ca", "lv", "da", "nb", "el", "bs", "et", "th"])
def test_ordinary_numbers_are_no_telephone_numbers(normalizer, lang):
    tn = normalizer(lang, "tn")
    group = Language(lang).written.group_separators[0]
    for text in (t.replace("{g}", group) for t in _NOT_TELEPHONES):
        classes = {span.cls for span in tn.normalize_with_alignment(f"a {text} b").spans}
        assert "TELEPHONE" not in classes, (lang, text)


def _numbers(rng: random.Random) -> list[str]:
    """es telephone numbers in the shapes the ITN templates write."""
    out = []
    for _ in range(25):
        d = "".join(rng.choice("0123456789") for _ in range(10))
        out += [f"{d[:3]}-{d[3:6]}-{d[6:]}", f"{d[:3]}-{d[3:6]}-{d[6:9]}",
                f"{rng.choice('3456789')}{d[2:5]}-{d[5:9]}",  # (1756-1834: years)
                f"+{d[0].replace('0', '5')}{d[1]}-{d[:3]}-{d[3:6]}-{d[6:]}"]
    return out


def test_itn_writes_back_what_tn_reads(normalizer):
    """es: TN reads each number as a telephone number, ITN writes it back as it was."""
    tn, itn = normalizer("es", "tn"), normalizer("es", "itn")
    rng = random.Random(SEED)
    for number in _numbers(rng):
        result = tn.normalize_with_alignment(number)
        assert [span.cls for span in result.spans] == ["TELEPHONE"], number
        assert itn.normalize(result.text) == number, (number, result.text)


@pytest.mark.parametrize("lang, shapes", [
    ("it", ["3xx xxx xxxx", "06 xxxx xxxx", "+39 3xx xxx xxxx", "+39 02 xxxx xxxx"]),
    ("fr", ["0x xx xx xx xx", "+33 x xx xx xx xx"]),
    ("hy", ["0xx xx xx xx", "+374 xx xx xx xx"]),
    # (session 44: digits one by one, hu groups as numbers)
    ("bn", ["01xxx-xxxxxx", "+880 1xxx-xxxxxx"]),
    ("ur", ["03xx-xxxxxxx", "04x-xxxxxxxx", "+92 3xx-xxxxxxx"]),
    ("fa", ["09xxxxxxxxx", "021-xxxxxxxx", "+98 9xxxxxxxxx"]),
    ("am", ["09xx xxx xxx", "011 xxx xxxx", "+251 9xx xxx xxx"]),
    ("hu", ["06 30 xxx xxxx", "06 1 xxx xxxx", "+36 20 xxx xxxx"]),
])
def test_itn_writes_back_what_tn_reads_of_a_shape(normalizer, lang, shapes):
    """it, bn, ur, fa, am (digits one by one), fr and hy (pairs), hu (groups as numbers): ITN
    writes back the numbers of the shapes its templates write, as TN read them."""
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    rng = random.Random(SEED)
    for shape in shapes * 10:
        number = "".join(rng.choice("0123456789") if c == "x" else c for c in shape)
        result = tn.normalize_with_alignment(number)
        assert [span.cls for span in result.spans] == ["TELEPHONE"], number
        assert itn.normalize(result.text) == number, (number, result.text)


def test_digits_are_read_by_the_number_grammar(normalizer):
    """The words of a digit-by-digit reading are the language's own digit readings."""
    for lang in ("es", "pt", "hi"):
        words = {Language(lang).say(str(n)) for n in range(10)}
        spoken = normalizer(lang, "tn").normalize("+1 (234) 567-8901")
        assert set(spoken.split()[1:]) <= words, (lang, spoken)


_PIECES = ["+", "+1", "(", ")", "(0", "123", "4567", "0", "08", "-", ".", "/", " ", "ext.",
           "tel.", "tel.:", "tfn.", "ankn.", "a", "अंक", "x", "12", "2020", ":", ","]
_text = st.lists(st.tuples(st.sampled_from(_PIECES), st.sampled_from(["", " ", "-"])),
                 max_size=12).map(lambda pieces: "".join(p + s for p, s in pieces))


@pytest.mark.parametrize("lang", ["es", "sv", "hi"])
def test_text_outside_telephone_numbers_is_never_lost(normalizer, lang):
    exhaustive = Normalizer(lang=lang, mode="tn", exhaustive=True)
    check_text_outside_spans_kept(normalizer(lang, "tn"), _text, 60,
                                  same_as=exhaustive.normalize)


def test_a_phone_number_builds_its_transducer_alone(tmp_path, monkeypatch):
    """TN reads every class but TELEPHONE through a fast path: a phone number in a language
    whose grammar is not cached builds that transducer alone, caches it on its own (another
    instance or process loads it), and reads as the whole grammar reads it. (rw: its whole
    TN grammar builds in 10 CPU s, es's in 60.)"""
    from textnorm.grammars.numbers import NumbersTN

    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path))
    text = "Hamagara +250 788 123 456, 5 €"
    alone = NumbersTN("rw")
    said = alone.normalize_with_alignment(text).text
    assert [p.name.split("-")[:2] for p in tmp_path.glob("*.far")] == [["rw", "tn@TELEPHONE"]]
    loads = NumbersTN("rw")
    loads._builders = {}  # (building anything would fail)
    assert loads.normalize_with_alignment(text).text == said
    whole = NumbersTN("rw")
    whole.transducers()
    assert whole.normalize_with_alignment(text).text == said
    assert "kabiri gatanu zeru karindwi umunani" in said and "amayero atanu" in said


@pytest.mark.parametrize("lang", ["es", "zh", "hu"])
def test_itn_acceptor_reads_what_the_transducer_reads(lang):
    """ACCEPT:TELEPHONE is made from the class's parts, with its templates as the digits they
    read (telephone.itn's `accept`): it accepts what the transducer's input side does (es
    templates, country code, extension and repeats; zh code prefixes and plates; hu groups
    said one by one, itn_telephone_groups), as
    scan.acceptor made it of the whole transducer (checked for every language with the class
    when it was written: cs, pl too)."""
    import pynini

    from textnorm.grammars.base import GrammarSet
    from textnorm.grammars.scan import acceptor

    grammars = GrammarSet(Normalizer(lang=lang, mode="itn").processor._builders)
    assert pynini.equivalent(grammars.get("ACCEPT:TELEPHONE"),
                             acceptor(grammars.get("TELEPHONE")))
