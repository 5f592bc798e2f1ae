"""ByT5Normalizer on a tiny byte-level T5 built from a config and trained for a second:
loading, batched == unbatched, the veto over its proposals, the CLI `--model`."""

from __future__ import annotations

import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from neural_helpers import CARDINALS, ORDINALS, TinyEngine  # noqa: E402

from textnorm import Normalizer  # noqa: E402
from textnorm.neural import NeuralError  # noqa: E402
from textnorm.neural.byt5 import ByT5Normalizer, word_in_context  # noqa: E402
from textnorm.neural.pipeline import NeuralPass  # noqa: E402
from textnorm.neural.train import fine_tune  # noqa: E402

LINES = ["0 and 1st", "it was 2", "3rd of 3", "no digits here", "", "2nd 1 0 3 1st 2",
         "$5 for 12", "x 1st y 0"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """(model directory, tokenizer): ~40k parameters, 100 steps on the tiny grammar's
    readings, so that it ends its outputs (a random model rarely emits end-of-sequence) and
    gets some spans right and others wrong."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # tiny matrices: threads only contend on a busy machine
    torch.manual_seed(0)
    config = transformers.T5Config(
        vocab_size=384, d_model=32, d_ff=64, d_kv=8, num_heads=2, num_layers=2,
        num_decoder_layers=2, decoder_start_token_id=0, pad_token_id=0, eos_token_id=1)
    model = transformers.T5ForConditionalGeneration(config)
    tokenizer = transformers.ByT5Tokenizer()
    pairs = [(word_in_context(f"x {w} y", 2, 2 + len(w)), spoken[0])
             for table in (CARDINALS, ORDINALS) for w, spoken in table.items()]
    fine_tune(model, tokenizer, pairs, steps=100, batch_size=len(pairs), lr=1e-2, device="cpu")
    path = tmp_path_factory.mktemp("tiny-byt5")
    model.save_pretrained(path)  # no tokenizer files: a byte tokenizer needs none
    yield path, tokenizer
    torch.set_num_threads(threads)


def _inputs() -> list[str]:
    words = ["0", "1", "2", "3", "1st", "2nd", "3rd", "10", "$5", "abc", "x" * 30]
    return [word_in_context(f"a {w} b", 2, 2 + len(w)) for w in words]


def test_loads_a_directory_without_tokenizer_files(tiny):
    path, _ = tiny
    normalizer = ByT5Normalizer(str(path), device="cpu")
    assert normalizer.device.type == "cpu"
    outputs = normalizer.generate(_inputs(), [40] * len(_inputs()))
    assert any(out for out in outputs)  # trained enough to end some outputs


@pytest.mark.parametrize("budget, rows", [(10_000, 256), (60, 256), (10_000, 3), (1, 1)])
def test_batched_equals_one_at_a_time(tiny, budget, rows):
    path, _ = tiny
    normalizer = ByT5Normalizer(str(path), device="cpu", token_budget=budget, max_rows=rows)
    inputs = _inputs()
    limits = [2 + 3 * i for i in range(len(inputs))]  # per-row limits differ; 2 cuts a word
    alone = [normalizer.generate([text], [limit])[0] for text, limit in zip(inputs, limits)]
    assert normalizer.generate(inputs, limits) == alone
    assert any(out is not None for out in alone) and None in alone
    cut = [normalizer.generate([text], [limit], partial=True)[0]
           for text, limit in zip(inputs, limits)]
    assert normalizer.generate(inputs, limits, partial=True) == cut
    assert len(set(cut)) > 3


def test_checkpoint_with_its_own_tokenizer(tiny, tmp_path):
    path, tokenizer = tiny
    model = transformers.T5ForConditionalGeneration.from_pretrained(path)
    model.save_pretrained(tmp_path)
    tokenizer.save_pretrained(tmp_path)
    saved = ByT5Normalizer(str(tmp_path), device="cpu")
    fresh = ByT5Normalizer(str(path), device="cpu")
    assert saved.generate(_inputs(), [40] * 11) == fresh.generate(_inputs(), [40] * 11)


def test_veto_over_model_proposals(tiny):
    path, _ = tiny
    neural = NeuralPass(TinyEngine(), ByT5Normalizer(str(path), device="cpu"))
    batched = neural.run(LINES)
    readings = {**CARDINALS, **ORDINALS}
    decisions = set()
    for text, result in zip(LINES, batched):
        for span in result.spans:
            written = text[span.src_start:span.src_end]
            out = result.text[span.out_start:span.out_end]
            decisions.add(span.decision)
            if span.decision == "kept":
                assert out in readings[written] and span.source == "neural"
            else:
                assert out == readings[written][0] and span.source == "rule"
    assert {"kept", "vetoed"} <= decisions or {"kept", "invalid"} <= decisions
    alone = [neural.run([line])[0] for line in LINES]
    assert [r.text for r in alone] == [r.text for r in batched]
    assert [r.spans for r in alone] == [r.spans for r in batched]


def test_bad_model_path_is_a_clear_error(tmp_path):
    with pytest.raises(NeuralError, match="cannot load"):
        ByT5Normalizer(str(tmp_path / "missing"), device="cpu")


def test_cli_model_option(tiny, tmp_path):
    path, _ = tiny
    lines = ["It cost $5 on 4 March 2014.", "", "12 kg and 3rd", "plain"]
    expected = Normalizer("en", "tn", neural=str(path)).normalize_batch(lines)  # warms the cache
    proc = subprocess.run(
        [sys.executable, "-m", "textnorm", "normalize", "--lang", "en", "--model", str(path)],
        input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.split("\n")[:-1]
    assert out == expected


def test_cli_bad_model_is_exit_2(tmp_path, capsys):
    from textnorm.cli.main import main

    missing = str(tmp_path / "missing")
    assert main(["normalize", "--lang", "en", "--model", missing]) == 2
    assert "cannot load" in capsys.readouterr().err


def test_train_command_writes_a_loadable_model(tmp_path, capsys):
    from textnorm.cli.main import main

    pairs = tmp_path / "pairs.tsv"
    pairs.write_text("# input, target, class\n"
                     + "".join(f"{word_in_context(f'a {w} b', 2, 3)}\t{s[0]}\tCARDINAL\n"
                               for w, s in CARDINALS.items()), "utf-8")
    out = tmp_path / "model"
    assert main(["train", str(pairs), "-o", str(out), "--d-model", "32", "--layers", "1",
                 "--steps", "3", "--batch-size", "2", "--device", "cpu", "--window", "24"]) == 0
    assert "step 3/3 loss" in capsys.readouterr().err
    assert (out / "config.json").is_file() and (out / "tokenizer_config.json").is_file()
    normalizer = ByT5Normalizer(str(out), device="cpu")
    assert len(normalizer.generate(["x"], [4])) == 1
    assert normalizer.window == 24  # the window the pairs were made with travels with the model
    assert ByT5Normalizer(str(out), device="cpu", window=8).window == 8
    bad = tmp_path / "bad.tsv"
    bad.write_text("no tab here\n", "utf-8")
    assert main(["train", str(bad), "-o", str(out)]) == 2
