#!/usr/bin/env node
// CI's check of the operators' files: `docker compose config -q` when Docker's compose plugin is here;
// always a check of our own on what compose cannot know: compose.yaml's services and their wiring, that every
// variable it gives the app servers is one the server reads (apps/server/src/config.ts), that the balancer's
// config names the app services, and that the Dockerfile runs Node 20 as a non-root user.
//   node scripts/check-compose.mjs [compose.yaml] [deploy/haproxy.cfg] [Dockerfile]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [
  composeFile = join(ROOT, 'compose.yaml'),
  haproxyFile = join(ROOT, 'deploy/haproxy.cfg'),
  dockerFile = join(ROOT, 'Dockerfile'),
] = process.argv.slice(2);

const APPS = ['app1', 'app2'];
const REQUIRED_SERVICES = [...APPS, 'lb', 'postgres', 'redis', 's3'];
const REQUIRED_APP_ENV = [
  'NODE_ENV',
  'PUBLIC_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_URL',
  'SMTP_URL',
  'JWT_SECRET',
  'PROTOCOL_SIGNING_KEY',
  'TRUST_PROXY',
];

const problems = [];
const problem = (text) => problems.push(text);

/** The variables the server parses (the keys of envSchema in config.ts). */
function serverVariables() {
  const source = readFileSync(join(ROOT, 'apps/server/src/config.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('.superRefine('));
  return new Set([...schema.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]));
}

function asObject(value) {
  if (Array.isArray(value)) return Object.fromEntries(value.map((entry) => String(entry).split(/=(.*)/s).slice(0, 2)));
  return value ?? {};
}

function checkCompose() {
  let doc;
  try {
    doc = parse(readFileSync(composeFile, 'utf8'), { merge: true });
  } catch (error) {
    return problem(`${composeFile}: not YAML: ${error.message}`);
  }
  const services = doc?.services;
  if (!services || typeof services !== 'object') return problem(`${composeFile}: no services`);
  const volumes = new Set(Object.keys(doc.volumes ?? {}));
  const known = serverVariables();
  for (const name of REQUIRED_SERVICES) if (!services[name]) problem(`service "${name}" is missing`);
  for (const [name, service] of Object.entries(services)) {
    if (!service.image && !service.build) problem(`service "${name}" has neither image nor build`);
    const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const other of dependsOn)
      if (!services[other]) problem(`service "${name}" depends on "${other}", which is not a service`);
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source.startsWith('.') || source.startsWith('/')) {
        if (!existsSync(resolve(dirname(composeFile), source)))
          problem(`service "${name}" mounts ${source}, which does not exist`);
      } else if (!volumes.has(source)) problem(`service "${name}" uses the volume "${source}", which is not declared`);
    }
  }
  for (const name of APPS) {
    const app = services[name];
    if (!app) continue;
    if (app.build !== '.' && app.build?.context !== '.')
      problem(`"${name}" must be built from the Dockerfile at the root`);
    const env = asObject(app.environment);
    for (const key of REQUIRED_APP_ENV) if (!(key in env)) problem(`"${name}" lacks ${key}`);
    for (const key of Object.keys(env))
      if (!known.has(key)) problem(`"${name}" sets ${key}, which the server does not read`);
    if (env.NODE_ENV !== 'production') problem(`"${name}" must run with NODE_ENV=production`);
    if (!app.healthcheck?.test) problem(`"${name}" has no healthcheck`);
    const deps = app.depends_on ?? {};
    for (const needed of ['postgres', 'redis']) {
      if (deps[needed]?.condition !== 'service_healthy') problem(`"${name}" must wait for ${needed} to be healthy`);
    }
  }
  const lbDeps = services.lb?.depends_on ?? {};
  for (const name of APPS) if (!(name in lbDeps)) problem(`the balancer must wait for "${name}"`);
  const mounts = (services.lb?.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':')[0] : v.source));
  if (!mounts.some((source) => resolve(dirname(composeFile), source) === resolve(haproxyFile)))
    problem(`the balancer does not mount ${haproxyFile}`);
}

function checkHaproxy() {
  if (!existsSync(haproxyFile)) return problem(`${haproxyFile} is missing`);
  const cfg = readFileSync(haproxyFile, 'utf8');
  for (const name of APPS)
    if (!new RegExp(`^\\s*server\\s+\\S+\\s+${name}:3000\\b`, 'm').test(cfg))
      problem(`${haproxyFile} does not balance over ${name}:3000`);
  if (!/option httpchk GET \/api\/ready/.test(cfg)) problem(`${haproxyFile} must check the servers on /api/ready`);
  const haproxy = spawnSync('haproxy', ['-c', '-f', haproxyFile], { encoding: 'utf8' });
  if (haproxy.error) console.log('[compose] haproxy is not installed: its own check of the config is skipped');
  else if (haproxy.status !== 0) problem(`haproxy -c: ${haproxy.stdout}${haproxy.stderr}`);
}

function checkDockerfile() {
  if (!existsSync(dockerFile)) return problem(`${dockerFile} is missing`);
  const text = readFileSync(dockerFile, 'utf8');
  const stages = [...text.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  if (stages.length < 2) problem('the Dockerfile must build in one stage and run in another');
  if (!stages.at(-1)?.startsWith('node:20')) problem(`the image must run on Node 20 (runs on ${stages.at(-1)})`);
  const users = [...text.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
  if (users.length === 0 || ['root', '0'].includes(users.at(-1))) problem('the image must run as a non-root user');
  if (!/^HEALTHCHECK /m.test(text)) problem('the Dockerfile has no HEALTHCHECK');
}

checkCompose();
checkHaproxy();
checkDockerfile();
const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (!docker.error && docker.status === 0) {
  // compose resolves ${VAR:?…} at config time: give it placeholders for the secrets.
  const env = {
    ...process.env,
    POSTGRES_PASSWORD: 'x',
    S3_ACCESS_KEY: 'x',
    S3_SECRET_KEY: 'x',
    JWT_SECRET: 'x',
    PROTOCOL_SIGNING_KEY: 'x',
  };
  const config = spawnSync('docker', ['compose', '-f', composeFile, 'config', '-q'], { encoding: 'utf8', env });
  if (config.status !== 0) problem(`docker compose config: ${config.stderr}`);
} else {
  console.log('[compose] docker compose is not installed: checked by this script alone');
}
if (problems.length > 0) {
  for (const text of problems) console.error(`[compose] ${text}`);
  process.exit(1);
}
console.log(`[compose] ${composeFile}, ${haproxyFile} and ${dockerFile}: ok`);
