"""The AsyncAPI document covers every channel and embeds the contracts' schemas."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from memstream.contracts import subjects as s
from memstream.contracts.tools import TOOLS
from memstream.services.cli.asyncapi import asyncapi_document, request_channels


def test_every_request_subject_and_stream_is_documented() -> None:
    doc = asyncapi_document()
    addresses = {ch["address"] for ch in doc["channels"].values()}
    for pattern in (s.INGEST_TURN_PATTERN, s.REPLAY_PATTERN, s.CONTEXT_PATTERN, s.EMBED):
        assert pattern in addresses
    assert s.resource("{tenant}", "{kind}") in addresses


def test_scheduler_channels_are_documented() -> None:
    doc = asyncapi_document()
    by_address = {ch["address"]: name for name, ch in doc["channels"].items()}
    expected = {
        s.SESSION_PATTERN: "SessionRequest",
        s.FEEDBACK_PATTERN: "FeedbackIn",
        s.preload("{tenant}"): "Preload",
        s.summary("{tenant}", "{category}"): "CategorySummary",
        s.lesson("{tenant}"): "Lesson",
        s.scheduler_run(): "JobRunRequest",
        s.scheduler_report("{tenant}"): "ReportRequest",
        s.scheduler_restore("{tenant}"): "RestoreRequest",
        s.scheduler_progress("{job}"): "JobProgress",
    }
    for address, message in expected.items():
        assert address in by_address, address
        channel = doc["channels"][by_address[address]]
        assert message in channel["messages"]
        assert message in doc["components"]["messages"]
    ops = doc["operations"]
    session = ops[by_address[s.SESSION_PATTERN]]
    assert {"$ref": "#/components/messages/SessionReply"} in session["reply"]["messages"]
    feedback = ops[by_address[s.FEEDBACK_PATTERN]]
    assert {"$ref": "#/components/messages/FeedbackReply"} in feedback["reply"]["messages"]
    # What memstream publishes is a channel to subscribe to, with no reply.
    for address in (s.preload("{tenant}"), s.lesson("{tenant}")):
        op = ops[by_address[address]]
        assert op["action"] == "send" and "reply" not in op


def test_the_extraction_request_channel_is_documented() -> None:
    doc = asyncapi_document()
    [name] = [n for n, ch in doc["channels"].items() if ch["address"] == s.EXTRACT_PATTERN]
    assert "ExtractRequest" in doc["channels"][name]["messages"]
    reply = doc["operations"][name]["reply"]["messages"]
    assert {"$ref": "#/components/messages/ExtractReply"} in reply
    assert {"$ref": "#/components/messages/ErrorReply"} in reply
    schema = doc["components"]["messages"]["ExtractRequest"]["payload"]
    assert schema["properties"]["resource_seqs"]["maxItems"] == 1000


def test_every_address_placeholder_is_a_described_parameter() -> None:
    for channel in asyncapi_document()["channels"].values():
        names = set(re.findall(r"\{(\w+)\}", channel["address"]))
        params = channel.get("parameters", {})
        assert set(params) == names, channel["address"]
        assert all(p["description"] for p in params.values())


def test_request_reply_operations_name_their_reply_and_the_error() -> None:
    doc = asyncapi_document()
    reply = doc["operations"]["ingestTurn"]["reply"]["messages"]
    assert {"$ref": "#/components/messages/TurnAck"} in reply
    assert {"$ref": "#/components/messages/ErrorReply"} in reply
    turn_schema = doc["components"]["messages"]["TurnIn"]["payload"]
    assert "tenant_id" in turn_schema["required"]
    assert turn_schema["properties"]["schema_version"]["default"] == 1


def test_cli_writes_the_document() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "memstream.services.cli.main", "asyncapi"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert json.loads(out)["asyncapi"] == "3.0.0"


def test_every_memory_tool_and_the_graph_query_are_request_channels() -> None:
    doc = asyncapi_document()
    by_address = {ch["address"]: name for name, ch in doc["channels"].items()}
    for name, spec in TOOLS.items():
        channel = by_address[s.tool("{tenant}", name)]
        assert spec.args.__name__ in doc["channels"][channel]["messages"]
        reply = {"$ref": f"#/components/messages/{spec.result.__name__}"}
        assert reply in doc["operations"][channel]["reply"]["messages"]
    graph = by_address[s.graph_query("{partition}")]
    assert "GraphRequest" in doc["channels"][graph]["messages"]
    assert doc["channels"][graph]["parameters"]["partition"]["description"]
    assert {ch.address for ch in request_channels()} >= {s.EMBED, s.scheduler_run()}
