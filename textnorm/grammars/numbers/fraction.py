"""Decimals read as a fraction: the whole part, then the digits after the mark as a numerator
over the power of ten their count names ("3,02" -> ru "три целых две сотых", hu "három egész
két század", ar "ثلاثة واثنان من مئة").

`decimal_fraction.tsv` rows: `whole[:pattern]` (how the whole part is said) and `K[:pattern]`
(how a numerator of K digits is said, K = 1, 2, ...), each a template with `{n}` or `{n:form}`
for the number's reading; the pattern (`x` any digit, `*` any run, digits literal; over the
number without leading zeros) chooses the agreement: ru `whole:*1` "{n:feminine} целая" but
`whole:*11` "{n:feminine} целых". The most specific matching row wins, as in scales.tsv. A
decimal with more digits after the mark than any K row stays for the other readings. Rows
`whole@<case>[:pattern]` and `K@<case>[:pattern]` say the decimal in a case, where a counted
word or a preposition asks for it (config `decimal_counted_forms`, decimal.py: ru "около 1,5
км" около одной целой пяти десятых километра); ITN reads them back, for a whole part below a
thousand and up to hundredths (reading's `short`: "около одной целой пяти десятых километра"
около 1,5 км). Rows `whole@itn[:pattern]` and `K@itn[:pattern]` are read by ITN only,
besides the plain ones: a language whose TN says a decimal with its decimal word reads the
fraction's words back (uk "одна ціла пʼять десятих" 1,5; TN "один кома пʼять").
"""

from __future__ import annotations

from typing import NamedTuple

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, insert
from .data import pattern_rank
from .language import Language
from .names import minimal_dfa, pattern_acceptor
from .reader import digit_pattern
from .written import strip_leading_zeros

ITN = "itn"  # the "case" of the rows ITN reads only
_SLOT = regex.compile(r"\{n(?::([\w-]+))?\}")


class _Row(NamedTuple):
    pattern: str
    head: str  # the template's text before {n}
    form: str
    tail: str  # ... and after it


def rows(lang: Language, lowered: bool = False) -> dict[str, list[_Row]]:
    """Part ("whole", "1", "2", ...) -> its rows, most specific first (parsed once per data)."""
    data = lang.lowered if lowered else lang.data
    key = ("decimal_fraction.tsv",)  # beside reader.py's readings in the data's memo
    if key not in data.memo:
        out: dict[str, list[_Row]] = {}
        for written, template in data.fraction_rows:
            part, _, pattern = written.partition(":")
            match = _SLOT.search(template)
            if match is None:
                raise LexiconError(f"{data.lang}/numbers/decimal_fraction.tsv: {written}: "
                                   f"the template has no {{n}}")
            out.setdefault(part, []).append(_Row(pattern or "*", template[:match.start()],
                                                 match.group(1) or "", template[match.end():]))
        for part_rows in out.values():
            part_rows.sort(key=lambda row: pattern_rank(row.pattern), reverse=True)
        data.memo[key] = out
    return data.memo[key]


def _said(lang: Language, part_rows: list[_Row], lowered: bool,
          max_digits: int | None = None) -> pynini.Fst:
    """Digits (no leading zeros) -> the part's words, by its most specific matching row (of
    numbers of at most `max_digits` digits, where given: ITN only)."""
    taken = pynini.Fst()
    out = []
    for row in part_rows:
        acceptor = pattern_acceptor(row.pattern)
        cell = pynini.difference(acceptor, taken) if taken.num_states() else acceptor
        taken = minimal_dfa(pynini.union(taken, acceptor))
        reading = lang.cover(row.form, max_digits) if lowered else lang.reading(row.form)
        said = insert(pynini.escape(row.head)) + reading + insert(pynini.escape(row.tail))
        out.append(pynini.compose(cell, said))
    return pynini.union(*out)


def _of_case(parts: dict[str, list[_Row]], case: str) -> dict[str, list[_Row]]:
    """The rows of `case` ("": the plain ones), by part without the case."""
    return {part.partition("@")[0]: part_rows for part, part_rows in parts.items()
            if part.partition("@")[2] == case}


def cases(lang: Language) -> set[str]:
    """The cases the rows say a decimal in (besides the plain reading and ITN's own rows)."""
    return {part.partition("@")[2] for part in rows(lang)} - {"", ITN}


_SHORT_WHOLE = 3  # (reading's `short` cases: a whole part below a thousand ...)
_SHORT_FRACTION = 2  # (... and up to hundredths)


def reading(lang: Language, mark: pynini.Fst, lowered: bool = False,
            case: str | tuple[str, ...] = "", short: tuple[str, ...] = ()) -> pynini.Fst | None:
    """Whole part, `mark` (the written decimal mark, deleted), fraction digits -> words (in
    `case`: its rows; several: each part by the rows of any of them, the whole part in one and
    the fraction in another too); None when the language has no fraction rows (of the case).
    `short` (ITN, `lowered`): the rows of these cases read so too, but only for a whole part
    of at most _SHORT_WHOLE digits and at most _SHORT_FRACTION digits after the mark: every
    case in full made ITN's DECIMAL three times as big (uk 25k states to 68k, +8 CPU s a
    build; ru's four cases below a million and to thousandths 32k to 82k, +37 CPU s; so
    47k)."""
    full = (case,) if isinstance(case, str) else case
    by_case = [(c, _of_case(rows(lang, lowered), c)) for c in (*full, *short)]
    by_case = [(c, parts) for c, parts in by_case if "whole" in parts]
    if not by_case:
        return None

    def said(part: str) -> pynini.Fst | None:
        width = _SHORT_WHOLE if part == "whole" else int(part)
        readings = [_said(lang, parts[part], lowered, None if c in full else width)
                    for c, parts in by_case
                    if part in parts and (c in full or part == "whole"
                                          or width <= _SHORT_FRACTION)]
        return pynini.compose(strip_leading_zeros(), pynini.union(*readings)) if readings \
            else None

    space = insert(lang.written.space)
    fractions = []
    for part in sorted({part for _, parts in by_case for part in parts if part.isdigit()},
                       key=int):
        if (numerator := said(part)) is not None:
            fractions.append(pynini.compose(pynini.closure(DIGIT, int(part), int(part)),
                                            numerator))
    whole = said("whole")
    if whole is None or not fractions:
        return None
    return (whole + pynini.cross(mark, "") + space + pynini.union(*fractions)).optimize()


def say(lang: Language, whole: str, fraction: str, case: str = "") -> str | None:
    """= reading, on ASCII digits (TN's fast path)."""
    parts = _of_case(rows(lang), case)
    if "whole" not in parts or str(len(fraction)) not in parts:
        return None
    said_whole = _say_part(lang, parts["whole"], whole.lstrip("0") or "0")
    said_fraction = _say_part(lang, parts[str(len(fraction))], fraction.lstrip("0") or "0")
    if said_whole is None or said_fraction is None:
        return None
    return f"{said_whole}{lang.written.space}{said_fraction}"


def _say_part(lang: Language, part_rows: list[_Row], digits: str) -> str | None:
    for row in part_rows:
        if digit_pattern(row.pattern, False).fullmatch(digits):
            said = lang.say(digits, row.form)
            return None if said is None else row.head + said + row.tail
    return None
