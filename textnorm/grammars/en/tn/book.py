"""ABBREVIATION, books and letters: abbreviations of older prose read as a narrator says them.

- with their period, wherever they stand: before what they introduce (abbreviations_dotted.tsv:
  "viz." -> "namely", "i.e." / "i. e." -> "that is", "e.g." -> "for example", "cf." ->
  "compare"), after what they qualify (abbreviations_dotted_suffix.tsv: "John Smith, Esq." ->
  "esquire", "Bart." -> "baronet", "MSS." -> "manuscripts"); without it ("Esq", "cf") they stay
  LETTERS, as Kestrel spells them. So this module comes before LETTERS, which would spell "i.e."
  as "i e";
- after a day's ordinal, the months of letters (abbreviations_letter_dates.tsv): "the 3d inst."
  -> "the third instant", "the 21st ult." -> "the twenty first ultimo";
- by their context (abbreviations_book_context.tsv): "MS." after a determiner or before a word
  in lower case ("the MS. was lost" -> "the manuscript was lost"); "do." in accounts and lists
  ("Tea, 1 lb.; do., 2 lb.", "do. do.") -> "ditto", never the verb ("as I do."); "Co." after
  "&" or "and" ("Messrs. Smith & Co.") -> "company".

Their period is silent, unless it ends the sentence, where it stays: at the end of the text, or
before a capital after those that may end one ("... to John Smith, Esq. The").
"""

from __future__ import annotations

from ....lexicon import pairs
from ...base import Rule
from .abbreviation import SENTENCE_PERIOD, WORD_END, keys, reader
from .letters import KEEP_FINAL_PERIOD

_DOTTED = "en/abbreviations_dotted.tsv"
_DOTTED_SUFFIX = "en/abbreviations_dotted_suffix.tsv"
_LETTER_DATES = "en/abbreviations_letter_dates.tsv"
_CONTEXT = "en/abbreviations_book_context.tsv"

TRANSDUCERS = {
    "ABBREVIATION.dotted": reader(_DOTTED),
    "ABBREVIATION.dotted_suffix": reader(_DOTTED_SUFFIX),
    "ABBREVIATION.letter_date": reader(_LETTER_DATES),
    "ABBREVIATION.book_context": reader(_CONTEXT),
}

# A day's ordinal before the month of a letter ("the 3d inst."), looked for behind the month
# once it has matched (a rule that begins with a lookbehind is slow: letters.word_start).
_AFTER_DAY = r"(?<=\d(?:st|nd|rd|th|d)\s[a-z]+)"
# Words after which "MS." is a manuscript: "the MS.", "his MS.", "the original MS.".
_MS_AFTER = (
    r"(?<=\b(?:the|a|this|that|his|her|my|our|your|their|its|same|said|old|original"
    r"|ancient)\s)"
)

# Lower-case words the engine must offer to the rules (it skips plain lower-case words).
LOWERCASE_STARTS = frozenset([*(w for w, _ in pairs(_LETTER_DATES)), "cent"])

RULES = [
    Rule(
        "ABBREVIATION",
        keys(_DOTTED, caps=True) + r"(?=\.)" + KEEP_FINAL_PERIOD + WORD_END,
        "ABBREVIATION.dotted",
    ),
    Rule(
        "ABBREVIATION",
        keys(_DOTTED_SUFFIX, caps=True) + r"(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.dotted_suffix",
    ),
    Rule(
        "ABBREVIATION",
        keys(_LETTER_DATES) + _AFTER_DAY + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.letter_date",
    ),
    Rule(
        "ABBREVIATION",
        r"MS(?<![\w.]MS)" + _MS_AFTER + r"(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.book_context",
    ),
    Rule(
        "ABBREVIATION",
        r"MS(?<![\w.]MS)(?=\.(?:\s+[a-z]|[,;:]))" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.book_context",
    ),
    Rule(
        "ABBREVIATION",
        r"Co(?<=(?:&|\band)\sCo)(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.book_context",
    ),
    Rule(
        "ABBREVIATION",
        r"cent(?<=\bper\scent)(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.book_context",
    ),
    # "do.," / "do.;": a sentence's period never comes before a comma; "do. do.": a column.
    Rule(
        "ABBREVIATION",
        r"[Dd]o(?<![\w.][Dd]o)(?=\.[,;]|\.\s+do\.|(?<=\bdo\.\s+[Dd]o)\.)"
        + SENTENCE_PERIOD
        + WORD_END,
        "ABBREVIATION.book_context",
    ),
]
