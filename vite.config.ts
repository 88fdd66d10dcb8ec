import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }],
  },
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
