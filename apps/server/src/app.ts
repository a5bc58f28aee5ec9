import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_NOTES_FILE_BYTES } from '@studybot/contract';
import { DocumentWorkers, loadStudyPacks } from '@studybot/engines';
import { buildObjectives, loadAuthoredObjectives } from '@studybot/engines/analytics';
import { loadQuestionBank } from '@studybot/engines/interview';
import { MathWorkers } from '@studybot/engines/math-worker';
import { PythonRunnerPool } from '@studybot/engines/python';
import { loadSources, SourceShelf, WritingWorkers } from '@studybot/engines/writing';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { AdminService } from './modules/admin/service.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { AnalyticsService } from './modules/analytics/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { BillingService } from './modules/billing/service.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { BlogService } from './modules/blog/service.ts';
import { loadCurriculum } from './modules/bootcamp/curriculum.ts';
import { bootcampRoutes } from './modules/bootcamp/routes.ts';
import { BootcampService } from './modules/bootcamp/service.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { ChatService } from './modules/chat/service.ts';
import { ChatTools } from './modules/chat/tools.ts';
import { codeRoutes } from './modules/code/routes.ts';
import { CodeService } from './modules/code/service.ts';
import { createRoutes } from './modules/create/routes.ts';
import { CreateService } from './modules/create/service.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { DashboardService } from './modules/dashboard/service.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { HealthService } from './modules/health/service.ts';
import { interviewRoutes } from './modules/interview/routes.ts';
import { InterviewService } from './modules/interview/service.ts';
import { libraryRoutes } from './modules/library/routes.ts';
import { LibraryService } from './modules/library/service.ts';
import { mailerliteRoutes } from './modules/mailerlite/routes.ts';
import { MailerliteService } from './modules/mailerlite/service.ts';
import { mathRoutes } from './modules/math/routes.ts';
import { MathService } from './modules/math/service.ts';
import { plagiarismRoutes } from './modules/plagiarism/routes.ts';
import { PlagiarismService } from './modules/plagiarism/service.ts';
import { DrillService } from './modules/practice/drill.ts';
import { practiceRoutes } from './modules/practice/routes.ts';
import { PracticeService } from './modules/practice/service.ts';
import { resumeRoutes } from './modules/resume/routes.ts';
import { ResumeService } from './modules/resume/service.ts';
import { voiceRoutes } from './modules/voice/routes.ts';
import { VoiceService } from './modules/voice/service.ts';
import { writingRoutes } from './modules/writing/routes.ts';
import { WritingService } from './modules/writing/service.ts';
import {
  createImageProvider,
  createLlmProvider,
  createSpeechProvider,
  createTranscriptionProvider,
  createVisionProvider,
} from './platform/ai/provider.ts';
import { createGuards, type Guards } from './platform/auth/guard.ts';
import { LoginThrottle, memoryFailureStore, redisFailureStore } from './platform/auth/login-throttle.ts';
import { resolveJwtSecret } from './platform/auth/secret.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { type Db, openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { registerErrorHandler, routingErrorReply } from './platform/errors.ts';
import { limitUploads } from './platform/multipart.ts';
import { QuotaService } from './platform/plans/quota.ts';
import { ensurePrivateDir } from './platform/private-files.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { SettingsStore } from './platform/settings.ts';
import { createDiskStore, type FileStore } from './platform/storage.ts';
import { registerWebApp } from './platform/web.ts';
import { refuseMalformedText } from './platform/well-formed-text.ts';

export interface Services {
  db: Db;
  files: FileStore;
  auth: AuthService;
  projects: LibraryService;
  quotas: QuotaService;
  dashboard: DashboardService;
  practice: PracticeService;
  create: CreateService;
  voice: VoiceService;
  plagiarism: PlagiarismService;
  math: MathService;
  writing: WritingService;
  chat: ChatService;
  analytics: AnalyticsService;
  drills: DrillService;
  interview: InterviewService;
  resume: ResumeService;
  blog: BlogService;
  admin: AdminService;
  /** The admin panel's settings, as every request reads them. */
  settings: SettingsStore;
  mailerlite: MailerliteService;
  bootcamp: BootcampService;
  billing: BillingService;
  code: CodeService;
  python: PythonRunnerPool;
  /** Text from uploaded files, read in worker threads. */
  documents: DocumentWorkers;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  guards: Guards;
}

/** Content-Security-Policy that works over plain http on any host (no upgrade, no HSTS). */
/** How often plans whose period ended are settled for users who have not been back. */
const BILLING_SWEEP_MS = 10 * 60 * 1000;

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Migrates the database, then builds the server with every platform plugin and module. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  ensurePrivateDir(config.dataDir);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: routingErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onClose', () => db.destroy());
  registerErrorHandler(app);
  refuseMalformedText(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    hsts: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
  });
  await app.register(multipart, { limits: { fileSize: MAX_NOTES_FILE_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: 'StudyBot API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const failures = config.redisUrl ? redisFailureStore(config.redisUrl, app.log) : memoryFailureStore();
  app.addHook('onClose', () => failures.close());
  const settings = new SettingsStore(db);
  limitUploads(app, async () => (await settings.current()).max_upload_mb);
  const auth = new AuthService(
    db,
    tokens,
    new LoginThrottle(failures, { log: app.log }),
    async () => (await settings.current()).registration_open,
  );
  const files = createDiskStore(config.dataDir);
  const projects = new LibraryService(db, files);
  const quotas = new QuotaService(db, () => settings.current());
  const billing = new BillingService(db, {
    plans: auth,
    quotas,
    provider: config.payments.provider,
    // Stripe's SDK loads only when Stripe is configured.
    stripe: config.payments.stripe
      ? (await import('./modules/billing/stripe.ts')).createStripeGateway(config.payments.stripe)
      : undefined,
    publicUrl: config.payments.publicUrl,
    log: app.log,
  });
  const plagiarism = new PlagiarismService(db, { quotas, projects, credits: billing });
  const practice = new PracticeService(db, projects, () => loadStudyPacks());
  const voice = new VoiceService(db, {
    quotas,
    files,
    projects,
    speechModel: await createSpeechProvider(config.ai),
    indexLibraryText: ({ userId, projectId, title, text }) =>
      plagiarism.indexText({ userId, projectId, kind: 'library', title, text }),
  });
  app.addHook('onClose', () => voice.close());
  const documents = new DocumentWorkers();
  app.addHook('onClose', () => documents.close());
  const mathWorkers = new MathWorkers();
  app.addHook('onClose', () => mathWorkers.close());
  const writingWorkers = new WritingWorkers();
  // Read once at start, like the curriculum: a broken catalogue entry stops the server here.
  const sourceShelf = new SourceShelf(loadSources(), loadStudyPacks());
  const shelf = () => sourceShelf;
  app.addHook('onClose', () => writingWorkers.close());
  const python = new PythonRunnerPool({
    maxRunners: config.python.runners,
    sessionsPerProcess: config.python.sessionsPerProcess,
  });
  app.addHook('onClose', () => python.close());
  app.addHook('onClose', () => services.math.close());
  // Read once at start: a bad content file stops the server here, not a student's request later.
  const curriculumContent = loadCurriculum(config.bootcampDir);
  const curriculum = () => curriculumContent;
  // Plans whose period ended for students who have not come back (the rest are settled on request).
  const billingSweep = setInterval(() => {
    billing.sweep().catch((error) => app.log.error({ err: error }, 'billing sweep failed'));
  }, BILLING_SWEEP_MS);
  billingSweep.unref();
  app.addHook('onClose', () => clearInterval(billingSweep));
  const bootcamp = new BootcampService(db, curriculum, billing, practice);
  if (config.payments.provider === 'local') {
    app.log.warn(
      'PAYMENTS_PROVIDER=local: test payments, the checkout page sells without taking money. ' +
        'Set PAYMENTS_PROVIDER=none (an admin assigns plans) or stripe on a server students use.',
    );
  }
  const llm = await createLlmProvider(config.ai);
  const create = new CreateService({
    projects,
    practice,
    quotas,
    files,
    documents,
    llm,
    imageModel: await createImageProvider(config.ai),
    packs: () => loadStudyPacks(),
  });
  const writing = new WritingService({
    workers: writingWorkers,
    log: app.log,
    quotas,
    projects,
    shelf,
    llm,
    credits: billing,
    lookup: config.citationLookup,
    practice,
  });
  const math = new MathService({
    projects,
    workers: mathWorkers,
    llm,
    vision: await createVisionProvider(config.ai),
    log: app.log,
    practice,
  });
  // Read once at start, like the curriculum: a broken question stops the server here.
  const questionBank = loadQuestionBank();
  const objectiveCatalog = buildObjectives({
    ...curriculumContent,
    packs: loadStudyPacks(),
    authored: loadAuthoredObjectives(),
  });
  const analytics = new AnalyticsService(db, {
    practice,
    auth,
    projects,
    objectives: () => objectiveCatalog,
    llm,
  });
  const drills = new DrillService(db, {
    practice,
    projects,
    packs: () => loadStudyPacks(),
    curriculum,
    objective: (id) =>
      objectiveCatalog.has(id) || id.startsWith('topic:') ? analytics.objective(id) : undefined,
    gradeMath: async (problem, answer) => {
      const outcome = await mathWorkers.check([problem, answer]);
      return outcome.kind === 'checked' && outcome.check.finished;
    },
  });
  const health = new HealthService(db);
  const chat = new ChatService(db, {
    tools: new ChatTools({
      math,
      create,
      voice,
      plagiarism,
      writing,
      projects,
      packs: () => loadStudyPacks(),
    }),
    quotas,
    projects,
    packs: () => loadStudyPacks(),
    llm,
  });
  const services: Services = {
    settings,
    db,
    files,
    auth,
    projects,
    quotas,
    dashboard: new DashboardService(projects),
    practice,
    create,
    voice,
    plagiarism,
    bootcamp,
    billing,
    code: new CodeService({ bootcamp, practice, runner: python }),
    python,
    documents,
    writing,
    math,
    chat,
    analytics,
    drills,
    interview: new InterviewService(
      db,
      () => questionBank,
      await createTranscriptionProvider(config.ai),
      llm,
    ),
    resume: new ResumeService(db, {
      quotas,
      projects,
      documents,
      llm,
      spelling: async (text) =>
        (await writingWorkers.improve(text)).suggestions.filter((s) => s.type === 'spelling'),
    }),
    blog: new BlogService(db),
    mailerlite: new MailerliteService(db, {
      auth,
      apiKey: config.mailerliteApiKey,
      basePath: config.mailerliteBaseUrl,
      log: app.log,
    }),
    admin: new AdminService(db, {
      auth,
      settings,
      projects,
      chat,
      billing,
      health,
      config: {
        aiProvider: config.ai.provider,
        aiModel: config.ai.model,
        paymentsProvider: config.payments.provider,
        mailerlite: Boolean(config.mailerliteApiKey),
        redis: Boolean(config.redisUrl),
      },
      python: () => {
        const stats = python.stats();
        return {
          ready: stats.runners.filter((r) => r.ready).length,
          runners: config.python.runners,
          queued: stats.queued,
        };
      },
    }),
  };
  if (config.admin) await auth.ensureAdmin(config.admin);

  const guards = createGuards(tokens, async (claims) => {
    const user = await auth.sessionUser(claims);
    return user && billing.settle(user);
  });
  const limits = await registerRateLimits(app, config.redisUrl);

  await app.register(healthRoutes, { health });
  await app.register(authRoutes, { auth, guards, limits });
  await app.register(libraryRoutes, { projects, guards });
  await app.register(billingRoutes, { billing, guards });
  await app.register(dashboardRoutes, { dashboard: services.dashboard, guards });
  await app.register(practiceRoutes, { practice: services.practice, drills: services.drills, guards });
  await app.register(analyticsRoutes, { analytics: services.analytics, guards });
  await app.register(interviewRoutes, {
    interview: services.interview,
    guards,
    meterUploads: limits.uploadsPerUser,
  });
  await app.register(resumeRoutes, {
    resume: services.resume,
    guards,
    meterUploads: limits.uploadsPerUser,
  });
  await app.register(adminRoutes, { admin: services.admin, guards });
  await app.register(mailerliteRoutes, { mailerlite: services.mailerlite, guards });
  await app.register(blogRoutes, { blog: services.blog, guards, publicUrl: config.payments.publicUrl });
  await app.register(fileRoutes, { files: services.files });
  await app.register(createRoutes, {
    create: services.create,
    guards,
    meterUploads: limits.uploadsPerUser,
  });
  await app.register(voiceRoutes, { voice, guards });
  await app.register(plagiarismRoutes, { plagiarism, guards });
  await app.register(mathRoutes, { math: services.math, guards });
  await app.register(writingRoutes, { writing: services.writing, guards });
  await app.register(chatRoutes, { chat: services.chat, guards });
  await app.register(bootcampRoutes, { bootcamp, guards });
  await app.register(codeRoutes, { code: services.code, guards });
  await registerWebApp(app, config.webDist);

  return { app, services, guards };
}
