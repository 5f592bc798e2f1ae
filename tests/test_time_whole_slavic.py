"""ITN of a time said in cs, pl, ru, sl converts the whole phrase or none of it: never a
number written inside words left as said ("девять 38" for "девять тридцать восемь", "10 oh
jedna" for "deset oh jedna").

The phrases: our own TN of times (every hour, minutes drawn from a fixed seed; every minute in
the slow run) and the idiomatic ways each language says a time (below, with the time written
where ITN reads it). A phrase with words said before the time (`prefix|phrase`) keeps them.
"""

from __future__ import annotations

import random

import pytest

SEED = 20261205
_LANGS = ("cs", "pl", "ru", "sl")

# (said, written or None: left as said); "o|ósmej" keeps "o" before the time
_IDIOMS = {
    "cs": [("čtvrt na tři", "2:15"), ("půl třetí", "2:30"), ("tři čtvrtě na tři", "2:45"),
           ("půl jedné", "12:30"), ("ve|čtvrt na osm", "7:15"), ("v|půl deváté", "8:30"),
           ("deset dvacet", "10:20"), ("deset nula pět", "10:05"), ("poledne", "12:00"),
           ("v|poledne", "12:00"), ("půlnoc", "0:00"), ("deset oh jedna", "10:01"),
           ("dvanáct oh sedm", "12:07"), ("čtvrt po šest", None), ("dvacet dvacet dva", "20:22")],
    "pl": [("kwadrans po ósmej", "8:15"), ("wpół do ósmej", "7:30"),
           ("za kwadrans ósma", "7:45"), ("za pięć ósma", "7:55"),
           ("dziesięć po ósmej", "8:10"), ("dwadzieścia siedem po północy", "0:27"),
           ("ósma trzydzieści", "8:30"), ("o|ósmej trzydzieści", "8:30"),
           ("dwudziesta pierwsza zero pięć", "21:05"), ("ósma zero zero", "8:00"),
           ("przed|dziewiątą trzydzieści", "9:30"), ("dwa po trzy", None)],
    "ru": [("без четверти девять", "08:45"), ("половина девятого", "08:30"),
           ("полдевятого", "08:30"), ("четверть девятого", "08:15"),
           ("в|половине девятого", "08:30"), ("десять минут девятого", "08:10"),
           ("без пяти девять", "08:55"), ("девять тридцать восемь", "09:38"),
           ("двадцать три шестнадцать", "23:16"), ("восемь ровно", "08:00"),
           ("девять ноль два", "09:02"), ("ноль ноль тридцать семь", "00:37"),
           ("ноль семь ровно", "07:00"), ("час пятьдесят семь", "01:57"),
           ("двенадцать тридцать четыре", "12:34"), ("полночь", "00:00"),
           ("в|полдень", "12:00"), ("девять два", None), ("час", None)],
    "sl": [("pol osmih", "7:30"), ("četrt na osem", "7:15"), ("tri četrt na osem", "7:45"),
           ("deset čez osem", "8:10"), ("deset do osmih", "7:50"), ("osem petnajst", "8:15"),
           ("štiri nič dve", "4:02"), ("poldne", "12:00"), ("opolnoči", "0:00"),
           ("ob|osmih petnajst", "8:15")],
}


def _whole_or_none(said: str, out: str, prefix: str = "") -> bool:
    """`out` is `said` unchanged, or `prefix` and then no word of the phrase after it."""
    if out == (f"{prefix} {said}" if prefix else said):
        return True
    if prefix:
        if not out.startswith(prefix + " "):
            return False
        out = out[len(prefix) + 1:]
    words = {w.lower() for w in said.split()}
    return not any(w.lower() in words for w in out.split())


def _tn_times(lang: str, normalizer, every: bool) -> list[str]:
    rng = random.Random(SEED)
    tn = normalizer(lang, "tn")
    times = [f"{h}:{m:02d}" for h in range(24)
             for m in (range(60) if every else sorted({0, *rng.sample(range(1, 60), 3)}))]
    return [tn.normalize(t) for t in times]


def _check(lang: str, normalizer, every: bool) -> None:
    itn = normalizer(lang, "itn")
    wrong = []
    for said in _tn_times(lang, normalizer, every):
        out = itn.normalize(said)
        if not _whole_or_none(said, out):
            wrong.append((said, out))
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("lang", _LANGS)
def test_our_times_come_back_whole_or_not_at_all(normalizer, lang):
    _check(lang, normalizer, every=False)


@pytest.mark.slow
@pytest.mark.parametrize("lang", _LANGS)
def test_every_minute_comes_back_whole_or_not_at_all(normalizer, lang):
    _check(lang, normalizer, every=True)


@pytest.mark.parametrize(("lang", "said", "written"), [
    (lang, said, written) for lang, rows in _IDIOMS.items() for said, written in rows])
def test_idioms_whole_or_not_at_all(normalizer, lang, said, written):
    prefix, _, phrase = said.rpartition("|")
    text = f"{prefix} {phrase}" if prefix else phrase
    out = normalizer(lang, "itn").normalize(text)
    assert _whole_or_none(phrase, out, prefix), out
    if written is None:
        assert out == text
    else:
        assert out == (f"{prefix} {written}" if prefix else written)


def test_the_check_catches_a_half_converted_time():
    assert not _whole_or_none("девять тридцать восемь", "девять 38")
    assert not _whole_or_none("deset oh jedna", "10 oh jedna")
    assert not _whole_or_none("ósmej pięć", "o ósmej 5", "o")
    assert _whole_or_none("девять тридцать восемь", "09:38")
    assert _whole_or_none("čtvrt po šest", "čtvrt po šest")
    assert _whole_or_none("ósmej pięć", "o 8:05", "o")
