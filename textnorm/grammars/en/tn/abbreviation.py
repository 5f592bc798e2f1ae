"""ABBREVIATION: a whitelist of abbreviations read in full, some by context (Kestrel style).

- wherever they stand: "etc." -> "etcetera", "&c." -> "etcetera", "OK" -> "okay"; before a
  possessive too, "WWII's" -> "world war two's";
- after what they qualify: "Ltd" -> "limited", "Jr." -> "junior";
- before a name or number, and by default: "Mr." -> "mister", ("Mrs." -> "missus" with its
  period only), "Dr." -> "doctor", "St." ->
  "saint", "Mt." -> "mount", "vs." -> "versus", "Vol." -> "volume", "Bros." -> "brothers";
- after a capitalized word or a number: "St." -> "street", "Dr." -> "drive", "Ave." -> "avenue",
  "Rd." -> "road" ("Ave Maria" stays);
- before a number: "No. 5" -> "number five", "Apt. 4B" -> "apartment four b", "Rm. 204" ->
  "room two hundred four" (references such as "pp. 12" are reference.py's);
- a day of the week before a date, with its period or a comma: "Tue., Jan. 5" -> "tuesday,
  january fifth", "Sat. 12 March" (alone, "Sun" and "Sat." stay as written).

Written in lower case and without a period, the titles that are also street types and the
suffixes are read in full only where a word shows what they are: a title before a word ("dr
Smith"), a suffix after one ("Acme ltd"); alone they stay as written ("dr", "st", "ltd"), as
Kestrel's data keep them.

An abbreviation's own period is silent. When it ends the text, or comes before a capital after
a suffix-like abbreviation ("... Ltd. The"), it is the sentence's period and stays.
"""

from __future__ import annotations

import pynini

from ....fst import delete
from ....lexicon import pairs
from ...base import GrammarSet, Rule, alternation
from .address import DIRECTION
from .letters import ALONE, KEEP_FINAL_PERIOD, words_pattern

_EVERYWHERE = "en/abbreviations.tsv"
_SUFFIX = "en/abbreviations_suffix.tsv"
TITLE = "en/abbreviations_title.tsv"
TITLE_DOTTED = "en/abbreviations_title_dotted.tsv"
_STREET = "en/abbreviations_street.tsv"
_NUMBER = "en/abbreviations_number.tsv"
_WEEKDAY = "en/abbreviations_weekday.tsv"
_MONTH_ABBREVIATIONS = "en/month_abbreviations.tsv"


def _cased(relpath: str) -> list[tuple[str, str]]:
    """Lower-case, capitalized and all-capital written forms of each entry."""
    out = []
    for written, spoken in pairs(relpath):
        for form in dict.fromkeys((written, written.capitalize(), written.upper())):
            out.append((form, spoken))
    return out


def reader(relpath: str):
    def build(_: GrammarSet) -> pynini.Fst:
        table = pynini.string_map(_cased(relpath))
        return (table + pynini.closure(delete("."), 0, 1)).optimize()
    return build


def keys(relpath: str, caps: bool = False) -> str:
    """Regex alternation of the lower-case and capitalized forms (all capitals with `caps`),
    none preceded by a word character or address punctuation."""
    forms = [w for w, _ in _cased(relpath) if caps or not w.isupper() or len(w) < 2]
    return words_pattern(forms, r"[\w.\-/&@]")


TRANSDUCERS = {
    "ABBREVIATION": reader(_EVERYWHERE),
    "ABBREVIATION.suffix": reader(_SUFFIX),
    "ABBREVIATION.title": reader(TITLE),
    "ABBREVIATION.title_dotted": reader(TITLE_DOTTED),
    "ABBREVIATION.street": reader(_STREET),
    "ABBREVIATION.number": reader(_NUMBER),
    "ABBREVIATION.weekday": reader(_WEEKDAY),
}

WORD_END = r"(?![\w'’\-/&@])"
# The period of an abbreviation is silent, but before a capital ("Ltd. The") or at the end it
# ends the sentence and stays (book.py too).
SENTENCE_PERIOD = rf"(?:\.(?![\"'”’)\]]*(?:\s*$|\s+[A-Z]))|{ALONE})?"
# A capitalized word, an ordinal or a number before a street abbreviation ("Elm St", "5th Ave"),
# looked for behind the abbreviation once it has matched.
_STREET_BEFORE = r"(?<=(?:\b[A-Z][\w'’]*|\b\d+(?:st|nd|rd|th)?)\.?\s[A-Za-z]+)"
_NAME_AFTER = r"(?=\s+[A-Z])"
# A name after a title with its period, or the name's particle ("Mme. de Staël", "the Rev. the
# Dean"): the period then cannot end a sentence.
_PARTICLE_NAME_AFTER = (r"(?=\s+(?:(?:de|du|des|la|le|van|von|der|di|da|the)\s+)?[A-Z]"
                        r"|\s+d['’][A-Z])")
# A house number and a capitalized street name before it ("1428 Elm St. It was"): a street even
# before a capital, whose period then ends the sentence and stays.
_ADDRESS_BEFORE = r"(?<=\b\d+[A-Za-z]{0,2}\s(?:[A-Z][\w'’]*\s){1,3}[A-Za-z]+)"

# Without a period, a lower-case title that is also a street type ("dr", "st") needs a word
# after it, and a lower-case suffix ("ltd") a word before it: alone they stay as written.
_AMBIGUOUS = sorted({w for w, _ in pairs(TITLE)} & {w for w, _ in pairs(_STREET)})
_TITLE_SHOWN = rf"(?!(?:{alternation(_AMBIGUOUS)})(?!\.|\s+[\w\"“‘'(]))"
_SUFFIX_SHOWN = r"(?:(?=[A-Z]|[a-z]+\.)|(?<=[\w.,]\s+))"

# Lower-case words the engine must offer to the rules (it skips plain lower-case words).
LOWERCASE_STARTS = frozenset(
    w for path in (_EVERYWHERE, _SUFFIX, TITLE, TITLE_DOTTED, _STREET, _NUMBER)
    for w, _ in pairs(path))

# A date after a day of the week: a number or a month, its name or abbreviation ("Jan", "Sept").
_DATE_AFTER = (r"(?=,?\s+(?:\d|(?:" + alternation(w for w, _ in pairs(_MONTH_ABBREVIATIONS))
               + r")[a-z]*\b))")

RULES = [
    # "No. 5", "No 5", "no. 5" -> "number five"; a bare lower-case "no 5" is the word "no".
    Rule("ABBREVIATION", r"(?=[A-Z]|[a-z]+\.)" + keys(_NUMBER) + r"\.?(?=\s?#?\d)",
         "ABBREVIATION.number"),
    # "Tue., Jan. 5", "Sat. 12 March", "Fri, 3 May": the period is silent, a comma stays.
    Rule("ABBREVIATION", r"(?=[A-Z])" + keys(_WEEKDAY) + r"(?:\.|(?=,))" + _DATE_AFTER,
         "ABBREVIATION.weekday"),
    Rule("ABBREVIATION", keys(_STREET) + _STREET_BEFORE + r"(?!\.?\s+[A-Z])" + SENTENCE_PERIOD
         + WORD_END, "ABBREVIATION.street"),
    # Before a compass direction ("Elm Ave. NW") the period is the abbreviation's.
    Rule("ABBREVIATION", keys(_STREET) + _STREET_BEFORE + rf"\.?(?=\s+{DIRECTION}\.?(?![\w\-]))",
         "ABBREVIATION.street"),
    Rule("ABBREVIATION", keys(_STREET) + _ADDRESS_BEFORE + r"(?=\.\s+[A-Z])",
         "ABBREVIATION.street"),
    Rule("ABBREVIATION", keys(TITLE) + r"\.?" + _NAME_AFTER, "ABBREVIATION.title"),
    Rule("ABBREVIATION", keys(TITLE_DOTTED) + r"\." + _PARTICLE_NAME_AFTER,
         "ABBREVIATION.title_dotted"),
    Rule("ABBREVIATION", _TITLE_SHOWN + keys(TITLE) + KEEP_FINAL_PERIOD + WORD_END,
         "ABBREVIATION.title"),
    Rule("ABBREVIATION", _SUFFIX_SHOWN + keys(_SUFFIX, caps=True) + SENTENCE_PERIOD + WORD_END,
         "ABBREVIATION.suffix"),
    Rule("ABBREVIATION", keys(_EVERYWHERE, caps=True)
         + rf"(?:{SENTENCE_PERIOD}{WORD_END}|(?=['’]s{WORD_END}))", "ABBREVIATION"),
]
