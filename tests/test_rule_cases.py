"""Data-driven TN/ITN cases: tests/cases/<lang>/<tn|itn>/<CLASS>.tsv,
input<TAB>expected[<TAB>alternative]; `<CLASS>@<scheme>.tsv` holds cases read under a scheme
other than the default (de tn `CARDINAL@orthographic.tsv`).

An alternative answer must be a reading too: a row whose answers include the input unchanged
next to a reading (or, in TN, an answer that keeps digits another answer reads; in ITN, one
without the digits another answer writes) would let a regression to "no reading" pass. Such a
row needs a `# pass-through allowed: <why>` comment right above it. A row that is right but not
yet met is marked `# known gap: <why>` and runs as a strict xfail, so a fix shows up at once.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import CASES, read_cases, slow_itn

_FILES = [path for mode in ("tn", "itn") for path in sorted(CASES.glob(f"*/{mode}/*.tsv"))]
_ALLOWED, _GAP = "# pass-through allowed:", "# known gap:"
_DIGITS = re.compile(r"\d+")


def _comments_above(path: Path) -> dict[int, list[str]]:
    """Line number of each case row -> the comment lines directly above it."""
    above: dict[int, list[str]] = {}
    block: list[str] = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if line.startswith("#"):
            block.append(line)
            continue
        if line.strip():
            above[number] = block
        block = []
    return above


def _rows() -> list[tuple[Path, object, list[str]]]:
    rows = []
    for path in _FILES:
        above = _comments_above(path)
        for param in read_cases(path):
            rows.append((path, param, above[int(param.id.rsplit(":", 1)[1])]))
    return rows


def _marked(comments: list[str], marker: str) -> bool:
    return any(line.startswith(marker) for line in comments)


# Under pytest-xdist (`--dist loadgroup`) a language's cases in one mode run on one worker:
# the transducers they read are built there once, each with the pieces it shares with the
# others (a worker that met another language's cases at the same time would wait for, or
# build again, what this one builds); the largest groups are handed out first. English's TN
# cases share theirs with test_lexicons.py, whose recording builds their grammars first.
_PARAMS = [
    pytest.param(path.parts[-3], path.parts[-2], path.stem.partition("@")[2] or None,
                 *param.values, id=param.id,
                 marks=[pytest.mark.xdist_group(f"cases-{path.parts[-3]}-{path.parts[-2]}"),
                        *([pytest.mark.xfail(strict=True, reason="known gap (see the case file)")]
                          if _marked(comments, _GAP) else []),
                        *(slow_itn(path.parts[-3]) if path.parts[-2] == "itn" else [])])
    for path, param, comments in _rows()
]


@pytest.mark.parametrize(("lang", "mode", "scheme", "text", "expected"), _PARAMS)
def test_case(normalizer, lang, mode, scheme, text, expected):
    assert normalizer(lang, mode, scheme).normalize(text) in expected


def _unread(mode: str, text: str, answers: list[str]) -> list[str]:
    """The answers that leave unread what another answer of the same row reads."""
    if len(answers) < 2:
        return []
    digits = [set(_DIGITS.findall(answer)) for answer in answers]
    unread = []
    for answer, own in zip(answers, digits):
        others = set().union(*(d for d in digits if d is not own))
        if answer == text:
            unread.append(answer)
        elif mode == "tn" and own - others:  # keeps digits that another answer reads
            unread.append(answer)
        elif mode == "itn" and others and not own:  # no digits where another answer has some
            unread.append(answer)
    return unread


def test_alternatives_are_readings():
    loose = [f"{param.id}: {answer!r}"
             for path, param, comments in _rows()
             for answer in _unread(path.parts[-2], param.values[0], param.values[1])
             if not _marked(comments, _ALLOWED)]
    assert not loose, "answers that read nothing (mark them `# pass-through allowed: why`)"


@pytest.mark.parametrize("path", _FILES, ids=lambda p: str(p.relative_to(CASES)))
def test_no_case_row_is_read_as_a_comment(path):
    """read_cases skips every line that starts with "#": a case whose input starts with "#"
    must write it {U+0023}; comments are "#" followed by a space (or nothing)."""
    hidden = [f"{path.name}:{number}: {line!r}"
              for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
              if line.startswith("#") and line[1:2] not in ("", " ")]
    assert not hidden


def test_unread_answers_are_found():
    assert _unread("tn", "in 1990", ["in 1990", "in nineteen ninety"]) == ["in 1990"]
    assert _unread("tn", "pp. 12–15", ["p p 12–15", "p p twelve to fifteen"]) == ["p p 12–15"]
    assert _unread("tn", "World War II", ["World War two", "World War II"]) == ["World War II"]
    assert _unread("itn", "twenty five", ["25", "twenty five"]) == ["twenty five"]
    assert _unread("tn", "5 in", ["five inches", "five in"]) == []
    assert _unread("tn", "Nothing", ["Nothing"]) == []
