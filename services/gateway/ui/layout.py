"""The page frame and the small HTML helpers every page uses.

Stored text is data: every value that reaches HTML goes through `esc` (text and
attribute values alike), so a memory that says `<script>` is shown, never run.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from datetime import datetime
from urllib.parse import quote

from memstream.services.gateway.ui.svg import plain

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2430;background:#f5f6f8}
header{background:#1d2430;color:#fff;padding:10px 24px;display:flex;gap:24px;align-items:center}
header a{color:#cfe0ff}main{padding:16px 24px;max-width:1100px}
h1{font-size:20px;margin:0}h2{font-size:16px;margin:0 0 8px}
section{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:12px 16px;
margin:0 0 16px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:16px}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{background:#fff;border:1px solid #dde1e7;border-radius:6px;padding:8px 14px;
min-width:120px}.card b{display:block;font-size:22px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:3px 8px;
border-bottom:1px solid #eef0f3;vertical-align:top}td.n,th.n{text-align:right}
.chart{max-width:100%;height:auto}.chart text{font-size:11px;fill:#1d2430}
.chart .axis{fill:#5b6472}.muted{color:#6b7480}
.error{color:#a11}form.inline{display:flex;gap:8px}input[type=text],
input[type=password]{padding:6px;min-width:320px}code{font-size:12px}
"""


def esc(value: object) -> str:
    """Text for HTML (content or a quoted attribute value)."""
    return html.escape(str(value), quote=True)


def when(value: datetime | None) -> str:
    return f"{value:%Y-%m-%d %H:%M} UTC" if value is not None else "never"


def memory_link(tenant: str, memory_id: str, text: str | None = None) -> str:
    href = f"/ui/{quote(tenant, safe='')}/memories/{quote(memory_id, safe='')}"
    return f'<a href="{esc(href)}">{esc(text if text is not None else memory_id)}</a>'


def _cell(cell: str, numeric: bool) -> str:
    """A cell's content in a `<td>`, unless it comes as a whole `<td …>` already."""
    if cell.startswith("<td"):
        return cell
    return f"<td class=n>{cell}</td>" if numeric else f"<td>{cell}</td>"


def table(
    headers: Sequence[str], rows: Iterable[Sequence[str]], numeric: Sequence[int] = ()
) -> str:
    """Rows of already-escaped cells (use `esc`, `metric` or a link)."""
    head = "".join(
        f"<th{' class=n' if i in numeric else ''}>{esc(h)}</th>" for i, h in enumerate(headers)
    )
    body = []
    for row in rows:
        cells = "".join(_cell(cell, i in numeric) for i, cell in enumerate(row))
        body.append(f"<tr>{cells}</tr>")
    if not body:
        body.append(f'<tr><td colspan="{len(headers)}" class="muted">none</td></tr>')
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def metric(name: str, value: float | str, fmt: str | None = None) -> str:
    """A numeric cell tagged with the report field it shows (`data-metric`)."""
    shown = fmt if fmt is not None else (value if isinstance(value, str) else plain(value))
    return f'<td class="n" data-metric="{esc(name)}">{esc(shown)}</td>'


def page(title: str, body: str, tenant: str | None = None) -> str:
    nav = ""
    if tenant is not None:
        home = f"/ui/{quote(tenant, safe='')}"
        nav = (
            f'<a href="{esc(home)}">health</a>'
            '<form method="post" action="/ui/logout" style="margin:0">'
            '<button type="submit">log out</button></form>'
        )
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{esc(title)} · memstream</title><style>{STYLE}</style></head>"
        f"<body><header><h1>memstream</h1><span>{esc(title)}</span>{nav}</header>"
        f"<main>{body}</main></body></html>"
    )
