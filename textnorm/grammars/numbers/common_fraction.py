"""FRACTION: "3/4" -> "trois quarts", "2 3/4" -> "deux et trois quarts", "½" -> "un demi" (TN).

A language says how in its config: `fraction` is the template of N/D with `{n}` (the numerator,
`{n:form}` in a form) and `{d:form}` (the denominator read in a form: fr `{n} {d:ordinal-plural}`
"deux cinquièmes", hi `{n} बटा {d}`, zh `{d}分之{n}`; `{d:form+ending}` adds an ending to that
reading, not to a name: pt `{d:ordinal-masculine+s}` "dois quintos" but "dois terços");
`fraction@N` the template when the numerator is N (fr `fraction@1 {n} {d:ordinal}` "un
cinquième"; ar `fraction@2 {d}` "ثلثين", the dual alone), `fraction@PATTERN` when the numerator
matches a pattern (`x` any digit, `*` any run; the most specific wins, as in scales.tsv: ru
`fraction@*1` "двадцать одна сотая", `fraction@*11` "одиннадцать сотых"); `fraction_unnamed`
the template where the denominator has no name after that numerator (ar `{n} على {d}`; with
`fraction_unnamed_if_spaced yes` only where the template's reading of the denominator is more
than one word: es "un quinto", "un centésimo", but "uno sobre ciento uno");
`fraction_plural_below K`: `D@plural` names only after numerators below K (ar 11: "تسعة
أعشار", but "سبعة عشر على ثلاثة"); `fraction_over_zero no`: N/0 is no fraction, left to the
other classes (bn "৭/০": "zero parts' seven" says nothing; without it the template reads it:
hi "7/0" सात बटा शून्य);
`fraction_named` the template where the denominator has a name after the numerator (lt `{d}`:
"1/2" pusė, "1/3" trečdalis, but "1/5" viena penktoji);
`fraction_whole` joins a whole number and a fraction (fr `{w} et {f}`; `{w:form}` reads it in a
form: de "ein ein halb"; `fraction_whole@PATTERN` where the whole number matches a pattern: ru
`fraction_whole@*1` "одна целая одна вторая"; `{j}` copies a joiner of `fraction_joiners`
written between them: ko 1과1/2 "일과 이분의 일"); `fraction_after_whole` (`N/D=words` each,
`_` for a space) reads those fractions so after a whole number (fr `1/2=demi`: "1 1/2" un et
demi, as French says it; "1/2" alone un demi); `fraction_whole_words yes` reads the whole
numbers and fractions of mixed_fractions.tsv (`W N/D` rows, the first of each) in their words
(lt `1 1/2 pusantro`: "1 1/2", "1½" pusantro; ITN reads them back there). `fractions.tsv` names
denominators that have names of their own: `D` after the numerator 1, `D@N` after N (ar
`3@2 ثلثين`), `D@plural` after others (fr `2 demi`, `2@plural demis`, `3 tiers`), `D@itn` a
name only ITN reads (hy `4@itn քառորդ`); where it has no row, the template's form reads the
denominator.

A fraction is N/D with no slash or digit around it (not part of a date such as 12/05/2020 or
of a path), after an optional whole number and a space, or a vulgar fraction character (½ ⅓ ¾).
Config `fraction_spaced_slash yes`: N / D, a space either side of the slash, too (zh "1 / 2"
二分之一).

ITN reads the same templates the other way ("deux neuvièmes" -> "2/9", "dos y dos tercios" ->
"2 2/3"): any numerator after either template, a denominator by its name (either row of
fractions.tsv) or in the template's form (below 10**4), the spoken minus words. Config:
- `itn_fraction_spoken`: more templates of N/D ITN reads, `;` between them (vi `{n} trên
  {d};{n} chia {d}`); `{d:name}` reads only fractions.tsv's names (hi `{n} {d:name}`);
- `itn_fraction_whole_spoken`: more templates of a whole number and a fraction (hi `{w} सही {f}`);
- `itn_fraction_alone`: names of fractions.tsv that alone say 1/D (fr `demi`);
- `itn_fraction_compound_ordinals K`: a numerator that ends in K zeros or more and a
  denominator that fits in its zeros are one compound ordinal, not a fraction (ru 1: "двадцать
  вторая" 22-я, not 20/2; pl 2: "tysiąc dziewięćset dwudziestych" 1920, but "dwadzieścia
  trzecich" 20/3, as Polish says the tens of an ordinal as ordinals);
- `itn_fraction_numerator_form yes`: the numerator only in the form its template says (ru
  `{n:feminine}` "две третьих"; "двух тысячных" is the ordinal 2000-х);
- `itn_fraction_decimals yes`: numerators and denominators may be decimals (ko 1.5/3);
- `itn_fraction_roots`: words said before a numerator's or denominator's number for its
  square root, `word=sign` each (ja `ルート=√`: ルート三分の一 1/√3, 二ルート六分の三 3/2√6);
- `itn_fraction_by_name_only`: denominators ITN reads by their names of fractions.tsv only,
  not in the template's form (es `2 3`: "cuatro segundos" is no 4/2);
- `itn_fraction_keep`: what ITN leaves as words, `;` between (es `un cuarto`: a room; `*`
  first: any words before the rest, he `* וחצי`, "שתיים וחצי" a time too); and
  a fraction said as config `percent` (`{n} <words>`) says a percentage is left to MEASURE;
- `itn_fraction_written`: how ITN writes a whole number and a fraction (`{w} {f}` by default,
  zh `{w}又{f}`);
- `itn_fraction_proper yes`: ITN reads a fraction only below 1 (NumbersITN; kk "бестен онға
  дейін" from five to ten, not 10/5: the denominator said first in a case is a number too).
Where a template says the denominator first (zh 五分之一) ITN writes them reversed ("D|N")
and `in_written_order` puts them in order. Words that say a whole number and a fraction at
once (hi डेढ़, सवा पैंतीस), and config `itn_mixed_after_whole`: see mixed_fraction.py.
"""

from __future__ import annotations

import unicodedata

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, SIGMA, delete, insert
from ..base import Rule
from . import mixed_fraction
from .cardinal import spoken
from .data import load_fraction_names, pattern_rank
from .language import Language, class_module
from .names import minimal_dfa, pattern_acceptor
from .reader import digit_pattern

_NAME_KEY = regex.compile(r"[1-9][0-9]*(?:@plural|@itn|@[1-9][0-9]*)?")
_SLOT = regex.compile(r"\{([ndwfj])(?::([\w-]+))?(?:\+(\w+))?\}")
# the vulgar fraction characters -> "N/D" (NFKC writes ½ as 1⁄2, with the fraction slash)
_VULGAR_DIGITS = {ch: unicodedata.normalize("NFKC", ch).replace("\u2044", "/")
                  for ch in "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒"}


def has_fractions(lang: Language) -> bool:
    return bool(lang.setting("fraction"))


_PATTERN_KEY = regex.compile(r"[0-9x*]*[x*][0-9x*]*")


# (config, key) -> _patterned's rows: the fast path reads a fraction's template through them
# (keyed by the config's identity, kept with it: a Language whose data is replaced rereads them)
_PATTERNED: dict[tuple[int, str], tuple[dict, list[tuple[str, str]]]] = {}


def _patterned(lang: Language, key: str) -> list[tuple[str, str]]:
    """Config `key@PATTERN` rows (PATTERN with `x` or `*`): (pattern, template), the most
    specific first."""
    config = lang.data.config
    known = _PATTERNED.get((id(config), key))
    if known is not None and known[0] is config:
        return known[1]
    rows = [(name.partition("@")[2], value) for name, value in config.items()
            if name.startswith(f"{key}@") and _PATTERN_KEY.fullmatch(name.partition("@")[2])]
    rows.sort(key=lambda row: pattern_rank(row[0]), reverse=True)
    _PATTERNED[(id(config), key)] = (config, rows)
    return rows


def _by_pattern(lang: Language, key: str, number: str) -> str:
    """The template of config `key@NUMBER`, else of the most specific `key@PATTERN` the
    number matches, else of `key`."""
    exact = lang.setting(f"{key}@{number}")
    if exact:
        return exact
    found = next((value for pattern, value in _patterned(lang, key)
                  if digit_pattern(pattern, False).fullmatch(number)), None)
    return found or lang.setting(key)


def _template(lang: Language, numerator: str) -> str:
    return _by_pattern(lang, "fraction", numerator)


def _cells(lang: Language, key: str, default: str = "") -> list[tuple[pynini.Fst, str]]:
    """(the numbers it reads, template) of config `key`, its `key@N` and `key@PATTERN` rows:
    each number (digits, no leading zero) in the cell of the template `_by_pattern` gives it
    (ru fraction `*1`, `*11` and the rest; fraction_whole)."""
    exact = [(name.partition("@")[2], value) for name, value in lang.data.config.items()
             if name.startswith(f"{key}@") and name.partition("@")[2].isdigit()]
    rows = [*exact, *_patterned(lang, key), ("*", lang.setting(key, default))]
    taken, out = pynini.Fst(), []
    for pattern, template in rows:
        acceptor = pattern_acceptor(pattern)
        cell = pynini.difference(acceptor, taken) if taken.num_states() else acceptor
        taken = minimal_dfa(pynini.union(taken, acceptor))
        if cell.optimize().num_states():
            out.append((cell, template))
    return out


def _name(lang: Language, numerator: str, denominator: str) -> str | None:
    """The denominator's name after this numerator: fractions.tsv `D@N`, else `D` after 1,
    else `D@plural` (after numerators below config `fraction_plural_below`, where set)."""
    names = load_fraction_names(lang.code)
    if f"{denominator}@{numerator}" in names:
        return names[f"{denominator}@{numerator}"]
    if numerator == "1":
        return names.get(denominator)
    below = lang.setting("fraction_plural_below")
    if below and int(numerator) >= int(below):
        return None
    return names.get(f"{denominator}@plural")


def _if_spaced(lang: Language) -> bool:
    """Whether `fraction_unnamed` reads only the denominators read in more than one word."""
    return bool(lang.setting("fraction_unnamed")) and (
        lang.setting("fraction_unnamed_if_spaced") == "yes")


def _over_zero(lang: Language) -> bool:
    """Whether N/0 is read as a fraction (config `fraction_over_zero`, yes by default)."""
    return lang.setting("fraction_over_zero", "yes") != "no"


def _denominator_form(template: str) -> str:
    return next((m.group(2) or "" for m in _SLOT.finditer(template) if m.group(1) == "d"), "")


def _listed(lang: Language) -> bool:
    """Whether the transducer lists N/D below _BOUND (`_reading`)."""
    return bool(lang.setting("fraction_unnamed") and not _if_spaced(lang)
                or lang.setting("fraction_plural_below") or lang.setting("fraction_named")
                or any([m.group(1) for m in _SLOT.finditer(template)] != ["n", "d"]
                       for _, template in _cells(lang, "fraction"))
                or any(regex.fullmatch(r"[0-9]+@[0-9]+", key)
                       for key in load_fraction_names(lang.code)))


def say(lang: Language, numerator: str, denominator: str) -> str | None:
    """N/D (ASCII digits) -> its reading, or None. Where the denominator has no name after
    this numerator, config `fraction_unnamed` is the template (ar `{n} على {d}`)."""
    if int(denominator) == 0 and not _over_zero(lang):
        return None
    name = _name(lang, numerator, denominator)
    template = _template(lang, numerator)
    if name is not None and lang.setting("fraction_named"):  # lt "1/2" pusė, not viena pusė
        template = lang.setting("fraction_named")
    if name is None and lang.setting("fraction_unnamed") and (
            not _if_spaced(lang)
            or " " in (lang.say(denominator, _denominator_form(template)) or " ")):
        template = lang.setting("fraction_unnamed")
    out, pos = [], 0
    for match in _SLOT.finditer(template):
        out.append(template[pos:match.start()])
        slot, form, ending = match.group(1), match.group(2) or "", match.group(3) or ""
        if slot == "n":
            words = lang.say(numerator, form)
        else:
            words = name
            if words is None:
                words = lang.say(denominator, form)
                words = None if words is None else words + ending
        if words is None:
            return None
        out.append(words)
        pos = match.end()
    out.append(template[pos:])
    return "".join(out)


_BOUND = 20  # the transducer reads each numerator below this (and those of fractions.tsv) alone


def _reading(lang: Language) -> pynini.Fst:
    """"N/D" (ASCII digits) -> its reading: each template of config fraction (`fraction@N`,
    `fraction@PATTERN`) over the numerators of its cell. Where a denominator's name or the
    template depends on the numerator past 1 (ar `fraction_unnamed`, `D@N` names, lt
    `fraction_named`) or the template puts the denominator's words first (zh {d}分之{n}), the
    transducer reads each numerator below _BOUND (and below every numerator those depend on)
    alone over every denominator (`_one_numerator`), and the numerators above them by their
    cells; there, where a template puts the denominator first, no finite-state reordering of
    unbounded digits exists, and only the fast path reads them (zh)."""
    if _listed(lang):
        return _by_numerator(lang)
    numbers = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT) | "0"
    parts = []
    for cell, template in _cells(lang, "fraction"):
        spaced = _spaced_denominators(lang, template) if _if_spaced(lang) else None
        for one in (True, False):  # (a denominator's name after 1 differs: fractions.tsv)
            numerators = (pynini.intersect(cell, "1") if one
                          else pynini.difference(pynini.intersect(cell, numbers), "1"))
            if not numerators.optimize().num_states():
                continue
            parts.append(_template_fst(lang, template, numerators, one, spaced, False))
            if spaced is not None:  # those read by fraction_unnamed ("uno sobre ciento uno")
                parts.append(_template_fst(lang, lang.setting("fraction_unnamed"), numerators,
                                           one, spaced, True))
    return pynini.union(*parts).optimize()


def _named_denominators(lang: Language) -> list[str]:
    return sorted({key.partition("@")[0] for key in load_fraction_names(lang.code)}, key=int)


def _templates_of(lang: Language, base: str, named: bool) -> str:
    """The template `say` uses after a numerator whose template is `base`, where the
    denominator has a name (`named`) or not."""
    if named and lang.setting("fraction_named"):
        return lang.setting("fraction_named")
    if not named and lang.setting("fraction_unnamed") and not _if_spaced(lang):
        return lang.setting("fraction_unnamed")
    return base


def _by_numerator(lang: Language) -> pynini.Fst:
    """`_reading` where the transducer reads the small numerators one by one (see there):
    what `say` reads, numerator by numerator below a bound past every exception, and the
    numerators above it by the cells of config fraction."""
    names = load_fraction_names(lang.code)
    exceptions = [int(key.partition("@")[2]) for key in names
                  if regex.fullmatch(r"[0-9]+@[0-9]+", key)]
    exceptions += [int(name.partition("@")[2]) for name in lang.data.config
                   if name.startswith("fraction@") and name.partition("@")[2].isdigit()]
    bound = max([_BOUND, int(lang.setting("fraction_plural_below") or 0), *exceptions]) + 1
    named = _named_denominators(lang)
    forms: dict[tuple[str, str, tuple[str, ...]], pynini.Fst] = {}

    def by_form(form: str, ending: str, listed: tuple[str, ...]) -> pynini.Fst:
        """The denominators but `listed` in the form, with the ending."""
        if (form, ending, listed) not in forms:
            number = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
            number = number | "0" if _over_zero(lang) else number
            if listed:
                number = pynini.difference(number, pynini.union(*listed))
            forms[form, ending, listed] = (pynini.compose(number, lang.reading(form))
                                           + insert(pynini.escape(ending))).optimize()
        return forms[form, ending, listed]

    def fill(template: str, numerator: pynini.Fst | str, denominators) -> pynini.Fst | None:
        """The template over the numerator (a string: that one) and the denominators (a
        {D: name} map, or the unnamed ones but those listed: a tuple)."""
        slots = [m.group(1) for m in _SLOT.finditer(template)]
        fixed = isinstance(numerator, str)
        if fixed:
            fst = pynini.cross(f"{numerator}/", "")
        elif "n" not in slots:  # (ar fraction@2 {d})
            fst = pynini.cross(pynini.project(numerator, "input") + "/", "")
        elif slots.index("n") < slots.index("d"):
            fst = pynini.accep("")
        else:
            return None  # (no finite-state reordering of unbounded digits)
        pos = 0
        for match in _SLOT.finditer(template):
            fst += insert(pynini.escape(template[pos:match.start()]))
            form, ending = match.group(2) or "", match.group(3) or ""
            if match.group(1) == "n":
                if fixed:
                    words = lang.say(numerator, form)
                    if words is None:
                        return None
                    fst += insert(pynini.escape(words))
                else:
                    fst += pynini.compose(numerator, lang.reading(form)) + delete("/")
            elif isinstance(denominators, dict):
                fst += pynini.string_map([(d, pynini.escape(text))
                                          for d, text in denominators.items()])
            else:
                fst += by_form(form, ending, denominators)
            pos = match.end()
        return fst + insert(pynini.escape(template[pos:]))

    parts = []
    for n in range(bound):
        numerator = str(n)
        base = _template(lang, numerator)
        found = {d: text for d in named if (text := _name(lang, numerator, d)) is not None}
        if found:
            parts.append(fill(_templates_of(lang, base, True), numerator, found))
        parts.append(fill(_templates_of(lang, base, False), numerator, tuple(found)))
    numbers = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
    small = pynini.union(*(str(n) for n in range(bound)))
    # above the bound: D@plural names, where fraction_plural_below does not forbid them
    plural = ({} if lang.setting("fraction_plural_below")
              else {d: names[f"{d}@plural"] for d in named if f"{d}@plural" in names})
    for cell, base in _cells(lang, "fraction"):
        numerators = pynini.difference(pynini.intersect(cell, numbers), small).optimize()
        if not numerators.num_states():
            continue
        if plural:
            parts.append(fill(_templates_of(lang, base, True), numerators, plural))
        parts.append(fill(_templates_of(lang, base, False), numerators, tuple(plural)))
    return pynini.union(*(part for part in parts if part is not None)).optimize()


def _template_fst(lang: Language, template: str, numerators: pynini.Fst, one: bool,
                  spaced: pynini.Fst | None, unnamed: bool) -> pynini.Fst:
    """An N-then-D template over `numerators`; `one`: they are 1; `spaced`: the denominators
    fraction_unnamed reads, which the template does not (`unnamed`: the only ones it reads, by
    form, not by name)."""
    fst, pos = pynini.accep(""), 0
    for match in _SLOT.finditer(template):
        fst += insert(pynini.escape(template[pos:match.start()]))
        slot = _slot(lang, match, numerators, one, spaced, unnamed)
        fst += slot
        pos = match.end()
    return fst + insert(pynini.escape(template[pos:]))


def _spaced_denominators(lang: Language, template: str) -> pynini.Fst:
    """The denominators with no name that the template reads in more than one word."""
    number = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
    words = pynini.compose(number, lang.reading(_denominator_form(template)))
    spaced = pynini.compose(words, SIGMA + " " + SIGMA)
    names = [key for key in load_fraction_names(lang.code) if key.isdigit()]
    out = pynini.project(spaced, "input")
    if names:
        out = pynini.difference(out, pynini.union(*names))
    return out.optimize()


_BY_FORM = 0.5  # a denominator read in a form, where fractions.tsv names it


def _slot(lang: Language, match: regex.Match, numerators: pynini.Fst, one: bool,
          spaced: pynini.Fst | None = None, unnamed: bool = False) -> pynini.Fst:
    """One slot of an N-then-D template: the numerator and the "/" after it, or the
    denominator (its name in fractions.tsv, else its reading in the form and the ending;
    `numerators`, `one`, `spaced`, `unnamed`: see _template_fst)."""
    slot, form, ending = match.group(1), match.group(2) or "", match.group(3) or ""
    number = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
    if slot == "n":
        return pynini.compose(numerators, lang.reading(form)) + delete("/")
    if unnamed:
        return pynini.compose(spaced, lang.reading(form)) + insert(pynini.escape(ending))
    if spaced is not None:
        number = pynini.difference(number, spaced)
    plural = "" if one else "@plural"
    names = [(key.removesuffix(plural), pynini.escape(text))
             for key, text in load_fraction_names(lang.code).items()
             if "@" + key.partition("@")[2] == (plural or "@")]
    by_form = (pynini.accep("", weight=_BY_FORM)
               + pynini.compose(number | "0" if _over_zero(lang) else number,  # hi "97/0"
                                lang.reading(form))
               + insert(pynini.escape(ending)))
    return pynini.union(pynini.string_map(names), by_form) if names else by_form


def _whole_template(lang: Language, joiner: str = "", template: str = "") -> tuple[str, str, str]:
    """fraction_whole `{w} et {f}` (or `template`) -> ("", " et ", "") (text before, between,
    after); `{j}` is the joiner written between them (ko 1과1/2 -> "일과 이분의 일"); `{w:form}`
    reads the whole number in a form (de `{w:masculine} {f}` "ein ein halb")."""
    template = (template or lang.setting("fraction_whole", "{w} {f}")).replace("{j}", joiner)
    template = _WHOLE_SLOT.sub("{w}", template)
    before, _, rest = template.partition("{w}")
    between, _, after = rest.partition("{f}")
    return before, between, after


_WHOLE_SLOT = regex.compile(r"\{w(?::([\w-]+))?\}")


def _whole_form(template: str) -> str:
    match = _WHOLE_SLOT.search(template)
    return (match and match.group(1)) or ""


def _joiners(lang: Language) -> list[str]:
    """What may stand between a whole number and its fraction in writing besides spaces
    (config `fraction_joiners`: ko 과 와, zh 又)."""
    return lang.setting("fraction_joiners").split()


def _whole_words(lang: Language) -> dict[str, str]:
    """Config `fraction_whole_words yes`: mixed_fractions.tsv's words of a whole number and a
    fraction (its first row of each), "W N/D" -> the word (lt "1 1/2" pusantro)."""
    if lang.setting("fraction_whole_words") != "yes":
        return {}
    out: dict[str, str] = {}
    for row in mixed_fraction.rows(lang):
        if not row.op and row.whole:
            key = f"{row.whole} {row.fraction.numerator}/{row.fraction.denominator}"
            out.setdefault(key, row.spoken)
    return out


def written_pattern(lang: Language, end: bool = True, start: bool = True) -> str:
    """The regex of a written fraction, with its groups: `sign`, `whole` (and the `joiner`
    after it), `n` and `d`, or `v` (a vulgar fraction character); with `end`, not followed by
    what ends no number (a letter, a digit), with `start` not preceded by one."""
    w = lang.written
    vulgar = "".join(_VULGAR_DIGITS)
    joiners = "|".join(regex.escape(j) for j in _joiners(lang)) or "(?!)"
    n, d = w.number_pattern, w.number_pattern
    slash = "(?:/| / )" if lang.setting("fraction_spaced_slash") == "yes" else "/"
    # not a piece of a date (12/05/2020) or of a path (example.com/1/2); particles after it
    # (ko 3/5이, ckb ٣/٤ی: endings.py)
    after = w.after if end else ""
    return (rf"{w.before if start else ''}(?<!/)(?P<sign>{w.minus_pattern})?"
            rf"(?:(?P<whole>{n})(?:[ \u00a0]+|(?P<joiner>{joiners})|(?=[{vulgar}])))?"
            rf"(?:(?P<n>{n}){slash}(?P<d>{d})(?!/|{w.digit_class})|(?P<v>[{vulgar}])){after}")


def tn(lang: Language):
    if not has_fractions(lang):
        return class_module([], {})
    for key in load_fraction_names(lang.code):  # read and checked now, not on a line
        if not _NAME_KEY.fullmatch(key):
            raise LexiconError(f"{lang.code}/numbers/fractions.tsv: {key!r} is not D or D@plural")
    w = lang.written
    minus = lang.setting("minus", "minus")
    spaced_slash = lang.setting("fraction_spaced_slash") == "yes"
    written = written_pattern(lang)
    parse = regex.compile(written)
    after_whole = dict(lang.setting_pairs("fraction_after_whole", "N/D=words", spaced=True))
    whole_words = _whole_words(lang)

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
            said = whole_words.get(f"{w.ascii_number(match['whole'])} {numerator}/{denominator}")
            if said is not None and not match["joiner"]:
                return (minus + w.space if match["sign"] else "") + said
            fraction = after_whole.get(f"{numerator}/{denominator}", fraction)
            number = w.ascii_number(match["whole"])
            template = _by_pattern(lang, "fraction_whole", number.lstrip("0") or "0")
            whole = lang.say(number, _whole_form(template))
            if whole is None:
                return None
            before, between, after = _whole_template(lang, match["joiner"] or "", template)
            fraction = f"{before}{whole}{between}{fraction}{after}"
        return (minus + w.space if match["sign"] else "") + fraction

    def build(g) -> pynini.Fst:
        vulgar_map = pynini.string_map(list(_VULGAR_DIGITS.items()))
        digits_fraction = _reading(lang)
        if spaced_slash:  # "1 / 2" read as "1/2"
            digits = pynini.closure(DIGIT, 1)
            respaced = digits + pynini.cross(" / ", "/") + digits
            digits_fraction = pynini.union(digits_fraction,
                                           pynini.compose(respaced, digits_fraction))
        vulgar_fraction = pynini.compose(vulgar_map, digits_fraction)
        fraction = alone = pynini.union(digits_fraction, vulgar_fraction)
        if after_whole:  # (config fraction_after_whole: fr "1 1/2" un et demi)
            named = pynini.string_map([(pynini.escape(k), pynini.escape(v))
                                       for k, v in after_whole.items()])
            named = pynini.union(named, pynini.compose(vulgar_map, named))
            # (any text but those: composed with `fraction` it is what the others read; far
            # cheaper than the difference of fraction's own inputs, which determinizes them)
            others = pynini.difference(SIGMA, pynini.project(named, "input").optimize())
            fraction = pynini.union(named, pynini.compose(others, fraction))
            vulgar_fraction = pynini.compose(pynini.project(vulgar_map, "input"), fraction)
        joined = []
        spaces = pynini.union(" ", "\u00a0")
        for cell, template in _cells(lang, "fraction_whole", "{w} {f}"):
            number = pynini.compose(w.plain_digits, pynini.closure("0") + cell)
            whole = pynini.compose(number, lang.reading(_whole_form(template)))
            for joiner in ["", *_joiners(lang)]:
                before, between, after = _whole_template(lang, joiner, template)
                if joiner:
                    joined_fraction = pynini.cross(pynini.escape(joiner), pynini.escape(between))
                    joined_fraction += fraction
                else:  # a space, or nothing before a vulgar fraction ("2½")
                    joined_fraction = (pynini.cross(pynini.closure(spaces, 1),
                                                    pynini.escape(between)) + fraction
                                       | pynini.cross("", pynini.escape(between))
                                       + vulgar_fraction)
                joined.append(pynini.cross("", pynini.escape(before)) + whole + joined_fraction
                              + pynini.cross("", pynini.escape(after)))
        with_whole = pynini.union(*joined)
        if whole_words:  # (config fraction_whole_words: lt "1 1/2", "1½" pusantro)
            in_words = []
            for key, words in whole_words.items():
                number, _, digits = key.partition(" ")
                signs = [v for v, nd in _VULGAR_DIGITS.items() if nd == digits]
                written = pynini.escape(number) + pynini.union(
                    pynini.closure(spaces, 1) + pynini.escape(digits),
                    *[pynini.closure(spaces, 0, 1) + v for v in signs])
                in_words.append(pynini.cross(written, pynini.escape(words)))
            said = pynini.union(*in_words).optimize()
            others = pynini.difference(SIGMA, pynini.project(said, "input").optimize())
            with_whole = pynini.union(pynini.compose(others, with_whole), said)
        return (pynini.closure(w.sign(minus), 0, 1)
                + pynini.union(alone, with_whole)).optimize()

    rule = regex.sub(r"\(\?P<\w+>", "(?:", written)  # the engine's regex takes no groups
    rules, builders = [Rule("FRACTION", rule, "FRACTION")], {"FRACTION": build}
    fasts = {"FRACTION": fast}
    if lang.setting("glued_digits") == "joined":
        # a fraction glued to the word before it, read on it as glued digits are (ko
        # 마이너스1과1/2 마이너스 일과 이분의 일; the engine spaces it apart: tn_glued_spans)
        glued = regex.sub(r"\(\?P<\w+>", "(?:", written_pattern(lang, start=False))
        rules.append(Rule("FRACTION", rf"(?<={w.letters}){glued}", "FRACTION"))
    return class_module(rules, builders, fasts)


_NUMBER = "fraction_number"  # (built once: the numbers of a fraction)
_ITN_DIGITS = 6  # ITN reads the numbers of a fraction below 10**6 (a smaller transducer)
_NAME = "name"  # the form of a {d} slot ITN reads by fractions.tsv's names only
_REVERSED = "|"  # what ITN writes between D and N where the template says D first
# (ko 1.5/3, ja 3/2√6)
_WRITTEN_REVERSED = regex.compile(r"([0-9√][0-9.,√]*)\|(-?[0-9√][0-9.,√]*)")


def itn_start_chars(lang: Language) -> frozenset[str]:
    """The first characters of config itn_fraction_roots' words, where a fraction may start
    (ja ルート三分の一)."""
    return frozenset(item[:1].lower() for item in lang.setting("itn_fraction_roots").split())


def in_written_order(written: str) -> str:
    """ITN's "D|N" (the spoken order of zh 五分之一) -> "N/D"."""
    return _WRITTEN_REVERSED.sub(r"\2/\1", written)


def _spoken_text(lang: Language, text: str) -> pynini.Fst:
    """A template's text as said (lower case), deleted; a space in it is a gap."""
    fst = pynini.accep("")
    for piece in regex.split(r"( +)", text.lower()):
        if piece:
            fst += lang.written.gap() if piece.isspace() else delete(pynini.escape(piece))
    return fst


class _Spoken:
    """The pieces of ITN's fraction transducer (spoken words -> digits), built once each."""

    def __init__(self, lang: Language, g):
        self.lang, self.g = lang, g
        names = load_fraction_names(lang.code)
        # either row's name (ITN takes "dos quinto" too)
        self.names = [(name.lower(), key.partition("@")[0]) for key, name in names.items()]
        # and their spellings of variants.tsv (es cuarentiunavo for cuarentaiunavo)
        self.names += [(name.replace(a, b), d) for name, d in self.names
                       for a, b in lang.lowered.variants if a in name]
        self._forms: dict[str, pynini.Fst] = {}
        self._number: pynini.Fst | None = None

    def number(self) -> pynini.Fst:
        """A spoken number below 10**_ITN_DIGITS (hi साढ़े चार सौ 450 too: mixed_fraction.py)."""
        if self._number is None:
            scaled = mixed_fraction.scaled(self.lang, self.g)
            number = self._plain()
            self._number = number if scaled is None else pynini.union(number, scaled)
        return self._number

    def _plain(self) -> pynini.Fst:
        """A number said plainly; decimals too where config `itn_fraction_decimals` is yes
        (ko 영점오분의일 1/0.5)."""
        number = self.g.get(_NUMBER)
        if self.lang.setting("itn_fraction_decimals") == "yes":
            number = pynini.union(number, self.g.get("DECIMAL"))
        # config itn_fraction_roots: words said before a number for its root (ja ルート三 √3,
        # 二ルート六 2√6), `word=sign` each
        roots = [item.partition("=") for item in self.lang.setting("itn_fraction_roots").split()]
        if roots:
            gap = self.lang.written.gap()
            root = pynini.union(*[pynini.cross(pynini.escape(word.lower()), pynini.escape(sign))
                                  for word, _, sign in roots])
            whole = self.g.get(_NUMBER)
            number = pynini.union(number, pynini.closure(whole + gap, 0, 1) + root + gap + whole)
        return number

    def numerator(self, form: str) -> pynini.Fst:
        """A numerator said in the template's form only (config itn_fraction_numerator_form:
        ru "две третьих" 2/3, but "двух тысячных" is the ordinal 2000-х)."""
        key = f"numerator {form}"
        if key not in self._forms:
            below = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT, 0, _ITN_DIGITS - 1)
            # (its canonical words: relax would admit the other cases' words, "двух" for "две")
            self._forms[key] = pynini.invert(pynini.compose(
                below | "0", self.lang.cover(form, _ITN_DIGITS)))
        return self._forms[key]

    def denominator(self, form: str, ending: str) -> pynini.Fst:
        named = (pynini.string_map([(pynini.escape(name), pynini.escape(d))
                                    for name, d in self.names]) if self.names else None)
        if form == _NAME:
            return named if named is not None else pynini.Fst()
        if form not in self._forms:
            # (no zero said in an ordinal's form: es "mil cero" is no 1000/0)
            below = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT, 0, 3)
            # config itn_fraction_by_name_only (es 2 3: "cuatro segundos" is no 4/2)
            by_name = self.lang.setting("itn_fraction_by_name_only").split()
            if by_name:
                below = pynini.difference(below, pynini.union(*by_name))
            reading = pynini.compose(below, self.lang.cover(form))  # (below 10**4)
            self._forms[form] = spoken(self.lang, reading) if form else self._plain()
        by_form = (pynini.accep("", weight=_BY_FORM) + self._forms[form]
                   + delete(pynini.escape(ending.lower())))
        return by_form if named is None else pynini.union(named, by_form)

    def _names_after(self, numerator: str) -> pynini.Fst:
        """The names fractions.tsv gives the denominator after this numerator only."""
        after = ("", "itn") if numerator == "1" else (numerator,)  # (D@itn: a name after 1)
        names = [(key.partition("@")[0], name.lower())
                 for key, name in load_fraction_names(self.lang.code).items()
                 if key.partition("@")[2] in after]
        return pynini.string_map([(pynini.escape(name), pynini.escape(d))
                                  for d, name in names]) if names else pynini.Fst()

    def template(self, template: str, numerator: str | None,
                 pattern: str = "", cell: pynini.Fst | None = None) -> pynini.Fst | None:
        """A template of N/D (for this numerator, or any; or those matching `pattern`) as said
        -> "N/D" ("D|N" where D comes first); a template of D alone says the numerator by its
        names (ar ثلثين 2/3)."""
        slots = list(_SLOT.finditer(template))
        kinds = [m.group(1) for m in slots]
        if kinds not in (["n", "d"], ["d", "n"], ["d"]) or (kinds == ["d"] and not numerator):
            return None
        fst, pos = insert(f"{numerator}/") if kinds == ["d"] else pynini.accep(""), 0
        for i, match in enumerate(slots):
            fst += _spoken_text(self.lang, template[pos:match.start()])
            if match.group(1) == "n":
                number = self.number()
                if self.lang.setting("itn_fraction_numerator_form") == "yes":
                    number = self.numerator(match.group(2) or "")
                if numerator:
                    number = pynini.compose(number, pynini.accep(numerator))
                elif pattern:
                    number = pynini.compose(number, pattern_acceptor(pattern))
                elif cell is not None:
                    number = pynini.compose(number, cell)
                fst += number
            elif kinds == ["d"]:
                fst += self._names_after(numerator)
            elif (self.lang.setting("fraction_unnamed") and not _if_spaced(self.lang)
                  and template != self.lang.setting("fraction_unnamed")):
                # (ar: a number is no name; N على D reads it)
                fst += self.denominator(_NAME, "")
            else:
                fst += self.denominator(match.group(2) or "", match.group(3) or "")
            if i == 0 and len(slots) == 2:
                fst += insert("/" if kinds[0] == "n" else _REVERSED)
            pos = match.end()
        return fst + _spoken_text(self.lang, template[pos:])

    def fraction(self) -> pynini.Fst:
        lang = self.lang
        templates = [(value, key.partition("@")[2]) for key, value in lang.data.config.items()
                     if regex.fullmatch(r"fraction@[0-9]+", key)]
        # (config fraction_named: the names after 1 alone, lt "pusė" 1/2)
        templates += [(lang.setting("fraction_named"), "1"),
                      (lang.setting("fraction_unnamed"), None)]
        templates += [(t.strip(), None) for t in lang.setting("itn_fraction_spoken").split(";")]
        parts = [fst for text, numerator in templates if text
                 if (fst := self.template(text, numerator)) is not None]
        # config fraction: any numerator; with itn_fraction_numerator_form, only those no
        # fraction@N or fraction@PATTERN template takes (lt "du ... ketvirtųjų" is no 2/D: *2
        # says "dvi ketvirtosios")
        cell = None
        if lang.setting("itn_fraction_numerator_form") == "yes":
            taken = [pattern_acceptor(p) for p, _ in _patterned(lang, "fraction")]
            taken += [pynini.accep(n) for _, n in templates if n]
            cell = pynini.difference(pattern_acceptor("*"), pynini.union(*taken)).optimize() \
                if taken else None
        if (fst := self.template(lang.setting("fraction"), None, "", cell)) is not None:
            parts.append(fst)
        # (the numerators a `fraction@PATTERN` template is for: ru "двадцать одна сотая")
        parts += [fst for pattern, text in _patterned(lang, "fraction")
                  if (fst := self.template(text, None, pattern)) is not None]
        alone = [(name, d) for name, d in self.names
                 if name in lang.setting("itn_fraction_alone").lower().split()]
        if alone:
            parts.append(pynini.string_map([(pynini.escape(name), pynini.escape(f"1/{d}"))
                                            for name, d in alone]))
        out = pynini.union(*parts)
        zeros = lang.setting("itn_fraction_compound_ordinals")
        if zeros.isdigit() and int(zeros) > 0:
            out = pynini.compose(out, pynini.difference(SIGMA, _compound_ordinal(int(zeros))))
        return out

    def whole(self) -> pynini.Fst:
        """A whole number and the words before its fraction as said -> the number and what
        ITN writes between them (config itn_fraction_written); the fraction follows."""
        lang = self.lang
        said = [_whole_template(lang, joiner, template)
                for template in ["", *(value for _, value in _patterned(lang, "fraction_whole"))]
                for joiner in ["", *_joiners(lang)]]
        for extra in lang.setting("itn_fraction_whole_spoken").split(";"):
            if extra.strip():
                said.append(_whole_template(lang, "", extra.strip()))
        if any(after for _, _, after in said):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: a whole number's template "
                               "ends with the fraction ({f})")
        words = pynini.union(*[_spoken_text(lang, b) for b, _, _ in said])
        joined = pynini.union(*[_spoken_text(lang, m) for _, m, _ in said])
        between = written_whole(lang)[1]
        # (a cost: where the words run together, 十二分之五 is no 10 and 5/2)
        return (pynini.accep("", weight=_WHOLE) + words + self.number() + joined
                + insert(pynini.escape(between)))


_WHOLE = 0.1
# ITN: every fraction said, those of itn_fraction_keep too (a unit's "y medio": measure.py)
ANY_FRACTION = "FRACTION@any"


def _compound_ordinal(least: int) -> pynini.Fst:
    """"N/D" where N ends in K zeros (K >= `least`) and D has at most K digits: said, the
    numerator and the denominator's ordinal are one compound ordinal (ru "двадцать вторая"
    22-я, "тысяча девятьсот двадцатых" 1920-х), which config `itn_fraction_compound_ordinals`
    (`least`) leaves to ORDINAL."""
    nonzero = pynini.difference(DIGIT, "0")
    # (DIGIT{0,k-1} spelled out: pynini reads an upper bound of 0 as none)
    return minimal_dfa(pynini.union(*[pynini.closure(DIGIT) + nonzero + "0" * k + "/" + nonzero
                                      + pynini.union("", *[DIGIT ** i for i in range(1, k)])
                                      for k in range(least, _ITN_DIGITS + 1)]).optimize())


def written_whole(lang: Language) -> tuple[str, str, str]:
    """How ITN writes a whole number and a fraction (config `itn_fraction_written`, `{w}`,
    the text between, `{f}`): ("", the text between, "")."""
    written = lang.setting("itn_fraction_written", "{w} {f}")
    match = regex.fullmatch(r"\{w\}(.*)\{f\}", written)
    if match is None:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_fraction_written is not "
                           f"{{w}}...{{f}}: {written!r}")
    return "", match.group(1), ""


def itn(lang: Language):
    written_whole(lang)  # (a bad config fails now)
    if not has_fractions(lang) and not mixed_fraction.rows(lang):
        return class_module([], {})

    def said(g) -> pynini.Fst:
        mixed = mixed_fraction.fractions(lang, g.get(_NUMBER),
                                         written_whole(lang))
        if not has_fractions(lang):
            return lang.spoken_sign() + mixed
        pieces = _Spoken(lang, g)
        fraction = pieces.fraction()
        # (config itn_mixed_after_whole: jv "loro telung prapat" 2 3/4)
        after = mixed_fraction.after_whole(lang)
        return lang.spoken_sign() + pynini.union(
            pynini.closure(pieces.whole(), 0, 1) + fraction, *([mixed] if mixed else []),
            *([pieces.whole() + after] if after else []))

    def build(g) -> pynini.Fst:
        fst = g.get(ANY_FRACTION)
        if not has_fractions(lang):
            return fst
        keep = [k.strip().lower() for k in lang.setting("itn_fraction_keep").split(";")]
        # (`*words`: any run said before those words, he `* וחצי`: "שתיים וחצי" is a time too)
        kept = [SIGMA + pynini.escape(k[1:]) if k.startswith("*") else pynini.escape(k)
                for k in keep if k]
        percent = lang.setting("percent").lower()
        if percent.startswith("{n} ") and "{" not in percent[4:]:
            # a fraction said as the language says a percentage is one (MEASURE reads it:
            # vi "ba mươi phần trăm" 30%, not 30/100)
            kept.append(SIGMA + pynini.escape(percent[3:]))
        if kept:
            fst = pynini.compose(pynini.difference(SIGMA, pynini.union(*kept)), fst)
        return fst

    return class_module([Rule("FRACTION", r"\w", "FRACTION")],
                        {"FRACTION": build, ANY_FRACTION: said,
                         _NUMBER: lambda g: mixed_fraction.below(g, _ITN_DIGITS)})
