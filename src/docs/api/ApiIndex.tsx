import { LocalizedLink } from '../../shared/LocalizedLink';
import { PageBadges } from '../../shared/PageBadges';
import { useTranslate } from '../../i18n';
import type { ApiIndexView } from './apiView';

/** A product's API index: its packages, then every API page with its summary. */
export function ApiIndex({ view }: { view: ApiIndexView }) {
  const t = useTranslate();
  return (
    <div className="ApiEntry">
      <h2 id="packages">{t('api.packages')}</h2>
      <ul>
        {view.packages.map((pkg) => (
          <li key={pkg.name}>
            <code>{`${pkg.name}@${pkg.version}`}</code>{' '}
            <PageBadges
              page={{
                plan: pkg.plan === 'community' ? undefined : pkg.plan,
                planned: false,
                newFeature: false,
              }}
            />
          </li>
        ))}
      </ul>
      {view.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`index-${group.kind}`}>
          <h2 id={`index-${group.kind}`}>{t(`api.groups.${group.kind}`)}</h2>
          <ul className="ApiIndex-list">
            {group.items.map((item) => (
              <li key={item.name}>
                <LocalizedLink href={item.href}>
                  <code>{item.name}</code>
                </LocalizedLink>{' '}
                <PageBadges
                  page={{
                    plan: item.plan === 'community' ? undefined : item.plan,
                    planned: false,
                    newFeature: false,
                  }}
                />
                {item.summary ? <span className="ApiIndex-summary">{item.summary}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
