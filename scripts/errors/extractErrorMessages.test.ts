import { describe, expect, it } from 'vitest';
import { extractErrorMessages } from './extractErrorMessages';

// Small modules in the shapes the MUI packages are compiled to (written for these tests).

/** The root and modern builds: an ES import and a template literal. */
const ES_MODULE = `import _formatMuiErrorMessage from "@mui/utils/formatMuiErrorMessage";
export function parseShade(shade) {
  if (typeof shade !== 'number') {
    throw new Error(process.env.NODE_ENV !== "production" ? \`MUI: The shade \\\`\${shade}\\\` is not a number.\` : _formatMuiErrorMessage(31, shade));
  }
  return shade;
}`;

/** The node build: CommonJS through Babel's interop helper. */
const COMMONJS_MODULE = `"use strict";
var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");
var _formatMuiErrorMessage2 = _interopRequireDefault(require("@mui/utils/formatMuiErrorMessage"));
function parseShade(shade) {
  throw new Error(process.env.NODE_ENV !== "production" ? \`MUI: The shade \\\`\${shade}\\\` is not a number.\` : (0, _formatMuiErrorMessage2.default)(31, shade));
}`;

/** The legacy build: templates become `.concat` chains, with a nested one as a value. */
const LEGACY_MODULE = `import _formatMuiErrorMessage from "@mui/utils/formatMuiErrorMessage";
export function checkPalette(label, shade) {
  throw new Error(process.env.NODE_ENV !== "production" ? "MUI: The palette".concat(label ? " (".concat(label, ")") : '', " lacks a \`").concat(shade, "\` shade.") : _formatMuiErrorMessage(32, label ? " (".concat(label, ")") : '', shade));
}`;

describe('extractErrorMessages', () => {
  it('reads a template literal beside an ES-imported formatter call, values as %s', () => {
    expect(extractErrorMessages(ES_MODULE, 'pkg/shade.js')).toEqual([
      { code: 31, message: 'MUI: The shade `%s` is not a number.', argumentCount: 1, line: 4 },
    ]);
  });

  it('reads the CommonJS build, `(0, module.default)(code, …)`, to the same message', () => {
    const [found] = extractErrorMessages(COMMONJS_MODULE, 'pkg/node/shade.js');
    expect(found).toMatchObject({ code: 31, message: 'MUI: The shade `%s` is not a number.' });
  });

  it('reads a legacy `.concat` chain, a nested concat counting as one value', () => {
    expect(extractErrorMessages(LEGACY_MODULE, 'pkg/legacy/palette.js')).toEqual([
      {
        code: 32,
        message: 'MUI: The palette%s lacks a `%s` shade.',
        argumentCount: 2,
        line: 3,
      },
    ]);
  });

  it('reads plain strings, `+` sums, escapes and the inverted production test', () => {
    const text = `const m = require("../formatMuiErrorMessage");
export const a = process.env.NODE_ENV !== 'production' ? "MUI: Line one.\\nLine \\"two\\"." : m.default(40);
export const b = process.env.NODE_ENV === "production" ? (0, m.default)(41, size) : "MUI: Size " + size + " is too big.";`;
    expect(
      extractErrorMessages(text, 'pkg/sum.js').map(({ code, message }) => [code, message]),
    ).toEqual([
      [40, 'MUI: Line one.\nLine "two".'],
      [41, 'MUI: Size %s is too big.'],
    ]);
  });

  it('finds nothing in a module that does not import the formatter', () => {
    const text = `function formatMuiErrorMessage(code) { return code; }
throw new Error(process.env.NODE_ENV !== "production" ? "MUI: local" : formatMuiErrorMessage(3));`;
    expect(extractErrorMessages(text, 'pkg/local.js')).toEqual([]);
  });

  it('throws, naming file and line, for a call without a development message', () => {
    const text = `import f from "@mui/utils/formatMuiErrorMessage";

throw new Error(f(5));`;
    expect(() => extractErrorMessages(text, 'pkg/bare.js')).toThrow(
      /^pkg\/bare\.js:3: formatMuiErrorMessage\(5\) has no development message beside it/,
    );
  });

  it('throws when the message and the call disagree on the values', () => {
    const fewer = `import f from "@mui/utils/formatMuiErrorMessage";
throw new Error(process.env.NODE_ENV !== "production" ? \`MUI: \${a} and \${b}\` : f(6, a));`;
    expect(() => extractErrorMessages(fewer, 'pkg/fewer.js')).toThrow(
      "pkg/fewer.js:2: error 6's message interpolates 2 values but the minified call passes 1",
    );
    const swapped = `import f from "@mui/utils/formatMuiErrorMessage";
throw new Error(process.env.NODE_ENV !== "production" ? \`MUI: \${a} and \${b}\` : f(6, b, a));`;
    expect(() => extractErrorMessages(swapped, 'pkg/swapped.js')).toThrow(
      "value 1 of error 6's message is `a` but the minified call passes `b` there",
    );
  });

  it('throws for a code that is not a number literal', () => {
    const text = `import f from "@mui/utils/formatMuiErrorMessage";
throw new Error(process.env.NODE_ENV !== "production" ? "MUI: x" : f(code));`;
    expect(() => extractErrorMessages(text, 'pkg/code.js')).toThrow(
      'pkg/code.js:2: formatMuiErrorMessage is called without a numeric error code',
    );
  });

  it('throws when the message text itself holds the placeholder', () => {
    const text = `import f from "@mui/utils/formatMuiErrorMessage";
throw new Error(process.env.NODE_ENV !== "production" ? "MUI: 50%s off" : f(8));`;
    expect(() => extractErrorMessages(text, 'pkg/percent.js')).toThrow(
      'The message text "MUI: 50%s off" contains "%s"',
    );
  });
});
