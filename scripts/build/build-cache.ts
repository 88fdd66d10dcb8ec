import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What the build makes slowly from inputs it can name (a share image, a page's Brotli file), kept in
 * `node_modules/.cache/<kind>/` under a hash of those inputs: a build makes again only what changed.
 * A copy of the repository that a test builds shares it through its linked node_modules. `inputs`
 * must hold everything the result depends on, the maker's version included.
 */
export function buildCache(kind: string) {
  const dir = path.join(process.cwd(), "node_modules/.cache", kind);
  return async function cached(
    inputs: readonly (string | Buffer)[],
    make: () => Buffer | Promise<Buffer>,
  ): Promise<Buffer> {
    const hash = createHash("sha256");
    for (const input of inputs) hash.update(createHash("sha256").update(input).digest());
    const file = path.join(dir, hash.digest("hex"));
    if (fs.existsSync(file)) return fs.readFileSync(file);
    const made = await make();
    fs.mkdirSync(dir, { recursive: true });
    // Written whole, then named: a build that stops half-way never leaves half a file to be reused.
    fs.writeFileSync(`${file}.${process.pid}`, made);
    fs.renameSync(`${file}.${process.pid}`, file);
    return made;
  };
}
