"""Peer normalizers we compare against, when installed (never vendored).

Run standalone inside the peers' environment to time or apply a peer over lines:
    PEER_PYTHON bench/peers.py nemo|wetext tn|itn [CACHE_DIR] < lines.txt > result.json
It prints {"seconds": <steady-state time over all lines>, "outputs": [...], "startup": s}.

CACHE_DIR: where NeMo keeps its compiled grammars (its `cache_dir`, in a folder per NeMo
version, as NeMo does not notice a changed grammar under the same name), as a user who runs it
more than once sets it: the first run builds them (about a minute of CPU for English TN), later
runs load them. Without it every run builds them again.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path


def load(peer: str, mode: str, cache_dir: str | None = None) -> Callable[[str], str]:
    """A callable text -> text for the peer, or ImportError when it is not installed."""
    if peer == "nemo":
        if cache_dir:
            from importlib.metadata import version

            cache_dir = str(Path(cache_dir) / f"nemo-{version('nemo_text_processing')}")
            Path(cache_dir).mkdir(parents=True, exist_ok=True)
        if mode == "tn":
            from nemo_text_processing.text_normalization.normalize import Normalizer

            tn = Normalizer(input_case="cased", lang="en", cache_dir=cache_dir)
            return lambda text: tn.normalize(text, punct_post_process=True)
        from nemo_text_processing.inverse_text_normalization.inverse_normalize import (
            InverseNormalizer,
        )

        itn = InverseNormalizer(lang="en", cache_dir=cache_dir)
        return lambda text: itn.inverse_normalize(text, verbose=False)
    if peer == "wetext":
        if mode == "tn":
            from tn.english.normalizer import Normalizer as WeTN

            return WeTN().normalize
        from itn.english.inverse_normalizer import InverseNormalizer as WeITN

        return WeITN().normalize
    raise ValueError(f"unknown peer {peer!r}")


def main() -> None:
    peer, mode = sys.argv[1], sys.argv[2]
    cache_dir = sys.argv[3] if len(sys.argv) > 3 else None
    lines = sys.stdin.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    start = time.perf_counter()
    fn = load(peer, mode, cache_dir)
    startup = time.perf_counter() - start
    outputs = []
    start = time.perf_counter()
    for line in lines:
        try:
            outputs.append(fn(line))
        except Exception as error:  # noqa: BLE001 - a peer crash counts as a wrong answer
            outputs.append(f"<error {error!r}>")
    seconds = time.perf_counter() - start
    json.dump({"seconds": seconds, "startup": startup, "outputs": outputs}, sys.stdout)


if __name__ == "__main__":
    main()
