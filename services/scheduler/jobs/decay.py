"""Ebbinghaus decay with access reinforcement, computed so that re-running changes nothing.

    confidence = min(1, base × exp(−decay_rate × days^0.8) + 0.05 × ln(1 + access_count/20))

`days` counts from the item's anchor: its last access, or when its base was set (creation,
or the run that rebased it). `base` is the confidence the write path last gave the item,
never a decayed value, so a run on day N gives the same result however many runs came
before — decay does not compound.

The job remembers what it wrote (`decay_written`); a value that moved less than
`write_delta` since is not written (the next write catches up, from the same formula).
A stored confidence that differs from what the job wrote was changed by someone else (a
merge +0.05, a confirmation, a contradiction): that value becomes the new base, anchored
at the run that noticed it.

Results are rounded to `PRECISION` decimals: confidence is shown with one or two decimals,
and equal values let one payload write cover many items.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from memstream.contracts.items import MemoryItem
from memstream.services.scheduler.shared.clock import days_between

PRECISION = 3
_EPS = 10.0 ** -(PRECISION + 2)

# Payload keys of the decay bookkeeping (MemoryItem fields).
BASE = "decay_base"
BASE_AT = "decay_base_at"
WRITTEN = "decay_written"
ANNOUNCED = "decay_announced"


def ebbinghaus(base: float, rate: float, days: float, exponent: float = 0.8) -> float:
    """`base × exp(−rate × days^exponent)`; no time or no rate leaves `base` as it is."""
    if days <= 0 or rate <= 0:
        return base
    return base * math.exp(-rate * days**exponent)


def reinforcement(access_count: int, weight: float = 0.05, scale: float = 20.0) -> float:
    """`weight × ln(1 + access_count / scale)`: grows with use, ever more slowly."""
    return weight * math.log1p(max(0, access_count) / scale)


def decayed(
    base: float,
    rate: float,
    days: float,
    access_count: int,
    *,
    exponent: float = 0.8,
    weight: float = 0.05,
    scale: float = 20.0,
) -> float:
    """The decayed, reinforced confidence, capped at 1 and rounded to PRECISION."""
    value = ebbinghaus(base, rate, days, exponent) + reinforcement(access_count, weight, scale)
    return round(min(1.0, max(0.0, value)), PRECISION)


@dataclass(frozen=True, slots=True)
class DecayParams:
    exponent: float = 0.8
    weight: float = 0.05
    scale: float = 20.0
    prune_below: float = 0.05
    announce_delta: float = 0.05
    write_delta: float = 0.0


@dataclass(frozen=True, slots=True)
class DecayOutcome:
    confidence: float
    pruned: bool
    patch: dict[str, Any]
    announce: bool

    @property
    def changed(self) -> bool:
        return bool(self.patch)


def exempt(item: MemoryItem) -> bool:
    """Protected items and items with no decay rate never decay."""
    return item.protected or item.decay_rate <= 0.0


def decay_item(item: MemoryItem, now: float, p: DecayParams) -> DecayOutcome:
    """What decay does to one active item at `now` (epoch seconds); pure."""
    current = item.confidence
    if exempt(item):
        return DecayOutcome(current, False, {}, False)
    written = item.decay_written
    created = now if item.created_at is None else item.created_at
    patch: dict[str, Any] = {}
    if written is None or abs(written - current) > _EPS:
        base = current
        patch[BASE] = base
        if written is None:
            # First sight: the base has held since creation (the default anchor, so not
            # written: equal patches are what let one write cover many items).
            base_at = created if item.decay_base_at is None else item.decay_base_at
        else:
            # Changed between the previous run and this one; anchoring the change at this
            # run gives it the benefit of the doubt.
            base_at = patch[BASE_AT] = now
    else:
        base = current if item.decay_base is None else item.decay_base
        base_at = created if item.decay_base_at is None else item.decay_base_at
    anchor = max(base_at, item.last_accessed or 0.0)
    value = decayed(
        base,
        item.decay_rate,
        days_between(anchor, now),
        item.access_count,
        exponent=p.exponent,
        weight=p.weight,
        scale=p.scale,
    )
    pruned = value < p.prune_below
    announced = item.decay_announced
    if announced is None:
        announced = current if item.decay_base is None else item.decay_base
    announce = pruned or abs(value - announced) >= p.announce_delta - _EPS
    drift = abs(value - current)
    if BASE in patch or pruned or (drift > _EPS and drift >= p.write_delta - _EPS):
        patch["confidence"] = value
        patch[WRITTEN] = value
    if announce and "confidence" in patch:
        patch[ANNOUNCED] = value
    else:
        announce = False
    if pruned:
        patch["status"] = "deleted"
    return DecayOutcome(value, pruned, patch, announce)
