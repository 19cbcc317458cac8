"""`memstream budgets set|show` against the real test server, and its refusals."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import nats
import pytest
from typer.testing import CliRunner, Result

from memstream.contracts import subjects as s
from memstream.contracts.budgets import BudgetLedger
from memstream.services.cli.main import app
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.common.runtime.settings import CommonSettings


@pytest.fixture
def budgets_cli(
    nats_server: EmbeddedNatsServer, settings: CommonSettings, tmp_path: Path
) -> CliRunner:
    """A runner whose commands reach the test server through MEMSTREAM_NATS_URL."""
    return CliRunner(
        env={
            "MEMSTREAM_NATS_URL": nats_server.url,
            "MEMSTREAM_DATA_DIR": str(tmp_path),  # no local secrets: the open test server
            "MEMSTREAM_SCHEDULER_BUDGET_UNITS": "50",
            "COLUMNS": "200",
        }
    )


def budgets(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(app, ["budgets", *args])


def shown(runner: CliRunner, tenant: str) -> BudgetLedger:
    result = budgets(runner, "show", tenant, "--json")
    assert result.exit_code == 0, result.output
    return BudgetLedger.model_validate_json(result.stdout)


def put_ledger(url: str, ledger: BudgetLedger) -> None:
    async def go() -> None:
        nc = await nats.connect(url)
        try:
            kv = await nc.jetstream().key_value(s.BUCKET_BUDGETS)
            await kv.put(ledger.tenant_id, ledger.model_dump_json().encode())
        finally:
            await nc.close()

    asyncio.run(go())


def test_set_and_show_a_tenants_limit_and_class(budgets_cli: CliRunner, unique: str) -> None:
    tenant = f"t{unique}"
    fresh = shown(budgets_cli, tenant)
    assert (fresh.tenant_class, fresh.limit_units) == ("medium", None)
    assert fresh.units == pytest.approx(0.0)
    assert fresh.period == datetime.now(UTC).date().isoformat()

    made = budgets(budgets_cli, "set", tenant, "--limit", "12.5", "--class", "large", "--json")
    assert made.exit_code == 0, made.output
    ledger = shown(budgets_cli, tenant)
    assert ledger.limit_units == pytest.approx(12.5) and ledger.tenant_class == "large"

    table = budgets(budgets_cli, "show", tenant)
    assert table.exit_code == 0, table.output
    for words in ("large", "12.5 units (its own)", "over budget", "embedding calls"):
        assert words in table.stdout

    cleared = budgets(budgets_cli, "set", tenant, "--no-limit")
    assert cleared.exit_code == 0, cleared.output
    assert "50 units (deployment default)" in cleared.stdout
    after = shown(budgets_cli, tenant)
    assert after.limit_units is None and after.tenant_class == "large", "the class stays"


def test_a_new_day_shows_zero_spend_and_keeps_the_settings(
    budgets_cli: CliRunner, nats_server: EmbeddedNatsServer, unique: str
) -> None:
    tenant = f"t{unique}"
    yesterday = (datetime.now(UTC) - timedelta(days=1)).date().isoformat()
    spent = BudgetLedger(
        tenant_id=tenant,
        period=yesterday,
        units=9.0,
        spend={"llm": 9.0},
        embedding_calls=4,
        over_budget=True,
        limit_units=5.0,
        tenant_class="small",
    )
    put_ledger(nats_server.url, spent)
    today = shown(budgets_cli, tenant)
    assert today.period > yesterday and today.units == pytest.approx(0.0)
    assert (today.embedding_calls, today.spend, today.over_budget) == (0, {}, False)
    assert today.limit_units == pytest.approx(5.0) and today.tenant_class == "small"

    # Over budget again today by its own limit once it is lowered below today's spend.
    put_ledger(nats_server.url, today.model_copy(update={"units": 3.0}))
    result = budgets(budgets_cli, "set", tenant, "--limit", "2", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["over_budget"] is True


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["set", "bad tenant!", "--limit", "3"], "a tenant id is"),
        (["show", "x" * 65], "a tenant id is"),
        (["set", "t1", "--limit", "3", "--no-limit"], "not both"),
        (["set", "t1", "--limit", "-1"], "a limit is"),
        (["set", "t1", "--limit", "nan"], "a limit is"),
        (["set", "t1", "--class", "huge"], "unknown class 'huge'"),
        (["set", "t1"], "nothing to set"),
    ],
)
def test_bad_input_is_refused_before_connecting(
    budgets_cli: CliRunner, args: list[str], says: str
) -> None:
    result = budgets(budgets_cli, *args)
    assert result.exit_code == 2, result.output
    assert says in result.output


def test_an_unreachable_server_exits_1_with_a_message(tmp_path: Path) -> None:
    runner = CliRunner(
        env={"MEMSTREAM_DATA_DIR": str(tmp_path), "MEMSTREAM_REQUEST_TIMEOUT_S": "1"}
    )
    result = runner.invoke(app, ["budgets", "show", "t1", "--url", "nats://127.0.0.1:9"])
    assert result.exit_code == 1
    assert "cannot reach NATS" in result.output
