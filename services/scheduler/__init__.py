"""Scheduler: maintenance jobs, cron fallback, forward triggers, lessons, echo/fizzle."""
