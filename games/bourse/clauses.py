"""How the engine treats every clause of the Bourse text (seed 003).

``STATUS`` maps each clause ID to a :class:`games.core.clauses.ClauseStatus`; ``code`` names real
definitions (a test resolves each with ``ast``).  For *interpreted* clauses the note gives the
reading, the evidence, the alternatives and the parameter that chooses between them.  A note names a
parameter by a marker, ``{param}`` or ``{param=value}`` (``{bot.option}`` for an option of the bots),
which the pages show in the words of ``wording.PARAM_WORDS`` and ``wording.BOT_WORDS``
(:mod:`games.core.paramwords`): a reader never sees a parameter's key.
"""
from __future__ import annotations

from games.core.clauses import implemented, interpreted, not_modelled

# Where the code behind the clauses is, as the coverage page links it: a file, or a file and a class.
RULES = "games/bourse/rules.py"
GAME = f"{RULES}:BourseGame"
PACK = "games/bourse/pack.py"
SCORING = "games/bourse/scoring.py"
SCHEMA = "games/bourse/params.py:PARAMS"
BOT = "games/bourse/bots.py:BourseBot"
RECONSTRUCTION = "games/bourse/reconstruction.py"
VIEWS = "games/bourse/views.py:BourseViews"
CHECKS = "games/bourse/checks.py:BourseChecks"
COSTLY = "games/bourse/costly.py"

RECONSTRUCTION_NOTE = (
    "The text never lists the faces of the seven cards (facts.md: NOT FOUND); it prints card 10 whole (special rule "
    "5's worked example) and card 7's Rise half (paragraph D's 'Rise 7, Berlin, London'). The rest is a "
    "reconstruction, parameter {rise_fall_set}: {rise_fall_set=archive} (default): numbers 4 to 10 (the shortest run "
    "of distinct numbers holding the text's 7 and 10, with 10 highest); every card a Rise on two capitals and a Fall "
    "on two others with the same number, as card 10 is; capitals paired New York-Montreal, London-Berlin (the text's "
    "pairings) and Paris-Brussels, balanced over the six highest cards. Named alternatives, each playable and "
    "compared by the balance lab: {rise_fall_set=literal-fall-7} (paragraph D's words), {rise_fall_set=rise-only}, "
    "{rise_fall_set=fall-only} and {rise_fall_set=rise-or-fall} (cards with one half only, a literal reading of D-4 "
    "and D-5), {rise_fall_set=crossed-pairs}; the parameter {rise_fall_cards} takes any set. Every card is drawn "
    "with where it comes from (from the text, partly, or a reconstruction) and its evidence; the page tabulates the "
    "seven.")

STATUS = {
    "bourse-A": implemented(f"{PACK}:make_pack", note="56 cards: 48 capitals, 7 Rise & Fall, 1 Selling"),
    "bourse-A-1": implemented(f"{PACK}:make_pack", f"{RECONSTRUCTION}:CAPITALS",
                              note="eight of each of the six capitals"),
    "bourse-A-2": interpreted(f"{PACK}:make_pack", f"{RECONSTRUCTION}:SETS", f"{RECONSTRUCTION}:describe",
                              "games/bourse/lab/experiments.py:summarise", SCHEMA, note=RECONSTRUCTION_NOTE),

    "bourse-A-3": implemented(f"{PACK}:make_pack"),
    "bourse-B": implemented(f"{PACK}:make_pack", SCHEMA, note="3 to 7 players"),
    "bourse-B-1": implemented(f"{PACK}:REMOVALS", f"{PACK}:make_pack"),
    "bourse-B-2": implemented(f"{PACK}:REMOVALS", f"{PACK}:make_pack"),
    "bourse-B-3": implemented(f"{PACK}:REMOVALS", f"{PACK}:make_pack"),
    "bourse-B-4": implemented(f"{PACK}:REMOVALS", f"{PACK}:make_pack"),
    "bourse-B-5": implemented(f"{PACK}:REMOVALS", f"{PACK}:make_pack",
                              note="the pack left holds 7n capitals, n Rise & Fall cards and the Selling card"),
    "bourse-B-note": implemented(f"{PACK}:make_pack"),
    "bourse-B-note-1": implemented(f"{PACK}:make_pack"),
    "bourse-B-note-2": implemented(f"{PACK}:make_pack", "games/bourse/params.py:resolve_params"),
    "bourse-B-note-3": interpreted(f"{PACK}:make_pack", f"{RECONSTRUCTION}:check_cards",
                                   note="'higher numbered' read as: the number printed on the card, which is also "
                                        "its value (bourse-D-3); the n highest are kept, so a set must have distinct "
                                        "numbers. Alternative: a separate serial number, of which nothing is known."),
    "bourse-C": implemented(f"{SCORING}:score_hand", f"{GAME}._close",
                            note="the profit is the hand's score at the close"),
    "bourse-D": implemented(f"{SCORING}:score_hand", f"{SCORING}:capital_values"),
    "bourse-D-1": not_modelled("'All currency is at Par' states that no capital has a value of its own: only "
                               "the Rise & Fall cards give one (bourse-D-2); there is nothing more to model."),
    "bourse-D-2": implemented(f"{SCORING}:capital_values", f"{SCORING}:score_hand"),
    "bourse-D-3": implemented(f"{SCORING}:capital_values", note="the number on the card is the gain per capital card"),
    "bourse-D-4": implemented(f"{SCORING}:capital_values", f"{SCORING}:score_hand"),
    "bourse-D-5": implemented(f"{SCORING}:capital_values", f"{SCORING}:score_hand"),
    "bourse-E": interpreted(f"{GAME}._deal", f"{PACK}:deal_order", SCHEMA,
                            note="see bourse-E-1 and bourse-E-2"),
    "bourse-E-1": interpreted(f"{GAME}._deal", f"{PACK}:deal_order",
                              "games/bourse/position.py:BoursePosition._from_position", SCHEMA,
                              note="the pack is shuffled before every hand (the text does not say; a deal of all "
                                   "the cards implies a shuffled pack) and dealt one card at a time. Below seven "
                                   "players the 8n+1 cards give one hand a ninth card (parameter {extra_card}): "
                                   "{extra_card=left} (default: the deal starts at the dealer's left, so the last "
                                   "card falls there) or {extra_card=dealer}. The deal passes to the left after "
                                   "each hand (parameter {first_dealer} chooses the first). As every exchange is card for card, a hand "
                                   "keeps the size the deal gave it: a stated position with other sizes, or a "
                                   "dealer out of turn, is refused."),
    "bourse-E-2": interpreted(f"{CHECKS}.check_any", SCHEMA,
                              note="the dealer takes up his hand at the signal, a moment the deal sets; any "
                                   "action before it is refused. Between hands the signal comes a set time after "
                                   "the scoring (parameter {hand_gap_ms})."),
    "bourse-E-3": implemented(f"{BOT}._junk", f"{VIEWS}.view",
                              note="the object of the game; the view shows each Rise & Fall face and the hand's "
                                   "current count; the bots call Fall capitals away first"),
    "bourse-E-4": implemented(f"{GAME}._call"),
    "bourse-F": implemented(f"{GAME}._call", f"{CHECKS}.check_call"),
    "bourse-F-1": implemented(f"{BOT}.start", "games/core/reaction.py:Reactive.react",
                              note="advice: bots open the exchange after one reaction to sort and one to call; "
                                   "speeds fast, steady, slow or mixed"),
    "bourse-F-2": interpreted(f"{GAME}._call", f"{CHECKS}.check_call",
                              note="a call puts its cards face down and tells only their number; it meets at once "
                                   "the earliest open call of the same number by another player (the first caller "
                                   "is heard first), or the call it names. A player calls one number at a "
                                   "time and may withdraw it. Alternative: several calls at once; refused since a "
                                   "player calls out one number."),
    "bourse-G": implemented(f"{GAME}._close"),
    "bourse-G-1": interpreted(f"{CHECKS}._check_closing", f"{BOT}._should_close",
                              note="any player holding a Rise & Fall card may close at any moment (special rule 4 "
                                   "limits 'any player'); when to close, 'depending on the state of the score', is "
                                   "the player's judgement. The bots close a hand counting a set amount, which falls "
                                   "to nothing as the hand goes on (bot options {bot.close_at} and "
                                   "{bot.decay_ms}), or any hand that wins them the game; with a small profit only to stop a rival near the target who "
                                   "appears about to close, and only if one good hand could still bring them level "
                                   "with him (bot option {bot.aim}: {bot.aim=win}; the earlier bots, "
                                   "{bot.aim=block}, closed every plus hand once anyone was within 60 of the "
                                   "target, which at seven players stalled the game)"),
    "bourse-G-2": implemented(f"{GAME}._close", f"{CHECKS}._check_closing",
                              note="the Close action; every hand is shown"),
    "bourse-G-3": interpreted(f"{GAME}._close", f"{CHECKS}._check_closing",
                              note="the Sell action, only for the Selling card's holder, who cannot call 'Close' "
                                   "instead ('this player will call out SELL'). Like any closer he needs a Rise & "
                                   "Fall card (special rule 4)."),
    "bourse-G-4": implemented(f"{GAME}._close", note="open calls go back to their hands; every later action is a "
                                                     "new hand's or refused before its signal"),
    "bourse-G-5": implemented(f"{GAME}._close",
                              note="scored from the closer round the table in seat order (to the left); the order "
                                   "changes no total"),
    "bourse-H": implemented(f"{SCORING}:score_hand"),
    "bourse-H-1": implemented(f"{SCORING}:score_hand",
                              note="the hand's count is doubled, plus or minus; a hand counting nothing stays "
                                   "nothing (special rule 3)"),
    "bourse-H-2": interpreted(f"{SCORING}:score_hand", f"{COSTLY}:selling_warning", SCHEMA,
                              note="the holder loses {selling_penalty=10} (parameter {selling_penalty}) after "
                                   "doubling whenever another player closes. Whether it strikes a holder whose hand "
                                   "counts nothing for want of a Rise & Fall card, the text does not say outright: "
                                   "parameter {penalty_without_rise_fall}. {penalty_without_rise_fall=false} "
                                   "(default): special rule 3 says such a hand 'counts nothing, even though it "
                                   "contains the SELLING card'; those words only do work if they cancel the card's "
                                   "effect, its doubling and its loss alike, and the rule's point is that the hand "
                                   "can 'sit tight', which a certain loss of 10 at every close by another would "
                                   "defeat. {penalty_without_rise_fall=true}: H-2 names no exception and attaches the loss to the holder, not to "
                                   "the hand's count; Remember 5 warns the card 'CAN count 10 against you'; and such "
                                   "a holder cannot escape by selling (special rule 4). We read the words of rule 3 "
                                   "as the more specific, and they favour the first reading. It matters: with the "
                                   "other reading, "
                                   "in 1,000 seeded seven-player bot games (seeds 1 to 1,000) the loss fell on a "
                                   "hand counting nothing 2,793 times in 11,711 hands with the earlier bots "
                                   "(closing {bot.aim=block}), 256 times in 5,569 hands with the present ones."),
    "bourse-special-1": implemented(f"{CHECKS}._cards", f"{GAME}._call"),
    "bourse-special-1a": implemented(f"{CHECKS}._cards", f"{VIEWS}._groups"),
    "bourse-special-1b": implemented(f"{CHECKS}._cards", f"{VIEWS}._groups"),
    "bourse-special-1c": implemented(f"{CHECKS}._cards", f"{VIEWS}._groups"),
    "bourse-special-1d": implemented(f"{CHECKS}._cards", f"{VIEWS}._groups"),
    "bourse-special-2": implemented(f"{BOT}._junk", note="advice; a bot calls away the Rise & Fall card whose loss "
                                                         "would raise its count most, one at a time"),
    "bourse-special-3": interpreted(f"{SCORING}:score_hand", f"{BOT}._junk", SCHEMA,
                                    note="a hand without a Rise & Fall card scores 0, even with the Selling card: "
                                         "no doubling and, by default, no loss of 10 when another closes (parameter "
                                         "{penalty_without_rise_fall}, weighed at bourse-H-2). Bots without one "
                                         "exchange a card at a time, or sit tight when they lead the totals (bot "
                                         "option {bot.sit_tight})."),
    "bourse-special-4": implemented(f"{CHECKS}._check_closing", f"{GAME}.has_rise_fall"),
    "bourse-special-5": implemented(f"{GAME}._close"),
    "bourse-special-5-score": implemented(f"{SCORING}:score_hand", f"{SCORING}:capital_values",
                                          note="several Rise & Fall cards in one hand add up per capital; the "
                                               "worked example (+60, 50, 120) is a test and a 'Try it'"),
    "bourse-special-5-game": interpreted(f"{GAME}._check_winner", SCHEMA, note="see -game-a and -game-b"),
    "bourse-special-5-game-a": interpreted(f"{GAME}._check_winner", SCHEMA,
                                           note="target {target=200} (parameter {target}); 'taken to 200' read as "
                                                "reaching it (parameter {target_rule}: {target_rule=reach}); the "
                                                "alternative, {target_rule=exceed}, requires more than 200. Checked "
                                                "after each hand."),
    "bourse-special-5-game-b": interpreted(f"{GAME}._check_winner", SCHEMA,
                                           note="when the hand ends with one or more at the target, the highest "
                                                "total wins. Equal highest totals: not in the text (parameter "
                                                "{tie_rule}): {tie_rule=shared} (default) or {tie_rule=play-on}."),
    "bourse-remember-1": implemented(f"{BOT}.start", f"{BOT}.notice", note="advice: bots sort in one reaction time"),
    "bourse-remember-2": implemented(f"{BOT}.wake", note="advice: bots call as soon as they have sorted"),
    "bourse-remember-3": not_modelled("loudness cannot be modelled: every call is heard by every player the moment "
                                      "it is made"),
    "bourse-remember-4": implemented(f"{BOT}._junk", note="advice; see bourse-special-2"),
    "bourse-remember-5": implemented(f"{SCORING}:score_hand", f"{BOT}._junk",
                                     note="the loss is bourse-H-2; bots give the card away from a hand counting "
                                          "minus or nothing"),
    "bourse-remember-6": interpreted(f"{BOT}._junk", f"{BOT}._about_to_close", f"{BOT}.wake",
                                     note="advice. A bot's hand 'shows no sign of improvement' when it has stayed "
                                          "minus for a set time (bot option {bot.stale_ms}); it answers a single-card call with its Rise & Fall "
                                          "card, from a player who 'appears about to close' (two or more exchanges "
                                          "this hand and now calling one card), or from anyone after twice as long. "
                                          "The bot option {bot.havoc} turns it off."),
    "bourse-remember-7": implemented(f"{BOT}._junk", f"{SCORING}:score_hand",
                                     note="capitals not on a hand's Rise & Fall cards count nothing (a 0 line); "
                                          "bots exchange them only after a set time (bot option "
                                          "{bot.neutral_ms})"),
    "bourse-queries": not_modelled("the publisher's address for queries: not a rule"),
}
