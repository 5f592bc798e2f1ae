"""A number written with a scale abbreviation before a counted word (TN, MEASURE and MONEY):
ru "3 млн л" три миллиона литров, "2,5 тыс. руб.", es "2,5 mill. €" dos coma cinco millones de
euros, pt "3 mil l" três mil litros, fr "3 M€" trois millions d'euros.

The abbreviations are config `scale_abbreviations` (cardinal.py), and for MONEY those of config
`scale_abbreviations@money` too: scale words next to a currency only (fr "M": "3 M" is left
alone, Monsieur, méga), read as the others are, the scale word said after a decimal as DECIMAL
says it (decimal.scale_after_decimal). The counted word takes the plural category config
`plural_scaled` names whatever the number (ru `thousands`, the row of a round thousand: the
genitive plural after a scale word, "2,5 тыс. руб." две целых пять десятых тысячи рублей), or
config `plural_scaled@<power>` for an abbreviation of that power (pt `plural_scaled@3 other`:
"3 mil l" três mil litros, where a million takes "de"); with `plural_scaled` unset none is read.
The number is read as without a counted word (a round number of thousands says no gender), or
with config `plural_scaled_agrees yes` in the form of the counted word's row (pt "£ 2 mil" duas
mil libras, "£ 2-3 mil" duas a três mil libras, as "2 mil libras");
after a preposition measure.py reads an integer in its case ("от 10 млн руб." от десяти
миллионов рублей).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import pynini
import regex

from ...fst import DIGIT, delete, insert
from ..base import alternation
from .cardinal import MONEY_ABBREVIATIONS, abbreviated_reading, abbreviations
from .counted import GAP_PATTERN, CountedTable, NumberReader, Phrase, gap
from .decimal import scale_after_decimal
from .names import NONZERO
from .written import MINUS_SIGNS

_SPACE = "[ \u00a0]"


class ScaledCounts:
    """The numbers with a scale abbreviation of a language, before the words of a table.
    `money`: those of config `scale_abbreviations@money` too."""

    def __init__(self, reader: NumberReader, money: bool = False):
        self.reader = reader
        lang = reader.lang
        self.category = lang.setting("plural_scaled")
        self.agrees = lang.setting("plural_scaled_agrees") == "yes"
        self.powers = dict(abbreviations(lang)) if self.category else {}
        alone = dict(abbreviations(lang, MONEY_ABBREVIATIONS)) if money and self.category else {}
        # (money only: read whole, or as a decimal and the scale word after it)
        self.alone = {a: power for a, power in alone.items() if a not in self.powers}
        self.said = scale_after_decimal(lang, MONEY_ABBREVIATIONS) if self.alone else {}
        self.powers |= self.alone
        self.categories = {a: lang.setting(f"plural_scaled@{power}", self.category)
                           for a, power in self.powers.items()}
        # (the number and its abbreviation; None where there are none)
        self.pattern = (rf"{reader.pattern}{_SPACE}?(?:{_names(self.powers)})"
                        if self.powers else None)
        self._parse = regex.compile(
            rf"(?P<number>{reader.pattern}){_SPACE}?(?P<scale>{_names(self.powers)})")

    def say(self, table: CountedTable, key: str, written: str) -> str | None:
        """`written`: the number and its abbreviation (None where it is none: a number with no
        abbreviation, where the language has none, reaches here from measure.py's fast path)."""
        match = self._parse.fullmatch(written)
        category = match and self.categories.get(match["scale"])
        phrase = category is not None and table.phrase(key, category)
        if not phrase or phrase.before:
            return None
        words = self._say_number(match, written, self._form(phrase))
        return None if words is None else words + phrase.after

    def _form(self, phrase: Phrase) -> str:
        """The form the number before `phrase`'s words is read in (config
        plural_scaled_agrees)."""
        return phrase.form if self.agrees else ""

    def _say_number(self, match: regex.Match, written: str, form: str = "") -> str | None:
        parsed = self.reader.parse(match["number"])
        if not parsed:
            return None
        sign, digits, fraction = parsed
        space = self.reader.lang.written.space
        if fraction is not None and match["scale"] in self.alone:
            word = self.said.get(match["scale"])
            words = word and self.reader.read_decimal(match["number"])
            return words and f"{words}{space}{word}"
        if fraction is not None:
            return self.reader.read_decimal(written)
        words = self.reader.lang.say(digits + "0" * self.powers[match["scale"]], form)
        if words is not None and sign:
            words = self.reader.minus + space + words
        return words

    def fst(self, g, table: CountedTable, keys: Iterable[str],
            after: Callable[[str], pynini.Fst]) -> pynini.Fst | None:
        """The readings of `number abbreviation + after(key)` for each key (as phrases_fst)."""
        parts = []
        for names, phrases in self._groups(table, keys):
            by_form: dict[str, list[pynini.Fst]] = {}
            for key, phrase in phrases.items():
                by_form.setdefault(self._form(phrase), []).append(
                    after(key) + insert(pynini.escape(phrase.after)))
            parts += [self._shared_number(g, names, form) + gap()
                      + pynini.union(*words).optimize() for form, words in by_form.items()]
        return pynini.union(*parts) if parts else None

    def sign_first_fst(self, g, table: CountedTable, keys: Iterable[str],
                       before: Callable[[str], pynini.Fst]) -> pynini.Fst | None:
        """The readings of `before(key) + number abbreviation` for each key (a sign written
        first: "$10 млн" десять миллионов долларов): a copy of the numbers for each of the
        keys' words, those of the keys said with the same words shared (built so, not as a
        composition with `fst`'s, which copies them too and cost more)."""
        parts = []
        for names, phrases in self._groups(table, keys):
            groups: dict[tuple[str, str], list[pynini.Fst]] = {}
            for key, phrase in phrases.items():
                groups.setdefault((self._form(phrase), phrase.after), []).append(before(key))
            parts += [pynini.union(*heads) + gap() + self._shared_number(g, names, form)
                      + insert(pynini.escape(after)) for (form, after), heads in groups.items()]
        return pynini.union(*parts) if parts else None

    def before_words(self, table: CountedTable, keys: Iterable[str]):
        """(regex, builder, fast path) of a number with an abbreviation of config
        `scale_abbreviations@money` before the words a key of `table` is said with after it,
        written out (fr "5 M d'euros", "3 M de dollars"): the number and its scale word read,
        the words left as written; None where there are none."""
        words = {phrase.after.strip() for _, phrases in self._groups(table, keys, alone=True)
                 for phrase in phrases.values()} - {""}
        if not words:
            return None
        names = tuple(sorted(self.alone))
        # (an apostrophe written either way: fr "d'euros", "d’euros")
        said = "|".join(regex.escape(x).replace("'", "['\u2019]")
                        for x in sorted(words, key=len, reverse=True))
        number = rf"(?P<number>{self.reader.pattern}){_SPACE}?(?P<scale>{_names(names)})"
        parse = regex.compile(number)
        pattern = (regex.sub(r"\(\?P<\w+>", "(?:", number)
                   + rf"(?={_SPACE}+(?:{said})(?![\p{{L}}\p{{N}}]))")

        def fast(span: str) -> str | None:
            match = parse.fullmatch(span)
            return match and self._say_number(match, span)

        return pattern, lambda g: self._shared_number(g, names), fast

    def before_plain_words(self, table: CountedTable, keys: Iterable[str]):
        """(regex, builder, fast path) of a number with a scale abbreviation before the plain
        words of a key of `table` written out, where the scaled row says them otherwise (config
        plural_link's word: fr "3 M dollars" trois millions de dollars, "2 Md euros" deux
        milliards d'euros, es "3 mill. dólares" tres millones de dólares): the words in the
        span, said as the scaled row says them; words two keys say differently are left out;
        None where there are none."""
        keys = list(keys)
        pairs: dict[str, dict[tuple[str, ...], str]] = {}  # words -> abbreviations -> said
        clashes = set()
        for names, phrases in self._groups(table, keys):
            for key, phrase in phrases.items():
                plain = table.phrase(key, "")
                written = plain.after.strip() if plain and not plain.before else ""
                if not written or phrase.after.strip() == written:
                    continue
                said = pairs.setdefault(written, {})
                if said.get(names, phrase.after) != phrase.after:
                    clashes.add(written)
                said[names] = phrase.after
        pairs = {words: said for words, said in pairs.items() if words not in clashes}
        if not pairs:
            return None
        groups: dict[tuple[str, ...], dict[str, str]] = {}
        for words, said in pairs.items():
            for names, after in said.items():
                groups.setdefault(names, {})[words] = after
        by_name = {name: said for names, said in groups.items() for name in names}
        number = rf"(?P<number>{self.reader.pattern}){_SPACE}?(?P<scale>{_names(by_name)})"
        written = "|".join(regex.escape(x) for x in sorted(pairs, key=len, reverse=True))
        parse = regex.compile(rf"{number}(?P<gap>{_SPACE}+)(?P<words>{written})")
        pattern = (regex.sub(r"\(\?P<\w+>", "(?:", number)
                   + rf"{_SPACE}+(?:{written})(?![\p{{L}}\p{{N}}])")

        def fast(span: str) -> str | None:
            match = parse.fullmatch(span)
            after = match and by_name[match["scale"]].get(match["words"])
            words = after and self._say_number(match, span[:match.end("scale")])
            return words and words + after

        def build(g) -> pynini.Fst:
            return pynini.union(*[
                self._shared_number(g, names) + pynini.union(*[
                    delete(pynini.closure(pynini.union(" ", "\u00a0"), 1))
                    + pynini.cross(pynini.escape(words), pynini.escape(after))
                    for words, after in said.items()])
                for names, said in groups.items()]).optimize()

        return pattern, build, fast

    def sign_first_ranges(self, table: CountedTable, signs: dict[str, str]
                          ) -> list[tuple[str, str, Callable, Callable]]:
        """(regex, name, builder, fast path) of each rule of a range of amounts, a currency's
        sign of `signs` (written -> its key of `table`) before the first end and a scale
        abbreviation after the second (and after the first, or not): the ends as a range's
        sign says them (config range, or the word of config range_between after its word),
        the currency's words once, after the second as they are after it alone (pt "R$ 3
        mil-5 mil" três mil a cinco mil reais, "R$ 3-5 mil" três a cinco mil reais, "entre R$
        3-5 mil" entre três e cinco mil reais); none where the language says no range's sign
        as a word. Each end has one to three digits (and one or two after a decimal mark: "R$
        3,5-5 mil"): a copy of their readings for each currency's words, as money_ranges.py's
        first ends (with any number, the first builds of pt es fr took ~10 CPU s more)."""
        lang = self.reader.lang
        word, range_signs = lang.range_word()
        if not signs or not word or not lang.written.spaced:
            return []
        w = lang.written
        # (the abbreviations the currencies have words for)
        names = tuple(sorted({name for group, _ in self._groups(table, set(signs.values()))
                              for name in group}))
        if not names:
            return []
        scale = rf"{_SPACE}?(?:{_names(names)})"
        dash = rf"{_SPACE}?(?:{alternation(range_signs)}){_SPACE}?"
        first = (rf"{w.with_native_digits('[1-9][0-9]{0,2}')}"
                 rf"(?:{w.decimal_pattern}{w.with_native_digits('[0-9]{1,2}')})?(?:{scale})?")
        amount = (rf"{w.with_native_digits('[1-9][0-9]{0,2}')}(?:{w.decimal_pattern}"
                  rf"{w.with_native_digits('[0-9]{1,2}')})?{scale}")
        written = alternation(signs)
        ends = rf"{written}{GAP_PATTERN}{first}{dash}{amount}{w.after}"
        parse = regex.compile(
            rf"(?P<sign>{written}){GAP_PATTERN}(?P<first>{first}){dash}(?P<second>.+)")
        said = [(f"MONEY@scaled-range@{i}", rf"(?<=(?<!\w)(?i:{regex.escape(prev)})\s+)",
                 between) for i, (prev, between) in enumerate(
                     lang.setting_pairs("range_between", "word=said"))]
        said.append(("MONEY@scaled-range", "", word))
        out = []
        for name, lead, between in said:
            joined = f" {between} "

            def fast(span: str, joined=joined) -> str | None:
                match = parse.fullmatch(span)
                tail = match and self.say(table, signs[match["sign"]], match["second"])
                form = tail and self._form(self._phrase(table, signs[match["sign"]],
                                                        match["second"]))
                head = tail and self._first_end(match["first"], form)
                return head and head + joined + tail

            def build(g, between=between) -> pynini.Fst:
                return self._range_fst(g, table, signs, between)

            out.append((rf"{w.before}{lead}{ends}", name, build, fast))
        return out

    def _phrase(self, table: CountedTable, key: str, written: str) -> Phrase:
        """The phrase `say` reads `written` (a number and its abbreviation) with."""
        return table.phrase(key, self.categories[self._parse.fullmatch(written)["scale"]])

    def _first_end(self, written: str, form: str = "") -> str | None:
        """A range's first end, a number with a scale abbreviation or none -> its reading."""
        match = self._parse.fullmatch(written)
        if match is not None:
            return self._say_number(match, written, form)
        return self.reader.say(written, form)

    def _range_fst(self, g, table: CountedTable, signs: dict[str, str], word: str
                   ) -> pynini.Fst:
        """sign_first_ranges' transducer: each sign, the first end read, the range's sign said
        as `word`, the second end and the words of the sign's currency (ends of one to three
        digits, and one or two after a decimal mark: a copy of their readings, which are
        small, for each currency's words)."""
        lang = self.reader.lang
        w = lang.written
        whole = pynini.compose(w.plain_digits, NONZERO + pynini.closure(DIGIT, 0, 2))
        digits = pynini.closure(pynini.project(w.digit, "input"), 1, 2)
        decimal = w.decimal_marks(pynini.project(whole, "input"), digits).optimize()
        spaces = pynini.closure(pynini.union(" ", "\u00a0"), 0, 1)
        # (abbreviations, form) -> the small numbers with one of them, read
        groups = {}
        for group, phrases in self._groups(table, set(signs.values())):
            scaled = (pynini.union(decimal, pynini.project(whole, "input")) + spaces
                      + pynini.union(*map(pynini.escape, group))).optimize()
            for form in {self._form(phrase) for phrase in phrases.values()}:
                groups[group, form] = pynini.compose(
                    scaled, self._shared_number(g, group, form)).optimize()
        firsts = {form: pynini.union(
                      pynini.compose(whole, lang.reading(form)),
                      pynini.compose(decimal, g.get(self.reader.decimal_fst)),
                      *[said for (_, f), said in groups.items() if f == form]).optimize()
                  for form in {f for _, f in groups}}
        gaps = pynini.closure(delete(pynini.union(" ", "\u00a0")), 0, 1)
        _, range_signs = lang.range_word()
        dash = gaps + pynini.cross(pynini.union(*map(pynini.escape, range_signs)),
                                   pynini.escape(f" {word} ")) + gaps
        parts = []
        for group, phrases in self._groups(table, set(signs.values())):
            for code, phrase in phrases.items():
                written = pynini.union(*[pynini.escape(x) for x in signs if signs[x] == code])
                form = self._form(phrase)
                parts.append(delete(written) + gap() + firsts[form] + dash
                             + groups[group, form] + insert(pynini.escape(phrase.after)))
        return pynini.union(*parts)

    def _groups(self, table: CountedTable, keys: Iterable[str], alone: bool = False
                ) -> Iterator[tuple[tuple[str, ...], dict[str, Phrase]]]:
        """(the abbreviations of a category, the keys' phrases for it) for each category
        (`alone`: of the abbreviations of scale_abbreviations@money only)."""
        keys = list(keys)
        by_category: dict[str, list[str]] = {}
        for abbreviation, name in self.categories.items():
            if abbreviation in self.alone or not alone:
                by_category.setdefault(name, []).append(abbreviation)
        for name, names in by_category.items():
            phrases = {key: phrase for key in keys
                       if (phrase := table.phrase(key, name)) is not None and not phrase.before}
            if phrases:
                yield tuple(sorted(names)), phrases

    def _shared_number(self, g, names: tuple[str, ...], form: str = "") -> pynini.Fst:
        # (the same for every table: built once per language, set of abbreviations and form)
        return self.reader.lang.shared(("ScaledCounts.number", names, form),
                                       lambda: self._number(g, names, form))

    def _number(self, g, names: tuple[str, ...], form: str = "") -> pynini.Fst:
        """A written number and one of the abbreviations `names` -> its reading (a whole one
        in `form`)."""
        lang = self.reader.lang
        w = lang.written
        sign = pynini.closure(pynini.union(*MINUS_SIGNS), 0, 1)
        whole = pynini.project(w.plain_digits, "input")
        digits = pynini.closure(pynini.project(w.digit, "input"), 1)
        marks = pynini.union(*[pynini.escape(m) for m in w.decimal_separators])
        space = pynini.closure(pynini.union(" ", "\u00a0"), 0, 1)
        parts = []
        shared = [a for a in names if a not in self.alone]
        if shared:
            scale = space + pynini.union(*[pynini.escape(a) for a in shared])
            parts += [
                pynini.compose((sign + whole + scale).optimize(),
                               abbreviated_reading(lang, form) if form
                               else g.get("CARDINAL@abbreviated")),
                pynini.compose((sign + whole + marks + digits + scale).optimize(),
                               g.get("DECIMAL"))]
        alone = [a for a in names if a in self.alone]
        if alone:
            scale = space + pynini.union(*[pynini.escape(a) for a in alone])
            parts.append(pynini.compose((sign + whole + scale).optimize(),
                                        abbreviated_reading(lang, money=True)))
            words = [pynini.cross(pynini.escape(a), pynini.escape(w.space + self.said[a]))
                     for a in alone if a in self.said]
            if words:  # (a decimal: the scale word said after it)
                parts.append(pynini.compose((sign + whole + marks + digits).optimize(),
                                            g.get("DECIMAL"))
                             + delete(space) + pynini.union(*words))
        return pynini.union(*parts).optimize()


def _names(abbreviations: Iterable[str]) -> str:
    """The abbreviations as a regex alternation, longest first; one ending in a letter is no
    stem of a longer word (pt "3 mil" is no "3 mi" and "l", three million litres)."""
    return "|".join(regex.escape(a) + (r"(?!\p{L})" if a[-1:].isalpha() else "")
                    for a in sorted(abbreviations, key=len, reverse=True))
