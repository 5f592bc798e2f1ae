"""Fuzz-compare textnorm's Whisper schemes with the installed `whisper-normalizer` package.

Generates English sentences full of what Whisper's normalizer rewrites (spoken and written
numbers, money, ordinals, "double oh", contractions, titles, British spellings, brackets,
symbols, diacritics, odd Unicode) and reports how many outputs are byte-identical for:
EnglishTextNormalizer (`asr:whisper`), EnglishNumberNormalizer, BasicTextNormalizer
(`asr:whisper-basic`). Optionally also runs over a JSONL corpus in the Sproat & Jaitly format
(`{"unnormalized": [...], "normalized": [...]}`), both written and spoken sides.

    pip install whisper-normalizer
    python bench/compare_whisper.py -n 5000 [--corpus PATH/proteno_en.jsonl] [--show 10]

The reference package is used only here, to compare; textnorm never imports it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from textnorm.asr.whisper_basic import basic_normalize  # noqa: E402
from textnorm.asr.whisper_english import normalize_english  # noqa: E402
from textnorm.asr.whisper_numbers import normalize_numbers  # noqa: E402

_UNITS = "zero oh o one two three four five six seven eight nine ten eleven twelve thirteen".split()
_UNITS += "fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = "hundred thousand million billion trillion".split()
_SUFFIXED = "first second third fourth fifth ninth nineth twelfth twentieth thirties sixes ones"
_SUFFIXED += " hundreds thousandth millions billions fifties"
_NUMBERY = _UNITS + _TENS + _SCALES + _SUFFIXED.split()
_NUMBERY += "and and point point double triple minus negative plus positive".split()
_NUMBERY += "dollars dollar cents cent pounds euros percent per cent a half".split()
_WRITTEN = ["5", "10", "0", "007", "1,000", "3.14", "1.2.3", "$5", "$0.36", "€52.4", "£77",
            "10th", "10 th", "1960s", "2nd", "b747", "RC232", "10km", "-5", "+20", "50%",
            "1", "1s", "12:30", "3/4", "2,5", "$", "%", "#1", "¢3", "١٢", "٣.٥"]
_WORDS = ("the a of to in colour organise centre travelled favourite programme cheque gaol "
          "storey mhm um uh hmm busses cancelation archaeology grey aluminium analyse "
          "I you he she it we they is was be have had go going come data time year people "
          "way day man thing woman life child world school state family student group "
          "country problem hand part place case week company system program question").split()
_CONTRACTED = ["won't", "can't", "let's", "Let's", "ain't", "y'all", "wanna", "gonna", "i'ma",
               "he's", "she'd", "we're", "they've", "I'm", "you'll", "'cause", "cause",
               "he's been", "she'd gone", "it's got", "ma'am", "don't", "o'clock", "rock 'n' roll"]
_TITLES = ["Mr.", "Mrs.", "Dr.", "St.", "Prof.", "Jr.", "Sr.", "Capt.", "Lt.", "Col.", "Gen",
           "mr", "assoc.", "Hon", "esq"]
_ODD = ["[noise]", "(laughs)", "<unk>", "café", "naïve", "Œuvre", "straße", "ﬁve", "①", "²",
        "—", "…", "“quoted”", "don’t", "\t", "  ", "Ǆ", "İstanbul", "ℌ", "x\u0301", "½",
        "न", "١٢٣", "…and a half", "and a half", "$ 5", "5 $", "5 per cent", "per"]
_PUNCT = [",", ".", "!", "?", ";", ":", " -", "'s"]


def _sentence(rng: random.Random) -> str:
    pools = [(_NUMBERY, 5), (_WRITTEN, 2), (_WORDS, 4), (_CONTRACTED, 1), (_TITLES, 1),
             (_ODD, 1)]
    weights = [w for _, w in pools]
    words = []
    for _ in range(rng.randint(1, 14)):
        pool = rng.choices([p for p, _ in pools], weights)[0]
        word = rng.choice(pool)
        if rng.random() < 0.15:
            word = word.capitalize() if rng.random() < 0.7 else word.upper()
        if rng.random() < 0.1:
            word += rng.choice(_PUNCT)
        words.append(word)
    glue = " " if rng.random() < 0.9 else rng.choice(["", "  ", "\u00a0"])
    return glue.join(words)


def _corpus(path: Path) -> Iterable[str]:
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            yield " ".join(row["unnormalized"])
            yield " ".join(w for w in row["normalized"] if w)


def _compare(
    name: str, ours: Callable[[str], str], theirs: Callable[[str], str], texts: list[str],
    show: int,
) -> dict[str, float]:
    same = errors = 0
    shown = 0
    t_ours = t_theirs = 0.0
    for text in texts:
        start = time.perf_counter()
        try:
            expected: str | None = theirs(text)
        except Exception:  # the reference crashes on a few inputs; ours must not
            expected = None
            errors += 1
        t_theirs += time.perf_counter() - start
        start = time.perf_counter()
        got = ours(text)
        t_ours += time.perf_counter() - start
        if got == expected:
            same += 1
        elif expected is not None and shown < show:
            shown += 1
            print(f"  [{name}] {text!r}\n      whisper: {expected!r}\n      textnorm: {got!r}")
    compared = len(texts) - errors
    print(f"{name}: {same}/{compared} identical ({100 * same / max(compared, 1):.2f}%), "
          f"{errors} inputs where whisper-normalizer raised; "
          f"time textnorm {t_ours:.2f}s, whisper-normalizer {t_theirs:.2f}s")
    return {"identical": same, "compared": compared, "reference_errors": errors}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=5000, help="generated sentences")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--corpus", type=Path, help="Sproat & Jaitly style JSONL")
    parser.add_argument("--limit", type=int, default=20000, help="corpus sentences at most")
    parser.add_argument("--show", type=int, default=5, help="disagreements printed per check")
    args = parser.parse_args()
    try:
        from whisper_normalizer.basic import BasicTextNormalizer
        from whisper_normalizer.english import EnglishNumberNormalizer, EnglishTextNormalizer
    except ImportError:
        sys.exit("needs the reference: pip install whisper-normalizer")

    rng = random.Random(args.seed)
    generated = [_sentence(rng) for _ in range(args.n)]
    checks = [
        ("EnglishTextNormalizer", normalize_english, EnglishTextNormalizer()),
        ("EnglishNumberNormalizer", normalize_numbers, EnglishNumberNormalizer()),
        ("BasicTextNormalizer", basic_normalize, BasicTextNormalizer()),
    ]
    print(f"generated sentences: {len(generated)} (seed {args.seed})")
    for name, ours, theirs in checks:
        # the number normalizer expects Whisper's earlier steps: lower-case, no commas
        texts = [t.lower() for t in generated] if "Number" in name else generated
        _compare(name, ours, theirs, texts, args.show)
    if args.corpus:
        corpus = []
        for text in _corpus(args.corpus):
            if len(corpus) >= args.limit:
                break
            corpus.append(text)
        print(f"corpus sentences: {len(corpus)} from {args.corpus}")
        for name, ours, theirs in checks:
            texts = [t.lower() for t in corpus] if "Number" in name else corpus
            _compare(name, ours, theirs, texts, args.show)


if __name__ == "__main__":
    main()
