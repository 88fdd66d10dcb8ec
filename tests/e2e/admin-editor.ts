import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

/**
 * `/admin` opened as an editor opens it on their checkout (`admin.spec.ts`, `admin-checks.spec.ts`):
 * the test's copy of the repository's content stands for the folder they pick.
 */

/** What the editor reads and writes: the collections' folders, the covers and the portraits. */
const contentDirs = [
  "app/content/blog/posts",
  "app/content/newsletter",
  "app/content/people",
  "app/content/home",
  "app/content/services",
  "app/content/service-details",
  "app/content/about",
  "app/content/case-studies",
  "app/content/contact",
  "public/images/blog",
  "public/images/people",
];

function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) add(file);
      else files[file] = fs.readFileSync(file).toString("base64");
    }
  };
  contentDirs.filter((dir) => fs.existsSync(dir)).forEach(add);
  return files;
}

/**
 * Opens `/admin` on a copy of the repository's content in the browser's private file system: the
 * folder picker answers with it, as it would with the folder an editor picks. GitHub's status page,
 * which the editor asks whether the forge is up, is answered as GitHub answers when all is well (this
 * machine has no way out).
 */
export async function openEditor(page: Page) {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  await page.addInitScript(() => {
    Object.defineProperty(window, "showDirectoryPicker", {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repository"),
    });
  });
  await page.goto("/admin");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry("repository", { recursive: true }).catch(() => undefined);
    const repository = await root.getDirectoryHandle("repository", { create: true });
    await repository.getDirectoryHandle(".git", { create: true });
    for (const [file, content] of Object.entries(files)) {
      const parts = file.split("/");
      let dir = repository;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(content), (char) => char.charCodeAt(0)));
      await writable.close();
    }
  }, repositoryFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
}

/** A plain JPEG of `width`×`height` pixels in one colour: a photo an editor uploads. */
export const photoJpeg = (width: number, height: number, background = { r: 24, g: 72, b: 96 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads `buffer` as the image of the field in `within`, through Sveltia's image dialog. */
export async function uploadImage(page: Page, within: Locator, name: string, buffer: Buffer) {
  await within.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer });
  await dialog.getByRole("button", { name: "Insert" }).click();
}
