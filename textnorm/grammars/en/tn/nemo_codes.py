"""The `nemo` scheme's readings of addresses, codes and symbol-laden words (see nemo.py, which
merges OVERRIDES and RULES_BEFORE from here).

- Addresses with "www", a protocol or an "@": letter runs read as written in lower case, split
  into listed words where they are run together ("enterpriseservices" -> "enterprise
  services"), a few listed words in capitals ("nvidia" -> "NVIDIA", "basepod" -> "BASEPOD"),
  digits one by one but a round thousand as a number ("rtx-6000" -> "RTX dash six thousand");
  the last label a said TLD ("com") or, when unlisted, in capitals ("hotmail.de" -> "DE").
- A bare domain ("nvidia.com", "test.abc"; a last label of two or three letters, or a known
  TLD) is read as written, without the listed words.
- Words joined by slashes ("upgrade/update") read "slash"; a number before a lone slash too;
  a number before a slash and one letter reads "per" ("1/f" -> "one per F"), two numbers
  around a spaced slash a fraction ("1795 / 1805").
- A word, a hyphen and a decimal: the decimal apart ("covid-19.5" -> "covid- nineteen point
  five").
- Codes with hyphens or slashes keep them ("t-0t25d12-f" -> "t-zero t twenty five d
  twelve-f", "MIG-25/235212-asdg" -> "MIG-twenty five/two three five two one two-asdg"):
  letters stay as written, a number of up to three digits (four in a part of its own) is read
  as a number without "and", a longer one digit by digit.
- Words with symbols read each symbol by name ("dfsd#sfgsfd$" -> "dfsd hash sfgsfd dollar",
  "$12@12%" -> "dollar twelve at twelve percent").
- The ordinal indicator after a number is a degree sign ("45º" -> "forty five degrees").
- Plain digit strings of five digits or more are read digit by digit ("13000" -> "one three
  zero zero zero"; "13,000" is "thirteen thousand").
"""

from __future__ import annotations

import string

import pynini

from ....fst import DIGIT, LOWER, UPPER, add_weight, delete, insert, tsv_map
from ....lexicon import pairs
from ...base import GrammarSet, Rule
from .electronic import _BODY, _LABEL, _LAST, _STOP
from .letters import escaped_map, word_start

_LEX = "en/nemo/"
_NONZERO = pynini.difference(DIGIT, "0").optimize()
_LOWERED = pynini.string_map([(c, c.lower()) for c in string.ascii_letters]).optimize()
_UPPERED = pynini.string_map([(c, c.upper()) for c in string.ascii_letters]).optimize()
_SPACE = add_weight(insert(" "), 0.3)


def _alternating(digits: pynini.Fst, others: pynini.Fst) -> pynini.Fst:
    """Tokens joined by spaces where a digit run (`digits`, read whole) never follows another,
    so each run is read as one."""
    others_ = others + pynini.closure(_SPACE + others)
    return (digits | pynini.closure(digits + _SPACE, 0, 1) + others_
            + pynini.closure(_SPACE + digits + _SPACE + others_)
            + pynini.closure(_SPACE + digits, 0, 1)).optimize()


def _address_digits(g: GrammarSet) -> pynini.Fst:
    """A digit run in an address: one by one, a round thousand as a number."""
    round_ = pynini.compose(_NONZERO + "000", g.get("number_names.plain"))
    return (g.get("digit_by_digit") | add_weight(round_, -1.0)).optimize()


def _address(g: GrammarSet, said_words: bool) -> pynini.Fst:
    symbols = escaped_map("en/url_symbols.tsv")
    # Unlisted letter runs cost by length, so that listed words run together are split.
    unknown = add_weight(pynini.closure(add_weight(_LOWERED, 0.1), 1), 1.0)
    said = add_weight(tsv_map(_LEX + "url_words.tsv"), 0.3)
    run = unknown | said if said_words else unknown
    body = _alternating(_address_digits(g), run | symbols)
    last_said = tsv_map(_LEX + "url_last_labels.tsv")
    lower = pynini.project(LOWER, "input")
    if said_words:
        spelled_tld = pynini.compose(
            pynini.difference(pynini.closure(lower, 2, 3), pynini.project(last_said, "input")),
            pynini.closure(_UPPERED, 2, 3))
        last_label = tsv_map(_LEX + "url_words.tsv") | last_said | spelled_tld
    else:
        last_label = last_said | add_weight(pynini.closure(_LOWERED, 1), 0.5)
    last = delete(".") + insert(" dot ") + last_label
    path = pynini.cross("/", " slash") + pynini.closure(insert(" ") + body, 0, 1)
    return (body + pynini.closure(last + pynini.closure(path, 0, 1), 0, 1)).optimize()


def electronic(g: GrammarSet) -> pynini.Fst:
    """"https://www.nvidia.com/dgx-basepod" -> "HTTPS colon slash slash WWW dot NVIDIA dot com
    slash DGX dash BASEPOD"."""
    return _address(g, said_words=True)


def bare_domain(g: GrammarSet) -> pynini.Fst:
    """"nvidia.com", "test2.uk" -> "nvidia dot com", "test two dot UK"."""
    return _address(g, said_words=False)


def slashed_words(_: GrammarSet) -> pynini.Fst:
    """"upgrade/update", "upgrade / update" -> "upgrade slash update"."""
    word = pynini.closure(pynini.project(LOWER, "input"), 1)
    slash = pynini.closure(delete(" "), 0, 1) + pynini.cross("/", " slash ") + pynini.closure(
        delete(" "), 0, 1)
    return (word + pynini.closure(slash + word, 1)).optimize()


def number_slash(g: GrammarSet) -> pynini.Fst:
    """"14/" before a space -> "fourteen slash"."""
    return (g.get("CARDINAL") + pynini.cross("/", " slash")).optimize()


def _code_digits(g: GrammarSet, whole: bool) -> pynini.Fst:
    """A digit run of a code: up to two digits (four when `whole`, a part of its own) or a
    round number read as a number without "and"; a leading zero or a longer run digit by
    digit."""
    short = _NONZERO + pynini.closure(DIGIT, 0, 3 if whole else 1)
    round_ = _NONZERO + pynini.closure("0", 1)
    as_number = pynini.compose(short | round_, g.get("number_names.plain"))
    others = pynini.difference(pynini.closure(DIGIT, 1), short | round_)
    return (as_number | pynini.compose(others, g.get("digit_by_digit"))).optimize()


def _letters() -> pynini.Fst:
    return pynini.closure(pynini.union(LOWER, UPPER), 1).optimize()


def serial(g: GrammarSet) -> pynini.Fst:
    """"25d08A", "ab9453" -> "twenty five d zero eight A", "ab nine four five three": letter
    and digit runs apart, letters as written."""
    letters = _letters()
    digits = _code_digits(g, whole=False)
    space = insert(" ")
    return (pynini.closure(letters + space, 0, 1) + digits
            + pynini.closure(space + letters + space + digits)
            + pynini.closure(space + letters, 0, 1)).optimize()


def dashed_code(g: GrammarSet) -> pynini.Fst:
    """Parts joined by "-" or "/", which stay: a part of letters as written, of digits a
    number (five digits or more one by one), of both a SERIAL; "7-eleven" -> "seven eleven"
    (a number word after a number)."""
    digits = _code_digits(g, whole=True)
    part = _letters() | digits | add_weight(g.get("SERIAL"), 0.1)
    number_word = pynini.union(*(name for file in ("digit", "teen", "ty")
                                 for _, name in pairs(f"en/{file}.tsv")))
    joined = digits + pynini.cross("-", " ") + add_weight(number_word, -0.5)
    part = part | joined
    return (part + pynini.closure(pynini.union("-", "/") + part, 1) | joined).optimize()


def vanity(g: GrammarSet) -> pynini.Fst:
    """"1-800-GO-2-HAUL" -> "one, eight hundred, GO two, HAUL": a comma after a group of
    digits, a space after one of letters."""
    digits = pynini.compose(pynini.closure(DIGIT, 1, 4), g.get("number_names.plain"))
    letters = pynini.closure(UPPER, 1)
    group = digits + pynini.cross("-", ", ") | letters + pynini.cross("-", " ")
    return (pynini.closure(group, 1) + (digits | letters)).optimize()


def symbol_word(g: GrammarSet) -> pynini.Fst:
    """Letters, numbers and symbols run together, each read apart: symbols by name, letters as
    written, numbers as numbers."""
    symbols = escaped_map(_LEX + "symbol_names.tsv")
    number = pynini.compose(pynini.closure(DIGIT, 1), g.get("number_names.plain"))
    return _alternating(number, _letters() | symbols)


def long_number(g: GrammarSet) -> pynini.Fst:
    """Five digits or more, no grouping commas: one by one."""
    return pynini.compose(DIGIT ** 5 + pynini.closure(DIGIT), g.get("digit_by_digit")).optimize()


def decimal_hyphen(g: GrammarSet) -> pynini.Fst:
    """"7.2-millimeter" -> "seven point two millimeter" (a whole number keeps its hyphen)."""
    word = pynini.closure(pynini.project(LOWER, "input"), 1)
    return (g.get("DECIMAL") + pynini.cross("-", " ") + word).optimize()


def spaced_decade(g: GrammarSet) -> pynini.Fst:
    """"1980 s" -> "nineteen eighties"."""
    return pynini.compose(pynini.closure(DIGIT, 1) + delete(" ") + "s", g.get("decade")).optimize()


def letter_s(g: GrammarSet) -> pynini.Fst:
    """"4s", "80 s" -> "four S", "eighty S" (NeMo reads the "s" as a capital letter)."""
    return (g.get("CARDINAL") + pynini.closure(delete(" "), 0, 1) + pynini.cross("s", " S")
            ).optimize()


def possessive(g: GrammarSet) -> pynini.Fst:
    """"12's" -> "twelve's"."""
    return (g.get("CARDINAL") + pynini.union("'s", "’s")).optimize()


def times_x(g: GrammarSet) -> pynini.Fst:
    """"2x8", "4.4x" -> "two x eight", "four point four x" (no unit after them)."""
    number = g.get("CARDINAL") | g.get("DECIMAL")
    return (number + pynini.cross("x", " x") + pynini.closure(insert(" ") + number, 0, 1)
            ).optimize()


def comma_digits(g: GrammarSet) -> pynini.Fst:
    """"123,000012", "9000,000th": a comma that groups no thousands is a pause: the number,
    ", ", then the digits one by one ("th" kept as a word)."""
    return (g.get("CARDINAL") + pynini.cross(",", ", ") + g.get("digit_by_digit")
            + pynini.closure(pynini.cross("th", " th"), 0, 1)).optimize()


def spaced_number(g: GrammarSet) -> pynini.Fst:
    """A number glued after a quote, "!" or "..." gets a space before it ("'4" -> "' four")."""
    return (insert(" ") + g.get("CARDINAL")).optimize()


def per_letter(g: GrammarSet) -> pynini.Fst:
    """"1/f" -> "one per F": a slash before a single letter reads "per", the letter a capital."""
    return (g.get("CARDINAL") + pynini.cross("/", " per ") + _UPPERED).optimize()


def decimal_after_word(g: GrammarSet) -> pynini.Fst:
    """"covid-19.5" -> "covid- nineteen point five": the word keeps its hyphen, the decimal is
    a token of its own."""
    return (_letters() + "-" + insert(" ") + g.get("DECIMAL")).optimize()


def spaced_fraction(g: GrammarSet) -> pynini.Fst:
    """"1795 / 1805" -> "one thousand seven hundred ninety five one thousand eight hundred
    fifths": NeMo reads two numbers around a spaced slash as a fraction."""
    digits = pynini.closure(DIGIT, 1)
    return pynini.compose(digits + pynini.cross(" / ", "/") + digits, g.get("FRACTION")
                          ).optimize()


OVERRIDES = {
    "SERIAL.per_letter": per_letter,
    "SERIAL.decimal": decimal_after_word,
    "FRACTION.spaced": spaced_fraction,
    "CARDINAL.comma_digits": comma_digits,
    "CARDINAL.spaced": spaced_number,
    "DATE.spaced_decade": spaced_decade,
    "CARDINAL.letter_s": letter_s,
    "CARDINAL.possessive": possessive,
    "CARDINAL.times_x": times_x,
    "ELECTRONIC": electronic,
    "ELECTRONIC.bare": bare_domain,
    "ELECTRONIC.slashed_words": slashed_words,
    "CARDINAL.slash": number_slash,
    "SERIAL": serial,
    "SERIAL.dashed": dashed_code,
    "SERIAL.symbols": symbol_word,
    "DIGIT.long": long_number,
    "MEASURE.decimal_hyphen": decimal_hyphen,
    "VERBATIM.slash": lambda _: pynini.cross("/", "slash"),
    "TELEPHONE.vanity": vanity,
}

_SYMBOL = r"[#@$*+%€₩£¥]"
_SYMBOL_WORD = (
    r"(?=[A-Za-z\d]*[#@$*+%€₩£¥/])(?<!\S)"
    r"(?=[\w#@$*+%€₩£¥/]*(?:" + _SYMBOL + r"[\w#@$*+%€₩£¥/]*" + _SYMBOL
    + r"|[A-Za-z](?:[#@*+%]|[$€₩£¥](?!\d))|[#$*+%€₩£¥][A-Za-z]|[@*]\d|\d[@*]))"
    r"(?![#@][A-Za-z_]\w*(?!\S))[A-Za-z\d#@$*+%€₩£¥/]+(?!\S)")
# A part that begins with a letter ("2-5lb" is a range); none an ordinal ("3rd-party").
_LETTER_PART = r"(?:[A-Za-z\d]+[-/])*[A-Za-z]"
_NO_ORDINAL = r"(?!(?:[A-Za-z\d]+[-/])*\d+(?:st|nd|rd|th)(?:[-/]|(?!\w)))"
_CODE = r"[A-Za-z\d]+(?:[-/][A-Za-z\d]+)+(?![\w\-/]|[.,]\d)"

RULES_BEFORE = {
    "telephone": [
        Rule("TELEPHONE", r"(?=1-)(?<![\w\-])1-\d{3}-(?=[A-Z\d\-]*[A-Z])[A-Z\d]+(?:-[A-Z\d]+)+"
             r"(?![\w\-])",
             "TELEPHONE.vanity"),
    ],
    "electronic": [
        Rule("ELECTRONIC", word_start(r"\w", r"[\w@#.\-/+&]") + r"[\w.+\-&]*@" + _LABEL
             + r"(?:\." + _LABEL + r")+(?:/(?:" + _BODY + "*" + _LAST + ")?)?" + _STOP,
             "ELECTRONIC"),
        Rule("ELECTRONIC", word_start(r"[a-z0-9]", r"[\w@#.\-/]") + r"(?!ww\.)[a-z0-9\-]+"
             r"(?:\.[a-z0-9\-]+)*\.[a-z]{2,3}(?:/(?:" + _BODY + "*" + _LAST + r")?)?(?![\w@.\-])",
             "ELECTRONIC.bare"),
        Rule("VERBATIM", _SYMBOL_WORD, "SERIAL.symbols"),
        Rule("ELECTRONIC", word_start("[a-z]", r"[\w/]") + r"[a-z]{3,}(?:/[a-z]{4,})+(?![\w/])",
             "ELECTRONIC.slashed_words"),
        Rule("VERBATIM", r"/(?<=[a-z]{4} /)(?= [a-z]{4})", "VERBATIM.slash"),
    ],
    "money": [
        Rule("SERIAL", r"(?=[A-Za-z])(?<![\w\-/.])[A-Za-z]+-\d+\.\d+(?![\w\-/]|[.,]\d)",
             "SERIAL.decimal"),
        Rule("SERIAL", r"(?=[A-Za-z\d]+[-/])(?<![\w\-/.])(?=[\w/\-]*\d)(?=[\w/]*-|(?:[\w\-]*/){2})"
             + rf"(?![\w/\-]*\d0['’]?s(?!\w)){_NO_ORDINAL}(?={_LETTER_PART}){_CODE}",
             "SERIAL.dashed"),
        Rule("SERIAL", word_start(r"\d", r"[\w\-/.]") + r"\d*(?:[-/]\d+){2,}(?![\w\-/]|[.,]\d)",
             "SERIAL.dashed"),
    ],
    "measure": [
        # NeMo reads the ordinal indicator after a number as a degree sign ("45º" -> "forty
        # five degrees"); not before a Romance word ("1º de julho").
        Rule("MEASURE", r"(?=\d)(?<![\w\-−/]|\d[.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?º"
             r"(?![\wº]|\s[CF]\b)(?!\s+(?:de|del|della|di|do|da|dos|das|du|des|en|el|la|le)\b)",
             "MEASURE.ordinal_sign"),
        Rule("MEASURE", word_start(r"\d", r"[\w.,\-]") + r"\d*\.\d+-[a-z]+(?!\w)",
             "MEASURE.decimal_hyphen"),
    ],
    "years": [
        Rule("DATE", r"(?=\d)(?<![\w.,])[1-9]\d{2}0 s(?!\w)", "DATE.spaced_decade"),
        Rule("CARDINAL", r"(?=\d)(?<![\w.,'’])(?:\d|\d{1,3} )s(?!\w)", "CARDINAL.letter_s"),
        Rule("CARDINAL", r"(?=\d)(?<![\w.,'’])\d{1,3}['’]s(?!\w)", "CARDINAL.possessive"),
    ],
    "range": [
        Rule("FRACTION", r"(?=\d)(?<![\w.,/\-])\d{1,5} / \d{1,7}(?![\w/]|[.,]\d|\s/)",
             "FRACTION.spaced"),
        Rule("CARDINAL", r"(?=\d)(?<![\w.,])\d+(?:\.\d+)?x(?:\d+)?(?![\w.]|\s+[A-Za-z]+\d)",
             "CARDINAL.times_x"),
    ],
    "cardinal": [
        Rule("CARDINAL", r"(?=\d)(?<![\w.,])(?:\d{4,},\d+|\d{1,3},\d{4,})(?:th)?(?!\w|,\d)",
             "CARDINAL.comma_digits"),
        Rule("CARDINAL", r"(?=\d)(?<=(?:^|\s)(?:``|[!'\"])|\.\.\.)\d+(?![\w.,]|['’]\w)",
             "CARDINAL.spaced"),
        Rule("DIGIT", r"(?=\d)(?<![\w\-−.,])\d{5,}(?![\w,]|\.\d)", "DIGIT.long"),
        Rule("DIGIT", r"(?=\d)(?<=\bending in )\d{4}(?![\w,]|\.\d)", "digit_by_digit"),
        Rule("CARDINAL", r"(?=\d)(?<![\w\-−.,/])\d+/(?=\s|$)", "CARDINAL.slash"),
        Rule("SERIAL", r"(?=\d)(?<![\w\-−.,/])\d+/[A-Za-z](?![\w\-/])", "SERIAL.per_letter"),
    ],
}
