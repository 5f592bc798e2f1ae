"""The number grammar's readings in pure Python: the engine's fast path for TN.

`read(data, digits, form)` returns exactly what `names.Grammar(data).reading(form)` returns
on its shortest path, or None where the grammar has no reading; tests prove it on every
registered language (tests/test_numbers.py). The rules are the grammar's, step for step: exact
readings before scale rows, the form's own before the plain ones, the most specific row.
"""

from __future__ import annotations

import re
from functools import cache

from .data import NumberData, Slot


@cache
def digit_pattern(pattern: str, padded: bool) -> re.Pattern[str]:
    body = "".join(r"\d" if c == "x" else r"\d*" if c == "*" else c for c in pattern)
    return re.compile(("0*" if padded else "") + body)


def read(data: NumberData, digits: str, form: str = "") -> str | None:
    """Digits without leading zeros (or "0") -> the reading in `form`, or None."""
    if not digits.isascii() or not digits.isdigit() or (digits[0] == "0" and digits != "0"):
        return None
    wrap = data.wrap(form)
    if wrap is not None:
        own = data.exact.get(form, {}).get(int(digits))
        if own is not None:
            return own
        plain = read(data, digits)
        return None if plain is None else wrap[0] + plain + wrap[1]
    if digits == "0":
        return data.exact.get(form, {}).get(0, data.exact[""].get(0))
    width = next((w for w in data.widths if w >= len(digits)), None)
    if width is None:
        return None
    return _padded(data, digits.zfill(width), form)


_MEMO_LIMIT = 100_000


def _padded(data: NumberData, digits: str, form: str) -> str | None:
    """Memoized per language: the parts of numbers (a group of three digits, a multiplier)
    recur far more often than whole numbers do."""
    memo = data.memo
    key = (digits, form)
    if key not in memo:
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[key] = _read_padded(data, digits, form)
    return memo[key]


def _read_padded(data: NumberData, digits: str, form: str) -> str | None:
    width = len(digits)
    low = data.below(width) or 0
    value = int(digits)
    size = len(str(value))
    if size > low:
        for table in ((data.exact.get(form, {}), data.exact[""]) if form else (data.exact[""],)):
            if value in table:
                return table[value]
    if not low:
        return None
    q, r = digits[: width - low], digits[width - low:]
    if int(q) == 0:
        return _padded(data, r, form)
    zero = int(r) == 0
    for row in data.rows_for(form, low):
        split = _takes(row.template)
        if not (split[0] if zero else split[1]):
            continue
        if digit_pattern(row.q, True).fullmatch(q) and digit_pattern(row.r, False).fullmatch(r):
            return _render(data, row.template, q, r, zero, form)
    return None


@cache
def _takes(template) -> tuple[bool, bool]:
    """(reads a zero remainder, reads a nonzero one), as names._Split decides."""
    r_slot = template.slot("r")
    if r_slot is None:
        return True, False
    return template.optional is not None and r_slot in template.optional, True


def _render(data: NumberData, template, q: str, r: str, zero: bool, form: str) -> str | None:
    pieces = list(template.head)
    if not zero and template.optional is not None:
        pieces += template.optional
    pieces += template.tail
    out = []
    for piece in pieces:
        if isinstance(piece, Slot):
            if piece.part == "q":
                text = _padded(data, q, piece.form)
            else:
                text = _padded(data, r, piece.form or form)
            if text is None:
                return None
            out.append(text)
        else:
            out.append(piece)
    return "".join(out)
