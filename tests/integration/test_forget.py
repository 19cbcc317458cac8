"""forget_memory end to end: turns told, extracted and indexed by the real stack, then
forgotten, and looked for again everywhere a user or an agent could meet them."""

from __future__ import annotations

import pytest

from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import MemstreamError
from memstream.contracts.tools import MemoryOut
from memstream.services.common.stores.vectorstore import SUMMARIES, PointFilter, VectorStore
from tests.support.polling import eventually

QUESTIONS = (
    "what health conditions do I have?",
    "tell me about my health",
    "diabetes",
    "where does my sister live?",
    "what's my gym locker code?",
    "what do you know about me?",
)



async def recalled(client: MemoryClient) -> str:
    """Everything the tenant's memory shows for the questions: context blocks, the items
    behind them (an episode with its neighbouring turns) and search results."""
    seen = []
    for question in QUESTIONS:
        answer = await client.context(question, limit=10)
        seen += [answer.inject, *(item.text for item in answer.items)]
        found = await client.search_memory(question, limit=20)
        seen += [m.text for m in found.memories]
    return "\n".join(seen).lower()


async def fact_about(client: MemoryClient, query: str, word: str) -> MemoryOut:
    """The first fact (not an excerpt) search_memory finds that holds `word`."""

    async def facts() -> list[MemoryOut]:
        found = await client.search_memory(query, limit=20)
        return [m for m in found.memories if m.kind != "episode" and word in m.text.lower()]

    return (await eventually(facts, until=bool, what=f"a fact with {word!r}"))[0]


async def summaries_text(store: VectorStore, tenant: str) -> str:
    """The tenant's category summaries as default reads see them."""
    records, _ = await store.scroll(SUMMARIES, PointFilter(tenant_id=tenant), limit=100)
    return "\n".join(str(r.payload.get("text", "")) for r in records).lower()


async def test_forgetting_a_fact_and_an_excerpt(
    client: MemoryClient, intruder: MemoryClient, vector_store: VectorStore
) -> None:
    told = [
        ("I was diagnosed with type 2 diabetes last month.", "I'm sorry to hear that."),
        ("My sister Ana lives in Porto.", "Porto is lovely."),
        ("My gym locker code is 4471.", "Noted."),
    ]
    acks = [await client.publish_turn("s1", n, u, a) for n, (u, a) in enumerate(told)]
    await client.wait_for(acks, extracted=True)
    before = await recalled(client)
    assert "diabetes" in before and "4471" in before and "porto" in before
    diabetes = await fact_about(client, "diabetes", "diabetes")
    sister = await fact_about(client, "where does my sister live?", "porto")
    assert "diabetes" in await summaries_text(vector_store, client.tenant_id)

    # Another tenant's credentials reach nothing: answered like an unknown id.
    for memory_id in (diabetes.id, sister.id, acks[0].resource_ids[0]):
        with pytest.raises(MemstreamError) as exc:
            await intruder.forget_memory(memory_id)
        assert exc.value.code == "not_found" and "diabetes" not in str(exc.value)
    with pytest.raises(MemstreamError) as exc:
        await client.forget_memory("no-such-memory")
    assert exc.value.code == "not_found"

    # A fact goes with the words it came from; the reply turn of the agent stays.
    gone = await client.forget_memory(diabetes.id)
    assert diabetes.id in gone.facts
    assert acks[0].resource_ids[0] in gone.excerpts
    assert acks[0].resource_ids[1] not in gone.excerpts
    assert gone.summaries
    again = await client.forget_memory(diabetes.id)  # a retried call answers the same
    assert again.facts == gone.facts and again.excerpts == gone.excerpts

    after = await recalled(client)
    assert "diabetes" not in after
    assert "porto" in after and "4471" in after
    assert "diabetes" not in await summaries_text(vector_store, client.tenant_id)
    explained = await client.explain_fact(diabetes.id)  # the audit view still has it
    assert explained.memory.status == "deleted"

    # An excerpt goes with the facts drawn only from it. (Search shows an excerpt only
    # where no fact drawn from it is shown, so its id comes from the turn's ack here.)
    locker = await fact_about(client, "gym locker code", "4471")
    excerpt = acks[2].resource_ids[0]
    hidden = await client.forget_memory(excerpt)
    assert hidden.excerpts == [excerpt] and hidden.facts == [locker.id]
    left = await recalled(client)
    assert "4471" not in left and "porto" in left
    assert sister.id not in hidden.facts + gone.facts

    # Told again in a later turn, it is remembered again.
    retold = await client.publish_turn("s2", 0, told[0][0], "I'll keep that in mind.")
    await client.wait_for(retold, extracted=True)
    assert (await fact_about(client, "diabetes", "diabetes")).status == "active"
