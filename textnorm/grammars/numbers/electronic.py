"""ELECTRONIC: e-mail addresses, URLs, @handles and #hashtags. TN "abc@gmail.com" -> es "a b c
arroba gmail punto com"; ITN the spoken form back ("a b c arroba g mail punto com" ->
"abc@gmail.com").

A language says how in `electronic.tsv` (rows `written<TAB>spoken`; a language without it has
no ELECTRONIC class):
- a symbol or a run of symbols -> its words (`@ arroba`, `. punto`, sv `// dubbla snedstreck`;
  `number-sign` is the key of "#", which a TSV line cannot start with);
- a word of two or more letters said as a word, not spelled (`com com`, `gmail gmail`, de
  `gmail g mail`, ru `com ком`);
- a single letter -> its name (es `h hache`, ru `a эй`): ITN reads the names always, TN says
  them where config `electronic_letters names` (ru, hi), else writes the letter itself.
A key may repeat: TN says its first row, ITN reads every row (fr `@ arobase`, `@ at`).

Config keys: `electronic_letters names` (above); `electronic_unlisted kept` (TN keeps a run of
letters the table does not list as it is, ko "hotmail", instead of spelling it);
`electronic_digit_words` (`digit=word` pairs: TN says those digits so, ITN reads them too; zh
`1=幺`, 163.com 幺 六 三 点 com, as a code's digits are said; ja `0=ゼロ`);
`electronic_final_period spaced` (a sentence's period right after an address is said apart
from it, "punto com ." as es, it and hu write it; default: "com.").

TN finds addresses by their shape (strict, so that sentence ends, abbreviations "z.B.",
decimals and dates stay out): an e-mail has an @ between word characters and a domain with a
2-6 letter top-level part; a URL starts with a scheme or "www."; a bare domain is lower-case
with a 2-6 letter top-level part; a handle is an @ and word characters at a word's start.
Letters are spelled one by one (or said as a listed word: the whole run of letters between
two non-letters), digits read one by one with the number grammar, symbols as their words.

Where words are not spaced (zh, ja), an address may touch the language's own letters (邮箱
abc@qq.com谢谢: only Latin letters and digits bound it), TN says its tokens spaced apart and ITN
reads them spaced or run together (abc艾特gmail点com).

ITN reads the spoken tokens back: letters (and their names), digits (the number grammar's
readings of 0-9), symbols, listed words, and other Latin words (at most one per label, so
that ordinary words around an address stay out: "escribe a juan arroba ..."). A run is an
address if it has an @ between a name and a domain, a scheme or "www" before a domain, or ends
in a listed word or two spelled letters after a dot ("nvidia punto com", "google chấm v n").
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from functools import cached_property

import pynini
import regex

from ...errors import LexiconError
from ...fst import DIGIT, add_weight, delete, insert
from ..base import Rule
from . import whitelist
from .data import optional_rows
from .language import Language, class_module

_TABLE = "electronic.tsv"
_KEY_NAMES = {"number-sign": "#"}
_LETTERS = string.ascii_letters
_SCHEMES = ("https", "http", "ftp")
_WWW = "www"
_TLD = r"[A-Za-z]{2,6}"
# characters a path or query may hold (each still needs a row to be read); its last one is
# no sentence punctuation
_SENTENCE_END = ".,;:!?)"


class _Table:
    """electronic.tsv, read and checked."""

    def __init__(self, lang: Language, rows: list[tuple[str, str]] | None = None):
        """`rows`: the table's rows (default: read from the language's file)."""
        self.lang = lang
        where = f"{lang.code}/numbers/{_TABLE}"
        self.rows: dict[str, list[str]] = {}
        for written, spoken in optional_rows(where) if rows is None else rows:
            key = _KEY_NAMES.get(written, written)
            if any(c.isspace() for c in key) or (key.isalpha() and not key.isascii()):
                raise LexiconError(f"{where}: bad key {written!r} (a symbol, a Latin letter "
                                   "or a Latin word)")
            if not (key.isalpha() or not any(c.isalnum() for c in key)):
                raise LexiconError(f"{where}: key {written!r} mixes letters and symbols")
            self.rows.setdefault(key, []).append(spoken)
        self.symbols = {k: v for k, v in self.rows.items() if not k.isalpha()}
        self.words = {k: v for k, v in self.rows.items() if k.isalpha() and len(k) > 1}
        self.letters = {k.lower(): v for k, v in self.rows.items() if len(k) == 1 and k.isalpha()}
        if self.rows and not {"@", "."} <= set(self.symbols):
            raise LexiconError(f"{where}: rows for '@' and '.' are needed")
        self.say_names = lang.setting("electronic_letters") == "names"
        self.keep_unlisted = lang.setting("electronic_unlisted") == "kept"
        self.final_period = " ." if lang.setting("electronic_final_period") == "spaced" else "."
        self.digit_words = dict(lang.setting_pairs("electronic_digit_words"))
        if any(not d.isdigit() or len(d) != 1 or not w for d, w in self.digit_words.items()):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: electronic_digit_words are "
                               "digit=word")
        # the letters of the language's own script where it is not Latin: a file name in
        # them is kept as written (ko 사진.jpg)
        letters = lang.written.letters
        self.native = "" if "Latin" in letters else letters

    @cached_property
    def pieces(self) -> regex.Pattern:
        """A span's tokens: a run of Latin letters, a digit, a run of native letters, a
        character."""
        native = rf"|{self.native}+" if self.native else ""
        return regex.compile(rf"[A-Za-z]+|[0-9]{native}|.", regex.DOTALL)

    @cached_property
    def native_chars(self) -> list[str]:
        """The characters of `native` (BMP letters)."""
        if not self.native:
            return []
        pattern = regex.compile(self.native)
        return [chr(i) for i in range(0x80, 0x10000)
                if chr(i).isalpha() and pattern.match(chr(i))]

    def __bool__(self) -> bool:
        return bool(self.rows)

    def letter(self, c: str) -> str:
        if self.say_names and c.lower() in self.letters:
            return self.letters[c.lower()][0]
        return c

    def word(self, run: str) -> str | None:
        """A listed word's reading (as listed, in capitals "COM" or capitalized "Desktop"; a
        word said as its capitals, it `it IT`, only as listed: written in capitals it is
        spelled as other capitals are, "I T")."""
        said = self.words.get(run)
        if said is None and run in (run.lower().upper(), run.lower().capitalize()):
            said = self.words.get(run.lower())
            if said and said[0] == run.lower().upper():
                said = None
        return said[0] if said else None

    @cached_property
    def symbol_chars(self) -> str:
        return "".join(sorted({c for key in self.symbols for c in key}))


# ---------------------------------------------------------------- TN


def _pattern(table: _Table, listed: Iterable[str] = (), word: str = r"\w") -> str:
    """The regex of the spans TN reads (see the module docstring); a bare domain is none of
    the `listed` abbreviations (it "dott.ssa", "sig.na": whitelist.tsv reads them); `word`:
    what an address may not touch (inside a character class; where words are not spaced,
    Latin letters and digits only: zh 邮箱abc@qq.com谢谢)."""
    chars = table.symbol_chars
    inner = regex.escape("".join(c for c in chars if c in "-_&"))
    label = rf"[A-Za-z0-9](?:[A-Za-z0-9{inner}]*[A-Za-z0-9])?"
    lower_label = rf"[a-z0-9](?:[a-z0-9{inner}]*[a-z0-9])?"
    first_label = rf"[a-z][a-z0-9{inner}]*[a-z0-9]"  # (not "1.er", "3.5km")
    local_chars = regex.escape("".join(c for c in chars if c not in "@/:"))
    local = rf"[A-Za-z0-9](?:[A-Za-z0-9{local_chars}]*[A-Za-z0-9])?"
    path_chars = regex.escape(chars.replace("@", "")) if chars else ""
    last = regex.escape("".join(c for c in chars if c not in _SENTENCE_END + "@"))
    starts = regex.escape("".join(c for c in "/?#" if c in chars))
    path = (rf"(?:[{starts}](?:[A-Za-z0-9{path_chars}]*[A-Za-z0-9{last}])?)?" if starts
            else "")
    domain = rf"{label}(?:\.{label})*\.{_TLD}"
    email = rf"{local}@{domain}"
    schemes = "|".join(_SCHEMES)
    parts = [email]
    if ":" in chars and "/" in chars:
        parts.append(rf"(?:{schemes})://{label}(?:\.{label})*{path}")
    parts.append(rf"{_WWW}\.{domain}{path}")
    dotted = sorted((w for w in listed if "." in w.strip(".")), key=len, reverse=True)
    not_listed = (rf"(?!(?i:{'|'.join(regex.escape(w) for w in dotted)})(?![A-Za-z0-9]))"
                  if dotted else "")
    parts.append(rf"{not_listed}{first_label}(?:\.{lower_label})*\.[a-z]{{2,6}}{path}")
    parts.append(rf"@[A-Za-z0-9_]+(?:\.{_TLD})?")
    if table.native and table.words:  # a file name in the language's letters: 사진.jpg
        # longest first, then by spelling: a set's order changes with the process's string
        # hashes, and the pattern must be the same text in every process (regex_cache's key)
        words = sorted({v for k in table.words for v in (k, k.upper())},
                       key=lambda w: (-len(w), w))
        parts.append(rf"{table.native}+\.(?:{'|'.join(words)})")
    octet = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
    parts.append(rf"{octet}(?:\.{octet}){{3}}")  # an IPv4 address
    segment = r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?"
    if "/" in chars:  # a path of two parts or more: /home/desktop
        parts.append(rf"/[A-Za-z_][A-Za-z0-9_-]*(?:/{segment})+/?")
    if "\\" in chars and ":" in chars:  # a Windows path: C:\Users\
        parts.append(rf"[A-Za-z]:\\(?:{segment}\\)*(?:{segment})?")
    if "#" in chars:
        parts.append(r"#[A-Za-z][A-Za-z0-9_]*")
    body = "|".join(f"(?:{p})" for p in parts)
    # (he "ל-dana@walla.co.il"; after a colon that follows a word not in ASCII letters: zh
    # "邮件:abc@163.com", not "mailto:" or "http://")
    before = table.lang.or_after_proclitic(rf"(?:(?<![{word}@.#/:-])|(?<=[^\x00-\x7f]:))")
    return (rf"{before}(?:{body})(?![{word}@/-]|\.[{word}])"
            rf"(?:\.(?=\s|$))?")


def _say(table: _Table, digit_words: dict[str, str], span: str) -> str | None:
    """The fast path: the span's tokens said and joined by spaces."""
    final = ""
    if span.endswith(".") and len(span) > 1:
        span, final = span[:-1], table.final_period
    out: list[str] = []
    pieces = table.pieces
    i = 0
    longest = max((len(k) for k in table.symbols), default=1)
    while i < len(span):
        piece = pieces.match(span, i).group()
        if piece.isalpha() and not piece.isascii():  # the language's own letters
            out.append(piece)
            i += len(piece)
        elif piece.isalpha():
            said = table.word(piece)
            if said is not None:
                out.append(said)
            elif table.keep_unlisted:
                out.append(piece)
            else:
                out.extend(table.letter(c) for c in piece)
            i += len(piece)
        elif piece.isdigit():
            out.append(digit_words[piece])
            i += 1
        else:
            for size in range(min(longest, len(span) - i), 0, -1):
                key = span[i:i + size]
                if key in table.symbols:
                    out.append(table.symbols[key][0])
                    i += size
                    break
            else:
                return None
    return " ".join(out) + final


def _tn_fst(table: _Table, digit_words: dict[str, str]) -> pynini.Fst:
    """The fast path as a transducer: each token weighs 1, so that a listed word beats
    spelling its letters and a longer symbol key beats its pieces."""
    space = insert(" ")
    letter = pynini.string_map([(c, pynini.escape(table.letter(c))) for c in _LETTERS])
    spelled = pynini.closure(add_weight(letter, 1) + space) + add_weight(letter, 1)
    words = []
    for key, said in table.words.items():
        as_capitals = said[0] == key.upper()  # (read so only as listed: see _Table.word)
        for variant in sorted({key} if as_capitals else {key, key.upper(), key.capitalize()}):
            words.append((variant, pynini.escape(said[0])))
    run = spelled
    if table.keep_unlisted:
        run = add_weight(pynini.closure(pynini.union(*_LETTERS), 1), 2)
    if words:
        run = pynini.union(run, add_weight(pynini.string_map(words), 1))
    digit = add_weight(pynini.string_map([(d, pynini.escape(w)) for d, w in digit_words.items()]),
                       1)
    symbol = add_weight(pynini.string_map(
        [(pynini.escape(k), pynini.escape(v[0])) for k, v in table.symbols.items()]), 1)
    other = pynini.union(digit, symbol)
    if table.native_chars:  # a run of them is one token, kept
        native = pynini.union(*[pynini.escape(c) for c in table.native_chars]).optimize()
        other = pynini.union(other, add_weight(pynini.closure(native, 1), 1))
    tail = pynini.closure(space + other + pynini.closure(space + run, 0, 1))
    body = pynini.union(run + tail, other + pynini.closure(space + run, 0, 1) + tail)
    final = pynini.closure(pynini.cross(".", pynini.escape(table.final_period)), 0, 1)
    return (body + final).optimize()


def tn(lang: Language):
    table = _Table(lang)
    if not table:
        return class_module([], {})
    digit_words = {str(d): table.digit_words.get(str(d)) or lang.say(str(d)) for d in range(10)}

    def fast(span: str) -> str | None:
        return _say(table, digit_words, span)

    def build(g) -> pynini.Fst:
        return _tn_fst(table, digit_words)

    listed = [row.written for row in whitelist.load(lang) if "itn" not in row.flags]
    pattern = _pattern(table, listed, lang.written.word_chars)
    return class_module([Rule("ELECTRONIC", pattern, "ELECTRONIC")],
                        {"ELECTRONIC": build}, {"ELECTRONIC": fast})


def tn_inner_start(lang: Language) -> str | None:
    """Where words are not spaced, where an address may start inside a token (NumbersTN's
    candidate starts): a Latin letter or an @ right after a letter of another script, with
    the shape of an address after it (邮箱abc@qq.com, 访问www.baidu.com, 关注@shop)."""
    if lang.written.spaced or not _Table(lang):
        return None
    return (r"(?<=[^\x00-\x7f])(?:(?=[A-Za-z][A-Za-z0-9_.+-]*[@.:][A-Za-z0-9/])|@(?=\w))")


# ---------------------------------------------------------------- ITN


def _itn_fst(lang: Language, table: _Table) -> pynini.Fst:
    # (where words are not spaced, the tokens may run together: zh abc艾特gmail点com)
    gap = delete(" ") if lang.written.spaced else pynini.closure(delete(" "), 0, 1)

    def spoken(pairs) -> pynini.Fst:
        return pynini.string_map([(pynini.escape(s.lower()), pynini.escape(w))
                                  for s, w in pairs])

    letter_pairs = [(c, c) for c in string.ascii_lowercase]
    letter_pairs += [(s, c) for c, names in table.letters.items() for s in names]
    letter = add_weight(spoken(letter_pairs), 1)
    digit = pynini.invert(pynini.compose(DIGIT, lang.cover("")))
    if table.digit_words:
        digit |= spoken([(w, d) for d, w in table.digit_words.items()])
    digit = add_weight(digit.optimize(), 1)
    words = [(s, k) for k, said in table.words.items() for s in [k, *said]]

    def sym(keep) -> pynini.Fst | None:
        """The symbols whose keys `keep` accepts, from their words."""
        pairs = [(s, k) for k, said in table.symbols.items() if keep(k) for s in said]
        return add_weight(spoken(pairs), 1) if pairs else None

    # words of other tokens: never a free word
    taken = {w for said in table.rows.values() for s in said for w in s.lower().split()}
    taken |= set(string.ascii_lowercase)
    free = pynini.closure(pynini.union(*string.ascii_lowercase), 2)
    free = pynini.difference(free, pynini.union(*[pynini.escape(t) for t in taken]).optimize())
    free = add_weight(free.optimize(), 2)
    dot, at = sym(lambda k: k == "."), sym(lambda k: k == "@")
    any_sym = sym(lambda k: True)
    listed = add_weight(spoken(words), 1) if words else None
    joiner = sym(lambda k: k in ("-", "_"))

    def seq(first, rest):
        return first + pynini.closure(gap + rest)

    # A label is parts joined by "-" or "_"; a part is letters and digits ("a b tres"), or a
    # word (listed or free) with digits after it ("tienda siete") and perhaps a consonant
    # before it that speech split off ("n vidia", "g mail"; not a vowel, which is a word of
    # its own in many languages: es "a", pt "é").
    letter_or_digit = pynini.union(letter, digit)
    word = pynini.union(free, *([listed] if listed else []))
    consonant = add_weight(pynini.union(*"bcdfghjklmnpqrstvwxz"), 1)
    word_part = (pynini.closure(consonant + gap, 0, 1) + word
                 + pynini.closure(gap + digit))
    part = pynini.union(seq(letter_or_digit, letter_or_digit), word_part)
    label = (part + pynini.closure(gap + joiner + gap + part) if joiner is not None
             else part).optimize()
    # before the @: labels joined by any symbols but "@" ("a-1.b3_c&-d")
    local_sym = sym(lambda k: "@" not in k)
    local = label + pynini.closure(gap + seq(local_sym, local_sym) + gap + label)
    host = label + pynini.closure(gap + dot + gap + label, 1)
    parts = [local + gap + at + gap + host]
    # a path: after each symbol, letters, digits and listed words, and a free word at the end
    # ("barra mapas"; not "barra mapas y luego")
    path_tok = pynini.union(letter_or_digit, *([listed] if listed else []))
    path_start = sym(lambda k: k in ("/", "?", "#"))
    segment = pynini.closure(gap + path_tok) + pynini.closure(gap + free, 0, 1)
    path = (pynini.closure(gap + path_start + segment
                           + pynini.closure(gap + any_sym + segment), 0, 1)
            if path_start is not None else pynini.accep(""))
    letters = seq(letter, letter)
    www = pynini.compose(letters, pynini.accep(_WWW))
    parts.append(www + gap + dot + gap + host + path)
    colon_slashes = pynini.compose(seq(any_sym, any_sym), pynini.accep("://")).optimize()
    if colon_slashes.num_states():
        # spelled ("h t t p s") or said as a word ("https")
        scheme = pynini.union(pynini.compose(letters, pynini.union(*_SCHEMES)),
                              add_weight(pynini.union(*_SCHEMES), 1))
        parts.append(scheme + gap + colon_slashes + gap + label
                     + pynini.closure(gap + dot + gap + label) + path)
    tld = pynini.union(letter + gap + letter, *([listed] if listed else []))
    parts.append(label + pynini.closure(gap + dot + gap + label) + gap + dot + gap + tld + path)
    return pynini.union(*parts).optimize()


def itn_start_chars(lang: Language) -> frozenset[str]:
    """Where words are not spaced, the characters an address may start with inside running
    text (NumbersITN's candidate starts; a digit word is a number character already): a
    Latin letter (a listed word's reading in other letters: itn_start_words)."""
    if lang.written.spaced or not _Table(lang):
        return frozenset()
    return frozenset(string.ascii_lowercase)


def itn_start_words(lang: Language) -> tuple[str, ...]:
    """Where words are not spaced, the listed words' readings in other letters than Latin
    that an address may start with (ja グーグル ドット コム): a candidate start where one
    begins (not at each of their first characters, common as they are in ja text)."""
    table = _Table(lang)
    if lang.written.spaced or not table:
        return ()
    return tuple(sorted({s.lower() for said in table.words.values() for s in said
                         if not s[:1].isascii()}))


def itn(lang: Language):
    table = _Table(lang)
    if not table:
        return class_module([], {})

    def build(g) -> pynini.Fst:
        return _itn_fst(lang, table)

    return class_module([Rule("ELECTRONIC", r"\w", "ELECTRONIC")], {"ELECTRONIC": build})
