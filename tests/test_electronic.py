"""ELECTRONIC (textnorm/grammars/numbers/electronic.py): the fast path equals the transducer
on generated addresses, the TN regex leaves ordinary text with dots alone, ITN reads TN's
output back, and bad data is a clear error."""

from __future__ import annotations

import random

import pytest

from textnorm.errors import LexiconError
from textnorm.fst import apply
from textnorm.grammars.numbers import electronic
from textnorm.grammars.numbers.language import Language

SEED = 20261202
# spelled letters (es), names (ru, hi), unlisted words kept (ko), digit words of their own (zh, ja)
_LANGS = ("es", "ru", "hi", "ko", "zh", "ja")


def _addresses(rng: random.Random, table) -> list[str]:
    words = sorted(table.words) or ["com"]
    names = ["juan", "a1b2", "x_y", "ana-maria", "Info", "b3", words[0], words[-1]]
    out = []
    for _ in range(40):
        local = rng.choice(names) + rng.choice(["", ".", "_", "-"]) + rng.choice(names)
        host = rng.choice(names + words).lower().replace("_", "")
        tld = rng.choice(["com", "es", "org", "io", words[0]])
        out += [f"{local}@{host}.{tld}".replace("-@", "@").replace(".@", "@"),
                f"https://www.{host}.{tld}/{rng.choice(names)}?id={rng.randrange(99)}",
                f"www.{host}.{tld}.", f"@{rng.choice(names)}",
                f"{rng.randrange(256)}.{rng.randrange(256)}.0.{rng.randrange(256)}"]
        if table.native_chars:  # a file name in the language's letters (ko 사진.jpg)
            name = "".join(rng.choices(table.native_chars, k=rng.randint(1, 4)))
            out.append(f"{name}.{rng.choice(words)}")
    return out


@pytest.mark.parametrize("lang", _LANGS)
def test_fast_path_equals_transducer(lang):
    language = Language(lang)
    module = electronic.tn(language)
    fast = module.FAST_PATHS["ELECTRONIC"]
    fst = module.TRANSDUCERS["ELECTRONIC"](None).optimize()
    checked = 0
    for span in _addresses(random.Random(SEED), electronic._Table(language)):
        assert fast(span) == apply(fst, span), (lang, span)
        checked += fast(span) is not None
    assert checked >= 100


@pytest.mark.parametrize("text", [
    "Fin. Luego", "z.B. heute", "p.ej. así", "3.14", "12.05.2020", "1.er", "14:30", "3.5km",
    "a.m.", "U.S.A.", "Sr.García", "1.000.000", "10.0.0.256", "km/h", "1/2", "e-mail",
])
def test_ordinary_text_with_dots_is_no_address(normalizer, text):
    processor = normalizer("es", "tn").processor
    index = next(i for i, r in enumerate(processor.rules) if r.cls == "ELECTRONIC")
    pattern = processor.single(index)
    assert not [m.group() for m in pattern.finditer(text)], text


@pytest.mark.parametrize(("lang", "written"), [
    ("es", "juan.lopez@gmail.com"), ("es", "https://www.ejemplo.com/ruta"),
    ("ru", "a-1.b3@gmail.com"), ("vi", "ab3-sdd-3@gmail.com"), ("de", "www.abc.de/x?id=3"),
    ("zh", "zhang_san-01@qq.com"), ("zh", "https://www.163.com/news"),
    ("ja", "taro_yamada-01@docomo.ne.jp"), ("ja", "www.google.com/maps?q=5"),
])
def test_itn_reads_tn_back(lang, written):
    """(The class's own transducers: the whole normalizers are the case files' business.)"""
    language = Language(lang)
    spoken = electronic.tn(language).FAST_PATHS["ELECTRONIC"](written)
    assert spoken is not None and spoken != written
    itn = electronic.itn(language).TRANSDUCERS["ELECTRONIC"](None).optimize()
    assert apply(itn, spoken.lower()) == written


def test_bad_data_is_a_clear_error():
    es = Language("es")
    with pytest.raises(LexiconError, match="'@' and '.'"):
        electronic._Table(es, [("@", "arroba")])
    with pytest.raises(LexiconError, match="mixes letters and symbols"):
        electronic._Table(es, [("@", "arroba"), (".", "punto"), ("a.b", "x")])
    with pytest.raises(LexiconError, match="bad key"):
        electronic._Table(es, [("@", "arroba"), (".", "punto"), ("ñu", "x")])


def test_without_a_table_no_class():
    module = electronic.tn(Language("th"))
    assert module.RULES == []
    assert electronic.itn(Language("th")).RULES == []
