"""Multilingual normalization for WER/CER scoring that never breaks a grapheme cluster.

Whisper's BasicTextNormalizer replaces every Unicode mark with a space, which shreds Indic and
other abugida text ("नमस्ते" -> "नमस त") and makes WER meaningless there. This normalizer works
on extended grapheme clusters (`regex` \\X) instead: a cluster is kept whole (with its vowel
signs, virama, nukta, ZWJ/ZWNJ) or dropped whole, never split.

Annotation tags ("[noise]", "<unk>") are removed first, unless `tags=False`. Then, per
whitespace-separated token: NFKC, casefold, NFKC (compatibility forms, full-width letters and
Arabic presentation forms fold into plain letters); every decimal digit becomes ASCII; the
language's script-variant table (`lexicons/mul/asr/variants_<lang>.tsv`) is applied. Clusters
whose base is punctuation or a symbol separate words; invisible format characters (LRM, soft
hyphen, a lone ZWJ) and a bare Arabic tatweel are removed (neighbours join only when they stay
separate clusters), and so is a stray combining mark that would start a word (after the
space that joins words it would join the space's cluster, as a mark typed after a space
does); an apostrophe between two letters stays part of the word ("don't",
Ukrainian "м'ясо") and is written as ASCII "'". Words are joined by one space.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, lru_cache
from importlib import resources

import regex
import unicodedata2

from .. import lexicon

_CLUSTER = regex.compile(r"\X")
TAG = regex.compile(r"\[[^\[\]]*\]|<[^<>]*>")  # [noise], <unk>: annotation, not speech
# Runs of clusters that do / do not start with whitespace (str.isspace also counts \x1c-\x1f).
# Both kinds are matched so that every match starts on a cluster boundary. A prepended letter
# (Grapheme_Cluster_Break=Prepend, ml ൎ) before whitespace ends its run: UAX #29 joins it to the
# space after it, but whitespace always separates words.
_RUN = regex.compile(r"(?:(?![\s\x1c-\x1f])(?:\p{GCB=Prepend}(?=[\s\x1c-\x1f])|\X))+"
                     r"|(?:(?=[\s\x1c-\x1f])\X)+")
_NOT_SPACE = regex.compile(r"[^\s\x1c-\x1f]+")
_PLAIN_WORD = regex.compile(r"[\p{L}\p{M}\p{N}]+")
_NON_ASCII_DIGIT = regex.compile(r"(?![0-9])\d")
_APOSTROPHES = frozenset("'\u2019")  # ASCII apostrophe, right single quotation mark
_TATWEEL = "\u0640"

# cluster kinds
_KEEP, _SEPARATE, _DROP, _APOSTROPHE = range(4)


@cache
def _variants(lang: str) -> tuple[tuple[str, str], ...]:
    """The language's variant table, longest keys first; the tag's language subtag as fallback."""
    folder = resources.files("textnorm").joinpath("lexicons", "mul", "asr")
    for tag in (lang, lang.split("-")[0]):
        if folder.joinpath(f"variants_{tag}.tsv").is_file():
            pairs = lexicon.pairs(f"mul/asr/variants_{tag}.tsv")
            return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))
    return ()


def _ascii_digit(match: regex.Match[str]) -> str:
    return str(unicodedata2.digit(match.group(), 0))


def _prepare(token: str, lang: str) -> str:
    text = unicodedata2.normalize("NFKC", token)
    text = unicodedata2.normalize("NFKC", text.casefold())
    text = _NON_ASCII_DIGIT.sub(_ascii_digit, text)
    for _ in range(_VARIANT_PASSES):
        # a variant can compose with the mark after it (ur heh -> heh goal, then + hamza:
        # heh goal with hamza), and the composed letter may be a variant again
        varied = text
        for variant, canonical in _variants(lang):
            if variant in varied:
                varied = varied.replace(variant, canonical)
        if varied == text:
            break
        text = unicodedata2.normalize("NFKC", varied)
    return text


_VARIANT_PASSES = 3  # the tables' chains are one step; composition adds at most one


def _kind(cluster: str) -> int:
    base = cluster[0]
    if base.isspace():
        return _SEPARATE
    category = unicodedata2.category(base)
    if category == "Cf" or cluster == _TATWEEL:
        return _DROP
    if cluster in _APOSTROPHES:
        return _APOSTROPHE
    if category[0] in "PSZ" or category == "Cc":
        return _SEPARATE
    return _KEEP  # letters, numbers, stray marks, private use, unassigned


def _joinable(left: str, right: str) -> bool:
    """Whether two clusters can be written side by side and stay two clusters."""
    return len(_CLUSTER.findall(left + right)) == 2


def _words(text: str) -> Iterator[str]:
    """The words of a prepared token, each a run of whole clusters."""
    clusters = _CLUSTER.findall(text)
    kinds = [_kind(c) for c in clusters]
    following = [len(clusters)] * (len(clusters) + 1)  # index of the next cluster not dropped
    for i in range(len(clusters) - 1, -1, -1):
        following[i] = i + 1 if kinds[i + 1 : i + 2] != [_DROP] else following[i + 1]
    word: list[str] = []
    for i, (cluster, kind) in enumerate(zip(clusters, kinds)):
        if kind == _KEEP:
            # a word never starts with a stray mark: after the space that joins words it
            # would be part of the space's cluster, and dropped there (idempotence)
            if word or _joinable(" ", cluster):
                word.append(cluster)
            continue
        nxt = following[i]
        inside = bool(word) and nxt < len(clusters) and kinds[nxt] == _KEEP
        if kind == _APOSTROPHE and inside and _is_letter(word[-1]) and _is_letter(clusters[nxt]):
            word.append("'")
        elif kind == _DROP and (not inside or _joinable(word[-1], clusters[nxt])):
            continue
        elif word:
            yield "".join(word)
            word = []
    if word:
        yield "".join(word)


def _is_letter(cluster: str) -> bool:
    return unicodedata2.category(cluster[0])[0] == "L"


def tokens(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of the whitespace-free stretches of `text`; a mark written after a space
    belongs to the space's cluster, so it never starts a token."""
    for match in _RUN.finditer(text):
        if not match.group()[0].isspace():
            yield match.span()


def inside_spaces(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of what is written inside a whitespace cluster (a combining mark or ZWNJ
    after a space, tag characters): no token holds it, so normalization drops it, and the
    alignment must say so."""
    for match in _RUN.finditer(text):
        if match.group()[0].isspace() and not match.group().isspace():
            for stray in _NOT_SPACE.finditer(text, match.start(), match.end()):
                yield stray.span()


def normalize_token(token: str, lang: str) -> list[str]:
    """The scoring words of one whitespace-free token (none when it was only punctuation)."""
    if len(token) <= _MEMO_LENGTH:
        return list(_memo_token(token, lang))
    return _token_words(token, lang)


_MEMO_LENGTH = 64  # words repeat; long tokens are rare and would bloat the memo


@lru_cache(maxsize=1 << 16)
def _memo_token(token: str, lang: str) -> tuple[str, ...]:
    return tuple(_token_words(token, lang))


def _token_words(token: str, lang: str) -> list[str]:
    prepared = _prepare(token, lang)
    if (_PLAIN_WORD.fullmatch(prepared) and _TATWEEL not in prepared
            and not unicodedata2.category(prepared[0]).startswith("M")):
        return [prepared]  # letters, marks and digits only: every cluster is kept
    return list(_words(prepared))


def blank_tags(text: str) -> str:
    """Annotation tags ("[laughter]", "<unk>") overwritten with spaces, so offsets still hold."""
    return TAG.sub(lambda match: " " * len(match.group()), text)


def normalize_wer(text: str, lang: str = "und", tags: bool = True) -> str:
    """Scoring words of `text` joined by single spaces; `tags=False` keeps tag contents."""
    if tags:
        text = blank_tags(text)
    words = []
    for start, end in tokens(text):
        words.extend(normalize_token(text[start:end], lang))
    return " ".join(words)
