"""TELEPHONE (ITN): digits said one by one -> a digit string, grouped the North American way
where the length says it is a phone or social security number.

"one two three one two three five six seven eight" -> "123-123-5678", "plus forty four one two
three ..." -> "+44 123-123-5678", "seven double nine one two three double one three" ->
"799-12-3113", "o two three" -> "023", "one twenty three dot one two three dot o dot four o"
-> "123.123.0.40" (an IP address); codes of letters and numbers: "a b nine" -> "ab9", "x
eighty six" -> "x86". Fewer than three digits stay words ("one two").
"""

from __future__ import annotations

import pynini

from ....fst import DIGIT, add_weight, delete, insert
from ...base import GrammarSet, Rule
from . import _words as w


def _digits(g: GrammarSet, zero_as_o: bool = True) -> pynini.Fst:
    """"double seven three" -> "773" (lower case), one or more digits."""
    digit = g.get("ITN.digit")
    if not zero_as_o:
        digit = pynini.compose(pynini.difference(w.ANY, pynini.union("o", "oh")), digit)
    item = (digit
            | delete("double ") + pynini.compose(digit, _repeat(2))
            | delete("triple ") + pynini.compose(digit, _repeat(3))
            # "one eight hundred ..." (toll-free numbers)
            | pynini.compose(digit, DIGIT - "0") + pynini.cross(" hundred", "00"))
    return (item + pynini.closure(delete(" ") + item)).optimize()


def _repeat(times: int) -> pynini.Fst:
    return pynini.union(*[pynini.cross(d, d * times) for d in "0123456789"])


def _grouped() -> pynini.Fst:
    """A digit string, grouped by its length: 10 -> 3-3-4, 11 -> 1 3-3-4, 9 -> 3-2-4, 7 -> 3-4."""
    def run(n: int) -> pynini.Fst:
        return pynini.closure(DIGIT, n, n)

    dash = insert("-")
    ten = run(3) + dash + run(3) + dash + run(4)
    plain = pynini.union(*[run(n) for n in (3, 4, 5, 6, 8)]) | pynini.closure(DIGIT, 12)
    return (ten | run(1) + insert(" ") + ten | run(3) + dash + run(2) + dash + run(4)
            | run(3) + dash + run(4) | plain).optimize()


def telephone(g: GrammarSet) -> pynini.Fst:
    digits = _digits(g)
    number = pynini.compose(digits, _grouped())
    ten = pynini.compose(digits, pynini.closure(DIGIT, 10, 10))
    ten = pynini.compose(ten, _grouped())
    country = (pynini.compose(digits, pynini.closure(DIGIT, 1, 3))
               | pynini.compose(g.get("ITN.number"), pynini.closure(DIGIT, 1, 3)))
    plus = pynini.cross("plus ", "+") + country + " " + ten
    octet = pynini.compose(
        pynini.compose(digits, pynini.closure(DIGIT, 1, 3))
        | g.get("ITN.number") | g.get("ITN.hundreds_elided"),
        pynini.closure(DIGIT, 1, 3))
    dot = pynini.cross(" dot ", ".")
    ip = octet + dot + octet + dot + octet + dot + octet
    return w.folded(number | plus | ip)


def code(g: GrammarSet) -> pynini.Fst:
    """Letters and numbers said in a row -> written together ("five w k r a three one" ->
    "5wkra31"). Needs a number and a letter other than a lone "a" or "i" (articles)."""
    # "o" is either a letter or a zero: a code with it is left alone ("n g o", "two o").
    letters = [chr(c) for c in range(ord("a"), ord("z") + 1) if chr(c) != "o"]
    any_letter = pynini.union(*letters, *(x.upper() for x in letters))
    articles = pynini.union("a", "i", "A", "I")
    # A number group: digits said one by one, or a number (fewest groups wins: "eighty six"
    # is 86, "three eighty six" is 3 then 86).
    plain_group = w.folded(_digits(g, zero_as_o=False) | g.get("ITN.number"))
    group = add_weight(plain_group, 1.0)
    token = any_letter | group
    tokens = token + pynini.closure(delete(" ") + token)
    said_group = pynini.project(plain_group, "input").optimize()
    said_token = (any_letter | said_group).optimize()
    said = pynini.closure(said_token + " ")
    has_number = said + said_group + pynini.closure(" " + said_token)
    other = pynini.difference(any_letter, articles)
    has_letter = (said + other + pynini.closure(" " + said_token)
                  | said + any_letter + " " + said + any_letter + pynini.closure(" " + said_token))
    # "a ten eighty p": the article is not part of the code.
    article_first = (articles + " " + said_group + pynini.closure(" " + said_token)).optimize()
    constraint = pynini.difference(
        pynini.intersect(has_number.optimize(), has_letter.optimize()), article_first)
    return pynini.compose(constraint, tokens).optimize()


TRANSDUCERS = {"TELEPHONE": telephone, "TELEPHONE.code": code}


def _rules() -> list[Rule]:
    digit = w.digit_word()
    number = w.number_word()
    item = rf"(?:{digit}|double|triple|{number})"
    phone = rf"(?:plus[ ])?{item}(?:[ ](?:{item}|dot(?=[ ]))){{1,{w.MAX_WORDS}}}"
    letter = r"[a-z]\b(?!['’])"
    code_item = rf"(?:{letter}|{number}|{digit})"
    return [
        Rule("TELEPHONE", rf"{w.START}(?i:{phone}){w.END}", "TELEPHONE"),
        Rule("TELEPHONE", rf"{w.START}(?i:{code_item}(?:[ ]{code_item}){{1,{w.MAX_WORDS}}}){w.END}",
             "TELEPHONE.code"),
    ]


RULES = _rules()
LOWERCASE_STARTS = w.number_starts() | w.letters() | {"plus", "double", "triple", "oh", "zero"}
