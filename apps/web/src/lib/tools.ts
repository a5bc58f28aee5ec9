import { ADD_ONS, formatPrice } from '@studybot/contract';
import {
  Calculator,
  Code,
  FileText,
  Image,
  Layers,
  Library,
  type LucideIcon,
  MessageSquare,
  Mic,
  PenLine,
  ScanSearch,
  Video,
  Volume2,
} from 'lucide-react';

export interface Tool {
  name: string;
  description: string;
  icon: LucideIcon;
  /** A short tag shown beside the name, e.g. Coming Soon or a price. */
  badge?: string;
  /** True when the tool cannot be used yet. */
  comingSoon?: boolean;
  /** A few words for short lists (About page). */
  summary: string;
}

const bootcampLifetime = ADD_ONS.find((addOn) => addOn.id === 'bootcamp_lifetime');
const bootcampPrice = bootcampLifetime ? formatPrice(bootcampLifetime.price) : null;

/** The twelve tools, in the order the landing and About pages show them. */
export const TOOLS: readonly Tool[] = [
  {
    name: 'AI Study Chat',
    summary: 'explanations and follow-up questions on any topic',
    icon: MessageSquare,
    description:
      'Ask about any topic and get a clear explanation, suggested follow-up questions and a pointer to the right tool.',
  },
  {
    name: 'Math & Science Tutor',
    summary: 'photo or typed problems, solved step by step',
    icon: Calculator,
    description:
      'Type a problem or upload a photo of it and get a step-by-step solution that is checked before you see it.',
  },
  {
    name: 'Writing Assistant',
    summary: 'drafting, grammar, citations, DOCX and PDF export',
    icon: PenLine,
    description:
      'Plan and draft essays, fix grammar, add APA, MLA or Chicago citations and export to DOCX or PDF.',
  },
  {
    name: 'Plagiarism Checker',
    summary: 'matching passages with their sources',
    icon: ScanSearch,
    description:
      'See which passages of your text match other documents, and how closely, before you hand it in.',
  },
  {
    name: 'Image Generation',
    summary: 'illustrations for notes and slides',
    icon: Image,
    description: 'Describe a diagram or illustration and get an image you can use in notes, slides or cards.',
  },
  {
    name: 'Video Creation',
    summary: 'coming soon',
    icon: Video,
    badge: 'Coming Soon',
    comingSoon: true,
    description: 'Short explainer videos made from your own notes. We are still building this one.',
  },
  {
    name: 'Voice',
    summary: 'text read aloud at your own pace',
    icon: Volume2,
    description:
      'Hear notes, papers and flashcards read aloud, with a choice of voices and the speed you like.',
  },
  {
    name: 'Flashcards & Quizzes',
    summary: 'with spaced repetition',
    icon: Layers,
    description:
      'Make cards and timed quizzes on any topic; spaced repetition brings each card back just before you would forget it.',
  },
  {
    name: 'Interview Simulator',
    summary: 'mock interviews with scored feedback',
    icon: Mic,
    description:
      'Rehearse mock interviews and get scored feedback on communication, technical knowledge and confidence.',
  },
  {
    name: 'Resume & Cover Letter Analyzer',
    summary: 'scores, suggestions and letters',
    icon: FileText,
    description:
      'Score your resume for clarity and ATS readiness, then draft a cover letter that matches it.',
  },
  {
    name: 'Python Coding Bootcamp',
    summary: 'twelve weeks of runnable lessons',
    icon: Code,
    badge: bootcampPrice ? `${bootcampPrice} lifetime` : undefined,
    description: `Twelve weeks of lessons with code you run and test right in the browser${
      bootcampPrice ? `, yours for a one-time ${bootcampPrice}` : ''
    }.`,
  },
  {
    name: 'Study Plans & Library',
    summary: 'everything you make, in one place',
    icon: Library,
    description: 'Keep every quiz, paper and solution in one searchable library and plan what to study next.',
  },
];
