/**
 * `npm run -s publish:content-only -- <commit>`: prints `true` when the checked-out commit changes
 * only what editors write since `<commit>` (the release that is live), else `false`; why, on stderr.
 * The publish workflow decides with it whether a push may go live after the content's checks alone
 * (`.github/workflows/publish.yml`, `docs/publishing.md`). An unknown or missing commit is `false`.
 */
import { execFileSync } from "node:child_process";
import { decide } from "./changes";

const since = process.argv[2] ?? "";
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });

function changedSince(commit: string): string[] | undefined {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) return undefined;
  try {
    git("cat-file", "-e", `${commit}^{commit}`);
  } catch {
    return undefined;
  }
  // Both sides of a rename: moving a file out of the content is a code change.
  return git("diff", "--name-only", "--no-renames", commit, "HEAD").split("\n").filter(Boolean);
}

const changed = changedSince(since);
const decision = changed
  ? decide(changed)
  : { contentOnly: false, reason: `no live release to compare with (${since || "none given"})` };
console.error(`content-only: ${decision.reason}`);
console.log(String(decision.contentOnly));
