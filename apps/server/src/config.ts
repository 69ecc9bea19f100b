import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_API_KEY_RATE_LIMIT,
  DEFAULT_FILE_SIZE_LIMIT,
  DEFAULT_SIGNED_URL_EXPIRATION_S,
  parseApiKeyRateLimit,
} from '@keel/core';
import { REPOSITORY_ROOT } from './paths';

/**
 * Keel's configuration, read once from the environment (and a `.env` file when present). Nothing
 * else in the server reads process.env: everything takes a Config.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  /** External PostgreSQL; without it Keel runs an embedded server with its data under DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  /** The address people use to reach Keel, e.g. https://keel.example.com; used in links and cookies. */
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Signs sessions and tokens. Generated and kept in DATA_DIR when not given. */
  SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Pretty, coloured logs for people instead of JSON lines; defaults to on when stdout is a terminal. */
  LOG_PRETTY: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Built web app served by the server; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: optionalString,
  /** Largest upload accepted, in bytes. */
  FILE_SIZE_LIMIT: z.coerce.number().int().positive().default(DEFAULT_FILE_SIZE_LIMIT),
  /** Seconds a signed upload or download URL stays valid (Plane's SIGNED_URL_EXPIRATION). */
  SIGNED_URL_EXPIRATION: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 60 * 60)
    .default(DEFAULT_SIGNED_URL_EXPIRATION_S),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: optionalString,
  SMTP_SECURE: booleanFlag.default(false),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  LLM_API_URL: optionalString,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  /** Requests per API token on /api/v1/: `60/minute` (Plane's form) or a bare count per minute. */
  API_KEY_RATE_LIMIT: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => parseApiKeyRateLimit(value) !== null,
        'must be a count per period such as 60/minute',
      )
      .optional(),
  ),
  /** Hosts webhooks may post to even when they resolve to private or local addresses (comma-separated). */
  WEBHOOK_ALLOWED_HOSTS: optionalString,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the data directory. */
  dataDir: string;
  /** Null: start the embedded PostgreSQL server. */
  databaseUrl: string | null;
  databasePoolSize: number;
  publicUrl: string | null;
  secretKey: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logPretty: boolean;
  trustProxy: boolean;
  webDistDir: string;
  fileSizeLimit: number;
  /** Seconds a signed upload or download URL stays valid. */
  signedUrlExpiration: number;
  smtp: {
    host: string;
    port: number;
    user: string | null;
    password: string | null;
    from: string;
    secure: boolean;
  } | null;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string | null;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  llm: { apiUrl: string; model: string; apiKey: string | null } | null;
  /** Requests each API token may make on /api/v1/ per window (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: { max: number; windowSeconds: number };
  /** Host names or addresses webhooks may reach despite the SSRF guard, lower-case (WEBHOOK_ALLOWED_HOSTS). */
  webhookAllowedHosts: string[];
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const SECRET_KEY_FILE = 'secret-key';

/** Reads `.env` from the working directory into process.env; variables already set win. */
function loadDotEnv(cwd: string): void {
  const file = path.join(cwd, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

function readOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const key = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
    .join('; ');
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Whether standard output is a terminal, for the default of LOG_PRETTY. */
  isTty?: boolean;
}

/**
 * Parses the environment into a Config. Throws ConfigError naming every variable at fault. Creates
 * the data directory and, when SECRET_KEY is not set, the secret key kept in it.
 */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  if (!options.env) loadDotEnv(cwd);
  const parsed = EnvSchema.safeParse(options.env ?? process.env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  const smtp = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        user: env.SMTP_USER ?? null,
        password: env.SMTP_PASSWORD ?? null,
        from: env.SMTP_FROM ?? `Keel <no-reply@${env.SMTP_HOST}>`,
        secure: env.SMTP_SECURE,
      }
    : null;

  let storage: Config['storage'];
  if (env.STORAGE_DRIVER === 's3') {
    const missing = (
      ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    )
      .filter((key) => !env[key])
      .join(', ');
    if (missing) throw new ConfigError(`Invalid configuration: STORAGE_DRIVER=s3 needs ${missing}`);
    storage = {
      driver: 's3',
      endpoint: env.S3_ENDPOINT ?? null,
      region: env.S3_REGION ?? '',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    };
  } else {
    storage = { driver: 'local', dir: path.join(dataDir, 'uploads') };
  }

  if ((env.LLM_API_URL && !env.LLM_MODEL) || (!env.LLM_API_URL && env.LLM_MODEL)) {
    throw new ConfigError('Invalid configuration: LLM_API_URL and LLM_MODEL are set together');
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    secretKey: env.SECRET_KEY ?? readOrCreateSecretKey(dataDir),
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY ?? options.isTty ?? false,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(cwd, env.WEB_DIST_DIR)
      : path.join(REPOSITORY_ROOT, 'apps/web/dist'),
    fileSizeLimit: env.FILE_SIZE_LIMIT,
    signedUrlExpiration: env.SIGNED_URL_EXPIRATION,
    smtp,
    storage,
    llm:
      env.LLM_API_URL && env.LLM_MODEL
        ? { apiUrl: env.LLM_API_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY ?? null }
        : null,
    apiKeyRateLimit: (env.API_KEY_RATE_LIMIT === undefined
      ? null
      : parseApiKeyRateLimit(env.API_KEY_RATE_LIMIT)) ?? { ...DEFAULT_API_KEY_RATE_LIMIT },
    webhookAllowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1'),
      )
      .filter((host) => host !== ''),
  };
}
