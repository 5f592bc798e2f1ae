"""Bangla word normalization after bnUnicodeNormalizer (Bengali.AI), the `bnunicode` scheme.

An independent implementation of the behaviour that library documents for Bangla as written in
Bangladesh, applied to each whitespace-separated word (text of other scripts is kept):
- zero-width characters removed, except RA + ZWJ + virama (র‍্য); virama + ZWNJ/ZWJ dropped;
- broken diacritics: vowel sign parts composed (NFC), ৄ -> ৃ, অ + া -> আ;
- nukta: only য ড ঢ take it (a nukta typed after their vowel sign moves back), elsewhere it
  is dropped; the output uses the precomposed letters য় ড় ঢ় (U+09DF, U+09DC, U+09DD);
- signs: one vowel sign per consonant (the first), candrabindu before anusvara/visarga, coda
  signs after the vowel sign, no sign without a base; a vowel letter takes no vowel sign
  (এ + sign is read as ত্র + sign, the shape it was mistaken for);
- khanda ta: no virama around it, a vowel sign after it belongs to the consonant before it;
- virama only between consonants (অ্য / এ্য for "æ" kept, এ্যা -> অ্যা);
- consonant clusters: ত + virama that forms no conjunct -> ৎ (উত্স -> উৎস), repeated phala or
  reph collapsed, and virama joins that form no known conjunct (bn_conjuncts.tsv) broken up.
Legacy symbols (ঀ ঌ ৠ ৡ ঽ ৺ ...) are kept: they are valid text, and dropping them loses it.
"""

from __future__ import annotations

import re
from functools import cache

import unicodedata2

from .. import lexicon
from . import brahmic_tables as tables

_H, _NUKTA, _KHANDA_TA = "\u09cd", "\u09bc", "\u09ce"
_RA, _ASSAMESE_RA, _YA, _TA = "\u09b0", "\u09f0", "\u09af", "\u09a4"
_A, _AA, _E, _AA_SIGN, _E_SIGN = "\u0985", "\u0986", "\u098f", "\u09be", "\u09c7"
_AU_MARK = "\u09d7"
_CANDRABINDU = "\u0981"
_NUKTA_BASES = "\u09af\u09a1\u09a2"  # য ড ঢ
_COMPOSED = {"\u09af\u09bc": "\u09df", "\u09a1\u09bc": "\u09dc", "\u09a2\u09bc": "\u09dd"}
_PHALAS = ("\u09af", "\u09b0", "\u09ac")  # য-, র-, ব-phala, stripped from the end in this order


@cache
def _classes() -> dict[str, str]:
    return tables.script_chars("Beng").classes


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    ch = tables.script_chars("Beng")
    consonant = ch.regex_class("C")
    zw = f"[{tables.ZWNJ}{tables.ZWJ}]"
    return {
        "ra_joiner": re.compile(f"([{_RA}{_ASSAMESE_RA}]){zw}{_H}"),
        "virama_joiner": re.compile(f"{_H}{zw}"),
        "joiner": re.compile(f"(?<![{_RA}{_ASSAMESE_RA}]){zw}|{zw}(?!{_H})|{tables.ZWS}"),
        "moved_nukta": re.compile(f"([{_NUKTA_BASES}])({ch.regex_class('M')}){_NUKTA}"),
        "nukta": re.compile(f"{_NUKTA}+"),
        "stray_nukta": re.compile(f"(?<![{_NUKTA_BASES}]){_NUKTA}"),
        "orphan_virama": re.compile(f"(?<!{consonant})(?<!{_NUKTA})(?<!{tables.ZWJ}){_H}"),
        "final_virama": re.compile(f"{_H}(?!{consonant})"),
        "cluster": re.compile(f"{consonant}{_NUKTA}?(?:{_H}{consonant}{_NUKTA}?)+"),
        "unit": re.compile(f"{consonant}{_NUKTA}?"),
    }


@cache
def _conjuncts() -> frozenset[str]:
    return frozenset(written for written, _ in lexicon.pairs("brahmic/bn_conjuncts.tsv"))


def _valid(units: list[str]) -> bool:
    """Whether consonants joined by virama form one known conjunct (reph and phalas allowed)."""
    if len(units) > 1 and units[0] == _RA:
        units = units[1:]
    for phala in _PHALAS:
        if len(units) > 1 and units[-1] == phala:
            units = units[:-1]
    return len(units) == 1 or _H.join(units) in _conjuncts()


def _cluster(units: list[str]) -> str:
    while len(units) > 2 and units[0] == units[1] == _RA:  # repeated reph
        units = units[1:]
    if units[0] == _TA and not _valid(units) and _valid(units[1:]):
        return _KHANDA_TA + _H.join(units[1:])  # উত্স -> উৎস
    while len(units) > 2 and units[-1] == units[-2]:  # repeated phala: গ্র্রাম -> গ্রাম
        units = units[:-1]
    pieces, start = [], 0
    while start < len(units):
        end = len(units)
        while end > start + 1 and not _valid(units[start:end]):
            end -= 1
        pieces.append(_H.join(units[start:end]))
        start = end
    return "".join(pieces)


def _signs(text: str) -> str:
    """One left-to-right pass over vowel signs and coda signs (see the module docstring)."""
    classes = _classes()
    out: list[str] = []
    base = ""  # "C" consonant, "V" vowel letter, "T" khanda ta, "" none
    sign = False  # the base already has a vowel sign
    codas = ""  # coda signs already on the base
    linked = False  # the last character is a virama after a bare consonant
    for char in text:
        kind = classes.get(char, "O")
        if kind == "M" and char == _AU_MARK and not (out and out[-1] == _E_SIGN):
            continue  # a lone AU length mark is half of a broken ৌ
        if kind in ("M", "B") and linked:
            out.pop()  # consonant + virama + sign: the virama is the stray one
            base, sign, codas, linked = "C", False, "", False
        if kind == "M":
            if base == "C" and not sign:
                out.insert(len(out) - len(codas), char)  # before a coda typed too early
                sign = True
            elif base == "V" and not sign and not codas:
                if out[-1] == _A and char == _AA_SIGN:
                    out[-1] = _AA
                elif out[-1] == _E:
                    out[-1:] = [_TA, _H, _RA, char]  # এে looks like ত্রে
                    base, sign = "C", True
                else:
                    sign = True  # the vowel letter already says it: drop the sign
            elif base == "T" and not sign and len(out) > 1 and classes.get(out[-2]) == "C":
                out.insert(len(out) - 1, char)  # কৎু -> কুৎ
                sign = True
            continue
        if kind == "B":
            if base in ("C", "V") and char not in codas:
                if char == _CANDRABINDU:
                    out.insert(len(out) - len(codas), char)
                    codas = char + codas
                elif codas in ("", _CANDRABINDU):
                    out.append(char)
                    codas += char
            continue
        out.append(char)
        if kind == "N":
            continue
        linked = kind == "H" and base == "C" and not sign and not codas
        base = kind if kind in ("C", "V") else "T" if char == _KHANDA_TA else ""
        sign, codas = False, ""
    return "".join(out)


def _normalize_run(text: str) -> str:
    p = _patterns()
    text = text.replace("\u09c4", "\u09c3")  # ৄ is a broken ৃ
    text = p["moved_nukta"].sub(lambda m: m.group(1) + _NUKTA + m.group(2), text)
    text = p["nukta"].sub(_NUKTA, text)
    text = p["stray_nukta"].sub("", text)
    text = p["ra_joiner"].sub(lambda m: m.group(1) + tables.ZWJ + _H, text)
    text = p["virama_joiner"].sub("", text)
    text = p["joiner"].sub("", text)
    text = text.replace(_H + _KHANDA_TA, _KHANDA_TA)
    text = _signs(text)
    text = text.replace(_E + _H + _YA + _AA_SIGN, _A + _H + _YA + _AA_SIGN)
    text = p["orphan_virama"].sub(
        lambda m: m.group() if _vowel_ya(text, m.start()) else "", text
    )
    text = p["final_virama"].sub("", text)
    text = p["joiner"].sub("", text)  # a RA + ZWJ whose virama just went
    text = p["cluster"].sub(lambda m: _cluster(p["unit"].findall(m.group())), text)
    for plain, composed in _COMPOSED.items():
        text = text.replace(plain, composed)
    return text


def _vowel_ya(text: str, i: int) -> bool:
    """অ্য / এ্য: the virama at i joins a vowel letter to YA (the "æ" vowel)."""
    return i > 0 and text[i - 1] in (_A, _E) and text[i + 1 : i + 2] == _YA


def normalize_word(word: str) -> str:
    """A whitespace-free token normalized; non-Bangla characters are kept as they are."""
    if word.isascii():
        return word
    word = unicodedata2.normalize("NFC", word)
    classes = _classes()
    if not any(c in classes for c in word):
        return word
    return _normalize_run(word)
