"""The TN number grammar that ITN inverts, re-exported without TN's rules.

ITN reads numbers with the very transducers TN writes them with (`number_names`, digits ->
words; `ordinal_names`; `year`; `decade`), inverted: one grammar, two directions. Only the
transducers come over; TN's candidate-span rules find written digits and have no place here.
"""

from __future__ import annotations

from ..tn import cardinal as _cardinal
from ..tn import years as _years

_FROM_CARDINAL = ("number_names", "ordinal_names")
_FROM_YEARS = ("year", "decade")

TRANSDUCERS = {
    **{name: _cardinal.TRANSDUCERS[name] for name in _FROM_CARDINAL},
    **{name: _years.TRANSDUCERS[name] for name in _FROM_YEARS},
}
RULES: list = []
