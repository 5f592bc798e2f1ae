"""ELECTRONIC: URLs, e-mail addresses, domain names, hashtags and handles.

Read as a voice says them: a run of letters shaped like English words ("example", "path",
"com", "myemail" -> "my email") as those words, other runs letter by letter ("www", "bbc",
"uk"); digits one by one, symbols by name ("https://www.example.com/path" -> "h t t p s colon
slash slash w w w dot example dot com slash path"). url_said.tsv sets the reading of some runs
("gmail" -> "g mail", "edu" -> "e d u"); a capital after a small letter begins a word
("#BlackLivesMatter" -> "hash black lives matter"). Kestrel spells everything character by character
(ELECTRONIC.char, which the nemo scheme and other classes use) and marks pauses with "sil"
tokens; we do not emit them.

A bare "word.tld" is a domain only for a known top-level domain (url_tlds.tsv), so "e.g." and
"U.S." stay LETTERS'. A sentence's final period, comma or closing bracket after an address is
not part of it.
"""

from __future__ import annotations

import string

import pynini

from ....fst import SIGMA, add_weight, insert, tsv_map
from ...base import GrammarSet, Rule
from .letters import escaped_map, keys_pattern, spelled, word_shape, word_start

_SYMBOLS = "en/url_symbols.tsv"
_TLDS = "en/url_tlds.tsv"
_SAID = "en/url_said.tsv"


def _letter() -> pynini.Fst:
    return pynini.string_map([(c, c.lower()) for c in string.ascii_letters]).optimize()


def _not_letter() -> pynini.Fst:
    """Digits one by one, zero as "o" ("zero" is an admissible, dispreferred reading); symbols
    by name."""
    digit = tsv_map("en/digit_reading.tsv") | add_weight(pynini.cross("0", "zero"), 1)
    return (digit | escaped_map(_SYMBOLS)).optimize()


def _char(_: GrammarSet) -> pynini.Fst:
    """One character of an address -> its name."""
    return (_letter() | _not_letter()).optimize()


def _said_run() -> pynini.Fst:
    """A run of letters read as one or more words, each a run of url_said.tsv or one shaped
    like a word of three letters at least (spelled acronyms excepted); each word costs 1."""
    fold = pynini.closure(pynini.string_map([(c, c.lower()) for c in string.ascii_letters]))
    to_upper = pynini.closure(pynini.string_map([(c, c.upper()) for c in string.ascii_letters]))
    upper = pynini.closure(pynini.union(*string.ascii_uppercase), 3)
    shape = pynini.difference(pynini.intersect(word_shape(), upper),
                              pynini.project(escaped_map("en/acronyms_spelled.tsv"), "input"))
    said = pynini.compose(fold, escaped_map(_SAID))
    # A capital after a small letter begins a new word ("BlackLivesMatter").
    camel = (SIGMA + pynini.union(*string.ascii_lowercase) + pynini.union(*string.ascii_uppercase)
             + SIGMA)
    shaped = pynini.difference(pynini.project(pynini.compose(to_upper, shape), "input"),
                               pynini.project(said, "input") | camel)
    word = add_weight(said | pynini.compose(shaped, fold), 1.0)
    return (word + pynini.closure(insert(" ") + word)).optimize()


def electronic(_: GrammarSet) -> pynini.Fst:
    """Letter runs said as words where they can be (a word costs 1, a spelled run 100), else
    spelled; digits and symbols one by one."""
    spelled_run = add_weight(spelled(_letter()), 100.0)
    return spelled(_said_run() | spelled_run | _not_letter()).optimize()


TRANSDUCERS = {
    "ELECTRONIC.char": _char,
    "ELECTRONIC": electronic,
}

# Address characters, and the ones an address may not end with (sentence punctuation).
_BODY = r"[\w\-.~/?#&=%+:@!$*,;'()\[\]|^\\]"
_LAST = r"[\w\-~/#&=%+@$*\\]"
_TAIL = rf"(?:{_BODY}*{_LAST})?"
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
_NOT_BEFORE = r"[\w@#.\-/]"
_STOP = r"(?![\w@])"
_NOT_BEFORE_EMAIL = r"(?:[\w@#\-/+]|(?<!\s|^)\.)"
RULES = [
    Rule("ELECTRONIC", word_start("[hHfFwW]", _NOT_BEFORE)
         + r"(?i:(?<=h)ttps?://|(?<=f)(?:tp|ile)://|(?<=w)ww\.)" + _BODY + "*" + _LAST + _STOP,
         "ELECTRONIC"),
    # A period before an address after a space is punctuation ("test .b@gmail.com").
    Rule("ELECTRONIC", word_start(r"\w", _NOT_BEFORE_EMAIL) + r"[\w.+\-]*@" + _LABEL + r"(?:\."
         + _LABEL + ")+" + _STOP, "ELECTRONIC"),
    Rule("ELECTRONIC", word_start("[A-Za-z0-9]", _NOT_BEFORE) + r"(?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
         + r"(?:\." + _LABEL + r")*\." + keys_pattern(_TLDS) + r"(?![\w\-])(?:/" + _TAIL + ")?"
         + _STOP, "ELECTRONIC"),
    Rule("ELECTRONIC", word_start("[#@]", r"[\w&#@]") + r"[A-Za-z_]\w*" + _STOP, "ELECTRONIC"),
    # IP addresses: digits one by one, "dot".
    Rule("ELECTRONIC", word_start(r"\d", r"[\w.]") + r"\d{0,2}(?:\.\d{1,3}){3}(?![\w]|\.\d)",
         "ELECTRONIC"),
]
