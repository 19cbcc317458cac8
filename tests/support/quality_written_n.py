"""Set N: people who use the assistant at work in software and other technical or knowledge
work, but not the usual startup developer: a solo iOS developer with one paid app, a data
engineer at a regional bank, a hospital trust's desktop admin, a modder of a 1999 PC game, a
bootcamp student, a yarn shop owner on a hosted shop platform, a research software engineer in
a physics group, a one-man IT consultant, an ML engineer at a freight firm, a technical writer,
an ISP network engineer, a Salesforce admin at a housing association, a PhD student who
maintains an open-source library, an automation builder at an accountancy firm, a robotics club
mentor, a GIS analyst at a water company, a games QA tester, a university library sysadmin, an
e-bike firmware engineer, a WordPress freelancer, a bioinformatician, an SRE at a ferry
operator, a council data analyst, a freelance translator and a football club's performance
analyst. Their facts are their work setup and the people around it (tools and versions,
hosting, databases, target devices, supervisors and client contacts, deadlines, releases,
licence tiers, how they want answers), and these change through migrations, upgrades, new
plans, new managers, moved deadlines and corrections, often only by naming the new thing
inside a request for help. Some write formally, most tersely, in lowercase with typos, and
some paste error lines or log snippets; decoys are a colleague's or another client's setup, or
an old tool in a war story."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_N: tuple[Written, ...] = (
    Written("n_tidewell_ios", (
        Say(0, "hey, solo dev here, i sell exactly one app (Tidewell, tide times for sea "
               "swimmers). deployment target is iOS 16 and the backend is all Firebase. can you "
               "help me read a crash log? it's symbolicated but i still dont get it",
            "Sure, paste the crashing thread's frames (the one marked 'Crashed') plus the "
            "exception type and codes at the top. Those two usually tell us whether it's a "
            "force-unwrap, a main-thread violation or memory pressure.",
            {"min_ios": "iOS 16", "backend": "Firebase"}),
        Fill(0, 4),
        Say(2, "also pls give me SwiftUI answers only from now on, i dropped UIKit ages ago and "
               "translating your view controller code back is a pain",
            "Got it, I'll write examples as SwiftUI views and modifiers, and only mention "
            "UIKit when there's no SwiftUI equivalent (I'll flag it when that happens).",
            {"ui_pref": "SwiftUI"}),
        Fill(3, 8),
        Say(40, "ok the Firebase bill was silly last month (reads from the widget, my fault). "
                "moving everything to Supabase this weekend. cleanest way to migrate auth users "
                "without making everyone reset passwords?",
            "Export users with the Firebase CLI (auth:export), which includes the scrypt hash "
            "parameters. Supabase can import Firebase scrypt hashes via their migration tool, "
            "so users keep their passwords. Do a dry run with a copy of the project first."),
        Fill(41, 7),
        Say(43, "migration done, Supabase is live and the old project is read only. what's the "
                "right way to subscribe to realtime changes from a SwiftUI view without leaking "
                "the channel?",
            "Create the channel in an @Observable model (or a ViewModel) and start it in "
            ".task { } on the view; .task is cancelled when the view goes away, so "
            "unsubscribe in the cancellation path. Don't hold the channel in the View struct.",
            {"backend": "Supabase"}),
        Say(70, "apple's numbers say basically nobody is on 16 anymore so I bumped the minimum "
                "to iOS 17. that means I can use the Observation framework everywhere right?",
            "Yes, @Observable needs iOS 17, so with that minimum you can drop ObservableObject "
            "and @Published entirely. Watch out for @State vs @Bindable when passing models "
            "down to child views.",
            {"min_ios": "iOS 17"}),
        Say(71, "my mate Ilse who does a budgeting app still supports iOS 15 lol, she's braver "
                "than me",
            "Supporting three versions back is a lot of #available checks. Some apps with "
            "older audiences do it, but it slows down adopting new APIs."),
        Fill(72, 10),
        Say(120, "firebase days feel like a lifetime ago honestly. anyway, row level security: "
                 "how do i let a user read only their own saved beaches?",
             "Add a policy on saved_beaches: FOR SELECT USING (auth.uid() = user_id), and "
             "enable RLS on the table. Do the same for INSERT with WITH CHECK so nobody can "
             "save rows under someone else's id."),
        Fill(121, 8),
    ), (
        ("backend", "where are my app's user accounts and data stored these days?"),
        ("ui_pref", "which UI framework should your code examples use for me?"),
    )),
    Written("n_ostmere_bank_de", (
        Say(0, "Hello. I'm a data engineer at Ostmere Regional Bank. Our warehouse is Teradata "
               "and we orchestrate with Airflow. I need a DAG that waits for a file to land on "
               "an SFTP server before loading it. Could you sketch one?",
            "Use an SFTPSensor with mode='reschedule' so it doesn't hold a worker slot, then a "
            "task that pulls the file and a load task (e.g. a TeradataOperator or BTEQ via "
            "SSH). Set a sensible timeout and a soft_fail policy for bank holidays.",
            {"warehouse": "Teradata", "orchestrator": "Airflow"}),
        Fill(0, 5),
        Say(5, "my manager Wendeline Achterberg wants the liquidity report pipeline rebuilt by "
               "31 October. there are 14 legacy SQL scripts and nobody knows who wrote half of "
               "them. realistic?",
            "It can be, if you timebox discovery. Spend the first week mapping inputs and "
            "outputs of each script, then rebuild in dependency order and run old and new side "
            "by side. The risk is the undocumented ones, so flag those early.",
            {"manager": "Wendeline Achterberg", "deadline": "31 October"}),
        Fill(6, 8),
        Say(35, "Update: the regulator moved their submission window, so our cutover is now "
                "14 November. Gives me room for proper tests. What should a reconciliation test "
                "between the old and new pipeline look like?",
            "Compare row counts and control totals per reporting bucket, then a full "
            "EXCEPT-based diff on the final report table for a few historical dates. Keep a "
            "tolerance only for rounding, and log every mismatch with its keys.",
            {"deadline": "14 November"}),
        Fill(36, 6),
        Say(60, "Wendeline's moved over to the insurance arm. first 1:1 with Kofi Brannagh "
                "tomorrow, he came from the risk team. what should I bring?",
            "A one-page status: scope, what's done, what's at risk for the cutover, and the "
            "reconciliation results so far. Coming from risk, he'll probably care about "
            "controls and evidence, so bring the test log.",
            {"manager": "Kofi Brannagh"}),
        Say(61, "funny, Kofi said his old team ran everything on SAS and cron jobs. nobody "
                "misses that.",
            "That's a common starting point in risk teams. He may appreciate seeing retries and "
            "alerting done properly in Airflow."),
        Fill(62, 7),
        Say(90, "kofi says the board wants it sooner after all - cutover 7 November, no "
                "slipping. ugh. which of the tests can i safely defer until after go-live?",
            "Keep reconciliation and the control totals before cutover; they're your evidence. "
            "Performance tuning, the historical backfill beyond 13 months and alert polishing "
            "can follow, as long as the parallel run keeps going for a couple of weeks.",
            {"deadline": "7 November"}),
        Say(91, "my colleague Pritha on the cards side has until 1 December for hers, lucky "
                "her",
            "Different regulatory return, different window. At least you'll be done first."),
        Fill(92, 8),
    ), (
        ("deadline", "when does the liquidity pipeline have to be cut over?"),
        ("warehouse", "what database is the bank's data warehouse on?"),
    )),
    Written("n_brackenfold_desktops", (
        Say(0, "I look after desktops at Brackenfold Hospitals Trust. About 2,400 clinical "
               "workstations, all on Windows 10, managed with SCCM. I need a PowerShell script "
               "that lists machines which haven't checked in for 30 days.",
            "You can query the SCCM site with Get-CMDevice and filter on LastActiveTime older "
            "than (Get-Date).AddDays(-30), then export to CSV. Run it from a console with the "
            "ConfigurationManager module loaded.",
            {"ws_os": "Windows 10", "mdm": "SCCM"}),
        Fill(0, 2),
        Say(14, "We finally have sign-off to move the clinical estate to Windows 11 over the "
                "summer, ward by ward. Any gotchas with tap-and-go badge login software?",
            "Check the vendor's supported OS matrix first, test the smart card reader drivers "
            "and fast user switching on one ward, and make sure the login agent survives "
            "feature updates. Plan a rollback per ward."),
        Fill(15, 3),
        Say(20, "we've pulled SCCM out completely, every device is enrolled in Intune now. how "
                "do I write a compliance policy that checks bitlocker?",
            "Create a Windows compliance policy in Intune, under Device Health require "
            "BitLocker, and assign it to the device group. Pair it with a conditional access "
            "policy if non-compliant devices should lose access.",
            {"mdm": "Intune"}),
        Fill(21, 3),
        Say(48, "last ward went over to Windows 11 yesterday!! the whole clinical estate is "
                "done. pharmacy PCs were a nightmare because of the label printers",
            "Congratulations, that's a big milestone. Worth writing up the label printer fix "
            "while it's fresh, since the next driver update may bring it back.",
            {"ws_os": "Windows 11"}),
        Say(49, "the neighbouring trust at Carrow Hill is still on Windows 10, their IT lead "
                "asked me for our runbook",
            "Sharing it makes sense. Strip internal hostnames and credentials first, and note "
            "which steps depended on your badge login vendor."),
        Fill(50, 2),
    ), (
        ("ws_os", "what operating system do our ward computers run?"),
    )),
    Written("n_ironhollow_mod", (
        Say(0, "so i mod Ironhollow (the 1999 one, yes people still play it). my patch is at "
               "v0.8 and i host it on ModCrate. the .dlg files use some weird encoding, any "
               "idea how to detect it?",
            "Try chardet or charset-normalizer on a few files. Games of that era from central "
            "European studios often used cp1250 or cp1251; if accented letters come out as "
            "box characters in cp1252, that's your hint.",
            {"mod_version": "v0.8", "host": "ModCrate"}),
        Fill(0, 3),
        Say(9, "decoded it, it was cp1250. pushed v0.9 tonight with the dialogue fixes",
            "Nice. Keep the conversion script in the repo so future edits round-trip in the "
            "same encoding.",
            {"mod_version": "v0.9"}),
        Fill(10, 2),
        Say(11, "my playtester is a guy called Ferdy from the discord, he runs it under wine "
                "on linux. whats the wine equivalent of the d3d8 wrapper thing",
            "Under Wine he can use DXVK together with a d3d8-to-d3d9 wrapper (d3d8to9), or "
            "Wine's own d3d8 which goes through wined3d. Set the DLL override to native for "
            "the wrapper.",
            {"tester": "Ferdy"}),
        Fill(12, 4),
        Say(40, "ModCrate was down for a week so i moved the download to Gitea on my own vps, "
                "people grab it there now. how do i make releases show the changelog",
            "In Gitea, create a release from the tag and paste the changelog into the release "
            "notes; you can automate it with the API from a script that reads CHANGELOG.md.",
            {"host": "Gitea"}),
        Say(41, "v1.0 is out!!! took 3 years. writing the readme now, can you make this list "
                "of fixes read nicer: crash on cellar door, wrong price at smith, missing "
                "voice line for the abbot",
            "Congrats! Suggested list: 'Fixed a crash when opening the cellar door', 'Fixed "
            "the blacksmith's wrong prices', 'Restored the abbot's missing voice line'.",
            {"mod_version": "v1.0"}),
        Say(42, "Ferdy's own Ironhollow mod is still stuck at v0.3 lol, i keep telling him to "
                "ship it",
            "Sounds like he's better at testing than releasing. Maybe return the favour and "
            "playtest his."),
        Fill(43, 3),
    ), (
        ("mod_version", "what's the latest release number of my patch?"),
        ("tester", "who playtests my builds?"),
    )),
    Written("n_lanternworks_bootcamp", (
        Say(0, "hi im doing the 12 week bootcamp at Lanternworks, we're on the javascript "
               "module. my mentor is Oona Vashti. why does my for loop print undefined at the "
               "end",
            "Likely you're logging the return value of a function that doesn't return "
            "anything, or reading one index past the end of the array (i <= arr.length "
            "instead of i < arr.length).",
            {"mentor": "Oona Vashti"}),
        Say(0, "ok it was the <= thing. also can you explain stuff without jargon please, like "
               "im new new",
            "Of course. I'll use plain words and explain any technical term the first time it "
            "comes up.",
            {"style": "without jargon"}),
        Say(20, "we got reassigned mentors for the react module, mine is Thackery Oyelaran now. "
                "he wants us using typescript already, what even is a type",
            "A type is a label that says what kind of value something is, like 'a number' or "
            "'a list of words'. TypeScript checks those labels before your code runs, so some "
            "mistakes show up early.",
            {"mentor": "Thackery Oyelaran"}),
    ), (
        ("mentor", "who's my mentor on the course at the moment?"),
        ("style", "how should you explain things to me?"),
    )),
    Written("n_saltmarsh_yarn", (
        Say(0, "I run Saltmarsh Skeins, a hand-dyed yarn shop on Shopify, Basic plan, Dawn "
               "theme. How do I add a 'dye lot' field to product pages?",
            "Create a product metafield (e.g. custom.dye_lot) under Settings > Custom data, "
            "then in the theme editor add a text block to the product template and connect it "
            "to that metafield.",
            {"plan": "Basic", "theme": "Dawn"}),
        Fill(0, 2),
        Say(6, "labels get printed through Parcelwick at the moment, it's fine but clunky. can "
               "I make it pull the weight from the product automatically?",
            "If the weights are set on each variant in Shopify, Parcelwick should read them "
            "when it imports the order. Check that the variant weights aren't zero.",
            {"shipping": "Parcelwick"}),
        Fill(7, 3),
        Say(33, "upgraded to Grow because the reports on Basic are useless. where do I find "
                "sell-through rate now?",
            "Under Analytics > Reports, look for the inventory section; sell-through rate by "
            "product is there on that plan.",
            {"plan": "Grow"}),
        Fill(34, 2),
        Say(60, "printing my first batch of labels in Shipmoat and it wants customs info for "
                "every skein?? how do I set a default HS code for yarn",
            "Set the HS code and country of origin on the products in Shopify (or in Shipmoat's "
            "product defaults). Wool yarn not for retail sale is usually under heading 5107; "
            "check the exact code with your customs guidance.",
            {"shipping": "Shipmoat"}),
        Say(61, "my friend at Tallowby Candles swears by Parcelwick for her stuff, but candles "
                "are easy I guess",
            "Simple, uniform parcels do suit most tools. Yarn with international orders is "
            "where customs handling matters more."),
        Fill(62, 2),
    ), (
        ("shipping", "what do I use to print my shipping labels?"),
        ("theme", "which theme is my shop using?"),
    )),
    Written("n_eldervane_rse", (
        Say(0, "I'm the RSE for Margit Eldervane's group (condensed matter, Quillan "
               "University). Our analysis code is Python 3.9 and runs on the department "
               "cluster, Corrie, under Slurm. How do I get job arrays to write to separate HDF5 "
               "files?",
            "Use $SLURM_ARRAY_TASK_ID in the output filename, e.g. "
            "f'bands_{os.environ[\"SLURM_ARRAY_TASK_ID\"]}.h5', so tasks never share a file. "
            "Merge afterwards with a small script or HDF5 virtual datasets.",
            {"py": "Python 3.9", "cluster": "Corrie", "pi": "Margit Eldervane"}),
        Fill(0, 6),
        Say(12, "Traceback (most recent call last):\n"
                "  File \"fit_bands.py\", line 88\n"
                "    match mode:\n"
                "          ^\n"
                "SyntaxError: invalid syntax\n"
                "a postdoc wrote this. I assume it's because we're still on 3.9?",
            "Yes, match statements need 3.10 or newer. Either rewrite that block as if/elif or "
            "upgrade the environment."),
        Fill(13, 6),
        Say(45, "Spent the week moving the env to Python 3.11 - the match statements finally "
                "work. Anything else in 3.11 worth using for numerics?",
            "Mainly speed: 3.11's faster interpreter helps pure-Python loops. Exception groups "
            "and better tracebacks are nice too. NumPy-heavy code won't change much.",
            {"py": "Python 3.11"}),
        Fill(46, 8),
        Say(80, "Corrie is being decommissioned, we've got an allocation on Basalt (the "
                "regional Tier-2 machine). sbatch scripts need an --account line now, what else "
                "usually differs?",
            "Partition names, module names and versions, default memory per CPU, scratch paths "
            "and purge policies. Check their max wall time too; you may need checkpointing.",
            {"cluster": "Basalt"}),
        Say(81, "the astro group next door went to the cloud instead, they pay a fortune",
            "Cloud suits bursty work; for steady batch loads a shared HPC allocation is "
            "usually cheaper."),
        Fill(82, 8),
        Say(130, "honestly miss Corrie's queue times, Basalt is packed on mondays. anyway - how "
                 "do i checkpoint a long fit so it survives preemption?",
             "Save parameters and iteration state every N steps to an HDF5 or .npz file, trap "
             "SIGTERM (use --signal=B:TERM@120 in sbatch) to write a final checkpoint, and "
             "resume from the latest one on restart."),
        Fill(131, 7),
    ), (
        ("py", "which Python version is our analysis code running on?"),
        ("pi", "whose research group do I work for?"),
    )),
    Written("n_oneman_it_consult", (
        Say(0, "I'm a one-man IT consultancy with a handful of small clients. Pembury Lane "
               "Dental is on Microsoft 365 Business Basic. They want shared mailboxes for "
               "reception, can you walk me through it?",
            "In the Exchange admin center, go to Recipients > Mailboxes > Add a shared mailbox, "
            "name it, then add the reception users as members. Shared mailboxes under 50 GB "
            "don't need a licence.",
            {"dental_plan": "Business Basic"}),
        Fill(0, 3),
        Say(4, "Different client: Hollin Vets. My contact there is the practice manager, Dervla "
               "Quarrie. She wants a quote for new firewalls, what should I ask her first?",
            "Ask about number of sites and staff, internet speeds, whether they need VPN for "
            "remote vets, any practice management system hosted offsite, and budget for "
            "ongoing licences.",
            {"vet_contact": "Dervla Quarrie"}),
        Fill(5, 4),
        Say(9, "For all my clients I back up with Veeam to a Synology at my office, then "
               "offsite to cloud storage. Is that 3-2-1 or am I kidding myself?",
            "That's roughly 3-2-1 if the production data counts as one copy: local Synology, "
            "offsite cloud, two media. Make the offsite copy immutable and test restores.",
            {"backup": "Veeam"}),
        Fill(10, 6),
        Say(50, "pembury lane went up to Business Premium so we can do conditional access. "
                "whats a sensible baseline policy for a 9 person dental practice?",
            "Start with: require MFA for all users, block legacy authentication, require "
            "compliant devices for admin roles, and exclude one break-glass account. Roll out "
            "in report-only mode first.",
            {"dental_plan": "Business Premium"}),
        Say(51, "The accountants I look after, Rooke & Fane, are staying on Business Standard, "
                "they don't care about Intune.",
            "That's fine for them; security defaults still give them MFA without conditional "
            "access."),
        Fill(52, 8),
        Say(95, "hollin vets: dervla retired, i'm dealing with their new manager Anselm Bright "
                "now. he's much more hands on. how do I hand over admin creds properly?",
            "Don't hand over your own accounts. Create named admin accounts for him with only "
            "the roles he needs, store the break-glass credentials in a sealed or password "
            "manager vault, and rotate anything Dervla knew.",
            {"vet_contact": "Anselm Bright"}),
        Fill(96, 6),
        Say(140, "Dervla emailed from her retirement to say hi, sweet. Anyway, the Hollin "
                 "firewall firmware is two versions behind, safe to jump straight to latest?",
             "Check the vendor's upgrade path; some require stepping through an intermediate "
             "version. Back up the config, do it out of hours, and have console access ready."),
        Fill(141, 7),
    ), (
        ("vet_contact", "who's my main contact at the vet practice?"),
        ("backup", "what software do my client backups run on?"),
    )),
    Written("n_fernhollow_ml", (
        Say(0, "ML eng at Fernhollow Freight. we fine-tuned a small model for parsing delivery "
               "notes, serving it with TGI on a single A10G. latency is ~900ms p95, what can i "
               "try?",
            "Options: quantise to int8/awq, cap max_new_tokens tightly since outputs are short "
            "JSON, enable continuous batching and check your prompt isn't padded with a long "
            "system message.",
            {"serving": "TGI", "gpu": "A10G"}),
        Say(0, "sorry, I meant vLLM not TGI, TGI was the old setup. does that change your "
               "answer?",
            "Mostly the same ideas. In vLLM, also look at enabling prefix caching for the "
            "shared prompt, setting max_model_len low, and gpu_memory_utilization so the KV "
            "cache fits more concurrent requests.",
            {"serving": "vLLM"}),
        Fill(1, 4),
        Say(25, "infra approved the upgrade, we're on an L40S now. same model, should I go "
                "back to fp16 from int8?",
            "With 48 GB you have room for fp16 on a small model. Benchmark both: fp16 may be "
            "faster if int8 kernels weren't well optimised for your setup, and accuracy is "
            "slightly better.",
            {"gpu": "L40S"}),
        Fill(26, 3),
        Say(27, "my teammate Gideon's reranker still runs on CPU, which is wild for the volume "
                "we do",
            "For a small cross-encoder that can be fine if batched, but a GPU would cut its "
            "latency a lot at higher traffic."),
        Say(40, "pls keep answers short, bullet points. i read these between meetings",
            "- Will do\n- Short bullets from now on",
            {"style": "bullet points"}),
        Fill(41, 2),
    ), (
        ("serving", "what are we serving the delivery-note model with?"),
        ("style", "how do I like your answers formatted?"),
    )),
    Written("n_corvel_docs", (
        Say(0, "I write the user documentation for Corvel Systems (lab inventory software). We "
               "author in MadCap Flare. Is there a way to bulk-find topics that have no index "
               "keywords?",
            "Flare's Analyzer reports can list topics without index keywords; otherwise a "
            "search for the IndexMarker element across the Content folder, inverted, works.",
            {"docs_tool": "MadCap Flare"}),
        Say(0, "Our house style follows the Google developer style guide, so please suggest "
               "wording that fits it.",
            "Understood: second person, present tense, sentence-case headings, and no "
            "'please' in instructions.",
            {"style_guide": "Google developer style guide"}),
        Say(55, "we're three weeks into docs-as-code: markdown in git, built with Docusaurus. "
                "how do I do conditional text like Flare's condition tags?",
            "Use MDX: wrap conditional content in a component that checks a build-time "
            "variable (from customFields in docusaurus.config.js), or keep separate docs "
            "plugin instances per audience.",
            {"docs_tool": "Docusaurus"}),
    ), (
        ("docs_tool", "what do I write the user docs in?"),
        ("style_guide", "which style guide does our documentation follow?"),
    )),
    Written("n_skellig_isp", (
        Say(0, "network engineer at Skellig Broadband, regional fibre ISP, ~40k subs. edge is a "
               "pair of MX routers on Junos 21.4 and transit comes from Halvard Transit. i "
               "want a second upstream eventually, how would the BGP policy prefer one?",
            "Use local-preference on import to prefer the primary for outbound, and AS-path "
            "prepending or provider communities on export to steer inbound traffic.",
            {"junos": "Junos 21.4", "upstream": "Halvard Transit"}),
        Fill(0, 5),
        Say(3, "my team lead Marisol Teague wants a MOP for every change now, even tiny ones. "
               "got a template?",
            "Sections: summary and risk, pre-checks with expected output, step-by-step "
            "commands, verification, rollback steps, and who to call. Keep one page for small "
            "changes.",
            {"lead": "Marisol Teague"}),
        Fill(4, 7),
        Say(30, "upgraded the edge pair to Junos 22.4 last night (R3-S2), went fine. now "
                "seeing this in logs:\n"
                "rpd[1422]: bgp_read_v4_message: NOTIFICATION received from 198.51.100.1 "
                "(External AS 64500): code 6 (Cease) subcode 2\n"
                "what does that usually mean",
            "Cease subcode 2 is 'administrative shutdown': the peer deliberately closed the "
            "session. Check with them; it often happens when they hit a max-prefix limit or "
            "are doing maintenance.",
            {"junos": "Junos 22.4"}),
        Fill(31, 6),
        Say(70, "contract with Halvard ended, all our transit is via Pelorus Networks now, two "
                "10G ports in Marrowgate. how do i set up RTBH with them?",
            "Check Pelorus's community for blackholing (often ASN:666), tag a /32 with it on "
            "export, and make sure your export policy allows /32s only with that community.",
            {"upstream": "Pelorus Networks"}),
        Say(71, "the other altnet down the road, Brannock Fibre, is still on Halvard Transit "
                "and they had a big outage yesterday lol",
            "Single-homed transit is painful in those moments. Good time to show your "
            "management why you have two ports."),
        Fill(72, 8),
        Say(120, "JTAC told us to go to 23.2 for the rpd PR, did it on both MXs this morning. "
                 "Junos 23.2 feels snappier on commit tbh. how do i check ISSU would've worked "
                 "next time",
             "Run 'request system software validate in-service-upgrade' with the package; it "
             "reports unsupported features. ISSU also needs GRES and NSR enabled beforehand.",
             {"junos": "Junos 23.2"}),
        Fill(121, 8),
        Say(160, "war story for the new hire: back on Junos 21.4 we had a memory leak that "
                 "rebooted the RE every week. anyway, can you help me outline an onboarding doc "
                 "for our network?",
             "Outline: topology and sites, addressing plan, routing design, upstreams and "
             "peering, change process (MOPs), monitoring and alerting, on-call, and a list of "
             "'things that bit us before', including that leak."),
        Fill(161, 4),
    ), (
        ("junos", "what software version are our edge routers on?"),
        ("lead", "who's my team lead?"),
    )),
    Written("n_greyfriars_sf", (
        Say(0, "Salesforce admin at Greyfriars Housing Association. We're on Enterprise "
               "Edition. My manager Bartholomew Nkemelu wants the repairs case process live by "
               "3 March. Can you help me design the case record types?",
            "Suggested record types: Responsive Repair, Planned Maintenance, Damp & Mould and "
            "Emergency, each with its own page layout and picklist values for priority and "
            "trade.",
            {"edition": "Enterprise Edition", "manager": "Bartholomew Nkemelu",
             "golive": "3 March"}),
        Fill(0, 3),
        Say(10, "Bart's pushed go-live to 24 March because the contact centre isn't trained "
                "yet. fine by me. how do i bulk migrate old cases with data loader",
            "Export old cases to CSV, map fields including RecordTypeId and an external ID for "
            "the legacy reference, insert accounts and contacts first, then cases with upsert "
            "on the external ID.",
            {"golive": "24 March"}),
        Fill(11, 4),
        Say(18, "Screen flow error: \"The flow failed to access the value for "
                "$Record.Asset.Name because it hasn't been set or assigned.\" what am i missing",
            "The case has no Asset, so the cross-object reference is null. Add a decision "
            "checking $Record.AssetId is not null before using the asset name."),
        Fill(19, 3),
        Say(40, "we went live yesterday!! now they want an SLA milestone on repair cases, "
                "where do i start",
            "Look at Entitlement Management: enable it, create an entitlement process with "
            "milestones (e.g. first response, repair complete) and attach entitlements to "
            "cases automatically via a flow."),
    ), (
        ("golive", "when is the repairs process going live?"),
        ("edition", "which Salesforce edition do we have?"),
    )),
    Written("n_quillmesh_phd", (
        Say(0, "phd student at the Hartwell Institute, i maintain quillmesh (mesh quality "
               "metrics, ~400 stars). latest release is 0.14.2. someone opened an issue saying "
               "our aspect-ratio function is wrong for degenerate tets, how do i reply politely "
               "while i check?",
            "Something like: 'Thanks for the report and the example! I'm looking into it; "
            "could you share the vertex coordinates so I can reproduce? I'll follow up here.'",
            {"release": "0.14.2"}),
        Fill(0, 4),
        Say(2, "my supervisor Dr Leontyne Farrer thinks i spend too much time on the library. "
               "she's not wrong. thesis is due September 2026",
            "Maybe set a fixed weekly slot for maintenance and label issues 'help wanted' so "
            "others can pick them up.",
            {"supervisor": "Leontyne Farrer", "thesis": "September 2026"}),
        Fill(3, 6),
        Say(20, "CI runs on GitHub Actions, matrix over 3.10-3.13 and three OSes, takes 40 "
                "minutes. how do i cut that down",
            "Test all Pythons on Linux only and just the newest and oldest on macOS and "
            "Windows, cache pip, and split slow tests behind a marker that runs nightly.",
            {"ci": "GitHub Actions"}),
        Fill(21, 5),
        Say(44, "tagged 0.15.0, dropped 3.10 and added the degenerate tet fix. how do i write a "
                "deprecation notice for the old function name",
            "Keep the old name as a wrapper that emits a DeprecationWarning naming the new "
            "function and the version it'll be removed in, and add it to the changelog.",
            {"release": "0.15.0"}),
        Fill(45, 6),
        Say(80, "Leontyne's moved to Utrecht and can't supervise externally, so my supervisor "
                "is now Dr Casimir Oduya. he wants a thesis outline by friday",
            "A chapter list with a paragraph each, the research questions, which papers map to "
            "which chapters, and the remaining work with a timeline should do.",
            {"supervisor": "Casimir Oduya"}),
        Fill(81, 5),
        Say(100, "good news-ish: funding extension came through, thesis deadline is now March "
                 "2027",
             "That's useful breathing room. Maybe update the timeline in your outline so "
             "Casimir sees the new plan.",
             {"thesis": "March 2027"}),
        Say(101, "my labmate Tereza's is still September 2026, she's panicking",
             "A shared writing schedule might help you both."),
        Fill(102, 5),
        Say(140, "0.15.1 went out with the windows path fix. someone on the tracker asked for "
                 "conda-forge packaging, what's involved?",
             "Submit a recipe to conda-forge/staged-recipes (grayskull can generate it from "
             "PyPI), pass review, and then a feedstock repo is created that bots keep updated "
             "on new PyPI releases.",
             {"release": "0.15.1"}),
        Fill(141, 4),
    ), (
        ("release", "what's the newest version of my library that's been published?"),
        ("thesis", "when's my thesis due?"),
    )),
    Written("n_pellardagh_automation", (
        Say(0, "I build the automations at Pell & Ardagh (accountancy, 30 staff). Everything "
               "runs in Zapier and the partner who signs off any new automation is Hilde "
               "Marchbanks. Can you help me pull figures out of the PDF bank statements "
               "clients email us?",
            "A common pattern: catch the email, send the PDF to a parser (a document AI or "
            "OCR step), map the table rows to fields, then write them to a spreadsheet for "
            "review before anything is posted.",
            {"platform": "Zapier", "signoff": "Hilde Marchbanks"}),
        Say(1, "also when you give examples with dates use DD/MM/YYYY, everything we touch is "
               "UK",
            "Will do, all example dates as DD/MM/YYYY.",
            {"date_fmt": "DD/MM/YYYY"}),
        Fill(1, 3),
        Say(15, "zapier's task count is killing us. i'm building the bank statement one in Make "
                "as a trial this week",
            "Make counts operations per module run, so check how iterators multiply them; it's "
            "often cheaper for multi-step flows."),
        Fill(16, 3),
        Say(30, "the trial won. all 40-odd zaps are rebuilt as Make scenarios and the Zapier "
                "account is cancelled. how do i handle errors in an iterator without the whole "
                "scenario stopping?",
            "Attach an error handler route to the module that fails, using Resume or Ignore, "
            "and log the failed bundle to a data store so you can retry it.",
            {"platform": "Make"}),
        Say(31, "our sister firm in Dunmarrow still runs everything through Zapier, they're "
                "welcome to it",
            "For low volumes the simplicity can be worth it."),
        Fill(32, 2),
    ), (
        ("platform", "what do I build our automations in?"),
        ("date_fmt", "what date format should your examples use for me?"),
    )),
    Written("n_ashcombe_robotics", (
        Say(0, "mentor for the robotics club at Ashcombe school. the kids' robot runs on an "
               "Arduino Mega, competition is 17 May. motors jitter whenever the servo moves, "
               "power issue?",
            "Very likely. Servos draw current spikes that sag the supply; give them a separate "
            "supply or a big capacitor near the servo, and share ground with the board.",
            {"board": "Arduino Mega", "comp": "17 May"}),
        Say(0, "right, separate supply for the servos. thanks",
            "Good luck. If it still jitters, check the servo signal wire isn't running "
            "alongside the motor leads."),
        Say(21, "the students rewrote everything in micropython on a Raspberry Pi Pico over "
                "half term, honestly impressed. how do i do PWM for 4 motors on it",
            "Use machine.PWM on four GPIO pins (each on a different PWM slice or channel), set "
            "freq to around 1-20 kHz for your motor driver, and use duty_u16 for speed.",
            {"board": "Raspberry Pi Pico"}),
    ), (
        ("board", "what microcontroller is the club robot built on?"),
        ("comp", "when is the competition?"),
    )),
    Written("n_wrenfield_gis", (
        Say(0, "GIS analyst at Wrenfield Water. I maintain the pipe network layers in PostGIS "
               "and edit in QGIS 3.28. how do i snap new valves to the nearest main "
               "automatically?",
            "Use a trigger in PostGIS that sets the valve geometry to "
            "ST_ClosestPoint(main.geom, NEW.geom) for the nearest main (found with the <-> "
            "operator), or use the snapping options in QGIS while digitising.",
            {"qgis": "QGIS 3.28"}),
        Fill(0, 3),
        Say(8, "our db server is a bit old, it's Postgres 12 I think. does ST_ClosestPoint "
               "work the same there?",
            "Yes, it's been in PostGIS for a long time; the PostGIS version matters more than "
            "Postgres. Check SELECT postgis_full_version();",
            {"pg": "Postgres 12"}),
        Fill(9, 3),
        Say(50, "IT upgraded the database server over the weekend and now my layer styles "
                "saved in the database look different?? no idea what version it is now",
            "If they followed the plan they mentioned, it might be Postgres 16. You can check "
            "with SELECT version(); styles stored in layer_styles should survive, so it may be "
            "a QGIS side issue."),
        Say(51, "yep, Postgres 16, that's the one. select version() says 16.4. so why would "
                "the styles change",
            "Possibly the layer_styles table was restored without its default flag, so QGIS "
            "isn't loading the default style. Check the useasdefault column.",
            {"pg": "Postgres 16"}),
        Fill(52, 2),
        Say(70, "rolled everyone onto QGIS 3.34 LTR. the hydrant inspection plugin broke:\n"
                "AttributeError: 'QgsVectorLayer' object has no attribute "
                "'setLayerTransparency'",
            "That method was removed; use layer.setOpacity(value) with a 0-1 float instead.",
            {"qgis": "QGIS 3.34"}),
        Say(71, "the contractor doing our asset survey, Lathe Geomatics, is still on QGIS 3.22 "
                "which doesn't help",
            "Project files usually open in older versions with warnings, but newer symbology "
            "may not. Agree on one version for shared projects."),
        Fill(72, 3),
    ), (
        ("pg", "what version of Postgres is our database server on?"),
    )),
    Written("n_pinewhistle_qa", (
        Say(0, "QA at Pinewhistle Games, testing the Switch build of our farming game. bugs go "
               "in Jira but leads want repro steps in a strict format. tidy this: 'crop "
               "disappears sometimes when u save in rain'",
            "Title: Crops disappear after saving during rain. Steps: 1. Plant a crop. 2. Wait "
            "for rain. 3. Save. 4. Reload. Expected: crop present. Actual: crop missing "
            "(intermittent, note frequency).",
            {"platform": "Switch", "tracker": "Jira"}),
        Say(12, "moved onto the PS5 build this sprint. whats a good way to note trophy bugs",
            "Include the trophy name and ID, the exact action that should unlock it, save "
            "state, and whether it unlocked on reload.",
            {"platform": "PS5"}),
    ), (
        ("platform", "which console's build am I testing right now?"),
        ("tracker", "where do we log bugs?"),
    )),
    Written("n_calderbrook_library", (
        Say(0, "Sysadmin for Calderbrook University Library. Our catalogue is Koha, running on "
               "CentOS 7 VMs. Yes, EOL, I know. How do I check which perl modules Koha depends "
               "on?",
            "Koha ships a script, koha_perl_deps.pl, that lists required and optional modules "
            "and whether they're installed.",
            {"ils": "Koha", "os": "CentOS 7"}),
        Fill(0, 2),
        Say(30, "Rebuilt the catalogue boxes on Rocky Linux 9. Migration went ok but zebra "
                "indexing is slow now.",
            "Check the zebra config moved across (especially the shadow and lock "
            "directories), and consider switching to Elasticsearch indexing if your Koha "
            "version supports it.",
            {"os": "Rocky Linux 9"}),
        Say(30, "the special collections server is still CentOS 7 and the archivists refuse "
                "to let me near it",
            "Maybe isolate it on its own VLAN and document the risk, so it's a decision "
            "rather than an oversight."),
        Fill(31, 4),
        Say(60, "New head of library systems started, Perpetua Gallowglass. She wants monthly "
                "patch reports. Template?",
            "Sections: systems in scope, patches applied with dates, pending patches with "
            "reason, vulnerabilities of note, incidents, and next month's plan.",
            {"head": "Perpetua Gallowglass"}),
        Fill(61, 2),
    ), (
        ("os", "which OS are the catalogue servers running?"),
        ("ils", "what library management system do we run?"),
    )),
    Written("n_velokith_firmware", (
        Say(0, "firmware eng at Velokith, we make the motor controllers for cargo e-bikes. "
               "current board is an STM32F405 running FreeRTOS. need help debouncing the brake "
               "lever input in an ISR",
            "Don't debounce in the ISR itself: in the EXTI handler, disable the interrupt and "
            "start a timer (or notify a task), then sample the pin after ~10 ms and re-enable. "
            "For brake safety, cut motor power on the first edge anyway.",
            {"mcu": "STM32F405", "rtos": "FreeRTOS"}),
        Fill(0, 6),
        Say(5, "hardware lead is Rasmus Oyelowo-Pratt, he picks the parts, i just suffer lol. "
               "can you explain what a hall sensor commutation table looks like",
            "It's a lookup of the 6 valid hall states (3 bits) to which phase is high, low and "
            "floating. You read the halls, index the table and set the bridge outputs.",
            {"hw_lead": "Rasmus Oyelowo-Pratt"}),
        Fill(6, 7),
        Say(40, "rev C boards arrived with the STM32G474, rasmus wanted the HRTIM for motor "
                "PWM. how different is the timer setup from the F4",
            "Quite different: HRTIM has its own master and timing units with much finer "
            "resolution. Use CubeMX to generate the init, and expect to rewrite the dead-time "
            "and fault input configuration.",
            {"mcu": "STM32G474"}),
        Fill(41, 6),
        Say(42, "shipped fw 3.2.0 to dealers today, fingers crossed",
            "Fingers crossed. Keep the previous image handy for rollback.",
            {"fw": "3.2.0"}),
        Fill(43, 5),
        Say(90, "the Zephyr build is what's on the bikes now, the FreeRTOS branch is frozen. "
                "how do i define a custom PWM node for the HRTIM in devicetree?",
            "Zephyr has no upstream HRTIM driver, so add a node with your own compatible "
            "(e.g. 'velokith,hrtim-pwm') and a binding YAML, then write a driver that "
            "implements the PWM API.",
            {"rtos": "Zephyr"}),
        Say(91, "our battery team still runs bare metal on an STM32F405, they'll never change",
            "For a BMS with simple timing that's defensible; less code, fewer surprises."),
        Fill(92, 8),
        Say(130, "dealers are getting 3.3.1 through the app this week. anything i should put in "
                 "the release notes about the regen braking change?",
             "Explain what riders will feel (stronger or earlier regen), whether it's "
             "adjustable, and any battery temperature limits on regen. Keep it non-technical.",
             {"fw": "3.3.1"}),
        Fill(131, 5),
    ), (
        ("rtos", "what OS does our controller firmware run on?"),
        ("hw_lead", "who chooses the parts for our boards?"),
        ("fw", "what firmware version are the dealers getting?"),
    )),
    Written("n_morrowtansy_wp", (
        Say(0, "freelance wp dev. client Morrow & Tansy Florists is on WP Engine hosting, they "
               "want woocommerce subscriptions. is there a decent alternative to the official "
               "plugin? the contact is the owner Imelda Tansy, she wants everything in writing",
            "There are a few third-party subscription plugins; compare renewal handling with "
            "their payment gateway before picking one. Put the recommendation in a short "
            "written proposal for Imelda.",
            {"hosting": "WP Engine", "contact": "Imelda Tansy"}),
        Say(45, "moved the florist site to Kinsta yesterday, DNS propagated fine. caching is "
                "conflicting with their cart, what should i exclude?",
            "Exclude /cart, /checkout and /my-account from page caching, and bypass cache when "
            "the woocommerce_items_in_cart cookie is set. Kinsta support can add these rules.",
            {"hosting": "Kinsta"}),
        Say(45, "my other client, a bakery, is still on WP Engine and perfectly happy",
            "No reason to move them if it's working."),
    ), (
        ("hosting", "where's the florist's website hosted?"),
        ("contact", "who do I deal with at the florists?"),
    )),
    Written("n_sallowmere_bioinf", (
        Say(0, "bioinformatician at the Sallowmere genomics lab. our pipeline is Snakemake, "
               "aligned to GRCh37 (legacy, dont judge). need a rule to run multiqc at the end",
            "Add a rule with input=expand() over all per-sample QC outputs, output the "
            "multiqc_report.html, and shell 'multiqc {params.dir} -o {params.out}'. Put it as "
            "the target of rule all.",
            {"wf": "Snakemake", "ref": "GRCh37"}),
        Fill(0, 3),
        Say(3, "can you give examples in R where possible? the clinicians i work with only "
               "read R",
            "Sure, I'll default to R (tidyverse and Bioconductor) for analysis examples.",
            {"lang": "R"}),
        Fill(4, 4),
        Say(60, "realignment to GRCh38 finished for the whole cohort, 2,100 exomes. now the "
                "old variant calls, liftover or just recall?",
            "Recalling from the new alignments is cleaner; liftover loses variants in changed "
            "regions. If compute allows, recall and use liftover only for comparison.",
            {"ref": "GRCh38"}),
        Fill(61, 3),
        Say(62, "the research side of the lab is on T2T-CHM13 already, show-offs",
            "Fair, though clinical annotation resources still mostly target GRCh38."),
        Say(100, "nextflow question: how do i make a process retry with more memory when it "
                 "gets OOM killed? exit code 137",
             "Use errorStrategy { task.exitStatus == 137 ? 'retry' : 'terminate' }, maxRetries "
             "3, and memory { 8.GB * task.attempt } in the process.",
             {"wf": "nextflow"}),
        Fill(101, 3),
    ), (
        ("wf", "what workflow manager does our pipeline use?"),
        ("lang", "which programming language should examples be in for me?"),
    )),
    Written("n_gullsway_sre", (
        Say(0, "SRE at Gullsway Ferries. the booking platform runs on EKS 1.27 in eu-west-1, "
               "metrics and logs go to Datadog. summer peak is coming, how do I load test the "
               "booking flow without booking real cabins?",
            "Use a test tenant or a flag that routes to a stub payment and inventory service, "
            "run k6 or Locust from outside the VPC, and ramp gradually while watching p99 and "
            "error rates.",
            {"k8s": "EKS 1.27", "obs": "Datadog"}),
        Fill(0, 6),
        Say(4, "my manager is Tobiah Greenhalgh, he wants an SLO doc before peak. what SLOs "
               "make sense for a booking checkout?",
            "Availability of the checkout API (e.g. 99.9% non-5xx), latency (95% under 800 "
            "ms), and a correctness SLO such as confirmed bookings matching payments.",
            {"mgr": "Tobiah Greenhalgh"}),
        Fill(5, 8),
        Say(35, "cluster's on EKS 1.29 now, did two hops over the weekend. any deprecated "
                "APIs that bite in 1.29?",
            "flowcontrol.apiserver.k8s.io/v1beta2 is removed in 1.29; check anything using "
            "FlowSchema or PriorityLevelConfiguration. Run kubent or pluto to scan manifests.",
            {"k8s": "EKS 1.29"}),
        Fill(36, 6),
        Say(70, "finance killed the Datadog renewal. we're on Grafana Cloud as of monday, "
                "rewriting monitors as alerts. how do i translate an anomaly monitor?",
            "There's no direct equivalent; approximate it with a PromQL comparison against a "
            "rolling baseline (e.g. avg_over_time with offset) and alert on deviation.",
            {"obs": "Grafana Cloud"}),
        Say(71, "the ticketing team has their own budget and kept Datadog, so now we have two",
            "Common after migrations; agree on a shared on-call view so incidents don't fall "
            "between them."),
        Fill(72, 8),
        Say(120, "EKS 1.30 upgrade done, nodes too. karpenter is complaining:\n"
                 "\"could not schedule pod, incompatible with nodepool \\\"default\\\", no "
                 "instance type satisfied resources\"\nany ideas",
             "Check the nodepool's instance requirements (families, sizes, arch) against the "
             "pod's requests, and whether an AMI selector change with 1.30 narrowed the "
             "options.",
             {"k8s": "EKS 1.30"}),
        Fill(121, 8),
    ), (
        ("k8s", "which Kubernetes version is the booking cluster running?"),
        ("mgr", "who's my manager?"),
    )),
    Written("n_hestercombe_council", (
        Say(0, "Good morning. I am a data analyst at Hestercombe District Council. We hold "
               "Power BI Pro licences. I require a DAX measure for a rolling twelve-month "
               "fly-tipping report. Please answer formally, as this will be quoted in a "
               "briefing note.",
            "Certainly. A rolling twelve-month total may be calculated as follows: "
            "CALCULATE([Incidents], DATESINPERIOD('Date'[Date], MAX('Date'[Date]), -12, "
            "MONTH)).",
            {"bi": "Power BI Pro", "tone": "formally"}),
        Say(9, "Following a procurement review we have moved to Power BI Premium Per User. "
               "Does that permit incremental refresh on our datasets?",
            "Yes. Incremental refresh is available with Premium Per User, and you may also "
            "configure real-time data with DirectQuery partitions.",
            {"bi": "Power BI Premium Per User"}),
    ), (
        ("bi", "what Power BI licence do I have?"),
        ("tone", "how should your answers to me be worded?"),
    )),
    Written("n_freelance_translator", (
        Say(0, "freelance technical translator (DE>EN, mostly machine manuals). I work in "
               "Trados Studio 2021. The agency I do most work for is Brightwater Lingua and "
               "their PM Klaudia Renshaw sends me packages. What exactly is a TM penalty?",
            "A penalty lowers a translation memory match score under certain conditions (e.g. "
            "matches from a particular TM or with formatting differences), so a 100% match "
            "may show as 99% and need review.",
            {"cat": "Trados Studio 2021", "pm": "Klaudia Renshaw"}),
        Say(40, "Klaudia's on maternity leave, packages come from Osric Vantongeren now and he "
                "sets weird penalties. what does a 'multiple translations' penalty of 1% do?",
            "When the TM has more than one translation for the same source, each match is "
            "reduced by 1%, so you're prompted to choose rather than auto-confirm.",
            {"pm": "Osric Vantongeren"}),
        Say(80, "quick one: in Studio 2024 where did they move the AutoSuggest settings?",
            "They're under File > Options > Editor > AutoSuggest, and the dictionaries are "
            "managed per project in Project Settings.",
            {"cat": "Studio 2024"}),
    ), (
        ("cat", "which version of my translation software am I using?"),
        ("pm", "who sends me my translation packages at the agency?"),
    )),
    Written("n_ruddock_analyst", (
        Say(0, "performance analyst at Ruddock Town (national league). we get event data from "
               "Statwick as CSVs. how do i compute xg chains in pandas",
            "Group events into possessions (by team and possession id), sum the xG of shots "
            "in each possession, and credit that total to every player involved in it.",
            {"vendor": "Statwick"}),
    ), (
        ("vendor", "who do we get our match event data from?"),
    )),
)
# fmt: on


def batch_n_tenants() -> list[Tenant]:
    """Set N as tenants, numbered after the sets written before it."""
    return numbered_in_order("n", BATCH_N)
