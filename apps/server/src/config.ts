import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * `local`: test payments, every purchase succeeds at once (for trying StudyBot out); `stripe`: real
 * checkout; `none`: no self-service purchases, an admin assigns plans.
 */
export const PAYMENTS_PROVIDERS = ['local', 'stripe', 'none'] as const;
export type PaymentsProvider = (typeof PAYMENTS_PROVIDERS)[number];

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  AI_PROVIDER: z.enum(['local', 'openai', 'anthropic']).default('local'),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_IMAGE_MODEL: z.string().optional(),
  AI_SPEECH_MODEL: z.string().optional(),
  AI_TRANSCRIBE_MODEL: z.string().optional(),
  AI_VISION_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  PAYMENTS_PROVIDER: z.enum(PAYMENTS_PROVIDERS).default('local'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** A Stripe-compatible API at another address (a local stand-in); unset: Stripe itself. */
  STRIPE_API_URL: z.string().url().optional(),
  /** This site's address as students reach it (https://study.example.edu), for Stripe's return links. */
  PUBLIC_URL: z.string().url().optional(),
  /** Look works up in a public catalogue as well as the bundled one (needs the internet; off by default). */
  CITATION_LOOKUP: z.enum(['off', 'openalex', 'crossref']).default('off'),
  /** The lookup's API at another address (a mirror or a local stand-in); unset: the public API. */
  CITATION_LOOKUP_URL: z.string().url().optional(),
  CITATION_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  MAILERLITE_API_KEY: z.string().optional(),
  MAILERLITE_BASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST: z.string().optional(),
  BOOTCAMP_DIR: z.string().optional(),
  PYTHON_RUNNERS: z.coerce.number().int().min(1).max(64).default(3),
  PYTHON_SESSIONS_PER_PROCESS: z.coerce.number().int().min(1).max(1000).default(50),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_BOOTCAMP_DIR = fileURLToPath(new URL('../../../content/bootcamp', import.meta.url));

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Unset: a secret is generated once and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  admin: { username: string; password: string; email: string } | undefined;
  ai: {
    provider: 'local' | 'openai' | 'anthropic';
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    /** An OpenAI-compatible image model (e.g. gpt-image-1) for pictures the local renderer cannot draw. */
    imageModel?: string;
    /** An OpenAI-compatible speech model (e.g. tts-1) used instead of the local voices. */
    speechModel?: string;
    /** An OpenAI-compatible speech-to-text model (e.g. whisper-1) for spoken interview answers. */
    transcribeModel?: string;
    /** A vision-capable chat model (e.g. qwen2.5vl on Ollama, gpt-4o-mini) that also reads math photos. */
    visionModel?: string;
    /** How long one LLM call may take before the local engine answers instead. */
    timeoutMs: number;
  };
  payments: {
    provider: PaymentsProvider;
    stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
    publicUrl?: string;
  };
  /** Works looked up in OpenAlex or Crossref for the citation finder; undefined: off. */
  citationLookup: { provider: 'openalex' | 'crossref'; url: string; timeoutMs: number } | undefined;
  mailerliteApiKey: string | undefined;
  /** MailerLite's API address (its default when unset; a local stand-in in tests). */
  mailerliteBaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The built web app to serve; undefined serves the API only. */
  webDist: string | undefined;
  /** The bootcamp's lessons and quizzes (content/bootcamp). */
  bootcampDir: string;
  /**
   * Python runner processes at most, and how many students one process serves, one after another, each in
   * a fresh interpreter, before it is replaced (1: a new process for every student).
   */
  python: { runners: number; sessionsPerProcess: number };
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
}

/** The only place that reads process.env. Throws a readable error for bad settings. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  let database: DatabaseConfig;
  if (url?.startsWith('postgres://') || url?.startsWith('postgresql://')) {
    database = { dialect: 'postgres', url };
  } else if (url && !url.startsWith('sqlite:')) {
    throw new Error('Invalid configuration: DATABASE_URL must start with postgres:// or sqlite:');
  } else {
    database = {
      dialect: 'sqlite',
      file: url ? url.slice('sqlite:'.length) : path.join(dataDir, 'studybot.db'),
    };
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.PUBLIC_URL)) {
    throw new Error(
      'Invalid configuration: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_URL',
    );
  }
  if ((e.ADMIN_USERNAME || e.ADMIN_PASSWORD) && !(e.ADMIN_USERNAME && e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD go together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? {
            username: e.ADMIN_USERNAME,
            password: e.ADMIN_PASSWORD,
            email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@localhost`,
          }
        : undefined,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      speechModel: e.AI_SPEECH_MODEL,
      transcribeModel: e.AI_TRANSCRIBE_MODEL,
      visionModel: e.AI_VISION_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      stripe:
        e.PAYMENTS_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL,
            }
          : undefined,
      publicUrl: e.PUBLIC_URL,
    },
    citationLookup:
      e.CITATION_LOOKUP === 'off'
        ? undefined
        : {
            provider: e.CITATION_LOOKUP,
            url:
              e.CITATION_LOOKUP_URL ??
              (e.CITATION_LOOKUP === 'openalex' ? 'https://api.openalex.org' : 'https://api.crossref.org'),
            timeoutMs: e.CITATION_LOOKUP_TIMEOUT_MS,
          },
    mailerliteApiKey: e.MAILERLITE_API_KEY,
    mailerliteBaseUrl: e.MAILERLITE_BASE_URL,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST === '' ? undefined : path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    bootcampDir: path.resolve(e.BOOTCAMP_DIR ?? DEFAULT_BOOTCAMP_DIR),
    python: { runners: e.PYTHON_RUNNERS, sessionsPerProcess: e.PYTHON_SESSIONS_PER_PROCESS },
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
  };
}
