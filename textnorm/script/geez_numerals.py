"""Ethiopic numerals <-> digits.

Ethiopic numerals have no zero and no place value: units ፩-፱ and tens ፲-፺ add, ፻ (100) and
፼ (10,000) multiply what stands before them (a multiplier of one is not written):
፲፪ = 12, ፻ = 100, ፫፻፳ = 320, ፼ = 10,000, ፻፼ = 1,000,000, ፼፳፫፻፵፭ = 12,345.
A run of numerals that is not a well-formed number is left as written.
Values come from `lexicons/geez/numerals.tsv`.
"""

from __future__ import annotations

from functools import cache

import regex

from .. import lexicon

_HUNDRED, _MYRIAD = "፻", "፼"
_NUMERAL_RUN = regex.compile(r"[\u1369-\u137C]+")
# Digits that stand alone as an integer: not inside 1.5, 10:30, 1/2 or a Latin code like A4
# (an Ethiopic prefix may be attached: በ2016 -> በ፳፻፲፮).
_DIGIT_RUN = regex.compile(r"(?<![\d\p{Latin}]|\d[.,:/])[1-9][0-9]*(?![\d\p{Latin}]|[.,:/]\d)")


@cache
def _values() -> dict[str, int]:
    return {e.written: int(e.spoken) for e in lexicon.load("geez/numerals.tsv")}


def _below_hundred(text: str) -> int | None:
    """An optional tens numeral followed by an optional units numeral (1-99)."""
    values = _values()
    if not text or len(text) > 2 or any(c not in values or values[c] >= 100 for c in text):
        return None
    if len(text) == 2 and not (values[text[0]] >= 10 and values[text[1]] < 10):
        return None
    return sum(values[c] for c in text)


def parse(text: str) -> int | None:
    """The value of an Ethiopic numeral string, or None when it is not well formed."""
    for sign, unit in ((_MYRIAD, 10_000), (_HUNDRED, 100)):
        if sign in text:
            cut = text.rindex(sign)
            left, right = text[:cut], text[cut + 1 :]
            if sign == _MYRIAD:
                high = parse(left) if left else 1
                low = parse(right) if right else 0
            else:
                high = _below_hundred(left) if left else 1
                low = _below_hundred(right) if right else 0
            if high is None or low is None or low >= unit:
                return None
            return high * unit + low
    return _below_hundred(text)


def format_number(number: int) -> str:
    """An integer >= 1 in Ethiopic numerals (the inverse of `parse`)."""
    if number < 1:
        raise ValueError("Ethiopic numerals have no zero or negative numbers")
    if number >= 10_000:
        high, low = divmod(number, 10_000)
        return (format_number(high) if high > 1 else "") + _MYRIAD + (
            format_number(low) if low else ""
        )
    if number >= 100:
        high, low = divmod(number, 100)
        return (_two(high) if high > 1 else "") + _HUNDRED + (_two(low) if low else "")
    return _two(number)


def _two(number: int) -> str:
    names = {v: k for k, v in _values().items()}
    tens, units = divmod(number, 10)
    return (names[tens * 10] if tens else "") + (names[units] if units else "")


def to_digits(text: str) -> str:
    def convert(match: regex.Match) -> str:
        value = parse(match.group())
        return match.group() if value is None else str(value)

    return _NUMERAL_RUN.sub(convert, text)


def to_ethiopic(text: str, longest: int = 40) -> str:
    """Integers written with ASCII digits -> Ethiopic numerals (runs over `longest` digits stay)."""

    def convert(match: regex.Match) -> str:
        digits = match.group()
        return digits if len(digits) > longest else format_number(int(digits))

    return _DIGIT_RUN.sub(convert, text)
