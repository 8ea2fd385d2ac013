"""How the engine treats every clause of both Gavitt texts (seed 000 = 1903, seed 001 = 2003).

``STATUS`` maps each clause ID to a :class:`games.core.clauses.ClauseStatus`.  ``code`` names
real definitions (a test resolves each with ``ast``); notes give the reading chosen and the
alternatives for *interpreted* clauses and the reason for *not modelled* ones.  A note names a
parameter by a marker, ``{param}`` or ``{param=value}``, which the pages show in the words of
``wording.PARAM_WORDS`` (:mod:`games.core.paramwords`): a reader never sees a parameter's key.
"""
from __future__ import annotations

from games.core.clauses import implemented, interpreted, not_modelled

# Where the code behind the clauses is, as the coverage page links it: a file, or a file and a class.
RULES = "games/gavitt/rules.py"
GAME = f"{RULES}:GavittGame"
CHECKS = "games/gavitt/checks.py:GavittChecks"
CALLING = "games/gavitt/calling.py:GavittCalling"
DECKS = "games/gavitt/decks.py"
PARAMS = "games/gavitt/params.py"
BOTS = "games/gavitt/bots.py"
DEALING = "games/gavitt/deal.py:GavittDealing"
VIEWS = "games/gavitt/views.py:GavittViews"
EDITIONS = "games/gavitt/editions.py"

STATUS = {
    # ---------------------------------------------------------------- 1903 (seed 000)
    "gse1903-1": implemented(f"{PARAMS}:PARAMS", f"{GAME}.__init__",
                             note="three to six players; 'the more the better' is advice"),
    "gse1903-2": implemented(f"{DECKS}:choose_railroads", f"{GAME}.__init__",
                             note="eight cards of a railroad per player: 24, 32, ... 48 cards"),
    "gse1903-3": implemented(f"{GAME}.__init__",
                             note="the deck is assorted out, then shuffled once with the seeded PRNG"),
    "gse1903-4": implemented(f"{DEALING}._deal"),
    "gse1903-4a": implemented(f"{DEALING}._deal", note="one card at a time, clockwise from the dealer's left"),
    "gse1903-4b": interpreted(f"{DEALING}._gather", f"{DEALING}._deal", f"{PARAMS}:PARAMS",
                              note="shuffled once at game start, never again; between rounds the cards are "
                                   "gathered without shuffling. How the dealer gathers them is not written: the "
                                   "parameter {gather} chooses {gather=hands} (default: hands squared up by "
                                   "railroad, collected clockwise from the dealer's left, each put on top) or "
                                   "{gather=sets} (all the cards squared up railroad by railroad). The parameter "
                                   "{reshuffle_each_round} is an experiment against the rule."),
    "gse1903-5": implemented(f"{CHECKS}.check_any",
                             note="every action before the dealer's signal (its moment is set by the deal) is "
                                  "illegal; the 'appropriate word' is the signal itself"),
    "gse1903-6": implemented(f"{BOTS}:GavittBot._choose_target", f"{BOTS}:GavittBot.wake",
                             note="advice for players; the bots follow it"),
    "gse1903-7": interpreted(f"{GAME}._offer", f"{CHECKS}.check_offer",
                             note="anyone may take any open offer at any time; a player cannot say what he "
                                  "wants because an action has no field for it (offers show only the count)"),
    "gse1903-8": interpreted(f"{CHECKS}._check_cards", f"{CHECKS}.check_offer",
                             note="1 or 2 cards per offer and per answer, else illegal. A player has at most one "
                                  "open offer (several would be trading more than two at a time). 'Of the same "
                                  "kind' is not enforced here: clause 33 makes an unlike pair a fined fault, "
                                  "not an impossibility, so both clauses can hold."),
    "gse1903-9": implemented(f"{CHECKS}.check_take", f"{GAME}._take",
                             note="the answer must be the same number of cards"),
    "gse1903-10": implemented(f"{GAME}._take", f"{VIEWS}.view",
                              note="offered cards are hidden from everyone but their owner; each side learns "
                                   "what it got only when the trade completes, by a message to it alone"),
    "gse1903-11": implemented(f"{CALLING}._call"),
    "gse1903-11a": interpreted(f"{CALLING}._call", f"{CALLING}._end_round",
                               note="the first valid call by a player holding eight of one railroad ends the round "
                                    "and wins the set; 'as quickly as completed' is not forced on humans (a late "
                                    "call is allowed, see 11b) but bots call after one reaction time"),
    "gse1903-11b": interpreted(f"{CALLING}._call", "games/gavitt/wording.py:normalise_word", f"{BOTS}:GavittBot.wake",
                               note="a completed set without a call does not end the round; a call with any word "
                                    "other than TOPEKA (case and surrounding punctuation ignored) is no call. "
                                    "The round ends at the first valid call, by whoever makes it."),
    "gse1903-12": implemented(f"{CALLING}._call", note="a valid call needs a full set of eight in the caller's hand"),
    "gse1903-13": implemented(f"{CALLING}._end_round", f"{DECKS}:RAILROADS_1903",
                              note="the first to complete and call scores double the value"),
    "gse1903-14": interpreted(f"{CALLING}._end_round",
                              note="every other player holding five or more cards of one railroad scores its value "
                                   "once; 'five other cards or over' read as five or more (with eight cards only one "
                                   "railroad can reach five). A non-caller with a full set scores the value once."),
    "gse1903-15": interpreted(f"{CALLING}._check_winner", f"{EDITIONS}:EDITIONS",
                              note="checked when a round is scored; {target=2500} by default (parameter {target}). 'Or "
                                   "side' (partnerships) is not modelled: every player scores alone. Several "
                                   "reaching $2500 at once is not covered by the text (parameter {tie_rule}): by "
                                   "default {tie_rule=shared} (all with the highest total); the alternative applies "
                                   "the later tie breaker: {tie_rule=2003}."),
    "gse1903-16": not_modelled("bookkeeping advice (write the amount twice instead of doubling): the engine adds."),
    "gse1903-17": interpreted(f"{CALLING}._end_round",
                              note="the score sheet keeps one row (column entry) per round, with stock, Telegram and "
                                   "fines, and running totals; see 17a"),
    "gse1903-17a": interpreted(f"{CALLING}._end_round",
                               note="'added after the first five sets' is read as bookkeeping: totals are kept "
                                    "after every set. It cannot change a result: the most one set can earn is "
                                    "$500, so nobody reaches $2500 before the fifth set."),
    "gse1903-18": implemented(f"{PARAMS}:PARAMS", note="parameter {telegram} (default on for 1903)"),
    "gse1903-19": implemented(f"{PARAMS}:PARAMS",
                              note="the Telegram rules apply when the game is played {telegram=true}"),
    "gse1903-20": implemented(f"{DEALING}._deal", note="the Telegram changes nothing else in the game"),
    "gse1903-21": interpreted(f"{DEALING}._deal", f"{GAME}._take",
                              note="the dealer holds it after the deal; it leaves with the first trade its holder "
                                   "makes, automatically (on either side of the trade)"),
    "gse1903-22": implemented(f"{GAME}._take", note="any trade carries it on, in no particular order"),
    "gse1903-23": interpreted(f"{GAME}._take", f"{CHECKS}._check_cards",
                              note="the Telegram is never an action of its own: it can only travel with one or "
                                   "two stock cards, so trading it alone is impossible (rather than fined)"),
    "gse1903-24": implemented(f"{GAME}._take", f"{VIEWS}.view",
                              note="it does not count as a card: hands stay at eight stock cards; it is an extra"),
    "gse1903-25": interpreted(f"{GAME}._take", f"{GAME}._deadlines", f"{BOTS}:GavittBot.wake",
                              note="it goes with the holder's next trade; 'as rapidly as possible' is measured by "
                                   "the parameter {telegram_hold_ms} (see 26); bots holding it react at their fastest"),
    "gse1903-26": interpreted(f"{GAME}._deadlines", f"{PARAMS}:PARAMS",
                              note="refusing to send it out = holding it without trading for longer than a set "
                                   "time (parameter {telegram_hold_ms}, default {telegram_hold_ms=5000}): the heavy "
                                   "fine (parameter {heavy_fine}, default {heavy_fine=100}, the text gives no "
                                   "amount), once per holding. Refusing to accept it cannot happen: it lies face down with "
                                   "the cards, so nobody sees it coming. Alternatives: no time limit; a fine per "
                                   "period held."),
    "gse1903-27": implemented(f"{CALLING}._end_round"),
    "gse1903-28": interpreted("games/gavitt/scoring.py:telegram_lines", f"{GAME}._completed",
                              note="'A BROKER who completes his full set of stock first, with the Telegram in his "
                                   "possession, loses $100.00 from this set of stock which he has just secured': the "
                                   "moment of completion decides ({telegram_moment}: "
                                   "{telegram_moment=completion}, the default). The first broker of the round to "
                                   "complete a set, if he holds the Telegram after the trade that completed it, "
                                   "loses the Telegram's value, {telegram_value=100} (parameter {telegram_value}), "
                                   "whether or not he calls. Alternative reading ({telegram_moment}: "
                                   "{telegram_moment=call}): whoever holds it at the call; the caller loses $100."),
    "gse1903-29": interpreted("games/gavitt/scoring.py:telegram_fine_29", f"{CALLING}._end_round",
                              note="'Should A BROKER complete his set of stock first, with the Telegram in his "
                                   "possession and does not call out the word TOPEKA ... he may be heavily fined': "
                                   "the first broker to complete a set, holding the Telegram then, who is not the "
                                   "one who calls, loses $100 by rule 28 and pays the heavy fine (parameter "
                                   "{heavy_fine}) when the game is played {fines=true}. If the Telegram counts {telegram_moment=call}: the holder "
                                   "at the call who completed his set before the caller. Not done: fining a caller who called late ('late' has no measure)."),
    "gse1903-30": interpreted("games/gavitt/scoring.py:telegram_lines", f"{GAME}._completed",
                              note="'The BROKER holding the Telegram when a full set of stock has been secured by "
                                   "Another Broker may add $100.00': whoever holds it at the moment the round's first "
                                   "full set is completed by someone else gains the Telegram's value, "
                                   "{telegram_value=100} (parameter {telegram_value}), even if it changes hands "
                                   "before the call ({telegram_moment}: {telegram_moment=completion}, the default). "
                                   "Alternative ({telegram_moment}: {telegram_moment=call}): whoever holds it at the "
                                   "call, if not the caller."),
    "gse1903-31": interpreted(f"{GAME}._deadlines", "games/core/deadlines.py:Activity.touch",
                              note="'as soon as he picks up his cards' = a first offer or trade no later than a "
                                   "set time after the signal (parameter {start_window_ms}, default "
                                   "{start_window_ms=4000}); otherwise a fine of {fine_31=25} (parameter {fine_31}). "
                                   "Points are read as dollars."),
    "gse1903-32": not_modelled("loudness of voice cannot be observed by the engine"),
    "gse1903-33": implemented(f"{GAME}._take",
                              note="an unlike pair may be offered and traded; its giver pays a fine of "
                                   "{fine_33=25} (parameter {fine_33}) when the trade "
                                   "completes"),
    "gse1903-34": implemented(f"{CALLING}._call",
                              note="a TOPEKA call without a full set: a fine of {fine_34=25} (parameter "
                                   "{fine_34}), no effect"),
    "gse1903-35": interpreted("games/core/deadlines.py:Activity.touch", f"{CALLING}._end_round",
                              note="a 'hand' is a round (as in clause 32, 'each hand or set'). A hand fails for a "
                                   "player who lets more than {idle_ms=5000} (parameter {idle_ms}) pass without "
                                   "offering or trading, counted from the signal to the end of the round; five "
                                   "consecutive failed hands (parameter {idle_hands}) cost a fine of {fine_35=25} "
                                   "(parameter {fine_35}) and the count restarts. Alternative: 'hands' "
                                   "as five consecutive five-second periods (25 s idle)."),
    "gse1903-36": not_modelled("the engine gives no channel to tell what one collects; bots never do"),
    "gse1903-37": not_modelled("the purpose of the fines; see 37a and 37b"),
    "gse1903-37a": interpreted(f"{PARAMS}:PARAMS", note="the fines are an option (parameter {fines}) because they are "
                                                        "meant to start the game, not to decide it"),
    "gse1903-37b": interpreted("games/core/reaction.py:SPEEDS", f"{BOTS}:GavittBot",
                               note="speed matters because time is real: the bots' reaction-time "
                                    "distributions (fast, steady, slow) let a simulation measure it"),
    "gse1903-38": not_modelled("calls such as 'two to trade!' are the offers themselves; noise is not modelled"),
    "gse1903-39": implemented(f"{GAME}._offer", "games/core/scheduler.py:Table.advance",
                              note="no turns: every action carries its own time"),
    "gse1903-40": interpreted(f"{GAME}._deadlines", f"{GAME}._take",
                              note="'at once' is clause 31's window; 'must trade cards of like stock' is clause "
                                   "33's fine"),
    "gse1903-notice": not_modelled("an invitation to vary the game; the parameters offer some variations"),
    "gse1903-publishers": not_modelled("publisher's request for suggestions"),
    "gse1903-special": not_modelled("publisher's request for opinions"),
    # ---------------------------------------------------------------- 2003 (seed 001)
    "gse2003-box-1": not_modelled("the box contents: the game itself"),
    "gse2003-box-2": implemented(f"{DECKS}:RAILROADS_2003", f"{GAME}.__init__", note="six sets of eight stock cards"),
    "gse2003-box-table": implemented(f"{DECKS}:RAILROADS_2003", note="railroads and stock values $125-$250"),
    "gse2003-box-3": interpreted(f"{PARAMS}:PARAMS", note="the Telegram Card exists; see gse2003-setup-3a..3c"),
    "gse2003-box-4": not_modelled("printed rules and advertising literature"),
    "gse2003-box-5": not_modelled("printed updated rules (this text)"),
    "gse2003-box-6": not_modelled("printed history"),
    "gse2003-object-1": implemented(f"{CALLING}._end_round", note="stock values are earned for majorities"),
    "gse2003-object-2": implemented(f"{CALLING}._check_winner", f"{EDITIONS}:EDITIONS", note="target $1000"),
    "gse2003-setup-1": interpreted(f"{CALLING}._end_round",
                                   note="the engine's score sheet replaces the sheet of paper"),
    "gse2003-setup-2": interpreted(f"{DECKS}:choose_railroads", f"{PARAMS}:PARAMS",
                                   note="one set per player; 'choose any three sets': parameter {railroads}, "
                                        "default the dearest ones (shorter games); any choice can be given"),
    "gse2003-setup-3": interpreted(f"{PARAMS}:PARAMS", note="see 3a-3f"),
    "gse2003-setup-3a": implemented(f"{PARAMS}:PARAMS", note="{telegram} is an option, off by default in 2003"),
    "gse2003-setup-3b": implemented(f"{EDITIONS}:EDITIONS", note="the basic game has no Telegram"),
    "gse2003-setup-3c": interpreted(f"{GAME}._take", f"{CALLING}._end_round",
                                    note="the Telegram Card Variation 'on page 4' is not in the archive; played "
                                         "{telegram=true}, the game uses the 1903 Telegram rules (gse1903-21..30) "
                                         "instead"),
    "gse2003-setup-3d": implemented(f"{PARAMS}:PARAMS", f"{GAME}.__init__", note="parameter {first_dealer}"),
    "gse2003-setup-3e": interpreted(f"{CALLING}._end_round",
                                    note="seats are numbered clockwise, so the next dealer is the next seat; 1903 "
                                         "says nothing and uses the same rotation"),
    "gse2003-setup-3f": implemented(f"{GAME}.__init__"),
    "gse2003-setup-note": interpreted(f"{DEALING}._gather", f"{DEALING}._deal",
                                      note="as gse1903-4b: no shuffle after the "
                                           "first; gathering is the parameter {gather}"),
    "gse2003-play-1": implemented(f"{DEALING}._deal", note="one at a time, face down, eight each"),
    "gse2003-play-2": implemented(f"{CHECKS}.check_any", f"{GAME}._offer", f"{GAME}._take",
                                  note="nothing before the signal; no turns; cards exchanged face down"),
    "gse2003-play-2a": implemented(f"{CHECKS}._check_cards", note="offers say only the count, 1 or 2"),
    "gse2003-play-2b": implemented(f"{CHECKS}._check_cards", f"{EDITIONS}:EDITIONS",
                                   note="an unlike pair is illegal, in an offer or an answer"),
    "gse2003-play-2c": implemented(f"{CHECKS}.check_take"),
    "gse2003-play-3": implemented(f"{CALLING}._call"),
    "gse2003-play-3a": interpreted(f"{CALLING}._call", f"{CHECKS}.check_call", f"{EDITIONS}:EDITIONS",
                                   note="the first valid call ends the round; a TOPEKA call without a full set is "
                                        "illegal (the text has no fine; alternative: a no-op)"),
    "gse2003-play-3b": implemented(f"{CALLING}._end_round",
                                   note="open offers go back to their owners; the round is scored"),
    "gse2003-play-3c": implemented(f"{CALLING}._call", f"{BOTS}:GavittBot.wake",
                                   note="a completed set without a call does not stop play; bots may forget"),
    "gse2003-play-4": interpreted(f"{CALLING}._end_round", f"{DEALING}._gather",
                                  note="the dealer collects the cards: see the parameter {gather}"),
    "gse2003-play-5": interpreted(f"{CALLING}._check_winner", note="'steps 14' is a misprint for steps 1-4"),
    "gse2003-score-1": implemented(f"{CALLING}._end_round"),
    "gse2003-score-2": implemented(f"{CALLING}._end_round",
                                   note="five or more cards of a railroad earn its value once"),
    "gse2003-score-2-example": implemented(f"{CALLING}._end_round", note="six Santa Fe earn $250 (tested)"),
    "gse2003-score-3": implemented(f"{CALLING}._end_round", note="the caller earns twice the value"),
    "gse2003-score-3-example": implemented(f"{CALLING}._end_round",
                                           note="eight N.Y. Central and first call: $400 (tested)"),
    "gse2003-score-note": implemented(f"{CALLING}._end_round",
                                      note="a complete set that was not called earns the value"),
    "gse2003-win": implemented(f"{CALLING}._check_winner"),
    "gse2003-tie-1": implemented(f"{CALLING}._check_winner"),
    "gse2003-tie-2": interpreted(f"{CALLING}._check_winner",
                                 note="among equal highest totals, the one whose last valid TOPEKA call is the "
                                      "latest wins; if none of them ever called, they share the win (the text "
                                      "does not say)"),
    "gse2003-footnote-1": implemented(f"{EDITIONS}:EDITIONS", note="1903 target $2500"),
    "gse2003-footnote-2": implemented(f"{EDITIONS}:EDITIONS",
                                      note="1903: {tie_rule=shared} by default (parameter {tie_rule})"),
}

#: the reconstruction of the 1903 deck (not a clause of its own; see decks.py)
DECK_1903_NOTE = ("1903 railroads: Santa Fe $250, N. Y. Central $200 (gse1903-13), Mo. Pac. $150, C. B. & Q. $125 "
                  "(gse1903-14), Rock Island (gse1903-2, no value: default $225) and a sixth railroad that is NOT "
                  "FOUND, shown as 'Railroad F (unknown)' (default $175). Both values are parameters "
                  "({values}).")
STATUS["gse1903-2"] = interpreted(f"{DECKS}:choose_railroads", f"{DECKS}:RAILROADS_1903",
                                  f"{DECKS}:DEFAULT_VALUES_1903", f"{GAME}.__init__", f"{EDITIONS}:EDITIONS",
                                  note="eight cards of a railroad per player. " + DECK_1903_NOTE +
                                  " Which railroads for fewer players: those the text names, in the order it gives "
                                  "them: 'for three Brokers ... 8 Santa Fe, 8 N. Y. Central, 8 Rock Island', then "
                                  "Mo. Pac. and C. B. & Q. (gse1903-14); the unknown sixth only for six players. "
                                  "The parameter {railroads} chooses others.")
