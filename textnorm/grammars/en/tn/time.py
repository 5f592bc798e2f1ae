"""TIME: clock times read the Kestrel way ("3:30 p.m." -> "three thirty p m", "3:00 pm" ->
"three p m", "2:05" -> "two o five", "12:00" -> "twelve o'clock", "15:00" -> "fifteen hundred",
"10 a.m." -> "ten a m", "5:00 UTC" -> "five o'clock u t c", "1200 UTC" -> "twelve hundred u t c",
"2pm-5pm" -> "two p m to five p m"); with seconds, a duration ("1:02:03" -> "one hour two minutes
three seconds").

A four-digit time needs a time zone ("1200 UTC"): alone it is a year or a number. Dotted times
("1.59 p.m.") need am/pm, or a preposition of time before them, as British books write the
clock ("at 4.30" -> "at four thirty", "till 10.15", "about 7.05" -> "about seven o five",
"the 4.15 train"; TIME.dotted; "6.5 p.m." -> "six o five p m"): alone they are decimals, and
so they are before a unit or "per cent" ("at 4.50 per cent").
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import DIGIT, delete, insert, tsv_map
from ....lexicon import load
from ...base import GrammarSet, Rule, alternation
from . import measure
from .letters import word_start

_LEX = "en/"
_AM_PM = _LEX + "am_pm.tsv"
_ZONES = _LEX + "time_zones.tsv"
_NONZERO = pynini.difference(DIGIT, "0").optimize()


def _numbers(g: GrammarSet) -> tuple[pynini.Fst, pynini.Fst, pynini.Fst]:
    """(hours 0-24 with optional leading zero, hours 1-12, minutes 01-59 as a clock reads them:
    "05" -> "o five", "30" -> "thirty")."""
    names = g.get("number_names")
    one_digit = pynini.closure(delete("0"), 0, 1) + pynini.compose(DIGIT, names)
    two_digit = pynini.compose("1" + DIGIT | "2" + pynini.union(*"01234"), names)
    hour24 = one_digit | two_digit
    hour12 = pynini.compose(_NONZERO | "0" + _NONZERO | "1" + pynini.union(*"012"), hour24)
    minute = pynini.cross("0", "o ") + pynini.compose(_NONZERO, names) | pynini.compose(
        pynini.union(*"12345") + DIGIT, names
    )
    return hour24.optimize(), hour12.optimize(), minute.optimize()


def _space() -> pynini.Fst:
    return pynini.closure(delete(" "), 0, 1) + insert(" ")


def _count(g: GrammarSet, single: str) -> pynini.Fst:
    """A two-digit field of a duration, not zero -> "one minute", "thirty minutes"."""
    names = g.get("number_names")
    field = pynini.closure(delete("0"), 0, 1) + pynini.compose(_NONZERO, names) | pynini.compose(
        _NONZERO + DIGIT, names
    )
    one = pynini.compose(pynini.union("1", "01"), field) + insert(" " + single)
    other = pynini.difference(pynini.closure(DIGIT, 1, 2), pynini.union("1", "01", "0", "00"))
    many = pynini.compose(other.optimize(), field) + insert(f" {single}s")
    return one | many


def _duration(g: GrammarSet) -> pynini.Fst:
    """h:mm:ss -> "H hours M minutes and S seconds", zero fields left out."""
    parts = [_count(g, "hour"), _count(g, "minute"), _count(g, "second")]
    zeros = [pynini.union("0", "00"), pynini.accep("00"), pynini.accep("00")]
    readings = []
    for mask in range(1, 8):
        present = [i for i in range(3) if mask >> i & 1]
        graph = pynini.accep("")
        for i in range(3):
            if i:
                graph += delete(":")
            if i not in present:
                graph += delete(zeros[i])
            elif i == present[0]:
                graph += parts[i]
            else:
                graph += insert(" and " if i == present[-1] else " ") + parts[i]
        readings.append(graph)
    return pynini.union(*readings).optimize()


def time(g: GrammarSet, am_pm: str = _AM_PM, zones: str = _ZONES,
         late_word: str = " hundred") -> pynini.Fst:
    """`am_pm`, `zones`: the lexicons of markers and zones; `late_word`: the word after an hour
    13-24 or 0 on the hour (schemes pass their own)."""
    hour24, hour12, minute = _numbers(g)
    ampm = _space() + tsv_map(am_pm)
    zone = pynini.closure(_space() + tsv_map(zones), 0, 1)
    sep = delete(":")
    # 1-12 o'clock; 13-24 and 0 "hundred" ("fifteen hundred", "zero hundred").
    late = "1" + pynini.union(*"3456789") | "2" + pynini.union(*"01234") | "0" | "00"
    hundred = pynini.compose(late, hour24)
    on_the_hour = hour12 + delete(":00") + insert(" o'clock") | hundred + delete(":00") + insert(
        late_word)
    clock = on_the_hour | hour24 + sep + insert(" ") + minute
    seconds = delete(":") + (delete("00") | insert(" and ") + _count(g, "second"))
    with_ampm = (
        hour24 + (delete(":00") | delete(pynini.union(":", ".")) + insert(" ") + minute)
        + pynini.closure(seconds, 0, 1) + ampm
    )
    # "6.5 p.m." -> "six o five p m": British books give the minutes of a dotted time below ten
    # one digit.
    short_minute = delete(".") + insert(" o ") + pynini.compose(_NONZERO, g.get("number_names"))
    single = clock | with_ampm | hour12 + ampm | hour12 + short_minute + ampm
    hhmm_hour = pynini.union("0", "1") + DIGIT | "2" + pynini.union(*"0123")
    military = pynini.compose(hhmm_hour, hour24) + (
        delete("00") + insert(" hundred") | insert(" ") + minute
    )
    dash = delete(pynini.closure(" ", 0, 1) + pynini.union("-", "–") + pynini.closure(" ", 0, 1))
    first = single | hour12 | hour12 + delete(".") + insert(" ") + minute
    ranged = first + dash + insert(" to ") + single
    return pynini.union(
        single + zone, ranged + zone, military + _space() + tsv_map(zones), _duration(g)
    ).optimize()


def dotted(g: GrammarSet) -> pynini.Fst:
    """"4.30" -> "four thirty", "4.00" -> "four o'clock" (hours to 23, as British books write)."""
    hour24, _, minute = _numbers(g)
    hour = pynini.compose(_NONZERO | "1" + DIGIT | "2" + pynini.union(*"0123"), hour24)
    return (hour + (delete(".00") + insert(" o'clock") | delete(".") + insert(" ") + minute)
            ).optimize()


TRANSDUCERS = {"TIME": time, "TIME.dotted": dotted}



@cache
def rules(am_pm: str = _AM_PM, zones: str = _ZONES) -> list[Rule]:
    """TIME's rules for these lexicons of markers and zones (schemes pass their own)."""
    # A period that ends the text is the sentence's ("to bed at 11 p.m." keeps it): where the
    # lexicon has the marker without it ("p.m"), the rule leaves that period out. A time alone
    # ("3:30 p.m.", no word before its number) has no sentence: there the period is the marker's.
    markers = [e.written for e in load(am_pm)]
    ampm = rf"\s?(?:{alternation(markers)})(?![\w])"
    if any(m.endswith(".") and m[:-1] in markers for m in markers):
        # (The text before the marker is looked at only up to the first character that is not
        # a digit or a separator: linear in the length of the text.)
        ampm += r"(?<!(?<!^[\d\s:.,–\-]*[aApP]\.\s?[mM])\.(?=[\"'”’)\]]*\s*$))"
    zone = rf"\s?(?:{alternation(e.written for e in load(zones))})(?!\w)"
    h24, h12, mm = r"(?:[01]?\d|2[0-4])", r"(?:1[0-2]|0?[1-9])", r"[0-5]\d"
    clock = rf"{h24}:{mm}(?::{mm})?"
    single = rf"(?:{clock}(?:{ampm})?|{h12}(?:\.{mm}|\.[1-9])?{ampm})"
    start, stop = r"(?<![\w:/]|\d[.,])", r"(?![\w:]|\.\d)"
    return [
        Rule("TIME", rf"{start}(?:{clock}|{h12}(?:\.{mm})?)(?:{ampm})?\s?[-–]\s?{single}"
                     rf"(?:{zone})?{stop}", "TIME"),
        Rule("TIME", rf"{start}{single}(?:{zone})?{stop}", "TIME"),
        Rule("TIME", rf"{start}(?:[01]\d|2[0-3]){mm}{zone}", "TIME"),
    ]


_TIME_WORD = r"(?:[Aa]t|[Bb]y|[Tt]ill|[Uu]ntil|[Aa]bout|[Bb]efore|[Aa]fter|[Ff]rom)"
# What makes a dotted number a quantity: a unit or a rate after it ("at 4.50 per cent").
_QUANTITY_NEXT = (rf"\s?(?:%|per\b|percent|p\.\s?c\.|(?:{measure.unit_patterns()[0]})"
                  r"(?![\w]))")
_HOUR_START = word_start("[1-9]", r"[\w.,]")
RULES = [
    *rules(),
    # "at 4.30", and the end of "from 4.30 to 5.15"; "the 7.30 train".
    Rule("TIME", rf"{_HOUR_START}\d?(?<=\b[Tt]he\s(?:1\d|2[0-3]|[1-9]))\.[0-5]\d"
                 r"(?=\s(?:train|express|mail|coach|boat|steamer|from)\b)", "TIME.dotted"),
    Rule("TIME", rf"{_HOUR_START}\d?(?<=\b{_TIME_WORD}\s"
                 rf"(?:\d{{1,2}}\.[0-5]\d\s(?:to|and|till)\s)?(?:1\d|2[0-3]|[1-9]))"
                 rf"\.[0-5]\d(?![\w]|[.,]\d|{_QUANTITY_NEXT})", "TIME.dotted"),
]
