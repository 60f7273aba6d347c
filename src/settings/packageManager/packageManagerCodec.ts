import type { StorageCodec } from '../storageCodec';

/** The package managers whose install commands the docs show, in tab order. */
export type PackageManager = 'npm' | 'yarn' | 'pnpm';

export const PACKAGE_MANAGER_CODEC: StorageCodec<PackageManager> = {
  key: 'packageManager',
  values: ['npm', 'yarn', 'pnpm'],
  defaultValue: 'npm',
};

/** The attribute on `<html>` that selects which tab of every install-command block shows. */
export const PACKAGE_MANAGER_ATTRIBUTE = 'data-package-manager';

/** The attribute naming the package manager of an install block's tab and of its panel. */
export const INSTALL_TAB_MANAGER_ATTRIBUTE = 'data-manager';
