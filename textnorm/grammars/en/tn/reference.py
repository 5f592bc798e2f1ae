"""ABBREVIATION, references: bibliographic and document abbreviations read in full with their
period before a number ("ch. 3" -> "chapter three", "pp. 12-15" -> "pages twelve to fifteen",
"Fig. 2" -> "figure two") or a Roman numeral ("CHAP. IV." -> "chapter four", "p. xiv" -> "page
fourteen"; in capitals too). Without the period ("pp 12", "Ch 3") they are LETTERS, as Kestrel's
data spell them; so this rule comes before LETTERS, the rest of ABBREVIATION after it. So do
titles in capitals with their period before a word in capitals ("DR. JEKYLL" -> "doctor JEKYLL",
"MRS. BENNET" -> "missus BENNET"), which LETTERS would spell. Books of the Bible abbreviated
with their period before chapter and verse ("Matt. 5:3", "Gen. i. 3") are read in full
(abbreviations_bible.tsv, whose capitalized entries are the full names: `bible_book`); the
number of a numbered book is its ordinal ("1 Kings 3:9" -> "first Kings three nine", "2 Sam.
vii. 12" -> "second samuel seven twelve"). A psalm, cited by its number alone, is one
("Ps. 119" -> "psalm one hundred nineteen", "Ps. cxix." -> "psalm one hundred nineteen").
"""

from __future__ import annotations

from functools import cache

import regex

from ....lexicon import load
from ...base import Rule, alternation
from .abbreviation import TITLE, TITLE_DOTTED, keys, reader

_REFERENCE = "en/abbreviations_reference.tsv"
_BIBLE = "en/abbreviations_bible.tsv"
_NUMBERED = "en/bible_numbered_books.tsv"

TRANSDUCERS = {"ABBREVIATION.reference": reader(_REFERENCE), "ABBREVIATION.bible": reader(_BIBLE)}


@cache
def bible_book() -> str:
    """A book of the Bible before chapter and verse: a full name ("Isaiah") or an abbreviation
    with its period ("Isa.")."""
    entries = load(_BIBLE)
    names = alternation(e.written for e in entries if e.written[0].isupper())
    short = alternation(e.written.capitalize() for e in entries if e.written.islower())
    return rf"(?:{names}|{short}\.)"


def _numbered_book() -> str:
    """A numbered book of the Bible ("Kings", "Cor."): bible_numbered_books.tsv."""
    entries = load(_NUMBERED)
    return "(?:" + "|".join(rf"{regex.escape(e.written)}\b" + (r"\." if e.spoken.islower() else "")
                            for e in entries) + ")"


_CAPS_AFTER = r"\.(?=\s+[A-Z]{2})"
RULES = [
    # Before a number, or a Roman numeral ("CHAP. IV.", "vol. ii"): a book's own numbering.
    Rule("ABBREVIATION", keys(_REFERENCE, caps=True) + r"\.(?=\s?\d|\s(?:[IVXLC]+|[ivxlc]+)\b)",
         "ABBREVIATION.reference"),
    Rule("ABBREVIATION", keys(_BIBLE) + r"\.(?=\s[1-9]\d{0,2}:[1-9]|\s[ivxlc]+\.\s[1-9])",
         "ABBREVIATION.bible"),
    # A psalm is cited by its number alone: "Ps. 119" -> "psalm one hundred nineteen".
    Rule("ABBREVIATION", r"P(?<![\w.]P)sa?\.(?=\s(?:[1-9]\d{0,2}|[ivxlc]+)(?![\w:]|\.\d))",
         "ABBREVIATION.bible"),
    Rule("ORDINAL", rf"(?<![\w.,:\-])[1-3](?=\s{_numbered_book()}\s(?:[1-9]\d{{0,2}}:[1-9]"
         r"|[ivxlc]+\.\s[1-9]))", "ordinal_names"),
    Rule("ABBREVIATION", keys(TITLE, caps=True) + _CAPS_AFTER, "ABBREVIATION.title"),
    Rule("ABBREVIATION", keys(TITLE_DOTTED, caps=True) + _CAPS_AFTER, "ABBREVIATION.title_dotted"),
]
