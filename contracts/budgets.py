"""Per-tenant spend in KV `budgets` (key = tenant): what the retriever reads to economise.

A ledger holds today's counters and the tenant's own settings (daily limit, tenant class).
The counters restart each UTC day; the settings carry over (`for_day`).
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import Field

from memstream.contracts.common import Identifier, Message, UtcDatetime

TenantClass = Literal["small", "medium", "large"]
"""A tenant's size class: the bounded label metrics use instead of tenant ids."""

TENANT_CLASSES: Final[tuple[TenantClass, ...]] = ("small", "medium", "large")
DEFAULT_TENANT_CLASS: Final[TenantClass] = "medium"
SYSTEM_CLASS: Final = "system"
"""Metric label value of work done for no tenant (intent exemplars, entity names); never a
tenant's class."""


class BudgetLedger(Message):
    """Today's spend of a tenant (UTC day), and the tenant's own budget settings."""

    tenant_id: Identifier = Field(description="Tenant.")
    period: str = Field(description="UTC day the counters cover (yyyy-mm-dd).")
    embedding_calls: int = Field(default=0, description="Requests to the embedder.")
    embedding_tokens: int = Field(
        default=0, description="Tokens the embedding model embedded (cache hits cost none)."
    )
    llm_tokens: int = Field(default=0, description="LLM tokens (prompt + completion).")
    queries: int = Field(default=0, description="Contexts served.")
    units: float = Field(default=0.0, description="Cost units spent.")
    spend: dict[str, float] = Field(
        default_factory=dict,
        description="Cost units spent by kind (llm, embedding, context, ...); they sum to units.",
    )
    limit_units: float | None = Field(
        default=None, description="This tenant's daily limit; None: the deployment default."
    )
    tenant_class: TenantClass = Field(
        default=DEFAULT_TENANT_CLASS, description="Size class, the tenant's metric label."
    )
    over_budget: bool = Field(default=False, description="units >= the effective limit.")
    last_seq: int = Field(default=0, description="Last EVENTS sequence counted (idempotence).")
    updated_at: UtcDatetime | None = Field(default=None, description="Last update.")


def for_day(ledger: BudgetLedger, day: str) -> BudgetLedger:
    """`ledger` as of `day` (yyyy-mm-dd): a later day starts with zero counters and keeps the
    tenant's settings (limit, class) and the last counted sequence; the same or an earlier
    day returns it unchanged."""
    if day <= ledger.period:
        return ledger
    return BudgetLedger(
        tenant_id=ledger.tenant_id,
        period=day,
        limit_units=ledger.limit_units,
        tenant_class=ledger.tenant_class,
        last_seq=ledger.last_seq,
        updated_at=ledger.updated_at,
    )


def over_budget(ledger: BudgetLedger, default_limit: float | None) -> bool:
    """Whether the ledger's units reach the tenant's own limit, else the deployment's."""
    limit = ledger.limit_units if ledger.limit_units is not None else default_limit
    return limit is not None and ledger.units >= limit
