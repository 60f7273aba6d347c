import { useI18n } from '../../i18n';
import { localizePathname } from '../routing/pathnameToLanguage';
import type { ApiTypeView } from './formatApiType';

/**
 * A type as code: named types link to their API page; a long union shows one
 * member per line. Long lines wrap (never push the page sideways).
 */
export function ApiTypeCode({ type }: { type: ApiTypeView }) {
  const { language } = useI18n();
  return (
    <code className="ApiType" data-multiline={type.lines.length > 1 ? '' : undefined}>
      {type.lines.map((line, lineIndex) => (
        <span key={lineIndex} className="ApiType-line">
          {line.map((segment, index) =>
            typeof segment === 'string' ? (
              segment
            ) : (
              <a key={index} href={localizePathname(segment.href, language)}>
                {segment.text}
              </a>
            ),
          )}
        </span>
      ))}
    </code>
  );
}
