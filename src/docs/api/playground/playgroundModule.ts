import type { ComponentType, ReactElement } from 'react';
import type { PlaygroundSpec } from './playgroundSpec';

/**
 * One component's playground chunk (`generated/playgrounds/<product>/<Name>.ts`): its spec, the
 * component, its preset's values, and the modules its code imports (the live editor's scope).
 */
export interface PlaygroundModule {
  spec: PlaygroundSpec;
  component: ComponentType<Record<string, unknown>>;
  /** The preset's runtime values, by prop (those with a control set its start). */
  presetProps: Readonly<Record<string, unknown>>;
  /** The element the preset renders the component inside, or null. */
  wrapper: ReactElement | null;
  /** The parent whose slot the component renders in, and the slot's name, or null. */
  slot: { parent: ReactElement; name: string } | null;
  /** The button that opens the component, or null. */
  trigger: ReactElement | null;
  /** Module specifier → namespace, for the code in the live editor. */
  scope: Readonly<Record<string, unknown>>;
}

/** Each component's playground chunk by key (`material-ui/Button`), fetched when opened. */
export type PlaygroundLoaders = Readonly<Record<string, () => Promise<PlaygroundModule>>>;

/** The key of a component's playground: its API product and name. */
export function playgroundKey(product: string, component: string): string {
  return `${product}/${component}`;
}
