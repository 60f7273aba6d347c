import ts from 'typescript';
import type { ApiLinkTarget, ApiParameter, ApiType } from '../../src/docs/api/apiJson';

export interface TypeContext {
  checker: ts.TypeChecker;
  /** The API page a named type has, when it is documented (`GridColDef` → its interface page). */
  linkFor: (symbol: ts.Symbol) => ApiLinkTarget | undefined;
}

/** Past this depth a type is printed by the checker rather than broken down. */
const MAX_DEPTH = 5;
/** An alias of a union of at most this many literals is spelled out (`GridDensity` → its values). */
const MAX_EXPANDED_LITERALS = 12;
/** Anonymous object types with at most this many properties are written inline. */
const MAX_INLINE_PROPERTIES = 8;

const KEYWORD_FLAGS =
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.ESSymbol |
  ts.TypeFlags.Void |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Never |
  ts.TypeFlags.NonPrimitive;

const LITERAL_FLAGS =
  ts.TypeFlags.StringLiteral |
  ts.TypeFlags.NumberLiteral |
  ts.TypeFlags.BigIntLiteral |
  ts.TypeFlags.BooleanLiteral;

function printed(type: ts.Type, checker: ts.TypeChecker): ApiType {
  return {
    kind: 'text',
    text: checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation),
  };
}

/** `React.ReactNode` for React's own types, the plain name for everything else. */
export function qualifiedName(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  const file = declaration?.getSourceFile().fileName.replace(/\\/g, '/') ?? '';
  if (/\/node_modules\/@types\/react\//.test(file)) {
    const parent = (symbol as ts.Symbol & { parent?: ts.Symbol }).parent;
    if (parent && parent.name === 'JSX') {
      return `React.JSX.${symbol.name}`;
    }
    return `React.${symbol.name}`;
  }
  return symbol.name;
}

function isLiteralLike(type: ts.Type): boolean {
  return Boolean(
    type.flags & (LITERAL_FLAGS | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.String),
  );
}

/** The value of a literal type or literal type node, as a comparable string. */
function literalKey(type: ts.Type): string | null {
  if (type.isStringLiteral() || type.isNumberLiteral()) {
    return String(type.value);
  }
  return null;
}

/**
 * The members of an alias's literal union in the order its declaration
 * writes them (`'compact' | 'standard' | 'comfortable'`): the checker orders
 * them by creation, which depends on every package the program reads.
 */
function inWrittenOrder(alias: ts.Symbol, members: readonly ts.Type[]): readonly ts.Type[] {
  const declaration = alias.declarations?.find(ts.isTypeAliasDeclaration);
  if (!declaration || !ts.isUnionTypeNode(declaration.type)) {
    return members;
  }
  const written = declaration.type.types.map((node) =>
    ts.isLiteralTypeNode(node) &&
    (ts.isStringLiteral(node.literal) || ts.isNumericLiteral(node.literal))
      ? node.literal.text
      : null,
  );
  const position = (member: ts.Type) => {
    const key = literalKey(member);
    const index = key === null ? -1 : written.indexOf(key);
    return index === -1 ? written.length : index;
  };
  return [...members].sort((a, b) => position(a) - position(b));
}

/** Drops trailing type arguments equal to their parameter's default: `GridRowParams<any>` → `GridRowParams`. */
function withoutDefaultArguments(
  checker: ts.TypeChecker,
  parameters: readonly ts.TypeParameter[] | undefined,
  args: readonly ts.Type[],
): readonly ts.Type[] {
  let end = args.length;
  while (end > 0 && parameters?.[end - 1]) {
    const fallback = checker.getDefaultFromTypeParameter(parameters[end - 1]);
    if (!fallback || fallback !== args[end - 1]) {
      break;
    }
    end -= 1;
  }
  return args.slice(0, end);
}

function aliasTypeParameters(symbol: ts.Symbol): readonly ts.TypeParameter[] | undefined {
  const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration?.typeParameters?.map(
    (parameter) => (parameter as unknown as { symbol: ts.Symbol }).symbol,
  ) as unknown as readonly ts.TypeParameter[] | undefined;
}

class TypeConverter {
  private readonly active = new Set<ts.Type>();

  constructor(private readonly context: TypeContext) {}

  private reference(symbol: ts.Symbol, args: readonly ts.Type[], depth: number): ApiType {
    const target = this.context.linkFor(symbol);
    const result: ApiType = { kind: 'reference', name: qualifiedName(symbol) };
    if (args.length > 0) {
      result.typeArguments = args.map((arg) => this.convert(arg, depth + 1));
    }
    if (target) {
      result.target = target;
    }
    return result;
  }

  signature(signature: ts.Signature, depth: number): ApiType {
    const { checker } = this.context;
    const parameters: ApiParameter[] = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
      const optional = Boolean(declaration?.questionToken || declaration?.initializer);
      const type = checker.getTypeOfSymbol(parameter);
      return {
        name: parameter.name,
        type: this.convert(type, depth + 1, optional),
        optional,
        rest: Boolean(declaration?.dotDotDotToken),
      };
    });
    const result: ApiType = {
      kind: 'function',
      parameters,
      returns: this.convert(signature.getReturnType(), depth + 1),
    };
    const typeParameters = signature.getTypeParameters();
    if (typeParameters && typeParameters.length > 0) {
      result.typeParameters = typeParameters.map((parameter) => parameter.symbol.name);
    }
    return result;
  }

  private union(types: readonly ts.Type[], depth: number, stripUndefined: boolean): ApiType {
    const members = types.filter(
      (member) => !(stripUndefined && member.flags & ts.TypeFlags.Undefined),
    );
    const hasTrue = members.some(
      (member) =>
        member.flags & ts.TypeFlags.BooleanLiteral &&
        (member as { intrinsicName?: string }).intrinsicName === 'true',
    );
    const hasFalse = members.some(
      (member) =>
        member.flags & ts.TypeFlags.BooleanLiteral &&
        (member as { intrinsicName?: string }).intrinsicName === 'false',
    );
    const converted: ApiType[] = [];
    let booleanAdded = false;
    for (const member of members) {
      if (hasTrue && hasFalse && member.flags & ts.TypeFlags.BooleanLiteral) {
        if (!booleanAdded) {
          converted.push({ kind: 'keyword', name: 'boolean' });
          booleanAdded = true;
        }
        continue;
      }
      const result = this.convert(member, depth + 1);
      // A union inside a union (an expanded alias) reads as one flat list.
      converted.push(...(result.kind === 'union' ? result.types : [result]));
    }
    // null and undefined read best last: `string | null`.
    const rank = (type: ApiType) =>
      type.kind === 'keyword' && (type.name === 'null' || type.name === 'undefined') ? 1 : 0;
    converted.sort((a, b) => rank(a) - rank(b));
    return converted.length === 1 ? converted[0] : { kind: 'union', types: converted };
  }

  convert(type: ts.Type, depth = 0, stripUndefined = false): ApiType {
    const { checker } = this.context;
    if (depth > MAX_DEPTH || this.active.has(type)) {
      return printed(type, checker);
    }
    this.active.add(type);
    try {
      return this.convertFresh(type, depth, stripUndefined);
    } finally {
      this.active.delete(type);
    }
  }

  private convertFresh(type: ts.Type, depth: number, stripUndefined: boolean): ApiType {
    const { checker } = this.context;
    if (type.aliasSymbol) {
      if (
        type.isUnion() &&
        type.types.length <= MAX_EXPANDED_LITERALS &&
        type.types.every(isLiteralLike)
      ) {
        return this.union(inWrittenOrder(type.aliasSymbol, type.types), depth, stripUndefined);
      }
      if (
        !type.isUnion() &&
        type.getCallSignatures().length === 1 &&
        type.getProperties().length === 0
      ) {
        return this.signature(type.getCallSignatures()[0], depth);
      }
      const args = withoutDefaultArguments(
        checker,
        aliasTypeParameters(type.aliasSymbol),
        type.aliasTypeArguments ?? [],
      );
      return this.reference(type.aliasSymbol, args, depth);
    }
    if (type.flags & ts.TypeFlags.TypeParameter) {
      return { kind: 'typeParameter', name: type.symbol?.name ?? checker.typeToString(type) };
    }
    if (type.flags & ts.TypeFlags.Boolean) {
      return { kind: 'keyword', name: 'boolean' };
    }
    if (type.flags & ts.TypeFlags.EnumLiteral && type.isUnion() && type.symbol) {
      return this.reference(type.symbol, [], depth);
    }
    if (type.isUnion()) {
      // The union as written (`GridDensity | undefined`) keeps alias names the flattened one loses.
      const origin = (type as ts.UnionType & { origin?: ts.Type }).origin;
      if (origin && origin.flags & ts.TypeFlags.Index) {
        // `keyof HTMLElementTagNameMap` reads better than its hundred names.
        return printed(origin, checker);
      }
      const members = origin?.isUnion() ? origin.types : type.types;
      return this.union(members, depth, stripUndefined);
    }
    if (type.isIntersection()) {
      return {
        kind: 'intersection',
        types: type.types.map((member) => this.convert(member, depth + 1)),
      };
    }
    if (type.flags & LITERAL_FLAGS) {
      if (type.isStringLiteral()) {
        return { kind: 'literal', text: `'${type.value.replace(/'/g, "\\'")}'` };
      }
      return { kind: 'literal', text: checker.typeToString(type) };
    }
    if (type.flags & KEYWORD_FLAGS) {
      return { kind: 'keyword', name: checker.typeToString(type) };
    }
    if (type.flags & ts.TypeFlags.Object) {
      return this.object(type as ts.ObjectType, depth);
    }
    return printed(type, checker);
  }

  private object(type: ts.ObjectType, depth: number): ApiType {
    const { checker } = this.context;
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const result: ApiType = { kind: 'array', element: this.convert(element, depth + 1) };
      if (type.symbol?.name === 'ReadonlyArray') {
        result.readonly = true;
      }
      return result;
    }
    if (checker.isTupleType(type)) {
      return {
        kind: 'tuple',
        elements: checker
          .getTypeArguments(type as ts.TypeReference)
          .map((element) => this.convert(element, depth + 1)),
      };
    }
    const symbol = type.getSymbol();
    const named = symbol && !symbol.name.startsWith('__');
    if (
      named &&
      type.objectFlags &
        (ts.ObjectFlags.Reference | ts.ObjectFlags.Interface | ts.ObjectFlags.Class)
    ) {
      if (type.objectFlags & ts.ObjectFlags.Reference) {
        const reference = type as ts.TypeReference;
        const parameters = reference.target.typeParameters;
        const args = checker.getTypeArguments(reference).slice(0, parameters?.length ?? 0);
        return this.reference(symbol, withoutDefaultArguments(checker, parameters, args), depth);
      }
      return this.reference(symbol, [], depth);
    }
    if (
      named &&
      symbol.flags & (ts.SymbolFlags.Enum | ts.SymbolFlags.Class | ts.SymbolFlags.Interface)
    ) {
      return this.reference(symbol, [], depth);
    }
    const properties = type.getProperties();
    const calls = type.getCallSignatures();
    if (
      calls.length === 1 &&
      properties.length === 0 &&
      type.getConstructSignatures().length === 0
    ) {
      return this.signature(calls[0], depth);
    }
    if (
      type.objectFlags & ts.ObjectFlags.Anonymous &&
      calls.length === 0 &&
      properties.length <= MAX_INLINE_PROPERTIES &&
      checker.getIndexInfosOfType(type).length === 0
    ) {
      return {
        kind: 'object',
        properties: properties.map((property) => {
          const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
          return {
            name: property.name,
            optional,
            type: this.convert(checker.getTypeOfSymbol(property), depth + 1, optional),
          };
        }),
      };
    }
    return printed(type, checker);
  }
}

/**
 * Turns a checked type into the readable structure the API pages show:
 * unions and intersections broken into their members, functions with their
 * signature, named types as references (linked when they have a page), small
 * literal unions behind an alias spelled out. `stripUndefined` drops the
 * `undefined` an optional property adds.
 */
export function typeToApiType(
  type: ts.Type,
  context: TypeContext,
  options: { stripUndefined?: boolean } = {},
): ApiType {
  return new TypeConverter(context).convert(type, 0, options.stripUndefined ?? false);
}

/** The signature of a call, as the API pages show functions. */
export function signatureToApiType(signature: ts.Signature, context: TypeContext): ApiType {
  return new TypeConverter(context).signature(signature, 0);
}
