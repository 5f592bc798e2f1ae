"""The learned lexnorm candidate ranker (scikit-learn, a dependency): candidates and
features, the JSON export against scikit-learn's own predictions, training on a small invented
corpus, the model directory, and `textnorm eval --task lexnorm`."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from textnorm.cli import main as cli_main
from textnorm.lexnorm import storage
from textnorm.lexnorm.candidates import edit_distance, skeleton
from textnorm.lexnorm.features import FEATURES, Context, featurize, generate
from textnorm.lexnorm.model import Counts, LexModel
from textnorm.lexnorm.ranker import Ranker, RankerFormatError
from textnorm.lexnorm.scoring import score_words

WORDS = ["so", "good", "cool", "nice", "sweet", "happy", "great", "really", "today", "people"]
SLANG = {"u": "you", "r": "are", "pls": "please", "tmrw": "tomorrow"}


def _corpus(n: int = 120, seed: int = 0) -> list[list[tuple[str, str]]]:
    """Invented tweets: stretched words ("cooool" -> "cool"), a little slang, the rest kept."""
    rng = random.Random(seed)
    sentences = []
    for _ in range(n):
        sentence = [("i", "i"), ("think", "think")]
        for _ in range(3):
            word = rng.choice(WORDS)
            if rng.random() < 0.5:
                vowel = max(range(len(word)), key=lambda i: word[i] in "aeiouy")
                stretched = word[:vowel] + word[vowel] * rng.randint(3, 7) + word[vowel + 1:]
                sentence.append((stretched, word))
            else:
                sentence.append((word, word))
        slang = rng.choice(sorted(SLANG))
        sentence += [(slang, SLANG[slang]), ("ok", "ok")]
        sentences.append(sentence)
    return sentences


def test_candidates_and_features():
    counts = Counts.from_sentences([[("u", "you"), ("r", "are"), ("so", "so"),
                                     ("jammer", "jammer"), ("thank", "thank"), ("you", "you")]])
    model = LexModel(counts)
    assert generate(model, "u", "word") == {"u": {"keep"}, "you": {"table"}}
    assert "so" in generate(model, "sooo", "word")
    assert generate(model, "jmmr", "word")["jammer"] == {"abbrev"}
    assert "thank you" in generate(model, "thankyou", "word")
    assert generate(model, "@sooo", "protected") == {"@sooo": {"keep"}}
    rows = featurize(model, "U", "word", Context(model, ["u", "r"]), 0)
    assert {norm for norm, _ in rows} == {"u", "you"}
    assert all(len(x) == len(FEATURES) for _, x in rows)
    x = dict(rows)["you"]
    assert x[FEATURES.index("pair_prob")] == 1.0 and x[FEATURES.index("title")] == 1.0
    assert x[FEATURES.index("right_log")] > 0  # "you are" is a bigram of the normalized side
    assert edit_distance("teh", "the") == 1 and edit_distance("kitten", "sitting") == 3
    assert skeleton("jammer") == "jmmr"


def test_exported_ranker_scores_as_sklearn_does():
    np = pytest.importorskip("numpy")
    pytest.importorskip("sklearn")
    from textnorm.lexnorm import learn

    rng = np.random.default_rng(0)
    X = rng.normal(size=(200, len(FEATURES)))
    y = (X[:, 0] + X[:, 3] * X[:, 5] > 0).astype(int)
    from threadpoolctl import threadpool_limits

    for config in ({"kind": "logistic", "C": 1.0},
                   {"kind": "trees", "max_iter": 8, "learning_rate": 0.1, "max_leaf_nodes": 7,
                    "min_samples_leaf": 5}):
        with threadpool_limits(1):
            model, predict = learn._fit(config, X, y)
        spec = json.loads(json.dumps(learn._export(model)))  # plain JSON survives
        ranker = Ranker(spec, FEATURES)
        ours = [ranker.score(list(row)) for row in X[:50]]
        assert ours == pytest.approx(predict(X[:50]).tolist(), abs=1e-9)


def test_ranker_refuses_what_it_does_not_know():
    with pytest.raises(RankerFormatError):
        Ranker({"kind": "pickle"}, FEATURES)
    with pytest.raises(RankerFormatError, match="retrain"):
        Ranker({"kind": "logistic", "features": ["x"]}, FEATURES)
    with pytest.raises(RankerFormatError, match="malformed"):
        Ranker({"kind": "trees", "features": list(FEATURES), "baseline": 0.0,
                "trees": [{"feature": [0]}]}, FEATURES)


@pytest.fixture(scope="module")
def ranked():
    pytest.importorskip("sklearn")
    from textnorm.lexnorm.train import train

    return train(_corpus(), learner="ranker")


def test_ranker_learns_from_held_out_folds(ranked, tmp_path):
    model, report = ranked
    assert model.ranker is not None and model.ranker.rule in ("best", "change")
    assert report["learner"] == f"{model.ranker.spec['learner']}/{model.ranker.rule}"
    assert set(report["ranker"]["cv"]) == {f"{name}/{rule}" for name in
                                           ("logistic", "trees", "trees-small")
                                           for rule in ("best", "change")}
    # unseen stretchings and seen slang are normalized; known words stay
    words = ["u", "r", "soooooooo", "gooooooood", "i", "think", "ok", "pls"]
    assert model.normalize_tokens(words) == ["you", "are", "so", "good", "i", "think", "ok",
                                             "please"]
    storage.save(model, tmp_path / "m", lang="en", report=report)
    assert json.loads((tmp_path / "m" / "model.json").read_text())["version"] == 2
    reloaded, _ = storage.load(tmp_path / "m")
    assert reloaded.ranker.spec == model.ranker.spec
    assert reloaded.normalize_tokens(words) == model.normalize_tokens(words)
    (tmp_path / "m" / "ranker.json").write_text('{"kind": "pickle"}')
    with pytest.raises(storage.ModelFormatError, match="ranker.json"):
        storage.load(tmp_path / "m")


def test_ranker_beats_most_frequent_replacement_held_out(ranked):
    _, report = ranked
    assert report["ranker"]["cv"][report["learner"]] > report["ranker"]["mfr"]


# -- textnorm eval --task lexnorm ---------------------------------------------------------------
def test_scores_by_kind():
    report = score_words([("u", "you", "you"), ("gonna", "going to", "gonna"),
                          ("screen", "screenshot", "screenshot"), ("shot", "", ""),
                          ("ok", "ok", "okay"), ("The", "the", "the")])
    assert (report["tp"], report["fp"], report["fn"]) == (3, 1, 1)
    assert report["err"] == pytest.approx(2 / 4)
    assert report["precision"] == pytest.approx(3 / 4) and report["recall"] == 0.75
    assert report["by_kind"]["split"]["fn"] == 1 and report["by_kind"]["merge"]["tp"] == 1
    assert score_words([("the", "The", "The")], cased=True)["tp"] == 1
    assert score_words([("the", "The", "the")])["need"] == 0


def _write(path, rows):
    path.write_text("\n\n".join("\n".join(f"{w}\t{n}" for w, n in s) for s in rows) + "\n",
                    "utf-8")


def test_eval_lexnorm_command(tmp_path, capsys):
    gold, pred = tmp_path / "gold.norm", tmp_path / "pred.norm"
    _write(gold, [[("u", "you"), ("r", "are"), ("ok", "ok")], [("screen", "screenshot"),
                                                              ("shot", "")]])
    _write(pred, [[("u", "you"), ("r", "r"), ("ok", "okay")], [("screen", "screenshot"),
                                                              ("shot", "")]])
    assert cli_main.main(["eval", "--task", "lexnorm", str(gold), str(pred), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["err"] == pytest.approx((3 - 1) / 4) and report["precision"] == 0.75
    assert cli_main.main(["eval", "--task", "lexnorm", str(gold), str(pred)]) == 0
    table = capsys.readouterr().out
    assert table.splitlines()[1].split()[:4] == ["all", "5", "4", "50.00"]
    _write(pred, [[("u", "you"), ("are", "are"), ("ok", "ok")], [("screen", "screenshot"),
                                                                ("shot", "")]])
    assert cli_main.main(["eval", "--task", "lexnorm", str(gold), str(pred)]) == 2
    assert "sentence 1: the words differ" in capsys.readouterr().err
    assert cli_main.main(["eval", "--task", "lexnorm", str(gold)]) == 2
    assert "GOLD PRED" in capsys.readouterr().err


def test_counts_bigrams_of_the_normalized_side():
    counts = Counts.from_sentences([[("u", "you"), ("gonna", "going to")]])
    assert counts.bigrams == Counter({("<s>", "you"): 1, ("you", "going"): 1,
                                      ("going", "to"): 1, ("to", "</s>"): 1})


def test_trained_ranker_end_to_end(tmp_path):
    """train-lexnorm writes the ranker; normalize --model and the Normalizer decide with it."""
    pytest.importorskip("sklearn")
    from textnorm import Normalizer

    data, model_dir = tmp_path / "train.norm", tmp_path / "m"
    _write(data, _corpus())
    assert cli_main.main(["train-lexnorm", str(data), "-o", str(model_dir), "--lang", "en"]) == 0
    assert (model_dir / "ranker.json").is_file()
    loaded, meta = storage.load(model_dir)
    assert loaded.ranker is not None and meta["report"]["learner"].endswith(loaded.ranker.rule)
    words = ["u", "r", "soooooooo", "gooooooood", "i", "think", "ok", "pls"]
    expected = ["you", "are", "so", "good", "i", "think", "ok", "please"]
    assert loaded.normalize_tokens(words) == expected
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("\n".join(words) + "\n", "utf-8")
    assert cli_main.main(["normalize", "--mode", "lexnorm", "--lang", "en", "--model",
                          str(model_dir), "--format", "multilexnorm", str(source), "-o",
                          str(target)]) == 0
    assert target.read_text("utf-8").splitlines() == [f"{w}\t{n}" for w, n in
                                                      zip(words, expected)]
    normalizer = Normalizer("en", "lexnorm", model=str(model_dir))
    assert normalizer.processor.meta["report"]["learner"] == meta["report"]["learner"]
    assert normalizer.normalize("U r soooooooo gooooooood, pls!") == "You are so good, please!"


def test_rewrites_learned_from_pairs():
    from textnorm.lexnorm.rewrites import Rewrites, rewrite_of

    assert rewrite_of("sal", "zal") == ("^sa", "^za")
    assert rewrite_of("skool", "school") == ("sko", "scho")
    assert rewrite_of("ger", "gern") == ("r$", "rn$")
    assert rewrite_of("ivm", "in verband met") is None and rewrite_of("so", "so") is None
    rewrites = Rewrites(Counter({("sal", "zal"): 2, ("Wiel", "wil"): 1, ("salt", "salt"): 5}))
    assert rewrites.apply("sap") == ["zap"]  # seen twice: proposes
    assert rewrites.apply("biel") == []  # seen once: only a feature
    log_count, prob, free_log = rewrites.features("sap", "zap")
    assert log_count > 0 and prob == pytest.approx(2 / (7 + 1)) and free_log == log_count
    assert rewrites.features("sap", "sap") == (0.0, 0.0, 0.0)
    umlauts = Rewrites(Counter({("schoen", "schön"): 1, ("koennen", "können"): 1,
                                ("hoeren", "hören"): 1}))
    assert umlauts.apply("moegen") == ["mögen"]  # "oe" -> "ö" anywhere, seen three times
    assert umlauts.apply("moegen", known=True) == []  # a known word: context needed


def test_glued_and_reduplicated_candidates():
    from textnorm.lexnorm.features import glued, reduplications

    counts = Counts.from_sentences([[("ga", "tidak"), ("salah", "salah"), ("fakta", "fakta")]])
    model = LexModel(counts)
    assert glued(model, "gasalah") == ["tidak salah"]
    assert glued(model, "salah") == []  # a known word stays whole
    assert reduplications("fakta2") == ["fakta-fakta"]
    assert reduplications("mendung2nya") == ["mendung-mendungnya"]
    assert reduplications("b2") == [] and reduplications("fakta") == []
    assert {"tidak salah", "fakta-fakta"} <= set(generate(model, "gasalah", "word")) | set(
        generate(model, "fakta2", "word"))
