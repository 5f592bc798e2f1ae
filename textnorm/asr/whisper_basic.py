"""Whisper-compatible basic cleanup: bracket removal and symbol/diacritic removal.

OpenAI Whisper scores ASR with its own normalizers; published WERs are only comparable when the
same normalization is applied. This module reproduces the behaviour of Whisper's
`BasicTextNormalizer` (scheme `whisper-basic`) and the symbol/diacritic removal that its English
normalizer uses. It deliberately uses Python's own `re` and `unicodedata` (not `regex` or
`unicodedata2`), because Whisper does: the same interpreter then gives the same bytes.

The basic normalizer turns every mark into a space, so it splits Indic words apart
("नमस्ते" -> "नमस त"); use the `wer` scheme for real multilingual scoring.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from .. import lexicon

_BRACKETED = re.compile(r"[<\[][^>\]]*[>\]]")
_PARENTHESIZED = re.compile(r"\(([^)]+?)\)")
_SPACES = re.compile(r"\s+")


@cache
def _latin_letters() -> dict[str, str]:
    return lexicon.mapping("en/asr/latin_letters.tsv")


def drop_bracketed(text: str) -> str:
    """Remove "[...]", "<...>" and "(...)" stretches (noise tags, speaker labels)."""
    return _PARENTHESIZED.sub("", _BRACKETED.sub("", text))


def remove_symbols_and_diacritics(text: str, keep: str = "") -> str:
    """NFKD, then drop nonspacing marks, spell a few Latin letters in ASCII, and turn every other
    mark, symbol and punctuation character (categories M*, S*, P*) into a space; `keep` lists
    characters left alone."""
    letters = _latin_letters()
    out = []
    for char in unicodedata.normalize("NFKD", text):
        if char in keep:
            out.append(char)
        elif char in letters:
            out.append(letters[char])
        else:
            category = unicodedata.category(char)
            if category == "Mn":
                continue
            out.append(" " if category[0] in "MSP" else char)
    return "".join(out)


def remove_symbols(text: str) -> str:
    """NFKC, then every mark, symbol and punctuation character becomes a space."""
    return "".join(
        " " if unicodedata.category(char)[0] in "MSP" else char
        for char in unicodedata.normalize("NFKC", text)
    )


def basic_normalize(text: str) -> str:
    """Whisper's BasicTextNormalizer with its default options (marks kept only when NFKC composes
    them; no diacritic removal, no letter splitting). Note that it does not strip the ends."""
    text = drop_bracketed(text.lower())
    return _SPACES.sub(" ", remove_symbols(text).lower())
