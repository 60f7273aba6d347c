import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../scripts/postgresCluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL cluster the store tests run against. */
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL cluster for the whole Vitest run and removes it afterwards. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return async () => {
    await cluster.stop();
  };
}
