"""Tokens of raw social-media text, with offsets, the way lexical normalization sees them.

Whitespace separates chunks; punctuation glued to a word is split off (so "sooo!!" is the word
"sooo" and "!!"), while URLs, e-mail addresses, @mentions, #hashtags and emoticons stay whole
and are marked `protected`: back-off generators leave them alone (a learned table entry may
still rewrite them). Nothing is dropped: the tokens and the gaps between them rebuild the text.
"""

from __future__ import annotations

from typing import NamedTuple

import regex

_CHUNK = regex.compile(r"\S+")
_PUNCT = r"[\p{P}\p{S}]"
_ALL_PUNCT = regex.compile(rf"{_PUNCT}+")
_URL = regex.compile(r"(?i)(?:https?://|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]+")
_PROTECTED_CORE = regex.compile(r"[@#][\w_]+")
_EMOTICON = regex.compile(
    r"(?:[:;=8xX][-'^o]?[)(\]\[dDpP/\\|*3oO0@$]+|<3+|\^[_.]?\^|[-oOTtuU;][_.][-oOTtuU;]|xD+)"
)
_SPLIT = regex.compile(rf"^((?:(?![@#]){_PUNCT})*)(.*?)({_PUNCT}*)$", regex.DOTALL)


class Token(NamedTuple):
    text: str
    start: int
    end: int
    kind: str  # "word" | "punct" | "protected"


def is_protected(text: str) -> bool:
    """URLs, e-mail addresses, @mentions, #hashtags and emoticons."""
    return bool(_URL.fullmatch(text) or _PROTECTED_CORE.fullmatch(text)
                or _EMOTICON.fullmatch(text))


def is_punct(text: str) -> bool:
    return bool(_ALL_PUNCT.fullmatch(text))


def split_chunk(chunk: str, offset: int = 0) -> list[Token]:
    """One whitespace-free chunk as (leading punctuation, word, trailing punctuation)."""
    if _ALL_PUNCT.fullmatch(chunk):
        kind = "protected" if _EMOTICON.fullmatch(chunk) else "punct"
        return [Token(chunk, offset, offset + len(chunk), kind)]
    if _URL.fullmatch(chunk) or _EMOTICON.fullmatch(chunk):
        return [Token(chunk, offset, offset + len(chunk), "protected")]
    match = _SPLIT.match(chunk)
    lead, core, trail = match.group(1), match.group(2), match.group(3)
    if not core:  # e.g. "@" or "#" alone
        return [Token(chunk, offset, offset + len(chunk), "punct")]
    out = []
    pos = offset
    if lead:
        out.append(Token(lead, pos, pos + len(lead), "punct"))
        pos += len(lead)
    kind = "protected" if is_protected(core) else "word"
    out.append(Token(core, pos, pos + len(core), kind))
    pos += len(core)
    if trail:
        out.append(Token(trail, pos, pos + len(trail), "punct"))
    return out


def chunks(text: str) -> list[tuple[str, int]]:
    """Whitespace-separated chunks and their offsets."""
    return [(m.group(), m.start()) for m in _CHUNK.finditer(text)]


def tokens(text: str) -> list[Token]:
    return [tok for chunk, start in chunks(text) for tok in split_chunk(chunk, start)]
