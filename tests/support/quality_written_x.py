"""Set X: people running a household through one assistant - parents of two to four children
keeping track of schools, class teachers, clubs, allergies, dentists, shoe sizes, bedtimes and
best friends; adults looking after an ageing parent, grandparent or mother-in-law (doses, GPs,
carers, care homes, visiting days); house-sharers sorting bills, landlords, bin days and wifi; a
grandmother doing the school runs and dads who have the children alternate weekends. Most facts
are about someone other than the user and siblings or housemates carry the same kinds of fact;
they are told in passing inside requests, changed when a club moves day, a dose goes up, a carer
leaves or a housemate moves out, corrected after a typo or confirmed when the assistant guesses.
Most write informally (lowercase, abbreviations, 'lol'); a few are formal."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_X: tuple[Written, ...] = (
    Written("x_okafor_term_planner", (
        Say(0,
            "hi! trying to get organised before term starts. three kids: Chidi is going into "
            "year 5 with Mr Haverkamp, Ifeoma's in year 3 and Tobenna has just started at the "
            "nursery attached to the school. can you help me build a weekly planner?",
            "Of course! Let's start with the fixed points - school and nursery start and finish "
            "times - then add any clubs or activities for each child. What does a typical week "
            "look like for Chidi, Ifeoma and Tobenna?",
            {"chidi_teacher": "Mr Haverkamp"}),
        Say(0,
            "ok so Ifeoma has swimming on Wednesday at 5 at Brookmill leisure centre, Chidi does "
            "chess club at lunch so that doesnt affect pick up. Tobenna finishes nursery at "
            "11.45 which is the annoying one",
            "Got it. The 11.45 nursery pickup is the anchor of your day, and the evening with "
            "swimming at 5 is the busiest. Shall I lay the planner out as a table by day, with a "
            "column for each child?",
            {"ifeoma_swim_day": "Wednesday"}),
        Fill(0, 6),
        Say(3,
            "Tobenna's nursery sent an allergy form. he's allergic to sesame, diagnosed at the "
            "hospital last spring, carries an epipen. what do i write under 'action plan'?",
            "Under action plan, list the signs to watch for (hives, swelling of the lips or "
            "face, coughing, wheezing), then the steps: use the adrenaline auto-injector for any "
            "breathing or swallowing symptoms, call 999, then call you. Attach a copy of the "
            "hospital's plan if you have one.",
            {"tobenna_allergy": "sesame"}),
        Say(3,
            "thanks. Chidi will eat anything apart from mushrooms lol, Ifeoma is the fussy one",
            "Ha - mushrooms don't need to go on any form. If Ifeoma's fussiness is getting in "
            "the way of school lunches I'm happy to suggest some packed lunch ideas."),
        Fill(3, 8),
        Say(24,
            "school emailed - they've split year 5 into two classes because numbers went up, and "
            "Chidi has been moved to Ms Lindqvist's class. he's really gutted. any ideas how to "
            "cheer him up?",
            "That's a big change for him. Acknowledge that it's disappointing rather than "
            "rushing to fix it, ask what he's most worried about, and maybe plan a small treat "
            "after his first week. Most children settle within a few weeks once routines form.",
            {"chidi_teacher": "Ms Lindqvist"}),
        Say(24,
            "the worst bit is his best mate Bayo stayed with Mr Haverkamp so they're not in the "
            "same class anymore",
            "That's hard at his age. They'll still share break and lunch, and a weekend play "
            "date now and then can help the friendship not depend on sitting in the same room."),
        Fill(25, 7),
        Say(51,
            "brookmill pool is shutting for a refurb so the swim club have moved Ifeoma's group "
            "to Saturday mornings at 9 at the Eastfield pool. is that going to be mad with "
            "Tobenna in tow?",
            "It's doable with a bit of prep: pack the swim bag the night before, bring a snack "
            "and a small activity for Tobenna, and check whether Eastfield has a viewing area "
            "with seating. An early session also leaves the rest of the weekend free.",
            {"ifeoma_swim_day": "Saturday"}),
        Say(52,
            "my neighbour's daughter Precious is staying on wednesdays at the other club, i did "
            "think about moving Ifeoma there too but there's a waiting list",
            "Worth putting her name down anyway - waiting lists often move faster than they say, "
            "and you can always turn the place down if the new slot works out."),
        Fill(52, 9),
        Say(80,
            "Chidi came home with a merit from Ms Lindqvist for his rainforest project!! how do "
            "I make a fuss of it without his sister feeling left out",
            "Celebrate the effort rather than comparing: a special dinner he chooses, his "
            "project on the fridge, and ask Ifeoma to help plan the celebration so she's part of "
            "it."),
        Fill(80, 10),
        Say(81,
            "what age should kids stop needing a booster seat? Ifeoma is asking",
            "In the UK children must use a child car seat until they're 12 years old or 135cm "
            "tall, whichever comes first. Backless booster cushions are only approved for "
            "children over 125cm and 22kg."),
        Fill(81, 4),
    ), (
        ("chidi_teacher", "who is Chidi's class teacher?"),
        ("ifeoma_swim_day", "which day does Ifeoma have swimming?"),
        ("tobenna_allergy", "what's Tobenna allergic to again?"),
    )),
    Written("x_nan_carer_rota", (
        Say(0,
            "I've become the main person sorting out my Nan's care so I need to keep track of a "
            "lot. Her GP is Dr Ferreira-Lopes at the Kirkgate surgery, and her weekday carer is "
            "Dorota, who comes 8-9am and 6-7pm. Weekends it's whoever the agency sends.",
            "That's a lot to hold in your head, so writing it down is a good idea. It might help "
            "to keep one shared document with her GP, carers, medications and key phone numbers "
            "that the carers and family can all see.",
            {"nan_gp": "Dr Ferreira-Lopes", "nan_weekday_carer": "Dorota"}),
        Say(0,
            "She's on donepezil 5mg at night for the memory stuff, plus her blood pressure "
            "tablets in the morning. What's the best way to make sure she's actually taking "
            "them?",
            "A pharmacy blister pack with each dose sealed by day and time makes missed doses "
            "easy to spot. Ask the carer to check the pack at each visit, and consider an "
            "automatic pill dispenser with an alarm for the evening dose.",
            {"nan_donepezil": "5mg"}),
        Fill(0, 5),
        Say(6,
            "Nan had a good week. Dorota took her out to the garden centre on Thursday and she "
            "talked about it for days.",
            "That's lovely to hear. Outings like that can do a lot for mood and orientation - "
            "maybe it could become a regular thing if Dorota has the time."),
        Fill(6, 6),
        Say(30,
            "memory clinic appointment today. the consultant wants to put nan up to 10mg of the "
            "donepezil from next week. what side effects should i look out for?",
            "The common ones are nausea, diarrhoea, loss of appetite, muscle cramps, vivid "
            "dreams and trouble sleeping. They're often worst in the first couple of weeks. A "
            "slow heart rate, dizziness or fainting should be reported to the GP promptly.",
            {"nan_donepezil": "10mg"}),
        Fill(30, 8),
        Say(58,
            "bad news, Dorota's leaving. she's going back to Gdańsk to be near her own family. "
            "the agency say they'll find someone but I'm nervous about it",
            "It's natural to be nervous - continuity matters a lot with memory problems. Ask the "
            "agency whether Dorota can do a handover visit with the new carer, and write down "
            "Nan's routines and preferences so nothing gets lost."),
        Fill(58, 3),
        Say(63,
            "Met the new weekday carer today, a lovely man called Kwabena. Nan was suspicious at "
            "first but he had her laughing by the end. What should I put in the handover notes "
            "for him?",
            "Include her daily routine, medication times, how she likes her tea and meals, "
            "topics that cheer her up or upset her, signs that she's unwell, and who to call in "
            "an emergency. A short 'about me' page in her own words can help too.",
            {"nan_weekday_carer": "Kwabena"}),
        Say(63,
            "The weekend carer from the agency, Rosalind, is staying on which is good, Nan likes "
            "her",
            "That's good - having at least one familiar face at the weekend will help while she "
            "gets used to the weekday change."),
        Fill(64, 9),
        Say(100,
            "Nan keeps asking where Dorota is. Do I remind her again that she's gone back to "
            "Poland or just say she's on holiday?",
            "Many dementia specialists suggest responding to the feeling rather than the facts: "
            "'you miss Dorota, she was very kind to you'. Repeating news that upsets her each "
            "time isn't necessary, but outright lies can backfire if she remembers."),
        Fill(100, 10),
        Say(140,
            "Dr Ferreira-Lopes did a home visit for Nan's chest, she's on antibiotics for a "
            "week. Is it ok to take them alongside everything else?",
            "Most common antibiotics are fine alongside donepezil and blood pressure tablets, "
            "but the pharmacist can check the exact combination when you collect them. Keep an "
            "eye on her fluids and any new confusion, which can be a sign of infection."),
        Fill(140, 6),
        Say(141,
            "is there any grant for a stairlift? Nan's stairs are getting dangerous",
            "Yes - a Disabled Facilities Grant from the local council can cover a stairlift. It "
            "starts with an occupational therapy assessment, which you can request through the "
            "council's adult social care team."),
        Fill(141, 9),
    ), (
        ("nan_weekday_carer", "who's Nan's carer on weekdays?"),
        ("nan_donepezil", "how much donepezil does Nan take at night?"),
        ("nan_gp", "which doctor looks after Nan at the surgery?"),
    )),
    Written("x_abuela_school_runs", (
        Say(0,
            "Good morning. My daughter has returned to work full time, so I am now doing the "
            "school runs for my grandchildren. Mateo attends St Brendan's Primary and finishes "
            "at 3.15pm. Lucía is at Little Acorns nursery and must be collected at 12 noon. "
            "Could you help me plan my afternoons?",
            "Good morning! With a midday nursery collection and a mid-afternoon school pickup "
            "you have a window of about three hours in between. Would you like a simple "
            "timetable with walking times, lunch for Lucía and a rest for you?",
            {"mateo_finish": "3.15pm", "lucia_pickup": "12 noon"}),
        Say(0,
            "Thank you. Mateo also stays for Lego club on Wednesday until 4.30pm, so that day is "
            "a little easier.",
            "Noted - on Wednesdays you can take things more slowly after collecting Lucía. I'll "
            "build that into the timetable."),
        Fill(0, 8),
        Say(9,
            "Mateo told me his friend Ruairí's grandmother also collects him, and we have "
            "started walking home together. It is nice to have company.",
            "How lovely - the walk home becomes a social occasion for everyone. It's also a nice "
            "backup if either of you is ever running late."),
        Fill(9, 7),
        Say(35,
            "The school has written to say that from next half term the school day will be ten "
            "minutes longer, so Mateo will finish at 3.25pm. Will I still catch the 3.40 bus to "
            "the market?",
            "If the walk from St Brendan's to the bus stop takes under ten minutes you should "
            "still make it, though it will be tight if he's slow to come out. It may be worth "
            "checking the time of the next bus as a backup.",
            {"mateo_finish": "3.25pm"}),
        Fill(35, 9),
        Say(70,
            "Lego club has changed to Friday, as the teacher who runs it now works part time. "
            "Mateo is disappointed because that was our baking afternoon. How might I explain "
            "this to him?",
            "You could tell him the baking afternoon isn't cancelled, only moved: let him choose "
            "the new day and the first recipe. Giving him a say usually softens the "
            "disappointment."),
        Say(71,
            "Lucía's little friend Saanvi has ballet on Wednesday in the same hall, and Lucía "
            "now wants to do ballet too. Is four too young?",
            "Four is a very common age to start - most pre-ballet classes are for three to five "
            "year olds and are mostly music, movement and imagination. A taster session is a "
            "good way to see whether she enjoys it."),
        Fill(71, 8),
        Say(110,
            "Lucía has been asking why Mateo gets to stay late at school and she does not. Is "
            "there anything for four year olds in the afternoons?",
            "Libraries often run free rhyme or story times, and many leisure centres have "
            "toddler gym or swimming sessions in the early afternoon. A regular 'special "
            "afternoon' with you could also be her equivalent of his club."),
        Fill(110, 10),
        Say(150,
            "My daughter asks whether I would like to be paid for the school runs. I do not want "
            "money from my own family. How can I say so kindly?",
            "You might thank her for offering and explain that the time with the children is "
            "your reward. If she insists, you could suggest she puts something towards a family "
            "outing instead."),
        Fill(150, 5),
    ), (
        ("mateo_finish", "what time does Mateo come out of school?"),
        ("lucia_pickup", "when must I be at Little Acorns for Lucía?"),
    )),
    Written("x_pappa_care_home", (
        Say(0,
            "My father Arvid has moved into Birchfield House after his fall. I'm trying to keep "
            "a proper record of everything. He's on warfarin, currently 3mg a day, and his key "
            "worker there is Mbali. What should I ask at the first care review?",
            "Good questions for the first review: how medication is managed and recorded, how "
            "his INR checks will be arranged, what his falls plan is, how they'll keep you "
            "updated, and how they're supporting him to settle in.",
            {"dad_care_home": "Birchfield House", "dad_warfarin": "3mg"}),
        Fill(0, 6),
        Say(8,
            "My sister Karin visits him on Thursdays and I do Sundays. He seems to be settling, "
            "he's even joined the quiz afternoon.",
            "That's encouraging. Spreading the visits across the week gives him something to "
            "look forward to, and joining activities is a good sign he's settling."),
        Fill(8, 8),
        Say(29,
            "His INR came back low so the anticoagulation nurse has put his warfarin up to 4mg a "
            "day. Is that a big jump?",
            "Going up by 1mg a day is a common adjustment when INR is below range. They'll "
            "usually recheck within a week or two. The home should watch for bruising or "
            "bleeding, as with any dose change.",
            {"dad_warfarin": "4mg"}),
        Fill(29, 9),
        Say(60,
            "Birchfield can't manage him anymore since the second fall, he needs nursing care. "
            "We moved him to the nursing wing at Rosedene Lodge last Tuesday. How long does it "
            "usually take someone with dementia to settle after a move?",
            "It varies a lot, but many people take four to eight weeks to settle, sometimes "
            "longer. Familiar things from his old room, regular visits at predictable times and "
            "sharing his life story with the staff all help.",
            {"dad_care_home": "Rosedene Lodge"}),
        Say(61,
            "The staff at Birchfield were lovely though, especially Mbali. I've sent a card and "
            "a box of chocolates.",
            "That's a kind gesture - care staff really value hearing that they made a "
            "difference."),
        Fill(61, 7),
        Say(95,
            "Warfarin's been tweaked again, down to 3.5mg after last week's INR. Can he still "
            "have cranberry juice? He loves it.",
            "Cranberry juice can increase the effect of warfarin in some people, so the usual "
            "advice is to avoid large amounts. Check with the anticoagulation nurse whether a "
            "small glass now and then is acceptable for him.",
            {"dad_warfarin": "3.5mg"}),
        Say(96,
            "Karin's mother-in-law is on 4mg of warfarin and drinks cranberry juice every day "
            "without any problem, so I was hoping it would be fine",
            "Responses vary from person to person, so what's fine for her may not be for your "
            "father. It's worth asking the nurse rather than going by someone else's experience."),
        Fill(96, 10),
        Say(130,
            "What's a good gift for an 84 year old in a care home who doesn't need more stuff?",
            "Experiences and comfort tend to go down best: a photo album with large captions, an "
            "audiobook subscription, a visit with a favourite meal, or a soft blanket."),
        Fill(130, 4),
    ), (
        ("dad_care_home", "where is Dad living now?"),
        ("dad_warfarin", "what's Dad's warfarin dose?"),
    )),
    Written("x_mum_diabetes", (
        Say(0,
            "Mum's been diagnosed with type 2 diabetes. She's been started on metformin 500mg "
            "twice a day. What foods should I stock up on when I do her shopping?",
            "Focus on non-starchy vegetables, wholegrains, pulses, eggs, fish, lean meat, "
            "unsweetened yoghurt and nuts. Swap white bread and sugary cereals for wholegrain "
            "versions, and keep fruit juice and sweets as occasional treats.",
            {"mum_metformin": "500mg"}),
        Fill(0, 7),
        Say(12,
            "Mum's physio comes on Fridays for her knee, a lovely woman called Henrietta. She's "
            "got Mum doing leg lifts with a tin of beans.",
            "Ha, the classic tin of beans! Regular strength work like that really helps knees, "
            "and staying active also helps with blood sugar.",
            {"mum_physio_day": "Fridays"}),
        Fill(12, 9),
        Say(45,
            "Diabetes review today. Her HbA1c is still high so they've increased Mum's metformin "
            "to 1000mg twice a day. Will the stomach upset come back?",
            "It might, at least for a week or two. Taking it with food helps, and if it's bad "
            "the GP can switch her to the modified-release version, which is usually gentler.",
            {"mum_metformin": "1000mg"}),
        Say(46,
            "Dad's been on 500mg of metformin for years and he never had any stomach trouble, so "
            "it's not fair really",
            "Everyone tolerates it differently, and higher doses are more likely to cause "
            "stomach side effects. Hopefully she'll adjust as he did."),
        Fill(46, 8),
        Say(80,
            "Parkview surgery has merged with the Riverside practice and Mum's old GP has "
            "retired. Is it worth asking for a double appointment with the new one to go over "
            "her history?",
            "Yes, that's sensible for someone with a new long-term condition. Bring a list of "
            "her medications, recent results and any questions, and ask whether the practice has "
            "a diabetes nurse she can see regularly."),
        Fill(80, 7),
        Say(130,
            "Mum wants to go to her sister's in Valparaíso for a month. Anything I need to sort "
            "for travelling with her tablets?",
            "Take enough for the whole trip plus extra, keep them in hand luggage in the "
            "original packaging, carry a copy of her prescription, and check that her travel "
            "insurance covers her diabetes."),
        Fill(130, 10),
        Say(131,
            "Henrietta says Mum can stop the physio after this month. Should she keep doing the "
            "exercises?",
            "Yes - the gains from physiotherapy fade if the exercises stop. Ask Henrietta for a "
            "written home programme and aim to do it most days."),
        Fill(131, 3),
    ), (
        ("mum_metformin", "what dose of metformin is Mum on?"),
        ("mum_physio_day", "which day does the physio come round to Mum?"),
    )),
    Written("x_yara_idris_week", (
        Say(0,
            "Trying to make our week less chaotic. Yara has violin on Monday at 4pm with Mrs "
            "Oyelowo, Idris has football on Thursdays after school. They're both at Hollins Park "
            "Primary. Where can I fit in homework?",
            "A short homework slot straight after school on the days without activities often "
            "works best, while they're still in 'school mode'. On the violin and football days, "
            "keep it to reading or practice so the evening doesn't drag.",
            {"yara_violin_day": "Monday", "idris_school": "Hollins Park Primary"}),
        Fill(0, 6),
        Say(5,
            "Yara's best friend Hajar is coming for a sleepover friday. what do 10 year olds eat "
            "these days haha",
            "Build-your-own pizzas are always a winner, then popcorn for a film and pancakes in "
            "the morning. Check with Hajar's parents about allergies or dietary needs first.",
            {"yara_best_friend": "Hajar"}),
        Fill(5, 8),
        Say(40,
            "Idris has quit football, says the other boys are too rough. He's signed up for "
            "coding club on Wednesdays instead, and he's really into it. Any good beginner "
            "coding sites for him at home?",
            "Scratch is perfect for his age - free, visual and lots of projects to remix. "
            "Code.org has short game-style courses too. Later on, micro:bit is a fun step into "
            "physical computing."),
        Fill(40, 7),
        Say(70,
            "mrs oyelowo can't do mondays anymore so yara's violin is on Tuesday now, same time. "
            "she's actually pleased cos it kept clashing with Hajar's birthday parties lol",
            "That works out nicely then. I'll move violin in the weekly plan and keep the 4pm "
            "slot.",
            {"yara_violin_day": "Tuesday"}),
        Fill(70, 6),
        Say(100,
            "Big news, we've bought a house on the other side of town! Exchange in 3 weeks. "
            "Idris will need a new school, how do I find out about in-year admissions?",
            "Contact the admissions team at your new local council - they handle in-year "
            "applications and can tell you which schools have places. Some academies manage "
            "their own admissions, so check each school's website too."),
        Fill(100, 5),
        Say(140,
            "first week at Westgate Academy done for idris!! came home with two new mates and a "
            "leaflet for their coding club. Yara starts secondary in september so she's doing "
            "the long commute till then",
            "Brilliant news - two new friends in week one is a great start. And a coding club "
            "already waiting for him is a lucky bonus.",
            {"idris_school": "Westgate Academy"}),
        Say(141,
            "walked past Hollins Park on the way to the dentist with Yara and got a bit teary "
            "tbh",
            "Completely understandable - it's been a big part of your family's life. Yara's "
            "still there for now, so you haven't said goodbye just yet."),
        Fill(141, 4),
        Say(170,
            "Hajar's mum asked if Yara wants to go to Hajar's cousin's wedding with them, is it "
            "ok to say yes to something that big?",
            "If you know and trust the family it can be a lovely experience for her. Check the "
            "logistics - travel, where she'll sleep, who's responsible for her on the day - and "
            "make sure Yara really wants to go."),
        Fill(170, 3),
    ), (
        ("yara_violin_day", "which day is Yara's violin lesson?"),
        ("idris_school", "what school does Idris go to?"),
        ("yara_best_friend", "who's Yara's best friend?"),
    )),
    Written("x_five_bed_houseshare", (
        Say(0,
            "moving into a 5 bed houseshare next week. to keep track: Malak's got the gas and "
            "electric account, Inés does the wifi and the TV licence, and me and Søren split the "
            "water. the fifth one hasn't picked anything yet lol. does that sound fair?",
            "It sounds fair as long as everyone pays an equal share of each bill - the account "
            "holder just handles it. A shared spreadsheet or a bill-splitting app makes it "
            "transparent.",
            {"energy_payer": "Malak"}),
        Fill(0, 7),
        Say(8,
            "letting agent is Cresswell Property, they want photos of every room for the "
            "inventory. what should I look out for?",
            "Photograph any marks, stains, scuffs, damaged furniture and the condition of "
            "appliances, with timestamps. Check windows, smoke alarms and meter readings, and "
            "send the photos to the agent in writing so there's a record.",
            {"letting_agent": "Cresswell Property"}),
        Fill(8, 8),
        Say(20,
            "recycling goes out on Friday, blue bin, and the council won't take it if there's "
            "food in it. we've already had one refused, how do i get the others to rinse stuff",
            "Put a simple sign above the recycling, keep a small rinse bowl by the sink, and add "
            "'bins' to a weekly rota so one person checks the bin before it goes out.",
            {"recycling_day": "Friday"}),
        Fill(20, 9),
        Say(48,
            "fridge rota is a disaster. Søren keeps eating other people's stuff. how do I raise "
            "it without a massive row",
            "Bring it up at a house meeting as a general issue rather than singling him out, and "
            "suggest labelled shelves. If it continues, have a quiet one-to-one chat."),
        Fill(48, 10),
        Say(85,
            "Malak is moving out end of month to live with her boyfriend. Femi says he'll take "
            "over the gas and electric, is it easy to change the name on the account?",
            "Usually yes - Malak gives the supplier a move-out date and final meter reading, and "
            "Femi sets up the account in his name from the same date. Take a dated photo of the "
            "meters on the day.",
            {"energy_payer": "Femi"}),
        Say(86,
            "funny thing, Malak's new flat is with the same energy supplier and she's the one "
            "paying it there too",
            "Some people are just natural bill organisers! At least she'll know how the "
            "switchover works."),
        Fill(86, 9),
        Say(150,
            "new housemate Dariusz moved into Malak's old room and asked who does what, i "
            "realised i'd forgotten half of it. can you remind me?",
            "From what you've told me: the gas and electric moved over when Malak left, Inés has "
            "the wifi and TV licence, and the water is split between the rest of you. Recycling "
            "goes out once a week and Cresswell Property are the agents."),
        Fill(150, 10),
        Say(151,
            "also is it normal for the agent to do an inspection every 3 months? feels a lot",
            "Quarterly inspections are common, especially in the first year of a tenancy. They "
            "must give at least 24 hours' written notice, and you can ask to rearrange if the "
            "time doesn't suit."),
        Fill(151, 8),
    ), (
        ("energy_payer", "who's got the gas and electric in their name?"),
        ("letting_agent", "which agency manages our house?"),
        ("recycling_day", "when does the recycling get collected?"),
    )),
    Written("x_mensah_four_growing", (
        Say(0,
            "hello! mum of four here. new school shoes needed for Esi (she's a size 10) and Yaw "
            "(size 7). the older two are fine for now. any decent shops near Croydon that do "
            "proper fitting?",
            "Most large shoe shops offer free children's fitting - look for ones with trained "
            "fitters and a gauge rather than just trying sizes. Going early in the day and "
            "avoiding the last week before term saves a long queue.",
            {"esi_shoe": "size 10"}),
        Fill(0, 5),
        Say(3,
            "Yaw's bedtime is 6.45pm and he's still up at 5am every day, should I push it later?",
            "Moving bedtime later by 10-15 minutes every few days can shift his wake-up time, "
            "though it doesn't always work. Blackout blinds and a clock that changes colour when "
            "it's time to get up help a lot of four year olds.",
            {"yaw_bedtime": "6.45pm"}),
        Fill(3, 7),
        Say(20,
            "Kofi's best friend Dimitri is coming round saturday. they're into minecraft and "
            "that's about it, any ideas for getting them outdoors?",
            "Try a real-world version of their game: a den-building challenge, a treasure hunt "
            "with clues, or a 'mining' dig in a sandpit. Bikes to a park with a new adventure "
            "playground can also tempt them away from screens.",
            {"kofi_best_friend": "Dimitri"}),
        Fill(20, 8),
        Say(45,
            "we tried a later bedtime for Yaw for two weeks, made no difference, he's still up "
            "at 5 so we've gone back to normal",
            "Fair enough - some children are just early risers. Keeping the consistent bedtime "
            "and making early mornings quiet and dull is often the best you can do."),
        Fill(45, 6),
        Say(70,
            "Esi's feet have grown AGAIN. shop says she's a size 11 now, she's only 7!",
            "Growth spurts can mean a whole size in a few months at that age. Worth checking her "
            "fit every three months or so.",
            {"esi_shoe": "size 11"}),
        Fill(70, 6),
        Say(110,
            "Kofi and Dimitri fell out over a game and now Anselm is his best mate apparently. "
            "Anselm's mum invited him to a sleepover. how do I check the family out without "
            "being nosy?",
            "It's completely normal to want to meet the parents first. Offer to drop him off and "
            "say hello, or invite Anselm to yours for an afternoon before the sleepover.",
            {"kofi_best_friend": "Anselm"}),
        Say(111,
            "Amara's best friend is Dimitri's big sister Eleni so the school gate is a bit "
            "awkward this week lol",
            "Hopefully the boys' falling out blows over and it doesn't spill into the girls' "
            "friendship. Kids often move on faster than the parents do."),
        Fill(111, 9),
        Say(170,
            "back to school shoes again... Esi's jumped to a size 12 and Yaw's a size 9. I swear "
            "they do it to spite me. any shops that do wide fit?",
            "Several high-street brands make wide and extra-wide children's fittings, usually "
            "marked F, G or H. A fitter can tell whether they need a wider fit or just a bigger "
            "size.",
            {"esi_shoe": "size 12"}),
        Fill(170, 4),
    ), (
        ("esi_shoe", "what shoe size is Esi?"),
        ("kofi_best_friend", "who's Kofi's best friend these days?"),
        ("yaw_bedtime", "what time does Yaw go to bed?"),
    )),
    Written("x_four_sharers_bills", (
        Say(0,
            "new house admin time. there's 4 of us: me, Tariq, Linnea and Oyelaran. Tariq's got "
            "the electric in his name, Linnea does the wifi (Corvex, it's awful) and I do water. "
            "whats the fairest way to split if Tariq works from home all day?",
            "One option is to split everything equally and have Tariq add a small extra amount "
            "for the electricity he uses during the day. Agree the figure up front so nobody "
            "feels short-changed later.",
            {"electric_payer": "Tariq"}),
        Fill(0, 3),
        Say(5,
            "also bins get collected on Tuesday, general waste one week recycling the next. can "
            "you make us a little rota so it's not always me dragging them out",
            "Sure - with four of you, each person takes one week in four, rotating in a fixed "
            "order. The person on duty puts out whichever bin is due the evening before and "
            "brings it back in.",
            {"bin_day": "Tuesday"}),
        Fill(5, 3),
        Say(70,
            "Tariq moved out at the weekend :( Giedre's taken his room and she's said she'll put "
            "the electric in her name from the 1st. do we need to take a meter reading?",
            "Yes - take a dated photo of the meter on the changeover day and give the reading to "
            "the supplier for both the closing and opening accounts. That way Tariq only pays "
            "for what he used.",
            {"electric_payer": "Giedre"}),
        Say(71,
            "tariq still owes us £38 from the last electric bill, how do i bring it up without "
            "being awkward",
            "Keep it light and factual: send a friendly message with the amount and how it was "
            "worked out, plus your bank details. Most people simply forget in the chaos of a "
            "move."),
        Fill(71, 4),
    ), (
        ("electric_payer", "whose name is the electricity bill in?"),
        ("bin_day", "which day do the bins need to go out?"),
    )),
    Written("x_alternate_weekends_dad", (
        Say(0,
            "my ex Sabine and me do alternate weekends with the kids, Elan (8) and Mali (5). "
            "handover is 6pm friday at the Costa at Abergele services. want something to do with "
            "them saturday that isnt screens, ideas?",
            "Depending on the weather: a beach walk with a bucket for rock pooling, a library "
            "visit followed by a picnic, a bike ride, or baking something they can take back to "
            "show their mum.",
            {"handover_place": "Abergele services"}),
        Say(0,
            "budget is tight btw. Elan is football mad, Mali's more into drawing",
            "Then keep it cheap and simple: a ball and a park for Elan, a sketchbook and some "
            "pens for Mali, and a packed lunch. Free museum or gallery family days are worth a "
            "look on rainy weekends."),
        Fill(0, 3),
        Say(14,
            "Mali's been staying up late at her mum's and its hard to get her down at mine. her "
            "bedtime is meant to be 7pm, any tips?",
            "Keep the routine the same every time she's with you - bath, story, lights out - and "
            "start winding down half an hour before. Consistency matters more than matching the "
            "exact time at her mum's.",
            {"mali_bedtime": "7pm"}),
        Say(14,
            "sorry meant 7.30pm not 7, Sabine pushed it back after christmas and i keep "
            "forgetting",
            "No problem - I'll go with 7.30. Starting the wind-down around 7 would fit that "
            "nicely.",
            {"mali_bedtime": "7.30pm"}),
        Fill(14, 4),
        Say(40,
            "we're doing handovers at Sabine's mum's house in Rhyl now, the services were rammed "
            "on fridays. is it weird if i go in for a cuppa when she offers?",
            "Not weird at all if everyone's comfortable. A friendly, calm handover is good for "
            "the kids - just keep it short if things ever feel tense.",
            {"handover_place": "Rhyl"}),
        Say(41,
            "Elan says his mate Cai's dad still does handover at Abergele services, they used to "
            "wave at each other across the car park haha",
            "That's sweet - maybe the boys could meet up properly some weekend instead of just "
            "waving."),
        Fill(41, 3),
    ), (
        ("handover_place", "where do Sabine and I swap the kids over these days?"),
        ("mali_bedtime", "what time should Mali be in bed by?"),
    )),
    Written("x_blended_shoe_shop", (
        Say(0,
            "back to school shoe shopping for three, kill me. Arjun's a size 2, Zofia's a size "
            "13 and Kuba's a size 1. any shops that do a multi-buy deal?",
            "Some chains run 'second pair half price' offers in August, and supermarkets are "
            "cheap for plimsolls and trainers. Get proper fitting for the everyday school shoes "
            "though, since they'll be worn the most.",
            {"arjun_shoe": "size 2", "zofia_shoe": "size 13"}),
        Fill(0, 2),
        Say(2,
            "Kuba's best friend at school is Emil, they're inseparable. Tomasz wants to invite "
            "Emil on our camping trip, what do we need to check with his parents?",
            "Check allergies and medication, any fears (dark, water), swimming ability, "
            "emergency contacts, and whether they're happy for you to give basic first aid. A "
            "quick written note of permission is a good idea."),
        Fill(2, 3),
        Say(60,
            "Arjun's school shoes are pinching already. got him measured today and he's a size 3 "
            "now!! how are his feet growing this fast",
            "Around ten, feet can grow a size or more in a few months during a growth spurt. "
            "It's worth checking the fit every term rather than once a year.",
            {"arjun_shoe": "size 3"}),
        Say(60,
            "Zofia's are still fine luckily, she's a slow grower like her dad",
            "That's one less pair to buy for now, at least!"),
        Fill(60, 3),
        Say(120,
            "Kuba says Emil's not his friend anymore and he only plays with Ravi now. is this "
            "normal drama for a 9 year old or should I talk to the school?",
            "Friendship shifts are very common at nine. Unless he seems isolated, upset for a "
            "long time or is being left out deliberately, it's usually fine to listen and let it "
            "settle. Mention it to his teacher if it persists."),
        Fill(120, 2),
    ), (
        ("arjun_shoe", "what size shoe is Arjun in?"),
        ("zofia_shoe", "what size feet has Zofia got?"),
    )),
    Written("x_four_classes", (
        Say(0,
            "Starting a family notes thread. Four kids: Katla year 6, Einar year 4, Birta year "
            "2, Hrafn in reception. Class teachers are Mr Drummond for Katla, Mrs Achterberg for "
            "Einar and Miss Pell for Birta. Hrafn's got a supply teacher for now.",
            "Great idea. I'll keep this as the reference for the children's classes and teachers "
            "- just tell me whenever something changes.",
            {"birta_teacher": "Miss Pell"}),
        Say(0,
            "Hrafn does football after school on Mondays, 3.30 to 4.30, on the school field",
            "Noted. Does anyone else have clubs on the same day, or is that pickup just for "
            "Hrafn?",
            {"hrafn_football_day": "Mondays"}),
        Fill(0, 4),
        Say(5,
            "school science week was brilliant, Mrs Thorvaldsen did a volcano demo in the hall "
            "and Birta hasn't stopped talking about it",
            "What a fun week! Maybe try a kitchen volcano at home with bicarbonate of soda and "
            "vinegar - she'd love being the scientist."),
        Fill(5, 3),
        Say(20,
            "miss pell has gone on maternity leave early so birta's class has a new teacher. "
            "it's the one who did the science week, tall, glasses... can't remember her name",
            "Was it Mrs Thorvaldsen, who did the volcano demonstration?"),
        Say(20,
            "yes that's her, Mrs Thorvaldsen! birta is over the moon",
            "Lovely - a teacher she already admires is a great start to the change.",
            {"birta_teacher": "Mrs Thorvaldsen"}),
        Say(21,
            "einar's teacher Mrs Achterberg is off too, must be something going round the staff "
            "room",
            "Hopefully it's nothing serious. Schools usually send a letter if the absence will "
            "be long."),
        Fill(21, 4),
    ), (
        ("birta_teacher", "who's teaching Birta's class right now?"),
        ("hrafn_football_day", "what day does Hrafn have football?"),
    )),
    Written("x_boiler_landlord", (
        Say(0,
            "our landlord Mr Vasquez-Ohene won't fix the boiler, it's been 3 weeks. how do i "
            "write to him formally?",
            "Put it in writing (email is fine): describe the fault, the date you first reported "
            "it, the impact (no heating or hot water), and ask for a repair within a reasonable "
            "time, e.g. 7 days. Keep copies. If he still doesn't act, contact the council's "
            "private housing team.",
            {"landlord": "Mr Vasquez-Ohene"}),
        Fill(0, 3),
        Say(4,
            "bins are thursdays here btw and our house keeps getting missed. who do i complain "
            "to at the council?",
            "Most councils have a 'report a missed bin' form on their website. Report it within "
            "a day or two of collection and note the reference number each time.",
            {"bin_day": "thursdays"}),
        Fill(4, 3),
        Say(50,
            "the house has been sold!! new landlord is a company called Harbourline Lettings, we "
            "got a letter today. does our tenancy carry on the same?",
            "Yes - when a rented property is sold with tenants in it, your tenancy continues "
            "with the new owner on the same terms. Ask Harbourline to confirm where to pay rent "
            "and that your deposit has been transferred.",
            {"landlord": "Harbourline Lettings"}),
        Say(51,
            "honestly i'll miss chasing Mr Vasquez-Ohene about the boiler, said no one ever",
            "Ha! Hopefully the new landlord is quicker with repairs."),
        Fill(51, 4),
    ), (
        ("landlord", "who do we rent from now?"),
        ("bin_day", "which day is bin collection?"),
    )),
    Written("x_three_bedtimes", (
        Say(0,
            "need a bedtime routine that works for three different ages. Lior goes down at 7pm, "
            "Maya at 7.30pm and Eitan at 8pm. the bath is the bottleneck. help",
            "Stagger it: bath Lior and Maya together at 6.30, Lior's story and lights out at 7, "
            "Maya's reading time while you settle Lior, then Eitan showers himself while Maya "
            "goes down. Eitan gets the last half hour of one-to-one time.",
            {"lior_bedtime": "7pm", "eitan_bedtime": "8pm"}),
        Fill(0, 4),
        Say(40,
            "summer hols so we've let Eitan stay up till 8.30pm, he's 10 after all. does he "
            "still need 10 hours sleep?",
            "Children his age generally need 9-12 hours, so if he's up around 7 he's still in "
            "the healthy range. Watch for tiredness or grumpiness as a sign it's too late.",
            {"eitan_bedtime": "8.30pm"}),
        Say(40,
            "Maya's furious she's not getting a later one too lol",
            "The classic middle-child grievance! You could give her a small privilege instead, "
            "like ten extra minutes of reading with the lamp on."),
        Fill(40, 5),
    ), (
        ("eitan_bedtime", "when does Eitan have to go to bed?"),
        ("lior_bedtime", "what time is Lior's lights out?"),
    )),
    Written("x_allergy_clinic_update", (
        Say(0,
            "Filling in the school dinner forms. Ezra's allergic to peanuts, Talia to egg. Does "
            "the school have to provide safe meals or do I need to send packed lunches?",
            "Schools should make reasonable adjustments for food allergies, and most caterers "
            "can provide meals free from specific allergens with a medical form. Ask to speak to "
            "the catering manager about how they handle cross-contamination.",
            {"ezra_allergy": "peanuts", "talia_allergy": "egg"}),
        Fill(0, 3),
        Say(3,
            "Talia's friend Mirela is dairy free and her mum says the school has been great with "
            "it, so that's reassuring",
            "That's good to hear - a school with experience of managing allergies is a real "
            "plus."),
        Fill(3, 3),
        Say(75,
            "good news and bad news from the allergy clinic. Talia passed her baked egg "
            "challenge so she's outgrown that one! but she reacted to kiwi in the skin prick "
            "test, so that's the new thing to avoid. do I need to tell the school again?",
            "Yes - send the school and caterers an updated allergy form and any new action plan "
            "from the clinic, so they remove the old restriction and add the new one.",
            {"talia_allergy": "kiwi"}),
        Fill(75, 4),
    ), (
        ("talia_allergy", "what is Talia allergic to?"),
        ("ezra_allergy", "what does Ezra react to?"),
    )),
    Written("x_oma_after_hip", (
        Say(0,
            "My mother-in-law (we all call her Oma) is on Ward 12 at St Aldhelm's after a hip "
            "operation. She takes apixaban 2.5mg twice a day. What should we bring in for her?",
            "Comfortable nightwear, non-slip slippers, loose clothes for physio, toiletries, her "
            "glasses and hearing aids if she uses them, a phone charger and something to read. "
            "Her own medication list is useful for the ward staff.",
            {"oma_location": "Ward 12", "oma_apixaban": "2.5mg"}),
        Fill(0, 3),
        Say(10,
            "now that Oma's at the Heatherlea rehab unit, are visitors allowed in the evenings? "
            "she moved over yesterday",
            "Rehab units often have more relaxed visiting than acute wards, but it varies. Ring "
            "the unit or check their website - many allow evening visits as long as they don't "
            "clash with therapy sessions.",
            {"oma_location": "Heatherlea"}),
        Say(10,
            "her roommate on the old ward was lovely, they swapped numbers",
            "How nice - it sounds like she made a friend."),
        Fill(10, 4),
        Say(30,
            "the pharmacist at the rehab unit checked her blood thinner and says it's fine to "
            "take with her calcium tablets. she was worried",
            "Good that it was checked. It's always worth asking the pharmacist when a new tablet "
            "is added."),
    ), (
        ("oma_location", "where is Oma staying at the moment?"),
        ("oma_apixaban", "how much apixaban does Oma take?"),
    )),
    Written("x_nursery_key_person", (
        Say(0,
            "Ottilie starts at Bramblewood Nursery on monday, she's 11 months. her key person is "
            "called Anouk. any tips for settling in sessions?",
            "Keep goodbyes short and warm, bring a comforter that smells of home, and tell Anouk "
            "about her routines - naps, feeds, how she likes to be soothed. Expect a few tearful "
            "drop-offs; it's normal.",
            {"ottilie_key_person": "Anouk"}),
        Say(0,
            "Caspian went to Bramblewood too and his key person was Maren, she's still there so "
            "at least there's a face we know",
            "That's reassuring - Maren may even keep an eye out for Ottilie."),
        Fill(0, 4),
        Say(14,
            "Caspian's doing gymnastics on Fridays at 4 at the leisure centre now he's in year "
            "1, so i'll have to do nursery pick up first then dash",
            "If nursery is on the way, you might manage it with a snack in the car. Check "
            "whether the leisure centre has a waiting area for Ottilie.",
            {"caspian_gym_day": "Fridays"}),
        Fill(14, 3),
        Say(60,
            "Anouk's left Bramblewood, Ottilie's with Charmaine now. she's been a bit clingy at "
            "drop off this week, is that linked?",
            "Very likely - at her age a change of key person can unsettle her for a week or two. "
            "Ask Charmaine to be the one who greets her each morning so she bonds quickly.",
            {"ottilie_key_person": "Charmaine"}),
        Fill(60, 3),
    ), (
        ("ottilie_key_person", "who's Ottilie's key worker at nursery?"),
        ("caspian_gym_day", "which day does Caspian do gymnastics?"),
    )),
    Written("x_twins_first_dentist", (
        Say(0,
            "the twins Ilse and Maarten have their first check up with Dr Okonkwo-Baird on the "
            "14th. they're 3, how do I stop them freaking out?",
            "Read a picture book about visiting the dentist, play 'dentists' at home with a "
            "toothbrush and a mirror, and book them back to back so they can watch each other. "
            "Keep your own language positive.",
            {"twins_dentist": "Dr Okonkwo-Baird"}),
        Fill(10, 1),
        Say(12,
            "bit of a faff, okonkwo-baird isn't taking kids under 5 anymore so we've registered "
            "them at Saltmarsh Family Dental instead. do their records get transferred?",
            "Usually the new practice requests them, but it's worth phoning the old surgery to "
            "ask them to send any notes across. For three year olds there may not be much yet.",
            {"twins_dentist": "Saltmarsh Family Dental"}),
    ), (
        ("twins_dentist", "which dentist do the twins go to?"),
    )),
    Written("x_judo_late_slot", (
        Say(0,
            "oskar's judo is tuesdays 5 till 6pm at the sports centre, can i squeeze a food shop "
            "in while hes there or is that pushing it",
            "If the supermarket is within ten minutes, an hour is usually enough for a focused "
            "shop with a list. Leave five minutes' buffer for pickup.",
            {"oskar_judo_end": "6pm"}),
        Say(45,
            "they moved him up to the older group so he finishes at 7.15pm now ugh. whats a "
            "quick dinner he can eat in the car after",
            "Wraps, pasta salad in a tub, a thermos of soup, or a sandwich plus fruit and "
            "yoghurt. Something with protein and carbs will help him refuel after training.",
            {"oskar_judo_end": "7.15pm"}),
        Say(45,
            "his sister Wanda's gymnastics still ends at 6pm at least so thats one early night",
            "Silver lining! At least one of the evenings stays manageable."),
    ), (
        ("oskar_judo_end", "what time does Oskar's judo finish now?"),
    )),
    Written("x_party_cake", (
        Say(0,
            "it's my daughter Noor's 7th on saturday. her friend Yusra is allergic to tree nuts "
            "and Noor herself can't have dairy. what cake can i make that everyone can eat?",
            "A chocolate cake made with oil instead of butter and plant milk instead of dairy "
            "milk works well, topped with a dairy-free buttercream. Check every packet for 'may "
            "contain nuts' warnings and use a nut-free chocolate.",
            {"noor_allergy": "dairy"}),
        Fill(0, 1),
    ), (
        ("noor_allergy", "what does Noor need to avoid eating?"),
    )),
    Written("x_flat_wifi_switch", (
        Say(0,
            "wifi in our flat is Kestrel Broadband and it drops every evening. whose job is it "
            "to sort, mine or the landlord's?",
            "If the contract is in a tenant's name, it's the tenants' job to chase the provider. "
            "If the landlord provides the internet as part of the rent, it's theirs.",
            {"wifi_provider": "Kestrel Broadband"}),
        Say(30,
            "switched to Fibrenest in the end, Jonah's put the account in his name. whats the "
            "easiest way to split the bill between 3",
            "A bill-splitting app or a standing order from each of you to Jonah on the day the "
            "bill is paid keeps it simple.",
            {"wifi_provider": "Fibrenest"}),
    ), (
        ("wifi_provider", "who is our internet with?"),
    )),
    Written("x_rangi_new_school", (
        Say(0,
            "my son Rangi lives with his mum in the week and I have him every second weekend. "
            "his school is Te Awa Primary, can I ask them to send reports to me as well?",
            "Yes - as a parent with parental responsibility you're usually entitled to school "
            "reports and information. Write to the school office with your contact details and "
            "ask to be added.",
            {"rangi_school": "Te Awa Primary"}),
        Fill(0, 1),
        Say(90,
            "turns out Rangi's been at Marsden Valley School since the start of term and his mum "
            "only told me last week. what rights do I have to be consulted on stuff like that?",
            "Generally both parents with parental responsibility should be consulted on major "
            "decisions like changing school. If talking doesn't resolve it, mediation is the "
            "usual next step before anything formal.",
            {"rangi_school": "Marsden Valley School"}),
        Fill(90, 1),
    ), (
        ("rangi_school", "where does Rangi go to school?"),
    )),
    Written("x_grandad_meadowbank", (
        Say(0,
            "Grandad moved into Meadowbank care home last month. we try to visit on Tuesdays and "
            "Saturdays. what can we bring him that he'll actually use?",
            "Photos for his room, a large-print puzzle book, his favourite biscuits, a soft "
            "cardigan with his name sewn in, or a radio set to his favourite station.",
            {"grandad_home": "Meadowbank", "grandad_visit_days": "Tuesdays and Saturdays"}),
    ), (
        ("grandad_home", "which care home is Grandad in?"),
        ("grandad_visit_days", "what days do we usually go and see Grandad?"),
    )),
    Written("x_signe_piano", (
        Say(0,
            "Signe's piano teacher Mrs Halvorsen retired at christmas, so she's having lessons "
            "with Mr Osei-Tutu on saturday mornings now. how do I make sure he knows where she's "
            "up to with her grade 3 pieces?",
            "Send him her current pieces and scales list, any notes from Mrs Halvorsen, and "
            "bring her practice notebook to the first lesson.",
            {"signe_piano_teacher": "Mr Osei-Tutu"}),
        Fill(0, 1),
    ), (
        ("signe_piano_teacher", "who teaches Signe piano?"),
    )),
    Written("x_gran_carer_typo", (
        Say(0,
            "gran's new carer Gwenllian starts monday, what should i leave out for her on the "
            "first day?",
            "A note with Gran's routine, where the key safe and medication are, emergency "
            "contacts, and tea and coffee so she can make herself a drink.",
            {"gran_carer": "Gwenllian"}),
        Say(0,
            "sorry autocorrect, it's Gwendolyn not Gwenllian! my phone thinks everyone is welsh",
            "Ha, noted - Gwendolyn it is.",
            {"gran_carer": "Gwendolyn"}),
    ), (
        ("gran_carer", "what's the name of Gran's carer?"),
    )),
)
# fmt: on


def batch_x_tenants() -> list[Tenant]:
    """Set X as tenants, numbered after the sets written before it."""
    return numbered_in_order("x", BATCH_X)
