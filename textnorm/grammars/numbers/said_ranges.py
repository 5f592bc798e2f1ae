"""ITN of approximate ranges said with two digit words together (zh 三五百 300~500, 五六十
50~60, 三四万 3~4万; after a number, a range of its last digit: 十五六 15-6, 七百三四十 730-40,
一万六七 16000-7000). CARDINAL reads them, so MEASURE and MONEY do too (七八公斤 7~8kg).

Config (all off by default):
- `itn_range_pairs`: the pairs of digit words said for a range, the two words joined by `+`
  (zh `三+四`), anywhere in a number; `itn_range_pairs_leading`: pairs read only at a number's
  start (zh `三+五`: 三五百, but 十三五 is no range).
- `itn_range_words`: the scale words a range's digits take before the number ends (zh 十 百 千:
  三四十, 七百三四十); `itn_range_scales`: words written as said after the range (zh 万 亿:
  三四十万 30~40万).
- `itn_range_between`: words said between the two ends of a range, written as the sign
  between whole numbers (zh 到: 二十一到一千零一 21~1001; PERCENT: 百分之三十一到百分之百
  31~100%).
- `itn_range_first_form`: the form of cardinal.tsv a range's first end is said in, right before
  the other end, the sign unsaid (hy `ablative`, as TN's config range_first_form says it:
  "հինգից տասը" 5-10, "զրոյից երկու" 0-2, "հինգից տասը կիլոմետր" 5-10 կմ).
- `itn_range_signs`: the sign between two whole numbers and the one before the other end's last
  digits (default `~ -`: 300~500, 15-6).

A range said at a number's start without a scale word (七八) is read only before a unit or a
currency (七八公斤 7~8kg; 乱七八糟 stays): `bare()`.
"""

from __future__ import annotations

import pynini
from pynini.lib import byte

from ...fst import DIGIT, SIGMA, delete, insert
from .language import Language

# the transducer of the ranges said without a scale word (zh 七八 7~8), which MEASURE and MONEY
# read before a unit or a currency
BARE = "spoken_ranges@bare"
_MOST_ZEROS = 4  # a range's digit stands at most this many places from the end (一万六七)


def _pairs(lang: Language, key: str) -> list[tuple[str, str]]:
    return [tuple(p.split("+", 1)) for p in lang.setting(key).split() if "+" in p]


def _digit(number: pynini.Fst, word: str) -> str | None:
    out = pynini.compose(pynini.escape(word), number).optimize()
    if out.num_states() == 0:
        return None
    digits = pynini.shortestpath(out).project("output").rmepsilon().string()
    return digits if len(digits) == 1 and digits != "0" else None


def _setting(lang: Language):
    whole_sign, _, tail_sign = lang.setting("itn_range_signs", "~ -").partition(" ")
    pairs = ([(p, False) for p in _pairs(lang, "itn_range_pairs")]
             + [(p, True) for p in _pairs(lang, "itn_range_pairs_leading")])
    return whole_sign, tail_sign, pairs


def _whole(d1: str, d2: str, zeros: int, sign: str) -> pynini.Fst:
    """The digits of one end -> both ends (3 -> 3~5, 300 -> 300~500)."""
    return pynini.accep(d1 + "0" * zeros) + insert(pynini.escape(sign + d2 + "0" * zeros))


def enabled(lang: Language) -> bool:
    return bool(lang.setting("itn_range_pairs") or lang.setting("itn_range_pairs_leading")
                or lang.setting("itn_range_between") or lang.setting("itn_range_first_form"))


def bare(lang: Language, number: pynini.Fst) -> pynini.Fst:
    """The ranges said at a number's start without a scale word (七八 7~8), read as a whole
    number only before a unit, a currency or a kept scale word (`number`: the spoken number
    -> its digits)."""
    whole_sign, _, pairs = _setting(lang)
    space, out = lang.written.space, []
    for w1, w2 in (p for p, _ in pairs):
        d1, d2 = _digit(number, w1), _digit(number, w2)
        if d1 is not None and d2 is not None:
            out.append(pynini.cross(pynini.escape(w1 + space + w2),
                                    pynini.escape(d1 + whole_sign + d2)))
    return pynini.union(*out).optimize() if out else pynini.Fst()


def between(lang: Language) -> pynini.Fst | None:
    """Config itn_range_between's words (spaced where words are) -> the sign between two whole
    numbers, or None (PERCENT: 百分之三十一到百分之百 31~100%)."""
    words = lang.setting("itn_range_between").split()
    if not words:
        return None
    space = lang.written.space
    return (delete(pynini.union(*[pynini.escape(space + b + space) for b in words]))
            + insert(pynini.escape(_setting(lang)[0]))).optimize()


def spoken(lang: Language, number: pynini.Fst, bare_ranges: pynini.Fst) -> pynini.Fst:
    """Every range CARDINAL reads."""
    whole_sign, tail_sign, pairs = _setting(lang)
    words = lang.setting("itn_range_words").split()
    scale = (pynini.union(*[pynini.escape(w) for w in words]) if words
             else pynini.accep("")).optimize()
    space, out = lang.written.space, []
    for (w1, w2), leading_only in pairs:
        d1, d2 = _digit(number, w1), _digit(number, w2)
        if d1 is None or d2 is None:
            continue
        said = pynini.escape(w1) + delete(pynini.escape(space + w2))
        for zeros in range(_MOST_ZEROS):
            out.append(pynini.compose(said + pynini.closure(scale, 1),
                                      pynini.compose(number, _whole(d1, d2, zeros, whole_sign))))
            if not leading_only:
                last = pynini.closure(DIGIT, 1) + _whole(d1, d2, zeros, tail_sign)
                out.append(pynini.compose(byte.BYTE + SIGMA + said + pynini.closure(scale, 0, 1),
                                          pynini.compose(number, last)))
    between = lang.setting("itn_range_between").split()
    if between:  # 二十一到一千零一 21~1001
        out.append(number + delete(pynini.union(*[pynini.escape(space + b + space)
                                                  for b in between]))
                   + insert(pynini.escape(whole_sign)) + number)
    first_form = lang.setting("itn_range_first_form")
    if first_form:  # hy "հինգից տասը" 5-10
        from .cardinal import spoken as spoken_in  # (cardinal.py imports this module)
        first = spoken_in(lang, lang.cover(first_form))
        out.append(first + delete(pynini.escape(space)) + insert(pynini.escape(whole_sign))
                   + number)
    if not out:
        return pynini.Fst()
    ranges = pynini.union(*out).optimize()
    kept = lang.setting("itn_range_scales").split()
    if kept:
        after = pynini.union(*[pynini.escape(space + w) for w in kept])
        ranges = pynini.union(ranges, pynini.union(ranges, bare_ranges) + after)
    return ranges.optimize()
