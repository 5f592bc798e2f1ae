"""MONEY: an amount with a currency symbol or code ("$5" -> "five dollars", "$1" -> "one dollar",
"$3.50" -> "three dollars fifty cents", "$0.99" -> "ninety nine cents", "$1.5 million" -> "one
point five million dollars", "$5bn" -> "five billion dollars", "£100" -> "one hundred pounds",
"5 USD" -> "five dollars", "$5-10 million" -> "five to ten million dollars", "$20/mo" ->
"twenty dollars per month").

Currencies, their hundredth parts and the scale abbreviations are lexicons. The currency is
written before the amount but spoken after it, so the transducer carries it across the amount:
one branch per currency name (symbols with the same name share a branch).
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

import pynini

from ....fst import DIGIT, SIGMA, add_weight, delete, insert, tsv_map
from ....lexicon import load, mapping
from ...base import GrammarSet, Rule, alternation
from .letters import word_start
from .measure import plural, unit_patterns
from .sterling import lettered

_LEX = "en/"
_CURRENCIES = _LEX + "currencies.tsv"
_MINOR = _LEX + "currency_minor.tsv"
_SCALES = _LEX + "money_scales.tsv"
_MODIFIED = _LEX + "money_modified_nouns.tsv"
_NONZERO = pynini.difference(DIGIT, "0").optimize()


def _opt_space() -> pynini.Fst:
    return pynini.closure(delete(pynini.union(" ", "\u00a0")), 0, 1)


def amounts(g: GrammarSet) -> pynini.Fst:
    """Amount readings with the currency left as markers: "<S>" (singular name), "<P>" (plural),
    "<s>"/"<p>" (singular/plural hundredth), so that one graph serves every currency.

    The integer part is read once and the endings branch after it: ".50" (hundredths), ".506"
    (a decimal, weighted below hundredths for ".5"), " million"/"bn" (a scale)."""
    names = g.get("number_names")
    fraction = pynini.compose("." + pynini.closure(DIGIT, 1), g.get("DECIMAL"))  # "point five"
    scale = _opt_space() + insert(" ") + tsv_map(_SCALES)
    # Hundredths: "50" -> "fifty <p>", "05" -> "five <p>", "01" -> "one <s>", "5" -> "fifty <p>".
    hundredths = pynini.union(
        pynini.cross("01", "one <s>"),
        delete("0") + pynini.compose(pynini.difference(_NONZERO, "1"), names) + insert(" <p>"),
        pynini.compose(_NONZERO + DIGIT, names) + insert(" <p>"),
        pynini.compose(_NONZERO + insert("0"), names) + insert(" <p>"),
    )

    # Zeros after the hundredths say nothing: "$2.000" is two dollars, "$20.500" twenty
    # dollars fifty cents.
    zeros = pynini.closure(delete("0"))

    def endings(marker: str, hundredths_too: bool = True) -> pynini.Fst:
        cents = delete(".00") + zeros
        if hundredths_too:
            cents |= delete(".") + insert(" ") + hundredths + zeros
        return pynini.union(
            insert(f" {marker}") + pynini.closure(cents, 0, 1),
            add_weight(insert(" ") + fraction + insert(" <P>"), 1.0),
            pynini.closure(insert(" ") + fraction, 0, 1) + scale + insert(" <P>"),
        )

    many = pynini.difference(SIGMA, pynini.union("0", "1")).optimize()
    # Up to 999 trillion: every currency carries its own copy of this graph, and larger
    # amounts are written with a scale word.
    groups = pynini.closure(pynini.closure(",", 0, 1) + DIGIT + DIGIT + DIGIT, 0, 4)
    many = pynini.compose(many, _NONZERO + pynini.closure(DIGIT, 0, 2) + groups)
    return pynini.union(
        pynini.cross("1", "one") + endings("<S>"),
        pynini.compose(many.optimize(), g.get("CARDINAL")) + endings("<P>"),
        # "$0.99" -> "ninety nine cents", "$0" -> "zero dollars".
        pynini.cross("0", "zero") + endings("<P>", hundredths_too=False),
        pynini.closure(delete("0"), 0, 1) + delete(".") + hundredths + zeros,
        add_weight(fraction + insert(" <P>"), 1.0),
    ).optimize()


def _currency_names() -> dict[str, list[str]]:
    """Spoken singular name -> the symbols and codes written for it."""
    groups: dict[str, list[str]] = defaultdict(list)
    for e in load(_CURRENCIES):
        groups[e.spoken].append(e.written)
    return groups


def _fill(name: str, modifier: bool = False) -> pynini.Fst:
    """Marker -> names of one currency; amounts with hundredths need a hundredth name. As a
    modifier the name is singular ("a five pound note") and hundredths are not read."""
    minor = mapping(_MINOR).get(name)
    markers = [("<S>", name), ("<P>", name if modifier else plural(name))]
    if minor and not modifier:
        markers += [("<s>", minor), ("<p>", plural(minor))]
    marker = pynini.string_map(markers)
    plain = pynini.difference(SIGMA, SIGMA + "<" + SIGMA).optimize()
    return (plain + pynini.closure(marker + plain)).optimize()


def _short_number(g: GrammarSet) -> pynini.Fst:
    """The first end of a range ("$5-10 million"): up to four digits, maybe a decimal, or
    thousands grouped with commas ("$1,000-2,000")."""
    short = (pynini.closure(DIGIT, 1, 4) + pynini.closure("." + pynini.closure(DIGIT, 1), 0, 1)
             | _COMMA_GROUPED)
    whole = g.get("CARDINAL") + pynini.closure(delete(".00"), 0, 1)
    number = whole | add_weight(g.get("DECIMAL"), 1.0)
    return pynini.compose(short, number).optimize()


# Thousands grouped with commas, up to 999,999,999 (the first end of "$1,000-2,000").
_COMMA_GROUPED = pynini.closure(DIGIT, 1, 3) + pynini.closure("," + DIGIT + DIGIT + DIGIT, 1, 2)
# Thousands grouped with periods, the periods deleted: "1.000" -> "1000", up to 999.999.999.
_DOT_GROUPED = (pynini.closure(DIGIT, 1, 3)
                + pynini.closure(delete(".") + DIGIT + DIGIT + DIGIT, 1, 2)).optimize()
# An amount with cents of up to four digits, and an amount without a scale word after it.
_CENTS = pynini.closure(DIGIT, 1, 4) + "." + DIGIT + DIGIT
_UNSCALED = pynini.closure(pynini.union(DIGIT, ","), 1) + pynini.closure("." + DIGIT + DIGIT, 0, 1)


def _dash() -> pynini.Fst:
    return delete(pynini.closure(" ", 0, 1) + pynini.union("-", "–") + pynini.closure(" ", 0, 1))


def money(g: GrammarSet) -> pynini.Fst:
    amount = g.get("MONEY.amounts")
    dash = _dash()
    per = delete("/") + insert(" per ") + g.get("MEASURE.denominator")
    space = _opt_space()
    groups = _currency_names()
    # Symbol first: the currency is spoken after the amount, so each currency has its branch.
    prefixed = []
    for name, written in groups.items():
        symbol = delete(pynini.union(*[pynini.escape(w) for w in written]))
        first_end = _short_number(g) + dash + insert(" to ")
        filled = pynini.compose(amount, _fill(name))
        # "$5-10 million": the currency once, at the end; "$250-$300": at both ends.
        both = filled + dash + insert(" to ") + symbol + space + filled
        # "$1.50-2.50": a first end with cents is the amount it is, as in "$1.50-$2.50" (where
        # no scale word follows: "$1.25-1.50 million" is one point two five to ...)
        cents = (pynini.compose(_CENTS, filled) + dash + insert(" to ")
                 + pynini.compose(_UNSCALED, filled))
        # "€1.000-2.000": both ends grouped with periods are thousands (one thousand to two
        # thousand euros), as in the locales that write them; nobody writes a range of one to
        # two euros with three decimals each. One such amount alone stays as it was ("$2.000"
        # two dollars: a price with three decimals), the range says the grouping.
        dotted = (pynini.compose(_DOT_GROUPED, g.get("CARDINAL")) + dash + insert(" to ")
                  + pynini.compose(_DOT_GROUPED, filled))
        prefixed.append(symbol + space + (pynini.closure(first_end, 0, 1) + filled | both
                                          | cents | dotted))
    # Symbol last ("5 USD", "10€"): the name follows the symbol, one graph serves all.
    symbols = [(pynini.escape(w), name) for name, ws in groups.items() for w in ws]
    singular = pynini.string_map(symbols)
    plural_ = pynini.string_map([(w, plural(name)) for w, name in symbols])
    many = pynini.union(
        pynini.compose(pynini.difference(SIGMA, pynini.accep("1")).optimize(), g.get("CARDINAL")),
        g.get("DECIMAL.quantity"),
        g.get("CARDINAL") + space + insert(" ") + tsv_map(_SCALES),
    )
    suffixed = (pynini.cross("1", "one") + space + insert(" ") + singular) | (
        many + space + insert(" ") + plural_
    )
    return (pynini.union(*prefixed) + pynini.closure(per, 0, 1) | suffixed).optimize()


def modifier(g: GrammarSet) -> pynini.Fst:
    """ "£5" -> "five pound", "$5 million" -> "five million dollar", "$5-10 million" -> "five
    to ten million dollar": an amount before a noun it modifies ("a £5 note", "a $5-10 million
    deal"; money_modified_nouns.tsv), the currency singular."""
    amount = g.get("MONEY.amounts")
    space = _opt_space()
    first_end = _short_number(g) + _dash() + insert(" to ")
    branches = []
    for name, written in _currency_names().items():
        symbol = delete(pynini.union(*[pynini.escape(w) for w in written]))
        branches.append(symbol + space + pynini.closure(first_end, 0, 1)
                        + pynini.compose(amount, _fill(name, modifier=True)))
    return pynini.union(*branches).optimize()


def _cent() -> str:
    return mapping(_MINOR)["dollar"]


def _penny() -> str:
    return mapping(_MINOR)["pound"]


TRANSDUCERS = {
    "MONEY.amounts": amounts,
    "MONEY": money,
    "MONEY.modifier": modifier,
    # "50c." -> "fifty cents", "a 5c stamp" -> "a five cent stamp".
    "MONEY.cents": lambda g: lettered(g, "c", _cent()),
    "MONEY.cents_modifier": lambda g: lettered(g, "c", _cent(), modifier=True),
    # "50p" -> "fifty pence", "1p" -> "one penny"; before a noun too ("a fifty pence piece").
    "MONEY.pence": lambda g: lettered(g, "p", _penny()),
}


# ---- candidate-span patterns ----


@cache
def _patterns() -> tuple[str, str, str]:
    currency = alternation(e.written for e in load(_CURRENCIES))
    scale = rf"(?:\s?(?:{alternation(e.written for e in load(_SCALES))}))"
    amount = r"(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)"
    return currency, scale, amount


def suffix_pattern() -> str:
    """What, after a number, makes it an amount of money ("2000 USD", "5 million EUR")."""
    currency, scale, _ = _patterns()
    return rf"{scale}?\s?(?:{currency})(?!\w)"


_LABELS = (
    r"(?:[Ff]ig(?:ure)?|[Ss]ec(?:tion)?|[Pp]ara(?:graph)?|[Aa]rt(?:icle)?|[Tt]able|[Nn]o"
    r"|[Pp]p?|[Pp]age|[Cc]h(?:apter)?|[Vv]ol(?:ume)?|[Pp]late|[Nn]ote|[Ii]tem|[Ll]ine)"
)


def _rules() -> list[Rule]:
    currency, scale, amount = _patterns()
    denominator = unit_patterns()[2]
    stop = r"(?!\w|[.,]\d)"
    ranged = rf"(?:\s?[-–]\s?(?:{currency})?\s?{amount})?"
    nouns = alternation(w for e in load(_MODIFIED) for w in (e.written, e.spoken))
    whole = r"(?:\d{1,3}(?:,\d{3})+|\d+)"
    # Cents with a letter: "50c." (its period silent before a lower-case word), "a 5c stamp";
    # not a label ("Fig. 2c.", "section 3c").
    cents = word_start("[1-9]", r"[\w.,£$]") + rf"(?<!\b{_LABELS}\.?\s\d)\d?c"
    # Pence with a letter: "50p", "a 2p coin"; not a video resolution ("720p", "1080p").
    pence = (word_start("[1-9]", r"[\w.,£$\-]") + rf"(?<!\b{_LABELS}\.?\s\d)"
             r"\d{0,2}p(?<!(?:144|240|360|480|576|720)p)(?![\w\-]|\.\w)"
             r"(?:\.(?=\s+[a-z]|[,;:]))?")
    return [
        Rule("MONEY", pence, "MONEY.pence"),
        Rule("MONEY", rf"{cents}\.?(?= {nouns}\b)", "MONEY.cents_modifier"),
        Rule("MONEY", rf"{cents}(?:\.(?=\s+[a-z]|[,;:])|(?=\.))", "MONEY.cents"),
        # "a £5 note", "$20 bills", "a $5 million contract": the amount modifies the noun.
        Rule(
            "MONEY",
            rf"(?<!\w)(?:{currency})\s?(?:(?:\d{{1,4}}(?:\.\d+)?|{whole})\s?[-–]\s?)?{whole}"
            rf"(?:(?:\.\d+)?{scale})?(?= {nouns}\b)",
            "MONEY.modifier",
        ),
        Rule(
            "MONEY",
            rf"(?<!\w)(?:{currency})\s?{amount}{ranged}{scale}?(?:/{denominator})?{stop}",
            "MONEY",
        ),
        Rule("MONEY", rf"(?<![\w.,])-?{amount}{suffix_pattern()}", "MONEY"),
    ]


RULES = _rules()
