"""DATE: numeric dates, "12/05/2020" -> "doce de mayo de dos mil veinte", ru "06.03.2006" ->
"шестое марта две тысячи шестого" (TN). (Dates written with a month's name need no class: the
day and the year are read as numbers, "1." or "1er" as ordinals.)

A language says how in its config: `date` is the template (slots.py) of the day `{d}`, the
month `{m}` and the year `{y}`, in the order the language writes them (es `{d} de {m} de {y}`,
ru `{d:ordinal-neuter} {m:genitive} {y:ordinal-genitive}`), the month read as its name from
months.tsv (`N[@form]<TAB>name`). Days are 1-31, months 1-12 (one digit or two), years four
digits, separated by "/", "." or "-" (the same both times). Where the template's order is not
year, month, day, the ISO form "2020-05-12" is read too (years 1900-2099).
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import Rule
from .counted import load_table
from .data import optional_rows
from .language import Language, class_module
from .ordinal import after_words, context_forms
from .slots import Slot, SlotReader, parse, slots
from .written import to_ascii

_SEPARATORS = ("/", ".", "-")
_DAYS = [(str(n), str(n)) for n in range(1, 32)] + [(f"{n:02d}", str(n)) for n in range(1, 10)]
_MONTHS = [(str(n), str(n)) for n in range(1, 13)] + [(f"{n:02d}", str(n)) for n in range(1, 10)]
_YEARS = r"[12][0-9]{3}"
_WRITTEN = {"d": r"(?:0?[1-9]|[12][0-9]|3[01])", "m": r"(?:0?[1-9]|1[0-2])", "y": _YEARS}
_ISO = "ymd"


def _months(lang: Language) -> dict[str, dict[int, str]]:
    """form ("" = plain) -> month number -> name."""
    out: dict[str, dict[int, str]] = {}
    for key, name in optional_rows(f"{lang.code}/numbers/months.tsv"):
        number, _, form = key.partition("@")
        if not number.isdigit() or not 1 <= int(number) <= 12:
            raise LexiconError(f"{lang.code}/numbers/months.tsv: bad key {key!r}")
        out.setdefault(form, {})[int(number)] = name
    if out and len(out.get("", {})) != 12:
        raise LexiconError(f"{lang.code}/numbers/months.tsv: twelve plain names needed")
    return out


class _Dates:
    def __init__(self, lang: Language, day_form: str | None = None):
        """`day_form`: the form an ordinal day is read in instead of the template's."""
        self.lang = lang
        where = f"{lang.code}/numbers/config.tsv: date"
        self.pieces = parse(lang.setting("date"), "dmy", where)
        if day_form:
            self.pieces = tuple(
                Slot(p.name, day_form, p.key) if isinstance(p, Slot) and p.name == "d"
                and p.form.startswith("ordinal") else p for p in self.pieces)
        self.order = "".join(s.name for s in slots(self.pieces))
        if sorted(self.order) != sorted("dmy"):
            raise LexiconError(f"{where}: the template needs {{d}}, {{m}} and {{y}}")
        self.months = _months(lang)
        units = load_table(lang, "units.tsv")
        years = pynini.closure(pynini.union(*"0123456789"), 4, 4)
        self.days = SlotReader(lang, units, pynini.project(
            pynini.string_map(_DAYS), "output").optimize(), where)
        self.years = SlotReader(lang, units, pynini.compose(
            pynini.union("1", "2") + pynini.closure(pynini.union(*"0123456789"), 3, 3),
            years).optimize(), where)
        for slot in slots(self.pieces):
            if slot.name == "m" and slot.key:
                raise LexiconError(f"{where}: the month is a name, not a counted thing")
            if slot.name == "d":
                self.days.check(slot)
            if slot.name == "y":
                self.years.check(slot)

    def month(self, slot: Slot, number: int) -> str:
        return self.months.get(slot.form, {}).get(number) or self.months[""][number]

    def say(self, values: dict[str, str]) -> str | None:
        out = []
        for piece in self.pieces:
            if not isinstance(piece, Slot):
                out.append(piece)
            elif piece.name == "m":
                out.append(self.month(piece, int(values["m"])))
            else:
                reader = self.days if piece.name == "d" else self.years
                words = reader.say(piece, str(int(values[piece.name])))
                if words is None:
                    return None
                out.append(words)
        return "".join(out)

    def _slot_fst(self, slot: Slot) -> pynini.Fst:
        """The slot's written digits (ASCII or native) -> its reading."""
        digit = self.lang.written.digit
        if slot.name == "m":
            return pynini.compose(pynini.closure(digit, 1, 2), pynini.string_map(
                [(written, pynini.escape(self.month(slot, int(n)))) for written, n in _MONTHS]))
        if slot.name == "d":
            return pynini.compose(pynini.closure(digit, 1, 2),
                                  pynini.compose(pynini.string_map(_DAYS), self.days.fst(slot)))
        return pynini.compose(pynini.closure(digit, 4, 4), self.years.fst(slot))

    def fst(self, separator: str) -> pynini.Fst:
        """Dates written in the template's order with `separator` -> the reading."""
        out = pynini.accep("")
        first = True
        for piece in self.pieces:
            if isinstance(piece, Slot):
                out += (pynini.accep("") if first else delete(separator)) + self._slot_fst(piece)
                first = False
            else:
                out += insert(pynini.escape(piece))
        return out.optimize()

    def iso_fst(self) -> pynini.Fst:
        """"2020-05-12" read in the template's order: one branch per month and day, each
        with the year's readings (the year is written first and may be said last; years
        1900-2099, to keep the branches small)."""
        year_slot = next(s for s in slots(self.pieces) if s.name == "y")
        year = pynini.compose(pynini.union("19", "20") + pynini.closure(DIGIT, 2, 2),
                              self.years.fst(year_slot))
        branches = []
        for m in range(1, 13):
            for d in range(1, 32):
                said = {"m": str(m), "d": str(d)}
                before, after, seen_year = [], [], False
                for piece in self.pieces:
                    if isinstance(piece, Slot) and piece.name == "y":
                        seen_year = True
                        continue
                    if isinstance(piece, Slot):
                        text = (self.month(piece, m) if piece.name == "m"
                                else self.days.say(piece, said["d"]))
                        if text is None:
                            break
                    else:
                        text = piece
                    (after if seen_year else before).append(text)
                else:
                    branches.append(insert(pynini.escape("".join(before))) + year
                                    + pynini.cross(f"-{m:02d}-{d:02d}",
                                                   pynini.escape("".join(after))))
        return pynini.union(*branches).optimize()


def tn(lang: Language):
    if not lang.setting("date") or not optional_rows(f"{lang.code}/numbers/months.tsv"):
        return class_module([], {})
    w = lang.written
    dates = _Dates(lang)
    formats = []  # (pattern with named groups, separator or None for ISO)
    for separator in _SEPARATORS:
        sep = regex.escape(separator)
        formats.append(sep.join(rf"(?P<{name}>{w.with_native_digits(_WRITTEN[name])})"
                                for name in dates.order))
    if dates.order != _ISO:
        formats.append(r"(?P<y>(?:19|20)[0-9]{2})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12][0-9]|3[01])")
    parsers = [regex.compile(f) for f in formats]
    plain = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", f) for f in formats)
    pattern = rf"{w.before}(?:{plain})(?![{w.word_chars}]|[.,/-]?{w.digit_class})"

    def module(dates: _Dates, context: str, name: str):
        def fast(span: str) -> str | None:
            for parser in parsers:
                match = parser.fullmatch(span)
                if match is not None:
                    return dates.say({k: to_ascii(v, w.native_digits)
                                      for k, v in match.groupdict().items()})
            return None

        def build(g) -> pynini.Fst:
            branches = [dates.fst(separator) for separator in _SEPARATORS]
            if dates.order != _ISO:
                branches.append(dates.iso_fst())
            return pynini.union(*branches).optimize()

        return Rule("DATE", context + pattern, name), build, fast

    # after the words of config ordinal_after@<form>, an ordinal day in that form (de "am
    # 12.05.2020" am zwölften Mai)
    day = next(s for s in slots(dates.pieces) if s.name == "d")
    contexts = [(form, after_words(words))
                for form, words in sorted(context_forms(lang).items())
                if day.form.startswith("ordinal") and form != day.form]
    parts = [module(_Dates(lang, form), context, f"DATE@{form}") for form, context in contexts]
    parts.append(module(dates, "", "DATE"))
    return class_module([rule for rule, _, _ in parts],
                        {rule.fst: build for rule, build, _ in parts},
                        {rule.fst: fast for rule, _, fast in parts})
