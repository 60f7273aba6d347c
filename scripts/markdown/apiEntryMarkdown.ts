import type { ApiPlan } from '../../src/docs/api/apiJson';
import type {
  ApiEntryView,
  ApiIndexView,
  ApiInheritanceView,
  ApiRowView,
  ApiSectionKind,
  ApiSectionView,
} from '../../src/docs/api/apiView';
import { apiTypeText } from '../../src/docs/api/formatApiType';
import { markdownLines } from '../../src/docs/markdown/markdownLines';
import type { Translate } from '../../src/i18n/translate';
import { fencedCode } from './proseMarkdown';

// The API views as markdown, for the pages' `.md` twins: the same view models the pages render
// (`toApiView.ts`, built with descriptions left as markdown), the same headings and words
// (the page's dictionary), tables where the page has rows. Pure.

/** Inline code holding any text (a type with backticks gets a longer fence). */
export function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/**
 * Markdown made to fit one table cell: code blocks become a line of code per line, paragraphs
 * and list items are separated by `<br>`, soft line breaks become spaces, pipes are escaped
 * (GitHub's tables need that inside code too).
 */
export function tableCell(markdown: string): string {
  return markdown
    .trim()
    .replace(/^(`{3,})[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm, (_block, _fence, code: string) =>
      code
        .split('\n')
        .map((line) => inlineCode(line))
        .join('<br>'),
    )
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/\n[ \t]*(?=[-*+] |\d+\. )/g, '<br>')
        .replace(/[ \t]*\n[ \t]*/g, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '')
    .join('<br><br>')
    .replace(/\|/g, '\\|');
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function planLabel(plan: Exclude<ApiPlan, 'community'>, t: Translate): string {
  return t(plan === 'pro' ? 'nav.pro' : 'nav.premium');
}

function rowName(row: ApiRowView, kind: ApiSectionKind, t: Translate): string {
  const name = kind === 'classes' && row.className ? `.${row.className}` : row.name;
  const marks = [
    row.required ? t('api.required') : null,
    row.deprecatedHtml !== undefined ? t('api.deprecated') : null,
    row.plan ? planLabel(row.plan, t) : null,
  ].filter((mark) => mark !== null);
  return [inlineCode(name), ...marks.map((mark) => `*${mark}*`)].join(' ');
}

function rowDescription(row: ApiRowView, t: Translate): string {
  const parts: string[] = [];
  if (row.deprecatedHtml !== undefined) {
    parts.push(`**${t('api.deprecated')}**${row.deprecatedHtml ? `: ${row.deprecatedHtml}` : ''}`);
  }
  if (row.descriptionHtml) {
    parts.push(row.descriptionHtml);
  }
  if (row.params) {
    parts.push(
      `**${t('api.params')}**: ${row.params
        .map((param) =>
          param.descriptionHtml
            ? `${inlineCode(param.name)}: ${param.descriptionHtml}`
            : inlineCode(param.name),
        )
        .join('; ')}`,
    );
  }
  if (row.returnsHtml) {
    parts.push(`**${t('api.returns')}**: ${row.returnsHtml}`);
  }
  return tableCell(parts.join('\n\n'));
}

const NONE = '–';

/** One group of rows as a table, with the page's columns for its kind. */
export function rowsTable(rows: readonly ApiRowView[], kind: ApiSectionKind, t: Translate): string {
  const name = (row: ApiRowView) => tableCell(rowName(row, kind, t));
  const code = (text: string | undefined) =>
    text === undefined ? NONE : tableCell(inlineCode(text));
  if (kind === 'classes') {
    return table(
      [t('api.columns.className'), t('api.columns.ruleName'), t('api.columns.description')],
      rows.map((row) => [name(row), code(row.name), rowDescription(row, t)]),
    );
  }
  if (kind === 'slots') {
    return table(
      [t('api.columns.name'), t('api.columns.defaultComponent'), t('api.columns.description')],
      rows.map((row) => [name(row), code(row.defaultValue), rowDescription(row, t)]),
    );
  }
  return table(
    [
      t('api.columns.name'),
      t('api.columns.type'),
      t('api.columns.default'),
      t('api.columns.description'),
    ],
    rows.map((row) => [
      name(row),
      row.type ? code(apiTypeText(row.type)) : NONE,
      code(row.defaultValue),
      rowDescription(row, t),
    ]),
  );
}

function sectionMarkdown(section: ApiSectionView, level: number, t: Translate): string[] {
  const hashes = '#'.repeat(level);
  return [
    `${hashes} ${t(`api.sections.${section.kind}`)}`,
    ...section.groups.flatMap((group) => [
      ...(group.label ? [`${hashes}# ${inlineCode(group.label)}`] : []),
      ...(group.plan ? [`*${t(group.plan === 'pro' ? 'page.planPro' : 'page.planPremium')}*`] : []),
      rowsTable(group.rows, section.kind, t),
    ]),
  ];
}

function link(text: string, href: string | null): string {
  return href ? `[${text}](${href})` : text;
}

function inheritanceMarkdown(inherited: ApiInheritanceView, t: Translate): string {
  if (inherited.kind === 'native') {
    return t('api.nativeProps', { element: inlineCode(`<${inherited.component}>`) });
  }
  const sentence = t(inherited.kind === 'type' ? 'api.inheritsType' : 'api.inherits', {
    package: inlineCode(inherited.package),
    component: link(inlineCode(inherited.component), inherited.href),
  });
  return `${sentence} ${inherited.props.map(inlineCode).join(', ')}.`;
}

/**
 * Headings of a description (a JSDoc `## ARIA`) brought down to `level` at least, so they stay
 * inside the entry rather than add to the page's outline (the page leaves them out of its table
 * of contents).
 */
export function demoteHeadings(markdown: string, level: number): string {
  return markdownLines(markdown)
    .map(({ line, code }) => {
      const heading = code ? null : /^(#{1,6})(?= )/.exec(line);
      return heading && heading[1].length < level
        ? `${'#'.repeat(Math.min(level, 6))}${line.slice(heading[1].length)}`
        : line;
    })
    .join('\n');
}

/**
 * One API entry as its page shows it: description, deprecation, import, package, type
 * parameters, union members, demos, theme key, ref and inherited props, the row sections as
 * tables, CSS variables. `level` is the level of its row sections' headings (2 on an entry's own
 * page, 3 on a tab listing several entries).
 */
export function apiEntryMarkdown(view: ApiEntryView, level: 2 | 3, t: Translate): string {
  // On a tab, the page's table of contents lists an entry's row sections only: its import,
  // demos, theme key and CSS variables go one level further down, out of the h2–h3 outline.
  const hashes = '#'.repeat(level === 2 ? 2 : 4);
  const blocks: string[] = [];
  if (view.descriptionHtml) {
    blocks.push(demoteHeadings(view.descriptionHtml, 4));
  }
  if (view.deprecatedHtml !== null) {
    blocks.push(
      [
        '> [!WARNING]',
        `> **${t('api.deprecated')}**`,
        ...(view.deprecatedHtml
          ? ['>', ...view.deprecatedHtml.split('\n').map((line) => `> ${line}`.trimEnd())]
          : []),
      ].join('\n'),
    );
  }
  blocks.push(`${hashes} ${t('api.import')}`, fencedCode(view.importCode, 'tsx'));
  blocks.push(t('api.fromPackage', { package: inlineCode(view.packageName) }));
  if (view.typeParameters) {
    blocks.push(`${t('api.typeParameters')}: ${inlineCode(view.typeParameters)}`);
  }
  if (view.unionOf) {
    blocks.push(
      t('api.unionOf', { name: view.name }),
      fencedCode(
        view.unionOf.lines
          .map((line) => line.map((part) => (typeof part === 'string' ? part : part.text)).join(''))
          .join('\n'),
        'ts',
      ),
    );
  }
  if (view.demos.length > 0) {
    blocks.push(
      `${hashes} ${t('api.demos')}`,
      view.demos.map((demo) => `- [${demo.title}](${demo.href})`).join('\n'),
    );
  }
  if (view.themeKey) {
    blocks.push(
      `${hashes} ${t('api.themeKey')}`,
      t('api.themeKeyText', { key: inlineCode(view.themeKey) }),
    );
  }
  if (view.playground) {
    // In the page's outline on an entry page and on a tab alike, so one level above the others.
    blocks.push(
      `${level === 2 ? '##' : '###'} ${t('api.playground.title')}`,
      t('api.playground.markdown', { name: view.name }),
    );
  }
  if (view.forwardRefTo) {
    blocks.push(t('api.forwardRef', { element: view.forwardRefTo }));
  }
  blocks.push(...view.inheritance.map((inherited) => inheritanceMarkdown(inherited, t)));
  blocks.push(...view.sections.flatMap((section) => sectionMarkdown(section, level, t)));
  if (view.cssVariables.length > 0) {
    blocks.push(
      `${hashes} ${t('api.cssVariables')}`,
      t('api.cssVariablesText', { name: view.name }),
      view.cssVariables.map((variable) => `- ${inlineCode(variable)}`).join('\n'),
    );
  }
  return blocks.join('\n\n');
}

/** A product's API index as its page shows it: the packages, then each kind's entries. */
export function apiIndexMarkdown(view: ApiIndexView, t: Translate): string {
  const plan = (value: ApiPlan) => (value === 'community' ? '' : ` *${planLabel(value, t)}*`);
  return [
    `## ${t('api.packages')}`,
    view.packages
      .map((pkg) => `- ${inlineCode(`${pkg.name}@${pkg.version}`)}${plan(pkg.plan)}`)
      .join('\n'),
    ...view.groups.flatMap((group) => [
      `## ${t(`api.groups.${group.kind}`)}`,
      group.items
        .map(
          (item) =>
            `- [${inlineCode(item.name)}](${item.href})${plan(item.plan)}${item.summary ? `: ${item.summary}` : ''}`,
        )
        .join('\n'),
    ]),
  ].join('\n\n');
}
