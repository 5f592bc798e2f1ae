"""MONEY, pre-decimal British amounts of old texts: "£5 10s. 6d." -> "five pounds ten shillings
and six pence", "3l. 4s." -> "three pounds four shillings", "10s. 6d." -> "ten shillings and six
pence", pounds written "l." inside a sentence or at its end ("10,000l. a year" -> "ten thousand
pounds a year", "he left 5,000l."), and shillings or pence alone with their period ("5s." -> "five
shillings", "a 6d. stamp" -> "a six pence stamp"; not "20s." or "60s.", decades and ages, unless
a word of paying comes before them: "fined 40s."; nor "the 3d." or "Sunday 22d." of a date;
"£7 0s. 6d." -> "seven pounds and six pence", "£50 0s. 0d." -> "fifty pounds"). Without the
period "6d" and "10s" stay what they are elsewhere (a "6d" film, the "1910s"). The letters and
names are money_pre_decimal.tsv.

Shillings and pence with a slash, after a word of paying or before a rate ("cost 2/6", "2/6 a
bottle", "10/6d." -> "ten shillings and six pence", "a 5/- note" -> "five shillings"); not the
common fractions ("1/2", "3/4", "5/8") nor dates ("2/6/1890"). Pence with a fraction: "1½d." ->
"one and a half pence", "½d." -> "a halfpenny", "¼d." -> "a farthing" (pence_fractions.tsv).
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, add_weight, delete, insert
from ....lexicon import pairs
from ...base import GrammarSet, Rule
from .letters import word_start
from .measure import plural

_UNITS = dict(pairs("en/money_pre_decimal.tsv"))
_FRACTIONS = "en/pence_fractions.tsv"
_POUND, _SHILLING, _PENNY = (_UNITS[k] for k in "lsd")


def _part(g: GrammarSet, letter: str) -> pynini.Fst:
    """ "10s." -> "ten shillings", "1d" -> "one penny" (the letter's period silent)."""
    return lettered(g, letter, _UNITS[letter])


def lettered(g: GrammarSet, letter: str, name: str, modifier: bool = False) -> pynini.Fst:
    """An amount written with a letter for its money ("10s.", "50c."), the letter's period
    silent: "N<letter>" -> "N <name>s", "one <name>", and as a modifier always singular ("a 5c.
    stamp" -> "a five cent stamp")."""
    digits = DIGIT + pynini.closure(DIGIT | ",")  # "10,000l."
    many = pynini.compose(pynini.difference(digits, "1"), g.get("CARDINAL"))
    amount = pynini.cross("1", f"one {name}") | many + insert(
        f" {name if modifier else plural(name)}"
    )
    return (amount + delete(letter) + pynini.closure(delete("."), 0, 1)).optimize()


def sterling(g: GrammarSet) -> pynini.Fst:
    space = pynini.cross(pynini.closure(" ", 1), " ")
    pound_sign = _part(g, "l")
    pound_sign |= (
        delete("£")
        + pynini.closure(delete(" "), 0, 1)
        + pynini.compose(pynini.closure(DIGIT, 1) + insert("l"), _part(g, "l"))
    )
    shillings, pence = _part(g, "s"), insert("and ") + _part(g, "d")
    # "£7 0s. 6d." -> "seven pounds and six pence": no shillings are not read.
    no_shillings = delete(pynini.closure(" ", 1) + "0s" + pynini.closure(".", 0, 1))
    # "£50 0s. 0d." -> "fifty pounds", "£3 3s. 0d." -> "three pounds three shillings".
    no_pence = delete(pynini.closure(" ", 1) + "0d" + pynini.closure(".", 0, 1))
    return pynini.union(
        pound_sign,
        pound_sign + space + shillings + pynini.closure(space + pence, 0, 1),
        add_weight(pound_sign + no_shillings + space + pence, -1.0),
        add_weight(pound_sign + pynini.closure(no_shillings, 0, 1) + no_pence, -2.0),
        add_weight(pound_sign + space + shillings + no_pence, -1.0),
        pound_sign + space + pence,
        shillings + space + pence,
        shillings,
        _part(g, "d"),
    ).optimize()


def slashed(g: GrammarSet) -> pynini.Fst:
    """ "2/6" -> "two shillings and six pence", "10/-" -> "ten shillings"."""
    shillings = pynini.compose(pynini.closure(DIGIT, 1, 2) + insert("s"), _part(g, "s"))
    pence = pynini.compose(pynini.closure(DIGIT, 1, 2) + insert("d"), _part(g, "d"))
    pence += pynini.closure(delete("d"), 0, 1)
    period = pynini.closure(delete("."), 0, 1)
    return (shillings + delete("/") + (delete("-") | insert(" and ") + pence) + period).optimize()


def pence_fraction(g: GrammarSet, after_article: bool = False) -> pynini.Fst:
    """ "1½d." -> "one and a half pence", "½d." -> "a halfpenny" ("halfpenny" after an article:
    "a ½d. stamp")."""
    alone = pynini.string_map(
        [(w, s.removeprefix("a ") if after_article else s) for w, s in pairs(_FRACTIONS)]
    )
    vulgar = pynini.project(alone, "input")
    mixed = pynini.compose(DIGIT + pynini.closure(DIGIT, 0, 1) + vulgar, g.get("FRACTION"))
    pence = mixed + insert(" " + plural(_PENNY)) | alone
    return (pence + delete("d") + pynini.closure(delete("."), 0, 1)).optimize()


TRANSDUCERS = {
    "MONEY.sterling": sterling,
    "MONEY.sterling_slashed": slashed,
    "MONEY.pence_fraction": pence_fraction,
    "MONEY.pence_fraction_after_article": lambda g: pence_fraction(g, after_article=True),
}

# Shillings and pence have two digits at most; a period that ends the text is the sentence's.
_PERIOD = r"(?:\.(?![\"'”’)\]]*\s*$))?(?![\w\-])"
# Each rule consumes its first character before looking behind it (letters.word_start).
_POUNDS = (
    word_start("[£1-9]", r"[\w.,£]")
    + r"(?:(?<=£)\s?\d{1,6}|(?<=\d)(?:\d{0,5}|\d{0,2}(?:,\d{3})+)l\.)"
)
_ALONE = word_start("[1-9]", r"[\w.,£$]")
# "Sunday 22d." is a day of the month.
_WEEKDAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_S = rf"\d{{1,2}}s{_PERIOD}"
_PAYING = r"\b(?:paid|pay|pays|cost|costs|fined|worth|charged|fine|of|at|for)"
_D = rf"\d{{1,2}}d{_PERIOD}"
# "2/6": pence 1 to 11 or "-", not a common fraction (x/2, x/3, x/4, x/8 below one).
_SLASHED = (
    r"\d?/(?:1[01]|[1-9]|-)(?<!\b(?:1/[2348]|2/3|3/[48]|[57]/8))"
    r"(?:(?<=\d)d)?(?:(?<=[d-])\.(?=\s+[a-z]|[,;:]))?(?![\w/\-]|[.,]\d)"
)
_VULGAR = "".join(w for w, _ in pairs(_FRACTIONS))
_RATE = r"(?=\s+(?:a|an|per|each|the)\s)"
RULES = [
    Rule("MONEY", rf"{_POUNDS}\s+{_S}(?:\s+{_D})?", "MONEY.sterling"),
    Rule("MONEY", rf"{_POUNDS}\s+{_D}", "MONEY.sterling"),
    Rule("MONEY", word_start(r"\d", r"[\w.,]") + rf"\d?s{_PERIOD}\s+{_D}", "MONEY.sterling"),
    # Pounds alone with their "l." inside a sentence: "10,000l. a year", "a 5l. note".
    Rule("MONEY", _POUNDS + r"(?<=l\.)(?=,?\s+[a-z]|[,;:])", "MONEY.sterling"),
    # "he left 5,000l." (the sentence's period stays).
    Rule(
        "MONEY",
        _ALONE + r"(?:\d{0,5}|\d{0,2}(?:,\d{3})+)l"
        r"(?=\.[\"'”’)\]]*(?:\s*$|\s+[A-Z\"“‘]))",
        "MONEY.sterling",
    ),
    # Alone with the period: "5s.", "10s.", "15s." but not "20s."; "6d." but not "the 3d.".
    Rule("MONEY", _ALONE + rf"(?:(?<=1)\d|(?<=[2-9])[1-9])?s(?=\.){_PERIOD}", "MONEY.sterling"),
    # "20s." after a word of paying is money too ("fined 40s. and costs", "a fine of 20s.").
    Rule("MONEY", _ALONE + rf"(?<={_PAYING}\s\d)0s(?=\.){_PERIOD}", "MONEY.sterling"),
    Rule(
        "MONEY",
        _ALONE + rf"(?<!\b(?:[Tt]he|{_WEEKDAY},?)\s\d)\d?d(?=\.){_PERIOD}",
        "MONEY.sterling",
    ),
    Rule("MONEY", _ALONE + rf"(?<={_PAYING}\s\d){_SLASHED}", "MONEY.sterling_slashed"),
    Rule("MONEY", _ALONE + rf"{_SLASHED}{_RATE}", "MONEY.sterling_slashed"),
    Rule("MONEY", rf"[{_VULGAR}](?<=\b[Aa]n?\s.)d{_PERIOD}", "MONEY.pence_fraction_after_article"),
    Rule(
        "MONEY",
        word_start(f"[1-9{_VULGAR}]", r"[\w.,£$]")
        + rf"(?:(?<=\d)\d?[{_VULGAR}]|(?<=[{_VULGAR}]))d{_PERIOD}",
        "MONEY.pence_fraction",
    ),
    # "10/6d.", "5/-" are money wherever they stand.
    Rule("MONEY", _ALONE + rf"(?=\d?/(?:1[01]|[1-9])d|\d?/-){_SLASHED}", "MONEY.sterling_slashed"),
]
