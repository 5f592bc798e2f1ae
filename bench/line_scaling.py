"""Whether one long line normalizes in time linear in its length.

    python bench/line_scaling.py [--sizes 10000,100000,1000000] [--configs en/tn,de/tn,hi/asr]
                                 [--shapes dates,nospace]

Each shape is built at each size (in characters): `dates` repeats "1/2/2003 ", `nospace` is
letters and digits without a space, `words` is plain words, `numbers` digit groups, `punct`
punctuation without a space, `punct-words` one-letter words each with a punctuation mark,
`grouped` numbers grouped with a narrow no-break space (one number as long as the line, were
groups not bounded), `measure` "3.5 km " (ko reads what is glued before each span). Each line
goes through `normalize` and `normalize_with_alignment` once after a warm-up on the smallest
size; the table gives CPU seconds and the ratio of each size's time to the previous one's
(linear: the ratio of the sizes, 10 for sizes a decade apart).
"""

from __future__ import annotations

import argparse
import time

from textnorm import Normalizer

SHAPES = {
    "dates": "1/2/2003 ",
    "nospace": "abc1def2ghi3",
    "words": "the cat sat on the mat ",
    "numbers": "12 345 6789 ",
    "punct": ".,;:!?-()[]",  # punctuation only, no space
    "punct-words": "a, b. c; d! e? f: ",
    "grouped": "158\u202f238 ",
    "measure": "3.5 km ",
}


def line(shape: str, size: int) -> str:
    unit = SHAPES[shape]
    return (unit * (size // len(unit) + 1))[:size]


def cpu_seconds(call, text: str) -> float:
    start = time.process_time()
    call(text)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--configs", default="en/tn,en/itn,de/tn,hi/tn,zh/tn,en/asr,hi/script")
    parser.add_argument("--shapes", default="dates,nospace")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'config':14} {'shape':8} " + " ".join(f"{s:>12,}" for s in sizes) + "  ratios")
    for config in args.configs.split(","):
        lang, mode, *scheme = config.split("/")
        normalizer = Normalizer(lang, mode, scheme[0] if scheme else None)
        for shape in args.shapes.split(","):
            normalizer.normalize_with_alignment(line(shape, sizes[0]))  # warm-up
            seconds = []
            for size in sizes:
                text = line(shape, size)
                seconds.append(max(cpu_seconds(normalizer.normalize, text),
                                   cpu_seconds(normalizer.normalize_with_alignment, text)))
            ratios = [b / max(a, 1e-6) for a, b in zip(seconds, seconds[1:])]
            print(f"{config:14} {shape:8} " + " ".join(f"{s:11.3f}s" for s in seconds)
                  + "  " + " ".join(f"{r:5.1f}" for r in ratios), flush=True)


if __name__ == "__main__":
    main()
