"""ORDINAL: the locale's written ordinals ("3.", "1er", "1re", "2º", "2ª", "第3", grouped as the
locale groups numbers: "1.000.º") read in the form their mark asks for, and spoken ordinals
written back with the form's first mark.

Marks come from `ordinal_marks.tsv` (`{}` stands for the digits). A mark that is only a period
("3.") is an ordinal before a word, not at the end of a sentence.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import DIGIT, delete
from ..base import Rule
from .cardinal import spoken
from .language import Language, class_module
from .written import to_ascii


def _mark_pattern(lang: Language, prefix: str, suffix: str) -> str:
    w = lang.written
    tail = regex.escape(suffix) + (r"(?=\s+\w)" if suffix == "." else rf"(?![{w.word_chars}])")
    return rf"(?<![{w.word_chars}.,]){regex.escape(prefix)}{w.number_pattern}{tail}"


def tn(lang: Language):
    w = lang.written
    marks = w.ordinal_marks
    if not marks:
        return class_module([], {})
    patterns = "|".join(_mark_pattern(lang, p, s) for p, s, _, _ in marks)
    def build(g) -> pynini.Fst:
        parts = []
        for prefix, suffix, form, _ in marks:
            body = pynini.compose(w.plain_digits, lang.reading(form))
            parts.append(delete(pynini.escape(prefix)) + body + delete(pynini.escape(suffix)))
        return pynini.union(*parts)

    def fast(span: str) -> str | None:
        for prefix, suffix, form, _ in sorted(marks, key=lambda m: -len(m[0]) - len(m[1])):
            if span.startswith(prefix) and span.endswith(suffix):
                digits = to_ascii(span[len(prefix): len(span) - len(suffix)], w.native_digits)
                for separator in w.group_separators:
                    digits = digits.replace(separator, "")
                if digits.isascii() and digits.isdigit():
                    return lang.say(digits, form)
        return None

    return class_module([Rule("ORDINAL", f"(?:{patterns})", "ORDINAL")],
                        {"ORDINAL": build}, {"ORDINAL": fast})


_LATER_FORM = 0.01  # a small cost per form after the first: ties go to the earlier mark
_BELOW_10_4 = pynini.closure(DIGIT, 1, 4).optimize()


def itn(lang: Language):
    marks: dict[str, tuple[str, str]] = {}
    for prefix, suffix, form, _ in lang.written.ordinal_marks:
        marks.setdefault(form, (prefix, suffix))
    if not marks:
        return class_module([], {})

    def written_with(form: str, reading: pynini.Fst) -> pynini.Fst:
        prefix, suffix = marks[form]
        return delete(pynini.escape(prefix)) + reading + delete(pynini.escape(suffix))

    def build(g) -> pynini.Fst:
        # Every form with a mark reads ordinals and is written with its own first mark (ja
        # 三番目 3番目, hi दसवीं १०वीं, ru "сто двадцать пятом" 125-м): the first form all of
        # them, the others those below 10**4 (years), as each full form costs build time;
        # where two forms say the same words, the earlier form's mark wins.
        parts = []
        for i, form in enumerate(marks):
            reading = lang.cover(form)
            if i:
                reading = pynini.compose(_BELOW_10_4, reading)
            parts.append(pynini.accep("", weight=i * _LATER_FORM) + written_with(form, reading))
        return spoken(lang, pynini.union(*parts))

    return class_module([Rule("ORDINAL", r"\w", "ORDINAL")], {"ORDINAL": build})
