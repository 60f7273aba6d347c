import { useTranslate } from '../../i18n';
import { MarkdownHtml } from '../page/MarkdownHtml';
import { BreakableText } from '../../shared/BreakableText';
import { ApiTypeCode } from './ApiTypeCode';
import { apiTypeText } from './formatApiType';
import type { ApiRowView, ApiSectionKind } from './apiView';

/** Required, deprecated and plan marks of a row. */
export function ApiRowBadges({ row }: { row: ApiRowView }) {
  const t = useTranslate();
  return (
    <>
      {row.required ? (
        <span className="ApiBadge ApiBadge-required">{t('api.required')}</span>
      ) : null}
      {row.deprecatedHtml !== undefined ? (
        <span className="ApiBadge ApiBadge-deprecated">{t('api.deprecated')}</span>
      ) : null}
      {row.plan ? (
        <span className="ApiBadge" data-plan={row.plan}>
          {t(row.plan === 'pro' ? 'nav.pro' : 'nav.premium')}
        </span>
      ) : null}
    </>
  );
}

/** The row's name as a link to its own anchor. */
export function ApiRowName({ row, kind }: { row: ApiRowView; kind: ApiSectionKind }) {
  return (
    <a className="ApiRow-name" href={`#${row.id}`}>
      <code>
        <BreakableText
          text={kind === 'classes' && row.className ? `.${row.className}` : row.name}
        />
      </code>
    </a>
  );
}

/** Deprecation, description, and the parameters and result of a function. */
export function ApiRowDescription({ row }: { row: ApiRowView }) {
  const t = useTranslate();
  return (
    <>
      {row.deprecatedHtml !== undefined ? (
        <div className="ApiRow-deprecation">
          <strong>{t('api.deprecated')}</strong>
          {row.deprecatedHtml ? <MarkdownHtml html={row.deprecatedHtml} /> : null}
        </div>
      ) : null}
      {row.descriptionHtml ? <MarkdownHtml html={row.descriptionHtml} /> : null}
      {row.params || row.returnsHtml ? (
        <dl className="ApiRow-signature">
          {row.params ? <dt>{t('api.params')}</dt> : null}
          {row.params?.map((param) => (
            <dd key={param.name}>
              <code>{param.name}</code>
              {param.descriptionHtml ? <MarkdownHtml html={param.descriptionHtml} /> : null}
            </dd>
          ))}
          {row.returnsHtml ? <dt>{t('api.returns')}</dt> : null}
          {row.returnsHtml ? (
            <dd>
              <MarkdownHtml html={row.returnsHtml} />
            </dd>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}

/** Type and default of a prop, default component of a slot, rule name of a class. */
export function ApiRowFacts({ row, kind }: { row: ApiRowView; kind: ApiSectionKind }) {
  const t = useTranslate();
  if (kind === 'classes') {
    return (
      <dl className="ApiRow-facts">
        <dt>{t('api.columns.ruleName')}</dt>
        <dd>
          <code>
            <BreakableText text={row.name} />
          </code>
        </dd>
      </dl>
    );
  }
  return (
    <dl className="ApiRow-facts">
      {row.type ? (
        <>
          <dt>{t('api.columns.type')}</dt>
          <dd>
            <ApiTypeCode type={row.type} />
          </dd>
        </>
      ) : null}
      {row.defaultValue !== undefined ? (
        <>
          <dt>{t(kind === 'slots' ? 'api.columns.defaultComponent' : 'api.columns.default')}</dt>
          <dd>
            <code>
              <BreakableText text={row.defaultValue} />
            </code>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The one-line summary a collapsed row shows after its name. */
export function ApiRowSummary({ row, kind }: { row: ApiRowView; kind: ApiSectionKind }) {
  const text =
    kind === 'classes'
      ? row.name
      : kind === 'slots'
        ? row.defaultValue
        : row.type && apiTypeText(row.type);
  return text ? <code className="ApiRow-summary">{text}</code> : null;
}
