"""Set I: people who lean on an assistant for ongoing work and life admin - freelance developers,
bookkeepers, a project manager, a PhD supervisor, wedding planners, a parent of three, a carer for
an elderly mother, landlords, a teacher, sports coaches, allotment holders, a band manager and
translators. They keep several facts of the same kind at once (three children and their schools,
two clients and their deadlines, two couples and their vendors), mention them in passing while
asking for drafts, checklists and plans, and later change one of them: a deadline is pushed, a
vendor drops out, a tenant moves on, a drug is swapped. Some write long formal paragraphs, some
leave terse notes in lowercase with typos, some correct themselves or simply confirm the
assistant's guess; other people's similar facts and the old values come up again afterwards."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_I: tuple[Written, ...] = (
    Written('i_dev_two_clients', (
        Say(0, "hi, picking up two new clients this month so I'll probably lean on you a lot. "
               "first one is Hartley & Sons, a joinery firm, they want a brochure site with a "
               "quote form. they need it live by 14 April because of some trade show",
            "Sounds manageable. A static site plus a form handler would do it. Want a plan?",
            {'hartley_deadline': '14 April'}),
        Fill(0, 3),
        Say(2, "second client is Moreno Foods. it's a wholesale ordering app, backend is Django "
               "and it's currently deployed on Heroku. can you help me write a checklist for "
               "auditing an inherited codebase",
            "Sure: dependencies, settings, migrations, tests, secrets handling, the deploy "
            "pipeline and monitoring.",
            {'moreno_stack': 'Django', 'moreno_deploy': 'Heroku'}),
        Fill(3, 8),
        Say(10, "the moreno repo has no tests at all lol. how do i start adding pytest to a "
                "project that has literally none",
            "Start with pytest-django, a conftest with fixtures, and smoke tests for the "
            "busiest views."),
        Fill(12, 6),
        Say(20, "hartley guy phoned, trade show got pushed so the site now doesn't need to be up "
                "till 2 May. gives me some breathing room",
            "Nice, that's a couple of extra weeks.",
            {'hartley_deadline': '2 May'}),
        Say(20, "my mate Callum has a near identical brochure job due 30 April, we might share "
                "a contact form component",
            "Sharing a component could save you both time."),
        Fill(21, 10),
        Say(45, "heroku bill for moreno came in at $140 this month for two dynos and a small "
                "postgres. is that normal??",
            "It can be. Fly.io or Render might be cheaper for that footprint."),
        Fill(46, 5),
        Say(60, "ok migrated moreno over the weekend. fly.io config was painless, the postgres "
                "dump and restore less so",
            "Glad it's done! Anything left to clean up?",
            {'moreno_deploy': 'fly.io'}),
        Say(61, "can you write a short message to the moreno ops lady telling her the old "
                "heroku app gets switched off on friday",
            "Draft: Hi Marta, just a heads-up that the old Heroku app will be switched off "
            "on Friday..."),
        Fill(62, 4),
        Say(70, "callum says he's sticking with heroku for all his clients, he likes the "
                "dashboard too much",
            "Fair enough, it's very polished."),
        Fill(71, 3),
    ), (
        ('hartley_deadline', 'when does the joinery site have to be live?'),
        ('moreno_deploy', "where's the Moreno ordering app hosted at the moment?"),
        ('moreno_stack', 'what framework is the Moreno backend written in?'),
    )),
    Written('i_bookkeeper_notes', (
        Say(0, "note: Fenwick Plumbing invoices go to invoices@fenwickplumbing.co.uk, Aldous "
               "Bakery is on QuickBooks, everyone else Xero",
            "Noted.",
            {'fenwick_email': 'invoices@fenwickplumbing.co.uk', 'aldous_software': 'QuickBooks'}),
        Fill(0, 2),
        Say(4, "draft a polite chaser for an invoice 30 days overdue, not too grovelly",
            "Here's a short, friendly but firm draft..."),
        Fill(5, 3),
        Say(19, "note: fenwick invoices now go to accounts@fenwickplumbing.co.uk, old inbox is "
                "dead",
            "Updated, I'll use the accounts address from now on.",
            {'fenwick_email': 'accounts@fenwickplumbing.co.uk'}),
        Say(19, "fyi aldous's flour supplier Kerr Mills sends theirs to invoices@kerrmills.com, "
                "not that we need it",
            "Got it."),
        Fill(20, 3),
        Say(33, "vat q1 for aldous done. bakery turnover up 12% on last year",
            "Nice, good quarter for them."),
        Fill(33, 2),
    ), (
        ('fenwick_email', "what address do I email the plumbers' invoices to?"),
        ('aldous_software', 'what accounts package does the bakery use?'),
    )),
    Written('i_pm_kestrel', (
        Say(0, "Morning. I've just taken over as PM on Project Kestrel, the rebuild of our mobile "
               "banking app. Exec sponsor is Deborah Finch, launch date is 9 June, and we run "
               "two-week sprints. Can you help me set up a RAID log template?",
            "Of course. Here's a RAID log with risks, assumptions, issues and dependencies...",
            {'sponsor': 'Deborah Finch', 'launch': '9 June'}),
        Fill(0, 4),
        Say(3, "What's a good format for a weekly status email to a sponsor who hates long "
               "emails?",
            "Try a RAG headline, three bullets and one clear ask."),
        Fill(4, 7),
        Say(15, "security review found problems with the biometric login. if launch is now "
                "23 June instead of 9 June, how many sprints do we have left from monday?",
            "From Monday 24 March to 23 June is 13 weeks, so six full sprints and a half.",
            {'launch': '23 June'}),
        Fill(16, 6),
        Say(30, "Heron team (the web banking lot) are launching 30 June so we'll be sharing the "
                "comms window with them, annoying",
            "Worth coordinating with their PM early."),
        Fill(31, 5),
        Say(44, "Update: Deborah has gone on a six month secondment. Marcus Oyelaran is our "
                "sponsor from this week. He wants a one-page summary, can you help me "
                "structure it?",
            "Sure: objective, status, key risks, decisions needed, next milestones.",
            {'sponsor': 'Marcus Oyelaran'}),
        Fill(45, 6),
        Say(58, "drafting the internal comms for the 7 July launch, can you give me a punchy "
                "opening paragraph",
            "Here's one: On 7 July, Kestrel takes off...",
            {'launch': '7 July'}),
        Say(58, "Deborah always wanted comms out a fortnight ahead, I reckon Marcus won't care "
                "as much but I'll stick to it",
            "Two weeks' notice is sensible either way."),
        Fill(59, 4),
        Fill(70, 3),
    ), (
        ('launch', 'when are we going live with the new banking app?'),
        ('sponsor', "who's the exec I report Kestrel progress to?"),
    )),
    Written('i_phd_supervisor', (
        Say(0, "I supervise three PhD students this year and would like help keeping on top of "
               "them. Priya is writing up, viva provisionally 12 September. Tomasz submits in "
               "the spring; we have asked Professor Lindgren at Uppsala to be his external. "
               "Aoife is in first year, working on peatland carbon fluxes.",
            "Happy to help. Shall I suggest a tracking template per student?",
            {'priya_viva': '12 September', 'tomasz_examiner': 'Lindgren',
             'aoife_topic': 'peatland carbon'}),
        Fill(0, 3),
        Say(5, "Aoife's first-year progression report is due. What should a good one contain "
               "for an environmental science PhD?",
            "A focused literature review, research questions, methods, pilot data and a "
            "realistic timeline."),
        Fill(6, 9),
        Say(25, "Lindgren has declined, he is retiring. We have now approached Dr Achebe from "
                "Edinburgh instead and she has said yes. Could you draft a formal letter "
                "confirming the arrangements?",
            "Certainly. Dear Dr Achebe, thank you for agreeing to act as external examiner...",
            {'tomasz_examiner': 'Achebe'}),
        Fill(26, 8),
        Say(40, "My colleague Helen's student had Lindgren as external last year, she said he "
                "was extremely thorough.",
            "Sounds like he'll be missed."),
        Fill(41, 6),
        Say(70, "Priya's viva has moved to 3 October because the internal examiner is on "
                "fieldwork in September. Could you help me prepare mock viva questions on her "
                "thesis (urban heat islands)?",
            "Of course, here are twenty questions grouped by chapter...",
            {'priya_viva': '3 October'}),
        Say(71, "I've put Tomasz's mock viva into the 12 September slot that Priya's was going "
                "to have, no point wasting the room booking.",
            "Efficient use of the booking."),
        Fill(72, 5),
        Fill(80, 4),
    ), (
        ('priya_viva', "what date is Priya's viva now?"),
        ('tomasz_examiner', "who's examining Tomasz externally?"),
        ('aoife_topic', 'what does my first-year student research?'),
    )),
    Written('i_wedding_two_couples', (
        Say(0, "ok new season, two weddings on my books so far. Okafor-Hughes on 16 August at "
               "Coldwater Barn, florist is Petal & Stem. Bright-Lowe on 6 September, caterer is "
               "Saffron Table. can you make me a vendor tracker table?",
            "Here's a tracker with vendor, contact, deposit paid, balance due and status.",
            {'okafor_venue': 'Coldwater Barn', 'okafor_florist': 'Petal & Stem',
             'bright_caterer': 'Saffron Table'}),
        Fill(1, 5),
        Say(4, "sorry, I meant Ashcombe Barn not Coldwater Barn for Okafor-Hughes, Coldwater is "
               "where Bright-Lowe are. long day",
            "No problem, I've swapped those round.",
            {'okafor_venue': 'Ashcombe Barn'}),
        Fill(5, 6),
        Say(20, "petal & stem have double booked themselves for 16 aug. can you help me write a "
                "firm but polite email asking for the deposit back",
            "Here's a draft that's clear about the refund without burning the bridge..."),
        Fill(21, 7),
        Say(27, "Good news, Wild Bunch can do the Okafor-Hughes flowers and they're cheaper. "
                "bride loves their dried grasses stuff",
            "Great save!",
            {'okafor_florist': 'Wild Bunch'}),
        Say(27, "Bright-Lowe are staying with Petal & Stem for their buttonholes though, no "
                "clash on the 6th",
            "Good, one less thing to rebook."),
        Fill(28, 8),
        Say(50, "Saffron Table sent the tasting menu for Bright-Lowe, can you turn it into a "
                "nicely worded menu card? lamb rump, then a lemon posset",
            "Here's a menu card..."),
        Fill(51, 6),
        Fill(60, 4),
    ), (
        ('okafor_florist', "who's doing the flowers for the August wedding?"),
        ('okafor_venue', 'where is the Okafor-Hughes wedding being held?'),
        ('bright_caterer', 'which caterer did the Bright-Lowe couple book?'),
    )),
    Written('i_parent_of_three', (
        Say(0, "need help with a weekly schedule, three kids and im losing track. Noah's 14 and "
               "at Kingsmead, Ella's 10 and at St Brigid's, Alfie's 3 and goes to a childminder "
               "called Janine mon-wed",
            "Let's build it day by day. What time does each drop-off need to happen?",
            {'eldest_school': 'Kingsmead', 'middle_school': "St Brigid's",
             'childminder': 'Janine'}),
        Fill(0, 4),
        Say(6, "noah wants to join the climbing club on thursdays, is 14 too young for "
               "bouldering on his own",
            "Most centres allow 14-year-olds to climb unsupervised with a signed consent form."),
        Fill(7, 8),
        Say(30, "ella's been really unhappy, bullying thing. we're looking at other schools. "
                "what questions should i ask on a visit",
            "Ask about their anti-bullying policy, how they handle reports, and class sizes."),
        Fill(31, 6),
        Say(52, "first week at Fernhill done and she came home smiling every single day!! "
                "can you suggest a little treat for her on friday",
            "That's wonderful. Maybe let her choose the film for a pizza night?",
            {'middle_school': 'Fernhill'}),
        Fill(53, 5),
        Say(75, "janine is retiring in april :( found a new childminder for Alfie, Roz, two "
                "streets over. what should be in a childminder contract",
            "Hours, fees, holidays, sickness, notice period and who's allowed to collect.",
            {'childminder': 'Roz'}),
        Say(76, "my sister's boy still goes to Janine till she finishes, he's gutted too",
            "It'll be a hard goodbye for everyone."),
        Fill(77, 6),
        Say(90, "miss the st brigids school run tbh, it was a 5 min walk. now its 20 mins in "
                "traffic",
            "The new route will start to feel routine."),
        Fill(91, 3),
        Fill(100, 2),
    ), (
        ('middle_school', 'where does my middle one go to school?'),
        ('childminder', 'who looks after my youngest during the week?'),
        ('eldest_school', "what's the name of Noah's secondary?"),
    )),
    Written('i_carer_mum', (
        Say(0, "My mum is 84 and has been in Rosewood House for respite since her fall. Her GP, "
               "Dr Mensah, has asked me to keep an up-to-date medication list. She's on "
               "warfarin, amlodipine and a calcium supplement. Could you help me format a "
               "simple sheet I can hand to carers?",
            "Of course. Here's a simple table with drug, dose, time and notes.",
            {'care_home': 'Rosewood House', 'blood_thinner': 'warfarin', 'gp': 'Dr Mensah'}),
        Fill(0, 3),
        Say(3, "What questions should I ask at a care needs assessment? I don't want to forget "
               "anything important.",
            "Ask about mobility, personal care, night-time needs, funding and reviews."),
        Fill(4, 9),
        Say(26, "the anticoagulant clinic say her INR is all over the place. they're switching "
                "her off warfarin onto apixaban from monday, no more weekly blood tests at "
                "least",
            "That's a common switch, and fewer tests will be a relief.",
            {'blood_thinner': 'apixaban'}),
        Fill(27, 7),
        Say(40, "my neighbour's husband is on warfarin and swears by keeping a diary of his "
                "greens. is vitamin k really that big a deal?",
            "For warfarin, keeping vitamin K intake steady matters a lot."),
        Fill(41, 6),
        Say(60, "We've made the decision. Mum is moving permanently into Linden Court next week. "
                "It's nearer to me and has a proper dementia unit. Rosewood were kind but it "
                "was only ever short-term. How do I help her settle in?",
            "Bring familiar things: photos, her own blanket, a radio. Visit often at first.",
            {'care_home': 'Linden Court'}),
        Fill(61, 8),
        Say(170, "went back to Rosewood today to drop off a thank-you card and some biscuits. "
                 "the staff asked after her",
            "That's a lovely gesture."),
        Fill(171, 2),
    ), (
        ('care_home', 'which care home is Mum living in?'),
        ('blood_thinner', "what's Mum taking to thin her blood these days?"),
        ('gp', "what's the name of Mum's doctor?"),
    )),
    Written('i_landlord_two_flats', (
        Say(0, "got two rentals, 14 albert road where Dominik's been for 3 years, and the flat "
               "on quay street. both managed thru Harbour Lettings. dominik says the boiler's "
               "making a banging noise, is that urgent?",
            "Banging (kettling) usually means limescale or a pump issue. Get it looked at soon.",
            {'albert_tenant': 'Dominik', 'agent': 'Harbour Lettings'}),
        Fill(1, 3),
        Say(10, "quay street tenant wants to paint the bedroom dark green lol. can i say no?",
            "Yes, check the tenancy agreement, but a reasonable request is worth considering."),
        Fill(11, 3),
        Say(40, "dominik handed in his notice, moving back to poland. gutted, best tenant ive "
                "had",
            "Sorry to hear it. Start the check-out and deposit process early."),
        Fill(41, 2),
        Say(58, "new tenant at albert rd, Shona, moved in saturday. nurse at the royal "
                "infirmary. what do i legally need to give her?",
            "The How to Rent guide, gas safety certificate, EPC and deposit protection "
            "details.",
            {'albert_tenant': 'Shona'}),
        Say(59, "dominik emailed to say hi from gdansk, nice of him",
            "That's lovely."),
        Fill(60, 2),
    ), (
        ('albert_tenant', "who's renting my house on Albert Road?"),
        ('agent', 'which agency manages my properties?'),
    )),
    Written('i_history_teacher', (
        Say(0, "I teach history, mostly year 9 and 11. my head of department is Mr Barlow and he "
               "wants everyone's year 11 mock marks in by friday. could you help me make a "
               "marking rubric for source questions",
            "Sure, here's a four-level rubric for source analysis...",
            {'hod': 'Barlow'}),
        Fill(0, 2),
        Say(2, "parents evening for year 9 is 20 March, I need a quick script for telling "
               "parents their kid talks too much, nicely",
            "Try: 'She's very sociable, and I'd love to see that energy go into discussion.'",
            {'parents_evening': '20 March'}),
        Fill(3, 4),
        Say(9, "ugh they've moved year 9 parents evening back a week to 27 March because it "
               "clashed with the berlin trip",
            "That gives you a bit more time to prep.",
            {'parents_evening': '27 March'}),
        Say(9, "year 7 one is still on the 20th, thankfully not mine",
            "Phew."),
        Fill(10, 3),
        Say(50, "Barlow's retired as of Easter. Ms Adeyemi is stepping up to head of history, "
                "she's great. she wants schemes of work rewritten for the new spec, where do I "
                "even start?",
            "Start by mapping the spec content onto your existing units and spot the gaps.",
            {'hod': 'Adeyemi'}),
        Fill(51, 3),
    ), (
        ('hod', "who's my head of department?"),
        ('parents_evening', "what date is the year 9 parents' evening?"),
    )),
    Written('i_u12_coach', (
        Say(0, "coach of an u12 girls team here. we train tuesday evenings at Ridgeway Park and "
               "Maisie is captain this season. give me a 60 min session plan on passing",
            "Warm-up, a rondo, passing gates, then a small-sided game to finish.",
            {'training_night': 'tuesday', 'captain': 'Maisie'}),
        Fill(1, 4),
        Say(14, "rained off again, pitch was a swamp. indoor ideas for 15 kids in a small hall?",
            "Futsal-style small games, dribbling relays and a keep-ball challenge."),
        Fill(15, 3),
        Say(35, "council gave our tuesday slot to the walking football, so it's wednesdays from "
                "next week. need a message to parents",
            "Here's a short message for the parents' group...",
            {'training_night': 'wednesdays'}),
        Say(36, "the u10s are keeping tuesday though, lucky them",
            "At least the club still has both nights."),
        Fill(37, 3),
    ), (
        ('training_night', 'which night do my girls train?'),
        ('captain', "who's the skipper this season?"),
    )),
    Written('i_allotment_plot', (
        Say(0, "just got my first allotment!! plot 14B at Mill Lane, half size. the committee "
               "secretary Gwen gave me a key and a very long list of rules",
            "Congratulations! Want help planning your first season?",
            {'plot': '14B', 'secretary': 'Gwen'}),
        Fill(1, 3),
        Say(8, "what can i sow in march in the north of england, outside",
            "Broad beans, peas, onion sets and early potatoes under fleece."),
        Fill(9, 4),
        Say(40, "slugs ate every single lettuce. organic options?",
            "Beer traps, copper tape, night-time patrols or nematodes."),
        Fill(41, 2),
        Say(150, "Gwen offered me a full plot, 22A, right by the water trough. took it "
                 "obviously. how do I clear couch grass without chemicals",
            "Fork out the roots and cover with cardboard for a season.",
            {'plot': '22A'}),
        Say(151, "my neighbour Stan's taking over 14B, he wants to put a polytunnel on it",
            "Nice to see it in good hands."),
        Fill(152, 3),
    ), (
        ('plot', "what's my plot number at the allotments?"),
        ('secretary', "who's the allotment secretary?"),
    )),
    Written('i_band_manager', (
        Say(0, "I manage a four-piece indie band, The Lantern Drifts. we're signed to Tinfoil "
               "Records, small label but good people. drummer is Kyle, been with them since "
               "school. need help drafting a press bio",
            "Here's a 150-word bio to start from...",
            {'label': 'Tinfoil Records', 'drummer': 'Kyle'}),
        Fill(0, 4),
        Say(5, "autumn tour dates so far: Leeds 4 October, Manchester 9 October, Glasgow "
               "11 October at the Garage. can you make a tidy itinerary table",
            "Here's the itinerary with venue, load-in and travel times.",
            {'glasgow_date': '11 October'}),
        Fill(6, 8),
        Say(30, "kyle's quit the band. creative differences aka he got a job in Dubai. we've "
                "got a session guy, Benji, filling in for the summer festivals. how do i "
                "announce this without drama",
            "Keep it short, warm and forward-looking...",
            {'drummer': 'Benji'}),
        Fill(31, 7),
        Say(55, "Garage in glasgow moved us to 18 October, the 11th got double booked. does "
                "that mess up travel? we're in Manchester on the 9th",
            "Not really, you'll just have a longer gap before Glasgow.",
            {'glasgow_date': '18 October'}),
        Fill(56, 6),
        Say(80, "benji was great but he's off touring with someone else. we auditioned 6 "
                "drummers and Ife blew everyone away, she's joining properly. help me write "
                "the welcome post",
            "Here's a welcome post...",
            {'drummer': 'Ife'}),
        Say(81, "kyle messaged to say good luck, he's drumming in a covers band in Dubai now "
                "haha",
            "Nice of him to get in touch."),
        Fill(82, 5),
        Fill(90, 4),
    ), (
        ('drummer', "who's on drums for the band now?"),
        ('glasgow_date', "what's the date of the Glasgow show?"),
        ('label', 'which label are we signed to?'),
    )),
    Written('i_translator_de_sv', (
        Say(0, "Hallo! I'm a freelance translator, German and Swedish into English. Working in "
               "Trados for the Lindqvist manual, which is due 4 April - 40k words of forklift "
               "maintenance, joy. Can you help me build a glossary template?",
            "Of course: source term, target term, context, notes and status.",
            {'cat_tool': 'Trados', 'lindqvist_deadline': '4 April'}),
        Fill(0, 3),
        Say(12, "Lindqvist's project manager asked if I can push to 11 April since their "
                "engineers are still changing the source text. said yes obviously",
            "Sensible, no point translating a moving target.",
            {'lindqvist_deadline': '11 April'}),
        Fill(13, 3),
        Say(20, "my colleague Annika still has her Lindqvist batch due 4 April, poor thing",
            "Hopefully hers is more stable."),
        Fill(21, 2),
        Say(45, "finally gave up on my Trados licence, the renewal was insane. memoQ imported my "
                "TMs fine. how do i set up QA checks for number formats in memoQ",
            "In the QA options, enable the number checks and set the target locale.",
            {'cat_tool': 'memoQ'}),
        Fill(46, 2),
    ), (
        ('cat_tool', 'what translation software am I using?'),
        ('lindqvist_deadline', 'when do I have to deliver the forklift manual?'),
    )),
    Written('i_tiny_side_project', (
        Say(0, "quick one: my side project is deployed on Render, free tier. the cold starts "
               "are killing me, any tricks?",
            "You can ping it on a schedule, or move to a paid instance.",
            {'deploy': 'Render'}),
        Say(3, "moved it to Railway in the end, cold starts gone. how do i set env vars there "
               "from the cli",
            "Use the railway CLI's variables command.",
            {'deploy': 'Railway'}),
    ), (
        ('deploy', "where's my side project hosted?"),
    )),
    Written('i_tiny_dad_gp', (
        Say(0, "Could you help me write a letter to my father's GP, Dr Okonjo, asking for a "
               "review of his sleeping tablets? He's 91 and I think they are making him "
               "confused in the mornings.",
            "Certainly. Dear Dr Okonjo, I am writing about my father's medication...",
            {'dad_gp': 'Dr Okonjo'}),
        Fill(0, 1),
    ), (
        ('dad_gp', "who is Dad's family doctor?"),
    )),
    Written('i_tiny_payment_terms', (
        Say(0, "note: Halden Joinery pays on the last friday of the month, never before",
            "Noted.",
            {'halden_payday': 'last friday'}),
        Say(0, "note: Brill & Co pay net 30",
            "Noted.",
            {'brill_terms': 'net 30'}),
        Fill(1, 2),
    ), (
        ('halden_payday', 'when can I expect money from the joinery client?'),
    )),
    Written('i_tiny_billing_portal', (
        Say(0, "can you help me plan a retro for a team that just missed its release. we were "
               "meant to ship the billing portal on 15 April",
            "Sure. Start with a shared timeline, then what helped and what hurt.",
            {'portal_release': '15 April'}),
        Say(2, "they've agreed a new date, end of the month",
            "So the billing portal now ships on 30 April?"),
        Say(2, "yep, 30 April, that's the one. holding them to it",
            "Noted.",
            {'portal_release': '30 April'}),
        Say(2, "the reporting module is still on track for 15 April weirdly",
            "Good to have one win."),
    ), (
        ('portal_release', 'when is the billing portal supposed to ship?'),
    )),
    Written('i_tiny_tomatoes', (
        Say(0, "our allotment site's water gets turned off in october, what do I do with the "
               "water butts",
            "Drain them or leave them to fill with rain; just keep the taps from freezing."),
        Say(0, "i'm growing Crimson Crush tomatoes mainly, they're blight resistant supposedly",
            "They're known for it.",
            {'tomato': 'Crimson Crush'}),
        Fill(0, 1),
    ), (
        ('tomato', 'what tomato variety do I grow?'),
    )),
    Written('i_tiny_legal_translator', (
        Say(0, "Guten Morgen. I translate legal texts from German for an agency called Lexwell. "
               "They want me to switch my rate from per word to per line, how do I convert?",
            "A German standard line is 55 characters; divide and compare to your word rate.",
            {'agency': 'Lexwell'}),
    ), (
        ('agency', 'who do I mainly get translation work from?'),
    )),
    Written('i_tiny_netball_final', (
        Say(0, "netball coach, our league final is at Oakhurst Leisure Centre on saturday. warm "
               "up ideas for nervous 16 year olds?",
            "Dynamic stretches, quick ball work and a silly game to loosen everyone up.",
            {'final_venue': 'Oakhurst Leisure Centre'}),
        Fill(0, 2),
        Say(3, "final's been moved to Sandfield Sports Hall, oakhurst has a leak in the roof. "
               "tips for a court we've never played on?",
            "Arrive early, walk the court, check the run-offs and the lighting.",
            {'final_venue': 'Sandfield Sports Hall'}),
    ), (
        ('final_venue', "where's the netball final being played?"),
    )),
    Written('i_tiny_childminder_note', (
        Say(0, "Hi, I'm a childminder and I need to send a note home for two of mine: Leo goes "
               "to Brookside Nursery in the mornings and Hattie's at Greenbank Primary, "
               "reception class. Both have nits going round. Can you word it gently?",
            "Here's a gentle note for the parents...",
            {'leo_nursery': 'Brookside', 'hattie_school': 'Greenbank'}),
    ), (
        ('leo_nursery', 'which nursery does Leo attend?'),
        ('hattie_school', 'where is Hattie at school?'),
    )),
    Written('i_landlord_formal', (
        Say(0, "Good afternoon. I own a converted house with two flats. Flat A is let to "
               "Ms Rowe and Flat B to Mr Adebayo. Coleman Heating carry out the annual gas "
               "safety checks. Could you draft a letter notifying both tenants of access for "
               "the inspection on the 14th?",
            "Certainly. Dear tenant, I am writing to give notice of access...",
            {'flat_a_tenant': 'Ms Rowe', 'flat_b_tenant': 'Mr Adebayo',
             'gas_engineer': 'Coleman Heating'}),
        Fill(1, 3),
        Say(10, "What are my obligations regarding smoke alarms in a house converted into "
                "flats?",
            "At least one alarm on each storey, plus checks at the start of each tenancy."),
        Fill(11, 4),
        Say(70, "I have been thoroughly let down by Coleman Heating this year; they missed two "
                "appointments. I engaged Tanner Gas Services instead and the certificate is "
                "now done. Should I inform the tenants in writing?",
            "Yes, give each tenant a copy of the new certificate within 28 days.",
            {'gas_engineer': 'Tanner Gas Services'}),
        Say(71, "My brother, who also lets property, still uses Coleman Heating and has had no "
                "problems, curiously.",
            "Service can vary a lot by engineer."),
        Fill(72, 3),
    ), (
        ('gas_engineer', 'Which company does my gas safety certificate?'),
        ('flat_b_tenant', 'Who is the tenant in Flat B?'),
    )),
    Written('i_dev_storefront_repo', (
        Say(0, "working on the Tallis Books storefront, repo is shopfront-v2 on github, CI is "
               "GitHub Actions. build takes 11 min, how do i cache node_modules properly",
            "Use actions/cache keyed on the lockfile hash, or setup-node's built-in cache.",
            {'repo': 'shopfront-v2', 'ci': 'GitHub Actions'}),
        Fill(1, 3),
        Say(6, "client wants everything under their org now so I transferred it and renamed it "
               "tallis-web while I was at it. do old clone urls still work after a rename?",
            "Yes, GitHub redirects the old URL, but update your remotes anyway.",
            {'repo': 'tallis-web'}),
        Say(6, "my other client's repo is still called shopfront, confusingly, completely "
               "different project",
            "Worth giving them distinct local folder names then."),
        Fill(7, 4),
        Say(30, "preview deploys on every PR would be nice for the bookshop. thoughts?",
            "Netlify or Vercel give you that almost for free."),
        Fill(31, 2),
    ), (
        ('repo', "what's the storefront repo called?"),
        ('ci', 'what runs our CI for the bookshop site?'),
    )),
    Written('i_bookkeeper_marlow', (
        Say(0, "I do the books for about a dozen small businesses from home, mostly tradespeople "
               "and a couple of cafes. The one that takes most of my time is Marlow Kitchens - "
               "they fit kitchens, lots of materials invoices, and their accountants are "
               "Priestley & Dunn, who are quite particular about how things are coded. Could "
               "you suggest a chart of accounts structure for a kitchen fitter?",
            "Here's a suggested structure with materials, subcontractors and deposits "
            "separated...",
            {'marlow_accountant': 'Priestley & Dunn'}),
        Fill(0, 4),
        Say(3, "How should I treat a customer deposit paid for a kitchen that won't be fitted "
               "until next quarter? Marlow take 30% upfront.",
            "Hold it as a customer deposit liability until the work is done."),
        Fill(4, 9),
        Say(20, "Priestley & Dunn have booked the year-end review with Marlow for 22 April at "
                "10am. I'll need to bring the aged debtors and the stock count. Could you make "
                "me a checklist?",
            "Checklist: aged debtors, aged creditors, stock count sheets, bank reconciliations...",
            {'marlow_meeting': '22 April'}),
        Fill(21, 8),
        Say(38, "Bit of a reshuffle: the Marlow review is now 29 April, same time, because one "
                "of the partners is off sick. Can you help me word an email to the Marlow "
                "directors letting them know?",
            "Here's a short email they can reply to with any clashes...",
            {'marlow_meeting': '29 April'}),
        Say(38, "Funnily enough that frees up 22 April, so I've put the Bean There cafe "
                "stocktake in that slot instead.",
            "Efficient!"),
        Fill(39, 7),
        Say(60, "Marlow want to start paying their subcontractors under CIS properly. What do I "
                "need to set up?",
            "Register as a contractor, verify each subcontractor and file monthly returns."),
        Fill(61, 5),
        Fill(70, 3),
    ), (
        ('marlow_meeting', "what day is the kitchen fitters' year-end review?"),
        ('marlow_accountant', "who are Marlow's accountants?"),
    )),
    Written('i_planner_bath_wedding', (
        Say(0, "planning a wedding for a couple in Bath, 12 July. photographer is Anya Kowal and "
               "the cake is from Sugar Loaf Bakes (3 tier lemon and elderflower). help me with "
               "a day-of timeline?",
            "Here's a timeline from hair and make-up at 8am through to the last dance...",
            {'photographer': 'Anya Kowal', 'cake': 'Sugar Loaf Bakes'}),
        Fill(1, 4),
        Say(9, "the groom's mum is insisting on a receiving line. how long does that add for "
               "120 guests",
            "Around 30 to 45 minutes, so build it into the drinks reception."),
        Fill(10, 3),
        Say(28, "sugar loaf bakes have gone into administration!!! deposit probably gone. "
                "Crumb & Co can do the same design at short notice, booked them. what do i "
                "tell the couple",
            "Be honest and lead with the solution you've already found.",
            {'cake': 'Crumb & Co'}),
        Say(29, "another planner I know lost her Sugar Loaf Bakes order too, for a 5 July "
                "wedding",
            "Sounds like it's hit a lot of people."),
        Fill(30, 3),
    ), (
        ('cake', "who's making the cake for the Bath wedding?"),
        ('photographer', "who's shooting the July wedding?"),
    )),
)
# fmt: on


def batch_i_tenants() -> list[Tenant]:
    """Set I as tenants, numbered after the sets written before it."""
    return numbered_in_order("i", BATCH_I)
