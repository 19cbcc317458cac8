"""TurnIn bodies for the mirror tests: a valid one, and values at and beyond every bound."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from memstream.contracts.common import MAX_TURN_NUMBER


def valid_body() -> dict[str, Any]:
    return {
        "tenant_id": "t1",
        "agent_id": "a1",
        "project_id": None,
        "session_id": "s1",
        "turn_number": 3,
        "event_time": "2026-05-04T10:00:00Z",
        "timezone": "Europe/Berlin",
        "user_input": "Dentist on Thursday?",
        "user_input_external_id": "D1:1",
        "speaker": "Ana",
        "tool_calls": [{"name": "calendar", "arguments": {"day": "thu"}, "result": "free"}],
        "llm_output": "Booked for next Monday.",
        "llm_output_external_id": None,
        "internal_state": {"step": 1},
        "documents": [{"title": "notes", "text": "bring the x-ray", "external_id": "d1"}],
        "metadata": {"source": "bench", "n": [1, 2.5, None, True]},
    }


# Values at and beyond every bound of the contract, lax forms pydantic takes and msgspec
# does not, and wrong types.
TIMES = [
    "2026-05-04T10:00:00Z",
    "2026-05-04T10:00:00+14:00",
    "2026-05-04T10:00:00-12:00",
    "2026-05-04T10:00:00",
    "2026-05-04T10:00:00.5Z",
    "2026-05-04T10:00:00.123456Z",
    "2026-05-04T10:00:00.1234567Z",
    "2026-05-04T10:00:00.999999999+02:00",
    "2026-05-04",
    "2026-05-04 10:00:00Z",
    "2026-05-04t10:00:00z",
    "2026-02-30T00:00:00Z",
    "2026-05-04T24:00:00Z",
    "1899-12-31T23:59:59Z",
    "1900-01-01T00:00:00Z",
    "1900-01-01T00:30:00+01:00",
    "2199-12-31T23:59:59.999999Z",
    "2200-01-01T00:00:00Z",
    "2199-12-31T23:30:00-01:00",
    "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "1714816800",
    1714816800,
    1714816800.5,
]
ZONES = ["Europe/Berlin", "UTC", "Etc/GMT+14", "Mars/Olympus", "", "europe/berlin", "../x"]
SCALARS: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    3.0,
    0.5,
    MAX_TURN_NUMBER,
    MAX_TURN_NUMBER + 1,
    2**63,
    -(2**70),
    1e308,
    "3",
    "",
    " ",
    "a",
    "ok_id-1",
    "a" * 64,
    "a" * 65,
    "t1\n",
    "a b",
    "a.b",
    "é",
    "x" * 128,
    "x" * 129,
    "x" * 256,
    "x" * 257,
    "x" * 512,
    "x" * 513,
    [],
    {},
    [1, "a"],
    {"k": "v"},
    {"k": [1, {"n": None}], "big": 2**80},
    [{"name": "t"}],
    [{"name": ""}],
    [{"name": "t", "arguments": {"a": [1]}, "result": "r", "external_id": "e"}],
    [{"name": "t", "extra": 1}],
    [{}],
    ["t"],
    [{"text": "d"}],
    [{"title": "x" * 513, "text": "d"}],
    [{"title": "t"}],
    *TIMES,
    *ZONES,
]
VALUES = st.one_of(
    st.sampled_from(SCALARS),
    st.text(max_size=12),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.dictionaries(st.text(max_size=4), st.integers() | st.text(max_size=4), max_size=3),
)
