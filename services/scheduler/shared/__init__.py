"""Plumbing the scheduler's parts share.

- `clock.py`: the scheduler's sense of time, injectable so jobs run at any date in tests.
- `events.py`: the scheduler's domain events on EVENTS, pipelined.
- `store_ops.py`: bulk reads and grouped payload writes of the items collection.
- `extraction.py`: the client of the extractor's `mem.extractor.extract.<tenant>`.
- `streamread.py`: a filtered slice of a stream from a start time.
"""
