import * as prettier from 'prettier';
import { transform } from 'sucrase';

/**
 * The JavaScript variant of a TypeScript demo: types, interfaces, type-only
 * imports and `as` casts removed, JSX kept as written, then formatted the way
 * the TypeScript source is (Prettier), so it reads as if written by hand.
 */
export async function toJavaScript(typescript: string, filePath = 'Demo.tsx'): Promise<string> {
  const { code } = transform(typescript, {
    // A `.ts` module (shared demo data) has no JSX, and `<T>(value: T) => …` is a generic there.
    transforms: filePath.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    filePath,
  });
  const config = (await prettier.resolveConfig(filePath)) ?? {};
  return prettier.format(code, {
    ...config,
    parser: 'babel',
    filepath: filePath.replace(/\.tsx?$/, '.js'),
  });
}
