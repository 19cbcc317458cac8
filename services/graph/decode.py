"""From a raw EVENTS message to a typed event, without trusting anything but the subject.

The tenant is taken from the subject (`mem.event.<tenant>.<type>`), as everywhere in
memstream; an envelope naming another tenant in its body is refused as malformed.

The envelope and its typed payload are validated in one pass over the JSON bytes, with
the full contract rules (`extra="forbid"`, identifiers, types): first by msgspec into the
contracts' generated mirrors (`structs.py`), and what that refuses again by pydantic (a
discriminated union of `EventEnvelope` subclasses, one per typed payload), which has the
last word. A typed payload is therefore either the contract model or its mirror, with
the same attribute names and values (but see `structs.py` on times); the projection
reads both alike. Validating the envelope first and then its payload dict again, as the
contracts suggest for a generic consumer, cost the projection about three times as much
per event.

An event that can never be read (not JSON, not an envelope, another schema version, a body
naming another tenant than its subject) raises an `UnreadableEvent`, a permanent error: the
partition's poison isolation (poison.py) finds it in its batch and parks it in the DLQ with
the reason, as every consumer does with what it cannot handle, instead of dropping it with
a log line. Events come only from memstream's own services, so what lands there is version
skew or a bug, and `memstream dlq replay` re-drives it once the graph can read it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, Union, get_args

import msgspec
from pydantic import Field, TypeAdapter, ValidationError

from memstream.contracts.common import SCHEMA_VERSION, Message
from memstream.contracts.events import PAYLOADS, EventEnvelope, EventType
from memstream.services.common.messaging.errors import PermanentError
from memstream.services.graph import structs

_TENANT_TOKEN = 2


class UnreadableEvent(PermanentError):
    """An EVENTS message that is no valid envelope: parked in the DLQ, never retried."""

    reason = "validation_error"


class InvalidEventJson(UnreadableEvent):
    reason = "invalid_json"


class EventSchemaMismatch(UnreadableEvent):
    reason = "schema_mismatch"


class EventTenantMismatch(UnreadableEvent):
    reason = "tenant_mismatch"


# Not frozen: a frozen dataclass sets each field through `object.__setattr__`, four
# times the cost of a plain one (0.7 vs 0.2 µs), paid per event.
@dataclass(slots=True)
class RawEvent:
    """One EVENTS message as pulled: its stream sequence, subject and body."""

    seq: int
    subject: str
    data: bytes


@dataclass(slots=True)
class Event:
    """A decoded event; `payload` is None for types without a typed payload, else the
    type's contract model or its msgspec mirror (same attributes)."""

    seq: int
    tenant_id: str
    type: str
    occurred_at: datetime
    payload: Any
    raw_payload: dict[str, object]


def subject_tenant(subject: str) -> str:
    tokens = subject.split(".")
    return tokens[_TENANT_TOKEN] if len(tokens) > _TENANT_TOKEN else ""


_EPOCH = datetime(1970, 1, 1)
_EPOCH_UTC = _EPOCH.replace(tzinfo=UTC)


def naive_utc(value: datetime) -> datetime:
    """DuckDB TIMESTAMP holds UTC without a zone."""
    if value.tzinfo is None:
        return value
    # Exact for any fixed offset, and a tenth of the cost of `replace(tzinfo=None)`
    # (measured 76 vs 685 ns), which parses keyword arguments; a batch calls this a few
    # times per event.
    return _EPOCH + (value - _EPOCH_UTC)


def _typed_envelope(event_type: str, payload: type[Message]) -> type[EventEnvelope]:
    name = "Envelope_" + event_type.replace(".", "_")
    namespace = {
        "__module__": __name__,
        "__annotations__": {"type": Literal[event_type], "payload": payload},
    }
    return type(name, (EventEnvelope,), namespace)


@functools.cache
def _adapter() -> TypeAdapter[EventEnvelope]:
    untyped = tuple(t for t in get_args(EventType) if t not in PAYLOADS)
    plain = type(
        "Envelope_untyped",
        (EventEnvelope,),
        {
            "__module__": __name__,
            "__annotations__": {"type": Literal[untyped], "payload": dict[str, Any]},
        },
    )
    members = tuple(_typed_envelope(t, p) for t, p in PAYLOADS.items()) + (plain,)
    union = Annotated[Union[members], Field(discriminator="type")]  # type: ignore[valid-type]  # noqa: UP007
    return TypeAdapter(union)


def decode(raw: RawEvent, tenant: str | None = None) -> Event:
    """The typed event; raises an `UnreadableEvent` when it can never be read.

    `tenant` is the subject's tenant when the caller has read it already."""
    env: Any
    try:
        env = structs.decoder().decode(raw.data)
        event_type = structs.envelopes()[type(env)]
    except msgspec.DecodeError:
        try:
            env = _adapter().validate_json(raw.data)
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
            if errors and errors[0]["type"] == "json_invalid":
                raise InvalidEventJson(f"event {raw.seq} is not JSON: {errors[0]['msg']}") from exc
            raise UnreadableEvent(f"event {raw.seq} is not an event envelope: {exc}") from exc
        event_type = env.type
    if env.schema_version != SCHEMA_VERSION:
        raise EventSchemaMismatch(
            f"event {raw.seq} has schema_version {env.schema_version}; "
            f"the graph reads {SCHEMA_VERSION}"
        )
    if tenant is None:
        tenant = subject_tenant(raw.subject)
    if env.tenant_id != tenant:
        raise EventTenantMismatch(
            f"event {raw.seq} names tenant {env.tenant_id!r} but its subject "
            f"{raw.subject!r} does not"
        )
    typed = event_type in PAYLOADS
    return Event(
        seq=raw.seq,
        tenant_id=tenant,
        type=event_type,
        occurred_at=naive_utc(env.occurred_at),
        payload=env.payload if typed else None,
        raw_payload={} if typed else env.payload,
    )
