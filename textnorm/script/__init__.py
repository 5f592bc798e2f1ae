"""Script normalization: Brahmic, Ge'ez and Perso-Arabic orthography processors."""
