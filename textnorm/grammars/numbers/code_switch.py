"""Code-switched input: a second language's rules read what the language's own rules leave.

Config `itn_also <lang>` (es and hi: `en`, as ASR output of code-switched speech has English
numbers, dates and amounts inside Spanish or Hindi text: "el twenty five de july") makes the
language's ITN run the other language's ITN over each stretch of text between its own
rewrites. The language's own readings win where both read a run (they are made first), unless
the other language's reading is longer and covers it ("a one b two at a b c dot com"); the
other language's spans are moved to their place in the input, so the alignment still points
every rewrite back at its source and the text outside the spans is kept. Config
`itn_also_apart` lists words of the language that no reading of the other language takes in
(es `y`: English reads "y three hundred" as a code, y312); the other language reads the
text on either side of them apart. Config `itn_also_options` names options of the other
language's processor that are switched on (hi `date_year_comma`: "july 25, 2012").
"""

from __future__ import annotations

import regex

from ...errors import LexiconError
from ...result import Result, ResultBuilder


class SecondLanguage:
    """The processor of config `itn_also`, built the first time it is needed."""

    def __init__(self, lang: str, other: str, apart: list[str] = (), mode: str = "itn",
                 options: list[str] = ()):
        self.lang, self.other, self.mode = lang, other, mode
        self.options = dict.fromkeys(options, True)
        self._processor = None
        words = "|".join(regex.escape(word) for word in sorted(apart, key=lambda w: (-len(w), w)))
        self._apart = regex.compile(rf"(?<!\S)(?i:{words})(?!\S)") if words else None

    def processor(self):
        if self._processor is None:
            from ... import registry  # (the registry imports this package's engines)

            if self.other == self.lang:
                raise LexiconError(f"{self.lang}/numbers/config.tsv: itn_also names the "
                                   f"language itself")
            try:
                self._processor = registry.create(self.other, self.mode, **self.options)
            except Exception as error:  # an unknown tag: say which config line names it
                raise LexiconError(f"{self.lang}/numbers/config.tsv: itn_also {self.other!r}: "
                                   f"{error}") from error
        return self._processor

    def between(self, text: str, result: Result) -> Result:
        """`result` (the own rules' rewrites of `text`) with the other language's rewrites of
        the text between its spans added. A span of its own that lies inside a longer reading
        of the other language gives way (an address said in English with English numbers:
        "a one b two at a b c dot com" a1b2@abc.com)."""
        out = ResultBuilder()
        pos = 0
        for span in [*self._kept(text, result), None]:
            stop = len(text) if span is None else span.src_start
            for start, end, read in self._pieces(text, pos, stop):
                if read:
                    self._read(text, start, end, out)
                else:
                    out.keep(text[start:end])
            if span is not None:
                out.rewrite(span.src_start, span.src_end,
                            result.text[span.out_start:span.out_end], span.cls)
                pos = span.src_end
        return out.result()

    def _kept(self, text: str, result: Result) -> list:
        """The spans of `result` that no longer reading of the other language covers."""
        if not result.spans:
            return []
        others = [(start + s.src_start, start + s.src_end)
                  for start, end, read in self._pieces(text, 0, len(text)) if read and end > start
                  for s in self.processor().normalize_with_alignment(text[start:end]).spans]
        return [span for span in result.spans
                if not any(start <= span.src_start and span.src_end <= end
                           and end - start > span.src_end - span.src_start
                           for start, end in others)]

    def _pieces(self, text: str, start: int, stop: int):
        """(start, end, whether the other language reads it) over text[start:stop], split at
        the words of config itn_also_apart."""
        pos = start
        if self._apart is not None:
            for word in self._apart.finditer(text, start, stop):
                yield pos, word.start(), True
                yield word.start(), word.end(), False
                pos = word.end()
        yield pos, stop, True

    def _read(self, text: str, start: int, stop: int, out: ResultBuilder) -> None:
        if stop <= start:
            return
        inner = self.processor().normalize_with_alignment(text[start:stop])
        kept = 0
        for piece in inner.spans:
            out.keep(inner.text[kept:piece.out_start])
            out.rewrite(start + piece.src_start, start + piece.src_end,
                        inner.text[piece.out_start:piece.out_end], piece.cls)
            kept = piece.out_end
        out.keep(inner.text[kept:])
