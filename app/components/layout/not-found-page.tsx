import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useTranslation } from "~/i18n/translation";
import type { NotFound } from "~/lib/not-found";
import { notFoundAttribute } from "~/browser/contract";

const marker = { [notFoundAttribute]: "" };

/**
 * The 404 page, in the current language: any unknown path, or an article id that does not exist
 * (which leads back to the blog). The page script logs the missing path to the browser console
 * (`browser/not-found.ts`), finding the page by its marked heading.
 */
export function NotFoundPage({ kind }: NotFound) {
  const { t, href } = useTranslation();

  if (kind === "article") {
    return (
      <Container className="py-24 text-center">
        <h1 {...marker} className="text-3xl font-bold sm:text-4xl">
          {t.blog.notFoundTitle}
        </h1>
        <p className="mt-4 text-lg text-navy-600">{t.blog.notFoundText}</p>
        <Link to={href("/blog")} className={buttonClass("primary", "mt-8")}>
          {t.blog.returnToBlog}
        </Link>
      </Container>
    );
  }
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 {...marker} className="text-7xl font-bold tracking-tight text-accent-700 sm:text-8xl">
        {t.notFound.heading}
      </h1>
      <p className="mt-6 text-2xl font-semibold text-navy-900 sm:text-3xl">{t.notFound.message}</p>
      <p className="mx-auto mt-4 max-w-md text-lg text-navy-600">{t.notFound.detail}</p>
      <Link to={href("/")} className={buttonClass("primary", "mt-10")}>
        {t.notFound.returnHome}
      </Link>
    </Container>
  );
}
