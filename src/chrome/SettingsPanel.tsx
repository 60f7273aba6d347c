import { LazySettingsDrawer } from './lazyChrome';
import { useOpenedOnce } from '../shared/useOpenedOnce';

/** The settings drawer, whose code loads the first time a reader opens it. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return useOpenedOnce(open) ? <LazySettingsDrawer open={open} onClose={onClose} /> : null;
}
