import { Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useTranslation } from "~/i18n/translation";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { navItems } from "./nav-items";

/**
 * One navigation list: a row from the `lg` breakpoint, below it a panel under the header, opened by
 * the menu button. The panel is an HTML popover: the browser opens and closes it (button, Escape, a
 * click outside), gives the button its expanded state and focus back, with no script: it works from
 * the first paint. While it is open, the page under the header is dimmed (its backdrop).
 */
export function SiteHeader() {
  const { t, href } = useTranslation();

  return (
    <header className="sticky top-0 z-30 border-b border-navy-100 bg-white">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link to={href("/")} className="-mx-1 flex min-h-11 items-center rounded-lg px-1">
          <Logo label={t.nav.homeLink} />
        </Link>
        <nav aria-label={t.nav.label} className="group/nav order-last lg:order-none">
          <button
            type="button"
            popoverTarget="site-menu"
            aria-controls="site-menu"
            aria-label={t.nav.menu}
            className="grid size-11 place-items-center rounded-lg text-navy-800 hover:bg-navy-50 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]/nav:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]/nav:block" />
          </button>
          <ul
            id="site-menu"
            popover="auto"
            className="fixed inset-x-0 top-16 bottom-auto h-auto max-h-[calc(100dvh-4rem)] w-auto flex-col gap-1 overflow-y-auto border-b border-navy-100 bg-white px-4 pt-2 pb-4 text-navy-900 shadow-md open:flex backdrop:top-16 backdrop:bg-navy-950/60 lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            {navItems.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={href(item.path)}
                  end={item.path === "/"}
                  className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap lg:px-2 xl:px-3 text-navy-700 hover:bg-navy-50 hover:text-navy-900 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800"
                >
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 sm:hidden">
              <Link to={href("/book")} className={buttonClass("primary", "w-full")}>
                {t.nav.bookConsultation}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <Link to={href("/book")} className={buttonClass("primary", "whitespace-nowrap")}>
              {t.nav.bookConsultation}
            </Link>
          </div>
        </div>
      </Container>
    </header>
  );
}
