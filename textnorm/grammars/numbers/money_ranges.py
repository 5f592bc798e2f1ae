"""MONEY: a range of amounts with the currency's sign written once before the first end, read
with the currency's words once, after the second (TN): de "€10-20" -> "zehn bis zwanzig Euro"
(as "10-20 €" is read), es "entre $5-8" -> "entre cinco y ocho dólares".

The sign between the ends is one of config `range_signs`, read as config `range` (and as
`range_between`'s word after its word), as ranges.py reads it; none where a language has no
`range`. The first end is an integer (1-999999, grouped as the locale groups them or not:
es "€1.000-2.000" mil a dos mil euros) read in the form the currency's words ask for ("€1-2"
ein bis zwei Euro, pt "£2-3" duas a três libras), or in config `range_first_form`
where a language has one (ranges.py: hy ablative, "€5-10" հինգից տասը եվրո), or in the one
config `range_unit_forms` puts in its place (`form=form` items, `cardinal` the plain number:
es `masculine=cardinal`, "€1-2" uno a dos euros, not the "un" said right before a noun). The
second end is read as the amount it is ("€10-20,50" ... zwanzig Euro fünfzig). Neither end
starts with a zero, and a third end after the second ("€1-2-3") is no range's. Config
`money_ranges no`: none (ar, where the transducer, composed with MONEY's, costs 12 CPU s of
the first build).
"""

from __future__ import annotations

from collections.abc import Callable

import pynini
import regex
from pynini.lib import byte

from ...fst import DIGIT, delete, insert
from ..base import Rule, alternation
from .counted import GAP_PATTERN, OTHER, CountedTable, gap
from .language import Language
from .names import NONZERO

_CARDINAL = "cardinal"  # config range_unit_forms: the plain cardinal's form
# The first end has at most this many digits, grouped as the locale groups them or not
# ("€100-200", "€1.000-2.000", fr "€1 000-2 000"): the transducer has a copy of its readings
# for each currency, which counts in the first build (ar: 14 CPU s with any number)
_MOST = 6
_MARK = "\x01"  # (between the first end's words and the second end, inside the transducer)


class SignFirstRanges:
    """The rules, readings and transducers of ranges of amounts, sign first."""

    NAME = "MONEY@range"

    def __init__(self, lang: Language, table: CountedTable, signs: dict[str, str],
                 number: str):
        """`signs`: written sign -> code; `number`: the regex of an amount's number."""
        self.lang, self.table, self.signs = lang, table, signs
        word, self.range_signs = lang.range_word()
        self.first_form = lang.setting("range_first_form")
        self.rules: list[Rule] = []
        self.readings: dict[str, str] = {}
        if (not word and not self.first_form) or lang.setting("money_ranges") == "no":
            return
        w = lang.written
        forms = dict(lang.setting_pairs("range_unit_forms", "form=form"))
        self.forms = {form: "" if said == _CARDINAL else said for form, said in forms.items()}
        spaced = w.spaced and lang.setting("range_joined") != "yes"
        if not word:  # (the first end's form says it: hy հինգից տասը)
            word, spaced = w.space, False
        sign = alternation(self.range_signs)
        zero = rf"(?!{w.zero_class}{w.digit_class})"
        # (1-999999, see _MOST: grouped, or not)
        group = rf"(?:(?:{w.group_pattern}){w.with_native_digits('[0-9]{3}')})?"
        first = (rf"(?:{w.with_native_digits('[1-9][0-9]{0,2}')}{group if w.group_pattern else ''}"
                 rf"|{w.with_native_digits('[1-9][0-9]{3,5}')})")
        ends = (rf"{alternation(signs)}{GAP_PATTERN}{first}"
                rf"(?:{sign}| {sign} ){zero}{number}{w.after}(?! ?{sign} ?{w.digit_class})")
        self._parse = regex.compile(
            rf"(?P<sign>{alternation(signs)}){GAP_PATTERN}(?P<first>{first})"
            rf" ?{sign} ?(?P<second>{number})")
        for i, (prev, said) in enumerate(lang.setting_pairs("range_between", "word=said")):
            name = f"{self.NAME}@{i}"
            lead = rf"(?<=(?<!\w)(?i:{regex.escape(prev)})\s+)"
            self.rules.append(Rule("MONEY", rf"{w.before}{lead}{ends}", name))
            self.readings[name] = f" {said} " if spaced else said
        self.rules.append(Rule("MONEY", rf"{w.before}{ends}", self.NAME))
        self.readings[self.NAME] = f" {word} " if spaced else word

    def _form(self, code: str) -> str | None:
        phrase = self.table.phrase(code, OTHER)
        if phrase is None or phrase.before.strip():
            return None
        return self.first_form or self.forms.get(phrase.form, phrase.form)

    def fast(self, name: str, say: Callable[[str, str], str | None]):
        """The fast path of rule `name`; `say(code, number)` reads an amount."""
        w, word = self.lang.written, self.readings[name]

        def read(span: str) -> str | None:
            match = self._parse.fullmatch(span)
            if match is None:
                return None
            code = self.signs[match["sign"]]
            form = self._form(code)
            first = w.ascii_number(match["first"])
            if form is None or not first.isdigit() or first.startswith("0"):
                return None
            said_first, amount = self.lang.say(first, form), say(code, match["second"])
            return None if said_first is None or amount is None else said_first + word + amount

        return read

    def fst(self, name: str, money: pynini.Fst) -> pynini.Fst:
        """The transducer of rule `name`, `money` MONEY's: the sign and the first end are read
        first and the sign written again before the second end, which MONEY reads ("€10-20"
        -> "zehn bis " "€20"; composed, so that no currency's readings are copied again)."""
        w = self.lang.written
        digits = pynini.compose(w.plain_digits,
                                NONZERO + pynini.closure(DIGIT, 0, _MOST - 1)).optimize()
        range_sign = delete(pynini.union(*[pynini.escape(s) for s in self.range_signs]))
        sign = (range_sign | delete(" ") + range_sign + delete(" ")) + insert(
            pynini.escape(self.readings[name]))
        heads, firsts = [], {}
        for written, code in sorted(self.signs.items()):
            form = self._form(code)
            if form is None:
                continue
            if form not in firsts:
                firsts[form] = pynini.compose(digits, self.lang.reading(form)).optimize()
            heads.append(delete(pynini.escape(written)) + gap() + firsts[form] + sign
                         + insert(_MARK + pynini.escape(written)))
        if not heads:
            return pynini.Fst()
        said = pynini.closure(pynini.difference(byte.BYTE, _MARK))
        return pynini.compose(pynini.union(*heads) + said, said + delete(_MARK) + money)
