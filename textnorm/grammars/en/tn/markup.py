"""Markup a TTS engine reads itself stays as written: SSML/HTML tags ("<pitch=-.3>",
"</speak>") and ARPAbet pronunciations in brackets ("[HH AH0 L OW1]").

These rules come first so that no other class reads the numbers and symbols inside them.
"""

from __future__ import annotations

import pynini

from ....fst import SIGMA
from ...base import Rule

TRANSDUCERS = {"MARKUP": lambda _: pynini.closure(SIGMA).optimize()}

# ARPAbet: phones of one or two capitals, vowels with a stress digit; at least one stressed.
_PHONE = r"[A-Z]{1,2}[012]?"
RULES = [
    Rule("VERBATIM", r"<(?=/?[A-Za-z])/?[A-Za-z][\w:\-]*(?:[\s=][^<>\n]*)?>", "MARKUP"),
    Rule("VERBATIM", rf"\[(?=[^\]]*[A-Z][012])(?:{_PHONE}\s)*{_PHONE}\]", "MARKUP"),
]
