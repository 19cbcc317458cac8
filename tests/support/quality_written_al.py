"""Set AL: people who cook, bake or eat with care and use the assistant as their kitchen
notebook: a mum cooking for a coeliac son and a fickle teenager, a home baker in Wales taking
cake orders, a Polish sous chef in Manchester, a French supper-club host in Bristol, a Fife woman
typing up her late gran's recipe tin, an American coffee nerd, a London wedding caterer, a
retired allotment holder, a food blogger, and smaller users: a dieter with a protein target, a
school cook, a student on a budget, a gym meal-prepper, a Texan chili cook-off entrant, a family
hosting a nut-allergic guest at Christmas, a sourdough baker, a Portuguese woman on a low-FODMAP
reintroduction, a daughter cooking for her father's kidney diet, a dad weaning a baby, a new
vegan, a wine club member, a pickler, a kombucha brewer, a first-time brisket smoker and a jam
maker. They tell flours, diets, allergies, quantities, oven and sugar temperatures, ratios,
suppliers, prices, pickup dates, guest counts and venues, in passing, as corrections, as plans
that move, in lowercase, with typos and emojis, or in second-language English. Facts change as
diets, orders, rotas, suppliers and guest lists change; some change back, some are said again in
other words. Decoys: a sister's or friend's diet, a classmate's flour, another customer's order
on the old date, a cookbook's temperature, a rival restaurant's dish, the old supplier calling
back, a rejected sponsor or venue, an old value recalled, a coach's or husband's numbers, and
quantities of other kinds next to the real one."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AL: tuple[Written, ...] = (
    Written("al_coeliac_son_fussy_teen", (
        Say(0,
            "hi! going to use you as my kitchen notebook. background: my son Reuben is 9 and "
            "coeliac (diagnosed in January), my daughter Isla is 14 and eats about four foods. "
            "For baking we use the Doves Farm plain GF blend for pretty much everything. Can "
            "you suggest a gluten free birthday cake that doesn't taste like cardboard?",
            "A lemon drizzle made with ground almonds and a GF blend stays moist, and most "
            "people never notice. Want it scaled for a 20cm tin?",
            {"gf_flour": "Doves Farm plain blend"}),
        Fill(0, 2),
        Say(5,
            "Reuben's dietitian follow-up is 17 June at 2.40 at the Royal Alex. What should I "
            "ask her about oats?",
            "Ask whether he can try pure uncontaminated oats, how often his bloods will be "
            "checked, and whether he can get staples on prescription.",
            {"dietitian_appt": "17 June, 2.40pm"}),
        Fill(5, 3),
        Say(10,
            "update from planet teenager: Isla has announced she's pescatarian as of monday. so "
            "fish yes, meat no. what can I make that works for her AND is gluten free for "
            "Reuben without cooking two dinners?",
            "A salmon traybake with potatoes and green beans works for both, or a prawn fried "
            "rice made with tamari instead of soy sauce.",
            {"isla_diet": "pescatarian"}),
        Fill(12, 3),
        Say(18,
            "School rang - another boy in Reuben's class, Theo, is coeliac too and his mum only "
            "uses the Schar mix. Is that one any good for bread?",
            "Schar's bread mix makes a decent sandwich loaf. It's a little denser than wheat "
            "bread but toasts well.",
            {}),
        Fill(18, 2),
        Fill(22, 4),
        Say(25,
            "made fish pie tonight and Isla had two helpings!! small victories 🎉",
            "That's a big win. Fish pie freezes well too, so you could batch it.",
            {}),
        Fill(30, 4),
        Say(40,
            "Finally got the GP to prescribe GF staples, so we're on the Juvela mix from the "
            "pharmacy now and honestly the pastry is miles better than the Doves stuff - it's "
            "our go-to from here on. Could you adapt my mum's mince pie pastry to it? 225g "
            "flour, 100g butter, 1 egg.",
            "That blend likes a little more liquid: add a tablespoon of cold milk with the egg "
            "and chill the dough for an hour before rolling.",
            {"gf_flour": "Juvela (prescription)"}),
        Fill(41, 3),
        Say(47,
            "Isla's orthodontist is 3rd July at 9am so she'll miss breakfast club. Quick "
            "breakfast she can eat in the car?",
            "A yoghurt pot with granola, a banana, or a cheese roll wrapped in foil.",
            {}),
        Fill(50, 3),
        Fill(58, 2),
        Fill(62, 4),
        Say(70,
            "so the fish-only phase is over. school trip to the outdoor centre, they served "
            "chilli con carne, she was starving, and now she's happily back on chicken and mince "
            "like nothing happened. one menu for everyone again, thank god",
            "Ha, that's often how it goes. One pot for everyone makes weeknights easier.",
            {"isla_diet": "eats meat again"}),
        Fill(72, 3),
        Say(80,
            "someone at work swears Schar is the only mix worth using for pizza bases. might "
            "try it one day but I'm not buying a whole box just to experiment",
            "If you want to test it cheaply, a single 500g bag of pizza mix costs much less than "
            "a full box.",
            {}),
        Say(84,
            "Isla now wants to go vegan for Veganuary lol. not happening in this house",
            "Maybe meet halfway with a couple of plant-based dinners a week?",
            {}),
        Fill(90, 3),
        Fill(100, 4),
        Fill(115, 4),
        Fill(130, 4),
    ), (
        ("gf_flour", "which gluten free flour am I baking with these days?"),
        ("isla_diet", "doing the big shop - is Isla still off meat or not?"),
        ("dietitian_appt", "when's Reuben's dietitian thing again?"),
    )),

    Written("al_welsh_celebration_cakes", (
        Say(0,
            "Right, I'm taking cake orders properly from home now I've got my 5 star hygiene "
            "rating from the council. Two tier celebration cakes I'm pricing at £120, single "
            "tier £65. Is that daft? Ingredients for a two tier cost me about £38.",
            "Not daft at all. Once you count your hours it's at the modest end, so keep an eye "
            "on the margin as butter prices move.",
            {"two_tier_price": "£120"}),
        Fill(1, 3),
        Say(3,
            "New order! Mrs Henderson, 40th for her husband, 8 inch, 30 portions, picking up "
            "Saturday the 14th at 10am. Help me write a simple order confirmation text?",
            "Here's a short one you can send, with a line about the deposit and the allergen "
            "information.",
            {"henderson_pickup": "Saturday 14th, 10am"}),
        Fill(4, 2),
        Say(9,
            "ugh she's messaged. they're going away saturday morning so they'll collect friday "
            "13th after 5 instead. means baking thursday night now",
            "A Thursday-night bake is fine for buttercream: let it rest overnight and decorate "
            "on Friday.",
            {"henderson_pickup": "Friday 13th after 5pm"}),
        Say(11,
            "Another one in: the Pritchards want a unicorn cake, collecting Saturday the 14th "
            "at 11. Busy weekend!",
            "Busy indeed. Make the fondant horn a couple of days ahead so it dries hard.",
            {}),
        Fill(12, 3),
        Say(20,
            "Okafor wedding booked 🎉 3 tiers: bottom vanilla bean, middle red velvet, top "
            "chocolate orange. 14 September. £150 deposit paid.",
            "Congratulations! Give the red velvet tier a firm crumb coat so the colour doesn't "
            "bleed into the white icing.",
            {"okafor_top_tier": "chocolate orange"}),
        Fill(21, 3),
        Fill(24, 3),
        Say(28,
            "butter's gone up AGAIN, £2.89 a block at the cash and carry. that's it, two tiers "
            "are £135 from the 1st, I've already changed the price list on facebook",
            "Sensible. Honour any quotes you've already sent and most customers won't mind.",
            {"two_tier_price": "£135"}),
        Fill(29, 2),
        Say(35,
            "Okafors came for their tasting. They loved the raspberry and white chocolate "
            "sample so much it's replacing the choc orange on top. Bottom and middle stay as "
            "they were.",
            "Good choice for a wedding. Freeze-dried raspberry in the buttercream keeps it "
            "stable and pink.",
            {"okafor_top_tier": "raspberry & white chocolate"}),
        Fill(36, 3),
        Say(42,
            "that new bakery in Cardiff Bay charges £180 for a two tier. mad. who's paying that",
            "City-centre rents push prices up; your customers are getting a good deal.",
            {}),
        Fill(45, 3),
        Say(50,
            "Christening order for the Jenkins family: single tier, lemon, fondant, 6 inch, "
            "collecting the 27th.",
            "Lemon sponge under fondant is lovely. Add a thin layer of ganache for sharp edges.",
            {}),
        Fill(55, 3),
        Say(60,
            "how much freeze dried raspberry powder do I need for 500g of buttercream? it's for "
            "the raspberry and white choc top tier of the Okafor cake",
            "Start with 15-20g, sifted, and add more to taste; too much makes it grainy.",
            {"okafor_top_tier": "raspberry & white chocolate (said again)"}),
        Say(66,
            "funny, the October couple want chocolate orange on top - the exact flavour the "
            "Okafors dropped",
            "Handy, you already know that recipe works.",
            {}),
        Fill(70, 3),
        Fill(75, 4),
        Fill(85, 4),
        Fill(95, 4),
    ), (
        ("henderson_pickup", "what day and time is Mrs Henderson collecting?"),
        ("two_tier_price", "someone on insta asking how much for a two tier, what do I charge?"),
        ("okafor_top_tier", "remind me what's going on the top tier of the Okafor wedding cake"),
    )),

    Written("al_sous_chef_ancoats", (
        Say(0,
            "hello. I am sous chef in small bistro in Ancoats, 40 covers. Head chef is Carla "
            "Brennan, very strict on mise en place. I want you help me keep notes for menus and "
            "suppliers.",
            "Happy to. Send me menus and supplier details as they come and I'll keep them handy.",
            {"head_chef": "Carla Brennan"}),
        Say(1,
            "spring menu is final. starter burrata with blood orange, main is lamb rump with "
            "smoked aubergine, salsa verde and crispy chickpeas, fish is hake with mussels, "
            "dessert rhubarb custard tart. fish come from Brixham Fish Co, delivery tue and fri",
            "Nice balanced menu. With Tuesday and Friday drops, a fish special fits best at the "
            "end of the week.",
            {"lamb_main": "lamb rump, smoked aubergine, salsa verde, crispy chickpeas",
             "fish_supplier": "Brixham Fish Co"}),
        Fill(2, 3),
        Say(8,
            "Can you make prep list for the lamb for 40 covers? one rump is around 250g",
            "Here's a list by station: butchery and portioning, aubergine smoking, sauce, and "
            "chickpeas, with quantities for 40 plus 10% spare.",
            {}),
        Fill(9, 3),
        Say(20,
            "Brixham sent again hake full of worms and 2 hours late. Carla says enough. From "
            "next week our fish is from Wyre Seafoods in Fleetwood, they deliver mon wed fri",
            "Get their spec sheet and agree an order cut-off time in the first week.",
            {"fish_supplier": "Wyre Seafoods, Fleetwood"}),
        Fill(21, 3),
        Say(30,
            "restaurant across the road (Pollen) do lamb neck with anchovy and it is very good. "
            "maybe we steal the idea for autumn",
            "Lamb and anchovy is a classic pairing; it would suit a slower braise for autumn.",
            {}),
        Fill(31, 3),
        Say(45,
            "big news in kitchen. Carla is leaving end of month to open her own place in Leeds. "
            "owner give her job to Dev Raman from Hawksmoor, he start on the 1st",
            "That's a big change. Worth asking Dev early how he wants the pass and the ordering "
            "run.",
            {"head_chef": "Dev Raman (from the 1st)"}),
        Fill(46, 3),
        Fill(50, 2),
        Say(60,
            "first week under Dev. he changes everything, now we taste every sauce two times "
            "before service",
            "New head chefs often start strict; it usually settles once he trusts the team.",
            {"head_chef": "Dev Raman (started)"}),
        Fill(61, 3),
        Say(70,
            "Brixham called today, new manager, they want us back with 10% discount. I said we "
            "think about it but honestly no",
            "A discount doesn't fix quality. Keep the number in case you ever need a backup.",
            {}),
        Say(75,
            "Carla's restaurant opened!! I went on day off, tasting menu 9 courses, amazing",
            "That's great to hear. Nine courses is ambitious for an opening week.",
            {}),
        Fill(80, 3),
    ), (
        ("fish_supplier", "who do we order fish from at the moment?"),
        ("head_chef", "I need the name of head chef for allergen sign-off sheet, who is it now?"),
        ("lamb_main", "what was lamb main on the spring menu? want to put it on our instagram"),
    )),

    Written("al_bristol_supper_club", (
        Say(0,
            "I run a little supper club from my flat in Montpelier. The next one is Saturday 21 "
            "September, theme is Breton. Can you help me with a menu?",
            "Galettes with ham, egg and comte to start, a cotriade fish stew, then far breton "
            "or kouign-amann.",
            {"next_date": "Saturday 21 September", "venue": "her flat in Montpelier"}),
        Fill(1, 2),
        Say(6,
            "bad news, my landlord is replacing the boiler that weekend, so I push it to the "
            "28th. same menu",
            "A week later is fine; tell the ticket holders soon so they can rearrange.",
            {"next_date": "Saturday 28 September"}),
        Say(8,
            "tickets all sold, 18 people coming plus me and Jules helping. can you scale the "
            "cotriade?",
            "Here it is scaled up, with about 180g of fish per person and extra bread for the "
            "broth.",
            {"breton_guests": "18"}),
        Fill(9, 3),
        Say(15,
            "thinking of a bigger space for the winter ones. options: the Glasshouse in Stokes "
            "Croft (£90 for the evening) or the back room of the Crown (free if people buy "
            "drinks)",
            "The Glasshouse gives you more control; the Crown is cheaper but you share the "
            "noise of the bar.",
            {}),
        Fill(16, 2),
        Say(29,
            "it went SO well!!! the far breton disappeared in 5 minutes",
            "Wonderful! That's a good sign for the next one.",
            {}),
        Fill(30, 3),
        Say(35,
            "ok lots of news, bear with me. I've booked the Glasshouse at Stokes Croft for the "
            "whole winter series, deposit paid, they have a proper oven and 6 burners, "
            "chairs for 24 and the lady who runs it, Maud, will lend me her big Le Creuset "
            "pots. First one there is Friday 15 November, theme game and chestnuts, I'm "
            "thinking venison, a chestnut soup, and a pear tarte tatin. Jules can't do "
            "November so I need another helper, and I want to print little menus on brown "
            "card. can you suggest a font that feels rustic but readable?",
            "For rustic but readable, try a slab serif like Roboto Slab or a soft serif like "
            "Lora, in dark brown ink on kraft card.",
            {"venue": "The Glasshouse, Stokes Croft", "next_date": "Friday 15 November"}),
        Fill(36, 3),
        Fill(40, 3),
        Say(50,
            "email to the guest list please: change of date, the 15th becomes Saturday 23rd "
            "November, doors at 7.30 as before, apologies for the trouble",
            "Here's a draft: 'Dear friends, a small change of plan...' with the new date, the "
            "time and an offer to refund anyone who can't make it.",
            {"next_date": "Saturday 23 November"}),
        Fill(51, 2),
        Say(58,
            "the Glasshouse double-booked us!!! furious. ok, the 23rd still happens but at mine "
            "again, I'll squeeze the tables together",
            "Annoying, but your flat worked beautifully last time. Ask for the deposit back "
            "in writing.",
            {"venue": "back at her flat", "next_date": "23 November (said again)"}),
        Say(60,
            "my friend Anouk runs a supper club in Bath, hers is on the 21st of December, we "
            "will compare notes after",
            "Nice to have someone to swap ideas with.",
            {}),
        Say(62,
            "the Breton night on the 28th feels like a year ago. for the new year ones the "
            "Crown back room is still an option, I'll see",
            "Worth a visit on a busy night to see how loud it gets.",
            {}),
        Fill(63, 3),
    ), (
        ("next_date", "when's my next supper club?"),
        ("venue", "where am I doing the november supper club in the end?"),
        ("breton_guests", "how many guests came to the Breton night?"),
    )),

    Written("al_grans_recipe_tin", (
        Say(0,
            "My gran passed in the spring and I've got her recipe tin. Trying to type them all "
            "up. Shortbread first: 8oz butter, 4oz caster sugar, 8oz plain flour and 4oz rice "
            "flour, and she baked it slow at 150 fan till it was pale. Can you turn the ounces "
            "into grams?",
            "Here are the grams. A low oven like hers is what keeps shortbread pale and sandy.",
            {"shortbread_oven": "150C fan"}),
        Fill(0, 2),
        Say(4,
            "clootie dumpling card: 4oz suet, 8oz self raising, 4oz breadcrumbs, 2 tsp mixed "
            "spice, 1 tsp ginger, 6oz sultanas, 2 tbsp treacle, milk to mix. boil 3 hours. "
            "grams please",
            "Here's the card in grams; I've kept her boiling time and 'milk to mix' as written.",
            {"clootie_suet": "4oz"}),
        Say(6,
            "Tablet next. She took it to 118 on the sugar thermometer, 1kg sugar, a tin of "
            "condensed milk, 125g butter and 250ml milk.",
            "That's a classic tablet. Beat it hard off the heat until it turns grainy before "
            "pouring.",
            {"tablet_temp": "118C"}),
        Fill(7, 3),
        Say(15,
            "my Mary Berry book says shortbread at 160, 140 fan... gran's was hotter than that, "
            "I'm sticking with hers",
            "Fair enough; family recipes are tuned to the family oven anyway.",
            {}),
        Fill(16, 3),
        Say(30,
            "found a second clootie card at the back of the tin in her later writing. the suet "
            "is scored out and it says 6oz. Aunt Morag says gran upped it in the 90s because "
            "the old one was dry, so 6oz is the real one",
            "Good find. The later card is probably the one she actually used.",
            {"clootie_suet": "6oz"}),
        Fill(31, 3),
        Say(40,
            "Morag makes hers with vegetarian suet, 5oz, and it's nearly as good as gran's",
            "Vegetable suet works well in steamed puddings.",
            {}),
        Fill(42, 3),
        Say(60,
            "making tablet for the church sale, how long does it need to cool before I cut it?",
            "Score it after about 20 minutes, then cut fully once it's set, an hour or two.",
            {}),
        Fill(62, 3),
        Fill(75, 3),
        Say(90,
            "Christmas: making gran's clootie for 12. If I double the card is it still 3 "
            "hours boiling?",
            "Give a double one about 4 hours, and keep the water topped up.",
            {}),
        Fill(92, 3),
    ), (
        ("shortbread_oven", "what oven did gran do her shortbread at?"),
        ("clootie_suet", "how much suet is it in granny's clootie dumpling?"),
        ("tablet_temp", "what temperature did gran boil her tablet to?"),
    )),

    Written("al_coffee_setup", (
        Say(0,
            "ok current setup: Baratza Encore, Hario V60, Fellow kettle. doing 1:16 for pour "
            "over (15g to 240g). beans come from my Lodestar Roasters subscription every 2 "
            "weeks. why does my cup taste kinda hollow?",
            "Hollow usually means under-extracted: grind a notch finer or pour a bit slower.",
            {"grinder": "Baratza Encore", "brew_ratio": "1:16",
             "roaster": "Lodestar Roasters"}),
        Fill(1, 3),
        Say(7,
            "tried 1:15 this week, way juicier with the Ethiopian. making that my default",
            "Stronger ratios suit fruity naturals. Taste as the beans age, though.",
            {"brew_ratio": "1:15"}),
        Fill(8, 3),
        Say(20,
            "Pulled the trigger on a Niche Zero! The Encore's going to my brother. Where should "
            "I start for V60 on it?",
            "Around 45-55 on the dial is a common starting point for V60; adjust by taste.",
            {"grinder": "Niche Zero"}),
        Fill(21, 3),
        Say(30,
            "my buddy Marcus got a Comandante hand grinder and won't shut up about it",
            "It's a great grinder, though a lot of cranking for daily use.",
            {}),
        Fill(32, 3),
        Say(45,
            "back to a longer ratio honestly, 1:15 is too heavy with these washed Kenyans. "
            "15g in, 248g water, so 1:16.5",
            "Makes sense, washed coffees often open up with more water.",
            {"brew_ratio": "1:16.5"}),
        Fill(47, 3),
        Say(55,
            "a video I watched says 60g per litre is the golden standard, that's like 1:16.7",
            "It's a good rule of thumb, but your taste is what counts.",
            {}),
        Say(56,
            "thinking about getting beans from Ridgeline Coffee, they do a sub with free "
            "shipping",
            "Try one bag before switching your whole subscription.",
            {}),
        Fill(60, 3),
        Say(70,
            "cafe downtown had Ridgeline beans on, incredible gesha, $9 a cup lol",
            "Gesha is pricey everywhere; nice to try it without buying a bag.",
            {}),
        Fill(72, 2),
        Fill(80, 3),
    ), (
        ("grinder", "which grinder do I have now? someone on reddit asked"),
        ("brew_ratio", "what ratio am I using for v60 currently"),
        ("roaster", "who do I get my beans from?"),
    )),

    Written("al_wedding_caterer_london", (
        Say(0,
            "New booking confirmed: the Mensah-Boateng wedding, Saturday 7 June at Hatfield "
            "Barns. Jollof, suya skewers, plantain and a grill station. Initial numbers are "
            "120 for the wedding breakfast.",
            "Lovely menu. A grill station that size usually needs two chefs on it.",
            {"mensah_date": "Saturday 7 June", "mensah_headcount": "120"}),
        Fill(1, 3),
        Fill(5, 3),
        Say(10,
            "Please draft the quote for the Mensah job: £48 per head, plus staff at £22 an hour.",
            "Here's a draft with the food, staff, hire items and a 25% deposit clause.",
            {}),
        Fill(11, 3),
        Say(25,
            "The bride emailed over the RSVPs last night - 134 confirmed. I need to redo the "
            "staffing, is one server per 12 guests right for a plated service?",
            "One per 10-12 is usual for plated; for a buffet you can stretch it to one per 20.",
            {"mensah_headcount": "134"}),
        Fill(26, 3),
        Fill(33, 3),
        Say(40,
            "The other wedding that weekend, the Clarke one on Sunday the 8th, is 90 people and "
            "mostly vegetarian.",
            "A vegetarian-heavy menu the day after means you can share some prep.",
            {}),
        Fill(41, 3),
        Fill(48, 3),
        Say(55,
            "Final numbers from the Mensahs: six have dropped out, so we're at 128 seated, plus "
            "4 children under five who won't need a meal.",
            "Good to have it settled. Keep a few spare portions for suppliers and the band.",
            {"mensah_headcount": "128"}),
        Say(57,
            "For the goat suya we're doing 180g a head. The butcher needs the order by Friday - "
            "is 24kg about right?",
            "That sounds about right with a little trimming loss.",
            {}),
        Fill(58, 3),
        Say(60,
            "The venue coordinator reminded me their maximum is 150 seated.",
            "Plenty of room then.",
            {}),
    ), (
        ("mensah_headcount", "how many are we feeding at the Mensah wedding?"),
        ("mensah_date", "date of the Mensah do?"),
    )),

    Written("al_allotment_harvest", (
        Say(0,
            "I've just taken on plot 14B at Meersbrook allotments. Full plot with a shed and a "
            "rhubarb crown older than me! What can I still sow in May?",
            "Plenty: French beans, courgettes, squash, beetroot, chard and salad every fortnight.",
            {"plot_number": "14B"}),
        Fill(1, 3),
        Say(14,
            "The gentleman on plot 9 gave me some leek seedlings, very kind.",
            "Lovely. Plant them deep in dibbed holes and water them in without firming.",
            {}),
        Fill(15, 3),
        Fill(30, 3),
        Fill(45, 3),
        Say(60,
            "Courgettes everywhere. The chutney I'm making: 1.5kg courgette, 500g onions, 400g "
            "brown sugar, 600ml malt vinegar, 2 tsp mustard seed. How long will it keep?",
            "Properly sealed in sterilised jars it keeps a year; leave it a month to mellow.",
            {"chutney_vinegar": "600ml malt vinegar"}),
        Fill(61, 3),
        Say(75,
            "Second batch done. Went with cider vinegar this time, the malt was too harsh, and "
            "only 500ml. Much nicer.",
            "A milder vinegar suits courgette, which hasn't much flavour of its own.",
            {"chutney_vinegar": "500ml cider vinegar"}),
        Fill(76, 3),
        Say(90,
            "Committee newsletter says plot 21 is vacant if anyone wants an extra half plot.",
            "Tempting, but a full plot is a lot of work already.",
            {}),
        Say(92,
            "The WI chutney recipe in the same newsletter uses a whole litre of vinegar! Far too "
            "sharp, surely.",
            "It depends on the sugar; a lot of vinegar and sugar cooks down to a sweet-sour mix.",
            {}),
        Fill(95, 3),
        Say(120,
            "Plum glut now. What can I do besides jam?",
            "Plum chutney, a spiced plum sauce, or halve and freeze them for crumbles.",
            {}),
        Fill(121, 3),
        Fill(130, 4),
        Fill(150, 4),
        Fill(160, 4),
    ), (
        ("plot_number", "the committee wants my plot number on the form, what is it?"),
        ("chutney_vinegar", "how much vinegar do I put in my courgette chutney now?"),
    )),

    Written("al_one_pan_food_blog", (
        Say(0,
            "Hi! I write a food blog (one-pan weeknight stuff), a new post goes out every "
            "Tuesday at 7am. Can you help me tighten this intro paragraph?",
            "Sure. Cut the first sentence and lead with the problem the recipe solves.",
            {"post_day": "Tuesday 7am"}),
        Fill(1, 3),
        Say(12,
            "Two brands reached out about sponsoring my one-pot series: Copperline cookware and "
            "Hearth & Pan. Leaning Copperline tbh.",
            "Compare how much editorial control each wants before you decide.",
            {}),
        Fill(13, 3),
        Say(20,
            "signed with Hearth & Pan in the end! Copperline wanted to approve every recipe. "
            "6 posts, first one next month",
            "Congratulations. Six posts is a nice run for a series.",
            {"sponsor": "Hearth & Pan"}),
        Fill(21, 3),
        Say(35,
            "analytics say people open my emails way more on Thursday evenings, so from this "
            "week posts go out Thursdays at 6pm",
            "Good use of data. Give it a month before judging the numbers.",
            {"post_day": "Thursday 6pm"}),
        Fill(36, 3),
        Say(40,
            "first sponsored one-pot post is drafted - need a disclosure line for Hearth & Pan "
            "that the ASA would be happy with",
            "Put '#ad' or 'Ad' clearly at the top, before any recipe content, not just in the "
            "hashtags.",
            {"sponsor": "Hearth & Pan (said again)"}),
        Say(50,
            "my friend Jo's baking blog goes out on Tuesdays, we used to clash every week haha",
            "Sharing readers is no bad thing, but it's nice not to compete.",
            {}),
        Fill(52, 3),
        Say(60,
            "Copperline emailed again asking if I'd do a Christmas thing for them. tempting...",
            "Check your Hearth & Pan contract for any exclusivity clause first.",
            {}),
        Fill(62, 3),
        Fill(70, 3),
        Fill(80, 3),
    ), (
        ("post_day", "when do my new posts go live now?"),
        ("sponsor", "which brand is sponsoring the one-pot series? need to tag them"),
    )),

    Written("al_dietitian_protein_target", (
        Say(0,
            "My dietitian has me on 1,600 kcal a day with at least 90g of protein. Breakfast "
            "ideas that get me 30g protein without shakes?",
            "Greek yoghurt with seeds, eggs on toast with cottage cheese, or smoked salmon on "
            "rye.",
            {"daily_calories": "1600 kcal", "protein": "90g"}),
        Fill(0, 2),
        Say(14,
            "husband's doing 2,200 because of his cycling. two portion sizes every night is a "
            "pain",
            "Cook the same meal and add extra rice or bread to his plate.",
            {}),
        Say(28,
            "review today, 4kg down! She wants my protein up to 110g now to protect muscle.",
            "Well done! Spreading it across three meals makes the higher target easier.",
            {"protein": "110g"}),
        Fill(29, 2),
        Say(40,
            "the high protein yoghurt has 15g per pot and 120 calories, is that good?",
            "That's a very good ratio for a snack.",
            {}),
        Fill(50, 3),
        Say(60,
            "hubby wants to try the 150g protein thing his mate does. he'll be eating chicken "
            "for breakfast",
            "Ha, he'll need to plan ahead. Protein needs vary a lot with size and training.",
            {}),
    ), (
        ("daily_calories", "what's my daily calorie allowance?"),
        ("protein", "how much protein am I supposed to hit each day?"),
    )),

    Written("al_primary_school_kitchen", (
        Say(0,
            "I'm the cook at Holmfirth Lane Primary. We do 214 dinners a day and there are 11 "
            "children on the allergy list. Can you help me plan a three-week rota?",
            "Yes. Let's start with the mains that suit most of the allergy list and build "
            "around them.",
            {"daily_meals": "214", "allergy_list": "11 children"}),
        Fill(1, 2),
        Say(10,
            "The high school up the road does 900 a day. Don't know how they manage.",
            "Big kitchens, more staff and a lot of batch cooking.",
            {}),
        Say(30,
            "new reception class is a big one so we're on 236 dinners from september. need "
            "more jacket potatoes!!",
            "Jacket potatoes scale easily; bake them in batches from 10am.",
            {"daily_meals": "236"}),
        Fill(31, 2),
        Say(45,
            "They're talking about free meals for all juniors next year. Could be 300+ if it "
            "happens.",
            "Worth flagging to the head early so they can plan staff and equipment.",
            {}),
        Say(46,
            "one of the children already on our list has just been diagnosed with sesame as "
            "well as milk. can hummus stay on the menu at all?",
            "Serve a sesame-free bean dip for everyone, which is easier than a separate dish.",
            {}),
        Fill(60, 3),
    ), (
        ("daily_meals", "how many lunches am I cooking a day now?"),
        ("allergy_list", "how many kids are on our allergy list?"),
    )),

    Written("al_student_halls_budget", (
        Say(0,
            "first year at uni, halls kitchen is literally a microwave and a 2 ring hob, no "
            "oven. what can i cook thats not pot noodle",
            "Loads: egg fried rice, pasta with tinned tomatoes and tuna, dal, or a one-pan "
            "chilli.",
            {"kitchen": "microwave + two-ring hob, no oven"}),
        Say(1,
            "budget is 25 quid a week for food. is that doable",
            "Yes if you cook in bulk and buy rice, pasta, lentils and frozen veg.",
            {"weekly_budget": "£25"}),
        Fill(2, 2),
        Say(20,
            "flatmate spends like £60 a week on deliveroo lmao",
            "Your wallet is winning this one.",
            {}),
        Fill(21, 2),
        Say(40,
            "got a job at the su bar!! so i can do 35 a week on food now 🙌 what shoud i add",
            "Nice! Some fresh veg, eggs and chicken thighs would make a big difference.",
            {"weekly_budget": "£35"}),
        Say(41,
            "mum says at uni she lived on a tenner a week. sure mum",
            "Prices were a bit different back then!",
            {}),
        Fill(42, 2),
    ), (
        ("weekly_budget", "how much have i got for food each week"),
        ("kitchen", "remind me what i've actually got to cook with in halls"),
    )),

    Written("al_gym_meal_prep", (
        Say(0,
            "Meal prep sunday as usual 💪 5 boxes, each one 200g chicken thigh, 150g cooked "
            "rice and broccoli. Macros per box?",
            "Roughly 45g protein, 45g carbs and 15g fat, depending on the thighs.",
            {"prep_day": "Sunday", "chicken_per_box": "200g"}),
        Fill(0, 2),
        Say(20,
            "New rota at work puts me on Sundays now, so prep is moving to Friday nights",
            "Friday prep still covers you to Wednesday; freeze the last two boxes.",
            {"prep_day": "Friday night"}),
        Fill(21, 2),
        Say(30,
            "gym buddy preps wednesdays and sundays, two smaller batches, says it stays fresher",
            "That's a good approach if you have time twice a week.",
            {}),
        Say(50,
            "prep -> saturday mornings now. rota changed AGAIN 🙄",
            "At least Saturday mornings are usually quiet in the kitchen.",
            {"prep_day": "Saturday morning"}),
        Fill(51, 2),
        Say(55,
            "coach reckons 250g chicken a box if I'm bulking. I'm not bulking tho",
            "Then no need to change anything yet.",
            {}),
    ), (
        ("prep_day", "what day do I do my meal prep these days?"),
        ("chicken_per_box", "how much chicken goes in each of my prep boxes?"),
    )),

    Written("al_texas_chili_cookoff", (
        Say(0,
            "Entering the county chili cook-off, Oct 12th at the VFW hall. Red chili, no beans "
            "(obviously). My blend is ancho, guajillo and chipotle. How many pods per pound of "
            "beef?",
            "About 3-4 dried pods per pound, toasted and rehydrated, is a good starting point.",
            {"cookoff_date": "October 12", "chile_blend": "ancho, guajillo, chipotle"}),
        Say(0,
            "correction, it's Saturday the 19th not the 12th. the 12th is the qualifier and I "
            "got a bye",
            "Extra week of practice then.",
            {"cookoff_date": "Saturday October 19"}),
        Fill(1, 2),
        Say(10,
            "heard last year's winner used New Mexico reds and pasilla",
            "Both give an earthy, fruity base; nice to know what the judges liked.",
            {}),
        Say(20,
            "test batch #4: dropped the chipotle, way too smoky. subbed in pasilla. ancho + "
            "guajillo + pasilla, that's the one. judges gonna love it",
            "Pasilla adds depth without the smoke, good call.",
            {"chile_blend": "ancho, guajillo, pasilla"}),
        Fill(21, 3),
        Say(30,
            "wife says the chipotle version was better lol. she's wrong",
            "Taste is personal, but the judges aren't her.",
            {}),
        Say(35,
            "turn-in is at noon sharp, it's a 20 oz cup right?",
            "Usually, but check the rules sheet from the organisers.",
            {}),
    ), (
        ("chile_blend", "which chiles am I putting in the competition chili?"),
        ("cookoff_date", "when's the cook-off?"),
    )),

    Written("al_christmas_nut_allergy_guest", (
        Say(0,
            "Hosting Christmas for the first time! There'll be 10 of us. Our son's new "
            "girlfriend Ffion is coming and she's allergic to peanuts. What do I need to watch "
            "for in a normal Christmas dinner?",
            "Check stuffing mixes, gravy granules, chocolates and anything fried in groundnut "
            "oil.",
            {"guest_count": "10", "ffion_allergy": "peanuts"}),
        Fill(1, 2),
        Say(8,
            "Spoke to Ffion properly - it's not only peanuts, she reacts to all tree nuts too, "
            "carries an EpiPen. So no chestnut stuffing?",
            "Chestnuts are often tolerated, but ask her directly, and avoid almonds, walnuts "
            "and pecans.",
            {"ffion_allergy": "peanuts and all tree nuts"}),
        Say(10,
            "My sister's lad is allergic to egg but he's not coming this year",
            "One less thing to plan around this time.",
            {}),
        Fill(11, 2),
        Say(15,
            "Delia's Christmas cake has almonds and walnuts in, I'll just buy a Co-op one that "
            "says nut free",
            "Check the 'may contain' line too, not only the ingredients.",
            {}),
    ), (
        ("ffion_allergy", "is it only peanuts Ffion can't have, or more than that?"),
        ("guest_count", "how many are coming for christmas dinner?"),
    )),

    Written("al_sourdough_hydration", (
        Say(0,
            "My starter is called Clint Yeastwood (boyfriend named it, sorry). I feed it 1:1:1 "
            "with rye. Loaf is 70% hydration, 500g flour and 350g water. Why is my crumb so "
            "tight?",
            "Tight crumb often means under-proofing; try a longer bulk ferment in a warm spot.",
            {"starter_name": "Clint Yeastwood", "hydration": "70%"}),
        Fill(1, 2),
        Say(14,
            "I went up to 375g water now and the crumb is so much more open, I keep it like "
            "this",
            "More water helps the open crumb; wet hands make the shaping easier.",
            {"hydration": "75%"}),
        Fill(15, 2),
        Say(20,
            "The Tartine book says 80% but I cannot shape it, it is soup",
            "Work up slowly and use more coil folds during bulk.",
            {}),
        Say(30,
            "boyfriend made his own starter now and called it Bread Pitt. we are a "
            "competitive household",
            "A bake-off is clearly coming.",
            {}),
    ), (
        ("hydration", "what hydration is my dough at now?"),
        ("starter_name", "what's my starter called again 😅"),
    )),

    Written("al_low_fodmap_reintro", (
        Say(0,
            "Hello, my doctor diagnosed me with IBS and I start the low FODMAP diet with a "
            "dietitian, her name is Helen Okoro, at the Whittington. For now is the "
            "elimination phase, 4 to 6 weeks.",
            "Good that you have support. Keep a simple symptom diary from the start.",
            {"dietitian": "Helen Okoro"}),
        Fill(1, 2),
        Say(35,
            "Elimination is finish and I feel much better. Now reintroduction: this week I am "
            "testing lactose, one glass of milk every day.",
            "Go slowly and note symptoms for a day or two after each step.",
            {"reintro_group": "lactose"}),
        Fill(36, 2),
        Say(42,
            "Lactose was fine!! This week is fructans with wheat bread, 1 slice, then 2, then 4",
            "Good news about lactose. Leave a few days between challenges if symptoms appear.",
            {"reintro_group": "fructans (wheat)"}),
        Say(45,
            "my sister also has IBS, her dietitian says she must test garlic first, a different "
            "order than me",
            "The order varies between dietitians; it doesn't matter much.",
            {}),
        Fill(46, 2),
        Say(50,
            "what I can eat in a restaurant on low fodmap? going to Nando's with friends",
            "Plain grilled chicken with rice and corn, and ask for no garlic on it.",
            {}),
    ), (
        ("reintro_group", "which food group am I testing this week?"),
        ("dietitian", "what is the name of my dietitian, I need to call her"),
    )),

    Written("al_renal_diet_dad", (
        Say(0,
            "Good afternoon. My father's renal team have set his fluid limit at 1.5 litres a "
            "day and his salt at under 6g. I cook his dinners Monday to Friday. Could you "
            "suggest some low-potassium meals?",
            "Certainly: roast chicken with rice and green beans, pasta with a simple tomato-free "
            "sauce, and double-boiled potatoes to lower the potassium.",
            {"fluid_limit": "1.5 litres", "salt_limit": "under 6g"}),
        Fill(0, 2),
        Say(21,
            "clinic today. they've cut him to a litre a day, his ankles are swelling. soups are "
            "basically out now aren't they",
            "Mostly, yes. Sauces and gravies count too, so keep them small.",
            {"fluid_limit": "1 litre"}),
        Fill(22, 2),
        Say(30,
            "Mum's GP has told her 6g salt as well, for her blood pressure",
            "Handy that they can share the same meals then.",
            {}),
        Say(35,
            "the man in the next bed on dad's ward can drink 2 litres, but he's on dialysis so "
            "different rules",
            "Yes, the limits depend a lot on the treatment.",
            {}),
    ), (
        ("fluid_limit", "how much fluid can dad have a day now?"),
        ("salt_limit", "what's dad's salt limit?"),
    )),

    Written("al_weaning_allergens", (
        Say(0,
            "Ama started solids last week, she's 6 months. The health visitor said introduce "
            "allergens one at a time, so this week we're doing well-cooked egg.",
            "Sounds like a good plan. Keep offering it a few times a week once it's in.",
            {"current_allergen": "egg"}),
        Fill(3, 2),
        Say(7,
            "egg went fine 👍 on to peanut now, smooth peanut butter thinned with breast milk",
            "Good. Start with a small amount in the morning so you can watch her during the day.",
            {"current_allergen": "peanut"}),
        Fill(10, 2),
        Say(14,
            "no reaction to peanut 🙌 this week it's wheat, a bit of weetabix",
            "Great progress.",
            {"current_allergen": "wheat"}),
        Say(16,
            "my cousin's little boy reacted to sesame so we're nervous about that one",
            "Understandable. You can ask the health visitor to talk it through first.",
            {}),
        Fill(17, 2),
    ), (
        ("current_allergen", "which allergen are we trying with Ama at the moment?"),
    )),

    Written("al_new_vegan_honey", (
        Say(0,
            "went vegan last week! still having honey though, i'm not that hardcore 😂 easy "
            "tofu dinner?",
            "Crispy tofu with rice and stir-fried greens; press the tofu first.",
            {"honey": "still eats honey"}),
        Say(9,
            "watched a doc about bees... maple syrup from now on, the honey's gone to my mum",
            "Maple works in almost anything honey does.",
            {"honey": "no honey"}),
        Fill(9, 1),
    ), (
        ("honey", "is honey allowed in my diet or not?"),
    )),

    Written("al_wine_club_night", (
        Say(0,
            "Our wine club meets the first Thursday of every month at Geoff's. This month it's "
            "Rioja under £15. Which bottle should I take?",
            "A Crianza from a good bodega is usually the best value at that price.",
            {"club_night": "first Thursday of the month"}),
        Fill(0, 1),
        Say(3,
            "and book club is the first Tuesday, so that week is going to be a lot of wine 🍷",
            "A well-lubricated week!",
            {}),
        Fill(3, 1),
    ), (
        ("club_night", "when does the wine club meet?"),
    )),

    Written("al_dill_pickles", (
        Say(0,
            "doing fermented dill pickles, 35g salt per litre of water, with garlic and grape "
            "leaves. how long at room temp?",
            "Usually 5-10 days; taste from day 4 and move them to the fridge when you like "
            "them.",
            {"brine": "35g per litre (3.5%)"}),
        Say(0,
            "the book suggests 5% for cucumbers in summer, way too salty for me",
            "Warm kitchens ferment faster; a cooler spot helps more than extra salt.",
            {}),
    ), (
        ("brine", "what salt strength do i use for my pickle brine?"),
    )),

    Written("al_kombucha_second_ferment", (
        Say(0,
            "Kombucha second ferment: I leave the bottles 3 days at room temperature with "
            "ginger, then into the fridge.",
            "Three days is a good start; burp a bottle to check the fizz.",
            {"second_ferment": "3 days"}),
        Fill(0, 2),
        Say(6,
            "a mate leaves his 7 days and they explode lol",
            "Seven days in a warm room builds a lot of pressure; use proper swing-top bottles.",
            {}),
    ), (
        ("second_ferment", "how many days do I do the second ferment for?"),
    )),

    Written("al_first_brisket", (
        Say(0,
            "Doing my first ever brisket for my 50th! Got a 5kg packer ordered from Jackson's "
            "butchers, 20 people coming, cooking on a Weber kettle.",
            "Exciting! Set up the kettle for indirect heat with the snake method for a long "
            "cook.",
            {"brisket_size": "5kg"}),
        Say(1,
            "Butcher reckons I should've gone 7kg for 20 but there's pulled pork and bangers "
            "too",
            "With other meats you'll be fine.",
            {}),
        Fill(2, 2),
        Say(5,
            "what internal temp do I wrap at?",
            "Many people wrap around 65-70°C when the bark has set.",
            {}),
    ), (
        ("brisket_size", "how big is the brisket I ordered?"),
    )),

    Written("al_blackcurrant_jam", (
        Say(0,
            "Making blackcurrant jam today the old WI way: 1kg fruit, 1.25kg sugar, 850ml "
            "water. How do I test for a set without a thermometer?",
            "Use the wrinkle test: chill a saucer, drop on a little jam, wait a minute and push "
            "it. If it wrinkles, it's set.",
            {"jam_sugar": "1.25kg"}),
    ), (
        ("jam_sugar", "how much sugar goes in my blackcurrant jam?"),
    )),
)
# fmt: on


def batch_al_tenants() -> list[Tenant]:
    """Set AL as tenants, numbered after the sets written before it."""
    return numbered_in_order("al", BATCH_AL)
