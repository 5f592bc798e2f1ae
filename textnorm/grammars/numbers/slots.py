"""Templates with number slots, for the classes whose reading puts several numbers into words
(TIME `{h} y {m}`, DATE `{d} de {m} de {y}`).

A slot `{x}` reads its number; `{x:form}` reads it in a form of cardinal.tsv; `{x=KEY}` reads
it as a counted thing, KEY's row of units.tsv agreeing with it (pt `{h=h}` "catorze horas",
"uma hora"), `{x=KEY@C}` in case C (agreement.py, config `case_after@C`: ru `{m=мин@genitive}`
"пятнадцати минут", "одной минуты"). A class may give a slot a table of names instead (DATE's
months).
"""

from __future__ import annotations

from dataclasses import dataclass

import pynini
import regex

from ...errors import LexiconError
from .agreement import with_cases
from .counted import CountedReadings, CountedTable
from .language import Language

_SLOT = regex.compile(r"\{(?P<name>[a-z])(?::(?P<form>[\w-]+)|=(?P<key>[^{}]+))?\}")


@dataclass(frozen=True)
class Slot:
    name: str
    form: str = ""
    key: str = ""


def parse(template: str, names: str, where: str) -> tuple[str | Slot, ...]:
    """The template's literal text and slots, in order (each slot name one of `names`, once)."""
    pieces: list[str | Slot] = []
    pos = 0
    for match in _SLOT.finditer(template):
        if match.start() > pos:
            pieces.append(template[pos:match.start()])
        pieces.append(Slot(match["name"], match["form"] or "", match["key"] or ""))
        pos = match.end()
    if pos < len(template):
        pieces.append(template[pos:])
    slots = [p.name for p in pieces if isinstance(p, Slot)]
    if (any(name not in names for name in slots) or len(set(slots)) != len(slots)
            or any("{" in p or "}" in p for p in pieces if isinstance(p, str))):
        raise LexiconError(f"{where}: bad template {template!r} (slots {{x}}, {{x:form}} or "
                           f"{{x=unit}}, x one of {', '.join(names)}, each once)")
    return tuple(pieces)


def slots(pieces: tuple[str | Slot, ...]) -> list[Slot]:
    return [p for p in pieces if isinstance(p, Slot)]


class SlotReader:
    """A slot's number (ASCII digits, no leading zeros, in `digits`) -> words, in Python and
    as a transducer; `{x=KEY}` slots read KEY's row of `units`."""

    def __init__(self, lang: Language, units: CountedTable, digits: pynini.Fst, where: str):
        self.lang, self.digits, self.where = lang, digits, where
        self.counted = CountedReadings(lang, with_cases(lang, units), digits)
        self._digits_key = digits.write_to_string()  # (readings shared by equal `digits`)

    def check(self, slot: Slot) -> None:
        if slot.key and slot.key not in self.counted.table.rows:
            raise LexiconError(f"{self.where}: {{{slot.name}={slot.key}}}: no row {slot.key} "
                               "in units.tsv")

    def say(self, slot: Slot, digits: str) -> str | None:
        if slot.key:
            return self.counted.say(slot.key, digits)
        return self.lang.say(digits, slot.form)

    def fst(self, slot: Slot) -> pynini.Fst:
        """The slot's reading (built once per language for each table, slot and `digits`:
        every date and time template reads its slots with readers alike)."""
        def build() -> pynini.Fst:
            if slot.key:
                return self.counted.fst(slot.key)
            return pynini.compose(self.digits, self.lang.reading(slot.form)).optimize()

        row = tuple(sorted(self.counted.table.rows.get(slot.key, {}).items()))
        return self.lang.shared(("SlotReader", self._digits_key, slot.key, row, slot.form),
                                build)
