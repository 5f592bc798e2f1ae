"""Compiled regexes kept across processes (regex_cache.py): a pattern read back from the cache
matches as regex.compile's does; a damaged or foreign file is compiled again and rewritten."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import regex

from textnorm import regex_cache
from textnorm.grammars.en.tn import EnglishTN

_TEXTS = ["Dr. Smith paid $5.50 on March 3, 1999 at 10:30 a.m. (Vol. II, pp. 12-15).",
          "Call 555-1234 or mail j.doe@example.com; the CIA's 3rd HQ is 2.5 km away.",
          "ſ K Ϊ ½ #1 k² — 1,000,000 people, XIV, Louis XIV, 1990s, 45%", ""]


@pytest.fixture()
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path))
    return tmp_path / "regex"


def _matches(pattern: regex.Pattern) -> list:
    found = []
    for text in _TEXTS:
        for start in range(len(text) + 1):
            match = pattern.match(text, start)
            found.append(match and (match.span(), match.lastgroup, match.groupdict()))
    return found


def test_read_back_pattern_matches_as_compiled(cache_dir):
    rules = EnglishTN().rules[:40]
    pattern = "|".join(f"(?P<r{i}>{rule.pattern})" for i, rule in enumerate(rules))
    # (whatever the engine stored already; none where it compiles nothing before a match)
    stored = set(cache_dir.iterdir()) if cache_dir.exists() else set()
    first = regex_cache.compile(pattern)
    assert len(set(cache_dir.iterdir()) - stored) == 1
    again = regex_cache.compile(pattern)  # read back: the C call alone
    fresh = regex.compile(pattern)
    assert again is not first
    assert (again.pattern, again.flags, again.groupindex, again.groups) == (
        fresh.pattern, fresh.flags, fresh.groupindex, fresh.groups)
    assert _matches(again) == _matches(fresh) == _matches(first)


def test_flags_and_case_folding_survive(cache_dir):
    pattern = r"(?i:straße)|(?P<n>\d+)(?=\s)|\p{Lu}\w*"
    regex_cache.compile(pattern)
    again = regex_cache.compile(pattern)
    assert _matches(again) == _matches(regex.compile(pattern))
    assert again.match("STRASSE") is not None


@pytest.mark.parametrize("damage", [b"", b"not marshal", b"\xe9\x00\x00\x00"])
def test_damaged_file_is_compiled_again(cache_dir, damage):
    pattern = r"(?P<a>ab+c)"
    regex_cache.compile(pattern)
    (path,) = cache_dir.iterdir()
    path.write_bytes(damage)
    assert regex_cache.compile(pattern).match("abbc").group("a") == "abbc"
    assert path.read_bytes() != damage  # rewritten


def test_foreign_file_under_the_key_is_not_used(cache_dir):
    import marshal

    regex_cache.compile("x+")
    (path,) = cache_dir.iterdir()
    other = regex_cache._compile_recording("y+")[1]
    path.write_bytes(marshal.dumps(other))  # a valid record of another pattern
    assert regex_cache.compile("x+").match("xx") is not None


def test_unwritable_cache_still_compiles(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("TEXTNORM_CACHE", str(blocker))  # a file: nothing can go under it
    assert regex_cache.compile("a|b").match("b") is not None


def test_kept_value_is_read_back_under_its_key(cache_dir):
    calls = []

    def compute():
        calls.append(1)
        return [(frozenset({("two", True)}), (frozenset({"dot"}),)), (None, ())]

    first = regex_cache.kept("key one", compute)
    assert regex_cache.kept("key one", compute) == first and len(calls) == 1
    regex_cache.kept("key two", compute)  # another key: computed again
    assert len(calls) == 2
    for path in cache_dir.glob("kept-*"):
        path.write_bytes(b"damaged")
    assert regex_cache.kept("key one", compute) == first and len(calls) == 3


_RULE_PATTERNS = """
import sys
from textnorm.grammars.numbers import NumbersTN
for lang in sys.argv[1:]:
    print(lang, [rule.pattern for rule in NumbersTN(lang).rules])
"""


def test_rule_patterns_are_the_same_in_every_process():
    """A pattern is its cache key: two processes with different string hashing build the same
    rule regexes (alternations of words read from sets were ordered by length alone, so ru's
    e-mail words, de's scale words, es's and ur's money scale words came out in another order
    in every process, each start compiled the unions again and wrote one more file)."""
    root = Path(__file__).resolve().parent.parent
    langs = ["ru", "de", "sv", "es", "ur", "zh", "hi", "ko", "am"]
    outputs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed,
               "PYTHONPATH": os.pathsep.join(filter(None, [str(root),
                                                           os.environ.get("PYTHONPATH")]))}
        run = subprocess.run([sys.executable, "-c", _RULE_PATTERNS, *langs], env=env,
                             capture_output=True, text=True, timeout=300, check=True)
        outputs.append(run.stdout)
    assert outputs[0].count("\n") == len(langs)
    assert outputs[0] == outputs[1]
