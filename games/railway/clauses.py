"""How the engine treats every clause of the railway text (seed 002).

``STATUS`` maps each clause ID to a :class:`games.core.clauses.ClauseStatus`; ``code`` names real
definitions (a test resolves each with ``ast``).  Interpreted clauses state the reading chosen,
the evidence, the alternatives and the parameter that selects them.  A note names a parameter by a
marker, ``{param}`` or ``{param=value}``, which the pages show in the words of
``wording.PARAM_WORDS`` (:mod:`games.core.paramwords`): a reader never sees a parameter's key.
"""
from __future__ import annotations

from games.core.clauses import implemented, interpreted, not_modelled

# Where the code behind the clauses is, as the coverage page links it: a file, or a file and a class.
CARDS = "games/railway/cards.py"
RULES = "games/railway/rules.py"
GAME = f"{RULES}:RailwayGame"
CLAIMS = "games/railway/claims.py:RailwayClaims"
VIEWS = "games/railway/views.py:RailwayViews"
CHECKS = "games/railway/checks.py:RailwayChecks"
SCHEMA = "games/railway/params.py:PARAMS"
SCORING = "games/railway/scoring.py"

STATUS = {
    "railway-contents": implemented(f"{CARDS}:_catalogue", f"{CARDS}:COMPANIES",
                                    note="44 cards: 25 vehicles (four companies and the Pool, five each), 15 "
                                         "signals, 4 Passes; the four stations are the companies, one per player"),
    "railway-contents-1": implemented(f"{CARDS}:TRAINS"),
    "railway-contents-2": implemented(f"{CARDS}:TRAINS"),
    "railway-contents-3": implemented(f"{CARDS}:TRAINS"),
    "railway-contents-4": implemented(f"{CARDS}:TRAINS"),
    "railway-contents-5": implemented(f"{CARDS}:POOL"),
    "railway-contents-6": implemented(f"{CARDS}:SPECIALS"),
    "railway-contents-7": implemented(f"{CARDS}:SPECIALS",
                                      note="read as Green Signal (1), as the transcription note says"),
    "railway-contents-8": implemented(f"{CARDS}:SPECIALS"),
    "railway-contents-9": implemented(f"{CARDS}:SPECIALS"),
    "railway-pool": implemented(f"{CARDS}:Company.filled", note="each Pool unit stands for one missing place of its "
                                                                 "class; there is one Pool unit of each class"),
    "railway-pool-1": implemented(f"{CARDS}:POOL", f"{CARDS}:Company.filled"),
    "railway-pool-2": implemented(f"{CARDS}:TRAINS", f"{CARDS}:Company.filled",
                                  note="the L.N.E.R. and S.R. 1st Coaches, the Diner and the Pullman"),
    "railway-pool-3": implemented(f"{CARDS}:TRAINS", f"{CARDS}:Company.filled",
                                  note="the L.N.E.R. and S.R. 3rd Coaches and their (passenger) Guard's Vans; not "
                                       "the goods Brake Vans, which are vans (railway-pool-5)"),
    "railway-pool-4": implemented(f"{CARDS}:TRAINS", f"{CARDS}:Company.filled"),
    "railway-pool-5": implemented(f"{CARDS}:TRAINS", f"{CARDS}:Company.filled",
                                  note="the Milk Van, the Refrigerator Van and the two Brake Vans"),
    "railway-game": implemented(f"{CARDS}:Company.complete", f"{GAME}._lay", f"{GAME}._put_down"),
    "railway-play-1": interpreted(f"{GAME}.__init__", SCHEMA,
                                  note="two to four players: the text gives no number, and there are four "
                                       "stations, one per player (parameter {players}, default {players=2})"),
    "railway-play-1a": implemented(f"{GAME}.__init__", SCHEMA,
                                   note="the parameter {stations} chooses them; if it is not given, they are dealt "
                                        "out with the seeded shuffle"),
    "railway-play-1b": implemented(f"{CARDS}:Company.serves", f"{CARDS}:Company.valid_train",
                                   note="a train is made of its own company's vehicles and Pool units only"),
    "railway-play-2": implemented(f"{GAME}.__init__"),
    "railway-play-2a": implemented(f"{GAME}.__init__", note="shuffled with the game's seeded generator; dealt one at "
                                                             "a time from the dealer's left"),
    "railway-play-2b": implemented(f"{GAME}.__init__"),
    "railway-play-3": implemented(CHECKS, f"{GAME}._begin_turn"),
    "railway-play-3a": implemented(f"{GAME}._draw", CHECKS, SCHEMA,
                                   note="the dealer (parameter {first_dealer}) plays first"),
    "railway-play-3b": implemented(f"{GAME}._put_down"),
    "railway-play-3c": implemented(f"{GAME}._put_down", note="the player on the left is the next seat number"),
    "railway-play-4": implemented(f"{GAME}._demand", f"{CLAIMS}._call"),
    "railway-play-4a": interpreted(
        CHECKS, f"{GAME}._demand", f"{GAME}.needs", f"{GAME}.may_demand", SCHEMA,
        note="after picking up and before discarding, a player with a Pass may demand of any other player a "
             "vehicle that fills an empty place of his train; if it is held, the two cards change hands (the "
             "challenged player gets the Pass). How many demands a turn, the text does not say (parameter "
             "{demands_per_turn}): {demands_per_turn=any} (default: the text sets no limit, so he may demand again) "
             "or {demands_per_turn=one} (reading 'demand of any player a card' as one card). 'A card "
             "which you require' is read with railway-play-4e: train cards only, and only while making up the "
             "train."),
    "railway-play-4b": implemented(f"{GAME}._demand", f"{GAME}._put_down",
                                   note="the failed demand's Pass is the discard: the turn ends"),
    "railway-play-4c": interpreted(
        f"{CLAIMS}._open_window", f"{CLAIMS}._call", f"{CLAIMS}._decline", f"{CLAIMS}._close", f"{CLAIMS}.expire",
        SCHEMA,
        note="a spoken call at the table is modelled as a claim window after a vehicle is discarded "
             "(parameter {claim_window_ms}, default {claim_window_ms=3000} of game time), for the players who can call and only for them: the clause "
             "gives the call to a player who requires the card, and the call is an exchange 'for a Pass card', so "
             "he must hold a Pass (and his train is not down, railway-play-4e). Each of them answers: he calls or "
             "he declines; when nobody can call, no window opens and play goes on at once (no table waits for a "
             "player who has nothing to answer). The window closes when all have answered or its time is up. "
             "Several calls are settled by the parameter {claim_rule}: {claim_rule=nearest-left} (default: as the "
             "order of play would reach him; fair whoever is quicker) or {claim_rule=first} (at once, as a spoken "
             "race). The caller's Pass goes onto the exposed cards "
             "in place of the card (so every hand stays at eight, and railway-play-5 applies to it); the "
             "alternative, the Pass to the discarder, would leave him nine cards."),
    "railway-play-4d": implemented(f"{CLAIMS}._close", note="the players between the discarder and the caller miss "
                                                             "their turn"),
    "railway-play-4e": interpreted(
        CHECKS, f"{GAME}.needs", f"{GAME}._put_down",
        note="'this' is read as covering both demands and \"Pass\" calls: only for a vehicle that fills a place "
             "of one's train, never for signals (and not for Passes), and not once one's train is laid down. "
             "Discarded signals and Passes open no claim window."),
    "railway-play-5": interpreted(
        CHECKS, f"{GAME}._put_down", f"{CLAIMS}._close",
        note="the words name a Pass that is 'discarded'. The engine applies the rule to every Pass laid face up "
             "at the end of a player's go: the discard of a turn, the Pass of a failed demand (railway-play-4b "
             "says he 'must discard the Pass card') and, extended by reading, the Pass a caller lays in place of "
             "the card he takes with \"Pass\" (railway-play-4c says only that he exchanges it); in each case "
             "the next player to play may not pick it up. The first exposed card after a deal or reshuffle was "
             "not discarded, so it may be taken even if it is a Pass. Alternative: the caller's Pass may be "
             "picked up; the engine does not offer it, since the caller's Pass lies where a discard lies and "
             "the rule's aim (a Pass does not come straight back into play) is the same."),
    "railway-play-6": interpreted(f"{GAME}._draw", f"{GAME}._begin_turn", f"{GAME}.locked", CHECKS, SCHEMA,
                                  note="'round' is not defined (parameter {signal_hold}). By default "
                                       "{signal_hold=next-turn}, so an exposed signal picked up cannot be the "
                                       "discard of the same turn (a Green cannot be passed straight through to move "
                                       "a train); the alternative, {signal_hold=next-round}: not until the dealer "
                                       "begins a new round. As each player "
                                       "plays once a round, the two differ only when a \"Pass\" call skips the "
                                       "dealer's turn, so that a player's next turn comes before the dealer's."),
    "railway-play-7": interpreted(
        f"{GAME}._draw", f"{GAME}._reshuffle", CHECKS, SCHEMA,
        note="'When the centre stack has been used' (parameter {reshuffle}): {reshuffle=at-once} (default): "
             "the moment its last card is taken, the exposed cards are shuffled (with the game's seeded generator) into a new stack and "
             "its top card turned up, before the player who took it discards; {reshuffle=when-needed}: only when "
             "the next player wants the top card of the pack and there is none, so that the last discard is shuffled in "
             "too and, until then, the exposed cards may still be picked up. The text's order (the stack 'has "
             "been used', then shuffle) fits both; the default keeps a stack on the table at every turn."),
    "railway-play-8": interpreted(
        f"{GAME}._lay", f"{GAME}._lay_at_once", f"{CARDS}:Company.make_up", f"{CARDS}:Company.in_order", CHECKS,
        f"{VIEWS}.legal_actions",
        "games/railway/position.py:RailwayPosition.load_position", SCHEMA,
        note="'As soon as a player has completed a train he lays it down' (parameter {lay_down}): "
             "{lay_down=at-once} (default, the words): the train goes down the moment it is complete, in his turn or not, after a pick-up, a "
             "demand, a substitution or a \"Pass\" call out of turn; so no one can demand a card out of a "
             "completed train, and a stated position with a complete train in a hand is refused. "
             "{lay_down=in-turn} (the engine's earlier reading): he lays it in his own turn, before his discard, which is refused until "
             "then; its reasons are that the text describes every other act of a player within his turn, and "
             "that after a call 'the play then continues from the player on your LEFT' (railway-play-4d) leaves "
             "the caller no moment to act; its cost is that a train completed by a call stays in the hand, where "
             "it can be broken by a demand, until his turn. The figure is missing. Reading: the train is laid "
             "engine first with its last vehicle at the back (true units before Pool units), standing in the "
             "station (position 0). The distance out of the station is a parameter, {moves_to_win} "
             "({moves_to_win=7}, from railway-play-12), and, for the shorter game, {short_moves_to_win} (default "
             "the same; {short_moves_to_win=6} if the figure measured from the back of a five-card train)."),
    "railway-play-9": interpreted(
        CHECKS, f"{GAME}._substitute", SCHEMA,
        note="on his turn, after picking up, a player holding the true unit for which a Pool unit stands in "
             "another player's train may put it in; the parameter {substitute_to} says where the Pool unit goes: "
             "{substitute_to=hand} (default: an exchange, the substituting player takes it, which is why one would "
             "substitute) or {substitute_to=exposed}."),
    "railway-play-10": implemented(f"{GAME}._put_down"),
    "railway-play-10a": interpreted(
        f"{GAME}._put_down", SCHEMA,
        note="'Play proceeds as before except that...' follows the laying down, so a Green discarded before the "
             "discarder's train is down moves nothing. The parameter {early_signals} decides the Red: "
             "{early_signals=red-shunts} (default: it shunts the other trains on the table, since the text "
             "excepts only the discarder's train) or it {early_signals=no-effect} (no signal acts before one's "
             "own train is down)."),
    "railway-play-10b": implemented(f"{GAME}._put_down", note="a train at its starting position stays there"),
    "railway-play-11": implemented(f"{CARDS}:GREEN_MOVES", f"{GAME}._put_down"),
    "railway-play-12": interpreted(
        f"{GAME}._put_down", f"{GAME}._finish", SCHEMA,
        note="'moves' are card-lengths (a Green (2) counts two) and the rule applies to the last vehicle of every "
             "train, Guard's Van or Brake Van: the first train to reach that distance (parameter {moves_to_win}) "
             "wins at once."),
    "railway-scoring-1": interpreted(f"{SCORING}:score_lines", f"{GAME}._finish",
                                     note="'making up' a train is read as having completed it: a train laid down "
                                          "counts, won or not, and so does one complete in the hand but not yet "
                                          "laid down, which only happens when a completed train is laid down "
                                          "{lay_down=in-turn} (parameter {lay_down}): a train completed by a "
                                          "call, when another player wins before its owner's turn. "
                                          "Alternative: only a train on the table counts; the text says 'making "
                                          "up', not 'laying down'."),
    "railway-scoring-2": implemented(f"{SCORING}:score_lines"),
    "railway-scoring-3": interpreted(
        f"{SCORING}:score_lines", SCHEMA,
        note="whom 'Cards held in opponent's hand count' counts for, the text does not say: parameter "
             "{hand_count}. {hand_count=winner} (default): only the winner scores the cards left in his "
             "opponents' hands. "
             "For it: the line follows 'Plus 10 extra for player winning the game' and names one player's "
             "opponents ('opponent's hand'), the player just named; every card left in a hand then counts "
             "against its holder's chances only by adding to the winner's score, as in rummy, where the player "
             "who goes out scores the cards the others still hold. {hand_count=opponents}: each player scores the "
             "cards "
             "left in all his opponents' hands. For it: 'Plus 5 to each player' opens the list, and the next "
             "lines may speak to each player too. Against it: with two players it only says that a player's "
             "own cards count against him, which the text would say more simply, and with more players a loser "
             "can outscore the winner on the others' hands. {hand_count=against}: each loses the value of his own "
             "hand (it ranks the players as the second reading does). The order and the singular favour the "
             "first, {hand_count=winner}."),
    "railway-scoring-4": implemented(f"{CARDS}:value", f"{SCORING}:hand_rows",
                                     note="the Pool Engine counts as an engine; every other vehicle, Pool or not, 1"),
    "railway-alt": implemented(f"{CARDS}:Company.complete", f"{CARDS}:Company.make_up", SCHEMA,
                               note="parameter {short_game}: {short_game=true} instead of, by default, "
                                    "{short_game=false}; the engine place may be the Pool Engine"),
    "railway-ack": not_modelled(note="the acknowledgement of the four railway companies and Meccano Limited is not "
                                     "a rule"),
}
