import { useTranslate } from '../../i18n';
import { ApiCopyLinkButton } from './ApiCopyLinkButton';
import { ApiRowBadges, ApiRowDescription, ApiRowName } from './ApiRowParts';
import { ApiTypeCode } from './ApiTypeCode';
import { BreakableText } from '../../shared/BreakableText';
import type { ApiRowView, ApiSectionKind } from './apiView';

/** The table layout: one row per prop, slot or class; long types wrap inside their cell. */
export function ApiRowTable({
  rows,
  kind,
  label,
}: {
  rows: readonly ApiRowView[];
  kind: ApiSectionKind;
  /** What the table holds, for assistive technology (`Props of DataGrid`). */
  label: string;
}) {
  const t = useTranslate();
  const columns =
    kind === 'classes'
      ? [t('api.columns.className'), t('api.columns.ruleName'), t('api.columns.description')]
      : kind === 'slots'
        ? [t('api.columns.name'), t('api.columns.defaultComponent'), t('api.columns.description')]
        : [
            t('api.columns.name'),
            t('api.columns.type'),
            t('api.columns.default'),
            t('api.columns.description'),
          ];
  return (
    // Focusable so keyboard readers can scroll it should a cell ever overflow.
    <div className="ApiTable" role="region" aria-label={label} tabIndex={0}>
      <table data-kind={kind}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              id={row.id}
              data-deprecated={row.deprecatedHtml !== undefined ? '' : undefined}
            >
              <th scope="row">
                <span className="ApiRow-head">
                  <ApiRowName row={row} kind={kind} />
                  <ApiRowBadges row={row} />
                  <ApiCopyLinkButton id={row.id} name={row.name} />
                </span>
              </th>
              {kind === 'classes' ? (
                <td>
                  <code>
                    <BreakableText text={row.name} />
                  </code>
                </td>
              ) : kind === 'slots' ? (
                <td>
                  {row.defaultValue ? (
                    <code>
                      <BreakableText text={row.defaultValue} />
                    </code>
                  ) : (
                    '–'
                  )}
                </td>
              ) : (
                <>
                  <td>{row.type ? <ApiTypeCode type={row.type} /> : null}</td>
                  <td>
                    {row.defaultValue !== undefined ? (
                      <code>
                        <BreakableText text={row.defaultValue} />
                      </code>
                    ) : (
                      '–'
                    )}
                  </td>
                </>
              )}
              <td>
                <ApiRowDescription row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
