"""LETTERS: acronyms and initials a voice must spell, Kestrel style ("IUCN" -> "i u c n",
"DVDs" -> "d v d's", "U.S." -> "u s", "Ph.D." -> "p h d", "mRNA" -> "m r n a", "J. Smith" ->
"J Smith").

Kestrel reads an all-capital word as a word when it knows it (NASA, FIFA, and ordinary words in
an all-caps title) and spells it otherwise. We approximate its lexicon with a list of acronyms and
short words said as words (acronyms_said_as_words.tsv) and, for four letters and more, an English
pronounceability test (a plausible onset, vowel groups, medial clusters of at most three
consonants or a coda and an onset, a plausible coda). Of two or three capitals, those shaped
like one syllable (CV, VV, CVC, CVV, VCV: "SA", "RAF", "ISO") are read as words, as Kestrel
mostly does; the rest are spelled unless listed. acronyms_spelled.tsv lists
pronounceable-looking acronyms that are spelled all the same ("HIV", "USA", "CEO", "UCLA",
postal codes such as "CA").
words_in_capitals.tsv lists words that are also acronyms ("IT", "US"), and
capital_words_in_runs.tsv rarer three-letter words ("OAT", "WRY"; alone three capitals are
mostly an acronym: "AMR", "EEG"): read as words only inside a run of capitals ("DO IT NOW",
"THE OAT FIELD"); so are vowel-first words of four capitals ("THE EAST WIND").

Also the place of the small helpers the other spelling classes share (ELECTRONIC, ADDRESS,
ABBREVIATION, VERBATIM): `escaped_map`, `spelled`, `keys_pattern`, `word_start`,
`words_pattern`, `word_shape` and `KEEP_FINAL_PERIOD`.
"""

from __future__ import annotations

import string

import pynini
import regex

from ....fst import SIGMA, add_weight, delete, insert
from ....lexicon import load, pairs
from ...base import GrammarSet, Rule, alternation

_LEX = "en/"
# Words read as words only inside a run of capitals.
_IN_RUNS = ("words_in_capitals.tsv", "capital_words_in_runs.tsv")
_UPPER = string.ascii_uppercase
_VOWELS = "AEIOU"
_CONSONANTS = [c for c in _UPPER if c not in _VOWELS]
# English phonotactics, roughly: what may begin a word, join two vowels, and end a word.
_ONSETS = ("BL BR CH CHR CL CR DR DW FL FR GH GL GN GR KL KN KR PH PHR PL PR PS QU SC SCH SCR "
           "SH SHR SK SL SM SN SP SPH SPL SPR SQU ST STR SW TH THR TR TW WH WR").split()
_NUCLEI = ("AE AI AU AW AY EA EAU EE EI EO EOU EU EW EY IA IE IO IOU IU OA OE OI OO OU OUI OW OY "
           "UA UE UI UY YA YI YO").split()
_CODAS = ("CK CT FT GHT LD LF LK LL LM LP LT MB MP ND NG NK NT NCH NTH PT RB RC RD RF RG RK RL "
          "RM RN RP RT RTH RCH RST RLD SH SK SP SS ST TH TCH CH GH FF ZZ TT RR WK WL WN WD NGTH "
          "DTH XT MPT GN NN DD GG LTH NCT NST NGST SM PH BT RTZ HN MPH LPH NX LCH").split()

# A final period that ends the text (before closing quotes or brackets) is the sentence's, not
# the abbreviation's: rules leave it out of the span so that it stays. A text that is the
# abbreviation alone ("U.S.") has no sentence: there the period is the abbreviation's.
ALONE = r"(?<=^\s*\S+)\.(?=\s*$)"
KEEP_FINAL_PERIOD = rf"(?:\.(?![\"'”’)\]]*\s*$)|{ALONE})?"


def written(form: str) -> str:
    """A lexicon key as text: "U+0023" stands for "#", which would begin a comment line."""
    if regex.fullmatch(r"U\+[0-9A-F]{4,6}", form):
        return chr(int(form[2:], 16))
    return form


def escaped_map(relpath: str) -> pynini.Fst:
    """A lexicon as a string map; keys and values escaped (symbols such as "[" and "\\")."""
    return pynini.string_map(
        [(pynini.escape(written(w)), pynini.escape(s)) for w, s in pairs(relpath)]
    ).optimize()


def keys_pattern(relpath: str) -> str:
    """A regex alternation of a lexicon's written forms, longest first."""
    return alternation(written(e.written) for e in load(relpath))


def word_start(first: str, not_before: str) -> str:
    """`first` (a one-character pattern) not preceded by `not_before`.

    The regex module tries every rule at every position of the text; a rule that begins with a
    lookbehind costs about eight times one that begins with a character class. So each rule
    consumes its first character, then looks behind it.
    """
    return f"{first}(?<!{not_before}.)"


def words_pattern(words: list[str], not_before: str) -> str:
    """An alternation of words, each not preceded by `not_before`, grouped by first letter."""
    by_first: dict[str, list[str]] = {}
    for word in sorted(set(words), key=lambda w: (-len(w), w)):  # (the same text every run)
        by_first.setdefault(word[0], []).append(regex.escape(word[1:]))
    branches = [word_start(regex.escape(first), not_before) + "(?:" + "|".join(rests) + ")"
                for first, rests in by_first.items()]
    return "(?:" + "|".join(branches) + ")"


def spelled(unit: pynini.Fst) -> pynini.Fst:
    """One or more `unit`s, their readings joined by single spaces."""
    return (unit + pynini.closure(insert(" ") + unit)).optimize()


def _letter() -> pynini.Fst:
    """Any ASCII letter -> its lower-case form (the letter's name, as Kestrel writes it)."""
    return pynini.string_map([(c, c.lower()) for c in string.ascii_letters]).optimize()


def word_shape() -> pynini.Fst:
    """All-capital strings shaped like an English word (onset, vowel groups, medial clusters
    of at most three consonants or a coda and an onset: "CONSTRUCTION", "BACKGROUND", coda),
    with a vowel other than y. No English word opens with "IU" (IUPAC)."""
    consonant = pynini.union(*_CONSONANTS)
    nucleus = pynini.union(*_VOWELS, "Y", *_NUCLEI)
    first_nucleus = pynini.union(*_VOWELS, "Y", *[n for n in _NUCLEI if n != "IU"])
    onset = pynini.union(consonant, *_ONSETS)
    coda = pynini.union(consonant, *_CODAS)
    medial = pynini.closure(consonant, 1, 3) | coda + onset
    word = ((onset + nucleus | first_nucleus) + pynini.closure(medial + nucleus)
            + pynini.closure(coda, 0, 1) + pynini.closure("S", 0, 1))
    has_vowel = pynini.closure(pynini.union(*_UPPER)) + pynini.union(*_VOWELS) + SIGMA
    return pynini.intersect(word.optimize(), has_vowel.optimize()).optimize()


def _pronounceable() -> pynini.Fst:
    """All-capital strings that English spelling could read as a word."""
    # Kestrel spells most four-letter capitals (IARC, IUCN, ALCS): a four-letter one reads as
    # a word only when it opens with a consonant; one that opens with a vowel needs five.
    upper = pynini.union(*_UPPER)
    vowel_first = pynini.union(*_VOWELS) + SIGMA
    long_enough = (pynini.difference(pynini.closure(upper, 4), vowel_first)
                   | pynini.closure(upper, 5))
    return pynini.intersect(word_shape(), long_enough).optimize()


def read_by_shape() -> pynini.Fst:
    """Capital strings read as words by their shape alone: pronounceable words of four letters
    or more, and short ones that read as a syllable ("RAF", "SA", "EA", "ISO", "MIA").
    (scripts/gen_en_capital_words.py lists the dictionary words this misses.)"""
    consonant = pynini.union(*_CONSONANTS)
    vowel = pynini.union(*_VOWELS)
    syllable = (consonant + vowel + consonant | consonant + vowel | vowel + vowel
                | vowel + consonant + vowel | consonant + vowel + vowel)
    return (_pronounceable() | syllable).optimize()


def _said_as_words() -> pynini.Fst:
    """Capital strings not to spell: listed words (acronyms said as words, dictionary words
    the shape test misses: "ANT", "AHAB"), words read by their shape, Roman numerals (ROMAN's);
    less the listed spelled acronyms."""
    listed = pynini.project(escaped_map(_LEX + "acronyms_said_as_words.tsv")
                            | escaped_map(_LEX + "capital_words.tsv"), "input")
    spelled_anyway = pynini.project(escaped_map(_LEX + "acronyms_spelled.tsv"), "input")
    words = (listed | read_by_shape() | _roman()).optimize()
    return pynini.difference(words, spelled_anyway).optimize()


def _roman() -> pynini.Fst:
    """Valid Roman numerals left to ROMAN: those of I, V, X and L ("XIV"), and long ones
    ("MCMXC"); short ones with C, D or M are mostly acronyms ("CD", "MD", "DC")."""
    def opt(*alternatives: str) -> pynini.Fst:
        return pynini.union("", *alternatives)
    units = opt("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
    tens = opt("X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC")
    hundreds = opt("C", "CC", "CCC", "CD", "D", "DC", "DCC", "DCCC", "CM")
    numeral = (opt("M", "MM", "MMM") + hundreds + tens + units).optimize()
    small = pynini.closure(pynini.union("I", "V", "X", "L"), 2)
    upper = pynini.union(*_UPPER)
    long = pynini.closure(upper, 4)
    return pynini.intersect(numeral, small | long).optimize()


def letters(g: GrammarSet) -> pynini.Fst:
    """"IUCN" -> "i u c n"; "DVDs", "BBC's", "NGOs'" -> "d v d's", ...; "AT&T" -> "a t and t"."""
    caps = pynini.closure(pynini.union(*_UPPER), 2)
    spell_caps = pynini.compose(pynini.difference(caps, _said_as_words()), g.get("LETTERS.spell"))
    suffix = pynini.cross(pynini.union("s", "'s", "’s", "s'", "s’"), "'s")
    upper = pynini.closure(pynini.union(*_UPPER), 1)
    with_and = spelled(g.get("LETTERS.spell") | pynini.cross("&", "and"))
    ampersand = pynini.compose(upper + pynini.closure("&" + upper, 1), with_and)
    return (spell_caps + pynini.closure(suffix, 0, 1) | ampersand).optimize()


def mixed(g: GrammarSet) -> pynini.Fst:
    """"mRNA" -> "m r n a", "cDNAs" -> "c d n a's" (lower-case prefix, capital acronym)."""
    lower = pynini.union(*string.ascii_lowercase)
    upper = pynini.union(*_UPPER)
    shape = pynini.closure(lower, 1, 2) + pynini.closure(upper, 2)
    return (pynini.compose(shape, g.get("LETTERS.spell"))
            + pynini.closure(pynini.cross("s", "'s"), 0, 1)).optimize()


def dotted(g: GrammarSet) -> pynini.Fst:
    """"U.S." / "e.g." / "Ph.D." -> "u s" / "e g" / "p h d"; a capital initial keeps its case
    ("A. Smith" -> "A Smith": a voice would read a small "a" as the article)."""
    group = _letter() + pynini.closure(insert(" ") + _letter(), 0, 1)
    groups = (group + pynini.closure(delete(".") + insert(" ") + group)
              + pynini.closure(delete("."), 0, 1))
    initial = pynini.union(*_UPPER) + delete(".")
    return (add_weight(groups, 1.0) | initial).optimize()


def listed(_: GrammarSet) -> pynini.Fst:
    """Listed lower- and mixed-case words ("pp", "PhD", "GmbH"); a period after them is silent."""
    return (escaped_map(_LEX + "letters.tsv") + pynini.closure(delete("."), 0, 1)).optimize()


def in_capitals(_: GrammarSet) -> pynini.Fst:
    """Words of words_in_capitals.tsv and capital_words_in_runs.tsv, kept as written."""
    words = (escaped_map(_LEX + name) for name in _IN_RUNS)
    return pynini.project(pynini.union(*words), "input").optimize()


def vowel_first_in_capitals(_: GrammarSet) -> pynini.Fst:
    """Four capitals that open with a vowel and are shaped like a word ("EAST", "EACH"), less
    the listed spelled acronyms, kept as written: alone Kestrel spells them (IARC, IUCN)."""
    spelled_anyway = pynini.project(escaped_map(_LEX + "acronyms_spelled.tsv"), "input")
    four = pynini.union(*_VOWELS) + pynini.closure(pynini.union(*_UPPER), 3, 3)
    return pynini.difference(pynini.intersect(word_shape(), four.optimize()),
                             spelled_anyway).optimize()


TRANSDUCERS = {
    "LETTERS.spell": lambda _: spelled(_letter()),
    "LETTERS.in_capitals": in_capitals,
    "LETTERS.vowel_first": vowel_first_in_capitals,
    "LETTERS": letters,
    "LETTERS.mixed": mixed,
    "LETTERS.dotted": dotted,
    "LETTERS.listed": listed,
}

_END = r"(?![\p{Latin}\d&'’])"
_WORDS = [written(e.written) for e in load(_LEX + "letters.tsv")]
# Lower-case words the engine must offer to the rules (it skips plain lower-case words).
LOWERCASE_STARTS = frozenset(w for w in _WORDS if w.islower())
# A word in capitals ("I" too) and what may separate two words of a run ("DO IT, NOW").
_CAPS_WORD = r"\b[A-Z][A-Z'’]*"
_SEP = r"[,;:!?.]?\s+"
_CAPS_NEXT = _SEP + _CAPS_WORD + r"\b(?![a-z])"


def _in_caps_run(word: str) -> str:
    """After a match of `word`: it has a word in capitals on each side, or two on one side."""
    return (rf"(?<=\b{word})(?:(?<={_CAPS_WORD}{_SEP}{word})(?={_CAPS_NEXT})"
            rf"|(?<={_CAPS_WORD}{_SEP}{_CAPS_WORD}{_SEP}{word})|(?={_CAPS_NEXT}{_CAPS_NEXT}))")


_IN_CAPS_RUN = _in_caps_run(alternation(written(e.written) for name in _IN_RUNS
                                         for e in load(_LEX + name)))

RULES = [
    # "DO IT NOW": a word of _IN_RUNS within a run of three words in capitals.
    Rule("LETTERS", word_start("[A-Z]", r"[\w.&'’]") + r"[A-Z]*\b(?!['’])" + _IN_CAPS_RUN,
         "LETTERS.in_capitals"),
    # "THE EAST WIND", "EACH AND EVERY": a vowel-first word of four capitals in such a run.
    Rule("LETTERS", word_start("[AEIOU]", r"[\w.&'’]") + r"[A-Z]{3}\b(?!['’])"
         + _in_caps_run(r"[AEIOU][A-Z]{3}"), "LETTERS.vowel_first"),
    # U.S., e.g., Ph.D. (two groups at least), initials before a capitalized word.
    Rule("LETTERS", word_start("[A-Za-z]", r"[\w.]") + r"[A-Za-z]?\.(?:[A-Za-z]{1,2}\.)*"
         r"[A-Za-z]{1,2}" + KEEP_FINAL_PERIOD + r"(?![\w])", "LETTERS.dotted"),
    Rule("LETTERS", word_start("[A-Z]", r"[\w.]") + r"\.(?=\s+[A-Z])", "LETTERS.dotted"),
    Rule("LETTERS", word_start("[A-Z]", r"[\w.&]") + r"(?:[A-Z]+|[A-Z]*(?:&[A-Z]+)+)"
         r"(?:s['’]?|['’]s)?" + _END, "LETTERS"),
    Rule("LETTERS", word_start("[a-z]", r"[\w.]") + r"[a-z]?[A-Z]{2,}s?" + _END, "LETTERS.mixed"),
    Rule("LETTERS", words_pattern(_WORDS, r"[\w.]") + KEEP_FINAL_PERIOD + _END, "LETTERS.listed"),
]
