"""DATE: numeric dates, "12/05/2020" -> "doce de mayo de dos mil veinte", ru "06.03.2006" ->
"шестое марта две тысячи шестого" (TN). (Dates written with a month's name need no class: the
day and the year are read as numbers, "1." or "1er" as ordinals.) ITN: spoken dates -> the
language's written date, "primero de enero de dos mil veinte" -> "1 de enero de 2020", zh
二零一五年八月八日 -> 2015年8月8日, by the config's itn_date@ rows (see "ITN" below).

A language says how in its config: `date` is the template (slots.py) of the day `{d}`, the
month `{m}` and the year `{y}`, in the order the language writes them (es `{d} de {m} de {y}`,
ru `{d:ordinal-neuter} {m:genitive} {y:ordinal-genitive}`), the month read as its name from
months.tsv (`N[@form]<TAB>name`). Days are 1-31, months 1-12 (one digit or two), years four
digits, separated by "/", "." or "-" (the same both times). Where the template's order is not
year, month, day, the ISO form "2020-05-12" is read too (years 1900-2099); config
`date_also_written` lists other written orders read too (zh `dmy`: "08-08-2008", two-digit
days and months, years 1900-2099, any of the separators; with `date_also_written_one_digit yes`
one-digit days and months too, lt "1.5.2020"; config `date_template_written no`: only those
and the ISO form, not the template's order, lv, which says a date year first, "2024. gada 5.
marts", and writes it "05.03.2024"). Where config
`range_signs` has "-", a date with "-" and another date after it is read (a range, RANGE reads
the sign: ja "2008.08.08-2008.08.10"). Config `date_marks`
(`written=spoken` items) lists words written after a date and read after it (ru `г.=года`).
After the words of config `ordinal_after@<form>` (not with `date_ordinal_after no`) or
`date_after@<form>` (DATE's only) an ordinal day is read in `<form>`, and the marks of
`date_marks@<form>` over date_marks (lt "nuo 2024-03-05 d." ... kovo penktosios dienos).
Config `date_mark_day@<form>` (marks of date_marks): a date with one of them after it reads its
ordinal day in `<form>` (pl `r.`: "3.05.1990 r." trzeciego maja tysiąc dziewięćset
dziewięćdziesiątego roku).
Config `date_short_years yes`: dates with a two-digit year (01-99) are read too where the day and
the month are written in two digits ("31.01.06" тридцать первое января ноль шестого): the year
as the template reads a year of that number, after the word for zero where its first digit is 0;
config `date@short` (optional) is the template of those dates where it is not `date`'s (ru reads
their day in the genitive: "01-01-86" первого января восемьдесят шестого).
Config `date_separators` (optional): separators read besides "/", "." and "-", `_` standing for a
space or a no-break space (cs, sl `._`: "31. 1. 2017", the same separator both times).
Config `date_lead_once yes`: the template's words before its first slot are not said again where
the text writes them right before the date (vi `ngày {d} tháng {m} năm {y}`: "ngày 15/01/2024"
says ngày once).

Config `date@ym`, `date@md` and `date@dm` (optional) are templates of a date without its day
or its year (zh `{y:digits}年{m}`, `{m}{d}日`; fr `{d:ordinal-masculine-first} {m}`): a year and
a two-digit month in either order ("2008-08", "08/2008" 二零零八年八月), and a two-digit month
before a two-digit day ("08.08" 八月八日; one digit is a fraction's, "1/2") or after it, with
"/" or "." (fr "17/06", "17.06" dix-sept juin; "10-12 ans" is a range); not before a word
of date_parts.tsv ("10-11月"). Config
`date_md_ranges yes`: one-digit months and days too ("/" or "-"), where two such dates are
joined by the config's `range` word (ja "4/30から5/1" 四月三十日から五月一日).
"""

from __future__ import annotations

import pynini
import regex
from pynini.lib import byte

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import NO_PERCENT_AFTER, SENTENCE_END, Rule, abbreviations, alternation
from . import year_marks
from .agreement import after_words
from .cardinal import spoken
from .counted import load_table
from .data import optional_rows, without_scales
from .language import DIGITS, Language, class_module
from .names import NONZERO, Grammar
from .ordinal import context_forms, first_marks, number_marks, with_number_mark
from .relax import scale_words
from .roman import to_roman
from .slots import Slot, SlotReader, parse, slots
from .written import to_ascii

_SEPARATORS = ("/", ".", "-")
_DAYS = [(str(n), str(n)) for n in range(1, 32)] + [(f"{n:02d}", str(n)) for n in range(1, 10)]
_MONTHS = [(str(n), str(n)) for n in range(1, 13)] + [(f"{n:02d}", str(n)) for n in range(1, 10)]
_YEARS = r"[12][0-9]{3}"
_WRITTEN = {"d": r"(?:0?[1-9]|[12][0-9]|3[01])", "m": r"(?:0?[1-9]|1[0-2])", "y": _YEARS}
_ISO = "ymd"
_SHORT = {"d": r"(?:0[1-9]|[12][0-9]|3[01])", "m": r"(?:0[1-9]|1[0-2])",
          "y": r"(?:0[1-9]|[1-9][0-9])"}  # (config date_short_years)


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


def month_names(lang: Language) -> dict[str, int]:
    """month_names.tsv (optional: am, fa): a month's name as dates write it -> its number
    (1-13: the Ethiopian calendar's thirteenth month too), read and written as it is."""
    out: dict[str, int] = {}
    for name, number in optional_rows(f"{lang.code}/numbers/month_names.tsv"):
        if not number.isdigit() or not 1 <= int(number) <= 13:
            raise LexiconError(f"{lang.code}/numbers/month_names.tsv: {name}: {number!r} is "
                               "no month number (1-13)")
        out[name] = int(number)
    return out


class _Dates:
    @classmethod
    def of(cls, lang: Language, day_form: str | None = None, key: str = "date",
           unsaid_lead: bool = False) -> _Dates:
        """The language's _Dates of these arguments, made once (several classes read dates
        alike, and making one costs ~7 ms; none changes one once made)."""
        return lang.once(("_Dates", day_form, key, unsaid_lead),
                         lambda: cls(lang, day_form, key, unsaid_lead))

    def __init__(self, lang: Language, day_form: str | None = None, key: str = "date",
                 unsaid_lead: bool = False):
        """`day_form`: the form an ordinal day is read in instead of the template's; `key`:
        the template's config key (date, a partial date's: date@ym, date@md, or named
        dates', date@named: named_date.py);
        `unsaid_lead`: without the template's words before its first slot."""
        self.lang = lang
        where = f"{lang.code}/numbers/config.tsv: {key}"
        needed = key.partition("@")[2] if key in _PARTIAL else "dmy"
        self.pieces = parse(lang.setting(key), needed, where)
        if unsaid_lead and self.pieces and isinstance(self.pieces[0], str):
            self.pieces = self.pieces[1:]
        if day_form:
            self.pieces = tuple(
                Slot(p.name, day_form, p.key) if isinstance(p, Slot) and p.name == "d"
                and p.form.startswith("ordinal") else p for p in self.pieces)
        self.order = "".join(s.name for s in slots(self.pieces))
        if sorted(self.order) != sorted(needed):
            raise LexiconError(f"{where}: the template needs the slots {needed}")
        self.months = _months(lang)
        units = load_table(lang, "units.tsv")
        years = pynini.closure(pynini.union(*"0123456789"), 4, 4)
        self.days = SlotReader(lang, units, pynini.project(
            pynini.string_map(_DAYS), "output").optimize(), where)
        self.years = SlotReader(lang, units, pynini.compose(
            pynini.union("1", "2") + pynini.closure(pynini.union(*"0123456789"), 3, 3),
            years).optimize(), where)
        self.short_years = SlotReader(lang, units, (NONZERO + pynini.closure(DIGIT, 0, 1))
                                      .optimize(), where)
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
            elif piece.name == "y" and len(values["y"]) == 2:
                words = self.short_years.say(piece, str(int(values["y"])))
                if words is None:
                    return None
                out.append(self._zero() + words if values["y"][0] == "0" else words)
            else:
                reader = self.days if piece.name == "d" else self.years
                words = reader.say(piece, str(int(values[piece.name])))
                if words is None:
                    return None
                out.append(words)
        return "".join(out)

    def _zero(self) -> str:
        """The word for zero said before a two-digit year's second digit ("06" ноль шестого)."""
        return self.lang.say("0") + self.lang.written.space

    def _slot_fst(self, slot: Slot, short: bool = False) -> pynini.Fst:
        """The slot's written digits (ASCII or native) -> its reading; `short`: the day and
        month in two digits, the year too (config date_short_years). Built once per
        language (every date class reads its slots alike)."""
        return self.lang.shared(("Dates._slot_fst", slot, short),
                                lambda: self._build_slot_fst(slot, short))

    def _build_slot_fst(self, slot: Slot, short: bool) -> pynini.Fst:
        digit = self.lang.written.digit
        fewest = 2 if short else 1
        if slot.name == "m":
            return pynini.compose(pynini.closure(digit, fewest, 2), pynini.string_map(
                [(written, pynini.escape(self.month(slot, int(n)))) for written, n in _MONTHS]))
        if slot.name == "d":
            return pynini.compose(pynini.closure(digit, fewest, 2),
                                  pynini.compose(pynini.string_map(_DAYS), self.days.fst(slot)))
        if short:
            said = self.short_years.fst(slot)
            zero = delete("0") + insert(pynini.escape(self._zero())) + pynini.compose(NONZERO,
                                                                                      said)
            return pynini.compose(pynini.closure(digit, 2, 2),
                                  pynini.union(zero, pynini.compose(NONZERO + DIGIT, said)))
        return pynini.compose(pynini.closure(digit, 4, 4), self.years.fst(slot))

    def fst(self, separator: str, short: bool = False) -> pynini.Fst:
        """Dates written in the template's order with `separator` -> the reading (`short`: a
        two-digit year, _slot_fst)."""
        out = pynini.accep("")
        first = True
        written = pynini.accep("")
        for char in separator:  # (`_`: a space, config date_separators)
            written += pynini.union(" ", "\u00a0") if char == "_" else pynini.accep(char)
        for piece in self.pieces:
            if isinstance(piece, Slot):
                out += ((pynini.accep("") if first else delete(written))
                        + self._slot_fst(piece, short))
                first = False
            else:
                out += insert(pynini.escape(piece))
        return out.optimize()

    def iso_fst(self, order: str = _ISO, separators: tuple[str, ...] = ("-",),
                one_digit: bool = False) -> pynini.Fst:
        """"2020-05-12" (or a date written in another `order` with the year first or last,
        two-digit months and days: dmy "12-05-2020"; `one_digit`: or one, "1.5.2020") read in
        the template's order: one branch per month and day, each with the year's readings
        (the year may be said elsewhere; years 1900-2099, to keep the branches small)."""
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
                    said_before, said_after = (pynini.escape("".join(t)) for t in (before, after))
                    two = {"m": {f"{m:02d}"}, "d": {f"{d:02d}"}}
                    if one_digit:
                        two = {n: {*written, str(said[n])} for n, written in two.items()}
                    first, second = (pynini.union(*two[n]) for n in order if n != "y")
                    for sep in separators:
                        if order[0] == "y":
                            branches.append(insert(said_before) + year + pynini.cross(
                                sep + first + sep + second, said_after))
                        else:
                            branches.append(pynini.cross(first + sep + second + sep,
                                                         said_before)
                                            + year + insert(said_after))
        return pynini.union(*branches)  # (optimized with the date's other branches)


def _marks(lang: Language, form: str = "") -> dict[str, str]:
    """Config `date_marks`: `written=spoken` items, words written after a date and read after
    it (ru `г.=года`: "06.03.2006 г." шестое марта две тысячи шестого года; `_` for a space
    in the spoken words, and in the written ones: hr `._godine=godine`, "5. 3. 2024. godine",
    the year's period and the word after it); `date_marks@<form>`: after a date whose day a
    context reads in `<form>` (lt `date_marks@ordinal-feminine-plural d.=dienos`: "nuo ... 5
    d." penktosios dienos), over `date_marks`."""
    if form and lang.setting(f"date_marks@{form}"):
        return {**_marks(lang), **_parse_marks(lang, f"date_marks@{form}")}
    return _parse_marks(lang, "date_marks")


def _parse_marks(lang: Language, key: str) -> dict[str, str]:
    return dict(lang.setting_pairs(key, spaced=True))


_FIXED = {"d": r"(?:0[1-9]|[12][0-9]|3[01])", "m": r"(?:0[1-9]|1[0-2])",
          "y": r"(?:19|20)[0-9]{2}"}  # (config date_also_written)
_ONE_DIGIT = {"d": r"(?:0?[1-9]|[12][0-9]|3[01])", "m": r"(?:0?[1-9]|1[0-2])"}


def _also_written(lang: Language, dates: _Dates) -> list[str]:
    """Config `date_also_written`: written orders read besides the template's (zh `dmy`:
    "08-08-2008" 二零零八年八月八日; af `ymd`: "2023/12/25", the ISO form's order with "/" or
    "."), two-digit days and months, years 1900-2099 first or last."""
    orders = lang.setting("date_also_written").split()
    for order in orders:
        if sorted(order) != sorted("dmy") or order[1] == "y":
            raise LexiconError(f"{lang.code}/numbers/config.tsv: date_also_written: {order!r} "
                               "is no order of d, m and y with y first or last")
    return [o for o in orders if o != dates.order]


def day_contexts(lang: Language) -> dict[str, list[str]]:
    """Config `ordinal_after@<form>` and `date_after@<form>` (DATE's only: lt
    `date_after@ordinal-feminine-plural nuo iki`, "nuo 2024-03-05" ... kovo penktosios):
    form -> the words after which a date's ordinal day is read in that form. Config
    `date_ordinal_after no`: not after those of ordinal_after@ (ar: the feminine there is for
    nouns such as المرة, no date's day)."""
    out: dict[str, list[str]] = {}
    shared = lang.setting("date_ordinal_after") != "no"
    for prefix in ("ordinal_after@", "date_after@") if shared else ("date_after@",):
        for form, words in context_forms(lang, prefix).items():
            out.setdefault(form, []).extend(words)
    return out


def marks_end(lang: Language, end: str, forms) -> tuple[str, set[str]]:
    """The regex after a date: `end`, or one of the marks (date_marks, date_marks@<form> of
    `forms`) after it, or the date's period (config date_period); and the marks."""
    marks = {m for form in ("", *forms) for m in _marks(lang, form)}
    period = rf"\.(?!{SENTENCE_END})(?=\s)|" if _date_period(lang) else ""
    if not marks:
        return (rf"(?:{period}{end})" if period else end), marks
    names = abbreviations(marks, _sentence_period(lang))  # (longest first)
    return rf"(?:[ \u00a0]?{names}(?![{lang.written.word_chars}])|{period}{end})", marks


def _date_period(lang: Language) -> bool:
    """Config `date_period yes`: the period right after a date written in digits, its last
    number's ordinal period (hr "5. 3. 2024. u Zagrebu"), is the date's inside a sentence,
    said as nothing, and the sentence's at its end (left after the span)."""
    return lang.setting("date_period") == "yes"


def without_period(lang: Language, span: str) -> str:
    """`span` without the date's period (config date_period; a span ends with one only there)."""
    return span[:-1] if _date_period(lang) and span.endswith(".") else span


def with_stems(lang: Language, marks: dict[str, str]) -> dict[str, str]:
    """`marks` and, with config `date_marks_sentence_period yes`, the stem of each mark
    written with a period (read where the sentence takes the period: marks_end)."""
    if not _sentence_period(lang):
        return marks
    return marks | {m[:-1]: x for m, x in marks.items()
                    if m.endswith(".") and len(m) > 1 and m[:-1] not in marks}


def _sentence_period(lang: Language) -> str:
    """Config `date_marks_sentence_period yes`: a mark written with a period leaves it to the
    sentence at its end (bg "Роден е на 5 март 2024 г." ... година.; base.abbreviations), or
    `line`: at the end of the line only (ru "в 1990 г. Москва" is mid-sentence)."""
    return lang.sentence_period("date_marks_sentence_period")


def marks_fst(lang: Language, marks: dict[str, str]) -> pynini.Fst:
    """An optional mark after a date (a space before it or none) -> its reading."""
    period = delete(".") if _date_period(lang) else None
    if not marks:
        return pynini.accep("") if period is None else pynini.closure(period, 0, 1)
    gap = pynini.closure(delete(pynini.union(" ", "\u00a0")), 0, 1)
    said = gap + pynini.string_map(
        [(pynini.escape(m), pynini.escape(lang.written.space + x)) for m, x in marks.items()])
    return pynini.closure(said if period is None else pynini.union(said, period), 0, 1)


def _separator_pattern(separator: str) -> str:
    """A date separator's regex (`_`: a space or a no-break space)."""
    return "".join("[ \u00a0]" if c == "_" else regex.escape(c) for c in separator)


def tn(lang: Language):
    if not lang.setting("date") or not optional_rows(f"{lang.code}/numbers/months.tsv"):
        return class_module([], {})
    w = lang.written
    dates = _Dates.of(lang)
    separators = _SEPARATORS + tuple(lang.setting("date_separators").split())
    # config `date_template_written no`: the template's order is only said, not written (lv
    # says "2024. gada 5. marts" year first but writes "05.03.2024": date_also_written dmy)
    own = lang.setting("date_template_written") != "no"
    formats = []  # (pattern with named groups, separator or None for ISO)
    for separator in separators if own else ():
        sep = _separator_pattern(separator)
        formats.append(sep.join(rf"(?P<{name}>{w.with_native_digits(_WRITTEN[name])})"
                                for name in dates.order))
    short = own and lang.setting("date_short_years") == "yes"
    first_short = len(formats)  # (the formats from here on have a two-digit year)
    if short:  # 31.01.06
        formats += [_separator_pattern(separator).join(
            rf"(?P<{name}>{w.with_native_digits(_SHORT[name])})" for name in dates.order)
            for separator in separators]
    if dates.order != _ISO:
        formats.append(r"(?P<y>(?:19|20)[0-9]{2})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12][0-9]|3[01])")
    also = _also_written(lang, dates)
    one_digit = lang.setting("date_also_written_one_digit") == "yes"
    fixed = {**_FIXED, **(_ONE_DIGIT if one_digit else {})}
    for order in also:  # (the same separator both times; the ISO form's "-" read above)
        formats += [regex.escape(sep).join(f"(?P<{n}>{fixed[n]})" for n in order)
                    for sep in _SEPARATORS if not (order == _ISO and sep == "-")]
    parsers = [(regex.compile(f), first_short <= i < first_short + len(separators) * short)
               for i, f in enumerate(formats)]
    plain = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", f) for f in formats)
    # (a postposition on the date: ne ३१/१२/१९९९मा, te 15/08/1947న; endings.py)
    end = rf"(?![{w.after_chars}]|[.,/-]?{w.digit_class})"
    if w.ending_ahead:
        end = rf"(?:{w.ending_ahead}|{end})"
    if "-" in lang.setting("range_signs").split():  # a range of dates: 2008.08.08-2008.08.10
        end = rf"(?:(?=-(?:{plain}){end})|{end})"
    contexts = day_contexts(lang)
    end, _ = marks_end(lang, end, contexts)  # (a mark may touch the date: 06.03.2006г.)
    pattern = rf"{w.before}(?:{plain}){end}{NO_PERCENT_AFTER}"

    def module(dates: _Dates, context: str, name: str, form: str = "",
               short_dates: _Dates | None = None):
        marks = with_stems(lang, _marks(lang, form))
        short_dates = short_dates or dates

        def fast(span: str) -> str | None:
            said = ""
            for mark, words in marks.items():
                if span.endswith(mark):
                    span, said = span[:-len(mark)].rstrip(" \u00a0"), w.space + words
                    break
            else:
                span = without_period(lang, span)
            for parser, two_digit_year in parsers:
                match = parser.fullmatch(span)
                if match is not None:
                    reader = short_dates if two_digit_year else dates
                    words = reader.say({k: to_ascii(v, w.native_digits)
                                        for k, v in match.groupdict().items()})
                    return None if words is None else words + said
            return None

        def build(g) -> pynini.Fst:
            branches = [dates.fst(separator) for separator in separators if own]
            if short:
                branches += [short_dates.fst(separator, True) for separator in separators]
            if dates.order != _ISO:
                branches.append(dates.iso_fst())
            branches += [dates.iso_fst(order, _SEPARATORS, one_digit) for order in also]
            return pynini.union(*branches) + marks_fst(lang, marks)  # (GrammarSet optimizes)

        return Rule("DATE", context + pattern, name), build, fast

    # after the words of config ordinal_after@<form>, an ordinal day in that form (de "am
    # 12.05.2020" am zwölften Mai)
    day = next(s for s in slots(dates.pieces) if s.name == "d")
    contexts = [(form, after_words(words)) for form, words in sorted(contexts.items())
                if day.form.startswith("ordinal") and form != day.form]
    short_key = "date@short" if short and lang.setting("date@short") else ""
    parts = [module(_Dates.of(lang, form), context, f"DATE@{form}", form,
                    _Dates.of(lang, form, short_key) if short_key else None)
             for form, context in contexts]
    # config `date_mark_day@<form>` (marks of date_marks): a date with one of them written
    # after it reads its ordinal day in <form>, after the context words' rules (pl `r.`:
    # "3.05.1990 r." trzeciego maja ... roku, the genitive of a date said in running text; no
    # mark, "Data: 31.01.2017", the template's day)
    for form, marked in sorted(context_forms(lang, "date_mark_day@", lower=False).items()):
        if not day.form.startswith("ordinal") or not set(marked) <= set(_marks(lang, form)):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: date_mark_day@{form}: the "
                               "marks are date_marks', the template's day an ordinal")
        names = abbreviations(marked, _sentence_period(lang))
        rule, build, fast = module(_Dates.of(lang, form), "", f"DATE@{form}-marked", form,
                                   _Dates.of(lang, form, short_key) if short_key else None)
        marked_pattern = (rf"{w.before}(?:{plain})[ \u00a0]?{names}"
                          rf"(?![{w.word_chars}]){NO_PERCENT_AFTER}")
        parts.append((Rule("DATE", marked_pattern, rule.fst), build, fast))
    lead = dates.pieces[0].strip() if isinstance(dates.pieces[0], str) else ""
    if lead and lang.setting("date_lead_once") == "yes":  # vi "ngày 15/01/2024": ngày once
        parts.append(module(_Dates.of(lang, unsaid_lead=True), after_words([lead]), "DATE@lead"))
    parts.append(module(dates, "", "DATE", "",
                        _Dates.of(lang, key=short_key) if short_key else None))
    parts += [_partial(lang, key) for key in _PARTIAL if lang.setting(key)]
    return class_module([rule for rule, _, _ in parts],
                        {rule.fst: build for rule, build, _ in parts},
                        {rule.fst: fast for rule, _, fast in parts})


def _year_marks(lang: Language, key: str = "year_marks") -> dict[str, str]:
    """Config `year_marks`: `written=spoken` marks written on a year (ur `ء=عیسوی`; a `_`
    first: after a space, lt `_m.=metų`); or `year_eras`."""
    return dict(lang.setting_pairs(key, spaced=True))


_FOUR_DIGITS = regex.compile("[12][0-9]{3}")  # (the years _Dates reads: _slot_fst)


def _counts_nothing(lang: Language) -> str:
    """A lookahead: no unit or currency of units.tsv or currencies.tsv, no sign ("€", "%") and
    (config `nouns_capitalised yes`, de) no capitalised word after a number: a number that
    counts something is no year ("um 1500 Euro", "ab 1200 m Höhe", "bis 1500 Menschen")."""
    keys = [key for name in ("units.tsv", "currencies.tsv")
            for key in load_table(lang, name).rows]
    counted = [rf"[ \u00a0]?(?:{alternation(keys)})(?!\w)"] if keys else []
    counted.append(r"[ \u00a0]?[^\s\w.,;:!?)\]\"'“”„«»‹›–—-]")
    if lang.setting("nouns_capitalised") == "yes":
        counted.append(r"[ \u00a0]+\p{Lu}")
    return f"(?!{'|'.join(counted)})"


def years_tn(lang: Language):
    """A year alone, read as the date template reads its year (hi "सन 1999" सन उन्नीस सौ
    निन्यानबे, "1999 में"): four digits 1100-2099 after a word of config `year_after` or
    before one of `year_before` (after a space, or written on it), after a word of config
    `year_after_alone` where the number counts nothing (_counts_nothing: de "seit 1990" seit
    neunzehn hundert neunzig, "von 1519 bis 1556"; not "um 1500 Euro", "ab 1200 m"), or
    (config `year_ranges yes`) at either end of a range of years, the second end four digits
    or two (de "1990–1995", hi "१९२०-२६"), or with a mark of config `year_marks` written on it (ur
    `ء=عیسوی`: "۱۹۴۷ء" انیس سو سینتالیس عیسوی; the mark read as its words after a space; lt
    `_m.=metų`: "2024 m." du tūkstančiai dvidešimt ketvirtųjų metų, a mark after a space)."""
    after, before = lang.setting("year_after").split(), lang.setting("year_before").split()
    alone = lang.setting("year_after_alone").split()
    marks, eras = _year_marks(lang), _year_marks(lang, "year_eras")
    cased = year_marks.configured(lang)
    era_words = lang.setting("year_era_words").split()
    ranged = lang.setting("year_ranges") == "yes"
    zero_first = lang.setting("year_zero_first") == "yes"
    if not (after or alone or before or marks or cased or eras or era_words or ranged
            or zero_first) \
            or not lang.setting("date"):
        return class_module([], {})
    w = lang.written
    dates = _Dates.of(lang)  # (once, not for every span its fast paths read)
    slot = next(s for s in slots(dates.pieces) if s.name == "y")
    digits = w.with_native_digits('(?:1[1-9]|20)[0-9]{2}')
    year = rf"{w.before}{digits}{w.after}"
    contexts = []
    if ranged:  # config year_ranges yes: the ends of a range of years (ranges.py)
        sign = rf"\s?{alternation(lang.range_word()[1])}\s?"
        short = w.with_native_digits("[0-9]{2}")
        contexts.append(rf"{year}(?={sign}(?:{digits}|{short})(?![{w.word_chars}]))")
        contexts.append(rf"(?<={w.before}{digits}{sign}){digits}(?![{w.word_chars}])")
    if after:
        contexts.append(after_words(after) + year)
    if alone:
        contexts.append(after_words(alone) + year + _counts_nothing(lang))
    if before:
        contexts.append(rf"{year}(?=[ \u00a0]+(?:{alternation(before)})(?!\w))")
    if before and w.endings is not None:  # (written on it: endings.py joins it to the reading,
        # te "1947లో" పంతొమ్మిది వందల నలభై ఏడులో, gu "1947માં"; where it joins none: _glued_years)
        contexts.append(rf"{year}(?=-?(?:{alternation(before)})(?!\w))")
    rules = [Rule("DATE", "|".join(contexts), "DATE@year")] if contexts else []

    def fast(span: str) -> str | None:
        return dates.years.say(slot, to_ascii(span, w.native_digits))

    def build(g) -> pynini.Fst:
        return dates._slot_fst(slot)

    builders, fast_paths = {"DATE@year": build}, {"DATE@year": fast}

    def year_in(year: Slot, written: str) -> str | None:
        """A year's digits -> the year as `year` reads it (four digits, as _slot_fst)."""
        digits = to_ascii(written, w.native_digits)
        if not _FOUR_DIGITS.fullmatch(digits):
            return None
        return dates.years.say(year, digits)

    if marks or cased:  # (in the case of a word before them first: year_marks.py)
        year_marks.add_rules(
            lang, digits, slot.form, lambda digits, form: year_in(Slot("y", form), digits),
            lambda form: dates._slot_fst(Slot("y", form)), rules, builders, fast_paths)
    if marks:
        period = _sentence_period(lang)
        written = year_marks.mark_pattern(lang, marks, period)
        rules.append(Rule("DATE", rf"{w.before}{digits}(?:{written}){w.after}",
                          "DATE@year-mark"))
        heard = year_marks.with_stems(marks, period)

        def fast_marked(span: str) -> str | None:
            span = span.replace("\u00a0", " ")
            mark = next((m for m in sorted(heard, key=len, reverse=True)
                         if span.endswith(m)), None)
            words = None if mark is None else year_in(slot, span[:-len(mark)])
            return None if words is None else f"{words}{w.space}{heard[mark]}"

        def build_marked(g) -> pynini.Fst:
            return build(g) + year_marks.marks_fst(heard, w.space)

        builders["DATE@year-mark"], fast_paths["DATE@year-mark"] = build_marked, fast_marked
    if before and w.endings is None:  # (where endings.py joins no words written on numbers)
        _glued_years(lang, before, digits, rules, builders, fast_paths, fast)
    if eras:
        _era_years(lang, eras, slot, rules, builders, fast_paths)
    if era_words:
        _era_word_years(lang, era_words, slot, rules, builders, fast_paths)
    if zero_first:
        _zero_first_years(lang, slot, rules, builders, fast_paths)
    return class_module(rules, builders, fast_paths)


def _glued_years(lang: Language, words: list[str], digits: str, rules, builders, fast_paths,
                 fast) -> None:
    """A year with a word of config `year_before` written on it, read as with a space between
    (hi "1947में" उन्नीस सौ सैंतालीस में, as "1947 में"); adds the rule, builder and fast path
    (`fast`: DATE@year's, whose transducer it reuses)."""
    w = lang.written
    rules.append(Rule("DATE", rf"{w.before}{digits}(?:{alternation(words)})(?!\w)",
                      "DATE@year-glued"))
    split = regex.compile(rf"({digits})(.+)")

    def fast_glued(span: str) -> str | None:
        match = split.fullmatch(span)
        said = None if match is None or match[2] not in words else fast(match[1])
        return None if said is None else f"{said}{w.space}{match[2]}"

    def build_glued(g) -> pynini.Fst:
        return (g.get("DATE@year") + insert(w.space)
                + pynini.union(*[pynini.escape(word) for word in words]))

    builders["DATE@year-glued"], fast_paths["DATE@year-glued"] = build_glued, fast_glued


def _any_year(lang: Language, slot: Slot) -> tuple[str, object, object]:
    """A year of one to four digits read as the date reads its year: (regex, fast path of its
    digits, transducer builder)."""
    w = lang.written
    year = w.with_native_digits("[1-9][0-9]{0,3}")
    whole = regex.compile(year)

    def say(digits: str) -> str | None:
        if whole.fullmatch(digits) is None:
            return None
        return lang.say(to_ascii(digits, w.native_digits), slot.form)

    def fst() -> pynini.Fst:
        return pynini.compose(pynini.closure(w.digit, 1, 4), pynini.compose(
            NONZERO + pynini.closure(DIGIT, 0, 3), lang.reading(slot.form)))

    return year, say, fst


def _era_word_years(lang: Language, words: list[str], slot: Slot, rules, builders,
                    fast_paths) -> None:
    """Config `year_era_words`: right after one of these words, a number of one to four digits
    before the text the date template writes after its year is a year, read as the date reads
    it (zh 公元前: "公元前202年" 公元前二零二年, not 二百零二年); adds the rule, builder and fast
    path."""
    w = lang.written
    after = _text_after_year(lang, slot, "year_era_words")
    year, say, fst = _any_year(lang, slot)
    space = "[ \u00a0]?" if w.spaced else ""
    rules.append(Rule("DATE", rf"(?<={alternation(words)}{space})(?<!{w.digit_class}){year}"
                      rf"(?={regex.escape(after)})", "DATE@year-era-word"))
    builders["DATE@year-era-word"] = lambda g: fst().optimize()
    fast_paths["DATE@year-era-word"] = say


def _text_after_year(lang: Language, slot: Slot, key: str) -> str:
    """The text the date template writes right after its year (zh 年); config `key` needs it."""
    pieces = _Dates.of(lang).pieces
    at = pieces.index(slot)
    after = pieces[at + 1] if at + 1 < len(pieces) and isinstance(pieces[at + 1], str) else ""
    if not after.strip():
        raise LexiconError(f"{lang.code}/numbers/config.tsv: {key} needs a date template with "
                           "words after its year")
    return after


def _zero_first_years(lang: Language, slot: Slot, rules, builders, fast_paths) -> None:
    """Config `year_zero_first yes`: two digits, the first a zero, right before the text the
    date template writes after its year are a year, read as the template reads its year,
    digit by digit (zh "05年" 零五年, "00年" 零零年, "02年8月" 零二年八月: a number of years is
    not written with a zero first, "5年" stays 五年). Config `year_zero_first_month M` (zh 月):
    any two digits are a year too where that text, a month's number and M follow (zh "98年8月"
    九八年八月: "98年" alone stays 九十八年, a count). Adds the rule, builder and fast path."""
    if slot.form != DIGITS:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: year_zero_first needs a date "
                           "template that reads its year digit by digit ({y:digits})")
    w = lang.written
    after = regex.escape(_text_after_year(lang, slot, "year_zero_first"))
    year = f"{w.zero_class}{w.digit_class}"
    shapes = [rf"{year}(?={after})"]
    month_word = lang.setting("year_zero_first_month")
    if month_word:
        month = w.with_native_digits("(?:1[0-2]|0?[1-9])")
        year = f"{w.digit_class}{w.digit_class}"
        shapes.append(rf"{year}(?={after}{month}{regex.escape(month_word)})")
    rules.append(Rule("DATE", rf"{w.before}(?<!{w.digit_class})(?:{'|'.join(shapes)})",
                      "DATE@year-zero-first"))
    whole = regex.compile(year)

    def fast(span: str) -> str | None:
        return (lang.say(to_ascii(span, w.native_digits), DIGITS)
                if whole.fullmatch(span) else None)

    fast_paths["DATE@year-zero-first"] = fast
    first = w.digit if month_word else pynini.compose(w.digit, "0")
    builders["DATE@year-zero-first"] = lambda g: pynini.compose(
        first + w.digit, lang.reading(DIGITS)).optimize()


def _era_years(lang: Language, eras: dict[str, str], slot: Slot, rules, builders,
               fast_paths) -> None:
    """Config `year_eras`: `mark=template`, a year of one to four digits with the era's mark
    written after it is said by the template, `{y}` the year as the date reads it (zh
    `bc=公元前{y}年`: "2334bc" 公元前二三三四年); adds the rule, builder and fast path."""
    if any(said.count("{y}") != 1 for said in eras.values()):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: year_eras are mark=template with "
                           "one {y}")
    w = lang.written
    marks = sorted(eras, key=len, reverse=True)
    # (not after the template's own first word nor before its last: 公元前500BC, 100AD年)
    starts = [e for e in (said.partition("{y}")[0] for said in eras.values()) if e]
    ends = [e for e in (said.partition("{y}")[2] for said in eras.values()) if e]
    not_start = f"(?<!{alternation(starts)})" if starts else ""
    not_end = f"(?!{alternation(ends)})" if ends else ""
    year, say, fst = _any_year(lang, slot)
    rules.append(Rule("DATE", rf"{w.before}{not_start}(?<!{w.digit_class}){year}"
                      rf"{alternation(marks)}(?![{w.word_chars}]){not_end}", "DATE@year-era"))
    parts = regex.compile(rf"({year})({alternation(marks)})")

    def fast_era(span: str) -> str | None:
        match = parts.fullmatch(span)
        words = match and say(match.group(1))
        return eras[match.group(2)].replace("{y}", words) if words else None

    def build_era(g) -> pynini.Fst:
        year = fst()
        return pynini.union(*[
            insert(pynini.escape(said.partition("{y}")[0])) + year
            + pynini.cross(pynini.escape(mark), pynini.escape(said.partition("{y}")[2]))
            for mark, said in eras.items()]).optimize()

    builders["DATE@year-era"], fast_paths["DATE@year-era"] = build_era, fast_era


def _around_year(dates: _Dates, m: int, d: int) -> tuple[str, str]:
    """The template's fixed text and month (and day) readings before and after the year."""
    out: tuple[list[str], list[str]] = ([], [])
    side = 0
    for piece in dates.pieces:
        if isinstance(piece, Slot) and piece.name == "y":
            side = 1
        elif isinstance(piece, Slot):
            out[side].append(dates.month(piece, m) if piece.name == "m"
                             else dates.days.say(piece, str(d)) or "")
        else:
            out[side].append(piece)
    return "".join(out[0]), "".join(out[1])


_PARTIAL = {  # a partial date's written orders (two-digit months and days)
    "date@ym": ("ym", "my"),
    "date@md": ("md",),
    "date@dm": ("dm",),
}
_TWO = {"d": r"(?:0[1-9]|[12][0-9]|3[01])", "m": r"(?:0[1-9]|1[0-2])", "y": _YEARS}


def _partial(lang: Language, key: str):
    """A date without its day or its year (config date@ym, date@md, date@dm): rule, build,
    fast."""
    w = lang.written
    dates = _Dates.of(lang, key=key)
    orders = _PARTIAL[key]
    # (a day before its month: "/" or ".", as "10-12 ans" is a range)
    separators = [s for s in _SEPARATORS if s != "-" or key != "date@dm"]
    formats = [(order, separator) for order in orders for separator in separators]
    parsers = [regex.compile(regex.escape(sep).join(
        rf"(?P<{n}>{_TWO[n]})" for n in order)) for order, sep in formats]  # (ASCII digits)
    plain = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", p.pattern) for p in parsers)
    # not before a date part's word (ja "10-11月" is a range of months)
    words = [k.partition("@")[0] for k, _ in optional_rows(f"{lang.code}/numbers/date_parts.tsv")]
    parts = alternation(words) if words else "(?!)"
    # (after a proclitic letter and its hyphen too: he "ה-15.03" החמישה עשר במרץ)
    before = lang.or_after_proclitic(rf"(?<![{w.word_chars}.,/-]|\d[.,/-])")
    pattern = (rf"{before}(?:{plain})"
               rf"(?![{w.after_chars}]|[.,/-]?{w.digit_class}|{parts}){NO_PERCENT_AFTER}")
    joiner = lang.setting("range") if lang.setting("date_md_ranges") == "yes" else ""
    if key == "date@md" and joiner:
        # config date_md_ranges: one-digit months and days too, in a range of two such dates
        # joined by the range word (ja "4/30から5/1" 四月三十日から五月一日; "1/3" a fraction)
        parsers += [regex.compile(regex.escape(sep).join(
            rf"(?P<{n}>{_WRITTEN[n]})" for n in "md")) for sep in ("/", "-")]
        loose = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", p.pattern) for p in parsers[-2:])
        loose = rf"(?:{loose})(?!{w.digit_class})"
        near = regex.escape(joiner)
        pattern = (rf"(?:{pattern}|(?<![{w.word_chars}.,/-])(?:{loose})(?={near}{loose})"
                   rf"|(?<=(?<![{w.word_chars}.,/-]){loose}{near})(?:{loose})"
                   rf"(?![{w.after_chars}]|[.,/-]?{w.digit_class}|{parts}))")

    def fast(span: str) -> str | None:
        for parser in parsers:
            match = parser.fullmatch(span)
            if match is not None:
                return dates.say(match.groupdict())
        return None

    def build(g) -> pynini.Fst:
        """One branch per written order, separator, month and day: the year (if any) is the
        one slot read by a transducer; the rest is written and said as fixed text."""
        year = next((slot for slot in slots(dates.pieces) if slot.name == "y"), None)
        year_fst = (pynini.compose(pynini.closure(DIGIT, 4, 4), dates.years.fst(year))
                    if year else None)
        branches = []
        for m in range(1, 13):
            for d in range(1, 32) if "d" in orders[0] else [1]:
                said = {"m": f"{m:02d}", "d": f"{d:02d}"}
                if year is None:
                    spoken = dates.say({"m": str(m), "d": str(d)})
                    if spoken is None:
                        continue
                    written = {sep.join(said[n] for n in order) for order, sep in formats}
                    if joiner:  # (one-digit ones: date_md_ranges)
                        written |= {sep.join(f"{int(said[n])}" if one else said[n]
                                             for n, one in zip("md", ones))
                                    for sep in ("/", "-")
                                    for ones in ((0, 1), (1, 0), (1, 1))}
                    branches += [pynini.cross(text, pynini.escape(spoken))
                                 for text in sorted(written)]
                    continue
                before, after = _around_year(dates, m, d)
                for order, sep in formats:
                    head, _, tail = sep.join("Y" if n == "y" else said[n]
                                             for n in order).partition("Y")
                    branches.append(delete(head) + insert(pynini.escape(before)) + year_fst
                                    + insert(pynini.escape(after)) + delete(tail))
        return pynini.union(*branches).optimize()

    name = f"DATE@{key.partition('@')[2]}"
    return Rule("DATE", pattern, name), build, fast


# -- ITN ---------------------------------------------------------------------------------------
# A language says which spoken dates ITN reads and how it writes them in config rows
# `itn_date@<name>	<spoken template> => <written template>` (slots.py templates; where two
# rows read the same words, the earlier one writes them). The spoken template's slots: `{d}` a
# day 1-31 said as a number or as an ordinal in any form of the language's own words (not a
# frame around the number: vi "thứ hai" is Monday), `{d:ordinal}` only as an ordinal (fa
# "پانزدهم مهر"), `{d:<form>}` in that form of cardinal.tsv (hu `ordinal-day`); `{m}` a
# month's name in any form of months.tsv (`{m:<form>}` in that form
# only: hy `genitive`, "մայիսի"; "երեք մարտ" is three battles), `{m:number}` / `{m:ordinal}`
# a month said as a number / ordinal, `{m:name}` a name of month_names.tsv (am, fa, where a
# numeric date reads the month as a number; `{m:name}` written keeps it as said); `{y}` a year
# (any number 1-9999, in the TN template's year form too, hi उन्नीस सौ नब्बे, and the ways config
# `itn_years` names: `digits` one by one, zh 一七九八; `pairs` two halves, each a number or two
# digits, de "neunzehn achtzig", vi "hai không mười ba", or a digit after a word of config
# `itn_year_zero_words` (vi linh: "hai không linh chín" 2009); `hundreds` the hundreds counted past
# nine, de "neunzehnhundertachtzig"; `short` a year of the century in two digits one by one,
# zh 八五年 85, 零六年 06; `{y:<way>}` reads that way only, listed or not), `{y:ordinal}` a
# year said as an ordinal in any form,
# `{y:<form>}` in that form of cardinal.tsv (ru `ordinal-genitive` "две тысячи шестого"),
# `{y:said}` only the ways of `itn_years` (a year alone in running text, where no plain number
# is a year: de "neunzehn achtzig"). A one-digit day, month or year may be said with the word
# for zero first (ru "ноль второго": 02). A year alone after a word (ru "в", vi "năm") has at
# least config `itn_year_digits` digits (default 4; with `itn_year_digits_everywhere yes` a
# year of any template has), one that starts a date config `itn_year_first_digits` (default 1;
# hu 3: "öt május" is no date), but any number after a word of config `itn_era_words` (ja 令和六
# 令和6: an era's years count from one); config `itn_date_not` lists
# phrases (" | " between) that are no dates (vi "tháng năm": time, literally months and years).
# The written template's slots: `{d}`, `{m}`, `{y}` the numbers (the year as said: ru
# "восемьдесят шестого" 86), `{d:2}` / `{m:2}` with two digits, `{d:<form>}` the day with the
# mark ordinal_marks.tsv writes for its number in that form (bn `day`: ১৫ই, ২১শে, as ORDINAL
# writes them), `{m:name}` the month's name as
# said (its case kept; its plain name where it was said as a number), `{m:<form>}` its name in
# that form of months.tsv (de `@abbr`: Jan.; such forms are written, not read).
# Two more slots: `{n}` a second number, read and written as a year is (ranges: ja
# 五から九日 5〜9日, hi "दो हज़ार पाँच से उन्नीस" २००५-१९; `{n:roman}` in Roman numerals: es
# "siglo diecinueve" siglo XIX), and `{w}` a day of the week by its
# name in weekdays.tsv (`N[@form]<TAB>name`, 1 = Monday), written `{w:<form>}` in that form
# (ja 水曜日 (水)).
# A spoken date needs a month's or weekday's name, a word of its template or `{y:said}`
# besides its numbers (es "dos mil veinte personas" stays a number).

_ITN_KEY = "itn_date@"
_LATER_ROW = 0.001  # the cost of each row after the first (where rows read the same words)
_ARROW = " => "
_YEAR_KINDS = ("digits", "pairs", "hundreds", "short")
_MONTH_READ = ("", "number", "ordinal", "name")  # (name: month_names.tsv's)
# (m: "", "2", "name" and months.tsv forms; w: "" and weekdays.tsv forms)
_WRITTEN_FORMS = {"d": ("", "2"), "y": ("",), "n": ("", "roman")}
_FIELD = regex.compile(r"([dmynw])=([0-9]+);")
_SLOTS = "dmynw"


def _itn_templates(lang: Language) -> list[tuple[str, tuple, tuple]]:
    """(name, spoken pieces, written pieces) of each `itn_date@` row, checked."""
    out = []
    months = _months(lang)
    for key, value in lang.data.config.items():
        if not key.startswith(_ITN_KEY):
            continue
        where = f"{lang.code}/numbers/config.tsv: {key}"
        said, arrow, written = value.partition(_ARROW)
        if not arrow:
            raise LexiconError(f"{where}: needs '<spoken>{_ARROW}<written>'")
        spoken_pieces = parse(said.lower(), _SLOTS, where)
        written_pieces = parse(written, _SLOTS, where)
        said_slots = {s.name: s.form for s in slots(spoken_pieces)}
        if {s.name for s in slots(written_pieces)} != set(said_slots):
            raise LexiconError(f"{where}: the written template needs the spoken one's slots")
        if not months:
            raise LexiconError(f"{where}: no months.tsv")
        for slot in slots(spoken_pieces):
            allowed = {"d": ("", "ordinal"), "m": _MONTH_READ,
                       "y": ("", "ordinal", "said", *_YEAR_KINDS),
                       "w": ("",), "n": ("", "ordinal", "said")}[slot.name]
            if slot.name in "ynd" and slot.form in lang.data.forms or \
                    slot.name == "m" and slot.form in months and slot.form:
                continue
            if slot.form not in allowed or slot.key:
                raise LexiconError(f"{where}: {{{slot.name}:{slot.form}}}: a spoken "
                                   f"{slot.name} slot takes no form but {allowed[1:]}")
        for slot in slots(written_pieces):
            allowed = _WRITTEN_FORMS.get(slot.name) or (
                ("", *weekday_names(lang)) if slot.name == "w" else ("", "2", "name", *months))
            if slot.name == "d":  # (and the forms of the ordinal marks: bn {d:day} 15ই)
                allowed = (*allowed, *first_marks(lang))
            if slot.form not in allowed or slot.key:
                raise LexiconError(f"{where}: {{{slot.name}:{slot.form}}}: no such written form")
        if not any(not isinstance(p, Slot) and p.strip() for p in spoken_pieces) and \
                said_slots.get("m", "number") not in ("", "name", *months) and \
                said_slots.get("y") != "said" and \
                "w" not in said_slots:
            raise LexiconError(f"{where}: a spoken date needs a month's name, a word or "
                               "{y:said} besides its numbers")
        out.append((key[len(_ITN_KEY):], spoken_pieces, written_pieces))
    return out


def weekday_names(lang: Language) -> dict[str, dict[int, str]]:
    """weekdays.tsv (optional; ITN's `{w}`, TN's weekdays in parentheses: ranges.py): form
    ("" = plain) -> day of the week 1-7 -> name."""
    out: dict[str, dict[int, str]] = {}
    for key, name in optional_rows(f"{lang.code}/numbers/weekdays.tsv"):
        number, _, form = key.partition("@")
        if not number.isdigit() or not 1 <= int(number) <= 7:
            raise LexiconError(f"{lang.code}/numbers/weekdays.tsv: bad key {key!r}")
        out.setdefault(form, {})[int(number)] = name
    if out and len(out.get("", {})) != 7:
        raise LexiconError(f"{lang.code}/numbers/weekdays.tsv: seven plain names needed")
    return out


def _written_forms(templates) -> set[str]:
    return {s.form for _, _, written in templates for s in slots(written)
            if s.name == "m" and s.form not in ("", "2", "name")}


class _SpokenDates:
    """Spoken dates -> "<template index>d=..;m=..;y=..;" (the numbers in ASCII digits), read
    with the grammar set's cardinal and ordinal transducers (built once for all classes)."""

    def __init__(self, lang: Language, templates, g):
        self.lang, self.templates, self.g = lang, templates, g
        w = lang.written
        self.gap = w.gap() if w.spaced else pynini.closure(delete(" "), 0, 1)
        tn_pieces = parse(lang.setting("date"), "dmy", f"{lang.code}/numbers/config.tsv: date")
        self.tn_forms = {s.name: s.form for s in slots(tn_pieces)}  # (none: he, ITN only)
        self.year_kinds = lang.setting("itn_years").split()
        bad = [k for k in self.year_kinds if k not in _YEAR_KINDS]
        if bad:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_years: unknown {bad} "
                               f"(known: {', '.join(_YEAR_KINDS)})")
        self.written_weekdays = {s.form for _, _, written in templates for s in slots(written)
                                 if s.name == "w" and s.form}

    def _cardinal(self, digits: pynini.Fst) -> pynini.Fst:
        """Spoken words -> the numbers of `digits`."""
        return pynini.compose(self.g.get("spoken_number"), digits)

    def _ordinal(self, digits: pynini.Fst, form: str = "") -> pynini.Fst:
        """Spoken ordinals in any form of the language's own words (not a frame around the
        number: vi "thứ hai" is Monday), or in `form` -> the numbers of `digits` (days,
        months or years: at most four digits; read with the ORDINAL class's transducer, which
        writes each form's first mark)."""
        marks = {}
        for prefix, suffix, mark_form, pattern in self.lang.written.ordinal_marks:
            if not pattern and self.lang.data.wrap(mark_form) is None:
                marks.setdefault(mark_form, (prefix, suffix))
        if form:
            marks = {form: marks[form]} if form in marks else {}
        if not marks:  # (no written ordinals: the ordinal forms of cardinal.tsv, he שלישי)
            forms = [form] if form else [f for f in self.lang.data.ordinal_forms
                                         if self.lang.data.wrap(f) is None]
            if not forms:
                return pynini.Fst()
            return spoken(self.lang, pynini.union(*[
                pynini.compose(digits, self.lang.cover(f, 4)) for f in forms]).optimize())
        unmark = pynini.union(*[delete(pynini.escape(p)) + digits + delete(pynini.escape(s))
                                for p, s in set(marks.values())])
        return pynini.compose(self.g.get("ORDINAL"), unmark.optimize())

    def _with_zero(self, said: pynini.Fst) -> pynini.Fst:
        """`said`, and its one-digit numbers after the word for zero (ru "ноль второго")."""
        zero = self.lang.lowered.exact[""].get(0)
        if zero is None:
            return said
        one = pynini.compose(said, pynini.union(*"123456789"))
        return pynini.union(said, pynini.cross(pynini.escape(zero), "0") + self.gap + one)

    def day(self, form: str) -> pynini.Fst:
        """A cardinal or an ordinal day; only an ordinal for `{d:ordinal}` (fa "پانزدهم مهر":
        "یک مهر" is a seal), only one form of cardinal.tsv for `{d:<form>}` (hu
        ordinal-day "tizenkettedike", not ordinal-day-on "tizenkettedikén")."""
        days = pynini.string_map([str(n) for n in range(1, 32)])
        if form not in ("", "ordinal"):
            return spoken(self.lang, pynini.compose(days, self.lang.cover(form, 2)))
        said = self._ordinal(days)
        return self._with_zero(said if form else pynini.union(self._cardinal(days), said))

    def month(self, form: str) -> pynini.Fst:
        if form in ("", "name"):
            pairs = (self._month_numbers() if form == "" else
                     sorted((name.lower(), n) for name, n in month_names(self.lang).items()))
            return pynini.string_map([(pynini.escape(name), str(n)) for name, n in pairs])
        if form in _months(self.lang):  # (one form of months.tsv: hy genitive մայիսի)
            pairs = sorted((name.lower(), n) for n, name in _months(self.lang)[form].items())
            return pynini.string_map([(pynini.escape(name), str(n)) for name, n in pairs])
        months = pynini.string_map([str(n) for n in range(1, 13)])
        said = self._cardinal(months) if form == "number" else self._ordinal(months)
        return self._with_zero(said)

    def weekday(self) -> pynini.Fst:
        names = {name.lower(): n for form, days in weekday_names(self.lang).items()
                 if form not in self.written_weekdays for n, name in days.items()}
        if not names:
            raise LexiconError(f"{self.lang.code}/numbers: {{w}} needs weekdays.tsv")
        return pynini.string_map([(pynini.escape(k), str(v)) for k, v in sorted(names.items())])

    def _month_numbers(self) -> list[tuple[str, int]]:
        written = _written_forms(self.templates)
        pairs = {}
        for form, names in _months(self.lang).items():
            if form not in written:
                for n, name in names.items():
                    pairs.setdefault(name.lower(), n)
        return sorted(pairs.items())

    def year(self, form: str) -> pynini.Fst:
        if form in _YEAR_KINDS:  # one way of itn_years' only (zh {y:short}: 八五年)
            return self._year_kind(form)
        years = (NONZERO + pynini.closure(DIGIT, 0, 3)).optimize()
        parts = []
        if form == "ordinal":
            parts.append(self._with_zero(self._ordinal(years)))
        elif form not in ("", "said"):  # one form of cardinal.tsv (ru ordinal-genitive)
            said = self._ordinal(years, form)
            if said.start() == pynini.NO_STATE_ID:  # (a form without a mark of its own)
                said = spoken(self.lang, pynini.compose(years, self.lang.cover(form, 4)))
            parts.append(self._with_zero(said))
        if form == "":
            parts.append(self._cardinal(years))
            tn = self.tn_forms.get("y", "")  # (hi {y:year} उन्नीस सौ नब्बे)
            if tn and tn != DIGITS and not tn.startswith("ordinal"):
                parts.append(spoken(self.lang, pynini.compose(years, self.lang.cover(tn, 4))))
        if form in ("", "said"):
            parts += [self._year_kind(kind) for kind in self.year_kinds]
        return pynini.union(*parts).optimize()

    def _year_kind(self, kind: str) -> pynini.Fst:
        digit = self._cardinal(DIGIT)
        glue = pynini.closure(delete(" "), 0, 1)  # (halves said apart or as one word)
        if kind == "digits":
            first = pynini.compose(digit, NONZERO)
            return first + self.gap + digit + self.gap + digit + self.gap + digit
        if kind == "short":  # (two digits one by one: zh 八五年 85, 零六年 06)
            return digit + self.gap + digit
        tens = self._cardinal(pynini.string_map([str(n) for n in range(10, 100)]))
        if kind == "pairs":  # (each half a number or two digits: vi "hai không mười ba")
            half = pynini.union(tens, digit + self.gap + digit)
            # (or a digit after a word of config itn_year_zero_words said for a zero tens
            # digit: vi "hai không linh chín" 2009)
            zeros = self.lang.setting("itn_year_zero_words").split()
            if zeros:
                zero = pynini.union(*[pynini.cross(pynini.escape(z), "0") for z in zeros])
                half = pynini.union(half, zero + self.gap + digit)
            return pynini.compose(half, NONZERO + DIGIT) + glue + half
        # hundreds: the hundreds counted past nine (de neunzehnhundertachtzig, sv tiohundra)
        stacked = Grammar(without_scales(self.lang.lowered, {3}))
        digits = (NONZERO + DIGIT + DIGIT + DIGIT).optimize()
        return spoken(self.lang, pynini.compose(digits, stacked.reading("")))

    def fst(self) -> pynini.Fst:
        readers: dict[tuple[str, str], pynini.Fst] = {}

        def reader(slot: Slot) -> pynini.Fst:
            key = (slot.name, slot.form)
            if key not in readers:
                build = {"d": self.day, "m": self.month, "y": self.year,
                         "n": self.year, "w": lambda f: self.weekday()}[slot.name]
                readers[key] = build(slot.form)
            return readers[key]

        # a year alone after a word (ru "в", vi "năm") has the digits of a year (config
        # itn_year_digits, default 4); after a word that is a number too, it starts with a
        # number word, not a scale word (vi "năm trăm tư" is 540: năm is five too); a year
        # before a word (es "antes de cristo") any
        fewest = int(self.lang.setting("itn_year_digits", "4"))
        long_enough = (NONZERO + pynini.closure(DIGIT, fewest - 1, 3)).optimize()
        # a year that starts a date has config itn_year_first_digits digits (hu 3: "öt május"
        # is no date)
        first_digits = int(self.lang.setting("itn_year_first_digits", "1"))
        first_long = (NONZERO + pynini.closure(DIGIT, first_digits - 1, 3)).optimize()
        # (config itn_year_digits_everywhere yes: in every template, lt "penktųjų metų" is
        # 'of the fifth year', "devyniasdešimtųjų metų" the nineties, no years 5 and 90)
        everywhere = self.lang.setting("itn_year_digits_everywhere") == "yes"
        eras = set(self.lang.setting("itn_era_words").lower().split())  # (ja 令和: any year)
        number_words = {v for table in self.lang.lowered.exact.values() for v in table.values()}
        scales = {w for words in scale_words(self.lang).values() for w in words}
        scales |= {b for a, b in self.lang.lowered.variants if a in scales}  # (vi ngàn)
        sigma = pynini.closure(byte.BYTE).optimize()
        no_scale_first = pynini.difference(sigma, pynini.union(
            *[pynini.escape(w) for w in sorted(scales)]) + sigma).optimize() if scales else sigma
        branches = []
        for index, (_, pieces, _) in enumerate(self.templates):
            alone = {s.name for s in slots(pieces)} <= {"y", "n"} and isinstance(pieces[-1], Slot)
            words_before = [p.split() for p in pieces if not isinstance(p, Slot)]
            alone = alone and not any(w and w[-1] in eras for w in words_before)
            ambiguous = alone and any(w and w[-1] in number_words for w in words_before)
            out = insert(str(index)) + pynini.accep("", weight=index * _LATER_ROW)
            for piece in pieces:
                if isinstance(piece, Slot):
                    said = reader(piece)
                    if (alone or everywhere) and piece.name == "y":
                        said = pynini.compose(said, long_enough)
                    elif piece is pieces[0] and piece.name == "y" and first_digits > 1:
                        said = pynini.compose(said, first_long)
                    if ambiguous and piece.name == "y":
                        said = pynini.compose(no_scale_first, said)
                    out += insert(piece.name + "=") + said + insert(";")
                else:
                    out += self._literal(piece)
            branches.append(out)
        dates = pynini.union(*branches).optimize()
        # phrases that are no dates (config itn_date_not, " | " between: vi "tháng năm",
        # months and years, time)
        phrases = [p.strip().lower() for p in self.lang.setting("itn_date_not").split(" | ")]
        phrases = [pynini.escape(p) for p in phrases if p]
        if phrases:
            domain = pynini.difference(pynini.project(dates, "input"), pynini.union(*phrases))
            dates = pynini.compose(domain.optimize(), dates)
        return dates.optimize()

    def _literal(self, text: str) -> pynini.Fst:
        out = pynini.accep("")
        for i, word in enumerate(text.split(" ")):
            if i:
                out += self.gap
            if word:
                out += delete(pynini.escape(word))
        return out


def itn_style(lang: Language):
    """The transducer's fields and the words as said -> the date as the matched template
    writes it (None where no itn_date@ row: the class is not built)."""
    templates = _itn_templates(lang)
    if not templates:
        return None
    months, weekdays = _months(lang), weekday_names(lang)
    day_marks, own_marks = first_marks(lang), number_marks(lang)
    # ({m:name} writes the name as said: month_names.tsv's where the language has them, fa
    # "مهر", not one of months.tsv's ordinals, "دوم" in "بیست و دوم مهر")
    # (the name of the month read: azb "اوتوز بیر دسامبر" is 31 دسامبر, though اوت, August,
    # begins اوتوز, thirty)
    numbers: dict[str, set[int]] = {}
    pairs = (list(month_names(lang).items())
             or [(n, number) for names in months.values() for number, n in names.items()])
    for name, number in pairs:
        numbers.setdefault(name.lower(), set()).add(number)
    said_names = sorted(numbers, key=len, reverse=True)
    name_pattern = regex.compile(
        "|".join(regex.escape(n) for n in said_names), regex.IGNORECASE) if said_names else None

    def style(fields: str, said: str) -> str:
        index = int(fields[:len(fields) - len(fields.lstrip("0123456789"))])
        values = dict(_FIELD.findall(fields))
        out = []
        for piece in templates[index][2]:
            if not isinstance(piece, Slot):
                out.append(piece)
                continue
            value = values[piece.name]
            if piece.form == "2":
                out.append(value.zfill(2))
            elif piece.name == "d" and piece.form in day_marks:
                prefix, suffix = day_marks[piece.form]
                out.append(with_number_mark(own_marks, prefix + str(int(value)) + suffix))
            elif piece.name == "m" and piece.form == "name":
                found = [m.group() for m in name_pattern.finditer(said, overlapped=True)
                         if int(value) in numbers[m.group().lower()]] if name_pattern else []
                out.append(found[0] if found else months[""][int(value)])
            elif piece.name == "m" and piece.form:
                out.append(months[piece.form].get(int(value)) or months[""][int(value)])
            elif piece.form == "roman":
                out.append(to_roman(int(value)) or value)
            elif piece.name == "w":
                out.append(weekdays.get(piece.form, {}).get(int(value)) or weekdays[""][int(value)])
            else:
                out.append(value if piece.name in "yn" else str(int(value)))
        return "".join(out)

    return style


def itn_start_chars(lang: Language) -> frozenset[str]:
    """The first characters of the spoken dates that start with a word (zh 纪元): where ITN
    finds numbers inside words, a run may start at them too."""
    templates = _itn_templates(lang)
    return frozenset(pieces[0][0] for _, pieces, _ in templates
                     if not isinstance(pieces[0], Slot) and pieces[0][:1].isalnum())


def itn(lang: Language):
    templates = _itn_templates(lang)
    if not templates:
        return class_module([], {})

    def build(g) -> pynini.Fst:
        return _SpokenDates(lang, templates, g).fst()

    return class_module([Rule("DATE", r"\w", "DATE")], {"DATE": build})
