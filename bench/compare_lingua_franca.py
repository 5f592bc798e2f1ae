"""Readings of times, dates, years and numbers, and spoken numbers in sentences, compared with
Mycroft's lingua_franca.

    python bench/compare_lingua_franca.py --peer-python LF_VENV/bin/python --lang de \
        [--what time,date,year,number,extract] [-n 60] [--show 10]

lingua_franca runs in its own interpreter (`--peer-python`, a venv with `lingua_franca`
installed), fed JSON on stdin; textnorm never imports it and nothing of its data is kept here.
Inputs are generated from a fixed seed; per kind the script prints the share of inputs where
both readings agree after a light normalisation (lower case; spaces, hyphens and punctuation
removed, so "zwei und zwanzig" equals "zweiundzwanzig" and "vingt-deux" "vingt deux").

The mapping, per kind (what we read / what lingua_franca is asked):
- time: our TN of "13:22" (24-hour clock, minutes in two digits) / `nice_time(dt,
  use_24hour=True, use_ampm=False)`.
- date: our TN of the locale's numeric date ("31.01.2017", "31/01/2017", "2017-01-31" ...) and
  of the date written with its month name ("31. Januar 2017", the month from our own months.tsv)
  / `nice_date(dt)` without its weekday (the weekday slot of its format is emptied in the peer's
  process) and without the article it puts before the day (da, sv "den"). Only where
  lingua_franca has a date format for the language (es and pt fall back
  to English there: reported as n/a).
- year: our TN of a four-digit year in a short carrier that makes it a year where the language
  reads years otherwise than numbers ("im Jahr 1984"; the carrier's words are removed from our
  output), a bare number elsewhere / `nice_year(dt)`; n/a where it has no year format.
- number: our TN of integers (no grouping) and decimals with the decimal comma /
  `pronounce_number(x, places=2, short_scale=False)`; where it gives back digits (large numbers
  in some languages) the input is counted as n/a.
- clock: `nice_time(dt, use_24hour=False, use_ampm=False)` ("kwart over drie", "halv tre",
  "pol treh") through our ITN, which must write that time (on a 12- or 24-hour clock).
- extract: a carrier phrase with `pronounce_number(n)` in it, n >= 10 (below ten our ITN
  keeps a lone number word in running text, as NeMo's cases do) or a decimal with two digits
  (its digits said one by one after the decimal word); our ITN must write n there
  (grouping and the locale's decimal mark allowed; the carrier must come back unchanged);
  lingua_franca's own `extract_number` on the same sentence is shown next to ours.

Limits: agreement is not correctness. lingua_franca has readings that are wrong for the
language (pl years "dwadzieścia siedemnaście", cs months in the nominative, ru dates with a
cardinal year, sv/de years with "tausend" spacing), and conventions differ where both are right
(ru ours "тринадцать часов двадцать две минуты", theirs "тринадцать двадцать два"); read the
misses before changing a grammar. Times are whole minutes; dates 1900-2099; integers below 10**9.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from eval_numbers import _peer  # noqa: E402
from spoken_numbers import is_number  # noqa: E402

from textnorm import Normalizer, registry  # noqa: E402

SEED = 20261203
KINDS = ("time", "date", "year", "number", "extract", "clock")

# Run in the peer's interpreter: argv[1] the language, stdin a JSON list of [kind, args].
_PEER = """
import json, os, sys, datetime, warnings
warnings.filterwarnings("ignore")
import lingua_franca
from lingua_franca import format as lf_format, parse as lf_parse
lang, requests = sys.argv[1], json.loads(sys.stdin.read())
lingua_franca.load_language(lang)
full = lingua_franca.internal.get_full_lang_code(lang)
table = lf_format.date_time_format
has_dates = os.path.exists(os.path.join(table.config_path, full, "date_time.json"))
table.cache(full)
formats = table.lang_config[full]["date_format"]
formats["date_full"] = formats["date_full"].replace("{weekday}", "")
def answer(kind, args):
    if kind == "time":
        dt = datetime.datetime(2020, 1, 1, args[0], args[1])
        return lf_format.nice_time(dt, lang, use_24hour=True, use_ampm=False)
    if kind == "clock":
        dt = datetime.datetime(2020, 1, 1, args[0], args[1])
        return lf_format.nice_time(dt, lang, use_24hour=False, use_ampm=False)
    if kind in ("date", "year"):
        if not has_dates:
            return None
        dt = datetime.datetime(*args)
        if kind == "year":
            return lf_format.nice_year(dt, lang)
        return lf_format.nice_date(dt, lang).strip(" ,")
    if kind == "number":
        return lf_format.pronounce_number(args, lang, places=2, short_scale=False)
    if kind == "extract":
        return lf_parse.extract_number(args, lang=lang, short_scale=False)
out = []
for kind, args in requests:
    try:
        out.append(answer(kind, args))
    except Exception as error:
        out.append("ERROR " + type(error).__name__)
print(json.dumps(out, default=str))
"""

# How each language writes a date with digits and with its month's name ({M}), the month form
# of months.tsv the named date uses, a carrier that makes four digits a year, and a carrier
# phrase for a spoken number. Written for this benchmark.
_LOCALE = {
    "ca": ("{d}/{m}/{y}", "{d} de {M} de {y}", "", "{}", "tinc {} pomes"),
    "cs": ("{d}. {m}. {y}", "{d}. {M} {y}", "genitive", "{}", "mám {} jablek"),
    "da": ("{d}.{m}.{y}", "{d}. {M} {y}", "", "i år {}", "jeg har {} æbler"),
    "de": ("{d}.{m}.{y}", "{d}. {M} {y}", "", "im Jahr {}", "ich habe {} Äpfel"),
    "es": ("{d}/{m}/{y}", "{d} de {M} de {y}", "", "{}", "tengo {} manzanas"),
    "eu": ("{y}/{m}/{d}", "{y}ko {M}ren {d}a", "", "{}", "{} sagar ditut"),
    "fr": ("{d}/{m}/{y}", "{d} {M} {y}", "", "{}", "j'ai {} pommes"),
    "hu": ("{y}. {m}. {d}.", "{y}. {M} {d}.", "", "{}", "van {} almám"),
    "it": ("{d}/{m}/{y}", "{d} {M} {y}", "", "{}", "ho {} mele"),
    "nl": ("{d}-{m}-{y}", "{d} {M} {y}", "", "in het jaar {}", "ik heb {} appels"),
    "pl": ("{d}.{m}.{y}", "{d} {M} {y}", "genitive", "{}", "mam {} jabłek"),
    "pt": ("{d}/{m}/{y}", "{d} de {M} de {y}", "", "{}", "tenho {} maçãs"),
    "ru": ("{d}.{m}.{y}", "{d} {M} {y}", "genitive", "{}", "у меня {} яблок"),
    "sl": ("{d}. {m}. {y}", "{d}. {M} {y}", "", "{}", "imam {} jabolk"),
    "sv": ("{y}-{m}-{d}", "{d} {M} {y}", "", "år {}", "jag har {} äpplen"),
}
# the article lingua_franca's date format puts before the day, which the written date does not
# have ("den 13 november" writes it; "13 november 2035" alone is what we read)
_DATE_ARTICLE = {"da": "den ", "sv": "den "}
_NOISE = re.compile(r"[\s\-‐‑–—,.;:!?'’\"()]+")


def normalized(text: str | None) -> str:
    return _NOISE.sub("", (text or "").casefold())


def _months(lang: str, form: str) -> dict[int, str]:
    path = Path(__file__).resolve().parents[1] / f"textnorm/lexicons/{lang}/numbers/months.tsv"
    names: dict[int, str] = {}
    if not path.exists():  # a language without dates yet: its numeric dates only
        return names
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        key, name = line.split("\t")[:2]
        number, _, row_form = key.partition("@")
        if row_form == form and number.isdigit():
            names[int(number)] = name
    return names


def cases(lang: str, kind: str, count: int) -> list[tuple[str, list, str]]:
    """(what we read, what the peer is asked, carrier of our input) for one kind."""
    rng = random.Random(f"{SEED}-{lang}-{kind}")
    numeric, named, month_form, year_carrier, phrase = _LOCALE[lang]
    out = []
    for _ in range(count):
        if kind in ("time", "clock"):
            h, m = rng.randrange(24), rng.choice([0, rng.randrange(1, 60)])
            out.append((f"{h}:{m:02d}", [kind, [h, m]], "{}"))
        elif kind == "date":
            y, m, d = rng.randrange(1900, 2100), rng.randrange(1, 13), rng.randrange(1, 29)
            months = _months(lang, month_form)
            if rng.random() < 0.5 or not months:
                written = numeric.format(d=f"{d:02d}", m=f"{m:02d}", y=y)
            else:
                written = named.format(d=d, M=months[m], y=y)
            out.append((written, ["date", [y, m, d]], "{}"))
        elif kind == "year":
            y = rng.choice([rng.randrange(1000, 2100), rng.randrange(1900, 2030)])
            out.append((year_carrier.format(y), ["year", [y, 1, 1]], year_carrier))
        elif kind == "number":
            if rng.random() < 0.7:
                n = rng.choice([rng.randrange(10, 100), rng.randrange(100, 10**4),
                                rng.randrange(10**4, 10**9)])
                out.append((str(n), ["number", n], "{}"))
            else:
                n = round(rng.randrange(0, 1000) + rng.randrange(1, 100) / 100, 2)
                # a hair above, as lingua_franca truncates its digits (594.52 "fünf eins")
                written = f"{n:.2f}".rstrip("0").replace(".", ",")
                out.append((written, ["number", n + 1e-9], "{}"))
        elif rng.random() < 0.8:
            n = rng.choice([rng.randrange(10, 100), rng.randrange(100, 10**4),
                            rng.randrange(10**4, 10**7)])
            out.append((str(n), ["number", n], phrase))
        else:
            x = round(rng.randrange(0, 100) + rng.randrange(1, 100) / 100, 2)
            out.append((f"{x:.2f}".rstrip("0"), ["number", x + 1e-9], phrase))
    return out


def _strip_carrier(text: str, carrier: str) -> str | None:
    """Our output without the carrier's words around the reading; None if they changed."""
    before, _, after = carrier.partition("{}")
    if not text.casefold().startswith(before.casefold()) or not text.endswith(after):
        return None
    return text[len(before):len(text) - len(after)]


def _same_number(text: str | None, number: str) -> bool:
    """is_number, a decimal's trailing zeros allowed (lingua_franca says "acht null")."""
    if text is not None and "." in number:
        text = text.strip().replace(" ", "")
        return any(text.replace(mark, ".").rstrip("0") == number for mark in ",.")
    return is_number(text, number)


def _score(lang: str, kind: str, rows, theirs, judge, show: int) -> str:
    """The share of rows where `judge(written, carrier, said)` -> (hit, what to show) hits,
    over those lingua_franca said in words (not localized, failed or digits given back: not
    scored), and the first `show` misses."""
    ok = scored = 0
    misses = []
    for (written, _, carrier), said in zip(rows, theirs):
        if said is None or said.startswith("ERROR") or any(c.isdigit() for c in said):
            continue
        scored += 1
        hit, shown = judge(written, carrier, said)
        if hit:
            ok += 1
        elif len(misses) < show:
            misses.append(shown)
    if not scored:
        return f"{lang} {kind}: n/a"
    return "\n  ".join([f"{lang} {kind}: {100 * ok / scored:.1f}% of {scored}", *misses])


def _clock(lang: str, rows, peer_python: str, show: int) -> str:
    """lingua_franca's 12-hour reading of a time through our ITN: it must write that time
    (the hour on a 12- or 24-hour clock, perhaps with a leading zero; ':', '.' or fr ' h '
    before the minutes; on the hour, the hour's number alone will do: "acht uur" 8 uur)."""
    itn = Normalizer(lang, "itn")

    def judge(written: str, _carrier: str, said: str) -> tuple[bool, str]:
        h, m = (int(x) for x in written.split(":"))
        hours = "|".join(str(x) for x in {h, h % 12 or 12})
        mark = r"(?:[:.]| ?h ?)" if lang == "fr" else "[:.]"  # (fr "13 h 03")
        minutes = rf"(?:{mark}00)?(?!\d)" if m == 0 else rf"{mark}{m:02d}(?!\d)"
        got = itn.normalize(said)
        hit = re.search(rf"(?<!\d)0?(?:{hours}){minutes}", got) is not None
        return hit, f"{written}: {said!r} -> {got!r}"

    spoken = _peer(peer_python, _PEER, lang, [req for _, req, _ in rows]) or []
    return _score(lang, "clock", rows, spoken, judge, show)


def compare(lang: str, kind: str, peer_python: str, count: int, show: int) -> str:
    mode = "itn" if kind in ("extract", "clock") else "tn"
    if mode not in registry.entries().get(lang, {}):
        return f"{lang} {kind}: n/a (textnorm has no {lang} {mode})"
    rows = cases(lang, kind, count)
    if kind == "clock":
        return _clock(lang, rows, peer_python, show)
    if kind == "extract":
        spoken = _peer(peer_python, _PEER, lang, [req for _, req, _ in rows]) or []
        sentences = [phrase.replace("{}", words) if words else ""
                     for (_, _, phrase), words in zip(rows, spoken)]
        theirs = _peer(peer_python, _PEER, lang, [["extract", s] for s in sentences]) or []
        itn = Normalizer(lang, "itn")
        ok = peer_ok = scored = 0
        misses = []
        for (number, _, phrase), sentence, parsed in zip(rows, sentences, theirs):
            if not sentence or "ERROR" in sentence or any(c.isdigit() for c in sentence):
                continue  # the peer could not spell it
            scored += 1
            got = itn.normalize(sentence)
            hit = _same_number(_strip_carrier(got, phrase), number)
            ok += hit
            peer_ok += str(parsed).removesuffix(".0") == number
            if not hit and len(misses) < show:
                misses.append(f"{sentence!r} -> {got!r} (want {number}; theirs {parsed})")
        if not scored:
            return f"{lang} extract: n/a"
        head = (f"{lang} extract: ours {100 * ok / scored:.1f}%, lingua_franca "
                f"{100 * peer_ok / scored:.1f}% of {scored}")
        return "\n  ".join([head, *misses])
    theirs = _peer(peer_python, _PEER, lang, [req for _, req, _ in rows]) or []
    tn = Normalizer(lang, "tn")

    def judge(written: str, carrier: str, said: str) -> tuple[bool, str]:
        ours = _strip_carrier(tn.normalize(written), carrier)
        if kind == "date":
            said = said.removeprefix(_DATE_ARTICLE.get(lang, ""))
        return normalized(ours) == normalized(said), f"{written!r}: ours {ours!r} | theirs {said!r}"

    return _score(lang, kind, rows, theirs, judge, show)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peer-python", required=True, help="a venv's Python with lingua_franca")
    parser.add_argument("--lang", nargs="+", required=True, choices=sorted(_LOCALE))
    parser.add_argument("--what", default=",".join(KINDS))
    parser.add_argument("-n", type=int, default=60, help="inputs per kind")
    parser.add_argument("--show", type=int, default=10, help="misses to print per kind")
    args = parser.parse_args(argv)
    kinds = args.what.split(",")
    unknown = set(kinds) - set(KINDS)
    if unknown:
        parser.error(f"unknown --what {sorted(unknown)}; choose from {', '.join(KINDS)}")
    for lang in args.lang:
        for kind in kinds:
            print(compare(lang, kind, args.peer_python, args.n, args.show))
    return 0


if __name__ == "__main__":
    sys.exit(main())
