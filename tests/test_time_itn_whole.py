"""TIME ITN converts a time said as a whole or not at all (da de nl sv hu).

A spoken time read by ITN must come back as one written time of the right value, or unchanged:
never a half ("fem over 03:30", "viertel 11", "5 min múlva három"). The phrases are our own TN of
times (every hour, minutes drawn from a fixed seed) and the idiomatic ways each language says a
time of day (quarters, halves, minutes reckoned from the half hour), listed here with the time
they mean. An idiom we read must be read right; one we do not read must stay words. Both are
said alone and inside a carrier sentence, whose words must come back unchanged.
"""

from __future__ import annotations

import random
import re

import pytest

SEED = 20261205
LANGS = ("da", "de", "nl", "sv", "hu")

# (said, hour, minute): the hour as said on a 12-hour clock (either clock is accepted)
_IDIOMS = {
    "da": [("kvart over tre", 3, 15), ("kvart i tre", 2, 45), ("halv tre", 2, 30),
           ("fem over tre", 3, 5), ("ti minutter over tre", 3, 10), ("fem i tre", 2, 55),
           ("tyve minutter i fire", 3, 40), ("fem i halv tre", 2, 25),
           ("fem over halv tre", 2, 35), ("fem minutter i halv tre", 2, 25),
           ("fem minutter over halv tre", 2, 35), ("halv et", 12, 30),
           ("klokken halv tre", 2, 30), ("klokken kvart over elleve", 11, 15),
           ("tretten toogtyve", 13, 22), ("elleve nul fem", 11, 5), ("ti over elleve", 11, 10),
           ("kvart over elleve", 11, 15), ("tyve over halv ni", 8, 50)],
    "de": [("viertel nach vier", 4, 15), ("viertel vor fünf", 4, 45), ("halb fünf", 4, 30),
           ("viertel fünf", 4, 15), ("dreiviertel fünf", 4, 45), ("drei viertel fünf", 4, 45),
           ("viertel elf", 10, 15), ("dreiviertel elf", 10, 45),
           ("fünf nach halb vier", 3, 35), ("zehn vor halb vier", 3, 20),
           ("fünf vor vier", 3, 55), ("zwanzig nach vier", 4, 20),
           ("zehn Minuten nach vier", 4, 10), ("fünf Minuten vor halb elf", 10, 25),
           ("um viertel fünf", 4, 15), ("um halb elf", 10, 30), ("elf Uhr fünf", 11, 5),
           ("dreizehn Uhr zweiundzwanzig", 13, 22), ("Viertel nach elf", 11, 15)],
    "nl": [("kwart over drie", 3, 15), ("kwart voor drie", 2, 45), ("half drie", 2, 30),
           ("tien over half drie", 2, 40), ("vijf voor half drie", 2, 25),
           ("tien voor drie", 2, 50), ("vijf over drie", 3, 5), ("twintig over drie", 3, 20),
           ("vijf minuten over drie", 3, 5), ("tien minuten voor elf", 10, 50),
           ("om half drie", 2, 30), ("om kwart over elf", 11, 15), ("twaalf uur vijf", 12, 5),
           ("dertien uur tweeëntwintig", 13, 22), ("tweeentwintig uur negenenvijftig", 22, 59),
           ("kwart over twaalf", 12, 15), ("vijf over half twaalf", 11, 35)],
    "sv": [("kvart över tre", 3, 15), ("kvart i tre", 2, 45), ("halv tre", 2, 30),
           ("fem över halv tre", 2, 35), ("fem i halv tre", 2, 25), ("tjugo över tre", 3, 20),
           ("tio i tre", 2, 50), ("fem minuter över tre", 3, 5), ("tio minuter i elva", 10, 50),
           ("klockan halv tre", 2, 30), ("tjugoen fyrtioåtta", 21, 48),
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
# a sentence around the time; its words must come back as they were
_CARRIER = {"da": "vi ses {} i morgen", "de": "wir sehen uns {} morgen",
            "nl": "we zien elkaar {} morgen", "sv": "vi ses {} i morgon",
            "hu": "holnap {} találkozunk"}
# what a language writes around a written time ("kl. 3.15", "04:15 Uhr", "om 3:15")
_AROUND = {"da": r"(?:kl\. )?", "de": r"(?:um )?", "nl": r"(?:om )?", "sv": r"(?:kl\. )?",
           "hu": ""}
_AFTER = {"da": "", "de": r"(?: Uhr)?", "nl": "", "sv": "", "hu": ""}


def _said_times(tn, lang: str) -> list[tuple[str, int, int]]:
    """Our own TN of times: every hour, three minutes each from a fixed seed, and the hour."""
    rng = random.Random(f"{SEED}-{lang}")
    out = []
    for h in range(24):
        for m in (0, *rng.sample(range(1, 60), 3)):
            out.append((tn.normalize(f"{h}:{m:02d}"), h, m))
    return out


def _whole_or_none(itn, lang: str, said: str, h: int, m: int, carrier: str) -> str | None:
    """None if ITN of `said` in `carrier` is the time h:m written whole, or the words unchanged;
    else what went wrong."""
    before, _, after = carrier.partition("{}")
    got = itn.normalize(carrier.format(said))
    if got == carrier.format(said):
        return None
    if not (got.startswith(before) and got.endswith(after)):
        return f"{said!r}: carrier changed: {got!r}"
    core = got[len(before):len(got) - len(after)]
    hours = "|".join(sorted({str(h), f"{h:02d}", str(h % 12 or 12), f"{h % 12 or 12:02d}",
                             str(h % 12 + 12), str((h + 12) % 24)}, key=len, reverse=True))
    minutes = rf"[:.]{m:02d}" if m else r"(?:[:.]00)?(?: uur| Uhr| h)?"
    pattern = rf"{_AROUND[lang]}(?:{hours}){minutes}{_AFTER[lang]}"
    if re.fullmatch(pattern, core):
        return None
    return f"{said!r} -> {core!r} (want {h}:{m:02d})"


@pytest.mark.parametrize("lang", LANGS)
def test_our_times_come_back_whole(normalizer, lang):
    tn, itn = normalizer(lang, "tn"), normalizer(lang, "itn")
    wrong = []
    for said, h, m in _said_times(tn, lang):
        for carrier in ("{}", _CARRIER[lang]):
            problem = _whole_or_none(itn, lang, said, h, m, carrier)
            if problem:
                wrong.append(problem)
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("lang", LANGS)
def test_idiomatic_times_whole_or_none(normalizer, lang):
    itn = normalizer(lang, "itn")
    wrong = []
    for said, h, m in _IDIOMS[lang]:
        for carrier in ("{}", _CARRIER[lang]):
            problem = _whole_or_none(itn, lang, said, h, m, carrier)
            if problem:
                wrong.append(problem)
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGS)
def test_idiomatic_times_are_read(normalizer, lang):
    """The idioms above are all read (not left as words) when said alone."""
    itn = normalizer(lang, "itn")
    kept = [said for said, _, _ in _IDIOMS[lang] if itn.normalize(said) == said]
    assert not kept
