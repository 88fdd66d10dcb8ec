import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { NoticePanel } from "~/components/sections/notice-panel";
import { buttonClass } from "~/components/ui/button";
import { newsletterPagesContent } from "~/content/newsletter";
import { readFormData } from "~/forms/action.server";
import { runtimeFor } from "~/runtime/runtime.server";
import { requestLang } from "~/i18n/request.server";
import { useTranslation } from "~/i18n/translation";
import { noindexMeta } from "~/lib/seo";
import { TokenPanel } from "~/components/forms/token-panel";

/**
 * The link of the newsletter's confirmation email. Opening it changes nothing (mail scanners open
 * links): it shows a button, and only the button's POST confirms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await (await runtimeFor(context)).subscriptions.inspect(token, new Date());
  return {
    content: newsletterPagesContent[lang].confirm,
    backHome: newsletterPagesContent[lang].backHome,
    token,
    state,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (context.formRefusal) return data({ state: "invalid" as const }, { status: context.formRefusal.status });
  const form = await readFormData(request);
  const token = String(form?.get("token") ?? "");
  return { state: await (await runtimeFor(context)).subscriptions.confirm(token, new Date()) };
}

// A page for one address: not for search engines.
export const meta: Route.MetaFunction = ({ loaderData }) => noindexMeta(loaderData.content.meta.title);

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { href } = useTranslation();
  const { content, token } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  const home = (
    <Link to={href("/")} className={buttonClass("secondary")}>
      {loaderData.backHome}
    </Link>
  );
  if (state === "pending") {
    return <TokenPanel copy={content.ask} token={token} />;
  }
  const notice =
    state === "confirmed" ? content.done : state === "expired" ? content.expired : content.invalid;
  return (
    <NoticePanel title={notice.title} text={notice.text}>
      {state === "confirmed" ? home : <ResubscribeLink />}
    </NoticePanel>
  );
}

function ResubscribeLink() {
  const { t, href } = useTranslation();
  return (
    <Link to={`${href("/")}#newsletter`} className={buttonClass("primary")}>
      {t.newsletter.submit}
    </Link>
  );
}
