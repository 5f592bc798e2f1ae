"""TIME (ITN), NeMo's written conventions: "two thirty" -> "02:30", "three o'clock" -> "03:00",
but an hour with a.m./p.m. alone as people write it: "two p m" -> "2 p.m.", "seven a m e s t"
-> "7 a.m. est" (NeMo: "02:00 p.m."); "quarter past one" ->
"01:15", "quarter to one" -> "12:45", "ten to eleven p m" -> "10:50 p.m.", "one min to one am"
-> "12:59 a.m.". Upper-case "A M" gives "A.M."; a spelled time zone keeps its letters' case.

"X to H" without a quarter, a minutes word or a.m./p.m. is left alone ("from ten to eleven").
A bare "hour minute" pair whose hour is ten or more is read as a year by DATE ("eleven fifty
five" -> "1155"), unless "at" precedes it ("at ten thirty" -> "at 10:30").
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import apply, delete, insert
from ....lexicon import mapping
from ...base import GrammarSet, Rule
from . import _words as w
from .measure import unit_pattern
from .money import currency_patterns

_AM_PM = w.LEX + "am_pm.tsv"
_ZONES = w.LEX + "time_zones.tsv"
_OCLOCK = ("o'clock", "o’clock", "oclock", "o clock", "o' clock")
_MINUTE_WORDS = ("min", "mins", "minute", "minutes")


@cache
def _markers() -> list[tuple[str, str]]:
    """(said, written) for a.m./p.m.: "a m", "am", "a.m." -> "a.m."; "A M", "AM" -> "A.M."."""
    out = []
    for said in dict.fromkeys(w.spoken(_AM_PM)):
        letters = said.split(" ")
        for case in (str.lower, str.upper):
            parts = [case(x) for x in letters]
            written = ".".join(parts) + "."
            for form in (" ".join(parts), "".join(parts), written, ".".join(parts)):
                out.append((form, written))
                # A sentence ending after "p m" ends with the abbreviation's period.
                out.append((form.rstrip(".") + ".", written))
    return list(dict.fromkeys(out))


@cache
def _zones() -> list[tuple[str, str]]:
    """(said, written): "g m t" -> "gmt", "E S T"/"EST" -> "EST" (one-letter zones left out)."""
    out = []
    for said in dict.fromkeys(w.spoken(_ZONES)):
        letters = said.split(" ")
        if len(letters) < 2:
            continue
        out.append((said, "".join(letters)))
        upper = [x.upper() for x in letters]
        out += [(" ".join(upper), "".join(upper)), ("".join(upper), "".join(upper))]
    return out


def _words(g: GrammarSet, numbers) -> dict[int, str]:
    return {n: apply(g.get("number_names"), str(n)) for n in numbers}


def time(g: GrammarSet) -> pynini.Fst:
    hours = _words(g, range(1, 13))
    minutes = _words(g, range(1, 60))
    hour = pynini.string_map([(said, f"{h:02}") for h, said in hours.items()])
    clock_minute = pynini.string_map(
        [(said, f"{m:02}") for m, said in minutes.items() if m >= 10]
        + [(f"{o} {said}", f"0{m}") for m, said in minutes.items() if m < 10 for o in ("o", "oh")])
    clock = hour + pynini.cross(" ", ":") + clock_minute
    oclock = hour + insert(":00") + delete(" " + pynini.union(*_OCLOCK))
    minute_word = delete(" " + pynini.union(*_MINUTE_WORDS))
    past, to_strong, to_weak = [], [], []
    for h, said in hours.items():
        before = 12 if h == 1 else h - 1
        tail_past = delete(" past " + said)
        tail_to = delete(pynini.union(" to ", " till ") + said)
        count_past = pynini.string_map([(m_said, f"{m:02}") for m, m_said in minutes.items()])
        count_to = pynini.string_map([(m_said, f"{60 - m:02}") for m, m_said in minutes.items()])
        past.append(insert(f"{h:02}:") + (count_past + pynini.closure(minute_word, 0, 1)
                                          | pynini.cross("quarter", "15")
                                          | pynini.cross("half", "30")) + tail_past)
        to_strong.append(insert(f"{before:02}:") + (count_to + minute_word
                                                     | pynini.cross("quarter", "45")) + tail_to)
        to_weak.append(insert(f"{before:02}:") + count_to + tail_to)
    marker = " " + pynini.string_map(_markers())
    zone = " " + pynini.string_map(_zones())
    optional = pynini.closure(marker, 0, 1) + pynini.closure(zone, 0, 1)
    required = marker + pynini.closure(zone, 0, 1) | zone
    # Number words in any case; a.m./p.m. and zone letters keep their own.
    strong = w.folded(clock | oclock | pynini.union(*past) | pynini.union(*to_strong))
    weak = w.folded(pynini.union(*to_weak))
    # "three p m" -> "3 p.m.": an hour alone is written without minutes or a leading zero.
    bare_hour = w.folded(pynini.string_map([(said, str(h)) for h, said in hours.items()]))
    return (strong + optional | (weak | bare_hour) + required).optimize()


TRANSDUCERS = {"TIME": time}


def not_before_quantity() -> str:
    """Regex lookahead: not before a unit, a currency or more number words. A bare "two
    twenty" there is a count, not a time or a number ("two twenty dollar bills", "two thirty
    year olds")."""
    major, minor = currency_patterns()
    number = w.number_word()
    quantity = rf"(?:{unit_pattern()}|{major}|{minor}|{number}|years?{w.END}|olds?{w.END})"
    return rf"(?![ -](?i:{quantity}))"


def _rules() -> list[Rule]:
    number = w.number_word()
    hour = w.alternation(apply_words()) + w.END
    tail = w.alternation([*_OCLOCK, *(s for s, _ in _markers()), *(s for s, _ in _zones())])
    tail = rf"{tail}(?![\w'’])"
    minutes = w.alternation(_MINUTE_WORDS) + w.END
    counted = rf"(?:quarter|half|{w.number_run()})(?:[ ]{minutes})?[ ](?:past|to|till)[ ]{hour}"
    # (minutes hyphenated as written, "ten thirty-five"; not the hour: "seven-eleven")
    item = rf"(?:{number}|oh|o{w.END})"
    marked = rf"{hour}(?:[ ]{item}(?:[ -]{item}){{0,2}})?(?:[ ]{tail}){{1,3}}"
    bare = rf"{hour}[ ]{item}(?:[ -]{item})?{not_before_quantity()}"
    return [Rule("TIME", rf"{w.START}(?i:{counted}(?:[ ]{tail}){{0,3}}|{marked}|{bare})", "TIME")]


@cache
def apply_words() -> list[str]:
    """The spoken hours one .. twelve (regex only; the FST reads them from TN's grammar)."""
    teens = mapping(w.LEX + "teen.tsv")
    return [*w.digit_words(), *(teens[n] for n in ("10", "11", "12"))]


RULES = _rules()
LOWERCASE_STARTS = w.number_starts() | {"quarter", "half"}
