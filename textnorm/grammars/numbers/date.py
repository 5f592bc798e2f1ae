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
year, month, day, the ISO form "2020-05-12" is read too (years 1900-2099). Where config
`range_signs` has "-", a date with "-" and another date after it is read (a range, RANGE reads
the sign: ja "2008.08.08-2008.08.10"). Config `date_marks`
(`written=spoken` items) lists words written after a date and read after it (ru `г.=года`).
Config `date_short_years yes`: dates with a two-digit year (01-99) are read too where the day and
the month are written in two digits ("31.01.06" тридцать первое января ноль шестого): the year
as the template reads a year of that number, after the word for zero where its first digit is 0.
Config `date_lead_once yes`: the template's words before its first slot are not said again where
the text writes them right before the date (vi `ngày {d} tháng {m} năm {y}`: "ngày 15/01/2024"
says ngày once).

Config `date@ym` and `date@md` (optional) are templates of a date without its day or its year
(zh `{y:digits}年{m}`, `{m}{d}日`): a year and a two-digit month in either order ("2008-08",
"08/2008" 二零零八年八月), and a two-digit month before a two-digit day ("08.08" 八月八日; one
digit is a fraction's, "1/2"); not before a word of date_parts.tsv ("10-11月"). Config
`date_md_ranges yes`: one-digit months and days too ("/" or "-"), where two such dates are
joined by the config's `range` word (ja "4/30から5/1" 四月三十日から五月一日).
"""

from __future__ import annotations

import pynini
import regex
from pynini.lib import byte

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import Rule, alternation
from .agreement import after_words
from .cardinal import spoken
from .counted import load_table
from .data import optional_rows, without_scales
from .language import DIGITS, Language, class_module
from .names import NONZERO, Grammar
from .ordinal import context_forms
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


class _Dates:
    def __init__(self, lang: Language, day_form: str | None = None, key: str = "date",
                 unsaid_lead: bool = False):
        """`day_form`: the form an ordinal day is read in instead of the template's; `key`:
        the template's config key (date, or a partial date's: date@ym, date@md);
        `unsaid_lead`: without the template's words before its first slot."""
        self.lang = lang
        where = f"{lang.code}/numbers/config.tsv: {key}"
        needed = key.partition("@")[2] or "dmy"
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
        month in two digits, the year too (config date_short_years)."""
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
        for piece in self.pieces:
            if isinstance(piece, Slot):
                out += ((pynini.accep("") if first else delete(separator))
                        + self._slot_fst(piece, short))
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


def _marks(lang: Language) -> dict[str, str]:
    """Config `date_marks`: `written=spoken` items, words written after a date and read after
    it (ru `г.=года`: "06.03.2006 г." шестое марта две тысячи шестого года; `_` for a space
    in the spoken words)."""
    out = {}
    for item in lang.setting("date_marks").split():
        written, _, said = item.partition("=")
        if not written or not said:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: date_marks: {item!r} is not "
                               "written=spoken")
        out[written] = said.replace("_", " ")
    return out


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
    short = lang.setting("date_short_years") == "yes"
    if short:  # 31.01.06
        formats += [regex.escape(separator).join(
            rf"(?P<{name}>{w.with_native_digits(_SHORT[name])})" for name in dates.order)
            for separator in _SEPARATORS]
    if dates.order != _ISO:
        formats.append(r"(?P<y>(?:19|20)[0-9]{2})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12][0-9]|3[01])")
    parsers = [regex.compile(f) for f in formats]
    plain = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", f) for f in formats)
    marks = _marks(lang)
    end = rf"(?![{w.word_chars}]|[.,/-]?{w.digit_class})"
    if "-" in lang.setting("range_signs").split():  # a range of dates: 2008.08.08-2008.08.10
        end = rf"(?:(?=-(?:{plain}){end})|{end})"
    if marks:  # (a mark may touch the date: 06.03.2006г.)
        names = "|".join(regex.escape(m) for m in sorted(marks, key=len, reverse=True))
        end = rf"(?:[ \u00a0]?(?:{names})(?![{w.word_chars}])|{end})"
    pattern = rf"{w.before}(?:{plain}){end}"

    def module(dates: _Dates, context: str, name: str):
        def fast(span: str) -> str | None:
            said = ""
            for mark, words in marks.items():
                if span.endswith(mark):
                    span, said = span[:-len(mark)].rstrip(" \u00a0"), w.space + words
                    break
            for parser in parsers:
                match = parser.fullmatch(span)
                if match is not None:
                    words = dates.say({k: to_ascii(v, w.native_digits)
                                       for k, v in match.groupdict().items()})
                    return None if words is None else words + said
            return None

        def build(g) -> pynini.Fst:
            branches = [dates.fst(separator) for separator in _SEPARATORS]
            if short:
                branches += [dates.fst(separator, True) for separator in _SEPARATORS]
            if dates.order != _ISO:
                branches.append(dates.iso_fst())
            out = pynini.union(*branches).optimize()
            if marks:
                gap = pynini.closure(delete(pynini.union(" ", "\u00a0")), 0, 1)
                out += pynini.closure(gap + pynini.string_map(
                    [(pynini.escape(m), pynini.escape(w.space + x)) for m, x in marks.items()]),
                    0, 1)
            return out.optimize()

        return Rule("DATE", context + pattern, name), build, fast

    # after the words of config ordinal_after@<form>, an ordinal day in that form (de "am
    # 12.05.2020" am zwölften Mai)
    day = next(s for s in slots(dates.pieces) if s.name == "d")
    contexts = [(form, after_words(words))
                for form, words in sorted(context_forms(lang).items())
                if day.form.startswith("ordinal") and form != day.form]
    parts = [module(_Dates(lang, form), context, f"DATE@{form}") for form, context in contexts]
    lead = dates.pieces[0].strip() if isinstance(dates.pieces[0], str) else ""
    if lead and lang.setting("date_lead_once") == "yes":  # vi "ngày 15/01/2024": ngày once
        parts.append(module(_Dates(lang, unsaid_lead=True), after_words([lead]), "DATE@lead"))
    parts.append(module(dates, "", "DATE"))
    parts += [_partial(lang, key) for key in _PARTIAL if lang.setting(key)]
    return class_module([rule for rule, _, _ in parts],
                        {rule.fst: build for rule, build, _ in parts},
                        {rule.fst: fast for rule, _, fast in parts})


def _year_marks(lang: Language) -> dict[str, str]:
    """Config `year_marks`: `written=spoken` marks written on a year (ur `ء=عیسوی`)."""
    out = {}
    for item in lang.setting("year_marks").split():
        written, eq, said = item.partition("=")
        if not (eq and written and said):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: year_marks: {item!r} is not "
                               "written=spoken")
        out[written] = said
    return out


def years_tn(lang: Language):
    """A year alone, read as the date template reads its year (hi "सन 1999" सन उन्नीस सौ
    निन्यानबे, "1999 में"): four digits 1100-2099 after a word of config `year_after` or
    before one of `year_before`, or with a mark of config `year_marks` written on it (ur
    `ء=عیسوی`: "۱۹۴۷ء" انیس سو سینتالیس عیسوی; the mark read as its words after a space)."""
    after, before = lang.setting("year_after").split(), lang.setting("year_before").split()
    marks = _year_marks(lang)
    if not (after or before or marks) or not lang.setting("date"):
        return class_module([], {})
    w = lang.written
    slot = next(s for s in slots(_Dates(lang).pieces) if s.name == "y")
    digits = w.with_native_digits('(?:1[1-9]|20)[0-9]{2}')
    year = rf"{w.before}{digits}{w.after}"
    contexts = []
    if after:
        contexts.append(after_words(after) + year)
    if before:
        contexts.append(rf"{year}(?=[ \u00a0]+(?:{alternation(before)})(?!\w))")
    rules = [Rule("DATE", "|".join(contexts), "DATE@year")] if contexts else []

    def fast(span: str) -> str | None:
        return _Dates(lang).years.say(slot, to_ascii(span, w.native_digits))

    def build(g) -> pynini.Fst:
        return _Dates(lang)._slot_fst(slot)

    builders, fast_paths = {"DATE@year": build}, {"DATE@year": fast}
    if marks:
        rules.append(Rule("DATE", rf"{w.before}{digits}{alternation(marks)}{w.after}",
                          "DATE@year-mark"))

        def fast_marked(span: str) -> str | None:
            mark = next(m for m in marks if span.endswith(m))
            words = fast(span[:-len(mark)])
            return None if words is None else f"{words}{w.space}{marks[mark]}"

        def build_marked(g) -> pynini.Fst:
            said = pynini.union(*[pynini.cross(pynini.escape(m), pynini.escape(w.space + x))
                                  for m, x in marks.items()])
            return build(g) + said

        builders["DATE@year-mark"], fast_paths["DATE@year-mark"] = build_marked, fast_marked
    return class_module(rules, builders, fast_paths)


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
}
_TWO = {"d": r"(?:0[1-9]|[12][0-9]|3[01])", "m": r"(?:0[1-9]|1[0-2])", "y": _YEARS}


def _partial(lang: Language, key: str):
    """A date without its day or its year (config date@ym, date@md): rule, build, fast."""
    w = lang.written
    dates = _Dates(lang, key=key)
    orders = _PARTIAL[key]
    formats = [(order, separator) for order in orders for separator in _SEPARATORS]
    parsers = [regex.compile(regex.escape(sep).join(
        rf"(?P<{n}>{_TWO[n]})" for n in order)) for order, sep in formats]  # (ASCII digits)
    plain = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", p.pattern) for p in parsers)
    # not before a date part's word (ja "10-11月" is a range of months)
    words = [k.partition("@")[0] for k, _ in optional_rows(f"{lang.code}/numbers/date_parts.tsv")]
    parts = alternation(words) if words else "(?!)"
    pattern = (rf"(?<![{w.word_chars}.,/-]|\d[.,/-])(?:{plain})"
               rf"(?![{w.word_chars}]|[.,/-]?{w.digit_class}|{parts})")
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
                   rf"(?![{w.word_chars}]|[.,/-]?{w.digit_class}|{parts}))")

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
# frame around the number: vi "thứ hai" is Monday); `{m}` a month's name in any form of
# months.tsv, `{m:number}` / `{m:ordinal}` a month said as a number / ordinal; `{y}` a year
# (any number 1-9999, in the TN template's year form too, hi उन्नीस सौ नब्बे, and the ways config
# `itn_years` names: `digits` one by one, zh 一七九八; `pairs` two halves, each a number or two
# digits, de "neunzehn achtzig", vi "hai không mười ba"; `hundreds` the hundreds counted past
# nine, de "neunzehnhundertachtzig"; `short` a year of the century in two digits one by one,
# zh 八五年 85, 零六年 06; `{y:<way>}` reads that way only, listed or not), `{y:ordinal}` a
# year said as an ordinal in any form,
# `{y:<form>}` in that form of cardinal.tsv (ru `ordinal-genitive` "две тысячи шестого"),
# `{y:said}` only the ways of `itn_years` (a year alone in running text, where no plain number
# is a year: de "neunzehn achtzig"). A one-digit day, month or year may be said with the word
# for zero first (ru "ноль второго": 02). A year alone after a word (ru "в", vi "năm") has at
# least config `itn_year_digits` digits (default 4); config `itn_date_not` lists phrases (" | "
# between) that are no dates (vi "tháng năm": time, literally months and years).
# The written template's slots: `{d}`, `{m}`, `{y}` the numbers (the year as said: ru
# "восемьдесят шестого" 86), `{d:2}` / `{m:2}` with two digits, `{m:name}` the month's name as
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
_MONTH_READ = ("", "number", "ordinal")
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
            allowed = {"d": ("",), "m": _MONTH_READ, "y": ("", "ordinal", "said", *_YEAR_KINDS),
                       "w": ("",), "n": ("", "ordinal", "said")}[slot.name]
            if slot.name in "yn" and slot.form in lang.data.forms:
                continue
            if slot.form not in allowed or slot.key:
                raise LexiconError(f"{where}: {{{slot.name}:{slot.form}}}: a spoken "
                                   f"{slot.name} slot takes no form but {allowed[1:]}")
        for slot in slots(written_pieces):
            allowed = _WRITTEN_FORMS.get(slot.name) or (
                ("", *weekday_names(lang)) if slot.name == "w" else ("", "2", "name", *months))
            if slot.form not in allowed or slot.key:
                raise LexiconError(f"{where}: {{{slot.name}:{slot.form}}}: no such written form")
        if not any(not isinstance(p, Slot) and p.strip() for p in spoken_pieces) and \
                said_slots.get("m", "number") != "" and said_slots.get("y") != "said" and \
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
        number: vi "thứ hai" is Monday), or in `form` -> the numbers of `digits` (read
        with the ORDINAL class's transducer, which writes each form's first mark)."""
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
                pynini.compose(digits, self.lang.cover(f)) for f in forms]).optimize())
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

    def day(self) -> pynini.Fst:
        days = pynini.string_map([str(n) for n in range(1, 32)])
        return self._with_zero(pynini.union(self._cardinal(days), self._ordinal(days)))

    def month(self, form: str) -> pynini.Fst:
        if form == "":
            return pynini.string_map(
                [(pynini.escape(name), str(n)) for name, n in self._month_numbers()])
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
                said = spoken(self.lang, pynini.compose(years, self.lang.cover(form)))
            parts.append(self._with_zero(said))
        if form == "":
            parts.append(self._cardinal(years))
            tn = self.tn_forms.get("y", "")  # (hi {y:year} उन्नीस सौ नब्बे)
            if tn and tn != DIGITS and not tn.startswith("ordinal"):
                parts.append(spoken(self.lang, pynini.compose(years, self.lang.cover(tn))))
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
                build = {"d": lambda f: self.day(), "m": self.month, "y": self.year,
                         "n": self.year, "w": lambda f: self.weekday()}[slot.name]
                readers[key] = build(slot.form)
            return readers[key]

        # a year alone after a word (ru "в", vi "năm") has the digits of a year (config
        # itn_year_digits, default 4); after a word that is a number too, it starts with a
        # number word, not a scale word (vi "năm trăm tư" is 540: năm is five too); a year
        # before a word (es "antes de cristo") any
        fewest = int(self.lang.setting("itn_year_digits", "4"))
        long_enough = (NONZERO + pynini.closure(DIGIT, fewest - 1, 3)).optimize()
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
            ambiguous = alone and any(w and w[-1] in number_words for w in words_before)
            out = insert(str(index)) + pynini.accep("", weight=index * _LATER_ROW)
            for piece in pieces:
                if isinstance(piece, Slot):
                    said = reader(piece)
                    if alone and piece.name == "y":
                        said = pynini.compose(said, long_enough)
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
    said_names = sorted({n.lower(): None for names in months.values() for n in names.values()},
                        key=len, reverse=True)
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
            elif piece.name == "m" and piece.form == "name":
                match = name_pattern and name_pattern.search(said)
                out.append(match.group() if match else months[""][int(value)])
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
