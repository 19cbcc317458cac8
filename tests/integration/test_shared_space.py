"""A tenant's shared space: two agents of different domains write, a domain penalises, never drops.

Against the shared stack: every service serves `shared_space(T)` as an ordinary tenant, the
episode indexer and the extractor keep each turn's `domain`, and the retriever multiplies
the score of a memory tagged with another domain than the request's by
`off_domain_factor` (0.5).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import pytest

from memstream.contracts.client import MemoryClient
from memstream.contracts.context import ContextItem, ContextRequest, ContextResponse
from memstream.contracts.keys import shared_space
from memstream.contracts.tools import SearchMemoryArgs
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.retriever.settings import RetrieverSettings

FACTOR = RetrieverSettings().off_domain_factor
# Two statements alike but for two words, so their relevance to the question is about
# equal and only the domain sets them apart; each between two turns on other things.
CODING = "I prefer short release notes because the launch deadline is Friday."
COOKING = "I prefer short dinner menus because the launch deadline is Friday."
QUESTION = "What is the deadline for the launch?"
SESSIONS = {
    "coding": (
        "Dana",
        ["I fixed a flaky test in the parser today.", CODING, "The CI runs on Debian."],
    ),
    "cooking": (
        "Chen",
        ["I bought fresh basil at the market.", COOKING, "The oven needs a new part."],
    ),
}


@pytest.fixture
async def agents(
    stack: Stack, nats_server: EmbeddedNatsServer, unique: str
) -> AsyncIterator[tuple[MemoryClient, MemoryClient]]:
    space = shared_space(f"t{unique}")
    dev = await MemoryClient.connect(nats_server.url, tenant_id=space, agent_id="dev")
    chef = await MemoryClient.connect(nats_server.url, tenant_id=space, agent_id="chef")
    acks = []
    for client, (domain, (speaker, turns)) in zip((dev, chef), SESSIONS.items(), strict=True):
        for n, text in enumerate(turns):
            meta = {"domain": domain}
            acks.append(await client.publish_turn(domain, n, text, speaker=speaker, metadata=meta))
    reply = await dev.wait_for(acks, extracted=True)
    assert reply.complete
    yield dev, chef
    await dev.close()
    await chef.close()


async def ask(client: MemoryClient, domain: str | None) -> ContextResponse:
    return await client.context_request(ContextRequest(query=QUESTION, domain=domain))


def first_of(items: Sequence[ContextItem], domain: str) -> int:
    return next(i for i, item in enumerate(items) if item.domain == domain)


async def test_a_domain_scores_other_domains_lower_and_drops_none(
    agents: tuple[MemoryClient, MemoryClient],
) -> None:
    dev, chef = agents
    plain = await ask(dev, None)
    assert {i.domain for i in plain.items} >= {"coding", "cooking"}
    assert all(i.explain is not None and i.explain.domain == 1.0 for i in plain.items)
    best = {d: plain.items[first_of(plain.items, d)] for d in ("coding", "cooking")}
    # The premise: without a domain the two statements are about equally relevant.
    relevance = [b.explain.relevance for b in best.values() if b.explain is not None]
    assert max(relevance) / min(relevance) < 1 / FACTOR

    before = {item.id: item for item in plain.items}
    for asked, other in (("coding", "cooking"), ("cooking", "coding")):
        client = dev if asked == "coding" else chef
        answer = await ask(client, asked)
        # Both domains come back: the other one is penalised, not filtered out.
        assert {i.domain for i in answer.items} >= {asked, other}
        # Of two equally relevant statements, the asker's domain ranks first.
        assert first_of(answer.items, asked) < first_of(answer.items, other)
        for item in answer.items:
            assert item.explain is not None
            expected = FACTOR if item.domain == other else 1.0
            assert item.explain.domain == pytest.approx(expected)
            same = before.get(item.id)
            if same is not None and same.explain is not None:
                # The same memory, the same evidence: only the factor differs.
                assert item.explain.relevance == pytest.approx(same.explain.relevance)
                assert item.score == pytest.approx(same.score * expected, rel=1e-6)


async def test_search_memory_ranks_by_domain_and_shows_it(
    agents: tuple[MemoryClient, MemoryClient],
) -> None:
    dev, _ = agents
    plain = await dev.search_memory_call(SearchMemoryArgs(query=QUESTION))
    coding = await dev.search_memory_call(SearchMemoryArgs(query=QUESTION, domain="coding"))
    for result in (plain, coding):
        assert {m.domain for m in result.memories} >= {"coding", "cooking"}
    domains = [m.domain for m in coding.memories]
    assert domains.index("coding") < domains.index("cooking")
    scores = {m.id: m.score for m in plain.memories}
    for memory in coding.memories:
        if memory.domain == "cooking" and scores.get(memory.id) is not None:
            assert memory.score == pytest.approx(scores[memory.id] * FACTOR, abs=2e-4)
