"""`memstream demo`: a short conversation in, context for a few questions out.

Every question names what a right answer contains; the demo checks its first memory
against that and says so, so a wrong answer is visible (and tested) rather than printed.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from nats.aio.client import Client
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from memstream.contracts.client import MemoryClient
from memstream.contracts.keys import KeyCreate
from memstream.contracts.turns import TurnAck
from memstream.services.common.security.keys import KeyStore

CONVERSATION: list[tuple[str, str]] = [
    ("I just moved to Lisbon for a job at a robotics startup.", "Congratulations! How is it?"),
    ("Great, but I really miss my sister Ana, she still lives in Porto.", "Porto is close."),
    ("I'm allergic to peanuts, so be careful with restaurant tips.", "Noted, no peanuts."),
    ("Next Friday I have a dentist appointment at 9.", "I'll remind you on Friday."),
    ("I prefer green tea over coffee, coffee makes me jittery.", "Green tea it is."),
    ("Update: the startup moved me to their Berlin office.", "Big change! Berlin it is."),
]


@dataclass(frozen=True, slots=True)
class Question:
    """A question and the words one of which its first memory must contain."""

    text: str
    expect: tuple[str, ...]


QUESTIONS = [
    Question("Where does the user work?", ("startup",)),
    Question("Any food restrictions for a dinner recommendation?", ("peanut",)),
    Question("Who is Ana?", ("sister",)),
    Question("What should I drink in the morning?", ("green tea",)),
    Question("Which city is the user based in now?", ("berlin",)),
]


@dataclass(frozen=True, slots=True)
class Answer:
    """What the demo got for one question."""

    question: Question
    first: str
    correct: bool


def is_correct(question: Question, first: str) -> bool:
    lowered = first.lower()
    return any(word in lowered for word in question.expect)


def demo_tenant() -> str:
    return f"demo-{uuid.uuid4().hex[:6]}"


async def create_demo_key(nc: Client, tenant: str) -> str:
    """A read+write key of a fresh demo tenant, made with a service connection `nc`."""
    store = await KeyStore.open(nc.jetstream())
    created = await store.create(KeyCreate(tenant_id=tenant, agent_id="demo"))
    return created.key


async def run_demo(url: str, console: Console, api_key: str | None = None) -> list[Answer]:
    """The demo as an agent: with `api_key` on a secure server (the key names the tenant),
    else on an open one, as a fresh demo tenant."""
    start = datetime.now(UTC) - timedelta(days=3)
    if api_key is not None:
        connecting = MemoryClient.connect(url, api_key=api_key)
    else:
        connecting = MemoryClient.connect(url, tenant_id=demo_tenant(), agent_id="demo")
    async with await connecting as client:
        tenant = client.tenant_id
        console.print(f"[bold]tenant[/] {tenant}: publishing {len(CONVERSATION)} turns")
        acks: list[TurnAck] = []
        for n, (user, agent) in enumerate(CONVERSATION):
            ack = await client.publish_turn(
                "demo-session",
                n,
                user_input=user,
                llm_output=agent,
                event_time=start + timedelta(minutes=5 * n),
            )
            acks.append(ack)
            console.print(f"  turn {n}: {len(ack.resource_ids)} parts")
        # Indexing and extraction are asynchronous: wait until both have passed the turns.
        status = await client.wait_for(acks, extracted=True, timeout=30)
        if status.complete:
            console.print(f"  indexed and extracted after {status.waited_ms:.0f} ms")
        else:
            console.print(
                f"  not all processed yet: {status.message}", style="yellow", markup=False
            )
        now = datetime.now(UTC)
        answers: list[Answer] = []
        for question in QUESTIONS:
            reply = await client.context(question.text, now=now)
            first = reply.items[0].text if reply.items else ""
            answer = Answer(question, first, is_correct(question, first))
            answers.append(answer)
            mark = "[green]✓[/]" if answer.correct else "[red]✗[/]"
            title = f"{escape(question.text)}  [dim]({reply.tier}, {reply.latency_ms:.1f} ms)[/]"
            table = Table(title=f"{mark} {title}")
            table.add_column("score", justify="right")
            table.add_column("memory")
            for item in reply.items[:3]:
                tags = "".join(f" [{t}]" for t in item.trust)
                table.add_row(f"{item.score:.3f}", escape(item.text + tags))
            console.print(table)
        console.print("[bold]inject block for the last question:[/]")
        console.print(reply.inject, markup=False)
        right = sum(a.correct for a in answers)
        console.print(f"[bold]{right} of {len(answers)} questions answered right first[/]")
        return answers
