"""MEASURE: a number and a unit ("5 km" -> "five kilometers", "1 kg" -> "one kilogram",
"65 km/h" -> "sixty five kilometers per hour", "30%" -> "thirty percent", "100 m²" -> "one
hundred square meters", "5'11\"" -> "five feet eleven inches", "10-20%" -> "ten to twenty
percent").

Units come from lexicons with their singular spoken form; "1" takes the singular, every other
quantity (decimals, ranges, scaled numbers) the plural. A unit alone is not a measure: the rule
needs the number, so "km" in running text, or "in" in "5 in a row", stays a word. Units that are
common words or letters when spaced ("in", "W", "A", "L") count only when written against the
number ("12in", "60W"), but "in." and "ins." with their period before a lower-case word are
inches ("3 in. long"). A unit's period before a lower-case word is silent ("6 ft. tall").
Older books abbreviate some units with a period that alone would be other words or units
(units_dotted.tsv): "12 st. 4 lb." -> "twelve stone four pounds", "3 m. from the town" -> "three
miles from the town" (only mid-sentence: "a pole of 3 m." stays meters), "1 pt. of milk".
Angles with minutes, seconds or a compass point (compass_points.tsv): "12° 30′ W." -> "twelve
degrees thirty minutes west", "45° 10' 5\" N" -> "... ten minutes five seconds north". An
"s" after a decimal is seconds: "9.58s", "2.5 s" -> "nine point five eight seconds" (after a
whole number it is a plural, "1990s", or a letter). The ordinal indicator typed for a degree
sign is one before a scale's letter ("45º C", "45º&C" -> "forty five degrees and C"); alone it
is ORDINAL's ("1º de julho" -> "first"). A plus sign before the number is said ("+5 °C" ->
"plus five degrees celsius").

`plural()` and the unit pattern are shared with MONEY and DATE (a year followed by a unit is a
quantity: "1500 m" is not "fifteen hundred").
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import DIGIT, SIGMA, add_weight, delete, insert, tsv_map
from ....lexicon import load, mapping, pairs
from ...base import GrammarSet, Rule, alternation

_LEX = "en/"
_UNITS = _LEX + "units.tsv"
# Units of older books, TN only ("° Fahr.", "qrs."): units_book.tsv.
_BOOK_UNITS = _LEX + "units_book.tsv"
_LENGTH = _LEX + "units_length.tsv"
_ATTACHED = _LEX + "units_attached.tsv"
_PER_ONLY = _LEX + "units_per.tsv"
_PLURALS = _LEX + "plurals.tsv"
_VULGAR = _LEX + "vulgar_fraction.tsv"
_DURATION = _LEX + "units_duration.tsv"
_DOTTED = _LEX + "units_dotted.tsv"
_COMPASS = _LEX + "compass_points.tsv"


def plural(phrase: str) -> str:
    """English plural of a spoken unit or currency name: the irregular table, else "+s"; in
    "X per Y" / "X of Y" only X changes ("mile per hour" -> "miles per hour")."""
    irregular = mapping(_PLURALS)
    if phrase in irregular:
        return irregular[phrase]
    for joint in (" per ", " of "):
        if joint in phrase:
            head, tail = phrase.split(joint, 1)
            return plural(head) + joint + tail
    head, _, last = phrase.rpartition(" ")
    last = irregular.get(last, last + "s")
    return f"{head} {last}" if head else last


def _unit_map(relpath: str, is_plural: bool) -> pynini.Fst:
    pairs = [
        (pynini.escape(e.written), pynini.escape(plural(e.spoken) if is_plural else e.spoken))
        for e in load(relpath)
    ]
    return pynini.string_map(pairs).optimize()


def _power(length: pynini.Fst, prefix: str, marks: tuple[str, ...], word: str) -> pynini.Fst:
    """"sq km", "sq. km", "km²", "km2", "km^2" -> "square kilometer(s)"."""
    spelled = delete(pynini.union(prefix, prefix + ".") + pynini.closure(" ", 0, 1))
    return insert(word + " ") + (spelled + length | length + delete(pynini.union(*marks)))


def _base_unit(is_plural: bool) -> pynini.Fst:
    length = _unit_map(_LENGTH, is_plural)
    square = _power(length, "sq", ("²", "2", "^2"), "square")
    cubic = _power(length, "cu", ("³", "3", "^3"), "cubic")
    attached = _unit_map(_ATTACHED, is_plural)
    units = _unit_map(_UNITS, is_plural) | _unit_map(_BOOK_UNITS, is_plural)
    return pynini.union(units, length, square, cubic, attached)


def _denominator() -> pynini.Fst:
    return (_base_unit(False) | _unit_map(_PER_ONLY, False)).optimize()


def unit(g: GrammarSet, is_plural: bool) -> pynini.Fst:
    """A unit, optionally "/ unit" ("km/h" -> "kilometers per hour")."""
    per = delete("/") + insert(" per ") + g.get("MEASURE.denominator")
    return (_base_unit(is_plural) + pynini.closure(per, 0, 1)).optimize()


def _space() -> pynini.Fst:
    """Optional (possibly non-breaking) space between number and unit -> one space."""
    return pynini.closure(delete(pynini.union(" ", "\u00a0", "\u202f")), 0, 1) + insert(" ")


def quantity(g: GrammarSet) -> pynini.Fst:
    """Numbers that take a plural unit: any cardinal or decimal but "1", a scaled number
    ("1.5 million", "2 million"), a range ("10-20" -> "ten to twenty")."""
    number = g.get("CARDINAL") | g.get("DECIMAL")
    not_one = pynini.difference(SIGMA, pynini.accep("1")).optimize()
    dash = delete(pynini.closure(" ", 0, 1) + pynini.union("-", "–") + pynini.closure(" ", 0, 1))
    signed = pynini.union("-", "−") + SIGMA
    unsigned = pynini.compose(pynini.difference(SIGMA, signed.optimize()).optimize(), number)
    by = pynini.closure(delete(" "), 0, 1) + pynini.cross(pynini.union("x", "×"), " by ") + (
        pynini.closure(delete(" "), 0, 1))
    return pynini.union(
        pynini.compose(not_one, g.get("CARDINAL")),
        g.get("DECIMAL.quantity"),
        number + dash + insert(" to ") + unsigned,
        # Dimensions: "2x8 m" -> "two by eight meters".
        number + by + unsigned,
    ).optimize()


def measure(g: GrammarSet) -> pynini.Fst:
    space = _space()
    one = pynini.cross("1", "one") + space + unit(g, False)
    many = g.get("MEASURE.quantity") + space + unit(g, True)
    per = (g.get("CARDINAL") | g.get("DECIMAL")) + delete("/") + insert(" per ") + g.get(
        "MEASURE.denominator"
    )
    period = pynini.closure(delete("."), 0, 1)
    return (pynini.union(one, many, per, _fraction(g)) + period).optimize()


def adjective(g: GrammarSet) -> pynini.Fst:
    """"10-ft." -> "ten foot", "6-lb." -> "six pound": a measure before a noun, its unit singular
    ("a 10-ft. pole" -> "a ten foot pole")."""
    number = (g.get("CARDINAL") | g.get("DECIMAL")) + pynini.cross("-", " ")
    return (number + _base_unit(False) + pynini.closure(delete("."), 0, 1)).optimize()


def compound(g: GrammarSet) -> pynini.Fst:
    """"6 ft 2 in" -> "six feet two inches", "45 min 30 s" -> "forty five minutes thirty
    seconds": after a measure, a number may take a unit that alone would be a word ("in", "s").
    The first unit's period is silent, as books write them ("6 ft. 2 in." -> "six feet two
    inches"); a period after the second is silent before a lower-case word, else it may end
    the sentence and stays."""
    period = pynini.closure(delete("."), 0, 1)
    first = g.get("MEASURE") + period
    second = pynini.accep(" ") + _second(g) + period
    return (_duration(g) + period | add_weight(first + second, 1.0)).optimize()


def _second(g: GrammarSet) -> pynini.Fst:
    """The smaller amount of a compound measure ("2 in", "4 lb")."""
    space = _space()
    smaller_one = _base_unit(False) | _unit_map(_PER_ONLY, False)
    smaller_many = _base_unit(True) | _unit_map(_PER_ONLY, True)
    return (pynini.cross("1", "one") + space + smaller_one
            | g.get("MEASURE.quantity") + space + smaller_many)


def dotted(g: GrammarSet) -> pynini.Fst:
    """"12 st." -> "twelve stone", "12 st. 4 lb." -> "twelve stone four pounds", "3 m." ->
    "three miles" (units_dotted.tsv; the rule offers the unit with its period)."""
    space = _space()
    period = pynini.closure(delete("."), 0, 1)
    first = (pynini.cross("1", "one") + space + _unit_map(_DOTTED, False)
             | g.get("MEASURE.quantity") + space + _unit_map(_DOTTED, True)) + period
    return (first + pynini.closure(pynini.accep(" ") + _second(g) + period, 0, 1)).optimize()


def _duration(g: GrammarSet) -> pynini.Fst:
    """Hours then minutes, or minutes then seconds: "3h 15m" -> "three hours fifteen minutes"
    (a duration's "m" is minutes), "4 min 30 s" -> "four minutes thirty seconds", "2 h 05 min"
    -> "two hours five minutes", "1 h 30 min 15 s" -> "... thirty minutes fifteen seconds"."""
    space = _space()

    def amount(spoken: str) -> pynini.Fst:
        unit = delete(pynini.union(*_duration_units(spoken)))
        return (pynini.cross("1", "one") + space + unit + insert(spoken)
                | g.get("MEASURE.quantity") + space + unit + insert(plural(spoken)))

    hours, minutes, seconds = amount("hour"), amount("minute"), amount("second")
    # the smaller amount may be written with two digits ("2 h 05 min"), its zero not said
    gap = pynini.accep(" ") + pynini.closure(delete("0"), 0, 1)
    return (hours + gap + minutes + pynini.closure(gap + seconds, 0, 1)
            | minutes + gap + seconds).optimize()


def _duration_units(spoken: str) -> list[str]:
    """The written units of a duration said `spoken` ("minute": m, min, mins)."""
    return [e.written for e in load(_DURATION) if e.spoken == spoken]


def _article() -> pynini.Fst:
    """"a" or "an" before a spoken unit ("an inch", "an hour", "a mile")."""
    vowel = pynini.union(*"aeio", "hour")
    return insert("an ") + (vowel + SIGMA) | insert("a ") + pynini.difference(SIGMA, vowel + SIGMA)


def _fraction(g: GrammarSet) -> pynini.Fst:
    """"4 1/2 lbs" -> "four and a half pounds", "3/4 in" -> "three quarters of an inch"."""
    digits = pynini.closure(DIGIT, 1)
    slash = pynini.union("/", "⁄")
    vulgar = pynini.project(tsv_map(_VULGAR), "input")
    part = digits + slash + digits | vulgar
    whole = digits + " " + digits + slash + digits | digits + pynini.closure(" ", 0, 1) + vulgar
    reading = g.get("FRACTION")
    space = _space()
    mixed = pynini.compose(whole, reading) + space + unit(g, True)
    of_a = insert("of ") + pynini.compose(unit(g, False), _article())
    simple = pynini.compose(part, reading) + space + of_a
    return (mixed | simple).optimize()


def feet_inches(g: GrammarSet) -> pynini.Fst:
    """5'11" -> "five feet eleven inches" (apostrophe/quote or prime marks)."""
    number = g.get("CARDINAL") | g.get("DECIMAL")
    one = pynini.accep("1")
    not_one = pynini.difference(SIGMA, one).optimize()

    def amount(single: str, many: str) -> pynini.Fst:
        return (pynini.cross("1", "one") + insert(" " + single)) | (
            pynini.compose(not_one, number) + insert(" " + many)
        )

    feet = amount("foot", "feet") + delete(pynini.union("'", "′", "’"))
    inches = amount("inch", "inches") + delete(pynini.union('"', "″", "''", "”"))
    gap = pynini.closure(delete(" "), 0, 1) + insert(" ")
    # Inches alone ('12"') too: the rule only offers a quote that closes no quotation.
    return (feet + gap + inches | inches).optimize()


def angle(g: GrammarSet) -> pynini.Fst:
    """"12° 30′ W." -> "twelve degrees thirty minutes west" (minutes, seconds, a compass point)."""
    number = g.get("CARDINAL") | g.get("DECIMAL")
    not_one = pynini.difference(SIGMA, pynini.accep("1")).optimize()
    gap = pynini.closure(delete(" "), 0, 1) + insert(" ")

    def amount(marks: pynini.Fst, single: str) -> pynini.Fst:
        return (pynini.cross("1", "one " + single)
                | pynini.compose(not_one, number) + insert(" " + plural(single))) + delete(marks)

    degrees = amount(pynini.accep("°"), "degree")
    minutes = amount(pynini.union("'", "′", "’"), "minute")
    seconds = amount(pynini.union('"', "″", "''", "”"), "second")
    compass = tsv_map(_COMPASS) + pynini.closure(delete("."), 0, 1)
    parts = degrees + pynini.closure(gap + minutes + pynini.closure(gap + seconds, 0, 1), 0, 1)
    return (parts + pynini.closure(gap + compass, 0, 1)).optimize()


def decimal_seconds(g: GrammarSet) -> pynini.Fst:
    """"9.58s", "2.5 s" -> "... seconds": units_duration.tsv's "s" after a decimal."""
    seconds = [e.spoken for e in load(_DURATION) if e.written == "s"]
    unit = pynini.cross("s", plural(seconds[0]))
    return (g.get("DECIMAL") + _space() + unit).optimize()


def ordinal_sign(g: GrammarSet) -> pynini.Fst:
    """"45º" -> "forty five degrees": the ordinal indicator typed for a degree sign (the rules
    say where)."""
    sign = pynini.cdrewrite(pynini.cross("º", "°"), "", "", SIGMA)
    return pynini.compose(sign, g.get("MEASURE")).optimize()


def plus(g: GrammarSet) -> pynini.Fst:
    """"+5 °C" -> "plus five degrees celsius": a plus sign written before a measure's number is
    said, as a minus sign is ("-5 °C" minus five degrees celsius)."""
    return (pynini.cross("+", "plus ") + g.get("MEASURE")).optimize()


TRANSDUCERS = {
    "MEASURE.ordinal_sign": ordinal_sign,
    "MEASURE.plus": plus,
    "MEASURE.angle": angle,
    "MEASURE.denominator": lambda _: _denominator(),
    "MEASURE.quantity": quantity,
    "MEASURE": measure,
    "MEASURE.feet_inches": feet_inches,
    "MEASURE.compound": compound,
    "MEASURE.dotted": dotted,
    "MEASURE.adjective": adjective,
    "MEASURE.decimal_seconds": decimal_seconds,
}


# ---- candidate-span patterns (built from the same lexicons) ----


@cache
def unit_patterns() -> tuple[str, str, str]:
    """(unit written after a number with or without a space, unit only written against it,
    unit after a slash)."""
    keys = {rel: [e.written for e in load(rel)]
            for rel in (_UNITS, _BOOK_UNITS, _LENGTH, _ATTACHED, _PER_ONLY)}
    keys[_UNITS] += keys.pop(_BOOK_UNITS)
    length = alternation(keys[_LENGTH])
    powered = rf"(?:(?:sq|cu)\.?\s?(?:{length})|(?:{length})(?:[²³23]|\^[23])?)"
    units = alternation(keys[_UNITS])
    attached = alternation(keys[_ATTACHED])
    denominator = rf"(?:{powered}|{units}|{attached}|{alternation(keys[_PER_ONLY])})"
    spaced = rf"(?:{powered}|{units})(?:/{denominator})?"
    only_attached = rf"(?:{attached})(?:/{denominator})?"
    return spaced, only_attached, denominator


_DIMENSION = r"(?:long|high|wide|deep|thick|tall|broad|square|in\s+(?:length|height|width|depth))"


def _rules() -> list[Rule]:
    spaced, attached, _ = unit_patterns()
    unsigned = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
    number = rf"[-−]?(?:{unsigned})"
    start = r"(?<![\w\-−/]|\d[.,])"
    scales = "|".join(name for _, name in pairs(_LEX + "scale.tsv"))
    vulgar = "".join(e.written for e in load(_VULGAR))
    fraction = rf"(?:\d{{1,3}}\s)?\d{{1,3}}[/⁄]\d{{1,3}}|(?:\d{{1,3}}\s?)?[{vulgar}]"
    quantity = (rf"(?:{fraction}|{number}(?:\s?[-–]\s?(?:{unsigned})|\s?[x×]\s?(?:{unsigned})"
                rf"|\s(?:{scales}))?)")
    smaller = rf"(?:{spaced}|{attached}|{alternation(e.written for e in load(_PER_ONLY))})"
    dotted_units = alternation(e.written for e in load(_DOTTED) if e.written != "m")
    # a duration of three parts: "1 h 30 min 15 s"
    duration = {spoken: alternation(_duration_units(spoken))
                for spoken in ("hour", "minute", "second")}
    # An even number of double quotes before this one: it opens no quotation, it is inches.
    no_open_quote = r'(?<=^[^"]*(?:"[^"]*"[^"]*)*\d")'
    number_part = r"\d{1,3}(?:\.\d+)?"
    minutes = rf"\s?{number_part}['′’](?:\s?{number_part}(?:″|\"|''|”))?"
    compass = r"\s?[NSEW](?![\w'’])(?:\.(?=\s+[a-z]|[,;:]))?"
    # The unit after a quantity, spaced or attached, with its period before a lower-case word.
    unit = (rf"(?:[ \u00a0\u202f]?(?:{spaced})|(?:{attached}))(?![\w]|\.\w)"
            r"(?:\.(?=\s+[a-z]))?")
    return [
        # "45º&C": the ordinal indicator typed for a degree sign before a scale's letter ("45º C"
        # is a unit of units.tsv; alone, "1º" is an ordinal in the Sproat & Jaitly data: "1º de
        # julho" -> "first").
        Rule("MEASURE", rf"(?=\d){start}(?:{unsigned})º(?=\s?&\s?[CF](?!\w))",
             "MEASURE.ordinal_sign"),
        # "12° 30′ W.", "45° N.": degrees with minutes or a compass point.
        Rule("MEASURE", rf"{start}{number_part}°(?:{minutes}(?:{compass})?|{compass})",
             "MEASURE.angle"),
        # "12 st. 4 lb.", "12 st.", "3 m. from": units_dotted.tsv with their period; "m." only
        # before a lower-case word or a comma (at a sentence's end, or before a dimension, "3 m.
        # long", it is meters).
        Rule("MEASURE", rf"{start}{quantity} (?:{dotted_units}|m(?=\.(?:\s+(?!{_DIMENSION}\b)[a-z]"
             r"|[,;:])))"
             rf"(?=\.)(?:\. \d+(?:\.\d+)? ?{smaller}(?!\w)(?:\.(?=\s+[a-z]))?"
             rf"|\.(?=\s+[a-z]|[,;:]))?", "MEASURE.dotted"),
        # "12 st 6 lb", "weighs 12 st": stone without its period, before pounds or after a word
        # of weight (alone "12 st" may be a street).
        Rule("MEASURE", rf"{start}{quantity} st \d+(?:\.\d+)? ?lbs?(?!\w)(?:\.(?=\s+[a-z]))?",
             "MEASURE.dotted"),
        Rule("MEASURE", rf"{start}\d(?<=\b(?:[Ww]eigh(?:s|ed|ing)?|[Ww]eight|[Ww]eighing)\s"
             r"(?:(?:about|nearly|only|just|over|under|full|quite)\s)?\d)"
             r"\d*(?:\.\d+)? st(?![\w.])", "MEASURE.dotted"),
        # "a 10-ft. pole", "a 6-lb shot": a unit's abbreviation after a hyphen, before a noun.
        Rule("MEASURE", rf"{start}{number}-(?:{spaced})(?![\w\-]|\.\w)\.?(?=\s+[a-z])",
             "MEASURE.adjective"),
        Rule("MEASURE", rf"{start}\d{{1,2}}['′’]\s?\d{{1,2}}(?:\.\d+)?(?:\"|″|''|”)",
             "MEASURE.feet_inches"),
        Rule("MEASURE", rf"{start}(?:{unsigned})(?:″|\"{no_open_quote})(?![\w\"])",
             "MEASURE.feet_inches"),
        Rule("MEASURE", rf"{start}\d+ ?{duration['hour']} \d{{1,2}} ?{duration['minute']} "
             rf"\d{{1,2}} ?{duration['second']}(?!\w)(?:\.(?=\s+[a-z]))?", "MEASURE.compound"),
        Rule("MEASURE", rf"{start}{quantity}[ \u00a0\u202f]?(?:{spaced})\.? \d+(?:\.\d+)?"
             rf"[ \u00a0\u202f]?{smaller}(?!\w)(?:\.(?=\s+[a-z]))?", "MEASURE.compound"),
        # A unit's period before a lower-case word is the abbreviation's ("6 ft. tall"), and so
        # is that of "in." and "ins." spaced ("3 in. long"; without it, "5 in a row").
        Rule("MEASURE", rf"{start}\+(?=\d){quantity}{unit}", "MEASURE.plus"),
        Rule("MEASURE", rf"{start}{quantity}{unit}", "MEASURE"),
        Rule("MEASURE", rf"{start}{quantity} ins?(?=\.\s+[a-z])\.", "MEASURE"),
        Rule("MEASURE", rf"{start}{number}/(?:{spaced})(?!\w)", "MEASURE"),
        Rule("MEASURE", rf"{start}[-−]?(?:\d{{1,3}}(?:,\d{{3}})+|\d+)?\.\d+ ?s(?![\w'’])",
             "MEASURE.decimal_seconds"),
    ]


RULES = _rules()
