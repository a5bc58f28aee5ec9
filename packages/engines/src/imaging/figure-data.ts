// The shapes a parsed figure description comes out as.

export interface TriangleData {
  kind: 'triangle';
  /** Vertex names, e.g. ['A', 'B', 'C']. */
  names: [string, string, string];
  /** Lengths of the sides from each vertex to the next: AB, BC, CA. */
  sides: [number, number, number];
  /** Whether each side's length was given (false: worked out from the others). */
  given: [boolean, boolean, boolean];
  /** Interior angles in degrees at each vertex. */
  angles: [number, number, number];
  /** Index of the vertex with the right angle, if there is one. */
  rightAt: number | null;
  /** Index of the vertex whose angle was given, if one was. */
  givenAngle: number | null;
  /** Label every angle (the prompt asked for the angles). */
  showAngles: boolean;
  unit: string;
  /** Vertices whose angles the prompt gave (angles-only, two angles and a side, a right triangle's angle). */
  knownAngles?: number[];
  /** No length was given: drawn at a convenient size with its angles, and no side lengths claimed. */
  noLengths?: boolean;
  /** Side laid along the bottom (an isosceles triangle's base, the base a height stands on). */
  base?: number;
  /** Height given onto side `base`, from the vertex opposite it. */
  height?: number;
  /** The prompt called it isosceles. */
  isosceles?: boolean;
}

export interface CircleData {
  kind: 'circle';
  centre: string;
  radius: number;
  /** Whether the prompt gave the radius or the diameter (that one is drawn). */
  givenAs: 'radius' | 'diameter';
  chord: { length: number; names: [string, string] } | null;
  unit: string;
  /** Draw a diameter although the radius was given ("circle with radius 5 and a diameter"). */
  diameter?: boolean;
  /** Draw a tangent touching the circle at the end of a radius. */
  tangent?: boolean;
}

export type AngleType = 'acute' | 'right' | 'obtuse' | 'straight' | 'reflex';

export interface AngleData {
  kind: 'angle';
  degrees: number;
  type: AngleType;
  /** Arm end, vertex, arm end ("angle ABC"), when the prompt named them. */
  names: [string, string, string] | null;
}

export interface SimilarData {
  kind: 'similar';
  first: TriangleData;
  /** Side i of `second` corresponds to side i of `first`. */
  second: TriangleData;
  scale: number;
}

export interface PointsData {
  kind: 'points';
  points: { name: string; x: number; y: number }[];
  join: 'none' | 'open' | 'closed';
  /** The shape the prompt said the points make ("triangle"), if any. */
  shape: string | null;
}

export type PolygonShape = 'square' | 'rectangle' | 'parallelogram' | 'rhombus' | 'regular';

export interface PolygonData {
  kind: 'polygon';
  shape: PolygonShape;
  /** What it is called: "square", "regular hexagon"… */
  name: string;
  /** Vertex names, in order counter-clockwise from the bottom left. */
  names: string[];
  /** Length of each side, from each vertex to the next. */
  sides: number[];
  /** Interior angle at each vertex, in degrees. */
  angles: number[];
  /** False when no side was given (a regular polygon drawn with sides of 1 unit). */
  sideGiven: boolean;
  unit: string;
}

export interface ParallelData {
  kind: 'parallel';
  /** The angle the prompt gave, between the transversal and the parallel lines. */
  degrees: number;
}

export type FigureData =
  | TriangleData
  | CircleData
  | AngleData
  | SimilarData
  | PointsData
  | PolygonData
  | ParallelData;
