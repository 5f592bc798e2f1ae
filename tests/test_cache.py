"""The compiled-grammar cache: a grammar's key covers the shared code and its own sources only,
so editing one language rebuilds that language alone; a stale or broken FAR is never used."""

from __future__ import annotations

import pynini
import pytest

from textnorm import cache, lexicon


@pytest.fixture()
def package(tmp_path, monkeypatch):
    """A package tree with the shared sources and two languages' folders."""
    for name in cache.SHARED_SOURCES:
        path = tmp_path / name
        if name.endswith(".py"):
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("# shared\n")
        else:
            path.mkdir(parents=True, exist_ok=True)
            (path / "x.py").write_text("# shared\n")
    for lang in ("aa", "bb"):
        folder = tmp_path / "lexicons" / lang
        folder.mkdir(parents=True)
        (folder / "t.tsv").write_text("1\tone\n")
    monkeypatch.setattr(cache, "PACKAGE_ROOT", tmp_path)
    cache.source_digest.cache_clear()
    yield tmp_path
    cache.source_digest.cache_clear()


def _key(sources):
    cache.source_digest.cache_clear()
    return cache.source_digest(sources)


def test_a_language_key_ignores_other_languages(package):
    aa, bb = ("lexicons/aa",), ("lexicons/bb",)
    before = _key(aa), _key(bb)
    (package / "lexicons" / "bb" / "t.tsv").write_text("1\tuno\n")
    assert _key(aa) == before[0]
    assert _key(bb) != before[1]
    (package / "fst.py").write_text("# shared, edited\n")
    assert _key(aa) != before[0]  # shared code is in every key


def test_unknown_source_is_an_error(package):
    with pytest.raises(FileNotFoundError):
        _key(("lexicons/zz",))


def test_broken_far_is_rebuilt(package, tmp_path, monkeypatch):
    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path / "far"))
    built = []

    def build():
        built.append(1)
        return {"x": pynini.accep("a")}

    sources = ("lexicons/aa",)
    cache.source_digest.cache_clear()
    assert cache.load_or_build("t", build, sources=sources)["x"].num_states() == 2
    assert cache.load_or_build("t", build, sources=sources) and len(built) == 1  # cached
    cache.far_path("t", "", sources).write_bytes(b"not a far")
    assert cache.load_or_build("t", build, sources=sources) and len(built) == 2


def test_a_damaged_transducer_is_rebuilt_not_read(package, tmp_path, monkeypatch):
    """A one-transducer grammar is checked against the digest written with it before OpenFst
    reads it (which aborts the process on some damaged FSTs)."""
    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path / "far"))
    built = []

    def build():
        built.append(1)
        return pynini.string_map([(str(n), "x" * n) for n in range(100)]).optimize()

    sources = ("lexicons/aa",)
    cache.source_digest.cache_clear()
    states = cache.load_or_build_one("t", build, sources=sources).num_states()
    path = cache.far_path("t", "", sources)
    written = path.read_bytes()
    assert cache.load_or_build_one("t", build, sources=sources).num_states() == states
    assert len(built) == 1  # cached
    at = len(written) // 2
    path.write_bytes(written[:at] + b"\xff" * 16 + written[at + 16:])
    assert cache.load_or_build_one("t", build, sources=sources).num_states() == states
    assert len(built) == 2 and path.read_bytes() == written  # rebuilt and stored again


def test_a_cached_grammar_tells_the_tables_its_build_loaded(package, tmp_path, monkeypatch):
    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path / "far"))
    built = []

    def build():
        built.append(1)
        lexicon.load("en/digit.tsv")  # already cached by the process: still counted
        return {"x": pynini.accep("a")}

    lexicon.load("en/digit.tsv")
    sources = ("lexicons/aa",)
    cache.source_digest.cache_clear()
    for expected_builds in (1, 1):  # compiled, then read from the cache
        with lexicon.observed() as tables:
            cache.load_or_build("t", build, sources=sources)
        assert tables == {"en/digit.tsv"} and len(built) == expected_builds
    cache.far_path("t", "", sources).with_suffix(".tables").unlink()
    with lexicon.observed() as tables:
        cache.load_or_build("t", build, sources=sources)  # a FAR without its tables: rebuilt
    assert tables == {"en/digit.tsv"} and len(built) == 2


def test_nested_observed_blocks_each_see_their_tables():
    with lexicon.observed() as outer:
        with lexicon.observed() as inner:
            pass
        lexicon.load("en/digit.tsv")
    assert outer == {"en/digit.tsv"} and inner == set()
    assert not lexicon.observing()


def test_a_grammar_built_while_its_sources_changed_is_not_stored(package, tmp_path,
                                                                 monkeypatch):
    monkeypatch.setenv("TEXTNORM_CACHE", str(tmp_path / "far"))
    sources = ("lexicons/aa",)
    cache.source_digest.cache_clear()
    path = cache.far_path("t", "", sources)  # the key: the files as this process read them

    def build():  # someone edits the data while the grammar builds
        (package / "lexicons" / "aa" / "t.tsv").write_text("1\tuno\n")
        return {"x": pynini.accep("a")}

    assert cache.load_or_build("t", build, sources=sources)["x"].num_states() == 2
    assert not path.exists()


_BUILD_ONCE = """
import sys, time
import pynini
from textnorm import cache
def build():
    with open(sys.argv[1], "a") as log:
        log.write("built\\n")
    time.sleep(1.0)
    return {"x": pynini.accep("x")}
fsts = cache.load_or_build("lock-test", build)
assert set(fsts) == {"x"}
"""


def test_processes_sharing_a_cache_build_a_grammar_once(tmp_path):
    import os
    import subprocess
    import sys

    log = tmp_path / "builds.log"
    env = {**os.environ, "TEXTNORM_CACHE": str(tmp_path / "cache")}
    procs = [subprocess.Popen([sys.executable, "-c", _BUILD_ONCE, str(log)], env=env)
             for _ in range(3)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0]
    assert log.read_text().splitlines() == ["built"]
