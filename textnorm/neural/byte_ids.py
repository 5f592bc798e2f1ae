"""Token ids of ByT5's byte tokenizer, computed directly.

transformers' `ByT5Tokenizer` is pure Python and costs about as much per training batch as a
forward and backward pass of a small model on a CPU. Its ids are simple: UTF-8 bytes shifted
by the tokenizer's `offset`, its added tokens (the `<extra_id_N>` sentinels) by their ids, and
end of sequence appended. `ByteIds` computes them that way, and asks the tokenizer itself for
any text holding an added token that eats neighbouring spaces (`</s>`, `<pad>`, `<unk>`) and
for any tokenizer that is not byte-level, so its ids always equal the tokenizer's (a test
checks it on generated text).
"""

from __future__ import annotations

import re
from typing import Any


class ByteIds:
    """`ids(text)` == `tokenizer(text).input_ids` and `ids.decode(tokens)` ==
    `tokenizer.decode(tokens, skip_special_tokens=True)`, fast for byte-level tokenizers."""

    def __init__(self, tokenizer: Any):
        self.tokenizer = tokenizer
        offset = getattr(tokenizer, "offset", None)
        added = getattr(tokenizer, "added_tokens_decoder", {})
        self._offset = offset if isinstance(offset, int) and type(tokenizer).__name__ == \
            "ByT5Tokenizer" else None
        self._eos = tokenizer.eos_token_id
        plain = {str(tok): i for i, tok in added.items()
                 if not (getattr(tok, "lstrip", False) or getattr(tok, "rstrip", False))}
        self._plain = plain
        self._stripping = tuple(str(tok) for tok in added.values() if str(tok) not in plain)
        self._split = re.compile("(" + "|".join(map(re.escape, sorted(plain, key=len,
                                                                      reverse=True))) + ")"
                                 ) if plain else None

    def __call__(self, text: str) -> list[int]:
        if self._offset is None or any(tok in text for tok in self._stripping):
            return list(self.tokenizer(text).input_ids)
        ids: list[int] = []
        pieces = self._split.split(text) if self._split is not None else [text]
        for index, piece in enumerate(pieces):
            if index % 2:
                ids.append(self._plain[piece])
            else:
                ids.extend(byte + self._offset for byte in piece.encode("utf-8"))
        ids.append(self._eos)
        return ids

    def decode(self, tokens: list[int]) -> str:
        """The text of generated ids; special tokens are skipped, broken UTF-8 is dropped."""
        offset = self._offset
        if offset is None or not all(offset <= t < offset + 256 for t in tokens):
            return self.tokenizer.decode(tokens, skip_special_tokens=True)
        return bytes(t - offset for t in tokens).decode("utf-8", errors="ignore")
