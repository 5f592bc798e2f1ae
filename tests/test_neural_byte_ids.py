"""ByteIds computes ByT5's token ids and decodes them without the tokenizer: it must agree
with transformers' ByT5Tokenizer on any text, sentinels and odd tokens included."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from textnorm.neural.byte_ids import ByteIds  # noqa: E402

TOKENIZER = transformers.ByT5Tokenizer()
IDS = ByteIds(TOKENIZER)
PIECES = st.sampled_from(["<extra_id_0>", "<extra_id_1>", "<extra_id_124>", "</s>", "<pad>",
                          "<unk>", " ", "  ", "<extra_id_", "<", ">", "x", " . ", "é", "😀"])
TEXT = st.lists(st.one_of(st.text(max_size=8), PIECES), max_size=8).map("".join)


@pytest.mark.filterwarnings("ignore:This sequence already has")  # text holding "</s>"
@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_ids_equal_the_tokenizer(text):
    assert IDS(text) == TOKENIZER(text).input_ids


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 383), max_size=24))
def test_decode_equals_the_tokenizer(tokens):
    assert IDS.decode(tokens) == TOKENIZER.decode(tokens, skip_special_tokens=True)


@pytest.mark.parametrize("text", ["They paid <extra_id_0>$5<extra_id_1> .", "naïve 中文", ""])
def test_round_trip(text):
    plain = text.replace("<extra_id_0>", "").replace("<extra_id_1>", "")
    assert IDS.decode(IDS(text)[:-1]) == plain


class _WordTokenizer:
    """Not byte-level: ByteIds must defer to it."""

    eos_token_id = 1

    def __call__(self, text):
        return type("Encoding", (), {"input_ids": [len(w) for w in text.split()] + [1]})()

    def decode(self, tokens, skip_special_tokens=True):
        return "-".join(map(str, tokens))


def test_other_tokenizers_are_asked():
    ids = ByteIds(_WordTokenizer())
    assert ids("ab c") == [2, 1, 1]
    assert ids.decode([5, 6]) == "5-6"
