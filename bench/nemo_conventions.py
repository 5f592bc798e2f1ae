"""NeMo-only conventions in NeMo's number test cases (the numbers issue counts the other cases).

`convention(lang, mode, source, expected, got)` names the convention when NeMo's expected output
differs from textnorm's only by a way of writing or reading that NeMo's tests follow and textnorm
does not, because the language's own usage (or textnorm's other bars) say otherwise. Each rule
compares the two outputs after undoing exactly one such difference, so a wrong number or a
missing reading is never forgiven. With an example each:

- whole-line word: a lone number word on a line stays a word in NeMo's ITN ("uno" -> "uno");
  textnorm writes a number alone on a line in digits (the issue's whole-line bar).
- quantity: NeMo's ITN keeps the scale word of a round number ("dos millones" -> "2 millones",
  vi "một triệu hai" -> "1.2 triệu"); textnorm writes the number (2000000) unless the language's
  config asks for quantities (zh, ja).
- spacing or case: the outputs differ only in spaces or letter case: de "drei und zwanzig"
  (German writes "dreiundzwanzig"), it "cento cinquantacinque", ko "첫번째" and "영점일" (the
  Korean spelling rules space 번째, 점 and every 만 unit), fr "1 818,303 34".
- ordinal without a mark: NeMo's ru TN reads bare digits as ordinals ("1996" -> "тысяча
  девятьсот девяносто шестого") and its ru ITN writes ordinals as bare digits ("десятый" -> "10");
  de, hu and sv TN read a bare "2." on its own line as an ordinal ("zweiter", "második").
- degree sign: es/fr TN read "28°" as an ordinal (it is the degree sign).
- leading zeros: ru TN drops them ("03" -> "три", "002300" -> "две тысячи триста").
- decimal point: vi ITN writes "0.5" (Vietnamese writes 0,5).
- regional reading: vi "linh" for "lẻ" and no "không trăm" (1020 "một nghìn hai mươi"); hu
  "kettő" before a scale word and no "egy" before millió ("kettőezer", "millió"); sv no "en"
  before miljon; ru "одна тысяча" and е for ё; zh 零十万 for 零一十万; it "trentatre" without its
  accent; de "eins million" ("€1 million" eins million euro: German says eine Million).
- misspelling: ar "اَلاف" for آلاف (undone before comparing).
- decimal comma before three digits: ar TN reads "70,990" as 70.990 (it groups thousands).
- scale abbreviation: ru ITN writes "1,23 млрд" for "... миллиарда".
- year-style ordinal: hi reads 4-digit ordinals as years ("1782वीं" -> "सत्रह सौ बयासीवीं").
- tens and units apart after the decimal word: fr ITN writes "trente trois" said after
  "virgule" (no hyphen: speech has none) as the groups 30 and 3 ("huit-cent-dix-huit virgule
  trente trois" -> "818,303"); a French speaker means 33 (818,33, as textnorm writes it).
- tens and units apart: fr ITN writes tens and units said without the hyphen as two numbers
  ("quarante trois" -> "40 trois"); a French speaker means 43 (as textnorm writes it, and as
  ASR transcripts, which have no hyphens, say it).
- list read as decimals: de TN reads three numbers or more joined by commas as decimals
  paired from the right ("1,2,3" -> "eins , zwei komma drei"); no decimal has two commas, and
  a reader reads a list ("eins, zwei, drei", as textnorm does).
- myriads kept, no grouping commas (WeTextProcessing): zh/ja ITN follow their other reference
  (the issue of the other classes names WeTextProcessing for them): 万/億/兆 stay after a round
  group and digits have no grouping commas ("五千億" -> "5000億", "五万" -> "50000", "一兆一万"
  -> "1兆1万"); NeMo writes the whole number with commas ("500,000,000,000", "50,000").
- lone digit kept (WeTextProcessing): a single digit word alone stays as written in zh/ja ITN
  ("一" -> "一"; WeTextProcessing's default, `disable_0_to_9`); NeMo writes "1".
- strong ending after "dem": de TN gives an ordinal after the article "dem" the strong ending
  -em ("dem 1000." -> "dem ein tausendstem"); after a definite article German declines it
  weak, -en ("dem tausendsten", as textnorm reads it).
"""

from __future__ import annotations

import unicodedata

import regex as re

_DIGITS = re.compile(r"[-−]?[\p{Nd}][\p{Nd}.,\s]*")
_QUANTITY = re.compile(r"[-−]?[\p{Nd}][\p{Nd}.,]*\s?[\p{L}\p{M}]+")


def _squeeze(text: str) -> str:
    return " ".join(text.split())


def _common_tail(a: str, b: str) -> tuple[str, str]:
    """`a` and `b` without the words they end with in common."""
    x, y = a.split(), b.split()
    while x and y and x[-1] == y[-1]:
        x.pop()
        y.pop()
    return " ".join(x), " ".join(y)


def _scaled(quantity: str, number: str) -> bool:
    """Whether `number` is `quantity`'s digits followed by two zeros or more (a scale word's
    worth: "1.2 triệu" and 1200000, "10 מיליון" and 10,000,000; not "40 trois" and 43)."""
    q = "".join(str(unicodedata.digit(c)) for c in quantity if c.isdigit())
    n = "".join(str(unicodedata.digit(c)) for c in number if c.isdigit())
    return n.startswith(q) and len(n) > len(q) + 1 and not n[len(q):].strip("0")


_FR_UNITS = {"un": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6",
             "sept": "7", "huit": "8", "neuf": "9"}
_FR_TENS_UNITS = re.compile(rf"\b([2-6])0 ({'|'.join(_FR_UNITS)})\b")
_FR_TENS_APART = re.compile(r"\bvirgule\b.*\b(?:vingt|trente|quarante|cinquante|soixante) "
                            r"(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf)\b")


_MYRIADS = {"万": 10**4, "萬": 10**4, "億": 10**8, "亿": 10**8, "兆": 10**12}
_MYRIAD_NUMBER = re.compile(r"\d+(?:[万萬億亿兆]\d*)+")


def _myriads_written(text: str) -> str:
    """`text` with each number written with myriad words ("5000億", "1兆1万") in full digits."""
    def value(match: re.Match) -> str:
        total = 0
        for digits, myriad in re.findall(r"(\d+)([万萬億亿兆]?)", match[0]):
            total += int(digits) * _MYRIADS.get(myriad, 1)
        return str(total)

    return _MYRIAD_NUMBER.sub(value, text)


def _tens_apart(expected: str, got: str) -> bool:
    """Whether `expected` is `got` with a zero after a tens digit of its decimals (the tens
    and units said apart written as two groups: 818,303 for 818,33)."""
    e_whole, mark, e_decimals = expected.replace(" ", "").partition(",")
    g_whole, _, g_decimals = got.replace(" ", "").partition(",")
    return (bool(mark) and e_whole == g_whole and e_decimals != g_decimals
            and re.sub(r"([2-6])0(?=[1-9])", r"\1", e_decimals) == g_decimals)


def _list_items(text: str, decimal_word: str) -> list[str]:
    """The words of `text` between its commas and decimal words."""
    return [item.strip() for item in re.split(rf"\s*,\s*|\s+{decimal_word}\s+", text)]


# (lang, mode) -> rewrites of textnorm's output into NeMo's regional reading
_REGIONAL: dict[tuple[str, str], list[tuple[str, str]]] = {
    ("vi", "tn"): [(r"không trăm (lẻ|linh) ", "linh "), (r"không trăm (?=\w+ mươi)", ""),
                   (r"\blẻ\b", "linh")],
    ("hu", "tn"): [(r"\bkét(?=ezer|millió|milliárd)", "kettő"),
                   (r"(?<![\p{L}-])egy(?=millió|milliárd)", "")],
    ("sv", "tn"): [(r"\ben (?=milj)", "")],
    ("ru", "tn"): [(r"(?<!\p{L})тысяча", "одна тысяча"), ("ё", "е")],
    ("zh", "tn"): [("零一十", "零十")],
    ("it", "tn"): [("tré\\b", "tre")],
    ("de", "tn"): [(r"\beine (?=million\b|milliarde\b)", "eins ")],
}

# NeMo's misspellings, undone in its expected output before comparing
_NEMO_SPELLING: dict[str, list[tuple[str, str]]] = {"ar": [("اَلاف", "آلاف")]}


def convention(lang: str, mode: str, cls: str, source: str, expected: str,
               got: str) -> str | None:
    """The NeMo-only convention `expected` follows where `got` differs from it, or None; `cls`
    is the class of the case file (cardinal, ordinal, decimal)."""
    source, expected, got = _squeeze(source), _squeeze(expected), _squeeze(got)
    if expected == got:
        return None
    if mode == "itn":
        if expected == source and " " not in source and _DIGITS.fullmatch(got):
            return "whole-line word"
        e, g = _common_tail(expected, got)
        if _QUANTITY.fullmatch(e) and _DIGITS.fullmatch(g) and _scaled(e, g):
            return "quantity"
        if (cls == "ordinal" and lang == "ru" and re.fullmatch(r"\d+", e)
                and re.fullmatch(r"\d+-\p{L}+", g)):
            return "ordinal without a mark"
        if (lang in ("zh", "ja")
                and re.sub(r"(?<=\d),(?=\d{3})", "", expected) == _myriads_written(got)):
            return "myriads kept, no grouping commas (WeTextProcessing)"
        if (lang in ("zh", "ja") and len(source) == 1 and got == source
                and expected.isdigit()):
            return "lone digit kept (WeTextProcessing)"
        if lang == "vi" and expected.replace(".", ",") == got:
            return "decimal point"
        if lang == "fr" and _FR_TENS_APART.search(source) and _tens_apart(expected, got):
            return "tens and units apart after the decimal word"
        if lang == "fr" and _FR_TENS_UNITS.sub(lambda m: m[1] + _FR_UNITS[m[2]],
                                               expected) == got != expected:
            return "tens and units apart"
    if expected.replace(" ", "").lower() == got.replace(" ", "").lower():
        return "spacing or case"
    if mode == "tn":
        if cls == "ordinal" and lang == "ru" and re.fullmatch(r"\d+", source):
            return "ordinal without a mark"
        if cls == "ordinal" and lang in ("de", "hu", "sv") and re.fullmatch(r"[\d ]+\.", source):
            return "ordinal without a mark"
        if (lang == "de" and re.fullmatch(r"\d+(?:,\d+){2,}", source)
                and _list_items(expected, "komma") == _list_items(got, "komma")):
            return "list read as decimals"
        if "°" in source and lang in ("es", "fr"):
            return "degree sign"
        if lang == "ru" and re.fullmatch(r"-?0\d+", source):
            return "leading zeros"
        if lang == "hi" and re.fullmatch(r"\p{Nd}{4}\S+", source) and "सौ" in expected:
            return "year-style ordinal"
        if (lang == "de" and cls == "ordinal" and re.fullmatch(r"dem [\d.]+\.", source)
                and re.sub(r"ten$", "tem", got) == expected):
            return 'strong ending after "dem"'
    for pattern, replacement in _NEMO_SPELLING.get(lang, []):
        expected = re.sub(pattern, replacement, expected)
    if expected == got:
        return "misspelling"
    if lang == "ar" and cls == "decimal" and re.fullmatch(r"\d+,\d{3}", source):
        return "decimal comma before three digits"
    if (lang == "ru" and mode == "itn"
            and re.sub(r"\b(млн|млрд|трлн|тыс)\.?", "", expected) != expected):
        return "scale abbreviation"
    regional = got
    for pattern, replacement in _REGIONAL.get((lang, mode), []):
        regional = re.sub(pattern, replacement, regional)
    if regional != got and (regional == expected
                            or regional.replace(" ", "") == expected.replace(" ", "")):
        return "regional reading"
    return None
