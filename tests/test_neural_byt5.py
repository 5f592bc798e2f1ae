"""ByT5Normalizer on a byte-level T5 whose answers are set by construction (see
neural_helpers.keyed_t5): loading, batching under token budgets and per-row limits, partial
outputs, the veto over its proposals span by span, the CLI `--model`; and one randomly
initialised model run end to end, checked only for what holds whatever its weights say."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from neural_helpers import (  # noqa: E402
    CARDINALS,
    Loop,
    TinyEngine,
    greedy_margin,
    keyed_t5,
    one_torch_thread,
)

from textnorm.neural import NeuralError, SpanInput  # noqa: E402
from textnorm.neural.byt5 import ByT5Normalizer, word_in_context  # noqa: E402
from textnorm.neural.pipeline import NeuralPass  # noqa: E402
from textnorm.neural.veto import DECISIONS, CoveringGrammar  # noqa: E402

# The span's last byte -> the model's output. "1st" ends in "t"; "2nd" and "3rd" both end in
# "d", so they get the same proposal: an ORDINAL reading of one and not of the other.
REPLIES = {"0": "oh", "1": "won", "2": Loop("tw"), "3": "two\nlines", "t": "first",
           "d": "second"}
WORDS = ["0", "1", "2", "3", "1st", "2nd", "3rd", "10", "$5", "abc", "x" * 30]
# Generous limits: every output that ends, ends; "" is an end of sequence at once.
FULL = ["oh", "won", None, "two\nlines", "first", "second", "second", "oh", "", "", ""]
# Limits 2, 5, 8, ...: "oh" + end of sequence needs 3 tokens, so the first row is cut.
LIMITS = [2 + 3 * i for i in range(len(WORDS))]
CUT = [None, *FULL[1:]]
PARTIAL = ["oh", "won", "twtwtwtw", *FULL[3:]]


@pytest.fixture(scope="module", autouse=True)
def _one_thread():
    with one_torch_thread():
        yield


@pytest.fixture(scope="module")
def keyed(tmp_path_factory):
    """The model's directory: config and weights, no tokenizer files (a byte tokenizer needs
    none)."""
    path = tmp_path_factory.mktemp("keyed-t5")
    keyed_t5(REPLIES).save_pretrained(path)
    return path


def _inputs() -> list[str]:
    return [word_in_context(f"a {w} b", 2, 2 + len(w)) for w in WORDS]


def test_loads_a_directory_without_tokenizer_files(keyed):
    normalizer = ByT5Normalizer(str(keyed), device="cpu")
    assert normalizer.device.type == "cpu"
    assert normalizer.generate(_inputs(), [40] * len(WORDS)) == FULL


@pytest.mark.parametrize("budget, rows, batches", [(10_000, 256, 1), (60, 256, 3),
                                                   (10_000, 3, 4), (1, 1, 11)])
def test_batching_and_row_limits(keyed, budget, rows, batches):
    """Whatever the batches, each row gets its own output under its own limit: the rows of
    a batch generate up to the largest limit, and each is cut at its own."""
    from textnorm.neural.batching import plan_batches

    normalizer = ByT5Normalizer(str(keyed), device="cpu", token_budget=budget, max_rows=rows)
    inputs = _inputs()
    assert len(plan_batches([len(normalizer.ids(t)) for t in inputs], budget, rows)) == batches
    assert normalizer.generate(inputs, LIMITS) == CUT
    assert normalizer.generate(inputs, LIMITS, partial=True) == PARTIAL
    assert [normalizer.generate([t], [n])[0] for t, n in zip(inputs, LIMITS)] == CUT
    # The same input twice, with two limits: one generation, under the larger limit.
    assert normalizer.generate([inputs[0], inputs[0]], [3, 2]) == ["oh", "oh"]


def test_answers_are_far_from_ties(keyed):
    """The construction's claim, measured on this machine: every greedy step's winner leads
    by far more than float rounding could move a logit."""
    from textnorm.neural.batching import padded_ids

    normalizer = ByT5Normalizer(str(keyed), device="cpu")
    inputs = _inputs() + [word_in_context(line, 4, 5) for line in LINES if len(line) > 5]
    ids, mask = padded_ids([normalizer.ids(text) for text in inputs], 0)
    assert greedy_margin(normalizer.model, input_ids=ids, attention_mask=mask,
                         max_new_tokens=12) > 5


def test_propose_cleans_and_limits(keyed):
    """propose(): one usable line or None; max_new_tokens caps every reading."""
    normalizer = ByT5Normalizer(str(keyed), device="cpu")
    spans = [SpanInput(f"a {w} b", 2, 2 + len(w)) for w in WORDS[:-1]]
    assert normalizer.propose(spans) == ["oh", "won", None, None, "first", "second", "second",
                                         "oh", None, None]
    tight = ByT5Normalizer(str(keyed), device="cpu", max_new_tokens=2)  # caps every reading
    assert tight.propose(spans[:2]) == [None, None]


def test_checkpoint_with_its_own_tokenizer(keyed, tmp_path):
    model = transformers.T5ForConditionalGeneration.from_pretrained(keyed)
    model.save_pretrained(tmp_path)
    transformers.ByT5Tokenizer().save_pretrained(tmp_path)
    saved = ByT5Normalizer(str(tmp_path), device="cpu")
    assert type(saved.tokenizer).__name__ == "ByT5Tokenizer"
    assert saved.generate(_inputs(), [40] * len(WORDS)) == FULL


LINES = ["0 and 1st", "it was 2", "3rd of 3", "no digits here", "", "2nd 1 0 3 1st 2",
         "x 1st y 0"]
# Per line: (span, output, source, decision). "oh" is an admissible CARDINAL reading of 0
# that the rules do not choose; "first"/"second" are the rules' own readings of 1st/2nd;
# "won" is no reading of 1 and "second" none of 3rd; "2" never ends and "3" gives two lines.
DECIDED = [
    [("0", "oh", "neural", "kept"), ("1st", "first", "neural", "kept")],
    [("2", "two", "rule", "invalid")],
    [("3rd", "third", "rule", "vetoed"), ("3", "three", "rule", "invalid")],
    [],
    [],
    [("2nd", "second", "neural", "kept"), ("1", "one", "rule", "vetoed"),
     ("0", "oh", "neural", "kept"), ("3", "three", "rule", "invalid"),
     ("1st", "first", "neural", "kept"), ("2", "two", "rule", "invalid")],
    [("1st", "first", "neural", "kept"), ("0", "oh", "neural", "kept")],
]


def _decided(lines, results):
    return [[(text[s.src_start:s.src_end], result.text[s.out_start:s.out_end], s.source,
              s.decision) for s in result.spans] for text, result in zip(lines, results)]


def test_veto_over_model_proposals(keyed):
    neural = NeuralPass(TinyEngine(), ByT5Normalizer(str(keyed), device="cpu"))
    batched = neural.run(LINES)
    assert _decided(LINES, batched) == DECIDED
    assert [r.text for r in batched] == ["oh and first", "it was two", "third of three",
                                         "no digits here", "", "second one oh three first two",
                                         "x first y oh"]
    assert dict(neural.stats) == {("CARDINAL", "kept"): 3, ("ORDINAL", "kept"): 4,
                                  ("CARDINAL", "vetoed"): 1, ("ORDINAL", "vetoed"): 1,
                                  ("CARDINAL", "invalid"): 4}
    alone = [neural.run([line])[0] for line in LINES]
    assert alone == batched


class _CardinalCoverOnly:
    """TinyEngine's spans, but a cover for CARDINAL only: ORDINAL spans have none."""

    def __init__(self, engine: TinyEngine):
        self.rules = [rule for rule in engine.rules if rule.cls == "CARDINAL"]
        self.transducers = engine.transducers
        self.normalize_with_alignment = engine.normalize_with_alignment


@pytest.mark.parametrize("trust", [False, True])
def test_no_cover_over_model_proposals(keyed, trust):
    processor = _CardinalCoverOnly(TinyEngine())
    neural = NeuralPass(processor, ByT5Normalizer(str(keyed), device="cpu"),
                        trust_uncovered=trust)
    lines = ["1st 0", "3rd 1"]
    # Without a cover, "second" for 3rd is used only when uncovered classes are trusted.
    third = ("3rd", "second", "neural", "no cover") if trust else ("3rd", "third", "rule",
                                                                    "no cover")
    first = ("1st", "first", "neural" if trust else "rule", "no cover")
    assert _decided(lines, neural.run(lines)) == [
        [first, ("0", "oh", "neural", "kept")], [third, ("1", "one", "rule", "vetoed")]]


def test_random_model_end_to_end():
    """A randomly initialised byte T5 through the real generate path. Its words are noise and
    may differ between float kernels (near-tied logits; a padded batch sums in another order
    than a lone row), so only what holds for any weights is checked: one output per input,
    of the right type, within its limit, and behind the veto only admissible readings."""
    from textnorm.neural.train import small_byte_t5

    torch.manual_seed(0)
    normalizer = ByT5Normalizer.from_model(small_byte_t5(d_model=32, layers=1), device="cpu",
                                           token_budget=60, max_new_tokens=16)
    inputs = _inputs()
    for partial in (False, True):
        outputs = normalizer.generate(inputs, LIMITS, partial=partial)
        assert len(outputs) == len(inputs)
        for out, limit in zip(outputs, LIMITS):
            assert (out is None and not partial) or isinstance(out, str)
            # at most `limit` tokens, one end of sequence among them unless partial
            assert out is None or len(out.encode("utf-8")) <= limit - (not partial)
    engine = TinyEngine()
    neural = NeuralPass(engine, normalizer)
    cover = CoveringGrammar(engine)
    for text, result in zip(LINES, neural.run(LINES)):
        rules = engine.normalize_with_alignment(text)
        assert [(s.src_start, s.src_end) for s in result.spans] == \
            [(s.src_start, s.src_end) for s in rules.spans]
        for span, rule in zip(result.spans, rules.spans):
            out = result.text[span.out_start:span.out_end]
            assert span.decision in DECISIONS
            assert cover.admits(span.cls, text[span.src_start:span.src_end], out)
            if span.decision != "kept":
                assert out == rules.text[rule.out_start:rule.out_end]


def test_bad_model_path_is_a_clear_error(tmp_path):
    with pytest.raises(NeuralError, match="cannot load"):
        ByT5Normalizer(str(tmp_path / "missing"), device="cpu")


# English spans of the CLI test, by last byte: "$5" -> "fives" (no MONEY reading), "4 March
# 2014" -> two lines, "12 kg" gets an empty output, "3rd" -> "third" (the rules' own), "Dr." ->
# "drive" (an ABBREVIATION reading the rules do not choose), "9" -> "ten" (no reading of 9).
CLI_REPLIES = {"5": "fives", "4": "of\nmarch", "d": "third", ".": "drive", "9": "ten"}
CLI_LINES = ["It cost $5 on 4 March 2014.", "", "12 kg and 3rd", "plain", "Elm Dr. at 9"]
CLI_OUT = ["It cost five dollars on the fourth of march twenty fourteen.", "",
           "twelve kilograms and third", "plain", "Elm drive at nine"]


def test_cli_model_option(tmp_path, capsys):
    from textnorm.cli.main import main

    path = tmp_path / "model"
    keyed_t5(CLI_REPLIES).save_pretrained(path)
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("\n".join(CLI_LINES) + "\n", "utf-8")
    assert main(["normalize", "--lang", "en", "--model", str(path), "--stats", str(source),
                 "-o", str(target)]) == 0
    assert target.read_text("utf-8").split("\n")[:-1] == CLI_OUT
    stats = capsys.readouterr().err.splitlines()
    assert stats[-9:-1] == ["class\tkept\tvetoed\tno cover\tinvalid",
                            "ABBREVIATION\t1\t0\t0\t0", "CARDINAL\t0\t1\t0\t0",
                            "DATE\t0\t0\t0\t1", "MEASURE\t0\t0\t0\t1", "MONEY\t0\t1\t0\t0",
                            "ORDINAL\t1\t0\t0\t0", "ALL\t2\t2\t0\t2"]
    assert stats[-1].startswith("seconds\trules ")


def test_cli_bad_model_is_exit_2(tmp_path, capsys):
    from textnorm.cli.main import main

    missing = str(tmp_path / "missing")
    assert main(["normalize", "--lang", "en", "--model", missing]) == 2
    assert "cannot load" in capsys.readouterr().err


def test_train_command_writes_a_loadable_model(tmp_path, capsys):
    """Plumbing only: what three steps teach is not looked at."""
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
