"""`memstream demo`: a short conversation in, context for a few questions out."""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import UTC, datetime, timedelta

from rich.console import Console
from rich.table import Table

from contracts.client import MemoryClient
from contracts.context import ContextResponse

CONVERSATION: list[tuple[str, str]] = [
    ("I just moved to Lisbon for a job at a robotics startup.", "Congratulations! How is it?"),
    ("Great, but I really miss my sister Ana, she still lives in Porto.", "Porto is close."),
    ("I'm allergic to peanuts, so be careful with restaurant tips.", "Noted, no peanuts."),
    ("Next Friday I have a dentist appointment at 9.", "I'll remind you on Friday."),
    ("I prefer green tea over coffee, coffee makes me jittery.", "Green tea it is."),
]

QUESTIONS = [
    "Where does the user work?",
    "Any food restrictions for a dinner recommendation?",
    "Who is Ana?",
    "What should I drink in the morning?",
]


async def _wait_for_context(client: MemoryClient, question: str, now: datetime) -> ContextResponse:
    """Indexing is asynchronous: ask until the first memories show up (or 30 s pass)."""
    deadline = time.monotonic() + 30
    while True:
        reply = await client.context(question, now=now)
        if reply.items or time.monotonic() > deadline:
            return reply
        await asyncio.sleep(0.2)


async def run_demo(url: str, console: Console) -> None:
    tenant = f"demo-{uuid.uuid4().hex[:6]}"
    start = datetime.now(UTC) - timedelta(days=3)
    async with await MemoryClient.connect(url, tenant_id=tenant, agent_id="demo") as client:
        console.print(f"[bold]tenant[/] {tenant}: publishing {len(CONVERSATION)} turns")
        for n, (user, agent) in enumerate(CONVERSATION):
            ack = await client.publish_turn(
                "demo-session",
                n,
                user_input=user,
                llm_output=agent,
                event_time=start + timedelta(minutes=5 * n),
            )
            due = ", ".join(f"{t.expression!r} → {t.due_date}" for t in ack.triggers)
            console.print(
                f"  turn {n}: {len(ack.resource_ids)} parts" + (f"; triggers {due}" if due else "")
            )
        now = datetime.now(UTC)
        for question in QUESTIONS:
            reply = await _wait_for_context(client, question, now)
            table = Table(title=f"{question}  [dim]({reply.tier}, {reply.latency_ms:.1f} ms)[/]")
            table.add_column("score", justify="right")
            table.add_column("memory")
            for item in reply.items[:3]:
                table.add_row(f"{item.score:.3f}", item.text)
            console.print(table)
        console.print("[bold]inject block for the last question:[/]")
        console.print(reply.inject, markup=False)
