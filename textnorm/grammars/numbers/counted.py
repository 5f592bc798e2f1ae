"""Counted things: a number and the words for what it counts, which agree with it ("5 km" ->
"cinco kilómetros", "1 km" -> "un kilómetro", ru "2 км" -> "два километра", "5 км" -> "пять
километров"). The shared core of MEASURE, MONEY and the hour and minute words of TIME.

Plural categories, config `plural` and `plural_decimal`: `pattern=category` items (CLDR's
category names: one, two, few, many, other), patterns as in scales.tsv over the digits of the
integer (of a decimal's integer part for `plural_decimal`); the most specific pattern wins, and
a number no pattern matches is `other`. ru: `plural 1=one *1=one *11=many *2=few ... *=many`,
`plural_decimal *=few` ("1,5 километра").

A table of counted things (units.tsv, currencies.tsv) has rows `KEY[@category]<TAB>template`:
the template reads the number as `{n}`, or as `{n:form}` where an integer takes a form (es
`km {n:masculine} kilómetros` "veintiún kilómetros"; a decimal is read as DECIMAL reads it,
its whole part in the row's form where config `decimal_counted_forms` names that form: is
`neuter feminine`, "2,5 kg" tvö komma fimm kíló; ru after около, the genitive's, "около 1,5 км"
около одной целой пяти десятых километра, decimal.py); a category's own row wins over the
key's plain row.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, SIGMA, delete, insert
from ..base import abbreviations as abbreviations_pattern
from ..base import alternation
from . import data as number_data
from .cardinal import spoken
from .data import SEAM, optional_rows, pattern_rank, seam_joiner
from .language import Language
from .names import NONZERO, minimal_dfa, pattern_acceptor
from .reader import digit_pattern
from .relax import scale_words
from .written import MINUS_SIGNS, strip_leading_zeros, to_ascii

OTHER = "other"
_SLOT = regex.compile(r"\{n(?::([\w-]+))?\}")
_CATEGORY = regex.compile(r"[\w-]+")


@dataclass(frozen=True)
class Phrase:
    """A number in words between `before` and `after`, an integer read in `form`."""

    before: str
    form: str
    after: str

    def say(self, number: str) -> str:
        return self.before + number + self.after


def parse_phrase(template: str, where: str) -> Phrase:
    slots = list(_SLOT.finditer(template))
    if len(slots) != 1 or "{" in _SLOT.sub("", template):
        raise LexiconError(f"{where}: a template needs one {{n}} (or {{n:form}}): {template!r}")
    slot = slots[0]
    return Phrase(template[:slot.start()], slot.group(1) or "", template[slot.end():])


# -- plural categories -------------------------------------------------------------------------
class Plural:
    """A language's plural categories: `pattern=category` items, the most specific pattern
    first; a number no pattern matches is `other`."""

    def __init__(self, spec: str, where: str = "plural"):
        rules = []
        for item in spec.split():
            pattern, _, name = item.partition("=")
            if not regex.fullmatch(r"[\dx*]+", pattern) or not _CATEGORY.fullmatch(name):
                raise LexiconError(f"{where}: bad item {item!r} (pattern=category)")
            rules.append((pattern, name))
        self.rules = tuple(sorted(rules, key=lambda r: pattern_rank(r[0]), reverse=True))
        self.names = list(dict.fromkeys([*(name for _, name in self.rules), OTHER]))
        self._acceptors: dict[str, pynini.Fst] = {}

    def category(self, digits: str) -> str:
        """The category of an integer's ASCII digits."""
        for pattern, name in self.rules:
            if digit_pattern(pattern, False).fullmatch(digits):
                return name
        return OTHER

    def acceptor(self, name: str) -> pynini.Fst:
        """ASCII digits without leading zeros (or "0") whose category is `name`."""
        if name not in self._acceptors:
            self._acceptors[name] = self._acceptor(name)
        return self._acceptors[name]

    def _acceptor(self, name: str) -> pynini.Fst:
        numbers = pynini.union("0", NONZERO + pynini.closure(DIGIT)).optimize()
        left, ours = numbers, []  # the numbers no more specific pattern took, and ours
        for pattern, category_name in self.rules:
            if category_name == name:
                ours.append(minimal_dfa(pynini.intersect(left, pattern_acceptor(pattern))))
            left = minimal_dfa(pynini.difference(left, pattern_acceptor(pattern)))
        if name == OTHER:
            ours.append(left)
        if not ours:
            return minimal_dfa(pynini.difference(numbers, numbers))
        return minimal_dfa(pynini.union(*ours))


def plural(lang: Language, decimal: bool = False) -> Plural:
    """The categories of integers (config `plural`) or of decimals by their integer part
    (`plural_decimal`)."""
    return _plural(lang.code, decimal)


@cache
def _plural(code: str, decimal: bool) -> Plural:
    key = "plural_decimal" if decimal else "plural"
    return Plural(number_data.load(code).config.get(key, ""),
                  f"{code}/numbers/config.tsv: {key}")


def category(lang: Language, digits: str, decimal: bool = False) -> str:
    return plural(lang, decimal).category(digits)


def categories(lang: Language, decimal: bool = False) -> list[str]:
    return plural(lang, decimal).names


def category_acceptor(lang: Language, name: str, decimal: bool = False) -> pynini.Fst:
    return plural(lang, decimal).acceptor(name)


# -- tables --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CountedTable:
    """key -> category ("" = the plain row) -> Phrase."""

    rows: dict[str, dict[str, Phrase]]

    def phrase(self, key: str, category_name: str) -> Phrase | None:
        own = self.rows.get(key, {})
        return own.get(category_name) or own.get("")

    def forms(self, key: str, names: list[str]) -> dict[str, str]:
        """Category -> the form of `key`'s row for it (its plain row's where it has none of
        its own), for the categories `names` it has a row for."""
        return {c: p.form for c in names if (p := self.phrase(key, c)) is not None}

    @property
    def keys(self) -> list[str]:
        return list(self.rows)


def load_table(lang: Language, name: str) -> CountedTable:
    """units.tsv, currencies.tsv, ... of `lang` (a "+" in a reading is a seam, as in
    cardinal.tsv: data.load); config `plural_link` (`category=word` each)
    puts a word between a number of that category and the plain row's words (es
    `million=de`: "un millón de euros"). Read once per language (the classes share the table
    and make new ones from it, never change it)."""
    return lang.once(("counted table", name), lambda: _read_table(lang, name))


def _read_table(lang: Language, name: str) -> CountedTable:
    rows: dict[str, dict[str, Phrase]] = {}
    joiner = seam_joiner(lang.code, lang.data.config, lang.itn)  # (data.load: "+" seams)
    for written, template in optional_rows(f"{lang.code}/numbers/{name}"):
        template = template.replace(SEAM, joiner)
        key, _, category_name = written.partition("@")
        where = f"{lang.code}/numbers/{name}: {written}"
        rows.setdefault(key, {})[category_name] = parse_phrase(template, where)
    links = lang.setting_pairs("plural_link", "category=word")
    for key, phrases in rows.items():
        if "" not in phrases:
            raise LexiconError(f"{lang.code}/numbers/{name}: {key} has no plain row")
        for category_name, word in links:
            plain = phrases[""]
            phrases.setdefault(category_name, Phrase(
                plain.before, plain.form, lang.written.space + word + plain.after))
    return CountedTable(rows)


class CountedReadings:
    """The counted readings of a table's rows for the ASCII numbers of `digits` (an acceptor,
    no leading zeros), in Python and as transducers; the number's readings are built once per
    form and category, for all rows."""

    def __init__(self, lang: Language, table: CountedTable, digits: pynini.Fst):
        self.lang, self.table, self.digits = lang, table, digits
        self._digits_key = digits.write_to_string()  # (readings shared by equal `digits`)

    def say(self, key: str, digits: str) -> str | None:
        phrase = self.table.phrase(key, category(self.lang, digits))
        words = phrase and self.lang.say(digits, phrase.form)
        return None if words is None else phrase.say(words)

    def _number(self, form: str, category_name: str) -> pynini.Fst:
        def build() -> pynini.Fst:
            numbers = pynini.intersect(self.digits, category_acceptor(self.lang, category_name))
            return pynini.compose(numbers.optimize(), self.lang.reading(form)).optimize()

        return self.lang.shared(("CountedReadings", self._digits_key, form, category_name),
                                build)

    def _written_number(self, form: str, category_name: str) -> pynini.Fst:
        """`_number` after the written digits (plain_digits: grouped, native), composed once
        per form and category, not once per key."""
        return self.lang.shared(
            ("CountedReadings.written", self._digits_key, form, category_name),
            lambda: pynini.compose(self.lang.written.plain_digits,
                                   self._number(form, category_name)).optimize())

    def fst(self, key: str, written: bool = False, optimize: bool = True) -> pynini.Fst:
        """The readings of `key`'s rows; `written`: of the numbers as written (plain_digits)
        rather than ASCII; not `optimize`d where the caller's union is (MONEY's: the same
        machine, built in a third of the time)."""
        number = self._written_number if written else self._number
        parts = []
        for category_name in categories(self.lang):
            phrase = self.table.phrase(key, category_name)
            if phrase is None:  # (a case's table: agreement.py)
                continue
            parts.append(insert(pynini.escape(phrase.before))
                         + number(phrase.form, category_name)
                         + insert(pynini.escape(phrase.after)))
        out = pynini.union(*parts)
        return out.optimize() if optimize else out


# -- reading ---------------------------------------------------------------------------------------
class NumberReader:
    """How a written number (signed, grouped, maybe a decimal) is read before a counted word,
    in Python (`say`) and as transducers (`fst`), the two kept equal by the tests."""

    def __init__(self, lang: Language, read_decimal: Callable[[str], str | None],
                 max_digits: int | None = None, leading_zeros: bool = False,
                 decimal_fst: str = "DECIMAL", decimal_zeros: bool = False, plus: str = "",
                 decimal_paths: Mapping[str, Callable[[str], str | None]] | None = None):
        """`decimal_fst`: the name of the transducer that `read_decimal` equals; `plus`: the
        word a "+" written before the number is read as (none: no "+"); `decimal_paths`: the
        DECIMAL class's fast paths, whose `DECIMAL@<form>` (config `decimal_counted_forms`)
        read a decimal before a word whose row asks for that form (none: read_decimal's
        reading in every form)."""
        self.lang = lang
        self.plus = plus
        w = lang.written
        self.read_decimal = read_decimal
        self.decimal_fst = decimal_fst
        forms = [item.partition("=")[0]
                 for item in lang.setting("decimal_counted_forms").split()]
        self._in_form = {form: decimal_paths[f"DECIMAL@{form}"] for form in forms
                         if decimal_paths and f"DECIMAL@{form}" in decimal_paths}
        self.max_digits = max_digits
        self.leading_zeros = leading_zeros  # integers may have them, read without (zh 08月)
        # and decimals (ru "09,5%": config leading_zeros skipped)
        self.decimal_zeros = decimal_zeros
        self.minus = lang.setting("minus", "minus")
        sign = rf"(?:{w.minus_pattern}|\+)" if plus else w.minus_pattern
        self.pattern = (rf"{sign}?{w.number_pattern}"
                        rf"(?:{w.decimal_pattern}{w.digit_class}+)?")
        self._marks = regex.compile(w.decimal_pattern)
        self._grouped = regex.compile(w.number_pattern)

    def parse(self, number: str) -> tuple[str, str, str | None] | None:
        """(sign, ASCII digits of the integer part, ASCII digits after the decimal mark or
        None) or None."""
        sign = number[:1] if number[:1] in MINUS_SIGNS or self.plus and number[:1] == "+" else ""
        parts = self._marks.split(number[len(sign):])
        if len(parts) > 2 or not self._grouped.fullmatch(parts[0]):
            return None
        digits = self.lang.written.ascii_number(parts[0])
        if self.leading_zeros and len(parts) == 1 or self.decimal_zeros and len(parts) == 2:
            digits = digits.lstrip("0") or "0"
        if (digits != "0" and digits.startswith("0")) or (
                self.max_digits is not None and len(digits) > self.max_digits):
            return None
        fraction = to_ascii(parts[1], self.lang.written.native_digits) if len(parts) == 2 else None
        return sign, digits, fraction

    def category(self, number: str) -> str | None:
        parsed = self.parse(number)
        return None if parsed is None else category(self.lang, parsed[1], parsed[2] is not None)

    def say(self, number: str, form: str) -> str | None:
        parsed = self.parse(number)
        if parsed is None:
            return None
        if parsed[0] == "+":
            words = self.say(number[1:], form)
            return None if words is None else self.plus + self.lang.written.space + words
        sign, digits, fraction = parsed
        if fraction is not None:
            read = self._in_form.get(form, self.read_decimal)
            return read(self.lang.written.without_leading_zeros(number)
                        if self.decimal_zeros else number)
        words = self.lang.say(digits, form)
        if words is None:
            return None
        return (self.minus + self.lang.written.space if sign else "") + words

    def whole(self, category_name: str, decimal: bool = False) -> pynini.Fst:
        """Written integers (grouped, native digits) of the category -> ASCII digits."""
        digits = pynini.union("0", NONZERO + pynini.closure(DIGIT))
        if self.max_digits is not None:
            digits = pynini.intersect(digits, pynini.closure(DIGIT, 1, self.max_digits))
        written = self.lang.written.plain_digits
        if self.leading_zeros and not decimal:
            written = pynini.compose(written, strip_leading_zeros())
        return pynini.compose(written, pynini.intersect(
            digits, category_acceptor(self.lang, category_name, decimal)).optimize())

    def fst(self, g, form: str, category_name: str, fraction_digits: int = 1,
            integers: bool = True) -> pynini.Fst:
        """Written numbers of the category -> their reading (integers in `form`, unless not
        `integers`; decimals with at least `fraction_digits` digits after the mark, 0 for
        none)."""
        # (readers with the same settings read alike: MEASURE's, DATE@parts', the governed
        # cases')
        key = ("NumberReader", self.max_digits, self.leading_zeros, self.decimal_zeros,
               self.decimal_fst, self.plus, tuple(self._in_form),
               form if integers or form in self._in_form else "", category_name,
               fraction_digits, integers)
        return self.lang.shared(
            key, lambda: self._fst(g, form, category_name, fraction_digits, integers))

    def _fst(self, g, form: str, category_name: str, fraction_digits: int,
             integers: bool) -> pynini.Fst:
        w = self.lang.written
        sign = w.sign(self.minus)
        plus = pynini.cross("+", pynini.escape(self.plus + w.space)) if self.plus else None
        if plus is not None:  # ("+5 °C" plus five degrees Celsius)
            sign = pynini.union(sign, plus)
        integer = None
        if integers or not fraction_digits:  # (not built for decimals alone)
            integer = pynini.closure(sign, 0, 1) + pynini.compose(
                self.whole(category_name), self.lang.reading(form))
        if fraction_digits:
            # (the decimals are read alike in every form but those of decimal_counted_forms:
            # built once per category and reading)
            name = f"DECIMAL@{form}" if form in self._in_form else self.decimal_fst
            decimal = self.lang.shared(
                ("NumberReader.decimal", self.max_digits, self.decimal_zeros, name,
                 category_name, fraction_digits),
                lambda: self._decimal(g, name, category_name, fraction_digits))
            if plus is not None:  # (not "+-5,5")
                decimal = pynini.union(decimal, plus + pynini.compose(
                    pynini.project(w.digit, "input") + SIGMA, decimal))
            integer = pynini.union(integer, decimal) if integers else decimal
        return integer.optimize()

    def _decimal(self, g, name: str, category_name: str, fraction_digits: int) -> pynini.Fst:
        """Written decimals of the category -> their reading (transducer `name`'s)."""
        w = self.lang.written
        digits = pynini.closure(pynini.project(w.digit, "input"), fraction_digits)
        # (a mark that also groups, ar ",", as the regexes read it: "2,914" is no decimal)
        written_decimal = (pynini.closure(pynini.union(*MINUS_SIGNS), 0, 1) + w.decimal_marks(
            pynini.project(self.whole(category_name, decimal=True), "input"), digits))
        read = pynini.compose(written_decimal.optimize(), g.get(name))
        if self.decimal_zeros:  # ("09,5" as "9,5": = without_leading_zeros)
            return pynini.compose(w.leading_zeros_fst, read)
        return read


def phrases_fst(reader: NumberReader, g, table: CountedTable, keys: Iterable[str],
                after: Callable[[str], pynini.Fst], fraction_digits: int = 1,
                integers: bool = True, optimize: bool = True) -> pynini.Fst:
    """The readings of `number + after(key)` for each key: the number in the form and
    category its phrase asks for, the phrase's words around it (no phrase: not read, a
    case's table); `after(key)` is what the written side has after the number (deleted).
    Decimals as in `NumberReader.fst`. Not `optimize`d where the caller optimizes the union
    it is part of (MONEY's, per currency: the same machine in less time)."""
    lang = reader.lang
    groups: dict[tuple[str, str, str], list[pynini.Fst]] = {}
    names = categories(lang) + categories(lang, decimal=True)
    for category_name in dict.fromkeys(names):
        for key in keys:
            phrase = table.phrase(key, category_name)
            if phrase is None:
                continue
            tail = after(key) + insert(pynini.escape(phrase.after))
            groups.setdefault((phrase.form, category_name, phrase.before), []).append(tail)
    parts = []
    for (form, category_name, before), tails in sorted(groups.items()):
        number = reader.fst(g, form, category_name, fraction_digits, integers)
        parts.append(insert(pynini.escape(before)) + number + pynini.union(*tails))
    out = pynini.union(*parts)
    return out.optimize() if optimize else out


def spoken_words(table: CountedTable, keys: Iterable[str]) -> dict[str, str]:
    """ITN: the words said after a number (lower case, any category's) -> the first of `keys`
    that says them (phrases with words before the number are not read back)."""
    said: dict[str, str] = {}
    for key in keys:
        for phrase in table.rows.get(key, {}).values():
            words = phrase.after.strip().lower()
            if words and not phrase.before.strip():
                said.setdefault(words, key)
    return said


def spoken_frames(table: CountedTable,
                  keys: Iterable[str]) -> dict[tuple[str, str], tuple[str, str]]:
    """ITN: the words said before and after a number (lower case, any category's; the words
    before not empty) -> the first of `keys` that says them and the form its number is read
    in (zh km/h 每小时{n}公里; rw m "metero {n:class10}")."""
    said: dict[tuple[str, str], tuple[str, str]] = {}
    for key in keys:
        for phrase in table.rows.get(key, {}).values():
            before = phrase.before.strip().lower()
            if before:
                said.setdefault((before, phrase.after.strip().lower()), (key, phrase.form))
    return said


def of_categories(lang: Language, number: pynini.Fst, rows: dict[str, Phrase],
                  frame: tuple[str, str]) -> pynini.Fst:
    """ITN: `number`, only the numbers of the plural categories whose `rows` (category ->
    phrase, a key's rows) say `frame` (the words before and after, lower case); all where the
    plain row says it or none does (he "שקל אחד" ₪1 and "סנטימטר אחד", the @one rows', where
    "שקל חמש" is no amount)."""
    return in_categories(lang, number, categories_saying(rows, frame))


def in_categories(lang: Language, number: pynini.Fst, categories: tuple[str, ...]
                  ) -> pynini.Fst:
    """`number`, only the numbers of `categories` (all where there are none)."""
    if not categories:
        return number
    return pynini.compose(number, pynini.union(*[category_acceptor(lang, c)
                                                 for c in categories]))


def categories_saying(rows: dict[str, Phrase], frame: tuple[str, str]) -> tuple[str, ...]:
    """The plural categories whose `rows` say `frame` (of_categories), sorted; () for all."""
    said = [name for name, phrase in rows.items()
            if (phrase.before.strip().lower(), phrase.after.strip().lower()) == frame]
    return () if not said or "" in said else tuple(sorted(said))


def number_in_form(lang: Language, number: pynini.Fst, form: str) -> pynini.Fst:
    """ITN: `number` (spoken -> digits), and where a counted word asks for a form, a whole
    number read in that form too (rw "metero eshanu" 5 m: class 10's five)."""
    if not form or form not in lang.data.forms:
        return number
    # (made once a form: each unit said before its number asks for it again, rw 29 of them)
    said = lang.shared(("spoken in form", form), lambda: spoken(lang, lang.cover(form)))
    return pynini.union(number, said)


def gap() -> pynini.Fst:
    """An optional space between a number and its sign or unit (deleted)."""
    return pynini.closure(delete(pynini.union(" ", "\u00a0", "\u202f")), 0, 1)


GAP_PATTERN = "[ \u00a0\u202f]?"


def scaled_numbers(lang: Language, g, least: int, key: str) -> pynini.Fst | None:
    """ITN: a spoken integer multiplier and a scale word of power `least` and up, or a decimal
    and a scale word of power 3 and up -> the number in digits and the scale word as written
    (config `key`, `power=word` each: ru "3=тыс"; the word as said where none): "dois milhões"
    -> "2 milhões", "две целых пять десятых тысячи" -> "2,5 тыс"."""
    pairs = lang.setting_pairs(key, "power=word")
    if not all(power.isdigit() for power, _ in pairs):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: {key}: a power is digits")
    written = {int(power): word for power, word in pairs}
    w = lang.written
    space = " " if w.spaced else ""
    # the word between a scale word and what it counts (config plural_link: es "millones de")
    links = [word for _, word in lang.setting_pairs("plural_link", "category=word")]
    link = pynini.accep("")
    if any(links):
        link = pynini.closure(w.gap() + delete(pynini.union(
            *[pynini.escape(x.lower()) for x in links if x])), 0, 1)
    parts = []
    for power, words in sorted(scale_words(lang).items()):
        if power < 3:
            continue
        said = pynini.union(*[pynini.escape(x) for x in sorted(words)])
        if power in written:
            said = pynini.cross(said, pynini.escape(written[power]))
        after = w.gap() + insert(space) + said + link
        if power >= least:  # a round integer: its multiplier alone
            width = lang.data.width(power)
            multiplier = NONZERO + pynini.closure(DIGIT, 0, max(width - 1, 0))
            # said, or in digits as ASR writes it ("2 millones de euros" €2 millones)
            said_or_digits = pynini.union(g.get("spoken_number"),
                                          pynini.closure(w.digit, 1, width))
            parts.append(pynini.compose(said_or_digits, multiplier.optimize()) + after)
        parts.append(g.get("DECIMAL") + after)
    return pynini.union(*parts).optimize() if parts else None


def per_units(lang: Language) -> dict[str, str]:
    """units_per.tsv (optional): a unit or a span of time written after "/" -> the words said
    for "per" it (ru `кг<TAB>в килограмме`: "4 кг/кг" четыре килограмма в килограмме; de
    `m²<TAB>pro Quadrat+meter`, a "+" a seam as in units.tsv; fr `mois<TAB>par mois`), read
    after a measure (measure.py) and an amount of money (money.py: "15 €/mois").

    A unit written with a period leaves it to the sentence at the end of one (config
    `abbreviation_sentence_period`: de "10 €/Std." ... pro Stunde.): its stem is read too,
    and `per_pattern` finds it."""
    joiner = seam_joiner(lang.code, lang.data.config, lang.itn)
    per = {unit: words.replace(SEAM, joiner)
           for unit, words in optional_rows(f"{lang.code}/numbers/units_per.tsv")}
    if lang.sentence_period():
        per = {unit[:-1]: words for unit, words in per.items()
               if unit.endswith(".") and len(unit) > 1} | per
    return per


def _per_separator(lang: Language) -> str:
    """"/" or, with config `per_written` (words), one of its words between spaces (nl "€ 3 per
    kg" drie euro per kilo), as a regex."""
    words = lang.setting("per_written").split()
    return rf"(?:/|[ \u00a0]{alternation(words)}[ \u00a0])" if words else "/"


def per_pattern(lang: Language, per: dict[str, str], after: str) -> str:
    """"/" (or a word of config `per_written`) and a unit of `per` (per_units), then the
    lookahead `after`, as a regex."""
    return rf"{_per_separator(lang)}{abbreviations_pattern(per, lang.sentence_period())}{after}"


def per_readings(lang: Language, per: dict[str, str], build_head, fast_head):
    """(builder, fast path) of a span read by `build_head`/`fast_head`, "/" (or a word of config
    `per_written`) and a unit of units_per.tsv (`per`, per_units): the head's reading, then the
    unit's words."""
    space = lang.written.space
    parse = regex.compile(rf"(?P<head>.+){_per_separator(lang)}(?P<unit>{alternation(per)})")
    words = lang.setting("per_written").split()

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        said = match and fast_head(match["head"])
        return None if not said else f"{said}{space}{per[match['unit']]}"

    def build(g) -> pynini.Fst:
        gaps = pynini.union(" ", "\u00a0")
        separator = pynini.union("/", *[gaps + pynini.escape(word) + gaps for word in words])
        return build_head(g) + pynini.cross(separator, space) + pynini.string_map(
            [(pynini.escape(u), pynini.escape(said)) for u, said in per.items()])

    return build, fast
