"""What the engine's snapshot need not hold, taken out of the interpreter just before it is frozen.

Run in Pyodide by site_tools/node/make_snapshot.mjs, after the engine is imported, in a namespace of
its own (``SKIP``: the names of levers not to pull, for measuring each one; ``ONLY``: see
``modules``). Standard library only.
Nothing here changes what the engine computes; each lever trades something a reader never sees for
bytes of the snapshot (docs/notes/performance.md, "Bytes before Ready", gives what each one saves):

- ``modules``: modules that Pyodide's boot or the build imported and that neither Pyodide's API nor
  the engine uses after a restore (``UNUSED``) leave ``sys.modules``; in their place, and wherever
  another module named one of them, stands a lazy module (``importlib.util.LazyLoader``) that
  imports the real one from the standard library on first use: after Ready the worker has written
  the library, and before that its audit hook fetches it (docs/js/worker/stdlib.js). A module that
  something else still holds (a class or function taken from it with ``from ... import``) would
  stay in memory anyway, twice after a lazy import: it must stay as it was. Whether it is held is
  known only once it is gone: the module object may be back (then it is put back), or gone while
  its namespace is not (then it cannot be). So make_snapshot.mjs first runs this lever alone in an
  interpreter it then throws away, and drops ``ONLY`` the modules that left memory there.
- ``annotations``: the functions' ``__annotate__`` (Python 3.14 keeps each function's annotations as
  a function that computes them); read only by introspection, which the engine does not do.
- ``docstrings``: the docstrings of functions, classes and modules, except those of the modules of
  the games' newcomer bots (the lab's newcomer measure words what the bot plays like from them). A
  function's docstring is also the first constant of its code object: that slot is returned in
  ``slots``, for make_snapshot.mjs to set to None in place (a replaced code object moves in memory,
  and costs more bytes than it saves).
- ``buffers``: the buffers of the standard streams' buffered objects (128 kB each): after a flush
  nothing in them is read again, but they were allocated on memory Python had used before, whose
  leftovers, freed or not, are nearly as large as they are. Returned in ``buffers`` for
  make_snapshot.mjs to zero past the last position in use.
- ``linetables``: each code object's table of line numbers shrunk, in place (``shrink``), to one
  that gives every instruction the function's first line: a traceback from the snapshot names the
  right function and file, at its ``def`` line. Code compiled or imported after the restore keeps
  its lines, and the plain boot is untouched.

The last expression is the JSON text of ``{"slots", "shrink", "buffers", "report", "types"}``:
``slots`` are ``[tuple, old, new]`` addresses (the tuple's first item, ``old``, becomes ``new``,
references counted), ``shrink`` are ``[bytes object, old length, new contents in hex]``,
``buffers`` the addresses of buffered stream objects, ``types`` the addresses of their types (for
make_snapshot.mjs to check what it reads). The objects they name are kept alive by ``KEEP`` and
this namespace until the caller has applied them and dropped the namespace.
"""
import gc
import importlib.machinery
import importlib.util
import json
import sys
import types
import weakref

SKIP = set(globals().get("SKIP") or ())
ONLY = globals().get("ONLY")  # or the exact modules to drop (see "modules" above)
ENGINE = "games"
# Candidates: which of them really leave memory, the first interpreter finds out (inspect, logging,
# zipfile, shutil, pathlib and tempfile, for one, are held by Pyodide's own modules and stay).
UNUSED = (
    "inspect", "logging", "subprocess", "tempfile", "ssl", "socket", "selectors", "glob", "base64", "locale",
    "pkgutil", "concurrent", "importlib.resources", "importlib.readers", "importlib.abc", "importlib.metadata",
    "email", "string", "reprlib", "annotationlib", "zipfile", "shutil", "pathlib", "dis", "opcode", "fnmatch",
    "bz2", "lzma", "compression", "tarfile", "codeop",
)
HEAP_TYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made by Python code, whose __doc__ can be set
CO_HAS_DOCSTRING = 0x4000000  # inspect.CO_HAS_DOCSTRING (Python 3.14), without importing inspect
KEEP = []
report = {}


def _loaded_dicts():
    """(name, namespace) of every module in sys.modules that is not a lazy one (reading a lazy
    module's attribute, even ``__dict__``, would import it)."""
    lazy = importlib.util._LazyModule
    for name, module in list(sys.modules.items()):
        if isinstance(module, types.ModuleType) and type(module) is not lazy:
            yield name, module.__dict__


class _Probe:
    """Put in a dropped module's namespace: alive after a collection if the namespace is."""


def drop_modules():
    if ONLY is None:
        names = [n for n in sys.modules if any(n == u or n.startswith(u + ".") for u in UNUSED)]
    else:
        names = [n for n in ONLY if n in sys.modules]
    old = {n: sys.modules.pop(n) for n in names}
    gone = {n: weakref.ref(m) for n, m in old.items()}
    probes = {}
    for name, module in old.items():
        probe = module.__dict__["__topeka_probe__"] = _Probe()
        probes[name] = weakref.ref(probe)
    probe = None
    lazy, attached = {}, []
    for name in sorted(old, key=lambda n: n.count(".")):
        # The spec it was imported with (find_spec would import a lazy parent to read its __path__).
        source = getattr(old[name], "__spec__", None)
        if source is None or not hasattr(source.loader, "exec_module"):
            continue
        package = source.submodule_search_locations is not None
        spec = importlib.machinery.ModuleSpec(name, importlib.util.LazyLoader(source.loader), origin=source.origin,
                                              is_package=package)
        if package:
            spec.submodule_search_locations = list(source.submodule_search_locations)
        spec.has_location = source.has_location
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        lazy[name] = module
        parent, _, child = name.rpartition(".")
        if parent in lazy:  # a lazy package's attribute for its submodule (LazyLoader keeps it when it loads)
            object.__setattr__(lazy[parent], child, module)
            attached.append((lazy[parent], child, name))
    by_id = {id(m): n for n, m in old.items()}
    swapped = []  # (namespace, key, name): to put back what turns out to stay in memory
    for _, namespace in _loaded_dicts():
        for key, value in list(namespace.items()):
            name = by_id.get(id(value))
            if name is not None and value is old[name]:
                swapped.append((namespace, key, name))
                namespace[key] = lazy[name] if name in lazy else None
    old.clear()
    by_id.clear()
    value = namespace = source = module = spec = None  # no local holds an old module while they are counted
    gc.collect()
    # Held: the module is still there (put back as it was). Lost: the module is gone but its namespace
    # is not (a function taken from it holds it): the lazy module would import a second copy.
    held = {n for n, ref in gone.items() if ref() is not None}
    lost = {n for n, ref in probes.items() if ref() is not None} - held
    for namespace, key, name in swapped:
        if name in held:
            namespace[key] = gone[name]()
        elif namespace[key] is None:
            del namespace[key]
    for holder, child, name in attached:
        if name in held:
            object.__setattr__(holder, child, gone[name]())
    for name in held:
        module = sys.modules[name] = gone[name]()
        del module.__dict__["__topeka_probe__"]
    namespace = module = None
    swapped.clear()
    attached.clear()
    report["modules"] = {"dropped": sorted(set(gone) - held - lost), "held": sorted(held), "lost": sorted(lost)}


def drop_annotations():
    count = 0
    for obj in gc.get_objects():
        if type(obj) is types.FunctionType and obj.__name__ != "__annotate__" and obj.__annotate__ is not None:
            obj.__annotate__ = None
            count += 1
    del obj
    gc.collect()
    report["annotations"] = count


def _functions_and_code():
    """Every function object, and every code object reachable from one (nested ones too)."""
    functions, codes, seen = [], [], set()

    def visit(code):
        if id(code) in seen:
            return
        seen.add(id(code))
        codes.append(code)
        for const in code.co_consts:
            if type(const) is types.CodeType:
                visit(const)

    for obj in gc.get_objects():
        if type(obj) is types.FunctionType:
            functions.append(obj)
            visit(obj.__code__)
    return functions, codes


def _loads_const_zero(code) -> bool:
    """Whether the bytecode may load constant 0 (then it is not only the docstring). Reads the
    instructions as (opcode, argument) pairs, caches included: a cache entry that looks like one
    only keeps a docstring."""
    ops = LOAD_CONST_OPS
    raw = code._co_code_adaptive  # a copy; co_code would be cached on the code object
    return any(raw[i] in ops and raw[i + 1] == 0 for i in range(0, len(raw), 2))


def _docstrings_the_engine_reads():
    """The modules whose docstring the engine reads: each game's newcomer bot's, which words what it
    plays like (the lab's newcomer measure). Each game's strategies are read from the registry in
    ``sys.modules`` (every module of the engine is imported by now), so nothing is imported here."""
    registry = getattr(sys.modules.get(ENGINE), "GAMES", {})
    newcomers = [getattr(getattr(game, "bots", None), "newcomer", None) for game in registry.values()]
    return {getattr(newcomer, "__module__", None) for newcomer in newcomers if newcomer is not None}


def docstrings(functions, codes, slots):
    for code in codes:
        consts = code.co_consts
        if code.co_flags & CO_HAS_DOCSTRING and consts and type(consts[0]) is str and not _loads_const_zero(code):
            slots.append([id(consts), id(consts[0]), id(None)])
    for function in functions:
        function.__doc__ = None
    classes = 0
    for obj in gc.get_objects():
        # type(obj), not isinstance: isinstance reads __class__, which imports a lazy module
        if issubclass(type(obj), type) and obj.__flags__ & HEAP_TYPE and obj.__dict__.get("__doc__") is not None:
            try:
                type.__setattr__(obj, "__doc__", None)
                classes += 1
            except (TypeError, AttributeError):
                pass
    modules = 0
    read = _docstrings_the_engine_reads()
    for name, namespace in _loaded_dicts():
        if name not in read and namespace.get("__doc__") is not None:
            namespace["__doc__"] = None
            modules += 1
    report["docstrings"] = {"functions": len(slots), "classes": classes, "modules": modules}


def _first_line_table(units: int) -> bytes:
    """A line table (Objects/locations.md) that gives ``units`` code units the first line: entries
    of kind 13 (no columns), each for up to 8 units, with a line delta of 0."""
    out = bytearray()
    while units > 0:
        n = min(units, 8)
        out += bytes((0x80 | (13 << 3) | (n - 1), 0))
        units -= n
    return bytes(out)


def _buffered_types():
    import io

    return (io.BufferedReader, io.BufferedWriter, io.BufferedRandom)


def stream_buffers():
    """The buffered objects of the standard streams (and any other), flushed."""
    kinds = _buffered_types()
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    found = [id(obj) for obj in gc.get_objects() if type(obj) in kinds]  # type(): isinstance would import lazy modules
    report["buffers"] = len(found)
    return found


def linetables(codes, shrink):
    # A sentinel entry first, held by nothing but its entry: what the count below reads for it is
    # what it reads for a table that only its code objects hold (the loop's and the call's own
    # references differ from one Python to the next).
    users = {0: [bytes(range(16)), {b""}, 0]}
    for code in codes:
        table = code.co_linetable
        new = _first_line_table(len(code._co_code_adaptive) // 2)
        if len(new) < len(table):
            entry = users.setdefault(id(table), [table, set(), 0])
            entry[1].add(new)
            entry[2] += 1
    saved, base = 0, None
    for table, news, count in users.values():
        if base is None:
            base = sys.getrefcount(table)
            continue
        # Only a table no one else holds, whose code objects agree on its new contents.
        if len(news) == 1 and sys.getrefcount(table) == count + base:
            new = next(iter(news))
            shrink.append([id(table), len(table), new.hex()])
            saved += len(table) - len(new)
            KEEP.append(table)
    report["linetables"] = {"tables": len(shrink), "bytes": saved}


def load_const_ops():
    """The opcodes that load a constant, their specialised forms included."""
    import _opcode_metadata
    import opcode

    names = [n for n in ("LOAD_CONST", "RETURN_CONST") if n in opcode.opmap]
    special = _opcode_metadata._specializations.get("LOAD_CONST", [])
    return frozenset([opcode.opmap[n] for n in names] + [_opcode_metadata._specialized_opmap[n] for n in special])


LOAD_CONST_OPS = load_const_ops()  # before the modules go: opcode is one of them
slots, shrink = [], []
if "modules" not in SKIP:
    drop_modules()
if "annotations" not in SKIP:
    drop_annotations()
functions, codes = _functions_and_code()
if "docstrings" not in SKIP:
    docstrings(functions, codes, slots)
if "linetables" not in SKIP:
    linetables(codes, shrink)
buffers = [] if "buffers" in SKIP else stream_buffers()
del functions, codes
# The types of the objects named, for make_snapshot.mjs to check its reading of their layout.
json.dumps({"slots": slots, "shrink": shrink, "buffers": buffers, "report": report,
            "types": {"tuple": id(tuple), "bytes": id(bytes), "buffered": [id(t) for t in _buffered_types()]}})
