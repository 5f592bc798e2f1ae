"""Well-formedness of Brahmic text: is every run of script characters a sequence of syllables?

After Nisaba's `wellformed` acceptors. A syllable is a consonant cluster (consonants with an
optional nukta, joined by virama, optionally virama + ZWJ/ZWNJ, or RA + ZWJ + virama) with at
most one vowel sign and one coda sign (candrabindu / anusvara / visarga), or an independent
vowel with at most one coda sign, or a standalone sign (avagraha, om). A word may end in a dead
consonant (cluster + virama), which may also precede a dead letter (chillu, khanda ta, lonsum);
dead letters never start a word, never repeat and never take a virama. Runs that are not NFC
are malformed. Thaana, Limbu and Lepcha have grammars of their own (below).

Unlike Nisaba's acceptor, which takes one word over the script's own characters, a line is
checked run by run: whitespace, digits, punctuation and other scripts separate runs, so a
sentence of well-formed words is well formed, but a sign after a space still is not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import unicodedata2

from . import brahmic_tables as tables


@dataclass(frozen=True)
class _Quirks:
    """What one script allows beyond the common grammar (attested by Nisaba's test data)."""

    sign_nukta: bool = False  # nukta after a vowel sign (Santali in Bengali script: া + ়)
    vowel_ya: str = ""  # vowel + virama + this YA: the independent "æ" (অ্যা, ಆ್ಯ)
    vowel_sign_pairs: tuple[str, ...] = ()  # vowel letter + vowel sign sequences in use
    dead_sign: bool = False  # a dead letter may take a vowel sign, then even start a run
    run_initial: tuple[str, ...] = ()  # what may start a run after a digit or hyphen
    x_after: str = ""  # characters after which the X sign (Syloti dvisvara) may stand


_QUIRKS = {
    "Beng": _Quirks(
        sign_nukta=True,
        vowel_ya="\N{BENGALI LETTER YA}",
        vowel_sign_pairs=(  # Kokborok and Santali spellings
            "\N{BENGALI LETTER A}\N{BENGALI AU LENGTH MARK}",
            "\N{BENGALI LETTER AA}\N{BENGALI AU LENGTH MARK}",
            "\N{BENGALI LETTER U}\N{BENGALI VOWEL SIGN AA}",
        ),
    ),
    "Knda": _Quirks(vowel_ya="\N{KANNADA LETTER YA}"),
    "Mlym": _Quirks(
        dead_sign=True,
        # 7-ാം ("seventh"), 2020-ൽ ("in 2020")
        run_initial=("\N{MALAYALAM VOWEL SIGN AA}\N{MALAYALAM SIGN ANUSVARA}",
                     "\N{MALAYALAM LETTER CHILLU L}"),
    ),
    "Sylo": _Quirks(x_after="\N{SYLOTI NAGRI LETTER U}\N{SYLOTI NAGRI VOWEL SIGN U}"),
}


def _brahmic(ch: tables.ScriptChars) -> str:
    q = _QUIRKS.get(ch.script, _Quirks())
    C, V, M, N, H, B, D, S, A, U, P = (ch.regex_class(k) for k in "CVMNHBDSAUP")
    zwj, zwnj = tables.ZWJ, tables.ZWNJ
    cons = f"{C}{N}?"
    link = f"(?:{H}[{zwj}{zwnj}]?|{zwj}{H})"
    cluster = f"{P}?{cons}(?:{link}{cons})*{U}?"
    sign = f"{M}{N}?" if q.sign_nukta else M
    x_sign = f"|(?<={tables.char_class(q.x_after)}){ch.regex_class('X')}" if q.x_after else ""
    coda = f"(?:{B}{x_sign})?{A}*"
    vowel_tail = f"{H}{re.escape(q.vowel_ya)}{M}?" if q.vowel_ya else "(?!)"
    pairs = "".join(f"|{re.escape(p)}" for p in q.vowel_sign_pairs)
    vowel = f"(?:{V}{N}?(?:{vowel_tail})?{pairs}){coda}"
    open_syllable = f"{cluster}(?:{sign})?{coda}"
    dead = f"{cluster}{H}(?={D}|\\Z)"
    dead_letter = f"{D}(?!{D}|{H})" + (f"(?:{M})?" if q.dead_sign else "")
    standalone = f"{S}{A}*"
    extra = "".join(f"|{re.escape(p)}" for p in q.run_initial)
    if q.dead_sign:
        extra += f"|{D}{M}"
    first = f"(?:{open_syllable}|{vowel}|{dead}|{standalone}{extra})"
    rest = f"(?:{open_syllable}|{vowel}|{dead}|{standalone}|{dead_letter})"
    return f"{first}{rest}*"


def _thaana(ch: tables.ScriptChars) -> str:
    # Every letter carries a vowel sign (fili) or sukun; a bare NOONU prenasalizes a stop.
    C, M, H = (ch.regex_class(k) for k in "CMH")
    prenasal = "\N{THAANA LETTER BAA}\N{THAANA LETTER DHAALU}\N{THAANA LETTER DAVIYANI}"
    prenasal += "\N{THAANA LETTER GAAFU}"
    return f"(?:{C}(?:{M}|{H})|\N{THAANA LETTER NOONU}(?=[{prenasal}]))+"


def _limbu(ch: tables.ScriptChars) -> str:
    # consonant, subjoined consonant, vowel sign, one tone mark, one final
    C, U, M, T, D = (ch.regex_class(k) for k in "CUMTD")
    return f"(?:{C}{U}?{M}?{T}?{D}?)+"


def _lepcha(ch: tables.ScriptChars) -> str:
    # nukta only in KA/GA/HA + nukta + subjoined RA; subjoined RA before YA; ran after a final
    C, M, D, R, N = (ch.regex_class(k) for k in "CMDRN")
    nukta_bases = "\N{LEPCHA LETTER KA}\N{LEPCHA LETTER GA}\N{LEPCHA LETTER HA}"
    sub_ra, sub_ya = "\N{LEPCHA SUBJOINED LETTER RA}", "\N{LEPCHA SUBJOINED LETTER YA}"
    return f"(?:{C}(?:(?<=[{nukta_bases}]){N})?{sub_ra}?{sub_ya}?{M}?(?:{D}{R}?)?)+"


_FAMILIES = {"Thaa": _thaana, "Limb": _limbu, "Lepc": _lepcha}


@cache
def _grammar(script: str) -> re.Pattern[str]:
    build = _FAMILIES.get(script, _brahmic)
    return re.compile(build(tables.script_chars(script)), re.DOTALL)


def runs(text: str) -> list[tuple[str, str]]:
    """(script, run) for each maximal run of one script's letters and signs in `text`.

    Joiners belong to the run they follow; digits, punctuation, spaces and characters of no
    Brahmic script end a run.
    """
    table = tables.char_table()
    out: list[tuple[str, str]] = []
    script, start = None, 0
    for i, char in enumerate(text):
        entry = table.get(char)
        if char in tables.JOINERS and script is not None:
            continue
        current = entry[0] if entry and entry[1] != "O" else None
        if current != script:
            if script is not None:
                out.append((script, text[start:i]))
            script, start = current, i
    if script is not None:
        out.append((script, text[start:]))
    return out


def is_wellformed(text: str) -> bool:
    """Whether every script run of `text` is NFC and a sequence of well-formed syllables."""
    for script, run in runs(text):
        if unicodedata2.normalize("NFC", run) != run:
            return False
        if not _grammar(script).fullmatch(run):
            return False
    return True
