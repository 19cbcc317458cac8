"""Bodies of the HTTP API whose NATS form carries what the key now decides.

Over HTTP the tenant and the agent come from the API key, so the turn body is `TurnIn`
without them. It is generated from `TurnIn`, so the two can never drift apart.
"""

from __future__ import annotations

from typing import Any

from pydantic import create_model

from memstream.contracts.common import Message
from memstream.contracts.turns import TurnIn

_FROM_KEY = ("tenant_id", "agent_id", "schema_version")

TurnBody: type[Message] = create_model(  # type: ignore[call-overload]
    "TurnBody",
    __base__=Message,
    __doc__="One conversation turn posted over HTTP: a `TurnIn` whose tenant and agent "
    "are the API key's.",
    **{
        name: (field.annotation, field)
        for name, field in TurnIn.model_fields.items()
        if name not in _FROM_KEY
    },
)


def turn_in(body: Message, tenant_id: str, agent_id: str, **overrides: Any) -> TurnIn:
    """The `TurnIn` a posted turn becomes, for the key's tenant and agent."""
    fields = body.model_dump(exclude={"schema_version"})
    fields.update(overrides)
    return TurnIn(tenant_id=tenant_id, agent_id=agent_id, **fields)
