"""bench/neural_veto.py end to end: data from the rules with disjoint held-out spans, scored
with a model of known answers (exact counts: the veto check can fail) and, as plumbing, after
one training step of a byte T5."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import neural_veto  # noqa: E402

from textnorm import Normalizer  # noqa: E402


@pytest.fixture(scope="module")
def processor():
    return Normalizer("en", "tn").processor


def test_held_out_spans_are_not_trained_on(processor):
    args = neural_veto.parser().parse_args(["--sentences", "300"])
    pairs, lines, items, notes = neural_veto.build(processor, args)
    assert pairs and items and not notes
    held_out = {lines[i.line][i.start:i.end] for i in items}
    framed = [source for source, _ in pairs]
    assert not any(f"<extra_id_0>{span}<extra_id_1>" in source
                   for span in held_out for source in framed)
    # The context subset's references are admissible readings the rules do not choose.
    context = [i for i in items if i.subset == "context"]
    assert context
    for item in context:
        rule = processor.normalize(lines[item.line][item.start:item.end])
        assert item.reference != rule


class _Answers:
    """A model with known answers: `answers[(line, span start)]`, None for any other span."""

    def __init__(self, answers: dict[tuple[str, int], str | None]):
        self.answers = answers

    def propose(self, spans):
        return [self.answers.get((span.text, span.start)) for span in spans]


WRONG = "no such reading"  # no grammar of any class reads anything this way


def test_end_to_end_with_known_answers(processor, capsys):
    """Every third held-out span gets its reference (admissible), every third a reading no
    grammar has, every third no proposal: the bench must count the wrong ones inadmissible
    without the veto, none with it, and every kind of decision exactly."""
    argv = ["--sentences", "150", "--seed", "1"]
    _, lines, items, _ = neural_veto.build(processor, neural_veto.parser().parse_args(argv))
    kinds = [("right", "wrong", "none")[n % 3] for n in range(len(items))]
    answers = {(lines[item.line], item.start): {"right": item.reference, "wrong": WRONG,
                                                "none": None}[kind]
               for item, kind in zip(items, kinds)}
    code = neural_veto.main(argv, model=_Answers(answers))
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0
    count = Counter(kinds)
    assert count["right"] and count["wrong"] and count["none"]
    total = summary["ALL"]
    assert total["spans"] == len(items)
    assert total["decisions"] == {"kept": count["right"], "vetoed": count["wrong"],
                                  "invalid": count["none"]}
    assert total["inadmissible_model"] == count["wrong"] + count["none"]
    assert total["invalid_model"] == count["none"]
    assert total["inadmissible_veto"] == 0 and total["inadmissible_rule"] == 0
    # The veto falls back on the rule output, which is the reference in the `rule` subset.
    rule_subset = [item.subset == "rule" for item in items]
    n = len(items)
    assert total["acc_model"] == round(count["right"] / n, 4)
    assert total["acc_rule"] == round(sum(rule_subset) / n, 4)
    assert total["acc_veto"] == round(sum(kind == "right" or rule for kind, rule in
                                          zip(kinds, rule_subset)) / n, 4)
    context = summary["context"]  # references the rules do not choose: only a model finds them
    assert context["spans"] > 0 and context["acc_rule"] == 0
    assert summary["train_steps"] == 0


def test_training_path_runs(capsys):
    """One training step of a tiny byte T5, then the same scoring: plumbing only (what one
    step teaches differs between float kernels), so only what holds for any model is
    checked."""
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        code = neural_veto.main(["--minutes", "10", "--max-steps", "1", "--sentences", "40",
                                 "--d-model", "32", "--layers", "1", "--seed", "1"])
    finally:
        torch.set_num_threads(threads)
    out = capsys.readouterr().out
    summary = json.loads(out.strip().splitlines()[-1])
    assert code == 0
    total = summary["ALL"]
    assert total["spans"] > 0 and total["inadmissible_veto"] == 0
    assert total["inadmissible_rule"] == 0
    assert sum(total["decisions"].values()) == total["spans"]  # every span got a decision
    assert summary["train_steps"] == 1
    assert "inadmissible(veto)" in out
