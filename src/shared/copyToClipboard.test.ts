import { describe, expect, it } from 'vitest';
import { copyToClipboard, type ClipboardEnvironment } from './copyToClipboard';

function fakeDocument(copyResult: boolean | 'throw') {
  const appended: { value: string }[] = [];
  const doc = {
    activeElement: null,
    createElement: () => ({
      value: '',
      style: {},
      setAttribute() {},
      select() {},
    }),
    execCommand: () => {
      if (copyResult === 'throw') {
        throw new Error('blocked');
      }
      return copyResult;
    },
    body: {
      appendChild: (node: { value: string }) => appended.push(node),
      removeChild: () => {},
    },
  };
  return { doc: doc as unknown as ClipboardEnvironment['document'], appended };
}

describe('copyToClipboard', () => {
  it('uses the Clipboard API when it works', async () => {
    const written: string[] = [];
    const { doc, appended } = fakeDocument(false);
    await copyToClipboard('npm i', {
      clipboard: { writeText: async (text) => void written.push(text) },
      document: doc,
    });
    expect(written).toEqual(['npm i']);
    expect(appended).toEqual([]);
  });

  it('falls back to the copy command when the Clipboard API refuses', async () => {
    const { doc, appended } = fakeDocument(true);
    await copyToClipboard('yarn add', {
      clipboard: { writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
      document: doc,
    });
    expect(appended.map((node) => node.value)).toEqual(['yarn add']);
  });

  it('falls back when there is no Clipboard API at all', async () => {
    const { doc, appended } = fakeDocument(true);
    await copyToClipboard('pnpm add', { document: doc });
    expect(appended.map((node) => node.value)).toEqual(['pnpm add']);
  });

  it.each([false, 'throw'] as const)(
    'rejects with NotAllowedError when both fail (copy command: %s)',
    async (result) => {
      const { doc } = fakeDocument(result);
      const attempt = copyToClipboard('x', {
        clipboard: { writeText: () => Promise.reject(new Error('denied')) },
        document: doc,
      });
      await expect(attempt).rejects.toBeInstanceOf(DOMException);
      await expect(attempt).rejects.toHaveProperty('name', 'NotAllowedError');
    },
  );
});
