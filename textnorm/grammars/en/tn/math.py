"""Arithmetic written with symbols: "1-2=5" -> "one minus two equals five", "y=x +1" -> "y
equals x plus one", "2+3" -> "two plus three".

An equals sign makes the whole expression arithmetic, so "-" in it is "minus" (elsewhere a dash
between numbers is a range: "1-2" -> "one to two"). Operands are numbers and one-letter
variables; a plus sign glued between two numbers is arithmetic without an equals sign too.
"""

from __future__ import annotations

import pynini

from ....fst import LOWER, UPPER, delete, insert
from ...base import GrammarSet, Rule
from .letters import word_start

_OPERATORS = [("+", "plus"), ("-", "minus"), ("−", "minus"), ("*", "times"), ("×", "times"),
              ("/", "divided by"), ("÷", "divided by"), ("=", "equals")]


def math(g: GrammarSet) -> pynini.Fst:
    number = g.get("CARDINAL") | g.get("DECIMAL")
    operand = number | LOWER | UPPER
    gap = pynini.closure(delete(" "), 0, 1)
    operator = gap + insert(" ") + pynini.string_map(_OPERATORS) + insert(" ") + gap
    return (operand + pynini.closure(operator + operand, 1)).optimize()


TRANSDUCERS = {"MATH": math}

_OPERAND = r"(?:[-−]?\d+(?:\.\d+)?|[A-Za-z](?![\w]))"
_OPERATOR = r"\s?[-+*/×÷−]\s?"
_FIRST = r"(?:(?<=\d)\d*(?:\.\d+)?|(?<=[A-Za-z])(?![\w]))"
_STOP = r"(?![\w=+]|[.,]\d)"
# Lower-case words the engine must offer to the rules (it skips plain lower-case words):
# the usual names of variables.
LOWERCASE_STARTS = frozenset({"x", "y", "z", "n"})
RULES = [
    Rule("VERBATIM", word_start(r"[\dA-Za-z]", r"[\w.=+\-*/−]") + _FIRST
         + rf"(?:{_OPERATOR}{_OPERAND})*\s?=\s?{_OPERAND}(?:{_OPERATOR}{_OPERAND})*{_STOP}",
         "MATH"),
    Rule("VERBATIM", word_start(r"\d", r"[\w.+]") + r"\d*(?:\.\d+)?(?:\+\d+(?:\.\d+)?)+" + _STOP,
         "MATH"),
]
