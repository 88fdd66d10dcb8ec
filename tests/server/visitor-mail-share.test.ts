import { describe, expect, it } from "vitest";
import { fastDeliveryEnv, testFirmInbox } from "../support/delivery-env";
import { withDatabase } from "../support/engine";
import { formResult, postForm } from "../support/form-posts";
import { mailsTo } from "../support/mail-server";
import { stoppedAfterEach } from "../support/started";
import { until } from "../support/until";

/**
 * The hourly budget of email to addresses visitors type (`VISITOR_MAIL_PER_HOUR`) is shared: one
 * client network (an IPv6 /48, so every /56 and /64 in it; an IPv4 /24) gets a tenth of it, so that
 * one client cannot silence everyone else's confirmations and acknowledgements (the outside probe's
 * P5-2 spent it from twenty /64s of one /56). A visitor whose confirmation is held is told so, in the
 * page's language, with what they typed; the log tells the firm, once an hour per network.
 */
const started = stoppedAfterEach();

/** A post from `address`, as the proxy in front of the server names the client. */
const from = (address: string) => ({ "X-Forwarded-For": address });
const confirmations = (mail: { received: { rcptTo: string[] }[] }, domain: string) =>
  mail.received.filter((one) => one.rcptTo.some((to) => to.endsWith(`@${domain}`)));

describe("the visitor-mail budget", () => {
  it("gives one network a tenth of the hour's budget, tells its held visitors the truth, and keeps mail flowing to others", async () => {
    const mail = await started.mailServer();
    const site = await started.server(started.dataDir("visitor-share"), {
      ...fastDeliveryEnv,
      SMTP_URL: mail.url,
      VISITOR_MAIL_PER_HOUR: "20",
      FORM_RATE_LIMIT: "5",
      TRUST_PROXY: "loopback",
    });
    // Twenty /64s of one /56 (2001:db8:0:1000::/56), then one of another /56 of the same /48.
    const attackers = [
      ...Array.from({ length: 20 }, (_, n) => `2001:db8:0:10${n.toString(16).padStart(2, "0")}::${n + 1}`),
      "2001:db8:0:2000::1",
    ];
    const answers = [];
    for (const [n, address] of attackers.entries())
      answers.push(
        await postForm(site.origin, "/fr?index", { email: `victim-${n}@attacker.example` }, from(address)),
      );
    // Two of twenty (a tenth) were confirmed; every other visitor of that network was told, in French.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const held = answers.filter((answer) => answer.status !== 200);
    expect(held).toHaveLength(attackers.length - 2);
    for (const answer of held) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(formResult(answer.text)).toMatchObject({ ok: false, formError: "mailHeld" });
      expect(answer.text).toContain('lang="fr"');
    }
    // Nothing was recorded for them: no pending subscription waits on an email that never went.
    const requests = await withDatabase(site.dataDir, (db) =>
      db.all<{ email: string }>("SELECT email FROM subscription_requests"),
    );
    expect(requests).toHaveLength(2);

    // An IPv4 /24 is one network too: two of three addresses in it are confirmed.
    const ipv4 = [];
    for (const n of [1, 2, 3])
      ipv4.push(
        (
          await postForm(
            site.origin,
            "/?index",
            { email: `office-${n}@office.example` },
            from(`203.0.113.${n}`),
          )
        ).status,
      );
    expect(ipv4).toEqual([200, 200, 503]);

    // A real reader and a real client elsewhere still get their email.
    const reader = await postForm(
      site.origin,
      "/?index",
      { email: "reader@example.com" },
      from("198.51.100.7"),
    );
    expect(formResult(reader.text)).toEqual({ ok: true });
    const contact = {
      name: "Real Client",
      email: "client@example.com",
      message: "We need help with our ERP.",
    };
    const sent = await postForm(site.origin, "/contact", contact, from("192.0.2.10"));
    expect(formResult(sent.text)).toEqual({ ok: true });
    await until(
      "the reader's confirmation and the client's acknowledgement",
      () =>
        mailsTo(mail, "reader@example.com").length === 1 && mailsTo(mail, "client@example.com").length === 1,
    );
    await until("the firm's notification", () => mailsTo(mail, testFirmInbox).length === 1);
    expect(confirmations(mail, "attacker.example")).toHaveLength(2);

    // The firm is told, once per network and hour, in the log, and in /healthz's figures.
    expect(site.output().match(/Visitor mail: the network 2001:db8:0::\/48 /g)).toHaveLength(1);
    expect(site.output().match(/Visitor mail: the network 203\.0\.113\.0\/24 /g)).toHaveLength(1);
    const health = (await (await fetch(`${site.origin}/healthz`)).json()) as {
      visitorMail: { queued: number; perHour: number; perNetwork: number; held: number };
    };
    expect(health.visitorMail).toEqual({
      queued: 6,
      perHour: 20,
      perNetwork: 2,
      held: attackers.length - 2 + 1,
    });
  });
});
