"""Set A: people who live with their health over months and use one assistant as the memory
for it - someone with Crohn's, lupus, MS, COPD, epilepsy, long covid, fibromyalgia, kidney
failure or endometriosis, someone pregnant or in IVF, someone in chemotherapy, parents of a
child with type 1 diabetes, eczema or a nut allergy, people recovering from a new knee or a
broken wrist, people managing migraine, depression or a thyroid with their GP. They name their
consultant, nurse, physio, dietitian, clinic and hospital, their drugs and doses, the next
infusion, scan or operation, and these change: a referral brings a new doctor, a biologic is
swapped for a biosimilar, a dose goes up, a clinic moves, a date is pushed back. They say it
tired and short or long and worried, in passing inside another question, in lowercase with
typos or in careful formal English, and they talk about relatives, friends and other patients
with their own conditions and medicines."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_A: tuple[Written, ...] = (
    Written("a_crohns_pens", (
        Say(0, "hi. crohn's since I was 19, finally got a decent team at University Hospital "
               "Galway. my IBD nurse is Fionnuala Brennock and she said I can email her directly "
               "- what should I actually put in an email about a flare so she takes it seriously?",
            "Keep it factual: how many stools a day and for how long, any blood, where the pain "
            "is and how bad out of 10, fever, weight loss, what you've tried, and when your last "
            "dose was. End with a clear ask - a call back, bloods, a calprotectin kit.",
            {"ibd_nurse": "Fionnuala Brennock"}),
        Say(0, "also for context I'm on Humira, injecting every two weeks, thighs mostly. does it "
               "matter if I alternate sides",
            "Alternating is a good idea - rotating between thighs and tummy and keeping a few "
            "centimetres from the last spot cuts down on soreness and lumps under the skin.",
            {"biologic": "Humira", "injection_gap": "every two weeks"}),
        Fill(1, 6),
        Say(9, "rough night. is it normal to feel wiped out the day after the pen?",
            "Quite a few people describe a day or so of tiredness after their injection. If it's "
            "getting worse or comes with fevers, mention it to your team."),
        Fill(10, 8),
        Say(34, "letter from the hospital today, they're moving everyone off humira onto a "
                "biosimilar called Imraldi for cost reasons. is a biosimilar actually the same "
                "thing??",
            "A biosimilar is made to match the original very closely and has to show the same "
            "effect and safety. Most people switch without noticing a difference, although the "
            "pen itself may feel different. Tell your nurse if anything changes afterwards.",
            {"biologic": "Imraldi"}),
        Fill(35, 7),
        Say(49, "first one of the new pens done. button instead of a click, weird. stung less tho",
            "Glad it stung less - newer formulations often leave out the ingredient that made the "
            "old ones sting."),
        Say(50, "my cousin Ruairi has crohn's too and he's still on Humira down in Limerick, his "
                "lot never made him switch. bit annoyed tbh",
            "Different hospitals and funding arrangements move at different speeds, so it's "
            "common for people in different areas to be on different versions."),
        Fill(51, 9),
        Say(77, "calprotectin still high so the consultant's bumped me to every week instead of "
                "every other. two pens a fortnight then. will the pharmacy just know?",
            "The hospital usually sends the new prescription to the homecare company or "
            "pharmacy, but ring them to check the next delivery has double the pens so you "
            "don't run short.",
            {"injection_gap": "every week"}),
        Say(78, "what can I eat when it's bad? low residue stuff is so boring",
            "White rice, pasta, eggs, smooth nut butter, tender fish and chicken, peeled cooked "
            "veg and ripe bananas are usually tolerated. Herbs and sauces can make it less dull "
            "as long as they don't bother you."),
        Fill(79, 8),
        Say(120, "remember when the humira gave me that itchy rash on my stomach? weirdly not "
                 "had it once since the switch",
            "That fits - some people react to something in the formulation rather than the drug "
            "itself, so a different version can suit them better."),
        Fill(121, 5),
    ), (
        ("biologic", "what's the name of the injection I'm on at the moment?"),
        ("injection_gap", "how often am I supposed to be doing my pen now?"),
        ("ibd_nurse", "who's the nurse I email when the crohn's flares up?"),
    )),

    Written("a_lupus_referral", (
        Say(0, "Good morning. I was diagnosed with SLE in the spring. I am seen by Dr. Anand "
               "Venkataraman at the rheumatology clinic at Health Sciences Centre, and he has me "
               "on hydroxychloroquine 200 mg twice daily. Could you explain what the yearly eye "
               "screening is for?",
            "Good morning. Hydroxychloroquine can, rarely and usually after years of use, affect "
            "the retina. The screening picks up early changes before they affect your sight, so "
            "the dose can be adjusted in time.",
            {"rheumatologist": "Venkataraman", "hcq_dose": "200 mg twice daily"}),
        Fill(0, 3),
        Say(21, "My kidney results came back slightly abnormal, so Dr. Venkataraman is referring "
                "me to the lupus nephritis clinic. Should I be worried?",
            "A referral like this is a careful step rather than a sign that something is "
            "definitely wrong. The specialist clinic can do more detailed tests so that any "
            "kidney involvement is treated early."),
        Fill(22, 4),
        Say(60, "I had my first appointment with my new rheumatologist, Dr. Marguerite Tessier. "
                "She is very thorough. She would like a urine sample every month from now on.",
            "That sounds reassuring. Monthly urine checks are a common way of keeping an eye on "
            "protein levels, and keeping your own list of results helps you follow the trend.",
            {"rheumatologist": "Tessier"}),
        Say(61, "My sister-in-law also has lupus. She sees a Dr. Oyelaran in Brandon and thinks "
                "very highly of her.",
            "It's good to have someone in the family who understands what it's like. Comparing "
            "notes can help, though treatment plans do differ between people."),
        Fill(62, 3),
        Say(90, "Is it safe to take ibuprofen for sore knees when one has lupus?",
            "Anti-inflammatories like ibuprofen can affect the kidneys, which matters more while "
            "yours are being watched. Please check with your rheumatology team first; "
            "paracetamol is often suggested instead."),
    ), (
        ("rheumatologist", "Which doctor is in charge of my lupus care now?"),
        ("hcq_dose", "How much of the hydroxychloroquine should I be taking?"),
    )),

    Written("a_ms_infusions", (
        Say(0, "relapsing MS, 34, on ocrevus. next infusion is booked for 14 April at the neuro "
               "day unit in Tromsø, basically six hours in a chair. what do people bring to pass "
               "the time",
            "A charged phone or tablet with downloads (the wifi can be patchy), headphones, a "
            "book, snacks and a drink, a warm layer, and clothes that give easy access to your "
            "arm.",
            {"next_infusion": "14 April"}),
        Fill(0, 4),
        Say(3, "joined a local MS group that meets at the library on thursdays, it's called "
               "Nordlys MS Cafe. nice people, mostly older than me",
            "That's a good find. Even if the others are older, people who know what fatigue and "
            "relapses are like can be a real help.",
            {"support_group": "Nordlys MS Cafe"}),
        Fill(4, 8),
        Say(20, "ugh the unit rang, infusion's pushed to 5 May because they're short staffed. is "
                "a few weeks late going to matter",
            "A delay of a few weeks is generally not considered a problem with ocrelizumab, "
            "since its effect lasts well beyond the six months. If you have new symptoms in the "
            "meantime, ring your MS nurse.",
            {"next_infusion": "5 May"}),
        Fill(21, 9),
        Say(33, "fatigue is brutal this week. any tips for energy budgeting that aren't just "
                "'rest more'",
            "Try planning the week with heavy, medium and light tasks spread out, sitting for "
            "jobs you'd normally stand for, and building in short rests before you crash rather "
            "than after."),
        Fill(34, 7),
        Say(50, "they moved it AGAIN. it's the 19th of May now. at least it's a monday and my "
                "partner can drive me",
            "That's frustrating, but good that you'll have a lift. It might be worth asking to be "
            "put on a cancellation list in case an earlier chair comes up.",
            {"next_infusion": "19th of May"}),
        Say(51, "my friend Signe is on kesimpta, she does it herself at home once a month, so "
                "jealous lol",
            "Home injections suit some people really well; others prefer the fewer, bigger "
            "infusions. It could be worth asking your neurologist about options at your review."),
        Say(52, "the nurse said there might be an under the skin version of mine one day but "
                "not yet at our hospital",
            "Yes, a subcutaneous version has been developed in some places. It would be up to "
            "your team when and whether it's offered."),
        Fill(53, 8),
        Say(60, "what should I eat the morning of an infusion? last time I felt sick",
            "A normal, light breakfast with some protein, plenty of water, and bringing snacks "
            "usually helps. The pre-medication can make some people drowsy or queasy."),
        Fill(61, 3),
    ), (
        ("next_infusion", "when am I next in for the ocrevus drip?"),
        ("support_group", "what was that MS group at the library called again?"),
    )),

    Written("a_copd_purple", (
        Say(0, "got copd, use spiriva every morning plus the blue one when im puffed out. is it ok "
               "to use the blue one before walking the dog",
            "Yes, many people take a puff or two of their reliever 10-15 minutes before "
            "exercise. If you need it much more than usual, tell your nurse or GP.",
            {"inhaler": "spiriva"}),
        Say(40, "resp nurse took me off the old one and gave me a new inhaler, grey with a beige "
                "cap, name starts with T i think. do i rinse my mouth after",
            "That sounds like it could be Trelegy Ellipta, which contains a steroid - so yes, "
            "rinse your mouth and spit after each use to prevent thrush."),
        Say(40, "yeah thats the one, the trelegy ellipta. one puff a day she said",
            "Great - one inhalation once a day, at about the same time each day. Keep your blue "
            "reliever for when you're breathless.",
            {"inhaler": "trelegy ellipta"}),
        Fill(41, 1),
    ), (
        ("inhaler", "whats my daily preventer inhaler called again"),
    )),

    Written("a_epilepsy_lamo", (
        Say(0, "Hi, I've had focal seizures since a bike accident two years ago. I'm on Keppra "
               "500mg twice a day and the neuro at Inkosi Albert Luthuli is Dr Pillay-Naidoo. "
               "The Keppra makes me really snappy with people, is that a known thing?",
            "Yes - irritability and mood changes are a well-known side effect of levetiracetam "
            "(Keppra). It's worth telling your neurologist, because there are alternatives if "
            "it's affecting your relationships or work.",
            {"antiepileptic": "Keppra"}),
        Fill(1, 3),
        Say(14, "the epilepsy nurse, Thandeka Mkhize, rang to go over my seizure diary. she "
                "wants me to write down sleep too",
            "That makes sense - poor sleep is one of the most common seizure triggers. Noting "
            "bedtime, wake time and how rested you feel alongside seizures can show a pattern.",
            {"epilepsy_nurse": "Thandeka Mkhize"}),
        Fill(15, 3),
        Say(45, "can I drink on the new tablets? the lamotrigine I mean. it's my cousin's "
                "wedding on saturday",
            "Alcohol doesn't interact strongly with lamotrigine, but it can lower your seizure "
            "threshold and disturb sleep, especially the night after. Most neurologists suggest "
            "keeping it to a drink or two, eating, and getting to bed at a decent time.",
            {"antiepileptic": "lamotrigine"}),
        Say(46, "they said go up slowly over weeks. dr also mentioned zonisamide as a backup if "
                "this doesn't suit but we're not going there yet. what's the rash thing everyone "
                "keeps warning me about?",
            "Lamotrigine is built up slowly because a fast increase raises the risk of a rare "
            "but serious skin reaction. Any new rash, especially with fever, sore mouth or "
            "eyes, needs to be seen urgently."),
        Say(47, "my brother's on epilim for his epilepsy and he never had to do any slow build "
                "up thing",
            "Sodium valproate is started differently, so his experience would have been "
            "different. Each medicine has its own way of being introduced."),
        Fill(48, 4),
        Say(70, "titration done finally, I've landed on 100mg twice a day of the lamotrigine. the "
                "pharmacy gave me a different make of box this time, does that matter?",
            "For epilepsy it's usually recommended to stay on the same manufacturer where "
            "possible, so it's worth asking the pharmacy to keep supplying the same brand.",
            {"lamotrigine_dose": "100mg twice a day"}),
        Fill(71, 2),
    ), (
        ("antiepileptic", "which seizure med am I on these days?"),
        ("lamotrigine_dose", "how much am I meant to take per day, the new tablets?"),
        ("epilepsy_nurse", "whats the name of the nurse who goes over my seizure diary with me?"),
    )),

    Written("a_longcovid_pacing", (
        Say(0, "I've had long covid since August 2023. The post-covid clinic is at Bendigo Health "
               "on Barnard St and my OT there is Priyanka Desouza, she's got me pacing with a "
               "heart rate monitor. What's a sensible ceiling to set?",
            "A common starting point is to stay below roughly your resting heart rate plus 15 "
            "beats, though your OT may set it differently. The aim is to stay under the level "
            "that triggers a crash.",
            {"covid_clinic": "Barnard St", "ot": "Priyanka Desouza"}),
        Fill(1, 4),
        Say(18, "crashed after the supermarket. PEM is the worst. how long does a crash usually "
                "last",
            "It varies a lot - from a day or two to a couple of weeks. Resting early and "
            "properly, rather than pushing through, tends to shorten it."),
        Fill(19, 3),
        Say(50, "letter says from next month the long covid clinic runs out of the community "
                "health centre in Kangaroo Flat instead. closer to me actually",
            "That's handy - less travel means less energy spent just getting there. Check "
            "whether parking or drop-off is close to the entrance.",
            {"covid_clinic": "Kangaroo Flat"}),
        Fill(51, 3),
        Say(80, "first appointment out there today. miss the coffee cart outside the old place on "
                "Barnard St haha",
            "Small comforts matter! Maybe there's something nearby the new place you can make "
            "your post-appointment treat."),
        Say(81, "Priyanka says another patient of hers in Echuca does aqua jogging, should I try",
            "Water can take weight off and be gentler, but it still counts as exertion. If you "
            "try it, start very short and watch your heart rate and how you feel the next day."),
        Fill(82, 2),
    ), (
        ("covid_clinic", "where do I go for my long covid appointments these days?"),
        ("ot", "who's my occupational therapist?"),
    )),

    Written("a_pregnant_utrecht", (
        Say(0, "so I'm pregnant!! first one. by my dates I'm due 11 October. the midwife practice "
               "put me with Marloes Verbeek. what should I be eating in the first trimester",
            "Congratulations! Folic acid, plenty of vegetables, protein, dairy or calcium "
            "alternatives, and avoiding raw fish, raw meat, unpasteurised cheese, liver and "
            "alcohol. Small frequent meals help with nausea.",
            {"due_date": "11 October", "midwife": "Marloes Verbeek"}),
        Fill(0, 5),
        Say(10, "we're planning to give birth at the Diakonessenhuis, it's 10 min from us. is it "
                "weird to want a hospital birth for the first one?",
            "Not at all - many first-time parents choose a hospital birth for reassurance. Your "
            "midwife can talk you through all the options so you can decide what feels right.",
            {"birth_place": "Diakonessenhuis"}),
        Fill(11, 7),
        Say(18, "dating scan today!! baby's measuring ahead so they moved my due date to 4 "
                "October. saw the heartbeat, cried in the car",
            "What a lovely moment. Dating scans are more accurate than period dates, so the new "
            "date is the one the team will use from now on.",
            {"due_date": "4 October"}),
        Fill(19, 8),
        Say(40, "nausea finally easing. can I start running again?",
            "If you were running before, most people can keep going at a comfortable, "
            "conversational pace. Stop if you have pain, bleeding or dizziness."),
        Fill(41, 6),
        Say(70, "Marloes has gone on leave so I'm with Anouk de Graaf from the same practice now. "
                "she's lovely, very calm",
            "Glad you've clicked with her. A calm midwife can make a real difference in the "
            "later weeks.",
            {"midwife": "Anouk de Graaf"}),
        Say(71, "my sister had her boy at the Antonius in Nieuwegein and had a horrible time, now "
                "I'm nervous",
            "It's natural to be affected by a sister's story, but every birth is different. "
            "Writing down your worries to talk through with your midwife can help."),
        Fill(72, 7),
        Say(110, "we toured De Linde birth centre today and honestly I think we'll go there now, "
                 "there's a bath and it felt like a hotel. does that change anything for my "
                 "appointments?",
            "Usually your antenatal appointments stay the same; just let your midwife know your "
            "preference so it goes in your birth plan."),
        Say(111, "yes going with De Linde. anything I should pack for the bag? I'm 25 weeks",
            "Comfortable clothes, snacks, a long phone charger, toiletries, maternity pads, "
            "nursing bras, and a going-home outfit and nappies for the baby.",
            {"birth_place": "De Linde"}),
        Fill(112, 5),
        Say(150, "lol my colleague Femke is due 11 October, which was my date before the scan",
            "Fun coincidence - you'll be going through the last weeks at the same time."),
        Fill(151, 4),
    ), (
        ("due_date", "when is the baby actually due?"),
        ("midwife", "which midwife am I seeing at the practice?"),
        ("birth_place", "where are we planning to have the baby?"),
    )),

    Written("a_t1_morven", (
        Say(0, "my daughter Morven (7) was diagnosed with type 1 in january. she's on an Omnipod "
               "now which has been a game changer for school. her diabetes nurse at the "
               "children's hospital in Aberdeen is Ailsa Cromarty. what do I put in her PE bag?",
            "Fast-acting glucose (tablets or juice), a longer-acting snack, her meter or phone "
            "for her sensor, a spare pod if school keeps one, water, and a card with her hypo "
            "plan for the PE teacher.",
            {"pump": "Omnipod", "diabetes_nurse": "Ailsa Cromarty"}),
        Fill(0, 6),
        Say(8, "breakfast is our nightmare. ratio is 1:10 at breakfast and she still spikes to "
               "15 after cereal. is cereal just a bad idea",
            "Cereal is one of the hardest breakfasts because it's absorbed fast. Many families "
            "find switching to eggs, toast or porridge, or giving insulin earlier, helps.",
            {"carb_ratio": "1:10"}),
        Fill(9, 9),
        Say(30, "clinic changed her breakfast ratio to 1:8. now I'm scared of hypos at school, "
                "what snacks work quickly",
            "Fast: glucose tablets, small juice cartons, jelly sweets. Then a slower snack like a "
            "cereal bar or crackers if lunch is a while away. Let the school know about the "
            "change.",
            {"carb_ratio": "1:8"}),
        Fill(31, 8),
        Say(45, "another mum in the waiting room said her son's on a Medtronic 780G and it "
                "basically runs itself, is that true??",
            "Hybrid closed-loop systems do a lot of the work automatically, but they still need "
            "carb counting and boluses for meals. No system is fully hands-off yet."),
        Fill(46, 7),
        Say(75, "big news, pod's gone and she's on a YpsoPump with tubing. Morven hates the tube "
                "already lol. how do you stop it catching on door handles",
            "Lots of families use a pump belt or a small pouch, tuck the tubing under a vest, "
            "and pick the shortest tubing that works. Clips and clothes with pump pockets help "
            "too.",
            {"pump": "YpsoPump"}),
        Fill(76, 6),
        Say(100, "breakfasts still high. Ailsa says try 1:7 at breakfast and pre-bolus 15 min. "
                 "so she eats 15 min after the insulin?",
            "Yes - give the breakfast insulin, then start eating about 15 minutes later so the "
            "insulin is already working as the carbs arrive.",
            {"carb_ratio": "1:7"}),
        Say(101, "we had a skin reaction to the Omnipod sticky bit back in the spring, do tubed "
                 "sets cause that too?",
            "They can, since the cannula sets also use adhesive, but different products use "
            "different glues. Barrier sprays and wipes can help."),
        Fill(102, 8),
        Say(140, "what are good low carb party foods for a bunch of 8 year olds",
            "Cheese cubes, cocktail sausages, veggie sticks with dips, chicken skewers, popcorn "
            "in small portions, and strawberries with cream."),
        Fill(141, 4),
    ), (
        ("pump", "which pump is Morven using at the moment?"),
        ("diabetes_nurse", "who's our diabetes nurse at the children's hospital?"),
        ("carb_ratio", "what breakfast ratio are we meant to use for her right now?"),
    )),

    Written("a_eczema_baby", (
        Say(0, "my 9 month old has bad eczema behind his knees and on his cheeks. we've been "
               "using QV cream about 5 times a day. next dermatology appointment at Dunedin "
               "Hospital is 12 June. what else helps at night?",
            "Cool room, cotton sleepsuits with mitts or fold-over cuffs, a thick layer of "
            "moisturiser before bed, and keeping his nails short can all help.",
            {"emollient": "QV cream", "derm_appt": "12 June"}),
        Fill(1, 3),
        Say(20, "nurse said ditch the cream and use Epaderm ointment instead, greasier but it "
                "stays on. do I still do wet wraps?",
            "Ointments do stay on longer. You can usually still wet wrap over it, but check with "
            "the nurse how often she wants you to do them.",
            {"emollient": "Epaderm"}),
        Fill(21, 3),
        Say(35, "my friend's boy uses Cetraben and she swears it cleared him up in a week",
            "Different moisturisers suit different babies; the best one is often the one that "
            "gets used generously and often."),
        Say(36, "how do you even cut a toddler's nails when they scratch all night",
            "Try doing it while he's asleep or feeding, using baby nail scissors or a file."),
        Fill(37, 2),
    ), (
        ("emollient", "what moisturiser are we meant to be putting on the baby?"),
        ("derm_appt", "when's his skin specialist appointment?"),
    )),

    Written("a_knee_porto", (
        Say(0, "Good afternoon. I had my left knee replaced on Monday at Hospital da Luz in Porto "
               "by Dr. Tiago Fonseca-Vaz. They have sent me home with a frame and a sheet of "
               "exercises. How much pain is normal?",
            "Good afternoon. Significant pain and swelling in the first weeks is normal. Taking "
            "your painkillers regularly, especially before exercises, and icing and elevating "
            "the leg help. Increasing redness, fever or calf pain should be checked urgently.",
            {"surgeon": "Fonseca-Vaz"}),
        Fill(1, 3),
        Say(7, "My physiotherapist is Inês Carvalho, she comes to the house twice a week. She "
               "says I need to reach 90 degrees by week six.",
            "That's a common target. Little and often with the bending exercises tends to work "
            "better than one long session.",
            {"physio": "Inês Carvalho"}),
        Fill(8, 4),
        Say(30, "Now I go to the clinic instead of home visits, and my physiotherapist there is "
                "Rui Magalhães. He is much stricter than Inês!",
            "A firmer push at this stage is normal as you build strength. Tell him if the pain "
            "lasts more than a couple of hours after a session.",
            {"physio": "Rui Magalhães"}),
        Fill(31, 3),
        Say(45, "My neighbour had his hip done by Dr. Fonseca-Vaz last year and was dancing "
                "within three months.",
            "That's encouraging - though knees often take a bit longer than hips to feel normal."),
        Say(46, "May I now climb the stairs normally, or still one at a time?",
            "Many people manage stairs normally by six to eight weeks, but ask your physio to "
            "watch you first."),
        Fill(47, 3),
    ), (
        ("physio", "Who is my physiotherapist at the moment?"),
        ("surgeon", "Which surgeon did the operation on my knee?"),
    )),

    Written("a_wrist_scooter", (
        Say(0, "broke my wrist falling off an e-scooter in Ljubljana, cast comes off 28 april "
               "supposedly. how do I shower with this thing",
            "A waterproof cast cover or a plastic bag sealed with tape, and keep the arm out of "
            "the spray. Don't poke anything inside if it itches.",
            {"cast_off": "28 april"}),
        Say(20, "fracture clinic rang, xray looked slow so cast now comes off 6 may. ugh",
            "Annoying, but a bit longer in the cast now is better than a wrist that heals "
            "badly.",
            {"cast_off": "6 may"}),
        Fill(21, 1),
    ), (
        ("cast_off", "when do I get this cast off?"),
    )),

    Written("a_ivf_round_two", (
        Say(0, "hola, starting my second IVF round at Clinica Sant Roc in Barcelona. I'm 38, "
               "first round I only got 4 eggs. any advice on supplements before stims?",
            "Folic acid or a pregnancy multivitamin is standard. Some clinics suggest vitamin D "
            "if you're low, and a few suggest CoQ10, though the evidence is mixed - worth asking "
            "your doctor before adding anything.",
            {"ivf_clinic": "Clinica Sant Roc"}),
        Fill(0, 4),
        Say(12, "protocol came through. Gonal-f 225 from day 2 of my cycle. scared of the pen",
            "The pens are designed to be easy - short fine needle, dial the dose, hold for a "
            "few seconds. Ask the nurse to watch you do the first one.",
            {"stim_drug": "Gonal-f"}),
        Fill(13, 8),
        Say(25, "so they changed the plan, doctor wants Menopur instead since my response was "
                "poor last time on the other one. mixing powders now, is that hard",
            "It takes a couple of goes to get used to, but it's just adding the liquid to the "
            "powder, swirling gently and drawing it up. The clinic usually shows you.",
            {"stim_drug": "Menopur"}),
        Fill(26, 6),
        Say(33, "scan today: 7 follicles!! egg collection pencilled in for Friday 11 April",
            "Seven is a good improvement on last time. Keep up the water and rest over the next "
            "few days.",
            {"egg_collection": "Friday 11 April"}),
        Say(35, "follicles a bit slow so they pushed collection to Monday 14 April. trigger shot "
                "saturday night",
            "A couple of extra days often lets more follicles catch up. Set an alarm for the "
            "trigger - the timing matters.",
            {"egg_collection": "Monday 14 April"}),
        Say(36, "girl in the waiting room was on Gonal-f and got 20 eggs, I'm so jealous it's "
                "ridiculous",
            "Very understandable, but response depends on age and ovarian reserve more than the "
            "drug, and quality matters more than numbers."),
        Fill(37, 7),
        Say(41, "how do you get through the two week wait without going mad",
            "Plan small things for each day, limit symptom googling, and decide in advance "
            "whether you'll test early."),
        Fill(42, 9),
        Say(60, "my friend Nuria did her collection at a clinic in Valencia on a saturday, do "
                "clinics work weekends?",
            "Many IVF clinics work seven days because the timing follows your body, not the "
            "calendar."),
        Fill(61, 5),
    ), (
        ("stim_drug", "which stims drug was I injecting this round?"),
        ("egg_collection", "what day did my egg collection end up being?"),
        ("ivf_clinic", "which clinic am I doing my IVF at?"),
    )),

    Written("a_chemo_tampere", (
        Say(0, "Hi. I was diagnosed with breast cancer in January, HER2 positive. I'm being "
               "treated at Tampere University Hospital and my oncologist is Dr. Helmi Rautio. "
               "Chemo starts next week and I don't really know what to ask.",
            "I'm sorry you're going through this. Useful questions: what the treatment plan and "
            "schedule are, which side effects to watch for, who to call out of hours, and what "
            "happens after the chemo part.",
            {"oncologist": "Helmi Rautio"}),
        Fill(0, 5),
        Say(7, "first chemo done. it's every other Wednesday at the day unit from now on. what "
               "helps with the metallic taste?",
            "Plastic cutlery, sharp or cold foods like citrus and sorbet, and rinsing with "
            "baking soda water before meals help some people.",
            {"chemo_day": "Wednesday"}),
        Fill(8, 8),
        Say(22, "signed up for a peer support group at the cancer society, it's called Pinkki "
                "Piiri. first meeting thursday",
            "That's a good step. Hearing from people a bit further along can take some of the "
            "fear out of the unknown.",
            {"support_group": "Pinkki Piiri"}),
        Fill(23, 9),
        Say(45, "Dr. Rautio is moving to Helsinki so I've been handed over to Dr. Jarkko "
                "Leinonen. It feels strange to change doctor in the middle. Is that normal?",
            "It's common and understandable to feel unsettled. Your plan stays the same and the "
            "notes go with you; you can ask for a proper introductory appointment.",
            {"oncologist": "Jarkko Leinonen"}),
        Fill(46, 7),
        Say(60, "with the taxol part starting, the unit does my infusions on Mondays now. fine "
                "by me, Mondays are dead anyway",
            "Good that it works for you. Paclitaxel can cause tingling in hands and feet, so "
            "mention any numbness at your checks.",
            {"chemo_day": "Mondays"}),
        Say(61, "the woman next to me in the chairs has the Wednesday slot I used to have, we "
                "swapped numbers",
            "That's lovely - treatment friendships can be a real support."),
        Fill(62, 8),
        Say(90, "my aunt had the same cancer 15 years ago and her oncologist was a Dr. Salonen, "
                "she says he was very old school",
            "Treatment has changed a lot in 15 years, especially for HER2 positive cancer."),
        Say(91, "hair coming back curly?? is that a thing",
            "Yes, 'chemo curls' are common. They often relax over a year or so."),
        Fill(92, 6),
    ), (
        ("oncologist", "who is my cancer doctor now?"),
        ("chemo_day", "what day of the week do I go in for my treatment?"),
        ("support_group", "what's the name of the peer group I joined?"),
    )),

    Written("a_migraine_preventers", (
        Say(0, "chronic migraine, 15+ days a month. GP (Dr Ifeoma Ashworth at Crookes surgery) "
               "started me on propranolol 40mg twice a day as a preventer. what should I track "
               "in a headache diary?",
            "Date, start time, how long, severity, symptoms, what you took and whether it "
            "worked, plus possible triggers - sleep, food, periods, stress and screen time.",
            {"gp": "Ifeoma Ashworth", "preventive": "propranolol"}),
        Fill(1, 2),
        Say(40, "that made me so tired I couldn't function so dr ashworth switched me to "
                "amitriptyline 10mg at night. will it make me groggy in the morning",
            "Some morning grogginess is common at first; taking it earlier in the evening often "
            "helps and it usually settles after a couple of weeks.",
            {"preventive": "amitriptyline"}),
        Fill(41, 3),
        Say(90, "3 months on that and it didn't touch it. trying candesartan now, she said it's "
                "a blood pressure one used off label",
            "Candesartan has decent evidence for migraine prevention. It's usually built up "
            "slowly, with a blood pressure and kidney check.",
            {"preventive": "candesartan"}),
        Say(91, "neurologist had mentioned those CGRP injections like aimovig but apparently I "
                "have to fail 3 preventers first",
            "That's usually how the criteria work, so keeping your diary going helps show what "
            "you've tried."),
        Fill(92, 2),
        Say(120, "my mum's had migraines forever too, she's been on pizotifen since the 90s",
            "Migraine often runs in families. Pizotifen is an older preventer still used by "
            "some people."),
    ), (
        ("preventive", "which migraine preventer am I taking at the moment?"),
        ("gp", "who's my doctor at the surgery?"),
    )),

    Written("a_low_mood_cardiff", (
        Say(0, "been low for months and finally went to the GP. started sertraline 50mg this "
               "week. feel sick all the time, will the nausea pass?",
            "Nausea is one of the most common early side effects and usually settles within one "
            "to two weeks. Taking it with food can help.",
            {"sertraline_dose": "50mg"}),
        Fill(1, 3),
        Say(12, "got referred for talking therapy too. my therapist is called Gethin Prydderch, "
                "we do CBT over video on tuesdays",
            "That's good to have alongside the medication. CBT can feel like homework at first "
            "but tends to pay off.",
            {"therapist": "Gethin Prydderch"}),
        Fill(13, 3),
        Say(50, "review with the GP. we agreed to go up to 100mg since I'm only a bit better. "
                "does going up bring the side effects back?",
            "Sometimes mild side effects come back for a week or so after an increase, but "
            "they're usually less than at the start.",
            {"sertraline_dose": "100mg"}),
        Say(51, "my flatmate is on 150mg of sertraline and she says her jump was fine",
            "Everyone reacts a bit differently, but it's reassuring to hear."),
        Fill(52, 4),
        Say(80, "any tips for getting out of bed on the bad mornings",
            "Set one small first step, like sitting up and drinking water, open the curtains "
            "straight away, and plan something easy you can look forward to."),
    ), (
        ("sertraline_dose", "what dose of my antidepressant am I on now?"),
        ("therapist", "who do I do my CBT sessions with?"),
    )),

    Written("a_coeliac_new", (
        Say(0, "just diagnosed coeliac. hospital dietitian is Saoirse Lennon-Amadi, seeing her in "
               "3 weeks. in the meantime is oat milk ok?",
            "Oats are often contaminated with wheat, so only oat milk labelled gluten-free is "
            "safe. Some coeliacs also react to oats themselves - worth asking at your "
            "appointment.",
            {"dietitian": "Saoirse Lennon-Amadi"}),
        Fill(0, 1),
    ), (
        ("dietitian", "who's the dietitian I'm booked in with?"),
    )),

    Written("a_sarcoid_scan", (
        Say(0, "sarcoidosis follow up, my CT is on thursday at 8.40. can I eat beforehand?",
            "It depends on whether they use contrast - check the letter. Many chest CTs don't "
            "need fasting, but some ask for nothing to eat for a few hours.",
            {"scan_day": "thursday"}),
        Say(0, "oh sorry I misread the letter, it's friday not thursday. same time",
            "No problem - Friday at 8.40 then. The same eating advice applies.",
            {"scan_day": "friday"}),
        Fill(1, 1),
    ), (
        ("scan_day", "what day is my ct scan?"),
    )),

    Written("a_dialysis_freiburg", (
        Say(0, "Good day, I write in English for practice. I have kidney failure and I go to "
               "haemodialysis at the centre in Freiburg-Haslach on Monday, Wednesday and Friday "
               "mornings, four hours each. Which foods are high in potassium that I must avoid?",
            "Bananas, potatoes, tomatoes, dried fruit, nuts, chocolate, oranges and many salt "
            "substitutes are high in potassium. Your dialysis dietitian can give you a list "
            "fitted to your blood results.",
            {"dialysis_unit": "Freiburg-Haslach", "dialysis_days": "Monday, Wednesday and Friday"}),
        Fill(0, 6),
        Say(15, "My transplant coordinator at the university clinic is Frau Birgit "
                "Oberhollenzer. She says I am now active on the waiting list.",
            "That is an important step. Keep your phone charged and on loud, and tell her about "
            "any infection or hospital stay.",
            {"transplant_coordinator": "Oberhollenzer"}),
        Fill(16, 9),
        Say(40, "The fluid limit is very hard in summer. How can I manage the thirst?",
            "Ice cubes or frozen grapes, a small cup, sugar-free gum, less salt, and spreading "
            "your allowance over the day help many people."),
        Fill(41, 8),
        Say(70, "We moved house, so now I dialyse at the centre in Emmendingen, only five "
                "minutes by car. The same days as before.",
            "That will save you a lot of travel time and energy. Ask the new unit whether you "
            "can keep a similar chair time.",
            {"dialysis_unit": "Emmendingen"}),
        Say(71, "The nurses in Haslach gave me a card when I left. I miss them already.",
            "That's a sign of how much they cared. You might visit them when you're nearby."),
        Say(72, "Another patient in my new unit, Herr Kowalczyk, goes Tuesday, Thursday and "
                "Saturday evenings. He says it is quieter then.",
            "Evening sessions suit some people, especially if they work. If you'd like to try "
            "it, the unit can tell you whether a slot is free."),
        Fill(73, 9),
        Say(110, "Is it okay to eat some chips if I boil the potatoes first?",
            "Boiling cut potatoes in plenty of water and throwing away the water lowers their "
            "potassium. A small portion is often fine - check with your dietitian."),
        Fill(111, 6),
    ), (
        ("dialysis_unit", "where do I go for my dialysis now?"),
        ("dialysis_days", "which days of the week are my dialysis sessions?"),
        ("transplant_coordinator", "What is the name of my transplant coordinator?"),
    )),

    Written("a_psa_mtx", (
        Say(0, "psoriatic arthritis. I take methotrexate on sundays and folic acid the other "
               "days. is a glass of wine at a wedding ok?",
            "Many rheumatologists are fine with a small amount of alcohol within weekly limits, "
            "but it adds strain on the liver, so check what yours has said.",
            {"mtx_day": "sundays"}),
        Say(30, "moved my methotrexate to fridays, I feel rubbish the day after and I don't want "
                "to lose my weekends anymore",
            "That's a common and sensible change. Move the folic acid days around it too.",
            {"mtx_day": "fridays"}),
        Say(31, "my rheumy mentioned maybe adding a biologic like cosentyx later but not yet",
            "Good to know the option is there if things don't settle."),
    ), (
        ("mtx_day", "which day am I doing my weekly methotrexate?"),
    )),

    Written("a_endo_lap", (
        Say(0, "I have endometriosis, stage 3 they think. My gynaecologist Dr. Meenakshi Deodhar "
               "at Ruby Hall in Pune has booked my laparoscopy for 22 May. I am anxious about "
               "the general anaesthetic. What happens on the day?",
            "You'll be asked to fast beforehand, meet the anaesthetist and surgeon, and usually "
            "go home the same day or the next. It's normal to feel anxious - write your "
            "questions down for the anaesthetist.",
            {"gynaecologist": "Meenakshi Deodhar", "surgery_date": "22 May"}),
        Fill(1, 3),
        Say(20, "Pain is bad this cycle. Is a heat pad safe to use all night?",
            "Falling asleep on a heat pad can cause burns. Use one with an auto-off timer."),
        Fill(21, 3),
        Say(50, "The hospital postponed the lap because of a theatre scheduling problem. New "
                "date is 17 June. Honestly relieved and annoyed at the same time.",
            "That mix of feelings makes complete sense. Ask to be told about cancellations if "
            "you'd like to go earlier.",
            {"surgery_date": "17 June"}),
        Say(51, "My cousin had her lap with Dr. Bhosale in Mumbai and was back at work in a week.",
            "Recovery varies; some people need two weeks or more if more is removed."),
        Fill(52, 3),
    ), (
        ("surgery_date", "when is my laparoscopy happening?"),
        ("gynaecologist", "who's my gynae?"),
    )),

    Written("a_hip_waitlist", (
        Say(0, "on the waiting list for a hip replacement at Royal Hobart Hospital, 18 months "
               "they reckon. what can I do to stay fit in the meantime",
            "Swimming or aqua aerobics, an exercise bike, strengthening exercises for the "
            "glutes and thighs, and keeping weight steady all help recovery later.",
            {"hip_hospital": "Royal Hobart Hospital"}),
    ), (
        ("hip_hospital", "which hospital's list am I waiting on for my hip?"),
    )),

    Written("a_thyroid_levo", (
        Say(0, "Hashimoto's. levothyroxine 75 micrograms every morning. do I have to take it "
               "before coffee?",
            "Ideally take it with water 30-60 minutes before coffee or breakfast, since coffee "
            "reduces absorption.",
            {"levo_dose": "75 micrograms"}),
        Say(25, "TSH still high so GP put me up to 100 micrograms. tired all the time still",
            "It takes about six weeks for a new dose to settle, so expect a repeat blood test "
            "then.",
            {"levo_dose": "100 micrograms"}),
        Say(26, "my mum's on 125 micrograms and drinks coffee with hers, says I worry too much",
            "Some people do fine if they're consistent every day; the GP then adjusts the dose."),
        Fill(27, 1),
    ), (
        ("levo_dose", "how much levothyroxine am I taking now?"),
    )),

    Written("a_t2_kingston", (
        Say(0, "Good evening. I was diagnosed with type 2 diabetes last year. I take metformin "
               "1g twice a day. My dietitian at the University Hospital of the West Indies is "
               "Mrs. Claudette Fairweather. Is sweet potato better than white rice?",
            "Sweet potato has more fibre and usually raises blood sugar a little more slowly. "
            "Portion size matters most, and pairing it with protein and vegetables helps.",
            {"diabetes_med": "metformin", "dietitian": "Claudette Fairweather"}),
        Fill(1, 3),
        Say(30, "The doctor said if my HbA1c does not come down she might consider Ozempic, but "
                "for now nothing new. I would rather avoid injections.",
            "Many people bring their HbA1c down with diet, activity and weight loss. Ask when "
            "the next test is so you have a target."),
        Fill(31, 4),
        Say(70, "Mrs. Fairweather has retired, so I am seeing a new dietitian, a young man, "
                "Mr. Dwayne Ebanks. He wants me to count carbohydrates.",
            "Carb counting is a useful skill. He can help you start with common meals.",
            {"dietitian": "Dwayne Ebanks"}),
        Say(71, "My brother takes Jardiance and gliclazide for his sugar. He complains about the "
                "side effects.",
            "Each has its own side effects; his doctor can review them if they bother him."),
        Fill(72, 3),
        Say(100, "What is a good breakfast that will not spike my sugar?",
            "Eggs with vegetables, plain yoghurt with nuts, or wholegrain toast with peanut "
            "butter are good options."),
    ), (
        ("diabetes_med", "What tablet am I taking for my sugar?"),
        ("dietitian", "Who is my dietitian these days?"),
    )),

    Written("a_fibro_asheville", (
        Say(0, "I have fibromyalgia and I'm seen at the pain clinic at Mission Hospital in "
               "Asheville by Dr. Lorena Quintanilla. She started me on pregabalin 75 mg at "
               "night. What side effects should I watch for?",
            "Dizziness, drowsiness, weight gain, swelling in the ankles and blurred vision are "
            "the common ones. Don't stop it suddenly.",
            {"pain_doctor": "Lorena Quintanilla", "pregabalin_dose": "75 mg at night"}),
        Fill(0, 5),
        Say(10, "the brain fog is real. is there anything that helps concentration",
            "Lists, alarms, doing hard tasks at your best time of day, and short breaks help."),
        Fill(11, 8),
        Say(35, "Quintanilla upped the pregabalin to 150 mg at night. sleeping better actually",
            "Better sleep is often one of the first benefits. Watch for more drowsiness the "
            "next morning.",
            {"pregabalin_dose": "150 mg at night"}),
        Fill(36, 9),
        Say(60, "a lady in my hydrotherapy class is on Cymbalta for fibro, she says it helped "
                "the mood side too",
            "Duloxetine is used for fibromyalgia. It could be one to ask about if needed."),
        Fill(61, 7),
        Say(90, "my insurance changed so I have to move to the pain center at AdventHealth in "
                "Hendersonville. my new pain doctor there is Dr. Obinna Castellanos",
            "Ask the old clinic to send your records before the first visit so nothing gets "
            "repeated.",
            {"pain_doctor": "Obinna Castellanos"}),
        Fill(91, 6),
        Say(110, "Dr Castellanos split my pregabalin into 75 mg twice a day instead of all at "
                 "night, says it'll even out the daytime pain. same total right?",
            "Yes, the same daily total, just spread out.",
            {"pregabalin_dose": "75 mg twice a day"}),
        Say(111, "funny, Dr. Quintanilla never suggested splitting it, I took it all at night for "
                 "months",
            "Doctors differ in approach; both are common ways to take it."),
        Fill(112, 6),
    ), (
        ("pain_doctor", "which doctor handles my fibro pain now?"),
        ("pregabalin_dose", "how am I supposed to be taking my pregabalin now?"),
    )),

    Written("a_nut_allergy_gdansk", (
        Say(0, "my son Teodor has a peanut and cashew allergy, we see Dr. Agnieszka Wróblewska "
               "at the allergy clinic in Gdańsk. he starts nursery next month, what should they "
               "have in his kit?",
            "Two adrenaline pens, antihistamine, a written allergy action plan with his photo, "
            "and your contact numbers. The staff should be trained on the pens.",
            {"allergist": "Agnieszka Wróblewska"}),
        Say(60, "the nursery teacher's daughter has a nut allergy too, she sees someone private "
                "in Sopot",
            "Good that the teacher understands it first-hand."),
    ), (
        ("allergist", "who's Teodor's allergy doctor?"),
    )),

)
# fmt: on


def batch_a_tenants() -> list[Tenant]:
    """Set A as tenants, numbered after the sets written before it."""
    return numbered_in_order("a", BATCH_A)
