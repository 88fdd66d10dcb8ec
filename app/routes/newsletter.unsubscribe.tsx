import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
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
 * Every newsletter email's `List-Unsubscribe` URL (RFC 8058). A mail provider POSTs
 * `List-Unsubscribe=One-Click` to it, with no cookie and no Origin, and the address is unsubscribed
 * at once. Opened in a browser, it shows a button that posts the same thing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = Boolean(await (await runtimeFor(context)).subscriptions.unsubscribeTarget(token));
  const copy = newsletterPagesContent[lang];
  return { content: copy.unsubscribe, backHome: copy.backHome, token, state: valid ? "ask" : "invalid" };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (context.formRefusal) return data({ state: "invalid" as const }, { status: context.formRefusal.status });
  const form = (await readFormData(request)) ?? new FormData();
  // The one-click POST carries the token in the URL only; the page's button sends it in the form too.
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  const subscriber = await (await runtimeFor(context)).subscriptions.unsubscribe(token, new Date());
  return { state: subscriber ? "done" : "invalid" };
}

// A page for one address: not for search engines.
export const meta: Route.MetaFunction = ({ loaderData }) => noindexMeta(loaderData.content.meta.title);

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { href } = useTranslation();
  const { content, token } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  if (state === "ask") {
    return <TokenPanel copy={content.ask} token={token} fields={{ "List-Unsubscribe": "One-Click" }} />;
  }
  const notice = state === "done" ? content.done : content.invalid;
  return (
    <NoticePanel title={notice.title} text={notice.text}>
      <Link
        to={`${href("/")}#newsletter`}
        className={buttonClass(state === "done" ? "secondary" : "primary")}
      >
        {content.resubscribe}
      </Link>
      <Link to={href("/")} className={buttonClass("secondary")}>
        {loaderData.backHome}
      </Link>
    </NoticePanel>
  );
}
