"""The memory health page in a real browser (Debian chromium, driven by Playwright)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import httpx
import pytest
from nats.aio.client import Client
from playwright.async_api import Browser, Page, async_playwright

from memstream.contracts.client import MemoryClient
from memstream.contracts.errors import MemstreamError
from memstream.contracts.scheduler import HealthReport
from memstream.services.cli.stack import Stack
from memstream.services.cli.views import fetch_report
from memstream.services.common.runtime.nats_server import EmbeddedNatsServer
from memstream.services.gateway.app import GatewayApp
from tests.support.gateway import bearer, make_key
from tests.support.polling import eventually

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
CHROMIUM = "/usr/bin/chromium"
HOSTILE = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian chromium is not installed (make test installs it)")
    async with async_playwright() as pw:
        launched = await pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        await launched.close()


def shown_value(text: str) -> float:
    text = text.strip()
    return float(text[:-1]) / 100 if text.endswith("%") else float(text)


def reported_value(report: dict[str, Any], metric: str) -> Any:
    """The JSON report's value for a page's `data-metric` (`field`, `field.key`, …)."""
    field, _, key = metric.partition(".")
    value = report[field]
    if not key:
        return value
    if field == "growth_by_week":
        return dict(value)[key]
    if field == "most_used":
        return next(m["access_count"] for m in value if m["id"] == key)
    if field == "jobs":
        job, _, attr = key.partition(".")
        return next(rec[attr] for rec in value if rec["job"] == job)
    return value[key]


async def shown_metrics(page: Page) -> dict[str, str]:
    cells = await page.locator("[data-metric]").all()
    return {str(await cell.get_attribute("data-metric")): await cell.inner_text() for cell in cells}


async def settled_report(nc: Client, tenant: str, memory_id: str) -> HealthReport:
    """The report once the served contexts have been counted as uses of `memory_id`."""
    seen: list[list[tuple[str, int]]] = []

    async def probe() -> list[tuple[str, int]]:
        report = await fetch_report(nc, tenant, 30, timeout=30)
        seen.append([(m.id, m.access_count) for m in report.most_used])
        return seen[-1]

    def stable(used: list[tuple[str, int]]) -> bool:
        return memory_id in dict(used) and len(seen) > 1 and seen[-2] == used

    await eventually(probe, until=stable, interval=0.5, what="access counts settled")
    return await fetch_report(nc, tenant, 30, timeout=30)


T = TypeVar("T")


async def written(call: Callable[[], Awaitable[T]]) -> T:
    """A write tool's result. An `unavailable` reply (the session's shared embedder still
    busy with earlier tests' backlog) is tried again, as an agent would; any other error
    fails the test."""

    async def attempt() -> T | None:
        try:
            return await call()
        except MemstreamError as exc:
            if exc.code != "unavailable":
                raise
            return None

    found = await eventually(attempt, until=lambda r: r is not None, interval=0.5, what="write")
    assert found is not None
    return found


async def seed(url: str, tenant: str) -> tuple[str, str, str]:
    """A hostile memory used in contexts, and a corrected fact; returns their ids."""
    async with await MemoryClient.connect(url, tenant, "seed", timeout=30) as sdk:
        hostile = await written(
            lambda: sdk.remember_fact(f"The team motto is {HOSTILE}", confidence=0.9)
        )
        old = await written(lambda: sdk.remember_fact("The office is in Leeds.", confidence=0.6))
        new = await written(lambda: sdk.correct_fact(old.memory.id, "The office is in York."))
        for question in ("What is the team motto?", "Tell me the team motto", "motto?"):
            await sdk.context(question)
    return hostile.memory.id, old.memory.id, new.new.id


async def test_health_page_in_chromium(
    stack: Stack,
    nats_server: EmbeddedNatsServer,
    nc: Client,
    running_gateway: GatewayApp,
    browser: Browser,
    unique: str,
) -> None:
    tenant = f"t{unique}"
    key = await make_key(stack, tenant, scopes=["read"])
    hostile_id, old_id, new_id = await seed(nats_server.url, tenant)
    await settled_report(nc, tenant, hostile_id)

    context = await browser.new_context()
    page = await context.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: dialogs.append(d.message))
    base = running_gateway.url

    # No key yet: the page asks for one.
    first = await page.goto(f"{base}/ui/{tenant}")
    assert first is not None and first.status == 401
    await page.fill("input[name=api_key]", key.key)
    await page.click("button[type=submit]")
    await page.wait_for_url(f"{base}/ui/{tenant}")
    cookie = next(c for c in await context.cookies() if c["name"] == "memstream_ui_key")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict" and cookie["path"] == "/ui"

    shown = await shown_metrics(page)
    report = (await fetch_report(nc, tenant, 30, timeout=30)).model_dump(mode="json")
    expected_fields = {"active_items", "episodes", "contexts", "cost_per_turn", "merges"}
    assert expected_fields <= set(shown)
    assert any(k.startswith("stale_by_age.") for k in shown)
    assert any(k.startswith("growth_by_week.") for k in shown)
    assert any(k.startswith("tier_hits.") for k in shown)
    assert f"most_used.{hostile_id}" in shown
    assert report["active_items"] >= 2 and report["contexts"] >= 3
    for metric, text in shown.items():
        want = reported_value(report, metric)
        if isinstance(want, str):
            assert text == want, metric
        else:
            assert shown_value(text) == pytest.approx(want, rel=1e-3, abs=1e-3), metric
    # The hostile memory is text on the page, and nothing it says ran.
    assert await page.get_by_text(HOSTILE).count() >= 1
    assert await page.evaluate("window.pwned === undefined") and not dialogs
    ARTIFACTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / "ui_health.png"), full_page=True)

    # Explain the corrected fact: its chain leads back to the old wording.
    await page.goto(f"{base}/ui/{tenant}/memories/{new_id}")
    assert await page.locator("[data-field=id]").inner_text() == new_id
    assert await page.locator(f"a[href='/ui/{tenant}/memories/{old_id}']").count() >= 1
    assert "York" in await page.locator("[data-field=text]").inner_text()
    # Explain the hostile memory from the page's link, then score it for a question.
    await page.goto(f"{base}/ui/{tenant}")
    await page.locator(f"a[href='/ui/{tenant}/memories/{hostile_id}']").first.click()
    await page.wait_for_url(f"**/memories/{hostile_id}")
    assert HOSTILE in await page.locator("[data-field=text]").inner_text()
    await page.fill("input[name=q]", "What is the team motto?")
    await page.click("form.inline button")
    await page.wait_for_url("**?q=*")
    score = shown_value(await page.locator("[data-field=score]").inner_text())
    relevance = await page.locator("[data-metric='score.relevance']").inner_text()
    assert 0 < score <= 1 and 0 < shown_value(relevance) <= 1
    assert await page.evaluate("window.pwned === undefined") and not dialogs
    await page.screenshot(path=str(ARTIFACTS / "ui_explain.png"), full_page=True)

    # Another tenant's page, with this key's cookie: refused, with none of its data.
    other = await page.goto(f"{base}/ui/o{unique}")
    assert other is not None and other.status == 403
    assert "motto" not in await page.content()
    await context.close()


async def test_other_tenants_and_missing_keys_get_no_data(
    stack: Stack,
    nats_server: EmbeddedNatsServer,
    running_gateway: GatewayApp,
    unique: str,
) -> None:
    tenant = f"t{unique}"
    async with await MemoryClient.connect(nats_server.url, tenant, "seed") as sdk:
        secret = await written(lambda: sdk.remember_fact("The vault code is 7731."))
    mine = await make_key(stack, tenant, scopes=["read"])
    theirs = await make_key(stack, f"o{unique}", scopes=["read"])
    memory = f"/ui/{tenant}/memories/{secret.memory.id}"
    async with httpx.AsyncClient(base_url=running_gateway.url, timeout=30.0) as http:
        for path in (f"/ui/{tenant}", memory):
            refused = await http.get(path, headers=bearer(theirs))
            assert refused.status_code == 403 and "7731" not in refused.text
            anonymous = await http.get(path)
            assert anonymous.status_code == 401 and "7731" not in anonymous.text
            assert "api_key" in anonymous.text  # the login form
        allowed = await http.get(memory, headers=bearer(mine))
        assert allowed.status_code == 200 and "7731" in allowed.text
        assert "script-src" not in allowed.headers["Content-Security-Policy"]
        assert allowed.headers["Cache-Control"] == "no-store"
        missing = await http.get(f"/ui/{tenant}/memories/nope", headers=bearer(mine))
        assert missing.status_code == 404 and "nope" in missing.text
        wrong = await http.post("/ui/login", data={"api_key": "msk_nope"})
        assert wrong.status_code == 401 and "memstream_ui_key" not in wrong.headers.get(
            "set-cookie", ""
        )
