"""Test helpers shared across the suite (stub servers, fixtures); not shipped with memstream."""
