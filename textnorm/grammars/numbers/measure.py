"""MEASURE: "5 km" -> "cinco kilómetros", "1,5 kg" -> "uno coma cinco kilogramos", ru "2 км" ->
"два километра", "5 км" -> "пять километров" (TN); and DATE's parts where a language writes
them as counted words (zh "2015年" -> "二零一五年", "8月" -> "八月", ko "15일").

A language lists its units in units.tsv: the unit as written, and the reading of a number of
it per plural category (counted.py). The number is an integer or a decimal as the locale writes
it, signed or not; a space or none comes before the unit and no letter or digit after it.
date_parts.tsv has the same rows for the words of a date (a zh config `plural xxxx=year` and
the row `年@year {n:digits}年` read a four-digit year digit by digit); there an integer may
have leading zeros ("08月"), which are not read.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete
from ..base import Rule, alternation
from .counted import GAP_PATTERN, NumberReader, gap, load_table, phrases_fst
from .language import Language, class_module


def tn(lang: Language, decimals, table_name: str = "units.tsv", cls: str = "MEASURE",
       name: str = "MEASURE"):
    """`decimals`: the DECIMAL class module (its fast path reads decimals); the table, the
    class and the transducer's name (DATE's parts: date_parts.tsv, DATE, DATE@parts)."""
    table = load_table(lang, table_name)
    if not table.rows:
        return class_module([], {})
    w = lang.written
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"],
                          leading_zeros=cls == "DATE")
    units = alternation(table.keys)
    pattern = rf"{w.before}{reader.pattern}{GAP_PATTERN}{units}(?![{w.word_chars}])"
    parse = regex.compile(rf"(?P<number>{reader.pattern}){GAP_PATTERN}(?P<unit>{units})")

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        category = match and reader.category(match["number"])
        if category is None:
            return None
        phrase = table.phrase(match["unit"], category)
        words = reader.say(match["number"], phrase.form)
        return None if words is None else phrase.say(words)

    def build(g) -> pynini.Fst:
        return phrases_fst(reader, g, table, table.keys,
                           lambda unit: gap() + delete(pynini.escape(unit)))

    return class_module([Rule(cls, pattern, name)], {name: build}, {name: fast})
