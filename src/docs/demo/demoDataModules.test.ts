import { describe, expect, it } from 'vitest';
import { demoDataModuleName, rewriteDemoDataImports } from './demoDataModules';

describe('demoDataModuleName', () => {
  it('reads a camelCase module name and refuses anything else', () => {
    expect(demoDataModuleName('@demo-data/supportTickets')).toBe('supportTickets');
    expect(demoDataModuleName('@demo-data/SupportTickets')).toBeNull();
    expect(demoDataModuleName('@demo-data/nested/tickets')).toBeNull();
    expect(demoDataModuleName('@mui/x-data-grid')).toBeNull();
  });
});

describe('rewriteDemoDataImports', () => {
  it('rewrites import, export and dynamic import sources, and nothing else', () => {
    const code = [
      "import { tickets } from '@demo-data/supportTickets';",
      'import type { Ticket } from "@demo-data/supportTickets";',
      "export { rivers } from '@demo-data/rivers';",
      "const later = import('@demo-data/rivers');",
      "const label = 'Data from @demo-data/rivers';",
    ].join('\n');
    expect(rewriteDemoDataImports(code, './demo-data/').split('\n')).toEqual([
      "import { tickets } from './demo-data/supportTickets';",
      'import type { Ticket } from "./demo-data/supportTickets";',
      "export { rivers } from './demo-data/rivers';",
      "const later = import('./demo-data/rivers');",
      "const label = 'Data from @demo-data/rivers';",
    ]);
  });
});
