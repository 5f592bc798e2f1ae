"""VERBATIM: symbols and single characters read by name (Kestrel style).

"&" -> "and", "%" -> "percent", "~" -> "tilde", "_" -> "underscore", "#5" -> "number five"
(a lone "#" is "hash"), Greek letters by name ("α" -> "alpha", "Σ" -> "sigma"; a Greek word is
read letter by letter), "²" -> "squared", a lone accented letter "é" -> "e acute", "4 x 4" ->
"four by four". Punctuation a voice pauses on (".", ",", "-", "/", quotes, brackets) is left as
it is. A symbol glued to a word or number is read with spaces around it ("R&D" is LETTERS',
"Johnson&Johnson" -> "Johnson and Johnson", "50%" -> "fifty percent").
"""

from __future__ import annotations

import pynini
import regex

from ....fst import insert
from ....lexicon import load
from ...base import GrammarSet, Rule
from .letters import escaped_map, spelled, word_start, written

_SYMBOLS = "en/symbols.tsv"
_GREEK = "en/greek.tsv"
_ACCENTED = "en/accented_letters.tsv"


_TIMES = pynini.union("x", "×")


def _padded(name: str, left: bool, right: bool):
    """The transducer `name` with a space added before and/or after its reading."""
    def build(g: GrammarSet) -> pynini.Fst:
        fst = g.get(name)
        if left:
            fst = insert(" ") + fst
        if right:
            fst = fst + insert(" ")
        return fst.optimize()
    return build


def _number_sign(g: GrammarSet) -> pynini.Fst:
    """"#5" -> "number five"."""
    return (pynini.cross("#", "number ") + g.get("CARDINAL")).optimize()


def _char_class(relpath: str) -> str:
    return "[" + "".join(regex.escape(written(e.written)) for e in load(relpath)) + "]"


TRANSDUCERS = {
    "VERBATIM": lambda _: escaped_map(_SYMBOLS),
    "VERBATIM.lpad": _padded("VERBATIM", True, False),
    "VERBATIM.rpad": _padded("VERBATIM", False, True),
    "VERBATIM.pad": _padded("VERBATIM", True, True),
    "VERBATIM.number_sign": _number_sign,
    "VERBATIM.number_sign_word": lambda _: pynini.cross("#", "number"),
    "VERBATIM.greek": lambda _: spelled(escaped_map(_GREEK)),
    "VERBATIM.greek_rpad": _padded("VERBATIM.greek", False, True),
    "VERBATIM.accented": lambda _: escaped_map(_ACCENTED),
    "VERBATIM.greek_number": lambda g: (g.get("VERBATIM.greek") + insert(" ")
                                        + g.get("CARDINAL")).optimize(),
    "VERBATIM.by": lambda _: pynini.cross(_TIMES, "by"),
    # TeX-style opening quotes are a plain double quote.
    "VERBATIM.quote": lambda _: pynini.cross("``", '"'),
    "VERBATIM.dimensions": lambda g: (g.get("CARDINAL") + pynini.cross(_TIMES, " by ")
                                      + g.get("CARDINAL")).optimize(),
}

_SYMBOL = _char_class(_SYMBOLS)
_GREEK_LETTER = _char_class(_GREEK)
_WORD = r"[^\W_]"
_AFTER_WORD = rf"(?<={_WORD}.)"
# Lower-case words the engine must offer to the rules (it skips plain lower-case words).
LOWERCASE_STARTS = frozenset({"x"})
RULES = [
    Rule("VERBATIM", word_start("#", r"[\w&#]") + r"\d+(?:,\d{3})*(?![\w]|[.,]\d)",
         "VERBATIM.number_sign"),
    Rule("VERBATIM", word_start("#", r"\S") + r"(?=\s\d)", "VERBATIM.number_sign_word"),
    # Greek letters (a word of them is read letter by letter); before a digit they get a space
    # ("β2" -> "beta two"). Glued after a Latin word ("TNFα") they stay: the engine starts
    # rules at word starts and symbol boundaries only.
    Rule("VERBATIM", word_start(_GREEK_LETTER, r"[\w.,]") + _GREEK_LETTER + r"*+\d+(?![\w]|[.,]\d)",
         "VERBATIM.greek_number"),
    Rule("VERBATIM", word_start(_GREEK_LETTER, r"[^\W_]") + _GREEK_LETTER + rf"*+(?={_WORD})",
         "VERBATIM.greek_rpad"),
    Rule("VERBATIM", word_start(_GREEK_LETTER, r"[^\W_]") + _GREEK_LETTER + "*+", "VERBATIM.greek"),
    Rule("VERBATIM", word_start(r"\d", r"[\w.,]") + r"\d*[x×]\d+(?![\w]|[.,]\d)",
         "VERBATIM.dimensions"),
    Rule("VERBATIM", r"[x×](?<=\d\s.)(?=\s\d)", "VERBATIM.by"),
    # Symbols standing alone, and the few read when glued to a word or number.
    Rule("VERBATIM", word_start(_SYMBOL, r"\S") + r"(?!\S)", "VERBATIM"),
    Rule("VERBATIM", "&" + _AFTER_WORD + rf"(?={_WORD})", "VERBATIM.pad"),
    Rule("VERBATIM", word_start("&", r"[\w&]") + rf"(?={_WORD})", "VERBATIM.rpad"),
    Rule("VERBATIM", "``", "VERBATIM.quote"),
    # "§§ 5-7": sections.
    Rule("VERBATIM", word_start("§", r"\S") + r"§(?![\w§])", "VERBATIM"),
    # The section and paragraph signs are read before a number or punctuation too ("§5", "§-").
    Rule("VERBATIM", word_start("[§¶]", r"\S") + r"(?=\d)", "VERBATIM.rpad"),
    Rule("VERBATIM", word_start("[§¶]", r"\S") + r"(?![\w])", "VERBATIM"),
    Rule("VERBATIM", r"%(?<=\d.)(?!\w)", "VERBATIM.lpad"),
    Rule("VERBATIM", "%" + _AFTER_WORD + rf"(?={_WORD})", "VERBATIM.pad"),
    Rule("VERBATIM", word_start("[~±]", r"\S") + r"(?=\d)", "VERBATIM.rpad"),
    Rule("VERBATIM", word_start(_char_class(_ACCENTED), r"\S") + r"(?!\S)", "VERBATIM.accented"),
]
