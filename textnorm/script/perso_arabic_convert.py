"""Text typed with a neighbouring language's keyboard -> the language's own orthography.

Central Kurdish written on a Persian or Arabic keyboard loses the letters those keyboards lack
(ە ێ ۆ ڕ ڵ ڤ, and گ پ چ ژ on an Arabic one): `ده‌وڵه‌ت` or `دهولهت` for `دەوڵەت`.
(Ahmadi & Anastasopoulos 2023 call this unconventional writing.) Each word is decoded as a noisy
channel: a channel table (`convert_<lang>_from_<src>.tsv`) says which intended spellings a typed
letter can stand for and at what cost, and for Sorani a character 4-gram model trained on our
word list (`ckb_words.tsv` x `ckb_suffixes.tsv`) scores the candidates; a word of the list wins
over an unknown string. Pairs without a word list take the cheapest reading of every letter.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable
from functools import cache, lru_cache
from importlib import resources

import regex

from .. import lexicon
from ..errors import UnknownLanguageError
from .perso_arabic_rules import LETTER, parse_key

_WORD = regex.compile(rf"(?:{LETTER}|\p{{M}}|\u200c)+", flags=regex.V1)
_EPS = "<eps>"
_BEAM = 48
_KNOWN_WORD_COST = 8.0  # nats: a known word costs at most this much (plus its channel cost)
_UNKNOWN_WORD_COST = 1.0  # nats added to a word the list does not know
_ORDER = 4
_BOS, _EOS = "<", ">"
_VOWELS = "اەۆێیو"


def available_pairs() -> list[tuple[str, str]]:
    folder = resources.files("textnorm").joinpath("lexicons", "perso_arabic")
    pairs = []
    for item in folder.iterdir():
        name = item.name
        if name.startswith("convert_") and name.endswith(".tsv"):
            lang, _, src = name[len("convert_") : -len(".tsv")].partition("_from_")
            pairs.append((lang, src))
    return sorted(pairs)


_Unit = tuple[str, "bool | None", "bool | None", str, float]


@cache
def _channel(lang: str, src: str) -> dict[str, list[_Unit]]:
    """typed first letter -> [(typed unit, at start?, at end?, intended, cost)]."""
    units: dict[str, list[_Unit]] = defaultdict(list)
    for entry in lexicon.load(f"perso_arabic/convert_{lang}_from_{src}.tsv"):
        rule = parse_key(entry.written, entry.spoken)
        out = "" if rule.out == _EPS else rule.out
        units[rule.core[0]].append((rule.core, rule.start, rule.end, out, entry.weight or 0.0))
    return dict(units)


def typed_spellings(lang: str, src: str) -> list[tuple[str, str]]:
    """(intended, typed) for each row of the channel table where `src`'s keyboard writes
    something else for `lang`'s letters (positions dropped; deletions left out): the spellings
    the number grammar's ITN accepts (config `itn_typed_from`, grammars/numbers/data.py)."""
    pairs = []
    for units in _channel(lang, src).values():
        for typed, _, _, intended, _ in units:
            if typed and intended and typed != intended:
                pairs.append((intended, typed))
    return list(dict.fromkeys(pairs))


@cache
def _preferred(lang: str) -> dict[str, float]:
    """Extra preference of very frequent words (third column of the word list)."""
    try:
        words = lexicon.load(f"perso_arabic/{lang}_words.tsv")
    except FileNotFoundError:
        return {}
    return {e.written: e.weight for e in words if e.weight}


@cache
def _known_forms(lang: str) -> frozenset[str]:
    """Every word of the list with every suffix its class takes, and spelled-out verb forms."""
    try:
        words = lexicon.load(f"perso_arabic/{lang}_words.tsv")
        suffixes = lexicon.pairs(f"perso_arabic/{lang}_suffixes.tsv")
        endings: dict[str, list[str]] = defaultdict(list)
        for affix, slot in lexicon.pairs(f"perso_arabic/{lang}_verb_endings.tsv"):
            endings[slot].append(affix)
    except FileNotFoundError:
        return frozenset()
    forms: set[str] = set()
    for entry in words:
        stem, cls = entry.written, entry.spoken
        if cls in ("vp", "vpp", "vd"):
            preverb, _, stem = stem.rpartition("+")
            made = _verb_forms(stem, cls, endings)
            forms.update(preverb + form for form in made)
            if cls == "vd":  # the infinitive is a noun: کردن, کردنی, کردنەوە ...
                stems = [preverb + stem + "ن"]
                forms.update(s + _attach(s, c, v) for s in stems for c, v in suffixes)
                forms.update(stems)
            continue
        forms.add(stem)
        if cls == "fw":
            forms.add(stem + ("ش" if stem[-1] in _VOWELS else "یش"))
            continue
        chosen = suffixes if cls in ("n", "adj") else [("ەوە", "وە"), ("یش", "ش")]
        for after_consonant, after_vowel in chosen:
            forms.add(stem + _attach(stem, after_consonant, after_vowel))
    return frozenset(forms)


def _verb_forms(stem: str, cls: str, endings: dict[str, list[str]]) -> set[str]:
    """Forms of one verb stem: present (vp), passive present (vpp) or past (vd)."""
    out: set[str] = set()
    if cls == "vd":
        last = stem[-1]
        perfect = "ە" if stem.endswith("وو") else ("وە" if last in "اەیۆێ" else "ووە")
        for prefix in ["", *endings["prefix-past"]]:
            base = prefix + stem
            out.update([base, base + perfect, *(base + e for e in endings["past"])])
            out.update(base + e for e in endings["pluperfect"])
        return out
    for prefix in endings["prefix-present"]:
        base = prefix + stem
        if cls == "vpp":
            out.update(base + e for e in endings["passive"])
        elif stem[-1] == "ە":  # کە: دەکەم ... دەکات
            out.update(base + e for e in endings["present-v"])
            out.update(prefix + stem[:-1] + e for e in endings["present-3sg-e"])
        elif stem[-1] in "ۆو":  # خۆ, ڕۆ: دەخۆم ... دەخوات
            out.update(base + e for e in endings["present-v"])
            out.update(prefix + stem[:-1] + "و" + e for e in endings["present-3sg-e"])
        elif stem[-1] in "ێیا":  # گەڕێ: دەگەڕێم ... دەگەڕێت; ژی: دەژی
            out.update([base, base + "ت", base + "تەوە"])
            out.update(base + e for e in endings["present-v"])
        else:
            out.update(base + e for e in endings["present-c"])
        out.add(base)  # imperative / stem with a prefix: بکە, مەکە
    return out


def _attach(stem: str, after_consonant: str, after_vowel: str) -> str:
    last = stem[-1]
    if last == "ی":  # کوردی + ەکە -> کوردییەکە, + ی -> کوردیی
        return ("ی" + after_consonant) if after_consonant[0] in "ەێای" else after_consonant
    return after_vowel if last in "اەۆێو" else after_consonant


class _CharModel:
    """Character n-gram model with Witten-Bell interpolation (costs in nats)."""

    def __init__(self, words: frozenset[str], order: int = _ORDER):
        self.order = order
        self.counts: list[dict[str, Counter]] = [defaultdict(Counter) for _ in range(order)]
        for word in words:
            padded = _BOS * (order - 1) + word + _EOS
            for i in range(order - 1, len(padded)):
                for k in range(order):
                    self.counts[k][padded[i - k : i]][padded[i]] += 1
        unigrams = self.counts[0][""]
        self.total = sum(unigrams.values())
        self.vocab = len(unigrams) + 1

    @lru_cache(maxsize=200_000)  # noqa: B019 - one model per language, kept for the process
    def prob(self, history: str, char: str) -> float:
        if not history:
            return (self.counts[0][""][char] + 1) / (self.total + self.vocab)
        lower = self.prob(history[1:], char)
        seen = self.counts[len(history)].get(history)
        if not seen:
            return lower
        total, types = sum(seen.values()), len(seen)
        return (seen[char] + types * lower) / (total + types)

    def cost(self, history: str, text: str) -> float:
        """Cost of `text` after `history` (the last order-1 characters, padded with _BOS)."""
        total = 0.0
        for char in text:
            total -= math.log(self.prob(history[len(history) - self.order + 1 :], char))
            history += char
        return total


@cache
def _model(lang: str) -> _CharModel | None:
    forms = _known_forms(lang)
    return _CharModel(forms, _ORDER) if forms else None


def _decode(word: str, lang: str, src: str) -> str:
    units = _channel(lang, src)
    model = _model(lang)
    pad = _BOS * (_ORDER - 1)
    # hypotheses per typed position: (channel + model cost, channel cost, output)
    hyps: dict[int, list[tuple[float, float, str]]] = defaultdict(list)
    hyps[0].append((0.0, 0.0, ""))
    size = len(word)
    for pos in range(size):
        current = sorted(hyps.pop(pos, []))[:_BEAM]
        if not current:
            continue
        options = [
            (typed, out, cost)
            for typed, start, end, out, cost in units.get(word[pos], ())
            if word.startswith(typed, pos)
            and (start is None or start == (pos == 0))
            and (end is None or end == (pos + len(typed) == size))
        ] or [(word[pos], word[pos], 0.0)]
        for total, channel, out in current:
            context = (pad + out)[-(_ORDER - 1) :]
            for typed, piece, cost in options:
                lm = model.cost(context, piece) if model is not None else 0.0
                hyps[pos + len(typed)].append((total + cost + lm, channel + cost, out + piece))
    finals = hyps.get(size, [])
    if not finals:
        return word
    if model is None:
        return min(finals)[2]
    return min(finals, key=lambda h: h[1] + _word_cost(h[2], h[0] - h[1], lang))[2]


def _word_cost(word: str, partial: float, lang: str) -> float:
    """-log P(word): a mixture of a uniform prior over known words and the character model."""
    model = _model(lang)
    pad = _BOS * (_ORDER - 1)
    by_characters = partial
    if model is not None:
        by_characters += model.cost((pad + word)[-(_ORDER - 1) :], _EOS)
    if word in _known_forms(lang):
        return min(by_characters, _KNOWN_WORD_COST - _preferred(lang).get(word, 0.0))
    return by_characters + _UNKNOWN_WORD_COST


def converter(lang: str, src: str) -> Callable[[str], str]:
    """A function that rewrites text typed for `src` into `lang`'s orthography."""
    if (lang, src) not in available_pairs():
        pairs = ", ".join(f"{a} --from {b}" for a, b in available_pairs())
        raise UnknownLanguageError(f"no conversion of {src} typing into {lang}; available: {pairs}")
    decode = lru_cache(maxsize=100_000)(lambda word: _decode(word, lang, src))
    known = _known_forms(lang)
    endings = _detached_endings(lang)
    return lambda text: _convert_text(text, decode, known, endings)


@cache
def _detached_endings(lang: str) -> frozenset[str]:
    """Suffixes (after a vowel) that are not themselves common words: ماڵەکە مان -> ماڵەکەمان."""
    try:
        pairs = lexicon.pairs(f"perso_arabic/{lang}_suffixes.tsv")
    except FileNotFoundError:
        return frozenset()
    common = set(_preferred(lang)) | {"دا", "کەی"}
    return frozenset(v for _, v in pairs if v not in common)


def _convert_text(
    text: str, decode: Callable[[str], str], known: frozenset[str], endings: frozenset[str]
) -> str:
    """Decode word by word; rejoin words split after a final-looking heh (`ده وله ت`).

    Without a Kurdish keyboard some writers type a space after the heh that stands for ە, so
    that it does not join the next letter. Up to five such pieces are joined when the joined
    word is a known word and the pieces are not all known words themselves, or the last piece
    is a suffix that is no common word on its own.
    """
    words = list(_WORD.finditer(text))
    out: list[str] = []
    last = 0
    i = 0
    while i < len(words):
        joined = 1
        if known:
            for size in (5, 4, 3, 2):
                group = words[i : i + size]
                if len(group) == size and _can_join(text, group):
                    whole = decode("".join(m.group() for m in group))
                    parts = [decode(m.group()) for m in group]
                    if whole in known and (
                        not all(p in known for p in parts) or parts[-1] in endings
                    ):
                        joined = size
                        break
        group = words[i : i + joined]
        out.append(text[last : group[0].start()])
        out.append(decode("".join(m.group() for m in group)))
        last = group[-1].end()
        i += joined
    out.append(text[last:])
    return "".join(out)


def _can_join(text: str, group: list[regex.Match]) -> bool:
    return all(
        a.group()[-1] in "هة" and text[a.end() : b.start()] == " " for a, b in zip(group, group[1:])
    )
