import { Component } from "react";
import type { Lang } from "~/i18n/locales";
import { say } from "./check-words";
import {
  isDrawing,
  isQuestion,
  photoFormatFinding,
  photoSizeFinding,
  type Finding,
  type Photo,
  type Size,
} from "./checks";

/**
 * Above a preview in `/admin`: what the build would refuse (red) or question (amber) in the entry
 * being edited (`checks.ts`), in the pane's language, each with what to do. Nothing when all is well.
 */
export function EntryChecks({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return (
    <div lang={lang} className="flex flex-col gap-2 px-4 pt-4 empty:hidden">
      {children}
    </div>
  );
}

export function FindingNote({ finding, lang, field }: { finding: Finding; lang: Lang; field?: string }) {
  const question = isQuestion(finding);
  return (
    <p
      role={question ? "note" : "alert"}
      className={
        question
          ? "rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          : "rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      }
    >
      {say(finding, lang, field)}
    </p>
  );
}

/**
 * The file name of a field's image, for its format: an upload not saved yet is a `blob:` address in
 * the field, its file named apart.
 */
export const imageName = (value: string, asset?: { path: string; fileObj?: File }) =>
  asset?.fileObj?.name ?? (value.startsWith("blob:") ? (asset?.path ?? "") : value);

interface PhotoProps {
  photo: Photo;
  /** Its file's name (`imageName`): `/images/blog/team.jpg`. */
  name: string;
  /** Where the browser reads it: the upload not saved yet, or the repository's file. */
  src: string;
  lang: Lang;
}

/**
 * A cover's or portrait's format, then its pixels as the browser reads them (turned upright, as the
 * build turns them) against the build's minimum. Sveltia draws the previews with its own copy of
 * React, where this module's hooks would not run: a class keeps the size once the image has loaded.
 * An image that does not load says nothing here (the preview shows it broken; the build names it).
 */
export class PhotoCheck extends Component<PhotoProps, { src?: string; size?: Size }> {
  state: { src?: string; size?: Size } = {};
  private requested?: string;

  componentDidMount() {
    this.measure();
  }

  componentDidUpdate() {
    this.measure();
  }

  private measure() {
    const { photo, name, src } = this.props;
    if (!src || this.requested === src || isDrawing(photo, name) || photoFormatFinding(photo, name)) return;
    this.requested = src;
    const image = new Image();
    image.onload = () => {
      if (this.requested === src)
        this.setState({ src, size: { width: image.naturalWidth, height: image.naturalHeight } });
    };
    image.src = src;
  }

  render() {
    const { photo, name, src, lang } = this.props;
    const finding =
      photoFormatFinding(photo, name) ??
      (this.state.size && this.state.src === src ? photoSizeFinding(photo, this.state.size) : undefined);
    return finding ? <FindingNote finding={finding} lang={lang} /> : null;
  }
}
