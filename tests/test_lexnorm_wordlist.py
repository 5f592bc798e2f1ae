"""The lexnorm ranker's word list (candidates and features from the language's words, stored in
the model directory, the language found from the data) and the stable choice of the learner
(simplest unless clearly better; the same file trains the same model in another process)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from test_lexnorm_ranker import _corpus, _write

from textnorm.lexnorm import storage
from textnorm.lexnorm.features import FEATURES, Context, featurize, generate
from textnorm.lexnorm.learn import choose
from textnorm.lexnorm.model import Counts, LexModel
from textnorm.lexnorm.wordlist import WordList, resolve

ROOT = Path(__file__).resolve().parent.parent
# an invented list in Zipf units (log10 of occurrences per billion words)
LISTED = WordList("xx", {"brengt": 4.2, "durven": 3.4, "duiven": 3.6, "bijna": 4.8, "of": 6.5,
                         "langer": 4.4, "zeldzaam": 2.6})


def _model(wordlist: WordList | None = LISTED) -> LexModel:
    counts = Counts.from_sentences([[("by", "bij"), ("ik", "ik"), ("wil", "wil"),
                                     ("vry", "vrij"), ("hy", "hij"), ("gaan", "gaan")]])
    return LexModel(counts, wordlist=wordlist)


def test_word_list_candidates_and_features():
    model = _model()
    assert generate(model, "brenght", "word")["brengt"] == {"list"}  # an edit of a listed word
    assert generate(model, "oflanger", "word")["of langer"] == {"list_split"}
    assert "bijna" in generate(model, "byna", "word")  # the data's y -> ij makes a listed word
    # a common listed word is no typo: the list proposes nothing for it
    assert not any("list" in s for s in generate(model, "durven", "word").values())
    assert "brengt" not in generate(_model(None), "brenght", "word")
    rows = dict(featurize(model, "brenght", "word", Context(model, ["brenght"]), 0))
    x = rows["brengt"]
    assert len(x) == len(FEATURES)
    assert x[FEATURES.index("cand_list")] == 4.2 and x[FEATURES.index("word_list")] == 0.0
    assert x[FEATURES.index("list_gain")] == pytest.approx(4.2)
    assert LISTED.frequency("of langer") == 4.4 and LISTED.frequency("nope") == 0.0


def test_word_list_travels_with_the_model(tmp_path):
    pytest.importorskip("sklearn")
    from textnorm.lexnorm.train import train

    model, report = train(_corpus(60), learner="ranker", wordlist=LISTED)
    assert report["wordlist"] == "xx" and model.wordlist is LISTED
    storage.save(model, tmp_path / "m", report=report)
    assert json.loads((tmp_path / "m" / "model.json").read_text())["wordlist"] == "xx"
    reloaded, _ = storage.load(tmp_path / "m")
    assert reloaded.wordlist.lang == "xx" and reloaded.wordlist.zipf == LISTED.zipf
    words = ["u", "r", "soooooooo", "brenght", "ok"]
    assert reloaded.normalize_tokens(words) == model.normalize_tokens(words)


def test_word_list_choice():
    assert resolve("none", Counter({"de": 3})) is None and resolve(None, Counter()) is None
    wordfreq = pytest.importorskip("wordfreq")
    del wordfreq
    from textnorm.lexnorm.wordlist import detect

    dutch = Counter("ik wil het niet weten maar de kat en de hond zijn er ook".split())
    assert detect(dutch) == "nl"
    assert detect(Counter({"123": 4})) is None
    found = resolve("auto", dutch)
    assert found is not None and found.lang == "nl" and found.frequency("brengt") > 3
    assert resolve("auto", Counter(), lang="nl").lang == "nl"


def test_learner_choice_prefers_the_simpler_learner():
    cv = {"logistic/best": 100, "logistic/change": 104, "trees-small/best": 106,
          "trees-small/change": 103, "trees/best": 107, "trees/change": 90}
    # margin: half a point of ERR of 1,000 words = 5 words; neither tree gains more than that
    assert choose(cv, need=1000) == "logistic/change"
    assert choose({**cv, "trees/best": 110}, need=1000) == "trees/best"
    # margin 2 (the least): trees-small's 106 is not more than 104 + 2, trees' 107 is
    assert choose(cv, need=100) == "trees/best"
    assert choose({"logistic/best": 7, "logistic/change": 7}, need=10) == "logistic/best"


_TRAIN = """
import json, sys
from textnorm.lexnorm.data import read_training
from textnorm.lexnorm.train import train
model, report = train(read_training(sys.argv[1]), learner="ranker", wordlist="none")
print(json.dumps([report["learner"], report["ranker"]["cv"], model.ranker.spec],
                 sort_keys=True))
"""


@pytest.mark.slow  # two training processes: ~40 s on 2 busy cores
def test_training_twice_gives_the_same_model(tmp_path):
    """Two processes with different string hashing train the same learner and ranker."""
    pytest.importorskip("sklearn")
    data = tmp_path / "train.norm"
    _write(data, _corpus(80, seed=3))
    outputs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed,
               "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT),
                                                           os.environ.get("PYTHONPATH")]))}
        run = subprocess.run([sys.executable, "-c", _TRAIN, str(data)], env=env,
                             capture_output=True, text=True, timeout=300, check=True)
        outputs.append(run.stdout)
    assert outputs[0] == outputs[1]
    learner, cv, _ = json.loads(outputs[0])
    assert learner in cv
