"""The `whisper` and `whisper-basic` schemes against Whisper's own normalizers.

The schemes promise byte-identical output; the copy of Whisper's EnglishTextNormalizer and
BasicTextNormalizer that ships with `transformers` (an optional dependency, `neural` extra) is the
reference. Sentences are drawn from the words and symbols Whisper's rules react to (written here,
not read from textnorm's tables), so that a changed rule or a deleted table row shows up as a
difference. The spelling map is textnorm's own (the reference takes it as an argument).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from textnorm import lexicon
from textnorm.asr.whisper_basic import basic_normalize
from textnorm.asr.whisper_english import normalize_english

reference = pytest.importorskip("transformers.models.whisper.english_normalizer")

_WORDS = """
zero oh o one two three four five six seven eight nine ten eleven twelve thirteen fourteen
fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
hundred thousand million billion trillion quadrillion decillion
ones twos threes sixes tens twelves twenties thirties nineties hundreds thousands millions
zeroth first second third fourth fifth eighth ninth nineth twelfth twentieth ninetieth
hundredth thousandth millionth
and a half point double triple minus negative plus positive per cent percent
dollar dollars cent cents pound pounds euro euros
mr mrs st dr prof capt gov ald gen sen rep pres rev hon asst assoc lt col jr sr esq
won't can't let's ain't y'all wanna gotta gonna i'ma imma woulda coulda shoulda ma'am kinda
it's she's he'd they'd we've i'm you're isn't do't 'til 's 'd 'll 've
hmm mm mhm mmm uh um colour centre cheque grey
0 1 2 5 7 10 12 19 20 21 99 100 101 1000 2024 3.5 0.05 1,000 1,234 10th 3rd 2nd 1st 1s 80s
$ £ € ¢ % . , - + ' ( ) [ ] < > ? ! : / & #
$3 £5 €2.50 ¢7 $0.36 5% 50¢ mp3 b52 5km Œuvre straße þórður naïve
""".split()

_SENTENCES = st.lists(
    st.tuples(st.sampled_from(_WORDS), st.sampled_from([" ", " ", " ", "", ". ", ", "])),
    max_size=12,
).map(lambda parts: "".join(word + sep for word, sep in parts))


@pytest.fixture(scope="module")
def whisper_english():
    return reference.EnglishTextNormalizer(lexicon.mapping("en/asr/spelling.tsv"))


@settings(max_examples=400, deadline=None)
@given(text=_SENTENCES)
def test_whisper_scheme_equals_whisper(whisper_english, text):
    assert normalize_english(text) == whisper_english(text)


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(_SENTENCES, st.text(max_size=30)))
def test_whisper_basic_scheme_equals_whisper(text):
    assert basic_normalize(text) == reference.BasicTextNormalizer()(text)
