"""The hand-written sets written before set M, in the order they were written.

A set's tenants are numbered after every tenant of the sets before it (the number picks a
tenant's fillers, `quality_handwritten.numbered_after`), so a later set names every set
that comes before it; this is that list up to set L, named once.
"""

from __future__ import annotations

from tests.support.quality_handwritten import WRITTEN, Written
from tests.support.quality_handwritten_fresh import FRESH
from tests.support.quality_written_b import BATCH_B
from tests.support.quality_written_c import BATCH_C
from tests.support.quality_written_d import BATCH_D
from tests.support.quality_written_e import BATCH_E
from tests.support.quality_written_f import BATCH_F
from tests.support.quality_written_g import BATCH_G
from tests.support.quality_written_h import BATCH_H
from tests.support.quality_written_i import BATCH_I
from tests.support.quality_written_j import BATCH_J
from tests.support.quality_written_l import BATCH_L

BEFORE_M: tuple[tuple[Written, ...], ...] = (
    WRITTEN,
    FRESH,
    BATCH_B,
    BATCH_C,
    BATCH_D,
    BATCH_E,
    BATCH_F,
    BATCH_G,
    BATCH_H,
    BATCH_I,
    BATCH_J,
    BATCH_L,
)
