import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import nodemailer from "nodemailer";
import { localizePath } from "../../app/i18n/paths";
import { isLang, type Lang } from "../../app/i18n/locales";
import { messageOf, type Mail } from "../../app/delivery/mailer.server";
import { bulkHeaders } from "../../app/delivery/kinds/newsletter.server";
import { composeIssue } from "../../app/newsletter/issue";
import { readNewsletterContent } from "../../app/newsletter/issues.server";
import { renderAcknowledgement } from "../../app/emails/acknowledgement";
import { renderConfirmation } from "../../app/emails/confirmation";
import { renderDigest } from "../../app/emails/digest";
import { renderNewsletter } from "../../app/emails/newsletter-issue";
import { renderNotification } from "../../app/emails/notification";
import { renderConsultantBooking, renderVisitorBooking, eventWords } from "../../app/emails/booking";
import { invitation } from "../../app/booking/invitation.server";
import { sampleBookingVisitor, sampleCall, sampleFigures, sampleLead } from "./email-samples";
import { printTable } from "./table";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium";

/**
 * `npm run emails -- [--lang xx] [--spam] [--shots DIR [--width 600] [--dark]]`: every kind of email
 * the site sends, with sample content, in one language (English by default), written to
 * `.cache/emails/<kind>.<lang>.html` (open it in a browser), `.txt` (the text part) and `.eml` (the
 * whole message, as the mailer hands it to the SMTP server).
 * - `--spam` scores each `.eml` with SpamAssassin's local tests (`spamassassin -L -t`, Debian's
 *   package) and prints the scores.
 * - `--shots DIR` draws each HTML part in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) to
 *   `DIR/<kind>.<lang>.<width>[.dark].png`: `--width` pixels wide, `--dark` with the reader's system
 *   in dark mode.
 */
const { values: args } = parseArgs({
  options: {
    lang: { type: "string" },
    spam: { type: "boolean" },
    shots: { type: "string" },
    width: { type: "string", default: "600" },
    dark: { type: "boolean" },
  },
});
const lang: Lang = args.lang && isLang(args.lang) ? args.lang : "en";
const siteUrl = "https://www.innova-consulting.com";
const from = "Innova Consulting <hello@innova-consulting.com>";
const firm = "contact@innova-consulting.com";
const visitor = "maria.fernandes@example.com";
const page = (pathname: string) => `${siteUrl}${localizePath(pathname, lang)}`;
const unsubscribeUrl = `${page("/newsletter/unsubscribe")}?token=1042.${"Qx7".repeat(14)}`;

const content = readNewsletterContent("app/content/newsletter", "app/content/blog/posts");
const file = content.issues.at(-1)!;
// An issue without this language is shown in English, as the firm's proof would be.
const issueLang: Lang = file.versions[lang] ? lang : "en";
const issue = composeIssue(file, content.articles, undefined, new Date(file.sendAt ?? Date.now()));
const reader = { lang: issueLang, interests: [], unsubscribeUrl };

/** Each kind the outbox sends (and the CLI's test copy), as its sender would hand it to the mailer. */
const kinds: Record<string, Omit<Mail, "messageId" | "to"> & { to?: string }> = {
  "contact.notification": {
    ...renderNotification(sampleLead, lang, siteUrl),
    to: firm,
    replyTo: { name: sampleLead.name, address: sampleLead.email },
  },
  "contact.acknowledgement": renderAcknowledgement(lang),
  "newsletter.confirmation": {
    ...renderConfirmation(
      lang,
      `${page("/newsletter/confirm")}?token=88.${"k2P".repeat(14)}`,
      unsubscribeUrl,
    ),
    unsubscribeUrl,
  },
  "newsletter.issue": {
    ...renderNewsletter(issue, reader, siteUrl),
    unsubscribeUrl,
    headers: bulkHeaders(issueLang, from),
  },
  "newsletter.proof": {
    ...renderNewsletter(issue, reader, siteUrl, {
      proof: { sendAt: new Date(file.sendAt ?? "2026-12-01T14:00:00Z"), subscribers: 1234 },
    }),
    to: firm,
  },
  "newsletter.test": { ...renderNewsletter(issue, reader, siteUrl, { test: true }), to: firm },
  "analytics.digest": { ...renderDigest(sampleFigures, lang), to: firm },
  ...bookingKinds(),
};

/** A booked call's emails: the visitor's three and the consultant's, with their invitations. */
function bookingKinds() {
  const call = {
    uid: `c6a1e0d2-5b7e-4f0a-9a43-2f1d8e7b9c10@${new URL(siteUrl).hostname}`,
    start: new Date(sampleCall.start),
    end: new Date(sampleCall.end),
    sequence: 0,
    visitor: { name: visitor, email: visitor },
    consultant: { name: sampleCall.consultantName, email: "marcus.oliveira@innova-consulting.com" },
    videoUrl: sampleCall.videoUrl,
  };
  const words = eventWords(lang, sampleCall.consultantName);
  const links = {
    manageUrl: `${page("/book/manage")}?token=${"Zp4".repeat(14)}`,
    bookUrl: page("/book"),
  };
  const visitorMail = (mail: "invitation" | "cancellation" | "reminder") =>
    renderVisitorBooking({ mail, lang, call: sampleCall, timeZone: "America/Sao_Paulo", ...links });
  const consultant = (cancelled: boolean) => ({
    ...renderConsultantBooking({
      cancelled,
      lang,
      call: sampleCall,
      zone: "America/Sao_Paulo",
      visitor: sampleBookingVisitor,
      siteUrl,
    }),
    to: "marcus.oliveira@innova-consulting.com",
    cc: firm,
    replyTo: { name: sampleBookingVisitor.name, address: sampleBookingVisitor.email },
  });
  return {
    "booking.invitation": { ...visitorMail("invitation"), icalEvent: invitation(call, "REQUEST", words) },
    "booking.cancellation": { ...visitorMail("cancellation"), icalEvent: invitation(call, "CANCEL", words) },
    "booking.reminder": visitorMail("reminder"),
    "booking.consultant": { ...consultant(false), icalEvent: invitation(call, "REQUEST", words) },
  };
}

const outDir = ".cache/emails";
fs.mkdirSync(outDir, { recursive: true });
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
const scores: string[][] = [];
for (const [kind, mail] of Object.entries(kinds)) {
  const base = path.join(outDir, `${kind}.${lang}`);
  const message = messageOf(
    { ...mail, to: mail.to ?? visitor, messageId: `<preview-${kind}@innova-consulting.com>` },
    from,
  );
  const { message: eml } = (await composer.sendMail(message)) as { message: Buffer };
  fs.writeFileSync(`${base}.html`, mail.html);
  fs.writeFileSync(`${base}.txt`, mail.text);
  fs.writeFileSync(`${base}.eml`, eml);
  const size = `${(Buffer.byteLength(mail.html) / 1024).toFixed(1)} KB`;
  if (!args.spam) {
    scores.push([kind, size]);
    continue;
  }
  // Local tests only: no network lookups, so the score is the message's own.
  const checked = spawnSync("spamassassin", ["-L", "-t"], { input: eml, encoding: "utf8" });
  if (checked.error) throw new Error(`spamassassin: ${checked.error.message} (apt-get install spamassassin)`);
  const status =
    /^X-Spam-Status: (?:Yes|No), score=(-?[\d.]+) required=[\d.]+ tests=([\s\S]*?) autolearn/m.exec(
      checked.stdout,
    );
  const tests = status?.[2]?.replace(/\s+/g, "") ?? "";
  scores.push([kind, size, status?.[1] ?? "?", tests]);
}
console.log(`Written to ${outDir}/<kind>.${lang}.{html,txt,eml}:\n`);
printTable(args.spam ? ["kind", "HTML", "score", "tests"] : ["kind", "HTML"], scores);
if (args.shots) {
  const shots = args.shots;
  fs.mkdirSync(shots, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const page = await browser.newPage({
    viewport: { width: Number(args.width), height: 800 },
    colorScheme: args.dark ? "dark" : "light",
  });
  for (const kind of Object.keys(kinds)) {
    await page.setContent(fs.readFileSync(path.join(outDir, `${kind}.${lang}.html`), "utf8"));
    const name = `${kind}.${lang}.${args.width}${args.dark ? ".dark" : ""}.png`;
    await page.screenshot({ path: path.join(shots, name), fullPage: true });
  }
  await browser.close();
  console.log(`\nDrawn to ${shots}/<kind>.${lang}.${args.width}${args.dark ? ".dark" : ""}.png`);
}
