"""Ordered rewrite cascades over runs of one script, read from `lexicons/brahmic/*.tsv`.

A cascade is what Nisaba builds as a chain of context-dependent rewrites: each rule rewrites the
whole run, in file order, and the list is repeated until the text stops changing (so a rule may
feed an earlier one, e.g. अ+ा -> आ, then आ+े -> ओ). Runs are a few characters long and the rules
are plain sequence maps with one-character contexts, so compiled `re` patterns are faster here
than composing an FST per word and give the same rewrites; the table notation is explained in
the header of every rule table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import unicodedata2

from .. import lexicon
from . import brahmic_tables as tables

_MAX_ROUNDS = 8  # every table reaches its fixed point in 2-3 rounds; this only bounds a bad table


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str] | None  # None: a literal rule, applied with str.replace
    source: str  # the literal to replace, or the regex source
    target: str  # the literal replacement, or an re.sub template


def _token_chars(token: str, chars: tables.ScriptChars) -> str:
    """The regex (no group) one token matches; `[*]` matches any character."""
    if token.startswith("[") and token.endswith("]"):
        letters = token[1:-1]
        return "." if letters == "*" else chars.regex_class(letters)
    if "|" in token or ".." in token:
        members = "".join(tables.codepoint_range(t) for t in token.split("|"))
        return tables.char_class(members)
    return re.escape(tables.codepoint(token))


def _compile(source: str, target: str, chars: tables.ScriptChars) -> Rule:
    pattern: list[str] = []
    groups = 0
    literal = True
    for token in source.split():
        look = next((p for p in ("!<", "!>", "<", ">") if token.startswith(p)), "")
        if look:
            wrap = {"<": "(?<={})", "!<": "(?<!{})", ">": "(?={})", "!>": "(?!{})"}[look]
            pattern.append(wrap.format(_token_chars(token[len(look):], chars)))
            literal = False
        elif token.startswith("$"):
            pattern.append(f"(?P=g{int(token[1:])})")
            literal = False
        elif token.startswith("[") or "|" in token or ".." in token:
            groups += 1
            pattern.append(f"(?P<g{groups}>{_token_chars(token, chars)})")
            literal = False
        else:
            pattern.append(_token_chars(token, chars))
    out: list[str] = []
    for token in ([] if target == "NONE" else target.split()):
        if token.startswith("$"):
            number = int(token[1:])
            if not 1 <= number <= groups:
                raise ValueError(f"{source!r} -> {target!r}: no capture {token}")
            out.append(f"\\g<g{number}>")
        else:
            out.append(tables.codepoint(token))
    if literal:
        text = "".join(tables.codepoint(t) for t in source.split())
        return Rule(None, text, "".join(out))
    return Rule(re.compile("".join(pattern), re.DOTALL), "".join(pattern), "".join(out))


@cache
def table(name: str, script: str) -> tuple[Rule, ...]:
    """The compiled rules of `lexicons/brahmic/<name>` over the classes of `script`."""
    chars = tables.script_chars(script)
    rules = []
    for source, target in lexicon.pairs(tables.table_path(name)):
        try:
            rules.append(_compile(source, target, chars))
        except (ValueError, re.error) as error:
            raise lexicon.LexiconError(f"{name}: {source!r}: {error}") from None
    return tuple(rules)


class Cascade:
    """Rules of several tables applied in order, to a fixed point, NFC after every round."""

    def __init__(self, rules: tuple[Rule, ...]):
        self.rules = rules

    def apply(self, text: str) -> str:
        for _ in range(_MAX_ROUNDS):
            before = text
            for rule in self.rules:
                if rule.pattern is None:
                    if rule.source in text:
                        text = text.replace(rule.source, rule.target)
                else:
                    text = rule.pattern.sub(rule.target, text)
            text = unicodedata2.normalize("NFC", text)
            if text == before:
                break
        return text


@cache
def cascade(script: str, steps: tuple[str, ...]) -> Cascade:
    """The cascade of the existing tables among `steps` (file names), in that order."""
    rules: tuple[Rule, ...] = ()
    for name in steps:
        if tables.table_exists(name):
            rules += table(name, script)
    return Cascade(rules)
