"""Everything the pages need, gathered and checked once: texts, clause statuses from the engine,
code references, glossary, bibliography, each game's own build data (:mod:`site_tools.games`), and
URLs between generated pages."""
from __future__ import annotations

import ast
import dataclasses
import importlib
import posixpath
import re
import sys
from dataclasses import dataclass, field

from . import registry
from .model import CITATION, ROOT, BuildError, Block, Text, load_all, load_yaml

SCAN_SUFFIXES = {".py", ".js", ".mjs", ".ts", ".md", ".yaml", ".yml", ".json", ".toml", ".cfg", ".ini", ".html", ".txt"}
SCAN_SKIP_DIRS = {"__pycache__", "node_modules", ".pytest_cache", ".hypothesis"}


def _use_directory_urls() -> bool:
    cfg = ROOT / "mkdocs.yml"
    if cfg.exists():
        m = re.search(r"^use_directory_urls:\s*(\w+)", cfg.read_text(encoding="utf-8"), re.M)
        if m:
            return m.group(1).lower() in ("true", "yes", "on")
    return True


@dataclass
class CodeRef:
    ref: str
    path: str
    qualname: str
    line: int


@dataclass
class Context:
    texts: list[Text]
    by_clause: dict[str, tuple[Text, Block]]
    status: dict[str, object]                 # clause id -> games.core.clauses.ClauseStatus
    code: dict[str, CodeRef]
    code_files: list[str]                     # repository paths of engine source shown on the site
    glossary: dict[str, dict]
    bibliography: dict[str, dict]
    directory_urls: bool = True
    plugins: dict = field(default_factory=dict)    # game id -> its own build package (site_tools.games)
    extra: dict = field(default_factory=dict)      # game id -> what its build package loaded
    cited_by: dict[str, list[str]] = field(default_factory=dict)   # clause id -> files citing it
    examples: dict[str, list[dict]] = field(default_factory=dict)  # clause id -> worked examples showing it
    #: clause id -> (game, its engine note as clauses.py writes it, parameters as markers); ``status``
    #: holds the same note in words, as every page shows it
    marked_notes: dict[str, tuple[str, str]] = field(default_factory=dict)

    # ---- URLs -------------------------------------------------------------------------------
    def _url(self, page: str) -> str:
        p = page[:-3] if page.endswith(".md") else page
        if self.directory_urls:
            if p == "index":
                return ""
            if p.endswith("/index"):
                return p[: -len("index")]
            return p + "/"
        return p + ".html"

    def href(self, from_page: str, to_page: str, frag: str | None = None) -> str:
        """A relative URL from one generated page to another (as MkDocs will serve them)."""
        if from_page == to_page:
            return f"#{frag}" if frag else "./"
        a, b = self._url(from_page), self._url(to_page)
        if self.directory_urls:
            rel = posixpath.relpath(b or ".", a or ".")
            rel = "./" if rel == "." else rel + "/"
        else:
            rel = posixpath.relpath(b, posixpath.dirname(a) or ".")
        return rel + (f"#{frag}" if frag else "")

    def clause_href(self, from_page: str, cid: str) -> str:
        text, _ = self.by_clause[cid]
        return self.href(from_page, text.page, cid)

    def code_page(self, path: str) -> str:
        return "reference/code/" + path[:-3].replace("/", "-") + ".md"

    def code_href(self, from_page: str, ref: str) -> str:
        c = self.code[ref]
        return self.href(from_page, self.code_page(c.path), f"__codelineno-0-{c.line}")

    def status_of(self, cid: str):
        return self.status.get(cid)

    def note_with_keys(self, cid: str, text, mark) -> str:
        """A clause's engine note with each parameter marker given by ``mark(words, marker)`` and the
        rest by ``text`` (the coverage page: the words, and the key beside them for a developer)."""
        game, note = self.marked_notes[cid]
        return note_words(game, note, text=text, mark=mark)

    def status_name(self, cid: str) -> str:
        s = self.status.get(cid)
        if s is not None:
            return s.status
        text, block = self.by_clause[cid]
        if block.is_group:
            names = {self.status_name(p.id) for p in block.parts}
            return names.pop() if len(names) == 1 else "mixed"
        return "pending"


# ---- engine statuses and code references ---------------------------------------------------

def _load_status(game: str) -> dict:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    name = f"games.{game}.clauses"
    if not (ROOT / "games" / game / "clauses.py").exists():
        return {}
    try:
        mod = importlib.import_module(name)
    except Exception as exc:  # a broken clauses.py must stop the build, clearly
        raise BuildError(f"cannot import {name}: {exc!r}") from exc
    status = getattr(mod, "STATUS", None)
    if not isinstance(status, dict):
        raise BuildError(f"{name} must define STATUS: dict[str, ClauseStatus]")
    return dict(status)


def note_words(game: str, note: str, **how) -> str:
    """An engine note with its parameters in the game's words (``GameType.note``: a marker such as
    ``{telegram_moment=call}`` becomes "at the call"); a game without an engine words no marker."""
    import games
    from games.core import paramwords

    gt = games.GAMES.get(game)
    return gt.note(note, **how) if gt is not None else paramwords.render(note, ({}, {}), **how)


def resolve_code(ref: str) -> CodeRef:
    path, sep, qual = ref.partition(":")
    file = ROOT / path
    if not sep or not qual or not path.startswith("games/") or not path.endswith(".py") or not file.is_file():
        raise BuildError(f"code reference {ref!r}: expected 'games/<file>.py:QualName' naming an existing file")
    tree = ast.parse(file.read_text(encoding="utf-8"), filename=str(file))
    nodes, line = tree.body, None
    for name in qual.split("."):
        found = None
        for n in nodes:
            if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name:
                found = n
            elif isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in n.targets):
                found = n
            elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.target.id == name:
                found = n
        if found is None:
            raise BuildError(f"code reference {ref!r}: {qual!r} is not defined in {path}")
        nodes, line = getattr(found, "body", []), found.lineno
    return CodeRef(ref, path, qual, line)


def scan_citations(known: set[str]) -> dict[str, list[str]]:
    """Every clause ID cited in games/ and tests/; BuildError listing any that no text defines."""
    cited: dict[str, list[str]] = {}
    unknown: list[str] = []
    for top in ("games", "tests"):
        base = ROOT / top
        if not base.exists():
            continue
        for f in sorted(base.rglob("*")):
            if not f.is_file() or f.suffix not in SCAN_SUFFIXES or SCAN_SKIP_DIRS & set(f.parts):
                continue
            if f.name.endswith(".ids.json"):   # the registries also list retired IDs (texts/registry.py)
                continue
            try:
                content = f.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            rel = f.relative_to(ROOT).as_posix()
            for lineno, line in enumerate(content.splitlines(), 1):
                for m in CITATION.finditer(line):
                    cid = m.group(1)
                    if cid in known:
                        cited.setdefault(cid, []).append(f"{rel}:{lineno}")
                    else:
                        unknown.append(f"{rel}:{lineno}: {cid}")
    if unknown:
        raise BuildError("clause IDs cited but defined by no text:\n  " + "\n  ".join(unknown))
    return cited


def build_context() -> Context:
    texts = load_all()
    by_clause: dict[str, tuple[Text, Block]] = {}
    for t in texts:
        for cid, b in t.clauses.items():
            by_clause[cid] = (t, b)
    known = set(by_clause)

    status: dict = {}
    marked: dict[str, tuple[str, str]] = {}
    for game in sorted({t.game for t in texts}):
        own = {cid for t in texts if t.game == game for cid in t.clauses}
        for cid, st in _load_status(game).items():
            if cid not in own:
                raise BuildError(f"games/{game}/clauses.py: STATUS names clause {cid!r}, which no {game} text defines")
            if not hasattr(st, "status") or not hasattr(st, "code"):
                raise BuildError(f"games/{game}/clauses.py: STATUS[{cid!r}] is not a ClauseStatus")
            if st.note:  # every page shows the note in words, never a parameter's key
                from games.core.paramwords import WordsError

                try:
                    words = note_words(game, st.note)
                except WordsError as exc:
                    raise BuildError(f"games/{game}/clauses.py: the note of STATUS[{cid!r}]: {exc}") from None
                marked[cid] = (game, st.note)
                st = dataclasses.replace(st, note=words)
            status[cid] = st
    code: dict[str, CodeRef] = {}
    for cid, st in status.items():
        for ref in st.code:
            try:
                code[ref] = resolve_code(ref)
            except BuildError as exc:
                raise BuildError(f"STATUS[{cid!r}]: {exc}") from None
    code_files = sorted(
        p.relative_to(ROOT).as_posix() for p in (ROOT / "games").rglob("*.py")
        if "texts" not in p.parts and "__pycache__" not in p.parts)

    glossary = {g["key"]: g for g in load_yaml("glossary.yaml")}
    bib_yaml = load_yaml("bibliography.yaml")
    bibliography = {}
    for group in ("primary", "secondary"):
        for b in bib_yaml[group]:
            bibliography[b["key"]] = dict(b, group=group)
    from site_tools.games import plugins

    ctx = Context(texts, by_clause, status, code, code_files, glossary, bibliography, _use_directory_urls(),
                  plugins(), marked_notes=marked)
    _check_editorial(ctx, known)
    for plugin in ctx.plugins.values():
        if hasattr(plugin, "load"):
            plugin.load(ctx)
    addresses = [p for t in texts for p in registry.check(t)]
    if addresses:
        raise BuildError("published clause addresses would break:\n  " + "\n  ".join(addresses))
    ctx.cited_by = scan_citations(known)
    ctx.examples = load_examples(ctx)
    return ctx


def load_examples(ctx: Context) -> dict[str, list[dict]]:
    """clause id -> the worked examples (``games/<game>/examples.json``) that show it; a
    BuildError when an implemented or interpreted clause has none, or an example names an unknown
    clause."""
    import json

    from games.core.clauses import IMPLEMENTED, INTERPRETED

    out: dict[str, list[dict]] = {}
    problems = []
    for game in sorted({t.game for t in ctx.texts}):
        path = ROOT / "games" / game / "examples.json"
        examples = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
        for ex in examples:
            for cid in ex.get("clauses", []):
                if cid not in ctx.by_clause:
                    problems.append(f"games/{game}/examples.json {ex.get('id')!r}: no clause {cid!r}")
                out.setdefault(cid, []).append(dict(ex, game=game))
    for cid, st in ctx.status.items():
        if st.status in (IMPLEMENTED, INTERPRETED) and cid not in out:
            problems.append(f"{cid} is {st.status} but has no worked example (games/<game>/examples.json)")
    if problems:
        raise BuildError("worked examples are missing or wrong:\n  " + "\n  ".join(problems))
    return out


def _check_editorial(ctx: Context, known: set[str]) -> None:
    problems: list[str] = []
    for t in ctx.texts:
        for b in t.blocks:
            for blk in [b, *b.parts]:
                for n in blk.notes:
                    where = f"{t.editorial_path.name} {blk.id}"
                    if n.kind == "glossary" and n.term not in ctx.glossary:
                        problems.append(f"{where}: glossary term {n.term!r} is not in glossary.yaml")
                    for s in n.sources:
                        if s not in ctx.bibliography:
                            problems.append(f"{where}: source {s!r} is not in bibliography.yaml")
                    for s in n.see:
                        if s not in known:
                            problems.append(f"{where}: see {s!r} is not a clause")
    for g in ctx.glossary.values():
        for s in g.get("see", []):
            if s not in known:
                problems.append(f"glossary.yaml {g['key']}: see {s!r} is not a clause")
    if problems:
        raise BuildError("editorial data is inconsistent:\n  " + "\n  ".join(problems))
