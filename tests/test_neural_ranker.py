"""The feature ranker (textnorm/neural/ranker.py): trained on a few dozen sentences built here,
it learns what the references always do (a made-up capitalised token spelled, "0" read "oh"
after "room"), keeps the rule's reading elsewhere, never writes a reading outside the cover,
and round-trips through its model directory. Assertions are on clear-cut cases only."""

from __future__ import annotations

import json

import pytest
from neural_helpers import CARDINALS, LettersEngine

from textnorm.neural import SpanInput, load_model
from textnorm.neural.choice import ChoicePass
from textnorm.neural.choice_data import Sentence
from textnorm.neural.ranker import FeatureRanker, option_features, pick, reading_kind, shape

pytest.importorskip("numpy")

SPELLED = {"UN": ["u n"], "Zorb": ["z o r b"], "Dova": ["d o v a"], "Kip": ["k i p"]}


def spelling_engine() -> LettersEngine:
    """Digits and ordinals as in the other neural tests, and a LETTERS cover that spells a
    few made-up words no rule claims (its rule claims "UN" only)."""
    return LettersEngine(SPELLED, r"\bUN\b", "test-ranker")


def _sentences() -> list[Sentence]:
    """Zorb is always spelled, Dova always kept; "0" is "oh" after "room", else "zero"."""
    out = []
    for i, word in enumerate(["big", "old", "new", "red", "tall", "cold", "far", "odd"] * 3):
        out.append(Sentence(["the", word, "Zorb", "won"], ["the", word, "z o r b", "won"]))
        out.append(Sentence(["Dova", "is", word], ["Dova", "is", word]))
        out.append(Sentence(["room", "0", word], ["room", "oh", word]))
        out.append(Sentence(["score", "0", str(i % 3 + 1), word],
                            ["score", "zero", CARDINALS[str(i % 3 + 1)][0], word]))
    return out


@pytest.fixture(scope="module")
def trained():
    from textnorm.neural.choice_train import train_ranker

    engine = spelling_engine()
    finder = ChoicePass(engine, None)
    log = []
    ranker = train_ranker(finder, _sentences(), dev_share=0.25, seed=0, log=log.append,
                          epochs=20)
    return engine, ranker, log


def test_ranker_learns_the_clear_cases(trained):
    engine, ranker, log = trained
    assert any(line.startswith("dev choices:") for line in log)
    assert "Dova" in ranker.keep_tokens  # always kept in training: never offered
    neural = ChoicePass(engine, ranker)
    assert 0 <= ranker.margin < 1e9  # the dev slice found changes worth making
    texts = ["a Zorb came", "room 0 tall", "score 0 now", "Dova Zorb 0"]
    assert [r.text for r in neural.run(texts)] == [
        "a z o r b came", "room oh tall", "score zero now", "Dova z o r b zero"]


def test_ranker_outputs_are_admissible_and_round_trip(trained, tmp_path):
    engine, ranker, _ = trained
    ranker.save(str(tmp_path / "ranker"))
    config = json.loads((tmp_path / "ranker" / "textnorm_model.json").read_text("utf-8"))
    assert config["type"] == "feature_ranker" and config["features"] > 0
    loaded = load_model(str(tmp_path / "ranker"))
    assert isinstance(loaded, FeatureRanker) and loaded.margin == ranker.margin
    neural = ChoicePass(engine, str(tmp_path / "ranker"))
    texts = ["room 0 1st Kip", "Zorb 2 room 0 3rd", "Kip Dova 0 0 0"]
    for text, result in zip(texts, neural.run(texts)):
        for span in result.spans:
            assert neural.cover.admits(span.cls, text[span.src_start:span.src_end],
                                       result.text[span.out_start:span.out_end])
    assert neural.run(["room 0 odd"])[0].text == "room oh odd"


def test_margin_keeps_the_rule_reading():
    np = pytest.importorskip("numpy")
    ranker = FeatureRanker(np.zeros(1 << 20), margin=1e9)
    span = SpanInput("room 0", 5, 6, "CARDINAL")
    assert ranker.choose([span], [["zero", "oh"]], [["CARDINAL", "CARDINAL"]]) == [0]
    assert pick([0.0, 2.0, 1.0], 1.5) == 1 and pick([0.0, 2.0], 2.0) == 0
    assert pick([1.0, 1.0], -1.0) == 0  # a tie goes to the earlier reading


def test_a_class_whose_changes_lose_out_of_fold_never_changes(tmp_path):
    np = pytest.importorskip("numpy")
    from textnorm.neural.choice_data import Example
    from textnorm.neural.choice_train import class_margins

    def example(cls: str, answer: int) -> Example:
        return Example(SpanInput("x", 0, 1, cls), ["a", "b"], answer, cls)

    # LETTERS: changes by more than 1 are right, the one by 0.5 is wrong; CARDINAL: the
    # change by 3 is right, the two by 4 are wrong: no margin makes it pay
    settled = [example("LETTERS", 1), example("LETTERS", 1), example("LETTERS", 0),
               example("CARDINAL", 1), example("CARDINAL", 0), example("CARDINAL", 0)]
    rows = [[0, 2.5], [0, 1.5], [0, 0.5], [0, 3], [0, 4], [0, 4]]
    margins = class_margins(rows, settled)
    assert margins == {"CARDINAL": 1e9, "LETTERS": 1.0}
    ranker = FeatureRanker(np.zeros(1 << 8), bits=8, margin=0.0, margins=margins)
    ranker.scores = lambda spans, options, classes: [[0.0, 5.0]] * len(spans)
    spans = [SpanInput("room 0", 5, 6, "CARDINAL"), SpanInput("the UN", 4, 6, "LETTERS"),
             SpanInput("a Zorb", 2, 6, "")]
    options = [["zero", "oh"], ["u n", "UN"], ["Zorb", "z o r b"]]
    classes = [["CARDINAL", "CARDINAL"], ["LETTERS", ""], ["", "LETTERS"]]
    # the second reading wins by 5 everywhere; CARDINAL still keeps the rule's, and a class
    # not calibrated ("LETTERS (unclaimed)" here) has the overall margin
    assert ranker.choose(spans, options, classes) == [0, 1, 1]
    ranker.save(str(tmp_path / "model"))
    assert load_model(str(tmp_path / "model")).margins == margins


def test_features_cross_the_token_with_the_reading_source():
    assert shape("GnRH") == "AaA" and shape("B-52") == "A-9"
    assert reading_kind("Zorb", "z o r b") == "spelled"
    assert reading_kind("Zorb", "Zorb") == "kept" and reading_kind("0", "zero") == "read"
    rows = option_features(SpanInput("the Zorb won", 4, 8, ""), ["Zorb", "z o r b"],
                           ["", "LETTERS"])
    assert "KEEP|kept|rule&t=zorb" in rows[0]
    assert "LETTERS|spelled|alt&t=zorb" in rows[1] and "LETTERS|spelled|alt&prev=the" in rows[1]
    # a run of rule spans offered as one: its readings are weighed under the run's class,
    # not under DATE's with the single dates
    rows = option_features(SpanInput("on 9 June 19 78", 3, 15, "DATE (joined)"),
                           ["ninth june nineteen seventy eight",
                            "the ninth of june nineteen seventy eight"], ["DATE", "DATE"])
    assert "S=DATE (joined)|read|alt" in rows[1] and "S=DATE|read|alt" not in rows[1]


def test_cli_trains_a_ranker_by_default(tmp_path, capsys):
    """`textnorm train DATA.jsonl --lang en -o DIR` (no --arch, no --base) writes a feature
    ranker; `normalize --model DIR` loads it by its stored type and runs in choice mode."""
    from textnorm.cli.main import main

    data = tmp_path / "pairs.jsonl"
    rows = [(["Call", "CIAC", "at", "200", "."], ["Call", "c i a c", "at", "two hundred", ""]),
            (["Lviv", "won", "5", "games"], ["l v i v", "won", "five", "games"])] * 3
    data.write_text("".join(json.dumps({"unnormalized": w, "normalized": s}) + "\n"
                            for w, s in rows), "utf-8")
    out = tmp_path / "model"
    # --folds 0 --dev 0: no calibration (two distinct sentences, every fold's held-out one
    # unseen), so the margin stays 0 and the clear cases show
    assert main(["train", str(data), "--lang", "en", "-o", str(out), "--dev", "0",
                 "--folds", "0", "--epochs", "5"]) == 0
    assert "a feature ranker" in capsys.readouterr().err
    config = json.loads((out / "textnorm_model.json").read_text("utf-8"))
    assert config["type"] == "feature_ranker" and config["task"] == "choose"
    source = tmp_path / "in.txt"
    source.write_text("Call CIAC at 200\nLviv won\n", "utf-8")
    assert main(["normalize", "--lang", "en", "--model", str(out), "--stats", str(source)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines() == ["Call c i a c at two hundred", "l v i v won"]
    assert "class\tspans\tchanged\tright\twrong" in captured.err
    assert main(["train", str(data), "--lang", "en", "-o", str(out), "--arch", "ranker",
                 "--base", "some/checkpoint"]) == 2
    assert "--base is a byt5 option" in capsys.readouterr().err
    assert main(["train", str(data), "--lang", "en", "-o", str(out), "--d-model", "32"]) == 2
    assert "--d-model: options of the byt5 chooser" in capsys.readouterr().err
