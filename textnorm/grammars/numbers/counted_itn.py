"""ITN of a number said before a counted word of counted_words.tsv, in the form the word asks
for (config `itn_counted_words yes`; the inverse of agreement.py's CARDINAL@counted): ko "다섯 개"
-> "5개", "스무 살" -> "20살", "스물한 마리" -> "21마리", "세 대" -> "3대".

The word is kept as said and written on the digits where TN reads it written there (config
`counted_words_glued yes`, ko: "5개" is how Korean text writes a count), apart otherwise. A
word's rows restrict its numbers as they do in TN (ko `대@x`: one digit; a row of the form `-`
counts none), and the particles of config `itn_counted_endings` may follow it, kept as said
(ko "다섯 개를" 5개를; not any letters: "다섯 개월" is no count of 개). The span holds the word,
so a number below config itn_keep_below, which stays a word where said alone in running text
("다섯" in "다섯 시에"), is written in digits before it. Only the listed words, not
counted_words.tsv's endings.

Config `itn_counted_exact yes` reads the number in its form's own words only (as
common_fraction.py's numerator), not in the other spellings relax.py admits: ko relax swaps a
number's words between the forms ITN reads (@hour 두 for 이), so that "이 사람" "this person",
"이 달" "this month" would read 2사람, 2달; a counter counts in its native words below a
hundred ("두 사람" 2사람) and Sino-Korean ones from a hundred with a native remainder ("백두 개"
102개), as cardinal.tsv's @counter rows and scales.tsv read them.
"""

from __future__ import annotations

import pynini

from ...fst import insert
from ..base import Rule
from .agreement import counted_words, row_numbers
from .cardinal import spoken
from .language import Language, class_module

_NAME = "CARDINAL@counted"


def itn(lang: Language):
    words = counted_words(lang)
    if lang.setting("itn_counted_words") != "yes" or not words:
        return class_module([], {})
    glued = lang.setting("counted_words_glued") == "yes"
    exact = lang.setting("itn_counted_exact") == "yes"

    def said(written: pynini.Fst) -> pynini.Fst:
        return pynini.invert(written.optimize()) if exact else spoken(lang, written)

    def build(g) -> pynini.Fst:
        by_rows: dict[tuple, list[str]] = {}
        for word, rows in words.items():
            by_rows.setdefault(tuple(rows), []).append(word.lower())
        between = lang.written.gap() + ("" if glued else insert(" "))
        endings = lang.setting("itn_counted_endings").split()
        ending = pynini.closure(pynini.union(*map(pynini.escape, endings)), 0, 1) if endings else ""
        parts = []
        for rows, same in by_rows.items():
            numbers = [said(pynini.compose(which, lang.cover(form)))
                       for which, form in row_numbers(lang, rows)]
            if numbers:
                parts.append(pynini.union(*numbers) + between
                             + pynini.union(*map(pynini.escape, same)) + ending)
        return pynini.union(*parts).optimize() if parts else pynini.Fst()

    return class_module([Rule("CARDINAL", r"\w", _NAME)], {_NAME: build})
