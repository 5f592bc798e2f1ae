"""FRACTION of a unit (TN): a fraction and a unit of units.tsv after it, the unit read with the
words of one plural category's row (config `fraction_unit_row`): lt `other`, the genitive
singular a decimal takes ("1/2 kg" pusė kilogramo, "3/4 m" trys ketvirtosios metro, "1 1/2 val."
pusantros valandos ... as the row says: "2 1/2 kg" du ir pusė kilogramo). Unset, a unit after
a fraction is left as written (the other languages' FRACTION reads the fraction alone).

The fraction is read as FRACTION reads it (common_fraction.py), the same span rule before the
unit; a unit whose row has no words after the number is not read here.
"""

from __future__ import annotations

import pynini
import regex

from ...fst import delete, insert
from ..base import Rule, alternation
from .counted import GAP_PATTERN, gap, load_table
from .language import Language, class_module

_NAME = "FRACTION@unit"


def _changed(lang: Language, changed: dict[str, str]) -> pynini.Fst:
    """Words said -> those of `changed` changed (whole words: between spaces)."""
    letters = {c for table in lang.data.exact.values() for text in table.values() for c in text}
    other = pynini.union(*[pynini.escape(c) for c in sorted(letters - {" "})])
    word = pynini.union(
        pynini.string_map([(pynini.escape(a), pynini.escape(b)) for a, b in changed.items()]),
        pynini.difference(
            pynini.closure(other, 1), pynini.union(*[pynini.escape(a) for a in changed])
        ),
    )
    return (word + pynini.closure(" " + word)).optimize()


def tn(lang: Language, fractions):
    """`fractions`: the FRACTION class module (common_fraction.tn) whose rule and fast path
    read the fraction."""
    category = lang.setting("fraction_unit_row")
    if not category or not fractions.RULES:
        return class_module([], {})
    table = load_table(lang, "units.tsv")
    words, feminine = {}, set()
    for key in table.keys:
        phrase = table.phrase(key, category)
        if phrase is not None and not phrase.before and phrase.after.strip():
            words[key] = phrase.after
            if phrase.form.startswith("feminine"):
                feminine.add(key)
    # config fraction_feminine: `word=word` items, a fraction's word said so before a unit
    # whose number is feminine (lt pusantro=pusantros: "1 1/2 val." pusantros valandos)
    changed = dict(lang.setting_pairs("fraction_feminine", "word=feminine word"))
    if not words:
        return class_module([], {})
    w = lang.written
    fraction = fractions.RULES[0].pattern
    after = rf"(?![{w.word_chars}'\u2019])"
    rule = Rule("FRACTION", rf"{fraction}{GAP_PATTERN}{alternation(words)}{after}", _NAME)
    split = regex.compile(rf"(?P<fraction>.+?){GAP_PATTERN}(?P<unit>{alternation(words)})")
    read = fractions.FAST_PATHS["FRACTION"]

    def fast(span: str) -> str | None:
        match = split.fullmatch(span)
        said = match and read(match["fraction"])
        if said and match["unit"] in feminine:
            said = " ".join(changed.get(word, word) for word in said.split(" "))
        return said and said + words[match["unit"]]

    def build(g) -> pynini.Fst:
        def units(keys) -> pynini.Fst:
            return gap() + pynini.union(
                *[delete(pynini.escape(k)) + insert(pynini.escape(words[k])) for k in keys]
            )

        fraction = g.get("FRACTION")
        out = fraction + units([k for k in words if k not in feminine])
        if feminine:
            if changed:
                fraction = pynini.compose(fraction, _changed(lang, changed))
            out |= fraction + units(sorted(feminine))
        return out

    return class_module([rule], {_NAME: build}, {_NAME: fast})
