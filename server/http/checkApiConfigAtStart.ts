import { ApiConfigError, apiConfigFromEnv } from './apiConfig';
import type { Environment } from '../store/storeConfig';

/**
 * Reads the endpoint settings when the server starts, so a bad one (a malformed
 * number, an admin token under 32 characters) stops the start with a message
 * naming the variable, instead of failing the first request. Returns whether
 * the settings are good; `exit` is called with 1 otherwise.
 */
export function checkApiConfigAtStart(
  env: Environment,
  exit: (code: number) => void = (code) => process.exit(code),
  log: (message: string) => void = console.error,
): boolean {
  try {
    apiConfigFromEnv(env);
    return true;
  } catch (error) {
    if (!(error instanceof ApiConfigError)) {
      throw error;
    }
    log(`The server does not start: ${error.message}`);
    exit(1);
    return false;
  }
}
