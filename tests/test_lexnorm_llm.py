"""The LLM path of lexnorm against a stub OpenAI-compatible server on 127.0.0.1: word-aligned
proposals, the plausibility filter, a trained model's candidates, the CLI's --endpoint."""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler

import pytest
from neural_helpers import local_server

from textnorm import Normalizer
from textnorm.cli import main as cli_main
from textnorm.lexnorm import storage
from textnorm.lexnorm.llm import INSTRUCTION, plausible
from textnorm.lexnorm.model import Counts, LexModel
from textnorm.neural import NeuralError

# The marked word -> the stub LLM's reply. "gr8" and "2" are normalizations no pattern
# admits (only a trained model's table does); "lol" gets a chatty reply, "cat" a different
# word: both are vetoed.
REPLIES = {"u": "you", "sooo": "so", "tmrw": "tomorrow", "thankyou": "thank you",
           "kool": "cool", "gr8": "great", "2": "to", "lol": "Sure! Here it is: laughing",
           "cat": "dog", "dis": "this"}  # "dis": two edits, more than a 3-letter word may take


class _Handler(BaseHTTPRequestHandler):
    seen: list[dict] = []

    def log_message(self, *args) -> None:
        pass

    def _send(self, body: object) -> None:
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._send({"object": "list", "data": [{"id": "stub"}]})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Handler.seen.append(body)
        word = body["messages"][-1]["content"].rsplit("Span: ", 1)[1]
        self._send({"choices": [{"message": {"content": REPLIES.get(word, word)}}]})


@pytest.fixture(scope="module")
def server():
    with local_server(_Handler) as url:
        yield url


def test_plausibility_filter():
    assert plausible("sooo", "so") and plausible("thankyou", "thank you")
    assert plausible("tmrw", "tomorrow") and plausible("kool", "cool")
    assert plausible("cafe", "café") and plausible("dont", "don't")
    assert not plausible("cat", "dog") and not plausible("lol", "Sure! Here it is: laughing")
    assert plausible("u", "you") and not plausible("u", "them")
    assert not plausible("2", "to") and plausible("2", "to", {"2", "to"})
    assert not plausible("ok", "")


def test_endpoint_normalizes_word_by_word(server):
    _Handler.seen.clear()
    lexnorm = Normalizer("en", "lexnorm", neural=server)
    result = lexnorm.normalize_with_alignment("u r sooo kool lol, see u tmrw @anna :)")
    assert result.text == "you r so cool lol, see you tomorrow @anna :)"
    # punctuation, mentions and emoticons are not asked about; one request per distinct word
    asked = [b["messages"][-1]["content"].rsplit("Span: ", 1)[1] for b in _Handler.seen]
    assert sorted(asked) == sorted(["u", "r", "sooo", "kool", "lol", "see", "tmrw"])
    first = _Handler.seen[0]
    assert first["model"] == "stub" and first["messages"][0]["content"] == INSTRUCTION
    assert "Sentence: u r sooo kool lol , see u tmrw @anna :)" in first["messages"][-1]["content"]
    stats = lexnorm.processor._llm.stats
    assert stats["vetoed"] == 1 and stats["changed"] == 5 and stats["kept as is"] == 2


def test_word_aligned_tokens_and_vetoes(server):
    lexnorm = Normalizer("en", "lexnorm", neural=server)
    assert lexnorm.processor.normalize_token_batch([["thankyou", "cat", "gr8", "2"], ["dis"]]) \
        == [["thank you", "cat", "gr8", "2"], ["dis"]]  # two edits are too many for 3 letters


def test_trained_candidates_widen_the_filter(server, tmp_path):
    counts = Counts(pairs={("gr8", "great"): 2, ("2", "to"): 3}, vocab={"great": 2, "to": 3})
    storage.save(LexModel(counts), tmp_path / "m")
    lexnorm = Normalizer("en", "lexnorm", neural=server, model=str(tmp_path / "m"))
    assert lexnorm.processor.normalize_tokens(["gr8", "2", "cat"]) == ["great", "to", "cat"]


def test_cli_endpoint_multilexnorm(server, tmp_path):
    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("u\nsooo\ncat\n\ntmrw\n", "utf-8")
    assert cli_main.main(["normalize", "--mode", "lexnorm", "--lang", "th", "--endpoint",
                          server, "--format", "multilexnorm", str(source), "-o",
                          str(target)]) == 0
    assert target.read_text("utf-8") == "u\tyou\nsooo\tso\ncat\tcat\n\ntmrw\ttomorrow\n"


def test_dead_endpoint_is_a_clear_error():
    lexnorm = Normalizer("en", "lexnorm", neural="http://127.0.0.1:9/v1")
    with pytest.raises(NeuralError, match="failed on every request"):
        lexnorm.normalize("u r sooo cool")
    assert lexnorm.normalize("!!! :)") == "!!! :)"  # nothing to ask: no request at all
