"""English text normalization (written -> spoken).

Schemes: `kestrel` (the default; Kestrel / Sproat & Jaitly conventions) and `nemo`
(NeMo-text-processing's conventions, declared as overrides in nemo.py).

The rule list: class modules in priority order. A span is offered to the rules in this order,
so classes whose spans contain others' (a URL contains digits, a date contains a cardinal) come
first. Adding a class = one module + one line here.
"""

from __future__ import annotations

import importlib
from types import ModuleType, SimpleNamespace

from ....engine import RuleEngine, import_modules

_CLASS_MODULES = (
    "markup",
    "electronic",
    "fixed",
    "math",
    "telephone",
    "time",
    "date",
    "years",
    "sterling",
    "money",
    "measure",
    "range",
    "fraction",
    "decimal",
    "ordinal",
    "roman",
    "address",
    "reference",
    "book",
    "cardinal",
    "letters",
    "abbreviation",
    "verbatim",
    "serial",
)

SCHEMES = ("kestrel", "nemo")


def with_overrides(modules: list[ModuleType], scheme: ModuleType) -> list[SimpleNamespace]:
    """The class modules as a scheme sees them. The scheme module declares OVERRIDES
    (transducer name -> builder, replacing the default builder of that name, so every class
    that reads it gets the scheme's), RULES_BEFORE (class module name -> rules tried before that
    module's), DROPPED_RULES (names of transducers whose default rules are left out) and its own
    FAST_PATHS; the default fast paths are left out (they give the default readings)."""
    dropped = set(getattr(scheme, "DROPPED_RULES", ()))
    views = []
    for module in modules:
        name = module.__name__.rsplit(".", 1)[-1]
        rules = [*scheme.RULES_BEFORE.get(name, ()),
                 *(rule for rule in module.RULES if rule.fst not in dropped)]
        views.append(SimpleNamespace(
            RULES=rules, TRANSDUCERS=module.TRANSDUCERS,
            LOWERCASE_STARTS=getattr(module, "LOWERCASE_STARTS", ())))
    views.append(SimpleNamespace(RULES=[], TRANSDUCERS=scheme.OVERRIDES,
                                 FAST_PATHS=scheme.FAST_PATHS,
                                 LOWERCASE_STARTS=getattr(scheme, "LOWERCASE_STARTS", ())))
    return views


class EnglishTN(RuleEngine):
    def __init__(self, lang: str = "en", scheme: str | None = None, exhaustive: bool = False):
        scheme = scheme or SCHEMES[0]
        if scheme not in SCHEMES:
            raise ValueError(f"unknown en tn scheme {scheme!r}; known: {', '.join(SCHEMES)}")
        modules = import_modules(__name__, _CLASS_MODULES)
        name = "en-tn"
        if scheme != SCHEMES[0]:
            modules = with_overrides(modules, importlib.import_module(f"{__name__}.{scheme}"))
            name = f"en-tn-{scheme}"
        super().__init__(name, modules, exhaustive=exhaustive,
                         sources=("grammars/en/tn", "lexicons/en"))
