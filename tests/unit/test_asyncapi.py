"""The AsyncAPI document covers every channel and embeds the contracts' schemas."""

from __future__ import annotations

import json
import subprocess
import sys

from contracts import subjects as s
from services.common.asyncapi import asyncapi_document


def test_every_request_subject_and_stream_is_documented() -> None:
    doc = asyncapi_document()
    addresses = {ch["address"] for ch in doc["channels"].values()}
    for pattern in (s.INGEST_TURN_PATTERN, s.REPLAY_PATTERN, s.CONTEXT_PATTERN, s.EMBED):
        assert pattern in addresses
    assert s.resource("{tenant}", "{kind}") in addresses


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
        [sys.executable, "-m", "services.common.cli", "asyncapi"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert json.loads(out)["asyncapi"] == "3.0.0"
