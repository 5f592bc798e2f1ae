"""The feature ranker's evidence (textnorm/neural/ranker_evidence.py): reading counts of the
training sentences with a sentence's own readings left out, letter-trigram phonotactics,
word-list buckets; a ranker trained with 3-fold margin calibration learns a token from the
other sentences that spell it, and its evidence survives a save and a load. Tiny data built
here; assertions on clear-cut facts only."""

from __future__ import annotations

import json

import pytest
from neural_helpers import LettersEngine

from textnorm.neural import SpanInput, load_model
from textnorm.neural.choice import ChoicePass
from textnorm.neural.choice_data import Sentence
from textnorm.neural.ranker_evidence import (
    RARE_ZIPF,
    Clusters,
    Known,
    Phonotactics,
    TokenEvidence,
    digit_words,
    reading_of,
    tracked,
    word_list,
    zipf_bucket,
)

pytest.importorskip("numpy")

WORDS = frozenset({"zero", "o", "one", "two", "three", "seven"})


def test_reading_kinds():
    assert reading_of("NATO", "NATO", WORDS) == "kept"
    assert reading_of("Zorb", "z o r b", WORDS) == "spelled"
    assert reading_of("IL", "i_letter l_letter", WORDS) == "spelled"
    assert reading_of("707", "seven o seven", WORDS) == "digits"
    assert reading_of("707", "seven hundred seven", WORDS) == "read"
    assert reading_of("7", "seven", WORDS) == "read"  # one digit: nothing to tell apart
    assert digit_words([("0", "zero"), ("7", "seven"), ("70", "seventy")]) == {"zero", "seven"}
    assert tracked("NATO") and tracked("747") and tracked("psm")
    assert not tracked("table") and not tracked("a-b")


def test_counts_leave_a_sentence_out():
    spelled = Sentence(["the", "Zorb", "won"], ["the", "z o r b", "won"])
    kept = Sentence(["ZORB", "lost"], ["ZORB", "lost"])
    evidence = TokenEvidence.of([spelled, spelled, kept])
    assert evidence.counts["Zorb"] == [0, 2, 0, 0]
    assert evidence.counts["~zorb"] == [1, 2, 0, 0]  # every case form of the token
    assert "the" not in evidence.counts and "~won" not in evidence.counts
    assert "ev^=spelled&all" in evidence.features("Zorb")
    assert "evl^=spelled&most" in evidence.features("ZORB")
    # the kept sentence alone: what is left of "ZORB" is the other sentences' spellings
    without = evidence.features("ZORB", evidence.own([kept]))
    assert "ev=none" in without and "evl^=spelled&all" in without
    assert evidence.features("Dova") == ["ev=none", "evl=none"]


def test_leaving_out_also_takes_the_sentence_out_of_the_lexicon():
    sentence = Sentence(["the", "psm", "psm"], ["the", "p s m", "p s m"])
    known = Known(TokenEvidence.of([sentence])).leaving_out([sentence])
    assert known.own_words["psm"] == 2
    span = SpanInput(sentence.text, 4, 7, "")
    found = known.features(span, "the", "psm", False)
    assert "ev=none" in found and "evl=none" in found


def test_phonotactics_and_word_list_buckets():
    sounds = Phonotactics(["bat", "cat", "hat", "mat", "rat", "sat", "bar", "car"])
    word = int(sounds.features("Cat")[0].split("=")[1])
    cluster = int(sounds.features("Xqzk")[0].split("=")[1])
    assert word < cluster
    assert sounds.features("B-52") == []  # letters only
    assert zipf_bucket({"nasa": 4.2}, "NASA") == "4" and zipf_bucket({}, "NASA") == "0"
    # the rare tail in half points: a listed rare name is not an unlisted string
    rare = {"knud": 1.92, "aila": 1.4, "appl": 2.5, "fyn": 2.99, "ohio": 4.9, "the": 7.7}
    assert [zipf_bucket(rare, w) for w in ["Knud", "AILA", "Appl", "Fyn", "Ohio", "The"]] == [
        "1.5", "1", "2.5", "2.5", "4", "6"]
    known = Known(zipf={"haydn": 2.8})
    found = known.features(SpanInput("FRANZ HAYDN", 6, 11, ""), "FRANZ", "", True)
    assert "zipf=2.5" in found and "UP&5&zipf=2.5" in found and "supper=3" in found
    number = known.features(SpanInput("the 0707 jet", 4, 8, "CARDINAL"), "the", "jet", False)
    assert "nd=4" in number and "lz=True" in number


def test_a_sentence_left_out_is_counted_with_every_sentences_digit_words():
    # "seven o seven" is digit by digit only where the data reads single digits so: the
    # sentence left out has none of its own, and was once counted "read" then, so that its
    # own digit-by-digit answer stayed in the evidence it trained with
    digits = Sentence(["a", "boeing", "707", "jet"], ["a", "boeing", "seven o seven", "jet"])
    single = Sentence(["0", "7"], ["o", "seven"])
    evidence = TokenEvidence.of([digits, single])
    assert evidence.counts["707"] == [0, 0, 1, 0]
    assert evidence.own([digits])["707"] == [0, 0, 1, 0]
    assert evidence.features("707", evidence.own([digits]))[0] == "ev=none"
    known = Known(evidence).leaving_out([digits])
    found = known.features(SpanInput(digits.text, 9, 12, "CARDINAL"), "boeing", "jet", False)
    assert "ev=none" in found and not any(f.startswith("ev:digits") for f in found)
    # loaded from a model directory (no digit words stored): a sentence's own words
    assert TokenEvidence(evidence.counts).own([digits])["707"] == [0, 0, 0, 1]


def test_letter_clusters_by_position():
    clusters = Clusters(["stand", "string", "norm", "zorn", "hand", "tarn", "it's", "café"])
    assert clusters.counts["onset", "str"] == 1 and clusters.counts["coda", "nd"] == 2
    assert not any(run == "s" for _, run in clusters.counts)  # "it's", "café": not counted
    # every cluster where some word has it: the rarest is still listed
    assert clusters.features("Zorn") == ["cl:all=1", "cl:coda=1", "cl:onset=1", "cl:vowel=1"]
    # "nh" begins no word, "rw" ends none: both unlisted, the vowel is common
    assert clusters.features("NHARW") == ["cl:all=0", "cl:coda=0", "cl:onset=0", "cl:vowel=1"]
    assert "cl:medial=0" in clusters.features("Tobnda")  # "bnd" between vowels: none has it
    assert clusters.features("B-52") == [] and clusters.features("Zoë") == []
    known = Known(clusters=clusters)
    found = known.features(SpanInput("the Tarw hill", 4, 8, ""), "the", "hill", False)
    assert "cl:coda=0" in found and "Cap&4&cl:coda=0" in found
    assert not any(f.startswith("cl:") for f in Known().features(
        SpanInput("the Tarw hill", 4, 8, ""), "the", "hill", False))


def test_word_list_keeps_the_rare_alphabetic_tail():
    pytest.importorskip("wordfreq")
    from textnorm.lexnorm.wordlist import MIN_ZIPF

    zipf = word_list("en")
    rare = [w for w, z in zipf.items() if z < MIN_ZIPF]
    assert rare and all(w.isalpha() and zipf[w] >= RARE_ZIPF for w in rare)
    assert zipf["the"] > 6 and word_list(None) is None


SPELLED = {"Zorb": ["z o r b"], "Dova": ["d o v a"], "UN": ["u n"]}


def _sentences() -> list[Sentence]:
    out = []
    for word in ["big", "old", "new", "red", "tall", "cold", "far", "odd", "wet", "dry"] * 3:
        out.append(Sentence(["the", word, "Zorb", "won"], ["the", word, "z o r b", "won"]))
        out.append(Sentence(["a", "Dova", word], ["a", "Dova", word]))
        out.append(Sentence(["Dova", "met", word, "Zorb"], ["Dova", "met", word, "z o r b"]))
    return out


def test_folds_calibrate_and_the_evidence_round_trips(tmp_path):
    from textnorm.neural.choice_train import train_ranker

    engine = LettersEngine(SPELLED, r"\bUN\b", "test-ranker-evidence")
    log: list[str] = []
    ranker = train_ranker(ChoicePass(engine, None), _sentences(), dev_share=0.0, seed=0,
                          log=log.append, epochs=10, folds=3)
    assert any(line.startswith("out-of-fold choices:") for line in log)
    assert any(line.startswith("fold 3/3") for line in log)
    assert ranker.known.evidence.counts["Zorb"] == [0, 60, 0, 0]
    assert 0 <= ranker.margin < 1e9
    texts = ["the Zorb came", "we saw Zorb"]
    assert [r.text for r in ChoicePass(engine, ranker).run(texts)] == [
        "the z o r b came", "we saw z o r b"]
    ranker.save(str(tmp_path / "model"))
    loaded = load_model(str(tmp_path / "model"))
    assert loaded.known.evidence.counts == ranker.known.evidence.counts
    # no pronouncing dictionary here: the clusters of the training text's words, rebuilt
    assert loaded.known.clusters.counts == ranker.known.clusters.counts
    assert loaded.known.clusters.counts["onset", "th"] > 0
    # a model saved before clusters (no key in its config) ranks without them
    config_path = tmp_path / "model" / "textnorm_model.json"
    config = json.loads(config_path.read_text("utf-8"))
    del config["clusters"]
    config_path.write_text(json.dumps(config), "utf-8")
    assert load_model(str(tmp_path / "model")).known.clusters is None
    span = [SpanInput("the Zorb came", 4, 8, "")]
    options, classes = [["Zorb", "z o r b"]], [["", "LETTERS"]]
    assert loaded.scores(span, options, classes)[0] == pytest.approx(
        ranker.scores(span, options, classes)[0], abs=1e-4)
