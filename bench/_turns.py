"""The turns `bench/hot_path.py` sends: one with dates ahead, one of plain conversation,
and LoCoMo's dialogue turns as they come (a sample of real conversation: about 2 % of its
texts name a day ahead)."""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from typing import Any

from bench.locomo_eval import load_locomo, locomo_turns
from memstream.contracts.turns import TurnIn

# 25 + 44 words naming four distinct days ahead: 2 resources, 1 checkpoint and 4 forward
# triggers, 7 writes a turn.
USER = (
    "Can you move my dentist appointment? I have the quarterly review with Marta on "
    "Thursday and I would rather keep the afternoon free for preparation."
)
AGENT = (
    "Sure. I found two free slots next week: Monday at 9:30 and Wednesday at 16:00. "
    "The Monday slot keeps your Thursday afternoon clear for the review with Marta, and "
    "the clinic confirmed it can send a reminder the day before. Shall I book Monday?"
)
# The same lengths without a date: a turn of plain conversation.
USER_PLAIN = (
    "Can you move my dentist appointment? I have the quarterly review with Marta soon "
    "and I would rather keep the whole afternoon free for preparation."
)
AGENT_PLAIN = (
    "Sure. I found two free slots at the clinic: one early in the morning and one late "
    "in the afternoon. The early slot keeps your afternoon clear for the review with "
    "Marta, and the clinic can send a reminder. Shall I book it?"
)
TEXTS = {"dated": (USER, AGENT), "plain": (USER_PLAIN, AGENT_PLAIN)}
EVENT_TIME = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
Turns = dict[tuple[int, int], Any]


@functools.cache
def _locomo() -> list[TurnIn]:
    """Every LoCoMo dev turn as the LoCoMo bench ingests it (text, speaker, session date)."""
    return [turn for sample in load_locomo() for turn in locomo_turns(sample)]


def make_turn(tenant: str, session: str, n: int, texts: str = "dated", index: int = 0) -> TurnIn:
    """Turn `n` of a session; with texts="locomo", LoCoMo's turn `index` (cycled)."""
    if texts == "locomo":
        corpus = _locomo()
        return corpus[index % len(corpus)].model_copy(
            update={
                "tenant_id": tenant,
                "agent_id": "bench",
                "session_id": session,
                "turn_number": n,
            }
        )
    user, agent = TEXTS[texts]
    return TurnIn(
        tenant_id=tenant,
        agent_id="bench",
        session_id=session,
        turn_number=n,
        event_time=EVENT_TIME,
        user_input=user,
        llm_output=agent,
        internal_state={"step": n, "plan": ["check calendar", "book"]},
    )


def prepared(run: str, concurrency: int, turns: int, texts: str = "dated") -> Turns:
    per_agent = turns // concurrency
    return {
        (a, n): make_turn(f"{run}{a}", "s", n, texts, index=a * per_agent + n)
        for a in range(concurrency)
        for n in range(per_agent)
    }


def payloads(run: str, concurrency: int, turns: int) -> dict[tuple[int, int], bytes]:
    """Each turn's TurnIn payload as a client sends it, by (agent, turn)."""
    return {k: t.model_dump_json().encode() for k, t in prepared(run, concurrency, turns).items()}
