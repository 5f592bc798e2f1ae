"""TIME: "14:30" -> "catorce y treinta", "5:02 p.m." -> "cinco y dos de la tarde", pt "14h30" ->
"catorze horas e trinta" (TN).

A language says how in its config: `time` is the template of a time with minutes (slots `{h}`
and `{m}`, slots.py: `{h:feminine} y {m}`, pt `{h=h} e {m}`), `time@hour` the template on the
hour ("14:00", "14h"; `{h:feminine}`), `time@seconds` the template with seconds (`{s}`); the
slots come in the written order (hours, minutes, seconds). Hours are 0-24 (one or two digits),
minutes and seconds two digits, after ":" or a separator of config `time_separators` (pt, fr
`h`: "14h30", and "14h" on the hour). time_suffixes.tsv reads what may follow a time, a
template around the time's reading `{t}` (`p.m.<TAB>{t} de la tarde`; de `Uhr<TAB>{t}`, where
the template says "Uhr" already); before a suffix "." separates too ("1.05 p.m.").
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import delete, insert
from ..base import Rule, alternation
from .counted import GAP_PATTERN, gap, load_table
from .data import optional_rows
from .language import Language, class_module
from .slots import Slot, SlotReader, parse, slots
from .written import to_ascii

_HOUR = r"(?:[01]?[0-9]|2[0-4])"
_MINUTE = r"[0-5][0-9]"
_HOURS = [(f"{n:02d}", str(n)) for n in range(25)] + [(str(n), str(n)) for n in range(10)]
_MINUTES = [(f"{n:02d}", str(n)) for n in range(1, 60)]
_SECONDS = [(f"{n:02d}", str(n)) for n in range(60)]
_TEMPLATES = {"": "time", "hour": "time@hour", "seconds": "time@seconds"}
_SLOTS = {"": "hm", "hour": "h", "seconds": "hms"}  # each template's slots, in this order


class _Times:
    def __init__(self, lang: Language):
        self.lang = lang
        where = f"{lang.code}/numbers/config.tsv"
        self.templates = {kind: parse(lang.setting(key), "hms", f"{where}: {key}")
                          for kind, key in _TEMPLATES.items() if lang.setting(key)}
        for kind, pieces in self.templates.items():
            if "".join(s.name for s in slots(pieces)) != _SLOTS[kind]:
                raise LexiconError(f"{where}: {_TEMPLATES[kind]} needs the slots "
                                   f"{', '.join(_SLOTS[kind])} in this order")
        units = load_table(lang, "units.tsv")
        self.readers = {name: SlotReader(lang, units, pynini.project(
            pynini.string_map(values), "output").optimize(), where)
            for name, values in (("h", _HOURS), ("m", _SECONDS), ("s", _SECONDS))}
        for pieces in self.templates.values():
            for slot in slots(pieces):
                self.readers[slot.name].check(slot)

    def digits(self, values: list[tuple[str, str]]) -> pynini.Fst:
        """Written digits (ASCII or native) -> the values' ASCII numbers."""
        return pynini.compose(pynini.closure(self.lang.written.digit, 1, 2),
                              pynini.string_map(values)).optimize()

    def say(self, hour: str, minute: str | None, second: str | None) -> str | None:
        values = {"h": str(int(hour)), "m": minute and str(int(minute)),
                  "s": second and str(int(second))}
        if second is not None:
            kind = "seconds"
        elif minute is None or (minute == "00" and "hour" in self.templates):
            kind = "hour"
        else:
            kind = ""
        pieces = self.templates.get(kind)
        if pieces is None or (kind == "" and minute == "00"):
            return None
        out = []
        for piece in pieces:
            if isinstance(piece, Slot):
                words = self.readers[piece.name].say(piece, values[piece.name])
                if words is None:
                    return None
                out.append(words)
            else:
                out.append(piece)
        return "".join(out)

    def fst(self, kind: str, separator: pynini.Fst) -> pynini.Fst:
        """Written hours[, minutes[, seconds]] -> the template of `kind` (on the hour: the
        hours alone, or with ":00"), the parts after `separator`."""
        pieces = self.templates.get(kind)
        if pieces is None:
            return pynini.union()
        # (minutes are 01-59 but with seconds: on the hour is a template of its own)
        written = {"h": _HOURS, "m": _SECONDS if kind == "seconds" else _MINUTES, "s": _SECONDS}
        out = pynini.accep("")
        for piece in pieces:
            if isinstance(piece, Slot):
                digits = self.digits(written[piece.name])
                before = pynini.accep("") if piece.name == "h" else delete(separator)
                out += before + pynini.compose(digits, self.readers[piece.name].fst(piece))
            else:
                out += insert(pynini.escape(piece))
        if kind == "hour":
            zeros = pynini.compose(pynini.closure(self.lang.written.digit, 2, 2),
                                   pynini.cross("00", ""))  # (ASCII or native)
            out += pynini.closure(delete(separator) + zeros, 0, 1)
        return out.optimize()


def tn(lang: Language):
    if not lang.setting("time"):
        return class_module([], {})
    w = lang.written
    times = _Times(lang)
    separators = [":", *lang.setting("time_separators").split()]
    letters = [s for s in separators if s.isalpha()]
    suffixes = {}  # written suffix -> (before, after) the time's reading
    for written, template in optional_rows(f"{lang.code}/numbers/time_suffixes.tsv"):
        if template.count("{t}") != 1:
            raise LexiconError(f"{lang.code}/numbers/time_suffixes.tsv: {written}: the "
                               "reading needs one {t} (the time)")
        before, _, after = template.partition("{t}")
        suffixes[written] = (before, after)
    sep = alternation(separators)
    either = alternation([*separators, "."])
    after_word = rf"(?![{w.word_chars}])"
    hour, minute = w.with_native_digits(_HOUR), w.with_native_digits(_MINUTE)  # (hi १४:३०)
    parts = [rf"{hour}{sep}{minute}(?:{sep}{minute})?{w.after}"]
    if suffixes:  # (on the hour with a letter too: vi "15h CST")
        on_letter = f"|{alternation(letters)}" if letters else ""
        parts.insert(0, rf"{hour}(?:{either}{minute}(?:{either}{minute})?{on_letter})?"
                        rf"{GAP_PATTERN}{alternation(suffixes)}{after_word}")
    if letters:
        parts.append(rf"{hour}{alternation(letters)}{w.after}")
    pattern = rf"{w.before}(?:{'|'.join(parts)})"
    parse_span = regex.compile(
        rf"(?P<h>{hour})(?:(?:{either})(?P<m>{minute})(?:(?:{either})(?P<s>{minute}))?)?"
        rf"(?:{alternation(letters)})?"
        + (rf"(?:{GAP_PATTERN}(?P<x>{alternation(suffixes)}))?" if suffixes else ""))

    def fast(span: str) -> str | None:
        match = parse_span.fullmatch(span)
        if match is None:
            return None
        h, m, s = (match[k] and to_ascii(match[k], w.native_digits) for k in "hms")
        words = times.say(h, m, s)
        suffix = match.groupdict().get("x")
        if words is None or suffix is None:
            return words
        before, after = suffixes[suffix]
        return before + words + after

    def build(g) -> pynini.Fst:
        plain = pynini.union(*[pynini.escape(s) for s in separators])
        dotted = pynini.union(plain, ".")

        def core(separator: pynini.Fst) -> pynini.Fst:
            return pynini.union(*[times.fst(kind, separator) for kind in _TEMPLATES])

        on_the_hour = pynini.compose(times.digits(_HOURS), pynini.union(*[
            pynini.accep(h) for _, h in _HOURS]))  # (the hour alone)
        branches = [pynini.compose(
            pynini.difference(pynini.project(core(plain), "input"),
                              pynini.project(on_the_hour, "input")).optimize(), core(plain))]
        lettered = []
        if letters:
            letter = pynini.union(*letters)
            lettered = [pynini.compose(pynini.project(on_the_hour, "input") + letter,
                                       times.fst("hour", letter) + delete(letter))]
            branches += lettered
        for written, (before, after) in suffixes.items():
            branches.append(insert(pynini.escape(before)) + pynini.union(core(dotted), *lettered)
                            + gap() + pynini.cross(pynini.escape(written), pynini.escape(after)))
        return pynini.union(*branches).optimize()

    return class_module([Rule("TIME", pattern, "TIME")], {"TIME": build}, {"TIME": fast})

