"""Turns that reach ingest as an authenticated agent's do, for bench/hot_path.py.

On the secure server an agent's request crosses from the agents' account into the services'
one, and the server adds `Nats-Request-Info` (the caller's account and user) on the way;
ingest's write guard reads it and counts the turn against the agent's per-minute write limit
(services/common/security/guards.py). The bench's server is open, so these agents set that
header themselves: ingest then does exactly the work it does for a real agent, the limit's
round trip included. The ingest process needs an allowance the bench never reaches
(`MEMSTREAM_AGENT_WRITES_PER_MINUTE`).
"""

from __future__ import annotations

import json

import nats

from bench._relay import Close, One
from bench._turns import prepared
from memstream.contracts import subjects as s
from memstream.contracts.keys import Identity
from memstream.contracts.turns import TurnAck
from memstream.services.common.security.caller import caller_name


def request_info(tenant: str, agent: str, key_id: str) -> dict[str, str]:
    """The header the server adds to an agent's request (import `share: true`)."""
    identity = Identity(key_id=key_id, tenant_id=tenant, agent_id=agent, scopes=["write"])
    info = {"acc": s.ACCOUNT_AGENTS, "user": caller_name(identity)}
    return {s.HEADER_REQUEST_INFO: json.dumps(info)}


async def agent_ingest_agents(
    url: str, run: str, concurrency: int, turns: int, texts: str = "dated"
) -> tuple[One, Close]:
    """`concurrency` agents (a tenant each) sending turns through ingest's write guard."""
    nc = await nats.connect(url)
    work = prepared(run, concurrency, turns, texts)
    bodies = {k: turn.model_dump_json().encode() for k, turn in work.items()}
    headers = [request_info(f"{run}{a}", "bench", f"{a:016x}") for a in range(concurrency)]

    async def one(a: int, n: int) -> None:
        reply = await nc.request(
            s.ingest_turn(f"{run}{a}"), bodies[(a, n)], timeout=30, headers=headers[a]
        )
        ack = TurnAck.model_validate_json(reply.data)  # an ErrorReply fails here
        assert not ack.duplicate

    return one, nc.close
