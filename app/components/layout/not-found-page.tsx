import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useTranslation } from "~/i18n/translation";

/** The 404 page, in the current language. Logs the missing path to the browser console. */
export function NotFoundPage() {
  const { t, href } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-7xl font-bold tracking-tight text-accent-700 sm:text-8xl">{t.notFound.heading}</h1>
      <p className="mt-6 text-2xl font-semibold text-navy-900 sm:text-3xl">{t.notFound.message}</p>
      <p className="mx-auto mt-4 max-w-md text-lg text-navy-600">{t.notFound.detail}</p>
      <Link to={href("/")} className={buttonClass("primary", "mt-10")}>
        {t.notFound.returnHome}
      </Link>
    </Container>
  );
}
