"""Set AH: people who look after a home or a vehicle and use one assistant to keep track of it.

A couple doing up a terraced house room by room, first-time buyers with a leaking roof, tenants
chasing a landlord or letting agent, a van driver watching his mileage, a classic car restorer,
a narrowboat owner, a motorbike commuter, a couple waiting on an extension, a smallholder with an
old tractor, an allotment holder, an e-bike owner, a household with a new heat pump, a loft
conversion, a stone cottage being limewashed, a Defender being prepped for an overland trip.
They name the builder, plumber, electrician or garage, the quote, the paint colour, the boiler
or tile, the mileage, the tyre pressure, the inspection date, the insurer, the mooring and the
part on order, and these change: a builder sacked after a row, a colour dropped after a test
pot, a fitting date pushed back twice, a new garage, a different boiler, a moved mooring, a part
that arrives and the next one ordered. Most write in a hurry from site, lowercase, with trade
words and abbreviations, and some rant at length about tradespeople; a few are formal. Decoys
are the neighbour's builder, a friend's car, the old kitchen or the previous owner's paint in a
story, and quotes they turned down."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AH: tuple[Written, ...] = (
    Written("ah_terrace_rooms", (
        Say(0, "right, starting on the house properly. it's a 2 up 2 down terrace in Hebden "
            "Bridge, builder is Dariusz Wolny and he reckons the kitchen units can go in on "
            "14 March if the plastering's dry by then. what order should i do the rooms in?",
            "In a small terrace it usually pays to work top-down and dirty-to-clean: structural "
            "and first-fix work (electrics, plumbing) everywhere first, then plastering, then the "
            "kitchen and bathroom, and decorating and flooring last. Keep one room habitable as a "
            "base and dust-sheet the stairs early.",
            {"builder": "Dariusz Wolny", "kitchen_fit": "14 March"}),
        Fill(0, 3),
        Say(3, "hallway colour decided: going for Hay Barn by Elderfield Paints, eggshell on the "
            "woodwork. how much do i need for hall stairs and landing, roughly 40m2 of wall?",
            "For about 40 m2 with two coats you'd want roughly 7-8 litres of emulsion, so two "
            "5L tins is comfortable, plus a mist coat if the plaster is new. For skirting, "
            "spindles and doors in eggshell, 1-2 litres is usually plenty.",
            {"hallway_paint": "Hay Barn"}),
        Fill(4, 6),
        Say(9, "floor tiles for the kitchen arrived, Calder Slate porcelain 600x600, 9 boxes. "
            "do they need to sit in the house for a bit before laying?",
            "Porcelain doesn't really need acclimatising the way wood does, but it's worth "
            "opening a few boxes from each batch to check the shade and calibre match, and "
            "keeping the adhesive and tiles at room temperature before laying.",
            {"kitchen_tile": "Calder Slate"}),
        Fill(10, 5),
        Say(16, "absolute nightmare today. DW didn't show for the 3rd day running, no texts, and "
            "the plasterer he subbed the work to turned up asking me where his money is. how "
            "do i end things with a builder properly without losing the deposit?",
            "Put it in writing: list the missed days, say the contract is at an end because of "
            "repeated non-attendance, ask for an itemised account of work done against the "
            "deposit, and photograph the site as it stands. Don't pay the subcontractor "
            "directly unless you agree it with the builder in writing."),
        Say(18, "ok done with Dariusz. got Femi Adeyemo in from Todmorden, came round tonight and "
            "priced the rest of the job, seems sound. he says the kitchen can't go in before "
            "2 April now because the back wall needs re-skimming first",
            "That sounds like a sensible call from him; fitting units onto a wall that still "
            "needs skimming just makes more work. Get his price and the new dates confirmed by "
            "email so you have a clear start point.",
            {"builder": "Femi Adeyemo", "kitchen_fit": "2 April"}),
        Fill(19, 8),
        Say(27, "test pot of the hay barn up on the hall wall and honestly it looks like cold "
            "porridge in our light. gonna go with Sloe Dusk instead, same range. is it ok to "
            "go darker in a narrow hall?",
            "Yes, a darker colour in a narrow hall often works better than a pale one that reads "
            "grey and flat. It makes the space feel deliberate and cosy; keep the ceiling and "
            "woodwork lighter if you want to hold onto some brightness.",
            {"hallway_paint": "Sloe Dusk"}),
        Fill(28, 7),
        Say(36, "funny one, my neighbour Rosalind at no.14 has gone and hired Dariusz for her "
            "loft. do i warn her or keep out of it?",
            "You could share facts rather than opinions: that he stopped turning up and you had "
            "to end the contract. Then leave the decision with her; that keeps you out of any "
            "dispute."),
        Fill(37, 6),
        Say(44, "kitchen fitters from Femi's lot now saying 9 April, the worktops are held up at "
            "the fabricators. anything useful i can do in the meantime?",
            "You could get the floor tiled before the units go in, fit and paint the ceiling, "
            "sort the lighting positions, and have the splashback tiles and sockets ready so "
            "the fitters aren't waiting on anything.",
            {"kitchen_fit": "9 April"}),
        Fill(45, 5),
        Say(51, "ripped out the last bits of the old kitchen today, previous owners had it "
            "painted avocado with orange tiles lol. best way to fill the holes from the old "
            "wall units?",
            "For small screw holes a lightweight filler is fine; for bigger rawlplug holes, pull "
            "the plugs out, fill in two passes with a bonding or one-fill filler, and sand flush "
            "before the mist coat."),
        Fill(52, 4),
    ), (
        ("builder", "who's doing the building work on my house at the moment?"),
        ("hallway_paint", "what colour am I doing the hall in?"),
        ("kitchen_fit", "when are the kitchen units supposed to be going in?"),
        ("kitchen_tile", "what were the tiles I bought for the kitchen floor?"),
    )),
    Written("ah_roof_leak", (
        Say(0, "first house, got the keys 3 weeks ago and there's already water coming through "
            "the bedroom ceiling when it rains. had a roofer round, Kestrel Roofing, quoted "
            "£2,850 to redo the valley. does that sound right for a 1930s semi?",
            "For a valley repair on a 1930s semi that's within the usual range, depending on "
            "access, scaffolding and whether it's lead or GRP. It's worth getting one or two "
            "more quotes and asking each what material they'd use and what guarantee they give.",
            {"roofer": "Kestrel Roofing"}),
        Say(1, "also is this an insurance thing? we're with Harbourline for buildings and "
            "contents",
            "Sudden water damage inside may be covered, but the repair to a worn valley is "
            "usually treated as wear and tear. Ring Harbourline, describe it, and ask before "
            "you make a formal claim so it doesn't go on record unnecessarily.",
            {"home_insurer": "Harbourline"}),
        Fill(2, 4),
        Say(9, "second quote in, £3,400 from Pennant Roofline, but they'd do the whole valley in "
            "lead not GRP and could start in 2 weeks. kestrel can't start til october. which "
            "is the better fix long term?",
            "Properly laid lead valleys last for decades and are the traditional fix on a roof of "
            "that age; GRP is cheaper and fine if done well. The earlier start also matters if "
            "water is already getting in."),
        Fill(10, 3),
        Say(14, "decided, going with Pennant Roofline and the lead. they start monday. told "
            "kestrel thanks but no thanks",
            "Good choice given the leak. Clear the loft space under the valley and ask them to "
            "photograph the old valley and the new work for your records.",
            {"roofer": "Pennant Roofline"}),
        Fill(15, 3),
        Say(20, "my sister in Swindon had the same leak last year and her roofer just slapped "
            "sealant on it, it came back in 6 months. glad we didn't go down that road",
            "Sealant over a failed valley is a very short-term fix, so it's good you're getting "
            "it redone properly."),
        Fill(21, 2),
    ), (
        ("roofer", "which firm is fixing our roof?"),
        ("home_insurer", "who is our house insured with?"),
    )),
    Written("ah_landlord_letter", (
        Say(0, "My landlord, Vasile Munteanu, has ignored four emails about the boiler. We have "
            "had no hot water since the 2nd. How do I write a formal repair request that he "
            "cannot wriggle out of?",
            "Write a dated letter stating the address, the fault, when it started, every previous "
            "report, and that the landlord is responsible for hot water and heating. Give a "
            "reasonable deadline, ask for written confirmation of a repair date, and send it by "
            "recorded delivery, keeping a copy.",
            {"landlord": "Vasile Munteanu"}),
        Say(2, "Sent it recorded delivery. If he still has not replied by Friday, what are my "
            "options? I live in Cardiff.",
            "In Wales you can contact your local council's housing enforcement team, who can "
            "inspect and require repairs. Keep records of the outage and any costs such as "
            "heaters, and consider advice from Shelter Cymru."),
    ), (
        ("landlord", "who is it that I rent my flat from?"),
    )),
    Written("ah_van_miles", (
        Say(0, "van's on 84,200 miles, Transit Custom, MOT due 19 August. when should i book the "
            "next service, last one was at 72k",
            "Most Transit Customs are on a 2-year or roughly 18,000-mile schedule, so you're "
            "close to due on mileage. Book it soon and you could pair the MOT with it to save a "
            "day off the road.",
            {"van_mileage": "84,200", "mot_due": "19 August"}),
        Fill(0, 4),
        Say(6, "running the rears at 65 psi at the moment, fronts 55. is that right for a full "
            "load of tiles?",
            "Check the placard on the driver's door pillar; for a fully laden Transit Custom the "
            "rear figure is typically in the high 50s to low 60s psi depending on tyre size. "
            "Over-inflating makes the back end skittish, especially in the wet.",
            {"rear_tyre_psi": "65 psi"}),
        Say(7, "sorry i meant 58 psi on the rears not 65, misread the gauge. still ok?",
            "58 psi sounds about right for a loaded rear on that van, but do confirm with the "
            "door-pillar placard for your exact tyre size.",
            {"rear_tyre_psi": "58 psi"}),
        Fill(8, 6),
        Say(20, "mate of mine Marek has a Crafter on 140,000 and it's never been near a dealer, "
            "swears by some garage in Oldbury. should i worry about using a non-main dealer?",
            "Independents are fine as long as they use the right-spec parts and oil and stamp the "
            "service record. Main dealers mainly matter while it's under warranty."),
        Fill(21, 5),
        Say(40, "knocked out a big run to Aberdeen and back this week, clock says 91,650 now. "
            "brakes feel a bit soft going downhill loaded, what could that be",
            "Soft brakes under load can be worn pads, old brake fluid that has absorbed water, "
            "air in the system or a problem with a caliper. Get it checked soon rather than "
            "waiting for the service.",
            {"van_mileage": "91,650"}),
        Fill(41, 8),
        Say(62, "garage reckons the rear pads were down to 2mm. £240 fitted. fair?",
            "For rear pads, and possibly discs, on a Transit Custom that's a fair price."),
        Fill(63, 6),
        Say(90, "97,310 on the clock this morning and the service light came on. what's usually "
            "in a 100k service for a transit?",
            "Around 100k expect oil and filters, fuel and air filters, brake fluid, cabin filter, "
            "and checks on the timing belt or chain, auxiliary belt, suspension and clutch.",
            {"van_mileage": "97,310"}),
        Fill(91, 7),
        Say(96, "my old van, the Vivaro, i sold it on at 160k and the bloke still messages me "
            "about it lol. anyway cheapest way to get a van properly deep cleaned?",
            "A mobile valeter is usually cheaper than a dealer clean; ask for a ply-lined load "
            "area price and a cab-only option."),
        Fill(97, 4),
    ), (
        ("van_mileage", "roughly how many miles has my van done now?"),
        ("rear_tyre_psi", "what do I keep the back tyres pumped up to?"),
        ("mot_due", "when does the van need its MOT?"),
    )),
    Written("ah_fulvia_resto", (
        Say(0, "got the Fulvia back from the media blaster. shell's better than i feared. "
            "Forsyth & Dunn in Falkirk are doing the welding and paint, and i've got a nearside "
            "front wing on order from a breaker in Torino. tips for storing a bare shell over "
            "winter?",
            "Get a coat of etch or epoxy primer on bare metal as soon as possible, keep it in a "
            "dry, ventilated space off the floor on stands, and avoid a plastic sheet that traps "
            "condensation; a breathable cover is better.",
            {"bodyshop": "Forsyth & Dunn", "part_on_order": "nearside front wing"}),
        Fill(1, 5),
        Say(8, "paint colour: sticking with the original Grigio Fumo, it was that colour when it "
            "left Chivasso in 1971. how do you get a paint code matched on a 50 year old "
            "colour?",
            "A good paint supplier can scan a sample from a protected area such as inside the "
            "boot lid or behind a trim panel. Bring the original code from the data plate too "
            "so they can cross-check.",
            {"car_paint": "Grigio Fumo"}),
        Fill(9, 6),
        Say(20, "found under the sills that a previous owner had it in some awful metallic "
            "bronze at one point. glad that's getting binned",
            "Plenty of these cars were resprayed in fashionable colours in the 80s; blasting "
            "back to metal means you won't get any of it bleeding through."),
        Fill(21, 4),
        Say(34, "wing turned up from Italy!! bit of surface rust but solid. next thing i'm "
            "chasing is a rear valance, ordered one off a guy on the dutch forum in Utrecht, "
            "should be 2 weeks",
            "Good news. Treat the surface rust now, and trial-fit the valance before any welding "
            "to check the gaps with the boot lid and bumper.",
            {"part_on_order": "rear valance"}),
        Fill(35, 8),
        Say(60, "changed my mind on colour. saw one at a show in Blu Lancia and that's it, i'm "
            "smitten. will F&D mind a late change?",
            "If the car hasn't gone into primer and top coat yet, most shops won't mind as long "
            "as you tell them before they order materials. Ask whether they need to re-order.",
            {"car_paint": "Blu Lancia"}),
        Fill(61, 6),
        Say(75, "valance fitted, looks mint. last bit is the fuel sender unit, on order from "
            "Ricambi Sassi but backordered 6 weeks apparently. ok to do the shakedown without "
            "a working gauge?",
            "It's fine if you track fuel by trip mileage and carry a can, but don't run it close "
            "to empty on an old tank, where sediment can be picked up.",
            {"part_on_order": "fuel sender unit"}),
        Fill(76, 5),
        Say(80, "my mate Callum's doing an Alfa 105 and his shop quoted him twice what F&D "
            "charged me. feel a bit guilty lol",
            "Prices vary hugely with how much hidden rot a shop expects; you may just have "
            "started with a better shell."),
        Fill(81, 3),
    ), (
        ("part_on_order", "what am I still waiting to arrive for the car?"),
        ("car_paint", "what colour is the car going to end up?"),
        ("bodyshop", "which shop has got my shell?"),
    )),
    Written("ah_narrowboat", (
        Say(0, "Just bought a 57ft trad called Wren's Rest. Moored at Aldermaston Wharf for now "
            "on a 12 month contract. Beta 43 engine with 3,100 hours on it. What should be on "
            "my first-year checklist?",
            "Congratulations. Key items: the Boat Safety Scheme certificate date, licence, "
            "insurance, an engine service with impeller, fuel filter and belts, stern gland "
            "packing, bilge pump checks, anode condition at the next blacking, and carbon "
            "monoxide alarms.",
            {"mooring": "Aldermaston Wharf", "engine": "Beta 43"}),
        Fill(0, 4),
        Say(5, "Insurance is sorted with Towpath Mutual, £310 a year fully comprehensive. Does "
            "that seem cheap?",
            "That's in the normal range for a 57ft boat. Check the agreed value, the excess, and "
            "whether it includes third-party cover at the level the navigation authority needs.",
            {"boat_insurer": "Towpath Mutual"}),
        Fill(6, 7),
        Say(30, "The stern gland is dripping like a tap. How tight should I go on the packing "
            "nut?",
            "Tighten it a little at a time with the engine off until it drips only occasionally "
            "while running, then add or replace packing if it won't settle."),
        Fill(31, 6),
        Say(70, "Good news: we have got a berth at Hungerford Marina and leave the wharf at the "
            "end of the month. How long does the trip take at a gentle pace, with locks?",
            "Roughly 2-3 days at a relaxed pace depending on lock queues; check stoppages before "
            "you set off.",
            {"mooring": "Hungerford Marina"}),
        Fill(71, 8),
        Say(100, "I do miss the kingfishers at Aldermaston Wharf. Anyway, what antifreeze ratio "
             "should I use when winterising a Beta?",
             "Most people run a 50/50 mix in the calorifier and skin tank circuit; check the "
             "handbook for the coolant type."),
        Fill(101, 5),
        Say(150, "The renewal from Towpath Mutual came through at £495, which I refused. I have "
             "moved over to Lockgate Insure for £340 with the same cover. Do I need to tell CRT?",
             "Yes, send the new certificate details with your licence information so their "
             "records are up to date.",
             {"boat_insurer": "Lockgate Insure"}),
        Fill(151, 4),
        Say(155, "The couple on the boat next to us, Nightjar, are with Towpath Mutual too and "
             "theirs went up by the same amount. Daylight robbery.",
             "It might be worth them shopping around too; boat premiums vary a lot."),
        Fill(156, 3),
    ), (
        ("mooring", "where is the boat kept these days?"),
        ("engine", "what engine has my boat got?"),
        ("boat_insurer", "which company covers the boat?"),
    )),
    Written("ah_moto_commute", (
        Say(0, "commute on the Tracer 700 from Porirua into Wellington every day, 40 min each "
            "way. running the rear at 42 psi solo, is that ok with the wind on SH1?",
            "That's within the usual range for a solo rider; check the swingarm sticker. Wind is "
            "more about body position than pressure, so stay loose on the bars.",
            {"rear_psi": "42 psi"}),
        Fill(1, 3),
        Say(10, "booked the 20k km service at Harbourside Moto for the 14th. anything i should "
            "ask them to check? chain's been noisy",
            "Ask them to check chain and sprocket wear and adjust slack, plus brake pads, "
            "fluids and tyres.",
            {"bike_garage": "Harbourside Moto"}),
        Fill(11, 4),
        Say(30, "harbourside kept it 3 days and didn't even adjust the chain lol. taking it to "
            "Kapiti Two Wheels from now on, Ana there was great on the phone",
            "Worth it. Mention the chain noise and that the last service missed it.",
            {"bike_garage": "Kapiti Two Wheels"}),
        Fill(31, 3),
        Say(40, "workmate Hemi rides a CB650 and swears by Harbourside. maybe i was just unlucky",
            "Could be, but it's reasonable to go where you trust the work."),
    ), (
        ("bike_garage", "where do I take the bike to be serviced now?"),
        ("rear_psi", "how much air do I run in the back tyre?"),
    )),
    Written("ah_extension", (
        Say(0, "we've got planning for the single storey rear extension!! builders are "
            "Kowalczyk Build, they said they could start the first week of May. structural "
            "engineer is Inês Carvalho. what do we need in place before they break ground?",
            "Before the start you'll want building regs approval or a building notice, party "
            "wall notices served if you're building near a shared boundary, the engineer's "
            "calcs, a signed contract with payment stages, and insurance confirmed.",
            {"start_date": "first week of May", "engineer": "Inês Carvalho"}),
        Fill(0, 5),
        Say(6, "we turned down the £59k quote from Hartnell Bros btw, kowalczyk came in at "
            "£68,500 incl the steel. is a 10% contingency enough?",
            "For an extension 10% is the minimum; 15% is safer if the ground or drainage is "
            "unknown."),
        Fill(7, 6),
        Say(20, "ugh, party wall thing with next door is dragging, kowalczyk now saying mid "
            "June at the earliest. can we push the neighbours at all?",
            "Not directly; if they don't respond within 14 days a dispute is deemed and "
            "surveyors are appointed. Speaking to them in person often helps.",
            {"start_date": "mid June"}),
        Fill(21, 8),
        Say(40, "Inês signed off the steel calcs today, beam's a 203 UB. does building control "
            "need them before we start?",
            "Yes, send the calculations to building control before the steel goes in."),
        Fill(41, 7),
        Say(55, "the people at no.22 have got their own extension going with some outfit called "
            "Mayfield & Rudd, started last week and there's already a skip blocking the lane",
            "Annoying. The skip needs a permit if it's on the road, so the council can act."),
        Fill(56, 6),
        Say(62, "party wall award signed finally!! start date is 7 July. gonna be living off a "
            "microwave in the front room for 3 months, any tips for surviving a build with "
            "two kids?",
            "Set up a mini kitchen with a kettle, microwave and slow cooker, keep one room "
            "dust-free, agree site hours and a no-go area with the builders, and plan a few "
            "days away during the noisiest phases.",
            {"start_date": "7 July"}),
        Fill(63, 8),
        Say(70, "my brother's extension in Leicester started the first week of May last year and "
            "was done by August, so jealous",
            "Every build has its own hold-ups; yours will get there."),
        Fill(71, 4),
    ), (
        ("start_date", "when do the builders start on our extension?"),
        ("engineer", "who did the steel calculations for us?"),
    )),
    Written("ah_smallholding_tractor", (
        Say(0, "got a Massey Ferguson 135 with the smallholding, 1972, runs grand but the "
            "hydraulics are weak. where do i start?",
            "Start with the hydraulic oil level and condition, then the suction filter, then "
            "the pump. Old oil and a blocked filter explain a lot of weak lifts.",
            {"tractor": "Massey Ferguson 135"}),
        Fill(1, 3),
        Say(7, "red diesel comes from Tullyhogue Fuels, 500L at a time. how long does red keep "
            "in a tank before it goes off?",
            "Around 12 months in good conditions; keep water out and consider a biocide.",
            {"fuel_supplier": "Tullyhogue Fuels"}),
        Fill(8, 4),
        Say(40, "first delivery from Dromore Oil came today, 20p a litre cheaper than the last "
            "lot. should i drain the old dregs before topping up?",
            "Draining the water and sludge from the tank's bottom valve first is a good idea.",
            {"fuel_supplier": "Dromore Oil"}),
        Fill(41, 3),
        Say(44, "neighbour Séamus runs a Zetor 5211 and says i'm mad not to get something newer. "
            "is a 135 realistic for 12 acres?",
            "Yes, for mowing, topping and light cultivation on 12 acres a 135 is very capable."),
    ), (
        ("tractor", "what model is my tractor?"),
        ("fuel_supplier", "who delivers my red diesel?"),
    )),
    Written("ah_allotment", (
        Say(0, "got an allotment!! plot 14B at Hollins Lane. shed has a combination padlock, code "
            "is 4471, writing it here so i don't forget. what should i plant first in march?",
            "In March you can sow broad beans, early peas, onion sets and shallots outside, and "
            "start tomatoes and chillies indoors. Cover the ground you're not using to keep "
            "weeds down.",
            {"plot": "14B", "shed_code": "4471"}),
        Fill(1, 3),
        Say(15, "someone's been in the shed and nicked my fork. committee changed all the "
            "padlocks, mine's 0926 now. should i just stop keeping tools there?",
            "Keep cheap tools there and take anything valuable home.",
            {"shed_code": "0926"}),
        Fill(16, 4),
        Say(30, "neighbour on plot 15A, Gwen, has a brilliant rhubarb patch and said i can have "
            "a crown. when's best to move it?",
            "Late autumn to early spring, while it's dormant."),
        Fill(31, 3),
    ), (
        ("plot", "what's the number of my allotment?"),
        ("shed_code", "what's the combination for the shed lock?"),
    )),
    Written("ah_ebike_shop", (
        Say(0, "e-bike motor keeps cutting out on hills, booked it into Velo Anker on Ropewalk. "
            "what should i tell them",
            "Tell them when it happens (load, battery level, temperature), any error codes on "
            "the display, and whether it recovers after switching off and on.",
            {"bike_shop": "Velo Anker"}),
        Say(12, "velo anker had it a week and couldn't fix it. picked it up and dropped it at "
            "Spokehaus in the Lace Market instead, they do Bosch diagnostics",
            "A shop with the manufacturer's diagnostic tool can read the motor logs, so that "
            "should help.",
            {"bike_shop": "Spokehaus"}),
    ), (
        ("bike_shop", "which shop has my e-bike at the moment?"),
    )),
    Written("ah_heat_pump", (
        Say(0, "having an ASHP fitted, installer is Grünwald Heating from Ludlow. survey said a "
            "Nordvind HX7 would do for our 3 bed, and they'll set the flow temp at 45 degrees "
            "to start with. sound sensible?",
            "That sounds like a reasonable starting point for a 3-bed, assuming the heat loss "
            "survey was done room by room. 45 is a common start and you can usually lower it "
            "once you see how the radiators cope.",
            {"installer": "Grünwald Heating", "hp_model": "Nordvind HX7",
             "flow_temp": "45 degrees"}),
        Fill(0, 5),
        Say(9, "installer came back, heat loss calc was off, they've specced the Nordvind HX9 "
            "instead, +£900. ugh. is bigger actually worse for efficiency?",
            "An oversized unit can cycle more, but if the corrected heat loss calls for it, "
            "an undersized one would be worse in cold weather.",
            {"hp_model": "Nordvind HX9"}),
        Fill(10, 7),
        Say(35, "it's in! BUS grant took £7,500 off. house is toasty but the running cost looks "
            "high?",
            "The first weeks often look high while settings are default; weather compensation "
            "and a lower flow temperature usually bring it down."),
        Fill(36, 6),
        Say(50, "dropped the flow to 40 degrees on the weather comp like you said, rads still "
            "warm enough. go lower?",
            "If the rooms hold temperature, try another couple of degrees and watch the "
            "coldest days.",
            {"flow_temp": "40 degrees"}),
        Fill(51, 8),
        Say(80, "my dad's got an old Nordvind HX7 on his bungalow and runs it at 50 all winter, "
            "keeps telling me mine's set too low",
            "Different houses need different flow temperatures; what matters is whether your "
            "rooms stay warm."),
        Fill(81, 5),
        Say(110, "january bill was £212, we're at 38 degrees flow now and it holds 20 in the "
             "lounge fine. worth trying 36?",
             "Worth a try over a mild week; if the lounge drops below comfort, go back up.",
             {"flow_temp": "38 degrees"}),
        Fill(111, 6),
    ), (
        ("hp_model", "which heat pump did we end up with?"),
        ("flow_temp", "what have I got the flow temperature set to?"),
        ("installer", "who put our heat pump in?"),
    )),
    Written("ah_mould_flat", (
        Say(0, "Black mould all over the bedroom wall in our rented flat. The letting agent is "
            "Bellweather Lettings and they keep telling us to open a window. What are my "
            "rights in Scotland?",
            "Landlords in Scotland must meet the Repairing Standard, which includes being free "
            "of serious damp. Report it in writing with photos; if it isn't fixed you can apply "
            "to the First-tier Tribunal.",
            {"letting_agent": "Bellweather Lettings"}),
        Fill(1, 3),
        Say(20, "Now that Osei & Lamb are managing the flat, do I need to send them all the mould "
            "complaints again from the start?",
            "Send them a short summary with copies of the earlier letters and photos, so the "
            "history is clear.",
            {"letting_agent": "Osei & Lamb"}),
        Fill(21, 4),
        Say(30, "The girl downstairs is still with Bellweather Lettings for her flat and hers is "
            "worse than ours.",
            "She can report it in the same way; a joint picture of the building may help."),
        Fill(31, 2),
    ), (
        ("letting_agent", "who manages the flat for the landlord now?"),
    )),
    Written("ah_splashback", (
        Say(0, "picked the splashback: Zellige Sage 10x10 from Tegula Stone, tiler booked for "
            "22 February. how many m2 do i order for a 3.2m run at 60cm high plus wastage?",
            "That's about 1.92 m2; with handmade tiles add 15% wastage, so order about 2.2 m2.",
            {"splashback_tile": "Zellige Sage", "tiler_date": "22 February"}),
        Say(5, "tiler just rang, pushed to 1 March, his van's in the garage. grout colour for "
            "sage zellige, white or something warmer?",
            "A warm off-white or light grey usually suits green zellige better than bright white.",
            {"tiler_date": "1 March"}),
    ), (
        ("splashback_tile", "what tiles did I choose for behind the hob?"),
        ("tiler_date", "when is the tiler coming?"),
    )),
    Written("ah_plumber_rant", (
        Say(0, "bathroom suite ordered, the Ravenna 1700 bath and matching basin. plumber is "
            "Lorcan Deasy, starting next week. how long should a full bathroom refit take?",
            "Typically 2-3 weeks for strip-out, first fix, plastering or boarding, tiling, "
            "second fix and decorating.",
            {"suite": "Ravenna", "plumber": "Lorcan Deasy"}),
        Fill(1, 3),
        Say(12, "right i need to vent. Lorcan's been here 9 days. he moved the soil stack without "
            "asking, there's a leak onto the hall ceiling, he left a blowtorch lying on the "
            "carpet, and today he asked for another £1,200 'for extras' in cash. i've asked "
            "him to stop. how do i get him off the job without a fight and what do i owe him?",
            "Put it in writing: the unauthorised changes, the damage, the safety issue and that "
            "you're ending the contract. You owe for work done properly to the agreed price, "
            "not for unagreed extras. Photograph everything and keep receipts for repairs."),
        Fill(13, 2),
        Say(16, "ok new plumber starts tomorrow, Adaeze Okafor, came recommended from the school "
            "gate. she's got to undo half of what he did first. get the leak looked at by "
            "insurance first?",
            "Yes, tell the insurer before the damaged work is removed, and let them photograph "
            "or inspect it.",
            {"plumber": "Adaeze Okafor"}),
        Fill(17, 4),
        Say(25, "my neighbour used Lorcan a couple of years back and said he was fine?! maybe "
            "he's changed",
            "It happens; sometimes a tradesperson is overstretched or the job is beyond them."),
        Fill(26, 2),
    ), (
        ("plumber", "who's doing the plumbing in the bathroom now?"),
        ("suite", "what bath did we order?"),
    )),
    Written("ah_camper_insurance", (
        Say(0, "insured the T4 camper with Wayfarer Cover, agreed value £14k. do i need to tell "
            "them about the pop-top i'm fitting?",
            "Yes, a pop-top is a modification that affects value and risk, so declare it.",
            {"camper_insurer": "Wayfarer Cover"}),
    ), (
        ("camper_insurer", "who insures my campervan?"),
    )),
    Written("ah_loft_conversion", (
        Say(0, "loft conversion starts monday. electrician is Sipho Ndlovu, doing first fix in "
            "week 3. building control first inspection booked 18 June",
            "Good. Make sure the builder knows the inspection date so the structure is open for "
            "the inspector.",
            {"electrician": "Sipho Ndlovu", "bc_inspection": "18 June"}),
        Fill(0, 6),
        Say(14, "joists in. BC inspector came by early and says he needs to see the fire doors "
            "too, so the proper inspection is moved to 2 July. is a FD30 needed on every door "
            "off the landing?",
            "For a loft conversion of a two-storey house, the doors onto the stair usually need "
            "to be FD20 or FD30 fire doors; your inspector will confirm.",
            {"bc_inspection": "2 July"}),
        Fill(15, 7),
        Say(22, "sipho's not answered in 4 days and the builders are stood waiting for first "
            "fix. how long do i give him?",
            "Send a written deadline of a couple of days; if he misses it, arrange someone else."),
        Fill(23, 5),
        Say(25, "got Teodora Vlašić in to do the electrics, she did the loft round the corner. "
            "she can start thursday. should i pay Sipho for the half day he did?",
            "Pay for any work he did that you can use, at the agreed rate, and get a written "
            "record of what he did.",
            {"electrician": "Teodora Vlašić"}),
        Fill(26, 8),
        Say(40, "inspection's been bumped AGAIN, now 16 July because the inspector's off sick. "
            "will that hold up the plasterers?",
            "Possibly; ask building control if another inspector can come sooner.",
            {"bc_inspection": "16 July"}),
        Fill(41, 6),
        Say(48, "friend's loft in Sale had some electrician called Dev who was in and out in 3 "
            "days, mine's taking forever",
            "Sequencing often decides that; once first fix is done it should move faster."),
        Fill(49, 5),
    ), (
        ("electrician", "who's wiring the loft?"),
        ("bc_inspection", "when's building control coming to inspect?"),
    )),
    Written("ah_sash_windows", (
        Say(0, "got 3 quotes for the sash windows. going with Brightframe Glazing at £6,200 for "
            "5 windows. what should the contract say about the deposit?",
            "Keep the deposit to 25% or less, get it protected, and link payment stages to "
            "delivery and fitting.",
            {"window_firm": "Brightframe Glazing"}),
        Say(1, "sorry, i meant Clearview Sashes not Brightframe Glazing, brightframe was the "
            "uPVC one we said no to. clearview are £7,100 but proper timber",
            "Got it, the timber option with Clearview. Same advice on the deposit applies.",
            {"window_firm": "Clearview Sashes"}),
    ), (
        ("window_firm", "which company is doing our windows?"),
    )),
    Written("ah_fabia_garage", (
        Say(0, "my Skoda Fabia's making a grinding noise from the front left when i brake. 2016, "
            "71k. usually goes to Bayside Autocare but they can't fit me in for 3 weeks. what "
            "is it likely to be?",
            "Grinding under braking usually means worn pads down to the backing plate, or "
            "stones or a worn disc. Don't leave it 3 weeks.",
            {"car": "Skoda Fabia", "car_garage": "Bayside Autocare"}),
        Fill(1, 3),
        Say(5, "there's a place by the retail park that does VW group stuff, Rennick's or "
            "something? on Penarth Road i think",
            "Do you mean Rennick & Sons on Penarth Road? Independents specialising in VW "
            "group cars are usually a good fit for a Fabia."),
        Say(6, "yeah that's the one, Rennick & Sons. booked in thursday, they reckon pads and "
            "discs on the front",
            "Good; pads and discs on the front of a Fabia is a routine job.",
            {"car_garage": "Rennick & Sons"}),
        Fill(7, 3),
        Say(14, "my sister's Polo is in at Bayside Autocare right now lol, they got her in "
            "straight away",
            "Timing is everything."),
        Fill(15, 2),
    ), (
        ("car_garage", "which garage is sorting out my brakes?"),
        ("car", "what car do I drive?"),
    )),
    Written("ah_shower_leak", (
        Say(0, "water coming through the kitchen ceiling under the shower, plumber Hendrik Stolk "
            "coming tuesday. anything i should do to stop more damage before then?",
            "Stop using the shower, put a bucket under the drip, and if the ceiling bulges, "
            "make a small hole to drain it. Turn off the electrics to any light fitting that "
            "is wet.",
            {"plumber": "Hendrik Stolk"}),
    ), (
        ("plumber", "who's coming to look at the leak?"),
    )),
    Written("ah_boiler_choice", (
        Say(0, "Our boiler is 22 years old and has died. Our gas engineer, Nnamdi Eze, has "
            "quoted for a Thermaline C30 combi at £2,450 fitted. Is that a decent boiler?",
            "It's a common mid-range combi; the price is fair including fitting. Check the "
            "warranty length and that a filter and flush are included.",
            {"boiler": "Thermaline C30", "gas_engineer": "Nnamdi Eze"}),
        Fill(1, 3),
        Say(4, "Nnamdi rang back to say the Thermaline has a twelve-week wait on parts, so we "
            "have agreed to go with the Brenner Kompakt 28 instead, for the same price and a "
            "ten-year warranty. Are there any downsides?",
            "It's a solid unit; a 10-year warranty is a plus. Make sure it's registered "
            "within the required time.",
            {"boiler": "Brenner Kompakt 28"}),
        Fill(5, 4),
        Say(12, "Our neighbour has a Thermaline C30 and it has been fine for five years, so I am "
            "slightly disappointed.",
            "Either would serve you well; availability was the sensible deciding factor."),
        Fill(13, 2),
    ), (
        ("boiler", "what boiler are we having put in?"),
        ("gas_engineer", "who's our gas engineer?"),
    )),
    Written("ah_cottage_limewash", (
        Say(0, "bought a stone cottage outside Llandeilo. full rewire needed, electrician is "
            "Gethin Pryce, starting after the damp's sorted. what order for lime pointing vs "
            "rewiring?",
            "Get the damp sorted first, then chase for first fix, then lime plaster and pointing, "
            "then second fix.",
            {"electrician": "Gethin Pryce"}),
        Fill(0, 6),
        Say(10, "lime render going on the front in may. want to limewash it in ochre, proper "
            "old welsh farmhouse look. how many coats?",
            "Usually 3-5 thin coats, applied to damp render and protected from sun and rain.",
            {"limewash": "ochre"}),
        Fill(11, 8),
        Say(40, "scraped some of the previous owner's masonry paint off round the back, it was "
            "a horrible magnolia and the stone underneath is soaked. so glad we're going lime",
            "Modern masonry paint traps moisture in stone, so removing it should help."),
        Fill(41, 7),
        Say(70, "did test patches on the gable. ochre looked orange in the sun honestly. going "
            "with a soft lime white with a touch of raw umber instead. does it need a mist coat?",
            "No mist coat as such, but dampen the wall before each coat and keep coats thin.",
            {"limewash": "lime white"}),
        Fill(71, 6),
        Say(90, "gethin finished first fix 3 days ahead. anything i should check before the "
            "plaster goes over?",
            "Check socket and switch positions, cable zones, and that test results are noted."),
        Fill(91, 5),
        Say(100, "the farmhouse up the lane did theirs in ochre years ago and it's faded lovely "
             "actually, second-guessing myself now",
             "Test patches look different once weathered; you can always add pigment later."),
        Fill(101, 4),
    ), (
        ("limewash", "what colour are we limewashing the cottage?"),
        ("electrician", "who's doing the rewire?"),
    )),
    Written("ah_gutter_name", (
        Say(0, "gutter bloke Tudor is coming saturday to clear them and fix the downpipe. what's "
            "a fair price for a 3 bed semi?",
            "Typically £60-£120 for clearing, more if the downpipe needs replacing.",
            {"gutter_man": "Tudor"}),
        Say(1, "correction, he's called Teodor lol, just saw the invoice, Teodor Baciu. so is £90 "
            "fair?",
            "Yes, £90 is fair for clearing and a small downpipe repair.",
            {"gutter_man": "Teodor"}),
    ), (
        ("gutter_man", "what's the name of the guy doing my gutters?"),
    )),
    Written("ah_chimney_sweep", (
        Say(0, "chimney sweep booked for 4 November before we light the woodburner for the "
            "winter. how should i prep the room?",
            "Clear the hearth area, move furniture back, and roll up rugs; the sweep will "
            "sheet the rest.",
            {"sweep_date": "4 November"}),
    ), (
        ("sweep_date", "when's the chimney getting swept?"),
    )),
    Written("ah_defender_overland", (
        Say(0, "prepping the Defender 110 for a Namibia trip in september. mechanic is Pieter "
            "Swanepoel in Paarl, he's doing the suspension. running BFGoodrich KO2 tyres in "
            "265/75 at the moment. what spares should i carry?",
            "Two spare wheels or a spare plus a plug kit, fan belt, hoses, fuel and air filters, "
            "wheel bearings, a compressor, recovery gear and plenty of fluids.",
            {"mechanic": "Pieter Swanepoel", "tyres": "BFGoodrich KO2"}),
        Fill(0, 8),
        Say(12, "Pieter says the rear shocks are shot, he's ordering Old Man Emu from Joburg. "
            "how long do shocks normally last on corrugations?",
            "Heavily loaded on corrugations, shocks can fade within a few thousand kilometres; "
            "uprated ones last much longer."),
        Fill(13, 9),
        Say(40, "swapped the tyres this weekend, went for Cooper Discoverer AT3 because the "
            "KO2 sidewalls kept chipping on the gravel. pressures for sand vs tar?",
            "Around 2.2-2.4 bar on tar, down to about 1.2-1.4 on soft sand, and reinflate "
            "before speeding up again.",
            {"tyres": "Cooper Discoverer AT3"}),
        Fill(41, 8),
        Say(60, "my buddy Thabo is coming along in his Hilux, he's on BFGoodrich KO2 tyres and "
            "reckons i wasted my money",
            "Both are good tyres; it mostly comes down to the terrain and load."),
        Fill(61, 7),
        Say(80, "back from the trip, 6,400km and not a single puncture. pieter's doing a full "
            "service next week, what should i ask him to look at after all that dust?",
            "Air filter and intake, wheel bearings, brakes, CV joints, and a check for any "
            "dust ingress into the diffs and gearbox breathers."),
        Fill(81, 6),
    ), (
        ("tyres", "what tyres are on the Landy now?"),
        ("mechanic", "who works on my Defender?"),
    )),
)
# fmt: on


def batch_ah_tenants() -> list[Tenant]:
    """Set AH as tenants, numbered after the sets written before it."""
    return numbered_in_order("ah", BATCH_AH)
