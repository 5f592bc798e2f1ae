"""Brahmic script normalization (mode "script"): Devanagari, Bengali, Gujarati, Gurmukhi, ...

Schemes, after Google Nisaba's Brahmic grammars:
- `nfc`: Unicode NFC only.
- `visual` (default): NFC, then one spelling per visual form: stray zero-width characters
  removed, repeated signs collapsed, vowel letter + sign written as the vowel letter they look
  like (अ+ा -> आ), legacy encodings replaced (Malayalam chillu from NA+virama+ZWJ, Devanagari
  eyelash RA), sign order fixed (Sinhala vowel sign before rakaransaya). Tables:
  `lexicons/brahmic/visual_<script>.tsv`, then `visual_<lang>.tsv` (bn and as settle which RA a
  conjunct uses).
- `reading`: visual, then spellings that read the same (`reading_<script>.tsv`,
  `reading_<lang>.tsv`): Bengali anusvara before a stop -> nasal conjunct, Hindi nasal conjunct
  -> anusvara, Malayalam old orthography.
- `bnunicode` (default for bn): what bnUnicodeNormalizer does to Bangla words (brahmic_bengali).

Every processor also offers `is_wellformed(text)` (brahmic_wellformed) and `graphemes(text)`
(orthographic syllables, brahmic_graphemes). Text outside the language's script passes through
the `visual` and `reading` rules untouched (NFC still applies to the whole line).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import unicodedata2

from ..errors import TextnormError, UnknownSchemeError
from ..result import Result, ResultBuilder
from . import brahmic_bengali, brahmic_graphemes, brahmic_rules, brahmic_wellformed
from . import brahmic_tables as tables

SCHEMES = ("visual", "reading", "nfc")
_CLS = "PLAIN"
_TOKEN = re.compile(r"\S+|\s+")


def _steps(script: str, lang: str, scheme: str) -> tuple[str, ...]:
    script_visual = f"visual_{script.lower()}.tsv"
    if not tables.table_exists(script_visual):
        script_visual = "visual_common.tsv"
    steps = (script_visual, f"visual_{lang.lower()}.tsv")
    if scheme == "reading":
        steps += (f"reading_{script.lower()}.tsv", f"reading_{lang.lower()}.tsv")
    return steps


class BrahmicScript:
    """Script normalizer for one language or script tag; see the module docstring."""

    def __init__(self, lang: str, scheme: str | None = None, **options: Any):
        self.lang = lang
        self.script = tables.script_of(lang)
        known = SCHEMES + (("bnunicode",) if self.script == "Beng" else ())
        self.scheme = scheme or ("bnunicode" if lang == "bn" else "visual")
        if self.scheme not in known:
            raise UnknownSchemeError(
                f"scheme {self.scheme!r} is not available for {lang}/script; "
                f"available: {', '.join(known)}"
            )
        if options:  # e.g. from_lang: no Brahmic processor converts from another orthography
            raise TextnormError(
                f"{lang}/script takes no option {', '.join(sorted(options))}"
            )
        chars = tables.script_chars(self.script)
        self._run = re.compile(f"[{chars.regex_class('*')[1:-1]}{tables.JOINERS}]+")
        self._script_chars = frozenset(chars.classes)
        self._cascade = brahmic_rules.cascade(self.script, _steps(self.script, lang, self.scheme))
        self._word = lru_cache(maxsize=1 << 16)(self._normalize_word)

    # -- normalization ---------------------------------------------------------------------
    def _normalize_run(self, match: re.Match[str]) -> str:
        run = match.group()
        if self._script_chars.isdisjoint(run):
            return run  # joiners next to other scripts (e.g. Persian ZWNJ) are not ours
        return self._cascade.apply(run)

    def _normalize_word(self, word: str) -> str:
        if word.isspace():
            return unicodedata2.normalize("NFC", word)  # e.g. U+2000 EN QUAD -> U+2002
        if self.scheme == "bnunicode":
            return brahmic_bengali.normalize_word(word)
        word = unicodedata2.normalize("NFC", word)
        if self.scheme == "nfc" or word.isascii():
            return word
        for _ in range(3):  # deleting a joiner can bring marks of two runs together: NFC again
            out = unicodedata2.normalize("NFC", self._run.sub(self._normalize_run, word))
            if out == word:
                break
            word = out
        return word

    def normalize(self, text: str) -> str:
        if text.isascii():
            return text
        return _TOKEN.sub(lambda m: self._word(m.group()), text)

    def normalize_with_alignment(self, text: str) -> Result:
        builder = ResultBuilder()
        for match in _TOKEN.finditer(text):
            token = match.group()
            out = self._word(token)
            if out == token:
                builder.keep(token)
            else:
                builder.rewrite(match.start(), match.end(), out, _CLS)
        return builder.result()

    def normalize_batch(self, texts: list[str]) -> list[str]:
        return [self.normalize(text) for text in texts]

    # -- analysis ----------------------------------------------------------------------------
    def is_wellformed(self, text: str) -> bool:
        """Whether every syllable of every script run in `text` is well formed (any script)."""
        return brahmic_wellformed.is_wellformed(text)

    def graphemes(self, text: str) -> list[str]:
        """Orthographic syllables (aksharas); never splits an extended grapheme cluster."""
        return brahmic_graphemes.graphemes(text)

    def __repr__(self) -> str:
        return f"BrahmicScript(lang={self.lang!r}, scheme={self.scheme!r})"
