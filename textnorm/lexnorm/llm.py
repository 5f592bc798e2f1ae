"""The LLM path of lexnorm, for languages without training data: `--mode lexnorm --endpoint
URL` (an OpenAI-compatible server) or `--model DIR` of a local causal LM. Each word of a
sentence is one marked span of a few-shot prompt (neural/llm.py does the asking), so the
output is word-aligned by construction: one proposal per word, or none.

A safety filter keeps a proposal only when it is a plausible normalization of its word: one of
the word's candidates when a trained model is given too (features.generate), or the same
letters with accents, case, spaces, hyphens or apostrophes changed, squeezed repetitions, a
bounded edit distance, or an abbreviation whose letters appear in order in the proposal
(from its first letter on, except for words of one or two letters such as "u").
Anything else (a paraphrase, a translation, a chatty reply) leaves the word as it is.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import regex

from ..neural.base import SpanInput
from .candidates import edit_distance, fold, is_subsequence
from .features import generate
from .tokenize import is_protected, is_punct

if TYPE_CHECKING:
    from .model import LexModel

INSTRUCTION = ("Rewrite the marked word of the social-media sentence in standard spelling: "
               "expand abbreviations and slang, fix misspellings, squeeze repeated letters. "
               "Reply with the normalization of that word only, on one line; if the word is "
               "already standard, repeat it unchanged.")
# A handful of worked examples (invented for this prompt, not from any data set).
EXAMPLES = (
    ("u r sooo cool lol", "u", "you"),
    ("u r sooo cool lol", "sooo", "so"),
    ("idk wat 2 do tmrw", "wat", "what"),
    ("idk wat 2 do tmrw", "tmrw", "tomorrow"),
    ("see you at the party", "party", "party"),
)
_RUNS = regex.compile(r"(.)\1+")
_GLUE = regex.compile(r"[\s'’\-]")


def _squeeze(word: str) -> str:
    return _RUNS.sub(r"\1", word)


def _edit_bound(word: str) -> int:
    return 1 if len(word) <= 3 else 2 if len(word) <= 7 else 3


def plausible(word: str, proposal: str, candidates: frozenset[str] | set[str] = frozenset()
              ) -> bool:
    """Whether `proposal` may stand for `word` (see the module's doc)."""
    w, p = word.lower(), proposal.lower()
    if p == w or p in candidates:
        return True
    fw, fp = _GLUE.sub("", fold(w)), _GLUE.sub("", fold(p))
    if not fp:
        return False
    if fw == fp or _squeeze(fw) == _squeeze(fp):
        return True  # accents, case, splits and merges, stretched letters
    if edit_distance(_squeeze(fw), _squeeze(fp)) <= _edit_bound(_squeeze(fw)):
        return True
    # an abbreviation: its letters in order, from the first one on ("tmrw", "idk"), or
    # anywhere for a word of one or two letters ("u" -> "you")
    return ((fw[0] == fp[0] or len(fw) <= 2) and len(fp) <= 4 * len(fw) + 8
            and is_subsequence(_squeeze(fw), fp))


def _wanted(word: str) -> bool:
    """Words worth asking about: not punctuation, URLs, mentions or emoticons."""
    return any(c.isalnum() for c in word) and not is_punct(word) and not is_protected(word)


def load_llm(spec: Any, **options: Any) -> Any:
    """An LLM proposer with the lexnorm prompt: a URL, a causal LM directory or hub id, or a
    ready object with `propose(spans)`."""
    if not isinstance(spec, str):
        return spec
    from ..neural import load_model

    if not spec.startswith(("http://", "https://")) and not _causal_lm(spec):
        raise ValueError(f"{spec!r} is neither an http(s) endpoint nor a causal LM")
    options = {"instruction": INSTRUCTION, "examples": EXAMPLES,
               "answer_label": "Normalized", **options}
    return load_model(spec, **options)


def _causal_lm(spec: str) -> bool:
    from ..neural import _is_causal_lm

    return _is_causal_lm(spec)


class LLMLexNormalizer:
    """Word-by-word proposals from an LLM, each kept only if plausible; `model` (a trained
    LexModel, optional) adds its candidates to what is plausible."""

    def __init__(self, llm: Any, model: LexModel | None = None):
        self.llm = llm
        self.model = model
        self.stats: Counter[str] = Counter()

    def _candidates(self, word: str) -> frozenset[str]:
        if self.model is None:
            return frozenset()
        return frozenset(generate(self.model, word.lower(), "word"))

    def normalize_sentences(self, sentences: list[list[str]]) -> list[list[str]]:
        """One output per word of every sentence (all sentences' words share the model's
        batches); a word without a kept proposal stays as it is."""
        spans: list[SpanInput] = []
        where: list[tuple[int, int]] = []
        for s, words in enumerate(sentences):
            line = " ".join(words)
            pos = 0
            for i, word in enumerate(words):
                if _wanted(word):
                    spans.append(SpanInput(line, pos, pos + len(word), "LEXNORM"))
                    where.append((s, i))
                pos += len(word) + 1
        proposals = self.llm.propose(spans) if spans else []
        out = [list(words) for words in sentences]
        for (s, i), proposal in zip(where, proposals):
            word = sentences[s][i]
            if proposal is None:
                self.stats["no answer"] += 1
            elif proposal.lower() == word.lower():
                self.stats["kept as is"] += 1
            elif plausible(word, proposal, self._candidates(word)):
                self.stats["changed"] += 1
                out[s][i] = proposal
            else:
                self.stats["vetoed"] += 1
        return out
