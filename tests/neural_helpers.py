"""Shared pieces of the neural-layer tests: a tiny rule engine, a dictionary 'model', and byte
level T5 / GPT-2 checkpoints whose greedy answers are fixed by construction."""

from __future__ import annotations

import contextlib
import hashlib
import threading
import types
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pynini

from textnorm.engine import RuleEngine
from textnorm.grammars.base import Rule
from textnorm.neural import SpanInput

# Digit readings: the first is preferred, the others are admissible (weight 1).
CARDINALS = {"0": ["zero", "oh", "nought"], "1": ["one"], "2": ["two"], "3": ["three"]}
ORDINALS = {"1st": ["first"], "2nd": ["second"], "3rd": ["third"]}


def _readings(table: dict[str, list[str]]):
    def build(_g) -> pynini.Fst:
        arcs = [pynini.cross(written, spoken) + pynini.accep("", weight=rank)
                for written, spokens in table.items() for rank, spoken in enumerate(spokens)]
        return pynini.union(*arcs).optimize()
    return build


class TinyEngine(RuleEngine):
    """CARDINAL digits and ORDINAL 1st-3rd; grammar name keyed on the tables, so a persistent
    TEXTNORM_CACHE never serves a stale FAR."""

    def __init__(self):
        module = types.SimpleNamespace(
            RULES=[Rule("ORDINAL", r"\d(?:st|nd|rd)\b", "ORDINAL"),
                   Rule("CARDINAL", r"\d\b", "CARDINAL")],
            TRANSDUCERS={"ORDINAL": _readings(ORDINALS), "CARDINAL": _readings(CARDINALS)},
        )
        key = hashlib.sha256(repr((CARDINALS, ORDINALS)).encode()).hexdigest()[:12]
        super().__init__(f"test-neural-{key}", [module])


class LettersEngine(RuleEngine):
    """TinyEngine's classes plus LETTERS: its rule claims `claimed` (a regex), its cover reads
    the words of `letters` ({written: [spoken, ...]}), so unclaimed tokens can be spelled."""

    def __init__(self, letters: dict[str, list[str]], claimed: str, prefix: str):
        module = types.SimpleNamespace(
            RULES=[Rule("ORDINAL", r"\d(?:st|nd|rd)\b", "ORDINAL"),
                   Rule("CARDINAL", r"\d\b", "CARDINAL"),
                   Rule("LETTERS", claimed, "LETTERS")],
            TRANSDUCERS={"ORDINAL": _readings(ORDINALS), "CARDINAL": _readings(CARDINALS),
                         "LETTERS": _readings(letters)})
        key = hashlib.sha256(repr((CARDINALS, ORDINALS, letters, claimed)).encode())
        super().__init__(f"{prefix}-{key.hexdigest()[:12]}", [module])


class DictionaryModel:
    """Proposes `table[span]` (None when absent) and records each call's spans."""

    def __init__(self, table: dict[str, str | None]):
        self.table = table
        self.calls: list[list[SpanInput]] = []

    def propose(self, spans: list[SpanInput]) -> list[str | None]:
        self.calls.append(list(spans))
        return [self.table.get(s.span) for s in spans]


# -- models whose greedy output is fixed by construction -------------------------------------
#
# A trained tiny model answers whatever a few optimizer steps on this machine's float kernels
# made of it. These models are built instead: one layer whose weights are set by hand so that
# greedy decoding emits a chosen reply per "key" byte of the input, then end of sequence. They
# are real T5 / GPT-2 checkpoints (saved, loaded, run by HF `generate`, batched and padded by
# textnorm's code), only their weights are written rather than learned.
#
# The machine: the residual stream holds a constant (C in dim CONST), a one-hot of the current
# token (its "identity" dim) and, once attention has looked at the input, a one-hot of the key
# ("copy" dims). One ReLU unit per transition (state, key) -> next fires only when both its
# state and its key are present (1 + 1 - 1.5 > 0; 1 + 0 - 1.5 < 0) and writes a vote of VOTE
# for `next` into that token's identity dim; an always-on unit writes DEFAULT for end of
# sequence. The output embedding is the input one (tied), and only identity dims reach the
# logits, so the winner leads every other token by >= DEFAULT - 1 (no vote) or VOTE - DEFAULT
# - 1 (a vote) before the final norm: logit gaps of about 10 (`greedy_margin` measures them;
# the tests require > 5), against float rounding of ~1e-5. No float kernel flips such an argmax.
# The price: the next token depends only on the current token and the key, so a reply may not
# hold one byte with two different successors ("three", "dollars"); `_transitions` refuses it.

C, VOTE, DEFAULT = 16.0, 100.0, 20.0
SCORE = 30.0  # attention logit gap that singles out the key position (e**-30 leaks elsewhere)


class Loop(str):
    """A reply that never ends: its text, repeated, with no end of sequence."""


def byte_tokenizer():
    import transformers

    return transformers.ByT5Tokenizer()


def _byte_ids(tokenizer, text: str) -> list[int]:
    ids = tokenizer(text, add_special_tokens=False).input_ids
    if len(ids) != len(text.encode("utf-8")):
        raise ValueError(f"{text!r} is not plain bytes for the byte tokenizer")
    return ids


def _transitions(replies, tokenizer, start: int) -> dict[tuple[int, int], int]:
    """(current token, key token) -> next token: start, the reply's bytes, end of sequence (a
    Loop goes back to its first byte instead)."""
    table: dict[tuple[int, int], int] = {}
    for key, reply in replies.items():
        (key_id,) = _byte_ids(tokenizer, key)
        ids = _byte_ids(tokenizer, reply)
        after = ids[0] if isinstance(reply, Loop) else tokenizer.eos_token_id
        for state, following in zip([start, *ids], [*ids, after]):
            if table.setdefault((state, key_id), following) != following:
                raise ValueError(f"reply {reply!r}: a byte with two successors")
    return table


class _Layout:
    """Residual dims: CONST, (SINK,) one identity dim per token the machine reads or writes,
    one copy dim per key, (FLAG)."""

    def __init__(self, tokens, keys, extra: tuple[str, ...]):
        names = ["CONST", *extra]
        self.named = {name: i for i, name in enumerate(names)}
        self.ident = {t: len(names) + i for i, t in enumerate(sorted(tokens))}
        self.copy = {k: len(names) + len(self.ident) + i for i, k in enumerate(keys)}
        self.size = len(names) + len(self.ident) + len(self.copy)

    def __getitem__(self, name: str) -> int:
        return self.named[name]


def _set_embeddings(weight, layout: _Layout, sink: bool) -> None:
    """Every token: C in CONST; known tokens also 1 in their identity dim. With `sink`, minus
    the row's sum in SINK, so that every row sums to zero (see keyed_gpt2)."""
    weight.zero_()
    weight[:, layout["CONST"]] = C
    for token, dim in layout.ident.items():
        weight[token, dim] = 1.0
    if sink:
        weight[:, layout["SINK"]] = -weight.sum(dim=1)


def _tie_output(model) -> None:
    """Logits through the input embedding, whether or not this transformers ties them."""
    out, inp = model.get_output_embeddings(), model.get_input_embeddings()
    if out.weight.data_ptr() != inp.weight.data_ptr():
        out.weight.copy_(inp.weight)


def keyed_t5(replies: dict[str, str]) -> Any:
    """A byte-level T5ForConditionalGeneration (ByT5 ids) whose greedy output for a
    word-in-context input is `replies[k]` then end of sequence, k being the span's last byte
    (the byte before <extra_id_1>); a `Loop` reply never ends; any other input gets an empty
    output (end of sequence at once).

    Encoder (one layer): attention with a relative-position bias of +SCORE at distance +1 and
    a value reading "is <extra_id_1>" sets FLAG on the byte before it. Decoder: cross-attention
    whose query is constant and whose key is FLAG (scores SCORE vs <= SCORE/6 elsewhere: the
    last token sees <extra_id_1> with weight 1/n) copies that byte's identity into the copy
    dims; the ReLU layer then votes for the next byte. The decoder's own self-attention is off.
    """
    import torch
    import transformers
    from transformers.models.t5.modeling_t5 import T5Attention

    tokenizer = byte_tokenizer()
    start, eos = 0, tokenizer.eos_token_id  # T5 decodes from the pad id
    close = tokenizer.convert_tokens_to_ids("<extra_id_1>")
    table = _transitions(replies, tokenizer, start)
    keys = sorted({key for _, key in table})
    layout = _Layout({start, eos, close, *keys, *(s for s, _ in table), *table.values()},
                     keys, ("FLAG",))
    config = transformers.T5Config(
        vocab_size=384, d_model=layout.size, d_kv=len(keys) + 1, num_heads=1,
        d_ff=len(table) + 1, num_layers=1, num_decoder_layers=1, feed_forward_proj="relu",
        dropout_rate=0.0, decoder_start_token_id=start, pad_token_id=0, eos_token_id=eos)
    model = transformers.T5ForConditionalGeneration(config)
    norm = C / layout.size ** 0.5  # RMSNorm(x) ~= x while CONST dominates the norm
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.zero_()
        _set_embeddings(model.shared.weight, layout, sink=False)
        encoder, decoder = model.encoder.block[0].layer, model.decoder.block[0].layer
        for layer_norm in (encoder[0].layer_norm, encoder[1].layer_norm,
                           model.encoder.final_layer_norm, decoder[0].layer_norm,
                           decoder[1].layer_norm, decoder[2].layer_norm):
            layer_norm.weight.fill_(norm)
        # Encoder: FLAG = "the next token is <extra_id_1>" (q = k = 0: scores are the bias).
        attention = encoder[0].SelfAttention
        next_bucket = int(T5Attention._relative_position_bucket(
            torch.tensor(1), bidirectional=True, num_buckets=config.relative_attention_num_buckets,
            max_distance=config.relative_attention_max_distance))
        attention.relative_attention_bias.weight[next_bucket, 0] = SCORE
        attention.v.weight[0, layout.ident[close]] = 1.0
        attention.o.weight[layout["FLAG"], 0] = 1.0
        # Decoder cross-attention: score SCORE * FLAG; value: the key byte's identity.
        cross = decoder[1].EncDecAttention
        cross.q.weight[0, layout["CONST"]] = SCORE / C
        cross.k.weight[0, layout["FLAG"]] = 1.0
        for head_dim, key in enumerate(keys, 1):
            cross.v.weight[head_dim, layout.ident[key]] = 1.0
            cross.o.weight[layout.copy[key], head_dim] = 1.0
        _set_votes(decoder[2].DenseReluDense.wi.weight, decoder[2].DenseReluDense.wo.weight,
                   table, layout, eos, sink=False)
        final = model.decoder.final_layer_norm.weight
        for dim in layout.ident.values():
            final[dim] = 20.0  # only identity dims reach the logits: 20 z/|z| after T5's
            # d_model**-0.5
        _tie_output(model)
    return model.eval()


def _set_votes(into, out, table, layout: _Layout, eos: int, sink: bool) -> None:
    """ReLU units: `into` is (units, d_model) and `out` (d_model, units) as a Linear's
    weight; GPT-2's Conv1D passes them transposed."""
    for unit, ((state, key), following) in enumerate(table.items()):
        into[unit, layout.ident[state]] = 1.0
        into[unit, layout.copy[key]] = 1.0
        into[unit, layout["CONST"]] = -1.5 / C  # fires at 0.5 with both, never with one
        out[layout.ident[following], unit] = 2 * VOTE
    always = len(table)
    into[always, layout["CONST"]] = 1.0 / C  # 1 always: the default, end of sequence
    out[layout.ident[eos], always] = DEFAULT
    if sink:
        out[layout["SINK"], :] = -out.sum(dim=0)


def keyed_gpt2(replies: dict[str, str], start: str = ":") -> Any:
    """A byte-level GPT2LMHeadModel (ByT5 ids) whose greedy continuation of a prompt ending in
    `start` is `replies[k]` then end of sequence, k being the first key of `replies` (in
    order) that occurs anywhere in the prompt; a `Loop` reply never ends; a prompt holding no
    key gets end of sequence at once.

    Position embeddings are zero: attention (constant query, key score SCORE * rank for a key
    byte, 0 for any other) copies the best key's identity. LayerNorm subtracts the mean, so
    every vector written to the residual sums to zero (SINK takes minus the rest): LayerNorm
    then acts as the RMSNorm of keyed_t5."""
    import torch
    import transformers

    tokenizer = byte_tokenizer()
    (start_id,) = _byte_ids(tokenizer, start)
    eos = tokenizer.eos_token_id
    table = _transitions(replies, tokenizer, start_id)
    keys = [_byte_ids(tokenizer, key)[0] for key in replies]
    layout = _Layout({start_id, eos, *keys, *(s for s, _ in table), *table.values()},
                     keys, ("SINK",))
    config = transformers.GPT2Config(
        vocab_size=384, n_positions=1024, n_embd=layout.size, n_layer=1, n_head=1,
        n_inner=len(table) + 1, activation_function="relu", resid_pdrop=0.0, embd_pdrop=0.0,
        attn_pdrop=0.0, bos_token_id=eos, eos_token_id=eos, pad_token_id=0)
    model = transformers.GPT2LMHeadModel(config)
    norm = (2 ** 0.5) * C / layout.size ** 0.5  # |x| ~= sqrt(2) C with SINK ~= -C
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.zero_()
        _set_embeddings(model.transformer.wte.weight, layout, sink=True)
        block = model.transformer.h[0]
        block.ln_1.weight.fill_(norm)
        block.ln_2.weight.fill_(norm)
        attention, d = block.attn, layout.size
        scaling = d ** -0.5 if config.scale_attn_weights else 1.0
        qkv = attention.c_attn.weight  # (d_model, 3 d_model): x @ W = [q | k | v]
        qkv[layout["CONST"], 0] = SCORE / (C * scaling)
        for rank, key in enumerate(keys):
            qkv[layout.ident[key], d] = len(keys) - rank  # the first key outranks the rest
            qkv[layout.ident[key], 2 * d + rank] = 1.0
            attention.c_proj.weight[rank, layout.copy[key]] = 1.0
            attention.c_proj.weight[rank, layout["SINK"]] = -1.0
        mlp = block.mlp  # Conv1D weights are (in, out)
        _set_votes(mlp.c_fc.weight.T, mlp.c_proj.weight.T, table, layout, eos, sink=True)
        final = model.transformer.ln_f.weight
        for dim in layout.ident.values():
            final[dim] = 20.0 / layout.size ** 0.5  # only identity dims reach the logits
        _tie_output(model)
    return model.eval()


def greedy_margin(model: Any, **inputs: Any) -> float:
    """The smallest lead of the best logit over the second best, over every step of a greedy
    `generate` and every row that has not ended yet: how far the model is from a tie that
    float rounding could break."""
    out = model.generate(**inputs, do_sample=False, num_beams=1, output_scores=True,
                         return_dict_in_generate=True, pad_token_id=0,
                         eos_token_id=model.config.eos_token_id)
    new = out.sequences[:, -len(out.scores):]
    gaps = []
    for step, scores in enumerate(out.scores):
        live = ~(new[:, :step] == model.config.eos_token_id).any(dim=1)
        if live.any():
            best = scores[live].topk(2, dim=-1).values
            gaps.append(float((best[:, 0] - best[:, 1]).min()))
    return min(gaps)


@contextlib.contextmanager
def one_torch_thread():
    """Tiny matrices: threads only contend on a busy machine."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


@contextlib.contextmanager
def local_server(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    """A stub OpenAI-compatible server on 127.0.0.1 in a thread; yields its /v1 base URL."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()
