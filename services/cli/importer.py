"""`memstream import`: a tenant's history from a JSON Lines file, paced behind the indexer.

Every line is checked before the first turn is sent, so a file with a bad line stores
nothing. The turns then go through `MemoryClient.import_turns`, never more than `window`
ahead of the episode indexer, so other tenants' new turns stay searchable meanwhile; a run
that stops (`unavailable`) can be started again and stores only what is missing.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from nats.aio.client import Client
from pydantic import ValidationError

from memstream.contracts.client import MemoryClient
from memstream.contracts.turns import TurnIn
from memstream.services.common.messaging.errors import PermanentError

IMPORT_AGENT = "memstream-import"


class ImportFileError(PermanentError, ValueError):
    """A line of the import file is not a turn of the tenant named."""

    reason = "bad_import_file"


@dataclass(frozen=True, slots=True)
class Imported:
    turns: int
    already_stored: int
    seconds: float


def read_turns(path: Path, tenant: str) -> list[TurnIn]:
    """One `TurnIn` per non-blank line, each naming `tenant`; the first bad line raises
    `ImportFileError` with its number."""
    turns = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                turn = TurnIn.model_validate_json(line)
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(p) for p in first["loc"]) or "the line"
                raise ImportFileError(f"line {number}: {where}: {first['msg']}") from None
            if turn.tenant_id != tenant:
                raise ImportFileError(
                    f"line {number}: the turn names tenant {turn.tenant_id!r}, not {tenant!r}"
                )
            turns.append(turn)
    return turns


async def import_turns(
    nc: Client, tenant: str, turns: list[TurnIn], window: int, timeout: float
) -> Imported:
    """Send `turns` on `nc` as `tenant`'s history; returns once every one is searchable."""
    client = await MemoryClient.connect("", tenant, IMPORT_AGENT, connection=nc)
    started = time.monotonic()
    acks = await client.import_turns(turns, window=window, timeout=timeout)
    return Imported(
        turns=len(acks),
        already_stored=sum(1 for ack in acks if ack.duplicate),
        seconds=time.monotonic() - started,
    )
