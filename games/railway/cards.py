"""The four stations and the 44 cards of the railway game, exactly as the text lists them.

Cards are integers 0..43 inside the engine and *keys* in actions, events and views:

* the vehicles of the four companies and the Pool, five each (railway-contents-1..5):
  ``LNER-E`` (Engine), ``LNER-1`` (1st Coach), ``LNER-3`` (3rd Coach), ``LNER-D`` (Diner),
  ``LNER-GV`` (Guard's Van); ``GWR-E``, ``GWR-W`` (Wagon), ``GWR-MV`` (Milk Van), ``GWR-GCW`` (Gas
  Cylinder Wagon), ``GWR-BV`` (Brake Van); ``SR-E``, ``SR-1``, ``SR-3``, ``SR-P`` (Pullman),
  ``SR-GV``; ``LMS-E``, ``LMS-HW`` (Hopper Wagon), ``LMS-RV`` (Refrigerator Van), ``LMS-MTW``
  (Milk Tank Wagon), ``LMS-BV``; ``POOL-E``, ``POOL-W``, ``POOL-V``, ``POOL-C1`` (Coach, 1st
  Diner), ``POOL-C3`` (Coach, 3rd Guard's Van);
* ``RED`` (5 cards), ``G1`` (5), ``G2`` (5) signals and ``PASS`` (4) (railway-contents-6..9).

Each true vehicle belongs to one *class*, and the Pool unit of that class stands for it
(railway-pool-1..5): engine; ``c1`` (the two 1st Class Coaches, Diner, Pullman); ``c3`` (the two
3rd Class Coaches and the two passenger Guard's Vans); wagon (the four GWR and LMS wagons); van
(the four GWR and LMS vans, the Brake Vans among them).
"""
from __future__ import annotations

from games.core.clauses import cite

COMPANIES = ("LNER", "GWR", "SR", "LMS")
COMPANY_NAMES = {"LNER": "L.N.E.R.", "GWR": "G.W.R.", "SR": "S.R.", "LMS": "L.M.S."}

ENGINE, C1, C3, WAGON, VAN = "engine", "c1", "c3", "wagon", "van"
CLASSES = (ENGINE, C1, C3, WAGON, VAN)

#: company -> its five vehicles in train order (engine first, the van that must leave the station
#: last), each (code, name, class): railway-contents-1..4
TRAINS = {
    "LNER": (("E", "Engine", ENGINE), ("1", "1st Coach", C1), ("3", "3rd Coach", C3), ("D", "Diner", C1),
             ("GV", "Guard's Van", C3)),
    "GWR": (("E", "Engine", ENGINE), ("W", "Wagon", WAGON), ("MV", "Milk Van", VAN),
            ("GCW", "Gas Cylinder Wagon", WAGON), ("BV", "Brake Van", VAN)),
    "SR": (("E", "Engine", ENGINE), ("1", "1st Coach", C1), ("3", "3rd Coach", C3), ("P", "Pullman", C1),
           ("GV", "Guard's Van", C3)),
    "LMS": (("E", "Engine", ENGINE), ("HW", "Hopper Wagon", WAGON), ("RV", "Refrigerator Van", VAN),
            ("MTW", "Milk Tank Wagon", WAGON), ("BV", "Brake Van", VAN)),
}
#: the Pool set (railway-contents-5), one unit per class
POOL = (("E", "Engine", ENGINE), ("W", "Wagon", WAGON), ("V", "Van", VAN), ("C1", "Coach (1st Diner)", C1),
        ("C3", "Coach (3rd Guard's Van)", C3))

RED, G1, G2, PASS = "RED", "G1", "G2", "PASS"
SIGNALS = (RED, G1, G2)
SPECIALS = ((RED, "Red Signal", 5), (G1, "Green Signal (1)", 5), (G2, "Green Signal (2)", 5), (PASS, "Pass", 4))
#: how far a Green Signal moves a train (railway-play-11)
GREEN_MOVES = {G1: 1, G2: 2}


@cite("railway-contents", "railway-contents-1", "railway-contents-2", "railway-contents-3", "railway-contents-4",
      "railway-contents-5", "railway-contents-6", "railway-contents-7", "railway-contents-8", "railway-contents-9")
def _catalogue():
    """The 44 cards in catalogue order: the four companies' trains and the Pool set (five each),
    then five Red, five Green (1) and five Green (2) signals and four Passes."""
    keys, names, company, cls = [], [], [], []
    for co in COMPANIES:
        for code, name, k in TRAINS[co]:
            keys.append(f"{co}-{code}")
            names.append(f"{COMPANY_NAMES[co]} {name}")
            company.append(co)
            cls.append(k)
    for code, name, k in POOL:
        keys.append(f"POOL-{code}")
        names.append(f"Pool {name}")
        company.append("POOL")
        cls.append(k)
    for key, name, count in SPECIALS:
        for _ in range(count):
            keys.append(key)
            names.append(name)
            company.append(None)
            cls.append(None)
    return tuple(keys), tuple(names), tuple(company), tuple(cls)


#: card id -> key, name, company ("POOL" or None for signals and Passes), class (None likewise)
KEY, NAME, COMPANY, CLASS = _catalogue()
N_CARDS = len(KEY)
assert N_CARDS == 44, N_CARDS  # railway-contents: "44 cards"
#: key -> the card ids bearing it (one for a vehicle, five for a signal, four for the Pass)
IDS: dict[str, tuple[int, ...]] = {}
for _c, _k in enumerate(KEY):
    IDS[_k] = IDS.get(_k, ()) + (_c,)
KEYS = tuple(IDS)  # distinct keys in catalogue order
NAMES = {KEY[c]: NAME[c] for c in range(N_CARDS)}
POOL_OF = {k: IDS[f"POOL-{code}"][0] for code, _n, k in POOL}  # class -> the Pool card
IS_VEHICLE = tuple(c is not None for c in CLASS)


def is_vehicle(key: str) -> bool:
    return key in IDS and IS_VEHICLE[IDS[key][0]]


def is_pool(card: int) -> bool:
    return COMPANY[card] == "POOL"


@cite("railway-scoring-4")
def value(card: int) -> int:
    """Points of a card left in a hand (railway-scoring-4): Engines 3 (the Pool Engine is an engine),
    other vehicles 1, Pass 4, Red 1, Green (1) 2, Green (2) 3."""
    k = KEY[card]
    if CLASS[card] == ENGINE:
        return 3
    if IS_VEHICLE[card]:
        return 1
    return {PASS: 4, RED: 1, G1: 2, G2: 3}[k]


VALUE = tuple(value(c) for c in range(N_CARDS))
#: scoring-4's row of each card
ROW = tuple("Engines" if CLASS[c] == ENGINE else "Other Vehicles" if IS_VEHICLE[c] else
            {PASS: "Pass Cards", RED: "Red Signals", G1: "Green Signals (1)", G2: "Green Signals (2)"}[KEY[c]]
            for c in range(N_CARDS))


class Company:
    """What a station's train needs: its five places, and which cards fill each (railway-play-1b,
    railway-pool-1..5)."""

    __slots__ = ("key", "places", "place_of", "by_class", "groups")

    def __init__(self, key: str) -> None:
        self.key = key
        #: the five true vehicles in train order
        self.places = tuple(IDS[f"{key}-{code}"][0] for code, _n, _k in TRAINS[key])
        #: card id -> place index, for true units and (for each of its places) nothing else
        self.place_of = {c: i for i, c in enumerate(self.places)}
        #: class -> place indexes of that class in this train
        by = {}
        for i, c in enumerate(self.places):
            by.setdefault(CLASS[c], []).append(i)
        self.by_class = {k: tuple(v) for k, v in by.items()}
        #: (class, its true cards in this train, the Pool card of the class), engine first
        self.groups = tuple((k, tuple(self.places[i] for i in v), POOL_OF[k]) for k, v in self.by_class.items())

    def serves(self, card: int) -> bool:
        """Whether ``card`` can stand in this train: its own vehicle or a Pool unit of a class it has."""
        return card in self.place_of or (is_pool(card) and CLASS[card] in self.by_class)

    @cite("railway-pool", "railway-pool-1", "railway-pool-2", "railway-pool-3", "railway-pool-4", "railway-pool-5")
    def filled(self, cards) -> tuple[bool, int]:
        """``(engine, others)``: whether the engine place can be filled from ``cards``, and how many
        of the four other places can be, each Pool unit standing for one missing place of its class."""
        have = set(cards)
        engine = False
        others = 0
        for k, true, pool in self.groups:
            n = (pool in have) + sum(c in have for c in true)
            if n > len(true):
                n = len(true)
            if k == ENGINE:
                engine = n > 0
            else:
                others += n
        return engine, others

    def complete(self, cards, short: bool) -> bool:
        """A full train: all five places (railway-game); the shorter game: an engine and any three
        of the other four (railway-alt)."""
        engine, others = self.filled(cards)
        return engine and others >= self.others_to_fill(short)

    @staticmethod
    def others_to_fill(short: bool) -> int:
        """How many of the four places behind the engine a complete train fills: all four
        (railway-game), or any three in the shorter game (railway-alt)."""
        return 3 if short else 4

    def score(self, cards) -> int:
        engine, others = self.filled(cards)
        return int(engine) + others

    def wanted(self, cards) -> list[tuple[str, tuple[int, ...], int | None, int]]:
        """Each class of this train with a place that ``cards`` do not fill, engine first:
        ``(class, its true vehicles not held, its Pool unit if not held, how many of its places
        are empty)`` (railway-play-1b, railway-pool-1..5)."""
        have = set(cards)
        out = []
        for k, true, pool in self.groups:
            held = pool in have
            missing = tuple(c for c in true if c not in have)
            empty = len(missing) - held
            if empty > 0:
                out.append((k, missing, None if held else pool, empty))
        return out

    def needs(self, cards) -> set[int]:
        """Cards (ids) that would fill a place not yet filled by ``cards``: what the player
        "requires" (railway-play-4a, -4c)."""
        out = set()
        for _k, missing, pool, _empty in self.wanted(cards):
            out.update(missing)
            if pool is not None:
                out.add(pool)
        return out

    def slots(self, cards) -> list[int | None]:
        """Each place of the train, in order, with the card of ``cards`` that fills it (its true
        unit, else the Pool unit of its class for the first free place of the class), or None."""
        have = set(cards)
        slots: list[int | None] = [c if c in have else None for c in self.places]
        for k, idx in self.by_class.items():
            if POOL_OF[k] in have:
                for i in idx:
                    if slots[i] is None:
                        slots[i] = POOL_OF[k]
                        break
        return slots

    @cite("railway-play-8", "railway-alt")
    def make_up(self, cards, short: bool) -> list[int] | None:
        """The train laid down from ``cards``, engine first and the last vehicle at the back
        (railway-play-8): each place takes its true unit when held, else the Pool unit of its class;
        in the shorter game the engine and the first three other places filled (true units are
        preferred to Pool units). None if ``cards`` hold no complete train."""
        if not self.complete(cards, short):
            return None
        slots = self.slots(cards)
        if short:
            # keep the engine and three others: drop a Pool unit first, else the last place
            others = [i for i in range(1, len(slots)) if slots[i] is not None]
            while len(others) > 3:
                pools = [i for i in others if is_pool(slots[i])]
                drop = pools[-1] if pools else others[-1]
                slots[drop] = None
                others.remove(drop)
        return [c for c in slots if c is not None]

    def valid_train(self, cards, short: bool) -> bool:
        """Whether exactly these cards make up a train of this company (no card to spare)."""
        size = 4 if short else 5
        return (len(cards) == size and len(set(cards)) == size and all(self.serves(c) for c in cards)
                and self.complete(cards, short) and self.score(cards) == size)

    def in_order(self, cards) -> list[int]:
        """A train's cards in train order: engine first, the last vehicle at the back (railway-play-8)."""
        order = {c: self.place_of[c] for c in cards if c in self.place_of}
        order.update(self.pool_places(cards))
        return sorted(cards, key=order.__getitem__)

    def pool_places(self, train) -> dict[int, int]:
        """Pool card -> the place index it stands for in a laid ``train`` (the first free place of
        its class, in train order)."""
        have = set(train)
        out = {}
        for c in train:
            if is_pool(c):
                free = [i for i in self.by_class[CLASS[c]] if self.places[i] not in have and i not in out.values()]
                out[c] = free[0] if free else self.by_class[CLASS[c]][0]
        return out


COMPANY_RULES = {co: Company(co) for co in COMPANIES}
