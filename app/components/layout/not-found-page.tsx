import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useTranslation } from "~/i18n/translation";
import type { NotFound } from "~/lib/not-found-kind";
import { notFoundAttribute } from "~/browser/contract";

const marker = { [notFoundAttribute]: "" };

/**
 * The 404 page, in the current language: any unknown path, or an article id that does not exist
 * (which leads back to the blog). The page script logs the missing path to the browser console
 * (`browser/log-missing-path.ts`), finding the page by its marked heading.
 */
export function NotFoundPage({ kind }: NotFound) {
  const { t, href } = useTranslation();

  if (kind === "article") {
    return (
      <Container className="py-24 text-center">
        <h1 {...marker} className="text-3xl font-semibold sm:text-4xl">
          {t.blog.notFoundTitle}
        </h1>
        <p className="mt-4 text-lg text-balance text-navy-600">{t.blog.notFoundText}</p>
        <Link to={href("/blog")} className={buttonClass("primary", "mt-8")}>
          {t.blog.returnToBlog}
        </Link>
      </Container>
    );
  }
  return (
    <Container size="narrow" className="py-20 text-center sm:py-28">
      <h1 {...marker} className="text-7xl font-semibold tracking-tight text-accent-700 sm:text-8xl">
        {t.notFound.heading}
      </h1>
      <p className="mt-6 text-2xl font-semibold text-navy-900 sm:text-3xl">{t.notFound.message}</p>
      <p className="mx-auto mt-4 max-w-md text-lg text-balance text-navy-600">{t.notFound.detail}</p>
      <Link to={href("/")} className={buttonClass("primary", "mt-10")}>
        {t.notFound.returnHome}
      </Link>
      <nav aria-labelledby="not-found-elsewhere" className="mt-14 border-t border-navy-100 pt-8">
        <h2 id="not-found-elsewhere" className="text-sm font-semibold text-navy-600">
          {t.notFound.elsewhere}
        </h2>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-6">
          {elsewhere.map((item) => (
            <li key={item.path}>
              <Link
                to={href(item.path)}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800"
              >
                {t.nav[item.label]}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}

/** Where a lost visitor most often wants to go: what the firm does, its proof, and how to reach it. */
const elsewhere = [
  { path: "/services", label: "services" },
  { path: "/case-studies", label: "caseStudies" },
  { path: "/contact", label: "contact" },
] as const;
