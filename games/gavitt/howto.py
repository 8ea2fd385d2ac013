""""How to play" for the table, written from the game's own rules and parameters.

The page shows it beside the demo; every paragraph cites the clauses it restates, read from the
edition records (:mod:`games.gavitt.editions`), and the amounts come from the resolved parameters
(the target, the Telegram's $100, the fines), so a change of rule or option changes the text.
"""
from __future__ import annotations

from .editions import EDITIONS
from .params import resolve_params

# clauses each edition words for the goal, offering, taking and playing without turns
_GOAL = {"1903": ("gse1903-6", "gse1903-11a"), "2003": ("gse2003-object-1", "gse2003-play-3a")}
_BLIND = {"1903": ("gse1903-7", "gse1903-10"), "2003": ("gse2003-play-2a",)}
_NO_TURNS = {"1903": "gse1903-39", "2003": "gse2003-play-2"}


def _money(n: int) -> str:
    return f"${n:,}"


def how_to_play(params: dict | None) -> dict:
    """``{"edition", "params", "sections": [{"id", "heading", "text", "clauses": [ids]}]}``."""
    p = resolve_params(params)
    ed = EDITIONS[p["edition"]]
    e = ed.id
    sections = [
        {"id": "goal", "heading": "The goal",
         "text": "Collect all eight cards of one railroad, then call out the word TOPEKA. The caller scores twice "
                 "that railroad's value; every other broker holding five or more cards of one railroad scores its "
                 f"value. The first to reach {_money(p['target'])} wins.",
         "clauses": [*_GOAL[e], ed.clause("caller_scores"), ed.clause("majority"), ed.clause("win")]},
        {"id": "offer", "heading": "How to offer",
         "text": "After the dealer's signal, select one or two of your cards and offer them: the others hear only "
                 "how many (\u201cOne to trade!\u201d), never which railroad. "
                 + ("Two cards offered together should be of the same railroad; an unlike pair is fined "
                    f"{_money(p['fine_33'])} when it is traded." if ed.unlike_pair == "fined" and p["fines"] else
                    "Two cards offered together must be of the same railroad."),
         "clauses": [ed.clause("signal"), ed.clause("at_a_time"), *_BLIND[e], ed.unlike_pair_clause]},
        {"id": "take", "heading": "How to take",
         "text": "To take another broker's offer, give as many of your cards as it holds. The cards change hands "
                 "face down, so you see what you got only when it arrives. Nobody takes turns: trade as often as "
                 "you like, with whom you like.",
         "clauses": [ed.clause("same_number"), ed.clause("own_offer"), _NO_TURNS[e]]},
        {"id": "bots", "heading": "What the bots do",
         "text": "The other brokers are bots. Each collects the railroad it holds most of (and turns to "
                 "another after many trades without progress), offers the cards it does not need, takes offers, "
                 "and acts after a reaction time set by the bot speed. Now "
                 "and then a bot with a full set cannot recollect the word for a few seconds; a word other than "
                 "TOPEKA is no call, and play goes on.",
         "clauses": [_GOAL[e][0], ed.clause("no_call")]},
    ]
    if p["telegram"]:
        sections.append(
            {"id": "telegram", "heading": "The Telegram",
             "text": "One broker holds the Telegram: it goes with the next trade he makes, as an extra card. Whoever "
                     f"completes a set first while holding it loses {_money(p['telegram_value'])}; whoever holds it "
                     f"when another completes a set gains {_money(p['telegram_value'])}.",
             "clauses": ["gse1903-21", "gse1903-24", "gse1903-28", "gse1903-30"]})
    if p["fines"]:
        sections.append(
            {"id": "fines", "heading": "Fines",
             "text": f"{_money(p['fine_31'])} for not offering at once after the signal, {_money(p['fine_33'])} "
                     f"for trading an unlike pair, {_money(p['fine_34'])} for calling TOPEKA without a full set, "
                     f"{_money(p['fine_35'])} for not trading every {p['idle_ms'] // 1000} seconds in "
                     f"{p['idle_hands']} hands running.",
             "clauses": ["gse1903-31", "gse1903-33", "gse1903-34", "gse1903-35"]})
    for s in sections:
        s["clauses"] = list(dict.fromkeys(s["clauses"]))  # each once, in order
    return {"edition": e, "params": p, "sections": sections}
