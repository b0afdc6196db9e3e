import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy over a named export: the component's code is downloaded the first time it renders. Routes use
 * it so a visitor downloads only the screens they open (the landing page does not carry the agent screens,
 * theme editing or the map), and the header so a visitor does not download the signed-in user's menu.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
export function lazyNamed<TModule extends Record<TName, ComponentType<any>>, TName extends string>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
