// Minimal local types for the parts of mathsteps (CommonJS, no bundled types) that the math engine uses.
declare module 'mathsteps' {
  export interface MathstepsNode {
    toString(): string;
    toTex(): string;
  }
  export interface MathstepsEquation {
    ascii(): string;
    latex(): string;
    leftNode?: MathstepsNode;
    /** The right side as a mathjs node: after "subtract 3 from both sides", 11 - 3. */
    rightNode?: MathstepsNode & { op?: string; args?: MathstepsNode[] };
    comparator: string;
  }
  export interface MathstepsStep {
    changeType: string;
    oldNode?: MathstepsNode;
    newNode?: MathstepsNode;
    oldEquation?: MathstepsEquation;
    newEquation?: MathstepsEquation;
    substeps: MathstepsStep[];
  }
  export function solveEquation(equation: string): MathstepsStep[];
  export function simplifyExpression(expression: string): MathstepsStep[];
  const mathsteps: { solveEquation: typeof solveEquation; simplifyExpression: typeof simplifyExpression };
  export default mathsteps;
}
