"""English text normalization (written -> spoken), Kestrel / Sproat & Jaitly conventions.

The rule list: class modules in priority order. A span is offered to the rules in this order,
so classes whose spans contain others' (a URL contains digits, a date contains a cardinal) come
first. Adding a class = one module + one line here.
"""

from __future__ import annotations

from ....engine import RuleEngine, import_modules

_CLASS_MODULES = (
    "markup",
    "electronic",
    "math",
    "telephone",
    "time",
    "date",
    "years",
    "money",
    "measure",
    "range",
    "fraction",
    "decimal",
    "ordinal",
    "roman",
    "address",
    "reference",
    "cardinal",
    "letters",
    "abbreviation",
    "verbatim",
    "serial",
)


class EnglishTN(RuleEngine):
    def __init__(self, lang: str = "en", scheme: str | None = None, exhaustive: bool = False):
        super().__init__("en-tn", import_modules(__name__, _CLASS_MODULES), exhaustive=exhaustive,
                         sources=("grammars/en/tn", "lexicons/en"))
