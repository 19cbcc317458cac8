"""The pages: login, a tenant's memory health, one memory explained, and errors.

Pure functions from the service replies (`HealthReport`, tool results) to HTML text.
Numbers shown from the report carry `data-metric="<report field>[.<key>]"`, so a test
(or a scraper) can read each back and compare it with the JSON report.
"""

from __future__ import annotations

from memstream.contracts.context import ContextItem, ScoreExplain
from memstream.contracts.errors import ErrorReply
from memstream.contracts.scheduler import HealthReport
from memstream.contracts.tools import ExplainFactResult, MemoryOut, WeakFactsResult
from memstream.services.gateway.ui.layout import esc, memory_link, metric, page, table, when
from memstream.services.gateway.ui.svg import bar_chart, column_chart, percent, plain


def login_page(message: str | None = None, tenant: str = "") -> str:
    error = f'<p class="error">{esc(message)}</p>' if message else ""
    body = (
        "<section><h2>Log in with an API key</h2>"
        f"{error}"
        '<form method="post" action="/ui/login">'
        '<p><label>API key<br><input type="password" name="api_key" autocomplete="off" '
        'required placeholder="msk_…"></label></p>'
        '<p><label>Tenant (operator keys only)<br><input type="text" name="tenant" '
        f'value="{esc(tenant)}"></label></p>'
        '<p><button type="submit">Open memory health</button></p></form>'
        '<p class="muted">The key is kept in an HttpOnly cookie for /ui only.</p></section>'
    )
    return page("log in", body)


def error_page(reply: ErrorReply, tenant: str | None = None) -> str:
    body = (
        f'<section><h2 class="error">{esc(reply.code)}</h2><p>{esc(reply.message)}</p>'
        '<p><a href="/ui/login">log in with another key</a></p></section>'
    )
    return page("error", body, tenant)


def _cards(report: HealthReport) -> str:
    cards = [
        ("active items", "active_items", plain(report.active_items)),
        ("episodes", "episodes", plain(report.episodes)),
        ("contexts served", "contexts", plain(report.contexts)),
        ("cost per turn", "cost_per_turn", plain(report.cost_per_turn)),
        ("merges", "merges", plain(report.merges)),
        ("LLM tokens", "llm_tokens", plain(report.llm_tokens)),
    ]
    return (
        '<div class="cards">'
        + "".join(
            f'<div class="card"><b data-metric="{name}">{esc(value)}</b>{esc(label)}</div>'
            for label, name, value in cards
        )
        + "</div>"
    )


def _counts(title: str, field: str, counts: dict[str, int]) -> str:
    rows = [(esc(k), metric(f"{field}.{k}", v)) for k, v in counts.items()]
    return (
        f"<section><h2>{esc(title)}</h2>{bar_chart(title, list(counts.items()))}"
        f"{table(['what', 'count'], rows, numeric=[1])}</section>"
    )


def _tiers(report: HealthReport) -> str:
    tiers = sorted(report.tier_hits)
    rates = [(t, report.tier_hit_rates.get(t, 0.0)) for t in tiers]
    rows = [
        (
            esc(t),
            metric(f"tier_hits.{t}", report.tier_hits[t]),
            metric(f"tier_hit_rates.{t}", rate, percent(rate)),
        )
        for t, rate in rates
    ]
    return (
        "<section><h2>Retrieval tier hit rates</h2>"
        f"{bar_chart('Tier hit rates', rates, fmt=percent)}"
        f"{table(['tier', 'contexts', 'share'], rows, numeric=[1, 2])}</section>"
    )


def _growth(report: HealthReport) -> str:
    rows = [(esc(week), metric(f"growth_by_week.{week}", n)) for week, n in report.growth_by_week]
    return (
        "<section><h2>Growth (items created per week)</h2>"
        f"{column_chart('Items created per week', report.growth_by_week)}"
        f"{table(['week', 'items'], rows, numeric=[1])}</section>"
    )


def _cost(report: HealthReport) -> str:
    values = {
        "contexts": report.contexts,
        "cost_units": report.cost_units,
        "cost_per_turn": report.cost_per_turn,
        "llm_tokens": report.llm_tokens,
        "merges": report.merges,
        "episodes": report.episodes,
    }
    rows = [(esc(k.replace("_", " ")), metric(k, v)) for k, v in values.items()]
    return f"<section><h2>Cost and write path</h2>{table(['what', 'value'], rows, [1])}</section>"


def _counts_text(counts: dict[str, int]) -> str:
    # Timings (`*_ms`) are noise next to what a job did.
    return esc(", ".join(f"{k}={v}" for k, v in counts.items() if not k.endswith("_ms")))


def _jobs(report: HealthReport) -> str:
    records = [
        (
            esc(rec.job),
            f'<td data-metric="jobs.{esc(rec.job)}.status">{esc(rec.status)}</td>',
            esc(when(rec.last_slot)),
            esc(when(rec.last_run_at)),
            _counts_text(rec.counts),
        )
        for rec in report.jobs
    ]
    history = [
        (esc(row.job), esc(when(row.finished_at)), _counts_text(row.counts))
        for row in report.job_history
    ]
    return (
        "<section><h2>Last job runs</h2>"
        f"{table(['job', 'status', 'last slot', 'last run', 'counts'], records)}"
        "<h2 style='margin-top:12px'>Job history (this tenant)</h2>"
        f"{table(['job', 'finished', 'counts'], history)}</section>"
    )


def _most_used(report: HealthReport) -> str:
    rows = [
        (
            memory_link(report.tenant_id, m.id, m.text),
            esc(m.kind),
            metric(f"most_used.{m.id}", m.access_count),
            esc(when(m.last_accessed)),
        )
        for m in report.most_used
    ]
    return (
        "<section><h2>Most-used memories</h2>"
        f"{table(['memory', 'kind', 'uses', 'last used'], rows, numeric=[2])}</section>"
    )


def _weakest(tenant: str, weak: WeakFactsResult) -> str:
    rows = [
        (
            memory_link(tenant, m.id, m.text),
            esc(m.kind),
            f'<td class="n" data-weak="{esc(m.id)}">{m.confidence:.3f}</td>',
            esc(m.created_at.relative or m.created_at.iso),
        )
        for m in weak.memories
    ]
    return (
        "<section><h2>Weakest memories (closest to being forgotten)</h2>"
        f"{table(['memory', 'kind', 'confidence', 'created'], rows, numeric=[2])}</section>"
    )


STALENESS = "Staleness: active items by days since last use"


def health_page(report: HealthReport, weak: WeakFactsResult) -> str:
    tenant = report.tenant_id
    body = (
        f"<p>Tenant <b>{esc(tenant)}</b> · built {esc(when(report.generated_at))} · "
        f'analytics over <span data-metric="window_days">{report.window_days}</span> days</p>'
        f"{_cards(report)}"
        '<div class="grid" style="margin-top:16px">'
        f"{_counts('Items by status', 'items_by_status', report.items_by_status)}"
        f"{_counts(STALENESS, 'stale_by_age', report.stale_by_age)}"
        f"{_growth(report)}{_tiers(report)}"
        f"{_counts('Write-gate rejections by reason', 'gate_rejections', report.gate_rejections)}"
        f"{_cost(report)}</div>"
        f"{_most_used(report)}{_weakest(tenant, weak)}{_jobs(report)}"
    )
    return page(f"memory health · {tenant}", body, tenant)


def _memory_rows(tenant: str, m: MemoryOut) -> list[tuple[str, str]]:
    rows = [
        ("text", f'<td data-field="text">{esc(m.text)}</td>'),
        ("kind", esc(m.kind)),
        ("category", esc(m.category)),
        ("status", f'<td data-field="status">{esc(m.status)}</td>'),
        ("confidence", f'<td data-field="confidence">{m.confidence:.3f}</td>'),
        ("protected", "yes" if m.protected else "no"),
        ("tags", esc(", ".join(m.tags))),
        ("happened", esc(m.event_time.local or "unknown")),
        ("stored", esc(m.created_at.local or "unknown")),
    ]
    if m.supersedes:
        rows.append(("supersedes", memory_link(tenant, m.supersedes)))
    if m.superseded_by:
        rows.append(("superseded by", memory_link(tenant, m.superseded_by)))
    return [(esc(k), v) for k, v in rows]


SCORE_FACTORS: tuple[tuple[str, str], ...] = (
    ("relevance", "fused evidence, squashed to (0, 1)"),
    ("decay", "exp(-k × age)"),
    ("confidence", "the memory's confidence factor"),
    ("priority", "retrieval priority (echo/fizzle)"),
    ("sentiment", "sentiment match"),
)
SCORE_EVIDENCE: tuple[str, ...] = (
    "dense",
    "sparse",
    "dense_z",
    "sparse_z",
    "graph",
    "speaker",
    "time",
    "when",
    "request",
    "reply",
    "slight",
    "neighbours",
)


def _score(ranked: ContextItem | None, query: str, memory_text: str) -> str:
    form = (
        '<form method="get" class="inline">'
        f'<input type="text" name="q" value="{esc(query or memory_text)}" maxlength="2000">'
        '<button type="submit">Score for this question</button></form>'
        '<p class="muted">Scoring runs a context request (it counts as one served context).</p>'
    )
    if not query:
        return f"<section><h2>Score components</h2>{form}</section>"
    if ranked is None or ranked.explain is None:
        return (
            f"<section><h2>Score components</h2>{form}"
            f'<p data-field="rank">not among the top memories for {esc(query)}</p></section>'
        )
    ex: ScoreExplain = ranked.explain
    factors = [
        (esc(name), metric(f"score.{name}", getattr(ex, name)), esc(what))
        for name, what in SCORE_FACTORS
    ]
    evidence = [
        (esc(name), metric(f"score.{name}", value))
        for name in SCORE_EVIDENCE
        if (value := getattr(ex, name)) is not None
    ]
    return (
        f"<section><h2>Score components</h2>{form}"
        f'<p>score <b data-field="score">{ranked.score:.4f}</b> = '
        "min(1, relevance × decay × confidence × priority × sentiment)</p>"
        f"{table(['factor', 'value', 'meaning'], factors, numeric=[1])}"
        f"<h2 style='margin-top:12px'>Evidence</h2>{table(['branch', 'value'], evidence, [1])}"
        "</section>"
    )


def explain_page(
    tenant: str, result: ExplainFactResult, ranked: ContextItem | None, query: str
) -> str:
    m = result.memory
    sources = [
        (
            esc(src.session_id or ""),
            esc("" if src.turn_number is None else src.turn_number),
            esc(src.speaker or ""),
            f'<td data-field="source">{esc(src.text)}</td>',
            esc(src.time.local),
        )
        for src in result.sources
    ]
    chain = [
        (memory_link(tenant, old.id, old.text), esc(old.status), f"{old.confidence:.3f}")
        for old in result.supersedes_chain
        if old.id != m.id  # the chain ends with the memory itself
    ]
    entities = [(esc(e.name), esc(e.type), esc(e.summary or "")) for e in result.entities]
    body = (
        f'<section><h2>Memory <code data-field="id">{esc(m.id)}</code></h2>'
        f"{table(['field', 'value'], _memory_rows(tenant, m))}</section>"
        f"{_score(ranked, query, m.text)}"
        "<section><h2>Sources</h2>"
        f"{table(['session', 'turn', 'speaker', 'text', 'when'], sources)}</section>"
        "<section><h2>What it replaced (oldest first)</h2>"
        f"{table(['memory', 'status', 'confidence'], chain, numeric=[2])}</section>"
        f"<section><h2>Entities</h2>{table(['name', 'type', 'summary'], entities)}</section>"
    )
    return page(f"explain · {m.id}", body, tenant)
