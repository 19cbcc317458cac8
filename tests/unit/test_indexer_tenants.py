"""The indexer embeds each tenant's texts as that tenant's requests, in the batch's order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, cast

import numpy as np
import pytest
from nats.js import JetStreamContext

from memstream.services.common.models.attribution import billed_tenant
from memstream.services.common.models.embed_client import (
    EmbedderUnavailable,
    EmbedRequestRejected,
)
from memstream.services.common.stores.episodes import EpisodeDoc
from memstream.services.common.stores.vectors import Embedding, SparseVector
from memstream.services.common.stores.vectorstore import VectorStore
from memstream.services.indexer.service import IndexerService
from memstream.services.indexer.settings import IndexerSettings


class Recording:
    """Embeds a text as [len(text)]; remembers whose request each call was."""

    def __init__(self, fail: dict[str, Exception] | None = None) -> None:
        self.calls: list[tuple[str | None, list[str]]] = []
        self.fail = fail or {}

    async def embed(
        self, texts: Sequence[str], purpose: Literal["document", "query"] = "document"
    ) -> list[Embedding]:
        tenant = billed_tenant()
        self.calls.append((tenant, list(texts)))
        if tenant in self.fail:
            raise self.fail[tenant]
        return [
            Embedding(
                dense=np.array([len(t)], dtype=np.float32),
                sparse=SparseVector(indices=[], values=[]),
                model="m",
            )
            for t in texts
        ]


def indexer(embedder: Recording) -> IndexerService:
    # Only the embedding step runs here: no stream, no store.
    return IndexerService(
        cast(JetStreamContext, None),
        embedder,
        cast(VectorStore, None),
        IndexerSettings(),
        dim=1,
    )


def doc(tenant: str, text: str) -> EpisodeDoc:
    return EpisodeDoc(id=f"{tenant}:{text}", text=text, payload={"tenant_id": tenant})


async def test_each_tenant_asks_for_its_own_texts_and_the_order_is_kept() -> None:
    embedder = Recording()
    batch = [doc("a", "x"), doc("b", "yy"), doc("a", "zzz")]
    got = await indexer(embedder)._embed(batch)
    assert [float(e.dense[0]) for e in got] == pytest.approx([1.0, 2.0, 3.0])
    assert sorted(embedder.calls) == [("a", ["x", "zzz"]), ("b", ["yy"])]
    assert billed_tenant() is None, "nothing leaks out of the batch"


async def test_a_refusal_outranks_an_outage_in_a_mixed_batch() -> None:
    embedder = Recording(
        fail={"a": EmbedderUnavailable("timeout"), "b": EmbedRequestRejected("too long")}
    )
    with pytest.raises(EmbedRequestRejected):
        await indexer(embedder)._embed([doc("a", "x"), doc("b", "y")])
