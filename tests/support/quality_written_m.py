"""Set M: people who use the assistant at work in software and other technical jobs - an SRE on
call, backend and frontend developers, a DBA, a data analyst and a data scientist, product
managers, a startup founder, a primary school's only IT person, a freelance web designer, QA
testers, a game developer, an embedded engineer, mobile developers, a support engineer and an
agency account manager. They mention their stack, team and dates in passing while asking for
help with code, runbooks or emails; facts change through migrations, version bumps, reorgs,
slipped dates, new clients and corrections, often only by naming the new tool inside a pasted
error. Most write terse, lowercase, jargon-heavy messages; a few (a school, a council team)
write formally. Decoys are other teams' stacks, previous jobs, friends' companies and old tools
named in post-mortems."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_M: tuple[Written, ...] = (
    Written("m_sre_pager_rotation", (
        Say(0, "on call this week, Tevita is my secondary. paging goes thru Opsgenie, prod is "
               "aws eu-west-2. whats a sane runbook template for the api tier",
            "A lean runbook: service overview, key dashboards, each alert with its first three "
            "checks, escalation path, rollback steps and a comms section. Want me to draft the "
            "alert entries for the API tier?",
            {"oncall_buddy": "Tevita", "paging_tool": "Opsgenie", "prod_region": "eu-west-2"}),
        Fill(0, 6),
        Say(14, "alert fatigue is killing me. Tevita swapped out of the rotation so Marisol is "
                "my secondary now. how do i pitch tuning the 5xx thresholds to the team",
            "Bring numbers: how many pages last rotation, how many needed action, and the median "
            "time to ack at night. Then propose burn-rate alerts on the SLO instead of raw 5xx "
            "counts, with a two-week trial.",
            {"oncall_buddy": "Marisol"}),
        Fill(14, 8),
        Say(40, "region move done, everything serves from eu-central-1 except the legacy cron "
                "box. what should i keep an eye on this week",
            "Watch cross-region latency from the cron box, NAT and data transfer costs, DNS TTLs "
            "still pointing at old endpoints, and any IAM policies pinned to the old region.",
            {"prod_region": "eu-central-1"}),
        Say(41, "payments team is staying in us-east-1 til q3 lol, not my problem",
            "Fair enough - just make sure their endpoints are in your dependency map so cross-"
            "region calls don't surprise you during an incident."),
        Fill(41, 10),
        Say(70, "writing the post-mortem for the march eu-west-2 NAT gateway outage (old region, "
                "before the move). help me phrase 'contributing factors' without blaming anyone",
            "Describe conditions, not people: 'The NAT gateway was a single point of egress for "
            "all private subnets, and no alert existed for its connection count.' Each factor "
            "should point to a system or process gap."),
        Fill(70, 7),
        Say(90, "marisol's on parental leave from today, Kasimir covers secondary for me until "
                "she's back. draft a quick handover note template",
            "Handover note: open incidents and their state, alerts that fired and were silenced, "
            "risky changes landing this week, known flaky checks, and who to call for each "
            "dependency. Keep it to one screen.",
            {"oncall_buddy": "Kasimir"}),
        Fill(90, 5),
        Fill(95, 10),
    ), (
        ("oncall_buddy", "need to loop in my secondary on this incident, who's backing me up "
                         "on the pager at the moment?"),
        ("paging_tool", "what do we page through again?"),
    )),

    Written("m_backend_postgres_django", (
        Say(0, "backend dev at Tallowfen Freight. we're on Postgres 13 + Django 4.2. how do i add "
               "a partial index in a migration",
            "Use models.Index with a condition: Index(fields=['status'], name='open_orders_idx', "
            "condition=Q(status='open')) in Meta.indexes, then makemigrations. On big tables "
            "consider AddIndexConcurrently with atomic = False.",
            {"db_version": "Postgres 13", "django_version": "Django 4.2"}),
        Fill(0, 3),
        Say(9, "getting `OperationalError: could not translate host name \"pg-main\"` locally "
               "after pulling, docker compose is up. ideas?",
            "That host name only resolves inside the compose network. Either run Django inside "
            "compose too, or point DATABASE_HOST at localhost and publish the db port."),
        Fill(9, 2),
        Say(33, "upgrade weekend went fine, we're on Postgres 16 since saturday. anything in the "
                "release notes i should care about for jsonb queries?",
            "Mostly good news: SQL/JSON constructors like JSON_ARRAY and IS JSON predicates, "
            "better planner stats for jsonb, and faster incremental sorts. Re-run ANALYZE after "
            "a major upgrade if you haven't.",
            {"db_version": "Postgres 16"}),
        Say(33, "fwiw the analytics cluster is still Postgres 12, different team, no rush on "
                "their side",
            "Worth flagging to them that 12 is out of community support, but it won't affect "
            "your services unless you share extensions or dumps."),
        Fill(33, 3),
        Say(50, "bumped to Django 5.0 on our branch, index_together removal broke 3 old "
                "migrations. how do i squash them safely",
            "Run squashmigrations for that app up to the last broken one, replace "
            "AlterIndexTogether with AddIndex operations in the squashed file, and keep the old "
            "files until every environment has applied the squash.",
            {"django_version": "Django 5.0"}),
    ), (
        ("db_version", "what postgres version is our main db on?"),
        ("django_version", "which django release is our codebase running?"),
    )),

    Written("m_founder_fly_updates", (
        Say(0, "founder of Pebblewick, 4 of us. app runs on Fly.io. can u write a 3 line "
               "investor update blurb about our uptime this quarter (99.95%)",
            "Pebblewick held 99.95% uptime this quarter across all regions. Two short incidents, "
            "both resolved in under 20 minutes. Monitoring and failover improvements ship next "
            "month.",
            {"hosting": "Fly.io"}),
        Say(1, "good. in general keep answers short, bullet points, no fluff. i read these on my "
               "phone",
            "Got it - short, bulleted, no padding.",
            {"answer_style": "bullet points"}),
        Say(5, "scratch the bullets actually, i paste your stuff into emails and they read "
               "weird. short full sentences instead",
            "Understood. I'll keep answers brief and write them as plain prose.",
            {"answer_style": "full sentences"}),
    ), (
        ("hosting", "where's our app hosted? an investor asked"),
        ("answer_style", "remind me what format i asked you to answer in?"),
    )),

    Written("m_frontend_checkout_pnpm", (
        Say(0, "frontend on checkout at Marrowfield. repo is checkout-web, yarn 1 + vite + "
               "react. eslint screams about import order on every file, can u give me a config",
            "Add eslint-plugin-import and set 'import/order' with groups [builtin, external, "
            "internal, parent, sibling, index], newlines-between: always, alphabetize asc. "
            "Then run eslint --fix once over the repo.",
            {"package_manager": "yarn", "repo": "checkout-web"}),
        Fill(0, 4),
        Say(21, "`pnpm install` fails w/ ERR_PNPM_PEER_DEP_ISSUES, react-dom 18 vs 19 peer "
                "mismatch from some storybook addon. how do i relax that",
            "Add to package.json: \"pnpm\": {\"peerDependencyRules\": {\"allowedVersions\": "
            "{\"react-dom\": \"19\"}}}, or set strict-peer-dependencies=false in .npmrc.",
            {"package_manager": "pnpm"}),
        Fill(21, 3),
        Say(22, "design-system folks are still on npm, worth nudging them over too or nah",
            "Only if they feel the pain. Mixed package managers across repos are fine as long as "
            "each repo has one lockfile."),
        Say(45, "monorepo got split last week, my stuff lives in checkout-shell now. how do i "
                "set up CODEOWNERS so design only gets pinged for /ui",
            "In .github/CODEOWNERS: '* @marrowfield/checkout' then '/ui/ @marrowfield/design'. "
            "Later rules win, so keep the specific path below the catch-all.",
            {"repo": "checkout-shell"}),
        Fill(45, 2),
    ), (
        ("package_manager", "which package manager does my team's repo use? writing the "
                            "readme"),
    )),

    Written("m_school_it_dept", (
        Say(0, "I'm the only IT person at Holmcross Primary. Staff are on Google Workspace and "
               "the Chromebooks are managed from the admin console. Could you draft a short "
               "notice about the new password reset process? It will go out under Mrs "
               "Okonjo-Vale's name as head.",
            "Here's a draft: 'From Monday, staff can reset their own passwords from the sign-in "
            "page using a recovery phone number. Please add yours by Friday...' Shall I add "
            "step-by-step screenshots?",
            {"office_suite": "Google Workspace", "headteacher": "Okonjo-Vale"}),
        Fill(0, 8),
        Say(20, "Staff room printer is showing 'Error 49.4C02' again. Is that a firmware thing "
                "or a bad print job?",
            "49.4C02 is usually a corrupt job or a firmware fault. Clear the queue, power cycle, "
            "and if it returns with one document, update the firmware."),
        Fill(20, 6),
        Say(35, "Please use British English for anything going home to parents. The last letter "
                "had 'color' in it and one of the governors noticed.",
            "Noted - I'll use British spelling for anything parent-facing.",
            {"spelling": "British English"}),
        Fill(35, 9),
        Say(60, "New head started this term, Mr Ferreira-Lund. He wants a one-page summary of "
                "the IT budget before half term. Can you help me structure it?",
            "One page: total budget and spend to date, fixed costs (licences, broadband, "
            "support), devices due for replacement, risks, and two or three asks with costs.",
            {"headteacher": "Ferreira-Lund"}),
        Say(61, "Mrs Okonjo-Vale used to go through every line of the budget with me, he seems "
                "much more hands-off.",
            "Then lead with the decisions you need from him and keep the line items in an "
            "appendix."),
        Fill(61, 10),
        Fill(120, 10),
        Say(185, "Mailboxes all cut over to Microsoft 365 last week, only the shared drives "
                 "left. How do I map a SharePoint library for the office staff?",
            "Open the library in the browser and choose 'Add shortcut to OneDrive'; it then "
            "appears in File Explorer for each user. For all staff at once, use the OneDrive "
            "policy to auto-mount the library.",
            {"office_suite": "Microsoft 365"}),
        Fill(185, 5),
    ), (
        ("headteacher", "Who's the head at my school? I need to address a letter properly."),
        ("spelling", "What spelling convention should letters home follow?"),
    )),

    Written("m_analyst_reorg", (
        Say(0, "data analyst at Quillmoor Insurance. warehouse is Snowflake, we model in dbt, my "
               "manager is Halvard. how do i do a rolling 7 day distinct count that doesnt take "
               "forever",
            "Pre-aggregate to one row per user per day first, then join a date spine to that "
            "table on the 7-day window and COUNT(DISTINCT user_id). It's much cheaper than a "
            "window over raw events.",
            {"warehouse": "Snowflake", "manager": "Halvard"}),
        Fill(0, 3),
        Say(12, "that version still timed out after 10 min on the claims table (400m rows). "
                "clustering key help?",
            "Cluster on the event date, and filter the date spine to the range you report on. "
            "Check the query profile for partitions scanned versus total."),
        Fill(12, 4),
        Say(30, "reorg landed, i report to Ines Vasbo now, Halvard moved to the pricing squad. "
                "she wants a weekly kpi deck, what should go in it",
            "Keep it to five or six KPIs with week-on-week change, one slide on anomalies with "
            "a cause, and one on what you're investigating next.",
            {"manager": "Ines"}),
        Say(31, "Halvard pinged asking for my old churn query lol, he's rebuilding it for "
                "pricing. ok to just send it?",
            "Sure, but point him at the dbt model rather than a pasted query so you both stay in "
            "sync."),
        Fill(31, 2),
    ), (
        ("manager", "who do i report to?"),
        ("warehouse", "what's our data warehouse?"),
    )),

    Written("m_pm_mobile_release", (
        Say(0, "PM for the mobile banking app at Corvale. v4.0 ships 14 March, code freeze 7 "
               "March, sprints are 2 weeks. draft a stakeholder email announcing the timeline",
            "Subject: v4.0 timeline. Code freeze is 7 March, release 14 March. Between them QA "
            "runs regression and we only take blocker fixes. Please flag dependencies by end "
            "of this sprint.",
            {"release_date": "14 March", "freeze_date": "7 March", "sprint_length": "2 weeks"}),
        Fill(0, 7),
        Say(8, "qa found a blocker in the card-freeze flow. launch slips to 28 March, code "
               "freeze date unchanged. rewrite the email so it doesn't sound like panic",
            "Subject: v4.0 timeline update. To give the card controls the testing they need, "
            "we're moving release two weeks. Code freeze stays as planned, so the extra time is "
            "all hardening.",
            {"release_date": "28 March"}),
        Fill(8, 9),
        Say(12, "web team's release is still 14 March, should i mention theirs in the same "
                "email or keep them separate",
            "Separate. Mixing a slipped and an unchanged date in one email invites confusion."),
        Fill(12, 6),
        Say(30, "retro consensus: sprints are 3 weeks as of monday. how do i set up the jira "
                "board so the velocity charts don't go weird",
            "Change the sprint duration when you start the next sprint, and annotate the "
            "velocity chart; compare points per day rather than per sprint for a few cycles.",
            {"sprint_length": "3 weeks"}),
        Fill(30, 8),
        Say(55, "a friend at Tindra Bank says they do 1 week sprints, sounds exhausting honestly",
            "It can work for small teams with a steady flow, but the ceremonies eat a big share "
            "of the week."),
        Fill(55, 5),
    ), (
        ("release_date", "what's the v4 launch date as things stand?"),
        ("freeze_date", "when do we lock the code for v4?"),
    )),

    Written("m_qa_staging_playwright", (
        Say(0, "qa at Rookhaven. staging is https://stg.rookhaven-app.io, can u write a "
               "playwright test that logs in there with a test user",
            "Here's a test: page.goto(baseURL + '/login'), fill email and password from env "
            "vars, click submit, expect the dashboard heading to be visible. Set baseURL in "
            "playwright.config.",
            {"staging_host": "stg.rookhaven-app.io"}),
        Say(3, "staging moved, it's qa2.rookhaven-app.io now, old box is being torn down. "
               "update the baseURL in the config u gave me",
            "Updated: use: { baseURL: 'https://qa2.rookhaven-app.io' }. Everything else in the "
            "test stays the same.",
            {"staging_host": "qa2.rookhaven-app.io"}),
        Say(4, "also write it in typescript not js, that's what our e2e suite is in",
            "Sure - here's login.spec.ts with typed fixtures and the same steps.",
            {"test_language": "typescript"}),
    ), (
        ("staging_host", "what's the address of the env i run tests against?"),
        ("test_language", "what language is our e2e suite written in?"),
    )),

    Written("m_gamedev_godot", (
        Say(0, "2 person studio, making a roguelike called Ashgrove Descent in Godot 3.5, all "
               "gdscript. how do i do a simple state machine for enemies",
            "Give each enemy a 'state' enum and a match in _physics_process, or make each state "
            "a child node with enter/exit/update and let a StateMachine node switch between "
            "them.",
            {"engine_version": "Godot 3.5", "game_title": "Ashgrove Descent"}),
        Fill(0, 10),
        Say(25, "ported over the weekend to Godot 4.2, tilemap api changed completely. "
                "`set_cellv` doesn't exist anymore, what replaces it",
            "Use set_cell(layer, coords, source_id, atlas_coords). Coordinates are Vector2i and "
            "tiles come from an atlas source now."),
        Fill(25, 8),
        Say(40, "publisher call went well!! they want a rename though, the game's going to be "
                "Lanternfall. help me write the steam short description, 300 chars max",
            "Descend a cursed mine with a single lantern. Every run reshapes the tunnels, every "
            "light you leave behind is a way home - or a lure. A roguelike about the dark and "
            "what lives in it.",
            {"game_title": "Lanternfall"}),
        Fill(40, 6),
        Say(41, "my old studio job was all Unity 2019 and perforce, so glad to be out",
            "Small-team freedom has its perks."),
        Fill(41, 5),
        Say(70, "jumped to Godot 4.3 hoping it'd fix the steam deck crash... nope. log says "
                "`ERROR: Condition \"!is_inside_tree()\" is true.` on boot, ideas?",
            "Something calls get_tree() or a tree-dependent method before the node is added - "
            "often in _init or a static initialiser. Move it to _ready or defer it with "
            "call_deferred.",
            {"engine_version": "Godot 4.3"}),
        Fill(70, 7),
    ), (
        ("engine_version", "which godot version is the project on?"),
        ("game_title", "what's our game called? filling in the festival form"),
    )),

    Written("m_dba_mysql_failover", (
        Say(0, "DBA at Venmark Logistics. MySQL 8.0, primary is db-orion-01 with two replicas "
               "(-02, -03). how do i check replication lag properly, seconds_behind_master lies "
               "to me",
            "Use a heartbeat table (pt-heartbeat) or compare GTID sets, and look at "
            "performance_schema.replication_applier_status_by_worker for per-worker delay.",
            {"mysql_version": "MySQL 8.0", "primary_host": "db-orion-01"}),
        Fill(0, 2),
        Say(6, "failover drill last night, we're keeping db-orion-02 as primary going forward. "
               "update my promote-a-replica runbook steps",
            "Updated steps: stop writes, wait for replicas to catch up on GTID, promote, "
            "repoint the other replica with CHANGE REPLICATION SOURCE, flip the VIP, then "
            "verify writes.",
            {"primary_host": "db-orion-02"}),
        Fill(6, 4),
        Say(20, "billing team runs their own postgres and keeps asking me for help. i'm not "
                "their dba lol, how do i say no nicely",
            "Offer a fixed office hour, point them to the runbooks, and ask their manager to "
            "budget for support if it's more than that."),
        Say(44, "sorry, i told you 8.0 earlier, we've actually been on MySQL 8.4 since the "
                "spring patch window. does that change the lag query",
            "A little: 8.4 removes SHOW SLAVE STATUS, so use SHOW REPLICA STATUS and the "
            "Seconds_Behind_Source column. The performance_schema tables are the same.",
            {"mysql_version": "MySQL 8.4"}),
        Fill(44, 3),
    ), (
        ("primary_host", "which server is the primary right now?"),
        ("mysql_version", "what mysql version do we run?"),
    )),

    Written("m_support_zendesk", (
        Say(0, "support eng at Brindlecomb. tickets live in Zendesk, we escalate to platform via "
               "#plat-escalations in slack. write me a polite 'we're investigating' macro",
            "'Thanks for flagging this. We've reproduced the issue and our engineers are "
            "looking into it now. We'll update you within 4 hours, sooner if we have a fix.'",
            {"helpdesk": "Zendesk", "escalation_channel": "#plat-escalations"}),
        Say(2, "customer pasted `ERR_SSL_VERSION_OR_CIPHER_MISMATCH` on their custom domain, "
               "what do i ask them",
            "Ask for the exact domain, when they added it, and whether DNS points to us. Most "
            "often the certificate hasn't been issued yet because the CNAME is wrong."),
    ), (
        ("helpdesk", "which ticketing tool do we use?"),
        ("escalation_channel", "where do i send platform escalations?"),
    )),

    Written("m_embedded_stm32", (
        Say(0, "embedded fw at Kestrelmoor Sensors. STM32L4, toolchain is arm-none-eabi-gcc 10 "
               "+ cmake, flashing w/ openocd. examples in C++ where it makes sense pls. how do "
               "i put a struct in a specific linker section",
            "Use __attribute__((section(\".noinit\"))) on the variable and add a matching "
            "output section in the .ld file, marked NOLOAD if it must survive resets.",
            {"mcu": "STM32L4", "compiler": "arm-none-eabi-gcc 10", "code_lang": "C++"}),
        Fill(0, 9),
        Say(15, "HardFault right after enabling the FPU, CFSR = 0x00008200. what does that "
                "decode to",
            "0x8200 is BFARVALID plus PRECISERR: a precise bus fault at the address in BFAR. "
            "Read BFAR and check it against your memory map."),
        Fill(15, 7),
        Say(40, "we updated the toolchain to arm-none-eabi-gcc 13 and now -Werror trips on "
                "-Warray-bounds inside the HAL. can i suppress it just for HAL sources",
            "Yes: set_source_files_properties on the HAL sources with COMPILE_OPTIONS "
            "-Wno-array-bounds, or put the HAL in its own library target with that option.",
            {"compiler": "arm-none-eabi-gcc 13"}),
        Fill(40, 8),
        Say(60, "hw respun the board, rev C uses STM32U5 for the power budget. what changes in "
                "clock config coming from the L4",
            "The U5 has a different PLL input range, the MSIS/MSIK split, and an SMPS option; "
            "regenerate the clock tree and re-check the flash wait states.",
            {"mcu": "STM32U5"}),
        Say(61, "my last job was PIC18 + XC8 for years, i do not miss it",
            "Understandable - the Cortex-M tooling is a big step up."),
        Fill(61, 6),
        Say(80, "Radomir took over as tech lead this week and wants plain C for everything, no "
                "C++. so examples in plain C from now on. redo that ring buffer pls",
            "Here's a plain C ring buffer: a struct with buffer, head, tail and size, power-of-"
            "two masking, and rb_push / rb_pop returning bool.",
            {"tech_lead": "Radomir", "code_lang": "plain C"}),
        Fill(80, 5),
    ), (
        ("mcu", "which mcu is on the current board rev?"),
        ("code_lang", "what language should code examples for me be in?"),
        ("tech_lead", "who's the tech lead on the firmware?"),
    )),

    Written("m_ds_python_upgrade", (
        Say(0, "ds at Ferncastle Health. python 3.9, pandas, sklearn, we train on Databricks. my "
               "lead Agnija wants a baseline readmission model by friday, where do i start",
            "Start with logistic regression on a small feature set (age, prior admissions, "
            "length of stay, diagnosis group), a time-based split, and report AUC plus "
            "calibration.",
            {"py_version": "python 3.9", "ml_platform": "Databricks", "team_lead": "Agnija"}),
        Fill(0, 3),
        Say(18, "polars 1.x wants requires-python >=3.10?? so we're blocked until platform "
                "upgrades, right",
            "For the newest polars, yes. You could pin an older release that still supports "
            "your interpreter in the meantime."),
        Fill(18, 2),
        Say(40, "platform team finally got our clusters onto python 3.12 this week. which new "
                "features actually matter for data work",
            "Faster interpreter overall, better error messages, f-string improvements, and you "
            "can now install current polars and pandas releases.",
            {"py_version": "python 3.12"}),
        Say(41, "the bi folks are still stuck on python 3.8 on their airflow box lol",
            "That one's end-of-life, so it'll bite them eventually."),
        Fill(41, 3),
    ), (
        ("ml_platform", "where do we train our models?"),
        ("team_lead", "who's my lead?"),
    )),

    Written("m_ios_min_target", (
        Say(0, "ios dev, min target iOS 15, mostly SwiftUI. how do i do pull to refresh on a "
               "List",
            "Add .refreshable { await viewModel.reload() } to the List - it's available from "
            "your deployment target.",
            {"min_ios": "iOS 15"}),
        Say(10, "product agreed to drop 15, deployment target is iOS 16 now. can i use "
                "NavigationStack everywhere then?",
            "Yes - NavigationStack and NavigationPath are fully available, so you can remove the "
            "NavigationView fallbacks.",
            {"min_ios": "iOS 16"}),
        Say(11, "android side's min sdk is 26 btw, that's Olumide's problem not mine",
            "Noted."),
    ), (
        ("min_ios", "what's the lowest ios version we support?"),
    )),

    Written("m_agency_accounts", (
        Say(0, "account manager at Pollentide Digital. main client is Harrowgate Bikes, contact "
               "there is Sunniva. we're a UK agency so British English in all emails pls. can "
               "you draft a monthly report cover note",
            "Hi Sunniva, please find attached this month's report. Highlights: organic traffic "
            "up 12%, the spring campaign is performing above forecast, and we've prioritised "
            "the checkout fixes for next month.",
            {"client": "Harrowgate Bikes", "client_contact": "Sunniva",
             "spelling": "British English"}),
        Fill(0, 8),
        Say(20, "harrowgate want the launch moved. draft an email to Sunniva confirming the new "
                "go-live of 3 June",
            "Hi Sunniva, confirming the new go-live date of 3 June. We'll share an updated plan "
            "with the revised milestones by Friday.",
            {"go_live": "3 June"}),
        Fill(20, 7),
        Say(45, "Harrowgate paused the retainer, ugh. i've been moved onto Oxlade Ceramics "
                "instead, their marketing lead is Benedek. intro email pls, warm but not gushing",
            "Hi Benedek, I'm your account manager at Pollentide from this week. I'd love a "
            "30-minute call to hear your priorities for the next quarter - would Thursday "
            "work?",
            {"client": "Oxlade Ceramics", "client_contact": "Benedek"}),
        Say(46, "my colleague Tamsin got Harrowgate's sister brand, lucky her",
            "Sounds like a good account to land."),
        Fill(46, 9),
        Say(60, "Oxlade want the shop live by 19 July. draft a timeline email with milestones",
            "Milestones: designs signed off in two weeks, build and content entry next, UAT the "
            "week before launch, go-live 19 July.",
            {"go_live": "19 July"}),
        Fill(60, 6),
        Say(90, "Benedek's on sabbatical till spring, Marguerite Osei is handling things their "
                "side. update the weekly status email for her",
            "Hi Marguerite, here's this week's status: product pages are in review, photography "
            "is booked, and analytics tagging is complete.",
            {"client_contact": "Marguerite"}),
        Fill(90, 4),
    ), (
        ("client", "which client am i on at the moment?"),
        ("client_contact", "who should the status email go to on the client side?"),
        ("spelling", "which spelling should my client emails use?"),
    )),

    Written("m_freelance_framer", (
        Say(0, "freelance web designer here. i build mostly in Webflow, invoicing through "
               "FreeAgent. new client Lintwhite Bakery wants a menu page, layout ideas?",
            "Try sections by time of day, large photos for three signature items, prices right-"
            "aligned, allergens as small icons, and a sticky 'order' button on mobile.",
            {"site_builder": "Webflow", "invoicing": "FreeAgent"}),
        Fill(0, 4),
        Say(14, "honestly the webflow pricing change pushed me over, new builds are going in "
                "Framer from now on. how do cms collections work there",
            "Create a collection, define fields, then bind a stack or page to it; each item can "
            "get its own detail page from a template.",
            {"site_builder": "Framer"}),
        Fill(14, 3),
        Say(30, "the bakery site stays where it is, not migrating a finished site for no reason",
            "Sensible - migrating a working site rarely pays off for the client."),
        Say(50, "tabs not spaces in any code you send me pls, spaces mess up my editor settings",
            "Will do - tabs for indentation from now on.",
            {"indent": "tabs"}),
        Fill(50, 2),
    ), (
        ("site_builder", "what do i build new client sites in?"),
        ("invoicing", "what do i send invoices through?"),
    )),

    Written("m_backend_go_gitlab", (
        Say(0, "backend at Gorsemouth Energy, go 1.21 services, CI is Jenkins (yes still). "
               "pipeline takes 40 min for a one line change, quick wins?",
            "Cache the module and build caches between runs, run tests per changed package, "
            "parallelise lint and test stages, and use a prebuilt builder image.",
            {"ci": "Jenkins", "go_version": "go 1.21"}),
        Fill(0, 6),
        Say(10, "fyi default branch here is `trunk`, in case it matters for the scripts you "
                "write",
            "Noted, I'll use trunk in examples.",
            {"default_branch": "trunk"}),
        Fill(10, 8),
        Say(35, "the GitLab pipeline keeps timing out on the lint job, golangci-lint takes 12 "
                "min. cache config?",
            "Cache ~/.cache/golangci-lint and the Go build cache keyed on go.sum, and run with "
            "--new-from-rev for merge requests.",
            {"ci": "GitLab"}),
        Say(36, "writing the post-mortem for last month's outage, the Jenkins agent ran out of "
                "disk mid-deploy. help with the 'what went wrong' section",
            "The build agent had no disk usage alert and old workspaces were never cleaned, so "
            "a deploy failed halfway and left two services on different versions."),
        Fill(36, 10),
        Say(70, "bumped everything to go 1.23 for range-over-func, anything about the toolchain "
                "directive in go.mod i should know",
            "The toolchain line lets older Go download the newer toolchain automatically; set "
            "GOTOOLCHAIN=local in CI if you want builds to fail instead.",
            {"go_version": "go 1.23"}),
        Fill(70, 6),
        Say(100, "we finally renamed trunk to main (took a year lol). what breaks in gitlab when "
                 "you rename the default branch",
            "Protected branch rules, pipeline rules that name the branch, open MRs targeting "
            "it, and local clones that need their upstream reset.",
            {"default_branch": "main"}),
        Fill(100, 5),
        Fill(130, 8),
    ), (
        ("ci", "what ci do we run on?"),
        ("default_branch", "what's our default branch called?"),
    )),

    Written("m_devops_cloud_move", (
        Say(0, "devops for Saltery Labs, 12 of us. all on Azure in uksouth, terraform 1.5. how "
               "would you structure modules for dev/stage/prod",
            "One module per component, an env folder per environment with its own backend and "
            "tfvars, and pin module versions so stage can test changes before prod.",
            {"cloud": "Azure", "region": "uksouth", "tf_version": "terraform 1.5"}),
        Fill(0, 3),
        Say(25, "migration's done!! last Azure subscription cancelled today, everything runs on "
                "GCP in europe-west2. how do azure roles map onto gcp iam, roughly",
            "Subscriptions map to projects, resource groups loosely to folders or labels, and "
            "built-in roles to predefined roles; managed identities become service accounts.",
            {"cloud": "GCP", "region": "europe-west2"}),
        Say(26, "my mate's startup Dunlin is all-in on AWS and keeps telling me we picked wrong "
                "lol",
            "Every provider has its fans - what matters is what your team can run well."),
        Fill(26, 4),
    ), (
        ("cloud", "which cloud provider are we on?"),
        ("tf_version", "which terraform version do we pin?"),
    )),

    Written("m_pm_linear_sprint", (
        Say(0, "pm here, we track everything in Linear, sprints are 1 week. write a sprint goal "
               "for 'onboarding checklist v2'",
            "Sprint goal: new workspaces see a checklist that adapts to their plan, and we can "
            "measure completion of each step.",
            {"tracker": "Linear", "sprint_length": "1 week"}),
        Say(7, "sorry, sprints are 2 weeks not 1, we changed in jan and i keep forgetting. does "
               "the goal still work at that length",
            "Yes, and you can add a stretch: the checklist completion rate reported on the "
            "dashboard by the end of the sprint.",
            {"sprint_length": "2 weeks"}),
    ), (
        ("tracker", "where do we track our tickets?"),
        ("sprint_length", "how long is a sprint for my team?"),
    )),

    Written("m_frontend_council_formal", (
        Say(0, "Good morning. I am a front-end developer in the Ravensholt Council digital team. "
               "We use Angular 16 and our accessibility target is WCAG 2.1 AA. Could you advise "
               "on focus management in modal dialogues?",
            "Move focus into the dialogue on open, trap it while open (the CDK FocusTrap does "
            "this), close on Escape, and return focus to the triggering element on close.",
            {"angular_version": "Angular 16", "a11y_standard": "WCAG 2.1 AA"}),
        Fill(0, 5),
        Say(30, "Thank you for the earlier advice. We have since upgraded to Angular 18, and I "
                "should like to know whether signals can replace our use of BehaviorSubject in "
                "services.",
            "For synchronous state, yes: a signal with computed values replaces most "
            "BehaviorSubject uses. Keep observables for streams such as HTTP or websockets.",
            {"angular_version": "Angular 18"}),
        Fill(30, 4),
        Say(60, "The service assessment panel now expects WCAG 2.2 AA. Which success criteria "
                "are new compared with the previous version?",
            "At AA: focus not obscured (minimum), dragging movements, target size (minimum), "
            "consistent help, redundant entry and accessible authentication (minimum).",
            {"a11y_standard": "WCAG 2.2 AA"}),
        Fill(60, 3),
        Say(61, "Our colleagues in the housing team remain on Angular 14, regrettably, so the "
                "shared components will need to support both for a while.",
            "Then keep the shared library on APIs available in both versions, and avoid "
            "signal inputs in it for now."),
    ), (
        ("angular_version", "Which Angular version is our team on?"),
        ("a11y_standard", "Which accessibility standard do our pages need to meet?"),
    )),

    Written("m_rails_preferences", (
        Say(0, "rails dev at Copperfold. ruby 3.2, rails 7.1, sidekiq. pls keep answers terse, "
               "code first, explanation only if i ask",
            "Understood.",
            {"answer_style": "terse", "rails_version": "rails 7.1"}),
        Fill(0, 10),
        Say(18, "`NoMethodError: undefined method 'perform_async' for nil:NilClass` in a sidekiq "
                "job spec, ideas",
            "Stubbed constant returns nil. Use stub_const or Sidekiq::Testing.fake!."),
        Fill(18, 7),
        Say(40, "change of plan on how you answer me: i'm mentoring two juniors and forward them "
                "your replies, so go detailed and explain the why",
            "Sure - I'll walk through the reasoning and trade-offs, with the code after.",
            {"answer_style": "detailed"}),
        Fill(40, 8),
        Say(60, "upgraded to rails 7.2 last sprint. is ActiveRecord::Base.connection deprecated "
                "now or just discouraged",
            "It's soft-deprecated: prefer with_connection or lease_connection, which make the "
            "lifetime of the checked-out connection explicit and avoid holding it for a whole "
            "request.",
            {"rails_version": "rails 7.2"}),
        Say(61, "my previous job at Marlpit was stuck on rails 5.2 forever, never again",
            "Long upgrade gaps get harder every year - staying close to current saves a lot."),
        Fill(61, 9),
        Say(90, "staging is staging.copperfold.dev, prod sits behind cloudflare. how do i put "
                "basic auth on staging only",
            "In ApplicationController, call http_basic_authenticate_with guarded by "
            "Rails.env.staging?, with credentials from encrypted credentials. Explanation: it "
            "runs before every action, so the whole app is covered.",
            {"staging_host": "staging.copperfold.dev"}),
        Fill(90, 6),
        Say(120, "a friend's shop (Tollbury) moved their whole app to hanami, thoughts?",
            "Hanami is clean and modular but the ecosystem is far smaller; for an existing "
            "Rails app the switching cost rarely pays off."),
        Fill(120, 8),
    ), (
        ("answer_style", "how did i ask you to pitch your answers?"),
        ("staging_host", "what's our staging domain?"),
    )),

    Written("m_flutter_riverpod", (
        Say(0, "flutter dev at Sedgecombe, app books allotment plots lol. flutter 3.16, state "
               "mgmt is Provider, backend on Firebase. how do i paginate firestore queries",
            "Order by a field, limit(20), keep the last DocumentSnapshot, and call "
            "startAfterDocument(last) for the next page.",
            {"flutter_version": "flutter 3.16", "state_mgmt": "Provider", "backend": "Firebase"}),
        Fill(0, 7),
        Say(20, "thinking about Riverpod for the new screens, worth the churn?",
            "It's worth it if you want compile-safe providers and easier testing; you can adopt "
            "it screen by screen."),
        Fill(20, 9),
        Say(50, "ripped out the last Provider usage today, fully on Riverpod now. how do i test "
                "notifiers without a widget tree",
            "Create a ProviderContainer in the test, read the notifier, call methods, and "
            "assert on container.read(provider). Override dependencies with overrides.",
            {"state_mgmt": "Riverpod"}),
        Fill(50, 8),
        Say(80, "`flutter build ipa` fails after the bump to flutter 3.24, says xcode 15 "
                "required but i have 16?",
            "Usually a stale xcode-select path or CocoaPods cache. Run sudo xcode-select -s "
            "/Applications/Xcode.app, then flutter clean and pod install.",
            {"flutter_version": "flutter 3.24"}),
        Say(81, "Oyelaran on the other squad does native kotlin for their app, some days i envy "
                "him",
            "Native has its advantages, but one codebase for two platforms is hard to beat."),
        Fill(81, 7),
        Say(120, "app store review freeze is 2 Dec, draft a slack msg telling the team",
            "Heads up: release freeze for store review is 2 Dec. Anything not merged by then "
            "goes in the next release. Ping me if something is at risk.",
            {"release_freeze": "2 Dec"}),
        Fill(120, 3),
    ), (
        ("state_mgmt", "what are we using for state management these days?"),
        ("backend", "what's the app's backend on?"),
        ("release_freeze", "when's our freeze for the store review?"),
    )),

    Written("m_analyst_dashboards", (
        Say(0, "quick one, our dashboards are in Metabase. how do i make a date filter default "
               "to last month",
            "Edit the dashboard, click the filter, set the default to 'Previous 1 month' under "
            "relative dates, and save.",
            {"bi_tool": "Metabase"}),
        Say(2, "the exec dashboards moved to that apache one yesterday, name escapes me. same "
               "question but there",
            "Apache Superset, I think? If so, the approach is different."),
        Say(2, "yeah that's the one, Superset. go on",
            "In the native filter settings, pick the time range filter and set its default "
            "value to 'Last month', then save the dashboard.",
            {"bi_tool": "Superset"}),
    ), (
        ("bi_tool", "which tool do i open for the exec dashboards?"),
    )),

    Written("m_qa_youtrack_lead", (
        Say(0, "hi! qa tester at Wrenhollow Games, we log bugs in YouTrack, my lead is Fenella. "
               "can u give me a bug report template",
            "Title, build/version, platform, steps to reproduce, expected vs actual, frequency, "
            "attachments (video, logs), and severity.",
            {"bug_tracker": "YouTrack", "qa_lead": "Fenella"}),
        Say(5, "fenella left, gutted. Cosmin runs qa now. he wants severity and priority as "
               "separate fields, can u update the template",
            "Updated: severity (impact on the player) and priority (when to fix) are now "
            "separate fields, each with a short scale.",
            {"qa_lead": "Cosmin"}),
        Say(6, "Fenella's at Mothwick Studios now, they use jira and she's already complaining",
            "Switching trackers is always a bit of a pain."),
    ), (
        ("qa_lead", "who's running qa for us?"),
        ("bug_tracker", "where do we file bugs?"),
    )),

    Written("m_nest_style_prefs", (
        Say(0, "backend, typescript + nestjs. use 2-space indent in examples and American "
               "spelling in comments, most of the team's stateside. how do i write a global "
               "exception filter",
            "Implement ExceptionFilter with @Catch(), map exceptions to a JSON body with status "
            "and message, and register it with app.useGlobalFilters(new AllExceptionsFilter()).",
            {"indent": "2-space", "spelling": "American"}),
    ), (
        ("indent", "how wide should indentation be in code you give me?"),
    )),
)
# fmt: on


def batch_m_tenants() -> list[Tenant]:
    """Set M as tenants, numbered after the sets written before it."""
    return numbered_in_order("m", BATCH_M)
