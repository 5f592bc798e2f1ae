"""MEASURE (ITN): "two hundred meters" -> "200 m", "eighteen point five two square kilometers"
-> "18.52 km²", "two hundred kilometers per hour" -> "200 km/h", "fifty six point three per
square kilometer" -> "56.3 /km²", "eighteen point one four percent" -> "18.14 %".

Units are TN's unit tables inverted (lexicons/en/units*.tsv), with ITN's preferred spellings
first (lexicons/en/itn/units.tsv) and a few time spans left as words (itn/units_as_words.tsv).
"square"/"cubic" apply to length units; "X per Y" is built from any two units. A transcript may
split an SI prefix off its unit ("kilo watt hours"); both spellings are accepted.
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import add_weight
from ....lexicon import load
from ...base import GrammarSet, Rule
from . import _words as w
from .decimal import decimal_run

_ITN_UNITS = w.ITN_LEX + "units.tsv"
_AS_WORDS = w.ITN_LEX + "units_as_words.tsv"
_PREFIXES = w.ITN_LEX + "unit_prefixes.tsv"
_LENGTH = w.LEX + "units_length.tsv"
_TN_UNITS = (w.LEX + "units.tsv", _LENGTH, w.LEX + "units_attached.tsv")
_PER_ONLY = w.LEX + "units_per.tsv"


def _variants(said: str) -> list[str]:
    """The spoken unit, and the same with SI prefixes written apart ("cubic deci meter")."""
    out = [""]
    for word in said.split(" "):
        forms = [word] + [
            prefix + " " + word[len(prefix):] for prefix in w.spoken(_PREFIXES)
            if word.startswith(prefix) and len(word) > len(prefix) + 1
        ]
        out = [f"{head} {form}" if head else form for head in out for form in forms]
    return out


@cache
def _table(*relpaths: str) -> dict[str, str]:
    """spoken singular -> written, the first written form wins."""
    table: dict[str, str] = {}
    for relpath in relpaths:
        for e in load(relpath):
            table.setdefault(e.spoken, e.written)
    return table


def _units(after_number: bool = True) -> dict[str, str]:
    """The unit table; after a number, the units ITN leaves as words are left out (after
    "per" they are written: "meters per second" -> "m/s")."""
    table = _table(_ITN_UNITS, *_TN_UNITS)
    if not after_number:
        return {**table, **{k: v for k, v in _table(_PER_ONLY).items() if k not in table}}
    skip = set(w.spoken(_AS_WORDS))
    return {k: v for k, v in table.items() if k not in skip}


def _map(table: dict[str, str], plural: bool = True) -> pynini.Fst:
    arcs = []
    for said, written in table.items():
        forms = [said, w.plural(said)] if plural else [said]
        for form in dict.fromkeys(v for f in forms for v in _variants(f)):
            arcs.append(pynini.cross(pynini.escape(form), pynini.escape(written)))
    return pynini.union(*arcs).optimize()


def _powered(plural: bool) -> pynini.Fst:
    """"square kilometers" -> "km²", "cubic deci meters" -> "dm³" (length units only)."""
    lengths = {said: written for said, written in _units().items()
               if said in {e.spoken for e in load(_LENGTH)}}
    square = {f"square {s}": f"{x}²" for s, x in lengths.items()}
    cubic = {f"cubic {s}": f"{x}³" for s, x in lengths.items()}
    return _map({**square, **cubic}, plural)


def unit(_: GrammarSet) -> pynini.Fst:
    """Spoken unit (lower case) -> written; whole listed phrases beat built ones."""
    single = _map(_units())
    powered = add_weight(_powered(True), 0.5)
    head = single | powered
    per_unit = _map(_units(after_number=False), plural=False) | _powered(False)
    per = add_weight(head + pynini.cross(" per ", "/") + per_unit, 1.0)
    alone_per = add_weight(pynini.cross("per ", "/") + per_unit, 1.0)
    return (head | per | alone_per).optimize()


def measure(g: GrammarSet) -> pynini.Fst:
    number = (g.get("ITN.number_cased") | g.get("ITN.decimal_number")
              | w.folded(pynini.cross("minus ", "-") + g.get("ITN.number")))
    return (number + " " + w.folded(g.get("ITN.unit"))).optimize()


TRANSDUCERS = {"ITN.unit": unit, "MEASURE": measure}


def unit_pattern() -> str:
    """Regex: a spoken unit word (also used by TIME to tell "two twenty meters" apart)."""
    said = [v for s in _units(after_number=False) for f in (s, w.plural(s)) for v in _variants(f)]
    return w.alternation(said) + w.END


def _pattern() -> str:
    unit_word = unit_pattern()
    powered = rf"(?:(?:square|cubic)[ ])?{unit_word}"
    unit_phrase = rf"(?:{powered}(?:[ ]per[ ]{powered})?|per[ ]{powered})"
    return rf"{w.START}(?i:{decimal_run()}[ ]{unit_phrase}){w.END}"


LOWERCASE_STARTS = w.number_starts()
RULES = [Rule("MEASURE", _pattern(), "MEASURE")]
