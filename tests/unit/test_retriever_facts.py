"""Facts before transcript and knowledge updates, through the Retriever over a real store."""

from __future__ import annotations

import uuid

import numpy as np
import pytest

from memstream.services.common.stores.episodes import episode_docs
from memstream.services.common.stores.vectorstore import (
    EPISODES,
    ITEMS,
    Point,
    Record,
    VectorStore,
    open_vector_store,
)
from memstream.services.retriever.facts import Coverage, facts_first
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.rank import Factors, Scored, Selected
from tests.unit.test_retriever_pipeline import (
    BM25,
    DIM,
    JULY,
    MAY,
    add_item,
    ask,
    dense,
    resource,
    retriever,
)

TURNS = [
    ("s1", MAY, "Ann", "I live in Lisbon, near the river, in a tiny flat."),
    ("s1", MAY, "Bob", "Lisbon is lovely in spring."),
    ("s2", JULY, "Ann", "Big news: we moved, I live in Porto now."),
    ("s2", JULY, "Bob", "Porto has great bridges."),
]


@pytest.fixture(scope="module")
async def store(tmp_path_factory: pytest.TempPathFactory) -> VectorStore:
    s = await open_vector_store("edge", tmp_path_factory.mktemp("facts"), DIM)
    yield s  # type: ignore[misc]
    await s.close()


async def moved_tenant(store: VectorStore) -> tuple[str, str, str]:
    """A tenant whose home moved from Lisbon to Porto; the old fact is superseded."""
    tenant = f"t-{uuid.uuid4().hex[:12]}"
    points = []
    for n, (session, when, speaker, text) in enumerate(TURNS):
        for doc in episode_docs(resource(tenant, session, n, when, speaker, text)):
            points.append(
                Point(doc.id, dense(doc.text), BM25.embed_document(doc.text), doc.payload)
            )
    await store.upsert(EPISODES, points)
    new = f"{tenant}-porto"
    old = await add_item(
        store,
        tenant,
        "lisbon",
        "Ann lives in Lisbon",
        status="superseded",
        superseded_by=new,
        confidence=0.7,
        category="home",
        created_at=MAY,
        event_time=MAY.timestamp(),
        source_resource_ids=[f"{tenant}:s1:0:0"],
    )
    await add_item(
        store,
        tenant,
        "porto",
        "Ann lives in Porto",
        supersedes=old,
        category="home",
        created_at=JULY,
        event_time=JULY.timestamp(),
        source_resource_ids=[f"{tenant}:s2:2:0"],
    )
    return tenant, old, new


@pytest.mark.parametrize("sources", [1, 3])
async def test_the_latest_statement_is_current_and_the_old_one_follows_it_tagged(
    store: VectorStore, sources: int
) -> None:
    tenant, old, new = await moved_tenant(store)
    response = await retriever(store, max_sources=sources).retrieve(
        tenant, ask("Where does Ann live?")
    )
    ids = [i.id for i in response.items]
    assert new in ids and old in ids
    assert ids.index(old) == ids.index(new) + 1
    current = response.items[ids.index(new)]
    assert current.kind == "fact" and "superseded" not in current.trust
    assert current.text.split("\n")[0] == "Ann lives in Porto"
    previous = response.items[ids.index(old)]
    assert "superseded" in previous.trust and "conflict" not in previous.trust
    assert previous.score == pytest.approx(current.score)  # it stands in its successor's place
    scores = [i.score for i in response.items]
    assert scores == sorted(scores, reverse=True)
    # The first line naming either city names the new one, and no transcript of the old
    # statement is shown as current.
    lines = response.inject.split("\n")[1:-1]
    first = next(line for line in lines if "Lisbon" in line or "Porto" in line)
    assert "Porto" in first.split("/")[0]
    for line in lines:
        if "I live in Lisbon" in line:
            assert line.startswith("~ Ann lives in Lisbon") and line.endswith("[superseded]")


async def test_a_superseded_fact_without_a_current_successor_is_not_shown(
    store: VectorStore,
) -> None:
    tenant, old, new = await moved_tenant(store)
    # The successor is gone (deleted): the old fact has nothing to stand behind.
    await store.set_payload("items", new, {"status": "deleted"})
    response = await retriever(store).retrieve(tenant, ask("Where does Ann live?"))
    assert old not in {i.id for i in response.items}
    assert all(i.score > 0 for i in response.items)


async def test_scores_are_positive_ranked_and_explained_for_a_tiny_tenant(
    store: VectorStore,
) -> None:
    tenant, _, _ = await moved_tenant(store)
    response = await retriever(store).retrieve(tenant, ask("bridges"))
    scores = [i.score for i in response.items]
    assert scores and all(0.0 < s <= 1.0 for s in scores)
    assert scores == sorted(scores, reverse=True)
    assert len(set(scores)) > 1
    top = response.items[0]
    assert top.explain is not None and top.explain.sparse is not None
    assert "bridges" in top.text


@pytest.mark.parametrize("sources", [1, 3])
@pytest.mark.parametrize("query", ["the of and to", "\U0001f642\U0001f642\U0001f389", "zq " * 3300])
async def test_a_query_without_usable_terms_gets_a_ranked_answer_with_a_reason(
    store: VectorStore, query: str, sources: int
) -> None:
    tenant, _, _ = await moved_tenant(store)
    response = await retriever(store, max_sources=sources).retrieve(tenant, ask(query))
    scores = [i.score for i in response.items]
    assert scores and all(0.0 < s <= 1.0 for s in scores)
    assert scores == sorted(scores, reverse=True)
    if query.strip().startswith("zq"):
        assert "no_terms" not in response.degraded  # a term, matching nothing
    else:
        assert "no_terms" in response.degraded


async def test_a_turn_whose_superseded_fact_is_asked_is_not_shown_under_another(
    store: VectorStore,
) -> None:
    """ "I live in Lisbon, near the river, in a tiny flat" also gave "Ann has a tiny flat",
    still current. Asked where Ann lives, the turn matches for the superseded fact: its slot
    is that fact's, behind Porto, not the flat's ahead of it."""
    tenant, old, new = await moved_tenant(store)
    flat = await add_item(
        store,
        tenant,
        "flat",
        "Ann has a tiny flat by the river with a balcony",
        category="home",
        created_at=MAY,
        event_time=MAY.timestamp(),
        source_resource_ids=[f"{tenant}:s1:0:0"],
    )
    response = await retriever(store).retrieve(tenant, ask("Where does Ann live?"))
    ids = [i.id for i in response.items]
    assert ids.index(old) == ids.index(new) + 1
    assert flat not in ids[: ids.index(new)]
    # Asked about the flat, the current fact of that turn takes the slot as before.
    response = await retriever(store).retrieve(tenant, ask("Has Ann a balcony on her flat?"))
    ids = [i.id for i in response.items]
    assert flat in ids and (old not in ids or ids.index(old) > ids.index(flat))


def test_a_superseded_fact_takes_its_turns_slot_only_when_its_successor_was_found() -> None:
    """The old city's fact is closer to the question than the turn's other fact in both
    cases; it takes the slot only where the selection found the new city on its own."""
    axis = np.eye(3, dtype=np.float32)
    lisbon_turn = {"resource_id": "t:s1:0:0", "kind": "user_input", "text": "I live in Lisbon"}
    lisbon = Record("lisbon", {"status": "superseded", "superseded_by": "porto",
                               "source_resource_ids": ["t:s1:0:0"]}, dense=axis[0])  # fmt: skip
    partner = Record("ines", {"status": "active", "source_resource_ids": ["t:s1:0:0"]}, axis[1])
    porto = Record("porto", {"status": "active", "source_resource_ids": ["t:s2:0:0"]}, axis[2])
    cover = Coverage({"t:s1:0:0": [partner]}, {"t:s1:0:0": [lisbon]}, {"porto": porto})
    query = np.array([0.6, 0.0, 0.8], dtype=np.float32)  # near Lisbon and Porto, not Inês

    def slot(*more: Selected) -> list[str]:
        episode = Selected(Scored(Candidate(EPISODES, "e1", lisbon_turn), 0.9, 0.9))
        shown = facts_first([episode, *more], cover, {}, lambda c: Factors(), 10, query)
        return [s.scored.cand.id for s in shown]

    assert slot() == ["ines"]
    porto_found = Selected(Scored(Candidate(ITEMS, "porto", dict(porto.payload)), 0.8, 0.8))
    assert slot(porto_found) == ["porto", "lisbon"]
