"""Bodies of the HTTP API whose NATS form carries what the key now decides.

Over HTTP the tenant and the agent come from the API key, so the turn body is `TurnIn`
without them, and the session body is `SessionRequest` without its agent. Both are
generated from the NATS models, so the two forms can never drift apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import create_model

from memstream.contracts.common import Message
from memstream.contracts.session import SessionRequest
from memstream.contracts.turns import TurnIn

_FROM_KEY = ("tenant_id", "agent_id", "schema_version")


def _without_key_fields(model: type[Message], name: str, doc: str) -> type[Message]:
    fields = {
        field_name: (field.annotation, field)
        for field_name, field in model.model_fields.items()
        if field_name not in _FROM_KEY
    }
    # The NATS model's own validators run when the body becomes it (`turn_in`,
    # `session_request`); what they refuse is a 422 like any schema error.
    body: type[Message] = create_model(  # type: ignore[call-overload]
        name, __base__=Message, __doc__=doc, **fields
    )
    return body


if TYPE_CHECKING:
    # To the type checker both are plain messages; at run time they are generated.
    TurnBody = Message
    SessionBody = Message
else:
    TurnBody = _without_key_fields(
        TurnIn,
        "TurnBody",
        "One conversation turn posted over HTTP: a `TurnIn` whose tenant and agent are the API "
        "key's.",
    )

    SessionBody = _without_key_fields(
        SessionRequest,
        "SessionBody",
        "A session start, heartbeat or end over HTTP: a `SessionRequest` whose agent is the API "
        "key's. Over HTTP `last_resource_seq` is the highest of the session's "
        "`TurnAck.resource_seqs` (default: the tenant's last resource).",
    )


def turn_in(body: Message, tenant_id: str, agent_id: str, **overrides: Any) -> TurnIn:
    """The `TurnIn` a posted turn becomes, for the key's tenant and agent."""
    fields = body.model_dump(exclude={"schema_version"})
    fields.update(overrides)
    return TurnIn(tenant_id=tenant_id, agent_id=agent_id, **fields)


def session_request(body: Message, agent_id: str, **overrides: Any) -> SessionRequest:
    """The `SessionRequest` a posted session body becomes, for the key's agent."""
    fields = body.model_dump(exclude={"schema_version"})
    fields.update(overrides)
    return SessionRequest(agent_id=agent_id, **fields)
