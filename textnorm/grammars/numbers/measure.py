"""MEASURE: "5 km" -> "cinco kilómetros", "1,5 kg" -> "uno coma cinco kilogramos", ru "2 км" ->
"два километра", "5 км" -> "пять километров" (TN); and DATE's parts where a language writes
them as counted words (zh "2015年" -> "二零一五年", "8月" -> "八月", ko "15일").

ITN reads a spoken number and a unit's words in any of its forms ("cinco kilómetros",
"un kilómetro", "dos kilómetro"), or other words of unit_words.tsv, or a percentage's words
(config `percent`), and writes the number and the unit's first written form ("5 km", "5 %").

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

from ...errors import LexiconError
from ...fst import delete
from ..base import Rule, alternation
from .counted import (
    GAP_PATTERN,
    NumberReader,
    gap,
    load_table,
    phrases_fst,
    scaled_numbers,
    spoken_words,
)
from .data import optional_rows
from .decimal import fraction_words
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
    before, after = w.before, rf"(?![{w.word_chars}'\u2019])"  # ("2019 l'azienda": no litres)
    if cls == "DATE":  # the parts of a date follow each other (2015年8月8日, ko 6월10일에)
        before, after = r"(?<![\p{Latin}\d.,]|\d[.,])", r"(?![\p{Latin}'\u2019])"
    elif lang.setting("glued_digits") == "joined":  # ko particles after a unit: 5km를
        after = r"(?![\p{Latin}\d_'\u2019])"
    pattern = rf"{before}{reader.pattern}{GAP_PATTERN}{units}{after}"
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


def _other_words(lang: Language, table_name: str) -> dict[str, str]:
    """ITN: the words of a percentage (config `percent`, its words after the number) -> "%",
    and for units.tsv, unit_words.tsv's rows (optional, `written<TAB>words`: other words said
    after a number, ko "킬로미터퍼시간" km/h, es "kilos" kg, "porciento" %)."""
    if table_name != "units.tsv":
        return {}
    out = {}
    percent = lang.setting("percent")
    if percent.startswith("{n}") and percent[3:].strip():
        out[percent[3:].strip().lower()] = "%"
    for written, words in optional_rows(f"{lang.code}/numbers/unit_words.tsv"):
        out.setdefault(words.lower(), written)
    return out


def itn(lang: Language, table_name: str = "units.tsv", cls: str = "MEASURE",
        name: str = "MEASURE"):
    """Config (units.tsv): `itn_measure_signs spaced` (a sign of no letters written apart too:
    "25 °", "8,52 %"; `glued`: a unit that starts with a sign written on the number too: he
    "12.5°C"), `itn_measure_per` (words for "per" before a unit: de "pro" -> "56,3
    /km²"), `itn_measure_quantity_from P` (a round number said with a scale word of power P and
    up keeps it, and a decimal one of 3 and up: "neunzig millionen gramm" -> "90 millionen g";
    `itn_measure_scales` as money's `itn_money_scales`)."""
    table = load_table(lang, table_name)
    said = spoken_words(table, table.keys)
    if not said:  # (no units read after a number: no percentages either)
        return class_module([], {})
    for words, key in _other_words(lang, table_name).items():
        said.setdefault(words, key)
    w = lang.written
    space = " " if w.spaced else ""
    signs = lang.setting("itn_measure_signs") if table_name == "units.tsv" else ""
    signs_apart, glued = signs == "spaced", signs == "glued"
    per = lang.setting("itn_measure_per").split() if table_name == "units.tsv" else []
    least = lang.setting("itn_measure_quantity_from") if table_name == "units.tsv" else ""
    if least and not least.isdigit():
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_measure_quantity_from needs a "
                           f"power of ten: {least!r}")

    def build(g) -> pynini.Fst:
        number = pynini.union(g.get("CARDINAL"), g.get("DECIMAL"))
        with_fraction_word = fraction_words(lang, g)  # he "שלוש וחצי קילוגרם"
        if with_fraction_word is not None:
            number |= with_fraction_word
        # a sign of no letters is written on the number ("38.5°"), a unit apart ("5 km")
        units = pynini.string_map([
            (pynini.escape(words), pynini.escape(
                (space if signs_apart or _has_letters(key) and not (glued and not key[:1].isalpha())
                 else "") + key))
            for words, key in said.items()])
        if per:  # "pro quadrat meter" -> " /m²"
            apart = pynini.string_map([(pynini.escape(words), pynini.escape(key))
                                       for words, key in said.items()])
            words = pynini.union(*[pynini.escape(p) for p in per])
            units |= pynini.cross(words, pynini.escape(space + "/")) + w.gap() + apart
        scaled = (scaled_numbers(lang, g, int(least), "itn_measure_scales") if least
                  else None)
        if scaled is not None:  # (a round number said with a scale word keeps it)
            number = (pynini.accep("", weight=_UNSCALED) + number
                      | lang.spoken_sign() + scaled)
        return number + w.gap() + units

    return class_module([Rule(cls, r"\w", name)], {name: build})


_UNSCALED = 1.0  # the cost of a number read without its scale word, where it may keep it


def _has_letters(unit: str) -> bool:
    return any(ch.isalpha() for ch in unit)
