"""Ordered parallel map over a stream with a bounded window of work in flight.

`multiprocessing.Pool.imap` reads its whole input ahead of the workers (its task thread queues
every item), so a large file would sit in memory; here at most `window` items are submitted and
not yet consumed, and the input is read only as results are taken.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Pending(Protocol):
    def get(self) -> Any: ...


def ordered_window(submit: Callable[[T], Pending], items: Iterable[T],
                   window: int) -> Iterator[Any]:
    """Results of `submit(item).get()` in input order, with at most `window` items submitted
    whose results have not been yielded yet."""
    if window < 1:
        raise ValueError("window must be at least 1")
    pending: deque[Pending] = deque()
    for item in items:
        if len(pending) >= window:
            yield pending.popleft().get()
        pending.append(submit(item))
    while pending:
        yield pending.popleft().get()
