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
  "&" or "and" ("Messrs. Smith & Co.") -> "company", "per ct." -> "per cent", "Ed. by" ->
  "edited by", "Trans. by" -> "translated by".

- after a place and its comma, the older abbreviations of US states (us_states_dotted.tsv):
  "Boston, Mass." -> "Boston, Massachusetts", "Albany, N. Y." -> "new york"; those that are also
  words, names or titles ("Pa.", "Miss.", "Col.": us_states_dotted_after_place.tsv) only after
  a place that a preposition introduces ("born at Natchez, Miss."), never "Yes, Pa.";
- after an ordinal (abbreviations_after_ordinal.tsv): "the 19th cent." -> "the nineteenth
  century", "the 3d ed." -> "the third edition", "the 1st Regt." -> "the first regiment";
- after a name and its comma, "Jun." and "Sen." (abbreviations_after_name.tsv): "John Smith,
  Jun." -> "junior", "Sen." -> "senior" (elsewhere June and a senator);
- before a year (abbreviations_before_year.tsv): "ca. 1400" -> "circa fourteen hundred", "fl.
  1200" -> "flourished twelve hundred";
- two titles joined by a hyphen before a name: "Lieut.-Col. Smith" -> "lieutenant colonel
  Smith", "Major-Gen. Wolfe" -> "major general Wolfe";
- "M." before a surname is the French "Monsieur" of older prose ("M. Thiers" -> "monsieur
  Thiers", "MM. Thiers and Guizot" -> "messieurs"), unless an initial or a name comes before it
  ("J. M. Barrie", "Mary M. Smith": an initial) or an initial after it ("M. A. Smith").

Their period is silent, unless it ends the sentence, where it stays: at the end of the text, or
before a capital after those that may end one ("... to John Smith, Esq. The").
"""

from __future__ import annotations

import pynini

from ....fst import delete, insert
from ....lexicon import pairs
from ...base import GrammarSet, Rule, alternation
from .abbreviation import SENTENCE_PERIOD, WORD_END, keys, reader
from .letters import KEEP_FINAL_PERIOD, words_pattern

_DOTTED = "en/abbreviations_dotted.tsv"
_DOTTED_SUFFIX = "en/abbreviations_dotted_suffix.tsv"
_LETTER_DATES = "en/abbreviations_letter_dates.tsv"
_CONTEXT = "en/abbreviations_book_context.tsv"
_STATES = "en/us_states_dotted.tsv"
_STATES_AFTER_PLACE = "en/us_states_dotted_after_place.tsv"
_AFTER_ORDINAL = "en/abbreviations_after_ordinal.tsv"
_MONSIEUR = "en/abbreviations_monsieur.tsv"
_AFTER_NAME = "en/abbreviations_after_name.tsv"
_BEFORE_YEAR = "en/abbreviations_before_year.tsv"
_MAJESTY = "en/abbreviations_majesty.tsv"


def _exact_keys(relpath: str) -> str:
    """The written forms as written ("N.Y", "W. Va"), not after a word or address punctuation."""
    return words_pattern([w for w, _ in pairs(relpath)], r"[\w.\-/&@]")


def _title_pair(g: GrammarSet) -> pynini.Fst:
    """ "Lieut.-Col." -> "lieutenant colonel", "Major-Gen." -> "major general"."""
    title = g.get("ABBREVIATION.title_dotted") | pynini.accep("Major")
    return (title + pynini.cross("-", " ") + g.get("ABBREVIATION.title_dotted")).optimize()


def _majesty(g: GrammarSet) -> pynini.Fst:
    """ "H.M. the Queen" -> "her majesty the Queen": the title after "H.M." says whose."""
    hm = delete("H." + pynini.closure(" ", 0, 1) + "M.")
    the = pynini.closure(pynini.accep("the "), 0, 1)
    return pynini.union(
        *(
            hm + insert(spoken) + " " + the + pynini.accep(title)
            for title, spoken in pairs(_MAJESTY)
        )
    ).optimize()


TRANSDUCERS = {
    "ABBREVIATION.majesty": _majesty,
    "ABBREVIATION.title_pair": _title_pair,
    "ABBREVIATION.dotted": reader(_DOTTED),
    "ABBREVIATION.dotted_suffix": reader(_DOTTED_SUFFIX),
    "ABBREVIATION.letter_date": reader(_LETTER_DATES),
    "ABBREVIATION.book_context": reader(_CONTEXT),
    "ABBREVIATION.state": reader(_STATES),
    "ABBREVIATION.state_after_place": reader(_STATES_AFTER_PLACE),
    "ABBREVIATION.after_ordinal": reader(_AFTER_ORDINAL),
    "ABBREVIATION.monsieur": reader(_MONSIEUR),
    "ABBREVIATION.after_name": reader(_AFTER_NAME),
    "ABBREVIATION.before_year": reader(_BEFORE_YEAR),
}

# A day's ordinal before the month of a letter ("the 3d inst."), looked for behind the month
# once it has matched (a rule that begins with a lookbehind is slow: letters.word_start).
_AFTER_DAY = r"(?<=\d(?:st|nd|rd|th|d)\s[a-z]+)"
# Words after which "MS." is a manuscript: "the MS.", "his MS.", "the original MS.".
_MS_AFTER = (
    r"(?<=\b(?:the|a|this|that|his|her|my|our|your|their|its|same|said|old|original"
    r"|ancient)\s)"
)

# A place and its comma before a state's abbreviation: one to three capitalized words ("Boston,
# Mass.", "San Francisco, Cal.", "St. Louis, Mo."), looked for behind the state once matched.
_PLACE = r"[A-Z][\w'’]*(?:\.?\s[A-Z][\w'’]*){0,2},\s"
_AFTER_PLACE = rf"(?<=\b{_PLACE}[A-Z][A-Za-z. ]*)"
# The same place after a preposition: "born at Natchez, Miss.", "from Portland, Me.".
_AFTER_PREPOSITION = (
    r"(?<=\b(?:[Aa]t|[Ii]n|[Ff]rom|[Tt]o|[Oo]f|[Nn]ear|[Ii]nto|[Vv]ia|[Dd]ated|"
    rf"[Bb]y|[Ff]or)\s{_PLACE}[A-Z][a-z]*)"
)
_ORDINAL_BEFORE = r"(?<=\d(?:st|nd|rd|th|d)\s[A-Za-z]+)"
# "M." before a surname (or its particle), with no initial or name before it, no initial after.
_MONSIEUR_AFTER = r"\.(?=\s+(?:(?:de|du|des|la|le|van|von)\s+|d['’])?[A-Z][a-z]{2,})"
_NO_NAME_BEFORE = r"(?<!\b[A-Z][\w'’]*\.?\s+M{1,2})"

# Lower-case words the engine must offer to the rules (it skips plain lower-case words).
LOWERCASE_STARTS = frozenset(
    [
        *(w for w, _ in pairs(_LETTER_DATES)),
        "cent",
        "ct",
        "ed",
        "trans",
        *(w for w, _ in pairs(_AFTER_ORDINAL)),
    ]
)

RULES = [
    Rule(
        "ABBREVIATION",
        r"H(?<![\w.]H)\.\s?M\.\s(?:the\s)?" + alternation(w for w, _ in pairs(_MAJESTY)) + r"\b",
        "ABBREVIATION.majesty",
    ),
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
        _exact_keys(_STATES) + _AFTER_PLACE + r"(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.state",
    ),
    Rule(
        "ABBREVIATION",
        _exact_keys(_STATES_AFTER_PLACE)
        + _AFTER_PREPOSITION
        + r"(?=\.)"
        + SENTENCE_PERIOD
        + WORD_END,
        "ABBREVIATION.state_after_place",
    ),
    Rule(
        "ABBREVIATION",
        keys(_AFTER_ORDINAL) + _ORDINAL_BEFORE + r"(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.after_ordinal",
    ),
    Rule(
        "ABBREVIATION",
        keys(_BEFORE_YEAR) + r"\.(?=\s?[1-9]\d{2,3}(?![\d\w]|[.,]\d))",
        "ABBREVIATION.before_year",
    ),
    # "Lieut.-Col. Smith", "Major-Gen. Wolfe": two titles joined by a hyphen, before a name.
    Rule(
        "ABBREVIATION",
        r"(?:Lieut|Maj|Brig|Major)(?<![\w.\-](?:Lieut|Maj|Brig|Major))\.?-(?:Col|Gen)\.(?=\s+[A-Z])",
        "ABBREVIATION.title_pair",
    ),
    # "John Smith, Jun." -> "junior"; not "Jun. 5" (June).
    Rule(
        "ABBREVIATION",
        keys(_AFTER_NAME)
        + r"(?<=[A-Z][\w'’]+,\s[A-Z][a-z]+)(?=\.)(?!\.\s*\d)"
        + SENTENCE_PERIOD
        + WORD_END,
        "ABBREVIATION.after_name",
    ),
    Rule(
        "ABBREVIATION",
        r"M(?<![\w.'’\-]M)M?" + _NO_NAME_BEFORE + _MONSIEUR_AFTER,
        "ABBREVIATION.monsieur",
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
        r"c(?:en)?t(?<=\bper\sc(?:en)?t)(?=\.)" + SENTENCE_PERIOD + WORD_END,
        "ABBREVIATION.book_context",
    ),
    Rule(
        "ABBREVIATION",
        r"(?:[Ee]d|[Tt]rans)(?<![\w.](?:[Ee]d|[Tt]rans))\.(?=\s+by\b)",
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
