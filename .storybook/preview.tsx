import "@fontsource-variable/inter";
import "../packages/ui/src/styles.css";
import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    a11y: { test: "error" },
    viewport: {
      options: {
        narrow: { name: "Telefon (375px)", styles: { width: "375px", height: "740px" } },
        tablet: { name: "Tablet (768px)", styles: { width: "768px", height: "1024px" } },
        desktop: { name: "Masaüstü (1280px)", styles: { width: "1280px", height: "800px" } },
      },
    },
  },
  initialGlobals: { locale: "tr-TR" },
  tags: ["autodocs"],
};
export default preview;
