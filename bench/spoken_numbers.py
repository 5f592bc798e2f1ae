"""Whole-line spoken numbers as people and ASR systems say them: our own variants per language.

    python bench/spoken_numbers.py [--lang de fr ...] [--peer-python PEERS/bin/python] [--show N]

Each line of a language's list is one spelled number (with or without the linking word,
hyphenated, spaced or joined compounds, joined through the scale words too, "a hundred"/"hundred",
a scale word alone, scale plural slips, elisions left out (it "ventiuno"), regional words
(septante, huitante, dezasseis), a thousand of the next scale down ("mille milliards"), a lone
number word, round millions, decimals with the decimal word, the minus word, spoken ordinals,
years, a leading article) and the number it means. `textnorm normalize --lang L --mode itn`
must print that number; grouping separators, the locale's decimal mark and an ordinal's mark
are accepted. With `--peer-python`, text2num's
`alpha2digit` (run in the peers' own interpreter, as bench/eval_numbers.py does) is scored on the
same lines, as a comparison from outside.

The variants are written by hand for this benchmark (not taken from any project's tests);
`ordinal` rows are marked with a trailing "#": the output may carry the language's ordinal mark.
en and es write a round number from a million up as a quantity on a line of its own too ("two
million" 2 million, "dos millones" 2 millones), as NeMo's cases (and their bars) want: those
lines count as misses here.
"""

from __future__ import annotations

import argparse
import re
import sys

from eval_numbers import _PARSE, _peer

from textnorm import Normalizer

# spoken<TAB>number ("#" after the number: an ordinal). One block per language.
_VARIANTS = {
    "en": """
twenty three	23
twenty-three	23
one hundred and twenty three	123
one hundred twenty-three	123
a hundred and twenty three	123
hundred twenty three	123
one hundred one	101
a thousand and one	1001
one thousand two hundred thirty four	1234
thousand two hundred	1200
twelve hundred	1200
fifteen hundred and fifty	1550
three hundred thousand	300000
two million	2000000
two millions	2000000
a million	1000000
one million two hundred thousand	1200000
seven billion	7000000000
Two million	2000000
three point one four	3.14
zero point five	0.5
oh point five	0.5
one point zero five	1.05
minus seven	-7
negative seven	-7
minus twelve point five	-12.5
twenty first	21#
twenty-first	21#
one hundredth	100#
nineteen ninety nine	1999
nineteen oh five	1905
two thousand and five	2005
two thousand twenty four	2024
twenty twenty	2020
zero	0
forty two	42
hundred	100
thousand	1000
thirty-one million four hundred six thousand two hundred eighty-nine	31406289
forty-seven billions one hundred twelve thousand three hundred	47000112300
sixty-two thousands	62000
thousand eight hundred twelve	1812
seventeen hundred seventy-six	1776
nineteen eighty-seven	1987
twenty twenty-one	2021
a hundred thousand	100000
one million and one	1000001
ninety-nine	99
Eighty-Four	84
seven	7
""",
    "de": """
dreiundzwanzig	23
drei und zwanzig	23
einundzwanzig	21
zweihundertdreiundzwanzig	223
zwei hundert drei und zwanzig	223
hundertdreiundzwanzig	123
einhundertdreiundzwanzig	123
ein hundert drei und zwanzig	123
hundert	100
tausend	1000
eintausend	1000
tausendeins	1001
zweitausendvierundzwanzig	2024
zwei tausend vier und zwanzig	2024
dreihunderttausend	300000
zwei Millionen	2000000
zwei millionen	2000000
zwei Million	2000000
eine Million	1000000
eine Million zweihunderttausend	1200000
zwei Milliarden	2000000000
drei komma eins vier	3.14
null komma fünf	0.5
minus sieben	-7
minus zwölf komma fünf	-12.5
einundzwanzigster	21#
einundzwanzigste	21#
neunzehnhundertneunundneunzig	1999
neunzehn hundert neun und neunzig	1999
null	0
sechzehn	16
zweiundvierzig	42
achtundvierzigmillionenzweihundertdreiundsechzigtausendvierhundertelf	48263411
achtundvierzig Millionen zweihundertdreiundsechzigtausendvierhundertelf	48263411
tausend Milliarden	1000000000000
drei und achtzig	83
hundertundzwei	102
tausendundeins	1001
dreissig	30
eins	1
eine Milliarde siebzehn Millionen	1017000000
zwei millionen dreihunderttausend	2300000
neunzehnhundertsiebenundachtzig	1987
""",
    "nl": """
drieëntwintig	23
drie en twintig	23
drieentwintig	23
tweehonderddrieëntwintig	223
twee honderd drie en twintig	223
honderd	100
honderddrieëntwintig	123
eenhonderd	100
duizend	1000
eenduizend	1000
tweeduizend vierentwintig	2024
tweeduizendvierentwintig	2024
driehonderdduizend	300000
twaalfhonderd	1200
twee miljoen	2000000
een miljoen	1000000
één miljoen	1000000
twee miljard	2000000000
drie komma een vier	3.14
nul komma vijf	0.5
min zeven	-7
eenentwintigste	21#
negentienhonderdnegenennegentig	1999
negentien negenennegentig	1999
nul	0
tweeënveertig	42
honderdeneen	101
twee honderd en vijf	205
achtenveertigmiljoentweehonderddrieënzestigduizendvierhonderdelf	48263411
achtenveertig miljoen tweehonderddrieënzestigduizend vierhonderdelf	48263411
duizend miljard	1000000000000
negentien honderd zevenentachtig	1987
zeventien honderd	1700
een	1
vijf en tachtig	85
honderd en twee	102
""",
    "fr": """
vingt-trois	23
vingt trois	23
vingt et un	21
vingt-et-un	21
soixante-dix	70
soixante dix	70
quatre-vingt-dix-sept	97
quatre vingt dix sept	97
quatre-vingts	80
quatre vingt	80
cent	100
deux cents	200
deux cent	200
deux cent trois	203
mille	1000
mille deux cents	1200
deux mille vingt-quatre	2024
trois cent mille	300000
deux millions	2000000
deux million	2000000
un million	1000000
un million deux cent mille	1200000
deux milliards	2000000000
trois virgule quatorze	3.14
zéro virgule cinq	0.5
moins sept	-7
vingt et unième	21#
vingt-et-unième	21#
mil neuf cent quatre-vingt-dix-neuf	1999
dix-neuf cent quatre-vingt-dix-neuf	1999
zéro	0
septante	70
nonante-neuf	99
dix sept	17
cent et un	101
mille et un	1001
mille et une	1001
quatre vingts dix	90
quatre-vingts-douze	92
mille milliards	1000000000000
deux	2
un	1
une	1
huitante-et-un	81
octante-quatre	84
septante et un	71
quarante et un millions deux cent six mille trois cent quatre-vingt-neuf	41206389
deux-cent-trente-et-un	231
dix-sept cent quatre-vingt-neuf	1789
""",
    "es": """
veintitrés	23
veintitres	23
veinte y tres	23
treinta y uno	31
veintiuno	21
veintiún	21
dieciséis	16
diez y seis	16
ciento veintitrés	123
cien	100
doscientos tres	203
quinientos	500
mil	1000
un mil	1000
mil doscientos	1200
dos mil veinticuatro	2024
trescientos mil	300000
dos millones	2000000
dos millón	2000000
un millón	1000000
un millón doscientos mil	1200000
mil millones	1000000000
tres coma catorce	3.14
tres punto catorce	3.14
cero coma cinco	0.5
menos siete	-7
vigésimo primero	21#
mil novecientos noventa y nueve	1999
cero	0
cuarenta y dos	42
doscientas	200
veintiuna	21
uno	1
un	1
una	1
dos	2
cuarenta y un millones doscientos seis mil trescientos ochenta y nueve	41206389
un billón	1000000000000
cuatro mil millones	4000000000
ochenta y un mil	81000
veinte y ocho	28
veinti ocho	28
dos punto cinco	2.5
""",
    "it": """
ventitré	23
ventitre	23
venti tre	23
centoventitré	123
cento ventitré	123
duecento	200
mille	1000
duemila	2000
duemilaventiquattro	2024
duemila ventiquattro	2024
trecentomila	300000
due milioni	2000000
due milione	2000000
un milione	1000000
un milione duecentomila	1200000
un milione e duecentomila	1200000
due miliardi	2000000000
tre virgola quattordici	3.14
zero virgola cinque	0.5
meno sette	-7
ventunesimo	21#
millenovecentonovantanove	1999
mille novecento novantanove	1999
zero	0
quarantadue	42
ventiuno	21
venti uno	21
trentaotto	38
ottantauno	81
sessantaotto	68
ventitrè	23
trentatrè	33
mille miliardi	1000000000000
quarantun milioni duecentoseimila trecentottantanove	41206389
un miliardo e venticinque milioni	1025000000
mille e uno	1001
uno	1
""",
    "pt": """
vinte e três	23
vinte três	23
cento e vinte e três	123
cento vinte três	123
cem	100
duzentos e três	203
mil	1000
um mil	1000
mil e duzentos	1200
dois mil e vinte e quatro	2024
dois mil vinte e quatro	2024
trezentos mil	300000
dois milhões	2000000
dois milhão	2000000
um milhão	1000000
um milhão e duzentos mil	1200000
dois bilhões	2000000000
dois mil milhões	2000000000
três vírgula catorze	3.14
três vírgula quatorze	3.14
zero vírgula cinco	0.5
menos sete	-7
vigésimo primeiro	21#
mil novecentos e noventa e nove	1999
zero	0
dezesseis	16
dezasseis	16
quarenta e dois	42
duzentas	200
quinhentas e uma	501
dois virgula cinco	2.5
quarenta e um milhões duzentos e seis mil trezentos e oitenta e nove	41206389
quarenta e um milhões duzentos e seis mil trezentos oitenta e nove	41206389
um	1
uma	1
dezanove	19
dezassete	17
quatorze	14
mil e um	1001
um bilhão e vinte e cinco milhões	1025000000
""",
}

# text2num's parser of whole numbers, swapped for its finder of numbers in text
_ALPHA2DIGIT = _PARSE.replace("text2num", "alpha2digit")
_ORDINAL_MARK = re.compile(r"(?:st|nd|rd|th|\.|º|ª|°|o|a|e|er|re|ère|ème|de|ste|ᵉ|ᵉʳ|ʳᵉ)$")


def variants(lang: str) -> list[tuple[str, str]]:
    rows = (line.split("\t") for line in _VARIANTS[lang].strip().splitlines())
    return [(spoken, number) for spoken, number in rows]


def is_number(text: str | None, number: str) -> bool:
    """`text` prints `number` (grouping, the decimal comma and an ordinal's mark allowed)."""
    if text is None:
        return False
    got = text.strip().replace("\u2212", "-")
    if number.endswith("#"):
        number = number[:-1]
        got = _ORDINAL_MARK.sub("", got)
    if "." in number:  # a decimal: the locale's mark, no grouping in the fraction
        whole, fraction = number.split(".")
        return any(got.replace(" ", "") == f"{whole}{mark}{fraction}" for mark in ".,")
    for sep in (",", ".", " ", "\u00a0", "\u202f", "'"):
        got = got.replace(sep, "")
    return got == number


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", nargs="*", default=sorted(_VARIANTS))
    parser.add_argument("--peer-python", help="a venv's Python with text2num, for comparison")
    parser.add_argument("--show", type=int, default=50, help="misses to print per language")
    args = parser.parse_args(argv)
    for lang in args.lang:
        rows = variants(lang)
        itn = Normalizer(lang, "itn")
        ours = [itn.normalize(spoken) for spoken, _ in rows]
        ok = sum(is_number(got, number) for got, (_, number) in zip(ours, rows))
        line = f"{lang}: textnorm {100 * ok / len(rows):.1f}% of {len(rows)}"
        if args.peer_python:
            theirs = _peer(args.peer_python, _ALPHA2DIGIT, lang,
                           [spoken for spoken, _ in rows]) or []
            peer_ok = sum(is_number(got, number) for got, (_, number) in zip(theirs, rows))
            line += f", text2num alpha2digit {100 * peer_ok / len(rows):.1f}%"
        misses = [f"{spoken!r} -> {got!r} (want {number})"
                  for got, (spoken, number) in zip(ours, rows) if not is_number(got, number)]
        print(line, *misses[:args.show], sep="\n  ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
