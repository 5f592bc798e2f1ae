"""ELECTRONIC (ITN): "john dot doe at gmail dot com" -> "john.doe@gmail.com", "h t t p colon
slash slash w w w dot nvidia dot com" -> "http://www.nvidia.com", "kore dot ai" -> "kore.ai".

Spoken symbols are TN's URL table inverted (lexicons/en/url_symbols.tsv) plus itn/url_words.tsv;
letters and words are joined as they are (case kept), digit words become digits. The regex
decides what is an address: an "at" followed by a dotted domain, a protocol or "w w w", or a
dotted name ending in a known top-level domain or a path. A lone common word before "at" is not
a mailbox ("I work at google dot com").
"""

from __future__ import annotations

from functools import cache

import pynini

from ....fst import add_weight, delete
from ....lexicon import load
from ...base import GrammarSet, Rule
from . import _words as w

_SYMBOLS = w.LEX + "url_symbols.tsv"
_ITN_WORDS = w.ITN_LEX + "url_words.tsv"
_TLDS = (w.LEX + "url_tlds.tsv", w.ITN_LEX + "url_tlds.tsv")
_NOT_LOCAL = w.ITN_LEX + "electronic_not_local.tsv"
# The symbols an address is built with; TN's table also names others ("percent", "comma").
_ADDRESS_SYMBOLS = set(".@-_/:~")


@cache
def _symbol_words() -> dict[str, str]:
    """spoken -> symbol for the address symbols."""
    out: dict[str, str] = {}
    for e in (*load(_SYMBOLS), *load(_ITN_WORDS)):
        if e.written in _ADDRESS_SYMBOLS:
            out.setdefault(e.spoken, e.written)
    return out


def electronic(g: GrammarSet) -> pynini.Fst:
    symbol = w.folded(pynini.string_map(sorted(_symbol_words().items())))
    named = w.folded(pynini.string_map([
        (said, e.written) for e in load(_ITN_WORDS) if e.written not in _ADDRESS_SYMBOLS
        for said in (e.spoken, e.written)]))
    # "o" is a letter here ("a o l"); zero is said "zero".
    digit = w.folded(pynini.compose(pynini.difference(w.ANY, pynini.union("o", "oh")),
                                    g.get("ITN.digit")))
    chars = pynini.union(*[chr(c) for c in range(128) if chr(c).isalnum()])
    word = add_weight(pynini.closure(chars, 1), 1.0)
    token = symbol | named | digit | word
    return (token + pynini.closure(delete(" ") + token)).optimize()


TRANSDUCERS = {"ELECTRONIC": electronic}


def _rules() -> list[Rule]:
    spoken = _symbol_words()
    by = {}
    for said, sym in spoken.items():
        by.setdefault(sym, []).append(said)
    dot, at = w.alternation(by["."]), w.alternation(by["@"])
    joiners = w.alternation([*by["."], *by["-"], *by["_"]])
    path = w.alternation([*by["."], *by["/"], *by["-"], *by["_"]])
    keywords = w.alternation(spoken) + r"\b"
    letter = r"[a-z]\b(?!['’])"
    word = rf"(?!{keywords})[a-z0-9]+\b(?!['’])"
    digits = w.alternation(["zero", *w.digit_words()]) + r"\b"
    n = w.MAX_WORDS
    item = rf"(?:(?:{letter}|{digits})[ ]){{0,{n}}}(?:{word})"
    not_local = w.alternation(w.spoken(_NOT_LOCAL)) + r"\b"
    local_item = rf"(?:(?!{not_local})(?:{letter}|{digits})[ ]){{0,{n}}}(?!{not_local})(?:{word})"
    local = rf"{local_item}(?:[ ]{joiners}[ ]{local_item}){{0,{n}}}"
    tld = w.alternation(e.written for relpath in _TLDS for e in load(relpath))
    tld = rf"(?:{tld}\b|(?:{letter}[ ]){{1,{n}}}{letter})"
    domain = rf"{item}(?:[ ]{dot}[ ]{item}){{0,{n}}}[ ]{dot}[ ]{tld}"
    email = rf"{local}[ ]{at}[ ]{domain}(?:[ ]{path}[ ]{item}){{0,{n}}}"
    protocols = w.alternation(said for e in load(_ITN_WORDS) if e.written not in _ADDRESS_SYMBOLS
                              for said in (e.spoken, e.written))
    colon, slash = w.alternation(by[":"]), w.alternation(by["/"])
    scheme = rf"{protocols}[ ]{colon}[ ]{slash}[ ]{slash}[ ]"
    url = (rf"(?:{scheme}(?:{protocols}[ ]{dot}[ ])?|{protocols}[ ]{dot}[ ])"
           rf"{item}(?:[ ]{path}[ ]{item}){{0,{n}}}")
    bare = (rf"{item}(?:[ ]{dot}[ ]{item}){{0,{n}}}[ ]"
            rf"(?:{dot}[ ]{tld}|{dot}[ ]{item}[ ]{slash}[ ]{item})(?:[ ]{path}[ ]{item}){{0,{n}}}")
    return [Rule("ELECTRONIC", rf"{w.START}(?i:{email}|{url}|{bare}){w.END}", "ELECTRONIC")]


RULES = _rules()
# Any word can start an address ("john dot doe at ..."): EnglishITN scans every token of a text
# that says "dot"; otherwise only spelled letters and protocol names start one.
LOWERCASE_STARTS = w.letters() | frozenset(
    said for e in load(_ITN_WORDS) for said in (e.spoken.split(" ")[0], e.written))
