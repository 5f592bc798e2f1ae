"""How a language writes numbers: digits (ASCII and native), grouping, signs, decimal marks,
ordinal marks. One source for both the regexes that find written numbers and the transducers
that read them (CONVENTIONS 12)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pynini
import regex
from pynini.lib import byte

from ...errors import LexiconError
from ...fst import DIGIT, delete
from ..base import alternation
from .data import SEPARATOR_NAMES, NumberData
from .endings import Endings

# Spaces that group digits in any locale ("1 000 000", "1 000", "1 000").
SPACES = (" ", "\u00a0", "\u202f", "\u2009")
MINUS_SIGNS = ("-", "\u2212")
# The most groups a grouped number has after its first: 12 groups of three (37-39 digits) are
# more than any language reads (es: 30 digits). Unbounded, "158 238 158 238 ..." (spaces
# group digits) is one number as long as the line: every group's start scanned to the end of
# the rules' window (engine.LONGEST_SPAN) and backtracked over each count, so such a line took
# time quadratic in its length. A regex tries the counts from the most down, so a match of at
# most this many groups is the same as without the bound.
MAX_GROUPS = 12


@dataclass
class Written:
    """The written side of one language's numbers."""

    data: NumberData

    @cached_property
    def native_digits(self) -> dict[str, str]:
        return dict(self.data.digits)

    @cached_property
    def decimal_separators(self) -> list[str]:
        return self.data.separators("decimal_separator", "period")

    @cached_property
    def itn_decimal_mark(self) -> str:
        """The mark ITN writes for the decimal word: config `itn_decimal_mark` (a separator
        name; vi writes "0.5" for "không phẩy năm", which TN reads written "0,5"), by default
        the first decimal separator."""
        name = self.data.config.get("itn_decimal_mark")
        if name is None:
            return self.decimal_separators[0]
        if name not in SEPARATOR_NAMES:
            raise LexiconError(f"{self.data.lang}/numbers/config.tsv: itn_decimal_mark: "
                               f"unknown separator {name!r} (known: {', '.join(SEPARATOR_NAMES)})")
        return SEPARATOR_NAMES[name]

    @cached_property
    def group_separators(self) -> list[str]:
        # a decimal separator groups only where the config says so (ar 1,000 and 7,99)
        both = "group_separator" in self.data.config
        own = [s for s in self.data.separators("group_separator", "comma")
               if both or s not in self.decimal_separators]
        return list(dict.fromkeys([*own, *SPACES]))

    @cached_property
    def indian_grouping(self) -> bool:
        """Lakh and crore: the last group has three digits, the others two (12,34,567)."""
        return 5 in self.data.powers and 7 in self.data.powers

    @cached_property
    def ordinal_marks(self) -> list[tuple[str, str, str, str]]:
        """(prefix, suffix, form, pattern) for each written ordinal mark `prefix{}suffix`, or
        `prefix{pattern}suffix` for a mark of the numbers whose digits match a pattern (`x`
        any digit, `*` any run, digits literal: ru `{xxx0}-е` the decades 1950-е, mk `{*1}-ви`)
        ("" = every number)."""
        out = []
        for mark, form in self.data.ordinal_marks:
            match = _MARK_SLOT.search(mark)
            if match is None:
                raise LexiconError(f"{self.data.lang}/numbers/ordinal_marks.tsv: {mark!r} has "
                                   "no {} for the digits")
            prefix, suffix = mark[:match.start()], mark[match.end():]
            out.append((prefix, suffix, form, match.group(1)))
        return out

    def ascii_number(self, text: str) -> str:
        """A written integer (native digits, group separators) -> its ASCII digits."""
        digits = to_ascii(text, self.native_digits)
        for separator in self.group_separators:
            digits = digits.replace(separator, "")
        return digits

    @cached_property
    def skips_leading_zeros(self) -> bool:
        """Whether an amount of money or a percentage written with leading zeros is read as
        the number after them: config `leading_zeros skipped` (every number: ru "03" три,
        digit.py) or `amounts` (only these: ar "$09", "09%"; bare digits such as a phone
        number "0501234567" are still read one by one)."""
        return self.data.config.get("leading_zeros") in ("skipped", "amounts")

    def without_leading_zeros(self, number: str) -> str:
        """A signed number in plain digits without the leading zeros of its whole part ("09" 9,
        "-00" -0, it "01,50" 1,50 and "00,50" 0,50: a decimal's too, session 38); other
        numbers as they are."""
        match = self._zero_led.fullmatch(number)
        return number if match is None else match.group(1) + match.group(2)

    @cached_property
    def _zero_led(self) -> regex.Pattern:
        digits = f"{self.digit_class}+"
        return regex.compile(rf"({self.minus_pattern}?){self.zero_class}+({digits}"
                             rf"(?:{alternation(self.decimal_separators)}{digits})?)")

    @cached_property
    def leading_zeros_fst(self) -> pynini.Fst:
        """= without_leading_zeros, as a transducer."""
        digit = pynini.project(self.digit, "input")
        zero = pynini.union(*[z for z in ("0", *self.native_digits)
                              if self.native_digits.get(z, "0") == "0"])
        sign = pynini.closure(pynini.union(*MINUS_SIGNS), 0, 1)
        decimals = pynini.closure(pynini.union(*[pynini.escape(s) for s in
                                                 self.decimal_separators])
                                  + pynini.closure(digit, 1), 0, 1)
        zero_led = (sign + zero + pynini.closure(digit, 1) + decimals).optimize()
        stripped = (sign + pynini.closure(delete(zero), 1)
                    + (pynini.difference(digit, zero) + pynini.closure(digit) | zero) + decimals)
        return pynini.union(pynini.difference(pynini.closure(byte.BYTE), zero_led),
                            stripped).optimize()

    # -- regex pieces ----------------------------------------------------------------------------
    @cached_property
    def spaced(self) -> bool:
        """Whether the script puts spaces between words (not zh, ja, th: config `word_spaces`)."""
        return self.data.config.get("word_spaces", "yes") != "no"

    @cached_property
    def space(self) -> str:
        """What TN writes between a reading's parts (sign, digit names, decimal word)."""
        return " " if self.spaced else ""

    def gap(self) -> pynini.Fst:
        """What ITN deletes between a number's parts (sign, number, decimal word, digits): a
        space, or a space or nothing where the parts run together (`runs_together`)."""
        if not self.runs_together:
            return delete(" ")
        return pynini.closure(delete(" "), 0, 1)

    @property
    def runs_together(self) -> bool:
        """Whether spoken numbers' parts may run together: the script has no spaces, or config
        `itn_gaps optional` says speakers' text runs them together (ko 마이너스일, 일점삼)."""
        return not self.spaced or self.data.config.get("itn_gaps") == "optional"

    @cached_property
    def letters(self) -> str:
        """The letters of the script the language's numbers are read in (a regex class)."""
        reading = self.data.exact[""].get(1) or next(iter(self.data.exact[""].values()), "")
        first = next((ch for ch in reading if ch.isalpha()), "a")
        script = next((s for s in _SCRIPTS if regex.match(rf"\p{{Script={s}}}", first)), None)
        return rf"\p{{Script={script}}}" if script else r"\p{L}"

    @cached_property
    def word_chars(self) -> str:
        """What a written number may not touch (inside a character class): any letter, or in a
        script written without spaces only Latin letters and digits ("买了5个")."""
        return r"\w" if self.spaced else r"\p{Latin}\d_"

    @cached_property
    def before(self) -> str:
        """Not inside a longer number or word; a decimal or a grouped number is read whole."""
        return rf"(?<![{self.word_chars}.,]|\d[.,])"

    @cached_property
    def endings(self) -> Endings | None:
        """What may be written right on a number's end (config `glued_endings`, endings.py)."""
        return Endings.of(self.data.lang, self.data.config) if self.spaced else None

    @cached_property
    def after_chars(self) -> str:
        """What a written number (or its unit or sign) may not be followed by (inside a
        character class): `word_chars`, but only Latin letters and digits where config
        `glued_endings` lets any letters follow (ko "5km를", ckb enclitics written on a number,
        its unit or its sign: "١٢:٣٠ی شەو", "٥٠٠ دینارەکە", "٥٠٪ی"; endings.py)."""
        if self.endings is not None and self.endings.letters:
            return r"\p{Latin}\d_"
        return self.word_chars

    @cached_property
    def ending_ahead(self) -> str | None:
        """A lookahead for an ending of config `glued_endings_listed` (te "1947లో"), or None."""
        return self.endings.ahead(self.word_chars) if self.endings is not None else None

    @cached_property
    def after(self) -> str:
        plain = rf"(?![{self.after_chars}]|[.,]\d)"
        return rf"(?:{self.ending_ahead}|{plain})" if self.ending_ahead else plain

    @cached_property
    def zero_class(self) -> str:
        """The digit zero, ASCII or native (hi "०")."""
        zeros = ["0", *(d for d, ascii_digit in self.native_digits.items() if ascii_digit == "0")]
        return "[" + "".join(regex.escape(z) for z in zeros) + "]"

    @cached_property
    def digit_class(self) -> str:
        native = "".join(self.native_digits)
        return f"[0-9{regex.escape(native)}]" if native else "[0-9]"

    def with_native_digits(self, pattern: str) -> str:
        """A regex over ASCII digits (digits, and classes of digits such as `[0-5]`) that also
        matches the language's native digits in their places (hi "१४:३०" for `[01]?[0-9]`)."""
        if not self.native_digits:
            return pattern
        natives: dict[str, str] = {}
        for native, ascii_digit in self.native_digits.items():
            natives[ascii_digit] = natives.get(ascii_digit, "") + native

        def digits_class(digits: str) -> str:
            return "[" + "".join(d + regex.escape(natives.get(d, "")) for d in digits) + "]"

        def expand(match: regex.Match) -> str:
            if match.group(0).startswith("{"):  # a quantifier
                return match.group(0)
            if match.group(1) is None:
                return digits_class(match.group(0))
            body = regex.sub(r"(\d)-(\d)", lambda r: "".join(
                str(d) for d in range(int(r.group(1)), int(r.group(2)) + 1)), match.group(1))
            return digits_class(body)

        return regex.sub(r"\{[0-9,]+\}|\[([0-9-]+)\]|[0-9]", expand, pattern)

    @cached_property
    def group_pattern(self) -> str:
        """Any of the grouping separators (an alternation, without a group)."""
        return "|".join(regex.escape(s) for s in self.group_separators)

    @cached_property
    def number_pattern(self) -> str:
        """A written unsigned integer: grouped as the locale writes it, or plain digits."""
        d = self.digit_class
        seps = self.group_pattern
        grouped = [rf"{d}{{1,3}}(?:(?:{seps}){d}{{3}}){{1,{MAX_GROUPS}}}"]
        if self.indian_grouping:
            grouped.append(rf"{d}{{1,2}}(?:(?:{seps}){d}{{2}}){{1,{MAX_GROUPS}}}(?:{seps}){d}{{3}}")
        return "(?:" + "|".join(grouped) + f"|{d}+)"

    @cached_property
    def minus_pattern(self) -> str:
        return "[" + "".join(regex.escape(m) for m in MINUS_SIGNS) + "]"

    @cached_property
    def decimal_pattern(self) -> str:
        """A decimal mark; one that also groups (ar ",") only before other than three
        digits, or after four digits in a row, where it cannot group: "7,99" and "2007,888"
        are decimals, "1,000" a thousand."""
        d = self.digit_class
        marks = []
        for s in self.decimal_separators:
            mark = regex.escape(s)
            marks.append(rf"(?:(?<={d}{{4}}){mark}|{mark}(?!{d}{{3}}(?!{d})))"
                         if s in self.group_separators else mark)
        return "(?:" + "|".join(marks) + ")"

    def decimal_marks(self, whole: pynini.Fst, digits: pynini.Fst,
                      drop_mark: bool = False) -> pynini.Fst:
        """`whole` (an acceptor of written integers), a decimal mark and `digits` (a transducer
        over written digits), as `decimal_pattern` reads them (`drop_mark`: the mark
        deleted)."""
        digit = pynini.project(self.digit, "input")
        three = pynini.closure(digit, 3, 3).optimize()
        ungrouped = pynini.intersect(whole, pynini.closure(digit, 4)).optimize()
        parts = []
        for s in self.decimal_separators:
            mark = delete(pynini.escape(s)) if drop_mark else pynini.accep(pynini.escape(s))
            if s not in self.group_separators:
                parts.append(whole + mark + digits)
                continue
            not_three = pynini.difference(pynini.project(digits, "input"), three).optimize()
            parts += [whole + mark + pynini.compose(not_three, digits),
                      ungrouped + mark + pynini.compose(three, digits)]
        return pynini.union(*parts).optimize()

    # -- transducers -----------------------------------------------------------------------------
    @cached_property
    def digit(self) -> pynini.Fst:
        """One written digit -> its ASCII digit."""
        native = [(pynini.escape(k), v) for k, v in sorted(self.native_digits.items())]
        return (DIGIT | pynini.string_map(native)).optimize() if native else DIGIT

    @cached_property
    def plain_digits(self) -> pynini.Fst:
        """Written digits, grouped or not -> ASCII digits without separators."""
        d = self.digit
        seps = pynini.union(*[pynini.escape(s) for s in self.group_separators])
        grouped = d + pynini.closure(d, 0, 2) + pynini.closure(delete(seps) + d + d + d, 1)
        forms = [grouped, pynini.closure(d, 1)]
        if self.indian_grouping:
            forms.append(d + pynini.closure(d, 0, 1) + pynini.closure(delete(seps) + d + d, 1)
                         + delete(seps) + d + d + d)
        return pynini.union(*forms).optimize()

    def sign(self, minus_word: str) -> pynini.Fst:
        minus = pynini.union(*MINUS_SIGNS)
        return pynini.cross(minus, pynini.escape(minus_word + self.space))


def strip_leading_zeros() -> pynini.Fst:
    """ASCII digits -> the same number without leading zeros ("007" -> "7", "0" stays)."""
    nonzero = pynini.difference(DIGIT, "0")
    return (pynini.closure(delete("0")) + nonzero + pynini.closure(DIGIT)
            | pynini.closure(delete("0")) + "0").optimize()


def to_ascii(text: str, native: dict[str, str]) -> str:
    return "".join(native.get(c, c) for c in text)


class ItnStyle:
    """How ITN writes the digits it produced: grouped from some length, in native digits."""

    def __init__(self, written: Written, quantities: dict[str, tuple[int, int]] | None = None):
        # scale word -> its power and the digits of its multiplier, for config
        # itn_quantity_from (zh 两万 -> 2万)
        self.quantities = sorted((quantities or {}).items(), key=lambda q: -len(q[0]))
        config = written.data.config
        group_from = config.get("itn_group_from", "")
        self.group_from = int(group_from) if group_from.isdigit() else None
        # config itn_group_integers_from N: a whole number without decimals is grouped from N
        # digits (zh 5: 2012 and 9999 as Chinese print writes them, but 3,000.5 and 1,000万)
        integers_from = config.get("itn_group_integers_from", "")
        self.integers_from = int(integers_from) if integers_from.isdigit() else self.group_from
        self.separator = written.group_separators[0]
        # (between a quantity's multiplier and its word: fr 18 milliards)
        self.space, self.mark = written.space, written.itn_decimal_mark
        self.tail = config.get("itn_quantity_tail") == "yes"
        self.scales = _written_scales(written.data.lang, config.get("itn_scales_written", ""))
        # config itn_scales_written_from N: only whole numbers of N digits or more, of every
        # class (ja 7: 400万, 6000億円, but 50,000 grouped as other numbers)
        scales_from = config.get("itn_scales_written_from", "")
        self.scales_from = int(scales_from) if scales_from.isdigit() else 1
        # config itn_scales_written_alone no: a number that is a line of its own is written as
        # without itn_scales_written (grouped, a round one as a quantity: zh 1,199,000, 1,000万
        # on a line; 119万9000 in running text); `round`: only one that ends with a scale word
        # is written broken there, one said with digits after its last scale word is written
        # as without (ja 四百万 400万, 一億五千万 1億5000万; 一兆三百二十万五千 1,000,003,205,000)
        self.scales_alone = config.get("itn_scales_written_alone", "yes")
        # config itn_quantity_alone no: nor is a round number that is a line of its own written
        # as a quantity (es "dos millones" 2000000 on a line; 2 millones in running text)
        self.quantity_alone = config.get("itn_quantity_alone") != "no"
        self._one_number = regex.compile(rf"-?[0-9]+(?:{regex.escape(self.mark)}[0-9]+)?")
        self.indian = written.indian_grouping
        native = {}
        if config.get("itn_digits") == "native":
            for digit, ascii_digit in written.native_digits.items():
                native.setdefault(ascii_digit, digit)
        self.native = str.maketrans(native) if native else None

    def __call__(self, written: str, group: bool = True, spoken: str = "",
                 alone: bool = False) -> str:
        """`alone`: the number is the whole line (config itn_scales_written_alone)."""
        # (CARDINAL and DECIMAL, the grouped classes; with a threshold, every class: ja 6000億円)
        alone = alone and self._one_number.fullmatch(written) is not None  # (no range: 3000~5000)
        scaled = self.scales and (group or self.scales_from > 1) and (
            not alone or self._scaled_alone(spoken))
        whole = _WHOLE.search(written) if scaled else None
        if whole is not None and len(whole.group()) >= self.scales_from:
            written = (written[:whole.start()] + self._broken(whole.group(), spoken)
                       + written[whole.end():])
            return written.translate(self.native) if self.native else written
        grouped = group and self.group_from is not None
        quantity = (None if alone and not self.quantity_alone
                    else self._quantity(written, spoken, grouped))
        if quantity is not None:
            written = quantity
        elif grouped and not self._short_integer(written):
            written = _INTEGER.sub(lambda m: self._grouped(m.group()), written, count=1)
        if self.native:
            written = written.translate(self.native)
        return written

    def _short_integer(self, written: str) -> bool:
        """Whether `written` is a whole number shorter than config itn_group_integers_from."""
        return (_WHOLE_NUMBER.fullmatch(written) is not None
                and len(written.lstrip("-+")) < (self.integers_from or 0))

    def _scaled_alone(self, spoken: str) -> bool:
        """Whether a number that is a line of its own is written broken at its scale words
        (config itn_scales_written_alone)."""
        if self.scales_alone == "round":
            return spoken.rstrip().endswith(tuple(word for word, _, _ in self.scales))
        return self.scales_alone != "no"

    def _quantity(self, written: str, spoken: str, grouped: bool) -> str | None:
        """A round number said with a scale word at its end, written as its multiplier
        (`grouped` as other numbers; itself a quantity where it is one: vi "một triệu tỷ"
        1 triệu tỷ) and that word, spaced where words are ("两万" -> "2万", "一千万" ->
        "1,000万", "第一百万" -> "第100万", fr "dix-huit milliards" -> "18 milliards", he "20
        מיליון"); a scale word said alone is no quantity (he "מיליון" 1,000,000); with config
        `itn_quantity_tail yes`, one said with such a word and one word more for the next
        digit, as a decimal multiplier (vi "một triệu hai" -> "1.2 triệu", "một tỷ rưỡi" ->
        "1.5 tỷ"), or None."""
        match = _INTEGER.search(written)
        digits = match.group() if match else ""
        head, _, tail = spoken.rpartition(" ")
        for word, (power, width) in self.quantities:
            if spoken.endswith(word) and spoken.strip() != word:
                # one multiplier of that scale (一亿零一万 is no quantity of 万)
                if power < len(digits) <= power + width and digits.endswith("0" * power):
                    multiplier = digits[:-power]
                    inner = self._quantity(multiplier, spoken[:-len(word)].rstrip(), grouped)
                    if inner is not None:
                        multiplier = inner
                    elif grouped:
                        multiplier = self._grouped(multiplier)
                    return (written[:match.start()] + multiplier + self.space + word
                            + written[match.end():])
                return None
            if (self.tail and head.endswith(word) and " " not in tail
                    and power < len(digits) <= power + width and digits[-power] != "0"
                    and digits.endswith("0" * (power - 1))):
                multiplier = digits[:-power]
                if grouped:
                    multiplier = self._grouped(multiplier)
                return (written[:match.start()] + multiplier + self.mark + digits[-power]
                        + self.space + word + written[match.end():])
        return None

    def _broken(self, digits: str, spoken: str) -> str:
        """Config `itn_scales_written`: the number broken at each scale word said in it, its
        multiplier before the word where it is at least that word's least multiplier, the
        rest in digits (zh 一亿零两千三百 1亿2300, 一百万一千 100万1000, 一万零三百 10300)."""
        rest, parts = int(digits), []
        for word, power, least in self.scales:
            if word in spoken and rest >= 10 ** power:
                multiplier, remainder = divmod(rest, 10 ** power)
                if multiplier >= least:
                    tenths = remainder // 10 ** (power - 1)
                    if (remainder and remainder == tenths * 10 ** (power - 1)
                            and len(spoken.rpartition(word)[2].strip()) == 1):
                        # said without the next scale word (zh 三亿二: 3.2亿, itn_abbreviated)
                        parts.append(f"{multiplier}{self.mark}{tenths}{self.space}{word}")
                        rest = 0
                        break
                    parts.append(f"{multiplier}{self.space}{word}")
                    rest = remainder
        if not parts:
            return digits
        return self.space.join(parts) + (f"{self.space}{rest}" if rest else "")

    def _grouped(self, digits: str) -> str:
        if len(digits) < self.group_from:
            return digits
        head, tail = digits[:-3], [digits[-3:]]
        size = 2 if self.indian else 3
        while head:
            tail.insert(0, head[-size:])
            head = head[:-size]
        return self.separator.join(tail)


def _written_scales(lang: str, setting: str) -> list[tuple[str, int, int]]:
    """Config `itn_scales_written` rows `word:power[:least]` -> (word, power, least multiplier),
    largest power first."""
    out = []
    for item in setting.split():
        word, _, rest = item.partition(":")
        power, _, least = rest.partition(":")
        if not word or not power.isdigit() or not (least or "1").isdigit():
            raise LexiconError(f"{lang}/numbers/config.tsv: itn_scales_written: {item!r} is not "
                               "word:power[:least]")
        out.append((word, int(power), int(least or "1")))
    return sorted(out, key=lambda s: -s[1])


_INTEGER = regex.compile(r"[0-9]+")
_WHOLE_NUMBER = regex.compile(r"[-+]?[0-9]+")
_WHOLE = regex.compile(r"(?<![0-9.])[0-9]+(?![0-9]|\.[0-9])")
_SCRIPTS = ("Latin", "Cyrillic", "Greek", "Armenian", "Georgian", "Hebrew", "Arabic", "Syriac",
            "Thaana", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil",
            "Telugu", "Kannada", "Malayalam", "Sinhala", "Thai", "Lao", "Khmer", "Myanmar",
            "Tibetan", "Ethiopic", "Hangul", "Han", "Hiragana", "Katakana", "Mongolian")
_MARK_SLOT = regex.compile(r"\{([0-9x*]*)\}")

