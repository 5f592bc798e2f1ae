"""itn_endings.py: the endings ITN splits off a number's last word (no grammar is built)."""

from __future__ import annotations

from textnorm.grammars.numbers import itn_endings
from textnorm.grammars.numbers.language import Language


def _endings(code: str) -> itn_endings.ItnEndings:
    lang = Language(code, itn=True)
    found = itn_endings.ItnEndings.of(lang.written.endings, code, lang.data.config, lang.say)
    assert found is not None
    return found


def test_apostrophe_endings_split_with_the_sandhi_undone():
    # tr (config glued_endings apostrophe, itn_glued_endings): "üçte" üç + te, "dörde" dört + e
    tr = _endings("tr")
    assert tr.apostrophe == "'"
    said = {s.stem: s.ending for s in tr.splits("iki bin yirmi üçte on dörde kırkı")}
    assert said == {"üç": "te", "dört": "e", "kırk": "ı"}


def test_words_of_itn_glued_endings_not_are_not_cut():
    # tr: the pronoun o's forms and yüz "face" (ona is no 10'a, "bu yüzden" no 100'den)
    assert not list(_endings("tr").splits("ona onu bu yüzden yüzde"))


def test_starts_of_itn_glued_endings_not_are_not_cut():
    # tr `onlar*`: onlar, onlarda "they, in them" (no 10'lar); doksanlarda is cut (1990'larda)
    tr = _endings("tr")
    assert not list(tr.splits("onlar onlarda milyonları binlerce"))
    assert [(s.stem, s.ending) for s in tr.splits("doksanlarda")] == [("doksan", "larda")]


def test_ending_after_an_abbreviation_in_harmony_with_its_reading():
    # tr numbers/ending_readings.tsv: TL read te-le ("liraya" 250 TL'ye); km is read as said
    tr = _endings("tr")
    assert tr.written("250 TL", "ya") == "250 TL'ye"
    assert tr.written("250 TL", "nın") == "250 TL'nin"
    assert tr.written("5 km", "ye") == "5 km'ye"
    assert tr.written("5 ATL", "ya") == "5 ATL'ya"  # (no abbreviation of its own)


def test_listed_endings_written_after_the_joiner_of_the_config():
    # az (glued_endings listed, itn_glued_endings_joiner -): "beşdə" beş + də, written 5-də;
    # ml writes its endings on the digits (no joiner): "2000ൽ"
    az = _endings("az")
    assert [(s.stem, s.ending) for s in az.splits("qırx beşdə")] == [("beş", "də")]
    assert az.written("07:45", "də") == "07:45-də"
    assert _endings("ml").written("2000", "ൽ") == "2000ൽ"
