"""A seventh set of hand-written tenants, by another hand, looked at to find what fails.

Bus drivers, retained firefighters, streamers, sailors, bookkeepers, bell-ringers, paramedics,
forces spouses and scout leaders mention facts in passing, in slang, as corrections, inside
questions or by confirming the assistant's guess; facts change with and without change words,
and decoys give a friend the same kind of fact or bring an old value back after the change.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_F: tuple[Written, ...] = (
    Written('f_bus_rota', (
        Say(0, 'on the 38 out of Holloway depot this rota and the 38 through Angel at rush hour '
               'is a nightmare. any tips for staying calm when people bang on the door?',
            'Slow breathing at stops and a fixed phrase you repeat helps a lot.',
            {'route': '38', 'depot': 'Holloway'}),
        Fill(1, 5),
        Say(9, "passenger left a pram on my bus last night, what's the usual lost property drill?",
            'Report it to your controller and hand it in at the end of your duty.'),
        Fill(10, 4),
        Say(30, "new rota's out, I've got the 73 from monday. longer run but way fewer hills lol",
            'Fewer hills is a win for the brakes and your nerves.', {'route': '73'}),
        Fill(31, 3),
        Say(33, 'my mate Gaz took the 38 off me, he reckons it builds character',
            'Brave man.'),
        Fill(34, 2),
    ), (
        ('route', 'which bus am I driving these days'),
        ('depot', 'where do I sign on for my shifts?'),
    )),
    Written('f_retained_crew', (
        Say(0, 'just passed probation as a retained firefighter at Kelso station!! my watch '
               "manager Duncan says I'm ready for live calls. what should I keep in my car?",
            'Spare socks, water, snacks and a phone charger are a good start.',
            {'fire_station': 'Kelso', 'watch_manager': 'Duncan'}),
        Fill(2, 3),
        Say(14, 'paged at 3am for a chimney fire, how do I get back to sleep after that much '
                'adrenaline?',
            'Dim lights, no screens, and write the job down to get it out of your head.'),
        Say(40, "Duncan retired last week and Fiona's running our watch now. is it weird to get "
                'her a card?',
            "Not weird at all, it's a kind gesture.", {'watch_manager': 'Fiona'}),
        Fill(41, 2),
    ), (
        ('watch_manager', "who's in charge of my watch"),
        ('fire_station', 'which station do I turn out from?'),
    )),
    Written('f_cozy_streams', (
        Say(0, 'i stream on Twitch 3 nights a week, mostly cozy games. how do i make my overlay '
               'look less clutterd',
            'Keep the camera and chat, drop the rest into a collapsible panel.',
            {'platform': 'Twitch'}),
        Say(0, 'schedual is mon wed fri at 8pm if that matters for the panel text',
            "I'll put the days and time in a simple banner.", {'stream_days': 'mon wed fri'}),
        Fill(2, 8),
        Say(20, 'my buddy Keisha just hit partner on Twitch, so proud of her!!',
            "That's huge, congrats to her."),
        Fill(21, 7),
        Say(45, 'been going live on YouTube for about a month, discoverability is soooo much '
                'better. how do i set up a members-only emote?',
            'Under channel memberships you can upload loyalty emotes.',
            {'platform': 'YouTube'}),
        Say(45, 'also shifted my schedule to tue thu sat so i dont clash with my raid buddy',
            "Got it, I'll update the banner text.", {'stream_days': 'tue thu sat'}),
        Fill(46, 5),
        Say(60, 'kinda miss the Twitch chat vibes tbh, it was like a little family',
            'Communities often follow you over time.'),
        Fill(61, 3),
    ), (
        ('platform', 'where do i go live these days'),
        ('stream_days', 'which nights am I on stream?'),
    )),
    Written('f_planner_assistant', (
        Say(0, 'I run a small wedding planning business out of Harrogate with my assistant Bex. '
               'can you help me write a welcome pack for new couples?',
            'Sure: a hello, your process, key dates and what you need from them.',
            {'studio_town': 'Harrogate', 'assistant': 'Bex'}),
        Say(0, 'one couple wants the reception at Ripley Castle and another is set on a barn in '
               'Masham, what should I ask each venue first?',
            'Capacity, curfew, noise limits and supplier restrictions.'),
        Fill(3, 4),
        Say(25, 'Bex left to go travelling, so I hired Tamsin and she starts monday. what should '
                'her first week look like?',
            'Shadow two client calls, learn the planning software, own one small task.',
            {'assistant': 'Tamsin'}),
        Fill(26, 3),
    ), (
        ('assistant', 'who helps me run the business?'),
        ('studio_town', 'what town is my office in'),
    )),
    Written('f_tattoo_chair', (
        Say(0, "I'm a tattoo artist at Black Lotus, can you write me a short instagram bio? "
               'mention I mostly do fine line botanicals',
            "Here's a draft with your style up front.",
            {'studio': 'Black Lotus', 'style': 'fine line'}),
        Say(30, 'rented my own chair at Inkwell Social last week, left on good terms. can you redo '
                'the bio with the new place?',
            'Updated, with the new studio tagged.', {'studio': 'Inkwell Social'}),
    ), (
        ('studio', 'where do I tattoo now'),
        ('style', 'what kind of work am I known for?'),
    )),
    Written('f_kittiwake', (
        Say(0, "finally bought a boat!! a 26ft Westerly called Kittiwake, she's on a swinging "
               'mooring at Salcombe. what safety kit do I need before the first sail?',
            'Lifejackets, flares, a VHF radio, a first-aid kit and a kill cord for the tender.',
            {'boat': 'Kittiwake', 'mooring': 'Salcombe'}),
        Fill(1, 20),
        Say(15, 'how do I winterise a small volvo diesel?',
            'Flush with antifreeze, change the oil and fuel filters, fog the cylinders.'),
        Fill(16, 25),
        Say(60, 'got a marina berth in Dartmouth for the winter so no more rowing out in the '
                'dinghy. which fenders should I buy?',
            'Three or four cylindrical fenders sized for a 26 footer.', {'mooring': 'Dartmouth'}),
        Fill(61, 25),
        Say(90, 'my friend Alun still keeps his boat at Salcombe, we might race in the spring',
            'That sounds like a fun rivalry.'),
        Fill(92, 20),
    ), (
        ('mooring', 'where is my boat kept'),
        ('boat', "what's the name of my yacht?"),
    )),
    Written('f_h1b', (
        Say(0, "I'm on an H-1B sponsored by Veridian Labs. if I get laid off how long do I have "
               'to find a new job?',
            'There is generally a grace period of up to 60 days; check with a lawyer.',
            {'visa': 'H-1B', 'sponsor': 'Veridian Labs'}),
        Fill(1, 3),
        Say(20, 'my roommate is on F-1 OPT, does the 60 day grace thing apply to him too?',
            'No, OPT has its own unemployment limits.'),
        Fill(21, 4),
        Say(200, 'my green card finally got approved!!! so can I change employers whenever I '
                 'want now?',
            'Yes, permanent residence is not tied to one employer.', {'visa': 'green card'}),
    ), (
        ('visa', "what's my immigration status"),
        ('sponsor', 'which company sponsored me?'),
    )),
    Written('f_preventer', (
        Say(0, 'asthma nurse put me on Clenil, two puffs morning and night. is it normal for it '
               'to make my voice hoarse?',
            'Yes, rinsing your mouth and using a spacer helps.', {'inhaler': 'Clenil'}),
        Say(21, "now that the clinic's moved me onto Fostair, do I still need the blue one "
                'before football?',
            'Keep the reliever for exercise unless your nurse says otherwise.',
            {'inhaler': 'Fostair'}),
    ), (('inhaler', 'what preventer am I on'),)),
    Written('f_books_for_hire', (
        Say(0, 'I do the books for about a dozen small businesses, all in Xero. can you explain '
               'making tax digital in plain english for a client?',
            'In short: keep digital records and file VAT through compatible software.',
            {'software': 'Xero'}),
        Fill(1, 5),
        Say(8, 'my biggest client is a bakery chain called Crumb & Co, they want monthly '
               'management accounts. what should the pack include?',
            'P&L, balance sheet, cash flow and a few KPIs like waste and margin.',
            {'big_client': 'Crumb & Co'}),
        Fill(9, 6),
        Say(50, 'ugh Xero put their prices up again', 'Annoying, especially per client.'),
        Fill(51, 4),
        Say(75, 'moved the last of my clients over to QuickBooks this weekend. how do I check the '
                'opening balances came across right?',
            'Compare the trial balance on the migration date in both systems.',
            {'software': 'QuickBooks'}),
        Fill(77, 3),
    ), (
        ('software', 'what accounting package do I use'),
        ('big_client', 'who is my largest client?'),
    )),
    Written('f_wren', (
        Say(0, 'our daughter Wren was born on tuesday!! running on zero sleep. how many wet '
               'nappies is normal in week one?',
            'Around six or more a day after the first few days.', {'baby': 'Wren'}),
        Say(3, "I'm back at work on 3 June and she's down for Little Acorns nursery from then",
            "That's a good amount of time together first.",
            {'back_to_work': '3 June', 'daycare': 'Little Acorns'}),
        Fill(4, 3),
        Say(18, 'nursery fees went up so we found a childminder round the corner, Bev, who '
                'takes babies from 4 months. what should we ask at the visit?',
            'Ratios, daily routine, sleep setup, sick policy and Ofsted report.',
            {'daycare': 'Bev'}),
        Fill(19, 2),
    ), (
        ('daycare', 'who looks after the baby when I go back to work'),
        ('back_to_work', 'when does my paternity leave end?'),
    )),
    Written('f_orchard_bees', (
        Say(0, "I keep bees in my uncle's orchard at Wolvercote. how much syrup for autumn "
               'feeding?',
            'Roughly 10-12 kg of sugar per colony. How many are you running, four?',
            {'apiary': 'Wolvercote'}),
        Say(0, 'yep four, all in national boxes', 'Then plan on about 45 kg of sugar.',
            {'hives': 'four'}),
        Fill(2, 4),
        Say(120, 'the orchard got sold so the bees live on a farm at Cumnor now. any tips for '
                 'moving hives more than three miles?',
            'Move them at night with entrances closed and strap the boxes.',
            {'apiary': 'Cumnor'}),
        Fill(121, 3),
    ), (
        ('hives', 'how many colonies do I have'),
        ('apiary', 'where are my bees?'),
    )),
    Written('f_deliveries', (
        Say(0, 'doing deliveroo on a honda pcx most evenings, whats the best way to claim fuel on '
               'my tax',
            'Either actual costs or the simplified mileage rate, not both.',
            {'vehicle': 'honda pcx', 'app': 'deliveroo'}),
        Fill(1, 2),
        Say(25, 'sold the pcx lol, ebike for deliveries now, way cheaper to run',
            'And no fuel to log, nice.', {'vehicle': 'ebike'}),
        Say(25, 'uber eats pays worse round here so not switching apps',
            'Makes sense to stick with what pays.'),
    ), (
        ('vehicle', 'what do i ride for work'),
        ('app', 'which delivery platform do I work for?'),
    )),
    Written('f_club_nights', (
        Say(0, 'Just joined Hastings Chess Club, my ECF rating is 1420. what openings should I '
               'study for club nights?',
            'Pick one solid system as White and one reply to e4 and d4.',
            {'chess_club': 'Hastings', 'rating': '1420'}),
        Fill(1, 8),
        Say(30, 'lost to a 10 year old tonight. humbling', 'It happens to everyone, honestly.'),
        Fill(31, 6),
        Say(90, 'new list came out: 1511!! the London System grind paid off',
            'That is a big jump, well done!', {'rating': '1511'}),
        Fill(91, 3),
    ), (
        ('rating', "what's my current grade"),
        ('chess_club', 'which club am I a member of?'),
    )),
    Written('f_bell_tower', (
        Say(0, "started bell ringing at St Mary's and they've put me on the treble. how do I "
               'stop the rope slipping at handstroke?',
            'Keep your thumbs tucked and the tail end wrapped once.', {'bell': 'treble'}),
        Say(0, 'practice night is wednesdays if you can remind me',
            'Noted, wednesdays.', {'practice_night': 'wednesdays'}),
        Say(0, "sorry, not wednesdays, fridays. wednesday is the other tower's night",
            'Fridays it is.', {'practice_night': 'fridays'}),
        Fill(3, 4),
        Say(40, 'these days the tower captain has me on the tenor, heavy but I love it. any '
                'tips for ringing behind?',
            'Keep a steady rhythm and watch the bell you follow.', {'bell': 'tenor'}),
        Fill(41, 2),
    ), (
        ('bell', 'which bell do I ring'),
        ('practice_night', 'when is practice?'),
    )),
    Written('f_locum', (
        Say(0, "I'm a pharmacist at the Boots on Commercial Road. can you help me explain drug "
               'interactions to a patient in simple words?',
            'Sure: some medicines change how others work, so always mention everything you take.',
            {'branch': 'Commercial Road'}),
        Fill(1, 3),
        Say(22, 'since the Boots job ended I have been doing locum days at a Lloydspharmacy in '
                'Fareham. how should I invoice as a locum?',
            'Number each invoice, list the dates and hours, and state your payment terms.',
            {'branch': 'Fareham'}),
    ), (('branch', 'which pharmacy am I working at?'),)),
    Written('f_holiday_let', (
        Say(0, 'I host a cottage on Airbnb in Aldeburgh and my cleaner Marta does the turnovers. '
               'can you write some house rules?',
            'Here are ten short, friendly rules.',
            {'cleaner': 'Marta', 'listing_town': 'Aldeburgh'}),
        Fill(1, 5),
        Say(12, 'guest left 4 stars because of the steep stairs, how should I reply?',
            'Thank them, acknowledge the stairs, and note them in the listing.'),
        Fill(13, 4),
        Say(38, "Marta's gone back to Poland, the Sparkle Bros team are doing changeovers now. "
                'can you draft a checklist for them?',
            'Here is a room-by-room checklist.', {'cleaner': 'Sparkle Bros'}),
        Fill(39, 3),
        Say(41, "my neighbour Jill uses Marta's sister for her holiday let",
            'Small world.'),
    ), (
        ('cleaner', 'who cleans between guests'),
        ('listing_town', 'where is my rental cottage?'),
    )),
    Written('f_bouldering_grades', (
        Say(0, 'bouldering 3x a week at The Arch, stuck on V3 for months. what drills help with '
               'footwork?',
            'Silent feet, and repeating easy problems with precise placements.',
            {'wall': 'The Arch', 'grade': 'V3'}),
        Fill(1, 10),
        Say(25, 'sent my first V4!!!', 'Huge, congrats!', {'grade': 'V4'}),
        Fill(26, 10),
        Say(55, 'mostly climb at Castle now, the setting suits me better, and I flash V5 there '
                'which is wild',
            'That is real progress.', {'wall': 'Castle', 'grade': 'V5'}),
        Fill(56, 6),
        Say(60, 'my girlfriend still goes to The Arch, she projects V7 lol',
            'Maybe she can coach you.'),
    ), (
        ('grade', 'what level am I climbing at?'),
        ('wall', 'which gym do I train at'),
    )),
    Written('f_legal_translation', (
        Say(0, 'freelance translator here, German to English, mostly contracts. how do I word a '
               'rate increase email to my agency Lexora?',
            'Give notice, the new rate and a date; keep it short and confident.',
            {'agency': 'Lexora', 'pair': 'German to English'}),
        Say(30, 'Lexora dropped me after their merger, most of my work comes through '
                'TransPerfect now. is it normal to be asked for a test translation again?',
            'Yes, many large agencies test every new vendor.', {'agency': 'TransPerfect'}),
    ), (
        ('agency', 'who sends me most of my jobs?'),
        ('pair', 'what languages do I translate between'),
    )),
    Written('f_residency', (
        Say(0, 'got a residency at Sub Club every second friday!! help me plan a 3 hour set that '
               'builds slowly?',
            'Start deep and dubby, lift the tempo in the second hour, peak late.',
            {'residency': 'Sub Club'}),
        Say(0, 'I mix on a Rane Seventy-Two if that changes anything',
            'Its filters are great for long blends.', {'mixer': 'Rane'}),
        Fill(2, 12),
        Say(50, 'my residency moved to La Cheetah after Sub Club changed their lineup policy. '
                'what should I post to tell people?',
            'A short post with the new venue, date and a clip from the last set.',
            {'residency': 'La Cheetah'}),
        Fill(51, 5),
    ), (
        ('residency', 'where is my regular gig'),
        ('mixer', 'what mixer do I play on?'),
    )),
    Written('f_ambulance', (
        Say(0, 'paramedic at Southmead station, my crewmate Jonno and I do 12s. meal prep ideas '
               'for night shifts?',
            'Batch-cook stews and grain bowls you can eat cold.',
            {'amb_station': 'Southmead', 'crewmate': 'Jonno'}),
        Fill(1, 4),
        Say(14, "rough job today, don't want to talk about it. tell me a fun fact",
            'Octopuses have three hearts.'),
        Fill(15, 3),
        Say(45, 'transferred to Yate station to be nearer home; how do I support a newly '
                'qualified medic on her first week?',
            'Debrief after each job and let her lead on simple calls.',
            {'amb_station': 'Yate'}),
        Say(46, "Jonno's still at Southmead, we're getting a pint friday",
            'Good to keep in touch.'),
    ), (('amb_station', 'which ambulance station am I based at?'),)),
    Written('f_driving_test', (
        Say(0, 'my driving test is on 14 March at Wanstead, what are the common fails?',
            'Observation at junctions and mirrors. Is Dev still your instructor?',
            {'test_date': '14 March'}),
        Say(0, 'yes Dev, he is great', 'Good, ask him for a mock test.', {'instructor': 'Dev'}),
        Fill(2, 3),
        Say(20, 'they cancelled my test!! new date is 2 May. so annoying',
            'Frustrating, but more practice time.', {'test_date': '2 May'}),
    ), (
        ('test_date', 'when is my driving test'),
        ('instructor', 'who teaches me to drive?'),
    )),
    Written('f_coparenting', (
        Say(0, 'me and my ex share care of our son Ossie, I have him alternate weekends and '
               'wednesdays. how do I explain a new schedule to a 7 year old?',
            'Use a visual calendar and keep the language simple.',
            {'son': 'Ossie', 'my_days': 'wednesdays'}),
        Fill(2, 3),
        Say(28, 'mediation went ok: mondays and thursdays with me plus alternate weekends. how do '
                'I set up a shared calendar?',
            'A shared family calendar app with colour per parent works well.',
            {'my_days': 'mondays and thursdays'}),
        Fill(29, 2),
    ), (
        ('my_days', 'which weekdays do I have my boy?'),
        ('son', "what's my son called"),
    )),
    Written('f_forces_spouse', (
        Say(0, "my husband's posted to Catterick so we're in married quarters there. any ideas "
               'for meeting people as a forces spouse?',
            'The families office, a community cafe and local clubs are good starts.',
            {'posting': 'Catterick'}),
        Say(1, "I work remotely as a copywriter so I'm home a lot",
            'Co-working days could help too.', {'job': 'copywriter'}),
        Fill(1, 20),
        Say(15, "my sister's husband is at Tidworth, she loves it there",
            'Nice that she has settled.'),
        Fill(16, 25),
        Say(160, 'we moved to Brize Norton in the summer when his new posting came through, still '
                 'unpacking boxes lol. how do I register with a GP?',
            'Register with the nearest practice that covers your address.',
            {'posting': 'Brize Norton'}),
        Fill(161, 25),
    ), (
        ('posting', 'where are we stationed'),
        ('job', 'what do I do for work?'),
    )),
    Written('f_scout_section', (
        Say(0, "I'm a Cub leader with the 5th Wimbledon, can you give me a badge activity for "
               '8 year olds?',
            'Try a simple first-aid scenario trail.', {'section': 'Cub'}),
        Say(0, 'our summer camp is at Broadstone Warren this year',
            'Lovely site.', {'camp': 'Broadstone Warren'}),
        Fill(11, 4),
        Say(70, "I moved up with my lot and I'm running the Scouts section now. what's a good "
                'hike for 11-14s?',
            'A 10 km route with map-reading checkpoints.', {'section': 'Scouts'}),
    ), (
        ('section', 'which age group do I lead?'),
        ('camp', 'where is summer camp'),
    )),
    Written('f_party_magic', (
        Say(0, "doing magic at my nephew's 6th birthday on saturday, my closer is the linking "
               "rings. can you write some patter for it that isn't cringe?",
            "Here's a short, silly script kids will enjoy.", {'closer': 'linking rings'}),
    ), (('closer', 'what trick do I finish my act with'),)),
)
# fmt: on


def batch_f_tenants() -> list[Tenant]:
    """Set F as tenants, numbered after the sets written before it."""
    return numbered_in_order("f", BATCH_F)
