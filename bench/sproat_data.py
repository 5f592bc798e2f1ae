"""Readers for Sproat & Jaitly style data, shared by the eval and speed scripts.

Two formats:
- Google TN (Kaggle / NeMo `en_with_types`): `CLASS<TAB>before<TAB>after` lines, `<eos>` ends a
  sentence, `<self>` means after == before, `sil` marks a pause.
- JSON lines (Proteno's sample): {"unnormalized": [...], "normalized": [...]} aligned 1:1, with
  punctuation normalized to "" (optional "classes": [...]).

NeMo's protocol: punctuation tokens are dropped from input and reference; the sentence input is the
tokens joined by spaces; comparison is exact after strip + lower-case.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

_MONTHS = ("january february march april may june july august september october november "
           "december jan feb mar apr jun jul aug sep sept oct nov dec").split()


@dataclass
class Token:
    cls: str
    before: str
    after: str


def read(path: str | Path) -> list[list[Token]]:
    path = Path(path)
    if path.suffix == ".jsonl":
        with path.open(encoding="utf-8") as f:
            return [_json_sentence(json.loads(line)) for line in f if line.strip()]
    return _google_sentences(path)


def _json_sentence(d: dict) -> list[Token]:
    classes = d.get("classes") or [None] * len(d["unnormalized"])
    tokens = []
    for before, after, cls in zip(d["unnormalized"], d["normalized"], classes, strict=True):
        if after == "":
            cls = "PUNCT"
        tokens.append(Token(cls or infer_class(before, after), before, after))
    return tokens


def _google_sentences(path: Path) -> list[list[Token]]:
    sentences, current = [], []
    for line in path.open(encoding="utf-8"):
        cols = line.rstrip("\n").split("\t")
        if cols[0] == "<eos>":
            if current:
                sentences.append(current)
            current = []
            continue
        if len(cols) < 3:
            continue
        cls, before, after = cols[:3]
        current.append(Token(cls, before, before if after in ("<self>", "sil") else after))
    if current:
        sentences.append(current)
    return sentences


def clean(text: str) -> str:
    """Protocol comparison form: lower-case, no `sil`, single spaces."""
    words = [w for w in text.lower().split() if w != "sil"]
    return " ".join(w[:-7] if w.endswith("_letter") else w for w in words)


def sentence_pair(tokens: list[Token]) -> tuple[str, str]:
    kept = [t for t in tokens if t.cls != "PUNCT"]
    return " ".join(t.before for t in kept), clean(" ".join(t.after for t in kept))


def infer_class(before: str, after: str) -> str:
    """A rough class for data without labels (Proteno's sample), for per-class dev figures."""
    b, a = before, after.lower()
    if b == after or b.lower() == a:
        return "PLAIN"
    if re.fullmatch(r"\d+(st|nd|rd|th)|[IVXLC]+(st|nd|rd|th)?", b) and not re.search(r"\d", a):
        if re.fullmatch(r"\d+(st|nd|rd|th)", b) or a.split()[-1].endswith(("th", "st", "nd", "rd")):
            return "ORDINAL"
    if b.lower() in _MONTHS or a.startswith(("the ", "of ")) and re.fullmatch(r"\w+", b):
        return "DATE"
    if re.fullmatch(r"\d{4}s?|\d{2}s", b) and not a.startswith(("one thousand", "two thousand")) \
            or re.fullmatch(r"20\d\ds?", b):
        return "DATE"
    if re.fullmatch(r"\d+", b):
        spelled = re.fullmatch(r"(o|zero|one|two|three|four|five|six|seven|eight|nine)( .*)?", a)
        if b.startswith("0") or spelled and len(a.split()) == len(b) > 1:
            return "TELEPHONE" if " sil " in f" {a} " else "DIGIT"
        return "CARDINAL"
    if re.fullmatch(r"[\d,.]+", b):
        return "DECIMAL" if "point" in a else "CARDINAL"
    if re.fullmatch(r"[A-Za-z]+'?s?", b) and re.fullmatch(r"([a-z]('s)? )*[a-z]('s)?", a):
        return "LETTERS"
    if re.fullmatch(r"\W", b) or len(b) == 1:
        return "VERBATIM"
    if re.search(r"\d", b):
        return "MEASURE" if re.search(r"[a-z]{2}", a) else "CARDINAL"
    return "PLAIN"
