"""TIME: "14:30" -> "catorce y treinta", "5:02 p.m." -> "cinco y dos de la tarde", pt "14h30" ->
"catorze horas e trinta" (TN).

A language says how in its config: `time` is the template of a time with minutes (slots `{h}`
and `{m}`, slots.py: `{h:feminine} y {m}`, pt `{h=h} e {m}`), `time@hour` the template on the
hour ("14:00", "14h"; `{h:feminine}`), `time@seconds` the template with seconds (`{s}`); the
slots come in the written order (hours, minutes, seconds); config `time_zeros unsaid`: zero
seconds are not said, nor zero minutes before seconds (vi "8:00:00" tám giờ, "03:00:03" ba giờ
ba giây: the seconds' template without `{m}` and its words). Config `time@to` (slots `{m}` and
`{h}`, in any order) with `time_to_from M`: a time of hours 0-11 with minutes M-59 is read as
the minutes before the next hour, `{m}` 60 less the minutes and `{h}` the hour after it (ru
`без {m=мин@genitive} {h}`, 45: "05:45" без пятнадцати минут шесть, "11:59" без одной минуты
двенадцать; a time of 12 and later keeps `time`). Config `time@:MM` (the slot `{h}` alone):
the template of a time of MM minutes, and `time@to:MM` that of one MM minutes before the next
hour (`{h}` the next hour; hours 0-11, as time@to), which win over time@to and `time` (ar
`time@:30 {h:ordinal-hour} والنصف` "10:30" العاشرة والنصف, `time@to:15 {h:ordinal-hour} إلا
ربعًا` "10:45" الحادية عشرة إلا ربعًا). Hours are 0-24 (one or two digits),
minutes and seconds two digits, after ":" or a separator of config `time_separators` (pt, fr
`h`: "14h30", and "14h" on the hour) or `time_separators_with_minutes` (vi `g`: "14g30", not
"5g", five grams). time_suffixes.tsv reads what may follow a time, a
template around the time's reading `{t}` (`p.m.<TAB>{t} de la tarde`; de `Uhr<TAB>{t}`, where
the template says "Uhr" already); before a suffix "." separates too ("1.05 p.m."; config
`time_suffix_separators`: these instead, bg `. ,` "14,30 ч."). A second
suffix whose reading has nothing before the time may follow the first (es "5:02 p.m. pst");
config `time_suffixes_with_minutes`: suffixes that follow only a time with minutes (es `h`:
"1.05 h" una y cinco, but "3 h" is a MEASURE).

ITN reads a time said as those templates say it (each number slot in any spelling ITN reads a
number in; a slot in a form reads the plain number too, which wins where both read a word),
or as the language's time_phrases.tsv says it, and writes it as config `itn_time` (with
minutes; default `{h}:{m:2}`), `itn_time@seconds` (default `{h}:{m:2}:{s:2}`) and
`itn_time@hour` (on the hour) say: `{x}` writes the number, `{x:2}` with two digits (de
`{h:2}:{m:2} Uhr` "08:07 Uhr"; `itn_time@midnight`: a time with minutes in the hour after
midnight, zh `{h:2}:{m:2}` 00:10 where 8:05 is unpadded). Without `itn_time@hour` an hour
alone is not read (es "las dos" stays) but an hour in a frame is, with minutes ("las dos de
la tarde" -> "las 2:00 p.m.").
Config `time_after@<form>` (TN): after those words the hours (those without a unit) are read
in `<form>` (ca `time_after@feminine les la`: the hour form says the article, "13:22" les
tretze i vint-i-dos, but "a les 13:22" a les tretze i vint-i-dos).
Config `time_cases` (TN; case names of config `case_after@<case>`, agreement.py): after those
words the numbers of the templates' slots with a unit are read in that case (ru `genitive dative`:
"к 15:00" к пятнадцати часам, "до 9:30" до девяти часов и тридцати минут; time@to is not said).
Config `itn_time_templates no`: ITN reads the times of time_phrases.tsv only, not TN's
templates (he: TN's `{h:hour}` alone would take every hour after a frame's ל, "לתשע ורבע").
Config `itn_time_clock 12`: the hour before one is twelve (mr "पावणे एक" 12:45), not zero.
Config `itn_time_after yes`: ITN reads the times of `time_after@<form>` after those words, on
the hour too, the words kept (pl "od ósmej do szesnastej" od 8:00 do 16:00).
Config `itn_time_form_only`: forms whose slots ITN reads in that form only, not as the plain
number too (ca, it `hour`, the hour with its article: "les sis i set" 6:07, but "sis i set" is
two numbers).
Config `itn_time_kept`: words that an hour's form says before its number (ca `les la`, the
article of form hour) which ITN keeps before the time ("a les tretze i vint-i-dos" a les 13:22);
a word ending in an apostrophe is elided and glued to the hour (it `l'`: "l'una e dieci" l'1:10).
Config `itn_time_offset` (`word=sign` each, es `más=+ menos=-`): an offset of 1-14 hours said
after a zone of config `itn_time_offset_after` (es `UTC GMT`), written on it ("la una de la tarde
u t c más cuatro" la 1:00 p.m. UTC+4).
Config `itn_time_article` (es `la las`): the article said before a time, or inside a phrase
before its hour ("cuarto para las dos"), is written before the time and agrees with the hour
written, the first word with hour 1 and the second with the others ("las dos menos veinte" la
1:40, "diez para la una" las 12:50; pt writes the article as said, no config).

time_phrases.tsv (optional, ITN): `time<TAB>spoken template`, the other ways a time is said,
the template's slots as in slots.py (`{h}`, `{m=min}`, `{h:hour}`). The time is the hour (`h`
the hour said, `h-1` the hour before it, or a number: hi `2:30 ढाई बजे`), then the minutes:
`:m` those said, `:m>N` those said above N (es `h:m>9 {h} {m}` "dos treinta" 2:30, where
"dos seis" is two digits), `:N-m` / `:N+m` those said reckoned from N (es `h-1:60-m {m} para
las {h}` "diez para las doce" 11:50; sv `h-1:45-m {m} i kvart i {h}`), `:N` N minutes (`h:30
{h} y media`); `h` alone is on the hour. A template with `{s}` has seconds too. Rows `hour=N<TAB>
words` name an hour (fr `hour=12 midi`), said instead of its slot (and the slot's unit)
anywhere. A key ending in `@loose` is read only where the time stands apart: no number said
or written right before it, and nothing but the end of the text or punctuation after it (it
`h:m>9@loose {h:feminine} e {m}`: "tre e sedici" 3:16, but "figli di tredici e quindici anni",
"dodici tredici e quindici" are numbers). A key ending in `@framed` is read only with a frame
after the time (he `h:30@framed
{h} וחצי`: "שתיים וחצי" alone is two and a half, "לשמונה" to eight). A language without TN
templates reads the times of its phrases (he).

time_frames.tsv (optional, ITN): `written<TAB>spoken`, each around the time `{t}`: what is said
around a time and how it is written (es `{t} a.m.<TAB>{t} a eme`, sv `kl. {t}<TAB>klockan {t}`,
he `ב-{t}<TAB>ב{t}`); a written `{t+12}` puts the hours 1-11 after noon (fr `{t+12}<TAB>{t} du
soir` "huit heures du soir" -> "20 h"). The rows of time_suffixes.tsv whose reading has words
after the time are frames too (es "{t} de la tarde" -> "{t} p.m.", the first suffix of that
reading); a suffix read before the time is left as said (ko "오전 두시" -> "오전 2:00"). A time
takes one frame before it and up to three after it. A frame said only before the time and
written after it is read around a time with minutes only (zh `{t}a.m.<TAB>上午{t}`, 上午八点半
8:30a.m.; 上午八点 stays 上午8点).
"""

from __future__ import annotations

import pynini
import regex
from pynini.lib import byte

from ...errors import LexiconError
from ...fst import delete, insert
from ..base import Rule, abbreviations, alternation
from .agreement import after_words
from .counted import GAP_PATTERN, gap, load_table
from .data import optional_rows
from .language import Language, class_module
from .ordinal import context_forms
from .slots import Slot, SlotReader, parse, slots
from .written import to_ascii

_HOUR = r"(?:[01]?[0-9]|2[0-4])"
_MINUTE = r"[0-5][0-9]"
_HOURS = [(f"{n:02d}", str(n)) for n in range(25)] + [(str(n), str(n)) for n in range(10)]
_MINUTES = [(f"{n:02d}", str(n)) for n in range(1, 60)]
_SECONDS = [(f"{n:02d}", str(n)) for n in range(60)]
_TEMPLATES = {"": "time", "hour": "time@hour", "seconds": "time@seconds"}
# each template's slots, in this order
_SLOTS = {"": "hm", "hour": "h", "seconds": "hms", "midnight": "hm"}


def _template_keys(suffix: str = "") -> dict[str, str]:
    """Each template's config key (a suffix's own: `time>SUFFIX`, ...)."""
    return {kind: f"{key}>{suffix}" if suffix else key for kind, key in _TEMPLATES.items()}


class _Times:
    def __init__(self, lang: Language, hour_form: str | None = None, case: str = "",
                 suffix: str = ""):
        """`hour_form`: the form the hours without a unit are read in instead of the
        templates' (config time_after@<form>); `case`: the case the slots with a unit are read
        in (config time_cases), the minutes before the hour (time@to) not said; `suffix`: the
        templates of a suffix of time_suffixes.tsv (config time>SUFFIX, time@hour>SUFFIX, ...)."""
        self.lang = lang
        where = f"{lang.code}/numbers/config.tsv"
        keys = _template_keys(suffix)
        self.templates = {kind: parse(lang.setting(key), "hms", f"{where}: {key}")
                          for kind, key in keys.items() if lang.setting(key)}
        if case:
            self.templates = {kind: tuple(
                Slot(p.name, p.form, f"{p.key}@{case}") if isinstance(p, Slot) and p.key
                and "@" not in p.key else p for p in pieces)
                for kind, pieces in self.templates.items()}
        if hour_form is not None:
            self.templates = {kind: tuple(
                Slot(p.name, hour_form, p.key) if isinstance(p, Slot) and p.name == "h"
                and not p.key else p for p in pieces)
                for kind, pieces in self.templates.items()}
        for kind, pieces in self.templates.items():
            if "".join(s.name for s in slots(pieces)) != _SLOTS[kind]:
                raise LexiconError(f"{where}: {keys[kind]} needs the slots "
                                   f"{', '.join(_SLOTS[kind])} in this order")
        units = load_table(lang, "units.tsv")
        self.readers = {name: SlotReader(lang, units, pynini.project(
            pynini.string_map(values), "output").optimize(), where)
            for name, values in (("h", _HOURS), ("m", _SECONDS), ("s", _SECONDS))}
        for pieces in self.templates.values():
            for slot in slots(pieces):
                self.readers[slot.name].check(slot)
        # config time@to, time_to_from: minutes before the next hour (12-hour clock)
        self.to = parse("" if case or suffix else lang.setting("time@to"), "hm",
                        f"{where}: time@to")
        self.to_from = int(lang.setting("time_to_from") or 60) if self.to else 60
        for slot in slots(self.to):
            self.readers[slot.name].check(slot)
        if self.to and sorted(s.name for s in slots(self.to)) != ["h", "m"]:
            raise LexiconError(f"{where}: time@to needs the slots h and m")
        # config time@:MM, time@to:MM: the templates of a time of MM minutes, and of one MM
        # minutes before the next hour (hours 0-11, as time@to), the hour their one slot
        self.at: dict[int, tuple] = {}  # minutes -> the template
        self.before: dict[int, tuple] = {}  # minutes before the next hour -> the template
        for key, value in ({} if case or suffix else lang.data.config).items():
            head, colon, minutes = key.partition(":")
            if head not in ("time@", "time@to") or not colon:
                continue
            if not minutes.isdigit() or not 0 < int(minutes) < 60:
                raise LexiconError(f"{where}: {key}: minutes 1-59 after the colon")
            pieces = parse(value, "h", f"{where}: {key}")
            if [s.name for s in slots(pieces)] != ["h"]:
                raise LexiconError(f"{where}: {key} needs the slot h (alone)")
            for slot in slots(pieces):
                self.readers["h"].check(slot)
            (self.at if head == "time@" else self.before)[int(minutes)] = pieces
        # config time_zeros unsaid: zero seconds, and zero minutes before seconds, are not said
        self.unsaid = (lang.setting("time_zeros") == "unsaid" and "seconds" in self.templates
                       and not suffix)
        if self.unsaid:  # (the seconds' template without the minutes and the words after them)
            self.templates["no-minutes"] = _without(self.templates["seconds"], "m")

    def digits(self, values: list[tuple[str, str]]) -> pynini.Fst:
        """Written digits (ASCII or native) -> the values' ASCII numbers."""
        return pynini.compose(pynini.closure(self.lang.written.digit, 1, 2),
                              pynini.string_map(values)).optimize()

    def to_hour(self, hour: str, minute: str | None) -> bool:
        """Whether config time@to reads the time (hours 0-11, minutes from time_to_from)."""
        return minute is not None and int(hour) < 12 and int(minute) >= self.to_from

    def listed(self) -> set[int]:
        """The minutes of the times that time@to, time@:MM or time@to:MM may read."""
        return (set(range(self.to_from, 60)) | set(self.at)
                | {60 - m for m in self.before})

    def say(self, hour: str, minute: str | None, second: str | None) -> str | None:
        if second is None and minute is not None:
            if int(minute) in self.at:
                return self._say(self.at[int(minute)], {"h": str(int(hour))})
            if 60 - int(minute) in self.before and int(hour) < 12:
                return self._say(self.before[60 - int(minute)], {"h": str(int(hour) + 1)})
        if second is None and self.to_hour(hour, minute):
            return self._say(self.to, {"h": str(int(hour) + 1), "m": str(60 - int(minute))})
        values = {"h": str(int(hour)), "m": minute and str(int(minute)),
                  "s": second and str(int(second))}
        if self.unsaid and second == "00":
            second = values["s"] = None
        if self.unsaid and second is not None and minute == "00":
            kind = "no-minutes"
        elif second is not None:
            kind = "seconds"
        elif minute is None or (minute == "00" and "hour" in self.templates):
            kind = "hour"
        else:
            kind = ""
        pieces = self.templates.get(kind)
        if pieces is None or (kind == "" and minute == "00"):
            return None
        return self._say(pieces, values)

    def _say(self, pieces: tuple, values: dict[str, str | None]) -> str | None:
        out = []
        for piece in pieces:
            if isinstance(piece, Slot):
                words = self.readers[piece.name].say(piece, values[piece.name])
                if words is None:
                    return None
                out.append(words)
            else:
                out.append(piece)
        return "".join(out)

    def fst(self, kind: str, separator: pynini.Fst) -> pynini.Fst:
        """Written hours[, minutes[, seconds]] -> the template of `kind` (on the hour: the
        hours alone, or with ":00"), the parts after `separator`."""
        pieces = self.templates.get(kind)
        if pieces is None:
            return pynini.union()
        if kind == "" and self.listed():  # (those time@to and time@:MM read apart)
            to = self._to_fst(separator)
            out = self._fst(kind, pieces, separator)
            return pynini.compose(pynini.difference(
                pynini.project(out, "input"), pynini.project(to, "input")).optimize(),
                out).optimize() | to
        return self._fst(kind, pieces, separator)

    def _to_fst(self, separator: pynini.Fst) -> pynini.Fst:
        """= say for the times of the listed minutes (config time@to, time@:MM, time@to:MM),
        listed."""
        minutes = sorted(self.listed())
        said = {f"{h}|{m:02d}": self.say(str(h), f"{m:02d}", None)
                for h in range(25) for m in minutes if h < 12 or m in self.at}
        written = (self.digits(_HOURS) + pynini.cross(separator, "|")
                   + self.digits([(f"{m:02d}", f"{m:02d}") for m in minutes])).optimize()
        return pynini.compose(written, pynini.string_map(
            [(k, pynini.escape(v)) for k, v in said.items() if v is not None])).optimize()

    def _fst(self, kind: str, pieces: tuple, separator: pynini.Fst) -> pynini.Fst:
        # (minutes are 01-59 but with seconds: on the hour is a template of its own; where
        # zeros are unsaid, 01-59 both and the zeros read by the templates without them)
        full = kind == "seconds" and not self.unsaid
        written = {"h": _HOURS, "m": _SECONDS if full else _MINUTES,
                   "s": _MINUTES if self.unsaid else _SECONDS}
        zeros = delete(separator) + pynini.compose(pynini.closure(
            self.lang.written.digit, 2, 2), pynini.cross("00", ""))  # (ASCII or native)
        out = pynini.accep("")
        for piece in pieces:
            if isinstance(piece, Slot):
                digits = self.digits(written[piece.name])
                before = pynini.accep("") if piece.name == "h" else delete(separator)
                if kind == "no-minutes" and piece.name == "s":  # h:00:ss
                    before = zeros + before
                out += before + pynini.compose(digits, self.readers[piece.name].fst(piece))
            else:
                out += insert(pynini.escape(piece))
        if kind == "hour":  # (h:00:00 too where zeros are unsaid)
            out += pynini.closure(zeros, 0, 2 if self.unsaid else 1)
        elif kind == "" and self.unsaid:  # h:mm:00
            out += pynini.closure(zeros, 0, 1)
        return out.optimize()


def _without(pieces: tuple, name: str) -> tuple:
    """A template without slot `name` and the text after it up to the next slot ("{h} giờ
    {m} phút {s} giây" without m: "{h} giờ {s} giây")."""
    at = next(i for i, p in enumerate(pieces) if isinstance(p, Slot) and p.name == name)
    end = at + 2 if at + 1 < len(pieces) and not isinstance(pieces[at + 1], Slot) else at + 1
    return pieces[:at] + pieces[end:]


def tn(lang: Language):
    if not lang.setting("time"):
        return class_module([], {})
    # config time_after@<form>: after those words the hours are read in <form> (ca "a les
    # 13:22": the template's hour says the article, "les tretze", the text's words do here);
    # in a script without spaces the word may be written right before the time (km "ម៉ោង១៤:៣០")
    glued = not lang.written.spaced
    parts = [_tn_module(lang, _Times(lang, form), after_words(words, glued=glued), f"TIME@{form}")
             for form, words in sorted(context_forms(lang, "time_after@").items())]
    # config time_cases: after the words of case_after@<case> (agreement.py) the numbers of
    # the slots with a unit are read in that case (ru "к 15:00" к пятнадцати часам)
    cases = context_forms(lang, "case_after@")
    for case in lang.setting("time_cases").split():
        if case not in cases:
            raise LexiconError(f"{lang.code}/numbers/config.tsv: time_cases: no case_after@{case}")
        parts.append(_tn_module(lang, _Times(lang, case=case),
                                after_words(cases[case], glued=glued), f"TIME@{case}"))
    parts.append(_tn_module(lang, _Times(lang), "", "TIME"))
    ranged = _range_module(lang)
    if ranged is not None:
        parts.insert(0, ranged)
    return class_module([rule for rule, _, _ in parts],
                        {rule.fst: build for rule, build, _ in parts},
                        {rule.fst: fast for rule, _, fast in parts})


def _range_module(lang: Language):
    """(Rule, build, fast) of config `time_range FIRST SECOND`: two times with minutes joined
    by a range's sign (- or –, spaced on both sides or on neither) read as the first with the
    suffix FIRST of time_suffixes.tsv and the second with SECOND, by their templates (time>X,
    time@hour>X), the sign unsaid (eu `tik ra`: "9:00-10:00" bederatzietatik hamarretara, as
    "9:00etatik 10:00etara" is read); None without it."""
    setting = lang.setting("time_range").split()
    if not setting:
        return None
    where = f"{lang.code}/numbers/config.tsv: time_range"
    if len(setting) != 2:
        raise LexiconError(f"{where}: two suffixes (the first end's, the second's)")
    first, second = (_Times(lang, suffix=x) for x in setting)
    if not first.templates or not second.templates:
        raise LexiconError(f"{where}: a suffix without templates (time>SUFFIX)")
    w = lang.written
    hour, minute = w.with_native_digits(_HOUR), w.with_native_digits(_MINUTE)
    time = rf"{hour}:{minute}"
    signs = ["-", "\u2013"]
    sign = rf"(?:{alternation(signs)}| {alternation(signs)} )"
    # (not a chain's: "9:00-10:00-11:00")
    pattern = rf"(?<!\d{sign}){w.before}{time}{sign}{time}{w.after}(?!{sign}\d)"
    parse_span = regex.compile(rf"(?P<h>{hour}):(?P<m>{minute}) ?(?:{alternation(signs)}) ?"
                               rf"(?P<h2>{hour}):(?P<m2>{minute})")

    def fast(span: str) -> str | None:
        match = parse_span.fullmatch(span)
        if match is None:
            return None
        h, m, h2, m2 = (to_ascii(match[k], w.native_digits) for k in ("h", "m", "h2", "m2"))
        said, said2 = first.say(h, m, None), second.say(h2, m2, None)
        return None if said is None or said2 is None else f"{said} {said2}"

    def build(g) -> pynini.Fst:
        colon = pynini.accep(":")
        ends = [pynini.union(*[t.fst(kind, colon) for kind in t.templates]).optimize()
                for t in (first, second)]
        between = pynini.union(*[pynini.escape(x) for x in signs])
        between = pynini.cross(between | " " + between + " ", " ")
        return (ends[0] + between + ends[1]).optimize()

    return Rule("TIME", pattern, "TIME@range"), build, fast


def _tn_module(lang: Language, times: _Times, context: str, name: str):
    """(Rule, build, fast) of the times read by `times`, right after `context`."""
    w = lang.written
    # (config time_separators_with_minutes: letters that separate minutes only, never an hour
    # alone: vi g, "14g30", where "5g" is five grams)
    minutes_only = lang.setting("time_separators_with_minutes").split()
    separators = [":", *lang.setting("time_separators").split(), *minutes_only]
    letters = [s for s in separators if s.isalpha() and s not in minutes_only]
    suffixes = {}  # written suffix -> (before, after) the time's reading
    for written, template in optional_rows(f"{lang.code}/numbers/time_suffixes.tsv"):
        if template.count("{t}") != 1:
            raise LexiconError(f"{lang.code}/numbers/time_suffixes.tsv: {written}: the "
                               "reading needs one {t} (the time)")
        before, _, after = template.partition("{t}")
        suffixes[written] = (before, after)
    with_minutes = set(lang.setting("time_suffixes_with_minutes").split())
    if with_minutes - set(suffixes):
        raise LexiconError(f"{lang.code}/numbers/config.tsv: time_suffixes_with_minutes: "
                           f"{sorted(with_minutes - set(suffixes))} not in time_suffixes.tsv")
    # config time>SUFFIX, time@hour>SUFFIX, ...: the templates a suffix's time is read in,
    # the ending said by the forms (eu "10:10ean" hamarrak eta hamarrean, the minutes' -ean
    # form; "9:00etan" bederatzietan); a time they do not read keeps the suffix's row
    templates_of = {x: tuple(lang.setting(key) for key in _template_keys(x).values())
                    for x in suffixes}
    own = {x: t for x in suffixes
           if any(templates_of[x]) and (t := _Times(lang, suffix=x)).templates}
    # a second suffix: one with nothing said before the time ("p.m. pst")
    seconds = {x: after for x, (before, after) in suffixes.items()
               if not before and x not in with_minutes}
    anywhere = {x: v for x, v in suffixes.items() if x not in with_minutes}
    # a suffix written with a period leaves it to the sentence at its end (base.abbreviations:
    # lt "truko 5 val." truko penkios valandos.), the span ending at its stem
    sentence_period = lang.sentence_period()
    stems = {x[:-1]: x for x in suffixes if sentence_period and x.endswith(".") and len(x) > 1
             and x[:-1] not in suffixes and not suffixes[x][1].endswith(".")}

    # (a suffix's period before a second suffix, "3 e.m. CET", is the suffix's)
    zone = rf"{GAP_PATTERN}{alternation(seconds)}(?![{w.word_chars}])" if seconds else ""

    def suffix_pattern(xs) -> str:  # (a period said as part of a suffix stays its own)
        if not stems:
            return alternation(xs)
        own = [x for x in xs if x.endswith(".") and x[:-1] not in stems]
        rest = abbreviations((x for x in xs if x not in own), sentence_period, zone)
        return f"(?:{alternation(own)}|{rest})" if own else rest

    sep = alternation(separators)
    # (before a suffix: config time_suffix_separators, "." by default)
    suffix_separators = lang.setting("time_suffix_separators", ".").split()
    either = alternation([*separators, *suffix_separators])
    after_word = rf"(?![{w.word_chars}])"
    hour, minute = w.with_native_digits(_HOUR), w.with_native_digits(_MINUTE)  # (hi १४:३०)
    # where words are not spaced, a time may touch Latin letters (ja "3:40X" 三時四十分X; a
    # suffix of time_suffixes.tsv is tried first: "3:40AM" 午前三時四十分)
    # (a postposition: gu 14:30માં, te 10:30కి; endings.py)
    time_after = w.after if w.spaced else r"(?![\d_]|[.,]\d)"
    parts = [rf"{hour}{sep}{minute}(?:{sep}{minute})?{time_after}"]
    second = (rf"(?:{GAP_PATTERN}{alternation(seconds)}{after_word})?" if seconds else "")
    if anywhere:  # (on the hour with a letter too: vi "15h CST")
        on_letter = f"|{alternation(letters)}" if letters else ""
        parts.insert(0, rf"{hour}(?:{either}{minute}(?:{either}{minute})?{on_letter})?"
                        rf"{GAP_PATTERN}{suffix_pattern(anywhere)}{after_word}{second}")
    if with_minutes:
        parts.insert(0, rf"{hour}{either}{minute}(?:{either}{minute})?"
                        rf"{GAP_PATTERN}{suffix_pattern(with_minutes)}{after_word}{second}")
    if letters:
        parts.append(rf"{hour}{alternation(letters)}{w.after}")
    pattern = rf"{w.before}(?:{'|'.join(parts)})"
    parse_span = regex.compile(
        rf"(?P<h>{hour})(?:(?:{either})(?P<m>{minute})(?:(?:{either})(?P<s>{minute}))?)?"
        rf"(?:{alternation(letters)})?"
        + (rf"(?:{GAP_PATTERN}(?P<x>{alternation(suffixes | stems)}))?" if suffixes else "")
        + (rf"(?:{GAP_PATTERN}(?P<y>{alternation(seconds)}))?" if seconds else ""))

    def fast(span: str) -> str | None:
        match = parse_span.fullmatch(span)
        if match is None:
            return None
        h, m, s = (match[k] and to_ascii(match[k], w.native_digits) for k in "hms")
        words = times.say(h, m, s)
        suffix = match.groupdict().get("x")
        if suffix is None:
            return words
        suffix = stems.get(suffix, suffix)
        if suffix in with_minutes and m is None:
            return None
        before, after = suffixes[suffix]
        second = seconds.get(match.groupdict().get("y") or "", "")
        suffixed = own[suffix].say(h, m, s) if suffix in own else None
        if suffixed is not None:
            return before + suffixed + second
        return None if words is None else before + words + after + second

    def build(g) -> pynini.Fst:
        plain = pynini.union(*[pynini.escape(s) for s in separators])
        dotted = pynini.union(plain, *[pynini.escape(s) for s in suffix_separators])

        def core(separator: pynini.Fst) -> pynini.Fst:
            return pynini.union(*[times.fst(kind, separator) for kind in times.templates])

        on_the_hour = pynini.compose(times.digits(_HOURS), pynini.union(*[
            pynini.accep(h) for _, h in _HOURS]))  # (the hour alone)
        # (each core built once: the suffixes share it, grouped by the words said before the
        # time and whether they need its minutes)
        plain_core, dotted_core = core(plain), core(dotted)
        branches = [pynini.compose(
            pynini.difference(pynini.project(plain_core, "input"),
                              pynini.project(on_the_hour, "input")).optimize(), plain_core)]
        lettered = []
        if letters:
            letter = pynini.union(*letters)
            lettered = [pynini.compose(pynini.project(on_the_hour, "input") + letter,
                                       times.fst("hour", letter) + delete(letter))]
            branches += lettered
        second = pynini.accep("")
        if seconds:
            second = pynini.closure(gap() + pynini.union(*[
                pynini.cross(pynini.escape(x), pynini.escape(after))
                for x, after in seconds.items()]), 0, 1)
        with_minute = pynini.compose(pynini.difference(
            pynini.project(dotted_core, "input"),
            pynini.project(on_the_hour, "input")).optimize(), dotted_core)
        any_time = pynini.union(dotted_core, *lettered)
        groups: dict[tuple[str, bool], list[pynini.Fst]] = {}
        def suffix_fst(written: str, after: str) -> pynini.Fst:
            return pynini.cross(pynini.escape(written.removesuffix("."))
                                + pynini.closure(".", 0, 1) if written in stems.values()
                                else pynini.escape(written), pynini.escape(after))

        for written, (before, after) in suffixes.items():
            if written not in own:
                groups.setdefault((before, written in with_minutes), []).append(
                    suffix_fst(written, after))
        for (before, minutes), said in groups.items():
            branches.append(insert(pynini.escape(before)) + (with_minute if minutes else any_time)
                            + gap() + pynini.union(*said) + second)
        # (= fast: its templates, else the row's; the suffixes with the same templates, words
        # before the time and need of minutes share one copy: eu's 26, "9:00ko", "9:00-etako")
        alike: dict[tuple, list[str]] = {}
        for written in own:
            key = (suffixes[written][0], written in with_minutes, templates_of[written])
            alike.setdefault(key, []).append(written)
        for (before, minutes, _), group in alike.items():
            suffixed = own[group[0]]
            mine = pynini.union(*[suffixed.fst(kind, dotted) for kind in suffixed.templates])
            if minutes:
                mine = pynini.compose(pynini.difference(
                    pynini.project(mine, "input"),
                    pynini.project(on_the_hour, "input")).optimize(), mine)
            base = with_minute if minutes else any_time
            rest = pynini.compose(pynini.difference(
                pynini.project(base, "input"), pynini.project(mine, "input")).optimize(), base)
            branches.append(insert(pynini.escape(before)) + pynini.union(
                mine + gap() + pynini.union(*[suffix_fst(x, "") for x in group]),
                rest + gap() + pynini.union(*[suffix_fst(x, suffixes[x][1]) for x in group]))
                + second)
        return pynini.union(*branches).optimize()

    return Rule("TIME", context + pattern, name), build, fast



# -- ITN -----------------------------------------------------------------------------------------
_ITN_TEMPLATES = {"": ("itn_time", "{h}:{m:2}"), "hour": ("itn_time@hour", ""),
                  "seconds": ("itn_time@seconds", "{h}:{m:2}:{s:2}"),
                  # (a time in the hour after midnight, where it is written otherwise: zh 00:10)
                  "midnight": ("itn_time@midnight", "")}
_FRAME = regex.compile(r"(?P<before>[^{}]*)\{t(?P<shift>\+12)?\}(?P<after>[^{}]*)")
_PHRASE_KEY = regex.compile(r"(?:h(?P<before>-1)?|(?P<hour>1?[0-9]|2[0-4]))(?::(?:"
                            r"(?:(?P<base>[1-6]?[0-9])(?P<op>[-+]))?(?P<m>m)"
                            r"(?:>(?P<least>[0-5]?[0-9]))?|(?P<n>[0-5]?[0-9])))?")
_FORM = 0.01  # the cost of reading a slot's number in its form rather than the plain one
# What the transducer writes for a time (the row said and its slots' numbers), for `style`
_START, _END, _LATER = "\x02", "\x03", "\x04"  # (_LATER: a frame's +12)
_ARTICLE = "\x05"  # (a slot-like field: an article said with the time, itn_time_article)
_SAID = regex.compile("\x02(?P<row>[^|]*)\\|(?P<slots>[^\x03]*)\x03")
_HOURS_SAID, _MINUTES_SAID = range(25), range(60)
_FRAMED = "@framed"  # (a time_phrases.tsv key: read only with a frame after it)
_LOOSE = "@loose"  # (... read only standing apart from other numbers and words: `loose`)


def _values(values) -> pynini.Fst:
    return pynini.union(*[pynini.accep(str(v)) for v in values]).optimize()


class _Frame:
    """What is said around a time and how it is written; `shift`: the hours 1-11 are
    afternoon hours (+12)."""

    def __init__(self, said: tuple[str, str], written: tuple[str, str], shift: bool):
        self.said, self.written, self.shift = said, written, shift

    def around(self, time: pynini.Fst) -> pynini.Fst:
        before, after = (pynini.cross(pynini.escape(s), pynini.escape(w))
                         for s, w in zip(self.said, self.written, strict=True))
        return before + time + after


class _SaidTimes:
    """ITN: a time as a language says it -> the canonical `H[:M[:S]]` (ASCII, no leading
    zeros) -> as it writes it."""

    def __init__(self, lang: Language):
        self.lang = lang
        config = f"{lang.code}/numbers/config.tsv"
        self.said = {kind: pieces for kind, pieces in _Times(lang).templates.items()
                     if kind in _TEMPLATES}  # (TN's templates, checked)
        if lang.setting("itn_time_templates") == "no":  # (he: its phrases say them all)
            self.said = {}
        self.units = load_table(lang, "units.tsv")
        self.written = {}
        for kind, (key, default) in _ITN_TEMPLATES.items():
            template = lang.setting(key, default)
            if not template:
                continue
            pieces = parse(template, "hms", f"{config}: {key}")
            if ("".join(s.name for s in slots(pieces)) != _SLOTS[kind]
                    or any(s.key or s.form not in ("", "2") for s in slots(pieces))):
                raise LexiconError(f"{config}: {key} needs the slots "
                                   f"{', '.join(_SLOTS[kind])} in this order, each {{x}} or "
                                   "{x:2} (two digits)")
            self.written[kind] = pieces
        clock = lang.setting("itn_time_clock", "24")
        if clock not in ("12", "24"):
            raise LexiconError(f"{config}: itn_time_clock is 12 or 24, not {clock!r}")
        # the hour before each hour (1 -> 0, or 12 on a 12-hour clock)
        self._before = {h: (h - 1) % 24 if h != 1 or clock == "24" else 12 for h in range(25)}
        self.phrases, self.names = self._phrases()
        self.frames = self._frames()
        self.articles = lang.setting("itn_time_article").lower().split()
        # config itn_time_offset (`word=sign` each) and itn_time_offset_after (zones as written):
        # an offset said after those zones ("la una u t c más cuatro" la 1:00 UTC+4)
        self.offset_signs = lang.setting_pairs("itn_time_offset", "word=sign")
        self.zones = set(lang.setting("itn_time_offset_after").split())
        if len(self.articles) not in (0, 2):
            raise LexiconError(f"{config}: itn_time_article is two words (with hour 1, with "
                               "the other hours)")
        # config itn_time_after yes: the times TN reads after the words of time_after@<form>
        # (pl "od ósmej do szesnastej"), read after those words, which stay
        self.after = []
        if lang.setting("itn_time_after") == "yes":
            for form, words in sorted(context_forms(lang, "time_after@").items()):
                said = {kind: pieces for kind, pieces in _Times(lang, form).templates.items()
                        if kind in _TEMPLATES}
                self.after.append((words, said))
        self._numbers: dict[str, pynini.Fst] = {}
        self._form_only = frozenset(lang.setting("itn_time_form_only").split())

    # -- data
    def _phrases(self):
        where = f"{self.lang.code}/numbers/time_phrases.tsv"
        rows, names = [], {}
        self.loose_rows: set[str] = set()
        for key, template in optional_rows(where):
            if key.startswith("hour="):
                hour = key[len("hour="):]
                if not hour.isdigit() or int(hour) > 24:
                    raise LexiconError(f"{where}: {key}: an hour is 0-24")
                names.setdefault(str(int(hour)), []).append(template.lower())
                continue
            if key.endswith(_LOOSE):
                key = key.removesuffix(_LOOSE)
                self.loose_rows.add(f"p{len(rows)}")
            framed = key.endswith(_FRAMED)
            match = _PHRASE_KEY.fullmatch(key.removesuffix(_FRAMED))
            if match is None:
                raise LexiconError(f"{where}: {key!r}: the time is h, h-1 or an hour (0-24), "
                                   "then maybe :m, :N-m, :N+m or :N (N 0-59; 60-m)")
            pieces = parse(template, "hms", f"{where}: {key}")
            said = {s.name for s in slots(pieces)}
            said_minutes = bool(match["m"])
            if ("h" in said) == bool(match["hour"]) or ("m" in said) != said_minutes:
                raise LexiconError(f"{where}: {key}: {template!r} needs "
                                   + ("no {h}" if match["hour"] else "{h}")
                                   + (" and {m}" if said_minutes else " and no {m}"))
            for slot in slots(pieces):
                if slot.key and slot.key not in self.units.rows:
                    raise LexiconError(f"{where}: {{{slot.name}={slot.key}}}: no row "
                                       f"{slot.key} in units.tsv")
            rows.append((match, pieces, framed))
        return rows, names

    def _frames(self) -> list[_Frame]:
        where = f"{self.lang.code}/numbers/time_frames.tsv"
        frames, seen = [], set()

        def split(text: str) -> regex.Match:
            match = _FRAME.fullmatch(text)
            if match is None:
                raise LexiconError(f"{where}: {text!r}: a frame needs one {{t}}")
            return match

        for written, spoken in optional_rows(where):
            w, s = split(written), split(spoken)
            if s["shift"]:
                raise LexiconError(f"{where}: {spoken!r}: +12 is written, not said")
            if not (s["before"] or s["after"]):
                raise LexiconError(f"{where}: {spoken!r}: a frame says something")
            said = (s["before"].lower(), s["after"].lower())
            if said not in seen:
                seen.add(said)
                frames.append(_Frame(said, (w["before"], w["after"]), bool(w["shift"])))
        # time_suffixes.tsv's readings with words after the time (a word said before it stays
        # where it is: ko "오전 두시" -> "오전 2:00")
        for written, template in optional_rows(f"{self.lang.code}/numbers/time_suffixes.tsv"):
            before, _, after = template.partition("{t}")
            said = (before.lower(), after.lower())
            if before.strip() or not after.strip() or said in seen:
                continue
            seen.add(said)
            frames.append(_Frame(said, ("", self.lang.written.space + written), False))
        return frames

    # -- spoken side
    def number(self, form: str) -> pynini.Fst:
        """Spoken numbers 0-59 (in `form` or the plain one, any spelling ITN reads) ->
        ASCII digits."""
        if form not in self._numbers:
            from .relax import relax  # (cardinal.spoken's rewrites, built once a language)

            # (the plain reading first where both read a word: mr "बारा" is 12, and 0 only
            # in the form @hour)
            readings = self.lang.cover("")
            if form in self._form_only:  # (config itn_time_form_only: ca, it "les tres")
                readings = self.lang.cover(form, 2)
            elif form:
                readings = pynini.union(readings, self.lang.cover(form, 2)
                                        + pynini.accep("", weight=_FORM))
            self._numbers[form] = pynini.invert(pynini.compose(pynini.compose(
                _values(range(60)), readings), relax(self.lang))).optimize()
        return self._numbers[form]

    def slot(self, slot: Slot, values: range, kept: str = "") -> pynini.Fst:
        """A slot said -> `<name><ASCII number>;` (`values` the numbers it may say);
        `{x=KEY}` with any of the unit's words; an hour also by its names; `kept`: the
        words its form says first, said before it and left out here."""
        said = pynini.compose(self.number(slot.form), _values(values))
        if kept:
            said = pynini.compose(insert(pynini.escape(kept)) + pynini.closure(byte.BYTE), said)
        if slot.key:
            words = sorted({(p.after[:1].isspace(), p.after.strip().lower())
                            for p in self.units.rows[slot.key].values()})
            said += pynini.union(*[delete((" " if spaced else "") + pynini.escape(word))
                                   for spaced, word in words])
        if slot.name == "h" and self.names:
            said |= pynini.string_map([(pynini.escape(word), hour)
                                       for hour, words in self.names.items() for word in words])
        return insert(slot.name) + said + insert(";")

    def literal(self, text: str) -> pynini.Fst:
        """A template's words, deleted (its spaces optional where number words run
        together: ko)."""
        text = text.lower()
        if not self.lang.written.runs_together:
            return delete(pynini.escape(text)) if text else pynini.accep("")
        out = pynini.accep("")
        for i, part in enumerate(text.split(" ")):
            if i:
                out += pynini.closure(delete(" "), 0, 1)
            if part:
                out += delete(pynini.escape(part))
        return out

    def template(self, row: str, pieces, minutes: range = _MINUTES_SAID) -> pynini.Fst:
        """A template said -> `\x02<row>|<slots said, in the order said>\x03` (`style` reckons
        the time from the row's key); where it starts with the hour in a form that says one of
        config `itn_time_kept`'s words first, that word is kept before the time (ca "les")."""
        out = self._template(row, pieces, minutes)
        first = pieces[0] if pieces else None
        words = self.lang.setting("itn_time_kept").lower().split()
        if not words or not isinstance(first, Slot) or first.name != "h" or not first.form:
            return out
        sigma = pynini.closure(byte.BYTE)
        # (a word elided before the hour is glued to it: it "l'una", "all'una")
        said = [w if w.endswith(("'", "’")) else w + " " for w in words]
        kept = pynini.union(*[pynini.escape(w) for w in said])
        out = pynini.compose(pynini.difference(sigma, kept + sigma), out)
        for word in said:
            out |= self._template(row, pieces, minutes, word)
        return out.optimize()

    def _template(self, row: str, pieces, minutes: range, kept: str = "") -> pynini.Fst:
        """`kept`: the hour's form says it first, and it stays before the time."""
        start = f"{_START}{row}|"
        out = pynini.accep(pynini.escape(kept)) + insert(start)
        if self.articles and not kept:
            said = {w for p in pieces if isinstance(p, str) for w in p.lower().split()}
            if said & set(self.articles):  # (said inside: "cuarto para las {h}")
                out = insert(f"{start}{_ARTICLE};")
            else:
                out |= pynini.union(*[pynini.cross(pynini.escape(a + " "),
                                                   f"{start}{_ARTICLE};")
                                      for a in self.articles])
        for i, piece in enumerate(pieces):
            if isinstance(piece, Slot):
                out += self.slot(piece, _HOURS_SAID if piece.name == "h" else
                                 minutes if piece.name == "m" else _MINUTES_SAID,
                                 "" if i else kept)
            else:
                out += self.literal(piece)
        return (out + insert(_END)).optimize()

    def core(self) -> tuple[pynini.Fst, pynini.Fst, pynini.Fst]:
        """(times said with minutes, times said on the hour, times read only with a frame
        after them) -> what `style` reads."""
        minutes, hours, framed = [], [], []
        for kind, pieces in self.said.items():
            (hours if kind == "hour" else minutes).append(self.template("t" + kind, pieces))
        for index, (match, pieces, only_framed) in enumerate(self.phrases):
            said = _MINUTES_SAID
            if match["op"]:  # (the minutes said reckoned from N: "tre i kvart i tolv")
                base, sign = int(match["base"]), 1 if match["op"] == "+" else -1
                said = [m for m in range(1, 60) if 0 <= base + sign * m <= 59]
            if match["least"]:
                said = [m for m in said if m > int(match["least"])]
            with_minutes = match["m"] or match["n"]
            (framed if only_framed else minutes if with_minutes else hours).append(
                self.template(f"p{index}", pieces, said))
        empty = pynini.difference(pynini.accep("0"), pynini.accep("0")).optimize()
        return tuple(pynini.union(*times).optimize() if times else empty
                     for times in (minutes, hours, framed))

    def _after_words(self) -> pynini.Fst | None:
        """The times said after the words of config time_after@<form> (itn_time_after), the
        words kept: with minutes, or on the hour as one of two (pl "od ósmej do szesnastej";
        "po ósmej klasie" is a grade)."""
        if not self.after:
            return None
        with_minutes, either = [], []
        for words, said in self.after:
            lead = pynini.union(*[pynini.escape(w) for w in words]) + pynini.accep(" ")
            times = {kind: self.template("t" + kind, pieces) for kind, pieces in said.items()}
            with_minutes += [lead + t for kind, t in times.items() if kind != "hour"]
            either += [lead + t for t in times.values()]
        one, any_one = pynini.union(*with_minutes), pynini.union(*either)
        return pynini.union(one, any_one + pynini.accep(" ") + any_one).optimize()

    def build(self) -> pynini.Fst:
        minutes, hours, framed = self.core()
        free = pynini.union(minutes, hours).optimize()
        anyhow = pynini.union(free, framed).optimize()
        later = anyhow + insert(_LATER)
        parts = [minutes if "hour" not in self.written else free]

        def spoken(frames: list[_Frame], side: int) -> pynini.Fst | None:
            if not frames:
                return None
            return pynini.union(*[pynini.cross(pynini.escape(f.said[side]),
                                               pynini.escape(f.written[side]))
                                  for f in frames]).optimize()

        # a word said before a time with minutes and written after it (zh 上午八点半 8:30a.m.)
        moved = [f for f in self.frames if not f.said[1] and f.written[1] and not f.shift]
        only_before = [f for f in self.frames if not f.said[1] and f not in moved]
        only_after = [f for f in self.frames if not f.said[0]]
        both = [f for f in self.frames if f.said[0] and f.said[1]]
        before = spoken([f for f in only_before if not f.shift], 0)
        after = spoken([f for f in only_after if not f.shift], 1)
        zones = [f for f in only_after if not f.shift and f.written[1].strip() in self.zones]
        if zones and self.offset_signs and after is not None:  # "u t c más cuatro" UTC+4
            after |= spoken(zones, 1) + self._offset()
        before_later = spoken([f for f in only_before if f.shift], 0)
        after_later = spoken([f for f in only_after if f.shift], 1)
        after_any = pynini.closure(after, 0, 2) if after else pynini.accep("")
        if before:
            parts.append(before + free + after_any)
            if after:
                parts.append(before + framed + after + after_any)
        if after:
            parts.append(anyhow + after + after_any)
        if after_later:
            parts.append((pynini.closure(before, 0, 1) if before else pynini.accep(""))
                         + later + after_later + after_any)
        if before_later:
            parts.append(before_later + free + insert(_LATER) + after_any)
        parts += [f.around(later if f.shift else anyhow) for f in both]
        parts += [f.around(minutes) for f in moved]
        after_words = self._after_words()
        if after_words is not None:
            parts.append(after_words + after_any)
        return pynini.union(*parts).optimize()

    def _offset(self) -> pynini.Fst:
        """An offset said after a time zone (config itn_time_offset: es "más cuatro" +4, "menos
        tres" -3): the sign word -> the sign, then the hours 1-14."""
        signs = pynini.union(*[pynini.cross(pynini.escape(" " + word.lower() + " "),
                                            pynini.escape(sign))
                               for word, sign in self.offset_signs])
        return signs + pynini.compose(self.number(""), _values(range(1, 15)))

    def loose(self, said: str) -> bool:
        """Whether what the transducer wrote is a time of a row keyed `@loose`."""
        return any(match["row"] in self.loose_rows for match in _SAID.finditer(said))

    # -- written side
    def style(self, said: str) -> str:
        """What the transducer wrote (the frames' words around the time said) -> the time
        written: the row's reckoning, a frame's +12, config itn_time*."""
        if _SAID.search(said) is None:
            return said
        # (two times where a pair is said: pl "od ósmej do szesnastej")
        later = _LATER in said
        return _SAID.sub(lambda match: self._written(match, later), said).replace(_LATER, "")

    def _written(self, match: regex.Match, later: bool) -> str:
        fields = [f for f in match["slots"].split(";") if f and f != _ARTICLE]
        values = {field[0]: int(field[1:]) for field in fields}
        kind = match["row"][1:] if match["row"][0] == "t" else None
        hour, minutes = values["h"] if "h" in values else None, values.get("m")
        if kind is None:
            key = self.phrases[int(match["row"][1:])][0]
            if key["hour"]:
                hour = int(key["hour"])
            if key["before"]:
                hour = self._before[hour]
            if key["n"]:
                minutes = int(key["n"])
            elif key["op"]:
                minutes = int(key["base"]) + (minutes if key["op"] == "+" else -minutes)
        if later and 1 <= hour <= 11:
            hour += 12
        seconds = values.get("s")
        if seconds is not None:
            kind, minutes = "seconds", minutes or 0
        elif minutes is not None:
            kind = ""
        elif "hour" in self.written:
            kind = "hour"
        else:  # (an hour in a frame: with minutes)
            kind, minutes = "", 0
        if kind == "" and hour == 0 and "midnight" in self.written:
            kind = "midnight"
        written = {"h": hour, "m": minutes, "s": seconds}
        out = "".join(
            piece if not isinstance(piece, Slot) else
            f"{written[piece.name]:02d}" if piece.form == "2" else str(written[piece.name])
            for piece in self.written[kind])
        if _ARTICLE + ";" in match["slots"]:
            out = f"{self.articles[0 if hour == 1 else 1]} {out}"
        return out


def itn(lang: Language):
    if not lang.setting("time") and not optional_rows(
            f"{lang.code}/numbers/time_phrases.tsv"):  # (he: no TN, its own phrases)
        return class_module([], {})
    times = _SaidTimes(lang)  # (reads and checks every table now)
    return class_module([Rule("TIME", r"\w", "TIME")], {"TIME": lambda g: times.build()})


def itn_start_chars(lang: Language) -> frozenset[str]:
    """The first characters of the frames said before a time (zh 上午): where ITN finds numbers
    inside words, a run may start at them too."""
    if not lang.setting("time") and not optional_rows(f"{lang.code}/numbers/time_phrases.tsv"):
        return frozenset()
    return frozenset(f.said[0][0] for f in _SaidTimes(lang).frames
                     if f.said[0][:1].isalnum())


def itn_style(lang: Language):
    """What ITN's TIME transducer writes -> (the time as the language writes it, whether it
    is a time of a row keyed `@loose`)."""
    if not lang.setting("time") and not optional_rows(f"{lang.code}/numbers/time_phrases.tsv"):
        return (lambda said: said), (lambda said: False)
    times = _SaidTimes(lang)
    return times.style, times.loose


def itn_not_before(lang: Language) -> frozenset[str]:
    """Config `itn_time_not_before`: words before which ITN reads no time (lower case), the
    run's shorter readings tried instead: ru "двадцать тридцать человек" is a range of
    counts (20 30 человек), "двадцать тридцать" alone 20:30. `<units>` stands for the last
    word of every reading in units.tsv and currencies.tsv."""
    words = set()
    for item in lang.setting("itn_time_not_before").lower().split():
        if item == "<units>":
            words |= unit_words(lang)
        else:
            words.add(item)
    return frozenset(words)


def unit_words(lang: Language) -> frozenset[str]:
    """The last word of every reading in units.tsv and currencies.tsv (lower case): what a
    number said before one counts."""
    return frozenset(phrase.after.split()[-1].lower()
                     for name in ("units.tsv", "currencies.tsv")
                     for phrases in load_table(lang, name).rows.values()
                     for phrase in phrases.values() if phrase.after.split())
