"""CARDINAL of Ethiopic numerals (TN, config `ethiopic_numerals yes`): am "፲፪ ሰዎች" -> "አስራ ሁለት
ሰዎች", "፳፻፲፮" (2016) -> "ሁለት ሺህ አስራ ስድስት", "በ፳፻፲፮" -> "በሁለት ሺህ አስራ ስድስት".

Ethiopic numerals have no zero and no place value (textnorm/script/geez_numerals.py): tens and
units add, ፻ (100) and ፼ (10,000) multiply what stands before them (one is not written).
A run of them that is a well-formed number below 10**8 is read as the digits of its value
would be; the fast path parses it with geez_numerals.parse, the transducer writes the value's
digits (numerals.tsv's values) and reads them with the number grammar. A run glued to the
language's letters (a prefix such as በ, ከ) is read as configs `glued_digits` and `glued_endings`
say for digits (cardinal.glued_joiners).
"""

from __future__ import annotations

from functools import cache

import pynini

from ... import lexicon
from ...fst import insert
from ...script import geez_numerals
from ..base import Rule
from .language import Language
from .written import strip_leading_zeros

_HUNDRED, _MYRIAD = "፻", "፼"
_NUMERALS = "\u1369-\u137c"  # (a regex class's range)
_RUN = f"[{_NUMERALS}]+"
_LIMIT = 10**8  # one ፼ at most


@cache
def _to_digits() -> pynini.Fst:
    """Well-formed Ethiopic numerals below 10**8 -> the value's ASCII digits."""
    values = {e.written: int(e.spoken) for e in lexicon.load("geez/numerals.tsv")}
    units = pynini.string_map([(c, str(v)) for c, v in values.items() if v < 10])
    tens = pynini.string_map([(c, str(v // 10)) for c, v in values.items() if 10 <= v < 100])
    below_100 = pynini.union(tens + units, tens + insert("0"), insert("0") + units)

    def opt(fst: pynini.Fst, default: str) -> pynini.Fst:
        return pynini.union(fst, insert(default))

    below_10k = pynini.union(opt(below_100, "01") + pynini.cross(_HUNDRED, "")
                             + opt(below_100, "00"), insert("00") + below_100)
    below_limit = pynini.union(opt(below_10k, "0001") + pynini.cross(_MYRIAD, "")
                               + opt(below_10k, "0000"), insert("0000") + below_10k)
    return pynini.compose(below_limit, strip_leading_zeros()).optimize()


def say(lang: Language, span: str) -> str | None:
    value = geez_numerals.parse(span)
    return None if value is None or value >= _LIMIT else lang.say(str(value))


def rules(lang: Language, joiners: tuple[str, str], builders: dict,
          fast_paths: dict) -> list[Rule]:
    """CARDINAL's rules for runs of Ethiopic numerals: alone, and glued to the language's
    letters (`joiners`: what goes between the reading and the letters before it, and after
    it, as for digits: cardinal.glued_joiners)."""
    if lang.setting("ethiopic_numerals") != "yes":
        return []
    # (the Ethiopic script's letters hold its numerals too)
    letters = rf"(?![{_NUMERALS}]){lang.written.letters}"
    edge = rf"[\w{_NUMERALS}]"
    shapes = {"CARDINAL@ethiopic": (f"(?<!{edge})", f"(?!{edge})", "", ""),
              "CARDINAL@ethiopic-letter-before": (f"(?<={letters})", f"(?!{edge})", joiners[0], ""),
              "CARDINAL@ethiopic-letter-after": (f"(?<!{edge})", f"(?={letters})", "", joiners[1])}
    out = []
    for name, (before, after, left, right) in shapes.items():
        out.append(Rule("CARDINAL", before + _RUN + after, name))

        def build(g, left=left, right=right) -> pynini.Fst:
            return insert(left) + pynini.compose(_to_digits(), lang.reading("")) + insert(right)

        def fast(span: str, left=left, right=right) -> str | None:
            words = say(lang, span)
            return None if words is None else left + words + right

        builders[name], fast_paths[name] = build, fast
    return out


def inner_start(lang: Language) -> str | None:
    """Where a run of numerals starts inside a token (after a letter: በ፳፻፲፮), for the engine."""
    if lang.setting("ethiopic_numerals") != "yes":
        return None
    return rf"(?<={lang.written.letters})(?<![{_NUMERALS}])[{_NUMERALS}]"
