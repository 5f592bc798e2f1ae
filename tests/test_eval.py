"""`textnorm eval` and textnorm.evaluate: WER/CER/BLEU before and after normalization."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pytest

from textnorm import evaluate
from textnorm.cli import eval_cmd
from textnorm.errors import TextnormError


def _needs_metrics() -> None:
    pytest.importorskip("jiwer")
    pytest.importorskip("sacrebleu")


def _cli(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="textnorm")
    eval_cmd.register(parser.add_subparsers(dest="command", required=True))
    return parser.parse_args(["eval", *argv])


def _files(tmp_path: Path, hyps: list[str], refs: list[str]) -> tuple[str, str]:
    hyp, ref = tmp_path / "hyp.txt", tmp_path / "ref.txt"
    hyp.write_text("".join(f"{line}\n" for line in hyps), "utf-8")
    ref.write_text("".join(f"{line}\n" for line in refs), "utf-8")
    return str(hyp), str(ref)


HYPS = ["hello world", "a b c", "more words"]
REFS = ["Hello, world!", "a x c d", ""]


def test_raw_and_normalized_counts() -> None:
    _needs_metrics()
    raw, asr = evaluate.evaluate(HYPS, REFS, lang="en", normalizations=["asr"], per_line=True)
    assert (raw.name, asr.name) == ("raw", "asr:wer")
    # raw: Hello,/hello and world!/world substituted; x->b substituted, d deleted;
    # the empty reference makes both hypothesis words insertions
    assert (raw.words.substitutions, raw.words.deletions, raw.words.insertions) == (3, 1, 2)
    assert raw.words.reference_length == 6
    assert raw.wer == pytest.approx(6 / 6)
    assert (asr.words.substitutions, asr.words.deletions, asr.words.insertions) == (1, 1, 2)
    assert asr.wer == pytest.approx(4 / 6)
    assert asr.lines[0].words.rate == 0.0 and asr.lines[0].chars.rate == 0.0
    assert asr.lines[0].bleu == pytest.approx(100.0)
    assert asr.lines[2].words.rate is None  # errors against an empty reference
    assert asr.cer is not None and asr.cer < raw.cer


def test_bleu_rises_when_punctuation_and_case_are_normalized() -> None:
    _needs_metrics()
    hyps, refs = ["the cat sat on the mat today"], ["The cat sat on the mat, today."]
    raw, asr = evaluate.evaluate(hyps, refs, lang="en")
    assert asr.bleu == pytest.approx(100.0)
    assert raw.bleu < 50


def test_normalization_applies_to_both_sides() -> None:
    _needs_metrics()
    hyps, refs = ["I have $20."], ["i have twenty dollars"]
    raw, whisper = evaluate.evaluate(hyps, refs, lang="en", normalizations=["asr:whisper"])
    assert whisper.name == "asr:whisper"
    assert raw.words.errors > 0 and whisper.words.errors == 0


def test_parse_normalization_chains_steps() -> None:
    assert evaluate.parse_normalization("script:homophone+asr") == [
        ("script", "homophone"),
        ("asr", None),
    ]
    with pytest.raises(TextnormError):
        evaluate.parse_normalization("asr+")


def test_unknown_mode_or_scheme_is_a_clear_error() -> None:
    _needs_metrics()
    with pytest.raises(TextnormError, match="mode"):
        evaluate.evaluate(["a"], ["a"], lang="hi", normalizations=["nonsense"])
    with pytest.raises(TextnormError, match="whisper"):
        evaluate.evaluate(["a"], ["a"], lang="hi", normalizations=["asr:whisper"])


def test_line_count_mismatch_is_an_error() -> None:
    with pytest.raises(TextnormError, match="2 hypothesis lines but 1 reference"):
        evaluate.evaluate(["a", "b"], ["a"])


def test_read_lines_keeps_line_alignment(tmp_path: Path) -> None:
    path = tmp_path / "lines.txt"
    path.write_bytes("\ufeffone\u2028still one\r\ntwo\x1cthree\n\n".encode())
    assert evaluate.read_lines(str(path)) == ["one\u2028still one", "two\x1cthree", ""]


def test_read_lines_reports_invalid_utf8(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(b"fine\nbad \xff byte\n")
    with pytest.raises(TextnormError, match=r"bad.txt:2: not valid UTF-8"):
        evaluate.read_lines(str(path))
    with pytest.raises(TextnormError, match="cannot read"):
        evaluate.read_lines(str(tmp_path / "missing.txt"))


def test_missing_dependencies_name_the_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "jiwer", None)  # import now raises ImportError
    hyp, ref = _files(tmp_path, ["a"], ["a"])
    args = _cli("--hyp", hyp, "--ref", ref)
    with pytest.raises(evaluate.EvalDependencyError, match=r"pip install 'textnorm\[eval\]'"):
        eval_cmd.run(args)
    assert issubclass(evaluate.EvalDependencyError, TextnormError)  # main prints it, exit 2


def test_cli_json_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _needs_metrics()
    hyp, ref = _files(tmp_path, HYPS, REFS)
    args = _cli("--hyp", hyp, "--ref", ref, "--lang", "en", "--normalize", "asr", "asr:whisper",
                "--json", "--per-line")
    assert eval_cmd.run(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["lines"] == 3
    assert [s["name"] for s in report["systems"]] == ["raw", "asr:wer", "asr:whisper"]
    assert report["systems"][1]["words"]["errors"] == 4
    assert [line["line"] for line in report["systems"][1]["lines"]] == [1, 2, 3]


def test_cli_table_per_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _needs_metrics()
    hyp, ref = _files(tmp_path, HYPS, REFS)
    assert eval_cmd.run(_cli("--hyp", hyp, "--ref", ref, "--lang", "en", "--per-line")) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split("\t")[:4] == ["line", "raw WER", "raw CER", "raw BLEU"]
    assert out[1].split("\t")[4] == "0.00"  # line 1 after asr normalization
    assert out[3].split("\t")[1] == "n/a"  # empty reference
    assert any(row.startswith("asr:wer") and "66.67" in row for row in out)
