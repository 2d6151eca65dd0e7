import { adminQuery, dropDatabase, openTestServer, withDatabase } from '@stringer/test-support/test-database';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/**
 * Builds one migrated, seeded template database; each test file then copies it (CREATE DATABASE
 * … TEMPLATE), which takes a fraction of a second, and works alone in its copy.
 */
export default async function setup(project: TestProject) {
  const server = await openTestServer();
  const template = `stringer_tpl_${process.pid}`;
  await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(server.adminUrl, `CREATE DATABASE ${template}`);
  const config = loadConfig({ DATABASE_URL: withDatabase(server.adminUrl, template), LOG_LEVEL: 'silent' });
  // Starting the app once migrates, seeds and installs pg-boss's schema in the template.
  const app = await buildApp(config, false);
  await app.close();
  console.log(`API tests use ${server.kind} PostgreSQL`);
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await dropDatabase(server.adminUrl, template);
    await server.stop();
  };
}
