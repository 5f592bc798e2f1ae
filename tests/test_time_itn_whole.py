"""TIME ITN: a spoken time is written whole or left as words, never half read.

ITN once wrote it "tre e sedici" as "tre e 16", ru "девять тридцать восемь" as "девять 38", da
"fem over halv tre" as "fem over 03:30": part of the time read, the rest left as words. Over
the idiomatic ways each language says a time (below, with the time they say) and our own TN of
times, ITN's output is either the words unchanged or exactly the time written as the language
writes it, with no word of the phrase left beside it and the time's digits there; an idiom
must be read (those of `_NOT_YET` are not yet, and a phrase listed with no time must stay
words). Each phrase is said alone and inside a carrier sentence, whose words must come back
unchanged. el reads no time in ITN (config itn_time_templates no): a time said there is not
written as one. (Sessions 33-34: one module for what were three tests with three checkers.)
"""

from __future__ import annotations

import random
import re

import pytest
from conftest import slow_itn

SEED = 20261205

# how a language writes a time with minutes, and an hour said alone (default "{h}:{m:02d}")
_WRITTEN = {"da": "{h}.{m:02d}", "de": "{h:02d}:{m:02d} Uhr", "fr": "{h} h {m:02d}",
            "ru": "{h:02d}:{m:02d}", "sv": "{h:02d}:{m:02d}", "uk": "{h:02d}:{m:02d}"}
# an hour said alone (TN's own times on the hour) may be written as a number of hours too
_HOUR_ALONE = ("{h}", "{h} h", "{h} Uhr", "{h} uur", "{h} год")
# the words a language keeps before a time it writes (config itn_time_kept, es the article of
# itn_time_article): for TN's own times, whose words before the time the tables do not mark
_KEPT = {"ca": ("les", "la"), "es": ("las", "la"), "it": ("le", "l'"), "ro": ("ora",),
         "tr": ("saat",)}

# Idioms (written for this test): (said, hour, minute[, written before the time]) or (said,
# None), the phrase left as words. "o|ósmej trzydzieści": the words before "|" are not the
# time's and are kept before it as said ("l'|una": glued), unless the fourth item says what
# is written there instead (es "la una menos veinte" las 12:40, the article agreeing with 12).
_IDIOMS = {
    "ca": [("les|tres i quart", 3, 15), ("dos quarts i cinc de quatre", 3, 35),
           ("tres quarts d'onze", 10, 45), ("un quart d'una", 12, 15),
           ("les|dues i mitja", 2, 30), ("les|onze menys quart", 10, 45),
           ("les|set en punt", 7, 0)],
    "es": [("las|tres y cuarto", 3, 15), ("las|cuatro menos cuarto", 3, 45),
           ("la|una menos veinte", 12, 40, "las"), ("las|dieciséis cuarenta y seis", 16, 46),
           ("las|dieciséis cero cero", 16, 0), ("la|una cero uno", 1, 1),
           ("tres y media", 3, 30), ("diez para las doce", 11, 50, "las")],
    "eu": [("ordubiak hogeita zazpi gutxi", 1, 33), ("zortzirak eta hogei", 8, 20),
           ("seirak hogeita bost gutxi", 5, 35), ("bostak eta laurden", 5, 15),
           ("hamarrak t'erdi", 10, 30), ("seiak laurden gutxi", 5, 45),
           ("hirurak berrogeita lau", 3, 44), ("zazpirak puntuan", 7, 0),
           ("ordubata eta hemeretzi", 1, 19)],
    "fr": [("trois heures et quart", 3, 15), ("quatre heures moins le quart", 3, 45),
           ("trois heures et demie", 3, 30), ("midi trente-deux", 12, 32),
           ("minuit cinquante-sept", 0, 57), ("dix heures moins dix", 9, 50)],
    "it": [("tre e sedici", 3, 16), ("sette e un quarto", 7, 15),
           ("le|undici meno un quarto", 10, 45), ("undici e tre quarti", 11, 45),
           ("le|dieci e mezza", 10, 30), ("una e zero sette", 1, 7),
           ("l'|una e dieci", 1, 10), ("le|undici meno cinque", 10, 55),
           ("mezzogiorno e un quarto", 12, 15), ("le|otto in punto", 8, 0)],
    "pt": [("sete e um quarto", 7, 15), ("três menos um quarto", 2, 45),
           ("uma menos dez", 12, 50), ("quatro e meia", 4, 30),
           ("um quarto para as três", 2, 45), ("dezoito e quarenta e cinco", 18, 45),
           ("oito em ponto", 8, 0)],
    "ro": [("ora|două și zece", 2, 10), ("la ora|unu și cinci", 1, 5),
           ("ora|douăsprezece și treizeci", 12, 30), ("ora|zero și cinci", 0, 5),
           ("ora|unsprezece și patruzeci și cinci", 11, 45),
           ("ora|paisprezece și treizeci", 14, 30), ("doi și trei", None),
           ("ora|trei și un sfert", 3, 15), ("ora|cinci fără zece", 4, 50),
           ("ora|opt și cinci minute", 8, 5), ("ora|trei și jumătate", 3, 30),
           ("ora|patru fără un sfert", 3, 45), ("ora|douăzeci și două", 22, 0),
           ("la ora|șapte", 7, 0)],
    "tr": [("saat|on dört otuz", 14, 30), ("saat|dokuz sıfır beş", 9, 5),
           ("saat|on iki kırk beş", 12, 45), ("saat|sekiz otuz beş", 8, 35),
           ("saat|beşi on geçe", 5, 10), ("saat|üç buçuk", 3, 30),
           ("saat|dörde çeyrek var", 3, 45), ("iki üç", None), ("saat yedi", None)],
    "uk": [("чотирнадцять годин тридцять хвилин", 14, 30),
           ("двадцять одна година одна хвилина", 21, 1), ("нуль годин пʼять хвилин", 0, 5),
           ("девʼята тридцять", 9, 30), ("о|девʼятій тридцять", 9, 30),
           ("десять хвилин на девʼяту", 8, 10), ("за чверть девʼята", 8, 45),
           ("пів на девʼяту", 8, 30), ("чверть на девʼяту", 8, 15),
           ("за десять хвилин девʼята", 8, 50)],
    "cs": [("čtvrt na tři", 2, 15), ("půl třetí", 2, 30), ("tři čtvrtě na tři", 2, 45),
           ("půl jedné", 12, 30), ("ve|čtvrt na osm", 7, 15), ("v|půl deváté", 8, 30),
           ("deset dvacet", 10, 20), ("deset nula pět", 10, 5), ("poledne", 12, 0),
           ("v|poledne", 12, 0), ("půlnoc", 0, 0), ("deset oh jedna", 10, 1),
           ("dvanáct oh sedm", 12, 7), ("čtvrt po šest", None), ("dvacet dvacet dva", 20, 22)],
    "pl": [("kwadrans po ósmej", 8, 15), ("wpół do ósmej", 7, 30),
           ("za kwadrans ósma", 7, 45), ("za pięć ósma", 7, 55),
           ("dziesięć po ósmej", 8, 10), ("dwadzieścia siedem po północy", 0, 27),
           ("ósma trzydzieści", 8, 30), ("o|ósmej trzydzieści", 8, 30),
           ("dwudziesta pierwsza zero pięć", 21, 5), ("ósma zero zero", 8, 0),
           ("przed|dziewiątą trzydzieści", 9, 30), ("dwa po trzy", None)],
    "ru": [("без четверти девять", 8, 45), ("половина девятого", 8, 30),
           ("полдевятого", 8, 30), ("четверть девятого", 8, 15),
           ("в|половине девятого", 8, 30), ("десять минут девятого", 8, 10),
           ("без пяти девять", 8, 55), ("девять тридцать восемь", 9, 38),
           ("двадцать три шестнадцать", 23, 16), ("восемь ровно", 8, 0),
           ("девять ноль два", 9, 2), ("ноль ноль тридцать семь", 0, 37),
           ("ноль семь ровно", 7, 0), ("час пятьдесят семь", 1, 57),
           ("двенадцать тридцать четыре", 12, 34), ("полночь", 0, 0),
           ("в|полдень", 12, 0), ("девять два", None), ("час", None)],
    "sl": [("pol osmih", 7, 30), ("četrt na osem", 7, 15), ("tri četrt na osem", 7, 45),
           ("deset čez osem", 8, 10), ("deset do osmih", 7, 50), ("osem petnajst", 8, 15),
           ("štiri nič dve", 4, 2), ("poldne", 12, 0), ("opolnoči", 0, 0),
           ("ob|osmih petnajst", 8, 15)],
    "da": [("kvart over tre", 3, 15), ("kvart i tre", 2, 45), ("halv tre", 2, 30),
           ("fem over tre", 3, 5), ("ti minutter over tre", 3, 10), ("fem i tre", 2, 55),
           ("tyve minutter i fire", 3, 40), ("fem i halv tre", 2, 25),
           ("fem over halv tre", 2, 35), ("fem minutter i halv tre", 2, 25),
           ("fem minutter over halv tre", 2, 35), ("halv et", 12, 30),
           ("klokken|halv tre", 2, 30, "kl."), ("klokken|kvart over elleve", 11, 15, "kl."),
           ("tretten toogtyve", 13, 22), ("elleve nul fem", 11, 5), ("ti over elleve", 11, 10),
           ("kvart over elleve", 11, 15), ("tyve over halv ni", 8, 50)],
    "de": [("viertel nach vier", 4, 15), ("viertel vor fünf", 4, 45), ("halb fünf", 4, 30),
           ("viertel fünf", 4, 15), ("dreiviertel fünf", 4, 45), ("drei viertel fünf", 4, 45),
           ("viertel elf", 10, 15), ("dreiviertel elf", 10, 45),
           ("fünf nach halb vier", 3, 35), ("zehn vor halb vier", 3, 20),
           ("fünf vor vier", 3, 55), ("zwanzig nach vier", 4, 20),
           ("zehn Minuten nach vier", 4, 10), ("fünf Minuten vor halb elf", 10, 25),
           ("um|viertel fünf", 4, 15), ("um|halb elf", 10, 30), ("elf Uhr fünf", 11, 5),
           ("dreizehn Uhr zweiundzwanzig", 13, 22), ("Viertel nach elf", 11, 15)],
    "nl": [("kwart over drie", 3, 15), ("kwart voor drie", 2, 45), ("half drie", 2, 30),
           ("tien over half drie", 2, 40), ("vijf voor half drie", 2, 25),
           ("tien voor drie", 2, 50), ("vijf over drie", 3, 5), ("twintig over drie", 3, 20),
           ("vijf minuten over drie", 3, 5), ("tien minuten voor elf", 10, 50),
           ("om|half drie", 2, 30), ("om|kwart over elf", 11, 15), ("twaalf uur vijf", 12, 5),
           ("dertien uur tweeëntwintig", 13, 22), ("tweeentwintig uur negenenvijftig", 22, 59),
           ("kwart over twaalf", 12, 15), ("vijf over half twaalf", 11, 35)],
    "sv": [("kvart över tre", 3, 15), ("kvart i tre", 2, 45), ("halv tre", 2, 30),
           ("fem över halv tre", 2, 35), ("fem i halv tre", 2, 25), ("tjugo över tre", 3, 20),
           ("tio i tre", 2, 50), ("fem minuter över tre", 3, 5), ("tio minuter i elva", 10, 50),
           ("klockan|halv tre", 2, 30, "kl."), ("tjugoen fyrtioåtta", 21, 48),
           ("tjugoett fyrtioåtta", 21, 48), ("kvart över elva", 11, 15),
           ("tretton tjugotvå", 13, 22)],
    "hu": [("negyed három", 2, 15), ("fél három", 2, 30), ("háromnegyed három", 2, 45),
           ("negyed tizenkettő", 11, 15), ("fél tizenegy", 10, 30),
           ("huszonegy óra tizennégy perc", 21, 14), ("huszonegy óra tizennégy", 21, 14),
           ("huszonkét óra harminckettő", 22, 32), ("tizenkét óra harminckét perc", 12, 32),
           ("öt perccel múlt három", 3, 5), ("tíz perccel múlt tizenegy", 11, 10),
           ("öt perc múlva három", 2, 55), ("tíz perc múlva tizenegy", 10, 50),
           ("öt perccel fél három előtt", 2, 25), ("öt perccel fél három után", 2, 35)],
}
# idioms ITN does not read whole yet (found by this test, session 34): each fails the check
# today (strict xfail: when it passes, move the row to _IDIOMS); session 34's ro tr uk rows read
_NOT_YET: dict[str, list[tuple]] = {}
# idioms read only where the time stands apart (time_phrases.tsv `@loose`; it/pt itn_prefer
# TIME>FRACTION alone): inside a sentence, with no time word before them, they are left as words
# whole (session 34: not "ci vediamo tre e 16 domani", "7 1/4"), but numbers before a unit
_APART = {"eu": {"hirurak berrogeita lau"},
          "it": {"tre e sedici", "sette e un quarto", "undici e tre quarti"},
          "pt": {"sete e um quarto"}}
# ... not yet: eu's hour forms are no numbers ("biak hamabost urte dituzte" biak 15: both are
# fifteen), the sentence's noun would have to tell ("bihar hirurak 44 ikusiko gara")
_APART_NOT_YET = {("eu", "hirurak berrogeita lau")}
# a sentence around the time; its words must come back as they were
_CARRIER = {"ca": "ens veiem {} demà", "es": "nos vemos {} mañana", "eu": "bihar {} ikusiko gara",
            "fr": "on se voit {} demain", "it": "ci vediamo {} domani",
            "pt": "vemo-nos {} amanhã", "ro": "ne vedem {} mâine", "tr": "yarın {} görüşürüz",
            "uk": "побачимося {} завтра", "cs": "uvidíme se {} zítra",
            "pl": "widzimy się {} jutro", "ru": "увидимся {} завтра", "sl": "se vidimo {} jutri",
            "da": "vi ses {} i morgen", "de": "wir sehen uns {} morgen",
            "nl": "we zien elkaar {} morgen", "sv": "vi ses {} i morgon",
            "hu": "holnap {} találkozunk", "el": "θα τα πούμε {} αύριο"}
LANGS = tuple(_IDIOMS)


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


def _join(before: str, text: str) -> str:
    """`text` after the words `before`, glued to an elided one (it "l'1:10")."""
    return f"{before}{'' if before.endswith(chr(39)) else ' '}{text}" if before else text


def _written(lang: str, h: int, m: int, before: str = "") -> str:
    return _join(before, _WRITTEN.get(lang, "{h}:{m:02d}").format(h=h, m=m))


def _text(said: str) -> tuple[str, str, str]:
    """`said` as spoken, the words kept before its time ("" if none), and the time's phrase."""
    kept, _, phrase = said.rpartition("|")
    return _join(kept, phrase), kept, phrase


def _problem(phrase: str, got: str, h: int, m: int, wants: set[str]) -> str | None:
    """None if `got`, ITN's output for a time h:m said as `phrase` (and maybe words kept before
    it), is one of the written forms `wants`; else what is wrong: a word of the phrase left
    beside digits (other than the written form's own words), the time's digits missing, or not
    the time written as the language writes it."""
    own = {w for want in wants for w in _words(want)}
    left = [w for w in _words(got) if w in set(_words(phrase)) - own]
    if left:
        return f"{phrase!r} -> {got!r}: words {left} of the phrase left beside digits"
    if not (m and re.search(rf"(?<!\d)0?{h}\D+{m:02d}(?!\d)", got)
            or not m and re.search(rf"(?<!\d)0?{h}(?!\d)", got)):
        return f"{phrase!r} -> {got!r}: not {h}:{m:02d}"
    if got not in wants:
        return f"{phrase!r} -> {got!r}: want {' or '.join(sorted(wants))}"
    return None


def _in_carrier(itn, lang: str, text: str) -> tuple[str, str | None]:
    """ITN of `text` in the carrier sentence: the core read there, or a problem."""
    carrier = _CARRIER[lang]
    before, _, after = carrier.partition("{}")
    got = itn.normalize(carrier.format(text))
    if not (got.startswith(before) and got.endswith(after)):
        return got, f"{text!r}: carrier changed: {got!r}"
    return got[len(before):len(got) - len(after)], None


def _readings(itn, lang: str, text: str, alone: bool = True, in_carrier: bool = True
              ) -> list[tuple[str, str | None]]:
    """ITN of `text` said alone and in the carrier sentence: (what is read, problem) each."""
    return ([(itn.normalize(text), None)] if alone else []) + (
        [_in_carrier(itn, lang, text)] if in_carrier else [])


def _check_idiom(itn, lang: str, row: tuple, alone: bool = True, in_carrier: bool = True
                 ) -> list[str]:
    said, h, m, *rest = (*row, None) if len(row) == 2 else row
    text, kept, phrase = _text(said)
    wrong = []
    for got, problem in _readings(itn, lang, text, alone, in_carrier):
        if problem:
            wrong.append(problem)
        elif h is None:
            if got != text:
                wrong.append(f"{text!r} -> {got!r}: want it left as words")
        elif got == text:
            wrong.append(f"{text!r} not read (want {_written(lang, h, m)})")
        else:
            want = _written(lang, h, m, rest[0] if rest else kept)
            wrong.append(_problem(phrase, got, h, m, {want}))
    return [w for w in wrong if w]


def _check_said(tn, itn, lang: str, said: str, h: int, m: int, in_carrier: bool = True
                ) -> list[str]:
    """TN's own reading of h:m: left as words, read whole as one number (es "diez y seis" 10:06
    16, sv "fem tio" 5:10 50), or written whole (after a word of `_KEPT`, an hour alone as a
    number of hours; a phrase TN says for two times, ro "ora douăzeci și unu" 21:00 and 20:01,
    as either)."""
    wrong = []
    for got, problem in _readings(itn, lang, said, in_carrier=in_carrier):
        if problem or got == said or got.isdigit():  # one number, whole: es "diez y seis" 16
            wrong.append(problem)
            continue
        digits = [int(d) for d in re.findall(r"\d+", got)][:2]
        hh, mm = (digits + [0])[:2] if digits else (h, m)
        if (hh, mm) == (h, m) or tn.normalize(f"{hh}:{mm:02d}") != said:
            hh, mm = h, m
        times = {_written(lang, hh, mm)}
        if mm == 0:
            times |= {f.format(h=hh) for f in _HOUR_ALONE}
        wants = times | {_join(k, t) for k in _KEPT.get(lang, ()) for t in times}
        wrong.append(_problem(said, got, hh, mm, wants))
    return [w for w in wrong if w]


def _said_times(tn, lang: str, every: bool = False) -> list[tuple[str, int, int]]:
    """Our own TN of times: every hour, on it, at a quarter, a half or three quarters past
    and at a minute drawn from a fixed seed (`every`: every minute)."""
    rng = random.Random(f"{SEED}-{lang}")
    return [(tn.normalize(f"{h}:{m:02d}"), h, m) for h in range(24)
            for m in (range(60) if every
                      else sorted({0, (15, 30, 45)[h % 3], rng.randrange(1, 60)}))]


@pytest.mark.parametrize("lang", [pytest.param(lang, marks=slow_itn(lang)) for lang in LANGS])
def test_idioms_are_read_whole(normalizer, lang):
    itn = normalizer(lang, "itn")
    wrong = [w for row in _IDIOMS[lang]
             for w in _check_idiom(itn, lang, row, in_carrier=row[0] not in _APART.get(lang, ()))]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("lang", "said"), [
    pytest.param(lang, said, marks=pytest.mark.xfail(strict=True, reason="half read")
                 if (lang, said) in _APART_NOT_YET else ())
    for lang, rows in _APART.items() for said in sorted(rows)])
def test_idioms_read_apart_stay_words_in_a_sentence(normalizer, lang, said):
    """Read alone (test_idioms_are_read_whole), left whole as words in a sentence, none of
    their numbers written; before a unit's word they are a quantity, written as numbers."""
    itn = normalizer(lang, "itn")
    assert _in_carrier(itn, lang, said) == (said, None)
    if said.endswith(("quarto", "quarti")):  # (a fraction: a quantity before its unit)
        unit = {"it": "litri", "pt": "litros"}[lang]
        assert itn.normalize(f"{said} {unit}") == {
            "sette e un quarto": "7 1/4 litri", "undici e tre quarti": "11 3/4 litri",
            "sete e um quarto": "7 1/4 litros"}[said]


@pytest.mark.parametrize(("lang", "row"), [
    pytest.param(lang, row, id=f"{lang}-{row[0]}",
                 marks=pytest.mark.xfail(strict=True, reason="not read whole yet"))
    for lang, rows in _NOT_YET.items() for row in rows])
def test_idioms_not_yet_read_whole(normalizer, lang, row):
    assert not _check_idiom(normalizer(lang, "itn"), lang, row, in_carrier=False)


def _check_our_times(normalizer, lang: str, every: bool) -> None:
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    not_yet = {_text(row[0])[0] for row in _NOT_YET.get(lang, ())}
    # each alone, and in the carrier sentence at hours 1, 5, 9, ...
    wrong = [w for said, h, m in _said_times(tn, lang, every) if said not in not_yet
             for w in _check_said(tn, itn, lang, said, h, m, h % 4 == 1)]
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("lang", [pytest.param(lang, marks=slow_itn(lang)) for lang in LANGS])
def test_our_times_are_read_whole(normalizer, lang):
    _check_our_times(normalizer, lang, every=False)


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_minute_is_read_whole(normalizer, lang):
    _check_our_times(normalizer, lang, every=True)


def test_el_writes_no_time(normalizer):
    """el reads no time (its numbers of ten and more are read as numbers: "δεκαεφτά και
    δεκαοχτώ" 17 και 18): a time said is never written as one, alone or in a sentence."""
    tn, itn = normalizer("el", "tn"), normalizer("el", "itn")
    said = [s for s, _, _ in _said_times(tn, "el")]
    said += ["τρεις και τέταρτο", "τέσσερις παρά τέταρτο", "στις τρεις και δέκα",
             "οχτώ και μισή", "δώδεκα παρά πέντε", "στις επτά και οκτώ"]
    wrong = [(s, got, problem) for s in said
             for got, problem in _readings(itn, "el", s)
             if problem or re.search(r"\d\s*[:.]\s*\d", got)]
    assert not wrong, wrong[:10]


def test_the_check_catches_a_half_read_time():
    ru = {_written("ru", 9, 38)}
    assert _problem("девять тридцать восемь", "девять 38", 9, 38, ru)
    assert _problem("девять тридцать восемь", "09:38 восемь", 9, 38, ru)
    assert _problem("deset oh jedna", "10 oh jedna", 10, 1, {"10:01"})
    assert _problem("ósmej pięć", "o ósmej 5", 8, 5, {"o 8:05"})
    assert _problem("tre e sedici", "tre e 16", 3, 16, {"3:16"})
    assert _problem("fem over halv tre", "fem over 2.30", 2, 35, {"2.35"})
    assert _problem("kvart over tre", "3.14", 3, 15, {"3.15"})
    assert _problem("halb fünf", "4:30 Uhr", 4, 30, {_written("de", 4, 30)})
    assert not _problem("девять тридцать восемь", "09:38", 9, 38, ru)
    assert not _problem("ósmej pięć", "o 8:05", 8, 5, {_written("pl", 8, 5, "o")})
    assert not _problem("una e dieci", "l'1:10", 1, 10, {_written("it", 1, 10, "l'")})
    assert not _problem("elf Uhr fünf", "11:05 Uhr", 11, 5, {_written("de", 11, 5)})
