"""Set AN: people who use one assistant to keep the paperwork of ordinary life straight - money,
accounts, bills and the devices at home. A young couple budgeting for the first time, a pensioner
with her direct debits, a Polish self-employed cleaner saving for tax, a man switching energy
tariff, a Leeds student with an overdraft and a barista job, a mum haggling over broadband, a
credit-card payer, a couple saving a house deposit, a shared-house treasurer, an executor sorting
his late father's affairs, a woman drowning in subscriptions, a nursery parent, a dad fixing the
wifi and the smart home, a freelancer chasing an invoice, a car owner at insurance renewal, a
delivery courier, a 52-year-old with his pension, a dog owner, a family without boiler cover and
six tiny tenants (parking charge, council tax, SIM deal, money owed to mum, water meter, printer
ink). They state amounts, days of the month, providers, plans, tariffs, device models and who pays
what, often in passing inside a request, in lowercase with typos and emojis, or very formally;
facts change as prices rise, deals are haggled, plans switched and switched back, debts paid
down, devices replaced, and some are corrected ("Tracker, not Flexible"). Decoys: a flatmate's or
sister's bill, quotes and adverts not taken, the old provider emailing later, the old value
remembered, amounts owed by or to someone else, a salary or vet bill next to the fact, and the
assistant's own suggested budget."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AN: tuple[Written, ...] = (
    Written("an_couple_first_budget", (
        Say(0,
            "Tom and I have just moved in together and want to do a proper budget for the first "
            "time 😅 Rent on the flat is £1,150 a month and we each bring home roughly £2,100. "
            "Where do we even start?",
            "A good start is to list the fixed costs first, then split what's left between "
            "everyday spending and saving. Want me to sketch a simple table?",
            {"rent": "£1,150"}),
        Fill(0, 2),
        Say(2,
            "ok here's what we agreed: rent goes out of my account, Tom covers council tax, the "
            "energy and the internet, and we square up on the last day of the month",
            "That's a clear split. A shared spreadsheet or a joint bills pot makes the squaring "
            "up painless.",
            {"energy_payer": "Tom"}),
        Say(3,
            "Also want a proper cushion. We said three grand in the emergency fund by Christmas, "
            "is that mad?",
            "Not mad, just ambitious with new-flat costs. Turning it into a monthly figure will "
            "show whether it's realistic.",
            {"savings_goal": "£3,000 by Christmas"}),
        Fill(3, 3),
        Say(10,
            "what would you put away each month to hit it, roughly?",
            "Spread over about eight months, something like £375 a month, or about £190 each, "
            "would do it.",
            {}),
        Fill(10, 3),
        Say(24,
            "my sister pays £1,400 for a one-bed in Clapham so honestly we're getting off lightly",
            "London prices are brutal; yours sounds reasonable for two people.",
            {}),
        Fill(24, 4),
        Say(40,
            "Can you help me write back to Greenway Lettings? They've said the rent is going up "
            "to £1,195 from 1 March and I want to ask, nicely, whether there's any room to "
            "negotiate.",
            "Of course. Here's a polite draft that mentions you've always paid on time and would "
            "happily sign for longer.",
            {"rent": "£1,195 from March"}),
        Fill(40, 3),
        Say(45,
            "change of plan with bills. Tom's hours got cut so the gas & electric direct debit is "
            "moving over to my account and he'll do the weekly food shop instead",
            "That sounds fair. Update the bank details with the supplier before the next bill "
            "is due.",
            {"energy_payer": "Priya"}),
        Fill(45, 3),
        Say(75,
            "Tom's mate Dev saves £500 a month and now I feel like a failure lol",
            "Comparisons rarely help; his costs aren't yours. Steady beats big.",
            {}),
        Say(80,
            "WE NEGOTIATED 🎉 agent agreed £1,175 if we sign for another 12 months, signing "
            "tonight",
            "Nice work, that adds up over a year.",
            {"rent": "£1,175"}),
        Fill(80, 4),
        Say(95,
            "funny, I remember thinking £1,150 was loads when we first viewed this place",
            "It's amazing how quickly the baseline shifts.",
            {}),
    ), (
        ("rent", "how much is the flat costing us a month now?"),
        ("energy_payer", "whose account should the gas and electric be coming out of?"),
        ("savings_goal", "what was the target for our emergency fund again?"),
    )),

    Written("an_pensioner_direct_debits", (
        Say(0,
            "Good morning. My grandson has set this up for me so that I may keep a note of my "
            "direct debits. The water rates come out on the 15th of each month, £38.20, and the "
            "house insurance is with Saga.",
            "Good morning. I'm glad to help you keep track. Shall we add the others as they come "
            "to mind?",
            {"water_dd_day": "15th", "home_insurer": "Saga"}),
        Fill(0, 1),
        Say(6,
            "My neighbour Doreen has her water taken on the 1st, just after the pension arrives. "
            "Would it be possible for me to do likewise?",
            "Usually, yes. Most water companies will move a direct debit date if you telephone "
            "them.",
            {}),
        Say(9,
            "I spoke with Severn Trent this morning and the young man has altered it. From next "
            "month the money leaves on the first, which suits me far better.",
            "That should make the month easier to plan.",
            {"water_dd_day": "1st"}),
        Fill(9, 2),
        Say(70,
            "My sister Joan pays £305 a year for her house insurance with Aviva. Is that a "
            "reasonable sum, would you say?",
            "It depends on the house and the cover, but it's within the usual range.",
            {}),
        Fill(70, 2),
        Say(72,
            "Is the water company permitted to raise the direct debit without writing to me "
            "first?",
            "No, they should write to you with notice before the amount changes.",
            {}),
    ), (
        ("water_dd_day", "On which day of the month does the water money leave my account?"),
        ("home_insurer", "Remind me, which company is the house insured with?"),
    )),

    Written("an_cleaner_tax_pot", (
        Say(0,
            "hello, I am self employed cleaner since january. Every job I move 20 percent to a "
            "pot in Monzo, I call it 'Taxman'. my friend say 20 is enough, is true?",
            "It's a good habit. As a rough guide, tax plus National Insurance on your profit "
            "often comes to 25-30%, so a little more can be safer.",
            {"tax_set_aside": "20%", "tax_pot_name": "Taxman"}),
        Fill(0, 2),
        Say(12,
            "ok so from today is 25 not 20. every job, quarter go to the pot",
            "Sounds sensible. Anything left over after your return is yours to keep.",
            {"tax_set_aside": "25%"}),
        Fill(12, 2),
        Say(31,
            "my cousin Ola also clean houses, she put only 15% aside. she will have problem in "
            "january no?",
            "She may be short when the bill arrives, especially with payments on account.",
            {}),
        Fill(31, 3),
        Say(50,
            "accountant look at my numbers, she say 25 is fine so I stay like this",
            "Good to have it checked by someone who knows your figures.",
            {"tax_set_aside": "25% (confirmed)"}),
        Say(52,
            "Hoover advert say £189 for the cordless one, is good for work or I buy the Shark "
            "for £249?",
            "Both are popular; for daily professional use, battery life and a spare battery "
            "matter most.",
            {}),
    ), (
        ("tax_set_aside", "how much percent I put away from each job for the tax now?"),
        ("tax_pot_name", "what is the name I gave to my tax savings in the bank app?"),
    )),

    Written("an_energy_switch", (
        Say(0,
            "We're with British Gas on the standard variable and it's costing a fortune. Worth "
            "switching? What should I be looking at?",
            "Compare unit rates and standing charges, not just the headline figure, and check "
            "exit fees on any fix.",
            {"energy_supplier": "British Gas", "energy_tariff": "standard variable"}),
        Say(1,
            "Octopus have a 12-month fix at 24.5p per kWh and EDF offered me some tracker thing. "
            "Which is less risky?",
            "A fix gives certainty; a tracker follows wholesale prices, so it can be cheaper but "
            "moves every day.",
            {}),
        Fill(1, 2),
        Say(5,
            "Went with Octopus in the end - the Flexible one, not the fix. Switch completes on "
            "the 20th.",
            "Switches usually go smoothly; take a meter reading on the day.",
            {"energy_supplier": "Octopus", "energy_tariff": "Flexible"}),
        Fill(5, 2),
        Say(40,
            "Correction to what I told you last month: it's Octopus Tracker I'm on, not "
            "Flexible. Just looked in the app, must have clicked the wrong one 🤦",
            "Easily done. Tracker prices change daily, so it's worth a glance at the app now and "
            "then.",
            {"energy_supplier": "Octopus", "energy_tariff": "Tracker"}),
        Say(42,
            "British Gas have sent a final bill for £86.40. Do I actually have to pay that?",
            "If it matches your closing readings, yes; check it against the photo of the meter.",
            {}),
        Fill(42, 2),
    ), (
        ("energy_supplier", "who do we get our gas and electricity from now?"),
        ("energy_tariff", "which tariff am I actually on at the moment?"),
    )),

    Written("an_student_overdraft", (
        Say(0,
            "yo. first year at leeds, got a 1500 interest free overdraft with santander and im "
            "already 900 into it lol. help me not die",
            "You're not alone! Let's list what comes in and goes out each week, then find a few "
            "easy cuts.",
            {"overdraft_limit": "£1,500"}),
        Fill(0, 2),
        Say(3,
            "GOT A JOB!! barista at the costa on the high st, 12 hrs a week at £11.44 an hour",
            "Congrats! That should take real pressure off the overdraft.",
            {"shift_hours": "12", "pay_rate": "£11.44"}),
        Fill(3, 3),
        Say(20,
            "my flatmate ellie gets 12.50 an hour at nandos, shud i move",
            "Maybe, but compare tips, shift times and how flexible they are around lectures.",
            {}),
        Fill(20, 3),
        Say(35,
            "manager asked if i cud do 16 hrs thru december so yeah thats the new normal for now",
            "Extra hours before Christmas could clear a good chunk of the overdraft.",
            {"shift_hours": "16"}),
        Fill(35, 4),
        Say(60,
            "asked santander to up the overdraft to 2k and they said no lmao",
            "That might be a blessing in disguise.",
            {}),
        Fill(60, 3),
        Say(70,
            "exams in jan so ive gone back down to my old hours, 12 a week",
            "Sensible, exams come first.",
            {"shift_hours": "12"}),
        Fill(70, 3),
        Say(100,
            "how many hours a week r international students allowed to work? asking for my mate "
            "from lagos",
            "In term time it's usually capped at 20 hours a week for degree students; he should "
            "check his visa conditions.",
            {}),
        Fill(100, 3),
        Say(104,
            "hsbc advert says grads get a 3k overdraft, worth switching when i finish?",
            "It can help, but it's still debt; check how the limit shrinks each year.",
            {}),
        Fill(104, 2),
    ), (
        ("shift_hours", "how many hrs am i doing at costa rn"),
        ("overdraft_limit", "whats my overdraft limit again"),
        ("pay_rate", "wat do i get paid per hour at work"),
    )),

    Written("an_family_broadband_mobile", (
        Say(0,
            "Right, family admin day, bear with me. Broadband is Virgin Media and it's £62 a month "
            "now the deal's ended, which feels steep for 250Mb. I'm on a 5GB Tesco Mobile SIM and "
            "keep running out by the 20th. Oscar (14) and Lily (11) are both on giffgaff, Oscar "
            "on the 10GB one. Mark's phone is through work so ignore him. What should I tackle "
            "first?",
            "The broadband is the biggest saving: out-of-contract prices are usually "
            "negotiable. Ring the retentions team with a competitor's quote in hand.",
            {"broadband_provider": "Virgin Media", "broadband_cost": "£62",
             "my_mobile_data": "5GB"}),
        Fill(0, 4),
        Say(4,
            "Sky quoted £35 for 500Mb and BT £39. Which would you go for?",
            "Sky's is cheaper and faster on paper; check the contract length and the yearly "
            "price rises built in.",
            {}),
        Fill(4, 2),
        Say(8,
            "haggled!! Virgin knocked it down to £45 on an 18 month contract so we're staying put",
            "Well done, that's a decent drop.",
            {"broadband_provider": "Virgin Media", "broadband_cost": "£45"}),
        Fill(8, 3),
        Say(31,
            "Can you write a short firm message to Oscar saying his phone plan is NOT being "
            "upgraded no matter how many times he asks 😂",
            "Here's one: 'Oscar, the answer on the phone plan is no, and it'll still be no "
            "tomorrow. Love, Mum.'",
            {}),
        Fill(31, 5),
        Say(60,
            "Lily wants a new phone for her birthday, what's a safe cheap one for an 11 year old?",
            "A mid-range Android with Family Link set up works well and won't break the bank.",
            {}),
        Fill(60, 2),
        Say(90,
            "Fed up with the Virgin router dropping every evening. Community Fibre signed up: £25 "
            "a month, 18 months, engineer's coming on the 3rd.",
            "That's a big saving too. Keep the old service running until the new line is live.",
            {"broadband_provider": "Community Fibre", "broadband_cost": "£25"}),
        Fill(90, 3),
        Say(100,
            "virgin sent a 'come back to us' leaflet offering £40 a month, the cheek of it",
            "Win-back offers are common once you've left.",
            {}),
        Fill(100, 4),
    ), (
        ("broadband_provider", "who's our internet with these days?"),
        ("broadband_cost", "how much are we paying for the wifi every month?"),
        ("my_mobile_data", "how much data do I get on my own phone?"),
    )),

    Written("an_credit_card_payoff", (
        Say(0,
            "I owe £4,380 on my Barclaycard and it's keeping me up at night. I can do about £200 "
            "a month. How long until it's gone?",
            "At typical card interest that's roughly two and a half years; a 0% balance transfer "
            "would shorten it a lot.",
            {"card_balance": "£4,380"}),
        Fill(0, 2),
        Say(5,
            "Did the balance transfer: MBNA, 0% for 24 months. With the 3% fee it's £4,511 on the "
            "new card.",
            "Good move. Set up a direct debit so you never miss a payment, or the 0% can be "
            "withdrawn.",
            {"card_balance": "£4,511"}),
        Fill(5, 2),
        Say(36,
            "My brother still owes me £300 from the stag do. How do I ask without it getting "
            "awkward?",
            "Keep it light and specific: mention the amount and suggest a date.",
            {}),
        Fill(36, 2),
        Say(100,
            "update: card down to £3,020 💪",
            "Great progress.",
            {"card_balance": "£3,020"}),
        Say(101,
            "the old barclaycard shows £0.00 now, should I close it or keep it for my credit "
            "score?",
            "Keeping an old, unused card open can help your score, as long as you're not tempted "
            "to use it.",
            {}),
    ), (
        ("card_balance", "how much do I still owe on my credit card?"),
    )),

    Written("an_house_deposit", (
        Say(0,
            "This is the year we get the deposit together. We're aiming for £25k, which is 10% "
            "on a £250k house in Stockport. I've got about £9k so far.",
            "That's a clear goal. Breaking the gap into a monthly figure will show whether the "
            "timing works.",
            {"deposit_target": "£25,000"}),
        Fill(0, 4),
        Say(7,
            "Opened a Lifetime ISA with Moneybox today so I get the 25% government bonus on what "
            "I put in",
            "Nice. Just remember the £4,000-a-year limit and the rules on the property price.",
            {"lisa_provider": "Moneybox"}),
        Fill(7, 5),
        Say(25,
            "my cousin's LISA is with Skipton and she swears the rate's better. Nottingham BS do "
            "one too apparently",
            "Rates do differ, and you can transfer between LISA providers if you ever want to.",
            {}),
        Fill(25, 5),
        Say(40,
            "Booked a first call with a mortgage broker for Thursday at 6, Rob Fennell from "
            "Fennell & Lowe. What should I ask him?",
            "Ask about his fees, how many lenders he covers and whether he's whole-of-market.",
            {"mortgage_broker": "Rob Fennell"}),
        Fill(40, 4),
        Say(55,
            "rob was pushy and wanted £499 upfront. my friend put us onto Nadia Osei at Key "
            "Mortgage Partners, fee-free, so we're going with her",
            "Good to find someone you're comfortable with; you'll be sharing a lot of paperwork.",
            {"mortgage_broker": "Nadia Osei"}),
        Fill(55, 6),
        Say(80,
            "house prices round here have gone silly, a 3-bed semi on our street just went for "
            "£285k",
            "Local sales swing a lot; your broker can help judge what you can realistically "
            "borrow.",
            {}),
        Fill(80, 5),
        Say(130,
            "Rob Fennell emailed again asking if we're 'still in the market for advice', do I "
            "reply?",
            "A short 'thanks, we've got someone' is polite and closes it.",
            {}),
        Fill(130, 5),
        Say(140,
            "Rightmove article says the average first-time buyer deposit in Stockport is "
            "£38,000 😬",
            "Averages hide a lot of variation; your own plan is what matters.",
            {}),
        Fill(140, 4),
    ), (
        ("deposit_target", "how much are we trying to save up for the deposit?"),
        ("lisa_provider", "which company is my lifetime isa with?"),
        ("mortgage_broker", "who's our mortgage broker now?"),
    )),

    Written("an_shared_house_treasurer", (
        Say(0,
            "Somehow I've become treasurer of our five-person house 🙃 We've got a joint Starling "
            "account we nicknamed 'House Pot', everyone pays in £95 on the 1st and the bills "
            "(energy, water, internet, TV licence) come out of that. Can you help me make a "
            "simple tracker?",
            "Sure. One row per month, a column per housemate for money in, and one per bill "
            "going out.",
            {"pot_name": "House Pot", "monthly_share": "£95", "pay_in_day": "1st"}),
        Fill(0, 3),
        Say(20,
            "Leo gets paid on the 25th so the 1st is a nightmare for him. We voted, and pay-in "
            "day is the 28th for everyone from now on",
            "That should cut down on the chasing.",
            {"pay_in_day": "28th"}),
        Fill(20, 3),
        Say(45,
            "energy's gone up again so I've had to put everyone's share up to £110 a month. "
            "group chat is NOT happy",
            "Posting the actual bills in the chat usually takes the heat out of it.",
            {"monthly_share": "£110"}),
        Fill(45, 4),
        Say(50,
            "lol my old house in bristol was £70 each for bills",
            "Different house, different bills.",
            {}),
        Fill(50, 3),
        Say(80,
            "Maya's moving out and a guy called Sol takes her room on the 1st. What do I need to "
            "sort on the bills side?",
            "Take Maya off the utility accounts if she's named, settle her share up to her last "
            "day, and add Sol to the tracker.",
            {}),
        Fill(80, 3),
        Say(110,
            "good news for once, summer = less heating so back to £95 each from june",
            "Everyone will like that message.",
            {"monthly_share": "£95"}),
        Fill(110, 3),
        Say(115,
            "Sol still owes £45 from last month's internet bill. How do I chase him without being "
            "a pain?",
            "A friendly, specific message with the amount and a date usually works.",
            {}),
        Say(116,
            "also fyi landlord says rent day stays on the 3rd, separate thing from the pot",
            "Good to know.",
            {}),
        Fill(116, 4),
    ), (
        ("monthly_share", "how much is everyone meant to put in for bills each month atm?"),
        ("pay_in_day", "what day do the housemates pay into the pot?"),
        ("pot_name", "what did we call the bills account?"),
    )),

    Written("an_late_father_accounts", (
        Say(0,
            "My father died last month and I'm his executor. He had a current account with "
            "Lloyds, his savings were with Nationwide, and there are some Premium Bonds. Where on "
            "earth do I start?",
            "I'm sorry for your loss. Start with several copies of the death certificate and the "
            "Tell Us Once service, then each bank's bereavement team.",
            {"dad_savings": "Nationwide"}),
        Fill(0, 1),
        Say(10,
            "We have instructed Harrow & Pike to deal with the probate, on a fixed fee of £1,800 "
            "plus VAT.",
            "A fixed fee helps. Ask them for a rough timetable so you know what to expect.",
            {"probate_solicitor": "Harrow & Pike"}),
        Say(14,
            "The funeral director's invoice came to £4,250; Lloyds paid it directly from Dad's "
            "account.",
            "That's common; banks will usually release funds for funeral costs.",
            {}),
        Fill(14, 2),
        Say(40,
            "Three weeks without a reply from Harrow & Pike. I have moved the probate to Clare "
            "Dunmore at Bexley Law, who came recommended by a colleague.",
            "Sensible. Ask the first firm to pass the file over promptly.",
            {"probate_solicitor": "Clare Dunmore, Bexley Law"}),
        Fill(40, 2),
        Say(60,
            "Harrow & Pike have billed £600 for the work done before I moved. Is that reasonable?",
            "Ask for an itemised breakdown; you're entitled to see what it covers.",
            {}),
    ), (
        ("probate_solicitor", "who's dealing with the probate on dad's estate now?"),
        ("dad_savings", "where did dad keep his savings?"),
    )),

    Written("an_subscriptions", (
        Say(0,
            "ok i need to get a grip on my subscriptions 🙈 netflix £10.99, disney+ is the annual "
            "one and renews 14 march, spotify premium £11.99, puregym £24.99 a month, and "
            "headspace which i literally never open",
            "A list like this is the hard part done. Headspace sounds like an easy cancel!",
            {"gym_fee": "£24.99", "disney_renewal": "14 March",
             "music_sub": "Spotify Premium"}),
        Fill(0, 4),
        Say(2,
            "cancelled headspace 🎉",
            "One down!",
            {}),
        Fill(2, 4),
        Say(30,
            "puregym putting me up to 27.99 from next month?? rude",
            "Gym price rises are common; check whether an off-peak option is cheaper.",
            {"gym_fee": "£27.99"}),
        Fill(30, 5),
        Say(40,
            "saw an ad for the gym group at 19.99, tempted ngl",
            "Worth a visit first to see how busy it gets.",
            {}),
        Fill(40, 7),
        Say(70,
            "my bf has spotify family and keeps trying to get me on it lol",
            "Could save you a bit if you're happy sharing.",
            {}),
        Fill(70, 8),
        Say(85,
            "disney+ actually renewed on the 12th not the 14th, got the receipt. misremembered 🙃",
            "Good to know for next year.",
            {"disney_renewal": "12 March"}),
        Fill(85, 5),
        Say(100,
            "quit puregym!! joined the council leisure centre, £21 a month and there's a pool 🏊",
            "A pool for less money sounds like a win.",
            {"gym_fee": "£21"}),
        Fill(100, 5),
        Say(110,
            "puregym keeps emailing me 'we miss you' offers, £15 for the first month back 🙄",
            "There should be an unsubscribe link at the bottom.",
            {}),
        Fill(110, 8),
    ), (
        ("gym_fee", "how much is the gym costing me a month?"),
        ("disney_renewal", "when does disney+ renew?"),
        ("music_sub", "which music subscription am i on"),
    )),

    Written("an_childcare_costs", (
        Say(0,
            "Our daughter Isla starts at Little Acorns in September, three days a week - Mon, Tue "
            "and Thu. It's £1,020 a month, which is eye-watering.",
            "It's a big chunk. Tax-Free Childcare could take 20% off if you're both working.",
            {"nursery_days": "Mon/Tue/Thu", "nursery_fee": "£1,020"}),
        Fill(0, 2),
        Say(15,
            "Child benefit claim done btw, paid into our joint account every 4 weeks",
            "Good; backdating is limited, so it's worth doing early.",
            {"child_benefit_account": "joint account"}),
        Say(20,
            "sorry, correction on Isla's days, it's Mon/Wed/Thu not Tuesday, the nursery swapped "
            "her",
            "Thanks for letting me know.",
            {"nursery_days": "Mon/Wed/Thu"}),
        Fill(20, 2),
        Say(60,
            "friend's nursery in town charges £1,400 for the same days, I feel lucky now",
            "Prices vary a lot by area.",
            {}),
        Say(62,
            "my sister's twins go to a childminder on Tuesdays and Fridays and she says it's way "
            "cheaper",
            "Childminders often are, and some take the funded hours too.",
            {}),
        Fill(62, 2),
    ), (
        ("nursery_days", "which days does Isla go to nursery?"),
        ("nursery_fee", "what's the nursery costing us each month?"),
    )),

    Written("an_wifi_smart_home", (
        Say(0,
            "Wifi is patchy upstairs. Router is the BT Smart Hub 2 the ISP sent, network's called "
            "'PatelFamily'. Would mesh help?",
            "Very likely. A mesh system with two or three units usually fixes upstairs dead "
            "spots.",
            {"router": "BT Smart Hub 2", "wifi_name": "PatelFamily"}),
        Fill(0, 3),
        Say(5,
            "bought a TP-Link Deco X20 three pack, the BT hub is only in modem mode now. Decos "
            "broadcasting as 'PatelFamily_Mesh'",
            "Nice setup. Each device will need to join the new network once.",
            {"router": "TP-Link Deco X20", "wifi_name": "PatelFamily_Mesh"}),
        Fill(5, 3),
        Say(10,
            "kids' tablets and the printer kept clinging to the old network so I renamed the "
            "Decos back to the original name. everything reconnected on its own",
            "Reusing the old name and password is the easy trick for that.",
            {"wifi_name": "PatelFamily"}),
        Fill(10, 3),
        Say(30,
            "On the smart home side: the lights and the Hive thermostat are all run through our "
            "Echo (4th gen) as the hub",
            "The Echo's built-in Zigbee handles that kind of setup well.",
            {"smart_hub": "Amazon Echo 4th gen"}),
        Fill(30, 4),
        Say(60,
            "Thinking about Home Assistant on a Raspberry Pi, or maybe a Hubitat. Worth the faff?",
            "If you enjoy tinkering, yes; otherwise what you have covers the basics well.",
            {}),
        Fill(60, 3),
        Say(90,
            "neighbour's network 'VM4471823' is on the same channel as ours, could that be why "
            "evenings are slow?",
            "Possibly; mesh systems usually pick channels automatically, but you can check in "
            "the app.",
            {}),
        Fill(90, 3),
        Say(95,
            "my brother's got the Deco X50 and says it's way faster than our X20s, worth "
            "upgrading?",
            "Only if your broadband is faster than what you can get now in the far rooms.",
            {}),
        Fill(95, 5),
    ), (
        ("router", "what router/mesh kit have we actually got?"),
        ("wifi_name", "babysitter's asking what the wifi is called, what do I tell her"),
        ("smart_hub", "what's running all the smart home stuff?"),
    )),

    Written("an_parking_fine", (
        Say(0,
            "got a parking charge from ParkWatch Solutions for 'overstaying' at the Tesco in "
            "Hove, £100 or £60 if I pay within 14 days. the signs were covered by a hedge!! can I "
            "appeal?",
            "Yes, private parking charges can be appealed. Photograph the signs and appeal to "
            "the operator first.",
            {"parking_company": "ParkWatch Solutions"}),
        Say(3,
            "they rejected it 🙄 letter mentions POPLA as the next step",
            "POPLA is the independent appeals service; you usually have 28 days to go to them.",
            {}),
    ), (
        ("parking_company", "which company was that parking ticket from?"),
    )),

    Written("an_freelancer_invoices", (
        Say(0,
            "Freelance illustrator here. Northgate Studio still haven't paid invoice 0412 - "
            "£2,400 and 45 days late. How do I chase without burning the bridge?",
            "A polite, factual reminder with the invoice attached and a clear date, then a phone "
            "call if that goes quiet.",
            {"northgate_owes": "£2,400"}),
        Fill(0, 2),
        Say(5,
            "They paid half! £1,200 landed this morning, the rest 'by end of month' apparently",
            "Progress. Confirm in writing what's outstanding and by when.",
            {"northgate_owes": "£1,200"}),
        Say(6,
            "Also, from January my day rate for new clients goes to £400 (it's been £350 for "
            "two years)",
            "That's a reasonable rise after two years.",
            {"day_rate": "£400"}),
        Fill(6, 3),
        Say(30,
            "Pebble & Co paid their £850 on the dot, bless them",
            "Good clients are worth hanging on to.",
            {}),
        Say(40,
            "northgate's last chunk finally came in, they're all square 🥳",
            "Excellent. Might be worth asking them for a deposit upfront next time.",
            {"northgate_owes": "nothing"}),
        Fill(40, 2),
        Say(45,
            "a friend in the same line charges £500 a day, am I underpricing?",
            "Possibly; it depends on your clients and your experience.",
            {}),
    ), (
        ("northgate_owes", "is Northgate still owing me money? how much"),
        ("day_rate", "what day rate am I quoting new clients?"),
    )),

    Written("an_car_loan_insurance", (
        Say(0,
            "Picked up the Corsa today 🚗 Finance is with Close Brothers, £189 a month for 48 "
            "months. Insurance is Admiral and it renews 12 October.",
            "Congrats on the car. Put the renewal in your calendar a month ahead so you can shop "
            "around.",
            {"car_insurer": "Admiral", "car_finance": "£189"}),
        Fill(0, 2),
        Say(20,
            "Renewal quotes are in: Admiral want £720 to renew, Hastings £540, Direct Line £610. "
            "Ugh.",
            "Quite a spread. Check the excess and whether each includes a courtesy car.",
            {}),
        Say(22,
            "Went with Hastings. Can you write a short email to Admiral telling them I won't be "
            "renewing and not to auto-renew?",
            "Here's a short draft: 'Please do not auto-renew my policy; I have arranged cover "
            "elsewhere.'",
            {"car_insurer": "Hastings"}),
        Fill(22, 3),
        Say(80,
            "my mate's Fiesta on PCP is £230 a month, I got off lightly",
            "Sounds like it!",
            {}),
        Fill(80, 2),
        Say(85,
            "admiral sent me a 'we'd love you back' quote of £495 lol",
            "Win-back prices are often lower than the renewal they first offered.",
            {}),
    ), (
        ("car_insurer", "who's the car insured with?"),
    )),

    Written("an_courier_earnings", (
        Say(0,
            "I do deliveries mostly on Deliveroo, bit of Uber Eats at lunch. Trying to clear £500 "
            "a week after fuel. Riding a Honda PCX 125.",
            "Good to have a target. Tracking hours and fuel each week will show your real hourly "
            "rate.",
            {"main_app": "Deliveroo", "weekly_target": "£500", "vehicle": "Honda PCX 125"}),
        Fill(0, 3),
        Say(7,
            "this week 468 gross, 41 on petrol. missed it 😤",
            "Close though, and that was a rainy week.",
            {}),
        Fill(7, 3),
        Say(30,
            "uber eats got way more orders in my zone now so thats my main one, roo only weekends",
            "Makes sense to follow the orders.",
            {"main_app": "Uber Eats"}),
        Fill(30, 4),
        Say(55,
            "sold the pcx, got a fiido e-bike for 1300 - no more petrol!",
            "That'll make a real difference to your margins.",
            {"vehicle": "Fiido e-bike"}),
        Fill(55, 4),
        Say(90,
            "cuz does just eat in bradford, says pay is better there",
            "It varies a lot by city and time of day.",
            {}),
        Fill(90, 3),
        Say(120,
            "rain all week, did 380 total. still on uber mostly",
            "Rough week; wet days often pay more per drop though.",
            {"main_app": "Uber Eats"}),
        Fill(120, 3),
        Say(125,
            "theres a yamaha nmax on gumtree for 2100, thinking of going back to petrol for the "
            "range",
            "Worth weighing the fuel and insurance against the extra range.",
            {}),
        Fill(125, 4),
    ), (
        ("main_app", "which app am i riding for mostly?"),
        ("weekly_target", "whats the weekly money goal i set myself"),
        ("vehicle", "what am i doing deliveries on now"),
    )),

    Written("an_pension_midlife", (
        Say(0,
            "52 and finally taking the pension seriously. I put 5% in at work and they match it. "
            "It's with Scottish Widows.",
            "Matching is free money, so anything you add on top is worth it if you can.",
            {"pension_contribution": "5%", "pension_provider": "Scottish Widows"}),
        Fill(0, 4),
        Say(10,
            "Rainy-day money's in a Chase easy access saver at 4.1%, about six grand",
            "Easy access is the right home for an emergency fund.",
            {"emergency_fund_account": "Chase"}),
        Fill(10, 4),
        Say(30,
            "HR confirmed: I'm paying 8% through salary sacrifice from the April payroll",
            "Salary sacrifice saves you National Insurance too, so it's efficient.",
            {"pension_contribution": "8%"}),
        Fill(30, 5),
        Say(45,
            "The wife's NHS pension is a whole other beast. How does the final salary bit work?",
            "The NHS scheme is career average now; older service may still be final salary.",
            {}),
        Fill(45, 4),
        Say(70,
            "Chase cut the rate so the emergency pot's gone over to Chip, 4.8%",
            "A sensible move for easy access money.",
            {"emergency_fund_account": "Chip"}),
        Fill(70, 4),
        Say(100,
            "Martin Lewis was on about Trading 212 paying 5%, any catch?",
            "Rates can change; check the FSCS protection and how fast you can withdraw.",
            {}),
        Fill(100, 4),
        Say(130,
            "Boiler packed in and money's tight, so I've dropped back to what I was putting in "
            "originally, 5%, for now",
            "A temporary cut is fine; set yourself a reminder to put it back up.",
            {"pension_contribution": "5%"}),
        Fill(130, 4),
        Say(135,
            "HR newsletter reckons the average contribution in our company is 7%",
            "Averages are a useful yardstick but your own budget comes first.",
            {}),
        Fill(135, 3),
    ), (
        ("pension_contribution", "what percentage am I paying into the work pension right now?"),
        ("emergency_fund_account", "where's the emergency money sitting?"),
        ("pension_provider", "who runs my work pension?"),
    )),

    Written("an_pet_insurance", (
        Say(0,
            "Our spaniel Bramble is insured with Petplan, lifetime cover, £46 a month with a £99 "
            "excess. Is lifetime cover worth it or am I being ripped off?",
            "For a dog with years ahead of her, lifetime cover is usually the safer choice, since "
            "conditions stay covered each year.",
            {"pet_insurer": "Petplan", "pet_premium": "£46", "pet_excess": "£99"}),
        Fill(0, 2),
        Say(14,
            "renewal went through at £71 a month 😳 because she's turned 8 apparently",
            "Premiums often jump with age; worth checking the cover itself hasn't changed.",
            {"pet_premium": "£71"}),
        Say(15,
            "my sister's cat is with ManyPets, £19 a month and £150 excess",
            "Cats are usually cheaper to insure than dogs.",
            {}),
        Fill(15, 2),
        Say(42,
            "vet bill for her knee came to £1,240. Can you help me word the claim form?",
            "Sure: describe the symptoms, when they started, and attach the invoice.",
            {}),
        Fill(42, 2),
    ), (
        ("pet_excess", "what's the excess on Bramble's insurance?"),
    )),

    Written("an_boiler_cover", (
        Say(0,
            "The boiler's a Worcester Bosch 30i, about 9 years old. We pay British Gas HomeCare "
            "£19.50 a month for cover. Is that worth it?",
            "It depends how much you value peace of mind; some people self-insure by saving "
            "the same amount each month.",
            {"boiler_cover": "British Gas HomeCare"}),
        Fill(0, 2),
        Say(60,
            "done it: cancelled HomeCare. The £19.50 goes into a 'boiler' pot instead and a local "
            "Gas Safe engineer, Pete Harlow, will do the yearly service for £85",
            "That can work out cheaper, as long as the pot has time to build.",
            {"boiler_cover": "none, self-insured"}),
        Say(62,
            "Corgi HomePlan put an offer through the door, £11.99 a month cover",
            "Read the exclusions before comparing prices.",
            {}),
        Fill(62, 3),
    ), (
        ("boiler_cover", "have we got boiler cover at the moment, and who with?"),
    )),

    Written("an_council_tax_band", (
        Say(0,
            "council tax for the new place is band C, £1,843 for the year, paid over 10 months "
            "from april. is that normal?",
            "For that band it's in the usual range; you can ask to spread it over 12 months.",
            {"council_tax_band": "C"}),
    ), (
        ("council_tax_band", "which band are we in for council tax?"),
    )),

    Written("an_sim_only_switch", (
        Say(0,
            "my contract's up, going SIM only with Three, £16 a month for unlimited",
            "That's a fair price for unlimited.",
            {"mobile_network": "Three"}),
        Say(2,
            "scratch that - signal at work is awful on Three. went with giffgaff instead, £10 for "
            "35GB, plenty",
            "35GB is plenty for most people.",
            {"mobile_network": "giffgaff"}),
        Say(3,
            "vodafone just texted offering £20 a month to stay lol",
            "Retention offers tend to appear right after you leave.",
            {}),
    ), (
        ("mobile_network", "what network is my phone on now?"),
    )),

    Written("an_money_owed_to_mum", (
        Say(0,
            "Mum lent me £250 for the car repair. paying her back £50 a week, help me keep track?",
            "Happy to keep a running total whenever you update me.",
            {"owe_mum": "£250"}),
        Say(7,
            "gave mum the first 50",
            "That's a start.",
            {"owe_mum": "£200"}),
        Say(14,
            "another £50 to mum today, 150 left",
            "Over a third done.",
            {"owe_mum": "£150"}),
        Say(15,
            "my brother owes mum £400 from christmas and hasn't paid a penny 🙄",
            "Families and money can be tricky.",
            {}),
    ), (
        ("owe_mum", "how much do I still owe mum?"),
    )),

    Written("an_water_meter", (
        Say(0,
            "finally got the water meter fitted. first bill: £27 a month instead of the £46 we "
            "were paying, wish we'd done it years ago",
            "Meters usually save money for smaller households.",
            {"water_bill": "£27"}),
        Say(5,
            "neighbour's not on a meter and pays £52 a month, told her to get one",
            "Good tip; the switch is free to apply for.",
            {}),
    ), (
        ("water_bill", "what's the water costing us a month?"),
    )),

    Written("an_printer_ink", (
        Say(0,
            "signed up to HP Instant Ink, the 100 page plan for £4.99 a month. cheaper than "
            "cartridges I hope",
            "It usually is if you print regularly.",
            {"ink_plan": "100 pages"}),
        Say(1,
            "the 700 page plan is £23.49, who prints that much??",
            "Mostly small offices or families with school printing.",
            {}),
    ), (
        ("ink_plan", "which Instant Ink plan did I pick?"),
    )),
)
# fmt: on


def batch_an_tenants() -> list[Tenant]:
    """Set AN as tenants, numbered after the sets written before it."""
    return numbered_in_order("an", BATCH_AN)
