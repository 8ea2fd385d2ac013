"""The pages say their table's lines by key from the engine's words (GameType.describe()["words"],
docs/js/table/words.js), and a key the engine does not word throws on the page. So every key the
front end says must be worded: the shared table's (docs/js/table/*.js) by every game, and a game's
own (docs/js/games/<g>/*.js) by that game. The keys are read from the code: the string literals in
the first argument of each say(...) call, and every why_* literal (a reason a new game is dealt,
passed on to say("new_game", {why: say(why)}))."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from games import GAMES
from site_tools.paths import ROOT

JS = ROOT / "docs" / "js"
SAY = re.compile(r"\bsay\(")
LITERAL = re.compile(r"""["'](\w+)["']""")
WHY = re.compile(r"""["'](why_\w+)["']""")


def first_argument(text: str, start: int) -> str:
    """The source of a call's first argument, from just after its "(" to the comma or ")" that ends it."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            break
        i += 1
    return text[start:i]


def keys_said(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    keys = {k for m in SAY.finditer(text) for k in LITERAL.findall(first_argument(text, m.end()))}
    return keys | set(WHY.findall(text))


def keys_in(folder: Path) -> dict[str, set[str]]:
    return {p.name: keys_said(p) for p in sorted(folder.glob("*.js"))}


def test_the_key_scan_finds_the_lifecycles_keys():
    """The scan reads what the shared lifecycle says (a scan that found nothing would pass every game)."""
    said = keys_in(JS / "table")
    assert {"discarded", "restored", "restored_paused", "restored_log", "restored_log_fresh", "new_game",
            "why_new", "why_link", "new_failed", "start_failed"} <= said["lifecycle.js"]
    assert {"link_unusable", "link_problems", "link_in_form"} <= said["options.js"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_line_the_shared_table_says_is_worded_by_every_game(game):
    words = GAMES[game].describe()["words"]
    missing = {f"{name}: {k}" for name, keys in keys_in(JS / "table").items() for k in keys if k not in words}
    assert not missing, f"{game} has no words for: {sorted(missing)}"


TOGETHER_KEY = re.compile(r"""["'](together_\w+|why_together)["']""")


def test_the_together_key_scan_finds_the_hosts_and_the_players_lines():
    keys = {k for p in (JS / "together").rglob("*.js") for k in TOGETHER_KEY.findall(p.read_text(encoding="utf-8"))}
    assert {"together_start", "together_fair", "together_join", "together_host_gone", "together_flood",
            "together_bad_message", "why_together"} <= keys


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_line_of_play_together_is_worded_by_every_game(game):
    """Play together (docs/js/together/) says its lines by key, through say() and as the keys of the
    host's refusals and the players' statuses: every such key is in every game's words."""
    words = GAMES[game].describe()["words"]
    said = {f"{p.name}: {k}" for p in (JS / "together").rglob("*.js")
            for k in set(TOGETHER_KEY.findall(p.read_text(encoding="utf-8"))) | keys_said(p)}
    missing = sorted(k for k in said if k.split(": ")[1] not in words)
    assert not missing, f"{game} has no words for: {missing}"


@pytest.mark.parametrize("game", sorted(g for g in GAMES if (JS / "games" / g).is_dir()))
def test_every_line_a_games_table_says_is_worded_by_that_game(game):
    words = GAMES[game].describe()["words"]
    said = keys_in(JS / "games" / game)
    assert any(said.values()), f"the scan found no key in docs/js/games/{game}/"
    missing = {f"{name}: {k}" for name, keys in said.items() for k in keys if k not in words}
    assert not missing, f"{game} has no words for: {sorted(missing)}"


def uses_lifecycle(game: str) -> bool:
    """A game whose demo is the one table (table/table.js, which runs the lifecycle) or runs the lifecycle itself."""
    return any("table/table.js" in p.read_text(encoding="utf-8") or "table/lifecycle.js" in p.read_text(encoding="utf-8")
               for p in (JS / "games" / game).glob("*.js"))


@pytest.mark.parametrize("game", sorted(g for g in GAMES if (JS / "games" / g).is_dir() and uses_lifecycle(g)))
def test_a_new_games_line_says_why_it_was_dealt(game):
    """The lifecycle fills new_game's {why} with a why_* line; a template without it would drop the reason."""
    assert "{why}" in GAMES[game].describe()["words"]["new_game"]


# A table's JavaScript keeps no sentences of its own beyond the labels of its controls: a sentence
# written in the page's code is one the engine does not word, so it cannot change with the rules and
# is missed by every test of the engine's words. A sentence is a string or template literal of three
# words or more with a full stop or an ellipsis in it (a control's label has neither: "Take the top
# of the pack"). Every file is scanned, the options forms and the labs too: none of them needs a
# sentence of its own (the stricter scan below, for English of any kind, reads the same files).
LITERAL_TEXT = re.compile(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`' + r"|'((?:[^'\\\n]|\\.)*)'")


def sentences_in(text: str) -> list[str]:
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)
    found = []
    for m in LITERAL_TEXT.finditer(code):
        words = re.sub(r"\$\{[^}]*\}", "X", next(g for g in m.groups() if g is not None))
        if len(re.findall(r"[A-Za-z]{2,}", words)) >= 3 and re.search(r"[.…](\s|$)", words):
            found.append(words)
    return found


def test_the_sentence_scan_finds_a_sentence_and_passes_a_label():
    assert sentences_in('x("Stack: ${n} cards face down. Exposed: none.")') == ["Stack: X cards face down. Exposed: none."]
    assert sentences_in('b("Take the top of the pack"); c(`Discard ${name(k)}`); // A comment. Is not code.') == []


@pytest.mark.parametrize("folder", ["table", "together", *sorted(f"games/{g}" for g in GAMES if (JS / "games" / g).is_dir())])
def test_a_tables_javascript_writes_no_sentence_of_its_own(folder):
    found = [f"{p.name}: {s}" for p in sorted((JS / folder).glob("*.js"))
             for s in sentences_in(p.read_text(encoding="utf-8"))]
    assert not found, "sentences the engine should word (PAGE_WORDS / TABLE_WORDS):\n" + "\n".join(found)


def test_every_phase_a_real_time_table_says_is_worded_by_its_game():
    """table/words.js says a phase by its key (PHASE_KEYS), not as a literal of say(), and the table
    (table/table.js) says it for every real-time game: so each such game words every phase (the worked
    example's only where its board plays examples)."""
    keys = dict(re.findall(r'(\w+): "(\w+)"', re.search(r"PHASE_KEYS = \{(.*?)\};", (JS / "table" / "words.js").read_text(), re.S)[1]))
    assert {"ready", "running", "between", "over"} <= set(keys), keys
    assert re.search(r"phaseText\(\w*\.?say, phase\)", (JS / "table" / "table.js").read_text(encoding="utf-8"))
    users = [g for g in GAMES if GAMES[g].dynamics == "real-time"]
    assert users, "no real-time game"
    for game in users:
        words = GAMES[game].describe()["words"]
        examples = (JS / "games" / game / "examples.js").exists()
        missing = [k for phase, k in keys.items() if k not in words and (phase != "example" or examples)]
        assert not missing, f"{game} has no words for: {missing}"


# ---------------------------------------------------------------- no English in a table's JavaScript
# A game's JavaScript (docs/js/games/<g>/*.js: its table, its options, its labs and extra pages) and
# the shared table every game's demo runs (docs/js/table/*.js: its log, How to play, the pace, the
# lifecycle's and the link's lines) write no English of their own: every button, label, hint, caption and line it shows is the engine's
# (PAGE_WORDS, PARAM_WORDS, BOT_WORDS, a lab's WORDS), said by key. So every string and template
# literal of those files is scanned, comments left out, and one that reads as English fails: two
# words or more ("dealt it"), a word with a capital ("Seed", "HTTP"), or any letters at all where
# the page shows a literal as it is (text:, aria-label:, title:, placeholder:, textContent =). What
# is not English passes: CSS classes and selectors ("bo-card bo-card--back", ".rw-lab [data-exp]"),
# keys, tag, event and attribute names (single lower-case words or identifiers). And so does the
# message of a defect (table/words.js defect(...): "the engine has no words for ..."), which names a
# fault of the page's own code for the programmer and is never a line the page shows: the words it
# would be said in are what is missing.

#: literals that look like words but are names the browser defines, never shown to a reader
NOT_WORDS = {
    "Escape", "Enter", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Tab",  # KeyboardEvent.key values
    "HTTP",  # a failed fetch's reason is its status, "HTTP 404", a protocol's name and a number
    "Byte",  # a QR code's encoding mode, as qrcode-generator names it (together/qr.js)
    "SHA-256", "GET", "Content-Type",  # a digest's, a request method's and a header's names (worker/)
    "TOPEKA-SNAPSHOT 2",  # the first line of the engine's snapshot file, as site_tools/snapshot.py writes it
    "@@CLAUSE@@",  # where "Cite this" puts a clause's ID in the template the build wrote (cite.js)
}
#: the worker's protocol, for the programmer whose page sent a malformed request (this site's pages
#: never do: runtime.js sends only well-formed calls); tests/browser/test_bad_input.py reads them
PROTOCOL = {
    "malformed request: expected { id: positive integer, method: string, args: object }",
    "arguments are not JSON:  ",
}
#: said inside Python, where no page's words can reach: the standard library's absence is raised as a
#: Python error by the import that needed it (worker/stdlib.js), and a Python error with no text.
#: Not yet the engine's words: the worker would need the page's words sent to it first.
INSIDE_PYTHON = {
    "Python's standard library is not available ( ): reload the page",
    "writing it failed:  ",
    "unknown error",
}
#: a message for whoever reads the browser's console (console.info / warn / error), never shown on a page
CONSOLE = re.compile(r"\bconsole\.\w+\(\s*$")
#: the source of Python code the worker runs (pyodide.runPython)
PYTHON_SOURCE = re.compile(r"\s*(?:import \w|def \w)")
#: an identifier-like token: a class, a selector, a key, an attribute, a tag, an event, a path
CODE_TOKEN = re.compile(r"""[a-z0-9_$.#:\-\[\]=>*+~"'()/@?&%,]*[a-z0-9_\-\])"'*/]?""")
CAPITALISED = re.compile(r"(?<![\w-])[A-Z][A-Za-z]")
DEFECT = re.compile(r"\bdefect\(\s*$")
SHOWN = re.compile(r"""(?:\btext|["']aria-label["']|\btitle|\bplaceholder|\balt)\s*:\s*$|\.(?:textContent|innerText|title)\s*=\s*$""")


def js_literals(text: str) -> list[tuple[str, str]]:
    """(the code just before, the literal's text) for every string and template literal of ``text``,
    comments and regular expressions skipped; a template's ${...} parts count as one space (the code
    inside them is scanned too)."""
    out, i, n = [], 0, len(text)
    code_before = []  # the code since the last literal, for SHOWN

    def template(j: int) -> tuple[str, int]:
        """The text of the template literal opening at j-1, and the index after it."""
        parts, k = [], j
        while k < n and text[k] != "`":
            if text[k] == "\\":
                parts.append(text[k:k + 2])
                k += 2
            elif text.startswith("${", k):
                depth, m = 1, k + 2
                inner_start = m
                while m < n and depth:
                    c = text[m]
                    if c in "\"'`":
                        m = skip_literal(m)
                        continue
                    depth += c == "{"
                    depth -= c == "}"
                    m += 1
                scan(text[inner_start:m - 1])
                parts.append(" ")
                k = m
            else:
                parts.append(text[k])
                k += 1
        return "".join(parts), k + 1

    def skip_literal(j: int) -> int:
        q = text[j]
        if q == "`":
            return template(j + 1)[1]
        k = j + 1
        while k < n and text[k] != q and text[k] != "\n":
            k += 2 if text[k] == "\\" else 1
        return k + 1

    def scan(code: str) -> None:
        out.extend(js_literals(code))

    last_code = ""
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
        elif text.startswith("/*", i):
            i = text.find("*/", i + 2) + 2
        elif c == "/" and re.search(r"(^|[(,=:\[!&|?{};])\s*$", "".join(code_before[-40:]) or "("):
            k = i + 1  # a regular expression: up to its closing slash, classes and escapes included
            in_class = False
            while k < n and text[k] != "\n" and (in_class or text[k] != "/"):
                if text[k] == "\\":
                    k += 1
                elif text[k] == "[":
                    in_class = True
                elif text[k] == "]":
                    in_class = False
                k += 1
            code_before.append(text[i:k + 1])
            i = k + 1
        elif c in "\"'":
            end = skip_literal(i)
            last_code = "".join(code_before)[-60:]
            out.append((last_code, text[i + 1:end - 1]))
            code_before = [text[i:end]]
            i = end
        elif c == "`":
            literal, end = template(i + 1)
            last_code = "".join(code_before)[-60:]
            out.append((last_code, literal))
            code_before = ["`x`"]
            i = end
        else:
            code_before.append(c)
            i += 1
    return out


def unescaped(literal: str) -> str:
    """The literal's text as the page gets it: "\\u2605" is a star, not the letters u2605."""
    return re.sub(r"\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]+)\}|\\(.)",
                  lambda m: chr(int(m[1] or m[2], 16)) if (m[1] or m[2]) else {"n": "\n", "t": "\t"}.get(m[3], m[3]), literal)


def is_english(before: str, literal: str) -> bool:
    literal = unescaped(literal)
    if literal.strip() in NOT_WORDS or DEFECT.search(before) or CONSOLE.search(before):
        return False
    if literal in PROTOCOL or literal in INSIDE_PYTHON or PYTHON_SOURCE.match(literal):
        return False
    if SHOWN.search(before) and re.search(r"[A-Za-z]", literal):
        return True
    tokens = literal.split()
    if any(CAPITALISED.search(t) for t in tokens):
        return True
    words = [t for t in tokens if re.search(r"[A-Za-z]", t) and not (CODE_TOKEN.fullmatch(t) and re.search(r"[-_.#\[\]:=/,]", t))]
    return len(words) >= 2


def english_in(text: str) -> list[str]:
    return [literal for before, literal in js_literals(text) if is_english(before, literal)]


def test_the_english_scan_finds_words_and_passes_code():
    found = english_in("""
        const a = h("button", { class: "md-button md-button--primary", text: "Run" }); // A comment. Is not code.
        /* "Not this either" */ const b = `Seeds ${c.seed} to ${c.seed + 1}`;
        el.textContent = "done"; const r = /["'] x y/; const k = say("lab_run", { n: `${n} big games` });
        h("td", { text: `${x} %` }); h("p", { class: "bo-chart__bar ${cls}" }); x.key === "Escape";
        q(".rw-lab [data-exp]"); fail(`HTTP ${r.status}`); h("th", {}, "dealt it"); q("input, select");
        h("span", { text: "\\u2605" }); h("td", { text: "Fast" });
        throw defect(`the engine has no words for "${key}"`); throw new Error("bad clock");
        console.warn("Topeka: a listener failed", err); pyodide.runPython("import sys; sys.version");
    """)
    assert found == ["Run", "Seeds   to  ", "done", "  big games", "dealt it", "Fast", "bad clock"], found


#: the page's scripts outside the tables that show a reader words: the Python runtime (its loading
#: steps and failures, the worker's), Try it, the lab's instruments and charts, Cite this, and the
#: module that reads their words from the page (games/core/site_words.py SITE_WORDS)
PAGE_SCRIPTS = ["runtime.js", "worker.js", "pagewords.js", "status.js", "tryit.js", "cite.js", "offline.js"]


def table_scripts() -> list[str]:
    """Every game's own JavaScript, the shared table's and Play together's (every mode's), and the
    page's own that a reader reads (PAGE_SCRIPTS, the worker's modules and the lab's), as paths
    under docs/js."""
    return sorted(p.relative_to(JS).as_posix() for p in [*(JS / "games").rglob("*.js"), *(JS / "table").glob("*.js"),
                                                         *(JS / "together").rglob("*.js"), *(JS / "worker").glob("*.js"),
                                                         *(JS / "lab").glob("*.js"), *(JS / name for name in PAGE_SCRIPTS)])


def test_the_english_scan_reads_the_shared_table_and_play_together():
    assert {"table/log.js", "table/howto.js", "table/options.js", "table/lifecycle.js", "together/link.js",
            "together/replay.js", "together/hub/messages.js"} <= set(table_scripts())


def test_the_english_scan_reads_the_runtime_try_it_the_lab_and_cite_this():
    assert {"runtime.js", "worker.js", "worker/snapshot.js", "worker/stdlib.js", "tryit.js", "cite.js",
            "lab/instruments.js", "lab/charts.js", "lab/runner.js"} <= set(table_scripts())


def test_every_word_the_pages_scripts_say_is_in_the_site_words():
    """The page's scripts outside the tables say their lines by key (word("key"), and the worker's
    line("key") / lineError("key") / stage("key")), read from SITE_WORDS in the page's head: a key
    the engine does not word would throw on the page."""
    from games.core.site_words import SITE_WORDS

    said = re.compile(r"""\b(?:word|line|lineError|stage)\(\s*["'](\w+)["']""")
    files = [*PAGE_SCRIPTS, *(p.relative_to(JS).as_posix() for p in [*(JS / "worker").glob("*.js"), *(JS / "lab").glob("*.js")])]
    keys = {f"{f}: {k}" for f in files for k in said.findall((JS / f).read_text(encoding="utf-8"))}
    assert len(keys) > 30, keys
    missing = sorted(k for k in keys if k.split(": ")[1] not in SITE_WORDS)
    assert not missing, missing


@pytest.mark.parametrize("path", table_scripts())
def test_a_games_javascript_writes_no_english(path):
    found = english_in((JS / path).read_text(encoding="utf-8"))
    assert not found, ("English the engine should word (TABLE_WORDS, PAGE_WORDS, PARAM_WORDS, BOT_WORDS, a lab's "
                       "WORDS), said by key:\n" + "\n".join(found))


OPTION = re.compile(r"""\{\s*key:\s*"(\w+)"(?:,\s*param:\s*"(\w+)")?(?:,\s*bot:\s*"(\w+)")?""")


@pytest.mark.parametrize("game", sorted(g for g in GAMES if (JS / "games" / g / "options.js").exists()))
def test_every_option_a_games_form_offers_has_the_engines_label(game):
    """The Options form labels each option with its game's words (table/optionsform.js reads
    PARAM_WORDS and BOT_WORDS from describe()): an option the page offers without them would be
    shown unlabelled. The options are read from the game's createOptions list (options.js)."""
    described = GAMES[game].describe()
    offered = OPTION.findall((JS / "games" / game / "options.js").read_text(encoding="utf-8"))
    assert len(offered) >= 2, offered
    unlabelled = [key for key, param, bot in offered
                  if not (described["bot_words"] if bot else described["param_words"]).get(bot or param or key, {}).get("name")]
    assert not unlabelled, f"{game} offers options the engine does not word: {unlabelled}"
