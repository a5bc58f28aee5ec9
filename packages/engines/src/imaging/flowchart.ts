// Flowcharts from the steps a student types ("flowchart: boil water -> add pasta -> drain"): the public
// entry, reading in flowchart-parse.ts and layout, drawing and alt text in flowchart-layout.ts.
export {
  describeFlowchart,
  drawFlowchart,
  type FlowArrow,
  type FlowchartLayout,
  type FlowNode,
  layoutFlowchart,
  layoutProblems,
} from './flowchart-layout.ts';
export {
  type FlowBranch,
  type FlowchartData,
  type FlowStep,
  looksLikeFlowchart,
  MAX_FLOW_STEPS,
  parseFlowchart,
} from './flowchart-parse.ts';
