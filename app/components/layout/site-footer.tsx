import { Linkedin, Mail } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { site, telHref } from "~/config/site";
import { format } from "~/i18n/format";
import { useTranslation } from "~/i18n/translation";
import { Logo } from "./logo";
import { quickLinks } from "./nav-items";
import { EmailText } from "~/components/ui/email-text";

const heading = "text-sm font-semibold tracking-wide text-white uppercase";
/** 44 px tall: a thumb's target (WCAG 2.5.5), the list's rhythm. */
const link =
  "inline-flex min-h-11 items-center py-1.5 leading-snug text-navy-200 underline-offset-4 hover:text-white hover:underline";

export interface FooterService {
  slug: string;
  title: string;
}

/**
 * `year` comes from the server render (a prerendered page says the year of its build); the
 * services are those of `content/services`, in the page's language.
 */
export function SiteFooter({ year, services }: { year: number; services: FooterService[] }) {
  const { t, href } = useTranslation();
  const social = [
    {
      href: site.social.linkedin,
      label: t.footer.linkedin,
      icon: <Linkedin aria-hidden="true" className="size-5" />,
    },
    { href: site.social.x, label: t.footer.x, icon: <XLogo /> },
    {
      href: `mailto:${site.email}`,
      label: t.footer.email,
      icon: <Mail aria-hidden="true" className="size-5" />,
    },
  ];

  return (
    // Below every page's first screen: drawn as the visitor nears it, not before the first paint
    // (about its height held meanwhile, so the page keeps its length; issue 55).
    <footer className="bg-navy-950 text-navy-200 [content-visibility:auto] [contain-intrinsic-size:auto_52rem] sm:[contain-intrinsic-size:auto_48rem] lg:[contain-intrinsic-size:auto_24rem]">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-4">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo inverse />
          <p className="text-sm leading-relaxed">{t.footer.tagline}</p>
          <p className="text-sm text-navy-300">{site.offices.map((office) => office.city).join(" · ")}</p>
        </div>
        <div>
          <h2 className={heading}>{t.footer.quickLinks}</h2>
          <ul className="mt-2 text-sm">
            {quickLinks.map((item) => (
              <li key={item.path}>
                <Link to={href(item.path)} className={link}>
                  {t.nav[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.services}</h2>
          <ul className="mt-2 text-sm">
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={href(`/services/${service.slug}`)} className={link}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className={heading}>{t.footer.connect}</h2>
          <ul className="mt-4 flex gap-2">
            {social.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-label={item.label}
                  className="grid size-11 place-items-center rounded-lg bg-white/5 text-navy-100 hover:bg-white/15 hover:text-white"
                >
                  {item.icon}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mt-4 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className={link}>
                <EmailText address={site.email} />
              </a>
            </li>
            <li>
              <a href={telHref(site.phone)} className={link}>
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col py-3 text-sm text-navy-300 sm:flex-row sm:items-center sm:justify-between">
          <p className="py-3">{format(t.footer.copyright, { year })}</p>
          <Link to={href("/privacy")} className={link}>
            {t.footer.privacy}
          </Link>
        </Container>
      </div>
    </footer>
  );
}

function XLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4" fill="currentColor">
      <path d="M18.9 2H22l-7.2 8.2L23.3 22h-6.6l-5.2-6.8L5.5 22H2.4l7.7-8.8L2 2h6.8l4.7 6.2L18.9 2Zm-1.1 18h1.7L7.3 3.9H5.5L17.8 20Z" />
    </svg>
  );
}
