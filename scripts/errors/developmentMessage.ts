import ts from 'typescript';

/** What marks a value interpolated into a message, as the production error page fills it in. */
export const PLACEHOLDER = '%s';

/** A piece of a development message: literal text, or an expression interpolated at run time. */
export type MessagePart = { text: string } | { expression: ts.Expression };

function unwrapParentheses(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return current;
}

function isStringLiteralLike(node: ts.Expression): node is ts.StringLiteralLike {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** Whether an expression is certainly a string built from text: literals, templates, concats. */
function isStringBuilding(node: ts.Expression): boolean {
  const inner = unwrapParentheses(node);
  return (
    isStringLiteralLike(inner) ||
    ts.isTemplateExpression(inner) ||
    isConcatCall(inner) ||
    (ts.isBinaryExpression(inner) &&
      inner.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (isStringBuilding(inner.left) || isStringBuilding(inner.right)))
  );
}

/** `"text".concat(a, "more")`, the shape Babel's loose template-literal transform writes. */
function isConcatCall(node: ts.Expression): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'concat' &&
    isStringBuilding(node.expression.expression)
  );
}

/**
 * The parts of a message expression as the compiled packages write it: a string literal, a
 * template literal (`…${name}…`), a `"…".concat(name, "…")` chain (the legacy build) or a
 * `"…" + name + "…"` sum. Whatever is not literal text is an interpolated expression.
 */
export function messageParts(node: ts.Expression): MessagePart[] {
  const inner = unwrapParentheses(node);
  if (isStringLiteralLike(inner)) {
    return [{ text: inner.text }];
  }
  if (ts.isTemplateExpression(inner)) {
    const parts: MessagePart[] = [{ text: inner.head.text }];
    for (const span of inner.templateSpans) {
      parts.push({ expression: span.expression }, { text: span.literal.text });
    }
    return parts;
  }
  if (isConcatCall(inner)) {
    const receiver = (inner.expression as ts.PropertyAccessExpression).expression;
    return [
      ...messageParts(receiver),
      ...inner.arguments.map((argument): MessagePart => {
        const value = unwrapParentheses(argument);
        return isStringLiteralLike(value) ? { text: value.text } : { expression: argument };
      }),
    ];
  }
  if (
    ts.isBinaryExpression(inner) &&
    inner.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isStringBuilding(inner)
  ) {
    return [...messageParts(inner.left), ...messageParts(inner.right)];
  }
  return [{ expression: inner }];
}

/**
 * The message with each interpolated expression replaced by `%s`, and the expressions in order.
 * Throws when the literal text itself holds `%s`: the page could not tell it from a value.
 */
export function messageTemplate(parts: readonly MessagePart[]): {
  message: string;
  expressions: ts.Expression[];
} {
  let message = '';
  const expressions: ts.Expression[] = [];
  for (const part of parts) {
    if ('text' in part) {
      if (part.text.includes(PLACEHOLDER)) {
        throw new Error(
          `The message text "${part.text}" contains "${PLACEHOLDER}", which the production error page reads as a value to fill in. Choose another placeholder in scripts/errors/developmentMessage.ts.`,
        );
      }
      message += part.text;
    } else {
      message += PLACEHOLDER;
      expressions.push(part.expression);
    }
  }
  return { message, expressions };
}
