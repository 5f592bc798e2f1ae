"""PERCENT: "30 %" -> "trente pour cent", "6,5%" -> "six virgule cinq pour cent", zh "30%" ->
"百分之三十" (TN).

The sign is %, the full-width ％ or the Arabic ٪ (fa, ur "۴۵٪").

A language says how in its config: `percent` is a template with `{n}`, the number's reading
(fr `{n} pour cent`, zh `百分之{n}`, ja `{n}パーセント`). Where the word agrees with the number,
`percent@<category>` rows are its readings for a plural category (config `plural`,
`plural_decimal`: counted.py), `percent` the reading of the others, and `{n:form}` reads an
integer in a form: cs `percent {n} procent`, `percent@one {n:neuter} procento` (jedno
procento), `percent@few {n:neuter} procenta` (dvě procenta), `percent@other {n} procenta` (a
decimal). (ru and sl read `%` as a unit of MEASURE instead, units.tsv rows by plural
category.) The number is an integer or a
decimal as the locale writes it (config `leading_zeros skipped`: an integer read after its
leading zeros, ar "09%"), the sign a space (or none) before it; config `percent_sign_before
yes`: or the sign before the number (ar "%7", as right-to-left text has it; tr "%15").

ITN reads a template whose words come before the number (zh 百分之{n}: "百分之三十" -> "30%",
"负百分之十三" -> "-13%"); one whose words come after it is MEASURE's (measure.py) where the
language has units (units.tsv), and this class's where it has none (fi "viisitoista prosenttia"
-> "15 %"). Config `itn_percent_spaced yes`: ITN writes a space before the sign (cs "15 %", as
CLDR's percent format has it; measure.py too); `itn_percent_sign_before yes`: the sign before
the number (tr "yüzde on beş" -> "%15"). TN reads
such words written with a minus sign before them too (zh "-百分之1" 负百分之一), and a range's
first number before a percentage as one too (zh "5-10%" 百分之五到百分之十). Config
`itn_percent_also` lists other templates ITN reads (space-separated, `_` for a space in one: zh
`百分{n}`, "百分百" 100%; it `{n}_per_cento`, "venti per cento" 20%, beside "percento").
Config `percent_cases`: cases of config `case_after@<case>` (agreement.py) in which an integer
percentage after the case's words is read, the number in the case's form, the template's words
as they are (ar genitive: "من 50%" من خمسين في المائة, as MEASURE and MONEY read "من 50 كم";
a decimal keeps its reading, as config case_decimals no has MEASURE's), and after such a
percentage and a conjunction of config `case_coordinated` (ar "بين 10% و20%", "بين %10 و%20":
the و written on the number, apart from its reading; with no case's word before the first, "10%
و20%", the second is read as a percentage glued to letters is, in the citation form). Where
the words agree with the number (`percent@<category>` rows), the case's rows of them as a unit's
(agreement.Case.table: case_rows@<case>, and `percent@<case>-<category>` rows of their own: uk
"до 5%" до пʼяти відсотків, "між 5%" між пʼятьма відсотками), a decimal too where the case has
a row for its category (uk case_rows@genitive other=other, read as config decimal_counted_forms
says: "до 1,5%" до однієї цілої пʼяти десятих відсотка).
A percentage written right after letters is read apart from them (config `glued_digits`: ti
"ብ5%" ብ ሓሙሽተ ሚእታዊ); where the sign may come first, only after a conjunction of config
`case_coordinated` (ar "و20%", "و%20" و عشرون في المائة; tr eu ckb leave such letters and
digits to CARDINAL).
"""

from __future__ import annotations

import pynini
import regex

from ...errors import LexiconError
from ...fst import SIGMA, delete, insert
from ..base import Rule, alternation
from . import said_ranges
from .cardinal import glued_joiner
from .counted import (
    CountedTable,
    NumberReader,
    Phrase,
    categories,
    load_table,
    parse_phrase,
    phrases_fst,
)
from .language import CONFIG_SPACE, Language, class_module
from .written import MINUS_SIGNS

_SIGNS = "%\uff05\u066a"  # and the full-width ％, the Arabic ٪
_SPACES = " \u00a0\u202f"
_MINUS = pynini.union(*MINUS_SIGNS)


_KEY = "%"  # (the key of the counted table of config `percent@<category>` rows)


def _phrases(lang: Language) -> CountedTable | None:
    """Config `percent` and its `percent@<category>` rows as a counted table of one key (None
    where there are no such rows and the template reads no form: the words do not change)."""
    template = lang.setting("percent")
    rows = {key.partition("@")[2]: value for key, value in lang.data.config.items()
            if key.startswith("percent@")}
    if not template or not rows and "{n:" not in template:
        return None
    where = f"{lang.code}/numbers/config.tsv: percent"
    phrases = {name: parse_phrase(value, f"{where}@{name}") for name, value in rows.items()}
    phrases[""] = parse_phrase(template, where)
    return CountedTable({_KEY: phrases})


def phrases(lang: Language) -> dict[str, Phrase]:
    """Config `percent` and its `percent@<category>` rows: category ("" the plain one) -> its
    phrase (none without `percent`)."""
    table = _phrases(lang)
    if table is not None:
        return table.rows[_KEY]
    template = lang.setting("percent")
    return {"": parse_phrase(template, f"{lang.code}/numbers/config.tsv: percent")} \
        if template else {}


def said_after(lang: Language) -> list[str]:
    """ITN: the words said after the number in config `percent`, its `percent@<category>`
    rows and `itn_percent_also` (lower case; templates with words before the number left
    out)."""
    out = []
    rows = [(key, template) for key, template in lang.data.config.items()
            if key == "percent" or key.startswith("percent@")]
    for key, template in rows + [("itn_percent_also", t) for t in _also(lang)]:
        phrase = parse_phrase(template, f"{lang.code}/numbers/config.tsv: {key}")
        if phrase.after.strip() and not phrase.before.strip():
            out.append(phrase.after.strip().lower())
    return list(dict.fromkeys(out))


def _also(lang: Language) -> list[str]:
    """Config `itn_percent_also`: the other templates ITN reads (`_` a space in one)."""
    return [t.replace(CONFIG_SPACE, " ") for t in lang.setting("itn_percent_also").split()]


def tn(lang: Language, decimals, cardinals):
    """`decimals`, `cardinals`: the DECIMAL and CARDINAL class modules, whose fast paths read
    the number."""
    template = lang.setting("percent")
    if not template:
        return class_module([], {})
    table = _phrases(lang)
    if table is None:
        before, _, after = template.partition("{n}")
    else:
        plain = table.phrase(_KEY, "")
        before, after = plain.before, plain.after
    w = lang.written
    number = (rf"{w.minus_pattern}?{w.number_pattern}"
              rf"(?:{w.decimal_pattern}{w.digit_class}+)?")
    minus = lang.setting("minus", "minus")
    sign_before = lang.setting("percent_sign_before") == "yes"
    pattern = _pattern(lang, number, sign_before)
    read_decimal = decimals.FAST_PATHS["DECIMAL"]
    read_cardinal = cardinals.FAST_PATHS["CARDINAL"]
    reader = NumberReader(lang, read_decimal, decimal_paths=decimals.FAST_PATHS)
    sign = regex.compile(rf"[{_SPACES}]?[{_SIGNS}]$|^({w.minus_pattern}?)[{_SIGNS}][{_SPACES}]?")

    def say(digits: str, table: CountedTable | None = table) -> str | None:
        """The reading of an unsigned number and the words for per cent (`table`: the
        words' rows, those of a case too)."""
        if table is None:
            words = read_decimal(digits) or read_cardinal(digits)
            return None if words is None else before + words + after
        category = reader.category(digits)  # (the words agree with the number)
        phrase = category and table.phrase(_KEY, category)
        words = phrase and reader.say(digits, phrase.form)
        return phrase.say(words) if words else None

    def fast(span: str, say=say) -> str | None:
        digits = sign.sub(lambda m: m[1] or "", span, count=1)
        if digits[:1] in MINUS_SIGNS and digits[1:2] in MINUS_SIGNS:  # ("-%-3": not a number)
            return None
        negative = digits[:1] in MINUS_SIGNS  # the sign before the whole (负百分之九十八)
        if negative:
            digits = digits[1:]
        if w.skips_leading_zeros:  # ar "09%"
            digits = w.without_leading_zeros(digits)
        said = say(digits)
        if said is None:
            return None
        return (minus + w.space if negative else "") + said

    def build(g, case: str = "", table: CountedTable | None = table) -> pynini.Fst:
        """`case`: the number read as CARDINAL@after-<case> reads it (an integer); `table`:
        the words' rows (those of a case too)."""
        no_sign = pynini.difference(SIGMA, (_MINUS + SIGMA).optimize())
        if case:
            said = (insert(pynini.escape(before))
                    + pynini.compose(no_sign, g.get(f"CARDINAL@after-{case}"))
                    + insert(pynini.escape(after)))
        elif table is None:
            # (a decimal as the regex reads it: ar "1,000%" is a thousand)
            digits = pynini.closure(pynini.project(w.digit, "input"), 1)
            decimal = (pynini.closure(_MINUS, 0, 1)
                       + w.decimal_marks(pynini.project(w.plain_digits, "input"), digits))
            signed = pynini.union(pynini.compose(decimal, g.get("DECIMAL")), g.get("CARDINAL"))
            said = (insert(pynini.escape(before)) + pynini.compose(no_sign, signed)
                    + insert(pynini.escape(after)))
        else:
            said = pynini.compose(no_sign, phrases_fst(
                reader, g, table, [_KEY], lambda key: pynini.accep("")))
        if w.skips_leading_zeros:
            said = pynini.compose(w.leading_zeros_fst, said)
        percent_sign = (pynini.closure(pynini.union(*_SPACES), 0, 1)
                        + pynini.union(*_SIGNS))
        signed = pynini.closure(w.sign(minus), 0, 1)
        if sign_before:  # (the minus sign before the percent sign or after it)
            first = delete(pynini.union(*_SIGNS) + pynini.closure(pynini.union(*_SPACES), 0, 1))
            return (signed + said + delete(percent_sign)
                    | pynini.union(signed + first, first + signed) + said)
        return signed + said + delete(percent_sign)

    rules, builders, fasts = [], {}, {}
    # (before the plain rule: the case's words before it choose the form)
    integer = _pattern(lang, rf"{w.minus_pattern}?{w.number_pattern}", sign_before)
    _case_rules(lang, (rules, builders, fasts), (integer, pattern), (before, after, table),
                (build, fast, say))
    rules.append(Rule("PERCENT", pattern, "PERCENT"))
    builders["PERCENT"], fasts["PERCENT"] = build, fast
    if before.strip() and not after.strip():
        # the template's words written with a minus sign before them (zh "-百分之1" 负百分之一)
        words = regex.escape(before)
        rules.append(Rule("PERCENT", rf"{w.before}{w.minus_pattern}{words}"
                          rf"{w.number_pattern}(?:{w.decimal_pattern}{w.digit_class}+)?{w.after}",
                          "PERCENT@words"))

        def fast_words(span: str) -> str | None:
            return fast(span[0] + span[1 + len(before):] + "%")

        def build_words(g) -> pynini.Fst:
            minus_words = pynini.cross(_MINUS + pynini.escape(before), "-")
            return pynini.compose(minus_words + SIGMA + insert("%"), build(g))

        builders["PERCENT@words"], fasts["PERCENT@words"] = build_words, fast_words
        word, signs = lang.range_word()
        if word:
            # a range's first number before a percentage is one too, its words before it as
            # the second's are (zh "5-10%" 百分之五到百分之十; ranges.py reads the sign)
            rules.append(Rule("PERCENT", rf"{w.before}{number}(?=[{_SPACES}]?{alternation(signs)}"
                              rf"[{_SPACES}]?{number}[{_SPACES}]?[{_SIGNS}])", "PERCENT@range"))
            builders["PERCENT@range"] = lambda g: pynini.compose(SIGMA + insert("%"), build(g))
            fasts["PERCENT@range"] = lambda span: fast(span + "%")
    joiner = glued_joiner(lang)
    letters = _glued_after(lang, sign_before)
    if joiner is not None and letters:
        # a percentage glued to the letters before it, read apart as config `glued_digits`
        # says for digits (ti "ብ5%" ብ ሓሙሽተ ሚእታዊ: a prefixed preposition; ar "و20%" و عشرون
        # في المائة, "و%20" too)
        glued = (rf"{w.number_pattern}(?:{w.decimal_pattern}{w.digit_class}+)?[{_SPACES}]?"
                 rf"[{_SIGNS}](?![{w.word_chars}{_SIGNS}])")
        if sign_before:
            glued = rf"(?:{glued}|{_sign_first(w, number)})"
        rules.append(Rule("PERCENT", letters + glued, "PERCENT@letter-before"))
        # (PERCENT's own transducer after the joiner, not a second build of it: ar 6.5 CPU s)
        builders["PERCENT@letter-before"] = lambda g: insert(joiner) + g.get("PERCENT")
        fasts["PERCENT@letter-before"] = lambda span: (
            None if (said := fast(span)) is None else joiner + said)
    return class_module(rules, builders, fasts)


def itn(lang: Language):
    """ITN: the words before the number (the templates' text before `{n}`) -> the number and
    "%"; a minus word before the words is the number's sign. Where the language has no units
    (MEASURE reads them otherwise), the words after the number too (`said_after`)."""
    templates = [lang.setting("percent"), *_also(lang)]
    words = [t[:-len("{n}")].strip().lower() for t in templates
             if t.endswith("{n}") and t != "{n}"]
    after = [] if load_table(lang, "units.tsv").rows else said_after(lang)
    if not words and not after:
        return class_module([], {})
    w = lang.written
    written = " %" if lang.setting("itn_percent_spaced") == "yes" else "%"
    sign_first = lang.setting("itn_percent_sign_before") == "yes"  # tr %15

    def build(g) -> pynini.Fst:
        number = pynini.union(g.get("CARDINAL"), g.get("DECIMAL"))
        unsigned = pynini.compose(pynini.difference(SIGMA, (_MINUS + SIGMA).optimize()), number)
        parts = []
        if words:
            said = delete(pynini.union(*[pynini.escape(x) for x in words])) + w.gap()
            joined = said_ranges.between(lang)  # 百分之三十一到百分之百 31~100%
            if joined is not None:
                unsigned = unsigned + pynini.closure(joined + said + unsigned, 0, 1)
            parts.append(said + insert("%") + unsigned if sign_first
                         else said + unsigned + insert("%"))
        if after:  # fi "viisitoista prosenttia" 15 %
            parts.append(unsigned + w.gap() + pynini.cross(
                pynini.union(*[pynini.escape(x) for x in after]), pynini.escape(written)))
        return lang.spoken_sign() + pynini.union(*parts)

    return class_module([Rule("PERCENT", r"\w", "PERCENT")], {"PERCENT": build})


def _pattern(lang: Language, number: str, sign_before: bool) -> str:
    """A percentage of `number`, the sign after it (or before it: config percent_sign_before)."""
    w = lang.written
    pattern = rf"{w.before}{number}{_sign_after(w)}"
    if sign_before:
        # (a minus sign before the sign too: tr "-%3" eksi yüzde üç)
        pattern = (rf"(?:{pattern}|(?<![{w.word_chars}{_SIGNS}]){w.minus_pattern}?[{_SIGNS}]"
                   rf"[{_SPACES}]?{number}{w.after})")
    return pattern


def _glued_after(lang: Language, sign_before: bool) -> str:
    """A lookbehind: the letters a percentage may be written right after (PERCENT@letter-
    before): any of the script's; where the sign may come first (config percent_sign_before),
    only a conjunction of config `case_coordinated` written on the next word (agreement.
    glued_conjunctions; ar و: "10% و20%" ... و عشرون في المائة, whatever precedes it) or a
    word of config `case_prefixes@<case>` (ar "ب2.5%", a decimal, which the case's rules leave;
    "ب20%" is read in the genitive by them), and tr eu ckb, with none, leave letters and a
    percentage written together to CARDINAL as before; "" for none."""
    if not sign_before:
        return f"(?<={lang.written.letters})"
    from .agreement import case_prefixes, glued_conjunctions  # (agreement imports money,
    # which imports this)

    words = glued_conjunctions(lang) + case_prefixes(lang)
    return rf"(?<=(?<!\w){alternation(words)})" if words else ""


def _sign_first(w, number: str) -> str:
    """A percentage of `number` with the sign before it (a space after it or none), as a regex
    without what may come before it."""
    return rf"[{_SIGNS}][{_SPACES}]?{number}{w.after}"


def _sign_after(w) -> str:
    """The percent sign after a number (a space before it or none), as a regex."""
    return rf"[{_SPACES}]?[{_SIGNS}](?![{w.after_chars}{_SIGNS}])"


def _case_rules(lang: Language, module: tuple[list, dict, dict], patterns: tuple[str, str],
                words: tuple[str, str, CountedTable | None], readers: tuple) -> None:
    """The rules of config `percent_cases` in `module` (rules, builders, fast paths): the first
    of `patterns` (a percentage of an integer; the second, of any number: tn()'s) after each
    case's words, read as `readers` (build, fast, say of tn()) read one, the number in the
    case, between the template's `words` (before it, after it), or where the words agree with
    the number (a counted table, the last of `words`), in the case's rows of them
    (agreement.Case.table: uk "до 5%" до пʼяти відсотків, "між 5%" між пʼятьма відсотками; a
    category without a row in the case is read as without it; a decimal too where the case has
    a row for its category, uk "до 1,5%")."""
    rules, builders, fasts = module
    build, fast, say_plain = readers
    table = words[2]
    names = lang.setting("percent_cases").split()
    if not names:
        return
    from .agreement import cases, coordinated_joiner, glued_coordinated  # (agreement
    # imports money; percent is imported before)

    found = {case.name: case for case in cases(lang)}
    w = lang.written
    joiner = coordinated_joiner(lang)
    plurals = list(dict.fromkeys(categories(lang) + categories(lang, True)))
    for name in names:
        case = found.get(name)
        form = case and case.forms.get("")
        if form is None:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: percent_cases: {name!r} is "
                               "no case_after@<case> with a form for a plain number")

        def say(digits: str, form=form) -> str | None:
            digits = w.ascii_number(digits)
            said = lang.say(digits, form) if digits.isdigit() else None
            return None if said is None else words[0] + said + words[1]

        rule, pattern = f"PERCENT@after-{name}", patterns[0]
        if table is None:
            builders[rule] = lambda g, name=name: build(g, name)
            fasts[rule] = lambda span, say=say: fast(span, say)
        else:
            governed = case.table(table, plurals)
            if not governed.rows:
                continue
            builders[rule] = lambda g, governed=governed: build(g, table=governed)
            fasts[rule] = lambda span, governed=governed: fast(
                span, lambda digits: say_plain(digits, governed))
            if any(governed.phrase(_KEY, c) for c in categories(lang, True)):
                # (a decimal too where the case has a row for it, read as config
                # decimal_counted_forms says: uk "до 1,5%" до однієї цілої пʼяти десятих
                # відсотка)
                pattern = patterns[1]
        rules.append(Rule("PERCENT", case.lookbehind + pattern, rule))
        if case.glued and joiner is not None:
            # a second percentage with the conjunction written on it, read apart from it as
            # CARDINAL's (ar "بين 10% و20%" بين عشرة في المائة و عشرين في المائة)
            glued = f"{rule}-glued"
            number = w.number_pattern + _sign_after(w)
            if lang.setting("percent_sign_before") == "yes":  # ("بين %10 و%20")
                number = f"(?:{number}|{_sign_first(w, w.number_pattern)})"
            rules.append(Rule("PERCENT", case.glued + r"(?<=\p{L})" + number, glued))
            builders[glued], fasts[glued] = glued_coordinated(joiner, rule, fasts[rule])
