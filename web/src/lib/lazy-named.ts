import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

export type TPreloadable = { preload: () => Promise<unknown> };

/**
 * React.lazy over a named export: the component's code is downloaded the first time it renders, or earlier
 * through `preload` (the page a visitor opens starts its screen's download before React renders). Routes
 * use it so a visitor downloads only the screens they open (the landing page does not carry the agent
 * screens, theme editing or the map), and the header so a visitor does not download the signed-in menu.
 *
 * Once the code is in, an instance mounted afterwards renders the component itself rather than the lazy
 * one: React.lazy suspends on its first render even when the module is loaded, and a boundary that showed
 * its fallback holds the content back at least 300 ms more (React's fallback throttle). Each instance keeps
 * the one it started with, so nothing remounts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
export function lazyNamed<TModule extends Record<TName, ComponentType<any>>, TName extends string>(
  load: () => Promise<TModule>,
  name: TName,
): ComponentType<ComponentProps<TModule[TName]>> & TPreloadable {
  let loaded: TModule[TName] | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module[name];
      return module;
    });
  const Lazy = lazy(() => loadAndKeep().then((module) => ({ default: module[name] })));
  function LazyNamed(props: ComponentProps<TModule[TName]>) {
    const [{ type }] = useState(() => ({ type: loaded ?? Lazy }));
    return createElement(type as ComponentType<ComponentProps<TModule[TName]>>, props);
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return Object.assign(LazyNamed, { preload: loadAndKeep });
}
