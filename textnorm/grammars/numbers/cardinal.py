"""CARDINAL in any language with number data: "-1.234" -> "minus eintausendzweihundert...",
and back ("zwei hundert drei und zwanzig" -> "223").

TN reads the written forms the locale uses (grouped with its separators, Indian grouping where
the language counts in lakh and crore, native digits, a minus sign); ITN inverts the covering
grammar (every admissible reading and the spellings of `relax`).
"""

from __future__ import annotations

import pynini
import regex

from ..base import Rule
from .language import Language, class_module
from .relax import relax, scale_words
from .written import MINUS_SIGNS, to_ascii


def _signed(lang: Language, form: str = "") -> pynini.Fst:
    w = lang.written
    minus = lang.setting("minus", "minus")
    unsigned = pynini.compose(w.plain_digits, lang.reading(form))
    return pynini.closure(w.sign(minus), 0, 1) + unsigned


def multiplier_forms(lang: Language) -> dict[str, set[str]]:
    """The form a number takes before a scale word, where it differs from the plain reading,
    and the words of those scales: es "1 millón" -> "un millón", "21 mil" -> "veintiún mil",
    de "1 Million" -> "eine Million", ru "2 тысячи" -> "две тысячи"."""
    words = scale_words(lang)
    out: dict[str, set[str]] = {}
    for row in lang.data.rows:
        slot = row.template.slot("q")
        if row.form or row.q != "*" or row.r != "*" or slot is None or not slot.form:
            continue
        if row.power in words and not slot.form.startswith("ordinal"):
            out.setdefault(slot.form, set()).update(words[row.power])
    return out


def tn(lang: Language):
    w = lang.written
    pattern = rf"{w.before}{w.minus_pattern}?(?!0{w.digit_class}){w.number_pattern}{w.after}"
    grouped = regex.compile(w.number_pattern)

    def fast_in(form: str):
        def fast(span: str) -> str | None:
            sign = ""
            if span[:1] in MINUS_SIGNS:
                sign, span = lang.setting("minus", "minus") + w.space, span[1:]
            if not grouped.fullmatch(span):
                return None
            digits = to_ascii(span, w.native_digits)
            for sep in w.group_separators:
                digits = digits.replace(sep, "")
            words = lang.say(digits, form)
            return sign + words if words is not None else None
        return fast

    rules, builders, fast_paths = [], {}, {}
    # before a scale word the number takes the scale's multiplier form (a rule per form, tried
    # first; the scale word itself is left to the text)
    for form, words in sorted(multiplier_forms(lang).items()):
        name = f"CARDINAL@{form}"
        ahead = "|".join(regex.escape(word) for word in sorted(words, key=lambda x: -len(x)))
        rules.append(Rule("CARDINAL", rf"{pattern}(?=[ \u00a0]+(?i:{ahead})\b)", name))
        builders[name] = lambda g, form=form: _signed(lang, form)
        fast_paths[name] = fast_in(form)
    rules.append(Rule("CARDINAL", pattern, "CARDINAL"))
    builders["number_names"] = lambda g: lang.reading("")
    builders["CARDINAL"] = lambda g: _signed(lang)
    fast_paths["CARDINAL"] = fast_in("")
    return class_module(rules, builders, fast_paths)


def spoken(lang: Language, written: pynini.Fst) -> pynini.Fst:
    """`written` (a transducer to lower-case canonical words) inverted, accepting every
    spelling `relax` admits: spoken words -> what was written. (Not optimized here: the
    grammar set optimizes what a builder returns.)"""
    return pynini.invert(pynini.compose(written, relax(lang)))


def spoken_number(lang: Language) -> pynini.Fst:
    """Spoken words (lower case, any admissible spelling) -> ASCII digits."""
    return spoken(lang, lang.spoken_cover())


def itn(lang: Language):
    def build(g) -> pynini.Fst:
        return lang.spoken_sign() + g.get("spoken_number")

    return class_module(
        [Rule("CARDINAL", r"\w", "CARDINAL")],
        {"spoken_number": lambda g: spoken_number(lang), "CARDINAL": build},
    )

