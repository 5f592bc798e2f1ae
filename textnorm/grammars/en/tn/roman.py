"""ROMAN: Roman numerals where the context says they are numbers.

"Henry VIII" -> "henry the eighth" (after a regnal name, from roman_context.tsv; "Henry the
VIII" too), "Chapter IV" -> "chapter four" (after a word that numbers things; context words in
any case: "CHAPTER IV"; after a chapter's word a lone L or C too: "CHAPTER L"), a numeral alone
on its line or opening it with a period is a heading ("XIV." -> "fourteen.", "XL. OF MONEY" ->
"forty. OF MONEY"), after a word that numbers things only with two letters or more ("Letter
IV", but "the letter V"; kind `multi`), lower-case numerals of two letters or more after a
context word ("chapter xii", "Psalm xxiii"), lists and ranges after one ("Chapters IV and V",
"Parts I-III" -> "parts one to three", "chaps. v. and vi."), "World War II" -> "world war two",
"XIVth" -> "fourteenth", "Edward VII's" -> "edward the seventh's" (also with the numeral's
period: "Henry VIII.'s" -> "henry the eighth's"), and lower-case numerals after a reference
("p. xiv" -> "page fourteen", "bk. iv.") or a book of the Bible before its verse ("Gen. i. 3"
-> "genesis one three").
A long numeral from M on is a title page's year ("MDCCCXLII" -> "eighteen forty two"); a period
after a numeral inside a sentence is silent ("Louis XIV. was king" -> "louis the fourteenth was
king"). Elsewhere only unambiguous multi-letter numerals of I, V and X are read ("Super Bowl
XVI"); "I" alone is a pronoun, and "IV", "VI", "XI", "XX", "MIX", "CD", "DC", "LCD" are words or
acronyms unless a context word says otherwise: Kestrel spells those.
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import delete, insert
from ....lexicon import load
from ...base import GrammarSet, Rule
from ...universal import roman
from .reference import bible_book

_LEX = "en/"


def roman_value(_: GrammarSet) -> pynini.Fst:
    """A Roman numeral (1..3999, upper case) -> its value in digits without leading zeros."""
    return roman.digits()


def roman_cardinal(g: GrammarSet) -> pynini.Fst:
    return pynini.compose(g.get("ROMAN.value"), g.get("number_names")).optimize()


def roman_lower(g: GrammarSet) -> pynini.Fst:
    """"xiv" -> "fourteen": lower-case numerals (page and chapter numbers in references)."""
    upper = pynini.string_map([(c.lower(), c) for c in "IVXLCDM"]).closure()
    return pynini.compose(upper, g.get("ROMAN")).optimize()


def roman_lower_with_period(g: GrammarSet) -> pynini.Fst:
    """"xii." -> "twelve" ("chapter xii. and began")."""
    return (g.get("ROMAN.lower") + pynini.closure(delete("."), 0, 1)).optimize()


def roman_ordinal(g: GrammarSet) -> pynini.Fst:
    """"XIVth" -> "fourteenth" (any English suffix: writers are not consistent with these)."""
    suffix = delete(pynini.union("st", "nd", "rd", "th"))
    return (pynini.compose(g.get("ROMAN.value"), g.get("ordinal_names")) + suffix).optimize()


def roman_regnal_after_the(g: GrammarSet) -> pynini.Fst:
    """"VIII" -> "eighth", "VII's" / "VII.'s" -> "seventh's", "XIV." -> "fourteenth" (the period
    of an ordinal before a word in lower case: "Louis XIV. was king"); the article is written
    already in "Henry the VIII"."""
    ordinal = pynini.compose(g.get("ROMAN.value"), g.get("ordinal_names"))
    possessive = pynini.cross(pynini.union("'s", "’s"), "'s")
    ending = pynini.closure(delete("."), 0, 1) + pynini.closure(possessive, 0, 1)
    return (ordinal + ending).optimize()


def roman_regnal(g: GrammarSet) -> pynini.Fst:
    """"VIII" -> "the eighth" (after a regnal name: "Henry VIII")."""
    return (insert("the ") + g.get("ROMAN.regnal_after_the")).optimize()


def roman_with_period(g: GrammarSet) -> pynini.Fst:
    """"II." -> "two": older books put a period after a numeral ("Vol. II. of the History")."""
    return (g.get("ROMAN") + pynini.closure(delete("."), 0, 1)).optimize()


def roman_year(g: GrammarSet) -> pynini.Fst:
    """"MDCCCXLII" -> "eighteen forty two": the year of a title page, read as a year is (its
    period silent within a sentence: "In MDCCCXX. the book appeared")."""
    year = pynini.compose(g.get("ROMAN.value"), g.get("year"))
    return (year + pynini.closure(delete("."), 0, 1)).optimize()


def roman_range(g: GrammarSet) -> pynini.Fst:
    """"I-III" -> "one to three", "iv-vi" -> "four to six" (after a context word)."""
    dash = pynini.cross(pynini.union("-", "–"), " to ")
    upper, lower = g.get("ROMAN"), g.get("ROMAN.lower")
    return (upper + dash + upper | lower + dash + lower).optimize()


TRANSDUCERS = {
    "ROMAN.value": roman_value,
    "ROMAN.range": roman_range,
    "ROMAN": roman_cardinal,
    "ROMAN.lower": roman_lower,
    "ROMAN.ordinal": roman_ordinal,
    "ROMAN.regnal": roman_regnal,
    "ROMAN.regnal_after_the": roman_regnal_after_the,
    "ROMAN.period": roman_with_period,
    "ROMAN.lower_period": roman_lower_with_period,
    "ROMAN.year": roman_year,
}


@cache
def _context(*kinds: str) -> str:
    """The context words of these kinds, matched in any letter case ("CHAPTER IV", "LOUIS
    XIV"); kind `cardinal` takes in `chapter` (the words after which L and C alone are
    numerals too)."""
    kinds = (*kinds, "chapter") if "cardinal" in kinds else kinds
    words = sorted({e.written.lower() for e in load(_LEX + "roman_context.tsv")
                    if e.spoken in kinds}, key=lambda w: (-len(w), w))
    return "(?i:" + "|".join(regex_escape(w) for w in words) + ")"


@cache
def _reference() -> str:
    """The bibliographic abbreviations of abbreviations_reference.tsv, in any letter case."""
    words = sorted({e.written for e in load(_LEX + "abbreviations_reference.tsv")},
                   key=lambda w: (-len(w), w))
    return "(?i:" + "|".join(regex_escape(w) for w in words) + ")"


def regex_escape(word: str) -> str:
    return "".join("\\" + c if not c.isalnum() else c for c in word)


# Well-formed numerals only (so "IIII", "VV", "IC" never match).
_SMALL = roman.BELOW_100
_FULL = roman.WELL_FORMED
_EDGE_L = r"(?<![\w.\-&/'’])"
# A dash of two hyphens ends the numeral ("CHAPTER II--A NEW FRIEND"); one hyphen joins a word.
_EDGE_R = r"(?![\w&'’]|-(?!-)|\.\w)"
# The period after a numeral within a sentence, before a word in lower case or a comma ("Louis
# XIV. was king", "Vol. II. of the History", "Part II., Chapter 3"): not a sentence's, silent.
_PERIOD_IN_SENTENCE = r"(?:\.(?=\s+[a-z]|[,;:]))?"
# Lower-case numerals are chapters of references: their period before a verse is silent too
# ("Psalm xxiii. 4", "Gen. i. 3").
_PERIOD_BEFORE_VERSE = r"(?:\.(?=\s+[a-z1-9]|[,;:]))?"
# Between the numerals of a list: "IV and V", "I, II and III", "I or II".
_LIST_SEP = r"(?:,\s(?:and\s|or\s)?|\s(?:and|or|&)\s)"
# Read without a context word: I/V/X numerals that are rarely anything else.
_BARE = r"(?!(?:IV|VI|XI|XX|XXX)\b)(?:II|III|[IVX]{3,})"

# Lower-case numerals the engine must offer to the rules (it skips plain lower-case words): those
# of pages and chapters, below 400.
LOWERCASE_STARTS = frozenset(roman.to_roman(n).lower() for n in range(1, 400))

RULES = [
    # "Edward VII's reign" -> "edward the seventh's reign", "Henry VIII.'s" (before the next
    # rule, which would read "VIII" and leave ".'s").
    Rule("ORDINAL", rf"(?<=\b(?:{_context('regnal')})\s)(?=[IVX]+\.?['’]s\b){_SMALL}(?<=[IVX])"
         rf"\.?['’]s(?![\w\-&'’])", "ROMAN.regnal"),
    # I, V and X only: "David L" and "John C" are initials; "Malcolm X" is a name ("Leo X.",
    # "Charles X." are kings and popes).
    Rule("ORDINAL", rf"(?<=\b(?:{_context('regnal')})\s)(?!(?<=Malcolm\s)X{_EDGE_R})"
         rf"(?=[IVX]+{_EDGE_R}){_SMALL}(?<=[IVX]){_EDGE_R}{_PERIOD_IN_SENTENCE}", "ROMAN.regnal"),
    # "Henry the VIII", "Louis the XIV." -> "henry the eighth": the article is written.
    Rule("ORDINAL", rf"(?<=\b(?:{_context('regnal')})\s[Tt]he\s)(?=[IVX]+{_EDGE_R}){_SMALL}"
         rf"(?<=[IVX]){_EDGE_R}{_PERIOD_IN_SENTENCE}", "ROMAN.regnal_after_the"),
    # A lone L, C, D or M after the context word is a letter ("Class L", "Type C").
    Rule("ROMAN", rf"(?<=\b(?:{_context('cardinal')})\.?\s)(?![LCDM]{_EDGE_R}){_FULL}"
         rf"(?<=[IVXLCDM]){_EDGE_R}{_PERIOD_IN_SENTENCE}", "ROMAN.period"),
    # But not after a chapter's word: "CHAPTER L" follows "CHAPTER XLIX", "Canto C".
    Rule("ROMAN", rf"(?<=\b(?:{_context('chapter')})\.?\s)[LC]{_EDGE_R}", "ROMAN"),
    # "Letter IV" but "the letter V": a numeral of two letters or more only.
    Rule("ROMAN", rf"(?<=\b(?:{_context('multi')})\.?\s)(?=[IVXLCDM]{{2}}){_FULL}"
         rf"(?<=[IVXLCDM]){_EDGE_R}{_PERIOD_IN_SENTENCE}", "ROMAN.period"),
    # Lower-case numerals of two letters or more after a context word: "chapter xii", "Psalm
    # xxiii" (a lone "i", "v" or "x" is a word or a letter).
    Rule("ROMAN", rf"(?<=\b(?:{_context('cardinal')}|{_context('multi')})\.?\s)(?=[ivxlc]{{2,}}"
         rf"{_EDGE_R})(?i:{_FULL})(?<=[ivxlc]){_EDGE_R}{_PERIOD_BEFORE_VERSE}",
         "ROMAN.lower_period"),
    # "Parts I-III", "vols. i-iii" -> "one to three".
    Rule("ROMAN", rf"(?<=\b(?:{_context('cardinal')}|{_reference()})\.?\s)"
         rf"(?=[IVXLCDM]+[-–][IVXLCDM]+{_EDGE_R}|[ivxlc]+[-–][ivxlc]+{_EDGE_R})"
         rf"(?i:{_FULL}[-–]{_FULL})(?<=[IVXLCDMivxlc]){_EDGE_R}", "ROMAN.range"),
    # The next numerals of a list after a context word: "Chapters IV and V", "Vols. I, II and
    # III", "chapters iv and v"; not the pronoun ("Chapter IV and I went home").
    Rule("ROMAN", rf"(?<=\b(?:{_context('cardinal')}|{_context('multi')}|{_reference()})\.?\s"
         rf"[IVXLCDM]+(?:{_LIST_SEP}[IVXLCDM]+)*{_LIST_SEP})(?=[IVXLCDM])(?!I\s+[a-z]){_FULL}"
         rf"(?<=[IVXLCDM]){_EDGE_R}", "ROMAN"),
    Rule("ROMAN", rf"(?<=\b(?:{_context('cardinal')}|{_context('multi')}|{_reference()})\.?\s"
         rf"[ivxlc]+\.?(?:{_LIST_SEP}[ivxlc]+\.?)*{_LIST_SEP})(?=[ivxlc])(?i:{_FULL})"
         rf"(?<=[ivxlc]){_EDGE_R}{_PERIOD_BEFORE_VERSE}", "ROMAN.lower_period"),
    Rule("ORDINAL", rf"{_EDGE_L}(?=[IVXLC]{{2}}){_FULL}(?:st|nd|rd|th)(?!\w)", "ROMAN.ordinal"),
    # Lower-case numerals after a reference with its period: "p. xiv", "vol. ii", "chap. iv".
    Rule("ROMAN", rf"(?<=\b(?:{_reference()})\.\s)(?=[ivxlc]+{_EDGE_R})(?i:{_FULL})(?<=[ivxlc])"
         rf"{_EDGE_R}{_PERIOD_BEFORE_VERSE}", "ROMAN.lower_period"),
    # A chapter in small numerals after a book of the Bible, before its verse: "Gen. i. 3".
    Rule("ROMAN", rf"(?=[ivxlc]+\.\s[1-9])(?<=\b{bible_book()}\s)(?i:{_FULL})(?<=[ivxlc])\.",
         "ROMAN.lower_period"),
    # A psalm by its number: "Ps. cxix." (reference.py reads "Ps.").
    Rule("ROMAN", rf"(?<=\bPsa?\.\s)(?=[ivxlc]+{_EDGE_R})(?i:{_FULL})(?<=[ivxlc]){_EDGE_R}"
         rf"{_PERIOD_BEFORE_VERSE}", "ROMAN.lower_period"),
    Rule("ROMAN", rf"{_EDGE_L}(?={_BARE}{_EDGE_R}){_SMALL}(?<=[IVX]){_EDGE_R}", "ROMAN"),
    # A long numeral from M on is a year, as on a title page ("LONDON: MDCCCXLII."): no
    # acronym is written so.
    Rule("ROMAN", rf"{_EDGE_L}(?=M[MDCLXVI]{{4,}}{_EDGE_R}){_FULL}"
         rf"(?<=[IVXLCDM]){_EDGE_R}{_PERIOD_IN_SENTENCE}", "ROMAN.year"),
    # A numeral alone on its line is a section heading ("IV.", "XII"); a lone "I" needs its period.
    Rule("ROMAN", rf"(?<=^\s*)(?=[IVXL]{{2,}}\.?\s*$|[IVX]\.\s*$){_SMALL}(?=\.?\s*$)", "ROMAN"),
    # A numeral and its period that open a line before a heading's words: "XL. OF MONEY",
    # "IV. The Return"; a lone I, V or X before words in capitals only ("I. THE BEGINNING").
    Rule("ROMAN", rf"(?<=^\s*)(?=[IVXL]{{2,}}\.\s+[A-Z]|[IVX]\.\s+[A-Z]{{2}}){_SMALL}"
         rf"(?=\.\s+[A-Z])", "ROMAN"),
]
# Every numeral begins with one of its letters: saying so first lets the regex give up at once
# at the other candidate starts (every capitalized word), before the look behind over hundreds
# of context words.
RULES = [Rule(rule.cls, "(?=[IVXLCDMivxlcdm])" + rule.pattern, rule.fst)
         if rule.pattern.startswith("(?<") else rule for rule in RULES]
