"""WHITELIST: abbreviations and fixed expressions, read as the language's table lists them.
TN: de "z.B." -> "zum Beispiel", es "Sr. Pérez" -> "señor Pérez", hy "մ.թ.ա." -> "մեր
թվարկությունից առաջ"; ITN: "zum beispiel" -> "z.B.", "doktor dao" -> "Dr. dao", zh 人力资源 -> HR.

`whitelist.tsv` (optional): rows `written[@flag...]<TAB>spoken`. A written form may have several
rows: TN says the first one's spoken form, ITN writes the written form for any of them (for a
spoken phrase that several written forms share, the first row's). Flags after the written form:
- `@tn`: TN reads it, ITN never writes it: another spelling (es "sr." beside "Sr.", hy "Ք․ա․"
  with the Armenian full stop beside "Ք.ա."), or an abbreviation a reader would not write for
  words said in running text (de "usw.": "und so weiter" stays);
- `@itn`: ITN writes it, TN leaves the written form as it is (pt "terça feira" -> "terça-feira",
  zh 首席执行官 -> CEO);
- `@title`: a title before a name. ITN writes it only where a word follows it (the name: "doktor
  dao" -> "Dr. dao") and the word before it is none of config `itn_title_not_after` (de "der
  doktor kommt" stays), or where it is the whole line (fr "docteur" -> "Dʳ"); TN reads it
  anywhere. Lower-case ASR output gives no other clue to a name;
- `@alone`: ITN writes it only where it is the whole line: a word whose other meaning is far
  more frequent in running text (fr "seconde" -> "2ᵈᵉ" on a line of its own; "une seconde" is
  a unit of time);
- `@vowel`: not a reading but the stem a case ending that starts with a vowel joins (hu
  `fn.@vowel<TAB>főnev`: "fn.-et" -> "főnevet", "fn.-vel" -> "főnévvel"; see below);
- `@number`: TN reads it only right before a number (a space, then a digit or a minus sign
  and a digit), ITN never writes it: an abbreviation whose letters are a word of their own
  elsewhere (pl `ok.@number<TAB>około`: "ok. 5 km" około pięciu kilometrów, but "Jest ok."
  stays).

Where a language writes case endings on an abbreviation after a joiner (hu "tv.-t", "isk.-val"),
config `whitelist_suffix_joiner` names it and TN reads the abbreviation's reading with the
ending: `whitelist_suffix_letters` (what an ending is written with), `whitelist_suffix_vowels`
(an ending starting with one joins the `@vowel` stem), `whitelist_suffix_lengthen` (`a=á e=é`:
a final vowel lengthens before any ending: iskola -> iskolát) and `whitelist_suffix_digraphs`
(a digraph that ends the stem and starts the ending is written long once: törvény + nyel ->
törvénnyel).

A written form is read as a whole word only: no letter or digit touches it where it starts or
ends with one, nor where it ends with a full stop ("Dr.Müller" stays); where words are not
spaced, no Latin letter or digit (zh 这附近有ATM). Config `whitelist_any_case yes`: TN matches
the written forms in any letter case (es "ee. uu.", zh "Atm" -> "ATM"); otherwise in the case
listed. ITN compares lower-cased spoken words, as it does for numbers. Config
`abbreviation_sentence_period yes` (as for units, measure.py): a written form that ends with a
full stop and ends a line with words before it leaves the stop to the sentence (pl "Kupiłem
gruszki itd." ... i tak dalej.); a language whose sentences end with another mark (hi ।, hy ։,
am ።) or that has not looked at its rows leaves it unset.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT
from ..base import Rule, alternation
from .data import optional_rows
from .language import Language, class_module

CLASS = "WHITELIST"
_FLAGS = ("tn", "itn", "title", "alone", "vowel", "number")
# what must follow a row flagged @number: a space, then a number
_NUMBER_AFTER = r"(?=[ \u00a0]+[-\u2212]?[0-9])"
# an abbreviation's full stop that ends the line (and so the sentence), words before it
_LINE_END = r"(?=\.\s*$)"
_WORDS_BEFORE = r"(?<=\S[^\S\n]*)"
_FLAGGED = regex.compile(r"(?P<written>.+?)(?P<flags>(?:@\w+)*)")
_WORD_AFTER = regex.compile(r"\s+\w")
_WORD_BEFORE = regex.compile(r"(\w+)\s+$")


@dataclass(frozen=True)
class Row:
    written: str
    spoken: str
    flags: frozenset[str] = field(default_factory=frozenset)


def load(lang: Language) -> list[Row]:
    """The rows of the language's whitelist.tsv (none without one)."""
    name = f"{lang.code}/numbers/whitelist.tsv"
    return parse(optional_rows(name), name)


def parse(pairs: Iterable[tuple[str, str]], name: str) -> list[Row]:
    """Rows from (written[@flag...], spoken) pairs; a bad flag is a LexiconError naming the
    file and the row."""
    rows = []
    for key, spoken in pairs:
        match = _FLAGGED.fullmatch(key)
        flags = frozenset(f for f in match["flags"].split("@") if f)
        where = f"{name}: {key}"
        if not flags <= set(_FLAGS):
            raise LexiconError(f"{where}: unknown flag(s) {sorted(flags - set(_FLAGS))}; "
                               f"known: {', '.join(_FLAGS)}")
        if {"tn", "itn"} <= flags:
            raise LexiconError(f"{where}: a row is for TN (@tn), ITN (@itn) or both (neither)")
        rows.append(Row(match["written"], spoken, flags))
    return rows


def fold(text: str) -> str:
    """Lower case, one character for one (how `whitelist_any_case` compares)."""
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _variants(ch: str) -> list[str]:
    """The characters that fold to what `ch` folds to (its letter cases)."""
    return sorted({v for v in (ch, ch.lower(), ch.upper()) if len(v) == 1 and fold(v) == fold(ch)})


def _boundary(ch: str, word: str) -> bool:
    return regex.match(f"[{word}]", ch) is not None


@dataclass(frozen=True)
class Suffixes:
    """How a case ending joins an abbreviation (config `whitelist_suffix_joiner` and the rest:
    hu "tv.-t" -> "törvényt", "isk.-val" -> "iskolával", "tv.-nyel" -> "törvénnyel")."""

    joiner: str
    letters: str
    vowels: str
    lengthen: dict[str, str]
    digraphs: tuple[str, ...]  # longest first

    @classmethod
    def of(cls, lang: Language) -> Suffixes | None:
        joiner = lang.setting("whitelist_suffix_joiner")
        if not joiner:
            return None
        where = f"{lang.code}/numbers/config.tsv"
        letters = lang.setting("whitelist_suffix_letters")
        vowels = lang.setting("whitelist_suffix_vowels")
        pairs = lang.setting_pairs("whitelist_suffix_lengthen", "a=á (a vowel, its long form)")
        if not letters or not set(vowels) <= set(letters):
            raise LexiconError(f"{where}: whitelist_suffix_joiner needs whitelist_suffix_letters "
                               "(with the vowels of whitelist_suffix_vowels among them) and "
                               "whitelist_suffix_lengthen as `a=á` pairs")
        digraphs = sorted(lang.setting("whitelist_suffix_digraphs").split(), key=len,
                          reverse=True)
        return cls(joiner, letters, vowels, dict(pairs), tuple(digraphs))

    @property
    def pattern(self) -> str:
        return f"{regex.escape(self.joiner)}[{regex.escape(self.letters)}]+"

    def stem(self, stem: str, vowel_stem: str, before_vowel: bool) -> str:
        """The stem a suffix joins: the vowel stem before a vowel (főnév -> főnev-et), the last
        vowel lengthened (iskola -> iskolá-t)."""
        stem = vowel_stem if before_vowel else stem
        if stem and stem[-1] in self.lengthen:
            stem = stem[:-1] + self.lengthen[stem[-1]]
        return stem

    def final_digraph(self, stem: str) -> str | None:
        return next((d for d in self.digraphs if stem.endswith(d)), None)

    def join(self, stem: str, vowel_stem: str, suffix: str) -> str:
        """stem + suffix; a digraph that ends the stem and starts the suffix is written long
        once (törvény + nyel -> törvénnyel)."""
        stem = self.stem(stem, vowel_stem, suffix[0] in self.vowels)
        digraph = self.final_digraph(stem)
        if digraph and suffix.startswith(digraph):
            return stem[:-len(digraph)] + digraph[0] + suffix
        return stem + suffix

    def fst(self, key: pynini.Fst, stem: str, vowel_stem: str) -> pynini.Fst:
        """key + joiner + suffix -> the joined word (what `join` writes)."""
        letter = pynini.union(*[pynini.escape(c) for c in self.letters])
        vowel = pynini.union(*[pynini.escape(c) for c in self.vowels])
        consonant = pynini.union(*[pynini.escape(c) for c in self.letters
                                   if c not in self.vowels])
        rest = pynini.closure(letter)
        head = key + pynini.escape(self.joiner)
        before_vowel = self.stem(stem, vowel_stem, True)
        paths = [pynini.cross(head, pynini.escape(before_vowel)) + vowel + rest]
        plain = self.stem(stem, vowel_stem, False)
        digraph = self.final_digraph(plain)
        consonants = consonant + rest
        if digraph:
            long = plain[:-len(digraph)] + digraph[0] + digraph
            paths.append(pynini.cross(head + pynini.escape(digraph), pynini.escape(long))
                         + rest)
            consonants = pynini.difference(consonants,
                                           (pynini.accep(pynini.escape(digraph)) + rest)
                                           .optimize())
        paths.append(pynini.cross(head, pynini.escape(plain)) + consonants)
        return pynini.union(*paths)


def tn(lang: Language):
    rows = [row for row in load(lang) if "itn" not in row.flags]
    if not rows:
        return class_module([], {})
    any_case = lang.setting("whitelist_any_case") == "yes"
    key = fold if any_case else str
    said: dict[str, tuple[str, str]] = {}  # compared form -> (written, spoken): the first row
    vowel_stems: dict[str, str] = {}  # compared form -> the stem before a vowel (@vowel rows)
    before_number: set[str] = set()  # written forms read only before a number (@number rows)
    for row in rows:
        if "vowel" in row.flags:
            vowel_stems.setdefault(key(row.written), row.spoken)
        elif key(row.written) not in said:
            said[key(row.written)] = (row.written, row.spoken)
            if "number" in row.flags:
                before_number.add(row.written)
    suffixes = Suffixes.of(lang)
    word = lang.written.word_chars
    sentence_period = bool(lang.sentence_period())  # (a line's end alone: "line" as "yes")

    def leaves_stop(text: str) -> bool:
        """Whether a line's end leaves `text`'s full stop to the sentence (see bounded)."""
        return (sentence_period and text[-1] == "." and len(text) > 1
                and text not in before_number)

    def literal(text: str) -> str:
        if not any_case:
            return regex.escape(text)
        return "".join(f"[{''.join(regex.escape(v) for v in _variants(c))}]"
                       if len(_variants(c)) > 1 else regex.escape(c) for c in text)

    def bounded(text: str) -> str:
        before = f"(?<![{word}])" if _boundary(text[0], word) else ""
        # (one that ends with a full stop is no abbreviation glued to a word: "Dr.Müller")
        after = f"(?![{word}])" if _boundary(text[-1], word) or text[-1] == "." else ""
        if "." in text[:-1] and text[-1] != "." and after:
            # (nor one with inner periods that goes on with another: fa "ه.ش" in "ه.ش.ها")
            after = f"(?![{word}]|\\.[{word}])"
        if suffixes is not None:
            after = f"(?:{suffixes.pattern}(?![{word}])|{after})"
        if text in before_number:
            after += _NUMBER_AFTER
        elif leaves_stop(text):
            # at the end of a line with words before it, its full stop is the sentence's too:
            # left out of the span, it stays after the reading ("Kupiłem gruszki itd." ... i
            # tak dalej.)
            return (f"{before}(?:{_WORDS_BEFORE}{literal(text[:-1])}{_LINE_END}"
                    f"|{literal(text)}{after})")
        return before + literal(text) + after

    # a form whose full stop a line's end leaves to the sentence, without the stop (bounded)
    stopped = {key(w[:-1]): (w, s) for w, s in said.values() if leaves_stop(w)}
    written = sorted((w for w, _ in said.values()), key=lambda w: (-len(w), w))
    pattern = "(?:" + "|".join(bounded(w) for w in written) + ")"
    inflected = regex.compile(f"(?P<key>.+?)(?P<suffix>{suffixes.pattern})"
                              if suffixes else "(?!)")

    def fast(span: str) -> str | None:
        found = said.get(key(span)) or stopped.get(key(span))
        if found is not None:
            return found[1]
        match = inflected.fullmatch(span)
        found = match and said.get(key(match["key"]))
        if not found:
            return None
        stem = found[1]
        suffix = match["suffix"][len(suffixes.joiner):]
        return suffixes.join(stem, vowel_stems.get(key(match["key"]), stem), suffix)

    def build(g) -> pynini.Fst:
        def accepted(text: str) -> pynini.Fst:
            if not any_case:
                return pynini.accep(pynini.escape(text))
            out = pynini.accep("")
            for c in text:
                out += pynini.union(*[pynini.escape(v) for v in _variants(c)])
            return out

        paths = []
        for compared, (w, s) in said.items():
            paths.append(pynini.cross(accepted(w), pynini.escape(s)))
            if leaves_stop(w):
                paths.append(pynini.cross(accepted(w[:-1]), pynini.escape(s)))
            if suffixes is not None:
                paths.append(suffixes.fst(accepted(w), s, vowel_stems.get(compared, s)))
        return pynini.union(*paths)

    rules, builders, fast_paths = [Rule(CLASS, pattern, CLASS)], {CLASS: build}, {CLASS: fast}
    glued = _glued_digits(lang, {w: s for w, s in said.values()}, word)
    if glued is not None:
        rules.append(glued[0])
        builders[glued[0].fst], fast_paths[glued[0].fst] = glued[1], glued[2]
    module = class_module(rules, builders, fast_paths)
    module.STARTS = regex.compile(pattern)  # where a candidate starts inside a token (zh)
    return module


# How far from an abbreviation glued to a number (characters, on its line) a word of its
# context may stand (config whitelist_glued_digits_near@).
_NEAR = 40


def _glued_digits(lang: Language, said: dict[str, str], word: str):
    """Config `whitelist_glued_digits`: written forms (rows of whitelist.tsv, as listed) read
    with a number of one to three digits written right after them, the number read as a
    cardinal (vi `Q.`: "Q.1" quận một, the district of an address); config
    `whitelist_glued_digits_near@<written>`: words one of which must stand within `_NEAR`
    characters before or after it on the line (vi `P.`: "P.5, Q.3" phường năm, an address;
    "xem P.5" stays). The rule, its transducer's builder and its fast path, or None."""
    forms = lang.setting("whitelist_glued_digits").split()
    if not forms:
        return None
    missing = [w for w in forms if w not in said]
    if missing:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: whitelist_glued_digits: "
                           f"{' '.join(missing)} not in whitelist.tsv")
    number = r"[0-9]{1,3}"
    branches = []
    for w in sorted(forms, key=lambda w: (-len(w), w)):
        near = lang.setting(f"whitelist_glued_digits_near@{w}").split()
        context = ""
        if near:
            words = f"(?<![{word}]){alternation(near)}"
            context = (rf"(?:(?<={words}[^\n]{{0,{_NEAR}}})"
                       rf"|(?={regex.escape(w)}{number}[^\n]{{0,{_NEAR}}}?{words}))")
        branches.append(f"{context}{regex.escape(w)}")
    pattern = (rf"(?<![{word}])(?:{'|'.join(branches)}){number}"
               rf"(?![{word}]|[.,/][0-9])")
    split = regex.compile(rf"(?P<w>.+?)(?P<n>{number})")
    name = f"{CLASS}@glued"

    def fast(span: str) -> str | None:
        match = split.fullmatch(span)
        if match is None or match["w"] not in forms:
            return None
        digits = lang.say(match["n"])
        return None if digits is None else f"{said[match['w']]} {digits}"

    def build(g) -> pynini.Fst:
        digits = pynini.compose(pynini.closure(DIGIT, 1, 3), lang.reading("")).optimize()
        return pynini.union(*[pynini.cross(pynini.escape(w), pynini.escape(said[w] + " "))
                              for w in forms]) + digits

    return Rule(CLASS, pattern, name), build, fast


class _Titles:
    """Whether ITN writes a title (or an @alone row) where it found it (see the module
    docstring)."""

    def __init__(self, lang: Language, titles: Iterable[str], alone: Iterable[str] = ()):
        self.titles = frozenset(titles)
        self.alone = frozenset(alone)  # (@alone: the whole line only)
        self.not_after = frozenset(lang.setting("itn_title_not_after").lower().split())

    def __call__(self, text: str, start: int, stop: int, phrase: str) -> bool:
        if phrase not in self.titles and phrase not in self.alone:
            return True
        if not text[:start].strip() and not text[stop:].strip():
            return True  # the whole line
        if phrase in self.alone:
            return False
        if not _WORD_AFTER.match(text, stop):
            return False
        before = _WORD_BEFORE.search(text[:start])
        return before is None or before.group(1).lower() not in self.not_after


def itn(lang: Language):
    rows = [row for row in load(lang) if not row.flags & {"tn", "vowel", "number"}]
    written: dict[str, str] = {}  # lower-cased spoken -> written: the first row
    titles, alone = set(), set()
    for row in rows:
        spoken = " ".join(row.spoken.lower().split())
        written.setdefault(spoken, row.written)
        if "title" in row.flags and written[spoken] == row.written:
            titles.add(spoken)
        if "alone" in row.flags and written[spoken] == row.written:
            alone.add(spoken)
    if not written:
        module = class_module([], {})
        module.FIRST_CHARS, module.FITS = frozenset(), None
        return module

    def build(g) -> pynini.Fst:
        return pynini.string_map([(pynini.escape(s), pynini.escape(w))
                                  for s, w in written.items()])

    module = class_module([Rule(CLASS, r"\w", CLASS)], {CLASS: build})
    module.FIRST_CHARS = frozenset(s[0] for s in written)  # where a phrase may start (zh)
    module.FITS = _Titles(lang, titles, alone)
    return module
