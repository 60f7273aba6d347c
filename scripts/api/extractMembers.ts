import ts from 'typescript';
import type { ApiMemberJson, ApiPlan, ApiProductId } from '../../src/docs/api/apiJson';
import type { ApiSources } from './apiSources';
import { readJsDoc } from './jsDoc';
import { typeToApiType, type TypeContext } from './typeToApiType';

export interface ExtractContext extends TypeContext {
  sources: ApiSources;
  /** The product being documented: props declared in its packages are its own. */
  product: ApiProductId;
}

/** The plan of the documented package declaring a symbol; community for anything else. */
export function planOfSymbol(symbol: ts.Symbol, context: ExtractContext): ApiPlan {
  return context.sources.packageOfSymbol(symbol)?.pkg.plan ?? 'community';
}

/** The interface or alias a member is declared in (`GridColumnApi`), or null. */
export function declaringTypeName(symbol: ts.Symbol): string | null {
  const declaration = symbol.declarations?.[0];
  return declaration ? declaringTypeNameOf(declaration) : null;
}

/** The interface or alias a declaration sits in, or null. */
export function declaringTypeNameOf(declaration: ts.Node): string | null {
  let node: ts.Node | undefined = declaration.parent;
  while (node) {
    if (
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isClassDeclaration(node)
    ) {
      return node.name?.text ?? null;
    }
    if (ts.isSourceFile(node)) {
      return null;
    }
    node = node.parent;
  }
  return null;
}

export function compareNames(a: { name: string }, b: { name: string }): number {
  return (
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name)
  );
}

/**
 * One documented member from a property of a checked type: its type as seen
 * through that type (so `TDate` stays what the component passes), its JSDoc,
 * and the plan of the package declaring it. `docSymbol` reads the JSDoc from
 * another symbol when the property lost its declarations (key-remapped types).
 * Returns null for a member the package marks `@ignore`.
 */
export function extractMember(
  property: ts.Symbol,
  context: ExtractContext,
  docSymbol: ts.Symbol = property,
): ApiMemberJson | null {
  const doc = readJsDoc(docSymbol, context.checker);
  if (doc.ignored) {
    return null;
  }
  const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
  return {
    name: property.name,
    type: typeToApiType(context.checker.getTypeOfSymbol(property), context, {
      stripUndefined: optional,
    }),
    required: !optional,
    default: doc.default,
    deprecated: doc.deprecated,
    description: doc.description,
    params: doc.params,
    returns: doc.returns,
    plan: planOfSymbol(docSymbol, context),
  };
}
