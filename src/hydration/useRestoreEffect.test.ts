import { createElement, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRestoreEffect } from './useRestoreEffect';

function Probe() {
  const [value, setValue] = useState('default');
  useRestoreEffect(() => setValue('restored'), []);
  return createElement('output', null, value);
}

// The browser half (the restored value renders in the hydration's commit, before a demo can go
// live) needs a browser: the right-to-left typing test of tests/e2e/pickers-pages.spec.ts, at CPU 6x.
describe('useRestoreEffect on the server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the default, without the warning a layout effect gives on the server', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(renderToString(createElement(Probe))).toBe('<output>default</output>');
    expect(errors).not.toHaveBeenCalled();
  });
});
