"""Serial codes: letters and digits run together ("es3" -> "es three", "t2000" -> "t two
thousand", "25d08A" -> "twenty five d o eight a", "ab9453" -> "ab nine four five three").

The last resort for a word mixing letters and digits that no other class reads (ADDRESS reads
the capital codes "A1", "B-52"; MEASURE, ORDINAL, DATE read "5km", "21st", "1990s"). The token
is cut where letters meet digits: a run of capitals is spelled (as Kestrel spells "A1" -> "a
one"), a run with a lower-case letter is left as written, since it may be a word ("text" in
"12text"); a number of one or two digits, or a round one ("2000"), is read as a number, a longer
one (or one with a leading zero) digit by digit.
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, LOWER, UPPER, insert
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO
from .letters import word_start


def serial(g: GrammarSet) -> pynini.Fst:
    letter = pynini.union(LOWER, UPPER)
    capitals = pynini.compose(pynini.closure(UPPER, 1), g.get("LETTERS.spell"))
    worded = pynini.closure(letter) + LOWER + pynini.closure(letter)
    letters = capitals | worded
    short = NONZERO + pynini.closure(DIGIT, 0, 1)
    round_ = NONZERO + pynini.union("00", "000")
    as_number = pynini.compose(short | round_, g.get("number_names"))
    others = pynini.difference(pynini.closure(DIGIT, 1), short | round_)
    number = as_number | pynini.compose(others, g.get("digit_by_digit"))
    # Letter and digit runs alternate; each run is whole, so the reading is unique.
    return (pynini.closure(letters + insert(" "), 0, 1) + number
            + pynini.closure(insert(" ") + letters + insert(" ") + number)
            + pynini.closure(insert(" ") + letters, 0, 1)).optimize()


_RESOLUTIONS = ("144", "240", "360", "480", "576", "720", "1080", "1440", "2160", "4320")


def resolution(g: GrammarSet) -> pynini.Fst:
    """"720p", "1080i" -> "seven twenty p", "ten eighty i": a video format's lines read in
    pairs of digits ("twenty one sixty p", "one forty four p")."""
    names = g.get("number_names")
    pair = pynini.compose(NONZERO + DIGIT, names)
    pairs = (pynini.compose(NONZERO, names) | pair) + insert(" ") + pair
    lines = pynini.compose(pynini.union(*_RESOLUTIONS), pairs)
    return (lines + (pynini.cross("p", " p") | pynini.cross("i", " i"))).optimize()


TRANSDUCERS = {"SERIAL": serial, "SERIAL.resolution": resolution}
_LINES = "(?:" + "|".join(_RESOLUTIONS) + ")"

RULES = [
    Rule("ADDRESS", word_start(r"[1-7]", r"[\w\-.,/]") + rf"\d{{2,3}}(?<=\b{_LINES})[pi]"
         r"(?![\w\-]|[.,]\d)", "SERIAL.resolution"),
    Rule("ADDRESS", word_start(r"[A-Za-z\d]", r"[\w\-.,/]")
         + r"(?:(?<=[A-Za-z])[A-Za-z]*\d|(?<=\d)\d*[A-Za-z])[A-Za-z\d]*(?![\w\-]|[.,]\d)",
         "SERIAL"),
]
