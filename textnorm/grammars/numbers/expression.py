"""MATH: numbers joined by the signs of arithmetic and comparison, each sign read as its word:
zh "2 = 1 + 1" -> "二等于一加一", "≥100万" -> "大于等于一百万", ja "3≥2" -> "三大なりイコール二"
(TN).

math_signs.tsv (optional) lists the signs a language reads (`sign<TAB>word`, "+ 加"). An
expression is a number, then one or more times a sign and a number (spaces around a sign are
dropped where words are not spaced, kept around the word where they are); or a sign before a
single number ("±2" 正负二, "≥100万"; not a ratio's colon: zh "时间:12:30" is a label and a
time, nor a sign of config `math_between_only`: sv "+5°C"), where a minus sign is the number's
own. Minus signs
read as a sign only where the table lists one ("1-2=-1" ja 一マイナス二イコールマイナス一); a
number after a sign keeps its own minus ("=-1"). A number is an integer or a decimal, read by
DECIMAL or CARDINAL; one followed by another digit, a decimal mark or `/` is no operand (dates,
fractions and addresses are other classes'), and two numbers and a sign come before no unit or
date part (units.tsv, date_parts.tsv: "1-3年" is a range; "≤18岁" is read), nor two joined by
a range's sign before a percent sign (ja "10-15%" 十から十五パーセント). Config `tn_score` and
`tn_ratio_words` read two numbers as a score or a ratio (`_score`, `ratios_tn`).

ITN (but where config `itn_math no` says the words are no signs' in speech: ko 대, also a
counter, "세 대" three machines) reads two numbers or more joined by the signs' words and
writes the signs between them, with no spaces where words are not spaced (zh 一加二 1+2, ja
三対二 3:2), a space either side where they are (es "dos más dos es igual a cuatro" 2 + 2 =
4); a word several signs share is written as the first of them.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete
from ..base import NO_PERCENT_AFTER, PERCENT_AFTER, Rule, alternation
from .data import optional_rows
from .language import Language, class_module
from .written import MINUS_SIGNS

_SPACE = " "
# signs that join two numbers only (a ratio's colon), never read before a single one
_PAIR_SIGNS = (":",)


def _signs(lang: Language) -> dict[str, str]:
    return dict(optional_rows(f"{lang.code}/numbers/math_signs.tsv"))


def _pair_signs(lang: Language) -> set[str]:
    """The signs read between two numbers only: a ratio's colon, and those of config
    `math_between_only` (sv `+`: "+5°C" is a temperature, MEASURE's, not an expression)."""
    return {*_PAIR_SIGNS, *lang.setting("math_between_only").split()}


def _end(lang: Language) -> str:
    """What an expression may not be followed by: a letter, but an ending config
    `glued_endings` lets a number have (ko "3:2이다" 삼 대 이이다; endings.py keeps it)."""
    w = lang.written
    end = rf"(?![{w.after_chars}])"
    return rf"(?:{w.ending_ahead}|{end})" if w.ending_ahead else end


def tn(lang: Language, decimals, cardinals, percents):
    """`decimals`, `cardinals`, `percents`: the DECIMAL, CARDINAL and PERCENT class modules,
    whose fast paths read the numbers (a percentage is one too: zh "3+5%" 三加百分之五)."""
    signs = _signs(lang)
    if not signs:
        return class_module([], {})
    w = lang.written
    number = (rf"{w.minus_pattern}?{w.number_pattern}(?:{w.decimal_pattern}{w.digit_class}+)?"
              rf"(?!{w.digit_class}|[./]{w.digit_class})")
    sign = alternation(signs)
    # (a colon before a single number is a label's, never a ratio: zh "时间:12:30", "地址:12号")
    leading = [s for s in signs if s not in MINUS_SIGNS and s not in _pair_signs(lang)]
    # (none where a language reads a ratio's colon only, ko: a pattern that never matches)
    leading_signs = leading
    leading = alternation(leading) if leading else "(?!)"
    joined = rf"{_SPACE}?{sign}{_SPACE}?"
    # not before a unit or a date part: there a sign is a range's ("1-3年" RANGE's から)
    counted = [k.partition("@")[0] for table in ("units.tsv", "date_parts.tsv")
               for k, _ in optional_rows(f"{lang.code}/numbers/{table}")]
    end = _end(lang)
    before_unit = f"(?!{alternation(counted)})" if counted else ""
    # (not two numbers joined by a range's sign before a percent sign: ja "10-15%" is a range
    # of percentages, 十から十五パーセント; ranges.py reads the sign)
    range_signs = [s for s in lang.range_word()[1] if s in signs]
    not_range = (rf"(?!{number}{_SPACE}?{alternation(range_signs)}{_SPACE}?{number}{PERCENT_AFTER})"
                 if range_signs and lang.range_word()[0] else "")
    plain, number = number, rf"{number}(?:{PERCENT_AFTER})?"  # (with its percent sign)
    pattern = (rf"(?:{w.before}{not_range}{number}(?:{joined}{number})+{before_unit}"
               rf"|(?<!{w.digit_class}){leading}{number}(?:{joined}{number})*){end}")
    word_gap = _SPACE if w.spaced else ""
    said = {s: word_gap + word + word_gap for s, word in signs.items()}
    read_decimal = decimals.FAST_PATHS["DECIMAL"]
    read_cardinal = cardinals.FAST_PATHS["CARDINAL"]
    read_percent = percents.FAST_PATHS.get("PERCENT")
    with_percent = regex.compile(rf"{plain}{PERCENT_AFTER}")
    # the span's pieces by turns: a number (with its minus) and a sign (with its spaces)
    number_at, sign_at = regex.compile(number), regex.compile(joined)
    lead_at = regex.compile(leading)

    def fast(span: str) -> str | None:
        out, pos = [], 0
        lead = lead_at.match(span)
        if lead:
            out.append(said[lead.group()].lstrip(_SPACE))
            pos = lead.end()
        while True:
            match = number_at.match(span, pos)
            if match and with_percent.fullmatch(match.group()):
                words = read_percent(match.group()) if read_percent else None
            else:
                words = match and (read_decimal(match.group()) or read_cardinal(match.group()))
            if not words:
                return None
            out.append(words)
            pos = match.end()
            if pos == len(span):
                return "".join(out)
            match = sign_at.match(span, pos)
            if match is None:
                return None
            out.append(said[match.group().strip(_SPACE)])
            pos = match.end()

    def build(g) -> pynini.Fst:
        numbers = pynini.union(g.get("DECIMAL"), g.get("CARDINAL"),
                               *([g.get("PERCENT")] if read_percent else []))
        space = pynini.closure(delete(_SPACE), 0, 1)
        read_sign = space + pynini.string_map(
            [(pynini.escape(s), pynini.escape(word)) for s, word in said.items()]) + space
        lead = pynini.string_map([(pynini.escape(s), pynini.escape(said[s].lstrip(_SPACE)))
                                  for s in leading_signs])
        return pynini.union(numbers + pynini.closure(read_sign + numbers, 1),
                            lead + numbers + pynini.closure(read_sign + numbers))

    rules, fsts, fasts = [Rule("MATH", pattern, "MATH")], {"MATH": build}, {"MATH": fast}
    score = _score(lang, end, before_unit, read_cardinal)
    if score is not None:  # (first: a score is no subtraction)
        rules.insert(0, score[0])
        fsts["MATH@score"], fasts["MATH@score"] = score[1:]
    return class_module(rules, fsts, fasts)


def _score(lang: Language, end: str, before_unit: str, read_cardinal):
    """Config `tn_score SIGN=WORD`: two whole numbers joined by SIGN right after a letter are a
    score, the sign read WORD (ja `-=対`: "中国韓国3-2" 中国韓国三対二, while "5-15" is
    五マイナス十五), but before a unit or a date part (zh "约1-2天" is a range) or a word of
    config `tn_score_not_before` (zh 个: "3-5个" is a range too); (rule, transducer builder,
    fast path) or None."""
    sign, eq, word = lang.setting("tn_score").partition("=")
    if not eq:
        return None
    words = lang.setting("tn_score_not_before").split()
    not_before = f"(?!{alternation(words)})" if words else ""
    return _pair(lang, sign, word, r"(?<=\p{L})",
                 rf"{before_unit}{not_before}{end}{NO_PERCENT_AFTER}", read_cardinal, "MATH@score")


def _pair(lang: Language, sign: str, word: str, before: str, after: str, read_cardinal,
          name: str):
    """(rule, transducer builder, fast path) of two whole numbers joined by `sign`, read with
    `word` between them, after lookbehind `before` and before lookahead `after` (not three
    numbers: 東京1-2-3 is an address)."""
    digits = lang.written.digit_class
    mark = regex.escape(sign)
    pattern = rf"{before}{digits}+{mark}{digits}+(?!{digits}|{mark}{digits}){after}"
    sides = regex.compile(rf"({digits}+){mark}({digits}+)")

    def fast(span: str) -> str | None:
        match = sides.fullmatch(span)
        first, second = (read_cardinal(match.group(1)), read_cardinal(match.group(2)))
        return first + word + second if first and second else None

    def build(g) -> pynini.Fst:
        cardinal = g.get("CARDINAL")
        return cardinal + pynini.cross(pynini.escape(sign), pynini.escape(word)) + cardinal

    return Rule("MATH", pattern, name), build, fast


def ratios_tn(lang: Language, cardinals):
    """Config `tn_ratio_words`: after these words two whole numbers joined by a colon are a
    ratio or a score even where they could be a time of day, the colon read as math_signs.tsv
    says (zh 比分10:12 十比十二, 比例是1:30 一比三十, where "会议12:30" is a time); up to two
    letters and a space may come between (是, 为, は, a colon: 比分:3:2). Ahead of TIME."""
    words = lang.setting("tn_ratio_words").split()
    word = _signs(lang).get(":")
    if not words or word is None:
        return class_module([], {})
    w = lang.written
    before = rf"(?<={alternation(words)}[^\d\s]{{0,2}}\s?)"
    after = rf"(?:{_end(lang)})(?![.,]\d)"
    word = f" {word} " if w.spaced else word  # (ko 일 대 이십, zh 一比三十)
    rule, build, fast = _pair(lang, ":", word, before, after,
                              cardinals.FAST_PATHS["CARDINAL"], "MATH@ratio")
    return class_module([rule], {"MATH@ratio": build}, {"MATH@ratio": fast})


def itn(lang: Language):
    """ITN: numbers joined by the words of math_signs.tsv -> the numbers and the signs, written
    together (zh 二等于一加一 -> 2=1+1, ja 三対二 -> 3:2); the first number may have its minus
    word. A word two signs share is written as the first (ja マイナス: "-")."""
    signs = _signs(lang)
    if not signs or lang.setting("itn_math") == "no":  # (config itn_math no: TN's only)
        return class_module([], {})
    w = lang.written
    written: dict[str, str] = {}
    for sign, word in signs.items():
        written.setdefault(word.lower(), sign)

    def build(g) -> pynini.Fst:
        number = pynini.union(g.get("CARDINAL"), g.get("DECIMAL"))
        space = " " if w.spaced else ""
        said = pynini.string_map([(pynini.escape(word), pynini.escape(space + sign + space))
                                  for word, sign in written.items()])
        return number + pynini.closure(w.gap() + said + w.gap() + number, 1)

    return class_module([Rule("MATH", r"\w", "MATH")], {"MATH": build})
