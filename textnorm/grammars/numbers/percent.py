"""PERCENT: "30 %" -> "trente pour cent", "6,5%" -> "six virgule cinq pour cent", zh "30%" ->
"百分之三十" (TN).

The sign is %, the full-width ％ or the Arabic ٪ (fa, ur "۴۵٪").

A language says how in its config: `percent` is a template with `{n}`, the number's reading
(fr `{n} pour cent`, zh `百分之{n}`, ja `{n}パーセント`). Only languages whose word for per cent
does not change with the number have one (ru процент/процента/процентов agrees with it: ru's
`%` is a unit of MEASURE, units.tsv rows by plural category). The number is an integer or a
decimal as the locale writes it (config `leading_zeros skipped`: an integer read after its
leading zeros, ar "09%"), the sign a space (or none) before it; config `percent_sign_before
yes`: or the sign before the number (ar "%7", as right-to-left text has it).

ITN reads a template whose words come before the number (zh 百分之{n}: "百分之三十" -> "30%",
"负百分之十三" -> "-13%"); one whose words come after it is MEASURE's (measure.py). TN reads
such words written with a minus sign before them too (zh "-百分之1" 负百分之一). Config
`itn_percent_also` lists other templates ITN reads (space-separated: zh `百分{n}`, "百分百" 100%).
"""

from __future__ import annotations

import pynini
import regex

from ...fst import SIGMA, delete, insert
from ..base import Rule
from . import said_ranges
from .language import Language, class_module
from .written import MINUS_SIGNS

_SIGNS = "%\uff05\u066a"  # and the full-width ％, the Arabic ٪
_SPACES = " \u00a0\u202f"
_MINUS = pynini.union(*MINUS_SIGNS)


def tn(lang: Language, decimals, cardinals):
    """`decimals`, `cardinals`: the DECIMAL and CARDINAL class modules, whose fast paths read
    the number."""
    template = lang.setting("percent")
    if not template:
        return class_module([], {})
    before, _, after = template.partition("{n}")
    w = lang.written
    number = (rf"{w.minus_pattern}?{w.number_pattern}"
              rf"(?:{w.decimal_pattern}{w.digit_class}+)?")
    minus = lang.setting("minus", "minus")
    pattern = rf"{w.before}{number}[{_SPACES}]?[{_SIGNS}](?![{w.word_chars}{_SIGNS}])"
    sign_before = lang.setting("percent_sign_before") == "yes"
    if sign_before:
        pattern = (rf"(?:{pattern}|(?<![{w.word_chars}{_SIGNS}])[{_SIGNS}][{_SPACES}]?{number}"
                   rf"{w.after})")
    read_decimal = decimals.FAST_PATHS["DECIMAL"]
    read_cardinal = cardinals.FAST_PATHS["CARDINAL"]
    sign = regex.compile(rf"[{_SPACES}]?[{_SIGNS}]$|^[{_SIGNS}][{_SPACES}]?")

    def fast(span: str) -> str | None:
        digits = sign.sub("", span, count=1)
        negative = digits[:1] in MINUS_SIGNS  # the sign before the whole (负百分之九十八)
        if negative:
            digits = digits[1:]
        if w.skips_leading_zeros:  # ar "09%"
            digits = w.without_leading_zeros(digits)
        words = read_decimal(digits) or read_cardinal(digits)
        if words is None:
            return None
        return (minus + w.space if negative else "") + before + words + after

    def build(g) -> pynini.Fst:
        # (a decimal as the regex reads it: ar "1,000%" is a thousand)
        digits = pynini.closure(pynini.project(w.digit, "input"), 1)
        decimal = (pynini.closure(_MINUS, 0, 1)
                   + w.decimal_marks(pynini.project(w.plain_digits, "input"), digits))
        signed = pynini.union(pynini.compose(decimal, g.get("DECIMAL")), g.get("CARDINAL"))
        no_sign = pynini.difference(SIGMA, (_MINUS + SIGMA).optimize())
        unsigned = pynini.compose(no_sign, signed)
        if w.skips_leading_zeros:
            unsigned = pynini.compose(w.leading_zeros_fst, unsigned)
        percent_sign = (pynini.closure(pynini.union(*_SPACES), 0, 1)
                        + pynini.union(*_SIGNS))
        reading = (pynini.closure(w.sign(minus), 0, 1) + insert(pynini.escape(before))
                   + unsigned)
        if sign_before:
            return (reading + delete(percent_sign)
                    | delete(pynini.union(*_SIGNS) + pynini.closure(pynini.union(*_SPACES), 0, 1))
                    + reading) + insert(pynini.escape(after))
        return reading + delete(percent_sign) + insert(pynini.escape(after))

    rules, builders = [Rule("PERCENT", pattern, "PERCENT")], {"PERCENT": build}
    fasts = {"PERCENT": fast}
    if before.strip() and not after.strip():
        # the template's words written with a minus sign before them (zh "-百分之1" 负百分之一)
        words = regex.escape(before)
        rules.append(Rule("PERCENT", rf"{w.before}{w.minus_pattern}{words}"
                          rf"{w.number_pattern}(?:{w.decimal_pattern}{w.digit_class}+)?{w.after}",
                          "PERCENT@words"))

        def fast_words(span: str) -> str | None:
            return fast(span[0] + span[1 + len(before):] + "%")

        def build_words(g) -> pynini.Fst:
            minus_words = pynini.cross(_MINUS + pynini.escape(before), "-")
            return pynini.compose(minus_words + SIGMA + insert("%"), build(g))

        builders["PERCENT@words"], fasts["PERCENT@words"] = build_words, fast_words
    return class_module(rules, builders, fasts)


def itn(lang: Language):
    """ITN: the words before the number (the templates' text before `{n}`) -> the number and
    "%"; a minus word before the words is the number's sign."""
    templates = [lang.setting("percent"), *lang.setting("itn_percent_also").split()]
    words = [t[:-len("{n}")].strip().lower() for t in templates
             if t.endswith("{n}") and t != "{n}"]
    if not words:
        return class_module([], {})
    w = lang.written

    def build(g) -> pynini.Fst:
        number = pynini.union(g.get("CARDINAL"), g.get("DECIMAL"))
        unsigned = pynini.compose(pynini.difference(SIGMA, (_MINUS + SIGMA).optimize()), number)
        said = delete(pynini.union(*[pynini.escape(x) for x in words])) + w.gap()
        joined = said_ranges.between(lang)  # 百分之三十一到百分之百 31~100%
        if joined is not None:
            unsigned = unsigned + pynini.closure(joined + said + unsigned, 0, 1)
        return lang.spoken_sign() + said + unsigned + insert("%")

    return class_module([Rule("PERCENT", r"\w", "PERCENT")], {"PERCENT": build})
