export * from './auth.ts';
export * from './brand.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './health.ts';
export * from './plans.ts';
export * from './pricing.ts';
export * from './projects.ts';
