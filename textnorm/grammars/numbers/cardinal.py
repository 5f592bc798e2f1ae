"""CARDINAL in any language with number data: "-1.234" -> "minus eintausendzweihundert...",
and back ("zwei hundert drei und zwanzig" -> "223").

TN reads the written forms the locale uses (grouped with its separators, Indian grouping where
the language counts in lakh and crore, native digits, a minus sign); ITN inverts the covering
grammar (every admissible reading and the spellings of `relax`).
"""

from __future__ import annotations

import functools

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, delete, insert
from ..base import Rule, alternation, optimized
from ..base import abbreviations as sentence_abbreviations
from ..scan import exact_acceptor, parts_acceptor
from . import ethiopic, mixed_fraction, said_ranges
from .language import Language, class_module
from .relax import relax, scale_words
from .written import MINUS_SIGNS, to_ascii


def signed(lang: Language, form: str = "") -> pynini.Fst:
    """Written integers (signed, grouped as the locale groups them) -> their reading in `form`."""
    w = lang.written
    minus = lang.setting("minus", "minus")
    unsigned = pynini.compose(w.plain_digits, lang.reading(form))
    return pynini.closure(w.sign(minus), 0, 1) + unsigned


def multiplier_forms(lang: Language) -> dict[str, set[str]]:
    """The form a number takes before a scale word, where it differs from the plain reading,
    and the words of those scales: es "1 millón" -> "un millón", "21 mil" -> "veintiún mil",
    de "1 Million" -> "eine Million", ru "2 тысячи" -> "две тысячи". Config
    `scale_apart_forms row-form=apart-form ...`: a number written apart from the scale word
    takes another form than the one the row compounds it in (hu `attr=apart`: "2 milliárd"
    két milliárd, where 2000000000 is kettőmilliárd)."""
    words = scale_words(lang)
    apart = dict(lang.setting_pairs("scale_apart_forms", "row-form=apart-form"))
    out: dict[str, set[str]] = {}
    for row in lang.data.rows:
        slot = row.template.slot("q")
        if row.form or row.q != "*" or row.r != "*" or slot is None or not slot.form:
            continue
        if row.power in words and not slot.form.startswith("ordinal"):
            out.setdefault(apart.get(slot.form, slot.form), set()).update(words[row.power])
    return out


# abbreviations that are scale words next to a currency only (scaled_counts.py)
MONEY_ABBREVIATIONS = "scale_abbreviations@money"


def abbreviations(lang: Language, key: str = "scale_abbreviations") -> list[tuple[str, int]]:
    """Config `scale_abbreviations`: `abbreviation=power` each (vi "k=3 tr=6 t=9", ru
    "млн=6"; `_` a space, es `mil_mill.=9`): "5 млн" reads "пять миллионов"; digits right
    after one are the next digits of the number (vi "1tr2" = 1 200 000). With
    `scale_abbreviations_apart yes` a number without such digits is read as the number and the
    scale word (hu "1 mrd" egy milliárd). One with a space is written with a no-break space
    too (es "3 mil\u00a0mill."). `key` MONEY_ABBREVIATIONS: config
    `scale_abbreviations@money`, those read as a scale word next to a currency only (fr "3 M€"
    trois millions d'euros, where "3 M" is left alone: Monsieur, méga)."""
    pairs = lang.setting_pairs(key, "abbreviation=power", spaced=True)
    if not all(power.isdigit() for _, power in pairs):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: {key}: a power is digits")
    # (one with a space is written with a no-break space too: es "3 mil\u00a0mill.")
    return [(written, int(power)) for abbreviation, power in pairs
            for written in dict.fromkeys([abbreviation, abbreviation.replace(" ", "\u00a0")])]


def apart_abbreviations(lang: Language) -> dict[str, tuple[str, str]]:
    """Config `scale_abbreviations_apart yes`: abbreviation -> (the multiplier form, the scale
    word said after it) for a number written with one and no digits after it, read as the
    number and the word (hu "1 mrd" egy milliárd, as "1 milliárd"); otherwise none (the
    whole number: "5 mn" fem miljoner)."""
    if lang.setting("scale_abbreviations_apart") != "yes":
        return {}
    from .decimal import scale_after_decimal  # (decimal.py imports this module)
    said = scale_after_decimal(lang)
    forms = {word: form for form, words in multiplier_forms(lang).items() for word in words}
    return {a: (forms.get(said[a].lower(), ""), said[a]) for a, _ in abbreviations(lang)
            if a in said}


def _spellings(lang: Language) -> dict[str, int]:
    """Each scale abbreviation and, for one written with a period, its stem (the span a
    sentence's final period leaves: _scale_after) -> its power."""
    out = {}
    for abbreviation, power in abbreviations(lang):
        out[abbreviation] = power
        if abbreviation.endswith(".") and abbreviation[1:]:
            out.setdefault(abbreviation[:-1], power)
    return out


def _scale_after(lang: Language, parsing: bool) -> str:
    """A scale abbreviation and the digits written right after it (vi "1tr2"), as a regex; in
    a rule (not `parsing` a span), with config `abbreviation_sentence_period yes`, one written
    with a period leaves it to the sentence at the end of one (pl "Sprzedano 3 mln." ...
    miliony.)."""
    if parsing:
        names = alternation(_spellings(lang))
    else:
        names = sentence_abbreviations([a for a, _ in abbreviations(lang)],
                                       lang.sentence_period())
    w = lang.written
    return rf"[ \u00a0]?(?P<scale>{names})(?P<tail>{w.digit_class}*){w.after}"


def abbreviated_pattern(lang: Language, parsing: bool = False) -> str:
    """A number written with a scale abbreviation (config scale_abbreviations: "5 млн",
    "1tr2"); the rule's regex, or with `parsing` the one that parses its span (groups sign,
    number, scale, tail)."""
    w = lang.written
    no_leading_zero = rf"(?!{w.zero_class}{w.digit_class})"
    written = (rf"{w.before}(?P<sign>{w.minus_pattern})?{no_leading_zero}"
               rf"(?P<number>{w.number_pattern}){_scale_after(lang, parsing)}")
    # (the engine's own regex takes no groups of a rule)
    return written if parsing else regex.sub(r"\(\?P<\w+>", "(?:", written)


def fast_abbreviated(lang: Language, form: str = ""):
    """The fast path of `abbreviated_pattern`'s spans: the whole number's reading in `form`
    (hu "1 mrd", with config scale_abbreviations_apart, the number and the word)."""
    w = lang.written
    powers = _spellings(lang)
    parse = regex.compile(abbreviated_pattern(lang, parsing=True))
    apart = apart_abbreviations(lang) if not form else {}

    def fast(span: str) -> str | None:
        match = parse.fullmatch(span)
        if match is None or len(match["tail"]) >= powers[match["scale"]]:
            return None
        digits = w.ascii_number(match["number"])
        tail = to_ascii(match["tail"], w.native_digits)
        if not tail and match["scale"] in apart:  # hu "1 mrd" egy milliárd
            apart_form, word = apart[match["scale"]]
            said = lang.say(digits, apart_form)
            words = None if said is None else f"{said} {word}"
        else:
            words = lang.say(digits + tail + "0" * (powers[match["scale"]] - len(tail)), form)
        if words is None:
            return None
        return (lang.setting("minus", "minus") + w.space if match["sign"] else "") + words

    return fast


def abbreviated_reading(lang: Language, form: str = "", money: bool = False) -> pynini.Fst:
    """CARDINAL@abbreviated's transducer with the number read in `form` (a case's: agreement.py,
    "около 5 млн" около пяти миллионов); built once per form. `money`: that of the
    abbreviations of config `scale_abbreviations@money` (fr "3 M", read next to a currency)."""
    return lang.shared(("abbreviated", form, money),
                       lambda: _abbreviated(lang, form, money).optimize())


def _abbreviated(lang: Language, form: str = "", money: bool = False) -> pynini.Fst:
    """Written digits, a scale abbreviation (or its stem, _spellings) and digits after it ->
    the number's reading (in `form`). The digits before the abbreviation are one branch for
    all of them, and the spellings of a power share the digits after it: the reading is
    composed with each copy of the digits (ru, 8 spellings of 4 powers: 2.7 CPU s a form,
    this way 1.3)."""
    w = lang.written
    gap = pynini.closure(delete(pynini.union(" ", "\u00a0")), 0, 1)
    apart = apart_abbreviations(lang) if not form and not money else {}
    spellings: dict[tuple[int, bool], list[str]] = {}
    words = []
    written = dict(abbreviations(lang, MONEY_ABBREVIATIONS)) if money else _spellings(lang)
    for abbreviation, power in written.items():
        if abbreviation in apart:
            apart_form, word = apart[abbreviation]
            words.append(pynini.compose(w.plain_digits, lang.reading(apart_form)) + gap
                         + pynini.cross(pynini.escape(abbreviation), pynini.escape(" " + word)))
        spellings.setdefault((power, abbreviation in apart), []).append(abbreviation)
    scales = []
    for (power, read_apart), names in spellings.items():
        # (closure(DIGIT, 0, 0) would be any number of digits: k = 0 is the plain insert)
        tails = [pynini.closure(DIGIT, k, k) + insert("0" * (power - k)) for k in range(1, power)]
        if not read_apart:
            tails.append(insert("0" * power))
        scales.append(delete(pynini.union(*[pynini.escape(name) for name in names]))
                      + pynini.union(*tails))
    digits = w.plain_digits + gap + pynini.union(*scales)
    return (pynini.closure(w.sign(lang.setting("minus", "minus")), 0, 1)
            + pynini.union(pynini.compose(digits, lang.reading(form)), *words))


def tn(lang: Language):
    w = lang.written
    no_leading_zero = rf"(?!{w.zero_class}{w.digit_class})"
    pattern = rf"{w.before}{w.minus_pattern}?{no_leading_zero}{w.number_pattern}{w.after}"
    grouped = regex.compile(w.number_pattern)

    def fast_in(form: str):
        def fast(span: str) -> str | None:
            sign = ""
            if span[:1] in MINUS_SIGNS:
                sign, span = lang.setting("minus", "minus") + w.space, span[1:]
            if not grouped.fullmatch(span):
                return None
            words = lang.say(w.ascii_number(span), form)
            return sign + words if words is not None else None
        return fast

    rules, builders, fast_paths = [], {}, {}
    # (first: an abbreviation that starts with a scale word is no scale word after the number,
    # es "3 mil mill." tres mil millones, not "3" before "mil")
    if abbreviations(lang):
        rules.append(Rule("CARDINAL", abbreviated_pattern(lang), "CARDINAL@abbreviated"))
        builders["CARDINAL@abbreviated"] = lambda g: abbreviated_reading(lang)
        fast_paths["CARDINAL@abbreviated"] = fast_abbreviated(lang)
    # before a scale word the number takes the scale's multiplier form (a rule per form, tried
    # before CARDINAL's; the scale word itself is left to the text)
    for form, words in sorted(multiplier_forms(lang).items()):
        name = f"CARDINAL@{form}"
        ahead = "|".join(regex.escape(word) for word in sorted(words, key=lambda x: (-len(x), x)))
        rules.append(Rule("CARDINAL", rf"{pattern}(?=[ \u00a0]+(?i:{ahead})\b)", name))
        builders[name] = lambda g, form=form: signed(lang, form)
        fast_paths[name] = fast_in(form)
    rules.append(Rule("CARDINAL", pattern, "CARDINAL"))
    rules += _glued(lang, builders, fast_paths)
    # am ፲፪ (config ethiopic_numerals)
    rules += ethiopic.rules(lang, glued_joiners(lang) or ("", ""), builders, fast_paths)
    builders["number_names"] = lambda g: lang.reading("")
    builders["CARDINAL"] = lambda g: signed(lang)
    fast_paths["CARDINAL"] = fast_in("")
    return class_module(rules, builders, fast_paths)


# Digits glued to letters in a script with spaces ("тест2", "30код", ko "제3장"): read, with a
# space between the reading and the letters (config `glued_digits`: `spaced`, the default;
# `joined`: ko, am "በ5", where words are written on the number; `hyphen`: de "3D-Drucker"
# drei-D-Drucker; `no`: left as written). Config `glued_hyphen spaced`: a hyphen between letters
# and digits is read as a space too (ru "тест-8" тест восемь, "Ту-154"; DECIMAL: "тест-1,02").
# The letters written after the digits are joined as config `glued_endings letters` says
# instead, as after a number of any class (ckb `letters joined` with `glued_digits` spaced:
# "١٥ی ئازار" پازدەی ئازار, but "ساڵی٢٠١٤" ساڵی دوو هەزار و چواردە; endings.py).
# Only the letters of the language's own script: hi "11th" stays as written.
# (letters after: no letter or digit of any script before, "abc3개" is a code's "abc3", as the
# candidate scan, which starts at no digit inside a word, finds it)
_GLUED = {"CARDINAL@letter-before": ("(?<={L})", "(?!{L})", " ", ""),
          "CARDINAL@letter-after": (r"(?<!\w)", "(?={L})", "", " "),
          "CARDINAL@letters-around": ("(?<={L})", "(?={L})", " ", " ")}
_GLUED_JOINERS = {"spaced": " ", "joined": "", "hyphen": "-"}


def glued_joiner(lang: Language) -> str | None:
    """What is put between letters and the reading of digits glued after them (config
    `glued_digits`; None: they are left as written)."""
    style = lang.setting("glued_digits", "spaced")
    if not lang.written.spaced or style == "no":
        return None
    joiner = _GLUED_JOINERS.get(style)
    if joiner is None:
        raise LexiconError(f"{lang.code}/numbers/config.tsv: unknown glued_digits {style!r}")
    return joiner


def glued_joiners(lang: Language) -> tuple[str, str] | None:
    """What is put between the reading of digits glued to letters and the letters before it,
    and after it (`glued_joiner`, but config `glued_endings letters` for the letters after)."""
    before = glued_joiner(lang)
    if before is None:
        return None
    endings = lang.written.endings
    if endings is not None and endings.letters:
        return before, "" if endings.joined else " "
    return before, before


def _glued(lang: Language, builders: dict, fast_paths: dict) -> list[Rule]:
    """Rules for digits glued to letters (`_GLUED`): plain or grouped digits, no sign."""
    w = lang.written
    joiners = glued_joiners(lang)
    if joiners is None:
        return []
    grouped = regex.compile(w.number_pattern)
    number = (rf"(?<![0-9{regex.escape(''.join(w.native_digits))}.,]|\d[.,])"
              rf"{w.number_pattern}(?![.,]?{w.digit_class})")
    rules = []
    for name, (before, after, left, right) in _GLUED.items():
        left, right = (joiners[0] if left else ""), (joiners[1] if right else "")
        rules.append(Rule("CARDINAL", before.format(L=w.letters) + number
                          + after.format(L=w.letters), name))

        def build(g, left=left, right=right) -> pynini.Fst:
            return (insert(left) + pynini.compose(w.plain_digits, lang.reading(""))
                    + insert(right))

        def fast(span: str, left=left, right=right) -> str | None:
            if not grouped.fullmatch(span):
                return None
            words = lang.say(w.ascii_number(span))
            return None if words is None else left + words + right

        builders[name], fast_paths[name] = build, fast
    if lang.setting("glued_hyphen") == "spaced":  # "тест-8": тест восемь
        name = "CARDINAL@after-hyphen"
        rules.append(Rule("CARDINAL", rf"(?<={w.letters})-{number}(?!{w.letters})", name))
        builders[name] = lambda g: (pynini.cross("-", " ")
                                    + pynini.compose(w.plain_digits, lang.reading("")))

        def after_hyphen(span: str) -> str | None:
            if span[:1] != "-" or not grouped.fullmatch(span[1:]):
                return None
            words = lang.say(w.ascii_number(span[1:]))
            return None if words is None else " " + words

        fast_paths[name] = after_hyphen
    return rules


def spoken(lang: Language, written: pynini.Fst) -> pynini.Fst:
    """`written` (a transducer to lower-case canonical words) inverted, accepting every
    spelling `relax` admits: spoken words -> what was written. `written` is optimized before
    the spellings are composed on (uk ORDINAL: 90k states composed, not 135k); the result is
    not (the grammar set optimizes what a builder returns)."""
    return pynini.invert(pynini.compose(written.copy().optimize(), relax(lang)))


def spoken_number(lang: Language) -> pynini.Fst:
    """Spoken words (lower case, any admissible spelling) -> ASCII digits."""
    return spoken(lang, lang.spoken_cover())


def _digits_and_scale_word(lang: Language) -> pynini.Fst | None:
    """A number below 1000 in digits and a scale word of a thousand or more (any of its forms
    and spellings) -> the number in digits: es "5 mil" 5000, fr "2 millions" 2000000, as ASR
    systems write numbers (a quantity in running text stays one: "2 millones de euros")."""
    if not lang.written.spaced:
        return None
    words = {power: set(forms) for power, forms in scale_words(lang).items() if power >= 3}
    for canonical, variant in lang.lowered.variants:
        for forms in words.values():
            if canonical in forms and " " not in variant:
                forms.add(variant)
    if not words:
        return None
    below_1000 = pynini.difference(DIGIT, "0") + pynini.closure(DIGIT, 0, 2)
    digits = pynini.compose(pynini.closure(lang.written.digit, 1, 3), below_1000)
    scales = pynini.union(*[delete(" " + pynini.escape(w)) + insert("0" * power)
                            for power, forms in words.items() for w in sorted(forms)])
    return (digits + scales).optimize()


def spoken_side(lang: Language, written: pynini.Fst) -> pynini.Fst:
    """The input side of `spoken(lang, written)` as a minimal deterministic acceptor, made
    from `written`'s output side: its canonical words determinized first, then their
    spellings (`relax`) added and determinized forwards (scan.exact_acceptor), not the
    inverted transducer's copies of them (ar spoken_number: 2.3 CPU s to 0.3, the words of a
    decimal read as a fraction 3 s to 1.6). Exact: scan.acceptor's merging of pasts read
    here much more than the transducer (ar ACCEPT:DECIMAL: 12.9k states, not 8.2k)."""
    words = pynini.arcmap(pynini.project(written, "output"), map_type="rmweight").rmepsilon()
    words = pynini.determinize(words).minimize()
    return exact_acceptor(pynini.compose(words, relax(lang)).project("output"))


def spoken_number_acceptor(lang: Language, g) -> pynini.Fst:
    """The input side of `spoken_number` (spoken_side), made once a grammar set: the
    acceptors of CARDINAL and DECIMAL read it in place of the transducer."""
    return g.kept("spoken_number acceptor", lambda: spoken_side(lang, lang.spoken_cover()))


def itn(lang: Language):
    mixed_fraction.rows(lang)  # (read and checked now)

    def numbers(g) -> list[pynini.Fst]:
        """What CARDINAL reads after its sign: `spoken_number` first, then the rest."""
        number = [g.get("spoken_number")]
        scaled = mixed_fraction.scaled(lang, g)  # hi "साढ़े सात सौ" 750
        if scaled is not None:
            number.append(scaled)
        halves = mixed_fraction.and_a_half(lang, g)  # es "un millón y medio" 1500000
        if halves is not None:
            number.append(halves)
        scaled_digits = _digits_and_scale_word(lang)  # es "5 mil" 5000, as ASR writes it
        if scaled_digits is not None:
            number.append(scaled_digits)
        if said_ranges.enabled(lang):  # zh 三五百 300~500
            number.append(said_ranges.spoken(
                lang, g.get("spoken_number"), g.get(said_ranges.BARE)))
        return number

    def kept(g) -> list[pynini.Fst]:
        return g.kept("CARDINAL parts", lambda: numbers(g))

    def build(g) -> pynini.Fst:
        return lang.spoken_sign() + functools.reduce(pynini.union, kept(g))

    @optimized
    def accept(g) -> pynini.Fst:
        """ACCEPT:CARDINAL with `spoken_number`'s input side (spoken_side) in place of its
        transducer (scan.parts_acceptor); DECIMAL's acceptor reads the same."""
        _, *rest = kept(g)
        sign = lang.spoken_sign()
        return parts_acceptor(g, [[sign, spoken_number_acceptor(lang, g)],
                                  *[[sign, other] for other in rest]])

    transducers = {"spoken_number": lambda g: spoken_number(lang), "CARDINAL": build}
    if said_ranges.enabled(lang):
        transducers[said_ranges.BARE] = lambda g: said_ranges.bare(lang, g.get("spoken_number"))
    return class_module([Rule("CARDINAL", r"\w", "CARDINAL")], transducers,
                        acceptors={"CARDINAL": accept})


