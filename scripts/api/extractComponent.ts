import ts from 'typescript';
import type {
  ApiClassJson,
  ApiComponentJson,
  ApiInheritanceJson,
  ApiMemberJson,
  ApiSlotJson,
} from '../../src/docs/api/apiJson';
import { externalPackageName } from './apiSources';
import {
  compareNames,
  declaringTypeName,
  declaringTypeNameOf,
  extractMember,
  type ExtractContext,
} from './extractMembers';
import { readJsDoc } from './jsDoc';

/** Why an exported PascalCase value gets no component page. */
export type ComponentExclusion = 'not-a-component' | 'icon' | 'styled-element' | 'ignored';

/** The part of a component page taken from its types (the caller adds name, product, imports…). */
export type ComponentApi = Pick<
  ApiComponentJson,
  'props' | 'slots' | 'classes' | 'forwardRefTo' | 'inheritance'
> & { ignoredProps: string[] };

export interface ComponentExtractOptions {
  /** The global class name of a `classes` key, given the interface declaring the keys. */
  classNameOf: (classesInterface: string, key: string, packageName: string) => string | null;
  /**
   * Core families: props declared in another component's folder of the same
   * package (Button's props from `ButtonBase/`) are inherited from that
   * component rather than listed, and a component re-exported from another
   * package (Material UI's `ClickAwayListener`, declared in `@mui/base`) lists
   * the props declared there. Otherwise every prop declared in the product's
   * packages is the component's own.
   */
  splitByComponentFolder?: boolean;
  /**
   * The classes object's type (`ButtonClasses`), for a component without a
   * `classes` prop whose package still exports its class names (Joy UI, Base UI).
   */
  classesType?: ts.Type;
}

/**
 * Material UI's shared props types adding `className` and `style` to every
 * component: attributes of the root element, noted as such rather than listed.
 */
const ROOT_ATTRIBUTE_TYPES = new Set(['StandardProps', 'InternalStandardProps', 'CommonProps']);

const RENDERS_JSX = /\b(JSX\.Element|ReactElement|ReactNode|ReactPortal)\b/;

/** Decides whether an exported value is a component readers use, and if not, why. */
export function classifyComponent(
  name: string,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): ComponentExclusion | null {
  if (!/^[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) {
    return 'not-a-component';
  }
  const type = checker.getTypeOfSymbol(symbol);
  const signatures = componentSignatures(type);
  if (
    signatures.length === 0 ||
    !signatures.some((signature) =>
      RENDERS_JSX.test(
        checker.typeToString(
          signature.getReturnType(),
          undefined,
          ts.TypeFormatFlags.UseFullyQualifiedType,
        ),
      ),
    )
  ) {
    return 'not-a-component';
  }
  const printed = checker.typeToString(type);
  if (/\bSvgIconTypeMap\b/.test(printed)) {
    return 'icon';
  }
  if (/\bStyledComponent\b/.test(printed)) {
    return 'styled-element';
  }
  if (readJsDoc(symbol, checker).ignored) {
    return 'ignored';
  }
  return null;
}

/**
 * The signatures a component is rendered through: its call signatures, or for
 * a `React.JSXElementConstructor<P>` (Material UI's `Hidden`), the call
 * signature of the function member of that union.
 */
function componentSignatures(type: ts.Type): readonly ts.Signature[] {
  const own = type.getCallSignatures();
  if (own.length > 0 || !type.isUnion()) {
    return own;
  }
  return type.types.flatMap((member) => member.getCallSignatures());
}

/**
 * The props type of a component: of its signature requiring the fewest props,
 * never the overload of an overridable component requiring `component`
 * (`<C>(props: { component: C } & …)`): the default element's attributes are
 * known in the others.
 */
function propsTypeOf(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): { type: ts.Type; component: ts.Symbol | null } | null {
  const propsOf = (signature: ts.Signature) => {
    const [props] = signature.getParameters();
    return props ? checker.getTypeOfSymbol(props) : null;
  };
  const candidates = componentSignatures(checker.getTypeOfSymbol(symbol))
    .map(propsOf)
    .filter((props): props is ts.Type => props !== null);
  const requiresComponent = (props: ts.Type) => {
    const component = props.getProperty('component');
    return Boolean(component && !(component.flags & ts.SymbolFlags.Optional));
  };
  // Of several signatures (Material UI's ButtonBase also has one requiring `href`, rendering
  // an anchor), the default one requires the fewest props.
  const required = (props: ts.Type) =>
    props.getProperties().filter((property) => !(property.flags & ts.SymbolFlags.Optional)).length;
  const chosen =
    [...candidates]
      .filter((props) => !requiresComponent(props))
      .sort((a, b) => required(a) - required(b))[0] ?? candidates[0];
  if (!chosen) {
    return null;
  }
  // The `component` prop itself is only in the overload that requires it.
  const overload = candidates.find(requiresComponent);
  const component = chosen.getProperty('component')
    ? null
    : (overload?.getProperty('component') ?? null);
  return { type: chosen, component };
}

/** `Omit<T, 'ref'>` of a type with an index signature keeps only the signature: read T instead. */
function omitTarget(type: ts.Type): { target: ts.Type; omitted: Set<string> } | null {
  if (type.aliasSymbol?.name !== 'Omit' || type.aliasTypeArguments?.length !== 2) {
    return null;
  }
  const [target, keys] = type.aliasTypeArguments;
  const omitted = new Set(
    (keys.isUnion() ? keys.types : [keys])
      .filter((key) => key.isStringLiteral())
      .map((key) => (key as ts.StringLiteralType).value),
  );
  return { target, omitted };
}

/**
 * The properties of a props type. A union of prop shapes gives those of every
 * member; an `Omit<…>` that erased a type's properties (it does so when the
 * type has an index signature, as some grid cells' props do) is read through.
 */
function propertiesOf(type: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const members = type.isUnion() || type.isIntersection() ? type.types : [type];
  const erased = members.some((member) => {
    const omit = omitTarget(member);
    return omit && checker.getPropertiesOfType(member).length === 0;
  });
  if (!type.isUnion() && !erased) {
    return checker.getPropertiesOfType(type);
  }
  const byName = new Map<string, ts.Symbol>();
  for (const member of members) {
    const omit = omitTarget(member);
    const properties =
      omit && checker.getPropertiesOfType(member).length === 0
        ? propertiesOf(omit.target, checker).filter((property) => !omit.omitted.has(property.name))
        : checker.getPropertiesOfType(member);
    for (const property of properties) {
      // In `XOR<A, B>` one member spells a prop out and the other forbids it (`x?: never`).
      const existing = byName.get(property.name);
      if (!existing || (!existing.declarations?.length && property.declarations?.length)) {
        byName.set(property.name, property);
      }
    }
  }
  return [...byName.values()];
}

/** `Ref<HTMLDivElement>` → `HTMLDivElement`. */
function refTarget(property: ts.Symbol, checker: ts.TypeChecker): string | null {
  const printed = checker.typeToString(checker.getTypeOfSymbol(property));
  const target = /\b(?:Ref|RefObject|LegacyRef|RefCallback)<(\w+)>/.exec(printed)?.[1];
  return target && target !== 'unknown' && target !== 'any' ? target : null;
}

/**
 * A property that lost its declarations in a key-remapped type
 * (`UncapitalizeObjectKeys<Slots>` turns `Toolbar` into `toolbar`): the
 * original property, found in the alias's type arguments.
 */
function originalProperty(type: ts.Type, name: string): ts.Symbol | null {
  const capitalized = name[0].toUpperCase() + name.slice(1);
  const queue: ts.Type[] = [...(type.aliasTypeArguments ?? [])];
  while (queue.length > 0) {
    const candidate = queue.shift()!;
    const found = candidate.getProperty(capitalized) ?? candidate.getProperty(name);
    if (found?.declarations?.length) {
      return found;
    }
    queue.push(...(candidate.aliasTypeArguments ?? []));
  }
  return null;
}

function extractSlots(propsType: ts.Type, context: ExtractContext): ApiSlotJson[] {
  const { checker } = context;
  const slotsProp = propsType.getProperty('slots') ?? propsType.getProperty('components');
  if (!slotsProp) {
    return [];
  }
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  const slots: ApiSlotJson[] = [];
  for (const slot of checker.getPropertiesOfType(slotsType)) {
    const docSymbol = slot.declarations?.length
      ? slot
      : (originalProperty(slotsType, slot.name) ?? slot);
    const doc = readJsDoc(docSymbol, checker);
    if (!doc.ignored) {
      slots.push({
        name: slot.name,
        defaultComponent: doc.default,
        description: doc.description,
        deprecated: doc.deprecated,
      });
    }
  }
  return slots.sort(compareNames);
}

function extractClasses(
  propsType: ts.Type,
  context: ExtractContext,
  options: ComponentExtractOptions,
): ApiClassJson[] {
  const { checker } = context;
  const classesProp = propsType.getProperty('classes');
  const classesType = classesProp
    ? checker.getNonNullableType(checker.getTypeOfSymbol(classesProp))
    : options.classesType;
  if (!classesType) {
    return [];
  }
  const classes: ApiClassJson[] = [];
  for (const entry of checker.getPropertiesOfType(classesType)) {
    const doc = readJsDoc(entry, checker);
    const owner = declaringTypeName(entry);
    const declarationFile = entry.declarations?.[0]?.getSourceFile().fileName ?? '';
    const className = owner
      ? options.classNameOf(owner, entry.name, externalPackageName(declarationFile))
      : null;
    if (doc.ignored || !className) {
      continue;
    }
    classes.push({
      key: entry.name,
      className,
      description: doc.description,
      deprecated: doc.deprecated,
    });
  }
  return classes.sort((a, b) => a.key.localeCompare(b.key, 'en'));
}

/** `@mui/material/TextField/TextField.d.ts` → `TextField`; null outside a component folder. */
export function componentFolder(fileName: string, pkg: string): string | null {
  const normalized = fileName.replace(/\\/g, '/');
  const marker = `/node_modules/${pkg}/`;
  const rest = normalized.slice(normalized.lastIndexOf(marker) + marker.length);
  const folder = rest.split('/')[0];
  return rest.includes('/') && /^[A-Z]/.test(folder) ? folder : null;
}

/**
 * Groups the props declared outside the product's packages by the component
 * declaring them: React's DOM attributes become one note about the native
 * element; other libraries' props (Material UI's `TextField`…) are grouped by
 * the component folder declaring them, props of shared files (`CommonProps`)
 * joining the package's largest group.
 */
function inheritanceOf(
  external: ts.Symbol[],
  forwardRefTo: string | null,
  rootAttributeTypes: ReadonlySet<string>,
): ApiInheritanceJson[] {
  const groups = new Map<string, ApiInheritanceJson>();
  const loose = new Map<string, { typeName: string; props: string[] }>();
  for (const property of external) {
    const declaration = property.declarations?.[0];
    if (!declaration) {
      continue;
    }
    const fileName = declaration.getSourceFile().fileName;
    const pkg = externalPackageName(fileName);
    if (pkg === 'react' || rootAttributeTypes.has(declaringTypeName(property) ?? '')) {
      const element =
        forwardRefTo?.replace(/^(?:HTML|SVG)(\w*?)Element$/, '$1').toLowerCase() || 'element';
      groups.set('react', { kind: 'native', component: element, package: 'react', props: [] });
      continue;
    }
    const component = componentFolder(fileName, pkg);
    if (!component) {
      const group = loose.get(pkg) ?? { typeName: declaringTypeName(property) ?? pkg, props: [] };
      group.props.push(property.name);
      loose.set(pkg, group);
      continue;
    }
    const key = `${pkg}:${component}`;
    const group = groups.get(key) ?? { kind: 'component', component, package: pkg, props: [] };
    group.props.push(property.name);
    groups.set(key, group);
  }
  for (const [pkg, { typeName, props }] of loose) {
    const largest = [...groups.values()]
      .filter((group) => group.package === pkg)
      .sort((a, b) => b.props.length - a.props.length)[0];
    if (largest) {
      largest.props.push(...props);
    } else {
      groups.set(pkg, { kind: 'type', component: typeName, package: pkg, props });
    }
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      props: [...group.props].sort((a, b) => a.localeCompare(b, 'en')),
    }))
    .sort(
      (a, b) =>
        Number(a.kind === 'native') - Number(b.kind === 'native') ||
        b.props.length - a.props.length,
    );
}

/**
 * The props, slots, CSS classes, ref and inherited props of a component,
 * from the type of its first parameter. Props declared in the documented
 * packages are listed (sorted by name); those declared elsewhere (React's DOM
 * attributes, Material UI components' props) become inheritance notes.
 */
export function extractComponent(
  symbol: ts.Symbol,
  context: ExtractContext,
  options: ComponentExtractOptions,
): ComponentApi {
  const { checker, sources } = context;
  const signatureProps = propsTypeOf(symbol, checker);
  const propsType = signatureProps?.type;
  const result: ComponentApi = {
    props: [],
    slots: [],
    classes: [],
    forwardRefTo: null,
    inheritance: [],
    ignoredProps: [],
  };
  if (!propsType) {
    return result;
  }
  const external: ts.Symbol[] = [];
  const props: ApiMemberJson[] = [];
  const componentFile = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  const componentPackage = externalPackageName(componentFile);
  const ownFolder = componentFolder(componentFile, componentPackage);
  const isOwn = (declaration: ts.Declaration) => {
    const fileName = declaration.getSourceFile().fileName;
    if (!options.splitByComponentFolder) {
      return sources.packageOfFile(fileName)?.product === context.product;
    }
    if (ROOT_ATTRIBUTE_TYPES.has(declaringTypeNameOf(declaration) ?? '')) {
      return false;
    }
    const pkg = externalPackageName(fileName);
    const folder = componentFolder(fileName, pkg);
    return pkg === componentPackage && (folder === null || folder === ownFolder);
  };
  const properties = propertiesOf(propsType, checker);
  if (signatureProps?.component) {
    properties.push(signatureProps.component);
  }
  for (const property of properties) {
    if (property.name === 'key') {
      continue;
    }
    if (property.name === 'ref') {
      result.forwardRefTo = refTarget(property, checker);
      continue;
    }
    const declaration = property.declarations?.[0];
    if (!declaration) {
      // Generated by a mapped type outside the package (a system prop such as `mt`): nothing to document.
      continue;
    }
    // Core families: a prop Button redeclares from ButtonBase is Button's. Otherwise the
    // first declaration decides, as a prop an outside type declares first is that type's.
    const own = options.splitByComponentFolder
      ? property.declarations!.some(isOwn)
      : isOwn(declaration);
    if (!own) {
      external.push(property);
      continue;
    }
    const member = extractMember(property, context);
    if (member) {
      props.push(member);
    } else {
      result.ignoredProps.push(property.name);
    }
  }
  result.props = props.sort(compareNames);
  result.slots = extractSlots(propsType, context);
  result.classes = extractClasses(propsType, context, options);
  result.inheritance = inheritanceOf(
    external,
    result.forwardRefTo,
    options.splitByComponentFolder ? ROOT_ATTRIBUTE_TYPES : new Set(),
  );
  return result;
}
