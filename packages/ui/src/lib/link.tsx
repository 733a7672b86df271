import { createContext, useContext, type ReactNode } from "react";

/** What ui hands to the app's router when it needs a link. */
export type RenderLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page" | undefined;
  "aria-label"?: string;
  onClick?: () => void;
};

/** Renders a link; the app passes one that uses its router (ui never imports a router). */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** The fallback: a plain anchor, used in Storybook and by apps without a router. */
export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

const LinkContext = createContext<RenderLink>(renderAnchor);

/**
 * Supplies the app's link renderer to every ui component below it.
 * @example <LinkProvider renderLink={({ href, ...p }) => <RouterLink to={href} {...p} />}>
 */
export function LinkProvider({ renderLink, children }: { renderLink: RenderLink; children: ReactNode }) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** The link renderer in effect: a component's own `renderLink` prop wins over the provider. */
export function useRenderLink(override?: RenderLink): RenderLink {
  const fromContext = useContext(LinkContext);
  return override ?? fromContext;
}

/** Renders one link through the seam. */
export function UiLink({ renderLink, ...props }: RenderLinkProps & { renderLink?: RenderLink }) {
  const render = useRenderLink(renderLink);
  return <>{render(props)}</>;
}
