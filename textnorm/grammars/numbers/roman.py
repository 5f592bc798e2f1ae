"""Roman numerals as ordinals, as numbers after or before the words that count with them, and
as regnal numbers after a name.

As ordinals: TN reads one with an ordinal mark the language lets them take
(config `roman_ordinals`: fr "XIXᵉ siècle" -> "dix-neuvième siècle", "François Ier" ->
"François premier"; de and hu `.`: "XX. Jahrhundert" as "20. Jahrhundert", hu "XIV. Lajos"
tizennegyedik Lajos), ITN writes one before the words that take them (config
`itn_roman_before`: fr "dix-neuvième siècle" -> "XIXᵉ siècle").

The numerals themselves are universal/roman.py's (shared with the English ROMAN class). A lone
letter other than I, V and X is no numeral here: "Le", "De", "Ce", "Me" are words, and so are
"Vers" and "Ver" (V alone takes only a short mark).

After a word of config `roman_after` (comma-separated words, any letter case: vi `thế kỉ,chương,
phần,mục`), a numeral in capitals or in small letters is read as a number (TN, class ROMAN): vi
"thế kỉ XX" -> "thế kỉ hai mươi", "chương iv" -> "chương bốn"; after a word of
`roman_after@<form>`, a numeral in capitals only, in that form of cardinal.tsv (`cardinal`:
the plain reading, fr `roman_after@cardinal chapitre`: "chapitre IV" chapitre quatre, where
"chapitre dix" is a word; ru `roman_after@ordinal-feminine глава`:
"глава IV" глава четвёртая; pt `roman_after@regnal século`, a form that reads 1..10 as
ordinals and the others as cardinals: "século V" século quinto, "século XX" século vinte).
Before a word of `roman_next@<form>` (comma-separated, any letter case), a numeral in
capitals is read in that form (it `roman_next@ordinal-masculine secolo`: "XX secolo" ventesimo
secolo; ru `roman_next@ordinal-prepositional веке`: "в XX веке" в двадцатом веке).

After a numeral in capitals, an abbreviation of config `roman_abbreviations@<form>`
(`abbreviation=words` items, `_` a space; written with a period, which stays the sentence's
at the end of a line) is read with it as those words, the numeral in the form: lt
`roman_abbreviations@ordinal-genitive a.=amžiaus`, "XX a. pradžioje" dvidešimtojo amžiaus
pradžioje.

Regnal numbers (config `roman_regnal`, a template with the slot `{n}` or `{n:form}`): a
numeral of 1..39 right after a capitalised word is read by the template (es `{n:regnal}`:
"Felipe II" Felipe segundo, "Alfonso XIII" Alfonso trece; de `der {n:ordinal}`, "Ludwig XIV."
Ludwig der vierzehnte; sv `den {n:ordinal-masculine}`, "Karl XII" Karl den tolfte). No list of
names: a capitalised word that is not one of config `roman_not_names` (function words written
with a capital at the start of a sentence: de "Im", "Am"). The guards: numbers above 39 are
left alone (a regnal number is small; "MIX", "DC", "XL" are words and sizes), I alone is read
only after a name that is not the first word of its sentence, in another script than Latin, or
before punctuation, the end of the line or a capitalised epithet ("When I went" is the English
pronoun). The template's case is the nominative's: a name in another case ("unter Ludwig
XIV." dem Vierzehnten, "Ludwigs XIV.") still reads it. Config `roman_regnal_mark` (de, cs
`.`): the mark a regnal number is written with, required; it is read with the number where a
small letter, a digit or punctuation follows, and left as the sentence's period elsewhere.
`roman_regnal@feminine`: the template after a name of `roman_feminine_names` (`*ending` for
every capitalised word with that ending, or names: ru `*а *я`, "Екатерина II" Екатерина
Вторая; the gender of the name from its ending is a heuristic: male names in -а, -я, rare
among monarchs, read as female); so any `roman_regnal@<kind>` after the names of
`roman_<kind>_names` (lt `roman_regnal@genitive {n:ordinal-genitive}` after `*o *aus`,
"Mindaugo II" Mindaugo antrojo; the longest kind's names are tried first).
`roman_regnal_capital yes`: the number's reading begins
with a capital letter (ru "Пётр Первый", de's orthographic scheme "der Vierzehnte").
"""

from __future__ import annotations

from functools import cache

import pynini
import regex

from ...errors import LexiconError
from ...fst import SIGMA, delete, insert
from ..base import Rule, alternation
from ..universal.roman import WELL_FORMED, digits, to_roman, value
from . import slots
from .language import Language, class_module

__all__ = ["digits", "in_roman", "pattern", "regnal_tn", "value"]

_TWO_OR_MORE = rf"(?=[IVXLCDM]{{2}}){WELL_FORMED}"


def pattern(suffix: str) -> str:
    """A Roman numeral before `suffix`: two letters or more, or I alone; V and X alone only
    before a one-letter or superscript mark (fr "Ve République", "Xᵉ siècle"; "Vers", "Ver"
    are words)."""
    lone = "[IVX]" if len(suffix) == 1 or not suffix.isascii() else "I"
    return f"(?:{_TWO_OR_MORE}|{lone})"


def in_roman(written: str) -> str:
    """A written ordinal with its digits as a Roman numeral ("19ᵉ" -> "XIXᵉ")."""
    match = _DIGITS.search(written)
    numeral = to_roman(int(match.group())) if match else None
    if numeral is None:
        return written
    return written[:match.start()] + numeral + written[match.end():]


_DIGITS = regex.compile(r"[0-9]+")


_NUMERAL = "(?=[IVXLCDM])" + WELL_FORMED  # (not empty)
# (C, D, L and M alone are letters: "Gruppe C", "Klasse M")
_CAPITALS = f"(?:{_TWO_OR_MORE}|[IVX])"
_GAP = "[ \u00a0]"


def _words(lang: Language, key: str) -> list[str]:
    return [w.strip() for w in lang.setting(key).split(",") if w.strip()]


def _forms(lang: Language, prefix: str) -> list[tuple[str, str]]:
    """Config `<prefix>` and `<prefix>@<form>` keys: (form, key), "" the plain reading."""
    return [(key.partition("@")[2], key) for key in sorted(lang.data.config)
            if key == prefix or key.startswith(prefix + "@")]


def tn(lang: Language):
    """ROMAN: a numeral after the words of config `roman_after[@form]` or before those of
    `roman_next@<form>`, read as a number in the form."""
    rules, builders, fast_paths = [], {}, {}
    starts = frozenset()
    for form, key in _forms(lang, "roman_after"):
        words = _words(lang, key)
        if words:
            # (small letters after the words of roman_after only: "parte di", "chapitre dix")
            lower = not form
            starts = _lower_numerals() if lower else starts
            numeral = f"(?:{_NUMERAL}|{_NUMERAL.lower()})" if lower else _CAPITALS
            name = "ROMAN" + (f"@{form}" if form else "")
            form = "" if form == "cardinal" else form
            rules.append(Rule("ROMAN", rf"(?=[IVXLCDMivxlcdm])"
                                       rf"(?<=(?:^|[\s(])(?i:{alternation(words)})\s)"
                                       rf"{numeral}(?![\w\-])", name))
            builders[name] = lambda g, form=form, lower=lower: _number(lang, form, lower)
            fast_paths[name] = _fast(lang, form, lower)
    for form, key in _forms(lang, "roman_next"):
        words = _words(lang, key)
        if words and form:
            name = f"ROMAN@next-{form}"
            # (the lookahead first: the match is only the numeral, whose first branch may
            # read as empty, so first_chars.py would try the rule at every start)
            rules.append(Rule("ROMAN", rf"(?=[IVXLCDM])(?<![\w\-.]){_CAPITALS}"
                                       rf"(?={_GAP}+(?i:{alternation(words)})(?![\w\-]))", name))
            builders[name] = lambda g, form=form: _number(lang, form)
            fast_paths[name] = _fast(lang, form)
    for form, key in _forms(lang, "roman_abbreviations"):
        read = dict(lang.setting_pairs(key, "abbreviation=words", spaced=True))
        if read and form:
            name = f"ROMAN@abbreviation-{form}"
            # a period that ends the line stays the sentence's ("Tai įvyko XX a.")
            stems = alternation(a.removesuffix(".") for a in read)
            rules.append(Rule("ROMAN", rf"(?<![\w\-.]){_CAPITALS}{_GAP}{stems}"
                                       rf"(?:\.(?![\w\-]|\s*$)|(?=\.\s*$))", name))
            builders[name] = lambda g, form=form, read=read: _abbreviated(lang, form, read)
            fast_paths[name] = _fast_abbreviated(lang, form, read)
    return class_module(rules, builders, fast_paths, starts)


def _abbreviated(lang: Language, form: str, read: dict[str, str]) -> pynini.Fst:
    gap = pynini.union(" ", "\u00a0")
    return _number(lang, form) + pynini.union(*[
        pynini.cross(gap + pynini.escape(a.removesuffix(".")) + pynini.closure(".", 0, 1)
                     if a.endswith(".") else gap + pynini.escape(a),
                     " " + pynini.escape(w)) for a, w in read.items()])


def _fast_abbreviated(lang: Language, form: str, read: dict[str, str]):
    """= _abbreviated, in Python."""
    number = _fast(lang, form)

    def fast(span: str) -> str | None:
        numeral, _, written = span.replace("\u00a0", " ").partition(" ")
        words = read.get(written, read.get(written + "."))
        said = words and number(numeral)
        return said and f"{said} {words}"
    return fast


def _number(lang: Language, form: str, lower: bool = False) -> pynini.Fst:
    numeral = digits()
    if lower:
        upper = pynini.string_map([(c.lower(), c) for c in "IVXLCDM"])
        numeral = pynini.union(numeral, pynini.compose(pynini.closure(upper, 1), digits()))
    return pynini.compose(numeral, lang.reading(form))


def _fast(lang: Language, form: str, lower: bool = False):
    """= _number, in Python."""
    def fast(span: str) -> str | None:
        number = value(span.upper()) if span.isupper() or (lower and span.islower()) else None
        return None if number is None else lang.say(str(number), form)
    return fast


@cache
def _lower_numerals() -> frozenset[str]:
    """Every numeral in small letters (plain lower-case words the engine would skip)."""
    return frozenset(to_roman(n).lower() for n in range(1, 4000))


# -- regnal numbers --------------------------------------------------------------------------
_REGNAL = r"(?:X{1,3}(?:IX|IV|V?I{0,3})|IX|IV|V?I{1,3}|V)"  # 1..39
_NAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"


def regnal_tn(lang: Language):
    """ROMAN: a regnal number after a name (config `roman_regnal`, see the docstring)."""
    template = lang.setting("roman_regnal")
    if not template:
        return class_module([], {})
    mark = lang.setting("roman_regnal_mark")
    not_names = lang.setting("roman_not_names").split()
    guard = rf"(?!(?:{alternation(not_names)}){_GAP})" if not_names else ""
    rules, builders, fast_paths = [], {}, {}
    kinds = [key.partition("@")[2] for key in sorted(lang.data.config, key=lambda k: (-len(k), k))
             if key.startswith("roman_regnal@")]  # (the longest kind first: feminine-genitive)
    for name_rule, names, key in (
            *((f"ROMAN@regnal-{kind}", _feminine(lang.setting(f"roman_{kind}_names").split()),
               f"roman_regnal@{kind}") for kind in kinds),
            ("ROMAN@regnal", _NAME, "roman_regnal")):
        if not names or not lang.setting(key):
            continue
        name = rf"(?<![\w\-.]){guard}(?:{names})"
        # I alone: after a name inside a sentence or in another script than Latin, or
        # before punctuation, the line's end or a capitalised epithet ("Bolesław I Chrobry");
        # not the English pronoun: "When I went"
        lone = (rf"I(?:(?<=[\w,]{_GAP}+{name}{_GAP}I|[^\P{{L}}\p{{Latin}}]{_GAP}I)"
                rf"|(?=\.|{_GAP}*(?:[,;:)!?]|$)|{_GAP}+\p{{Lu}}\p{{Ll}}))")
        number = rf"(?:(?=[IVX]{{2}}|[VX]){_REGNAL}|{lone})"
        if mark:
            m = regex.escape(mark)
            ending = rf"(?:{m}(?={_GAP}+[\p{{Ll}}\d]|{_GAP}*[,;:)])|(?={m}))(?![\w\-])"
        else:
            ending = r"(?![\w\-]|\.\w)"
        # (the numeral's first letter before the costly lookbehind)
        rules.append(Rule("ROMAN", rf"(?=[IVX])(?<={name}{_GAP}){number}{ending}", name_rule))
        builders[name_rule] = lambda g, key=key: _regnal(lang, key, mark)
        fast_paths[name_rule] = _fast_regnal(lang, key, mark)
    return class_module(rules, builders, fast_paths)


def _feminine(items: list[str]) -> str:
    endings = [rf"\p{{Lu}}\p{{Ll}}*{regex.escape(i[1:])}" for i in items if i.startswith("*")]
    names = [regex.escape(i) for i in items if not i.startswith("*")]
    return "|".join(endings + names)


def _template(lang: Language, key: str) -> tuple:
    pieces = slots.parse(lang.setting(key), "n", f"{lang.code}/numbers/config.tsv: {key}")
    if len(slots.slots(pieces)) != 1 or any(s.key for s in slots.slots(pieces)):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: {key}: one slot {{n}} or {{n:form}}")
    return pieces


def _regnal(lang: Language, key: str, mark: str) -> pynini.Fst:
    numeral = pynini.compose(digits(), pynini.union(*[str(n) for n in range(1, 40)]))
    if mark:
        numeral = numeral + pynini.closure(delete(pynini.escape(mark)), 0, 1)
    said = pynini.accep("")
    for piece in _template(lang, key):
        if isinstance(piece, str):
            said += insert(pynini.escape(piece))
        else:
            reading = lang.reading(piece.form)
            if lang.setting("roman_regnal_capital") == "yes":
                reading = pynini.compose(reading, _capital(lang))
            said += reading
    return pynini.compose(numeral, said)


def _fast_regnal(lang: Language, key: str, mark: str):
    """= _regnal, in Python."""
    capital = lang.setting("roman_regnal_capital") == "yes"
    pieces = _template(lang, key)

    def fast(span: str) -> str | None:
        number = value(span[:-len(mark)] if mark and span.endswith(mark) else span)
        if number is None or number >= 40:
            return None
        out = []
        for piece in pieces:
            if isinstance(piece, str):
                out.append(piece)
                continue
            said = lang.say(str(number), piece.form)
            if said and capital:  # (a small letter of the readings, as _capital)
                if not (said[0].islower() and len(said[0].upper()) == 1):
                    return None
                said = said[0].upper() + said[1:]
            if not said:
                return None
            out.append(said)
        return "".join(out)
    return fast


def _capital(lang: Language) -> pynini.Fst:
    """A reading's first letter in capitals (the small letters of the language's readings)."""
    letters = {c for table in lang.data.exact.values() for text in table.values()
               for c in text if c.islower() and len(c.upper()) == 1}
    first = pynini.string_map([(c, c.upper()) for c in sorted(letters)])
    return (first + SIGMA).optimize()
