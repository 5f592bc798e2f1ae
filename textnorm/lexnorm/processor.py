"""`LexNormalizer`: the lexnorm mode. Social-media text -> standard spelling, one word at a
time, with a model the user trained (`textnorm train-lexnorm FILE -o DIR`), a T5/ByT5
checkpoint such as ÚFAL's `ufal/byt5-small-multilexnorm2021-<lang>`, or an LLM (`llm=`: an
OpenAI-compatible endpoint, or `model=` a causal LM directory) under a safety filter (llm.py).

Sentences are tokenized so that glued punctuation survives ("sooo!!" -> "so!!") and the
layout of the line is kept: only the changed words are replaced, each with its own span.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..errors import TextnormError
from ..result import Result, ResultBuilder
from . import storage
from .tokenize import Token, chunks, split_chunk

CLS = "LEXNORM"


class LexnormModelError(TextnormError, ValueError):
    """The lexnorm model is missing or cannot be read."""


def _hint() -> str:
    return ("lexnorm needs a trained model: pass --model DIR (Normalizer(..., model=DIR)); "
            "train one with `textnorm train-lexnorm FILE -o DIR` (a MultiLexNorm .norm file "
            "or .csv/.tsv sentence pairs), or give a ByT5 checkpoint, a causal LM, or an "
            "LLM endpoint (--endpoint URL)")


def _is_t5(model: str) -> bool:
    """A T5/ByT5 checkpoint directory, or something that can only be a hub id."""
    path = Path(os.path.expanduser(model))
    if path.is_dir():
        try:
            config = json.loads((path / "config.json").read_text("utf-8"))
        except (OSError, ValueError):
            return False
        return isinstance(config, dict) and config.get("model_type") in ("t5", "mt5")
    looks_local = model.startswith(("/", ".", "~")) or os.sep in model.replace("/", "") \
        or model.count("/") != 1
    return not path.exists() and not looks_local


class LexNormalizer:
    """Lexical normalization with a trained table model, a seq2seq checkpoint or an LLM."""

    takes_llm = True  # Normalizer hands its `neural=` (an endpoint) over as `llm=`

    def __init__(self, lang: str, scheme: str | None = None, model: Any = None,
                 device: str = "auto", llm: Any = None):
        self.lang = lang
        self._neural = None
        self._model = None
        self._llm = None
        if llm is None and isinstance(model, str) and _is_causal_lm(model):
            llm, model = model, None
        if llm is not None:
            self._start_llm(llm, model, device)
            return
        if model is None:
            raise LexnormModelError(_hint())
        if not isinstance(model, (str, os.PathLike)):  # a ready ByT5Normalizer (tests, API)
            self._neural = model
            return
        model = os.fspath(model)
        if _is_t5(model):
            from ..neural import NeuralError
            from ..neural.byt5 import ByT5Normalizer

            try:
                self._neural = ByT5Normalizer(model, device=device)
            except NeuralError as error:
                raise LexnormModelError(f"{error}; {_hint()}") from None
            return
        if not os.path.isdir(os.path.expanduser(model)):
            raise LexnormModelError(f"no model directory {model!r}; {_hint()}")
        try:
            self._model, self.meta = storage.load(os.path.expanduser(model))
        except storage.ModelFormatError as error:
            raise LexnormModelError(f"cannot read the model in {model!r}: {error}; "
                                    f"{_hint()}") from None

    def _start_llm(self, llm: Any, model: Any, device: str) -> None:
        from ..neural import NeuralError
        from .llm import LLMLexNormalizer, load_llm

        if model is not None:  # a trained model as well: its candidates widen the filter
            LexNormalizer.__init__(self, self.lang, model=model, device=device)
            if self._model is None:
                raise LexnormModelError("with an LLM, --model must be a trained lexnorm model")
        try:
            proposer = load_llm(llm, device=device)
        except (NeuralError, ValueError) as error:
            raise LexnormModelError(f"{error}; {_hint()}") from None
        self._llm = LLMLexNormalizer(proposer, self._model)

    # -- tokens (MultiLexNorm layout) --------------------------------------------------------
    def normalize_tokens(self, words: list[str]) -> list[str]:
        """One normalization per word (a merged word's is "")."""
        if self._llm is not None:
            return self._llm.normalize_sentences([words])[0]
        if self._neural is not None:
            return self._neural_tokens([words])[0]
        return self._model.normalize_tokens(words)

    @property
    def batches_lines(self) -> bool:
        """A seq2seq model shares its batches across lines (see Normalizer.batches_lines)."""
        return self._neural is not None or self._llm is not None

    def normalize_token_batch(self, sentences: list[list[str]]) -> list[list[str]]:
        if self._llm is not None:
            return self._llm.normalize_sentences(sentences)
        if self._neural is not None:
            return self._neural_tokens(sentences)
        return [self._model.normalize_tokens(words) for words in sentences]

    # -- sentences ---------------------------------------------------------------------------
    def normalize_with_alignment(self, text: str) -> Result:
        return self._sentence_results([text])[0]

    def normalize(self, text: str) -> str:
        return self.normalize_with_alignment(text).text

    def normalize_batch(self, texts: list[str]) -> list[str]:
        return [result.text for result in self._sentence_results(list(texts))]

    def _tokens(self, text: str) -> list[Token]:
        """Chunks the table knows whole ("b4", "goin'") stay whole; others lose their glued
        punctuation."""
        out: list[Token] = []
        for chunk, start in chunks(text):
            if self._model is not None and self._model.knows(chunk):
                out.append(Token(chunk, start, start + len(chunk), "word"))
            else:
                out.extend(split_chunk(chunk, start))
        return out

    def _sentence_results(self, texts: list[str]) -> list[Result]:
        if self._neural is not None:
            per_text = [[Token(c, s, s + len(c), "word") for c, s in chunks(t)] for t in texts]
            outputs = self._neural_tokens([[tok.text for tok in toks] for toks in per_text])
        elif self._llm is not None:
            per_text = [self._tokens(text) for text in texts]
            outputs = self._llm.normalize_sentences([[t.text for t in toks]
                                                     for toks in per_text])
        else:
            per_text = [self._tokens(text) for text in texts]
            outputs = [self._model.normalize_tokens([t.text for t in toks], [t.kind for t in toks])
                       for toks in per_text]
        return [_build(text, toks, outs) for text, toks, outs in zip(texts, per_text, outputs)]

    def _neural_tokens(self, sentences: list[list[str]]) -> list[list[str]]:
        """Every word of every sentence through the seq2seq model, in shared batches; a word
        the model gives no usable output for stays as it is."""
        from ..neural.base import clean_proposal
        from ..neural.byt5 import word_in_context

        inputs, limits = [], []
        for words in sentences:
            line = " ".join(words)
            pos = 0
            for word in words:
                inputs.append(word_in_context(line, pos, pos + len(word),
                                              getattr(self._neural, "window", 256)))
                limits.append(min(getattr(self._neural, "max_new_tokens", 512),
                                  _output_limit(word)))
                pos += len(word) + 1
        generated = self._neural.generate(inputs, limits) if inputs else []
        out, k = [], 0
        for words in sentences:
            row = []
            for word in words:
                text = generated[k]
                k += 1
                row.append(word if text is None else clean_proposal(text, _output_limit(word))
                           or word)
            out.append(row)
        return out


def _is_causal_lm(model: str) -> bool:
    from ..neural import _is_causal_lm as causal

    return causal(os.path.expanduser(model))


def _output_limit(word: str) -> int:
    """Bytes worth generating for one word: expansions such as "idk" -> "i don't know" grow
    about 4x; decoding stops there rather than at a TN-sized limit."""
    return 4 * len(word.encode("utf-8")) + 8


def _build(text: str, toks: list[Token], outs: list[str]) -> Result:
    """The line with each changed word (or merged group) replaced, one span each."""
    builder = ResultBuilder()
    pos = i = 0
    while i < len(toks):
        j = i + 1
        while j < len(toks) and outs[j] == "" and outs[i] != "":
            j += 1
        start, end = toks[i].start, toks[j - 1].end
        out = outs[i]
        if out == "" and j == i + 1:  # a deleted word takes one neighbouring space along
            if end < len(text) and text[end] == " ":
                end += 1
            elif start > pos and text[start - 1] == " ":
                start -= 1
        if out != text[start:end]:
            builder.keep(text[pos:start])
            builder.rewrite(start, end, out.replace("\n", " ").replace("\r", " "), CLS)
            pos = end
        i = j
    builder.keep(text[pos:])
    return builder.result()
