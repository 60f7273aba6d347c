import type {
  ApiClassJson,
  ApiEntryJson,
  ApiEntryKind,
  ApiInheritanceJson,
  ApiMemberJson,
  ApiPlan,
  ApiProductJson,
  ApiSlotJson,
} from './apiJson';
import { apiSlug } from './apiSlug';
import type {
  ApiDisplaySection,
  ApiEntryView,
  ApiIndexView,
  ApiInheritanceView,
  ApiRowGroupView,
  ApiRowView,
  ApiSectionKind,
  ApiSectionView,
} from './apiView';
import { formatApiType, type ApiLinkResolver } from './formatApiType';

export interface ApiViewContext {
  renderMarkdown: (markdown: string) => string;
  resolveLink: ApiLinkResolver;
  /** The guide pages showing an entry: its JSDoc demos this site has, and pages listing it. */
  demosOf: (entry: ApiEntryJson) => { title: string; href: string }[];
  /** The URL of an entry's page, for the index. */
  hrefOf: (entry: ApiEntryJson) => string;
  /** Where an inherited component is documented; `inheritanceView`'s guess when absent. */
  inheritedHref?: (inherited: ApiInheritanceJson) => string | null;
  /** Prefix anchors with the entry's name, for pages that list several entries. */
  prefixAnchors?: boolean;
}

function paidPlan(plan: ApiPlan): Exclude<ApiPlan, 'community'> | null {
  return plan === 'community' ? null : plan;
}

function deprecatedHtml(message: string | null, context: ApiViewContext): string | null {
  return message === null ? null : context.renderMarkdown(message);
}

/** The deprecation of a row, when it has one (`''` for a bare `@deprecated`). */
function deprecation(message: string | null, context: ApiViewContext): Partial<ApiRowView> {
  return message === null ? {} : { deprecatedHtml: context.renderMarkdown(message) };
}

function memberRow(member: ApiMemberJson, prefix: string, context: ApiViewContext): ApiRowView {
  const plan = paidPlan(member.plan);
  return {
    id: `${prefix}-${member.name}`,
    name: member.name,
    descriptionHtml: context.renderMarkdown(member.description),
    type: formatApiType(member.type, context.resolveLink),
    ...(member.default !== null ? { defaultValue: member.default } : {}),
    ...(member.required ? { required: true as const } : {}),
    ...(plan ? { plan } : {}),
    ...deprecation(member.deprecated, context),
    ...(member.params.length > 0
      ? {
          params: member.params.map((param) => ({
            name: param.name,
            descriptionHtml: context.renderMarkdown(param.description),
          })),
        }
      : {}),
    ...(member.returns ? { returnsHtml: context.renderMarkdown(member.returns) } : {}),
  };
}

function slotRow(slot: ApiSlotJson, prefix: string, context: ApiViewContext): ApiRowView {
  return {
    id: `${prefix}-${slot.name}`,
    name: slot.name,
    descriptionHtml: context.renderMarkdown(slot.description),
    ...(slot.defaultComponent !== null ? { defaultValue: slot.defaultComponent } : {}),
    ...deprecation(slot.deprecated, context),
  };
}

function classRow(entry: ApiClassJson, prefix: string, context: ApiViewContext): ApiRowView {
  return {
    id: `${prefix}-${entry.key}`,
    name: entry.key,
    descriptionHtml: context.renderMarkdown(entry.description),
    className: entry.className,
    ...deprecation(entry.deprecated, context),
  };
}

function section(
  kind: ApiSectionKind,
  display: ApiDisplaySection,
  id: string,
  rows: ApiRowView[],
): ApiSectionView[] {
  return rows.length === 0
    ? []
    : [{ id, kind, display, groups: [{ id, label: null, plan: null, rows }] }];
}

/**
 * `import { DataGrid } from '@mui/x-data-grid';`, one line per module, `// or`
 * between; a default export is imported as such (`import Button from
 * '@mui/material/Button';`), a prefixed export renamed
 * (`import { Unstable_Grid as Grid } from '@mui/system';`).
 */
export function importCode(
  name: string,
  kind: ApiEntryKind,
  imports: readonly string[],
  options: { defaultImports?: readonly string[]; exportName?: string } = {},
): string {
  const keyword = kind === 'interface' ? 'import type' : 'import';
  const exportName = options.exportName ?? name;
  const named = exportName === name ? name : `${exportName} as ${name}`;
  return imports
    .map((specifier) =>
      options.defaultImports?.includes(specifier)
        ? `${keyword} ${name} from '${specifier}';`
        : `${keyword} { ${named} } from '${specifier}';`,
    )
    .join('\n// or\n');
}

/** Where another library's component is documented (Material UI and Base UI v5). */
export function inheritanceView(inherited: ApiInheritanceJson): ApiInheritanceView {
  const slug = apiSlug(inherited.component);
  let href: string | null = null;
  if (inherited.kind === 'component' && inherited.package === '@mui/material') {
    href = `https://v5.mui.com/material-ui/api/${slug}/`;
  } else if (inherited.kind === 'component' && inherited.package === '@mui/base') {
    href = `https://v5.mui.com/base-ui/react-${slug}/components-api/`;
  }
  return {
    kind: inherited.kind,
    component: inherited.component,
    package: inherited.package,
    href,
    props: inherited.props,
  };
}

function sectionsOf(entry: ApiEntryJson, anchor: (id: string) => string, context: ApiViewContext) {
  switch (entry.kind) {
    case 'component': {
      const props = anchor('props');
      const slots = anchor('slots');
      const classes = anchor('classes');
      return [
        ...section(
          'props',
          'props',
          props,
          entry.props.map((prop) => memberRow(prop, props, context)),
        ),
        ...section(
          'slots',
          'slots',
          slots,
          entry.slots.map((slot) => slotRow(slot, slots, context)),
        ),
        ...section(
          'classes',
          'classes',
          classes,
          entry.classes.map((entryClass) => classRow(entryClass, classes, context)),
        ),
      ];
    }
    case 'interface': {
      const id = anchor('properties');
      // When every member is required (an API object's methods), the mark says nothing.
      const allRequired = entry.groups.every((group) => group.members.every((m) => m.required));
      const groups: ApiRowGroupView[] = entry.groups.map((group) => ({
        // `AxisConfig<'band'>` → `AxisConfig-band`: an id without brackets or quotes.
        id: group.name ? anchor(group.name.replace(/\W+/g, '-').replace(/-$/, '')) : id,
        label: group.name,
        plan: paidPlan(group.plan),
        rows: group.members.map((member) =>
          memberRow(allRequired ? { ...member, required: false } : member, id, context),
        ),
      }));
      return groups.length === 0
        ? []
        : [{ id, kind: 'properties' as const, display: 'props' as const, groups }];
    }
    case 'hook': {
      const parameters = anchor('parameters');
      const returnValue = anchor('return-value');
      return [
        ...section(
          'parameters',
          'props',
          parameters,
          entry.parameters.map((member) => memberRow(member, parameters, context)),
        ),
        ...section(
          'returnValue',
          'props',
          returnValue,
          entry.returnValue.map((member) => memberRow(member, returnValue, context)),
        ),
      ];
    }
  }
}

/**
 * The view of one API entry: descriptions rendered, types printed and linked,
 * rows anchored as `props-checkboxSelection` (prefixed with the entry's slug
 * on pages listing several entries: `button-props-disabled`).
 */
export function toApiEntryView(entry: ApiEntryJson, context: ApiViewContext): ApiEntryView {
  const id = apiSlug(entry.name);
  const anchor = (section: string) => (context.prefixAnchors ? `${id}-${section}` : section);
  return {
    kind: entry.kind,
    name: entry.name,
    id,
    plan: entry.plan,
    descriptionHtml: context.renderMarkdown(entry.description),
    deprecatedHtml: deprecatedHtml(entry.deprecated, context),
    importCode: importCode(entry.name, entry.kind, entry.imports, {
      defaultImports: entry.defaultImports,
      exportName: entry.exportName,
    }),
    playground: null,
    importHtml: null,
    demos: context.demosOf(entry),
    forwardRefTo: entry.kind === 'component' ? entry.forwardRefTo : null,
    inheritance:
      entry.kind === 'component'
        ? entry.inheritance.map((inherited) => {
            const view = inheritanceView(inherited);
            return context.inheritedHref
              ? { ...view, href: context.inheritedHref(inherited) }
              : view;
          })
        : [],
    themeKey: entry.kind === 'component' ? entry.themeKey : null,
    cssVariables: entry.kind === 'component' ? entry.cssVariables : [],
    packageName: entry.package,
    typeParameters: entry.kind === 'interface' ? entry.typeParameters : '',
    unionOf:
      entry.kind === 'interface' && entry.unionOf.length > 0
        ? formatApiType({ kind: 'union', types: entry.unionOf }, context.resolveLink)
        : null,
    sections: sectionsOf(entry, anchor, context),
  };
}

/** The first sentence of a markdown description, as plain text, for index listings. */
export function summarize(markdown: string): string {
  const firstParagraph = markdown.split(/\n\s*\n/)[0] ?? '';
  const plain = firstParagraph
    .replace(/\[\[(\w+)\]\]/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain);
  return sentence ? sentence[1] : plain;
}

/** A product's API index: its packages, then its components and interfaces with a summary each. */
export function toApiIndexView(product: ApiProductJson, context: ApiViewContext): ApiIndexView {
  const items = (entries: readonly ApiEntryJson[]) =>
    entries.map((entry) => ({
      name: entry.name,
      href: context.hrefOf(entry),
      plan: entry.plan,
      summary: summarize(entry.description),
    }));
  return {
    product: product.product,
    packages: product.packages,
    groups: [
      { kind: 'component' as const, items: items(product.components) },
      { kind: 'interface' as const, items: items(product.interfaces) },
      { kind: 'hook' as const, items: items(product.hooks) },
    ].filter((group) => group.items.length > 0),
  };
}
