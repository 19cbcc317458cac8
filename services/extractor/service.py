"""Handling a fetched batch of RESOURCES messages: group, process, acknowledge.

Per batch: unparseable messages go to the DLQ and are terminated (`services/common/
resources.py`). The rest are grouped by (tenant, session); groups of different tenants run
concurrently, groups of one tenant one after the other, and after that tenant's groups of
the batches fetched before (tenant_order.py: two batches may be in hand at once). A
group's messages are acknowledged only after all its facts are stored or rejected. When
the model keeps answering unusable JSON (`LLMOutputError`) the group's messages are
dead-lettered with the reason and terminated; their resources stay in RESOURCES, so a
replay can extract them again. Any other failure (LLM endpoint down, embedder or store
unavailable) naks them with a growing delay; the last allowed delivery is dead-lettered
instead of dropped. A batch cut short by a stop hands every message it has not settled
back at once.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Sequence

from nats.aio.msg import Msg
from nats.js import JetStreamContext

from memstream.contracts import subjects as s
from memstream.contracts.turns import Resource
from memstream.services.common.messaging.consumer import Settler
from memstream.services.common.messaging.dlq import subject_tenant
from memstream.services.common.messaging.resources import Parsed, parse_batch
from memstream.services.common.models.attribution import billed_to
from memstream.services.common.models.embed_client import embedding_priority
from memstream.services.common.runtime import metrics
from memstream.services.extractor.pipeline import GroupResult, Pipeline
from memstream.services.extractor.settings import ExtractorSettings
from memstream.services.extractor.tenant_order import Claim, TenantOrder

GroupKey = tuple[str, str]


def group_messages(parsed: Sequence[Parsed]) -> dict[GroupKey, list[Parsed]]:
    """Messages by (tenant, session), in arrival order within each group."""
    groups: dict[GroupKey, list[Parsed]] = defaultdict(list)
    for p in parsed:
        groups[(p.resource.tenant_id, p.resource.session_id)].append(p)
    return dict(groups)


def in_parts(msgs: Sequence[Msg], size: int) -> list[Sequence[Msg]]:
    """`msgs` cut into consecutive parts of at most `size`, in order."""
    return [msgs[i : i + size] for i in range(0, len(msgs), size)]


def unique_resources(parsed: Sequence[Parsed]) -> list[Resource]:
    """A resource delivered twice in one batch is processed once."""
    return list({p.resource.resource_id: p.resource for p in parsed}.values())


class ExtractorService:
    """Consumes batches for the durable `extractor` consumer."""

    def __init__(
        self, js: JetStreamContext, pipeline: Pipeline, settings: ExtractorSettings
    ) -> None:
        self.pipeline = pipeline
        self.settler = Settler(
            js,
            settings,
            dlq_service=s.DLQ_EXTRACTOR,
            tenant_token=s.RESOURCE_TENANT_TOKEN,
            outcomes=metrics.EXTRACTOR_MESSAGES,
        )
        self.order = TenantOrder()

    def claim(self, msgs: Sequence[Msg]) -> Claim:
        """The batch's place in line for its tenants; take it before the batch's first
        await, so that claims follow fetch order."""
        return self.order.claim(subject_tenant(m.subject, s.RESOURCE_TENANT_TOKEN) for m in msgs)

    async def handle(self, msgs: Sequence[Msg], claim: Claim) -> list[GroupResult]:
        """Extract `msgs` in `claim`'s turn; the claim is released when this returns (a
        tenant whose messages were all dead-lettered frees its place at once)."""
        try:
            async with self.settler.working(msgs):
                good = await parse_batch(msgs, self.settler)
                by_tenant: dict[str, list[list[Parsed]]] = defaultdict(list)
                for (tenant, _session), group in group_messages(good).items():
                    by_tenant[tenant].append(group)
                per_tenant = await asyncio.gather(
                    *(self._tenant_groups(t, groups, claim) for t, groups in by_tenant.items())
                )
        finally:
            claim.release()
        return [r for results in per_tenant for r in results]

    async def _tenant_groups(
        self, tenant: str, groups: list[list[Parsed]], claim: Claim
    ) -> list[GroupResult]:
        results = []
        await claim.turn(tenant)
        try:
            for group in groups:
                result = await self._group(group)
                if result is not None:
                    results.append(result)
        finally:
            claim.done(tenant)
        return results

    async def _group(self, group: list[Parsed]) -> GroupResult | None:
        msgs = [p.msg for p in group]
        settler = self.settler

        async def progress() -> None:
            await settler.in_progress(msgs)

        try:
            # Its embeddings are its cost, and wait behind queries and episodes.
            with billed_to(group[0].resource.tenant_id), embedding_priority("enrich"):
                result = await self.pipeline.process(unique_resources(group), progress)
        except Exception as exc:
            # An unusable model reply or text the embedder refuses is dead-lettered at once,
            # anything else retried: the rule of messaging/errors.py.
            await settler.fail(msgs, exc)
            return None
        for msg in msgs:
            await msg.ack()
        metrics.EXTRACTOR_MESSAGES.labels("extracted").inc(len(msgs))
        return result
