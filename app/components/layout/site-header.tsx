import { Menu, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useTranslation } from "~/i18n/translation";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { navItems } from "./nav-items";
import { useDismissOnEscape } from "./use-dismiss";
import { useHydrated } from "./use-hydrated";

/**
 * One navigation list: a row from the `lg` breakpoint, a panel under the header below it, opened by
 * the menu button. Before the script runs, focusing the button shows the panel (CSS).
 */
export function SiteHeader() {
  const { t, href } = useTranslation();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // The menu is open on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  useDismissOnEscape(open, close, toggle);

  const panel = hydrated ? (open ? "flex" : "hidden") : "hidden group-focus-within:flex";

  return (
    <header className="sticky top-0 z-30 border-b border-navy-100 bg-white">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link to={href("/")} className="rounded-lg">
          <Logo label={t.nav.homeLink} />
        </Link>
        <nav aria-label={t.nav.label} className="group order-last lg:order-none">
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setOpenOn(open ? null : pathname)}
            className="grid size-11 place-items-center rounded-lg text-navy-800 hover:bg-navy-50 lg:hidden"
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
          <ul
            id="site-menu"
            className={`${panel} absolute inset-x-0 top-16 flex-col gap-1 border-b border-navy-100 bg-white px-4 pt-2 pb-4 shadow-md lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none`}
          >
            {navItems.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={href(item.path)}
                  end={item.path === "/"}
                  className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-navy-700 hover:bg-navy-50 hover:text-navy-900 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800"
                >
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 sm:hidden">
              <Link to={href("/contact")} className={buttonClass("primary", "w-full")}>
                {t.nav.getStarted}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <Link to={href("/contact")} className={buttonClass("primary")}>
              {t.nav.getStarted}
            </Link>
          </div>
        </div>
      </Container>
    </header>
  );
}
