// A problem as a worksheet sets it: a number in front ("4)", "Q3."), the instruction ("Factor:") in
// front of the math or on its own line above it.
import type { PhotoProblem } from './problems.ts';
import { type Box, type Pen, typesetter } from './typeset.ts';

export interface WorksheetStyle {
  label?: string;
  instructionAbove: boolean;
}

function vstack(lines: Box[], gap: number): Box {
  const height = lines.reduce((sum, b, i) => sum + b.a + b.d + (i ? gap : 0), 0);
  const first = lines[0]!;
  return {
    w: Math.max(...lines.map((b) => b.w)),
    a: first.a,
    d: height - first.a,
    draw(x, y) {
      let out = '';
      let baseline = y;
      lines.forEach((b, i) => {
        if (i) baseline += lines[i - 1]!.d + gap + b.a;
        out += b.draw(x, baseline);
      });
      return out;
    },
  };
}

function hjoin(boxes: Box[], gap: number): Box {
  return {
    w: boxes.reduce((sum, b, i) => sum + b.w + (i ? gap : 0), 0),
    a: Math.max(...boxes.map((b) => b.a)),
    d: Math.max(...boxes.map((b) => b.d)),
    draw(x, y) {
      let at = x;
      return boxes
        .map((b) => {
          const out = b.draw(at, y);
          at += b.w + gap;
          return out;
        })
        .join('');
    },
  };
}

/** The problem with its label and instruction, as a worksheet would print it. */
export function worksheet(problem: PhotoProblem, style: WorksheetStyle, pen: Pen, s: number): Box {
  const set = typesetter(pen, s);
  const math = set.layout(problem.math, s);
  const label = style.label ? set.text(style.label, s) : null;
  const instruction = problem.instruction ? set.text(problem.instruction, s * 0.85) : null;
  if (instruction && style.instructionAbove) {
    const head = label ? hjoin([label, instruction], 0.4 * s) : instruction;
    const indent: Box = {
      ...math,
      w: math.w + (label ? label.w : 0),
      draw: (x, y) => math.draw(x + (label ? label.w : 0), y),
    };
    return vstack([head, indent], 0.7 * s);
  }
  return hjoin(
    [label, instruction, math].filter((b): b is Box => b !== null),
    0.4 * s,
  );
}
