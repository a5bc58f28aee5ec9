// Study chat engine (issue 15): the local agent's router, retrieval over the student's material and
// the study packs, and answers made only of cited passages. Pure: no HTTP, no database.

export {
  composeAnswer,
  followUpQuestions,
  type GroundedAnswer,
  greeting,
  topicOf,
  unsupportedAnswer,
} from './answer.ts';
// define.ts (pack or WordNet definitions for the define tool) was added beside this engine by the server work.
export { type Definition, defineTerm } from './define.ts';
export { type ChatDocument, type ChatHit, ChatIndex, packDocuments, splitPassages } from './retrieve.ts';
export { CHAT_TOOLS, type ChatTool, classify, type RoutedIntent, routeMessage } from './route.ts';
