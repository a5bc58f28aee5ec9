// How lesson tests judge a run (content/bootcamp/README.md): output line by line ignoring trailing spaces
// and trailing blank lines; expressions by their repr().

/** Output as compared: lines without trailing spaces, trailing blank lines dropped. */
export function normalizeOutput(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Null when they match, else a short description of the first difference. */
export function outputDifference(expected: string, actual: string): string | null {
  const want = normalizeOutput(expected);
  const got = normalizeOutput(actual);
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] === got[i]) continue;
    if (got[i] === undefined) return `Line ${i + 1} is missing: expected ${JSON.stringify(want[i])}.`;
    if (want[i] === undefined) return `Line ${i + 1} is extra: ${JSON.stringify(got[i])} was not expected.`;
    return `Line ${i + 1}: expected ${JSON.stringify(want[i])} but got ${JSON.stringify(got[i])}.`;
  }
  return null;
}

export function sameRepr(expected: string, actual: string): boolean {
  return expected.trim() === actual.trim();
}

/** Drops blank lines: a blank entry in a test's inputs is never meant as an answer. */
export function cleanInputs(inputs: readonly string[] | undefined): string[] {
  return (inputs ?? []).map(String).filter((line) => line.trim() !== '');
}
