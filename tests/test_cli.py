"""The `textnorm` command as users run it: line alignment, formats, errors, parallel jobs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def textnorm(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "textnorm", *args], input=stdin, capture_output=True, check=False
    )


def test_one_output_line_per_input_line_with_odd_input():
    lines = [b"We saw 3 cats.", b"", b"  ", b"\xff\xfe not unicode 12", b"tab\there 7",
             b"x" * 100_000 + b" 5", b"crlf 4\r", b"\x07 bell 9", b"last without newline 1"]
    proc = textnorm("normalize", "--lang", "en", stdin=b"\n".join(lines))
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.split(b"\n")
    assert len(out) == len(lines)
    assert out[0] == b"We saw three cats."
    assert out[1:3] == [b"", b"  "]
    assert out[3] == b"\xff\xfe not unicode twelve"
    assert out[5].startswith(b"x" * 100_000) and out[5].endswith(b" five")
    assert out[6] == b"crlf four\r"


def test_jsonl_field_and_bad_records_pass_through():
    records = [{"id": 1, "text": "3 cats"}, {"id": 2, "other": "7"}]
    stdin = "\n".join([*map(json.dumps, records), "not json"]).encode() + b"\n"
    proc = textnorm("normalize", "--lang", "en", "--format", "jsonl", stdin=stdin)
    assert proc.returncode == 0
    out = proc.stdout.decode().splitlines()
    assert json.loads(out[0]) == {"id": 1, "text": "three cats"}
    assert json.loads(out[1]) == records[1]
    assert out[2] == "not json"
    assert "passed through unchanged" in proc.stderr.decode()


def test_files_and_output_with_parallel_jobs(tmp_path):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("".join(f"line {i}\n" for i in range(1500)))
    b.write_text("7\n8\n")
    out = tmp_path / "out.txt"
    proc = textnorm("normalize", "--lang", "en", "--jobs", "2", str(a), str(b), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    got = out.read_text().splitlines()
    assert len(got) == 1502
    assert got[21] == "line twenty one" and got[-2:] == ["seven", "eight"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--lang", "xx"], "unknown language 'xx'; available:"),
        (["--lang", "en", "--mode", "nope"], "unknown mode 'nope'; modes are:"),
        (["--lang", "en", "--scheme", "nope"], "scheme 'nope' is not available for en/tn"),
    ],
)
def test_clear_errors_name_what_exists(args, message):
    proc = textnorm("normalize", *args)
    assert proc.returncode == 2
    assert message in proc.stderr.decode()
    assert "Traceback" not in proc.stderr.decode()


def test_missing_file_is_a_clear_error(tmp_path):
    proc = textnorm("normalize", "--lang", "en", str(tmp_path / "missing.txt"))
    assert proc.returncode == 2
    assert "missing.txt" in proc.stderr.decode() and "Traceback" not in proc.stderr.decode()


def test_langs_json_lists_classes():
    proc = textnorm("langs", "--json")
    table = json.loads(proc.stdout)
    assert "CARDINAL" in table["en"]["tn"]
