"""The `forgotten` bucket on a real JetStream: what one ledger records, another started
later reads before it answers, and one already running learns by its watcher."""

from __future__ import annotations

from nats.aio.client import Client

from memstream.contracts import subjects as s
from memstream.services.common.memory.forgotten import ForgottenLedger
from memstream.services.common.runtime.settings import CommonSettings
from tests.support.polling import eventually

TURN = "ta:s1:3:0"  # resource ids as ingest makes them (they hold ':', no KV key may)
EXCERPT = "ta:s1:5:0"
OTHER_TURN = "ta:s1:4:0"
FACT = "6f1d3c1e-8d7a-5a1b-9c2e-0a4b5c6d7e8f"
OTHER_FACT = "0b9e7d1c-2a3f-5e4d-8c7b-6a5f4e3d2c1b"


async def test_a_ledger_started_later_reads_what_was_recorded(
    own_server: tuple[CommonSettings, Client],
) -> None:
    _, nc = own_server
    js = nc.jetstream()
    writer = await ForgottenLedger.open(js)
    # A forgotten turn; an excerpt hidden with the forgotten fact drawn from it.
    await writer.record("ta", 1.0, turns=[TURN])
    await writer.record("ta", 2.0, excerpts=[EXCERPT], facts=[FACT])
    await writer.record("ta", 3.0, excerpts=[EXCERPT], facts=[FACT])  # a retried forget

    reader = await ForgottenLedger.open(js)
    await reader.start()  # returns once the current entries are read
    try:
        assert reader.resource("ta", TURN) and reader.resource("ta", EXCERPT)
        assert not reader.resource("ta", OTHER_TURN)
        # Another tenant's resource of the same id is not the forgotten one.
        assert not reader.resource("tb", TURN) and not reader.resource("tb", EXCERPT)
        # Any fact drawn only from a forgotten turn stays forgotten, recorded or not
        # (one extracted after the forget was never recorded).
        assert reader.fact("ta", OTHER_FACT, [TURN])
        # The forgotten fact, drawn again only from what was hidden: still forgotten.
        assert reader.fact("ta", FACT, [EXCERPT]) and reader.fact("ta", FACT, [EXCERPT, TURN])
        # Another fact of the hidden excerpt stays: only the forgotten one went.
        assert not reader.fact("ta", OTHER_FACT, [EXCERPT])
        # Told anew (a source that is not forgotten), or no source at all: remembered.
        assert not reader.fact("ta", FACT, [EXCERPT, OTHER_TURN])
        assert not reader.fact("ta", OTHER_FACT, [TURN, OTHER_TURN])
        assert not reader.fact("ta", FACT, [])
        assert not reader.fact("tb", FACT, [EXCERPT])
    finally:
        await reader.stop()
    # The same read from the bucket in one pass, per tenant.
    hidden = await writer.hidden_resources("ta")
    assert hidden(TURN) and hidden(EXCERPT) and not hidden(OTHER_TURN)
    assert not (await writer.hidden_resources("tb"))(TURN)
    kv = await js.key_value(s.BUCKET_FORGOTTEN)
    assert len(await kv.keys()) == 3


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
        await writer.record("ta", 1.0, excerpts=[EXCERPT])
        # Read from the bucket, a forget that has just returned is seen at once.
        assert await reader.hidden_now("ta", EXCERPT)
        assert not await reader.hidden_now("ta", OTHER_TURN)
        assert await eventually(
            lambda: _async(reader.resource("ta", EXCERPT)), what="the watcher's update"
        )
        assert not reader.fact("ta", FACT, [EXCERPT])  # no fact was forgotten
    finally:
        await reader.stop()


async def _async(value: bool) -> bool:
    return value
