"""Plain words shared by the games' wording tables: who is who for a reader, counts and lists.

A reader sits at one seat (or none: a spectator).  What the table says to him calls his seat
"You" and every other seat by its number from 1 ("Player 2", or a game's own title: "Broker 2"),
never a seat id; cards by the names they print, never their keys; counts in words where a reader
would say them ("two Red Signals", "1 Engine"); lists as a sentence ("a, b and c"), never as a
list literal.  Each game's ``wording.py`` builds its sentences from these::

    from games.core.wording import Reader, plural, sentence_list

    r = Reader(seat, title="Player")
    r.who(2)              # "Player 3" (or "You" when seat == 2)
    r.does(2, "discard")  # "Player 3 discards" / "You discard"
    r.whose(2)            # "Player 3's" / "Your"
    plural(1, "Engine")   # "1 Engine";  plural(3, "Pass", "Passes") -> "3 Passes"
    sentence_list(["a", "b", "c"])  # "a, b and c"
"""
from __future__ import annotations

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """'two' for 2, up to ten; a figure beyond."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def plural(n: int, one: str, many: str | None = None, words: bool = False) -> str:
    """'1 Engine', '3 Engines' (``many`` for an irregular plural; ``words``: 'three Engines')."""
    count = number_word(n) if words else str(n)
    return f"{count} {one if n == 1 else (many or one + 's')}"


def sentence_list(items, conj: str = "and") -> str:
    """Items as a sentence: 'a', 'a and b', 'a, b and c' (empty: '')."""
    items = [str(x) for x in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"


def runs(keys) -> list[tuple[str, int]]:
    """Consecutive equal keys counted: ['RED', 'RED', 'PASS'] -> [('RED', 2), ('PASS', 1)] (a hand
    sorted by card, so copies stand together)."""
    out: list[list] = []
    for k in keys:
        if out and out[-1][0] == k:
            out[-1][1] += 1
        else:
            out.append([k, 1])
    return [(k, n) for k, n in out]


def signed(n: int) -> str:
    """A score change as a reader writes it: '+5', '−3' (a minus sign, not a hyphen), '0'."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


class Reader:
    """The words that depend on who reads: the reader's seat is "You", the others are numbered
    from 1 with the game's ``title`` ("Player 2")."""

    __slots__ = ("seat", "title")

    def __init__(self, seat, title: str = "Player") -> None:
        self.seat = seat
        self.title = title

    def name(self, s: int) -> str:
        """A seat by its number, whoever reads: 'Player 3'."""
        return f"{self.title} {s + 1}"

    def who(self, s: int, start: bool = True) -> str:
        if s == self.seat:
            return "You" if start else "you"
        return self.name(s)

    def whose(self, s: int, start: bool = True) -> str:
        if s == self.seat:
            return "Your" if start else "your"
        return f"{self.name(s)}'s"

    def his(self, s: int) -> str:
        """The possessive a sentence about ``s`` goes on with: 'your' or 'his'."""
        return "your" if s == self.seat else "his"

    def does(self, s: int, verb: str, start: bool = True, third: str | None = None) -> str:
        """'You discard' / 'Player 3 discards' (``third``: the verb's third person when not +s)."""
        if s == self.seat:
            return f"{self.who(s, start)} {verb}"
        return f"{self.name(s)} {third or _third(verb)}"

    def is_(self, s: int, start: bool = True) -> str:
        """'You are' / 'Player 3 is'."""
        return f"{self.who(s, start)} {'are' if s == self.seat else 'is'}"

    def seats(self, seats, start: bool = True) -> str:
        """Several seats as a sentence: 'You and Player 3', 'Player 2, Player 3 and you'."""
        return sentence_list([self.who(s, start and i == 0) for i, s in enumerate(seats)])


def _third(verb: str) -> str:
    """The third person singular of a plain verb ('call' -> 'calls', 'pass' -> 'passes', 'have' -> 'has')."""
    head, _, rest = verb.partition(" ")
    if head == "have":
        head = "has"
    elif head.endswith(("s", "sh", "ch", "x", "z")):
        head += "es"
    elif head.endswith("y") and head[-2:-1] not in "aeiou":
        head = head[:-1] + "ies"
    else:
        head += "s"
    return f"{head} {rest}" if rest else head


__all__ = ["NUMBER_WORDS", "Reader", "number_word", "plural", "runs", "sentence_list", "signed"]
