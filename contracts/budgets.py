"""Per-tenant spend in KV `budgets` (key = tenant): what the retriever reads to economise."""

from __future__ import annotations

from pydantic import Field

from memstream.contracts.common import Identifier, Message, UtcDatetime


class BudgetLedger(Message):
    """Today's spend of a tenant (UTC day); counters restart each day."""

    tenant_id: Identifier = Field(description="Tenant.")
    period: str = Field(description="UTC day the counters cover (yyyy-mm-dd).")
    embedding_calls: int = Field(default=0, description="Embedding calls.")
    llm_tokens: int = Field(default=0, description="LLM tokens (prompt + completion).")
    queries: int = Field(default=0, description="Contexts served.")
    units: float = Field(default=0.0, description="Cost units spent.")
    limit_units: float | None = Field(
        default=None, description="This tenant's daily limit; None: the deployment default."
    )
    over_budget: bool = Field(default=False, description="units >= the effective limit.")
    last_seq: int = Field(default=0, description="Last EVENTS sequence counted (idempotence).")
    updated_at: UtcDatetime | None = Field(default=None, description="Last update.")
