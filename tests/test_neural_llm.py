"""LLMNormalizer against a real OpenAI-compatible server on 127.0.0.1 (stdlib http.server):
request shape, strict parsing, retries, timeouts, the veto over its replies."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from neural_helpers import TinyEngine

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


def test_local_causal_lm(tmp_path):
    """A tiny byte-level GPT-2 taught a few replies: found as a causal LM by its config,
    greedy replies end at the newline, batched replies equal one-at-a-time replies."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        torch.manual_seed(0)
        config = transformers.GPT2Config(vocab_size=384, n_positions=512, n_embd=32, n_layer=2,
                                         n_head=2, bos_token_id=1, eos_token_id=1,
                                         pad_token_id=0)
        model = transformers.GPT2LMHeadModel(config)
        model.save_pretrained(tmp_path)
        llm = load_model(str(tmp_path), device="cpu", examples=(), max_new_tokens=24)
        tokenizer = llm._local.tokenizer
        words = {"0": "zero", "1": "one", "2": "two", "3": "three"}
        texts = [llm._local_prompt(f"a {w} b", w) + f" {s}\n" for w, s in words.items()]
        batch = tokenizer(texts, add_special_tokens=False, padding=True, return_tensors="pt")
        labels = batch.input_ids.masked_fill(batch.attention_mask == 0, -100)
        model = llm._local.model.train()
        optimizer = torch.optim.AdamW(model.parameters(), lr=3e-2)
        for _ in range(60):
            loss = model(input_ids=batch.input_ids, attention_mask=batch.attention_mask,
                         labels=labels).loss
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        model.eval()
        spans = [SpanInput(f"a {w} b", 2, 2 + len(w)) for w in [*words, "10", "$5"]]
        alone = [llm.propose([span])[0] for span in spans]
        assert llm.propose(spans) == alone
        assert any(reply is not None for reply in alone)
    finally:
        torch.set_num_threads(threads)
