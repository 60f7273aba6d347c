export declare class PostgresClusterError extends Error {}

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** Shuts the cluster down and deletes its files. */
  stop(): Promise<void>;
}

export declare function findPostgresBin(env?: NodeJS.ProcessEnv): string;

export declare function startPostgresCluster(): Promise<PostgresCluster>;
