"""The `forgotten` bucket on a real JetStream: what one ledger records, another started
later reads before it answers, and one already running learns by its watcher."""

from __future__ import annotations

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.runtime.settings import CommonSettings
from tests.support.polling import eventually

TURN = "ta:s1:3:0"  # a resource id as ingest makes it (it holds ':', no KV key may)
OTHER_TURN = "ta:s1:4:0"
FACT = "6f1d3c1e-8d7a-5a1b-9c2e-0a4b5c6d7e8f"


async def test_a_ledger_started_later_reads_what_was_recorded(
    own_server: tuple[CommonSettings, Client],
) -> None:
    _, nc = own_server
    js = nc.jetstream()
    writer = await ForgottenLedger.open(js)
    await writer.record("ta", [TURN], [FACT], at=1.0)
    await writer.record("ta", [TURN], [FACT], at=2.0)  # a retried forget: the same keys

    reader = await ForgottenLedger.open(js)
    await reader.start()  # returns once the current entries are read
    try:
        assert reader.resource("ta", TURN)
        assert not reader.resource("ta", OTHER_TURN)
        # Another tenant's resource of the same id is not the forgotten one.
        assert not reader.resource("tb", TURN)
        # Drawn again only from forgotten words: still forgotten.
        assert reader.fact("ta", FACT, [TURN])
        # Told anew (a source that is not forgotten), or no source at all: remembered.
        assert not reader.fact("ta", FACT, [TURN, OTHER_TURN])
        assert not reader.fact("ta", FACT, [])
        assert not reader.fact("tb", FACT, [TURN])
    finally:
        await reader.stop()
    kv = await js.key_value(s.BUCKET_FORGOTTEN)
    assert len(await kv.keys()) == 2


async def test_a_running_ledger_learns_of_a_new_forget(
    own_server: tuple[CommonSettings, Client],
) -> None:
    _, nc = own_server
    js = nc.jetstream()
    reader = await ForgottenLedger.open(js)
    await reader.start()  # an empty bucket: start returns at once
    try:
        assert not reader.resource("ta", TURN)
        writer = await ForgottenLedger.open(js)
        await writer.record("ta", [TURN], [], at=1.0)
        assert await eventually(
            lambda: _async(reader.resource("ta", TURN)), what="the watcher's update"
        )
        assert not reader.fact("ta", FACT, [TURN])  # the fact itself was not forgotten
    finally:
        await reader.stop()


async def _async(value: bool) -> bool:
    return value
