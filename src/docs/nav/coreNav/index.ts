export type { CoreNavEntry } from './coreNavEntry';
export { materialUiNav } from './materialUiNav';
export { joyUiNav } from './joyUiNav';
export { baseUiNav, baseUiDocsTabPages } from './baseUiNav';
export { systemNav } from './systemNav';
