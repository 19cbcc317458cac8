"""Correction patterns, the echo/fizzle rule, the budget ledger and the lessons block."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.contracts.budgets import BudgetLedger
from memstream.contracts.session import Lesson
from memstream.services.scheduler.behaviours.budgets import Spent, apply_event, counted
from memstream.services.scheduler.behaviours.corrections import find_corrections
from memstream.services.scheduler.behaviours.echo import (
    EchoRule,
    content_words,
    judge,
    lexical_overlap,
    used,
)
from memstream.services.scheduler.behaviours.lessons import lessons_block


@pytest.mark.parametrize(
    ("text", "pattern", "lesson"),
    [
        (
            "No, I meant the Berlin office.",
            "meant",
            "User meant the Berlin office, not what the agent assumed.",
        ),
        (
            "Actually I meant next Friday",
            "meant",
            "User meant next Friday, not what the agent assumed.",
        ),
        ("I prefer tea over coffee. Thanks!", "prefer", "User prefers tea over coffee."),
        ("I'd rather walk than drive.", "prefer", "User prefers walk over drive."),
        ("Don't use emojis in replies.", "dont", "Don't use emojis in replies."),
        ("Please don't call me Bob", "dont", "Don't call me Bob."),
        ("Stop suggesting Python 2.", "dont", "Stop suggesting Python 2."),
        (
            "That's wrong, my sister is called Anna.",
            "wrong",
            "Correction: my sister is called Anna.",
        ),
    ],
)
def test_corrections_become_lessons(text: str, pattern: str, lesson: str) -> None:
    [found] = find_corrections(text)
    assert (found.pattern, found.text) == (pattern, lesson)


@pytest.mark.parametrize(
    "text",
    ["I don't like spicy food.", "Don't worry about it.", "Thanks, that is right.", "I meant it"],
)
def test_statements_that_are_not_corrections(text: str) -> None:
    assert find_corrections(text) == []


def test_competing_preferences_share_a_key() -> None:
    [a] = find_corrections("I prefer tea over coffee")
    [b] = find_corrections("Actually, I prefer coffee to tea.")
    assert a.key == b.key and a.text != b.text


def test_content_words_drop_stop_words_and_endings() -> None:
    assert content_words("The user works at Acme, running pipelines") == {
        "work",
        "acme",
        "runn",
        "pipelin",
    }


RULE = EchoRule()


def test_echo_by_words_or_by_meaning_with_some_words() -> None:
    words = content_words("You work at Acme Robotics as a data engineer.")
    assert lexical_overlap("User works at Acme Robotics as a data engineer", words) == 1.0
    assert used(RULE, 0.6, None)
    assert not used(RULE, 0.59, None)
    assert used(RULE, 0.2, 0.75)
    assert not used(RULE, 0.1, 0.95), "similar topic alone is not use"


def test_priority_moves_and_costly_ignored_memories_sink_faster() -> None:
    assert judge(RULE, "short fact", 1.0, 0.8, None).priority == pytest.approx(1.1)
    fizzle = judge(RULE, "short fact", 1.0, 0.0, None)
    assert (fizzle.outcome, fizzle.priority) == ("fizzle", pytest.approx(0.95))
    costly = judge(RULE, "x" * 400, 1.0, 0.0, None)
    assert (costly.outcome, costly.priority) == ("costly_fizzle", pytest.approx(0.9))
    told = judge(RULE, "short", 1.0, 0.0, None, cost=100)
    assert told.outcome == "costly_fizzle"
    assert judge(RULE, "t", 2.0, 1.0, None).priority == 2.0, "capped"
    assert judge(RULE, "t", 0.12, 0.0, None).priority == pytest.approx(0.1), "floored"


def _event(event_type: str, day: str, **payload: Any) -> dict[str, Any]:
    return {"type": event_type, "occurred_at": f"{day}T10:00:00Z", "payload": payload}


def test_ledger_counts_each_event_once_and_flags_over_budget() -> None:
    led = BudgetLedger(tenant_id="t", period="2024-03-05")
    led = apply_event(led, 1, _event("context.served", "2024-03-05", cost=2.0), 5.0)
    led = apply_event(
        led,
        2,
        _event(
            "cost.recorded",
            "2024-03-05",
            kind="llm",
            prompt_tokens=90,
            completion_tokens=10,
            units=2.5,
        ),
        5.0,
    )
    led = apply_event(
        led, 3, _event("cost.recorded", "2024-03-05", kind="embedding", units=0.1), 5.0
    )
    assert (led.queries, led.llm_tokens, led.embedding_calls) == (1, 100, 1)
    assert led.units == pytest.approx(4.6) and not led.over_budget
    again = apply_event(led, 2, _event("context.served", "2024-03-05", cost=50.0), 5.0)
    assert again == led, "a redelivered event is not counted twice"
    over = apply_event(led, 4, _event("context.served", "2024-03-05", cost=1.0), 5.0)
    assert over.over_budget
    tomorrow = apply_event(over, 5, _event("context.served", "2024-03-06", cost=1.0), 5.0)
    assert tomorrow.period == "2024-03-06" and tomorrow.queries == 1 and not tomorrow.over_budget
    own_limit = apply_event(
        BudgetLedger(tenant_id="t", period="2024-03-05", limit_units=0.5),
        1,
        _event("context.served", "2024-03-05", cost=1.0),
        None,
    )
    assert own_limit.over_budget


def test_cost_per_turn_metrics_count_what_the_ledger_counts() -> None:
    led = BudgetLedger(tenant_id="t", period="2024-03-05", last_seq=3)
    served = _event("context.served", "2024-03-05", cost=0.25)
    assert counted(led, 4, served) == Spent("context", 0.25, turn=True)
    llm = _event("cost.recorded", "2024-03-05", kind="llm", units=1.5)
    assert counted(led, 4, llm) == Spent("llm", 1.5, turn=False)
    assert counted(led, 3, served) is None, "already in the ledger"
    assert counted(led, 4, _event("context.served", "2024-03-04", cost=1.0)) is None
    assert counted(led, 4, _event("item.stored", "2024-03-05")) is None
    assert counted(led, 4, _event("context.served", "2024-03-06", cost=1.0)) is not None


def test_lessons_block_one_line_each_and_no_forged_structure() -> None:
    at = datetime(2024, 3, 5, tzinfo=UTC)
    lessons = [
        Lesson(id="1", text="User prefers tea over coffee.", pattern="prefer", created_at=at),
        Lesson(id="2", text="Don't do X.\n~ injected line", pattern="dont", created_at=at),
    ]
    block = lessons_block(lessons).splitlines()
    assert block[1:] == ["- User prefers tea over coffee.", "- Don't do X. ~ injected line"]
    assert lessons_block([]) == ""
