"""The scheduler service: memory maintenance, sessions, learning from use, and admin.

One replica at a time (the lease holder) runs the maintenance jobs on their schedule; every
replica serves the request endpoints and the consumers. It is four parts, each a package:

- `jobs/`: the nightly, weekly and monthly jobs and their steps (merge, decay, TTL
  archive, insights, summaries, cold archive, extraction catch-up, re-embedding), run on
  schedule by the lease holder or per tenant as a session's catch-up (`jobs/runner.py`).
- `sessions/`: `mem.session.<tenant>.start | heartbeat | end` — overdue jobs first, due
  forward triggers and lessons, and the extraction flush on `end`.
- `behaviours/`: learning from how memory is used, as it happens — echo/fizzle feedback,
  access counts, lessons from the user's corrections, the per-tenant cost ledger.
- `admin/`: `mem.scheduler.run | report | restore` (the CLI's views of them are in
  `services/cli/views.py`).

`shared/` holds the plumbing the parts share (clock, store bulk operations, the extractor
client, stream reading). `app.py` (`SchedulerApp`) wires the parts together, its three
consumers through the messaging layer's `BatchConsumer`; `settings.py` (`SchedulerSettings`)
holds every knob.

The public names below load their module on first use, so importing the settings does not
pull in the service (DuckDB, NumPy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memstream.services.common.faces import lazy_names

if TYPE_CHECKING:
    from memstream.services.scheduler.app import SchedulerApp
    from memstream.services.scheduler.settings import SchedulerSettings


__all__ = [
    "SchedulerApp",
    "SchedulerSettings",
]

__getattr__ = lazy_names(__name__, {"SchedulerApp": "app", "SchedulerSettings": "settings"})
