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


def test_unlisted_short_words_are_offered(dictionary):
    """A lower-case word of 2-4 letters the dictionary lacks may be spelled ("eds"); a listed
    one ("fab"), a capitalised one or a longer one is not offered by this rule."""
    from textnorm.neural.ranker_evidence import tracked, unlisted_short_word
    from textnorm.neural.readings import unclaimed_tokens

    listed = entries(dictionary)
    assert unlisted_short_word("eds", listed) and unlisted_short_word("ud", listed)
    assert not unlisted_short_word("fab", listed)  # listed
    assert not any(unlisted_short_word(w, listed) for w in ("Eds", "e", "edsxy", "e1s"))
    assert tracked("eds", listed) and not tracked("eds") and not tracked("fab", listed)
    text = "the eds fab sub Zorb"
    plain = [m.group() for m in unclaimed_tokens(text, 0, len(text))]
    offered = [m.group() for m in unclaimed_tokens(
        text, 0, len(text), lambda w: unlisted_short_word(w, listed))]
    assert plain == ["Zorb"] and offered == ["the", "eds", "Zorb"]  # no "the" in this one


def test_a_ranker_trained_with_unlisted_words_offers_them(dictionary, tmp_path, monkeypatch):
    """Trained for English with a dictionary, the ranker learns a word no entry has that the
    references spell ("eds"), records that it offers such words, and keeps doing so after a
    save and load; trained with `offer_unlisted=False` it never sees them."""
    pytest.importorskip("numpy")
    from neural_helpers import LettersEngine

    from textnorm.neural import choice_train
    from textnorm.neural.choice import ChoicePass
    from textnorm.neural.choice_data import Sentence

    monkeypatch.setenv(ENV, str(dictionary))
    monkeypatch.setattr(choice_train, "word_list", lambda lang: None)  # no wordfreq load
    engine = LettersEngine({"eds": ["e d s"], "fab": ["f a b"]}, r"\bUN\b", "test-unlisted")
    sentences = []
    for word in ["big", "old", "new", "red", "tall", "cold", "far", "odd", "wet", "dry"] * 3:
        sentences.append(Sentence(["the", word, "eds", "won"], ["the", word, "e d s", "won"]))
        sentences.append(Sentence(["a", "fab", word], ["a", "fab", word]))
    ranker = choice_train.train_ranker(ChoicePass(engine, None), sentences, dev_share=0.0,
                                       seed=0, log=lambda line: None, epochs=10, folds=3,
                                       lang="en")
    assert ranker.offer_unlisted and ranker.known.evidence.counts["eds"] == [0, 30, 0, 0]
    texts = ["the eds came", "a fab day"]
    expected = ["the e d s came", "a fab day"]  # "fab" is listed: never offered
    assert [r.text for r in ChoicePass(engine, ranker).run(texts)] == expected
    ranker.save(str(tmp_path / "model"))
    loaded = load_model(str(tmp_path / "model"))
    assert loaded.offer_unlisted and loaded.offers("eds") and not loaded.offers("fab")
    assert [r.text for r in ChoicePass(engine, loaded).run(texts)] == expected
    plain = choice_train.train_ranker(ChoicePass(engine, None), sentences, dev_share=0.0,
                                      seed=0, log=lambda line: None, epochs=10, folds=3,
                                      lang="en", offer_unlisted=False)
    assert not plain.offer_unlisted and plain.offers is None
    assert [r.text for r in ChoicePass(engine, plain).run(texts)] == texts
