"""Text written right on the end of a number (TN; config `glued_endings`, default none): a
classifier, a postposition, a case ending or an enclitic glued to the digits of any class
(ko "3개", "2020년에", "5km를"; gu "14:30માં", "₹45ની"; ckb "٢٠١٤دا", "١٥ی ئازار", "٥٠٪ی";
te "1947లో", "10:30కి"; ml "1947-ൽ", "2000ൽ"; ta "2024-இல்"). The number, date, time or amount
is read as its class reads it; the text after it is handled here, in a step after the rules
(the reading of a span does not depend on it).

Config `glued_endings <which> <how>`:
- which text may follow a number (its unit, its sign): `letters`, any letters but Latin ones
  (the written forms of every class end before them: Written.after_chars), or `listed`, only
  the endings of config `glued_endings_listed`, after a hyphen or not, with no letter after
  them (Written.after);
- what TN does with it: `joined`, written on the reading's last word (ko 삼개, ckb پازدەی ئازار,
  te ఏడులో), or `apart`, written after the reading with a space between them.
Config `glued_endings_sandhi`: `end+ending=joined` items, how the reading's last word and an
ending join (ml `്+ൽ=ിൽ`: നാൽപ്പത്തിയേഴ് + ൽ = നാൽപ്പത്തിയേഴിൽ; `ം+ൽ=ത്തിൽ`: ആയിരത്തിൽ), the
longest ending, then the longest end the word has, winning; with `letters` an item's ending is
how the letters written on start (ckb `ە+ە=ە`: چواردە + ەوە = چواردەوە). Without an item the
ending goes on as written (te ఏడు + లో = ఏడులో). The hyphen before a listed ending is not said.
Without `glued_endings` a number may not touch letters after it; a word with digits inside
("тест2", "3D-Drucker", am "በ5") is CARDINAL's, read as config `glued_digits` says
(cardinal.py), but for the letters after the digits where `glued_endings letters` says.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import regex

from ...errors import LexiconError
from ...result import Result
from ..base import alternation

if TYPE_CHECKING:  # (language.py imports written.py, which imports this module)
    from .language import Language

_WHICH, _HOW = ("letters", "listed"), ("joined", "apart")
_LETTERS_AFTER = r"(?:(?![\p{Latin}\d_])\w)+"


@dataclasses.dataclass(frozen=True)
class Endings:
    """Config `glued_endings` read: `letters` (any letters may follow) or the `listed`
    endings, `joined` or not, and the sandhi items (end, ending, joined), the longest ending
    and then the longest end first."""
    letters: bool
    joined: bool
    listed: tuple[str, ...]
    sandhi: tuple[tuple[str, str, str], ...]

    @classmethod
    def of(cls, code: str, config: dict[str, str]) -> Endings | None:
        setting = config.get("glued_endings", "")
        listed = tuple(config.get("glued_endings_listed", "").split())
        items = config.get("glued_endings_sandhi", "").split()
        if not setting:
            if listed or items:
                raise LexiconError(f"{code}/numbers/config.tsv: glued_endings_listed or "
                                   "glued_endings_sandhi without glued_endings")
            return None
        which, _, how = setting.partition(" ")
        if which not in _WHICH or how not in _HOW or bool(listed) != (which == "listed"):
            raise LexiconError(f"{code}/numbers/config.tsv: glued_endings {setting!r} is not "
                               "`letters|listed joined|apart` (`listed` with "
                               "glued_endings_listed, `letters` without)")
        sandhi = []
        for item in items:
            pair, eq, joined = item.partition("=")
            end, plus, ending = pair.partition("+")
            if not (eq and plus and ending and joined) or (listed and ending not in listed):
                raise LexiconError(f"{code}/numbers/config.tsv: glued_endings_sandhi: "
                                   f"{item!r} is not end+ending=joined"
                                   + (" with an ending of glued_endings_listed" if listed
                                      else ""))
            sandhi.append((end, ending, joined))
        sandhi.sort(key=lambda x: (-len(x[1]), -len(x[0])))
        return cls(which == "letters", how == "joined", listed, tuple(sandhi))

    def ahead(self, word_chars: str) -> str | None:
        """A lookahead for a listed ending (a hyphen before it or not) and no letter after
        it, or None where any letters may follow."""
        if self.letters:
            return None
        return rf"(?=-?{alternation(self.listed)}(?![{word_chars}]))"

    def found(self, word_chars: str) -> regex.Pattern:
        """What is written on a number: the ending (group 1), after a hyphen where listed."""
        if self.letters:
            return regex.compile(f"({_LETTERS_AFTER})")
        return regex.compile(rf"-?({alternation(self.listed)})(?![{word_chars}])")

    def said(self, word: str, written: str) -> tuple[str, int]:
        """The reading `word` with what is `written` on it, and how much of `written` that
        takes: with `letters` and `joined`, only an ending of a sandhi item (the letters
        after it stay as written)."""
        if not self.joined:
            return f"{word} {written}", len(written)
        for end, ending, joined in self.sandhi:
            if word.endswith(end) and (written.startswith(ending) if self.letters
                                       else written == ending):
                return word[:len(word) - len(end)] + joined, len(ending)
        return (word, 0) if self.letters else (word + written, len(written))


def joined(lang: Language, text: str, result: Result) -> Result:
    """`result` with what is written right after a span (config `glued_endings`) said with
    the reading, taken into the span (with its hyphen); where nothing changes, as it was."""
    endings = lang.written.endings
    if endings is None or (endings.letters and endings.joined and not endings.sandhi):
        return result  # (the letters follow the reading as written)
    found = endings.found(lang.written.word_chars)
    out, spans, shift, pos = [], [], 0, 0
    for span in result.spans:
        match = found.match(text, span.src_end)
        said = result.text[span.out_start:span.out_end]
        tail = len(match.group()) if match else 0
        new, taken = None, 0
        # (the ending is the text's, outside the span, unless a rule took the letters after
        # the digits apart with a space: "1947 ల" from glued digits)
        if match is not None and result.text[span.out_end:span.out_end + tail] == match.group() \
                and said.strip():
            new, taken = endings.said(said.rstrip(), match.group(1))
        out.append(result.text[pos:span.out_start])
        if not taken:
            out.append(said)
            spans.append(dataclasses.replace(span, out_start=span.out_start + shift,
                                             out_end=span.out_end + shift))
            pos = span.out_end
            continue
        taken += tail - len(match.group(1))  # (the hyphen)
        out.append(new)
        start = span.out_start + shift
        shift += len(new) - len(said) - taken
        spans.append(dataclasses.replace(span, src_end=span.src_end + taken, out_start=start,
                                         out_end=start + len(new)))
        pos = span.out_end + taken
    out.append(result.text[pos:])
    return Result("".join(out), spans)
