import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { failureCodes } from '../contracts/envelope';
import { headerNames } from '../contracts/headers';
import { apiPrefixes } from '../contracts/paths';
import { offlineParentVerifier, type ParentVerifier } from './account/parentVerifier';
import { retireExpressPlaceholderPasswords } from './auth/expressPlaceholderFix';
import { useParentTokenSecret } from './auth/parentToken';
import { type SocialProviderRegistry, socialProvidersFromConfig } from './auth/social';
import { type Clock, systemClock } from './clock';
import { logoBasePath, type ServerConfig } from './config';
import type { Ctx } from './context';
import type { Db } from './db/types';
import { DatabaseUnavailableError, retryAfterSeconds } from './db/unavailable';
import { type DevClock, registerDevClockRoute } from './devClock';
import { databaseInputError, sqlStateOf } from './http/dbErrors';
import { ApiError, genericErrorMessage } from './http/envelope';
import { frameworkErrorAnswer } from './http/frameworkErrors';
import { withRedactedUrls } from './http/logUrls';
import { refuseNulCharacters } from './http/nulGuard';
import { loadShellRenderer, pagePartsFor } from './http/pageParts';
import { registerSecurityHeaders } from './http/securityHeaders';
import { answerServiceUnavailable } from './http/serviceUnavailable';
import { warnOnUntrustedForwarding } from './http/untrustedForwarding';
import type { FaceAnalyser } from './identity/face/facePool';
import { inProcessFaceAnalyser } from './identity/face/inProcessFaceAnalyser';
import { startBackgroundJobs, type TimedJobs } from './jobs/backgroundJobs';
import { createJobQueue, type JobQueue } from './jobs/jobQueue';
import { createOutbox, type MailTransport, type Outbox } from './mail/outbox';
import { organisationAnswer } from './organisation/organisationAnswer';
import { createDefaultGateways } from './payments';
import { reconcilePaymentAttempts } from './payments/attempts';
import type { GatewayRegistry } from './payments/gateways';
import { embeddedPostPaymentAdapters, type PostPaymentAdapter } from './payments/postPayment';
import { type ReviewsProvider, reviewsProviderFor } from './reviews';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes } from './routes/auth';
import { registerCartRoutes } from './routes/cart';
import { registerCertificateRoutes } from './routes/certificates';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerConnectedAccountRoutes } from './routes/connectedAccounts';
import { registerCourseTakingRoutes } from './routes/courseTaking';
import { registerDevPages, registerDevRoutes } from './routes/dev';
import { registerDocumentRoutes } from './routes/documents';
import { registerEligibilityRoutes } from './routes/eligibility';
import { registerExpressRoutes } from './routes/express';
import { registerFaqRoutes } from './routes/faqs';
import { type ReadinessCheck, registerHealthRoute } from './routes/health';
import { registerIdentityCheckRoutes } from './routes/identityChecks';
import { registerNotificationPreferenceRoutes } from './routes/notificationPreferences';
import { registerOrganisationRoutes } from './routes/organisation';
import { registerProfileRoutes } from './routes/profile';
import { registerPurchaseRoutes } from './routes/purchases';
import { registerQuizRoutes } from './routes/quizzes';
import { registerRefundRoutes } from './routes/refunds';
import { registerRegistrationRoutes } from './routes/registration';
import { registerStudentRoutes } from './routes/student';
import { registerSupportRoutes } from './routes/support';
import { registerTwoFactorRoutes } from './routes/twoFactor';
import { registerVerificationRoutes } from './routes/verification';
import { registerWebcamRoutes } from './routes/webcam';
import { registerAppFiles, registerLogoAssets, registerMediaAssets } from './static';
import { fastifyTimeoutOptions } from './timeouts';
import { noWalletProvider, sandboxWalletProvider, type WalletProvider } from './wallet';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** Delivers outbox mail (a nodemailer transport); without it mail stays in the outbox only. */
  mailer?: MailTransport;
  /** The background job queue (default: pg-boss on `db`'s own database). */
  jobs?: JobQueue;
  /** Whether the payment sweep and the clean-up run on their own (default) or only when called (tests; TimedJobs). */
  timedJobs?: TimedJobs;
  clock?: Clock;
  /** A clock the browser tests move (DEV_CLOCK=true): its /dev/clock route is registered (server/devClock.ts). */
  devClock?: DevClock;
  /** Overrides the adapters built from config.social (tests inject providers with local keys). */
  socialProviders?: SocialProviderRegistry;
  /** Overrides the payment gateways of the checkout (default: bypass, pay later, wallet sandbox, card sandbox or Stripe). */
  gateways?: GatewayRegistry;
  /** Overrides the post-payment adapters (default: recorded in post_payment_events, no outside call). */
  postPayment?: PostPaymentAdapter[];
  /** Overrides the parent identity verification adapter (default: offline rules). */
  parentVerifier?: ParentVerifier;
  /** Overrides the reviews aggregate adapter (default: REVIEWS_API_URL's provider, else the demo's sample or none). */
  reviews?: ReviewsProvider;
  /** Overrides the wallet provider adapter (default: the sandbox). */
  wallet?: WalletProvider;
  logger?: FastifyServerOptions['logger'];
  /** The webcam photos' face analysis (default: in the request's process, for tests; main.ts gives a worker pool). */
  faceAnalyser?: FaceAnalyser;
  /** What else the instance needs before it serves (GET /health/ready): a model still loading, say. */
  readiness?: ReadinessCheck[];
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    /** Settles unsettled payment attempts now (the sweep that also runs every minute); answers how many. */
    reconcilePayments: () => Promise<number>;
  }
}

/**
 * pino redaction for the server log: Fastify never logs request bodies, and these paths keep card data, tokens and
 * passwords out even if a body or header object is logged by mistake.
 */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.referer',
    'req.body',
    'body',
    '*.cardNumber',
    '*.cvc',
    '*.password',
    '*.token',
  ],
  censor: '[redacted]',
};

export const notFoundMessage = 'The requested resource was not found.';
export const missingKeyMessage = 'Missing or invalid subscription key';

const pathOf = (url: string) => url.split('?')[0];
export const isApiPath = (p: string) => apiPrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
const isDevPath = (p: string) => p === '/dev' || p.startsWith('/dev/');
const isPublicAsset = (p: string) => p.startsWith(`${logoBasePath}/`);

/** The reference API (and, when configured, the built app). Does not listen: use `app.inject` or `listen`. */
export function buildApp(deps: AppDeps): FastifyInstance {
  const { db, config } = deps;
  const clock = deps.clock ?? deps.devClock?.clock ?? systemClock;
  // Logged URLs never carry a token (logUrls.ts).
  const app = Fastify({
    logger: withRedactedUrls(deps.logger ?? false),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    frameworkErrors: frameworkErrorAnswer,
    ...fastifyTimeoutOptions(config.timeouts),
  });
  const timedJobs = deps.timedJobs ?? 'scheduled';
  const jobs =
    deps.jobs ??
    createJobQueue(db.jobStore, (err) => app.log.error({ err }, 'job queue: an error outside any job'), {
      schedules: timedJobs === 'scheduled',
    });
  const outbox = createOutbox({ db, clock, from: config.mailFrom, transport: deps.mailer, jobs });
  app.decorate('outbox', outbox);
  const ctx: Ctx = {
    db,
    config,
    clock,
    outbox,
    jobs,
    social: deps.socialProviders ?? socialProvidersFromConfig(config),
    gateways: deps.gateways ?? createDefaultGateways(config, app.log),
    postPayment: deps.postPayment ?? embeddedPostPaymentAdapters(db),
    parentVerifier: deps.parentVerifier ?? offlineParentVerifier,
    reviews: deps.reviews ?? reviewsProviderFor(config, db, app.log),
    wallet: deps.wallet ?? (config.production ? noWalletProvider : sandboxWalletProvider(db, clock)),
    faceAnalyser: deps.faceAnalyser ?? inProcessFaceAnalyser,
  };
  useParentTokenSecret(db, config.parentTokenSecret, config.previousParentTokenSecret);

  // The wallet token call is form-encoded (grant_type=client_credentials&code=…): parsed without extra packages.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'] });

  // Mail delivery, the payment sweep and the clean-up run as jobs of the queue (server/jobs/backgroundJobs.ts).
  app.decorate('reconcilePayments', () => reconcilePaymentAttempts(ctx, app.log));
  app.addHook('onReady', async () => {
    await startBackgroundJobs(jobs, ctx, {
      log: app.log,
      transport: deps.mailer,
      mailRetryDelaySeconds: config.mailRetryDelaySeconds,
      timedJobs,
    });
  });
  app.addHook('onClose', async () => jobs.stop());

  // Existing express accounts lose the public placeholder password, once per database, without holding up the start
  // (each account is a hash check); closing waits for it.
  let placeholderFix: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    placeholderFix = retireExpressPlaceholderPasswords(db, clock).then(
      (changed) => {
        if (changed !== undefined) app.log.info({ changed }, 'express placeholder passwords retired');
      },
      (err: unknown) => app.log.error({ err }, 'retiring express placeholder passwords failed; the next start retries'),
    );
  });
  app.addHook('onClose', async () => placeholderFix);

  registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  warnOnUntrustedForwarding(app, config.trustProxy);

  app.addHook('onRequest', async (req) => {
    const p = pathOf(req.url);
    if (!isApiPath(p) || isDevPath(p) || isPublicAsset(p)) return;
    if (req.headers[headerNames.subscriptionKey] !== config.subscriptionKey) {
      throw new ApiError(403, missingKeyMessage, failureCodes.missingSubscriptionKey);
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // API answers carry tokens and personal data: never cached.
    const p = pathOf(req.url);
    if (isApiPath(p) && !isPublicAsset(p) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  refuseNulCharacters(app);

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof ApiError) return reply.code(err.httpStatus).send(err.toBody());
    const refused = databaseInputError(err);
    if (refused) {
      // Input the schemas let through and the database refused: the client's error (400, not 500), logged to close the gap.
      req.log.warn({ sqlState: sqlStateOf(err) }, 'database refused request input');
      return reply.code(400).send(refused.toBody());
    }
    if (err instanceof DatabaseUnavailableError) {
      // The database is away (restart, failover): the client may retry; not a bug, so a warning.
      req.log.warn({ err }, 'database unavailable');
      return answerServiceUnavailable(reply, retryAfterSeconds);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): their messages are safe.
      return reply
        .code(status)
        .send({ status: { success: false, message: err.message, code: failureCodes.validation } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ status: { success: false, message: genericErrorMessage, code: failureCodes.serverError } });
  });

  // Routes go in a plugin so they are added after @fastify/compress has loaded (and get compressed answers).
  app.register(async (api) => {
    registerAuthRoutes(api, ctx);
    registerStudentRoutes(api, ctx);
    registerCourseTakingRoutes(api, ctx);
    registerEligibilityRoutes(api, ctx);
    registerQuizRoutes(api, ctx);
    registerCertificateRoutes(api, ctx);
    registerIdentityCheckRoutes(api, ctx);
    registerFaqRoutes(api, ctx);
    registerSupportRoutes(api, ctx);
    registerDocumentRoutes(api, ctx);
    registerNotificationPreferenceRoutes(api, ctx);
    registerConnectedAccountRoutes(api, ctx);
    registerWebcamRoutes(api, ctx);
    registerVerificationRoutes(api, ctx);
    registerOrganisationRoutes(api, ctx);
    registerRegistrationRoutes(api, ctx);
    registerCheckoutRoutes(api, ctx);
    registerCartRoutes(api, ctx);
    registerPurchaseRoutes(api, ctx);
    registerRefundRoutes(api, ctx);
    registerAccountRoutes(api, ctx);
    registerProfileRoutes(api, ctx);
    registerTwoFactorRoutes(api, ctx);
    registerExpressRoutes(api, ctx);
    registerLogoAssets(api);
    if (config.devMailbox) registerDevRoutes(api, ctx);
    if (deps.devClock) registerDevClockRoute(api, deps.devClock);
  });

  registerHealthRoute(app, db, config.timeouts.healthMs, deps.readiness);
  registerMediaAssets(app);
  const pageParts = pagePartsFor(
    (domain) => organisationAnswer(ctx.db, { domain }),
    config.serveApp
      ? loadShellRenderer(config.shellDir ?? `${config.distDir.replace(/\/+$/, '')}-shell`)
      : Promise.resolve(undefined),
  );
  const appFallback = config.serveApp ? registerAppFiles(app, config.distDir, pageParts) : undefined;
  if (config.serveApp && config.devMailbox) registerDevPages(app, `${config.distDir.replace(/\/+$/, '')}-dev`);

  app.setNotFoundHandler((req, reply) => {
    const p = pathOf(req.url);
    const lastSegment = p.split('/').pop() ?? '';
    // History fallback: a page route of the app (not an API path, not a file name) gets index.html.
    if (
      appFallback &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(p) &&
      !/\.[A-Za-z0-9]+$/.test(lastSegment)
    ) {
      return appFallback(reply, p, req);
    }
    return reply.code(404).send({ status: { success: false, message: notFoundMessage, code: failureCodes.notFound } });
  });

  return app;
}
