"""The pronouncing-dictionary evidence of the feature ranker (textnorm/neural/pronouncing.py):
which words a CMUdict-format file lists and whether it says them letter by letter, the
features they give, and their round trip through a saved model. A tiny dictionary written
here, so the tests need no installed dictionary."""

from __future__ import annotations

import pytest

from textnorm.neural import SpanInput, load_model
from textnorm.neural.pronouncing import BOTH, ENV, LETTERS, WORD, dictionary_path, entries
from textnorm.neural.ranker import FeatureRanker
from textnorm.neural.ranker_evidence import Known

DICTIONARY = """\
;;; a comment line
a AH0
a(2) EY1
b B IY1
f EH1 F
i AY1
s EH1 S
u Y UW1
fbi EH1 F B IY1 AY1
usa Y UW2 EH2 S EY1
fab F AE1 B
ib IH1 B
ib(2) AY1 B IY1
sub S AH1 B # a trailing comment
b-52 B IY1 F IH1 F T IY0 T UW1
"""


@pytest.fixture
def dictionary(tmp_path):
    path = tmp_path / "cmudict.dict"
    path.write_text(DICTIONARY, "utf-8")
    return path


def test_words_said_as_words_or_letters(dictionary):
    kinds = entries(dictionary)
    assert kinds["fbi"] == LETTERS and kinds["usa"] == LETTERS
    assert kinds["fab"] == WORD and kinds["sub"] == WORD
    assert kinds["ib"] == BOTH  # "ib" and "i b"
    assert kinds["a"] == WORD  # a single letter is not "spelled"
    assert "b-52" not in kinds  # letters only


def test_no_dictionary_means_no_entries(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV, str(tmp_path / "missing.dict"))
    assert dictionary_path() == tmp_path / "missing.dict"
    assert entries() is None


def test_the_environment_names_the_file(dictionary, monkeypatch):
    monkeypatch.setenv(ENV, str(dictionary))
    assert entries()["fbi"] == LETTERS


def test_features_and_round_trip(dictionary, tmp_path):
    pytest.importorskip("numpy")
    import numpy

    known = Known(spoken=entries(dictionary))
    listed = known.features(SpanInput("the FBI said", 4, 7, ""), "the", "said", False)
    unknown = known.features(SpanInput("the TULF said", 4, 8, ""), "the", "said", False)
    assert "cmu=l" in listed and "UP&3&cmu=l" in listed
    assert "cmu=-" in unknown and "UP&4&cmu=-" in unknown
    ranker = FeatureRanker(numpy.zeros(1 << 8), bits=8, lexicon={}, known=known)
    ranker.weights[3] = 1.0
    ranker.save(str(tmp_path / "model"))
    loaded = load_model(str(tmp_path / "model"))
    assert loaded.known.spoken == known.spoken
    span = [SpanInput("the FBI said", 4, 7, "")]
    options, classes = [["FBI", "f b i"]], [["", "LETTERS"]]
    assert loaded.scores(span, options, classes) == ranker.scores(span, options, classes)
