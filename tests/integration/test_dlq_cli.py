"""`memstream dlq` against the real test server: list, show, replay (one, all), bad input."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

import nats
import pytest
from typer.testing import CliRunner, Result

from memstream.contracts import subjects as s
from memstream.contracts.events import EventEnvelope
from memstream.contracts.turns import Resource
from memstream.services.cli.main import app
from memstream.services.common.messaging.dlq import DeadLetter, Origin, publish_dead_letter
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.provisioning import provision
from memstream.services.common.runtime.settings import CommonSettings


@dataclass(frozen=True)
class Parked:
    dlq_seq: int
    subject: str
    stream: str
    seq: int
    data: bytes


@pytest.fixture
def dlq_cli(nats_server: EmbeddedNatsServer, settings: CommonSettings) -> CliRunner:
    """A runner whose commands reach the (provisioned) test server through
    MEMSTREAM_NATS_URL."""

    async def provisioned() -> None:
        nc = await nats.connect(nats_server.url)
        try:
            await provision(nc.jetstream(), settings)
        finally:
            await nc.close()

    asyncio.run(provisioned())
    return CliRunner(env={"MEMSTREAM_NATS_URL": nats_server.url, "COLUMNS": "250"})


def dlq(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(app, ["dlq", *args])


async def _park(
    url: str, service: str, messages: list[tuple[str, str, bytes, str]]
) -> list[Parked]:
    """Append each (stream, subject, body, reason) to its stream, then park it as a
    consumer named `service` would."""
    nc = await nats.connect(url)
    try:
        js = nc.jetstream()
        out = []
        for stream, subject, data, reason in messages:
            ack = await js.publish(subject, data, stream=stream)
            origin = Origin(subject, data, stream, ack.seq, 3)
            letter = DeadLetter(reason, f"{reason} in message {ack.seq}")
            parked = await publish_dead_letter(
                js, origin, letter, service=service, tenant_token=2, timeout=5.0
            )
            out.append(Parked(parked.seq, subject, stream, ack.seq, data))
        return out
    finally:
        await nc.close()


async def _stored(url: str, stream: str, seq: int) -> tuple[str, bytes]:
    nc = await nats.connect(url)
    try:
        msg = await nc.jetstream().get_msg(stream, seq)
        return msg.subject or "", msg.data or b""
    finally:
        await nc.close()


def resource_body(tenant: str) -> bytes:
    return (
        Resource(
            resource_id=s.resource_msg_id(tenant, "s1", 0, 0),
            tenant_id=tenant,
            agent_id="agent",
            session_id="s1",
            turn_number=0,
            part_index=0,
            kind="user_input",
            speaker="user",
            text="I moved to Porto.",
            event_time="2026-03-01T09:00:00Z",  # type: ignore[arg-type]
        )
        .model_dump_json()
        .encode()
    )


def test_list_show_and_replay_parked_messages(
    dlq_cli: CliRunner, nats_server: EmbeddedNatsServer, unique: str
) -> None:
    tenant, other, service = f"t{unique}", f"u{unique}", f"svc{unique}"
    event = EventEnvelope(type="job.completed", tenant_id=tenant, source="test", payload={})
    resource = resource_body(tenant)
    parked = asyncio.run(
        _park(
            nats_server.url,
            service,
            [
                (
                    s.STREAM_EVENTS,
                    s.event(tenant, event.type),
                    event.model_dump_json().encode(),
                    "invalid_data",
                ),
                (
                    s.STREAM_RESOURCES,
                    s.resource(tenant, "user_input"),
                    resource,
                    "validation_error",
                ),
                (s.STREAM_EVENTS, s.event(other, "job.completed"), b"not json", "invalid_json"),
            ],
        )
    )
    ev, res, foreign = parked

    listed = dlq(dlq_cli, "list", "--service", service, "--json")
    assert listed.exit_code == 0, listed.output
    rows = json.loads(listed.stdout)
    assert [r["seq"] for r in rows] == [p.dlq_seq for p in parked]
    assert [(r["service"], r["tenant"], r["reason"], r["subject"]) for r in rows] == [
        (service, tenant, "invalid_data", ev.subject),
        (service, tenant, "validation_error", res.subject),
        (service, other, "invalid_json", foreign.subject),
    ]
    assert all(r["time"] for r in rows)
    one = dlq(dlq_cli, "list", "--service", service, "--tenant", tenant, "--limit", "1", "--json")
    assert [r["seq"] for r in json.loads(one.stdout)] == [ev.dlq_seq]
    table = dlq(dlq_cli, "list", "--service", service, "--tenant", tenant)
    assert table.exit_code == 0, table.output
    assert "validation_error" in table.stdout and res.subject in table.stdout
    assert "2 of 2" in table.stderr

    shown = dlq(dlq_cli, "show", str(res.dlq_seq), "--json")
    assert shown.exit_code == 0, shown.output
    detail = json.loads(shown.stdout)
    assert detail["payload"] == json.loads(resource)
    assert detail["headers"][s.HEADER_DLQ_REASON] == "validation_error"
    assert detail["headers"][s.HEADER_DLQ_STREAM] == s.STREAM_RESOURCES
    assert detail["headers"][s.HEADER_DLQ_SEQ] == str(res.seq)
    assert detail["headers"][s.HEADER_DLQ_DELIVERIES] == "3"
    text = dlq(dlq_cli, "show", str(foreign.dlq_seq))
    assert text.exit_code == 0, text.output
    assert f"{s.HEADER_DLQ_SUBJECT}: {foreign.subject}" in text.stdout
    assert text.stdout.rstrip().endswith("not json")
    pretty = dlq(dlq_cli, "show", str(ev.dlq_seq))
    assert f'  "tenant_id": "{tenant}"' in pretty.stdout

    # RESOURCES still holds the original's Nats-Msg-Id in its duplicate window: the replay
    # is stored anyway, as a new message with the same body.
    first = dlq(dlq_cli, "replay", str(res.dlq_seq))
    assert first.exit_code == 0, first.output
    assert f"DLQ {res.dlq_seq} -> {s.STREAM_RESOURCES} " in first.stdout
    assert "(stored)" in first.stdout
    new_seq = int(first.stdout.split()[4])
    assert new_seq > res.seq
    assert asyncio.run(_stored(nats_server.url, s.STREAM_RESOURCES, new_seq)) == (
        res.subject,
        resource,
    )
    again = dlq(dlq_cli, "replay", str(res.dlq_seq))
    assert "already replayed" in again.stdout and int(again.stdout.split()[4]) == new_seq

    every = dlq(dlq_cli, "replay", "--all", "--service", service, "--tenant", tenant, "--delete")
    assert every.exit_code == 0, every.output
    lines = every.stdout.strip().splitlines()
    assert len(lines) == 2 and all("removed from the DLQ" in line for line in lines)
    ev_seq = int(lines[0].split()[4])
    assert asyncio.run(_stored(nats_server.url, s.STREAM_EVENTS, ev_seq)) == (ev.subject, ev.data)
    left = json.loads(dlq(dlq_cli, "list", "--service", service, "--json").stdout)
    assert [r["seq"] for r in left] == [foreign.dlq_seq]
    gone = dlq(dlq_cli, "show", str(ev.dlq_seq))
    assert gone.exit_code == 1 and f"no DLQ message {ev.dlq_seq}" in gone.stderr


def test_a_replay_its_stream_would_not_take_is_refused(
    dlq_cli: CliRunner, nats_server: EmbeddedNatsServer, unique: str
) -> None:
    [wrong] = asyncio.run(
        _park(
            nats_server.url,
            f"svc{unique}",
            [(s.STREAM_EVENTS, s.event(f"t{unique}", "job.completed"), b"{}", "invalid_data")],
        )
    )

    async def mislabel() -> int:
        # The same entry, claiming to come from a stream that does not take its subject.
        nc = await nats.connect(nats_server.url)
        try:
            js = nc.jetstream()
            entry = await js.get_msg(s.STREAM_DLQ, wrong.dlq_seq)
            headers = {k: v for k, v in (entry.headers or {}).items() if k != s.HEADER_MSG_ID}
            headers[s.HEADER_DLQ_STREAM] = s.STREAM_RESOURCES
            return (await js.publish(entry.subject or "", b"{}", headers=headers)).seq
        finally:
            await nc.close()

    refused = dlq(dlq_cli, "replay", str(asyncio.run(mislabel())))
    assert refused.exit_code == 1
    assert f"stream {s.STREAM_RESOURCES} did not take" in refused.stderr


def test_bad_input_is_refused(dlq_cli: CliRunner) -> None:
    missing = dlq(dlq_cli, "show", str(10**12))
    assert missing.exit_code == 1 and "no DLQ message" in missing.stderr
    neither = dlq(dlq_cli, "replay")
    assert neither.exit_code == 2 and "--all" in neither.output
    both = dlq(dlq_cli, "replay", "5", "--all", "--service", "graph")
    assert both.exit_code == 2
    unnamed = dlq(dlq_cli, "replay", "--all")
    assert unnamed.exit_code == 2 and "--service" in unnamed.output
    zero = dlq(dlq_cli, "show", "0")
    assert zero.exit_code == 2
