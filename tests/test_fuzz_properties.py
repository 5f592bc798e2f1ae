"""A small, seeded run of the fuzzing harness (bench/fuzz.py) and the bugs it found.

The harness draws lines of numbers, dates, money, URLs, the language's own words, every
Unicode general category, control and bidi characters, ZWJ/ZWNJ, combining marks after spaces
and lone surrogates (bench/fuzz_inputs.py). Here a few languages whose grammars the suite
builds anyway, and the cheap script and asr modes, get a few draws each; `python bench/fuzz.py`
runs every language, mode and scheme. Timings are the harness's business, not the tests'.
"""

from __future__ import annotations

import json
import math
import sys
import time
from pathlib import Path

import pytest
import regex

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

hypothesis = pytest.importorskip("hypothesis")

import fuzz  # noqa: E402
import fuzz_inputs  # noqa: E402
from conftest import _normalizer, check_text_outside_spans_kept  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from textnorm import registry  # noqa: E402
from textnorm.engine import LONGEST_SPAN  # noqa: E402
from textnorm.grammars.numbers.language import Language  # noqa: E402
from textnorm.grammars.numbers.written import MAX_GROUPS  # noqa: E402

CONFIGS = [("en", "tn", None), ("de", "tn", None), ("hi", "tn", None), ("zh", "tn", None),
           ("ar", "tn", None), ("en", "itn", None), ("hi", "script", None),
           ("am", "script", "homophone"), ("fa", "script", None), ("en", "asr", "wer"),
           ("hi", "asr", "wer"), ("ar", "asr", "whisper-basic"), ("en", "asr", "whisper")]
_NO_TIME_BOUND = fuzz.TimeBound(math.inf, 0.0)


def _lines(lang: str):
    """Short lines only: the harness's long repeats would cost the suite seconds each."""
    return fuzz_inputs.lines(lang, long_lines=False, max_pieces=8)


def _id(config) -> str:
    return "/".join(part for part in config if part)


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_outside_spans_kept(normalizer, config):
    lang, mode, scheme = config
    check_text_outside_spans_kept(normalizer(lang, mode, scheme), _lines(lang), 20,
                                  whitespace_runs=mode == "asr")


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_no_exception_one_line_idempotent(normalizer, config):
    """fuzz.check_line's properties: no exception, one line through the CLI's per-line path,
    script and asr modes idempotent, TN's output read by ITN without an exception."""
    lang, mode, scheme = config
    tally = fuzz.Tally(_id(config))
    itn = normalizer(lang, "itn") if mode == "tn" and lang in ("en", "de", "hi") else None

    @settings(max_examples=20, deadline=None, derandomize=True)
    @given(_lines(lang))
    def holds(text):
        fuzz.check_line(normalizer(lang, mode, scheme), text, tally, _NO_TIME_BOUND, itn)

    holds()
    for text in fuzz_inputs.mutations(lang, 10, seed=0):
        fuzz.check_line(normalizer(lang, mode, scheme), text, tally, _NO_TIME_BOUND, itn)
    assert tally.inputs == 30
    assert not tally.counts, tally.examples


def test_mutations_are_what_a_file_holds():
    """Mutated lines have no line break and encode back with surrogateescape (the CLI path)."""
    texts = fuzz_inputs.mutations("hi", 200, seed=1)
    assert texts == fuzz_inputs.mutations("hi", 200, seed=1)
    assert all("\n" not in t and "\r" not in t and fuzz_inputs.encodable(t) for t in texts)
    assert any(not t.isprintable() for t in texts)



def test_language_inputs_in_batches():
    """A language's inputs, drawn once for all its configurations: 3/4 drawn, 1/4 mutated,
    in chunks of `batch` lines, the same for the same seed."""
    batches = fuzz.language_inputs("hi", 40, 0, batch=8)
    assert batches == fuzz.language_inputs("hi", 40, 0, batch=8)
    assert [len(b) for b in batches] == [8, 8, 8, 6, 8, 2]
    assert batches[-2:] == [fuzz_inputs.mutations("hi", 10, 0)[:8],
                            fuzz_inputs.mutations("hi", 10, 0)[8:]]


@pytest.mark.parametrize("parts", [1, 2, 3, 7])
def test_shards_are_whole_languages_and_cover_every_configuration(parts):
    every = fuzz.configurations(None, None)
    shards = [fuzz.shard(every, i, parts) for i in range(parts)]
    names = [c.name for part in shards for c in part]
    assert sorted(names) == sorted(c.name for c in every) and len(set(names)) == len(names)
    langs = [{c.lang for c in part} for part in shards]
    assert sum(map(len, langs)) == len({c.lang for c in every})


def test_shard_reports_merge_into_the_whole_run(tmp_path):
    run = ["--inputs", "24", "--langs", "hi,mr", "--modes", "script", "--seed", "3"]
    whole, merged = tmp_path / "whole.json", tmp_path / "merged.json"
    parts = [tmp_path / f"part{i}.json" for i in (1, 2)]
    assert fuzz.main([*run, "--report", str(whole)]) == 0
    for i, part in enumerate(parts, 1):
        assert fuzz.main([*run, "--shard", f"{i}/2", "--report", str(part)]) == 0
    assert fuzz.main(["--merge", *map(str, parts), "--report", str(merged)]) == 0
    whole, merged = (json.loads(path.read_text("utf-8")) for path in (whole, merged))
    assert merged["inputs"] == whole["inputs"] == 24
    assert ({m: (f["inputs"], f["counts"]) for m, f in merged["per_mode"].items()}
            == {m: (f["inputs"], f["counts"]) for m, f in whole["per_mode"].items()})
    assert merged["configurations_done"] == merged["configurations_planned"] == 6

    def strip(report):
        return [(c["config"], c["inputs"], c["counts"]) for c in report["configurations"]]

    assert strip(merged) == strip(whole)
    with pytest.raises(SystemExit, match="more than one part"):
        fuzz.main(["--merge", str(parts[0]), str(parts[0])])


# Regressions ---------------------------------------------------------------------------------

_INSIDE_SPACES = ["a \u0301 b", " \u200c ", "x \u200c y \u093c", "\u3000\U000e004c b",
                  "[noise]\u0301 a", "\u0301", "a \u200c b", "x \u0301", "a , b", "a[noise]b",
                  "a \u200d\u0301 \u200c b", "\u200f \u0640 x"]
_ASR = [(lang, scheme) for lang, modes in sorted(registry.entries().items()) if "asr" in modes
        for scheme in modes["asr"].schemes]
_ASR_LANGS = sorted({lang for lang, _ in _ASR})


def _strictly_accounted(asr, text: str) -> None:
    """Outside the spans the output is the input, character for character (the inputs' words
    are separated by single spaces, so no whitespace run changes outside them either)."""
    result = asr.normalize_with_alignment(text)
    assert result.text == asr.normalize(text), (text, result)
    assert not result.alignment_errors(text), (text, result)


@pytest.mark.parametrize("lang", _ASR_LANGS)
def test_asr_accounts_for_marks_inside_whitespace(normalizer, lang):
    """A combining mark after a space, a ZWNJ between spaces, tag characters after an
    ideographic space: `wer` drops them with the whitespace around them, and one span covers
    the whole stretch, so that no character outside the spans is lost (the Whisper schemes
    have one span over a changed line)."""
    for scheme in [scheme for other, scheme in _ASR if other == lang]:
        asr = normalizer(lang, "asr", scheme)
        for text in _INSIDE_SPACES:
            _strictly_accounted(asr, text)


def test_asr_wer_span_for_a_mark_after_a_space(normalizer):
    result = normalizer("en", "asr", "wer").normalize_with_alignment("a \u0301 b")
    assert result.text == "a b"
    assert [(s.src_start, s.src_end, s.out_start, s.out_end) for s in result.spans] == [
        (1, 4, 1, 2)]


_STRAYS = st.sampled_from(["\u0301", "\u200c", "\u200d", "\u200f", "\u093c", "\u0640", "\ufeff",
                           "\U000e004c", "[noise]", "<unk>", ",", "...", "\u0301\u0301", "\u00ad"])


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.sampled_from(_ASR), st.lists(st.one_of(
    st.sampled_from(["a", "Hello,", "x\u0301", "नमस्ते", "٣", "don't", "Ölçü"]), _STRAYS,
    st.builds("{}{}".format, _STRAYS, st.sampled_from(["a", "b2", "ক্ষ"]))), max_size=6))
def test_asr_alignment_keeps_every_character_outside_spans(config, pieces):
    """Any language and asr scheme, words and strays (marks, format characters, tags,
    punctuation) joined by single spaces: every character outside the spans is in the output."""
    lang, scheme = config
    _strictly_accounted(_normalizer(lang, "asr", scheme), " ".join(pieces))


@pytest.mark.parametrize("text,expected", [
    ("20\x1e\uff9e", "20"),  # NFKC makes the half-width voiced mark a combining one
    ("\u0301a", "a"), ("a\x01\u0301b", "a b"), ("ab\u0301", "ab\u0301"),
])
def test_asr_wer_drops_a_mark_that_would_start_a_word(normalizer, text, expected):
    """Kept, a mark at the start of a word would join the space before it on a second pass
    and be dropped there: `wer` was not idempotent."""
    asr = normalizer("am", "asr", "wer")
    assert asr.normalize(text) == expected
    assert asr.normalize(expected) == expected


@pytest.mark.parametrize("lang,mode,text,expected", [
    ("en", "tn", "\ud800 $5 \udfff", "\ud800 five dollars \udfff"),
    ("en", "tn", "12\udc80kg", "twelve\udc80kg"),
    ("en", "itn", "seven \udc80", "seven \udc80"),
    ("en", "itn", "twenty \udc80 five dollars", "20 \udc80 $5"),
    ("hi", "itn", "तीन\udc80सौ", "३\udc80१००"),
])
def test_lone_surrogates_pass_through(normalizer, lang, mode, text, expected):
    """A lone surrogate (a file's undecodable byte, or any str from the API) is kept, and the
    rules read the text on either side of it; pynini, which takes UTF-8, never sees it."""
    n = normalizer(lang, mode)
    result = n.normalize_with_alignment(text)
    assert result.text == n.normalize(text) == expected
    assert not result.alignment_errors(text)


@pytest.mark.parametrize("lang,text,expected", [("hi", "kदो लाख", "kदो १०००००")])
def test_itn_same_line_twice_same_output(normalizer, lang, text, expected):
    """NumbersITN remembered the last rewrite by the str it was in, so the same str object
    normalized again found its own earlier rewrite before "लाख" and kept it as a unit."""
    itn = normalizer(lang, "itn")
    assert [itn.normalize(text), itn.normalize(text)] == [expected, expected]
    assert itn.normalize_with_alignment(text).text == expected


def test_a_span_too_long_to_read_passes_through(normalizer):
    """A rule reads at most LONGEST_SPAN characters, so that a long token costs each start a
    bounded regex match; a longer token (an ADDRESS shape here) is left as it is."""
    tn = normalizer("en", "tn")
    short = "aA1" * 10
    assert tn.normalize(short) != short
    long = "aA1" * (LONGEST_SPAN // 3 + 1)
    assert tn.normalize(long) == long
    assert tn.normalize(f"{long} 5 kg") == f"{long} five kilograms"


def _cpu_seconds(call, text: str, tries: int) -> float:
    best = math.inf
    for _ in range(tries):
        start = time.process_time()
        call(text)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("lang,mode,unit,times", [("zh", "tn", "158\u202f238 ", 50),
                                                  ("ja", "tn", "158\u00a0238 ", 50),
                                                  ("en", "itn", "twelve thirty ", 50),
                                                  ("ko", "tn", "3.5 km ", 400),
                                                  ("te", "itn", "253k ఏడున ", 100)])
def test_a_line_of_repeated_numbers_takes_linear_time(normalizer, lang, mode, unit, times):
    """Spaces group digits, so "158 238 158 238 ..." was one number as long as the line: every
    group's start scanned to LONGEST_SPAN, and a line 4x longer took 20x the time (zh: 1 ms a
    character). English ITN tried every rule at each start more than LONGEST_SPAN from the
    end (25x); Korean TN searched the whole text before each span for a word glued to it (13x
    at 11,000 characters); Telugu ITN read the line again from its start for every word
    with an ending it tried (itn_endings.py: 40x at 4,000). A ratio of CPU times, best of a
    few, with a wide margin: the suite measures no absolute speed (bench/line_scaling.py
    does), but a line slower per character the longer it is is a bug."""
    n = normalizer(lang, mode)
    short, long = unit * times, unit * times * 4
    n.normalize(short)  # grammar loads and memos
    # (best of 5 and 9: en ITN's short line takes ~20 ms, and a worker beside this one building
    # grammars made one run 8.4x where a quiet machine gives 4.2-4.6x)
    ratio = _cpu_seconds(n.normalize, long, 5) / max(_cpu_seconds(n.normalize, short, 9), 1e-3)
    assert ratio < 8, f"{len(long)} characters took {ratio:.1f}x the time of {len(short)}"


def test_a_grouped_number_has_a_bounded_length():
    """The grouped-number pattern reads MAX_GROUPS groups after the first at most (more than
    any language reads), so that what each start of a long run of groups reads is bounded."""
    written = Language("zh").written
    run = "\u202f".join(["158"] + ["238"] * 100)
    assert regex.match(written.number_pattern, run).end() == 3 + 4 * MAX_GROUPS
    assert regex.match(written.number_pattern, run[:3 + 4 * 5]).end() == 3 + 4 * 5


def _rule_texts(path: Path) -> set[str]:
    """Both sides of a rule table's rows (position signs and escapes dropped), alone and
    between letters: the strings where one rule's output can be another rule's input."""
    found = set()
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("#") or "\t" not in line:
            continue
        for side in line.split("\t")[:2]:
            core = side.strip("^<$>").replace("{ZWNJ}", "\u200c").replace("{ZWJ}", "\u200d")
            found.update({core, f"ب{core}", f"{core}ب", f"ب{core}ب", f"{core} {core}"})
    return found


_LEXICONS = Path(__file__).resolve().parent.parent / "textnorm" / "lexicons"
_TABLE_CONFIGS = sorted(
    {(path.stem.split("_", 1)[1], "script", scheme, path)
     for path in (_LEXICONS / "perso_arabic").glob("*_*.tsv")
     if path.stem.split("_")[0] in ("visual", "reading")
     for scheme in ("visual", "reading")}
    | {(path.stem.split("_", 1)[1], "asr", "wer", path)
       for path in (_LEXICONS / "mul" / "asr").glob("variants_*.tsv")}, key=str)


@pytest.mark.parametrize("lang,mode,scheme,path", _TABLE_CONFIGS,
                         ids=[f"{c[0]}/{c[1]}/{c[2]}/{c[3].stem}" for c in _TABLE_CONFIGS])
def test_letter_tables_are_idempotent(normalizer, lang, mode, scheme, path):
    """The fuzzer found tables that undo each other (pa-Arab: a lone heh goal with hamza ->
    heh + hamza -> heh goal with hamza; ur asr: heh -> heh goal, which composes with a hamza
    only on the next pass): every table string, normalized, is a fixed point."""
    if lang not in registry.entries() or mode not in registry.entries()[lang]:
        pytest.skip(f"{lang}/{mode} is not registered")
    n = normalizer(lang, mode, scheme)
    for text in sorted(_rule_texts(path)):
        once = n.normalize(text)
        assert n.normalize(once) == once, (text, once, n.normalize(once))
