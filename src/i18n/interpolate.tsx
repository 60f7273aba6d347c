import { Fragment, type ReactNode } from 'react';

/**
 * Fills a translated template's `{placeholders}` with React nodes:
 * `interpolate(t('api.inherits'), { component: <code>TextField</code> })`.
 * Unknown placeholders stay as written.
 */
export function interpolate(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
    ) : (
      part
    ),
  );
}
