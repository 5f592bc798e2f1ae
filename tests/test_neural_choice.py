"""Constrained choice: readings from the covering grammar, the choice pass, scoring by a
seq2seq model (batched == one at a time), the chooser's training and the CLI wiring. Models
here are tiny and random or scripted: the tests check admissibility and plumbing, never what
training teaches."""

from __future__ import annotations

import json

import pytest
from neural_helpers import LettersEngine, one_torch_thread

from textnorm.neural import SpanInput
from textnorm.neural.choice import ChoicePass
from textnorm.neural.readings import Readings, n_best, unclaimed_tokens
from textnorm.neural.veto import CoveringGrammar, joined_year

LETTERS = {"UN": ["u n"], "NATO": ["nato", "n a t o"]}


class TableChooser:
    """Picks the option equal to `table[span]` (the first option when absent)."""

    def __init__(self, table: dict[str, str]):
        self.table = table
        self.calls: list[int] = []

    def choose(self, spans, options):
        self.calls.append(len(spans))
        return [o.index(self.table[s.span]) if self.table.get(s.span) in o else 0
                for s, o in zip(spans, options)]


@pytest.fixture(scope="module")
def engine():
    return LettersEngine(LETTERS, r"\b(?:UN|NATO)\b", "test-choice")


def test_n_best_is_bounded_and_ordered(engine):
    cover = engine.transducers()["CARDINAL"]
    assert n_best(cover, "0", 8) == ["zero", "oh", "nought"]
    assert n_best(cover, "0", 2) == ["zero", "oh"]
    assert n_best(cover, "x", 4) == []


def test_readings_rule_output_first_and_all_admissible(engine):
    cover = CoveringGrammar(engine)
    readings = Readings(cover, k=4)
    found = readings.of_span("CARDINAL", "0", "zero")
    assert found[0] == ("zero", "CARDINAL")
    assert {r for r, _ in found} == {"zero", "oh", "nought"}
    for reading, cls in found:
        assert cover.admits(cls, "0", reading)
    # an unclaimed token: kept, or spelled by the LETTERS class cover
    assert readings.of_token("Lviv") == [("Lviv", ""), ("l v i v", "LETTERS")]
    assert cover.admits("LETTERS", "Lviv", "l v i v")
    assert not cover.admits("LETTERS", "Lviv", "l v i")


def test_unclaimed_tokens():
    text = "The big NATO deal in Lviv, GnRH and Washington J. #"
    assert [m.group() for m in unclaimed_tokens(text, 0, len(text))] == [
        "The", "NATO", "Lviv", "GnRH", "J", "#"]


def test_unclaimed_long_words_only_in_capitals():
    # past 12 letters only a word in capitals is offered (S&J spells such words)
    text = "RELATORIO DE TRANSFERENCIAS McCarthyAndSons Transferencias ABCDEFGHIJKLMNOPQRSTUVWXY"
    assert [m.group() for m in unclaimed_tokens(text, 0, len(text))] == [
        "RELATORIO", "DE", "TRANSFERENCIAS"]


def test_unclaimed_lower_case_words_without_a_vowel():
    text = "the psm gene in cz by a ds and"
    assert [m.group() for m in unclaimed_tokens(text, 0, len(text))] == [
        "psm", "cz", "by", "ds"]


def test_spelling_cover_reads_a_capitalised_plural(engine):
    cover = CoveringGrammar(engine)
    readings = Readings(cover, k=4)
    for token, plural in (("Ebs", "e b's"), ("NOACs", "n o a c's"), ("Fs", "f's")):
        found = readings.of_token(token)
        assert found[0] == (token, "")
        assert (plural, "LETTERS") in found and (" ".join(token.lower()), "LETTERS") in found
        assert all(cover.admits(cls, token, reading) for reading, cls in found)
    # a lower-case word is only spelled: S&J never reads "ds" as the plural of "d"
    assert readings.of_token("ds") == [("ds", ""), ("d s", "LETTERS")]
    assert not cover.admits("LETTERS", "ds", "d's")


def test_a_spelled_word_may_be_kept_as_written(engine):
    """A word the LETTERS rules spell is also offered kept as written ("AAG" read as a
    word); the keep is the identity (class ""), chosen, it leaves no span."""
    cover = CoveringGrammar(engine)
    readings = Readings(cover, k=4)
    assert readings.of_span("LETTERS", "UN", "u n") == [("u n", "LETTERS"), ("UN", "")]
    assert cover.admits("", "UN", "UN") and not cover.admits("", "UN", "un")
    assert readings.of_span("CARDINAL", "0", "zero")[-1][1] == "CARDINAL"  # no keep
    neural = ChoicePass(engine, TableChooser({"UN": "UN"}))
    result = neural.run(["the UN and 1st"], references=["the un and first"])[0]
    assert result.text == "the UN and first"
    assert [s.cls for s in result.spans] == ["ORDINAL"]
    assert neural.stats[("LETTERS", "right")] == 1


def test_english_offers_the_new_readings(normalizer):
    """On the English grammars: a spelled acronym may stay a word, a lower-case vowelless
    word may be spelled, a capitalised plural spelled with 's; each reading admissible."""
    processor = normalizer("en", "tn").processor
    finder = ChoicePass(processor, None)
    text = "The AAG award for the psm gene and two Ebs"
    offered = {text[c.start:c.end]: (c.cls, c.options)
               for c in finder.choices(0, text, processor.normalize_with_alignment(text))}
    assert offered["AAG"] == ("LETTERS", [("a a g", "LETTERS"), ("AAG", "")])
    assert offered["psm"] == ("", [("psm", ""), ("p s m", "LETTERS")])
    assert ("e b's", "LETTERS") in offered["Ebs"][1]
    assert "gene" not in offered and "and" not in offered
    for token, (_, options) in offered.items():
        for reading, cls in options:
            assert finder.cover.admits(cls, token, reading), (token, reading, cls)


def test_english_letters_spans_are_read_as_abbreviations_too(normalizer):
    """A LETTERS span also gets ABBREVIATION's readings ("MR" mister), unclaimed words not."""
    processor = normalizer("en", "tn").processor
    finder = ChoicePass(processor, None)
    text = "MR Smith of ST Helens met M Jones"
    offered = {text[c.start:c.end]: c.options
               for c in finder.choices(0, text, processor.normalize_with_alignment(text))}
    assert offered["MR"] == [("m r", "LETTERS"), ("mister", "ABBREVIATION"), ("MR", "")]
    assert ("saint", "ABBREVIATION") in offered["ST"]
    assert all(cls != "ABBREVIATION" for _, cls in offered.get("M", []))
    for token, options in offered.items():
        for reading, cls in options:
            assert finder.cover.admits(cls, token, reading), (token, reading, cls)


def test_a_year_written_in_halves_is_a_joined_date_choice(normalizer):
    """"29 December 19 23" (a number, a date, a number to the rules) is also one DATE span
    read with the year's halves joined; picked, it replaces the three spans."""
    processor = normalizer("en", "tn").processor
    finder = ChoicePass(processor, None)
    text = "On 29 December 19 23 he left in 20 14 and 29 December 19 2"
    result = processor.normalize_with_alignment(text)
    joined = [c for c in finder.choices(0, text, result) if c.joined]
    assert [text[c.start:c.end] for c in joined] == ["29 December 19 23"]
    choice = joined[0]
    assert choice.cls == "DATE (joined)"
    assert choice.options[0] == (result.text[:result.text.index(" he")][3:], "DATE")
    wanted = "the twenty ninth of december nineteen twenty three"
    assert (wanted, "DATE") in choice.options
    for reading, cls in choice.options[1:]:
        assert finder.cover.admits(cls, "29 December 19 23", reading)
    assert not finder.cover.admits("DATE", "29 December 19 23", "the twenty ninth of december")
    assert not finder.cover.admits("DATE", "29 December 19 2", "the twenty ninth of december "
                                   "one hundred ninety two")
    choice.pick = choice.options.index((wanted, "DATE"))
    out = finder._rebuild(text, result, [choice])
    assert out.text.startswith(f"On {wanted} he left in twenty fourteen")
    dated = [s for s in out.spans if s.source == "neural"]
    assert [(text[s.src_start:s.src_end], out.text[s.out_start:s.out_end], s.cls)
            for s in dated] == [("29 December 19 23", wanted, "DATE")]
    choice.pick = 0  # not picked: the rules' spans stay
    assert finder._rebuild(text, result, [choice]).text == result.text


def test_joined_year():
    assert joined_year("29 December 19 23") == "29 December 1923"
    assert joined_year("July 20 11") == "July 2011"
    assert joined_year("29 December 1923") is None
    assert joined_year("29 December 119 23") is None
    assert joined_year("December 21 23") is None  # not a century


def test_choice_pass_outputs_only_admissible_readings(engine):
    chooser = TableChooser({"0": "nought", "NATO": "n a t o", "Lviv": "l v i v", "1st": "x"})
    neural = ChoicePass(engine, chooser)
    texts = ["0 and 1st in Lviv", "NATO 2", "plain words"]
    results = neural.run(texts, references=["nought and first in l v i v", "nato two", None])
    assert [r.text for r in results] == ["nought and first in l v i v", "n a t o two",
                                         "plain words"]
    # one call for every line's choices: "0", "Lviv" and "NATO" ("1st" has one reading)
    assert chooser.calls == [3]
    for text, result in zip(texts, results):
        for span in result.spans:
            source = text[span.src_start:span.src_end]
            out = result.text[span.out_start:span.out_end]
            if span.cls != "ORDINAL":  # "1st" has one reading: no choice, rule output
                assert neural.cover.admits(span.cls, source, out)
    spans = [(texts[0][s.src_start:s.src_end], s.cls, s.source, s.decision)
             for s in results[0].spans]
    assert spans == [("0", "CARDINAL", "neural", "changed"), ("1st", "ORDINAL", "rule", None),
                     ("Lviv", "LETTERS", "neural", "changed")]
    assert neural.stats[("CARDINAL", "changed")] == 1
    assert neural.stats[("CARDINAL", "right")] == 1
    assert neural.stats[("LETTERS (unclaimed)", "right")] == 1
    assert neural.stats[("LETTERS", "wrong")] == 1  # the reference keeps "nato"
    summary = neural.summary().splitlines()
    assert summary[0] == "class\tspans\tchanged\tright\twrong"
    assert summary[-1].startswith("seconds\trules ")


def test_choosing_the_first_option_is_the_rule_output(engine):
    neural = ChoicePass(engine, TableChooser({}))
    text = "0 and NATO in Lviv, 3rd"
    assert neural.run([text])[0].text == engine.normalize(text)


def test_model_without_choose_is_a_clear_error(engine):
    from textnorm.neural import NeuralError

    class Proposer:
        def propose(self, spans):
            return [None for _ in spans]

    with pytest.raises(NeuralError, match="veto"):
        ChoicePass(engine, Proposer())


def _tiny_t5():
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    import torch

    from textnorm.neural.train import small_byte_t5

    torch.manual_seed(0)
    return small_byte_t5(d_model=32, layers=1)


def test_scores_batched_equal_one_at_a_time():
    from textnorm.neural.byt5 import ByT5Normalizer

    with one_torch_thread():
        model = _tiny_t5()
        batched = ByT5Normalizer.from_model(model, device="cpu", token_budget=4096)
        single = ByT5Normalizer.from_model(model, device="cpu", max_rows=1)
        inputs = ["a <extra_id_0>0<extra_id_1> b", "longer context <extra_id_0>NATO<extra_id_1>"]
        readings = ["zero", "n a t o"]
        pairs = [(i, r) for i in inputs for r in readings]
        many = batched.score([i for i, _ in pairs], [r for _, r in pairs])
        one = [single.score([i], [r])[0] for i, r in pairs]
        assert len(many) == 4 and all(s < 0 for s in many)
        assert many == pytest.approx(one, abs=1e-4)
        spans = [SpanInput("a 0 b", 2, 3), SpanInput("x NATO", 2, 6)]
        picks = batched.choose(spans, [["zero", "oh", "nought"], ["nato"]])
        assert 0 <= picks[0] < 3 and picks[1] == 0
        batched.margin = 1e9  # nothing beats the rule's reading by that much
        assert batched.choose(spans, [["zero", "oh", "nought"], ["nato"]]) == [0, 0]


def test_train_chooser_and_choice_pass_with_a_random_model(engine):
    from textnorm.neural.byt5 import ByT5Normalizer
    from textnorm.neural.train import train_chooser

    pytest.importorskip("transformers")
    import transformers

    with one_torch_thread():
        model = _tiny_t5()
        items = [("a <extra_id_0>0<extra_id_1> b", ["zero", "oh"], 1),
                 ("<extra_id_0>NATO<extra_id_1>", ["nato"], 0)]
        losses = []
        train_chooser(model, transformers.ByT5Tokenizer(), items, steps=2, batch_size=2,
                      device="cpu", log=lambda step, loss: losses.append(loss))
        assert len(losses) == 2 and all(loss == loss for loss in losses)  # finite, not NaN
        neural = ChoicePass(engine, ByT5Normalizer.from_model(model, device="cpu"))
        texts = ["0 1 2 and NATO in Lviv", "3rd UN"]
        for text, result in zip(texts, neural.run(texts)):
            for span in result.spans:
                assert neural.cover.admits(span.cls, text[span.src_start:span.src_end],
                                           result.text[span.out_start:span.out_end])


def test_cli_trains_a_chooser_and_normalizes_in_choice_mode(tmp_path, capsys):
    """Plumbing: `textnorm train DATA.jsonl --lang en` writes a chooser, `normalize --model`
    runs it in choice mode, `--stats --reference` counts per class."""
    pytest.importorskip("transformers")
    from textnorm.cli.main import main

    data = tmp_path / "pairs.jsonl"
    rows = [(["It", "was", "in", "2006", "."], ["It", "was", "in", "two thousand six", ""]),
            (["Call", "CIAC", "at", "200", "."], ["Call", "c i a c", "at", "two o o", ""]),
            (["Lviv", "won", "5", "games"], ["l v i v", "won", "five", "games"])]
    data.write_text("".join(json.dumps({"unnormalized": w, "normalized": s}) + "\n"
                            for w, s in rows), "utf-8")
    out = tmp_path / "model"
    with one_torch_thread():
        assert main(["train", str(data), "--lang", "en", "-o", str(out), "--arch", "byt5",
                     "--d-model", "32",
                     "--layers", "1", "--steps", "2", "--batch-size", "2", "--device", "cpu",
                     "--dev", "0.34"]) == 0
        err = capsys.readouterr().err
        assert "training items" in err and "class\tchoices\trules\tmodel" in err
        config = json.loads((out / "config.json").read_text("utf-8"))
        assert config["textnorm_task"] == "choose" and config["textnorm_window"] == 32
        source, reference = tmp_path / "in.txt", tmp_path / "ref.txt"
        source.write_text("It was in 2006\nCall CIAC at 200\n", "utf-8")
        reference.write_text("it was in two thousand six\ncall c i a c at two o o\n", "utf-8")
        assert main(["normalize", "--lang", "en", "--model", str(out), "--stats",
                     "--reference", str(reference), str(source)]) == 0
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == 2
    assert "class\tspans\tchanged\tright\twrong" in captured.err
    with one_torch_thread():
        assert main(["normalize", "--lang", "en", "--model", str(out), "--neural", "veto",
                     "--reference", str(reference), str(source)]) == 2


def test_kept_tokens_are_not_offered(engine):
    from textnorm.neural.choice_data import Example
    from textnorm.neural.choice_train import kept_tokens

    def example(token: str, answer: int) -> Example:
        return Example(SpanInput(f"x {token}", 2, 2 + len(token), ""), [token, "spelled"],
                       answer, "LETTERS (unclaimed)")

    found = [example("The", 0), example("The", 0), example("Lviv", 0), example("Lviv", 1),
             example("Wim", 0)]
    assert kept_tokens(found) == ["The"]
    chooser = TableChooser({"Lviv": "l v i v", "The": "t h e"})
    chooser.keep_tokens = frozenset(["The"])
    neural = ChoicePass(engine, chooser)
    assert neural.run(["The Lviv"])[0].text == "The l v i v"


def test_kept_choices_train_while_one_other_sentence_keeps_them():
    """A choice is left out of training only where the other sentences keep its token twice
    and never read it: what inference skips (kept_tokens) seen from that sentence."""
    from textnorm.neural.choice_data import Example
    from textnorm.neural.choice_train import kept_tokens, without_kept

    def example(before: str, token: str, answer: int | None) -> Example:
        return Example(SpanInput(f"{before} {token}", len(before) + 1,
                                 len(before) + 1 + len(token), ""), [token, "spelled"],
                       answer, "LETTERS (unclaimed)")

    found = [example("a", "The", 0), example("b", "The", 0), example("c", "The", 0),
             example("a", "Wim", 0), example("b", "Wim", 0),
             example("a", "Lviv", 0), example("b", "Lviv", 0), example("c", "Lviv", 1),
             example("d", "The", None), example("d", "Wim", None)]
    assert kept_tokens(found) == ["The", "Wim"]
    left = [(e.span.span, e.span.text) for e in without_kept(found)]
    # "The" is kept by two other sentences wherever it occurs, "Wim" by one; "Lviv" is read
    # in c, so a and b train, but c's other sentences keep it twice (inference would skip
    # it there); a choice no reading settles goes where inference puts it ("d" skipped)
    assert left == [("Wim", "a Wim"), ("Wim", "b Wim"), ("Lviv", "a Lviv"), ("Lviv", "b Lviv")]
    # a rule span is never left out, whatever its token
    rule = Example(SpanInput("a The", 2, 5, "LETTERS"), ["The", "t h e"], 0, "LETTERS")
    assert without_kept([*found, rule])[-1] is rule


def test_llm_endpoint_chooses_by_number(engine):
    """An OpenAI-compatible server is shown the numbered readings and answers a number; a
    reply that is no number in range leaves the rule's reading."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from textnorm.neural.llm import LLMNormalizer

    seen = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            prompt = body["messages"][-1]["content"]
            seen.append(prompt)
            answer = "3" if "Span: 0\n" in prompt else "7"  # 7: out of range
            data = json.dumps({"choices": [{"message": {"content": answer}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        llm = LLMNormalizer(endpoint=f"http://127.0.0.1:{server.server_port}/v1",
                            model_name="tiny", retries=0)
        neural = ChoicePass(engine, llm)
        assert neural.run(["0 in Lviv"])[0].text == "nought in Lviv"
        assert any("Options:\n1. zero\n2. oh\n3. nought" in prompt for prompt in seen)
    finally:
        server.shutdown()


def test_normalizer_neural_mode():
    from textnorm import Normalizer
    from textnorm.neural import NeuralError
    from textnorm.neural.pipeline import NeuralPass

    chooser = TableChooser({"200": "two o o"})
    normalizer = Normalizer("en", "tn", model=chooser, neural_mode="choose")
    assert isinstance(normalizer.neural, ChoicePass)
    assert normalizer.normalize("Room 200 is here") == "Room two o o is here"
    # a model object that does not say it was trained to choose gets the veto by default
    assert isinstance(Normalizer("en", "tn", model=chooser).neural, NeuralPass)
    with pytest.raises(NeuralError, match="choose or veto"):
        Normalizer("en", "tn", model=chooser, neural_mode="guess")


def test_holdout_slices_are_disjoint_and_cover_the_data():
    """`--holdout 0.1 --holdout-slice K`: ten disjoint held-out slices that together hold every
    sentence once; slice 0 is the split `--holdout 0.1` always made; a slice out of range is
    an error, not an empty test set."""
    from textnorm.errors import TextnormError
    from textnorm.neural.choice_data import Sentence, held_out, split

    sentences = [Sentence(["line", str(i), w], ["line", str(i), w])
                 for i in range(400) for w in ("a",)]
    tests = [split(sentences, 0.1, k)[1] for k in range(10)]
    texts = [s.text for test in tests for s in test]
    assert sorted(texts) == sorted(s.text for s in sentences)  # each sentence in one slice
    assert all(20 <= len(test) <= 60 for test in tests)  # about a tenth each
    train, test = split(sentences, 0.1, 3)
    assert {s.text for s in train}.isdisjoint(s.text for s in test)
    assert len(train) + len(test) == len(sentences)
    assert split(sentences, 0.1) == split(sentences, 0.1, 0)
    assert [s for s in sentences if held_out(s, 0.1)] == tests[0]
    assert split(sentences, 0.0, 0) == (sentences, [])
    with pytest.raises(TextnormError, match="slice 10 out of range"):
        split(sentences, 0.1, 10)


def test_cli_train_and_bench_take_a_holdout_slice(tmp_path, capsys):
    """`textnorm train --holdout-slice K` leaves out slice K (its log counts them) and
    bench/neural_choice.py --holdout-slice K scores exactly those sentences."""
    import sys
    from pathlib import Path

    from textnorm.cli.main import main
    from textnorm.neural.choice_data import read_sentences, split

    data = tmp_path / "pairs.jsonl"
    rows = [(["Call", "CIAC", "at", str(200 + i)], ["Call", "c i a c", "at", str(200 + i)])
            for i in range(40)]
    data.write_text("".join(json.dumps({"unnormalized": w, "normalized": s}) + "\n"
                            for w, s in rows), "utf-8")
    _, test = split(read_sentences(str(data)), 0.1, 2)
    assert main(["train", str(data), "--lang", "en", "-o", str(tmp_path / "m"), "--folds",
                 "0", "--dev", "0", "--epochs", "1", "--holdout", "0.1",
                 "--holdout-slice", "2"]) == 0
    assert f"({len(test)} held out)" in capsys.readouterr().err
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    import neural_choice

    neural_choice.main([str(data), "--model", str(tmp_path / "m"), "--holdout", "0.1",
                        "--holdout-slice", "2"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["sentences"] == len(test) and summary["holdout_slice"] == 2
