"""TELEPHONE: telephone numbers and ISBN-like digit groups, read digit by digit (Kestrel style).

"(212) 555-1234" -> "two one two five five five one two three four", "+44 20 7946 0958" ->
"plus four four two o seven nine four six o nine five eight", "0-19-512513-8" -> "o one nine
five one two five one three eight". Zero is "o"; separators are silent (Kestrel marks them with
"sil" pauses, which we do not emit).

Only shapes that cannot be something else are taken: a "+" country code, an area code in
brackets, three or more hyphen groups with seven digits or more (not a date "2014-03-04" or
"04-03-2014"), or 555.555.5555. Two groups ("120-145", "1983-84") are ranges, not telephones.
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, delete, insert, tsv_map
from ...base import GrammarSet, Rule
from .letters import word_start


def telephone(_: GrammarSet) -> pynini.Fst:
    digit = tsv_map("en/digit_reading.tsv")
    item = digit | pynini.cross("+", "plus") | pynini.cross(pynini.union("X", "x"), "x")
    silent = pynini.closure(delete(pynini.union("-", ".", " ", "(", ")", "/")))
    reading = silent + item + pynini.closure(silent + insert(" ") + item) + silent
    other = pynini.difference(pynini.union("-", ".", " ", "(", ")", "/", "+", "X", "x"), DIGIT)
    seven_digits = pynini.closure(pynini.closure(other) + DIGIT, 7) + pynini.closure(other)
    return pynini.compose(seven_digits.optimize(), reading).optimize()


TRANSDUCERS = {"TELEPHONE": telephone}

_NOT_BEFORE = r"[\w.\-/+(]"
_STOP = r"(?![\w\-]|[.,]\d)"
# After the first digit: not a date "2014-03-04" or "04-03-2014".
_NOT_DATE = r"(?!\d{3}-\d{1,2}-\d{1,2}(?![\d\-])|\d?-\d{1,2}-\d{2,4}(?![\d\-]))"
RULES = [
    # +1 212 555 1234, +44 (0)20 7946 0958, +1-800-555-1234
    Rule("TELEPHONE", word_start(r"\+", r"[\w+]")
         + r"\d{1,3}(?:[\s.\-]?\(\d{1,5}\)[\s.\-]?\d{1,6})?(?:[\s.\-]\d{1,6}){0,5}" + _STOP,
         "TELEPHONE"),
    # (212) 555-1234, (02) 9571 3277
    Rule("TELEPHONE", word_start(r"\(", r"[\w(]")
         + r"\d{2,5}\)[\s\-]?\d{2,5}(?:[\s.\-]\d{2,6}){0,3}" + _STOP, "TELEPHONE"),
    # 1-800-622-6232, 212-555-1234, ISBN 0-19-512513-8 / 0-8047-1234-X
    Rule("TELEPHONE", word_start(r"\d", _NOT_BEFORE) + _NOT_DATE
         + r"\d{0,4}(?:-\d{1,7}){2,5}(?:-[\dX])?" + _STOP, "TELEPHONE"),
    Rule("TELEPHONE", word_start(r"\d", _NOT_BEFORE) + r"\d{2}\.\d{3}\.\d{4}" + _STOP, "TELEPHONE"),
    # A local number, 555-1234; not a range such as 500-1000 (a round second number).
    Rule("TELEPHONE", word_start(r"[2-9]", _NOT_BEFORE) + r"\d{2}-\d{2}(?!00)\d{2}" + _STOP,
         "TELEPHONE"),
]
