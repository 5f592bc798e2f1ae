"""`LLMNormalizer`: a few-shot prompted language model proposes each span's spoken form.

Two back ends: any OpenAI-compatible HTTP endpoint (`/chat/completions`; stdlib only, so it
needs no torch), or a local causal LM through transformers (greedy, batched, left-padded).
Replies are parsed strictly: one non-empty line within a length limit, else no proposal.
Whatever the reply, the covering grammar still decides whether it is used.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from .base import SpanInput, clean_proposal, load_tokenizer, output_limit, require_torch
from .batching import autocast, plan_batches, resolve_device

INSTRUCTION = ("Rewrite the marked span of the sentence as it is read aloud. Reply with the "
               "spoken form of the span only, on one line, with nothing else.")
# A few worked examples in the prompt (our own, not from any data set).
EXAMPLES = (
    ("It costs $5 today.", "$5", "five dollars"),
    ("She was born on 4 March 2014.", "4 March 2014", "the fourth of march twenty fourteen"),
    ("The box weighs 12 kg.", "12 kg", "twelve kilograms"),
    ("He came 3rd in the race.", "3rd", "third"),
)
_RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}
CHOOSE_INSTRUCTION = ("The marked span of the sentence can be read aloud in the numbered ways "
                      "listed. Reply with the number of the reading that fits the sentence, "
                      "and nothing else.")


def _user_message(text: str, span: str) -> str:
    return f"Sentence: {text}\nSpan: {span}"


class LLMNormalizer:
    """Spoken-form proposals from an LLM: `endpoint="http://host:port/v1"` (OpenAI-compatible)
    or `model="dir-or-hub-id"` (a local causal LM).

    HTTP: `timeout` seconds per request, `retries` more tries on connection errors and
    429/5xx (exponential backoff from `backoff` seconds), `concurrency` requests in flight.
    """

    def __init__(self, endpoint: str | None = None, model: str | None = None, *,
                 model_name: str | None = None, api_key: str | None = None,
                 timeout: float = 30.0, retries: int = 2, backoff: float = 0.5,
                 concurrency: int = 8, device: str = "auto", token_budget: int = 16384,
                 max_new_tokens: int = 256, window: int = 256,
                 examples: Sequence[tuple[str, str, str]] = EXAMPLES,
                 instruction: str = INSTRUCTION, answer_label: str = "Spoken"):
        if (endpoint is None) == (model is None):
            raise ValueError("give exactly one of endpoint= (a URL) or model= (a local LM)")
        self.examples = tuple(examples)
        self.instruction, self.answer_label = instruction, answer_label
        self.window = window
        self.timeout, self.retries, self.backoff = timeout, retries, backoff
        self.concurrency = concurrency
        self._local: _LocalLM | None = None
        if endpoint is not None:
            self.endpoint = endpoint.rstrip("/")
            if not self.endpoint.endswith("/chat/completions"):
                self.endpoint += "/chat/completions"
            self.api_key = api_key
            self.model_name = model_name or self._served_model()
        else:
            self._local = _LocalLM(model, device, token_budget, max_new_tokens)

    def propose(self, spans: list[SpanInput]) -> list[str | None]:
        contexts = [(_window(s, self.window), s.span) for s in spans]
        if self._local is not None:
            prompts = [self._local_prompt(text, span) for text, span in contexts]
            replies = self._local.complete(prompts, [output_limit(s.span) for s in spans])
        else:
            replies = self._ask_all(contexts)
        return [None if reply is None else clean_proposal(reply, output_limit(s.span))
                for reply, s in zip(replies, spans)]

    def choose(self, spans: list[SpanInput], options: list[list[str]]) -> list[int | None]:
        """The index of the best reading of each span among `options` (admissible readings,
        the rule output first). A local LM scores each reading's log-likelihood after the
        few-shot prompt; an endpoint is shown the numbered options and answers a number
        (anything else: None, the rule output stays)."""
        contexts = [(_window(s, self.window), s.span) for s in spans]
        if self._local is not None:
            prompts = [self._local_prompt(text, span) for text, span in contexts]
            flat = [(prompt, f" {reading}\n") for prompt, readings in zip(prompts, options)
                    for reading in readings]
            scores = iter(self._local.score([p for p, _ in flat], [c for _, c in flat]))
            picks: list[int | None] = []
            for readings in options:
                row = [next(scores) for _ in readings]
                picks.append(max(range(len(row)), key=lambda i: (row[i], -i)) if row else None)
            return picks
        asked = [(text, span, tuple(readings)) for (text, span), readings
                 in zip(contexts, options)]
        unique = list(dict.fromkeys(asked))
        with ThreadPoolExecutor(max(1, min(self.concurrency, len(unique)))) as pool:
            answers = dict(zip(unique, pool.map(lambda a: self._ask_choice(*a), unique)))
        return [answers[a] for a in asked]

    def choice_messages(self, text: str, span: str, readings: Sequence[str]
                        ) -> list[dict[str, str]]:
        listed = "\n".join(f"{i}. {reading}" for i, reading in enumerate(readings, 1))
        return [{"role": "system", "content": CHOOSE_INSTRUCTION},
                {"role": "user", "content": f"{_user_message(text, span)}\nOptions:\n{listed}"}]

    def _ask_choice(self, text: str, span: str, readings: tuple[str, ...]) -> int | None:
        body = {"model": self.model_name, "messages": self.choice_messages(text, span, readings),
                "temperature": 0, "max_tokens": 8, "n": 1}
        try:
            reply = _content(self._request("POST", self.endpoint, body))
        except (OSError, ValueError):
            return None
        if reply is None or not reply.strip().rstrip(".").isdigit():
            return None
        index = int(reply.strip().rstrip(".")) - 1
        return index if 0 <= index < len(readings) else None

    # -- HTTP -------------------------------------------------------------------------------

    def messages(self, text: str, span: str) -> list[dict[str, str]]:
        messages = [{"role": "system", "content": self.instruction}]
        for example_text, example_span, spoken in self.examples:
            messages.append({"role": "user", "content": _user_message(example_text, example_span)})
            messages.append({"role": "assistant", "content": spoken})
        messages.append({"role": "user", "content": _user_message(text, span)})
        return messages

    def _ask_all(self, contexts: list[tuple[str, str]]) -> list[str | None]:
        from . import NeuralError

        unique = list(dict.fromkeys(contexts))
        with ThreadPoolExecutor(max(1, min(self.concurrency, len(unique)))) as pool:
            answers = list(pool.map(lambda c: self._ask(*c), unique))
        if unique and all(isinstance(a, Exception) for a in answers):
            raise NeuralError(f"the endpoint {self.endpoint} failed on every request: "
                              f"{answers[0]}")
        by_context = {c: (None if isinstance(a, Exception) else a)
                      for c, a in zip(unique, answers)}
        return [by_context[c] for c in contexts]

    def _ask(self, text: str, span: str) -> str | None | Exception:
        body = {"model": self.model_name, "messages": self.messages(text, span),
                "temperature": 0, "max_tokens": output_limit(span), "n": 1}
        try:
            reply = self._request("POST", self.endpoint, body)
        except (OSError, ValueError) as error:
            return error
        return _content(reply)

    def _served_model(self) -> str:
        """The first model the server lists (vLLM and friends want a name); "default"."""
        url = self.endpoint.rsplit("/chat/completions", 1)[0] + "/models"
        try:
            data = self._request("GET", url, None, retries=0).get("data") or []
            return str(data[0]["id"])
        except (OSError, ValueError, KeyError, IndexError, TypeError, AttributeError):
            return "default"

    def _request(self, method: str, url: str, body: dict | None,
                 retries: int | None = None) -> Any:
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        data = None if body is None else json.dumps(body).encode("utf-8")
        tries = 1 + (self.retries if retries is None else retries)
        for attempt in range(tries):
            request = urllib.request.Request(url, data=data, headers=headers, method=method)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    return json.loads(response.read().decode("utf-8"))
            except urllib.error.HTTPError as error:
                if error.code not in _RETRY_STATUS or attempt == tries - 1:
                    raise
            except (urllib.error.URLError, TimeoutError, ConnectionError):
                if attempt == tries - 1:
                    raise
            time.sleep(self.backoff * 2**attempt)
        raise AssertionError("unreachable")

    # -- local causal LM --------------------------------------------------------------------

    def _local_prompt(self, text: str, span: str) -> str:
        label = self.answer_label
        shots = "".join(f"{_user_message(t, s)}\n{label}: {spoken}\n\n"
                        for t, s, spoken in self.examples)
        return f"{self.instruction}\n\n{shots}{_user_message(text, span)}\n{label}:"


def _content(reply: Any) -> str | None:
    """choices[0].message.content when the reply has exactly that shape, else None."""
    try:
        content = reply["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        return None
    return content if isinstance(content, str) else None


def _window(span: SpanInput, window: int) -> str:
    start, end = max(0, span.start - window), span.end + window
    return span.text[start:end]


class _LocalLM:
    """Greedy completion with a local causal LM; a reply ends at the first newline."""

    def __init__(self, model: str, device: str, token_budget: int, max_new_tokens: int):
        _torch, transformers = require_torch()
        from . import NeuralError

        try:
            self.model = transformers.AutoModelForCausalLM.from_pretrained(model)
        except (OSError, ValueError) as error:
            raise NeuralError(f"cannot load a causal LM from {model!r}: {error}") from error
        self.tokenizer = load_tokenizer(transformers, model)
        self.device = resolve_device(device)
        self.model.to(self.device).eval()
        self.token_budget, self.max_new_tokens = token_budget, max_new_tokens

    def score(self, prompts: list[str], continuations: list[str]) -> list[float]:
        """log P(continuation | prompt) per pair, batched (right padding: a causal LM's
        positions before the padding are unaffected by it)."""
        torch, _ = require_torch()
        tok = self.tokenizer
        pad = tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id
        rows = []
        for prompt, continuation in zip(prompts, continuations):
            head = tok(prompt, add_special_tokens=False).input_ids
            tail = tok(prompt + continuation, add_special_tokens=False).input_ids[len(head):]
            rows.append((head + tail, len(head)))
        results = [0.0] * len(rows)
        for batch in plan_batches([len(r) for r, _ in rows], self.token_budget):
            width = max(len(rows[i][0]) for i in batch)
            ids = torch.full((len(batch), width), pad, dtype=torch.long)
            mask = torch.zeros((len(batch), width), dtype=torch.long)
            for row, i in enumerate(batch):
                ids[row, :len(rows[i][0])] = torch.tensor(rows[i][0])
                mask[row, :len(rows[i][0])] = 1
            with torch.inference_mode(), autocast(self.device):
                logits = self.model(input_ids=ids.to(self.device),
                                    attention_mask=mask.to(self.device)).logits.float()
            log_probs = logits.log_softmax(-1)
            for row, i in enumerate(batch):
                tokens, start = rows[i]
                positions = torch.arange(start, len(tokens))
                targets = torch.tensor(tokens[start:], device=log_probs.device)
                results[i] = float(log_probs[row, positions - 1, targets].sum())
        return results

    def complete(self, prompts: list[str], char_limits: list[int]) -> list[str | None]:
        torch, _ = require_torch()
        tok = self.tokenizer
        pad = tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id
        encoded = [tok(p, add_special_tokens=False).input_ids for p in prompts]
        results: list[str | None] = [None] * len(prompts)
        for batch in plan_batches([len(e) for e in encoded], self.token_budget):
            width = max(len(encoded[i]) for i in batch)
            ids = torch.full((len(batch), width), pad, dtype=torch.long)
            mask = torch.zeros((len(batch), width), dtype=torch.long)
            for row, i in enumerate(batch):  # left padding: every prompt ends at the edge
                ids[row, width - len(encoded[i]):] = torch.tensor(encoded[i])
                mask[row, width - len(encoded[i]):] = 1
            limits = [min(self.max_new_tokens, 4 * char_limits[i]) for i in batch]
            with torch.inference_mode(), autocast(self.device):
                out = self.model.generate(
                    input_ids=ids.to(self.device), attention_mask=mask.to(self.device),
                    max_new_tokens=max(limits), do_sample=False, num_beams=1,
                    pad_token_id=pad, eos_token_id=tok.eos_token_id)
            for row, i in enumerate(batch):
                new = out[row, width:width + limits[row]].tolist()
                if tok.eos_token_id in new:
                    new = new[:new.index(tok.eos_token_id)]
                    text = tok.decode(new, skip_special_tokens=True)
                    results[i] = text.split("\n", 1)[0]
                else:
                    text = tok.decode(new, skip_special_tokens=True)
                    results[i] = text.split("\n", 1)[0] if "\n" in text else None
        return results
