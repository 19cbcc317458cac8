"""Set L: people who write English as a second language or in their own variety of it - a
hospital porter in Durban, a tailor in Karachi, a mobile-money agent in Kisumu, a fisherman in
Galle, an Indonesian helper in Hong Kong, a Ukrainian tester in Kraków, a Samoan minister in
South Auckland, a taxi owner in Soweto, a Zimbabwean domestic worker in Randburg, students,
farmers, riders and shop people from Jamaica, Ireland, Wales, Malaysia, Singapore, Egypt,
Mexico, Turkey, Nigeria, Australia, New Zealand and Newfoundland. They write as they speak:
local words for everyday things (bakkie, chama, stokvel, mudalali, faifeau, güey, lah, b'y),
their own grammar and spelling, greetings first, and they tell the assistant about a change
the way their variety does ("shifted already", "I'm after leaving", "khalas I sold", "mi son
pass fi"), often only by naming the new thing inside a request for help."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_L: tuple[Written, ...] = (
    Written("l_durban_porter", (
        Say(0, "howzit. im a porter at Addington Hospital, nights mostly. my supervisor wants a "
               "leave letter for December, can u help me write it quick quick",
            "Sure - here's a short leave request: who it's to, the dates you want, who covers "
            "your shift, and a polite close. Fill in the dates and sign it.",
            {"workplace": "Addington Hospital"}),
        Say(0, "shame thanks hey. also my bakkie is a old Isuzu KB and the clutch is slipping, "
               "is it safe to drive to work like that till month end?",
            "A slipping clutch usually gets worse quickly and can leave you stuck at a robot. "
            "Short trips are possible, but get it looked at before it fails completely."),
    ), (
        ("workplace", "which hospital must I put as my employer on this UIF form?"),
    )),

    Written("l_karachi_tailor", (
        Say(0, "Assalam o alaikum. I am running small tailoring shop in Saddar, mostly shalwar "
               "kameez and sherwani for shaadi. My fabric I am taking from Haji Yousuf Cloth "
               "House in Jodia Bazaar. Please help me make one price list for Eid season",
            "Walaikum assalam! Here is a simple price list layout: item, stitching charge, "
            "with-fabric price, and delivery days. Add a rush charge for the last week.",
            {"shop_area": "Saddar", "fabric_supplier": "Haji Yousuf Cloth House"}),
        Fill(0, 3),
        Say(12, "I have joined one committee of Baji Nasreen, 10 ladies of our mohalla, 5000 "
                "monthly, my number is coming in 7th month. is it halal or not? some people "
                "are saying it is like interest",
            "A rotating committee where everyone gets back exactly what they put in, with no "
            "extra charged, is generally not considered interest. Keep a written record.",
            {"savings": "Baji Nasreen"}),
        Fill(12, 2),
        Say(40, "Yousuf sahab has increased rate too much yaar. now I am buying lawn and cotton "
                "from Al-Madina Textiles, they are giving on udhaar also. make me one simple "
                "udhaar register format",
            "Here's a register: date, invoice no., fabric, metres, amount, paid, balance, "
            "due date. Total it at month end and tick when cleared.",
            {"fabric_supplier": "Al-Madina Textiles"}),
        Say(41, "my brother in law also has shop in Tariq Road, he is still taking from Haji "
                "Yousuf Cloth House and he says I am making big mistake. what you think",
            "Both can be right: he may get better terms from a long relationship. Compare "
            "the real cost per suit including credit terms, not only the metre rate."),
        Fill(41, 3),
        Say(75, "Alhamdulillah shop is shifted, the rent in Saddar was killing me. Now I am "
                "sitting in Gulshan-e-Iqbal Block 13, near Disco Bakery. write one banner text "
                "for new location, urdu and english both",
            "Mubarak! 'Naya pata, wohi kaam' - New address, same fine stitching. Then the "
            "block, landmark, phone number and your opening hours.",
            {"shop_area": "Gulshan-e-Iqbal"}),
        Fill(75, 2),
    ), (
        ("fabric_supplier", "who I am getting my cloth from these days? need to call them "
                            "for wedding season stock"),
        ("shop_area", "customer is asking on whatsapp where the shop is, which area I should "
                      "tell him"),
        ("savings", "whose committee I am paying the 5000 into every month?"),
    )),

    Written("l_dhaka_student", (
        Say(0, "Assalamualaikum bhaiya. I am 3rd year student of Applied Physics in Dhaka "
               "University. Our viva is on 14 March, please give some tips how to prepare, I "
               "am very much tensed",
            "Revise your project and the basics behind it, practise explaining it in two "
            "minutes, and prepare for 'why did you choose this method?'",
            {"course": "Applied Physics", "exam_date": "14 March"}),
        Say(9, "bhaiya viva got shifted due to hartal, it will be 28 March now. so I have some "
               "more time, can you make 2 week routine for me?",
            "Week one: theory and your project chapter by chapter. Week two: mock vivas with "
            "friends, and rest the day before.",
            {"exam_date": "28 March"}),
    ), (
        ("exam_date", "what is the final date of my viva? I am confused now"),
        ("course", "what is my department name, I have to write it on the cover page"),
    )),

    Written("l_kingston_conductor", (
        Say(0, "wah gwaan. mi a ductor pon a Coaster weh run Half Way Tree to Portmore. di "
               "owner want mi keep a book a di fares every day, help mi set it up simple nuh",
            "Easy: one page per day with columns for trip number, time, passengers, fares "
            "collected and notes. Total at the bottom and both of you sign it."),
        Fill(0, 3),
        Say(4, "mi phone credit done every two day. mi deh pon Digicel, which plan betta fi "
               "smaddy weh a WhatsApp all day?",
            "A weekly data plan is usually cheaper than topping up credit every day if you "
            "mostly use WhatsApp. Check the plans in the app.",
            {"phone_network": "Digicel"}),
        Fill(4, 6),
        Say(15, "mi son Jaheim a sit PEP next year, him deh a Waterford Primary. teacher say him "
                "maths weak, gimme some practice sums fi grade 6 nuh",
            "Here are ten grade 6 problems on fractions, percentages and word problems, with "
            "answers at the end so you can check them together.",
            {"child_school": "Waterford Primary"}),
        Fill(15, 8),
        Say(30, "Sunday mi a read di scripture at Waterford Open Bible, Psalm 23. how fi read "
                "it out loud nice an slow widout mi voice shake?",
            "Breathe before each verse, pause at every comma, and look up at the end of each "
            "line. Practise it three times at home out loud.",
            {"church": "Waterford Open Bible"}),
        Fill(30, 10),
        Say(62, "mi Flow line a drop call every minute when di bus reach Naggo Head. a mi phone "
                "or a dem? how mi fi complain?",
            "Try your SIM in another phone first. If it still drops there, call customer care, "
            "give them the exact location and times, and ask for a reference number.",
            {"phone_network": "Flow"}),
        Say(62, "Shanique still pon Digicel an fi har call dem clear clear, mi nuh understand it",
            "Coverage differs by network and even by tower, so two phones side by side can "
            "behave differently."),
        Fill(62, 7),
        Say(140, "BIG NEWS!! Jaheim pass fi Bridgeport High, first choice! wah him need fi buy "
                 "fi grade 7? book list, uniform, all a dat",
             "Congratulations to him! Usually: the school's book list, uniform and shoes, "
             "a scientific calculator, a geometry set and a bag. Check the school's list.",
             {"child_school": "Bridgeport High"}),
        Say(141, "him likkle sister start a di infant department a Waterford Primary now, same "
                 "place him did go. she cry di whole first day",
             "That's very normal in the first week - a short goodbye routine helps."),
        Fill(141, 6),
    ), (
        ("phone_network", "which phone company mi fi call bout di bad signal?"),
        ("child_school", "what school Jaheim go now? mi need fi fill out di form fi di "
                         "student bus pass"),
        ("church", "wah church mi go again? di form a ask fi mi place a worship"),
    )),

    Written("l_cork_pharmacist", (
        Say(0, "Hiya, I'm a pharmacist in Lynch's Pharmacy out in Douglas and I'm trying to make "
               "a little leaflet on hay fever tablets for the counter, can you give me a "
               "plain-English draft?",
            "Here's a draft: what hay fever is, which tablets make you drowsy and which don't, "
            "when to start them, and when to see the GP instead.",
            {"workplace": "Lynch's Pharmacy"}),
        Fill(0, 4),
        Say(3, "my landlord Dermot is after putting the rent up again, 200 a month, is that "
               "even allowed in a rent pressure zone? what do I say to him",
            "In a rent pressure zone increases are capped, and he must give proper notice in "
            "writing. You can ask him how he calculated it and check with the RTB.",
            {"landlord": "Dermot"}),
        Fill(3, 8),
        Say(20, "Ciarán and myself are going to Dingle for the bank holiday, any ideas for a wet "
                "day? he's not a walker at all",
            "The aquarium, a long lunch, a drive round Slea Head with the heater on, and a "
            "trad session in the evening.",
            {"partner": "Ciarán"}),
        Fill(20, 9),
        Say(55, "well that's that, Lynch's is gone, sold to a chain. I'm starting in Hickey's "
                "on Grand Parade Monday week. any tips for the first week in a busy city "
                "centre shop?",
            "Learn the dispensary system and where things are before speed, ask about their "
            "methadone and walk-in routines, and get to know the counter staff early.",
            {"workplace": "Hickey's"}),
        Say(56, "my sister Aoife is a pharmacist too, she stayed on in Lynch's Pharmacy under "
                "the new crowd, she says it's a different place altogether now",
            "Ownership changes often bring new systems and targets; it can take a while to "
            "settle."),
        Fill(56, 7),
        Say(90, "myself and Ciarán are finished, long story. anyway I'm meeting a fella called "
                "Darragh Saturday, first date in months, where's a nice spot in Cork that isn't "
                "too fancy?",
            "Sorry to hear that, and good luck Saturday! A walk round the English Market then "
            "a drink somewhere quiet on Oliver Plunkett Street is relaxed and easy.",
            {"partner": "Darragh"}),
        Fill(90, 6),
        Say(120, "Dermot's looking for me to sort the gas safety check myself now, is that not "
                 "the landlord's job?",
             "Generally the landlord is responsible for gas appliances he provides being safe "
             "and serviced. Ask him to arrange it in writing."),
        Fill(120, 4),
    ), (
        ("workplace", "which shop am I working in now, I need it for the PSI registration "
                      "update"),
        ("partner", "who's the lad I'm seeing at the moment? my mam wants to know lol"),
        ("landlord", "what's the name of my landlord again, I'm writing to the RTB"),
    )),

    Written("l_cardiff_hairdresser", (
        Say(0, "alright butt, I rent a chair in Curl Up and Dye in Canton now, I was employed "
               "before like. how do I do my own tax as self employed, is it hard?",
            "You register as self-employed with HMRC, keep your takings and costs, and do a "
            "Self Assessment return once a year. An app makes it much easier.",
            {"workplace": "Curl Up and Dye"}),
        Fill(0, 1),
        Say(2, "forgot to say, I moved flats as well, I'm in Grangetown now, nearer the salon. "
               "does that change anything?",
            "Just update your address with HMRC - nothing else changes.",
            {"home_area": "Grangetown"}),
        Say(2, "sorry typing too fast, it's Riverside, Grangetown is where my mam lives. same "
               "answer?",
            "Same answer - just give HMRC the Riverside address.",
            {"home_area": "Riverside"}),
    ), (
        ("workplace", "which salon am I renting the chair in? need it for the insurance"),
        ("home_area", "what part of Cardiff am I living in now? want to register with a GP "
                      "near me"),
    )),

    Written("l_kisumu_mpesa", (
        Say(0, "Habari. I am M-Pesa agent in Kondele, Kisumu. I top up my float from Equity "
               "Bank Kondele branch, sometimes the queue is too long and customers are going. "
               "how can I manage float better?",
            "Track your peak hours, keep a buffer before them, rebalance early in the morning "
            "and keep a small cash reserve for big withdrawals.",
            {"float_bank": "Equity Bank"}),
        Fill(0, 3),
        Say(10, "We started a chama, Tumaini Women Group, 15 members, 500 bob every week. help me "
                "with simple rules for the constitution",
            "Include: membership, contribution day and amount, fines for lateness, how the "
            "pot rotates, officials and how they are chosen, and how members exit.",
            {"chama": "Tumaini Women Group"}),
        Fill(10, 4),
        Say(45, "Nowadays I am rebalancing at KCB, they opened agency banking just opposite my "
                "kiosk, it is saving me too much time. should I close the other account or keep?",
            "Keep it open for now as a backup if it costs little; close it later if you never "
            "use it.",
            {"float_bank": "KCB"}),
        Say(45, "my neighbour who is also agent is still queuing at Equity every morning, pole "
                "sana to her",
            "You could tell her about the agency option - it might help her too."),
        Fill(45, 3),
        Say(70, "one member of the chama has defaulted 3 weeks now, how do we handle it without "
                "fighting?",
            "Follow your written rules, talk to her privately first, and agree a payment plan "
            "before applying fines."),
        Fill(70, 2),
    ), (
        ("float_bank", "where do I go these days to top up float when it runs low?"),
        ("chama", "what is the name of our group? I am writing a letter to the chief"),
    )),

    Written("l_galle_fisherman", (
        Say(0, "Good morning sir. I am a fisherman from Galle, going in small boat name Sanduni, "
               "18 foot FRP. Weather is very bad these days, can you tell me how to read the "
               "wind forecast properly?",
            "Look at wind speed in knots and the gusts, not only the average. Above about 20 "
            "knots is dangerous for an 18 foot boat. Check the Met Department warnings too.",
            {"boat": "Sanduni"}),
        Fill(0, 5),
        Say(6, "I am giving all my catch to Wijaya mudalali at Galle fish market, he is paying "
               "very low price no. how to calculate if I am getting fair price for balaya and "
               "thalapath?",
            "Write down the weight and price every day and compare with the market rates "
            "announced for the same day. After two weeks you will see the gap.",
            {"fish_buyer": "Wijaya"}),
        Fill(6, 8),
        Say(25, "my daughter is in grade 9 in Southlands College, she is asking help for english "
                "essay 'my father's job'. can you help her, simple english",
            "Here is a simple plan: getting up before dawn, the boat and the sea, the catch, "
            "the market, and how she feels about her father's work.",
            {"child_school": "Southlands College"}),
        Fill(25, 10),
        Say(80, "Now I am selling straight to Ceylon Seafoods people, they are coming with the "
                "lorry to harbour at 5am and paying by weight. what things to check in the "
                "agreement before signing?",
            "Check the price formula, who weighs and how, payment days, what happens with "
            "rejected fish, and how either side can end the agreement.",
            {"fish_buyer": "Ceylon Seafoods"}),
        Say(80, "my machan Sunil is still giving to Wijaya, he is saying mudalali gave him loan "
                "so he cannot leave. what to do for him?",
            "He could ask for the loan balance in writing and agree a repayment plan, so he "
            "is free to sell elsewhere once it is cleared."),
        Fill(80, 6),
        Say(130, "aiyo, finally we did it. with the fisheries loan I took one 32 foot multi-day "
                 "boat, put the name Amaya Putha after my late mother. what safety things I "
                 "must have onboard for 5-6 days trip?",
             "Life jackets for everyone, a VHF radio, a GPS, flares, a first aid kit, spare "
             "fuel and water, and tell the harbour your route before you go.",
             {"boat": "Amaya Putha"}),
        Say(131, "I sold the small one to my cousin in Hikkaduwa, Sanduni is in good hands now",
             "That's a nice way to pass it on."),
        Fill(131, 5),
        Say(150, "daughter got A for the essay!! thank you. teacher read it to the whole class",
             "Wonderful - congratulations to her!"),
        Fill(150, 3),
    ), (
        ("boat", "what name I must write for my boat in the harbour log book?"),
        ("fish_buyer", "who is buying my fish these days?"),
        ("child_school", "which school my daughter is studying? need for the scholarship form"),
    )),

    Written("l_kl_teamlead", (
        Say(0, "hi, I'm team lead at Altel Contact Centre in Bangsar South, 12 agents under me. "
               "how to give feedback to agent who always late but very good with customer? "
               "don't want to be too garang",
            "Praise the customer work first, be specific about the lateness and its effect "
            "on the team, and agree a clear target together."),
        Fill(0, 2),
        Say(2, "staying in Cheras now, the jam to Bangsar South every morning damn teruk. any "
               "tips to use the time, podcast or what?",
            "Podcasts, audiobooks or language lessons work well in traffic. Or leave 20 "
            "minutes earlier and have breakfast near the office.",
            {"home_area": "Cheras"}),
        Fill(2, 3),
        Say(14, "my wife and me doing keto since last month, can suggest mamak food can eat or "
                "not? everything got roti and rice haiz",
            "Try ayam bakar without rice, telur dadar, sayur, or tandoori chicken with extra "
            "salad. Skip the teh tarik.",
            {"diet": "keto"}),
        Fill(14, 3),
        Say(50, "cannot tahan already lah, we stopped the low carb thing. now doing intermittent "
                "fasting, 16:8. during puasa month how ah?",
            "During Ramadan you're already fasting in the day, so just keep the sahur and "
            "buka meals balanced and don't overeat at night.",
            {"diet": "intermittent fasting"}),
        Fill(50, 2),
        Say(70, "finally shifted to Puchong, nearer to my in-laws. LRT from there to Bangsar "
                "South ok or not?",
            "The LRT works but needs a change; driving off-peak might be faster. Try both for "
            "a week.",
            {"home_area": "Puchong"}),
        Say(70, "my colleague Mei Ling staying in Cheras also, now she wants to carpool with me "
                "but I'm not passing there anymore",
            "You could suggest she looks for a carpool group on the office chat instead."),
        Fill(70, 2),
    ), (
        ("home_area", "which area I'm staying now ah? want to find badminton court nearby"),
        ("diet", "what eating plan we are following now? want to plan makan for this week"),
    )),

    Written("l_sg_tester", (
        Say(0, "eh my phone line Singtel very expensive leh, 60 bucks a month. got cheaper "
               "option or not? I'm QA tester, mostly data only",
            "SIM-only plans from the smaller telcos are much cheaper - Circles.Life, GOMO or "
            "Giga all have big data plans for around 20-30 dollars.",
            {"phone_network": "Singtel"}),
        Say(8, "ya the first one you said, port over already. so far ok lah. but how to get my "
               "Circles.Life bill as pdf for company claim?",
            "You can download your bills from the app under Account, then Bills.",
            {"phone_network": "Circles.Life"}),
    ), (
        ("phone_network", "which telco I'm using now? HR form asking"),
    )),

    Written("l_hk_helper", (
        Say(0, "hello kak, I am from Indonesia, Ponorogo, working as helper in Hong Kong 3 years "
               "already. my employer Madam Chan in Tai Koo Shing, she is kind but her mother "
               "very strict. how I say in polite english that I need rest after 10pm?",
            "You could say: 'Ma'am, I'm very tired after 10pm. May I finish my work by then "
            "and rest, so I can start early tomorrow?'",
            {"employer": "Madam Chan"}),
        Fill(0, 4),
        Say(5, "every Sunday I go to Victoria Park for pengajian with Majelis Taklim Al-Ikhlas. "
               "we want to make small fundraising for flood in Java, can you help me write "
               "the poster",
            "Here's a poster: a headline, what happened, what the money is for, where and "
            "when to donate, and who to contact.",
            {"religious_group": "Majelis Taklim Al-Ikhlas"}),
        Fill(5, 7),
        Say(20, "sending money home with Western Union, fee so expensive. which is cheaper to "
                "Indonesia?",
            "Compare the fee plus the exchange rate. Remittance shops near Worldwide House and "
            "bank apps are often cheaper for Indonesia."),
        Fill(20, 6),
        Say(60, "my contract with Madam Chan finish in August, she don't want to renew because "
                "her mother going to elderly home. I am so sad. what is the rule, can I find "
                "new employer while still inside HK?",
            "Yes, you can look for a new employer, but the new visa must be approved and "
            "usually you have two weeks after the contract ends to stay. Ask your agency."),
        Fill(60, 5),
        Say(85, "kak good news, I found new employer, Lau family in Sha Tin, 2 kids, I start 1 "
                "September. but visa still processing at Immigration, agency say 4-6 weeks. can "
                "I stay in HK during that time?",
            "Congratulations! Ask Immigration or your agency for an extension of stay while "
            "the visa is processed, so you don't overstay.",
            {"employer": "Lau family", "visa_status": "still processing"}),
        Fill(85, 6),
        Say(92, "my friend Siti also change employer but hers is in Tai Koo Shing, near my old "
                "place, funny",
            "Small world - at least she knows someone who knows the area."),
        Say(118, "alhamdulillah visa approved already!! agency will bring me passport tomorrow. "
                 "what I need to check in the new contract?",
             "Check the salary, food allowance, rest days, holidays, your room, and that the "
             "duties match what you agreed.",
             {"visa_status": "visa approved"}),
        Fill(118, 5),
        Say(150, "the Lau kids love my bakso, the small one want it every day. how to make it "
                 "more healthy?",
             "Use lean meat, more vegetables in the soup, less salt and MSG, and serve with "
             "noodles less often."),
        Fill(150, 3),
    ), (
        ("employer", "who I am working for now? I fill the form for the consulate"),
        ("visa_status", "my new visa already come out or not yet? I forget what I told you"),
        ("religious_group", "what is the name of my Sunday pengajian group? need it for the "
                            "donation receipt"),
    )),

    Written("l_alex_teacher", (
        Say(0, "Good evening. I am English teacher in El Nasr Girls' College in Alexandria, "
               "secondary stage. I want a fun warm-up activity for 40 girls, grade 10, with no "
               "projector",
            "Try 'Find someone who...': each girl gets a list of prompts and must find a "
            "classmate for each one in five minutes, asking in English."),
        Fill(0, 3),
        Say(7, "My car is old Fiat 128, inshallah it will live forever. the water is boiling in "
               "summer traffic on the Corniche. what is the problem?",
            "Often the radiator is clogged, the fan isn't switching on, or the thermostat is "
            "stuck. Have a mechanic check the fan first.",
            {"car": "Fiat 128"}),
        Fill(7, 3),
        Say(20, "my blood pressure is high these days, Dr. Mahmoud Fawzy gave me tablets but I "
                "forget the name. is it normal to feel dizzy in the morning?",
            "Some pressure tablets cause dizziness, especially when standing up quickly. Tell "
            "your doctor and check the box for the name.",
            {"doctor": "Dr. Mahmoud Fawzy"}),
        Fill(20, 2),
        Say(60, "Finally khalas I sold the Fiat. Now I am driving Hyundai Verna, 2016 model, "
                "automatic. it is my first automatic, any advice?",
            "Keep your left foot still, use P when parked and N only briefly, and let the car "
            "creep forward gently in traffic.",
            {"car": "Hyundai Verna"}),
        Fill(60, 2),
        Say(90, "Dr. Fawzy travelled to Saudi for work so I go now to Dr. Hala Said in Smouha, "
                "she changed my tablets. can I take them with coffee?",
            "Usually yes, but ask her or your pharmacist about your specific tablet, and "
            "avoid too much caffeine with high pressure.",
            {"doctor": "Dr. Hala Said"}),
        Say(90, "my husband says he will wait for Dr. Mahmoud Fawzy to come back, he refuses "
                "anyone else for his sugar. men!",
            "He shouldn't go without follow-up for too long - maybe the clinic has a "
            "colleague covering."),
        Fill(90, 2),
    ), (
        ("car", "what car do I have now? the insurance man is asking"),
        ("doctor", "which doctor is following my pressure now?"),
    )),

    Written("l_gdl_rider", (
        Say(0, "hola, I do deliveries with DiDi Food here in Guadalajara, on my moto Italika "
               "150. how many kilometers before I change the oil? my english is not so good sorry",
            "Your English is fine! For a small 150cc bike used all day, change the oil about "
            "every 2,000-3,000 km.",
            {"platform": "DiDi Food", "vehicle": "Italika"}),
        Fill(0, 2),
        Say(3, "I live in Tlaquepaque with my mom, the centro is very far for the orders at "
               "night. is it worth to pay a room closer?",
            "Compare the room cost with what you'd save in petrol and time, and how many more "
            "orders you could take."),
        Fill(3, 3),
        Say(30, "güey the app is paying nothing now, so I am doing Rappi since last week. they "
                "have bonus for rain days. how I calculate if is more better?",
            "Track earnings per hour and per kilometre for a week on each, including bonuses "
            "and petrol.",
            {"platform": "Rappi"}),
        Fill(30, 3),
        Say(70, "the Italika died completely, motor gone. I bought a Yamaha FZ second hand, 25 "
                "mil pesos. it is a good price?",
            "That's around the usual range for a used one in good condition. Check the papers "
            "and service history.",
            {"vehicle": "Yamaha FZ"}),
        Fill(70, 2),
        Say(100, "ok now im with Uber Eats only, Rappi deactivated me for a stupid rating. what "
                 "can I do to appeal?",
             "Use the in-app support to request a review, be polite, and include order "
             "numbers and any evidence.",
             {"platform": "Uber Eats"}),
        Say(101, "my primo still doing DiDi Food and he says is better now, but I dont believe "
                 "him",
             "Ask him for his real weekly numbers - that will tell you."),
        Fill(101, 2),
    ), (
        ("platform", "which app I am delivering for right now?"),
        ("vehicle", "what moto do I ride now? for the insurance quote"),
    )),

    Written("l_izmir_student", (
        Say(0, "hocam hello, I am studying Molecular Biology at Ege University and my YDS exam "
               "is 16 November. I need 70 for the master program. which grammar topics come "
               "most? please make a plan",
            "Tenses, passive, conditionals, relative clauses and conjunctions come up most. "
            "Here is a weekly plan with reading practice every day.",
            {"exam_date": "16 November"}),
    ), (
        ("exam_date", "how many weeks I have until YDS? remind me the date"),
    )),

    Written("l_krakow_tester", (
        Say(0, "Hi. I am from Kharkiv, now in Kraków, work as manual QA in small outsourcing "
               "company. My status here is UKR status with PESEL, so I can work legally. How "
               "to write about this on CV, do employers understand?",
            "Write 'Legally entitled to work in Poland (PESEL, UKR status)' under personal "
            "details. Most Polish employers know what it means.",
            {"visa_status": "UKR status"}),
        Fill(0, 5),
        Say(4, "I rent room in Nowa Huta, old communist block, cheap but tram takes 50 min to "
               "office. Is good idea to buy bike for this distance in winter?",
            "In winter it's hard - ice and short days. A bike is great from spring; in winter "
            "keep the tram.",
            {"home_area": "Nowa Huta"}),
        Fill(4, 8),
        Say(18, "Joined Calypso gym near office, first time in gym in my life. Give me 3 days "
                "program for beginner, I have back problem a little",
            "Here's a 3-day full-body plan with machines, light weights and core work, and "
            "what to avoid with a sensitive back.",
            {"gym": "Calypso"}),
        Fill(18, 10),
        Say(50, "My colleague Andrii says UKR status can end any time, better to apply for "
                "residence card. Is it true? what documents I need from employer?",
            "It depends on the law at the time; a temporary residence permit is more stable. "
            "You usually need a work contract and an annex from the employer."),
        Fill(50, 7),
        Say(75, "So, we moved. My girlfriend Oksana found flat in Podgórze, 2 rooms, near "
                "Wisła. I walk to office now 20 min! What to check in rental contract in "
                "Poland before signing?",
            "Check the deposit, notice period, who pays the utilities and 'czynsz', and "
            "whether it's 'najem okazjonalny'.",
            {"home_area": "Podgórze"}),
        Say(76, "Andrii took my old room in Nowa Huta, he is happy, he don't care about tram",
            "Good for him - and you're nearer the office now."),
        Fill(76, 6),
        Say(150, "Finally!!! got my karta pobytu, temporary residence for 3 years. Can I now "
                 "travel to Germany for weekend without problem?",
             "With a valid residence card and passport you can travel in Schengen for short "
             "stays.",
             {"visa_status": "karta pobytu"}),
        Fill(150, 4),
    ), (
        ("visa_status", "what document I have now for staying in Poland? HR asks"),
        ("home_area", "which district I live now? need for the tax office form"),
        ("gym", "which gym I joined? I want to freeze membership for 1 month"),
    )),

    Written("l_toowoomba_farmer", (
        Say(0, "g'day. run a few hundred head of sheep out past Toowoomba, small operation. been "
               "getting me pellets and hay from Darling Downs Rural Supplies but the price has "
               "gone through the roof since the dry. how do I work out what I'm spending per head?",
            "Add up all feed bought over a period, divide by the number of head and the "
            "number of days. Track it monthly.",
            {"feed_supplier": "Darling Downs Rural Supplies"}),
        Fill(0, 3),
        Say(9, "footy question, reckon the Broncos have a chance this year or am I kidding "
               "myself again. also best way to watch the origin without foxtel?",
            "They've a decent squad. Origin is on free-to-air, so an antenna or the free "
            "streaming app will do.",
            {"footy_team": "Broncos"}),
        Fill(9, 3),
        Say(40, "bloke at the Oakey show put me onto Kev at Oakey Grain and Hay, he does a bulk "
                "deal if you pick up yourself. grabbed four tonne off him yesterday. how long "
                "does lucerne hay keep in the shed?",
            "Kept dry, off the ground and out of the sun, good lucerne keeps for a year or "
            "more.",
            {"feed_supplier": "Oakey Grain and Hay"}),
        Say(41, "neighbour's still buying off Darling Downs Rural Supplies, reckons loyalty "
                "counts for something. each to their own",
            "Fair enough - some people value the service."),
        Fill(41, 3),
        Say(60, "dog's got grass seeds in her paws again, kelpie, what do I do before the vet "
                "opens?",
            "Check between the toes with tweezers, wash with salty water, and get the vet to "
            "look if she's limping or it's swollen."),
        Fill(60, 2),
    ), (
        ("feed_supplier", "who am I getting my hay off at the moment? need to ring for another "
                          "load"),
        ("footy_team", "which NRL side do I go for? niece wants to get me a jersey for "
                       "christmas"),
    )),

    Written("l_otara_pastor", (
        Say(0, "Talofa. I'm the faifeau of Otara Samoan Methodist, about 300 members. Need help "
               "with a bilingual notice for our White Sunday, the parents want it in English too "
               "for the young ones",
            "Here's a notice with the Samoan and English side by side: date, time, the "
            "children's programme, and the toonai after.",
            {"church": "Otara Samoan Methodist"}),
        Fill(0, 6),
        Say(5, "our church van is a 2009 Toyota Hiace, 12 seater, the WOF is due and the "
               "mechanic says the tyres are munted. roughly what would 4 new tyres cost in "
               "Auckland?",
            "For van tyres expect roughly $800-1,200 for four, fitted. Ask for light-truck "
            "tyres rated for the load.",
            {"vehicle": "Toyota Hiace"}),
        Fill(5, 10),
        Say(30, "sermon help: Luke 15, the prodigal son, something our teenagers will actually "
                "listen to. keep it under 15 min",
            "Open with a story about leaving home, tell the parable from the older brother's "
            "view, and end with the father running out."),
        Fill(30, 9),
        Say(70, "news from conference, we have been stationed to a new parish from next month. "
                "sad to leave the aiga in Otara after 9 years",
            "That's a big change. A farewell service and a letter to the congregation would "
            "help everyone."),
        Fill(70, 6),
        Say(100, "first Sunday at Mangere East parish done, the choir is beautiful, but the hall "
                 "leaks when it rains. how do we apply for a community grant for repairs?",
             "Look at the local board grants and community trusts; you'll need quotes, the "
             "church's legal details and a short description of community use.",
             {"church": "Mangere East parish"}),
        Say(101, "my cousin is the new faifeau at Otara Samoan Methodist now, he is young, I "
                 "hope the elders go easy on him",
             "He has a good mentor in you."),
        Fill(101, 8),
    ), (
        ("church", "which congregation am I serving now? filling in the celebrant renewal"),
        ("vehicle", "what is our church van, make and model? for the insurance renewal"),
    )),

    Written("l_stjohns_receptionist", (
        Say(0, "how's she goin b'y. I works the front desk at the Sheraton downtown, nights "
               "mostly. need a polite script for guests who wants late checkout for free when "
               "we're full",
            "Try: 'I'm sorry, we're fully booked today so I can't extend checkout, but I can "
            "hold your bags and you're welcome to use the lobby.'",
            {"workplace": "Sheraton"}),
        Fill(0, 3),
        Say(6, "my little dog won't stop barking when I leaves for work. she's a jack russell. "
               "any tricks?",
            "Tire her out before you go, leave a puzzle feeder, and practise short departures "
            "so leaving becomes boring.",
            {"dog_breed": "jack russell"}),
        Fill(6, 4),
        Say(35, "well I'm after leaving the Sheraton. day shift now at the Alt Hotel on Water "
                "Street, better hours. what do I put on my linkedin for this?",
            "Add the new role with your title, start date and a line about guest services; "
            "end-date the old one.",
            {"workplace": "Alt Hotel"}),
        Say(36, "my buddy Shawna is still on nights at the Sheraton and she's some jealous",
            "Ha - maybe a day spot will open up for her too."),
        Fill(36, 3),
    ), (
        ("workplace", "where am I working now, the bank wants my employer's name"),
        ("dog_breed", "what kind of dog have I got? looking for the right size crate"),
    )),

    Written("l_soweto_taxi", (
        Say(0, "Sawubona. I own two taxis, Quantums, on the Soweto to Joburg CBD route. I bank "
               "with Capitec but they don't do vehicle finance for business. where can I get "
               "finance for a third one?",
            "Try the big banks' business vehicle finance, taxi finance specialists like SA "
            "Taxi, and ask your association about schemes.",
            {"bank": "Capitec"}),
        Fill(0, 7),
        Say(8, "we are 12 members in Masakhane stokvel, end of year we buy groceries in bulk. "
               "help me make a spreadsheet to track who paid",
            "Columns: member, each month's contribution, total, and notes. Add a sheet for "
            "the December shopping list.",
            {"stokvel": "Masakhane stokvel"}),
        Fill(8, 10),
        Say(30, "one of my drivers is always short on the cash at end of day, R200 R300. how do "
                "I talk to him without a fight, he is my cousin's son",
            "Keep a daily record first, then talk privately and calmly with the numbers in "
            "front of you."),
        Fill(30, 8),
        Say(80, "FNB approved the finance eish finally! I moved everything there now, the "
                "business account also. what must I check in the finance contract before I "
                "sign?",
            "Check the interest rate, balloon payment, insurance requirements, early "
            "settlement fees and what happens if you miss a payment.",
            {"bank": "FNB"}),
        Say(81, "my wife still uses Capitec for her salary, she says the app is easier, she "
                "won't move",
            "That's fine - personal and business banking don't have to be at the same bank."),
        Fill(81, 9),
        Say(120, "the new Quantum is on the road, the association gave us the permit for the "
                 "route. how to do a simple monthly profit calculation for all three?",
             "Per taxi: takings minus fuel, driver pay, repayments, insurance and "
             "maintenance. Then add the three together."),
        Fill(120, 5),
    ), (
        ("bank", "which bank is the business account with now? the association wants proof of "
                 "banking"),
        ("stokvel", "what is the name of our stokvel? I am writing a thank you letter to the "
                    "Shoprite manager"),
    )),

    Written("l_gazipur_seamstress", (
        Say(0, "apa I am sewing operator in Gazipur, factory name Lucky Star Apparels. the line "
               "chief always shouting for target. how to ask for change of line politely? my "
               "english is weak",
            "You can ask the floor supervisor: 'Sir, I want to work well. Is it possible to "
            "move me to another line?' Also talk to the welfare officer.",
            {"factory": "Lucky Star Apparels"}),
    ), (
        ("factory", "which factory I told you I work in? writing the hostel application"),
    )),

    Written("l_abuja_pharmacist", (
        Say(0, "Good morning. I run a small pharmacy in Wuse 2, Abuja. My main supplier is "
               "Emzor depot at Garki but their delivery is always late. How do I write a "
               "formal complaint letter?",
            "State the orders affected, dates promised and delivered, the effect on your "
            "business, and what you expect from them.",
            {"supplier": "Emzor depot"}),
        Fill(21, 1),
        Say(21, "abeg help me draft thank-you note to Fidson distributors, I don start to dey "
                "buy from them since the other people no gree improve. their rep is very nice",
            "Here's a short note thanking them for prompt deliveries and their rep's support, "
            "and saying you look forward to working together.",
            {"supplier": "Fidson"}),
    ), (
        ("supplier", "who is my main drug supplier now? I want to reorder paracetamol"),
    )),

    Written("l_powys_farmer", (
        Say(0, "Shwmae. Sheep farmer up by Llanwrtyd, about 600 ewes. Lambing starts in March "
               "and the Honda TRX is on its last legs. Is it worth fixing an old quad or get a "
               "side-by-side?",
            "If the frame is sound a rebuild is cheaper, but a side-by-side is safer on steep "
            "ground and carries more.",
            {"vehicle": "Honda TRX"}),
        Fill(0, 3),
        Say(10, "vet bill from Wern Vets in Builth came to £900 for the month, is there any grant "
                "for flock health plans in Wales?",
            "Look at the Welsh Government farming schemes and any animal health programmes "
            "your vet can sign you up for.",
            {"vet": "Wern Vets"}),
        Fill(10, 4),
        Say(50, "is the Polaris Ranger ok to tow a trailer with 20 ewes on it? only had it "
                "delivered last week, tidy machine",
            "Check the towing limit in the manual and the trailer's loaded weight, and go "
            "steady on slopes.",
            {"vehicle": "Polaris Ranger"}),
        Say(50, "my brother Aled bought the old Honda TRX off me for the hill ground, it'll see "
                "him out",
            "Good home for it."),
        Fill(50, 3),
    ), (
        ("vehicle", "what am I using to get round the farm now? the NFU insurance man needs it"),
        ("vet", "which vets do I use again, want to book the TB test"),
    )),

    Written("l_galway_student", (
        Say(0, "hey so I'm doing Commerce in University of Galway, first year, and I've a group "
               "project with three lads who do feck all. how do I bring it up with the "
               "lecturer without being a rat?",
            "Keep a record of who did what, raise it as a question about fair marking rather "
            "than a complaint, and suggest peer assessment.",
            {"course": "Commerce"}),
    ), (
        ("course", "which course am I in? can you tailor my part-time job CV to it"),
    )),

    Written("l_randburg_domestic", (
        Say(0, "Good day. I am from Masvingo, working as domestic worker in Randburg for Mrs van "
               "der Merwe. I am on ZEP permit. my madam wants to register me for UIF, what "
               "papers do I need?",
            "Usually your permit and passport number, your address and start date; she "
            "registers you as an employer on uFiling.",
            {"permit": "ZEP"}),
        Fill(0, 6),
        Say(6, "on Sunday I fellowship at ZAOGA in Hillbrow, the ladies want to start a sewing "
               "project. how do we write a small proposal for funding?",
            "Cover who you are, what you'll make, what you need to buy, the cost, and how "
            "the project will help the members.",
            {"church": "ZAOGA"}),
        Fill(6, 9),
        Say(25, "I send money home with Mukuru each month, R1500. is there cheaper way to send "
                "to Masvingo?",
            "Compare fees and exchange rates on a few services for the same amount; some "
            "have lower fees for bank deposits."),
        Fill(25, 8),
        Say(70, "they are saying ZEP is finishing. my madam's lawyer is helping me to apply for "
                "a general work visa. what questions will they ask me at VFS?",
            "They mostly check documents: your passport, job offer, contract and proof of "
            "qualifications. Answer simply and truthfully."),
        Fill(70, 6),
        Say(140, "praise God, the general work visa came out! valid 3 years. now can I open a "
                 "proper bank account?",
             "Yes - take your passport with the visa, proof of address and a letter from your "
             "employer to the bank.",
             {"permit": "general work visa"}),
        Say(141, "my sister Rudo is still on ZEP, she is waiting and worried every day",
            "Encourage her to get advice early and keep copies of all her documents."),
        Fill(141, 6),
    ), (
        ("permit", "what papers do I have now for staying in SA? the bank is asking"),
        ("church", "where do I fellowship on Sundays? the burial society form wants it"),
    )),

    Written("l_dunedin_student", (
        Say(0, "kia ora, doing a BSc in Marine Science at Otago, flatting in North Dunedin with 5 "
               "others. our landlord Trevor hasn't fixed the mould in my room for like 3 "
               "months. what are my options under the tenancy act?",
            "Send a written 14-day notice to remedy; if it's not fixed you can apply to the "
            "Tenancy Tribunal. Keep photos and dates.",
            {"landlord": "Trevor"}),
    ), (
        ("landlord", "what's our landlord's name again? doing the tribunal application with the "
                     "flatmates"),
    )),
)
# fmt: on


def batch_l_tenants() -> list[Tenant]:
    """Set L as tenants, numbered after the sets written before it."""
    return numbered_in_order("l", BATCH_L)
