import { renderConfirmation } from "~/emails/confirmation";
import { renderNewsletter } from "~/emails/newsletter";
import { localizePath } from "~/i18n/paths";
import { composeIssue } from "~/newsletter/issue";
import type { NewsletterContent } from "~/newsletter/issues.server";
import { confirmationKind, type Subscriptions } from "~/newsletter/subscriptions.server";
import { messageIdFor } from "../mailer.server";
import { newsletterKind, type createNewsletterDelivery } from "../newsletter.server";
import { issueVersion, proofKind, type createNewsletterSchedule } from "../newsletter-schedule.server";
import type { Sender } from "../worker.server";
import type { MailContext } from "./context.server";

/**
 * The newsletter's three emails: the confirmation a request queues (to the address typed, capped),
 * each issue to each confirmed subscriber (`newsletter.server.ts`), and the firm's proof of a
 * scheduled issue (`newsletter-schedule.server.ts`). app/newsletter/README.md maps the rest.
 */
export function newsletterSenders(
  context: MailContext,
  subscriptions: Subscriptions,
  newsletter: ReturnType<typeof createNewsletterDelivery>,
  schedule: ReturnType<typeof createNewsletterSchedule>,
  content: NewsletterContent,
): Record<string, Sender> {
  const { db, env, mailer, from, toVisitor } = context;
  return {
    // The token is made when the email is sent, so only its hash is ever stored.
    [confirmationKind]: async (row) => {
      const { requestId } = JSON.parse(row.payload) as { requestId: number };
      const request = await subscriptions.pendingRequest(requestId);
      // Confirmed or cancelled meanwhile: there is nothing left to ask.
      if (!request) return;
      const subscriber = await subscriptions.subscriberFor(request.email);
      if (!subscriber) return;
      const page = (path: string) => `${env.SITE_URL}${localizePath(path, request.lang)}`;
      const confirmUrl = `${page("/newsletter/confirm")}?token=${await subscriptions.issueToken(request.id, new Date())}`;
      const unsubscribeUrl = `${page("/newsletter/unsubscribe")}?token=${await subscriptions.unsubscribeToken(subscriber.id)}`;
      return toVisitor({
        ...renderConfirmation(request.lang, confirmUrl, unsubscribeUrl),
        to: request.email,
        messageId: messageIdFor(row, from),
        unsubscribeUrl,
      });
    },
    [newsletterKind]: newsletter.sender((mail) => mailer.send(mail), from),
    // The firm's proof of a scheduled issue: the version it was queued for, as it will go out.
    [proofKind]: async (row) => {
      const { issue: issueId, version } = JSON.parse(row.payload) as { issue: string; version: string };
      const file = schedule.file(issueId);
      if (!file) return { skipped: "the issue is no longer deployed" };
      if (issueVersion(file) !== version) return { skipped: "a newer version of the issue was proofed" };
      const issue = composeIssue(
        file,
        content.articles,
        await newsletter.previousSentAt(db, issueId),
        new Date(),
      );
      const lang = schedule.proofLanguage(file);
      const reader = {
        lang,
        interests: [],
        unsubscribeUrl: `${env.SITE_URL}${localizePath("/newsletter/unsubscribe", lang)}`,
      };
      await mailer.send({
        ...renderNewsletter(issue, reader, env.SITE_URL, {
          proof: { sendAt: new Date(file.sendAt!), subscribers: await subscriptions.mailableCount() },
        }),
        to: row.recipient ?? env.LEADS_TO,
        messageId: messageIdFor(row, from),
      });
    },
  };
}
