"""Perso-Arabic script normalization (mode "script"): Arabic, Persian, Urdu, Kurdish, Sindhi, ...

Schemes, after Google Nisaba's abjad_alphabet grammars:
- `visual` (default): NFC, presentation forms -> base letters, stray joiners and tatweel removed,
  letter + dot-like mark -> the dotted letter, then the language's letter unification by shape
  and position (Arabic vs Farsi yeh and kaf, the heh family, ...), digits to the language's own.
- `reading`: `visual` plus unifications that change how a word is spelled but not how it reads
  (e.g. a final Arabic kaf becomes keheh in Persian).
- `nfc`: Unicode NFC only.
The per-language rules are data: `lexicons/perso_arabic/{visual,reading}_<lang>.tsv`.

With `from_lang` (CLI `--from`), text typed with a neighbouring language's keyboard is converted
into the language's orthography instead (see perso_arabic_convert): the script-level cleanup,
then the conversion; the scheme's letter and digit unification is not applied on top, so
digits stay as typed.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import regex
import unicodedata2

from ..errors import UnknownSchemeError
from ..result import Result
from . import perso_arabic_rules as rules

SCHEMES = ("visual", "reading", "nfc")
_INVISIBLE = "\u200b\u200d\u200e\u200f\u2060\ufeff"  # ZWSP ZWJ LRM RLM WJ BOM
# An invisible character inside an Arabic-script word changes nothing but the code points.
_INVISIBLE_IN_WORD = regex.compile(
    rf"(?<=[\p{{Arabic}}\p{{M}}])[{_INVISIBLE}]+(?=[\p{{Arabic}}\p{{M}}])", flags=regex.V1
)
_REPEATED_MARK = regex.compile(r"(\p{Mn})\1+")
_REPEATED_ZWNJ = regex.compile("\u200c{2,}")
_TATWEEL = "\u0640"
_PRESENTATION = regex.compile(r"[\uFB50-\uFDFF\uFE70-\uFEFE]")


def nfc(text: str) -> str:
    return unicodedata2.normalize("NFC", text)


@cache
def _presentation_map() -> dict[str, str]:
    """Arabic presentation forms -> the letters they draw (compatibility decomposition).

    Only positional forms and ligatures of letters; forms of a lone mark (which decompose to a
    space + mark) and phrase ligatures that contain spaces are left alone.
    """
    out: dict[str, str] = {}
    for code in list(range(0xFB50, 0xFE00)) + list(range(0xFE70, 0xFEFF)):
        decomposition = unicodedata2.decomposition(chr(code))
        if not decomposition.startswith("<"):
            continue
        tag, *points = decomposition.split()
        if tag not in ("<isolated>", "<final>", "<initial>", "<medial>"):
            continue
        target = "".join(chr(int(p, 16)) for p in points)
        if " " not in target:
            out[chr(code)] = target
    return out


def cleanup(text: str) -> str:
    """The script-level cleanup every scheme but `nfc` starts with."""
    text = nfc(text)
    if _PRESENTATION.search(text):
        table = _presentation_map()
        text = _PRESENTATION.sub(lambda m: table.get(m.group(), m.group()), text)
        text = nfc(text)
    text = text.replace(_TATWEEL, "")
    text = _INVISIBLE_IN_WORD.sub("", text)
    text = _REPEATED_ZWNJ.sub("\u200c", text)
    return _REPEATED_MARK.sub(r"\1", text)


@cache
def pipeline(lang: str, scheme: str):
    """The function text -> normalized text of one language and scheme."""
    if scheme == "nfc":
        return nfc
    steps = [cleanup, rules.table("visual_common").apply]
    if scheme == "reading":
        steps.append(rules.table(f"reading_{lang}").apply)
    steps += [rules.table(f"visual_{lang}").apply, nfc]
    return rules.compose(*steps)


_MARK_WITHOUT_BASE = regex.compile(r"(?:^|[^\p{L}\p{M}\u200c\u200d])\p{Mn}", flags=regex.V1)


class PersoArabicScript:
    """Script normalizer for one Arabic-script language; see the module docstring."""

    def __init__(
        self, lang: str, scheme: str | None = None, from_lang: str | None = None, **options: Any
    ):
        self.lang = lang
        self.scheme = scheme or SCHEMES[0]
        if self.scheme not in SCHEMES:
            raise UnknownSchemeError(
                f"scheme {self.scheme!r} is not available for {lang}/script; "
                f"available: {', '.join(SCHEMES)}"
            )
        self.from_lang = from_lang
        self._convert = None
        if from_lang is not None:
            from . import perso_arabic_convert

            self._convert = perso_arabic_convert.converter(lang, from_lang)

    def normalize(self, text: str) -> str:
        if not text:
            return text
        if self._convert is not None:
            return self._convert(cleanup(text))
        return pipeline(self.lang, self.scheme)(text)

    def normalize_with_alignment(self, text: str) -> Result:
        return Result.per_word(text, self.normalize(text), "PLAIN")

    def normalize_batch(self, texts: list[str]) -> list[str]:
        return [self.normalize(t) for t in texts]

    def is_wellformed(self, text: str) -> bool:
        """False when a combining mark has no letter to sit on, or text is not NFC."""
        return nfc(text) == text and _MARK_WITHOUT_BASE.search(text) is None
