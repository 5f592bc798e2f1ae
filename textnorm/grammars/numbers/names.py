"""Number names of any language from its data: digit strings <-> words, one grammar.

The universal factorization: a number that has no reading of its own is split at the largest
power of ten P of the language's scales that it reaches, into a multiplier q (the digits above
P) and a remainder r (the last P digits), and read by the template of the most specific
matching scale row, with q and r read recursively. Thousands (3, 6, 9 ...), long scales (3, 6,
12 with millions counted up to 999,999), Indian lakh and crore (3, 5, 7) and myriads (4, 8)
are all only different lists of powers; hundreds are the scale of power 2.

Forms: a reading in form f (an agreement form before a scale word, an ordinal form) takes, in
this order, f's own reading of the number, f's own scale rows, the plain reading, the plain
rows; a remainder inherits the form, a multiplier is read in the form its slot names.

`Grammar(data).reading(form)` is the reading, one per number (relax.py adds the spellings ITN
and the covering grammar accept besides it). Readings are stored in the grammar cache, keyed by
a hash of the data they are built from and of this code: a language's TN and ITN grammars (whose
lower-cased data is the same where its number words have no capitals), the processes that share
a cache and later runs build each reading once (mk: ~1 CPU s a form).

The grammar is built on zero-padded digit strings, one width per scale: the readings of
exactly P digits (leading zeros allowed) are built once and shared by everything that ends in
them, and each scale's rows are applied to a partition of multipliers and remainders into the
atoms their patterns tell apart, so that no row copies the remainder's grammar.
"""

from __future__ import annotations

import hashlib
from functools import cache

import pynini

from ... import cache as grammar_cache
from ...fst import DIGIT, delete, insert
from .data import NumberData, ScaleRow, Slot, Template

NONZERO = pynini.difference(DIGIT, "0").optimize()
_EMPTY = pynini.Fst()
# The code a reading is built with, hashed into its cache key (besides the shared code).
_SOURCES = ("grammars/numbers/names.py", "grammars/numbers/data.py")


def _is_empty(fst: pynini.Fst) -> bool:
    return fst.start() == pynini.NO_STATE_ID


@cache
def _length(n: int, leading_zero: bool) -> pynini.Fst:
    """Digit strings of length n (with no leading zero unless allowed)."""
    if n == 0:
        return pynini.accep("")
    if leading_zero:
        return pynini.closure(DIGIT, n, n).optimize()
    return (NONZERO + pynini.closure(DIGIT, n - 1, n - 1)).optimize()


@cache
def pattern_acceptor(pattern: str, padded: bool = False) -> pynini.Fst:
    """`x` any digit, `*` any run of digits, digits literal (deterministic acceptor); with
    `padded`, leading zeros may come first (a multiplier read from a zero-padded field)."""
    fst = pynini.closure("0") if padded else pynini.accep("")
    for char in pattern:
        if char == "x":
            fst += DIGIT
        elif char == "*":
            fst += pynini.closure(DIGIT)
        else:
            fst += char
    return pynini.determinize(fst.optimize()).minimize()


def minimal_dfa(acceptor: pynini.Fst) -> pynini.Fst:
    """A minimal deterministic acceptor (determinizing a union of concatenations without
    minimizing the parts first can blow up: the parts' equivalent states stay apart)."""
    return pynini.determinize(acceptor.rmepsilon()).minimize()


def _atoms(universe: pynini.Fst, patterns: list[str],
           padded: bool = False) -> list[tuple[pynini.Fst, frozenset]]:
    """The universe split into the cells the patterns tell apart, each with the set of
    patterns it lies inside."""
    atoms = [(universe, frozenset())]
    for pattern in dict.fromkeys(patterns):
        acceptor = pattern_acceptor(pattern, padded)
        refined = []
        for cell, inside in atoms:
            yes = minimal_dfa(pynini.intersect(cell, acceptor))
            no = minimal_dfa(pynini.difference(cell, acceptor))
            if not _is_empty(yes):
                refined.append((yes, inside | {pattern}))
            if not _is_empty(no):
                refined.append((no, inside))
        atoms = refined
    return atoms


class _Split:
    """A row's template cut where the remainder begins: the pieces read from q when r is zero
    (`zero`), those read from q before a nonzero r (`before_r`) and those after r."""

    def __init__(self, template: Template):
        pieces = template.pieces
        r_at = next((i for i, p in enumerate(pieces) if isinstance(p, Slot) and p.part == "r"),
                    None)
        self.takes_zero = r_at is None or (template.optional is not None
                                            and r_at >= len(template.head))
        self.takes_nonzero = r_at is not None
        self.zero = template.head + template.tail
        self.before_r = pieces[:r_at] if r_at is not None else ()
        self.r_slot = pieces[r_at] if r_at is not None else None
        self.after_r = pieces[r_at + 1:] if r_at is not None else ()

    def takes(self, zero: bool) -> bool:
        return self.takes_zero if zero else self.takes_nonzero


class Grammar:
    """Readings of one language's numbers, built bottom-up scale by scale and memoized."""

    def __init__(self, data: NumberData):
        self.data = data
        self.widths = data.widths
        self._memo: dict[tuple[str, int], pynini.Fst] = {}
        self._readings: dict[str | tuple[str, int], pynini.Fst] = {}
        self._exact_memo: dict[tuple[str, int, int], tuple[pynini.Fst, pynini.Fst]] = {}
        self._pieces_memo: dict[tuple[tuple, int], pynini.Fst] = {}

    def padded(self, form: str, width: int) -> pynini.Fst:
        """Exactly `width` digits (a width of the scale ladder), leading zeros allowed, value
        not zero -> words in `form`."""
        key = (form, width)
        if key not in self._memo:
            # optimized at each width: the next width copies it into every row that ends in
            # it, and composes it with each remainder cell (mk, unoptimized: 34k states at 6
            # digits, 363k at 15, and 6 CPU s a form; optimized: ~1 s)
            self._memo[key] = self._build(form, width).optimize()
        return self._memo[key]

    def _below(self, width: int) -> int | None:
        return self.data.below(width)

    def _exact(self, form: str, low: int, width: int) -> tuple[pynini.Fst, pynini.Fst]:
        """Exact readings of numbers with more than `low` and at most `width` digits, their
        keys padded to `width`."""
        key = (form, low, width)
        if key not in self._exact_memo:
            self._exact_memo[key] = self._exact_table(form, low, width)
        return self._exact_memo[key]

    def _exact_all(self, form: str) -> tuple[pynini.Fst, pynini.Fst]:
        """Every exact reading of `form`, keys unpadded."""
        items = [(str(k), v) for k, v in sorted(self.data.exact.get(form, {}).items())]
        if not items:
            return _EMPTY, _EMPTY
        fst = pynini.string_map([(k, pynini.escape(v)) for k, v in items])
        return fst, minimal_dfa(pynini.string_map([k for k, _ in items]))

    def _exact_table(self, form: str, low: int, width: int) -> tuple[pynini.Fst, pynini.Fst]:
        table = self.data.exact.get(form, {})
        items = [("0" * (width - len(str(k))) + str(k), v) for k, v in sorted(table.items())
                 if k and low < len(str(k)) <= width]
        if not items:
            return _EMPTY, _EMPTY
        fst = pynini.string_map([(k, pynini.escape(v)) for k, v in items])
        return fst, minimal_dfa(pynini.string_map([k for k, _ in items]))

    def _build(self, form: str, width: int) -> pynini.Fst:
        low = self._below(width) or 0
        # Exact readings first (the form's own, then the plain ones), then the scale rows.
        parts, taken = [], None
        for fst, domain in (self._exact(form, low, width) if form else (_EMPTY, _EMPTY),
                            self._exact("", low, width)):
            if _is_empty(domain):
                continue
            free = domain if taken is None else minimal_dfa(pynini.difference(domain, taken))
            parts.append(fst if taken is None else pynini.compose(free, fst))
            taken = free if taken is None else minimal_dfa(pynini.union(taken, free))
        if low:
            composed = self._composed(form, width)
            if taken is not None:  # rare above three digits: exceptions the rows get wrong
                free = minimal_dfa(pynini.difference(_length(width, True), taken))
                composed = pynini.compose(free, composed)
            parts.append(composed)
        return pynini.union(*parts).rmepsilon() if parts else _EMPTY

    # -- composition by scale rows -------------------------------------------------------------
    def _composed(self, form: str, width: int) -> pynini.Fst:
        """Numbers of `width` digits read at the scale below: a multiplier of zero leaves the
        number to the lower width, any other goes through the most specific row."""
        power = self._below(width)
        rows = self.data.rows_for(form, power)
        qlen = width - power
        zeros = "0" * power
        q_universe = minimal_dfa(_length(qlen, True) - pynini.accep("0" * qlen))
        q_atoms = _atoms(q_universe, [row.q for row in rows], padded=True)
        r_atoms = _atoms(_length(power, True), [zeros] + [row.r for row in rows])
        groups: dict[tuple, list] = {}
        for r_cell, r_inside in r_atoms:
            is_zero = zeros in r_inside
            if not is_zero:  # a zero multiplier: the lower width reads the number
                self._file(groups, ("rest", form, "", id(r_cell)), r_cell,
                           delete("0" * qlen))
            for q_cell, q_inside in q_atoms:
                row = next((row for row in rows if row.q in q_inside and row.r in r_inside
                            and _Split(row.template).takes(is_zero)), None)
                if row is not None:
                    self._add_head(groups, row, form, qlen, q_cell, r_cell, is_zero)
        parts = []
        for key, (r_cell, heads) in groups.items():
            head = pynini.union(*heads).rmepsilon()
            if key[0] == "zero":
                parts.append(head + delete(r_cell))
                continue
            _, r_form, after, _ = key
            rest = pynini.compose(r_cell, self.padded(r_form, power))
            parts.append(head + rest + insert(pynini.escape(after)) if after else head + rest)
        return pynini.union(*parts).rmepsilon()

    @staticmethod
    def _file(groups: dict, key: tuple, r_cell: pynini.Fst, head: pynini.Fst) -> None:
        groups.setdefault(key, [r_cell, []])[1].append(head)

    def _add_head(self, groups: dict, row: ScaleRow, form: str, qlen: int, q_cell: pynini.Fst,
                  r_cell: pynini.Fst, is_zero: bool) -> None:
        """File the reading of q (restricted to q_cell) under the remainder part it goes with:
        heads that end in the same remainder grammar share one copy of it."""
        split = _Split(row.template)
        pieces = split.zero if is_zero else split.before_r
        head = pynini.compose(q_cell, self._pieces(pieces, qlen))
        if is_zero:
            key = ("zero",)
        else:
            after = "".join(p for p in split.after_r if isinstance(p, str))
            key = ("rest", split.r_slot.form or form, after, id(r_cell))
        self._file(groups, key, r_cell, head)

    def _pieces(self, pieces, qlen: int) -> pynini.Fst:
        """Template pieces before the remainder -> a transducer reading the q digits (built
        once: the rows of many q and r cells share their pieces; ru ORDINAL: 1248 heads,
        263 pieces)."""
        key = (tuple(pieces), qlen)
        if key not in self._pieces_memo:
            self._pieces_memo[key] = self._built_pieces(pieces, qlen)
        return self._pieces_memo[key]

    def _built_pieces(self, pieces, qlen: int) -> pynini.Fst:
        fst = pynini.accep("")
        has_q = False
        for piece in pieces:
            if isinstance(piece, Slot):
                has_q = True
                fst += self.padded(piece.form, qlen)
            else:
                fst += insert(pynini.escape(piece))
        if not has_q:
            # A silent multiplier (es "mil", fr "mille"): the pattern fixed its digits.
            fst = delete(_length(qlen, True)) + fst
        return fst.rmepsilon()

    # -- whole numbers ---------------------------------------------------------------------------
    def reading(self, form: str = "", max_digits: int | None = None) -> pynini.Fst:
        """Digit string without leading zeros (or "0") -> words, up to the largest scale, or
        of at most `max_digits` digits: the same readings of those numbers, built from the
        scale widths that reach them only (a form read below 10**4 only, ITN's later ordinal
        forms: mk 0.9 CPU s a form in full, 0.3 s so)."""
        if max_digits is not None and max_digits >= self.widths[-1]:
            max_digits = None  # (every number the reading reads: the whole reading)
        key = form if max_digits is None else (form, max_digits)
        if key not in self._readings:
            self._readings[key] = self._stored(form, max_digits)
        return self._readings[key]

    def _stored(self, form: str, max_digits: int | None) -> pynini.Fst:
        """The reading from the grammar cache, built and stored there where it is missing or
        damaged. Its key hashes what readings are built from: the exact readings, the scale
        rows in their order (ties keep it) and the config (wrap@, top_width), as they are now
        (a test may change a language's data)."""
        data = self.data
        digest = hashlib.sha256(repr((data.exact, data.rows, data.config)).encode()).hexdigest()
        return grammar_cache.load_or_build_one(
            f"number-names-{data.lang}", lambda: self._reading(form, max_digits),
            f"{digest}|{form}|{max_digits}", _SOURCES)

    def _reading(self, form: str, max_digits: int | None = None) -> pynini.Fst:
        wrap = self.data.wrap(form)
        if wrap is not None:
            # the plain reading inside the form's frame ("第{}"), its own words where it has
            # them ("첫째")
            prefix, suffix = wrap
            framed = insert(pynini.escape(prefix)) + self.reading("", max_digits) + \
                insert(pynini.escape(suffix))
            own, own_domain = self._exact_all(form)
            if _is_empty(own):
                return framed.optimize()
            free = minimal_dfa(pynini.difference(pynini.closure(DIGIT, 1), own_domain))
            if max_digits is not None:
                own = pynini.compose(pynini.closure(DIGIT, 1, max_digits), own)
            return pynini.union(own, pynini.compose(free, framed)).optimize()
        top = self.widths[-1]
        if max_digits is not None:
            top = next((width for width in self.widths if width >= max_digits), top)
        longest = top if max_digits is None else min(top, max_digits)
        unpadded = pynini.union(*[insert("0" * (top - n)) + _length(n, False)
                                  for n in range(1, longest + 1)])
        fst = pynini.compose(unpadded.optimize(), self.padded(form, top))
        zero = self.data.exact.get(form, {}).get(0, self.data.exact[""].get(0))
        if zero is not None:
            fst = pynini.union(fst, pynini.cross("0", pynini.escape(zero)))
        # Optimized once more here (the widths are, see `padded`), which makes it fast to apply
        # and to compose further.
        return fst.optimize()
