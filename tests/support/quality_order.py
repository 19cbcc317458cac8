"""The hand-written sets in the order they were written, and each set's tenants numbered
after every tenant of the sets before it.

The number picks a tenant's fillers (`quality_handwritten.numbered_after`), so a set added
later must not renumber one before it. A set asks for its tenants here by its letter; the
sets before it are imported when asked, not when this module is, since every set imports
this module.
"""

from __future__ import annotations

import importlib

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Written, numbered_after

ORDER: tuple[str, ...] = (
    "first",
    "fresh",
    *"b c d e f g h i j l m n o p r s t u v w x y z q k a".split(),
    *"ab ac ad ae af ag ah ai aj ak al am an ao ap aq ar as at au av aw ax ay az".split(),
)


def _batch(letter: str) -> tuple[Written, ...]:
    """The tenants of the set `letter` as written."""
    if letter == "first":
        from tests.support.quality_handwritten import WRITTEN

        return WRITTEN
    if letter == "fresh":
        from tests.support.quality_handwritten_fresh import FRESH

        return FRESH
    module = importlib.import_module(f"tests.support.quality_written_{letter}")
    batch: tuple[Written, ...] = getattr(module, f"BATCH_{letter.upper()}")
    return batch


def numbered_in_order(letter: str, batch: tuple[Written, ...]) -> list[Tenant]:
    """The set `letter` (`batch`) as tenants, numbered after the sets written before it."""
    earlier = ORDER[: ORDER.index(letter)]
    return numbered_after(batch, *(_batch(e) for e in earlier))
