import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { formatDay, formatTime, zoneLabel } from "../../app/booking/display";
import { wallClock } from "../../app/booking/zoned";
import type { Lang } from "../../app/i18n/locales";
import { fastDeliveryEnv } from "../support/delivery-env";
import { mailsTo, startMailServer, type ReceivedMail } from "../support/mail-server";
import { onServer, startServer } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";
import { pageScriptRunning, watchConsole } from "./support";

/**
 * Booking a call as buyers do (issue 51): in their language, with their browser in their own zone,
 * with and without JavaScript; the manage page the answer opens, its cancel from the link in the
 * email that arrived, an unknown link; the slot picker island keeping what was chosen before it
 * arrived, and working again in a form answered in place. Against the production server and its
 * real booking service (and, for the emails, a server of the test's own with a real SMTP server).
 */

// The tests book the first free times of one shared server: side by side, one would take the time
// another is about to book (a clean CI run with three workers saw it). They run one after another.
test.describe.configure({ mode: "default" });

/** A mailbox no other test uses: at most two upcoming bookings per mailbox. */
const mailbox = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The first free time the page offers: its value (ISO UTC) and its label's time. */
async function firstFreeTime(page: Page) {
  const radio = page.locator("input[type=radio][name=slot]:visible").first();
  await expect(radio).toBeVisible();
  return { radio, start: (await radio.getAttribute("value"))! };
}

/** The iCalendar invitation of an email, read as a calendar app reads it. */
/** Another visitor, without a script, books `start` on /pt/book (where one consultant takes calls). */
async function bookedByAnother(browser: Browser, start: string) {
  const other = await browser.newPage({ javaScriptEnabled: false });
  await other.goto("/pt/book");
  await other.locator(`input[name=slot][value="${start}"]`).check();
  const form = other.locator("#booking-form");
  await form.getByLabel("Nome completo").fill("Primeira Visitante");
  await form.getByLabel("E-mail").fill(mailbox("primeira"));
  await form.getByRole("button", { name: "Agendar esta conversa" }).click();
  await expect(other).toHaveURL(/\/pt\/book\/manage\?/);
  await other.close();
}

function invitationOf(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) return undefined;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

/** The manage page's "When", as it must read for `start` in `zone`. */
function when(start: string, zone: string, lang: Lang) {
  const day = formatDay(wallClock(Date.parse(start), zone).date, lang);
  return `${day}, ${formatTime(start, zone, lang)} (${zoneLabel(zone, lang, new Date(start))})`;
}

test.describe("in Portuguese, the browser in São Paulo", () => {
  test.use({ timezoneId: "America/Sao_Paulo", locale: "pt-BR" });

  test("the times are in the visitor's zone, named; booking opens the manage page naming the time, the consultant and how", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/pt/book");
    await pageScriptRunning(page);
    await expect(page.getByText("Seu horário: São Paulo (GMT−3)")).toBeVisible();
    await expect(page.getByRole("group", { name: "Dias com horários livres" })).toBeVisible();
    const { radio, start } = await firstFreeTime(page);
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    await expect(radio.locator("xpath=..")).toContainText(formatTime(start, "America/Sao_Paulo", "pt"));
    await radio.check();
    await page.getByLabel("Nome completo").fill("Ana Souza");
    await page.getByLabel("E-mail").first().fill(mailbox("ana"));
    await page.getByRole("button", { name: "Agendar esta conversa" }).click();

    await expect(page).toHaveURL(/\/pt\/book\/manage\?token=[^&]+&booked=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sua conversa está agendada");
    await expect(page.getByText(when(start, "America/Sao_Paulo", "pt"))).toBeVisible();
    await expect(page.getByText("Por vídeo, neste link:")).toBeVisible();
    await expect(page.getByRole("link", { name: "Escolher outro horário" })).toHaveAttribute(
      "href",
      /^\/pt\/book\?reschedule=.+&tz=America%2FSao_Paulo$/,
    );
    expect(errors).toEqual([]);
  });
});

test.describe("in Portuguese, the browser in São Paulo, a time taken meanwhile", () => {
  test.use({ timezoneId: "America/Sao_Paulo", locale: "pt-BR" });

  test("answers in place with the nearest free times, in a picker that works again, one of which books", async ({
    page,
    browser,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/pt/book");
    await pageScriptRunning(page);
    await expect(page.getByText("Seu horário: São Paulo (GMT−3)")).toBeVisible();
    const { radio, start } = await firstFreeTime(page);
    await radio.check();
    // Someone else books it first (in Portuguese one consultant takes calls: it is taken).
    await bookedByAnother(browser, start);

    const form = page.locator("#booking-form");
    await form.getByLabel("Nome completo").fill("Segunda Visitante");
    await form.getByLabel("E-mail").fill(mailbox("segunda"));
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Agendar esta conversa" }).click();
    expect((await answer).status()).toBe(409);
    await expect(form.getByText("Alguém acabou de reservar este horário.", { exact: false })).toBeVisible();

    // The answered form is new markup: its picker is hydrated in its turn (it names the visitor's
    // zone, which only the island does, and the server's list of times gives way to its own).
    await expect(form.getByText("Seu horário: São Paulo (GMT−3)")).toBeVisible();
    await expect(page.locator("#slot-times")).toHaveCount(0);
    await expect(form.getByLabel("Nome completo")).toHaveValue("Segunda Visitante");
    const next = await firstFreeTime(page);
    expect(next.start).not.toBe(start);
    await expect(next.radio.locator("xpath=..")).toContainText(
      formatTime(next.start, "America/Sao_Paulo", "pt"),
    );
    await next.radio.check();
    await form.getByRole("button", { name: "Agendar esta conversa" }).click();
    await expect(page).toHaveURL(/\/pt\/book\/manage\?token=[^&]+&booked=1$/);
    await expect(page.getByText(when(next.start, "America/Sao_Paulo", "pt"))).toBeVisible();
    // The browser logs the 409 it was answered; nothing else went wrong (the island's hydration).
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });
});

test.describe("in French, the browser in Paris", () => {
  test.use({ timezoneId: "Europe/Paris", locale: "fr-FR" });

  test("books a call by phone; the link in the email that arrived opens it and cancels it, the CANCEL invitation has the same UID, the time is free again", async ({
    page,
  }) => {
    // A server of this test's own, delivering to a real SMTP server: the visitor's inbox.
    const mail = await startMailServer();
    const dataDir = temporaryDataDir("e2e-booking-mail");
    const site = await startServer({ dataDir, env: { ...fastDeliveryEnv, SMTP_URL: mail.url } });
    try {
      await page.goto(`${site.origin}/fr/book`);
      await pageScriptRunning(page);
      await expect(
        page.getByText(`Votre heure\u00a0: ${zoneLabel("Europe/Paris", "fr", new Date())}`),
      ).toBeVisible();
      const { radio, start } = await firstFreeTime(page);
      await expect(radio.locator("xpath=..")).toContainText(formatTime(start, "Europe/Paris", "fr"));
      await radio.check();
      const visitor = mailbox("camille");
      await page.getByLabel("Nom complet").fill("Camille Martin");
      await page.getByLabel("Adresse e-mail").fill(visitor);
      await page.getByLabel(/^Téléphone/).fill("+33 6 12 34 56 78");
      await page.getByRole("button", { name: "Réserver cet appel" }).click();

      await expect(page).toHaveURL(/\/fr\/book\/manage\?token=[^&]+&booked=1$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre appel est réservé");
      await expect(page.getByText(when(start, "Europe/Paris", "fr"))).toBeVisible();
      await expect(page.getByText(/vous appellera au \+33 6 12 34 56 78/)).toBeVisible();

      // The invitation in the visitor's inbox: its DTSTART is the time chosen, its link the booking's.
      const received = await until("the visitor's invitation", () =>
        mailsTo(mail, visitor).find((one) => invitationOf(one)?.method === "REQUEST"),
      );
      const invitation = invitationOf(received)!;
      expect(invitation.start).toBe(new Date(start).toISOString());
      const link = /https?:\/\/[^\s<>"]+\/fr\/book\/manage\?token=[\w-]+/.exec(
        received.parsed.text ?? "",
      )?.[0];
      expect(link, "the manage link in the email").toBeDefined();
      const manage = onServer(site, link!);

      // Following the link changes nothing (mail scanners follow links); its button cancels.
      await page.goto(manage);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre appel avec Innova Consulting");
      await page.goto(manage);
      await page.getByRole("button", { name: "Annuler cet appel" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre appel est annulé");
      const cancelled = await until("the visitor's CANCEL", () =>
        mailsTo(mail, visitor).find((one) => invitationOf(one)?.method === "CANCEL"),
      );
      expect(invitationOf(cancelled)).toEqual({ ...invitation, method: "CANCEL" });
      await page.goto(manage);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre appel est annulé");
      await page.goto(`${site.origin}/fr/book?tz=Europe%2FParis`);
      await expect(page.locator(`input[name=slot][value="${start}"]`)).toHaveCount(1);
    } finally {
      await site.stop();
      await mail.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the zone is chosen with a GET form, the times are radios, the post books and the manage page cancels", async ({
    page,
  }) => {
    await page.goto("/es/book");
    await page.getByLabel("Zona horaria").selectOption("America/Bogota");
    await page.getByRole("button", { name: "Mostrar horarios" }).click();
    await expect(page).toHaveURL(/\/es\/book\?tz=America%2FBogota/);
    await expect(
      page.getByText(`Horarios en ${zoneLabel("America/Bogota", "es", new Date())}.`),
    ).toBeVisible();
    const { radio, start } = await firstFreeTime(page);
    await expect(radio.locator("xpath=..")).toContainText(formatTime(start, "America/Bogota", "es"));
    await radio.check();
    const form = page.locator("#booking-form");
    await form.getByLabel("Nombre completo").fill("Lucía Gómez");
    await form.getByLabel("Correo electrónico").fill(mailbox("lucia"));
    await page.getByRole("button", { name: "Agendar esta llamada" }).click();

    await expect(page).toHaveURL(/\/es\/book\/manage\?token=[^&]+&booked=1$/);
    await expect(page.getByText(when(start, "America/Bogota", "es"))).toBeVisible();
    await page.getByRole("button", { name: "Cancelar esta llamada" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su llamada está cancelada");
  });

  test("a time taken meanwhile answers 409 with the nearest free times, none chosen, everything typed kept", async ({
    page,
    browser,
  }) => {
    // In Portuguese one consultant takes calls: a time booked once is taken.
    await page.goto("/pt/book");
    const { radio, start } = await firstFreeTime(page);
    // Someone else books it first.
    await bookedByAnother(browser, start);

    await radio.check();
    const form = page.locator("#booking-form");
    await form.getByLabel("Nome completo").fill("Segunda Visitante");
    await form.getByLabel("E-mail").fill(mailbox("segunda"));
    await form.getByLabel("Empresa").fill("Northwind");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Agendar esta conversa" }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByText("Alguém acabou de reservar este horário.", { exact: false })).toBeVisible();
    await expect(page.locator("input[name=slot]")).not.toHaveCount(0);
    await expect(page.locator("input[name=slot]:checked")).toHaveCount(0);
    await expect(page.locator(`input[name=slot][value="${start}"]`)).toHaveCount(0);
    await expect(page.locator("#booking-form").getByLabel("Nome completo")).toHaveValue("Segunda Visitante");
    await expect(page.locator("#booking-form").getByLabel("Empresa")).toHaveValue("Northwind");
  });
});

test("a time chosen and details typed before the island arrives are kept once it has", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/islands/slot-picker-*.js", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto("/book", { waitUntil: "domcontentloaded" });
  await pageScriptRunning(page);
  // Before the island: every time is listed, no day strip.
  await expect(page.getByRole("group", { name: "Days with free times" })).toHaveCount(0);
  const radios = page.locator("input[name=slot]");
  const chosen = radios.nth(Math.min(3, (await radios.count()) - 1));
  const start = (await chosen.getAttribute("value"))!;
  await chosen.check();
  await page.getByLabel("Full name").fill("Held Visitor");
  release();

  await expect(page.getByRole("group", { name: "Days with free times" })).toBeVisible();
  await expect(page.locator(`input[name=slot][value="${start}"]`)).toBeChecked();
  await expect(page.locator(`input[name=slot][value="${start}"]`)).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Held Visitor");
});

test("an unknown manage link answers 404 with a clear page", async ({ page }) => {
  const response = await page.goto("/pt/book/manage?token=not-a-booking");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Não encontramos este agendamento");
  await expect(page.getByRole("link", { name: "Agendar uma conversa" })).toHaveAttribute("href", "/pt/book");
});

test("/book is rendered on every request, never kept, never the prerendered file", async ({ request }) => {
  for (const url of ["/book", "/pt/book", "/fr/book?tz=Asia%2FTokyo"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    // The prerendered file answers with an ETag; a page rendered for the request has none.
    expect(response.headers()["etag"]).toBeUndefined();
  }
});

test("an unknown zone falls back to the language's, and says so", async ({ page }) => {
  await page.goto("/fr/book?tz=Mars%2FOlympus");
  await expect(
    page.getByText(`Nous n’avons pas reconnu le fuseau horaire «\u00a0Mars/Olympus\u00a0»`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel("Fuseau horaire")).toHaveValue("Europe/Paris");
});

test("every way to book leads to /book in the page's language; booking and contact link to each other", async ({
  page,
}) => {
  await page.goto("/pt/services/ai-solutions");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Agendar uma consulta" }).first(),
  ).toHaveAttribute("href", "/pt/book?service=ai-solutions");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Agendar uma consulta" }).last(),
  ).toHaveAttribute("href", "/pt/book");
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "Book a 30-minute call" })).toHaveAttribute("href", "/book");
  await page.goto("/es/book?service=strategy-growth");
  await expect(page.getByLabel("Tema")).toHaveValue("strategy-growth");
  await expect(page.getByRole("link", { name: "Escríbanos" }).first()).toHaveAttribute("href", "/es/contact");
});

test("only /book fetches the slot picker", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  await pageScriptRunning(page);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await page.goto("/book");
  await page.waitForLoadState("networkidle");
  expect(fetched.some((path) => /^\/islands\/slot-picker-/.test(path))).toBe(true);
});
