"""Admin: what operators ask the scheduler for, and how the CLI shows it.

Entry points:
- `endpoints.py`: `mem.scheduler.run` (run a job now), `mem.scheduler.report.<tenant>`
  and `mem.scheduler.restore.<tenant>` (bring items back from the cold archive).
- `report.py`: a tenant's health report, from the store's counts and DuckDB over its
  events (also written monthly by the jobs).
- `cli_views.py`: the CLI side — `memstream report`, `memstream jobs run` (with a progress
  bar) and `memstream restore` ask those endpoints and print the replies.
"""
