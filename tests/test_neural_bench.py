"""bench/neural_veto.py end to end with a tiny budget: data from the rules with disjoint
held-out spans, a byte T5 trained for a few steps, the veto's invariants on its output."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

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


def test_end_to_end_invariants(capsys):
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        code = neural_veto.main(["--minutes", "0.05", "--max-steps", "3", "--sentences", "40",
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
    assert 0 < summary["train_steps"] <= 3
    assert "inadmissible(veto)" in out
