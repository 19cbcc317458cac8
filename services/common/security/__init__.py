"""Tenant security shared by the gateway, the services and the CLI.

- `keys`: the `keys` KV bucket (`KeyStore`: create, list, rotate, revoke) and
  `KeyVerifier` (a presented key → `Identity`, cached, revocation seen within seconds).
- `ratelimit`: per-agent write limits shared across replicas (`RateLimiter`).
"""
