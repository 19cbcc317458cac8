"""Maintenance jobs: what runs nightly, weekly and monthly for every tenant.

Entry points:
- `runner.py`: `JobRunner` runs a job for all tenants (the lease holder, on schedule; the
  admin `run` request) or for one tenant (a session's catch-up), claiming each tenant's
  part in KV (`jobstate.py`); `schedule.py` says when a job is due, `lease.py` which
  replica runs the timer, `tenants.py` which tenants exist, `context.py` what a run gets.
- `nightly.py`: near-duplicate merging (`merge.py`), new-item boost, extraction catch-up
  (`catchup.py`, which asks the extractor), Ebbinghaus decay (`decay.py`).
- `weekly.py`: TTL archive (`ttl.py`), insights from clusters of archived items
  (`cluster.py`, the LLM's text in `insights.py`), category summaries rebuilt
  (`summary_writer.py`).
- `monthly.py`: re-embedding on a model change and index rebuild, the cold archive
  (`cold.py`; `restore.py` brings items back), the monthly health report.
"""
