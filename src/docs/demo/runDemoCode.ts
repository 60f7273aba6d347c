import type { ReactElement } from 'react';
import { generateElement } from 'react-runner';
import type { DemoScope } from './demoScope';

export type DemoRun = { element: ReactElement; error: null } | { element: null; error: string };

/**
 * Compiles and evaluates edited demo code (TypeScript or JavaScript, with JSX)
 * with react-runner, whose imports resolve only to the demo's own scope.
 * Returns the element of the default-exported component, or the reason there is none.
 */
export function runDemoCode(code: string, scope: DemoScope): DemoRun {
  try {
    const element = generateElement({ code, scope: { import: scope } });
    if (element === null || typeof element !== 'object') {
      return {
        element: null,
        error: 'The code exports no component: keep `export default function …` in it.',
      };
    }
    return { element, error: null };
  } catch (error) {
    return { element: null, error: String(error) };
  }
}
