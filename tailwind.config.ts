import type { Config } from "tailwindcss";

/**
 * The design tokens of halisaha, in one place. ui, web and Storybook all load this file
 * (Tailwind 4 reads it through `@config`). Components use the semantic names only
 * (`bg-primary`, `text-danger`, `rounded-card`), never raw colours.
 */
const config = {
  content: ["./packages/ui/src/**/*.{ts,tsx}", "./apps/web/src/**/*.{ts,tsx}", "./apps/web/index.html"],
  theme: {
    screens: {
      sm: "576px",
      /** the panel layout and the subscribers table switch here */
      md: "768px",
      /** the site header switches to its mobile menu below this */
      lg: "992px",
      xl: "1200px",
    },
    extend: {
      colors: {
        primary: {
          DEFAULT: "#15803d",
          hover: "#166534",
          soft: "#dcfce7",
          foreground: "#ffffff",
        },
        secondary: {
          DEFAULT: "#1e3a5f",
          hover: "#172e4b",
          soft: "#e0e9f5",
          foreground: "#ffffff",
        },
        danger: {
          DEFAULT: "#b91c1c",
          hover: "#991b1b",
          soft: "#fee2e2",
          foreground: "#ffffff",
        },
        warning: {
          DEFAULT: "#b45309",
          hover: "#92400e",
          soft: "#fef3c7",
          foreground: "#ffffff",
        },
        info: {
          DEFAULT: "#1d4ed8",
          soft: "#dbeafe",
        },
        neutral: {
          50: "#f8fafc",
          100: "#f1f5f9",
          200: "#e2e8f0",
          300: "#cbd5e1",
          400: "#94a3b8",
          500: "#64748b",
          600: "#475569",
          700: "#334155",
          800: "#1e293b",
          900: "#0f172a",
        },
        surface: "#ffffff",
        background: "#f8fafc",
        foreground: "#0f172a",
        muted: "#475569",
        border: "#e2e8f0",
        ring: "#15803d",
      },
      maxWidth: {
        content: "1200px",
        dialog: "500px",
        confirm: "400px",
      },
      borderRadius: {
        control: "0.5rem",
        card: "0.75rem",
        pill: "9999px",
      },
      fontFamily: {
        sans: ["'Inter Variable'", "Inter", "system-ui", "sans-serif"],
      },
      boxShadow: {
        card: "0 1px 3px rgb(15 23 42 / 0.08), 0 1px 2px rgb(15 23 42 / 0.04)",
        raised: "0 10px 25px rgb(15 23 42 / 0.12)",
      },
      zIndex: {
        header: "40",
        overlay: "50",
        toast: "60",
      },
    },
  },
  plugins: [],
} satisfies Config;

export default config;
