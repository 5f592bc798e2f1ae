"""ASR-evaluation normalization (`mode="asr"`): text made comparable before WER/CER scoring.

`processor.AsrNormalizer` serves every language; schemes `wer` (grapheme-safe multilingual),
`whisper` (English, byte-identical to Whisper's EnglishTextNormalizer) and `whisper-basic`.
"""
