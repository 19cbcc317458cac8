"""Graph service: DuckDB projection of EVENTS per tenant partition, and graph queries."""
