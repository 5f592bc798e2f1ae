"""RANGE said with words around its first number, both numbers in a case (TN): lt "5–10 km"
nuo penkių iki dešimties kilometrų, "2–3 val." nuo dviejų iki trijų valandų, "5–10 metų" nuo
penkerių iki dešimties metų, "1990–1995 m." nuo tūkstantis devyni šimtai devyniasdešimtųjų iki
tūkstantis devyni šimtai devyniasdešimt penktųjų metų.

Config `range_case@<case>`: the words before and after the first number, `{a}` the number (lt
`range_case@genitive nuo {a} iki`); the sign between the numbers (-, – or —, with no space or
with a space either side: "5–10", "5 – 10") is replaced by them. The case is one of config
`case_after@<case>` (agreement.py): the second number and what follows it are read as after
one of that case's words (its rules' lookbehind takes a first number and the sign too,
`Case.lookbehind`), and the first number takes the form the thing after the second asks for
in that case: a unit's or a currency sign's row of the case (units.tsv `KEY@<case>`: "2–3 val."
dviejų, feminine), a counted word's row for the first number's plural category whose form is
of the case (counted_words.tsv, `metų@few collective-genitive`: penkerių), else the case's form
of a plain number (config case_forms@<case>). Config `range_year_form`: two years (1000-2099)
are read in that form (lt `ordinal-plural-genitive`, the year's
"m." as date.py's year_marks read it). Not after a word of any case_after: there the
preposition's case wins, the sign is kept and both numbers are read in that case, the first in
the form the thing after the second asks for ("per 5–10 min." per penkias–dešimt minučių, "iki
5–10 km" iki penkių–dešimties kilometrų, "su 2–3 val." su dviem–trimis valandomis). Nor after
a word of config `range_kept_after` (agreement.kept_after): the sign is kept and the numbers
read as they are elsewhere (ru distributive "по 5–10 км" по пять–десять километров), the first
in the gender of what follows the second, some categories in a case (RANGE@kept, kept_forms: "по
2–3 гривны" по две–три гривны, "по 1–2 км" по одному–два километра). Nor
before a counted word that is the nominative the second number agrees with (ru минуты@few,
a category other than config `range_noun_categories`): the sign is kept and both numbers take
its gender (RANGE@nominative: "2–3 минуты" две–три минуты, "1–2 недели" одна–две недели).
"""

from __future__ import annotations

from collections.abc import Container

import pynini
import regex

from ...errors import LexiconError
from ...fst import delete, insert
from ..base import Rule, alternation
from . import counted
from .agreement import (
    NOT_COUNTED,
    RANGE_SIGN,
    STEM,
    Case,
    Counted,
    after_words,
    cases,
    counted_words,
    kept_after,
    nominative_noun,
    not_after_words,
)
from .counted import load_table
from .language import Language, class_module
from .money import sign_table
from .names import pattern_acceptor

_YEAR = r"(?:1[0-9]{3}|20[0-9]{2})"
_SPLIT = regex.compile(r"(?P<a>[0-9 \u00a0]+?)[ \u00a0]?[-–—][ \u00a0]?$")


def range_case(lang: Language) -> tuple[Case, str, str] | None:
    """The case of config `range_case@<case>` and the words before and after the first number
    (the first such key; None where there is none)."""
    for key, value in sorted(lang.data.config.items()):
        if key.startswith("range_case@"):
            case = next((c for c in cases(lang) if c.name == key.partition("@")[2]), None)
            before, slot, after = value.partition("{a}")
            if case is not None and slot:
                return case, before, after if after.endswith(" ") else after + " "
    return None


def tn(lang: Language):
    found = range_case(lang)
    if found is None:
        return class_module([], {})
    case, before, after = found
    w = lang.written
    words = [word for c in cases(lang) for word in c.words] + kept_after(lang)
    guard = not_after_words(words) if words else ""
    number = w.number_pattern
    names = [c for c in counted.categories(lang) if c != counted.OTHER]
    nominative_forms = _nominatives(lang, case, names)
    groups = _followers(lang, case, names, skipped=nominative_forms)
    rules, builders, fast_paths = [], {}, {}
    # (not one of three numbers, "5-10-15"; not after a minus, "-5–10")
    head = rf"{guard}{w.before}(?<![-–—])"
    end = r"(?![-–—/]?\d)"
    # (not before a word of another case: "3-4 kartus", accusative, is left to the other rules)
    other = _other(lang, groups)
    year_form = lang.setting("range_year_form")
    if year_form:
        name = "RANGE@years"
        rules.append(
            Rule("RANGE", rf"{head}{_YEAR}{RANGE_SIGN}(?={_YEAR}{end}{w.after}{other})", name)
        )
        builders[name], fast_paths[name] = _first(
            lang, {c: year_form for c in names}, before, after, years=True
        )
        name = "RANGE@years-second"
        rules.append(
            Rule(
                "RANGE",
                rf"(?<={guard}(?<![\w.,/\-–—]){_YEAR}{RANGE_SIGN}){_YEAR}"
                rf"{end}{w.after}{other}",
                name,
            )
        )
        builders[name] = lambda g: pynini.compose(
            pynini.compose(w.plain_digits, pattern_acceptor("1xxx") | pattern_acceptor("20xx")),
            lang.reading(year_form),
        )
        fast_paths[name] = lambda span: lang.say(span, year_form) if _year(span) else None
    plain_form = case.forms.get("", case.name)
    ranges = [(f"RANGE@{case.name}", head, groups, plain_form, before, after, False)]
    nominatives: dict[tuple, list[str]] = {}
    for word, form in nominative_forms.items():
        nominatives.setdefault(tuple((c, form) for c in names), []).append(word)
    ranges.append(("RANGE@nominative", head, nominatives, None, "", "", True))
    # after a preposition, the sign kept: the first number in the preposition's case, in the
    # form the thing after the second asks for (the second: Case.lookbehind); first where a
    # noun of config case_before_counted@<case> follows, in that case (lt "po 2–3 metų" po
    # dvejų–trejų metų, 'after'; agreement.py)
    for governing in cases(lang):
        if governing.forms.get("") is None:
            continue
        followers = _followers(lang, governing, names, governed=True)
        for i, (word, nouns) in enumerate(
            lang.setting_pairs(f"case_before_counted@{governing.name}", "word=nouns")
        ):
            said = set(nouns.split(","))
            # (and the units said as one of the nouns in the case: "po 2–3 val.")
            units = governing.table(load_table(lang, "units.tsv"), names)
            chosen = said | {
                key
                for key, phrases in units.rows.items()
                if any(p.after.strip() in said for p in phrases.values())
            }
            grouped = {
                forms: mine
                for forms, keys in followers.items()
                if (mine := [k for k in keys if k in chosen])
            }
            ranges.insert(
                1,
                (
                    f"RANGE@before-{governing.name}-{i}",
                    rf"{after_words([word])}{w.before}",
                    grouped,
                    None,
                    "",
                    "",
                    True,
                ),
            )
        if governing.words:
            ranges.append(
                (
                    f"RANGE@after-{governing.name}",
                    rf"{after_words(list(governing.words))}{w.before}",
                    followers,
                    governing.forms[""],
                    "",
                    "",
                    True,
                )
            )
    kept = kept_after(lang)
    if kept:  # (config range_kept_after: the first number in its follower's form, no case)
        ranges.append(("RANGE@kept", rf"{after_words(kept)}{w.before}", _kept_followers(
            lang, names), None, "", "", True))
    # before a word with a counted ending (counted_words.tsv `-ending`), the sign kept, both
    # numbers in the ending's case, whatever comes before ("с 3–5 детьми" с тремя–пятью детьми)
    for i, (forms, endings) in enumerate(_ending_groups(lang, names)):
        name = f"RANGE@ending-{i}"
        rules.append(
            Rule(
                "RANGE",
                rf"{w.before}(?<![-–—]){number}{RANGE_SIGN}(?={number}{end}[ \u00a0]+"
                rf"{endings}(?!\w))",
                name,
            )
        )
        builders[name], fast_paths[name] = _first(lang, forms, "", "", sign=True)
    for prefix, start, grouped, plain, said_before, said_after, sign in ranges:
        for i, (forms, keys) in enumerate(sorted(grouped.items())):
            name = f"{prefix}-{i}"
            rules.append(
                Rule(
                    "RANGE",
                    rf"{start}{number}{RANGE_SIGN}(?={number}{end}[ \u00a0]?"
                    rf"{alternation(keys)}(?![\w'\u2019]))",
                    name,
                )
            )
            builders[name], fast_paths[name] = _first(
                lang, dict(forms), said_before, said_after, sign=sign
            )
        if plain is None:  # (only before its nouns)
            continue
        rest, agree = other, nominative_noun(lang)
        if prefix != ranges[0][0]:
            rest, agree = _other(lang, grouped), ""
        rules.append(
            Rule(
                "RANGE",
                rf"{start}{number}{RANGE_SIGN}(?={agree}{number}{end}{w.after}{rest})",
                prefix,
            )
        )
        builders[prefix], fast_paths[prefix] = _first(
            lang, {c: plain for c in names}, said_before, said_after, sign=sign
        )
    return class_module(rules, builders, fast_paths)


def _other(lang: Language, groups: dict[tuple, list[str]]) -> str:
    """Not before a unit or counted word of no group (of another case: "3-4 kartus",
    accusative, is left to the other rules)."""
    followed = {key for keys in groups.values() for key in keys}
    others = [
        k for k in [*load_table(lang, "units.tsv").keys, *counted_words(lang)] if k not in followed
    ]
    return rf"(?![ \u00a0]?{alternation(others)}(?![\w'\u2019]))" if others else ""


def kept_forms(lang: Language, forms: dict[str, str]) -> dict[str, str]:
    """A range's first number's form per plural category after a word of config
    `range_kept_after`: `forms`, the gender the thing after the second asks of a number of
    each category, in case C for the categories of config `range_kept_case@C` (the gender's
    form in case_forms@C, else the case's plain form: ru `@dative one`, distributive по, "по
    1–2 км" по одному–два километра; money_ranges.py reads "по $1-2" so too)."""
    in_case = {}
    for key, value in lang.data.config.items():
        if key.startswith("range_kept_case@"):
            case = next((c for c in cases(lang) if c.name == key.partition("@")[2]), None)
            if case is None:
                raise LexiconError(f"{lang.code}/numbers/config.tsv: {key}: no case_after@ "
                                   "of that case")
            in_case.update((c, case) for c in value.split())
    return {c: in_case[c].forms.get(f, in_case[c].forms.get("", f)) if c in in_case else f
            for c, f in forms.items()}


def _kept_followers(lang: Language, names: list[str]) -> dict[tuple, list[str]]:
    """What may follow the second number of a range after a word of config `range_kept_after`,
    grouped by the first number's form per plural category: the gender the unit, currency sign
    or counted word asks of a number (its row's form for the category; a counted word's first
    row of a form in no case: "по 2–3 гривны" по две–три гривны, "по 2–3 т" по две–три тонны),
    in a case for some categories (kept_forms: "по 1–2 недели" по одной–две недели); none that
    reads every number plain (CARDINAL reads it: "по 5–10 км" по пять–десять километров)."""
    followers: dict[str, dict[str, str]] = {}
    for table in (load_table(lang, "units.tsv"), sign_table(lang)):
        for key in table.keys:
            followers[key] = table.forms(key, names)
    for word, rows in counted_words(lang).items():
        if word in followers or any(c and c not in names for c, _ in rows):
            continue  # (a word with a digit pattern's rows: the pattern may take the number)
        gender = next((f for _, f in rows if f != NOT_COUNTED
                       and not _CASE_NAMES & set(f.split("-"))), None)
        if gender is not None:  # (not a word of a case alone: "неделю")
            followers[word] = {c: gender for c in names}
    groups: dict[tuple, list[str]] = {}
    for key, forms in followers.items():
        forms = kept_forms(lang, forms)
        if any(forms.values()):
            groups.setdefault(tuple(sorted(forms.items())), []).append(key)
    return groups


# the names of cases a form's name may hold (lt collective-genitive, ru genitive-feminine)
_CASE_NAMES = frozenset(
    "nominative genitive dative accusative instrumental locative prepositional".split()
)


def _in_case(lang: Language, case: Case, form: str) -> str | None:
    """`form` (a counted word's, of another case) as `case` has it: its other parts in the
    case (case_forms@<case>, else `<parts>-<case>`: lt collective-genitive -> collective-
    accusative, "per 5–10 metų" per penkerius–dešimt metų; ru feminine -> accusative-
    feminine, "на 2–3 недели" на две–три недели); None where the case has no such form."""
    kind = "-".join(part for part in form.split("-") if part not in _CASE_NAMES)
    if kind in case.forms:
        return case.forms[kind]
    named = f"{kind}-{case.name}" if kind else case.name
    return named if named in lang.data.forms else None


def _followers(
    lang: Language, case: Case, names: list[str], governed: bool = False,
    skipped: Container[str] = (),
) -> dict[tuple, list[str]]:
    """What may follow the second number (units, currency signs, counted words but those
    `skipped`), grouped by the first number's form per plural category in `case` (`governed`:
    after the case's preposition, where the counted word's own form of another case is put in
    the case)."""
    plain_form = case.forms.get("", case.name)
    followers: dict[str, dict[str, str]] = {}
    for table in (load_table(lang, "units.tsv"), sign_table(lang)):
        in_case = case.table(table, names)
        for key in in_case.keys:
            forms = in_case.forms(key, names)
            if forms:
                followers.setdefault(key, forms)
    for word, rows in counted_words(lang).items():
        if word in skipped:
            continue
        forms = {}
        for c in names:
            form = next((f for cat, f in rows if cat == c), None)
            if form is not None and case.name in form.split("-"):
                forms[c] = form
            elif form not in (None, NOT_COUNTED) and governed:
                forms[c] = _in_case(lang, case, form) or case.forms.get("", case.name)
        if forms and word not in followers:
            followers[word] = {c: forms.get(c, plain_form) for c in names}
    groups: dict[tuple, list[str]] = {}
    for key, forms in followers.items():
        groups.setdefault(tuple(sorted(forms.items())), []).append(key)
    return groups


def _nominatives(lang: Language, case: Case, names: list[str]) -> dict[str, str]:
    """Counted words that are the nominative a number of a plural category other than config
    `range_noun_categories` agrees with (ru минуты@few feminine) -> that form. A bare range
    does not read them in its case ("2–3 минуты" is no "от двух до трёх минут"): its sign is
    kept and the first number takes the nominative's form too (две–три минуты, одна–две
    недели; the second is the counted word's, agreement.py)."""
    kept = lang.setting("range_noun_categories").split()
    out = {}
    for word, rows in counted_words(lang).items() if kept else ():
        form = next((f for c, f in rows if c in names and c not in kept and f != NOT_COUNTED
                     and case.name not in f.split("-")), None)
        if form is not None:
            out[word] = form
    return out


def _ending_groups(lang: Language, names: list[str]) -> list[tuple[dict[str, str], str]]:
    """The endings of counted_words.tsv grouped by the form of a range's first number per
    plural category, and a regex of the words with them: a category's row, or where it is
    `-` (a plural noun is not counted by one) the ending's plain row ("с 1–2 детьми" с
    одним–двумя детьми)."""
    words = Counted(lang)
    groups: dict[tuple, list[str]] = {}
    for ending, rows in words.endings.items():
        plain = next((f for cat, f in rows if not cat and f != NOT_COUNTED), None)
        forms = {}
        for c in names:
            form = next((f for cat, f in rows if cat in ("", c)), None)
            form = plain if form == NOT_COUNTED else form
            if form is not None:
                forms[c] = form
        if forms:
            groups.setdefault(tuple(sorted(forms.items())), []).append(ending)
    stem = f"[{regex.escape(words.letters)}]{{{STEM},}}"
    return [
        (dict(forms), f"{stem}{alternation(endings)}") for forms, endings in sorted(groups.items())
    ]


def _year(span: str) -> bool:
    return regex.fullmatch(_YEAR, span) is not None


def _first(
    lang: Language,
    forms: dict[str, str],
    before: str,
    after: str,
    years: bool = False,
    sign: bool = False,
):
    """(builder, fast path) of the first number and the sign: the words before, the number in
    the form of its plural category, the words after (`sign`: and the sign as written)."""
    w = lang.written

    def fast(span: str) -> str | None:
        match = _SPLIT.fullmatch(span)
        digits = match and w.ascii_number(match["a"])
        if not digits or (years and not _year(digits)):
            return None
        form = forms.get(counted.category(lang, digits))
        said = None if form is None else lang.say(digits, form)
        if said is not None and sign:
            said += span[match.end("a") :]
        return None if said is None else f"{before}{said}{after}"

    def numbers() -> pynini.Fst:
        digits = w.plain_digits
        if years:
            digits = pynini.compose(digits, pattern_acceptor("1xxx") | pattern_acceptor("20xx"))
        by_form: dict[str, list[str]] = {}  # (the categories read alike composed once)
        for c, form in forms.items():
            by_form.setdefault(form, []).append(c)

        def part(form: str, same: list[str]) -> pynini.Fst:
            return pynini.compose(
                pynini.compose(
                    digits,
                    pynini.union(*[counted.category_acceptor(lang, c) for c in same]),
                ),
                lang.reading(form),
            )

        # (a form's numbers of the same categories recur in the first ends of several
        # ranges: composed once, ru 23 first ends)
        return pynini.union(
            *[
                lang.shared(("case_ranges.part", years, form, tuple(same)),
                            lambda form=form, same=same: part(form, same))
                for form, same in sorted(by_form.items())
            ]
        ).optimize()

    def build(g) -> pynini.Fst:
        # (the first numbers of the ranges that read alike: built once)
        key = ("case_ranges", years, tuple(sorted(forms.items())))
        signs = pynini.union("-", "–", "—", *[f"{s}{d}{s}" for d in "–—" for s in " \u00a0"])
        written = signs if sign else delete(signs)
        return (
            insert(pynini.escape(before))
            + lang.shared(key, numbers)
            + written
            + insert(pynini.escape(after))
        )

    return build, fast
