# Runs one student program at a time inside the runner's Pyodide. Loaded once per runner into a private
# namespace; the student's code gets a fresh globals dict per run and never sees this module's names.
import builtins
import io
import os
import shutil
import sys

FILENAME = "main.py"
WORKDIR = "/home/pyodide/work"
SCRATCH_DIRS = ("/tmp", "/home/pyodide")
MAX_RECURSION_LIMIT = 4000
BLOCKED_MODULES = ("pyodide_js", "_pyodide_core", "pyodide.code", "pyodide.http")


def _close_js_doors():
    # Best effort only: any JS proxy still leads to Function, so the thread's JS-side patches are what
    # keeps a program in; this just stops the documented routes.
    import pyodide.code

    for module in list(sys.modules.values()):
        if module is not None and getattr(module, "run_js", None) is not None:
            try:
                delattr(module, "run_js")
            except (AttributeError, TypeError):
                pass
    del pyodide.code
    for name in BLOCKED_MODULES:
        sys.modules.pop(name, None)

    class Blocked:
        @staticmethod
        def find_spec(name, path=None, target=None):
            if any(name == b or name.startswith(b + ".") for b in BLOCKED_MODULES):
                raise ModuleNotFoundError(f"No module named '{name}'", name=name)
            return None

    sys.meta_path.insert(0, Blocked)

    def not_here(*args, **kwargs):
        raise PermissionError("Starting or signalling other programs is not allowed here")

    for mod in ("os", "posix"):
        module = sys.modules.get(mod)
        for fn in ("system", "fork", "forkpty", "execv", "execve", "spawnv", "posix_spawn", "kill", "killpg"):
            if module is not None and hasattr(module, fn):
                setattr(module, fn, not_here)


def _interruptible_sleep(wait):
    # Pyodide's own time.sleep cannot be interrupted; this one waits on the interrupt buffer itself.
    import time

    def sleep(secs):
        if not isinstance(secs, (int, float)):
            raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as an integer")
        if secs < 0:
            raise ValueError("sleep length must be non-negative")
        wait(secs * 1000)

    time.sleep = sleep


def _clamp_recursion_limit():
    # Deeper limits let C-level recursion (repr, json of nested lists) overflow the WebAssembly stack,
    # which kills Pyodide instead of raising RecursionError.
    set_limit = sys.setrecursionlimit

    def setrecursionlimit(limit):
        set_limit(min(limit, MAX_RECURSION_LIMIT) if isinstance(limit, int) else limit)

    sys.setrecursionlimit = setrecursionlimit


_close_js_doors()
_interruptible_sleep(_wait)
_clamp_recursion_limit()
os.makedirs(WORKDIR, exist_ok=True)
os.chdir(WORKDIR)

_base_modules = set(sys.modules)
_base_builtins = dict(builtins.__dict__)
_base_path = list(sys.path)
_base_meta_path = list(sys.meta_path)
_base_env = dict(os.environ)
_base_limit = sys.getrecursionlimit()


class _Sink(io.TextIOBase):
    """sys.stdout / sys.stderr: every write goes straight to the runner's capped output buffer."""

    def __init__(self, emit, name):
        self._emit = emit
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def encoding(self):
        return "utf-8"

    def writable(self):
        return True

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        if s:
            self._emit(s)
        return len(s)


def _make_input(stdin, stdout):
    def input(prompt=""):
        # Like a terminal: the prompt, then the typed line and its newline.
        stdout.write(str(prompt))
        line = stdin.readline()
        if not line:
            raise EOFError("EOF when reading a line")
        line = line[:-1] if line.endswith("\n") else line
        stdout.write(line + "\n")
        return line

    return input


def _clear_dir(path):
    try:
        entries = os.listdir(path)
    except OSError:
        return
    for entry in entries:
        full = os.path.join(path, entry)
        if full == WORKDIR:
            _clear_dir(full)
            continue
        try:
            if os.path.isdir(full) and not os.path.islink(full):
                shutil.rmtree(full, ignore_errors=True)
            else:
                os.remove(full)
        except OSError:
            pass


def _reset():
    for name in list(sys.modules):
        if name not in _base_modules:
            del sys.modules[name]
    builtins.__dict__.clear()
    builtins.__dict__.update(_base_builtins)
    sys.path[:] = _base_path
    sys.meta_path[:] = _base_meta_path
    sys.setrecursionlimit(_base_limit)
    os.environ.clear()
    os.environ.update(_base_env)
    for path in SCRATCH_DIRS:
        _clear_dir(path)
    os.makedirs(WORKDIR, exist_ok=True)
    os.chdir(WORKDIR)


def _student_line(exc):
    if isinstance(exc, SyntaxError):
        return exc.lineno if exc.filename == FILENAME else None
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == FILENAME:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _describe(exc):
    kind = type(exc).__name__
    if isinstance(exc, SyntaxError):
        message = exc.msg
    elif isinstance(exc, KeyError) and len(exc.args) == 1:
        message = repr(exc.args[0])
    else:
        message = str(exc)
    return {"ok": False, "type": kind, "message": message, "line": _student_line(exc)}


def run(code, inputs, expression, emit):
    _reset()
    stdin = io.StringIO("".join(line + "\n" for line in inputs))
    out = _Sink(emit, "<stdout>")
    sys.stdin = stdin
    sys.stdout = out
    sys.stderr = _Sink(emit, "<stderr>")
    builtins.input = _make_input(stdin, out)
    namespace = {"__name__": "__main__", "__builtins__": builtins}
    result = {"ok": True}
    try:
        exec(compile(code, FILENAME, "exec"), namespace)
        if expression is not None:
            value = eval(compile(expression, "<test>", "eval"), namespace)
            result["value"] = repr(value)
    except KeyboardInterrupt:
        result = {"ok": False, "interrupted": True}
    except SystemExit as exc:
        if exc.code not in (None, 0):
            if isinstance(exc.code, str):
                out.write(exc.code + "\n")
            result = {"ok": False, "type": "SystemExit", "message": str(exc.code), "line": _student_line(exc)}
    except BaseException as exc:
        result = _describe(exc)
    finally:
        sys.stdout = sys.__stdout__
        sys.stderr = sys.__stderr__
        sys.stdin = sys.__stdin__
        namespace.clear()
    return result
