"""Set AI: people who build imaginary worlds and use the assistant as the memory for them: a
novelist keeping a series bible, game masters running campaigns and one-shots, players tracking
their own characters, screenwriters in rewrites, fan-fiction writers, a tabletop wargamer, indie
game designers, a picture-book author, audio-drama writers and poets. They state facts about
invented characters, places and things (a heroine's age, a kingdom's capital, a party's ship, a
character's rank or hit points, a book's title) beside real-world ones (an agent, a publisher, a
deadline, a studio), in long excited messages and short notes between sessions, some lowercase
and slangy, one formal. Facts change in rewrites, renames, level-ups, sunk ships and moved
deadlines; decoys are other characters' facts, earlier drafts, other players' characters and
books they are reading."""

from __future__ import annotations

from tests.support.quality_data import Tenant
from tests.support.quality_handwritten import Fill, Say, Written
from tests.support.quality_order import numbered_in_order

# fmt: off
BATCH_AI: tuple[Written, ...] = (
    Written("ai_poet_salt_ledger", (
        Say(0,
            "ok so i think the collection is finally called Salt Ledger. 31 poems, mostly about "
            "my nan's fish shop in the 80s. does that title sound too dry? be honest",
            "It's spare rather than dry: 'ledger' promises accounting and loss, which suits poems "
            "about a family shop. It might read better if the opening poem earns the word early.",
            {"collection_title": "Salt Ledger", "poem_count": "31"}),
        Say(9,
            "changed my mind at 2am like a true poet. it's Brine and Small Hours now. the ledger "
            "poem stays in but it doesn't get to be the title anymore",
            "That's warmer and more nocturnal, and it still smells of the sea. The ledger poem "
            "can sit at the centre of the book as a quieter anchor.",
            {"collection_title": "Brine and Small Hours"}),
        Say(9,
            "can you help me order the first five so the sea ones don't all bunch up together",
            "Sure. Try alternating: open on a shop poem, then a sea poem, then the grandmother "
            "portrait, another sea poem, and close the run with the ledger piece."),
    ), (
        ("collection_title", "what am i calling the whole book these days? it's going on the "
                             "cover letter"),
        ("poem_count", "how many pieces are going in the manuscript?"),
    )),
    Written("ai_badger_bedtime", (
        Say(0,
            "Writing a picture book for ages 3-5 about a badger who's scared of the dark. Her "
            "name is Pim Thistlewick. Can you suggest some gentle rhymes for 'burrow'?",
            "Lovely premise. For 'burrow' you could use 'furrow', 'tomorrow' (as a near rhyme), "
            "or restructure the line so 'burrow' sits mid-line and rhyme on 'deep' and 'sleep'.",
            {"badger_name": "Pim Thistlewick"}),
        Fill(0, 1),
    ), (
        ("badger_name", "remind me what the little badger in my bedtime book is called"),
    )),
    Written("ai_fic_update_day", (
        Say(0,
            "i post my fic every Friday night, readers are used to it by now. chapter 14 is "
            "giving me hell tho, the confession scene. any tips on pacing a slow burn so it "
            "doesn't drag",
            "Keep the confession interrupted once before it lands, and let small physical details "
            "carry the tension between lines of dialogue. Cut anything that repeats a feeling "
            "already shown.",
            {"post_day": "Friday"}),
        Fill(0, 1),
        Say(22,
            "moving updates to Sundays from now on, work's been brutal at the end of the week and "
            "i keep missing my own schedule",
            "Makes sense. A short note at the end of the next chapter will let readers know, and "
            "weekend posts often catch people with more time to comment.",
            {"post_day": "Sundays"}),
        Say(23,
            "my beta Oonagh posts hers on Fridays and swears that's when the kudos roll in lol",
            "It varies by fandom and time zone. Give the new slot a few weeks before judging it."),
    ), (
        ("post_day", "which day do my readers expect new chapters now?"),
    )),
    Written("ai_tourney_points", (
        Say(0,
            "Tournament at the Harrowgate club is 1750 points this year. I'm bringing my Ashen "
            "Reach list, heavy on the walker units. Can you sanity-check it if I paste it in?",
            "Happy to. Paste the units with their costs and I'll total them and flag anything "
            "that looks light on objective holders.",
            {"points_limit": "1750", "faction": "Ashen Reach"}),
        Say(14,
            "Organisers bumped it to 2000 points, so there's room for the second artillery "
            "battery after all!",
            "Nice, that extra allowance fits a second battery plus a small screening unit.",
            {"points_limit": "2000"}),
        Say(14,
            "my mate Dunstan is doing 1500 in the beginner bracket, his first ever event",
            "A smaller game is a kind way to start. He'll learn the missions without drowning."),
    ), (
        ("points_limit", "how big does my army need to be for the tournament?"),
        ("faction", "which army am I taking along?"),
    )),
    Written("ai_warlock_levels", (
        Say(0,
            "hiya, can you be my character sheet brain? Vessa Corrin, tiefling warlock, level 5, "
            "hex is my whole personality",
            "Noted: Vessa Corrin, tiefling warlock. Tell me her spells and invocations whenever "
            "you like and I'll keep them together.",
            {"pc_level": "level 5"}),
        Say(12,
            "DING. level 6. took agonizing blast finally, why did i wait",
            "Congratulations! Agonizing Blast makes eldritch blast far stronger at every range.",
            {"pc_level": "level 6"}),
        Say(40,
            "session was wild, we killed the wyvern and the DM said everyone goes up, so level 7 "
            "for Vessa",
            "Well earned. Level 7 gives you a new invocation and a fourth-level spell slot.",
            {"pc_level": "level 7"}),
        Say(40,
            "our paladin Brannoc is still level 6 bc his player missed two sessions, rough",
            "Some tables let missed sessions catch up at the next milestone. Worth asking the DM."),
    ), (
        ("pc_level", "what level is my tiefling at now?"),
    )),
    Written("ai_midpoint_rewrite", (
        Say(0,
            "Producer wants the second-draft pages by March 14. I've got the whole middle act to "
            "rebuild. Where do I even start with a sagging midpoint?",
            "Start with the midpoint itself: decide what your lead learns or loses there, then "
            "make every scene before it point toward that turn.",
            {"draft_due": "March 14"}),
        Say(5,
            "Reprieve!! Imke (the producer) emailed, the financiers pushed the read to April 2, "
            "so I can actually do the midpoint properly",
            "That's a real gift of time. Use the first week to outline the new middle before "
            "writing any pages.",
            {"draft_due": "April 2", "producer_name": "Imke"}),
        Say(5,
            "write me a short polite thank-you to her for the extension?",
            "'Hi Imke, thank you so much for arranging the extra time. It makes a real difference "
            "to the middle act and I'll make good use of it. Best, ...'"),
    ), (
        ("draft_due", "when do the rewrite pages have to be in?"),
        ("producer_name", "who's the producer i've been emailing with?"),
    )),
    Written("ai_memory_pawn_pod", (
        Say(0,
            "finally picked a name for my audio drama: The Memory Pawn. it's about a pawnshop "
            "that buys people's memories. 6 episodes, recording in the spare room. does it sound "
            "like a real show?",
            "It does, and it tells a listener the premise in three words. Check the podcast "
            "directories for clashes before you commit to artwork.",
            {"show_title": "The Memory Pawn"}),
        Fill(0, 1),
    ), (
        ("show_title", "what did i decide to call the audio series?"),
    )),
    Written("ai_ostwick_tavern", (
        Say(0,
            "quick one before the players arrive: the tavern in Ostwick is called the Drowned "
            "Lamb and the barkeep is a retired pirate named Hesk Morrow. give me three rumours he "
            "could drop?",
            "1) A ghost ship was seen anchored off the point with no crew. 2) The mayor's "
            "strongbox is lighter every month. 3) Someone is buying up every rope in town.",
            {"tavern_name": "the Drowned Lamb", "barkeep": "Hesk Morrow"}),
    ), (
        ("barkeep", "who runs the bar my players hang out in?"),
        ("tavern_name", "what did i name the inn in that town?"),
    )),
    Written("ai_orla_series_bible", (
        Say(0,
            "Starting a proper series bible for the new book so I stop contradicting myself. Main "
            "character: Orla Vantreece, 34, a salvage diver from Kettlemouth, a grey little "
            "harbour town on the north coast. Divorced, no kids, hates boats (ironic). Can you "
            "keep track of this kind of thing for me?",
            "Yes. I have Orla Vantreece: salvage diver, from a north-coast harbour town, "
            "divorced, no children, dislikes boats. Add details as you go and ask me whenever you "
            "need to check.",
            {"heroine_age": "34", "heroine_hometown": "Kettlemouth"}),
        Fill(0, 2),
        Say(3,
            "Her brother Tamsin is 41 and runs the family chandlery, he's the one who drags her "
            "into the smuggling plot",
            "Good. An older brother with a business to protect gives the smuggling plot a "
            "believable family pressure."),
        Fill(3, 2),
        Say(20,
            "Agent news!! Rosalind Achterberg at Fenwick & Pryce wants the full manuscript. I'm "
            "shaking. What should I fix before I send it?",
            "Congratulations! Polish the first three chapters once more, check for continuity "
            "slips, and make sure the ending lands. Don't rewrite wholesale in a panic.",
            {"agent": "Rosalind Achterberg"}),
        Fill(20, 2),
        Say(41,
            "Rosalind's notes came back. Biggest one: Orla reads older than she needs to, so I'm "
            "making her 29 and cutting the divorce. The backstory timeline shifts by five years, "
            "ugh",
            "Making her younger also sharpens her recklessness. You'll want to recheck any dates "
            "tied to her diving career and her brother's age gap.",
            {"heroine_age": "29"}),
        Say(41,
            "can you list which chapters probably mention her marriage so I can hunt them down? "
            "ch 3, 7 and 19 I think",
            "Start with those three, then search the manuscript for 'husband', 'ex' and 'ring'. "
            "Flashbacks and dialogue with her brother are the usual hiding places."),
        Fill(41, 2),
        Say(60,
            "sorry, correction on the bible: she isn't from Kettlemouth anymore, I moved her to "
            "Gullhaven because I need a town with a ferry terminal for chapter 12",
            "Updated. A ferry town gives you crowds and timetables to play with in chapter 12.",
            {"heroine_hometown": "Gullhaven"}),
        Say(62,
            "funny, the thriller I'm reading has a heroine who's a diver from a harbour town too. "
            "mine's better obviously",
            "Naturally. The overlap is common in coastal crime, so it's the voice that sets yours "
            "apart."),
        Fill(62, 1),
    ), (
        ("heroine_age", "how old is Orla in the current draft?"),
        ("agent", "who's my agent again? need to cc her on something"),
    )),
    Written("ai_low_tide_saints", (
        Say(0,
            "ok brain dump for the rewrite. Feature is called Low Tide Saints. Lead is Cass "
            "Delahunt, a night-shift ferry mechanic in Duluth, mid-forties. Her ex, Reuben, is "
            "the antagonist-ish. Can you help me make her want something clearer in act one?",
            "Give her a concrete goal by page ten: maybe she needs money to buy the ferry before "
            "it's scrapped, which puts her on a collision course with Reuben.",
            {"script_title": "Low Tide Saints", "lead_name": "Cass Delahunt",
             "setting_city": "Duluth"}),
        Fill(0, 2),
        Say(8,
            "producer hates 'Cass', says there are three Casses on streaming right now. she's "
            "Nell Aberdine from now on, same everything else",
            "Nell Aberdine has a flinty sound that suits a mechanic. I'll use that name from here "
            "on.",
            {"lead_name": "Nell Aberdine"}),
        Say(8,
            "so any dialogue where Reuben calls her Cassie needs a new nickname, ideas?",
            "'Nello', 'Abby' from the surname, or something from her work like 'Grease'. A "
            "nickname she hates is useful for him."),
        Fill(8, 3),
        Say(30,
            "location scout came back, Duluth is too pricey to shoot in, so the whole thing "
            "relocates to Thunder Bay. honestly better, more winter",
            "Thunder Bay gives you the same lake-port feel and harsher weather for the ferry "
            "scenes. Some local references will need swapping.",
            {"setting_city": "Thunder Bay"}),
        Fill(30, 2),
        Say(33,
            "my writing partner's script is set in Duluth too lol, she's keeping hers there",
            "Then at least you won't be competing for the same locations."),
        Fill(33, 2),
    ), (
        ("lead_name", "what's my protagonist called now?"),
        ("script_title", "remind me of the working title of the feature"),
    )),
    Written("ai_snail_courier_game", (
        Say(0,
            "hey! solo dev here. my game is called Mossback, you play a snail courier in a "
            "flooded forest. building it in Godot, aiming to ship in October. can you help me "
            "write a steam page blurb?",
            "Sure: 'Carry letters across a drowned forest at your own slow pace. Mossback is a "
            "cozy delivery game about patience, puddles and the creatures who wait for mail.'",
            {"game_title": "Mossback", "engine": "Godot", "release_month": "October"}),
        Fill(0, 2),
        Say(5,
            "the composer I hired, Wren Halloway, sent the first track and I cried a little",
            "That's a great sign. Music carries a lot of the mood in a slow game like yours.",
            {"composer": "Wren Halloway"}),
        Fill(5, 2),
        Say(19,
            "ported everything to Unity over the weekend, console export in the old engine was "
            "killing me. any tips for a shader graph noob?",
            "Start from the URP sample shaders and change one node at a time. A simple water "
            "ripple is a good first project.",
            {"engine": "Unity"}),
        Say(19,
            "my friend Tobiah is doing his roguelike in Godot and loves it, so it's not the "
            "engine's fault, it's mine",
            "Engines suit different targets. Console plans are a perfectly good reason to switch."),
        Fill(19, 3),
        Say(47,
            "bad news good news: it's not shipping in the autumn. publisher call went great "
            "though, we agreed on February for launch, with a demo in the Next Fest before it",
            "That's a sensible plan: the demo builds wishlists and the extra months let you "
            "polish.",
            {"release_month": "February"}),
        Fill(47, 2),
        Say(50,
            "how do i write a delay announcement that doesn't sound like the game is in trouble",
            "Lead with what players gain from the wait, show new footage, and give a firm new "
            "window. Keep it short and upbeat."),
        Fill(50, 2),
    ), (
        ("release_month", "when's launch supposed to be?"),
        ("composer", "who's doing the music for my game?"),
    )),
    Written("ai_skyforge_oc", (
        Say(0,
            "writing a long fic for the Skyforge Chronicles fandom, it's an OC fic: my girl Mirel "
            "is a cartographer who ends up on the airship crew in season 2. planning 20 chapters. "
            "help me write a summary for ao3 that isn't cringe",
            "'A cartographer with no sense of direction signs onto the wrong airship. Season 2 "
            "canon, slow burn, found family.' Short and specific tends to work best.",
            {"oc_name": "Mirel", "chapters_planned": "20 chapters"}),
        Fill(0, 1),
        Say(6,
            "ok the comments say my OC's name sounds too much like Mirelle from canon (the "
            "captain's sister). should i rename? something elvish-ish but not tolkien",
            "A few options: Auren, Sael, Ithra or Venne. Auren keeps the soft sound without "
            "echoing canon."),
        Say(6,
            "yeah Auren, that's the one. renaming her in all the posted chapters tonight",
            "Good choice. A short author's note will stop readers being confused by the change.",
            {"oc_name": "Auren"}),
        Fill(6, 2),
        Say(25,
            "plot got away from me, outline is at 26 chapters now. readers seem happy about it at "
            "least",
            "Update the chapter count on the fic page so people know what they're signing up for.",
            {"chapters_planned": "26 chapters"}),
        Say(25,
            "my friend's fic in the same fandom is only 9 chapters and has twice my kudos, life "
            "is unfair",
            "Shorter fics finish sooner and get shared more. Long ones build loyal readers."),
        Fill(25, 2),
        Say(26,
            "write me an author's note apologising for the late update, short and a bit funny",
            "'Sorry this one's late: real life hit harder than any airship crash. Thank you for "
            "sticking around, the next chapter is already half-drawn on the map.'"),
    ), (
        ("oc_name", "what's my original character called in the fic?"),
        ("chapters_planned", "how long is the fic going to be in total?"),
    )),
    Written("ai_kragmarch_legion", (
        Say(0,
            "Right, starting my Kragmarch Legion army list. General is Marshal Oskra Veyne on the "
            "siege-walker, painted bone and teal like the rest of the army. I'll paste unit "
            "entries over the next few weeks, can you keep a running tally?",
            "Will do. Paste each unit with its points and I'll keep a total and a unit count.",
            {"general": "Marshal Oskra Veyne", "paint_scheme": "bone and teal"}),
        Fill(0, 2),
        Say(4,
            "Unit 1: 20 halberdiers, 180 pts. Unit 2: 10 crossbows, 110 pts. Unit 3: 2 bolt "
            "throwers, 140 pts.",
            "Running total: 430 points across three units, not counting the general."),
        Fill(4, 3),
        Say(16,
            "we play weekly at the Anvil on Thursdays, if you ever wonder why I vanish on "
            "Thursday evenings",
            "Noted. Thursday games at a regular shop are a great way to test lists.",
            {"club": "the Anvil"}),
        Fill(16, 2),
        Say(40,
            "stripped the whole army. The bone and teal never looked right under the shop lights. "
            "Repainting in oxblood and brass, first test mini done and it POPS",
            "Oxblood and brass reads well at table distance. Keep the brass to trim so the red "
            "stays dominant.",
            {"paint_scheme": "oxblood and brass"}),
        Say(40,
            "my opponent Halvard paints his lot bone and teal too, maybe why mine bugged me",
            "Two armies in the same colours on one table would be confusing anyway."),
        Fill(40, 3),
        Say(58,
            "The Anvil closed :( lease ran out. Whole group plays at Dice Hollow now, bigger "
            "tables at least",
            "Sorry to hear it. Bigger tables will help with the siege-walker's footprint.",
            {"club": "Dice Hollow"}),
        Fill(58, 2),
    ), (
        ("paint_scheme", "what colours is my army painted in now?"),
        ("general", "who leads my legion on the table?"),
    )),
    Written("ai_sneezing_hippo", (
        Say(0,
            "I write picture books (this is my fourth!). This one's about a hippo who can't stop "
            "sneezing, working title Hattie Sneezes. It's with Bramblegate Books, and the "
            "illustrator is Sunniva Eklund, who did my last one. Could you help me cut the text "
            "to under 500 words?",
            "Of course. Paste the text and I'll mark lines the pictures can carry on their own, "
            "which is usually where the biggest cuts come from.",
            {"book_title": "Hattie Sneezes", "publisher": "Bramblegate Books",
             "illustrator": "Sunniva Eklund"}),
        Fill(0, 2),
        Say(10,
            "Here's the middle spread: 'Hattie sniffed. Hattie snuffled. Hattie went KA-' -- "
            "should the sneeze land on the page turn?",
            "Yes. Ending the spread on 'KA-' and turning to a huge 'CHOO!' is exactly what page "
            "turns are for."),
        Fill(10, 2),
        Say(35,
            "Some sad news: Bramblegate has been folded into a bigger group and my editor left. "
            "The book moves to Pebblefoot Press with her, thank goodness. Contract signed today.",
            "What a relief that your editor took the book with her. Continuity with her will keep "
            "the project on track.",
            {"publisher": "Pebblefoot Press"}),
        Fill(35, 2),
        Say(70,
            "Marketing at the new place want the title to be more of a read-aloud hook. We've "
            "landed on Achoo, Hattie! and I actually love it.",
            "It's fun to shout, and children will join in. That's ideal for a read-aloud.",
            {"book_title": "Achoo, Hattie!"}),
        Say(71,
            "My daughter is reading Hattie and the Fox at school, which is partly why we changed "
            "it",
            "A classic, and a good reason to avoid a too-similar title on the same shelf."),
        Fill(71, 2),
    ), (
        ("publisher", "who is putting out the hippo book?"),
        ("illustrator", "who's doing the pictures for the hippo book?"),
    )),
    Written("ai_quiet_frequency", (
        Say(0,
            "Writing season one of my audio drama, The Quiet Frequency. Ten episodes. The big "
            "reveal that the radio host is the one sending the signals lands in episode 6. Can "
            "you help me plant clues in 1-5 without being obvious?",
            "Try sound clues: the same hum under her studio and under the signals, a phrase she "
            "uses on air that turns up in a transmission, and one alibi that doesn't quite fit.",
            {"reveal_episode": "episode 6"}),
        Say(2,
            "we cast the host! Petra Lindqvist, she has this smoky late-night voice, perfect",
            "A great fit for a late-night radio host. Her voice will carry the twist.",
            {"lead_actor": "Petra Lindqvist"}),
        Fill(2, 2),
        Say(15,
            "pushing the reveal back to episode 8, test listeners guessed it way too early",
            "Then move one or two of the stronger clues later too, and add a red herring in the "
            "middle episodes.",
            {"reveal_episode": "episode 8"}),
        Say(15,
            "in my last show the twist was in episode 6 too and people said it came too soon, "
            "should have learned lol",
            "Now you know your audience likes a longer build."),
        Fill(15, 3),
        Say(31,
            "Petra had to drop out, scheduling clash with a stage run. We recast: Adaeze "
            "Fairweather. She recorded her audition in a wardrobe and it was still gorgeous",
            "Sorry about Petra, but it sounds like you've found someone special.",
            {"lead_actor": "Adaeze Fairweather"}),
        Fill(31, 2),
        Say(33,
            "can you draft a kind note to Petra, I want to keep the door open for season two",
            "'Petra, it was a joy working with you, and I completely understand. If season two "
            "happens I'd love to talk again. Break a leg on the run.'"),
        Fill(33, 1),
    ), (
        ("reveal_episode", "in which instalment do listeners find out who's sending the signals?"),
        ("lead_actor", "who's voicing the radio host?"),
    )),
    Written("ai_hollin_ford_oneshot", (
        Say(0,
            "running a spooky one-shot for my work friends on October 31. village is called "
            "Hollin Ford, everyone there has lost a sibling to the marsh. the thing they're "
            "hunting is a relic called the Ember Psalter. help me with a creepy opening "
            "read-aloud?",
            "'The bells of the village have not rung in a year. Tonight, as fog climbs out of the "
            "marsh, every house leaves one chair empty at the table...'",
            {"session_date": "October 31", "village": "Hollin Ford", "relic": "the Ember Psalter"}),
        Fill(0, 2),
        Say(3,
            "five players confirmed. pregens: a gravedigger, a nun, a poacher, a lamplighter and "
            "a kid",
            "Good mix. Give each one a personal link to a lost sibling so the marsh feels "
            "personal."),
        Fill(3, 2),
        Say(12,
            "half the table has halloween parties so we're playing November 2 instead. gives me "
            "an extra weekend to build the marsh map",
            "A couple of days after Halloween still feels seasonal, and a map will help a lot.",
            {"session_date": "November 2"}),
        Fill(12, 2),
        Say(14,
            "renamed the relic, the old name sounded too generic. it's the Reliquary of Saint Ewa "
            "now",
            "That sounds older and more local. A saint gives the village a history to uncover.",
            {"relic": "the Reliquary of Saint Ewa"}),
        Say(14,
            "my friend ran a one-shot last year about a cursed bell, I'm stealing her trick of "
            "ringing it at midnight",
            "Good trick to borrow. A sound cue at the table is very effective."),
        Fill(14, 2),
    ), (
        ("relic", "what's the cursed item the players are chasing?"),
        ("village", "what's the name of the marsh town in my one-shot?"),
    )),
    Written("ai_dabria_rogue", (
        Say(0,
            "New campaign! I'm playing Dabria Quell, half-elf rogue, level 3, 24 hp, main weapon "
            "is a hand crossbow. DM is my cousin so no pressure lol. Can you remember her stuff "
            "so I don't lose the sheet again?",
            "Got it: Dabria Quell, half-elf rogue, level 3, with a hand crossbow. Send me changes "
            "after each session.",
            {"pc_hp": "24 hp", "pc_weapon": "hand crossbow"}),
        Fill(0, 2),
        Say(7,
            "Session 2 recap: we got into the sewers under Velmarch, I stole a map from a "
            "cultist, our cleric Odo nearly died",
            "Noted. The stolen map sounds like a hook your cousin will come back to."),
        Fill(7, 2),
        Say(14,
            "levelled! max is 31 hp now. also found a dagger with glass wings on the hilt but "
            "haven't identified it yet",
            "Updated. An unidentified dagger with a distinctive hilt is almost certainly magic.",
            {"pc_hp": "31 hp"}),
        Fill(14, 3),
        Say(28,
            "it's the Glasswing Dagger!! +1, comes back to my hand when thrown. retiring the "
            "crossbow, she's a knife girl now",
            "That's a great find for a rogue. Sneak attack works with thrown finesse weapons too.",
            {"pc_weapon": "Glasswing Dagger"}),
        Say(28,
            "the barbarian, Kroff, got a frost greataxe at the same time and he's insufferable "
            "about it",
            "Every party has one. Let him enjoy it, and outshine him with the dagger."),
        Fill(28, 3),
        Say(42,
            "quick update before I forget, new max is 38 hp after last night's level-up, rolled a "
            "6 on the die",
            "Nice roll. I've updated her sheet.",
            {"pc_hp": "38 hp"}),
        Fill(42, 2),
    ), (
        ("pc_hp", "what's Dabria's max health at?"),
        ("pc_weapon", "what is my rogue fighting with these days?"),
    )),
    Written("ai_aubrecht_saga", (
        Say(0,
            "Okay, big one. I'm drafting book two of my fantasy series and I need you to be my "
            "series bible because my notes app is a crime scene. The kingdom is Aubrecht, capital "
            "city is Veldmoor, built on a drowned river delta. Queen Ilsabet rules, married to "
            "Lord Teodric Vane, who everyone assumes is the power behind the throne (he isn't). "
            "Book two is called The Saltglass Crown. Can you hold all that?",
            "Yes. Aubrecht, ruled by Queen Ilsabet from a capital on a drowned delta; her husband "
            "Lord Teodric Vane is assumed to be the real power but isn't. Keep adding and I'll "
            "keep it straight.",
            {"capital": "Veldmoor", "consort": "Lord Teodric Vane",
             "book_title": "The Saltglass Crown"}),
        Fill(0, 4),
        Say(2,
            "more bible: the royal flagship is the Merrow's Due, three masts, crewed mostly by "
            "convicts earning pardons. The admiral is Sefa Obrin, 52, missing two fingers",
            "Noted: the flagship and its convict crew, and Admiral Sefa Obrin.",
            {"flagship": "the Merrow's Due"}),
        Fill(2, 3),
        Say(9,
            "Deadline from Harcourt Lane is September 30 for the full draft. My editor there is "
            "Mireille Osei and she is lovely but she WILL chase me",
            "Then let's work backwards from the deadline: a target word count per week will keep "
            "you ahead of her emails.",
            {"deadline": "September 30", "editor": "Mireille Osei"}),
        Fill(9, 6),
        Say(21,
            "Writing the coronation-anniversary chapter. Can you describe what a procession "
            "through a city on a drowned delta might look like? canals, barges, people on "
            "rooftops",
            "Barges strung with lanterns, rooftop crowds throwing flowers into the water, bells "
            "answered by horns from the boats, and the queen's barge towed by oarsmen in white."),
        Fill(21, 5),
        Say(38,
            "Huge structural change. The delta city isn't working as the capital, nothing "
            "political happens there, it's all pretty boats. I'm moving the seat of power to "
            "Carrow Deep, the mining city in the mountains, and the delta becomes the old capital "
            "they abandoned after the flood. Does that break the procession chapter?",
            "Not necessarily. The procession can become a pilgrimage to the abandoned delta city, "
            "which adds grief and politics to the scene.",
            {"capital": "Carrow Deep"}),
        Fill(38, 6),
        Say(45,
            "in my first draft of book one the capital was a third place entirely, some forest "
            "city whose name I've forgotten, so this is the third capital lol",
            "Third time's the charm. The mountain city gives you far more to do politically."),
        Fill(45, 4),
        Say(60,
            "Mireille wants a title that sells harder. Options she floated: Queen of the Drowned "
            "Coast, Ashes Under Carrow, or keep the current one. Thoughts?",
            "The second is darker and ties to the new capital; the first is more romantic and "
            "epic. It depends on how you want book two to feel on a shelf."),
        Say(61,
            "We're going with Ashes Under Carrow. Feels grim enough for a middle book",
            "Good choice for a middle book, where things should go badly.",
            {"book_title": "Ashes Under Carrow"}),
        Fill(61, 5),
        Say(80,
            "Lord Teodric dies in chapter 22 now, poisoned at the anniversary feast. Poor man. "
            "Ilsabet probably remarries in book three",
            "A poisoning at the feast is a strong midpoint. Who benefits will drive the rest of "
            "the book."),
        Fill(80, 6),
        Say(95,
            "Harcourt Lane gave me an extension because of the capital rewrite!! Full draft is "
            "now due November 15. I could cry",
            "Wonderful. That's about six more weeks. Spend some on the new political chapters.",
            {"deadline": "November 15"}),
        Say(95,
            "my critique partner Jory has the exact deadline I used to have and she's panicking, "
            "so I'm keeping my joy quiet",
            "Kind of you. Maybe offer to read her pages in the last week."),
        Fill(95, 5),
        Say(130,
            "Cover sketch arrived. The title in big foil letters, a crown half sunk in ash. I'm "
            "obsessed",
            "It sounds striking. Foil on a dark cover reads well in thumbnails too."),
        Fill(130, 4),
        Say(150,
            "sorry, one more title wobble: sales said 'ashes' titles are everywhere this year. "
            "It's Queen of the Drowned Coast after all. Final final.",
            "It suits the flooded old capital nicely. Let the designer know before the foil is "
            "ordered.",
            {"book_title": "Queen of the Drowned Coast"}),
        Fill(150, 3),
    ), (
        ("capital", "where does the queen actually rule from in the current version?"),
        ("book_title", "what's the second book going to be called on the shelf?"),
        ("editor", "who is my editor at the publisher?"),
    )),
    Written("ai_gloamreach_campaign", (
        Say(0,
            "Running a homebrew campaign called the Gloamreach for four players, sessions every "
            "other Tuesday. Big bad is the Pale Cartographer, a lich who redraws maps so places "
            "stop existing. The party starts in Port Kestrel. Can you be my campaign notebook?",
            "Happily. I've got the campaign, the lich who erases places by redrawing maps, and "
            "the party's starting port. Send me recaps after each session.",
            {"villain": "the Pale Cartographer", "party_location": "Port Kestrel",
             "session_day": "Tuesday"}),
        Fill(0, 5),
        Say(14,
            "session 1 done. players: Mags plays a tortle cleric, Ruairi a gnome wizard, "
            "Temperance a human fighter, Bex a goblin bard. they bought a ship with the loot, a "
            "battered sloop they named the Brisk Heron",
            "A ship this early opens up the whole coast. I've noted the party and their sloop.",
            {"ship": "the Brisk Heron"}),
        Fill(14, 6),
        Say(28,
            "next session they sail to Yarrowmere for the lighthouse arc. need a harbourmaster "
            "NPC with a secret",
            "Harbourmaster Ode Pellin: cheerful, helpful, and secretly paid to report every "
            "arrival to someone who never signs their letters."),
        Fill(28, 4),
        Say(42,
            "they made it to Yarrowmere! spent the whole session shopping and flirting with the "
            "harbourmaster lol. lighthouse next time",
            "Classic. The flirting gives you a perfect way to reveal his secret later.",
            {"party_location": "Yarrowmere"}),
        Fill(42, 8),
        Say(70,
            "RIP the party's sloop. a kraken-adjacent thing dragged it under, Ruairi cast feather "
            "fall on everyone and they washed up on a reef. players were SHOOK",
            "What a session. Losing the ship raises the stakes and gives them a reason to need "
            "money and allies."),
        Fill(70, 5),
        Say(84,
            "they pooled everything and bought a new boat off a smuggler: a black-hulled cutter "
            "they named the Salt Widow. Bex wrote a song about it already",
            "A smuggler's cutter may come with old enemies and hidden compartments. Fun to use.",
            {"ship": "the Salt Widow"}),
        Say(84,
            "Temperance's player keeps a memorial doodle of the Brisk Heron on her sheet, it's "
            "adorable",
            "Lovely. You could have a piece of wreckage wash up later for her to find."),
        Fill(84, 7),
        Say(112,
            "also Mags's tortle has a pet crab called Admiral, who is now canonically the captain "
            "according to the party",
            "Every ship needs a captain. Give the crab a tiny hat."),
        Fill(112, 6),
        Say(140,
            "The party's holed up in Thornwick now, the monastery city in the cliffs, waiting out "
            "storm season. Perfect time for downtime, what activities could I offer?",
            "Copying manuscripts in the scriptorium, training with the monks, repairing the "
            "cutter in the cliff docks, or investigating a sealed library wing.",
            {"party_location": "Thornwick"}),
        Say(141,
            "my other group (I run two, I'm insane) is also stuck in a port this month, "
            "Saltcombe, different campaign, keep them separate please",
            "Understood. I'll keep the second group's notes apart from this campaign."),
        Fill(141, 5),
        Say(168,
            "we moved sessions to Thursdays because Ruairi's player started a night class",
            "Noted. Hope the new night works for everyone.",
            {"session_day": "Thursdays"}),
        Fill(168, 4),
    ), (
        ("ship", "what boat does my party sail now?"),
        ("party_location", "which town are the players in at the moment?"),
        ("villain", "who's the main bad guy of the campaign again?"),
    )),
    Written("ai_fen_law_pilot", (
        Say(0,
            "I'm rewriting my TV pilot, Fen Law, a Fenland cop show. Lead is Ros Maybury, a "
            "Detective Sergeant, married to a farmer called Idris who doesn't trust police. "
            "Network notes due back in a few weeks. Can we talk about her cold open?",
            "Sure. A cold open that shows her torn between the job and home, before the case "
            "begins, would set up the marriage tension quickly.",
            {"pilot_title": "Fen Law", "lead_rank": "Detective Sergeant", "lead_spouse": "Idris"}),
        Fill(0, 4),
        Say(3,
            "my manager Benedikt Saar thinks the cold open should be the body in the sluice gate, "
            "not the wedding anniversary. I think he's wrong but he's usually right",
            "Starting on the body is more conventional but hooks faster. You could intercut: "
            "anniversary dinner, phone buzzing, then the sluice gate.",
            {"manager": "Benedikt Saar"}),
        Fill(3, 6),
        Say(25,
            "Network notes: they want Ros with more authority, so she's a Detective Inspector now "
            "and runs the team herself. the old DS role goes to her bagman",
            "That helps: she can make decisions on screen instead of asking permission.",
            {"lead_rank": "Detective Inspector"}),
        Say(25,
            "weirdly the other Fenland show in development also has a DS lead, so the promotion "
            "might help us stand out",
            "A useful side effect. Different rank, different kind of story."),
        Fill(25, 7),
        Say(47,
            "Big swing in this draft: the farmer is gone. Ros is married to Col Pethick, the "
            "coroner's officer, so the marriage is inside the case instead of outside it. Fixes "
            "act two",
            "Much more dramatic. Every autopsy scene now carries domestic tension.",
            {"lead_spouse": "Col Pethick"}),
        Fill(47, 6),
        Say(60,
            "in the first draft her husband was Idris the farmer and honestly I miss some of "
            "those kitchen scenes, might reuse them for her sister",
            "Good recycling. The sister's farm could be a refuge for Ros."),
        Fill(60, 5),
        Say(88,
            "Leaving Benedikt. Amicable, he's moving to LA to produce. Signed with Lucinda "
            "Oyelaran at Broadmere Talent yesterday, she's already sent the pilot to two "
            "showrunners",
            "Congratulations on the new representation, and on leaving on good terms.",
            {"manager": "Lucinda Oyelaran"}),
        Fill(88, 5),
        Say(90,
            "help me write a thank-you to Benedikt that isn't sappy",
            "'Benedikt, thank you for years of sharp notes and steady advice. Good luck in LA; "
            "I'll be watching for your name in the credits.'"),
        Fill(90, 3),
    ), (
        ("lead_spouse", "who's Ros married to in the pilot now?"),
        ("manager", "who represents me these days?"),
        ("pilot_title", "what's my cop show called?"),
    )),
    Written("ai_hospital_ship_novel", (
        Say(0,
            "hi!! sci-fi novelist here, space opera, working title Dark Between Stations. I need "
            "a continuity buddy. The ship is the Tessellate, an old ore hauler converted into a "
            "hospital ship. Captain Aurelie Mossgrave is 61, grew up on Ceres Anchorage and has "
            "never been to Earth. Can you track this stuff?",
            "Absolutely. I've got the converted hauler, Captain Aurelie Mossgrave, her age and "
            "her origin. Add crew and places as they come.",
            {"ship_name": "the Tessellate", "captain_age": "61",
             "captain_home": "Ceres Anchorage"}),
        Fill(0, 5),
        Say(4,
            "first officer is Dov Karamanlis, 38, ex-military, secretly her nephew",
            "Noted. A hidden family tie on the bridge is a good source of tension."),
        Fill(4, 6),
        Say(20,
            "can you give me a plausible sequence for an emergency decompression on a converted "
            "ore hauler, what alarms go off, who does what",
            "Pressure alarm, automatic bulkhead closure, crew to suits, the engineer isolates the "
            "breach, the captain decides whether to vent the section with patients in it."),
        Fill(20, 6),
        Say(41,
            "renaming the ship, my beta readers keep reading the old name as a maths joke. She's "
            "the Long Patience now, which fits the hospital thing too",
            "It suits a ship full of patients and a slow, stubborn crew.",
            {"ship_name": "the Long Patience"}),
        Fill(41, 8),
        Say(66,
            "the book I'm reading has a ship called the Tessellate!! published 2019. glad I "
            "renamed mine",
            "Lucky timing. That saves an awkward comparison in reviews."),
        Fill(66, 5),
        Say(90,
            "rewriting the captain's backstory: she's from Vanth now, a moon colony, so the Earth "
            "thing becomes a class thing. Ceres is where her ex-wife lives",
            "That deepens her. A moon colony childhood explains her resentment of Earth.",
            {"captain_home": "Vanth"}),
        Fill(90, 6),
        Say(120,
            "query letter time. 'When a hospital ship answers a distress call from a dead "
            "colony...' help me tighten?",
            "'A hospital ship answers a distress call from a colony that died ten years ago.' "
            "Then one line on the captain and one on the stakes."),
        Fill(120, 5),
    ), (
        ("ship_name", "what's the hospital ship called in my book?"),
        ("captain_age", "how old did I make my captain?"),
    )),
    Written("ai_teodora_navigator", (
        Say(0,
            "I'm a player in a sci-fi tabletop campaign (homebrew). My character is Teodora "
            "Quill, a navigator, fresh out of the academy, so she's an Ensign on the survey "
            "frigate Marigold Reach. Our GM Faisal is brutal about continuity so please help me "
            "keep notes",
            "Happy to. Teodora Quill, navigator, junior officer on a survey frigate. Send me "
            "recaps and I'll keep her record.",
            {"pc_rank": "Ensign", "pc_ship": "Marigold Reach"}),
        Fill(0, 5),
        Say(10,
            "session recap: we found a derelict with a still-warm reactor. Teodora pocketed a "
            "star chart she wasn't supposed to",
            "That chart will come back to bite her, knowing GMs."),
        Fill(10, 6),
        Say(31,
            "promotion!!! Teodora made Lieutenant after the derelict mission, Faisal did a whole "
            "ceremony scene",
            "Congratulations to her. Did she get any new duties along with it?",
            {"pc_rank": "Lieutenant"}),
        Say(31,
            "my friend Kenji's engineer got passed over and is still an Ensign lol, he's "
            "roleplaying being bitter about it",
            "Good roleplay fuel. A little rivalry can liven up the ship."),
        Fill(31, 7),
        Say(60,
            "Teodora had a romance arc with an NPC, the quartermaster Solenne Aubry, and they got "
            "MARRIED in-game last night. the whole table cried. should she take the name?",
            "Congratulations to them! Keeping her own name is very in keeping with a navy "
            "officer, but it's up to how you see her.",
            {"pc_spouse": "Solenne Aubry"}),
        Fill(60, 6),
        Say(95,
            "transferred! after the mutiny arc Teodora's reassigned to the Oriel, a courier ship, "
            "smaller crew, more trouble",
            "A courier ship means long runs and secrets in the cargo. Fun for a navigator.",
            {"pc_ship": "the Oriel"}),
        Fill(95, 6),
        Say(130,
            "we did a two year timeskip and Faisal bumped everyone up a grade, so she's a "
            "Lieutenant Commander now. weird to be the senior officer",
            "A big step. She'll likely be second in command on a small ship.",
            {"pc_rank": "Lieutenant Commander"}),
        Say(131,
            "Solenne stayed a quartermaster on a station, so it's a long-distance marriage in "
            "space, very angsty",
            "Letters between ship and station could be lovely between-session material."),
        Fill(131, 7),
        Say(170,
            "before next session: what would someone at her grade realistically be responsible "
            "for on a small courier ship?",
            "Watch rotations, crew discipline, standing in for the captain, and signing off on "
            "navigation plans, which suits her background."),
        Fill(170, 4),
    ), (
        ("pc_rank", "what's Teodora's rank at this point?"),
        ("pc_spouse", "who did my navigator marry?"),
    )),
    Written("ai_culvert_pamphlet", (
        Say(0,
            "Good evening. I am assembling a pamphlet of poems, provisionally titled Hare in the "
            "Culvert, twenty-four pieces on the drained fens. Halyard Press have expressed "
            "interest. I would be grateful for help with sequencing.",
            "Good evening. I'd be glad to help. If you share the titles, we can look for an arc, "
            "perhaps from water to dry land, or through the seasons.",
            {"pamphlet_title": "Hare in the Culvert", "press": "Halyard Press"}),
        Fill(0, 4),
        Say(6,
            "Here is the opening poem, 'Sluice'. Could you comment on the line breaks in the "
            "second stanza?",
            "The breaks after 'gate' and 'held' work well; the one after 'the' feels arbitrary. "
            "Ending on a noun would give the stanza more weight."),
        Fill(6, 6),
        Say(27,
            "Halyard have accepted the manuscript. The launch is set for May 18 at the Corn "
            "Exchange in Ramsey.",
            "Congratulations. A launch in a local venue suits poems of that landscape.",
            {"launch_date": "May 18"}),
        Fill(27, 6),
        Say(50,
            "I regret to report that Halyard have closed owing to the editor's ill health. "
            "Greywether Editions have generously taken the pamphlet on, with the same text.",
            "I'm sorry to hear about the editor, and glad the pamphlet found a new home so "
            "quickly.",
            {"press": "Greywether Editions"}),
        Fill(50, 7),
        Say(80,
            "The launch will need to move, as the new publisher's schedule is fuller. We have "
            "agreed on June 7, same venue.",
            "Early summer is a pleasant time for a launch. Shall I help with the invitation?",
            {"launch_date": "June 7"}),
        Say(80,
            "A friend of mine, also a poet, launches her collection on May 18 at the same venue, "
            "which is rather a relief as I shan't have to choose.",
            "Then you can enjoy her evening without any clash."),
        Fill(80, 5),
        Say(100,
            "Could you draft a short biographical note for the back cover, fifty words, in the "
            "third person?",
            "Certainly. Tell me where you grew up, any previous publications and prizes, and what "
            "you do when not writing."),
        Fill(100, 6),
    ), (
        ("press", "who is publishing my pamphlet?"),
        ("launch_date", "when is the launch reading?"),
        ("pamphlet_title", "what is the pamphlet called?"),
    )),
    Written("ai_night_route_drama", (
        Say(0,
            "writing an audio drama called Night Route, set in a made-up northern city called "
            "Marrowby. Hesper, my lead, drives the N14 night bus and hears the passengers' "
            "secrets. eight eps of 25 min. can you help me build a bible? i always forget what i "
            "decided",
            "Yes. I've noted the show, the invented city and Hesper's job. Send characters and "
            "places as they come and ask me whenever you need to check.",
            {"setting_city": "Marrowby", "protag_job": "night bus"}),
        Fill(0, 5),
        Say(3,
            "we're recording at the Cobalt Room, a tiny studio above a vape shop, they give us "
            "mates rates",
            "A friendly small studio is perfect for a first season.",
            {"studio": "the Cobalt Room"}),
        Fill(3, 6),
        Say(20,
            "thinking about the pilot ep: a passenger who rides to the end of the line every "
            "night and never gets off. creepy or boring?",
            "Creepy, if the listener learns something new about them each night."),
        Fill(20, 7),
        Say(48,
            "table read was rough. the bus is too static for audio, all engine hum. so in the "
            "rewrite Hesper's a taxi dispatcher at a 24hr cab office: radio chatter, callers, "
            "drivers. SO much better for sound",
            "Much richer for audio: overlapping voices, crackling radios, and calls from "
            "strangers.",
            {"protag_job": "taxi dispatcher"}),
        Fill(48, 6),
        Say(52,
            "my co-writer's sister actually drives a night bus in Hull and says the real "
            "passengers are weirder than anything we could write",
            "Maybe interview her. Real stories could seed the callers' calls."),
        Fill(52, 5),
        Say(90,
            "the old studio flooded (the vape shop's pipes lol), so we've moved recording to "
            "Fernhill Studios. pricier but the booth is dead quiet",
            "A quiet booth will save you hours in editing.",
            {"studio": "Fernhill Studios"}),
        Fill(90, 6),
        Say(130,
            "episode 3 script: Hesper gets a call from a driver who died last year. the dialogue "
            "needs to be understated",
            "Keep the dead driver ordinary: asking for directions, mentioning the weather. Let "
            "Hesper's silence do the work."),
        Fill(130, 4),
    ), (
        ("protag_job", "what's Hesper's job in the show now?"),
        ("setting_city", "what's the fictional city the drama takes place in?"),
    )),
    Written("ai_lamplighter_deckbuilder", (
        Say(0,
            "designing a little deck-building card game called Lanternfall, players are "
            "lamplighters in a city where the dark eats streets. 108 cards. launching on "
            "Kickstarter March 3 if all goes well. art by Ines Dalgaard, she's incredible. help "
            "me price the tiers?",
            "A common structure: a digital print-and-play tier, the core game, and a deluxe tier "
            "with upgraded components. Let's get a unit cost first.",
            {"game_title": "Lanternfall", "kickstarter_date": "March 3",
             "artist": "Ines Dalgaard"}),
        Fill(0, 4),
        Say(5,
            "playtest notes from Saturday: the Fog cards are too swingy, and the Relight action "
            "is never worth taking",
            "Cap the Fog effect or give players a way to prepare for it, and make Relight draw a "
            "card too."),
        Fill(5, 6),
        Say(19,
            "pushing the campaign launch, too many big games going live that week. new date is "
            "April 14",
            "Sensible. A quieter week gives you a better chance in the front-page rankings.",
            {"kickstarter_date": "April 14"}),
        Say(19,
            "a designer I know is launching her dice game on March 3 and she's not worried at "
            "all, more power to her",
            "Smaller games can do fine in a busy week; it depends on the audience."),
        Fill(19, 8),
        Say(45,
            "manufacturer quote came back, 4.10 per unit for 2000 copies. is that good?",
            "That's reasonable for a card game of that size. Check whether shipping and the box "
            "insert are included."),
        Fill(45, 6),
        Say(70,
            "the artist on my friend's game, Calder Wynne, did his box and it's gorgeous but I'm "
            "sticking with mine obviously",
            "Of course. Consistent art across cards and box matters more than any single piece."),
        Fill(70, 6),
        Say(98,
            "we FUNDED in 9 hours!!! 412 backers. cannot believe it. help me write update #1",
            "Congratulations! Thank backers, share one new card reveal, and outline the next "
            "milestones."),
        Fill(98, 5),
    ), (
        ("kickstarter_date", "what date did the crowdfunding campaign go live? need it for my "
                             "post-mortem blog"),
        ("artist", "who illustrated my card game?"),
    )),
)
# fmt: on


def batch_ai_tenants() -> list[Tenant]:
    """Set AI as tenants, numbered after the sets written before it."""
    return numbered_in_order("ai", BATCH_AI)
