"""Grammatical case after a word: a number and what it counts read in the case a preposition
before them asks for (ru "около 5 км" -> "около пяти километров", "от 2 до 4 т" -> "от двух до
четырех тонн"; TN).

Config, per case name C (any name; each case is a rule and a transducer of its own):
- `case_after@C`: the words (lower case) after which a number is read in case C;
- `case_forms@C`: `form=form` items, the form a number takes in case C for the form it takes
  otherwise (ru `=genitive feminine=genitive-feminine`: "5 км" пять, "около 5 км" пяти; "1 т"
  одна, "около 1 т" одной); a number whose reading takes a form not listed is not read in C
  (it is read as it is elsewhere);
- `case_rows@C`: `category=category` items, the row of a counted table (units.tsv) a number
  of a plural category reads in case C (ru genitive `one=few few=many many=many`: "около 1 км"
  одного километра, the genitive singular of the few row; "около 2 км" двух километров, the
  genitive plural of the many row); a category not listed (a decimal's) is not read in C.

CARDINAL reads a number after the words in its case's form of the plain reading ("от 5 до
10" от пяти до десяти), MEASURE a number and its unit (counted.py); decimals and numbers with
a scale abbreviation keep their reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...errors import LexiconError
from ..base import alternation
from . import data as number_data
from .language import Language


def after_words(words: list[str]) -> str:
    """A lookbehind: right after one of `words` (any letter case) and a space."""
    return rf"(?<=(?<!\w)(?i:{alternation(words)})[ \u00a0]+)"


@dataclass(frozen=True)
class Case:
    name: str
    words: tuple[str, ...]
    forms: dict[str, str]  # form elsewhere -> form in this case
    rows: dict[str, str]  # plural category -> the category of the table row read

    @property
    def lookbehind(self) -> str:
        return after_words(list(self.words))


def cases(lang: Language) -> list[Case]:
    """The cases of config `case_after@<case>`, by name."""
    return _cases(lang.code)


@cache
def _cases(code: str) -> list[Case]:
    config = number_data.load(code).config
    out = []
    for key, value in sorted(config.items()):
        if not key.startswith("case_after@"):
            continue
        name = key.partition("@")[2]
        out.append(Case(name, tuple(value.lower().split()),
                        _pairs(config, f"case_forms@{name}", code),
                        _pairs(config, f"case_rows@{name}", code)))
    return out


def _pairs(config: dict[str, str], key: str, code: str) -> dict[str, str]:
    out = {}
    for item in config.get(key, "").split():
        before, sep, after = item.partition("=")
        if not sep or not after:
            raise LexiconError(f"{code}/numbers/config.tsv: {key}: {item!r} is not a=b")
        out[before] = after
    return out
