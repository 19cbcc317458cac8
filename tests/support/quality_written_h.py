"""Set H: people from many countries who write English as a second language or in their own
variety - a nurse in Manila, a rideshare driver in Lagos, a PhD student in Munich, a kirana
owner in Pune, a retired teacher in Texas, a football coach in Nairobi, a samba musician in
São Paulo, a trucker in Georgia, a poultry farmer in Kumasi and others in Kraków, Glasgow,
Hanoi, Bangalore, Onitsha, Cebu, Mombasa, Cologne, Chennai, Davao, Recife, Gdańsk, Ho Chi
Minh City, Delhi and Nakuru. They talk with their own word order and idiom ("I am staying
in Garching only", "we shifted to", "my cousin-brother", Pidgin, Scots, Southern drawl),
drop articles, mix in local words, mention local places, banks, saccos, churches and
suppliers in passing while asking for help, and change jobs, homes, banks and dates the
way people do: sometimes with "now" or "moved", sometimes only by naming the new thing.
"""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_H: tuple[Written, ...] = (
    Written("h_manila_nurse_maricel", (
        Say(0, "Good morning po. I am Maricel, staff nurse at Makati Medical Center, ER dept. "
            "We are living in Pasay near the LRT. Can you help me make study plan for NCLEX? "
            "My exam is on June 14, I am so nervous",
            "Good morning, Maricel! With about 14 weeks, we can split it into content review, "
            "question banks and full-length practice tests. Here's a week-by-week plan.",
            {"workplace": "Makati Medical Center", "area": "Pasay", "nclex_date": "June 14"}),
        Fill(0, 6),
        Say(9, "what are the priority questions in NCLEX, the ABC ones? night shift again "
            "tonight so I will review during my break",
            "ABC stands for Airway, Breathing, Circulation - when several patients need you, "
            "address airway problems first. Here are some sample items."),
        Fill(9, 8),
        Say(23, "Pearson sent email, they moved my test schedule because of maintenance in the "
            "test center. New one is July 2. is it bad for my momentum?",
            "A short delay is usually fine. Use the extra weeks for more practice questions "
            "rather than re-reading content.",
            {"nclex_date": "July 2"}),
        Fill(23, 5),
        Say(40, "hi po! last duty in Makati Med was yesterday, the staff gave me small "
            "despedida. Monday I will start in Asian Hospital in Alabang, still ER. any tips "
            "for first week in new hospital?",
            "Congratulations on the new job! Learn the crash cart layout, the charting system "
            "and who to call for what. Ask lots of questions in the first week.",
            {"workplace": "Asian Hospital"}),
        Fill(40, 7),
        Say(52, "we finally shifted to Muntinlupa, near to my work, no more 2 hours traffic "
            "haha. how to change my address in PRC records?",
            "Great news about the commute! You can update your address through the PRC online "
            "services portal or at a PRC office; bring a valid ID.",
            {"area": "Muntinlupa"}),
        Fill(52, 6),
        Say(60, "i rebooked the exam myself, too many duties I am not ready. I chose August 20 "
            "instead. Is 11 weeks enough to finish Saunders?",
            "Yes, 11 weeks is enough if you do about 75 questions a day and review the "
            "rationales. I'll adjust your plan.",
            {"nclex_date": "August 20"}),
        Say(61, "my co-nurse Jenny also taking NCLEX, hers is on August 5 at the Makati "
            "center. can we study together even if different dates?",
            "Absolutely - studying with a partner helps. You could quiz each other on "
            "priority and delegation questions."),
        Say(70, "sometimes I miss the ER crew from Makati Medical Center, they were like "
            "family. is it normal to feel homesick for old work?",
            "Very normal. You spent years with them; keep in touch and give the new team "
            "some time."),
        Fill(70, 4),
    ), (
        ("workplace", "which hospital am I working at now? need it for the employer part of "
         "a form"),
        ("area", "where do we live now? put the city on the address for the letter"),
        ("nclex_date", "when is my NCLEX, how many weeks I still have?"),
    )),

    Written("h_lagos_rideshare_tunde", (
        Say(0, "abeg how I go calculate my fuel cost per trip? I dey drive Bolt for Lagos "
            "with my Toyota Corolla 2008, fuel don cost well well",
            "Divide the fuel you buy by the kilometres you drive to get cost per km, then "
            "multiply by the trip length. Here's a simple table.",
            {"car": "Toyota Corolla", "platform": "Bolt"}),
        Fill(0, 2),
        Say(3, "make I ask, GTBank dey charge me N50 for every transfer, is that normal? all "
            "my Bolt money dey enter that account",
            "Small transfer fees are common. Check if your account type has free transfers, "
            "or compare with other banks' charges.",
            {"bank": "GTBank"}),
        Fill(3, 3),
        Say(45, "the Corolla engine finally knock. I sold am for parts and collect Toyota "
            "Camry from my uncle, hire purchase. how much to service Camry every 5000km?",
            "Sorry about the Corolla. A basic Camry service - oil, filter, checks - is "
            "usually modest; ask two mechanics for quotes.",
            {"car": "Toyota Camry"}),
        Say(46, "my guy Segun still dey use Corolla for Uber, him talk say e better pass "
            "Camry for fuel. true?",
            "A Corolla usually uses a bit less fuel than a Camry, yes, but the Camry is "
            "more comfortable for passengers."),
        Fill(46, 3),
        Say(60, "how I fit reply passenger wey give me 1 star for nothing? support no dey "
            "answer me",
            "Stay polite and factual: explain the trip, mention your rating history, and "
            "ask support to review it."),
    ), (
        ("car", "which motor am I using for work now?"),
        ("bank", "which bank my ride money dey enter?"),
        ("platform", "which ride-hailing app am I driving with?"),
    )),

    Written("h_munich_phd_priya", (
        Say(0, "Hello, I am doing PhD at TUM in materials science, first year. My supervisor "
            "Prof. Hartmann wants a literature review till end of month. How to structure?",
            "Start with the research question, group papers by method or theme, and end "
            "with the gap your PhD fills. Here's an outline.",
            {"supervisor": "Prof. Hartmann"}),
        Fill(0, 5),
        Say(6, "I am staying in Garching only, near campus, in a WG. The landlady is very "
            "strict about Mülltrennung, what goes in the gelbe Tonne?",
            "The yellow bin is for packaging: plastic, metal cans, tetra paks. Paper, glass "
            "and food waste go elsewhere.",
            {"area": "Garching"}),
        Fill(6, 8),
        Say(12, "Can you make me flashcards for Dativ prepositions? my evening course at "
            "Goethe-Institut is going too fast for me",
            "Sure: aus, bei, mit, nach, seit, von, zu, gegenüber. Here are 20 cards with "
            "example sentences.",
            {"german_course": "Goethe-Institut"}),
        Fill(12, 4),
        Say(30, "Big news, Prof. Hartmann is moving to ETH Zurich in summer, so department "
            "put me under Dr. Lindqvist, she is junior group leader. How do I write her "
            "a first mail introducing my topic?",
            "Keep it short: who you are, your topic in two sentences, what you've done so "
            "far, and a request for a meeting. Here's a draft.",
            {"supervisor": "Dr. Lindqvist"}),
        Fill(30, 6),
        Say(44, "my friend from IIT, Rohan, his supervisor is also Prof. Hartmann, now he is "
            "worried he must follow him to Zurich",
            "That's a common situation when a professor moves. Rohan should ask early "
            "whether he can stay and be co-supervised."),
        Fill(44, 7),
        Say(75, "Got a room in Schwabing from next month!! Longer ride on U6 but honestly "
            "campus is so dead on weekends. What to check in the Übergabeprotokoll?",
            "Congrats! Photograph every room, note scratches and meter readings, and make "
            "sure both of you sign the protocol.",
            {"area": "Schwabing"}),
        Say(76, "my labmate Felix lives in Garching also and says I will regret, 40 min each "
            "way. what do you think?",
            "It depends on what matters more to you - the commute can be study time on the "
            "U-Bahn, and weekends will be livelier."),
        Fill(76, 5),
    ), (
        ("supervisor", "who is my PhD supervisor now? I must write the name in my thesis "
         "registration"),
        ("area", "which part of Munich am I living in?"),
        ("german_course", "where am I doing my German evening classes?"),
    )),

    Written("h_pune_kirana_ramesh", (
        Say(0, "Namaste. I am having kirana shop in Kothrud, Pune. All FMCG stock I am "
            "taking from Shree Ganesh Traders in Market Yard, they are giving 30 days "
            "credit. How to maintain udhaar register properly?",
            "Keep one page per customer with date, items, amount and a running balance; "
            "get a signature for big amounts. A simple app can also help.",
            {"supplier": "Shree Ganesh Traders"}),
        Fill(0, 3),
        Say(5, "My current account is in Cosmos Bank, they are asking GST certificate copy "
            "for QR code sound box. which documents exactly?",
            "Usually GST certificate, shop act licence, PAN and address proof. Call the "
            "branch to confirm.",
            {"bank": "Cosmos Bank"}),
        Fill(5, 5),
        Say(40, "Ganesh Traders people are delaying delivery every week, customers are "
            "going to DMart. So from this month I am giving orders to Balaji Distributors, "
            "Hadapsar, rates are 2% less also. How to tell old supplier politely?",
            "Thank them for the years of service, mention the delivery delays honestly and "
            "settle any pending dues before you stop ordering.",
            {"supplier": "Balaji Distributors"}),
        Say(41, "my cousin-brother in Nashik also has shop, he is still taking from Shree "
            "Ganesh Traders branch there. should I tell him?",
            "You could share your experience, but his branch may deliver differently. "
            "Let him judge on his own service."),
        Fill(41, 6),
        Say(70, "Diwali rush is starting, how much extra stock of dry fruits I should keep "
            "for small shop?",
            "Look at last year's Diwali sales and add 20-30%; dry fruit boxes sell best in "
            "the last ten days."),
    ), (
        ("supplier", "who is supplying my shop stock these days? I want to call them for "
         "the Diwali order"),
        ("bank", "in which bank is my shop current account?"),
    )),

    Written("h_texas_retired_teacher_darlene", (
        Say(0, "Well hey there. I taught third grade in Lubbock for 31 years, retired now, "
            "and my ladies' circle at First Baptist asked me to do the devotional next "
            "Sunday. Could you help me find a verse about patience?",
            "How lovely! James 1:4 and Romans 12:12 are both beautiful choices on "
            "patience. Here's a short devotional built around them.",
            {"church": "First Baptist"}),
        Fill(1, 1),
        Say(2, "Bless your heart, that was just right. Another thing - my old beagle "
            "Pickles won't touch his kibble since Tuesday, should I fret?",
            "If he's skipped meals for more than a day or two, or seems tired, a vet visit "
            "is wise. Try warming his food a little meanwhile.",
            {"dog": "Pickles"}),
    ), (
        ("dog", "write a short note for the vet about my beagle not eating, put his name "
         "in it"),
        ("church", "which church is my ladies' circle at? it goes on the flyer"),
    )),

    Written("h_nairobi_coach_otieno", (
        Say(0, "Habari. I coach the U-15 boys at Kibera Lions FC, we train at Kamukunji "
            "grounds Tuesday and Saturday. Give me 60 min passing drill for 22 boys with "
            "only 8 balls",
            "Here's a plan: rondos in groups of five, then passing gates, then a small-"
            "sided game. Rotate so every boy touches the ball.",
            {"club": "Kibera Lions FC"}),
        Fill(0, 4),
        Say(3, "During the day I teach PE at Olympic Primary School, so I can borrow their "
            "cones also. what warm up games for class 4 pupils?",
            "Try 'traffic lights', tag games and relay races - short, fun and lots of "
            "movement.",
            {"day_job": "Olympic Primary School"}),
        Fill(3, 8),
        Say(14, "the boys lost 3-1 to Mathare Stars, the defence was sleeping. how to teach "
            "offside trap to small boys?",
            "At U-15 keep it simple: one voice calls the line, everyone steps together. "
            "Practise with a 4 v 2 drill."),
        Fill(14, 7),
        Say(50, "Mathare Stars people called me, they want me as head coach for their U-17. "
            "I said yes! Starting next week. how do I tell my Kibera boys nicely?",
            "Congratulations! Tell them yourself, thank them, and tell them you'll come "
            "to watch their matches.",
            {"club": "Mathare Stars"}),
        Fill(50, 6),
        Say(90, "the boys want new jerseys, how to write sponsorship letter to the hardware "
            "shop near the stage?",
            "Explain who the team is, what you need, and what the sponsor gets - their "
            "name on the shirts and a thank-you on social media."),
        Fill(90, 5),
        Say(120, "Now I am assistant coach at Gor Mahia youth academy, at Mathare the "
            "allowance was not coming on time. this is a serious club, which licence I "
            "should do, CAF D or C?",
            "Start with CAF D if you don't hold it yet; it's the entry point before C.",
            {"club": "Gor Mahia"}),
        Say(121, "my friend Achieng is coaching at Kibera Lions FC now, she took my old "
            "boys. she says they still ask about me",
            "That's lovely to hear - you clearly left a mark on them."),
        Fill(121, 5),
    ), (
        ("club", "which team am I coaching at the moment?"),
        ("day_job", "which school do I teach PE at in the day?"),
    )),

    Written("h_saopaulo_musician_thiago", (
        Say(0, "e aí! I play cavaquinho in a samba group, every friday we have residency at "
            "Bar do Zé in Vila Madalena. my girlfriend Larissa say I need to charge more. "
            "how much gig musician charge in São Paulo normally?",
            "It varies a lot, but many bars pay per musician per night plus a share of the "
            "cover. Here's how to work out a fair minimum.",
            {"venue": "Bar do Zé", "partner": "Larissa"}),
        Fill(0, 3),
        Say(20, "the owner of the bar sold the place, new owner want DJ only. sad. help me "
            "write message to other bars offering our roda de samba",
            "Sorry to hear that. Here's a short message with your set length, style and a "
            "link to a video."),
        Say(34, "conseguimos! starting this friday we play at Ó do Borogodó in Pinheiros, "
            "is famous samba house. which classic songs we cannot forget?",
            "Great news! Cartola, Paulinho da Viola, Zeca Pagodinho and Jorge Aragão "
            "classics are a safe base for a roda there.",
            {"venue": "Ó do Borogodó"}),
        Fill(34, 4),
        Say(40, "my ex-bandmate Rafa still plays at Bar do Zé but now in the DJ nights, on "
            "bass with playback haha",
            "Ha, at least he's still working!"),
        Fill(40, 2),
    ), (
        ("venue", "where is our friday samba gig now?"),
        ("partner", "write a short birthday message for my girlfriend, with her name"),
    )),

    Written("h_krakow_gym_kasia", (
        Say(0, "hi, i go to Calypso gym on Dietla 3 times a week. can u give me leg day "
            "plan for beginner woman",
            "Sure: goblet squats, Romanian deadlifts, lunges, hip thrusts and calf raises, "
            "3 sets of 10-12.",
            {"gym": "Calypso"}),
        Say(40, "ok new gym, Zdrofit is 5 min from my flat and cheaper with Multisport. same "
            "plan works there? they have smith machine not squat rack",
            "Yes - do squats and hip thrusts on the Smith machine; the rest stays the same.",
            {"gym": "Zdrofit"}),
    ), (
        ("gym", "which gym am I a member at?"),
    )),

    Written("h_glasgow_signaller_ewan", (
        Say(0, "awright. work's been mental, I'm a signaller wi ScotRail at Queen Street and "
            "the shifts are killin me. how dae I get a sick line, my GP is Dr Fraser at "
            "Possilpark, dae I need tae see her in person?",
            "For the first seven days you can self-certify. After that your GP can issue a "
            "fit note, often after a phone consultation.",
            {"workplace": "ScotRail", "gp": "Dr Fraser"}),
        Fill(0, 4),
        Say(8, "whit's a good stretch for lower back, been sat in the box 12 hours",
            "Try knee-to-chest stretches, cat-cow and gentle pelvic tilts every hour."),
        Fill(8, 3),
        Say(25, "back's still bad. had tae register wi a new practice since we moved tae "
            "Woodside, got Dr Okafor. is physio self referral a thing in Glasgow?",
            "Yes, NHS Greater Glasgow and Clyde lets you self-refer to MSK physiotherapy "
            "online.",
            {"gp": "Dr Okafor"}),
        Fill(25, 4),
        Say(26, "ma maw still sees Dr Fraser, she says she's brilliant, swears by her",
            "Good to hear she's happy with her doctor!"),
        Fill(26, 5),
        Say(60, "can ye help me draft a shift swap request tae ma manager, need the 14th "
            "aff for the fitba",
            "Sure - here's a short request naming who covers and which shift you'd take "
            "in return."),
    ), (
        ("gp", "who's my doctor at the moment?"),
        ("workplace", "who am I working for? filling in a mortgage form"),
    )),

    Written("h_hanoi_linh", (
        Say(0, "Hello, I am Linh from Hanoi. I am learning Korean for 6 month, I want to "
            "work in Seoul. Can you suggest me podcast for intermediate?",
            "Try 'Talk To Me In Korean' and 'Korean Unnie' - both have intermediate "
            "episodes.",
            {"language": "Korean"}),
        Fill(0, 1),
        Say(50, "i stopped the Korean class. my company will send me to Osaka office next "
            "year so now I study Japanese, start from hiragana. how many hours per day "
            "is good?",
            "About an hour a day is a good start - 20 minutes of kana, the rest vocabulary "
            "and listening.",
            {"language": "Japanese"}),
    ), (
        ("language", "what language am I studying these days?"),
    )),

    Written("h_bangalore_engineer_arjun", (
        Say(0, "Hi, I work at Infosys in Electronic City as senior engineer, and we are "
            "staying in Whitefield, so daily 2 hours commute. Suggest some podcasts for "
            "the cab",
            "Here are a few: tech news, Indian business stories and some light comedy for "
            "the ride home.",
            {"company": "Infosys", "area": "Whitefield"}),
        Fill(0, 6),
        Say(8, "my daughter Ananya is in UKG at Delhi Public School East, they gave project "
            "on 'my community helpers'. ideas?",
            "She could make a chart with drawings of a doctor, postman, farmer and police "
            "officer, with one line on what each does.",
            {"daughter_school": "Delhi Public School East"}),
        Fill(8, 7),
        Say(35, "resignation accepted finally, 60 days notice. how to make a good handover "
            "doc?",
            "List your systems, open tickets, contacts and recurring tasks; record a short "
            "walk-through too."),
        Fill(35, 6),
        Fill(60, 5),
        Say(95, "First week at Razorpay done! culture is so different, everyone on Slack "
            "all the time. how to not look lost in standups?",
            "Keep updates short: yesterday, today, blockers. Ask your buddy about team "
            "jargon after the call.",
            {"company": "Razorpay"}),
        Fill(95, 5),
        Say(110, "we shifted to HSR Layout last sunday, near to new office. Ananya's school "
            "bus is still coming, thank god. packers broke two plates, how to claim?",
            "Take photos, email the packers within the claim window and attach the "
            "inventory list.",
            {"area": "HSR Layout"}),
        Say(111, "my cousin-brother Vikram is still in Infosys Mysore campus, he is asking "
            "should he also switch. what to tell him?",
            "Tell him to switch for the role and learning, not just the salary, and to "
            "line up an offer before resigning."),
        Say(112, "honestly missing the Whitefield Sunday market, nothing like that here",
            "Moves take time - maybe there's a weekend market nearby you haven't found "
            "yet."),
        Fill(112, 6),
    ), (
        ("company", "where am I employed right now? need it for the loan application"),
        ("area", "which area of Bangalore are we living in?"),
        ("daughter_school", "which school does Ananya go to?"),
    )),

    Written("h_onitsha_trader_ngozi", (
        Say(0, "Good afternoon. I sell lace and ankara in Onitsha main market. My account is "
            "with First Bank but their app always fail when customer want to transfer. "
            "Is it safe to give customers my Opay number instead?",
            "It can be, as long as you check every alert before releasing goods. Keep "
            "records of each transfer.",
            {"bank": "First Bank"}),
        Fill(0, 2),
        Say(10, "My son Chidera is in JSS2 at Christ the King College, the principal said he "
            "is talking too much in class. how do I talk to him as mother?",
            "Talk calmly, ask what's happening, and agree on one small change with a "
            "reward.",
            {"son_school": "Christ the King College"}),
        Fill(10, 3),
        Say(46, "which bank is good for market women? my friend said the one with red logo "
            "give POS quick",
            "That could be Zenith Bank or UBA - both use red branding and offer POS "
            "terminals to traders."),
        Say(48, "yes Zenith Bank, that's the one. I have opened account there and moved "
            "everything from First Bank, they gave me POS. how to reconcile POS "
            "settlement at night?",
            "Compare the POS end-of-day report with your bank alerts and note any "
            "reversals. Here's a simple sheet.",
            {"bank": "Zenith Bank"}),
        Say(49, "my sister Obiageli is still banking with First Bank in Nnewi, she says they "
            "treat her well there",
            "Good - every branch is different."),
        Fill(49, 3),
    ), (
        ("bank", "where is my shop money banked now?"),
        ("son_school", "which school is Chidera attending?"),
    )),

    Written("h_cebu_board_exam", (
        Say(0, "hi! im reviewing for the civil engineering board exam, its on May 18 po. "
            "can u give me 10 week review schedule?",
            "Sure! Math and surveying first, then hydraulics, then design. Here's the "
            "plan.",
            {"exam_date": "May 18"}),
        Fill(0, 1),
        Say(20, "sorry i was wrong before, i checked the PRC notice again, its May 25 not "
            "the 18th. can u adjust the plan?",
            "No problem - that adds a week, so I've added extra mock exams at the end.",
            {"exam_date": "May 25"}),
    ), (
        ("exam_date", "when exactly is my board exam?"),
    )),

    Written("h_mombasa_mother_amina", (
        Say(0, "Salaam. We are renting in Nyali from Mzee Salim, he is increasing rent by "
            "3000 from January without notice. Is that allowed in Kenya? how should I "
            "write to him?",
            "Landlords generally must give proper notice for increases. Here's a polite "
            "letter asking for written notice and reasons.",
            {"landlord": "Mzee Salim"}),
        Fill(0, 3),
        Say(7, "my son Yusuf started form one at Aga Khan Academy, the fees is heavy. any "
            "bursary for Mombasa students?",
            "Check the county bursary fund, the CDF bursary and the school's own "
            "scholarships.",
            {"son_school": "Aga Khan Academy"}),
        Fill(7, 6),
        Say(30, "how to make viazi karai crispy like the ones at the beach?",
            "Par-boil the potatoes, coat in a thin gram-flour batter and fry in hot oil."),
        Fill(30, 4),
        Say(70, "We shifted to Tudor finally, too much stress from Mzee Salim. The new "
            "house owner is Mr Mwangi, he stays in Nairobi and caretaker collects the "
            "rent. how I make sure I get receipts?",
            "Pay by M-Pesa or bank so there's a record, and ask the caretaker for a "
            "signed receipt each month.",
            {"landlord": "Mr Mwangi"}),
        Say(72, "neighbour from Nyali says Mzee Salim has already put new tenants and "
            "increased again, wallahi that man",
            "Sounds like you moved at the right time."),
        Fill(72, 3),
        Say(90, "after madrasa at Mandhry mosque Yusuf is too tired for homework, how to "
            "plan his evening?",
            "Give him a short rest and snack first, then 45 minutes of homework before "
            "dinner."),
    ), (
        ("landlord", "who is our landlord now?"),
        ("son_school", "which school is Yusuf in?"),
    )),

    Written("h_cologne_handball_sabine", (
        Say(0, "Guten Tag. I am practicing my English. Can you correct this: 'Since 2015 I "
            "am playing handball in the second women team of TuS Ehrenfeld and we train "
            "two times in the week.'",
            "'I have been playing handball for the women's second team of TuS Ehrenfeld "
            "since 2015, and we train twice a week.'",
            {"club": "TuS Ehrenfeld"}),
        Fill(0, 3),
        Say(12, "My mobile contract is with Telekom, 45 euro for 20 GB, this is too "
            "expensive or? what is normal in Germany now?",
            "That's on the high side; many providers offer 20-40 GB for 10-20 euros.",
            {"phone": "Telekom"}),
        Fill(12, 3),
        Say(41, "Is wifi calling on O2 safe? I just changed, 15 euro for 40 GB, much "
            "better, but in the cellar of our Halle there is no signal",
            "Yes, wifi calling is encrypted and safe; enable it in your phone settings.",
            {"phone": "O2"}),
        Say(42, "my husband Jürgen is staying with Telekom because of the football on "
            "MagentaTV. men!",
            "Ha - football is a strong reason for many people!"),
        Fill(42, 4),
    ), (
        ("phone", "which mobile provider am I with?"),
        ("club", "which handball club do I play for?"),
    )),

    Written("h_georgia_trucker_bobby", (
        Say(0, "Howdy. I'm an owner-operator leased on to Hartwell Freight out of Macon, "
            "been with 'em six years, runnin my own 2019 Peterbilt 579. Need help "
            "figurin my per diem for taxes, y'all know how that works?",
            "Sure. Owner-operators can deduct a per diem for days away from home - "
            "here's how to count days and what rate applies.",
            {"employer": "Hartwell Freight", "truck": "Peterbilt 579"}),
        Fill(0, 7),
        Say(20, "lord have mercy, the DOT fella wrote me up at the scale in Tifton for a "
            "logbook thing. how do I contest a violation?",
            "You can request a DataQs review with the FMCSA - attach your ELD records "
            "and any supporting documents."),
        Fill(20, 8),
        Say(60, "well I done it, put in my two weeks. Startin with Southern Pines Logistics "
            "on the 1st, regional runs so I'm home weekends with Darlene. what should I "
            "ask about their insurance?",
            "Ask about bobtail and physical damage coverage, who pays what, and the "
            "deductibles.",
            {"employer": "Southern Pines Logistics"}),
        Fill(60, 6),
        Say(75, "first month home every weekend, Darlene's happy as a clam. my buddy Earl's "
            "still haulin for Hartwell Freight, says dispatch there's gone to pot",
            "Glad it's working out for you both."),
        Fill(75, 6),
        Say(100, "what's the best way to keep DEF from crystallizin in the winter?",
            "Keep the cap tight, store jugs above freezing and don't overfill the tank."),
        Fill(100, 8),
        Say(130, "my grandson wants to know how many miles a big rig engine lasts, any "
            "idea?",
            "A well-maintained heavy-duty diesel can run close to a million miles."),
    ), (
        ("employer", "who am I leased on with these days?"),
        ("truck", "what rig do I drive? need it for the insurance quote"),
    )),

    Written("h_chennai_ca_karthik", (
        Say(0, "sir I am writing CA Inter exam on May 3, doing coaching at Sri Sai Academy "
            "in T Nagar. give me revision plan for costing",
            "Here's a two-week costing plan: standard costing and marginal costing first, "
            "then past papers.",
            {"exam": "May 3", "coaching": "Sri Sai Academy"}),
        Say(30, "ICAI postponed due to election, now my first paper is May 12. extra 9 "
            "days, use it for what?",
            "Use the extra days for full mock papers and revising your weakest chapters.",
            {"exam": "May 12"}),
    ), (
        ("exam", "when is my CA exam starting?"),
        ("coaching", "where am I taking coaching for CA?"),
    )),

    Written("h_davao_wife_joy", (
        Say(0, "Hello po, my husband Jerome is working in Dubai as electrician, he sends "
            "money every 15th to my BDO account. What is cheapest way to send from UAE to "
            "Philippines? around 5000 AED",
            "Compare exchange houses and apps by the total cost - fee plus exchange rate. "
            "Here's a quick comparison.",
            {"partner": "Jerome", "bank": "BDO"}),
        Fill(0, 8),
        Say(15, "I am making small sari-sari store in Toril, can you compute if I will earn "
            "if I buy Coke by case at 1,100 and sell 20 pesos per bottle",
            "A case has 24 bottles, so you'd earn 480 pesos - about 380 profit per case."),
        Fill(15, 9),
        Say(70, "I opened account in Landbank because they have branch near our barangay, "
            "the other one is too far and always long line. How to give Jerome the new "
            "account details safely?",
            "Send it through a private chat, and call him to confirm the account number "
            "digit by digit.",
            {"bank": "Landbank"}),
        Fill(70, 6),
        Say(80, "my kumare Weng still uses BDO for her padala, she says the app is okay "
            "now",
            "Good for her - it's nice to have options."),
        Fill(80, 7),
        Say(120, "Jerome's contract is renewed 2 more years. how do we explain to our kids "
            "that papa is not coming home yet?",
            "Be honest, keep it simple, and plan regular video calls they can look "
            "forward to."),
        Fill(120, 5),
        Say(150, "what is good merienda for kids, cheap only",
            "Turon, banana cue, camote cue and pancit are all cheap and loved by kids."),
    ), (
        ("bank", "where is the money from Dubai going now, which bank?"),
        ("partner", "write a short anniversary message to my husband, use his name"),
    )),

    Written("h_recife_capoeira", (
        Say(0, "olá, I train capoeira with Grupo Raízes do Nordeste here in Recife, we will "
            "have batizado next month. what I write in Instagram post to invite people?",
            "Here's a short post with the date, place and an invitation to come watch the "
            "roda.",
            {"capoeira_group": "Grupo Raízes do Nordeste"}),
    ), (
        ("capoeira_group", "which capoeira group do I train with?"),
    )),

    Written("h_gdansk_father_tomasz", (
        Say(0, "Hello. My daughter Zosia goes to Szkoła Podstawowa nr 12 in Wrzeszcz and "
            "teacher wants parents to drive for school trip. I have Skoda Octavia kombi, "
            "how many kids I can legally take?",
            "As many as there are seat belts - usually four besides you - and children "
            "under 150 cm need a booster seat.",
            {"school": "Szkoła Podstawowa nr 12", "car": "Skoda Octavia"}),
        Fill(0, 4),
        Say(30, "We decided to move Zosia to another school, there was bullying problem. "
            "From Monday she is in Szkoła Podstawowa nr 45 in Oliwa, closer to my wife "
            "work. How to help her make new friends?",
            "Invite a classmate over in the first weeks and sign her up for an after-school "
            "club.",
            {"school": "Szkoła Podstawowa nr 45"}),
        Say(31, "her best friend Hania stays in the old school in Wrzeszcz, they want to "
            "keep contact",
            "Weekend playdates will help them stay close."),
        Fill(31, 5),
        Say(50, "the Octavia has check engine light, 230 thousand km. repair or sell?",
            "Get the error code read first - many causes are cheap to fix."),
    ), (
        ("school", "what school does Zosia go to?"),
        ("car", "what car do we have?"),
    )),

    Written("h_kumasi_poultry_kwame", (
        Say(0, "Good day. I keep 500 layers in Kumasi, I buy my feed from Agricare. The "
            "birds are dropping production, what can cause?",
            "Common causes are feed quality, light hours, heat stress and disease. Check "
            "the feed first.",
            {"feed_supplier": "Agricare"}),
        Say(25, "I don't buy from them again, the feed was the problem I think. Now my "
            "feed is coming from Asante Feedmill in Ejisu and production is going up "
            "small small. how to do record for the eggs?",
            "Record daily eggs collected, cracked eggs, feed used and deaths in one "
            "table.",
            {"feed_supplier": "Asante Feedmill"}),
        Fill(25, 1),
    ), (
        ("feed_supplier", "who do I get the chicken feed from?"),
    )),

    Written("h_hcmc_analyst_minh", (
        Say(0, "Hi, I'm Minh, data analyst at Shopee in District 7, HCMC. I ride Honda "
            "Wave to work every day, 40 min. how can I improve SQL skill for promotion?",
            "Practise window functions and query optimisation on real problems. Here's a "
            "4-week plan.",
            {"employer": "Shopee", "bike": "Honda Wave"}),
        Fill(0, 2),
        Say(2, "My room in Binh Thanh is so hot, no aircon, landlord say electricity too "
            "expensive. some tips for sleep?",
            "A fan by the window, a damp towel and a cool shower before bed help.",
            {"district": "Binh Thanh"}),
        Fill(2, 7),
        Say(30, "my manager leaving, team is chaos. I start apply other place. how write "
            "cover letter for e-commerce data job?",
            "Lead with one impact number, show the tools you use and why that company."),
        Fill(30, 8),
        Say(65, "Tiki gave me offer and I said yes!! Start 1st of next month. How to ask "
            "Shopee for my last salary and leave payment?",
            "Email HR with your last working day and ask for the final payslip including "
            "unused leave.",
            {"employer": "Tiki"}),
        Fill(65, 6),
        Say(80, "Moved to room in Tan Binh, only 10 min to new office. 4.5 million per "
            "month with aircon finally. is this ok price?",
            "Yes, that's a fair price for a room with aircon in that area.",
            {"district": "Tan Binh"}),
        Say(81, "my sister Thao took my old room in Binh Thanh, she doesn't mind the heat "
            "haha",
            "Lucky she's tougher than the heat!"),
        Fill(81, 6),
        Say(120, "Honda Wave broke chain again, mechanic say 400k VND. worth to fix or buy "
            "new?",
            "400k for a chain and sprocket set is normal - fixing is worth it."),
        Fill(120, 5),
    ), (
        ("employer", "which company am I at now?"),
        ("district", "which district do I rent in?"),
        ("bike", "what motorbike do I ride?"),
    )),

    Written("h_delhi_aunty_sudha", (
        Say(0, "Beta, my doctor Dr. Kapoor at Max Saket says my sugar is borderline. I am "
            "pure vegetarian. Give me breakfast list without too much carbs",
            "Here are some: besan chilla, moong dal cheela, paneer bhurji, vegetable upma "
            "with less rava, and sprouts chaat.",
            {"doctor": "Dr. Kapoor", "diet": "pure vegetarian"}),
        Fill(0, 1),
        Say(20, "from this month I am following Jain food only, after the satsang. no "
            "onion, no garlic, no potato. make that breakfast list again",
            "Of course - moong dal cheela without onion, paneer with tomato and ginger, "
            "and lauki thepla.",
            {"diet": "Jain"}),
    ), (
        ("doctor", "who is my doctor for the sugar?"),
        ("diet", "what kind of food am I eating these days? my daughter-in-law is asking "
         "before the party"),
    )),

    Written("h_lagos_pharmacist_chiamaka", (
        Say(0, "Hi. I'm a pharmacist, staying in Yaba for now and the traffic to my work on "
            "the Island is wicked. Which areas are better for someone working in VI?",
            "Areas closer to Victoria Island cut the commute a lot, but rents are "
            "higher. Here are some options by budget."),
        Say(1, "just to add, my sister thinks I should stay in Yaba because of the rent. "
            "is 2 hours each way worth it?",
            "Four hours a day adds up - weigh the rent difference against your time and "
            "fuel.",
            {"area": "Yaba"}),
        Fill(1, 3),
        Say(30, "We have packed into a 2-bedroom in Lekki Phase 1!! The landlord is one "
            "Barrister Adeyemi, very particular man, he wants 2 years rent upfront, is "
            "that legal in Lagos state?",
            "Lagos tenancy law limits advance rent for new tenants; you can politely "
            "refer to it when negotiating.",
            {"area": "Lekki", "landlord": "Barrister Adeyemi"}),
        Fill(30, 4),
        Say(31, "my colleague Funke is still in Yaba, she says rent there went up too",
            "Rents have risen almost everywhere in Lagos."),
        Say(45, "I miss suya from my old street o, nothing like that here",
            "Maybe ask neighbours - there's usually a good suya spot hiding somewhere."),
        Fill(45, 3),
        Say(60, "Barrister Adeyemi wants to increase service charge, how do I respond "
            "politely but firmly?",
            "Ask for a breakdown of the costs and refer to your tenancy agreement."),
    ), (
        ("area", "which part of Lagos do I live in now?"),
        ("landlord", "who's my landlord? I need to address a letter"),
    )),

    Written("h_nakuru_teacher_wanjiru", (
        Say(0, "Habari yako. I am a teacher in Nakuru, I save with Mwalimu Sacco and I want "
            "development loan to build rental rooms in Lanet. how to calculate if the rent "
            "will pay the loan?",
            "Compare the monthly repayment with expected rent minus vacancies and "
            "maintenance. Here's a simple table.",
            {"sacco": "Mwalimu Sacco"}),
        Fill(0, 6),
        Say(10, "in our chama Tumaini Women Group we are 15 members, we contribute 2000 "
            "each month. help me write minutes template",
            "Here's a template: date, attendance, contributions, loans, resolutions and "
            "next meeting.",
            {"chama": "Tumaini Women Group"}),
        Fill(10, 8),
        Say(45, "the building has started, foundation done. what is correct ratio for "
            "concrete slab?",
            "A common mix is 1:2:4 cement, sand and ballast - confirm with your fundi."),
        Fill(45, 7),
        Say(90, "I moved my savings to Stima Sacco, their loan is 4 times savings, the old "
            "one was giving only 3 times. how long before I qualify for loan?",
            "Most saccos need six months of membership and regular deposits first.",
            {"sacco": "Stima Sacco"}),
        Say(91, "my co-teacher Mrs Chebet is still with Mwalimu Sacco and she says I have "
            "made mistake",
            "Both have strengths - what matters is which fits your plans."),
        Fill(91, 8),
        Say(140, "Tumaini ladies want to invest in a plot together, what agreement we "
            "should sign?",
            "A written group agreement on contributions, ownership shares and exit rules, "
            "ideally reviewed by a lawyer."),
        Fill(140, 5),
    ), (
        ("sacco", "which sacco am I saving with now?"),
        ("chama", "what's our chama called? need it for the bank form"),
    )),
)
# fmt: on


def batch_h_tenants() -> list[Tenant]:
    """Set H as tenants, numbered after the sets written before it."""
    return numbered_in_order("h", BATCH_H)
