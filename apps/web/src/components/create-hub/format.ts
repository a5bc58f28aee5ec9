/** The offline diagram kinds, by their source name ("local:venn"). */
const DRAWN: Record<string, string> = {
  plot: 'graph',
  'concept-map': 'concept map',
  timeline: 'timeline',
  'number-line': 'number line',
  venn: 'Venn diagram',
  'bar-chart': 'bar chart',
  'line-chart': 'line chart',
  'pie-chart': 'pie chart',
  flowchart: 'flowchart',
  geometry: 'geometry figure',
  cycle: 'cycle',
  sequence: 'sequence',
  'relation-map': 'process map',
  'scatter-plot': 'scatter plot',
};

const LOCAL: Record<string, string> = {
  studypack: 'Built-in study pack',
  notes: 'Your notes',
  wordnet: 'Built-in dictionary',
};

/** Where generated material came from, in words a student understands. */
export function sourceLabel(source: string): string {
  const [kind, ...rest] = source.split(':');
  const detail = rest.join(':');
  if (kind === 'local') {
    if (DRAWN[detail]) return `Drawn on this computer (${DRAWN[detail]})`;
    return LOCAL[detail] ?? (detail ? `On this computer (${detail})` : 'On this computer');
  }
  if (detail) return `AI model (${detail})`;
  return source;
}

const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['year', 365 * 24 * 60],
  ['month', 30 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

/** "in 10 minutes", "in 3 days" — how long until `dueIso`, from `now`. */
export function timeUntil(dueIso: string, now: number = Date.now()): string {
  const due = new Date(dueIso).getTime();
  if (Number.isNaN(due)) return 'soon';
  if (due - now < 60_000) return 'in less than a minute';
  const minutes = Math.round((due - now) / 60_000);
  for (const [unit, size] of UNITS) {
    if (minutes >= size) {
      const count = Math.round(minutes / size);
      return `in ${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return 'in less than a minute';
}

/** Words in a text, counted the way the notes extractor does (runs of non-space). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
