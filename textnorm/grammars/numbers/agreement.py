"""A number in the case and gender its context asks for (TN): after a preposition that governs
a case (ru "около 5 км" -> "около пяти километров", lt "iki 15 valandų" -> "iki penkiolikos
valandų", "su 5 €" -> "su penkiais eurais") or before an inflected noun (lt "21 eurą" ->
"dvidešimt vieną eurą", "su 5 metais" -> "su penkeriais metais").

Cases after a word, config per case name C (any name; each case is a rule and a transducer of
its own per class), all default off:
- `case_after@C`: the words (lower case) after which a number is read in case C: CARDINAL,
  MEASURE (units.tsv) and MONEY (an integer and a currency sign) there;
- `case_forms@C`: `form=form` items, the form a number takes in case C for the form it takes
  otherwise (ru `=genitive feminine=genitive-feminine`: "5 км" пять, "около 5 км" пяти; "1 т"
  одна, "около 1 т" одной); a number whose reading takes a form not listed is not read in C
  (it is read as it is elsewhere); unset, `=C` (a plain number reads form C);
- `case_rows@C`: `category=category` items, the row of a counted table a number of a plural
  category reads in case C (ru genitive `one=few few=many many=many`: "около 1 км" одного
  километра, the genitive singular of the few row; "около 2 км" двух километров, the genitive
  plural of the many row); a category not listed (a decimal's) is not read in C;
- a counted table's own rows for the case win over case_rows: `KEY@C` (any number of no row
  of its own; decimals too, read as DECIMAL reads them) and `KEY@C-<category>` (lt
  `km@instrumental-few {n:instrumental} kilometrais`: "su 5 km" su penkiais kilometrais).
A unit or currency with no reading in C, and a number whose category has none, are left to
the classes' plain rules; decimals keep their reading, and an integer with a scale abbreviation
before a unit or currency is read whole in the case, the unit in the case's row of config
`plural_scaled` (ru "от 10 млн руб." от десяти миллионов рублей; measure.py).

The noun after the number, `counted_words.tsv` (optional): `word[@category]<TAB>form`: an
inflected noun written after the number (its ending tells its case and number) reads the
number in `form`, where the number's plural category (counted.py, config `plural`) is
`category` (any, without one), or where its digits match `category` written as a digit
pattern (scales.tsv's: digits, `x`, `*`; lt `metais@20xx ordinal-plural-locative`: "2024
metais" a year, an ordinal); patterns are tried first (the first row of the word that takes
the number decides). The word is part of the span (CARDINAL@counted), kept as written: one rule
for all of them. The category tells homographs apart: lt "valandos" is a genitive singular
after one (`valandos@one feminine-genitive`, "dvidešimt vienos valandos") and a nominative
plural after few (`valandos@few feminine`, "dvi valandos"). The counted word wins over the
preposition ("su 3 valandomis" trimis, feminine); a number whose category the word does not
take is left to the preposition, then to CARDINAL, and so is one a row of the form `-` takes
(lt `metų@2000 -`: "prieš 2000 metų" is a count of years, not the year of `metų@20xx`).
Config `counted_words_glued yes` (ko): the word may be written right on the number, and an
ending (config `glued_endings`) on the word; the reading has a space before the word (ko "5개를"
다섯 개를: the counters take the native numbers, a row `개 counter`), but in a script written
without spaces (config `word_spaces no`), where the word stays on the reading and digits may
follow it (zh "2个人" 两个人, "2万5千" 两万五千: measure words and scale words, a row `个 m`).
A range's first end before the second and its counted word or unit takes the form the word asks
for (ko "5-10개" 다섯 부터 열 개), the ends joined by a range sign (config `range_signs`) or by a
word of config `counted_range_words` (zh 到 至: "2到3个" 两到三个, "2至3天" 两至三天).
Config `case_proclitics`: one-letter words (or such words written together) written on any
word of the cases (ar و "and": "ومن 20" ومن عشرين, as "من 20"; وب "and with": "وبنسبة 5%"),
which the case's words need not list again; only the cases' words count after them.
Config `case_coordinated`: conjunctions (written on the number or apart) after which a number
that follows a case's word and a number is read in the case too, as the first (ar و: "بين 10
و20" بين عشرة و عشرين, "في 1990 و2000" في ألف وتسع مئة وتسعين و ألفين; a conjunction written
on the number is apart from its reading, as config glued_digits puts it; uk і й та: "між 5 і
10 км" між пʼятьма і десятьма кілометрами), and so on after more such numbers ("між 5 і 10 та
20 км"); the first number may be a percentage (its sign after it, or before it where config
percent_sign_before puts it there: ar "بين %10 و%20", percent.py), or have a unit or a currency
after it or a currency's sign before it (ar "بين 10 كم و20 كم", "بين $10 و$20"; uk "між $5 і
$10" між пʼятьма доларами і десятьма доларами); a first number before such a conjunction, a
second number and a counted word or unit takes the form the word asks for, as a range's first
end does (uk "за 2 і 3 години" за дві і три години; not a number of one).
Config `case_prefixes@C`: words of case C written on the number (ar ب ل ك, with و or ف before
them or a tatweel after them: "ب20%" ب عشرين في المائة, "لـ20 عامًا" لـ عشرين عامًا), read
apart from it as a conjunction of case_coordinated written on it is.
Config `unit_words_agree yes` (`unit_words`): a number before the words of a unit or currency
written out reads in the form their row gives (pt "2 mil toneladas" duas mil toneladas).
Config `range_word_case` (a case C of case_after@C): the case the range's word (config `range`,
ranges.py) governs; a range's second number (and its unit or currency) is read in it where
RANGE reads the sign as the word (ar إلى, the genitive: "1990-2000" ألف وتسع مئة وتسعون إلى
ألفين, "في 20-30 كم" في عشرين إلى ثلاثين كيلومترًا; the first end keeps its own case).
Config `case_before_counted@C` (`word=noun,noun` items): after the word, a number the counted
word after it leaves to the preposition (its category has no row) is read in case C where one
of the nouns follows, whatever case the word governs otherwise (lt `po=metų,...` genitive: "po
10 metų" po dešimties metų 'after', where po governs the accusative of "po 5 obuolius").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, insert
from ..base import Rule, alternation
from . import counted
from . import data as number_data
from .cardinal import (
    abbreviated_pattern,
    abbreviated_reading,
    abbreviations,
    fast_abbreviated,
    glued_joiner,
    signed,
)
from .counted import GAP_PATTERN, CountedTable, Phrase, load_table
from .data import optional_rows
from .decimal import counted_forms
from .language import CONFIG_SPACE, Language, class_module, config_pairs
from .money import currency_signs
from .names import NONZERO, pattern_acceptor
from .reader import digit_pattern
from .relax import scale_words
from .written import MINUS_SIGNS

_GAP = "[ \u00a0]+"
_GLUED_GAP = "[ \u00a0]*"  # (config counted_words_glued)
# a percent sign after a coordinated number ("بين 10% و20%": percent.py reads the second), or
# before it where config percent_sign_before puts it there ("بين %10 و%20")
_PERCENT_SIGN = "(?:[ \u00a0]?[%\uff05\u066a])"
_PERCENT_SIGN_BEFORE = "(?:[%\uff05\u066a][ \u00a0]?)"
_COUNTED = "CARDINAL@counted"
# a counted_words.tsv form: the numbers of the row's category or pattern are not counted by
# the word (left to a preposition before, then to CARDINAL: lt `metų@2000`, "prieš 2000 metų"
# prieš du tūkstančius metų, not the year of `metų@20xx`)
NOT_COUNTED = "-"


def after_words(words: list[str], then: str = "", glued: bool = False) -> str:
    """A lookbehind: right after one of `words` (any letter case) and a space (and what the
    pattern `then` matches); `glued`: a space or none, the word maybe run on from the text
    before it, as a script without spaces writes it (km "ម៉ោង១៤:៣០")."""
    return f"(?<={_words_before(words, glued)}{then})"


def after_words_or_range(lang: Language, words: list[str]) -> str:
    """`after_words`, or (where the language reads ranges, config `range`) right after them, a
    number with a period and a range's sign: the second end takes the first's form (de "am
    3.–5. Juni" am dritten bis fünften, "die 3.-5. Klasse" die dritte bis fünfte)."""
    word, signs = lang.range_word()
    if not word:
        return after_words(words)
    first = rf"\d{{1,2}}\.\s?{alternation(signs)}\s?"
    return f"(?:{after_words(words)}|{after_words(words, first)})"


def after_word_or_range(lang: Language, word: str) -> str:
    """A lookbehind: right after `word`, or after it and a range's first number and sign (a
    range's second number: "po 10–15 metų", case_ranges.py)."""
    ranged = rf"(?<={_words_before([word])}{lang.written.number_pattern}{RANGE_SIGN})"
    return f"(?:{after_words([word])}|{ranged})"


def _words_before(words: list[str], glued: bool = False) -> str:
    """One of `words` and a space; `_` in a word is a space (pl `o_godz.`: "o godz. 14:30");
    `glued` (`after_words`): no word boundary before it and a space or none after it."""
    start, gap = ("", _GLUED_GAP) if glued else (r"(?<!\w)", _GAP)
    return rf"{start}(?i:{alternation(words).replace(CONFIG_SPACE, _GAP)}){gap}"


# -- cases after a word ------------------------------------------------------------------------
@dataclass(frozen=True)
class Case:
    name: str
    words: tuple[str, ...]
    forms: dict[str, str]  # form elsewhere -> form in this case
    rows: dict[str, str]  # plural category -> the category of the table row read
    # lookarounds: after the first number of a range read in this case, and one after its
    # words (case_ranges.py); after a range's sign read as a word that governs the case
    # (config range_word_case)
    range_first: str = ""
    # a lookbehind: after a number read in this case and a conjunction (config case_coordinated)
    coordinated: str = ""
    # a lookbehind: right after a word of the case written on the number (config case_prefixes@C)
    prefixed: str = ""

    @property
    def lookbehind(self) -> str:
        words = after_words(list(self.words))
        others = [x for x in (self.range_first, self.coordinated) if x]
        return f"(?:{'|'.join([words, *others])})" if others else words

    @property
    def glued(self) -> str:
        """A lookbehind: where a number written right on letters is read in this case (the
        rules `-glued`, the letters apart from its reading): after a conjunction of config
        case_coordinated that follows a number read in it (ar "بين 10 و20"), or a word of
        config case_prefixes@C (ar "ب20%"); "" for neither."""
        found = [x for x in (self.coordinated, self.prefixed) if x]
        return f"(?:{'|'.join(found)})" if len(found) > 1 else "".join(found)

    def table(self, table: CountedTable, names: list[str]) -> CountedTable:
        """`table`'s readings in this case for numbers of the categories `names` (the keys
        with none left out): the key's own `KEY@C-<category>` and `KEY@C` rows, else the row
        case_rows names, its number in the form case_forms gives."""
        out = {}
        for key, phrases in table.rows.items():
            own = {
                category_name[len(self.name) + 1 :]: phrase
                for category_name, phrase in phrases.items()
                if category_name.startswith(self.name + "-")
            }
            if self.name in phrases:
                own[""] = phrases[self.name]
            for category_name in names:
                row = self.rows.get(category_name)
                phrase = row and table.phrase(key, row)
                if phrase and phrase.form in self.forms and category_name not in own:
                    own[category_name] = Phrase(
                        phrase.before, self.forms[phrase.form], phrase.after
                    )
            if own:
                out[key] = own
        return CountedTable(out)


def with_cases(lang: Language, table: CountedTable) -> CountedTable:
    """`table` and its readings in each case of config `case_after@<case>`, keyed
    `KEY@<case>` (a template's slot `{x=KEY@<case>}`, slots.py)."""
    names = list(dict.fromkeys(counted.categories(lang) + counted.categories(lang, True)))
    rows = dict(table.rows)
    for case in cases(lang):
        rows.update(
            (f"{key}@{case.name}", phrases)
            for key, phrases in case.table(table, names).rows.items()
        )
    return CountedTable(rows)


def cases(lang: Language) -> list[Case]:
    """The cases of config `case_after@<case>`, by name (the one of config `range_case@<case>`
    also after a range's first number and its sign: case_ranges.py; the one of config
    `range_word_case` after a range's sign that RANGE reads as its word, ranges.py). Made once
    per language (the classes read them many times, none changes a case: frozen, and _cases
    shares their dicts over processors already); a new list each call."""
    return list(lang.once(("cases",), lambda: tuple(_made_cases(lang))))


def _made_cases(lang: Language) -> list[Case]:
    out = _cases(lang.code)
    conjunctions = lang.setting("case_coordinated").split()
    if conjunctions:  # ("بين 10 و20": after a case's word, a number and a conjunction)
        w = lang.written
        before, after = _coordinated_signs(lang)
        # (one number and its conjunction, or more: "між 5, 10 і 20" no, "між 5 і 10 та 20")
        joined = (rf"(?:{before}?{w.number_pattern}{after}?{_GAP}"
                  rf"{alternation(conjunctions)}{_GLUED_GAP})+")
        out = [replace(case, coordinated=rf"(?<={_words_before(list(case.words))}{joined})")
               for case in out]
    out = [replace(case, prefixed=_prefixed(lang, case.name)) for case in out]
    word_case = lang.setting("range_word_case")
    if word_case:  # (ranges.py imports date.py, which imports this module)
        from .ranges import after_sign

        if word_case not in [case.name for case in out]:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: range_word_case: no "
                               f"case_after@{word_case}")

        second = after_sign(lang)
        out = [replace(case, range_first=second) if case.name == word_case else case
               for case in out]
    ranged = _range_cases(lang)
    if not ranged:
        return out
    w = lang.written
    words = [word for case in out for word in case.words] + kept_after(lang)
    guard = not_after_words(words) if words else ""
    # (not the middle of three numbers, "5-10-15")
    first = (
        rf"(?<={guard}(?<![\w.,/\-–—]){w.number_pattern}{RANGE_SIGN})"
        rf"(?!{w.number_pattern}[-–—/]\d){nominative_noun(lang)}"
    )
    # and after one of its words and a range's first number ("per 5–10 min.": case_ranges.py),
    # a decimal too where the case reads one (config decimal_counted_forms, decimal.py: ru
    # "около 1,5–2,5 км" около одной целой пяти десятых–двух целых пяти десятых километра)
    decimal_forms = counted_forms(lang)
    decimal = rf"(?:{w.decimal_pattern}{w.digit_class}+)?"
    out = [
        replace(
            case,
            range_first=rf"(?<={_words_before(list(case.words))}"
            rf"{w.number_pattern}{decimal if case.forms.get('') in decimal_forms else ''}"
            rf"{RANGE_SIGN})"
            + (f"|{case.range_first}" if case.range_first else ""),
        )
        for case in out
    ]
    return [
        replace(case, range_first=f"{first}|{case.range_first}") if case.name == ranged[0] else case
        for case in out
    ]


def _coordinated_signs(lang: Language) -> tuple[str, str]:
    """Regexes of what may be written before and after a number that a coordinated one follows
    (config case_coordinated): a currency's sign of no letters ("بين $10 و$20", "між $5 і $10")
    or a percent sign (where config percent_sign_before puts it there: "بين %10 و%20"); a
    percent sign, a unit of units.tsv or a currency's sign or code ("بين 10 كم و20 كم" بين
    عشرة كيلومترات و عشرين كيلومترًا, "між 5 км і 10 км")."""
    signs = currency_signs(lang, load_table(lang, "currencies.tsv"))
    symbols = [sign for sign in signs if not any(c.isalpha() for c in sign)]
    before = [rf"{alternation(symbols)}[ \u00a0]?"] if symbols else []
    if lang.setting("percent_sign_before") == "yes":
        before.append(_PERCENT_SIGN_BEFORE)
    units = [*load_table(lang, "units.tsv").keys, *signs]
    after = [_PERCENT_SIGN] + ([rf"[ \u00a0]?{alternation(units)}"] if units else [])
    return (f"(?:{'|'.join(before)})" if before else "(?:)"), f"(?:{'|'.join(after)})"


def _prefixed(lang: Language, name: str) -> str:
    """Config `case_prefixes@<case>`: the words of the case written on the number (ar ب "with",
    ل "for", with و or ف before them, or a tatweel after them, "بـ20%"): a lookbehind at the
    number right after one (not after another letter); "" for none."""
    words = lang.setting(f"case_prefixes@{name}").split()
    return rf"(?<=(?<!\w){alternation(words)})" if words else ""


def _range_cases(lang: Language) -> list[str]:
    """The cases of config `range_case@<case>` (case_ranges.py reads such ranges)."""
    return [key.partition("@")[2] for key in lang.data.config if key.startswith("range_case@")]


def kept_after(lang: Language) -> list[str]:
    """Config `range_kept_after`: words after which a range of config range_case keeps its
    sign, its ends read as they are elsewhere (ru distributive по: "по 5–10 км" по пять–десять
    километров, "по $10-20" по десять-двадцать долларов; case_ranges.py, money_ranges.py)."""
    return lang.setting("range_kept_after").split()


def nominative_noun(lang: Language) -> str:
    """A negative lookahead (or ""), at a bare range's second number: not a number of a plural
    category other than config `range_noun_categories` (all, unset) with a word after it, a
    noun the range does not read, which agrees with the number as the nominative (ru "2–3
    раза", "1–2 человека": "от двух до трех" would ask for "раз", "человек"; case_ranges.py)."""
    keep = lang.setting("range_noun_categories").split()
    if not keep:
        return ""
    currencies = load_table(lang, "currencies.tsv")
    read = [
        *load_table(lang, "units.tsv").keys,
        *counted_words(lang),
        *currency_signs(lang, currencies),
    ]
    scales = [abbreviation for abbreviation, _ in abbreviations(lang)]
    earlier, alternatives = [], []
    for pattern, name in counted.plural(lang).rules:
        digits = rf"{digit_pattern(pattern, False).pattern}(?!\d)"
        if name not in keep:
            alternatives.append("".join(f"(?!{e})" for e in earlier) + digits)
        earlier.append(digits)
    # (nor one with a scale abbreviation after it, whatever its category: "5–10 тыс. руб." is
    # read as written, MONEY's amounts are read in no case)
    scaled = rf"(?!{lang.written.number_pattern}[ \u00a0]?{alternation(scales)})" if scales else ""
    noun = rf"[ \u00a0]+(?!{alternation(read)}(?![\w'\u2019]))\p{{L}}"
    return (rf"(?!(?:{'|'.join(alternatives)}){noun})" if alternatives else "") + scaled


# the sign between the numbers of a range: no space, or a dash with a space either side
RANGE_SIGN = r"(?:[-–—]|[ \u00a0][–—][ \u00a0])"


def not_after_words(words: list[str]) -> str:
    """A negative lookbehind: not right after one of `words` and a space."""
    return after_words(words).replace("(?<=", "(?<!", 1)


@cache
def _cases(code: str) -> list[Case]:
    config = number_data.load(code).config
    out = []
    for key, value in sorted(config.items()):
        if not key.startswith("case_after@"):
            continue
        name = key.partition("@")[2]
        forms_key, rows_key = f"case_forms@{name}", f"case_rows@{name}"
        forms = dict(
            config_pairs(
                config.get(forms_key, ""), forms_key, code, "gender=form name", empty_first=True
            )
        ) or {"": name}
        rows = dict(
            config_pairs(config.get(rows_key, ""), rows_key, code, "plural form=its form here")
        )
        words = value.lower().split()
        # config case_proclitics: one-letter words written on a case's word (ar و "and":
        # "ومن 20" as "من 20"), stated once for all its words
        glued = config.get("case_proclitics", "").split()
        out.append(Case(name, tuple(words + [c + w for c in glued for w in words]), forms, rows))
    return out


# -- CARDINAL ------------------------------------------------------------------------------------
ENDING = "-"  # a counted_words.tsv word written after it is the ending of any word


def counted_words(lang: Language) -> dict[str, list[tuple[str, str]]]:
    """counted_words.tsv: word -> its (category or pattern or "", form) rows, the patterns
    first (then the file's order: the first that takes a number wins); not the endings."""
    return {w: rows for w, rows in _counted_rows(lang.code).items() if not w.startswith(ENDING)}


def counted_endings(lang: Language) -> dict[str, list[tuple[str, str]]]:
    """counted_words.tsv's endings (`-ending`, ru `-ами@few instrumental`) -> their rows."""
    rows = _counted_rows(lang.code)
    return {w[len(ENDING) :]: rows[w] for w in rows if w.startswith(ENDING)}


@cache
def _counted_rows(code: str) -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = {}
    for written, form in optional_rows(f"{code}/numbers/counted_words.tsv"):
        word, _, category_name = written.partition("@")
        out.setdefault(word, []).append((category_name, form))
    return {
        word: sorted(rows, key=lambda row: not _is_pattern(row[0])) for word, rows in out.items()
    }


STEM = 2  # the least letters before an ending ("детьми", "рублях"; not "дам")


@cache
def _letters(sample: str) -> str:
    """The letters of `sample`'s script (by the first word of its Unicode names: CYRILLIC),
    both cases: what a word with one of the endings is written in."""
    script = unicodedata.name(sample[0], "").split(" ")[0]
    return "".join(
        c
        for c in map(chr, range(0x3000))
        if unicodedata.category(c).startswith("L") and unicodedata.name(c, "").startswith(script)
    )


class Counted:
    """The counted words and endings and the rows that read the number before a word: its
    own rows, then those of the longest ending it has after at least STEM letters."""

    def __init__(self, lang: Language):
        self.words = counted_words(lang)
        self.endings = counted_endings(lang)
        self.letters = _letters("".join(self.endings)) if self.endings else ""

    def pattern(self) -> str:
        parts = [alternation(self.words)] if self.words else []
        if self.endings:
            stem = f"[{regex.escape(self.letters)}]{{{STEM},}}"
            parts.append(f"{stem}{alternation(self.endings)}")
        return "(?:" + "|".join(parts) + ")"

    def ending(self, word: str) -> str | None:
        found = [e for e in self.endings if word.endswith(e) and len(word) - len(e) >= STEM]
        if not found or any(c not in self.letters for c in word):
            return None
        return max(found, key=len)

    def rows(self, word: str) -> list[tuple[str, str]]:
        ending = self.ending(word)
        return self.words.get(word, []) + (self.endings[ending] if ending else [])

    def word_groups(self) -> list[tuple[tuple, list[str]]]:
        """(rows, the listed words that take them) each, one per distinct rows (not the
        endings)."""
        by_rows: dict[tuple, list[str]] = {}
        for word in self.words:
            by_rows.setdefault(tuple(self.rows(word)), []).append(word)
        return sorted(by_rows.items())

    def groups(self) -> list[tuple[tuple, pynini.Fst]]:
        """(rows, the words that take them: an acceptor) each, one per distinct rows."""
        by_rows = {rows: list(map(pynini.escape, same)) for rows, same in self.word_groups()}
        if self.endings:
            # (deterministic before the differences below: ru's 306 letters, 3.1 s to 0.3)
            letter = pynini.union(*map(pynini.escape, self.letters)).optimize()
            stem = pynini.closure(letter, STEM).optimize()
            exact = (pynini.union(*map(pynini.escape, self.words)).optimize() if self.words
                     else None)
            for ending, rows in self.endings.items():
                words = stem + pynini.escape(ending)
                for longer in self.endings:  # (the longest ending decides)
                    if len(longer) > len(ending) and longer.endswith(ending):
                        words = pynini.difference(words, stem + pynini.escape(longer))
                if exact is not None:
                    words = pynini.difference(words, exact)
                by_rows.setdefault(tuple(rows), []).append(words.optimize())
        return sorted((rows, pynini.union(*same).optimize()) for rows, same in by_rows.items())


def tn(lang: Language):
    """CARDINAL before a counted word (CARDINAL@counted) and after a case's words
    (CARDINAL@after-<case>)."""
    w = lang.written
    number = rf"{w.minus_pattern}?(?!{w.zero_class}{w.digit_class}){w.number_pattern}"
    grouped = regex.compile(w.number_pattern)
    rules, builders, fast_paths = [], {}, {}
    words = Counted(lang)
    if words.words or words.endings:
        # the word is in the span, kept as written (one rule: a rule per form would cost
        # every position of running text a try)
        glued = lang.setting("counted_words_glued") == "yes"
        # (in a script without spaces the next number may follow: zh "2万5千", "1亿2000万")
        after = w.after_chars if w.spaced else w.after_chars.replace(r"\d", "")
        gap, end = (_GLUED_GAP, rf"(?![{after}])") if glued else (_GAP, r"(?!\w)")
        rules.append(
            Rule("CARDINAL", rf"{w.before}{number}{w.after}{gap}{words.pattern()}{end}", _COUNTED)
        )
        builders[_COUNTED] = lambda g: _build_counted(lang, words, glued)
        fast_paths[_COUNTED] = _fast_counted(lang, grouped, words, glued)
        joins = []  # (what joins the first end to the second, the suffix of its rules' names)
        if not _range_cases(lang):
            # a range's first end before the second and its counted word (the language's
            # range signs, ranges.py; where case_ranges.py does not read the range): ko
            # "5-10개" 다섯 부터 열 개, el "3-4 ώρες" τρεις-τέσσερις ώρες
            # (and the words of config counted_range_words between them: zh "2到3个" 两到三个)
            signs = alternation([*lang.range_word()[1],
                                 *lang.setting("counted_range_words").split()])
            joins.append((rf"(?:{signs}|[ \u00a0]{signs}[ \u00a0])", ""))
        conjunctions = lang.setting("case_coordinated").split()
        if conjunctions:
            # ... and a number joined to the next by a conjunction of config case_coordinated
            # (uk "за 2 і 3 години" за дві і три години, as "за 2 години"); not one, whose
            # noun would be singular ("1 і 2 години": години is no form of "одна" here)
            joins.append((rf"(?:{_GAP}{alternation(conjunctions)}{_GLUED_GAP})", "-coordinated"))
        one = counted.category(lang, "1")
        gender_category = counted.category(lang, "2")

        def first_end(name: str, rows: tuple, ahead: str, sign: str, behind: str = "") -> None:
            """The rule of a first end read as `rows` say (after `behind`), `sign`, the second
            and `ahead` after it."""
            rules.append(Rule("CARDINAL", rf"{behind}(?<!\d\s?{sign}\s?){w.before}{number}"
                              rf"{w.after}(?={sign}{number}{ahead})", name))
            builders[name] = lambda g: _numbers(lang, rows, {}).optimize()
            fast_paths[name] = _fast(lang, grouped, "", list(rows))

        def coordinated_ends(name: str, rows: tuple, ahead: str, sign: str) -> None:
            """The rules of a first end joined by a conjunction to a second and its word: read
            in the gender the word's row for the category of 2 gives, whatever its own category
            (uk "1 і 2 т" одна і дві тонни: the noun agrees with the nearer number), and after a
            case's word in that gender's form of the case ("за 1 і 2 години" за одну і дві
            години, "до 2 і 3 т" до двох і трьох тонн); with no such row, as `rows` say but for
            one ("1 і 2 години": години is no form of the one row's)."""
            gender = dict(rows).get(gender_category)
            if gender in (None, NOT_COUNTED):
                first_end(name, ((one, NOT_COUNTED), *rows), ahead, sign)
                return
            for case in found:  # (first: the case's word before the plain first end)
                if gender in case.forms:
                    first_end(f"{name}-{case.name}", (("", case.forms[gender]),), ahead, sign,
                              case.lookbehind)
            first_end(name, (("", gender),), ahead, sign)

        found = cases(lang)
        groups = words.word_groups()
        units = _unit_groups(lang)
        for sign, suffix in joins:
            add = coordinated_ends if suffix else first_end
            for i, (rows, same) in enumerate(groups):
                if all(form == NOT_COUNTED for _, form in rows):
                    continue
                # (not a word of another group that starts with one of these: ko 개월, 대째;
                # not a chain's end, "1-2-3개")
                others = [o for r, group in groups if r != rows for o in group
                          if not any(len(s) > len(o) and s.startswith(o) for s in same)]
                other = rf"(?!{gap}{alternation(others)}{end})" if others else ""
                add(f"{_COUNTED}-first{suffix}-{i}", rows,
                    f"{other}{gap}{alternation(same)}{end}", sign)
            # ... and before a unit of units.tsv whose number takes a form (ko "10-12시간" 열
            # 부터 열두 시간, as "12시간" 열두 시간; el "3-4 °C" τρεις-τέσσερις βαθμοί Κελσίου)
            unit_end = rf"(?![{w.after_chars}'\u2019])"
            for i, (rows, same) in enumerate(units):
                add(f"{_COUNTED}-first{suffix}-unit-{i}", rows,
                    f"{GAP_PATTERN}{alternation(same)}{unit_end}", sign)
    found = cases(lang)
    for case in found:  # (before the cases' own rules: a preposition of two cases)
        pairs = lang.setting_pairs(f"case_before_counted@{case.name}", "word=nouns")
        if pairs and case.forms.get("") is not None:
            for word, nouns in pairs:
                rules.append(
                    Rule(
                        "CARDINAL",
                        after_word_or_range(lang, word)
                        + w.before
                        + number
                        + w.after
                        + rf"(?={_GAP}{alternation(nouns.split(','))}(?!\w))",
                        f"CARDINAL@after-{case.name}",
                    )
                )
    joiner = coordinated_joiner(lang)
    for case in found:
        form = case.forms.get("")
        if form is None:
            continue
        if abbreviations(lang):  # a number with a scale abbreviation: the whole in the case
            scaled = f"CARDINAL@after-{case.name}-scaled"  # ("около 5 млн" около пяти миллионов)
            rules.append(Rule("CARDINAL", case.lookbehind + abbreviated_pattern(lang), scaled))
            builders[scaled] = lambda g, form=form: abbreviated_reading(lang, form)
            fast_paths[scaled] = fast_abbreviated(lang, form)
        name = f"CARDINAL@after-{case.name}"
        rules.append(Rule("CARDINAL", case.lookbehind + w.before + number + w.after, name))
        builders[name] = lambda g, form=form: signed(lang, form)
        fast_paths[name] = _fast(lang, grouped, form)
        if case.glued and joiner is not None:  # ("بين 10 و20", "ب20": the letters written on
            glued = f"{name}-glued"  # it, apart from the reading as CARDINAL@letter-before)
            rules.append(Rule("CARDINAL", case.glued + r"(?<=\p{L})" + grouped.pattern
                              + w.after, glued))
            builders[glued], fast_paths[glued] = glued_coordinated(joiner, name,
                                                                   fast_paths[name])
    found_words = unit_words(lang)
    # (the thousand's word between the number and them: es "200 mil toneladas" doscientas mil)
    thousand = sorted(scale_words(lang).get(3, ())) if found_words else []
    thousand_gap = rf"(?:{alternation(thousand)}{_GAP})?" if thousand else ""
    for form, said in found_words.items():  # (pt "2 toneladas" duas toneladas)
        ahead = rf"(?={_GAP}{alternation(said)}(?!\w))"
        name = f"CARDINAL@before-words-{form}"
        if abbreviations(lang):  # (pt "2 mil toneladas" duas mil toneladas)
            rules.append(Rule("CARDINAL", abbreviated_pattern(lang) + ahead, f"{name}-scaled"))
            builders[f"{name}-scaled"] = lambda g, form=form: abbreviated_reading(lang, form)
            fast_paths[f"{name}-scaled"] = fast_abbreviated(lang, form)
        ahead = rf"(?={_GAP}{thousand_gap}{alternation(said)}(?!\w))"
        rules.append(Rule("CARDINAL", w.before + number + w.after + ahead, name))
        builders[name] = lambda g, form=form: signed(lang, form)
        fast_paths[name] = _fast(lang, grouped, form)
    return class_module(rules, builders, fast_paths)


def unit_words(lang: Language) -> dict[str, list[str]]:
    """Config `unit_words_agree yes`: the words of units.tsv's and currencies.tsv's rows (a unit
    or currency written out) whose number takes a form, by the form (pt feminine: "toneladas",
    "tonelada", "horas", "libras"): a number before them, written as digits (and a scale
    abbreviation: pt "2 mil toneladas" duas mil toneladas, es "200 toneladas" doscientas
    toneladas, "21 kilómetros" veintiún kilómetros), reads in it, the words left as written;
    words that rows of two forms say are left out."""
    if lang.setting("unit_words_agree") != "yes":
        return {}
    linked = {category for category, _ in lang.setting_pairs("plural_link", "category=word")}
    forms: dict[str, set[str]] = {}
    for name in ("units.tsv", "currencies.tsv"):
        for phrases in load_table(lang, name).rows.values():
            for category, phrase in phrases.items():  # (not "de toneladas" of a million)
                said = phrase.after.strip()
                if said and not phrase.before.strip() and category not in linked:
                    forms.setdefault(said, set()).add(phrase.form)
    out: dict[str, list[str]] = {}
    for said, found in sorted(forms.items()):
        if len(found) == 1 and "" not in found:
            out.setdefault(found.pop(), []).append(said)
    return out


def glued_conjunctions(lang: Language) -> list[str]:
    """The conjunctions of config `case_coordinated` written on the number after them: those
    that are words of config `case_proclitics` too, written on the next word (ar و: "و20");
    none where they are written apart (uk і, та)."""
    proclitics = lang.setting("case_proclitics").split()
    return [c for c in lang.setting("case_coordinated").split() if c in proclitics]


def coordinated_joiner(lang: Language) -> str | None:
    """What is put between a conjunction of `glued_conjunctions` or a word of config
    `case_prefixes@<case>` and the reading of the number it is written on (config glued_digits:
    ar " ", "و20" و عشرين, "ب20%" ب عشرين في المائة); None where there is none."""
    return glued_joiner(lang) if glued_conjunctions(lang) or case_prefixes(lang) else None


def case_prefixes(lang: Language) -> list[str]:
    """The words of config `case_prefixes@<case>` of every case (ar ب ل ك ...)."""
    return list(dict.fromkeys(word for key, value in lang.data.config.items()
                              if key.startswith("case_prefixes@") for word in value.split()))


def glued_coordinated(joiner: str, name: str, fast: Callable[[str], str | None]):
    """(builder, fast path) of a number with a conjunction of config `case_coordinated` written
    on it (ar "و20"): the reading of transducer `name` (fast path `fast`), `joiner` before it
    (CARDINAL's and PERCENT's rules after a case's words)."""
    def build(g) -> pynini.Fst:
        return insert(joiner) + g.get(name)

    def fast_glued(span: str) -> str | None:
        said = fast(span)
        return None if said is None else joiner + said

    return build, fast_glued


def _unit_groups(lang: Language) -> list[tuple[tuple, list[str]]]:
    """The units of units.tsv whose number takes a form (rows (category, form) each: the
    form of the unit's row for the category), grouped by those rows: a range's first end
    before one is read in its form."""
    table = load_table(lang, "units.tsv")
    names = counted.categories(lang)
    groups: dict[tuple, list[str]] = {}
    for key in table.keys:
        rows = tuple(table.forms(key, names).items())
        if any(form for _, form in rows):
            groups.setdefault(rows, []).append(key)
    return sorted(groups.items())


def _is_pattern(category_name: str) -> bool:
    """A digit pattern (`20xx`, `*1`, ko `x`: one digit), not a plural category's name."""
    return bool(category_name) and all(c.isdigit() or c in "x*" for c in category_name)


def _matches(lang: Language, digits: str, category_name: str) -> bool:
    if not category_name:
        return True
    if _is_pattern(category_name):
        return digit_pattern(category_name, False).fullmatch(digits) is not None
    return counted.category(lang, digits) == category_name


def _fast(lang: Language, grouped, form: str, rows: list[tuple[str, str]] | None = None):
    """A signed number -> its reading in `form` (or, with `rows`, in the form of the first
    row whose category or pattern takes it; None where none does)."""
    minus = lang.setting("minus", "minus")

    def fast(span: str) -> str | None:
        sign = span[:1] in MINUS_SIGNS
        digits = span[1:] if sign else span
        if not grouped.fullmatch(digits):
            return None
        digits = lang.written.ascii_number(digits)
        chosen = (
            form
            if rows is None
            else next(
                (f for category_name, f in rows if _matches(lang, digits, category_name)), None
            )
        )
        words = None if chosen in (None, NOT_COUNTED) else lang.say(digits, chosen)
        if words is None:
            return None
        return (minus + lang.written.space if sign else "") + words

    return fast


def _fast_counted(lang: Language, grouped, words: Counted, glued: bool = False):
    word = words.pattern() if glued else r"\S+"
    gap = _GLUED_GAP if glued else _GAP
    split = regex.compile(rf"(?P<number>.*?)(?P<gap>{gap})(?P<word>{word})")
    space = lang.written.space

    def fast(span: str) -> str | None:
        match = split.fullmatch(span)
        rows = words.rows(match["word"]) if match else None
        said = _fast(lang, grouped, "", rows)(match["number"]) if rows else None
        return None if said is None else said + (match["gap"] or space) + match["word"]

    return fast


def _acceptor(lang: Language, category_name: str) -> pynini.Fst:
    """ASCII digits of the category (or matching the pattern; any number for "")."""
    if not category_name:
        return pynini.union("0", NONZERO + pynini.closure(DIGIT)).optimize()
    if _is_pattern(category_name):
        return pattern_acceptor(category_name)
    return counted.category_acceptor(lang, category_name)


def _build_counted(lang: Language, words: Counted, glued: bool = False) -> pynini.Fst:
    """= _fast_counted: the words that share their rows share the number's readings."""
    gap = pynini.closure(pynini.union(" ", "\u00a0"), 1)
    if glued:  # (a word written on the number is read apart from it, where words are spaced)
        gap |= pynini.cross("", lang.written.space)
    readings: dict[str, pynini.Fst] = {}
    parts = []
    for rows, same in words.groups():
        numbers = _numbers(lang, rows, readings)
        if numbers is not None:
            parts.append(numbers + gap + same)
    return pynini.union(*parts).optimize()


def _numbers(lang: Language, rows, readings: dict) -> pynini.Fst | None:
    """Signed written numbers -> their reading in the form of the first of `rows` that takes
    them (= `_fast` with rows); None where every row is NOT_COUNTED."""
    w = lang.written
    sign = pynini.closure(pynini.union(*MINUS_SIGNS), 0, 1)
    numbers = [
        pynini.compose(
            (sign + pynini.project(pynini.compose(w.plain_digits, which), "input")).optimize(),
            _reading(lang, form, readings),
        )
        for which, form in row_numbers(lang, rows)
    ]
    return pynini.union(*numbers) if numbers else None


def row_numbers(lang: Language, rows) -> list[tuple[pynini.Fst, str]]:
    """(the ASCII digits a row takes that no earlier row takes: an acceptor, its form) for each
    of a counted word's `rows` that counts them (not NOT_COUNTED)."""
    taken = None  # the numbers an earlier row takes
    out = []
    for category_name, form in rows:
        which = _acceptor(lang, category_name)
        if taken is not None:
            which = pynini.difference(which, taken)
        taken = which if taken is None else pynini.union(taken, which).optimize()
        if form != NOT_COUNTED:
            out.append((which.optimize(), form))
    return out


def _reading(lang: Language, form: str, memo: dict) -> pynini.Fst:
    if form not in memo:
        memo[form] = signed(lang, form)
    return memo[form]
