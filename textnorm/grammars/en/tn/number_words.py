"""Pure-Python readings of the hottest English number transducers (the engine's fast paths).

Each function returns exactly what the corresponding FST's shortest path returns, or None where
the FST rejects the span; tests/test_en_number_fastpath.py proves it on random inputs. The words
come from the same lexicons the FSTs are built from, so an edited lexicon changes both.
"""

from __future__ import annotations

import re
from functools import cache

from ....lexicon import mapping, pairs

_LEX = "en/"
_DIGITS = re.compile(r"[0-9]+")
_GROUPED = re.compile(r"[1-9][0-9]{0,2}(?:,[0-9]{3})+")
_SUFFIX = {"1": "st", "2": "nd", "3": "rd"}


@cache
def _tables() -> tuple[dict[str, str], dict[str, str], dict[str, str], list[str]]:
    scales = [name for _, name in pairs(_LEX + "scale.tsv")]
    return (mapping(_LEX + "digit.tsv"), mapping(_LEX + "teen.tsv"),
            mapping(_LEX + "ty.tsv"), scales)


@cache
def ordinal_of_words() -> dict[str, str]:
    """Every word that can end a cardinal reading -> its ordinal ("twenty" -> "twentieth")."""
    digit, teen, ty, scales = _tables()
    irregular = mapping(_LEX + "ordinal_irregular.tsv")
    words = [*digit.values(), *teen.values(), *ty.values(), "hundred", *scales, "zero"]
    out = {}
    for word in words:
        if word in irregular:
            out[word] = irregular[word]
        elif word.endswith("y"):
            out[word] = word[:-1] + "ieth"
        else:
            out[word] = word + "th"
    return out


def _below_1000(n: str) -> list[str]:
    """Words of 1..999 given as 1-3 digits without leading zeros."""
    digit, teen, ty, _ = _tables()
    words: list[str] = []
    if len(n) == 3:
        words += [digit[n[0]], "hundred"]
        n = n[1:].lstrip("0")
    if len(n) == 2:
        if n[0] == "1":
            return words + [teen[n]]
        words.append(ty[n[0]])
        n = n[1:].lstrip("0")
    if n:
        words.append(digit[n])
    return words


def number_names_fast(span: str) -> str | None:
    """= number_names: digits without leading zeros (or "0") -> words."""
    if not _DIGITS.fullmatch(span):
        return None
    if span == "0":
        return "zero"
    scales = _tables()[3]
    if span[0] == "0" or len(span) > 3 * (len(scales) + 1):
        return None
    words: list[str] = []
    count = (len(span) + 2) // 3
    head = len(span) - 3 * (count - 1)
    groups = [span[:head]] + [span[i:i + 3] for i in range(head, len(span), 3)]
    for power, group in zip(range(count - 1, -1, -1), groups):
        group = group.lstrip("0")
        if not group:
            continue
        words += _below_1000(group)
        if power:
            words.append(scales[power - 1])
    return " ".join(words)


def cardinal_fast(span: str) -> str | None:
    """= CARDINAL: optional "-"/"−" sign, digits plain or comma-grouped."""
    sign = ""
    if span[:1] in ("-", "−"):
        sign, span = "minus ", span[1:]
    if "," in span:
        if not _GROUPED.fullmatch(span):
            return None
        span = span.replace(",", "")
    words = number_names_fast(span)
    return sign + words if words is not None else None


def ordinal_names_fast(span: str) -> str | None:
    """= ordinal_names: digits -> ordinal words."""
    words = number_names_fast(span)
    if words is None:
        return None
    head, _, last = words.rpartition(" ")
    last = ordinal_of_words()[last]
    return f"{head} {last}" if head else last


def ordinal_suffix(digits: str) -> str:
    """The written suffix English puts after a number: 1st, 2nd, 3rd, 11th, 12th, 13th, 4th."""
    if digits[-2:-1] == "1":
        return "th"
    return _SUFFIX.get(digits[-1:], "th")


def digit_by_digit_fast(span: str) -> str | None:
    """= digit_by_digit: each digit read alone, zero as "o"."""
    if not _DIGITS.fullmatch(span):
        return None
    reading = mapping(_LEX + "digit_reading.tsv")
    return " ".join(reading[c] for c in span)
