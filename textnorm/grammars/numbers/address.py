"""ADDRESS: the numbers of a street address read digit by digit (TN): hi "700 ओक स्ट्रीट" ->
"सात शून्य शून्य ओक स्ट्रीट", "14/3, मथुरा रोड" -> "एक चार बटा तीन, मथुरा रोड", a postcode
after a place's name "भोपाल, मध्य प्रदेश 751225" -> "... सात पाँच एक दो दो पाँच".

`address_words.tsv` (optional; the class is off without it) lists words, `word<TAB>role`:
- `street`: a word that says the text around it is a street address (street, road, floor,
  sector ...). A number of digits, perhaps with `address_signs` between groups of digits
  ("66-4", "840/1"), within `_NEAR` characters of such a word on the same line is an address
  number; not a number glued to letters (an ordinal "7th", "16वीं", a flat "32A").
- `place`: the name of a region or town after which a number of `address_postcode` digits
  (config; none by default) is its postcode (hi 6: an Indian PIN code), a comma between them
  or not.
- `street_end`: the end of a street's name, written on it or apart (de "straße", "str.", "weg",
  "platz"): a number of `address_postcode` digits after such a name, its house number and a
  comma, before a capitalised word (the town), is its postcode (de "Hauptstr. 5, 10115 Berlin"
  ... eins null eins eins fünf Berlin); so is one after a prefix of config
  `address_postcode_prefixes` (`written=spoken`, de `D-=D`: "D-10115 Berlin" D eins null eins
  eins fünf Berlin). Not five digits before any capitalised word: German capitalises every noun
  ("50000 Menschen" is a number).
Config `address_signs`: `written=spoken` signs read between the digit groups (hi `/=बटा
-=हाइफ़न`); the digits are read with the language's digit words, one by one.

ITN writes digits said one by one (two or more, perhaps with the words of `address_signs`
between groups) as one number where a street word follows within `_WORDS_AFTER` words ("सात
शून्य शून्य ओक स्ट्रीट" "७०० ओक स्ट्रीट") or comes before within `_WORDS_BEFORE` words ("गली
नंबर एक सात" "गली नंबर १७"); the words between are kept as said.
"""

from __future__ import annotations

import pynini

from ...errors import LexiconError
from ...fst import DIGIT, NOT_SPACE, add_weight, insert
from ..base import Rule, alternation
from .data import optional_rows
from .language import Language, class_module
from .written import to_ascii

CLASS = "ADDRESS"
_ROLES = ("street", "place", "street_end")
# How far from a street word (characters, on the same line) a number is an address number:
# a bounded window keeps the context check cheap on a long line.
_NEAR = 60
_WORDS_AFTER, _WORDS_BEFORE = 3, 2  # ITN: words between the digits and a street word
_KEPT = 1.0


def _words(lang: Language) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {role: [] for role in _ROLES}
    for word, role in optional_rows(f"{lang.code}/numbers/address_words.tsv"):
        if role not in out:
            raise LexiconError(f"{lang.code}/numbers/address_words.tsv: {word}: the role is one "
                               f"of {', '.join(_ROLES)}, not {role!r}")
        out[role].append(word)
    return out


def _signs(lang: Language) -> dict[str, str]:
    signs = dict(lang.setting_pairs("address_signs", "sign=word"))
    if any(len(sign) != 1 for sign in signs):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: address_signs: a sign is one "
                           "character")
    return signs


def tn(lang: Language):
    words = _words(lang)
    if not any(words.values()):
        return class_module([], {})
    w = lang.written
    d, wc = w.digit_class, w.word_chars
    signs = _signs(lang)
    said = {str(n): lang.say(str(n)) for n in range(10)}
    if None in said.values():
        raise LexiconError(f"{lang.code}/numbers: a digit has no reading")
    sign_class = "[" + "".join("\\" + s for s in signs) + "]" if signs else "(?!)"
    before = rf"(?<![{wc}.,/-])"
    after = rf"(?![{wc}]|[.,/-]?{d})"
    number = rf"{d}+(?:{sign_class}{d}+)*"
    rules = []
    if words["street"]:
        word = rf"(?<![{wc}]){alternation(words['street'])}(?![{wc}])"
        near = rf"(?:(?<={word}[^\n]{{0,{_NEAR}}})|(?=[^\n]{{0,{_NEAR}}}{word}))"
        rules.append(Rule(CLASS, rf"{before}{near}{number}{after}", CLASS))
    length = lang.setting("address_postcode")
    if words["place"] and length:
        place = rf"(?<![{wc}]){alternation(words['place'])}"
        rules.append(Rule(CLASS, rf"(?<={place},? ){d}{{{int(length)}}}{after}", CLASS))
    prefixes = dict(lang.setting_pairs("address_postcode_prefixes", "prefix=word"))
    if (words["street_end"] or prefixes) and length:  # de "Hauptstr. 5, 10115 Berlin"
        postcode = rf"{d}{{{int(length)}}}{after}(?=[ \u00a0]\p{{Lu}})"
        if words["street_end"]:
            # (on the name or apart, capitalised: "Hauptstr. 5", "Am Markt 5")
            ends = {e for x in words["street_end"] for e in (x, x[:1].upper() + x[1:])}
            house = rf"(?:{alternation(ends)})[ \u00a0]?{d}{{1,4}}[^\W\d_]?"
            rules.append(Rule(CLASS, rf"(?<={house},[ \u00a0]){postcode}", CLASS))
        if prefixes:  # de "D-10115 Berlin"
            rules.append(Rule(CLASS, rf"(?<![{wc}-])(?:{alternation(prefixes)}){postcode}",
                              CLASS))

    def build(g) -> pynini.Fst:
        digit = pynini.compose(w.digit, pynini.string_map(
            [(n, pynini.escape(s)) for n, s in said.items()]))
        digits = digit + pynini.closure(insert(w.space) + digit)
        if signs:
            sign = pynini.string_map([(pynini.escape(s), pynini.escape(f"{w.space}{t}{w.space}"))
                                      for s, t in signs.items()])
            digits += pynini.closure(sign + digits)
        if not prefixes:
            return digits
        prefix = pynini.string_map([(pynini.escape(p), pynini.escape(f"{t}{w.space}"))
                                    for p, t in prefixes.items()])
        return pynini.closure(prefix, 0, 1) + digits

    def fast(span: str) -> str | None:
        out = []
        prefix = next((p for p in prefixes if span.startswith(p)), None)
        if prefix is not None:
            out.append(prefixes[prefix])
            span = span[len(prefix):]
        for ch in to_ascii(span, w.native_digits):
            if ch in said:
                out.append(said[ch])
            elif ch in signs:
                out.append(signs[ch])
            else:
                return None
        return w.space.join(out)

    return class_module(rules, {CLASS: build}, {CLASS: fast})


def itn(lang: Language):
    street = [word.lower() for word in _words(lang)["street"]]
    if not street:
        return class_module([], {})
    w = lang.written
    signs = _signs(lang)

    def build(g) -> pynini.Fst:
        gap = w.gap()
        digit = pynini.compose(g.get("CARDINAL"), DIGIT)
        group = digit + pynini.closure(gap + digit)
        run = digit + gap + group  # (two digits or more first)
        if signs:
            sign = pynini.union(*[pynini.cross(pynini.escape(said.lower()), pynini.escape(written))
                                  for written, said in signs.items()])
            run += pynini.closure(gap + sign + gap + group)
        word = pynini.closure(NOT_SPACE, 1)
        streets = pynini.union(*[pynini.escape(s) for s in street])

        def between(n: int) -> pynini.Fst:
            # (each word kept costs: a digit word goes to the number, not between)
            return pynini.closure(add_weight(" " + word, _KEPT), 0, n)

        return pynini.union(
            run + pynini.closure(",", 0, 1) + between(_WORDS_AFTER) + " " + streets,
            streets + between(_WORDS_BEFORE) + " " + run).optimize()

    return class_module([Rule(CLASS, r"\w", CLASS)], {CLASS: build})
