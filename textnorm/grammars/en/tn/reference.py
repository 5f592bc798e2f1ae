"""ABBREVIATION, references: bibliographic and document abbreviations read in full with their
period before a number ("ch. 3" -> "chapter three", "pp. 12-15" -> "pages twelve to fifteen",
"Fig. 2" -> "figure two") or a Roman numeral ("CHAP. IV." -> "chapter four", "p. xiv" -> "page
fourteen"; in capitals too). Without the period ("pp 12", "Ch 3") they are LETTERS, as Kestrel's
data spell them; so this rule comes before LETTERS, the rest of ABBREVIATION after it. So do
titles in capitals with their period before a word in capitals ("DR. JEKYLL" -> "doctor JEKYLL",
"MRS. BENNET" -> "missus BENNET"), which LETTERS would spell.
"""

from __future__ import annotations

from ...base import Rule
from .abbreviation import TITLE, TITLE_DOTTED, keys, reader

_REFERENCE = "en/abbreviations_reference.tsv"

TRANSDUCERS = {"ABBREVIATION.reference": reader(_REFERENCE)}

_CAPS_AFTER = r"\.(?=\s+[A-Z]{2})"
RULES = [
    # Before a number, or a Roman numeral ("CHAP. IV.", "vol. ii"): a book's own numbering.
    Rule("ABBREVIATION", keys(_REFERENCE, caps=True) + r"\.(?=\s?\d|\s(?:[IVXLC]+|[ivxlc]+)\b)",
         "ABBREVIATION.reference"),
    Rule("ABBREVIATION", keys(TITLE, caps=True) + _CAPS_AFTER, "ABBREVIATION.title"),
    Rule("ABBREVIATION", keys(TITLE_DOTTED, caps=True) + _CAPS_AFTER, "ABBREVIATION.title_dotted"),
]
