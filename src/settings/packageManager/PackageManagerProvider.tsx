import { attributeOptions, createAttributeSetting } from '../attributeSetting';
import {
  PACKAGE_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGER_CODEC,
  type PackageManager,
} from './packageManagerCodec';

/**
 * The reader's package manager for every install-command block: the blocks render each
 * manager's command and CSS shows the one `<html data-package-manager>` names, which the init
 * script sets before paint from localStorage `packageManager`.
 */
const packageManager = createAttributeSetting<PackageManager>({
  hookName: 'usePackageManager',
  ...attributeOptions(PACKAGE_MANAGER_CODEC, PACKAGE_MANAGER_ATTRIBUTE),
});

export const PackageManagerProvider = packageManager.Provider;

export function usePackageManager(): {
  packageManager: PackageManager;
  setPackageManager: (manager: PackageManager) => void;
} {
  const { value, set } = packageManager.useSetting();
  return { packageManager: value, setPackageManager: set };
}
