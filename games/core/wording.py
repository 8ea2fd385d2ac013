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

import re

from .together_words import TOGETHER_WORDS

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


def printed_words(names) -> set[str]:
    """Every word of the names a game prints ("Railroad F (unknown)": Railroad, F, unknown): a card
    key that is also such a word is, where a reader sees it, that name's word and not notation."""
    return {w for n in names for w in re.findall(r"[A-Za-z0-9]+", n)}


def signed(n: int) -> str:
    """A score change as a reader writes it: '+5', '−3' (a minus sign, not a hyphen), '0'."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def total(n: int, unit: str = "") -> str:
    """A total as a reader writes it, in the game's unit: '425', '−3', '$2,275', '−$50' (a minus
    sign, not a hyphen, before the unit)."""
    return ("\u2212" if n < 0 else "") + f"{unit}{abs(n):,}"


def marks_key(marks: dict, name) -> list[str]:
    """The key under a hand, in words: the marked cards (a view's ``marks``: ``{key: {"why", "good"}}``)
    by their names (``name(key)``), those that count for the same reason together, one sentence per
    reason: '★ Engine, Diner and Guard's Van count for you (in your train).'; a card that counts
    against the reader (``good`` false: a falling capital at the Bourse) is marked ▼."""
    groups: dict[tuple, list[str]] = {}
    for key, mark in marks.items():
        groups.setdefault((mark["why"], mark.get("good", True)), []).append(name(key))
    out = []
    for (why, good), names in groups.items():
        one, many = ("counts_key_one", "counts_key_many") if good else ("against_key_one", "against_key_many")
        out.append(TABLE_WORDS[one if len(names) == 1 else many].format(card=names[0], cards=sentence_list(names), why=why))
    return out


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def final_place(scores, winners, seat, amount) -> str:
    """The game's end for the reader at ``seat`` alone: 'You win with $425.', 'You share the win
    with $425.', 'You finish third of four, with $210; the winner has $425.' (``amount``: a score in
    the game's own words). A place is one more than the number of players with more."""
    mine = scores[seat]
    if seat in winners:
        return f"You {'share the win' if len(winners) > 1 else 'win'} with {amount(mine)}."
    place = 1 + sum(1 for v in scores if v > mine)
    nth = ORDINALS[place - 1] if place <= len(ORDINALS) else f"number {place}"
    return (f"You finish {nth} of {number_word(len(scores))}, with {amount(mine)}; the winner has "
            f"{amount(scores[winners[0]])}.")


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
    head = ("has" if head == "have" else head + "es" if head.endswith(("s", "sh", "ch", "x", "z"))
            else head[:-1] + "ies" if head.endswith("y") and head[-2:-1] not in "aeiou" else head + "s")
    return f"{head} {rest}" if rest else head


#: What every game's table says beyond its events (docs/js/table/: the harness, the log's own lines,
#: the learning pace, the reading time of a first game): templates over ``{name}`` fields that the
#: page fills with numbers or with other words of these tables, so the page writes no sentence of
#: its own.  A game's ``PAGE_WORDS`` (``GameType.words``) adds its own and may replace these;
#: ``GameType.describe()["words"]`` carries both, so the build writes them beside the demo's options.
TABLE_WORDS = {
    "you": "You",
    "seat": "Player {n}",
    "boot": "Setting up the table\u2026",
    "paused": "Paused.",
    "resumed": "Resumed.",
    # the table's own controls (docs/js/table/table.js); a game names its start and its deal its own way
    "start": "Start",
    "start_next": "Next round",
    "pause": "Pause",
    "resume": "Resume",
    "new_deal": "New game",
    "deal_link": "Link to this game",
    "options": "Options",
    # the fold below the table holding the pace (docs/js/table/table.js), and the table's state on its status line, a live region
    "pace_fold": "Learning pace", "state_boot": "Setting up the table", "state_ready": "Cards dealt: press Start",
    "state_running": "Trading open", "state_paused": "Paused", "state_between": "Round scored", "state_over": "Game over",
    "state_example": "Worked example", "state_turn": "Your turn", "state_waiting": "Other players' turns", "state_claim": "A claim is open",
    # the Options form's own words (docs/js/table/optionsform.js); each option's label and hint are its
    # game's PARAM_WORDS and BOT_WORDS
    "options_submit": "New game with these options",
    "seed_label": "Deal number",
    "seed_hint": "The deal's number; blank = a new one.",
    "seed_placeholder": "random",
    "players_option": "{n} players",
    "signal": "The table opens (round {round}).",
    "not_allowed": "Not allowed: {message}.",
    "not_started": "The game has not started: press Start.",
    "why_deal": "New game",
    "paused_hidden": "Paused while the page was hidden.",
    "paused_left": "Paused when the page was left.",
    "paused_example": "Paused for a worked example.",
    "paused_now": "The game is paused: press Resume, then play.",
    "over_now": "The game is over: press New game.",
    # the demo's life (docs/js/table/lifecycle.js): why a game starts, a saved game, the link's options
    "seats": "players",
    "why_new": "New game",
    "why_link": "New game from the link",
    "why_options": "New game with these options",
    "restored": "Your game was restored.",
    "restored_paused": "Your game was restored. It is paused: press Resume to go on.",
    "restored_log": "Game restored after a reload.",
    "restored_log_fresh": "Game restored after a reload; the bots start afresh from the saved position.",
    "discarded": "A saved game could not be restored ({reason}), so it was discarded. A new game is ready.",
    "save_failed": "This game could not be saved in the browser ({reason}); a reload will not bring it back.",
    "link_unusable": "The link's options could not all be used ({problems}); defaults are used instead.",
    "link_problems": "The link's options have problems ({problems}); defaults are used for those.",
    "link_in_form": "The link's options are in the Options form: press \u201cNew game with these options\u201d to play "
                    "them.",
    "new_failed": "Could not start a game: {reason}",
    "start_failed": "The demo could not start: {reason}",
    "options_refused": "Options not accepted: {problems}.",
    "pace_hint": "On for a first visit. Each round first stands still for {read_s} seconds, so that you can read your hand; then the bots play slower until you act (on a first visit, for the whole first game).",
    "pace_on": "Learning pace on: the bots slow down until you act.",
    "pace_off": "Learning pace off.",
    "hold": ("Your first game here: the bots wait for you. No bot acts in the first {seconds} seconds after the "
             "deal, on the table's clock{pace}, unless you act first; then you choose the pace."),
    "hold_pace": " (about {real} seconds at the learning pace)",
    "over": "The game is over.",
    "speed_next": "The new bot speed is for the next game: press New game, or \u201cNew game with these options\u201d.",
    "example": "Worked example: {title}.",
    "rules_shown": "The clauses of the text behind each line are shown.",
    "rules_hidden": "The clauses are hidden.",
    # a card of your hand that counts for you (a view's marks): its accessible name, and the key under the hand
    "card_counts": "{card}; counts for you: {why}",
    # the key under the hand: one line, which unfolds (tap, click or keyboard) into the sentences that
    # name each marked card and why it counts (a view's marks_key, docs/js/table/marks.js), for a
    # sighted reader as for a screen reader (whose card names say it too)
    "counts_key": "\u2605 counts for you: which cards, and why",
    "counts_key_one": "\u2605 {card} counts for you ({why}).",
    "counts_key_many": "\u2605 {cards} count for you ({why}).",
    "against_key_one": "\u25bc {card} counts against you ({why}).",
    "against_key_many": "\u25bc {cards} count against you ({why}).",
    # an action refused or a call that failed (docs/js/table/engine_error.js), said alone or as a {reason}
    "failed_unknown": "unknown error",
    "failed_cannot_run": "The game cannot run in this browser: {message}",
    "failed_refused": "Refused: {message}",
    "paused_failed": "The game was paused: {reason}",
    # How to play beside the table and the clauses behind a line (docs/js/table/howto.js)
    "howto_title": "How to play",
    "howto_loading": "Loading the rules in play\u2026",
    "howto_failed": "The rules could not be shown ({reason}).",
    "rules_behind": "Rules behind this",
    "clause_link": "Read this clause",
    # the table log and its notices (docs/js/table/log.js)
    "log_label": "Table log",
    "log_heading": "Table log (newest first)",
    "log_entries": "Table log entries",
    "dismiss": "Dismiss",
    "dismiss_label": "Dismiss this message",
    "pace_label": "Learning pace",
    # the table's own pace toggle, in the bar (docs/js/table/pace.js): pressed while the bots play slower
    "pace_button": "Slow bots",
    "pace_slower": "The bots play slower for the rest of this game.",
    "pace_faster": "The bots play at full speed.",
    # why a saved game cannot come back, the {reason} of "discarded" (docs/js/table/saving.js, lifecycle.js)
    "saved_unknown_format": "unknown format",
    "saved_no_record": "no game record",
    "saved_bad_clock": "bad clock",
    "saved_bad_time": "bad table time",
    "saved_damaged_log": "damaged log",
    "saved_other_game": "a saved game of {game}, not of this page",
    "saved_no_options": "no options",
    "saved_other_edition": "it is for the {key} {value}",
    # what is wrong with an option of a link or of the form, the {problems} of "link_unusable",
    # "link_problems" and "options_refused" (docs/js/table/options.js)
    "option_switch": "use 1 (on) or 0 (off)",
    "option_one_of": "one of {values}",
    "option_whole": "a whole number",
    "option_number": "a number",
    "option_range": "{what}, {min} to {max}",
    "option_at_least": "{what}, at least {min}",
    "option_bad": "{key}={value}: {why}",
    "option_twice": '"{key}" is given twice',
    "option_unknown": '"{key}" is not an option',
    "option_fixed": "this page plays the {key} {value}",
    "option_deal_number": "the deal number is a whole number, 0 to {max}",
    "link_unreadable": "the link's options could not be read",
}

TABLE_WORDS.update(TOGETHER_WORDS)  # Play together's words and a table's modes (together_words.py)


__all__ = ["NUMBER_WORDS", "Reader", "TABLE_WORDS", "number_word", "plural", "printed_words", "runs", "sentence_list", "signed"]
