"""`Normalizer`: the one public pipeline over every language and mode."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import registry
from .errors import UnsupportedOptionError
from .result import Result


class Normalizer:
    """Normalize text for one language and mode.

    >>> Normalizer(lang="en", mode="tn").normalize("It cost $5 on 4 March 2014.")
    'It cost five dollars on the fourth of march twenty fourteen.'

    `lang` is a BCP-47 tag, `mode` one of tn, itn, script, asr, lexnorm; `scheme` picks a named
    variant where a mode has several (e.g. script "visual" or "reading"). Options are passed to
    the processor. An unknown language, mode or scheme raises an error listing what exists.

    `neural=` (a checkpoint directory or hub id, an http(s) endpoint, or a model object; the
    `[neural]` extra) lets a model rewrite the rule spans, each kept only where the covering
    grammar admits it (textnorm/neural). For rule-based modes `model=` means the same.
    `neural_mode=` "choose" (the model ranks each span's admissible readings) or "veto" (it
    writes a reading, the cover checks it); default: "choose" for a model trained to choose
    (`textnorm train` on sentence pairs), else "veto".
    """

    def __init__(
        self, lang: str = "en", mode: str = "tn", scheme: str | None = None, **options: Any
    ):
        self.spec = registry.lookup(lang, mode)
        self.lang = self.spec.lang
        self.mode = mode
        self.scheme = self.spec.resolve_scheme(scheme)
        processor = self.spec.load()
        neural = options.pop("neural", None)
        neural_mode = options.pop("neural_mode", None)
        if neural is None and "model" in options and hasattr(processor, "transducers"):
            neural = options.pop("model")  # a rule engine takes no model: it is the neural one
        if neural is not None and getattr(processor, "takes_llm", False):
            options["llm"], neural = neural, None  # lexnorm asks the LLM word by word itself
        try:
            self._processor = processor(self.lang, scheme=self.scheme, **options)
        except TypeError as error:
            if options and "argument" in str(error):
                raise UnsupportedOptionError(
                    f"{self.lang}/{mode} does not take option(s) {', '.join(sorted(options))}"
                ) from error
            raise
        self.neural = None
        if neural is not None:
            from .neural.pipeline import neural_pass

            self.neural = neural_pass(self._processor, neural, neural_mode)

    @property
    def processor(self) -> registry.Processor:
        return self._processor

    @property
    def batches_lines(self) -> bool:
        """Whether `normalize_batch` over many lines beats line by line: a model shares its
        batches across lines (the neural pass, or a processor that says so)."""
        return self.neural is not None or bool(getattr(self._processor, "batches_lines", False))

    def normalize_with_alignment(self, text: str) -> Result:
        _check_text(text)
        if self.neural is not None:
            return self.neural.run([text])[0]
        return self._processor.normalize_with_alignment(text)

    def normalize(self, text: str) -> str:
        _check_text(text)
        if self.neural is not None:
            return self.neural.run([text])[0].text
        fast = getattr(self._processor, "normalize", None)
        if fast is not None:
            return fast(text)
        return self._processor.normalize_with_alignment(text).text

    def normalize_batch(self, texts: Iterable[str]) -> list[str]:
        batch = getattr(self._processor, "normalize_batch", None)
        texts = list(texts)
        for text in texts:
            _check_text(text)
        if self.neural is not None:  # spans of all lines share the model's batches
            return [result.text for result in self.neural.run(texts)]
        if batch is not None:
            return batch(texts)
        return [self.normalize(text) for text in texts]

    def __repr__(self) -> str:
        scheme = f", scheme={self.scheme!r}" if self.scheme else ""
        return f"Normalizer(lang={self.lang!r}, mode={self.mode!r}{scheme})"


def _check_text(text: object) -> None:
    if not isinstance(text, str):
        raise TypeError(f"expected str, got {type(text).__name__}")
