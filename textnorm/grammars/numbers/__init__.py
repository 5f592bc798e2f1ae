"""TN and ITN of numbers for every language that has number data (lexicons/<lang>/numbers).

One grammar for all languages (names.py), driven by each language's tables; the classes are
CARDINAL, ORDINAL, DECIMAL, DIGIT and (TN, where the language has the data: templates in its
config, tables of units, currencies, months) FRACTION, PERCENT, MEASURE, MONEY (scaled.py: with
a scale word, "€2,5 Mio."), TIME and DATE,
ORDINAL also after a number before a word of ordinal_words.tsv that makes it one (sv "9 kap."
nionde kapitlet),
which read their numbers with the same grammar, WHITELIST (abbreviations and fixed
expressions of whitelist.tsv, whitelist.py) and ELECTRONIC (e-mail addresses, URLs; TN and
ITN, electronic.tsv), whose digits it reads. TN finds written numbers with regexes built
from the language's data and reads them; ITN finds runs of spoken number words by walking
the covering grammar's input side from each word (no word list to keep in step with the
data), and the longest run any class reads wins (a listed phrase too, where whitelist.py says
it fits: a title before a name).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence

import regex

from ...engine import RuleEngine
from ...errors import LexiconError
from ...result import Result
from ..base import optimized
from ..scan import ACCEPT, Table, acceptor
from . import (
    address,
    agreement,
    cardinal,
    case_ranges,
    code_switch,
    common_fraction,
    compound,
    counted_itn,
    date,
    decimal,
    digit,
    electronic,
    endings,
    ethiopic,
    expression,
    fillers,
    fullwidth,
    itn_endings,
    letter_code,
    measure,
    measure_fraction,
    money,
    named_date,
    number_list,
    ordinal,
    percent,
    range_pairs,
    ranges,
    roman,
    scaled,
    telephone,
    whitelist,
)
from . import time as time_of_day
from .data import SLOT, not_numbers, optional_rows
from .language import Language
from .relax import abbreviated_pairs, quantity_words, scale_words
from .written import ItnStyle

_TOKEN = regex.compile(r"\S+")
_OPENING = regex.compile(r"[(\[{\"'¿¡«“‘„]+")
# A lone number word below this stays a word in running text ("drei Katzen"), as a reader
# writes it; a line that is only the number is written in digits (config `itn_keep_below`;
# with `itn_keep_alone yes` it stays a word there too).
_KEEP_BELOW = "10"
# An ordinal said in one word below this stays a word, on a line of its own too (config
# `itn_ordinal_keep_below`; es "primero", de "erster", as the style guides write them).
_ORDINAL_KEEP_BELOW = "0"
# Config `itn_ordinal_keep_alone no`: those ordinals stay words in running text only; a line that
# is only the ordinal is written in digits (ru "я в первый раз", but "первый" alone 1-й).
# The classes whose digits ITN groups (config itn_group_from; a written ordinal is not: 第1005名)
_GROUPED = "CARDINAL DECIMAL"  # (config itn_grouped_classes' default)
# The classes ITN writes as their transducer does: an address keeps ASCII digits (mr shop7@)
_AS_SAID = ("ELECTRONIC", fillers.CLASS)
# The classes whose own words may hold a word of not_numbers.tsv (zh 十分之一, 百分之五)
_OWN_WORDS = ("FRACTION", "PERCENT")


class NumbersTN(RuleEngine):
    # Every table is read at construction (a bad one fails here, not on some later line).
    lexicons_read_at_start = True
    # Every class but TELEPHONE reads through a fast path: its transducer is built alone.
    builds_alone = True

    def __init__(self, lang: str, scheme: str | None = None, exhaustive: bool = False):
        self.language = Language(lang, scheme)
        self.language.data  # noqa: B018 (read and checked now)
        language = self.language
        # PERCENT, MONEY and MEASURE read their numbers with these
        decimals, cardinals = decimal.tn(language), cardinal.tn(language)
        listed = whitelist.tn(language)
        fractions = common_fraction.tn(language)
        percents = percent.tn(language, decimals, cardinals)
        # a phone number first (its groups are no range), then an address's numbers (hi "66-4
        # पार्कहर्स्ट रोड" digit by digit), then a range's sign: "10-20" is not ten and minus
        # twenty
        modules = [telephone.tn(language), electronic.tn(language),
                   letter_code.tn(language), compound.tn(language, decimals), address.tn(language),
                   range_pairs.tn(language), ranges.tn(language),
                   ranges.weekdays_tn(language), named_date.tn(language),
                   named_date.day_lists_tn(language), named_date.range_from_tn(language),
                   named_date.day_range_tn(language),
                   date.tn(language),
                   date.years_tn(language), case_ranges.tn(language),
                   measure.governed_tn(language, decimals),
                   # (a ratio after its word before a time: zh 比分10:12 十比十二)
                   expression.ratios_tn(language, cardinals),
                   time_of_day.tn(language), scaled.tn(language, decimals),
                   money.tn(language, decimals),
                   measure_fraction.tn(language, decimals, fractions),
                   measure.dimensions_tn(language), measure.tn(language, decimals),
                   measure.tn(language, decimals, "date_parts.tsv", "DATE", "DATE@parts"),
                   measure.tn(language, decimals, "ordinal_words.tsv", "ORDINAL",
                              "ORDINAL@words"),
                   expression.tn(language, decimals, cardinals, percents),
                   fractions,
                   percents,
                   decimals, number_list.tn(language), roman.tn(language),
                   roman.regnal_tn(language), ordinal.tn(language), digit.tn(language),
                   agreement.tn(language), cardinals, listed, fillers.tn(language),
                   fullwidth.tn(language)]
        # a scheme with config rows of its own (`key/<scheme>`) is a grammar of its own
        own = scheme is not None and any(k.endswith("/" + scheme) for k, _ in _config_rows(lang))
        super().__init__(f"{lang}-tn-{scheme}" if own else f"{lang}-tn", modules,
                         exhaustive=exhaustive, sources=self.language.sources)
        # config `tn_lower_case`: the classes whose readings TN writes in lower case (as
        # ASR training text is written: de "eine million", "acht uhr")
        lower = set(self.language.setting("tn_lower_case").split())
        self._lower = {i for i, rule in enumerate(self.rules) if rule.cls in lower}
        w = self.language.written
        # Where words are not separated by spaces (买了5个), a number starts inside a token: at
        # a digit or a sign after something else, or at an ordinal mark's prefix (第); where
        # they are, at digits glued to a letter ("тест2").
        # config tn_signs_inside_words yes: an amount starts at a currency sign of letters inside
        # a word too (zh 价格是A$13.5)
        signs = (money.letter_signs(language)
                 if language.setting("tn_signs_inside_words") == "yes" else [])
        numerals = ethiopic.inner_start(language)  # (am በ፳፻፲፮)
        unspaced = [rf"(?<!{w.digit_class}){w.digit_class}", w.minus_pattern,
                    *(regex.escape(p) for p, _, _, _ in w.ordinal_marks if p),
                    *(rf"(?<!\p{{Latin}}){regex.escape(s)}" for s in signs),
                    *filter(None, [fillers.tn_pattern(language)])]
        # (or at digits after a tatweel, which lengthens the letter before it: ar "بـ20%")
        spaced = [rf"(?<={w.letters}|\u0640){w.digit_class}", *([numerals] if numerals else [])]
        # (config tn_fullwidth_letters: full-width letters anywhere in a word, 新ＩＰＨＯＮＥ)
        for starts in (unspaced, spaced):
            starts.extend(filter(None, [fullwidth.tn_pattern(language)]))
        if language.setting("glued_hyphen") == "spaced":  # ru "тест-8"
            spaced.append(rf"(?<={w.letters})-(?={w.digit_class})")
        self._inner_starts = regex.compile("|".join(spaced if w.spaced else unspaced))
        # an address inside unspaced text (zh 邮箱abc@qq.com): a pattern of its own, as in the
        # alternation above it would cost every line 15 times the scan (the regex module no
        # longer skips ahead to the alternation's first characters)
        address_start = electronic.tn_inner_start(language)
        self._address_starts = regex.compile(address_start) if address_start else None
        # where an abbreviation starts (inside a token too: zh 一个mba, rw "www")
        self._listed_starts = getattr(listed, "STARTS", None)
        # config tn_glued_spans spaced: readings of numbers written together (ko 1월1일) or
        # after a word (기원전128년) are spaced apart: 일월 일일, 기원전 백이십팔년
        self._space_glued = language.setting("tn_glued_spans") == "spaced"
        # config tn_particles: `after-consonant/after-vowel` pairs of particles written on a
        # number, which take the form its reading asks for (ko 4/7이 칠분의 사가, 2/3은 삼분의 이는)
        self._particles = {}
        for item in language.setting("tn_particles").split():
            consonant, _, vowel = item.partition("/")
            self._particles[consonant] = self._particles[vowel] = (consonant, vowel)
        # config tn_proclitics: one-letter words written with a hyphen before digits (he ב "in",
        # ה "the": "ב-15" בחמש עשרה), said on the reading with no hyphen
        self._proclitics = frozenset(language.setting("tn_proclitics").split())
        # config tn_before_reading (`word=form/start,start` each): a word right before a
        # reading takes its form where the reading starts with one of those letters, and the
        # word where not (ru "о 1 км" об одном километре, "об 5 км" о пяти километрах, "к 2
        # числу" ко второму числу; the preposition is outside the span its case is read by)
        self._before_reading = {}
        for word, said in language.setting_pairs("tn_before_reading", "word=form/starts"):
            form, _, starts = said.partition("/")
            if not (form and starts):
                raise LexiconError(f"{lang}/numbers/config.tsv: tn_before_reading: {said!r} "
                                   "is not form/start,start")
            pair = (word, form, tuple(starts.split(",")))
            self._before_reading[word] = self._before_reading[form] = pair

    def normalize_with_alignment(self, text: str) -> Result:
        result = super().normalize_with_alignment(text)
        if not result.spans:
            return result
        if self._before_reading:
            result = _before_readings(result, self._before_reading)
        if self._proclitics:
            result = _proclitics_joined(text, result, self._proclitics)
        if self._particles:
            result = _with_particles(result, self._particles)
        result = endings.joined(self.language, text, result)  # (te 1947లో, ml 2000ൽ)
        if self._space_glued:
            return _spaced_apart(text, result)
        # (words spaced: two readings of spans written together are two words, not one run
        # together as "втораяпроцент"; a reading that ends or starts with a sign or a
        # space stays joined: "5-10 км" пять-десять километров)
        return _spaced_apart(text, result, words=False) if self.language.written.spaced else result

    def rewrite(self, rule_index: int, span: str) -> str | None:
        spoken = super().rewrite(rule_index, span)
        return spoken.lower() if spoken is not None and rule_index in self._lower else spoken

    def candidate_starts(self, text: str) -> Iterator[int]:
        inner = [m.start() for m in self._inner_starts.finditer(text)]
        if self._address_starts is not None:
            inner += [m.start() for m in self._address_starts.finditer(text)]
        if self._listed_starts is not None:
            inner += [m.start() for m in self._listed_starts.finditer(text, overlapped=True)]
        if not inner:
            yield from super().candidate_starts(text)
            return
        yield from sorted({*super().candidate_starts(text), *inner})


def _spaced_apart(text: str, result: Result, words: bool = True) -> Result:
    """`result` with a space before each span of a number that follows another span or a
    word of two letters or more right before it in `text` (not `words`: before each span
    that follows another span, where the readings meet letter to letter or digit)."""
    out, spans, shift, pos, last_end = [], [], 0, 0, -1
    for span in result.spans:
        said = result.text[span.out_start:span.out_end]
        if words:
            # (the three characters before: the pattern reads no more, "$" matching before a
            # final newline too; the whole text before each span made a line quadratic)
            before = text[max(0, span.src_start - 3):span.src_start]
            glued = span.cls != whitelist.CLASS and (  # (an abbreviation is a word: 한국전자(주))
                span.src_start == last_end or _WORD_BEFORE.search(before) is not None)
        else:
            glued = (span.src_start == last_end and span.out_start == pos and said[:1].isalnum()
                     and result.text[span.out_start - 1:span.out_start].isalnum())
        out.append(result.text[pos:span.out_start])
        start = span.out_start + shift
        if (glued and span.out_start > 0 and not result.text[span.out_start - 1].isspace()
                and not said[:1].isspace()):
            out.append(" ")  # (the span's: the text outside spans is kept)
            shift += 1
        out.append(said)
        spans.append(dataclasses.replace(span, out_start=start, out_end=span.out_end + shift))
        pos, last_end = span.out_end, span.src_end
    out.append(result.text[pos:])
    return Result("".join(out), spans)


# A word's characters are letters and the marks on them (hi "मीटर", te "లో": a vowel sign is
# a mark, \p{M}; letters alone cut a word at each one)
_LETTER = r"\p{L}\p{M}*"
_WORD_BEFORE = regex.compile(rf"(?:{_LETTER}){{2,}}$")


def _proclitics_joined(text: str, result: Result, proclitics: frozenset[str]) -> Result:
    """`result` with the hyphen between a proclitic letter that starts a word and a span
    right after it taken into the span and left unsaid (he "ב-15" בחמש עשרה)."""
    out, spans, shift, pos = [], [], 0, 0
    for span in result.spans:
        start = span.src_start
        joined = (start >= 2 and text[start - 1] == "-" and text[start - 2] in proclitics
                  and (start == 2 or not text[start - 3].isalnum())
                  and span.out_start > 0 and result.text[span.out_start - 1] == "-"
                  and pos < span.out_start  # (the hyphen is the text's, outside spans)
                  # (a reading that starts with Latin letters keeps it: "ל-dana נקודה ...")
                  and not result.text[span.out_start:span.out_start + 1].isascii())
        out.append(result.text[pos:span.out_start - 1] if joined
                   else result.text[pos:span.out_start])
        if joined:
            shift -= 1
        out.append(result.text[span.out_start:span.out_end])
        spans.append(dataclasses.replace(
            span, src_start=start - 1 if joined else start,
            out_start=span.out_start + shift, out_end=span.out_end + shift))
        pos = span.out_end
    out.append(result.text[pos:])
    return Result("".join(out), spans)
_PARTICLE = regex.compile(rf"(?:{_LETTER})+")


def _with_particles(result: Result, particles: dict[str, tuple[str, str]]) -> Result:
    """`result` with each particle right after a span in the form for the reading's last
    sound: a Hangul syllable with a final consonant or without (the one script whose
    particles change so; the text after the particle is no letter)."""
    text, spans = result.text, []
    for span in result.spans:
        word = _PARTICLE.match(text, span.out_end)
        last = text[span.out_start:span.out_end][-1:]
        if word is not None and word.group() in particles and _HANGUL.fullmatch(last):
            vowel_final = (ord(last) - 0xAC00) % 28 == 0
            form = particles[word.group()][1 if vowel_final else 0]
            if form != word.group() and len(form) == len(word.group()):
                # (the particle rewritten is the span's: the text outside spans is kept)
                text = text[:word.start()] + form + text[word.end():]
                span = dataclasses.replace(span, src_end=span.src_end + len(form),
                                           out_end=span.out_end + len(form))
        spans.append(span)
    return Result(text, spans)


_HANGUL = regex.compile(r"[\uac00-\ud7a3]")
# The word of letters right before a span of TN's output, then spaces only ("о" in "о 5
# ..."). Not ITN's _word_before (below), on purpose: this needs the match (its positions and
# case, to rewrite the word), the whole stretch since the last span (no 40-character window,
# which can cut a word), letters and their marks only (a digit or "_" is no particle) and
# spaces only (a word across a line break is not taken into the span); one helper with flags
# for all four would be two helpers in one.
_WORD_LEFT = regex.compile(rf"(?<![\p{{L}}\p{{M}}])((?:{_LETTER})+) +$")


def _before_readings(result: Result,
                     forms: dict[str, tuple[str, str, tuple[str, ...]]]) -> Result:
    """`result` with each word of `forms` right before a span in the form for the reading's
    start (the second where it starts with one of the starts, the first where not), taken
    into the span; its first letter's case kept."""
    text, out, spans, shift, pos = result.text, [], [], 0, 0
    for span in result.spans:
        said = text[span.out_start:span.out_end]
        word = _WORD_LEFT.search(text, pos, span.out_start)
        row = forms.get(word.group(1).lower()) if word is not None else None
        start, src_start = span.out_start, span.src_start
        if row is not None and said[:1].isalpha():
            plain, form, starts = row
            form = form if said.lower().startswith(starts) else plain
            if word.group(1)[0].isupper():
                form = form[0].upper() + form[1:]
            # (the word and the spaces after it are the span's now)
            said = form + text[word.end(1):span.out_start] + said
            src_start -= span.out_start - word.start(1)
            start = word.start(1)
        out.append(text[pos:start])
        new_start = start + shift
        shift += len(said) - (span.out_end - start)
        out.append(said)
        spans.append(dataclasses.replace(span, src_start=src_start, out_start=new_start,
                                         out_end=new_start + len(said)))
        pos = span.out_end
    out.append(text[pos:])
    return Result("".join(out), spans)


class NumbersITN(RuleEngine):
    lexicons_read_at_start = True

    def __init__(self, lang: str, scheme: str | None = None, exhaustive: bool = False):
        self.language = Language(lang, itn=True)
        self.language.data  # noqa: B018
        # A run both a cardinal and an ordinal read is a cardinal (the ordinal reads it only
        # as a variant): cardinal first; and a fraction before an ordinal (es "un décimo" is
        # 1/10, not "undécimo" said apart); a time said as a count of hours is a time (ru "два
        # часа" 02:00), other counts are measures.
        language = self.language
        # A listed phrase is written as its table says, where it fits (hi "आधा कप" १/२ कप,
        # which FRACTION leaves a word); a date's words read as numbers too are a date (vi
        # "năm hai nghìn" the year 2000).
        listed = whitelist.itn(language)
        modules = [listed, date.itn(language),
                   *(m.itn(language)
                     for m in (decimal, cardinal, percent, common_fraction, ordinal)),
                   counted_itn.itn(language),
                   money.itn(language), time_of_day.itn(language), measure.itn(language),
                   electronic.itn(language), telephone.itn(language), address.itn(language),
                   expression.itn(language), fillers.itn(language)]
        # config `itn_prefer`: classes that win a tie over the others (mr TIME: "साडे चार" is
        # 04:30, not 4 1/2)
        # (`CLASS>OTHER`: over that class only: it, pt TIME>FRACTION)
        preferred = language.setting("itn_prefer").split()
        over = [item.split(">") for item in preferred if ">" in item]
        preferred = {item for item in preferred if ">" not in item}
        modules.sort(key=lambda m: not any(rule.cls in preferred for rule in m.RULES))
        for winner, loser in over:
            has = [next((i for i, m in enumerate(modules) if any(r.cls == c for r in m.RULES)),
                        None) for c in (winner, loser)]
            if None not in has and has[0] > has[1]:
                modules.insert(has[1], modules.pop(has[0]))
        # (the ACCEPT: tables below are built by scan.py: an edit of it rebuilds them)
        super().__init__(f"{lang}-itn", modules, exhaustive=exhaustive,
                         sources=(*self.language.sources, "grammars/scan.py"))
        # (a class module may build a rule's acceptor its own way, from its parts: ACCEPTORS)
        own = {name: build for m in modules for name, build in m.ACCEPTORS.items()}
        for name in {rule.fst for rule in self.rules}:
            self.add_transducer(ACCEPT + name, own.get(name) or optimized(
                lambda g, name=name: acceptor(g.get(name))))
        self._tables: dict[str, Table] | None = None
        self._keep_below = int(self.language.setting("itn_keep_below", _KEEP_BELOW))
        self._endings = itn_endings.ItnEndings.of(
            self.language.written.endings, lang, self.language.data.config, self.language.say)
        # config itn_keep_counted: classes whose reading of such a word and the word it counts
        # stays words in running text too (zh MEASURE: 银河落九天, 等了三天; 五吨 alone 5吨)
        self._keep_counted = frozenset(self.language.setting("itn_keep_counted").split())
        self._said_number_chars = _number_chars(self.language) if self._keep_counted else ()
        self._ordinal_keep_below = int(self.language.setting("itn_ordinal_keep_below",
                                                             _ORDINAL_KEEP_BELOW))
        self._ordinal_keep_alone = self.language.setting("itn_ordinal_keep_alone") != "no"
        # config itn_ordinal_keep_from N: an ordinal from N up said in one word stays a word (ar
        # 100: المئة, in "في المئة" a percentage's words)
        self._ordinal_keep_from = int(self.language.setting("itn_ordinal_keep_from", "0"))
        # config itn_ordinal_keep N ...: the numbers whose ordinal said in one word stays a word,
        # as below itn_ordinal_keep_below (ur 1 2 3 4 6: پہلا دوسری چھٹا, irregular words with no
        # written form in digits; پانچواں 5واں)
        self._ordinal_keep = frozenset(self.language.setting("itn_ordinal_keep").split())
        # config itn_fraction_proper yes: a fraction said denominator first is read only where
        # its numerator is below its denominator; otherwise its words are a case-marked number
        # and the next one (kk "бестен онға дейін" from five to ten, az "saat beşdə on nəfər"
        # at five, ten people: not 10/5)
        self._fractions_proper = self.language.setting("itn_fraction_proper") == "yes"
        # config itn_keep_words: number words that stay words where one is read alone right
        # after an ordinal just written or a Roman numeral, whatever their value (mn зуун, the
        # bound form of 100 and "century": "хорин нэгдүгээр зуун" 21-р зуун, never "21-р 100";
        # "XXI зуун"; "зуун хүн" 100 хүн)
        self._keep_words = frozenset(self.language.setting("itn_keep_words").lower().split())
        # config itn_ordinal_not_after: words after which a spoken ordinal stays words (ar
        # الساعة: "الساعة الحادية عشرة" is an hour)
        self._ordinal_not_after = frozenset(
            self.language.setting("itn_ordinal_not_after").lower().split())
        # ... and itn_ordinal_not_before: words before which it does ("الحادية عشرة صباحا")
        self._ordinal_not_before = frozenset(
            self.language.setting("itn_ordinal_not_before").lower().split())
        # config itn_keep_compounds: forms of cardinal.tsv whose readings of several words stay
        # words as a whole where no class reads more (ar ordinal-day: "الخامس عشر" the 15th,
        # never "الخامس 10")
        self._compounds = _compounds(self.language)
        self._ordinal_bare = ordinal.bare_patterns(self.language)  # ru years: 1996, not 1996-го
        # config itn_ordinal_before_word yes: an ordinal said before the word it numbers is
        # written joined to it by ordinal_before_word's sign, as TN reads it (uz "yigirma
        # birinchi asr" 21-asr, "beshinchi sinfda" 5-sinfda; ordinal.joined_before_word)
        self._joined_before_word = ordinal.joined_before_word(self.language)
        # config `itn_keep_alone yes`: such a word stays a word on a line of its own too
        self._keep_alone = self.language.setting("itn_keep_alone") == "yes"
        # config itn_digits_before: words (counters) before which such a word is written in
        # digits (ja 鳥一羽 鳥1羽, 四円 4円)
        self._digits_before = tuple(self.language.setting("itn_digits_before").split())
        # config itn_digits_after: words after a number just written after which such a word is
        # written in digits too (zh 十二块五 12块5, a price said with its tenths)
        self._digits_after = frozenset(self.language.setting("itn_digits_after").split())
        # config itn_digits_after_classes: classes right after whose reading just written such a
        # word is written in digits too (zh MEASURE: 十毫秒一帧 10ms1帧, a rate)
        self._digits_after_classes = frozenset(
            self.language.setting("itn_digits_after_classes").split())
        # config itn_digits_ending_after: words after which such a word that ends a clause is
        # written in digits where a number was written before it on the line (zh 是: 计算负二的
        # 绝对值是二 计算-2的绝对值是2, an answer; 一是一，二是二 stays)
        self._digits_ending_after = tuple(self.language.setting("itn_digits_ending_after").split())
        self._last: tuple[str | None, int] = (None, 0)  # the text and end of the last rewrite
        self._last_cls = ""  # ... and its class
        self._last_digit = False  # ... and whether what it wrote ends with a digit
        self._bounds: tuple[str | None, int, int] = (None, 0, 0)  # a line and its non-space
        self._style = ItnStyle(self.language.written, quantity_words(self.language))
        # the classes whose numbers config itn_group_from groups (data.py)
        self._grouped = frozenset(
            self.language.setting("itn_grouped_classes", _GROUPED).split())
        self._number_marks = ordinal.number_marks(self.language)  # mk 1-ви, 3-ти
        self._money_style = money.itn_style(self.language)  # es "$12,05"
        self._currency_first, self._currency_last = money.itn_name_words(self.language)
        self._money_joiners = money.itn_joiner_words(self.language)  # (es "y": _bare_cents)
        self._date_style = date.itn_style(self.language)  # ru "12.12.2006"
        # de "08:07 Uhr"; a time of a row keyed @loose stands apart (time.py)
        self._time_style, self._time_loose = time_of_day.itn_style(self.language)
        self._time_not_before = time_of_day.itn_not_before(self.language)  # ru "... человек"
        self._unit_words: frozenset[str] | None = None  # (units' words, when first asked)
        # the first CARDINAL rule: a number word before a time that stands apart (_apart)
        self._cardinal_rule = next((i for i, rule in enumerate(self.rules)
                                    if rule.cls == "CARDINAL"), None)
        # words before which an ordinal is written in Roman numerals (fr XIXᵉ siècle)
        self._roman_before = set(self.language.setting("itn_roman_before").lower().split())
        # Where words are not spaced (zh, ja), numbers are found inside running text: a run
        # starts at a number character after any other, and ends at any character.
        self._inside = (not self.language.written.spaced
                        and self.language.setting("itn_inside_words") == "yes")
        # the minus word said right after a number is arithmetic's, not the next number's sign
        # (_minus_between: "dieci meno cinque" 10 - 5, never "10 -5")
        self._minus_word = ("" if self._inside
                            else self.language.setting("minus", "minus").lower() + " ")
        self._number_chars = _number_chars(self.language) if self._inside else frozenset()
        self._not_numbers = not_numbers(lang) if self._inside else ()
        # not_number_ends.tsv: words that are no numbers where a run would end inside them
        # (zh 快一点 "a bit faster"; 一点五 1.5 is read)
        self._not_number_ends = not_numbers(lang, "not_number_ends") if self._inside else ()
        # ... and where words are spaced, not_numbers.tsv's words are words said alone in running
        # text or on a line of their own, a particle on them too (ko 만일 "if", 만두 "dumpling",
        # 천사가 "the angel"; 만 일 is 10001: _stays_a_word)
        self._not_number_words = (frozenset(not_numbers(lang)) if self.language.written.spaced
                                  else frozenset())
        # config itn_digit_apart yes: a number may end right before a lone digit word that a
        # word (a counter) follows, which the digit counts (zh 一百一个 100一个, 一万三天
        # 10000三天); otherwise a number is never cut off by a number character
        # (config itn_plate_regions: a licence plate's letters are written in the case said)
        self._plates = bool(self.language.setting("itn_plate_regions"))
        self._digit_words = (_digit_words(self.language)
                             if self.language.setting("itn_digit_apart") == "yes" else ())
        # config itn_digit_apart_before: words (counters) a number's last digit said without
        # its scale word counts, apart from the number (zh 一百一个 100一个, but 一百一人 110人)
        self._apart_before = tuple(self.language.setting("itn_digit_apart_before").split())
        if self._apart_before:
            self._counted_digit = regex.compile(
                f"[{''.join(_abbreviated_after(self.language))}]"
                f"[{''.join(_digit_words(self.language))}]"
                f"(?:{'|'.join(map(regex.escape, self._apart_before))})")
            self._longest_apart = max(map(len, self._apart_before))
        # config itn_numbers_after: words after which those words are numbers (ja 正午十分過ぎ)
        self._numbers_after = tuple(self.language.setting("itn_numbers_after").split())
        # a run may also start at a word said before a time (zh 上午八点半) or a date (ja 令和,
        # R六 令和6), which is no number character: a number after it starts a run of its own
        # too (剩下十五个), and one before it ends there (十大, 二十r: 大正, R)
        self._also_starts = (time_of_day.itn_start_chars(self.language)
                             | date.itn_start_chars(self.language)
                             | measure.itn_start_chars(self.language)  # (每小时十公里)
                             | fillers.first_chars(self.language)
                             | common_fraction.itn_start_chars(self.language)  # (ルート三)
                             # (a word of itn_plus_minus_words: zh 正负二 ±2; 正 is no
                             # number character elsewhere: 正十二面体)
                             | {w[:1] for w in
                                self.language.setting("itn_plus_minus_words").split()}
                             | telephone.itn_start_chars(self.language)
                             | electronic.itn_start_chars(self.language)  # (abc艾特qq点com)
                             if self._inside else ())
        # (where an address starts with a listed word said in other letters: ja グーグル)
        words = electronic.itn_start_words(self.language) if self._inside else ()
        self._address_words = (regex.compile("|".join(map(regex.escape, words)), regex.IGNORECASE)
                               if words else None)
        self._listed_fits = listed.FITS  # whether a listed phrase is written where it stands
        # scale words of a thousand and up: one right after a run the run did not take in
        # counts the run's last words ("tres mil y cuatro mil": 3000 y 4000, not 3004 mil)
        self._large_scales = frozenset(w for power, words in scale_words(language).items()
                                       if power >= 3 for w in words if " " not in w)
        self._listed_starts = listed.FIRST_CHARS if self._inside else frozenset()
        # config itn_proclitics: one-letter words written on the next word (he ב "in", כ
        # "about"), joined to a number ITN writes with itn_proclitic_joiner (he "ב-1,948")
        self._proclitics = frozenset(self.language.setting("itn_proclitics").split())
        # ("none": written on the number as on the word, am "በሁለት ሺህ" በ2016)
        joiner = self.language.setting("itn_proclitic_joiner", "-")
        self._proclitic_joiner = "" if joiner == "none" else joiner
        also = self.language.setting("itn_also")  # code-switched input: es, hi `en`
        self._also = (code_switch.SecondLanguage(
            lang, also, self.language.setting("itn_also_apart").split(),
            options=self.language.setting("itn_also_options").split()) if also else None)

    def normalize_with_alignment(self, text: str) -> Result:
        # the last rewrite is this line's only: the same str object normalized again must not
        # find its own earlier rewrite there (hi "kदो लाख": a unit once, a number the next time)
        self._last = (None, 0)
        if self._endings is None:
            result = super().normalize_with_alignment(text)
        else:  # (a number word with an ending written on it: itn_endings.py)
            result = itn_endings.read(self._endings, text, super().normalize_with_alignment)
        return self._also.between(text, result) if self._also is not None else result

    def candidate_starts(self, text: str) -> Iterator[int]:
        """The start of every word (the tables below reject a word that starts no number
        after a byte or two); inside words, every number character after another one."""
        if self._inside:
            words_at = ({m.start() for m in self._address_words.finditer(text)}
                        if self._address_words is not None else ())
            for i, ch in enumerate(text):
                if (ch in self._number_chars and not self._inside_a_run(text, i)
                        or ch.lower() in self._listed_starts
                        or ch.lower() in self._also_starts and not _inside_latin(text, i)
                        or i in words_at):
                    yield i
            return
        for token in _TOKEN.finditer(text):
            yield token.start()
            if token.group()[:1] in self._proclitics and len(token.group()) > 1:
                yield token.start() + 1
            opening = _OPENING.match(token.group())
            if opening is not None and opening.end() < len(token.group()):
                yield token.start() + opening.end()  # ("(veinte)", "¡veinte!")

    def _inside_a_run(self, text: str, i: int) -> bool:
        return i > 0 and text[i - 1].lower() in self._number_chars

    def choose_rewrite(
        self, text: str, start: int, first: int, end: int
    ) -> tuple[str | None, int, int]:
        """The longest run of words from `start` that some class reads (ties: rule order).
        Words are compared lower-cased, with any run of spaces as one space."""
        if self._tables is None:
            fsts = self.transducers()
            self._tables = {rule.fst: Table(fsts[ACCEPT + rule.fst]) for rule in self.rules}
        in_a_run = self._inside and self._inside_a_run(text, start)
        # a window, not the rest of the line: each start costs the same on a long line
        window = text[start:start + _WINDOW]
        truncated = len(text) - start > _WINDOW
        rest, offsets = _squeezed(_lower(window))
        candidates = []
        for index, rule in enumerate(self.rules):
            if in_a_run and rule.cls != whitelist.CLASS:
                continue
            for cut in self._tables[rule.fst].word_ends(rest, anywhere=self._inside,
                                                        punctuation=True):
                if not (truncated and cut == len(rest)):  # the window's end is no word's end
                    candidates.append((cut, index))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        compound = _compound_at(self._compounds, rest)
        between = self._minus_between(text, start, rest)
        if between == "words" and candidates:  # ("sette meno dodici": all of it said)
            stop = start + offsets[candidates[0][0]]
            return text[start:stop], first, stop
        cents_apart = False  # (an amount's bare cents are the next amount's: see below)
        time_apart = False  # (a time before a word of config itn_time_not_before: see below)
        for cut, index in candidates:
            if cut < compound:
                break  # (a reading of part of a compound: its words stay as said)
            if (self.rules[index].cls == "CARDINAL" and candidates[-1][0] < cut
                    and self._scale_word_next(text, start + offsets[cut])):
                continue  # a shorter run leaves the scale word its multiplier (a decimal's
                # scale word is its quantity: "cero coma seis millones")
            if self.rules[index].cls == "MONEY" and candidates[-1][0] < cut:
                # the cents said bare are the next amount's ("dos dólares y sesenta y tres
                # dólares": $2 y $63): the amount ends with its units' or cents' name
                cents_apart |= self._word_next(text, start + offsets[cut], self._currency_first)
                if cents_apart and rest[:cut].rsplit(" ", 1)[-1] not in self._currency_last:
                    continue
                if self._bare_cents_count(text, start + offsets[cut], rest[:cut]):
                    continue
            stop = start + offsets[cut]
            if self._inside and _latin_word_goes_on(text, start, stop):
                continue  # (R of R六 令和6 is no era in a word of Latin letters: R二D二)
            spoken = self.rewrite(index, rest[:cut])
            if spoken is None:
                continue
            if self.rules[index].cls == whitelist.CLASS:
                if self._listed_fits(text, start, stop, rest[:cut]):
                    return spoken, index, stop
                continue
            if self._apart_before and self._digit_counts(text, start, stop):
                continue  # (a shorter run ends before the digit: 一万三天 10000三天)
            # (a fraction's or a percentage's own words may hold such a word: 十分之一, 百分之五)
            if (self._inside and self.rules[index].cls != fillers.CLASS  # (呃二十 drops 呃)
                    and self._not_a_number(text, start, stop,
                                           self.rules[index].cls in _OWN_WORDS)):
                continue  # a shorter run may end before the word (二十五千克: 25 千克)
            if (self._stays_a_word(text, start, stop, spoken, self.rules[index].cls)
                    or self._unit_after(text, start, stop, spoken)):
                return None, first, start
            if self.rules[index].cls == "ORDINAL":
                if (self._ordinal_not_after
                        and _word_before(text, start) in self._ordinal_not_after
                        or self._word_next(text, stop, self._ordinal_not_before)):
                    continue  # (its words as a compound claims them, or the shorter readings)
                if self._number_marks:
                    spoken = ordinal.with_number_mark(self._number_marks, spoken)
                if self._ordinal_bare:
                    spoken = ordinal.without_mark(self._ordinal_bare, spoken)
                after = _NEXT_WORD.match(text, stop)
                if after and after.group(1).lower() in self._roman_before:
                    spoken = roman.in_roman(spoken)
                elif self._joined_before_word is not None and not self._number_next(text, stop):
                    spoken, stop = ordinal.written_before_word(self._joined_before_word, text,
                                                               stop, spoken)
            if self.rules[index].cls == "MONEY":
                spoken = self._money_style(spoken)
            if self.rules[index].cls == "TIME":
                if self._time_loose(spoken) and not self._apart(text, start, stop):
                    if self._half_read(text, start, stop, cut, candidates):
                        return text[start:stop], first, stop  # (whole or not at all)
                    continue  # (it "figli di tredici e quindici anni": numbers)
                if time_apart or self._word_next(text, stop, self._time_not_before):
                    time_apart = True  # (and a shorter time: "два двадцать пять рублей")
                    continue  # (a range of counts: ru "двадцать тридцать человек")
                if self._number_goes_on(rest, cut):
                    continue  # (kk "сағат жиырма бес" is 25, not 20:00 and 5)
                spoken = self._time_style(spoken)
                if text[start].isupper() and spoken[:1].islower():  # ("Las dos menos veinte")
                    spoken = spoken[0].upper() + spoken[1:]
            if self.rules[index].cls == "DATE":
                spoken = self._date_style(spoken, text[start:stop])
            if self.rules[index].cls == "TELEPHONE" and self._plates:  # (京A07ZX3F)
                spoken = _cased_as(text[start:stop], spoken)
            if self.rules[index].cls in ("FRACTION", "MEASURE"):  # zh 五分之一: "5|1" -> "1/5"
                # (a fraction of a unit too: 二分之一千克 1/2kg, itn_measure_fraction)
                spoken = common_fraction.in_written_order(spoken)
                if (self._fractions_proper and self.rules[index].cls == "FRACTION"
                        and _improper(spoken)):
                    continue
            written = (spoken if self.rules[index].cls in _AS_SAID  # (no native digits)
                       else self._style(spoken, group=self.rules[index].cls in self._grouped,
                                        spoken=rest[:cut],
                                        alone=self._whole_line(text, start, stop)))
            if written.endswith(".") and text[stop:stop + 1] == ".":
                written = written[:-1]  # one period ends the sentence and the written form: de
                # "Er wurde einundzwanzigster." 21., ru "пять рублей." 5 руб.
            if (text[start].isupper() and written[:1].islower()
                    and written.split(" ", 1)[0] == rest.split(" ", 1)[0]):
                written = written[0].upper() + written[1:]  # (a word kept: "Siglo XIX")
            if between == "digits" and written[:1] in _SIGNS and written[1:2] != " ":
                written = written[0] + " " + written[1:]  # (the sign between: "10 - 5")
            if self._large_scales and self.rules[index].cls not in _AS_SAID:
                written = _scale_words_cased(text[start:stop], written, self._large_scales)
            if self._after_proclitic(text, start) and self.rules[index].cls != whitelist.CLASS:
                written = self._proclitic_joiner + written
            if (self._inside and self._last_digit and self._last[0] is text
                    and self._last[1] == start and written[:1].isdigit()):
                written = " " + written  # (digits right after digits: zh 三月五号十二点 03/05 12点)
            self._last, self._last_cls = (text, stop), self.rules[index].cls
            self._last_digit = written[-1:].isdigit()
            return written, index, stop
        if compound:  # claimed as it is: no run starts inside it
            stop = start + offsets[compound]
            return text[start:stop], first, stop
        return None, first, start

    def _cardinal_ends(self, text: str) -> list[int]:
        """Where a cardinal said from the start of `text` may end (word_ends); none where
        words are not spaced or the language reads no cardinal."""
        if self._inside or self._cardinal_rule is None:
            return []
        return self._tables[self.rules[self._cardinal_rule].fst].word_ends(text, punctuation=True)

    def _number_goes_on(self, rest: str, cut: int) -> bool:
        """Whether the number said last in rest[:cut] goes on after it: a cardinal read from
        its last word runs past `cut` (kk "сағат жиырма бес": a time "сағат жиырма" would end
        inside twenty-five; "сағат бір жүз" inside a hundred). Where words are spaced."""
        if cut >= len(rest) or rest[cut] != " ":
            return False
        last = rest.rfind(" ", 0, cut) + 1
        ends = self._cardinal_ends(rest[last:])
        return bool(ends) and last + ends[0] > cut

    def _number_next(self, text: str, stop: int) -> bool:
        """Whether a cardinal is said from the word after `stop` on (where words are spaced:
        uz "beshinchi oʻn yillik" is no 5- joined to a word, config itn_ordinal_before_word)."""
        after = _NEXT_WORD.match(text, stop)
        return after is not None and bool(self._cardinal_ends(text[after.start(1):]))

    def _scale_word_next(self, text: str, stop: int) -> bool:
        """Whether the word after `stop` is a scale word of a thousand or more (where words
        are spaced)."""
        return self._word_next(text, stop, self._large_scales)

    def _word_next(self, text: str, stop: int, words: frozenset[str]) -> bool:
        """Whether the word after `stop` is one of `words` (where words are spaced)."""
        if self._inside or not words:
            return False
        after = _NEXT_WORD.match(text, stop)
        return after is not None and after.group(1).lower() in words

    def _after_proclitic(self, text: str, start: int) -> bool:
        """Whether `start` follows a proclitic letter at the start of a word."""
        return (start > 0 and text[start - 1] in self._proclitics
                and (start == 1 or text[start - 2].isspace()))

    def _number_word_before(self, text: str, start: int) -> bool:
        """Whether the word right before `start` is a number word (CARDINAL reads it)."""
        word = _word_before(text, start)
        cardinal = self._cardinal_rule
        return bool(word) and cardinal is not None and self.rewrite(cardinal, word) is not None

    def _apart(self, text: str, start: int, stop: int) -> bool:
        """Whether text[start:stop] stands apart: no number word or digit right before it,
        only the end or punctuation after it."""
        if text[:start].rstrip()[-1:].isdigit() or self._number_word_before(text, start):
            return False
        after = text[stop:].lstrip()
        return not after or not (after[0].isalnum() or after[0] in "'’")

    def _bare_cents_count(self, text: str, stop: int, said: str) -> bool:
        """Whether an amount `said` ends with its cents said without their word and a word
        follows them that they count ("cinco euros y dos niños": €5 y dos niños, not €5,02
        niños); a joiner of the cents is no such word ("cinco euros y cincuenta y ...")."""
        words = said.split()
        if (len(words) < 3 or words[-1] in self._currency_last or words[0] in self._currency_first
                or not any(w in self._currency_last for w in words[1:-1])):
            return False
        after = _NEXT_WORD.match(text, stop)
        return after is not None and after.group(1).lower() not in self._money_joiners

    def _minus_between(self, text: str, start: int, rest: str) -> str:
        """Where `rest` starts with the minus word right after a number, "digits" if that
        number is written in digits (typed so, or just written: the sign is written between the
        numbers, "dieci meno cinque" 10 - 5), "words" if it stayed a word (the words after it
        stay too: "sette meno dodici"); else ""."""
        if not self._minus_word or not rest.startswith(self._minus_word):
            return ""
        last_text, last_stop = self._last
        if text[:start].rstrip()[-1:].isdigit() or (
                last_text is text and self._last_digit and not text[last_stop:start].strip()):
            return "digits"
        if self._number_word_before(text, start):
            return "words"
        return ""

    def _half_read(self, text: str, start: int, stop: int, cut: int,
                   candidates: list[tuple[int, int]]) -> bool:
        """Whether a time of a row keyed `@loose` that does not stand apart (a word after
        it, no number before it) would be half read as numbers: its first word is a number
        that stays a word (it "ci vediamo tre e sedici domani": not "tre e 16"; eu "biak
        hamabost urte" both are 15: "biak" is no number, left to the numbers), or a fraction
        reads the same words (it "sette e un quarto", "undici e tre quarti": no "7 1/4" for
        a time), and no unit's word follows (a quantity names its unit: "undici e tre quarti
        litri" 11 3/4 litri). Then its words stay as said; "figli di tredici e quindici anni"
        are two numbers written whole."""
        cardinal = self._cardinal_rule
        if cardinal is None or text[:start].rstrip()[-1:].isdigit():
            return False
        if self._number_word_before(text, start):
            return False  # (a list of numbers: "dodici tredici e quindici")
        if self._unit_words is None:
            self._unit_words = time_of_day.unit_words(self.language)
        if self._word_next(text, stop, self._unit_words):
            return False  # (a quantity: "sette e un quarto chili" 7 1/4 chili)
        if any(c == cut and self.rules[i].cls == "FRACTION" for c, i in candidates):
            return True
        head = text[start:stop].split(None, 1)[0]
        written = self.rewrite(cardinal, head.lower())
        return written is not None and self._stays_a_word(text, start, start + len(head),
                                                          written, "CARDINAL")

    def _unit_after(self, text: str, start: int, stop: int, written: str) -> bool:
        """A lone scale word right after a number just written is its unit, not a number
        ("3,7 միլիոն", "४१.३ लाख"; from a thousand up: hy "տասնհինգ հարյուր" stays 15 100),
        with the words of a currency or unit after it too ("1,2 миллиона рублей")."""
        last_text, last_stop = self._last
        if last_text is not text or text[last_stop:start].strip():
            return False
        power = _POWER_OF_TEN.match(written)
        if power is None:
            return False
        counted = power.end() < len(written)  # "1000000 ₽": the scale word and a unit
        return counted or not _SPACES.search(text[start:stop])

    def _not_a_number(self, text: str, start: int, stop: int, inside_ok: bool = False) -> bool:
        """Whether the run starts inside or at a word of not_numbers.tsv (zh 千万; one that
        starts later is part of the number: 两千万; `inside_ok`: one inside the run is its
        own), starts and ends inside one of not_number_ends.tsv (zh 快一点, 十分) or is cut
        off by a number character that starts no such word (二十五千克: 25 千克)."""
        longest = max(len(self._not_numbers[0]) if self._not_numbers else 0,
                      len(self._not_number_ends[0]) if self._not_number_ends else 0)
        left = max(0, start - longest)
        lowered = text[left:stop + longest].lower()  # (one character for one here: CJK)
        # (after a word of config itn_numbers_after they are numbers: 正午十分 ten past noon)
        after = bool(self._numbers_after) and text.endswith(self._numbers_after, 0, start)
        for word in () if after else self._not_number_ends:
            if _ends_inside(lowered, start - left, stop - left, word):
                return True
        for word in () if after else self._not_numbers:
            at = lowered.find(word, max(0, start - left - len(word) + 1), start - left + len(word))
            if at != -1 and at <= start - left and not (
                    inside_ok and at == start - left and at + len(word) < stop - left):
                return True
        return (stop < len(text) and text[stop].lower() in self._number_chars
                and text[stop - 1].lower() in self._number_chars
                and not any(lowered.startswith(word, stop - left) for word in self._not_numbers)
                and not self._digit_apart(text, stop))

    def _digit_apart(self, text: str, stop: int) -> bool:
        """Config itn_digit_apart: a lone digit word at `stop`, a word that is no number
        character after it."""
        after = text[stop + 1:stop + 2]
        return (text[stop] in self._digit_words and after.isalpha()
                and after.lower() not in self._number_chars)

    def _digit_counts(self, text: str, start: int, stop: int) -> bool:
        """Config itn_digit_apart_before: the run holds a digit word said right after a scale
        word (一百一, 一万三) that ends the number, and one of those words follows it (at
        `stop`, or inside the run: a measure's unit, 一万三天)."""
        found = self._counted_digit.search(text, start, stop + self._longest_apart)
        return found is not None and found.start() + 2 <= stop

    def _after_number_and_word(self, text: str, start: int) -> bool:
        """Whether a word of config itn_digits_after is all between the last number written
        on this line and `start`."""
        last_text, last_stop = self._last
        return last_text is text and text[last_stop:start] in self._digits_after

    def _ends_an_answer(self, text: str, start: int, stop: int) -> bool:
        """Config itn_digits_ending_after: the run ends a clause (the line or a punctuation mark
        follows), one of those words is right before it, and a number was written before it
        on this line."""
        return ((stop == len(text) or not text[stop].isalnum())
                and text.endswith(self._digits_ending_after, 0, start)
                and self._last[0] is text)

    def _lone_digit_counted(self, text: str, start: int, written: str) -> bool:
        """Whether `written` is a number below itn_keep_below and a word, said as one number
        word (三天 3天; not 一千克 1kg)."""
        counted = _COUNTED.fullmatch(written)
        return (counted is not None and int(counted[1]) < self._keep_below
                and start + 1 < len(text)
                and text[start + 1].lower() not in self._said_number_chars)

    def _whole_line(self, text: str, start: int, stop: int) -> bool:
        """Whether text[start:stop] is the whole line but for spaces around it (the line's
        bounds found once per line)."""
        if self._bounds[0] is not text:
            first = len(text) - len(text.lstrip())
            self._bounds = (text, first, len(text.rstrip()))
        return (start, stop) == self._bounds[1:]

    def _stays_a_word(self, text: str, start: int, stop: int, written: str, cls: str) -> bool:
        span = text[start:stop]
        if _SPACES.search(span):
            return False
        if cls == "ORDINAL":
            number = _LEADING_NUMBER.search(written)  # (after a prefix mark too: ar الـ1)
            if number is not None and (int(number[0]) < self._ordinal_keep_below
                                       or number[0] in self._ordinal_keep) and (
                    self._ordinal_keep_alone or not self._whole_line(text, start, stop)):
                return True
            if number is not None and 0 < self._ordinal_keep_from <= int(number[0]):
                return True
        if self._inside and written[:1] in _SIGNS:
            return False  # (a signed number is no lone number word: zh 负二 -2)
        digits = written.strip(".-")
        value = int(digits) if digits.isdigit() else None
        if self._not_number_words and _a_word_not_number(span.lower(), written,
                                                          self._not_number_words):
            return True
        alone = self._whole_line(text, start, stop)
        if alone and not self._keep_alone:  # (config itn_keep_alone: on a line of its own too)
            return False
        if cls == "FRACTION" and not self.language.written.runs_together:
            return not alone  # one word in running text: hi आधा, fr demi (a line of it is 1/2)
        if span.lower() in self._keep_words and self._after_ordinal(text, start):
            return True
        if self._digits_before and text.startswith(self._digits_before, stop):
            return False
        if self._digits_after and self._after_number_and_word(text, start):
            return False
        if (self._last_cls in self._digits_after_classes and self._last[0] is text
                and self._last[1] == start):
            return False
        if self._digits_ending_after and self._ends_an_answer(text, start, stop):
            return False
        if cls in self._keep_counted and self._lone_digit_counted(text, start, written):
            return True
        if cls == "CARDINAL" and value is not None and self._after_a_word_kept(text, start):
            return True
        return value is not None and value < self._keep_below

    def _after_ordinal(self, text: str, start: int) -> bool:
        """Whether an ordinal just written, or a word in Roman numerals, is right before
        `start`, spaces between (config itn_keep_words)."""
        last_text, last_stop = self._last
        if (last_text is text and self._last_cls == "ORDINAL"
                and not text[last_stop:start].strip()):
            return True
        return _ROMAN_BEFORE.search(text, 0, start) is not None

    def _after_a_word_kept(self, text: str, start: int) -> bool:
        """Whether a number word that stayed a word is right before `start`, spaces between:
        the number after it stays a word too, the two said as one thing (uk "девʼять
        тридцять", a time or a range of counts without its cue or dash: not "девʼять 30")."""
        last_text, last_stop = self._last
        if last_text is text and not text[last_stop:start].strip():
            return False  # (the number before is written: "двадцять тридцять" 20 30)
        return self._number_word_before(text, start)


_SPACES = regex.compile(r"\s+")
_SIGNS = ("-", "+", "±")
_COUNTED = regex.compile(r"([0-9]+)([^0-9]+)")  # a number and a unit (3天)
_ODD_SPACES = regex.compile(r"(?: (?=\s)|[^\S ])\s*")  # a run other than " "
_WINDOW = 600  # characters ITN reads from a start (the longest spoken number is shorter)
_POWER_OF_TEN = regex.compile(r"10{3,}(?![0-9,.])")  # (and a unit after it: "1000000 ₽")
_LEADING_NUMBER = regex.compile(r"\d+")
_FRACTION_DIGITS = regex.compile(r"(\d+)/(\d+)")
_ROMAN_BEFORE = regex.compile(r"(?<![\w-])[IVXLCDM]+\s+$")  # (itn_keep_words: "XXI зуун")
_NEXT_WORD = regex.compile(r"\s+(\w+)")
_LAST_WORD = regex.compile(r"(\w+)\s+$")


def _a_word_not_number(span: str, written: str, words: frozenset[str]) -> bool:
    """Whether `span` is one of `words` (not_numbers.tsv's), or one and the ending that `written`
    keeps after its digits (ko 천사가 1004가)."""
    if span in words:
        return True
    return any(span[:cut] in words and written.endswith(span[cut:]) for cut in range(1, len(span)))


def _improper(written: str) -> bool:
    """Whether the last fraction `written` holds (N/D, digits of any script) is not below 1."""
    found = _FRACTION_DIGITS.findall(written)
    return bool(found) and int(found[-1][0]) >= int(found[-1][1])


def _word_before(text: str, start: int) -> str:
    """The word right before `start` (lower case; a few characters back), or "".

    Not TN's _WORD_LEFT (above), on purpose: ITN asks this on every candidate reading, so it
    looks 40 characters back only, wants only the word's lower case, and a word here is any
    \\w run (digits and marks too: hi "मीटर" keeps its vowel signs) before any whitespace."""
    match = _LAST_WORD.search(text, max(0, start - 40), start)
    return match.group(1).lower() if match else ""


def _compounds(lang: Language) -> tuple[str, ...]:
    """The readings of several words of the forms of config itn_keep_compounds (lower case,
    the longest first)."""
    forms = lang.setting("itn_keep_compounds").split()
    unknown = [f for f in forms if f not in lang.lowered.exact]
    if unknown:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_keep_compounds: no form "
                           f"{' '.join(unknown)} in cardinal.tsv")
    said = {r.lower() for f in forms for r in lang.lowered.exact[f].values() if " " in r}
    return tuple(sorted(said, key=lambda s: (-len(s), s)))


def _compound_at(compounds: tuple[str, ...], rest: str) -> int:
    """The length of the compound `rest` starts with, a whole word (0 where none)."""
    for said in compounds:
        if rest.startswith(said) and not rest[len(said):len(said) + 1].isalnum():
            return len(said)
    return 0


def _config_rows(lang: str) -> list[tuple[str, str]]:
    return optional_rows(f"{lang}/numbers/config.tsv")


def _number_chars(lang: Language) -> frozenset[str]:
    """The characters the language's spoken numbers are written with (readings, scale words,
    spellings ITN accepts, sign and decimal words, ordinal frames, telephone digit words)."""
    data = lang.lowered
    texts = [t for table in data.exact.values() for t in table.values()]
    texts += [SLOT.sub("", row.text) for row in data.rows] + [b for _, b in data.variants]
    texts += [v.lower() for k, v in data.config.items()
              if k in ("minus", "decimal_word", "itn_minus_words", "itn_plus_words",
                       "itn_decimal_words")
              or k.startswith("wrap@")]
    texts += [pair.partition("=")[0] for pair in data.config.get("itn_telephone_words", "").split()]
    # config itn_chars_not_numbers: characters of such words that are no number characters
    # (zh 的 of the minus word 负的: 二十的 is cut off by no number; 的二十 starts a run at 二)
    apart = set(data.config.get("itn_chars_not_numbers", ""))
    return frozenset(ch for text in texts for ch in text if ch.isalnum() and ch not in apart)


def _inside_latin(text: str, i: int) -> bool:
    """Whether text[i] is a Latin letter or digit after another (ja: R of R六 令和6 starts
    a date, the r of Power二十 none)."""
    return text[i].isascii() and i > 0 and text[i - 1].isascii() and text[i - 1].isalnum()


def _ends_inside(text: str, start: int, stop: int, word: str) -> bool:
    """Whether the run text[start:stop] starts inside or at an occurrence of `word` and ends
    inside it or at its end (not_number_ends.tsv: 快一点 stays, 快一点五 is read)."""
    for at in range(max(0, start - len(word) + 1), start + 1):
        if text.startswith(word, at) and stop <= at + len(word):
            return True
    return False


def _latin_word_goes_on(text: str, start: int, stop: int) -> bool:
    """Whether a run that starts at a Latin letter (ja R六 令和6) ends inside a word of Latin
    letters and digits, which the letter belongs to (R二D二, R六B)."""
    return (text[start].isascii() and text[start].isalpha() and stop < len(text)
            and text[stop].isascii() and text[stop].isalnum())


_WORD = regex.compile(rf"(?:{_LETTER})+")


def _scale_words_cased(said: str, written: str, scales: frozenset[str]) -> str:
    """`written` with a scale word it keeps in the case it was said in (de "zwei Millionen
    Euro" €2 Millionen, as German capitalizes nouns; "zwei millionen euro" €2 millionen)."""
    cased = {w.lower(): w for w in _WORD.findall(said) if w.lower() in scales and not w.islower()}
    if not cased:
        return written
    return _WORD.sub(lambda m: cased.get(m.group(), m.group()), written)


def _cased_as(said: str, written: str) -> str:
    """`written` with its Latin letters in the case of the same letters in order in `said`."""
    letters = iter(ch for ch in said if "a" <= ch.lower() <= "z")
    out = []
    for ch in written:
        if "a" <= ch <= "z":
            original = next(letters, ch)
            ch = original if original.lower() == ch else ch
        out.append(ch)
    return "".join(out)


def _abbreviated_after(lang: Language) -> frozenset[str]:
    """The scale words after which config itn_abbreviated lets a number end in a digit word
    (and their variant spellings: zh 萬)."""
    words = {upper for upper, _ in abbreviated_pairs(lang)}
    words |= {b for a, b in lang.lowered.variants if a in words}
    return frozenset(words)


def _digit_words(lang: Language) -> frozenset[str]:
    """The one-character words of the digits 1-9 (every form and spelling ITN reads)."""
    data = lang.lowered
    words = {table[n] for table in data.exact.values() for n in range(1, 10) if n in table}
    words |= {b for a, b in data.variants if a in words}
    return frozenset(w for w in words if len(w) == 1)


def _squeezed(text: str) -> tuple[str, Sequence[int]]:
    """`text` with each run of whitespace as one space, and for each offset of the result
    (and its end) the offset in `text`. Only the runs that are not one plain space change
    anything, and a window of words has few such runs or none (each start of a line's words
    squeezes its window, so this is most of ITN's own time)."""
    out: list[str] = []
    offsets: list[int] = []
    pos = 0
    for match in _ODD_SPACES.finditer(text):
        out.append(text[pos:match.start()])
        offsets.extend(range(pos, match.start() + 1))  # the characters before, and the run's
        out.append(" ")
        pos = match.end()
    if not out:
        return text, range(len(text) + 1)
    out.append(text[pos:])
    offsets.extend(range(pos, len(text) + 1))
    return "".join(out), offsets


def _lower(text: str) -> str:
    """Lower case, one character for one (offsets stay valid)."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
