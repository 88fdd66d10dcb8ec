import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The `~/` alias is declared once, in tsconfig.json.
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          output: {
            // The shared components are small; one chunk for them instead of twenty tiny ones
            // means fewer requests competing with the first paint on a slow phone connection.
            manualChunks(id) {
              if (
                /\/app\/(components|lib|i18n|forms|config|content\/blog\/categories)\/|lucide-react/.test(id)
              )
                return "ui";
            },
          },
        },
      },
}));
