"""Lexical normalization (lexnorm mode): readers, alignment, training and the tuned decision,
the model directory, the processor on odd input, the CLI, and the ByT5 path's plumbing.

Every training file here is invented for these tests (tests/cases/lexnorm/train/)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import CASES, outside_spans, read_cases
from neural_helpers import Loop, keyed_t5, one_torch_thread

from textnorm import Normalizer
from textnorm.cli import main as cli_main
from textnorm.cli import train_lexnorm_cmd
from textnorm.errors import TextnormError
from textnorm.lexnorm import storage
from textnorm.lexnorm.align import align_tokens
from textnorm.lexnorm.data import read_norm_text, read_pairs_text, read_training
from textnorm.lexnorm.model import Counts, LexModel
from textnorm.lexnorm.processor import LexNormalizer, LexnormModelError
from textnorm.lexnorm.train import _best_threshold, train

DATA = CASES / "lexnorm" / "train"
TWEETS = DATA / "tweets.norm"


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    model, report = train(read_training(TWEETS), learner="thresholds")
    path = tmp_path_factory.mktemp("lexnorm") / "model"
    storage.save(model, path, lang="en", report=report)
    return path


@pytest.fixture(scope="module")
def lexnorm(model_dir) -> Normalizer:
    return Normalizer("en", "lexnorm", model=str(model_dir))


# -- readers -----------------------------------------------------------------------------------
def test_reads_multilexnorm_layout():
    sentences = read_training(TWEETS)
    assert len(sentences) == 40
    pairs = {pair for sentence in sentences for pair in sentence}
    assert {("gonna", "going to"), ("shot", ""), ("u", "you"), ("cool", "cool")} <= pairs
    # a line without a tab keeps its word; extra columns are ignored; CRLF is fine
    assert read_norm_text("a\r\nb\tB\tx\r\n\r\n\r\nc\tC\n") == [[("a", "a"), ("b", "B")],
                                                               [("c", "C")]]


def test_reads_csv_with_index_column_and_quotes():
    pairs = read_pairs_text(',original,normalized\n0,"t thay, vui","tôi thấy, vui"\n', ",")
    assert pairs == [("t thay, vui", "tôi thấy, vui")]
    sentences = read_training(DATA / "pairs.csv")
    assert sentences[1][:3] == [("t", "tôi"), ("thay", "thấy"), ("vui", "vui")]
    assert (":))", ":))") in sentences[3]


def test_reads_tsv_pairs_without_header():
    sentences = read_training(DATA / "pairs.tsv")
    assert sentences[0] == [("i", "i"), ("wanna", "want to"), ("go", "go"), ("2", "to"),
                            ("skool", "school")]
    assert sentences[2] == [("a", "a"), (",", ","), ("b", "b")]


@pytest.mark.parametrize("case, expected", read_cases(CASES / "lexnorm" / "align" / "pairs.tsv"))
def test_alignment(case, expected):
    source, target = case.split("|")
    pairs = align_tokens(source.split(), target.split())
    assert ";".join(f"{o}={n}" for o, n in pairs) == expected[0]


# -- training and decisions --------------------------------------------------------------------
@pytest.mark.parametrize("text, expected",
                         read_cases(CASES / "lexnorm" / "sentences" / "tweets.tsv"))
def test_sentences(lexnorm, text, expected):
    result = lexnorm.normalize_with_alignment(text)
    assert result.text == expected[0]
    source, output = outside_spans(text, result)
    assert source == output  # only the changed words are replaced
    assert all(span.cls == "LEXNORM" for span in result.spans)


def test_one_span_per_changed_word(lexnorm):
    result = lexnorm.normalize_with_alignment("u like it r u sure")
    assert result.text == "you like it are you sure"
    assert [("u like it r u sure"[s.src_start:s.src_end], result.text[s.out_start:s.out_end])
            for s in result.spans] == [("u", "you"), ("r", "are"), ("u", "you")]


def test_tuning_switches_sources_by_held_out_gain(model_dir):
    thresholds = json.loads((model_dir / "model.json").read_text("utf-8"))["thresholds"]
    assert thresholds["table"] is not None and thresholds["repeat"] is not None
    # splitting and one-edit guesses never paid off on these tweets
    assert thresholds["edit"] is None


def test_best_threshold_maximizes_tp_minus_fp():
    scored = [(0.9, 1), (0.8, 1), (0.5, -1), (0.4, 1), (0.35, 1), (0.3, -1), (0.2, -1)]
    assert _best_threshold(scored) == (0.35, 3)
    assert _best_threshold([(0.7, -1), (0.2, 0)]) == (None, 0)


def test_threshold_decides_a_seen_word():
    # "k" was changed twice and kept once: score 2 / 3.5
    counts = Counts(pairs=Counter({("k", "okay"): 2, ("k", "k"): 1}))
    assert LexModel(counts, {"table": 0.5}).normalize_tokens(["k"]) == ["okay"]
    assert LexModel(counts, {"table": 0.6}).normalize_tokens(["k"]) == ["k"]
    assert LexModel(counts, {"table": None}).normalize_tokens(["k"]) == ["k"]


def test_backoff_generators():
    counts = Counts(pairs=Counter({("so", "so"): 5, ("çok", "çok"): 3}),
                    vocab=Counter({"so": 5, "çok": 3, "thank": 4, "you": 9, "tomorrow": 3}))
    on = dict.fromkeys(("table", "repeat", "accent", "split", "edit"), 0.1)
    model = LexModel(counts, on)
    assert model.normalize_tokens(["sooo", "cok", "thankyou", "tomorow", "xyz"]) == [
        "so", "çok", "thank you", "tomorrow", "xyz"]
    assert LexModel(counts, {**on, "split": None}).normalize_tokens(["thankyou"]) == [
        "thankyou"]


def test_multilexnorm_layout_for_merges(lexnorm):
    tokens = lexnorm.processor.normalize_tokens(["screen", "shot", "u", "gonna"])
    assert tokens == ["screenshot", "", "you", "going to"]


def test_cased_data_keeps_learned_case():
    sentences = [[("ich", "Ich"), ("bin", "bin"), ("haus", "Haus")]] * 3
    model, _ = train(sentences)
    assert model.cased
    assert model.normalize_tokens(["ich", "bin"]) == ["Ich", "bin"]


# -- model directory ---------------------------------------------------------------------------
def test_model_dir_round_trip(model_dir, tmp_path):
    model, meta = storage.load(model_dir)
    assert meta["format"] == "textnorm-lexnorm" and meta["version"] == 2
    again = tmp_path / "again"
    storage.save(model, again, lang="en")
    reloaded, _ = storage.load(again)
    words = "u r sooo cool gonna screen shot thx heyyy zebra".split()
    assert reloaded.normalize_tokens(words) == model.normalize_tokens(words)
    assert reloaded.thresholds == model.thresholds
    storage.save(model, again)  # replacing a model is fine
    assert sorted(p.name for p in tmp_path.iterdir()) == ["again"]  # no temporary left over


def test_model_dir_refuses_foreign_data(model_dir, tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(storage.ModelFormatError):
        storage.save(storage.load(model_dir)[0], tmp_path)
    meta = json.loads((model_dir / "model.json").read_text("utf-8"))
    future = tmp_path / "future"
    future.mkdir()
    for name in ("pairs.tsv", "phrases.tsv", "vocab.tsv"):
        (future / name).write_bytes((model_dir / name).read_bytes())
    (future / "model.json").write_text(json.dumps({**meta, "version": 99}))
    with pytest.raises(LexnormModelError, match="version"):
        LexNormalizer("en", model=str(future))


def test_missing_model_is_a_clear_error(tmp_path):
    with pytest.raises(TextnormError, match="--model.*train-lexnorm"):
        Normalizer("en", "lexnorm")
    with pytest.raises(LexnormModelError, match="train-lexnorm"):
        Normalizer("vi", "lexnorm", model=str(tmp_path / "nothing"))
    with pytest.raises(LexnormModelError, match="model.json"):
        Normalizer("vi", "lexnorm", model=str(tmp_path))  # a directory, but no model


# -- odd input ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "", " ", "\t", "\x00\x01 u \x7f", "u\u2028r", "यह u 好 r", "!!!???", "@", "#", "'",
    "sooo" * 50, "u " * 50_000, "a" * 1_000_000, ("heyyy " * 20_000) + "u",
])
def test_odd_input_never_raises(lexnorm, text):
    result = lexnorm.normalize_with_alignment(text)
    assert result.text.count("\n") == text.count("\n")
    source, output = outside_spans(text, result)
    assert source == output


# -- CLI ---------------------------------------------------------------------------------------
def _train_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    train_lexnorm_cmd.register(parser.add_subparsers())
    args = parser.parse_args(argv)
    return args.func(args)


def test_train_lexnorm_command(tmp_path, capsys):
    out = tmp_path / "m"
    assert _train_command(["train-lexnorm", str(DATA / "pairs.csv"), "-o", str(out),
                           "--lang", "vi"]) == 0
    assert "wrote" in capsys.readouterr().err
    assert json.loads((out / "model.json").read_text("utf-8"))["lang"] == "vi"
    assert Normalizer("vi", "lexnorm", model=str(out)).normalize("ko biet nua") == \
        "không biết nữa"


def test_train_lexnorm_through_main(tmp_path):
    out = tmp_path / "m"
    assert cli_main.main(["train-lexnorm", str(TWEETS), "-o", str(out)]) == 0
    assert (out / "model.json").is_file()


def test_normalize_sentences_cli(model_dir, tmp_path):
    source = tmp_path / "in.txt"
    source.write_bytes(b"u r sooo cool!!\n\nthx @anna\r\nlast line")
    proc = subprocess.run(
        [sys.executable, "-m", "textnorm.cli.main", "normalize", "--mode", "lexnorm", "--lang",
         "en", "--model", str(model_dir), str(source)], capture_output=True, cwd=Path.cwd())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == b"you are so cool!!\n\nthanks @anna\r\nlast line"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_normalize_multilexnorm_format(model_dir, tmp_path, jobs):
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("u\tx\tx\nr\ncool\n\n\nscreen\nshot\n\nthx\n", "utf-8")
    assert cli_main.main(["normalize", "--mode", "lexnorm", "--lang", "en", "--model",
                          str(model_dir), "--format", "multilexnorm", "--jobs", jobs,
                          str(source), "-o", str(target)]) == 0
    assert target.read_text("utf-8") == (
        "u\tyou\nr\tare\ncool\tcool\n\n\nscreen\tscreenshot\nshot\t\n\nthx\tthanks\n")


def test_missing_model_cli_error(capsys):
    assert cli_main.main(["normalize", "--mode", "lexnorm", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "--model" in err and "train-lexnorm" in err


# -- a T5/ByT5 checkpoint as the model (answers set by construction, see neural_helpers) ------
# By the word's last byte: "u" -> "you", "r" -> "are", "x" -> "thanks"; "c" gets two lines and
# "d" an output that never ends (both unusable: the word stays); any other word gets an empty
# output (it stays too).
T5_REPLIES = {"u": "you", "r": "are", "x": "thanks", "c": "two\nlines", "d": Loop("da")}


@pytest.fixture(scope="module")
def tiny_t5(tmp_path_factory) -> Iterator[Path]:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    path = tmp_path_factory.mktemp("tiny-t5")
    keyed_t5(T5_REPLIES).save_pretrained(path)
    with one_torch_thread():
        yield path


def test_t5_checkpoint_rewrites_every_word(tiny_t5):
    processor = LexNormalizer("en", model=str(tiny_t5), device="cpu")
    assert processor._model is None and processor._neural is not None
    sentences = [["u", "r", "ok"], ["thx"], [], ["a", "b", "c", "d", "e"], ["u"]]
    expected = [["you", "are", "ok"], ["thanks"], [], ["a", "b", "c", "d", "e"], ["you"]]
    assert processor.normalize_token_batch(sentences) == expected
    assert [processor.normalize_tokens(words) for words in sentences] == expected
    text = "u  r\tok"
    result = Normalizer("en", "lexnorm", model=str(tiny_t5)).normalize_with_alignment(text)
    assert result.text == "you  are\tok"
    source, output = outside_spans(text, result)
    assert source == output  # spacing kept, only words replaced


def test_t5_checkpoint_multilexnorm_cli(tiny_t5, tmp_path):
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("u\nr\n\nthx\tx\n", "utf-8")
    assert cli_main.main(["normalize", "--mode", "lexnorm", "--lang", "en", "--model",
                          str(tiny_t5), "--format", "multilexnorm", str(source),
                          "-o", str(target)]) == 0
    assert target.read_text("utf-8") == "u\tyou\nr\tare\n\nthx\tthanks\n"


def test_t5_checkpoint_sentences_cli_batches_lines(tiny_t5, tmp_path):
    lines = ["u r ok", "", "thx", "a b c d e", "u"]
    normalizer = Normalizer("en", "lexnorm", model=str(tiny_t5))
    assert normalizer.batches_lines  # the CLI sends chunks of lines through normalize_batch
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("\n".join(lines) + "\n", "utf-8")
    assert cli_main.main(["normalize", "--mode", "lexnorm", "--lang", "en", "--model",
                          str(tiny_t5), str(source), "-o", str(target)]) == 0
    expected = ["you are ok", "", "thanks", "a b c d e", "you"]
    assert target.read_text("utf-8").split("\n")[:-1] == expected
    assert [normalizer.normalize(line) for line in lines] == expected


def test_table_model_is_line_by_line(model_dir):
    assert not Normalizer("en", "lexnorm", model=str(model_dir)).batches_lines
