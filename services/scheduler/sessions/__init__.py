"""Sessions: `mem.session.<tenant>.start | heartbeat | end`, request-reply.

Entry points:
- `service.py`: `SessionService`, the three endpoints. start and heartbeat run the
  tenant's overdue jobs first (the cron fallback), hand out today's forward triggers and,
  on start, the lessons block; end waits for the session's extraction.
- `triggers.py`: forward triggers due today, once per session, with the memories to
  preload.
- `flush.py`: `end`'s extraction flush, and finishing flushes that never confirmed.
"""
