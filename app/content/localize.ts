/**
 * What a page shows alike in every language (slugs, figures, names, technologies) is written
 * once, in the page's `neutral.ts`; its language files hold only the words. Each `index.ts` puts the
 * two together into the page's content, one entry per language. The merges write the keys in the
 * order the types declare them, so the data serialized into the pages is the same as when each
 * language file held everything.
 */
import { languages, type Lang } from "~/i18n/locales";
import type { ChangePoint, Story, StoryChange } from "./types";

type Leaf = string | number | boolean | null | undefined;

/** A language-neutral base for content of type `T`: any of its parts, its lists entry by entry. */
export type Neutral<T> = T extends Leaf
  ? T
  : T extends readonly (infer E)[]
    ? readonly Neutral<E>[]
    : { readonly [K in keyof T]?: Neutral<T[K]> };

/** The keys whose whole value the base gives: a plain value or a list of them. */
type GivenKeys<N> = { [K in keyof N]-?: N[K] extends Leaf | readonly Leaf[] ? K : never }[keyof N];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * What a language writes of content `T` whose base is `N`: `T` without what `N` gives. A list of
 * the base is a tuple, so a translation with an entry too many or too few does not compile. Of a
 * union (a service page's sections), the member the base's values select (by its `kind`).
 */
export type Translation<T, N> = N extends readonly unknown[]
  ? { [I in keyof N]: Translation<T extends readonly (infer E)[] ? E : never, N[I]> }
  : T extends unknown
    ? Pick<N, GivenKeys<N>> extends Neutral<T>
      ? Simplify<
          { [K in keyof T as K extends keyof N ? never : K]: T[K] } & {
            -readonly [K in keyof N & keyof T as K extends GivenKeys<N> ? never : K]-?: Translation<
              NonNullable<T[K]>,
              N[K]
            >;
          }
        >
      : never
    : never;

/**
 * Each entry of a base list with its translation, by position. The types already match the
 * lengths; this check also stops a cast or an untyped caller from shifting the entries.
 */
export function zip<B, T>(base: readonly B[], texts: readonly T[]): [B, T][] {
  if (texts.length !== base.length) {
    throw new Error(`${texts.length} translated entries for ${base.length} language-neutral ones`);
  }
  return base.map((entry, index) => [entry, texts[index] as T]);
}

/** The content in every language, from each language's words. */
export function inEveryLanguage<T, C>(texts: Record<Lang, T>, compose: (text: T) => C): Record<Lang, C> {
  return Object.fromEntries(languages.map((lang) => [lang, compose(texts[lang])])) as Record<Lang, C>;
}

export interface StoryBase {
  change: { before: Pick<ChangePoint, "amount">; after: Pick<ChangePoint, "amount"> };
}
export type StoryText = Omit<Story, "change"> & {
  change: Omit<StoryChange, "before" | "after"> & {
    before: Omit<ChangePoint, "amount">;
    after: Omit<ChangePoint, "amount">;
  };
};

/**
 * A client story: the change's amounts are the same in every language, the rest is each
 * language's.
 */
export function story(base: StoryBase, text: StoryText): Story {
  const { results, quote, basis, change, ...rest } = text;
  const merged: Story = {
    ...rest,
    results,
    basis,
    change: {
      title: change.title,
      before: { ...change.before, ...base.change.before },
      after: { ...change.after, ...base.change.after },
    },
  };
  if (quote) merged.quote = { ...quote };
  return merged;
}
