"""Projection of EVENTS into one partition's DuckDB tables: the partition writer's driver.

`Projector.apply` turns a batch of events into rows in one transaction that also moves
`applied.stream_seq`, so a batch is either wholly projected (and never again: events at or
below the applied sequence are skipped) or not at all. Everything written derives from the
events in stream order — times from `occurred_at`, ids from names — so projecting the same
events in other batch sizes, or again from scratch (`rebuild`), writes the same rows.

A batch is worked out in Python against the writer's in-memory state (`state.py`), with
no read from DuckDB: each event is interpreted (`interpret.py`, mentions resolved in
`resolve.py`) into the batch's changes (`changes.py`), which are then written with as few
statements as the tables allow (`tablewrites.py`). The in-memory state takes the batch's
changes only after the transaction committed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import duckdb

from memstream.services.graph import gcpause
from memstream.services.graph.changes import BatchChanges
from memstream.services.graph.decode import Event
from memstream.services.graph.entities import Vector, norm_name
from memstream.services.graph.interpret import Interpreter, mentions
from memstream.services.graph.state import Delta, PartitionState
from memstream.services.graph.tablewrites import TableWriter


class Projector:
    """Applies event batches to one partition's connection (the partition's only writer)."""

    def __init__(
        self,
        con: duckdb.DuckDBPyConnection,
        partition: int,
        *,
        protect_mentions: int = 5,
        vector_threshold: float = 0.85,
    ) -> None:
        self.con = con
        self.partition = partition
        self._interpreter = Interpreter(
            protect_mentions=protect_mentions, vector_threshold=vector_threshold
        )
        self._tables = TableWriter(con)
        with gcpause.paused():
            self.state = PartitionState.load(con, partition)

    # --- progress --------------------------------------------------------------------

    def applied_seq(self) -> int:
        return self.state.applied_seq

    # --- entity names that need a vector ---------------------------------------------

    def unresolved_names(self, events: Sequence[Event]) -> list[tuple[str, str]]:
        """(tenant, name) of mentions no exact name or alias matches yet: embed these."""
        wanted: dict[tuple[str, str], str] = {}
        for event in events:
            for ref in mentions(event):
                wanted.setdefault((event.tenant_id, norm_name(ref.name)), ref.name)
        out = []
        for (t, n), name in wanted.items():
            graph = self.state.get(t)
            if n and (graph is None or n not in graph.aliases):
                out.append((t, name))
        return out

    # --- the batch -------------------------------------------------------------------

    def apply(
        self,
        events: Sequence[Event],
        last_seq: int,
        vectors: Mapping[tuple[str, str], Vector] | None = None,
    ) -> int:
        """Project `events` (stream order) and record `last_seq` as applied; returns it.

        `last_seq` is the highest sequence the caller looked at, including messages that
        were malformed or belong to another partition, so they are not looked at again.
        `vectors` maps (tenant, normalised name) to a name embedding.
        """
        applied = self.state.applied_seq
        if last_seq <= applied:
            return applied
        with gcpause.paused():
            return self._apply(events, last_seq, applied, vectors)

    def _apply(
        self,
        events: Sequence[Event],
        last_seq: int,
        applied: int,
        vectors: Mapping[tuple[str, str], Vector] | None,
    ) -> int:
        todo = [e for e in events if e.seq > applied]
        changes = BatchChanges(self.state)
        resolved = vectors or {}
        interpret = self._interpreter.apply
        for event in todo:
            interpret(changes, event, resolved)
        total = self.state.applied_events + len(todo)
        at = todo[-1].occurred_at if todo else None
        self.con.execute("BEGIN TRANSACTION")
        try:
            delta = self._write(changes)
            progress = [last_seq, total, at or self.state.applied_at, self.partition]
            if self.state.applied_seq or self.state.applied_events:
                self.con.execute(
                    "UPDATE applied SET stream_seq = ?, events = ?, updated_at = ? "
                    "WHERE partition = ?",
                    progress,
                )
            else:
                self.con.execute(
                    "INSERT OR REPLACE INTO applied (stream_seq, events, updated_at, partition) "
                    "VALUES (?, ?, ?, ?)",
                    progress,
                )
            self.con.execute("COMMIT")
        except BaseException:
            self.con.execute("ROLLBACK")
            raise
        try:
            self.state.commit(delta, last_seq, total, at)
        except BaseException:
            # The file is ahead of a half-updated memory: start again from the file.
            with gcpause.paused():
                self.state = PartitionState.load(self.con, self.partition)
            raise
        return last_seq

    def _write(self, changes: BatchChanges) -> Delta:
        """The batch's DuckDB writes, in a method of their own so their share of a batch's
        time can be measured apart (`bench/graph.py`)."""
        return self._tables.write(changes)
