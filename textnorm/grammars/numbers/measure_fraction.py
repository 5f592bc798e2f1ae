"""MEASURE of a fraction (TN): a common fraction, alone or after a whole number, and a unit of
units.tsv after it: fr "1 1/2 kg" -> "un kilogramme et demi", "3/4 kg" -> "trois quarts de
kilogramme", "1/2 l" -> "un demi-litre"; es "1 1/2 h" -> "una hora y media"; lt "1/2 kg" ->
"pusė kilogramo", "2 1/2 val." -> "dvi ir pusė valandos". The spans are MEASURE in every
language: a fraction of a unit is a quantity of it, as "2,5 kg" is (Sproat & Jaitly's class).

The fractions are N/D with 0 < N < D <= 10 and the vulgar fraction characters (½ ¾ ...), as
measures write them, after an optional whole number; with config `measure_fraction_any yes`,
every fraction FRACTION reads (its rule: a sign, any N/D; lt; zh, ja, ko "25/100kg", a unit of
letters right after it, which FRACTION's own rule refuses). Their words are FRACTION's
(common_fraction.py: its fast path and its transducer). The unit's words (`{u}`) and form are
those of one row of units.tsv: the plural category of 1's, or config `measure_fraction_unit_row`
(lt `other`: the genitive singular a decimal takes, "pusė kilogramo"); a unit said before its
number is not read here. Config, all default off (without `measure_fraction_whole` and
`measure_fraction_alone` there is no rule); `{f}` before `{u}` in a template:
- `measure_fraction_alone[@N-D[@<form>]]`: a fraction alone, `{f}` its words, `{u}` the unit's
  (fr `{f} de {u}` "trois quarts de kilogramme"; `@1-2 un demi-{u}`, for "1/2" and "½" (N-D:
  a config key takes no "/"), `@1-2@feminine` before a unit whose row has that form; lt
  `{f} {u}`);
- `measure_fraction_whole`: a whole number and a fraction: `{w}` the whole number and its unit
  as MEASURE reads them, `{f}` the fraction (fr `{w} et {f}`: "un kilogramme et demi", the unit
  after the whole number, as French says it; not with `measure_fraction_any`); without `{w}`,
  `{f}` is the whole number and the fraction as FRACTION reads them (config fraction_whole,
  fraction_whole_words) and `{u}` the unit's words (lt `{f} {u}`: "du ir pusė kilogramo");
- `measure_fraction_after_whole[@<form>]`: `N/D=words` items, the fraction's words after `{w}`
  where they differ from FRACTION's (`_` a space), for a unit whose number takes `form` (fr
  `@feminine 1/2=demie`: "une heure et demie"); without, config `fraction_after_whole`, then
  FRACTION's reading;
- `measure_fraction_words@<form>`: `word=word` items, words of `{f}` said so before a unit
  whose row has that form (lt `@feminine du=dvi pusantro=pusantros`: "2 1/2 val." dvi ir pusė
  valandos, "1 1/2 val." pusantros valandos);
- `measure_fraction_elision`: `word=elided` items, a word of a template written elided before
  a unit's words that start with a vowel or h (fr `de=d'`: "un quart d'heure").
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, NOT_SPACE, SIGMA, delete, insert
from ..base import Rule, alternation
from .common_fraction import _VULGAR_DIGITS, written_pattern
from .common_fraction import say as say_fraction
from .counted import GAP_PATTERN, CountedTable, NumberReader, gap, load_table, phrases_fst
from .counted import category as plural_category
from .language import Language, class_module
from .measure import unit_end

_NAME = "MEASURE@fraction"
_SPACES = " \u00a0\u202f"
_MAX_DENOMINATOR = 10
_WHOLE = "(?:0|[1-9][0-9]*)"  # (the whole number of a measure is small: plain digits)
_JOIN = "\x01"  # (between the unit and the fraction once reordered: never in text)
_VOWELS = "aeiouyhéèêàâîôûœ"
_ALONE = "measure_fraction_alone"
_WORDS = "measure_fraction_words@"

# written fraction -> (numerator, denominator): those read without measure_fraction_any
_LISTED = {
    f"{n}/{d}": (str(n), str(d)) for d in range(2, _MAX_DENOMINATOR + 1) for n in range(1, d)
}
_LISTED.update({ch: tuple(value.split("/")) for ch, value in _VULGAR_DIGITS.items()})


def _pairs(lang: Language, key: str) -> dict[str, str]:
    return dict(lang.setting_pairs(key, "N/D=words", spaced=True))


class _Words:
    """The words of a language's measures of a fraction (the fast path's and the
    transducer's: both read them here)."""

    def __init__(self, lang: Language, table: CountedTable):
        self.lang, self.table = lang, table
        self.row = lang.setting("measure_fraction_unit_row") or plural_category(lang, "1")
        self.whole = lang.setting("measure_fraction_whole")
        self.alone = lang.setting(_ALONE)
        self.elision = dict(lang.setting_pairs("measure_fraction_elision", "word=elided"))
        self.changes = {
            key.removeprefix(_WORDS): dict(lang.setting_pairs(key, "word=word"))
            for key in lang.data.config
            if key.startswith(_WORDS)
        }
        # the alone templates of one fraction: N-D -> the forms they are for ("" any)
        self.of_fraction: dict[str, list[str]] = {}
        for key in lang.data.config:
            if key.startswith(_ALONE + "@"):
                fraction, _, form = key.removeprefix(_ALONE + "@").partition("@")
                self.of_fraction.setdefault(fraction, []).append(form)
        # the units read: those said after their number
        self.units = {
            key: phrase.after.strip()
            for key in table.keys
            if (phrase := table.phrase(key, self.row)) is not None
            and not phrase.before
            and phrase.after.strip()
        }

    def form(self, unit: str) -> str:
        phrase = self.table.phrase(unit, self.row)
        return phrase.form if phrase else ""

    def changed(self, said: str, form: str) -> str:
        """`said` with config measure_fraction_words@<form>'s words changed."""
        changes = self.changes.get(form)
        return " ".join(changes.get(w, w) for w in said.split(" ")) if changes else said

    def after_whole(self, numerator: str, denominator: str, form: str) -> str | None:
        key = f"{numerator}/{denominator}"
        for setting in (
            f"measure_fraction_after_whole@{form}",
            "measure_fraction_after_whole",
            "fraction_after_whole",
        ):
            said = _pairs(self.lang, setting).get(key) if form or "@" not in setting else None
            if said:
                return said
        return say_fraction(self.lang, numerator, denominator)

    def alone_template(self, written: str, form: str) -> str:
        """The template of the fraction `written` alone ("1/2", "½": its N-D template)."""
        fraction = _VULGAR_DIGITS.get(written, written).replace("/", "-")
        return (
            self.lang.setting(f"{_ALONE}@{fraction}@{form}")
            or self.lang.setting(f"{_ALONE}@{fraction}")
            or self.alone
        )

    def elided(self, template: str, unit: str) -> str:
        """`template` with the words of config measure_fraction_elision elided before the
        unit, where its words start with a vowel or h."""
        if self.units[unit][:1].lower() in _VOWELS:
            for word, elided in self.elision.items():
                template = regex.sub(rf"(?<!\w){regex.escape(word)} (?=\{{u\}})", elided, template)
        return template


def _render(template: str, fraction: str, unit: str) -> str:
    return template.replace("{f}", fraction).replace("{u}", unit)


def tn(lang: Language, decimals, fractions):
    """`decimals`, `fractions`: the DECIMAL and FRACTION class modules (decimal.tn,
    common_fraction.tn), whose fast paths read the numbers of `{w}` and the fractions."""
    table = load_table(lang, "units.tsv")
    words = _Words(lang, table)
    if not words.units or not (words.whole or words.alone) or not fractions.RULES:
        return class_module([], {})
    every = lang.setting("measure_fraction_any") == "yes"
    for template in (
        words.whole,
        words.alone,
        *(lang.setting(k) for k in lang.data.config if k.startswith(_ALONE + "@")),
    ):
        if "{u}" in template.partition("{f}")[0] and "{f}" in template:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: {template!r}: {{u}} before {{f}}")
    if every and "{w}" in words.whole:
        raise LexiconError(
            f"{lang.code}/numbers/config.tsv: measure_fraction_whole {{w}} "
            "takes the listed fractions only (not measure_fraction_any)"
        )
    w = lang.written
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"])
    read = fractions.FAST_PATHS["FRACTION"]
    units = alternation(list(words.units))
    vulgar = "".join(_VULGAR_DIGITS)
    # (a unit before "/" is read, as MEASURE reads it: "2 kg/m", "1/2 kg/m")
    after = unit_end(lang)
    if every:  # (FRACTION's, but before a unit: zh "1/2kg", where FRACTION reads no letter after)
        parse = regex.compile(written_pattern(lang, end=False))
        fraction = regex.sub(r"\(\?P<\w+>", "(?:", parse.pattern)
    else:
        listed = "(?:" + alternation(list(_LISTED)) + ")"
        spaced = f"{_WHOLE}[{_SPACES}]+(?=\\d)|{_WHOLE}(?=[{vulgar}])"
        parts = [f"(?:{spaced}){listed}"] if words.whole else []
        parts += [listed] if words.alone else []
        fraction = rf"{w.before}(?<![/\d])(?:{'|'.join(parts)})(?![/\d])"
        parse = regex.compile(
            rf"(?:(?P<whole>{_WHOLE})[{_SPACES}]*)?(?:(?P<n>[0-9]+)/(?P<d>[0-9]+)|(?P<v>[{vulgar}]))"
        )
    pattern = rf"{fraction}{GAP_PATTERN}{units}{after}"
    split = regex.compile(rf"(?P<fraction>.+?){GAP_PATTERN}(?P<unit>{units})")
    before_w, between, after_f = _split(words.whole)

    def fast(span: str) -> str | None:
        match = split.fullmatch(span)
        written = match and parse.fullmatch(match["fraction"])
        if not written:
            return None
        unit, form = match["unit"], words.form(match["unit"])
        if written["v"]:
            numerator, denominator = _VULGAR_DIGITS[written["v"]].split("/")
        else:
            numerator, denominator = written["n"], written["d"]
            if not every and f"{numerator}/{denominator}" not in _LISTED:
                return None
        if written["whole"] is None:
            template = words.alone_template(match["fraction"], form)
        else:
            template = words.whole
        if not template:
            return None
        if "{w}" in template:  # (the unit after the whole number: MEASURE's reading)
            category = reader.category(written["whole"])
            phrase = category and table.phrase(unit, category)
            number = phrase and reader.say(written["whole"], phrase.form)
            said = number and words.after_whole(numerator, denominator, phrase.form)
            if not said:
                return None
            return f"{before_w}{phrase.say(number)}{between}{words.changed(said, form)}{after_f}"
        said = read(match["fraction"])
        if said is None:
            return None
        template = words.elided(template, unit)
        return _render(template, words.changed(said, form), words.units[unit])

    def build(g) -> pynini.Fst:
        reading = g.get("FRACTION")
        spaces = pynini.union(*_SPACES)
        listed = pynini.union(*[pynini.escape(f) for f in _LISTED])
        digits = pynini.union("0", pynini.difference(DIGIT, "0") + pynini.closure(DIGIT))
        if every:  # (a whole number: digits, then a space, a joiner or a vulgar fraction)
            joiners = [pynini.escape(j) for j in lang.setting("fraction_joiners").split()]
            between = pynini.union(" ", "\u00a0", *joiners, *vulgar)
            whole = (SIGMA + DIGIT + between + SIGMA).optimize()
            alone = pynini.difference(SIGMA, whole)
        else:
            whole = digits + pynini.closure(spaces) + listed
            alone = listed
        # the units by their form and by whether a template's words are elided before them
        groups: dict[tuple[str, bool], list[str]] = {}
        for unit, said in words.units.items():
            elides = bool(words.elision) and said[:1].lower() in _VOWELS
            groups.setdefault((words.form(unit), elides), []).append(unit)
        out = []
        for (form, _), keys in sorted(groups.items()):
            unit_fst = gap() + pynini.union(
                *[delete(pynini.escape(k)) + insert(pynini.escape(words.units[k])) for k in keys]
            )
            cells = _cells(words, form, alone, whole, every)
            changes = words.changes.get(form)
            for inputs, template in cells:
                template = words.elided(template, keys[0])
                said = reading if inputs is None else pynini.compose(inputs, reading)
                if changes:
                    said = pynini.compose(said, _changed(changes))
                out.append(_template_fst(template, said, unit_fst))
        if "{w}" in words.whole:
            out += _with_whole(words, reader, g, table, spaces)
        if not out:
            return pynini.Fst()
        fst = pynini.union(*out).optimize()
        if every and w.native_digits:  # (FRACTION's fast path reads native digits: zh "１/２")
            native = [(pynini.escape(k), v) for k, v in sorted(w.native_digits.items())]
            fst = pynini.compose(pynini.cdrewrite(pynini.string_map(native), "", "", SIGMA),
                                 fst).optimize()
        return fst

    return class_module([Rule("MEASURE", pattern, _NAME)], {_NAME: build}, {_NAME: fast})


def _cells(words: _Words, form: str, alone: pynini.Fst, whole: pynini.Fst, every: bool):
    """(the written fractions, None for all FRACTION reads; template) of a unit of `form`:
    the alone templates of one fraction (`@N-D`), of the other fractions alone, and the whole
    number's without `{w}` (with measure_fraction_any, one cell where they are the same)."""
    cells, taken = [], []
    for fraction, forms in words.of_fraction.items():
        if "" not in forms and form not in forms:
            continue
        numerator, _, denominator = fraction.partition("-")
        written = [f"{numerator}/{denominator}"]
        written += [v for v, nd in _VULGAR_DIGITS.items() if nd == written[0]]
        accepted = pynini.union(*[pynini.escape(f) for f in written])
        taken.append(accepted)
        cells.append((pynini.intersect(accepted, alone), words.alone_template(written[0], form)))
    if every and words.alone and words.whole == words.alone and not taken:
        return [(None, words.alone)]  # (lt `{f} {u}`: every fraction FRACTION reads)
    if words.alone:
        cells.append(
            (pynini.difference(alone, pynini.union(*taken)) if taken else alone, words.alone)
        )
    if words.whole and "{w}" not in words.whole:
        cells.append((whole, words.whole))
    return cells


def _template_fst(template: str, said: pynini.Fst, unit: pynini.Fst) -> pynini.Fst:
    """The written fraction and unit (a gap between) -> the template with `said`'s words
    for `{f}` (the fraction deleted where it has none) and `unit`'s for `{u}`."""
    if "{f}" in template:
        before, _, rest = template.partition("{f}")
        fraction = insert(pynini.escape(before)) + said
    else:
        rest, fraction = template, delete(pynini.project(said, "input"))
    between, found, end = rest.partition("{u}")
    if not found:  # (no unit's words: the unit deleted)
        unit = delete(pynini.project(unit, "input"))
    return fraction + insert(pynini.escape(between)) + unit + insert(pynini.escape(end))


def _with_whole(words: _Words, reader: NumberReader, g, table: CountedTable, spaces):
    """`measure_fraction_whole` with `{w}`: "W F U" -> "W U<join>F" (a finite reordering),
    then MEASURE's "W U" and the fraction's words for the unit's form."""
    before_w, between, after_f = _split(words.whole)
    opt_gap = pynini.closure(spaces, 0, 1)
    reorder = pynini.union(
        *[
            pynini.cross(
                pynini.escape(f) + opt_gap + pynini.escape(u), pynini.escape(u + _JOIN + f)
            )
            for f in _LISTED
            for u in words.units
        ]
    )
    digits_gap = pynini.union(
        "0", pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
    ) + pynini.closure(delete(spaces))
    by_form: dict[str, list[str]] = {}
    for u in words.units:
        by_form.setdefault(words.form(u), []).append(u)
    readers = []
    for form, keys in sorted(by_form.items()):
        said = [
            (pynini.escape(f), pynini.escape(words.changed(s, form)))
            for f, (n, d) in _LISTED.items()
            if (s := words.after_whole(n, d, form))
        ]
        if not said:
            continue
        measure = phrases_fst(reader, g, table, keys, lambda key: delete(pynini.escape(key)), 0)
        readers.append(
            insert(pynini.escape(before_w))
            + measure
            + delete(_JOIN)
            + insert(pynini.escape(between))
            + pynini.string_map(said)
            + insert(pynini.escape(after_f))
        )
    if not readers:
        return []
    return [pynini.compose((digits_gap + reorder).optimize(), pynini.union(*readers).optimize())]


def _changed(changed: dict[str, str]) -> pynini.Fst:
    """Words said -> those of `changed` changed (whole words: between spaces; any other
    word kept, a scale's too: "tūkstantis")."""
    word = pynini.union(
        pynini.string_map([(pynini.escape(a), pynini.escape(b)) for a, b in changed.items()]),
        pynini.difference(
            pynini.closure(NOT_SPACE, 1), pynini.union(*[pynini.escape(a) for a in changed])
        ),
    )
    return (word + pynini.closure(" " + word)).optimize()


def _split(template: str) -> tuple[str, str, str]:
    before, _, rest = template.partition("{w}")
    between, _, after = rest.partition("{f}")
    return before, between, after
