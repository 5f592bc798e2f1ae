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
second end is read as the amount it is ("€10-20,50" ... zwanzig Euro fünfzig), and so is a
first end with cents (0,01-999999,99: "€1,50-2,50" ein Euro fünfzig Cent bis zwei Euro
fünfzig Cent, as MONEY reads "€1,50"; not after range_between's words; session 35; with
`range_first_form` inside the form's config `wrap@<form>`, hy `{}ից`: "€1,50-2" մեկ եվրո
հիսուն ցենտից երկու եվրո, of the currencies of config `range_first_decimals`, cents not zero;
session 39). Neither end starts with a zero (but for a
decimal's "0,50", and a first end of zero: it "€0-2" zero a due euro, session 38), and a third
end after the second ("€1-2-3") is no range's. Config
`money_ranges no`: none (ar, where the transducer, composed with MONEY's, costs 12 CPU s of
the first build).

A language with no `range` but config `range_case@<case>` (case_ranges.py: ru `от {a} до`)
says its words around the first end, an integer in the form the currency's row of the case
asks for (as "10-20 €" is read), and the second, an integer, as MONEY reads it after a word of
the case (MONEY@after-<case>, measure.py): ru "€10-20" от десяти до двадцати евро, "$1-2" от
одного до двух долларов (session 35). Not after a word of any case: the preposition's case
wins there (case_ranges.py), read here after the words of the range's case and of the cases of
config `money_range_cases` (ru `dative`: "к $10-20" к десяти-двадцати долларам), the sign kept;
after the words of config `range_kept_after` (agreement.kept_after) the ends are read as they
are, the sign kept (ru "по $10-20" по десять-двадцать долларов; session 39), the first in the
form case_ranges.kept_forms gives ("по $1-2" по одному-два доллара; session 40).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pynini
import regex
from pynini.lib import byte

from ...fst import DIGIT, delete, insert
from ..base import Rule, alternation
from .counted import (
    GAP_PATTERN,
    OTHER,
    CountedTable,
    NumberReader,
    categories,
    category,
    category_acceptor,
    gap,
)
from .language import Language
from .names import NONZERO

_CARDINAL = "cardinal"  # config range_unit_forms: the plain cardinal's form
# The first end has at most this many digits, grouped as the locale groups them or not
# ("€100-200", "€1.000-2.000", fr "€1 000-2 000"): the transducer has a copy of its readings
# for each currency, which counts in the first build (ar: 14 CPU s with any number)
_MOST = 6
_MARK = "\x01"  # (between the first end's words and the second end, inside the transducer)
_DECIMAL_MARK = "\x02"  # (between a decimal first end and the second end)


class SignFirstRanges:
    """The rules, readings and transducers of ranges of amounts, sign first."""

    NAME = "MONEY@range"
    DECIMAL_NAME = "MONEY@range-decimal"  # (config range_case: a decimal second end)
    KEPT_NAME = "MONEY@range-kept"  # (config range_kept_after)

    def __init__(self, lang: Language, table: CountedTable, signs: dict[str, str],
                 number: str, reader: NumberReader):
        """`signs`: written sign -> code; `number`: the regex of an amount's number, which
        `reader` reads."""
        self.lang, self.table, self.signs, self.reader = lang, table, signs, reader
        word, self.range_signs = lang.range_word()
        self.first_form = lang.setting("range_first_form")
        # (a decimal first end with range_first_form: the amount's reading inside config
        # wrap@<form>, hy `{}ից` "€1,50-2" մեկ եվրո հիսուն ցենտից երկու եվրո; None: none)
        wrap = lang.setting(f"wrap@{self.first_form}") if self.first_form else "{}"
        self.decimal_wrap = tuple(wrap.split("{}")) if wrap.count("{}") == 1 else None
        self.rules: list[Rule] = []
        self.readings: dict[str, str] = {}  # a rule's range word (range_case's: _cases)
        self.case = None
        self._cases: dict[str, tuple] = {}  # a rule of config range_case: (case, before, after)
        self.skips_zeros = False  # (see below)
        self._zero_cents = None  # (see below: range_first_form's first ends with cents of zero)
        if lang.setting("money_ranges") == "no":
            return
        if not word and not self.first_form:
            self._case_rule(number)
            return
        w = lang.written
        forms = dict(lang.setting_pairs("range_unit_forms", "form=form"))
        self.forms = {form: "" if said == _CARDINAL else said for form, said in forms.items()}
        spaced = w.spaced and lang.setting("range_joined") != "yes"
        if not word:  # (the first end's form says it: hy հինգից տասը)
            word, spaced = w.space, False
        sign = alternation(self.range_signs)
        # (config leading_zeros amounts, skipped: an end's leading zeros are skipped, "€01-02"
        # it da un euro a due euro, as MONEY reads "€01"; elsewhere no end starts with one)
        self.skips_zeros = w.skips_leading_zeros
        zero = "" if self.skips_zeros else rf"(?!{w.zero_class}{w.digit_class})"
        # (1-999999, see _MOST: grouped, or not)
        group = rf"(?:(?:{w.group_pattern}){w.with_native_digits('[0-9]{3}')})?"
        # (a decimal first end only where the range's word says the range: hy's ablative
        # would be lost)
        cents = rf"{w.decimal_pattern}{w.with_native_digits('[0-9]{2}')}"
        first = (rf"(?:{w.with_native_digits('[1-9][0-9]{0,2}')}"
                 rf"{group if w.group_pattern else ''}"
                 rf"|{w.with_native_digits('[1-9][0-9]{3,5}')}|{w.zero_class})")
        if self.skips_zeros:  # (an integer's only: "€01,50-2" is none)
            first = rf"(?:{first}|{w.zero_class}+{first}(?!{w.decimal_pattern}))"
        # (a decimal first end in the rule without a word before it only: see fst)
        if self.first_form:  # (cents of zero: the major word's form, hy եվրոյից, unread)
            cents = (rf"{w.decimal_pattern}(?!{w.zero_class}{{2}})"
                     rf"{w.with_native_digits('[0-9]{2}')}")
        any_first = (rf"(?:{first}(?:{cents})?|{w.with_native_digits('0')}{cents})"
                     if self.decimal_wrap else first)
        # (with range_first_form, a first end with cents of zero is read as the integer, as
        # MONEY reads "€1,00": hy "€1,00-2" մեկից երկու եվրո, as "€1-2"; session 40)
        zero_cents = rf"{w.decimal_pattern}{w.zero_class}{{2}}"
        self._zero_cents = (regex.compile(rf"(?P<whole>.+?){zero_cents}") if self.first_form
                            else None)
        if self.first_form:
            any_first = rf"(?:{first}{zero_cents}|{any_first})"

        def ends(first: str) -> str:
            return (rf"{alternation(signs)}{GAP_PATTERN}{first}(?:{sign}| {sign} ){zero}{number}"
                    rf"{w.after}(?! ?{sign} ?{w.digit_class})")

        self._parse = regex.compile(
            rf"(?P<sign>{alternation(signs)}){GAP_PATTERN}(?P<first>{any_first})"
            rf" ?{sign} ?(?P<second>{number})")
        for i, (prev, said) in enumerate(lang.setting_pairs("range_between", "word=said")):
            name = f"{self.NAME}@{i}"
            lead = rf"(?<=(?<!\w)(?i:{regex.escape(prev)})\s+)"
            self.rules.append(Rule("MONEY", rf"{w.before}{lead}{ends(first)}", name))
            self.readings[name] = f" {said} " if spaced else said
        self.rules.append(Rule("MONEY", rf"{w.before}{ends(any_first)}", self.NAME))
        self.readings[self.NAME] = f" {word} " if spaced else word

    @property
    def names(self) -> list[str]:
        """The names of the rules (and of their transducers and fast paths)."""
        return [rule.fst for rule in self.rules]

    def _case_rule(self, number_pattern: str):
        """The rules of config `range_case@<case>` (see the docstring), if any: the range's
        own; one after the words of its case (the preposition's case wins, the sign is kept:
        ru "от €10-20" от десяти-двадцати евро, as "от 10-20 €" is read); and one with a
        decimal second end, read in no case ("€10-20,50" десять-двадцать евро пятьдесят
        центов, as "10-20,50 €" is read)."""
        from . import case_ranges  # (which imports money, as agreement does)
        from .agreement import after_words, cases, kept_after, not_after_words

        found = case_ranges.range_case(self.lang)
        if found is None:
            return
        w = self.lang.written
        self.case, before, after = found
        self.range_signs = ["-", "–", "—"]  # (case_ranges.py's: not "~")
        self.forms = {}
        kept = kept_after(self.lang)
        words = [word for c in cases(self.lang) for word in c.words] + kept
        guard = not_after_words(words) if words else ""
        signs = alternation(self.signs)
        sign = alternation(self.range_signs)
        number = (rf"{w.with_native_digits('[1-9][0-9]{0,2}')}(?:(?:{w.group_pattern})"
                  rf"{w.with_native_digits('[0-9]{3}')})?|{w.with_native_digits('[1-9][0-9]{3,5}')}")
        # (integers only: a decimal end is read in no case; no third end)
        tail = rf"{w.after}(?!{w.decimal_pattern}{w.digit_class}| ?{sign} ?{w.digit_class})"
        ends = rf"{signs}{GAP_PATTERN}(?:{number})(?:{sign}| {sign} )(?:{number}){tail}"
        name = f"{self.NAME}-{self.case.name}"
        self.rules.append(Rule("MONEY", rf"{guard}{w.before}{ends}", name))
        self._cases[name] = self.case, before, after
        taken: set[str] = set()
        # (the range's own case, ru от/до, and those of config money_range_cases, ru к: each
        # case's transducer composes MONEY's readings in it again, CPU s of the first build)
        read_in = {self.case.name, *self.lang.setting("money_range_cases").split()}
        for case in cases(self.lang):  # (a word of two cases: the first's, as agreement.py)
            own = [word for word in case.words if word.lower() not in taken]
            taken |= {word.lower() for word in case.words}
            if own and case.name in read_in:
                name = f"{self.NAME}-after-{case.name}"
                self.rules.append(Rule("MONEY", rf"{after_words(own)}{w.before}{ends}", name))
                self._cases[name] = case, "", "-"
        if kept:  # (config range_kept_after: the sign kept, the ends read as they are, fst)
            name = self.KEPT_NAME
            self.rules.append(Rule("MONEY", rf"{after_words(kept)}{w.before}{ends}", name))
            self.readings[name] = "-"
        decimal = rf"(?=(?:{number}){w.decimal_pattern}{w.digit_class})(?:{number_pattern})"
        self.rules.append(Rule(
            "MONEY", rf"{w.before}{signs}{GAP_PATTERN}(?:{number})(?:{sign}| {sign} ){decimal}"
                     rf"{w.after}(?! ?{sign} ?{w.digit_class})", self.DECIMAL_NAME))
        self.readings[self.DECIMAL_NAME] = "-"
        self._parse = regex.compile(
            rf"(?P<sign>{signs}){GAP_PATTERN}(?P<first>{number}) ?{sign} ?(?P<second>{number})")
        # (the decimal rule's second end: any amount MONEY reads, as its transducer takes)
        self._decimal_parse = regex.compile(
            rf"(?P<sign>{signs}){GAP_PATTERN}(?P<first>{number}) ?{sign} ?"
            rf"(?P<second>{number_pattern})")

    @functools.cached_property
    def _case_forms(self) -> dict[tuple[str, str], dict[str, str]]:
        """(case, sign) -> plural category -> the form of the first end before the sign, in
        the case (read once: the fast path asks at each span)."""
        from .counted import categories

        names = [c for c in categories(self.lang) if c != OTHER]
        forms = {}
        for case, _, _ in self._cases.values():
            for written, code in self.signs.items():
                governed = case.table(CountedTable({written: self.table.rows[code]}), names)
                forms[case.name, written] = governed.forms(written, names)
        return forms

    def _case_fast(self, name: str):
        """The fast path of a rule of config range_case."""
        from .counted import categories, category
        from .measure import _readings

        w, (case, before, after) = self.lang.written, self._cases[name]
        names = list(dict.fromkeys(categories(self.lang) + categories(self.lang, True)))
        table = CountedTable({s: self.table.rows[code] for s, code in self.signs.items()})
        _, second = _readings(self.reader, None, case.table(table, names), 0)

        def read(span: str) -> str | None:
            match = self._parse.fullmatch(span)
            if match is None:
                return None
            first = w.ascii_number(match["first"])
            form = self._case_forms[case.name, match["sign"]].get(category(self.lang, first))
            said = None if form is None else self.lang.say(first, form)
            amount = second(f"{match['second']}{match['sign']}")
            return None if said is None or amount is None else f"{before}{said}{after}{amount}"

        return read

    def _case_fst(self, name: str, g) -> pynini.Fst:
        """The transducer of a rule of config range_case: "€10-20" -> "от десяти до "
        "20€", which MONEY@after-<case> reads."""

        w, (case, before, after) = self.lang.written, self._cases[name]
        digits = pynini.compose(w.plain_digits,
                                NONZERO + pynini.closure(DIGIT, 0, _MOST - 1)).optimize()
        range_sign = delete(pynini.union(*[pynini.escape(s) for s in self.range_signs]))
        sign = range_sign | delete(" ") + range_sign + delete(" ")
        heads, firsts = [], {}
        for written in sorted(self.signs):
            forms = tuple(sorted(self._case_forms[case.name, written].items()))
            if not forms:
                continue
            if forms not in firsts:  # (the same for each rule of the case: built once)
                firsts[forms] = self.lang.shared(
                    ("MoneyRanges.case_first", forms),
                    lambda forms=forms: self._first_in_forms(digits, dict(forms)))
            heads.append(delete(pynini.escape(written)) + gap() + insert(pynini.escape(before))
                         + firsts[forms] + sign + insert(pynini.escape(after) + _MARK)
                         + pynini.project(digits, "input")
                         + insert(pynini.escape(written)))
        if not heads:
            return pynini.Fst()
        said = pynini.closure(pynini.difference(byte.BYTE, _MARK))
        money = g.get(f"MONEY@after-{case.name}")
        return pynini.compose(pynini.union(*heads), said + delete(_MARK) + money)

    def _wrapped(self, code: str, amount: str | None) -> str | None:
        """A decimal first end's reading inside config wrap@<range_first_form> (of a currency
        of config range_first_decimals)."""
        if amount is None or self.decimal_wrap is None or not self._wraps(code):
            return None
        return self.decimal_wrap[0] + amount + self.decimal_wrap[1]

    def _wraps(self, code: str) -> bool:
        return not self.first_form or code in self._decimal_codes

    @functools.cached_property
    def _decimal_codes(self) -> set[str]:
        """Config `range_first_decimals`: the currencies whose decimal first end is read with
        range_first_form, their minor unit's word taking wrap@<form> as it is (hy `USD EUR`:
        ցենտից; not AMD: լումա takes լումայից)."""
        return set(self.lang.setting("range_first_decimals").split())

    def _form(self, code: str) -> str | None:
        phrase = self.table.phrase(code, OTHER)
        if phrase is None or phrase.before.strip():
            return None
        return self.first_form or self.forms.get(phrase.form, phrase.form)

    @functools.cached_property
    def _kept_forms(self) -> dict[str, dict[str, str]]:
        """Currency -> plural category -> the first end's form in the rule of config
        range_kept_after (case_ranges.kept_forms of the currency's rows)."""
        from .case_ranges import kept_forms

        names = [c for c in categories(self.lang) if c != OTHER]
        return {code: kept_forms(self.lang, self.table.forms(code, names))
                for code in set(self.signs.values())}

    def fast(self, name: str, say: Callable[[str, str], str | None]):
        """The fast path of rule `name`; `say(code, number)` reads an amount."""
        if name in self._cases:
            return self._case_fast(name)
        w, word = self.lang.written, self.readings[name]

        parse = self._decimal_parse if name == self.DECIMAL_NAME else self._parse

        def read(span: str) -> str | None:
            match = parse.fullmatch(span)
            if match is None:
                return None
            code = self.signs[match["sign"]]
            form = self._form(code)
            first = match["first"]
            whole = (self._zero_cents.fullmatch(first)
                     if self._zero_cents is not None and name == self.NAME else None)
            first = w.ascii_number(whole["whole"] if whole else first)
            if self.skips_zeros and first.isdigit():
                first = first.lstrip("0") or "0"
            if form is None or (first.isdigit() and first.startswith("0") and first != "0") or (
                    name != self.NAME and not first.isdigit()):
                return None
            if name == self.KEPT_NAME:
                form = self._kept_forms[code].get(category(self.lang, first))
                if form is None:
                    return None
            # (a decimal first end is read as the amount it is: "€1,50-2,50")
            said_first = (self.lang.say(first, form) if first.isdigit()
                          else self._wrapped(code, say(code, match["first"])))
            amount = say(code, match["second"])
            return None if said_first is None or amount is None else said_first + word + amount

        return read

    def _first_in_forms(self, digits: pynini.Fst, forms: dict[str, str]) -> pynini.Fst:
        """Written first ends (`digits`) -> their reading in the form of their plural category
        (`forms`)."""
        return pynini.union(*[
            pynini.compose(pynini.compose(digits, category_acceptor(self.lang, c)),
                           self.lang.reading(form)) for c, form in forms.items()]).optimize()

    def fst(self, name: str, g) -> pynini.Fst:
        """The transducer of rule `name`, with `g`'s MONEY: the sign and the first end are read
        first and the sign written again before the second end, which MONEY reads ("€10-20"
        -> "zehn bis " "€20"; composed, so that no currency's readings are copied again). A
        decimal first end only in the rule without a word before it (range_between's rules
        would cost as much of the first build again each: es 3 CPU s). Config range_case's
        rule: _case_fst."""
        if name in self._cases:
            return self._case_fst(name, g)
        money = g.get("MONEY")
        w = self.lang.written
        number = NONZERO + pynini.closure(DIGIT, 0, _MOST - 1)
        if self.case is None:  # (a first end of zero: it "€0-2"; range_case's are 1 and up)
            number |= "0"
        digits = pynini.compose(w.plain_digits, number).optimize()
        skipped = digits
        if self.skips_zeros:  # (an integer first end's leading zeros: see __init__)
            skipped = pynini.compose(w.plain_digits,
                                     pynini.closure(delete("0")) + number).optimize()
        range_sign = delete(pynini.union(*[pynini.escape(s) for s in self.range_signs]))
        word = pynini.escape(self.readings[name])
        sign = (range_sign | delete(" ") + range_sign + delete(" ")) + insert(word)
        # a decimal first end, read as MONEY reads it: "€1,50-2,50" -> "€1,50" "€2,50"
        digit = pynini.project(w.digit, "input")
        zero = pynini.project(pynini.compose(w.digit, "0"), "input")
        cents = pynini.closure(digit, 2, 2)
        if self.first_form:  # (not zero cents: see __init__)
            cents = pynini.difference(cents, zero + zero)
        decimal = w.decimal_marks(pynini.union(pynini.project(digits, "input"), zero),
                                  cents.optimize()).optimize()
        spaces = pynini.closure(pynini.union(" ", "\u00a0", "\u202f"), 0, 1)
        ends = skipped
        if self.first_form and name == self.NAME:  # (cents of zero: the integer, see __init__)
            marks = pynini.union(*[pynini.escape(m) for m in w.decimal_separators])
            with_zeros = w.decimal_marks(pynini.project(skipped, "input"), zero + zero)
            ends = pynini.union(skipped, pynini.compose(
                with_zeros, skipped + delete(marks) + delete(zero + zero))).optimize()
        heads, decimal_heads, firsts = [], [], {}
        for written, code in sorted(self.signs.items()):
            form = self._form(code)
            if form is None:
                continue
            if name == self.KEPT_NAME:  # (a form per plural category: _kept_forms)
                form = tuple(sorted(self._kept_forms[code].items()))
            if form not in firsts:
                firsts[form] = (self._first_in_forms(skipped, dict(form)) if isinstance(form, tuple)
                                else pynini.compose(ends, self.lang.reading(form)).optimize())
            heads.append(delete(pynini.escape(written)) + gap() + firsts[form] + sign
                         + insert(_MARK + pynini.escape(written)))
            if self.decimal_wrap and name == self.NAME and self._wraps(code):
                decimal_heads.append(pynini.accep(pynini.escape(written)) + spaces + decimal
                                     + (range_sign | delete(" ") + range_sign + delete(" "))
                                     + insert(_DECIMAL_MARK + pynini.escape(written)))
        if not heads:
            return pynini.Fst()
        said = pynini.closure(pynini.difference(byte.BYTE, pynini.union(_MARK, _DECIMAL_MARK)))
        first = said + delete(_MARK)
        if decimal_heads:  # (one copy of MONEY's readings for the second ends of both)
            before, after = (pynini.escape(x) for x in self.decimal_wrap)
            first |= insert(before) + money + insert(after) + pynini.cross(_DECIMAL_MARK, word)
        # (the kept rule's second end an integer of the first's digits, as its regex: _parse)
        second = pynini.project(digits, "input") if name == self.KEPT_NAME else said
        return pynini.compose(pynini.union(*heads, *decimal_heads) + second, first + money)
