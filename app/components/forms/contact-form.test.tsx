// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaries } from "~/content/dictionaries.server";
import type { FormResult } from "~/forms/definitions";
import { TranslationProvider } from "~/i18n/translation";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

const copy = dictionaries.en.contactForm;
const errors = dictionaries.en.form.errors;

/** The contact form on a page whose action answers `result`: what the server renders back. */
function renderForm(result: FormResult<"contact">) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: () => (
        <TranslationProvider lang="en" messages={dictionaries.en}>
          <ContactForm />
        </TranslationProvider>
      ),
      async action({ request }) {
        posted.push(await request.formData());
        return result;
      },
    },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
  return { posted, form: () => document.querySelector("form")! };
}

function fill() {
  fireEvent.change(screen.getByLabelText(new RegExp(copy.name)), { target: { value: "Ana Souza" } });
  fireEvent.change(screen.getByLabelText(new RegExp(copy.email)), { target: { value: "ana@example.com" } });
  fireEvent.change(screen.getByLabelText(new RegExp(copy.message)), { target: { value: "We need help." } });
}

describe("the contact form", () => {
  it("posts to its page, by the id and sending time the page script reads", () => {
    const { form } = renderForm({ ok: true });
    expect(form().getAttribute("method")).toBe("post");
    expect(form().getAttribute("action")).toBe("/contact");
    expect(form().id).toBe("contact-form");
    expect(form().getAttribute("data-minimum-sending-ms")).toBe("1000");
  });

  it("comes back from a success with the notice and empty fields", async () => {
    const { posted } = renderForm({ ok: true });
    fill();
    fireEvent.submit(screen.getByRole("button").closest("form")!);
    await screen.findByText(copy.successTitle);
    expect(posted[0]?.get("message")).toBe("We need help.");
    expect(screen.getByRole("status").textContent).toContain(copy.successText);
  });

  it("comes back from a refusal with each error tied to its field and every typed value", async () => {
    const values = { name: "Ana Souza", email: "ana@", message: "We need help." };
    renderForm({ ok: false, fieldErrors: { email: "email" }, values });
    fill();
    fireEvent.submit(screen.getByRole("button").closest("form")!);
    const error = await screen.findByText(errors.email);
    const email = screen.getByLabelText(new RegExp(copy.email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(error.id);
    expect(email).toHaveProperty("defaultValue", "ana@");
    expect(screen.getByLabelText(new RegExp(copy.message))).toHaveProperty("defaultValue", "We need help.");
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
