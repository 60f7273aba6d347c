import { describe, expect, it } from 'vitest';
import { demoPreview } from './demoPreview';

describe('demoPreview', () => {
  it('extracts the returned element, dedented', () => {
    const source = [
      "import { BarChart } from '@mui/x-charts/BarChart';",
      'const data: number[] = [1, 2];',
      'export default function Bars() {',
      '  const height: number = 300;',
      '  return (',
      '    <BarChart',
      '      height={height}',
      '      series={[{ data }]}',
      '    />',
      '  );',
      '}',
    ].join('\n');
    expect(demoPreview(source)).toBe(
      ['<BarChart', '  height={height}', '  series={[{ data }]}', '/>'].join('\n'),
    );
  });

  it('works for arrow functions returning JSX directly and for fragments', () => {
    expect(demoPreview('export default () => <Button>Hi</Button>;\n')).toBe('<Button>Hi</Button>');
    expect(demoPreview('export default function A() {\n  return <>\n    <B />\n  </>;\n}\n')).toBe(
      '<>\n  <B />\n</>',
    );
  });

  it('has no preview when the component does not return JSX at its top', () => {
    expect(
      demoPreview('export default function A() {\n  if (x) { return <B />; }\n  return null;\n}\n'),
    ).toBeNull();
    expect(demoPreview('export const A = () => <B />;\n')).toBeNull();
  });

  it('has no preview when the element is too long to be one', () => {
    const children = Array.from({ length: 20 }, (_, index) => `    <Item key={${index}} />`).join(
      '\n',
    );
    expect(
      demoPreview(
        `export default function A() {\n  return (\n  <List>\n${children}\n  </List>\n  );\n}\n`,
      ),
    ).toBeNull();
  });

  it('reads JavaScript too', () => {
    expect(demoPreview('export default function A() {\n  return <B a={1} />;\n}\n', 'js')).toBe(
      '<B a={1} />',
    );
  });
});
