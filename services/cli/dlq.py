"""`memstream dlq`: inspect the messages consumers parked in the DLQ, and re-drive them.

Every consumer parks a message it gives up on (messaging/dlq.py) on
`mem.dlq.<service>.<tenant>`: its payload byte for byte, and in headers the reason, the
error, and the original subject, stream and sequence. `list` shows them (oldest first),
`show` one with its headers and payload, `replay` publishes the payload again to its
original subject, once the fault is fixed.

A replay goes through the original stream like any new message, so every consumer of that
stream sees it again, not only the one that parked it; memstream's consumers take a
message they already handled as a no-op (ids are deterministic), but a replayed
`cost.recorded` event is counted again by the budget ledger. The original stream is
named on the publish, so a subject that stream no longer takes is refused rather than
stored elsewhere. The replay carries a fresh `Nats-Msg-Id` (`dlq-replay:<dlq seq>`): the
original's id may still be in the stream's duplicate window and would swallow it, while
the same entry replayed twice within the window is stored once. `--delete` removes the
entry from the DLQ once its replay is stored; without it the entry stays as a record. A
replay that fails again is parked again, as a new entry.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, TypeVar

import typer
from nats.errors import Error as NatsError
from nats.js import JetStreamContext
from nats.js.api import RawStreamMsg
from nats.js.errors import NotFoundError
from rich.console import Console
from rich.table import Table

from memstream.contracts import subjects as s
from memstream.services.cli.stack import connect
from memstream.services.cli.target import nats_url
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.common.runtime.settings import CommonSettings

T = TypeVar("T")

dlq_app = typer.Typer(help="Messages consumers gave up on: list, show, replay.")
console = Console(stderr=True)

Url = Annotated[str | None, typer.Option(help="NATS URL of a running memstream.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print JSON.")]
Service = Annotated[
    str | None,
    typer.Option(help="Only this consumer's (indexer, extractor, graph, scheduler-access, …)."),
]
Tenant = Annotated[str | None, typer.Option(help="Only this tenant's.")]

# Headers the server adds to a direct get; shown as the entry's own fields instead.
_SERVER_HEADERS = frozenset(
    {"Nats-Stream", "Nats-Subject", "Nats-Sequence", "Nats-Time-Stamp", "Nats-Num-Pending"}
)


@dataclass(frozen=True, slots=True)
class Entry:
    """One DLQ message: where it is, who parked it, why, and what it was."""

    seq: int
    time: datetime | None
    service: str
    tenant: str
    headers: dict[str, str]
    data: bytes

    @classmethod
    def of(cls, raw: RawStreamMsg) -> Entry:
        tokens = (raw.subject or "").split(".")

        def token(i: int) -> str:
            return tokens[i] if len(tokens) > i else ""

        headers = {k: str(v) for k, v in (raw.headers or {}).items() if k not in _SERVER_HEADERS}
        return cls(
            seq=int(raw.seq or 0),
            time=raw.time,
            service=token(s.DLQ_SERVICE_TOKEN),
            tenant=token(s.DLQ_TENANT_TOKEN),
            headers=headers,
            data=raw.data or b"",
        )

    @property
    def reason(self) -> str:
        return self.headers.get(s.HEADER_DLQ_REASON, "")

    @property
    def subject(self) -> str:
        """The original subject."""
        return self.headers.get(s.HEADER_DLQ_SUBJECT, "")

    @property
    def stream(self) -> str:
        """The original stream."""
        return self.headers.get(s.HEADER_DLQ_STREAM, "")

    def summary(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "time": self.time.isoformat() if self.time else None,
            "service": self.service,
            "tenant": self.tenant,
            "reason": self.reason,
            "subject": self.subject,
        }

    def payload(self) -> Any:
        """The payload as JSON if it is JSON, else as text."""
        try:
            return json.loads(self.data)
        except ValueError:
            return self.data.decode("utf-8", errors="replace")


@dataclass(frozen=True, slots=True)
class Replayed:
    entry: Entry
    stream: str
    seq: int
    duplicate: bool
    deleted: bool


async def entries(
    js: JetStreamContext, service: str | None, tenant: str | None, until: int | None = None
) -> AsyncIterator[Entry]:
    """The DLQ messages of `service` and `tenant` (every one's when None), oldest first,
    up to sequence `until` if given."""
    wanted = s.dlq_filter(service or "*", tenant or "*")
    seq = 1
    while until is None or seq <= until:
        try:
            raw = await js.get_msg(s.STREAM_DLQ, seq=seq, subject=wanted, next=True, direct=True)
        except NotFoundError:
            return
        entry = Entry.of(raw)
        if until is not None and entry.seq > until:
            return
        yield entry
        seq = entry.seq + 1


async def count(js: JetStreamContext, service: str | None, tenant: str | None) -> int:
    info = await js.stream_info(
        s.STREAM_DLQ, subjects_filter=s.dlq_filter(service or "*", tenant or "*")
    )
    return sum((info.state.subjects or {}).values())


async def get(js: JetStreamContext, seq: int) -> Entry:
    try:
        return Entry.of(await js.get_msg(s.STREAM_DLQ, seq=seq, direct=True))
    except NotFoundError:
        raise RequestRejected("not_found", f"no DLQ message {seq}") from None


async def replay(js: JetStreamContext, entry: Entry, delete: bool) -> Replayed:
    """Publish `entry`'s payload to its original subject, checked against its original
    stream; then, with `delete`, drop it from the DLQ."""
    if not entry.subject or not entry.stream:
        raise RequestRejected(
            "validation_error", f"DLQ message {entry.seq} does not say where it came from"
        )
    try:
        ack = await js.publish(
            entry.subject,
            entry.data,
            stream=entry.stream,
            headers={s.HEADER_MSG_ID: s.dlq_replay_msg_id(entry.seq)},
        )
    except NatsError as exc:
        raise RequestRejected(
            "unavailable",
            f"stream {entry.stream} did not take {entry.subject} (DLQ message {entry.seq}): "
            f"{type(exc).__name__}: {exc}",
        ) from exc
    deleted = False
    if delete:
        deleted = await js.delete_msg(s.STREAM_DLQ, entry.seq)
    return Replayed(entry, ack.stream, ack.seq, bool(ack.duplicate), deleted)


async def _on_dlq(
    url: str, settings: CommonSettings, work: Callable[[JetStreamContext], Awaitable[T]]
) -> T:
    timeout = settings.request_timeout_s
    try:
        # The shared connect retries forever; a one-shot command gives up after a while.
        nc = await asyncio.wait_for(connect(url, "memstream-dlq", timeout, settings), timeout)
    except (TimeoutError, OSError, NatsError) as exc:
        raise RequestRejected("unavailable", f"cannot reach NATS at {url}") from exc
    try:
        js = nc.jetstream(timeout=timeout)
        try:
            await js.stream_info(s.STREAM_DLQ)
        except NotFoundError:
            raise RequestRejected(
                "not_found", f"no {s.STREAM_DLQ} stream at {url} (run `memstream provision`)"
            ) from None
        return await work(js)
    finally:
        await nc.close()


def _run(url: str | None, work: Callable[[JetStreamContext], Awaitable[T]]) -> T:
    """`work` on the DLQ; a refusal or an unreachable server exits 1 with a message."""
    settings = CommonSettings()
    try:
        return asyncio.run(_on_dlq(nats_url(settings, url), settings, work))
    except RequestRejected as exc:
        console.print(f"[red]error:[/] {exc.reply.message}")
        raise typer.Exit(1) from None


@dlq_app.command("list")
def list_entries(
    service: Service = None,
    tenant: Tenant = None,
    limit: Annotated[int, typer.Option(min=1, help="Show at most this many.")] = 50,
    as_json: AsJson = False,
    url: Url = None,
) -> None:
    """List parked messages, oldest first: seq, time, service, tenant, reason, subject."""

    async def work(js: JetStreamContext) -> tuple[list[Entry], int]:
        found: list[Entry] = []
        async for entry in entries(js, service, tenant):
            found.append(entry)
            if len(found) >= limit:
                break
        return found, await count(js, service, tenant)

    found, total = _run(url, work)
    if as_json:
        typer.echo(json.dumps([e.summary() for e in found], indent=2))
        return
    table = Table("seq", "time", "service", "tenant", "reason", "original subject")
    for e in found:
        time = f"{e.time:%Y-%m-%d %H:%M:%S}" if e.time else ""
        table.add_row(str(e.seq), time, e.service, e.tenant, e.reason, e.subject)
    Console().print(table)
    console.print(f"{len(found)} of {total} message(s)")


@dlq_app.command("show")
def show(
    seq: Annotated[int, typer.Argument(min=1, help="DLQ stream sequence (from `list`).")],
    as_json: AsJson = False,
    url: Url = None,
) -> None:
    """Show one parked message: its headers and its payload (pretty if JSON)."""
    entry = _run(url, lambda js: get(js, seq))
    payload = entry.payload()
    if as_json:
        typer.echo(
            json.dumps({**entry.summary(), "headers": entry.headers, "payload": payload}, indent=2)
        )
        return
    typer.echo(f"seq      {entry.seq}")
    typer.echo(f"time     {entry.time.isoformat() if entry.time else ''}")
    typer.echo(f"service  {entry.service}")
    typer.echo(f"tenant   {entry.tenant}")
    for key, value in sorted(entry.headers.items()):
        typer.echo(f"{key}: {value}")
    typer.echo("")
    typer.echo(json.dumps(payload, indent=2) if not isinstance(payload, str) else payload)


@dlq_app.command("replay")
def replay_command(
    seq: Annotated[
        int | None, typer.Argument(min=1, help="DLQ stream sequence to replay (or --all).")
    ] = None,
    replay_all: Annotated[
        bool, typer.Option("--all", help="Replay every message of --service (and --tenant).")
    ] = False,
    service: Service = None,
    tenant: Tenant = None,
    delete: Annotated[
        bool, typer.Option("--delete", help="Remove each entry from the DLQ once replayed.")
    ] = False,
    url: Url = None,
) -> None:
    """Publish parked messages again to their original subjects, after a fix."""
    if replay_all == (seq is not None):
        raise typer.BadParameter("give either a DLQ sequence or --all", param_hint="SEQ")
    if replay_all and not service:
        raise typer.BadParameter(
            "--all replays one consumer's messages: name it", param_hint="--service"
        )

    async def work(js: JetStreamContext) -> list[Replayed]:
        if seq is not None:
            return [await replay(js, await get(js, seq), delete)]
        # Only what is parked now: a replay that fails again is parked again, after it.
        last = (await js.stream_info(s.STREAM_DLQ)).state.last_seq
        done = []
        async for entry in entries(js, service, tenant, until=last):
            done.append(await replay(js, entry, delete))
        return done

    for r in _run(url, work):
        what = "already replayed, kept once" if r.duplicate else "stored"
        gone = ", removed from the DLQ" if r.deleted else ""
        typer.echo(f"DLQ {r.entry.seq} -> {r.stream} {r.seq} {r.entry.subject} ({what}{gone})")
