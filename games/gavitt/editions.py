"""The two editions of Gavitt's Stock Exchange as data: one record each.

Everything the engine does differently for the 1903 text (seed 000) and the 2003 Heirloom rules
(seed 001) is here, each with the clause behind it; the rules (:mod:`games.gavitt.rules`), the
bots and the parameters read these records instead of testing the edition.  The comparison page
("where the engine reads the edition") is generated from :func:`differences`.

An :class:`Edition` holds

``defaults``       the parameters whose default depends on the edition (target, Telegram, fines,
                   tie rule), and ``defaults_clause`` for each (``None``: the text has no such rule)
``railroads``      the railroads the text prints: ``(key, label, full name, value or None)``
``reconstructed``  values the text does not give, filled as a reconstruction (a parameter)
``deal_order``     the railroads in play by default, one more per player, or ``None`` for the dearest.
                   1903: the three rule 2 lists for three players (Santa Fe, N. Y. Central, Rock
                   Island), then the others the text names (Mo. Pac., C. B. & Q., gse1903-14, dearest
                   first), and the unknown sixth only when six players need it
``unlike_pair``    ``"fined"`` (may be laid down; its giver is fined when traded) or ``"refused"``
``call_without_set``  ``"fined"`` (no call, and a fine) or ``"refused"`` (the call cannot be made)
``clauses``        the clause behind each rule both editions share but cite differently (the
                   dealer's signal, two cards at a time, the same number, one's own offer, the end)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .decks import DEFAULT_VALUES_1903, RAILROADS_1903, RAILROADS_2003


@dataclass(frozen=True)
class Edition:
    id: str
    text: str
    title: str
    defaults: dict
    defaults_clause: dict
    railroads: tuple
    reconstructed: dict
    deal_order: tuple | None
    deal_clause: str
    unlike_pair: str
    unlike_pair_clause: str
    call_without_set: str
    call_clause: str
    clauses: dict = field(default_factory=dict)

    def clause(self, role: str) -> str:
        """The clause of this edition's text behind a shared rule (see ``ROLES``)."""
        return self.clauses[role]


#: the shared rules each text words in its own clause
ROLES = {
    "signal": "nobody looks at or trades cards before the dealer's signal",
    "at_a_time": "one or two cards at a time, one open offer each",
    "same_number": "a trade gives as many cards as it takes",
    "own_offer": "an offer is taken by another player",
    "over": "the game is over once someone has won",
    "win": "who wins",
    "win_alone": "one highest amount among several who passed the target",
    "no_call": "a word other than TOPEKA is no call",
    "caller_scores": "the caller scores twice the value of his set",
    "majority": "five or more of one railroad score its value",
    "unclaimed": "a full set not called scores its value",
    "nothing": "fewer than five of every railroad score nothing",
}

EDITIONS: dict[str, Edition] = {
    "1903": Edition(
        id="1903", text="gse1903", title="Original rules (1903), seed 000",
        defaults={"target": 2500, "telegram": True, "fines": True, "tie_rule": "shared"},
        defaults_clause={"target": "gse1903-15", "telegram": "gse1903-18", "fines": "gse1903-31",
                         "tie_rule": "gse2003-footnote-2"},
        railroads=RAILROADS_1903, reconstructed=DEFAULT_VALUES_1903,
        deal_order=("SF", "NYC", "RI", "MP", "CBQ", "F"), deal_clause="gse1903-2",
        unlike_pair="fined", unlike_pair_clause="gse1903-33",
        call_without_set="fined", call_clause="gse1903-34",
        clauses={"signal": "gse1903-5", "at_a_time": "gse1903-8", "same_number": "gse1903-9",
                 "own_offer": "gse1903-7", "over": "gse1903-15", "win": "gse1903-15", "win_alone": "gse1903-15",
                 "no_call": "gse1903-11b", "caller_scores": "gse1903-13", "majority": "gse1903-14",
                 "unclaimed": "gse1903-14", "nothing": "gse1903-14"},
    ),
    "2003": Edition(
        id="2003", text="gse2003", title="Heirloom Edition rules (updated 11/4/03), seed 001",
        defaults={"target": 1000, "telegram": False, "fines": False, "tie_rule": "2003"},
        defaults_clause={"target": "gse2003-object-2", "telegram": "gse2003-setup-3a", "fines": None,
                         "tie_rule": "gse2003-tie-2"},
        railroads=RAILROADS_2003, reconstructed={},
        deal_order=None, deal_clause="gse2003-setup-2",
        unlike_pair="refused", unlike_pair_clause="gse2003-play-2b",
        call_without_set="refused", call_clause="gse2003-play-3a",
        clauses={"signal": "gse2003-play-2", "at_a_time": "gse2003-play-2a", "same_number": "gse2003-play-2c",
                 "own_offer": "gse2003-play-2", "over": "gse2003-win", "win": "gse2003-win",
                 "win_alone": "gse2003-tie-1", "no_call": "gse2003-play-3c", "caller_scores": "gse2003-score-3",
                 "majority": "gse2003-score-2", "unclaimed": "gse2003-score-note", "nothing": "gse2003-score-2"},
    ),
}

#: where the engine applies each edition-dependent rule (for the comparison page's code links)
CODE = {
    "defaults": ("games/gavitt/params.py:resolve_params",),
    "deal_order": ("games/gavitt/decks.py:choose_railroads",),
    "unlike_pair": ("games/gavitt/checks.py:GavittChecks._check_cards", "games/gavitt/views.py:GavittViews.legal_actions",
                    "games/gavitt/bots.py:GavittBot.__init__"),
    "call_without_set": ("games/gavitt/checks.py:GavittChecks.check_call", "games/gavitt/views.py:GavittViews.legal_actions"),
}


def edition(name: str) -> Edition:
    return EDITIONS[name]


def differences() -> list[dict]:
    """Every rule the editions treat differently, as rows: ``{"rule", "what": {ed: text},
    "clause": {ed: id}, "code": [refs]}`` (the comparison page's "where the code differs")."""
    eds = list(EDITIONS.values())
    rows = []
    for key in eds[0].defaults:
        rows.append({"rule": f"default of {key}", "what": {e.id: repr(e.defaults[key]) for e in eds},
                     "clause": {e.id: e.defaults_clause[key] for e in eds}, "code": list(CODE["defaults"])})
    rows.append({"rule": "railroads in play by default",
                 "what": {e.id: ", ".join(e.deal_order) if e.deal_order else "the dearest, one per player"
                          for e in eds},
                 "clause": {e.id: e.deal_clause for e in eds}, "code": list(CODE["deal_order"])})
    rows.append({"rule": "an unlike pair laid down",
                 "what": {e.id: {"fined": "may be traded; its giver is fined", "refused": "refused"}[e.unlike_pair]
                          for e in eds},
                 "clause": {e.id: e.unlike_pair_clause for e in eds}, "code": list(CODE["unlike_pair"])})
    rows.append({"rule": "TOPEKA called without a full set",
                 "what": {e.id: {"fined": "no call, and a fine", "refused": "refused"}[e.call_without_set]
                          for e in eds},
                 "clause": {e.id: e.call_clause for e in eds}, "code": list(CODE["call_without_set"])})
    for role, what in ROLES.items():
        rows.append({"rule": what, "what": {e.id: "the same rule" for e in eds},
                     "clause": {e.id: e.clause(role) for e in eds}, "code": []})
    return rows


__all__ = ["CODE", "EDITIONS", "Edition", "ROLES", "differences", "edition"]
