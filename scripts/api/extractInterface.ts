import ts from 'typescript';
import type {
  ApiHookJson,
  ApiInterfaceJson,
  ApiMemberGroupJson,
  ApiMemberJson,
  ApiPlan,
} from '../../src/docs/api/apiJson';
import {
  compareNames,
  declaringTypeName,
  extractMember,
  planOfSymbol,
  type ExtractContext,
} from './extractMembers';
import type { InterfaceVariants } from './apiSources';
import { typeToApiType } from './typeToApiType';

const PLAN_ORDER: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

function membersOf(type: ts.Type, context: ExtractContext): ts.Symbol[] {
  return context.checker.getPropertiesOfType(type);
}

/** `<R extends GridValidRowModel = any>` as written on the declaration, or ''. */
function typeParametersText(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.find(
    (node): node is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node),
  );
  const parameters = declaration?.typeParameters;
  if (!parameters || parameters.length === 0) {
    return '';
  }
  return `<${parameters.map((parameter) => parameter.getText()).join(', ')}>`;
}

export type InterfaceApi = Pick<ApiInterfaceJson, 'typeParameters' | 'unionOf' | 'groups'>;

/**
 * The members of an exported interface or object type alias, as declared
 * (type parameters kept). A union alias (`GridColDef`) lists its members and
 * the properties they share. With `grouped`, members are grouped by the
 * interface declaring them (`GridApi` by sub-API), groups sorted by name;
 * otherwise one group holds them all. Members are sorted by name.
 */
export function extractInterface(
  symbol: ts.Symbol,
  context: ExtractContext,
  grouped: boolean,
  variants?: InterfaceVariants,
): InterfaceApi {
  const { checker } = context;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const unionOf = type.isUnion() ? type.types.map((member) => typeToApiType(member, context)) : [];
  const groups = new Map<string | null, ApiMemberGroupJson>();
  for (const property of membersOf(type, context)) {
    const docSymbol = property.declarations?.length
      ? property
      : ((property as ts.Symbol & { links?: { syntheticOrigin?: ts.Symbol } }).links
          ?.syntheticOrigin ?? property);
    const member = extractMember(property, context, docSymbol);
    if (!member) {
      continue;
    }
    const groupName = grouped ? declaringTypeName(docSymbol) : null;
    const group = groups.get(groupName) ?? {
      name: groupName,
      plan: grouped ? planOfSymbol(docSymbol, context) : 'community',
      members: [] as ApiMemberJson[],
    };
    group.members.push(member);
    groups.set(groupName, group);
  }
  const sortedGroups = [...groups.values()]
    .map((group) => ({ ...group, members: group.members.sort(compareNames) }))
    .sort(
      (a, b) =>
        PLAN_ORDER[a.plan] - PLAN_ORDER[b.plan] || (a.name ?? '').localeCompare(b.name ?? ''),
    );
  const variantGroups = variants ? variantMemberGroups(symbol, variants, context) : [];
  return {
    typeParameters: typeParametersText(symbol),
    unionOf,
    groups: [...sortedGroups, ...variantGroups],
  };
}

/**
 * The groups of `ApiProductSpec.interfaceVariants`: for each key of the map type declared beside
 * the alias, its members minus `omit`, named as the alias instantiated with that key.
 */
function variantMemberGroups(
  symbol: ts.Symbol,
  variants: InterfaceVariants,
  context: ExtractContext,
): ApiMemberGroupJson[] {
  const { checker } = context;
  const mapDeclaration = symbol.declarations?.[0]
    ?.getSourceFile()
    .statements.find(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
        statement.name.text === variants.from,
    );
  if (!mapDeclaration) {
    throw new Error(
      `${symbol.name}'s variants come from ${variants.from}, which its declaration file does not declare: update interfaceVariants in scripts/api/apiProducts.ts.`,
    );
  }
  const omitted = new Set(variants.omit);
  const groups: ApiMemberGroupJson[] = [];
  for (const entry of checker.getPropertiesOfType(checker.getTypeAtLocation(mapDeclaration.name))) {
    const members = checker
      .getPropertiesOfType(checker.getTypeOfSymbol(entry))
      .filter((property) => !omitted.has(property.name))
      .map((property) => extractMember(property, context))
      .filter((member): member is ApiMemberJson => member !== null)
      .map((member) => ({ ...member, required: false }))
      .sort(compareNames);
    if (members.length > 0) {
      groups.push({ name: `${symbol.name}<'${entry.name}'>`, plan: 'community', members });
    }
  }
  return groups;
}

export type HookApi = Pick<ApiHookJson, 'parameters' | 'returnValue'>;

function objectMembers(type: ts.Type | undefined, context: ExtractContext): ApiMemberJson[] {
  if (!type) {
    return [];
  }
  const target = context.checker.getNonNullableType(type);
  return membersOf(target, context)
    .map((property) => extractMember(property, context))
    .filter((member): member is ApiMemberJson => member !== null)
    .sort(compareNames);
}

/** A hook's parameters (the fields of its options object) and the fields of its return value. */
export function extractHook(symbol: ts.Symbol, context: ExtractContext): HookApi {
  const { checker } = context;
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  if (!signature) {
    throw new Error(
      `"${symbol.name}" is documented as a hook but its type has no call signature: remove it from the hooks to document.`,
    );
  }
  const [options] = signature.getParameters();
  return {
    parameters: objectMembers(options && checker.getTypeOfSymbol(options), context),
    returnValue: objectMembers(signature.getReturnType(), context),
  };
}
