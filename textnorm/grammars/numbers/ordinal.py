"""ORDINAL: the locale's written ordinals ("3.", "1er", "1re", "2º", "2ª", "第3", grouped as the
locale groups numbers: "1.000.º") read in the form their mark asks for, and spoken ordinals
written back with the form's first mark.

Marks come from `ordinal_marks.tsv` (`{}` stands for the digits). A mark that is only a period
("3.") is an ordinal before a word, not at the end of a sentence (with config `ordinal_line yes`
also where it is a whole line: hu "2." második, a list's number; with `ordinal_period_last yes`,
also at the end of a line that is only the ordinal or where it follows a word of
`ordinal_after`). Config `ordinal_after@<form>`
lists words after which a written ordinal is read in that form instead (de
`ordinal_after@ordinal die das`: "die 2. Auflage" "die zweite Auflage", where "2. Auflage" is
"zweiten Auflage"); DATE reads an ordinal day after them in that form too. A mark with a
pattern names its form itself and keeps it there (de `{*}tes`: "ein 3tes Mal" drittes).

The word after a number can choose its form, too (words as `word`, or `*ending` for any word
with that ending, `<months>` for the names of months.tsv). Config `ordinal_next@<form>`: a
mark written for several forms is read in `<form>` before one of these words (ru "-е" is
neuter and plural, plural first in ordinal_marks.tsv: "5-е" пятые, but
`ordinal_next@ordinal-neuter *о *ие ...`: "5-е место" пятое место); an item `pattern/word`
takes only numbers whose digits match the pattern (as in scales.tsv; `*` alone is any word:
ru `ordinal_next@genitive 3/*`, "из 3-х частей" из трех частей, but "3-х" alone третьих). Config
`ordinal_bare_next@<form>`: a number written without a mark is an ordinal in `<form>` before
one of these words (ru `ordinal_bare_next@ordinal-prepositional году`: "в 1974 году" в тысяча
девятьсот семьдесят четвертом году); an item `pattern/word` takes only numbers whose digits
match the pattern (as in scales.tsv: ru `xxxx/года`, a year, where "22 года" is a count).
Config `ordinal_bare_after@<form>`: words before such a number that ask for `<form>` instead
(ru `ordinal_bare_after@ordinal-dative к`: "к 2030 году" к две тысячи тридцатому году).
Config `ordinal_bare_prev@<form>`: words after which a number without a mark is an ordinal in
`<form>`, whatever follows it (ar `ordinal_bare_prev@ordinal القرن`: "القرن 21" القرن الحادي
والعشرين; items `pattern/word` as above). Config `ordinal_bare_between@<form>` (words, `>`,
items as ordinal_bare_next's): a number without a mark after one of the words and before one
of the items (ru `... до после > 2/числа ...`: "до 2 числа" до второго числа, where "2 числа"
alone is a count, два числа). Config `ordinal_before_word <sign>`: a number joined by the sign to
the word it numbers is an ordinal, the sign said as a space (uz "5-sinf" beshinchi sinf;
_before_word).
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, delete
from ..base import Rule, alternation
from . import roman
from .agreement import after_words, after_words_or_range
from .cardinal import spoken
from .data import optional_rows, pattern_rank
from .language import Language, class_module
from .names import pattern_acceptor
from .reader import digit_pattern


def _mark_pattern(lang: Language, prefix: str, suffix: str, last: bool = False,
                  numerals: str = "both") -> str:
    """`last`: a period mark at the end of the line too (see tn); `numerals`: the numbers
    before the mark, "both" (digits, and Roman numerals where the mark takes them), "digits"
    or "roman" (none where the mark takes no Roman numeral)."""
    w = lang.written
    before_word = r"(?=\s+\w)" + (r"|(?=\s*$)" if last else "")
    number = w.number_pattern if numerals != "roman" else "(?!)"
    word, signs = lang.range_word()
    if word:  # or before a range's sign and another ordinal (de "5.–10. Mai", ranges.py)
        before_word += rf"|(?=\s?{alternation(signs)}\s?\d+\.)"
    if _takes_roman(lang, prefix, suffix) and numerals != "digits":
        number = (f"(?:{number}|{roman.pattern(suffix)})" if numerals == "both"
                  else roman.pattern(suffix))
    tail = regex.escape(suffix) + (f"(?:{before_word})" if suffix == "." else
                                   rf"(?![{w.word_chars}])")
    if not suffix:  # (a mark before the digits only: no date or decimal goes on, he "ה-3.5")
        tail += r"(?![.,/:]\d)"

    if suffix == "." and lang.setting("ordinal_line") == "yes":  # or the whole line
        whole = rf"(?<=^\s*{regex.escape(prefix)}{number}\.)(?=\s*$)"
        tail = rf"{regex.escape(suffix)}(?:{before_word}|{whole})"
    return rf"(?<![{w.word_chars}.,]){regex.escape(prefix)}{number}{tail}"


def _takes_roman(lang: Language, prefix: str, suffix: str) -> bool:
    """Whether a Roman numeral takes this mark (config `roman_ordinals`: the suffixes that
    take one, fr "ᵉ e er": XIXᵉ, Ier)."""
    return not prefix and suffix in lang.setting("roman_ordinals").split()


def context_forms(lang: Language, prefix: str = "ordinal_after@",
                  lower: bool = True) -> dict[str, list[str]]:
    """Config `ordinal_after@<form>` (or another `prefix`): form -> the words (lower case,
    unless not `lower`) that ask for it."""
    return {key[len(prefix):]: (value.lower() if lower else value).split()
            for key, value in lang.data.config.items() if key.startswith(prefix)}


def next_forms(lang: Language, key: str) -> dict[str, list[str]]:
    """Config `<key>@<form>` (ordinal_next, ordinal_bare_next): form -> its items, as written."""
    return context_forms(lang, key + "@", lower=False)


def next_word(lang: Language, items: list[str]) -> str:
    """A lookahead: a space and one of the words of `items` (`*ending`: any word with that
    ending; `<months>`: a month's name), in any letter case."""
    if "<months>" in items:
        months = optional_rows(f"{lang.code}/numbers/months.tsv")
        items = [w for w in items if w != "<months>"] + [name for _, name in months]
    words = [regex.escape(w) for w in items if not w.startswith("*")]
    endings = [r"\w*" + regex.escape(w[1:]) if w[1:] else r"\w+"  # (`*`: any word)
               for w in items if w.startswith("*")]
    return rf"(?=[ \u00a0]+(?i:{'|'.join(words + endings)})(?!\w))"


def tn(lang: Language):
    w = lang.written
    marks = w.ordinal_marks
    # (a language that writes no mark may still read numbers as ordinals after or before words
    # that make them so: rw "umunsi wa 1" umunsi wa mbere)
    bare_keys = ("ordinal_bare_next", "ordinal_bare_prev", "ordinal_bare_between")
    if not marks and not any(next_forms(lang, key) for key in bare_keys):
        return class_module([], {})
    # (a Roman numeral with its mark is class ROMAN, fr "XIXᵉ siècle", hu "a XX. században",
    # read as the other ordinals are)
    romans = [m for m in marks if _takes_roman(lang, m[0], m[1])]
    # config `ordinal_period_last yes`: a number with a period mark that ends the line is an
    # ordinal where it is the whole line (a rank, a list number: de "2." zweiter) or follows
    # a word of ordinal_after ("mit dem 3."), not after other words (the end of a sentence)
    last = lang.setting("ordinal_period_last") == "yes"

    def either(chosen: list, numerals: str, last: bool = False) -> str:
        return "|".join(dict.fromkeys(_mark_pattern(lang, p, s, last, numerals)
                                      for p, s, _, _ in chosen))

    patterns, at_end = either(marks, "digits"), either(marks, "digits", last)
    rules, builders, fast_paths = [], {}, {}
    # (a mark with a pattern names its form itself, de "ein 3tes Mal": drittes, not dritter)
    open_marks = either([m for m in marks if not m[3]], "digits", last)
    open_romans = either([m for m in romans if not m[3]], "roman", last)
    for form, words in sorted(context_forms(lang).items()) if open_marks else ():
        name = f"ORDINAL@{form}"
        if open_romans:
            rules.append(Rule("ROMAN", after_words(words) + f"(?:{open_romans})", name))
        rules.append(Rule("ORDINAL", after_words_or_range(lang, words) + f"(?:{open_marks})",
                          name))
        builders[name] = lambda g, form=form: _build(lang, form)
        fast_paths[name] = _fast(lang, form)
    # the next word chooses the form of a mark written for several forms (ordinal_next@)
    forms_of: dict[tuple[str, str], set[str]] = {}
    for prefix, suffix, form, _ in marks:
        forms_of.setdefault((prefix, suffix), set()).add(form)
    for form, items in sorted(next_forms(lang, "ordinal_next").items()):
        shared = [(p, s) for (p, s), forms in forms_of.items() if form in forms and len(forms) > 1]
        if not shared or not items:
            continue
        shared_marks = "|".join(dict.fromkeys(_mark_pattern(lang, p, s) for p, s in shared))
        for pattern, words in sorted(_by_pattern(items).items()):
            # (a pattern/word item: only numbers whose digits match, ru "3-х частей")
            digits = (rf"(?=(?:{digit_pattern(pattern, False).pattern.strip('^$')})(?!\d))"
                      if pattern else "")
            name = f"ORDINAL@next-{form}" + (f"-{pattern}" if pattern else "")
            rules.append(Rule("ORDINAL", f"{digits}(?:{shared_marks}){next_word(lang, words)}",
                              name))
            builders[name] = lambda g, form=form, shared=shared: _build(lang, form, shared)
            fast_paths[name] = _fast(lang, form, shared)
    def bare(kind: str, form: str, pattern: str, behind: str, ahead: str) -> None:
        """A rule for a number without a mark (the digits of `pattern`, a pattern/word item's,
        else one to four), between `behind` and `ahead`, read as an ordinal in `form`."""
        digits = digit_pattern(pattern, False).pattern.strip("^$") if pattern else r"\d{1,4}"
        name = f"ORDINAL@{kind}-{form}" + (f"-{pattern}" if pattern else "")
        rules.append(Rule("ORDINAL", rf"{behind}{w.before}(?:{digits}){w.after}{ahead}", name))
        builders[name] = lambda g: _bare(lang, form, pattern)
        fast_paths[name] = _fast_bare(lang, form, pattern)

    # a number without a mark before a word that asks for an ordinal (ordinal_bare_next@),
    # after a word that asks for another form of it first (ordinal_bare_after@)
    before_forms = sorted(next_forms(lang, "ordinal_bare_after").items())
    for form, items in sorted(next_forms(lang, "ordinal_bare_next").items()):
        for pattern, words in sorted(_by_pattern(items).items()):
            ahead = next_word(lang, words)
            for own, behind in [*((f, after_words(b)) for f, b in before_forms), (form, "")]:
                bare("bare", own, pattern, behind, ahead)
    # a number without a mark after a word that makes it an ordinal, whatever follows it
    # (ordinal_bare_prev@: ar "القرن 21" القرن الحادي والعشرين)
    for form, items in sorted(next_forms(lang, "ordinal_bare_prev").items()):
        for pattern, words in sorted(_by_pattern(items).items()):
            bare("prev", form, pattern, after_words(words), "")
    # a number without a mark between a word before it and one after it that ask for an
    # ordinal together (ordinal_bare_between@: ru "до 2 числа" до второго числа, where "2
    # числа" alone is a count)
    for form, items in sorted(next_forms(lang, "ordinal_bare_between").items()):
        before, _, after = " ".join(items).partition(" > ")
        for pattern, words in sorted(_by_pattern(after.split()).items()):
            bare("between", form, pattern, after_words(before.split()), next_word(lang, words))
    if not marks:
        return class_module(rules, builders, fast_paths)
    alone = rf"(?<=^\s*)(?:{at_end})" if last else "(?!)"
    if romans:
        roman_alone = rf"(?<=^\s*)(?:{either(romans, 'roman', last)})" if last else "(?!)"
        rules.append(Rule("ROMAN", f"(?:{either(romans, 'roman')}|{roman_alone})", "ORDINAL"))
    rules.append(Rule("ORDINAL", f"(?:{patterns}|{alone})", "ORDINAL"))
    builders["ORDINAL"] = lambda g: _build(lang)
    fast_paths["ORDINAL"] = _fast(lang)
    _before_word(lang, marks[0][2], rules, builders, fast_paths)
    return class_module(rules, builders, fast_paths)


def _before_word(lang: Language, form: str, rules: list, builders: dict, fast_paths: dict) -> None:
    """Config `ordinal_before_word <sign>`: one to four digits joined by the sign to the word
    they number are an ordinal in the first mark's form, the sign said as a space (uz "5-sinf"
    beshinchi sinf, "21-asr" yigirma birinchi asr: Uzbek writes an ordinal so, the suffix
    unwritten). Its own rule, as an ordinal mark is never followed by a letter; after the marks'
    rule (uz "5-chi") and DATE's (uz "5-mart", "2024-yil"), and not before an ending of config
    glued_endings_listed ("5-da" beshda). Before a word of config `ordinal_before_word_not` the
    number is a count, read so, the sign said as a space too (uz "10-yillik" oʻn yillik,
    'ten-year'; items as ordinal_next's, `*` any letters before or after the text between). The
    word has two letters or more, an apostrophe after its first one or not (uz "5-oʻrin",
    "5-o'rin")."""
    sign = lang.setting("ordinal_before_word")
    if not sign:
        return
    w = lang.written
    number = rf"{w.before}(?!{w.zero_class}){w.digit_class}{{1,4}}{regex.escape(sign)}"
    digits = regex.compile(rf"{w.digit_class}{{1,4}}")
    numbered, counts = words_numbered(lang)
    for cls, name, own, ahead in (
            ("ORDINAL", "ORDINAL@before-word", form, rf"(?={numbered})"),
            ("CARDINAL", "CARDINAL@before-word", "", rf"(?={counts})")):
        if ahead.endswith("(?=(?!))"):
            continue
        rules.append(Rule(cls, number + ahead, name))
        builders[name] = lambda g, own=own: (pynini.compose(w.plain_digits, lang.reading(own))
                                             + pynini.cross(pynini.escape(sign), w.space))

        def fast(span: str, own=own) -> str | None:
            if not span.endswith(sign) or not digits.fullmatch(span[:-len(sign)]):
                return None
            return lang.say(w.ascii_number(span[:-len(sign)]), own) + w.space
        fast_paths[name] = fast


def words_numbered(lang: Language) -> tuple[str, str]:
    """Regexes of the word after config ordinal_before_word's sign (`_before_word`): one an
    ordinal numbers (two letters or more, an apostrophe after its first one or not, not an
    ending of config glued_endings_listed, not a word of ordinal_before_word_not), and one
    that makes the number a count (those words; "(?!)" where there are none)."""
    w = lang.written
    listed = w.endings.listed if w.endings is not None else ()
    not_ending = rf"(?!{alternation(listed)}(?![{w.word_chars}]))" if listed else ""
    items = [(r"\w*" if item.startswith("*") else "") + regex.escape(item.strip("*"))
             + (r"\w*" if item.endswith("*") else "")
             for item in lang.setting("ordinal_before_word_not").split()]
    counts = rf"(?:{'|'.join(items)})(?![{w.word_chars}])" if items else "(?!)"
    word = r"['’‘`]?\w"  # (uz "5-oʻrin", "5-o'rin")
    return rf"{not_ending}(?!{counts})(?:{w.letters}){word}", counts


def joined_before_word(lang: Language) -> tuple[str, regex.Pattern] | None:
    """Config `itn_ordinal_before_word yes` (ITN): the sign of ordinal_before_word and the
    regex of a word it joins an ordinal said before it to (words_numbered): uz "yigirma
    birinchi asr" 21-asr, as Uzbek writes it (was 21-chi asr); None where it is off."""
    if lang.setting("itn_ordinal_before_word") != "yes":
        return None
    sign = lang.setting("ordinal_before_word")
    if not sign:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_ordinal_before_word needs "
                           "ordinal_before_word (the sign that joins the number to the word)")
    return sign, regex.compile(words_numbered(lang)[0])


def written_before_word(joined: tuple[str, regex.Pattern], text: str, stop: int,
                        spoken: str) -> tuple[str, int]:
    """An ordinal `spoken` (digits with their mark) that ITN wrote for the text up to `stop`,
    joined to the word after it where `joined` (joined_before_word) says so: (its digits and
    the sign, where that word starts); else (`spoken`, `stop`)."""
    sign, word = joined
    digits = _MARKED.fullmatch(spoken)
    after = _WORD_AFTER.match(text, stop)
    if (digits is None or len(digits[1]) > 4 or digits[1].startswith("0") or after is None
            or not word.match(text, after.end())):
        return spoken, stop
    return digits[1] + sign, after.end()


_WORD_AFTER = regex.compile(r"[ \u00a0]+")


def _by_pattern(items: list[str]) -> dict[str, list[str]]:
    """Items `word` or `pattern/word` -> pattern ("" = any number) -> its words."""
    out: dict[str, list[str]] = {}
    for item in items:
        pattern, _, word = item.rpartition("/")
        out.setdefault(pattern, []).append(word)
    return out


def _build(lang: Language, only: str = "", marks: list | None = None) -> pynini.Fst:
    """Written ordinals -> their reading in their mark's form (or in `only`); the marks of
    `marks` ((prefix, suffix) pairs) alone where given."""
    w = lang.written
    # The marks that read the same numbers in the same form after the same prefix share one
    # copy of the reading, their suffixes after it (a copy per mark made de's nine marks, all
    # in the one form of ORDINAL@ordinal-n, a union of nine readings to optimize).
    groups: dict[tuple[str, bool, str, str], list[pynini.Fst]] = {}
    seen = set()
    for i, (prefix, suffix, form, pattern) in enumerate(w.ordinal_marks):
        if marks is not None and (prefix, suffix) not in marks:
            continue
        if not only and (prefix, suffix, pattern) in seen:
            continue  # (an earlier row's form reads this mark, as _fast does: ar "الـ{}"
            # written for the feminine too, which ITN writes and TN reads after words)
        seen.add((prefix, suffix, pattern))
        # a mark of some numbers wins over one of every number; a mark written for two forms
        # (ru "-е" neuter and plural) reads the earlier row's
        weight = i * _LATER_ROW + (0 if pattern else _ANY_NUMBER)
        key = (pattern, _takes_roman(lang, prefix, suffix), only or form, prefix)
        groups.setdefault(key, []).append(
            pynini.accep("", weight=weight) + delete(pynini.escape(suffix)))
    parts = []
    for (pattern, takes_roman, form, prefix), suffixes in groups.items():
        digits = w.plain_digits
        if takes_roman:
            digits = pynini.union(digits, roman.digits())
        if pattern:
            digits = pynini.compose(digits, pattern_acceptor(pattern))
        body = pynini.compose(digits, lang.reading(form))
        parts.append(delete(pynini.escape(prefix)) + body + pynini.union(*suffixes))
    return pynini.union(*parts)


def _bare(lang: Language, form: str, pattern: str) -> pynini.Fst:
    """ASCII digits (of `pattern`, or one to four) -> the ordinal in `form`."""
    digits = pattern_acceptor(pattern) if pattern else _BELOW_10_4
    return pynini.compose(digits, lang.reading(form))


def _fast_bare(lang: Language, form: str, pattern: str):
    """= _bare, in Python."""
    digits = digit_pattern(pattern, False) if pattern else regex.compile(r"[0-9]{1,4}")

    def fast(span: str) -> str | None:
        return lang.say(span, form) if span.isascii() and digits.fullmatch(span) else None
    return fast


def _fast(lang: Language, only: str = "", marks: list | None = None):
    """= _build, in Python."""
    w = lang.written
    by_specificity = sorted([m for m in w.ordinal_marks if marks is None or m[:2] in marks],
                            key=_most_specific)
    roman_marks = {(p, s) for p, s, _, _ in w.ordinal_marks if _takes_roman(lang, p, s)}

    def fast(span: str) -> str | None:
        for prefix, suffix, form, pattern in by_specificity:
            if span.startswith(prefix) and span.endswith(suffix):
                digits = w.ascii_number(span[len(prefix): len(span) - len(suffix)])
                numeral = roman.value(digits) if (prefix, suffix) in roman_marks else None
                if numeral:
                    digits = str(numeral)
                if (digits.isascii() and digits.isdigit()
                        and (not pattern or digit_pattern(pattern, False).fullmatch(digits))):
                    return lang.say(digits, only or form)
        return None

    return fast


_LATER_FORM = 0.01  # a small cost per form after the first: ties go to the earlier mark
_ANY_NUMBER = 0.001  # a mark of every number, where one of some numbers (a pattern) reads too
_LATER_ROW = 0.00001  # a tiny cost per row of ordinal_marks.tsv: ties go to the earlier row
_BELOW_10_4 = pynini.closure(DIGIT, 1, 4).optimize()


def _most_specific(mark: tuple[str, str, str, str]) -> tuple:
    """Longer marks first, then marks of some numbers before marks of all, more literal
    digits first."""
    prefix, suffix, _, pattern = mark
    rank = pattern_rank(pattern) if pattern else (-1, 0)
    return (-len(prefix) - len(suffix), (-rank[0], -rank[1]))


def number_marks(lang: Language) -> dict[tuple[str, str], list[tuple[str, str, str]]]:
    """The mark ITN writes for a form (its first without a pattern) -> the marks of the same
    form for some numbers, most specific first: (pattern, prefix, suffix) (mk "1-ти" -> "1-ви")."""
    first: dict[str, tuple[str, str]] = {}
    some: dict[str, list[tuple[str, str, str]]] = {}
    for prefix, suffix, form, pattern in lang.written.ordinal_marks:
        if pattern:
            some.setdefault(form, []).append((pattern, prefix, suffix))
        else:
            first.setdefault(form, (prefix, suffix))
    return {first[form]: sorted(marks, key=lambda m: tuple(-k for k in pattern_rank(m[0])))
            for form, marks in some.items() if form in first}


def with_number_mark(marks: dict, written: str) -> str:
    """`written` (digits in a form's first mark) with the mark of its number, where the
    form has one (number_marks)."""
    for (prefix, suffix), options in marks.items():
        if written.startswith(prefix) and written.endswith(suffix):
            digits = written[len(prefix): len(written) - len(suffix)]
            if not digits.isdigit():
                continue
            for pattern, own_prefix, own_suffix in options:  # (ITN writes ASCII digits)
                if digit_pattern(pattern, False).fullmatch(digits):
                    return own_prefix + digits + own_suffix
            return written
    return written


def bare_patterns(lang: Language) -> list[regex.Pattern]:
    """Config `itn_ordinal_bare`: patterns over the digits (as in scales.tsv) of the ordinals
    ITN writes without a mark (ru `xxx1 ... xxx9`: a year, "в 1974 году", but the decades
    "1970-е", "1930-м")."""
    return [digit_pattern(p, False) for p in lang.setting("itn_ordinal_bare").split()]


def without_mark(patterns: list[regex.Pattern], written: str) -> str:
    """`written` (an ordinal with its mark) as its digits alone, where they match a pattern."""
    match = _MARKED.fullmatch(written)
    if match and any(p.fullmatch(match[1]) for p in patterns):
        return match[1]
    return written


_MARKED = regex.compile(r"\D*(\d+)\D*")


def first_marks(lang: Language) -> dict[str, tuple[str, str]]:
    """Form -> (prefix, suffix) of its first mark without a pattern: the mark ITN writes for
    the form (the mark of a number is chosen after, with_number_mark)."""
    marks: dict[str, tuple[str, str]] = {}
    for prefix, suffix, form, pattern in lang.written.ordinal_marks:
        if not pattern:
            marks.setdefault(form, (prefix, suffix))
    return marks


def itn(lang: Language):
    marks = first_marks(lang)
    if not marks:
        return class_module([], {})

    def written_with(form: str, reading: pynini.Fst) -> pynini.Fst:
        prefix, suffix = marks[form]
        return delete(pynini.escape(prefix)) + reading + delete(pynini.escape(suffix))

    def build(g) -> pynini.Fst:
        # Every form with a mark reads ordinals and is written with its own first mark (ja
        # 三番目 3番目, hi दसवीं १०वीं, ru "сто двадцать пятом" 125-м): the first form all of
        # them, the others those below 10**4 (years), as each full form costs build time;
        # where two forms say the same words, the earlier form's mark wins. Config
        # `itn_ordinal_full_forms`: forms read in full too (ja ordinal-counter: 一万番目 10000番目).
        full = set(lang.setting("itn_ordinal_full_forms").split())
        parts = []
        for i, form in enumerate(marks):
            reading = lang.cover(form, None if not i or form in full else 4)  # (below 10**4)
            without = lang.without_scales_cover(form)  # (hi "अट्ठानवे सौ छब्बीसवीं" 9826वीं)
            if without is not None:
                reading = pynini.union(reading, without)
            parts.append(pynini.accep("", weight=i * _LATER_FORM) + written_with(form, reading))
        return spoken(lang, pynini.union(*parts))

    return class_module([Rule("ORDINAL", r"\w", "ORDINAL")], {"ORDINAL": build})
