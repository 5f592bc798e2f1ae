"""What ITN accepts besides the canonical reading: the ways people and ASR systems say and write
the same number, as optional rewrites of the canonical lower-cased words, all derived from the
language's data:

- hyphens and spaces for each other ("vingt et un", "vingt-et-un", "quatre-cent-soixante");
- compounds written apart, where the language compounds ("zwei hundert drei und zwanzig"),
  and, with config `itn_joined yes`, the words TN writes apart written together at the seams
  of their pieces, as the language's spelling joins them (de "dreiundzwanzigtausend" for TN's
  "drei und zwanzig tausend");
- any form of a scale word after any multiplier ("два тысяча", "dos millón");
- any agreement form of a number word ("одна"/"один", "eine"/"ein"/"eins");
- "hundred", "thousand" for "one hundred", "one thousand" and back ("tausend", "un mil");
- a comma after a scale word before two words or more or a word that is no digit's
  ("quarantacinque miliardi, settecento...");
- the optional words the language's config names ("and" in "one hundred and one") and the
  spellings of variants.tsv;
- with config `itn_abbreviated`, a number said without the scale word of its last digit
  (zh 一百一 110, 一万二 12000, as Mandarin says them);
- a letter in its canonical decomposition (te "ై" as "ె" + "ౖ", "é" as "e" + U+0301), as
  text that skipped NFC writes it (Hangul syllables excepted: NFC is the only way they come).
"""

from __future__ import annotations

import os
import unicodedata
from collections import defaultdict

import pynini

from ...errors import LexiconError
from ...fst import insert
from .data import Slot, Template
from .fraction import rows as fraction_rows
from .language import Language

VARIANT = 1.0  # cost of each rewrite away from the canonical reading


def _byte(b: int) -> pynini.Fst:
    return pynini.accep(f"[{b}]")


class _Alphabet:
    """The bytes the readings use: rewrites over them compose far faster than over all 256."""

    def __init__(self, texts: list[str]):
        used = sorted(set("".join(texts).encode("utf-8")) | set(b" -,"))
        letters = [b for b in used if b not in b" -,"]
        self.sigma = pynini.closure(pynini.union(*[_byte(b) for b in used])).optimize()
        # a byte that starts a character / any byte of a letter: a space goes between two
        # characters, never inside a UTF-8 sequence
        self.start = pynini.union(*[_byte(b) for b in letters if not 0x80 <= b < 0xC0]).optimize()
        self.letter = pynini.union(*[_byte(b) for b in letters]).optimize()
        self.edge = pynini.union("[BOS]", " ")
        self.end = pynini.union("[EOS]", " ")


def _texts(lang: Language) -> list[str]:
    cardinal, scales = lang.lowered.tables
    frames = [v for k, v in lang.lowered.config.items() if k.startswith("wrap@")]
    # (and the words of decimals read as a fraction: ug "پۈتۈن" has a letter no number word has)
    fractions = [row.head + row.tail for rows in fraction_rows(lang, lowered=True).values()
                 for row in rows]
    texts = [v for _, v in cardinal] + [v for _, v in scales] + frames + fractions + \
        [b for _, b in lang.lowered.variants]
    return texts + [b for _, b in _decompositions(texts)]


def _decompositions(texts: list[str]) -> list[tuple[str, str]]:
    """(letter, a canonically equivalent spelling) for the letters of `texts` that have one:
    its full decomposition and each step towards it (kn "ೋ" as "ೊ" + "ೕ", as num2words writes
    it, and as "ೆ" + "ೂ" + "ೕ")."""
    pairs = []
    for char in sorted(set("".join(texts))):
        if "\uac00" <= char <= "\ud7a3":
            continue
        spellings, text = [], char
        while (step := unicodedata.decomposition(text[0])) and not step.startswith("<"):
            text = "".join(chr(int(code, 16)) for code in step.split()) + text[1:]
            spellings.append(text)
        spellings.append(unicodedata.normalize("NFD", char))
        pairs += [(char, s) for s in dict.fromkeys(spellings) if s != char]
    return pairs


def _conjunction(pieces: tuple, i: int) -> str | None:
    """The one-letter word that ends text piece i and is glued to the slot after it, apart
    from what comes before it (ar " و{r}", he "מאות ו{r}"; not ko "{q}백{r}", a scale word)."""
    piece = pieces[i]
    if not (isinstance(piece, str) and i + 1 < len(pieces) and isinstance(pieces[i + 1], Slot)):
        return None
    word = piece[-1:]
    if not word.isalpha() or (len(piece) > 1 and not piece[-2].isspace()):
        return None
    if len(piece) == 1 and i > 0:  # right after another slot: part of a compound
        return None
    return word


def clitics(lang: Language) -> set[str]:
    """One-letter conjunctions the templates glue to a number (ar و{r}, he ו{r}): a word after
    one still starts there, and they make no compound."""
    if not lang.written.spaced:
        return set()
    scales = {w for words in scale_words(lang).values() for w in words}  # ko 천{r}
    return {w for row in lang.lowered.rows for i in range(len(row.template.pieces))
            if (w := _conjunction(row.template.pieces, i)) and w not in scales}


def compounds(lang: Language) -> bool:
    """Whether the language writes numbers as compounds (a scale word glued to its multiplier
    or remainder: "zweihundert", "duecento"; tens and units: nb "tjueen"); then ITN also
    accepts them written apart."""
    plain = lang.lowered.exact[""]
    for n in range(21, 100):
        tens, text = plain.get(n - n % 10, ""), plain.get(n, "")
        if (tens and " " not in text and len(text) > len(tens) and text.startswith(tens)
                and text[len(tens)].isalpha()):
            return True
    glue = clitics(lang)
    for row in lang.lowered.rows:
        if row.form.startswith("ordinal"):  # mk "{q:x3}илјадита": only the cardinals count
            continue
        pieces = row.template.pieces
        for a, b in zip(pieces, pieces[1:]):
            if isinstance(a, str) != isinstance(b, str):
                text = a if isinstance(a, str) else b
                touching = text[-1] if isinstance(a, str) else text[0]
                # a one-letter conjunction is no compound (ar و{r})
                word = (text.split() or [""])[-1 if isinstance(a, str) else 0]
                if touching.isalpha() and word not in glue:
                    return True
    return False


def compound_pieces(lang: Language) -> list[str]:
    """The pieces a compound is written apart at: the words of the numbers below 100 in
    every form, and the scale words ("drei", "zwanzig", "hundert", "cientos")."""
    pieces = {w for n, text in lang.lowered.exact[""].items() if n < 100
              for w in text.replace("-", " ").split()}
    pieces |= {w for form, table in lang.lowered.exact.items() if form not in tn_only(lang)
               for n, text in table.items() if n < 10 for w in text.replace("-", " ").split()}
    pieces |= {w for words in scale_words(lang).values() for w in words}
    return sorted(p for p in pieces if len(p) > 1)


def _after_multiplier(template: Template) -> set[str]:
    """The scale word right after a template's {q} ("{q} millones[ {r}]": "millones"), not a
    conjunction before the remainder (ar "{q:x3}[ و{r}]"), nor the word that starts the
    optional remainder, which joins it (sw "mia {q}[ na {r}]", rw "{q:tens}[ na {r}]")."""
    pieces = template.pieces
    joining = len(template.head) if template.optional else -1  # (the index of that word)
    words = set()
    for i, (a, b) in enumerate(zip(pieces, pieces[1:])):
        if (isinstance(a, Slot) and a.part == "q" and isinstance(b, str) and b.strip()
                and i + 1 != joining and not _conjunction(pieces, i + 1)):
            words.add(b.split()[0] if b.startswith(" ") else b.strip())
    return words


def scale_words(lang: Language) -> dict[int, set[str]]:
    """Per power, the words that follow a multiplier in the cardinal rows (its forms; not
    those of tn_only_forms: eu "milan" is 'in the thousand', a suffix ITN keeps)."""
    out: dict[int, set[str]] = defaultdict(set)
    skipped = tn_only(lang)
    for row in lang.lowered.rows:
        words = set() if row.form.startswith("ordinal") or row.form in skipped else \
            _after_multiplier(row.template)
        if words:
            out[row.power] |= words
    for row in lang.lowered.rows:  # a silent multiplier's word ("mil", "mille")
        first = row.template.pieces[0]
        if not row.form and row.template.slot("q") is None and isinstance(first, str):
            words_before, pieces = first.split(), row.template.pieces
            if len(words_before) > 1 and len(pieces) > 1 and isinstance(pieces[1], Slot):
                # (a word between it and the remainder joins them, no scale word: mk "илјада и
                # {r}", whose "и" begins "илјади" and so read "пет и" as 5000)
                continue
            word = words_before[-1]
            if any(word in words or any(w.startswith(word) for w in words)
                   for words in out.values()):
                out[row.power].add(word)
    if not lang.written.spaced:
        # without spaces the text after {q} runs on into the linking word (zh 百零, 千零一):
        # the scale word is what they share (else dropping 零 would read 一百五 as 105)
        for power, words in out.items():
            common = os.path.commonprefix(sorted(words))
            out[power] = {common} if common else words
    return out


def singular_scale_words(lang: Language) -> set[str]:
    """The scale words that can follow "one": where the rows give the multiplier 1 (or a
    multiplier ending in 1) a word of its own, only those words ("millón", not "millones":
    a plural scale word alone is no number), else every scale word of that power."""
    words = scale_words(lang)
    singular: dict[int, set[str]] = defaultdict(set)
    for row in lang.lowered.rows:
        pieces = row.template.pieces
        if row.form.startswith("ordinal") or not (row.q == "1" or row.q[-2:] in ("*1", "x1")):
            continue
        singular[row.power] |= _after_multiplier(row.template)
        first = pieces[0]
        if row.template.slot("q") is None and isinstance(first, str) and first.strip():
            singular[row.power].add(first.split()[-1])
    return {w for power, all_words in words.items()
            for w in (singular[power] & all_words or all_words)}


def quantity_words(lang: Language) -> dict[str, tuple[int, int]]:
    """Config `itn_quantity_from P`: the scale words of power P and up (and their variant
    spellings) -> (power, digits of its multiplier); ITN writes a round number said with
    one at its end as a quantity."""
    least = lang.setting("itn_quantity_from")
    if not least.isdigit():
        return {}
    scales = scale_words(lang)
    dropped = {int(p) for p in lang.setting("itn_without_scales").split()}

    def width(power: int) -> int:
        # a multiplier past the next scale where ITN reads without it (fr "mille milliards":
        # 1000 milliards in running text)
        digits = lang.data.width(power)
        while power + digits in dropped:
            digits += lang.data.width(power + digits)
        return digits

    out = {w: (power, width(power)) for power, words in scales.items()
           if power >= int(least) for w in words}
    power_of = {w: power for power, words in scales.items() for w in words}
    for canonical, variant in lang.lowered.variants:
        if " " in variant:
            continue
        if canonical in out:
            out.setdefault(variant, out[canonical])
            continue
        # one word for several scale words said in a row: their powers add up (es "millardo"
        # for "mil millones", 10**9: "dos millardos" 2 millardos)
        words = canonical.split()
        if len(words) > 1 and all(w in power_of for w in words):
            power = sum(power_of[w] for w in words)
            if power >= int(least):
                out.setdefault(variant, (power, width(power)))
    return out


def tn_only(lang: Language) -> set[str]:
    """Config `tn_only_forms`: forms TN reads in some template that ITN does not take for the
    number (es `minute`: "y cuarto" is fifteen after an hour only; `day`: "primero de mayo")."""
    return set(lang.setting("tn_only_forms").split())


def agreement_words(lang: Language) -> list[set[str]]:
    """Words that read the same number in different agreement forms (not ordinals)."""
    data = lang.lowered
    classes = []
    for n, text in data.exact[""].items():
        same = {text} | {table[n] for form, table in data.exact.items()
                         if form and not form.startswith("ordinal")
                         and form not in tn_only(lang) and n in table}
        same = {w for w in same if " " not in w}
        if len(same) > 1:
            classes.append(same)
    return classes


def _swap(words: set[str]) -> list[tuple[str, str]]:
    return [(a, b) for a in sorted(words) for b in sorted(words) if a != b]


def _swaps(lang: Language) -> list[tuple[str, str]]:
    """The forms of a scale or number word ITN reads one for another (scale_words,
    agreement_words)."""
    return [pair for words in [*scale_words(lang).values(), *agreement_words(lang)]
            for pair in _swap(words)]


def _endings(swaps: list[tuple[str, str]]) -> list[str]:
    """What one form of a word adds to another of `swaps` ("и" of ru тысяч/тысячи, "er" of da
    million/millioner): a whole word's end, where no compound's seam is."""
    return sorted({b[len(a):] for a, b in swaps if len(b) > len(a) and b.startswith(a)})


def relax(lang: Language) -> pynini.Fst:
    """Canonical reading -> the variants ITN accepts. Built once per language: every class
    that reads spoken numbers composes with it (ru ITN: six classes, 6.5 CPU s each)."""
    return lang.shared(("relax",), lambda: _relax(lang))


def _relax(lang: Language) -> pynini.Fst:
    abc = _Alphabet(_texts(lang))
    sigma = abc.sigma

    def optional(tau: pynini.Fst, left="", right="") -> pynini.Fst:
        # each rewrite costs, so that the canonical reading of a number wins over a variant
        # of another number's ("mil millones" is 10**9, not "mil un millones" without "un")
        tau = tau + pynini.accep("", weight=VARIANT)
        return pynini.cdrewrite(tau, left, right, sigma, mode="opt")

    steps = []
    glued = compounds(lang)
    glue = clitics(lang)
    edge = abc.edge + pynini.closure(pynini.union(*glue), 0, 1) if glue else abc.edge
    # where a compound's pieces meet (built once, used twice below)
    piece = pynini.union(*[pynini.escape(p) for p in compound_pieces(lang)]) if glued else None
    pairs = _swaps(lang)
    if glued:  # a compound written apart at the seams of its pieces ("zwei hundert", "tjue en")
        # but not before the ending of a word's other form, which is no seam: ru "тысячи" is
        # no "тысяч и", else "две тысячи и" read 2000 with тысячи swapped in, the "и" lost
        rest = abc.start
        if endings := _endings(pairs):
            rest = pynini.difference(pynini.closure(abc.letter, 1), pynini.union(
                *[pynini.escape(e) for e in endings])) + pynini.union(" ", "-", ",", "[EOS]")
        steps.append(optional(insert(" "), piece, rest))
        steps.append(optional(insert(" "), abc.letter, piece))
        if lang.setting("itn_joined") == "yes":
            steps.append(optional(pynini.cross(" ", ""), abc.letter, piece))
    if glue:  # the conjunction written apart (ar "و عشرون" for "وعشرون")
        clitic = pynini.union(*[pynini.escape(c) for c in sorted(glue)])
        steps.append(optional(insert(" "), abc.edge + clitic, abc.start))
    if pairs:
        tau = pynini.string_map([(pynini.escape(a), pynini.escape(b)) for a, b in pairs])
        steps.append(optional(tau, "" if glued else edge, "" if glued else abc.end))
    ones = {lang.lowered.exact[""].get(1, "")} | {
        t.get(1, "") for f, t in lang.lowered.exact.items() if f and not f.startswith("ordinal")}
    ones.discard("")
    heads = [w for words in scale_words(lang).values() for w in words]
    singular = sorted(singular_scale_words(lang))
    if ones and singular:
        said = [o + " " for o in sorted(ones) if " " not in o]
        if glued:  # compounded onto the scale word, too (fi "yksituhat", de "einhundert")
            said += [o for o in sorted(ones) if " " not in o]
        one = pynini.union(*[pynini.escape(o) for o in said])
        # the scale word whole ("mil" is not the start of "millones"), or glued to a piece
        # ... or an ordinal frame's suffix (hi "सौवां": the frame {}वां)
        suffixes = [v.partition("{}")[2] for k, v in lang.lowered.config.items()
                    if k.startswith("wrap@")]
        after = pynini.union(" ", ",", "[EOS]", *[pynini.escape(x) for x in suffixes if x])
        if glued:
            after |= piece
        head = pynini.union(*[pynini.escape(w) for w in singular]) + after
        # "one" unsaid inside a number costs more than at its start: a slip in a scale word's
        # form is the likelier reading (sl "štiristo milijon" štiristo milijonov, not štiristo
        # en milijon; ru "сто тысяча" 100000)
        proclitic = pynini.closure(pynini.union(*glue), 0, 1) if glue else pynini.accep("")
        unsaid = pynini.cross(one, "")
        steps.append(optional(unsaid | insert(one), pynini.accep("[BOS]") + proclitic, head))
        # and "one" said inside a number where the canonical reading has none costs more than
        # two other rewrites: it "venti uno milioni" is ventun milioni said apart with the full
        # "uno" (21000000), not venti milioni with "uno" said before the scale word
        steps.append(optional(unsaid + pynini.accep("", weight=VARIANT / 2)
                              | insert(one) + pynini.accep("", weight=VARIANT * 1.5),
                              pynini.accep(" ") + proclitic, head))
    if heads:  # a comma after a scale word, as prose spells numbers ("miliardi, settecento"),
        # before two words or more or a word that is no digit's: a lone digit after it is a
        # number of its own (cs "sedm tisíc, sedm jablek" 7000, 7; "sedm tisíc, sedm set" 7700,
        # pl "sześć tysięcy, siedemnaście" 6017)
        word = pynini.closure(abc.letter, 1)
        digits = {t[n] for t in lang.lowered.exact.values() for n in range(1, 10) if n in t}
        lone = pynini.difference(word, pynini.union(*[pynini.escape(d) for d in sorted(digits)
                                                      if d and " " not in d]))
        steps.append(optional(insert(","), pynini.union(*[pynini.escape(h) for h in heads]),
                              " " + pynini.union(word + pynini.union(" ", "-") + abc.letter,
                                                 lone + "[EOS]")))
    for word in lang.setting("itn_optional").split():
        steps.append(optional(insert(" " + pynini.escape(word)), "", " "))
    abbreviated = _abbreviated(lang, abc)
    if abbreviated is not None:
        steps.append(abbreviated)
    variants = [(pynini.escape(a), pynini.escape(b)) for a, b in lang.lowered.variants]
    if variants:
        steps.append(optional(pynini.string_map(variants)))
    decomposed = _decompositions(_texts(lang))
    if decomposed:
        steps.append(optional(pynini.string_map(
            [(pynini.escape(a), pynini.escape(b)) for a, b in decomposed])))
    # last, so that the steps above find the words where the canonical reading has them
    # ("un-milliard-cinq-cent-quatre-vingt-treize-million", with a singular slip, too)
    steps.append(optional(pynini.cross(" ", "-") | pynini.cross("-", " ") | pynini.cross("-", "")))
    out = steps[0]
    for step in steps[1:]:
        out = pynini.compose(out, step)
    return out.optimize()


def abbreviated_pairs(lang: Language) -> list[tuple[str, str]]:
    """Config `itn_abbreviated X>Y ...` as (X, Y) pairs, in their order."""
    pairs = []
    for item in lang.setting("itn_abbreviated").split():
        upper, sep, lower = item.partition(">")
        if not (sep and upper and lower):
            raise LexiconError(f"{lang.code}/numbers/config.tsv: itn_abbreviated: {item!r} is "
                               "not X>Y")
        pairs.append((upper, lower))
    return pairs


def _abbreviated(lang: Language, abc: _Alphabet) -> pynini.Fst | None:
    """Config `itn_abbreviated X>Y ...`: a number whose reading ends in scale word X, a digit
    word of 1..9 and the next lower scale word Y may be said without Y (zh `百>十 千>百 万>千
    亿>千万`: 一百一 for 一百一十, 两百二 220, 一千五百五 1550, 一万二 12000)."""
    pairs = abbreviated_pairs(lang)
    if not pairs:
        return None
    # the digit in any of its forms said in its plain one (zh 一亿两千万 said 一亿二, never
    # 一亿两): one rewrite, and a cheaper one than another number's reading with a word left
    # out (一亿零二 said 一亿二)
    plain = lang.lowered.exact[""]
    digit = pynini.union(*[pynini.cross(pynini.escape(t[n]), pynini.escape(plain[n]))
                           for f, t in lang.lowered.exact.items() if not f.startswith("ordinal")
                           for n in range(1, 10) if n in t and n in plain])
    drop = pynini.union(*[pynini.escape(upper) + digit + pynini.cross(pynini.escape(lower), "")
                          for upper, lower in pairs])
    tau = drop + pynini.accep("", weight=VARIANT / 2)
    return pynini.cdrewrite(tau, "", "[EOS]", abc.sigma, mode="opt")
