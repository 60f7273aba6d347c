/** How long a copy button reads "Copied" after a click, in milliseconds. */
export const COPIED_DURATION_MS = 2000;

/** What copying needs from the browser; tests hand in their own. */
export interface ClipboardEnvironment {
  clipboard?: { writeText(text: string): Promise<void> };
  document: Pick<Document, 'createElement' | 'execCommand' | 'activeElement'> & {
    body: Pick<HTMLElement, 'appendChild' | 'removeChild'>;
  };
}

function browserEnvironment(): ClipboardEnvironment {
  return { clipboard: navigator.clipboard, document };
}

/** The old way: select the text in an off-screen textarea and ask the document to copy it. */
function copyWithTextarea(text: string, doc: ClipboardEnvironment['document']): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  const previousFocus = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(textarea);
  try {
    textarea.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    doc.body.removeChild(textarea);
    previousFocus?.focus?.();
  }
}

/**
 * Puts text on the clipboard with the Clipboard API, falling back to a hidden
 * textarea and `execCommand('copy')`. When both fail it rejects with a
 * `NotAllowedError` DOMException, as the Clipboard API itself does.
 */
export async function copyToClipboard(
  text: string,
  env: ClipboardEnvironment = browserEnvironment(),
): Promise<void> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable (insecure context, no permission): try the fallback.
    }
  }
  if (!copyWithTextarea(text, env.document)) {
    throw new DOMException(
      'Copying to the clipboard is not allowed here: the browser refused both the Clipboard API and the copy command.',
      'NotAllowedError',
    );
  }
}
