"""Set S: one long-running assistant used for everything by people whose lives rarely show up in
test data: a retired ferryman who volunteers at a lighthouse, a courier who races pigeons, a
Filipino nurse in Dubai, a Brazilian master's student in Lisbon, a Ghanaian minicab driver in
London, a widowed hill farmer learning email, a teenage esports player, a BSL interpreter, a
night-shift baker, a beekeeper, a marathon-running vicar, a mother caring for her disabled son,
a Nepali cook in Helsinki, a Trinidadian food-stall owner in Toronto, a teacher with long covid,
a retired judge and others. They mention their facts in passing while asking for help (letters,
recipes, forms, training plans, money), often several at once; they restate them, then change
them by announcing it, correcting themselves, confirming the assistant's guess or just using the
new value in a request. Styles range from formal letters to lowercase slang and second-language
English; after a change, friends, colleagues and old stories bring up the old or a similar value.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_S: tuple[Written, ...] = (
    Written("s_lamp_room_ewart", (
        Say(0, "Good morning. I'm Ewart, 71, retired from the ferry company, and I now volunteer "
            "at the Corrachan Point lighthouse, showing visitors round the lamp room every "
            "Tuesday. Could you help me put together a short welcome talk, five minutes at most?",
            "Of course. A five-minute talk works well in three parts: a warm welcome and a "
            "safety note about the stairs, a short story of the light and its keepers, and an "
            "invitation to ask questions at the top. Shall I draft it?",
            {"volunteer_day": "Tuesday"}),
        Fill(0, 3),
        Say(2, "My collie Pibroch comes with me on the tours and the children adore him. Is it "
            "alright to give a dog a bit of cheddar as a reward, or is that bad for him?",
            "A little cheddar now and then is fine for most dogs; keep pieces pea-sized and "
            "watch for an upset stomach. Many owners use it as a high-value treat.",
            {"dog_name": "Pibroch"}),
        Say(2, "One request, if I may: please keep it brief when you answer me. My eyes tire on "
            "this tablet after a few paragraphs.",
            "Understood. I'll keep my answers short.",
            {"answer_style": "brief"}),
        Fill(3, 8),
        Say(15, "Tuesday again at the lamp room, forty visitors off the cruise boat. What is a "
            "good way to explain how the big lens works to eight-year-olds?",
            "Try a magnifying glass and sunlight: the lens bends light into a beam the way the "
            "glass makes a bright spot. Then say the lighthouse lens is hundreds of those rings.",
            {"volunteer_day": "Tuesday"}),
        Fill(16, 10),
        Say(40, "The trust has redone the rota. I'm on Thursday now, because Isbel wanted my old "
            "slot so she can collect her grandchildren later in the week. Can you remind me how "
            "to set a weekly alarm on this tablet?",
            "Open the Clock app, tap Alarm, then the plus sign. Set the time, tap Repeat and "
            "tick the day you want, then Save.",
            {"volunteer_day": "Thursday"}),
        Say(41, "Isbel tells me her Tuesday crowd is already bigger than mine ever was. The "
            "cheek of the woman.",
            "Friendly rivalry between volunteers is no bad thing. It may just be the cruise "
            "timetable favouring her day."),
        Fill(42, 8),
        Say(60, "Pibroch had his booster at the vet in Stromvik today and has sulked all "
            "afternoon. Is that usual?",
            "Yes, a day of tiredness or sulking after a vaccination is common. If he is off his "
            "food for more than a day or the injection site swells, ring the vet."),
        Fill(61, 4),
        Say(75, "Scrap what I said about keeping things short. My granddaughter has made the "
            "text bigger on the tablet and I can read far more now. For the lighthouse history "
            "in particular, please be detailed: dates, names, the whole story.",
            "Happily. I'll give you fuller, detailed answers from now on, with dates and names "
            "where I have them.",
            {"answer_style": "detailed"}),
        Fill(76, 6),
    ), (
        ("volunteer_day", "Which day of the week am I up at the lighthouse showing people round?"),
        ("answer_style", "How long or short do I want your answers to be?"),
        ("dog_name", "What's my collie called? I'm filling in the pet insurance."),
    )),
    Written("s_loft_and_van", (
        Say(0, "evening. im a multi drop courier for pellmore, 120 stops a day round dudley and "
            "tipton, and i race pigeons in my spare time. need help working out fuel per week if "
            "i do 190 miles a day at 38mpg",
            "At 190 miles a day and 38 mpg you use about 5 gallons, roughly 22.7 litres a day. "
            "Over five days that's about 114 litres. What's diesel costing you per litre?",
            {"courier_firm": "pellmore"}),
        Say(0, "about 1.52 round here",
            "Then it's roughly £173 a week in fuel for a five-day week, or £208 over six days."),
        Fill(0, 3),
        Say(3, "my loft is on the allotments on fennick lane. the council want a plan of it for "
            "the renewal, whats the easiest way to draw one",
            "Graph paper works fine: one square per 10 cm, mark the door, the landing board, the "
            "nest boxes and the distance to the plot boundaries. Label it with your plot number.",
            {"loft_location": "fennick lane"}),
        Say(3, "best bird i have is copperknob, blue bar cock, 4 yrs old. won the club race from "
            "bourges last summer. what should i feed him in the weeks before a long race",
            "Build him up with a carbohydrate-rich mix in the last week (more maize and small "
            "seeds), keep protein moderate, add a little fat like peanuts or hemp, and clean "
            "water with electrolytes after training tosses.",
            {"top_pigeon": "copperknob"}),
        Fill(4, 10),
        Say(20, "pellmore have put me on the saturday route now which means no saturdays with "
            "the birds. any tips for training pigeons when you only get one day a week",
            "Ask a club mate to toss them midweek, use short single-up tosses on your free day, "
            "and let the birds open-loft exercise twice a day if the allotment rules allow.",
            {"courier_firm": "pellmore"}),
        Fill(21, 10),
        Say(35, "copperknob is moulting bad this year, is that normal in july?",
            "Yes, July is peak moult for many old birds. Feed more protein, give baths, and "
            "don't race him hard while he's dropping flights."),
        Fill(36, 10),
        Say(58, "done with pellmore. start monday at ambertrack, better money and they give you "
            "the van. what do i need to ask them about insurance on a company van",
            "Ask whether you're covered for personal use, who pays the excess after an accident, "
            "whether goods in transit are included, and what happens with penalty charges.",
            {"courier_firm": "ambertrack"}),
        Say(59, "my mate stu is still on the vans for pellmore and says they've scrapped the "
            "saturday route now im gone lol",
            "Typical timing. At least your weekends should free up at the new place."),
        Fill(60, 8),
        Say(80, "bad news. copperknob didnt come home from the perpignan race, 3 days now. the "
            "wind went round to the east. any point still hoping",
            "I'm sorry. Birds do turn up after a week or more, especially after a headwind, so "
            "keep the trap open and tell the club in case he's reported."),
        Fill(81, 3),
        Say(84, "bramblejack topped the club on saturday from 200 miles, first time for a "
            "yearling. hes my number one now i reckon. how do i stop him getting overtired",
            "Great result. Give him a full rest week, light feed for two days, then build back "
            "gradually; don't send him to every race this season.",
            {"top_pigeon": "bramblejack"}),
        Say(85, "stu's best hen is called sixpence and she came 2nd. he wont shut up about it",
            "Second to a yearling is nothing to be ashamed of, but you've earned some bragging "
            "rights too."),
        Fill(86, 10),
    ), (
        ("courier_firm", "who am i delivering for now?"),
        ("top_pigeon", "which of my birds is the best flyer at the minute?"),
        ("loft_location", "what road is my loft on? doing the club form"),
    )),
    Written("s_dubai_staff_nurse", (
        Say(0, "Hi! I'm a staff nurse in the cardiac ICU at Nahdat Crescent Hospital here in "
            "Dubai, 4 years na. Can you help me make a study plan for my licence renewal exam?",
            "Sure! How many weeks do you have until the exam, and how many hours can you study "
            "on work days versus days off?",
            {"ward": "cardiac ICU"}),
        Fill(0, 2),
        Say(2, "Every payday I send money to my sister Ligaya in Iloilo through PadalaNow. She "
            "is in 2nd year nursing also. How much is 2500 AED in pesos more or less?",
            "Roughly 38,000 to 39,000 pesos depending on the day's rate and the app's fee. Check "
            "the rate shown in the app before you confirm.",
            {"sister": "Ligaya", "remit_app": "PadalaNow"}),
        Fill(3, 6),
        Say(12, "3 straight nights in the cardiac ICU, so tired. What can I eat at 3am that "
            "won't make me sleepy?",
            "Small protein snacks work best: boiled eggs, yogurt, nuts, hummus with vegetables. "
            "Avoid heavy rice meals and sugary drinks in the middle of the night.",
            {"ward": "cardiac ICU"}),
        Fill(13, 8),
        Say(40, "Big news, I got the transfer! Starting Sunday in the dialysis unit, day shift "
            "only, no more nights. What should I review for the first week?",
            "Congratulations! Review fluid balance and dry weight, access care for fistulas and "
            "catheters, common complications like hypotension and cramps, and the machine alarms.",
            {"ward": "dialysis unit"}),
        Say(41, "My roommate Jhoanna stays in the cardiac ICU, she is sad I'm leaving. She is "
            "now the only Filipina on the night team.",
            "It's hard to lose a shift buddy. Maybe plan a regular day off together."),
        Fill(42, 6),
        Say(70, "Ligaya passed her skills exam!! I want to send extra this month, is it better "
            "to send on a weekend or a weekday for the rate?",
            "Congratulations to her! Rates usually move on weekdays when markets are open; many "
            "apps lock in a slightly worse rate on weekends, so a weekday is often better."),
        Fill(71, 6),
    ), (
        ("ward", "Where in the hospital am I assigned these days?"),
        ("sister", "What's the name of my sister I send money to?"),
        ("remit_app", "Which app do I use to send money home?"),
    )),
    Written("s_lisbon_mestrado", (
        Say(0, "oi! I'm brazilian, from Belo Horizonte, doing my master in urban planning here "
            "in Lisbon. I rent a room in Arroios with a romanian girl, Ioana, she is very "
            "organized kkk. How I ask for the NIF number?",
            "You can request a NIF at any Finanças office with your passport and proof of "
            "address, or online through a representative if you're not yet resident.",
            {"neighbourhood": "Arroios", "flatmate": "Ioana"}),
        Fill(0, 3),
        Say(5, "the landlord in Arroios wants to raise the rent 80 euros. Is this legal in "
            "Portugal? contract is for 1 year",
            "During a fixed-term contract the landlord generally can't raise the rent beyond "
            "the annual legal update unless the contract says so. Check the clause on rent "
            "updates."),
        Fill(6, 4),
        Say(30, "so we moved!! me and Ioana found a flat in Marvila, near the river, cheaper and "
            "bigger. what I must change at the finanças with the new address?",
            "Update your fiscal address on the Portal das Finanças or at an office; also tell "
            "your bank, your university and your health centre.",
            {"neighbourhood": "Marvila"}),
        Say(31, "I miss the pastelaria under my old place in Arroios, the pastel de nata was the "
            "best of the city",
            "Now you have a reason to visit the old neighbourhood on weekends."),
        Fill(32, 3),
        Say(45, "my friend Caio lives in Alfama and pays double what we pay, crazy",
            "Alfama is one of the most touristic areas, so prices there are very high."),
    ), (
        ("neighbourhood", "What part of Lisbon do I live in?"),
        ("flatmate", "What's my flatmate called? need her name for a form"),
    )),
    Written("s_lewisham_nights", (
        Say(0, "Good afternoon. I drive minicab for Kestrel Cars in Lewisham, mostly nights. I "
            "need to write a letter to TfL about my licence renewal, it is delayed. Can you help?",
            "Of course. Include your licence number, the date you applied, what you've already "
            "sent, and ask for a timeline. Shall I draft it for you?",
            {"operator": "Kestrel Cars"}),
        Fill(0, 4),
        Say(3, "My daughter Nhyira is starting secondary school in September. How do I appeal if "
            "we don't get our first choice?",
            "You can appeal to an independent panel through the council. You'll usually have 20 "
            "school days after the offer to lodge it, with your reasons in writing.",
            {"daughter": "Nhyira"}),
        Fill(4, 8),
        Say(21, "Kestrel Cars are taking 25 percent commission now. Is that normal for London "
            "operators?",
            "It's at the high end. Many operators take 15 to 25 percent; some charge a flat "
            "weekly fee instead."),
        Fill(22, 10),
        Say(50, "I have switched to Ridewell since last week, they take only 15 percent and I "
            "get more airport jobs. How should I keep records for my tax return when they pay me "
            "weekly through the app?",
            "Download each weekly statement, keep a simple spreadsheet of gross fares, "
            "commission and expenses like fuel and insurance, and store receipts in one folder.",
            {"operator": "Ridewell"}),
        Say(51, "My cousin Yaw is still with Kestrel and he says the controller is asking where "
            "I went, ha",
            "Word travels fast. No harm leaving on good terms in case you need a reference."),
        Fill(52, 8),
        Say(90, "Yesterday an old customer from my Kestrel days saw me at Gatwick and asked for "
            "my number. Is it OK to take private bookings?",
            "No, in London private hire bookings must go through a licensed operator. Point him "
            "to your operator's app instead."),
        Fill(91, 6),
    ), (
        ("operator", "Which firm do I get my jobs through now?"),
        ("daughter", "What's my daughter's name?"),
    )),
    Written("s_eirwen_emails", (
        Say(0, "Hello. My name is Eirwen, I farm sheep above Llanfechan since my husband Dilwyn "
            "passed in the spring. My son in law has put the email on a tablet for me so i can "
            "do the forms for the ministry. How do I send a photo please. Regards Eirwen",
            "Hello Eirwen. Open a new email, tap the paper clip symbol, choose Photos, pick the "
            "picture and tap Send. Would you like me to go through it step by step?",
            {"device": "tablet"}),
        Say(0, "which one is the paper clip",
            "It looks like a small bent wire loop, usually at the top of the email, near the "
            "send arrow."),
        Fill(0, 2),
        Say(4, "the vets are Brynteg Vets in town, i need to email them the ear tag numbers for "
            "12 ewes. how do i write that nicely",
            "Start with 'Dear Brynteg Vets', say you're sending the tag numbers for twelve ewes, "
            "list them one per line, and finish with your name and holding number.",
            {"vet": "Brynteg Vets"}),
        Fill(5, 5),
        Say(19, "Sorry to bother again. the tablet has gone black and wont wake up even on the "
            "charger",
            "Hold the power button and the volume-down button together for about 15 seconds. If "
            "that doesn't work, leave it on charge for an hour and try again."),
        Fill(20, 3),
        Say(33, "My grandson Rhodri brought me his old laptop on sunday and showed me the mouse "
            "pad thing. it is much easier with a proper keyboard. How do I find the emails on "
            "here it looks different",
            "On the laptop, open the web browser, go to your email provider's website and sign "
            "in with the same address and password you used on the tablet.",
            {"device": "laptop"}),
        Say(34, "Rhodri says his girlfriend does all her farm books on an ipad but i dont know",
            "Whatever you find easiest is best. The laptop's keyboard will help with the longer "
            "forms."),
        Fill(35, 4),
    ), (
        ("device", "What am I doing my emails on now?"),
        ("vet", "Which vets do I use for the sheep?"),
    )),
    Written("s_support_main", (
        Say(0, "yo. i play support for gloamhex, we're in div 2 of the crownfall league (its a "
            "moba). need a schedule that fits scrims 7-10pm and still do my gcse revision",
            "Try revising 4:30-6:30 after school with a 30 min break before scrims, keep "
            "weekends for longer revision blocks, and protect one evening a week with no games.",
            {"team": "gloamhex", "role": "support"}),
        Fill(0, 2),
        Say(2, "mum says screens off at 11 on school nights. how do i convince her scrims run "
            "late sometimes",
            "Show her the schedule, offer a trade like finishing revision before scrims, and "
            "agree on exceptions in advance rather than asking on the night."),
        Fill(3, 5),
        Say(15, "gloamhex lost 2-0 again. our jungler just ints every game fr. how do i give "
            "feedback without starting beef",
            "Keep it about plays, not the person: point to one specific moment in the VOD, ask "
            "what they were thinking, and suggest one alternative.",
            {"team": "gloamhex"}),
        Fill(16, 4),
        Say(29, "got a tryout with vantablue on friday!! how do i not choke",
            "Warm up beforehand, communicate constantly even when nervous, and don't try to "
            "carry; show you're reliable and easy to play with."),
        Say(33, "didnt get vantablue. they took some guy from denmark. whatever",
            "That stings, but getting a tryout at all means people are watching you."),
        Fill(34, 3),
        Say(48, "ok so nightjar five picked me up, left gloamhex on good terms. first scrim "
            "block is tuesday. what should i ask the captain before",
            "Ask about their draft priorities, how they want comms, what they expect from you in "
            "lane, and how they review games.",
            {"team": "nightjar five"}),
        Say(49, "my old duo from gloamhex just joined vantablue lol life is weird",
            "Small scene. You'll probably end up playing against each other."),
        Fill(50, 3),
    ), (
        ("team", "what team am i on rn"),
        ("role", "what position do i main?"),
    )),
    Written("s_bsl_interpreter", (
        Say(0, "Hello. I am a BSL/English interpreter, employed by Signbridge Access in "
            "Sheffield, mostly covering hospital appointments. Could you help me draft a short "
            "explanation of what an interpreter does, for clinic reception staff?",
            "Certainly. I'd cover: the interpreter is there for both parties, speak directly to "
            "the patient, allow a little extra time, and book the interpreter with the "
            "appointment.",
            {"employer": "Signbridge Access"}),
        Fill(0, 3),
        Say(3, "Unrelated: my cat Marzipan has started scratching the arm of the sofa. What "
            "deterrents are humane?",
            "Put a tall scratching post right next to the sofa arm, cover the arm with a throw "
            "or double-sided tape for a few weeks, and reward her for using the post.",
            {"cat": "Marzipan"}),
        Fill(4, 6),
        Say(25, "Signbridge Access have changed our booking system again. Could you suggest a "
            "template for logging travel time between jobs?",
            "A simple table works: date, job reference, start location, end location, departure "
            "time, arrival time, minutes, and mileage."),
        Fill(26, 4),
        Say(60, "I have handed in my notice and I am going freelance from the first of the "
            "month. What do I need to register with HMRC, and what is a fair hourly rate in "
            "Yorkshire?",
            "Register as self-employed with HMRC, keep records for Self Assessment, and get your "
            "own professional indemnity insurance. Check the rates your professional body "
            "publishes as a starting point.",
            {"employer": "freelance"}),
        Say(61, "A colleague, Branwen, is staying on at Signbridge as a team leader. I shall "
            "miss working alongside her.",
            "You may still cross paths on larger bookings; freelancers often get agency work."),
        Fill(62, 5),
    ), (
        ("employer", "What's my work situation as an interpreter at the moment?"),
        ("cat", "What's my cat called?"),
    )),
    Written("s_overnight_ovens", (
        Say(0, "night baker here. i start at 11pm at Crumb & Kiln and finish around 7. best way "
            "to sleep in the day when the neighbours kids are loud?",
            "Blackout curtains, earplugs or a white-noise machine, and a fixed sleep window "
            "every day, even on days off, help most. A short wind-down after work helps too.",
            {"shift_start": "11pm"}),
        Fill(0, 3),
        Say(2, "my partner Teodor works 9-5 so we barely see each other. ideas for a weekly "
            "thing we can do together on my night off",
            "A standing late breakfast or brunch on your day off, a walk, or cooking one dinner "
            "together each week can become a ritual you both protect.",
            {"partner": "Teodor"}),
        Fill(3, 7),
        Say(18, "sourdough q: if i start at 11pm, when do i feed the levain so it peaks when i "
            "mix at midnight",
            "At around 24°C a 1:5:5 feed takes about 8-10 hours to peak, so feed it around 2-3pm.",
            {"shift_start": "11pm"}),
        Fill(19, 9),
        Say(45, "owner's changed the rota, fewer loaves overnight so my start is 2am from "
            "monday. is that easier or harder on the body than what i had",
            "A later start may let you get a core block of sleep in the evening, which some "
            "people find easier; keep the sleep window consistent.",
            {"shift_start": "2am"}),
        Say(46, "kasia on pastry still comes in at 11pm, poor thing",
            "She'll be envious of your extra evening hours."),
        Fill(47, 8),
        Say(70, "teodor's birthday next week. a cake i can make at work between batches?",
            "A brown butter pound cake or an olive oil cake: one bowl, bakes in a loaf tin, "
            "keeps well and travels home easily."),
        Fill(71, 8),
    ), (
        ("shift_start", "What time does my shift begin?"),
        ("partner", "What's my partner's name?"),
    )),
    Written("s_orchard_hives", (
        Say(0, "I keep six hives in an orchard behind the church at Upcott. Two are looking weak "
            "after the winter. What should I check on the first spring inspection?",
            "Check for a laying queen (eggs and young larvae), stores, signs of disease like "
            "chalkbrood or foulbrood, and whether the colony covers enough frames.",
            {"hive_count": "six hives", "apiary": "Upcott"}),
        Fill(0, 4),
        Say(6, "I sell the honey at the Saturday market in Bridlow. What is a fair price for a "
            "340g jar this year?",
            "Local raw honey in 340g jars commonly sells for £6 to £8 at markets, depending on "
            "the area and competition.",
            {"market": "Bridlow"}),
        Fill(7, 6),
        Say(30, "Did two splits this week, so I'm up to nine hives. Do I need more foundation "
            "than I think?",
            "Probably: each new colony needs a full box of frames plus a super later on. Order a "
            "little more than you think.",
            {"hive_count": "nine hives"}),
        Say(30, "The parish council at Upcott say the bees are lovely but they must go by autumn "
            "because of a new footpath through the orchard. Typical.",
            "That gives you a few months to find a new site. Farmers with flowering crops are "
            "often glad to host hives.",
            {"apiary": "Upcott"}),
        Fill(31, 10),
        Say(75, "All nine went over to Hazeldene Farm yesterday, the farmer there has a field of "
            "borage. How far do I need to move them so the bees don't go back to the old spot?",
            "The rule of thumb is under three feet or over three miles. If it's further than "
            "three miles you're fine.",
            {"apiary": "Hazeldene Farm"}),
        Say(76, "My friend Wendell has put his bees in the old orchard at Upcott now. I hope the "
            "parish council are kinder to him.",
            "Perhaps the footpath will go round the hives this time."),
        Fill(77, 6),
        Say(100, "Lost one colony to wasps, they were robbing it for days. So it's eight hives "
            "now. What's the best wasp trap that won't catch the bees?",
            "Use traps baited with meat or fermented fruit rather than sugar, and narrow the "
            "entrances on weaker colonies.",
            {"hive_count": "eight hives"}),
        Fill(101, 8),
    ), (
        ("hive_count", "How many colonies have I got at the moment?"),
        ("apiary", "Where are my bees kept now?"),
        ("market", "Which town's market do I sell my honey at?"),
    )),
    Written("s_running_vicar", (
        Say(0, "Morning! Vicar of Combe Ashby here (three churches, one of me). I run to stay "
            "sane. Entered the Saltmarsh Marathon in April and want to beat my PB of 3:21. Can "
            "you make a 16-week plan around Sunday services?",
            "Gladly. I'll put your long run on Mondays, rest on Sundays, with quality sessions "
            "on Wednesday and Friday. What weekly mileage are you on now?",
            {"parish": "Combe Ashby", "next_race": "Saltmarsh Marathon", "pb": "3:21"}),
        Fill(0, 4),
        Say(5, "Could you help with a sermon on perseverance that doesn't mention running? The "
            "congregation are sick of my running illustrations.",
            "Try Ruth staying with Naomi, or the persistent widow in Luke 18."),
        Fill(6, 6),
        Say(25, "Long run went well, 20 miles. Still on for the Saltmarsh Marathon. Also, I dug "
            "out my old results: my PB is actually 3:19, not 3:21. I've been underselling myself "
            "for years.",
            "A pleasant surprise. Then your target is anything under 3:19; your recent long runs "
            "suggest that's realistic.",
            {"next_race": "Saltmarsh Marathon", "pb": "3:19"}),
        Fill(26, 6),
        Say(50, "Calf strain. Physio says no racing for six weeks, so Saltmarsh is off this "
            "year. Deeply un-Christian thoughts.",
            "I'm sorry. Rest, do the physio's exercises faithfully, and cross-train if allowed; "
            "you'll keep much of your fitness."),
        Fill(51, 8),
        Say(95, "Right, back running. Entered the Harbourside Marathon in October instead. Can "
            "you squeeze the plan into 12 weeks?",
            "Yes: three weeks of base, six of build with long runs up to 20 miles, and a "
            "three-week taper.",
            {"next_race": "Harbourside Marathon"}),
        Say(96, "Our curate Dominic has entered Saltmarsh for next spring. I'm trying very hard "
            "not to be jealous.",
            "Perhaps you can pace him on his long runs."),
        Fill(97, 10),
    ), (
        ("parish", "Which parish am I vicar of?"),
        ("pb", "What's my best marathon time?"),
        ("next_race", "Which marathon am I training for?"),
    )),
    Written("s_jory_care", (
        Say(0, "I care full-time for my son Jory, he's 19 and has cerebral palsy. He goes to "
            "Larkhill House for respite one weekend a month. Can you help me write down his "
            "morning routine for the staff there?",
            "Of course. List each step in order with times: waking, medication, toileting, "
            "dressing, breakfast and how he likes things done. What does a typical morning look "
            "like?",
            {"respite": "Larkhill House"}),
        Fill(0, 3),
        Say(4, "His wheelchair is a manual one and my shoulders are killing me pushing it up our "
            "hill. Any exercises for carers' shoulders?",
            "Gentle rows with a resistance band, wall slides and doorway stretches help. It may "
            "also be worth asking wheelchair services about a power-assist add-on.",
            {"wheelchair": "manual"}),
        Fill(5, 8),
        Say(30, "Larkhill House rang, they can take him the weekend of the 14th. What should I "
            "pack for three nights?",
            "Medication with a list, spare clothes, continence supplies, chargers, his "
            "favourite things for comfort, and a copy of his routine."),
        Fill(31, 10),
        Say(60, "Larkhill House is closing, the council say funding. We've been offered Oakmoor "
            "Lodge out past the reservoir instead. How do I ask for a visit before he goes?",
            "Ring or email the manager, explain Jory's needs, and ask for a visit and a short "
            "tea-time trial before his first stay.",
            {"respite": "Oakmoor Lodge"}),
        Say(61, "A mum from my support group says Larkhill was the best place she ever used for "
            "her daughter. Gutted.",
            "It's hard losing somewhere you trust. Share what worked at Larkhill with the new "
            "staff so they can copy it."),
        Fill(62, 6),
        Say(90, "Jory's powerchair arrived!! He zoomed round the kitchen. How do I keep the "
            "batteries healthy if he uses it all day?",
            "Charge it every night, avoid running it completely flat, and keep it indoors in the "
            "cold.",
            {"wheelchair": "powerchair"}),
        Say(91, "his friend Ade from college still has a manual chair and keeps challenging him "
            "to races lol",
            "Sounds like good fun, as long as they stay off the main road."),
        Fill(92, 8),
    ), (
        ("respite", "Where does Jory go for his respite weekends?"),
        ("wheelchair", "What kind of wheelchair does my son use?"),
    )),
    Written("s_dentist_allergy", (
        Say(0, "quick one, im allergic to penicillin and the dentist wants to give me "
            "antibiotics after the extraction. what should i ask them?",
            "Remind them of the allergy and what reaction you had, ask which alternative they'll "
            "use, and check how long to take it.",
            {"allergy": "penicillin"}),
        Say(0, "ok, rash and swelling last time",
            "Tell them exactly that; it helps them judge the risk."),
    ), (
        ("allergy", "Which antibiotic am I allergic to?"),
    )),
    Written("s_niece_wedding", (
        Say(0, "My niece Perpetua is getting married on 14 June in Galway and I need a hotel for "
            "the night before. What should I look for?",
            "Look for somewhere within a short taxi ride of the venue, with free cancellation, "
            "and book soon as June weekends fill up.",
            {"wedding_date": "14 June"}),
        Say(0, "sorry, I meant 21 June not 14, I was looking at the hen do date",
            "No problem, noted. Search for the night of the 20th then.",
            {"wedding_date": "21 June"}),
        Fill(1, 1),
    ), (
        ("wedding_date", "When is my niece's wedding?"),
    )),
    Written("s_bp_tablets", (
        Say(0, "My doctor has me on amlodipine for my blood pressure. Can I have grapefruit "
            "juice with it?",
            "Grapefruit can raise amlodipine levels a little. Small amounts are usually fine, "
            "but ask your pharmacist.",
            {"bp_med": "amlodipine"}),
        Say(40, "the GP changed my blood pressure tablet last week, starts with an L, can't find "
            "the box. is there one that gives you a dry cough?",
            "Lisinopril is known for causing a dry cough; losartan much less so. Is it one of "
            "those?"),
        Say(40, "yes losartan, that's the one. 50mg. so no cough then?",
            "A cough is uncommon with losartan. If you get dizziness when standing, mention it "
            "to your GP.",
            {"bp_med": "losartan"}),
    ), (
        ("bp_med", "What am I taking for my blood pressure?"),
    )),
    Written("s_closed_loop", (
        Say(0, "I have type 1 diabetes and use a Corvel pump. My endocrinologist, Dr Feldmann, "
            "wants me to log basal tests over a weekend. Could you design a simple log sheet?",
            "Here's a layout: time, glucose reading, carbs (should be none during the test), "
            "bolus, basal rate, activity, and notes. One row per hour.",
            {"pump": "Corvel", "endo": "Dr Feldmann"}),
        Fill(0, 3),
        Say(8, "The Corvel alarmed for an occlusion twice in the night. What are the usual "
            "causes?",
            "Kinked tubing, a cannula in scar tissue or pressed on while sleeping, or insulin "
            "that's been in the reservoir too long. Change the site if it repeats.",
            {"pump": "Corvel"}),
        Fill(9, 5),
        Say(40, "Trained on the Tallis yesterday; it talks to my sensor and adjusts basal by "
            "itself. Any advice for the first fortnight on a closed loop?",
            "Trust the algorithm for a few days before changing settings, pre-bolus as before, "
            "and keep notes on any lows or highs to review with your clinic.",
            {"pump": "Tallis"}),
        Say(41, "A girl in my clinic group is staying on the Corvel because she likes to be in "
            "control herself. Fair enough.",
            "Plenty of people prefer manual control; it's a personal choice."),
        Fill(42, 4),
    ), (
        ("pump", "Which insulin pump do I have?"),
        ("endo", "Who's my diabetes consultant?"),
    )),
    Written("s_tram_roster", (
        Say(0, "G'day. Tram driver out of Brunswick depot, on route 58 mostly. I'm on earlies "
            "this roster, 4:50am sign-on. Need a brekkie I can eat in the cab that isn't a servo "
            "pie",
            "Overnight oats in a jar, a wrap with eggs and spinach, or a banana and peanut "
            "butter sandwich all travel well.",
            {"route": "route 58", "roster": "earlies"}),
        Fill(0, 3),
        Say(10, "still on earlies, body clock's cooked. tips for getting to sleep by 8 when it's "
            "still light out?",
            "Blackout blinds, a cool room, no screens for the last half hour, and a consistent "
            "wind-down even on days off.",
            {"roster": "earlies"}),
        Fill(11, 6),
        Say(38, "new roster dropped, lates for the next 3 months, signing off near 1am. decent "
            "wind-down routine after a late?",
            "Eat something light, shower, keep the lights low and avoid your phone; aim to be in "
            "bed within an hour of getting home.",
            {"roster": "lates"}),
        Say(39, "my mate Robbo swapped onto earlies, mad bloke reckons he likes the sunrise",
            "Takes all sorts. At least you two can cover each other's swaps."),
        Fill(40, 4),
    ), (
        ("roster", "What shifts am I working this roster?"),
        ("route", "Which tram route do I usually drive?"),
    )),
    Written("s_pteropod_phd", (
        Say(0, "Hi, first-year PhD student in Tromsø here, working on sea butterflies "
            "(pteropods) and ocean acidification. My supervisor is Professor Eikrem. Can you "
            "help me structure a literature review?",
            "Sure. A common structure: the chemistry of acidification, pteropod biology and "
            "shell formation, experimental evidence, field observations, and gaps.",
            {"supervisor": "Professor Eikrem", "organism": "sea butterflies"}),
        Fill(0, 4),
        Say(14, "Meeting Professor Eikrem tomorrow, I want to propose joining a cruise in the "
            "Barents Sea. How do I pitch it?",
            "Tie the cruise to a specific research question, show what samples you'd get that "
            "you can't get otherwise, and estimate costs and time.",
            {"supervisor": "Professor Eikrem"}),
        Fill(15, 7),
        Say(70, "Eikrem has taken a job in Bergen so my main supervisor is now Dr Varne, who's "
            "more of a modeller. How do I rework my plan so it plays to her strengths?",
            "Add a modelling chapter that uses your field data, for example projecting shell "
            "dissolution under future scenarios.",
            {"supervisor": "Dr Varne"}),
        Say(71, "My office mate still has Eikrem as his external advisor, lucky him",
            "You can still ask Eikrem for occasional input too, most supervisors are happy to "
            "stay in touch."),
        Fill(72, 5),
    ), (
        ("supervisor", "Who's my main supervisor?"),
        ("organism", "What animal am I studying for my PhD?"),
    )),
    Written("s_twins_school", (
        Say(0, "My twins Odile and Bastien are 7 and at Fernhill Primary. They both want to quit "
            "piano. How do I handle it without a fight?",
            "Ask what they dislike about it, agree a finish line like the end of term, and let "
            "them pick another activity to try.",
            {"twins": "Odile and Bastien", "school": "Fernhill Primary"}),
        Fill(0, 4),
        Say(10, "Parents' evening at Fernhill Primary. Teacher says Bastien is chatty. Ideas for "
            "gentle consequences at home?",
            "Talk about when chatting is fine and when it isn't, praise good days, and agree a "
            "small privilege for a quiet week.",
            {"school": "Fernhill Primary"}),
        Fill(11, 6),
        Say(55, "We moved house over Easter and the kids start at Ashcombe Juniors on Monday. "
            "How do I help twins settle when they're in different classes for the first time?",
            "Let them walk in together, arrange a meet-up at break the first week, and talk each "
            "evening about one good thing from their class.",
            {"school": "Ashcombe Juniors"}),
        Say(56, "Their cousin Mirabel is still at Fernhill and keeps asking when they're coming "
            "back :(",
            "A weekend play date could help all three of them."),
        Fill(57, 4),
    ), (
        ("school", "Which school do the twins go to?"),
        ("twins", "What are my children's names?"),
    )),
    Written("s_helsinki_tandoor", (
        Say(0, "Namaste. I am cook from Pokhara, came to Helsinki 8 months ago. I work on "
            "tandoor at Himal Kitchen in Kallio. I am taking Finnish course level A1 in evening. "
            "Please help me learn kitchen words in Finnish.",
            "Happy to help! Some basics: veitsi (knife), uuni (oven), suola (salt), sipuli "
            "(onion), kana (chicken), riisi (rice).",
            {"restaurant": "Himal Kitchen", "finnish_level": "A1"}),
        Fill(0, 4),
        Say(6, "Winter here is very dark. How to stay healthy, vitamin D is needed?",
            "Yes, most people in Finland take vitamin D in winter. Get daylight at midday when "
            "you can, and keep regular exercise."),
        Fill(7, 6),
        Say(30, "Still A1, exam is in May. How I practise speaking when in kitchen everybody "
            "speaks Nepali?",
            "Talk to Finnish suppliers and customers, use a language café, and try to say one "
            "sentence in Finnish every shift.",
            {"finnish_level": "A1"}),
        Fill(31, 8),
        Say(62, "I passed! Now I go to A2 class from August. Can you give me sentences for "
            "ordering from suppliers by phone?",
            "Congratulations! Try: 'Haluaisin tilata kymmenen kiloa kanaa' (I would like to "
            "order ten kilos of chicken).",
            {"finnish_level": "A2"}),
        Fill(63, 6),
        Say(90, "Good news, I got job as sous chef at Ravintola Tuli, Finnish-Nepali food near "
            "Hakaniemi. First month finished. How to ask for pay review after probation?",
            "Ask for a short meeting, list what you've done well, and name the salary you want "
            "based on what sous chefs earn in Helsinki.",
            {"restaurant": "Ravintola Tuli"}),
        Say(91, "My brother-in-law now work tandoor at Himal Kitchen in my old place. Owner is "
            "happy.",
            "That's nice, the kitchen stays in the family."),
        Fill(92, 6),
        Say(150, "Teacher moved me up to B1 group, she said my speaking is good. Can you write "
            "short text about our menu in simple Finnish?",
            "Of course! Send me the dishes and I'll write it in simple Finnish.",
            {"finnish_level": "B1"}),
        Fill(151, 4),
    ), (
        ("restaurant", "Where am I cooking these days?"),
        ("finnish_level", "What level is my Finnish class?"),
    )),
    Written("s_judge_prefs", (
        Say(0, "Good afternoon. I am a retired circuit judge and intend to use you for "
            "correspondence and reading. Please address me as Mr Tallack, and set out your "
            "answers in numbered points; I find them easier to follow.",
            "Good afternoon, Mr Tallack. Noted: 1. I will address you as Mr Tallack. 2. Answers "
            "will be set out in numbered points.",
            {"address": "Mr Tallack", "answer_format": "numbered points"}),
        Fill(0, 2),
        Say(3, "Summarise, please, the arguments for and against jury trials in complex fraud "
            "cases.",
            "1. For: public participation and confidence. 2. Against: length and technical "
            "complexity. 3. Alternatives proposed include judge-only trials."),
        Fill(4, 4),
        Say(20, "I have changed my mind about the format. The numbering chops everything up. "
            "From now on please write in continuous prose, as one would write a letter.",
            "Certainly, Mr Tallack. I shall write in continuous prose from now on.",
            {"answer_format": "continuous prose"}),
        Say(21, "My late brother, a barrister, insisted on bullet points in everything he wrote. "
            "I never saw the appeal.",
            "Each to his own; some readers find lists easier to skim, others lose the argument "
            "between the points."),
        Fill(22, 3),
    ), (
        ("answer_format", "How do I want your answers laid out?"),
        ("address", "How should you address me?"),
    )),
    Written("s_first_gym", (
        Say(0, "joined Ironvale Gym today, first time in a gym at 52. whats a beginner routine "
            "that wont wreck my knees",
            "Start with 10 minutes on the bike, then leg press, seated row, chest press, lat "
            "pulldown and a plank, two sets each, three times a week.",
            {"gym": "Ironvale Gym"}),
        Say(0, "they have rowing machines too if that helps",
            "Great, rowing is kind to knees if you keep the stroke smooth; add 5-10 minutes."),
    ), (
        ("gym", "Which gym did I sign up to?"),
    )),
    Written("s_doubles_stall", (
        Say(0, "I run a doubles stall at Harrowgate Market in Toronto, Trini food. Selling "
            "doubles at $4 each. My channa come from Bhola's Wholesale on Finch. Help me work "
            "out cost per doubles if a 20kg bag of channa is $61?",
            "If a doubles uses about 40g of dry channa, a 20kg bag makes around 500, so roughly "
            "12 cents of channa each. Add flour, oil, spices and packaging for the full cost.",
            {"price": "$4", "supplier": "Bhola's Wholesale"}),
        Fill(0, 3),
        Say(7, "Saturday rush was crazy, sold out by 1. Still at $4 but people saying it's too "
            "cheap. Should I raise it?",
            "If you're selling out, demand can take a small rise. Round numbers work well at a "
            "market stall.",
            {"price": "$4"}),
        Fill(8, 6),
        Say(35, "ok I do it, doubles are $5 now since the flour price jump. Nobody complain. How "
            "I make a nice new price board?",
            "A chalkboard with big clear numbers, a short menu and photos of the food. Put the "
            "price where the queue can see it.",
            {"price": "$5"}),
        Say(36, "The roti lady two stalls down still charging $4 for her aloo pies, she say she "
            "never raising",
            "Different products, different customers. Your queue says you're fine."),
        Fill(37, 4),
    ), (
        ("price", "How much am I charging for a doubles now?"),
        ("supplier", "Where do I buy my channa?"),
    )),
    Written("s_phased_return", (
        Say(0, "I'm a primary teacher in Cork, off and on with long covid since last year. Back "
            "on a phased return, two days a week. My GP, Dr Ní Bhriain, says to pace. How do I "
            "plan a school day so I don't crash?",
            "Plan rest breaks before you feel tired, alternate demanding and quiet tasks, and "
            "keep the evenings free for recovery.",
            {"work_days": "two days a week", "gp": "Dr Ní Bhriain"}),
        Fill(0, 3),
        Say(12, "Crashed on Friday after a good week, went to bed for the whole weekend. What "
            "does post-exertional malaise actually mean?",
            "It's a worsening of symptoms after physical or mental effort, often delayed by a "
            "day or two, and it can last days."),
        Fill(13, 6),
        Say(45, "Occupational health signed off on more hours - three days a week from next "
            "term. Nervous. How do I tell the principal I still need quiet afternoons?",
            "Be specific: say what you need, why it helps you stay at work, and suggest how it "
            "could work with the timetable.",
            {"work_days": "three days a week"}),
        Say(46, "My colleague Fionnuala is on two days a week too after her op, we're a right "
            "pair",
            "It helps to have someone who understands."),
        Fill(47, 4),
    ), (
        ("work_days", "How much am I working at the moment?"),
        ("gp", "Who's my GP?"),
    )),
    Written("s_lock_forward", (
        Say(0, "talofa. i play lock for the Kurogane Steelers in Kamaishi, first season in "
            "Japan. how do i ask for more rice politely in the canteen haha",
            "Say 'Okawari onegaishimasu' — it means 'another helping, please'.",
            {"club": "Kurogane Steelers"}),
        Say(120, "moved to Sendai last week, playing for Aoba Thunder now. whats the best way to "
            "ship a box home to Apia from here",
            "Japan Post's EMS or sea mail are the usual options; sea mail is much cheaper if "
            "you're not in a hurry.",
            {"club": "Aoba Thunder"}),
        Say(121, "my cousin is staying on at Kurogane, he gets my old locker",
            "He's got some big boots to fill."),
    ), (
        ("club", "Which club do I play for?"),
    )),
)
# fmt: on


def batch_s_tenants() -> list[Tenant]:
    """Set S as tenants, numbered after the sets written before it."""
    return numbered_in_order("s", BATCH_S)
