import ts from 'typescript';
import { messageParts, messageTemplate } from './developmentMessage';

/** The module MUI's production builds call instead of spelling an error message out. */
export const FORMATTER_MODULE = 'formatMuiErrorMessage';

/** One `formatMuiErrorMessage(code, …args)` call and the development message beside it. */
export interface ExtractedErrorMessage {
  code: number;
  /** The development message, each interpolated value written `%s`. */
  message: string;
  /** How many values the call passes after the code (as many as the message's `%s`). */
  argumentCount: number;
  /** 1-based line of the call in its file. */
  line: number;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return current;
}

/** `@mui/utils/formatMuiErrorMessage`, `./formatMuiErrorMessage/index.js`… */
function isFormatterSpecifier(specifier: string): boolean {
  const segments = specifier.replace(/\.[cm]?js$/, '').split('/');
  if (segments.at(-1) === 'index') {
    segments.pop();
  }
  return segments.at(-1) === FORMATTER_MODULE;
}

/** `require("…/formatMuiErrorMessage")`, bare or wrapped in `_interopRequireDefault(…)`. */
function isFormatterRequire(node: ts.Expression): boolean {
  const call = unwrap(node);
  if (!ts.isCallExpression(call)) {
    return false;
  }
  if (ts.isIdentifier(call.expression) && call.expression.text === 'require') {
    const [specifier] = call.arguments;
    return specifier !== undefined && ts.isStringLiteral(specifier)
      ? isFormatterSpecifier(specifier.text)
      : false;
  }
  return call.arguments.length === 1 && isFormatterRequire(call.arguments[0]);
}

/**
 * The local names the module calls the formatter by: `direct` for an ES import of its default
 * export (`_formatMuiErrorMessage(7)`), `viaDefault` for a CommonJS module object
 * (`(0, _formatMuiErrorMessage2.default)(7)`).
 */
function formatterBindings(source: ts.SourceFile): {
  direct: Set<string>;
  viaDefault: Set<string>;
} {
  const direct = new Set<string>();
  const viaDefault = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isFormatterSpecifier(node.moduleSpecifier.text) &&
      node.importClause
    ) {
      const { name, namedBindings } = node.importClause;
      if (name) {
        direct.add(name.text);
      }
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const element of namedBindings.elements) {
          if ((element.propertyName ?? element.name).text === 'default') {
            direct.add(element.name.text);
          }
        }
      }
      if (namedBindings && ts.isNamespaceImport(namedBindings)) {
        viaDefault.add(namedBindings.name.text);
      }
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isFormatterRequire(node.initializer)
    ) {
      viaDefault.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { direct, viaDefault };
}

/** Whether a call's callee is the formatter: `f`, `m.default`, `(0, m.default)`. */
function callsFormatter(
  call: ts.CallExpression,
  bindings: { direct: Set<string>; viaDefault: Set<string> },
): boolean {
  let callee = unwrap(call.expression);
  if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken) {
    callee = unwrap(callee.right);
  }
  if (ts.isIdentifier(callee)) {
    return bindings.direct.has(callee.text);
  }
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'default' &&
    ts.isIdentifier(callee.expression) &&
    bindings.viaDefault.has(callee.expression.text)
  );
}

/** `process.env.NODE_ENV`. */
function isNodeEnv(node: ts.Expression): boolean {
  const inner = unwrap(node);
  return (
    ts.isPropertyAccessExpression(inner) &&
    inner.name.text === 'NODE_ENV' &&
    ts.isPropertyAccessExpression(inner.expression) &&
    inner.expression.name.text === 'env' &&
    ts.isIdentifier(inner.expression.expression) &&
    inner.expression.expression.text === 'process'
  );
}

/** 'development' when the condition reads `NODE_ENV !== "production"`, 'production' for `===`. */
function productionTest(condition: ts.Expression): 'development' | 'production' | null {
  const inner = unwrap(condition);
  if (!ts.isBinaryExpression(inner)) {
    return null;
  }
  const [env, value] = isNodeEnv(inner.left)
    ? [inner.left, inner.right]
    : [inner.right, inner.left];
  const literal = unwrap(value);
  if (!isNodeEnv(env) || !ts.isStringLiteral(literal) || literal.text !== 'production') {
    return null;
  }
  switch (inner.operatorToken.kind) {
    case ts.SyntaxKind.ExclamationEqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsToken:
      return 'development';
    case ts.SyntaxKind.EqualsEqualsEqualsToken:
    case ts.SyntaxKind.EqualsEqualsToken:
      return 'production';
    default:
      return null;
  }
}

/**
 * The development message of a formatter call: the other branch of the
 * `process.env.NODE_ENV !== "production" ? message : formatMuiErrorMessage(…)` around it.
 */
function developmentMessageOf(call: ts.CallExpression): ts.Expression | null {
  let node: ts.Node = call;
  while (ts.isParenthesizedExpression(node.parent)) {
    node = node.parent;
  }
  const conditional = node.parent;
  if (!ts.isConditionalExpression(conditional)) {
    return null;
  }
  const test = productionTest(conditional.condition);
  if (test === 'development' && conditional.whenFalse === node) {
    return conditional.whenTrue;
  }
  if (test === 'production' && conditional.whenTrue === node) {
    return conditional.whenFalse;
  }
  return null;
}

/** An expression's source text without whitespace, to compare a placeholder with an argument. */
function compactText(node: ts.Node, source: ts.SourceFile): string {
  return node.getText(source).replace(/\s+/g, '');
}

/**
 * Every `formatMuiErrorMessage(code, …args)` call of one compiled module, with the development
 * message it stands for. Throws, naming the file and line, when a call has no numeric code, no
 * development message beside it, or a message whose interpolated values are not the call's
 * arguments in the same order.
 */
export function extractErrorMessages(text: string, fileName: string): ExtractedErrorMessage[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const bindings = formatterBindings(source);
  if (bindings.direct.size === 0 && bindings.viaDefault.size === 0) {
    return [];
  }
  const found: ExtractedErrorMessage[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && callsFormatter(node, bindings)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const where = `${fileName}:${line}`;
      const [codeArgument, ...values] = node.arguments;
      const code = codeArgument === undefined ? null : unwrap(codeArgument);
      if (!code || !ts.isNumericLiteral(code)) {
        throw new Error(
          `${where}: ${FORMATTER_MODULE} is called without a numeric error code; the error table cannot be built from this package.`,
        );
      }
      const development = developmentMessageOf(node);
      if (!development) {
        throw new Error(
          `${where}: ${FORMATTER_MODULE}(${code.text}) has no development message beside it (expected \`process.env.NODE_ENV !== "production" ? message : ${FORMATTER_MODULE}(…)\`). Teach scripts/errors/extractErrorMessages.ts this shape.`,
        );
      }
      const { message, expressions } = messageTemplate(messageParts(development));
      if (expressions.length !== values.length) {
        throw new Error(
          `${where}: error ${code.text}'s message interpolates ${expressions.length} values but the minified call passes ${values.length}; the page could not fill the message in.`,
        );
      }
      expressions.forEach((expression, index) => {
        if (compactText(expression, source) !== compactText(values[index], source)) {
          throw new Error(
            `${where}: value ${index + 1} of error ${code.text}'s message is \`${expression.getText(source)}\` but the minified call passes \`${values[index].getText(source)}\` there.`,
          );
        }
      });
      found.push({ code: Number(code.text), message, argumentCount: values.length, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
