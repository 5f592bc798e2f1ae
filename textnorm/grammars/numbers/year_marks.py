"""DATE (TN): a year with a mark written after it, the year and the mark read in the case the
word before them asks for (ru "в 1990 г." в тысяча девятьсот девяностом году, "к 1990 г." к
тысяча девятьсот девяностому году, "за 1990 г." за тысяча девятьсот девяностый год), and two
such years joined by a range's sign ("в 1990–1995 гг." в тысяча девятьсот девяностом – тысяча
девятьсот девяносто пятом годах).

Russian writes "г." (год) and "гг." (годы) after a year whatever its case, so the mark says
nothing of the case: the preposition before the year does, and it asks for another case than
before a count ("в 5 км" is an accusative, "в 1990 г." a locative), so these words are the
year's own config, not case_after's.

Config `year_marks_after@<form>`: words (any letter case) after which a year with one of the
marks of config `year_marks@<form>` (`written=spoken` items, `_` a space, as year_marks) is read
as the number's `<form>` and the mark as its spoken words (ru `year_marks_after@ordinal-dative к
ко`, `year_marks@ordinal-dative _г.=году _гг.=годам`). The word `<start>` stands for the start
of a line or of a sentence (after ".", "!" or "?" and a space: "1990 г." тысяча девятьсот
девяностый год, a heading's or a subject's nominative). Elsewhere config `year_marks` reads the
year as the date template reads it (date.py: ru "в конце 1990 г." в конце тысяча девятьсот
девяностого года, the genitive of a year after a noun). Config `year_mark_ranges yes`: two
years joined by a sign of config `range_signs` before a mark are read alike, the sign kept
with a space either side (the plain marks' too: "1990–1995 гг." after a noun, тысяча девятьсот
девяностого – тысяча девятьсот девяносто пятого годов). Config `year_mark_joiners`: words that
join two years as a range's sign does, a space either side ("в 1990 и 1995 гг." в тысяча
девятьсот девяностом и тысяча девятьсот девяносто пятом годах), and after which a second year
with its own mark keeps the case of the first ("в 1990 г. и 1991 г." ... девяностом году и
тысяча девятьсот девяносто первом году), the words before the first deciding both; the first
may have its mark's words written out ("в 1990 году и 1991 г." ... году и ... девяносто первом
году). A form with a label, `year_marks_after@<form>+<label>` and `year_marks@<form>+<label>`,
reads the year in `<form>` with marks of its own: ru `ordinal-prepositional+o о об` with
`_г.=годе` ("о 1990 г." о тысяча девятьсот девяностом годе, the prepositional that о asks for,
not в's locative году), be `ordinal-prepositional+instrumental перад` with `_г.=годам` (an
ordinal's masculine instrumental is spelt as its locative, дзевяностым). A mark
written with a period that ends the line leaves it to the sentence as date_marks do (config
date_marks_sentence_period). Config `year_mark_eras`: words (`_` a space or none) after a
year's mark that make a number of one to three digits a year too (ru `н._э. до_н._э.`: "в 988
г. н. э." в девятьсот восемьдесят восьмом году нашей эры, "около 300 г. до н. э." около
трехсотого года; without them such a number may count grams, "в 100 г. продукта").
"""

from __future__ import annotations

from collections.abc import Callable

import pynini
import regex

from ...fst import DIGIT, delete, insert
from ..base import Rule, abbreviations, alternation
from .agreement import after_words
from .language import CONFIG_SPACE, Language, config_pairs, spaced_pairs
from .names import NONZERO
from .ordinal import context_forms
from .written import to_ascii

START = "<start>"
LABEL = "+"  # (config year_marks_after@<form>+<label>: the form with marks of its own)
# the start of a line or of a sentence (config year_marks_after@<form> `<start>`)
_START = r"(?:^[^\S\n]*|[.!?…][ \u00a0]+)"
_SPACE = "[ \u00a0]"
_BLANKS = " \u00a0"


def contexts(lang: Language) -> dict[str, list[str]]:
    """Config `year_marks_after@<form>`: form -> the words before a year read in it."""
    return context_forms(lang, "year_marks_after@")


def configured(lang: Language) -> bool:
    """Whether the language reads years with marks in a context's case or decades."""
    return bool(contexts(lang) or decades(lang))


def decades(lang: Language) -> dict[str, list[str]]:
    """Config `year_decades@<form>`: form -> the ordinal marks of a decade read in it."""
    return context_forms(lang, "year_decades@", lower=False)


def marks_of(lang: Language, key: str) -> dict[str, str]:
    """Config `key` (year_marks, year_marks@<form>): written mark -> its spoken words."""
    return dict(lang.setting_pairs(key, spaced=True))


def mark_pattern(lang: Language, marks: dict[str, str], sentence_period: str) -> str:
    """The marks (a space in one: a space or a no-break space), longest first, a final period
    left to the sentence where `sentence_period` says (base.abbreviations)."""
    return abbreviations(marks, sentence_period).replace(regex.escape(" "), _SPACE)


def with_stems(marks: dict[str, str], sentence_period: str) -> dict[str, str]:
    """`marks` and, where the sentence may take a mark's period, its stem."""
    if not sentence_period:
        return marks
    return marks | {m[:-1]: x for m, x in marks.items()
                    if m.endswith(".") and len(m) > 1 and m[:-1] not in marks}


def marks_fst(marks: dict[str, str], space: str) -> pynini.Fst:
    """A mark (its spaces a space or a no-break space) -> `space` and its spoken words."""
    either = pynini.union(" ", "\u00a0")
    branches = []
    for written, said in marks.items():
        parts = [pynini.escape(p) for p in written.split(" ")]
        accepted = parts[0]
        for part in parts[1:]:
            accepted = accepted + either + part
        branches.append(pynini.cross(accepted, pynini.escape(space + said)))
    return pynini.union(*branches)


def add_rules(lang: Language, year: str, plain_form: str, say: Callable[[str, str], str | None],
              fst: Callable[[str], pynini.Fst], rules: list, builders: dict,
              fast_paths: dict) -> None:
    """The rules of years with marks in the case of the words before them, and (config
    year_mark_ranges) of ranges of such years; `year`: the regex of a year's digits,
    `plain_form`: the date template's form of a year, `say(digits, form)` and `fst(form)` its
    reading in a form (date.py)."""
    w = lang.written
    period = lang.sentence_period("date_marks_sentence_period")
    ranged = lang.setting("year_mark_ranges") == "yes"
    signs = lang.range_word()[1]
    joiners = lang.setting("year_mark_joiners").split()
    joiner = rf"{_SPACE}{alternation(joiners)}{_SPACE}" if joiners else "(?!)"
    sign = rf"(?:{_SPACE}?{alternation(signs)}{_SPACE}?|{joiner})"
    kinds = [(context, f"year_marks@{context}", words)
             for context, words in sorted(contexts(lang).items())]
    _add_decades(lang, period, rules, builders, fast_paths)
    eras = _eras_after(lang)
    if ranged or eras:
        kinds.append((plain_form, "year_marks", []))
    short = w.with_native_digits("[1-9][0-9]{0,2}")
    any_year = f"(?:{year}|{short})"
    for context, key, words in kinds:
        form = context.partition(LABEL)[0]
        marks = marks_of(lang, key)
        written = mark_pattern(lang, marks, period)
        tail = rf"(?:{written})(?![{w.word_chars}])"
        behind = _behind(words)
        if words and joiners:  # (a second year after the first, its mark or the mark's
            # words, and a joiner)
            said = alternation({x for x in marks.values() if x})
            first = rf"(?:{written}|{_SPACE}(?i:{said}))(?![{w.word_chars}])"
            behind = f"(?:{behind}|{_behind(words, rf'{year}{first}{joiner}')})"
        patterns = [rf"{behind}{w.before}{year}{tail}"] if words else []
        if ranged:
            patterns.append(rf"{behind}{w.before}{year}{sign}{year}{tail}")
        if eras:  # (a year of fewer digits before an era's words: config year_mark_eras)
            patterns.append(rf"{behind}{w.before}{any_year}"
                            rf"(?:{sign if ranged else '(?!)'}{any_year})?{tail}{eras}")
        heard = with_stems(marks, period)
        name = (f"DATE@year-mark-{context.replace(LABEL, '-')}" if words
                else "DATE@year-mark-range")
        rules.append(Rule("DATE", "|".join(patterns), name))
        fast_paths[name] = _fast(lang, form, heard, say, sign if ranged else "(?!)",
                                 bool(eras))
        builders[name] = (lambda g, form=form, heard=heard:
                          _build(lang, form, heard, fst, ranged, signs, joiners, bool(eras)))


def _eras_after(lang: Language) -> str:
    """Config `year_mark_eras`: a lookahead, a space and one of these words (`_` a space: a
    space, a no-break space or none), or "" where there are none."""
    eras = lang.setting("year_mark_eras").split()
    if not eras:
        return ""
    either = [regex.escape(e).replace(regex.escape(CONFIG_SPACE), f"{_SPACE}?") for e in eras]
    return rf"(?={_SPACE}(?:{'|'.join(sorted(either, key=len, reverse=True))}))"


def _short_fst(lang: Language, form: str) -> pynini.Fst:
    """A year of one to three digits, no zero first -> its reading in `form`."""
    return pynini.compose(pynini.closure(lang.written.digit, 1, 3), pynini.compose(
        NONZERO + pynini.closure(DIGIT, 0, 2), lang.reading(form)))


def _add_decades(lang: Language, period: str, rules: list, builders: dict,
                 fast_paths: dict) -> None:
    """Config `year_decades@<form>`: the ordinal marks of a decade (two digits or four, the
    last a zero) read in `<form>` before a mark of config `year_marks@<form>` (ru `-е`,
    ordinal-plural, `_гг.=годы`: "1990-е гг." тысяча девятьсот девяностые годы, "в 90-е гг."
    в девяностые годы); config `year_decades_after@<form>` (words, `>`, marks as
    year_marks'): after one of the words the marks read so instead (ru `-х`, ordinal-plural-
    genitive: "с 1990-х гг." с тысяча девятьсот девяностых годов, but after `в во о об при >
    _гг.=годах`: "в 90-х гг." в девяностых годах)."""
    w = lang.written
    decade = w.with_native_digits("(?:(?:1[1-9]|20)[0-9]|[1-9])0")
    for form, suffixes in sorted(decades(lang).items()):
        words, _, after = lang.setting(f"year_decades_after@{form}").partition(" > ")
        kinds = [("after", words.split(), dict(spaced_pairs(config_pairs(
            after, f"year_decades_after@{form}", lang.code))))] if words else []
        kinds.append(("", [], marks_of(lang, f"year_marks@{form}")))
        for kind, before, marks in kinds:
            heard = with_stems(marks, period)
            name = f"DATE@year-decade-{form}" + (f"-{kind}" if kind else "")
            rules.append(Rule("DATE", rf"{_behind(before)}{w.before}{decade}"
                                      rf"{alternation(suffixes)}"
                                      rf"(?:{mark_pattern(lang, marks, period)})"
                                      rf"(?![{w.word_chars}])", name))
            fast_paths[name] = _fast_decade(lang, form, heard, suffixes, decade)
            builders[name] = (lambda g, form=form, heard=heard, suffixes=suffixes:
                              _build_decade(lang, form, heard, suffixes))


def _fast_decade(lang: Language, form: str, marks: dict[str, str], suffixes: list[str],
                 decade: str):
    """= _build_decade, in Python."""
    parts = regex.compile(rf"(?P<a>{decade}){alternation(suffixes)}(?P<mark>.*)", regex.DOTALL)
    return _fast_marked(lang, parts, marks, lambda match: lang.say(
        to_ascii(match["a"], lang.written.native_digits), form))


def _build_decade(lang: Language, form: str, marks: dict[str, str],
                  suffixes: list[str]) -> pynini.Fst:
    """A decade with one of `suffixes` and a mark -> their reading."""
    w = lang.written
    digits = pynini.closure(w.digit, 2, 4)
    tens = pynini.union(*"123456789") + "0"
    decade = pynini.union(tens, pynini.union("1" + pynini.union(*"123456789"), "20")
                          + pynini.union(*"0123456789") + "0")
    read = pynini.compose(digits, pynini.compose(decade, lang.reading(form)))
    return (read + delete(pynini.union(*[pynini.escape(x) for x in suffixes]))
            + marks_fst(marks, w.space)).optimize()


def _nbsp_too(marks: dict[str, str]) -> dict[str, str]:
    """`marks`, and each written with no-break spaces for its spaces (as the rules take it)."""
    return {m.replace(" ", "\u00a0"): x for m, x in marks.items()} | marks


def _behind(words: list[str], then: str = "") -> str:
    """A lookbehind: after one of `words` (`<start>`: at a line's or a sentence's start) and
    what the pattern `then` matches."""
    plain = [word for word in words if word != START]
    options = (([after_words(plain, then)] if plain else [])
               + ([f"(?<={_START}{then})"] if START in words else []))
    return f"(?:{'|'.join(options)})" if options else ""


def _fast(lang: Language, form: str, marks: dict[str, str], say, sign: str, short: bool):
    """= _build, in Python (`say` refuses a year that _build's `fst` does not read; `short`:
    years of one to three digits too)."""
    space = lang.written.space
    digit = lang.written.digit_class
    year = rf"{digit}{{4}}|(?!0){digit}{{1,3}}" if short else f"{digit}{{4}}"
    parts = regex.compile(rf"(?P<a>{year})(?:(?P<sign>{sign})(?P<b>{year}))?(?P<mark>.*)",
                          regex.DOTALL)

    def read_year(digits: str) -> str | None:
        if len(digits) == 4:
            return say(digits, form)
        return lang.say(to_ascii(digits, lang.written.native_digits), form)

    def read(match: regex.Match) -> str | None:
        said = [read_year(match["a"])]
        if match["b"]:
            said += [match["sign"].strip(_BLANKS), read_year(match["b"])]
        return None if None in said else space.join(said)

    return _fast_marked(lang, parts, marks, read)


def _fast_marked(lang: Language, parts: regex.Pattern, marks: dict[str, str], read):
    """A fast path: a span that `parts` matches whole, its group `mark` one of `marks` (a
    no-break space for a space too) -> `read(match)` and the mark's words."""
    spaced = _nbsp_too(marks)

    def fast(span: str) -> str | None:
        match = parts.fullmatch(span)
        said = None if match is None or match["mark"] not in spaced else read(match)
        return None if said is None else f"{said}{lang.written.space}{spaced[match['mark']]}"

    return fast


def _build(lang: Language, form: str, marks: dict[str, str], fst, ranged: bool,
           signs: list[str], joiners: list[str], short: bool) -> pynini.Fst:
    """A year (or, `ranged`, two joined by a sign of `signs` or a word of `joiners`, a space
    either side) and a mark -> their reading; `short`: years of one to three digits too."""
    space = lang.written.space
    year = fst(form) | _short_fst(lang, form) if short else fst(form)
    read = year
    if ranged:
        gap = pynini.closure(pynini.union(" ", "\u00a0"), 0, 1)
        sign = pynini.union(*[pynini.escape(s) for s in signs])
        joined = (pynini.cross(gap, "") + insert(space) + sign + pynini.cross(gap, "")
                  + insert(space))
        if joiners:
            blank = pynini.union(" ", "\u00a0")
            word = pynini.union(*[pynini.escape(j) for j in joiners])
            joined |= pynini.cross(blank, space) + word + pynini.cross(blank, space)
        read = year + pynini.closure(joined + year, 0, 1)
    return (read + marks_fst(marks, space)).optimize()
