"""An eighth set of hand-written tenants, by another hand, only ever scored (never tuned on).

Lorry drivers, vet nurses, lab technicians, call-centre agents, foster carers, hairdressers,
crossword setters, drummers, ski instructors, posties, zookeepers and a care leaver mention facts
in passing inside requests, several at once, in lowercase and slang, by confirming the
assistant's guess or correcting themselves; facts change with and without change words, in the
past tense, inside a question or as "these days it's X", and decoys give a colleague, a twin or
an old self the same kind of fact after the change.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_G: tuple[Written, ...] = (
    Written('g_trunker', (
        Say(0, 'doing nights on the trunk from Daventry to Glasgow for Kinloch Haulage atm. what '
               'can i eat at 3am that isnt a pasty from the services',
            'Overnight oats, boiled eggs, nuts and fruit keep better than you think.',
            {'trunk_run': 'Glasgow', 'haulier': 'Kinloch Haulage'}),
        Fill(1, 4),
        Say(9, 'how many hours am I allowed to drive in a fortnight again?',
            'Up to 90 hours of driving across any two consecutive weeks.'),
        Fill(12, 3),
        Say(40, "new contract came in so it's Daventry to Bristol now, days not nights. how do I "
                'flip my sleep back without feeling like death',
            'Shift bedtime an hour or two a day and get daylight first thing.',
            {'trunk_run': 'Bristol'}),
        Say(42, 'my mate Shane got my old Glasgow run, he says the A74 roadworks are back',
            'Hope they clear before winter.'),
        Fill(45, 3),
    ), (
        ('trunk_run', 'where am i running to on my shifts now'),
        ('haulier', 'who do I drive for?'),
    )),
    Written('g_vet_nurse', (
        Say(0, 'rvn at Oakfield Vets here. can you make me a cheat sheet of normal cat and dog '
               'heart rates for the prep room wall',
            'Dogs roughly 60-140 bpm, cats 140-220 bpm; I can format it as a table.',
            {'vet_practice': 'Oakfield Vets'}),
        Fill(2, 3),
        Say(5, 'had three rabbit dentals today, made me miss my own rabbit Pudding lol',
            "Hope Pudding's teeth are behaving!", {'own_rabbit': 'Pudding'}),
        Fill(7, 5),
        Say(50, 'first week at Castle Street Referrals done!! ICU nursing is intense. how do I '
                'work out a CRI for fentanyl in mcg/kg/hr',
            'Multiply dose by weight for mcg/hr, then divide by the concentration for ml/hr.',
            {'vet_practice': 'Castle Street Referrals'}),
        Say(52, 'the Oakfield Vets girls are doing leaving drinks for me on friday, bless them',
            "That's lovely of them."),
        Fill(53, 4),
    ), (
        ('vet_practice', 'where am I nursing'),
        ('own_rabbit', "what's my bunny called?"),
    )),
    Written('g_bench_tech', (
        Say(0, "i'm a research technician in the Achterberg lab, mostly running western blots. how "
               'do I stop my bands smiling?',
            'Run at lower voltage, keep the buffer cold and load evenly.',
            {'lab_head': 'Achterberg', 'technique': 'western blots'}),
        Fill(2, 6),
        Say(18, 'one of the postdocs keeps leaving the -80 door open, how do I bring it up '
                'without starting a war',
            'Keep it about the samples, not the person, and suggest a door alarm.'),
        Say(30, "Prof Achterberg's moved to Edinburgh and I've been absorbed into Dr Szabo's "
                'group. do I have to redo my COSHH training?',
            'Usually only the group-specific risk assessments; check with the lab manager.',
            {'lab_head': 'Szabo'}),
        Fill(31, 4),
        Say(60, 'mostly qPCR for me these days, what is a sensible number of reference genes?',
            'At least two, validated for stability in your samples.', {'technique': 'qPCR'}),
        Fill(62, 2),
    ), (
        ('lab_head', 'whose group am I in'),
        ('technique', 'what assay do I spend my days on?'),
    )),
    Written('g_headset', (
        Say(0, 'on the billing queue at Brightwave broadband and callers are FURIOUS about the '
               'price rise. give me a calm opening line',
            "Try: 'I can hear this has been frustrating, let's sort it together.'",
            {'call_queue': 'billing'}),
        Say(0, 'my TL Marcus listens in on tuesdays so it needs to sound natural lol',
            'Keep it short and in your own words.', {'team_leader': 'Marcus'}),
        Fill(1, 5),
        Say(20, "got moved onto retentions, commission's way better. how do I handle 'I want to "
                "cancel' without sounding pushy",
            'Ask why first, acknowledge it, then offer one relevant option.',
            {'call_queue': 'retentions'}),
        Fill(21, 4),
        Say(23, 'Priyanka on my row is still stuck on billing, she wants to transfer too',
            'Maybe she can ask about the next intake.'),
        Fill(24, 2),
    ), (
        ('call_queue', 'which line am I taking calls on'),
        ('team_leader', "who's my team leader?"),
    )),
    Written('g_fostering', (
        Say(0, 'we foster with the council and our first placement came last night, a 9 year '
               'old lad. what is a good first-night routine?',
            'Keep it calm: show him his room, a simple snack, a night light, no big questions.'),
        Say(3, 'our supervising social worker Aoife is visiting thursday, what should I have '
               'ready?',
            'Your daily log, any incidents, health appointments and questions.',
            {'supervising_sw': 'Aoife'}),
        Say(3, "his own social worker is called Alasdair, he's lovely with him",
            "Good that he's got a steady person."),
        Fill(4, 4),
        Say(10, "he's settled at St Bede's Primary, year 5, and has made a friend already!",
            "That's a brilliant start.", {'fc_school': "St Bede's"}),
        Fill(12, 8),
        Say(70, "Aoife's gone on maternity leave and Delphine is covering. is it normal to redo "
                'the whole safer caring plan with a new worker?',
            "It's common to review it; it's not usually a full rewrite.",
            {'supervising_sw': 'Delphine'}),
        Fill(71, 3),
    ), (
        ('supervising_sw', 'who supervises us as foster carers'),
        ('fc_school', 'which school is the boy at?'),
    )),
    Written('g_chair_rental', (
        Say(0, 'hi! i rent a chair at Mane Street in brixton. write me an insta caption for a '
               'balayage i did today',
            "Here's a short one with a sunny vibe.", {'salon': 'Mane Street'}),
        Say(0, 'oh and i use Wella for all my colour so tag them pls',
            'Done, tagged.', {'colour_brand': 'Wella'}),
        Fill(1, 6),
        Say(14, 'client wants a copper that lasts more than 3 weeks, any tips',
            'Colour-safe shampoo, cool water and a gloss top-up.'),
        Fill(15, 4),
        Say(40, 'switched all my colour to Olaplex... no wait I mean Redken, Olaplex is just the '
                'bond stuff lol. can you redo the caption template with the new tag',
            'Updated the tag in your template.', {'colour_brand': 'Redken'}),
        Fill(41, 5),
        Say(90, "signed the lease on my own little place in Peckham, it's called Fringe Benefits "
                'haha. help me write the announcement post',
            'Congratulations! Here is a warm, punny announcement.',
            {'salon': 'Fringe Benefits'}),
        Fill(91, 2),
    ), (
        ('salon', 'where do I do hair from'),
        ('colour_brand', 'which colour range do I use'),
    )),
    Written('g_setter', (
        Say(0, "I set cryptics for the Yorkshire Courier under the name Bramble. is a spoonerism "
               'still fair game in a daily cryptic?',
            'Yes, as long as the indicator is clear.',
            {'paper': 'Yorkshire Courier', 'pseudonym': 'Bramble'}),
        Fill(1, 3),
        Say(15, 'a solver wrote in to complain my 14 across was unfair, how do I reply nicely',
            'Thank them, explain the parsing briefly and admit if it was a stretch.'),
        Fill(16, 4),
        Say(60, 'the Courier axed its puzzle page 😭 but the Sunday Herald picked me up, same '
                'pseudonym thank god. how many clues in a standard 15x15 blocked grid?',
            'Usually around 28 to 32.', {'paper': 'Sunday Herald'}),
        Fill(61, 3),
    ), (
        ('paper', 'who publishes my crosswords'),
        ('pseudonym', 'what name do I set under?'),
    )),
    Written('g_covers_kit', (
        Say(0, "drummer in a wedding covers band called The Usual Suspects. how do i keep time on "
               'Mr Brightside without a click',
            'Lock onto the bass on the verses and count the build into the chorus.',
            {'covers_band': 'The Usual Suspects'}),
        Say(2, "my kit's a Pearl Export, is it worth upgrading the cymbals or the snare first?",
            'Cymbals usually make the bigger difference.', {'drum_kit': 'Pearl Export'}),
        Fill(3, 6),
        Say(25, 'our bassist just bought a Gretsch Catalina for his kid, jealous tbh',
            'Lucky kid!'),
        Fill(26, 4),
        Say(50, 'gigging the Yamaha Stage Custom from saturday, old one went on marketplace. best '
                'way to stop the floor tom ringing forever?',
            'A little gel or a felt strip, and tune the resonant head slightly lower.',
            {'drum_kit': 'Yamaha Stage Custom'}),
        Fill(51, 3),
    ), (
        ('drum_kit', 'what kit am I playing on'),
        ('covers_band', "what's my band called?"),
    )),
    Written('g_ski_season', (
        Say(0, 'BASI level 2 instructor doing the season in Verbier. how do I explain edging to '
               'a nervous 6 year old?',
            "Make it a game: 'pizza' and 'pressing the knees like a pedal'.",
            {'resort': 'Verbier', 'ski_level': 'level 2'}),
        Fill(1, 5),
        Say(30, 'my kids group will not stop snowploughing everywhere, games to get them '
                'parallel?',
            'Follow-the-leader through gentle turns works well.'),
        Fill(31, 3),
        Say(220, 'first week teaching in Val Thorens done, the altitude is killing me. how long '
                 'does it take to acclimatise?',
            'A few days to a couple of weeks; drink lots and go easy at first.',
            {'resort': 'Val Thorens'}),
        Fill(221, 2),
    ), (
        ('resort', 'which resort am I working at'),
        ('ski_level', 'what instructor qualification do I hold?'),
    )),
    Written('g_poolside', (
        Say(0, "I'm a lifeguard at Tollcross pool, 17, what should I put on my first proper CV?",
            'Your qualification, shifts, responsibility and any first aid.',
            {'pool': 'Tollcross'}),
        Say(1, 'my NPLQ runs out in October, do I have to do the whole course again?',
            'Usually a shorter requalification, if your hours are logged.',
            {'nplq_expiry': 'October'}),
    ), (
        ('pool', 'where do i lifeguard'),
        ('nplq_expiry', 'when does my lifeguarding cert lapse'),
    )),
    Written('g_negotiator', (
        Say(0, "I'm a sales negotiator at Harlow & Penn in Bristol, write me a listing blurb for "
               "a 3-bed semi with a south facing garden. target's six sales a month so it "
               'needs to pop',
            "Here's a bright, punchy blurb.",
            {'agency_firm': 'Harlow & Penn', 'sales_target': 'six'}),
        Fill(2, 10),
        Fill(5, 10),
        Fill(9, 10),
        Fill(14, 10),
        Say(20, 'my flatmate works at Maxwell Cole and her target is only four, so unfair',
            'Targets do vary a lot between agencies.'),
        Fill(21, 10),
        Say(30, 'targets got bumped to nine a month after the quarter review, is that even '
                'realistic in this market?',
            "It's a stretch; focus on valuations to build the pipeline.",
            {'sales_target': 'nine'}),
        Fill(31, 10),
        Fill(36, 10),
        Fill(44, 10),
        Fill(50, 5),
    ), (
        ('agency_firm', 'which estate agents do I work at'),
        ('sales_target', 'how many sales am I supposed to hit each month'),
    )),
    Written('g_black_cab', (
        Say(0, "black cab 12 yrs, mine's a TX4. is it worth going electric or is it all hype",
            'Running costs are much lower, but check charger access on your routes.',
            {'cab': 'TX4'}),
        Say(5, 'usually work the rank at Paddington in the mornings, it is dead after 10',
            'Maybe move to the hotels mid-morning.', {'rank': 'Paddington'}),
        Fill(6, 8),
        Say(60, "the LEVC is so quiet people don't hear me pull up haha. does regen braking mean "
                'the pads last longer?',
            'Yes, regen does much of the slowing so pads wear less.', {'cab': 'LEVC'}),
        Say(61, 'do miss the rumble of the old TX4 a bit tbh', 'Ha, nostalgia.'),
        Fill(62, 4),
    ), (
        ('cab', 'what taxi am I driving now'),
        ('rank', 'where do I usually queue for fares in the mornings?'),
    )),
    Written('g_choir', (
        Say(0, "joined the Hackney Community Choir!! they've put me in with the altos, can you "
               'find me a practice track for the alto line of Hallelujah?',
            'Search for part-predominant tracks; many choirs share them.',
            {'voice_part': 'altos'}),
        Say(3, "rehearsals are tuesday nights in a church hall, what's a good warm-up to do on "
               'the bus there',
            'Lip trills and gentle humming.', {'rehearsal_night': 'tuesday'}),
        Fill(4, 6),
        Say(45, "Bronwen says my range sits lower than she thought, so I'm singing tenor from "
                'next term. is that weird for a woman?',
            'Not at all, lots of women sing tenor in community choirs.',
            {'voice_part': 'tenor'}),
        Fill(46, 3),
    ), (
        ('voice_part', 'what part do I sing in choir'),
        ('rehearsal_night', 'when is choir practice'),
    )),
    Written('g_ramadan_exams', (
        Say(0, 'fasting for ramadan w exams 😩 suhoor at 4:10 is rough, wat should i eat so i '
               'last till iftar',
            'Slow carbs, protein and lots of water: oats, eggs, dates, yoghurt.',
            {'suhoor_time': '4:10'}),
        Say(1, "i'm in Ashworth halls so its a shared kitchen, nothing fancy",
            'Overnight oats need no cooking at all.', {'halls': 'Ashworth'}),
        Fill(2, 3),
        Say(12, "alarm's at 3:55 now since fajr keeps getting earlier, tips for getting back to "
                'sleep after?',
            'Keep the lights low and avoid your phone.', {'suhoor_time': '3:55'}),
        Fill(13, 2),
    ), (
        ('suhoor_time', 'what time do I get up to eat before the fast'),
        ('halls', 'which halls do i live in?'),
    )),
    Written('g_leaving_care', (
        Say(0, 'im a care leaver, 19. my PA from the leaving care team is Joanne. can you help me '
               'write an email asking about the setting up home allowance',
            "Sure, here's a short polite email.", {'personal_adviser': 'Joanne'}),
        Say(0, "i'm doing level 2 plumbing at Westgate College if that matters",
            "I'll mention your course.",
            {'trade': 'plumbing', 'course_college': 'Westgate College'}),
        Fill(2, 5),
        Say(35, 'got a new PA, Kwabena, seems alright. does the bursary carry on if I switch from '
                'plumbing to electrical?',
            'Usually yes if it is the same college; ask Kwabena to confirm.',
            {'personal_adviser': 'Kwabena'}),
        Fill(36, 3),
        Say(50, 'did it, switched to electrical. way more maths than i thought, help me with '
                "ohm's law",
            'V = I x R: voltage equals current times resistance.', {'trade': 'electrical'}),
        Fill(51, 2),
    ), (
        ('personal_adviser', 'who is my leaving care worker'),
        ('trade', 'what trade am I training in'),
        ('course_college', 'where do I go to college?'),
    )),
    Written('g_twin', (
        Say(0, 'me and my twin Callum are turning 30, ideas for a joint party? he lives in '
               "Dundee and I'm in Leeds",
            'Somewhere halfway like Newcastle could work.',
            {'twin': 'Callum', 'twin_city': 'Dundee'}),
        Fill(1, 3),
        Say(40, "Callum's started at a firm in Aberdeen and is renting up there, good housewarming "
                'gift for a 30 year old man?',
            'A decent cast iron pan or a good whisky.', {'twin_city': 'Aberdeen'}),
        Fill(41, 2),
    ), (
        ('twin_city', "where's my twin based these days"),
    )),
    Written('g_joinery', (
        Say(0, "joiner, mostly kitchens and staircases. workshop's a unit in Cradley Heath. good "
               'dust extractor under 500 quid?',
            'Look at a cyclone separator with a shop vac or a small extractor with a HEPA filter.',
            {'workshop': 'Cradley Heath'}),
        Say(2, "table saw's a Dewalt DWE7492 and the mitre saw's a Makita, what blades for "
               'oak?',
            'An 80-tooth crosscut for the mitre saw and a 40-tooth combination for the table saw.',
            {'table_saw': 'Dewalt'}),
        Fill(3, 15),
        Fill(12, 15),
        Say(40, 'finally got a SawStop off ebay, the flesh sensing is worth it for peace of mind. '
                'what blade for ply?',
            'A high tooth count blade with a zero-clearance insert.', {'table_saw': 'SawStop'}),
        Fill(41, 15),
        Fill(60, 15),
        Say(90, 'the old Dewalt went to my apprentice Kieran, he was made up', 'Nice gesture.'),
        Fill(91, 25),
    ), (
        ('table_saw', 'what table saw do I have'),
        ('workshop', 'where is my workshop?'),
    )),
    Written('g_open_water', (
        Say(0, "I do my long swims at Hatfield Lake on sundays. what's a safe water temp to do "
               '2km without a wetsuit?',
            'Above about 16 °C if you are acclimatised; build up gradually.',
            {'swim_spot': 'Hatfield Lake'}),
        Say(5, "training for a Windermere one-way in August, 10.5 miles 😬 how long's a long "
               'swim in week one?',
            'Start around 3-4 km and build by about 10% a week.',
            {'target_swim': 'Windermere'}),
        Fill(6, 4),
        Say(20, 'Hatfield Lake shut for blue-green algae, gutted', 'That is frustrating.'),
        Say(22, "sunday swims are at Ringstead Bay now, sea's choppier, how do I sight better?",
            'Lift your eyes just above the water every 6-8 strokes.',
            {'swim_spot': 'Ringstead Bay'}),
        Fill(23, 3),
    ), (
        ('swim_spot', 'where do I do my long swims?'),
        ('target_swim', 'what big swim am I training for'),
    )),
    Written('g_non_league', (
        Say(0, 'play semi-pro for Hednesford Town, centre half. how do i recover properly between '
               'a saturday game and a tuesday night one?',
            'Sleep, protein, a light spin on sunday and no heavy legs work.',
            {'football_club': 'Hednesford Town', 'position': 'centre half'}),
        Fill(2, 4),
        Say(30, "now that the gaffer's playing me at left back, how do I get better at timing "
                'overlaps?',
            'Watch the winger and go when he checks inside.', {'position': 'left back'}),
        Fill(31, 3),
        Say(60, "a month in at Stafford Rangers and the loan's going well. what should I ask "
                'before agreeing to make it permanent?',
            'Contract length, minutes, travel and any release clause.',
            {'football_club': 'Stafford Rangers'}),
        Fill(61, 2),
    ), (
        ('position', 'where does the manager play me'),
        ('football_club', 'who am i playing for'),
    )),
    Written('g_bookshop', (
        Say(0, 'I run a tiny bookshop in Hay called Marginalia and we order new stock through '
               'Gardners. is there a better wholesaler for indie presses?',
            'Some small presses sell direct or through specialist distributors.',
            {'wholesaler': 'Gardners'}),
        Fill(1, 5),
        Say(20, 'book club is the last thursday of the month, help me pick a short novel',
            "Try 'Small Things Like These'.", {'book_club': 'last thursday'}),
        Fill(21, 5),
        Say(50, 'these days we get most of it from Inpress, the small press discounts are way '
                'better',
            'Good margins help a small shop a lot.', {'wholesaler': 'Inpress'}),
        Fill(52, 4),
        Say(70, 'moving book club to the first wednesday, thursdays clash with the pub quiz',
            'Sensible, fewer clashes.', {'book_club': 'first wednesday'}),
        Fill(71, 3),
    ), (
        ('wholesaler', 'who do I order new stock from'),
        ('book_club', 'when is book club'),
    )),
    Written('g_keeper', (
        Say(0, 'keeper at Twycross, just got rotated onto the penguin section. what temperature '
               'should their pool be?',
            'Humboldt penguins do fine in cool, unheated water outdoors.',
            {'zoo_section': 'penguin', 'zoo': 'Twycross'}),
        Fill(1, 6),
        Say(30, 'working with primates now and the gibbons are SO loud at 7am. enrichment ideas '
                'for orangutans?',
            'Puzzle feeders, frozen fruit and new climbing routes.', {'zoo_section': 'primates'}),
        Say(31, 'my colleague Hattie took over the penguin section from me, she loves it',
            'Sounds like a good fit.'),
        Fill(32, 3),
    ), (
        ('zoo_section', 'which animals do I look after'),
        ('zoo', 'where do I work?'),
    )),
    Written('g_postie', (
        Say(0, 'postie here, on walk 14 out of Kirkstall delivery office, 600 drops a day. best '
               'insoles for that much walking?',
            'Cushioned insoles with arch support, and rotate two pairs of boots.',
            {'postal_walk': 'walk 14', 'delivery_office': 'Kirkstall'}),
        Fill(1, 5),
        Say(20, 'been on walk 9 since monday, hardly any hills. still knackered though',
            'Your legs will thank you.', {'postal_walk': 'walk 9'}),
        Fill(21, 3),
        Say(25, "a dog on walk 14 bit Jordan who's covering it now, poor lad",
            "Hope he's okay; report it so the address gets flagged."),
        Fill(26, 2),
    ), (
        ('postal_walk', 'which round am I on these days'),
        ('delivery_office', 'what office do I work out of'),
    )),
    Written('g_night_porter', (
        Say(0, 'night porter at the Grand Pavilion, 10pm-7am. how do I stay awake around 4am '
               'without loads of coffee?',
            'Bright light, a walk round the building and a protein snack. Is that the one in '
            'Scarborough?',
            {'hotel': 'Grand Pavilion'}),
        Say(0, 'yeah Scarborough, right on the front', 'Lovely spot.',
            {'hotel_town': 'Scarborough'}),
        Fill(1, 6),
        Say(40, "they cut nights at the Grand Pavilion so I'm on reception at the Beaumont Lodge "
                'now, days. feels weird sleeping at night lol',
            'Your body clock will catch up in a week or two.', {'hotel': 'Beaumont Lodge'}),
        Fill(41, 3),
    ), (
        ('hotel', 'which hotel am I at'),
        ('hotel_town', 'what town is my job in?'),
    )),
    Written('g_magistrate', (
        Say(0, 'sat as a magistrate for the first time today at Highbury Corner, the legal '
               'adviser was so patient. how do I write a thank you note to her?',
            "Here's a short, warm note.", {'bench': 'Highbury Corner'}),
        Say(90, 'transferred to the Thames bench last month, much shorter commute',
            'That sounds much easier.', {'bench': 'Thames'}),
    ), (
        ('bench', 'which court do I sit at'),
    )),
    Written('g_speech_therapy', (
        Say(0, 'my speech therapist Orla gave me easy onset exercises for my stammer, can you '
               'write me a practice script for ordering a coffee',
            "Here's a short script with pauses marked.", {'slt': 'Orla'}),
    ), (
        ('slt', 'who is helping me with my stammer'),
    )),
)
# fmt: on


def batch_g_tenants() -> list[Tenant]:
    """Set G as tenants, numbered after the sets written before it."""
    return numbered_in_order("g", BATCH_G)
