import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import {
  decodeProductionError,
  readErrorQuery,
  type DecodedProductionError,
} from './decodeProductionError';
import type { ErrorCodeTable } from './errorCodeTable';
import { MessageText } from './MessageText';

function countOf(count: number): string {
  return count === 1 ? '1 value' : `${count} values`;
}

/** Why the message shows fewer or more values than the address carries; null when they agree. */
function valuesNote(expected: number, given: number): ReactNode {
  if (given < expected) {
    return (
      <>
        This message takes {countOf(expected)} and the address carries {given}: each missing value
        shows as <code>%s</code>. Copy the whole link from your error message to see them.
      </>
    );
  }
  if (given > expected) {
    return (
      <>
        The address carries {countOf(given)}, but this message takes{' '}
        {expected === 0 ? 'none' : expected}: the extra values are not shown.
      </>
    );
  }
  return null;
}

function Fallback({
  decoded,
}: {
  decoded: Exclude<DecodedProductionError, { status: 'decoded' }>;
}) {
  switch (decoded.status) {
    case 'noCode':
      return (
        <p>
          This address carries no error code. Open the link from your error message as it is: it
          ends with <code>?code=</code> and a number, followed by the values of your case as{' '}
          <code>&amp;args[]=</code>.
        </p>
      );
    case 'invalidCode':
      return (
        <p>
          “<code>{decoded.given}</code>” is not an error code. An error code is a whole number: the{' '}
          <code>11</code> in “Minified MUI error #11”. Check that you copied the whole link from
          your error message.
        </p>
      );
    case 'unknownCode':
      return (
        <p>
          Unknown error code {decoded.code}: none of the packages listed below throws it in the
          version this site documents. Your app probably runs another version of MUI, whose codes
          differ. Look the code up in the documentation of that version, or run your app in
          development mode to read the full message.
        </p>
      );
  }
}

/**
 * The message of the error in the page's address. The page is prerendered, so the address is
 * read once the page runs in the browser (and again when it changes).
 */
export function DecodedError({ codes }: { codes: ErrorCodeTable['codes'] }) {
  const { asPath, isReady } = useRouter();
  const [decoded, setDecoded] = useState<DecodedProductionError | null>(null);
  useEffect(() => {
    if (isReady) {
      const search = new URL(asPath, window.location.origin).search;
      setDecoded(decodeProductionError(codes, readErrorQuery(search)));
    }
  }, [asPath, isReady, codes]);

  if (decoded === null) {
    return <p>Reading the error code from the address…</p>;
  }
  if (decoded.status !== 'decoded') {
    return (
      <div data-testid="production-error-fallback">
        <Fallback decoded={decoded} />
      </div>
    );
  }
  const note = valuesNote(decoded.expectedValues, decoded.givenValues);
  return (
    <div data-testid="decoded-error">
      <p>
        Error #{decoded.code}, thrown by{' '}
        {decoded.packages.map((name, index) => (
          <span key={name}>
            {index > 0 ? ' and ' : null}
            <code>{name}</code>
          </span>
        ))}
        :
      </p>
      <MessageText segments={decoded.segments} />
      {note ? <p data-testid="values-note">{note}</p> : null}
    </div>
  );
}
