import type { ApiEntryJson, ApiPlan, ApiProductJson } from '../../src/docs/api/apiJson';
import { apiSlug } from '../../src/docs/api/apiSlug';
import { isXApiProduct } from '../../src/docs/api/apiPageIndex';
import { summarize } from '../../src/docs/api/toApiView';
import { getProductInfoFromUrl } from '../../src/docs/routing/productInfoFromUrl';
import { excerpt, type SearchEntry } from './pageSearchDocuments';

const PLAN_ORDER: readonly ApiPlan[] = ['community', 'pro', 'premium'];

function paidPlan(plan: ApiPlan): 'pro' | 'premium' | null {
  return plan === 'community' ? null : plan;
}

/** Rows of one API page: props, slots and CSS classes, or an interface's properties and methods. */
function rowsOf(entry: ApiEntryJson): {
  kind: SearchEntry['kind'];
  name: string;
  anchor: string;
  plan: ApiPlan;
  description: string;
}[] {
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
        ...entry.classes.map((item) => ({
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
      return [];
  }
}

/**
 * The search entries of an X product's API reference: one per API page and
 * one per row, deep-linked to the row's anchor (`#props-checkboxSelection`),
 * matched on the name and the first sentence of its description. Core
 * families' API tabs are left to their guide pages.
 */
export function apiSearchDocuments(product: ApiProductJson): SearchEntry[] {
  if (!isXApiProduct(product.product)) {
    return [];
  }
  const entries: SearchEntry[] = [];
  // Rows several pages share word for word (a prop of DataGrid, DataGridPro and
  // DataGridPremium) are listed once, on the page of the lowest plan and shortest name.
  const seenRows = new Set<string>();
  const pages = [...product.components, ...product.interfaces, ...product.hooks].sort(
    (a, b) =>
      PLAN_ORDER.indexOf(a.plan) - PLAN_ORDER.indexOf(b.plan) ||
      a.name.length - b.name.length ||
      a.name.localeCompare(b.name),
  );
  for (const entry of pages) {
    const url = `/x/api/${product.product}/${apiSlug(entry.name)}/`;
    const { productId } = getProductInfoFromUrl(url);
    const page = `${entry.name} API`;
    entries.push({
      kind: 'api',
      title: entry.name,
      page,
      url,
      product: productId,
      plan: paidPlan(entry.plan),
      text: excerpt(summarize(entry.description)),
    });
    for (const row of rowsOf(entry)) {
      const key = `${row.kind} ${row.name} ${row.description}`;
      if (seenRows.has(key)) {
        continue;
      }
      seenRows.add(key);
      entries.push({
        kind: row.kind,
        title: row.name,
        page,
        url: `${url}#${row.anchor}`,
        product: productId,
        plan: paidPlan(row.plan),
        text: excerpt(summarize(row.description), 160),
      });
    }
  }
  return entries;
}
