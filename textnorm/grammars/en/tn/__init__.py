"""English text normalization (written -> spoken), Kestrel / Sproat & Jaitly conventions.

The rule list: class modules in priority order. A span is offered to the rules in this order,
so classes whose spans contain others' (a URL contains digits, a date contains a cardinal) come
first. Adding a class = one module + one line here.
"""

from __future__ import annotations

import importlib

from ....engine import RuleEngine

_CLASS_MODULES = (
    "electronic",
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
    "cardinal",
    "letters",
    "abbreviation",
    "verbatim",
)


def _modules():
    for name in _CLASS_MODULES:
        try:
            yield importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{name}":
                raise


class EnglishTN(RuleEngine):
    def __init__(self, lang: str = "en", scheme: str | None = None, exhaustive: bool = False):
        super().__init__("en-tn", list(_modules()), exhaustive=exhaustive)
