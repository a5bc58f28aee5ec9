export { checkItem, checkSet, type Defect, RULE_NAMES, type RuleName, type SetReport } from './check.ts';
export { type GeneratedItem, type ItemView, viewOf } from './item.ts';
export { REVIEW_NOTES, REVIEW_TOPICS, type ReviewNote } from './review-set.ts';
export { isOffTopic, type ReviewTopic } from './topic.ts';
