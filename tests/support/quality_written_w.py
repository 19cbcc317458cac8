"""Set W: users whose messages are hard to read. Some dictate by voice and send long run-on
messages with no punctuation, spoken "full stop"s and misheard words; some type terse
fragments ("dentist moved to thurs"), text-speak, or heavy typos without capitals; some
write second-language English with unusual word order; some ramble for a paragraph and
drop the fact in the middle; a few are very formal. Their lives are ordinary - homes,
jobs, partners, children, pets, cars, doctors, hobbies, diets, travel plans and how they
want to be answered - and facts change the way they do in life: a move, a new job, a
postponed plan, or a correction in the very next message. Decoys are other people's facts
of the same kind, old values in stories and plans that fell through.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_W: tuple[Written, ...] = (
    # ---------------------------------------------------------------- tiny
    Written("w_dentist_thurs", (
        Say(0, "dentist tues 4pm. can u remind me to floss lol",
            "I can't send reminders on my own, but a phone alarm at bedtime works well. "
            "Flossing once a day, before you brush, is the usual advice.",
            {"dentist_day": "tues"}),
        Fill(0, 1),
        Say(5, "dentist moved to thurs",
            "Noted - the dentist is on Thursday now. Same time as before?",
            {"dentist_day": "thurs"}),
        Say(5, "ya same", "Great, 4pm it is."),
    ), (
        ("dentist_day", "wat day is the dentist now"),
    )),

    Written("w_tywyn_viewing", (
        Say(0, "viewing a house in Tywin sat morning, what do i ask the agent about damp and "
               "the roof",
            "Ask when the roof was last replaced, whether there's a damp survey, if the "
            "gutters were cleared recently, and look for tide marks or fresh paint low on "
            "the walls.",
            {"viewing_town": "Tywin"}),
        Say(0, "sorry autocorrect i meant Tywyn not Tywin. its right by the sea if that "
               "changes anything",
            "It does a little: near the sea, also ask about salt wear on window frames and "
            "render, and whether the house has ever flooded or needs special insurance.",
            {"viewing_town": "Tywyn"}),
        Say(2, "agent says roof was redone 2019 is that good",
            "Yes, a roof done in 2019 should have decades left. Ask whether there's a "
            "guarantee and who did the work."),
    ), (
        ("viewing_town", "where was that house viewing again, need to book a train"),
    )),

    Written("w_formal_spanish", (
        Say(0, "Good afternoon. I should be most grateful if, henceforth, your replies were "
               "written in Spanish, as I am endeavouring to improve my command of the "
               "language. Kindly compose them without bullet points; I find lists rather "
               "disjointed.",
            "Por supuesto. A partir de ahora le responderé en español y en párrafos "
            "seguidos, sin listas.",
            {"reply_language": "Spanish", "format_pref": "without bullet points"}),
        Say(9, "Thank you. Would you be so kind as to recommend three Spanish novels suitable "
               "for an intermediate reader?",
            "Con mucho gusto. Le sugiero «Nada» de Carmen Laforet, «Marina» de Carlos Ruiz "
            "Zafón y «Como agua para chocolate» de Laura Esquivel, que tienen una prosa clara "
            "y una trama que engancha."),
    ), (
        ("reply_language", "Which language did I ask you to use when answering me?"),
        ("format_pref", "Could you remind me what I requested regarding the layout of your "
                        "answers?"),
    )),

    Written("w_bolek_food", (
        Say(0, "hello. my cat Bolek he is 9 years and very fat now. i give him Sheba pouches "
               "two times in day, is too much?",
            "Two pouches a day can be fine for an average cat, but if he is overweight it is "
            "worth weighing him and asking the vet for a target weight and daily amount.",
            {"cat_food": "Sheba"}),
        Say(12, "vet say he must lose 1 kilo. so i change, he eat only Applaws now, the Sheba "
                "he not want anymore because no gravy haha",
            "Good that he's accepted the new food. Introduce portions slowly and weigh him "
            "every two weeks so you can see the progress.",
            {"cat_food": "Applaws"}),
        Say(12, "how much for cat of 6 kilo in one day",
            "Check the feeding table on the pack for his target weight rather than his "
            "current one, and split it into two or three small meals."),
    ), (
        ("cat_food", "which food i am giving to Bolek these days?"),
    )),

    Written("w_pixel_fragments", (
        Say(0, "new phone. pixel 8a. how move whatsapp chats from old iphone",
            "During setup, choose to copy data from your iPhone with a cable, or in WhatsApp "
            "use Settings > Chats > Transfer Chats to Android and follow the QR prompt.",
            {"phone": "pixel 8a"}),
        Say(0, "done. worked. ty", "Glad it went smoothly!"),
    ), (
        ("phone", "what phone have i got atm, looking for a case"),
    )),

    Written("w_voice_yoga", (
        Say(0, "okay so I've signed up for the yoga at the commuter hall on wednesday evenings "
               "full stop the teacher is really nice comma can you suggest some stretches for "
               "my lower black because it's been killing me since Christmas",
            "Happy to - I'm guessing you mean your lower back. Gentle options are cat-cow, "
            "child's pose, knees to chest and a supine twist; hold each for about 30 seconds "
            "and stop if anything hurts sharply.",
            {"yoga_day": "wednesday evenings"}),
        Fill(0, 1),
        Say(20, "hey so yoga got moved to monday nights because the hall has a slimming club "
                "on wednesdays now question mark no I mean full stop anyway is it okay to eat "
                "before a class",
            "A light snack an hour or two before is fine - a banana or some yoghurt. Avoid a "
            "big meal right before, since twists and forward folds feel awful on a full "
            "stomach.",
            {"yoga_day": "monday nights"}),
        Say(20, "cool thanks", "Enjoy the class!"),
    ), (
        ("yoga_day", "what night is my yoga on"),
    )),

    Written("w_shift_textspeak", (
        Say(0, "cant do gym wk days, on nights all wk @ the depot. wat 2 eat b4 a 10hr shift?",
            "Have a proper meal before you go in - something with protein and slow carbs, "
            "like chicken and rice - then small snacks through the night rather than a big "
            "meal at 3am.",
            {"shift": "nights"}),
        Say(25, "gd news off nights!! earlies from mon, 6 til 2. wat time shud i go bed",
            "For a 6am start you'll probably want to be asleep by about 10pm. Shift bedtime "
            "earlier by an hour a night over the weekend to make Monday easier.",
            {"shift": "earlies"}),
        Say(26, "my bro still on nights tho poor sod lol",
            "Ha, hopefully he gets moved too before long."),
        Fill(26, 1),
    ), (
        ("shift", "wot shifts am i doin these days"),
    )),

    Written("w_formal_thyroid", (
        Say(0, "Good morning. I take levothyroxine, 50 micrograms each morning, which I "
               "collect from Hollis and Vane Pharmacy on Marlowe Street. Might you advise "
               "whether coffee interferes with its absorption?",
            "It can. Coffee taken within about 30 to 60 minutes of levothyroxine may reduce "
            "how much is absorbed, so it is usually advised to take the tablet with water and "
            "wait before your coffee.",
            {"thyroid_dose": "50 micrograms", "pharmacy": "Hollis and Vane Pharmacy"}),
        Say(40, "Following my recent blood test, my endocrinologist has increased the dose to "
                "75 micrograms. Should I expect any side effects during the adjustment?",
            "Most people notice little, but a higher dose can sometimes cause palpitations, "
            "restlessness or trouble sleeping. If these persist, mention them to your "
            "endocrinologist; a repeat blood test is usually done after six to eight weeks.",
            {"thyroid_dose": "75 micrograms"}),
        Say(40, "My sister, incidentally, has been on 50 micrograms for a decade without "
                "difficulty.",
            "That's a very common dose; the right amount differs a great deal from one "
            "person to the next."),
    ), (
        ("thyroid_dose", "What strength of thyroid tablet am I presently taking?"),
        ("pharmacy", "Where is it that I collect my prescriptions from?"),
    )),

    # ---------------------------------------------------------------- medium
    Written("w_rambling_newjob", (
        Say(0, "ok so this is going to be a long one sorry but basically my week has been mad, "
               "my car failed its MOT on tuesday over something stupid with the wipers, then "
               "Siosaia (my partner) came down with the flu so ive been doing all the cooking "
               "which is not my strong point as you will see, and on top of that work at "
               "Pemberton Glass has been chaos because two of the cutters quit at once, so "
               "anyway what i actually wanted to ask was can you give me some really easy "
               "dinners that someone who cant cook could make for someone who is ill",
            "Sounds like a week! Easy options: chicken noodle soup from a rotisserie chicken "
            "and stock, scrambled eggs on toast, a tray of baked potatoes with beans, or "
            "rice porridge with ginger. All need one pan and very little skill.",
            {"employer": "Pemberton Glass", "partner": "Siosaia"}),
        Fill(0, 3),
        Say(3, "update on the invalid lol he is much better, ate the chicken soup thing and "
               "said it was 'not bad' which from him is basically a michelin star. anyway now "
               "im thinking about my own stuff, ive been at the glass place almost six years "
               "and im bored out of my mind and i think i want something to do with boats "
               "because my grandad was a fisherman back in Ha'apai and i always loved it, does "
               "that sound stupid at 34",
            "Not stupid at all - lots of people change direction in their thirties. Your "
            "years of practical work and managing a busy floor transfer well to marinas, "
            "boatyards and ferry operators. Want help looking at roles?"),
        Fill(3, 2),
        Say(15, "so i did a thing and applied for an ops coordinator job at a marine company "
                "and i have an interview thursday, can you give me questions they might ask, "
                "its a small firm that does boat repairs and moorings, i dont want to say "
                "where in case it jinxes it haha",
            "Likely questions: how you'd handle two urgent jobs at once, a time you dealt "
            "with an unhappy customer, how you keep track of bookings, and why boats. Have a "
            "story ready about your grandad - it makes the 'why' easy to answer."),
        Fill(15, 2),
        Say(41, "first week at Halvorsen Marine done!! legs are killing me from walking the "
                "pontoons all day but honestly the happiest ive been at work in years, the "
                "boss is this old norwegian guy who calls everyone captain, anyway can you "
                "help me make a spreadsheet to track mooring bookings because right now its "
                "a whiteboard",
            "Congratulations! Start with one row per booking: boat name, owner, berth, "
            "arrival, departure, paid yes/no and notes. Add conditional formatting to flag "
            "overlaps on the same berth.",
            {"employer": "Halvorsen Marine"}),
        Say(42, "funny thing siosaias cousin Viliami just got a job at Pemberton Glass, hes "
                "literally taking my old spot on the cutting line lol",
            "Ha, keeping it in the family! At least you can give him tips."),
        Fill(42, 3),
    ), (
        ("employer", "wheres my new job again lol, filling in a form"),
        ("partner", "whats my other half called, want u to help me write him a card"),
    )),

    Written("w_voice_car", (
        Say(0, "hey so my car's a scoda fabia 2014 and the little orange light that looks like "
               "an engine came on this morning on the way to work is that something I need to "
               "stop driving for or can I leave it until the weekend",
            "A steady orange engine light usually means it's safe to drive gently for a short "
            "while, but get it checked soon. If it flashes, or the car feels rough, stop and "
            "call for help.",
            {"car": "scoda fabia"}),
        Say(0, "it's the garage on the industrial estate that I normally use done more "
               "something",
            "Do you mean Dunmore Motors on the Kilnfield estate? They can read the fault code "
            "in a few minutes."),
        Say(0, "yes Dunmore Motors that's the one",
            "Great - give them a ring and mention the light is steady, not flashing.",
            {"garage": "Dunmore Motors"}),
        Fill(0, 3),
        Say(30, "so update the old car is dead dead they said the timing chain went and it's "
                "not worth fixing so we've been looking at something electric can you explain "
                "the difference between a hybrid and a plug in hybrid like I'm five",
            "A hybrid charges its small battery itself while you drive, so you just fill it "
            "with petrol. A plug-in hybrid has a bigger battery you charge from a socket and "
            "can do short trips on electricity alone."),
        Fill(30, 2),
        Say(52, "okay we went for it we part exchanged the old one and got a kia niro the "
                "hybrid one not the plug in question mark how often does it need servicing and "
                "can the usual garage still do it or does it have to be the dealer",
            "Typically once a year or every 10,000 miles. An independent garage can service "
            "it without affecting the warranty as long as they use the right parts and "
            "follow the schedule.",
            {"car": "kia niro"}),
        Say(53, "my dad's so jealous he's still driving his old scoda octavia and he keeps "
                "asking to borrow ours",
            "Ha, maybe let him have a go - hybrids are a nice surprise the first time."),
        Fill(53, 2),
    ), (
        ("car", "what car have we got now, insurance form wants the make and model"),
        ("garage", "remind me which garage i use"),
    )),

    Written("w_terse_doctor", (
        Say(0, "gp Achterberg. knee still bad after 3 wks. physio or xray first?",
            "Ask Dr Achterberg which fits: if there was an injury or swelling an X-ray may "
            "come first; for gradual pain, physio is often the first step.",
            {"gp": "Achterberg"}),
        Say(0, "run tues n thurs. 5k. stop?",
            "Rest it until you've been seen. Cycling or swimming can keep your fitness up "
            "meanwhile if they don't hurt.",
            {"run_days": "tues n thurs"}),
        Fill(1, 3),
        Say(14, "xray clear. phew", "Good news! Physio next, then."),
        Fill(14, 2),
        Say(60, "Achterberg retired. new gp Nwosu. nice. bit young lol",
            "Ha - young doctors have usually trained very recently. Good that you like him.",
            {"gp": "Nwosu"}),
        Say(60, "wife's gp is Fairbairn, Achterbergs old partner. says hes great",
            "Sounds like a good practice all round."),
        Fill(61, 3),
        Say(62, "knee fine now btw. back to running",
            "Great to hear - build back up gradually over a couple of weeks."),
    ), (
        ("gp", "whos my doctor now"),
        ("run_days", "what days do i run"),
    )),

    Written("w_esl_drumcondra", (
        Say(0, "Hello. The landlord of us, Mr Faulkes, he not repair the boiler since two "
               "weeks. We live in Drumcondra, flat with two bedroom. Please help me write "
               "email to him, polite but strong. Sorry for my mistakes, I learn English in "
               "class every Saturday in library only since one year.",
            "Your English is clear! Here is a draft: 'Dear Mr Faulkes, I am writing again "
            "about the boiler, which has not worked for two weeks. Please arrange a repair "
            "within five working days...'",
            {"area": "Drumcondra", "class_day": "Saturday"}),
        Fill(0, 2),
        Say(9, "He answer finally. He say the plumber come Thursday. Is normal I pay nothing "
               "for this?",
            "Yes - in Ireland the landlord is responsible for repairing the heating, so you "
            "should not pay for it."),
        Fill(9, 2),
        Say(70, "Big news, we find new apartment! Is in Phibsborough, more near to my work and "
                "the rent is less 100 euro. What I must do with the electricity account when "
                "I move?",
            "Congratulations! Take a meter reading on the day you leave and the day you "
            "arrive, and tell your supplier both; you can usually keep the same supplier at "
            "the new address.",
            {"area": "Phibsborough"}),
        Say(71, "My cousin she stay in Drumcondra, she take our old flat haha, so Mr Faulkes "
                "is now her problem",
            "Ha! At least the boiler is fixed for her."),
        Fill(71, 3),
    ), (
        ("area", "In which part of city we are living now?"),
        ("class_day", "My english class, which day is it?"),
    )),

    Written("w_textspeak_trip", (
        Say(0, "me n my bff zainab r goin 2 Lisbon in june!!! wat r the must dos",
            "Amazing! Tram 28 through Alfama, sunset at a miradouro, pastéis de nata in "
            "Belém and a day trip to Sintra are the classics.",
            {"trip_city": "Lisbon"}),
        Say(0, "also ive started roller derby lol so nothing 2 dangerous i need my knees",
            "Ha, noted - no cliff jumping then.",
            {"hobby": "roller derby"}),
        Fill(1, 3),
        Say(30, "ugh flights 2 lisbon went up 2 like 300 quid. zainab says porto instead?? is "
                "porto nice",
            "Porto's lovely and often cheaper - port cellars, the Ribeira riverside, the "
            "Livraria Lello bookshop and beaches a short metro ride away."),
        Say(31, "booked!! Porto 12-16 june. wat area 2 stay in",
            "Ribeira or around Aliados keep you in walking distance of most things; Cedofeita "
            "is a bit quieter with good cafés.",
            {"trip_city": "Porto"}),
        Say(31, "zainabs sis is still doin Lisbon tho w her uni mates lol",
            "Ha, you can compare notes afterwards."),
        Fill(32, 3),
        Say(40, "first bout next sat im bricking it",
            "Totally normal! Stay low, keep your elbows in and remember everyone falls."),
    ), (
        ("trip_city", "where r we goin in june again"),
        ("hobby", "wat sport did i pick up"),
    )),

    Written("w_formal_diet", (
        Say(0, "Good evening. I have been vegetarian for some eleven years and am hosting a "
               "dinner for six on Saturday. I would be obliged if you could propose a "
               "three-course menu. Please keep your answers to no more than three sentences; "
               "I find lengthy replies tiresome.",
            "Begin with a chilled beetroot soup with horseradish cream. Follow with a baked "
            "aubergine parmigiana and a green salad. Finish with a lemon posset and "
            "shortbread.",
            {"diet": "vegetarian", "answer_length": "no more than three sentences"}),
        Fill(0, 2),
        Say(5, "The dinner was a success; the aubergine dish in particular was much admired. "
               "Thank you.",
            "I am delighted to hear it. Thank you for letting me know."),
        Fill(5, 2),
        Say(90, "On the advice of my nutritionist, I have begun to include fish in my diet "
                "once more, so I suppose I am now a pescatarian. Could you suggest a simple "
                "preparation for hake?",
            "Roast the hake at 200°C for ten to twelve minutes with olive oil, lemon and "
            "capers. Serve it with new potatoes and green beans.",
            {"diet": "pescatarian"}),
        Say(90, "My husband, I should add, remains a staunch vegetarian and regards this "
                "development with some suspicion.",
            "A shared side of potatoes and beans may keep the peace. He can have a "
            "halloumi steak in place of the fish."),
        Fill(91, 3),
    ), (
        ("diet", "What is my current diet, so that you may bear it in mind?"),
        ("answer_length", "What did I tell you about how long your answers ought to be?"),
    )),

    Written("w_voice_pania", (
        Say(0, "so our dog Pania has been limping on her back left leg since the weekend and "
               "we take her to Kowhai Vets usually but they're closed till Monday is it okay "
               "to wait or should I find an after hours place",
            "If she's putting some weight on it, eating normally and not in obvious pain, "
            "waiting until Monday is usually fine. If she won't use the leg at all, or it's "
            "swollen or hot, go to an after-hours clinic.",
            {"vet": "Kowhai Vets"}),
        Say(0, "also Ngaire the lady who walks her on weekdays said she's been slow on the "
               "hills for a couple of weeks",
            "That's useful to mention to the vet - a gradual slowdown can point to joints "
            "rather than a sudden injury.",
            {"dog_walker": "Ngaire"}),
        Fill(1, 3),
        Say(4, "vet said it's a sprain nothing broken thank goodness she's on anti "
               "inflammatories for a week",
            "Good news. Keep her on short lead walks until the course is done."),
        Fill(4, 2),
        Say(48, "Ngaire's moving to Nelson so we've got a new walker starting next week her "
                "name's Roimata she's a student at the polytech can you help me write a little "
                "handover note about Pania's quirks",
            "Sure! Include her feeding times, recall word, any dogs she doesn't get on with, "
            "the sprain history and that she slows down on hills, plus your number and the "
            "vet's.",
            {"dog_walker": "Roimata"}),
        Say(49, "my neighbour's been using Ngaire for years too he's gutted she's going",
            "Understandable - good walkers are hard to find."),
        Fill(49, 3),
    ), (
        ("vet", "remind me what vet we use"),
        ("dog_walker", "who walks pania these days"),
    )),

    Written("w_wedding_correction", (
        Say(0, "my sisters wedding is at Glenrock Hall on the 14th and im a bridesmaid, what do "
               "i actually have to do on the day??",
            "Usually: help the bride get ready, keep her calm, carry the emergency kit, "
            "walk down the aisle before her, and help with photos and the dress at the "
            "reception.",
            {"wedding_date": "14th", "wedding_venue": "Glenrock Hall"}),
        Say(0, "sorry the 15th not the 14th, its a sunday i always get it wrong",
            "No worries - Sunday the 15th it is.",
            {"wedding_date": "15th"}),
        Fill(0, 3),
        Say(20, "we did the dress fitting today!! sage green. whats a good length for a toast "
                "if im asked to do one",
            "Two to three minutes is plenty - one funny story, one sincere bit about the "
            "couple, then raise your glass."),
        Fill(20, 3),
        Say(50, "my mate Chiamaka is getting married on the 14th too, same month, mad timing, "
                "we cant go to each others",
            "What timing! Maybe swap videos of the speeches afterwards."),
        Fill(50, 2),
    ), (
        ("wedding_date", "what date is the wedding again"),
        ("wedding_venue", "wheres my sisters wedding being held"),
    )),

    # ---------------------------------------------------------------- large
    Written("w_rambling_childminder", (
        Say(0, "right so I'm back at work full time from next month and I'm trying to get my "
               "head around the whole morning routine, Ruairí is five and at St Colman's which "
               "is lovely but the school run is a nightmare with the roadworks, and we've got "
               "a childminder sorted, Oonagh, who'll take him after school til six which is a "
               "relief because honestly I was losing sleep over it, he does swimming on "
               "fridays at the leisure centre too so that's another pickup, can you help me "
               "make a weekly timetable that doesn't make me want to cry",
            "Of course. Let's lay out each weekday with drop-off, your work hours, the "
            "childminder pickup and Friday swimming, then see where the pinch points are. "
            "What time do you need to leave for work?",
            {"son_school": "St Colman's", "childminder": "Oonagh", "swim_day": "fridays"}),
        Fill(0, 6),
        Say(8, "the timetable is mostly working!! the only thing is I keep forgetting his "
               "swim bag, is there any trick for that besides tattooing it on my arm",
            "Pack it on Thursday night and hang it on the front door handle - you can't leave "
            "without touching it."),
        Fill(8, 8),
        Say(35, "ok so bit of a disaster, Oonagh's had to stop because her mother's not well "
                "and she's gone down to Kerry to mind her, so I've been scrambling and a "
                "friend of a friend recommended Fenella who's been minding for years and she "
                "starts Monday, I'm nervous because he was so attached to his old minder, any "
                "tips on helping a five year old with a change like that",
            "Tell him simply and early, let him meet Fenella with you there first, keep the "
            "rest of his routine the same, and maybe let him make a card for the old minder. "
            "Expect a wobbly week or two.",
            {"childminder": "Fenella"}),
        Fill(35, 7),
        Say(60, "we're finally doing it, we bought a house out past the ring road so there's a "
                "school move too, he'll be going to Ardmore Educate Together from September, "
                "how do I tell him without him freaking out",
            "Focus on what he'll gain - a new bedroom, a new playground - visit the school "
            "together over the summer if they allow it, and read a picture book about "
            "starting somewhere new.",
            {"son_school": "Ardmore Educate Together"}),
        Fill(60, 6),
        Say(110, "first week in the new school done and he loves it, the teacher said he's a "
                 "chatterbox which, yeah. and Fenella couldn't do the drive out here so we've "
                 "got a new childminder locally, Margit, she's Hungarian and makes him these "
                 "pancakes called palacsinta and now he won't eat anything else lol, have you "
                 "a recipe",
            "Palacsinta are thin crêpes: whisk 2 eggs, 250ml milk, 150g flour, a pinch of "
            "salt and a splash of sparkling water, rest 30 minutes, cook thin in a hot pan "
            "and fill with jam or sweet cottage cheese.",
            {"childminder": "Margit"}),
        Say(111, "was in town yesterday and bumped into Oonagh, she's back from Kerry and "
                 "asked all about him, it was so nice to see her, she's minding twins now",
            "That's lovely - nice for him to hear she asked after him too."),
        Say(111, "he still misses St Colman's a bit, keeps asking about his old friends from "
                 "there",
            "Maybe arrange a playdate with one or two of them in the holidays."),
        Fill(112, 8),
        Say(150, "parent teacher meeting next week, what should I ask about a five year old "
                 "who's settling in",
            "Ask who he plays with, whether he joins in, how he handles instructions, and "
            "if there's anything they'd like you to practise at home."),
        Fill(150, 4),
    ), (
        ("childminder", "who's minding ruairí after school these days"),
        ("son_school", "what school is he in now, need it for the dentist form"),
        ("swim_day", "which day is his swimming"),
    )),

    Written("w_voice_mountains", (
        Say(0, "hey so I live in Marrickville and I've joined a community choir that meets "
               "thursday nights at the old church on Illawarra Road can you recommend some "
               "warm up exercises for an alto who hasn't sung since high school",
            "Try lip trills up and down a fifth, humming on 'mm' through your range, sirens "
            "on 'ng', and gentle five-note scales on 'ah'. Five to ten minutes is plenty.",
            {"home": "Marrickville", "choir_day": "thursday nights"}),
        Fill(0, 8),
        Say(20, "okay the warm ups are working I can nearly hit the low notes now also my "
                "partner Jarrah says I sing in the shower way too much now ha ha",
            "That's progress! Tell Jarrah it's homework."),
        Fill(20, 8),
        Say(60, "so big news we're thinking about moving up to the mountains because rent down "
                "here is insane and Jarrah can work from home what should we think about",
            "Winter heating costs, bushfire risk and insurance, the train time if you still "
            "need the city, mobile and internet coverage, and how far the shops and a GP "
            "are."),
        Fill(60, 7),
        Say(95, "we've been up in Katoomba three weeks now and honestly the fog in the morning "
                "is magic we looked at Laura too but the houses were too dear anyway I was not "
                "ready for how cole it gets can you help me find a good winter jacket",
            "Look for a synthetic or down insulated jacket with a hood, plus a waterproof "
            "shell for the wet days. Layers under it will do more than one very heavy coat.",
            {"home": "Katoomba"}),
        Say(96, "miss the bakery in Marrickville though they did the best Portuguese tarts",
            "There may be a good bakery up there too - worth a hunt on a weekend."),
        Say(96, "my sister still lives down in Marrickville she reckons we've lost our minds",
            "She might change her tune when she visits in autumn."),
        Fill(97, 8),
        Say(120, "found a choir up here that sings on the same night as my old one so I didn't "
                 "even have to change my week what's a good song for a small group to learn "
                 "for a winter concert",
            "'The Parting Glass', 'In the Bleak Midwinter' or a simple arrangement of "
            "'Hallelujah' all suit small mixed groups."),
        Fill(120, 5),
    ), (
        ("home", "where do we live now, need the suburb for a form"),
        ("choir_day", "which night is choir"),
    )),

    Written("w_esl_student_lueneburg", (
        Say(0, "Hello, I am student of master in Lüneburg, sustainability science. My "
               "supervisor is Professor Hartig, he is very strict about the citation. Can you "
               "explain me the APA 7 style for a website?",
            "Sure: Author, A. (Year, Month Day). Title of page. Site Name. URL. If there is "
            "no author, start with the page title.",
            {"supervisor": "Hartig"}),
        Say(0, "Also I work part time in café Lindemann on weekend, so I have not many time. "
               "Please answer short.",
            "Understood, I'll keep it short.",
            {"parttime_job": "café Lindemann"}),
        Say(1, "I live in WG in Bardowick with three German, they speak very fast haha. Bus to "
               "uni is 25 minute.",
            "That's a good way to practise German quickly!",
            {"wg_town": "Bardowick"}),
        Fill(1, 7),
        Say(30, "My thesis topic maybe is about peat soils and farming in Lower Saxony. Is "
                "too big topic?",
            "A little broad. Narrow it to one region, one farming practice or one question, "
            "for example rewetting and farmers' income."),
        Fill(30, 8),
        Say(70, "Bad news, Professor Hartig go to university in Zürich from next semester. Now "
                "my supervisor is Dr Szymańska, she is from Poland, more relax. Must I change "
                "my topic?",
            "Not necessarily. Show your new supervisor your plan early and ask if she wants "
            "changes.",
            {"supervisor": "Szymańska"}),
        Fill(70, 6),
        Say(100, "I stop in café because the owner reduce the hours. Now I work in city "
                 "library, three evening in week, is more quiet and I can read for thesis "
                 "between",
            "A good swap - quiet hours for reading are valuable.",
            {"parttime_job": "city library"}),
        Say(101, "My flatmate Jannik, he start in café Lindemann now, in my old place haha",
            "Ha, then you still have a link there."),
        Say(101, "My friend Thao, her supervisor is Professor Hartig also, she is very sad he "
                 "leave",
            "Understandable. Maybe he can still co-supervise remotely."),
        Fill(102, 9),
        Say(130, "How many pages is normal for master thesis in Germany?",
            "Often 60 to 100 pages, but check your examination regulations."),
        Fill(130, 4),
    ), (
        ("supervisor", "who is my supervisor now for thesis?"),
        ("parttime_job", "where i am working for money now?"),
        ("wg_town", "in which town is my WG?"),
    )),

    Written("w_typos_mandolin", (
        Say(0, "hiya so me n my bf Dariusz r tryin to plan a cheep wkend away, were both "
               "skint, i wrk at the coop on ferry rd so i only get sat off, any idea's",
            "With one day off, think of a Saturday trip: a coastal town by train, a national "
            "park with a picnic, or a cheap B&B one hour away with a Friday night start.",
            {"partner": "Dariusz", "workplace": "coop on ferry rd"}),
        Fill(0, 5),
        Say(6, "also started lernin the ukelele!! my fingrs hurt so bad is that normal",
            "Totally normal - your fingertips toughen up in two or three weeks. Practise "
            "little and often.",
            {"instrument": "ukelele"}),
        Fill(6, 8),
        Say(40, "me n him split up. its fine. it was comin. can u recomend sad songs 2 play",
            "Sorry to hear it. Easy sad ones: 'Skinny Love', 'Hallelujah', 'Jolene' and "
            "'The Night We Met'."),
        Fill(40, 6),
        Say(75, "ok so ive swiched to mandolin the uke felt 2 much like a toy, r the chord "
                "shapes the same or do i hav to start over",
            "Different, sorry - a mandolin is tuned like a violin (G D A E), so you'll learn "
            "new shapes, but your strumming and rhythm carry over.",
            {"instrument": "mandolin"}),
        Fill(75, 7),
        Say(110, "so im seein someone new!! his names Eoghan, we met at the folk sesh at the "
                 "pub, he plays fiddle so we can jam haha. wat do i get him for his bday hes "
                 "30",
            "Cute! Ideas: a nice rosin and a cleaning cloth, tickets to a folk gig, a "
            "songbook you can both play from, or a day out somewhere with a session.",
            {"partner": "Eoghan"}),
        Say(111, "my sisters bf is called Dariusz 2, diff guy same name, xmas is gonna b "
                 "confusin",
            "Ha, at least you won't have to see your ex at Christmas."),
        Say(111, "my mate kev is teachin his kid the ukelele now, hes havin my old one",
            "Nice way to give it a second life."),
        Fill(112, 6),
        Say(150, "got asked to do extra sundays at wrk, is it worth it for time n a half",
            "Depends how tired you are - time and a half adds up fast, but keep one full day "
            "off a week if you can."),
        Fill(150, 5),
    ), (
        ("partner", "whos my bf again lol"),
        ("instrument", "wat instrumnt am i learnin now"),
        ("workplace", "where do i wrk again, need it for a form"),
    )),

    Written("w_formal_bridge", (
        Say(0, "Good morning. I am a retired schoolmaster of seventy-four years and I play "
               "duplicate bridge at the Carlisle club every Tuesday evening. I should be "
               "grateful for an explanation of the Stayman convention in plain terms.",
            "Stayman is a 2 clubs response to partner's 1NT opening asking whether they hold "
            "a four-card major. Opener bids 2 hearts or 2 spades with one, or 2 diamonds "
            "without.",
            {"bridge_night": "Tuesday"}),
        Fill(0, 6),
        Say(10, "My grandson, Tobiah, has accepted a place to read marine biology at "
                "Aberystwyth. I wish to send him a letter of congratulation and would value "
                "your assistance with its wording.",
            "Certainly. 'My dear Tobiah, I was delighted to hear your news. Marine biology "
            "suits your lifelong curiosity about the sea...'",
            {"grandson_uni": "Aberystwyth"}),
        Fill(10, 7),
        Say(40, "I have been referred to a cardiologist, Dr Varga, at the Cumberland "
                "Infirmary, on account of an irregular heartbeat. What questions would it be "
                "prudent to ask at the first consultation?",
            "You might ask what is causing the irregularity, which tests are planned, whether "
            "any activities should be avoided, and what the treatment options would be.",
            {"cardiologist": "Dr Varga"}),
        Fill(40, 6),
        Say(80, "The club has, regrettably, lost the use of the hall on Tuesdays, and our "
                "sessions now take place on Wednesday evenings instead. This clashes with my "
                "choral society, and I must decide between them. Would you help me weigh the "
                "matter?",
            "Of course. Consider which you would miss more, which has the better company, "
            "and whether either offers another session at a different time.",
            {"bridge_night": "Wednesday"}),
        Fill(80, 7),
        Say(120, "Dr Varga is no longer at the Infirmary, and my care has been transferred to "
                 "a Mr Adeyemi-Brown, whom I am to see in March. I understand that surgeons in "
                 "this country are styled 'Mr' rather than 'Dr'; is that correct?",
            "Yes - in the UK, surgeons traditionally revert to 'Mr', 'Mrs' or 'Ms' after "
            "qualifying as surgeons, a custom dating back centuries.",
            {"cardiologist": "Mr Adeyemi-Brown"}),
        Say(121, "My brother-in-law, incidentally, was under Dr Varga's care for years and "
                 "speaks very highly of him.",
            "That is reassuring to hear."),
        Fill(121, 6),
        Say(150, "Would you recommend a book on defensive play suitable for an improving "
                 "player?",
            "'Killing Defense at Bridge' by Hugh Kelsey is the classic choice."),
        Fill(150, 4),
    ), (
        ("bridge_night", "On which evening does my bridge club now meet?"),
        ("cardiologist", "Would you remind me of the name of the heart specialist who now "
                         "looks after me?"),
        ("grandson_uni", "Where is my grandson studying?"),
    )),

    Written("w_fragments_runner", (
        Say(0, "training plan pls. Leiden half, may. current 25k/wk",
            "Here's a 12-week outline: three easy runs, one tempo and one long run a week, "
            "building the long run from 12 to 18 km and tapering in the last fortnight.",
            {"race": "Leiden half"}),
        Say(0, "shoes: novablast 4. ok for long runs?",
            "Yes, they're a cushioned daily trainer that many people use for long runs.",
            {"shoes": "novablast 4"}),
        Fill(0, 8),
        Say(21, "wk 3 done. legs ok", "Nice - keep the easy runs genuinely easy."),
        Fill(21, 6),
        Say(45, "shin splints. physio says 3 wks no running. half prob off",
            "Sorry. Cross-train with cycling or swimming and we can rebuild afterwards."),
        Fill(45, 7),
        Say(70, "old shoes worn out. new: clifton 9. break in how long",
            "Very little; do a couple of short easy runs in them before anything long.",
            {"shoes": "clifton 9"}),
        Fill(70, 6),
        Say(90, "leiden cancelled for me. signed up amersfoort 10k instead, june. new plan?",
            "A 10k suits you well after the injury: eight weeks of four runs a week with one "
            "interval session.",
            {"race": "amersfoort 10k"}),
        Say(91, "clubmate Bram still doing leiden half. jealous",
            "Next year! You'll be fresher for it."),
        Fill(91, 6),
        Say(120, "cliftons too soft. returned. ghost 16 now. better",
            "Good - firmer shoes suit a lot of runners.",
            {"shoes": "ghost 16"}),
        Say(120, "gf runs in cliftons, loves them. each their own", "Exactly - feet differ."),
        Fill(121, 5),
    ), (
        ("race", "which race am i training for"),
        ("shoes", "what shoes am i running in"),
    )),

    Written("w_braga_dev", (
        Say(0, "hi, im backend dev in Braga, working on side project, a booking app for my "
               "uncle's surf school in Viana. can you answer in Portuguese from now? at night "
               "my brain is tired",
            "Claro! A partir de agora respondo em português. Conte-me mais sobre a app.",
            {"city": "Braga", "reply_language": "Portuguese"}),
        Fill(0, 8),
        Say(15, "how do i stop two people booking the same surfboard at same hour? django, "
                "postgres",
            "Pode usar uma restrição de exclusão no Postgres com um intervalo de tempo, ou "
            "select_for_update numa transação ao criar a reserva."),
        Fill(15, 8),
        Say(50, "my uncle wants whatsapp notifications when someone books, is expensive?",
            "A API do WhatsApp Business cobra por conversa; para poucas reservas por dia o "
            "custo é baixo. Email ou SMS podem ser alternativas mais simples."),
        Fill(50, 7),
        Say(88, "ok change of plans, answer me in English again please, my team lead says i "
                "need practice for the client calls with the london people",
            "Sure - English from now on. Good luck with the calls!",
            {"reply_language": "English"}),
        Say(89, "my colleague Rui still asks you everything in Portuguese haha hes lazy",
            "Ha, whatever works for him."),
        Fill(89, 8),
        Say(120, "the app is live!! 14 bookings first weekend",
            "Congratulations - that's a great start!"),
        Fill(120, 5),
    ), (
        ("reply_language", "which language i asked you to use with me?"),
        ("city", "where do i live, for the invoice address"),
    )),

    Written("w_voice_nurse", (
        Say(0, "hiya I'm a staff nurse on ward 7 which is general medicine and I'm doing my "
               "revalidation this month can you help me write a reflective account about a "
               "time a patient's family complained my manager wants it by friday",
            "Of course. A simple structure is what happened, what you felt, what went well "
            "and badly, what you learned and what you'd do differently, linked to the Code. "
            "Tell me what happened and we'll draft it.",
            {"ward": "ward 7"}),
        Say(0, "oh and my daughter's at Bramblewood nursery so I can only do it in the "
               "evenings after pick up if that matters for how long it should be",
            "It doesn't need to be long - around 300 to 500 words is fine.",
            {"nursery": "Bramblewood"}),
        Fill(1, 8),
        Say(30, "done and submitted my manager said it was one of the best she'd read thank "
                "you so much",
            "That's brilliant, well done!"),
        Fill(30, 9),
        Say(75, "so I got the job I applied for I'm on the renal unit now band 6 which is "
                "amazing but I'm so nervous about the dialysis machines can you explain how "
                "haemodialysis works in simple words because I can't keep asking the others",
            "Congratulations! Blood is pumped out through a fistula or line, passes through a "
            "filter called a dialyser where waste and extra fluid cross into a cleaning "
            "fluid, and the cleaned blood goes back in.",
            {"ward": "renal unit"}),
        Say(76, "my friend Comfort is taking over my old bay on ward 7 she'll be brilliant",
            "Sounds like they're in good hands."),
        Fill(76, 8),
        Say(110, "what do I say to a patient who's scared of starting dialysis",
            "Acknowledge the fear, explain each step before you do it, let them ask "
            "anything, and offer to introduce them to another patient who's been through "
            "it."),
        Fill(110, 6),
        Say(140, "little one had her nativity play today she was a sheep best sheep ever",
            "Aww, the best role! Hope you got photos."),
        Fill(140, 4),
    ), (
        ("ward", "which ward am i on now"),
        ("nursery", "whats my daughters nursery called"),
    )),

    Written("w_esl_tallinn", (
        Say(0, "Hello. We are Japanese family, my husband his company send him to Tallinn, we "
               "move in September. My son is 4 years and he has allergy to sesame. For "
               "kindergarten there, what I must prepare?",
            "You will need his health records, a doctor's letter about the allergy in English "
            "or Estonian, and an emergency plan. Ask the kindergarten how they handle "
            "allergies in meals.",
            {"move_month": "September", "allergy": "sesame"}),
        Fill(0, 8),
        Say(20, "Thank you. Estonian language is very difficult, the words are so long! Which "
                "app is good for learn?",
            "Keeleklikk is a free course made for beginners, and Drops or Memrise help with "
            "vocabulary."),
        Fill(20, 8),
        Say(55, "Bad news, the visa is slow, so our moving is delay. Now we go in November, "
                "the company say. Son is happy because he can stay for his birthday with "
                "grandmother.",
            "A nice silver lining. Use the extra time to get the allergy letter translated.",
            {"move_month": "November"}),
        Say(56, "My husband colleague, Mr Sato, his family go in September as plan, they are "
                "lucky",
            "They can tell you what it's like before you arrive."),
        Fill(56, 8),
        Say(90, "How cold is there in winter? What clothes for child I must buy?",
            "Often -5 to -15°C. Get a warm one-piece snowsuit, wool layers, waterproof "
            "mittens and insulated boots."),
        Fill(90, 7),
        Say(110, "We find apartment near Kadriorg park, very beautiful.",
            "Kadriorg is lovely, especially for children."),
        Fill(110, 5),
    ), (
        ("move_month", "When we are moving to Estonia?"),
        ("allergy", "My son, he is allergic to what? I must tell to kindergarten."),
    )),
)
# fmt: on


def batch_w_tenants() -> list[Tenant]:
    """Set W as tenants, numbered after the sets written before it."""
    return numbered_in_order("w", BATCH_W)
