"""Spoken English numbers to digits, with the exact conventions of Whisper's number normalizer.

Whisper's English evaluation normalizer rewrites "two point five million dollars" as "$2500000",
"nineteen fifties" as "1950s", "double oh seven" as "007". Scores are only comparable with
published Whisper WERs when these rewrites match byte for byte, including its quirks
("and a half" alone disappears, "point" before a non-number word is dropped). So this is a
token-by-token reader over whitespace-separated words that keeps one pending number (an int, or
a digit string once digits were concatenated) and an optional sign/currency prefix, and emits
when a word cannot extend the number. Word lists come from `lexicons/en/asr/`.

`normalize_numbers` never raises: where Whisper itself would fail (a number beyond Python's
4300-digit int/str limit), the text is returned unchanged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from .. import lexicon

_NUMERIC = re.compile(r"^\d+(\.\d+)?$")
_SUFFIXED = re.compile(r"^(\d+)(s|st|nd|rd|th)$")
_AND_A_HALF = re.compile(r"\band\s+a\s+half\b")
_LETTER_DIGIT = re.compile(r"([a-z])([0-9])")
_DIGIT_LETTER = re.compile(r"([0-9])([a-z])")
_SPACED_SUFFIX = re.compile(r"([0-9])\s+(st|nd|rd|th|s)\b")
_DOLLARS_AND_CENTS = re.compile(r"([€£$])([0-9]+) (?:and )?¢([0-9]{1,2})\b")
_ZERO_DOLLARS = re.compile(r"[€£$]0.([0-9]{1,2})\b")
_ONE = re.compile(r"\b1(s?)\b")

Number = int | str  # a pending number: an int, or digits as text once they were concatenated


class _Unreadable(Exception):
    """A number Python cannot convert (over the int/str digit limit): keep the text as it was."""


@dataclass(frozen=True)
class _Words:
    """The vocabulary, split by role."""

    zeros: frozenset[str]
    ones: dict[str, int]  # one .. nineteen
    tens: dict[str, int]  # twenty .. ninety
    multipliers: dict[str, int]  # hundred .. decillion
    ones_suffixed: dict[str, tuple[int, str]]  # "sixes" / "zeroth" -> (value, suffix)
    tens_suffixed: dict[str, tuple[int, str]]
    multipliers_suffixed: dict[str, tuple[int, str]]
    signs: dict[str, str]  # words before a number: minus -> "-"
    currencies: dict[str, str]  # words after a number: dollars -> "$"
    percent: dict[str, str | dict[str, str]]  # "percent" -> "%", "per" -> {"cent": "%"}
    prefixes: frozenset[str]  # symbols a number token may start with: - + $ £ € ¢
    decimals: frozenset[str]  # words that may follow "point"
    all: frozenset[str]  # every word the reader treats specially


_SPECIALS = frozenset({"and", "double", "triple", "point"})


@cache
def _words() -> _Words:
    zeros: set[str] = set()
    plain: dict[str, dict[str, int]] = {"ones": {}, "tens": {}, "multipliers": {}}
    suffixed: dict[str, dict[str, tuple[int, str]]] = {"ones": {}, "tens": {}, "multipliers": {}}
    for written, spoken in lexicon.pairs("en/asr/number_words.tsv"):
        match = _SUFFIXED.match(written)
        value = int(match.group(1) if match else written)
        role = "ones" if value < 20 else "tens" if value < 100 else "multipliers"
        if match:
            suffixed[role][spoken] = (value, match.group(2))
        elif value == 0:
            zeros.add(spoken)
        else:
            plain[role][spoken] = value
    percent: dict[str, str | dict[str, str]] = {}
    for symbol, spoken in lexicon.pairs("en/asr/percent.tsv"):
        first, _, second = spoken.partition(" ")
        percent[first] = {second: symbol} if second else symbol
    signs = {word: sign for sign, word in lexicon.pairs("en/asr/signs.tsv")}
    currencies = {word: symbol for symbol, word in lexicon.pairs("en/asr/currency.tsv")}
    everything = zeros.union(*plain.values(), *suffixed.values(), _SPECIALS, signs, currencies)
    return _Words(
        zeros=frozenset(zeros),
        ones=plain["ones"],
        tens=plain["tens"],
        multipliers=plain["multipliers"],
        ones_suffixed=suffixed["ones"],
        tens_suffixed=suffixed["tens"],
        multipliers_suffixed=suffixed["multipliers"],
        signs=signs,
        currencies=currencies,
        percent=percent,
        prefixes=frozenset([*signs.values(), *currencies.values()]),
        decimals=frozenset(zeros.union(plain["ones"], plain["tens"])),
        all=frozenset(everything.union(percent)),
    )


def _fraction(text: Number) -> Fraction | None:
    try:
        return Fraction(text)
    except ValueError:
        return None


def _text(number: Number) -> str:
    try:
        return str(number)
    except ValueError as error:  # int beyond sys.get_int_max_str_digits()
        raise _Unreadable from error


def _append_unit(value: Number | None, unit: int, previous: str | None, w: _Words) -> Number:
    """The pending number extended by a unit word (one .. nineteen)."""
    if value is None:
        return unit
    if isinstance(value, str) or previous in w.ones:
        if previous in w.tens and unit < 10:
            return value[:-1] + str(unit)  # "twenty" left a trailing zero: 20 -> 2<unit>
        return _text(value) + str(unit)
    step = 10 if unit < 10 else 100
    return value + unit if value % step == 0 else _text(value) + str(unit)


def _append_tens(value: Number | None, tens: int) -> Number:
    if value is None:
        return tens
    if isinstance(value, str) or value % 100 != 0:
        return _text(value) + str(tens)
    return value + tens


def _digits_so_far(value: Number | None) -> str:
    """The pending number as a digit prefix; like Whisper, a pending 0 counts as nothing."""
    return _text(value) if value else ""


def _scale(value: int, multiplier: int) -> int:
    """Multiply only the part below a thousand: "two thousand five hundred" = 2000 + 5 * 100."""
    return value // 1000 * 1000 + value % 1000 * multiplier


class _Reader:
    """Reads one sentence's words; `emit` attaches the pending prefix and clears the state."""

    def __init__(self, words: _Words) -> None:
        self.w = words
        self.value: Number | None = None
        self.prefix: str | None = None
        self.out: list[str] = []

    def emit(self, item: Number) -> None:
        text = _text(item)
        self.out.append(text if self.prefix is None else self.prefix + text)
        self.value = None
        self.prefix = None

    def flush(self) -> None:
        if self.value is not None:
            self.emit(self.value)

    def read(self, tokens: list[str]) -> list[str]:
        w = self.w
        skip = False
        padded: list[str | None] = [None, *tokens, None]
        for i, current in enumerate(tokens):
            previous, following = padded[i], padded[i + 2]
            if skip:
                skip = False
                continue
            following_numeric = following is not None and _NUMERIC.match(following) is not None
            following_numberlike = following in w.all or following_numeric
            signed = current[0] in w.prefixes
            bare = current[1:] if signed else current
            if _NUMERIC.match(bare):
                self._digits(current, bare, signed)
            elif current not in w.all:
                self.flush()
                self.emit(current)
            elif current in w.zeros:
                self.value = _digits_so_far(self.value) + "0"
            elif current in w.ones:
                self.value = _append_unit(self.value, w.ones[current], previous, w)
            elif current in w.ones_suffixed:
                unit, suffix = w.ones_suffixed[current]
                self.emit(_text(_append_unit(self.value, unit, previous, w)) + suffix)
            elif current in w.tens:
                self.value = _append_tens(self.value, w.tens[current])
            elif current in w.tens_suffixed:
                tens, suffix = w.tens_suffixed[current]
                self.emit(_text(_append_tens(self.value, tens)) + suffix)
            elif current in w.multipliers:
                self._multiplier(w.multipliers[current])
            elif current in w.multipliers_suffixed:
                self._multiplier_suffixed(*w.multipliers_suffixed[current])
            elif current in w.signs:
                self.flush()
                if following_numberlike:
                    self.prefix = w.signs[current]
                else:
                    self.emit(current)
            elif current in w.currencies:
                if self.value is not None:
                    self.prefix = w.currencies[current]
                    self.emit(self.value)
                else:
                    self.emit(current)
            elif current in w.percent:
                skip = self._percent(current, following)
            elif not following_numberlike:
                self.flush()
                self.emit(current)
            else:
                skip = self._special(current, previous, following, following_numeric)
        self.flush()
        return self.out

    def _digits(self, current: str, bare: str, signed: bool) -> None:
        number = _fraction(bare)
        if number is None:
            raise _Unreadable(current)
        if self.value is not None:
            if isinstance(self.value, str) and self.value.endswith("."):
                self.value += current  # digits after "point", or the next part of an address
                return
            self.emit(self.value)
        if signed:
            self.prefix = current[0]
        self.value = number.numerator if number.denominator == 1 else bare

    def _multiplier(self, multiplier: int) -> None:
        value = self.value
        if value is None:
            self.value = multiplier
        elif isinstance(value, str) or value == 0:
            number = _fraction(value)
            if number is not None and (number * multiplier).denominator == 1:
                self.value = (number * multiplier).numerator
            else:
                self.emit(value)
                self.value = multiplier
        else:
            self.value = _scale(value, multiplier)

    def _multiplier_suffixed(self, multiplier: int, suffix: str) -> None:
        value = self.value
        if value is None:
            self.emit(f"{multiplier}{suffix}")
        elif isinstance(value, str):
            number = _fraction(value)
            if number is not None and (number * multiplier).denominator == 1:
                self.emit(_text((number * multiplier).numerator) + suffix)
            else:
                self.emit(value)
                self.emit(f"{multiplier}{suffix}")
        else:
            self.emit(_text(_scale(value, multiplier)) + suffix)

    def _percent(self, current: str, following: str | None) -> bool:
        """Returns whether the next word was consumed ("per cent")."""
        if self.value is None:
            self.emit(current)
            return False
        symbol = self.w.percent[current]
        if isinstance(symbol, str):
            self.emit(_text(self.value) + symbol)
            return False
        if following in symbol:
            self.emit(_text(self.value) + symbol[following])
            return True
        self.emit(self.value)
        self.emit(current)
        return False

    def _special(
        self, current: str, previous: str | None, following: str | None, numeric: bool
    ) -> bool:
        """and / double / triple / point before a number-like word; returns "skip next"."""
        w = self.w
        if current == "and":
            if previous not in w.multipliers:  # "hundred and six" reads through the "and"
                self.flush()
                self.emit(current)
        elif current in ("double", "triple"):
            if following in w.ones or following in w.zeros:
                digit = str(w.ones.get(following, 0))
                repeats = 2 if current == "double" else 3
                self.value = _digits_so_far(self.value) + digit * repeats
                return True
            self.flush()
            self.emit(current)
        elif following in w.decimals or numeric:  # "point"
            self.value = _digits_so_far(self.value) + "."
        return False


def _split_halves(text: str, w: _Words) -> str:
    """ "<number> and a half" -> "<number> point five" (Whisper drops an empty segment)."""
    segments = _AND_A_HALF.split(text)
    kept = []
    for i, segment in enumerate(segments):
        if not segment.strip():
            continue
        kept.append(segment)
        if i < len(segments) - 1:
            last = segment.rsplit(maxsplit=2)[-1]
            number_word = last in w.decimals or last in w.multipliers
            kept.append("point five" if number_word else "and a half")
    return " ".join(kept)


def _prepare(text: str, w: _Words) -> str:
    text = _split_halves(text, w)
    text = _DIGIT_LETTER.sub(r"\1 \2", _LETTER_DIGIT.sub(r"\1 \2", text))
    return _SPACED_SUFFIX.sub(r"\1\2", text)  # but "10 th" -> "10th"


def _cents(match: re.Match[str]) -> str:
    return f"{match.group(1)}{match.group(2)}.{int(match.group(3)):02d}"


def _finish(text: str) -> str:
    text = _DOLLARS_AND_CENTS.sub(_cents, text)  # "$2 and ¢7" -> "$2.07"
    text = _ZERO_DOLLARS.sub(lambda m: f"¢{int(m.group(1))}", text)  # "$0.36" -> "¢36"
    return _ONE.sub(r"one\1", text)  # "1" and "1s" are written as words


def normalize_numbers(text: str) -> str:
    """Whisper's EnglishNumberNormalizer: lower-case input in, digits out."""
    w = _words()
    prepared = _prepare(text, w)
    try:
        joined = " ".join(_Reader(w).read(prepared.split()))
    except _Unreadable:
        return text
    return _finish(joined)
