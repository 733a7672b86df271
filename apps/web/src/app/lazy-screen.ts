import { isValidElement, lazy, type ComponentType, type LazyExoticComponent } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";

type ScreenModule<P> = { default: ComponentType<P> };

/** A route's screen in a chunk of its own (`React.lazy`), which can also be loaded ahead of drawing. */
export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the chunk; a screen drawn after it resolves renders at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` for a route's screen, plus `preload`. A preloaded screen is handed to React as
 * a thenable that calls back at once, so React takes the component in the same render instead
 * of suspending: the server's render and a hydrating browser's first render draw the page
 * whole, and a client-rendered first page starts with its screen in place.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ScreenModule<P> | undefined;
  const preload = async () => {
    loaded = await load();
  };
  const Screen = lazy(() => {
    if (!loaded) return load();
    const module = loaded;
    // React.lazy reads what `then` passes synchronously when it is called back at once.
    return { then: (resolve: (value: ScreenModule<P>) => void) => resolve(module) } as Promise<ScreenModule<P>>;
  });
  return Object.assign(Screen, { preload });
}

function isLazyScreen(type: unknown): type is LazyScreen {
  return typeof type === "object" && type !== null && "preload" in type && typeof type.preload === "function";
}

/**
 * Loads the lazy screens (layouts included) of every route that `pathname` matches, all at
 * once: then the route tree draws the page in one render, as the server did.
 */
export async function preloadMatchedScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isLazyScreen(route.element.type) ? route.element.type.preload() : undefined,
    ),
  );
}
