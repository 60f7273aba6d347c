import { describe, expect, it } from 'vitest';
import { createReloadOnUpdate } from './reloadOnUpdate';

function setup(hadController: boolean, focused: boolean) {
  const state = { focused, reloads: 0, focusListeners: [] as Array<() => void> };
  const reloader = createReloadOnUpdate({
    hadController,
    hasFocus: () => state.focused,
    onFocus: (listener) => state.focusListeners.push(listener),
    reload: () => {
      state.reloads += 1;
    },
  });
  const focus = () => {
    state.focused = true;
    state.focusListeners.splice(0).forEach((listener) => listener());
  };
  return { state, reloader, focus };
}

describe('createReloadOnUpdate', () => {
  it('does not reload when the first worker takes control', () => {
    const { state, reloader } = setup(false, true);
    reloader.controllerChanged();
    expect(state.reloads).toBe(0);
  });

  it('reloads at once when a new worker takes over a focused page', () => {
    const { state, reloader } = setup(true, true);
    reloader.controllerChanged();
    expect(state.reloads).toBe(1);
  });

  it('waits for focus when the reader is in another tab', () => {
    const { state, reloader, focus } = setup(true, false);
    reloader.controllerChanged();
    expect(state.reloads).toBe(0);
    focus();
    expect(state.reloads).toBe(1);
  });

  it('reloads for an update after the first worker claimed the page', () => {
    const { state, reloader } = setup(false, true);
    reloader.controllerChanged();
    reloader.controllerChanged();
    expect(state.reloads).toBe(1);
  });

  it('reloads once, however many changes come', () => {
    const { state, reloader, focus } = setup(true, false);
    reloader.controllerChanged();
    reloader.controllerChanged();
    focus();
    expect(state.reloads).toBe(1);
  });
});
