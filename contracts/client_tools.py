"""The memory tools of `MemoryClient` (`mem.tool.<tenant>.<name>`; see contracts.tools)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel

from memstream.contracts import subjects as s
from memstream.contracts.tools import (
    ConfirmFactArgs,
    ConfirmFactResult,
    CorrectFactArgs,
    CorrectFactResult,
    EntityInfoOut,
    ExplainFactArgs,
    ExplainFactResult,
    ForgetMemoryArgs,
    ForgetMemoryResult,
    GetEntityInfoArgs,
    MemoryStatsArgs,
    MemoryStatsResult,
    RememberFactArgs,
    RememberFactResult,
    SearchMemoryArgs,
    SearchMemoryResult,
    ToolArgs,
    WeakFactsArgs,
    WeakFactsResult,
)

T = TypeVar("T", bound=BaseModel)


class MemoryTools:
    """The nine memory tools, each as a typed `*_call` and a convenience method."""

    tenant_id: str

    @abstractmethod
    async def _request(
        self,
        subject: str,
        payload: bytes,
        reply_type: type[T],
        timeout: float | None = None,
        *,
        deadline: bool = False,
    ) -> T:
        """Send one request (MemoryClient's)."""

    async def _tool(self, name: str, args: ToolArgs, result: type[T]) -> T:
        return await self._request(
            s.tool(self.tenant_id, name), args.model_dump_json().encode(), result
        )

    async def search_memory_call(self, args: SearchMemoryArgs) -> SearchMemoryResult:
        return await self._tool("search_memory", args, SearchMemoryResult)

    async def remember_fact_call(self, args: RememberFactArgs) -> RememberFactResult:
        return await self._tool("remember_fact", args, RememberFactResult)

    async def correct_fact_call(self, args: CorrectFactArgs) -> CorrectFactResult:
        return await self._tool("correct_fact", args, CorrectFactResult)

    async def confirm_fact_call(self, args: ConfirmFactArgs) -> ConfirmFactResult:
        return await self._tool("confirm_fact", args, ConfirmFactResult)

    async def forget_memory_call(self, args: ForgetMemoryArgs) -> ForgetMemoryResult:
        return await self._tool("forget_memory", args, ForgetMemoryResult)

    async def get_entity_info_call(self, args: GetEntityInfoArgs) -> EntityInfoOut:
        return await self._tool("get_entity_info", args, EntityInfoOut)

    async def memory_stats_call(self, args: MemoryStatsArgs) -> MemoryStatsResult:
        return await self._tool("memory_stats", args, MemoryStatsResult)

    async def explain_fact_call(self, args: ExplainFactArgs) -> ExplainFactResult:
        return await self._tool("explain_fact", args, ExplainFactResult)

    async def weak_facts_call(self, args: WeakFactsArgs) -> WeakFactsResult:
        return await self._tool("weak_facts", args, WeakFactsResult)

    async def search_memory(
        self,
        query: str,
        *,
        kind: str | None = None,
        tag: str | None = None,
        entity: str | None = None,
        after: str | None = None,
        before: str | None = None,
        limit: int = 10,
    ) -> SearchMemoryResult:
        """Hybrid search of the tenant's memories with optional filters."""
        fields: dict[str, object] = {"query": query, "kind": kind, "tag": tag, "entity": entity}
        fields |= {"after": after, "before": before, "limit": limit}
        return await self.search_memory_call(SearchMemoryArgs.model_validate(fields))

    async def remember_fact(
        self, content: str, confidence: float = 1.0, entity_names: Sequence[str] = ()
    ) -> RememberFactResult:
        """Store a fact the user stated."""
        args = RememberFactArgs(
            content=content, confidence=confidence, entity_names=list(entity_names)
        )
        return await self.remember_fact_call(args)

    async def correct_fact(self, memory_id: str, new_content: str) -> CorrectFactResult:
        """Supersede a memory by a corrected wording."""
        return await self.correct_fact_call(
            CorrectFactArgs(memory_id=memory_id, new_content=new_content)
        )

    async def confirm_fact(self, memory_id: str) -> ConfirmFactResult:
        """Protect a memory from decay (confidence 1, decay rate 0)."""
        return await self.confirm_fact_call(ConfirmFactArgs(memory_id=memory_id))

    async def forget_memory(self, memory_id: str) -> ForgetMemoryResult:
        """Stop a fact (and the excerpts it came from) or an excerpt from being recalled."""
        return await self.forget_memory_call(ForgetMemoryArgs(memory_id=memory_id))

    async def get_entity_info(self, name: str) -> EntityInfoOut:
        """An entity's summary, facts, related entities and timeline."""
        return await self.get_entity_info_call(GetEntityInfoArgs(name=name))

    async def memory_stats(self) -> MemoryStatsResult:
        """Counts of items, edges, entities, sessions and the last job runs."""
        return await self.memory_stats_call(MemoryStatsArgs())

    async def explain_fact(self, memory_id: str) -> ExplainFactResult:
        """A memory's sources, supersedes chain and entities."""
        return await self.explain_fact_call(ExplainFactArgs(memory_id=memory_id))

    async def weak_facts(self, limit: int = 10) -> WeakFactsResult:
        """The lowest-confidence memories, closest to pruning."""
        return await self.weak_facts_call(WeakFactsArgs(limit=limit))
