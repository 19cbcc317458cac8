"""Which tenants exist: read from the streams' per-subject state, never from a registry.

Every tenant with memory has resources (`mem.resource.<tenant>.<kind>`) or at least one
stored item event (`mem.event.<tenant>.item_stored`, e.g. from the remember tool).
"""

from __future__ import annotations

from nats.js import JetStreamContext
from nats.js.errors import NotFoundError

from memstream.contracts import subjects as s


async def _tenant_tokens(js: JetStreamContext, stream: str, subject: str, index: int) -> set[str]:
    try:
        info = await js.stream_info(stream, subjects_filter=subject)
    except NotFoundError:
        return set()
    subjects = info.state.subjects or {}
    return {name.split(".")[index] for name in subjects if len(name.split(".")) > index}


async def list_tenants(js: JetStreamContext) -> list[str]:
    found = await _tenant_tokens(
        js, s.STREAM_RESOURCES, s.resource_filter(), s.RESOURCE_TENANT_TOKEN
    )
    found |= await _tenant_tokens(js, s.STREAM_EVENTS, s.event_filter("*", "item.stored"), 2)
    return sorted(found)
