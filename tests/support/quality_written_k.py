"""Set K: people who use a general chat assistant with memory and tell it, mostly in passing,
about their tastes, preferences and standing instructions - how they want answers laid out
(bullet points, short, metric units, British or American spelling, emojis or none, a reply
language), what to call them, their diet and allergies, their coffee order, the band, author,
series, podcast or game they are into, their time zone and working hours, the phone, laptop,
editor and bank app they use, and what they are learning. Most write casually (lowercase,
typos, "lol", half-sentences), one writes formally; preferences drift over weeks - a new
favourite, an instruction withdrawn, a diet relaxed, a series finished and the next begun - and
the change is often told while asking for something else, without a change word, next to a
partner's or child's taste of the same kind, something they tried and disliked, or an old
favourite remembered fondly."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_K: tuple[Written, ...] = (
    Written("k_tobi_layout", (
        Say(0, "hey, quick thing before we start - I'm Tobias but everyone calls me Tobi, use "
            "that. and can you give me answers as bullet points? I read on my phone on the tram "
            "and walls of text kill me",
            "Got it, Tobi - bullet points from here on, kept tight enough to read on the tram.",
            {"nickname": "Tobi", "answer_format": "bullet points"}),
        Fill(0, 6),
        Say(3, "whats a decent way to descale a kettle, I live in Regensburg and the water is "
            "basically liquid chalk",
            "- Half fill with water and a splash of citric acid or white vinegar\n- Boil, leave "
            "30 minutes\n- Rinse twice and boil once with clean water"),
        Fill(3, 8),
        Say(11, "oh and use metric units, always. the last recipe you gave me was in cups and "
            "ounces and i had no idea what to do",
            "Sorry about that - metric units only from now on: grams, millilitres, degrees "
            "Celsius.",
            {"units": "metric units"}),
        Fill(11, 7),
        Say(25, "my girlfriend Ilka read over my shoulder and says she'd want long detailed "
            "paragraphs, she thinks bullets are lazy lol. anyway how long do i boil eggs for "
            "soft",
            "Ha, each to their own. For soft eggs from the fridge: 6 minutes in boiling water, "
            "then straight into cold water."),
        Fill(25, 6),
        Say(40, "ok ive changed my mind on the format, the bullets get really choppy for the "
            "longer stuff. can you do short paragraphs from now on? two or three max",
            "Sure - I'll write short paragraphs, two or three at most, instead of lists.",
            {"answer_format": "short paragraphs"}),
        Fill(40, 8),
        Say(58, "sunday plan: 12 km walk along the Danube, how much water should i bring",
            "For 12 km in mild weather, around 1.5 litres is plenty. Take a bit more if it's "
            "warm or hilly, and refill where you can."),
        Fill(58, 5),
        Say(60, "funny, found an old note where I'd asked you for bullet points for literally "
            "everything. past me was very impatient",
            "Past you had a long tram ride to get through, to be fair."),
        Fill(60, 3),
    ), (
        ("answer_format", "how did I ask you to lay out your answers?"),
        ("nickname", "what should you call me?"),
        ("units", "which measurement system do I want in recipes?"),
    )),

    Written("k_lentils_and_fish", (
        Say(2, "I'm vegetarian, have been for about six years. can you suggest a weeknight "
            "dinner with lentils that isn't dal? (love dal, just bored of it)",
            "How about a French-style lentil stew with leeks and mustard, or lentil and "
            "roasted pepper stuffed flatbreads?",
            {"diet": "vegetarian"}),
        Fill(2, 3),
        Say(5, "also heads up, I'm allergic to cashews, properly allergic, so watch for them in "
            "any curry recipes. they sneak into everything",
            "Noted - I'll flag any recipe that uses cashews or cashew cream and suggest a "
            "swap.",
            {"allergy": "cashews"}),
        Fill(5, 4),
        Say(30, "update on the food front - started eating fish again on my doctor's advice, so "
            "I'm pescatarian now. any easy mackerel ideas?",
            "Try grilled mackerel with a sharp rhubarb or apple relish, or smoked mackerel "
            "pate on rye.",
            {"diet": "pescatarian"}),
        Say(31, "my daughter Saoirse has gone fully vegan at uni, what can I make when she "
            "visits that we can both eat",
            "A big chickpea and squash tagine works for both of you - serve with couscous and "
            "a lemony herb yoghurt made from a plant base."),
        Fill(31, 3),
        Say(44, "made the mackerel with the rhubarb thing, 10/10",
            "Brilliant, glad it worked!"),
        Fill(44, 2),
    ), (
        ("diet", "what do I eat and not eat these days, meat-wise?"),
        ("allergy", "what nut do I have to stay away from?"),
    )),

    Written("k_espresso_quit", (
        Say(0, "i'm on two espressos a day and sleeping terribly, is that the reason??",
            "It could well be - caffeine can linger for 6-8 hours. Try having the second one "
            "before noon and see if it helps.",
            {"caffeine": "two espressos a day"}),
        Say(21, "three weeks off caffeine and the headaches have finally stopped. what can I "
            "drink in the afternoon that still feels like a treat",
            "Well done getting through the headaches! A rooibos with a little honey, a spiced "
            "hot apple, or a chicory 'coffee' might scratch the itch.",
            {"caffeine": "off caffeine"}),
        Say(22, "my husband still drinks four coffees before noon, i don't know how he does it",
            "Some people metabolise it much faster - he might be one of them."),
    ), (
        ("caffeine", "how much coffee am I having at the moment?"),
    )),

    Written("k_paranoa_fan", (
        Say(1, "im on Lisbon time so when you say 'tomorrow morning' assume that. also I "
            "follow Atletico Paranoa religiously, Brazilian second division, dont judge",
            "No judgement at all. I'll assume Lisbon time for anything time-related.",
            {"time_zone": "Lisbon time", "team": "Atletico Paranoa"}),
        Fill(1, 4),
        Say(9, "can u explain the relegation rules for serie b? paranoa are hovering just above "
            "the drop again",
            "The bottom four of the 20 clubs go down to Serie C at the end of the season."),
        Fill(9, 3),
        Say(50, "first week in Toronto done! jet lag is brutal. can you redo my reminders now "
            "that everything is 5 hours earlier than before",
            "Welcome to Toronto! I've shifted your reminders: the 9:00 one is now 9:00 local, "
            "and the evening check-in is at 19:00 your new time.",
            {"time_zone": "Toronto"}),
        Say(51, "my flatmate Ruairi supports some Canadian Premier League team called Forge, "
            "he keeps trying to convert me",
            "Tell him you have enough heartbreak with one club already."),
        Fill(51, 4),
        Say(55, "honestly miss my old street in Lisbon, the tram bells at 7am and the bakery "
            "downstairs",
            "That sounds lovely. Toronto has some good Portuguese bakeries on Dundas if you "
            "need a fix."),
        Say(60, "paranoa won 3-1!! watched it at 6am in a hoodie",
            "Huge! That should pull them a few points clear of the drop."),
        Fill(60, 2),
    ), (
        ("team", "which club do I support?"),
        ("time_zone", "what time zone should you use for my reminders?"),
    )),

    Written("k_series_trio", (
        Say(0, "need something to put on with dinner. currently on Harbour Lights, season 2, "
            "which is slow but i like it",
            "If you like the slow burn of Harbour Lights, finishing season 2 first is a good "
            "call - the last three episodes pick up a lot.",
            {"series": "Harbour Lights"}),
        Fill(0, 5),
        Say(4, "also playing Tidebreaker in the evenings, any tips for the lighthouse level",
            "Use the lantern to freeze the tide before each jump, and don't skip the hidden "
            "rope in the cellar.",
            {"game": "Tidebreaker"}),
        Fill(4, 8),
        Say(20, "finished Harbour Lights last night. started The Quiet Ledger, accountants "
            "solving murders, it's ridiculous and i love it",
            "Ha, it's a great premise. Episode 4 is supposed to be the best of the season.",
            {"series": "The Quiet Ledger"}),
        Fill(20, 9),
        Say(35, "you suggested Nine Lanterns a while back, never got round to it. is it "
            "actually good?",
            "It gets strong reviews for the writing, but it's quite bleak - save it for when "
            "you're in the mood."),
        Fill(35, 6),
        Say(70, "ok the quiet ledger ran out of steam so i dropped it. three episodes into Salt "
            "Road now, who's the actress who plays the ferry captain",
            "That's Maren Oyelaran - she was also in a couple of Norwegian crime dramas.",
            {"series": "Salt Road"}),
        Say(71, "my partner Anneke is rewatching Harbour Lights without me, traitor",
            "Rewatching without you is a serious offence. At least she's not ahead of you on "
            "something new."),
        Fill(71, 7),
        Say(90, "stuck on the clock tower in tidebreaker, it's driving me mad",
            "Ring the bells in order low-high-middle, then the gears start turning."),
        Fill(90, 4),
    ), (
        ("series", "what show am I in the middle of?"),
        ("game", "what game have I been playing in the evenings?"),
    )),

    Written("k_new_phone", (
        Say(0, "my Orion X2 battery dies by 3pm, any settings I should change?",
            "Try turning off always-on display, lowering the refresh rate and checking which "
            "apps use location in the background.",
            {"phone": "Orion X2"}),
        Say(40, "got the Kestrel 5 Pro in the end, how do I move my whatsapp chats across from "
            "the old one",
            "Back up your chats to the cloud on the old phone first, then sign in with the "
            "same number on the new one and restore.",
            {"phone": "Kestrel 5 Pro"}),
        Fill(40, 1),
    ), (
        ("phone", "what phone have I got now?"),
    )),

    Written("k_marisol_language", (
        Say(3, "hola! I'm Marisol. trying to keep my Spanish sharp, so please reply to me in "
            "Spanish from now on, even when I forget and write to you otherwise",
            "Hola, Marisol! De acuerdo, a partir de ahora te respondo en espanol.",
            {"reply_language": "Spanish", "nickname": "Marisol"}),
        Fill(3, 4),
        Say(10, "puedes explicarme la diferencia entre por y para otra vez? siempre me "
            "confundo",
            "Claro. 'Para' mira hacia un destino o un fin; 'por' habla de causa, medio o "
            "recorrido."),
        Fill(10, 3),
        Say(25, "btw friends call me Sol, Marisol makes me feel like I'm in trouble with my mum "
            "haha",
            "Entendido, Sol.",
            {"nickname": "Sol"}),
        Fill(25, 3),
        Say(40, "scrap that language thing, I've got a big work report to get through and I "
            "need to actually understand you. go back to English please",
            "Of course - English from now on. Send the report over whenever you're ready.",
            {"reply_language": "English"}),
        Say(41, "my coworker Dagny wants her assistant to answer in Norwegian, is that even "
            "possible",
            "Yes, she can just ask for it - most assistants will keep to Norwegian once "
            "told."),
        Fill(41, 2),
    ), (
        ("reply_language", "what language do I want your answers in?"),
        ("nickname", "what do I like to be called?"),
    )),

    Written("k_emoji_screenreader", (
        Say(0, "please no emojis in your replies, my screen reader reads every one out loud "
            "and it's exhausting",
            "Understood - plain text only.",
            {"emojis": "no emojis"}),
        Say(15, "ok new screen reader skips them, so actually emojis are fine again, they help "
            "me skim",
            "Great, I'll use a few where they help you skim.",
            {"emojis": "emojis are fine"}),
    ), (
        ("emojis", "are little pictures ok in your replies to me?"),
    )),

    Written("k_reading_slump", (
        Say(5, "reading slump. my favourite writer is Halldora Sigurdsen, anything with that "
            "cold quiet feel?",
            "If you like Sigurdsen's stillness, try some Nordic literary fiction - quiet, "
            "wintry, a lot left unsaid.",
            {"author": "Halldora Sigurdsen"}),
        Say(6, "I mostly do audiobooks these days, on the bike to work, at 1.5x speed",
            "Good to know - I'll check narrators too when I suggest something.",
            {"book_format": "audiobooks"}),
        Fill(6, 3),
        Say(12, "book club picked a thriller by Pim Verhoeven which I hated, any tips for "
            "saying something polite about it",
            "Focus on what it tried to do - the pacing, the setting - rather than whether "
            "you enjoyed it."),
        Fill(12, 4),
        Say(60, "I'm into Kwame Asante-Boateng these days, read three of his in a month. "
            "which one should I do next",
            "Go for his debut next - it's shorter and sets up the characters from the later "
            "ones.",
            {"author": "Kwame Asante-Boateng"}),
        Say(61, "my son Ilya has nicked my whole Sigurdsen shelf, the cheek",
            "At least he has good taste."),
        Fill(61, 3),
    ), (
        ("author", "who's my favourite author right now?"),
        ("book_format", "how do I usually get through my books?"),
    )),

    Written("k_bass_and_cello", (
        Say(0, "favourite band of all time: The Marrowbones. can you find me songs with "
            "similar basslines",
            "Look for late-70s post-punk and dub-influenced bands - those melodic, busy "
            "basslines are their whole thing.",
            {"band": "The Marrowbones"}),
        Fill(0, 7),
        Say(6, "started cello lessons!! 38 years old and terrible. how long until I don't "
            "sound like a goose",
            "Most adult beginners get a clean open-string tone within a couple of months of "
            "daily practice. Geese are a phase.",
            {"learning": "cello"}),
        Fill(6, 10),
        Say(30, "my kid Mateus is obsessed with a kpop group called Starbeam Nine, I've heard "
            "the same song 80 times today",
            "That's dedication. Maybe negotiate a playlist rotation."),
        Fill(30, 8),
        Say(70, "went to see Paper Lantern Choir at a tiny venue in Porto, honestly they've "
            "overtaken the old lot as my favourite band. more like them please",
            "Sounds like a great gig! For that layered, choral indie sound, try looking into "
            "some Icelandic and Canadian chamber-pop acts.",
            {"band": "Paper Lantern Choir"}),
        Fill(70, 6),
        Say(85, "put on a marrowbones record on a long drive and it didn't hit like it used to",
            "Tastes move on - it's still nice to have it for nostalgia."),
        Fill(85, 5),
        Say(100, "cello teacher says I'm ready for the Bach prelude, is she mad",
             "She's probably right - it's a classic stretch piece. Take it slowly, bar by "
             "bar."),
        Fill(100, 3),
    ), (
        ("band", "which band am I into most right now?"),
        ("learning", "what instrument am I learning?"),
    )),

    Written("k_early_roster", (
        Say(1, "I'm in Auckland and I work 9 to 5, so don't schedule anything in that window "
            "unless it's urgent",
            "Got it - I'll keep suggestions outside your working hours, Auckland time.",
            {"time_zone": "Auckland", "work_hours": "9 to 5"}),
        Fill(1, 4),
        Say(20, "switched to the early roster, 6 to 2 now. can you help me plan a lunch I can "
            "eat at 10am without it feeling weird",
            "A hearty brunch-style lunch works well at 10 - eggs, rice bowls, or a big wrap.",
            {"work_hours": "6 to 2"}),
        Say(21, "my partner Hemi is still on 9 to 5 so we basically only see each other at "
            "dinner",
            "That's tough - maybe protect dinner and one weekend morning for the two of you."),
        Fill(21, 4),
        Say(35, "can you rearrange my gym plan around my shifts please",
            "Sure - how about 3pm sessions on Monday, Wednesday and Friday, right after work?"),
        Fill(35, 2),
    ), (
        ("work_hours", "what are my working hours?"),
        ("time_zone", "which city's clock am I on?"),
    )),

    Written("k_dev_setup", (
        Say(0, "I use Neovim for everything and I'm on a Corvid 14 laptop, linux. how do I set "
            "up a python debugger",
            "Use nvim-dap with the debugpy adapter - install debugpy in your venv and point "
            "the adapter at it.",
            {"editor": "Neovim", "laptop": "Corvid 14"}),
        Fill(0, 6),
        Say(9, "also my bank app is Pennybridge and it keeps logging me out every 5 minutes, "
            "is that a setting on my end",
            "Check whether battery optimisation is killing it in the background - that often "
            "forces a fresh login.",
            {"bank_app": "Pennybridge"}),
        Fill(9, 8),
        Say(30, "my teammate Jorunn swears by Emacs and keeps sending me her config, how do I "
            "say no nicely",
            "Thank her, say you're happy with your setup, and maybe steal one idea so she "
            "feels heard."),
        Fill(30, 9),
        Say(55, "gave Helix a proper go for a week and I'm not going back. how do I get it to "
            "format on save",
            "Set auto-format = true for the language in languages.toml and make sure a "
            "formatter is configured.",
            {"editor": "Helix"}),
        Fill(55, 7),
        Say(80, "moved my money over to Tallyfox, pennybridge's app got unusable. how do I get "
            "old statements out before I close the old account",
            "Download PDF or CSV statements from the old bank's website before closing - "
            "most keep them for a limited time only.",
            {"bank_app": "Tallyfox"}),
        Fill(80, 6),
        Say(95, "miss some of my old neovim plugins tbh, the fuzzy finder mostly",
            "There's a built-in picker that covers most of that - try space-f."),
        Fill(95, 3),
    ), (
        ("editor", "what do I write code in these days?"),
        ("laptop", "what computer am I working on?"),
        ("bank_app", "which banking app am I using?"),
    )),

    Written("k_language_swap", (
        Say(0, "learning Portuguese on and off, can you quiz me on irregular verbs",
            "Sure! Let's start: what's the first person singular of 'fazer'?",
            {"learning": "Portuguese"}),
        Fill(0, 1),
        Say(50, "gave up on the portuguese, started Korean instead for a trip next year. how "
            "do I learn hangul fast",
            "Hangul can be learned in a few days - start with the basic consonants and "
            "vowels and how they stack into blocks.",
            {"learning": "Korean"}),
    ), (
        ("learning", "which language am I studying?"),
    )),

    Written("k_wellington_style", (
        Say(0, "please always use metric units and British spelling with me, I'm in "
            "Wellington and the american stuff trips me up",
            "Will do - metric and British spelling throughout.",
            {"units": "metric units", "spelling": "British spelling"}),
        Fill(0, 1),
    ), (
        ("units", "how should you give me measurements?"),
        ("spelling", "which way of spelling words do I prefer?"),
    )),

    Written("k_coffee_drift", (
        Say(2, "my usual is a flat white with an extra shot, trying to work out how much I "
            "spend a month on them",
            "At around 5 a day on weekdays that's roughly 100 a month - want a quick budget?",
            {"coffee": "flat white"}),
        Say(3, "also can't stand coriander, tastes like soap to me. leave it out of anything "
            "you suggest",
            "Noted - no coriander. Flat-leaf parsley or mint usually work as swaps.",
            {"dislike": "coriander"}),
        Fill(3, 3),
        Say(14, "tried a cortado today, bit small for me, i'll stick to what i know",
            "Fair - it's a lot less milk."),
        Fill(14, 3),
        Say(40, "I've gone off milky coffee completely. it's a long black every morning now. "
            "is that healthier?",
            "Fewer calories and less sugar from the milk, so slightly, yes.",
            {"coffee": "long black"}),
        Say(41, "my wife Ngozi has started ordering my old flat white, we've basically swapped "
            "lol",
            "A very efficient household."),
        Fill(41, 3),
        Say(70, "iced oat latte season!! can you find me a way to make it at home, I get one "
            "every day on the way in now and it's costing me",
            "Brew a strong double shot, pour over ice, and top with cold oat milk - about a "
            "fifth of the cafe price.",
            {"coffee": "iced oat latte"}),
        Fill(70, 2),
    ), (
        ("coffee", "what do I usually order at the cafe?"),
        ("dislike", "which herb can't I stand?"),
    )),

    Written("k_fruit_mixup", (
        Say(0, "I'm allergic to kiwi, so flag it if a smoothie recipe has it",
            "Will do - I'll flag kiwi in any recipe.",
            {"allergy": "kiwi"}),
        Fill(0, 3),
        Say(1, "sorry, I meant papaya not kiwi, I always mix those two up in my head. kiwi is "
            "totally fine",
            "No problem - I'll flag papaya instead.",
            {"allergy": "papaya"}),
        Fill(1, 4),
        Say(20, "my niece Oona is the one who's allergic to kiwi actually, so I'll skip it when "
            "she's over anyway",
            "Good call - easy to leave out."),
        Fill(20, 3),
        Say(33, "also I'm lactose intolerant so use oat milk in anything you suggest",
            "Got it - oat milk in all recipes from now on.",
            {"milk": "oat milk"}),
        Fill(33, 2),
    ), (
        ("allergy", "which fruit am I allergic to?"),
        ("milk", "what should you swap in for cow's milk in recipes?"),
    )),

    Written("k_climb_swim_play", (
        Say(0, "into bouldering at the moment, 3 times a week. what should I eat before a "
            "session",
            "Something light with carbs 1-2 hours before - a banana and toast, or oats.",
            {"hobby": "bouldering"}),
        Fill(0, 8),
        Say(8, "playing Ashfall Tactics on my Nimbus handheld, is the DLC worth it",
            "Reviews say yes - it adds a full new campaign and fixes some balance issues.",
            {"game": "Ashfall Tactics", "handheld": "Nimbus"}),
        Fill(8, 9),
        Say(40, "tore a finger pulley so no climbing for a while. I've been doing sea swimming "
            "instead, is 12 degrees too cold",
            "12 degrees is cold but fine with a wetsuit and short dips - build up slowly and "
            "never swim alone.",
            {"hobby": "sea swimming"}),
        Fill(40, 7),
        Say(50, "Lumen Drift is eating my weekends, the puzzle in the crypt is impossible",
            "Try lighting the braziers in the order shown on the mural above the door.",
            {"game": "Lumen Drift"}),
        Say(55, "my brother Teodor just started Ashfall Tactics, I told him to skip the second "
            "act",
            "Bold advice - it's the slow bit, so he might thank you."),
        Fill(55, 6),
        Say(90, "the climbing gym sent me a 'we miss you' email lol. I do miss bouldering a bit",
            "Once the pulley is healed you could ease back in with easy problems."),
        Fill(90, 5),
    ), (
        ("hobby", "what do I do for exercise these days?"),
        ("game", "which game am I playing?"),
        ("handheld", "what do I play games on?"),
    )),

    Written("k_busy_perth", (
        Say(0, "keep it short, I'm a busy man. one paragraph max. I'm in Perth so anything "
            "with times, use AWST",
            "Understood.",
            {"length": "one paragraph max", "time_zone": "AWST"}),
        Say(2, "my son asks you for essays, not me. he's got the time",
            "Fair enough."),
    ), (
        ("length", "how long do I want your replies to be?"),
        ("time_zone", "what time zone am I in?"),
    )),

    Written("k_call_me_dee", (
        Say(0, "call me Dee, nobody calls me Deirdre except the tax office",
            "Nice to meet you, Dee!",
            {"nickname": "Dee"}),
        Say(1, "my sister goes by Didi which confuses everyone at family dinners",
            "Dee and Didi - I can see the problem."),
        Fill(1, 1),
    ), (
        ("nickname", "what name do I go by?"),
    )),

    Written("k_clay_to_wood", (
        Say(4, "started a pottery course on wednesdays, what's a good first project on the "
            "wheel",
            "A simple cylinder - it teaches centring and pulling walls, and it becomes a mug "
            "later.",
            {"hobby": "pottery"}),
        Fill(4, 3),
        Say(10, "also learning Georgian for my partner's family, the alphabet is beautiful "
            "but brutal",
            "It's a lovely script - learning 5 letters a day gets you through it in about a "
            "week.",
            {"learning": "Georgian"}),
        Fill(10, 4),
        Say(45, "the studio closed down so i've switched to a woodturning class at the "
            "community shed. what safety gear do I need",
            "A full face shield, dust mask or respirator, and no loose sleeves or jewellery.",
            {"hobby": "woodturning"}),
        Say(46, "my partner Levan thinks I should go back to pottery but he just wants free "
            "mugs",
            "Offer him a turned bowl instead."),
        Fill(46, 3),
        Say(60, "quiz me on georgian numbers 1-20?",
            "Let's go: what's 'seven'?"),
        Fill(60, 2),
    ), (
        ("hobby", "what craft am I doing at the moment?"),
        ("learning", "what language am I learning?"),
    )),

    Written("k_remote_nomad", (
        Say(0, "working remotely from Jakarta this quarter, so I'm on Jakarta time. also keep "
            "answers short please, I read them between calls",
            "Will do - Jakarta time, and short replies.",
            {"time_zone": "Jakarta", "answer_length": "keep answers short"}),
        Fill(0, 7),
        Fill(15, 8),
        Say(40, "landed in Nairobi yesterday, everything's 4 hours behind what I'm used to. "
            "can you shift my standups",
            "Done: your 10:00 standup moves to 06:00 local - want to ask the team to move it "
            "later?",
            {"time_zone": "Nairobi"}),
        Fill(40, 8),
        Say(62, "my colleague Wulan is still in Jakarta and keeps booking calls at 6am my time",
            "Maybe share a working-hours block in your calendar so it's visible to her."),
        Fill(62, 6),
        Say(80, "ok I have more time these days, you can go into more detail in your answers, "
            "I actually want the reasoning",
            "Sounds good - I'll explain my reasoning more fully from now on.",
            {"answer_length": "more detail"}),
        Fill(80, 5),
        Say(110, "settling into Tbilisi, the wine is dangerously cheap. what's the time "
             "difference to my team in Singapore",
             "Singapore is 4 hours ahead of you now, so their 5pm is your 1pm.",
             {"time_zone": "Tbilisi"}),
        Fill(110, 6),
        Say(112, "Nairobi was honestly my favourite stop, I miss the mornings there",
             "Sounds like it left a mark - maybe go back next year."),
    ), (
        ("time_zone", "where am I based right now, for scheduling?"),
        ("answer_length", "do I want quick answers or longer ones from you?"),
    )),

    Written("k_commute_audio", (
        Say(3, "my commute podcast is The Long Ferry, two hosts talking about shipwrecks. I "
            "cycle to work, 40 minutes each way. anything similar?",
            "For maritime history told by chatty hosts, look for narrative history shows "
            "about lost ships and lighthouses.",
            {"podcast": "The Long Ferry", "commute": "cycle"}),
        Fill(3, 4),
        Say(9, "you recommended Deep Harbour Radio last time but I never got round to it tbh",
            "No worries - it'll still be there."),
        Fill(9, 3),
        Say(38, "caught up on every episode of the long ferry so i've been bingeing Small "
            "Hours Club instead, it's a comedy one about insomnia",
            "Good fit for a 40-minute ride - episodes are about that long.",
            {"podcast": "Small Hours Club"}),
        Fill(38, 3),
        Say(39, "my dad Vaclav listens to nothing but cricket podcasts, unbearable in the car",
            "At least it keeps him calm in traffic."),
    ), (
        ("podcast", "what podcast am I listening to on my commute these days?"),
        ("commute", "how do I get to work?"),
    )),

    Written("k_dr_manuscript", (
        Say(0, "Good morning. I should be grateful if you would address me as Dr Achterberg, "
            "and use British spelling throughout; I am preparing a manuscript.",
            "Good morning, Dr Achterberg. Certainly - British spelling throughout.",
            {"address": "Dr Achterberg", "spelling": "British spelling"}),
        Fill(0, 6),
        Say(5, "For references, please format them in Harvard style.",
            "Of course - author-date references in Harvard style.",
            {"citation": "Harvard style"}),
        Fill(5, 9),
        Say(30, "My colleague Professor Ferrante insists on Vancouver style for everything, "
            "which I find rather cramped. Might you explain how the two differ?",
            "Vancouver numbers citations in order of appearance; author-date systems give the "
            "author and year in the text."),
        Fill(30, 8),
        Say(50, "The journal has accepted the paper, on condition that it conforms to their "
            "house rules. Accordingly, American spelling from now on, please, and citations "
            "in Chicago style.",
            "Congratulations on the acceptance. I shall switch both from now on.",
            {"spelling": "American spelling", "citation": "Chicago style"}),
        Fill(50, 8),
        Say(75, "You may simply call me Hedda; the title seems unnecessary between us at this "
            "point.",
            "Thank you, Hedda.",
            {"address": "Hedda"}),
        Fill(75, 5),
        Say(90, "I recall asking for Harvard style at the outset; it seems a lifetime ago.",
            "A great deal has happened to the manuscript since."),
        Fill(90, 4),
    ), (
        ("spelling", "Which spelling convention should you follow for my writing?"),
        ("citation", "How should my references be formatted?"),
        ("address", "How do I wish to be addressed?"),
    )),

    Written("k_family_evenings", (
        Say(0, "I'm doing no dairy for now, the doctor thinks it's behind my skin stuff. what "
            "do I put in my porridge",
            "Oat or soya milk works well - add a pinch of salt and some cinnamon.",
            {"diet": "no dairy"}),
        Fill(0, 8),
        Say(7, "my son Rafferty's favourite show is Moonbrick Lane and I've now seen every "
            "episode four times",
            "That's a lot of Moonbrick Lane. Maybe a new cartoon to break the loop?"),
        Fill(7, 7),
        Say(12, "me and my husband are watching Copperline in the evenings, is season 3 worth "
            "it",
            "Most people say season 3 is the strongest - worth pushing on.",
            {"series": "Copperline"}),
        Fill(12, 10),
        Say(50, "recommend something like copperline, which we've just finished? we're lost",
            "You might like Wintergarden or The Drowned Orchard - both slow-burn family "
            "dramas."),
        Say(52, "ok we went with Wintergarden, episode 2 and we're hooked",
            "Great pick - the second half of the season is even better.",
            {"series": "Wintergarden"}),
        Fill(52, 8),
        Say(80, "the dermatologist says my skin's fine now, so I'm back on dairy - "
            "celebrating with a cheese toastie, what's the best cheese for it",
            "A mix of mature cheddar and something meltier like gruyere.",
            {"diet": "back on dairy"}),
        Fill(80, 6),
        Say(100, "Rafferty has decided he's lactose intolerant because his friend is. he's "
             "seven",
             "Classic seven-year-old solidarity."),
    ), (
        ("series", "what are we watching together in the evenings?"),
        ("diet", "is there anything I'm cutting out food-wise right now?"),
    )),

    Written("k_vardar_tiny", (
        Say(0, "ugh FC Vardar Ostrog lost again, can you explain what xG means, the pundits "
            "keep saying it",
            "Expected goals - the chance of each shot becoming a goal, based on thousands of "
            "similar shots, added up over a match.",
            {"team": "FC Vardar Ostrog"}),
        Say(60, "my dad's team Sloboda Nis finally won something, he rang me at midnight",
            "That's lovely - enjoy it with him."),
    ), (
        ("team", "which football club do I follow?"),
    )),
)
# fmt: on


def batch_k_tenants() -> list[Tenant]:
    """Set K as tenants, numbered after the sets written before it."""
    return numbered_in_order("k", BATCH_K)
