import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from '../../i18n';
import { useApiLayout } from '../../settings/apiDisplay';
import { PageBadges } from '../../shared/PageBadges';
import { ApiLayoutToggle } from './ApiLayoutToggle';
import { ApiRowList } from './ApiRowList';
import { ApiRowTable } from './ApiRowTable';
import { BreakableText } from '../../shared/BreakableText';
import type { ApiSectionView } from './apiView';

/** Phones (below Material UI's `sm` breakpoint, 600 px): too narrow for a four-column table. */
const narrowScreen = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * One section of an API page: its heading, the toggle choosing its layout,
 * and its rows (in groups, for an interface split by sub-API). The layout
 * changes only this section's content; the heading and toggle stay put.
 * On a phone a stored table shows as the expanded list (the choice stays
 * stored for wider screens) and the toggle offers the two lists only.
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
  const [stored, setLayout] = useApiLayout(section.display);
  // False on the server and while hydrating, which render the expanded list either way.
  const narrow = useMediaQuery(narrowScreen);
  const layout = narrow && stored === 'table' ? 'expended' : stored;
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
        <ApiLayoutToggle
          value={layout}
          onChange={setLayout}
          sectionTitle={title}
          withTable={!narrow}
        />
      </div>
      {section.groups.map((group) => (
        <div key={group.id} className="ApiSection-group">
          {group.label ? (
            <GroupHeading id={group.id}>
              <code>
                <BreakableText text={group.label} />
              </code>
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
