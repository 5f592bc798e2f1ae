"""The acceptor of a transducer's input side (grammars/scan.py): every string the transducer
reads, however the transducer repeats its parts (a few more where copies are merged: the
tables only propose ends, which the transducer then reads)."""

from __future__ import annotations

import pynini
import pytest
import regex
from conftest import case_inputs
from hypothesis import given, settings
from hypothesis import strategies as st
from pynini.lib import pynutil

from textnorm import fst as fst_lib
from textnorm.grammars import scan
from textnorm.grammars.numbers import NumbersITN, _squeezed
from textnorm.grammars.scan import Table, acceptor


def _plain(fst: pynini.Fst) -> pynini.Fst:
    """The input side determinized as it is (the reference: slow where parts repeat)."""
    accepted = pynini.arcmap(pynini.project(fst.copy(), "input"), map_type="rmweight")
    return pynini.determinize(accepted.rmepsilon()).minimize()


def _number() -> pynini.Fst:
    """A small made-up number grammar whose words read differently by position."""
    units = pynini.union(*[pynini.cross(w, str(i)) for i, w in
                           enumerate(["one", "two", "three", "four", "five"], 1)])
    tens = pynini.union(*[pynini.cross(w, str(i)) for i, w in
                          enumerate(["ten", "twenty", "thirty"], 1)])
    zero = pynutil.insert("0")
    return (units | tens + zero | tens + pynini.accep(" ") + units
            | units + pynini.cross(" hundred", "") + (zero + zero | zero + units
                                                     | tens + (zero | pynini.accep(" ") + units)))


def _money() -> pynini.Fst:
    """The number again before each currency, with its own written sign: copies of a part."""
    number = _number()
    return pynini.union(*[number + pynini.cross(" " + c, " " + c[0].upper())
                          + pynini.closure(pynini.cross(" and ", ".") + number
                                           + pynutil.delete(" cents"), 0, 1)
                          for c in ["dollars", "euros", "pounds", "dinars"]]).optimize()


@pytest.mark.parametrize("merge_from", [0, scan._MERGE_FROM])
def test_acceptor_reads_all_the_transducer_reads(monkeypatch, merge_from):
    monkeypatch.setattr(scan, "_MERGE_FROM", merge_from)  # (0: merged however small)
    for fst in (_number().optimize(), _money()):
        fast, plain = acceptor(fst), _plain(fst)
        missing = pynini.difference(plain, fast).optimize()
        assert missing.num_states() == 0
        if merge_from:  # not merged: exactly the transducer's input side, as few states
            assert pynini.equivalent(fast, plain)
            assert fast.num_states() == plain.num_states()
        assert fast.properties(pynini.I_DETERMINISTIC, True) == pynini.I_DETERMINISTIC


@pytest.mark.parametrize("growth, floor", [(0, 1), (0, 100)])
def test_each_way_of_determinizing_gives_the_minimal_acceptor(monkeypatch, growth, floor):
    # (0, 1): both ways given up at once (the plain way); (0, 100): the number forwards,
    # the money (108 subset states forwards, 120 backwards) backwards (Brzozowski)
    monkeypatch.setattr(scan, "_GROWTH", growth)
    monkeypatch.setattr(scan, "_CAP_FLOOR", floor)
    for fst in (_number().optimize(), _money()):
        fast, plain = acceptor(fst), _plain(fst)
        assert pynini.equivalent(fast, plain)
        assert fast.num_states() == plain.num_states()


def test_merging_keeps_the_language_and_shrinks_copies():
    money = _money()
    accepted = pynini.arcmap(pynini.project(money.copy(), "input"), map_type="rmweight")
    accepted.rmepsilon()
    merged = scan._merged_pasts(accepted)
    assert merged.num_states() < accepted.num_states()
    assert pynini.equivalent(pynini.determinize(merged).minimize(), _plain(money))


def test_parts_acceptor_reads_what_the_union_of_the_parts_reads():
    # a named part with an acceptor of its own is read as that acceptor, the rest projected
    from textnorm.grammars.base import GrammarSet, optimized
    number = _number()
    g = GrammarSet({"NUMBER": lambda g: number.copy(),
                    scan.ACCEPT + "NUMBER": optimized(lambda g: acceptor(g.get("NUMBER"))),
                    "ROMAN": lambda g: pynini.cross("x", "10")})
    parts = [["NUMBER", pynini.cross(" dollars", " $")], ["ROMAN", pynini.accep(" ")],
             [pynutil.delete("minus "), "NUMBER"]]
    union = pynini.union(*[scan.sequence(g, pieces) for pieces in parts]).optimize()
    fast = scan.parts_acceptor(g, parts)
    assert pynini.equivalent(fast, _plain(union))
    assert fast.num_states() == _plain(union).num_states()


def test_table_lists_word_ends_where_the_transducer_accepts():
    money = (_number() + pynini.cross(" euros", " E")).optimize()
    table = Table(acceptor(money))
    assert table.word_ends("twenty three euros and more") == [18]
    assert table.word_ends("one hundred euros") == [17]
    assert table.word_ends("euros one") == []
    # marks that close a clause end a word where a space or the span's end follows them
    assert table.word_ends("twenty three euros. and more", punctuation=True) == [18]
    assert table.word_ends("one hundred euros!?", punctuation=True) == [17]
    assert table.word_ends("twenty three euros»", punctuation=True) == [18]
    assert table.word_ends("twenty three euros.x", punctuation=True) == []
    assert table.word_ends("twenty three euros-and", punctuation=True) == []


def test_tables_end_where_each_class_reads_a_case():
    """rw (whose large input sides are merged: MEASURE's 430k arcs, MONEY's 167k; ar's too,
    in the slow run): every case line a class's transducer reads is a word end its table
    lists."""
    engine = NumbersITN("rw")
    fsts = engine.transducers()
    checked = 0
    for text in case_inputs("rw/itn/*.tsv"):
        rest = _squeezed(text.lower())[0]
        for name in {rule.fst for rule in engine.rules}:
            if fst_lib.apply(fsts[name], rest) is not None:
                table = Table(fsts["ACCEPT:" + name])
                assert len(rest) in table.word_ends(rest), (name, rest)
                checked += 1
    assert checked > 20


def _squeezed_one_by_one(text: str) -> tuple[str, list[int]]:
    """The reference: character by character, a whitespace character after another one goes,
    any other whitespace character becomes a space where it stands."""
    out, offsets = [], []
    for i, ch in enumerate(text):
        if regex.fullmatch(r"\s", ch):
            if i and regex.fullmatch(r"\s", text[i - 1]):
                continue
            ch = " "
        out.append(ch)
        offsets.append(i)
    return "".join(out), [*offsets, len(text)]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(st.sampled_from(["a", "é", " ", " ", "\t", "\u00a0", "\u3000", "\x1c", "\u2028",
                                "\x85", "\u200b", "\n"]), max_size=16))
def test_squeezed_runs_and_offsets(text):
    """NumbersITN squeezes the window at every word start; its fast ways (nothing to do when
    every run is one plain space, only the other runs handled) give the reference's output."""
    squeezed, offsets = _squeezed(text)
    assert (squeezed, list(offsets)) == _squeezed_one_by_one(text)


def test_a_word_ends_before_punctuation_only_where_asked():
    """A run's last word followed by punctuation, then a space or the span's end, ends there
    when the caller asks (numbers ITN: "twenty three." 23.); otherwise only a space or the
    span's end does, and a mark inside a token ("three.one") ends nothing."""
    table = Table(acceptor(_number()))
    span = "twenty three. one"
    assert table.word_ends(span) == [6]
    assert table.word_ends(span, punctuation=True) == [12, 6]
    assert table.word_ends("twenty three\u2026", punctuation=True) == [12, 6]
    assert table.word_ends("twenty three\u00bb", punctuation=True) == [12, 6]
    assert table.word_ends("twenty three.one", punctuation=True) == [6]
