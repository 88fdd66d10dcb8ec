// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaries } from "~/content/dictionaries.server";
import type { FormResult } from "~/forms/definitions";
import { TranslationProvider } from "~/i18n/translation";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

const copy = dictionaries.en.contactForm;
const errors = dictionaries.en.form.errors;

/**
 * The contact form as the server renders it, before a post (`result` undefined) or in the page that
 * answers one (the action's `result`): the page script and a browser without it show that page.
 */
function renderForm(result?: FormResult<"contact">) {
  const Stub = createRoutesStub([
    {
      id: "contact",
      path: "/contact",
      Component: () => (
        <TranslationProvider lang="en" messages={dictionaries.en}>
          <ContactForm />
        </TranslationProvider>
      ),
      action: () => result,
    },
  ]);
  render(
    <Stub
      initialEntries={["/contact"]}
      hydrationData={result ? { actionData: { contact: result } } : undefined}
    />,
  );
  return { form: () => document.querySelector("form")! };
}

describe("the contact form", () => {
  it("posts to its page, opted in to the page script, by the id and sending time it reads", () => {
    const { form } = renderForm();
    expect(form().getAttribute("method")).toBe("post");
    expect(form().getAttribute("action")).toBe("/contact");
    expect(form().id).toBe("contact-form");
    expect(form().hasAttribute("data-enhance")).toBe(true);
    expect(form().getAttribute("data-minimum-sending-ms")).toBe("1000");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("answers a success with the notice and empty fields", () => {
    renderForm({ ok: true });
    expect(screen.getByRole("status").textContent).toContain(copy.successTitle);
    expect(screen.getByRole("status").textContent).toContain(copy.successText);
    expect(screen.getByLabelText(new RegExp(copy.message))).toHaveProperty("defaultValue", "");
  });

  it("answers a refusal with each error tied to its field and every typed value", () => {
    const values = { name: "Ana Souza", email: "ana@", message: "We need help." };
    renderForm({ ok: false, fieldErrors: { email: "email" }, values });
    const error = screen.getByText(errors.email);
    const email = screen.getByLabelText(new RegExp(copy.email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(error.id);
    expect(email).toHaveProperty("defaultValue", "ana@");
    expect(screen.getByLabelText(new RegExp(copy.message))).toHaveProperty("defaultValue", "We need help.");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("answers a refusal of the whole form in its alert", () => {
    renderForm({ ok: false, formError: "rateLimited", values: { name: "Ana" } });
    expect(screen.getByRole("alert").textContent).toBe(errors.rateLimited);
  });

  it("holds the translated notices of a send that got no answer, for the page script", () => {
    const { form } = renderForm({ ok: true });
    const failures = [...form().querySelectorAll("template[data-form-failure]")];
    const texts = Object.fromEntries(
      failures.map((template) => [
        template.getAttribute("data-form-failure"),
        (template as HTMLTemplateElement).content.textContent,
      ]),
    );
    expect(texts).toEqual({ network: errors.network, server: errors.server });
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});
