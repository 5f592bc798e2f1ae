"""DATE written with a month's name: es "1 enero" -> "primero de enero", "abril 30" -> "treinta
de abril", pt "10 de Dezembro de 1999" -> "dez de dezembro de mil novecentos e noventa e nove",
de "24. Juli 2013" -> "vierundzwanzigster Juli zweitausenddreizehn" (TN).

The month is a name of months.tsv in any of its forms (rows `N@abbr` are abbreviations, with or
without a final "."), written in small letters, capitals or with a capital first; the day is
1-31 with or without an ordinal mark of ordinal_marks.tsv after it (de "24.", sv "2:a"); the
year four digits. Config `date_named` lists the orders the language writes them in (`dm dmy md
mdy ym ymd ydm`: lv "2024. gada 5. martā", the year, the day, then the month; none without
it: ru "5 мая" is genitive after most words, de "3. Mai" dative);
between two parts a space, a comma and a space, or one of the words of config
`date_named_joiners` (es `de del`; those of config `date_named_joiners_said` are said as
written in place of the template's words before the part they come before, es `del`: "30 julio
del 2020" treinta de julio del dos mil veinte, as Spanish says a year after "del"; the others
are not said). They are read as the `date` template reads
a numeric date (date.py), without its year where none is written; an order must keep the day
and the year in the template's order. After the words of config `ordinal_after@<form>` an
ordinal day takes that form (de "am 24. Juli" vierundzwanzigsten). Config
`date_named_year_mark yes`: a year written first takes the day's marks too (hu "2010. április
1.", the year's period read as nothing). A day's mark whose form in ordinal_marks.tsv is the
day's form or one of its own (`ordinal-day-...`) reads the day in that form (hu `{}-jén
ordinal-day-on`: "április 1-jén" április elsején; bn `{}শে day`, `{1}লা day`: "২১শে ফেব্রুয়ারি"
একুশে ফেব্রুয়ারি, a mark with a pattern too; where the template's day is a cardinal, any mark's
form: am "መስከረም 1ኛ" መስከረም አንደኛ); other marks are read as nothing. Words of config
`date_marks` (date.py) written after a named date are read after it too (lt `d.=diena`: "1990 m.
kovo 11 d." ... kovo vienuoliktoji diena).

A language whose numeric dates read the month as a number (am, fa: a numeric date does not say
its calendar) lists the names its dates write in `month_names.tsv` (`name<TAB>N`, N 1-13, the
Ethiopian calendar's thirteenth month too); where it has rows they are the names a named date
matches, read as written (am "መስከረም 1 ቀን 2017" መስከረም አንድ ቀን ..., fa "۱۵ مهر ۱۴۰۲" پانزدهم مهر
...; lv lists the locative of running text, "2024. gada 5. martā" ... piektajā martā, where its
numeric dates say months.tsv's nominative). Config `date@named` (optional) is the template of
named dates where it is not `date`'s (am `{m} {d} ቀን {y}`); config `date_named_as_written
yes`: months.tsv's names are read as written too (ar, where two sets of names are in use:
"15 كانون الثاني" keeps the Levantine name); config `date_named_signs`: signs written between
two parts without spaces (am `/`: "ሐምሌ 5/2016"); config `date_named_apart no`: only those signs
join the parts, a name written apart being left to the words around it. ru reads both,
`date@named` reading the day in the genitive ("03-фев-2002" третьего февраля две тысячи
второго, "5 мая" пятого мая), and with config `date_named_mark_forms yes` a mark written on the
day reads it in the mark's form ("12-е сентября" двенадцатое сентября). Config
`date_named_month_endings`: case endings written right on a month's name that ends the date,
kept on the reading's month (kk "15 қазанда" он бесінші қазанда 'on 15 October': the day an
ordinal, the ending the month's; an order whose reading ends in another word takes none).
"""

from __future__ import annotations

import functools

import pynini
import regex

from ...errors import LexiconError
from ...fst import delete, insert
from ..base import Rule, alternation
from .agreement import after_words, after_words_or_range
from .data import optional_rows
from .date import (
    _WRITTEN,
    _Dates,
    _marks,
    day_contexts,
    marks_end,
    marks_fst,
    month_names,
    with_stems,
    without_period,
)
from .language import Language, class_module
from .ordinal import context_forms
from .slots import Slot, slots
from .written import to_ascii

_ORDERS = ("dm", "dmy", "md", "mdy", "ym", "ymd", "ydm")
_ABBREVIATION = "abbr"


def _month_words(lang: Language) -> tuple[dict[str, int], bool]:
    """Each way a month is written (forms, abbreviations with and without ".", three letter
    cases) -> its number; and whether the names are read as written (month_names.tsv)."""
    out = month_names(lang)
    if out:
        return out, True
    for key, name in optional_rows(f"{lang.code}/numbers/months.tsv"):
        number, _, form = key.partition("@")
        names = [name, name + "."] if form == _ABBREVIATION and not name.endswith(".") else [name]
        for written in names:
            for cased in (written, written.lower(), written[:1].upper() + written[1:],
                          written.upper()):
                out.setdefault(cased, int(number))
    return out, lang.setting("date_named_as_written") == "yes"


def _without_year(pieces: tuple) -> tuple:
    """The template without its year: the slot and the text between it and the slot before it
    (or after it, where the year comes first)."""
    index = next(i for i, p in enumerate(pieces) if isinstance(p, Slot) and p.name == "y")
    drop = {index}
    step = -1 if index > 0 and any(isinstance(p, Slot) for p in pieces[:index]) else 1
    neighbour = index + step
    if 0 <= neighbour < len(pieces) and isinstance(pieces[neighbour], str):
        drop.add(neighbour)
    return tuple(p for i, p in enumerate(pieces) if i not in drop)


class _Named:
    """One reading (the template, maybe with a context's day form) of the named dates."""

    def __init__(self, lang: Language, dates: _Dates, months: tuple[dict[str, int], bool],
                 joiners: list[str], orders: list[str], marks: list[str],
                 year_marks: list[str]):
        self.lang, self.dates = lang, dates
        self.months, self.as_written = months
        # a branch of the transducer per month (per name, where each is read as written)
        self.keys = (list(self.months) if self.as_written
                     else sorted(set(self.months.values())))
        self.joiners, self.orders, self.marks = joiners, orders, marks
        self.said_joiners = _said_joiners(lang, joiners)
        self.year_marks = year_marks
        day = next(s for s in slots(dates.pieces) if s.name == "d")
        # marks that read the day in a form of their own (hu "1-jén" elsején; config
        # `date_named_mark_forms yes`: every mark, the last row of a mark winning, ru "12-е
        # сентября" двенадцатое though the template's day is a genitive)
        any_mark = lang.setting("date_named_mark_forms") == "yes"
        self.day_forms = {s: f for _, s, f, _ in lang.written.ordinal_marks
                          if s and (any_mark or not day.form  # (a cardinal day: any mark's)
                                    or f == day.form or f.startswith(day.form + "-"))}
        self.templates = {True: dates.pieces, False: _without_year(dates.pieces)}

    def _said(self, slot: Slot, key) -> str:
        """The reading of a month (a number, or a name read as written)."""
        return key if self.as_written else self.dates.month(slot, key)

    def _written(self, key) -> list[str]:
        return [key] if self.as_written else [w for w, n in self.months.items() if n == key]

    def say(self, values: dict[str, str]) -> str | None:
        mark = values.pop("dm", None) or ""
        pieces = self.templates["y" in values]
        out: list[str] = []
        for i, piece in enumerate(pieces):
            if not isinstance(piece, Slot):
                out.append(piece)
            elif piece.name == "m":
                month = values["m"]
                out.append(self._said(piece, month if self.as_written else self.months[month]))
            else:
                joiner = (values.get("j" + piece.name) or "").strip(" \u00a0")
                if joiner in self.said_joiners and i and isinstance(pieces[i - 1], str) \
                        and pieces[i - 1].strip():
                    out[-1] = _in_place(out[-1], joiner)
                reader = self.dates.days if piece.name == "d" else self.dates.years
                if piece.name == "d" and mark in self.day_forms:
                    piece = Slot(piece.name, self.day_forms[mark], piece.key)
                words = reader.say(piece, str(int(values[piece.name])))
                if words is None:
                    return None
                out.append(words)
        return "".join(out)

    def _gap(self, lead: str) -> pynini.Fst:
        """The gap before a written part and `lead`, the template's text right before it
        (an empty one: none): a joiner of config date_named_joiners_said is said in place of
        the lead's words."""
        out = self._joiner() + insert(pynini.escape(lead))
        if not lead.strip() or not self.said_joiners:
            return out
        space = pynini.union(" ", "\u00a0")
        said = pynini.union(*[pynini.cross(space + pynini.escape(j) + space,
                                           pynini.escape(_in_place(lead, j)))
                              for j in self.said_joiners])
        return pynini.union(out, said)

    def _joiner(self) -> pynini.Fst:
        space = pynini.union(" ", "\u00a0")
        words = [pynini.escape(j) for j in self.joiners]
        gap = pynini.closure(",", 0, 1) + space
        if words:
            gap = pynini.union(gap, space + pynini.union(*words) + space)
        signs = list(map(pynini.escape, self.lang.setting("date_named_signs").split()))
        if _signs_only(self.lang):
            return delete(pynini.union(*signs))
        if signs:
            gap = pynini.union(gap, *signs)
        return delete(gap)

    def fst(self, order: str) -> pynini.Fst:
        """Dates written in `order` -> the reading (the month's branches only as long as its
        name and its written form need: the rest is shared)."""
        pieces = self.templates["y" in order]
        # the template's text and month before each written slot but the month, and after all
        before: dict[str, list] = {name: [] for name in order if name != "m"}
        pending: list = []
        for piece in pieces:
            if isinstance(piece, Slot) and piece.name != "m":
                before[piece.name], pending = pending, []
            else:
                pending.append(piece)
        month_slot = next(s for s in slots(pieces) if s.name == "m")

        def text(parts: list, month) -> pynini.Fst:
            said = "".join(self._said(month_slot, month) if isinstance(p, Slot) else p
                           for p in parts)
            return insert(pynini.escape(said))

        # the text before a written slot goes at the end of the unit before it (the first
        # slot's at its start), the rest after the last: output in the same order, and the
        # month's name only in the units next to it (the year is not copied per month)
        head: dict[int, list] = {k: [] for k in range(len(order))}
        tail: dict[int, list] = {k: [] for k in range(len(order))}
        # (the template's text right before a slot written after another part goes with the
        # gap before it: a joiner of date_named_joiners_said is said in its place)
        lead: dict[int, str] = {}
        for k, name in enumerate(order):
            if name != "m":
                parts = before[name]
                if k and parts and isinstance(parts[-1], str):
                    lead[k], parts = parts[-1], parts[:-1]
                (tail[k - 1] if k else head[0]).extend(parts)
        tail[len(order) - 1].extend(pending)

        def gap(k: int) -> pynini.Fst:
            return self._gap(lead.get(k, "")) if k else pynini.accep("")

        def unit(k: int, month) -> pynini.Fst:
            name = order[k]
            out = gap(k) + text(head[k], month)
            if name == "m":
                out += delete(pynini.union(*map(pynini.escape, self._written(month))))
            else:
                slot = next(s for s in slots(pieces) if s.name == name)
                out += self.dates._slot_fst(slot)
                marks = {"d": [m for m in self.marks if m not in self.day_forms],
                         "y": self.year_marks}.get(name)
                if marks:
                    out += pynini.closure(
                        delete(pynini.union(*map(pynini.escape, marks))), 0, 1)
                if name == "d":
                    out = pynini.union(out, *[
                        gap(k) + text(head[k], month)
                        + self.dates._slot_fst(Slot(name, form, slot.key))
                        + delete(pynini.escape(m))
                        for m, form in self.day_forms.items()])
            return out + text(tail[k], month)

        def named(parts: list) -> bool:
            return any(isinstance(p, Slot) for p in parts)

        month_units = [k for k in range(len(order))
                       if order[k] == "m" or named(head[k]) or named(tail[k])]
        lo, hi = min(month_units), max(month_units)
        # (month-free units: any month)
        shared = [unit(k, self.keys[0]) for k in range(len(order))]
        branches = pynini.union(*[_concat([unit(k, month) for k in range(lo, hi + 1)])
                                  for month in self.keys])
        return _concat([*shared[:lo], branches, *shared[hi + 1:]]).optimize()


def _month_endings(lang: Language, dates: _Dates, orders: list[str]) -> dict[str, list[str]]:
    """Config `date_named_month_endings`: order -> the endings written on its month's name, for
    the orders written with the month last whose reading ends in its name (kk dm "15 қазанда":
    the template `{d:ordinal} {m} {y:ordinal}` without its year)."""
    endings = lang.setting("date_named_month_endings").split()
    out = {}
    for order in orders if endings else []:
        pieces = dates.pieces if "y" in order else _without_year(dates.pieces)
        if order.endswith("m") and isinstance(pieces[-1], Slot) and pieces[-1].name == "m":
            out[order] = endings
    return out


def _said_joiners(lang: Language, joiners: list[str]) -> list[str]:
    """Config `date_named_joiners_said`: joiners said as written (each one of
    date_named_joiners)."""
    said = lang.setting("date_named_joiners_said").split()
    if set(said) - set(joiners):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: date_named_joiners_said: "
                           f"{' '.join(sorted(set(said) - set(joiners)))} not in "
                           "date_named_joiners")
    return said


def _in_place(lead: str, joiner: str) -> str:
    """The template's text before a part with `joiner` in place of its words (" de " ->
    " del ")."""
    words = lead.strip(" \u00a0")
    return lead.replace(words, joiner, 1)


def _signs_only(lang: Language) -> bool:
    """Config `date_named_apart no`: the parts are joined by date_named_signs only."""
    return lang.setting("date_named_apart") == "no"


def _concat(parts: list[pynini.Fst]) -> pynini.Fst:
    out = pynini.accep("")
    for part in parts:
        out += part
    return out


def tn(lang: Language):
    months, as_written = _month_words(lang)
    orders = lang.setting("date_named").split()
    if not lang.setting("date") or not months or not orders:
        return class_module([], {})
    where = f"{lang.code}/numbers/config.tsv"
    key = "date@named" if lang.setting("date@named") else "date"
    dates = _Dates.of(lang, key=key)
    template_order = [s.name for s in slots(dates.pieces) if s.name != "m"]
    for order in orders:
        if order not in _ORDERS:
            raise LexiconError(f"{where}: date_named: {order!r} is none of {' '.join(_ORDERS)}")
        if "y" in order and [n for n in order if n != "m"] != template_order:
            raise LexiconError(f"{where}: date_named: {order!r} puts the day and the year in "
                               "another order than the date template")
    joiners = lang.setting("date_named_joiners").split()
    w = lang.written
    # (a mark with a pattern too: bn ১লা, ৩রা, ২১শে are each some days' marks)
    marks = list(dict.fromkeys(s for p, s, _, _ in w.ordinal_marks if not p and s))
    mark = f"(?:{alternation(marks)})?" if marks else ""
    year_marks = marks if lang.setting("date_named_year_mark") == "yes" else []
    words = rf"|[ \u00a0]{alternation(joiners)}[ \u00a0]" if joiners else ""
    signs = lang.setting("date_named_signs").split()
    words += f"|{alternation(signs)}" if signs else ""
    gap = rf"(?:,?[ \u00a0]{words})"
    if _signs_only(lang):
        if not signs:
            raise LexiconError(f"{where}: date_named_apart no needs date_named_signs")
        gap = alternation(signs)
    day_mark = f"(?P<dm>{alternation(marks)})?" if marks else ""
    parts = {"d": rf"(?P<d>{w.with_native_digits(_WRITTEN['d'])}){day_mark}",
             "m": rf"(?P<m>{alternation(months)})",
             "y": rf"(?P<y>{w.with_native_digits(_WRITTEN['y'])}){mark if year_marks else ''}"}
    # (each gap a group named after the part after it: "jy", the joiner before the year)
    formats = {order: parts[order[0]] + "".join(f"(?P<j{name}>{gap}){parts[name]}"
                                                  for name in order[1:]) for order in orders}
    endings = _month_endings(lang, dates, orders)
    for order in endings:
        formats[order] += f"(?P<me>{alternation(endings[order])})?"
    parsers = {order: regex.compile(f) for order, f in formats.items()}
    # (the orders of more parts first: "5 наурыз 2024" is no "5 наурыз" with an ending's group)
    plain = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", formats[order]) for order in
                     sorted(formats, key=lambda o: (len(o), len(formats[o])), reverse=True))
    contexts = day_contexts(lang)
    # (lt "11 d." diena)
    end, _ = marks_end(lang, rf"(?![{w.word_chars}]|[.,/-]?{w.digit_class})", contexts)
    pattern = rf"{w.before}(?:{plain}){end}"

    def parser_match(span: str) -> regex.Match | None:
        return next((m for p in parsers.values() if (m := p.fullmatch(span)) is not None), None)

    def module(named: _Named, context: str, name: str, form: str = ""):
        said_after = with_stems(lang, _marks(lang, form))

        def fast(span: str) -> str | None:
            said = ""
            for mark, words in said_after.items():
                if span.endswith(mark) and parser_match(span[:-len(mark)].rstrip(" \u00a0")):
                    span, said = span[:-len(mark)].rstrip(" \u00a0"), w.space + words
                    break
            match = parser_match(span)
            if match is None and said == "":  # (config date_period: hr "5. ožujka 2024. u")
                match = parser_match(without_period(lang, span))
            if match is None:
                return None
            values = {k: v if k in ("m", "dm", "me") else to_ascii(v, w.native_digits)
                      for k, v in match.groupdict().items()}
            ending = values.pop("me", None) or ""
            words = named.say(values)
            return None if words is None else words + ending + said

        def build(g) -> pynini.Fst:
            out = pynini.union(*[named.fst(order) + (
                pynini.closure(pynini.union(*map(pynini.escape, endings[order])), 0, 1)
                if order in endings else "") for order in orders])
            return (out + marks_fst(lang, said_after)).optimize()

        return Rule("DATE", context + pattern, name), build, fast

    day = next(s for s in slots(dates.pieces) if s.name == "d")
    # (and the second day of a range after them: de "am 3.–5. Juni" am dritten bis fünften)
    contexts = [(form, after_words_or_range(lang, words))
                for form, words in sorted(contexts.items())
                if day.form.startswith("ordinal") and form != day.form]
    named = (months, as_written)
    parts_ = [module(_Named(lang, _Dates.of(lang, form, key), named, joiners, orders, marks,
                            year_marks), context, f"DATE@named-{form}", form)
              for form, context in contexts]
    parts_.append(module(_Named(lang, dates, named, joiners, orders, marks, year_marks), "",
                         "DATE@named"))
    # (a month written first in small letters starts a rule: "abril 30")
    lowercase = frozenset(m for m in months if m.isascii() and m.isalpha() and m.islower())
    return class_module([rule for rule, _, _ in parts_],
                        {rule.fst: build for rule, build, _ in parts_},
                        {rule.fst: fast for rule, _, fast in parts_}, lowercase)


def day_lists_tn(lang: Language):
    """Config `date_day_lists` (signs, fr `/ -`): days joined by those signs before a month's
    name are each read as the date template reads its day, one after the other ("les 17/18
    juin" les dix-sept dix-huit juin, "17-18-19 mars"; not a fraction, nor a number list). The
    month and what follows it are read by the other rules."""
    signs = lang.setting("date_day_lists").split()
    months, _ = _month_words(lang)
    if not signs or not lang.setting("date") or not months:
        return class_module([], {})
    w = lang.written
    day = w.with_native_digits(_WRITTEN["d"])
    joined = alternation(signs)
    month = rf"(?=[ \u00a0]{alternation(months)}(?![{w.word_chars}]))"
    rules = [Rule("DATE", rf"{w.before}{day}(?:{joined}{day})+{month}", "DATE@days")]
    saids = {"DATE@days": w.space}
    # config date_day_list_after (`word=said` items): after `word`, two days are a span of
    # days, read with `said` between them (fr `du=au`: "du 5-10 mai" du cinq au dix mai)
    for i, (prev, said) in enumerate(lang.setting_pairs("date_day_list_after", "word=said")):
        lead = rf"(?<=(?<!\w)(?i:{regex.escape(prev)})[ \u00a0]+)"
        rules.insert(0, Rule("DATE", rf"{w.before}{lead}{day}{joined}{day}{month}",
                             f"DATE@days@{i}"))
        saids[f"DATE@days@{i}"] = f"{w.space}{said}{w.space}"

    def build(g, said: str) -> pynini.Fst:
        dates = _Dates.of(lang)
        day_said = dates._slot_fst(next(s for s in slots(dates.pieces) if s.name == "d"))
        sign = delete(pynini.union(*map(pynini.escape, signs))) + insert(pynini.escape(said))
        return (day_said + pynini.closure(sign + day_said, 1)).optimize()

    return class_module(rules, {name: functools.partial(build, said=said)
                                for name, said in saids.items()})



def range_from_tn(lang: Language):
    """Config `date_range_from@<form>` (words) and `date_range_to` (words): the first day of a
    span of days, written without its month after one of the first words, before one of the
    second words and a day with its month's name, is read as the ordinal day in `<form>` (ru
    `date_range_from@ordinal-genitive с со от`, `date_range_to по до`: "с 1 по 5 мая" с первого
    по ...; the second day is the named date's, the form of its own preposition: config
    date_after@). The month and what follows it are read by the other rules."""
    tos = lang.setting("date_range_to").split()
    forms = context_forms(lang, "date_range_from@")
    months, _ = _month_words(lang)
    if not tos or not forms or not lang.setting("date") or not months:
        return class_module([], {})
    w = lang.written
    day = w.with_native_digits(_WRITTEN["d"])
    marks = list(dict.fromkeys(s for p, s, _, _ in w.ordinal_marks if not p and s))
    mark = f"(?:{alternation(marks)})?" if marks else ""
    ahead = (rf"(?=[ \u00a0]+(?i:{alternation(tos)})[ \u00a0]+{day}{mark}[ \u00a0]+"
             rf"{alternation(months)}(?![{w.word_chars}]))")
    rules, builders = [], {}
    for form, words in sorted(forms.items()):
        name = f"DATE@from-{form}"
        rules.append(Rule("DATE", rf"{after_words(words)}{w.before}{day}{ahead}", name))

        def build(g, form=form) -> pynini.Fst:
            dates = _Dates.of(lang, form)
            return dates._slot_fst(Slot("d", form, "")).optimize()

        builders[name] = build
    return class_module(rules, builders)


_FORM = regex.compile(r"\{([\w-]+)\}")


def day_range_tn(lang: Language):
    """Config `date_day_range` (a template with two ordinal forms in braces) and
    `date_day_range_signs`: two days joined by one of the signs before a month's name are read
    as the template says them (ru `с {ordinal-genitive} по {ordinal-neuter}`, `- –`: "1-5 мая"
    с первого по пятое мая, as a span of days is said). The month and what follows it are read
    by the other rules."""
    template = lang.setting("date_day_range")
    signs = lang.setting("date_day_range_signs").split()
    months, _ = _month_words(lang)
    if not template or not signs or not lang.setting("date") or not months:
        return class_module([], {})
    pieces = _FORM.split(template)
    if len(pieces) != 5:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: date_day_range: two {{form}} "
                           "slots, as in 'с {ordinal-genitive} по {ordinal-neuter}'")
    w = lang.written
    day = w.with_native_digits(_WRITTEN["d"])
    pattern = (rf"{w.before}{day}{alternation(signs)}{day}"
               rf"(?=[ \u00a0]{alternation(months)}(?![{w.word_chars}]))")

    def build(g) -> pynini.Fst:
        first, second = (_Dates.of(lang, form)._slot_fst(Slot("d", form, ""))
                         for form in pieces[1::2])
        text = [insert(pynini.escape(t)) if t else pynini.accep("") for t in pieces[0::2]]
        sign = delete(pynini.union(*map(pynini.escape, signs)))
        return (text[0] + first + sign + text[1] + second + text[2]).optimize()

    return class_module([Rule("DATE", pattern, "DATE@day-range")], {"DATE@day-range": build})
