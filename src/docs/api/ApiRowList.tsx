import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n';
import { ApiCopyLinkButton } from './ApiCopyLinkButton';
import {
  ApiRowBadges,
  ApiRowDescription,
  ApiRowFacts,
  ApiRowName,
  ApiRowSummary,
} from './ApiRowParts';
import type { ApiRowView, ApiSectionKind } from './apiView';

const EXPAND_PATH = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/** The rows the address points at (`#props-checkboxSelection`), kept open in a collapsed list. */
function useTargetedRow(rows: readonly ApiRowView[]): string | null {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const update = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      setTarget(rows.some((row) => row.id === id) ? id : null);
    };
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [rows]);
  return target;
}

function ApiListRow({
  row,
  kind,
  collapsed,
  targeted,
}: {
  row: ApiRowView;
  kind: ApiSectionKind;
  collapsed: boolean;
  targeted: boolean;
}) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const shown = !collapsed || open || targeted;
  const bodyId = `${row.id}-details`;
  return (
    <li
      id={row.id}
      className="ApiRow"
      data-deprecated={row.deprecatedHtml !== undefined ? '' : undefined}
    >
      <div className="ApiRow-head">
        <ApiRowName row={row} kind={kind} />
        <ApiRowBadges row={row} />
        {collapsed ? <ApiRowSummary row={row} kind={kind} /> : null}
        <span className="ApiRow-actions">
          <ApiCopyLinkButton id={row.id} name={row.name} />
          {collapsed ? (
            <button
              type="button"
              className="ApiIconButton ApiRow-toggle"
              aria-expanded={shown}
              aria-controls={bodyId}
              aria-label={t('api.showDetails', { name: row.name })}
              onClick={() => setOpen(!shown)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={EXPAND_PATH} />
              </svg>
            </button>
          ) : null}
        </span>
      </div>
      <div id={bodyId} className="ApiRow-body" hidden={!shown}>
        <ApiRowFacts row={row} kind={kind} />
        <ApiRowDescription row={row} />
      </div>
    </li>
  );
}

/** The list layouts: every detail shown (expanded), or names first with details on demand (collapsed). */
export function ApiRowList({
  rows,
  kind,
  collapsed,
}: {
  rows: readonly ApiRowView[];
  kind: ApiSectionKind;
  collapsed: boolean;
}) {
  const targeted = useTargetedRow(rows);
  return (
    <ul className="ApiRowList" data-collapsed={collapsed ? '' : undefined}>
      {rows.map((row) => (
        <ApiListRow
          key={row.id}
          row={row}
          kind={kind}
          collapsed={collapsed}
          targeted={collapsed && targeted === row.id}
        />
      ))}
    </ul>
  );
}
