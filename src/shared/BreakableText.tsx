import { Fragment } from 'react';
import { breakPoints } from './breakPoints';

/**
 * A name or type that may wrap at sensible places on a narrow screen (`breakPoints`): a `<wbr>`
 * between the pieces, so the text itself, copied or searched, stays as written.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces = breakPoints(text);
  if (pieces.length === 1) {
    return text;
  }
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
