"""The NATS request behind an HTTP route, on the gateway's service connection.

Every route that has no dedicated `MemoryClient` method goes through `ask`, which uses the
client's own request path (timeout, `ErrorReply` raised as `MemstreamError`), so the
gateway adds no second way of talking to a service.
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel

from memstream.contracts.keys import Identity
from memstream.services.gateway.state import GatewayState

T = TypeVar("T", bound=BaseModel)


def bounded_wait(state: GatewayState, asked: float | None) -> float:
    """A wait a request asks the services for, cut to the gateway's `max_wait_s`."""
    limit = state.settings.max_wait_s
    return limit if asked is None else min(asked, limit)


async def ask(
    state: GatewayState,
    caller: Identity,
    tenant: str,
    subject: str,
    request: BaseModel,
    reply: type[T],
    wait_s: float = 0.0,
    deadline: bool = False,
) -> T:
    """Send `request` to `subject` for `tenant`; the NATS timeout covers `wait_s`, the time
    the service was asked to hold its reply, on top of the gateway's request timeout. With
    `deadline` the service is told that timeout, and gives up on the request with it."""
    client = await state.client(caller, tenant)
    timeout = state.settings.request_timeout_s + wait_s
    body = request.model_dump_json().encode()
    return await client._request(subject, body, reply, timeout, deadline=deadline)
