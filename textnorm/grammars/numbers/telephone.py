"""TELEPHONE: "+1 (123) 123-5678" -> "más uno uno dos tres ...", sv "08-789 52 25" -> "noll åtta,
sjuhundraåttionio femtiotvå tjugofem" (TN); "uno dos tres cuatro cinco seis siete ocho" ->
"1234-5678", ko "공일공에일이삼사에오육칠팔" -> "010-1234-5678" (ITN).

A written telephone number is an optional "+" and country code (in parentheses or not), then
groups of digits separated by spaces, hyphens, dots or slashes, one of them perhaps in
parentheses (an area code); or a "+" and 8 to 15 digits written together (+250788123456,
E.164), read digit by digit (where the country code ends is not written). TN finds one
only where its shape says it is no other number: a
"+" and code, a group in parentheses, three groups or more of seven digits or more (with a
hyphen, dot or slash, or a first group that starts with 0; a dot only where the language
does not group thousands with it), four groups or more of two or
three digits apart by spaces (nine digits or more), never a number grouped in thousands or a
date; the config may add shapes (below). Its digits are read with the number
grammar (no digit words of its own).

TN config keys (config.tsv); `telephone_read` turns the class on:
- `telephone_read digits|groups`: each group read digit by digit (es "uno dos tres"), or as a
  number (hu "négyszáznegyvenegy"; a group that starts with 0, or of more than four digits,
  digit by digit: "06" "nulla hat"). A number of one group is always read digit by digit.
- `telephone_plus`: the word for "+" (es más; ko 국가번호); ITN reads it too.
- `telephone_zero_number yes` (groups): a group of a 0 and then a number is read as the 0's
  word and that number (tr "0532" sıfır beş yüz otuz iki, uk "067" нуль шістдесят сім; "00"
  and a group of more than five digits still digit by digit).
- `telephone_code_as_number N`: a country code of at most N digits is read as a number (es
  "+54" cincuenta y cuatro, "+593" cinco nueve tres; default 0: digit by digit).
- `telephone_pairs_from N` (groups): a group of N digits or more is read in pairs (sv "7559"
  sjuttiofem femtionio).
- `telephone_digit_join`: what goes between digits read one by one (a separator name of
  data.py: ko `none`, "일이삼"; default a space).
- `telephone_area_mark`: written after the area code (a group in parentheses, the first group
  after a country code, or a first group that starts with 0, with more groups after it; sv ",").
- `telephone_prefixes`: `written=spoken` words before a number (sv `tel.=telefon`); after one,
  any group or groups of digits are a telephone number (pl "nr 601 234 567", where the spaces
  alone would group thousands); `_` is a space (pl `nr_tel.=numer_telefonu`).
- `telephone_prefix_digits N`: after a prefix, a telephone number has N digits or more (pl 9:
  "pod nr 601 234 567" is one, "pod nr 12" a house number; default 2).
- `telephone_extension`: `written=spoken` (es `ext.=extensión`): an extension after the number.
- `telephone_dot`: the word for the dots of an IP address (four groups of 1-3 digits), read
  as the groups are (es punto).
- `telephone_two_groups yes`: two groups "123-4567" ... "12345-6789" (3-5 digits, a hyphen,
  4 digits; not two years, 1990-1995) are a telephone number (es, pt).
- `telephone_lengths N ...`: a run of N digits, at most one hyphen or space inside (or a dot
  after a leading 0), is a telephone number (hi mobile numbers, 10 digits).
- `telephone_shapes`: more written shapes that are telephone numbers: `x` a digit, a digit
  itself, `_` a space, hyphen, dot or slash (it `3xx_xxx_xxxx 0x_xxxxxxxx`: Italian mobile
  numbers start with 3, landline numbers with 0).
- `telephone_run_first`: the digits a run of `telephone_lengths` digits without a hyphen or
  space may start with (hi "06789": Indian mobile numbers start with 6-9, an STD number with
  its 0; "1122345567" stays a cardinal); default any.
- `telephone_trunk N=D`: a number of N digits without a country code, not starting with D, is
  said with the trunk prefix D before it (hi "9157114007": "शून्य नौ एक ...").
- `telephone_context`: words after which a run of three digits or more is read digit by digit
  (hi अंक "digits", कोड "code"; zh 尾号, 拨打: no space after them where words are not spaced).
- `telephone_context_after`: words before which a run of three digits or more is read digit
  by digit (zh 打电话: "给12315打电话" 给幺二三幺五打电话).
- `telephone_digit_words`: `digit=word` readings of digits in a telephone number, not in an
  IP address (zh `1=幺`: 幺三五..., but 一二七点零点零点一; ja `0=ゼロ`).
- `telephone_zero_first yes`: a number of groups without a country code or area code in
  parentheses is one only when it starts with 0, two groups too (ja 090-1234-5678,
  090-12345678; 911-1234-5678 is an expression).
- `telephone_zero_two_groups yes`: two groups, the first of one to five digits starting with
  0, a hyphen, five to eight digits, are a telephone number (zh 010-64035547, an area code and
  a local number; `telephone_zero_first` implies it).
- `telephone_digit_words_grouped no`: the digit words only in a number written as one run of
  digits (zh 手机13501234567 幺三五零幺..., 尾号1702 幺七零二), not in one written in groups
  (010-64035547 零一零六四零...).
- `telephone_dots yes`: a dot parts a number's groups even where the language groups thousands
  with it (fr "06.12.34.56.78", "1.000" mille; a number grouped in thousands is still none).
- `telephone_hyphen`: the word said for a hyphen between groups (ja の: ゼロ九ゼロの一二三四);
  other separators are read as by default.

ITN config keys; `itn_telephone` turns the class on:
- `itn_telephone`: templates of written numbers, the first that fits wins: `x` a digit, a digit
  itself, `[d]` the digit d whether it is said or not (fr `[0]x_xx_xx_xx_xx`), `_` a space,
  any other character written as it is (es `xxx-xxx-xxxx xxx-xxx-xxx xxxx-xxxx`, vi
  `0xx-xxx-xxxx`; after a country code a `[d]` is not written); spoken digits that fit no
  template are no telephone number.
- `itn_telephone_items N`: a digit is said one by one or in numbers of up to N digits (es 2:
  "doce treinta y cuatro" 1234; ru 3; default 1).
- `itn_telephone_words`: more `word=digit` (pt `meia=6`, "half a dozen").
- `itn_telephone_repeat`: `word=count` (es `doble=2 triple=3`: "triple tres" 333).
- `itn_telephone_national N` and `itn_telephone_code` (template `+{c} {n}`, the default):
  after the plus word, the last N digits are the number (written by a template of
  itn_telephone of N digits), the digits before them the country code; or
  `itn_telephone_national` templates of the number after a country code (hy `xx_xx_xx_xx`,
  where a national number is written with its 0, "091 12 34 56").
- `itn_code_prefixes`: `word=letters` (zh `高=G 动=D`): a word said before two to four digits
  said one by one, written as the letters and the digits (train numbers: 高一二三 G123).
- `itn_plate_regions`: the words (one character each) that start a licence plate: one of them,
  a Latin letter, then five or six Latin letters or digits said one by one, written with the
  digits and the letters in the case said (zh 京A零七ZX三F 京A07ZX3F).
- `itn_telephone_groups yes`: each group of a template is said as one number (of up to
  itn_telephone_items digits, not starting with 0) or digit by digit, as TN's `telephone_read
  groups` says it (hu "nulla hat harminc százhuszonhárom négyezer-ötszázhatvanhét" 06 30 123
  4567); the digits are counted per group, not over the whole number, whose acceptor (a number
  of up to four digits anywhere) took hu 8 CPU s to build.
- `itn_telephone_breaks`: the groups are written as they are said (ko): words run together
  inside a group, a space or a break word (ko 에) between groups writes "-"; the templates
  give only the lengths.
"""

from __future__ import annotations

import copy

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, SIGMA, add_weight, delete, insert
from ..base import Rule, alternation, optimized
from ..scan import exact_acceptor
from .data import SEPARATOR_NAMES
from .language import Language, class_module
from .written import MAX_GROUPS

_NONZERO = pynini.difference(DIGIT, "0").optimize()
_SEPARATORS = (" ", "-", ".", "/")
_LONGEST_NUMBER = 4  # groups: a longer group is read digit by digit
_NATIONAL = 1.0  # a number read as groups costs more than as an IP address (dots: "punto")
_UNIT = 1.0  # ITN: each number said costs, so that "девятьсот тринадцать" is 913, not 900 13
_TEMPLATE = 0.01  # ITN: a later template costs a little more


def _number(lang: Language, key: str, default: str = "0") -> int:
    value = lang.setting(key, default)
    if not value.isdigit():
        raise LexiconError(f"{lang.code}/numbers/config.tsv: {key} is a number, not {value!r}")
    return int(value)


# -- TN --------------------------------------------------------------------------------------


def _shape(shape: str, lang: Language) -> str:
    """A regex of config telephone_shapes' `shape`."""
    if not shape or any(c != "x" and c != "_" and not c.isdigit() for c in shape):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: telephone_shapes are of x, "
                           f"digits and _, not {shape!r}")
    w = lang.written
    sep = "[" + "".join(regex.escape(c) for c in _SEPARATORS) + "]"
    return "".join(w.digit_class if c == "x" else sep if c == "_" else w.with_native_digits(c)
                   for c in shape)


def _prefixes(lang: Language) -> list[tuple[str, str]]:
    """Config telephone_prefixes, `_` read as a space (a prefix of two words: "nr tel.")."""
    return lang.setting_pairs("telephone_prefixes", spaced=True)


def _pattern(lang: Language) -> str:
    w = lang.written
    d, z = w.digit_class, w.zero_class
    wc = w.word_chars
    # (not the language's own group separator: es "1/100.000" is no telephone number)
    dots = lang.setting("telephone_dots") == "yes"
    marks = [c for c in "-./" if c not in w.group_separators or (c == "." and dots)]
    sep = "[" + "".join(regex.escape(c) for c in [*marks, " "]) + "]"
    mark = "[" + "".join(regex.escape(c) for c in marks) + "]"
    paren = rf"\({d}{{1,5}}\)"
    item = rf"(?:{paren}|{d}{{1,12}})"
    link = rf"(?:(?<=\))[- ]?|{sep})"
    groups = rf"(?:{link}{item}){{1,8}}"
    grouped = "|".join(regex.escape(s) for s in w.group_separators)
    # (more groups than a number has count as grouped: the check reads a bounded span)
    # (nor a range of two such numbers: fr "1 000-2 000 €")
    thousands = rf"{d}{{1,3}}(?:(?:{grouped}){d}{{3}}){{1,{MAX_GROUPS}}}"
    not_grouped = (rf"(?!{d}{{1,3}}(?:(?:{grouped}){d}{{3}}){{{MAX_GROUPS + 1}}}"
                   rf"|(?:{thousands} ?[-–] ?)?{thousands}(?![{wc}]|[-./ ]?{d}))")
    # a date, unless more groups follow with its separator ("06-40-49-4949" is no date)
    dates = "|".join(
        rf"(?:{d}{{1,2}}{s}{d}{{1,2}}{s}{d}{{2,4}}|{d}{{4}}{s}{d}{{1,2}}{s}{d}{{1,2}})"
        rf"(?!{d}|{s}{d})" for s in (r"\-", r"\.", "/", " "))
    # (not a mixed fraction: "120 75/90")
    fraction = rf"{d}+ {d}+/{d}+(?!{sep}?{d})"
    zero_first = lang.setting("telephone_zero_first") == "yes"
    # (where the dot is the decimal mark, groups apart by spaces and then a dot before the last
    # digits are numbers and a decimal: zh "158 238 3.5", no telephone number)
    decimal = (rf"(?!\.{d}+(?!{sep}?{d}))" if "." in w.decimal_separators and "." in marks
               else "")
    start = z if zero_first else (
        rf"(?:{z}|(?={d}+(?: {d}+){{0,{MAX_GROUPS}}}{decimal}{mark}{d}))")
    three = (rf"(?={d}{{7}}|(?:{d}{sep}?){{7}}){not_grouped}(?!{dates}|{fraction})"
             rf"{start}{d}{{0,4}}(?:{sep}{d}{{1,5}}){{2,8}}")
    # four groups or more of two or three digits, apart by spaces (es "910 12 34 56")
    spaced = rf"(?=(?:{d} ?){{9}}){not_grouped}{d}{{2,3}}(?: {d}{{2,3}}){{3,5}}"
    # (a "+" and eight to fifteen digits written together, as E.164 writes them: +250788123456)
    shapes = [rf"\+ ?(?:\({d}{{1,3}}\)|{d}{{1,3}}){groups}", rf"\+{d}{{8,15}}",
              rf"(?:{d}{{1,4}} )?{paren}{groups}", three]
    if zero_first or lang.setting("telephone_zero_two_groups") == "yes":
        shapes.append(rf"{z}{d}{{1,4}}-{d}{{5,8}}")  # two groups: ja 090-12345678
    if not zero_first:
        shapes.append(spaced)
    if lang.setting("telephone_two_groups") == "yes":
        year = w.with_native_digits("(?:1[5-9]|20)[0-9][0-9]")
        shapes.append(rf"(?!{year}-{year}){d}{{3,5}}-{d}{{4}}")  # (not years: 1990-1995)
    first = lang.setting("telephone_run_first")
    run_first = w.with_native_digits(f"(?=[{first}])") if first else ""
    for n in lang.setting("telephone_lengths").split():
        n = int(n)
        shapes.append(rf"{run_first}{d}{{{n}}}")
        shapes += [rf"{d}{{{k}}}[- ]{d}{{{n - k}}}|{z}{d}{{{k - 1}}}\.{d}{{{n - k}}}"
                   for k in range(3, n - 2)]
    shapes += [_shape(shape, lang) for shape in lang.setting("telephone_shapes").split()]
    extensions = lang.setting_pairs("telephone_extension")
    body = "(?:" + "|".join(shapes) + ")"
    if extensions:
        body += rf"(?: ?{alternation(w for w, _ in extensions)} ?{d}{{1,5}})?"
    alone = []
    if lang.setting("telephone_dot"):
        alone.append(rf"{not_grouped}{d}{{1,3}}(?:\.{d}{{1,3}}){{3}}")  # (not 1.000.000.000)
    context = lang.setting("telephone_context").split()
    if context:
        space = " " if w.spaced else ""
        alone.append(rf"(?<=(?:{alternation(context)}){space}){d}{{3,12}}")
    context_after = lang.setting("telephone_context_after").split()
    if context_after:
        space = " " if w.spaced else ""
        alone.append(rf"{d}{{3,12}}(?={space}(?:{alternation(context_after)}))")
    prefixes = _prefixes(lang)
    if prefixes:
        least = _number(lang, "telephone_prefix_digits", "2")
        enough = rf"(?=(?:[-./ ()+]{{0,3}}{d}){{{least}}})"
        # (a run of digits, or groups apart by spaces: "tel. 0812345678", "nr 601 234 567")
        alone.append(rf"{alternation(w for w, _ in prefixes)} ?{enough}(?:{body}|{d}{{2,12}}"
                     rf"(?: {d}{{2,5}}){{0,3}})")
    after = rf"(?![{wc}]|[-./,]?{d}|\)|\.{d})"
    before = lang.or_after_proclitic(rf"(?<![{wc}.,+/-]|\d[.,])")
    return rf"{before}(?:{'|'.join([*alone, body])}){after}"


class _Readings:
    """The readings of the parts of a telephone number (written digits -> words)."""

    def __init__(self, lang: Language):
        self.lang = lang
        w = lang.written
        self.space = w.space
        join = lang.setting("telephone_digit_join", "space" if w.spaced else "none")
        self.join = SEPARATOR_NAMES.get(join, join)
        self.mode = lang.setting("telephone_read")
        if self.mode not in ("digits", "groups"):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: telephone_read is digits or "
                               f"groups, not {self.mode!r}")
        self.pairs_from = _number(lang, "telephone_pairs_from")
        self.code_as_number = _number(lang, "telephone_code_as_number")
        self.zero_number = lang.setting("telephone_zero_number") == "yes"
        said = [lang.say(str(n)) for n in range(10)]
        if None in said:
            raise LexiconError(f"{lang.code}/numbers: a digit has no reading")
        self.plain_words = pynini.string_map(
            [(str(n), pynini.escape(s)) for n, s in enumerate(said)]).optimize()
        own = dict(lang.setting_pairs("telephone_digit_words"))
        if any(not d.isdigit() or len(d) != 1 for d in own):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: telephone_digit_words are "
                               "digit=word")
        self.digit_words = pynini.string_map(
            [(str(n), pynini.escape(own.get(str(n), s))) for n, s in enumerate(said)]).optimize()

    def digits(self, words: pynini.Fst | None = None) -> pynini.Fst:
        """ASCII digits -> read one by one (with `words`, not the telephone's digit words)."""
        one = self.digit_words if words is None else words
        return (one + pynini.closure(insert(pynini.escape(self.join)) + one)).optimize()

    def number(self, low: int, high: int) -> pynini.Fst:
        """ASCII digits of `low`..`high` digits, the first not zero -> the number's reading."""
        digits = _NONZERO + pynini.closure(DIGIT, low - 1, high - 1)
        return pynini.compose(digits, self.lang.reading("")).optimize()

    def group(self) -> pynini.Fst:
        """ASCII digits (a group) -> its reading."""
        digits = self.digits()
        if self.mode == "digits":
            return digits
        zero = pynini.compose("0" + pynini.closure(DIGIT), digits)
        if self.zero_number:
            zero_word = pynini.cross("0", pynini.escape(self.lang.say("0")) + self.space)
            other = ("" | "0" + pynini.closure(DIGIT)
                     | _NONZERO + pynini.closure(DIGIT, _LONGEST_NUMBER))
            zero = pynini.union(pynini.compose("0" + other, digits),
                                zero_word + self.number(1, _LONGEST_NUMBER))
        if self.pairs_from:
            two = pynini.compose("0" + DIGIT, digits) | self.number(2, 2)
            sp = insert(self.space)
            paired = two + pynini.closure(sp + two) + pynini.closure(sp + self.digit_words, 0, 1)
            return pynini.union(
                zero, self.number(1, self.pairs_from - 1),
                pynini.compose(_NONZERO + pynini.closure(DIGIT, self.pairs_from - 1), paired))
        longer = pynini.compose(_NONZERO + pynini.closure(DIGIT, _LONGEST_NUMBER), digits)
        return pynini.union(zero, self.number(1, _LONGEST_NUMBER), longer).optimize()

    def code(self) -> pynini.Fst:
        """ASCII digits of a country code -> its reading."""
        n = self.code_as_number
        if not n:
            return self.digits()
        return pynini.union(self.number(1, n), pynini.compose(
            pynini.closure(DIGIT, n + 1) | "0" + pynini.closure(DIGIT), self.digits()))


def tn(lang: Language):
    if not lang.setting("telephone_read"):
        return class_module([], {})
    readings = _Readings(lang)  # (checks the config now)
    pattern = _pattern(lang)
    w = lang.written

    def fst(readings: _Readings) -> pynini.Fst:
        sp = insert(w.space)
        d = w.digit
        written = pynini.project(d, "input")
        zero_written = pynini.project(pynini.compose(d, pynini.accep("0")), "input")
        nonzero_written = pynini.project(pynini.compose(d, _NONZERO), "input")

        def read(ascii_reading: pynini.Fst) -> pynini.Fst:
            return pynini.compose(pynini.closure(d, 1), ascii_reading)

        group = read(readings.group())
        hyphen = lang.setting("telephone_hyphen")
        plain_sep = delete(pynini.union(*_SEPARATORS)) + sp
        if hyphen:
            others = [s for s in _SEPARATORS if s != "-"]
            plain_sep = (delete(pynini.union(*others)) + sp
                         | pynini.cross("-", pynini.escape(hyphen)))
        paren_sep = pynini.closure(delete(pynini.union(" ", "-")), 0, 1) + sp

        def paren(fst: pynini.Fst) -> pynini.Fst:
            return delete("(") + fst + delete(")")

        mark = insert(pynini.escape(lang.setting("telephone_area_mark")))
        zero_group = pynini.compose(zero_written + pynini.closure(written), group)
        other_group = pynini.compose(nonzero_written + pynini.closure(written), group)
        first = (zero_group + mark + plain_sep | paren(group) + mark + paren_sep
                 | other_group + plain_sep)
        middle = group + plain_sep | paren(group) + paren_sep
        rest = pynini.closure(middle) + (group | paren(group))
        single = read(readings.digits())
        national = add_weight((single | first + rest).optimize(), _NATIONAL)
        # after a country code, the first of several groups is the area code
        area = group + mark + plain_sep | paren(group) + mark + paren_sep
        international = add_weight((single | area + rest).optimize(), _NATIONAL)
        code = read(readings.code())
        plus_word = lang.setting("telephone_plus", "+")
        plus = (pynini.cross("+", pynini.escape(plus_word) + w.space)
                + pynini.closure(delete(" "), 0, 1)
                + (code + plain_sep | paren(code) + paren_sep) + international)
        # written together (+250788123456): where the country code ends is not written, so
        # every digit is read one by one
        plus |= (pynini.cross("+", pynini.escape(plus_word) + w.space)
                 + add_weight(read(readings.digits()), _NATIONAL))
        trunk = lang.setting("telephone_trunk")
        if trunk:
            length, _, digit = trunk.partition("=")
            if not length.isdigit() or len(digit) != 1 or not digit.isdigit():
                raise LexiconError(f"{lang.code}/numbers/config.tsv: telephone_trunk is N=D "
                                   f"(a length and a digit), not {trunk!r}")
            other = pynini.project(pynini.compose(d, pynini.difference(DIGIT, digit)), "input")
            between = pynini.closure(pynini.union("(", ")", *_SEPARATORS))
            full = (between + other + pynini.closure(between + written, int(length) - 1,
                                                    int(length) - 1) + between).optimize()
            said = insert(pynini.escape(lang.say(digit)) + w.space)
            others = pynini.difference(pynini.project(national, "input").optimize(), full)
            national = said + pynini.compose(full, national) | pynini.compose(others, national)
        body = plus | national
        dot = lang.setting("telephone_dot")
        if dot:
            said_dot = pynini.cross(".", pynini.escape(w.space + dot + w.space))
            ip_group = (read(readings.digits(readings.plain_words))
                        if readings.mode == "digits" else group)
            body |= ip_group + pynini.closure(said_dot + ip_group, 3, 3)
        gap = pynini.closure(delete(" "), 0, 1)
        extensions = lang.setting_pairs("telephone_extension")
        if extensions:
            ext = pynini.string_map([(pynini.escape(a), pynini.escape(b))
                                     for a, b in extensions])
            body += pynini.closure(gap + sp + ext + gap + sp + group, 0, 1)
        prefixes = _prefixes(lang)
        if prefixes:
            prefix = pynini.string_map([(pynini.escape(a), pynini.escape(b))
                                        for a, b in prefixes])
            body = pynini.closure(prefix + gap + sp, 0, 1) + body
        return body.optimize()

    def build(g) -> pynini.Fst:
        if lang.setting("telephone_digit_words_grouped") != "no":
            return fst(readings)
        plain = copy.copy(readings)
        plain.digit_words = readings.plain_words
        run = pynini.closure(pynini.project(w.digit, "input")).optimize()
        return pynini.union(pynini.compose(run, fst(readings)),
                            pynini.compose(pynini.difference(SIGMA, run), fst(plain))).optimize()

    # (a prefix's first word may be a plain lower-case word, which the engine skips unless told:
    # pl "nr 601 234 567")
    starts = frozenset(a.split()[0] for a, _ in _prefixes(lang))
    return class_module([Rule("TELEPHONE", pattern, "TELEPHONE")], {"TELEPHONE": build},
                        lowercase_starts=starts)


# -- ITN -------------------------------------------------------------------------------------


_PIECE = regex.compile(r"\[\d\]|.")


def _length(template: str) -> int:
    """The digits said in a number the template writes (not counting `[d]`)."""
    return sum(p == "x" or p.isdigit() for p in _PIECE.findall(template))


def _template(template: str, weight: float, after_code: bool = False) -> pynini.Fst:
    """ASCII digits -> written by the template (`x` any digit, a digit itself, `_` a space);
    `after_code`: the number follows a country code, where a `[d]` (a trunk prefix) is not
    written (fr "+33 6 12 34 56 78")."""
    out = pynini.accep("", weight=weight)
    for piece in _PIECE.findall(template):
        ch = piece[-2] if piece.startswith("[") else piece
        if piece.startswith("["):  # written, said or not (fr "[0]6 12 ...")
            if not after_code:
                out += pynini.accep(ch) | insert(ch)
        elif ch == "x":
            out += DIGIT
        elif ch.isdigit():
            out += pynini.accep(ch)
        elif ch == "_":
            out += insert(" ")
        else:
            out += insert(pynini.escape(ch))
    return out


def _grouped(template: str, item: pynini.Fst, digits: pynini.Fst, gap: pynini.Fst,
             weight: float, after_code: bool = False) -> pynini.Fst:
    """Config itn_telephone_groups: spoken groups -> written by the template, each group (its
    run of `x`, digits and `[d]`) said as one `item` or as `digits` one by one, `gap` between
    the groups."""
    groups, text = [], ""
    for piece in _PIECE.findall(template):
        if piece == "x" or piece.isdigit() or piece.startswith("["):
            if text or not groups:
                groups.append((text, ""))
                text = ""
            groups[-1] = (groups[-1][0], groups[-1][1] + piece)
        else:
            text += piece
    said = pynini.union(item, digits).optimize()
    out = pynini.accep("", weight=weight)
    for i, (before, group) in enumerate(groups):
        out += (gap if i else pynini.accep("")) + _template(before, 0)
        out += pynini.compose(said, _template(group, 0, after_code))
    return (out + _template(text, 0)).optimize()


def itn_start_chars(lang: Language) -> frozenset[str]:
    """The first characters of config itn_code_prefixes' words (where ITN finds numbers inside
    words, a run may start at them too), and of the plus word where a country code is read
    after it (itn_telephone_national: zh 加八六...)."""
    if not lang.setting("itn_telephone"):
        return frozenset()
    plus = lang.setting("telephone_plus")[:1].lower()
    return frozenset([a[:1].lower() for a, _ in lang.setting_pairs("itn_code_prefixes")]
                     + [r.lower() for r in lang.setting("itn_plate_regions").split()]
                     + ([plus] if plus and lang.setting("itn_telephone_national") else []))


def itn(lang: Language):
    templates = lang.setting("itn_telephone").split()
    if not templates:
        return class_module([], {})
    where = f"{lang.code}/numbers/config.tsv"
    items = max(1, _number(lang, "itn_telephone_items", "1"))
    national_key = lang.setting("itn_telephone_national")
    own_national = [] if national_key.isdigit() else national_key.split()
    if any("x" not in t for t in own_national):
        raise LexiconError(f"{where}: itn_telephone_national is a number or templates")
    national = 0 if own_national else _number(lang, "itn_telephone_national")
    code_template = lang.setting("itn_telephone_code", "+{c} {n}")
    before_code, _, rest = code_template.partition("{c}")
    between, _, after = rest.partition("{n}")
    if "{c}" not in code_template or "{n}" not in code_template or after:
        raise LexiconError(f"{where}: itn_telephone_code is a template like +{{c}} {{n}}")
    words = lang.setting_pairs("itn_telephone_words")
    repeats = lang.setting_pairs("itn_telephone_repeat")
    if any(not d.isdigit() or len(d) != 1 for _, d in words) or any(
            not n.isdigit() for _, n in repeats):
        raise LexiconError(f"{where}: itn_telephone_words are word=digit, "
                           "itn_telephone_repeat word=count")
    breaks = [b.lower() for b in lang.setting("itn_telephone_breaks").split()]
    grouped = lang.setting("itn_telephone_groups") == "yes"
    plus_word = lang.setting("telephone_plus").lower()
    extensions = lang.setting_pairs("telephone_extension")
    dot = lang.setting("telephone_dot").lower()
    w = lang.written
    prefixes = lang.setting_pairs("itn_code_prefixes")
    regions = lang.setting("itn_plate_regions").split()

    def parts(g, read: bool = False):
        """The numbers' transducers (said alone, after the plus word), what may follow
        them (an extension: None where none) and the other shapes (prefixed codes, plates,
        IP addresses). `read`: only their input sides matter (scan.acceptor's), so a
        template is composed as the digits it reads, not as what it writes: the pl
        templates of a 9-digit number, each of its own first digits, made its input side's
        determinization track which templates a digit string still fits (7.9 CPU s) where
        one acceptor of 9 digits does."""
        def shape(fst: pynini.Fst) -> pynini.Fst:
            return pynini.project(fst, "input").optimize() if read else fst.optimize()

        gap = w.gap()
        number = g.get("spoken_number")
        digit = pynini.compose(number, DIGIT)
        if words:
            digit |= pynini.string_map([(pynini.escape(a.lower()), b) for a, b in words])
        digit = digit.optimize()
        item = digit
        if items > 1:
            item |= pynini.compose(number, _NONZERO + pynini.closure(DIGIT, 1, items - 1))
        for word, count in repeats:
            item |= delete(pynini.escape(word.lower())) + gap + pynini.union(*[
                pynini.compose(digit, str(n)) + insert(str(n) * (int(count) - 1))
                for n in range(10)])
        unit = item.optimize() + pynini.accep("", weight=_UNIT)
        said = unit + pynini.closure(gap + unit)
        # (itn_telephone_groups: a group said digit by digit, each digit costing as a unit)
        digit_unit = digit + pynini.accep("", weight=_UNIT)
        one_by_one = digit_unit + pynini.closure(gap + digit_unit)
        if breaks:
            glued = unit + pynini.closure(unit)
            brk = (pynini.cross(" ", "-") | pynini.closure(delete(" "), 0, 1) + pynini.cross(
                pynini.union(*[pynini.escape(b) for b in breaks]), "-")
                + pynini.closure(delete(" "), 0, 1))
            lengths = {_length(t) for t in templates}
            dash = pynini.closure(pynini.accep("-"), 0, 1)
            fits = pynini.union(*[DIGIT + pynini.closure(dash + DIGIT, n - 1, n - 1)
                                  for n in sorted(lengths)])
            written = pynini.compose(glued + pynini.closure(brk + glued), fits)
        elif grouped:
            written = shape(pynini.union(*[_grouped(t, unit, one_by_one, gap, i * _TEMPLATE)
                                           for i, t in enumerate(templates)]))
        else:
            formats = pynini.union(*[_template(t, i * _TEMPLATE)
                                     for i, t in enumerate(templates)])
            written = pynini.compose(said, shape(formats))
        heads = [written]
        if plus_word and (national or own_national):
            fitting = own_national or [t for t in templates if _length(t) == national]
            if fitting and grouped:
                heads.append(shape(
                    delete(pynini.escape(plus_word)) + gap + insert(pynini.escape(before_code))
                    + pynini.compose(said, pynini.closure(DIGIT, 1, 3))
                    + insert(pynini.escape(between)) + gap
                    + pynini.union(*[_grouped(t, unit, one_by_one, gap, i * _TEMPLATE, True)
                                     for i, t in enumerate(fitting)])))
            elif fitting:
                formats = pynini.union(*[_template(t, i * _TEMPLATE, after_code=True)
                                         for i, t in enumerate(fitting)])
                code = (insert(pynini.escape(before_code)) + pynini.closure(DIGIT, 1, 3)
                        + insert(pynini.escape(between)) + formats)
                heads.append(delete(pynini.escape(plus_word)) + gap
                             + pynini.compose(said, shape(code)))
        extension = None
        if extensions:
            ext = pynini.union(*[pynini.cross(pynini.escape(b.lower()), pynini.escape(f" {a} "))
                                 for a, b in extensions])
            extension = pynini.closure(gap + ext + gap + pynini.compose(
                said, pynini.closure(DIGIT, 1)), 0, 1)
        more = []
        if prefixes:
            code = pynini.compose(digit + pynini.closure(gap + digit, 1, 3),
                                  pynini.closure(DIGIT, 2, 4))
            more.append(pynini.union(*[pynini.cross(pynini.escape(a.lower()), pynini.escape(b))
                                       for a, b in prefixes]) + gap + code)
        if regions:  # 京A零七ZX三F (the letters' case is the text's: __init__.py)
            letter = pynini.union(*"abcdefghijklmnopqrstuvwxyz")
            more.append(pynini.union(*[pynini.escape(r.lower()) for r in regions]) + letter
                        + pynini.closure(letter | digit, 5, 6))
        if dot:
            part = pynini.compose(said, pynini.closure(DIGIT, 1, 3))
            more.append(part + pynini.closure(
                gap + pynini.cross(pynini.escape(dot), ".") + gap + part, 3, 3))
        return heads, extension, more

    def build(g) -> pynini.Fst:
        heads, extension, more = parts(g)
        written = pynini.union(*heads) if len(heads) > 1 else heads[0]
        if extension is not None:
            written += extension
        for branch in more:
            written |= branch
        return written.optimize()

    @optimized
    def accept(g) -> pynini.Fst:
        """TELEPHONE's input side (scan.acceptor's language), from its parts as they read
        (the templates' digits, not what they write), determinized forwards: ACCEPT:TELEPHONE
        CPU s cs 15.5 to 6.1, pl 8.4 to 4.6 (scan.acceptor took the backward way)."""
        heads, extension, more = parts(g, read=True)
        if extension is not None:
            heads = [head + extension for head in heads]
        return exact_acceptor(pynini.union(*heads, *more))

    return class_module([Rule("TELEPHONE", r"\w", "TELEPHONE")], {"TELEPHONE": build},
                        acceptors={"TELEPHONE": accept})
