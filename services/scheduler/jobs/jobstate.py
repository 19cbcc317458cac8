"""Job records in KV `jobs`: who runs which slot, what the last run did, per-tenant progress.

A run *claims* its job by writing `status=running` with the revision it read (a KV
compare-and-set: of two writers that read the same revision, the server refuses the
second), so the cron tick, an admin run and a session's catch-up, on one replica or on
several, never run one job, or one tenant's part of it, at once. A claim whose runner
stopped sending heartbeats for `claim_ttl` is presumed crashed and may be taken over.
Per-tenant markers (`run.<job>.<tenant>` = slot) let a rerun after a crash skip the
tenants that finished. Each record also keeps when the job (or the tenant's part) was
first seen, which is what "overdue" counts from before the first run (schedule.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from nats.js.errors import KeyNotFoundError, KeyWrongLastSequenceError
from nats.js.kv import KeyValue
from pydantic import BaseModel, ValidationError

from memstream.contracts import subjects as s
from memstream.contracts.scheduler import JobName, JobRecord, JobStatus
from memstream.services.scheduler.shared.clock import Clock


@dataclass(frozen=True, slots=True)
class Claimed:
    record: JobRecord
    revision: int


class TenantRun(BaseModel):
    """One tenant's part of a job: the inputs of a run, and when it started."""

    slot: datetime
    started_at: datetime
    # A rerun of the same slot reuses these, so it sees the same window as the first run.
    previous_slot: datetime | None = None
    previous_started_at: datetime | None = None


class TenantRecord(BaseModel):
    """KV `run.<job>.<tenant>`: the tenant's last finished run and any run in progress."""

    done: TenantRun | None = None
    running: TenantRun | None = None
    runner: str | None = None
    heartbeat_at: datetime | None = None
    # When the scheduler first looked at this tenant for the job (until its first run).
    first_seen: datetime | None = None


@dataclass(frozen=True, slots=True)
class TenantClaimed:
    run: TenantRun
    revision: int


@dataclass(frozen=True, slots=True)
class TenantBusy:
    runner: str | None


@dataclass(frozen=True, slots=True)
class TenantCovered:
    run: TenantRun


TenantClaim = TenantClaimed | TenantBusy | TenantCovered


@dataclass(frozen=True, slots=True)
class Busy:
    record: JobRecord


@dataclass(frozen=True, slots=True)
class Covered:
    record: JobRecord


ClaimResult = Claimed | Busy | Covered


class JobState:
    def __init__(self, kv: KeyValue, clock: Clock, claim_ttl_s: float, namespace: str = "") -> None:
        self._kv = kv
        self._ns = namespace
        self._clock = clock
        self._claim_ttl = timedelta(seconds=claim_ttl_s)

    async def _read(self, job: JobName) -> tuple[JobRecord, int | None]:
        try:
            entry = await self._kv.get(s.job_key(self._ns, job))
        except KeyNotFoundError:
            return JobRecord(job=job), None
        try:
            return JobRecord.model_validate_json(entry.value or b""), entry.revision
        except ValidationError:
            return JobRecord(job=job), entry.revision

    async def get(self, job: JobName) -> JobRecord:
        return (await self._read(job))[0]

    async def _write(self, job: JobName, record: JobRecord, revision: int | None) -> int:
        data = record.model_dump_json().encode()
        if revision is None:
            return await self._kv.create(s.job_key(self._ns, job), data)
        return await self._kv.update(s.job_key(self._ns, job), data, last=revision)

    def running(self, record: JobRecord) -> bool:
        """A run holds the job (this replica's too: the cron tick, an admin run and a
        catch-up on one replica must not overlap either), and has not gone silent."""
        if record.status != "running":
            return False
        beat = record.heartbeat_at or record.last_started_at
        return beat is not None and beat + self._claim_ttl > self._clock.now()

    async def first_seen(self, job: JobName) -> datetime:
        """When a scheduler first saw `job`; recorded now if no one did yet (the earliest
        writer wins the compare-and-set, and no later start moves it)."""
        for _ in range(10):
            record, revision = await self._read(job)
            if record.first_seen_at is not None:
                return record.first_seen_at
            now = self._clock.now()
            try:
                await self._write(job, record.model_copy(update={"first_seen_at": now}), revision)
            except KeyWrongLastSequenceError:
                continue
            return now
        raise RuntimeError(f"job record {job!r} kept changing; first sighting not recorded")

    async def since(self, job: JobName) -> datetime:
        """What the job's overdue check counts slots from: the last slot run, else when the
        job was first seen."""
        record = await self.get(job)
        return record.last_slot or await self.first_seen(job)

    async def claim(self, job: JobName, slot: datetime, runner: str, force: bool) -> ClaimResult:
        record, revision = await self._read(job)
        if not force and record.last_slot is not None and record.last_slot >= slot:
            return Covered(record)
        if self.running(record):
            return Busy(record)
        now = self._clock.now()
        claimed = record.model_copy(
            update={
                "status": "running",
                "running_slot": slot,
                "runner": runner,
                "heartbeat_at": now,
                "last_started_at": now,
            }
        )
        try:
            new_revision = await self._write(job, claimed, revision)
        except KeyWrongLastSequenceError:
            return Busy((await self._read(job))[0])
        return Claimed(claimed, new_revision)

    async def heartbeat(self, job: JobName, claim: Claimed) -> Claimed:
        """Prove the run is alive; keeps going even if the record moved (it is re-read)."""
        record = claim.record.model_copy(update={"heartbeat_at": self._clock.now()})
        try:
            return Claimed(record, await self._write(job, record, claim.revision))
        except KeyWrongLastSequenceError:
            # Someone wrote meanwhile (or took over while we looked dead): carry on from
            # the current revision; `complete` reconciles the two runs' records.
            current, revision = await self._read(job)
            return Claimed(current, revision or 0)

    async def complete(
        self,
        job: JobName,
        runner: str,
        slot: datetime,
        status: JobStatus,
        counts: dict[str, int],
        tenants: int,
        failed: list[str],
    ) -> JobRecord:
        """Record the finished run; retried on a concurrent write (last_slot only grows)."""
        for _ in range(10):
            record, revision = await self._read(job)
            last = record.last_slot
            done = record.model_copy(
                update={
                    "status": status,
                    "last_slot": slot if last is None or slot > last else last,
                    "last_run_at": self._clock.now(),
                    "counts": counts,
                    "tenants": tenants,
                    "failed_tenants": failed,
                    "running_slot": None if record.runner == runner else record.running_slot,
                    "runner": None if record.runner == runner else record.runner,
                    "heartbeat_at": None if record.runner == runner else record.heartbeat_at,
                }
            )
            if record.runner not in (None, runner) and record.status == "running":
                done = done.model_copy(update={"status": "running"})
            try:
                await self._write(job, done, revision)
            except KeyWrongLastSequenceError:
                continue
            return done
        raise RuntimeError(f"job record {job!r} kept changing; completion not recorded")

    async def abandon(self, job: JobName, claim: Claimed) -> None:
        """Give up a claim whose run raised, so the next tick need not wait for it to expire;
        the slot stays uncovered (`failed`) and is run again."""
        record, revision = await self._read(job)
        if record.runner != claim.record.runner or revision is None:
            return
        failed = record.model_copy(
            update={"status": "failed", "running_slot": None, "runner": None, "heartbeat_at": None}
        )
        try:
            await self._write(job, failed, revision)
        except KeyWrongLastSequenceError:
            return

    async def _read_tenant(self, job: JobName, tenant: str) -> tuple[TenantRecord, int | None]:
        try:
            entry = await self._kv.get(s.job_tenant_key(self._ns, job, tenant))
        except KeyNotFoundError:
            return TenantRecord(), None
        try:
            return TenantRecord.model_validate_json(entry.value or b""), entry.revision
        except ValidationError:
            return TenantRecord(), entry.revision

    async def tenant_record(self, job: JobName, tenant: str) -> TenantRecord:
        return (await self._read_tenant(job, tenant))[0]

    async def tenant_since(self, job: JobName, tenant: str) -> datetime:
        """What the tenant's overdue check counts slots from: the last slot run for it,
        else when the tenant was first seen for the job (recorded now if never)."""
        for _ in range(10):
            record, revision = await self._read_tenant(job, tenant)
            if record.done is not None:
                return record.done.slot
            if record.first_seen is not None:
                return record.first_seen
            now = self._clock.now()
            data = record.model_copy(update={"first_seen": now}).model_dump_json().encode()
            key = s.job_tenant_key(self._ns, job, tenant)
            try:
                if revision is None:
                    await self._kv.create(key, data)
                else:
                    await self._kv.update(key, data, last=revision)
            except KeyWrongLastSequenceError:
                continue
            return now
        raise RuntimeError(f"tenant record {job!r}/{tenant!r} kept changing")

    async def claim_tenant(
        self, job: JobName, tenant: str, slot: datetime, runner: str, force: bool
    ) -> TenantClaim:
        """Claim one tenant's part of a slot; the inputs come from its previous run."""
        record, revision = await self._read_tenant(job, tenant)
        done = record.done
        if done is not None and (done.slot > slot or (done.slot == slot and not force)):
            return TenantCovered(done)
        now = self._clock.now()
        beat = record.heartbeat_at
        # Held by a live run, this replica's included (see `running`).
        if record.running is not None and beat is not None and beat + self._claim_ttl > now:
            return TenantBusy(record.runner)
        if done is not None and done.slot == slot:
            run = TenantRun(
                slot=slot,
                started_at=now,
                previous_slot=done.previous_slot,
                previous_started_at=done.previous_started_at,
            )
        else:
            run = TenantRun(
                slot=slot,
                started_at=now,
                previous_slot=done.slot if done else None,
                previous_started_at=done.started_at if done else None,
            )
        claimed = record.model_copy(update={"running": run, "runner": runner, "heartbeat_at": now})
        data = claimed.model_dump_json().encode()
        key = s.job_tenant_key(self._ns, job, tenant)
        try:
            if revision is None:
                new_revision = await self._kv.create(key, data)
            else:
                new_revision = await self._kv.update(key, data, last=revision)
        except KeyWrongLastSequenceError:
            return TenantBusy(None)
        return TenantClaimed(run, new_revision)

    async def complete_tenant(self, job: JobName, tenant: str, claim: TenantClaimed) -> None:
        record = TenantRecord(done=claim.run)
        key = s.job_tenant_key(self._ns, job, tenant)
        try:
            await self._kv.update(key, record.model_dump_json().encode(), last=claim.revision)
        except KeyWrongLastSequenceError:
            # Taken over while we looked dead; both runs did the same idempotent work.
            await self._kv.put(key, record.model_dump_json().encode())

    async def release_tenant(self, job: JobName, tenant: str, claim: TenantClaimed) -> None:
        """Drop a failed run's claim so the next attempt need not wait for it to expire."""
        record, revision = await self._read_tenant(job, tenant)
        if record.running != claim.run or revision is None:
            return
        cleared = record.model_copy(update={"running": None, "runner": None, "heartbeat_at": None})
        key = s.job_tenant_key(self._ns, job, tenant)
        try:
            await self._kv.update(key, cleared.model_dump_json().encode(), last=revision)
        except KeyWrongLastSequenceError:
            return
