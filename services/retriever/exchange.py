"""A confirmation belongs to the exchange it closes.

People answer an agent's guess in a word: "The nursery has changed its hours, I'm to fetch
Casimir later" / agent: "is it 4 o'clock now?" / "yes that's the one, 4 o'clock". The
confirmation holds the value, but alone it matches no question ("what time do I pick up
Casimir?"), and the turn that matches holds no value. So a memory shown for the turn
before shows the confirmation too, however few turns a memory may show otherwise: it is
one short turn, and without it the memory tells the old value or none.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from memstream.contracts.subjects import resource_msg_id
from memstream.services.common.stores.vectorstore import Record

_CONFIRMS = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|yes please|correct|exactly|spot on|that's (?:right|it|the one))\b",
    re.IGNORECASE,
)
# A confirmation answers what it follows only when it is that short.
_CONFIRMATION_CHARS = 200


def confirms(turn: Record) -> bool:
    """Whether a turn is a person's short confirmation ("yeah that's the one, saturdays")."""
    text = str(turn.payload.get("text", ""))
    return (
        turn.payload.get("resource_kind") == "user_input"
        and len(text) <= _CONFIRMATION_CHARS
        and _CONFIRMS.search(text) is not None
    )


def confirmation_of(turn: Record, records: Mapping[str, Record]) -> Record | None:
    """The next turn's message when it confirms what the agent asked after `turn`, a turn
    a person wrote; None otherwise (or when it was not fetched)."""
    p = turn.payload
    if p.get("resource_kind") != "user_input" or p.get("chunks", 1) not in (None, 1):
        return None
    try:
        tenant, session, number = str(p["tenant_id"]), str(p["session_id"]), int(p["turn_number"])
    except (KeyError, TypeError, ValueError):
        return None
    reply = records.get(resource_msg_id(tenant, session, number, 1))
    following = records.get(resource_msg_id(tenant, session, number + 1, 0))
    if reply is None or following is None:
        return None
    if not str(reply.payload.get("text", "")).rstrip().endswith("?"):
        return None  # the agent asked nothing to confirm
    return following if confirms(following) else None


def with_confirmations(
    turns: Sequence[Record], records: Mapping[str, Record], shown: set[str]
) -> list[Record]:
    """`turns` and, after each, the confirmation that closes its exchange if not shown."""
    out: list[Record] = []
    ids = {t.id for t in turns}
    for turn in turns:
        out.append(turn)
        confirming = confirmation_of(turn, records)
        if confirming is not None and confirming.id not in shown and confirming.id not in ids:
            out.append(confirming)
            ids.add(confirming.id)
    return out
