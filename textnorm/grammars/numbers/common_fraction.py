"""FRACTION: "3/4" -> "trois quarts", "2 3/4" -> "deux et trois quarts", "½" -> "un demi" (TN).

A language says how in its config: `fraction` is the template of N/D with `{n}` (the numerator,
`{n:form}` in a form) and `{d:form}` (the denominator read in a form: fr `{n} {d:ordinal-plural}`
"deux cinquièmes", hi `{n} बटा {d}`, zh `{d}分之{n}`; `{d:form+ending}` adds an ending to that
reading, not to a name: pt `{d:ordinal-masculine+s}` "dois quintos" but "dois terços");
`fraction@1` the template when the numerator is 1 (fr `{n} {d:ordinal}` "un cinquième");
`fraction_whole` joins a whole number and a fraction (fr `{w} et {f}`; `{j}` copies a joiner of
`fraction_joiners` written between them: ko 1과1/2 "일과 이분의 일"). `fractions.tsv` names
denominators that have names of their own: `D` after the numerator 1, `D@plural` after others
(fr `2 demi`, `2@plural demis`, `3 tiers`); where it has no row, the template's form reads the
denominator.

A fraction is N/D with no slash or digit around it (not part of a date such as 12/05/2020 or
of a path), after an optional whole number and a space, or a vulgar fraction character (½ ⅓ ¾).
"""

from __future__ import annotations

import unicodedata

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import Rule
from .data import load_fraction_names
from .language import Language, class_module

_NAME_KEY = regex.compile(r"[1-9][0-9]*(?:@plural)?")
_SLOT = regex.compile(r"\{([ndwfj])(?::([\w-]+))?(?:\+(\w+))?\}")
# the vulgar fraction characters -> "N/D" (NFKC writes ½ as 1⁄2, with the fraction slash)
_VULGAR_DIGITS = {ch: unicodedata.normalize("NFKC", ch).replace("\u2044", "/")
                  for ch in "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒"}


def has_fractions(lang: Language) -> bool:
    return bool(lang.setting("fraction"))


def _template(lang: Language, numerator: str) -> str:
    if numerator == "1" and lang.setting("fraction@1"):
        return lang.setting("fraction@1")
    return lang.setting("fraction")


def say(lang: Language, numerator: str, denominator: str) -> str | None:
    """N/D (ASCII digits) -> its reading, or None."""
    names = load_fraction_names(lang.code)
    out, pos = [], 0
    template = _template(lang, numerator)
    for match in _SLOT.finditer(template):
        out.append(template[pos:match.start()])
        slot, form, ending = match.group(1), match.group(2) or "", match.group(3) or ""
        if slot == "n":
            words = lang.say(numerator, form)
        else:
            key = denominator if numerator == "1" else f"{denominator}@plural"
            words = names.get(key)
            if words is None:
                words = lang.say(denominator, form)
                words = None if words is None else words + ending
        if words is None:
            return None
        out.append(words)
        pos = match.end()
    out.append(template[pos:])
    return "".join(out)


_BOUND = 20  # where the words put D first, the transducer lists N/D below this


def _reading(lang: Language) -> pynini.Fst:
    """"N/D" (ASCII digits) -> its reading. Where a template puts the denominator's words
    first (zh {d}分之{n}) no finite-state reordering of unbounded digits exists: the transducer
    lists the pairs below _BOUND (TN reads every N/D through the fast path)."""
    parts = []
    for one in (True, False):
        template = _template(lang, "1" if one else "2")
        slots = [m.group(1) for m in _SLOT.finditer(template)]
        if slots != ["n", "d"]:
            pairs = [(f"{n}/{d}", pynini.escape(words)) for d in range(1, _BOUND)
                     for n in (range(1, 2) if one else [0, *range(2, _BOUND)])
                     if (words := say(lang, str(n), str(d))) is not None]
            parts.append(pynini.string_map(pairs))
            continue
        fst, pos = pynini.accep(""), 0
        for match in _SLOT.finditer(template):
            fst += insert(pynini.escape(template[pos:match.start()]))
            fst += _slot(lang, match, one)
            pos = match.end()
        parts.append(fst + insert(pynini.escape(template[pos:])))
    return pynini.union(*parts).optimize()


_BY_FORM = 0.5  # a denominator read in a form, where fractions.tsv names it


def _slot(lang: Language, match: regex.Match, one: bool) -> pynini.Fst:
    """One slot of an N-then-D template: the numerator and the "/" after it, or the
    denominator (its name in fractions.tsv, else its reading in the form and the ending)."""
    slot, form, ending = match.group(1), match.group(2) or "", match.group(3) or ""
    number = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
    if slot == "n":
        numerator = pynini.accep("1") if one else pynini.difference(number | "0", "1")
        return pynini.compose(numerator, lang.reading(form)) + delete("/")
    plural = "" if one else "@plural"
    names = [(key.removesuffix(plural), pynini.escape(text))
             for key, text in load_fraction_names(lang.code).items()
             if ("@" in key) == bool(plural)]
    by_form = (pynini.accep("", weight=_BY_FORM)
               + pynini.compose(number | "0", lang.reading(form))  # hi "97/0": बटा शून्य
               + insert(pynini.escape(ending)))
    return pynini.union(pynini.string_map(names), by_form) if names else by_form


def _whole_template(lang: Language, joiner: str = "") -> tuple[str, str, str]:
    """fraction_whole `{w} et {f}` -> ("", " et ", "") (text before, between, after); `{j}`
    is the joiner written between them (ko 1과1/2 -> "일과 이분의 일")."""
    template = lang.setting("fraction_whole", "{w} {f}").replace("{j}", joiner)
    before, _, rest = template.partition("{w}")
    between, _, after = rest.partition("{f}")
    return before, between, after


def _joiners(lang: Language) -> list[str]:
    """What may stand between a whole number and its fraction in writing besides spaces
    (config `fraction_joiners`: ko 과 와, zh 又)."""
    return lang.setting("fraction_joiners").split()


def tn(lang: Language):
    if not has_fractions(lang):
        return class_module([], {})
    for key in load_fraction_names(lang.code):  # read and checked now, not on a line
        if not _NAME_KEY.fullmatch(key):
            raise LexiconError(f"{lang.code}/numbers/fractions.tsv: {key!r} is not D or D@plural")
    w = lang.written
    minus = lang.setting("minus", "minus")
    vulgar = "".join(_VULGAR_DIGITS)
    joiners = "|".join(regex.escape(j) for j in _joiners(lang)) or "(?!)"
    n, d = w.number_pattern, w.number_pattern
    # not a piece of a date (12/05/2020) or of a path (example.com/1/2)
    written = (rf"{w.before}(?<!/)(?P<sign>{w.minus_pattern})?"
               rf"(?:(?P<whole>{n})(?:[ \u00a0]+|(?P<joiner>{joiners})|(?=[{vulgar}])))?"
               rf"(?:(?P<n>{n})/(?P<d>{d})(?![/{w.digit_class}])|(?P<v>[{vulgar}])){w.after}")
    parse = regex.compile(written)

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        if match is None:
            return None
        if match["v"]:
            numerator, denominator = _VULGAR_DIGITS[match["v"]].split("/")
        else:
            numerator, denominator = (w.ascii_number(match["n"]), w.ascii_number(match["d"]))
        fraction = say(lang, numerator, denominator)
        if fraction is None:
            return None
        if match["whole"]:
            whole = lang.say(w.ascii_number(match["whole"]))
            if whole is None:
                return None
            before, between, after = _whole_template(lang, match["joiner"] or "")
            fraction = f"{before}{whole}{between}{fraction}{after}"
        return (minus + w.space if match["sign"] else "") + fraction

    def build(g) -> pynini.Fst:
        vulgar_map = pynini.string_map(list(_VULGAR_DIGITS.items()))
        digits_fraction = _reading(lang)
        vulgar_fraction = pynini.compose(vulgar_map, digits_fraction)
        fraction = pynini.union(digits_fraction, vulgar_fraction)
        whole = pynini.compose(w.plain_digits, lang.reading(""))
        joined = []
        spaces = pynini.union(" ", "\u00a0")
        for joiner in ["", *_joiners(lang)]:
            before, between, after = _whole_template(lang, joiner)
            if joiner:
                joined_fraction = pynini.cross(pynini.escape(joiner), pynini.escape(between))
                joined_fraction += fraction
            else:  # a space, or nothing before a vulgar fraction ("2½")
                joined_fraction = (pynini.cross(pynini.closure(spaces, 1), pynini.escape(between))
                                   + fraction
                                   | pynini.cross("", pynini.escape(between)) + vulgar_fraction)
            joined.append(pynini.cross("", pynini.escape(before)) + whole + joined_fraction
                          + pynini.cross("", pynini.escape(after)))
        with_whole = pynini.union(*joined)
        return (pynini.closure(w.sign(minus), 0, 1)
                + pynini.union(fraction, with_whole)).optimize()

    rule = regex.sub(r"\(\?P<\w+>", "(?:", written)  # the engine's regex takes no groups
    return class_module([Rule("FRACTION", rule, "FRACTION")], {"FRACTION": build},
                        {"FRACTION": fast})
