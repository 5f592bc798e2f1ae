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
their own classes. Where words are spaced the word gets a space on each side.

weekdays.tsv names the days of the week (`N[@form]<TAB>name`, 1 = Monday; date.py); a
parenthesis right after a date part ("3日(水)") holding the names of any form, joined by `・`
(read run together) or a range sign ("(月〜金)"), is read with the plain names.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete, insert
from ..base import Rule, alternation
from .date import weekday_names
from .language import Language, class_module

_SIGNS = "- – 〜 ~"
_BEFORE = r"(?<=\d\S{0,6})"  # a digit earlier in the word before the sign
_AFTER = r"(?=[^\s\d]{0,3}\d)"  # and one in the word after it
_JOIN = "・"  # weekdays read together: (月・祝)


def _word(lang: Language) -> tuple[str, list[str]]:
    return lang.setting("range"), lang.setting("range_signs", _SIGNS).split()


def tn(lang: Language):
    word, signs = _word(lang)
    if not word:
        return class_module([], {})
    sign = alternation(signs)
    spaced = f" {word} " if lang.written.spaced else word
    # config range_number_words: words that say a number, which start a range as a digit does
    # (ja 元年, an era's first year: 平成元年〜9年 平成元年から九年)
    numbers = lang.setting("range_number_words").split()
    before = rf"(?<=(?:\d|{alternation(numbers)})\S{{0,6}})" if numbers else _BEFORE
    rules = [Rule("RANGE", rf"{before}{sign}{_AFTER}", "RANGE"),
             Rule("RANGE", rf"(?<=\d\S{{0,6}}\s){sign}(?=\s[^\s\d]{{0,3}}\d)", "RANGE@spaced")]
    readings = {"RANGE": spaced, "RANGE@spaced": word}

    def transducer(name: str):
        said = pynini.escape(readings[name])
        return lambda g: delete(pynini.union(*[pynini.escape(s) for s in signs])) + insert(said)

    fast = {name: (lambda span, said=said: said if span in signs else None)
            for name, said in readings.items()}
    return class_module(rules, {name: transducer(name) for name in readings}, fast)


def weekdays_tn(lang: Language):
    """DATE's weekdays in parentheses after a date part (weekdays.tsv)."""
    names = weekday_names(lang)
    days = {name: names[""][n] for form in names for n, name in names[form].items()}
    if not days:
        return class_module([], {})
    word, signs = _word(lang)
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
