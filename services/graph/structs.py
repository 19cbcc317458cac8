"""msgspec mirrors of the event contracts, for the projection's decode.

The projection decodes every event on EVENTS, and pydantic spent about 8 µs of an event's
50 µs building the envelope, its payload and each entity reference as models (msgspec:
under 2 µs for the same bytes and rules). The mirrors are generated from the pydantic
models (messaging/mirror.py, which also says how the two differ in times): the projection
reads every time through `naive_utc`, so it sees the same instant whatever the offset.
Whichever path reads an event, it reads it the same way every time, so rebuilds still
equal incremental projection.
"""

from __future__ import annotations

import functools
from typing import Any, Union, get_args

import msgspec

from memstream.contracts.events import PAYLOADS, EventEnvelope, EventType
from memstream.services.common.messaging.mirror import Unmirrorable, mirror, struct_of

__all__ = ["Unmirrorable", "decoder", "envelopes", "mirror"]


@functools.cache
def envelopes() -> dict[type[msgspec.Struct], str]:
    """One tagged envelope Struct per event type (keyed by `type`), with its typed payload
    where the type has one; mapped to the type."""
    out: dict[type[msgspec.Struct], str] = {}
    for event_type in get_args(EventType):
        payload = PAYLOADS.get(event_type)
        overrides = {"payload": mirror(payload)} if payload is not None else {}
        name = "Envelope_" + event_type.replace(".", "_")
        struct, _ = struct_of(EventEnvelope, name, overrides=overrides, tag=event_type)
        out[struct] = event_type
    return out


@functools.cache
def decoder() -> msgspec.json.Decoder[Any]:
    """A JSON decoder of any EVENTS envelope into its mirror."""
    return msgspec.json.Decoder(Union[tuple(envelopes())])  # noqa: UP007
