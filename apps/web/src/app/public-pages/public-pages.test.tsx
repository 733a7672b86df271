import type { RouteObject } from "react-router-dom";
import { RequireRole } from "../guards/require-role";
import { routes } from "../router";
import { titled, titledByScreen } from "../route-title";
import { PRIVATE, type PublicPage } from "./declaration";
import { privatePathsOf, publicPageOf, publicPagesOf } from "./index";

const about: PublicPage = { head: { description: "Hakkında." }, sitemap: "path" };
const item: PublicPage = {
  head: () => "not-found",
  sitemap: { each: "facilities", href: (id) => `/items/${id}` },
};

/** A small table shaped like the app's: a layout, public pages, a guard, a panel with nested paths. */
const table: RouteObject[] = [
  {
    element: <div />,
    children: [
      { path: "/", element: <div />, ...titled(null, about) },
      { path: "/items/:itemId", element: <div />, ...titledByScreen(item) },
      { path: "/login", element: <div />, ...titled("Giriş", PRIVATE) },
      { path: "/help", element: <div />, ...titled("Yardım") },
      {
        element: <RequireRole />,
        children: [
          { path: "/me/profile", element: <div /> },
          { path: "/me/settings", element: <div /> },
          { path: "/pay/:id", element: <div /> },
          { path: "/verify", element: <div /> },
        ],
      },
      { path: "*", element: <div /> },
    ],
  },
  {
    path: "/panel",
    element: <RequireRole />,
    children: [
      { index: true, element: <div /> },
      { path: "reports", element: <div /> },
    ],
  },
];

describe("the public pages read off the route table", () => {
  it("lists each declared page once, at its pattern, in the table's order", () => {
    expect(publicPagesOf(table)).toEqual([
      { pattern: "/", sitemap: "path" },
      { pattern: "/items/:itemId", sitemap: item.sitemap },
    ]);
  });

  it("keeps out every guarded path and every PRIVATE route: folders for shared segments and parameters", () => {
    expect(privatePathsOf(table)).toEqual(["/login", "/me/", "/pay/", "/verify", "/panel/"]);
  });

  it("finds the page the deepest matched route declares", async () => {
    const { matchRoutes } = await import("react-router-dom");
    expect(publicPageOf(matchRoutes(table, "/items/7"))).toBe(item);
    expect(publicPageOf(matchRoutes(table, "/help"))).toBeUndefined();
    expect(publicPageOf(null)).toBeUndefined();
  });

  it("keeps the app's sign-in, signed-in, booking and panel screens out of search engines", () => {
    expect([...privatePathsOf(routes)].sort()).toEqual(
      [
        "/login",
        "/register",
        "/forgot-password",
        "/user/",
        "/booking/",
        "/payment/",
        "/phone-verification",
        "/owner/",
        "/admin/",
      ].sort(),
    );
  });
});
