"""Case endings written on a number (TN; config `tn_suffixes`, default none): Dravidian
languages write a postposition or case ending right on the digits, with or without a hyphen
(te "1947లో" in 1947, "10:30కి" at 10:30; kn "2024ರಲ್ಲಿ"; ml "1947-ൽ", "2000ൽ"; ta
"2024-இல்"). The number, date, time or amount before it is read as its class reads it, and
the ending goes onto the reading's last word as the language's sandhi joins them: config
`tn_suffix_joins`, `end+ending=joined` items (ml `്+ൽ=ിൽ`: നാൽപ്പത്തിയേഴ് + ൽ =
നാൽപ്പത്തിയേഴിൽ; `ം+ൽ=ത്തിൽ`: ആയിരത്തിൽ), the longest end the word has winning; without one
the ending is written on the word as it is (te ఏడు + లో = ఏడులో). The hyphen is not said.

Where a language lists endings, the written forms of every class may be followed by them
(Written.after); this module then joins them to the reading (a step after the rules, as the
ko particles are: the reading of a span does not depend on it).
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import TYPE_CHECKING

import regex

from ...errors import LexiconError
from ...result import Result
from ..base import alternation

if TYPE_CHECKING:  # (language.py imports written.py, which imports this module)
    from .language import Language


def endings(config: dict[str, str]) -> list[str]:
    """Config `tn_suffixes`: the endings written on a number."""
    return config.get("tn_suffixes", "").split()


def after_pattern(config: dict[str, str], word_chars: str) -> str | None:
    """A lookahead for an ending (a hyphen before it or not) and no letter after it, or None
    where the language lists none."""
    listed = endings(config)
    if not listed:
        return None
    return rf"(?=-?{alternation(listed)}(?![{word_chars}]))"


@cache
def _joins(code: str, items: str, listed: tuple[str, ...]) -> dict[str, list[tuple[str, str]]]:
    """Ending -> (end of the word, the two joined) pairs, the longest ends first."""
    out: dict[str, list[tuple[str, str]]] = {}
    for item in items.split():
        pair, eq, joined = item.partition("=")
        end, plus, ending = pair.partition("+")
        if not (eq and plus and ending and joined) or ending not in listed:
            raise LexiconError(f"{code}/numbers/config.tsv: tn_suffix_joins: {item!r} is "
                               "not end+ending=joined with an ending of tn_suffixes")
        out.setdefault(ending, []).append((end, joined))
    for pairs in out.values():
        pairs.sort(key=lambda p: -len(p[0]))
    return out


@cache
def _found(listed: tuple[str, ...], word_chars: str) -> regex.Pattern:
    return regex.compile(rf"-?({alternation(listed)})(?![{word_chars}])")


def _said(word: str, ending: str, joins: list[tuple[str, str]]) -> str:
    for end, joined in joins:
        if word.endswith(end):
            return word[:len(word) - len(end)] + joined
    return word + ending


def joined(lang: Language, text: str, result: Result) -> Result:
    """`result` with each ending written right after a span (after a hyphen or not) said on
    the reading's last word, taken into the span."""
    listed = endings(lang.data.config)
    if not listed:
        return result
    found = _found(tuple(listed), lang.written.word_chars)
    joins = _joins(lang.code, lang.setting("tn_suffix_joins"), tuple(listed))
    out, spans, shift, pos = [], [], 0, 0
    for span in result.spans:
        match = found.match(text, span.src_end)
        said = result.text[span.out_start:span.out_end]
        tail = len(match.group()) if match else 0
        # (the ending is the text's, outside the span, unless a rule took the letters after
        # the digits apart with a space: "1947 ల" from glued digits)
        if match is None or result.text[span.out_end:span.out_end + tail] != match.group() \
                or not said.strip():
            out.append(result.text[pos:span.out_start])
            out.append(said)
            spans.append(dataclasses.replace(span, out_start=span.out_start + shift,
                                             out_end=span.out_end + shift))
            pos = span.out_end
            continue
        new = _said(said.rstrip(), match.group(1), joins.get(match.group(1), []))
        out.append(result.text[pos:span.out_start])
        out.append(new)
        start = span.out_start + shift
        shift += len(new) - len(said) - tail
        spans.append(dataclasses.replace(span, src_end=span.src_end + tail, out_start=start,
                                         out_end=start + len(new)))
        pos = span.out_end + tail
    out.append(result.text[pos:])
    return Result("".join(out), spans)
