"""Set AJ: hobbyists and makers who keep one assistant as the memory for a hobby they take
seriously: a Yorkshire homebrewer tuning a house pale, an amateur astronomer in mid Wales, a
Lancashire genealogist untangling a great-grandmother who married twice, a Northumberland
beekeeper, a competitive onion-and-leek grower, an Ohio birder with a year list, a furniture
maker's walnut commission, a motorbike restorer, a sourdough baker entering a show, a knitter,
a fishkeeper, a railway modeller, a brass-band player, a quilter, a wargames painter, a ham
radio operator, a German bonsai grower, a club chess player and a potter, plus a few people
with a single quick fact (a Dutch Lego collector, a cosplayer, a film photographer, a choir
singer, a stamp collector, a bell ringer). They write anything from formal British to lowercase
with emojis to second-language English. Facts are kit, recipes, measurements, club details,
show dates, prices and names; they change as kit is upgraded, recipes tweaked, events moved,
clubs swapped, records beaten, and some change back (a yeast, a dark-sky site, a tank colour).
Decoys are a fellow member's kit, record or rating, a quote or recipe only considered, last
year's show, forum, magazine or TV advice, the old value recalled, prices next to dates, and
later messages that touch the topic without stating the value."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AJ: tuple[Written, ...] = (
    Written("aj_homebrew_house_pale", (
        Say(0,
            "Right, house pale v1 for the record: 4.5kg Maris Otter, 200g crystal 60, Cascade "
            "at 60 mins for bittering and a 100g Cascade dry hop on day 4. OG target 1.048, 21 "
            "litres. Does that look balanced or will the crystal make it sweet?",
            "It looks reasonable. 200g of crystal in 21 litres adds some caramel but shouldn't "
            "be cloying; mash around 66°C and it'll stay fairly dry.",
            {"pale_dry_hop": "Cascade 100g"}),
        Fill(0, 3),
        Say(2,
            "pitched a packet of US-05 into the fermzilla at 18C, airlock already going this "
            "morning",
            "Good sign. Hold it around 18-19°C for the first few days, then let it rise a "
            "couple of degrees to finish cleanly.",
            {"pale_yeast": "US-05"}),
        Fill(5, 4),
        Say(11,
            "Entered the Ryedale Homebrew Open! Judging day is Saturday 17 May at Malton rugby "
            "club, entry fee was £6 a beer. Put the pale in as a British Golden Ale. Any tips "
            "for bottle conditioning a comp entry so it's not flat or gushing?",
            "Prime by weight (about 5-6 g of sugar per litre for that style), use clean brown "
            "bottles, and give them two weeks warm then a week cold before you hand them in.",
            {"comp_date": "Sat 17 May"}),
        Fill(14, 3),
        Say(26,
            "kegged v1. thin, and the cascade comes across like grapefruit pith, not for me. "
            "v2's in the fermenter now: crystal down to 150g and 120g of Citra going in as the "
            "dry hop on thursday",
            "That should give you more tropical fruit and less pith, and less crystal lets the "
            "hops come through.",
            {"pale_dry_hop": "Citra 120g"}),
        Say(27,
            "my brew mate Kev dry hops everything with 200g of Nelson Sauvin, even his stout "
            "😂 is that overkill for 20L?",
            "It's on the heavy side; 5-10 g per litre is typical for a pale. Not wrong, just "
            "intense.",
            {}),
        Fill(31, 4),
        Say(44,
            "v2 much better. fermentation was slow to start though. going to use Verdant IPA "
            "yeast from now on, everyone raves about the fruitiness",
            "It's an expressive strain and drops clear more slowly than the dry American ones, "
            "so expect a hazier beer. Pitch around 19°C.",
            {"pale_yeast": "Verdant IPA"}),
        Say(47,
            "what's the best way to clean a keg line? mine's got a funny smell",
            "Flush with warm water, run a beer-line cleaner through and let it sit 15-20 "
            "minutes, then rinse well. Every couple of weeks keeps it sweet.",
            {}),
        Fill(50, 4),
        Say(60,
            "Ryedale feedback came back: 34/50, 'clean but lacks body'. Fair enough tbh. The "
            "winning golden ale scored 44 apparently",
            "34 is a solid score for a first entry. Body usually comes from mash temperature "
            "and a touch of wheat or oats.",
            {}),
        Fill(62, 2),
        Say(75,
            "brewing v3 today. mash at 68 for more body, citra stays in the dry hop but I'm "
            "adding 50g mosaic alongside it. also the homebrew shop had no Verdant so it's "
            "back on good old US-05. OG came in at 1.050",
            "Mashing at 68°C should give the fuller mouthfeel the judges wanted, and that hop "
            "pairing is a classic.",
            {"pale_dry_hop": "Citra 120g + Mosaic 50g", "pale_yeast": "US-05 again"}),
        Fill(80, 4),
        Say(96,
            "Brew Your Own has a piece saying Verdant's at its best at 20C in a 1.060+ wort. "
            "Might give it another crack someday",
            "That fits what a lot of brewers report; it likes a bit of warmth and sugar to "
            "show off its esters.",
            {}),
        Fill(101, 4),
        Say(112,
            "v3 is the best yet. Kev keeps nagging me to try Galaxy in the dry hop next time, "
            "not convinced",
            "You could always trial it in a small split batch before committing.",
            {}),
        Fill(118, 4),
        Say(130,
            "thinking of building a keezer for christmas, how many taps fit on a 200L chest "
            "freezer?",
            "Usually four cornies fit inside, so four taps on a wooden collar is the common build.",
            {}),
        Fill(135, 4),
        Fill(140, 4),
        Fill(150, 4),
        Fill(160, 4),
    ), (
        ("pale_dry_hop", "which hops am I finishing the pale with at the moment?"),
        ("pale_yeast", "what yeast am I pitching in the pale these days"),
        ("comp_date", "what date was the Ryedale judging? need it for my brew log"),
    )),
    Written("aj_lego_falcon_price", (
        Say(0,
            "Finally I have it! The UCS Millennium Falcon 75192, I bought it second hand from "
            "a man in Utrecht for 640 euro. The box is a little damaged but all bags are still "
            "sealed. How should I store it so the box does not get more damage?",
            "Store it flat in a dry room away from sunlight, ideally in a box protector, and "
            "don't stack anything heavy on top.",
            {"falcon_price": "640 euro"}),
        Say(4,
            "In the Lego shop the price is now 849,99! Crazy. Which size display case do I "
            "need when it is built?",
            "The built model is roughly 84 x 56 cm and about 21 cm high, so look for a case of "
            "at least 90 x 60 x 30 cm.",
            {}),
    ), (
        ("falcon_price", "how much did I pay for the falcon again? my brother does not believe me"),
    )),
    Written("aj_astro_dob_upgrade", (
        Say(0,
            "Finally got my first proper telescope! Skywatcher 200P Dobsonian, 8 inch, second "
            "hand off a chap in Builth for £220. Came with 25mm and 10mm eyepieces. What "
            "should I look at first on a February night?",
            "Congratulations, that's a superb first scope. Start with the Orion Nebula, the "
            "Pleiades and the Moon near first quarter, then try M35 and the Beehive.",
            {"telescope": "Skywatcher 200P Dob"}),
        Fill(0, 3),
        Say(5,
            "Put a ring round 12 April on the calendar - Comet Halvorsen-Ito should be at its "
            "best that night, low in the west after sunset. The Sky at Night reckoned it might "
            "get to magnitude 5. Binoculars or the Dob?",
            "Both: sweep with binoculars first to find it, then use the Dob at low power for "
            "the coma and tail.",
            {"comet_date": "12 April"}),
        Fill(9, 3),
        Say(16,
            "My go-to dark site is the car park at the Elan Valley visitor centre, about 50 "
            "mins from home, proper Bortle 2. What should I pack for a winter session up "
            "there?",
            "Layers, a thermos, a red torch, spare batteries kept warm, a chair, and a dew "
            "shield or heater - the reservoir air gets damp.",
            {"dark_site": "Elan Valley visitor centre car park"}),
        Fill(22, 3),
        Say(41,
            "Hugh from the astro society has a 12 inch truss dob and showed me M51 through it "
            "last night. The spiral arms!! I want one",
            "The jump to 12 inches is dramatic on galaxies. It's also a lot more to lift into "
            "a car.",
            {}),
        Fill(46, 3),
        Say(60,
            "how do I collimate a newtonian with a cheshire? the stars look like seagulls",
            "Centre the secondary under the focuser first, then adjust the primary until the "
            "centre spot sits in the cheshire's ring. Check on a star afterwards.",
            {}),
        Say(70,
            "They've put floodlights up at the Elan car park for the new cafe 😡 I'm using the "
            "lay-by above Claerwen dam now, even darker and nobody about",
            "Annoying about the lights, but a lay-by with open horizons is often better "
            "anyway. Mind the soft verges at night.",
            {"dark_site": "Claerwen dam lay-by"}),
        Fill(80, 3),
        Say(101,
            "Sold the 200P on and bought a Skywatcher 250PX flextube, £540 second hand. 10 "
            "inches and it still fits in the back of the Fiesta, just",
            "Nice upgrade! Check the collimation after every car journey and you'll be fine.",
            {"telescope": "Skywatcher 250PX flextube"}),
        Say(102,
            "was really tempted by a Celestron 8SE for the goto but couldn't justify £1,300 "
            "for less aperture",
            "A fair trade-off; the goto is convenient, but aperture wins on faint galaxies.",
            {}),
        Fill(112, 3),
        Fill(120, 3),
        Say(140,
            "Claerwen road is shut all summer for resurfacing, so it's back to the Elan Valley "
            "car park for now, the floodlights go off at 10 anyway",
            "That works - by the time it's properly dark in summer the lights will be off.",
            {"dark_site": "Elan Valley car park again"}),
        Say(146,
            "someone on Stargazers Lounge says Nant yr Arian is darker than both. maybe next year",
            "Worth a scouting trip in daylight first to check access and the horizon.",
            {}),
        Fill(150, 2),
        Fill(160, 3),
        Say(165,
            "Any tips for photographing the Moon with my phone through the eyepiece?",
            "Use a cheap phone adapter, lock focus and exposure on the Moon, and shoot a short "
            "video so you can pick the sharpest frames.",
            {}),
        Fill(175, 3),
    ), (
        ("telescope", "what scope am I using at the moment?"),
        ("dark_site", "where do I go to observe these days?"),
        ("comet_date", "which night was that comet supposed to look its best?"),
    )),
    Written("aj_cosplay_jinx_con", (
        Say(0,
            "ok so MCM is the 4th of october and my jinx build is nowhere near done 😭 can u "
            "make me a week by week plan, i still need the wig, the gun and the boots",
            "You've got this! Here's a rough plan working back from the con: wig styling "
            "first, then the foam prop gun, with boots and weathering last.",
            {"con_date": "4 Oct"}),
        Say(0,
            "WAIT sorry its the 24th not the 4th lol i read my ticket wrong. 3 extra weeks 🙏🙏",
            "Even better - I'll stretch the plan out and leave a buffer week for fixes.",
            {"con_date": "24 Oct"}),
        Say(6,
            "my friend tash is doing the comic con on the 11th, should i go with her as a test "
            "run for the wig??",
            "A test run is a great idea; you'll find out what pinches or slips before the big day.",
            {}),
    ), (
        ("con_date", "when's my con again? need to book the travelodge"),
    )),
    Written("aj_genealogy_ellen", (
        Say(0,
            "I'm starting my family tree at last. My great-grandfather was James Ashworth, a "
            "cotton weaver in Bolton, and he married Ellen around 1890. The family story is "
            "that Ellen was born in 1871. Where's the best place to start?",
            "Start from what you can document: find James and Ellen's marriage in the GRO "
            "index, order the certificate, then work back through the censuses.",
            {"ellen_birth_year": "1871 (family story)"}),
        Fill(0, 2),
        Say(6,
            "Found them! James Ashworth and Ellen Hartley married on 14 June 1891 at St "
            "Peter's, Bolton-le-Moors. Her father is given as John, a collier. How do I read "
            "the witness names? The handwriting is dreadful.",
            "Witnesses were often siblings or friends, so note them down even if unclear; "
            "comparing with neighbours in the census can help decode them.",
            {"ellen_maiden": "Hartley", "marriage_parish": "St Peter's, Bolton-le-Moors"}),
        Fill(10, 4),
        Say(31,
            "Well! Looking again at the certificate, Ellen's condition is 'widow'. So Hartley "
            "was her first husband's name. I've now found that first marriage, 1887, Ellen "
            "Greenhalgh to William Hartley. Greenhalgh must be the name she was born with.",
            "A classic trap, well spotted. The 1887 entry should give her father's name too, "
            "so you can check it against the 1891 certificate.",
            {"ellen_maiden": "Greenhalgh"}),
        Fill(35, 3),
        Say(46,
            "And there she is in the 1881 census: 12 years old, a scholar, living in Little "
            "Lever with her parents John and Mary. So she was born about 1869, not 1871 as "
            "Aunt Dot always said",
            "Census ages can be a year out, but 12 in April 1881 points to 1868-69. A baptism "
            "record would pin it down.",
            {"ellen_birth_year": "c.1869"}),
        Say(48,
            "There's an Ellen of about the right age born 1871 in Farnworth, but she married a "
            "Thomas Crook, so not mine. Easy to mix them up!",
            "Very easy - keep a note of why you ruled her out so you don't revisit it later.",
            {}),
        Fill(55, 4),
        Say(70,
            "My cousin Bev is doing the Ashworths on her dad's side, she's got them back to "
            "Rochdale parish in the 1740s. Show-off.",
            "Rochdale's registers are well indexed, so she's had some luck there. Your lines "
            "may meet up eventually.",
            {}),
        Fill(78, 3),
        Say(92,
            "Got Ellen's baptism from the Lancashire OPC site: 3 March 1869 at St Matthew's, "
            "Little Lever. So 1869 it is, Aunt Dot was two years out.",
            "Lovely find. Baptisms were usually within weeks of a birth then, so it all fits.",
            {"ellen_birth_year": "1869 (baptism)"}),
        Fill(100, 3),
        Say(120,
            "Should I also research William Hartley's family, Ellen's first husband? He died "
            "in 1889 aged 24, poor lad.",
            "It's worth a little time - his burial and any children from that first marriage "
            "could explain gaps in Ellen's story.",
            {}),
        Fill(126, 2),
        Fill(140, 3),
        Say(150,
            "How do I cite a parish register entry properly in my tree software?",
            "Give the parish, the register type, the date of the entry, the repository and the "
            "film or image reference, so anyone can find it again.",
            {}),
        Fill(160, 3),
    ), (
        ("ellen_maiden", "what was Ellen's surname before she ever got married?"),
        ("ellen_birth_year", "when was great-grandma Ellen born, did we pin it down?"),
        ("marriage_parish", "which church were James and Ellen married in?"),
    )),
    Written("aj_knit_isla_jumper", (
        Say(0,
            "My niece Isla's 9 in March and I'm going to knit her a jumper. Her mum measured "
            "her chest at 68cm. The pattern comes in 6-8, 8-10 and 10-12 - which should I "
            "pick?",
            "Go by the finished chest measurements rather than the age labels; 5-8 cm of ease "
            "is comfy for a child, which usually lands on the middle size.",
            {"niece_chest": "68 cm"}),
        Fill(0, 2),
        Say(3,
            "Going with the Flax pattern from Tin Can Knits, she loves the garter panel down "
            "the sleeves. I've got Drops Merino Extra Fine in mustard for it. How many balls "
            "for the 8-10?",
            "Check the yardage the pattern lists for that size against the ball band, then add "
            "one spare ball in case of dye-lot trouble.",
            {"sweater_yarn": "Drops Merino Extra Fine, mustard"}),
        Fill(6, 2),
        Say(10,
            "swatch in the Drops pilled after ONE wash, no good for a 9 year old who lives in "
            "her jumpers. Ordered 5 skeins of Malabrigo Rios in Teal Feather instead, "
            "superwash so my sister can machine it. do I have to reswatch??",
            "Yes, sadly - a different yarn can change your gauge even on the same needles. A "
            "quick washed and dried square will save you grief.",
            {"sweater_yarn": "Malabrigo Rios, Teal Feather"}),
        Say(11,
            "Morag at knit night is doing her grandson's in Stylecraft Special DK, £2.50 a "
            "ball! tempting for the next one",
            "It's a sturdy budget acrylic and very washable, a good choice for kids' everyday "
            "wear.",
            {}),
        Fill(15, 3),
        Say(22,
            "cast on at last 🧶 1x1 rib for the neck, so much nicer on the needles than that "
            "first yarn was",
            "Enjoy it! A tubular cast-on gives an extra-neat rib edge if you fancy trying one "
            "next time.",
            {}),
        Say(30,
            "Isla's wee brother Finn wants one too now 🙄 he's 64cm round the chest. maybe at "
            "christmas",
            "A good excuse to use up leftovers in stripes! His size will be quicker, at least.",
            {}),
        Say(36,
            "sleeves next - two at a time on magic loop or one after the other? also what's a "
            "stretchy bind off for the hem",
            "Two at a time guarantees matching sleeves; for the hem, Jeny's Surprisingly "
            "Stretchy Bind-Off is a favourite.",
            {}),
        Fill(40, 3),
        Fill(45, 3),
    ), (
        ("sweater_yarn", "what wool am I knitting Isla's jumper in?"),
        ("niece_chest", "how big round the chest is Isla? checking the size before I do the body"),
    )),
    Written("aj_film_pentax_roll", (
        Say(0,
            "Loaded a roll of HP5 into the Pentax MX this morning, going to push it to 1600 "
            "for the gig on Friday. Any tips for metering in a dark venue?",
            "Meter for the faces under the stage lights rather than the dark background, and "
            "expect blocked-up shadows - that's part of the pushed look.",
            {"loaded_film": "HP5"}),
        Say(3,
            "Gig got cancelled so I shot the HP5 off at the beach at box speed. Portra 400 is "
            "in the MX now for my cousin's wedding on Saturday.",
            "Lovely for skin tones. If you're unsure, overexpose by a stop; it's very forgiving.",
            {"loaded_film": "Portra 400"}),
        Fill(4, 1),
        Say(5,
            "My mate Dev swears by Ektar 100 for weddings but he shoots a Mamiya. Is it really "
            "that different?",
            "Ektar is more saturated and contrasty with finer grain, which can make skin look "
            "ruddy; Portra is gentler.",
            {}),
    ), (
        ("loaded_film", "what film's in the pentax right now?"),
    )),
    Written("aj_bees_hexham_colonies", (
        Say(0,
            "Second season with the bees! I've two colonies in National hives at the "
            "allotment. What should I be doing in March when it's still cold most days?",
            "Heft the hives to check stores, keep entrances clear, and hold off full "
            "inspections until it's around 14°C and calm.",
            {"hive_count": "2"}),
        Fill(1, 2),
        Say(12,
            "Joined the Hexham & District beekeepers. Apiary sessions are Sunday mornings, 10 "
            "o'clock, at the teaching apiary at Dilston. Anything I should bring to the first "
            "one?",
            "A veil or suit, gloves, your hive tool and a notebook - association sessions are "
            "a great way to see lots of colonies.",
            {"bka_sessions": "Sun 10am, Dilston"}),
        Fill(20, 3),
        Say(42,
            "Did an artificial swarm on hive B yesterday, so with the nuc that's three "
            "colonies now 🐝🐝🐝",
            "Nicely done. Keep an eye on the nuc's stores and feed it lightly until the new "
            "queen is mated and laying.",
            {"hive_count": "3"}),
        Say(43,
            "Hive A has a Buckfast queen from a breeder in Devon, marked green. Is it normal "
            "she's laying a patchy pattern?",
            "Patchy brood can come from a failing queen, disease, or just a brood nest clogged "
            "with nectar. Check for eggs and look closely at the cappings.",
            {"hive_a_queen": "Buckfast, green"}),
        Fill(50, 3),
        Say(72,
            "Hive A has superseded! The green queen's gone and there's a new unmarked one "
            "running about. Marked her with a white dot on Saturday, she's quite dark, "
            "probably local.",
            "Supersedure is often the colony fixing a failing queen itself. Give her a couple "
            "of weeks before judging her laying.",
            {"hive_a_queen": "new local queen, white dot"}),
        Say(74,
            "My mentor Sheila buys all her queens in from Italy, hers are yellow this year",
            "Imported queens are convenient, though many beekeepers prefer local stock for "
            "temper and winter hardiness.",
            {}),
        Fill(90, 3),
        Say(100,
            "how can I tell whether there's a flow on or a dearth?",
            "Watch the entrance and the frames: fresh white wax and glistening cells mean a "
            "flow; robbing attempts and bees hanging about mean a dearth.",
            {}),
        Fill(110, 3),
        Fill(130, 3),
        Say(150,
            "Wasps finished off the nuc from the split 😢 So it's back to two colonies going "
            "into winter.",
            "Sorry - small colonies are very vulnerable to wasps in late summer. Reduced "
            "entrances help next year.",
            {"hive_count": "2"}),
        Say(152,
            "Sheila has fourteen colonies across three apiaries, how does she find the time",
            "Experience helps, and she probably spends less time per hive than a newer beekeeper.",
            {}),
        Fill(160, 2),
        Say(190,
            "The BKA's winter talk on varroa is Tuesday 7pm at Corbridge village hall. What "
            "should I ask about oxalic acid?",
            "Ask about timing (a broodless period), trickle versus vaporising, and the "
            "protective kit each needs.",
            {}),
        Fill(196, 3),
        Say(210,
            "honey labels - what legally has to go on a jar if I sell at the allotment gate?",
            "In the UK: the word honey, the weight, your name and address, country of origin, "
            "and a best-before date with a lot number.",
            {}),
        Fill(215, 3),
    ), (
        ("hive_count", "how many colonies have I got right now?"),
        ("bka_sessions", "when are the association's apiary sessions?"),
    )),
    Written("aj_veg_giant_onion", (
        Say(0,
            "Sowed the giant onion seed today, Kelsae from the Robinson's catalogue, and the "
            "pot leek seed this year is 'Cumbrian Pride' off a lad at the club. Heated bench "
            "at 15 degrees ok for both?",
            "15°C is fine for germination; once they're up, good light matters more than extra "
            "heat to stop them going leggy.",
            {"leek_variety": "Cumbrian Pride"}),
        Fill(0, 2),
        Fill(25, 3),
        Fill(40, 3),
        Say(60,
            "Pricked out the onions into 3 inch pots. Norman two plots down has gone with "
            "Ailsa Craig this year, says Kelsae's overrated",
            "Both can grow big; Kelsae is the usual pick for the heaviest show onions, so "
            "you're in good company.",
            {}),
        Fill(80, 3),
        Say(95,
            "what feed should the pot leeks be getting now, still high nitrogen?",
            "Keep some nitrogen going for the barrel, but ease towards a balanced feed with "
            "more potash as you get nearer the show.",
            {}),
        Fill(100, 3),
        Say(120,
            "Measured the kelsae tonight, 38cm round. By my spreadsheet that's roughly 4lb 2oz",
            "That's good progress; onions can put on a lot of weight in the last few weeks.",
            {"onion_weight": "~4lb 2oz (estimate)"}),
        Say(121,
            "Show's the Ashington Leek Club on Saturday 13th September, benching the Friday "
            "night. Entry's £3 a class",
            "Plenty of time to plan dressing and staging. Make a list of the classes you're "
            "entering now so nothing's forgotten.",
            {"show_date": "Sat 13 Sept"}),
        Fill(125, 3),
        Say(140,
            "onion at 5lb 9oz by the tape!!! 🧅",
            "That's a serious onion! Keep the watering steady so it doesn't split.",
            {"onion_weight": "~5lb 9oz"}),
        Say(141,
            "Norman reckons his is pushing 7lb, cheeky beggar, I'll believe it when I see it "
            "on the bench",
            "Friendly rivalry makes a show - the scales on the day will settle it.",
            {}),
        Fill(150, 2),
        Say(163,
            "Lifted her this morning and onto the kitchen scales: 6lb 1oz. Not a record but "
            "I'm made up",
            "Well done! Dry the neck off slowly and handle her as little as possible before "
            "dressing.",
            {"onion_weight": "6lb 1oz"}),
        Say(164,
            "read the world record's over 18lb. mental",
            "It is - those growers use heated tunnels and very long seasons.",
            {}),
        Say(166,
            "last year's show was the 14th and I came third with a 4lb 12oz onion, so fingers "
            "crossed",
            "You've every reason to be hopeful this time.",
            {}),
        Fill(170, 3),
        Fill(180, 3),
    ), (
        ("onion_weight", "what did my big onion weigh in the end?"),
        ("show_date", "what date's the leek club show?"),
        ("leek_variety", "which pot leek did I sow this year?"),
    )),
    Written("aj_brass_cwmbran_seat", (
        Say(0,
            "Just been moved up from 3rd cornet to 2nd at Cwmbran Silver! Any tips for the "
            "higher parts? Area contest is Saturday 8 March at the Brangwyn Hall in Swansea.",
            "Congratulations! Build endurance with long tones and lip slurs, and mark your "
            "breathing points early.",
            {"band_seat": "2nd cornet", "contest_date": "Sat 8 March"}),
        Fill(3, 2),
        Say(11,
            "our solo cornet Gareth just bought a Besson Prestige, £3,800!! jealous",
            "That's a serious instrument. Practice matters more than the horn, though, honestly.",
            {}),
        Fill(20, 2),
        Say(31,
            "flugel player's left for Tredegar so the MD's asked me to take over on flugel "
            "from next week. nervous! do I need a different mouthpiece?",
            "Yes, a deeper mouthpiece is normal for it and gives the darker sound. Expect a "
            "week or two to adjust.",
            {"band_seat": "flugelhorn"}),
        Say(38,
            "the solo cornet part in the test piece is brutal, glad that's Gareth's problem 😅 "
            "how should I practise the slow movement?",
            "Slow it right down with a drone, work on long phrases on one breath, and record "
            "yourself.",
            {}),
        Say(40,
            "Last year's area was 2 March, I thought this year would be the same weekend",
            "Dates move around with venue bookings; the regional association's website will "
            "have the full draw.",
            {}),
    ), (
        ("band_seat", "what am I playing in the band now?"),
        ("contest_date", "when's the area contest this year?"),
    )),
    Written("aj_choir_nidd_part", (
        Say(0,
            "Good evening. I sing second tenor with the Nidd Valley Choral Society, and we "
            "begin the Brahms Requiem next month. How should I approach the German "
            "pronunciation?",
            "Listen to a recording with the score, mark the vowels, and practise speaking the "
            "text in rhythm before singing it.",
            {"voice_part": "second tenor"}),
        Say(21,
            "Our director has moved me to the baritones following Tuesday's re-audition; the "
            "top of the tenor line had become a strain. Are there exercises to strengthen the "
            "lower register?",
            "Gentle descending slides, humming on 'ng' and speech-level warm-ups all help; "
            "don't push for volume at the bottom.",
            {"voice_part": "baritone"}),
        Say(23,
            "My wife Margaret, who sings first alto, wonders whether we might practise the "
            "duet passages together at home. Is that sensible?",
            "Very sensible - singing against another part is excellent for tuning.",
            {}),
    ), (
        ("voice_part", "Which section am I in at choir now?"),
    )),
    Written("aj_fish_juwel_tank", (
        Say(0,
            "hi! I've got a 60 litre tank with 8 neon tetras, 3 amano shrimp and a betta. pH "
            "is 7.4, is that too high for the neons? what can I do about it",
            "Neons prefer softer, slightly acidic water, but stability matters more than a "
            "perfect number. Driftwood, leaf litter or mixing in RO water lower it gradually.",
            {"tank_size": "60 L", "tank_ph": "7.4"}),
        Fill(1, 2),
        Say(7,
            "added two bits of mopani and I'm mixing 50/50 with RO water now. Tested tonight: "
            "pH 6.8, GH 6, KH 3. good enough for tetras?",
            "That's a very comfortable range for neons. Keep your water changes consistent so "
            "it stays stable.",
            {"tank_ph": "6.8"}),
        Say(8,
            "the guy at the fish shop says his display tanks run at 6.4, should I go that low?",
            "No need; shops often run softer water for imported stock. Chasing a lower number "
            "risks swings.",
            {}),
        Fill(12, 3),
        Say(33,
            "Big news 🎉 picked up a second hand Juwel Rio 180 with the cabinet off "
            "marketplace for £120! Moving everyone over this weekend. how do I move the filter "
            "media without crashing the cycle?",
            "Keep the old media wet in tank water and put it straight into the new filter; "
            "move the fish last, once the new tank is running.",
            {"tank_size": "180 L"}),
        Say(34,
            "the old 60l is going to be a shrimp-only tank. for the big one, 20 rummynose or "
            "15 harlequin rasboras?",
            "Both suit it; rummynose are a great water-quality indicator with their red noses, "
            "harlequins are hardier.",
            {}),
        Fill(40, 2),
        Say(46,
            "Gave up on RO for the big tank, too much faff for one this size. Straight tap "
            "water now and the pH settled at 7.2 after a week",
            "That's fine for rummynose and rasboras if it stays steady; consistency beats "
            "chasing a number.",
            {"tank_ph": "7.2"}),
        Say(50,
            "Practical Fishkeeping says rummynose colour up best at pH 6.0 to 6.5. should I worry?",
            "If they're showing red noses and eating well, they're happy.",
            {}),
        Fill(55, 4),
    ), (
        ("tank_size", "how many litres is my main tank?"),
        ("tank_ph", "what's my ph been reading lately"),
    )),
    Written("aj_railway_trevanion", (
        Say(0,
            "I'm starting an OO gauge layout in the loft, 8ft by 2ft, based on a Cornish "
            "branch line in the 1950s. Working title 'Polwenna Road'. Can you suggest "
            "period-correct locos?",
            "For a 1950s Cornish GWR branch, think 45xx Prairie tanks, 57xx panniers, and the "
            "odd 14xx with an autocoach.",
            {"scale": "OO", "layout_name": "Polwenna Road"}),
        Fill(2, 2),
        Say(9,
            "Joined the Taunton & District MRC last night. They meet Tuesdays at the scout hut "
            "and the sub's £35 a year. What's the etiquette at a first club night?",
            "Bring something small to show, offer to help on the club layout, and ask lots of "
            "questions - most clubs love new members.",
            {"club": "Taunton & District MRC"}),
        Fill(15, 2),
        Fill(25, 4),
        Say(41,
            "turns out there's already a Polwenna Road on the exhibition circuit 🙄 so mine is "
            "Trevanion Quay from now on. GWR-style nameboard font?",
            "GWR nameboards used a plain sans-serif in white on a dark ground; several fonts "
            "mimic it.",
            {"layout_name": "Trevanion Quay"}),
        Say(56,
            "Had enough of the Taunton lot, it was all politics about the club layout. I'm "
            "with the Wellington Model Railway Group now, smaller but friendlier.",
            "Sometimes a smaller group is more fun. Good luck with the new crowd.",
            {"club": "Wellington Model Railway Group"}),
        Say(57,
            "Geoff from my old club is building an N gauge Settle-Carlisle and keeps trying to "
            "convert me. Is N actually cheaper?",
            "Per item N can be similar or dearer; you save space, not money. It suits long "
            "scenic runs like the S&C.",
            {}),
        Fill(60, 2),
        Say(72,
            "Trevanion Quay's been invited to the Yeovil show in May! What do I need to sort "
            "for insurance and transport?",
            "Check whether the show's insurance covers exhibitors' layouts, make padded boxes "
            "for the boards, and do a full test set-up at home.",
            {"layout_name": "Trevanion Quay"}),
        Fill(80, 3),
        Fill(90, 3),
    ), (
        ("club", "which railway club am I a member of these days?"),
        ("scale", "remind me what gauge I model in - filling in the yeovil exhibitor form"),
    )),
    Written("aj_stamps_club_sub", (
        Say(0,
            "I've joined the Avon Valley Philatelic Society at last - £18 a year, meetings the "
            "first Monday of the month. What's the best way to bring my Penny Reds to a "
            "meeting without damaging them?",
            "Use a stockbook or glassine envelopes in a stiff folder, and bring tongs rather "
            "than handling them with your fingers.",
            {"club_sub": "£18 a year"}),
        Fill(1, 2),
        Say(5,
            "The national society wants £40 a year, think I'll stick with the local one for now",
            "Sensible - you can always add the national one later.",
            {}),
    ), (
        ("club_sub", "how much is my stamp club membership each year?"),
    )),
    Written("aj_minis_necron_event", (
        Say(0,
            "building a 2000pt necron list for the Leeds GT on the 22nd of june, whats good vs "
            "space marines atm",
            "I can't see the live meta, but durable Warrior blocks with a Technomancer and "
            "some dedicated anti-tank are a solid core.",
            {"event": "Leeds GT, 22 June"}),
        Fill(1, 1),
        Say(4,
            "colour scheme decided!! bone armour, teal glow, black weapons. wraithbone spray "
            "then contrast. best recipe for the teal glow?",
            "Basecoat the glow areas white, then a bright teal contrast or glaze, with a tiny "
            "dot of white for the hottest spot.",
            {"necron_scheme": "bone armour, teal glow, black weapons"}),
        Say(5,
            "my mate Rob did his in the classic silver and green. looks a bit dated tbh",
            "It's a classic for a reason, but yours will stand out on a tournament table.",
            {}),
        Fill(8, 2),
        Say(13,
            "leeds sold out before I got a ticket 😤 got a place at the Sheffield Open on July "
            "6 instead",
            "That buys you two extra weeks of painting, which is no bad thing.",
            {"event": "Sheffield Open, 6 July"}),
        Say(15,
            "is 3 weeks enough to paint 15 warriors and a doomsday ark to a battle-ready standard?",
            "Yes, if you batch-paint and keep to a few steps; contrast paints help a lot.",
            {}),
        Fill(17, 1),
        Say(21,
            "reddit says the leeds meta's all aeldari anyway so maybe I dodged a bullet lol",
            "Could be! A different field is a good test anyway.",
            {}),
    ), (
        ("event", "when's my next tournament and where is it?"),
        ("necron_scheme", "what colours am I painting the necrons?"),
    )),
    Written("aj_birder_year_list", (
        Say(0,
            "Jan 1 done: 41 species for the year list, my best start ever! My patch, Armleder "
            "Park, is only a 5 min walk from the new apartment and it gave me 19 of them. "
            "Winter targets for SW Ohio?",
            "Great start! Look for Short-eared Owls over grassland at dusk and Rough-legged "
            "Hawks, and check open water for ducks and gulls.",
            {"year_list": "41", "local_patch": "Armleder Park"}),
        Fill(2, 2),
        Say(19,
            "SNOWY OWL at Caesar Creek!!! list is 58 now 🦉",
            "What a bird! They're such a treat this far south.",
            {"year_list": "58"}),
        Fill(24, 3),
        Say(40,
            "my friend Jen's patch is Spring Grove Cemetery and she's had three owl species "
            "there this month, jealous",
            "Cemeteries with old conifers can be owl magnets. Maybe tag along one evening?",
            {}),
        Fill(60, 3),
        Fill(85, 3),
        Fill(100, 3),
        Say(122,
            "migration is insane. Kirtland's Warbler at Magee Marsh and I'm at 187 for the "
            "year 😭😭",
            "That's a bucket-list bird! Magee in May is hard to beat.",
            {"year_list": "187"}),
        Say(123,
            "Jen's already on 203, she's done the Magee trip twice",
            "Friendly competition keeps it fun - you've still got fall migration to catch up.",
            {}),
        Fill(140, 3),
        Say(170,
            "best binoculars under $400? my old Nikons are fogging up inside",
            "Look at 8x42s with a proper nitrogen purge; several mid-range brands make "
            "excellent ones in that bracket.",
            {}),
        Fill(180, 3),
        Say(200,
            "quiet summer. stuck on 212 since mid july",
            "Shorebird season should bump it along - check flooded fields and reservoir edges.",
            {"year_list": "212"}),
        Say(205,
            "saw the Ohio big year record is somewhere around 300, not even close lol",
            "That's a full-time effort! A personal best is a better goal.",
            {}),
        Fill(210, 2),
        Say(232,
            "Went back to Sharon Woods where I used to bird before the move, got a Red-headed "
            "Woodpecker",
            "Old haunts can still surprise you. Nice bird.",
            {}),
        Fill(240, 3),
    ), (
        ("year_list", "where's my year list at?"),
        ("local_patch", "what's my local patch called again?"),
    )),
    Written("aj_bells_practice_night", (
        Say(0,
            "practice night at st michael's is wednesdays 7.30. I'm on the treble while I "
            "learn plain hunt. how do I stop my rope wandering about??",
            "Keep your hands close to your body on the backstroke and watch the rope, not the "
            "sally. It comes with time.",
            {"practice_night": "Wed 7.30"}),
        Say(12,
            "tower captain's moved practice to thursdays from next month because the choir "
            "want the church on weds",
            "Makes sense. I hope the new night works for you.",
            {"practice_night": "Thursdays"}),
        Say(13,
            "st mary's in the next village still ring on wednesdays, might go along to theirs too",
            "Visiting other towers is a great way to get more rope time.",
            {}),
    ), (
        ("practice_night", "what night's bell practice?"),
    )),
    Written("aj_woodwork_pendleton_table", (
        Say(0,
            "Got a commission! A couple in Frome (the Pendletons) want a 6-seater dining table "
            "in white oak with a trestle base. I've quoted £2,400. Is that low for about 60 "
            "hours plus timber?",
            "It's on the lean side once you count timber, finishing and overheads; many makers "
            "would be nearer £3,000.",
            {"table_price": "£2,400", "table_wood": "white oak"}),
        Fill(1, 2),
        Say(6,
            "Pendletons need it by 20 November, they're hosting the whole family for Christmas",
            "A reasonable window. Build in two weeks for the finish to cure before delivery.",
            {"table_deadline": "20 Nov"}),
        Fill(10, 3),
        Say(20,
            "They've asked for English walnut on the top, keeping the oak base. Walnut's "
            "nearly 3x the price, so I'm thinking £3,150 - too cheeky?",
            "Not cheeky: the material cost has genuinely gone up. Show them the breakdown and "
            "they'll likely accept.",
            {"table_wood": "walnut top, oak base"}),
        Say(22,
            "met in the middle at £3,100, shook on it. Deposit of a third by Friday",
            "Good outcome. Get it in writing with the deposit terms.",
            {"table_price": "£3,100"}),
        Fill(30, 3),
        Say(45,
            "Another enquiry: a café in Bath wants a long bench in ash. Quote them £650?",
            "For a commercial piece, allow for a tougher finish and heavier use; £650-800 "
            "seems fair.",
            {}),
        Say(48,
            "what finish for a dining table top that gets wine spilt on it, hardwax oil or "
            "lacquer?",
            "Hardwax oil is easy to repair and feels lovely; a good lacquer resists wine and "
            "heat better but is harder to fix. Many makers use hardwax oil for family tables.",
            {}),
        Fill(50, 3),
        Fill(60, 3),
        Say(70,
            "Picked up the boards from the timber yard in Chippenham, £1,140 for the top alone 😬",
            "Ouch. Sticker them and let them acclimatise in the workshop for a couple of weeks.",
            {}),
        Fill(75, 2),
        Fill(85, 3),
        Say(96,
            "Delivered the Pendleton table yesterday!! They loved it. Sent the final invoice, "
            "the agreed figure plus £80 delivery",
            "Congratulations - get some good photos for your portfolio while it's fresh.",
            {}),
        Fill(100, 3),
        Say(110,
            "what should I charge per hour next year? everyone says I undercharge",
            "Work backwards from what you need to earn, divide by realistic billable hours "
            "(not all of them), and add overheads. Most makers find their rate rises.",
            {}),
        Fill(115, 3),
    ), (
        ("table_price", "what did the Pendletons and I agree on for the table?"),
        ("table_wood", "what's the top of the Pendleton table made of?"),
        ("table_deadline", "when did the Pendletons need their table by?"),
    )),
    Written("aj_ham_callsign_2e0", (
        Say(0,
            "Passed my Foundation!! Callsign came through today: M7KTB 🎉 what's a good first "
            "HF antenna for a small back garden?",
            "Congratulations! An end-fed half-wave or a simple 40 m dipole are popular for "
            "small gardens.",
            {"call_sign": "M7KTB"}),
        Fill(2, 2),
        Say(6,
            "Got an end-fed half wave for 40m up along the back fence, about 20m of wire. SWR "
            "1.3 at 7.1",
            "That's a good match. Try 20 m in the afternoons too; it usually works there as well.",
            {"antenna": "EFHW for 40m"}),
        Say(8,
            "thinking a G5RV would be better but the garden's only 25m long",
            "A full G5RV is about 31 m, so the half-size version or what you have is a better fit.",
            {}),
        Fill(20, 2),
        Say(91,
            "Intermediate passed!! new call is 2E0KTB. can you write me a short bio for QRZ?",
            "Here's a draft: 'Licensed this year, mostly on 40 m from a small garden, always "
            "happy to chat or help a newcomer.'",
            {"call_sign": "2E0KTB"}),
        Say(93,
            "my elmer Dave runs a 3 element yagi on a 15m tower, one day lol",
            "Something to aim for! A yagi makes a big difference in contests.",
            {}),
        Say(100,
            "CQ WW this weekend, I'll be mostly on 40. logging software for a beginner?",
            "N1MM Logger+ is the usual choice; it's free and has a CQ WW setup.",
            {}),
    ), (
        ("call_sign", "whats my callsign now? new logbook"),
        ("antenna", "what aerial have I got up?"),
    )),
    Written("aj_quilt_prairie_star", (
        Say(0,
            "I just got roped into being secretary of the Prairie Star Quilt Guild lol. We "
            "meet the second Thursday at the Lutheran church hall. Can you help me set up a "
            "minutes template?",
            "Sure! A simple one: date, attendance, old business, new business, treasurer's "
            "report, show-and-tell, next meeting.",
            {}),
        Say(5,
            "Our raffle quilt this year is a 64-block sampler, every member makes 4 blocks at "
            "12.5 inches unfinished. Draft an email to members explaining it?",
            "Here's a draft: 'Hi all! This year's raffle quilt is a sampler, and we'd love "
            "each of you to make four blocks...'",
            {"raffle_blocks": "64"}),
        Fill(6, 2),
        Say(14,
            "county fair quilt entries are due July 12 - I'm putting my Storm at Sea in large "
            "pieced. what should be on my checklist?",
            "A covered name label, a hanging sleeve if required, a clean lint-rolled quilt, "
            "and a copy of your entry form.",
            {"fair_deadline": "July 12"}),
        Fill(20, 2),
        Say(33,
            "Fair office just called, the entry deadline got pushed back a week to the 19th "
            "because of their new online system 🙌",
            "A welcome extra week! Use it for the binding and label.",
            {"fair_deadline": "July 19"}),
        Say(35,
            "My friend Darlene's guild in Wichita does a 100 block raffle quilt every single "
            "year, how??",
            "Bigger guilds, more hands! Many split the work into block teams and a finishing team.",
            {}),
        Fill(40, 2),
        Say(44,
            "Last year's fair deadline was July 8 and I missed it by a day, never again",
            "A calendar reminder a week early should do the trick this year.",
            {}),
    ), (
        ("fair_deadline", "when do I have to get my quilt entered at the fair?"),
        ("raffle_blocks", "how many blocks are in the guild raffle quilt?"),
    )),
    Written("aj_bonsai_juniper_soil", (
        Say(0,
            "Hello, I have a Chinese juniper since 2019, at the moment it is in pure akadama. "
            "I want to repot in spring. Which mix do you recommend for a juniper in a cold "
            "climate? We live near Augsburg.",
            "For junipers with cold, wet winters, a free-draining mix such as akadama, pumice "
            "and lava in equal parts is a common choice.",
            {"soil_mix": "pure akadama"}),
        Fill(1, 2),
        Say(40,
            "Today I did the repot! The new substrate is akadama, pumice and lava 1:1:1 like "
            "you suggested. The roots were very compacted in the old one.",
            "Well done. Keep it out of strong wind and full sun for a few weeks while the "
            "roots recover.",
            {"soil_mix": "akadama/pumice/lava 1:1:1"}),
        Say(42,
            "In the Bonsai Focus magazine they use 100% pumice for junipers. Is this better?",
            "Pure pumice drains very well but holds less water; it works if you water more often.",
            {}),
        Say(50,
            "Our club, the Bonsai Freunde Augsburg, has the exhibition on 14 September in the "
            "Botanischer Garten. I want to show the juniper there!",
            "A great goal. Plan the styling and wiring early so it has time to settle before "
            "the show.",
            {"club_show": "14 Sept"}),
        Fill(55, 2),
        Say(61,
            "My club friend Anton will show his trident maple, it is 60 years old! Mine is "
            "small beside it.",
            "Every tree tells its own story; visitors appreciate a well-kept tree of any size.",
            {}),
    ), (
        ("soil_mix", "In which soil is my juniper now?"),
        ("club_show", "When is the exhibition of the club?"),
    )),
    Written("aj_chess_ecf_rating", (
        Say(0,
            "my ECF rating just came out: 1645, up from 1590 last season! which openings "
            "should I study to push for 1800?",
            "At that level tactics and endgames pay off more than openings, but a solid "
            "repertoire with 1.e4 and the Caro-Kann is a good base.",
            {"chess_rating": "1645"}),
        Fill(2, 2),
        Say(29,
            "league night tomorrow vs Harrogate, I've got black against a 1720. ideas vs the "
            "London System?",
            "An early ...c5 and ...Qb6 is annoying for London players; aim for active piece play.",
            {}),
        Fill(35, 2),
        Say(120,
            "new rating list is out. down to 1612 after that disaster of a congress in "
            "Scarborough. sigh",
            "Ratings bounce around; one bad weekend doesn't undo your progress. Review those "
            "games calmly.",
            {"chess_rating": "1612"}),
        Say(125,
            "captain's put me on board 2 for the rest of the season since Phil's gone to work "
            "in Dubai",
            "A step up - a good chance to test yourself against stronger players.",
            {"board": "board 2"}),
        Say(126,
            "Phil was 1890 so I'm not exactly filling his shoes lol",
            "You don't need to - just play your own games.",
            {}),
    ), (
        ("chess_rating", "what's my grading at the moment?"),
        ("board", "which board do I play on for the team?"),
    )),
    Written("aj_pottery_wedding_mugs", (
        Say(0,
            "My sister's asked me to make 12 mugs as wedding favours for September 😅 I've "
            "only been throwing 6 months. Is that realistic? I'm at the studio Mondays and "
            "Thursdays",
            "Very doable if you throw extras - plan on half as many again to allow for losses "
            "in trimming and firing.",
            {"mug_count": "12"}),
        Fill(1, 2),
        Say(8,
            "For the wedding mugs I'm going with celadon over white stoneware, she loves pale "
            "green. Does celadon crawl at cone 6?",
            "Celadons usually don't crawl if applied evenly; they need a thin, even coat on a "
            "clean bisque.",
            {"mug_glaze": "celadon"}),
        Fill(12, 2),
        Say(26,
            "test tiles came out and the celadon's gone a muddy grey 🤢 switching to Amaco "
            "Potter's Choice Seaweed, my test tile of that looked gorgeous",
            "That one's popular and forgiving, and it breaks beautifully over texture.",
            {"mug_glaze": "Amaco Seaweed"}),
        Say(28,
            "studio buddy Priya glazes everything in shino and is making 40 mugs for a café, "
            "makes my lot look easy",
            "Forty is a big order! Shinos are beautiful but can be unpredictable.",
            {}),
        Say(40,
            "how many pounds of clay should I buy? each mug's about a pound before trimming",
            "Take your planned number, add about half again for losses, and buy a little extra "
            "on top.",
            {}),
    ), (
        ("mug_glaze", "which glaze did I settle on for the wedding mugs?"),
        ("mug_count", "how many mugs am I making for my sister?"),
    )),
    Written("aj_cb360_restoration", (
        Say(0,
            "Bought a 1974 Honda CB360 basket case for £900, it's been in a barn near "
            "Horncastle since 1992. Seized engine, no paperwork. Where on earth do I start?",
            "Start with the paperwork route for an old unregistered bike, then free the engine "
            "gently with penetrating oil before trying to turn it.",
            {"bike_price": "£900"}),
        Fill(1, 2),
        Say(10,
            "Tank's going back to the original Candy Jade Green, that's what's on the frame tag",
            "Factory colours help value and originality; Honda specialists can give you the "
            "paint code.",
            {"tank_colour": "Candy Jade Green"}),
        Fill(15, 3),
        Fill(25, 3),
        Say(30,
            "engine shop in Louth quoted £380 for a rebore to first oversize with new pistons",
            "That's a fair quote. Ask them to check the valve guides while it's apart.",
            {}),
        Say(41,
            "Picked the barrels up. Ended up paying £420 for the rebore, they had to recut two "
            "valve seats too.",
            "Worth it - a fresh top end with good seats will make it run properly.",
            {"rebore_cost": "£420"}),
        Fill(50, 3),
        Say(62,
            "changed my mind on the tank, going Candy Ruby Red. looks mint with the black seat",
            "Plenty of these left the factory in red, so it's still period-correct.",
            {"tank_colour": "Candy Ruby Red"}),
        Say(64,
            "bloke on the CB360 forum did his in metallic blue, looks smart but not for me",
            "Custom colours can look great but often hurt resale.",
            {}),
        Fill(75, 3),
        Fill(85, 3),
        Say(92,
            "Painter says the ruby red's a nightmare to get even over the old primer, so it's "
            "back to the jade green after all. Original it is.",
            "A sensible call, and it keeps it true to the frame tag.",
            {"tank_colour": "Candy Jade Green again"}),
        Say(100,
            "Paid the painter £350 for tank and side panels, reasonable I think",
            "That's reasonable for a quality candy finish.",
            {}),
        Fill(110, 3),
        Say(120,
            "how do I balance the carbs on a twin without a vacuum gauge?",
            "You can get close by matching the slide lift with a drill bit, then fine-tune by "
            "ear and by pulling each plug cap in turn. A cheap gauge set is still worth it.",
            {}),
        Fill(125, 3),
        Say(140,
            "she started first kick this morning!!! 34 years in a barn 😄",
            "Fantastic! Let it warm up gently and check for leaks before any road run.",
            {}),
        Fill(145, 3),
    ), (
        ("tank_colour", "what colour's the tank ending up?"),
        ("rebore_cost", "how much did the rebore cost me in the end?"),
    )),
    Written("aj_sourdough_show_loaf", (
        Say(0,
            "My starter's called Doughlene Parton 😂 she's 3 years old. I'm entering the bread "
            "class at the Chiltern Vale Show on Wednesday 28 August! Plan is a white sourdough "
            "at 72% hydration. Thoughts?",
            "Lovely plan! That's a good middle ground for shaping and an open crumb; bake the "
            "same loaf weekly until the show.",
            {"starter_name": "Doughlene Parton", "hydration": "72%"}),
        Fill(1, 2),
        Say(15,
            "72 was too slack, couldn't get an ear at all. dropping to 68",
            "Lower hydration will give you more structure. Keep the bake hot with steam for "
            "the first 20 minutes.",
            {"hydration": "68%"}),
        Say(16,
            "the baker at the market swears by 80% for the open crumb, but his loaves are flat "
            "as pancakes",
            "Very wet doughs need a lot of strength-building; for a show loaf, shape matters too.",
            {}),
        Fill(22, 3),
        Fill(30, 3),
        Say(40,
            "Show schedule's out, bread's judged on the Thursday now, 29th. One loaf, min 500g",
            "Bake a little over the minimum weight to allow for moisture loss.",
            {}),
        Fill(45, 3),
        Say(50,
            "my scoring keeps dragging, how do I get a cleaner cut with the lame?",
            "Score straight from the fridge, hold the blade at a shallow angle, and make one "
            "quick confident stroke.",
            {}),
        Fill(52, 3),
        Say(60,
            "Went to 70 in the end, 68 was a touch tight. crumb's perfect now 🍞",
            "Sounds like you've found the sweet spot.",
            {"hydration": "70%"}),
        Say(62,
            "Bake Off judges apparently like 75% for a sourdough. not changing now though",
            "Consistency is the smart choice this close to the show.",
            {}),
        Fill(70, 3),
        Say(80,
            "Last year's winner was a 65% loaf from someone in Amersham, so low hydration can win",
            "It shows the judges look at the whole loaf, not just an open crumb.",
            {}),
        Fill(84, 2),
        Fill(90, 3),
        Say(95,
            "Came SECOND!!! the judge said my crust was a touch pale, next year I'm going darker",
            "Congratulations! A longer bake with the lid off will deepen the crust.",
            {}),
        Fill(100, 2),
    ), (
        ("hydration", "what hydration did I settle on for the show loaf?"),
        ("starter_name", "what's my starter called again lol"),
    )),
)
# fmt: on


def batch_aj_tenants() -> list[Tenant]:
    """Set AJ as tenants, numbered after the sets written before it."""
    return numbered_in_order("aj", BATCH_AJ)
