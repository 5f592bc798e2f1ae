"""scripts/gen_numbers.py reproduces the committed generated lexicons, and is deterministic.

Needs ICU (pyicu-wheels, in the dev extra); the generator is never imported by textnorm.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

icu = pytest.importorskip("icu")

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("gen_numbers", ROOT / "scripts" / "gen_numbers.py")
gen = importlib.util.module_from_spec(_spec)
sys.modules["gen_numbers"] = gen
_spec.loader.exec_module(gen)

# A thousands language with agreement (ru), one with compounds (de), one with a long scale and
# apocope (es), one with myriads (ja): whichever of them are generated (not hand-checked).
LANGS = [lang for lang in ("de", "es", "ru", "ja")
         if (gen.LEXICONS / lang / "numbers" / "cardinal.tsv").exists()]


@pytest.mark.parametrize("lang", LANGS)
def test_generator_reproduces_the_committed_files(lang):
    first = gen.render(gen.learn(lang))
    assert gen.render(gen.learn(lang)) == first  # deterministic
    folder = gen.LEXICONS / lang / "numbers"
    for name, text in first.items():
        committed = (folder / name).read_text("utf-8")
        if committed.startswith(gen.MARK):  # hand-checked files drop the mark
            assert committed == text, f"{lang}/numbers/{name} differs from the generator"


def test_hand_checked_files_are_left_alone(tmp_path, monkeypatch):
    lang = LANGS[0] if LANGS else pytest.skip("no generated language")
    folder = tmp_path / lang / "numbers"
    folder.mkdir(parents=True)
    (folder / "cardinal.tsv").write_text("# hand-checked\n0\tnull\n", "utf-8")
    monkeypatch.setattr(gen, "LEXICONS", tmp_path)
    assert gen.main([lang]) == 0
    assert (folder / "cardinal.tsv").read_text("utf-8") == "# hand-checked\n0\tnull\n"
    assert (folder / "scales.tsv").read_text("utf-8").startswith(gen.MARK)
    assert gen.main([lang, "--check"]) == 0
    (folder / "scales.tsv").write_text(gen.MARK + " edited\n", "utf-8")
    assert gen.main([lang, "--check"]) == 1  # an edited generated file is reported
