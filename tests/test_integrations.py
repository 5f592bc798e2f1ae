"""Ray Data and Hugging Face datasets give what `Normalizer` (and the CLI) give, row for row."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys

import pytest

from textnorm import Normalizer

TEXTS = ["We saw 3 cats.", "It cost $5 on 4 March 2014.", "", "nothing to do", "Room 101"]


@pytest.fixture(scope="module")
def tn():
    return Normalizer(lang="en", mode="tn")


def test_hf_map_batched_with_processes_gives_the_normalizer_output(tn):
    datasets = pytest.importorskip("datasets")
    from textnorm.integrations.hf import normalize_column

    fn = normalize_column(lang="en", mode="tn", column="text", output_column="spoken")
    pickle.loads(pickle.dumps(fn))  # num_proc ships it to other processes
    ds = datasets.Dataset.from_dict({"text": TEXTS * 4, "id": list(range(20))})
    out = ds.map(fn, batched=True, batch_size=3, num_proc=2)
    assert out["spoken"] == [tn.normalize(text) for text in TEXTS * 4]
    assert out["text"] == TEXTS * 4 and out["id"] == list(range(20))


def test_hf_in_place_unbatched_with_spans(tn):
    datasets = pytest.importorskip("datasets")
    from textnorm.integrations.hf import normalize_column

    fn = normalize_column(lang="en", column="text", spans_column="spans")
    out = datasets.Dataset.from_dict({"text": TEXTS}).map(fn)
    for text, got, spans in zip(TEXTS, out["text"], out["spans"]):
        result = tn.normalize_with_alignment(text)
        assert got == result.text
        assert [(s["src_start"], s["src_end"], s["cls"]) for s in spans] == [
            (s.src_start, s.src_end, s.cls) for s in result.spans]


def test_a_bad_option_fails_before_any_worker_starts():
    from textnorm.errors import UnknownLanguageError
    from textnorm.integrations.hf import normalize_column

    with pytest.raises(UnknownLanguageError):
        normalize_column(lang="xx")


@pytest.fixture(scope="module")
def ray_local():
    ray = pytest.importorskip("ray")
    pytest.importorskip("ray.data")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    ray.data.DataContext.get_current().execution_options.preserve_order = True
    yield ray
    ray.shutdown()


@pytest.mark.slow  # starting Ray takes tens of seconds on a small machine
def test_ray_normalize_dataset_gives_the_normalizer_output(ray_local, tn):
    from textnorm.integrations.ray import normalize_dataset

    rows = [{"id": i, "text": text} for i, text in enumerate(TEXTS * 4)]
    ds = normalize_dataset(ray_local.data.from_items(rows), lang="en", mode="tn",
                           column="text", output_column="spoken", spans_column="spans",
                           batch_size=4, concurrency=2)
    got = ds.take_all()
    assert [row["id"] for row in got] == list(range(20))
    assert [row["spoken"] for row in got] == [tn.normalize(text) for text in TEXTS * 4]
    assert [len(row["spans"]) for row in got] == [
        len(tn.normalize_with_alignment(text).spans) for text in TEXTS * 4]


@pytest.mark.slow  # starts a Ray instance of its own
def test_cli_ray_engine_writes_what_the_local_engine_writes(tmp_path):
    pytest.importorskip("ray")
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps({"text": t}) + "\n" for t in TEXTS * 300) + "bad\n")
    cmd = [sys.executable, "-m", "textnorm", "normalize", "--lang", "en", "--format", "jsonl"]
    local = subprocess.run([*cmd, str(source)], capture_output=True, check=True)
    ray = subprocess.run([*cmd, "--engine", "ray", "--jobs", "2", str(source), "-o",
                          str(tmp_path / "out")], capture_output=True, check=False)
    assert ray.returncode == 0, ray.stderr
    assert (tmp_path / "out" / "in.jsonl").read_bytes() == local.stdout
    assert f"{source}:1501: line passed through unchanged" in ray.stderr.decode()


def test_ray_engine_needs_an_output_directory():
    proc = subprocess.run([sys.executable, "-m", "textnorm", "normalize", "--lang", "en",
                           "--engine", "ray", "x.txt"], capture_output=True, check=False)
    assert proc.returncode == 2 and "-o OUT_DIR" in proc.stderr.decode()
