"""Admin: what operators ask the scheduler for.

Entry points:
- `endpoints.py`: `mem.scheduler.run` (run a job now), `mem.scheduler.report.<tenant>`
  and `mem.scheduler.restore.<tenant>` (bring items back from the cold archive).
- `report.py`: a tenant's health report, from the store's counts and DuckDB over its
  events (also written monthly by the jobs).

The CLI side (`memstream report`, `memstream jobs run`, `memstream restore`) asks these
endpoints over NATS from `services/cli/views.py`.
"""
