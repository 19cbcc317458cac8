"""The MCP tool layer: one schema per tool, shared with the OpenAI function tools."""

from __future__ import annotations

from datetime import UTC, datetime

from memstream.contracts.context import ContextItem, ContextResponse, ScoreExplain
from memstream.contracts.tools import TOOLS, function_schema
from memstream.services.gateway.mcp.tools import (
    CONTEXT_TOOL,
    ContextArgs,
    context_result,
    scope_of,
    tool_list,
)


def test_every_memory_tool_and_context_are_listed_with_the_contract_schema() -> None:
    tools = {tool.name: tool for tool in tool_list()}
    assert set(tools) == {*TOOLS, CONTEXT_TOOL}
    for name, spec in TOOLS.items():
        assert tools[name].input_schema == function_schema(name)["function"]["parameters"]
        assert tools[name].description == spec.description
    context = tools[CONTEXT_TOOL].input_schema
    assert context["type"] == "object" and context["required"] == ["query"]
    assert context["additionalProperties"] is False
    assert set(context["properties"]) == set(ContextArgs.model_fields)


def test_write_tools_need_the_write_scope() -> None:
    assert {name for name in [*TOOLS, CONTEXT_TOOL] if scope_of(name) == "write"} == {
        "remember_fact",
        "correct_fact",
        "confirm_fact",
        "forget_memory",
    }


def test_context_result_keeps_what_a_model_reads() -> None:
    response = ContextResponse(
        inject="- Ana lives in Porto",
        items=[
            ContextItem(
                id="i1",
                kind="fact",
                text="Ana lives in Porto",
                score=0.8,
                confidence=0.9,
                age_days=2.0,
                event_time=datetime(2025, 1, 2, tzinfo=UTC),
                explain=ScoreExplain(relevance=0.8),
            )
        ],
        tier="hybrid",
        latency_ms=3.0,
    )
    body = context_result(response)
    assert body["inject"] == "- Ana lives in Porto" and body["tier"] == "hybrid"
    assert body["items"] == [
        {
            "id": "i1",
            "kind": "fact",
            "text": "Ana lives in Porto",
            "score": 0.8,
            "confidence": 0.9,
            "trust": [],
            "event_time": "2025-01-02T00:00:00Z",
        }
    ]
