import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { runDemoCode } from './runDemoCode';

const SCOPE = { react: React };

function render(code: string): string {
  const run = runDemoCode(code, SCOPE);
  if (run.error !== null) {
    throw new Error(run.error);
  }
  return renderToStaticMarkup(run.element);
}

describe('runDemoCode', () => {
  it('runs TypeScript with JSX, importing from the scope', () => {
    const code = [
      "import * as React from 'react';",
      'interface Props { label?: string }',
      'export default function Counter({ label = "Count" }: Props) {',
      '  const [count] = React.useState<number>(3);',
      '  return <output>{label}: {count}</output>;',
      '}',
    ].join('\n');
    expect(render(code)).toBe('<output>Count: 3</output>');
  });

  it('runs the same component written in JavaScript', () => {
    const code = [
      "import { useState } from 'react';",
      'export default function Counter() {',
      '  const [count] = useState(4);',
      '  return <output>{count}</output>;',
      '}',
    ].join('\n');
    expect(render(code)).toBe('<output>4</output>');
  });

  it('reports a syntax error with its position', () => {
    const run = runDemoCode('export default function A() {\n  return <div>;\n}\n', SCOPE);
    expect(run.element).toBeNull();
    expect(run.error).toMatch(/\(2:\d+\)/);
  });

  it('reports an import the demo scope does not hold', () => {
    const run = runDemoCode(
      "import { DataGrid } from '@mui/x-data-grid';\nexport default () => <DataGrid />;\n",
      SCOPE,
    );
    expect(run.error).toBe("Error: Module not found: '@mui/x-data-grid'");
  });

  it('reports code without a default-exported component', () => {
    expect(runDemoCode('const a = 1;\n', SCOPE).error).toMatch(/exports no component/);
  });
});
