"""MONEY: "5 €" -> "cinco euros", "$1,50" -> "un dólar cincuenta centavos", pt "R$ 0,25" ->
"vinte e cinco centavos" (TN).

A language lists its currencies in currencies.tsv by ISO code, as counted things (counted.py):
`EUR` reads a number of euros, `EUR.minor` a number of cents, per plural category. Its
currency_signs.tsv maps written signs to codes (`€ EUR`, `R$ BRL`; what "$" is depends on the
language); the codes are written too ("12 EUR"). The sign comes before or after the amount,
with a space or none. An amount with one or two decimals of a currency with a minor unit is
read as units and cents (one decimal is tens of cents: "4,2 £" four pounds twenty pence), joined
by config `money_minor` (`{major} {minor}`, pt `{major} e {minor}`); none of the units ("0,50")
leaves the cents alone and no cents ("5,00") the units. Other decimals are read as decimals.
Config `money_scale_words yes`: an integer amount may have a scale word of scales.tsv (power 3
and up) written after its digits, and is read as the whole number (ko "₩30억" 삼십억원, "$ 30억"
삼십억 달러). Config `money_trailing_zeros drop`: the decimals' trailing zeros are dropped first
(de "$2,200" zwei dollar zwanzig cent, "$2,000" zwei dollar, "$2,2010" zwei komma zwei null
eins); `minor`: those past the minor unit's two digits, of a currency that has one (ar
"$20.500" as $20.50, "5.250 د.ك" as written). Config `leading_zeros skipped`: an integer
amount is read after its leading zeros (ar "$09").

ITN reads an amount said with a currency's words in any form, cents too ("doce dólares y cinco
centavos", "veinticinco céntimos", after the joiner of `money_minor` or of config
`itn_money_joiners`; ar "وخمسون" the joiner run on), or with other words of
currency_words.tsv (`written<TAB>words`: es `US$  dólares estadounidenses`), and writes the
amount with the currency's first sign in currency_signs.tsv (a row `USD<TAB>USD` writes the
code; a row `коп.<TAB>RUB.minor` writes the cents apart: ru "6 руб. 35 коп."), as config
`itn_money` orders them (`{n} {s}` by default, `{n}{s}` where words are not spaced; es `{s}{n}`
"$12,05", pt `{s} {n}` "R$ 12,05"). Config `itn_money_quantity_from P`: a round amount said
with a scale word of power P and up, and a decimal one with a scale word of 3 and up, keep the
word ("dois milhões de reais" R$ 2 milhões, zh 一万美元 US$1万), written as config
`itn_money_scales` says (`power=word` each: ru `3=тыс`) or as said.

Config `money_scaled` (TN): a template for an amount written with a scale word after it,
`{n}` the number (an integer in the form its scale word asks of the number before it, as a
cardinal is read there, else the form its currency reads: es "£21 millones" veintiún millones
de libras, not veintiuna), `{s}` the scale word as written (an abbreviation of config
scale_abbreviations_apart as its word: hu "$1 mrd" egy milliárd dollár) and `{c}` the
currency's words for many (es `{n} {s} de {c}`: "€2,3 billones" -> "dos coma tres billones de
euros"; where words are not spaced the scale word follows the digits, zh
`{n}{s}{c}`: "$1.5万" 一点五万美元); scale words of a million and up (config
`money_scaled_from P`: of power P and up, bn 5: "৳৫ লাখ" পাঁচ লাখ টাকা). Config
`money_scaled_after yes`: the sign after the scale word too, with or without the template's
word between the scale word and the currency (es "2 millones €", "2 millones de €" dos millones
de euros; hu "5 millió Ft" öt millió forint).

Config `itn_money_digit_words@<CODE>`: words said after a digit for the first or second
decimal of an amount of that currency (zh CNY: 五元三角 ¥5.3, 五元三角八分 ¥5.38).

Config `money_tn_only`: codes whose words ITN leaves as words (es SEK "coronas", BRL
"reales": crowns, royal).

Config `money_per yes`: an amount, "/" and a unit or a span of time of units_per.tsv
(measure.py's) is read with the words said for it ("15 €/mois" quinze euros par mois, de "2,99
€/kg" ... pro kilogramm, pt "R$ 5/kg" cinco reais por quilo): MONEY@per, the amount as MONEY
reads it (where the words said for "per" a unit suit a price too: not ru's "в килограмме").

Config `money_any_case yes`: TN reads the signs and codes in lower case too ("usd 2", "q50").

Config `itn_money_one` (`sign=written` items): ITN writes `written` for a currency's first sign
after an amount of one (sq `lekë=lek`: "një lek" 1 lek, "pesë lekë" 5 lekë).
"""

from __future__ import annotations

import functools

import pynini
import regex
from pynini.lib import byte

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import Rule, abbreviations, alternation, optimized
from ..scan import Piece, parts_acceptor, sequence
from . import money_ranges, said_ranges
from .cardinal import abbreviations as scale_abbreviations
from .cardinal import apart_abbreviations, multiplier_forms
from .counted import (
    GAP_PATTERN,
    OTHER,
    CountedReadings,
    CountedTable,
    NumberReader,
    Phrase,
    categories,
    gap,
    load_table,
    number_in_form,
    of_categories,
    per_pattern,
    per_readings,
    per_units,
    phrases_fst,
    scaled_numbers,
    spoken_frames,
    spoken_words,
)
from .data import optional_rows
from .language import Language, class_module
from .names import NONZERO
from .relax import scale_words
from .scaled_counts import ScaledCounts
from .written import MINUS_SIGNS, strip_leading_zeros

_MINOR = ".minor"
_LATER = 0.001  # the cost of each currency after the first, where they share words
_UNSCALED = 1.0  # the cost of an amount read without its scale word, where it may keep it
_MINOR_DIGITS = 2
# Amounts up to a trillion less one in digits (larger ones are written with a scale word):
# each currency has its own copy of the readings, so their size counts.
_MAX_DIGITS = 12
_JOIN = regex.compile(r"(.*)\{major\}(.*)\{minor\}(.*)")


def sign_table(lang: Language) -> CountedTable:
    """currencies.tsv's rows under each written sign or code (currency_signs)."""
    currencies = load_table(lang, "currencies.tsv")
    return CountedTable({sign: currencies.rows[code]
                         for sign, code in currency_signs(lang, currencies).items()})


def currency_signs(lang: Language, table: CountedTable) -> dict[str, str]:
    """Written sign or code -> ISO code (or `CODE.minor`: ru "коп." the kopeck)."""
    signs = {code: code for code in table.keys if not code.endswith(_MINOR)}
    for written, code in optional_rows(f"{lang.code}/numbers/currency_signs.tsv"):
        if code not in table.rows:
            raise LexiconError(f"{lang.code}/numbers/currency_signs.tsv: {written}: {code} is "
                               "not in currencies.tsv")
        signs[written] = code
    return signs


def _scale_words(lang: Language) -> dict[str, int]:
    """Config `money_scale_words yes`: the scale words written after an amount's digits ->
    their power."""
    if lang.setting("money_scale_words") != "yes":
        return {}
    return {word: power for power, words in scale_words(lang).items() if power >= 3
            for word in words}


def _join(lang: Language) -> tuple[str, str, str]:
    template = lang.setting("money_minor", "{major} {minor}")
    match = _JOIN.fullmatch(template)
    if match is None:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: money_minor needs {{major}} then "
                           f"{{minor}}: {template!r}")
    return match.groups()


class _Amounts:
    """How an amount of one currency is read (Python and transducer)."""

    def __init__(self, lang: Language, table: CountedTable, reader: NumberReader):
        self.lang, self.table, self.reader = lang, table, reader
        self.join = _join(lang)
        nonzero = (NONZERO + pynini.closure(DIGIT, 0, _MAX_DIGITS - 1)).optimize()
        self._any = CountedReadings(lang, table, pynini.union("0", nonzero).optimize())
        self._nonzero = CountedReadings(lang, table, nonzero)
        self.scales = _scale_words(lang)
        self._round = CountedReadings(lang, table, (NONZERO + pynini.closure(DIGIT)).optimize())

    def has_minor(self, code: str) -> bool:
        return code + _MINOR in self.table.rows

    def _counted(self, key: str, digits: str, sign: str = "") -> str | None:
        words = self._any.say(key, digits)
        if words is None:
            return None
        return (self.reader.minus + self.lang.written.space if sign else "") + words

    def say(self, code: str, number: str) -> str | None:
        parsed = self.reader.parse(number)
        if parsed is None:
            return None
        sign, digits, fraction = parsed
        if fraction is None and self.has_minor(code):
            # (the minus before the whole amount, as the transducer reads it: rw "USD-305"
            # ukuyemo amadolari magana atatu n'atanu, not amadolari ukuyemo ...)
            return self._counted(code, digits, sign)
        if fraction is None or not self.has_minor(code) or len(fraction) > _MINOR_DIGITS:
            category_name = self.reader.category(number)
            phrase = self.table.phrase(code, category_name)
            words = self.reader.say(number, phrase.form)
            return None if words is None else phrase.say(words)
        cents = fraction.ljust(_MINOR_DIGITS, "0").lstrip("0")
        if not cents:
            return self._counted(code, digits, sign)
        if digits == "0":
            return self._counted(code + _MINOR, cents, sign)
        major = self._counted(code, digits, sign)
        minor = self._counted(code + _MINOR, cents)
        if major is None or minor is None:
            return None
        before, middle, after = self.join
        return before + major + middle + minor + after

    def say_scaled(self, code: str, number: str, scale: str) -> str | None:
        """An integer amount with a scale word after its digits ("30" "억")."""
        parsed = self.reader.parse(number)
        if parsed is None or parsed[2] is not None or parsed[1] == "0":
            return None
        sign, digits, _ = parsed
        return self._counted(code, digits + "0" * self.scales[scale], sign)

    def scaled_fst(self, code: str) -> pynini.Fst | None:
        """An integer amount with a scale word after its digits -> its reading."""
        if not self.scales:
            return None
        w = self.lang.written
        zeros = pynini.union(*[pynini.cross(pynini.escape(word), "0" * power)
                               for word, power in self.scales.items()])
        amount = pynini.compose(w.plain_digits + zeros, self._round.fst(code))
        return (pynini.closure(w.sign(self.reader.minus), 0, 1) + amount).optimize()

    def fst(self, g, code: str) -> pynini.Fst:
        """A written amount of `code` (the number alone) -> its reading."""
        if not self.has_minor(code):
            return phrases_fst(self.reader, g, self.table, [code], lambda key: pynini.accep(""),
                               optimize=False)
        w = self.lang.written
        decimals = phrases_fst(self.reader, g, self.table, [code], lambda key: pynini.accep(""),
                               fraction_digits=_MINOR_DIGITS + 1, integers=False,
                               optimize=False)
        mark = delete(pynini.union(*[pynini.escape(s) for s in w.decimal_separators]))
        digit = w.digit
        # the cents as written (one digit is tens) -> ASCII digits without leading zeros
        cents = NONZERO + DIGIT | pynini.cross("0", "") + NONZERO | NONZERO + insert("0")
        cents = pynini.compose(pynini.closure(digit, 1, _MINOR_DIGITS), cents).optimize()
        no_cents = mark + pynini.union(*[  # (zeros ASCII or native)
            pynini.compose(pynini.closure(digit, n, n), pynini.cross("0" * n, ""))
            for n in range(1, _MINOR_DIGITS + 1)])
        zero = pynini.compose(w.plain_digits, pynini.accep("0"))
        # (the units as written: the numbers' readings composed with plain_digits once per
        # form and category, for all currencies; built once here, the cents branch after it.
        # Zero units and the cents are a few paths of the readings, not optimized whole
        # first; MONEY's union is optimized, GrammarSet.get)
        units = self._nonzero.fst(code, written=True, optimize=False)
        no_units = pynini.compose(zero, self._any.fst(code, optimize=False))
        minor = pynini.compose(cents, self._nonzero.fst(code + _MINOR, optimize=False))
        before, middle, after = (insert(pynini.escape(p)) for p in self.join)
        with_cents = middle + mark + minor + after
        sign = pynini.closure(w.sign(self.reader.minus), 0, 1)
        if self.join[0]:  # words before the units: the cents' branch has its own copy
            whole = (units + pynini.closure(no_cents, 0, 1)
                     | before + units + with_cents)
        else:
            whole = units + pynini.union("", no_cents, with_cents)
        return pynini.union(
            decimals,
            sign + whole,
            sign + no_units + pynini.closure(no_cents, 0, 1),
            sign + pynini.compose(zero, pynini.cross("0", "")) + mark + minor,
        )


def tn(lang: Language, decimals):
    """`decimals`: the DECIMAL class module (its fast path reads decimals)."""
    table = load_table(lang, "currencies.tsv")
    if not table.rows:
        return class_module([], {})
    w = lang.written
    signs = currency_signs(lang, table)
    if lang.setting("money_any_case") == "yes":  # es "usd 2", "mex$100"
        signs = {s.lower(): code for s, code in signs.items()} | signs
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"], max_digits=_MAX_DIGITS,
                          decimal_paths=decimals.FAST_PATHS)
    amounts = _Amounts(lang, table, reader)
    # config `abbreviation_sentence_period yes`: a sign written with a period leaves it to the
    # sentence at its end (bg "Цената е 5 лв." ... пет лева.; base.abbreviations), the span
    # ending at its stem
    sentence_period = lang.sentence_period()
    if sentence_period:
        signs = {s[:-1]: c for s, c in signs.items() if s.endswith(".") and len(s) > 1} | signs
    written = abbreviations(signs, sentence_period)
    number = reader.pattern
    if amounts.scales:
        number += rf"(?:{alternation(amounts.scales)})?"
    after = rf"(?![{w.after_chars}])"  # (ko 원입니다: endings.py)
    # ru "2,5 тыс. руб.", "$10 млн" (the sign before or after); fr "3 M€" (money only)
    scaled = ScaledCounts(reader, money=True)
    before_sign = f"(?:{number}|{scaled.pattern})" if scaled.pattern else number
    # (sign first, a sign with a currency symbol only: "$10 млн", pt "R$ 3 bi", not "USD 10
    # млн"; a rule of its own, tried first, whose transducer copies the scaled numbers for each
    # currency's words: in MONEY's it made the union's optimization cost ~10 CPU s more)
    symbols = [s for s in signs if regex.search(r"\p{Sc}", s)] if scaled.pattern else []
    first_scaled = (rf"{w.before}{alternation(symbols)}{GAP_PATTERN}{scaled.pattern}{w.after}"
                    if symbols else "")
    # (a sign's amount takes a postposition too: gu "₹45ની", ta "₹500க்கு")
    pattern = (rf"{w.before}(?:{written}{GAP_PATTERN}{number}{w.after}"
               rf"|{before_sign}{GAP_PATTERN}{written}{after})")
    parse = [regex.compile(rf"(?P<sign>{written}){GAP_PATTERN}(?P<number>{number})"),
             regex.compile(rf"(?P<number>{number}){GAP_PATTERN}(?P<sign>{written})")]
    parse_scaled = regex.compile(rf"(?P<number>{before_sign}){GAP_PATTERN}(?P<sign>{written})")
    parse_first = regex.compile(rf"(?P<sign>{alternation(symbols) if symbols else '(?!)'})"
                                rf"{GAP_PATTERN}(?P<number>{scaled.pattern or '(?!)'})")
    glued_scale = regex.compile(rf"(?P<digits>.*?)(?P<scale>{alternation(amounts.scales)})"
                                if amounts.scales else r"(?!)")  # ko "₩30억"

    with_scale_word = _ScaleWordAmounts(lang, table, reader, written, number)  # "€2 billones"
    if with_scale_word.pattern:
        pattern = rf"{w.before}{with_scale_word.pattern}(?![{w.word_chars}])|{pattern}"

    trailing_zeros = lang.setting("money_trailing_zeros")
    if trailing_zeros not in ("", "drop", "minor"):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: unknown money_trailing_zeros "
                           f"{trailing_zeros!r} (known: drop, minor)")

    def zeros_kept(code: str) -> int | None:
        """How many decimals dropping trailing zeros keeps for `code` (None: none dropped)."""
        if trailing_zeros == "drop":
            return 0
        return _MINOR_DIGITS if trailing_zeros == "minor" and amounts.has_minor(code) else None

    def say(code: str, number: str) -> str | None:
        if zeros_kept(code) is not None:
            number = _without_trailing_zeros(lang, number, zeros_kept(code))
        if w.skips_leading_zeros:  # ar "$09"
            number = w.without_leading_zeros(number)
        with_scale = glued_scale.fullmatch(number)
        if with_scale:
            return amounts.say_scaled(code, with_scale["digits"], with_scale["scale"])
        return amounts.say(code, number)

    def fast(span: str) -> str | None:
        said = with_scale_word.say(span, signs)
        if said is not None:
            return said
        match = parse[0].fullmatch(span) or parse[1].fullmatch(span)
        if match is None and scaled.pattern:
            match = parse_scaled.fullmatch(span)
            return match and scaled.say(table, signs[match["sign"]], match["number"])
        return None if match is None else say(signs[match["sign"]], match["number"])

    def written_signs(code: str) -> pynini.Fst:
        return pynini.union(*[pynini.escape(s) for s, c in signs.items() if c == code])

    def amount_fsts(g) -> dict[str, pynini.Fst]:
        """Each code -> its written amounts (the number alone) -> their readings."""
        codes = sorted(set(signs.values()))
        # what is done to the written amount before it is read, per number of decimals kept
        # (composed once, not per currency): trailing zeros dropped, then leading zeros
        before_reading = {}
        for keep in {zeros_kept(code) for code in codes}:
            steps = ([] if keep is None else [_trailing_zeros_fst(lang, keep)]) + (
                [w.leading_zeros_fst] if w.skips_leading_zeros else [])
            if steps:
                before_reading[keep] = functools.reduce(pynini.compose, steps).optimize()
        fsts = {}
        for code in codes:
            amount = amounts.fst(g, code)
            if zeros_kept(code) in before_reading:
                amount = pynini.compose(before_reading[zeros_kept(code)], amount)
            with_scale = amounts.scaled_fst(code)
            fsts[code] = amount if with_scale is None else pynini.union(amount, with_scale)
        return fsts

    def build(g) -> pynini.Fst:
        parts = []
        fsts = amount_fsts(g)
        codes = list(fsts)
        for code, amount in fsts.items():
            parts += [delete(written_signs(code)) + gap() + amount,
                      amount + gap() + delete(written_signs(code))]
            if with_scale_word.pattern:
                parts += with_scale_word.fsts(g, code, written_signs(code))
        more = scaled.fst(g, table, codes, lambda code: delete(written_signs(code)))
        if more is not None:  # (one copy of the scaled numbers for all currencies)
            parts.append(more)
        return pynini.union(*parts)  # (GrammarSet optimizes)

    # a range of amounts, sign first ("€10-20" zehn bis zwanzig Euro): before the amount
    ranges = money_ranges.SignFirstRanges(lang, table, signs, number, reader)
    def fast_first(span: str) -> str | None:
        match = parse_first.fullmatch(span)
        return match and scaled.say(table, signs[match["sign"]], match["number"])

    def build_first(g) -> pynini.Fst:
        codes = sorted({signs[s] for s in symbols})
        return scaled.sign_first_fst(g, table, codes, lambda code: delete(pynini.union(
            *[pynini.escape(s) for s in symbols if signs[s] == code])))

    builds = {"MONEY": build} | {
        name: lambda g, name=name: ranges.fst(name, g) for name in ranges.names}
    fasts = {"MONEY": fast} | {name: ranges.fast(name, say) for name in ranges.names}
    rules = [*ranges.rules, Rule("MONEY", pattern, "MONEY")]
    per = per_units(lang) if lang.setting("money_per") == "yes" else {}
    if per:  # "15 €/mois" quinze euros par mois: before MONEY, which would stop at "/"
        unit_after = rf"(?![{w.after_chars}'\u2019])"
        rules.insert(len(ranges.rules), Rule(
            "MONEY", f"(?:{pattern})" + per_pattern(lang, per, unit_after), _PER))
        builds[_PER], fasts[_PER] = per_readings(lang, per, lambda g: g.get("MONEY"), fast)
    if first_scaled:  # (before MONEY: "$10 млн" is no "$10")
        rules.insert(len(ranges.rules), Rule("MONEY", first_scaled, _SCALED_SIGN_FIRST))
        builds[_SCALED_SIGN_FIRST], fasts[_SCALED_SIGN_FIRST] = build_first, fast_first
        # a range of amounts with a scale abbreviation, sign first (pt "R$ 3 mil-5 mil" três
        # mil a cinco mil reais): before the ranges without one, which end before it
        for i, (scaled_range, name, build_range, fast_range) in enumerate(
                scaled.sign_first_ranges(table, {s: signs[s] for s in symbols})):
            rules.insert(i, Rule("MONEY", scaled_range, name))
            builds[name], fasts[name] = build_range, fast_range
    # fr "5 M d'euros" cinq millions d'euros: an abbreviation of scale_abbreviations@money before
    # a currency's words, read with the number (the words left as written)
    before_words = scaled.before_words(table, [c for c in table.keys if not c.endswith(_MINOR)])
    if before_words:
        words_pattern, builds[_SCALED_BEFORE_WORDS], fasts[_SCALED_BEFORE_WORDS] = before_words
        rules.append(Rule("MONEY", rf"{w.before}{words_pattern}", _SCALED_BEFORE_WORDS))
    # ... and before a currency's plain words, said as the scaled row says them (fr "3 M
    # dollars" trois millions de dollars)
    plain_words = scaled.before_plain_words(table, [c for c in table.keys
                                                    if not c.endswith(_MINOR)])
    if plain_words:
        words_pattern, builds[_SCALED_PLAIN_WORDS], fasts[_SCALED_PLAIN_WORDS] = plain_words
        rules.append(Rule("MONEY", rf"{w.before}{words_pattern}", _SCALED_PLAIN_WORDS))
    # a code or sign of plain lower-case letters starts an amount ("usd 2", ko "krw 5000")
    starts = frozenset(s for s in signs if s.isascii() and s.isalpha() and s.islower())
    return class_module(rules, builds, fasts, starts)


# ru "$10 млн": a sign with a currency symbol before an amount with a scale abbreviation
_SCALED_SIGN_FIRST = "MONEY@scaled-sign-first"
# an amount, "/" and a unit or span of time of units_per.tsv ("15 €/mois", "R$ 5/kg")
_PER = "MONEY@per"
# fr "5 M d'euros": a number with an abbreviation of scale_abbreviations@money before the words
# of a currency
_SCALED_BEFORE_WORDS = "MONEY@scaled-before-words"
# fr "3 M dollars": before the plain words of a currency, which the scaled row says with "de"
_SCALED_PLAIN_WORDS = "MONEY@scaled-before-plain-words"


class _ScaleWordAmounts:
    """An amount with a scale word after it (config `money_scaled`), sign first ("€2 billones")
    or, with config `money_scaled_after yes`, after the scale word ("2 millones €", "2 millones
    de €"): one reading, the template's."""

    _LEAST = "6"  # the scales from a million up (not "mil": "dos mil euros")

    def __init__(self, lang: Language, table: CountedTable, reader: NumberReader,
                 written: str, number: str):
        self.lang, self.table, self.reader = lang, table, reader
        self.template = lang.setting("money_scaled")
        self.pattern = ""
        if not self.template:
            return
        if any(slot not in self.template for slot in ("{n}", "{s}", "{c}")):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: money_scaled needs {{n}}, "
                               f"{{s}} and {{c}}: {self.template!r}")
        least = lang.setting("money_scaled_from", self._LEAST)
        if not least.isdigit():
            raise LexiconError(f"{lang.code}/numbers/config.tsv: money_scaled_from is a power "
                               f"of ten, not {least!r}")
        # each scale word as written -> as said: the words, and the abbreviations read as
        # their word (config scale_abbreviations_apart: hu "$1 mrd" egy milliárd dollár)
        self.said = {x: x for power, said in scale_words(lang).items() if power >= int(least)
                     for x in said}
        powers = dict(scale_abbreviations(lang))
        self.said |= {a: word for a, (_, word) in apart_abbreviations(lang).items()
                      if powers[a] >= int(least)}
        words = sorted(self.said, key=lambda x: (-len(x), x))
        self.words = words
        # (the multiplier form of a scale word: cardinal.py's, es "veintiún millones")
        self.forms = {word: form for form, its in multiplier_forms(lang).items()
                      for word in its}
        self.forms |= {a: form for a, (form, _) in apart_abbreviations(lang).items()}
        scales = "|".join(regex.escape(x) for x in words)
        # (the scale word right after the digits where words are not spaced: zh "$1.5万")
        self.space = " " if lang.written.spaced else ""
        amount = rf"(?P<number>{number}){self.space}(?P<scale>{scales})"
        shapes = [rf"(?P<sign>{written}){GAP_PATTERN}{amount}"]
        # the sign after the scale word, the template's word between them written or not
        # (es "2 millones de €": "de")
        self.link = self.template.split("{s}")[1].split("{c}")[0].strip()
        after = lang.setting("money_scaled_after")
        if after not in ("", "yes"):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: money_scaled_after is yes or "
                               f"nothing, not {after!r}")
        self.after = after == "yes" and lang.written.spaced
        if self.after:
            link = rf"|[ \u00a0]{regex.escape(self.link)}[ \u00a0]" if self.link else ""
            shapes.append(rf"{amount}(?:{GAP_PATTERN}{link})(?P<sign>{written})")
        self._parse = [regex.compile(shape) for shape in shapes]
        self.pattern = "|".join(regex.sub(r"\(\?P<\w+>", "(?:", shape) for shape in shapes)

    def _phrase(self, code: str) -> Phrase | None:
        phrase = self.table.phrase(code, OTHER)
        return None if phrase is None or phrase.before.strip() else phrase

    def say(self, span: str, signs: dict[str, str]) -> str | None:
        match = self.pattern and next(
            (m for parse in self._parse if (m := parse.fullmatch(span))), None)
        if not match:
            return None
        phrase = self._phrase(signs[match["sign"]])
        words = phrase and self.reader.say(match["number"],
                                           self.forms.get(match["scale"], phrase.form))
        if words is None:
            return None
        return (self.template.replace("{n}", words).replace("{s}", self.said[match["scale"]])
                .replace("{c}", phrase.after.strip()))

    def fsts(self, g, code: str, written_signs: pynini.Fst) -> list[pynini.Fst]:
        phrase = self._phrase(code)
        if phrase is None:
            return []
        before, after = self.template.split("{n}")
        middle, end = after.split("{s}")
        by_form: dict[str, list[str]] = {}
        for word in self.words:
            by_form.setdefault(self.forms.get(word, phrase.form), []).append(word)
        amounts = pynini.union(*[
            pynini.union(*[self.reader.fst(g, form, name) for name in categories(self.lang)])
            + pynini.cross(self.space, pynini.escape(middle))
            + pynini.union(*[pynini.cross(pynini.escape(x), pynini.escape(self.said[x]))
                             for x in words])
            for form, words in sorted(by_form.items())])
        head, tail = insert(pynini.escape(before)), insert(pynini.escape(
            end.replace("{c}", phrase.after.strip())))
        fsts = [delete(written_signs) + gap() + head + amounts + tail]
        if self.after:  # "2 millones €", "2 millones de €"
            space = pynini.union(" ", "\u00a0")
            between = pynini.union(gap(), *([delete(space + pynini.escape(self.link) + space)]
                                            if self.link else []))
            fsts.append(head + amounts + between + delete(written_signs) + tail)
        return fsts


def _zeros(lang: Language) -> str:
    """The zero digits as written (ASCII and native)."""
    return "0" + "".join(k for k, v in lang.written.native_digits.items() if v == "0")


def _without_trailing_zeros(lang: Language, number: str, keep: int = 0) -> str:
    """Config `money_trailing_zeros`: an amount's decimals without their trailing zeros past
    the first `keep`, none left without the mark ("2,200" 2,2 two and twenty cents; "2,000"
    2; keep 2: "20.500" 20.50; a mark that also groups only where it is a decimal mark: ar
    "1,000" stays)."""
    marks = list(_decimal_marks(lang).finditer(number))
    if not marks:
        return number
    head, mark, tail = number[:marks[-1].start()], marks[-1].group(), number[marks[-1].end():]
    stripped = tail.rstrip(_zeros(lang))
    tail = stripped if len(stripped) >= keep else tail[:keep]
    return head + mark + tail if tail else head


def _decimal_marks(lang: Language) -> regex.Pattern:
    return _compiled(lang.written.decimal_pattern)


@functools.cache
def _compiled(pattern: str) -> regex.Pattern:
    return regex.compile(pattern)


def _trailing_zeros_fst(lang: Language, keep: int = 0) -> pynini.Fst:
    """= _without_trailing_zeros, as a transducer over the written amount."""
    w = lang.written
    digit = pynini.project(w.digit, "input")
    zero = pynini.union(*_zeros(lang))
    nonzero = pynini.difference(digit, zero)
    sign = pynini.closure(pynini.union(*MINUS_SIGNS), 0, 1)
    whole = pynini.project(w.plain_digits, "input")
    decimals = (sign + w.decimal_marks(whole, pynini.closure(digit, 1))).optimize()
    kept = pynini.closure(digit) + nonzero + pynini.closure(delete(zero))
    dropped = delete(pynini.closure(zero, 1))
    if keep:  # (the first `keep` digits stay, and all of fewer)
        tails = (pynini.closure(digit, 1, keep)
                 | pynini.closure(digit, keep, keep) + pynini.union(kept, dropped))
        changed = sign + w.decimal_marks(whole, tails)
    else:
        changed = (sign + w.decimal_marks(whole, kept)
                   | sign + w.decimal_marks(whole, dropped, drop_mark=True))
    return pynini.union(pynini.difference(pynini.closure(byte.BYTE), decimals),
                        changed).optimize()


def letter_signs(lang: Language) -> list[str]:
    """The signs and codes TN reads that start with a letter (A$, HKD): where words are not
    spaced, an amount starts at one inside a word too (zh 价格是A$13.5)."""
    table = load_table(lang, "currencies.tsv")
    if not table.rows:
        return []
    return sorted((s for s in currency_signs(lang, table) if s[:1].isalpha() and s[:1].isascii()),
                  key=len, reverse=True)


def _written_signs(lang: Language, table: CountedTable) -> dict[str, str]:
    """ISO code (and `CODE.minor`) -> the sign ITN writes: the code's first row in
    currency_signs.tsv (a row `USD<TAB>USD` writes the code), or the code."""
    currency_signs(lang, table)  # (checked)
    first: dict[str, str] = {}
    for sign, code in optional_rows(f"{lang.code}/numbers/currency_signs.tsv"):
        first.setdefault(code, sign)
    codes = [key for key in table.keys if not key.endswith(_MINOR)]
    return {code: first.get(code, code) for code in codes} | {
        code: sign for code, sign in first.items() if code.endswith(_MINOR)}


def itn_style(lang: Language):
    """The amount and sign as ITN's transducer writes them ("12,05 $") -> as the language
    orders them (config `itn_money`; `itn_money@<sign>` for one sign: ja `itn_money@$ {s}{n}`
    "$3.50", while 円 follows the number)."""
    template = lang.setting("itn_money", "{n} {s}" if lang.written.spaced else "{n}{s}")
    own = {k.partition("@")[2]: v for k, v in lang.data.config.items()
           if k.startswith("itn_money@")}
    if any("{n}" not in t or "{s}" not in t for t in [template, *own.values()]):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_money needs {{n}} and {{s}}")
    table = load_table(lang, "currencies.tsv")
    signs = sorted(set(_written_signs(lang, table).values()), key=lambda s: (-len(s), s))

    def style(written: str) -> str:
        for sign in signs:  # (a sign may have a space: ru "долл. США")
            if written.endswith(" " + sign):
                amount = written[:-len(sign) - 1]
                break
        else:
            amount, _, sign = written.rpartition(" ")
        return own.get(sign, template).replace("{n}", amount).replace("{s}", sign)

    return style


def _other_words(lang: Language, table: CountedTable) -> dict[str, list[tuple[str, str]]]:
    """currency_words.tsv (optional, ITN): `written<TAB>words`, other words said after an
    amount than the currencies.tsv rows (es "dólares estadounidenses", vi "đô"), written with
    `written`: a sign of currency_signs.tsv (es US$; zh CNY, a code that has a row there as
    a sign), or a code (its first sign) or `CODE.minor` (words of its minor unit). -> code ->
    [(words, sign written or "")]."""
    signs = currency_signs(lang, table)
    listed = {w for w, _ in optional_rows(f"{lang.code}/numbers/currency_signs.tsv")}
    out: dict[str, list[tuple[str, str]]] = {}
    for written, words in optional_rows(f"{lang.code}/numbers/currency_words.tsv"):
        if written in table.rows and written not in listed:
            out.setdefault(written, []).append((words.lower(), ""))
        elif written in signs:
            out.setdefault(signs[written], []).append((words.lower(), written))
        else:
            raise LexiconError(f"{lang.code}/numbers/currency_words.tsv: {words}: {written} is "
                               "no code of currencies.tsv nor sign of currency_signs.tsv")
    return out


def itn_name_words(lang: Language) -> tuple[frozenset[str], frozenset[str]]:
    """ITN: the first words of the currencies' names said after an amount, and the last words
    of those and of their cents' names (lower case): an amount whose cents were said without
    their word ends before the units of the next one, with its own units' or cents' name
    ("dos dólares y sesenta y tres dólares" $2 y $63)."""
    table = load_table(lang, "currencies.tsv")
    tn_only = set(lang.setting("money_tn_only").split())
    keys = [key for key in table.keys if not key.endswith(_MINOR) and key not in tn_only]
    extra = _other_words(lang, table)

    def names(keys: list[str]) -> list[list[str]]:
        said = set(spoken_words(table, keys))
        said |= {words for key in keys for words, _ in extra.get(key, ())}
        return [words.split() for words in said if words.split()]

    major = names(keys)
    return (frozenset(words[0] for words in major),
            frozenset(words[-1] for words in major + names([k + _MINOR for k in keys])))


def _said_before(lang: Language, g, table: CountedTable,
                 frames: dict[tuple[str, str], tuple[str, str]],
                 minor_frames: dict[str, list[tuple[str, str]]], signs: dict[str, str],
                 joiner: pynini.Fst) -> pynini.Fst:
    """ITN, currencies said before their number in the form they ask for (rw "amadolari atanu"
    5 $), the cents after a joiner as the currency's minor unit says them ("amadolari atanu
    n'amasenti mirongo itanu" 5,50 $); a decimal amount with the units' words."""
    gap, mark = lang.written.gap(), lang.written.itn_decimal_mark
    two_digits = (NONZERO + DIGIT | insert("0") + NONZERO).optimize()
    out = []
    for rank, ((before, after), (code, form)) in enumerate(frames.items()):
        tail = (gap + delete(pynini.escape(after)) if after else pynini.accep("")) + insert(
            pynini.escape(" " + signs[code])) + pynini.accep("", weight=rank * _LATER)
        head = delete(pynini.escape(before)) + gap
        whole = number_in_form(lang, g.get("CARDINAL"), form)
        # (only the numbers whose rows say the frame: he "שקל אחד" ₪1, the @one row's)
        rows = table.rows.get(code, {})
        restricted = of_categories(lang, whole, rows, (before, after))
        decimal = g.get("DECIMAL") if restricted is whole else None
        whole = restricted
        minor = [delete(pynini.escape(words)) + gap + pynini.compose(
            number_in_form(lang, g.get("spoken_number"), its_form), two_digits)
            for words, its_form in minor_frames.get(code, ())]
        said = list(spoken_words(table, [code + _MINOR]))
        if said:  # (the cents said after their number: he "שקל אחד וחמישים אגורות" 1.50 ₪)
            minor.append(pynini.compose(g.get("spoken_number"), two_digits) + gap
                         + pynini.union(*[delete(pynini.escape(x)) for x in said]))
        if minor:
            whole += pynini.closure(joiner + insert(pynini.escape(mark))
                                    + pynini.union(*minor), 0, 1)
        out.append(head + (whole if decimal is None else whole | decimal) + tail)
    return pynini.union(*out)


def itn_joiner_words(lang: Language) -> frozenset[str]:
    """ITN: the words said between the units and the cents (lower case)."""
    return frozenset(word for word, _ in _joiners(lang))


def _joiners(lang: Language) -> list[tuple[str, bool]]:
    """The words said between the units and the cents (lower case), and whether the cents'
    words run on after them (ar "وخمسون"): money_minor's, then config itn_money_joiners."""
    middle = _join(lang)[1]
    out = [(middle.strip().lower(), not middle.endswith(" "))] if middle.strip() else []
    return out + [(j.lower(), False) for j in lang.setting("itn_money_joiners").split()]


def _digit_words(lang: Language, g, code: str) -> pynini.Fst | None:
    """Config `itn_money_digit_words@<CODE>` (`word=place` ...): words said after a digit for
    the first or second decimal of an amount of that currency (zh CNY `角=1 毛=1 分=2`:
    五角八分 -> "58", 三毛 -> "3", 零八分 or 八分 -> "08"); a zero word may come between."""
    places: dict[str, list[str]] = {}
    for word, place in lang.setting_pairs(f"itn_money_digit_words@{code}", "word=1 or word=2"):
        if place not in ("1", "2"):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_money_digit_words@{code}"
                               f": {word}={place} is not word=1 or word=2")
        places.setdefault(place, []).append(word.lower())
    if len(places) < 2:
        return None
    digit = pynini.compose(g.get("spoken_number"), NONZERO).optimize()
    gap = lang.written.gap()
    tenths, hundredths = (digit + gap + pynini.union(*[delete(pynini.escape(w))
                                                       for w in places[p]]) for p in "12")
    zero = pynini.closure(delete(pynini.escape(lang.lowered.exact[""][0])) + gap, 0, 1)
    return (tenths + pynini.closure(gap + zero + hundredths, 0, 1)
            | insert("0") + zero + hundredths).optimize()


def _singular_signs(lang: Language, amounts: pynini.Fst) -> pynini.Fst:
    """ITN's `amounts` with the signs of config `itn_money_one` written as it says after an
    amount of one ("1 lekë" -> "1 lek")."""
    pairs = lang.setting_pairs("itn_money_one", "sign=written")
    if not pairs:
        return amounts
    singular = pynini.union(*[pynini.cross(pynini.escape(f"1 {sign}"), pynini.escape(f"1 {said}"))
                              for sign, said in pairs])
    sigma = pynini.closure(byte.BYTE).optimize()
    return pynini.compose(amounts, pynini.cdrewrite(singular, "[BOS]", "[EOS]", sigma))


def itn(lang: Language):
    table = load_table(lang, "currencies.tsv")
    if not table.rows:
        return class_module([], {})
    w = lang.written
    signs = _written_signs(lang, table)
    # in the table's order: where currencies share words ("копеек": RUB, UAH, BYN), the first
    # (the language's own) is written
    tn_only = set(lang.setting("money_tn_only").split())
    codes = [key for key in table.keys
             if not key.endswith(_MINOR) and key in signs and key not in tn_only]
    mark = w.itn_decimal_mark
    joiners = _joiners(lang)
    # config `itn_money_cents_unsaid no`: the cents are read only with their word, where the joiner
    # is a word of every sentence (ro "cinci lei și doi copii" is no 5,02 lei)
    cents_unsaid = lang.setting("itn_money_cents_unsaid") != "no"
    least = lang.setting("itn_money_quantity_from")
    if least and not least.isdigit():
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_money_quantity_from needs a "
                           f"power of ten: {least!r}")

    extra = _other_words(lang, table)

    def words(keys: list[str], sign: str = "") -> pynini.Fst | None:
        said = [*(spoken_words(table, keys) if not sign else ()),
                *(x for key in keys for x, its_sign in extra.get(key, ()) if its_sign == sign)]
        return pynini.union(*[delete(pynini.escape(x)) for x in said]) if said else None

    # config `itn_money_frames yes`: currencies said before their number too (rw "amafaranga
    # ibihumbi bitanu" 5000 Frw)
    framed = lang.setting("itn_money_frames") == "yes"
    frames = spoken_frames(table, codes) if framed else {}
    minor_frames = {code: [(before, form) for (before, _), (_, form)
                           in spoken_frames(table, [code + _MINOR]).items()] for code in codes}
    if all(words([code]) is None for code in codes) and not frames:
        return class_module([], {})

    def parts(g) -> list[list[Piece]]:
        """MONEY's alternatives, each a sequence of pieces (scan.sequence): the transducer
        reads their union, its acceptor is made from them (scan.parts_acceptor)."""
        gap = w.gap()
        joiner = gap
        if joiners:
            joiner += pynini.closure(pynini.union(*[
                delete(pynini.escape(j)) + ("" if glued else gap) for j, glued in joiners]), 0, 1)
        two_digits = NONZERO + DIGIT | insert("0") + NONZERO
        cents = pynini.compose(g.get("spoken_number"), two_digits.optimize())
        any_minor = words([code + _MINOR for code in codes])  # (cents of another currency)
        whole, decimal, only_cents = [], [], []
        names = [(code, signs[code], words([code])) for code in codes]
        names += [(code, sign, words([code], sign)) for code in codes  # (es US$)
                  for sign in dict.fromkeys(s for _, s in extra.get(code, ()) if s)]
        for rank, (code, written, major) in enumerate(names):
            sign = insert(pynini.escape(" " + written)) + pynini.accep("", weight=rank * _LATER)
            minor = words([code + _MINOR])
            if major is None:
                continue
            endings = sign
            minor_sign = signs.get(code + _MINOR)
            if minor is not None and minor_sign is not None:  # ru "6 руб. 35 коп."
                number = pynini.compose(cents, strip_leading_zeros())
                endings |= (sign + joiner + insert(" ") + number + gap + any_minor
                            + insert(pynini.escape(" " + minor_sign)))
                only_cents.append(number + gap + minor + insert(pynini.escape(" " + minor_sign))
                                  + pynini.accep("", weight=rank * _LATER))
            elif minor is not None:
                said_minor = gap + any_minor
                endings |= (joiner + insert(pynini.escape(mark)) + cents
                            + (pynini.closure(said_minor, 0, 1) if cents_unsaid else said_minor)
                            + sign)
                only_cents.append(insert(pynini.escape("0" + mark)) + cents + gap + minor + sign)
            elif any_minor is not None:  # (no minor unit of its own: the cents said with one)
                endings |= joiner + insert(pynini.escape(mark)) + cents + gap + any_minor + sign
            digit_words = _digit_words(lang, g, code)
            if digit_words is not None:  # zh 三千三百八十元五角八分 ¥3380.58
                endings |= gap + insert(pynini.escape(mark)) + digit_words + sign
            whole.append(major + endings)
            decimal.append(major + sign)
        scaled = scaled_numbers(lang, g, int(least), "itn_money_scales") if least else None
        # (a round amount said with a scale word keeps it: "R$ 2 milhões")
        integer = pynini.accep("", weight=_UNSCALED if scaled is not None else 0)
        parts: list[list[Piece]] = [
            ["CARDINAL", integer, gap, pynini.union(*whole)],
            ["DECIMAL", integer, gap, pynini.union(*decimal)]] if whole else []
        if scaled is not None and decimal:
            parts.append([scaled, gap, pynini.union(*decimal)])
        if said_ranges.enabled(lang) and decimal:  # zh 七八英镑 £7~8
            parts.append([said_ranges.BARE, gap, pynini.union(*decimal)])
        parts += [[amount] for amount in only_cents]
        if frames:
            parts.append([_said_before(lang, g, table, frames, minor_frames, signs, joiner)])
        return parts

    def build(g) -> pynini.Fst:
        out = pynini.union(*[sequence(g, pieces)
                             for pieces in g.kept("MONEY parts", lambda: parts(g))])
        return _singular_signs(lang, out)

    @optimized
    def accept(g) -> pynini.Fst:
        """ACCEPT:MONEY from MONEY's parts (scan.parts_acceptor): ar ~8 CPU s to ~3."""
        return parts_acceptor(g, g.kept("MONEY parts", lambda: parts(g)))

    return class_module([Rule("MONEY", r"\w", "MONEY")], {"MONEY": build},
                        acceptors={"MONEY": accept})
