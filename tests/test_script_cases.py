"""Script-mode cases: tests/cases/<lang>/script/<kind>.tsv, `input<TAB>expected`.

<kind> is a scheme (visual, reading, nfc, bnunicode, homophone, numerals-to-digits, ...),
`from_<src>` (text typed with a neighbouring language's keyboard), `wellformed` (ok / malformed)
or `graphemes` (orthographic syllables joined by |). Placeholders: see conftest.unescape.
"""

from __future__ import annotations

import pytest
from conftest import CASES, read_cases, script_normalizer

_PARAMS = [
    pytest.param(path.parts[-3], path.stem, *p.values, id=p.id)
    for path in sorted(CASES.glob("*/script/*.tsv"))
    for p in read_cases(path)
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), _PARAMS)
def test_case(lang, kind, text, expected):
    normalizer = script_normalizer(lang, kind)
    if kind == "wellformed":
        got = "ok" if normalizer.processor.is_wellformed(text) else "malformed"
    elif kind == "graphemes":
        got = "|".join(normalizer.processor.graphemes(text))
    else:
        got = normalizer.normalize(text)
    assert got in expected
