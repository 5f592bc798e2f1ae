"""CARDINAL (ITN): "two hundred and fifty four" -> "254", "minus sixty" -> "-60".

The number core is TN's `number_names` inverted (words -> digits), with what speakers add
around it: "and" after "hundred" or a scale word, "a hundred"/"a thousand", "hundred and
five", hundreds counted past ten ("eleven hundred", "twenty one hundred and eleven"), and the
Indian "crore"/"lakh" scale. Every other ITN class reads its numbers through `ITN.number`.

Conservative by design (and as NeMo's ITN does): a lone number word below thirteen stays a
word ("one of them", "two people"); it is written as digits only inside a longer number, in
a class that makes it a quantity ("one dollar", "two p m"), or when it is the whole line (a
spelled number on its own: "seven" -> "7").
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, SIGMA, delete, insert
from ....lexicon import pairs
from ...base import GrammarSet, Rule
from ...universal.numbers import NONZERO
from . import _words as w
from .time import not_before_quantity

# "sixty" .. "ninety": tens that no minute reads.
_SIXTY_UP = [said for tens, said in pairs(w.LEX + "ty.tsv") if int(tens) >= 6]
_SCALES = w.alternation(["hundred", *w.scale_words()]) + w.END
# Numbers a lone word of which stays a word.
_KEEP_AS_WORDS = range(13)


def number(g: GrammarSet) -> pynini.Fst:
    """Lower-case number words -> digit string (no sign, no exceptions)."""
    names = g.get("number_names")
    core = pynini.invert(names)
    two_digits = pynini.invert(pynini.compose(NONZERO + DIGIT, names))
    below_100 = two_digits | insert("0") + pynini.invert(pynini.compose(NONZERO, names))
    # "eleven hundred", "twenty one hundred and eleven": 11-19 and 21-99 (not 20, 30, ...).
    counted = pynini.compose(NONZERO + NONZERO, names)
    as_thousands = (pynini.invert(counted) + delete(" hundred")
                    + (insert("00") | delete(" ") + below_100))
    body = core | as_thousands | _crore_lakh(names)
    scales = pynini.union("hundred", *w.scale_words(), *w.indian_scales())
    # "three thousand, eight hundred and twenty-seven": a comma after a scale word, as written
    # numbers are spelled out in prose (and by num2words)
    drop_comma = pynini.cdrewrite(delete(","), pynini.union(*w.scale_words()), " ", SIGMA)
    drop_and = pynini.compose(drop_comma,
                              pynini.cdrewrite(delete(" and"), scales, " ", SIGMA))
    # "a hundred", "a thousand"; "hundred and five" (a bare leading "hundred" with more after).
    lead = (pynini.cross("a ", "one ") + SIGMA
            | insert("one ") + "hundred " + SIGMA
            | SIGMA)
    return pynini.compose(pynini.compose(pynini.compose(_spelled(), lead), drop_and),
                          body).optimize()


def _spelled() -> pynini.Fst:
    """Other spellings of number words -> TN's ("fourty" -> "forty", "nought" -> "zero")."""
    other = pynini.string_map([(b, a) for a, b in w.spellings()])
    return pynini.cdrewrite(other, pynini.union("[BOS]", " "), pynini.union("[EOS]", " "),
                            SIGMA)


def _crore_lakh(names: pynini.Fst) -> pynini.Fst:
    """"twenty one crore ninety eight lakh thirty six thousand five hundred ninety three"."""
    two = pynini.invert(pynini.compose(NONZERO + DIGIT, names))
    one = pynini.invert(pynini.compose(NONZERO, names))
    padded2 = two | insert("0") + one
    three = pynini.invert(pynini.compose(NONZERO + DIGIT + DIGIT, names))
    padded3 = three | insert("0") + padded2
    crore = (two | one) + delete(" crore")
    lakh = delete(" ") + padded2 + delete(" lakh") | insert("00")
    thousand = delete(" ") + padded2 + delete(" thousand") | insert("00")
    rest = delete(" ") + padded3 | insert("000")
    with_crore = crore + lakh + thousand + rest
    with_lakh = (two | one) + delete(" lakh") + thousand + rest
    return (with_crore | with_lakh).optimize()


def number_cased(g: GrammarSet) -> pynini.Fst:
    return w.folded(g.get("ITN.number"))


def digit(g: GrammarSet) -> pynini.Fst:
    """One digit said alone ("o"/"oh"/"zero" for 0), lower case."""
    names = g.get("number_names")
    zeros = [other for word, other in w.spellings() if word == "zero"]
    zero = pynini.cross(pynini.union("zero", "o", "oh", *zeros), "0")
    return (pynini.invert(pynini.compose(NONZERO, names)) | zero).optimize()


def hundreds_elided(g: GrammarSet) -> pynini.Fst:
    """"one fifty five" -> "155": hundreds said without "hundred" (prices, years, codes);
    lower case. Only classes whose context makes it a number use it."""
    names = g.get("number_names")
    tens = pynini.invert(pynini.compose(NONZERO + DIGIT, names))
    return (pynini.invert(pynini.compose(NONZERO, names)) + delete(" ") + tens).optimize()


def _scale_zeros() -> list[tuple[str, int]]:
    """(scale word, its count of zeros): ("hundred", 2), ("thousand", 3), ("million", 6), ..."""
    return [("hundred", 2)] + [(name, 3 * int(index)) for index, name in pairs(w.LEX + "scale.tsv")]


def half_scaled(g: GrammarSet) -> pynini.Fst:
    """"half a million" -> "500000", "a million and a half" / "two thousand and a half" ->
    "1500000" / "2500": half of a scale word, written whole (else "half" or "and a half" would
    stay words beside the digits)."""
    halves = []
    for name, zeros in _scale_zeros():
        half = "5" + "0" * (zeros - 1)
        halves.append(pynini.cross(f"half a {name}", half))
        # a round number of the scale ("a million", "two thousand"), its zeros then a half more
        round_ = pynini.compose(g.get("ITN.number"), pynini.closure(DIGIT) + "0" * zeros)
        more = pynini.compose(round_, pynini.closure(DIGIT) + pynini.cross("0" * zeros, half))
        halves.append(more + delete(" and a half"))
    return w.folded(pynini.union(*halves))


def cardinal(g: GrammarSet) -> pynini.Fst:
    numbers = g.get("ITN.number")
    small = pynini.project(pynini.compose(
        pynini.union(*[str(n) for n in _KEEP_AS_WORDS]), g.get("number_names")), "output")
    # ... in their other spellings too ("all for nought"); "hundred" alone is not a number
    # either.
    others = pynini.project(pynini.compose(small, pynini.string_map(w.spellings())), "output")
    single = pynini.union(small, others, "hundred", *w.scale_words()).optimize()
    # "thousand two hundred": a bare leading "thousand" with more after (not in ITN.number,
    # where "july two thousand twelve" is a year)
    numbers = numbers | pynini.compose(insert("one ") + "thousand " + SIGMA, numbers)
    unsigned = pynini.compose(pynini.difference(SIGMA, single), numbers)
    signed = pynini.cross("minus ", "-") + numbers
    return w.folded(unsigned | signed)


def whole_line(g: GrammarSet) -> pynini.Fst:
    """Any number, small ones too, when it is all the line says ("negative" for "minus" too:
    "negative seven" -> "-7"), with a scale word in the plural too, as learners and ASR slip
    ("two millions" -> "2000000", "seventy-five thousands" -> "75000"; a round one said right
    stays a quantity, "2 million", as NeMo's cases write it); a bare leading scale word counts
    one ("hundred" 100, "thousand nine hundred twenty" 1920)."""
    sign = pynini.cross(pynini.union("minus ", "negative "), "-")
    numbers = g.get("ITN.number")
    bare = insert("one ") + pynini.union("hundred", *w.scale_words()) + (" " + SIGMA).ques
    numbers = numbers | pynini.compose(bare, numbers)
    signed = pynini.closure(sign, 0, 1) + numbers
    singular = pynini.cdrewrite(delete("s"), pynini.union(*w.scale_words()),
                                pynini.union(" ", "[EOS]"), SIGMA)
    return w.folded(pynini.compose(singular, signed))


TRANSDUCERS = {
    "CARDINAL.line": whole_line,
    "ITN.number": number,
    "ITN.number_cased": number_cased,
    "ITN.digit": digit,
    "ITN.hundreds_elided": hundreds_elided,
    "CARDINAL": cardinal,
    "CARDINAL.hundreds_elided": lambda g: w.folded(g.get("ITN.hundreds_elided")),
    "CARDINAL.half": half_scaled,
}

LOWERCASE_STARTS = w.number_starts() | {"half"}
RULES = [
    Rule("CARDINAL",
         rf"{w.START}(?i:(?:minus[ ])?{w.number_run(commas=True)}){w.END}",
         "CARDINAL"),
    # "room three ninety one" -> "room 391": a digit and sixty to ninety nine, which no time
    # reads, is one number (else "three" stays a word before "91", half converted).
    Rule("CARDINAL",
         rf"{w.START}(?i:{w.alternation(w.digit_words())}[ ]"
         rf"{w.alternation(_SIXTY_UP)}(?:[ -]{w.alternation(w.digit_words())})?)"
         rf"{w.END}{not_before_quantity()}", "CARDINAL.hundreds_elided"),
    Rule("CARDINAL", rf"{w.START}(?i:half[ ]an?[ ]{_SCALES}|{w.number_run()}[ ]and[ ]a"
         rf"[ ]half){w.END}", "CARDINAL.half"),
]
