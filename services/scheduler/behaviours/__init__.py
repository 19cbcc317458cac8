"""Learning from how memory is used, as it happens (not on a timer).

Entry points:
- `feedback.py`: `mem.feedback.<tenant>` — echo/fizzle (`echo.py`, the rule) adjusts the
  priority of the memories an agent was given, by whether its response used them.
- `access.py`: the consumer of `context.served` events — what was served counts as
  accessed (`access_count`, `last_accessed`), which decay's reinforcement reads.
- `lessons.py`: the consumer of user messages — corrections (`corrections.py`, the
  patterns) become lesson items, handed out on session start.
- `budgets.py`: the consumer of cost events — the per-tenant daily cost ledger that the
  retriever reads to serve over-budget tenants constrained.
"""
