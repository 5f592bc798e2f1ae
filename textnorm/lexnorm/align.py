"""Token alignment of a sentence and its normalization (sentence pairs are not aligned).

difflib's matching blocks over lower-cased tokens anchor the unchanged words; between them an
equal-length block pairs 1-1, one word against several is a 1-n split, several against one an
n-1 merge (MultiLexNorm's layout: the first word takes the whole normalization, the others
become empty). Any other block is cut into 1-1, 1-n and n-1 units by a small dynamic program
over spelling similarity ("screen shot pls" / "screenshot please"), or stays one phrase pair
when it is long. An inserted word joins the previous word's normalization (or the next one's
at the start).
"""

from __future__ import annotations

import difflib

from .candidates import fold


def align_tokens(source: list[str], target: list[str]) -> list[tuple[str, str]]:
    """One (orig, norm) pair per source token."""
    matcher = difflib.SequenceMatcher(
        None, [t.lower() for t in source], [t.lower() for t in target], autojunk=False)
    pairs: list[tuple[str, str]] = []
    pending: list[str] = []  # inserted words before the first source word
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        src, tgt = source[i1:i2], target[j1:j2]
        if op == "insert":
            if pairs:
                orig, norm = pairs[-1]
                pairs[-1] = (orig, " ".join(filter(None, [norm, *tgt])))
            else:
                pending.extend(tgt)
            continue
        if op == "equal" or len(src) == len(tgt):
            block = list(zip(src, tgt))
        elif op == "delete":
            block = [(word, "") for word in src]
        elif len(src) == 1 or len(tgt) == 1 or len(src) * len(tgt) > _MAX_CELLS:
            block = _phrase(src, tgt)
        else:
            block = _split_block(src, tgt)
        if pending and block:
            orig, norm = block[0]
            block[0] = (orig, " ".join([*pending, norm]) if norm else " ".join(pending))
            pending = []
        pairs.extend(block)
    return pairs


_MAX_CELLS = 144
_MAX_UNIT = 3


def _phrase(src: list[str], tgt: list[str]) -> list[tuple[str, str]]:
    """The first word carries the whole normalization, the others are empty."""
    return [(src[0], " ".join(tgt))] + [(word, "") for word in src[1:]]


def _split_block(src: list[str], tgt: list[str]) -> list[tuple[str, str]]:
    """The cheapest cut of an n-m block into units of one word against up to three (or up to
    three against one); a unit costs its spelling dissimilarity (accents ignored) per word."""
    n, m = len(src), len(tgt)
    inf = float("inf")
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            if cost[i][j] == inf:
                continue
            for di, dj in [(1, k) for k in range(1, _MAX_UNIT + 1)] + [
                    (k, 1) for k in range(2, _MAX_UNIT + 1)]:
                if i + di > n or j + dj > m:
                    continue
                left = fold("".join(src[i:i + di]).lower())
                right = fold("".join(tgt[j:j + dj]).lower())
                unit = 1.0 - difflib.SequenceMatcher(None, left, right).ratio()
                total = cost[i][j] + unit * (di + dj) / 2 + 0.1 * (di + dj - 2)
                if total < cost[i + di][j + dj]:
                    cost[i + di][j + dj] = total
                    back[i + di][j + dj] = (di, dj)
    if back[n][m] is None:
        return _phrase(src, tgt)
    units = []
    i, j = n, m
    while i or j:
        di, dj = back[i][j]
        units.append(_phrase(src[i - di:i], tgt[j - dj:j]))
        i, j = i - di, j - dj
    return [pair for unit in reversed(units) for pair in unit]
