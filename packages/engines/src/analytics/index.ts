// Learning analytics: objectives, mastery with forgetting, insights and drills (decision 0015).

export * from './drill.ts';
export * from './insights.ts';
export * from './mastery.ts';
export * from './math-problems.ts';
export * from './objectives.ts';
export * from './plan.ts';
