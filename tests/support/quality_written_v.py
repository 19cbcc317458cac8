"""Set V: people running a household through one assistant. Parents juggling several
children's schools, teachers, clubs, shoe sizes, allergies and best friends; adult children
caring for an elderly parent (carers, tablets, care homes, visiting days); flat-shares and
couples splitting bills, planning a wedding or a move; a foster carer and a grandparent on
school runs. Most facts are about someone else (a child, a parent, a lodger, a dog) and are
dropped in passing inside a request; they change as clubs move days, carers leave and
children switch class or school. Tone ranges from lowercase and typo-prone to formal, and
decoys name a sibling's, friend's or old value of the same kind of fact."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_V: tuple[Written, ...] = (
    Written("v_kowal_kids", (
        Say(0, "hi! trying to get organised for the new term. wiktor has swimming at Halloran "
               "Leisure Centre on Tuesday at 5 and zofia's in Mrs Adeyemi's class this year, "
               "year 5. can you help me make a weekly planner?",
            "Of course. Here's a Monday-to-Sunday grid with school times, Wiktor's swim slot "
            "and space for homework and kit reminders; tell me anything else to add.",
            {"wiktor_swim_day": "Tuesday", "zofia_teacher": "Mrs Adeyemi"}),
        Fill(0, 3),
        Say(2, "zofia can't have sesame, she reacts badly. anything to watch for in school "
               "dinners? the menu has hummus on fridays",
            "Hummus, some breads and dressings often contain sesame (tahini). Ask the school "
            "to log the allergy with the kitchen and request the allergen matrix for menus.",
            {"zofia_allergy": "sesame"}),
        Fill(2, 6),
        Say(15, "ballet for zofia is wednesdays now too so the week is getting packed",
            "That's a busy week! I'd block Wednesday evenings for ballet and keep one night "
            "completely free so nobody burns out."),
        Fill(15, 5),
        Say(30, "swim school emailed: wiktor's group is moving to Thursday from next week "
                "because the pool is being retiled. can you update the planner?",
            "Updated: swimming is now on the Thursday row at the same time. Want a reminder the "
            "night before to pack his towel and goggles?",
            {"wiktor_swim_day": "Thursday"}),
        Fill(30, 8),
        Say(45, "zofia's teacher has gone on maternity leave, the cover is a Mr Brennagh, seems "
                "strict. how do I ask him about her reading level without sounding pushy?",
            "A short, friendly note works: introduce yourself, say you'd love to support her "
            "reading at home, and ask what level she's on and what he'd suggest practising.",
            {"zofia_teacher": "Mr Brennagh"}),
        Fill(45, 6),
        Say(60, "my neighbour's boy also does swimming at halloran, his is on Tuesday still, so "
                "no carpool luck there",
            "Shame the days don't line up. You could still ask whether he'd swap a pick-up "
            "occasionally if his schedule changes."),
        Fill(60, 5),
        Say(70, "wiktor asked if he can quit swimming lol. told him not until he gets his 25m "
                "badge",
            "A clear goal like the 25m badge is a fair deal; kids often enjoy it more once "
            "they've pushed through a plateau."),
        Fill(70, 4),
    ), (
        ("wiktor_swim_day", "which day does wiktor go to the pool these days?"),
        ("zofia_teacher", "who is zofia's teacher right now?"),
        ("zofia_allergy", "what food does zofia need to stay away from?"),
    )),
    Written("v_mam_carer", (
        Say(0, "my mam is 84 and living alone in Douglas, the HSE sent a carer, Oluwaseun, "
               "mornings 8-9. I go over every Sunday. what should I ask the care agency at "
               "the first review?",
            "Ask about continuity (same carer each day), what tasks are covered, how they "
            "report concerns to you, and what happens if the carer is off sick.",
            {"mam_carer": "Oluwaseun", "visit_day": "Sunday"}),
        Fill(0, 4),
        Say(3, "she's on amlodipine 5mg for her blood pressure and keeps getting swollen "
               "ankles, is that a known thing?",
            "Yes, ankle swelling is a common side effect of amlodipine. It's worth mentioning "
            "to her GP, who may adjust the dose or try a different tablet.",
            {"mam_bp_med": "amlodipine"}),
        Fill(3, 7),
        Say(20, "Dr Ní Bhriain is mam's GP, she wants to see her about the ankles on "
                "thursday. what should I bring?",
            "Bring her current medication list, a note of when the swelling started and "
            "whether it's worse in the evening, and any home blood pressure readings.",
            {"mam_gp": "Dr Ní Bhriain"}),
        Fill(20, 5),
        Say(24, "so the GP took her off the amlodipine and put her on ramipril instead, "
                "2.5mg. anything she should avoid with it?",
            "With ramipril, avoid salt substitutes high in potassium and check before taking "
            "anti-inflammatories like ibuprofen. A dry cough is a side effect to report.",
            {"mam_bp_med": "ramipril"}),
        Fill(24, 6),
        Say(40, "oluwaseun is leaving the agency next week, mam is gutted. the new girl is "
                "called Marisol, starts monday",
            "Changes of carer can be unsettling. A short handover where Oluwaseun introduces "
            "Marisol, plus a note of mam's routines and preferences, helps a lot.",
            {"mam_carer": "Marisol"}),
        Fill(40, 8),
        Say(75, "my brother Cathal does saturdays with her, he says she's been more confused "
                "in the evenings. should we be worried?",
            "Evening confusion can have simple causes like tiredness, dehydration or an "
            "infection, but it's worth raising with her GP, especially if it's new."),
        Fill(75, 5),
        Say(110, "Teodora was lovely this morning, mam actually ate her porridge for her. "
                 "Marisol's been moved to the other side of the city so Teodora's doing "
                 "mornings from now on",
            "That's great to hear about the porridge. Let the agency know mam responds well "
            "to Teodora so they try to keep her on the morning run.",
            {"mam_carer": "Teodora"}),
        Fill(110, 6),
        Say(130, "remember when she was still on the amlodipine and her feet were like "
                 "balloons? so much better now",
            "It's a real relief when a medication change works. Keep an eye on her blood "
            "pressure readings at her next check."),
        Fill(130, 3),
    ), (
        ("mam_carer", "who's the carer that comes to mam in the mornings at the moment?"),
        ("mam_bp_med", "which tablet is mam taking for her blood pressure?"),
        ("visit_day", "what day do I usually go round to mam's?"),
        ("mam_gp", "what's the name of mam's doctor?"),
    )),
    Written("v_partick_flat", (
        Say(0, "me, Priyanka and Ruairidh just signed for a flat in Partick. how do we split "
               "bills fairly? thinking I do electric, Priyanka does the internet and Ruairidh "
               "does council tax",
            "Splitting by bill works if the amounts are similar; otherwise add everything up "
            "and settle the difference monthly. A shared spreadsheet keeps it transparent.",
            {"internet_payer": "Priyanka"}),
        Fill(0, 3),
        Say(1, "the landlord is a Mr Farquharson, bit old school, only communicates by letter. "
               "can you draft one asking about the damp in the bathroom",
            "Here's a polite letter describing the damp, when you noticed it, and asking him "
            "to arrange an inspection within 14 days. Keep a copy for your records.",
            {"landlord": "Mr Farquharson"}),
        Fill(1, 5),
        Say(6, "bin collection is wednesday apparently, the flat below got a fine for leaving "
               "theirs out on the wrong day lol",
            "Worth putting a recurring reminder on the night before so nobody gets fined.",
            {"bin_day": "wednesday"}),
        Fill(6, 7),
        Say(50, "priyanka's moving out end of month, got a job in Dundee. we found someone, "
                "Jonas, he's german, seems sound. he said he'll take over the wifi bill since "
                "it's in her name",
            "Good timing. Ask the provider about a change of account holder rather than a new "
            "contract, so there's no installation gap.",
            {"internet_payer": "Jonas"}),
        Fill(50, 6),
        Say(64, "got a leaflet from the council, collection's changing to mondays from april. "
                "so sunday night bins now. can you make a rota for the three of us?",
            "Here's a rotating Sunday-night rota for you, Ruairidh and Jonas, with a swap rule "
            "if someone's away.",
            {"bin_day": "mondays"}),
        Fill(64, 8),
        Say(90, "my mate's flat in Leith still has collection on wednesday, lucky them, no "
                "sunday night dash",
            "Ha, the Sunday-night dash is a rite of passage. At least it's one job a week."),
        Fill(90, 4),
        Say(95, "Ruairidh asked if he can switch to paying electric and I do council tax, does "
                "that work out the same?",
            "Compare the last few months of each: if the totals are close, the swap is fair; "
            "if not, one of you tops up the difference."),
    ), (
        ("landlord", "who's our landlord?"),
        ("bin_day", "which day do the bins get collected?"),
        ("internet_payer", "which flatmate covers the broadband?"),
    )),
    Written("v_sintra_wedding", (
        Say(0, "we're engaged!! planning for 14 June next year at Quinta do Vale Escuro near "
               "Sintra. where do I even start with a budget",
            "Congratulations! Start with guest count, since it drives venue and catering "
            "costs, then set a total and allocate percentages to each category.",
            {"wedding_date": "14 June", "venue": "Quinta do Vale Escuro"}),
        Fill(0, 5),
        Say(5, "tasting with Sabores da Ilha on saturday, they do the azorean menu. what "
               "questions should we ask a caterer?",
            "Ask about per-head price, staffing ratio, dietary options, corkage, what's "
            "included (tableware, setup, cleanup) and their cancellation policy.",
            {"caterer": "Sabores da Ilha"}),
        Fill(5, 6),
        Say(40, "disaster, the quinta double booked us. we've gone with Casa Amarela in "
                "Cascais instead, smaller but by the sea. do I need to tell guests officially?",
            "If invitations haven't gone out, just use the new venue on them. If save-the-dates "
            "mentioned the old one, a short update message is enough.",
            {"venue": "Casa Amarela"}),
        Fill(40, 7),
        Say(55, "Casa Amarela only had autumn left so it's now 6 September. save the dates "
                "already went out with june on them, how do I word the correction?",
            "Keep it light: 'Change of plans! We're now marrying in September, same excitement, "
            "new date.' Send it the same way the originals went.",
            {"wedding_date": "6 September"}),
        Fill(55, 6),
        Say(80, "my cousin Inês got married at Quinta do Vale Escuro in 2022 and honestly it "
                "rained the whole time so maybe it's a sign",
            "Maybe it is! A seaside venue could suit you better anyway."),
        Fill(80, 5),
        Say(100, "my sister's wedding is 3 May, so we'll be doing back to back weddings next "
                 "year. how do I not go broke",
            "Set a fixed gift and outfit budget for her wedding early, re-wear where you can, "
            "and keep your own vendor deposits on a schedule."),
        Fill(100, 6),
    ), (
        ("venue", "where's the reception being held?"),
        ("wedding_date", "when are we actually getting married?"),
        ("caterer", "who's doing the food for the wedding?"),
    )),
    Written("v_foster_placement", (
        Say(0, "new placement arrived last night, a 9 year old lad, I'll call him K here. his "
               "social worker is Ffion Pritchard, she's asked for a daily log. what should it "
               "include?",
            "Note sleep, meals, mood, school, contact with family, any incidents and anything "
            "he tells you. Keep it factual and dated.",
            {"sw": "Ffion Pritchard"}),
        Fill(0, 5),
        Say(3, "K starts at Ysgol Bryn Teg on monday, same school as our birth kids which "
               "helps. how do I prepare him?",
            "Visit beforehand if you can, show him where he'll be dropped off and collected, "
            "and agree with the school who he can go to if he's upset.",
            {"k_school": "Ysgol Bryn Teg"}),
        Fill(3, 8),
        Say(30, "Ffion's been moved to the adoption team so K has a new social worker, Dewi "
                "Probert. first visit thursday. nervous honestly",
            "Totally normal. Have your log ready, note what's going well and what you need "
            "support with, and let K know who's coming and why.",
            {"sw": "Dewi Probert"}),
        Fill(30, 9),
        Say(60, "our previous foster child's social worker was Ffion too, she was brilliant, "
                "shame to lose her",
            "A good social worker makes a huge difference. Maybe send her a thank-you note."),
        Fill(60, 6),
        Say(90, "our eldest birth son is at Ysgol Glan Morfa for secondary now, the drop-offs "
                "are chaos",
            "Two schools in opposite directions is tough. Could one of them walk with a friend "
            "or get the bus a few days a week?"),
        Fill(90, 7),
    ), (
        ("sw", "who's K's social worker now?"),
        ("k_school", "which school does K go to?"),
    )),
    Written("v_grandad_runs", (
        Say(0, "Good morning. My daughter has asked me to do the school runs this term for my "
               "grandchildren. Manaia finishes at Ponsonby Primary at 3:10 and Hemi has rugby "
               "practice on Fridays after school. Could you help me set up reminders on my "
               "phone?",
            "Certainly. Open the Clock or Calendar app, add a repeating weekday alarm 20 "
            "minutes before Manaia's finish and a Friday one for Hemi's practice.",
            {"manaia_pickup": "3:10", "hemi_rugby": "Fridays"}),
        Fill(0, 5),
        Say(4, "Thank you. Could you also explain how to share my location with my daughter, "
               "she worries.",
            "In Google Maps tap your picture, then Location sharing, choose her contact and "
            "'Until you turn this off'."),
        Fill(4, 6),
        Say(25, "The school has changed its timetable. Manaia's class now comes out at 2:55 as "
                "they start earlier. Please update the reminder.",
            "Move the weekday alarm 15 minutes earlier. Delete the old one so you don't get "
            "two alerts.",
            {"manaia_pickup": "2:55"}),
        Fill(25, 8),
        Say(50, "Hemi's friend Tane has his practice on Thursdays, his mother asked if I could "
                "take both boys. Is that sensible given my car only has four seats?",
            "With booster seats where needed and the boys in the back, four seats is fine. "
            "Just confirm each child's seat requirements with his mother."),
        Fill(50, 7),
        Say(70, "I waited until 3:10 yesterday out of old habit and Manaia was sitting at the "
                "office. I felt terrible.",
            "Easily done after years of one routine. Perhaps label the alarm with the time "
            "itself so it's obvious at a glance."),
        Fill(70, 9),
    ), (
        ("manaia_pickup", "what time do I need to be at the gate for Manaia?"),
        ("hemi_rugby", "which afternoon does Hemi have rugby?"),
    )),
    Written("v_okafor_three", (
        Say(0, "ok so 3 kids 3 schedules. adaeze has chess club mondays, chidi does soccer "
               "with coach Ilunga on weekends, nkem's in SK at Dovercourt Public School. can "
               "you make a shared family calendar template?",
            "Here's a colour-coded template: one colour per child, recurring events for "
            "clubs and school, and a shared notes field for kit and forms.",
            {"adaeze_chess": "mondays", "chidi_coach": "Ilunga",
             "nkem_school": "Dovercourt Public School"}),
        Fill(0, 6),
        Say(3, "chidi grew out of his cleats again, he's a size 3 now. where's good for cheap "
               "kids cleats in toronto?",
            "Try sports consignment shops or club swap days; big-box stores also run back-to-"
            "season sales in spring.",
            {"chidi_shoe": "size 3"}),
        Fill(3, 8),
        Say(20, "nkem's bestie at school is Oyinda, they're inseparable. playdate ideas for 6 "
                "year olds in winter?",
            "Indoor forts, baking cookies, a library story time, or a skating session at a "
            "local rink all work well for that age."),
        Fill(20, 7),
        Say(45, "chidi's team got reshuffled, new coach is a finnish guy, Rautio. much more "
                "intense. how do I tell if a coach is too hard on 9 year olds?",
            "Watch whether Chidi still enjoys going, whether mistakes are met with teaching or "
            "shouting, and whether playing time is fair. Talk to other parents too.",
            {"chidi_coach": "Rautio"}),
        Fill(45, 9),
        Say(60, "adaeze wants to try the chess tournament in Mississauga, she's been at chess "
                "every week since sept. is 12 too young for rated games?",
            "Not at all; plenty of players start rated play before 12. A scholastic or "
            "under-1200 section is a gentle start."),
        Fill(60, 8),
        Say(90, "we got the spot in french immersion for nkem!! she starts at École "
                "Saint-Isidore after march break. any tips for a kid starting french at 6?",
            "Congratulations! French cartoons, picture books and simple songs at home help, "
            "and don't worry if she's quiet in class at first.",
            {"nkem_school": "École Saint-Isidore"}),
        Fill(90, 9),
        Say(120, "chidi's friend Tobiah moved to the other team and his coach is Ilunga now, "
                 "small world",
            "Small world indeed! At least they'll still see each other at games."),
        Fill(120, 8),
        Say(180, "adaeze is size 6 in shoes now, she's catching up with me",
            "They grow so fast at that age. Maybe buy with a little room to spare."),
        Fill(180, 6),
    ), (
        ("adaeze_chess", "what night is adaeze's chess?"),
        ("chidi_coach", "who coaches chidi's soccer team?"),
        ("nkem_school", "which school is nkem at?"),
        ("chidi_shoe", "what shoe size is chidi?"),
    )),
    Written("v_rotterdam_move", (
        Say(0, "my partner Sven and I are finally leaving Rotterdam, looking at houses in "
               "Utrecht. we want to be out by 1 August. what does a realistic moving timeline "
               "look like?",
            "Allow 2-3 months to find and buy, about 6 weeks from signing to the notary "
            "transfer, and book movers 4-6 weeks ahead.",
            {"new_city": "Utrecht", "move_date": "1 August"}),
        Fill(0, 5),
        Say(8, "got a quote from Verhuisbedrijf Kroes, 1800 euro for a 3 bed. is that "
               "reasonable?",
            "That's within the usual range for a full-service move of that size. Check whether "
            "packing materials and insurance are included.",
            {"movers": "Verhuisbedrijf Kroes"}),
        Fill(8, 7),
        Say(35, "utrecht prices are insane, we bid on 4 houses and lost all of them. sven's "
                "now pushing for Amersfoort, his commute would be fine. what's Amersfoort "
                "like for young families?",
            "Amersfoort has good schools, lots of green space and a direct train to Utrecht, "
            "with lower prices. Worth a weekend visit."),
        Fill(35, 6),
        Say(50, "offer accepted!!! a little terraced house in Amersfoort, near the "
                "Soesterkwartier. can you help me write a checklist for the notary?",
            "Congratulations! Checklist: ID, mortgage offer, proof of deposit, the purchase "
            "agreement, and your new address for the municipality registration.",
            {"new_city": "Amersfoort"}),
        Fill(50, 8),
        Say(58, "notary can't do the transfer until 15 august, so the move is now 16 August. "
                "need to let Kroes know",
            "Email them today with the new date; summer slots fill up, so ask them to "
            "confirm in writing.",
            {"move_date": "16 August"}),
        Fill(58, 7),
        Say(80, "my sister moved to Utrecht last year and she keeps telling me we'd have loved "
                "it, not helpful lol",
            "Siblings! You'll only be a short train ride away from her anyway."),
        Fill(80, 5),
    ), (
        ("new_city", "which town did we buy in?"),
        ("move_date", "when's moving day?"),
        ("movers", "which removal firm did we book?"),
    )),
    Written("v_twins_shoes", (
        Say(0, "back to school shopping for the twins. lwazi is a size 11 and zinhle a size "
               "10, both need black school shoes. any brands that last more than one term?",
            "Look for stitched rather than glued soles and leather uppers; Clarks, Bata and "
            "Toughees all have durable school lines.",
            {"lwazi_shoe": "size 11", "zinhle_shoe": "size 10"}),
        Fill(0, 3),
        Say(2, "found Bata ones on sale, ordering now",
            "Nice find. Keep the receipt in case the sizing runs small."),
        Fill(2, 4),
        Say(40, "lwazi's toes are pushing the front of his shoes already. took him to get "
                "measured and he's a size 12 now, zinhle's still fine. can I return worn "
                "shoes?",
            "Most shops won't take back worn shoes unless they're faulty, but it's worth "
            "asking. Otherwise sell or donate them.",
            {"lwazi_shoe": "size 12"}),
        Fill(40, 3),
        Say(42, "my friend's son is also size 11, maybe I'll pass the old ones on to her",
            "Perfect, that's a great way to make sure they get used."),
        Fill(42, 2),
    ), (
        ("lwazi_shoe", "what size school shoes does Lwazi take?"),
        ("zinhle_shoe", "what are Zinhle's feet measuring at?"),
    )),
    Written("v_pimienta_vet", (
        Say(0, "my dog Pimienta has itchy skin again, the vet at Clínica Turia put her on "
               "Apoquel. how long until it works usually?",
            "Apoquel often starts easing itching within a day or so. If there's no improvement "
            "in a week, go back to the vet.",
            {"vet": "Clínica Turia", "dog_med": "Apoquel"}),
        Fill(0, 2),
        Say(1, "she's scratching less today!",
            "That's great news. Keep her from licking any sore spots while they heal."),
        Fill(1, 3),
        Say(30, "we registered Pimienta at Veterinaria Benimaclet since it's 5 min walk from "
                "the new place. do I need to get her records transferred?",
            "Yes, ask the old clinic to send her history and vaccination record to the new "
            "one; most do it by email.",
            {"vet": "Veterinaria Benimaclet"}),
        Fill(30, 3),
        Say(35, "my neighbour takes her cat to Clínica Turia still and says the new vet there "
                "is great, bit of a shame",
            "Good to know if you ever need a second opinion."),
        Fill(35, 2),
    ), (
        ("vet", "where's Pimienta registered with a vet?"),
        ("dog_med", "what's the itch medicine Pimienta takes?"),
    )),
    Written("v_papa_physio", (
        Say(0, "Papa had his hip replaced last month. physio Dr Kulkarni comes home every "
               "Tuesday morning. what exercises can he do on the other days?",
            "Usually ankle pumps, heel slides, gentle glute squeezes and short walks, but "
            "stick to the sheet the physio gives him.",
            {"physio_day": "Tuesday", "physio_name": "Dr Kulkarni"}),
        Fill(0, 3),
        Say(5, "he refuses to use the walker indoors, how do I convince him?",
            "Frame it as protecting the new joint and getting back to walking freely sooner; "
            "ask the physio to tell him directly."),
        Fill(5, 4),
        Say(26, "Dr Kulkarni can only come on Saturday from now, she's started at a hospital "
                "weekdays. is once a week still enough at 8 weeks?",
            "At 8 weeks, once a week with daily home exercises is common. Ask her for a "
            "progression plan between visits.",
            {"physio_day": "Saturday"}),
        Fill(26, 3),
        Say(28, "my aunt's physio visits her on Tuesday too, they compare notes on the phone "
                "lol",
            "That's sweet, a little recovery support group."),
        Fill(28, 2),
    ), (
        ("physio_day", "what day does Papa's physio come to the house?"),
        ("physio_name", "who's Papa's physiotherapist?"),
    )),
    Written("v_haeun_friends", (
        Say(0, "my daughter Ha-eun is 7 and her best friend is Dabin, they want a sleepover. "
               "is 7 too young?",
            "Many 7-year-olds manage a sleepover fine, especially at a familiar house. Keep a "
            "'call home' option open.",
            {"bf": "Dabin"}),
        Fill(0, 3),
        Say(20, "drama at school. Dabin apparently has a new best friend so ha-eun is "
                "heartbroken. how do I help?",
            "Listen first, validate the hurt, and help her think of other kids she enjoys "
            "playing with. Friendships shift a lot at this age."),
        Fill(20, 2),
        Say(34, "update: ha-eun won't stop talking about a girl called Soomin from her "
                "taekwondo class, they're glued together",
            "That's lovely. A playdate outside class could help the friendship grow."),
        Fill(34, 3),
        Say(70, "her bestie these days is Yerin, Soomin moved to Busan and they drifted. she "
                "wants only Yerin at her birthday, is a one-guest party weird?",
            "Not weird at all. A special outing for two can feel more meaningful than a big "
            "party.",
            {"bf": "Yerin"}),
        Fill(70, 2),
    ), (
        ("bf", "who's ha-eun's best friend at the moment?"),
    )),
    Written("v_ilmari_daycare", (
        Say(0, "our son Ilmari (14 months) starts at Päiväkoti Satakieli next month. his key "
               "worker will be Riikka. how do we handle settling-in?",
            "Plan a gradual start over a week or two, stay for the first sessions, and keep "
            "goodbyes short and consistent.",
            {"nursery": "Päiväkoti Satakieli", "keyworker": "Riikka"}),
        Fill(0, 3),
        Say(10, "first week done, lots of crying (mostly me)",
            "Completely normal! It gets easier for both of you."),
        Fill(10, 3),
        Say(40, "Riikka went on sick leave, Ilmari's with Tuulikki now and he adores her. "
                "should I tell her about his sleep regression?",
            "Yes, share his nap times and what helps him settle so she can be consistent.",
            {"keyworker": "Tuulikki"}),
        Fill(40, 3),
        Say(90, "we moved to Tampere for my job so Ilmari switched to Päiväkoti Kuusikko, it's "
                "in our block. any tips for a second settling-in?",
            "Second time round is often quicker. Bring a familiar comfort item and keep home "
            "routines steady for the first weeks.",
            {"nursery": "Päiväkoti Kuusikko"}),
        Fill(90, 2),
        Say(93, "the key worker there, Sanna, says he's napping better than at home lol",
            "Classic! Ask her what routine she uses, you might be able to copy it.",
            {"keyworker": "Sanna"}),
        Fill(93, 2),
        Say(100, "my sister's girl is at Satakieli now, with Tuulikki even. small world",
            "What a nice coincidence; she'll be in good hands."),
    ), (
        ("nursery", "which daycare is Ilmari at?"),
        ("keyworker", "who's Ilmari's key worker?"),
    )),
    Written("v_caetano_piano", (
        Say(0, "caetano started piano with Dona Zuleica, thursdays at 4pm at her house. how "
               "much practice should an 8yo do?",
            "Around 10-15 minutes a day is plenty to start; little and often beats one long "
            "session.",
            {"piano_teacher": "Dona Zuleica", "piano_time": "4pm"}),
        Fill(0, 3),
        Say(6, "he hates scales. any games to make them fun?",
            "Try 'scale races' against a timer, playing them loud/soft or as a robot, or let "
            "him pick a reward sticker for each clean run."),
        Fill(6, 4),
        Say(45, "his school day finishes later this year so we moved piano to 5:30pm, same "
                "day. he's grumpy by then though, snack ideas?",
            "A banana with peanut butter, cheese and crackers, or yoghurt in the car usually "
            "helps with the late-afternoon slump.",
            {"piano_time": "5:30pm"}),
        Fill(45, 3),
        Say(47, "his cousin Lívia has her lesson at 4pm with the same teacher, straight after "
                "school, lucky her",
            "Maybe they could swap slots one day if it suits both families."),
        Fill(47, 1),
    ), (
        ("piano_time", "what time does caetano go to piano?"),
        ("piano_teacher", "who teaches caetano piano?"),
    )),
    Written("v_nonna_home", (
        Say(0, "nonna's moving into Wattle Grove Aged Care in Brunswick next week. she's on "
               "warfarin so her diet needs watching, how do I make sure the kitchen knows?",
            "Put it in writing to the facility manager and the kitchen, mention vitamin K "
            "foods to keep consistent, and check it's on her care plan.",
            {"care_home": "Wattle Grove Aged Care", "nonna_med": "warfarin"}),
        Fill(0, 4),
        Say(3, "what can I bring to make her room feel like home?",
            "Family photos, her own blanket or cushions, a familiar chair, a radio with her "
            "favourite station, and a few ornaments she loves."),
        Fill(3, 4),
        Say(60, "wattle grove couldn't manage her dementia care so she's been transferred to "
                "Banksia Lodge, it has a secure unit. how do I help her settle after a second "
                "move?",
            "Visit often at first, bring the same familiar items, and tell staff about her "
            "life story and routines so they can reassure her.",
            {"care_home": "Banksia Lodge"}),
        Fill(60, 4),
        Say(65, "my mum says nonno's cousin was at Wattle Grove for years and loved it, so "
                "frustrating it didn't work for nonna",
            "Every resident's needs are different; the secure unit sounds like the right fit "
            "for her now."),
        Fill(65, 3),
        Say(66, "the pharmacist said to keep an eye on her INR, what's a normal range for "
                "someone her age?",
            "For most people on this kind of treatment the target INR is 2 to 3, but her "
            "doctor sets the exact range."),
    ), (
        ("care_home", "where's nonna living now?"),
        ("nonna_med", "which blood thinner is nonna on?"),
    )),
    Written("v_kofi_class", (
        Say(0, "kofi's going into 4B at Ridge Academy, teacher is Mr Asante. kofi says he's "
               "strict. how do I prep him?",
            "Talk up the positives, set a calm homework routine from day one, and remind him "
            "strict teachers are often the fairest.",
            {"kofi_class": "4B", "kofi_teacher": "Mr Asante"}),
        Fill(0, 3),
        Say(15, "mr asante gave them 20 spellings a night, is that normal for year 4?",
            "It's on the heavy side. Short daily practice with look-cover-write-check can "
            "make it manageable."),
        Fill(15, 3),
        Say(50, "school split the class because it got too big. kofi's moved into 4C and I "
                "think it's for the best, he was getting in trouble with his mates",
            "A fresh start can really help. Keep in touch with the new teacher for the first "
            "few weeks.",
            {"kofi_class": "4C"}),
        Fill(50, 2),
        Say(51, "yeah his new teacher is Mrs Boateng, she seems warm. what should I say at "
                "the meet-the-teacher thing?",
            "Share what motivates him, where he struggles, and ask how you can support at "
            "home.",
            {"kofi_teacher": "Mrs Boateng"}),
        Fill(51, 2),
        Say(60, "his best mate Yaw stayed in 4B with Mr Asante so they only see each other at "
                "break now",
            "They'll still have break and lunch together, and it may help both of them "
            "focus."),
        Fill(60, 2),
    ), (
        ("kofi_class", "what class is kofi in?"),
        ("kofi_teacher", "who's kofi's teacher now?"),
    )),
    Written("v_lodger_bills", (
        Say(0, "we've taken in a lodger, a romanian student, he pays us £550 a month all "
               "in. Ravi covers the water bill and I do gas and electric. what should go in "
               "a lodger agreement?",
            "Rent and what it includes, notice period, house rules, deposit, and which rooms "
            "he can use. There are free templates from housing charities.",
            {"lodger_rent": "£550", "water_payer": "Ravi"}),
        Fill(0, 3),
        Say(20, "cosmin's asked if his girlfriend can stay weekends, does that change anything "
                "legally?",
            "Occasional guests are usually fine, but agree limits in writing so it doesn't "
            "drift into her living there."),
        Fill(20, 3),
        Say(55, "sorted the bills out again. Cosmin offered to take the water since he's home "
                "all day and showers twice lol, Ravi was happy to drop it",
            "Sounds fair. Update your shared bill tracker so everyone's clear.",
            {"water_payer": "Cosmin"}),
        Fill(55, 2),
        Say(57, "my mate's lodger pays £600 for a box room, think we're undercharging?",
            "Check local listings for similar rooms; if you're well under, a modest rise at "
            "renewal is reasonable."),
    ), (
        ("water_payer", "who's paying the water bill at the minute?"),
        ("lodger_rent", "how much does our lodger give us each month?"),
    )),
    Written("v_bastien_allergy", (
        Say(0, "my son Bastien carries an epipen for peanuts, how do I teach his grandma to "
               "use it before she babysits?",
            "Get a trainer pen from the manufacturer's site, practise together, and write "
            "the steps on a card kept with the pen.",
            {"bastien_allergy": "peanuts"}),
        Fill(0, 1),
    ), (
        ("bastien_allergy", "what is Bastien allergic to?"),
    )),
    Written("v_kitten_name", (
        Say(0, "we got the kids a kitten!! they named her Brioche. what jabs does she need?",
            "Kittens usually get two rounds of vaccinations, at around 9 and 12 weeks, plus "
            "flea and worm treatment.",
            {"kitten": "Brioche"}),
        Say(0, "sorry, I meant Biscotte not Brioche, they changed their minds in the car home",
            "Biscotte it is! A lovely name.",
            {"kitten": "Biscotte"}),
        Fill(0, 1),
    ), (
        ("kitten", "what did the kids call the kitten?"),
    )),
    Written("v_mele_dentist", (
        Say(0, "Mele's dentist, Dr Fonoti at Apia Family Dental, says she needs a filling. how "
               "do I keep a 6 year old calm?",
            "Keep it low-key, use positive words, bring a comfort toy, and plan a small treat "
            "afterwards.",
            {"mele_dentist": "Dr Fonoti"}),
        Fill(0, 1),
    ), (
        ("mele_dentist", "who's Mele's dentist?"),
    )),
    Written("v_bin_night", (
        Say(0, "in our flat bins go out Thursday nights. can you remind me each week?",
            "Done: a weekly reminder for that evening at 8pm.",
            {"bin_night": "Thursday"}),
        Fill(5, 1),
        Say(10, "the council changed our route, the letter says collection's moving earlier "
                "in the week",
            "Was it moved to Tuesday? That's a common change when routes are rebalanced."),
        Say(10, "yeah that's the one, Tuesday nights from now on",
            "Reminder updated.",
            {"bin_night": "Tuesday"}),
    ), (
        ("bin_night", "which night do I put the bins out?"),
    )),
    Written("v_mum_choir", (
        Say(0, "Mum goes to the Cantorion Bro choir on Wednesday afternoons, can you suggest "
               "how to find a volunteer driver for her?",
            "Try the local community transport scheme or ask the choir if another member "
            "lives nearby.",
            {"mum_choir": "Wednesday"}),
        Fill(0, 2),
    ), (
        ("mum_choir", "when's mum's choir practice?"),
    )),
    Written("v_dad_carer_name", (
        Say(0, "dad's carer Haruto comes tuesdays and fridays, he's great. what's a good "
               "thank-you gift?",
            "A handwritten card from your dad with a small treat or a gift voucher is usually "
            "appreciated, and within most agency rules.",
            {"dad_carer": "Haruto"}),
        Fill(0, 1),
        Say(30, "haruto's retired, the new carer is Fenella. sorry, no, Fenna, I always get it "
                "wrong. any tips for building trust with a new carer for someone with "
                "parkinson's?",
            "Share dad's routines, medication times and what he likes to talk about. A "
            "written one-page profile helps a lot.",
            {"dad_carer": "Fenna"}),
        Fill(30, 1),
    ), (
        ("dad_carer", "who looks after dad now?"),
    )),
    Written("v_anouk_bus", (
        Say(0, "my daughter Anouk takes bus 417 to school and it's always late, how do I "
               "complain to the bus company?",
            "Most operators have an online form; give dates, times and stop names, and ask "
            "for a reference number.",
            {"anouk_bus": "417"}),
        Fill(0, 1),
    ), (
        ("anouk_bus", "which bus number does Anouk get to school?"),
    )),
    Written("v_class_hamster", (
        Say(0, "Matías's teacher Señora Quiroga asked us to take the class hamster over the "
               "holidays. what does a hamster eat?",
            "A hamster mix plus small amounts of fresh veg like carrot or cucumber, and fresh "
            "water daily.",
            {"matias_teacher": "Señora Quiroga"}),
        Fill(0, 2),
    ), (
        ("matias_teacher", "what's the name of Matías's teacher?"),
    )),
)
# fmt: on


def batch_v_tenants() -> list[Tenant]:
    """Set V as tenants, numbered after the sets written before it."""
    return numbered_in_order("v", BATCH_V)
