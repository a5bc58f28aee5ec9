// Lays out a MathNode tree as TeX-like boxes and draws it as SVG: every glyph is placed on its own from
// the font's advance widths, and fraction bars, radicals, integral signs and braces are drawn as strokes.
import { escapeXml } from '../../imaging/svg.ts';
import type { Random } from '../../studygen/random.ts';
import type { PhotoFont } from './fonts.ts';
import type { MathNode } from './tree.ts';

export interface Pen {
  font: PhotoFont;
  /** Draws what `font` has no glyph for. */
  fallback: PhotoFont;
  ink: string;
  /** 0 for print; 1 for handwriting: glyphs wobble, bars tilt. */
  wobble: number;
  random: Random;
}

/** A laid-out piece: width, height above and depth below its baseline, and how to draw it at (x, y). */
export interface Box {
  w: number;
  a: number;
  d: number;
  draw(x: number, y: number): string;
}

const ASCENT = 0.74;
const DESCENT = 0.2;
/** Height of the math axis (the middle of "−" and "=") above the baseline, in em. */
const AXIS = 0.28;

const n1 = (v: number) => (Math.round(v * 10) / 10).toString();
const jitter = (pen: Pen, amount: number) => (pen.random() * 2 - 1) * amount * pen.wobble;

function strokeAttrs(pen: Pen, width: number): string {
  return `fill="none" stroke="${pen.ink}" stroke-width="${n1(width)}" stroke-linecap="round" stroke-linejoin="round"`;
}

/** Pen strokes for symbols a handwriting font lacks, drawn the way a student writes them. */
const DRAWN: Record<string, { w: number; path: (x: number, y: number, s: number) => string }> = {
  '−': { w: 0.55, path: (x, y, s) => `M${n1(x + 0.08 * s)} ${n1(y - AXIS * s)}h${n1(0.4 * s)}` },
  '→': {
    w: 0.8,
    path: (x, y, s) => {
      const m = y - AXIS * s;
      const end = x + 0.72 * s;
      return `M${n1(x + 0.08 * s)} ${n1(m)}H${n1(end)}M${n1(end - 0.18 * s)} ${n1(m - 0.13 * s)}L${n1(end)} ${n1(m)}L${n1(end - 0.18 * s)} ${n1(m + 0.13 * s)}`;
    },
  },
  '≤': {
    w: 0.6,
    path: (x, y, s) =>
      `M${n1(x + 0.5 * s)} ${n1(y - 0.6 * s)}L${n1(x + 0.1 * s)} ${n1(y - 0.42 * s)}L${n1(x + 0.5 * s)} ${n1(y - 0.24 * s)}M${n1(x + 0.1 * s)} ${n1(y - 0.08 * s)}L${n1(x + 0.5 * s)} ${n1(y - 0.08 * s)}`,
  },
  '≥': {
    w: 0.6,
    path: (x, y, s) =>
      `M${n1(x + 0.1 * s)} ${n1(y - 0.6 * s)}L${n1(x + 0.5 * s)} ${n1(y - 0.42 * s)}L${n1(x + 0.1 * s)} ${n1(y - 0.24 * s)}M${n1(x + 0.1 * s)} ${n1(y - 0.08 * s)}L${n1(x + 0.5 * s)} ${n1(y - 0.08 * s)}`,
  },
};

function glyph(pen: Pen, char: string, s: number): Box {
  const own = pen.font.metrics.advance(char);
  if (own === undefined && pen.wobble > 0 && DRAWN[char]) {
    const drawn = DRAWN[char];
    return {
      w: drawn.w * s,
      a: ASCENT * s,
      d: DESCENT * s,
      draw: (x, y) =>
        `<path d="${drawn.path(x, y + jitter(pen, 0.03 * s), s)}" ${strokeAttrs(pen, 0.065 * s)}/>`,
    };
  }
  const font = own === undefined ? pen.fallback : pen.font;
  const w = (own ?? pen.fallback.metrics.advance(char) ?? 0.6) * s;
  return {
    w,
    a: ASCENT * s,
    d: DESCENT * s,
    draw(x, y) {
      const size = s * (1 + jitter(pen, 0.05));
      const dy = jitter(pen, 0.04 * s);
      const turn = jitter(pen, 4);
      const cx = x + w / 2;
      const rotate = turn ? ` transform="rotate(${n1(turn)} ${n1(cx)} ${n1(y - 0.35 * s)})"` : '';
      return `<text x="${n1(x)}" y="${n1(y + dy)}" font-family="${font.metrics.family}" font-size="${n1(size)}"${rotate}>${escapeXml(char)}</text>`;
    },
  };
}

function hbox(items: Box[]): Box {
  return {
    w: items.reduce((sum, b) => sum + b.w, 0),
    a: Math.max(0, ...items.map((b) => b.a)),
    d: Math.max(0, ...items.map((b) => b.d)),
    draw(x, y) {
      let at = x;
      let out = '';
      for (const b of items) {
        out += b.draw(at, y);
        at += b.w;
      }
      return out;
    },
  };
}

const space = (w: number): Box => ({ w, a: 0, d: 0, draw: () => '' });

function text(pen: Pen, value: string, s: number): Box {
  const spaceW = Math.min(pen.font.metrics.advance(' ') ?? 0.3, 0.3) * s;
  // "−" reads best in the font's own hyphen when it has no minus sign and is not drawn.
  const chars = [...value].map((c) =>
    c === '−' && pen.font.metrics.advance(c) === undefined && pen.wobble === 0 ? '-' : c,
  );
  return hbox(chars.map((c) => (c === ' ' ? space(spaceW * (1 + jitter(pen, 0.3))) : glyph(pen, c, s))));
}

/** A straight pen line, slightly crooked by hand. */
function line(pen: Pen, x1: number, y1: number, x2: number, y2: number, width: number): string {
  const wobble = 0.02 * Math.hypot(x2 - x1, y2 - y1);
  return `<path d="M${n1(x1)} ${n1(y1 + jitter(pen, wobble))}L${n1(x2)} ${n1(y2 + jitter(pen, wobble))}" ${strokeAttrs(pen, width)}/>`;
}

export interface Typesetter {
  layout(node: MathNode, size: number): Box;
  text(value: string, size: number): Box;
}

export function typesetter(pen: Pen, baseSize: number): Typesetter {
  const rule = (s: number) => (pen.wobble ? 0.07 : 0.055) * s;
  const smaller = (s: number, factor: number) => Math.max(s * factor, baseSize * 0.5);

  function layout(node: MathNode, s: number): Box {
    switch (node.kind) {
      case 'text':
        return text(pen, node.text, s);
      case 'row':
        return hbox(node.items.map((item) => layout(item, s)));
      case 'sup': {
        const base = layout(node.base, s);
        const exp = layout(node.exponent, smaller(s, 0.62));
        const rise = Math.max(0.42 * s, base.a - 0.5 * exp.a);
        return {
          w: base.w + 0.04 * s + exp.w,
          a: Math.max(base.a, rise + exp.a),
          d: base.d,
          draw: (x, y) => base.draw(x, y) + exp.draw(x + base.w + 0.04 * s, y - rise),
        };
      }
      case 'sub': {
        const base = layout(node.base, s);
        const index = layout(node.index, smaller(s, 0.62));
        const drop = 0.25 * s;
        return {
          w: base.w + 0.03 * s + index.w,
          a: base.a,
          d: Math.max(base.d, drop + index.d),
          draw: (x, y) => base.draw(x, y) + index.draw(x + base.w + 0.03 * s, y + drop),
        };
      }
      case 'frac': {
        const inner = smaller(s, 0.88);
        const num = layout(node.num, inner);
        const den = layout(node.den, inner);
        const gap = 0.16 * s;
        const over = 0.1 * s;
        const w = Math.max(num.w, den.w) + 2 * over;
        const axis = AXIS * s;
        return {
          w: w + 0.1 * s,
          a: axis + gap + num.d + num.a,
          d: gap + den.a + den.d - axis,
          draw(x, y) {
            const bar = y - axis;
            const left = x + 0.05 * s;
            return (
              num.draw(left + (w - num.w) / 2, bar - gap - num.d) +
              line(pen, left, bar, left + w, bar, rule(s)) +
              den.draw(left + (w - den.w) / 2, bar + gap + den.a)
            );
          },
        };
      }
      case 'sqrt': {
        const body = layout(node.body, s);
        const top = body.a + 0.14 * s;
        const hook = 0.55 * s;
        const pad = 0.08 * s;
        return {
          w: hook + pad + body.w + pad + 0.06 * s,
          a: top + rule(s),
          d: body.d + rule(s),
          draw(x, y) {
            const d =
              `M${n1(x + 0.02 * s)} ${n1(y - 0.3 * s)}L${n1(x + 0.13 * s)} ${n1(y - 0.37 * s)}` +
              `L${n1(x + 0.3 * s)} ${n1(y + body.d)}L${n1(x + hook)} ${n1(y - top + jitter(pen, 0.03 * s))}` +
              `L${n1(x + hook + pad + body.w + pad)} ${n1(y - top + jitter(pen, 0.04 * s))}`;
            return `<path d="${d}" ${strokeAttrs(pen, rule(s))}/>${body.draw(x + hook + pad, y)}`;
          },
        };
      }
      case 'paren': {
        const body = layout(node.body, s);
        if (body.a + body.d <= (ASCENT + DESCENT) * s * 1.05)
          return hbox([text(pen, '(', s), body, text(pen, ')', s)]);
        const side = 0.38 * s;
        const bracket = (x: number, y: number, dir: 1 | -1) => {
          const outer = dir === 1 ? x + 0.3 * s : x + 0.08 * s;
          const inner = dir === 1 ? x + 0.06 * s : x + 0.32 * s;
          const top = y - body.a - 0.06 * s;
          const bottom = y + body.d + 0.06 * s;
          return `<path d="M${n1(outer)} ${n1(top)}Q${n1(inner - dir * 0.06 * s)} ${n1((top + bottom) / 2)} ${n1(outer)} ${n1(bottom)}" ${strokeAttrs(pen, rule(s) * 1.2)}/>`;
        };
        return {
          w: side + body.w + side,
          a: body.a + 0.08 * s,
          d: body.d + 0.08 * s,
          draw: (x, y) => bracket(x, y, 1) + body.draw(x + side, y) + bracket(x + side + body.w, y, -1),
        };
      }
      case 'integral': {
        const body = layout(node.body, s);
        const lower = node.lower ? layout(node.lower, smaller(s, 0.6)) : null;
        const upper = node.upper ? layout(node.upper, smaller(s, 0.6)) : null;
        const dx = text(pen, `d${node.variable}`, s);
        const top = Math.max(body.a, ASCENT * s) + 0.3 * s;
        const bottom = Math.max(body.d, DESCENT * s) + 0.3 * s;
        const sign = 0.5 * s;
        const limits = Math.max(lower?.w ?? 0, upper?.w ?? 0);
        const bodyAt = sign + limits + 0.18 * s;
        return {
          w: bodyAt + body.w + 0.22 * s + dx.w,
          a: top + (upper ? 0.1 * s : 0),
          d: bottom + (lower ? lower.d : 0),
          draw(x, y) {
            const yT = y - top;
            const yB = y + bottom;
            const d =
              `M${n1(x + 0.46 * s)} ${n1(yT + 0.12 * s)}C${n1(x + 0.42 * s)} ${n1(yT - 0.03 * s)} ${n1(x + 0.28 * s)} ${n1(yT - 0.03 * s)} ${n1(x + 0.26 * s)} ${n1(yT + 0.18 * s)}` +
              `L${n1(x + 0.22 * s)} ${n1(yB - 0.18 * s)}` +
              `C${n1(x + 0.2 * s)} ${n1(yB + 0.03 * s)} ${n1(x + 0.06 * s)} ${n1(yB + 0.03 * s)} ${n1(x + 0.02 * s)} ${n1(yB - 0.12 * s)}`;
            // Print swells the middle of the sign; a pen does not.
            const swell = pen.wobble
              ? ''
              : `<path d="M${n1(x + 0.255 * s)} ${n1(yT + 0.3 * s)}L${n1(x + 0.225 * s)} ${n1(yB - 0.3 * s)}" ${strokeAttrs(pen, rule(s) * 2)}/>`;
            return (
              `<path d="${d}" ${strokeAttrs(pen, rule(s) * 1.2)}/>${swell}` +
              (upper ? upper.draw(x + sign, yT + upper.a) : '') +
              (lower ? lower.draw(x + sign - 0.12 * s, yB) : '') +
              body.draw(x + bodyAt, y) +
              dx.draw(x + bodyAt + body.w + 0.22 * s, y)
            );
          },
        };
      }
      case 'lim': {
        const word = text(pen, 'lim', s);
        const under = text(pen, `${node.variable}→${node.to}`, smaller(s, 0.62));
        const body = layout(node.body, s);
        const drop = 0.62 * s;
        const head = Math.max(word.w, under.w);
        const bodyAt = head + 0.25 * s;
        return {
          w: bodyAt + body.w,
          a: Math.max(word.a, body.a),
          d: Math.max(drop + under.d, body.d),
          draw: (x, y) =>
            word.draw(x + (head - word.w) / 2, y) +
            under.draw(x + (head - under.w) / 2, y + drop) +
            body.draw(x + bodyAt, y),
        };
      }
      case 'system': {
        const rows = node.rows.map((r) => layout(r, s));
        const gap = 0.45 * s;
        const height = rows.reduce((sum, r) => sum + r.a + r.d, 0) + gap * (rows.length - 1);
        const brace = 0.5 * s;
        const axis = AXIS * s;
        return {
          w: brace + 0.15 * s + Math.max(...rows.map((r) => r.w)),
          a: height / 2 + axis + 0.1 * s,
          d: height / 2 - axis + 0.1 * s,
          draw(x, y) {
            const top = y - axis - height / 2;
            const bottom = top + height;
            const mid = (top + bottom) / 2;
            const xr = x + 0.42 * s;
            const xm = x + 0.24 * s;
            const xl = x + 0.04 * s;
            const q = Math.min(0.22 * s, height / 6);
            const d =
              `M${n1(xr)} ${n1(top)}Q${n1(xm)} ${n1(top)} ${n1(xm)} ${n1(top + q)}L${n1(xm)} ${n1(mid - q)}Q${n1(xm)} ${n1(mid)} ${n1(xl)} ${n1(mid)}` +
              `Q${n1(xm)} ${n1(mid)} ${n1(xm)} ${n1(mid + q)}L${n1(xm)} ${n1(bottom - q)}Q${n1(xm)} ${n1(bottom)} ${n1(xr)} ${n1(bottom)}`;
            let out = `<path d="${d}" ${strokeAttrs(pen, rule(s) * 1.1)}/>`;
            let at = top;
            for (const r of rows) {
              out += r.draw(x + brace + 0.15 * s, at + r.a);
              at += r.a + r.d + gap;
            }
            return out;
          },
        };
      }
    }
  }

  return { layout, text: (value, size) => text(pen, value, size) };
}
