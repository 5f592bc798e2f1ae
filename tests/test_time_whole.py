"""A spoken time is written whole or left as words, never half read (session 33).

ITN once wrote it "tre e sedici" as "tre e 16" and eu "ordubiak hogeita zazpi gutxi" as
"ordubiak 27 gutxi": the hour stayed a word while the minutes became digits. For ca es eu fr it
pt, over times said as our own TN says them (24-hour and, through the hours 1-12, as the clock
of speech says them) and over idiomatic phrases of each language, ITN's output either keeps
every word of the phrase or writes the time said, with no number word of the phrase left
beside digits.
"""

from __future__ import annotations

import random
import re

import pytest

LANGS = ("ca", "es", "eu", "fr", "it", "pt")
SEED = 20261205

# idiomatic ways of saying a time (written for this test), and the hours and minutes they say
# (the hour on a 12- or a 24-hour clock)
IDIOMS = {
    "ca": [("les tres i quart", 3, 15), ("dos quarts i cinc de quatre", 3, 35),
           ("tres quarts d'onze", 10, 45), ("un quart d'una", 12, 15),
           ("les dues i mitja", 2, 30), ("les onze menys quart", 10, 45),
           ("les set en punt", 7, 0)],
    "es": [("las tres y cuarto", 3, 15), ("las cuatro menos cuarto", 3, 45),
           ("la una menos veinte", 12, 40), ("las dieciséis cuarenta y seis", 16, 46),
           ("las dieciséis cero cero", 16, 0), ("la una cero uno", 1, 1),
           ("tres y media", 3, 30), ("diez para las doce", 11, 50)],
    "eu": [("ordubiak hogeita zazpi gutxi", 1, 33), ("zortzirak eta hogei", 8, 20),
           ("seirak hogeita bost gutxi", 5, 35), ("bostak eta laurden", 5, 15),
           ("hamarrak t'erdi", 10, 30), ("seiak laurden gutxi", 5, 45),
           ("hirurak berrogeita lau", 3, 44), ("zazpirak puntuan", 7, 0),
           ("ordubata eta hemeretzi", 1, 19)],
    "fr": [("trois heures et quart", 3, 15), ("quatre heures moins le quart", 3, 45),
           ("trois heures et demie", 3, 30), ("midi trente-deux", 12, 32),
           ("minuit cinquante-sept", 0, 57), ("dix heures moins dix", 9, 50)],
    "it": [("tre e sedici", 3, 16), ("sette e un quarto", 7, 15),
           ("le undici meno un quarto", 10, 45), ("undici e tre quarti", 11, 45),
           ("le dieci e mezza", 10, 30), ("una e zero sette", 1, 7),
           ("l'una e dieci", 1, 10), ("le undici meno cinque", 10, 55),
           ("mezzogiorno e un quarto", 12, 15), ("le otto in punto", 8, 0)],
    "pt": [("sete e um quarto", 7, 15), ("três menos um quarto", 2, 45),
           ("uma menos dez", 12, 50), ("quatro e meia", 4, 30),
           ("um quarto para as três", 2, 45), ("dezoito e quarenta e cinco", 18, 45),
           ("oito em ponto", 8, 0)],
}

def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


def _number_words(normalizer, lang: str) -> set[str]:
    """The words of the numbers 0-59 as our TN says them."""
    tn = normalizer(lang, "tn")
    return {w for n in range(60) for w in _words(tn.normalize(str(n)))}


def _check(itn, numbers: set[str], said: str, hour: int, minute: int) -> str | None:
    """None if ITN keeps `said` as it is or writes its time whole; else what went wrong."""
    got = itn.normalize(said)
    if got == said:
        return None
    said_words = set(_words(said))
    left = [w for w in _words(got) if w in numbers and w in said_words]
    if left:
        return f"{said!r} -> {got!r}: number words {left} left beside digits"
    hours = "|".join(str(h) for h in sorted({hour, hour % 12 or 12, hour % 12}))
    minutes = r"(?:[:.]|\s?h\s?)" + (f"{minute:02d}" if minute else "00")
    if minute == 0:
        minutes = rf"(?:{minutes}|\s?h)?"
    if not re.search(rf"(?<!\d)0?(?:{hours}){minutes}(?![\d:])", got):
        return f"{said!r} -> {got!r}: not {hour}:{minute:02d}"
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_idioms_are_read_whole(normalizer, lang):
    itn = normalizer(lang, "itn")
    numbers = _number_words(normalizer, lang)
    wrong = [e for said, h, m in IDIOMS[lang]
             if (e := _check(itn, numbers, said, h, m)) is not None]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_our_spoken_times_are_read_whole(normalizer, lang):
    """TN's readings of generated times, through ITN: whole or untouched."""
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    numbers = _number_words(normalizer, lang)
    rng = random.Random(f"{SEED}-{lang}")
    wrong = []
    for _ in range(40):
        h, m = rng.randrange(24), rng.choice([0, 15, 30, 45, rng.randrange(1, 60)])
        said = tn.normalize(f"{h}:{m:02d}")
        error = _check(itn, numbers, said, h, m)
        if error is not None:
            wrong.append(error)
    assert not wrong, "\n".join(wrong)
