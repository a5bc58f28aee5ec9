// Text helpers shared by the figure parsers, titles and layouts: tidying, numbers, units, lists.

export const NUM = String.raw`\d+(?:\.\d+)?`;
export const DEGREE_SIGN = String.raw`(?:\s*°|\s*degrees?\b|\s*degs?\b)`;

export function tidy(text: string): string {
  return text
    .replace(/[−–—]/g, '-')
    .replace(/º/g, '°')
    .replace(/\s+/g, ' ')
    .replace(/[.?!]+$/, '')
    .trim();
}

export function fmt(v: number, digits = 3): string {
  const p = 10 ** digits;
  const r = Math.round(v * p) / p;
  return String(Object.is(r, -0) ? 0 : r).replace('-', '−');
}

export function withUnit(text: string, unit: string): string {
  return unit ? `${text} ${unit}` : text;
}

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A worked-out length: exact when it is a whole number or a surd ("√7 ≈ 2.65"), else "≈ 4.95". */
export function workedLength(value: number): string {
  if (Math.abs(value - Math.round(value * 1000) / 1000) < 1e-9) return fmt(value);
  const sq = value * value;
  const k = Math.round(sq);
  if (k < 2 || Math.abs(sq - k) > 1e-7 * Math.max(1, sq)) return `≈ ${fmt(value, 2)}`;
  let outside = 1;
  let inside = k;
  for (let f = Math.floor(Math.sqrt(k)); f >= 2; f--) {
    if (k % (f * f) === 0) {
      outside = f;
      inside = k / (f * f);
      break;
    }
  }
  return `${outside > 1 ? outside : ''}√${inside} ≈ ${fmt(value, 2)}`;
}

export function degreeText(deg: number): string {
  return `${fmt(deg, 1)}°`;
}

export const UNITS: Record<string, string> = {
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  km: 'km',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  inch: 'in',
  inches: 'in',
  metres: 'm',
  meters: 'm',
  centimetres: 'cm',
  centimeters: 'cm',
  millimetres: 'mm',
  millimeters: 'mm',
};

export function findUnit(text: string): string {
  const m = text.match(
    /\d\s*(mm|cm|km|m|ft|feet|foot|inch|inches|metres|meters|centimetres|centimeters|millimetres|millimeters)\b/i,
  );
  return m ? UNITS[m[1]!.toLowerCase()]! : '';
}

const COORD = String.raw`-?\d+(?:\.\d+)?`;
export const POINT_RE = new RegExp(
  String.raw`(?:\b([A-Z]'{0,2}\d?)\s*=?\s*)?\(\s*(${COORD})\s*[,;]\s*(${COORD})\s*\)`,
  'g',
);

export function lengthList(values: number[], unit: string): string {
  return withUnit(listJoin(values.map((v) => fmt(v))), unit);
}
