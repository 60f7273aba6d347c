import { describe, expect, it } from 'vitest';
import { buildErrorCodeTable, type FoundErrorMessage } from './buildErrorCodeTable';

function found(overrides: Partial<FoundErrorMessage>): FoundErrorMessage {
  return {
    code: 9,
    message: 'MUI: Unsupported `%s` color.',
    argumentCount: 1,
    line: 10,
    packageName: '@mui/system',
    flavour: 'root',
    file: '@mui/system/colorManipulator.js',
    ...overrides,
  };
}

const PACKAGES = [
  { name: '@mui/system', version: '5.18.0' },
  { name: '@mui/material', version: '5.18.0' },
];

describe('buildErrorCodeTable', () => {
  it('keeps one entry per code, sorted by number, naming every package that throws it', () => {
    const table = buildErrorCodeTable(
      [
        found({ code: 20, message: 'MUI: moved.', argumentCount: 0, flavour: 'esm' }),
        found({}),
        found({ flavour: 'legacy', file: '@mui/system/legacy/colorManipulator.js' }),
        found({
          code: 20,
          message: 'MUI: moved.',
          argumentCount: 0,
          packageName: '@mui/material',
          file: '@mui/material/styles/index.js',
        }),
      ],
      PACKAGES,
    );
    expect(table).toEqual({
      packages: [
        { name: '@mui/material', version: '5.18.0' },
        { name: '@mui/system', version: '5.18.0' },
      ],
      codes: {
        '9': { message: 'MUI: Unsupported `%s` color.', packages: ['@mui/system'] },
        '20': { message: 'MUI: moved.', packages: ['@mui/material', '@mui/system'] },
      },
    });
    expect(Object.keys(table.codes)).toEqual(['9', '20']);
  });

  it('fails naming both places when one code has two messages', () => {
    const build = () =>
      buildErrorCodeTable(
        [
          found({}),
          found({
            message: 'MUI: Unknown `%s` color.',
            packageName: '@mui/material',
            flavour: 'node',
            file: '@mui/material/node/colors.js',
            line: 4,
          }),
        ],
        PACKAGES,
      );
    expect(build).toThrow(
      'Error code 9 has two messages:\n' +
        '  @mui/system/colorManipulator.js:10 (@mui/system, root build): "MUI: Unsupported `%s` color."\n' +
        '  @mui/material/node/colors.js:4 (@mui/material, node build): "MUI: Unknown `%s` color."',
    );
    expect(build).toThrow('Install MUI packages of one release line');
  });

  it('fails when the same message takes a different number of values', () => {
    expect(() => buildErrorCodeTable([found({}), found({ argumentCount: 2 })], PACKAGES)).toThrow(
      'Error code 9 has two messages',
    );
  });
});
