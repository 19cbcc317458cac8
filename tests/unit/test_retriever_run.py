"""A retrieval's bookkeeping (services/retriever/run.py) and the retriever's public face."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any, cast

import pytest

import memstream.services.retriever as retriever_package
from memstream.services.common.stores.vectorstore import (
    Hit,
    PointFilter,
    QuerySpec,
    Record,
    VectorStore,
    open_vector_store,
)
from memstream.services.retriever import Retriever, RetrieverSettings
from memstream.services.retriever.run import Run
from tests.unit.test_retriever_pipeline import (
    BM25,
    DIM,
    MAY,
    NOW,
    Graph,
    add_item,
    ask,
    embed_query,
    index_conversation,
)

ROOT = Path(__file__).resolve().parents[2]


class CountingStore:
    """A real store that counts the reads made of it."""

    def __init__(self, store: VectorStore) -> None:
        self.store = store
        self.reads = 0

    async def query(self, collection: str, spec: QuerySpec) -> list[Hit]:
        self.reads += 1
        return await self.store.query(collection, spec)

    async def get(
        self, collection: str, ids: Sequence[str], *, with_vectors: bool = False
    ) -> list[Record]:
        self.reads += 1
        return await self.store.get(collection, ids, with_vectors=with_vectors)

    async def scroll(
        self, collection: str, filter: PointFilter, **kwargs: Any
    ) -> tuple[list[Record], str | None]:
        self.reads += 1
        return await self.store.scroll(collection, filter, **kwargs)


@pytest.fixture(scope="module")
async def store(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[VectorStore]:
    s = await open_vector_store("edge", tmp_path_factory.mktemp("run"), DIM)
    yield s
    await s.close()


async def test_a_retrieval_costs_each_store_read_and_graph_call_once(store: VectorStore) -> None:
    tenant = f"t-{uuid.uuid4().hex[:12]}"
    await index_conversation(store, tenant)
    # A superseded fact from a shown turn makes the facts-first lookup read twice.
    new = f"{tenant}-kitten-now"
    await add_item(
        store,
        tenant,
        "kitten-then",
        "Ann adopted a kitten named Miso",
        status="superseded",
        superseded_by=new,
        event_time=MAY.timestamp(),
        source_resource_ids=[f"{tenant}:s1:2:0"],
    )
    await add_item(
        store, tenant, "kitten-now", "Ann's cat Miso is grown up now", event_time=NOW.timestamp()
    )
    counting = CountingStore(store)
    graph = Graph(cause=new)
    only_calls = RetrieverSettings(max_sources=3, cost_embed=0.0, cost_rewrite=0.0, cost_search=1.0)
    r = Retriever(cast(VectorStore, counting), embed_query, BM25, settings=only_calls, graph=graph)
    requests = [
        (ask("What is the name of Ann's kitten?"), None),
        (ask("Why did Ann adopt Miso?"), None),
        (ask("When did Bob go hiking?"), None),
        (ask("What colour is Ann's kitten?", budget_constrained=True), None),
        (ask("What does Ann's cat Miso look like now?"), 15),
    ]
    for request, depth in requests:
        reads, graph_calls = counting.reads, len(graph.asked)
        response = await r.retrieve(tenant, request, depth=depth)
        spent = counting.reads - reads + len(graph.asked) - graph_calls
        assert response.items
        assert response.cost == pytest.approx(spent)
    assert {kind for kind, _, _ in graph.asked} >= {"neighbourhood", "causal", "timeline"}


def test_a_skipped_part_is_named_once_in_the_order_first_skipped() -> None:
    run = Run()
    for part in ("rewrite", "graph", "dense", "graph"):
        run.degrade(part)
    assert run.degraded == ["rewrite", "graph", "dense"]


def test_cost_weighs_embeddings_calls_and_rewrites() -> None:
    settings = RetrieverSettings(cost_embed=2.0, cost_search=0.5, cost_rewrite=10.0)
    assert Run(calls=3, embeds=2, rewrites=1).cost(settings) == pytest.approx(15.5)
    assert Run().cost(settings) == 0.0


def test_the_public_face_names_what_other_packages_use() -> None:
    assert sorted(retriever_package.__all__) == [
        "Retriever",
        "RetrieverApp",
        "RetrieverSettings",
        "estimate_tokens",
    ]
    for name in retriever_package.__all__:
        assert getattr(retriever_package, name).__name__ == name
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = retriever_package.Nothing


def test_importing_one_retriever_module_does_not_load_the_service() -> None:
    probe = (
        "import sys; import memstream.services.retriever.fusion; "
        "print(sorted(m for m in sys.modules if m.startswith('memstream.services.retriever')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    loaded = done.stdout.strip()
    assert "memstream.services.retriever.fusion" in loaded
    for heavy in ("retriever.app", "retriever.pipeline", "retriever.service"):
        assert heavy not in loaded
