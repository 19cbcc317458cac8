"""Filing forward triggers from a turn's checkpoint: which days, how many, how much is read."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.turns import Checkpoint, TurnIn
from memstream.services.ingest.turns import build_checkpoint, turn_parts
from memstream.services.scheduler.sessions.filing import (
    TriggerScan,
    checkpoint_triggers,
    scanned_text,
)
from memstream.services.scheduler.settings import SchedulerSettings

NOW = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
TODAY = NOW.date()
WIDE = TriggerScan(most=32, chars=10_000)


def checkpoint_of(
    user_input: str, llm_output: str = "", timezone: str | None = None, **turn: object
) -> Checkpoint:
    """The checkpoint ingest writes for such a turn (its own code, from the model)."""
    fields = {"tenant_id": "t1", "agent_id": "a", "session_id": "s", "turn_number": 1, **turn}
    view = TurnIn.model_validate(
        {
            **fields,
            "event_time": NOW,
            "timezone": timezone,
            "user_input": user_input,
            "llm_output": llm_output,
        }
    )
    parts = turn_parts(view)
    return build_checkpoint(view, [f"r{i}" for i in range(len(parts))], NOW)


def triggers_of(
    user_input: str, scan: TriggerScan, llm_output: str = "", **turn: object
) -> list[date]:
    found = checkpoint_triggers(checkpoint_of(user_input, llm_output, **turn), scan, NOW)
    assert [t.trigger_id for t in found] == [f"t1:s:1:trigger:{i}" for i in range(len(found))]
    return [t.due_date for t in found]


def days_ahead(count: int) -> str:
    return " ".join(f"Call in {n} days." for n in range(1, count + 1))


def test_a_turn_files_at_most_its_cap_the_first_days_it_names() -> None:
    scan = TriggerScan(most=5, chars=10_000)
    assert triggers_of(days_ahead(40), scan) == [TODAY + timedelta(days=n) for n in range(1, 6)]


def test_the_cap_counts_the_whole_turn_input_first() -> None:
    scan = TriggerScan(most=3, chars=10_000)
    found = triggers_of("See you tomorrow.", scan, llm_output=days_ahead(10))
    tomorrow = TODAY + timedelta(days=1)
    assert found == [tomorrow, tomorrow, TODAY + timedelta(days=2)]


def test_a_day_past_the_scanned_characters_files_nothing() -> None:
    filler = "We talked about the garden for a long while. " * 40  # 1,800 characters
    scan = TriggerScan(most=32, chars=1_000)
    assert triggers_of(filler + "The plumber comes on Friday.", scan) == []
    assert triggers_of("The plumber comes on Friday. " + filler, scan) == [date(2026, 5, 8)]


def test_the_default_settings_bound_a_turn_full_of_days() -> None:
    scan = TriggerScan.of(SchedulerSettings())
    assert scan is not None
    assert len(triggers_of(days_ahead(2_000), scan)) == scan.most


def test_detection_off_scans_nothing() -> None:
    assert TriggerScan.of(SchedulerSettings(detect_triggers=False)) is None


def test_each_trigger_names_the_resource_that_mentions_it() -> None:
    checkpoint = checkpoint_of(
        "The plumber comes on Friday.",
        "Noted. I will remind you on Thursday.",
        tool_calls=[{"name": "calendar", "result": "Free on Monday"}],
    )
    assert checkpoint.resource_ids == ["r0", "r1", "r2"]
    found = checkpoint_triggers(checkpoint, WIDE, NOW)
    # The tool result's Monday is not a plan: only input and output are read.
    assert [(t.resource_id, t.due_date) for t in found] == [
        ("r0", date(2026, 5, 8)),
        ("r2", date(2026, 5, 7)),
    ]
    assert "plumber" in found[0].text and found[0].event_time == NOW


def test_an_output_alone_is_read_as_the_output() -> None:
    found = checkpoint_triggers(checkpoint_of("", "See you tomorrow."), WIDE, NOW)
    assert [(t.resource_id, t.due_date) for t in found] == [("r0", date(2026, 5, 5))]


def test_tomorrow_is_the_users_tomorrow() -> None:
    # 10:00 UTC on 4 May is already midnight of 5 May on Kiritimati (UTC+14).
    assert triggers_of("Dentist tomorrow.", WIDE) == [date(2026, 5, 5)]
    assert triggers_of("Dentist tomorrow.", WIDE, timezone="Pacific/Kiritimati") == [
        date(2026, 5, 6)
    ]


def test_a_turn_without_dates_files_nothing() -> None:
    assert triggers_of("I like green tea.", WIDE, llm_output="Noted, green tea.") == []


def test_a_cut_keeps_words_whole() -> None:
    text = "We meet on Monday"
    assert scanned_text(text, 14) == "We meet on"
    assert scanned_text(text, 100) == text


@given(st.text(alphabet="ab \n\tMonday", max_size=60), st.integers(min_value=1, max_value=70))
def test_the_scanned_text_is_a_prefix_within_the_limit_ending_at_a_word(
    text: str, chars: int
) -> None:
    cut = scanned_text(text, chars)
    assert text.startswith(cut)
    assert len(cut) <= chars
    if cut != text and any(c in " \n\t" for c in text[1:chars]):
        # Cut at whitespace: the next character read would have started or split a word.
        assert text[len(cut)] in " \n\t"
