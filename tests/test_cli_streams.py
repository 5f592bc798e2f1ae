"""`textnorm normalize` on streams: compressed files by suffix, --errors, failing lines reported
with file:line, and the bounded window of the --jobs pool."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import subprocess
import sys

import pytest

from textnorm.cli import main as cli
from textnorm.cli.window import ordered_window
from textnorm.normalizer import Normalizer

LINES = ["We saw 3 cats.", "", "It cost $5.", "crlf 4\r", "no newline 7"]
EXPECTED = ["We saw three cats.", "", "It cost five dollars.", "crlf four\r", "no newline seven"]


def textnorm(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "textnorm", *args], input=stdin, capture_output=True, check=False
    )


OPENERS = {".gz": gzip.open, ".bz2": bz2.open, ".xz": lzma.open}


@pytest.mark.parametrize("suffix", [".gz", ".bz2", ".xz", ".zst"])
def test_compressed_input_and_output_round_trip(tmp_path, suffix):
    if suffix == ".zst":
        zstandard = pytest.importorskip("zstandard")
        OPENERS[".zst"] = zstandard.open
    source, out = tmp_path / f"in.txt{suffix}", tmp_path / f"out.txt{suffix}"
    with OPENERS[suffix](source, "wb") as stream:
        stream.write("\n".join(LINES).encode())
    assert cli.main(["normalize", "--lang", "en", str(source), "-o", str(out)]) == 0
    with OPENERS[suffix](out, "rb") as stream:
        assert stream.read().decode().split("\n") == EXPECTED


def test_zstd_without_the_package_is_a_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "zstandard", None)  # import fails as if not installed
    path = tmp_path / "in.txt.zst"
    path.write_bytes(b"")
    assert cli.main(["normalize", "--lang", "en", str(path)]) == 2
    assert "pip install 'textnorm[zstd]'" in capsys.readouterr().err


def test_jsonl_files_are_read_as_records_without_format(tmp_path):
    source, out = tmp_path / "in.jsonl.gz", tmp_path / "out.jsonl"
    with gzip.open(source, "wt") as stream:
        stream.write('{"id": 7, "text": "3 cats"}\n')
    assert cli.main(["normalize", "--lang", "en", str(source), "-o", str(out)]) == 0
    assert json.loads(out.read_text()) == {"id": 7, "text": "three cats"}


def test_dash_is_stdin_and_stdout():
    proc = textnorm("normalize", "--lang", "en", "-", "-o", "-", stdin=b"3 cats\n")
    assert proc.returncode == 0 and proc.stdout == b"three cats\n"


BAD_UTF8 = b"line 1\nbad \xff\xfe 2\nline 3\n"


@pytest.mark.parametrize(
    ("errors", "second"),
    [("pass", b"bad \xff\xfe two\n"), ("replace", "bad \ufffd\ufffd two\n".encode())],
)
def test_invalid_utf8_passes_through_or_is_replaced(tmp_path, errors, second):
    path = tmp_path / "in.txt"
    path.write_bytes(BAD_UTF8)
    proc = textnorm("normalize", "--lang", "en", "--errors", errors, str(path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines(keepends=True) == [b"line one\n", second, b"line three\n"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_invalid_utf8_strict_stops_at_file_and_line(tmp_path, jobs):
    path = tmp_path / "in.txt"
    path.write_bytes(BAD_UTF8)
    proc = textnorm("normalize", "--lang", "en", "--errors", "strict", "--jobs", jobs, str(path))
    assert proc.returncode == 2
    err = proc.stderr.decode()
    assert f"{path}:2: invalid UTF-8" in err and "Traceback" not in err


def test_failing_line_passes_through_and_is_reported_once(tmp_path, monkeypatch, capsys):
    normalize = Normalizer.normalize

    def fragile(self, text):
        if "boom" in text:
            raise RuntimeError("cannot")
        return normalize(self, text)

    monkeypatch.setattr(Normalizer, "normalize", fragile)
    source, out = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("1\n2\nboom 3\n4\n")
    assert cli.main(["normalize", "--lang", "en", str(source), "-o", str(out)]) == 0
    assert out.read_text().splitlines() == ["one", "two", "boom 3", "four"]
    err = capsys.readouterr().err
    assert err.count("passed through unchanged") == 1
    assert f"{source}:3: line passed through unchanged (RuntimeError('cannot'))" in err


def test_failing_record_is_reported_with_its_line_by_parallel_workers(tmp_path):
    source = tmp_path / "in.jsonl"
    records = [json.dumps({"text": str(i)}) for i in range(1200)]
    records[1100] = "not json"
    source.write_text("\n".join(records) + "\n")
    proc = textnorm("normalize", "--lang", "en", "--format", "jsonl", "--jobs", "2", str(source))
    assert proc.returncode == 0
    out = proc.stdout.decode().splitlines()
    assert len(out) == 1200 and out[1100] == "not json"
    assert json.loads(out[5]) == {"text": "five"}
    assert json.loads(out[1101]) == {"text": Normalizer(lang="en").normalize("1101")}
    err = proc.stderr.decode()
    assert err.count("passed through unchanged") == 1 and f"{source}:1101: line" in err


class _Job:
    def __init__(self, value, log):
        self.value, self.log = value, log

    def get(self):
        self.log["in_flight"] -= 1
        return self.value * 10


@pytest.mark.parametrize("window", [1, 3, 8])
def test_window_holds_at_most_k_items_in_flight_and_keeps_order(window):
    log = {"read": 0, "in_flight": 0, "most": 0}

    def items():
        for i in range(50):
            log["read"] += 1
            yield i

    def submit(i):
        log["in_flight"] += 1
        log["most"] = max(log["most"], log["in_flight"])
        return _Job(i, log)

    results = []
    for result in ordered_window(submit, items(), window):
        # the input is read only as results are taken: `window` items in flight and the one
        # that waits for a free slot
        assert log["read"] - len(results) <= window + 1
        results.append(result)
    assert results == [i * 10 for i in range(50)]
    assert log["most"] == window
