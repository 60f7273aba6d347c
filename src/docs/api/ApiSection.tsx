import { useTranslate } from '../../i18n';
import { useApiLayout } from '../../settings/apiDisplay';
import { PageBadges } from '../../shared/PageBadges';
import { ApiLayoutToggle } from './ApiLayoutToggle';
import { ApiRowList } from './ApiRowList';
import { ApiRowTable } from './ApiRowTable';
import type { ApiSectionView } from './apiView';

/**
 * One section of an API page: its heading, the toggle choosing its layout,
 * and its rows (in groups, for an interface split by sub-API). The layout
 * changes only this section's content; the heading and toggle stay put.
 */
export function ApiSection({
  section,
  entryName,
  headingLevel = 2,
}: {
  section: ApiSectionView;
  entryName: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslate();
  const [layout, setLayout] = useApiLayout(section.display);
  const title = t(`api.sections.${section.kind}`);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const GroupHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="ApiSection" aria-labelledby={section.id} data-layout={layout}>
      <div className="ApiSection-head">
        <Heading id={section.id}>
          {title}
          <a
            className="anchor-link"
            href={`#${section.id}`}
            aria-label={`${t('page.headingLink')}: ${title}`}
          >
            #
          </a>
        </Heading>
        <ApiLayoutToggle value={layout} onChange={setLayout} sectionTitle={title} />
      </div>
      {section.groups.map((group) => (
        <div key={group.id} className="ApiSection-group">
          {group.label ? (
            <GroupHeading id={group.id}>
              <code>{group.label}</code>
              <PageBadges
                page={{ plan: group.plan ?? undefined, planned: false, newFeature: false }}
              />
            </GroupHeading>
          ) : null}
          {layout === 'table' ? (
            <ApiRowTable
              rows={group.rows}
              kind={section.kind}
              label={t('api.tableLabel', { section: group.label ?? title, name: entryName })}
            />
          ) : (
            <ApiRowList rows={group.rows} kind={section.kind} collapsed={layout === 'collapsed'} />
          )}
        </div>
      ))}
    </section>
  );
}
