"""ELECTRONIC: URLs, e-mail addresses, domain names, hashtags and handles, Kestrel style.

Kestrel reads these character by character: letters by name, digits one by one, symbols by
name ("http://www.bbc.co.uk" -> "h t t p colon slash slash w w w dot b b c dot c o dot u k",
"john.doe@gmail.com" -> "j o h n dot d o e at g m a i l dot c o m"). Kestrel also marks pauses
with "sil" tokens; we do not emit them.

A bare "word.tld" is a domain only for a known top-level domain (url_tlds.tsv), so "e.g." and
"U.S." stay LETTERS'. A sentence's final period, comma or closing bracket after an address is
not part of it.
"""

from __future__ import annotations

import string

import pynini

from ....fst import add_weight, tsv_map
from ...base import GrammarSet, Rule
from .letters import escaped_map, keys_pattern, spelled, word_start

_SYMBOLS = "en/url_symbols.tsv"
_TLDS = "en/url_tlds.tsv"


def _char(_: GrammarSet) -> pynini.Fst:
    """One character of an address -> its name; digits one by one, zero as "o" ("zero" is an
    admissible, dispreferred reading)."""
    letter = pynini.string_map([(c, c.lower()) for c in string.ascii_letters])
    digit = tsv_map("en/digit_reading.tsv") | add_weight(pynini.cross("0", "zero"), 1)
    return (letter | digit | escaped_map(_SYMBOLS)).optimize()


def electronic(g: GrammarSet) -> pynini.Fst:
    return spelled(g.get("ELECTRONIC.char"))


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
RULES = [
    Rule("ELECTRONIC", word_start("[hHfFwW]", _NOT_BEFORE)
         + r"(?i:(?<=h)ttps?://|(?<=f)(?:tp|ile)://|(?<=w)ww\.)" + _BODY + "*" + _LAST + _STOP,
         "ELECTRONIC"),
    Rule("ELECTRONIC", word_start(r"\w", r"[\w@#.\-/+]") + r"[\w.+\-]*@" + _LABEL + r"(?:\."
         + _LABEL + ")+" + _STOP, "ELECTRONIC"),
    Rule("ELECTRONIC", word_start("[A-Za-z0-9]", _NOT_BEFORE) + r"(?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
         + r"(?:\." + _LABEL + r")*\." + keys_pattern(_TLDS) + r"(?![\w\-])(?:/" + _TAIL + ")?"
         + _STOP, "ELECTRONIC"),
    Rule("ELECTRONIC", word_start("[#@]", r"[\w&#@]") + r"[A-Za-z_]\w*" + _STOP, "ELECTRONIC"),
    # IP addresses: digits one by one, "dot".
    Rule("ELECTRONIC", word_start(r"\d", r"[\w.]") + r"\d{0,2}(?:\.\d{1,3}){3}(?![\w]|\.\d)",
         "ELECTRONIC"),
]
