"""The covering-grammar veto and the neural pass over rule spans (no torch needed)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from neural_helpers import DictionaryModel, TinyEngine

from textnorm import Normalizer, Result, Span
from textnorm.neural.batching import plan_batches
from textnorm.neural.byt5 import word_in_context
from textnorm.neural.pipeline import NeuralPass


@pytest.fixture(scope="module")
def engine():
    return TinyEngine()


def _check_alignment(text: str, result: Result) -> None:
    for span in result.spans:
        assert span.src_end <= len(text) and span.out_end <= len(result.text)


def test_kept_vetoed_and_invalid(engine):
    model = DictionaryModel({"0": "oh", "1st": "one", "2": "two\nlines"})
    neural = NeuralPass(engine, model)
    text = "0 and 1st, 2 or 3"
    result = neural.run([text])[0]
    # "oh" is a weighted-away reading of 0: kept. "one" is no ORDINAL reading of "1st": the
    # rule's "first" stays. A two-line reply and no reply at all are invalid.
    assert result.text == "oh and first, two or three"
    decisions = [(text[s.src_start:s.src_end], result.text[s.out_start:s.out_end], s.source,
                  s.decision) for s in result.spans]
    assert decisions == [("0", "oh", "neural", "kept"), ("1st", "first", "rule", "vetoed"),
                         ("2", "two", "rule", "invalid"), ("3", "three", "rule", "invalid")]
    _check_alignment(text, result)
    assert neural.stats[("CARDINAL", "kept")] == 1
    assert neural.stats[("ORDINAL", "vetoed")] == 1
    assert neural.stats[("CARDINAL", "invalid")] == 2


def test_rule_output_is_kept_when_proposed(engine):
    neural = NeuralPass(engine, DictionaryModel({"3rd": "third"}))
    result = neural.run(["the 3rd"])[0]
    assert result.text == "the third"
    assert result.spans[0].decision == "kept" and result.spans[0].source == "neural"


def test_proposal_from_another_class_is_vetoed(engine):
    # "oh" is a CARDINAL reading of "0", but "1" has no such reading.
    neural = NeuralPass(engine, DictionaryModel({"1": "oh", "0": "nought"}))
    result = neural.run(["1 0"])[0]
    assert result.text == "one nought"
    assert [s.decision for s in result.spans] == ["vetoed", "kept"]


def test_spans_of_all_lines_go_to_the_model_in_one_call(engine):
    model = DictionaryModel({})
    neural = NeuralPass(engine, model)
    results = neural.run(["1", "no numbers", "2 and 3rd", ""])
    assert [r.text for r in results] == ["one", "no numbers", "two and third", ""]
    assert len(model.calls) == 1
    assert [s.span for s in model.calls[0]] == ["1", "2", "3rd"]
    assert model.calls[0][2].text == "2 and 3rd"


def test_classes_option_limits_the_pass(engine):
    model = DictionaryModel({"0": "oh", "1st": "first"})
    neural = NeuralPass(engine, model, classes={"ORDINAL"})
    result = neural.run(["0 1st"])[0]
    assert result.text == "zero first"
    assert [s.decision for s in result.spans] == [None, "kept"]


class _PlainProcessor:
    """A processor whose spans belong to a class no rule covers."""

    def normalize_with_alignment(self, text: str) -> Result:
        return Result(text.lower(), [Span(0, len(text), 0, len(text), "PLAIN")])


@pytest.mark.parametrize("trust, expected, source", [(False, "hello", "rule"),
                                                      (True, "hi there", "neural")])
def test_no_cover(trust, expected, source):
    neural = NeuralPass(_PlainProcessor(), DictionaryModel({"Hello": "hi there"}),
                        trust_uncovered=trust)
    result = neural.run(["Hello"])[0]
    assert result.text == expected
    assert result.spans[0].decision == "no cover" and result.spans[0].source == source
    assert "no cover" in neural.summary()


def test_summary_counts_per_class(engine):
    neural = NeuralPass(engine, DictionaryModel({"0": "oh", "1st": "one"}))
    neural.run(["0 1st 0"])
    rows = {line.split("\t")[0]: line.split("\t")[1:] for line in neural.summary().splitlines()}
    assert rows["class"] == ["kept", "vetoed", "no cover", "invalid"]
    assert rows["CARDINAL"] == ["2", "0", "0", "0"]
    assert rows["ORDINAL"] == ["0", "1", "0", "0"]
    assert rows["ALL"] == ["2", "1", "0", "0"]
    stages = rows["seconds"][0].split()
    assert stages[0::2] == ["rules", "model", "veto"]
    assert all(float(x) >= 0 for x in stages[1::2])


def test_english_money_and_cardinal_covers():
    model = DictionaryModel({"$5": "fifty dollars", "12": "twelve", "$3": "three dollars"})
    normalizer = Normalizer("en", "tn", neural=model)
    result = normalizer.normalize_with_alignment("$5 for 12 and $3")
    assert result.text == "five dollars for twelve and three dollars"
    assert [s.decision for s in result.spans] == ["vetoed", "kept", "kept"]
    assert normalizer.normalize_batch(["$5", "12"]) == ["five dollars", "twelve"]


def test_model_option_means_neural_for_rule_modes():
    normalizer = Normalizer("en", "tn", model=DictionaryModel({"7": "seven"}))
    assert normalizer.neural is not None
    assert normalizer.normalize("7") == "seven"


@pytest.mark.parametrize("lengths, budget", [([5, 1, 3, 3, 9, 2], 10), ([4] * 7, 8),
                                             ([100, 1], 10), ([], 10)])
def test_plan_batches(lengths, budget):
    batches = plan_batches(lengths, token_budget=budget)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    flat = [lengths[i] for b in batches for i in b]
    assert flat == sorted(flat)
    for batch in batches:
        assert len(batch) == 1 or len(batch) * max(lengths[i] for i in batch) <= budget


def test_plan_batches_row_cap():
    assert [len(b) for b in plan_batches([1] * 5, token_budget=100, max_rows=2)] == [2, 2, 1]


def test_word_in_context_is_multilexnorm_format():
    assert word_in_context("so  i went", 4, 5) == "so <extra_id_0>i<extra_id_1> went"
    assert word_in_context("lol", 0, 3) == " <extra_id_0>lol<extra_id_1> "
    assert word_in_context("(5) b.", 1, 2) == "(<extra_id_0>5<extra_id_1>) b."
    long = "aaa " * 100 + "X" + " bbb" * 100
    start = long.index("X")
    framed = word_in_context(long, start, start + 1, window=10)
    assert framed == "aaa aaa <extra_id_0>X<extra_id_1> bbb bbb"


def test_import_textnorm_needs_no_torch():
    code = ("import sys, textnorm, textnorm.neural, textnorm.neural.pipeline, "
            "textnorm.neural.llm, textnorm.neural.byt5; "
            "assert 'torch' not in sys.modules and 'transformers' not in sys.modules")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_missing_torch_is_a_clear_error():
    code = ("import sys; sys.modules['torch'] = None\n"
            "from textnorm.neural import load_model, NeuralError\n"
            "try:\n    load_model('some/dir')\nexcept NeuralError as e:\n    print(e)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "pip install 'textnorm[neural]'" in proc.stdout


def test_synth_pairs_from_the_rules(tmp_path, capsys):
    from textnorm.cli.main import main

    raw = tmp_path / "raw.txt"
    raw.write_text("It cost $5 on\t4 March 2014.\n\nplain words\nNow $5, then 7.\n", "utf-8")
    assert main(["synth", "--lang", "en", str(raw)]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert rows[0] == ["It cost <extra_id_0>$5<extra_id_1> on 4 March 2014.", "five dollars",
                       "MONEY"]
    assert rows[1] == ["It cost $5 on <extra_id_0>4 March 2014<extra_id_1>.",
                       "the fourth of march twenty fourteen", "DATE"]
    assert len(rows) == 4
    out = tmp_path / "pairs.tsv"
    assert main(["synth", "--lang", "en", "--format", "span", "--unique", "--classes", "money",
                 str(raw), "-o", str(out)]) == 0
    assert out.read_text("utf-8") == "$5\tfive dollars\tMONEY\n"
    assert main(["synth", "--lang", "en", "--window", "8", "--classes", "date", str(raw)]) == 0
    assert capsys.readouterr().out.splitlines()[0].split("\t")[0] == \
        "$5 on <extra_id_0>4 March 2014<extra_id_1>."


@pytest.mark.parametrize("bucket", [True, False])
def test_epoch_batches_cover_every_pair_once(bucket):
    import random

    from textnorm.neural.train import epoch_batches

    lengths = [random.Random(i).randrange(1, 400) for i in range(1000)]
    batches = epoch_batches(lengths, 16, random.Random(0), bucket)
    assert sorted(i for batch in batches for i in batch) == list(range(1000))
    assert sorted(map(len, batches)) == [8] + [16] * 62
    spread = sum(max(lengths[i] for i in b) - min(lengths[i] for i in b) for b in batches)
    # Bucketed batches hold similar lengths (less padding); plain ones span the whole range.
    assert (spread / len(batches) < 60) == bucket
