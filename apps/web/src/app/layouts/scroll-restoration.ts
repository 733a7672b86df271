import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** sessionStorage's key for the scroll position of each history entry of the tab. */
const STORAGE_KEY = "halisaha-scroll-positions";

function savedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof saved !== "object" || saved === null) return new Map();
    return new Map(Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
  } catch {
    return new Map();
  }
}

/**
 * Scrolling as a multi-page site does it: a new page (a link, a redirect) opens at its top, or
 * at the element its `#hash` names; back and forward, and a reload, return to where the page
 * was left. Positions are kept per history entry (the location's key) and survive a reload
 * in sessionStorage.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(new Map());
  const currentKey = useRef(location.key);

  useLayoutEffect(() => {
    positions.current = savedPositions();
    const { history } = window;
    history.scrollRestoration = "manual";
    const record = () => positions.current.set(currentKey.current, window.scrollY);
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions.current)));
      } catch {
        // storage full or blocked: positions then last until the tab leaves the app
      }
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
      history.scrollRestoration = "auto";
    };
  }, []);

  /** the entry last scrolled for; null before the first */
  const handledKey = useRef<string | null>(null);
  useLayoutEffect(() => {
    // Scroll events from here on belong to the new page (the browser fires them after this).
    currentKey.current = location.key;
    const initial = handledKey.current === null;
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const saved = navigationType === "POP" ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    // A first visit stays where the visitor already is (they may scroll a server-rendered page).
    else if (!initial) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
