"""MEASURE: "5 km" -> "cinco kilómetros", "1,5 kg" -> "uno coma cinco kilogramos", ru "2 км" ->
"два километра", "5 км" -> "пять километров" (TN); and DATE's parts where a language writes
them as counted words (zh "2015年" -> "二零一五年", "8月" -> "八月", ko "15일").

ITN reads a spoken number and a unit's words in any of its forms ("cinco kilómetros",
"un kilómetro", "dos kilómetro"), or other words of unit_words.tsv, or a percentage's words
(config `percent`), and writes the number and the unit's first written form ("5 km", "5 %").

A language lists its units in units.tsv: the unit as written, and the reading of a number of
it per plural category (counted.py); units_per.tsv (optional) the units read after "/" in any
measure ("4 кг/кг" четыре килограмма в килограмме), where units.tsv has no row of its own
for the pair (км/ч). The number is an integer or a decimal as the locale writes
it, signed or not; a space or none comes before the unit and no letter or digit after it.
date_parts.tsv has the same rows for the words of a date (a zh config `plural xxxx=year` and
the row `年@year {n:digits}年` read a four-digit year digit by digit); there an integer may
have leading zeros ("08月"), which are not read. ordinal_words.tsv has them for words that
make the number before them an ordinal (ORDINAL: sv "9 kap." nionde kapitlet).

After a word of config `case_after@<case>` (a preposition that governs a case), a number and
its unit are read in that case (agreement.py: ru "около 5 км" около пяти километров, lt "su 5
km" su penkiais kilometrais); units with no reading in it as without it (`governed_tn`).
A conjunction of config `case_coordinated` written on the number (agreement.glued_conjunctions:
ar و) is read apart from it, the measure in the first number's case after a case's word ("بين
10 و20 كم" بين عشرة و عشرين كيلومترًا) and as it is elsewhere ("10 كم و20 كم").
Config `case_between@<case>` (`word=next,next` items): after the word, a number and its unit
followed by one of the next words are read in that case (ru `в=от`: "в 5 км от города" в пяти
километрах от города).

Config `abbreviation_sentence_period yes`: a unit written with a period ("val.") takes it inside
a sentence and leaves it to the sentence at its end (base.abbreviations; lt "Kelionė truko 5
val." ... penkios valandos., "5 val. ir" penkios valandos ir); TIME's suffixes too (time.py).
With `abbreviation_sentence_period line` only at the end of a line (de, ru: "250 долл. США").
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import delete, insert
from ..base import Rule, abbreviations, alternation, optimized
from ..scan import Piece, parts_acceptor, sequence
from . import mixed_fraction, money, percent, said_ranges
from .agreement import (
    after_word_or_range,
    after_words,
    cases,
    coordinated_joiner,
    glued_conjunctions,
    glued_coordinated,
)
from .cardinal import abbreviated_pattern, abbreviated_reading, fast_abbreviated
from .cardinal import abbreviations as scale_abbreviations
from .common_fraction import ANY_FRACTION
from .counted import (
    GAP_PATTERN,
    CountedTable,
    NumberReader,
    categories,
    categories_saying,
    gap,
    in_categories,
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
from .decimal import fraction_words
from .language import Language, class_module
from .relax import scale_words
from .scaled_counts import ScaledCounts
from .written import to_ascii


def unit_end(lang: Language) -> str:
    """The lookahead after a unit: no letter of a longer word ("2019 l'azienda": no litres),
    but an ending where the language glues them (ko 5km를, or a listed one: te "5 kmలో";
    endings.py), a case suffix after an apostrophe (tr "5 km'de": config
    measure_apostrophe_suffixes yes)."""
    if lang.setting("measure_apostrophe_suffixes") == "yes":
        return rf"(?![{lang.written.word_chars}])"
    plain = rf"(?![{lang.written.after_chars}'\u2019])"
    ahead = lang.written.ending_ahead
    return rf"(?:{ahead}|{plain})" if ahead else plain


def tn(lang: Language, decimals, table_name: str = "units.tsv", cls: str = "MEASURE",
       name: str = "MEASURE"):
    """`decimals`: the DECIMAL class module (its fast path reads decimals); the table, the
    class and the transducer's name (DATE's parts: date_parts.tsv, DATE, DATE@parts)."""
    table = load_table(lang, table_name)
    if not table.rows:
        return class_module([], {})
    if cls == "MEASURE":
        table = _sentence_periods(lang, table)
    w = lang.written
    # (an integer's leading zeros are not read, "2 h 05 min" dos horas cinco minutos, not
    # DIGIT's zeros glued to the unit's reading; a decimal's with config leading_zeros
    # skipped: ru "09,5%")
    skipped = _skips_zeros(lang)
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"],
                          leading_zeros=True, decimal_zeros=skipped,
                          decimal_paths=decimals.FAST_PATHS,
                          plus=lang.setting("plus") if cls == "MEASURE" else "")
    before, after = w.before, unit_end(lang)
    if cls == "DATE":  # the parts of a date follow each other (2015年8月8日, ko 6월10일에)
        before, after = r"(?<![\p{Latin}\d.,]|\d[.,])", r"(?![\p{Latin}'\u2019])"
    scaled = ScaledCounts(reader) if cls == "MEASURE" else None  # ru "3,2 млн л"
    rules, builders, fast_paths = [], {}, {}
    build, fast_paths[name] = _readings(reader, scaled, table)
    # (built once: MEASURE@per reads it too)
    builders[name] = lambda g: lang.shared(("built", build), lambda: build(g))
    per = per_units(lang) if table_name == "units.tsv" else {}
    if per:  # "4 кг/кг": before the unit alone, not a pair units.tsv lists (it "km/h")
        listed = [key for key in table.rows if "/" in key[1:]]
        not_listed = rf"(?!{alternation(listed)}{after})" if listed else ""
        rules.append(Rule(cls, _pattern(reader, scaled, table, before, "", not_listed)
                          + per_pattern(lang, per, after), _PER))
        builders[_PER], fast_paths[_PER] = per_readings(lang, per, builders[name],
                                                         fast_paths[name])
    rules.append(Rule(cls, _pattern(reader, scaled, table, before, after), name))
    joiner = coordinated_joiner(lang)
    if cls == "MEASURE" and joiner is not None:
        # a conjunction of config case_coordinated written on the number, read apart from it
        # (ar "10 كم و20 كم" ... و عشرون كيلومترًا; after a case's word, governed_tn)
        glued = f"{name}@conjunction-before"
        rules.append(Rule(cls, rf"(?<=(?<!\w){alternation(glued_conjunctions(lang))})"
                               + _pattern(reader, scaled, table, "", after), glued))
        builders[glued], fast_paths[glued] = glued_coordinated(joiner, name, fast_paths[name])
    plain_words = scaled.before_plain_words(table, table.keys) if scaled and scaled.pattern \
        else None
    if plain_words:  # ... and before a unit's plain words, said as its scaled row says them
        # (pt "2 mi toneladas" dois milhões de toneladas, as MONEY's "3 mi reais")
        words_pattern, builders[_SCALED_PLAIN_WORDS], fast_paths[_SCALED_PLAIN_WORDS] = \
            plain_words
        rules.append(Rule(cls, rf"{before}{words_pattern}", _SCALED_PLAIN_WORDS))
    if cls == "MEASURE" and lang.setting("measure_compounds") == "yes":
        rule, compound_build, compound_fast = _compound(lang, decimals, table, before, after)
        rules.insert(0, rule)
        builders[rule.fst], fast_paths[rule.fst] = compound_build, compound_fast
    return class_module(rules, builders, fast_paths)


def _skips_zeros(lang: Language) -> bool:
    """Config `leading_zeros skipped`: a decimal measure's number is read after its leading
    zeros too ("09,5%"; an integer's always are)."""
    return lang.setting("leading_zeros") == "skipped"


_COMPOUND = "MEASURE@compound"
_PER = "MEASURE@per"
# pt "2 mi toneladas": a number with a scale abbreviation before a unit's plain words
_SCALED_PLAIN_WORDS = "MEASURE@scaled-before-plain-words"


def governed_tn(lang: Language, decimals):
    """MEASURE and MONEY after a word of config `case_after@<case>` (a preposition): the
    readings of units.tsv and currencies.tsv in that case (agreement.py `Case.table`; an
    amount of money an integer, its sign after it, or a sign of no letters before it: lt "su 5
    €" su penkiais eurais, ru "от $10" от десяти долларов, "около 5 км" около пяти
    километров); tried before TIME, whose hours take units.tsv's words too (lt "per 2 val."
    per dvi valandas). After a word of config `case_before_counted@<case>`, a
    unit said as one of its nouns in that case is read in it (lt "po 10 min." po dešimties
    minučių, 'after')."""
    cases_after = cases(lang)
    if not cases_after:
        return class_module([], {})
    w = lang.written
    # (as MEASURE's reader: the transducers of the same settings are built once)
    skipped = _skips_zeros(lang)
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"], leading_zeros=True,
                          decimal_zeros=skipped, decimal_paths=decimals.FAST_PATHS)
    after = rf"(?![{w.after_chars}'\u2019])"
    joiner = coordinated_joiner(lang)
    signs = money.sign_table(lang)
    names = list(dict.fromkeys(categories(lang) + categories(lang, decimal=True)))
    rules, builders, fast_paths = [], {}, {}
    for case in cases_after:  # (first: a word of two cases, lt "po")
        units = _sentence_periods(lang, case.table(load_table(lang, "units.tsv"), names))
        pairs = lang.setting_pairs(f"case_before_counted@{case.name}", "word=nouns")
        for i, (word, nouns) in enumerate(pairs if case.forms.get("") is not None else []):
            said = set(nouns.split(","))
            chosen = CountedTable({key: phrases for key, phrases in units.rows.items()
                                   if any(p.after.strip() in said for p in phrases.values())})
            if chosen.rows:
                name = f"MEASURE@before-{case.name}-{i}"
                rules.append(Rule("MEASURE", after_word_or_range(lang, word) + _pattern(
                    reader, None, chosen, w.before, after), name))
                builders[name], fast_paths[name] = _readings(reader, None, chosen, 1)
    # config case_between@<case> (`word=next` items): after the word, a measure followed by
    # the next word is read in that case (ru `в=от`: "в 5 км от города" в пяти километрах
    # от города, where "в 5 км" alone is the accusative)
    for case in cases_after:
        pairs = lang.setting_pairs(f"case_between@{case.name}", "word=next")
        units = _sentence_periods(lang, case.table(load_table(lang, "units.tsv"), names))
        for i, (word, following) in enumerate(pairs if units.rows else []):
            name = f"MEASURE@between-{case.name}-{i}"
            ahead = rf"(?=\s+(?i:{alternation(following.split(','))})(?!\w))"
            rules.append(Rule("MEASURE", after_word_or_range(lang, word) + _pattern(
                reader, None, units, w.before, after) + ahead, name))
            builders[name], fast_paths[name] = _readings(reader, None, units, 1)
    # an integer with a scale abbreviation: rules of their own, tried first ("от 10 млн руб."
    # от десяти миллионов рублей), whose transducers read it whole in the case's form with
    # the one transducer CARDINAL@after-<case>-scaled reads it with, not a copy in the plain
    # rules' (decimals are read as without the preposition: "от 2,5 млн руб.")
    category = lang.setting("plural_scaled")
    # (config `case_decimals no`: a decimal measure reads as without the preposition, ar "من
    # 2,5 كم", and these rules read integers only: no second copy of the decimals)
    decimals_too = 0 if lang.setting("case_decimals") == "no" else 1
    for case in cases_after:
        for cls, table, fraction_digits in (("MEASURE", load_table(lang, "units.tsv"),
                                             decimals_too), ("MONEY", signs, 0)):
            governed = case.table(table, names)
            if cls == "MEASURE":
                governed = _sentence_periods(lang, governed)
            if not governed.rows:
                continue
            name = f"{cls}@after-{case.name}"
            form = case.forms.get("")
            # (a sign of no letters written before the amount: "$", "₽"; codes and
            # abbreviations follow it, and each sign costs the first build 0.25 CPU s)
            symbols = CountedTable({key: rows for key, rows in governed.rows.items()
                                    if not any(c.isalpha() for c in key)}) \
                if cls == "MONEY" else CountedTable({})
            not_longer = _not_longer(table, governed, after)
            if category and form is not None and scale_abbreviations(lang):
                units = not_longer + _units_pattern(lang, governed)
                rules.append(Rule(cls, rf"{case.lookbehind}{abbreviated_pattern(lang)}"
                                       rf"{GAP_PATTERN}{units}{after}", f"{name}-scaled"))
                builders[f"{name}-scaled"], fast_paths[f"{name}-scaled"] = _scaled_readings(
                    lang, form, governed, category)
                if symbols.rows:
                    first = f"{name}-scaled-sign-first"
                    rules.append(Rule(cls, rf"{after_words(list(case.words))}{w.before}"
                                           rf"{alternation(symbols.keys)}{GAP_PATTERN}"
                                           rf"{abbreviated_pattern(lang)}", first))
                    builders[first], fast_paths[first] = _scaled_readings(
                        lang, form, symbols, category, sign_first=True)
            rules.append(Rule(cls, case.lookbehind + _pattern(
                reader, None, governed, w.before, after, not_longer,
                integer=not fraction_digits), name))
            builders[name], fast_paths[name] = _readings(reader, None, governed,
                                                         fraction_digits)
            if case.glued and joiner is not None:
                # a second number with the conjunction written on it, read apart from it (ar
                # "بين 10 و20 كم" بين عشرة و عشرين كيلومترًا; agreement.py's CARDINAL rule)
                glued = f"{name}-glued"
                rules.append(Rule(cls, case.glued + r"(?<=\p{L})" + _pattern(
                    reader, None, governed, "", after, not_longer,
                    integer=not fraction_digits), glued))
                builders[glued], fast_paths[glued] = glued_coordinated(joiner, name,
                                                                       fast_paths[name])
            if symbols.rows:
                rules.append(_sign_first_rule(lang, case, symbols, name))
                first = rules[-1].fst
                builders[first], fast_paths[first] = _sign_first(lang, symbols, name,
                                                                 fast_paths[name])
                if case.glued and joiner is not None:  # (ar "بين $10 و$20", "ب$20")
                    rules.append(_sign_first_rule(lang, case, symbols, name, glued=True))
                    builders[rules[-1].fst], fast_paths[rules[-1].fst] = glued_coordinated(
                        joiner, first, fast_paths[first])
    return class_module(rules, builders, fast_paths)


def _not_longer(table: CountedTable, governed: CountedTable, after: str) -> str:
    """A negative lookahead before a unit of `governed` (the units of `table` read in a case):
    not one of `table`'s longer units that starts with it and is not read in the case (uk "над
    3 м²", "над 3 м/с": not м in the instrumental and "²" left, "метрами²"; the measure is read
    as without the preposition)."""
    longer = [key for key in table.keys if key not in governed.rows
              and any(key.startswith(unit) for unit in governed.rows)]
    return rf"(?!{alternation(longer)}{after})" if longer else ""


def _sign_first_rule(lang: Language, case, signs: CountedTable, name: str,
                     glued: bool = False) -> Rule:
    """MONEY after a word of `case`, the sign before the amount, an integer: "от $10" от
    десяти долларов, read as "от 10 $" is (rule `name`), and after a conjunction of config
    case_coordinated that follows a number read in the case ("між $5 і $10" між пʼятьма
    доларами і десятьма доларами); `glued`: the conjunction or a word of config
    case_prefixes@<case> written on the sign (ar "بين $10 و$20"; the rule's name `-glued`,
    the letters read apart as agreement.glued_coordinated puts them). Not the first end of a
    range (money_ranges.py reads "от $10-20"), nor an amount with a scale word after it ("от
    $10 млн")."""
    w = lang.written
    scales = [a for a, _ in scale_abbreviations(lang)] + sorted(
        {word for words in scale_words(lang).values() for word in words})
    scaled = rf"|[ \u00a0]+{alternation(scales)}(?!\w)" if scales else ""
    tail = rf"{w.after}(?![ \u00a0]?[-–—][ \u00a0]?{w.digit_class}{scaled})"
    after = after_words(list(case.words))
    if glued:
        after = case.glued + r"(?<=\p{L})"
    else:
        after = (f"(?:{after}|{case.coordinated})" if case.coordinated else after) + w.before
    pattern = rf"{after}{alternation(signs.keys)}{GAP_PATTERN}{w.number_pattern}{tail}"
    return Rule("MONEY", pattern, f"{name}-sign-first" + ("-glued" if glued else ""))


def _sign_first(lang: Language, signs: CountedTable, name: str, fast_after):
    """(builder, fast path) of `_sign_first_rule`: the sign moved after the amount, which
    `name`'s transducer (fast path `fast_after`) reads."""
    parse = regex.compile(rf"(?P<sign>{alternation(signs.keys)}){GAP_PATTERN}"
                          rf"(?P<number>{lang.written.number_pattern})")

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        return None if match is None else fast_after(match["number"] + match["sign"])

    def build(g) -> pynini.Fst:
        number = pynini.project(lang.written.plain_digits, "input")
        moved = pynini.union(*[delete(pynini.escape(s)) + gap() + number
                               + insert(pynini.escape(s)) for s in signs.keys])
        return pynini.compose(moved, g.get(name))

    return build, fast


def _scaled_readings(lang: Language, form: str, table: CountedTable, category: str,
                     sign_first: bool = False):
    """(builder, fast path) of an integer with a scale abbreviation and a unit of `table`,
    the integer read whole in `form` as CARDINAL@after-<case>-scaled reads it (its transducer,
    cardinal.abbreviated_reading, built once per form for the classes), the unit in `category`
    (config plural_scaled: ru "от 10 млн руб." от десяти миллионов рублей); `sign_first`: the
    unit (a sign) written before the integer ("от $10 млн" от десяти миллионов долларов), a
    copy of the integers for each currency's words."""
    number = fast_abbreviated(lang, form)
    said = _scaled_words(table, category)
    amount = rf"(?P<amount>{abbreviated_pattern(lang, parsing=True)})"
    unit = rf"(?P<unit>{alternation(said)})"
    parse = regex.compile(f"{unit}{GAP_PATTERN}{amount}" if sign_first
                          else f"{amount}{GAP_PATTERN}{unit}")

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        words = match and number(match["amount"])
        return words + said[match["unit"]] if words else None

    def build(g) -> pynini.Fst:
        integers = abbreviated_reading(lang, form)
        if not sign_first:
            tails = pynini.union(*[gap() + delete(pynini.escape(key)) + insert(pynini.escape(words))
                                   for key, words in said.items()])
            return integers + tails.optimize()
        groups: dict[str, list[str]] = {}
        for sign, words in said.items():
            groups.setdefault(words, []).append(sign)
        return pynini.union(*[
            delete(pynini.union(*[pynini.escape(s) for s in same])) + gap() + integers
            + insert(pynini.escape(words)) for words, same in groups.items()])

    return build, fast


def _scaled_words(table: CountedTable, category: str) -> dict[str, str]:
    """Each key of `table` -> the words said after a number of `category` (config
    plural_scaled) with it (none with words before the number)."""
    return {key: phrase.after for key in table.keys
            if (phrase := table.phrase(key, category)) is not None and not phrase.before}


def _pattern(reader: NumberReader, scaled: ScaledCounts | None, table: CountedTable,
             before: str, after: str, not_units: str = "", *, integer: bool = False) -> str:
    """A written number (an integer only, where `integer`) and a unit of `table` (where the
    lookahead `not_units` holds)."""
    w = reader.lang.written
    number = rf"{w.minus_pattern}?{w.number_pattern}" if integer else reader.pattern
    if scaled is not None and scaled.pattern:
        number = f"(?:{number}|{scaled.pattern})"
    return rf"{before}{number}{GAP_PATTERN}{not_units}{_units_pattern(reader.lang, table)}{after}"


def _sentence_periods(lang: Language, table: CountedTable) -> CountedTable:
    """Config `abbreviation_sentence_period yes`: `table` and, for each unit written with a
    period ("val.", "min."), its stem keyed alone with the same rows: the span of a unit at the
    end of a sentence leaves the period to the sentence (_units_pattern: lt "Kelionė truko 5
    val." ... penkios valandos., "5 val. ir" penkios valandos ir)."""
    if not lang.sentence_period():
        return table
    stems = {key[:-1]: key for key in table.rows
             if key.endswith(".") and len(key) > 1 and key[:-1] not in table.rows}
    if not stems:
        return table
    return CountedTable({**table.rows, **{stem: table.rows[key] for stem, key in stems.items()}})


def _units_pattern(lang: Language, table: CountedTable) -> str:
    """The units of `table`, those written with a period as `abbreviations` (the stems
    _sentence_periods keys alone are matched only so)."""
    added = {key for key, rows in table.rows.items() if table.rows.get(key + ".") is rows}
    return abbreviations((key for key in table.rows if key not in added),
                         lang.sentence_period())


def _readings(reader: NumberReader, scaled: ScaledCounts | None, table: CountedTable,
              fraction_digits: int = 1):
    """(builder, fast path) of a number and a unit of `table` (`fraction_digits` 0: an
    integer)."""
    units = alternation(table.keys)
    parse = regex.compile(rf"(?P<number>{reader.pattern}){GAP_PATTERN}(?P<unit>{units})")
    number = reader.pattern
    if scaled is not None and scaled.pattern:
        number = f"(?:{number}|{scaled.pattern})"
    parse_scaled = regex.compile(rf"(?P<number>{number}){GAP_PATTERN}(?P<unit>{units})")

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        category = match and reader.category(match["number"])
        if category is None:
            match = parse_scaled.fullmatch(span)
            if match is None or scaled is None:
                return None
            return scaled.say(table, match["unit"], match["number"])
        if not fraction_digits and reader.parse(match["number"])[2] is not None:
            return None
        phrase = table.phrase(match["unit"], category)
        words = phrase and reader.say(match["number"], phrase.form)
        return None if words is None else phrase.say(words)

    def build(g) -> pynini.Fst:
        def after_unit(unit: str) -> pynini.Fst:
            return gap() + delete(pynini.escape(unit))

        out = phrases_fst(reader, g, table, table.keys, after_unit, fraction_digits)
        more = scaled and scaled.fst(g, table, table.keys, after_unit)
        return out if more is None else pynini.union(out, more).optimize()

    return build, fast


def _compound(lang: Language, decimals, table, before: str, after: str):
    """Config `measure_compounds yes`: two or more measures written together, each an integer
    (maybe with leading zeros) and a unit ("3p20s", "1h05m", "5ft6in"), read one after the
    other; a part of zero is not said ("05p00s" năm phút) unless all are."""
    reader = NumberReader(lang, decimals.FAST_PATHS["DECIMAL"], leading_zeros=True)
    keys = [k for k in table.keys if not k[-1].isdigit()]  # (m2: where would 5m25m part?)
    units = alternation(keys)
    part = rf"[0-9]+{units}"
    pattern = rf"{before}{part}(?:{part})+{after}"
    split = regex.compile(rf"(?P<number>[0-9]+)(?P<unit>{units})")
    space = lang.written.space

    def fast(span: str) -> str | None:
        said = []
        for match in split.finditer(span):
            category = reader.category(match["number"])
            if category is None:
                return None
            if match["number"].strip("0"):
                phrase = table.phrase(match["unit"], category)
                words = reader.say(match["number"], phrase.form)
                if words is None:
                    return None
                said.append(phrase.say(words))
        return space.join(said) or None

    def build(g) -> pynini.Fst:
        digit = pynini.union(*"0123456789")
        ascii_digits = pynini.closure("0") + pynini.union(*"123456789") + pynini.closure(digit)
        unit = pynini.union(*[pynini.escape(k) for k in keys])
        read = pynini.compose(ascii_digits + unit, phrases_fst(
            reader, g, table, keys, lambda key: delete(pynini.escape(key)), 0))
        zeros = pynini.closure(delete(pynini.closure("0", 1) + unit))
        return (zeros + read + pynini.closure(zeros + insert(space) + read) + zeros).optimize()

    return Rule("MEASURE", pattern, _COMPOUND), build, fast


def _dimension(lang: Language) -> tuple[str, list[str]]:
    """Config `dimension`: the word read for the sign between the sides of a size (hi बाई:
    "200x10" "दो सौ बाई दस"; ITN "दो बाई दो" 2x2, "बाईस बाई पाँच घन फीट" 22x5 ft³) and
    `dimension_signs` the signs (default `x ×`; ITN writes the first)."""
    return lang.setting("dimension"), lang.setting("dimension_signs", "x ×").split()


def dimensions_tn(lang: Language):
    """A size, "200x10": its numbers read as cardinals, the signs as config `dimension`."""
    word, signs = _dimension(lang)
    if not word:
        return class_module([], {})
    w = lang.written
    d, sign = w.digit_class, alternation(signs)
    pattern = rf"{w.before}{d}{{1,6}}(?:{sign}{d}{{1,6}})+{w.after}"
    split = regex.compile(sign)

    def fast(span: str) -> str | None:
        said = [lang.say(to_ascii(part, w.native_digits)) for part in split.split(span)]
        return None if None in said else f"{w.space}{word}{w.space}".join(said)

    def build(g) -> pynini.Fst:
        number = pynini.compose(pynini.closure(w.digit, 1, 6), lang.reading(""))
        by = pynini.cross(pynini.union(*[pynini.escape(s) for s in signs]),
                          pynini.escape(f"{w.space}{word}{w.space}"))
        return number + pynini.closure(by + number, 1)

    return class_module([Rule("MEASURE", pattern, "MEASURE@dimension")],
                        {"MEASURE@dimension": build}, {"MEASURE@dimension": fast})


def _other_words(lang: Language, table_name: str) -> dict[str, str]:
    """ITN: the words of a percentage (config `percent`, its `percent@<category>` rows and
    `itn_percent_also`, their words after the number) -> "%" (unit_words.tsv's: `_unit_words`)."""
    if table_name != "units.tsv":
        return {}
    return dict.fromkeys(percent.said_after(lang), "%")


def _unit_words(lang: Language, table_name: str) -> dict[str, str]:
    """unit_words.tsv's rows (optional, `written<TAB>words`: other words said after a number,
    ko "킬로미터퍼시간" km/h, es "kilos" kg, "porciento" %) -> the unit written; they win over
    units.tsv's readings (zh 公斤 written kg, while TN reads "5公斤" with its own row)."""
    if table_name != "units.tsv":
        return {}
    out: dict[str, str] = {}
    for written, words in optional_rows(f"{lang.code}/numbers/unit_words.tsv"):
        if "{n}" not in words:
            out.setdefault(words.lower(), written)
    return out


def _frames(lang: Language, table: CountedTable,
            table_name: str) -> dict[tuple[str, str], tuple[str, str]]:
    """Config `itn_measure_frames yes`: the words said before and after the number of a unit
    whose reading has words before it (units.tsv's rows, and unit_words.tsv's rows with `{n}`:
    zh `km/h 每小时{n}千米`) -> the unit written (每小时十公里 10km/h) and the form its number
    is read in (rw "metero eshanu" 5 m); default none."""
    if table_name != "units.tsv" or lang.setting("itn_measure_frames") != "yes":
        return {}
    out = spoken_frames(table, table.keys)
    # (a category's percent said before its number, he "אחוז אחד" 1%; the plain template
    # said so is PERCENT's, zh 百分之{n})
    for name, phrase in percent.phrases(lang).items():
        if name and phrase.before.strip():
            out.setdefault((phrase.before.strip().lower(), phrase.after.strip().lower()),
                           ("%", ""))
    for written, words in optional_rows(f"{lang.code}/numbers/unit_words.tsv"):
        before, slot, after = words.lower().partition("{n}")
        if slot and before.strip():
            out.setdefault((before.strip(), after.strip()), (written, ""))
    return out


def _of_categories(lang: Language, number: pynini.Fst, table: CountedTable, key: str,
                   frame: tuple[str, str]) -> pynini.Fst:
    """`number`, only the numbers of the plural categories whose rows of `key` say `frame`
    (all where the plain row says it or none does: unit_words.tsv's; he "סנטימטר אחד" 1 ס״מ,
    the @one row's, where "סנטימטר חמש" is no measure; config percent@ rows for "%")."""
    return of_categories(lang, number, _rows(lang, table, key), frame)


def _rows(lang: Language, table: CountedTable, key: str) -> dict:
    return table.rows.get(key) or (percent.phrases(lang) if key == "%" else {})


def itn_start_chars(lang: Language) -> frozenset[str]:
    """The first characters of the units said before their number (zh 每小时十公里): where ITN
    finds numbers inside words, a run may start at them too."""
    table = load_table(lang, "units.tsv")
    if not table.rows:
        return frozenset()
    return frozenset(before[0] for before, _ in _frames(lang, table, "units.tsv")
                     if before[:1].isalnum())


def itn(lang: Language, table_name: str = "units.tsv", cls: str = "MEASURE",
        name: str = "MEASURE"):
    """Config (units.tsv): `itn_measure_signs spaced` (a sign of no letters written apart too:
    "25 °", "8,52 %"; `glued`: a unit that starts with a sign written on the number too: he
    "12.5°C"), `itn_measure_per` (words for "per" before a unit: de "pro" -> "56,3
    /km²", and between two: es "metros por hora" m/h), `itn_measure_quantity_from P` (a
    round number said with a scale word of power P and up keeps it, and a decimal one of 3
    and up: "neunzig millionen gramm" -> "90 millionen g"; `itn_measure_scales` as money's
    `itn_money_scales`), `itn_measure_fraction` (how a fraction of a unit is said, `;`
    between: see `_fraction_measures`), `itn_unit_letters yes` (a unit's words said in the
    letters of variants.tsv's rows of one letter too, the unit written in them: sr Latin,
    "pet kilometara" 5 km, "deset posto" 10 %, as "пет километара" 5 км)."""
    table = load_table(lang, table_name)
    said = spoken_words(table, table.keys)
    frames = _frames(lang, table, table_name)
    if not said and not frames:  # (no units read after a number: no percentages either)
        return class_module([], {})
    for words, key in _other_words(lang, table_name).items():
        said.setdefault(words, key)
    said.update(_unit_words(lang, table_name))
    if lang.setting("itn_unit_letters") == "yes":
        letters: dict[str, str] = {}
        for canonical, variant in lang.lowered.variants:
            if len(canonical) == 1:
                letters.setdefault(canonical, variant)
        for words, key in list(said.items()):
            said.setdefault("".join(letters.get(c, c) for c in words),
                            "".join(letters.get(c, c) for c in key))
    w = lang.written
    space = " " if w.spaced else ""
    signs = lang.setting("itn_measure_signs") if table_name == "units.tsv" else ""
    signs_apart, glued = signs == "spaced", signs == "glued"
    percent_apart = lang.setting("itn_percent_spaced") == "yes"  # cs "15 %" (percent.py)
    per = lang.setting("itn_measure_per").split() if table_name == "units.tsv" else []
    least = lang.setting("itn_measure_quantity_from") if table_name == "units.tsv" else ""
    if least and not least.isdigit():
        raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_measure_quantity_from needs a "
                           f"power of ten: {least!r}")

    def unit(key: str) -> str:
        """The unit written after its number, a space before it or none."""
        return ((space if signs_apart or _has_letters(key) and not (glued and not key[:1].isalpha())
                 or key == "%" and percent_apart else "") + key)

    def units_fst() -> pynini.Fst:
        """A unit's words -> the unit written after its number: a sign of no letters on the
        number ("38.5°"), a unit apart ("5 km")."""
        units = pynini.string_map([(pynini.escape(words), pynini.escape(unit(key)))
                                   for words, key in said.items()])
        if per:  # "pro quadrat meter" -> " /m²"
            apart = pynini.string_map([(pynini.escape(words), pynini.escape(key))
                                       for words, key in said.items()])
            words = pynini.union(*[pynini.escape(p) for p in per])
            # and after a unit ("metros por hora" m/h, where no row says the pair)
            by = pynini.cross(words, "/") + w.gap() + apart
            units = (units + pynini.closure(w.gap() + by + pynini.accep("", weight=_PER_COST), 0, 1)
                     | pynini.cross(words, pynini.escape(space + "/")) + w.gap() + apart)
        return units.optimize()

    templates = ([t.strip() for t in lang.setting("itn_measure_fraction").split(";") if t.strip()]
                 if table_name == "units.tsv" else [])

    def numbers(g) -> tuple[pynini.Fst, list[list[Piece]]]:
        """The numbers a measure reads: their transducer, and its alternatives as parts
        (scan.parts_acceptor)."""
        alternatives: list[list[Piece]] = [["CARDINAL"], ["DECIMAL"]]
        if said_ranges.enabled(lang):  # zh 七八公斤 7~8kg
            alternatives.append([said_ranges.BARE])
        # words that say a whole number and a fraction, written as a decimal (hi "साढ़े सात
        # वर्ष" 7.5 yr; mixed_fractions.tsv)
        mixed = (mixed_fraction.decimals(lang, mixed_fraction.below(g, _MIXED_DIGITS))
                 if mixed_fraction.rows(lang) else None)
        if mixed is not None:
            alternatives.append([lang.spoken_sign(), mixed])
        with_fraction_word = fraction_words(lang, g)  # he "שלוש וחצי קילוגרם"
        if with_fraction_word is not None:
            alternatives.append([with_fraction_word])
        number = pynini.union(*[sequence(g, pieces) for pieces in alternatives])
        scaled = (scaled_numbers(lang, g, int(least), "itn_measure_scales") if least
                  else None)
        if scaled is not None:  # (a round number said with a scale word keeps it)
            number = (pynini.accep("", weight=_UNSCALED) + number
                      | lang.spoken_sign() + scaled)
            alternatives.append([lang.spoken_sign(), scaled])
        return number, alternatives

    def kept(g) -> tuple[pynini.Fst, pynini.Fst, list[list[Piece]], pynini.Fst | None]:
        """(units, numbers, their alternatives, the fractions of units), made once for the
        transducer and its acceptor."""
        def make():
            units = units_fst()
            fractions = (_fraction_measures(lang, g, templates, said, unit, units)
                         if templates else None)
            return units, *numbers(g), fractions
        return g.kept((name, "parts"), make)

    def build(g) -> pynini.Fst:
        units, number, _, fractions = kept(g)
        out = _build(g, units, number, number)
        if fractions is not None:
            out |= fractions
        return out

    @optimized
    def accept(g) -> pynini.Fst:
        """The acceptor of `build`'s transducer made with its numbers' acceptor in place of
        their transducer (read only one after another, never composed, they add nothing to
        the input side but their own): ar ACCEPT:MEASURE 7 CPU s to ~1."""
        units, number, alternatives, fractions = kept(g)
        parts: list[list[Piece]] = [[_build(g, units, parts_acceptor(g, alternatives), number,
                                            accepting=True)]]
        if fractions is not None:
            parts.append([fractions])
        return parts_acceptor(g, parts)

    def _build(g, units: pynini.Fst, number: pynini.Fst, numbers: pynini.Fst,
               accepting: bool = False) -> pynini.Fst:
        """The measures of `number` (the numbers' transducer, or an acceptor of their input
        side: `numbers` is their transducer, which the words before a number read in form;
        `accepting`: only the input side counts, see _frames_accepted)."""
        word, signs = _dimension(lang)
        if word and table_name == "units.tsv":  # a size, with a unit or not: 22x5 ft³
            by = w.gap() + pynini.cross(pynini.escape(word.lower()), pynini.escape(signs[0]))
            sides = number + pynini.closure(by + w.gap() + number, 1)
            return number + w.gap() + units | sides + pynini.closure(w.gap() + units, 0, 1)
        if frames and accepting:
            written = _frames_accepted(numbers)
            return number + w.gap() + units | written if said else written
        if frames:  # words before the number too: zh 每小时十公里 10km/h
            written = pynini.union(*[
                delete(pynini.escape(before)) + w.gap()
                + _of_categories(lang, number_in_form(lang, numbers, form), table, key,
                                 (before, after))
                + (w.gap() + delete(pynini.escape(after)) if after else "")
                + insert(pynini.escape(unit(key)))
                for (before, after), (key, form) in frames.items()])
            return number + w.gap() + units | written if said else written
        return number + w.gap() + units

    def _frames_accepted(numbers: pynini.Fst) -> pynini.Fst:
        """The input side of the frames' measures (a transducer whose input side it is): the
        frames whose number is read alike (its form, its plural categories) and that end
        alike share one copy of the number, the words before it side by side (rw: 29 frames,
        10 copies, ACCEPT:MEASURE 9.6 CPU s to 3.5; sw 23 frames, 3 copies, 1.5 to 0.3)."""
        befores: dict[tuple, list[str]] = {}
        for (before, after), (key, form) in frames.items():
            cats = categories_saying(_rows(lang, table, key), (before, after))
            befores.setdefault((form, cats, after), []).append(before)
        return pynini.union(*[
            pynini.union(*[pynini.escape(b) for b in sorted(words)]) + w.gap()
            + in_categories(lang, number_in_form(lang, numbers, form), cats)
            + (w.gap() + pynini.escape(after) if after else "")
            for (form, cats, after), words in befores.items()]).project("input")

    return class_module([Rule(cls, r"\w", name)], {name: build}, acceptors={name: accept})


_UNSCALED = 1.0  # the cost of a number read without its scale word, where it may keep it
_PER_COST = 0.5  # the cost of a unit per unit said apart, where a row says the pair (km/h)
_TEMPLATE_PIECE = regex.compile(r"\{([fwu])\}|([^{}]+)")


def _fraction_measures(lang: Language, g, templates: list[str], said: dict[str, str],
                       unit, units: pynini.Fst) -> pynini.Fst:
    """ITN, config `itn_measure_fraction`: templates of a fraction of a unit said, `{f}` the
    fraction (a whole number and one too, any that FRACTION reads, itn_fraction_keep's too),
    `{w}` a whole number, `{u}` the unit's words (any of its forms), the words between them
    said as written (es `{f} de {u};{f} {u};{w} {u} y {f}`: "tres quintos de metro" 3/5 m,
    "tres y medio metros" 3 1/2 m, "dos metros y medio" 2 1/2 m); written as the whole number,
    the fraction and the unit (a fraction said after its unit is below 1 and its denominator
    10 or less)."""
    gap = lang.written.gap()
    small = pynini.compose(g.get(ANY_FRACTION), pynini.union(
        *[pynini.accep(f"{n}/{d}") for d in range(2, 11) for n in range(1, d)])).optimize()
    by_unit: dict[str, list[str]] = {}
    for words, key in said.items():
        by_unit.setdefault(key, []).append(words)
    out = []
    for template in templates:
        pieces = [(m[1] or "", (m[2] or "").strip()) for m in _TEMPLATE_PIECE.finditer(template)]
        slots = [slot for slot, _ in pieces if slot]
        if sorted(slots) not in (["f", "u"], ["f", "u", "w"]):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_measure_fraction "
                               f"{template!r} needs {{f}} and {{u}}, maybe {{w}}, each once")
        unit_last = slots[-1] == "u"
        keys = [None] if unit_last else list(by_unit)
        for key in keys:
            seq = []
            for slot, words in pieces:
                if slot == "f":
                    seq.append(g.get(ANY_FRACTION) if unit_last else small)
                elif slot == "w":
                    seq.append(g.get("CARDINAL") + insert(" "))
                elif slot == "u" and key is None:
                    seq.append(units)
                elif slot == "u":
                    seq.append(pynini.union(*[delete(pynini.escape(w)) for w in by_unit[key]]))
                elif words:
                    seq.append(delete(pynini.escape(words.lower())))
            fst = seq[0]
            for piece in seq[1:]:
                fst = fst + gap + piece
            if key is not None:
                fst = fst + insert(pynini.escape(unit(key)))
            out.append(fst)
    return pynini.union(*out).optimize()


_MIXED_DIGITS = 2  # the number after a word such as साढ़े is below 100 (साढ़े सात सौ is 750)


def _has_letters(unit: str) -> bool:
    return any(ch.isalpha() for ch in unit)
