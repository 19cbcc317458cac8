"""Set J: people who juggle several things of the same kind and lean on an assistant to keep
them straight - a dog walker with client dogs, a GP receptionist, a chef with suppliers, a
music teacher with pupils, a property manager, a grandparent minding grandchildren, a nurse
on rotation, a researcher with grant bids, a small farmer with fields, a travel agent, a
student with modules, a fantasy-league player, a sales rep, a volunteer coordinator, a salon
owner and a removals dispatcher. Many of their facts share a kind (each dog has a day, each
flat a tenant, each field a crop), so a change touches one of several look-alike facts while
the others stay put and are mentioned again. They write long requests with facts dropped in
passing, terse lists ("update: X - tuesdays now, Y - same"), corrections, confirmations of
the assistant's guess, and small talk; some are formal, most are quick and informal, with
lowercase, typos and trade slang.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_J: tuple[Written, ...] = (
    Written('j_dog_walker_rounds', (
        Say(0, "ok so I've taken on three new dogs for the walking business and I need to get "
               "organised. Mothball is the old lurcher, Thursdays. Juniper is a spaniel who won't "
               "walk past anything with wheels - skateboards, prams, the lot. Pickle belongs to "
               "Delphine Harrowby on Kestle Road, she wants him out at 7:45 before work. can you "
               "make me a simple weekly sheet?",
            "Here's a weekly sheet: Mothball on Thursdays, Pickle at 7:45, and a note on Juniper.",
            {'mothball_day': 'Thursdays', 'juniper_quirk': 'anything with wheels',
             'pickle_time': '7:45'}),
        Say(0, "sorry, I meant 7:15 not 7:45 for Pickle, Delphine's train is earlier than I "
               "thought",
            "No problem - Pickle's slot is now 7:15 on the sheet.", {'pickle_time': '7:15'}),
        Fill(1, 6),
        Say(9, "Juniper had a total meltdown at a kid on a scooter today. how do I get a dog "
               "used to that kind of thing without making it worse",
            "Work at a distance where she stays calm and reward her for looking, then close in."),
        Fill(10, 8),
        Say(24, "update: Mothball - mondays now, Juniper - same, Pickle - same",
            "Updated: Mothball moves to Mondays, the other two unchanged.",
            {'mothball_day': 'mondays'}),
        Fill(25, 5),
        Say(40, "my friend Ottilie walks a lurcher too, hers goes out on Thursdays with a pack of "
                "six. is a pack walk ok for an older dog or too much?",
            "It depends on the dog's fitness; shorter pack walks are usually fine for seniors."),
        Fill(41, 7),
        Say(63, "Delphine's got a work-from-home contract so she says Pickle can go at half nine "
                "now, much nicer for me, no more dark mornings",
            "Lovely - Pickle moves to half nine on the sheet.", {'pickle_time': 'half nine'}),
        Fill(64, 6),
        Say(70, "weirdly miss the early Pickle walks, the park before eight was empty and gorgeous",
            "Early parks do have a special quiet to them."),
        Fill(71, 4),
    ), (
        ('mothball_day', 'which day do I have Mothball?'),
        ('pickle_time', "what time am I collecting Delphine's dog?"),
        ('juniper_quirk', "what won't Juniper walk past?"),
    )),

    Written('j_gp_reception', (
        Say(0, "I work on reception at Hollinsby Green Surgery. Dr Anwen Rudd runs the baby "
               "clinic on Tuesday afternoons and Dr Cassius Oduya does the diabetic reviews. "
               "Could you help me write a poster for the waiting room about the baby clinic?",
            "Certainly. Here is a friendly poster for Dr Rudd's Tuesday afternoon baby clinic."),
        Say(0, "Also our practice manager Marisol Dunne would like it in the surgery colours, teal "
               "and white, if that makes any difference to the wording.",
            "I've kept the wording short so it works on a teal and white layout.",
            {'practice_manager': 'Marisol Dunne'}),
        Fill(1, 3),
        Say(5, "The locum covering Dr Oduya this spring is Dr Ferenc Lasky. Patients keep asking "
               "whether he is staying permanently. How should I phrase a polite 'not at present'?",
            "You could say: 'Dr Lasky is with us for a limited period while Dr Oduya is away.'",
            {'locum': 'Ferenc Lasky'}),
        Fill(6, 3),
        Say(20, "From next week Dr Rudd is moving the baby clinic to Wednesday mornings because of "
                "the health visitor's rota. Could you redo the poster?",
            "Here is the updated poster for Wednesday mornings."),
        Say(20, "A friend on reception at the Pellow Street practice says theirs is still Tuesday "
                "afternoons, they never change anything over there.",
            "Every practice has its own rhythm!"),
        Fill(21, 3),
        Say(34, "First one-to-one with our practice manager Tobiah Crane today. He wants every "
                "call logged in the system, which is fair but slow. Any tips for typing quickly "
                "while on the phone?",
            "Use short codes for common call types and fill in details after the call.",
            {'practice_manager': 'Tobiah Crane'}),
        Say(35, "Marisol popped in to say hello this afternoon, she is loving retirement and has "
                "taken up bowls.",
            "How nice that she came back to visit."),
        Fill(36, 2),
    ), (
        ('practice_manager', 'who is the practice manager I answer to?'),
        ('locum', "which doctor is standing in for Dr Oduya?"),
    )),

    Written('j_restaurant_suppliers', (
        Say(0, "running the kitchen at the Saltmarsh Table is eating my life. fish comes from "
               "Tallack Bros, veg from Amberfield Growers, bread from Crumb and Mortar in town. "
               "dairy drops on Tuesdays. can you help me build a weekly order sheet",
            "Here's an order sheet with a column per supplier and the Tuesday dairy drop marked.",
            {'fish_supplier': 'Tallack Bros', 'veg_supplier': 'Amberfield Growers',
             'dairy_day': 'Tuesdays'}),
        Fill(0, 5),
        Say(8, "Tallack Bros shorted me on hake AGAIN. third time this month. how do I write a "
               "firm email that doesnt burn the bridge",
            "Keep it factual: list the dates and shortfalls and ask how they'll prevent it."),
        Fill(9, 8),
        Say(22, "ok done with Tallack. fish is coming from Polgrain Seafoods out of Newlyn from "
                "now on, first delivery friday. can you redo the order sheet header",
            "Done - the fish column now says Polgrain Seafoods.",
            {'fish_supplier': 'Polgrain Seafoods'}),
        Fill(23, 6),
        Say(35, "the dairy lot changed their round, it's Thursdays now. does double cream keep ok "
                "for 2 extra days if I order bigger?",
            "Unopened and well chilled it should, but check the use-by on each batch.",
            {'dairy_day': 'Thursdays'}),
        Fill(36, 9),
        Say(60, "Amberfield sent beautiful rainbow chard this week, thinking a chard and gruyere "
                "tart for the specials. pastry tips?",
            "Blind bake well and brush the base with egg to keep it crisp."),
        Fill(61, 5),
        Say(88, "dairy is moving AGAIN ugh. Fridays from next month, which leaves me tight for "
                "sunday brunch. ideas?",
            "Order a little extra on Friday and plan brunch dishes that use longer-life dairy.",
            {'dairy_day': 'Fridays'}),
        Say(88, "my sous chef Benedek used to cook at the Quay Bar, they got their fish from "
                "Tallack Bros as well and had exactly the same problems",
            "Sounds like it wasn't just you, then."),
        Fill(89, 4),
    ), (
        ('fish_supplier', 'who do I order my fish from?'),
        ('dairy_day', 'what day does the milk and cream delivery turn up?'),
        ('veg_supplier', "who's supplying our veg?"),
    )),

    Written('j_music_teacher_pupils', (
        Say(0, "New term, new list. Ella - piano, grade 3, exam on 14 March. Thaddeus - cello, "
               "grade 5. Marnie - flute, beginner. Oisin - guitar, Wednesdays after school. Can "
               "you turn this into a table for me?",
            "Here's a table with each pupil, instrument, level and notes.",
            {'ella_exam_date': '14 March', 'thaddeus_grade': 'grade 5'}),
        Fill(1, 7),
        Say(12, "Marnie's mum rang - they've bought her a clarinet for her birthday and she wants "
                "to switch. Any good first pieces for a kid moving over from flute?",
            "Lots of flute players move over happily; start with simple folk tunes in the low "
            "register."),
        Fill(13, 6),
        Say(30, "the exam board moved Ella's slot, it's 21 March at 10:40 instead. she's relieved, "
                "more time on her scales",
            "Good news - an extra week for scales helps.", {'ella_exam_date': '21 March'}),
        Fill(31, 8),
        Say(52, "Thaddeus passed with merit!! we're starting on grade 6 pieces next week, what's "
                "on the current cello list?",
            "Congratulations to him! I can't see the live syllabus, but the board's site lists it.",
            {'thaddeus_grade': 'grade 6'}),
        Say(52, "his big sister did grade 5 cello with me years ago and got a distinction, so he's "
                "quietly competitive about it",
            "Sibling rivalry can be a great motivator."),
        Fill(53, 6),
        Say(70, "funny, Rosalind from the studio down the road has three of her piano kids in on "
                "14 March, she's panicking",
            "That's a busy day for her!"),
        Fill(71, 7),
    ), (
        ('ella_exam_date', "when is Ella's grade 3 exam?"),
        ('thaddeus_grade', 'what grade is Thaddeus working on now?'),
    )),

    Written('j_property_manager_flats', (
        Say(0, "I manage six flats at Cobthorne House on behalf of a private landlord. Flat 2 is "
               "let to Ingrid Palk, Flat 5 pays £875 a month, and our gas safety contractor is "
               "Dunmore Heating. Could you draft a reminder letter for the annual gas checks?",
            "Here is a reminder letter template for the annual gas safety inspections.",
            {'flat2_tenant': 'Ingrid Palk', 'flat5_rent': '£875'}),
        Fill(1, 8),
        Say(15, "Flat 3's lease ends on 31 August. What notice do I need to give if the landlord "
                "wants to renew on different terms?",
            "It depends on the tenancy type; usually you offer a new agreement in good time.",
            {'flat3_lease_end': '31 August'}),
        Fill(16, 6),
        Say(40, "Ingrid has given notice, she's moving in with her partner. I need a checklist for "
                "the check-out inspection please.",
            "Here is a check-out checklist covering inventory, meters and keys."),
        Fill(41, 7),
        Say(58, "Keys handed over for Flat 2 today - Hollis Yarrow and his daughter. Lovely pair. "
                "What should go in a welcome pack?",
            "Meter readings, bin days, contact numbers and a note on the boiler.",
            {'flat2_tenant': 'Hollis Yarrow'}),
        Fill(59, 5),
        Say(90, "Rent review done: Flat 5 goes up to £910 from April. Please draft the letter in "
                "the same polite tone as last time.",
            "Here is a rent increase letter in the same tone.", {'flat5_rent': '£910'}),
        Say(91, "Ingrid emailed asking for her deposit back. She left Flat 2 spotless, so no "
                "deductions from me.",
            "Then you can approve the full return through the deposit scheme."),
        Fill(92, 8),
    ), (
        ('flat2_tenant', "who's living in Flat 2?"),
        ('flat5_rent', 'how much rent does Flat 5 pay now?'),
        ('flat3_lease_end', 'when does the Flat 3 tenancy run out?'),
    )),

    Written('j_grandparent_minding', (
        Say(0, "I mind my three grandchildren most weeks while my daughter works. Oona has "
               "swimming on Saturday mornings at Brackwater baths, and she is allergic to kiwi so "
               "I have to watch the fruit salad. Could you suggest some snacks for a seven year "
               "old?",
            "Apple slices, cheese cubes, oatcakes and grapes cut lengthways are all good.",
            {'oona_allergy': 'kiwi'}),
        Say(0, "And little Casimir gets collected from nursery at half three, so I am rushing "
               "about all afternoon.",
            "That does make for a busy afternoon!", {'casimir_pickup': 'half three'}),
        Fill(1, 3),
        Say(14, "The nursery has changed its hours, my daughter says I am to fetch Casimir later "
                "from now on.",
            "Later than half three - is it 4 o'clock now?"),
        Say(14, "yes that's the one, 4 o'clock. gives me time for a cup of tea first",
            "Perfect, a tea break before the school run.", {'casimir_pickup': "4 o'clock"}),
        Fill(15, 3),
        Say(30, "swimming has moved to sunday afternoons, the pool is doing something with the "
                "lanes. will that clash with church? we finish at 12",
            "If the lesson is after lunch you should have plenty of time."),
        Say(31, "my neighbour's grandson swims on Saturday mornings at Brackwater too, they used "
                "to walk in together",
            "Maybe they can meet up another way."),
        Fill(32, 2),
    ), (
        ('casimir_pickup', 'what time do I need to be at the nursery for Casimir?'),
        ('oona_allergy', "which fruit can't Oona have?"),
    )),

    Written('j_nurse_rotation', (
        Say(0, "first rotation of my preceptorship is on Larkspur Ward (respiratory). my "
               "preceptor is Jonquil Ashdown, she's brilliant but terrifying. can you explain NIV "
               "settings simply?",
            "Sure - NIV supports breathing with two pressure levels, IPAP and EPAP.",
            {'current_ward': 'Larkspur Ward', 'preceptor': 'Jonquil Ashdown'}),
        Fill(1, 6),
        Say(10, "nights on larkspur are brutal, what should i eat at 3am that won't wreck me",
            "Something light with protein: yoghurt, eggs, soup."),
        Fill(11, 8),
        Say(45, "rotation 2 starts monday - Heron Ward, acute surgical. what should I revise on "
                "post-op obs?",
            "Focus on early warning scores, pain, wound checks and fluid balance.",
            {'current_ward': 'Heron Ward'}),
        Fill(46, 7),
        Say(70, "my revalidation is due in November, can you help me plan the reflective accounts",
            "Yes - pick five experiences and link each to the Code."),
        Fill(71, 5),
        Say(95, "thuy from my cohort just got put on Heron for her second rotation, told her to "
                "bring snacks and comfy shoes",
            "Good advice for any surgical ward."),
        Fill(96, 6),
        Say(130, "first week on Kittiwake done!! elderly care is so different from surgical. how "
                 "do i run a family meeting without it getting heated?",
            "Set an agenda, let everyone speak and agree clear next steps.",
            {'current_ward': 'Kittiwake'}),
        Say(131, "honestly miss the pace of Larkspur sometimes, it was chaos but I knew where "
                 "everything was",
            "Familiarity counts for a lot on a busy ward."),
        Fill(132, 5),
    ), (
        ('current_ward', 'which ward am I working on at the moment?'),
        ('preceptor', 'who is supervising my preceptorship?'),
    )),

    Written('j_grant_applications', (
        Say(0, "I am juggling three grant applications this spring. The Cobbold Trust small grant "
               "is due 12 May, with Dr Perpetua Lyle as co-investigator. The Halvard Fellowship "
               "bid is capped at £48,000. Could you help me set up a timeline?",
            "Here is a timeline working back from each deadline.",
            {'cobbold_deadline': '12 May', 'cobbold_coi': 'Perpetua Lyle',
             'halvard_budget': '£48,000'}),
        Fill(1, 7),
        Say(9, "The soil microbe project is going to the Wexcombe Research Council; their form "
               "wants a 200-word lay summary. Could you help me cut this down?",
            "Certainly. Paste the current summary and I'll trim it to 200 words."),
        Fill(10, 8),
        Say(30, "Perpetua has had to pull out as she is going on sabbatical. Idris Fenwick has "
                "agreed to be co-I on the Cobbold bid instead. How do I update the letter of "
                "support?",
            "Ask Dr Fenwick for a fresh letter and update the named team on the form.",
            {'cobbold_coi': 'Idris Fenwick'}),
        Fill(31, 6),
        Say(44, "Good news from Cobbold: their portal went down, so the deadline is now 2 June.",
            "That gives you some breathing room.", {'cobbold_deadline': '2 June'}),
        Say(45, "My colleague Reuben's Halvard bid is due 12 May and he is panicking far more than "
                "I ever did.",
            "Perhaps you can share your timeline with him."),
        Fill(46, 6),
        Say(60, "Perpetua sent a lovely note from Uppsala, the sabbatical is going well and she "
                "says good luck with Cobbold.",
            "How kind of her."),
        Fill(61, 7),
    ), (
        ('cobbold_deadline', 'when does the Cobbold application have to be submitted?'),
        ('cobbold_coi', 'who is my co-investigator on the Cobbold Trust bid?'),
        ('halvard_budget', "what's the most I can ask for on the fellowship?"),
    )),

    Written('j_small_farm_fields', (
        Say(0, "we've got about 90 acres at Scarrow Farm. Long Acre is in spring barley, Gallows "
               "Field is field beans this year, and Top Meadow gets cut for hay round the 20th of "
               "June. whats a rough fertiliser plan for the barley",
            "For spring barley, a modest nitrogen split with P and K to soil indices.",
            {'long_acre_crop': 'spring barley', 'gallows_crop': 'field beans',
             'top_meadow_cut': '20th of June'}),
        Fill(1, 9),
        Say(20, "Penhallow Agri are doing our combining again, rang them to book today. they want "
                "a rough date, when does spring barley usually come in?",
            "Usually August, depending on the season.",
            {'combining_contractor': 'Penhallow Agri'}),
        Fill(21, 8),
        Say(60, "weather's been awful, top meadow won't be fit to cut till the first week of July "
                "now. does late hay lose much feed value?",
            "Some, as the grass gets stemmier, but it's still worth making.",
            {'top_meadow_cut': 'first week of July'}),
        Fill(61, 7),
        Say(95, "harvest in. decided Long Acre goes into oilseed rape this autumn to break up the "
                "cereals - any pitfalls with flea beetle?",
            "Drill into good moisture and consider companion crops to reduce damage.",
            {'long_acre_crop': 'oilseed rape'}),
        Say(96, "the neighbour at Holloway's has his long field in spring barley again, he never "
                "rotates anything",
            "Every farm has its habits."),
        Fill(97, 6),
        Say(140, "the gallows beans did well this year, pigeons aside",
            "Glad to hear it."),
        Fill(141, 4),
    ), (
        ('long_acre_crop', "what's going in Long Acre?"),
        ('top_meadow_cut', 'when are we taking the hay off Top Meadow?'),
        ('gallows_crop', "what's growing in Gallows Field?"),
        ('combining_contractor', 'who is doing the combining for us?'),
    )),

    Written('j_travel_agent_trips', (
        Say(0, "Three bookings on my desk this week. The Achterbergs fly to Madeira on 3 October, "
               "staying at the Quinta das Lapas. Ngaio and Rhys want a honeymoon in Zanzibar in "
               "late November. Can you draft a checklist for each?",
            "Here are two checklists covering flights, transfers, insurance and documents.",
            {'achterberg_departure': '3 October', 'madeira_hotel': 'Quinta das Lapas'}),
        Say(0, "sorry, I meant Sri Lanka not Zanzibar for Ngaio and Rhys - two honeymoons on the "
               "go and I mixed them up. The Zanzibar one is the Petrakis couple.",
            "No problem, I've swapped their checklist to Sri Lanka."),
        Fill(1, 4),
        Say(12, "Mr Achterberg rang, they want to push Madeira back a week - 10 October instead. "
                "Is there usually a fee to change?",
            "Often yes, depending on the airline's fare rules.",
            {'achterberg_departure': '10 October'}),
        Fill(13, 4),
        Say(25, "the Petrakis couple loved the Zanzibar brochure, booked!",
            "Wonderful, congratulations to them."),
        Fill(26, 3),
    ), (
        ('achterberg_departure', 'what date do the Achterbergs leave?'),
        ('madeira_hotel', 'which hotel have I got the Achterbergs in?'),
    )),

    Written('j_student_modules', (
        Say(0, "yo so second yr modules: hydrology w/ dr esme tolland, soil mechanics coursework "
               "due 28 nov, geostats exam is 15 jan. help me make a revision timetable pls",
            "Here's a timetable working back from the coursework and exam dates.",
            {'hydro_lecturer': 'esme tolland', 'soilmech_deadline': '28 nov'}),
        Fill(1, 3),
        Say(10, "tolland is off on leave for the rest of term apparently, dr bastian quayle is "
                "doing hydro now. he talks sooo fast",
            "Recording lectures, if allowed, can help with fast speakers.",
            {'hydro_lecturer': 'bastian quayle'}),
        Fill(11, 3),
        Say(25, "can u explain darcy's law like im 5, the soil mech cw is killing me",
            "Water flows faster through sand than clay, and faster when pushed harder."),
        Fill(26, 2),
        Say(40, "my flatmate had tolland for her geology module last year, says she's lovely",
            "Nice to have a friendly face in the department."),
    ), (
        ('hydro_lecturer', 'who lectures my hydrology module?'),
        ('soilmech_deadline', 'when do I have to hand in the soil mechanics coursework?'),
    )),

    Written('j_fantasy_league', (
        Say(0, "gw1 team locked in. Strand (c), keeper is Dubanowski, 1.5m itb. thoughts on my "
               "bench?",
            "Solid bench; consider a cheaper defender with an easier run of fixtures.",
            {'captain': 'Strand'}),
        Say(0, "our work mini league is called Tinpot Galacticos btw, 14 of us, loser buys the "
               "xmas drinks",
            "Great name - good luck!", {'league_name': 'Tinpot Galacticos'}),
        Fill(5, 2),
        Say(7, "Strand blanked lol. captaincy on Ihejirika this week vs the promoted side",
            "Sensible against a newly promoted defence.", {'captain': 'Ihejirika'}),
        Fill(8, 2),
        Say(14, "keeper's injured, shipped him out for Hallgrimsson, cheap and nailed",
            "Good value pick."),
        Fill(15, 2),
        Say(21, "my cousin Teodor captains Strand every single week no matter what, stubborn",
            "Loyalty has its own rewards... sometimes."),
        Say(28, "armband to Marchetti for the double gameweek, right call?",
            "Yes, two fixtures makes Marchetti a strong choice.", {'captain': 'Marchetti'}),
        Fill(29, 2),
    ), (
        ('captain', "who's my captain right now?"),
        ('league_name', "what's the office fantasy league called?"),
    )),

    Written('j_sales_accounts', (
        Say(0, "New patch, new accounts. Brindle Hardware - buyer is Lorcan Pyke. Tolley's Garden "
               "Centres - contract renews 1 September. Quayside Hotels - on 8% discount. Target's "
               "£62k a month. Help me prioritise?",
            "Start with the renewal, then grow Brindle, then protect Quayside's margin.",
            {'brindle_buyer': 'Lorcan Pyke', 'tolleys_renewal': '1 September',
             'quayside_discount': '8%'}),
        Fill(1, 8),
        Say(14, "Lorcan at Brindle is lovely but slow to sign anything off. how do I nudge without "
                "being pushy?",
            "Offer a deadline tied to something real, like stock or pricing."),
        Fill(15, 7),
        Say(40, "Went into Brindle and met Cressida Ahlberg, she's running buying there now, "
                "Lorcan's gone to a competitor. Need an intro email.",
            "Here's a short intro email to Cressida.", {'brindle_buyer': 'Cressida Ahlberg'}),
        Fill(41, 6),
        Say(70, "Quayside pushed hard, we've agreed 12% off if they commit to the full linen "
                "range. draft a confirmation?",
            "Here's a confirmation setting out the discount and the commitment.",
            {'quayside_discount': '12%'}),
        Say(71, "Lorcan rang from his new place, Fennick Supplies, wants coffee. awkward or fine?",
            "Fine - keep it friendly and don't discuss Brindle's pricing."),
        Fill(72, 6),
        Say(100, "my mate Dov at the rival firm gives his hotel accounts 8% as standard, madness",
            "Everyone prices differently."),
        Fill(101, 7),
    ), (
        ('brindle_buyer', "who's my contact at Brindle?"),
        ('quayside_discount', 'how much off are Quayside getting?'),
        ('tolleys_renewal', "when's the Tolley's contract up?"),
    )),

    Written('j_volunteer_coordinator', (
        Say(0, "I coordinate volunteers at the Fallowfield food bank. The Thursday shift is led by "
               "Henrike Stavros, and Cormac Blythe drives the van on collection days. Could you "
               "help me write a thank-you message for everyone?",
            "Here's a warm thank-you message for the volunteers.",
            {'thursday_lead': 'Henrike Stavros', 'van_driver': 'Cormac Blythe'}),
        Fill(1, 3),
        Say(12, "Henrike's knee op is next week so she's stepping back. Lysander Groome has said "
                "he'll take Thursdays on. Can you draft a note to the team?",
            "Here's a note introducing Lysander as Thursday lead.",
            {'thursday_lead': 'Lysander Groome'}),
        Fill(13, 4),
        Say(30, "the Tuesday lead, Perrin, says she'll cover Thursdays if Lysander is ever off",
            "Good to have a backup."),
        Fill(31, 3),
        Say(45, "Henrike came in for a cuppa, the knee's healing well but she won't lead again",
            "Glad she's recovering."),
    ), (
        ('thursday_lead', 'who is in charge on Thursdays?'),
        ('van_driver', 'who drives the van on collection days?'),
    )),

    Written('j_salon_staff', (
        Say(0, "Running Velvet Fringe with four stylists now. Marguerite is off on Mondays, my "
               "apprentice Jory is at college every Tuesday, and we use Orlane Colour for all the "
               "tints. Can you help me plan the rota?",
            "Here's a rota that covers every day with at least two stylists.",
            {'marguerite_day_off': 'Mondays', 'jory_college_day': 'Tuesday'}),
        Fill(1, 4),
        Say(15, "Marguerite wants her day off on Wednesdays instead so she can do her mum's "
                "hospital runs. fine by me. will Mondays be too quiet with just three?",
            "Mondays are often quiet anyway, so three should be fine.",
            {'marguerite_day_off': 'Wednesdays'}),
        Fill(16, 4),
        Say(40, "the Lumiere Pro rep was in again, told her we're happy with Orlane for now",
            "Sounds like a clear answer."),
        Say(41, "my friend who owns Shear Genius says her senior stylist is off on Mondays too, "
                "must be a thing",
            "Mondays are a popular day off in hairdressing."),
        Fill(42, 3),
    ), (
        ('marguerite_day_off', "which day doesn't Marguerite work?"),
        ('jory_college_day', 'what day is Jory at college?'),
    )),

    Written('j_removals_dispatcher', (
        Say(0, "Dispatch this week: the Hartigan move is Friday the 9th, crew led by Solly. The "
               "Pemble job (piano + 3 bed) is Monday with Ignatius's crew. Can you make me a job "
               "sheet?",
            "Here's a job sheet with both moves, crews and notes.",
            {'hartigan_date': 'Friday the 9th'}),
        Fill(0, 3),
        Say(2, "Hartigans' completion got delayed, solicitor says Tuesday the 13th now. rejig?",
            "Moved the Hartigan job on the sheet.", {'hartigan_date': 'Tuesday the 13th'}),
        Fill(3, 3),
        Say(5, "Ignatius is off sick, Dagny's crew will do the Pemble piano",
            "Updated - Dagny's crew on Pemble."),
        Say(5, "the Hartigan daughter is moving out on Friday the 9th as well, separate job, can "
               "you draft her a quote?",
            "Here's a quote template for her move."),
        Fill(6, 2),
    ), (
        ('hartigan_date', 'when are we moving the Hartigans?'),
    )),

    Written('j_tiny_dog_days', (
        Say(0, "dog walking days for my notes: Hobnob - mondays, Tansy - wednesdays, Fig - fridays",
            "Noted all three.", {'hobnob_day': 'mondays', 'tansy_day': 'wednesdays'}),
        Say(9, "update: Hobnob - tuesdays now, Tansy - same",
            "Got it: Hobnob on Tuesdays, Tansy unchanged.", {'hobnob_day': 'tuesdays'}),
    ), (
        ('hobnob_day', 'what day do I walk Hobnob?'),
        ('tansy_day', "which day is Tansy's walk?"),
    )),

    Written('j_tiny_choir_rooms', (
        Say(0, "for the community choir: altos rehearse in the Marlow Room, tenors in the vestry. "
               "can you write a sign for the door?",
            "Here's a simple sign.", {'altos_room': 'Marlow Room', 'tenors_room': 'vestry'}),
        Say(0, "oh wait, altos are in the Pennant Room this term, the other one's being decorated",
            "Updated the sign.", {'altos_room': 'Pennant Room'}),
    ), (
        ('altos_room', 'where do the altos practise?'),
        ('tenors_room', 'where do the tenors rehearse?'),
    )),

    Written('j_tiny_violin_pupil', (
        Say(0, "Ishbel's grade 2 violin exam is on the 9th of May - can you give me a six week "
               "practice plan for her?",
            "Here's a six-week plan building up scales, pieces and aural.",
            {'ishbel_exam': '9th of May'}),
    ), (
        ('ishbel_exam', 'when does Ishbel sit her violin exam?'),
    )),

    Written('j_tiny_ward_swap', (
        Say(0, "starting on Bramble Ward monday, what's a day on gastro like",
            "Lots of fluid balance, nutrition and endoscopy prep.", {'ward': 'Bramble Ward'}),
        Say(3, "they've moved me, it's Foxglove now (cardiology). gutted, i'd read up on gastro",
            "Cardiology is a great place to learn too.", {'ward': 'Foxglove'}),
        Fill(3, 1),
    ), (
        ('ward', 'which ward have they put me on?'),
    )),

    Written('j_tiny_cafe_suppliers', (
        Say(0, "Cafe suppliers for my notes: eggs from Hathersage Poultry, milk from Combe Dairy, "
               "coffee from Ironbridge Roasters",
            "Saved.", {'egg_supplier': 'Hathersage Poultry'}),
    ), (
        ('egg_supplier', 'who do we get our eggs from?'),
    )),

    Written('j_tiny_salon_confirm', (
        Say(0, "Quenby has been doing Fridays but she wants a weekend slot",
            "So she'd move to Saturdays?", {'quenby_day': 'Fridays'}),
        Say(0, "yeah that's the one, saturdays, mornings only",
            "Great, I'll put her down for Saturday mornings.", {'quenby_day': 'saturdays'}),
    ), (
        ('quenby_day', 'what day is Quenby working?'),
    )),

    Written('j_tiny_grant_extension', (
        Say(0, "the Ashcombe Trust application is due 30 April, can you help me outline the case "
               "for support?",
            "Here's an outline: need, aims, methods, impact, budget.",
            {'ashcombe_deadline': '30 April'}),
        Say(11, "Ashcombe emailed, deadline's 14 May. breathing room!",
            "Good news - two extra weeks.", {'ashcombe_deadline': '14 May'}),
    ), (
        ('ashcombe_deadline', 'when is the Ashcombe application due?'),
    )),

    Written('j_tiny_flat_tenant', (
        Say(0, "The tenant in Flat B at 7 Cordwainer Row, Osric Whitlow, says the shower is "
               "leaking through to Flat A. Who pays for that?",
            "Usually the landlord, unless the tenant caused the damage.",
            {'flat_b_tenant': 'Osric Whitlow'}),
        Fill(0, 1),
    ), (
        ('flat_b_tenant', "who's renting Flat B?"),
    )),

    Written('j_tiny_modules', (
        Say(0, "third year: dissertation supervisor is Dr Aurelio Ferrand, and my Victorian Lit "
               "essay is due 5 December",
            "Noted both.", {'supervisor': 'Aurelio Ferrand', 'essay_deadline': '5 December'}),
        Say(20, "switched supervisor, Ferrand never replied to anything. it's Dr Marit Oyelowo now",
            "Hope the new arrangement works better.", {'supervisor': 'Marit Oyelowo'}),
        Say(21, "my housemate still has Ferrand and he answers her fine, typical",
            "Sometimes it's just a matter of fit."),
    ), (
        ('supervisor', 'who is supervising my dissertation?'),
        ('essay_deadline', 'when do I need to hand in the Victorian Lit essay?'),
    )),
)
# fmt: on


def batch_j_tenants() -> list[Tenant]:
    """Set J as tenants, numbered after the sets written before it."""
    return numbered_in_order("j", BATCH_J)
