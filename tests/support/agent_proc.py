"""A toy agent for the kill-and-recover test: publishes turns until it is killed.

Usage: agent_proc.py NATS_URL TENANT SESSION. Prints each acknowledged turn number.
"""

from __future__ import annotations

import asyncio
import sys

from memstream.contracts.client import MemoryClient


async def main(url: str, tenant: str, session: str) -> None:
    client = await MemoryClient.connect(url, tenant_id=tenant, agent_id="toy")
    turn = 0
    while True:
        await client.publish_turn(
            session,
            turn,
            user_input=f"step {turn}",
            llm_output=f"done {turn}",
            internal_state={"step": turn, "notes": "n" * turn},
        )
        sys.stdout.write(f"{turn}\n")
        sys.stdout.flush()
        turn += 1


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
