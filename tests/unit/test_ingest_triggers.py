"""The hot path's bounds on forward triggers: how many one turn files, how much it reads."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.turns import TurnIn
from memstream.services.ingest.settings import IngestSettings
from memstream.services.ingest.structs import decode_turn
from memstream.services.ingest.triggers import TriggerScan, detect_triggers, scanned_text
from memstream.services.ingest.turns import turn_parts

NOW = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
TODAY = NOW.date()


def triggers_of(user_input: str, scan: TriggerScan, llm_output: str = "") -> list[date]:
    turn = decode_turn(
        TurnIn(
            tenant_id="t1",
            agent_id="a",
            session_id="s",
            turn_number=1,
            event_time=NOW,
            user_input=user_input,
            llm_output=llm_output,
        )
        .model_dump_json()
        .encode()
    )
    parts = turn_parts(turn)
    ids = [f"r{i}" for i in range(len(parts))]
    found = detect_triggers(turn, parts, ids, NOW, scan)
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
    scan = TriggerScan.of(IngestSettings())
    assert scan is not None
    assert len(triggers_of(days_ahead(2_000), scan)) == scan.most


def test_detection_off_scans_nothing() -> None:
    assert TriggerScan.of(IngestSettings(detect_triggers=False)) is None


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
