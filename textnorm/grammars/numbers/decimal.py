"""DECIMAL: "3,14" -> "drei Komma eins vier" and back, with the locale's decimal mark.

TN reads the digits after the mark one by one (`decimal_digits` = `digits`, the default) or,
up to three of them, as a number after their leading zeros (`number`: fr "trois virgule
quatorze"); longer decimals one by one again (sv "tre komma ett ett ett fem") or in pairs
(`decimal_long_digits pairs`: es "tres coma catorce quince"). ITN accepts all of these,
and long decimals read in groups ("tres coma catorce quince" -> "3,1415"), after the locale's
decimal word or another one that writes its own mark (config `itn_decimal_words`: "punto=.").
Config `itn_decimal_scales` (`power=word` each, as money's `itn_money_scales`): a decimal said
with a scale word of power 3 and up is written with that word (ru "1,23 млрд").
Config `scaled_multiplier_form yes` (TN): before a scale word, or with a scale abbreviation,
the whole part is read in the scale's multiplier form, as a whole number there (sv "1,5
miljoner", "1,5 mn" en komma fem miljoner, as "en miljon"; off: de "eins Komma fünf Millionen"),
and a decimal read as a fraction by the rows of the case config `decimal_counted_forms` gives
that form (mn `attr=attr`: "3.4 сая" гурван бүхэл аравны дөрвөн сая).
Config `decimal_counted_forms` (TN; `form[=case]` items): a decimal before a counted word (a
unit, currency, per cent: counted.py) whose row asks for one of these forms, itself or as a
preposition's case asks for it (agreement.py), reads its whole part in it, as DECIMAL@<form>
does (is `neuter feminine`: "2,5 kg" tvö komma fimm kíló, as "tvö kíló"; "1,5 mín." ein komma
fimm mínútur), and a decimal read as a fraction (decimal_fraction.tsv) by its rows of `case`
(ru `genitive=genitive genitive-feminine=genitive`: "около 1,5 км" около одной целой пяти
десятых километра); other forms and languages without the key: the plain DECIMAL reading (es
"21,5 km" veintiuno coma cinco kilómetros). A decimal right after a case's words whose plain
number takes one of these forms is read so with no counted word after it too
(DECIMAL@after-<case>: ru "от 1,5 до 2,5 км" от одной целой пяти десятых до двух целых пяти
десятых километра, "до 2,5" до двух целых пяти десятых). Config `decimal_form_part last`:
that form is said on the last word of the digits after the mark, not on the whole part (tl,
whose linker joins the word right before the noun: "12.5%" labindalawa punto limang porsiyento).
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import Rule, optimized
from ..scan import acceptor, parts_acceptor
from . import fraction as fraction_reading
from . import mixed_fraction
from .cardinal import abbreviations, multiplier_forms, spoken, spoken_number_acceptor, spoken_side
from .counted import scaled_numbers
from .data import SEPARATOR_NAMES
from .language import Language, class_module
from .relax import scale_words
from .written import MINUS_SIGNS, to_ascii

_ABOVE_24 = pynini.union(pynini.union(*"3456789") + DIGIT, "2" + pynini.union(*"56789"),
                         pynini.union(*"123456789") + DIGIT + pynini.closure(DIGIT, 1)).optimize()
_AS_NUMBER = 3  # with `decimal_digits number`, decimals up to this many digits read as a number


def _space(lang: Language) -> str:
    """What TN writes around the decimal word and between the digits after it: a space where
    words are spaced, none with config `decimal_spaces no` (ko 영점일, 십일점구구)."""
    return "" if lang.setting("decimal_spaces") == "no" else lang.written.space


def _fraction_digits(lang: Language, digit_names: pynini.Fst, form: str = "") -> pynini.Fst:
    """ASCII digits after the mark -> words (`form`: the last word in that form, config
    decimal_form_part last)."""
    space = insert(_space(lang))
    last = pynini.compose(DIGIT, lang.reading(form)) if form else digit_names
    one_by_one = pynini.closure(digit_names + space) + last
    if lang.setting("decimal_digits", "digits") != "number":
        return one_by_one.optimize()
    zero = pynini.compose(pynini.accep("0"), digit_names)
    zeros = pynini.closure(zero + space)
    nonzero = pynini.difference(DIGIT, "0")
    number = pynini.compose(nonzero + pynini.closure(DIGIT), lang.reading(form))
    short = pynini.compose(pynini.closure(DIGIT, 1, _AS_NUMBER),
                           zeros + number | zeros + pynini.compose("0", last))
    long = one_by_one
    if lang.setting("decimal_long_digits", "digits") == "pairs":
        pair = (pynini.compose(nonzero + DIGIT, lang.reading(""))
                | zero + space + digit_names)
        long = pair + pynini.closure(space + pair) + pynini.closure(space + digit_names, 0, 1)
    long = pynini.compose(pynini.closure(DIGIT, _AS_NUMBER + 1), long)
    return (short | long).optimize()


def _word(lang: Language) -> str:
    return lang.setting("decimal_word", "point")


def tn(lang: Language):
    fraction_reading.rows(lang)  # decimal_fraction.tsv parsed and checked now, not on a line
    w = lang.written
    minus = lang.setting("minus", "minus")
    scaled = scale_after_decimal(lang)  # "1,5 млн" -> "... миллиона"
    longest_first = sorted(scaled, key=len, reverse=True)
    names = "|".join(regex.escape(a) for a in longest_first)
    abbreviation = rf"(?:[ \u00a0]?(?:{names}))?" if scaled else ""
    pattern = (rf"{w.before}{w.minus_pattern}?{w.number_pattern}{w.decimal_pattern}"
               rf"{w.digit_class}+{abbreviation}{w.after}")

    on_last = _form_on_last(lang)

    def parts_in(form: str) -> tuple[str, str]:
        """The forms of the whole part and of the last word of the digits after the mark."""
        return ("", form) if on_last else (form, "")

    def build_in(form: str, case: str = ""):
        return lambda g: pynini.closure(w.sign(minus), 0, 1) + unsigned(form, case)

    def unsigned(form: str = "", case: str = "") -> pynini.Fst:
        # (built once per form: DECIMAL and DECIMAL@after-hyphen read alike)
        return lang.shared(("DECIMAL.unsigned", form, case), lambda: _unsigned(form, case))

    def _unsigned(form: str, case: str) -> pynini.Fst:
        digit_names = pynini.compose(DIGIT, lang.reading(""))
        whole_form, last_form = parts_in(form)
        whole = pynini.compose(w.plain_digits, lang.reading(whole_form))
        mark = pynini.union(*[pynini.escape(s) for s in w.decimal_separators])
        fraction = pynini.compose(pynini.closure(w.digit, 1),
                                  _fraction_digits(lang, digit_names, last_form))
        spaced_word = _space(lang) + _word(lang) + _space(lang)
        with_word = whole + pynini.cross(mark, pynini.escape(spaced_word)) + fraction
        as_fraction = fraction_reading.reading(lang, pynini.accep(_MARK), case=case)
        if as_fraction is not None:  # where it has a row for the digits, it is the reading
            written = w.plain_digits + pynini.cross(mark, _MARK) + pynini.closure(w.digit, 1)
            with_word = (pynini.compose(written, as_fraction)
                         | pynini.accep("", weight=_OTHER_READING) + with_word)
        if scaled:
            gap = pynini.closure(delete(pynini.union(" ", "\u00a0")), 0, 1)
            words = pynini.string_map([(pynini.escape(a), pynini.escape(w.space + word))
                                       for a, word in scaled.items()])
            with_word += pynini.closure(gap + words, 0, 1)
        return with_word

    marks = regex.compile(w.decimal_pattern)
    grouped = regex.compile(w.number_pattern)

    def fast(span: str, form: str = "", case: str = "") -> str | None:
        sign, scale = "", ""
        if span[:1] in MINUS_SIGNS:
            sign, span = minus + w.space, span[1:]
        for a in longest_first:
            if span.endswith(a):
                span, scale = span[:-len(a)].rstrip(" \u00a0"), w.space + scaled[a]
                break
        parts = marks.split(span)
        if len(parts) != 2 or not grouped.fullmatch(parts[0]):
            return None
        whole = w.ascii_number(parts[0])
        digits = to_ascii(parts[1], w.native_digits)
        as_fraction = fraction_reading.say(lang, whole, digits, case)
        if as_fraction is not None:
            return sign + as_fraction + scale
        whole_form, last_form = parts_in(form)
        whole_words = lang.say(whole, whole_form)
        fraction = _say_fraction(lang, digits, last_form)
        if whole_words is None or fraction is None:
            return None
        return f"{sign}{whole_words}{_space(lang)}{_word(lang)}{_space(lang)}{fraction}{scale}"

    rules, builders, fast_paths = [], {"DECIMAL": build_in("")}, {"DECIMAL": fast}
    forms = counted_forms(lang)
    if lang.setting("scaled_multiplier_form") == "yes":  # sv "1,5 miljoner" en komma fem
        for form, ahead in _before_scales(lang, scaled).items():
            name = f"DECIMAL@{form}"
            rules.append(Rule("DECIMAL", rf"{w.before}{w.minus_pattern}?{w.number_pattern}"
                                         rf"{w.decimal_pattern}{w.digit_class}+{ahead}", name))
            # (a decimal read as a fraction by the rows of the form's case where
            # decimal_counted_forms names one: mn "3.4 сая" ... аравны дөрвөн сая)
            case = forms.get(form, "")
            builders[name] = build_in(form, case)
            fast_paths[name] = lambda span, form=form, case=case: fast(span, form, case)
    for form, case in forms.items():  # is "2,5 kg" tvö komma fimm kíló
        builders.setdefault(f"DECIMAL@{form}", build_in(form, case))  # (counted.py)
        fast_paths.setdefault(f"DECIMAL@{form}",
                              lambda span, form=form, case=case: fast(span, form, case))
    rules += _case_rules(lang, forms, pattern, builders, fast_paths)
    if lang.setting("glued_hyphen") == "spaced":  # "тест-1,02" (cardinal.py)
        rules.append(Rule("DECIMAL", rf"(?<={w.letters})-{w.number_pattern}{w.decimal_pattern}"
                                     rf"{w.digit_class}+{w.after}", "DECIMAL@after-hyphen"))
        builders["DECIMAL@after-hyphen"] = lambda g: pynini.cross("-", " ") + unsigned()

        def after_hyphen(span: str) -> str | None:
            words = fast(span[1:]) if span[:1] == "-" and span[1:2] not in MINUS_SIGNS else None
            return None if words is None else " " + words

        fast_paths["DECIMAL@after-hyphen"] = after_hyphen
    rules.append(Rule("DECIMAL", pattern, "DECIMAL"))
    return class_module(rules, builders, fast_paths)


def _case_rules(lang: Language, forms: dict[str, str], pattern: str, builders: dict,
                fast_paths: dict) -> list[Rule]:
    """DECIMAL@after-<case>: a decimal right after the words of a case (config
    `case_after@<case>`, agreement.py) whose plain number's form is one of config
    `decimal_counted_forms`, read as DECIMAL@<form> reads it, with no counted word after it
    too (ru "от 1,5 до 2,5 км" от одной целой пяти десятых до ..., "до 2,5" до двух целых
    пяти десятых; before a unit MEASURE reads it so). Before the plain rule, as the
    case's words choose the reading."""
    if not forms:
        return []
    from .agreement import cases  # (agreement imports money, which imports this module)

    rules = []
    for case in cases(lang):
        form = case.forms.get("")
        if form not in forms:
            continue
        name = f"DECIMAL@after-{case.name}"
        rules.append(Rule("DECIMAL", case.lookbehind + pattern, name))
        builders[name] = lambda g, form=form: g.get(f"DECIMAL@{form}")
        fast_paths[name] = fast_paths[f"DECIMAL@{form}"]
    return rules


def _form_on_last(lang: Language) -> bool:
    """Config `decimal_form_part`: the part of a decimal said in the form a counted word asks
    for (decimal_counted_forms): `whole` (default: is "2,5 kg" tvö komma fimm kíló) or `last`,
    the digits after the mark, whose last word then takes it (tl, where the linker joins the
    word right before the noun: "12.5%" labindalawa punto limang porsiyento, "2.5 kilo"
    dalawa punto limang kilo)."""
    part = lang.setting("decimal_form_part", "whole")
    if part not in ("whole", "last"):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: decimal_form_part: {part!r} is "
                           "not whole or last")
    if part == "last" and lang.setting("decimal_long_digits", "digits") == "pairs":
        raise LexiconError(f"{lang.code}/numbers/config.tsv: decimal_form_part last reads "
                           "the digits after the mark one by one or as a number, not in pairs")
    return part == "last"


def counted_forms(lang: Language) -> dict[str, str]:
    """Config `decimal_counted_forms` (`form[=case]` items): the forms a decimal's whole part
    is read in before a counted word whose row asks for them (each a form of the language's
    numbers) -> the case of decimal_fraction.tsv's rows it is read by then ("": the plain)."""
    out = {}
    for item in lang.setting("decimal_counted_forms").split():
        form, _, case = item.partition("=")
        if form not in lang.data.forms:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: decimal_counted_forms: no "
                               f"numbers in form {form}")
        if case and case not in fraction_reading.cases(lang):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: decimal_counted_forms: "
                               f"decimal_fraction.tsv has no rows whole@{case}")
        out[form] = case
    return out


def _before_scales(lang: Language, said: dict[str, str]) -> dict[str, str]:
    """Config `scaled_multiplier_form yes`: the whole part of a decimal before a scale word,
    or with an abbreviation of one (`said`: scale_after_decimal), is read in the scale's
    multiplier form (sv "1,5 miljoner", "1,5 mn" en komma fem miljoner, as "en miljon"):
    multiplier form -> what follows the decimal's digits then (a lookahead or the
    abbreviation)."""
    out = {}
    powers = {word: power for power, words in scale_words(lang).items() for word in words}
    for form, words in sorted(multiplier_forms(lang).items()):
        ahead = "|".join(regex.escape(word) for word in sorted(words, key=lambda x: (-len(x), x)))
        shown = sorted((a for a, power in abbreviations(lang) if a in said
                        and any(powers.get(word) == power for word in words)),
                       key=len, reverse=True)
        after = [rf"(?=[ \u00a0]+(?i:{ahead})\b)"]
        if shown:
            names = "|".join(regex.escape(a) for a in shown)
            after.append(rf"[ \u00a0]?(?:{names}){lang.written.after}")
        out[form] = "(?:" + "|".join(after) + ")"
    return out


def scale_after_decimal(lang: Language, key: str = "scale_abbreviations") -> dict[str, str]:
    """Scale abbreviation (config scale_abbreviations, or `key`'s) -> the scale word said after
    a decimal: its form after 2 (ru "1,5 млн" "... миллиона", de "1,5 Mio." "... Millionen"),
    or the words config `scale_words_after_decimal` gives the power (`power=word` items, `_` a
    space: pl `6=miliona`, "1,5 mln" jeden przecinek pięć miliona, the genitive singular, where
    "2 mln" says miliony; es `9=mil_millones`, "1,5 mil mill.")."""
    out = {}
    words = scale_words(lang)
    given = dict(lang.setting_pairs("scale_words_after_decimal", "power=word", spaced=True))
    for abbreviation, power in abbreviations(lang, key):
        if str(power) in given:
            out[abbreviation] = given[str(power)]
            continue
        reading = lang.say("2" + "0" * power) or ""
        ends = [word for word in words.get(power, ()) if reading.lower().endswith(word)]
        if ends:
            out[abbreviation] = reading[len(reading) - len(max(ends, key=len)):]
    return out


def _say_fraction(lang: Language, digits: str, form: str = "") -> str | None:
    """= _fraction_digits on ASCII digits."""
    if not digits.isascii() or not digits.isdigit():
        return None
    by_digit = [lang.say(d) for d in digits[:-1]] + [lang.say(digits[-1:], form)]
    if None in by_digit:
        return None
    space = _space(lang)
    if lang.setting("decimal_digits", "digits") != "number" or not digits.strip("0"):
        return space.join(by_digit)
    if len(digits) > _AS_NUMBER:
        if lang.setting("decimal_long_digits", "digits") != "pairs":
            return space.join(by_digit)
        pairs = [digits[i:i + 2] for i in range(0, len(digits), 2)]
        said = [lang.say(p) if p[0] != "0" and len(p) == 2 else space.join(map(lang.say, p))
                for p in pairs]
        return None if None in said else space.join(said)
    zeros = len(digits) - len(digits.lstrip("0"))
    number = lang.say(digits.lstrip("0"), form)
    return None if number is None else space.join([*by_digit[:zeros], number])


def decimal_words(lang: Language) -> list[tuple[str, str]]:
    """(spoken decimal word, the mark ITN writes for it): the locale's word first, then config
    `itn_decimal_words` (`word=mark` each: es "punto" writes ".")."""
    words = [(_word(lang).lower(), lang.written.itn_decimal_mark)]
    for word, mark in lang.setting_pairs("itn_decimal_words", "word=mark"):
        words.append((word.lower(), SEPARATOR_NAMES.get(mark, mark)))
    return words


_MARK = "|"  # the decimal mark between the digits the fraction reading reads
_OTHER_READING = 1.0  # the reading with the decimal word, where a fraction reading exists

# Each further group after the decimal word costs more than a variant spelling, so that
# "vinte seis" is 26 (a dropped "e"), not 20 and 6.
_GROUP = 1.5


def _spoken_fraction(lang: Language, g) -> pynini.Fst:
    """The words after the decimal word -> digits: digit words one by one, and where words
    are spaced (or `decimal_digits` is `number`) also numbers below 1000 in a row, as people
    read decimals ("trois virgule quatorze", "catorce quince noventa y dos" -> 141592). A
    scale word after them is not part of the decimal ("tres coma cinco millones" -> "3,5
    millones")."""
    gap = lang.written.gap()
    digit_names = pynini.compose(g.get("spoken_number"), DIGIT)  # any spelling ITN accepts
    if not lang.written.spaced and lang.setting("decimal_digits", "digits") != "number":
        return digit_names + pynini.closure(gap + digit_names)
    group = digit_names | pynini.compose(g.get("spoken_number"), pynini.closure(DIGIT, 2, 3))
    return group + pynini.closure(gap + pynini.accep("", weight=_GROUP) + group)


def fraction_words(lang: Language, g, alone: bool = False) -> pynini.Fst | None:
    """ITN: a number and a word of fraction_words.tsv after it -> the decimal ("հինգ ու կես"
    5.5), or None. Config `itn_fraction_words_counted`: words of it read only before a unit
    or scale word, after a minus word or after a number above 24, not `alone` (he וחצי:
    "שתיים וחצי" alone is also half past two)."""
    counted = set(lang.setting("itn_fraction_words_counted").lower().split())
    mark = lang.written.decimal_separators[0]
    rows = [(spoken, pynini.escape(mark + digits))
            for digits, spoken in lang.lowered.fraction_words]
    if not rows:
        return None
    number = g.get("spoken_number") + lang.written.gap()

    def read(chosen: list[tuple[str, str]], sign: pynini.Fst,
             whole: pynini.Fst = number) -> list[pynini.Fst]:
        if not chosen:
            return []
        return [sign + whole + pynini.string_map(
            [(pynini.escape(spoken), digits) for spoken, digits in chosen])]

    if not alone:
        return read(rows, lang.spoken_sign())[0]
    said_counted = [r for r in rows if r[0] in counted]
    # (a number above 24 is no hour: "שבעים ותשע וחצי" 79.5)
    no_hour = pynini.compose(g.get("spoken_number"), _ABOVE_24) + lang.written.gap()
    parts = (read([r for r in rows if r[0] not in counted], lang.spoken_sign())
             + read(said_counted, pynini.compose(lang.spoken_sign(), pynini.accep("-")))
             + read(said_counted, pynini.accep(""), no_hour))
    return pynini.union(*parts) if parts else None


def itn(lang: Language):
    def parts(g) -> dict[str, pynini.Fst | None]:
        """DECIMAL's pieces, made once for its transducer and its acceptor: the whole part
        after `sign` (`scaled` beside `spoken_number`), the decimal word `said`, the
        `fraction` after it, the scale words run on after it (`run_on`), and the readings
        that are no whole part, decimal word and digits (`as_fraction`, `alone`, `counted`)."""
        gap = lang.written.gap()
        mark = lang.written.itn_decimal_mark
        # (never without the whole part: es "el punto dos" is item two, not ".2")
        said = pynini.union(*[pynini.cross(pynini.escape(word), pynini.escape(its_mark))
                              for word, its_mark in decimal_words(lang)])
        run_on = as_fraction = fraction_written = counted = None
        if lang.written.runs_together:  # a scale word run on stays after it: ko 일점오만 1.5만
            words = {w for power, ws in scale_words(lang).items() if power >= 3 for w in ws}
            run_on = pynini.closure(
                gap + pynini.union(*[pynini.accep(pynini.escape(w)) for w in sorted(words)]), 0, 1)
        # (the plain rows, ITN's own, uk "одна ціла пʼять десятих" where TN says "один кома
        # пʼять", and, for shorter decimals, those of the cases TN says, ru "около одной целой
        # пяти десятых километра" 1,5 км: fraction.reading)
        reading = fraction_reading.reading(lang, pynini.accep(_MARK), lowered=True,
                                           case=("", fraction_reading.ITN),
                                           short=tuple(sorted(fraction_reading.cases(lang))))
        if reading is not None:  # "три целых две сотых" -> "3,02"
            written = (pynini.closure(DIGIT, 1) + pynini.cross(_MARK, pynini.escape(mark))
                       + pynini.closure(DIGIT, 1))
            fraction_written = pynini.compose(pynini.invert(written), reading)
            as_fraction = spoken(lang, fraction_written)
        if lang.setting("itn_fraction_words_counted"):  # and before a scale word: he "2.5 מיליון"
            words = {w for power, ws in scale_words(lang).items() if power >= 3 for w in ws}
            counted = fraction_words(lang, g) + insert(" ") + gap + pynini.union(
                *[pynini.accep(pynini.escape(w)) for w in sorted(words)])
        return {"sign": lang.spoken_sign(), "gap": gap, "said": said,
                "scaled": mixed_fraction.scaled(lang, g),  # hi "साढ़े तीन सौ दशमलव दो" 350.2
                "fraction": _spoken_fraction(lang, g), "run_on": run_on,
                "as_fraction": as_fraction, "fraction_written": fraction_written,
                "alone": fraction_words(lang, g, alone=True),  # "հինգ ու կես" -> "5.5"
                "counted": counted}

    def kept(g) -> dict[str, pynini.Fst | None]:
        return g.kept("DECIMAL parts", lambda: parts(g))

    def build(g) -> pynini.Fst:
        p = kept(g)
        whole = g.get("spoken_number")
        if p["scaled"] is not None:
            whole = pynini.union(whole, p["scaled"])
        with_word = whole + p["gap"] + p["said"] + p["gap"] + p["fraction"]
        if p["run_on"] is not None:
            with_word += p["run_on"]
        if p["as_fraction"] is not None:
            with_word |= p["as_fraction"]
        with_word = p["sign"] + with_word
        for other in ("alone", "counted"):
            if p[other] is not None:
                with_word |= p[other]
        return with_word

    @optimized
    def accept(g) -> pynini.Fst:
        """ACCEPT:DECIMAL from DECIMAL's pieces (scan.parts_acceptor): the input sides of
        `spoken_number` (CARDINAL's acceptor reads the same), of the digits after the decimal
        word and of the words of a fraction (spoken_side) in place of their transducers, not
        the whole transducer's input side determinized (ar ~6 CPU s to ~3.5)."""
        p = kept(g)
        whole = spoken_number_acceptor(lang, g)
        if p["scaled"] is not None:
            whole = pynini.union(whole, p["scaled"])
        with_word = [p["sign"], whole, p["gap"], p["said"], p["gap"], acceptor(p["fraction"])]
        if p["run_on"] is not None:
            with_word.append(p["run_on"])
        alternatives = [with_word]
        if p["as_fraction"] is not None:
            alternatives.append([p["sign"], spoken_side(lang, p["fraction_written"])])
        alternatives += [[p[other]] for other in ("alone", "counted") if p[other] is not None]
        return parts_acceptor(g, alternatives)

    rules, builders = [Rule("DECIMAL", r"\w", "DECIMAL")], {"DECIMAL": build}
    acceptors = {"DECIMAL": accept}
    if lang.setting("itn_decimal_scales"):  # ru "одна целая две десятых миллиона" 1,2 млн
        rules.append(Rule("DECIMAL", r"\w", "DECIMAL@scaled"))
        builders["DECIMAL@scaled"] = lambda g: scaled_numbers(lang, g, _NO_ROUND,
                                                              "itn_decimal_scales")
    return class_module(rules, builders, acceptors=acceptors)


_NO_ROUND = 99  # (a round number said with a scale word is a cardinal: "два миллиона")
