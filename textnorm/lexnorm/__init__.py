"""Lexical normalization (`--mode lexnorm`): social-media words -> standard spelling.

A model is trained on the user's data (`textnorm train-lexnorm FILE -o DIR`): a replacement
table with counts, n-1 merges, back-off guesses for unseen words, and thresholds tuned on
held-out folds. `processor.LexNormalizer` serves the mode; a T5/ByT5 checkpoint also works.
Modules: data (readers), tokenize, align, candidates (back-off), model, train, storage.
"""
