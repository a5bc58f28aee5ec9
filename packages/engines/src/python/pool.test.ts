import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PythonBusyError, PythonRunnerPool } from './index.ts';

// Time limits count CPU; the wide wall-clock limit keeps a loop a plain timeout on a loaded machine.
const pool = new PythonRunnerPool({ maxRunners: 2, spares: 1, timeoutMs: 2_000, busyWallFactor: 20 });
beforeAll(() => pool.warm(), 60_000);
afterAll(() => pool.close());

const SLOW = 60_000;

describe('PythonRunnerPool.run', () => {
  it(
    'prints, and echoes input like a terminal',
    async () => {
      const result = await pool.run({
        code: 'name = input("Name: ")\nage = int(input())\nprint("Hi", name, age + 1)',
        inputs: ['Ada', '', '12'],
        owner: 'alice',
      });
      expect(result).toMatchObject({ success: true, output: 'Name: Ada\n12\nHi Ada 13\n', error: null });
      expect(result.execution_time).toBeLessThan(1);
    },
    SLOW,
  );

  it(
    'raises EOFError when the program asks for more input than given',
    async () => {
      const result = await pool.run({
        code: 'a = input("a? ")\nb = input("b? ")',
        inputs: ['1'],
        owner: 'alice',
      });
      expect(result.success).toBe(false);
      expect(result.output).toBe('a? 1\nb? ');
      expect(result.error).toBe('EOFError: EOF when reading a line (line 2)');
      expect(result.error_explanation).toContain('more input');
    },
    SLOW,
  );

  it(
    "reports runtime and syntax errors on the student's own lines",
    async () => {
      const runtime = await pool.run({ code: 'total = 0\nprint("start")\nprint(totl)', owner: 'alice' });
      expect(runtime.output).toBe('start\n');
      expect(runtime.error).toBe("NameError: name 'totl' is not defined (line 3)");
      expect(runtime.error_explanation).toContain('Did you mean `total`?');
      expect(runtime.error_explanation).toContain('line 3: `print(totl)`');

      const nested = await pool.run({ code: 'def f(x):\n    return x / 0\n\nf(1)', owner: 'alice' });
      expect(nested.error).toBe('ZeroDivisionError: division by zero (line 2)');

      const syntax = await pool.run({ code: 'x = 1\nif x > 0\n    print(x)', owner: 'alice' });
      expect(syntax.error).toBe("SyntaxError: expected ':' (line 2)");
      expect(syntax.error_explanation).toContain('colon');

      const indent = await pool.run({ code: 'x = 1\n    print(x)', owner: 'alice' });
      expect(indent.error).toBe('IndentationError: unexpected indent (line 2)');
    },
    SLOW,
  );

  it(
    'caps output and says so',
    async () => {
      const result = await pool.run({
        code: 'for i in range(100000):\n    print("line", i)',
        owner: 'alice',
      });
      expect(result.success).toBe(false);
      expect(result.truncated).toBe(true);
      expect(result.output.length).toBeLessThan(70 * 1024);
      expect(result.output).toContain('output truncated');
      expect(result.error).toMatch(/^Output limit exceeded/);
    },
    SLOW,
  );

  it(
    'passes on huge error messages and values cut short, keeping the runner',
    async () => {
      const pid = () => pool.stats().runners.find((r) => r.owner === 'alice')?.pid;
      await pool.run({ code: 'print(1)', owner: 'alice' });
      const before = pid();
      const raised = await pool.run({ code: 'raise ValueError("x" * 500000)', owner: 'alice' });
      expect(raised.error).toMatch(/^ValueError: x{1000}/);
      expect(raised.error!.length).toBeLessThan(20_000);
      const results = await pool.test({
        code: 'def f():\n    return list(range(100000))',
        owner: 'alice',
        tests: [{ kind: 'expression', name: 'big', expression: 'f()', expected: '[0]' }],
      });
      expect(results.cases[0]).toMatchObject({ passed: false });
      expect(results.cases[0]!.actual).toMatch(/^\[0, 1, 2, /);
      expect(pid()).toBe(before);
    },
    SLOW,
  );

  it(
    'does not leak state from one run to the next, even for the same owner',
    async () => {
      const first = await pool.run({
        code: 'x = 41\nimport calendar\nopen("notes.txt", "w").write("hi")\nprint(x)',
        owner: 'carol',
      });
      expect(first.output).toBe('41\n');
      const second = await pool.run({
        code: 'import os, sys\nprint("calendar" in sys.modules, os.listdir("."))\nprint(x)',
        owner: 'carol',
      });
      expect(second.output).toBe('False []\n');
      expect(second.error).toBe("NameError: name 'x' is not defined (line 3)");
    },
    SLOW,
  );

  it(
    'never lets two owners share a session, and gives each owner a fresh one',
    async () => {
      const one = new PythonRunnerPool({ maxRunners: 1, spares: 0 });
      try {
        const tag = 'import sys\nprint(getattr(sys, "tag", None))\nsys.tag = "dave"';
        const sessionOf = (owner: string) => {
          const r = one.stats().runners.find((runner) => runner.owner === owner);
          return r && [r.pid, r.session];
        };
        expect((await one.run({ code: tag, owner: 'dave' })).output).toBe('None\n');
        const [pid, session] = sessionOf('dave') ?? [];
        // Within one owner's session, changes to modules loaded at start carry over (documented).
        expect((await one.run({ code: tag, owner: 'dave' })).output).toBe('dave\n');
        expect(sessionOf('dave')).toEqual([pid, session]);
        // The only runner process serves erin next, in a new session that starts clean.
        expect((await one.run({ code: tag, owner: 'erin' })).output).toBe('None\n');
        expect(sessionOf('erin')).toEqual([pid, session! + 1]);
      } finally {
        await one.close();
      }
    },
    SLOW,
  );

  it(
    'replaces a session after its runs, and a process after its sessions',
    async () => {
      const small = new PythonRunnerPool({
        maxRunners: 1,
        spares: 0,
        maxRunsPerRunner: 2,
        sessionsPerProcess: 3,
      });
      try {
        const outputs: string[] = [];
        const at: string[] = [];
        for (const owner of ['a', 'a', 'a', 'b', 'c']) {
          const result = await small.run({ code: 'import sys\nprint(hasattr(sys, "x"))\nsys.x = 1', owner });
          outputs.push(result.output.trim());
          const r = small.stats().runners[0]!;
          at.push(`${r.pid}:${r.session}`);
        }
        expect(outputs).toEqual(['False', 'True', 'False', 'False', 'False']);
        // a's second run spends its session, so the process is on session 2 for a's third run; b gets
        // session 3; c needs a new process.
        const pid = at[0]!.split(':')[0];
        expect(at.slice(0, 4)).toEqual([`${pid}:1`, `${pid}:2`, `${pid}:2`, `${pid}:3`]);
        expect(at[4]).toMatch(/:1$/);
        expect(at[4]).not.toBe(at[0]);
      } finally {
        await small.close();
      }
    },
    SLOW,
  );

  it(
    'stops a time.sleep at the time limit and counts it',
    async () => {
      const result = await pool.run({
        code: 'import time\nprint("a")\ntime.sleep(30)',
        owner: 'alice',
        timeoutMs: 1500,
      });
      // Measured in the runner: wall time may include a cold start if alice's runner was evicted.
      expect(result.execution_time).toBeLessThan(2.5);
      expect(result).toMatchObject({ success: false, timed_out: true, output: 'a\n' });
      expect(result.error).toMatch(/^Time limit exceeded/);
      expect((await pool.run({ code: 'print(1+1)', owner: 'alice' })).output).toBe('2\n');
    },
    SLOW,
  );
});

describe('PythonRunnerPool.test', () => {
  it(
    'runs each case in a fresh namespace and scores them, one broken case not hiding the others',
    async () => {
      const code =
        'def add(a, b):\n    return a + b\n\nname = input("Name: ")\nprint("Hello,", name)\nif name == "loop":\n    while True:\n        pass';
      const results = await pool.test({
        code,
        owner: 'frank',
        tests: [
          { kind: 'output', name: 'greets', inputs: ['Ada'], expected_output: 'Name: Ada\nHello, Ada  \n\n' },
          { kind: 'expression', name: 'adds', inputs: ['x'], expression: 'add(2, 3)', expected: '5' },
          { kind: 'expression', name: 'wrong', inputs: ['x'], expression: 'add("a", "b")', expected: "'ab'" },
          { kind: 'output', name: 'hangs', inputs: ['loop'], expected_output: 'Name: loop\nHello, loop' },
          { kind: 'output', name: 'mismatch', inputs: ['Bo'], expected_output: 'Name: Bo\nHi, Bo' },
        ],
      });
      expect(results.total_tests).toBe(5);
      expect(results.cases.map((c) => c.passed)).toEqual([true, true, true, false, false]);
      expect(results.cases[3]!.message).toMatch(/^Time limit exceeded/);
      expect(results.cases[4]!.message).toContain('Line 2: expected "Hi, Bo" but got "Hello, Bo"');
      expect(results).toMatchObject({ passed: false, passed_tests: 3, score: 60 });
    },
    SLOW,
  );
});

describe('PythonBusyError', () => {
  it(
    'refuses runs beyond the queue',
    async () => {
      const small = new PythonRunnerPool({ maxRunners: 1, spares: 0, maxQueue: 1 });
      try {
        const running = small.run({ code: 'import time\ntime.sleep(0.5)', owner: 'g' });
        const queued = small.run({ code: 'print(1)', owner: 'g' });
        await expect(small.run({ code: 'print(2)', owner: 'g' })).rejects.toBeInstanceOf(PythonBusyError);
        expect((await running).success).toBe(true);
        expect((await queued).output).toBe('1\n');
      } finally {
        await small.close();
      }
    },
    SLOW,
  );
});
