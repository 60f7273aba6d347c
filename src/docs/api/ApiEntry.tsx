import { useTranslate } from '../../i18n';
import { interpolate } from '../../i18n/interpolate';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { MarkdownHtml } from '../page/MarkdownHtml';
import { useClientLinkNavigation } from '../../shared/useClientLinkNavigation';
import { ApiSection } from './ApiSection';
import { ApiTypeCode } from './ApiTypeCode';
import { PlaygroundSection } from './playground/PlaygroundSection';
import type { ApiEntryView, ApiInheritanceView } from './apiView';

function Inheritance({ inherited }: { inherited: ApiInheritanceView }) {
  const t = useTranslate();
  if (inherited.kind === 'native') {
    return <p>{t('api.nativeProps', { element: `<${inherited.component}>` })}</p>;
  }
  const name = <code>{inherited.component}</code>;
  return (
    <p>
      {interpolate(t(inherited.kind === 'type' ? 'api.inheritsType' : 'api.inherits'), {
        package: <code>{inherited.package}</code>,
        component: inherited.href?.startsWith('/') ? (
          <LocalizedLink href={inherited.href}>{name}</LocalizedLink>
        ) : inherited.href ? (
          <a href={inherited.href} rel="noopener noreferrer">
            {name}
          </a>
        ) : (
          name
        ),
      })}{' '}
      {inherited.props.map((prop, index) => (
        <span key={prop}>
          {index > 0 ? ', ' : null}
          <code>{prop}</code>
        </span>
      ))}
      .
    </p>
  );
}

/**
 * One API entry: how to import it, what it is, where it is demonstrated,
 * what it forwards and inherits, then its sections. `headingLevel` 3 when it
 * sits under its own heading on a page listing several entries.
 */
export function ApiEntry({ view, headingLevel = 2 }: { view: ApiEntryView; headingLevel?: 2 | 3 }) {
  const t = useTranslate();
  const onClick = useClientLinkNavigation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const importId = headingLevel === 2 ? 'import' : `${view.id}-import`;
  const demosId = headingLevel === 2 ? 'demos' : `${view.id}-demos`;
  const themeKeyId = headingLevel === 2 ? 'theme-key' : `${view.id}-theme-key`;
  const cssVariablesId = headingLevel === 2 ? 'css-variables' : `${view.id}-css-variables`;
  const playgroundId = headingLevel === 2 ? 'playground' : `${view.id}-playground`;
  return (
    <div className="ApiEntry" onClick={onClick}>
      {view.descriptionHtml ? (
        <MarkdownHtml html={view.descriptionHtml} className="ApiEntry-lead" />
      ) : null}
      {view.deprecatedHtml !== null ? (
        <aside className="callout callout-warning" role="note">
          <strong>{t('api.deprecated')}</strong>
          {view.deprecatedHtml ? <MarkdownHtml html={view.deprecatedHtml} /> : null}
        </aside>
      ) : null}
      <Heading id={importId}>{t('api.import')}</Heading>
      {view.importHtml ? (
        <MarkdownHtml html={view.importHtml} className="ApiEntry-import" />
      ) : (
        <pre tabIndex={0}>
          <code className="language-tsx">{view.importCode}</code>
        </pre>
      )}
      <p className="ApiEntry-package">
        {interpolate(t('api.fromPackage'), { package: <code>{view.packageName}</code> })}
      </p>
      {view.typeParameters ? (
        <p>
          {t('api.typeParameters')}: <code>{view.typeParameters}</code>
        </p>
      ) : null}
      {view.unionOf ? (
        <>
          <p>{t('api.unionOf', { name: view.name })}</p>
          <ApiTypeCode type={view.unionOf} />
        </>
      ) : null}
      {view.demos.length > 0 ? (
        <>
          <Heading id={demosId}>{t('api.demos')}</Heading>
          <ul>
            {view.demos.map((demo) => (
              <li key={demo.href}>
                <LocalizedLink href={demo.href}>{demo.title}</LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.themeKey ? (
        <>
          <Heading id={themeKeyId}>{t('api.themeKey')}</Heading>
          <p>{interpolate(t('api.themeKeyText'), { key: <code>{view.themeKey}</code> })}</p>
        </>
      ) : null}
      {view.forwardRefTo ? (
        <p className="ApiEntry-note">{t('api.forwardRef', { element: view.forwardRefTo })}</p>
      ) : null}
      {view.inheritance.map((inherited) => (
        <Inheritance key={`${inherited.package}:${inherited.component}`} inherited={inherited} />
      ))}
      {view.playground ? (
        <PlaygroundSection
          playgroundKey={view.playground}
          component={view.name}
          headingId={playgroundId}
          headingLevel={headingLevel}
        />
      ) : null}
      {view.sections.map((section) => (
        <ApiSection
          key={section.id}
          section={section}
          entryName={view.name}
          headingLevel={headingLevel}
        />
      ))}
      {view.cssVariables.length > 0 ? (
        <>
          <Heading id={cssVariablesId}>{t('api.cssVariables')}</Heading>
          <p>{t('api.cssVariablesText', { name: view.name })}</p>
          <ul className="ApiEntry-cssVariables">
            {view.cssVariables.map((variable) => (
              <li key={variable}>
                <code>{variable}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
