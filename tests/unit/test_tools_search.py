"""search_memory's request to the retriever: the tool's filters as the context's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from memstream.contracts.search import SearchRequest
from memstream.contracts.tools import SearchMemoryArgs
from memstream.services.common.messaging.errors import RequestRejected
from memstream.services.tools.search import entity_names, search_request

NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)


def test_the_tools_filters_become_the_context_filters() -> None:
    args = SearchMemoryArgs(
        query="Where does Ana live?",
        kind="preference",
        tag="travel",
        after="last_week",
        before="2026-03-01",
        limit=30,
        domain="cooking",
    )
    request = search_request(args, NOW, ["Ana", "Ana Silva"])
    assert request.depth == 30
    inner = request.request
    assert inner.query == "Where does Ana live?" and inner.project_id is None
    assert inner.filters.kinds == ["preference"] and inner.filters.tags == ["travel"]
    assert inner.filters.after == NOW - timedelta(days=7)
    assert inner.filters.before == datetime(2026, 3, 1, tzinfo=UTC)
    assert inner.filters.entities == ["Ana", "Ana Silva"]
    assert inner.domain == "cooking"
    # What goes over the wire reads back the same.
    assert SearchRequest.model_validate_json(request.model_dump_json()) == request


def test_no_filters_search_everything_the_context_would() -> None:
    request = search_request(SearchMemoryArgs(query="camping"), NOW, [])
    f = request.request.filters
    assert (f.kinds, f.tags, f.entities, f.after, f.before) == ([], [], [], None, None)
    assert request.depth == 10 and request.request.domain is None


def test_a_domain_is_a_short_name() -> None:
    with pytest.raises(ValidationError):
        SearchMemoryArgs(query="x", domain="not a domain!")


def test_an_unreadable_time_bound_is_refused_with_its_field() -> None:
    with pytest.raises(RequestRejected) as exc:
        search_request(SearchMemoryArgs(query="x", after="soonish"), NOW, [])
    assert exc.value.reply.code == "validation_error"
    assert exc.value.reply.field == "after/before"


def test_entity_names_are_the_asked_name_then_the_graphs_once_each() -> None:
    assert entity_names("ana", "Ana", ["Ana Silva", " ana  silva ", ""]) == ["ana", "Ana Silva"]
    assert entity_names("Bob", None, ()) == ["Bob"]
