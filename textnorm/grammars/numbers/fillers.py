"""FILLER: what speech-derived text drops (TN and ITN): hesitation sounds (zh 呃这个呃啊我不知道
-> 这个我不知道) and, TN only, the rhotic suffix of erhua (zh 这事儿好办 -> 这事好办, but 儿子
and 女儿 keep their 儿), as WeTextProcessing's Chinese normalizers do.

Config (off by default): `fillers` the words dropped wherever they stand (zh `呃 啊`);
`erhua` the suffix dropped after a letter of the script (zh `儿`), `erhua_keep` the words in
which it is no suffix (儿子 女儿 ...). Fillers are dropped only where words are not spaced
(a spaced language's hesitations are words of their own, which this class does not touch).
"""

from __future__ import annotations

import pynini
import regex

from ..base import Rule, alternation
from .language import Language, class_module

CLASS = "FILLER"


def _words(lang: Language, key: str) -> list[str]:
    return sorted(set(lang.setting(key).split()), key=lambda w: (-len(w), w))


def _erhua_pattern(lang: Language) -> str | None:
    """The suffix after a letter, not inside a word of `erhua_keep`."""
    suffix = lang.setting("erhua")
    if not suffix or lang.written.spaced:
        return None
    keep = _words(lang, "erhua_keep")
    # (a kept word around the suffix: look at the text before and after it)
    guards = []
    for word in keep:
        for i in (m.start() for m in regex.finditer(regex.escape(suffix), word)):
            before, after = word[:i], word[i + len(suffix):]
            lookbehind = rf"(?<={regex.escape(before)})" if before else ""
            guards.append(rf"(?!{lookbehind}{regex.escape(suffix + after)})")
    return rf"(?<=\p{{L}}){''.join(guards)}{regex.escape(suffix)}"


def tn_pattern(lang: Language) -> str | None:
    """What TN drops, a regex (also where a span starts inside a word), or None."""
    parts = []
    fillers = _words(lang, "fillers") if not lang.written.spaced else []
    if fillers:
        parts.append(alternation(fillers))
    erhua = _erhua_pattern(lang)
    if erhua:
        parts.append(erhua)
    return "|".join(f"(?:{p})" for p in parts) or None


def tn(lang: Language):
    pattern = tn_pattern(lang)
    if pattern is None:
        return class_module([], {})
    dropped = _words(lang, "fillers") if not lang.written.spaced else []
    if _erhua_pattern(lang):
        dropped.append(lang.setting("erhua"))

    def build(g) -> pynini.Fst:
        return pynini.union(*[pynini.cross(pynini.escape(w), "") for w in dropped]).optimize()

    return class_module([Rule(CLASS, pattern, CLASS)],
                        {CLASS: build}, {CLASS: lambda span: "" if span in dropped else None})


def itn(lang: Language):
    fillers = _words(lang, "fillers") if not lang.written.spaced else []
    if not fillers:
        return class_module([], {})

    def build(g) -> pynini.Fst:
        return pynini.union(*[pynini.cross(pynini.escape(w), "") for w in fillers]).optimize()

    return class_module([Rule(CLASS, r"\w", CLASS)], {CLASS: build})


def first_chars(lang: Language) -> frozenset[str]:
    """ITN: where a filler may start (where numbers are found inside words)."""
    if lang.written.spaced:
        return frozenset()
    return frozenset(w[0] for w in _words(lang, "fillers"))
