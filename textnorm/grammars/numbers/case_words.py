"""A reading put in the case that an ending written on its number asks for, part by part (TN;
config `glued_endings colon inflected`, endings.py): fi writes a case ending after a colon and
says the whole number in that case ("15:llä" viidellätoista, "2023:ssa"
kahdessatuhannessakahdessakymmenessäkolmessa, "5 km:n" viiden kilometrin, "20 €:lla"
kahdellakymmenellä eurolla). Unlike the endings endings.py writes on a reading's last word
(tr üçte), every part of the numeral and the noun after it change, so the case is found from
the ending and each word of the reading is looked up part by part.

- Config `glued_endings_cases`: `ending=case` items: the endings written on a number (the case
  suffix, as the language writes it there: fi `n=genitive ssa=inessive een=illative aan=illative
  ää=partitive ...`, the last syllable: '3:n', '4:ää', '10:een') and the case each asks for. The
  whole ending must be one: a longest-suffix match would take the clitic of "2023:ssakin" for a
  genitive's -n. Config `glued_endings_clitics`: clitics that may follow the case ending, written
  on the reading's last word after it (fi kin, kaan, kään, han, hän: "2023:ssakin"
  kahdessatuhannessakahdessakymmenessäkolmessakin). An ending that is none of these is left as
  written (after the reading).
- case_numerals.tsv and case_nouns.tsv: `word@case<TAB>form`: the form in `case` of a word a
  reading says: the parts of the numerals (fi: from ICU) and the nouns (the units',
  currencies' and percent's, the last part of a compound). A word of a reading is made of
  numeral parts, each in its form (kaksi|kymmentä|kolme -> kahdella|kymmenellä|kolmella), or
  ends in a noun, the letters before it kept (kilo|metriä -> kilo|metrin, sentti|metriä ->
  sentti|metrin: Finnish inflects a compound's last part); other words stay as they are
  (kello, pilkku, miinus). The reading takes the case where its last word does, else it is
  left (the ending after it as written): a noun the tables lack is not half read. A class of
  config `glued_endings_first` takes the case on its reading's first word only (fi DATE: the
  day, "1.1.2024:stä" ensimmäisestä tammikuuta kaksituhattakaksikymmentäneljä).
- A bare number before a noun of case_nouns.tsv in a case, a space between them, is said in
  that case (endings.py; fi "15 eurolla" viidellätoista eurolla, "3 kilometrillä" kolmella
  kilometrillä, "15 euron" viidentoista euron): the noun's form tells the case, where it is no
  form a reading says (euroa, tunnissa: "15 euroa" viisitoista euroa) and of one case only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import regex

from ...errors import LexiconError
from ..base import alternation
from .data import optional_rows

_WORD = regex.compile(r"\p{L}+")


@dataclass(frozen=True)
class CaseWords:
    endings: dict[str, str] = field(hash=False, compare=False)  # ending -> case
    clitics: tuple[str, ...]
    # (word, case) -> form: the numerals' parts and the nouns
    numerals: dict[tuple[str, str], str] = field(hash=False, compare=False)
    nouns: dict[tuple[str, str], str] = field(hash=False, compare=False)

    @classmethod
    def of(cls, code: str, config: dict[str, str]) -> CaseWords:
        from .language import config_pairs  # (language.py imports written.py, then this)

        key = "glued_endings_cases"
        pairs = config_pairs(config.get(key, ""), key, code, "ending=case")
        numerals, nouns = _forms(code, "case_numerals.tsv"), _forms(code, "case_nouns.tsv")
        missing = sorted({case for _, case in pairs} - {case for _, case in numerals})
        if not pairs or missing:
            raise LexiconError(f"{code}/numbers/config.tsv: glued_endings inflected needs "
                               f"{key} items of the cases of case_numerals.tsv"
                               + (f" (none has {', '.join(missing)})" if missing else ""))
        clitics = config.get("glued_endings_clitics", "").split()
        return cls(dict(pairs), tuple(sorted(clitics, key=len, reverse=True)), numerals, nouns)

    def said(self, reading: str, written: str, first: bool = False) -> str | None:
        """`reading` in the case the ending `written` asks for (its `first` word only, or
        all), a clitic after it on its last word; None where the ending asks for no case or
        the reading has no form in it."""
        low = written.lower()
        clitic = next((c for c in self.clitics if low.endswith(c) and low[:-len(c)] in
                       self.endings), "") if low not in self.endings else ""
        case = self.endings.get(low[:len(low) - len(clitic)])
        said = None if case is None else self.inflected(reading, case, first)
        return None if said is None else said + clitic

    @cached_property
    def _words(self) -> dict[str, regex.Pattern]:
        """case -> a word made of numeral parts with a form in it (group `part`, each), or
        a noun with one (group `noun`) and the letters before it (group `stem`)."""
        out = {}
        for case in {case for _, case in self.numerals}:
            parts = alternation([w for w, c in self.numerals if c == case])
            nouns = [w for w, c in self.nouns if c == case]
            noun = rf"|(?P<stem>\p{{L}}*?)(?P<noun>{alternation(nouns)})" if nouns else ""
            out[case] = regex.compile(rf"(?:(?P<part>{parts}))+{noun}")
        return out

    @cached_property
    def _noun_forms(self) -> tuple[regex.Pattern | None, dict[str, str]]:
        """A word that ends in a noun's form in a case (group `form`), and form -> an ending
        of glued_endings_cases that asks for the case (the forms a reading says, and those of
        two cases, left out)."""
        said = {word for word, _ in self.nouns}
        found: dict[str, set[str]] = {}
        for (_, case), form in self.nouns.items():
            if form not in said:
                found.setdefault(form, set()).add(case)
        asks: dict[str, str] = {}
        for ending, case in self.endings.items():
            asks.setdefault(case, ending)
        forms = {form: asks[case] for form, (case, *others) in found.items()
                 if not others and case in asks}
        if not forms:
            return None, {}
        return regex.compile(rf"\p{{L}}*?(?P<form>{alternation(list(forms))})"), forms

    def noun_ending(self, word: str) -> str | None:
        """An ending that asks for the case of the noun `word` is in (the last part of a
        compound: kilo|metrillä), None where it is in none (see the module docstring)."""
        pattern, forms = self._noun_forms
        match = pattern.fullmatch(word.lower()) if pattern is not None else None
        return None if match is None else forms[match["form"]]

    def word(self, word: str, case: str) -> str | None:
        """`word` in `case`, or None where it is neither numeral parts nor ends in a noun."""
        pattern = self._words.get(case)
        match = pattern.fullmatch(word) if pattern is not None else None
        if match is None:
            return None
        if match["noun"] is not None:
            return match["stem"] + self.nouns[match["noun"], case]
        return "".join(self.numerals[p, case] for p in match.captures("part"))

    def inflected(self, reading: str, case: str, first: bool = False) -> str | None:
        """`reading` with each of its words that the tables make in `case` (or its first word
        only); None where its last word (its first) is not one."""
        words = list(_WORD.finditer(reading))
        which = words[0] if first and words else words[-1] if words else None
        said = None if which is None else self.word(which.group(), case)
        if said is None:
            return None
        if first:
            return reading[:which.start()] + said + reading[which.end():]
        return _WORD.sub(lambda m: self.word(m.group(), case) or m.group(), reading)


def _forms(code: str, name: str) -> dict[tuple[str, str], str]:
    """`name`'s rows `word@case<TAB>form` -> {(word, case): form}."""
    out = {}
    for written, form in optional_rows(f"{code}/numbers/{name}"):
        word, at, case = written.partition("@")
        if not (word and at and case):
            raise LexiconError(f"{code}/numbers/{name}: {written!r} is not word@case")
        out[word, case] = form
    return out
