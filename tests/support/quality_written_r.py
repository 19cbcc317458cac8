"""Set R: people who use one general assistant with memory for both work and home life: a site
manager, dental practice managers, paralegals, a primary deputy head, a food-truck chef-owner,
physios, a wedding photographer, an HGV mechanic, locum pharmacists, church and chapel
treasurers, van-life remote workers, university admissions staff, a youth football coach, a
landlord with two flats and a care-home activities coordinator. They mention several facts at
once inside a request (employer, site, shift, software version, supplier, rota day, dates,
amounts, partner, children's schools, car, diet, medication, gym) and later change just one of
them, sometimes with a change word, sometimes only by using the new value in a new context, by
correcting themselves or by confirming the assistant's guess; colleagues, relatives and old
anecdotes name the same kinds of fact afterwards. Writing ranges from terse lowercase with typos
to formal letters and non-native English."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_R: tuple[Written, ...] = (
    Written("r_site_tollgate", (
        Say(0, "morning. starting monday as site manager for Brackwater Homes on the Tollgate Rise "
               "scheme, 46 plots, 2 and 3 beds. can u help me put together a first week "
               "checklist, dont want to look like i dont know what im doing",
            "Congratulations on the new role. For week one: walk the site with the outgoing "
            "manager, read the construction phase plan, check inductions and the sign-in "
            "process, meet each subcontractor's foreman, go through the programme and any open "
            "snags, and check welfare and the fire plan. Want it as a day-by-day list?",
            {"employer": "Brackwater Homes", "site": "Tollgate Rise"}),
        Fill(0, 4),
        Say(3, "the old Ford Ranger is making a grinding noise when i go over the haul road ruts. "
               "suspension or wheel bearing?",
            "Grinding over bumps is more often worn suspension bushes, a ball joint or an "
            "anti-roll bar link; a wheel bearing usually hums or grinds with speed, not bumps. "
            "Jack each front wheel and rock it top to bottom: play there points to the bearing.",
            {"car": "Ford Ranger"}),
        Fill(3, 6),
        Say(11, "groundworkers are behind on the drainage runs on plots 12 to 20. how do i word an "
                "email to their contracts manager thats firm but doesnt burn the bridge",
            "Keep it factual: state the planned and actual dates, the knock-on effect on "
            "following trades, and ask for a recovery programme by a set date. Offer a meeting "
            "on site. I can draft it if you give me the dates."),
        Fill(11, 8),
        Say(34, "bit of news, theyre moving me off Tollgate Rise. from monday im running Pellmore "
                "Quay, the riverside apartments, piling starts the week after. what should i be "
                "checking on the piling contractor's RAMS?",
            "Check the piling mat design and certificate, rig stability and exclusion zones, "
            "lifting plans, services search, noise and vibration monitoring near the river "
            "wall, spoil handling and the emergency plan for working next to water.",
            {"site": "Pellmore Quay"}),
        Fill(34, 5),
        Say(36, "dougal my assistant is staying behind on Tollgate Rise to finish snagging, hes "
                "never run a handover on his own. any advice i can pass on?",
            "Tell him to walk each plot with the snag list a week before handover, chase trades "
            "with dated lists, get the completion certificates in early and agree who "
            "signs what with the sales team. A checklist per plot helps a lot."),
        Fill(36, 6),
        Say(52, "picked up the Isuzu D-Max from the dealer yesterday, canopy fitted and all. whats "
                "a sensible way to keep site paperwork in the cab organised",
            "A lidded document box behind the seat with dividers for permits, inspections, "
            "delivery notes and drawings works well, plus a clipboard for the day's "
            "paperwork. Scan and file it weekly so the box doesn't become the archive.",
            {"car": "Isuzu D-Max"}),
        Fill(52, 7),
        Say(70, "my brother in law still swears by his Ford Ranger, keeps telling me i wasted my "
                "money lol. anyway whats good to cover in a daily briefing for 30 lads on a river "
                "site",
            "Keep it to ten minutes: today's high-risk activities, crane and piling zones, "
            "river safety and lifebuoy locations, deliveries and traffic routes, weather, and "
            "any near misses from yesterday. Finish by asking if anyone has a concern."),
        Fill(70, 4),
    ), (
        ("site", "which job am i running at the minute?"),
        ("car", "what am i driving these days?"),
        ("employer", "who's the housebuilder i work for?"),
    )),
    Written("r_dental_fernhill", (
        Say(0, "Hello. I am the practice manager at Fernhill Dental Practice, four surgeries. We "
               "run on Molarbase 6 for the diary and charting and order our consumables from "
               "Pennard Dental Supply. Could you help me draft a staff memo about the new "
               "sterilisation log sheets?",
            "Of course. A short memo could cover why the new log is being introduced, what "
            "must be recorded for each cycle, who checks it and when, and where completed "
            "sheets are kept. Shall I write a first version?",
            {"practice": "Fernhill Dental Practice", "software": "Molarbase 6",
             "supplier": "Pennard Dental Supply"}),
        Fill(0, 3),
        Say(5, "Our whole-team huddle is Thursday at 8.15 before the first patients. Can you "
               "suggest a ten minute agenda that does not overrun?",
            "Try: two minutes on yesterday's issues, three on today's list and emergencies, "
            "two on stock or equipment, two on one training point, and one for anything "
            "urgent. Use a timer and park longer topics for a separate meeting.",
            {"huddle": "Thursday"}),
        Fill(5, 2),
        Say(40, "We went live on Molarbase 7 on Saturday. The appointment book looks completely "
                "different and reception are struggling. Please give me a structure for a "
                "one-page quick guide.",
            "Split the page into: finding a patient, booking and moving appointments, "
            "checking in and out, taking payment, and who to call when stuck. Use screenshots "
            "with numbered arrows rather than long text.",
            {"software": "Molarbase 7"}),
        Fill(40, 3),
        Say(43, "The manager at Ashgrove Dental told me they are staying on Molarbase 6 until next "
                "year because of the cost. Is it normal for a software company to charge for "
                "migrating the data?",
            "Yes, many suppliers charge a one-off migration or onboarding fee, especially "
            "for larger databases or when imaging has to move too. It is worth asking for it "
            "to be itemised in the quote."),
        Fill(43, 2),
    ), (
        ("software", "which version of the practice system are we running now?"),
        ("huddle", "what morning do we have the team huddle?"),
    )),
    Written("r_paralegal_move", (
        Say(0, "im a paralegal at Quenby Vale Solicitors in the conveyancing team. whats a TR1 and "
               "when do we actually need one",
            "A TR1 is the Land Registry form used to transfer the whole of a registered title, "
            "for example on a sale. It is signed by the seller (and buyer where there are "
            "declarations) and sent with the application to register the transfer.",
            {"employer": "Quenby Vale Solicitors", "area": "conveyancing"}),
        Fill(0, 1),
        Say(58, "first week at Dunmore Reyes LLP done!! litigation is a totally different world. "
                "what is a hearing bundle supposed to look like, index first?",
            "Yes: index first, then the documents in a logical order (usually statements of "
            "case, orders, witness statements, experts, correspondence), paginated "
            "consecutively, with the index giving page numbers. Check the court's directions.",
            {"employer": "Dunmore Reyes LLP", "area": "litigation"}),
    ), (
        ("employer", "which firm am i at now?"),
        ("area", "what kind of law do i work in?"),
    )),
    Written("r_deputy_ravensholt", (
        Say(0, "Hi, deputy head at Ravensholt Primary here. I'm on gate duty Wednesdays and my son "
               "Ferris is in Year 6 at Ladyfield Juniors across town, so Wednesdays are a "
               "scramble. Could you help me plan a quicker morning routine?",
            "Let's work backwards from the time you need to be on the gate. Bags and uniform "
            "ready the night before, breakfast that Ferris can make himself, and a lift share "
            "or breakfast club on Wednesdays could take the pressure off.",
            {"workplace": "Ravensholt Primary", "duty": "Wednesdays",
             "son_school": "Ladyfield Juniors"}),
        Fill(0, 5),
        Say(6, "I went vegetarian about a year ago and I'm running out of packed lunch ideas "
               "that survive until 12.30. Any suggestions?",
            "Try halloumi and roasted veg wraps, lentil and feta salad, bean chilli in a "
            "flask, egg and cress rolls, or a grain bowl with chickpeas and pesto. Keep "
            "dressings separate so nothing goes soggy.",
            {"diet": "vegetarian"}),
        Fill(6, 7),
        Say(20, "Need to write to parents about the Year 4 residential deposit. Formal but warm "
                "please, £60 by the end of the month.",
            "Dear Parents and Carers, we are delighted to confirm the Year 4 residential "
            "trip... I'll include the £60 deposit, the deadline, how to pay and who to "
            "contact if cost is a worry."),
        Fill(20, 9),
        Say(182, "Ferris's first week at Camsell Park Academy and he has already lost his tie "
                 "and one PE shoe. How do I help him get organised without nagging?",
            "A checklist on the door for each day's timetable, labelled everything, and a "
            "set time each evening when he packs his own bag. Praise the days it works and "
            "let small consequences do some of the teaching.",
            {"son_school": "Camsell Park Academy"}),
        Fill(182, 6),
        Say(184, "My niece has just started at Ladyfield Juniors and my sister keeps asking which "
                 "teachers are nice there, ha. Anyway, can you help me draft the SLT agenda for "
                 "Monday?",
            "Sure. A typical SLT agenda: actions from last meeting, safeguarding update, "
            "attendance, curriculum and assessment, staffing, premises, and AOB. What are "
            "the big items this week?"),
        Fill(184, 4),
        Say(190, "I went fully vegan over the summer holidays and the staffroom cake culture is "
                 "killing me. Any bake I can bring in where nobody would guess?",
            "A chocolate olive oil cake, banana bread with oat milk, or flapjacks made with "
            "coconut oil all go down well and nobody tends to notice the swaps.",
            {"diet": "vegan"}),
        Fill(190, 5),
    ), (
        ("son_school", "where does Ferris go to school now?"),
        ("diet", "what do I eat these days, meat-wise?"),
        ("duty", "which day am I out on the gate?"),
    )),
    Written("r_food_truck_lantern", (
        Say(0, "hiya so i run a food truck, The Salt Lantern, smash burgers and loaded fries. "
               "saturdays im at Quarry Yard market and thursdays at the Tannery Lane office park. "
               "what should i charge for a double with cheese if my patty cost is about 90p",
            "With two patties, cheese, bun, sauce and packaging you're probably around £2.60 "
            "in food cost. Aiming for 30% food cost puts you near £8.50-£9, which is in "
            "line with most street food burgers.",
            {"sat_pitch": "Quarry Yard", "thu_pitch": "Tannery Lane"}),
        Fill(0, 3),
        Say(9, "my meat comes from Ossett & Vine butchers, they want to put prices up 8%. how do i "
               "push back politely",
            "Ask what's driving it, point to your volumes and how long you've been with "
            "them, and ask whether a smaller rise or a fixed price for six months is "
            "possible. Get one other quote first so you know your options.",
            {"butcher": "Ossett & Vine"}),
        Fill(9, 4),
        Say(47, "well thats that, council pulled the licence for the quarry yard traders. Brindle "
                "Wharf took me on for saturdays, busier but im parked right next to a coffee van. "
                "menu ideas that wont clash?",
            "You're fine on food, so avoid drinks and sweet pastries. Lean into lunch: a "
            "brunch burger with egg before noon, fries specials, and maybe a combo deal with "
            "the coffee van so you send each other customers.",
            {"sat_pitch": "Brindle Wharf"}),
        Fill(47, 3),
        Say(50, "my mate tavish who does the bao truck is still at Quarry Yard on sundays for the "
                "private market, says its dead without us lol. whats a good loyalty card idea",
            "A simple stamp card, buy five get the sixth free, works well for street food. A "
            "digital one through your card reader avoids lost cards, and you can add a "
            "birthday freebie."),
        Fill(50, 2),
    ), (
        ("sat_pitch", "where do i trade on a saturday?"),
        ("thu_pitch", "where am i parked up on thursdays?"),
    )),
    Written("r_physio_corrie", (
        Say(0, "I'm an MSK physio at Corrie Lane Clinic, mostly knees and shoulders. Can you give "
               "me a simple home exercise sheet for patellofemoral pain, four exercises max?",
            "1) Straight leg raises, 3x10. 2) Side-lying hip abduction, 3x12. 3) Wall sits to "
            "a pain-free angle, 3x30s. 4) Step-downs from a low step, 3x8 with good knee "
            "alignment. Progress by load and depth as symptoms settle.",
            {"clinic": "Corrie Lane Clinic"}),
        Fill(0, 1),
    ), (
        ("clinic", "which clinic do I work at?"),
    )),
    Written("r_wedding_whitcombe", (
        Say(0, "hey! wedding photographer here, based in Whitcombe. I shoot on a Canon R6 and my "
               "second shooter is Rafferty. can you help me write an enquiry reply template that "
               "doesnt sound robotic",
            "Sure! Open with their names and something specific from their message, say "
            "whether you're free on their date, give a short sense of your style, attach the "
            "price guide and suggest a call. I'll draft one in your voice.",
            {"home": "Whitcombe", "camera": "Canon R6", "second": "Rafferty"}),
        Fill(0, 5),
        Say(4, "couple want a no posed shots package. how do i price documentary only coverage vs "
               "my standard 8 hours?",
            "Price it on time and edit load, not on the style: documentary days often mean "
            "more frames to cull. Keep the same hourly base and adjust for what's dropped, "
            "like the formal group list."),
        Fill(4, 6),
        Say(30, "raffertys gone full time at a studio in town so Mireille is my second from now "
                "on. what should go in a second shooter contract?",
            "Dates and fee, what they shoot, who owns and can use the images, portfolio use, "
            "turnaround for handing over files, dress code, cancellation terms and their own "
            "insurance and kit.",
            {"second": "Mireille"}),
        Fill(30, 8),
        Say(61, "sold the R6 and bought a Canon R5 with the wedding season money. whats a good "
                "way to back up two cards during a ceremony",
            "Shoot to both card slots in backup mode, then at the first quiet moment copy "
            "to a laptop or portable SSD. Never format a card until the files are in at "
            "least two places.",
            {"camera": "Canon R5"}),
        Fill(61, 5),
        Say(63, "my friend Danica still shoots on a Canon R6 and honestly her low light stuff "
                "looks just as good as mine. anyway tips for dark barn receptions?",
            "Bounce flash off a wall or ceiling where you can, use an off-camera light for "
            "the first dance, keep your shutter around 1/100 for movement and don't be "
            "scared of high ISO."),
        Fill(63, 4),
        Say(95, "Tobiah is shooting second for me at the Harcastle wedding on saturday, his first "
                "one with me. what should i brief him on beforehand?",
            "Timeline and locations, his shot list (groom prep, guests, alternate angles in "
            "the ceremony), where not to stand, how you hand over cards, and how you both "
            "communicate during the day.",
            {"second": "Tobiah"}),
        Fill(95, 6),
        Say(97, "Mireille's doing her own weddings now, so proud of her. she asked me for a price "
                "list template, can you draft one she can adapt?",
            "Here's a simple structure: three packages by hours, what each includes, add-ons "
            "like second shooter or albums, booking fee and payment schedule, then a short "
            "line about travel."),
        Fill(97, 3),
    ), (
        ("second", "who's my second shooter?"),
        ("camera", "what camera body am i shooting on?"),
        ("home", "where am i based?"),
    )),
    Written("r_hgv_gorsedene", (
        Say(0, "Hello, I am HGV mechanic at Gorsedene Haulage workshop, I work days, 4 on 4 off. "
               "Please explain me how to read fault codes on Volvo FH, the EBS ones",
            "On the FH you can read EBS codes through the dash menu under diagnostics or with "
            "a diagnostic tool. Each code has an MID/SID or SPN/FMI: the first tells you the "
            "component, the second the type of fault.",
            {"employer": "Gorsedene Haulage", "shift": "days"}),
        Fill(0, 4),
        Say(26, "Now two weeks on nights and I cannot sleep in the day, the neighbour has a dog. "
                "What helps for sleep after night shift?",
            "Blackout blinds, earplugs or white noise, a cool room, and going to bed soon "
            "after you get home. Avoid caffeine in the last half of the shift and keep the "
            "same sleep times on your days off if you can.",
            {"shift": "nights"}),
        Fill(26, 3),
        Say(28, "My colleague Stanek still is on days and he say nights is easier money, but I am "
                "not sure. How is pay difference normally for night shift in UK workshops?",
            "Night shift premiums in UK workshops are often time and a quarter to time and a "
            "third, sometimes a flat extra per hour. Your contract or the company handbook "
            "should say."),
        Fill(28, 2),
    ), (
        ("shift", "what shift am i working at the moment?"),
        ("employer", "where do i work?"),
    )),
    Written("r_locum_dunnock", (
        Say(0, "Locum pharmacist, mostly through Pillwort Locums. My regular Tuesday is Dunnock "
               "Pharmacy in Sallowby and the agency rate is £42 an hour. Is that decent for the "
               "north east at the moment?",
            "That's around the middle for community locum work in the north east right now; "
            "rates vary with short notice and weekends. Worth checking whether travel or "
            "mileage is included.",
            {"agency": "Pillwort Locums", "tue_branch": "Dunnock Pharmacy",
             "rate": "£42 an hour"}),
        Fill(0, 4),
        Say(3, "My GPhC revalidation is due 3 June. Can you help me plan a peer discussion and "
               "the reflective account?",
            "Yes. Pick a peer outside your usual line management, agree a date a few weeks "
            "before the deadline, and choose a reflective account topic linked to one of the "
            "standards, like communication or managing risk.",
            {"reval": "3 June"}),
        Fill(3, 2),
        Say(4, "sorry, checked the portal, its 30 June not 3 June. still want it done early though",
            "No problem, that gives you a bit more room. Aiming to submit by mid-June is "
            "still sensible.",
            {"reval": "30 June"}),
        Fill(4, 6),
        Say(22, "I've joined Ironmoss Gym near my flat. What's a 40 minute routine I can do after "
                "nine hours standing?",
            "Go easy on legs: 10 minutes cycling, then rows, presses, pull-downs and core "
            "work, finishing with calf and hip flexor stretches.",
            {"gym": "Ironmoss Gym"}),
        Fill(22, 7),
        Say(60, "Pillwort agreed £45 an hour from next month after I pointed out the travel. How "
                "do I confirm that in writing?",
            "Reply to their message restating the new rate, the start date and any terms, "
            "and ask them to confirm. Keep it short and friendly.",
            {"rate": "£45 an hour"}),
        Fill(60, 5),
        Say(88, "Tuesdays at Vance & Co Chemists are really quiet after 2, good time for CPD. what "
                "topics are hot for community pharmacy this year?",
            "Pharmacy First and clinical assessment skills, independent prescribing, "
            "antimicrobial stewardship, and supply problems are all big this year.",
            {"tue_branch": "Vance & Co Chemists"}),
        Fill(88, 5),
        Say(90, "my old classmate Ruaridh does Tuesdays at Dunnock Pharmacy now, funny how it goes "
                "round. he asked what the PMR there is like, its Cedarline if I remember",
            "I don't have details on Cedarline, but he could ask the branch for a login "
            "before his first shift and look at how it handles owings and CD records."),
        Fill(90, 4),
    ), (
        ("tue_branch", "where do I work on Tuesdays?"),
        ("rate", "how much am I getting per hour?"),
        ("reval", "when is my revalidation deadline?"),
    )),
    Written("r_treasurer_aldric", (
        Say(0, "Good afternoon. I am the honorary treasurer of St Aldric's, Nethercote. Our vicar "
               "is Revd Amabel Sowerby and the accounts are independently examined by Mr Hollis "
               "Drane. Could you outline what a PCC treasurer's annual report should contain?",
            "Certainly. It usually covers receipts and payments or accruals accounts, a note "
            "on restricted funds, reserves policy, significant items of income and "
            "expenditure, and the independent examiner's report.",
            {"vicar": "Amabel Sowerby", "examiner": "Hollis Drane"}),
        Fill(0, 3),
        Say(12, "The Gift Aid claim for last quarter came to £1,842. Please remind me how far back "
                "we may claim.",
            "You can usually claim for donations made within the last four years from the "
            "end of the charity's accounting period in which they were received."),
        Fill(12, 3),
        Say(75, "Revd Kasimir Oduya chaired his first PCC meeting last night and has asked for "
                "monthly figures rather than quarterly. Would you suggest a simple format?",
            "One page: income by category against budget, expenditure likewise, the bank "
            "balances, and a short note of anything unusual. A year-to-date column helps.",
            {"vicar": "Kasimir Oduya"}),
        Fill(75, 2),
        Say(77, "Revd Sowerby sent a card from her new parish in Lanthorne, which was kind. Could "
                "you help me draft a short reply on behalf of the PCC?",
            "Dear Amabel, thank you so much for your card. We were delighted to hear that "
            "you are settling in well at Lanthorne..."),
        Fill(77, 2),
    ), (
        ("vicar", "who is our vicar at present?"),
        ("examiner", "who examines our accounts each year?"),
    )),
    Written("r_vanlife_serval", (
        Say(0, "we're a van life couple, both remote. I do UX contracting for Hoxley Analytics, my "
               "partner Jonte translates for Brightwater Translations. parked up at Lac de "
               "Serval in the Jura this week, using a Cobalt SIM for data. best way to get a "
               "stable zoom call from a van?",
            "A 4G/5G router with an external roof antenna makes the biggest difference. Put "
            "calls on ethernet or 5GHz, turn off video for whoever isn't speaking, and check "
            "coverage maps before picking a spot.",
            {"client": "Hoxley Analytics", "partner_job": "Brightwater Translations",
             "location": "Lac de Serval", "sim": "Cobalt"}),
        Fill(0, 5),
        Say(9, "the leisure battery is dead by 4pm if we both work all day. 100Ah lithium, 200W "
               "solar. how much more solar do we need?",
            "Two laptops and a router can use 600-800Wh a day. 200W of panels gives maybe "
            "600Wh on a good day and much less when cloudy, so doubling the solar or adding a "
            "DC-DC charger from the alternator would help."),
        Fill(9, 7),
        Say(31, "crossed into spain yesterday, now at Puerto Calderil on the coast, wind is "
                "insane. tips for stopping a pop top rattling all night?",
            "Park nose into the wind, drop the roof if it's gusting hard, and wedge foam "
            "between the roof and the frame where it knocks. Check the bellows are tight.",
            {"location": "Puerto Calderil"}),
        Fill(31, 6),
        Say(33, "miss the quiet at Lac de Serval honestly, woke up to cowbells every morning. "
                "anyway how do i invoice hoxley in GBP from a spanish bank account without "
                "getting killed on fees?",
            "Use a multi-currency account that gives you UK account details for GBP, invoice "
            "to that, and convert when it suits you. It's usually far cheaper than an "
            "international transfer into a Spanish account."),
        Fill(33, 5),
        Say(70, "Aldeia da Serra Nova is gorgeous, tiny village up in the hills and the cafe has "
                "fibre. whats a fair way to ask a cafe if we can work there all day?",
            "Ask the owner directly, offer to buy lunch and drinks through the day, avoid "
            "their busiest hours for calls and maybe leave a tip or buy a cake to take away.",
            {"location": "Aldeia da Serra Nova"}),
        Fill(70, 6),
        Say(72, "Jonte's sister Ottilie is in a van too now, she's at Puerto Calderil and says its "
                "still windy lol. can you suggest a packing list for her first month",
            "Essentials: levelling blocks, a water filter, a headtorch, a small toolkit, "
            "spare fuses, a fire blanket and extinguisher, a fold-out table and warm layers."),
        Fill(72, 5),
    ), (
        ("location", "where are we parked up right now?"),
        ("client", "who am I contracting for?"),
        ("sim", "what data sim do we use?"),
        ("partner_job", "who does Jonte work for?"),
    )),
    Written("r_admissions_apply", (
        Say(0, "I work in undergraduate admissions at Calderbrook University and we process "
               "everything in Apply360 v4. How do I write a polite decline for a late "
               "application?",
            "Thank them for their interest, explain the deadline has passed so the "
            "application can't be considered this cycle, and point them to the next intake "
            "or clearing if it applies.",
            {"employer": "Calderbrook University", "software": "Apply360 v4"}),
        Say(44, "since the upgrade to Apply360 v5 the offer letters come out with wonky margins, "
                "any idea how to fix that in a mail merge template?",
            "Check the page setup in the template matches the paper size the system uses "
            "(A4 vs Letter), and that the merge fields are not inside a table with fixed "
            "widths.",
            {"software": "Apply360 v5"}),
    ), (
        ("software", "what version of the applicant system are we on?"),
    )),
    Written("r_coach_ormside", (
        Say(0, "coach the Ormside Juniors under 11s, training tuesday nights at Haddow Rec. how do "
               "i run a session for 14 kids with only me and one parent helper",
            "Use stations: split into two groups of seven, one with you on a skill, one with "
            "the parent running a small-sided game, swap every 12 minutes, then finish with a "
            "match.",
            {"age": "under 11s", "night": "tuesday", "venue": "Haddow Rec"}),
        Fill(0, 4),
        Say(15, "my assistant coach pelham wants to bring his lad along, hes only 8. is it ok to "
                "have younger kids join in?",
            "Check your club's rules and insurance first; many leagues allow it for training "
            "if a parent consents. Keep contact drills matched by size."),
        Fill(15, 3),
        Say(60, "councils booked the rec out on tuesdays for the summer so we moved training to "
                "Thursday. need a text for the parents group",
            "Hi all, from next week training will be on Thursday evenings, same time and "
            "place, because the rec is booked out on Tuesdays over the summer. Thanks!",
            {"night": "Thursday"}),
        Fill(60, 3),
        Say(62, "the under 9s coach still has tuesday at haddow rec on the other pitch, lucky him. "
                "anyway what drills work for teaching kids to play out from the back?",
            "Rondos, a 4v2 build-up from the goalkeeper, and a game where goals only count "
            "if the ball went through the keeper first. Reward brave passes, not just "
            "successful ones."),
        Fill(62, 2),
    ), (
        ("night", "what night do we train?"),
        ("venue", "where do we train?"),
    )),
    Written("r_landlord_wexcombe", (
        Say(0, "I own two flats. The one on Wexcombe Road is let to Ambrose Oyelaran at £725 a "
               "month, and the Sallow Court flat is managed for me by Haverhill Lets. Can you "
               "explain what changes for me with the new renters' rights rules?",
            "The main changes are the end of no-fault evictions, periodic tenancies by "
            "default, limits on rent increases to once a year through a formal process, and "
            "new duties around pets and property standards.",
            {"wex_tenant": "Ambrose Oyelaran", "wex_rent": "£725 a month",
             "sallow_agent": "Haverhill Lets"}),
        Fill(0, 4),
        Say(8, "the fixed rate on my Wexcombe mortgage ends 1 March next year. what should I be "
               "doing now?",
            "Start looking about six months before; most lenders let you lock in a product "
            "early. Talk to a buy-to-let broker and check your rental cover.",
            {"fix_end": "1 March"}),
        Fill(8, 3),
        Say(9, "no wait, just found the offer letter, its 1 May not 1 March. does that change "
               "anything?",
            "Only the timing: you can start comparing products around November.",
            {"fix_end": "1 May"}),
        Fill(9, 6),
        Say(40, "Ambrose has given notice, he's moving in with his partner. how do I handle the "
                "deposit return properly?",
            "Do a check-out inspection against the inventory, agree any deductions in writing "
            "and return the rest within ten days of agreeing, through the deposit scheme."),
        Fill(40, 6),
        Say(70, "new tenant at Wexcombe Road is Teodor Brekke, moved in saturday. agreed £760 a "
                "month. whats important in the check-in inventory?",
            "Photos of every room with dates, meter readings, the condition of walls, floors "
            "and appliances, keys handed over, and the tenant's signature.",
            {"wex_tenant": "Teodor Brekke", "wex_rent": "£760 a month"}),
        Fill(70, 7),
        Say(72, "ran into Ambrose Oyelaran at the garden centre, he says the new place has damp. "
                "glad its not mine lol. whats the legal minimum for smoke alarms?",
            "At least one smoke alarm on each storey used as living accommodation, and a "
            "carbon monoxide alarm in any room with a fixed combustion appliance."),
        Fill(72, 5),
        Say(100, "Haverhill Lets have sent a renewal invoice for their fee at 12%. is that normal "
                 "for full management?",
            "Full management usually runs 10-15% plus VAT, so 12% is within the normal range."),
        Fill(100, 4),
    ), (
        ("wex_tenant", "who's living in my Wexcombe Road flat?"),
        ("fix_end", "when does my mortgage fix end?"),
        ("sallow_agent", "which agency looks after my other flat?"),
    )),
    Written("r_care_foxmere", (
        Say(0, "hello I'm activities coordinator at Foxmere Lodge care home, 38 residents. every "
               "month we have a singer in, Delphine Haw, she does 40s and 50s songs. can you "
               "help me plan a reminiscence afternoon around her set?",
            "Lovely idea. Before the set, bring out photos and objects from the era; during "
            "it, hand out song sheets and a few shakers; after, tea and a chat about dances, "
            "first records and where people went courting.",
            {"workplace": "Foxmere Lodge", "singer": "Delphine Haw"}),
        Fill(0, 3),
        Say(20, "we have a resident who gets upset in group sessions, always asking for her "
                "husband. any gentle ways to include her?",
            "Sit her near a familiar staff member, give her a role like handing out sheets, "
            "and keep sessions short for her. Respond to the feeling rather than correcting."),
        Fill(20, 3),
        Say(48, "Delphine's retiring so I've booked Lucan Merriweather for the monthly music "
                "slot, he plays keyboard and does requests. what should I ask about his public "
                "liability insurance?",
            "Ask for a copy of the certificate, the level of cover (often £5m), the expiry "
            "date, and whether it covers performing in care settings.",
            {"singer": "Lucan Merriweather"}),
        Fill(48, 3),
    ), (
        ("singer", "who's our monthly entertainer?"),
        ("workplace", "which care home do I work at?"),
    )),
    Written("r_sertraline_dose", (
        Say(0, "gp started me on sertraline 50mg last week, is feeling more anxious in the first "
               "fortnight normal?",
            "Yes, a temporary rise in anxiety in the first couple of weeks is a common side "
            "effect and usually settles. If it's severe or you have any thoughts of "
            "self-harm, contact your GP or 111 straight away.",
            {"med": "sertraline", "dose": "50mg"}),
        Fill(0, 1),
        Say(35, "review went ok, shes upped it to 100mg. does it matter if i take it morning or "
                "night?",
            "Either is fine; pick what suits you. If it keeps you awake take it in the "
            "morning, if it makes you drowsy take it at night.",
            {"dose": "100mg"}),
    ), (
        ("dose", "what dose am i on?"),
    )),
    Written("r_climbing_corbel", (
        Say(0, "Joined Corbel Climbing Wall with my flatmate, bouldering twice a week. What finger "
               "strength stuff is safe for a beginner?",
            "For the first six months, just climbing is the best finger training. Add easy "
            "hangs on big edges later, and avoid campus boards and crimping hard until your "
            "tendons have adapted.",
            {"gym": "Corbel Climbing Wall"}),
    ), (
        ("gym", "where do I go climbing?"),
    )),
    Written("r_physio_kettlewood", (
        Say(0, "im a physio for Kettlewood RFC, first team, and my daughter Esme is at "
               "Bumblebrook Nursery 3 days a week. saturday games mean my partner does all the "
               "weekend stuff. how do we share it out better?",
            "Trade weekends for weekday mornings: you could take nursery drop-offs and a fixed "
            "evening, and protect one Sunday a month where you're fully off.",
            {"employer": "Kettlewood RFC", "nursery": "Bumblebrook Nursery"}),
        Fill(0, 4),
        Say(30, "got offered the lead physio job at Harnby Town FC, football not rugby. what "
                "should i ask about before saying yes?",
            "Ask about staffing and budget, who you report to, matchday and travel "
            "commitments, CPD support, and how injury decisions are made with the manager."),
        Fill(30, 2),
        Say(52, "3 weeks in at Harnby Town FC and the hamstrings are constant. whats a decent "
                "nordic curl progression for a squad",
            "Start with 2x5 eccentric-only at a slow tempo twice a week, add a set every "
            "two weeks to 3x8, and use a band or partner for assistance. Drop volume near "
            "matches.",
            {"employer": "Harnby Town FC"}),
        Fill(52, 3),
        Say(54, "my old colleague at Kettlewood RFC says the new physio they hired is great, glad "
                "theyre in good hands. anyway can you help me plan pre-season screening",
            "Cover movement screens, hamstring and adductor strength, hop tests, a "
            "conditioning baseline and injury history, and keep it to a morning per group."),
        Fill(54, 2),
    ), (
        ("employer", "which club am i working for?"),
        ("nursery", "what nursery does my daughter go to?"),
    )),
    Written("r_car_octavia", (
        Say(0, "need a bigger car now baby number 2 is coming, my little Fabia wont cut it. what "
               "estates have good boot space under 15k used?",
            "A Skoda Octavia Estate, Ford Focus Estate, Kia Ceed Sportswagon or Toyota "
            "Corolla Touring Sports all have big boots for the money.",
            {"car": "Fabia"}),
        Say(12, "picked up the new car today!!",
            "Congratulations! Did you go for the Octavia estate in the end?"),
        Say(12, "yeah thats the one, the Octavia, silver 2019 diesel. how often does the DSG "
                "gearbox need servicing?",
            "On most DSG boxes Skoda recommends an oil change every 40,000 miles for the wet "
            "clutch type; the dry clutch 7-speed is sealed. Check the service book.",
            {"car": "Octavia"}),
        Say(12, "ok thanks", "You're welcome, enjoy the new car!"),
    ), (
        ("car", "what car do we drive now?"),
    )),
    Written("r_admissions_harrowfield", (
        Say(0, "I'm on the admissions team at Harrowfield University. for clearing this year I've "
               "been put on the hotline Monday and Wednesday, early shift 8 to 2. can you help "
               "me with a script for applicants who missed their offer by one grade",
            "Start by reassuring them, confirm their details and grades, explain what the "
            "course can still offer, and give a clear next step and timescale before they "
            "hang up.",
            {"clearing_days": "Monday and Wednesday"}),
        Fill(0, 3),
        Say(3, "my husband Idris is a paramedic so childcare in clearing week is going to be a "
               "nightmare. any ideas for a 6 and 9 year old for a week?",
            "Look at holiday clubs at local schools or leisure centres, swap days with other "
            "parents, and ask grandparents or friends for one or two days each.",
            {"partner_job": "paramedic"}),
        Fill(3, 3),
        Say(20, "rota's been redone, I'm on the hotline Tuesday and Thursday instead. can you make "
                "the script shorter, we've been told 4 minutes max per call",
            "Here's a trimmed version: greeting and ID check, grades, course options, next "
            "step. I've cut the background on entry requirements into a follow-up email.",
            {"clearing_days": "Tuesday and Thursday"}),
        Fill(20, 2),
        Say(21, "my colleague Pernille got landed with Monday and Wednesday now, she's not "
                "impressed haha. what's a good way to keep call notes consistent across the "
                "team?",
            "A short shared template with the same fields in the same order: applicant ID, "
            "grades, course discussed, outcome, follow-up needed."),
        Fill(21, 2),
    ), (
        ("clearing_days", "which days am i on the clearing phones?"),
    )),
    Written("r_chapel_pentrefelin", (
        Say(0, "im treasurer for our chapel at Pentrefelin and we bank with Cambrian Mutual. how "
               "do i set up dual authorisation for online payments?",
            "Most banks let you set it in the online banking settings or via a mandate form: "
            "one person sets up the payment and a second approves it. Both need their own "
            "logins, so all signatories should be registered.",
            {"bank": "Cambrian Mutual"}),
        Fill(0, 2),
    ), (
        ("bank", "who do we bank with for the chapel?"),
    )),
    Written("r_paralegal_ostrander", (
        Say(0, "paralegal at Ostrander Kell in the employment team, my supervisor is Gwenllian "
               "Pask, and im sitting SQE1 on 14 January. can you help me build a study timetable "
               "around full time work?",
            "Yes. With roughly ten months, aim for 12-15 hours a week: two weekday evenings, "
            "one lunchtime block and a longer weekend session, with mock exams monthly from "
            "the autumn.",
            {"employer": "Ostrander Kell", "supervisor": "Gwenllian Pask",
             "sqe1": "14 January"}),
        Fill(0, 5),
        Say(1, "no wait, its 24 January not 14 January, i was looking at last years dates. does "
               "that change the plan much?",
            "Barely: you gain ten days, so keep the plan and use the extra time for a final "
            "round of mocks.",
            {"sqe1": "24 January"}),
        Fill(1, 6),
        Say(10, "joined Brannock Leisure round the corner from the office, thinking 6am sessions "
                "before work. realistic or am i kidding myself?",
            "Realistic if you go to bed early enough and keep it to three mornings at first. "
            "Pack your bag the night before.",
            {"gym": "Brannock Leisure"}),
        Fill(10, 8),
        Say(45, "Gwenllian's gone on maternity leave so Desmond Achterberg is supervising me now. "
                "hes much more hands off. how do i ask for more feedback without being annoying?",
            "Ask for a standing 15-minute check-in each week, bring specific questions, and "
            "after a piece of work ask 'what would you have done differently?'.",
            {"supervisor": "Desmond Achterberg"}),
        Fill(45, 7),
        Say(47, "my friend Imke's supervisor is also super hands off, she just books a 15 min slot "
                "every friday. is that a good approach?",
            "Yes, a regular slot makes it normal rather than an interruption."),
        Fill(47, 6),
        Say(60, "can you quiz me on property law MCQs? 5 questions, hard ones",
            "Question 1: A buyer exchanges contracts and the property is damaged by fire "
            "before completion. Who bears the risk under the Standard Conditions?..."),
        Fill(60, 5),
    ), (
        ("supervisor", "who's supervising me at work?"),
        ("sqe1", "when is my SQE1?"),
        ("gym", "which gym did i sign up to?"),
    )),
    Written("r_ortho_linnet", (
        Say(0, "Hi I'm practice manager at Linnet Orthodontics. our lab is Varga Dental Lab and "
               "theyre slow lately, 3 weeks for retainers. how do i raise it formally?",
            "Write to the lab owner with dates and case numbers, state the turnaround you "
            "agreed and the impact on patients, and ask for a plan to get back on track by a "
            "set date.",
            {"workplace": "Linnet Orthodontics", "lab": "Varga Dental Lab"}),
        Fill(0, 6),
        Say(5, "my daughter Liesl is in year 2 at Brookholme Primary, theyve asked for a costume "
               "for world book day and she wants to be a lighthouse. ideas??",
            "A white tall cardboard tube with red stripes, a yellow paper lantern or a "
            "battery tea light on a headband for the lamp, and she can carry a book about "
            "lighthouses.",
            {"kid_school": "Brookholme Primary"}),
        Fill(5, 8),
        Say(30, "weve moved labs, Tresillian Dental Lab turnaround is 8 days. need a new lab "
                "docket procedure written up for the nurses",
            "1) Complete the docket fully at the appointment. 2) Bag and label the impression "
            "or scan. 3) Log it in the lab book with the due date. 4) Check in on return "
            "and flag anything late.",
            {"lab": "Tresillian Dental Lab"}),
        Fill(30, 6),
        Say(80, "weve finally moved house to Fenwick Green and Liesl started at Orchard Vale "
                "Primary this week, she loves it. how do I update her details with the GP?",
            "If you're still in the practice area, just give them your new address; if not, "
            "register with a new GP near Fenwick Green online or at the surgery.",
            {"home": "Fenwick Green", "kid_school": "Orchard Vale Primary"}),
        Fill(80, 7),
        Say(82, "her best friend from Brookholme Primary came for a sleepover, they were so happy "
                "to see each other. simple pancake recipe for two 7 year olds?",
            "Mix 100g flour, 1 egg and 300ml milk, rest for 10 minutes, cook thin in a hot "
            "pan. Let them choose toppings."),
        Fill(82, 5),
        Say(84, "the practice next door still uses Varga Dental Lab and says its got even worse. "
                "anyway can you give me a template for a complaint response?",
            "Thank them, acknowledge the issue, explain what you've looked into, what you "
            "found, what you'll do, and how they can escalate if unhappy."),
        Fill(84, 3),
    ), (
        ("kid_school", "what school is Liesl at?"),
        ("lab", "which lab do we send our work to?"),
        ("workplace", "which practice do I manage?"),
    )),
    Written("r_locum_greyfriars", (
        Say(0, "locum pharm. booked at Greyfriars Pharmacy mon-wed till end of april. their PMR is "
               "Rxon Pro. quick guide to CD register checks pls",
            "Check running balances against physical stock weekly, every entry in ink with "
            "date, supplier or patient, quantity and signature, and investigate discrepancies "
            "straight away.",
            {"booking": "Greyfriars Pharmacy", "pmr": "Rxon Pro"}),
        Fill(0, 3),
        Say(6, "wife got a job at the hospital pharmacy in Stowmarsh, starts june. how do we split "
               "school runs",
            "Map out both your shift patterns week by week, take the fixed days first, and "
            "have a backup for the days you both start early."),
        Fill(6, 4),
        Say(9, "max days supply for a schedule 2 CD on a private rx?",
            "Thirty days is good practice and expected; supplies beyond that need to be "
            "clinically justified."),
        Fill(9, 3),
    ), (
        ("booking", "where am I booked in at the moment?"),
    )),
    Written("r_van_pudding", (
        Say(0, "we live in our van full time, a 2016 Crafter we call Pudding, and we both work "
               "remote. cheapest way to get post when you have no fixed address?",
            "A family member's address is the cheapest; otherwise a mail forwarding service "
            "that scans letters, or poste restante at a post office you're passing.",
            {"van": "Pudding"}),
        Fill(0, 1),
    ), (
        ("van", "what's our van called?"),
    )),
)
# fmt: on


def batch_r_tenants() -> list[Tenant]:
    """Set R as tenants, numbered after the sets written before it."""
    return numbered_in_order("r", BATCH_R)
