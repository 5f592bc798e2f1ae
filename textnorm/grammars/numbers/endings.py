"""Text written right on the end of a number (TN; config `glued_endings`, default none): a
classifier, a postposition, a case ending or an enclitic glued to the digits of any class
(ko "3개", "2020년에", "5km를"; gu "14:30માં", "₹45ની"; ckb "٢٠١٤دا", "١٥ی ئازار", "٥٠٪ی";
te "1947లో", "10:30కి"; ml "1947-ൽ", "2000ൽ"; ta "2024-இல்"). The number, date, time or amount
is read as its class reads it; the text after it is handled here, in a step after the rules
(the reading of a span does not depend on it).

Config `glued_endings <which> <how>`:
- which text may follow a number (its unit, its sign): `letters`, any letters but Latin ones
  (the written forms of every class end before them: Written.after_chars), or `listed`, only
  the endings of config `glued_endings_listed`, after a hyphen or not, with no letter after
  them (Written.after), or `apostrophe`, any letters after an apostrophe (' or ’), as Turkish
  writes a case ending on a number ("2023'te", "14:30'da", "5 km'den"; the apostrophe is not
  said), or `colon`, any letters after a colon, as Finnish writes one ("15:llä", "5 km:n");
- what TN does with it: `joined`, written on the reading's last word (ko 삼개, ckb پازدەی ئازار,
  te ఏడులో, tr üçte), or `apart`, written after the reading with a space between them, or
  `inflected`, the whole reading said in the case the ending asks for, every part of it (fi
  "15:llä" viidellätoista, "5 km:n" viiden kilometrin: case_words.py, config
  `glued_endings_cases`, case_numerals.tsv and case_nouns.tsv), the ending not said; where
  the ending asks for no case or the reading has no form in it, the ending stays after the
  reading as written; a bare number before a noun in a case, a space between them, is said
  in that case too, the noun as written (fi "15 eurolla" viidellätoista eurolla:
  CaseWords.noun_ending).
Config `glued_endings_classes`: the classes whose readings take an ending (default all), and
with `inflected`, `glued_endings_first`: those whose reading's first word alone takes the case
(fi DATE: "1.1.2024:stä" ensimmäisestä tammikuuta ..., the day, not the year).
Config `glued_endings_sandhi`: `end+ending=joined` items, how the reading's last word and an
ending join (ml `്+ൽ=ിൽ`: നാൽപ്പത്തിയേഴ് + ൽ = നാൽപ്പത്തിയേഴിൽ; `ം+ൽ=ത്തിൽ`: ആയിരത്തിൽ), the
longest ending, then the longest end the word has, winning; with `letters` an item's ending is
how the letters written on start (ckb `ە+ە=ە`: چواردە + ەوە = چواردەوە). Without an item the
ending goes on as written (te ఏడు + లో = ఏడులో). The hyphen before a listed ending is not said.
Config `glued_endings_harmony`: vowel harmony of the ending with the reading, items
`vowels=vowel:after,...` (tr `ae=a:aıou,e:eiöü`: an "a" or "e" of the ending is "a" after a
back vowel, "e" after a front one), each vowel of the ending chosen by the vowel before it. The
ending of a number's digits is written for its reading already; that of a unit or currency
abbreviation may be written for its letters ("TL'ye" tele-ye, read lira: liraya).
Without `glued_endings` a number may not touch letters after it; a word with digits inside
("тест2", "3D-Drucker", am "በ5") is CARDINAL's, read as config `glued_digits` says
(cardinal.py), but for the letters after the digits where `glued_endings letters` says.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import regex

from ...errors import LexiconError
from ...result import Result
from ..base import alternation
from .case_words import CaseWords

if TYPE_CHECKING:  # (language.py imports written.py, which imports this module)
    from .language import Language

_WHICH, _HOW = ("letters", "listed", "apostrophe", "colon"), ("joined", "apart", "inflected")
_LETTERS_AFTER = r"(?:(?![\p{Latin}\d_])\w)+"
# with `inflected`: the classes of a bare number, which a noun in a case after it may inflect
# (fi "15 eurolla"; a unit's or currency's reading has its own noun), and that noun after it
_BARE = ("CARDINAL", "DECIMAL")
_NOUN_AFTER = regex.compile(r"[ \u00a0](\p{L}+)(?!\p{L})")


@dataclasses.dataclass(frozen=True)
class Endings:
    """Config `glued_endings` read: `letters` (any letters may follow) or the `listed`
    endings, `joined` or not, and the sandhi items (end, ending, joined), the longest ending
    and then the longest end first."""
    letters: bool
    joined: bool
    listed: tuple[str, ...]
    sandhi: tuple[tuple[str, str, str], ...]
    apostrophe: bool = False
    harmony: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    colon: bool = False
    cases: CaseWords | None = None  # (`inflected`)
    classes: frozenset[str] = frozenset()  # (config glued_endings_classes; empty: all)
    first: frozenset[str] = frozenset()  # (config glued_endings_first)

    @classmethod
    def of(cls, code: str, config: dict[str, str]) -> Endings | None:
        setting = config.get("glued_endings", "")
        listed = tuple(config.get("glued_endings_listed", "").split())
        items = config.get("glued_endings_sandhi", "").split()
        harmony = config.get("glued_endings_harmony", "").split()
        if not setting:
            if listed or items or harmony:
                raise LexiconError(f"{code}/numbers/config.tsv: glued_endings_listed, "
                                   "glued_endings_sandhi or glued_endings_harmony without "
                                   "glued_endings")
            return None
        which, _, how = setting.partition(" ")
        if which not in _WHICH or how not in _HOW or bool(listed) != (which == "listed"):
            raise LexiconError(f"{code}/numbers/config.tsv: glued_endings {setting!r} is not "
                               "`letters|listed|apostrophe|colon joined|apart|inflected` "
                               "(`listed` with glued_endings_listed, `letters` without)")
        sandhi = []
        for item in items:
            pair, eq, joined = item.partition("=")
            end, plus, ending = pair.partition("+")
            if not (eq and plus and ending and joined) or (listed and ending not in listed):
                raise LexiconError(f"{code}/numbers/config.tsv: glued_endings_sandhi: "
                                   f"{item!r} is not end+ending=joined"
                                   + (" with an ending of glued_endings_listed" if listed
                                      else ""))
            sandhi.append((end, ending, joined))
        sandhi.sort(key=lambda x: (-len(x[1]), -len(x[0])))
        return cls(which == "letters", how in ("joined", "inflected"), listed, tuple(sandhi),
                   which == "apostrophe", _harmony(code, harmony), which == "colon",
                   CaseWords.of(code, config) if how == "inflected" else None,
                   frozenset(config.get("glued_endings_classes", "").split()),
                   frozenset(config.get("glued_endings_first", "").split()))

    def ahead(self, word_chars: str) -> str | None:
        """A lookahead for a listed ending (a hyphen before it or not) and no letter after
        it, or None where any letters may follow (after an apostrophe, which no number's
        pattern takes in)."""
        if self.letters or self.apostrophe or self.colon:
            return None
        return rf"(?=-?{alternation(self.listed)}(?![{word_chars}]))"

    def found(self, word_chars: str) -> regex.Pattern:
        """What is written on a number: the ending (group 1), after a hyphen where listed."""
        if self.letters:
            return regex.compile(f"({_LETTERS_AFTER})")
        if self.apostrophe or self.colon:
            mark = ":" if self.colon else "['’]"
            return regex.compile(rf"{mark}(\p{{L}}+)(?![{word_chars}])")
        return regex.compile(rf"-?({alternation(self.listed)})(?![{word_chars}])")

    def harmonized(self, word: str, written: str) -> str:
        """`written` with each vowel of config `glued_endings_harmony` chosen by the vowel
        before it (the reading's last, then the ending's own)."""
        if not self.harmony:
            return written
        vowels = {v for _, choices in self.harmony for _, after in choices for v in after}
        previous = next((c for c in reversed(word.lower()) if c in vowels), None)
        out = []
        for char in written:
            for group, choices in self.harmony:
                if char in group and previous is not None:
                    char = next((v for v, after in choices if previous in after), char)
                    break
            out.append(char)
            if char in vowels:
                previous = char
        return "".join(out)

    def said(self, word: str, written: str, first: bool = False) -> tuple[str, int]:
        """The reading `word` with what is `written` on it, and how much of `written` that
        takes: with `letters` and `joined`, only an ending of a sandhi item (the letters
        after it stay as written); with `apostrophe`, all of them, in harmony with the word
        (config `glued_endings_harmony`), a sandhi item's ending by how they start; with
        `inflected`, all of them where they ask for a case the reading is said in (`first`:
        its first word in it; case_words.py), none where not."""
        if not self.joined:
            return f"{word} {written}", len(written)
        if self.cases is not None:
            said = self.cases.said(word, written, first)
            return (word, 0) if said is None else (said, len(written))
        taken, written = len(written), self.harmonized(word, written)
        for end, ending, joined in self.sandhi:
            if word.endswith(end) and (written.startswith(ending)
                                       if self.letters or self.apostrophe
                                       else written == ending):
                if self.apostrophe:  # (the rest of the letters follow the joined ending)
                    return word[:len(word) - len(end)] + joined + written[len(ending):], taken
                return word[:len(word) - len(end)] + joined, len(ending)
        return (word, 0) if self.letters else (word + written, taken)


def _harmony(code: str, items: list[str]) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """Config `glued_endings_harmony` read: (the vowels of a group, ((vowel, the vowels after
    which it is chosen), ...)) per item."""
    groups = []
    for item in items:
        group, eq, choices = item.partition("=")
        pairs = [choice.partition(":") for choice in choices.split(",")]
        if not (group and eq and all(v and colon and after for v, colon, after in pairs)) \
                or any(v not in group for v, _, _ in pairs):
            raise LexiconError(f"{code}/numbers/config.tsv: glued_endings_harmony: {item!r} "
                               "is not vowels=vowel:after,... (each vowel of the group)")
        groups.append((group, tuple((v, after) for v, _, after in pairs)))
    return tuple(groups)


def joined(lang: Language, text: str, result: Result) -> Result:
    """`result` with what is written right after a span (config `glued_endings`) said with
    the reading, taken into the span (with its hyphen); where nothing changes, as it was. With
    `inflected`, the first end of a range (a range sign of config range_signs between it and a
    span whose ending is said) is said in the same case (fi "5–10 km:n" viiden–kymmenen
    kilometrin)."""
    endings = lang.written.endings
    if endings is None or (endings.letters and endings.joined and not endings.sandhi):
        return result  # (the letters follow the reading as written)
    found = endings.found(lang.written.word_chars)
    # per span: its new reading (None: as it was), how much of the text after it that takes
    # (with the hyphen or colon) and the ending
    changes: list[tuple[str | None, int, str]] = []
    for span in result.spans:
        match = found.match(text, span.src_end)
        said = result.text[span.out_start:span.out_end]
        tail = len(match.group()) if match else 0
        new, taken = None, 0
        # (the ending is the text's, outside the span, unless a rule took the letters after
        # the digits apart with a space: "1947 ల" from glued digits)
        if match is not None and result.text[span.out_end:span.out_end + tail] == match.group() \
                and said.strip() and (not endings.classes or span.cls in endings.classes
                                      or span.cls in endings.first):
            new, taken = endings.said(said.rstrip(), match.group(1), span.cls in endings.first)
        if taken:
            changes.append((new, taken + tail - len(match.group(1)), match.group(1)))
        elif match is None and endings.cases is not None and span.cls in _BARE:
            changes.append(_before_noun(endings.cases, text, result, span))
        else:
            changes.append((None, 0, ""))
    if endings.cases is not None:
        _range_firsts(lang, endings, text, result, changes)
    out, spans, shift, pos = [], [], 0, 0
    for span, (new, taken, _) in zip(result.spans, changes):
        out.append(result.text[pos:span.out_start])
        if new is None:
            out.append(result.text[span.out_start:span.out_end])
            spans.append(dataclasses.replace(span, out_start=span.out_start + shift,
                                             out_end=span.out_end + shift))
            pos = span.out_end
            continue
        out.append(new)
        start = span.out_start + shift
        shift += len(new) - (span.out_end - span.out_start) - taken
        spans.append(dataclasses.replace(span, src_end=span.src_end + taken, out_start=start,
                                         out_end=start + len(new)))
        pos = span.out_end + taken
    out.append(result.text[pos:])
    return Result("".join(out), spans)


def _before_noun(cases: CaseWords, text: str, result: Result, span) -> tuple[str | None, int, str]:
    """A bare number's change (new reading, 0, the ending of its case) where a noun in a case
    follows it, a space between them (fi "15 eurolla" viidellätoista eurolla; CaseWords.
    noun_ending), the noun kept as written; (None, 0, "") where none does."""
    noun = _NOUN_AFTER.match(text, span.src_end)
    ending = noun and cases.noun_ending(noun[1])
    if not ending or not result.text.startswith(noun.group(), span.out_end):
        return None, 0, ""
    said = cases.said(result.text[span.out_start:span.out_end].rstrip(), ending)
    return (None, 0, "") if said is None else (said, 0, ending)


def _range_firsts(lang: Language, endings: Endings, text: str, result: Result,
                  changes: list[tuple[str | None, int, str]]) -> None:
    """`changes` with the first end of each range whose second takes an ending said in its
    case (the sign between them, a space either side or none, kept as written)."""
    signs = regex.compile(rf"[ \u00a0]?{alternation(lang.range_word()[1])}[ \u00a0]?")
    spans = result.spans
    for i in range(1, len(spans)):
        first, second = spans[i - 1], spans[i]
        ending = changes[i][2]
        if not ending or changes[i - 1][0] is not None \
                or (endings.classes and first.cls not in endings.classes) \
                or endings.first & {first.cls, second.cls}:
            continue
        between = text[first.src_end:second.src_start]
        if not signs.fullmatch(between) \
                or result.text[first.out_end:second.out_start] != between:
            continue
        said = endings.cases.said(result.text[first.out_start:first.out_end], ending)
        if said is not None:
            changes[i - 1] = (said, 0, "")
