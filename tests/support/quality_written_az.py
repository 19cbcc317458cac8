"""Set AZ: an agent that works on code and on a household's chores. A developer's project
facts (where it deploys, the database version, the test runner, a style rule) changed
over weeks in the clipped way people write to a coding assistant; a parent's school
runs, swimming day and a child's teacher, changed at the new school year. Written and
scored before any change, as a measure; kept as a gate."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AZ: tuple[Written, ...] = (
    Written("az_project_facts", (
        Say(0, "Context: the app is a Django monolith, deployed on Heroku, Postgres 13.",
            "Got it: Django, Heroku, Postgres 13.",
            {"deploy": "heroku", "postgres": "13", "framework": "django"}),
        Say(0, "Tests run with pytest, we never use unittest directly.",
            "Understood, pytest only.",
            {"tests": "pytest"}),
        Say(0, "House rule: no f-strings in log calls, use %-style args.",
            "I'll follow that in every logging call.",
            {"logging": "%-style"}),
        Fill(1, 3),
        Say(21, "We finished the migration off Heroku, everything runs on Fly.io now.",
            "Fly.io it is; I'll use fly deploy in instructions.",
            {"deploy": "fly.io"}),
        Fill(22, 2),
        Say(35, "Bumped the database to 16 over the weekend, no issues.",
            "Nice, Postgres 16 has good improvements.",
            {"postgres": "16"}),
        Say(36, "Also the repo moved from GitHub to our self-hosted Gitea at git.oakline.dev.",
            "Noted, I'll point links at the Gitea instance.",
            {"repo": "gitea"}),
    ), (
        ("deploy", "Where is the app hosted?"),
        ("postgres", "Which Postgres version are we running?"),
        ("tests", "What test runner does the project use?"),
        ("logging", "How should log messages be formatted?"),
        ("repo", "Where does the code live now?"),
    )),
    Written("az_school_runs", (
        Say(0, "Both kids are at St Mary's primary, drop-off is 8:40.",
            "Thanks, 8:40 at St Mary's.",
            {"school": "st mary's", "dropoff": "8:40"}),
        Say(0, "Oscar has swimming on Wednesdays after school.",
            "Wednesday swimming for Oscar, noted.",
            {"swimming": "wednesdays"}),
        Say(0, "Ruby's teacher this year is Miss Adeyemi.",
            "I'll remember Miss Adeyemi.",
            {"ruby_teacher": "adeyemi"}),
        Fill(1, 3),
        Say(40, "New school year: Ruby has Mr Hollis now, and swimming moved to Fridays.",
            "Mr Hollis for Ruby and Friday swimming, got it.",
            {"ruby_teacher": "hollis", "swimming": "fridays"}),
        Say(41, "Oscar started at the secondary, Kingsmead, so it's two drop-offs now, "
                "his at 8:15.",
            "Two drop-offs, Kingsmead at 8:15.",
            {"oscar_school": "kingsmead", "oscar_dropoff": "8:15"}),
    ), (
        ("swimming", "What day is swimming?"),
        ("ruby_teacher", "Who teaches Ruby?"),
        ("oscar_school", "Which school does Oscar go to?"),
        ("oscar_dropoff", "What time do I drop Oscar off?"),
        ("dropoff", "When is Ruby's drop-off?"),
    )),
)
# fmt: on


def batch_az_tenants() -> list[Tenant]:
    """Set AZ as tenants, numbered after the sets written before it."""
    return numbered_in_order("az", BATCH_AZ)
