"""RANGE: the sign between the two ends of a range, read as the language's word: vi "10k-20k" ->
"mười nghìn đến hai mươi nghìn", "10:00 - 11:00", ja "3〜4月" -> "三から四月", "20世紀〜21世紀"
(TN); and DATE's weekdays in parentheses after a date: ja "5月30日(日)" -> "五月三十日日曜日",
"(月〜金)" -> "月曜日から金曜日".

Config `range` is the word and `range_signs` the signs read as it (space-separated; default
`- – 〜 ~`). A sign is read where a digit comes before it in the same word (a number, an amount
or a date part: "10$-", "1月1日(月)〜", "7月初旬〜", at most six characters back) and one comes
after it, at most three other characters on ("〜平成18年", "〜同9世紀"), with a space on both
sides or on neither ("10 - 20", "10-20"; not "10 -20", a minus); config `range_number_words`
lists words that start a range as a digit does (ja 元年: "平成元年〜9年"). The ends are read by
their own classes, so a unit is read once, after the second end ("5–10 km" de fünf bis zehn
Kilometer). Where words are spaced the word gets a space on each side; config `range_joined yes`
writes it between the ends' words without spaces (hu `-`: "5–10 km" öt-tíz kilométer). Config
`range_between` (`word=said` items): after `word` the sign is read `said` (es `entre=y`: "entre
10–20 €" entre diez y veinte euros).

A sign is no range's (it keeps the reading the other classes give it) where
- the first end starts with a zero and another digit: a code or telephone number ("030-1234"),
  as does a second end not followed by a time's or a decimal's mark ("12-034");
- the two are single digits and the second is not greater: a score ("3-2", "1-1");
- the first is 1 to 12 and the second four digits: a month and a year (hi "11-2024");
- it is one of a chain ("17-18-19 juin", a list; "1-800-555", "0-800-hermano") or of an
  expression ("2 + 7 - 1 = 8");
- (where words are spaced) a Latin letter comes before the first end's digits in its word, or
  before the second end's: a model or a code ("A4-10", "COVID-19", "10-A20");
- the first end's word follows a maker's name of mul/numbers/model_makers.tsv: a model
  ("Boeing 737-800", "Airbus A320-200"), whose hyphen is read as a space where words are
  spaced (de "Boeing siebenhundert... achthundert"). A capitalized word alone is no sign of a
  model: nouns are capitalized in German ("Seiten 10-20", "Jahre 1990-2000"), any word at a
  sentence's start.

Other classes read an end as the range asks: a period ordinal before the sign (ordinal.py, de
"24.–25. Dezember"), the years of config `year_ranges yes` (date.py, de "1990–1995"
neunzehnhundertneunzig bis ...), a percentage's words before its number at both ends
(percent.py, zh "5-10%" 百分之五到百分之十).

weekdays.tsv names the days of the week (`N[@form]<TAB>name`, 1 = Monday; date.py); a
parenthesis right after a date part ("3日(水)") holding the names of any form, joined by `・`
(read run together) or a range sign ("(月〜金)"), is read with the plain names.
"""

from __future__ import annotations

import functools

import pynini
import regex

from ...fst import DIGIT, delete, insert
from ..base import Rule, alternation
from .data import model_maker
from .date import weekday_names
from .language import Language, class_module
from .names import NONZERO

_JOIN = "・"  # weekdays read together: (月・祝)


# a model's number after its maker's name, up to the hyphen before its variant ("Boeing 737",
# "Airbus A320")
_MODEL = rf"{model_maker()}\S{{0,3}}\d+"


def _values(most: int) -> str:
    """A regex class body: the digits (of any script) worth 0 to `most`."""
    return "".join(rf"\p{{Nv={n}}}" for n in range(most + 1))


def _guards(sign: str, gap: str, spaced: bool, groups: str = "") -> tuple[str, str]:
    """Lookarounds before and after the sign that leave it to the other classes: a code's zero,
    a score, a chain, and where words are spaced a letter before the first end's digits (see
    the docstring); `groups`: the group separators (a regex alternation; "1 000" is no code)."""
    whole, ends = r"(?<!\d|\d[.,:])", r"(?!\d|[.,:]\d)"  # a whole number: not a time's minutes
    zero = r"(?=\d)\p{Nv=0}"  # (any script's digits: hi "०४-०१")
    score = "|".join(rf"(?<={whole}(?=\d)\p{{Nv={d}}}{gap}){sign}{gap}(?=\d)[{_values(d)}]"
                     for d in range(10))
    group = rf"(?<!\d(?:{groups}))" if groups else ""
    before = (rf"(?<!{whole}{group}{zero}\d+{gap})(?!(?:{score}){ends})"
              rf"(?<!{sign}\S{{0,3}}\d+\S{{0,6}}{gap})")
    # (the next link of a chain: a number or a word, "1-800-go-u-haul", "0-800-hermano"; not a
    # range of weekdays in parentheses after the second end: ja "19日〜23日(火〜土)")
    link = r"(?:\S{0,3}\d|\p{L})"
    after = (rf"(?!{gap}\D{{0,3}}{zero}\d+{ends})"
             rf"(?!{gap}\S{{0,3}}\d+[^\s(（]{{0,3}}{sign}{link})")
    # (a month and a year: hi "11-2024" नवंबर दो हज़ार चौबीस)
    year = r"(?=\d)[\p{Nv=1}\p{Nv=2}]\d{3}"
    before += rf"(?!(?<={whole}(?:0?\d|1[0-2]){gap}){sign}{gap}{year}(?!\d))"
    # (an expression: "2 + 2 - 1 = 3", a minus)
    before += rf"(?<![+×÷*/=]\s?\S{{0,3}}\d+{gap})"
    after += rf"(?!{gap}\S{{0,3}}\d+\s?[+×÷*/=])"
    if spaced:
        before += rf"(?<!\p{{Latin}}[^\s\d]*\d\S{{0,6}}{gap})"
    before += rf"(?<!{_MODEL}{gap})"  # (a model after its maker's name: "Boeing 737-800")
    return before, after


def _nondigit(lang: Language) -> str:
    """What may come between a sign and the digit after it: a digit (or number word) earlier
    in the word before the sign, and one in the word after (where words are spaced, no Latin
    letter before it: "10-A20")."""
    return r"[^\s\d\p{Latin}]" if lang.written.spaced else r"[^\s\d]"


def _signs(lang: Language) -> list[tuple[str, str, str, str]]:
    """(rule name, the gap around the sign, a lookbehind's pattern of the first end before
    it, the sign's pattern with its guards) of the unspaced and the spaced sign."""
    w = lang.written
    sign = alternation(lang.range_word()[1])
    # config range_number_words: words that say a number, which start a range as a digit does
    # (ja 元年, an era's first year: 平成元年〜9年 平成元年から九年)
    numbers = lang.setting("range_number_words").split()
    start = rf"(?:\d|{alternation(numbers)})" if numbers else r"\d"
    nondigit = _nondigit(lang)
    # (a number grouped with spaces is the first end too: fr "1 000-2 000 €")
    grouped = rf"\d{{1,3}}(?:(?:{w.group_pattern})\d{{3}})+" if w.group_pattern else r"\d"
    out = []
    for name, gap, first in [("RANGE", "", rf"(?:{start}\S{{0,6}}|{grouped})"),
                             ("RANGE@spaced", r"\s", r"\d\S{0,6}\s")]:
        before, after = _guards(sign, gap, w.spaced, w.group_pattern)
        out.append((name, gap, first, rf"{before}{sign}{after}(?={gap}{nondigit}{{0,3}}\d)"))
    return out


def after_sign(lang: Language) -> str:
    """A lookbehind: right after a range's sign that RANGE reads as the language's word (and
    the space after a spaced sign), where a second end starts (config range_word_case,
    agreement.py: ar "1990-2000" ألف وتسع مئة وتسعون إلى ألفين, the second after إلى)."""
    ends = [rf"(?<={first}){pattern}{gap}" for _, gap, first, pattern in _signs(lang)]
    return rf"(?<=(?:{'|'.join(ends)}))"


def tn(lang: Language):
    word, signs = lang.range_word()
    first_form = lang.setting("range_first_form")
    if not word and not first_form:
        return class_module([], {})
    sign = alternation(signs)
    w = lang.written
    spaced = word if lang.setting("range_joined") == "yes" or not w.spaced else f" {word} "
    if not word:  # (the first end's form says it: hy "5-10" հինգից տասը)
        spaced = w.space
    nondigit = _nondigit(lang)
    # config range_between: `word=said`, the word said between the ends after `word` before the
    # first (es "entre 10-20" entre diez y veinte, where "10-20" is diez a veinte)
    between = lang.setting_pairs("range_between", "word=said")
    rules, readings = [], {}
    for name, gap, first, pattern in _signs(lang):
        for i, (prev, said) in enumerate(between):
            lead = rf"(?<=(?<!\w)(?i:{regex.escape(prev)})\s+{nondigit}{{0,3}}{first})"
            rules.append(Rule("RANGE", lead + pattern, f"{name}@{i}"))
            readings[f"{name}@{i}"] = f" {said} " if not gap and w.spaced else said
        readings[name] = word if gap else spaced
        if first_form:  # (the span starts at the first end, read in its form)
            rules.append(Rule("RANGE", rf"{w.before}{w.number_pattern}{gap and ' '}{pattern}",
                              name))
        else:
            rules.append(Rule("RANGE", rf"(?<={first}){pattern}", name))

    if w.spaced:  # (the hyphen of a model read as a space: "Boeing 737-800")
        rules.append(Rule("RANGE", rf"(?<={_MODEL})-(?=\d)", "RANGE@model"))
        readings["RANGE@model"] = w.space

    def transducer(name: str):
        said = pynini.escape(readings[name])
        if name == "RANGE@model":
            return lambda g: delete("-") + insert(said)
        read = delete(pynini.union(*[pynini.escape(s) for s in signs])) + insert(said)
        if not first_form:
            return lambda g: read
        digits = pynini.union("0", NONZERO + pynini.closure(DIGIT))
        first = pynini.compose(pynini.compose(w.plain_digits, digits), lang.reading(first_form))
        return lambda g: first + (delete(" ") if name == "RANGE@spaced" else "") + read

    fast = {name: (lambda span, said=said: said if span in signs else None)
            for name, said in readings.items()}
    if "RANGE@model" in readings:
        fast["RANGE@model"] = lambda span: w.space if span == "-" else None
    if first_form:
        for name, gap in (("RANGE", ""), ("RANGE@spaced", " ")):
            ends = regex.compile(rf"({w.number_pattern}){gap}{sign}")
            fast[name] = functools.partial(_first_end, ends, lang, first_form, readings[name])
    return class_module(rules, {name: transducer(name) for name in readings}, fast)


def _first_end(ends: regex.Pattern, lang: Language, form: str, said: str,
               span: str) -> str | None:
    """The fast path of a range's sign with its first end (config range_first_form)."""
    match = ends.fullmatch(span)
    digits = match and lang.written.ascii_number(match.group(1))
    words = digits and digits.isdigit() and lang.say(digits, form)
    return words + said if words else None


def weekdays_tn(lang: Language):
    """DATE's weekdays in parentheses after a date part (weekdays.tsv)."""
    names = weekday_names(lang)
    days = {name: names[""][n] for form in names for n, name in names[form].items()}
    if not days:
        return class_module([], {})
    word, signs = lang.range_word()
    joins = {_JOIN: ""} | ({s: word for s in signs} if word else {})
    day, join = alternation(days), alternation(joins)
    pattern = rf"(?<=\d\S{{0,2}})\({day}(?:{join}{day})*\)"

    token = regex.compile(rf"{day}|{join}")

    def fast(span: str) -> str | None:
        parts = token.findall(span[1:-1])  # (the span matched: days and joins by turns)
        if "".join(parts) != span[1:-1] or len(parts) % 2 == 0:
            return None
        return "".join(days[p] if i % 2 == 0 else joins[p] for i, p in enumerate(parts))

    def build(g) -> pynini.Fst:
        said = pynini.string_map([(pynini.escape(d), pynini.escape(s)) for d, s in days.items()])
        joined = pynini.string_map([(pynini.escape(j), pynini.escape(s))
                                    for j, s in joins.items()])
        return delete("(") + said + pynini.closure(joined + said) + delete(")")

    return class_module([Rule("DATE", pattern, "DATE@weekday")], {"DATE@weekday": build},
                        {"DATE@weekday": fast})
