import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type TPreloadable = { preload: () => Promise<unknown> };

/**
 * React.lazy over a named export: the component's code is downloaded the first time it renders, or earlier
 * through `preload` (the page a visitor opens starts its screen's download before React renders). Routes
 * use it so a visitor downloads only the screens they open (the landing page does not carry the agent
 * screens, theme editing or the map), and the header so a visitor does not download the signed-in menu.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
export function lazyNamed<TModule extends Record<TName, ComponentType<any>>, TName extends string>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> & TPreloadable {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );
}
