"""`textnorm normalize`: stdin or files -> one normalized line per input line."""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import os
import sys
from collections.abc import Iterator

from ..errors import TextnormError
from ..normalizer import Normalizer
from . import lines

_CHUNK = 512
_LONG_INPUT_BYTES = 1 << 20


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("normalize", help="normalize text line by line")
    p.add_argument("files", nargs="*", metavar="FILE", help="input files (default: stdin)")
    p.add_argument("--lang", required=True, help="BCP-47 language tag, e.g. en, hi, und-Deva")
    p.add_argument("--mode", default="tn", help="tn (default), itn, script, asr, lexnorm")
    p.add_argument("--scheme", help="a named variant of the mode (see `textnorm langs`)")
    p.add_argument("--from", dest="from_lang", help="script mode: text typed in this "
                   "neighbouring language's orthography (e.g. ar, fa)")
    p.add_argument("--model", help="a model directory or id, for modes that use one; in tn/itn "
                   "a ByT5/T5 (or causal LM) that rewrites rule spans under the grammar's veto")
    p.add_argument("--endpoint", help="tn/itn: an OpenAI-compatible URL (e.g. "
                   "http://127.0.0.1:8000/v1) whose LLM rewrites rule spans under the veto")
    p.add_argument("--stats", action="store_true",
                   help="neural rewriting: print kept/vetoed counts per class on stderr")
    p.add_argument("-o", "--output", help="output file (default: stdout)")
    p.add_argument("--format", choices=("txt", "jsonl", "multilexnorm"), default="txt",
                   help="txt: one text per line; jsonl: one record per line (--field); "
                   "multilexnorm: one word per line (more tab columns ignored), a blank line "
                   "between sentences, written back as word<TAB>normalized")
    p.add_argument("--field", default="text", help="jsonl: the field to normalize")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="progress bar on stderr (default: for long files on a terminal)")
    p.set_defaults(func=run)


def _options(args: argparse.Namespace) -> dict:
    options = {"lang": args.lang, "mode": args.mode, "scheme": args.scheme}
    if args.from_lang:
        options["from_lang"] = args.from_lang
    if args.model:
        options["model"] = args.model
    if getattr(args, "endpoint", None):
        options["neural"] = args.endpoint
    return options


def _transform(normalizer: Normalizer, fmt: str, field: str) -> lines.Transform:
    transform = normalizer.normalize
    if fmt == "jsonl":
        transform = lines.jsonl_field(transform, field)
    return lines.safe(transform)


_worker_transform: lines.Transform | None = None
_worker_normalizer: Normalizer | None = None


def _init_worker(options: dict, fmt: str, field: str) -> None:
    global _worker_transform, _worker_normalizer
    _worker_normalizer = Normalizer(**options)
    _worker_transform = _transform(_worker_normalizer, "txt" if fmt == "multilexnorm" else fmt,
                                   field)


def _work(chunk: list[bytes]) -> list[bytes]:
    out = []
    for raw in chunk:
        text, ending = lines.decode(raw)
        out.append(lines.encode(_worker_transform(text), ending))
    return out


def run(args: argparse.Namespace) -> int:
    options = _options(args)
    normalizer = Normalizer(**options)  # fail early, with a clear message, on a bad option
    total = sum(os.path.getsize(path) for path in args.files if path != "-")
    show = args.progress if args.progress is not None else (
        sys.stderr.isatty() and total >= _LONG_INPUT_BYTES)
    progress = lines.Progress(total, show)
    sink = open(args.output, "wb") if args.output else sys.stdout.buffer
    try:
        raw_lines = lines.iter_lines(args.files)
        if args.format == "multilexnorm" and args.jobs <= 1:
            for group in _sentence_chunks(raw_lines):
                for raw in _words_out(normalizer, group):
                    sink.write(raw)
                progress.advance(sum(map(len, group)))
        elif args.jobs > 1:
            _run_parallel(raw_lines, sink, progress, options, args)
        elif normalizer.batches_lines and args.format == "txt":
            _run_batched(normalizer, raw_lines, sink, progress)
        else:
            transform = _transform(normalizer, args.format, args.field)
            for raw in raw_lines:
                text, ending = lines.decode(raw)
                sink.write(lines.encode(transform(text), ending))
                progress.advance(len(raw))
        if args.stats and normalizer.neural is not None:
            print(normalizer.neural.summary(), file=sys.stderr)
    finally:
        progress.close()
        if args.output:
            sink.close()
        else:
            sink.flush()
    return 0


def _run_batched(normalizer: Normalizer, raw_lines, sink, progress) -> None:
    """Model-backed normalization (the neural pass, a ByT5 lexnorm model): chunks of lines go
    through normalize_batch, so that the spans of many lines share the model's batches."""
    safe = lines.safe(normalizer.normalize)
    for chunk in _chunks(raw_lines):
        decoded = [lines.decode(raw) for raw in chunk]
        texts = [text for text, _ in decoded]
        try:
            outs = normalizer.normalize_batch(texts)
        except TextnormError:
            raise  # e.g. a dead endpoint: say so rather than pass text through
        except Exception:  # noqa: BLE001 - one odd line must not sink its chunk
            outs = [safe(text) for text in texts]
        for raw, (_, ending), out in zip(chunk, decoded, outs):
            sink.write(lines.encode(lines.one_line(out), ending))
            progress.advance(len(raw))


def _chunks(raw_lines: Iterator[bytes]) -> Iterator[list[bytes]]:
    return iter(lambda: list(itertools.islice(raw_lines, _CHUNK)), [])


def _run_parallel(raw_lines, sink, progress, options: dict, args: argparse.Namespace) -> None:
    multilexnorm = args.format == "multilexnorm"
    chunks = _sentence_chunks(raw_lines) if multilexnorm else _chunks(raw_lines)
    context = multiprocessing.get_context("spawn")
    with context.Pool(args.jobs, _init_worker, (options, args.format, args.field)) as pool:
        for out in pool.imap(_work_words if multilexnorm else _work, chunks):
            for raw in out:
                sink.write(raw)
                progress.advance(len(raw))


# -- --format multilexnorm: one word per line, a blank line between sentences ---------------

def _sentence_chunks(raw_lines: Iterator[bytes]) -> Iterator[list[bytes]]:
    """Raw lines in chunks that end at a sentence boundary (a blank line, kept in the chunk),
    about _CHUNK lines each, so that every sentence is normalized whole."""
    chunk: list[bytes] = []
    for raw in raw_lines:
        chunk.append(raw)
        if len(chunk) >= _CHUNK and not lines.decode(raw)[0].strip():
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _work_words(chunk: list[bytes]) -> list[bytes]:
    return _words_out(_worker_normalizer, chunk)


def _words_out(normalizer: Normalizer, chunk: list[bytes]) -> list[bytes]:
    """`word<TAB>normalized` for each word line of the chunk; blank lines as they came."""
    decoded = [lines.decode(raw) for raw in chunk]
    sentences: list[list[int]] = [[]]
    for index, (text, _) in enumerate(decoded):
        if text.strip():
            sentences[-1].append(index)
        elif sentences[-1]:
            sentences.append([])
    words = [[decoded[i][0].split("\t")[0] for i in sentence] for sentence in sentences]
    outs = _normalize_words(normalizer, words)
    result = list(chunk)
    for sentence, sentence_words, sentence_outs in zip(sentences, words, outs):
        for i, word, out in zip(sentence, sentence_words, sentence_outs):
            out = lines.one_line(out).replace("\t", " ")
            result[i] = lines.encode(f"{word}\t{out}", decoded[i][1])
    return result


def _normalize_words(normalizer: Normalizer, sentences: list[list[str]]) -> list[list[str]]:
    """One output per word: a lexnorm processor sees whole sentences (context, merges);
    other modes normalize each word alone. A failure passes the words through."""
    processor = normalizer.processor
    batch = getattr(processor, "normalize_token_batch", None)
    try:
        if batch is not None:
            return batch(sentences)
    except TextnormError:
        raise
    except Exception as error:  # noqa: BLE001 - a bad chunk must not stop a corpus run
        print(f"textnorm: warning: words passed through unchanged ({error!r})", file=sys.stderr)
        return sentences
    safe = lines.safe(normalizer.normalize)
    return [[safe(word) for word in words] for words in sentences]
