"""LLMNormalizer against a real OpenAI-compatible server on 127.0.0.1 (stdlib http.server):
request shape, strict parsing, retries, timeouts, the veto over its replies."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from neural_helpers import Loop, TinyEngine, greedy_margin, keyed_gpt2, one_torch_thread

from textnorm.neural import NeuralError, SpanInput, load_model
from textnorm.neural.llm import LLMNormalizer
from textnorm.neural.pipeline import NeuralPass

# Span -> reply content ("<500>" fails once with a server error, "<slow>" answers late,
# "<shape>" answers with a malformed body).
REPLIES = {"0": "oh", "1st": "one", "2": "two\nthree", "3": "<500>three", "2nd": "<slow>",
           "3rd": "<shape>", "1": "  one  "}


class _Handler(BaseHTTPRequestHandler):
    seen: list[dict] = []
    failed: set[str] = set()

    def log_message(self, *args) -> None:  # keep test output clean
        pass

    def _send(self, status: int, body: object) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        try:
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (the timeout test)

    def do_GET(self) -> None:
        if self.path == "/v1/models":
            self._send(200, {"object": "list", "data": [{"id": "tiny-llm"}]})
        else:
            self._send(404, {"error": "not found"})

    def do_POST(self) -> None:
        if self.path != "/v1/chat/completions":
            self._send(404, {"error": "not found"})
            return
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _Handler.seen.append(body)
        span = body["messages"][-1]["content"].rsplit("Span: ", 1)[1]
        reply = REPLIES.get(span, "")
        if reply.startswith("<500>") and span not in _Handler.failed:
            _Handler.failed.add(span)
            self._send(500, {"error": "try again"})
            return
        if reply == "<slow>":
            time.sleep(1.0)
        if reply == "<shape>":
            self._send(200, {"choices": []})
            return
        content = reply.removeprefix("<500>")
        self._send(200, {"choices": [{"index": 0, "message": {"role": "assistant",
                                                               "content": content}}]})


@pytest.fixture(scope="module")
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()
    httpd.server_close()


def _llm(url: str) -> LLMNormalizer:
    return LLMNormalizer(endpoint=url, timeout=0.3, retries=1, backoff=0.01)


def test_request_shape_and_served_model_name(server):
    llm = _llm(server)
    assert llm.model_name == "tiny-llm"
    _Handler.seen.clear()
    assert llm.propose([SpanInput("it is 0 now", 6, 7)]) == ["oh"]
    body = _Handler.seen[-1]
    assert body["model"] == "tiny-llm" and body["temperature"] == 0
    assert body["messages"][0]["role"] == "system"
    assert body["messages"][-1] == {"role": "user", "content": "Sentence: it is 0 now\nSpan: 0"}


def test_strict_parsing_retries_and_timeouts(server):
    llm = _llm(server)
    spans = [SpanInput(w, 0, len(w)) for w in ["0", "1", "2", "3", "2nd", "3rd", "9"]]
    # "two\nthree": two lines; "3": one 500 then retried; "2nd": times out twice;
    # "3rd": a malformed body; "9": an empty reply.
    assert llm.propose(spans) == ["oh", "one", None, "three", None, None, None]


def test_veto_over_endpoint_replies(server):
    neural = NeuralPass(TinyEngine(), load_model(server, timeout=0.3, retries=1, backoff=0.01))
    result = neural.run(["0 1st 1"])[0]
    assert result.text == "oh first one"
    assert [s.decision for s in result.spans] == ["kept", "vetoed", "kept"]


def test_dead_endpoint_is_a_clear_error():
    llm = LLMNormalizer(endpoint="http://127.0.0.1:9/v1", model_name="x", timeout=0.2,
                        retries=0)
    with pytest.raises(NeuralError, match="failed on every request"):
        llm.propose([SpanInput("5", 0, 1)])


def test_endpoint_or_model_not_both():
    with pytest.raises(ValueError):
        LLMNormalizer()


# The local LM's replies by the first of these digits in its prompt (neural_helpers.keyed_gpt2):
# an end of sequence after one line, a newline and more text with no end of sequence, two
# lines then an end of sequence, and a reply that never ends nor breaks its line.
LOCAL_REPLIES = {"1": " one", "0": Loop(" oh\nSpan"), "2": " two\nlines", "3": Loop(" thr")}


@pytest.fixture(scope="module")
def local_lm(tmp_path_factory):
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    path = tmp_path_factory.mktemp("keyed-gpt2")
    keyed_gpt2(LOCAL_REPLIES).save_pretrained(path)  # no tokenizer files: the byte tokenizer
    with one_torch_thread():
        yield path


@pytest.mark.parametrize("budget", [16384, 400, 1])
def test_local_causal_lm(local_lm, budget):
    """Found as a causal LM by its config; the prompt ends in "Spoken:"; a reply is its first
    line, with or without an end of sequence, and nothing when it neither ends nor breaks
    within the limit; batched (left-padded, any token budget) as one at a time."""
    llm = load_model(str(local_lm), device="cpu", examples=(), max_new_tokens=24,
                     token_budget=budget)
    assert llm._local is not None and llm._local_prompt("a 0 b", "0").endswith(
        "Sentence: a 0 b\nSpan: 0\nSpoken:")
    spans = [SpanInput(f"a {w} b", 2, 2 + len(w)) for w in ["0", "1", "2", "3", "10", "$5"]]
    # "10": "1" outranks "0"; "$5" holds no key, so its reply is empty.
    expected = ["oh", "one", "two", None, "one", None]
    assert llm.propose(spans) == expected
    assert [llm.propose([span])[0] for span in spans] == expected
    # The raw replies, before clean_proposal: cut at the newline, or None.
    prompts = [llm._local_prompt(s.text, s.span) for s in spans]
    assert llm._local.complete(prompts, [40] * len(spans)) == [" oh", " one", " two", None,
                                                                " one", ""]


def test_local_lm_answers_are_far_from_ties(local_lm):
    import torch

    llm = load_model(str(local_lm), device="cpu", examples=())
    for text, span in [("a 0 b", "0"), ("a 10 b", "10"), ("a 2 b", "2"), ("a $5 b", "$5")]:
        ids = llm._local.tokenizer(llm._local_prompt(text, span), add_special_tokens=False,
                                   return_tensors="pt").input_ids
        assert greedy_margin(llm._local.model, input_ids=ids,
                             attention_mask=torch.ones_like(ids), max_new_tokens=12) > 5


def test_veto_over_local_lm_replies(local_lm):
    neural = NeuralPass(TinyEngine(), load_model(str(local_lm), device="cpu", examples=(),
                                                 max_new_tokens=24))
    # One span a line: the model keys on any digit of its prompt, which holds the line.
    lines = ["it was 0", "the 1st", "2 here", "3", "no digits"]
    results = neural.run(lines)
    assert [r.text for r in results] == ["it was oh", "the first", "two here", "three",
                                         "no digits"]
    assert [[(s.source, s.decision) for s in r.spans] for r in results] == [
        [("neural", "kept")], [("rule", "vetoed")], [("neural", "kept")],
        [("rule", "invalid")], []]
