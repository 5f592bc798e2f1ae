"""ITN of a number whose last word has an ending written on it, the inverse of endings.py
(TN's config `glued_endings`): ml "രണ്ടായിരത്തിൽ" -> "2000ൽ", ta "இருபதில்" -> "20இல்", te
"పదికి" -> "10కి", gu "બે હજાર વીસમાં" -> "2020માં". The ending is split off the word, the sandhi
of config `glued_endings_sandhi` undone (ml ആയിരത്തിൽ: ആയിരം + ൽ), where what is left is a word
of the language's numbers; the line up to there is read, and where a reading ends right there
the ending is written on its digits, else the word stays as it was. A word the line's own
reading reads inside a longer reading, or with its ending said, or otherwise than the word
without it, is left to it (ml "മൂന്നിൽ രണ്ട്" 2/3, ta "பத்து மணி முப்பதுக்கு" 10:30 மணிக்கு, or
"ସାଢ଼େ ଚାରିଟା" 4:30, not 4 1/2ଟା). Without this, a number
ended one word early (gu "2000 વીસમાં", a wrong number) or read its case form as the bare
number, its case lost (ml "2000").

Which endings: those of config `glued_endings_listed` (`listed`), or where any letters may
follow a number (`glued_endings letters` or `apostrophe`), those of config `itn_glued_endings`
(gu માં, ની, ...: the ending must be known, or every word that starts with a number word would
be cut; tr the case endings, written after an apostrophe: "iki bin yirmi üçte" 2023'te,
"dörde" 4'e, the sandhi undone) and
`itn_glued_counters` (classifiers, bn টি জন: a number below itn_keep_below with one is written
in digits in running text too, "পাঁচটি দেশ" 5টি দেশ, where "পাঁচ দেশ" stays). Words of config
`itn_glued_endings_not` are never cut (gu સોનું "gold", not સો + નું), nor those that start with
one of its items that end in `*` (tr `onlar*`: onlar, onlarda "they, in them", not 10'lar).
Between the digits and the ending ITN writes an apostrophe after `apostrophe` (tr "2023'te"),
else config `itn_glued_endings_joiner` (az `-`: "yeddi qırx beşdə" 7:45-də, as TN's `listed`
endings are written after a hyphen there; default nothing: ml "2000ൽ").

The ending may also be on a word said after the number (config templates' words and those of
units.tsv, currencies.tsv, date_parts.tsv, counted_words.tsv...: gu "પાંચ કિલોમીટરથી" 5 kmથી, te
"ఐదు వందల రూపాయలకు" ₹500కి, ko "이천이십년에" 2020년에), and on number words written together
(ko 이천이십에서 2020에서, gu પાંચસોમાં 500માં); the ending goes on what ITN writes for the
whole, as TN reads "5 kmથી" back. Where what ITN writes ends in an abbreviation read otherwise
than the word said (numbers/ending_readings.tsv: tr "TL", read "tele", for "lira"), the ending's
vowels are chosen again in harmony with that reading (config `glued_endings_harmony`), as the
language writes an ending after an abbreviation for how it is read (TDK: "iki yüz elli liraya"
250 TL'ye, not TL'ya); an abbreviation read as the word said (tr "km" kilometre) needs no row.
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Callable, Iterator

import regex

from ... import lexicon
from ...result import Result, ResultBuilder
from .data import optional_rows
from .endings import Endings

_WORD = regex.compile(r"\w+")
# the most words before a word with an ending that are read with it (see read)
_WINDOW = 24
# the most readings of a number word alone that ItnEndings keeps (see read)
_MEMO = 10_000
# the numbers whose words make up the vocabulary (each word of each reading): every number
# below a thousand and the round ones above it, which bring the scale words
_NUMBERS = (*range(1000), *(k * 10 ** e for e in range(3, 13) for k in (1, 2, 10, 20, 100)))
# the tables whose readings say words after a number (units, currencies, date and time words),
# and where a row's words are: in its spoken column (a template or words) or its written one
_SAID_AFTER = (("units.tsv", 1), ("currencies.tsv", 1), ("date_parts.tsv", 1),
               ("unit_words.tsv", 1), ("currency_words.tsv", 1), ("months.tsv", 1),
               ("counted_words.tsv", 0))
# what stands for the ending after the number read without it: a word no class reads, so that
# the number is not the whole line (ko "이가" "tooth" alone is no line of 이 2, which ITN reads;
# "일을 했다" no 1을: a number below itn_keep_below stays a word in running text); none after a
# counter's (config itn_glued_counters: a counted number is written in digits, bn পাঁচটি দেশ 5টি দেশ)
_AFTER = " …"
_SLOT = regex.compile(r"\{[^{}]*\}")


@dataclasses.dataclass(frozen=True)
class Split:
    """A word cut into the number word said alone (`stem`, sandhi undone) and its ending."""

    start: int
    end: int
    stem: str
    ending: str


class ItnEndings:
    """The endings ITN splits off number words, and the words they are split from."""

    def __init__(self, endings: Endings, listed: tuple[str, ...],
                 say: Callable[[str], str | None], kept: frozenset[str] = frozenset(),
                 said_after: frozenset[str] = frozenset(), counters: frozenset[str] = frozenset(),
                 said: frozenset[str] = frozenset(), forms: frozenset[str] = frozenset(),
                 readings: tuple[tuple[str, str], ...] = (), joiner: str = ""):
        self.said_after, self.counters = said_after, counters
        self.kept = frozenset(word for word in kept if not word.endswith("*"))
        self.kept_starts = tuple(word[:-1] for word in kept if word.endswith("*"))
        # (written abbreviations and how they are read, the longest first; the harmony)
        self.readings = sorted(readings, key=lambda r: -len(r[0]))
        self._harmonized = endings.harmonized
        self.said = said  # (every word of the language's number data: read)
        self.memo: dict[str, Result] = {}
        # (the longest joined form first: ml ത്തിൽ before ിൽ; where any letters may follow,
        # an item's ending starts a listed one: ckb ە+ە=ە, چواردەوە چواردە + ەوە)
        # (and after an apostrophe, tr dört+e=dörde: dörde 4'e, dördün 4'ün)
        self.sandhi = sorted(
            ((joined + whole[len(ending):], end, whole) for end, ending, joined in endings.sandhi
             for whole in listed if whole == ending or ((endings.letters or endings.apostrophe)
                                                        and whole.startswith(ending))),
            key=lambda x: -len(x[0]))
        # (what ITN writes between the digits and the ending: tr "2023'te")
        self.apostrophe = "'" if endings.apostrophe else joiner
        # (a joiner of config itn_glued_endings_joiner: none after a word written as said)
        self.joiner = "" if endings.apostrophe else joiner
        self.listed = sorted(listed, key=len, reverse=True)
        self.words = frozenset(w.lower() for n in _NUMBERS for w in (say(str(n)) or "").split())
        self._longest = max(map(len, self.words), default=0)
        # (the words of numbers in every form: ko 일곱, the native hour's)
        self.forms = self.words | forms
        self._longest_form = max(map(len, self.forms), default=0)

    @classmethod
    def of(cls, endings: Endings | None, code: str, config: dict[str, str],
           say: Callable[[str], str | None]) -> ItnEndings | None:
        """None where ITN splits no ending (no glued_endings, or `letters` without
        itn_glued_endings or itn_glued_counters)."""
        if endings is None:
            return None
        counters = tuple(config.get("itn_glued_counters", "").split())
        listed = (endings.listed if not (endings.letters or endings.apostrophe)
                  else (*config.get("itn_glued_endings", "").split(), *counters))
        if not listed:
            return None
        return cls(endings, listed, say,
                   frozenset(config.get("itn_glued_endings_not", "").lower().split()),
                   said_after(code, config), frozenset(counters), said_words(code, config),
                   _words(optional_rows(f"{code}/numbers/cardinal.tsv")
                          + optional_rows(f"{code}/numbers/scales.tsv")),
                   tuple(optional_rows(f"{code}/numbers/ending_readings.tsv")),
                   config.get("itn_glued_endings_joiner", ""))

    def splits(self, text: str) -> Iterator[Split]:
        for match in _WORD.finditer(text):
            word = match.group()
            found = self._split(word)
            if found is not None:
                yield Split(match.start(), match.end(), *found)

    def _split(self, word: str) -> tuple[str, str] | None:
        low = word.lower()
        if low in self.words or low in self.kept or low.startswith(self.kept_starts):
            return None
        for joined, end, ending in self.sandhi:
            if low.endswith(joined) and self._stem(low[:-len(joined)] + end):
                return word[:-len(joined)] + end, ending
        for ending in self.listed:
            if low.endswith(ending) and self._stem(low[:-len(ending)]):
                return word[:-len(ending)], ending
        return None

    def written(self, reading: str, ending: str, split: Split | None = None,
                word: str = "") -> str:
        """`reading` (what ITN writes) with `ending` written on it: after an abbreviation of
        numbers/ending_readings.tsv, its vowels in harmony with how that is read. Where a
        joiner of config itn_glued_endings_joiner is written and the reading ends in the word
        `split` cut, written as said (a month's name: kk "он бесінші қазанда" 15 қазанда, not
        15 қазан-да), that word is kept as written (`word`), its ending on it."""
        stem = split.stem if split is not None else ""
        if self.joiner and stem and reading.lower().endswith(stem.lower()) \
                and not reading[:-len(stem)][-1:].isalnum():
            return reading[:-len(stem)] + word
        for written, read in self.readings:
            if reading.endswith(written) and not reading[:-len(written)][-1:].isalpha():
                ending = self._harmonized(read, ending)
                break
        return reading + self.apostrophe + ending

    def in_numbers(self, word: str) -> bool:
        """Whether `word` may be said in a number's reading or with it (a unit, a joiner),
        maybe of such words written together (ko 일곱시, the native hour's form and 시)."""
        low = word.lower()
        return low in self.said or _joined(low, self.forms, self._longest_form, self.said_after)

    def _stem(self, word: str) -> bool:
        """Whether `word` may end a number's reading: a number word, a word said after a
        number (gu કિલોમીટર, te నిమిషాలు), or number words written together, maybe with such
        a word on them (ko 이천이십, 이천이십년, 오천원; gu પાંચસો)."""
        if word in self.words or word in self.said_after:
            return True
        return _joined(word, self.words, self._longest, self.said_after)


def said_after(code: str, config: dict[str, str]) -> frozenset[str]:
    """The words said right after a number, lowercased: those of the tables of _SAID_AFTER
    and of config templates (te `wrap@hourm {} గంటల`); where a word is written on the number
    (ko `{n}원`), the letters after it."""
    return _words([("", row[column]) for name, column in _SAID_AFTER
                   for row in optional_rows(f"{code}/numbers/{name}")]
                  + [("", value) for value in config.values() if "{" in value])


def _joined(word: str, parts: frozenset[str], longest: int,
            last: frozenset[str] = frozenset()) -> bool:
    """Whether `word` is words of `parts` written together, maybe with a word of `last` on
    them."""
    ends = {0}  # (where a run of `parts` from the word's start may end)
    for at in range(len(word)):
        if at in ends:
            for end in range(at + 1, min(len(word), at + longest) + 1):
                if word[at:end] in parts:
                    ends.add(end)
            if at and word[at:] in last:
                return True
    return len(word) in ends


def said_words(code: str, config: dict[str, str]) -> frozenset[str]:
    """Every word of the spoken side of `code`'s number data and of its config, lowercased."""
    folder = lexicon.lexicon_root() / code / "numbers"
    return _words([row for path in sorted(folder.glob("*.tsv"))
                   for row in optional_rows(f"{code}/numbers/{path.name}")]
                  + [("", value) for value in config.values()])


def _words(rows: list[tuple[str, str]]) -> frozenset[str]:
    """The words of the rows' spoken sides (slots and seams dropped), lowercased."""
    return frozenset(word.lower() for _, text in rows
                     for word in _WORD.findall(_SLOT.sub(" ", text.replace("+", ""))))


def read(endings: ItnEndings, text: str, read_line: Callable[[str], Result]) -> Result:
    """`read_line`'s result for `text`, with a number that ends in a word with an ending read
    and the ending written on its digits (see the module docstring). Each such word is tried
    with the words before it that may be said in a number, back to at most _WINDOW of them (a
    number is said in fewer), so that a line of many is read in linear time; a word of prose
    with an ending (ko 이사를 "moving", 이 + 사) is tried alone, its reading kept for the
    next line."""
    found = list(endings.splits(text))
    if not found:
        return read_line(text)
    whole = read_line(text)
    covered = {split: _covering(whole, split) for split in found}
    found = [split for split in found if covered[split] is not False]
    if not found:
        return whole
    words = list(_WORD.finditer(text))
    starts = [m.start() for m in words]
    out, pos = None, 0
    for split in found:
        if split.start < pos:
            continue
        at = bisect.bisect_left(starts, split.start)
        first = at
        while first > max(0, at - _WINDOW) and endings.in_numbers(words[first - 1].group()):
            first -= 1
        if split.ending in endings.counters:
            first = max(0, at - _WINDOW)  # (a counted number with the words before it)
        window = max(pos, starts[first])
        part_text = text[window:split.start] + split.stem
        after = "" if split.ending in endings.counters else _AFTER
        part = (_alone(endings, part_text + after, read_line) if window == split.start
                else read_line(part_text + after))
        last = part.spans[-1] if part.spans else None
        if (last is None or last.src_end != len(part_text) or not part.text.endswith(after)
                or last.out_end != len(part.text) - len(after)):
            continue  # (no reading ends at the number word: the word stays as written)
        if out is None:
            out = ResultBuilder()
        begin = window + last.src_start
        if covered[split] not in (None, (begin, part.text[last.out_start:last.out_end])):
            continue  # (the line's reading of the word is another: ta, or ସାଢ଼େ ଚାରିଟା 4:30)
        out.append(read_line(text[pos:begin]), pos)
        said = endings.written(part.text[last.out_start:last.out_end], split.ending, split,
                               text[split.start:split.end])
        out.append(Result(said, [dataclasses.replace(
            last, src_start=0, src_end=split.end - begin, out_start=0, out_end=len(said))]),
            begin)
        pos = split.end
    if out is None:
        return whole
    out.append(read_line(text[pos:]), pos)
    return out.result()


def _alone(endings: ItnEndings, text: str, read_line: Callable[[str], Result]) -> Result:
    """`read_line(text)` for a word alone, kept in endings.memo (emptied when full)."""
    if text not in endings.memo:
        if len(endings.memo) >= _MEMO:
            endings.memo.clear()
        endings.memo[text] = read_line(text)
    return endings.memo[text]


def _covering(whole: Result, split: Split) -> tuple[int, str] | bool | None:
    """How the line read as it is reads the split word: None where it leaves it unread;
    (start, reading) where a reading ends with it in a digit (maybe its case form read as the
    bare number, its ending lost: ml രണ്ടായിരത്തിൽ 2000; the ending is written on only where
    the word without it is read the same); False where a reading goes on after it or says
    the ending (ml "മൂന്നിൽ രണ്ട്" 2/3, ta "பத்து மணி முப்பதுக்கு" 10:30 மணிக்கு)."""
    for span in whole.spans:
        if span.src_start < split.end and split.start < span.src_end:
            said = whole.text[span.out_start:span.out_end]
            if span.src_end == split.end and said[-1:].isdigit():
                return span.src_start, said
            return False
    return None
