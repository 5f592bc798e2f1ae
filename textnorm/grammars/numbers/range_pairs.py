"""A range of two neighbouring small numbers said as one word before a counter (TN): ko
"2-3시간" -> "두세 시간", "1~2개" -> "한두 개", "3-4명" -> "서너 명", as Korean says a rough
count of a few things (the native 수관형사 한두, 두세, 서너, 네다섯, 대여섯, 예닐곱, 일고여덟;
표준국어대사전), not "두 부터 세 시간".

range_pairs.tsv (optional): `N-M<TAB>said`, the two numbers written with a hyphen. Config
`range_pairs_forms`: the forms of a number before whose word they are said (ko `counter hour`):
a word of counted_words.tsv all of whose rows read the number in one of them (ko 개, 명; not
개월, 달러, read in Sino-Korean), or a unit of units.tsv whose rows do (ko 시간, h). The pair is
written with a sign of config `range_signs` (no space around it), the word right after it or
after a space (config `counted_words_glued`; a unit: after a space or none), and nothing but an
ending may follow the word (config `glued_endings`: "2-3시간에" 두세 시간에). The span takes the
word: a counted word is kept as written, a unit is said as its row's words ("1-2h" 한두 시간).
Other pairs and other words are left to the other rules ("5-10개" 다섯 부터 열 개, agreement.py).
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete, insert
from ..base import Rule, alternation
from .agreement import NOT_COUNTED, counted_words
from .counted import GAP_PATTERN, gap, load_table
from .data import optional_rows
from .language import Language, class_module

_NAME = "CARDINAL@range-pair"


def _words(lang: Language, forms: set[str]) -> tuple[list[str], dict[str, str], list[str]]:
    """(the counted words that take the pairs, unit -> the words said for it, the other
    counted words and units)."""
    counted = counted_words(lang)
    words = [word for word, rows in counted.items()
             if rows and all(form in forms and form != NOT_COUNTED for _, form in rows)]
    units = {}
    table = load_table(lang, "units.tsv")
    for key, phrases in table.rows.items():
        if key not in counted and all(p.form in forms for p in phrases.values()) and not (
                phrases[""].before.strip()):
            units[key] = phrases[""].after.strip()
    others = [x for x in [*counted, *table.keys] if x not in words and x not in units]
    return words, units, others


def tn(lang: Language):
    pairs = dict(optional_rows(f"{lang.code}/numbers/range_pairs.tsv"))
    forms = set(lang.setting("range_pairs_forms").split())
    if not pairs or not forms:
        return class_module([], {})
    words, units, others = _words(lang, forms)
    if not words and not units:
        return class_module([], {})
    w = lang.written
    signs = lang.range_word()[1]
    written = {f"{a}{sign}{b}": said for pair, said in pairs.items()
               for a, _, b in [pair.partition("-")] for sign in signs}
    glued = lang.setting("counted_words_glued") == "yes"
    word_gap = "[ \u00a0]*" if glued else "[ \u00a0]+"
    end = rf"(?![{w.after_chars}'\u2019])"
    after = [rf"{word_gap}{alternation(words)}"] if words else []
    if units:
        after.append(rf"{GAP_PATTERN}{alternation(list(units))}")
    # (not another word that starts with one of these: 개월, read in Sino-Korean)
    other = rf"(?![ \u00a0]*{alternation(others)}{end})" if others else ""
    pattern = (rf"{w.before}(?<![-–—~〜～]){alternation(list(written))}{other}"
               rf"(?:{'|'.join(after)}){end}")
    parse = regex.compile(rf"(?P<pair>{alternation(list(written))})[ \u00a0\u202f]*"
                          rf"(?P<word>.+)")
    space = w.space

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        if match is None:
            return None
        gap_text = span[match.end("pair"):match.start("word")]
        word = match["word"]
        if word in words and regex.fullmatch(word_gap, gap_text):
            said = word
        elif word in units and regex.fullmatch(GAP_PATTERN, gap_text):
            said = units[word]
        else:
            return None
        return written[match["pair"]] + space + said

    def build(g) -> pynini.Fst:
        said = pynini.string_map([(pynini.escape(k), pynini.escape(v))
                                  for k, v in written.items()])
        spaces = pynini.union(" ", "\u00a0")
        parts = []
        if words:
            before_word = pynini.closure(delete(spaces), 0 if glued else 1)
            parts.append(before_word + insert(space)
                         + pynini.union(*[pynini.escape(x) for x in words]))
        if units:
            parts.append(gap() + insert(space) + pynini.string_map(
                [(pynini.escape(k), pynini.escape(v)) for k, v in units.items()]))
        return (said + pynini.union(*parts)).optimize()

    return class_module([Rule("CARDINAL", pattern, _NAME)], {_NAME: build}, {_NAME: fast})
