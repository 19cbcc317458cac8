"""Set P: people who keep one long-running assistant as a personal helper and expect it to
remember them. A retired lorry driver, a teenager revising for exams, a night-shift cleaner,
a new father, a wheelchair user planning a holiday, a match angler, a pastor, a farmer's wife
who does the books, a student nurse, a long-distance couple, a recovering gambler on a budget,
a carer for a mother with dementia, a darts player, an au pair, a widower learning to cook, a
tailor, a snowbird, a developer, a bus driver, a seafarer and a few people with one quick
preference. They tell it who they are and how they want answers (names they go by, diet,
allergies, family, pets, medication, budgets, devices, routines), mostly in passing inside a
request, over weeks or months; some write formally, some in lowercase slang with typos, some in
a second language. Facts are restated unchanged, then changed with or without saying so, and
other people's preferences, old habits and plans that never happened are mentioned after."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_P: tuple[Written, ...] = (
    Written("p_retired_lorry_driver", (
        Say(0, "right, first go at one of these. name's Fergus Imrie but nobody's called me "
               "Fergus since school, it's Ferg. drove artics 31 year for Tullochside Haulage, "
               "retired last month. keep your answers short, my eyes arent what they were",
            "Nice to meet you, Ferg. Short answers it is - ask away.",
            {"nickname": "Ferg", "old_employer": "Tullochside Haulage"}),
        Fill(0, 3),
        Say(2, "the doc has me on amlodipine for the blood pressure, 5mg. is a dram ok with it",
            "One small dram is usually fine with amlodipine, but it can make you light-headed. "
            "Check with your GP if you feel dizzy.",
            {"bp_med": "amlodipine"}),
        Fill(2, 6),
        Say(9, "taking the dog Bracken up the glen tomorrow. what should i check before going",
            "Check the hill forecast and wind, take water for Bracken, and tell someone your "
            "route.",
            {"dog": "Bracken"}),
        Fill(9, 8),
        Say(25, "still on the amlodipine. ankles swelling up like balloons mind",
            "Ankle swelling is a known side effect of amlodipine. Mention it to your GP - there "
            "are alternatives.",
            {"bp_med": "amlodipine"}),
        Fill(25, 5),
        Say(40, "saw a different GP, young lass, she's taken me off the old pills and put me on "
                "losartan instead. any foods to avoid",
            "With losartan, go easy on salt substitutes and bananas in big amounts - they are "
            "high in potassium. Otherwise normal food is fine.",
            {"bp_med": "losartan"}),
        Fill(40, 7),
        Say(58, "brother in law Hamish has been on amlodipine for twenty years and swears by it. "
                "funny how it never suited me",
            "Everyone reacts differently - what suits Hamish won't suit everybody."),
        Fill(58, 6),
        Say(75, "the grandweans have started calling me Grampa Truck and to be honest i like it "
                "better than anything. you can call me that too",
            "Grampa Truck it is.",
            {"nickname": "Grampa Truck"}),
        Fill(75, 8),
        Say(76, "the wee one made me a sign for the shed with it on and everything",
            "That's one to keep."),
        Say(90, "Bracken's limping after the hill, front left paw. what do i look for",
            "Check between the pads for thorns or cuts and feel for heat. If she's still "
            "limping in two days, see the vet."),
        Fill(90, 4),
    ), (
        ("nickname", "what should you call me?"),
        ("bp_med", "which blood pressure tablets am i on these days"),
        ("dog", "whats the dog called again"),
        ("old_employer", "which firm was it i drove for all those years"),
    )),
    Written("p_gcse_revision", (
        Say(0, "hiii ok so gcses in like 7 weeks and physics is literally killing me. can u make "
               "me a revision timetable. i revise on my mums old ipad btw so nothing that needs "
               "a laptop",
            "You've got this! Here's a 7-week plan with extra physics slots, all doable on an "
            "iPad.",
            {"weakest_subject": "physics", "revision_device": "ipad"}),
        Fill(0, 2),
        Say(3, "also pls dont give me massive paragraphs, bullet points only or i zone out",
            "- Got it\n- Bullet points from now on",
            {"answer_format": "bullet points"}),
        Fill(3, 3),
        Say(10, "ok physics is actually fine now after that forces video. its chem thats the "
                "problem, moles make zero sense",
            "- Moles = counting particles in bulk\n- Let's do 3 worked examples\n- Then 5 "
            "practice ones",
            {"weakest_subject": "chem"}),
        Fill(10, 2),
        Say(14, "my friend jaz says biology is the worst but shes lying bio is easy",
            "- Everyone has a different nemesis\n- Jaz might need help with bio later"),
        Fill(14, 2),
        Say(20, "school gave everyone in year 11 a chromebook!! so i can do the online past "
                "papers now. whats the best site for aqa past papers",
            "- AQA's own website has past papers and mark schemes\n- Work through them timed",
            {"revision_device": "chromebook"}),
        Fill(20, 3),
        Say(26, "tbh my mums ipad was better for flashcards, the keys on this thing are sticky",
            "- Try a flashcard app in the browser\n- Or clean the keys with a dry brush"),
        Fill(26, 1),
    ), (
        ("weakest_subject", "what subject am i worst at rn"),
        ("revision_device", "what am i doing my revision on"),
        ("answer_format", "how do i want u to lay out answers"),
    )),
    Written("p_night_cleaner", (
        Say(0, "Hello. I work cleaning at night in Mercyfield Hospital, shift is 10pm to 6am. I "
               "need to sleep in the day but the neighbours are loud. What can I do?",
            "Try foam earplugs, blackout curtains and white noise. You could also leave a "
            "friendly note explaining you work nights.",
            {"shift": "10pm to 6am", "workplace": "Mercyfield Hospital"}),
        Fill(0, 3),
        Say(4, "Thank you. Please write me simple English always, it is not my first language, I "
               "am from Romania",
            "Of course. I will use short and simple sentences.",
            {"answer_language": "simple English"}),
        Fill(4, 4),
        Say(12, "Still 10pm to 6am, I am tired all the time. Is it ok to sleep in two parts?",
            "Yes, many night workers sleep in two parts. Try one long sleep in the morning and "
            "a short one before work.",
            {"shift": "10pm to 6am"}),
        Fill(12, 3),
        Say(19, "the agency changed the rota, now is 11pm to 7am. the last bus is 10.40 so how I "
                "get there?",
            "You could ask a colleague for a lift, check if there is a night bus, or ask the "
            "agency about a taxi for late starts.",
            {"shift": "11pm to 7am"}),
        Fill(19, 3),
        Say(22, "my colleague Ilinca she still has the old hours, 10pm to 6am, lucky her",
            "That is lucky. Maybe you can ask to swap with someone later."),
        Fill(22, 2),
        Say(45, "my cousin Dorina got a job cleaning at Brackenford Shopping Centre, only day "
                "work. maybe I ask there also? or I stay at the hospital, the money is better",
            "Ask them what they pay first. Day work is easier for sleep, but the money matters "
            "too."),
        Fill(45, 3),
    ), (
        ("shift", "what hours do I work?"),
        ("workplace", "where do I do my cleaning job?"),
        ("answer_language", "how should you write to me?"),
    )),
    Written("p_new_father", (
        Say(0, "Wife's due in three weeks and I'm panicking in a calm way. Partner is Anneke, "
               "first baby. If it's a girl she's going to be Marigold, that's settled. What do I "
               "actually need in the hospital bag?",
            "Congratulations! For the bag: snacks, phone charger, clothes for Anneke, a going-"
            "home outfit, nappies and the car seat fitted in advance.",
            {"partner": "Anneke", "baby_name": "Marigold"}),
        Fill(0, 4),
        Say(21, "She's here!! 3.4kg, both fine. Marigold is perfect. How often should a "
                "newborn feed?",
            "Congratulations! Newborns usually feed 8 to 12 times in 24 hours.",
            {"baby_name": "Marigold"}),
        Fill(21, 6),
        Say(26, "we're combi feeding, using Little Meadow formula for the night feeds. how much "
                "per feed at 5 days old",
            "Around 60-70ml per feed at that age, but follow her cues and the tin.",
            {"formula": "Little Meadow"}),
        Fill(26, 8),
        Say(35, "Registered her today. Confession: the first name we picked never stuck, we'd "
                "both been calling her Tam for a week. She's officially Tamsin. Do I need to "
                "tell the GP separately?",
            "Lovely name. The registration updates NHS records, but it is worth telling the GP "
            "surgery so her notes match.",
            {"baby_name": "Tamsin"}),
        Fill(35, 7),
        Say(50, "health visitor thinks the reflux might be the formula so we've gone over to "
                "Nuvella Comfort. how long before we know if it's helping",
            "Give it about a week to ten days. Keep a note of feeds and spit-ups.",
            {"formula": "Nuvella Comfort"}),
        Fill(50, 6),
        Say(64, "my sister used Little Meadow with both of hers and never had a single problem, "
                "typical",
            "Babies are different - what suits one won't suit another."),
        Fill(64, 4),
        Say(80, "Anneke's back at work Monday and I'm on my own with the little one. Tips for "
                "doing bath time solo?",
            "Get everything ready before you undress her, keep one hand on her at all times, "
            "and keep it short."),
        Fill(80, 3),
    ), (
        ("baby_name", "what's my daughter's name?"),
        ("formula", "which formula is she on?"),
        ("partner", "what's my wife called?"),
    )),
    Written("p_wheelchair_holiday", (
        Say(0, "Good morning. I am a full-time wheelchair user (power chair, lithium battery) "
               "and I am planning a holiday for September. Please always check step-free "
               "access when you suggest anything. I am thinking of Bellacosta on the coast.",
            "Good morning. I will always check step-free access. Bellacosta has a long "
            "promenade; I can look into hotels and transport there.",
            {"chair": "power chair", "destination": "Bellacosta"}),
        Fill(0, 5),
        Say(6, "My husband Joost will travel with me. He does not drive abroad, so public "
               "transport only, please.",
            "Understood - I will only suggest accessible public transport and taxis."),
        Fill(6, 6),
        Say(20, "I have read that Bellacosta's old town is all cobbles and stairs. Is the "
                "seafront at least flat?",
            "The seafront is mostly flat with dropped kerbs, but the old town is steep. You "
            "would want to stay near the promenade.",
            {"destination": "Bellacosta"}),
        Fill(20, 8),
        Say(38, "We have decided against it. We have booked Castellmar instead; the tourist "
                "office sent me an accessibility map. Which beaches have a floating chair?",
            "Castellmar has two beaches with amphibious chairs and staff to help; both have "
            "boardwalks to the water.",
            {"destination": "Castellmar"}),
        Fill(38, 6),
        Say(45, "The flights are booked with Skylark Air. What documentation do they need for "
                "the battery?",
            "Airlines usually need the battery type and watt-hours, and how to disconnect it. "
            "Send them the manufacturer's sheet at least 48 hours ahead."),
        Fill(45, 8),
        Say(70, "Skylark Air cancelled the route, unbelievable. We are now on Corvane Airways, "
                "same day. Do I need to send the battery form again?",
            "Yes - the form goes to the operating airline, so send it to Corvane Airways "
            "too."),
        Fill(70, 6),
        Say(72, "My friend Saskia went to Bellacosta last year with her scooter and said it "
                "was fine, but she can walk a few steps.",
            "That makes a big difference; the steps that suit Saskia would not suit you."),
        Fill(72, 5),
    ), (
        ("destination", "where are we going on holiday in September?"),
        ("chair", "what kind of chair do I use?"),
    )),
    Written("p_match_angler", (
        Say(0, "fish matches most weekends with Lowfield Anglers, mostly canal and commercials. "
               "want a notebook in here to track weights and what the fish are feeding on",
            "Happy to keep a log. Send me venue, peg, weight and baits after each match.",
            {"club": "Lowfield Anglers"}),
        Fill(0, 3),
        Say(3, "sunday on the Brindle Canal, 4kg bream, chopped worm and caster did it. my pole "
               "is a Kestra 13m, is 13 long enough for the far shelf on there?",
            "13m reaches the far shelf on most of the Brindle. Logged: 4kg bream, worm and "
            "caster.",
            {"pole": "Kestra"}),
        Fill(3, 6),
        Say(17, "club AGM tonight. fees going up to 45 quid, might be time to look around",
            "Worth comparing what other clubs charge and what venues you'd get."),
        Fill(17, 5),
        Say(30, "first match with the Hollins Weir lot done, 3rd in section. lovely bunch, none "
                "of the old club politics",
            "Great start - third in section first time out. Logged.",
            {"club": "Hollins Weir"}),
        Fill(30, 7),
        Say(48, "my mate Crossley is still at Lowfield, says theyve lost half the members",
            "Sounds like a few people had the same idea as you."),
        Fill(48, 4),
        Say(60, "treated myself, Marlow Elite 14.5m. what top kits should i carry for it",
            "Three or four power kits and a couple of lighter ones for silvers is a good start.",
            {"pole": "Marlow Elite"}),
        Fill(60, 6),
        Say(62, "sold the old Kestra to a lad off the forum for 300, was that fair",
            "For a used 13m in decent nick that sounds fair."),
        Fill(62, 5),
    ), (
        ("club", "who am i fishing matches for these days"),
        ("pole", "what pole have i got"),
    )),
    Written("p_pastor", (
        Say(0, "Good evening. I pastor a small congregation at Cwmderyn Baptist Chapel. When "
               "you quote Scripture, please use the NRSV.",
            "Good evening. I will quote from the NRSV.",
            {"church": "Cwmderyn Baptist Chapel", "translation": "NRSV"}),
        Fill(0, 2),
        Say(5, "This autumn's sermon series will be on the book of Ruth. Could you suggest a "
               "five-week outline?",
            "Here is an outline: 1. Loss and loyalty; 2. Gleaning; 3. The threshing floor; "
            "4. The redeemer; 5. The line of David."),
        Fill(5, 3),
        Say(30, "The deacons have asked that we read from the ESV on Sundays going forward, so "
                "please quote that from now on. I confess I shall miss the NRSV.",
            "Understood - I will quote from the ESV from now on.",
            {"translation": "ESV"}),
        Fill(30, 2),
        Say(33, "My colleague at the Methodist church across the valley uses the King James "
                "only, which makes our joint services interesting.",
            "That must make the readings sound quite different side by side."),
        Fill(33, 2),
        Say(60, "We've postponed Ruth until the new year, the funerals have been heavy. For now "
                "it's Advent through Isaiah. Could you help with the first sermon?",
            "Certainly. Isaiah 40, 'Comfort, comfort my people', would be a fitting start."),
        Fill(60, 2),
    ), (
        ("translation", "which Bible version should you quote for me?"),
        ("church", "what's the name of my church?"),
    )),
    Written("p_farm_books", (
        Say(0, "Hi, I do the books for our sheep and beef farm, Kowhai Downs, and my husband "
               "Rangi does everything else. We use Ledgerly for the accounts. GST is "
               "two-monthly. Can you explain what goes in the livestock schedule?",
            "The schedule lists opening and closing numbers by class, births, deaths, "
            "purchases, sales and rations, valued at herd scheme or national average values.",
            {"husband": "Rangi", "software": "Ledgerly"}),
        Fill(0, 4),
        Say(8, "Our accountant is Mere Tupaea at Whitcombe & Lyle, she does the year end. Do I "
               "send her the bank statements or does she pull them?",
            "Most firms can pull them through a bank feed if you authorise it. Ask Mere which "
            "she prefers.",
            {"accountant": "Mere Tupaea"}),
        Fill(8, 6),
        Say(25, "Ledgerly put their price up again, $89 a month now. Still cheaper than "
                "changing I suppose",
            "Changing software costs time as well as money, so that is fair.",
            {"software": "Ledgerly"}),
        Fill(25, 8),
        Say(50, "Mere has retired! The firm's handed us to a young chap, Hemi Barclay-Ross. He "
                "wants the stock reconciliation by the 20th.",
            "I can help you get the stock reconciliation ready for Hemi.",
            {"accountant": "Hemi Barclay-Ross"}),
        Fill(50, 7),
        Say(70, "Hemi says we can go six-monthly for GST now, which suits me. When's the first "
                "return due?",
            "It depends on your balance date; usually the month after each six-month period."),
        Fill(70, 6),
        Say(95, "Been moving everything across into Paddock Books this week, Hemi's firm "
                "prefers it. How do I map the livestock accounts?",
            "Create income and expense accounts for each stock class, then map the old codes "
            "across one by one.",
            {"software": "Paddock Books"}),
        Fill(95, 8),
        Say(98, "my sister-in-law still uses Ledgerly for her lifestyle block and loves it",
            "It suits smaller blocks well."),
        Fill(98, 4),
    ), (
        ("software", "what accounts program are we on?"),
        ("accountant", "who does our accounts at the firm?"),
        ("husband", "what's my husband's name?"),
    )),
    Written("p_student_nurse", (
        Say(0, "hey, 2nd yr adult nursing student at Caledon Vale Uni. placement starts monday "
               "on Larch Ward (respiratory). my practice assessor is Sister Okafor-Byrne, bit "
               "scary. can u help me revise inhaler types",
            "Sure! Main types: MDIs, MDIs with spacers, dry powder inhalers and nebulisers.",
            {"placement": "Larch Ward"}),
        Fill(0, 3),
        Say(7, "also i learn better from examples than definitions, always give me a patient "
               "example pls",
            "Will do - e.g. Mr B, 72, COPD, struggling with his MDI technique..."),
        Fill(7, 3),
        Say(40, "Larch done!! signed off. next one is community, with the district nurses in "
                "Dunmorrow. whats a typical day like",
            "Morning handover, then home visits: wound care, insulin, catheters, end-of-life "
            "care. Lots of driving!",
            {"placement": "district nurses"}),
        Fill(40, 4),
        Say(42, "my new assessor is Gethin, a proper laugh, he's been a DN 20 years",
            "Sounds like you'll learn a lot from him."),
        Fill(42, 3),
        Say(60, "my flatmate Priyanka is on Larch Ward now, told her to bring snacks for the "
                "nights",
            "Good advice - nights on a ward are long."),
        Fill(60, 2),
    ), (
        ("placement", "where am i on placement at the moment"),
    )),
    Written("p_long_distance", (
        Say(0, "my girlfriend Ines lives in Port Esker and im in Kelderby... ugh. we video call "
               "every sunday at 8pm my time. help me plan a care package",
            "Cute! Try her favourite snacks from Kelderby, a handwritten letter and something "
            "that smells like you.",
            {"partner_city": "Port Esker", "call_time": "sunday at 8pm"}),
        Fill(0, 2),
        Say(10, "she got the job!! moving to Vellmouth for it. 3 hours further ahead of me now "
                "ffs",
            "Congrats to her! The time difference will take some juggling.",
            {"partner_city": "Vellmouth"}),
        Fill(10, 3),
        Say(14, "sunday 8pm is now like 4am for her lol so we moved calls to saturday mornings. "
                "whats a good game to play on a call",
            "Try an online quiz, a co-op puzzle game, or watch a film in sync.",
            {"call_time": "saturday mornings"}),
        Fill(14, 3),
        Say(30, "my brother and his boyfriend call every night at 10, couldnt be us",
            "Every couple finds its own rhythm."),
        Fill(30, 2),
        Say(55, "booked flights to see her in march!! 9 days",
            "Amazing! Nine days will fly by."),
        Fill(55, 2),
        Say(70, "moved my flights to february, she has a work trip in march. tips for jetlag?",
            "Shift your sleep an hour a day before you go, and get daylight when you land."),
    ), (
        ("partner_city", "where does my gf live now"),
        ("call_time", "when do we normally do our calls"),
    )),
    Written("p_gambling_recovery", (
        Say(0, "I'm 8 months off the betting. My counsellor suggested I track every penny so "
               "I'm going to use you for that. Weekly spend limit is £60 after rent and bills. "
               "Don't ever suggest anything with odds or prizes, even as a joke.",
            "Well done on eight months. I'll help you track spending against £60 a week, and "
            "I won't suggest anything with odds or prizes.",
            {"weekly_budget": "£60"}),
        Fill(0, 4),
        Say(3, "Saving for driving lessons, about £400 needed. Spent £12 on a takeaway Friday, "
               "that's my treat for the week",
            "Logged: £12 takeaway. £48 left this week. Driving lessons fund noted.",
            {"savings_goal": "driving lessons"}),
        Fill(3, 6),
        Say(10, "Tuesday night meeting at the Ashgrove hall went well, I read out my step",
            "That takes courage. Well done."),
        Fill(10, 7),
        Say(30, "under budget this week, spent £51 of the £60. small wins",
            "£9 under - that's a real win.",
            {"weekly_budget": "£60"}),
        Fill(30, 6),
        Say(48, "Got a pay rise at the depot. Talked it through with my counsellor and the "
                "weekly amount can go to £75. Still want you keeping me honest",
            "Congratulations. New limit £75 a week - I'll keep you honest.",
            {"weekly_budget": "£75"}),
        Fill(48, 7),
        Say(60, "the hall's being refurbished so our group's moved to Thursdays at the library",
            "Noted. Good that the group is carrying on."),
        Fill(60, 5),
        Say(75, "putting the lessons on hold, my brother's giving me his old car when I pass "
                "anyway and he can teach me. The savings are going toward a flat deposit now, "
                "been in this box room long enough",
            "That's a great goal. Want me to work out how long it'll take at your current "
            "rate?",
            {"savings_goal": "flat deposit"}),
        Fill(75, 6),
        Say(78, "a lad from group, Dessie, is saving for a holiday to see his kids. proud of him",
            "That's lovely to hear."),
        Say(80, "back when I was betting I'd blow £60 in ten minutes on a Saturday. mad to "
                "think about now",
            "It shows how far you've come."),
        Fill(80, 4),
    ), (
        ("weekly_budget", "how much am I allowed to spend a week?"),
        ("savings_goal", "what am I putting money aside for?"),
    )),
    Written("p_dementia_carer", (
        Say(0, "I care for my mum, Nesta, who has Alzheimer's. She's on donepezil 10mg at night. "
               "I'm her only child and I work part-time. Can you help me keep track of things? "
               "Please be gentle with me, I'm not in a great place",
            "Of course. You're doing something really hard. I'll help you keep track of "
            "Nesta's care, one thing at a time.",
            {"mum_med": "donepezil"}),
        Fill(0, 5),
        Say(5, "She goes to Heatherlea day centre on Mondays and Wednesdays, which gives me a "
               "breather",
            "Those days matter for you too. Try to use some of that time for yourself.",
            {"day_centre_days": "Mondays and Wednesdays"}),
        Fill(5, 8),
        Say(30, "the consultant's stopped the donepezil, it was making her sick, and she's "
                "starting memantine. Any side effects I should watch?",
            "Memantine can cause dizziness, headache and constipation. Keep a simple diary for "
            "the first few weeks.",
            {"mum_med": "memantine"}),
        Fill(30, 8),
        Say(55, "Heatherlea have offered her a Friday too, so it's Mondays, Wednesdays and "
                "Fridays now. I might actually get a haircut",
            "That's good news. Please do book that haircut.",
            {"day_centre_days": "Mondays, Wednesdays and Fridays"}),
        Fill(55, 8),
        Say(80, "Mum asked for her sister Gwenllian today, who died in 1998. I didn't know what "
                "to say.",
            "Many carers gently go along with it - 'tell me about Gwenllian' - rather than "
            "repeating the loss."),
        Fill(80, 6),
        Say(110, "the respite week is booked at Ty Celyn care home for August, so I can go to my "
                 "son's wedding",
            "I'm glad. You deserve to be at the wedding without worrying.",
            {"respite": "Ty Celyn"}),
        Fill(110, 6),
        Say(130, "My friend Carys's dad is on donepezil and it's been brilliant for him, I'm "
                 "almost jealous",
            "It's natural to feel that. The same tablet works very differently for different "
            "people."),
        Fill(130, 5),
    ), (
        ("mum_med", "what dementia tablet is mum on now?"),
        ("day_centre_days", "which days does mum go to her day centre?"),
        ("respite", "where is mum staying for her respite week?"),
    )),
    Written("p_darts_player", (
        Say(0, "alright. play superleague darts for the Copper Kettle on wednesdays, average "
               "about 78. throw 22g tungsten. want a practice routine to get me over 80",
            "Try 30 mins of treble 20s, 15 mins of doubles around the board, then a game of "
            "121 checkout.",
            {"dart_weight": "22g", "team": "Copper Kettle"}),
        Fill(0, 3),
        Say(12, "tried my mates 24s at practice and they felt like cheating. ordered a set",
            "Heavier darts can feel more stable. Give them a couple of weeks."),
        Fill(12, 3),
        Say(20, "new 24g Vantor Ghosts turned up, hit a 140 first throw. whats a good checkout "
                "drill",
            "Great start! Try 'round the clock' on doubles, then practise common finishes "
            "like 40, 32 and 36.",
            {"dart_weight": "24g"}),
        Fill(20, 4),
        Say(40, "the Railway Arms captain tried to poach me for next season, £50 a win. told "
                "him no, the Kettle lads are family",
            "Loyalty counts for a lot."),
        Fill(40, 3),
        Say(42, "my old man used to throw 22g brass in the 80s, proper arrows",
            "Brass darts were thicker - impressive grouping if he could manage it."),
        Fill(42, 2),
    ), (
        ("dart_weight", "what weight darts am i throwing"),
        ("team", "which pub do i play for"),
    )),
    Written("p_au_pair", (
        Say(0, "Hola! I'm Valeria, I am au pair with the Fitzmaurice family in Ballyrane, two "
               "kids, Oisin 6 and Clodagh 3. Please answer me in English but correct my "
               "mistakes, I want to improve",
            "Hi Valeria! Happy to. Small correction: 'I am an au pair with the Fitzmaurice "
            "family'.",
            {"host_family": "Fitzmaurice"}),
        Fill(0, 3),
        Say(6, "Oisin refuse to eat anything green. Ideas for hide vegetables?",
            "('refuses', 'hidden'). Try blending spinach into pasta sauce or making green "
            "pancakes."),
        Fill(6, 3),
        Say(35, "Is very difficult now with the mother, she shouts at me. The agency says I can "
                "rematch. How it works?",
            "('It is very difficult', 'How does it work?'). The agency finds a new family "
            "and you usually have two weeks to move."),
        Fill(35, 2),
        Say(50, "new family!! the Delahunty family, in Kilcarrig, one baby girl, Aoife. they are "
                "so nice. how I make a sleep schedule for 10 months baby",
            "('how do I make', 'a 10-month-old'). At 10 months: two naps, around 10am and "
            "2pm, bedtime around 7pm.",
            {"host_family": "Delahunty"}),
        Fill(50, 3),
        Say(53, "my friend Luisa is au pair in Ballyrane also, she say the Fitzmaurice family "
                "have already a new girl",
            "('she says', 'already have'). They moved on quickly!"),
        Fill(53, 2),
    ), (
        ("host_family", "which family am I working for?"),
    )),
    Written("p_widower_cook", (
        Say(0, "Good afternoon. My wife Marguerite did all the cooking for 46 years and she "
               "passed in January. I am 79 and I would like to learn. My doctor says I must "
               "keep to a low-salt diet. I have an old electric coil stove. Where should a man "
               "start?",
            "I'm very sorry about Marguerite. Let's start with eggs, soup and a simple roast, "
            "all without added salt.",
            {"diet": "low-salt", "stove": "electric coil stove"}),
        Fill(0, 4),
        Say(2, "I should mention I am allergic to walnuts. Marguerite always left them out of "
               "the banana bread.",
            "Noted - no walnuts in anything I suggest.",
            {"allergy": "walnuts"}),
        Fill(2, 6),
        Say(9, "Please give me measurements in cups and spoons, I have no scale and I shall "
               "not be buying one at my age.",
            "Cups and spoons it is.",
            {"units": "cups and spoons"}),
        Fill(9, 8),
        Say(30, "The shepherd's pie was a success. My daughter Lise said it tasted like her "
                "mother's, which I am not sure is true.",
            "That is high praise. Well done."),
        Fill(30, 7),
        Say(60, "Lise has had an induction cooktop fitted, she says the coils were a fire "
                "risk. Will my cast iron pan work on this?",
            "Yes, cast iron works well on induction. Lift it rather than slide it so the glass "
            "does not scratch.",
            {"stove": "induction cooktop"}),
        Fill(60, 6),
        Say(98, "Lise gave me a digital scale for my birthday after all, so you may give "
                "weights in grams now. I stand corrected.",
            "Happy birthday! Grams from now on.",
            {"units": "grams"}),
        Fill(98, 6),
        Say(100, "My neighbour Albert still cooks everything on a gas ring in his shed and "
                 "measures in cups and spoons. I told him he is a dinosaur.",
            "Perhaps you can teach Albert a thing or two now."),
        Fill(100, 4),
    ), (
        ("stove", "what am I cooking on these days?"),
        ("units", "how should you give me quantities in recipes?"),
        ("allergy", "which nut can I not eat?"),
        ("diet", "what did the doctor say I must keep to?"),
    )),
    Written("p_sesame_allergy", (
        Say(0, "quick one: im allergic to sesame, like properly, epipen allergic. remember that "
               "whenever i ask for recipes or takeaway ideas",
            "Noted - I'll keep everything free of it and flag risky dishes.",
            {"allergy": "sesame"}),
        Say(0, "ok so whats a good quick dinner with chicken thighs",
            "Try lemon and garlic chicken thighs with roast potatoes and green beans."),
    ), (
        ("allergy", "what am i allergic to again?"),
    )),
    Written("p_time_format", (
        Say(0, "Kia ora, I'm in Tawhiri Bay. Use metric and 24-hour time please, I get muddled "
               "otherwise",
            "Kia ora! Metric and 24-hour time from now on.",
            {"time_format": "24-hour"}),
        Fill(0, 1),
        Say(1, "sorry, I meant the time bit the other way - I actually prefer 12-hour, am and "
               "pm. Metric is right though",
            "No problem - 12-hour time with am/pm, metric units.",
            {"time_format": "12-hour"}),
    ), (
        ("time_format", "how do I like times written?"),
    )),
    Written("p_goes_by_bea", (
        Say(0, "Hi, I'm Beatrix but please just call me Bea, everyone does",
            "Lovely to meet you, Bea!",
            {"name": "Bea"}),
        Say(0, "can you help me write a birthday card for my niece who's turning 10",
            "Of course! 'Happy 10th birthday! Double digits - how exciting...'"),
    ), (
        ("name", "what name do I go by?"),
    )),
    Written("p_new_phone", (
        Say(0, "my phone is a Pellon X4, how do i turn off read receipts on it",
            "On a Pellon X4: Settings > Messages > Chat features > Send read receipts.",
            {"phone": "Pellon X4"}),
        Say(3, "nvm that, gave up on it, battery was shot. got an Orbis 12 yesterday",
            "Nice upgrade!",
            {"phone": "Orbis 12"}),
        Say(3, "how do i move my whatsapp chats over",
            "Back up your chats on the old phone, then restore during setup on the new one."),
    ), (
        ("phone", "what phone have i got?"),
    )),
    Written("p_gone_vegan", (
        Say(0, "I'm pescatarian, can you suggest a week of packed lunches?",
            "Sure - tuna pasta salad, falafel wraps, egg fried rice, salmon and couscous, and "
            "lentil soup."),
        Say(0, "perfect, pescatarian and not too much prep please, I work in a warehouse",
            "Got it - quick, filling and no fuss.",
            {"diet": "pescatarian"}),
        Fill(0, 1),
        Say(2, "update: went fully vegan as of this week after that documentary. redo the "
               "lunches?",
            "Of course - chickpea wraps, lentil soup, tofu noodles, bean chilli and hummus "
            "pasta.",
            {"diet": "vegan"}),
        Say(2, "my husband's staying pescatarian so maybe one fish option for him on the side",
            "Easy - I'll add a tuna option for him."),
    ), (
        ("diet", "what diet am I following?"),
    )),
    Written("p_tailor_shop", (
        Say(0, "Good day. I run a small tailoring shop, Adwoa's Stitch & Style, in Adumase "
               "market. I sew kaba and slit, men's smocks and school uniforms. Please give any "
               "prices in cedis, not dollars.",
            "Good day! I will give prices in cedis. How can I help the shop?",
            {"shop": "Adwoa's Stitch & Style"}),
        Fill(0, 4),
        Say(4, "My apprentice Dedei is learning the overlock machine. How can I teach her to "
               "finish seams faster?",
            "Have her practise on scrap strips, the same seam 20 times, and time each one.",
            {"apprentice": "Dedei"}),
        Fill(4, 7),
        Say(20, "Dedei has cut her first kaba alone. I am proud",
            "That is a big step for an apprentice. Well done to you both.",
            {"apprentice": "Dedei"}),
        Fill(20, 8),
        Say(45, "School uniform season is coming. I need 300 yards of khaki at 28 cedis a yard. "
                "What is the total?",
            "300 x 28 = 8,400 cedis."),
        Fill(45, 6),
        Say(70, "Dedei finished her apprenticeship and has opened her own kiosk near the lorry "
                "park, God bless her. My new girl Selasi starts on Monday and she has never "
                "sewn before. Where do I begin with her?",
            "Start with threading, straight lines on paper, then simple hems before she "
            "touches customer work.",
            {"apprentice": "Selasi"}),
        Fill(70, 8),
        Say(74, "The new girl is slow but careful. I prefer careful",
            "Careful is easier to make fast than fast is to make careful."),
        Fill(74, 4),
        Say(90, "my neighbour the shoemaker has taken two apprentices, twins. I don't know how "
                "he manages",
            "Two at once is a lot of teaching!"),
        Fill(90, 3),
        Say(110, "Dedei visited today, she already has more wedding orders than me!",
            "A sign that you taught her well."),
        Fill(110, 3),
    ), (
        ("shop", "what is my shop called?"),
        ("apprentice", "who is learning the trade under me now?"),
    )),
    Written("p_snowbird", (
        Say(0, "Hello dear. My husband Alvin and I are retired from Kestle Creek, Saskatchewan, "
               "and every November we drive down to our trailer at Ocotillo Sands RV Resort for "
               "the winter. I need help planning the drive.",
            "What a lovely routine! I can help plan stops, fuel and weather checks for the "
            "drive.",
            {"winter_park": "Ocotillo Sands"}),
        Fill(0, 5),
        Say(10, "Alvin wants to do it in three days this year. I say five. Who's right?",
            "Five days is safer at your pace - shorter days mean less fatigue."),
        Fill(10, 8),
        Say(40, "We looked at a condo in Mesa Rojo online. Indoor pool, no more trailer "
                "leveling. Thinking about selling up.",
            "It could be more comfortable. Worth comparing fees and what you'd lose in "
            "community."),
        Fill(40, 7),
        Say(60, "Alvin put his foot down, no condo. He says he'd miss the card nights too much. "
                "Fine by me really.",
            "Card nights are worth a lot!"),
        Fill(60, 8),
        Say(100, "Our friends the Hendersons go to Palo Fierro every year, they keep telling us "
                 "to join them",
            "Maybe a visit for a few days would satisfy them."),
        Fill(100, 6),
        Say(150, "Grandson Tobiah is flying down to see us for Christmas! Which airport is "
                 "closest?",
            "I can check the nearest airports to the resort and the shuttle options."),
        Fill(150, 6),
        Say(200, "Packing up to go home in March. Any tips for winterizing the trailer?",
            "Drain the water lines, add antifreeze, cover the vents and remove food."),
        Fill(200, 4),
    ), (
        ("winter_park", "where do we spend the winters?"),
    )),
    Written("p_adhd_developer", (
        Say(0, "hey. backend dev in Pune, ADHD. pls always put a TL;DR first in your answers "
               "and details after, otherwise i lose the thread",
            "TL;DR: will do. Details: every answer will start with a one-line summary.",
            {"answer_format": "TL;DR first"}),
        Fill(0, 2),
        Say(3, "my laptop is a Kestrel 14, how do i stop it from throttling when i run docker",
            "TL;DR: power plan + cooling. Details: set the high performance profile, raise the "
            "back for airflow, cap Docker's CPU.",
            {"laptop": "Kestrel 14"}),
        Fill(3, 4),
        Say(20, "my manager wants 10 page design docs with no summary at all, opposite of me lol",
            "TL;DR: add a summary anyway. Details: an executive summary helps everyone."),
        Fill(20, 3),
        Say(45, "was gonna buy a new laptop but prices are insane, sticking with what i have",
            "TL;DR: fair call. Details: more RAM might be enough of a boost."),
        Fill(45, 2),
    ), (
        ("answer_format", "how do i want your replies laid out?"),
        ("laptop", "what machine do i work on?"),
    )),
    Written("p_bus_driver_gran", (
        Say(0, "Good morning. I am a bus driver in Kleinvallei, 24 years now, I drive Route 61 "
               "from the station to the hospital. My grandchildren say you can help me with "
               "a WhatsApp group for the drivers.",
            "Good morning! Yes - I can walk you through making a WhatsApp group step by step.",
            {"bus_route": "Route 61"}),
        Say(0, "Yes please. Start from the beginning, I am not good with phones.",
            "First, open WhatsApp and tap the three dots at the top right..."),
        Fill(0, 3),
        Say(15, "I applied for the airport route, Route 14, more money. Fingers crossed.",
            "Good luck! Let me know how it goes."),
        Fill(15, 4),
        Say(30, "They gave the airport route to a young man with 3 years. I'm staying where I "
                "am. My passengers would miss me anyway",
            "I'm sorry. Your passengers are lucky to have you."),
        Fill(30, 3),
        Say(31, "My friend Nomvula drives the Route 14 night bus, she says it's very quiet",
            "Quiet nights have their good side."),
        Fill(31, 2),
    ), (
        ("bus_route", "which route do I drive?"),
    )),
    Written("p_seafarer", (
        Say(0, "good evening from the Arafura Star. im third officer, filipino, 9 month "
               "contract. data is expensive here so short answers only please",
            "Understood. Short answers.",
            {"rank": "third officer"}),
        Fill(0, 2),
        Say(4, "how do i send money home cheapest from the ship",
            "Use a remittance app with low fees; compare rates first."),
        Fill(4, 3),
        Say(30, "if i pass the exams next year i will be second officer. what should i study",
            "COLREGs, navigation, stability and cargo work."),
        Fill(30, 3),
        Say(32, "my cabin mate Renz is already second officer, he is 2 years younger than me haha",
            "Your turn will come."),
        Fill(32, 2),
        Say(60, "wife Corazon says our daughter walked today. I missed it again",
            "That's hard. You're working for them - she'll walk to you when you're home."),
        Fill(60, 2),
    ), (
        ("rank", "what is my rank on board?"),
    )),
)
# fmt: on


def batch_p_tenants() -> list[Tenant]:
    """Set P as tenants, numbered after the sets written before it."""
    return numbered_in_order("p", BATCH_P)
