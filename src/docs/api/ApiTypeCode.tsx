import { useI18n } from '../../i18n';
import { localizePathname } from '../routing/pathnameToLanguage';
import { BreakableText } from '../../shared/BreakableText';
import type { ApiTypeView } from './formatApiType';

/**
 * A type as code: named types link to their API page; a long union shows one
 * member per line. Long lines wrap after dots, pipes and commas and between the parts of
 * long names (never push the page sideways).
 */
export function ApiTypeCode({ type }: { type: ApiTypeView }) {
  const { language } = useI18n();
  return (
    <code className="ApiType" data-multiline={type.lines.length > 1 ? '' : undefined}>
      {type.lines.map((line, lineIndex) => (
        <span key={lineIndex} className="ApiType-line">
          {line.map((segment, index) =>
            typeof segment === 'string' ? (
              <BreakableText key={index} text={segment} />
            ) : (
              <a key={index} href={localizePathname(segment.href, language)}>
                <BreakableText text={segment.text} />
              </a>
            ),
          )}
        </span>
      ))}
    </code>
  );
}
