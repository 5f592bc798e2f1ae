"""`--format multilexnorm`: one word per line, a blank line between sentences, written back as
`word<TAB>normalized`; every sentence is normalized whole."""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import TextnormError
from ..normalizer import Normalizer
from . import lines


def sentence_chunks(chunks: Iterator[lines.Chunk]) -> Iterator[lines.Chunk]:
    """Regroup chunks so that each ends at a sentence boundary (a blank line, kept in the chunk)
    or at the end of its file."""
    held: lines.Chunk | None = None
    for chunk in chunks:
        if held is not None and held.path != chunk.path:
            yield held
            held = None
        if held is None:
            held = lines.Chunk(chunk.path, chunk.start, [])
        held.lines.extend(chunk.lines)
        cut = _last_blank(held.lines)
        if cut is not None:
            yield lines.Chunk(held.path, held.start, held.lines[:cut + 1])
            held = lines.Chunk(held.path, held.start + cut + 1, held.lines[cut + 1:])
    if held is not None and held.lines:
        yield held


def _last_blank(raw_lines: list[bytes]) -> int | None:
    for index in range(len(raw_lines) - 1, -1, -1):
        if not raw_lines[index].strip():
            return index
    return None


def words_out(normalizer: Normalizer, chunk: lines.Chunk,
              decoded: list[tuple[str, str]]) -> tuple[list[bytes], list[str]]:
    """`word<TAB>normalized` for each word line of the chunk; blank lines as they came."""
    sentences: list[list[int]] = [[]]
    for index, (text, _) in enumerate(decoded):
        if text.strip():
            sentences[-1].append(index)
        elif sentences[-1]:
            sentences.append([])
    words = [[decoded[i][0].split("\t")[0] for i in sentence] for sentence in sentences]
    warnings: list[str] = []
    outs = _normalize_words(normalizer, words, chunk, sentences, warnings)
    result = list(chunk.lines)
    for sentence, sentence_words, sentence_outs in zip(sentences, words, outs):
        for i, word, out in zip(sentence, sentence_words, sentence_outs):
            out = lines.one_line(out).replace("\t", " ")
            result[i] = lines.encode(f"{word}\t{out}", decoded[i][1])
    return result, warnings


def _normalize_words(normalizer: Normalizer, sentences: list[list[str]], chunk: lines.Chunk,
                     where: list[list[int]], warnings: list[str]) -> list[list[str]]:
    """One output per word: a lexnorm processor sees whole sentences (context, merges);
    other modes normalize each word alone. A failure passes the words through."""
    batch = getattr(normalizer.processor, "normalize_token_batch", None)
    if batch is not None:
        try:
            return batch(sentences)
        except TextnormError:
            raise
        except Exception as error:  # noqa: BLE001 - a bad chunk must not stop a corpus run
            warnings.append(lines.warn(chunk.where(0), "sentences from this line", error))
            return sentences
    outs = []
    for words, indices in zip(sentences, where):
        outs.append([])
        for word, index in zip(words, indices):
            try:
                outs[-1].append(normalizer.normalize(word))
            except Exception as error:  # noqa: BLE001
                warnings.append(lines.warn(chunk.where(index), "line", error))
                outs[-1].append(word)
    return outs
