import type { ApiEntryJson, ApiPlan, ApiProductJson } from '../../src/docs/api/apiJson';
import { summarize } from '../../src/docs/api/toApiView';
import { apiRowUrl } from '../../src/search/searchDocument';
import { getProductInfoFromUrl } from '../../src/docs/routing/productInfoFromUrl';
import { excerpt, type SearchEntry } from './pageSearchDocuments';

const PLAN_ORDER: readonly ApiPlan[] = ['community', 'pro', 'premium'];

function paidPlan(plan: ApiPlan): 'pro' | 'premium' | null {
  return plan === 'community' ? null : plan;
}

interface ApiRow {
  kind: SearchEntry['kind'];
  name: string;
  /** The row's anchor on a page of its own; a page listing several entries prefixes it. */
  anchor: string;
  plan: ApiPlan;
  description: string;
}

/**
 * Rows of one API entry, anchored as its page anchors them: props, slots and
 * CSS classes; an interface's properties and methods; a hook's parameters and
 * return value. Deprecated CSS classes (combinations such as `containedPrimary`
 * that the packages replaced) are left out; deprecated props stay findable.
 */
function rowsOf(entry: ApiEntryJson): ApiRow[] {
  switch (entry.kind) {
    case 'component':
      return [
        ...entry.props.map((prop) => ({
          kind: 'prop' as const,
          name: prop.name,
          anchor: `props-${prop.name}`,
          plan: prop.plan,
          description: prop.description,
        })),
        ...entry.slots.map((slot) => ({
          kind: 'slot' as const,
          name: slot.name,
          anchor: `slots-${slot.name}`,
          plan: entry.plan,
          description: slot.description,
        })),
        ...entry.classes
          .filter((item) => item.deprecated === null)
          .map((item) => ({
            kind: 'class' as const,
            name: item.className,
            anchor: `classes-${item.key}`,
            plan: entry.plan,
            description: item.description,
          })),
      ];
    case 'interface':
      return entry.groups.flatMap((group) =>
        group.members.map((member) => ({
          kind: 'prop' as const,
          name: member.name,
          anchor: `properties-${member.name}`,
          plan: member.plan,
          description: member.description,
        })),
      );
    case 'hook':
      return [
        ...entry.parameters.map((member) => ({
          kind: 'prop' as const,
          name: member.name,
          anchor: `parameters-${member.name}`,
          plan: member.plan,
          description: member.description,
        })),
        ...entry.returnValue.map((member) => ({
          kind: 'prop' as const,
          name: member.name,
          anchor: `return-value-${member.name}`,
          plan: member.plan,
          description: member.description,
        })),
      ];
  }
}

/**
 * The search entries of one product's API reference, whatever the family: one
 * per API entry the site serves (`urlOf` gives its page or tab anchor, null
 * when none) and one per row, deep-linked to the row's anchor
 * (`#props-checkboxSelection`), matched on the name and the first sentence of
 * its description.
 */
export function apiSearchDocuments(
  product: ApiProductJson,
  urlOf: (entry: ApiEntryJson) => string | null,
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  // Rows several entries of one kind share word for word (a prop of DataGrid,
  // DataGridPro and DataGridPremium; of DatePicker and DesktopDatePicker) are
  // listed once, on the entry of the lowest plan and shortest name; the others
  // keep only its anchor (`sharedRows`), so `Button variant` still finds
  // Button's row. A hook's parameter is not a component's prop: each keeps its own.
  const seenRows = new Set<string>();
  const pages = [...product.components, ...product.interfaces, ...product.hooks].sort(
    (a, b) =>
      PLAN_ORDER.indexOf(a.plan) - PLAN_ORDER.indexOf(b.plan) ||
      a.name.length - b.name.length ||
      a.name.localeCompare(b.name),
  );
  for (const entry of pages) {
    const url = urlOf(entry);
    if (url === null) {
      continue;
    }
    const { productId } = getProductInfoFromUrl(url);
    const page = `${entry.name} API`;
    const apiEntry: SearchEntry = {
      kind: 'api',
      title: entry.name,
      page,
      url,
      product: productId,
      plan: paidPlan(entry.plan),
      text: excerpt(summarize(entry.description)),
    };
    entries.push(apiEntry);
    const sharedRows: string[] = [];
    for (const row of rowsOf(entry)) {
      const key = `${entry.kind} ${row.kind} ${row.name} ${row.description}`;
      if (seenRows.has(key)) {
        sharedRows.push(row.anchor);
        continue;
      }
      seenRows.add(key);
      entries.push({
        kind: row.kind,
        title: row.name,
        page,
        url: apiRowUrl(url, row.anchor),
        product: productId,
        plan: paidPlan(row.plan),
        text: excerpt(summarize(row.description), 160),
      });
    }
    if (sharedRows.length > 0) {
      apiEntry.sharedRows = sharedRows;
    }
  }
  return entries;
}
