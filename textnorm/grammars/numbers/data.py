"""A language's number data: `textnorm/lexicons/<lang>/numbers/*.tsv`, parsed and checked.

- `cardinal.tsv`: `N<TAB>reading` for every number the language reads as a unit (at least
  0..99), `N@form<TAB>reading` where a form (an agreement form such as `feminine`, a form used
  before a scale word, an ordinal form) reads N otherwise.
- `scales.tsv`: how a number above the smallest scale is read. Key `P[@form][:Q[:R]]`: the
  power of ten P (2 = hundreds, 3 = thousands, 5 = lakh, 4 = myriad ...), the form it serves,
  a pattern Q over the multiplier's digits and R over the remainder's P digits (digits are
  literal, `x` is any digit, `*` any run of digits; default `*`). The reading is a template:
  `{q}` the multiplier's reading, `{r}` the remainder's (`{q:form}` reads it in a form), text
  inside `[...]` only when the remainder is not zero. The most specific row wins.
- `config.tsv`: `key<TAB>value` settings (separators, minus and decimal words, `plus` the word
  a "+" before a measure's number is read as (TN, measure.py: de "+5 °C" plus fünf Grad
  Celsius; none: not read), `word_spaces no`
  for a script written without spaces between words, where a number touches its words: 买了5个);
  `wrap@<form><TAB>prefix{}suffix` reads a form as the plain reading in a frame (zh 第{},
  id ke{}), its own rows in cardinal.tsv being whole readings that replace the frame.
  What ITN writes: `itn_keep_below N` (a lone number word below N stays a word in running
  text; default 10; `itn_keep_alone yes`: on a line of its own too, vi "một"; but not right
  before a word of `itn_digits_before`: ja counters, 鳥一羽 鳥1羽; `itn_digit_apart yes`:
  where words are not spaced, a number may end right before a lone digit word and the word it
  counts, zh 一百一个 100一个, 一万三天 10000三天; `itn_digit_apart_before`: words before which
  the last digit of a number said without its scale word is left apart, zh 个 位 天 周 月 年:
  一百一个 100一个 but 一百一人 110人; `itn_digits_after`: words after a number just written after
  which a lone digit word is written in digits too, zh 块: 十二块五 12块5;
  `itn_digits_after_classes`: classes right after whose reading just written one is written in
  digits too, zh MEASURE: 十毫秒一帧 10ms1帧; `itn_digits_ending_after`: words after which one
  that ends a clause is written in digits where a number was written before it on the line,
  zh 是: 绝对值是二 绝对值是2),
  `itn_keep_counted CLASS ...` (classes whose reading of a lone digit word and its unit stays
  words in running text too: zh MEASURE, 等了三天),
  `itn_abbreviated X>Y ...` (a number said without the scale word Y of its last digit after
  X: zh 一百一 110, 一万二 12000; relax.py), `itn_plus_minus_words` (words ITN writes "±"
  for before a number: zh 正负), `itn_group_integers_from N` (a whole number is grouped from
  N digits, others from itn_group_from: zh 5, 2012 but 3,000.5),
  `itn_ordinal_not_after` and `itn_ordinal_not_before` (words after / before which a
  spoken ordinal stays words: ar الساعة, صباحا, an hour), `itn_ordinal_keep_below N` (an
  ordinal below N said in one word stays a word, alone on a line too: es "primero"; default
  0; `itn_ordinal_keep_alone no`: in running text only, ru "первый" alone 1-й;
  `itn_ordinal_keep_from N`: one from N up said in one word too, ar 100: المئة;
  `itn_ordinal_keep N ...`: those numbers' too, ur 1 2 3 4 6, پہلا دوسری),
  `itn_keep_compounds F ...` (forms of cardinal.tsv whose readings of several words stay
  words as a whole where no class reads a longer run from their start: ar `ordinal-day`,
  "الفصل الخامس عشر" stays, never "الخامس 10"),
  `itn_ordinal_full_forms` (forms of ordinal_marks.tsv besides the first that ITN reads in
  full, not only below 10**4: ja `ordinal-counter` 一万番目), `itn_ordinal_bare`
  (patterns of the ordinals written without a mark: ru years `xxx1 ...`, "в 1974 году"),
  `itn_ordinal_before_word yes` (an ordinal said before the word it numbers is written joined
  to it by ordinal_before_word's sign: uz "yigirma birinchi asr" 21-asr; ordinal.py),
  `itn_decimal_scales` (a decimal said with a scale word keeps it, written as `power=word`
  says: ru "1,23 млрд"), `itn_group_from N` (group the integer part of
  numbers of N or more digits with the first group separator; default never; of the classes
  of `itn_grouped_classes`, default `CARDINAL DECIMAL`: fr `MONEY MEASURE` 80 000 ₩),
  `itn_scales_written word:power[:least] ...` (whole numbers are written in plain digits
  broken at each of those scale words said in the number, its multiplier before the word where
  it is at least `least`, default 1: zh `亿:8 万:4:100`, 一亿零两千三百 1亿2300, 一百万零五
  100万5, 一万零三百 10300; replaces grouping and itn_quantity_from for those classes;
  `itn_scales_written_from N`: only whole numbers of N digits or more, but of every class,
  MONEY too: ja 7: 400万, 1億5000万, 2兆30, 6000億円, but 50,000 grouped as other numbers;
  `itn_scales_written_alone no`: not a number that is a line of its own, written as without
  them: zh 一百一十九万九千 1,199,000 and 一千万 1,000万 on a line, 119万9000 in running text;
  `round`: only one said with digits after its last scale word, ja 四百万 400万 but
  一兆十 1,000,000,000,010 and 三百二十万五千 3,205,000 on a line),
  `itn_digits native` (write the native digits of digits.tsv), `itn_decimal_words` (more
  spoken decimal words, `word=mark` each: es `punto=.`), `itn_decimal_mark` (the separator
  name of the mark ITN writes for the locale's decimal word; default its first
  decimal_separator: vi `period`, "không phẩy năm" 0.5), `itn_minus_words` (more spoken
  minus words; `itn_chars_not_numbers`: characters of them that start or continue no run of
  number words where words are not spaced, zh 的 of 负的), `itn_plus_words` (words ITN writes
  "+" for before a number: ja プラス),
  `itn_quantity_from P` (a round number said with a scale word of power P or more at its end
  keeps the word: zh 两万 -> 2万, es "dos millones de euros" -> "2 millones de euros", vi
  "một triệu" 1 triệu;
  `itn_quantity_alone no`: not a number that is a line of its own, written in full there:
  fr "deux millions" 2000000 on a line, "2 millions d'euros" in running text;
  with `itn_quantity_tail yes` also one said with one word more for the next digit, written
  as a decimal: vi "một triệu hai" 1.2 triệu), `itn_gaps optional` (ITN reads the sign,
  decimal word and digits also run together: ko 일점삼), `itn_inside_words yes` (where
  words are not spaced, ITN finds numbers inside running text: zh 他买了十五个 ->
  他买了15个; not in not_numbers.tsv's words, but after a word of `itn_numbers_after`: ja
  正午 "noon", 正午十分 ten past noon), `itn_prefer CLASS ...` (classes whose reading
  of a run wins over another class's reading of as many words: mr `TIME`, "साडे चार" 04:30 not
  4 1/2; `CLASS>OTHER`: over that class only, it and pt `TIME>FRACTION`: "sete e um quarto"
  7:15, while "vinte e um" stays a cardinal),
  `itn_also L` (code-switched input: language L's ITN reads the text between the language's
  own rewrites, es and hi `en`; `itn_also_apart`: words it never takes in; `itn_also_options`:
  options of its processor switched on, hi `date_year_comma`; code_switch.py),
  `scale_apart_forms` (TN: the form of a number written apart before a scale word, where it
  differs from the form its row compounds it in: hu `attr=apart`, két milliárd; cardinal.py),
  `tn_only_forms F ...` (forms of cardinal.tsv that only TN's templates read, which ITN does
  not take for the number: es `minute` "y cuarto", `day` "primero de mayo"),
  `itn_cardinal_forms F ...` (ITN reads cardinals in those forms of cardinal.tsv too: cs
  `genitive`, "od tisíce dvou set" od 1200),
  `itn_without_scales P ...` (ITN also reads numbers, cardinals and ordinals, below the next
  scale kept as if the scales of those powers did not exist: pt-PT "mil milhões" counts
  millions past 999, hi `3` "पैंतालीस सौ" 4500, the hundreds counted past ten),
  `without_scales@<form> P ...` (a form read as if they did not exist: sv years in pairs,
  language.py),
  `itn_proclitics` (one-letter words written on the next word, joined to a number ITN writes
  with `itn_proclitic_joiner`, default "-": he "באלף תשע מאות" ב-1,900; `none`: am "በሁለት
  ሺህ" በ2000),
  `itn_fraction_words_counted` (words of fraction_words.tsv read only before a unit or scale
  word or after a minus word: he וחצי; decimal.py). What TN writes around readings:
  `tn_proclitics` (one-letter words written with a hyphen before digits, said on the
  reading without it: he "ב-15" בחמש עשרה), `tn_glued_spans spaced` (readings of numbers
  written together or right after a word are spaced apart: ko 1월1일 일월 일일) and
  `tn_particles` (`after-consonant/after-vowel` pairs of particles written on a number, in
  the form its reading's last Hangul syllable asks for: ko `이/가`, 4/7이 칠분의 사가).
  What may be written right on a number's end, in every class, and how TN says it:
  `glued_endings letters|listed|apostrophe|colon joined|apart|inflected` with
  `glued_endings_listed` (the endings of `listed`), `glued_endings_sandhi` (`end+ending=joined`
  items: ml `്+ൽ=ിൽ`), `glued_endings_harmony` (an ending's vowels in harmony with the reading:
  tr "TL'ye" liraya) and `glued_endings_classes` (the classes that take one); endings.py; with
  `inflected`, `glued_endings_cases` (`ending=case` items), `glued_endings_clitics` and
  `glued_endings_first` (classes whose first word alone takes the case: fi DATE's day), the
  whole reading in the ending's case from case_numerals.tsv and case_nouns.tsv (fi "15:llä"
  viidellätoista, "5 km:n" viiden kilometrin; case_words.py).
  How letters glued to digits in a word are set off from their reading: `glued_digits`
  `spaced` (default), `joined`, `hyphen` or `no`, `glued_hyphen spaced` (cardinal.py).
  A `+` in a reading of cardinal.tsv, scales.tsv or a counted table is a seam between the
  morphemes of a compound ("drei+und+zwanzig"): TN writes it as config `tn_seams` says (a
  separator name, default `none`), ITN reads it joined (and apart: relax.py). Config
  `tn_lower_case CLASS ...`: TN writes those classes' readings in lower case (de, as ASR
  training text: "eine million"; `-` none). A config key written `key/<scheme>` replaces
  `key` under that scheme of the registry (de `tn_seams/orthographic none`).
  `roman_ordinals` (the ordinal suffixes a Roman numeral takes: fr "XIXᵉ", "Ier") and
  `itn_roman_before` (words before which ITN writes an ordinal in Roman numerals: fr siècle).
- `counted_words.tsv` (optional) and config `case_after@<case>`, `case_forms@<case>`,
  `case_rows@<case>` (agreement.py, one mechanism): a number read in the case and gender the
  inflected noun after it asks for (`word[@category]` -> form: lt "21 eurą" dvidešimt vieną
  eurą), or in the case a preposition before it governs, with its unit or currency (lt
  `case_after@genitive iki ...`, ru `case_after@genitive от до около ...`: "около 5 км"
  около пяти километров): the number's form from `case_forms` (default `=<case>`), the
  unit's words from a table's own `KEY@<case>[-<category>]` rows (lt) or from the row of
  another category that `case_rows` names (ru `one=few`: одного километра); `case_decimals no`:
  a decimal measure after such a word reads as without it (ar), its rules integers only.
- `ordinal_marks.tsv` (optional): written ordinal marks (`{}er`, `{}.`, `{}º`) -> the form read;
  `{pattern}` for a mark of the numbers whose digits match (mk `{*1}-ви`, ru `{xxx0}-е`), which
  TN prefers for them and ITN writes for them instead of the form's first mark. Config
  `ordinal_after@<form>`, `ordinal_next@<form>`, `ordinal_bare_next@<form>`: the words before
  or after a number that choose an ordinal form (ordinal.py).
- `digits.tsv` (optional): native digits -> ASCII digits.
- `variants.tsv` (optional): spellings ITN accepts besides the canonical one; config
  `itn_typed_from SRC ...` adds the spellings of the language's letters typed on SRC's keyboard
  (the Perso-Arabic channel tables `perso_arabic/convert_<lang>_from_<SRC>.tsv`, those of
  letters its readings have: ckb `ar fa`, ه for ە, ی for ێ, "هەشت" typed "هه‌شت" or "ههشت").
- `decimal_fraction.tsv` (optional): decimals read as a fraction (ru "три целых две сотых",
  hu "tizenegy egész négy tized", ar "ستة وثمانية من عشرة"; rows `whole@<case>`, `K@<case>`:
  in a case of config `decimal_counted_forms`, ru "около 1,5 км" около одной целой пяти
  десятых километра, which ITN reads back for a whole part below a thousand and up to
  hundredths; `whole@itn`, `K@itn`: read by ITN only, uk "одна ціла пʼять десятих"
  1,5 where TN says "один кома пʼять"); see fraction.py.
- `fraction_words.tsv` (optional, ITN): words said after a whole number for a fraction of it,
  with the digits they put after the decimal mark (`5<TAB>ու կես`: "հինգ ու կես" -> 5.5).
- `fractions.tsv` (optional): denominators with names of their own (fr `2 demi`, `2@plural
  demis`, ar `3@2 ثلثين` after the numerator 2, hy `4@itn քառորդ` read by ITN only), for the
  config's `fraction` templates; config `fraction@N`, `fraction_unnamed`,
  `fraction_plural_below`, `fraction_over_zero`, `fraction_whole`, `fraction_joiners` and
  ITN's `itn_fraction_spoken`, `itn_fraction_whole_spoken`, `itn_fraction_alone`,
  `itn_fraction_keep`, `itn_fraction_decimals`, `itn_fraction_written`,
  `itn_fraction_proper` (see common_fraction.py).
  `itn_and_a_half` (mixed_fraction.py): words said after a round number for half its last
  scale word, `;` between (es "y medio": "un millón y medio" 1500000).
- `mixed_fractions.tsv` (optional, ITN): words that say a whole number and a fraction (hi डेढ़
  `1 1/2`) or add one to the number after them or take one from it (सवा `+1/4`, पौने `-1/4`);
  before a scale word they scale with it (साढ़े सात सौ 750; see mixed_fraction.py); config
  `itn_mixed_after_whole yes` reads its rows of a fraction alone after a whole number too (jv
  "loro telung prapat" 2 3/4).
- `not_numbers.tsv` (optional, ITN where `itn_inside_words yes`): words written with number
  characters that are no numbers (zh 千万 "by all means"), each with its meaning; where words
  are spaced, words read as a number that stay words said alone, a particle on them too (ko
  만일 "if", 천사가 "the angel"; "만 일" 10001);
  `not_number_ends.tsv` (the same) words that are no numbers where a run of number words would
  end inside them, but a run that goes on past them is read (zh 快一点 "a bit faster" stays,
  快一点五 快1.5; 十分 "very", 十分钟 10min).
- `whitelist.tsv` (optional): abbreviations and fixed expressions, `written[@tn|@itn][@title]`
  -> spoken (whitelist.py); config `whitelist_any_case yes` (TN reads them in any letter case)
  and `itn_title_not_after` (words after which ITN leaves a title as words); `whitelist_suffix_*`
  (a case ending written on an abbreviation after a joiner: hu "tv.-t").
- The classes that read numbers with what they count (TN): `units.tsv` (MEASURE; config
  `measure_compounds yes`: measures written together, "3p20s", read part by part),
  `currencies.tsv` and `currency_signs.tsv` (MONEY), `date_parts.tsv` (DATE's counted words,
  zh 年 月 日), `ordinal_words.tsv` (ORDINAL: words after a number that make it an ordinal,
  sv "9 kap." nionde kapitlet): rows `KEY[@category]<TAB>template` with `{n}`, agreeing with
  the number by config `plural` / `plural_decimal` (counted.py; `decimal_counted_forms`,
  `form[=case]` items: the forms in which a decimal's whole part is read where the row asks
  for them, is "2,5 kg" tvö komma fimm kíló, and decimal_fraction.tsv's rows of the case, ru
  "около 1,5 км" около одной целой пяти десятых километра, decimal.py; `plural_scaled`: the
  category of a counted word after a number with a scale abbreviation, ru many "2,5 тыс.
  руб.", `plural_scaled@<power>` that of an abbreviation of that power, pt `plural_scaled@3
  other` "3 mil l", `plural_scaled_agrees yes` the number in the row's form, pt "£ 2 mil"
  duas mil libras; `scale_abbreviations@money`: abbreviations read so next to a currency
  only, fr `M=6` "3 M€": scaled_counts.py); `months.tsv`
  (`N[@form]<TAB>name`; `month_names.tsv`, `name<TAB>N`: names read as written in dates written with
  them, where a numeric date reads the month as a number: am, fa, and config `date@named`,
  `date_named_signs`, `date_named_as_written`: named_date.py) and config `date`, `date_marks`,
  `date_after@<form>`, `date_marks@<form>`, `date_mark_day@<form>`, `date_marks_sentence_period`,
  `date_short_years`,
  `date@short`, `date_separators`, `date_template_written`
  (date.py; ITN: `itn_date@<name>` rows `<spoken> => <written>`, `itn_years`,
  `itn_year_zero_words`, `itn_year_digits`,
  `itn_era_words`, `itn_date_not`, and `weekdays.tsv`; TN `year_after` / `year_before`: words
  after / before which four digits are a year, read as `date` reads its year; `year_ranges
  yes`: the ends of a range of years too (de "1990–1995"); `year_marks`:
  `written=spoken` marks written on a year, ur `ء=عیسوی`; `year_marks_after@<form>`,
  `year_marks@<form>` (`<form>+<label>`: the form with marks of its own), `year_mark_ranges`,
  `year_mark_joiners`, `year_mark_eras`, `year_decades@<form>`,
  `year_decades_after@<form>`: a year with a mark read in the case of the word before it, ru
  "в 1990 г." (year_marks.py);
  `year_eras`: `mark=template`, a year
  with an era's mark written after it, zh `bc=公元前{y}年`; `year_era_words`: words after which
  one to four digits before the template's word after its year are a year, zh 公元前202年;
  `year_zero_first yes`: two digits, the first a zero, before that word too, zh 05年;
  `year_zero_first_month`: any two digits with that word and a month after them, zh 98年8月);
  config `time`, `time@hour`, `time@seconds`, `time_separators`,
  `time_separators_with_minutes`, `time_zeros`,
  `time_after@<form>` (the hours read in a form after some words: ca `les la`, pl `o od do`) and
  `time_suffixes.tsv` (time.py), and for ITN config `itn_time`, `itn_time@hour`,
  `itn_time@seconds`, `itn_time_clock`, `itn_time_kept`, `itn_time_after` and
  `time_phrases.tsv`, `time_frames.tsv` (time.py);
  config `money_minor` and `money_scale_words` (money.py), `percent`, `percent@<category>`,
  `percent_sign_before`, `itn_percent_spaced` and `itn_percent_sign_before` (percent.py).
- Config `range`, `range_signs`, `range_number_words`, `range_between` and `range_joined`
  (ranges.py: vi "10-20" mười đến hai mươi, ja 3〜4月, 平成元年〜9年, es "entre 10-20" entre
  diez y veinte, hu "5–10" öt-tíz), and
  `weekdays.tsv` (the weekdays a date writes in parentheses: ja "(月)" 月曜日); config
  `roman_after` (roman.py: the words after which a Roman numeral is a number, vi "chương IV"),
  `roman_after@<form>` and `roman_next@<form>` (after / before these words, a numeral in
  capitals in that form: ru "глава IV" глава четвертая, it "XX secolo" ventesimo secolo;
  `cardinal` the plain reading), `roman_regnal` and `roman_regnal@feminine` (a template, `{n}`
  or `{n:form}`, for a regnal number after a capitalised name: es "Felipe II" segundo),
  `roman_feminine_names`, `roman_regnal_mark`, `roman_regnal_capital`, `roman_not_names`
  (roman.py's docstring).
- `electronic.tsv` (optional; ELECTRONIC, TN and ITN): symbols, words said as words and letter
  names in addresses; config `electronic_letters names`, `electronic_unlisted kept`,
  `electronic_final_period spaced`, `electronic_digit_words` (electronic.py).
- Config `tn_fullwidth_letters yes` (TN: Latin letters in full-width forms written as ASCII,
  zh 新ＩＰＨＯＮＥ 新IPHONE; fullwidth.py).
  Config `tn_letter_codes yes` (TN: digits and single letters joined by hyphens, ru "2-б-34",
  read sign by sign; letter_code.py). Config `number_compounds <form>` and
  `number_compounds_next` (TN: a number joined by a hyphen to a word with one of those
  endings read in the form, written together with it: ru "5-этажный" пятиэтажный; compound.py).
  Config `date_named_apart no` (named_date.py: a named date's parts joined by
  date_named_signs only) and `date_named_mark_forms yes` (a mark written on its day reads
  the day in the mark's form, ru "12-е сентября" двенадцатое).
- TELEPHONE: config `telephone_*` (TN; `telephone_plus`, `telephone_extension` and
  `telephone_dot` ITN too) and `itn_telephone*` (ITN), documented in telephone.py.
  `date` (date.py); config `time`, `time@hour`, `time@seconds`, `time_separators` and
  `time_suffixes.tsv` (time.py); config `money_minor` (money.py).
  What ITN writes for them: the first sign of a code in currency_signs.tsv (`CODE.minor` rows:
  a sign of the minor unit, ru коп.) and the first unit of a reading in units.tsv;
  `currency_words.tsv` and `unit_words.tsv` (optional, ITN: other words said for a currency
  or unit, `written<TAB>words`); config `itn_money` (order of amount and sign),
  `itn_money_joiners`, `itn_money_cents_unsaid no` (cents read only with their word: ro),
  `itn_money_quantity_from P`, `itn_money_scales` and `itn_money_frames
  yes` (currencies said before their number, in the form their row asks for: rw "amafaranga
  atanu" 5 Frw; money.py); TN's `measure_apostrophe_suffixes yes` (a unit may have an
  apostrophe and a suffix after it, kept as written: tr "5 km'de" beş kilometre'de;
  measure.py); TN's `per_written` (words written for "/" before a unit of units_per.tsv, nl
  "€ 3 per kg" drie euro per kilo; counted.py); `itn_measure_signs spaced` or `glued`,
  `itn_measure_per`, `itn_measure_quantity_from P`, `itn_measure_scales` and
  `itn_measure_frames yes` (units said with words before their number, unit_words.tsv rows
  with `{n}`: zh 每小时十公里 10km/h; the number in the form the row asks for: rw "metero
  eshanu" 5 m; measure.py).

A multiplier of power P ranges below the next larger power (below 10**3 for thousands before
millions; below 10**6 for a long-scale million before the billion at 10**12).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources

from ... import lexicon
from ...errors import LexiconError
from ...script.perso_arabic_convert import typed_spellings
from ..base import alternation

_KEY = re.compile(r"(?P<power>\d+)(?:@(?P<form>[\w-]+))?(?::(?P<q>[\dx*]+))?(?::(?P<r>[\dx*]+))?")
_NUMBER_KEY = re.compile(r"(?P<n>\d+)(?:@(?P<form>[\w-]+))?")
SLOT = re.compile(r"\{([qr])(?::([\w-]+))?\}")
# Named separators (a TSV field cannot hold a bare space).
SEPARATOR_NAMES = {
    "comma": ",", "period": ".", "space": " ", "nbsp": "\u00a0", "narrow-nbsp": "\u202f",
    "thin-space": "\u2009", "apostrophe": "'", "right-quote": "\u2019", "arabic-comma": "\u066c",
    "arabic-decimal": "\u066b", "none": "",
}
TOP_WIDTH = 3  # digits of the largest scale's multiplier
SEAM = "+"  # a seam between the morphemes of a compound reading (see load)


@dataclass(frozen=True)
class Slot:
    """`{q}` or `{r}` in a template, read in `form` ("" = the surrounding form)."""

    part: str
    form: str


@dataclass(frozen=True)
class Template:
    """A scale row's reading: pieces before, inside and after the optional `[...]`."""

    head: tuple[str | Slot, ...]
    optional: tuple[str | Slot, ...] | None
    tail: tuple[str | Slot, ...]

    @property
    def pieces(self) -> tuple[str | Slot, ...]:
        return self.head + (self.optional or ()) + self.tail

    def slot(self, part: str) -> Slot | None:
        return next((p for p in self.pieces if isinstance(p, Slot) and p.part == part), None)


@dataclass(frozen=True)
class ScaleRow:
    power: int
    form: str
    q: str
    r: str
    template: Template
    text: str

    @property
    def specificity(self) -> tuple:
        return (bool(self.form), pattern_rank(self.q), pattern_rank(self.r))


def pattern_rank(pattern: str) -> tuple[int, int]:
    """Exact patterns before starred ones; more literal digits first."""
    return (0 if "*" in pattern else 1, sum(c.isdigit() for c in pattern))


def parse_template(text: str, where: str) -> Template:
    pieces: list[list[str | Slot]] = [[]]
    depth_open = False
    tokens = re.split(r"(\{[^}]*\}|\[|\])", text)
    for token in tokens:
        if not token:
            continue
        if token == "[":
            if depth_open or len(pieces) > 1:
                raise LexiconError(f"{where}: one [...] per template")
            depth_open = True
            pieces.append([])
        elif token == "]":
            if not depth_open:
                raise LexiconError(f"{where}: ']' without '['")
            depth_open = False
            pieces.append([])
        elif token.startswith("{"):
            match = SLOT.fullmatch(token)
            if not match:
                raise LexiconError(f"{where}: bad slot {token!r}")
            pieces[-1].append(Slot(match.group(1), match.group(2) or ""))
        else:
            pieces[-1].append(token)
    if depth_open:
        raise LexiconError(f"{where}: '[' without ']'")
    if len(pieces) == 1:
        template = Template(tuple(pieces[0]), None, ())
    else:
        template = Template(tuple(pieces[0]), tuple(pieces[1]), tuple(pieces[2]))
    order = [p.part for p in template.pieces if isinstance(p, Slot)]
    if order not in ([], ["q"], ["r"], ["q", "r"]):
        raise LexiconError(f"{where}: slots must be at most one {{q}} then one {{r}}")
    return template


@dataclass
class NumberData:
    """One language's number tables."""

    lang: str
    exact: dict[str, dict[int, str]]  # form ("" = default) -> number -> reading
    rows: list[ScaleRow]
    config: dict[str, str]
    tables: tuple = ()  # the (cardinal, scales) rows it was built from
    ordinal_marks: list[tuple[str, str]] = field(default_factory=list)
    digits: dict[str, str] = field(default_factory=dict)
    variants: list[tuple[str, str]] = field(default_factory=list)
    fraction_rows: list[tuple[str, str]] = field(default_factory=list)
    fraction_words: list[tuple[str, str]] = field(default_factory=list)
    _rows_for: dict = field(default_factory=dict, repr=False, compare=False)
    memo: dict = field(default_factory=dict, repr=False, compare=False)  # reader.py's

    @cached_property
    def powers(self) -> list[int]:
        return sorted({row.power for row in self.rows})

    def width(self, power: int) -> int:
        """Digits of a multiplier of 10**power."""
        larger = [p for p in self.powers if p > power]
        if larger:
            return larger[0] - power
        return int(self.config.get("top_width", TOP_WIDTH))

    @cached_property
    def max_digits(self) -> int:
        if not self.powers:
            return max(len(str(n)) for n in self.exact[""])
        top = self.powers[-1]
        return top + self.width(top)

    @cached_property
    def forms(self) -> list[str]:
        named = {f for f in self.exact if f} | {row.form for row in self.rows if row.form}
        named |= {key.split("@", 1)[1] for key in self.config if key.startswith("wrap@")}
        for row in self.rows:
            for piece in row.template.pieces:
                if isinstance(piece, Slot) and piece.form:
                    named.add(piece.form)
        return sorted(named)

    @cached_property
    def widths(self) -> list[int]:
        """The ladder of zero-padded widths numbers are read at: each scale's power, then the
        largest number's digits."""
        return [*self.powers, self.max_digits] if self.powers else [self.max_digits]

    def below(self, width: int) -> int | None:
        lower = [w for w in self.widths if w < width]
        return lower[-1] if lower else None

    def rows_for(self, form: str, power: int) -> list[ScaleRow]:
        """The rows of a scale that serve `form`, most specific first (its own rows before
        the plain ones); ties keep the file's order."""
        key = (form, power)
        if key not in self._rows_for:
            rows = [r for r in self.rows if r.power == power and r.form in ("", form)]
            self._rows_for[key] = sorted(rows, key=lambda r: r.specificity, reverse=True)
        return self._rows_for[key]

    @cached_property
    def ordinal_forms(self) -> list[str]:
        return [f for f in self.forms if f.startswith("ordinal")]

    def wrap(self, form: str) -> tuple[str, str] | None:
        """(prefix, suffix) of a form read as the plain reading in a frame (config
        `wrap@<form>`, e.g. `第{}`: zh 第一), or None. Such a form's exact rows are whole
        readings that replace the frame (ko 첫째)."""
        frame = self.config.get(f"wrap@{form}") if form else None
        if frame is None:
            return None
        prefix, _, suffix = frame.partition("{}")
        return prefix, suffix

    def separators(self, key: str, default: str) -> list[str]:
        names = self.config.get(key, default).split()
        unknown = [n for n in names if n not in SEPARATOR_NAMES and len(n) != 1]
        if unknown:
            raise LexiconError(f"{self.lang}/numbers/config.tsv: unknown separator {unknown}")
        return [SEPARATOR_NAMES.get(n, n) for n in names]


def _optional(relpath: str) -> list[lexicon.Entry]:
    path = lexicon.lexicon_root() / relpath
    return list(lexicon.load(relpath)) if path.exists() else []


def optional_rows(relpath: str) -> list[tuple[str, str]]:
    """(written, spoken) rows of `lexicons/<relpath>`, none where the file does not exist."""
    return [(e.written, e.spoken) for e in _optional(relpath)]


@cache
def load_fraction_names(lang: str) -> dict[str, str]:
    """fractions.tsv: denominator (`D`, `D@plural`) -> its name (fr 2 demi, 2@plural demis)."""
    return {e.written: e.spoken for e in _optional(f"{lang}/numbers/fractions.tsv")}


@cache
def model_maker() -> str:
    """A regex of a name of mul/numbers/model_makers.tsv and the space after it: after one, a
    number's hyphen joins a model's parts ("Boeing 737-800"), no range's ends."""
    names = [written for written, _ in optional_rows("mul/numbers/model_makers.tsv")]
    return rf"(?<!\w){alternation(names)}[ \u00a0]"


@cache
def not_numbers(lang: str, table: str = "not_numbers") -> tuple[str, ...]:
    """not_numbers.tsv's words (or another such `table`'s: not_number_ends), longest first."""
    words = {e.written.lower() for e in _optional(f"{lang}/numbers/{table}.tsv")}
    return tuple(sorted(words, key=lambda w: (-len(w), w)))


def source(lang: str) -> str | None:
    """Where a language's number data came from: the header line of its cardinal.tsv
    ("generated ... from CLDR ...", or a hand-checked source), or None without number data."""
    path = resources.files("textnorm").joinpath("lexicons", lang, "numbers", "cardinal.tsv")
    if not path.is_file():
        return None
    first = path.read_text("utf-8").split("\n", 1)[0]
    return first.lstrip("# ").strip() if first.startswith("#") else "(no header)"


def from_tables(lang: str, cardinal: list[tuple[str, str]], scales: list[tuple[str, str]],
                config: list[tuple[str, str]], **extra) -> NumberData:
    """NumberData from (written, spoken) rows of the tables (checked; errors name the row)."""
    exact: dict[str, dict[int, str]] = {"": {}}
    for written, spoken in cardinal:
        match = _NUMBER_KEY.fullmatch(written)
        if not match:
            raise LexiconError(f"{lang}/numbers/cardinal.tsv: bad key {written!r}")
        exact.setdefault(match.group("form") or "", {})[int(match.group("n"))] = spoken
    rows = []
    for written, spoken in scales:
        match = _KEY.fullmatch(written)
        where = f"{lang}/numbers/scales.tsv: {written}"
        if not match:
            raise LexiconError(f"{where}: bad key")
        rows.append(ScaleRow(int(match.group("power")), match.group("form") or "",
                             match.group("q") or "*", match.group("r") or "*",
                             parse_template(spoken, where), spoken))
    return NumberData(lang=lang, exact=exact, rows=rows, config=dict(config),
                      tables=(tuple(cardinal), tuple(scales)), **extra)


def lowered(data: NumberData) -> NumberData:
    """The same data with every reading lower-cased."""
    cardinal, scales = data.tables
    return from_tables(
        data.lang, [(k, v.lower()) for k, v in cardinal], [(k, v.lower()) for k, v in scales],
        list(data.config.items()), ordinal_marks=data.ordinal_marks, digits=data.digits,
        variants=[(a.lower(), b.lower()) for a, b in data.variants],
        fraction_rows=[(k, v.lower()) for k, v in data.fraction_rows],
        fraction_words=[(k, v.lower()) for k, v in data.fraction_words],
    )


def without_scales(data: NumberData, powers: set[int], top_width: int | None = None
                   ) -> NumberData:
    """The same data as if the scales of `powers` did not exist: the multiplier of the scale
    below them grows into their digits (pt-PT "quarenta e cinco mil setecentos milhões" for
    45 700 000 000, where Brazil says "quarenta e cinco bilhões e setecentos milhões"), or
    into `top_width` digits (ar ordinals: 1, up to 999)."""
    cardinal, scales = data.tables
    kept = [(k, v) for k, v in scales if int(_KEY.fullmatch(k).group("power")) not in powers]
    # as many digits as before: where the top scale goes, the one below it grows into its
    # digits (it "mille miliardi", 10**12)
    config = dict(data.config)
    top = max((int(_KEY.fullmatch(k).group("power")) for k, _ in kept), default=None)
    if top is not None and top < data.max_digits:
        config["top_width"] = str(top_width or data.max_digits - top)
    return from_tables(data.lang, list(cardinal), kept, list(config.items()),
                       ordinal_marks=data.ordinal_marks, digits=data.digits,
                       variants=data.variants, fraction_rows=data.fraction_rows,
                       fraction_words=data.fraction_words)


def scheme_config(rows: list[tuple[str, str]], scheme: str | None) -> list[tuple[str, str]]:
    """Config rows under `scheme`: a key written `key/<scheme>` replaces `key` there; the
    rows of other schemes drop out (the plain keys are the default scheme's)."""
    plain = dict(r for r in rows if "/" not in r[0])
    for key, value in rows:
        name, _, of = key.partition("/")
        if of and of == scheme:
            plain[name] = value
    return list(plain.items())


def _joined(rows: list[tuple[str, str]], joiner: str) -> list[tuple[str, str]]:
    return [(k, v.replace(SEAM, joiner)) for k, v in rows]


def seam_joiner(lang: str, config: dict[str, str], itn: bool) -> str:
    """What a seam ("+") of a reading is written as: config `tn_seams` in TN, nothing in ITN."""
    seams = "none" if itn else config.get("tn_seams", "none")
    if seams not in SEPARATOR_NAMES:
        raise LexiconError(f"{lang}/numbers/config.tsv: unknown tn_seams {seams!r}")
    return SEPARATOR_NAMES[seams]


def _typed_variants(lang: str, config: dict[str, str], readings: list[str]
                    ) -> list[tuple[str, str]]:
    """Config `itn_typed_from`: (letters, as typed on another keyboard) for the letters the
    readings have (see variants.tsv above)."""
    pairs = []
    for src in config.get("itn_typed_from", "").split():
        try:
            typed = typed_spellings(lang, src)
        except FileNotFoundError as error:
            raise LexiconError(f"{lang}/numbers/config.tsv: itn_typed_from {src}: "
                               f"{error}") from error
        pairs += [(a, b) for a, b in typed if any(a in text for text in readings)]
    return list(dict.fromkeys(pairs))


@cache
def load(lang: str, scheme: str | None = None, itn: bool = False) -> NumberData:
    """The number data of `lang` under `scheme` (config `key/<scheme>` rows), for TN or ITN
    (raises LexiconError naming the file and line on bad data). A `+` in a reading of
    cardinal.tsv or scales.tsv is a seam between morphemes of a compound ("drei+und+zwanzig"):
    TN writes it as config `tn_seams` says (a separator name; default `none`: joined), ITN
    reads the compound joined (relax.py accepts it written apart too). The readings of
    units.tsv and the other counted tables take seams too (counted.load_table)."""
    base = f"{lang}/numbers/"

    def rows(name: str) -> list[tuple[str, str]]:
        return [(e.written, e.spoken) for e in _optional(base + name)]

    config = scheme_config(rows("config.tsv"), scheme)
    joiner = seam_joiner(lang, dict(config), itn)
    cardinal = _joined(rows("cardinal.tsv"), joiner)
    scales = _joined(rows("scales.tsv"), joiner)
    readings = [v for _, v in cardinal + scales + config]
    return from_tables(
        lang, cardinal, scales, config,
        ordinal_marks=rows("ordinal_marks.tsv"),
        digits=dict(rows("digits.tsv")),
        variants=rows("variants.tsv") + _typed_variants(lang, dict(config), readings),
        fraction_rows=rows("decimal_fraction.tsv"),
        fraction_words=rows("fraction_words.tsv"),
    )
